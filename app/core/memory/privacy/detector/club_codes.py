"""The code of a club's, a pool's or a hall's own rooms (round 39, rclubs): "Шафка 24 у басейні, код 3902", "Taquilla 31
del polideportivo, código 8054", "Casier 58 à la piscine, code 2207", "Kod do szatni na hali to 1973", "Der neue Code
fürs Vereinsheim ist 1904*", "Scharfschalten der Halle: Code 4242 und dann Raute".

The code finders before this one take a bare "code" for a secret only in a message about a door, a gate, an alarm or a
lock (secret_attached.CODE_TOPIC), or after a building's room (secret_phrasings._PLACE); people in a sports club, a
pool, a gym or an association name the room instead: the locker, the changing room, the clubhouse, the hall (whose
alarm is armed - "scharfschalten"), the pool, the gym. The mechanism: in one sentence, such a room word and a code word
("code", "kod", "código", "код", "szyfr") followed, a few words on, by the value: four to eight digits, or three digits
and more with a star, a hash or one letter (Latin or Cyrillic: "5510К"). A value of a year's shape (1904, 1973) counts
only tied to the code word by a copula or a colon ("to 1973", "ist 1904*", ": 1973") or with a star or a hash after it.
Green limits: a locker's, a court's or a hall's number alone (no code word); a guest Wi-Fi, a poster, a booking's or a
course's reference, a postcode, a discount, a dress code, an error; a parcel locker; a unit, a price or a time after
the value, a number word ("nr", "#") before it; a story.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

Add = Callable[[str, int, int], None]

# the club's rooms (stems: the words in any case form, typed with or without diacritics)
_ROOM_GATE = word_gate(
    "locker", "changing", "dressing", "clubhouse", "club house", "pavilion", "gym", "pool", "leisure", "boathouse",
    "sports hall", "village hall", "church hall", "scout", "dojo",
    "szatn", "szafk", "szafecz", "przebier", "hala", "hali", "halę", "hale", "basen", "siłown", "silown", "świetlic",
    "swietlic", "remiz",
    "umkleid", "spind", "schließf", "schliessf", "vereinsh", "vereinsr", "clubheim", "halle", "schwimmb", "hallenb",
    "bootsh", "geräter", "geraeter", "scharf",
    "vestuar", "taquill", "casiller", "polidep", "gimnas", "piscin", "pabell",
    "vestiair", "casier", "gymnase", "salle",
    "шафк", "шафоч", "роздяг", "басейн", "спортза", "зал", "залу", "залі", "приміщ", "клуб",
    "шкафч", "раздев", "бассейн", "зала", "зале", "качалк", "помещ",
)
_ROOM = LazyPattern(
    r"(?<!\w)(?:locker ?rooms?|lockers?|changing[ -]?rooms?|dressing[ -]?rooms?|club ?house|pavilion|gym|"
    r"(?:swimming )?pool|leisure cent(?:re|er)|boat ?house|(?:sports|village|church|scout) hall|scout hut|dojo|"
    r"szatni\w*|szafk\w*|szafeczk\w*|przebieralni\w*|hal[aię]|hali|hale|basen\w*|siłowni\w*|silowni\w*|"
    r"świetlic\w*|swietlic\w*|remiz\w*|"
    r"umkleide\w*|spind\w*|schließfach\w*|schliessfach\w*|vereinsheim\w*|vereinshaus\w*|vereinsraum\w*|clubheim\w*|"
    r"\w*halle|\w*hallen\w*|schwimmbad\w*|hallenbad\w*|bootshaus\w*|geräteraum\w*|geraeteraum\w*|scharfschalt\w*|"
    r"scharf (?:zu )?schalten|"
    r"vestuarios?|taquillas?|casiller[oa]s?|polideportivos?|gimnasios?|piscinas?|pabell[oó]n|"
    r"vestiaires?|casiers?|piscines?|gymnases?|club-house|salle de (?:sport|gym|muscu\w*)|salle des f[êe]tes|"
    r"шафк\w*|шафочк\w*|роздягальн\w*|басейн\w*|спортзал\w*|зал|залу|залі|приміщенн\w* (?:клубу|організації|осередку)|"
    r"шкафчик\w*|раздевалк\w*|бассейн\w*|зала|зале|качалк\w*|помещени\w* (?:клуба|организации))(?!\w)")
# a code word, then (the same clause, a few words) the value
_CODE_VALUE = LazyPattern(
    r"(?<!\w)(?:codes?|kod|kodu|kody|szyfr\w*|c[oó]digos?|код|коду|кодом)(?!\w)"
    r"(?P<gap>[^\d.!?;\n]{0,40}?)"
    r"(?<![\w.,/#№-])(?P<value>\d{4,8}[*#]?|\d{3,7}[*#]|\d{3,7}[a-zа-яіїєґ])"
    r"(?![\w]|[.,/:-]\d)")
# what makes the code no secret of the room: a guest network, a notice, a booking's or a course's reference, a postcode,
# a discount, an error, a parcel locker; a story
_NOT = LazyPattern(
    r"wi-?fi|wlan|вай-?фай|guest|gäste|gast-|invité|invitad|gości|goście|гост|poster|plakat|affiche|cartel|aushang|"
    r"booking|reserv|rezerw|buchung|бронюв|брониров|course|kurs|cours\b|curso|курс|"
    r"postal|postcode|zip|pocztow|postleitz|código postal|indice|індекс|индекс|promo|discount|rabat|gutschein|descuento|"
    r"réduction|знижк|скидк|dress ?code|error|fehler|błęd|erreur|помилк|ошибк|qr\b|bar ?code|"
    r"parcel|package|amazon|inpost|paczk|paczkomat|packstation|paquete|colis|посилк|посылк|поштомат|почтомат|постамат|"
    r"novel|story|powieś|opowiad|roman\b|geschichte|novela|cuento|histoire|роман|оповідан|рассказ")
# the value tied to the code word (a year's shape needs it): a copula or a colon right before it
_TIED = LazyPattern(
    r"(?:[:=]|\s[-–—]|(?<!\w)(?:is|was|to|jest|ist|lautet|war|es|era|est|c'est|це|это|є|—))\s*$")
# after the value: a unit, a price, a time; before it: a number word
_UNIT_AFTER = LazyPattern(
    r"^\s?(?:€|eur\b|zł|zl\b|pln|\$|£|грн|руб|₽|km\b|m\b|min\b|h\b|uhr\b|%|osób|personen|personas|personnes|осіб|человек)")
_NUMBER_BEFORE = LazyPattern(r"(?:nr|no|n°|№|#|numer\w*|nummer|número|numéro|номер\w*)\.?\s*$")


def find_club_codes(text: str, low: str, add: Add) -> None:
    """Add the codes of a club's, a pool's or a hall's rooms in `text` (`low`: its lower case, the same length; see the
    module's doc). Call only on a text with a digit."""
    if not opens(low, _ROOM_GATE) or ("cod" not in low and "cód" not in low and "kod" not in low and "код" not in low and "szyfr" not in low):
        return
    for m in _CODE_VALUE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        # (the period of "1904*." or of an abbreviation does not end the sentence before the value: m is inside [a, b))
        if not _ROOM.search(low, a, b) or _NOT.search(low, a, b):
            continue
        value = m.group("value")
        gap = m.group("gap")
        if len(gap.split()) > 5 or _NUMBER_BEFORE.search(gap) or _UNIT_AFTER.search(low[m.end():m.end() + 16]):
            continue
        digits = value.rstrip("*#")
        if len(set(digits)) == 1 or digits in ("1234", "12345", "123456"):
            continue
        if len(digits) == 4 and digits.isdigit() and (digits.startswith("19") or digits.startswith("20")) \
                and value[-1] not in "*#" and not _TIED.search(gap):
            continue  # "code ... since 1998": a year, unless said to be the code ("to 1973", "ist 1904*")
        add("door or alarm code", m.start("value"), m.end("value"))
