"""A lock's, a safe's or a door's code written as groups or as spaced characters (round 30, rsec).

The code finders before this one read a code as one run of digits ("4719"), digits spaced one by one ("4 7 1 9") or
joined by dashes one by one ("7-2-9"). A combination is as often written in pairs - "Der Tresor geht mit 14 – 38 – 72
auf", "the safe in the wardrobe opens with 27-04-61", "kłódka od roweru: 27 04 61" - which is the shape of a date, or
as spaced characters with a letter among them ("digicode chez mamie 4 B 2 7 1"). The mechanism is the thing that
opens: a safe, a locker, a padlock or a combination lock, a key safe, a door, a gate, an entry phone or a digicode
(six languages) and then, in its clause and with at most six words between, a value of three to six groups of one to
three digits (dashes, slashes, dots or spaces between them) or four to ten single characters spaced out, three of
them digits at least. A safe, a padlock, a locker, a digicode or an entry phone needs nothing more; a door, a gate or
a plain "lock" / "замок" / "Schloss" (also a castle) needs what ties the value to it: a code or combination word or a
verb of opening ("opens with", "se abre con", "s'ouvre avec", "otwiera się", "geht mit ... auf", "відкривається").

Green: a date, a time or a score (a date word or a preposition of time right before the value - "on", "am", "le",
"dnia", "desde" -, a year of four digits among the groups, a unit or a currency after it), a room, an order or a
phone number named between the lock and the value, two groups alone ("14-06"), a value before the lock.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate

Add = Callable[[str, int, int], None]

_GATE = word_gate(
    "safe", "strongbox", "lockbox", "box", "entrance", "garage", "fuerte", "locker", "padlock", "lock", "keypad", "door", "gate", "digicode", "intercom", "entry",
    "sejf", "kłódk", "klodk", "szafk", "skrytk", "zamek", "zamk", "drzwi", "furtk", "bram", "domofon", "klatk",
    "tresor", "schloss", "schloß", "spind", "schließfach", "schliessfach", "tür", "tor", "pforte",
    "caja fuerte", "candado", "taquilla", "casiller", "cerradura", "puerta", "portal", "portón", "telefonillo",
    "coffre", "cadenas", "casier", "serrure", "porte", "portail", "interphone",
    "сейф", "замок", "замк", "замоч", "шафк", "шкафчик", "двер", "домофон", "хвіртк", "калитк", "ворот", "під'їзд",
    "подъезд", "комірк", "ячейк",
    # (round 31) luggage and bikes (with a code word), a car's immobiliser
    "suitcase", "luggage", "bike", "bicycle", "walizk", "walizc", "rower", "koffer", "fahrrad", "maleta", "bici", "valise",
    "vélo", "velo", "чемодан", "валіз", "велосипед", "immobili", "démarrage", "demarrage",
    "wegfahrsperre", "inmoviliz", "иммобилайзер", "іммобілайзер",
)
# a thing whose code is a secret on its own (lower-cased text)
_STRONG = (
    r"safes?|strong ?box\w*|lock ?box\w*|key ?(?:safe|box)\w*|lockers?|padlocks?|(?:bike|bicycle|combination|cable|code) ?locks?|"
    r"keypad|digicode|intercom|entry ?phone|\w*(?:tür|tor)codes?|"
    r"sejf\w*|kłódk\w*|klodk\w*|szafk\w*|skrytk\w*|zam(?:ek|ka|ku|kiem) szyfrow\w*|domofon\w*|"
    r"tresor\w*|\w*schlo(?:ss|ß)|spind\w*|schlie(?:ß|ss)fach\w*|\w*safe|"
    r"caja fuerte|cajas fuertes|candados?|taquillas?|casilleros?|telefonillo|"
    r"coffres?(?:-forts?)?|cadenas|casiers?|digicodes?|interphones?|"
    r"сейф\w*|кодов\w* зам\w*|шафк\w*|шкафчик\w*|домофон\w*|комірк\w*|ячейк\w*|"
    # (round 31) a car's immobiliser: its code is the car's key
    r"immobili[sz]er\w*|immobiliseur\w*|anti-?d[ée]marrage|wegfahrsperre\w*|inmovilizador\w*|иммобилайзер\w*|"
    r"іммобілайзер\w*"
)
# a thing that needs a tie: a door, a gate, a plain lock (also a castle)
_WEAK = (
    r"(?:front |back |garden |garage |entrance |main )?doors?|gates?|locks?|entrance|garage|"
    r"drzwi|furtk\w*|bram\w*|klatk\w*|zam(?:ek|ka|ku|kiem)|"
    r"\w*tür|türe?n?|tor\b|pforte|"
    r"puertas?|portal|portón|cerraduras?|"
    r"portes?|portail|serrures?|"
    r"двер\w*|хвіртк\w*|калитк\w*|ворот\w*|під'їзд\w*|подъезд\w*|зам(?:ок|ка|ку|ком|ке|кові)|"
    # (round 31) a suitcase's or a bike's lock, named by the thing: "szyfr do walizki 4 0 9", "code du vélo 1-9-4"
    r"suitcases?|luggage|bikes?|bicycles?|walizk\w*|walizc\w*|rower\w*|koffer\w*|fahrrad\w*|maletas?|bicis?|bicicletas?|"
    r"valises?|v[ée]los?|чемодан\w*|валіз\w*|велосипед\w*"
)
_THING = re.compile(r"(?<!\w)(?:(?P<strong>" + _STRONG + r")|(?P<weak>" + _WEAK + r"))(?!\w)")
# what ties a value to a door or a gate: a code or combination word, or a verb of opening
_TIE = re.compile(
    r"(?<!\w)(?:codes?|kod\w*|c[oó]digos?|код\w*|pin|combinations?|combo|kombinac\w*|kombination\w*|combinaci[oó]n\w*|"
    r"szyfr\w*|zahlenschlo\w*|zahlencode\w*|"
    r"combinaisons?|комбінац\w*|комбинац\w*|"
    r"opens?|opened|unlocks?|otwiera\w*|otworzy\w*|öffne\w*|geht|aufmachen|abre|abren|ouvre\w*|відчиня\w*|відкрива\w*|"
    r"открыва\w*|отпира\w*)(?!\w)"
)
# the value: 3-6 groups of 1-3 digits, or 4-10 single characters spaced out
_GROUPS = re.compile(
    r"(?<![\w.,:/\-+#№])\d{1,3}(?:(?:[^\S\n]*[\-–—/.][^\S\n]*|[^\S\n])\d{1,3}(?!\d)){2,5}(?![\w]|[.,:/\-]\d|[^\S\n]\d)"
)
_SPACED = re.compile(r"(?<![\w.,:/\-+#№])[^\W_](?:[^\S\n][^\W_]){3,9}(?!\w|[^\S\n][^\W_](?!\w))")
# between the thing and the value: at most six words, no digit, no sentence end (checked in find_combinations)
_GAP_BREAK = re.compile(r"[\d.!?;()\[\]\n]")
# a date, a time, a price: words right before the value, units after it
_DATE_BEFORE = re.compile(
    r"(?<!\w)(?:on|since|until|till|from|at|by|am|um|seit|bis|vom|ab|le|du|depuis|jusqu'au|dès|el|desde|hasta|del|"
    r"dnia|od|do|z|o|w|à|a las|vers|з|с|до|від|по|в|о|около|близько|date|datum|data|fecha|дата|"
    r"room|zimmer|pok[oó]j|habitaci[oó]n|chambre|кімнат\w*|комнат\w*)[^\S\n]*[:#]?[^\S\n]*$"
)
# another numbered thing, or a delivery, named between the thing and the value
_OTHER_IN_GAP = re.compile(
    r"(?<!\w)(?:номер\w*|numer\w*|number|\w*nummer|n[uú]mero|"
    r"numéro|order|tel\w*|phone|score|wynik|ergebnis|resultado|рахун\w*|сч[её]т|delivered|geliefert|dostaw\w*|livr\w*|"
    r"entreg\w*|доставл\w*|доставк\w*|cost\w*|kost\w*|cuesta|co[uû]t\w*|price|preis|cen[aey]|precio|prix|ціна|цена|"
    r"weigh\w*|wiegt|waży|pesa|pèse|важить|весит|size|größe|rozmiar|tamaño|taille|розмір|размер)(?!\w)"
)
_UNIT_AFTER = re.compile(
    r"[^\S\n]*(?:kg|g\b|cm|mm|m\b|km|l\b|h\b|uhr|min|€|eur|zł|zl|pln|\$|£|usd|грн|руб|кг|см|мм|x\b|×|%|o'clock|am\b|pm\b)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?\n](?:[^\S\n]|$)")


_DIGIT_RUN = re.compile(r"\d+")
# the gap's end ties the value to the thing: a colon, a dash, an equals sign, or a copula
_TIED_END = re.compile(
    r"(?:[:=–—]|\s-|(?<!\w)(?:is|are|was|to|jest|ist|lautet|es|est|c'est|c’est|це|это|—))[^\S\n]*$"
)


def _value_ok(text: str, start: int, end: int, spaced: bool, tied: bool) -> bool:
    if _UNIT_AFTER.match(text, end):
        return False
    if not spaced and not tied:
        groups = [int(g) for g in _DIGIT_RUN.findall(text[start:end])]
        if len(groups) == 3 and 1 <= groups[0] <= 31 and 1 <= groups[1] <= 12 \
                and not all(len(g) == 1 for g in _DIGIT_RUN.findall(text[start:end])):  # (round 31) "5-1-8": no date
            return False  # a date's shape ("14-03-21") needs a code word, a verb of opening or a colon before it
    if spaced:
        chars = text[start:end].split()
        digits = sum(c.isdigit() for c in chars)
        letters = [c for c in chars if not c.isdigit()]
        return digits >= 3 and len(letters) <= 2 and all(c.isupper() for c in letters)
    return True


def find_combinations(text: str, low: str, add: Add) -> None:
    """Add the codes of `text`'s safes, locks and doors written as groups or spaced characters (`low`: its lower case,
    the same length; see the module's docstring). Call only on a text with a digit."""
    if not opens(low, _GATE):
        return
    for thing in _THING.finditer(low):
        at = thing.end()
        window = text[at:at + 90]
        cut = _SENTENCE_END.search(window)
        if cut:
            window = window[:cut.start()]
        for pattern, spaced in ((_GROUPS, False), (_SPACED, True)):
            m = pattern.search(text, at, at + len(window))
            if not m:
                continue
            before = low[at:m.start()]
            if _GAP_BREAK.search(before) or len(before.split()) > 6:
                continue
            if _DATE_BEFORE.search(before) or _OTHER_IN_GAP.search(before):
                continue
            tied = bool(_TIE.search(before) or _TIE.search(low, max(0, thing.start() - 30), thing.end()))
            if thing.group("weak") and not tied:
                continue
            if _value_ok(text, m.start(), m.end(), spaced, tied or bool(_TIED_END.search(before))):
                add("door or alarm code", m.start(), m.end())
                break
