"""A password made of plain words joined by underscores (round 28, rsec): "Wi-Fi мережа Kyivstar_Home, пароль
varenyky_z_vyshneyu", "the password is moose_crossing_ahead", "hasło zielona_zaba_nad_jeziorem", "Passwort:
kaffee_und_kuchen".

The password readers turn down a value that looks like a name in code (snake_case: "db_password", "user_name") - right in
a pasted config, wrong in prose, where words joined by underscores are what people pick as a Wi-Fi password they can
say aloud. Here: a password's key word (en, pl, de, es, fr, uk, ru; "key", "klucz", "clé", "ключ" beside a Wi-Fi word),
up to five words naming what it is for (no digit, no sentence end), a connector (a copula, a colon, a dash) or nothing,
then two or more words of letters joined by "_" (three or more with "-", after a colon or a dash only), ending its
clause. Two words count in a message about a Wi-Fi network (a Wi-Fi word or a network's name with "_"), or after a colon
or a dash; three or more anywhere in prose.

Green limits: not in code or config text (=, brackets, braces, backticks, "$", "->", a file or a field named); not a
value with a technical word in it ("password_reset_url", "user_password", "case_sensitive", "wifi_password"); not a
network's own name (the value after "network", "SSID", "мережа"); a template's filler ("REPLACE_ME", in capitals); a value with a digit is left to the other readers.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_values import is_placeholder

Add = Callable[[str, int, int], None]

# on the lower-cased text
_KEY = re.compile(
    r"(?<![\w\-])(?:(?P<pw>passwords?|pass ?word|passwort|kennwort|has(?:ło|lo)|contrase[ñn]a|clave|mot de passe|mdp|"
    r"пароль|парол[ьяюі]|wpa2?(?:-psk)?|psk)|(?P<key>key|klucz|schlüssel|clé|cle|ключ))(?![\w\-])"
)
_GATE = word_gate("password", "pass word", "passwort", "kennwort", "hasło", "haslo", "contraseña", "contrasena", "clave",
                  "mot de passe", "mdp", "пароль", "парол", "wpa", "psk", "key", "klucz", "schlüssel", "clé", "cle", "ключ")
_LINK = re.compile(
    r"(?P<mid>(?:[^\S\n]+(?!(?:is|was|to|jest|ist|lautet|es|est|c'est|це|это|є)\b)[^\W\d][\w'’\-]*){0,5}?)"
    r"(?P<conn>[^\S\n]*[:=—–][^\S\n]*|[^\S\n]+-[^\S\n]+|[^\S\n]+(?:is|was|to|jest|ist|lautet|es|est|c'est|це|это|є)"
    r"(?:[^\S\n]*:)?[^\S\n]+|[^\S\n]*,[^\S\n]*|[^\S\n]+)"
    r"[\"'„“«]?(?P<val>[^\W\d_]{2,}(?:(?P<sep>[_\-])[^\W\d_]{1,}){1,7})(?![\w\-])"
)
_WIFI = re.compile(r"wi-?fi|wlan|ssid|network|sieć|sieci|réseau|\bred\b|мереж\w*|сеть|сети|netz\w*|вай-?фа\w*|router|routeur|"
                   r"роутер\w*|модем\w*|[^\W\d_]\w*_\w*[^\W\d_]")
_CODE_TEXT = re.compile(r"[=(){}\[\]`$<>]|->|\b(?:def|import|const|var|let|export|config\w*|yaml|json|env|field|column|variable|"
                        r"param\w*|schema|setting\w*|option\w*|feld|spalte|pole|kolumn\w*|campo|columna|champ|colonne|поле|"
                        r"колонк\w*)\b|\.\w{2,4}\b")
_TECH = frozenset("""
password passwords pass pwd passwd passwort kennwort haslo hasło contrasena contraseña mdp parol пароль hash hashed reset
token key keys secret secrets user username name id field config env wifi ssid login admin db api url uri policy manager
hint required min max length case sensitive insensitive optional default null none true false empty not set same
protected encrypted stored plain text plaintext auth oauth salt column table value new old temp tmp test example sample
dummy demo your my file path dir home www http https mail email host port server client app web
""".split())
_AFTER = re.compile(r"[^\S\n]*(?:$|[\n,;.!?)\]\"'”»]|[—–]|\s(?:and|und|i|y|et|і|и|та|or|oder|lub|o|ou|або|или)\s)")
_NETWORK_BEFORE = re.compile(r"(?:ssid|network|netzwerk|netz|wlan|wi-?fi|sieć|sieci|réseau|red|мережа|мережі|сеть|сети)"
                             r"[^\S\n]*(?:name|heißt|hei[ßs]t|nazywa się|se llama|s'appelle|називається|называется|:|=|—|–)?[^\S\n]*$")


def find_passphrases(text: str, low: str, add: Add) -> None:
    """Add the underscore-joined passphrases of `text` (`low`: its lower case, the same length) after a password's key
    word (see the module's docstring)."""
    if not opens(low, _GATE) or _CODE_TEXT.search(low):
        return
    wifi = None
    for k in _KEY.finditer(low):
        m = _LINK.match(low, k.end())
        if m is None:
            continue
        value, sep = m.group("val"), m.group("sep")
        typed = text[m.start("val"):m.end("val")]
        if typed.isupper() or is_placeholder(typed):
            continue  # "REPLACE_ME", "CHANGE_ME", "your_password_here": a template's
        conn = m.group("conn").strip()
        parts = value.split(sep)
        if any(p in _TECH for p in parts) or any(c != sep and not c.isalpha() for c in value):
            continue
        if sep == "-" and (len(parts) < 3 or conn not in (":", "—", "–", "-")):
            continue  # "self-explanatory", "up-to-date": words of the language
        if not _AFTER.match(low, m.end("val")):
            continue  # the password ends its clause
        if _NETWORK_BEFORE.search(low, max(0, m.start("val") - 24), m.start("val")):
            continue  # the network's own name
        if wifi is None:
            wifi = bool(_WIFI.search(low))
        if k.group("key") and not wifi:
            continue  # a "key" is a Wi-Fi's only
        if len(parts) < 3 and not wifi and conn not in (":", "—", "–", "-"):
            continue
        if m.group("mid").strip() and not conn:
            continue  # "password for the cabin moose_crossing": words, then the value with no connector - not read
        add("password", m.start("val"), m.end("val"))


# (no speed_up here: every pattern runs behind a word gate or on a slice after one, and rewriting them cost some 30 ms of
# import time each module for nothing on chat)
