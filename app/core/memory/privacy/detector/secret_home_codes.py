"""Codes of a home's doors, garages and alarms that the place-code finders miss (round 19), in the six languages:

- an alarm panel's user or master code: "mój kod użytkownika 3736 nie działa" (Satel), "my alarm's user code is
  ...", "mein Benutzercode ...", "mi código de usuario ...", "le code utilisateur ... de l'alarme", "мій код
  користувача ..." - with an alarm word in the message and no "default" / "factory" before the number (a manual's
  documented default stays green);
- a code beside a garage, car park, cellar, gate or wicket named in other words than the finders' fixed phrases:
  "code du parking souterrain 94536", "Garaż podziemny, kod 59031", "Tiefgarage Einfahrt Code 73904", "код від
  паркінгу 48207" (the place within a few words before or after the code word);
- a code said with what it opens: "el código 0425 para abrir", "kod 8264 żeby otworzyć furtkę", "code 5096 pour
  ouvrir", "код 5096 щоб відкрити хвіртку";
- a keypad with its number: "klawiatura: 549485", "Klawiatura przy bramie: 306418", "Tastatur am Tor: ..." (a
  door, gate, garage or alarm named in the message).

A postal, error or promo code, a model or a count after the number stays green (`_NOT_CODE`, secret_devices'
unit and time checks).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import literal_alternation, speed_up
from app.core.memory.privacy.detector.secret_devices import PRESS_VERB, code_number

Add = Callable[[str, int, int], None]

_END = r"(?![\w]|[.,/:]\d)"
_CODE_WORD = r"(?:code|codes|kod|kodu|kodem|kody|c[oó]digo|codigo|код|коду|кодом|pin)"
_NUMBER = r"[^\S\n]*[:=—–\-]?[^\S\n]*(?:(?:is|est|es|ist|to|jest|це|это|lautet|c'est|:)[^\S\n]+)?[\"'„“«]?(?<![\w])(\d{4,8})[#*]?" + _END

# an alarm panel's user or master code (on lower-cased text)
_USER_CODE = re.compile(
    r"(?<![\w])(?:user[\s\-]?code|master[\s\-]?code|kod\w* (?:użytkownika|uzytkownika|główn\w*|glown\w*|master)|"
    r"benutzer-?code|nutzer-?code|master-?code|haupt-?code|c[oó]digo (?:de )?(?:usuario|maestro)|"
    r"code (?:d'|de l')?utilisateur|code ma[iî]tre|код\w* (?:користувача|пользователя|майстра|мастера))(?![\w])"
    r"[^.!?\n\d]{0,30}?(?<![\w])(\d{4,8})[#*]?" + _END
)
_ALARM_CONTEXT = re.compile(
    r"alarm\w*|satel|ajax|jablotron|verisure|paradox|texecom|centra(?:l|lk)\w*|sygnaliz\w*|сигналіз\w*|сигнализ\w*|"
    r"охорон\w*|охран\w*|strefy|strefa|einbruchmelde\w*|panel\w*|pult\w*|пульт\w*"
)
_DEFAULT_BEFORE = re.compile(
    r"default|domyśln\w*|domysln\w*|fabryczn\w*|werks\w*|standard\w*|por defecto|predeterminad\w*|de f[áa]brica|"
    r"par d[ée]faut|d'usine|за замовчуванням|заводськ\w*|по умолчанию|заводск\w*|factory|example|przykład\w*|beispiel\w*|"
    r"ejemplo|exemple|приклад\w*|пример\w*"
)
# a garage, a car park, a cellar, a gate: places whose code the fixed phrases miss (lower-cased)
_PLACE = (
    r"(?:parking\w*|parkingu|garaż\w*|garaz\w*|garage\w*|garaje\w*|tiefgarage\w*|parkhaus\w*|parkdeck\w*|"
    r"паркінг\w*|паркинг\w*|парковк\w*|гараж\w*|sous-sol|souterrain|podziemn\w*|piwnic\w*|komórk\w* lokatorsk\w*|"
    r"keller\w*|cellar|basement|trastero|cave|rowerowni\w*|wózkowni\w*|fahrradkeller|fahrradraum|bike (?:store|room|shed)|"
    r"portal|portail|portillon|furtk\w*|bram[aięy]|bramk\w*|hoftor\w*|einfahrt\w*|zufahrt\w*|хвіртк\w*|калитк\w*|"
    r"шлагбаум\w*|barrier\w*|barrière|barrera|szlaban\w*|schranke\w*|"
    # German compounds of a door or a gate: "Bürotür", "Kellertür", "Garagentor", "Hintereingang"
    r"\w+tür|\w+türe|\w+tor|\w+eingang)"
)
_PLACE_THEN_CODE = re.compile(
    r"(?<![\w])" + _PLACE + r"(?![\w])[^.!?\n\d]{0,40}?(?<![\w])" + _CODE_WORD + r"(?![\w])" + _NUMBER
)
_CODE_THEN_PLACE = re.compile(
    r"(?<![\w])" + _CODE_WORD + r"(?![\w])[^\S\n]+(?:[^\W\d][\w'’\-]*[^\S\n]+){0,3}?" + _PLACE
    + r"(?![\w])(?:[^\S\n]+[^\W\d][\w'’\-]*){0,3}?" + _NUMBER
)
# what the code opens, after the number: "para abrir", "żeby otworzyć", "zum Öffnen", "pour ouvrir", "щоб відкрити"
_OPEN = (
    r"(?:to open|to get in|to unlock|para abrir|para entrar|pour ouvrir|pour entrer|zum (?:öffnen|aufmachen|reinkommen)|"
    r"żeby otworzyć|zeby otworzyc|aby otworzyć|by otworzyć|do otwarcia|żeby wejść|щоб відкрити|щоб зайти|чтобы открыть|"
    r"чтоб открыть|чтобы войти|для відкриття|для открытия)"
)
_CODE_TO_OPEN = re.compile(
    r"(?<![\w])" + _CODE_WORD + r"(?![\w])" + _NUMBER + r"[^\S\n]*,?[^\S\n]*" + _OPEN + r"(?![\w])"
)
# a keypad and its number: "klawiatura: 549485", "Klawiatura przy bramie: 306418"
_KEYPAD = re.compile(
    r"(?<![\w])(?:keypad|key pad|klawiatur\w*|tastatur|tastenfeld|zahlenfeld|teclado|clavier|клавіатур\w*|клавиатур\w*)"
    r"(?![\w])(?:[^\S\n]+[^\W\d][\w'’\-]*){0,3}?[^\S\n]*[:=—–]" + _NUMBER
)
# an intercom's flat number, then the code: "Intercom at my aunt's flat: buzz 7 then 6612", "Domofon u cioci: 15, potem
# 2580", "Interfono: marca 7 y luego 6612", "Домофон у тітки: 7, потім 6612"
_INTERCOM_THEN = re.compile(
    r"(?<![\w])(?:intercom|buzzer|domofon\w*|interphone|gegensprechanlage|sprechanlage|klingel\w*|portero\w*|"
    r"videoportero|interfono|telefonillo|домофон\w*|digicode)(?![\w])[^.!?\n\d]{0,40}?(?<![\w])\d{1,3}[a-z]?(?![\w])"
    r"[^\S\n]*,?[^\S\n]*(?:and then|then|a potem|potem|i|und dann|dann|danach|y luego|luego|y después|después|puis|"
    r"ensuite|et|потім|і|потом|затем|и)[^\S\n]+(?:[^\W\d][\w'’]*[^\S\n]+){0,2}?(\d{4,8})[#*]?" + _END
)
# an alarm, then a verb of entering, then the number: "Сигналізація в мами: вводиш 3579", "alarm: enter 4821 then OK"
_ALARM_ENTER = re.compile(
    r"(?<![\w])(?:alarm\w*|alarme|alarma|сигналіз\w*|сигнализ\w*|satel|jablotron|verisure)(?![\w])[^.!?\n\d]{0,40}?"
    r"(?<![\w])(?:" + PRESS_VERB + r"|вводи\w*|вводь\w*|набира\w*|набери\w*|tecle\w*|wpisuj\w*|gib\w*)(?![\w])"
    r"[^.!?\n\d]{0,20}?(?<![\w])(\d{4,8})[#*]?" + _END
)
_DOOR_CONTEXT = re.compile(
    r"garaż\w*|garage\w*|garaje|gate|door|bram\w*|drzwi|furtk\w*|tür\w*|\btor\b|tiefgarage|puerta|portal\w*|porte\w*|"
    r"ворот\w*|двер\w*|хвіртк\w*|під'їзд\w*|подъезд\w*|wejści\w*|entrance|eingang\w*|entrada|entrée|домофон\w*|"
    r"intercom|domofon\w*|alarm\w*|pilot\w*|remote|fernbedienung|mando|télécommande|пульт\w*"
)
_NOT_CODE = re.compile(
    r"(?:postal|post|zip|pocztow\w*|postleitzahl|plz|error|erreur|fehler\w*|błędu|promo\w*|rabat\w*|rabatt\w*|"
    r"coupon|cup[oó]n|gutschein\w*|discount|descuento|réduction|поштов\w*|почтов\w*|помилк\w*|ошибк\w*|"
    r"model\w*|modèle|article|artikel|serial|serie\w*|part)\W{0,12}(?:\w+\W{1,3}){0,2}\Z"
)
# what each family needs in the message before its pattern runs (plain substrings of the lower-cased text)
_USER_HINT = re.compile(literal_alternation(
    ("user", "użytkown", "uzytkown", "benutzer", "nutzer", "usuario", "utilisateur", "користувач", "пользоват",
     "master", "główn", "glown", "haupt", "maestro", "maître", "maitre", "майстр", "мастер")
))
_CODE_HINT = re.compile(literal_alternation(("code", "kod", "digo", "код", "pin")))
_PLACE_HINT = re.compile(literal_alternation(
    ("parking", "garaż", "garaz", "garage", "garaje", "parkhaus", "parkdeck", "паркінг", "паркинг", "парковк", "гараж",
     "sous-sol", "souterrain", "podziemn", "piwnic", "komórk", "keller", "cellar", "basement", "trastero", "cave",
     "rowerowni", "wózkowni", "fahrrad", "bike", "portal", "portail", "portillon", "furtk", "bram", "hoftor", "einfahrt",
     "zufahrt", "хвіртк", "калитк", "шлагбаум", "barrier", "barrière", "barrera", "szlaban", "schranke", "tür", "tor ",
     "tor,", "tor.", "eingang")
))
_OPEN_HINT = re.compile(literal_alternation(
    ("open", "get in", "unlock", "abrir", "entrar", "ouvrir", "entrer", "öffnen", "aufmachen", "reinkommen", "otworzy",
     "otwarcia", "wejść", "відкри", "открыт", "зайти", "войти")
))
_INTERCOM_HINT = re.compile(literal_alternation(
    ("intercom", "buzzer", "domofon", "interphone", "sprechanlage", "klingel", "portero", "interfono", "telefonillo", "домофон",
     "digicode")
))
_ALARM_HINT = re.compile(literal_alternation(("alarm", "сигналіз", "сигнализ", "satel", "jablotron", "verisure")))
_KEYPAD_HINT = re.compile(literal_alternation(
    ("keypad", "key pad", "klawiat", "tastatur", "tastenfeld", "zahlenfeld", "teclado", "clavier", "клавіат", "клавиат")
))


_NOT_CODE_WORD = re.compile(
    r"postal|pocztow|postleit|\bzip\b|поштов|почтов|error|erreur|fehler|błęd|promo|rabat|coupon|cup[oó]n|gutschein"
)


def _ok(low: str, m: re.Match[str], years: bool = True) -> bool:
    start, end = m.span(1)
    return code_number(m.group(1), low, start, end, years=years) and not _NOT_CODE.search(low, max(0, start - 40), start) \
        and not _NOT_CODE_WORD.search(m.group())  # "le code postal du parking est 75011"


def find_home_codes(text: str, low: str, add: Add) -> None:
    """Add the codes above (`low`: `text` lower-cased, the same length)."""
    if _USER_HINT.search(low):
        alarm = None
        for m in _USER_CODE.finditer(low):
            if alarm is None:
                alarm = _ALARM_CONTEXT.search(low) is not None
            if alarm and _ok(low, m) and not _DEFAULT_BEFORE.search(low, max(0, m.start() - 40), m.start(1)):
                add("door or alarm code", *m.span(1))
    if _CODE_HINT.search(low):
        patterns = ((_PLACE_THEN_CODE, _CODE_THEN_PLACE) if _PLACE_HINT.search(low) else ()) + (
            (_CODE_TO_OPEN,) if _OPEN_HINT.search(low) else ())
        for pattern in patterns:
            for m in pattern.finditer(low):
                if _ok(low, m):
                    add("door or alarm code", *m.span(1))
    if _INTERCOM_HINT.search(low):
        for m in _INTERCOM_THEN.finditer(low):
            if _ok(low, m):
                add("door or alarm code", *m.span(1))
    if _ALARM_HINT.search(low):
        for m in _ALARM_ENTER.finditer(low):
            if _ok(low, m) and not _DEFAULT_BEFORE.search(low, max(0, m.start() - 40), m.start(1)):
                add("door or alarm code", *m.span(1))
    if _KEYPAD_HINT.search(low):
        door = None
        for m in _KEYPAD.finditer(low):
            if door is None:
                door = _DOOR_CONTEXT.search(low) is not None
            if door and _ok(low, m):
                add("door or alarm code", *m.span(1))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
