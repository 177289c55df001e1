"""News about public people and stories about characters are nobody's disclosure (round 17): "The senator converted to
Catholicism in 1998, according to his biography", "Le président a fait un AVC en 2005", "Der Sänger ist aus der Kirche
ausgetreten", "В серіалі героїня має роман з одруженим".

disclosures.py asks `public_story` before it reports a sentence that does not speak of the writer (no "I", "my",
"mój", "я" ...): a sentence whose subject is a public role or a character (a senator, a president, a singer, a
footballer, the hero of a novel or a series) and that names no relative of the writer is not about anyone the writer
must protect.

Round 45 (rfr): `drop_historic_homes` - a famous person's former house that is a museum now or bears a plaque ("Did
Charles Dickens really live at 48 Doughty Street? Is it a museum now?") is history, not anyone's home.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern

ROLE = re.compile(fold_letters(  # on lower-cased text
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
    # (round 43) said in public by the person: "talked publicly about his Alzheimer's", "hat öffentlich über seine
    # Depression gesprochen", "habló públicamente de su cáncer", "en a parlé publiquement", "mówił publicznie o
    # chorobie", "публічно розповів", "публично рассказал", "in an interview": a public person's own account
    r"(?<!\w)(?:publicly|in public|went public|öffentlich|publik|públicamente|en público|publiquement|en public|"
    r"publicznie|публічно|публично|in (?:an|his|her|a) interview|im interview|en (?:una|su) entrevista|dans une interview|"
    r"en interview|w wywiadzie|в інтерв'ю|в интервью)(?!\w)|"
    r"(?<!\w)(?:(?:in|en|im|w|в|у|anno|año|jahr|roku) (?:\d{3}|1[0-8]\d\d|19[0-3]\d)(?!\d)|biograph\w*|wikipedi\w*|вікіпеді\w*|википеди\w*|biografi\w*|biografí\w*|selon la presse|according to "
    r"(?:the )?(?:press|reports|media)|laut (?:presse|medien)|según la prensa|według mediów|за даними змі|по данным сми)",
    True))




def _folded(source: str) -> str:
    return fold_letters(source, True)


# (round 43, disclosures.py's sentences only) the person's public works asked about anywhere in the message: "which of
# his lectures ...", "ein Buch seines Sohnes darüber", "sus memorias", "ses livres", "jej książki", "його мемуари", "его
# книга" - a sentence that says a named person "had dementia" and a question about their books or lectures is about
# a public person (Walter Jens, Terry Pratchett), not someone the writer knows
_WORKS = LazyPattern(
    r"(?<!\w)(?:(?:his|her|their) (?:\w+ )?(?:books?|novels?|lectures?|talks?|speech(?:es)?|memoirs?|autobiography|"
    r"biography|interviews?|songs?|albums?|films?|documentar(?:y|ies)|essays?|diar(?:y|ies)|letters)|"
    r"(?:a |the )?(?:books?|memoir|documentary|film) (?:by|of) (?:his|her) (?:son|daughter|wife|husband|widow\w*)|"
    r"(?:sein\w*|ihr\w*) (?:\w+ )?(?:buch|bücher|romane?|vorlesung\w*|vortr[äa]g\w*|rede\w*|memoiren|"
    r"autobiographie|biographie|interviews?|lieder|alben|filme?|dokumentation|essays?|tageb[üu]ch\w*|briefe)|"
    r"buch (?:seines|ihres) (?:sohnes|tochter|mannes|frau|witwe)|"
    # a work about the person's life: "a book about his life", "Buch über sein Leben", "libro sobre su vida"
    r"(?:books?|biography|film|documentary) (?:about|on) (?:him|her|his life|her life)|"
    r"(?:buch|bücher|biographie|film|doku\w*) über (?:ihn|sie|sein leben|ihr leben)|"
    r"(?:libros?|biograf[ií]a|pel[ií]cula|documental) sobre (?:él|ella|su vida)|"
    r"(?:livres?|biographie|film|documentaire) sur (?:lui|elle|sa vie)|"
    r"(?:książk\w*|biografi\w*|film\w*|dokument\w*) o (?:nim|niej|jego życiu|jej życiu)|"
    r"(?:книг\w*|біографі\w*|биографи\w*|фільм\w*|фильм\w*) (?:про|о|об) (?:нього|неї|него|нее|неё|його життя|її життя|"
    r"его жизни|её жизни|ее жизни)|"
    r"(?:sus?) (?:\w+ )?(?:libros?|novelas?|conferencias?|charlas?|discursos?|memorias|autobiograf[ií]a|"
    r"biograf[ií]a|entrevistas?|canciones|discos?|pel[ií]culas?|documental\w*|ensayos?|diarios?|cartas)|"
    r"(?:son|sa|ses) (?:\w+ )?(?:livres?|romans?|conf[ée]rences?|discours|m[ée]moires|autobiographie|biographie|"
    r"entretiens?|interviews?|chansons|albums?|films?|documentaires?|essais|journal|lettres)|"
    r"(?:jego|jej) (?:\w+ )?(?:książ\w*|powieś\w*|wykład\w*|przemówie\w*|wspomnie\w*|autobiografi\w*|biografi\w*|"
    r"wywiad\w*|piosen\w*|płyt\w*|film\w*|dokument\w*|esej\w*|dzienni\w*|list\w*)|"
    r"(?:його|її|его|её|ее) (?:\w+ )?(?:книг\w*|книж\w*|роман\w*|лекці\w*|лекци\w*|промов\w*|реч\w*|мемуар\w*|"
    r"спогад\w*|воспоминани\w*|автобіографі\w*|автобиографи\w*|біографі\w*|биографи\w*|інтерв'ю|интервью|пісн\w*|"
    r"песн\w*|альбом\w*|фільм\w*|фильм\w*|щоденник\w*|дневник\w*|лист\w*|письм\w*))(?!\w)", _folded)
# a word of the writer's own ("my", "mein", "mi", "mon", "mój", "мій", "мой"): then the works are no public sign (not
# a bare "i", "ja", "ma": Polish "and", German "yes", Polish "has")
_WRITERS = LazyPattern(
    r"(?<!\w)(?:i'm|i've|i'd|me|my|we|our|ich|mein\w*|mir|mich|wir|unser\w*|yo|mi|mis|me|nuestr\w*|je|j'|mon|mes|notre|"
    r"nos|moj\w*|mój|mnie|mi|nasz\w*|я|мій|моя|моє|мої|мого|моєї|мене|мені|ми|наш\w*|мой|моё|мое|мои|моего|моей|"
    r"меня|мне|мы)(?!\w)", _folded)

# the writer's relatives named without a possessive ("tata", "Oma", "mamá"): a sentence with one is the writer's family
BARE_KIN = re.compile(fold_letters(
    r"(?<!\w)(?:mum|mom|mummy|mommy|dad|daddy|grandma|grandpa|granny|nan|nana|mama|mamy|mamie|tata|taty|tacie|babcia|"
    r"babci|dziadek|dziadka|oma|opa|mutti|vati|papa|papá|mamá|abuela|abuelo|abuelita|abuelito|maman|papi|papy|mémé|"
    r"pépé|мама|мами|тато|тата|бабуся|бабусі|дідусь|дідуся|бабушка|дедушка|папа)(?!\w)", True))


def public_story(low: str, start: int, end: int, relative: re.Pattern[str], works: bool = False) -> bool:
    """Whether low[start:end] (a sentence with no word of the writer's) tells of a public role or a character, or
    is told from a public source, and names none of the writer's relatives (`relative`). With `works`, also when the
    message asks about the person's public works and holds no word of the writer's family (`_WORKS`)."""
    if not (ROLE.search(low, start, end) or _SOURCE.search(low, start, end)
            or works and _WORKS.search(low) is not None and _WRITERS.search(low) is None):
        return False
    return relative.search(low, start, end) is None


speed_up(globals())


# (round 45, rfr) a famous person's house that is now a museum or bears a plaque: "Did Charles Dickens really live at 48
# Doughty Street? Is it a museum now?", "Czy Chopin mieszkał przy ...? Jest tam tablica pamiątkowa?", "das Geburtshaus",
# "la casa museo", "la maison natale", "будинок-музей", "дом-музей" - history a visitor asks about, not anyone's home.
# The writer's own or a relative's word anywhere in the message keeps the finding ("my grandad lived at ..., near the
# museum"); only "name with home address" is dropped (a phone or an account number beside it is read as ever)
_HISTORIC = LazyPattern(_folded(
    r"(?<![^\W\d_])(?:museums?|house museum|blue plaque|(?:commemorative |memorial )?plaque|birthplace|"
    r"muzeum|muzea|tablic\w* pamiątkow\w*|dom rodzinny|gedenktafel\w*|geburtshaus\w*|"
    r"museo|casa[- ]museo|casa natal|placa conmemorativa|"
    r"mus[ée]e|maison[- ]mus[ée]e|maison natale|plaque comm[ée]morative|"
    r"музе\w*|будинок-музей|меморіальн\w* дошк\w*|дом-музей|мемориальн\w* доск\w*)(?![^\W\d_])"))
_OWN_WORD = LazyPattern(
    r"(?<![^\W\d_])(?:my|our|i|me|mój|moja|moje|mojego|mojej|moim|nasz\w*|mein\w*|unser\w*|ich|mir|mi|mis|nuestr\w*|"
    r"yo|mon|ma|mes|notre|je|мій|моя|моє|мого|моєї|моїй|наш\w*|я|мой|моей|моего|мо[её]м)(?![^\W\d_])")

# the living told in the past, as of history ("lived", "mieszkał", "wohnte", "vivió", "habitait", "жила", "жил"): "Tom
# lives at 4 Elm Road, near the museum" is today's home
_LIVED = LazyPattern(
    r"(?<![^\W\d_])(?:lived|did (?:\w+ ){1,3}live|used to live|mieszka(?:ł|ła|li)|wohnte\w*|gewohnt|lebte\w*|"
    r"vivi[óo]|viv[ií]a|residi[óo]|habit(?:ait|a|é)|a vécu|vécut|жив|жила|жили|проживав\w*|жил|проживал\w*)(?![^\W\d_])")
# the museum as a landmark beside the home: "near the museum", "obok muzeum", "neben dem Museum", "cerca del museo"
_BESIDE = LazyPattern(
    r"(?<![^\W\d_])(?:near|next to|opposite|behind|by|obok|naprzeciw\w*|koło|kolo|niedaleko|za|neben|gegenüber|hinter|"
    r"beim|cerca|junto|frente|detrás|detras|près|pres|à côté|a cote|en face|derrière|біля|навпроти|поруч|за|возле|"
    r"напротив|рядом)(?: \w+){0,3} $")


def drop_historic_homes(low: str, findings: list[Finding]) -> list[Finding]:
    """`findings` without "name with home address" when the message speaks of a museum, a plaque or a birthplace (not
    as a landmark beside the home), tells the living in the past and names nothing of the writer's own (lower-cased)."""
    if not any(f.reason == "name with home address" for f in findings) or _OWN_WORD.search(low) is not None \
            or _LIVED.search(low) is None:
        return findings
    if not any(_BESIDE.search(low, max(0, m.start() - 30), m.start()) is None for m in _HISTORIC.finditer(low)):
        return findings
    return [f for f in findings if f.reason != "name with home address"]
