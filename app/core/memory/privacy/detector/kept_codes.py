"""The code of a thing the writer keeps shut - a safe, a locker, a cabinet, a key box, a garage - set or shared by them
(round 41): "Puse la caja fuerte del hotel con 402719, recuérdamelo", "скринька з ключами біля входу, код 2-6-0-5",
"Zahlencode für den Laborschrank: 9-0-3-3, nicht weitersagen", "I set the hotel safe to 5820", "szyfr do szafki w
szatni 7-3-1-9", "le code du casier c'est 4 8 2 6", "код від шафки 3917".

The secret finders read a code after a door's or a device's word and a copula (secret_distances.py, entry_codes.py);
people name the thing that holds the valuables or the keys first - the hotel room's safe, the key box by a flat's door,
the office or lab cabinet, the gym or school locker, the garage - and then say the code with a code word ("code",
"Zahlencode", "szyfr", "combinación", "код") or as what they set it to ("puse ... con", "set ... to", "ustawiłem na",
"auf ... gestellt", "je l'ai mis sur", "поставив на"). Digits typed as a reader hears them count as well: "2-6-0-5",
"9.0.3.3", "4 8 2 6". Such a code opens what the writer keeps shut: a secret like a PIN.

Read (gated on the things' stems): a thing and a code word or a setting verb in one sentence, the value after the
later of the two within a few words (no other number between): four to eight digits, or four to eight single digits
parted by one dash, dot or space. Green limits: a locker's or a cabinet's NUMBER ("la taquilla número 2345", "Schrank
Nr. 4411": no code word), a size or a price after the value ("Schrank 1200 mm", "szafka 1499 zł"), a year, one digit
repeated or a run (0000, 1234: a factory default), a default or an example said, a postcode, an error code, a
tracking or a parcel locker's pickup code (another helper's), a model ("Tresor Modell 4450"), a story's, a film's or
a riddle's safe ("Dans mon roman, l'héroïne trouve le code du coffre - 2507").

Round 46 (rids): a code typed digit by digit needs no code word - nobody writes a locker's number or a year "7 1 0 5" -,
and an alarm's panel counts as a thing for such a value only ("Сигналізація в магазині 7 1 0 5", "alarm at the shop
7-1-0-5"; never "I set the alarm to 0630", a clock's); a dial's turns after a safe ("Tresor in der Buchhaltung: 14
links, 33 rechts, 7 links", "sejf: 14 w lewo, 33 w prawo, 7 w lewo") are its combination.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "door or alarm code"

# the things' stems (lower-cased text; the folded spellings too: "szafk", "kłódk"/"klodk", "скриньк")
GATE_WORDS = ("safe", "locker", "cabinet", "lockbox", "key box", "keybox", "key safe", "garage",
              "sejf", "szafk", "szaf", "skrytk", "skrzynk", "kłódk", "klodk", "garaż", "garaz",
              "tresor", "schrank", "schränk", "schrank", "spind", "schließfach", "schliessfach", "schlüsselkast",
              "schlusselkast", "schlüsselbox", "schlusselbox", "garage",
              "caja fuerte", "taquilla", "casiller", "armario", "caja de llaves", "cajetín", "cajetin", "garaje",
              "coffre", "casier", "armoire", "boîte à clé", "boite a cle", "boîte à clef", "vestiaire",
              "сейф", "шаф", "скриньк", "ключниц", "гараж", "шкаф", "ящик",
              # (round 45, rids) a mailbox's, a shared parcel box's, a key box's and a shelter's lock
              "mailbox", "letterbox", "letter box", "parcel box", "paketbox", "paketkast", "briefkast", "buz",
              "boîte aux lettres", "boite aux lettres", "boîte à colis", "boite a colis", "бокс", "укрит", "укрыт",
              "schutzr", "schron")
# (round 46) an alarm's panel: read for a value typed digit by digit only
ALARM_WORDS = ("alarm", "сигналіз", "сигнализ")
_THING = (
    r"safes?|hotel safe|locker|lockers|cabinet|cabinets|lock ?box(?:es)?|key ?box(?:es)?|key ?safes?|garage|"
    r"sejf\w*|szaf\w*|skrytk\w*|skrzynk\w* (?:na|z|do) klucz\w*|kłódk\w*|klodk\w*|garaż\w*|garaz\w*|"
    r"\w*tresor\w*|\w*schrank\w*|\w*schränk\w*|\w*schrank\w*|spind\w*|schlie(?:ß|ss)f[aä]ch\w*|schl[üu]sselkast\w*|"
    r"schl[üu]sselbox\w*|garage\w*|"
    r"caja fuerte|cajas fuertes|taquillas?|casiller\w*|armarios?|caja de (?:las )?llaves|cajet[ií]n|garajes?|"
    r"coffre(?:-fort)?s?|coffres-forts|casiers?|armoires?|bo[iî]te [àa] cl(?:[ée]s?|efs?)|vestiaires?|garages?|"
    r"сейф\w*|шаф\w*|скриньк\w*|ключниц\w*|гараж\w*|шкаф\w*|ящик\w* (?:с|з|для) ключ\w*|"
    # (round 45, rids) "Szyfr do naszej wspólnej skrzynki na paczki ... to 1148", "у боксі з кодом 9305", "mailbox combo",
    # "Briefkasten Zahlenschloss", "buzón", "boîte aux lettres", "почтовый ящик", the shelter's door ("код від укриття"; not
    # English "shelter", a charity's name as often: "Shelter Friends Trust, sort code 45-22-35")
    r"skrzynk\w* (?:na|z|do) (?:paczk|przesy[łl]k|list)\w*|skrzynk\w* pocztow\w*|mail ?box(?:es)?|letter ?box(?:es)?|"
    r"parcel box(?:es)?|paketbox\w*|paketkast\w*|briefkast\w*|buz[oó]n(?:es)?|bo[iî]tes? (?:aux lettres|[àa] colis)|"
    r"почтов\w* ящик\w*|бокс(?:і|е|у|ом|а)?|укритт\w*|укрыти\w*|schutzr[äa]um\w*|schron\w*"
)
_ALARMS = LazyPattern(r"(?<![^\W\d_])(?:\w*alarm\w*|сигналізаці\w*|сигнализаци\w*)(?![^\W\d_])")
# a time's preposition before a value with no code word: "alarm clock at 6 3 0 0", "Wecker um 6 3 0"
_AT_BEFORE = re.compile(r"(?<![^\W\d_])(?:at|um|o|a las|à|a|в|о|об|on|for|na|ab|bis|till|until|do|für|pour|para|на)\s$")
# a value typed digit by digit: "7 1 0 5", "7-1-0-5", "7.1.0.5"
_SPACED = re.compile(r"\d(?:[\-. ]\d){3,7}")
# a dial's turns, three or more: "14 links, 33 rechts, 7 links", "14 left, 33 right, 7 left", "14 w lewo, 33 w prawo"
_TURN = (r"\d{1,2}\s?(?:links|rechts|left|right|(?:w |na )?lewo|(?:w |na )?prawo|(?:a la )?izquierda|(?:a la )?derecha|"
         r"(?:à |a )?gauche|(?:à |a )?droite|вліво|вправо|ліворуч|праворуч|влево|вправо|налево|направо)")
_DIAL = LazyPattern(r"(?<![\w.,])(" + _TURN + r"(?:\s?[,;/]\s?|\s|\s?(?:,\s)?(?:then|dann|potem|luego|puis|потім|потом)\s)"
                    + _TURN + r"(?:(?:\s?[,;/]\s?|\s|\s?(?:,\s)?(?:then|dann|potem|luego|puis|потім|потом|and|und|i|y|et|і|и)\s)"
                    + _TURN + r")+)(?![^\W\d_])")
# a code word (compounds too: "Zahlencode", "Schrankcode", "kod do szafki", "шифр"), or the writer's setting of it
# (round 42: German compounds of "Kombination" too - "Zahlenkombination", "Tresorkombination"; round 44: "combo")
_CODE = (r"\w*codes?|combos?|kod\w*|szyfr\w*|c[oó]digos?|combinaci[oó]n|combinaison|combination|\w*kombination\w*|kombinacj\w*|"
         r"clave|pin|код\w*|шифр\w*|комбінаці\w*|комбинаци\w*")
# (the thing may stand inside the phrase: "puse la caja fuerte del hotel con", "j'ai mis le coffre de la chambre sur")
_GAP = r"(?: [\w'’\- ]{0,40}?)? "  # (the thing, or nothing, between the verb and its preposition)
_SET = (r"set" + _GAP + r"to|locked" + _GAP + r"with|"
        r"ustawi\w*" + _GAP + r"na|zmieni\w*" + _GAP + r"na|zamkn\w*" + _GAP + r"na|"
        r"(?:ein|um)?gestellt auf|stellt\w*" + _GAP + r"auf|eingestellt|"
        r"pus[eo]" + _GAP + r"con|puesto con|cerr[eéó]" + _GAP + r"con|program[eéó]\w*" + _GAP + r"con|"
        r"mis" + _GAP + r"sur|mise? sur|r[ée]gl[ée]" + _GAP + r"sur|verrouill[ée]" + _GAP + r"avec|"
        r"постави\w*" + _GAP + r"на|виставив" + _GAP + r"на|выставил" + _GAP + r"на|закри\w*" + _GAP + r"на|"
        r"закры\w*" + _GAP + r"на")
# the German verb after the value: "den Hoteltresor habe ich auf 319584 gestellt"
_SET_AFTER = re.compile(r"\s+(?:(?:ein|um)?gestellt|programmiert|gesetzt|eingerichtet)(?![^\W\d_])")
# (two patterns: a setting phrase may hold the thing - "puse la caja fuerte del hotel con")
_THINGS = LazyPattern(r"(?<![^\W\d_])(?:" + _THING + r")(?![^\W\d_])")
_CUES = LazyPattern(r"(?<![^\W\d_])(?:" + _CODE + r"|" + _SET + r")(?![^\W\d_])")
# the value: four to eight digits, or four to eight single digits parted by one dash, dot or space ("2-6-0-5"), or
# (round 42) a dial's or a code's groups of two to four digits parted by dashes, as a combination is read out and
# written down: "17-42-09" (a dial turned to 17, 42, 9), "4471-09" - four to eight digits in all (a dated value is left)
_VALUE = LazyPattern(r"(?<![\w.,/\-+#№])(\d{4,8}|\d(?:[\-. ]\d){3,7}|\d{2,4}(?:-\d{2,4}){1,3})(?![\w/]|[.,\-]\d|[ ]\d)")
# a date's preposition right before a dashed value: "am 12-05-24 geändert", "changed on 03-11-25"
_DATED_BEFORE = re.compile(r"(?<![^\W\d_])(?:am|vom|seit|on|since|from|le|du|depuis|el|desde|dnia|od|з|с|від|от)\s$")
_STOP = re.compile(r"[.!?;\n](?:\s|$)|\n")
_WORD = re.compile(r"[^\W\d_]+")
# a number word between: the thing's number, not its code ("taquilla número 2345", "Schrank Nr. 4411", "шафа №")
_NUMBERED = re.compile(r"(?<![^\W\d_])(?:n[uú]mero|num[ée]ro|numer|nummer|number|nr|no|n°|nº|№|номер|size|gr[öo]ße|"
                       r"rozmiar|tama[ñn]o|taille|розмір|размер|model\w*|modell\w*|mod[èe]le|модел\w*|typ|type|tipo|"
                       r"serie|série|серія|серия)(?![^\W\d_])|№|#")
_UNIT_AFTER = re.compile(r"[\s\-]?(?:mm|cm|m|kg|g|l|w|kw|€|eur|zł|zl|pln|\$|£|грн|руб|р\.|uah|%|x\s?\d|×|"
                         r"zł|euro|dollars?|z[łl]otych|min\w*)(?![^\W\d_])", re.IGNORECASE)
# (round 42: "werks" of a factory setting - "Werkseinstellung" -, not a workshop's "Werkstatt")
_NOT = LazyPattern(r"default|factory|werks(?!tatt)\w*|fabryczn\w*|domy[śs]ln\w*|par d[ée]faut|d['’]usine|por defecto|de f[aá]brica|"
                   r"за замовчуванням|по умолчанию|заводськ\w*|заводск\w*|exampl\w*|beispiel\w*|ejemplo|exemple|"
                   r"przyk[łl]ad\w*|приклад\w*|пример\w*|promo\w*|rabat\w*|gutschein\w*|descuento|cup[oó]n|"
                   r"r[ée]duction|знижк\w*|скидк\w*|postal\w*|postleitzahl|pocztow\w*|error|fehler\w*|b[łl][ąa]d\w*|"
                   r"erreur|помилк\w*|ошибк\w*|tracking|sendungs\w*|paczkomat\w*|inpost|dhl|packstation|"
                   r"produkt\w*|products?|producto|produit|artikel\w*|articles?|art[ií]culo|товар\w*|sku|ean|barcode|"
                   # a story's, a game's or a riddle's safe: "Dans mon roman, l'héroïne trouve le code du coffre - 2507",
                   # "eine Kurzgeschichte über einen Tresor mit Code 3-1-4-1-5"
                   # (round 46: a tale's or a poem's lock - "Écris un conte où le cadenas s'ouvre avec 7-3-9-1")
                   r"(?<![^\W\d_])(?:contes?|fables?|tales?|fairy|bajk\w*|ba[śs][ńn]\w*|m[äa]rchen\w*|сказк\w*|казк\w*|"
                   r"poems?|po[èe]mes?|wiersz\w*|gedicht\w*|poemas?|вірш\w*|стих\w*)(?![^\W\d_])|"
                   r"roman|novel\w*|stor(?:y|ies)|\w*geschichte\w*|erz[äa]hlung\w*|cuento\w*|novela\w*|relato\w*|"
                   r"powie[śs][ćc]\w*|opowiadani\w*|opowie[śs][ćc]\w*|histoire|nouvelle|роман\w*|оповідан\w*|рассказ\w*|"
                   r"повест\w*|film\w*|movie|escape ?room|riddle|r[äa]tsel\w*|zagadk\w*|[ée]nigme|acertijo|загадк\w*|"
                   r"abholcode|pickup code|c[oó]digo de recogida|code de retrait|код отримання|код получения")
_SEQUENCE = "0123456789 9876543210"
_MOST = 12


def find_kept_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each code of a safe, locker, cabinet, key box or garage set or shared in
    `text` (`low`: lower-cased, the same length; see the module's doc)."""
    if any(w in low for w in ALARM_WORDS):
        read_codes(text, low, add, _ALARMS, spaced_only=True)
    if not any(w in low for w in GATE_WORDS):
        return
    read_codes(text, low, add, _THINGS)
    for m, _ in zip(_DIAL.compiled.finditer(low), range(_MOST)):
        s = 0
        for b in _STOP.finditer(low, 0, m.start()):
            s = b.end()
        if _THINGS.compiled.search(low, s, m.start()) and not _NOT.compiled.search(low, s, m.end()):
            add(REASON, *m.span(1))


# (round 48) the thing's own number right after its name: "locker 112", "taquilla 63", "szafka nr 12", "шафка №7"
_THING_NUMBER = re.compile(r"[ \t]*(?:n[rº°o]\.?[ \t]?|#|№[ \t]?)?\d{1,4}(?![\d.,:/\-])")


def _numbered_thing(low: str, thing_end: int, cue: tuple[int, int], start: int) -> bool:
    """Is the only number between the thing and the value the thing's own, right after its name, with the code word
    after it ("locker 112 at the leisure centre, combo 0739")?"""
    n = _THING_NUMBER.match(low, thing_end)
    return n is not None and n.end() <= cue[0] and not any(c.isdigit() for c in low[n.end():start])


def read_codes(text: str, low: str, add: Callable[[str, int, int], None], named: LazyPattern,
               spaced_only: bool = False) -> None:
    """Call add(REASON, start, end) for each code said of a thing `named` matches, with a code word or a setting verb,
    or typed digit by digit (the rules above; also place_codes.py's, round 44); `spaced_only`: only the last."""
    things = [m.span() for m, _ in zip(named.compiled.finditer(low), range(_MOST))]
    if not things:
        return
    cues = [m.span() for m, _ in zip(_CUES.compiled.finditer(low), range(_MOST))]
    for v, _ in zip(_VALUE.compiled.finditer(text), range(_MOST)):
        start, end = v.span(1)
        s = 0
        for b in _STOP.finditer(low, 0, start):
            s = b.end()
        thing = [k for k in things if s <= k[0] and k[1] <= start]
        cue = [k for k in cues if s <= k[0] and k[1] <= start]
        # (not the tail of a longer run typed apart: "0 1 5 1 2 3 4 5 6 7 8" is a phone)
        spaced = _SPACED.fullmatch(v.group(1)) is not None and not (start >= 2 and text[start - 2].isdigit()
                                                                    and text[start - 1] in "-. ")
        if spaced_only and not spaced:
            continue
        if not cue and thing and _SET_AFTER.match(low, end) and low.endswith("auf ", 0, start):
            cue = [(start, start)]  # "auf 319584 gestellt"
        if not cue and thing and spaced and not _AT_BEFORE.search(low, max(0, start - 8), start):
            cue = [thing[-1]]  # (round 46) "Сигналізація в магазині 7 1 0 5": typed digit by digit, a code
        if not thing or not cue:
            continue  # a locker's or a cabinet's number, a code of something else
        last = max(thing[-1][1], cue[-1][1])
        between = low[last:start]
        # (no number between the thing and the value either: "Mi armario mide 1800 cm, ... 4451" is no code of it;
        # round 48: but the thing's own number right after its name, the code word after that - "locker 112 at the
        # leisure centre, combo 0739", "taquilla 63 del polideportivo, pin 2947": the locker's number, then its code)
        if len(_WORD.findall(between)) > 6 or _NUMBERED.search(between) \
                or any(c.isdigit() for c in low[thing[-1][1]:start]) and not _numbered_thing(low, thing[-1][1], cue[-1], start):
            continue
        digits = re.sub(r"\D", "", v.group(1))
        if len(set(digits)) == 1 or digits in _SEQUENCE or _UNIT_AFTER.match(text, end) or len(digits) > 8:
            continue
        if "-" in v.group(1) and len(v.group(1)) - len(digits) < len(digits) - 1 and _DATED_BEFORE.search(low, max(0, start - 8), start):
            continue  # (a grouped value after a date's preposition: a day, not a combination)
        if len(digits) == 4 and digits[:2] in ("19", "20") and v.group(1).isdigit():
            continue  # a year ("the garage since 2019")
        e = _STOP.search(low, end)
        if _NOT.compiled.search(low, s, e.start() if e else len(low)):
            continue
        add(REASON, start, end)
