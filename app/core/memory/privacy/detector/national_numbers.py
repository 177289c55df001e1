"""Round 44 (rids): personal numbers of countries whose names the finders did not read - Portugal's NIF (número de
contribuinte, a person's opening with 1, 2 or 3), NISS and cartão de cidadão, Belgium's rijksregisternummer (numéro
de registre national, INSZ/NISS), the Czech and Slovak rodné číslo, Romania's CNP, Italy's codice fiscale named
without a country - each after its own name, in the languages people write it in ("NIF portugués, 154266884", "o
meu NIF é ...", "mijn rijksregisternummer 85.11.12-028.19", "moje rodné číslo 856130/2926", "CNP-ul meu este ...",
"il mio codice fiscale è ..."), and passing that number's check (python-stdnum: pt.nif, pt.cc, be.nn, cz.rc, ro.cnp,
it.codicefiscale; the NISS's weights here).

A coverage audit of national numbers (own sentences, one or two per kind and language, the writer's valid value with
its usual word) found these kinds unread while PESEL, NIP, Steuer-ID, DNI, NIE, NIR, NHS, SSN, РНОКПП, ИНН, BSN were
read. Read: the name, then within its sentence (60 characters, no other digits between) the value; or the value
just before the name ("154266884 é o meu NIF").

Green limits: a company's NIF (opening 5, 6, 8 or 9 - a legal person, a sole trader's trade) or one said to be an
organisation's; a value failing its check; a sample, an order's or an invoice's number (context.is_lookalike_context);
a guide's example ("exemplo", "ejemplo", "example", "przykład", ...).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.be import nn as _be_nn
from stdnum.cz import rc as _cz_rc
from stdnum.it import codicefiscale as _it_cf
from stdnum.pt import cc as _pt_cc
from stdnum.pt import nif as _pt_nif
from stdnum.ro import cnp as _ro_cnp

from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.findings import speed_up

# the names' stems, one of them in the message (lower-cased)
GATE_WORDS = ("nif", "n.i.f", "contribuinte", "niss", "seguran", "cidad", "citizen card", "rijksregister", "insz",
              "registre national", "numéro national", "numero national", "national register", "rodn", "r.č", "rč",
              "r. č", "r.c.", "r. c.", "birth number", "cnp", "numeric personal", "fisc", "c.f.")
# the names (lower-cased text), each with the kind it names
_PT_NIF = (r"nif (?:portugu[eê]s\w*|de portugal|pt)|(?:o |a )?(?:meu|minha|mój|moj|my|mein\w*|mi|mon|ma) nif|"
           r"portugu\w* (?:nif|tax (?:number|id)|steuernummer|numer podatkowy|n[uú]mero fiscal|num[ée]ro fiscal)|"
           r"n[uú]mero de contribuinte|contribuinte|nif|n\.?i\.?f\.?")
_PT_NISS = r"niss|n[uú]mero de identifica[cç][aã]o da seguran[cç]a social|seguran[cç]a social"
_PT_CC = r"cart[aã]o de cidad[aã]o|cart[aã]o do cidad[aã]o|citizen card"
_BE_NN = (r"rijksregister\w*|insz|numéro de registre national|num[ée]ro national|registre national|"
          r"national register number")
_CZ_RC = r"rodn[ée] [čc][íi]sl\w*|r\. ?[čc]\.|rč|birth number"
_RO_CNP = r"cnp(?:-ul|ul)?|cod numeric personal|codul numeric personal"
_IT_CF = r"codice fiscale|cod\. ?fisc\.?|c\.f\."
_KINDS = (("pt_nif", _PT_NIF), ("pt_niss", _PT_NISS), ("pt_cc", _PT_CC), ("be_nn", _BE_NN), ("cz_rc", _CZ_RC),
          ("ro_cnp", _RO_CNP), ("it_cf", _IT_CF))
_NAME = "|".join(f"(?P<{k}>{p})" for k, p in _KINDS)
# the value: digits (in groups too: "85.11.12-028.19", "856130/2926", "50788099 5 AB7"), or a codice fiscale's letters
_VALUE = (r"(?<![\w\-/.])((?:\d[ .\-/]?){8,13}(?:[ ]?[a-z]{2}\d)?|[a-z]{6}\d{2}[a-z]\d{2}[a-z]\d{3}[a-z])"
          r"(?![\w\-/]|[.,]\d)")
_AFTER = re.compile(r"(?<![^\W\d_])(?:" + _NAME + r")(?![^\W\d_])[^\d\n!?]{0,60}?" + _VALUE)
_BEFORE = re.compile(_VALUE + r"[^\d\n.!?]{0,25}?(?<![^\W\d_])(?:" + _NAME + r")(?![^\W\d_])")
_SAMPLE = re.compile(r"(?<![^\W\d_])(?:exemplo\w*|ejemplo\w*|example\w*|exemple\w*|beispiel\w*|przyk[łl]ad\w*|"
                     r"voorbeeld\w*|příklad\w*|priklad\w*|exemplu\w*|esempio\w*|приклад\w*|пример\w*|fictício|ficticio|"
                     r"fake|dummy|test\w*)(?![^\W\d_])")
# an organisation's number: "NIF da empresa", "el NIF de la inmobiliaria", "firma", "company"
_ORG = re.compile(r"(?<![^\W\d_])(?:empresa|sociedade|sociedad|companhia|compañía|company|firm|firma\w*|lda|ltda|s\.?a\.?|"
                  r"loja|tienda|shop|store|c[aâ]mara|ayuntamiento|associa[cç][aã]o|asociaci[oó]n|escola|escuela|"
                  r"clínica|cl[ií]nica|hospital|senhorio|landlord|vermieter|immobili\w*|imobili[aá]ria|inmobiliaria|"
                  r"restaurante|hotel|banco|bank|seguradora|fornecedor|proveedor|supplier|"
                  r"bedrijf|vennootschap|société|entreprise|firm[aă]|societate|srl|s\.r\.l\.|společnost|s\.r\.o\.|"
                  r"azienda|societ[àa]|ditta|s\.p\.a\.|comune)(?![^\W\d_])")
_NISS_WEIGHTS = (29, 23, 19, 17, 13, 11, 7, 5, 3, 2)
_REASONS = {"pt_nif": "tax identification number", "pt_niss": "social security / insurance number",
            "pt_cc": "national ID number", "be_nn": "national ID number", "cz_rc": "national ID number",
            "ro_cnp": "national ID number", "it_cf": "tax identification number"}


def _niss_ok(digits: str) -> bool:
    if len(digits) != 11 or digits[0] not in "12" or len(set(digits)) <= 2:
        return False
    return int(digits[10]) == 9 - sum(int(d) * w for d, w in zip(digits, _NISS_WEIGHTS)) % 10


def _valid(kind: str, raw: str) -> bool:
    compact = re.sub(r"[ .\-/]", "", raw).upper()
    try:
        if kind == "pt_nif":
            return len(compact) == 9 and compact[0] in "123" and _pt_nif.is_valid(compact)
        if kind == "pt_niss":
            return _niss_ok(compact)
        if kind == "pt_cc":
            return _pt_cc.is_valid(compact)
        if kind == "be_nn":
            return len(compact) == 11 and _be_nn.is_valid(compact)
        if kind == "cz_rc":
            return len(compact) in (9, 10) and _cz_rc.is_valid(compact)
        if kind == "ro_cnp":
            return len(compact) == 13 and _ro_cnp.is_valid(compact)
        if kind == "it_cf":
            return len(compact) == 16 and _it_cf.is_valid(compact)
    except Exception:  # noqa: BLE001 - a value of any other shape is none of these
        return False
    return False


def find_national_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each personal number above named in `text` (`low`: lower-cased, same
    length)."""
    for pattern in (_AFTER, _BEFORE):
        for m in pattern.finditer(low):
            kind = next(k for k, _ in _KINDS if m.group(k) is not None)
            start, end = m.span(len(_KINDS) + 1 if pattern is _AFTER else 1)
            if not _valid(kind, low[start:end]):
                continue
            begin = max(low.rfind(". ", 0, min(start, m.start())), low.rfind("\n", 0, min(start, m.start())),
                        min(start, m.start()) - 60, 0)
            stop = low.find(". ", end)
            stop = min(end + 50, stop if stop >= 0 else len(low))
            if _SAMPLE.search(low, begin, stop) or (kind in ("pt_nif", "it_cf") and _ORG.search(low, begin, stop)):
                continue
            if is_lookalike_context(text, start, end):
                continue
            add(_REASONS[kind], start, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
