"""A value glued to the word or the label before it (round 33): "avec mon compteFR7690363667754331461237765",
'c'est écrit "NIR215034302641657"', "my SSN512-47-3860", "mi cuentaES0520850103961234567890", "IBANFR76...".

A phone keyboard drops the space, a form's export or an OCR'd attestation prints the label against the value; a reader
still sees the label, then the value. The finders read a value from a word boundary on (an IBAN that starts inside the
word "compte" is no IBAN to them), and the keyword finders want a boundary after an acronym ("NIR", "SSN"). For the
number glued to the next word see value_glyphs.py; for a phone glued to its preposition, glued_numbers.py.

`glued_value_edits` puts the space back
- after an identifier's label glued to the value (PESEL, SSN, NIR, DNI, NINO, IdNr, ІПН/ИНН, РНОКПП, IBAN, NRB ...): the
  finder the label names then judges the value as it would with the space (checksum, sample, owner);
- before an IBAN (mod 97 and the country's length) or a French NIR (its key, mod 97) glued to any word: the checksum
  proves the value whatever word it is glued to; and after such an IBAN when a word is glued to its end too
  ("a la cuentaES13...991por favor", round 37).

(round 41) a label and its colon glued to the value, as a form's export or a hurried note prints it: "код:4515063656",
"PESEL:44051401358", "NIU:1598234", "tel.:0612345678" - the space after the colon goes back, so the finders read
"код: 4515063656" as they read it typed with the space (the keyword, the checksum, the sample words judge).

Green limits: nothing else is split (a product code "SKU85120312343", an order "ZAM44051401359", "COVID19" stay as
written - a weak checksum such as PESEL's one digit would call a tenth of such codes red); a label only as a whole
word ("COVIDNIR..." is not "NIR"), the value of six characters or more.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck

# a letter glued to a value: an IBAN's head, or six digits and more (an SSN's first group and its dash)
_GATE = re.compile(r"[^\W\d_](?:[A-Z]{2}\d{2}[0-9A-Z]{10}|\d{6}|\d{3}-\d\d-\d{4})")
# an identifier's label glued to its value, as a whole word (not the end of a longer word)
_LABEL = re.compile(
    r"(?<![^\W\d_])(?:(?i:pesel\w{0,2}?|ssn|nir|dni|nino|idnr|itin|nrb|iban|рнокпп|іпн|ипн|инн|снилс|"
    r"passport|paszport\w{0,2}?|reisepass|pasaporte|passeport|паспорт\w{0,2}?)|NIE|NIF|NSS|TIN|NUSS)"
    r"(?=[A-Z]{0,3}\d{6}|\d{3}-\d\d-\d{4}|[A-Z]{2}\d{2}[0-9A-Z]{10})"
)
# (round 41) a label's colon glued to six digits or more: "код:4515063656" (not a time "12:30", a port "host:8080", a
# verse "3:16": a word of letters before the colon, six digits after it)
_COLON_GLUED = re.compile(r"(?<=[^\W\d_]{2})[.]?:(?=\+?\d{6})")
# an IBAN's head glued to the end of a word ("compteFR76", "cuentaES05", "IBANDE62")
_IBAN_HEAD = re.compile(r"(?<=[^\W\d_])[A-Z]{2}\d{2}[0-9A-Z]{10,30}")
# fifteen digits glued to a word: a NIR's sex digit opens it (Corsica's 2A/2B left to the label rule)
_NIR_GLUED = re.compile(r"(?<=[^\W\d_])[12]\d{14}(?!\d)")


def _iban_in(run: str) -> int:
    """The length of the valid IBAN `run` opens with (letters glued after it dropped), 0 for none."""
    end = len(run)
    while end >= 15:
        if ck.iban_ok(run[:end]):
            return end
        if not run[end - 1].isalpha():
            return 0
        end -= 1
    return 0


def glued_value_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (start, start, " ") insertions between a value and the label or word glued before it in `t`."""
    if ":" in t:
        for m in _COLON_GLUED.finditer(t):
            edits.append((m.end(), m.end(), " "))
    if not _GATE.search(t):
        return
    at: set[int] = set()
    for m in _LABEL.finditer(t):
        at.add(m.end())
    for m in _IBAN_HEAD.finditer(t):
        n = _iban_in(m.group())
        if m.start() not in at and n:
            at.add(m.start())
        if n and m.start() + n < len(t) and t[m.start() + n].isalpha():
            at.add(m.start() + n)  # (round 37) and the word glued after it: "cuentaES13...991por favor"
    for m in _NIR_GLUED.finditer(t):
        if m.start() not in at and ck.french_nir_ok(m.group()):
            at.add(m.start())
    for pos in sorted(at):
        edits.append((pos, pos, " "))
