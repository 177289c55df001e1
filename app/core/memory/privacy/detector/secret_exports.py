"""Secrets in developers' pastes that no keyword introduces (round 21, set broad-zze).

- a row of a password manager's or a browser's export pasted without its header: "z eksportu KeePassXC:
  "Root/Bank","mBank","pawel.jasinski","i2yvJzFyW*FblQO6","https://online.mbank.pl"", "Bitwarden:
  login,Monobank,,d.kovalenko,nxtNsFR3S7hA#55k*,https://monobank.ua". The message names an export, a CSV file or a
  password manager (KeePass, Bitwarden, 1Password, LastPass, Dashlane, the browsers ...), and a delimited row holds a
  site (a URL or a domain), and a cell that is a password by its shape (mixed case or symbols with digits, no spaces,
  not the URL, the login or an e-mail). Such a row is a saved login whatever its vendor's column order;
- a token handed to a client as a call's string argument: `client.run('MTA4...')`, `client.login("...")`,
  `TeleBot("...")`, `new Telegraf('...')`, `Bot(token='...')`, `.token("...")`, `OpenAI(api_key="...")`: a long
  random literal in the first argument of a call that starts a bot or an API client. The call itself says what the
  literal is, in any language's SDK.
Placeholders (`<TOKEN>`, `os.environ[...]`, "YOUR_TOKEN") stay green (secret_values.is_placeholder).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_forms import cells  # one cell reader for pasted rows
from app.core.memory.privacy.detector.secret_values import is_placeholder, looks_random, strong_password

Add = Callable[[str, int, int], None]

# ---------------------------------------------------------------- a password manager's row without its header
_EXPORT_WORDS = (
    "export", "eksport", "експорт", "экспорт", "csv", "keepass", "bitwarden", "1password", "lastpass", "dashlane",
    "nordpass", "proton pass", "enpass", "roboform", "keeper", "passbolt", "vaultwarden", "chrome", "firefox",
    "brave", "safari", "opera", "edge", "password manager", "menedżer haseł", "passwortmanager", "passwort-manager",
    "gestor de contraseñas", "gestionnaire de mots de passe", "менеджер паролів", "менеджер паролей",
)
_EXPORT_GATE = word_gate(*_EXPORT_WORDS)  # (one look-up before thirty substring tests: most messages hold none)
_SITE = re.compile(r"(?i)(?:[a-z][a-z0-9+.\-]{1,15}://\S+|(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,12}(?:/\S*)?)")
_MAIL = re.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", re.IGNORECASE)
_DELIMS = (",", ";", "\t")
_FOLDER = re.compile(r"[^\W\d_]+(?:[ ]?[/\\>][ ]?[^\W\d_]+)+")  # a folder's path: "Root/Bank", "Privat/Banken"


def _password_cell(value: str) -> bool:
    if not 6 <= len(value) <= 64 or any(c.isspace() for c in value) or is_placeholder(value):
        return False
    if "://" in value or "@" in value[1:] and _MAIL.fullmatch(value) or _SITE.fullmatch(value):
        return False
    if _FOLDER.fullmatch(value) or value.isdigit() or value.strip("*•·●") == "" or value.startswith(("$2", "$argon", "pbkdf2", "sha")):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    symbol = any(not c.isalnum() and c not in "._-" for c in value)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    if symbol and has_alpha and (has_digit or mixed):
        return True  # "i2yvJzFyW*FblQO6", "Wiosna#2024xQ"
    return has_digit and has_alpha and strong_password(value) and mixed and len(value) >= 10


def _export_rows(text: str, add: Add) -> None:
    offset = 0
    for line in text.split("\n"):
        start = offset
        offset += len(line) + 1
        delim = max(_DELIMS, key=line.count)
        if line.count(delim) < 2:
            continue
        # a row may follow a label on its line ("Zeile aus dem Firefox-Export: "https://...","jonas",...")
        label = line.rfind(": ", 0, line.find(delim))
        skip = label + 2 if label >= 0 else 0
        spans = [(a + skip, b + skip) for a, b in cells(line[skip:], delim)]
        if len(spans) < 3 or not any(_SITE.fullmatch(line[a:b]) for a, b in spans):
            continue
        found = [(a, b) for a, b in spans if _password_cell(line[a:b])]
        if len(found) == 1:  # one password in the row: a second is a random id or another site's column
            add("password", start + found[0][0], start + found[0][1])


# ---------------------------------------------------------------- a token given to a bot's or an API's client
_CLIENT_CALL = re.compile(
    r"(?:\.(?:run|login|start|token|connect|authenticate|auth|use_token|set_token|setToken|with_token|withToken)"
    r"|(?<![\w.])(?:new\s+)?[\w.]*(?:Bot|Client|TeleBot|Telegraf|TelegramBot|Updater|Application|Dispatcher|"
    r"WebClient|Octokit|Github|Gitlab|OpenAI|Anthropic|Groq|Mistral|Cohere|Api|API|Sdk|SDK|Session|Discord|Slack)"
    r"(?:Builder)?)"
    r"\s*\(\s*(?:[A-Za-z_]\w*\s*[=:]\s*)?(?:[\"'`])([A-Za-z0-9_\-.:+/=]{24,200})[\"'`]"
)


def _client_tokens(text: str, add: Add) -> None:
    for m in _CLIENT_CALL.finditer(text):
        value = m.group(1)
        if "://" in value or value.count("/") > 1 or is_placeholder(value) or not looks_random(value):
            continue  # a URL, a path, a placeholder
        add("secret key or token", *m.span(1))


def find_export_secrets(text: str, low: str, longest: int, add: Add) -> None:
    """Add the secrets of the forms above; `low` is `text` lower-cased, `longest` its longest unbroken run."""
    if ("," in text or ";" in text or "\t" in text) and opens(low, _EXPORT_GATE) and any(map(low.__contains__, _EXPORT_WORDS)):
        _export_rows(text, add)
    if longest >= 26 and "(" in text and ("'" in text or '"' in text or "`" in text):
        _client_tokens(text, add)


speed_up(globals())  # the same patterns, rewritten to open with a letter where they can
