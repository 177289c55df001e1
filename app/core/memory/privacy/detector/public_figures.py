"""News about public people and stories about characters are nobody's disclosure (round 17): "The senator converted to
Catholicism in 1998, according to his biography", "Le président a fait un AVC en 2005", "Der Sänger ist aus der Kirche
ausgetreten", "В серіалі героїня має роман з одруженим".

disclosures.py asks `public_story` before it reports a sentence that does not speak of the writer (no "I", "my",
"mój", "я" ...): a sentence whose subject is a public role or a character (a senator, a president, a singer, a
footballer, the hero of a novel or a series) and that names no relative of the writer is not about anyone the writer
must protect.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.folding import fold_letters

_ROLE = re.compile(fold_letters(  # on lower-cased text
    r"(?<!\w)(?:senator\w*|president\w*|prime minister|minister\w*|chancellor|emperor|"
    r"actor|actress|rapper|footballer|celebrity|politician|composer|poet|painter|novelist|"
    r"character|protagonist|heroine|novel|film|movie|sitcom|episode|"
    r"senator\w*|prezydent\w*|premier\w*|minist\w*|aktor\w*|piosenkar\w*|piłkarz\w*|"
    r"celebryt\w*|polityk\w*|kompozytor\w*|poet\w*|malarz\w*|pisarz\w*|bohater\w*|powieś\w*|serial\w*|"
    r"senator\w*|\w*präsident\w*|(?!administ)\w*minister\w*|\w*kanzler\w*|schauspieler\w*|sänger\w*|fußballer\w*|"
    r"politiker\w*|komponist\w*|dichter\w*|maler\w*|romanfigur\w*|protagonist\w*|heldin|romans?|filmes?|serie|"
    r"senador\w*|presidente\w*|ministr[oa]\w*|actor|actriz|cantante|futbolista|polític[oa]s?|"
    r"compositor\w*|pintor\w*|novelista|personaje\w*|protagonista|novela|película|telenovela|"
    r"sénat\w*|présiden\w*|ministre|acteur|actrice|chanteu\w*|footballeur|politicien\w*|"
    r"compositeur|peintre|romancier\w*|personnage\w*|héro\w*|feuilleton|série|"
    r"сенатор\w*|президент\w*|прем'єр\w*|премьер\w*|міністр\w*|министр\w*|"
    r"актор\w*|актрис\w*|актер\w*|актёр\w*|співа\w*|певиц\w*|певец|футболіст\w*|футболист\w*|політик\w*|политик\w*|"
    r"композитор\w*|поет\w*|поэт\w*|художник\w*|письменни\w*|персонаж\w*|героїн\w*|героин\w*|серіал\w*|сериал\w*|"
    r"фільм\w*|фильм\w*|книз\w*|книг\w*)(?!\w)", True))
# "according to his biography", "selon la presse", "laut Wikipedia", "пише Вікіпедія": told from a public source; and
# history: "in 966", "en 1850" (a year before 1940)
_SOURCE = re.compile(fold_letters(
    r"(?<!\w)(?:(?:in|en|im|w|в|у|anno|año|jahr|roku) (?:\d{3}|1[0-8]\d\d|19[0-3]\d)(?!\d)|biograph\w*|wikipedi\w*|вікіпеді\w*|википеди\w*|biografi\w*|biografí\w*|selon la presse|according to "
    r"(?:the )?(?:press|reports|media)|laut (?:presse|medien)|según la prensa|według mediów|за даними змі|по данным сми)",
    True))


# the writer's relatives named without a possessive ("tata", "Oma", "mamá"): a sentence with one is the writer's family
BARE_KIN = re.compile(fold_letters(
    r"(?<!\w)(?:mum|mom|mummy|mommy|dad|daddy|grandma|grandpa|granny|nan|nana|mama|mamy|mamie|tata|taty|tacie|babcia|"
    r"babci|dziadek|dziadka|oma|opa|mutti|vati|papa|papá|mamá|abuela|abuelo|abuelita|abuelito|maman|papi|papy|mémé|"
    r"pépé|мама|мами|тато|тата|бабуся|бабусі|дідусь|дідуся|бабушка|дедушка|папа)(?!\w)", True))


def public_story(low: str, start: int, end: int, relative: re.Pattern[str]) -> bool:
    """Whether low[start:end] (a sentence with no word of the writer's) tells of a public role or a character, or
    is told from a public source, and names none of the writer's relatives (`relative`)."""
    if not (_ROLE.search(low, start, end) or _SOURCE.search(low, start, end)):
        return False
    return relative.search(low, start, end) is None


speed_up(globals())
