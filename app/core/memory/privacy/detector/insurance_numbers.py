"""Social- and health-insurance numbers behind a shortened, misspelt or lower-case key word, in their spaced and
dashed groupings (round 32): numbers.py reads the full key words ("Rentenversicherungsnummer", "número de la
seguridad social") and a compact value; people type "mi num de la seg social 28 4619073 52", "rentenvers nummer
65 170839 W 512", "n° sécu 1 85 05 78 006 084 36", "nr ubezp. 850102 12342", "снілс 112-233-445 95".

The key word names a social-insurance number (short forms included); the value follows within a few words in the
same sentence, as digit groups (a letter inside for the German number). It counts when it passes one of the
insurance numbers' own checks, or has the shape only such a number has: twelve digits as the Spanish card groups
them (2 + 7-8 + 2), the German number's letter between its digits and a birth date inside, the French NIR's sex
digit, year and month, a PESEL's or a Russian SNILS's eleven digits. A key word already stands for the document, so
a mistyped check digit is still somebody's number. Phone-shaped values (a "+" or "00" in front) are the office's
line, and a sample or a form's specimen stays green.

Reads the text where digit_stats found nine digits at least; the key-word search runs only then.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import Claims, is_lookalike_context, lookalike_before
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.mockup_persons import placeholder_before
from app.core.memory.privacy.detector.sample_mentions import example_between

_REASON = "social security / insurance number"

# on lower-cased text; every alternative starts a word
_KEY = re.compile(
    r"(?<![^\W\d_])(?:"
    # es: "num de la seg social", "nº SS", "n.º de la S.S.", "seg. soc.", "nuss", "núm. afiliación"
    r"(?:n[uú]m(?:ero|\.)?|n\.?\s?[º°o]\.?|nro\.?)\s?(?:de\s)?(?:la\s)?(?:seg(?:uridad|\.)?\s?soc(?:ial|\.)?|s\.\s?s\.|ss(?![^\W\d_])|"
    r"afiliaci[oó]n|afiliado)|seg(?:uridad|\.)?\s?soc(?:ial|\.)|nuss|"
    # de: "rentenvers nummer", "Rentenvers.-Nr.", "sozialvers.-nr", "SV-Nr", "sv nr", "RV-Nummer", "Versicherungsnr."
    r"rentenvers\w*\.?|sozialvers\w*\.?|(?:sv|rv)[\s.\-]?(?:nr|nummer|no)\.?|versicherungs-?nr\.?|vers\.?[\s\-]?nr\.?|"
    r"versicherungsnummer|rentennr\.?|"
    # fr: "n° sécu", "n° ss", "num secu", "numéro de sécu", "sécu sociale"
    r"(?:n[º°o]\.?|num(?:[ée]ro|\.)?)\s?(?:de\s)?(?:(?:la\s)?s[ée]cu\w*|ss(?![^\W\d_]))|s[ée]cu\s?soc\w*|"
    # en: "ni no", "NI num", "nat ins no", "soc sec no", "ssn"
    r"ni\s?(?:no|num|number|nr|#)\.?|nat(?:ional|\.)?\s?ins(?:urance|\.)?|soc(?:ial|\.)?\s?sec(?:urity|\.)?|ssn|"
    # pl: "nr ubezp.", "numer ubezpieczenia", "nr ubezpieczonego"
    r"(?:nr|numer)\.?\s?ubezp\w*\.?|"
    # uk/ru: "снілс", "снилс", "страх. номер", "страховий номер", "унзр", "іпн"
    r"сн[іи]лс|страх(?:ов\w*|\.)\s?(?:номер|н\.)|унзр|[іи]пн|рнокпп"
    r")(?![^\W\d_])"
)
# a run of digit groups, a letter allowed between them (the German number), read from the key word on
_VALUE = re.compile(r"(?<![\w+])(?!00)\d+(?:[A-Za-z]\d+)?(?:[ \-./]{1,2}(?:\d+(?:[A-Za-z]\d+)?|[A-Za-z](?![^\W\d_])))*(?![\w])")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")
_SVNR = re.compile(r"\d{8}[A-Z]\d{3}")
# a phone's or a service line's words between the key word and the value: the office's number
_LINE_WORDS = re.compile(
    r"tel\w*|phone|hotline|call|ring|helpline|line|llam\w*|l[ií]nea|appel\w*|num[ée]ro vert|infolinia|dzwo\w*|"
    r"servicenummer|rufnummer|anruf\w*|телефон\w*|дзвон\w*|звон\w*|гаряч\w*|горяч\w*|fax")


def _date_ok(day: int, month: int) -> bool:
    return 1 <= day <= 31 and 1 <= month <= 12


def _snils_ok(d: str) -> bool:
    return ck.snils_ok(d)


def _insurance_shaped(value: str) -> bool:
    """Is `value` (the digit groups as typed) one of the insurance numbers, by its check or its shape?"""
    compact = re.sub(r"[ \-./]", "", value).upper()
    if _SVNR.fullmatch(compact):  # German: area, DDMMYY, initial, serial, check
        day = int(compact[2:4])
        return ck.german_svnr_ok(compact) or _date_ok(day - 40 if day > 40 else day, int(compact[4:6]))
    if not compact.isdigit() or len(set(compact)) <= 2:
        return False
    n = len(compact)
    groups = [len(g) for g in re.split(r"[ \-./]+", value.strip())]
    if n == 12 or (n == 11 and groups[:1] == [2] and len(groups) == 3):  # Spanish: province, number, check
        prov = int(compact[:2])
        if n == 12 and (spanish_nss(compact) or (1 <= prov <= 53 or prov == 66) and groups in ([2, 8, 2], [2, 10])):
            return True
        if n == 11 and (1 <= prov <= 53 or prov == 66) and groups[2] == 2:
            return True
    if n in (13, 15) and compact[0] in "12" and (1 <= int(compact[3:5]) <= 12 or 20 <= int(compact[3:5]) <= 42):
        return n == 13 or ck.french_nir_ok(compact) or len(groups) >= 3  # French NIR (the key may be left off)
    if n == 11:
        return ck.pesel_ok(compact) or _snils_ok(compact) or (groups in ([3, 3, 3, 2], [9, 2]))  # PESEL, SNILS
    if n == 10:
        return ck.ukrainian_rntrc_ok(compact)
    if n == 9:
        return ck.ssn_ok(compact[:3], compact[3:5], compact[5:])
    return False


def spanish_nss(digits: str) -> bool:
    prov, num, dc = int(digits[:2]), int(digits[2:10]), int(digits[10:])
    base = prov * 10_000_000 + num if num < 10_000_000 else int(digits[:10])
    return prov > 0 and base % 97 == dc


def _item_start(text: str, start: int) -> int:
    """(round 39) Where the list item holding the key word at `start` begins: after the last comma, semicolon or colon
    before it. The key word names the document, so a thing's word in an earlier item is no label of the value: "para el
    nuevo trabajo: contrato firmado, número de la Seguridad Social 28 14829301 75, ..." is no contract's number."""
    return max(text.rfind(", ", 0, start), text.rfind("; ", 0, start), text.rfind(": ", 0, start)) + 1


# an example's or a specimen's word: a label of the value even from an earlier list item ("Modèle : M. Jean Dupont, ...,
# 1 rue de l'Exemple, 75000 Paris, n° sécu ...")
_SAMPLE_WORD = LazyPattern(r"(?i)exempl|exampl|ejempl|beispiel|muster|przyk|wz[oó]r|приклад|пример|зраз|образ|sample|"
                           r"specimen|sp[ée]cimen|fictif|fictici|dummy|placeholder|mod[eè]le|modelo")


def _thing_label(text: str, start: int) -> bool:
    """A thing's or a sample's word labels the key word at `start`: in its own list item, or (an example's word) in an
    earlier one (round 39)."""
    if not lookalike_before(text, start):
        return False
    item = _item_start(text, start)
    return item == 0 or lookalike_before(text[item:], start - item) \
        or _SAMPLE_WORD.search(text, max(0, start - 60), start) is not None


def find_insurance_numbers(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    """Insurance numbers after a short or misspelt key word, in their groupings (text with nine digits or more)."""
    for k in _KEY.finditer(low):
        end = min(len(text), k.end() + 60)
        stop = _SENTENCE_END.search(text, k.end(), end)
        if stop:
            end = stop.start()
        for v in _VALUE.finditer(text, k.end(), end):
            value = v.group().rstrip(" -./")
            if v.start() - k.end() > 40:
                break
            if sum(c.isdigit() for c in value) < 9:
                continue
            if example_between(low, k.end(), v.start()) or _thing_label(text, k.start()):
                claimed.reject(v.start(), v.start() + len(value))
                break  # "número de la seg social de ejemplo: ...", "the sample SSN ..."
            if _LINE_WORDS.search(low, k.end(), v.start()):
                break  # "Rentenversicherung, Servicetelefon 0800 1000 4800": the office's line
            if _insurance_shaped(value) and not claimed.overlaps(v.start(), v.start() + len(value)) \
                    and not is_lookalike_context(text, v.start(), v.start() + len(value)) \
                    and not placeholder_before(text, k.start()):
                findings.append(Finding(Kind.IDENTIFIER, _REASON, v.start(), v.start() + len(value)))
                claimed.append((v.start(), v.start() + len(value)))
            break


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
