"""A password's key word glued into a compound or an assignment's name (round 35, rvalue).

The password finder (secrets.py) reads its key words as words of their own: "password: ...", "new_password=...",
"hasło to ...". People resetting a password, or pasting a note of it, glue the key word to another one: "newpass=
Marigold_1984x", "pass1=...", "pw2: ...", "Neupasswort: ...", "neues_pw=...", "nowehaslo=...", "contraseña_nueva:
...", "nouveau_mdp=...", "новий_пароль=...", "mypass=...". The mechanism is the compound itself: a password's stem
(pass, password, passwort, kennwort, pw, pwd, passwd, hasło, contraseña, clave, mdp, пароль, parol) with an affix
saying which of the user's passwords it is - new, old, temporary, mine, the admin's or root's, a second one, a number
- written as one token, then ":" or "=" and a value.

Green: the affix list is closed (not "bypass=", "compass:", "passport:", "passenger:", "boarding pass:"), the value
must look like a password (secret_values.password_like: no placeholder - "changeme", "xxxx", "<your password>",
"***" -, a digit, a symbol or inner capitals), and the finders downstream drop documented examples as for every
other password.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.secret_values import password_like

_STEM = (r"(?:passwor[dt]|passwd|passphrase|passcode|pass|pwd|pw|kennwort|has[łl]o|contrase[ñn]a|clave|mdp|"
         r"motdepasse|парол[ьяюі]?|parol)")
# which of the user's passwords: new, old, temporary, mine, an account's ... (before the stem, glued or with _ - .)
_BEFORE = (r"(?:new|old|tmp|temp|my|user|admin|root|db|mail|email|wifi|wlan|default|initial|current|curr|prev|"
           r"second|backup|neu(?:es|e|er)?|alt(?:es|e)?|mein(?:es)?|aktuell(?:es)?|nowe|nowy|stare|stary|moje|"
           r"tymczasowe|nuev[oa]|vieja|viejo|mi|nouveau|nouvel|nouv|ancien|mon|новий|новый|старий|старый|мій|мой|"
           r"тимчасовий|временный)")
_AFTER = (r"(?:new|old|tmp|temp|neu|alt|nowe|nowy|stare|nuev[oa]|vieja|viejo|nouveau|ancien|новий|новый|старий|"
          r"старый|\d{1,2})")
_SEP = r"[_\-.]?"
_GLUED = re.compile(
    r"(?<![\w\-.{$%])(?:" + _BEFORE + _SEP + _STEM + r"(?:" + _SEP + _AFTER + r")?|" + _STEM + _SEP + _AFTER + r")"
    r"[^\S\n]?[:=][^\S\n]?[\"'“„«]?(?P<val>[^\s\"'”“`»,;]{4,64})"
)
_GATE = ("pass", "pw", "kennw", "hasl", "hasł", "contras", "clave", "mdp", "парол", "parol")


def find_glued_keys(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Passwords after a glued key word ("newpass=", "pw2:", "Neupasswort:") in `text`; `low` is its lower case."""
    if ("=" not in low and ":" not in low) or not any(g in low for g in _GATE):
        return
    for m in _GLUED.finditer(low):
        value = text[m.start("val"):m.end("val")].rstrip(".,;:?!)]}")
        if password_like(value, False, True):
            add("password", m.start("val"), m.start("val") + len(value))
