"""Values in a list that are nobody's secret: a chemical equation's formulae and a numbered series of references - the
spans the learned model must not score (round 39, rlists; false red on green notes in broad-zzz70: "- 6CO2 + 6H2O ->
C6H12O6 + 6O2" in lecture notes, "factures à envoyer : FA-2025-0341, FA-2025-0342, avoir AV-2025-007").

The learned value model reads a short mix of capitals and digits as a key ("6CO2", "FA-2025-0342"). Two shapes say
it is neither a password nor anyone's number:
- FORMULA: element symbols with counts (C6H12O6, 6O2, H2SO4), two or more of them joined in one line by "+", "->",
  "→", "⇌" or "=": an equation, the writing of chemistry notes and homework;
- SERIES: two or more values of one shape (letters, separators and digit groups in the same places), the same but
  for their last digits, numbered close to each other (FA-2025-0341, FA-2025-0342; INV-1187, INV-1188): a run of
  documents - invoices, orders, tickets - numbered by the one who issues them; a secret or a person's number never
  comes in a consecutive series.
Green limits (what stays read): a lone value ("FA-2025-0342" alone), values of one shape far apart in number (two
keys of one format: recovery codes, licence keys), a formula-looking token outside an equation ("CO2 ist mein
Passwort"), every rule-found identifier or secret (these spans only bind the learned model).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern

_ELEMENTS = frozenset(
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo "
    "Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl "
    "Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm".split())
_FORMULA = LazyPattern(r"(?<![\w-])\d*[A-Z][A-Za-z0-9()]*(?![\w-])")
_FORMULA_BODY = re.compile(r"(?:[A-Z][a-z]?\d*|\(|\)\d*)+")
_SYMBOL = re.compile(r"[A-Z][a-z]?")
_JOIN = re.compile(r"\s*(?:\+|->|-->|=>|→|⟶|⇌|⇄|=)\s*")
_SERIES = LazyPattern(r"(?<![\w-])(?=[\w/-]*\d)(?=[\w/-]*[A-Za-z])[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)+(?![\w-])")
_LAST_DIGITS = re.compile(r"\d+$")


def _is_formula(token: str) -> bool:
    """Whether `token` is element symbols with counts, two symbols or a count at least ("6O2", "H2O", "NaCl")."""
    core = token.lstrip("0123456789")
    if not _FORMULA_BODY.fullmatch(core):
        return False
    symbols = _SYMBOL.findall(core)
    if not symbols or any(s not in _ELEMENTS for s in symbols):
        return False
    return len(symbols) >= 2 or any(c.isdigit() for c in token)


def _formula_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for line_start, line in _lines(text):
        if not ("+" in line or "→" in line or "->" in line or "=" in line or "⇌" in line):
            continue
        found = [m for m in _FORMULA.finditer(line) if _is_formula(m.group())]
        joined = [(a, b) for a, b in zip(found, found[1:]) if _JOIN.fullmatch(line, a.end(), b.start())]
        if joined:
            spans += [(line_start + m.start(), line_start + m.end()) for m in found]
    return spans


def _lines(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out


def _shape(token: str) -> str:
    return re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "a", token))


def _series_spans(text: str) -> list[tuple[int, int]]:
    tokens = list(_SERIES.finditer(text))
    if len(tokens) < 2:
        return []
    spans: list[tuple[int, int]] = []
    for i, a in enumerate(tokens):
        for b in tokens[i + 1:i + 4]:
            x, y = a.group(), b.group()
            if _shape(x) != _shape(y):
                continue
            dx, dy = _LAST_DIGITS.search(x), _LAST_DIGITS.search(y)
            if dx is None or dy is None or x[:dx.start()] != y[:dy.start()]:
                continue
            if 0 < abs(int(dx.group()) - int(dy.group())) <= 20:
                spans += [a.span(), b.span()]
    return spans


def listed_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text`'s chemical formulae in an equation and of its numbered series of references (see the doc)."""
    spans: list[tuple[int, int]] = []
    if "+" in text or "→" in text or "->" in text or "=" in text or "⇌" in text:
        spans += _formula_spans(text)
    if "-" in text or "/" in text:
        spans += _series_spans(text)
    return spans
