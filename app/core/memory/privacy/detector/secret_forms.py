"""Secrets in the forms admins and families write them, beside the sentence finders of secrets.py:

- a password manager's CSV export: a header row naming a password column, then rows whose cell in
  that column is the password, whatever it looks like;
- a password written over several lines ("hasło do laptopa / Tigre / #2597 / wszystko razem");
- a Wi-Fi key after the router's key words (pre-shared key, WLAN-Netzwerkschlüssel, klucz, clave de
  red) with the network in view;
- a code to pass on quickly ("the code is 102411 quick it expires", "dímelo rápido que caduca");
- a keypad code keyed with '#', an alarm's disarm code, a Polish "szyfr", a transliterated Ukrainian
  "kod vid pid'yizdu", a phone's or laptop's unlock code;
- credentials as positional arguments (`new PDO(dsn, 'user', 'pw')`, `HTTPBasicAuth('u', 'pw')`),
  `login admin / pw` in a ticket, a password typed at a shell prompt by mistake, a raw hex key in a
  wallet configuration (`accounts: ["0x…"]`).

Every finder is gated by a cheap literal test, so text without its words costs one `in` each.
Placeholders (`<YOUR_API_KEY>`, `${DB_PASSWORD}`, `changeme`, `xxxx`) stay green.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.secret_values import (
    NOT_A_PASSWORD,
    PASSWORD_WORDS,
    is_placeholder,
    password_like,
    strong_password,
)

Add = Callable[[str, int, int], None]

# sample and default values that are nobody's secret
_DEFAULTS = frozenset("""
test demo admin root guest user sample toor 1234 12345 123456 qwerty letmein hunter2 pass password secret
changeme default none null
""".split())
# a 4-8 digit number, not part of a longer number, a decimal, a date or a time
_NUMBER_END = r"(?![\w]|[.,/:]\d)"
# a unit, currency or time after the number: a size, a price, a clock time, not a code
_UNIT_AFTER = re.compile(
    r"(?i)[^\S\n]?(?:mm|cm|m|km|kg|g|w|kw|v|mah|db|zł|zl|pln|eur|euro\w*|€|\$|usd|gbp|£|uah|грн|руб|%|"
    r"h|hrs?|hours?|min|uhr|godz\w*|horas?|heures?|год\w*|am|pm|rok|roku|lat|years?|jahre?|años?|ans?|x|px|gb|mb)(?![\w])"
)


def _digits_ok(value: str, text: str, end: int) -> bool:
    """A code, not a year, a repeated digit or a quantity."""
    if len(set(value)) == 1 or (len(value) == 4 and value[:2] in ("19", "20")):
        return False
    return not _UNIT_AFTER.match(text, end)


# ---------------------------------------------------------------- a password manager's CSV export
_PW_COLUMN = re.compile(
    r"(?:login_)?(?:password|passwort|kennwort|has(?:ł|l)o|contrase(?:ñ|n)a|mot de passe|motdepasse|пароль|pwd|passwd)"
)
_CELL = re.compile(r' *(?:"(?:[^"\n]|"")*"|[^\n"DELIM]*) *')
_CELLS = {d: re.compile(_CELL.pattern.replace("DELIM", d)) for d in (",", ";", "\t")}
_HASHED = re.compile(r"^(?:\$2[aby]?\$|\$argon2|\$[156]\$|pbkdf2_|sha\d+\$|bcrypt\$|\{ssha)")


def cells(line: str, delim: str) -> list[tuple[int, int]]:
    """(start, end) of every cell's value in a delimited line, quotes and padding left out."""
    spans = []
    pos = 0
    pattern = _CELLS[delim]
    while True:
        m = pattern.match(line, pos)
        assert m is not None  # (the pattern matches the empty string)
        start, end = m.start(), m.end()
        while start < end and line[start] == " ":
            start += 1
        while end > start and line[end - 1] == " ":
            end -= 1
        if end - start >= 2 and line[start] == '"' and line[end - 1] == '"':
            start, end = start + 1, end - 1
        spans.append((start, end))
        if m.end() >= len(line) or line[m.end()] != delim:
            return spans
        pos = m.end() + 1


def _csv_exports(text: str, add: Add) -> None:
    lines = text.split("\n")
    offset = 0
    starts = []
    for line in lines:
        starts.append(offset)
        offset += len(line) + 1
    for i, line in enumerate(lines[:-1]):
        low = line.lower()
        if not _PW_COLUMN.search(low):
            continue
        delim = max((",", ";", "\t"), key=line.count)
        if line.count(delim) < 2:
            continue
        header = [low[a:b].strip() for a, b in cells(line, delim)]
        if any(len(h) > 30 or not h.replace("_", "").replace(" ", "").isalpha() for h in header if h):
            continue  # a header names its columns; this is a sentence or a row of values
        column = next((k for k, h in enumerate(header) if _PW_COLUMN.fullmatch(h)), None)
        if column is None:
            continue
        for j in range(i + 1, min(len(lines), i + 60)):
            row = lines[j]
            spans = cells(row, delim) if delim in row else []
            if len(spans) < len(header) - 1 or len(spans) > len(header) + 1 or column >= len(spans):
                break  # the export ends where the rows stop having its columns
            a, b = spans[column]
            value = row[a:b]
            if len(value) >= 4 and not is_placeholder(value) and value.lower() not in _DEFAULTS \
                    and not _HASHED.match(value) and value.strip("*•") and "*" * 3 not in value:
                add("password", starts[j] + a, starts[j] + b)


# ---------------------------------------------------------------- a password over several lines
_PW_WORD = re.compile(
    r"(?i)(?<![^\W_])(?:password|passwort|kennwort|passphrase|has(?:ł|l)\w*|contrase(?:ñ|n)a|clave|mot de passe|mdp|"
    r"пароль|паролю?|parol\w*|pin|пін|пин|code|kod|código|codigo|код)(?![^\W_])"
)
# "all together", "wszystko razem", "alles zusammen", "todo junto", "tout attaché", "все разом"
_JOINED = re.compile(
    r"(?i)(?<![^\W_])(?:all together|altogether|together|in one|one word|no spaces|without spaces|"
    r"razem|łącznie|bez spacji|zusammen|zusammengeschrieben|ohne leerzeichen|junto|seguido|sin espacios|"
    r"attaché|ensemble|sans espaces?|d'un seul tenant|разом|вместе|слитно|без пробілів|без пробелов)(?![^\W_])"
)
_TOKEN_LINE = re.compile(r"[ \t]*(\S{1,24})[ \t]*")


def _split_passwords(text: str, add: Add) -> None:
    lines = text.split("\n")
    starts = []
    offset = 0
    for line in lines:
        starts.append(offset)
        offset += len(line) + 1
    for i, line in enumerate(lines[:-1]):
        if len(line.split()) > 8 or not _PW_WORD.search(line):
            continue
        parts: list[tuple[int, int]] = []
        joined_said = False
        for j in range(i + 1, min(len(lines), i + 7)):
            if parts and _JOINED.search(lines[j]) and len(lines[j].split()) <= 6:
                joined_said = True
                break
            m = _TOKEN_LINE.fullmatch(lines[j])
            if m is None:
                break
            parts.append((starts[j] + m.start(1), starts[j] + m.end(1)))
        if not parts:
            continue
        value = "".join(text[a:b] for a, b in parts)
        if is_placeholder(value) or value.lower() in NOT_A_PASSWORD:
            continue
        digits = any(c.isdigit() for c in value)
        letters = any(c.isalpha() for c in value)
        symbols = any(not c.isalnum() for c in value[:-1])
        if joined_said and len(parts) >= 2 and len(value) >= 6:
            ok = True  # the writer says the lines are one value
        else:  # lines of fragments without the word: only when they cannot be anything else
            ok = len(parts) >= 2 and len(value) >= 8 and letters and digits and (symbols or strong_password(value)) \
                and not any(c in value for c in "/.=()")
        if ok:
            add("password", parts[0][0], parts[-1][1])


# ---------------------------------------------------------------- Wi-Fi keys
_WIFI_KEY_WORD = re.compile(  # (read on the lower-cased text)
    r"(?<![^\W_])(?:(?P<compound>pre-?shared[\s\-]?key|wpa[23]?[\s\-]?(?:psk[\s\-]?)?(?:key|passphrase|schlüssel)|"
    r"(?:wireless|wifi|wi-fi|wlan|network|netzwerk|wlan-netzwerk|netz|sicherheits)[\s\-]?(?:security[\s\-]?)?"
    r"(?:key|passphrase|schlüssel)|"
    r"clave (?:de (?:la )?)?(?:red|seguridad(?: de (?:la )?red)?)|clé (?:de sécurité(?: réseau)?|réseau|wpa)|"
    r"klucz (?:sieci(?:owy)?|sieciowy|zabezpieczeń(?: sieci)?)|ключ (?:мережі|безпеки(?: мережі)?|сети|безопасности(?: сети)?))"
    r"|(?P<bare>key|klucz\w*|schlüssel|clave|clé|cle|ключ))(?![^\W_])"
)
_WIFI_KEY_AFTER = re.compile(
    # what the key is for: "for the guest network", or any few words before a colon ("der FRITZ!Box:")
    r"(?i)(?P<mid>(?:[ \t]+(?:for|of|to|do|für|de|del|du|від|для)[ \t]+[^\W\d][\w\-]*(?:[ \t]+[^\W\d][\w\-]*){0,2})?"
    r"|(?:[ \t]+[^\s:=]{1,24}){1,3}(?=[ \t]*[:=]))"
    r"[ \t]*(?:[:=—–]|-(?=\s)|\b(?:is|ist|lautet|es|est|jest|to|це|это)\b)?[ \t]*[\"'„“«]?"
    # (round 51, rids) or a router's numeric key printed in groups of four: "WLAN-Netzwerkschlüssel ...: 6618 1989 6028 ..."
    r"(?P<val>\d{4}(?:[ \-]\d{4}){2,5}(?![\w\-])|[^\s\"'”“»,;]{8,63})"
)
_WIFI_CONTEXT = re.compile(
    r"wi-?fi|wlan|ssid|router|ruter|fritz|livebox|freebox|network name|nazwa sieci|netz|\bred\b|réseau|"
    r"мереж|сеть|сети|роутер|wpa|sticker|naklejk|aufkleber|pegatina|étiquette|наклейк"
)
_NOT_A_KEY = re.compile(r"(?i)^(?:wpa|wep|aes|tkip|ccmp|sae|psk|802\.11|open|none|auto|sha\d|md5|rsa|ssh-|ed25519|https?:)")


def _wifi_keys(text: str, low: str, add: Add) -> None:
    context = None
    for m in _WIFI_KEY_WORD.finditer(low):
        if m.group("bare"):
            if context is None:
                context = bool(_WIFI_CONTEXT.search(low))
            if not context:
                continue
        v = _WIFI_KEY_AFTER.match(text, m.end())
        if v is None or (v.group("mid") and m.group("bare")):
            continue
        value = v.group("val").rstrip(".,;:!?)")
        if len(value) < 8 or _NOT_A_KEY.match(value) or is_placeholder(value) or value.lower() in NOT_A_PASSWORD:
            continue
        if re.fullmatch(r"[\d.]+|[0-9a-fA-F]{2}(?:[:\-][0-9a-fA-F]{2}){5}", value) and not value.isdigit():
            continue  # an IP address, a MAC address
        if not any(c.isdigit() for c in value) and not strong_password(value):
            continue  # a word: "the key is underneath", "klucz leży na routerze"
        add("password", v.start("val"), v.start("val") + len(value))


# ---------------------------------------------------------------- codes to pass on now, door and device codes
_CODE_WORD = (
    r"(?:code|codes|kod|kodu|kodem|c[oó]digo|tan|otp|blik|pin|passcode|код\w*|пін|пин|szyfr\w*|parol\w*)"
)
# Each code is found number-first (numbers are rarer than words): a 4-8 digit number, or BLIK's
# "481 / 207", then the words that end right before it.
_CODE_NUMBER = re.compile(r"(?<![\w.,/:\-+])(\d{3}[ /\-]{1,3}\d{3}|\d{4,8})" + _NUMBER_END)
_CODE_BEFORE = re.compile(r"(?<![\w\-])" + _CODE_WORD + r"(?![\w\-])(?P<gap>[^\d\n.!?]{0,30})\Z")
# the writer hurries or hands the code over: it is live
_URGENT = re.compile(
    r"(?<![\w])(?:quick(?:ly)?|hurry|asap|fast|expir\w*|before it|szybko|szybciej|pośpiesz\w*|wygaś\w*|wygasa|"
    r"rápido|deprisa|corre|caduca|expira|schnell|beeil\w*|läuft ab|abläuft|vite|dépêche\w*|швидко|швидше|терміново|"
    r"быстро|скорее|истекает|спливає|give|tell me|send me|read me|podaj\w*|przepisz|powiedz|wyślij|odbierz|"
    r"dime|dímelo|dámelo|pásame|mándame|sag mir|sag's|gib|schick|dis-moi|donne|envoie|скажи|дай|надішли|продиктуй|"
    r"pick (?:it )?up|abholen|recoger|retirer|забери|забрать)(?![\w])"
)
_NOT_SECRET_CODE = re.compile(
    r"(?:error|status|exit|return|postal|zip|post|area|country|dial|product|item|article|promo|discount|coupon|"
    r"voucher|rabat\w*|gift|http|qr|bar|source|colou?r|hex|ascii|unicode|category|tax|pocztow\w*|błędu|fehler\w*|"
    r"erreur|promo\w*|помилк\w*|ошибк\w*|cup[oó]n|descuento|réduction|gutschein|rabattcode|kreskow\w*|"
    r"штрих\w*|art\.|model\w*|série|serie|ean|sku|isbn)\W{0,12}\Z"
)
_NOT_SECRET_GAP = re.compile(r"postal|pocztow|error|erreur|fehler|błędu|promo|rabat|status")
_KEYED = re.compile(r"(?<![\w#])(\d{4,8})#(?![\w])")
_KEYED_THING = re.compile(
    r"keypad|key ?pad|door|gate|alarm|room|entry|lock|tastenfeld|tür|tor\b|drzwi|bram|furtk|domofon|klawiatur|"
    r"teclado|puerta|portal|clavier|porte|portail|digicode|двер|ворот|домофон|клавіатур|клавиатур"
)
_DISARM_BEFORE = re.compile(
    r"(?<![\w])(?:disarm\w*|unscharf(?:\s+schalten)?|entschärf\w*|rozbr[oó]j\w*|rozbraj\w*|desarm\w*|désarm\w*|"
    r"зняти з охорони|снять с охраны)(?:\s+(?:it|the alarm|alarm|with|code|mit|kodem|con|avec|код\w*|alarmu|alarma|l'alarme|sie|es|[:=]))"
    r"{0,2}\s*[:=]?\s*\Z"
)
_SZYFR_BEFORE = re.compile(r"(?<![\w])szyfr\w*[^\d\n.!?]{0,25}\Z")
# Ukrainian and Russian in Latin letters: "kod vid pid'yizdu", "kod ot podyezda", "pin vid kartky"
_TRANSLIT_BEFORE = re.compile(
    r"(?<![\w])(?:kod|pin|parol)\w*\s+(?:vid|ot|do|dlia|dlya|na)\s+"
    r"(?:pid'?[yj]?izd\w*|pod'?[yj]?ezd\w*|domofon\w*|dver\w*|vorit\w*|vorot\w*|se[yj]f\w*|kartk\w*|kartoch\w*|"
    r"telefon\w*|s[iy]gnali?z\w*|s[iy]hnaliz\w*|hvirtk\w*|kalitk\w*)[^\d\n.!?]{0,25}\Z"
)
_DEVICE_BEFORE = re.compile(
    r"(?<![\w])(?:pin|pin-?code|pin-?код|пін(?:-код)?|пин(?:-код)?|code|kod|kodu|c[oó]digo|код|passcode|"
    r"unlock code|kod blokady|entsperr-?code|entsperr-?pin)\s+(?:(?:for|of|to|do|od|vom|von|für|zum|de|del|du|de la|від|от|до|на|з)\s+)?"
    r"(?:(?:my|the|mój|mojego|moje|mein\w*|mi|el|la|mon|ma|le|мого|мій|моєї|мой)\s+)?"
    r"(?:phone|iphone|ipad|tablet|laptop|computer|pc|mac|macbook|telefon\w*|komórk\w*|komputer\w*|laptop\w*|handy\w*|"
    r"smartphone\w*|rechner\w*|m[oó]vil|celular|tel[eé]fono|ordenador|port[aá]til|tableta|t[eé]l[eé]phone|"
    r"portable|ordinateur|tablette|телефон\w*|смартфон\w*|ноутбук\w*|планшет\w*|комп'?ютер\w*|компьютер\w*)"
    r"\s*(?:(?:is|to|:|=|jest|ist|es|est|c'est|це|это|—|-)\s*)?[\"'„“(]?\Z"
)
_BEFORE_CODE = (  # (reason, the words right before the number)
    ("door or alarm code", _DISARM_BEFORE), ("door or alarm code", _SZYFR_BEFORE),
    ("door or alarm code", _TRANSLIT_BEFORE), ("PIN code", _DEVICE_BEFORE),
)

_BEFORE_HINTS = (
    ("arm", "scharf", "schärf", "rozbr", "охорон", "охран"), ("szyfr",),
    ("kod v", "kod o", "kod d", "pin v", "pin o", "parol"),
    ("phone", "ipad", "tablet", "laptop", "computer", " pc", " mac", "telefon", "komór", "kompu", "handy", "rechner",
     "móvil", "movil", "celular", "teléfono", "ordenador", "portátil", "portatil", "tableta", "téléphone", "portable",
     "ordinateur", "телефон", "смартфон", "ноутбук", "планшет", "комп"),
)


def _codes(text: str, low: str, add: Add) -> None:
    if "#" in text and _KEYED_THING.search(low):  # (a keypad's '#' needs no code word)
        for m in _KEYED.finditer(text):
            near = _KEYED_THING.search(low, max(0, m.start() - 60), m.start()) or _KEYED_THING.search(
                low, m.end(), m.end() + 40)  # "press 7306# on the gate panel"
            if near and _digits_ok(m.group(1), text, m.end()):
                add("door or alarm code", *m.span(1))
    # which of the word patterns can be there at all (most messages have none of their words)
    code_word = "cod" in low or "cód" in low or "kod" in low or "tan" in low or "otp" in low or "blik" in low \
        or "pin" in low or "код" in low or "пін" in low or "пин" in low or "szyfr" in low or "parol" in low
    before = [(reason, pattern) for (reason, pattern), hints in zip(_BEFORE_CODE, _BEFORE_HINTS)
              if any(h in low for h in hints)] if code_word or "arm" in low or "scharf" in low or "schärf" in low \
        or "rozbr" in low or "охор" in low or "охран" in low else []
    if not code_word and not before:
        return
    urgent = None
    for m in _CODE_NUMBER.finditer(text):
        value = m.group(1)
        digits = value if value.isdigit() else re.sub(r"\D", "", value)
        if not _digits_ok(digits, text, m.end(1)):
            continue
        start = m.start(1)
        head = max(0, start - 70)
        k = _CODE_BEFORE.search(low, max(0, start - 45), start) if code_word else None
        if k is not None:
            if urgent is None:
                urgent = bool(_URGENT.search(low))
            if urgent and not _NOT_SECRET_CODE.search(low, max(0, k.start() - 20), k.start()) \
                    and not _NOT_SECRET_GAP.search(k.group("gap")):
                add("one-time code", *m.span(1))
                continue
        if not value.isdigit():
            continue
        for reason, pattern in before:
            if pattern.search(low, head, start):
                add(reason, *m.span(1))
                break


# ---------------------------------------------------------------- credentials in code, tickets and terminals
_CALL = re.compile(
    r"(?i)(?P<three>\bnew\s+PDO|\bnew\s+mysqli|\bmysqli_connect|\bmysql_p?connect|\bgetConnection|"
    r"\b(?:pymysql|MySQLdb|connector|pyodbc|cx_Oracle|oracledb|pymssql)\.connect)\s*\("
    r"|(?P<two>\b(?:login|authenticate|HTTPBasicAuth|HTTPDigestAuth|NetworkCredential|PasswordAuthentication|"
    r"UsernamePasswordCredentials|BasicAuth|UsernamePasswordAuthenticationToken|set_?Credentials|basic_auth|"
    r"with_?Credentials)\s*\(|\bauth\s*=\s*[(\[])"
)
_ARG = re.compile(r"\s*(?:'((?:[^'\\\n]|\\.)*)'|\"((?:[^\"\\\n]|\\.)*)\"|[^,()\[\]\n'\"]*(?:\([^()\n]*\)[^,()\[\]\n'\"]*)*)\s*")


def _call_arguments(text: str, pos: int) -> list[tuple[int, int, bool]]:
    """(start, end, quoted) of the top-level arguments from `pos` to the closing bracket."""
    args = []
    for _ in range(8):
        m = _ARG.match(text, pos)
        if m is None:
            break
        g = 1 if m.group(1) is not None else 2 if m.group(2) is not None else 0
        args.append((m.start(g), m.end(g), True) if g else (m.start(), m.end(), False))
        pos = m.end()
        if pos >= len(text) or text[pos] != ",":
            break
        pos += 1
    return args


def _positional_credentials(text: str, add: Add) -> None:
    for m in _CALL.finditer(text):
        index = 2 if m.group("three") else 1
        args = _call_arguments(text, m.end())
        if len(args) <= index:
            continue
        start, end, quoted = args[index]
        value = text[start:end]
        if not quoted or len(value) < 4 or value.lower() in _DEFAULTS or value.lower() in PASSWORD_WORDS \
                or is_placeholder(value) or not args[index - 1][2]:
            continue  # variables, the empty password, a placeholder; the user before it is written out too
        if password_like(value, True, True):
            add("password", start, end)


_LOGIN_SLASH = re.compile(
    r"(?<![\w/])(?:login|log in with|user(?:name)?|benutzer(?:name)?|użytkownik|usuario|utilisateur|identifiant|"
    r"логін|логин|користувач|пользователь|"
    # (round 25) the account named, then what it is for and a copula: "the portal user is orders@... / Pw", "Zugang fürs
    # Portal ist ...", "el usuario del portal es ...", "konto do hurtowni to ...", "логін до порталу — ..."
    r"account|konto|zugang(?:sdaten)?|cuenta|acceso|compte|accès|credentials|dane logowania|credenciales|identifiants|"
    r"акаунт|аккаунт|доступ)"
    r"(?:\s+(?:for|to|on|do|na|für|fürs|zum|zur|de|del|du|des|für das|для|до|на)\s+(?:[\w\-']+\s+){0,3}?[\w\-']+)?"
    r"(?:\s*[:=]|\s+(?:is|are|to|jest|ist|lautet|es|est|c'est|це|это|—|–|-))?"
    r"[ \t]+(?P<user>[^\s/|:]{2,40})[ \t]*[/|][ \t]*(?P<val>[^\s/|]{6,64})"
)


def _login_slash(text: str, low: str, add: Add) -> None:
    for m in _LOGIN_SLASH.finditer(low):
        user = m.group("user")
        value = text[m.start("val"):m.end("val")].rstrip(".,;:)")
        if user in PASSWORD_WORDS or user in ("password", "hasło", "passwort", "contraseña", "пароль", "logout", "page"):
            continue
        if len(value) < 6 or value.lower() in _DEFAULTS or value.isdigit() or not any(c.isdigit() for c in value) \
                or "://" in value or is_placeholder(value) or not password_like(value, False, False):
            continue
        add("password", m.start("val"), m.start("val") + len(value))


_PROMPT_LINE = re.compile(r"(?m)^[ \t]*(?:[\w.@~:\-]*[$#%>❯➜]|PS [^>\n]{0,60}>)[ \t]+(\S{6,64})[ \t]*$")
_TYPED_WRONG = re.compile(
    r"command not found|not recognized|nie znaleziono|befehl nicht gefunden|no se encontró|orden no encontrada|"
    r"commande introuvable|не знайдено|не найдена|password|passwort|kennwort|hasł|hasl|contraseña|mot de passe|пароль"
)


def _prompt_passwords(text: str, low: str, add: Add) -> None:
    if not _TYPED_WRONG.search(low):
        return
    for m in _PROMPT_LINE.finditer(text):
        value = m.group(1)
        if any(c in value for c in "/.=\\") or value.startswith("-") or is_placeholder(value):
            continue  # a path, a file, an assignment, an option
        has_digit = any(c.isdigit() for c in value)
        mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
        symbol = any(not c.isalnum() and c not in "-_" for c in value)
        if has_digit and any(c.isalpha() for c in value) and (symbol or mixed) and (symbol or strong_password(value)):
            add("password", *m.span(1))
            for again in re.finditer(re.escape(value), text):  # the shell's error message repeats it
                add("password", *again.span())


# a raw 64-hex-digit key in a wallet or deployment configuration ("accounts: ['0x…']", "--private-key 0x…")
_HEX_KEY = re.compile(
    r"(?:accounts|private[_\-\s]?key|privatekey|priv_?key|signer|wallet|from_?key|privatekeytoaccount|secret_?key|deployer_?key)"
    r"[\"'`]?\s*(?:[:=(]|\s)\s*\[?\s*[\"'`]?((?:0x)?[0-9a-f]{64})(?![0-9a-z])"
)
# Hardhat's and Anvil's published development accounts #0 and #1: everybody's, so nobody's secret
_DEV_KEYS = ("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
             "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")


def _hex_keys(text: str, low: str, add: Add) -> None:
    for m in _HEX_KEY.finditer(low):
        key = m.group(1).removeprefix("0x")
        if key not in _DEV_KEYS and len(set(key)) > 8:
            add("private key", *m.span(1))


_THREE_DIGITS = re.compile(r"\d\d\d")
_SHORT_LINE = re.compile(r"\n[ \t]*\S{1,24}[ \t]*(?:\n|\Z)")  # a line of one short token


def find_written_secrets(text: str, low: str, longest: int, add: Add) -> None:
    """Add the secrets of the forms above; `low` is `text` lower-cased with the same length and
    `longest` the length of its longest run without spaces. (Each finder waits for a word or
    character it cannot do without: most messages pay a few `in` tests.)"""
    if "\n" in text:
        if ("," in text or ";" in text or "\t" in text) and _PW_COLUMN.search(low):
            _csv_exports(text, add)
        if _SHORT_LINE.search(text) and _PW_WORD.search(text):
            _split_passwords(text, add)
        if ("$ " in text or "# " in text or "> " in text or "% " in text or "❯" in text or "➜" in text) and longest >= 6:
            _prompt_passwords(text, low, add)
    if ("key" in low or "klucz" in low or "schlüssel" in low or "clave" in low or "clé" in low or "cle" in low
            or "ключ" in low):
        _wifi_keys(text, low, add)
    if _THREE_DIGITS.search(text):
        _codes(text, low, add)
    if "(" in text and ("'" in text or '"' in text) and ("pdo" in low or "mysql" in low or "connect" in low
                                                        or "login" in low or "auth" in low or "credential" in low):
        _positional_credentials(text, add)
    if ("/" in text or "|" in text) and ("log" in low or "user" in low or "benutzer" in low or "użytkownik" in low
                                         or "usuario" in low or "utilisateur" in low or "identifiant" in low
                                         or "логін" in low or "логин" in low or "користувач" in low or "пользовател" in low
                                         or "account" in low or "konto" in low or "zugang" in low or "cuenta" in low
                                         or "acceso" in low or "compte" in low or "accès" in low or "credent" in low
                                         or "dane logowania" in low or "акаунт" in low or "аккаунт" in low or "доступ" in low):
        _login_slash(text, low, add)
    if longest >= 64:
        _hex_keys(text, low, add)


speed_up(globals())  # the same patterns, rewritten to open with a letter where they can
