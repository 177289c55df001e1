"""A printed form's sample value, its digits zeros after a leading digit or two (round 22, set broad-zzi: "Na wzorze
wniosku o dowód jest 'ANNA NOWAK, seria ABA 300000'", "En la plantilla ... NIE 'X0000000T' y teléfono '+34 600 000
000'").

Forms, templates and manuals fill their example fields with zeros: "X0000000T", "ABA 300000", "600 000 000",
"00000000000", "DE00 0000 0000 ...". Such a value passes a checksum now and then ("X0000000T" does), but nobody is given
it: in a message about a form, a template or an example, an identifier whose digits (after a phone's country code) are
at most two leading non-zero digits and then five zeros or more is the form's placeholder (not elsewhere: a real line
may end in zeros, and "ABA300000" is a valid ID card number; an IBAN never - its checksum fails on a form's zeros).

Round 47 (rfr): a form's other filler, the digits counted up from one ("Passport number: 123456789", "PESEL 12345678901"
is not one - it must start at 1 and count on: "1234567", "123456789", "1234567890", spaced or not), under the same
limits: in a message about a form, a template or an example, not after a possessive.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_COUNTRY_CODE = re.compile(r"^\s*(?:\+|00)(\d{1,3})[\s\-]")
_ZEROS = re.compile(r"^[1-9]?[1-9]?0{5,}$|^0{6,}$")
_NOT_DIGIT = re.compile(r"\D")
_OWN_BEFORE = re.compile(r"(?i)(?<!\w)(?:my|mine|mój|moj\w*|mein\w*|mi|mis|mon|ma|mes|мій|моя|мой|мою|our|nasz\w*|"
                         r"unser\w*|nuestr\w*|notre|наш\w*)(?!\w)[^.!?\n]{0,25}$")
_FORM = re.compile(
    r"form|template|sample|example|placeholder|mock|wz[óo]r|przyk[łl]ad|szablon|formularz|muster|vorlage|beispiel|"
    r"formular|plantilla|ejemplo|modelo|formulario|mod[èe]le|exemple|formulaire|зраз|шаблон|приклад|образ[еец]|пример|бланк")


def zero_value(value: str) -> bool:
    """`value`'s digits are a form's zeros (see the module's doc)."""
    cc = _COUNTRY_CODE.match(value)
    if cc:
        value = value[cc.end():]
    digits = _NOT_DIGIT.sub("", value)
    return _ZEROS.match(digits) is not None or (len(digits) >= 7 and _COUNTED.startswith(digits))


_COUNTED = "12345678901234567890"  # (round 47) a form's counted filler: "123456789", "1234567890"


def drop_zero_values(text: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the identifiers whose value is a form's zeros; their spans go to `rejected`."""
    if "00000" not in text and "000 000" not in text and "123" not in text:
        return findings
    kept = []
    form = None
    for f in findings:
        if f.kind is Kind.IDENTIFIER and "IBAN" not in f.reason and "bank" not in f.reason \
                and zero_value(text[f.start:f.end]):
            # (only on a form, a template, an example: a real line may end in zeros, "ABA300000" is a valid card)
            form = _FORM.search(text.lower()) is not None if form is None else form
            if not form or _OWN_BEFORE.search(text, max(0, f.start - 30), f.start):  # "Mój numer +48 600 000 000"
                kept.append(f)
                continue
            rejected.append((f.start, f.end))
        else:
            kept.append(f)
    return kept


speed_up(globals())
