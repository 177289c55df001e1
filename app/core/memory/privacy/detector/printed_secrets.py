"""Secrets printed for everyone (round 17): a value shaped like a password or key that is nobody's own.

verdict.py drops such a secret finding (a rule's or the learned model's) and hands its span to the model as
decided, so the model does not call it red instead:
- a device's factory setting from its manual: "the manual says admin / admin by default", "hasło fabryczne
  „admin123”", "заводський код 1234", "código de instalador de fábrica 1234". Only a common value (digits up to 8,
  a lower-case word with up to 4 digits: admin, 1234, 888888, admin123): a random default key on a router's
  sticker ("the default Wi-Fi key on the label is Xk7pQ2mN9v") is that one router's and stays red, and so does a
  changed or new password, or one said to be of my own home;
- a public venue's Wi-Fi printed for every guest: a café's, a hotel's, a library's ("W kawiarni hasło do Wi-Fi jest
  na kartce przy kasie", "the hotel key card says password welcome2026") - not a home's, an office's staff network;
- Microsoft's published KMS client setup keys (GVLK) and keys named as such ("the public KMS client key for
  Windows Pro is W269N-...") - not a key somebody bought;
- a licence key made of placeholder groups, each one character repeated or a straight run ("ABCD-1234-EFGH-5678",
  "12345-ABCDE-67890-FGHIJ", "XXXX-XXXX");
- a Wi-Fi network's name in quotes after "network" / "sieć" / "Netz" / "red" / "réseau" / "мережа" / "сеть"
  ("Sieć „FunBox2-A1B4” to domyślna nazwa?"): a name every phone nearby lists (the learned model's finding only;
  the password beside it stays red).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind

# (lower-cased text) a factory setting, or the manual / leaflet of a device that prints it
_FACTORY = re.compile(
    r"factory|by default|(?<!\w)default(?!\w)|werks(?:einstellung|seitig|passwort|code|kennwort)|standard-?(?:passwort|"
    r"kennwort|pin|code)|domyśln\w*|fabryczn\w*|por defecto|de f[aá]brica|par d[ée]faut|d'usine|за замовчуванням|"
    r"заводськ\w*|по умолчанию|заводск\w*|"
    r"(?<!\w)(?:manual|handbook|user guide|quick start guide|instrukcj\w*|handbuch\w*|bedienungsanleitung|"
    r"anleitung|notice|mode d'emploi|guide d'installation|інструкці\w*|инструкци\w*)(?!\w)|"
    r"паспорт\w* (?:сигналізац|сигнализац|пристро|устройств|роутер|камер)"
)
# a personal value, a sticker's per-device key: stays red
_OWN = re.compile(
    r"(?<!\w)(?:my|our|mój|moj\w|nasz\w*|mein\w*|unser\w*|mi|nuestr\w*|mon|ma|notre|мій|моя|моє|мой|моя|наш\w*|mis|"
    r"sticker|label|naklej\w*|aufkleber|etiqueta|[ée]tiquette|наклейц\w*|наклейк\w*|етикет\w*|"
    r"home|house|zu hause|w domu|mieszkani\w*|de casa|chez nous|домашн\w*|вдома|дома)(?!\w)"
)
# a value changed or set before it is given ("changed it to ...", "nowe hasło: ..."); "how do I change it?" after
# the factory value asks about the default
_CHANGED = re.compile(
    r"(?<!\w)(?:chang\w*|new|set|zmieni\w*|nowe|now\w|ustawi\w*|ge[äa]ndert|[äa]nder\w*|neu\w*|gesetzt|"
    r"cambi\w*|nuev\w*|puesto|chang[ée]\w*|nouve\w*|змін\w*|нов\w*|встанов\w*|смен\w*|измен\w*|установ\w*)(?!\w)"
)
# a value every unit ships with: one digit repeated or a straight run ("0000", "1234", "888888"), a lower-case word
# with a few digits ("admin", "admin123"); "4829" or "Xk7pQ2" is that one device's
_COMMON_VALUE = re.compile(r"[a-z]{3,12}\d{0,4}")
_DIGITS = "01234567890"
# a guest network's password is printed to be remembered: a word and a few digits ("welcome2026", "Kawa_2026!")
_VENUE_VALUE = re.compile(r"[A-Za-z]{3,16}[\-_.]?\d{0,6}!?")
# "the guest Wi-Fi is public, but the till network ...": the other network is not the venue's printed one
_CONTRAST = re.compile(r"(?<!\w)(?:but|however|ale|lecz|aber|jedoch|pero|sino|mais|але|проте|но|однако)(?!\w)")
# a venue that prints its guest Wi-Fi for everyone (lower-cased text)
_VENUE = re.compile(
    r"(?<!\w)(?:caf[eé]s?|caf[eé]'s|coffee shop|hotel\w*|hôtel\w*|restaurant\w*|library|airport|kawiarni\w*|"
    r"restauracj\w*|bibliote\w*|lotnisk\w*|bibliothek|flughafen|cafeter[ií]a|aeropuerto|biblioth[èe]que|a[ée]roport|"
    r"кафе|кав'?ярн\w*|кав’ярн\w*|готел\w*|гостиниц\w*|бібліотек\w*|библиотек\w*|аеропорт\w*|аэропорт\w*|"
    r"hostel\w*|\w*herberge|albergue|auberge|хостел\w*|camping\w*|campsite|kemping\w*|кемпінг\w*|кемпинг\w*|lounge)(?!\w)"
)
_WIFI = re.compile(r"wi-?fi|wlan|wifi|вай-?фай|вайфай")
_STAFF = re.compile(r"(?<!\w)(?:staff|personel\w*|personal|mitarbeiter\w*|employ\w*|персонал\w*|admin\w*|office|biur\w*)(?!\w)")
_PRODUCT_KEY = re.compile(r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}")
_KMS = re.compile(r"gvlk|kms")
# Microsoft's published KMS client setup keys (Windows 10/11 and Server 2016-2022 editions)
_GVLK = frozenset("""
W269N-WFGWX-YVC9B-4J6C9-T83GX MH37W-N47XK-V7XM9-C7227-GCQG9 NPPR9-FWDCX-D2C8J-H872K-2YT43
DPH2V-TTNVB-4X9Q3-TJR4H-YHJW4 NW6C2-QMPVW-D7KKK-3GKT6-VCFB2 2WH4N-8QGBV-H22JP-CT43Q-MDWWJ
TX9XD-98N7V-6WMQ6-BX7FG-H8Q99 3KHY7-WNT83-DGQKR-F7HPR-844BM 7HNRX-D7KGG-3K4RQ-4WPJ4-YTDFH
PVMJN-6DFY6-9CCP6-7BKTT-D3WVR M7XTQ-FN8P6-TTKYV-9D4CC-J462D VDYBN-27WPP-V4HQT-9VMD4-VMK7H
WX4NM-KYWYW-QJJR4-XV3QB-6VM33 N69G4-B89J2-4G8F4-WWYCC-J464C WMDGN-G9PQG-XVVXX-R3X43-63DFG
WC2BQ-8NRM3-FDDYY-2BFGV-KHKQY CB7KF-BWN84-R7R2Y-793K2-8XDDG
""".split())
_GROUPED = re.compile(r"[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){1,5}")
_RUNS = "0123456789 1234567890 ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NETWORK_NAME = re.compile(
    r"(?<!\w)(?:network|ssid|sieć|sieci|netz|netzwerk|wlan|red|réseau|мережа|мережі|сеть|сети)\s*(?:name|nazwa)?\s*"
    r"[«„\"“]\s?$"
)
# (lower-cased text) a configuration the message calls an example, a sample or a template: its common values are
# the template's ("czy stare hasło z przykładowego configu trzeba rotować?", "the sample .env ships admin123")
_SAMPLE_CONFIG = re.compile(
    r"(?<!\w)(?:(?:example|sample|template|default|demo)[ \-_.]?(?:config\w*|\.env|env|file|settings|compose|yaml|yml)|"
    r"przykładow\w* (?:config\w*|konfig\w*|plik\w*|\.env|env)|(?:config\w*|konfig\w*|plik\w*) przykładow\w*|"
    r"beispiel-?(?:config\w*|konfig\w*|datei)|vorlage|(?:config\w*|configuración|fichero|archivo) de ejemplo|plantilla|"
    r"(?:config\w*|configuration|fichier) d'exemple|приклад\w* (?:конфіг\w*|config\w*|файл\w*)|"
    r"пример\w* (?:конфиг\w*|config\w*|файл\w*)|\.env\.example|\.env\.sample|\.dist(?!\w))"
)
_QUOTES = "\"'“”„«»‘’ "


def _common(value: str) -> bool:
    if value.isdigit():
        return 3 <= len(value) <= 8 and (len(set(value)) == 1 or value in _DIGITS or value in _DIGITS[::-1])
    return _COMMON_VALUE.fullmatch(value) is not None


def _trivial_group(g: str) -> bool:
    g = g.upper()
    return len(set(g)) == 1 or g in _RUNS


def _clause(low: str, start: int, end: int) -> tuple[str, str]:
    """The sentence before and after [start, end) (up to 90 characters each, cut at . ! ? ; and line ends)."""
    head = low[max(0, start - 90):start]
    for sep in (". ", "! ", "? ", "; ", "\n"):
        i = head.rfind(sep)
        if i >= 0:
            head = head[i + len(sep):]
    tail = low[end:end + 90]
    cut = len(tail)
    for sep in (". ", "! ", "? ", "; ", "\n", "?", "!"):
        i = tail.find(sep)
        if 0 <= i < cut:
            cut = i
    return head, tail[:cut]


def printed(t: str, low: str, f: Finding) -> bool:
    """Is the secret finding `f` a value printed for everyone (see the module's doc)?"""
    value = t[f.start:f.end].strip(_QUOTES)
    if not value:
        return False
    if value in _GVLK or (_PRODUCT_KEY.fullmatch(value) and _KMS.search(low)):
        return True
    if "-" in value and _GROUPED.fullmatch(value) and all(_trivial_group(g) for g in value.split("-")):
        return True
    if f.reason.endswith("(learned model)") and _NETWORK_NAME.search(low, max(0, f.start - 24), f.start):
        return True
    head, tail = _clause(low, f.start, f.end)
    clause = head + " " + tail
    if _OWN.search(clause) or _CHANGED.search(head):
        return False
    if _common(value) and _FACTORY.search(clause):
        return True
    if _common(value) and _SAMPLE_CONFIG.search(low):
        return True  # "admin123" in a config the message calls the project's example or template (round 21)
    if _VENUE_VALUE.fullmatch(value) and _WIFI.search(clause) and _VENUE.search(clause.replace(value.lower(), " ")) \
            and not (_STAFF.search(clause) or _CONTRAST.search(clause)):
        return True
    return False


def drop_printed(t: str, low: str, findings: list[Finding], rejected: list[tuple[int, int]], *,
                 learned: bool = False) -> list[Finding]:
    """`findings` without the secrets printed for everyone; their spans go to `rejected` (for the learned model).
    `learned`: the model's findings, where a factory "888888" is called a private number (kind identifier)."""
    kept = []
    for f in findings:
        if (learned or f.kind is Kind.SECRET) and printed(t, low, f):
            rejected.append((f.start, f.end))
        else:
            kept.append(f)
    return kept
