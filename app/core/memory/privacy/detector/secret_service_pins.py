"""A short code named by the service it unlocks: voicemail, a SIM, an app, a phone's screen (round 30, rsec).

The PIN finders read "PIN" ("my voicemail PIN is 7730", "SIM-PIN 2291"). People as often say *code* and name the
service: "Le code de ma messagerie SFR est 2814", "the code for my Vodafone voicemail is 5521", "kod do poczty
głosowej w Plusie: 4471", "el código del buzón de voz de Movistar es 2217", "Код голосової пошти Київстар — 7741",
"код блокировки приложения банка 240981". The mechanism: a code word (code, kod, Code, código, clave, код, PIN,
PUK) and, within five words on either side, a service whose code only its user knows - a voicemail box, a SIM card, a
phone's or an app's lock (six languages) -, then four to eight digits in that clause after a colon, a dash, a copula
or nothing. The service's own number is no code: "the voicemail number is 121", "la messagerie SFR, c'est le 123"
(a number word, three digits); nor a promo, error or tracking code, an amount, a unit, a year naming something, a
count ("a 6-digit code").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import CODE_NOT, DIGITS, UNIT_AFTER, YEAR

Add = Callable[[str, int, int], None]

_GATE = word_gate(
    "voicemail", "voice mail", "mailbox", "messagerie", "répondeur", "repondeur", "poczt", "skrzynk", "buzón", "buzon",
    "contestador", "anrufbeantworter", "sprachbox", "голосов", "автовідповідач", "автоответчик", "sim", "сім", "сим",
    "puk", "пук", "app", "appli", "aplikac", "aplicac", "застосун", "додат", "приложени", "lock", "unlock", "blokad", "odblok",
    "verrouill", "desbloque", "bloqueo", "entsperr", "sperr", "блокуванн", "блокировк", "розблок", "разблок",
)
_CODE_WORD = re.compile(
    r"(?<![\w\-])(?:codes?|kod\w*|c[oó]digos?|clave|код\w*|pin|pin-?code|pin-?kod\w*|pin-?код\w*|пін\w*|пин\w*|"
    r"puk|пук|geheimzahl|passcode)(?![\w\-])"
)
_SERVICE = re.compile(
    r"(?<![\w\-])(?:voice ?mail\w*|mailbox\w*|messagerie\w*|r[ée]pondeur|poczt\w* głosow\w*|skrzynk\w* głosow\w*|"
    r"buz[oó]n de voz|contestador|anrufbeantworter\w*|sprachbox\w*|голосов\w* (?:пошт\w*|почт\w*|скриньк\w*|ящик\w*)|"
    r"автовідповідач\w*|автоответчик\w*|"
    r"sim(?:-?(?:kart\w*|card\w*|karte\w*))?|sims|сім-?карт\w*|сим-?карт\w*|сімк\w*|симк\w*|сим|"
    r"apps?|appli\w*|aplikacj\w*|aplicaci[oó]n\w*|застосун\w*|додат\w*|приложени\w*|"
    r"screen ?lock|lock ?screen|unlock\w*|blokad\w*|odblok\w*|d[ée]verrouill\w*|verrouill\w*|desbloqueo|bloqueo|"
    r"entsperr\w*|bildschirmsperre|sperrbildschirm\w*|блокуванн\w*|розблок\w*|блокировк\w*|разблок\w*)(?![\w\-])"
)
# words: between the code word and the service, or the service and the code word
_NEAR = 5
_NUMBER_WORD = re.compile(
    r"(?<!\w)(?:numbers?|numer\w*|nummer\w*|n[uú]mero\w*|numéro\w*|номер\w*|dial|call|zadzwo\w*|llama\w*|appel\w*|anruf\w*|"
    r"дзвон\w*|звон\w*|набра\w*|набир\w*|w[äa]hl\w*|wybier\w*|wybra\w*|marca\w*|compos\w*|digits?|cyfr\w*|stellig\w*|d[ií]gitos|chiffres|цифр\w*|version\w*|wersj\w*|versi[oó]n)(?!\w)"
)
_RUNS = "0123456789 9876543210"
_CLAUSE_BREAK = re.compile(r"[.!?;\n]")


def _words_between(low: str, a: int, b: int) -> int:
    return len(low[a:b].split()) if a < b else 0


def find_service_pins(text: str, low: str, add: Add) -> None:
    """Add the codes of `text` named by the voicemail, SIM, app or screen lock they unlock (`low`: its lower case, the
    same length; see the module's docstring). Call only on a text with a digit."""
    if not opens(low, _GATE):
        return
    services = [m.span() for m in _SERVICE.finditer(low)]
    if not services:
        return
    for code in _CODE_WORD.finditer(low):
        near = [s for s in services
                if (s[0] >= code.end() and _words_between(low, code.end(), s[0]) <= _NEAR
                    and not _CLAUSE_BREAK.search(low, code.end(), s[0]))
                or (s[1] <= code.start() and _words_between(low, s[1], code.start()) <= _NEAR
                    and not _CLAUSE_BREAK.search(low, s[1], code.start()))]
        if not near:
            continue
        lo = min(code.start(), near[0][0])
        after = max(code.end(), max(s[1] for s in near))
        m = DIGITS.search(text, after, min(len(text), after + 80))
        if not m:
            continue
        gap = low[after:m.start()]
        if _CLAUSE_BREAK.search(gap) or _NUMBER_WORD.search(low, lo, m.start()):
            continue
        if CODE_NOT.search(low, max(0, lo - 25), m.start()):
            continue  # a promo, an error, a tracking code
        # a few words may stand between the service and the value ("de Movistar es", "w Plusie:")
        if len(gap.split()) > 4:
            continue
        value = m.group(1)
        if UNIT_AFTER.match(text, m.end()) or len(set(value.replace(" ", ""))) == 1 or value in _RUNS:
            continue
        if YEAR.fullmatch(value) and re.match(r"[^\S\n]+[^\W\d_]", text[m.end():]):
            continue  # "the app 2024 edition"
        add("PIN code", m.start(1), m.end(1))
