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
from app.core.memory.privacy.detector.public_figures import public_story

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
    r"(?:він|вона|вони|он|она|они)\s+(?:живе|живуть|мешкає|проживає|переїха\w*|живет|живёт|живут|проживает|переехал\w*)|"
    r"(?:його|її|їхня|его|ее|её|их)\s+(?:нова\s+|новый\s+)?адрес[аи]?(?:\s*:|\s+—)?"
    r")(?!\w)[^\S\n]*(?:[^\W\d_]+[^\S\n]+){0,3}?[:,]?[^\S\n]*$"
))
# (the person may be named by how the writer knows them, or with a title: "My neighbour Mrs Patel ... She lives at")
_KNOWN = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:neighbou?r|friend|colleague|landlord|landlady|tenant|client|patient|flatmate|roommate|ex|"
    r"mr|mrs|ms|miss|dr|nachbar\w*|freund\w*|kolleg\w*|mieter\w*|vermieter\w*|herr|frau|vecin[oa]|amig[oa]|compañer[oa]|"
    r"inquilin[oa]|casero|casera|señora?|don|doña|voisine?|ami|amie|collègue|locataire|propriétaire|monsieur|madame|mme|"
    r"sąsiad\w*|przyjaci\w*|koleżank\w*|kolega|lokator\w*|pan|pani|сусід\w*|сосед\w*|друг|подруг\w*|колег\w*|пан|пані)"
    r"(?!\w)"))
_CAPITALISED = re.compile(r"(?<!\w)[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+")
# (round 28) a person introduced by a naming verb, whatever the name: "Elle s'appelle Odile Perrin. Elle habite au ...",
# "Her name is Maud Ellery; she lives at ...", "Er heißt ...", "Nazywa się ...", "Її звати ...", "Его зовут ..."
_NAMING = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:(?:her|his) name is|(?:she|he) is called|(?:she|he)'s called|s'appelle|se llama|(?:sie|er) heißt|"
    r"nazywa się|ma na imię|(?:її|його) звати|(?:ее|её|его) зовут)[^\S\n]+"
    r"(?-i:[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+[^\S\n]+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ])"))


def pronoun_home(text: str, a_start: int, relative: re.Pattern[str], given: Callable[[str], bool]) -> int:
    """Where the pronoun's words start in `text` if the address at `a_start` is a named person's (-1: not)."""
    m = _PRONOUN_HOME.search(text, max(0, a_start - 70), a_start)
    if m is None:
        return -1
    return m.start() if _named_before(text, m.start(), relative, given) else -1


def _named_before(text: str, at: int, relative: re.Pattern[str], given: Callable[[str], bool]) -> bool:
    """A relative, a known given name, or a neighbour / friend / titled person in the 300 characters before `at`."""
    lo = max(0, at - 300)
    if public_story(text.lower(), lo, at, relative):
        return False  # "Angela Merkel war Bundeskanzlerin. Sie ist am ... geboren": a public figure (public_figures.py)
    return bool(relative.search(text, lo, at) or _KNOWN.search(text, lo, at)
                or any(given(w.group()) for w in _CAPITALISED.finditer(text, lo, at)) or _NAMING.search(text, lo, at))


# A birth date told with a pronoun (or a verb without one) after the person is named: "She was born on 12 March 1948",
# "Sie ist am 3. Mai 1951 geboren", "Elle est née le 14 février 2014", "Urodziła się 5 maja 1952 r."
_PRONOUN_BORN = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:(?:he|she) was born(?: on| in)?|(?:er|sie) (?:ist|wurde) am|(?:il|elle) est née?(?: le)?|"
    r"(?:él|ella) naci[óo](?: el)?|urodził[ao]? się(?: w dniu| dnia)?|(?:він|вона) народи(?:вся|лася)|(?:он|она) родил(?:ся|ась))"
    r"[^\S\n]+(?P<date>\d{1,2}(?:st|nd|rd|th|er|\.)?[^\S\n]+(?:of[^\S\n]+|de[^\S\n]+)?[^\W\d_]{3,}\.?,?[^\S\n]+(?:de[^\S\n]+)?"
    r"(?:19|20)\d\d|\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d|[^\W\d_]{3,}[^\S\n]+\d{1,2}(?:st|nd|rd|th)?,?[^\S\n]+(?:19|20)\d\d)"
    r"(?:[^\S\n]+geboren)?"))
_BORN_HINTS = ("born", "geboren", "né", "est ne", "naci", "urodził", "urodzil", "народи", "родил")


def pronoun_births(text: str, relative: re.Pattern[str], given: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Spans of birth dates told with a pronoun about a person named before (see _PRONOUN_BORN)."""
    low = text.lower()
    if not any(h in low for h in _BORN_HINTS):
        return []
    return [m.span() for m in _PRONOUN_BORN.finditer(text)
            if not _named_in_sentence(text, m.start()) and _named_before(text, m.start(), relative, given)]


def _named_in_sentence(text: str, at: int) -> bool:
    """A capitalised word earlier in the sentence of `at`: "Robert Lewandowski urodził się ..." names the person
    itself (the name rules of identity.py read it), it tells no date of somebody named before."""
    start = max(text.rfind(". ", 0, at), text.rfind("! ", 0, at), text.rfind("? ", 0, at), text.rfind("\n", 0, at), -1) + 1
    return _CAPITALISED.search(text, start, at) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
