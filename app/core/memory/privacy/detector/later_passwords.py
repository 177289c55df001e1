"""Round 49 (rids): a password the writer names as their own, then gives after a pause - "can you remember my gmail
password so you can remind me later? it's wintersun_1987!!", "merk dir mein Gmail-Passwort, damit du mich erinnerst? Es
ist Sonne_77!", "retiens mon mot de passe Netflix, c'est soleil_1987", "zapamiętaj moje hasło do banku, to Kotek!2020",
"guárdame mi contraseña del wifi, es Luna_2021", "запам'ятай мій пароль від пошти, це Sonce_88", "запомни мой пароль
от почты, это Kotik_123".

The finders read a password's value right after its word ("password: ...", "password is ..."); here the writer's
possessive names the password, a clause or a question follows, and "it's" / "es ist" / "c'est" / "es" / "to" / "це" /
"это" gives the value within the next sentence. The value must look like a password: letters with a digit (and no
spaces), not a bare number (a year, a count: "it's 2024", "it's 12 characters long").

Green limits: a password said without a value ("my password is too long, it's annoying"), a value of letters only,
somebody else's password (no possessive of the writer's before the word), a password manager's, policy's or reset's
talk ("my password manager says it's v2.5.1"), a version; a story's, an example's or a made-up one ("En mi novela ...
no es mi contraseña real, invéntala como ...").
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.secret_values import password_like

REASON = "password"

# the writer's password, then within the same or the next sentence "it's" and the value (lower-cased text)
_LATER = LazyPattern(
    r"(?<![^\W\d_])(?:my|mein\w*|mój|moje|mojego|moj\w*|swoje|mi|mis|mon|ma|mes|мій|мого|мою|мой|моего|свій|свой)\s+"
    r"(?:[\w\-]+\s+){0,2}?(?:[\w]+-)?(?:password|passcode|passwort|kennwort|has[łl]o|contrase[ñn]a|clave|mot de passe|mdp|"
    r"пароль)(?![^\W\d_])(?!-?\s?(?:manager|policy|policies|reset|generator|hint|strength|rules|requirements|app|"
    r"mened[żz]er\w*|manager\w*|gestionnaire|gestor|richtlinie\w*|менеджер\w*))[^\n]{0,110}?(?<![^\W\d_])(?:it'?s|it is|that'?s|es ist|ist es|das ist|c'est|c’est|es|to|to jest|"
    r"це|это)[ \t]*:?[ \t]*(?P<value>[^\s\"'«»“”]{5,64})"
)

# a story's, an example's or a made-up password (lower-cased text, anywhere in the message)
_MADE_UP = LazyPattern(
    r"(?<![^\W\d_])(?:novel\w*|story|fiction\w*|invent\w*|make (?:one )?up|made[- ]up|example|sample|fake|"
    r"powie[śs]\w*|opowiadani\w*|zmy[śs]l\w*|wymy[śs]l\w*|przyk[łl]ad\w*|roman\w*|geschichte|erfunden\w*|ausged\w*|beispiel\w*|"
    r"novela|cuento|historia|invent\w*|ejemplo|ficci\w*|histoire|exemple|fictif\w*|вигада\w*|вигад\w*|придума\w*|выдума\w*|"
    r"роман\w*|приклад\w*|пример\w*|not my real|no es mi|nicht mein echtes|pas mon vrai|не мій справжній|не мой настоящий)"
    r"(?![^\W\d_])")
_VERSION = LazyPattern(r"v?\d+(?:\.\d+)+[a-z]?")  # "it's v2.5.1 now": a version


def find_later_passwords(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each password the writer names as theirs and gives later (`low`: lower-cased
    `text`, the same length; see the module's doc)."""
    if _MADE_UP.search(low):
        return  # "En mi novela ... No es mi contraseña real, invéntala como ...": a story's, an example's
    for m in _LATER.finditer(low):
        s, e = m.span("value")
        value = text[s:e].rstrip(".,;:?)]}")
        if not any(c.isdigit() for c in value) or not any(c.isalpha() for c in value) or _VERSION.compiled.fullmatch(value):
            continue
        if password_like(value, False, True):
            add(REASON, s, s + len(value))
