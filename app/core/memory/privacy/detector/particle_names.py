"""A name with a surname particle before a home address (Round 46, rlinks: person+address).

identity.py reads the name before an address as two capitalised words ("Odette Lemaire, 7 rue ..."). Names with a
particle or a hyphenated given name break that pair: "María del Carmen Ruiz de la Fuente, calle Mayor 12", "Anne-Sophie
de Villiers, 4 avenue Foch", "Jean-Baptiste Le Goff, 12 rue des Lilas", "Ludwig van der Berg, Lindenstraße 4",
"Giulia Di Stefano, Via Roma 3". Here the words right before the address (after a comma, or a colon's label) are read
back: capitalised words and particles (del, de la, de, van der, von, le, la, di, da, dos, du, y, ...), at least one
particle or a hyphenated given name, ending in a capitalised surname, and starting with a known given name (or a
hyphenated one whose part is known). Green limits: a venue named after such a person ("Collège Jean-Baptiste de La
Salle, 12 rue ...") is left to identity.py's venue_before; a street, a firm or a placeholder as identity.py checks.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.lazy import LazyPattern

_UP = name_letters.UP_WIDE
_LOW = name_letters.LOW_WIDE
_CAP = rf"[{_UP}][{_LOW}'’]+"
_PARTICLE = r"(?:del|de la|de las|de los|de l['’]|de|van der|van den|van de|van|von der|von dem|von|zu|le|la|di|da|das|dos|do|du|des|y|i|e|ten|ter|De|Di|Da|Le|La|Van|Von|Del|Du|Des)"
# the whole name right before the address: given name(s), then capitalised words and particles, a comma or a colon
_NAME_BEFORE = LazyPattern(
    rf"(?<![\w-])(?P<given>{_CAP}(?:-{_CAP})?)(?P<rest>(?:\s+(?:{_PARTICLE}\s+)*{_CAP}(?:-{_CAP})?){{1,4}})\s*,\s*$"
)
_PARTICLE_IN = LazyPattern(rf"\s(?:{_PARTICLE})\s")


def particle_name(before: str, given_name: Callable[[str], bool]) -> int:
    """Where in `before` (the text right before an address) a particle name starts, or -1 (see the module's doc)."""
    m = _NAME_BEFORE.search(before, max(0, len(before) - 70))
    if m is None:
        return -1
    given, rest = m.group("given"), m.group("rest")
    if "-" not in given and _PARTICLE_IN.search(rest + " ") is None:
        return -1  # a plain pair: identity.py's own reading
    if not (given_name(given) or "-" in given and any(given_name(p) for p in given.split("-"))):
        return -1
    return m.start()
