"""Secrets of a household's devices and places, one-time codes as the bank's SMS words them, and raw
wallet keys, in English, Polish, German, Spanish, French and Ukrainian/Russian:

- smart-home pairing secrets: a HomeKit setup code (123-45-678) beside the accessory's words, a
  Matter manual pairing code (11 or 21 digits whose last digit is a Verhoeff check) or its `MT:`
  QR payload, a Zigbee network key (16 bytes in brackets or 32 hex digits), a Tuya local key, a
  Hue bridge's API user name, a router's WPS PIN;
- codes for places said without the word "code": a key safe set to a number, an intercom where
  guests press a number, the alarm disarmed with a number, a place's code that "will be" a number,
  a car radio's anti-theft code, an immobiliser's emergency start code, a bike lock's code;
- one-time codes: a number beside the SMS's own warning ("don't share it with anyone", "nie
  podawaj nikomu", "no lo compartas"), a number an authenticator app shows, a German compound
  code word (Auszahlungscode, Freigabecode) with its value;
- a raw 64-hex-digit private key beside a wallet, an import or a "priv" word, not beside a
  transaction hash or a checksum.

It also marks, for the learned model, values the rules read and know are public: a Wi-Fi network's
name (its SSID) and a donation address a project publishes.

Every finder waits for a literal it cannot do without, so most messages pay a few `in` tests.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import literal_alternation, speed_up
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_forms import _DEV_KEYS
from app.core.memory.privacy.detector.secret_values import looks_random

Add = Callable[[str, int, int], None]

_NUMBER_END = r"(?![\w]|[.,/:]\d)"
_UNIT_AFTER = re.compile(
    r"[^\S\n]?(?:mm|cm|m|km|kg|g|w|kw|v|mah|db|zł|zl|pln|eur|euro\w*|€|\$|usd|gbp|£|uah|грн|руб|%|h|hrs?|hours?|min|"
    r"uhr|godz\w*|horas?|heures?|год\w*|am|pm|rok|roku|lat|years?|jahre?|años?|ans?|x|px|gb|mb|kr)(?![\w])"
)
_TIME_BEFORE = re.compile(r"(?:\b(?:at|um|ab|bis|o|od|do|a las|à|since|seit|desde|о|об|з|від|до|in|im|en|w|von)|[$€£#№])\s*\Z")


def code_number(digits: str, low: str, start: int, end: int, years: bool = False) -> bool:
    """A 3-8 digit value that may be a code: not one repeated digit, not counting, not a quantity or a time."""
    if len(set(digits)) == 1 or digits in "0123456789":
        return False
    if not years and len(digits) == 4 and digits[:2] in ("19", "20"):
        return False
    return not _UNIT_AFTER.match(low, end) and not _TIME_BEFORE.search(low, max(0, start - 12), start)


# ---------------------------------------------------------------- smart-home and router secrets
_WPS = re.compile(
    r"(?<![\w])(?:wps[\s\-]?(?:pin|pin-?code|kod\w*|code|c[oó]digo|код|пін|пин)|(?:pin|kod\w*|code|c[oó]digo|код\w*|пін|пин)"
    r"[\s\-](?:wps|do wps|für wps|de wps|für das wps|для wps))(?![\w])"
    r"[^.!?\n\d]{0,60}?(?<![\w])(\d{4}[ \-]?\d{4}|\d{4})(?![\w]|[.,/:\-]\d)"
)
_HOMEKIT_HINTS = ("homekit", "home", "accessor", "akcesor", "zubehör", "аксесуар", "plug", "setup", "set-up", "pairing",
                  "parowan", "konfigur", "einricht", "koppl", "configura", "emparej", "vincula", "appair", "налашт", "сполуч",
                  "настрой", "сопряж", "sticker", "naklej", "aufkleber", "pegatina", "etiquet", "autocollant", "наклейк",
                  "nalepk", "casa", "maison")
_HOMEKIT_VALUE = re.compile(r"(?<![\w\-.,/:])(\d{3}-\d{2}-\d{3}|\d{3} \d{2} \d{3}|\d{4}-\d{4})(?![\w\-]|[.,/:]\d)")
_HOMEKIT_CONTEXT = re.compile(
    r"homekit|home app|apple home|app home|app casa|app maison|accessor\w*|akcesori\w*|zubehör|аксесуар\w*|smart plug|"
    r"setup code|set-up code|pairing code|kod\w* parowania|kod\w* konfiguracji|einrichtungs-?code|kopplungs-?code|"
    r"c[oó]digo de (?:configuraci[oó]n|emparejamiento|vinculaci[oó]n)|code de configuration|code d'appairage|"
    r"код\w* (?:налаштування|сполучення|настройки|сопряжения)|sticker|naklejk\w*|aufkleber|pegatina|etiqueta|"
    r"autocollant|étiquette|наклейк\w*|nalepk\w*"
)
_MATTER_VALUE = re.compile(
    r"(?<![\w\-.,/:])(\d{4}[ \-]?\d{3}[ \-]?\d{4}(?:[ \-]?\d{5}[ \-]?\d{5})?)(?![\w\-]|[.,/:]\d)"
)
_MATTER_CONTEXT = re.compile(
    r"pairing|parowani\w*|sparowa\w*|kopplung\w*|koppeln|emparej\w*|vincula\w*|appair\w*|associer|"
    r"сполуч\w*|спарю\w*|сопряж\w*|setup code|manual code|kod\w* ręczn\w*|home assistant|google home|smartthings|"
    r"alexa|homekit|thread"
)
_MATTER_KEY = re.compile(
    r"(?<![\w])(?:(?:matter|pairing|setup|set-up|manual|kopplungs|einrichtungs|koppel)[\s\-]?(?:code|pin|kod|код)|"
    r"(?:code|kod|код|c[oó]digo)\w*[^\S\n]+(?:matter|parowania|konfiguracji|de emparejamiento|de vinculaci[oó]n|"
    r"de configuraci[oó]n|d'appairage|de configuration|de jumelage|сполучення|сопряжения|налаштування|настройки|"
    r"manuel|manual))(?![\w])[^.!?\n\d]{0,45}\Z"
)
_WIFI_GROUPED = re.compile(
    r"(?<![\w])(?:key|schlüssel|netzwerkschlüssel|wlan-schlüssel|klucz\w*|clave|cl[ée]|ключ\w*|password|passwort|kennwort|"
    r"has(?:ło|lo)|contrase[ñn]a|mot de passe|пароль)(?![\w])[^\S\n]*(?:[:=—–]|\b(?:is|ist|lautet|es|est|c'est|to|jest|"
    r"це|это)\b)?[^\S\n]*(\d{4}(?:[ \-]\d{4}){3,7})(?![\w]|[ \-]\d)"
)
_WIFI_HINT = re.compile(r"wi-?fi|wlan|router|fritz|speedport|livebox|funbox|freebox|\bssid\b|вайфа|\bsieć|\bred wifi")
_WIFI_HINTS = ("wifi", "wi-fi", "wlan", "router", "fritz", "speedport", "box", "ssid", "вайфа", "sieć")
_MATTER_QR = re.compile(r"(?<![\w])MT:[0-9A-Z.\-]{19,}")
_NET_KEY = re.compile(
    r"(?<![\w])(?:network[_\s\-]?key|netzwerk-?schlüssel|klucz\w* sieci|clave de (?:la )?red|cl[ée] (?:du |de )?r[ée]seau|"
    r"ключ\w* (?:мережі|сети)|zigbee[_\s\-]?key|link[_\s\-]?key|install[_\s\-]?code)(?![\w])[\"'`]?"
    r"[^\n\[\d]{0,40}?((?:\[\s*(?:(?:0x)?[0-9a-f]{1,3}\s*,\s*){15}(?:0x)?[0-9a-f]{1,3}\s*\])|(?<![\w])(?:0x)?[0-9a-f]{32}(?![\w]))"
)
_LOCAL_KEY = re.compile(
    r"(?<![\w])(?:local[_\s\-]?key|localkey|lokaln\w* klucz\w*|klucz\w* lokaln\w*|lokale[rn]? schlüssel|"
    r"lokal(?:en|er)?-?key|clave local|cl[ée] locale|локальн\w* ключ\w*)(?![\w])[\"'`]?"
    r"(?:[^\n.!?]{0,50}?(?:[:=]|—|\bis\b|\bto\b|\bist\b|\bes\b|\best\b|це|это))?[^\S\n]*[\"'`]?"
    r"([A-Za-z0-9!@#$%^&*()_+=<>?~|{}\[\];',./`\-]{10,40}?)[\"'`]?(?=[\s,;]|$)"
)
# a camera's six-letter verification code (EZVIZ, Hikvision: it decrypts the video), a Z-Wave S2 DSK or its PIN,
# a Thread network's active dataset (it holds the network key)
_CAMERA_CODE = re.compile(
    r"(?<![\w])(?i:verification code|verifizierungs-?code|kod\w* weryfikacyjn\w*|c[oó]digo de verificaci[oó]n|"
    r"code de v[ée]rification|код\w* (?:перевірки|верифікації|проверки|верификации)|device code|kod\w* urządzenia|"
    r"gerätecode|c[oó]digo del dispositivo|code de l'appareil)(?![\w])[^.!?\n\d]{0,30}?(?<![\w])([A-Z]{6})(?![\w])"
)
_CAMERA_HINTS = ("camera", "kamer", "cámara", "camara", "caméra", "камер", "ezviz", "hikvision", "imou", "dahua", "hik-connect")
_CAMERA_HINT = re.compile(literal_alternation(_CAMERA_HINTS))
_ZWAVE_DSK = re.compile(r"(?<![\d\-])\d{5}(?:[\- ]\d{5}){7}(?![\d\-])")
_ZWAVE_PIN = re.compile(r"(?<![\w])(?:z-?wave|dsk|s2)(?:[\s\-]+\w+){0,3}?[\s\-]+(?:pin|kod|code|c[oó]digo|код)(?![\w])"
                        r"[^.!?\n\d]{0,30}?(?<![\w])(\d{5})(?![\w]|[.,/:\-]\d)")
_THREAD_DATASET = re.compile(r"(?<![\w])0e08[0-9a-f]{60,}(?![\w])")
_BRIDGE_USER = re.compile(
    r"(?<![\w])(?:username|user name|user-name|app[\s\-]?key|application[\s\-]?key|hue-application-key|"
    r"nazw\w* użytkownika|benutzername|nombre de usuario|nom d'utilisateur|ім'я користувача|имя пользователя)(?![\w])"
    r"[^\n]{0,40}?(?<![\w])[\"'`]?([A-Za-z0-9\-]{30,48})(?![\w\-])"
)
# a number on a device or its sticker that is not its secret
_NOT_DEVICE_CODE = re.compile(
    r"(?:article|artikel|model\w*|modèle|serial|seri\w*|order|bestell\w*|part|teil\w*|sku|ean|upc|numer\w*|nummer|"
    r"número|numéro|номер\w*|lot|batch|charge|tracking|size|größe|rozmiar|tamaño|taille|розмір\w*|mac|imei|"
    r"firmware|version|wersj\w*|versión|версі\w*|id|fcc)\W{0,4}(?:\w+\W{1,3})?\Z"
)
# the same, named anywhere in the words just before a sticker's value ("Artikelnummer auf dem Aufkleber ist ...")
_NUMBER_NAMED = re.compile(
    r"artikel|article|model|serial|serien|nummer|number|numer|número|numero|numéro|номер|order|bestell|sku|\bean\b|"
    r"part no|teilenummer|référence|referencia|imei|\bmac\b|firmware|version|wersj|versión|версі|tracking|sendung|"
    r"przesyłk|paquete|colis|посилк|посылк"
)
_BRIDGE_HINTS = ("hue", "bridge", "deconz", "phoscon", "bridż", "brücke", "puente", "pont", "міст", "мост")
_BRIDGE_HINT = re.compile(r"\bhue\b|bridge|deconz|phoscon|bridż|brücke|puente|pont|міст|мост")


def _verhoeff_ok(digits: str) -> bool:
    """The Verhoeff check a Matter manual pairing code ends with."""
    c = 0
    for i, ch in enumerate(reversed(digits)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VERHOEFF_P.append([_VERHOEFF_P[1][x] for x in _VERHOEFF_P[_i - 1]])


def _device_keys(text: str, low: str, add: Add, hints: frozenset[str]) -> None:
    if "wps" in low:
        for m in _WPS.finditer(low):
            digits = re.sub(r"\D", "", m.group(1))
            if code_number(digits, low, m.start(1), m.end(1), years=len(digits) == 8):
                add("device pairing code or key", *m.span(1))
    if "_HOMEKIT_HINTS" in hints:
        context = None
        for m in _HOMEKIT_VALUE.finditer(text):
            if context is None:
                context = bool(_HOMEKIT_CONTEXT.search(low))
            if not context:
                break
            digits = re.sub(r"\D", "", m.group(1))
            if len(set(digits)) > 2 and _HOMEKIT_CONTEXT.search(low, max(0, m.start() - 160), m.end() + 120) \
                    and not _NUMBER_NAMED.search(low, max(0, m.start() - 45), m.start()):
                add("device pairing code or key", *m.span(1))
    matter_context = None
    for m in _MATTER_VALUE.finditer(text) if "_MATTER_HINTS" in hints else ():
        digits = re.sub(r"\D", "", m.group(1))
        if len(digits) not in (11, 21) or len(set(digits)) < 4 \
                or _NUMBER_NAMED.search(low, max(0, m.start() - 45), m.start()):
            continue
        if _MATTER_KEY.search(low, max(0, m.start() - 70), m.start()):
            add("device pairing code or key", *m.span(1))  # "manual pairing code from the card is 0217-133-3325"
            continue
        if not _verhoeff_ok(digits):
            continue
        if matter_context is None:
            matter_context = bool(_MATTER_CONTEXT.search(low))
        if matter_context and not _NUMBER_NAMED.search(low, m.end(), m.end() + 40):
            add("device pairing code or key", *m.span(1))
    if "MT:" in text:
        for m in _MATTER_QR.finditer(text):
            add("device pairing code or key", *m.span())
    if "_WIFI_HINTS" in hints and _WIFI_HINT.search(low):
        for m in _WIFI_GROUPED.finditer(low):
            if len(set(m.group(1))) > 4:
                add("password", *m.span(1))  # "WLAN ..., der Schlüssel ist 7889 0985 5330 0984 6392"
    if "_BRIDGE_HINTS" in hints and _BRIDGE_HINT.search(low):
        for m in _BRIDGE_USER.finditer(text):
            if looks_random(m.group(1)) or sum(c.isdigit() for c in m.group(1)) >= 6:
                add("secret key or token", *m.span(1))


# the words of the first test below, as a word gate (one look-up tells most messages hold none of them)
_NET_WORDS = word_gate("network", "netzwerk", "sieci", " red", "seau", "мереж", "сети", "zigbee", "link", "install")


def _device_named_keys(text: str, low: str, add: Add) -> None:
    """Keys named by their device's word, whatever characters they have."""
    if opens(low, _NET_WORDS) and (
            "network" in low or "netzwerk" in low or "sieci" in low or " red" in low or "seau" in low or "мереж" in low
            or "сети" in low or "zigbee" in low or "link" in low or "install" in low):
        for m in _NET_KEY.finditer(low):
            value = m.group(1)
            if len(set(value)) > 6:
                add("device pairing code or key", *m.span(1))
    if _CAMERA_HINT.search(low):
        for m in _CAMERA_CODE.finditer(text):
            if len(set(m.group(1))) > 3:
                add("device pairing code or key", *m.span(1))
    if "wave" in low or "dsk" in low:
        for m in _ZWAVE_DSK.finditer(text):
            add("device pairing code or key", *m.span())
        for m in _ZWAVE_PIN.finditer(low):
            add("device pairing code or key", *m.span(1))
    if "0e08" in low and ("thread" in low or "dataset" in low or "otbr" in low or "tlv" in low):
        for m in _THREAD_DATASET.finditer(low):
            add("device pairing code or key", *m.span())
    if "local" in low or "lokal" in low or "локальн" in low:
        for m in _LOCAL_KEY.finditer(text):
            value = m.group(1)
            if value.lower() in ("device", "password", "localkey", "local_key") or not (
                    any(c.isdigit() for c in value) and any(c.isalpha() for c in value) or looks_random(value)):
                continue
            add("device pairing code or key", *m.span(1))


# ---------------------------------------------------------------- codes for places, said without "code"
_KEY_SAFE = re.compile(
    r"(?<![\w])(?:key[\s\-]?safe|key[\s\-]?box|lock[\s\-]?box|keybox|lockbox|key lock box|key cabinet|"
    r"schlüssel(?:tresor|safe|kasten|box|depot)\w*|sejf\w* na klucz\w*|skrzynk\w* na klucz\w*|skrytk\w* na klucz\w*|"
    r"kasetk\w* na klucz\w*|szyfrownik\w*|caja (?:de|para) (?:las )?llaves|cajet[ií]n|guardallaves|"
    r"bo[iî]te (?:à|a) cl[ée]s?|coffre (?:à|a) cl[ée]s?|ключниц\w*|сейф\w* для ключ\w*|бокс\w* для ключ\w*|"
    r"скриньк\w* для ключ\w*)(?![\w])"
    r"[^.!?\n\d]{0,60}?(?<![\w])(\d{3,8})[#*]?" + _NUMBER_END
)
_PRESS_DEVICE = (
    r"(?:intercom|domofon\w*|interphone|gegensprechanlage|türsprechanlage|sprechanlage|klingelanlage|portero\w*|"
    r"videoportero|interfono|telefonillo|домофон\w*|digicode|keypad|klawiatur\w*|tastenfeld|zahlenfeld|teclado|"
    r"clavier|кодов\w* замок|panel\w*|пульт\w*)"
)
PRESS_VERB = (
    r"(?:press(?:es)?|enter|type|dial|punch in|key in|tap|wciśnij|wcisnąć|wciskają|wciska\w*|wpisz\w*|wpisać|wpisują|"
    r"wybierz\w*|wybierają|wstukaj\w*|naciśnij\w*|naciskają|drück\w*|tipp\w*|eingeben|geben|wähl\w*|marca\w*|"
    r"marque\w*|teclea\w*|pulsa\w*|introduc\w*|tape\w*|tapez|compose\w*|saisi\w*|набира\w*|набер\w*|натиска\w*|"
    r"натисн\w*|нажима\w*|нажми\w*|введи\w*|введіть|вводя\w*)"
)
_PRESS_CODE = re.compile(
    r"(?<![\w])" + _PRESS_DEVICE + r"(?![\w])[^.!?\n\d]{0,60}?(?<![\w])" + PRESS_VERB + r"(?![\w])"
    r"[^.!?\n\d]{0,40}?(?<![\w])(\d{4,8})[#*]?" + _NUMBER_END
)
_DISARM = re.compile(
    r"(?<![\w])(?:rozbraja\w*|rozbrojeni\w*|rozbroić|disarm\w*|unscharf\w*|entschärf\w*|desarm\w*|désarm\w*|"
    r"d[ée]sactiv\w* (?:l'|de l')?alarme|desactiv\w* (?:la )?alarma|deaktivier\w* (?:die )?alarm\w*|"
    r"знят\w* з охорони|знiма\w* з охорони|зніма\w* з охорони|сня\w* с охраны|снима\w* с охраны)(?![\w])"
    r"[^.!?\n\d]{0,25}?(?<![\w])(\d{4,8})[ \t]*(?:\+?[ \t]*[#*])?" + _NUMBER_END
)
_PLACE_WORD = (
    r"(?:(?:code|codes|kod\w*|c[oó]digo|código|код\w*)[^\S\n]+(?:(?:du|de la|de l'|des|de|del|do|od|für|zum|zur|vom|"
    r"von|for|to|of|the|від|от|до|для)[^\S\n]+)*(?:(?:the|my|our|das|den|die|der|la|el|le|l'|mon|ma|mi|nasz\w*)[^\S\n]+)?"
    r"(?:door|front door|gate|alarm|garage|building|intercom|house|flat|porte|portail|immeuble|portillon|garage|"
    r"puerta|portal|port[oó]n|portería|alarma|tor|haustür|tür|eingang|drzwi|bramy|furtki|klatki|domofonu|alarmu|"
    r"двер\w*|ворі\w*|ворот\w*|хвірт\w*|під'їзд\w*|подъезд\w*|домофон\w*)|"
    r"(?:tor|tür|haustür|garagen|alarm|eingangs|hof)-?code|digicode|gate code|door code|alarm code)"
)
_WILL_BE = re.compile(
    r"(?<![\w])" + _PLACE_WORD + r"(?![\w])[^.!?\n\d]{0,60}?(?<![\w])(?:will be|is now|becomes|from now on is|"
    r"ce sera|sera|devient|est désormais|est maintenant|wird|lautet ab|ist ab|ist jetzt|ist dann|będzie|teraz to|"
    r"to teraz|od teraz|será|ahora es|pasa a ser|буде|будет|тепер|теперь)(?![\w])[^\S\n]*[:—–]?[^\S\n]*(\d{4,8})"
    + _NUMBER_END
)


# a car radio's anti-theft code, an immobiliser's emergency start code, a bike lock's code
_VEHICLE_CODE = re.compile(
    r"(?<![\w])(?:radio[\s\-]?code|radiocode|code (?:de (?:la )?)?radio|code (?:de l')?autoradio|kod\w* (?:do |od )?radia|"
    r"c[oó]digo (?:de (?:la )?)?radio|код\w* (?:від |до |от )?(?:магнітол\w*|магнитол\w*|радіо|радио)|"
    r"(?:emergency|immobili[sz]er|wegfahrsperren?|immobiliseur|inmovilizador|immobilizer|notstart)[\s\-]?(?:start[\s\-]?)?"
    r"(?:code|pin|kod|c[oó]digo|код)|код\w* (?:від |до |от )?(?:велозамк\w*|велосипедн\w* замк\w*|замк\w* (?:від |до )?велосипед\w*))"
    r"(?![\w])[^.!?\n\d]{0,50}?(?<![\w])(\d{4,8})" + _NUMBER_END
)
_VEHICLE_HINTS = ("radio", "radia", "радіо", "радио", "магнітол", "магнитол", "emergency", "immobil", "wegfahr", "inmovil", "notstart",
                  "велозам", "замк")
_KEY_SAFE_HINTS = ("key", "lock", "schlüssel", "klucz", "llave", "cajet", "guardall", "clé", "cle", "ключ", "szyfrown")
_DISARM_HINTS = ("rozbr", "disarm", "unscharf", "entschärf", "desarm", "désarm", "sactiv", "deaktiv", "охорон", "охран")
_PRESS_HINTS = ("intercom", "domofon", "interphone", "sprechanlage", "klingel", "portero", "interfono", "telefonillo", "домофон",
                "digicode", "keypad", "klawiatur", "tastenfeld", "zahlenfeld", "teclado", "clavier", "замок", "panel", "пульт")
_WILL_BE_HINTS = ("will be", "is now", "becomes", "from now", "sera", "devient", "désormais", "maintenant", "wird", "lautet",
                  "ist ab", "ist jetzt", "ist dann", "będzie", "teraz", "será", "ahora es", "pasa a ser", "буде", "будет", "тепер")


def _place_codes(text: str, low: str, add: Add, hints: frozenset[str]) -> None:
    patterns: list[re.Pattern[str]] = []
    if "_KEY_SAFE_HINTS" in hints:
        patterns.append(_KEY_SAFE)
    if "_DISARM_HINTS" in hints:
        patterns.append(_DISARM)
    for pattern in patterns:
        for m in pattern.finditer(low):
            if code_number(m.group(1), low, m.start(1), m.end(1)) \
                    and not _NOT_DEVICE_CODE.search(low, max(0, m.start(1) - 30), m.start(1)):
                add("door or alarm code", *m.span(1))
    for m in _PRESS_CODE.finditer(low) if "_PRESS_HINTS" in hints else ():
        if code_number(m.group(1), low, m.start(1), m.end(1), years=True) \
                and not _NOT_DEVICE_CODE.search(low, max(0, m.start(1) - 30), m.start(1)):
            add("door or alarm code", *m.span(1))
    for m in _VEHICLE_CODE.finditer(low) if "_VEHICLE_HINTS" in hints else ():
        if code_number(m.group(1), low, m.start(1), m.end(1)):
            add("PIN code", *m.span(1))
    for m in _WILL_BE.finditer(low) if "_WILL_BE_HINTS" in hints else ():
        if code_number(m.group(1), low, m.start(1), m.end(1), years=True):
            add("door or alarm code", *m.span(1))


# ---------------------------------------------------------------- one-time codes
_SHARE_WARNING = (
    r"(?:(?:don'?t|do not|never|please don'?t)[^\S\n]+(?:share|give out|disclose|forward|reveal)(?:[^\S\n]+(?:it|this|this code|the code|"
    r"them))?(?:[^\S\n]+(?:with|to)[^\S\n]+(?:anyone|anybody|nobody|others))?|"
    r"nie (?:udostępniaj|podawaj|przekazuj|pokazuj)\w*(?: (?:go|jej|nikomu|kodu|tego kodu))*|"
    r"nikomu (?:go |tego kodu |kodu )?(?:nie )?(?:udostępniaj|podawaj|przekazuj|pokazuj)\w*|"
    r"nicht weiter(?:geben|gegeben)|niemandem (?:mitteilen|weitergeben|nennen|zeigen)|"
    r"(?:gib|geben sie) (?:ihn|den code|diesen code|es) (?:niemandem|nicht weiter)|teilen sie (?:ihn|den code) nicht|"
    r"no (?:lo |la )?(?:compartas|compartir|compartas con nadie|facilites|comuniques)|"
    r"no (?:lo |la )?comparta\w*|nunca (?:lo )?compart\w*|"
    r"ne (?:le |la )?(?:communiquez|partagez|donnez|transmettez|divulguez|communique|partage|donne)|"
    r"ne (?:le |la )?(?:communiquez|partagez|donnez|transmettez) (?:jamais|à personne)|"
    r"нікому не (?:повідомляйте|передавайте|показуйте|повідомляй)|"
    r"не (?:повідомляйте|передавайте) (?:його|нікому)|"
    r"никому не (?:сообщайте|передавайте|показывайте|сообщай)|не (?:сообщайте|передавайте) (?:его|никому))"
)
_OTP_VALUE = r"(\d{3}[ \-]\d{3}|\d{4,8})"
_SHARE_AFTER = re.compile(
    r"(?<![\w\-.,/:+])" + _OTP_VALUE + r"(?![\w]|[.,/:\-]\d| \d)[^\n\d]{0,45}?(?<![\w])" + _SHARE_WARNING + r"(?![\w])"
)
_SHARE_BEFORE = re.compile(
    r"(?<![\w])" + _SHARE_WARNING + r"(?![\w])[^\n\d]{0,40}?(?:[:—–]|\bcode\b|\bkod\w*|c[oó]digo|\bcode\b|\bкод\w*)[^\S\n]*"
    r"(?<![\w\-.,/:+])" + _OTP_VALUE + r"(?![\w]|[.,/:\-]\d| \d)"
)
_SHARE_HINTS = ("share", "give out", "disclose", "forward", "reveal", "udostęp", "podawaj", "przekazuj", "pokazuj",
                "weiter", "niemand", "compart", "facilit", "comuni", "communiq", "partag", "ne le donn", "ne la donn",
                "transmet", "divulg", "нікому", "никому", "не пов", "не пер", "не соо")
# a number the warning may follow that is not a one-time code
_NOT_OTP_BEFORE = re.compile(
    r"(?:order|zamówieni\w*|bestell\w*|pedido|commande|замовлен\w*|заказ\w*|invoice|faktur\w*|factur\w*|tracking|"
    r"ticket|case|sprawa|fall|referenc\w*|ref|nr|no|n°|nº|№)\W{0,4}\Z"
)
_CODE_HINT = re.compile(
    r"code|kod|c[oó]digo|код|\bpin\b|пін|пин|otp|\btan\b|sms|смс|text|blik|bank|banc|banq|банк|bizum|número|numéro|"
    r"number|numer|liczb|zahl|chiffre|цифр|число|цифри"
)
_AUTH_APP = re.compile(
    r"(?<![\w])(?:authy|google authenticator|microsoft authenticator|2fas|aegis|freeotp\+?|andotp|duo mobile|okta verify|"
    r"lastpass authenticator|ente auth|yubico authenticator|steam mobile|authenticator)(?![\w])"
    r"[^\n\d]{0,40}?(?<![\w])(\d{3}[ \-]\d{3}|\d{6,8})(?![\w]|[.,/:\-]\d| \d)"
)
_COMPOUND_CODE = re.compile(
    r"(?<![\w])(?:(?:auszahlungs|freigabe|transaktions|überweisungs|autorisierungs|anmelde|login|einmal|verifizierungs|"
    r"bestätigungs|sicherheits|aktivierungs|entsperr)-?code|withdrawal code|payout code|release code|approval code|"
    r"authori[sz]ation code|transaction code|kod\w* wypłaty|kod\w* autoryzac\w*|kod\w* transakc\w*|"
    r"c[oó]digo de (?:retirada|retiro|autorizaci[oó]n|operaci[oó]n|firma)|code de (?:retrait|paiement|s[ée]curit[ée]|"
    r"validation|autorisation)|код\w* (?:виведення|виплати|авторизації|авторизации|операції|операции|вывода))(?![\w])"
    r"[^\S\n]*(?:\([^)\n]{0,20}\)|(?:per|via|por|par|по|через|przez|w|z)[^\S\n]+\w+)?[^\S\n]*[:=—–][^\S\n]*[\"'„“«]?"
    r"([A-Za-z0-9]{4,10})(?![\w])"
)


def _one_time_codes(text: str, low: str, add: Add, hints: frozenset[str]) -> None:
    if "_SHARE_HINTS" in hints:
        for pattern in (_SHARE_AFTER, _SHARE_BEFORE):
            for m in pattern.finditer(low):
                digits = re.sub(r"\D", "", m.group(1))
                if code_number(digits, low, m.start(1), m.end(1)) \
                        and not _NOT_OTP_BEFORE.search(low, max(0, m.start(1) - 25), m.start(1)) \
                        and _CODE_HINT.search(low):
                    add("one-time code", *m.span(1))
    if "auth" in low or "2fas" in low or "aegis" in low or "otp" in low or "duo" in low or "okta" in low \
            or "steam" in low:
        for m in _AUTH_APP.finditer(low):
            digits = re.sub(r"\D", "", m.group(1))
            if code_number(digits, low, m.start(1), m.end(1)):
                add("one-time code", *m.span(1))
    if "code" in low or "kod" in low or "digo" in low or "код" in low:
        _compound_codes(text, low, add)


_COMPOUND_HINTS = ("auszahlung", "freigabe", "transaktion", "überweisung", "autorisier", "anmelde", "login", "einmal",
                   "verifizier", "bestätigung", "sicherheit", "aktivierung", "entsperr", "withdrawal", "payout", "release",
                   "approval", "authori", "transaction", "wypłat", "autoryzac", "transakc", "retira", "retiro", "autoriza",
                   "operaci", "firma", "retrait", "paiement", "sécurit", "securit", "validation", "autorisation", "виведен",
                   "виплат", "авториза", "операц", "вывод")


def _compound_codes(text: str, low: str, add: Add) -> None:
    for m in _COMPOUND_CODE.finditer(low) if any(h in low for h in _COMPOUND_HINTS) else ():
        value = text[m.start(1):m.end(1)]
        if any(c.isdigit() for c in value) and (value.isdigit() or value.upper() == value) and len(set(value)) > 2:
            add("one-time code", *m.span(1))


# ---------------------------------------------------------------- raw wallet keys
_HEX64 = re.compile(r"(?<![\w])(?:0x)?[0-9a-f]{64}(?![\w])")
_WALLET_WORD = re.compile(
    r"\bpriv\b|privkey|private|privat|prywatn|privad|priv[ée]e|приватн|секретн|закрит|закрыт|\bkey\b|klucz|schlüssel|"
    r"clave|\bcl[ée]\b|ключ|import|імпорт|импорт|export|експорт|экспорт|metamask|rabby|trust wallet|phantom|exodus|"
    r"electrum|myetherwallet|\bmew\b|rainbow|coinbase wallet|ledger|trezor|wallet|portfel|geldbörse|cartera|billetera|"
    r"monedero|portefeuille|гаман|кошел|\beth\b|ethereum|\bether\b|\bsol\b|solana"
)
_HASH_WORD = re.compile(
    r"\btx|transaction|transakc|transaktion|transacci|транзакц|hash|хеш|хэш|etherscan|bscscan|block|sha-?256|"
    r"checksum|sha256sum|digest|commit|suma kontroln|prüfsumme|contrôle|контрольн|signature|podpis|signatur|firma|"
    r"withdraw|deposit|retrait|d[ée]p[ôo]t|wypłat|wpłat|auszahlung|einzahlung|retiro|dep[oó]sito|виведен|поповнен|вывод|"
    r"пополнен|completed|confirmed|pending|przelew|[üu]berweisung|transfer"
)


def _hex_keys(text: str, low: str, add: Add) -> None:
    for m in _HEX64.finditer(low):
        key = m.group().removeprefix("0x")
        if len(set(key)) <= 8 or key in _DEV_KEYS:
            continue
        near = low[max(0, m.start() - 120):m.end() + 100]
        if _WALLET_WORD.search(near) and not _HASH_WORD.search(near):
            add("private key", *m.span())


# ---------------------------------------------------------------- public values the model must leave alone
_SSID_NAMED = re.compile(
    r"(?<![\w])(?:ssid|network name|nazw\w* sieci|netzwerkname|wlan-name|nombre de (?:la )?red|nom du r[ée]seau|"
    r"назв\w* мережі|имя сети|название сети)(?![\w])[^\S\n]*[:=]?[^\S\n]*[\"'„“«]?([^\s\"'”“»,;]{2,32})"
)
_QUOTED_NAME = re.compile(r"(?<![\w])[\"'„“«]([A-Za-z0-9][\w!.\-]{1,30})[\"'”“»]")
_BAND_TWIN = re.compile(r"[\-_ ]?(?:5g|5ghz|2\.4g|2\.4ghz|2g|24g|ext|plus|guest|gast|gość)$")
_DONATION_ADDRESS = re.compile(
    r"(?<![\w])(?:bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})(?![\w])"
)
_DONATION_WORD = re.compile(
    r"donat|donaci|don(?:s)? |dons\b|darowizn|wpłat\w* na|spende|spenden|пожертв|tip jar|sponsor|support the project|"
    r"public address|adres\w* publiczn|öffentliche adresse|dirección pública|adresse publique|публічн\w* адрес\w*"
)


# an appliance's or device's model right after its brand ("LG F2WV3S7S6E", "Samsung WW80AG6S24AW"): a catalogue's name
_BRAND_MODEL = re.compile(
    r"(?<![\w])(?i:lg|samsung|bosch|siemens|miele|whirlpool|electrolux|aeg|beko|indesit|hotpoint|candy|haier|hisense|"
    r"gorenje|amica|balay|teka|zanussi|sharp|sony|panasonic|philips|dyson|xiaomi|huawei|tp-link|netgear|asus|lenovo|hp|"
    r"dell|acer|canon|epson|brother|tcl|toshiba|hitachi|daikin|mitsubishi|fujitsu|vaillant|viessmann|junkers|buderus|"
    r"roborock|ecovacs|irobot|delonghi|de'longhi|krups|tefal|braun|kenwood|smeg|neff|liebherr|grundig|jbl|bose|garmin|"
    r"nikon|fujifilm|dji|avm|fritz!box|zyxel|d-link|ubiquiti|synology|qnap|hikvision|dahua|reolink|eufy|ring|nest)"
    r"[ \t]+([A-Z0-9][A-Z0-9\-/]{4,19})(?![\w])"
)
_BRAND_HINT = re.compile(r"[A-Z0-9][A-Z][A-Z0-9]*\d|\d[A-Z0-9]*[A-Z]")
_SSID_HINTS = ("ssid", "network name", "nazw", "netzwerkname", "wlan-name", "nombre de", "nom du r", "назв", "имя сети")


_SSID_HINT = re.compile(literal_alternation(_SSID_HINTS))


def _public_values(text: str, low: str, claimed: Claims, longest: int) -> None:
    if _SSID_HINT.search(low):
        for m in _SSID_NAMED.finditer(low):
            claimed.reject(*m.span(1))
    if "'" in text or '"' in text or "„" in text or "“" in text or "«" in text:
        names = [(m.group(1), m.span(1)) for m in _QUOTED_NAME.finditer(text)]
        if len(names) >= 2:
            for name, span in names:
                base = _BAND_TWIN.sub("", name.lower())
                if any(o != name and _BAND_TWIN.sub("", o.lower()) == base for o, _ in names):
                    claimed.reject(*span)  # 'Box-8A3C' and 'Box-8A3C_5GHz': one router's two network names
    if longest >= 6 and _BRAND_HINT.search(text):
        for m in _BRAND_MODEL.finditer(text):
            model = m.group(1)
            if any(c.isdigit() for c in model) and any(c.isalpha() for c in model):
                claimed.reject(*m.span(1))
    if longest >= 26 and _DONATION_WORD.search(low):
        for m in _DONATION_ADDRESS.finditer(text):
            claimed.reject(*m.span())


_DIGITS = re.compile(r"\d\d\d")
_MATTER_HINTS = ("matter", "pairing", "setup", "set-up", "manual", "kopplung", "einricht", "koppel", "parowa", "konfigurac",
                 "emparej", "vincula", "configura", "appair", "associer", "jumelage", "сполуч", "спарю", "сопряж", "налашт",
                 "настрой", "manuel", "ręczn", "home assistant", "google home", "smartthings", "alexa", "homekit", "thread")
# every finder's words in one pattern: one scan tells which finders can fire at all
_HINT_GROUPS = {name: globals()[name] for name in (
    "_HOMEKIT_HINTS", "_MATTER_HINTS", "_WIFI_HINTS", "_BRIDGE_HINTS", "_KEY_SAFE_HINTS", "_DISARM_HINTS", "_PRESS_HINTS",
    "_WILL_BE_HINTS", "_SHARE_HINTS", "_VEHICLE_HINTS")}
_GROUPS_OF: dict[str, frozenset[str]] = {}
for _literal in {w for words in _HINT_GROUPS.values() for w in words}:
    # a literal stands for every group of a literal inside it ("homekit" for "home" as well)
    _GROUPS_OF[_literal] = frozenset(name for name, words in _HINT_GROUPS.items() if any(w in _literal for w in words))
_HINT = re.compile(literal_alternation(_GROUPS_OF))


def _hints(low: str) -> frozenset[str]:
    found: set[str] = set()
    for m in _HINT.finditer(low):
        found |= _GROUPS_OF[m.group()]
    return frozenset(found)


def find_device_secrets(text: str, low: str, add: Add, claimed: Claims, longest: int) -> None:
    """Add the secrets above; `low` is `text` lower-cased with the same length, `longest` the length
    of its longest run without spaces."""
    _public_values(text, low, claimed, longest)
    _device_named_keys(text, low, add)
    if _DIGITS.search(text):
        hints = _hints(low)
        _device_keys(text, low, add, hints)
        _place_codes(text, low, add, hints)
        _one_time_codes(text, low, add, hints)
    elif "code" in low or "kod" in low or "digo" in low or "код" in low:
        _compound_codes(text, low, add)
    if longest >= 64:
        _hex_keys(text, low, add)


speed_up(globals())  # the same patterns, rewritten to open with a letter where they can
