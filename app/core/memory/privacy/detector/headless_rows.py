"""A person's name and home address in the rows of a table pasted without its header (round 40, rdev).

A developer asks about rows their script flagged - a dedupe, an import, a migration - and pastes them as the database
client or Markdown prints them, without the header line: "| 1182 | Beatrice Lomax | 27 Fernhill Road, Cheltenham GL51
3QT |". identity_rows.py reads a table by its header's keys; with no header the cells still say what they are: one is
a person's name (two or three capitalised words of a person's shape - identity_rows.name_ok: a known given name, no
firm's, venue's or street's word, nothing generated-looking), another a street address with its house number
(identity.ADDRESS: "27 Fernhill Road", "ul. Lipowa 7", "Lindenweg 12a", "calle Mayor 15", "12 rue des Lilas", "вул.
Шевченка 10"). A table is two rows at least, each with the same number of cells, split by bars or tabs.

Green limits: known placeholder people, sample streets, a message that says its rows are invented
(mockup_persons.placeholder_record); a row with a firm's or a venue's name; a row with no house number.
Gated in verdict.py on a bar or a tab, a line break and a digit.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.identity import ADDRESS, _given_name
from app.core.memory.privacy.detector.identity_rows import name_ok
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.mockup_persons import placeholder_record

# a venue's or a firm's word beside a given name: "Costa Coffee", "Anna's Bakery"
_NOT_PEOPLE = frozenset("Coffee Cafe Café Bakery Bar Pub Hotel Shop Store Ltd Inc GmbH Sp SA SL SAS SARL LLC Pizza Kebab "
                        "Salon Studio Clinic Dental Garage Motors Services Group Kawiarnia Piekarnia Bäckerei Panadería "
                        "Boulangerie Кав'ярня Кофейня".split())


_PEOPLE = LazyPattern(
    r"(?i)(?<![^\W\d_])(?:person|people|customers?|clients?|patients?|members?|tenants?|users?|residents?|contacts?|"
    r"osob[aoyę]|ludzi|klient\w*|pacjent\w*|członk\w*|najemc\w*|kund\w*|person(?:en)?|mitglied\w*|mieter\w*|patient\w*|"
    r"persona|personas|client[ea]s?|pacientes?|soci[oa]s?|inquilin\w*|personnes?|adhérents?|locataires?|"
    r"особ[аиу]|люд\w*|клієнт\w*|пацієнт\w*|мешкан\w*|человек\w*|клиент\w*|пациент\w*|жильц\w*|абонент\w*)(?![^\W\d_])"
)


def _cells(line: str, sep: str) -> list[str]:
    body = line.strip()
    if sep == "|":
        if not body.startswith("|"):
            return []
        body = body.strip("|")
    return [c.strip() for c in body.split(sep)]


def find_headless_rows(text: str) -> list[Finding]:
    """A table's row holding a person's name and their street address (see the module's doc)."""
    if ("|" not in text and "\t" not in text) or "\n" not in text:
        return []
    sep = "|" if "|" in text else "\t"
    lines = text.split("\n")
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    rows = [(i, cells) for i, line in enumerate(lines) if len(cells := _cells(line, sep)) >= 2]
    widths = [len(c) for _, c in rows]
    found: list[Finding] = []
    for i, cells in rows:
        if widths.count(len(cells)) < 2 or not any(c[:1].isdigit() or any(ch.isdigit() for ch in c) for c in cells):
            continue  # one row is no table; a row with no digit holds no address
        # (no key says the cell is a name: a known given name in it, first or after the surname - not "Costa Coffee")
        # or the message saying its rows are people: "are they the same person?", "duplicate customers", "klienci")
        name = next((c for c in cells if name_ok(c) and not any(w in _NOT_PEOPLE for w in c.split()) and (
            any(_given_name(w) for w in c.replace(",", " ").split()[:2]) or _PEOPLE.search(text))), None)
        if name is None:
            continue
        address = next((c for c in cells if c != name and any(ch.isdigit() for ch in c) and not c.isdigit()
                        and ADDRESS.search(c)), None)
        if address is not None and not placeholder_record(text, name, address):
            found.append(Finding(Kind.IDENTITY, "name with home address", starts[i], starts[i] + len(lines[i])))
    return found
