"""A national number written bare in a note about the office that handles it (round 36): "нагадування: пенсійний
фонд, перерахунок, 9744914721, до п'ятниці", "пенсионный фонд, 500100732259, до пятницы", "ZUS / urząd skarbowy:
NIP 5049576561" without the keyword, "HMRC self assessment, 84619 62836", "impôts : 2 95 66 97 326 226 avant le 20".

numbers.py reads a tax number with its keyword (РНОКПП, ІПН, NIP, UTR, numéro fiscal), or bare in a message about tax
(_scan_tax_talk: "декларація", "Steuerklasse"); people's notes to themselves name the office instead - the pension
fund, the tax office, ZUS, HMRC - and put the number they will be asked for beside it. The number that office files a
person under is that person's; its check digit tells it from a date, an amount or a case number:
- the Ukrainian РНОКПП (10 digits, its check digit, no trunk 0) beside the pension fund, a social
  security office, the tax office, a ЦНАП; in Russian too (Ukrainians write Russian);
- the Russian personal ИНН (12 digits, two check digits) beside the tax office, the pension / social fund, Госуслуги;
- the Polish NIP (10 digits) beside ZUS, KRUS or the urząd skarbowy (a sole trader's, the person's own);
- the British UTR (10 digits) beside HMRC or self assessment;
- the French numéro fiscal (13 digits) beside the impôts or the finances publiques.
The digits may be grouped by spaces or dashes, as people copy them.

Green limits: a value failing its check, a value after a phone word (the office's hotline: "ZUS infolinia 22 560 16
00"; a case's or an account's number), a company word in the message (a firm's NIP beside the urząd skarbowy), a currency or unit beside it, an example.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.findings import literal_alternation, speed_up
from app.core.memory.privacy.detector.gates import opens, word_gate

# (lower-cased text) the offices, per number
_UA_OFFICE = re.compile(
    r"пенсійн\w* фонд\w*|\bпфу\b|пенсі[йяїю]\w*|соцзахист\w*|соціальн\w* захист\w*|\bцнап\b|субсиді\w*|"
    r"податков\w*|\bдпс\b|пенсионн\w* фонд\w*|пенси[яюи]\w*|соцзащит\w*|налогов\w*")
_RU_OFFICE = re.compile(r"налогов\w*|\bфнс\b|\bифнс\b|пенсионн\w* фонд\w*|\bпфр\b|\bсфр\b|соцфонд\w*|госуслуг\w*|\bмфц\b")
_PL_OFFICE = re.compile(r"\bzus\w*|\bkrus\w*|urz\w* skarbow\w*|skarbów\w*|skarbow\w*|\bpit\b|e-?deklaracj\w*")
_GB_OFFICE = re.compile(r"\bhmrc\b|self[- ]assessment|inland revenue|tax return")
_FR_OFFICE = re.compile(r"imp[ôo]ts?\b|finances publiques|\bsip\b|tr[ée]sor public|d[ée]claration de revenus")
_OFFICE_WORDS = ("пенсі", "пенси", "пфу", "пфр", "сфр", "соцзах", "соцзащ", "соціальн", "цнап", "субсид", "податков",
                 "дпс", "налогов", "фнс", "соцфонд", "госуслуг", "мфц", "zus", "krus", "skarb", "pit", "deklaracj",
                 "hmrc", "assessment", "revenue", "tax return", "impôt", "impot", "finances publiques", "sip", "trésor",
                 "tresor", "déclaration de revenus", "declaration de revenus")
_GATE = word_gate(*_OFFICE_WORDS)
_HINT = re.compile(literal_alternation(_OFFICE_WORDS))

# ten to thirteen digits, maybe grouped by single spaces or dashes; not part of a longer number, a date, an amount
_VALUE = re.compile(r"(?<![\w+\-./,])\d(?:[ \-]?\d){9,12}(?![\w\-/]|[.,]\d)")
# a phone word or a thing's number word right before: the office's hotline, a case or an account
_PHONE_BEFORE = re.compile(
    r"(?<!\w)(?:tel\w*|phone|call\w*|infolini\w*|hotline|helpline|kontakt\w*|dzwo\w*|телефон\w*|тел\.?|гаряч\w* лін\w*|"
    r"горяч\w* лин\w*|дзвон\w*|звон\w*|appel\w*|t[ée]l[ée]phone|справ[аиу]|sprawy|sprawa|dossier|case|рахун\w*|сч[её]т\w*|"
    r"kont\w*|rachun\w*|account|compte)\W{0,4}(?:\w+\W{1,3}){0,2}$")
_COMPANY = re.compile(
    r"\b(?:firm\w*|spółk\w*|spolk\w*|sp\. z o\.o|company|ltd|limited|plc|ооо|тов|пат|ват|прат|компан\w*|підприєм\w*|"
    r"предприят\w*|organi[sz]ation|организац\w*|організац\w*|soci[ée]t[ée]|sarl|sas)\b")


def find_office_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Report a checksum-valid national number beside an office that files people under it (see the module's doc).
    `low`: `text` lower-cased, the same length."""
    if not opens(low, _GATE) or _HINT.search(low) is None:
        return
    checks: list[tuple[int, Callable[[str], bool]]] = []
    if _UA_OFFICE.search(low):
        checks.append((10, _rnokpp_ok))
    if _RU_OFFICE.search(low):
        checks.append((12, _ru_inn_ok))
    if _PL_OFFICE.search(low) and not _COMPANY.search(low):
        checks.append((10, ck.nip_ok))
    if _GB_OFFICE.search(low):
        checks.append((10, ck.uk_utr_ok))
    if _FR_OFFICE.search(low):
        checks.append((13, ck.french_tax_number_ok))
    if not checks:
        return
    for m in _VALUE.finditer(text):
        digits = re.sub(r"[ \-]", "", m.group())
        if len(set(digits)) < 3 or not any(len(digits) == n and ok(digits) for n, ok in checks):
            continue
        if _PHONE_BEFORE.search(low, max(0, m.start() - 40), m.start()) or is_lookalike_context(text, *m.span()):
            continue
        add("tax identification number", *m.span())


def _rnokpp_ok(digits: str) -> bool:
    """The РНОКПП's check digit, no leading 0 (a Ukrainian phone's trunk). (Not the birth date person_papers.py reads
    after a bare name: the office word says enough, as _scan_tax_talk's tax words do.)"""
    return digits[0] != "0" and ck.ukrainian_rntrc_ok(digits)


def _ru_inn_ok(digits: str) -> bool:
    """A person's ИНН: twelve digits, both check digits right (stdnum.ru.inn)."""
    from stdnum.ru import inn

    return inn.is_valid(digits)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
