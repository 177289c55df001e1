"""A secret corrected: "V1, not V2" where V1 and V2 are the same secret told twice (round 30, rsec).

A correction repeats the secret's key word once or not at all, and puts other words where the finders expect the
value: "пин на самом деле 8027, а не 8072", "correction: it's 4471, not 4417 - the PIN I mean", "pardon, le code
c'est 3319 et pas 3391", "sorry the code I gave you was wrong, it's 5512 not 5521", "not 8072 but 8027, the PIN".
The mechanism is the pair itself: a value set against a near twin of itself - the same length, and the same
characters swapped or at most two of them changed - by a negation ("X, not Y", "X a nie Y", "X, nicht Y", "X, no Y",
"X et pas Y", "X, а не Y", "not Y but X", "nie Y, tylko X", "не Y, а X") is a value the writer remembers and gets
wrong; with a secret's key word anywhere in the message (PIN, code, password, combination in six languages) the
corrected value X is that secret.

Green: the same pair with no secret's key word (an invoice, a room, an order: "Korrektur: Bestellnummer 9317, nicht
9371"), a time or a date ("14:30 not 14:00"), values that are no twins ("4471 not 9260": two different things), a
code the message names as a promo, error, postal or tracking code, a number word between the key word and the pair,
two years ("expires in 2026, not 2025").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import CODE_NOT, OTHER_NUMBERED

Add = Callable[[str, int, int], None]

_GATE = word_gate(
    "pin", "code", "kod", "código", "codigo", "clave", "код", "пін", "пин", "password", "passwort", "kennwort", "hasł",
    "haslo", "contraseña", "mot de passe", "mdp", "парол", "geheimzahl", "combination", "kombinac", "kombination",
    "combinaci", "combinaison", "комбінац", "комбинац", "passcode", "digicode",
)
_KEY = re.compile(
    r"(?<![\w\-])(?:pins?|pin-?codes?|pin-?kod\w*|пін\w*|пин\w*|codes?|kod|kodu|kodem|c[oó]digos?|clave|код|коду|кодом|"
    r"passwords?|passcode|passwort\w*|kennwort\w*|hasł\w*|haslo|contraseñas?|mot de passe|mdp|парол\w*|geheimzahl|"
    r"combinations?|kombinac\w*|kombination\w*|combinaci[oó]n\w*|combinaisons?|комбінац\w*|комбинац\w*|digicode)(?![\w\-])"
)
_TOKEN = r"[^\W_][\w!#$%&*+\-]{2,31}"
_NOT = (r"(?:not|nie|nicht|no|pas|не|ні|и не|і не|а не|a nie|y no|und nicht|et pas|et non|and not|rather than|instead of|"
        r"zamiast|statt|anstatt|en vez de|en lugar de|au lieu de|замість|вместо)")
_BUT = r"(?:but|ale|tylko|lecz|sondern|sino|mais|а|але|но|a)"
# two patterns, not one alternation: "пароль не Kotik77, а Kotik78" is read as "X not Y" from "пароль" first
_PAIRS = (re.compile(
    r"(?<![\w:./\-])(?P<v1>" + _TOKEN + r")(?![\w:/]|[.,]\d)[^\S\n]*,?[^\S\n]*" + _NOT + r"[^\S\n]+(?:the |der |die |el |la |le |lo )?"
    r"(?P<v2>" + _TOKEN + r")(?![\w:/]|[.,]\d)", re.IGNORECASE), re.compile(
    r"(?<![\w\-])" + _NOT + r"[^\S\n]+(?P<v2>" + _TOKEN + r")(?![\w:/]|[.,]\d)[^\S\n]*,?[^\S\n]*" + _BUT + r"[^\S\n]+"
    r"(?P<v1>" + _TOKEN + r")(?![\w:/]|[.,]\d)", re.IGNORECASE))


_YEAR = re.compile(r"19\d\d|20\d\d")


def _twins(a: str, b: str) -> bool:
    """Two tellings of one value: the same length, and the same characters or at most two changed."""
    if a == b or len(a) != len(b) or len(a) < 3:
        return False
    return sorted(a) == sorted(b) or sum(x != y for x, y in zip(a, b, strict=True)) <= 2


def _secret_like(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    if v.isdigit():
        return 3 <= len(v) <= 8
    return digits >= 1 and any(c.isalpha() for c in v) and len(v) >= 5  # a password with digits: "Kotik77"


def find_corrected_secrets(text: str, low: str, add: Add) -> None:
    """Add the corrected value of a secret told as "V1, not V2" (`low`: its lower case, the same length; see the
    module's docstring). Call only on a text with a digit."""
    if not opens(low, _GATE):
        return
    keys = [k for k in _KEY.finditer(low) if not CODE_NOT.search(low, max(0, k.start() - 20), k.end() + 12)]
    if not keys:
        return
    for m in (m for pair in _PAIRS for m in pair.finditer(text)):
        v1, v2 = m.group("v1"), m.group("v2")
        if not _twins(v1, v2) or not _secret_like(v1) or _YEAR.fullmatch(v1) and _YEAR.fullmatch(v2):
            continue  # (two years: "expires in 2026 not 2025")
        start = m.start("v1")
        # the nearest key word before the pair, or after it in the same stretch ("..., the PIN I mean")
        before = [k for k in keys if k.end() <= m.start()]
        if before:
            k = before[-1]
            if OTHER_NUMBERED.search(low, k.end(), m.start()):
                continue  # "the code of my order number is 4471, not 4417"
        elif not any(0 <= k.start() - m.end() <= 60 for k in keys):
            continue
        add("PIN code" if v1.isdigit() else "password", start, start + len(v1))
