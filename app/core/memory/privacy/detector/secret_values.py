"""What a secret's value looks like: random enough for a key, password-like, or a placeholder.

Shared by the secret finders (secrets.py, secret_forms.py): `is_placeholder` keeps documented
placeholders (`<YOUR_API_KEY>`, `${DB_PASSWORD}`, `changeme`, `xxxx`) green everywhere.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import entropy

# "password" itself as a sample value, in the six languages (postgres://user:haslo@localhost)
PASSWORD_WORDS = frozenset("""
password pass pwd passwd secret pw haslo hasło haslo123 passwort kennwort contraseña contrasena clave
motdepasse mot_de_passe mdp пароль parol
""".split())


NOT_A_PASSWORD = frozenset("""
required incorrect wrong invalid correct weak strong too not the a an stored hashed encrypted
saved empty blank missing expired reset changed same different set ok okay fine long short
secure insecure visible hidden masked shown being still also now case sensitive field input
entered needed mandatory optional null none undefined true false prompted asked never always
only just very really being sent leaked compromised protected salted generated random
unique valid mine yours his hers ours theirs this that what which how where when why there
here forgotten forgot lost known unknown updated same changed rejected accepted ignored
bcrypt argon2 sha256 md5 plaintext plain managed handled used taken enough good bad easy
hard simple complex nie jest jest zbyt za bardzo inne takie same błędne poprawne nicht zu
falsch richtig gespeichert leer vergessen brak pusty puste zmienione
incorrecta incorrecto correcta correcto segura débil obligatoria demasiado muy
incorrect incorrecte correct trop faible obligatoire oublié oubliée perdu
неправильний неправильный правильний правильный слабкий слабый надійний надежный забув забыл
base64 base32 base58 base64url hex utf8 utf-8 ascii sha1 sha224 sha384 sha512 sha3 scrypt pbkdf2 hmac aes rsa
urlencoded gzip json yaml
""".split())  # (the last two lines: an encoding or an algorithm named after the word, "password base64")


CODE_IDENTIFIER = re.compile(
    r"^(?:[A-Za-z_]+(?:[._][A-Za-z_]+)+|[a-z]+(?:[A-Z][a-z]+|[A-Z]{2,5}(?=[A-Z][a-z]))*(?:[A-Z][a-z]*|[A-Z]{2,5})|[a-z]+(?:-[a-z]+)+)$"
)


_PASCAL_WORDS = re.compile(r"(?:[A-Z][a-z]+|[A-Z]{2,4}(?=[A-Z][a-z]|$))+")


def looks_random(value: str) -> bool:
    if _PASCAL_WORDS.fullmatch(value):
        return False  # "InvalidClientTokenId", "HTTPServerError": a name made of words
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    mixed_case = any(c.islower() for c in value) and any(c.isupper() for c in value)
    if not has_alpha:
        return False
    if len(value) >= 20 and entropy(value) >= 3.5 and (has_digit or mixed_case):
        return True
    return has_digit and (mixed_case or len(value) >= 24) and entropy(value) >= 3.0


def sigil_secret(value: str) -> bool:
    """A value after a leading '#', '*', '&' or '@' that is itself password-like: letters and digits,
    no template braces."""
    rest = value[1:]
    if len(rest) < 6 or "{" in rest or not any(c.isalpha() for c in rest):
        return False
    return any(c.isdigit() for c in rest) or (  # or mixed case with symbols inside: "#Ak%?lSiW!Gz", not "#TBT"
        any(c.isupper() for c in rest) and any(c.islower() for c in rest) and any(not c.isalnum() for c in rest[:-1]))


# a value that says "your <thing>" in one CamelCase word, in the six languages (letters only: "YourDog2019!" is a password)
_POSSESSIVE_NAME = re.compile(
    r"(?:Your|Ihre?|Deine?|Tw(?:o|ó)j|Twoje|Tu|Su|Votre|Ton|Ta|Ваш[аеі]?|Твій|Твой|Твоє|Твое|Свій)[A-ZА-ЯІЇЄ][^\W\d_]{2,}")


def is_placeholder(value: str) -> bool:
    low = value.lower()
    if value[:1] in "<{[$(" or value.endswith((">", "}", "]")):
        return True
    if value[:1] == "%" and (value[1:2] in "({" or value.endswith("%") or len(value) < 6):
        return True  # "%(password)s", "%DB_PASS%"; "%eOzUe..." is a password that starts with '%'
    if value[:1] in "*#&" and not sigil_secret(value):
        return True  # "#{db_password}", "*****"; "#Vq8LmR2x" is a password that starts with '#'

    if len(set(value)) <= 2:
        return True
    if _POSSESSIVE_NAME.fullmatch(value):
        return True  # "IhrPreSharedKey", "TuContraseña", "VotreMotDePasse": a manual's "your ..." (round 21)
    if len(value) >= 8 and value.endswith("=") and base64_placeholder(value):
        return True  # a Kubernetes Secret's "password: cGFzc3dvcmQ=": base64 of "password"
    if any(w in low for w in ("your", "xxx", "example", "placeholder", "redacted", "dummy", "<", "${", "{{",
                              "...", "***", "changeme", "change_me", "todo", "insert", "replace",
                              "os.environ", "getenv", "process.env", "env[", "secrets.", "settings.",
                              "config.", "request.", "input(", "private]", "…", "tu_", "tu-", "votre", "ваш")):
        return True
    return False


# what a chart's or a tutorial's default decodes to ("cGFzc3dvcmQ=" is "password", "Y2hhbmdlbWU=" "changeme")
_DEFAULT_WORDS = frozenset("admin root user test guest postgres mysql default example secret changeme".split())
_BASE64 = re.compile(r"[A-Za-z0-9+/]{4,}={1,2}")


def base64_placeholder(value: str) -> bool:
    """A base64 value (padded, so it says it is one) whose text is a placeholder or a sample word."""
    import base64
    import binascii

    if len(value) % 4 or len(value) > 64 or not _BASE64.fullmatch(value):
        return False
    try:
        plain = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return False
    if not plain.isprintable():
        return False
    low = plain.lower().strip()
    return low in PASSWORD_WORDS or low in _DEFAULT_WORDS or is_placeholder(plain)


def partly_masked(value: str) -> bool:
    """A value with a few asterisks inside that still shows most of itself ("ch!gcO!***KSS9"): what
    is left is a secret; "*****" or "ab***" hides it."""
    rest = value.replace("*", "")
    return len(rest) >= 8 and len(rest) >= 2 * (len(value) - len(rest)) and any(c.isdigit() for c in rest) \
        and any(c.isalpha() for c in rest)


def password_like(value: str, quoted: bool, possessive: bool) -> bool:
    value = value.rstrip(".,;:?)]}")
    if len(value) < 4 or is_placeholder(value) or value[0] in "}]);,.:/\\":
        return False
    if value[0] == "@" and not (sigil_secret(value) and any(c.isupper() for c in value) and any(c.islower() for c in value)
                                and "/" not in value and "." not in value):
        return False  # "@handle" is a mention; "@Kt7?Wq@PZ" a password
    low = value.lower()
    if low in NOT_A_PASSWORD or CODE_IDENTIFIER.match(value):
        return False
    if "(" in value or "=" in value[:1]:
        return False
    has_digit = any(c.isdigit() for c in value)
    has_symbol = any(not c.isalnum() for c in value)
    inner_upper = any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
    if has_digit or has_symbol or inner_upper or quoted:
        return True
    return possessive and len(value) >= 5


def strong_password(value: str) -> bool:
    if not (any(c.isupper() for c in value) and any(c.islower() for c in value)):
        return False
    if "/" in value or "@" in value or "." in value[1:-1] or is_placeholder(value):
        return False  # a path, an address, a domain
    digits = sum(c.isdigit() for c in value)
    symbols = sum(not c.isalnum() for c in value[1:-1])
    if digits == 0 and symbols == 0:
        return False
    name = re.sub(r"\d", "", value)
    if symbols == 0 and (CODE_IDENTIFIER.match(name) or re.fullmatch(r"(?:[A-Z][a-z]{2,})+|[A-Z]{2,5}(?:[A-Z][a-z]{2,})+", name)):
        return False  # "Auth0Client", "SP800Guide": a name with a number
    return entropy(value) >= 3.0
