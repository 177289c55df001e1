"""Secrets written away from, or without, their key word (round 27, rsent).

The finders before this one want the value near a key word ("PIN 4471", "the code is 2580", "hasło: ..."), and
secret_attached.py ties a key word to a value a clause or two later. Fresh text keeps three other habits:

- the key word in one sentence, the value alone in a later one opened by a copula or a demonstrative: "He read me the
  code while the nurse was out. It's 4127.", "C'est le 3719.", "Это 4127.", "Er lautet 3064.", "Es ist Kiefer_1987?"
  (a password two sentences after "Passwort") - up to three sentences on; or the value alone in the next sentence
  ("5521, I think.", a password alone) or after a short lead ("Here it is: 4471", "Записую, щоб не забути: 6093"); a
  bare "code" counts when the message is about a door, an alarm, a lock, a storeroom, a code sent by text or a bank
  card taken to a cash machine (there a card's "number" told too);
- the value given as what to type, enter, dial or press once an alarm, a keypad, a door, a gate or a lock was named
  (in that sentence or the two before): "type 7 7 1 4 and press hash", "wpisuje 9 3 1 8", "marcar 6 0 4 1",
  "набрати 7 7 1 4", "gib 6 0 3 9 ein", "tape 9 5 0 2 sur le boîtier" - often as spaced single digits;
- a device that opens with a number named instead of a "code": a padlock, a safe, a key box, a combination or bike
  lock, an alarm system (candado, kłódka, Vorhängeschloss, cadenas, навісний замок, caja fuerte, sejf, Tresor,
  coffre, сейф, ключниця ...): "the padlock on the yard is 3312", "Kłódka na piwnicy to 8153", "La caja fuerte se
  abre con 72581", "I set it to 2741", "auf 48153 eingestellt", "je l'ai mis sur 3846", "поставив на 92614".

Values: four to eight digits (a door code with one letter, a trailing # or *), or four to eight single digits spaced
("7 7 1 4", "3-9-0-6"); for a password, a token of upper and lower case with digits or symbols (secret_values).
Green limits: no value without one of those ties; not a count, price, time or quantity (a unit or "for N minutes"
after it, a range "0830 à 1900", "at", "since", "#", "€", a room, bus or model word before it); not a year told as a
year ("It's 2024 and ...", "ur. 3 marca 1999"); not a thing's other number (an order, a phone, a price, an account, a
flat, a page, opening hours named between the key and the value); not
in a message about a promo, an error, a parcel locker, a tracking number, a product code; not a hotline menu, a
microwave, an oven, a lift or a timer; an alarm clock's time is no alarm code; one digit repeated or "1234" is
nobody's. A locker, a gate or a door alone (a gym locker's number, an airport gate) is not a device here: they need
a code word or a verb of typing.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.secret_attached import (
    CODE_NOT,
    CODE_TOPIC,
    NOT_BEFORE,
    OTHER_NUMBERED,
    UNIT_AFTER,
)
from app.core.memory.privacy.detector.secret_values import strong_password
from app.core.memory.privacy.detector.sentence_scope import sentence_start

Add = Callable[[str, int, int], None]

# ---------------------------------------------------------------- key words (lower-cased text)

# a device that opens with a number (no "code" needed): padlocks, safes, key boxes, combination and bike locks, alarm
# systems, keypads
_DEVICE = (
    r"padlocks?|combination locks?|combi locks?|bike locks?|bicycle locks?|dial locks?|lock ?box(?:es)?|key ?box(?:es)?|"
    r"key ?safes?|key lockbox|safes?|burglar alarm|house alarm|alarm (?:system|panel|keypad)|security system|keypads?|"
    r"kłódk\w*|klodk\w*|sejf\w*|skrzynk\w* na klucze|zamek szyfrowy|zamk\w* szyfrow\w*|zapięci\w* rowerow\w*|"
    r"klawiatur\w*|centralk\w*|panel\w* alarmow\w*|"
    r"vorhängeschl\w*|vorhaengeschl\w*|zahlenschl\w*|fahrradschl\w*|codeschl\w*|schlüsseltresor\w*|schlüsselkast\w*|"
    r"schlüsselbox\w*|schlüsselsafe\w*|tresor\w*|safe|tastenfeld\w*|alarmanlage\w*|"
    r"candados?|caja fuerte|cajas fuertes|cajet[ií]n|caja (?:de|para) (?:las )?llaves|teclado|"
    r"cadenas|coffre-fort|coffres-forts|coffre|bo[iî]te [àa] cl[ée]s?|bo[iî]te [àa] clefs|antivol|clavier|"
    r"centrale d'alarme|"
    r"навісн\w* замо?к\w*|кодов\w* замо?к\w*|кодов\w* панел\w*|сейф\w*|ключниц\w*|сигналізац\w*|велозам\w*|"
    r"навесн\w* замо?к\w*|сигнализац\w*"
)
# an alarm that may be a clock's (a value after it may be the time it rings)
_ALARM = r"alarm|alarms|alarmu|alarmem|alarme|alarma|alarmas|alarmy|alarmie|alarmy"
# a place whose code is typed (typing verbs only: "the gate is 14" is an airport's)
_PLACE = (
    r"doors?|gate|gates|entrance|intercom|lock|garage|drzwi|bram\w*|furtk\w*|domofon\w*|klatk\w*|wejści\w*|zamek|zamk\w*|"
    r"garaż\w*|tür\w*|tuer|tor|hoftor|eingang\w*|schloss|garage|puerta|portal|portón|porton|portero|cerradura|garaje|"
    r"verja|porte|portail|interphone|digicode|serrure|grille|двер\w*|під'їзд\w*|підʼїзд\w*|подъезд\w*|домофон\w*|"
    r"ворот\w*|хвіртк\w*|калитк\w*|замо?к\w*|панел\w*|пульт\w*|гараж\w*"
)
_PIN = (r"pins?|pin-?(?:u|y|em|s|e|en|code|codes|kod\w*|nummer|nummern)|geheimzahl\w*|geheimnummer\w*|пін\w*|пин\w*|"
        r"code confidentiel|n[uú]mero secreto|clave")
_CODE = r"codes?|kod|kodu|kodem|kody|c[oó]digos?|codigo|коды?|кодом|коду|код|combination|kombination|combinaci[oó]n|combinaison|kombinacj\w*|комбінаці\w*|комбинаци\w*"
_NUMBER = r"numbers?|numer|numeru|nummer|n[uú]mero|numéro|номер"
_PW = (r"passwords?|passwort\w*|kennwort\w*|has(?:ło|lo|ła|la|łem|le|łu)|contrase[ñn]as?|mot de passe|mots de passe|mdp|"
       r"парол\w*")
_KEY = re.compile(
    r"(?<![\w\-])(?:(?P<device>" + _DEVICE + r")|(?P<alarm>" + _ALARM + r")|(?P<pin>" + _PIN + r")|(?P<code>" + _CODE +
    r")|(?P<pw>" + _PW + r")|(?P<place>" + _PLACE + r")|(?P<number>" + _NUMBER + r"))(?![\w])"
)

# a bank card taken to a cash machine: its "code" or "number" told is its PIN
_CARD = re.compile(r"\bcards?\b|kart[aęyą]|karte|bankkarte|ec-karte|tarjeta|carte|картк\w*|карт[аиуы]|карточк\w*")
_CASH = re.compile(
    r"cash|withdraw|atm\b|bank|pension|wypła\w*|wypłac\w*|bankomat\w*|geldautomat\w*|automat\w*|abheb\w*|abzuheben|"
    r"geld|cajero|sacar|banco|retir\w*|distributeur|banqu\w*|bancaire|банкомат\w*|зня\w*|знім\w*|сня\w*|сним\w*|банк\w*|"
    r"пенсі\w*|пенси\w*"
)
# places kept shut with a code beside those secret_attached names: "the code for the storage unit"
_STORE = re.compile(r"storage|cellar|basement|\bshed\b|piwnic\w*|komórk\w*|keller|schuppen|trastero|sótano|\bcave\b|cellier|"
                    r"підвал\w*|комор\w*|сара[йюї]\w*|подвал\w*|кладов\w*")
# an alarm clock's, not a burglar alarm's
_CLOCK = re.compile(
    r"wake|morning|clock|snooze|budzik\w*|rano|weck\w*|aufsteh\w*|morgens|despert\w*|mañana|réveil\w*|reveil\w*|matin|"
    r"будильник\w*|ранку|вранці|утр\w*|\bam\b|\bpm\b"
)
# appliances and menus whose keypads take times, amounts, floors and options
_APPLIANCE = re.compile(
    r"microwave|oven|timer|lift|elevator|hotline|helpline|menu|vending|mikrofal\w*|piekarnik\w*|minutnik\w*|wind[aęy]|"
    r"infolini\w*|mikrowelle|backofen|ofen|aufzug|fahrstuhl|microondas|horno|temporizador|ascensor|micro-ondes|"
    r"(?:au|le|du) four\b|four à|minuteur|ascenseur|distributeur de boissons|мікрохвил\w*|духовк\w*|таймер\w*|ліфт\w*|лифт\w*|микроволн\w*|"
    r"гаряч\w* ліні\w*|горяч\w* лини\w*"
)

# ---------------------------------------------------------------- values (on the text)

_VALUE = re.compile(
    r"(?<![\w.,:/\-+#№$€£])(?<!\d )(?:(?P<run>\d{4,8})(?P<letter>[A-Za-z](?![\w]))?|(?P<spaced>\d(?:(?: |-|, )\d){3,7}))"
    r"(?P<hash>[^\S\n]?[#*])?(?![\w]|[.,:/\-]\d|[ \-]\d)"
)
_PW_TOKEN = re.compile(r"[\"'„“«]?([^\s\"'”“»(),;]{8,64})")

# ---------------------------------------------------------------- ties (lower-cased text)

# a sentence opened by a copula or a demonstrative, the value next: "It's 4127.", "C'est le 3719.", "Это 4127."
_FILLER = (r"(?:(?:probably|maybe|just|still|actually|i think|chyba|raczej|wohl|glaube ich|halt|creo|creo que|je crois|"
           r"peut-être|мабуть|здається|наверное|вроде|кажется)[^\S\n]*,?[^\S\n]+){0,2}")
_OPENER = re.compile(
    r"[\"'«„(]?(?:it's|it’s|it is|it was|that's|that’s|that is|this is|the number is|the code is|"
    r"to|to jest|to było|to byl|jest to|brzmi|"
    r"es ist|es war|sie ist|sie lautet|sie war|er lautet|er ist|er war|das ist|das war|die ist|lautet|"
    r"es|era|será|c'est|c’est|c'était|c’était|il est|elle est|ce sera|"
    r"це|це був|це була|це було|він|вона|это|это был|это была|он|она)[^\S\n]*[:,—–]?[^\S\n]+" + _FILLER +
    r"(?:(?:the|el|la|le|die|der|den)[^\S\n]+)?[\"'„“«]?\Z"
)
# a value alone in its sentence: "5521, I think, unless ...", "7730." ; a short lead before it: "Here it is: 4471"
_BARE_END = re.compile(
    r"[^\S\n]*(?:[.!]|\Z|\n|[—–]|,[^\S\n]*(?:i think|i guess|i believe|if i remember|chyba|o ile pamiętam|glaube ich|"
    r"wenn ich mich recht erinnere|creo|si no me equivoco|je crois|si je me souviens bien|мабуть|здається|якщо не помиляюся|"
    r"наверное|вроде|кажется|если не ошибаюсь))"
)
_BARE_START = re.compile(r"(?:[.!?…][^\S\n]+|\n[^\S\n]*)\Z")  # (a sentence opened by a digit: sentence_scope ends none there)
# (possessive: a word is never split between two of the five (a split only spends one more of them, and what follows a
# word's end is never a letter the next could start with); the backtracking version tried every split of a long word,
# a second on one word of 36 letters; the same matches)
_LEAD = re.compile(r"(?:[^\W\d_][\w'’\-]*+[^\S\n]*+,?+[^\S\n]*+){1,5}[:—–][^\S\n]*[\"'„“«]?\Z")
# the verb of typing, entering, dialling or pressing right before the value
_TYPED_BEFORE = re.compile(
    r"(?<![\w])(?:type|types|typed|typing|key|keys|enter|enters|entered|entering|input|key in|keys in|keying in|punch in|"
    r"punches in|punching in|tap in|tap|taps|dial|dials|press|presses|"
    r"wpisz|wpisać|wpisuje|wpisujesz|wpisujecie|wpiszcie|wpisze|wpiszesz|wstukaj|wstukać|wstukuje|wbij|wbić|wbija|"
    r"wciśnij|wcisnąć|wciska|wciskasz|naciśnij|nacisnąć|naciska|wybierz|wybrać|wybiera|wprowadź|wprowadzić|wklep|wklepać|"
    r"gib|gibst|gebt|geben|tipp|tippe|tippst|tippt|tippen|drück|drücke|drückst|drückt|drücken|wähl|wähle|wählst|wählt|"
    r"marcar|(?<!\d )marca|marque|marcas|marcad|marcando|teclear|teclea|teclee|tecleas|tecleando|introducir|introduce|"
    r"introduzca|introduces|pulsar|pulsa|pulse|pulsas|"
    r"taper|tape|tapez|tapes|tapant|composer|compose|composez|composes|saisir|saisis|saisit|saisissez|entrer|entrez|"
    r"rentrer|rentre|rentrez|"
    r"набрати|набери|наберіть|набирає|набираєш|набирати|набирай|ввести|введи|введіть|вводить|вводиш|вводити|"
    r"натиснути|натисни|натисніть|натискає|натискаєш|тисни|"
    r"набрать|наберите|набирает|набираешь|введите|вводите|вводит|вводишь|нажать|нажми|нажмите|нажимает|нажимаешь)"
    r"[^\S\n]*(?:(?:the|in|code|kod|kodu|den|die|der|code|el|la|le|código|codigo|код|simply|just|einfach|bitte|nur|mal|"
    r"dann|then|potem|następnie|najpierw|first|luego|después|ensuite|puis|d'abord|спочатку|потім|сначала|потом|просто|"
    r"tylko|szyfr|you|du|ty|tu|vous|ти|ты|sie|she|he|ona|on|él|ella|il|elle|він|вона|он|она|digits|cyfry|ziffern|les chiffres|los números|цифри|цифры|combination|kombinację|"
    r"kombination|combinación|combinaison|four|five|six|4|5|6|cztery|pięć|vier|fünf|cuatro|cinco|quatre|cinq|чотири|"
    r"п'ять|четыре|пять|"
    # where it is typed: "na klawiaturze", "on the pad", "на пульті", "en el teclado"
    r"(?:on|into|na|am|an|auf|en|sur|на|в|у)[^\S\n]+(?:(?:the|dem|der|el|la|le)[^\S\n]+)?[^\W\d_]{3,})"
    r"[^\S\n]*[:,]?[^\S\n]*){0,3}[:—–\-]?[^\S\n]*[\"'„“«]?\Z"
)
# German verb-final: "muss 4 8 1 6 eintippen", "gib einfach 6 0 3 9 ein"
_TYPED_AFTER = re.compile(r"[^\S\n]+(?:eintippen|eintippt|eingeben|eingibt|ein\b|tippen|drücken|wählen)")
# a device (or its place) then its value: "the padlock on the yard is 3312", "Kłódka na piwnicy to 8153", "Навісний
# замок на сараї — 2718", "la caja fuerte se abre con 72581", "the lockbox is set to 1964"
_DEVICE_TIE = re.compile(
    r"[^.!?\n\d]{0,48}?(?:"
    r"(?:\b(?:is|was|'s|’s)(?:[^\S\n]+(?:set to|still|now))?|\bopens (?:with|on)|\bset to|\bunlocks with|"
    r"\b(?:to|jest|było)|otwiera się (?:na|kodem)|otwierasz (?:na|kodem)|ustawion\w* na|"
    r"\b(?:ist|war|lautet|hat)|steht auf|geht (?:mit|auf)|öffnet (?:mit|sich mit)|"
    r"\b(?:es|era)|se abre con|abre con|está en|"
    r"\b(?:est|était)|c'est|c’est|s'ouvre avec|s'ouvre sur|est sur|"
    r"\b(?:це|это)|відкривається на|відчиняється на|открывается на|стоїть на|стоит на|"
    # the device set to it: "I set it to 2741", "przestawiłem na", "je l'ai mis sur", "поставив на"
    r"set (?:it |them )?to|changed (?:it )?to|przestawi\w* na|ustawi\w* na|zmieni\w* na|mis sur|mise sur|réglé sur|"
    r"changé (?:pour|en)|cambi\w* (?:a|al)|puesto en|pus[eo] en|поставив на|поставила на|поставил на|виставив на|"
    r"выставил на|змінив на|поменял на|(?P<auf>\bauf))"
    r"[^\S\n]*[:,]?|[^\S\n]*[:=—–][^\S\n]*|,[^\S\n]*(?:c'est|c’est|to|es|це|это))"
    r"[^\S\n]*(?:(?:the|el|la|le|die|der|den)[^\S\n]+)?[\"'„“«]?\Z"
)

_VERB_IN = re.compile(r"\b(?:punch\w*|key\w*|tap\w*|typ\w*)[^\S\n]+in[^\S\n]*\Z")
_STOP = re.compile(r"[.!?;\n]")
_DAY_MONTH = re.compile(r"\b\d{1,2}\.?[^\S\n]+[^\W\d_]{3,}\.?[^\S\n]+\Z")
_MODAL = re.compile(r"\b(?:muss|musst|müssen|soll|sollst|kannst|kann)\b")  # "sie muss 4 8 1 6 eintippen"
_DOOR = re.compile(r"door|gate|alarm|drzwi|bram|furtk|domofon|tür|tor\b|puerta|portal|alarma|porte|portail|immeuble|двер|"
                   r"під'їзд|подъезд|домофон|ворот|сигнал")
_SET_AFTER = re.compile(r"[^\S\n]+(?:(?:ein|um)?gestellt|gesetzt|programmiert)")  # "auf 48153 eingestellt"
_YEAR = re.compile(r"19\d\d|20[0-3]\d")
_GOES_ON = re.compile(r"[^\S\n]+(?:and|und|y|et|i|і|и|та|but|aber|ale|pero|mais|але|но|in|w|im|en|dans|у|в)[^\S\n]|[^\S\n]+[^\W\d_]{4,}")
# "for 13 minutes", "for thirteen minutes", "pour 2 personnes": a duration or an amount
_FOR_AFTER = re.compile(r"[^\S\n]+(?:for|für|na|por|para|pour|на)[^\S\n]+(?:\d+|[^\W\d_]+)[^\S\n]+(?:min\w*|sec\w*|sek\w*|seg\w*|hours?|godzin\w*|stunden?|horas?|heures?|хвилин\w*|минут\w*|секунд\w*)")
# more numbered things than secret_attached's: flats, floors, pages, buses, seats, scores, totals, dates, times
_OTHER_THING = re.compile(
    r"\b(?:flat|apartment|apt|floor|page|bus|tram|seat|platform|score|total|date|time|tel|phone|fax|case|hours|"
    r"opening|godziny|öffnungszeiten|horario\w*|horaires?|графік|график|"
    r"mieszkani\w*|piętr\w*|stron\w*|autobus\w*|miejsc\w*|peron\w*|wynik\w*|razem|suma|dat[aęy]|godzin\w*|"
    r"wohnung|stock|etage|seite|linie|platz|gleis|ergebnis|summe|datum|uhrzeit|"
    r"piso|planta|página|autobús|asiento|andén|resultado|fecha|hora|"
    r"appartement|étage|page|bus|place|quai|résultat|date|heure|"
    r"квартир\w*|поверх\w*|сторінк\w*|автобус\w*|місц\w*|рахунок|дата|час|этаж\w*|страниц\w*|мест\w*|счёт|время)\b"
)
_ROOMS = frozenset(("room", "zimmer", "pokój", "pokoj", "habitación", "chambre"))
_RANGE_AFTER = re.compile(r"[^\S\n]*(?:à|a|to|till|until|bis|do|al|hasta|до|по|[\-–])[^\S\n]*\d")  # "0830 à 1900"
_SEQUENCE = "0123456789 9876543210"
_LOOKBACK = 3  # sentences before the value's own a key word may stand in (and at most _REACH characters)
_REACH = 420
_MOST = 24


def _window_start(text: str, pos: int, sentences: int) -> int:
    """The start of the sentence `sentences` before the one holding text[pos] (not more than _REACH back)."""
    start = sentence_start(text, pos)
    floor = max(0, pos - _REACH)
    for _ in range(sentences):
        if start <= floor:
            break
        start = sentence_start(text, start - 1, floor)
    return max(start, floor)


def _keys_between(keys: list[tuple[int, int, str]], lo: int, hi: int) -> list[tuple[int, int, str]]:
    return [k for k in keys if lo <= k[0] and k[1] <= hi]


def find_distant_secrets(text: str, low: str, add: Add) -> None:
    """Add the values of `text` (`low`: lower-cased, the same length) tied to a secret's key word or device sentences
    away, or given as what to type (see the module docstring)."""
    keys = [(m.start(), m.end(), m.lastgroup or "") for m, _ in zip(_KEY.finditer(low), range(_MOST * 2))]
    if not keys:
        return
    kinds = {k[2] for k in keys}
    if kinds <= {"place", "number"} and "number" in kinds and not _CARD.search(low):
        return
    topic: dict[str, bool] = {}

    def code_ok() -> bool:  # a "code" (or a card's "number") is a secret's only in a message about one
        if "code" not in topic:
            topic["code"] = (_card(low) or bool(CODE_TOPIC.search(low)) or bool(_STORE.search(low)) or "device" in kinds) \
                and not CODE_NOT.search(low)
        return topic["code"]

    for m, _ in zip(_VALUE.finditer(text), range(_MOST)):
        start, end = m.span()
        digits = re.sub(r"\D", "", m.group("run") or m.group("spaced"))
        if not _value_ok(text, low, digits, start, m.end("run") if m.group("run") else m.end("spaced")):
            continue
        s_start = start if _BARE_START.search(low, max(0, start - 4), start) else sentence_start(text, start)
        reason = _typed(text, low, keys, s_start, start, end) or _opened(text, low, keys, s_start, start, m.end(), code_ok) \
            or _device_tied(low, keys, s_start, start, end)
        if reason is None:
            continue
        if reason == "PIN code" and m.group("letter"):
            continue
        if CODE_NOT.search(low, _window_start(text, start, _LOOKBACK), min(len(low), end + 80)):
            continue  # a promo, an error, a parcel locker, a tracking number
        if _APPLIANCE.search(low, s_start, min(len(low), end + 80)):
            continue  # a microwave's timer, a lift's floor, a hotline's menu
        add(reason, start, m.end("letter") if m.group("letter") else (m.end("run") if m.group("run") else m.end("spaced")))
    if "pw" in kinds:
        _passwords(text, low, keys, add)


def _value_ok(text: str, low: str, digits: str, start: int, end: int) -> bool:
    if len(set(digits)) == 1 or digits in _SEQUENCE or len(digits) > 8:
        return False
    if UNIT_AFTER.match(low, end) or _FOR_AFTER.match(low, end) or _RANGE_AFTER.match(low, end):
        return False
    if NOT_BEFORE.search(low, max(0, start - 16), start) and not _VERB_IN.search(low, max(0, start - 16), start):
        return False  # "at 0630", "room 1142" (not "punch in 3906")
    if _DAY_MONTH.search(low, max(0, start - 24), start):
        return False  # "ur. 3 marca 1999", "14 March 2021": a date's year
    return not (_YEAR.fullmatch(digits) and _GOES_ON.match(low, end))  # "It's 2024 and he still ..."


def _typed(text: str, low: str, keys: list[tuple[int, int, str]], s_start: int, start: int, end: int) -> str | None:
    """'door or alarm code' when the value is what to type and a device, an alarm or a door was named in its sentence or
    the two before."""
    if _TYPED_BEFORE.search(low, max(s_start, start - 64), start) is None and (
            _TYPED_AFTER.match(low, end) is None or _TYPED_BEFORE.search(low, s_start, start) is None
            and not _MODAL.search(low, s_start, start)):
        return None
    lo = _window_start(text, start, 2)
    stop = _STOP.search(low, end, end + 80)  # (a key word after the value: in its own sentence only)
    hi = stop.start() if stop else min(len(low), end + 80)
    near = [k for k in _keys_between(keys, lo, hi) if k[2] in ("device", "alarm", "place", "code", "pin")]
    if not near:
        return None
    if all(k[2] == "alarm" for k in near) and _CLOCK.search(low, lo, hi):
        return None  # an alarm clock's time
    return "PIN code" if all(k[2] == "pin" for k in near) else "door or alarm code"


def _opened(text: str, low: str, keys: list[tuple[int, int, str]], s_start: int, start: int, end: int,
            code_ok: Callable[[], bool]) -> str | None:
    """The value opens its sentence after a copula or a demonstrative, a secret's key word in the sentences before."""
    while s_start < start and low[s_start].isspace():
        s_start += 1
    if s_start > start or start - s_start > 60:
        return None
    back = _LOOKBACK
    if _OPENER.match(low, s_start, start) is None:
        # the value alone ("5521, I think.") or after a short lead ("Записую, щоб не забути: 6093"): the sentence before
        if not (s_start == start and _BARE_END.match(low, end) or s_start < start and _LEAD.match(low, s_start, start)):
            return None
        back = 1
    lo = _window_start(text, s_start, back)
    before = [k for k in _keys_between(keys, lo, s_start) if k[2] != "place" and k[2] != "pw"]
    if not before:
        return None
    k_start, k_end, kind = before[-1]
    if OTHER_NUMBERED.search(low, k_end, start) and kind != "number" or _OTHER_THING.search(low, k_end, start):
        return None  # an order, a price, a phone, a flat, a page named in between: the value is that thing's
    if kind == "number":  # "he gave me his card and whispered the number ... It's 5821."
        return "PIN code" if code_ok() and _card(low) else None
    if kind == "code":
        if not code_ok():
            return None
        return "PIN code" if _card(low) and not _door(low) else "door or alarm code"
    if kind == "alarm":
        if _CLOCK.search(low, lo, start + 40):
            return None
        return "door or alarm code"
    if kind == "pin":
        return "PIN code"
    return "door or alarm code"  # a device


def _card(low: str) -> bool:
    return bool(_CARD.search(low)) and bool(_CASH.search(low))


def _door(low: str) -> bool:
    return bool(_DOOR.search(low))


def _device_tied(low: str, keys: list[tuple[int, int, str]], s_start: int, start: int, end: int) -> str | None:
    """A device named in the value's sentence and tied to it: "the padlock on the yard is 3312"."""
    for k_start, k_end, kind in reversed(keys):
        if k_end > start or k_start < s_start:
            continue
        if kind != "device":
            continue
        tie = _DEVICE_TIE.match(low, k_end, start) if start - k_end <= 60 else None
        if tie is None or tie.group("auf") and not _SET_AFTER.match(low, end):
            return None
        if any(o.group() not in _ROOMS for o in OTHER_NUMBERED.finditer(low, k_end, start)):
            return None  # "the padlock's model number is 3312" (not "the safe in the hotel room, I set it to ...")
        return "door or alarm code"
    return None


def _passwords(text: str, low: str, keys: list[tuple[int, int, str]], add: Add) -> None:
    """A password in a later sentence opened by a copula: "... Passwort ... Ich habe es eingegeben. Es ist X_1987?"."""
    pw_ends = [k[1] for k in keys if k[2] == "pw"]
    for m, _ in zip(_PW_OPENING.finditer(low), range(_MOST)):
        start = m.end()
        if not any(e <= m.start() and m.start() - e <= _REACH for e in pw_ends):
            continue
        if m.start() < _window_start(text, m.start(), _LOOKBACK) or not any(
                _window_start(text, m.start(), _LOOKBACK) <= e for e in pw_ends):
            continue
        t = _PW_TOKEN.match(text, start) if m.group("opener") else _PW_ALONE.match(text, start)
        if t is None:
            continue
        value = t.group(1).rstrip(".,;:!?")
        if len(value) >= 8 and strong_password(value) and "@" not in value:
            add("password", t.start(1), t.start(1) + len(value))


# a password alone in its sentence: "... hasło do Netflixa zmieniłem. Zielony_Ogrod2025."
_PW_ALONE = re.compile(r"[\"'„“«]?([^\s\"'”“»(),;]{8,64}?)[\"'”“»]?[.!?]?(?:[^\S\n]+[^\W\d_]|[^\S\n]*\n|[^\S\n]*\Z)")
# a sentence opened by a copula (or by the password alone), read for a password after it
_PW_OPENING = re.compile(
    r"(?:(?<=[.!?…])[^\S\n]+|\n[^\S\n]*)(?:(?P<opener>it's|it’s|it is|it was|to|to jest|to było|es ist|es war|es lautet|das ist|"
    r"es|era|c'est|c’est|c'était|це|це був|це було|это|это был|это было)[^\S\n]*[:,—–]?[^\S\n]+" + _FILLER + r")?"
    r"(?=[\"'„“«]?[^\s\"'”“»(),;]{8})"
)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
