"""Whose identifier is it: candidates and features of a learned model of an identifier's context (session 17 experiment,
not integrated: benchmarks/privacy_synth/ownership_model.py).

`value_candidates` finds the identifier-like values of a (normalised) message by shape and check digits alone,
before any rule on whose they are: IBANs and Polish NRB account numbers (mod 97), payment cards (Luhn), PESEL,
NIP, REGON, Steuer-ID, RNOKPP, SIREN/SIRET, NIR, DNI/NIE/CIF, NINO, SSN, EU VAT numbers and phone numbers
(libphonenumber). `feature_strings` are the hashed features of a message with such values: the folded words around
each value, the message's words, each value's type, position and the number of values. A logistic model over
them says how likely the message gives a person's identifier rather than an organisation's
(benchmarks/privacy_synth/ownership_model.py trains and measures it)."""
from __future__ import annotations

import re
import zlib
from dataclasses import dataclass

from app.core.memory.privacy.detector.folding import fold_word

DIM_BITS = 18
MASK = (1 << DIM_BITS) - 1

# a run of digits with the separators people type inside numbers (spaces, dashes, dots, slashes, brackets), an
# optional "+" or country letters before it
_RUN = re.compile(r"(?<![\w+])(?:\+|00)?\(?\d[\d \-./()]{5,40}\d(?![\w])")
_IBAN = re.compile(r"(?<![\w])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{2,4}){3,8}(?![\w])")
_LETTER_ID = re.compile(
    r"(?<![\w])(?:\d{8}-?[A-Z]|[XYZ]-?\d{7}-?[A-Z]|[A-HJ-NP-SUVW]-?\d{7}-?[0-9A-J]|"  # DNI, NIE, CIF
    r"[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]|"  # NINO
    r"(?:ATU|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK) ?[0-9A-Z][0-9A-Z \-]{6,14}[0-9A-Z])"
    r"(?![\w])")
_SSN = re.compile(r"(?<![\w\-])\d{3}-\d{2}-\d{4}(?![\w\-])")
_DATE = re.compile(r"\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}$")
_WORD = re.compile(r"[^\W\d_]{2,}")
_PHONE_REGIONS = ("PL", "DE", "ES", "FR", "UA", "GB", "US")
_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class Value:
    start: int
    end: int
    types: tuple[str, ...]


def _luhn(d: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = ord(ch) - 48
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def _mod97(s: str) -> bool:
    s = s[4:] + s[:4]
    try:
        return int("".join(str(int(c, 36)) for c in s)) % 97 == 1
    except ValueError:
        return False


def _digit_types(d: str, raw: str) -> list[str]:
    """The types a run of digits validates as (several or none)."""
    from stdnum.de import idnr
    from stdnum.fr import nir, siren, siret
    from stdnum.pl import nip, pesel, regon
    from stdnum.ua import rntrc

    n = len(d)
    out = []
    if n == 26 and _mod97("PL" + d):
        out.append("nrb")
    if 13 <= n <= 19 and d[0] in "3456" and _luhn(d):
        out.append("card")
    if n == 11:
        if pesel.is_valid(d):
            out.append("pesel")
        if idnr.is_valid(d):
            out.append("idnr")
    if n == 10:
        if nip.is_valid(d):
            out.append("nip")
        if rntrc.is_valid(d):
            out.append("rnokpp")
    if n in (9, 14) and regon.is_valid(d):
        out.append("regon")
    if n == 9 and siren.is_valid(d):
        out.append("siren")
    if n == 14 and siret.is_valid(d):
        out.append("siret")
    if n == 15 and nir.is_valid(d):
        out.append("nir")
    if 7 <= n <= 15 and _phone(raw):
        out.append("phone")
    return out


def _phone(raw: str) -> bool:
    import phonenumbers

    s = raw.strip()
    regions = (None,) if s.startswith(("+", "00")) else _PHONE_REGIONS
    if s.startswith("00"):
        s = "+" + s[2:]
    for region in regions:
        try:
            num = phonenumbers.parse(s, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(num):
            return True
    return False


def value_candidates(t: str) -> list[Value]:
    """The identifier-like values of `t` by shape and check digits (nothing about whose they are)."""
    out: list[Value] = []
    taken: list[tuple[int, int]] = []
    for m in _IBAN.finditer(t):
        compact = m.group().replace(" ", "")
        if 15 <= len(compact) <= 34 and _mod97(compact):
            out.append(Value(m.start(), m.end(), ("iban",)))
            taken.append(m.span())
    for pat, kind in ((_SSN, "ssn"), (_LETTER_ID, "")):
        for m in pat.finditer(t):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            types = ("ssn",) if kind else _letter_types(m.group())
            if types:
                out.append(Value(m.start(), m.end(), types))
                taken.append(m.span())
    for m in _RUN.finditer(t):
        raw = m.group().strip(" -./(")
        start = m.start() + m.group().index(raw[0])
        end = start + len(raw)
        if any(s < end and start < e for s, e in taken):
            continue
        for piece_start, piece in _pieces(raw):
            d = "".join(_DIGIT.findall(piece))
            if len(d) < 7 or _DATE.match(piece):
                continue
            types = _digit_types(d, piece)
            if types:
                s = start + piece_start
                out.append(Value(s, s + len(piece), tuple(types)))
                break
    out.sort(key=lambda v: v.start)
    return out


def _pieces(raw: str) -> list[tuple[int, str]]:
    """The whole run first, then its parts split at double spaces and slashes (two numbers in one run)."""
    out = [(0, raw)]
    for m in re.finditer(r"[^/]+", raw) if "/" in raw or "  " in raw else ():
        part = m.group().strip()
        if part and part != raw:
            out.append((m.start() + m.group().index(part[0]), part))
    return out


def _letter_types(v: str) -> tuple[str, ...]:
    from stdnum.es import cif, dni, nie
    from stdnum.eu import vat

    c = v.replace(" ", "").replace("-", "")
    out = []
    try:
        if dni.is_valid(c):
            out.append("dni")
        elif nie.is_valid(c):
            out.append("nie")
        elif cif.is_valid(c):
            out.append("cif")
        elif c[:2].isalpha() and len(c) == 9 and c[2:8].isdigit() and c[8] in "ABCD":
            out.append("nino")
        elif vat.is_valid(c):
            out.append("vat")
    except Exception:  # noqa: BLE001 - a validator's odd input is no value
        return ()
    return tuple(out)


# ---------------------------------------------------------------- features

def _fold(w: str) -> str:
    return fold_word(w)


MESSAGE_WORDS = True  # the message's words as features (a switch for the experiment's ablation)


def _bucket(n: int) -> str:
    return str(n) if n < 4 else ("4-6" if n < 7 else "7+")


def feature_strings(t: str, values: list[Value]) -> list[str]:
    """The feature strings of a message `t` (normalised) with its candidate `values`."""
    low = t.lower()
    f = ["bias", "n:" + _bucket(len(values)), "len:" + _bucket(len(t) // 60)]
    kinds = set()
    for i, v in enumerate(values):
        for ty in v.types:
            kinds.add(ty)
        ty = v.types[0] if len(v.types) == 1 else "+".join(sorted(v.types))
        f.append("t:" + ty)
        pos = "first" if i == 0 else ("last" if i == len(values) - 1 else "mid")
        f.append("pos:" + pos)
        f.append("at:" + ("start" if v.start < 3 else ("end" if v.end > len(t) - 3 else "in")))
        left = [_fold(w) for w in _WORD.findall(low, max(0, v.start - 90), v.start)[-7:]][::-1]
        right = [_fold(w) for w in _WORD.findall(low, v.end, v.end + 60)[:4]]
        for j, w in enumerate(left):
            h = w[:5]
            f.append("lb:" + h)
            if j < 3:
                f.append(f"l{j}:{h}")
                f.append(f"lt:{h}:{ty}")
            if j < 2:
                f.append("lw:" + w)
        if len(left) >= 2:
            f.append("l01:" + left[1][:5] + "_" + left[0][:5])
        for j, w in enumerate(right):
            h = w[:5]
            f.append("rb:" + h)
            if j < 2:
                f.append(f"r{j}:{h}")
        j = v.start - 1
        while j >= 0 and t[j] == " ":
            j -= 1
        f.append("pc:" + (t[j] if j >= 0 and not t[j].isalnum() else ("w" if j >= 0 else "^")))
    if MESSAGE_WORDS:
        for w in _WORD.findall(low)[:120]:
            f.append("m:" + _fold(w)[:5])
    f += ["k:" + k for k in sorted(kinds)]
    return f


def hashed(strings: list[str]) -> list[int]:
    return sorted({zlib.crc32(s.encode("utf-8", "surrogatepass")) & MASK for s in strings})
