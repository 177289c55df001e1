"""A person's name and home typed all in lower case (round 24): "send the keys to marcus delaney 9 fernhill road
bristol bs6 7ap", "lieferadresse: petra vogelsang, am mühlbach 3, 35037 marburg".

The identity readers find a person by capitals. A message with no capital at all and a known given name in it is read
again with its words capitalised (not the function words of the six languages, nor short words; a UK postcode in
capitals), the same length; verdict.py keeps only a name with a home address or a birth date whose name opens with
a known given name. Green limits: a message with any capital letter (read as typed), no known given name, or a
given name that is a common word as well ("will", "mark", "rose", "amber" are left out by the given-name test's own
exceptions in NOT_FIRST_NAMES), and a finding of another kind in the capitalised view.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.latin_names import latin_given
from app.core.memory.privacy.detector.text import letter_runs
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES, NOT_FIRST_NAMES

_GIVEN = frozenset(n.lower() for n in FIRST_NAMES if n not in NOT_FIRST_NAMES)
# the function words of the six languages that stay in lower case ("calle del olmo", "am mühlbach", "rue de la paix")
_KEEP_LOW = frozenset("""
the and for with from to at in on of by please pls thanks send post ship deliver keys key spare parcel package letter
card address delivery postcode zip flat apartment is are was his her their my our your
und der die das den dem des von vom zu bei mit in auf für bitte danke klingel lieferadresse adresse
paket brief geht nicht anrufen
y el la los las del de en con para por a al su sus mi tu calle
et le la les du des de à au aux chez pour par sur rue
i w z na do od dla ul ulica mieszkanie
""".split())
_WORD = re.compile(r"[^\W\d_]{2,}")


def _latin(word: str) -> bool:
    """A Ukrainian or Russian given name in Latin letters, in lower case (a Slavic spelling's letters first, cheaply)."""
    return 4 <= len(word) <= 12 and word.isascii() and ("y" in word or "ii" in word or "ia" in word or "kh" in word) \
        and latin_given(word.capitalize())
_UK_POSTCODE = re.compile(r"\b[a-z]{1,2}\d[a-z\d]?\s\d[a-z]{2}\b")


def lower_view(text: str) -> str | None:
    """`text` with its words capitalised when it is all lower case, has a digit and names a known given name; else None."""
    if not any(c.isdigit() for c in text) or any(c.isupper() for c in text):
        return None
    runs = letter_runs(text)
    if _GIVEN.isdisjoint(runs) and not any(_latin(w) for w in runs):  # (round 26) "kateryna", "andrii" (latin_names.py)
        return None

    def title(m: re.Match[str]) -> str:
        w = m.group()
        if w in _KEEP_LOW or not w.islower() or len(w[0].upper()) != 1:
            return w
        return w[0].upper() + w[1:]

    view = _UK_POSTCODE.sub(lambda m: m.group().upper(), text)
    return _WORD.sub(title, view)


def opens_with_given(view: str, start: int, end: int) -> bool:
    """The finding's span in the view holds a known given name followed by another capitalised word."""
    for m in re.finditer(r"[^\W\d_]+", view[start:end]):
        if m.group().lower() in _GIVEN or _latin(m.group().lower()):
            rest = view[start + m.end():end].lstrip(" ,")
            return rest[:1].isupper()
    return False
