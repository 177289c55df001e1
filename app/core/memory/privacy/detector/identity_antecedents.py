"""A home address given with a pronoun for a person named a sentence or two before (round 17): "Mein Kumpel Florian
Steiner hat am Samstag seinen 40. ... Er wohnt in der Kastanienallee 17", "notre fils Nathan Dupuis ... a déménagé
le 15 novembre. Sa nouvelle adresse est 8 allée des Tilleuls", "my sister Ruth ... Her new address is ...".

identity.py reads the 80 characters before an address; a long message tells the person first and the address after
a sentence of other news. Here the words right before the address are a third-person living verb or "his / her (new)
address is", and the person is a relative or a known given name in the 300 characters before those words.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.folding import fold_letters

# right before the address (the text up to it ends here)
_PRONOUN_HOME = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:"
    r"(?:he|she|they)\s+(?:now\s+|still\s+)?(?:lives?|resides?|(?:has|have)\s+moved|moved)|"
    r"(?:his|her|their)\s+(?:new\s+|home\s+|current\s+)?address(?:\s+is|\s*:)|"
    r"(?:er|sie)\s+(?:wohnt|wohnen|lebt|leben|ist\s+\w+\s+gezogen|zieht|zog)|"
    r"(?:seine|ihre)\s+(?:neue\s+)?(?:adresse|anschrift|wohnadresse)(?:\s+(?:ist|lautet)|\s*:)|"
    r"(?:il|elle|ils|elles)\s+(?:habitent|habite|vit|vivent|demeure|r[ée]side|a\s+d[ée]m[ée]nag[ée]|s'est\s+install[ée]e?)|"
    r"(?:sa|son|leur)\s+(?:nouvelle\s+|nouvel\s+)?adresse(?:\s+(?:est|c'est)|\s*:)|"
    r"(?:[ée]l|ella|ellos|ellas)\s+(?:vive|viven|reside|se\s+ha\s+mudado|se\s+mud[óo])|"
    r"su\s+(?:nueva\s+)?(?:direcci[óo]n|domicilio)(?:\s+es|\s*:)|"
    r"(?:on|ona|oni|one)\s+(?:mieszka|mieszkają|przeprowadził\w*\s+się)|"
    r"(?:jego|jej|ich)\s+(?:nowy\s+)?adres(?:\s+to|\s*:)|"
    r"(?:він|вона|вони|он|она|они)\s+(?:живе|живуть|мешкає|проживає|переїха\w*|живет|живут|проживает|переехал\w*)|"
    r"(?:його|її|їхня|его|ее|её|их)\s+(?:нова\s+|новый\s+)?адрес[аи]?(?:\s*:|\s+—)?"
    r")(?!\w)[^\S\n]*(?:[^\W\d_]+[^\S\n]+){0,3}?[:,]?[^\S\n]*$"
))
_CAPITALISED = re.compile(r"(?<!\w)[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+")


def pronoun_home(text: str, a_start: int, relative: re.Pattern[str], given: Callable[[str], bool]) -> int:
    """Where the pronoun's words start in `text` if the address at `a_start` is a named person's (-1: not)."""
    m = _PRONOUN_HOME.search(text, max(0, a_start - 70), a_start)
    if m is None:
        return -1
    lo = max(0, m.start() - 300)
    if relative.search(text, lo, m.start()) or any(given(w.group()) for w in _CAPITALISED.finditer(text, lo, m.start())):
        return m.start()
    return -1


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
