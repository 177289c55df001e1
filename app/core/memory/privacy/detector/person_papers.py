"""A person's tax numbers on work papers (round 18): an invoice issued by a named person, and a Ukrainian taxpayer
number (РНОКПП) written beside its holder's name without the keyword.

- `invoice_from_person`: numbers.py reads "faktura od ..." / "invoice from ..." as a firm's paper and leaves its NIP
  green; but when the issuer is a person ("Faktura od korepetytorki Anny Wójcik ma NIP ...", "the invoice from the
  tutor, Jana Novak, shows tax number ...", "Rechnung von Frau Petra Lang, Steuernummer ..."), the number is that
  person's (a sole trader's). Only a known given name (also in the Polish genitive) followed by a surname, with no
  legal form or company word between the name and the keyword.
- `find_named_rnokpp`: a payroll list or a contract's data in Ukrainian or Russian, "Петро Ткач 2387677085",
  "Олег Марченко, код 4545349555": ten digits that pass the РНОКПП check digit, whose first five digits are a birth
  date (days since 31.12.1899, births 1908-2025), right after a person's name with a known given name (Cyrillic or
  Latin). A phone number starts with 0 and fails the date; an order number rarely passes both and follows a name.
  Gated on a run of ten digits.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґ"

# the issuer of an invoice, then at most two lower-case words (an occupation: "korepetytorki", "the tutor"), maybe a
# title, then the name, then the rest of the clause up to the keyword (lower-case words only: no second name, no firm)
_INVOICE_FROM_NAME = re.compile(
    r"(?i:(?<!\w)(?:faktur\w*|rachun\w*|invoice|bill|\w*rechnung|factura|facture|рахун\w*|сч[её]т\w*)\s+"
    r"(?:od|from|von|vom|de|del|от|від)\s+)"
    rf"(?:[{_LOW}]+,?\s+){{0,3}}(?:(?i:pani|pana|pan|mr|mrs|ms|frau|herrn?|sr|sra|señora?|mme|madame|monsieur|пані|пана)\.?\s+)?"
    rf"(?P<first>[{_UP}][{_LOW}]+)\s+(?P<last>[{_UP}][{_LOW}'’\-]+)(?:\s*\([^()\n]{{1,30}}\))?,?(?:\s+[{_LOW}]+){{0,3}}[\s:,]*$"
)


def given_name(first: str) -> bool:
    """A known given name, also in the Polish genitive ("Anny", "Piotra", "Marka")."""
    return first in FIRST_NAMES or (first.endswith(("a", "а")) and first[:-1] in FIRST_NAMES) or (
        first.endswith(("i", "y")) and first[:-1] + "a" in FIRST_NAMES) or (
        first.endswith("ka") and first[:-2] + "ek" in FIRST_NAMES) or (
        first.endswith(("и", "і")) and first[:-1] + "а" in FIRST_NAMES) or (
        # (round 40) a child's pet form, as a school's or a club's list writes it: "Софійка", "Марійка", "Андрійко"
        first.endswith(("йка", "йко")) and first[:-3] + ("я" if first[-1] == "а" else "й") in FIRST_NAMES)


def invoice_from_person(text: str, start: int) -> bool:
    """Is the keyword at `start` on an invoice said to be from a named person (see the module's doc)?"""
    m = _INVOICE_FROM_NAME.search(text, max(0, start - 90), start)
    return m is not None and given_name(m.group("first"))


# (round 40) the holder named right after the keyword, as a contract's or a ticket's line says whose number it is: "NIP
# Michała Gutowskiego: 742-...", "Steuernummer von Jonas Keller", "NIF de Álvaro Peña", "tax number of Dana Hale"
_HOLDER_AFTER = re.compile(
    r"[ \t]+(?:(?:of|von|de|del|od|від|от)[ \t]+)?(?:(?i:pani|pana|pan|mr|mrs|ms|frau|herrn?|sr|sra|señora?|mme|m|monsieur)\.?[ \t]+)?"
    rf"(?P<first>[{_UP}][{_LOW}]+)[ \t]+(?P<last>[{_UP}][{_LOW}'’\-]+)(?![{_LOW}{_UP}])"
)


def holder_after(text: str, end: int) -> bool:
    """Is a person (a known given name, also in the Polish genitive, and a surname) named right after the keyword
    ending at `end`?"""
    m = _HOLDER_AFTER.match(text, end)
    return m is not None and given_name(m.group("first"))


_TEN = re.compile(r"(?<![\w\-+/.,])([1-4]\d{9})(?![\w\-/]|[.,]\d|\s?(?i:грн|гривень|uah|₴|zł|pln|eur|€|usd|\$|руб))")
# the holder's name right before: "Петро Ткач 2387677085", "Олег Марченко, код 4545349555", "Ткач Петро — 2387..."
_NAME_BEFORE = re.compile(
    rf"(?P<a>[{_UP}][{_LOW}'’\-]+)\s+(?P<b>[{_UP}][{_LOW}'’\-]+)(?:\s+[{_UP}][{_LOW}]+)?"
    # (round 40) and as a CSV or an insert quotes its cells: '"Софійка Мельник";3447779314', "('Оксана Ткачук', '79...'"
    r"[\"'«»“”]?\s*[,:;|(\-–—]?\s*[\"'«“„]?(?:(?i:код|рнокпп|іпн|ипн|інн|инн|ід\.? ?код|id|tax code)\s*[:№#]?\s*)?$"
)


def find_named_rnokpp(text: str, add) -> None:  # noqa: ANN001 - add(reason, start, end)
    """Add the РНОКПП written after its holder's name without the keyword (see the module's doc)."""
    for m in _TEN.finditer(text):
        value = m.group(1)
        if not 3000 <= int(value[:5]) <= 46000 or not ck.ukrainian_rntrc_ok(value):
            continue
        n = _NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        if n is not None and (given_name(n.group("a")) or given_name(n.group("b"))):
            add("tax identification number", *m.span(1))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
