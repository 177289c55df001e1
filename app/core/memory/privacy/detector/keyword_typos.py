"""Key words typed with one letter wrong (round 28): "steur-id von meiner Frau: 65 210 900 388", "mi número de pasaprte es
PAB482771", "numer paszpotru", "номер паспотра", "Führerschien", "mot de pase du compte : ...". The finders read their key
words as written; a key word of five letters or more one edit away (a letter dropped, added, changed, or two letters
swapped) is read here as the key word, and the message is judged again with it spelled right (verdict.py, only on a
message the rules left green and that holds a digit).

The key words are the identifiers' and secrets' names in English, Polish, German, Spanish, French, Ukrainian and
Russian (a list of names, not of misspellings: any one-letter slip of them is read). A word that is itself a key word
or one of the listed real words near one ("passé", "cuento") is left alone.

Green limits: the corrected message is judged by the same rules, so an order's number after "pasaprte" stays green, as
it would after "pasaporte"; only identifiers and secrets are taken from the second reading.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from app.core.memory.privacy.detector.findings import Finding, Kind

# the key words (lower case, five letters or more); each one's one-letter slips are read as it
KEY_WORDS = frozenset("""
passport paszport paszportu paszportem reisepass reisepassnummer passnummer pasaporte passeport passaporto паспорт паспорта
паспорту закордонний загранпаспорт personalausweis ausweis ausweisnummer dowodu dowód osobisty pesel
steuer steuernummer steuerid identifikationsnummer rnokpp рнокпп податковий податкового ідентифікаційний
идентификационный налоговый
führerschein fuhrerschein licence license driving permis conduire carnet conducir prawo jazdy посвідчення водійське
водительское удостоверение
social security insurance sécurité seguridad ubezpieczenia sozialversicherungsnummer versicherungsnummer
account rachunku rachunek kontonummer cuenta compte рахунок рахунку clabe
password passwort kennwort contraseña contrasena hasło haslo пароль passe passcode
""".split())
# real words one letter from a key word, left as written
_REAL_WORDS = frozenset("""
passé passer passes passez passée masse basse tasse casse pesos cuento cuentas cuente comptes compté compter comte
comté konta konto steuern steuert steuere social socials sociale soziale licenced licensed licences licenses licencia
permit permits permiso permise carnets cuentan accounts rachunki номери номера номеру пароли паролі accounted
passports passwords hasła hasłem conduit conduite conducir driven drivin insurer insured secure security
compta comptez prawa prawy cuenca comte
""".split())
_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_]{3,}")
# (round 30) the national ids' short names: typed in a hurry two letters swap ("sns" for SSN, "pseel", "nfi"); one
# edit of three letters is too many words ("ssd", "sin"), a swap of two neighbours is a slip. The value after it must
# still pass the id's own check in the rules that read the corrected text: the swapped name is a weak cue only
SHORT_KEYS = frozenset("ssn nif nie dni nip nir inn інн инн іпн ипн nino utr bsn pesel regon рнокпп iban".split())
# real words that are such a swap, left as written
_SHORT_REAL = frozenset("nei din ind nin ine fin pin ipn".split())
# (round 30) a key word with the next word glued to it and a value right after: "кодмами6592796098", "peselmamy ...",
# "nipfirmy ..."; read with the space put back (the value's check decides, as after the word spelled right)
GLUE_KEYS = ("код", "pesel", "ssn", "nip", "dni", "nie", "nif", "рнокпп", "іпн", "ипн", "інн", "инн", "iban")
_GLUED_KEY = re.compile(r"(?i)(?<![^\W\d_])(" + "|".join(GLUE_KEYS) + r")([^\W\d_]{3,})")
_DIGIT_NEXT = re.compile(r"[\s:—–\-]{0,3}\d")


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


# every key word and every key word with one letter deleted -> the key words it comes from
_INDEX: dict[str, set[str]] = {}
for _k in KEY_WORDS:
    if len(_k) >= 5:
        for _d in _deletes(_k) | {_k}:
            _INDEX.setdefault(_d, set()).add(_k)


def _one_edit(a: str, b: str) -> bool:
    """Damerau-Levenshtein distance of exactly one (a letter dropped, added, changed, or two neighbours swapped)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1:]


def _swapped(low: str) -> str | None:
    """The short key word `low` is two neighbouring letters swapped from, if any."""
    if low in SHORT_KEYS or low in _SHORT_REAL:
        return None
    for i in range(len(low) - 1):
        key = low[:i] + low[i + 1] + low[i] + low[i + 2:]
        if key in SHORT_KEYS:
            return key
    return None


@lru_cache(maxsize=32768)
def _key_for(low: str) -> str | None:
    """The key word `low` (a lower-cased word) is one slip from, if any (cached: a chat's words repeat)."""
    if len(low) <= 6 and (swapped := _swapped(low)) is not None:
        return swapped
    if low in KEY_WORDS or low in _REAL_WORDS or len(low) > 24 or len(low) < 4:
        return None
    index = _INDEX
    candidates = index.get(low)
    for i in range(len(low)):
        hit = index.get(low[:i] + low[i + 1:])
        if hit:
            candidates = hit if candidates is None else candidates | hit
    if not candidates:
        return None
    for key in sorted(candidates):
        if _one_edit(low, key):
            return key
    return None


_DIGITS = re.compile(r"\d+")


def _near_digits(text: str) -> list[re.Match[str]]:
    """The words of `text` up to 200 characters before a digit or 60 after one: where a value's key word stands."""
    spans: list[list[int]] = []
    for d in _DIGITS.finditer(text):
        a, b = max(0, d.start() - 200), d.end() + 60
        if spans and a <= spans[-1][1]:
            spans[-1][1] = b
        else:
            spans.append([a, b])
    return [m for a, b in spans for m in _WORD.finditer(text, a, b)]


def corrected(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    """`text` with its slipped key words spelled right, and the (position in the new text, length change) of each
    correction; None when there is none."""
    out: list[str] = []
    shifts: list[tuple[int, int]] = []
    pos = 0
    new_len = 0
    for m in _near_digits(text):
        glued = _GLUED_KEY.fullmatch(m.group()) if m.group()[:1].lower() in "кpsndіиiр" else None
        if glued is not None and _DIGIT_NEXT.match(text, m.end()) and _key_for(m.group().lower()) is None:
            key = glued.group(1) + " " + glued.group(2)  # "кодмами" -> "код мами"; a digit glued after is read by the rules
            out.append(text[pos:m.start()])
            new_len += m.start() - pos
            shifts.append((new_len + len(key), m.end() - m.start() - len(key)))
            out.append(key)
            new_len += len(key)
            pos = m.end()
            continue
        key = _key_for(m.group().lower())
        if key is None:
            continue
        if key == "passe" and not text[max(0, m.start() - 4):m.start()].lower().endswith("de "):
            continue  # the French password is "mot de passe": "pase" alone is Spanish
        word = m.group()
        fixed = key.capitalize() if word[:1].isupper() else key
        if word.isupper() and len(word) > 1:
            fixed = key.upper()
        out.append(text[pos:m.start()])
        new_len += m.start() - pos
        shifts.append((new_len + len(fixed), len(word) - len(fixed)))
        out.append(fixed)
        new_len += len(fixed)
        pos = m.end()
    if not shifts:
        return None
    out.append(text[pos:])
    return "".join(out), shifts


def original_offset(offset: int, shifts: list[tuple[int, int]]) -> int:
    """The position in the text as written of `offset` in the corrected text."""
    return offset + sum(change for at, change in shifts if at <= offset)


def typo_findings(text: str, judge: Callable[[str], tuple[Finding, ...]]) -> list[Finding] | None:
    """The rules' identifiers and secrets in `text` read with its slipped key words spelled right (`judge`: the
    findings of the detector on a text), on the text as written; None when there are none."""
    got = corrected(text)
    if got is None:
        return None
    fixed, shifts = got
    found = [Finding(f.kind, f.reason, original_offset(f.start, shifts), original_offset(f.end, shifts))
             for f in judge(fixed) if f.kind in (Kind.IDENTIFIER, Kind.SECRET) and "learned" not in f.reason]
    return found or None
