"""A named person's ethnic minority, told by a teacher, a neighbour or a colleague (round 43, rmoney).

The vocabulary reads an origin said with a copula ("Aylin ist Kurdin", "Rafa es gitano") and the writer's own
(declared_origins.py, self_identities.py). A teacher asking how to stop a pupil's exclusion, or anyone writing about a
named person, as often puts the origin beside the name as a description:
- DESCRIBED: the minority's adjective on a person noun, with the person's name in apposition, before or after it:
  "Ромську дівчинку Ліану не беруть у проєкти", "mamy w klasie romską dziewczynkę Esmeraldę", "the Roma boy Marius",
  "Aylin, eine kurdische Schülerin in meiner 8b", "Kezia, is the only Roma girl in the class", "Dilan, une élève kurde",
  "Rocío, una alumna gitana", "Тимур, чеченский мальчик из 5 Б".
- ORIGINS: a named person's origins with a possessive ("ses origines maliennes", "wegen ihrer Herkunft", "por su origen
  gitano", "через його походження") beside an origin's adjective or a word of racism or exclusion, in a text of the
  writer's own world (a first-person possessive: "ma classe", "meiner 8b").
Green: a people or a minority in general ("Roma girls leave school earlier", "the history of the Kurdish people", "Kurdish
pupils in Germany"), a person noun without a name ("a Roma girl in my class asked ..."), a story's character, a public
figure's origins in a text without the writer's own world, a city ("a girl from Roma").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "ethnic origin"


# a minority's adjective (or noun used as one: "Roma girl"), in its case forms
_MINORITY = (
    r"roma|romani|romany|gypsy|traveller|traveler|sinti|kurdish|yazidi|yezidi|chechen|uyghur|uighur|lemko|crimean tatar|"
    r"berber|kabyle|aboriginal|"
    r"kurdisch\w*|jesidisch\w*|tschetschenisch\w*|uigurisch\w*|jenisch\w*|"
    r"romsk\w*|cyga[ńn]sk\w*|kurdyjsk\w*|czecze[ńn]sk\w*|[łl]emkowsk\w*|krymskotatarsk\w*|ujgursk\w*|jezydzk\w*|"
    r"gitan[oa]s?|kurd[oa]s?|chechen[oa]s?|mapuches?|bereber\w*|"
    r"rom|roms|tziganes?|tsiganes?|gitanes?|manouches?|kurdes?|tch[ée]tch[èe]nes?|y[ée]zidie?s?|ou[ïi]ghoure?s?|"
    r"kabyles?|berb[èe]res?|"
    r"ромськ\w*|циганськ\w*|курдськ\w*|чеченськ\w*|кримськотатарськ\w*|лемківськ\w*|єзидськ\w*|"
    r"ромск\w*|цыганск\w*|курдск\w*|чеченск\w*|крымскотатарск\w*|езидск\w*"
)
_PERSON = (
    r"girl|boy|pupil|student|kid|child|lad|lass|woman|man|neighbour|neighbor|colleague|"
    r"m[äa]dchen|junge|jungen|sch[üu]ler\w*|kind|frau|mann|nachbar\w*|kolleg\w*|studentin|student|"
    r"dziewczyn\w*|ch[łl]op\w*|ucz(?:eń|en|nia|niowi|ennic\w*)|dziec\w*|s[ąa]siad\w*|kole[żz]an\w*|koleg\w*|"
    r"ni[ñn][oa]|chic[oa]|alumn[oa]|estudiante|vecin[oa]|compa[ñn]er[oa]|"
    r"fille|fillette|gar[çc]on|[ée]l[èe]ve|enfant|voisine?|coll[èe]gue|[ée]tudiante?|"
    r"дівчинк\w*|дівчин\w*|хлопчик\w*|хлопц\w*|учениц\w*|учн\w*|учень|студентк\w*|сусідк\w*|сусід\w*|колег\w*|дитин\w*|"
    r"девочк\w*|девушк\w*|мальчик\w*|ученик\w*|ученица\w*|ученицу|соседк\w*|сосед\w*|коллег\w*|реб[её]н\w*"
)
_ART = (r"(?:the only |the |a |an |ein |eine |einen |einer |un |une |una |un |la |le |el |la seule |le seul |la [úu]nica |"
        r"el [úu]nico |die einzige |der einzige |jedyn\w* |єдин\w* |единств\w* )?")
# a capitalised name: a run of letters starting upper case (checked against _NOT_NAME on the text as written)
_NAME = r"(?P<NAME>[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯІЇЄҐЁ][a-zß-öø-ÿąćęłńóśźżа-яіїєґё'-]+)"
_DESCRIBED = _rx(
    r"(?i:(?<![\w'-])(?:" + _MINORITY + r")[ -](?:[\w-]+ )?(?:" + _PERSON + r"))(?![\w'-]) " + _NAME.replace("NAME", "n1")
    + r"(?![\w'-])|"
    r"(?<![\w'-])" + _NAME.replace("NAME", "n2") + r", (?i:(?:\w+ ){0,2}?" + _ART + r"(?:" + _MINORITY + r")[ -](?:"
    + _PERSON + r"))(?![\w'-])|"
    r"(?<![\w'-])" + _NAME.replace("NAME", "n3") + r", (?i:(?:\w+ ){0,1}?" + _ART + r"(?:" + _PERSON + r") (?:"
    + _MINORITY + r"))(?![\w'-])"
)
_NOT_NAME = frozenset((
    "The", "A", "An", "My", "Our", "In", "At", "On", "One", "This", "That", "Der", "Die", "Das", "Ein", "Eine", "Mein",
    "Meine", "Unsere", "La", "Le", "Les", "El", "Los", "Las", "Un", "Une", "Una", "Mi", "Ma", "Mon", "Mes", "W", "Na",
    "Z", "Moja", "Mój", "Moj", "Nasza", "У", "В", "Моя", "Мій", "Мой", "Наша", "Наш", "Ця", "Эта", "Roma", "Rom",
    "Sinti", "Yes", "No", "Hi", "Hello", "Hallo", "Hola", "Bonjour", "Привіт", "Привет", "Cześć", "Czesc",
))
_ORIGINS = _rx(
    r"(?i)(?<![\w'-])(?:his|her|their|ses|son|sa|seine[rn]?|ihre[rn]?|jego|jej|ich|sus|su|його|її|їхн\w*|его|е[её]|их) "
    r"(?P<pre>[\w-]+ )?"
    r"(?:origins?|heritage|origines?|herkunft|pochodzeni\w*|or[íi]genes|origen|походженн\w*|происхождени\w*)(?![\w'-])(?P<rest>[^.!?\n]{0,25})"
)
_ORIGIN_GATE = word_gate("origin", "heritage", "herkunft", "pochodzen", "orígen", "origen", "походжен", "происхожд")
_ORIGIN_ADJ = _rx(r"^ ?(?:\w+ )?[a-zß-ÿąćęłńóśźżа-яіїєґё]+(?:an|ane|anes|aine|aines|ienne|iennes|ische[nr]?|sk\w*|ськ\w*|"
                  r"ск\w*|ano|ana|anos|anas|ese|eses|i|ais|aise|aises|ish|ese)(?![\w'-])")
_BIAS = _rx(
    r"(?<![\w'-])(?:racis\w*|raciste\w*|rassis\w*|rasis\w*|расист\w*|расизм\w*|discriminat\w*|diskriminier\w*|"
    r"dyskrymin\w*|discrimin\w*|дискримін\w*|дискримин\w*|ausgegrenzt|excluded|exclu\w*|excluid\w*|wykluczon\w*|"
    r"bullied|harc[eè]l\w*|gemobbt|mobbing|n[ęe]kan\w*|acos\w*|цькуют\w*|цькують|травлят\w*|insult\w*|beleidig\w*|"
    r"wyzyw\w*|обзива\w*|remarques|comments|kommentare|komentarz\w*|comentarios)(?![\w'-])"
)
_OWN_WORLD = _rx(
    r"(?<![\w'-])(?:my|our|ma|mon|mes|notre|nos|mein\w*|unser\w*|m[óo]j\w*|moi\w*|nasz\w*|mi|mis|nuestr\w*|мо[йєїяю]\w*|"
    r"мій|наш\w*)(?![\w'-])"
)
_STORY = _rx(
    r"(?<![\w'-])(?:novel\w*|story|stories|character\w*|fiction\w*|film|movie|roman|powie[śs]\w*|postaci?|novela|"
    r"pel[íi]cula|personaje\w*|personnage\w*|romanfigur\w*|figur|роман\w*|фільм\w*|фильм\w*|персонаж\w*)(?![\w'-])"
)
_GATE = word_gate(
    "roma", "romani", "romany", "gypsy", "travell", "travele", "sinti", "kurd", "yazidi", "yezidi", "chechen", "uyghur",
    "uighur", "lemko", "tatar", "berber", "kabyle", "aborig", "jesid", "tschetsch", "uigur", "jenisch", "romsk",
    "cygańsk", "czeczeń", "łemkow", "ujgur", "jezydz", "gitan", "chechen", "mapuche", "bereber", "tzigan",
    "tsigan", "manouch", "tchétch", "yézid", "ouïgh", "berbèr", "ромськ", "циганськ", "курд", "чеченськ",
    "кримськотатар", "лемків", "єзид", "ромск", "цыганск", "чеченск", "крымскотатар", "езид",
)

# (French "rom", "roms" as whole words: the letters stand inside "from", "promise")
_ROM = whole_word_gate("rom", "roms")


def find_named_origins(t: str) -> list[Finding]:
    """An ethnicity finding over the sentence of normalised `t` that puts a named person's minority beside their
    name, or names their origins with racism or an origin's adjective (see the module's doc)."""
    described, origins = opens(t, _GATE) or opens(t, _ROM), opens(t, _ORIGIN_GATE)
    if not (described or origins):
        return []
    low = t.lower()
    if len(low) != len(t) or _STORY.search(low):
        return []
    if described:
        for m in _DESCRIBED.finditer(t):
            name = m.group("n1") or m.group("n2") or m.group("n3")
            if name is None or name in _NOT_NAME:
                continue
            a, b = stop_bounds(t, m.start(), m.end())
            return [Finding(Kind.ETHNICITY, _REASON, after_spaces(t, a, b), b)]
    if origins and _OWN_WORLD.search(low):
        for m in _ORIGINS.finditer(low):
            a, b = stop_bounds(t, m.start(), m.end())
            pre = m.group("pre")
            if not (_ORIGIN_ADJ.search(m.group("rest")) or (pre and _ORIGIN_ADJ.search(pre)) or _BIAS.search(low, a, b)):
                continue
            if not any(w[:1].isupper() and w not in _NOT_NAME for w in t[a:m.start()].split()[0:]):
                continue  # no named person before the origins in the sentence
            return [Finding(Kind.ETHNICITY, _REASON, after_spaces(t, a, b), b)]
    return []
