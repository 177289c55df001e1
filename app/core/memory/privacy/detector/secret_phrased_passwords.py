"""Passwords and keys as people phrase them in chats (the password half of secret_phrasings.py):

- a password after a clause that says what it is for ("Passwort für Opas E-Mail, damit er …: …"), or after
  its word and verb with more talk behind it ("hasło to sloneczko1997mq — zanotuj");
- a random mixed-case word right after a password word ("hasło iESFJFFhFCHexQhe");
- a login and then a password ("logujesz się jako k.nowicka, hasło …", "user jan pass kasia123"), a user,
  a slash and a value that can only be a password ("Admin WooCommerce : boutique-admin / K1cg+mc@?Ti?QV");
- a password spelled letter by letter ("duże K, małe r, z, y, wykrzyknik, dwa zero"), also with a spelling
  alphabet ("K jak Karol, M jak Maria, siedem", "K wie Konrad", "K comme Kléber", "K de Kilo", "К як Київ",
  "K as in King", NATO's "kilo mike seven niner") or Spanish letter names ("eme a erre te a uno nueve");
- a Wi-Fi key of digits only ("klucz do wifi 84736291");
- a long random key after a key word and a few words naming it ("klucz (MD5) z PayU dla POS 4342286: …");
  a public key or a checksum named so is handed to the learned model as decided.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.secret_values import (
    NOT_A_PASSWORD,
    is_placeholder,
    looks_random,
    password_like,
)

Add = Callable[[str, int, int], None]


# ---------------------------------------------------------------- a Wi-Fi key of digits only
_WIFI_DIGITS = re.compile(
    r"(?<![\w])(?:(?:wifi|wi-fi|wlan|wpa2?)[\s\-]?(?:password|passwort|pass|key|schlüssel|code|kod|klucz|clave|clé|cle|ключ|пароль)|"
    r"(?:password|passwort|pass|key|schlüssel|code|kod|klucz|hasło|haslo|clave|contraseña|clé|cle|mot de passe|ключ|пароль|код)"
    r"(?:[^\S\n]+(?:do|de|del|du|für|fürs|vom|для|від|от|до|of|for|to)(?:[^\S\n]+(?:la|le|l'|el|the|das|den))?)?[^\S\n]+"
    r"(?:wifi|wi-fi|wlan|вайфаю|вайфая|wi-fi-ю|wifi-ю))(?![\w])"
    r"[^\S\n]*(?:[:=—–]|\b(?:is|ist|lautet|es|est|c'est|to|jest|це|это)\b)?[^\S\n]*(\d{8,63})(?![\w]|[.,/:]\d)"
)


# ---------------------------------------------------------------- passwords
_PW = (
    r"(?:password|passwort|kennwort|passcode|has(?:ło|lo|ła|la)|contrase[ñn]a|clave|mot de passe|mdp|пароль|паролю|пароля|"
    r"(?:wifi|wi-fi|wlan|router)[\s\-]?(?:key|schlüssel|klucz|clave|clé|cle|ключ)|"
    r"(?:klucz|clave|clé|cle|ключ)(?: (?:do|de la|de|del|du|від|от|до))? (?:wifi|wi-fi|wlan|router\w*|routera|вайфаю))"
)
# a clause naming what the password is for, commas allowed, then a colon and the value
_PW_CLAUSE_COLON = re.compile(
    r"(?<![\w])" + _PW + r"(?![\w])(?P<gap>(?:[^.!?\n:=]|\.(?=\w)){3,90}?)[^\S\n]*:[^\S\n]*[\"'„“«]?(?P<val>[^\s\"'”“»]{6,64})"
)
# "hasło to sloneczko1997mq — zanotuj": the word, its verb and a value of letters and digits
_PW_IS = re.compile(
    r"(?<![\w])" + _PW + r"(?![\w])(?:[^\S\n]+(?:dafür|dazu|for it|for that|do niego|do tego|para eso|pour ça|pour cela|для нього|"
    r"для него|now|jetzt|teraz|ahora|maintenant|тепер|теперь))?"
    r"[^\S\n]*(?:(?<![\w])(?:to|is|ist|es|est|jest|це|это)(?![\w])|[:=])[^\S\n]*[\"'„“«]?"
    r"(?P<val>[^\s\"'”“»]{6,64})"
)
# "hasło do wifi u babci żeby tablet działał TyUEGCovQAGmj+", "hasło do banku taty ananas1965om login to jego pesel":
# words of the same clause, then a value of random case, or of two letters and two digits at least
_PW_THEN_VALUE = re.compile(
    r"(?<![\w])" + _PW + r"(?![\w])(?:[^\S\n]+[^\W\d][^\W\d'’\-]*){1,8}[^\S\n]+[\"'„“«]?(?P<val>[^\s\"'”“»,;]{8,40})"
)
_COUNTED = re.compile(r"\d+[\-–][^\W\d]+(?:[\-–][^\W\d]+)*|[^\W\d]+[\-–]\d+")  # "20-person", "8-stellige", "covid-19"
# right after the password word, no connector: a random mixed-case word ("hasło iESFJFFhFCHexQhe")
_PW_RANDOM_CASE = re.compile(r"(?<![\w])" + _PW + r"(?![\w])[^\S\n]*[:\-–—]?[^\S\n]*(?P<val>[A-Za-z]{8,40})(?![\w])")
_CASE_SEGMENT = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _random_case(value: str) -> bool:
    """Letters whose case flips every letter or two ("pLqRtWzXvBnK", "iESFJFFhFCHexQhe"): no name in
    code ("userPassword", "resetToken", "HTTPServer") has two or more segments this short."""
    segments = _CASE_SEGMENT.findall(value)
    short = sum(len(seg) <= 2 for seg in segments)
    return short >= 3 or short >= 2 and len(segments) >= 5 and len(value) >= 12
# "logujesz się jako k.nowicka, hasło vctDelseOf", "log in as jsmith, password qTzRuby": a login and then a password
_AS_LOGIN = re.compile(
    r"(?<![\w])(?:log ?in as|logged in as|sign in as|user(?:name)?|login|jako|als|como|comme|як|как|użytkownik|benutzer|usuario|"
    r"utilisateur|identifiant|логін|логин)[^\S\n]*:?[^\S\n]+[\w.@\-]{2,40},?[^\S\n]+(?:a |and |i |und |y |et |і |и )?"
    + r"(?:" + _PW + r"|pass|pw|pwd)[^\S\n]*:?[^\S\n]+[\"'„“«]?(?P<val>[^\s\"'”“».,;]{5,64})"
)
# "Admin WooCommerce : boutique-admin / K1cg+mc@?Ti?QV": a user, a slash and a value that can only be a password
_PAIR_SLASH = re.compile(
    r"(?:^|[:—–=]|\s-)[^\S\n]*(?P<user>[A-Za-z0-9][\w.\-]{2,40})[^\S\n]+/[^\S\n]+(?P<val>[^\s/]{6,64})(?=\s|$|[,;])"
)
# (round 38) the pair after a copula, the login named before it: "The login for the joint pot with Ellie is ellie+me /
# Honeymoon_fund_2026", "Les identifiants de la cagnotte sont lea.et.moi / Mariage2026" (a "+" in a shared login)
_PAIR_SAID = re.compile(
    r"(?<![\w])(?:is|are|ist|sind|to|są|es|son|est|sont|це|это)[^\S\n]+(?P<user>[A-Za-z0-9][\w.+\-]{2,40})[^\S\n]+/"
    r"[^\S\n]+(?P<val>[^\s/]{6,64})(?=\s|$|[,;])"
)
# a password spelled out: case words, single letters, digit and symbol words
_SPELL_CASE = (
    "capital big uppercase upper small lowercase lower duże duża wielkie wielka małe mała großes grosses großer kleines "
    "kleiner groß klein mayúscula mayuscula minúscula minuscula majuscule minuscule велика велику мала малу большая "
    "большую маленькая маленькую заглавная строчная"
).split()
_SPELL_SYMBOL = (
    "exclamation mark hash at dollar underscore star asterisk dash wykrzyknik małpa kratka hasz gwiazdka podkreślnik "
    "myślnik ausrufezeichen raute unterstrich stern bindestrich klammeraffe exclamación almohadilla arroba asterisco "
    "guion bajo point d'exclamation dièse arobase étoile tiret bas знак оклику решітка собака зірочка підкреслення "
    "восклицательный знак решётка звёздочка подчёркивание"
).split()
_SPELL_WORDS = frozenset(_SPELL_CASE)
_SPELL_TOKEN = re.compile(r"[^\s,;]+")
_SPELL_KEY = re.compile(r"(?<![\w])" + _PW + r"(?![\w])")
_DIGIT_NAMES = frozenset(
    "zero null cero zéro нуль ноль one jeden eins uno un une один одна two dwa zwei dos deux два дві three trzy drei "
    "tres trois три four cztery vier cuatro quatre чотири четыре five pięć fünf cinco cinq п'ять пять six sześć sechs "
    "seis шість шесть seven siedem sieben siete sept сім семь eight osiem acht ocho huit вісім восемь nine dziewięć "
    "neun nueve neuf дев'ять девять".split()
)
_SPELL_SYMBOL_WORDS = frozenset(w for phrase in _SPELL_SYMBOL for w in phrase.split())


# a letter said with a spelling alphabet's word: "K jak Karol", "B wie Berta", "C comme Célestin", "D de Dolores",
# "К як Київ", "Л как Леонид", "K as in King", "K for Kilo" (the word starts with the letter)
_AS_IN = frozenset("jak wie comme de як как for".split())
_NATO = frozenset(
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa "
    "quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu".split())
# Spanish letter names, read only among other spelled tokens ("eme a erre te a uno nueve ocho")
_ES_LETTERS = frozenset("be ce efe ge hache jota ka ele eme ene eñe pe cu erre ese te uve equis ye zeta".split())


def _spelled_next(tokens: list, i: int) -> bool:
    """The token after i is spelled too: a letter, a Spanish letter name or a digit word."""
    nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
    return (len(nxt) == 1 and nxt.isalpha()) or nxt in _ES_LETTERS or nxt in _DIGIT_NAMES


def _spelled_passwords(text: str, low: str, add: Add) -> None:
    for k in _SPELL_KEY.finditer(low):
        end = min(len(low), k.end() + 200)
        stop = re.search(r"[.!?\n](?:\s|$)", low[k.end():end])
        end = k.end() + stop.start() if stop else end
        case = letters = others = 0
        first = last = -1
        tokens = [(t, t.group().strip("'\"„“”«»:—–()")) for t in _SPELL_TOKEN.finditer(low, k.end(), end)]
        skip = 0
        for i, (t, word) in enumerate(tokens):
            if skip:
                skip -= 1
                last = t.end()
                continue
            if not word:
                continue
            if word in _SPELL_WORDS:
                case += 1
            elif len(word) == 1 and word.isalpha():
                letters += 1
                nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
                after = tokens[i + 2][1] if i + 2 < len(tokens) else ""
                if nxt == "as" and after == "in" and i + 3 < len(tokens) and tokens[i + 3][1][:1] == word:
                    skip = 3  # "K as in King"
                elif nxt in _AS_IN and after[:1] == word:
                    skip = 2  # "K jak Karol"
            elif word in _NATO or (word in _ES_LETTERS and (first >= 0 or _spelled_next(tokens, i))):
                letters += 1
            elif word in _DIGIT_NAMES or word in _SPELL_SYMBOL_WORDS or word.isdigit() or word == "niner":
                others += 1
            else:
                if first >= 0 and case + letters >= 4:
                    continue  # words after the spelling ("zapisz to normalnie")
                if first >= 0:
                    first = -1
                    case = letters = others = 0
                continue
            if first < 0:
                first = t.start()
            last = t.end()
        if first >= 0 and letters >= 2 and (case >= 1 or others >= 2):
            add("password", first, last)


def passwords(text: str, low: str, add: Add) -> None:
    # (each pattern opens with a password word: it is tried only where one is, not at every character)
    keywords = [k.start() for k in _SPELL_KEY.finditer(low)]
    for pos in keywords:
        _after_keyword(text, low, pos, add)
    if "log" in low or "user" in low or "sign in" in low or "jako" in low or " als " in low or "como" in low \
            or "comme" in low or "як" in low or "как" in low or "użytkown" in low or "benutzer" in low or "usuario" in low \
            or "utilisateur" in low or "identifiant" in low or "логін" in low or "логин" in low:
        for m in _AS_LOGIN.finditer(low):
            value = text[m.start("val"):m.end("val")]
            if value.lower() in NOT_A_PASSWORD or is_placeholder(value):
                continue
            mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
            if (mixed or any(c.isdigit() for c in value) or not value.isalnum()) \
                    and (password_like(value, False, True) or (mixed and len(value) >= 6)):
                add("password", *m.span("val"))
    if " / " in text:
        slash_pairs(text, add)
    if keywords and (any(w in low for w in _SPELL_WORDS_HINT) or _SPELLING_HINT.search(low)):
        _spelled_passwords(text, low, add)


def _after_keyword(text: str, low: str, pos: int, add: Add) -> None:
    m = _PW_CLAUSE_COLON.match(low, pos) if ":" in low else None
    if m:
        gap = m.group("gap")
        value = text[m.start("val"):m.end("val")].rstrip(".,;:!?)")
        digits_only = value.isdigit() and len(value) >= 6 and len(set(value)) > 2
        plain = len(value) < 6 or not digits_only and (not any(c.isdigit() for c in value) or not any(c.isalpha() for c in value)) \
            or not password_like(value, False, True) or "://" in value or "@" in value and "." in value
        short = "," not in gap and "(" not in gap and "." not in gap and len(gap.split()) < 4  # (secrets.py's)
        if not short and not (plain and not (len(value) >= 10 and _random_case(re.sub(r"[^A-Za-z]", "", value)))):
            add("password", m.start("val"), m.start("val") + len(value))
    m = _PW_IS.match(low, pos)
    if m:
        value = text[m.start("val"):m.end("val")].rstrip(".,;:!?)")
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and password_like(value, False, True) \
                and "://" not in value:
            add("password", m.start("val"), m.start("val") + len(value))
    m = _PW_THEN_VALUE.match(low, pos)
    if m:
        value = text[m.start("val"):m.end("val")].rstrip(".!?)")
        letters = re.sub(r"[^A-Za-z]", "", value)
        random = len(letters) >= 10 and _random_case(letters) and sum(c.isupper() for c in letters) >= 3
        mixed = sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2 and not value.isupper() \
            and not _COUNTED.fullmatch(value)
        if (random or mixed) and password_like(value, False, True) and "://" not in value and "@" not in value \
                and "/" not in value and not is_placeholder(value):
            add("password", m.start("val"), m.start("val") + len(value))
    m = _PW_RANDOM_CASE.match(low, pos)
    if m:
        value = text[m.start("val"):m.end("val")]
        upper = sum(c.isupper() for c in value)
        lower = len(value) - upper
        if upper >= 3 and lower >= 3 and _random_case(value) and not is_placeholder(value):
            add("password", *m.span("val"))


# a spelling alphabet, NATO words or letters said one by one between commas ("K, M, 7, 9")
_SPELLING_HINT = re.compile(
    r"(?<![\w])\w (?:jak|wie|comme|de|як|как|as in|for) \w|\b(?:kilo|mike|tango|bravo|charlie|foxtrot|juliett?|"
    r"november|quebec|whiske?y|yankee|zulu|niner|eme|erre|equis|jota|hache)\b|(?<![\w])\w, \w,")
_SPELL_WORDS_HINT = ("capital", "upper", "small", "lower", "duż", "wielk", "mał", "groß", "gross", "klein", "mayúsc",
                     "mayusc", "minúsc", "minusc", "majusc", "minusc", "велик", "мал", "больш", "заглав", "строч")


def _slash_password(value: str) -> bool:
    if len(value) < 8 or "://" in value or is_placeholder(value):
        return False
    if "@" in value and re.search(r"@[\w\-]+\.[a-z]{2,}", value):
        return False  # an e-mail address
    upper = any(c.isupper() for c in value)
    lower = any(c.islower() for c in value)
    digit = any(c.isdigit() for c in value)
    symbol = any(not c.isalnum() for c in value[:-1])
    return upper and lower and digit and symbol and not re.fullmatch(r"[\w.\-]+\.\w{2,4}", value)


# ---------------------------------------------------------------- a key named at length, then its value
_KEY_NAMED = re.compile(
    r"(?<![\w])(?:klucz\w*|key|schlüssel\w*|clave|clé|cle|ключ\w*|secret|sekret\w*|signing secret|signature key|"
    r"token\w*|токен\w*|секрет\w*)(?![\w])"
    r"(?P<gap>[^.!?\n:=]{4,80}?)[^\S\n]*[:=][^\S\n]*[\"'`„“«]?(?P<val>[A-Za-z0-9_\-+/=~]{24,256})(?![\w/+=\-])"
)
_NOT_A_KEY_GAP = re.compile(
    r"public|publiczn|öffentlich|p[uú]blic|publique|публічн|публичн|fingerprint|odcisk|fingerabdruck|huella|empreinte|"
    r"відбит|отпечат|hash|checksum|sha|digest|sum\b|suma|prüfsumme|commit|uuid|\bid\b|example|sample|beispiel|przykład|"
    r"ejemplo|exemple|приклад|пример|test"
)


def named_keys(text: str, low: str, add: Add, claimed: Claims) -> None:
    for m in _KEY_NAMED.finditer(low):
        gap = low[max(0, m.start() - 25):m.end("gap")]
        value = text[m.start("val"):m.end("val")]
        if _NOT_A_KEY_GAP.search(gap):
            if looks_random(value):
                claimed.reject(*m.span("val"))  # a public key, a checksum: decided, not for the learned model
            continue
        if len(m.group("gap").split()) < 2:
            continue  # right after the word ("key: X") is secrets.py's
        if looks_random(value) and not is_placeholder(value):
            add("secret key or token", *m.span("val"))


def wifi_digit_keys(text: str, low: str, add: Add) -> None:
    for m in _WIFI_DIGITS.finditer(low):
        if len(set(m.group(1))) > 2:
            add("password", *m.span(1))


# (round 38) the account may be named at a clause's length before its pair: "The login for the joint savings pot with
# Ellie is ellie+me / Honeymoon_fund_2026", "Dane logowania do naszego wspólnego konta oszczędnościowego to ..."; and
# by the login's own words ("logowania", "identifiants", "credentials", "логін", "логин", "вхід")
_ACCOUNT_BEFORE = re.compile(
    r"(?i)(?:account|konto|compte|cuenta|conta|акаунт|аккаунт|login|zugang|dostęp|acceso|accès|доступ|logowani|"
    r"identifiant|credential|anmeldedaten|логін|логин|вхід|вход)\w*[^\n/]{0,50}\Z"
)


def slash_pairs(text: str, add: Add) -> None:
    for m in _PAIR_SLASH.finditer(text):
        value = m.group("val").rstrip(".,;)")
        account = _ACCOUNT_BEFORE.search(text, max(0, m.start() - 65), m.start("user"))
        if _slash_password(value) or account and sum(c.isdigit() for c in value) >= 2 and any(c.isalpha() for c in value) \
                and password_like(value, False, True) and "@" not in value[1:-1]:
            add("password", m.start("val"), m.start("val") + len(value))
    if " / " in text:
        for m in _PAIR_SAID.finditer(text):  # (the login's word before it is needed here: "sizes are S / M")
            value = m.group("val").rstrip(".,;)")
            if _ACCOUNT_BEFORE.search(text, max(0, m.start() - 65), m.start("user")) \
                    and sum(c.isdigit() for c in value) >= 2 and any(c.isalpha() for c in value) \
                    and password_like(value, False, True) and "@" not in value[1:-1]:
                add("password", m.start("val"), m.start("val") + len(value))


speed_up(globals())
