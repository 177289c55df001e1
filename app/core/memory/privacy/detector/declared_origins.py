"""An ethnic origin the writer declared, or was born into, said without "I am" (round 37, ridentity).

The vocabulary reads an origin said with a copula or an origin word ("je suis d'origine malienne", "jestem pochodzenia
ukraińskiego", "I'm of Nigerian descent"). Two other ways people say it of themselves:
- a declaration on a census or a form, in the first person: "W spisie zadeklarowałem narodowość łemkowską", "I
  declared Silesian nationality in the census", "ich habe sorbische Nationalität angegeben", "declaré la etnia gitana",
  "j'ai déclaré l'origine kabyle", "я вказала національність кримська татарка", "указал национальность чеченец". The
  first-person verb of declaring (its ending says who in Polish, Ukrainian and Russian), a nationality or ethnicity
  word, and an attribute (an adjective or a noun) after or before it.
- a descent opening the writer's own text: "Fille de harkis, j'ai grandi ...", "Córka Łemków, wychowałam się ...",
  "Son of Kurdish refugees, I ...", "Sohn kurdischer Eltern, ich ...". A kin noun (daughter, son, grandchild) of a
  community or of immigrants, refugees or parents named by their origin, at the start of a sentence or a quotation,
  with a first-person word after it in the same sentence.
Green limits: asking about a census question ("Can I declare Silesian nationality in the census?": no first-person
past declaration), a form's field alone ("narodowość: ..." is form_answers.py's), a character's or a public figure's
descent (a story's words anywhere, or no first person after it), "son of a farmer" (no origin).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.lazy import LazyPattern

_DECLARE = (r"zadeklarował(?:em|am|iśmy|yśmy)|deklaruję|wpisał(?:em|am)|zaznaczył(?:em|am)|podał(?:em|am)|"
            r"i declared|i've declared|i have declared|i put down|i ticked|"
            r"(?:ich )?habe|declaré|he declarado|marqué|j'ai déclaré|j'ai indiqué|j'ai coché|"
            r"(?:я )?(?:вказав|вказала|задекларував|задекларувала|записав|записала|зазначив|зазначила)|"
            r"(?:я )?(?:указал|указала|задекларировал|задекларировала|записал|записала|отметил|отметила)")
_NATION = (r"narodowoś\w*|przynależnoś\w* etniczn\w*|pochodzeni\w* etniczn\w*|nationality|ethnicity|ethnic group|"
           r"nationalität|volkszugehörigkeit|ethnie|etnia|nacionalidad|origen étnico|origine ethnique|"
           r"національн\w*|етнічн\w* належн\w*|етнічн\w* походжен\w*|национальн\w*|этническ\w* принадлежн\w*")
# the verb, at most four words, the nationality word and an attribute word (after it, or before it: "sorbische
# Nationalität"); German's "habe ... angegeben" needs the participle after
_DECLARED = LazyPattern(
    r"(?i)(?<![\w'])(?P<verb>" + _DECLARE + r")(?![\w'])(?:\s+[^\s.!?]+){0,5}?\s+(?:"
    r"(?:l'|d')?(?P<nation>" + _NATION + r")(?:\s+(?:as|als|como|comme|jako|як|как))?\s+[^\W\d_]{3,}|"
    r"[^\W\d_]{3,}\s+(?P<nation2>" + _NATION + r"))(?![\w'])"
)
_GERMAN_NEEDS = re.compile(r"(?i)\b(?:angegeben|erklärt|eingetragen|angekreuzt)\b")
_KIN = (r"fille|fils|petite-fille|petit-fils|daughter|son|granddaughter|grandson|grandchild|córka|syn|wnuczka|wnuk|"
        r"tochter|sohn|enkelin|enkel|hija|hijo|nieta|nieto|дочка|донька|син|онука|онук|дочь|сын|внучка|внук")
_COMMUNITY = (r"harkis?|pieds-noirs|roms?|gitans|tsiganes|manouches|kabyles|berbères|kurdes|roma|romów|łemków|ślązaków|"
              r"kaszubów|tatarów|żydów|cyganów|kurden|sinti|jesiden|gitanos|kurdos|travellers|gypsies|kurds|"
              r"кримських татар|крымских татар|ромів|циган|цыган|лемків|чеченців|чеченцев|курдів|курдов")
_MIGRANTS = (r"immigrés|immigrants?|réfugiés|refugees|parents|imigrantów|uchodźców|emigrantów|einwanderer|flüchtlinge|"
             r"eltern|inmigrantes|refugiados|padres|іммігрантів|біженців|емігрантів|батьків|иммигрантов|беженцев|"
             r"эмигрантов|родителей")
# a kin noun of a community, or of migrants or parents with an origin attribute, opening a sentence or a quotation
_DESCENT = LazyPattern(
    r"(?i)(?:^|[.!?]\s+|[«„\"“:]\s*)(?P<kin>" + _KIN + r")\s+(?:of|de|d'|des|von|z|ze|)\s*(?:"
    r"(?:" + _COMMUNITY + r")|(?:[^\W\d_]+\s+)?(?:" + _MIGRANTS + r")\s+[^\W\d_]{4,}|[^\W\d_]{4,}\s+(?:" + _MIGRANTS
    + r"))(?![\w'])"
)
_FIRST_PERSON = re.compile(
    r"(?i)(?<![\w'])j'(?=\w)|(?<![\w'])(?:i|i'm|i've|my|me|je|moi|mon|ma|mes|ich|mein\w*|mich|mir|yo|mi|mis|me|я|мене|мій|моя|мо[ей]|"
    r"меня|jestem|wychował\w*|urodził\w*|dorastał\w*|mam|moj\w*|mnie)(?![\w])|(?<=\w)(?:łam|łem)(?!\w)"
)
_STORY = re.compile(
    r"(?i)(?<!\w)(?:character\w*|novel\w*|story|fiction\w*|personnage|roman|postać|powieś\w*|figur|romanfigur|"
    r"personaje|novela|персонаж\w*|роман\w*)(?!\w)"
)
_GATE = gated(re.compile(r"(?<!\w)(?:" + _NATION + r"|" + _KIN + r")(?![\w'])"))


def find_declared_origins(t: str) -> list[Finding]:
    """An ethnicity finding over the sentence of normalised `t` where the writer declared an origin or opens with
    their descent (see the module's doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _DECLARED.finditer(low):
        verb = m.group("verb")
        if verb.endswith("habe") and not _GERMAN_NEEDS.search(low, m.end(), m.end() + 40):
            continue  # "ich habe ... Nationalität" without "angegeben": not a declaration
        return [Finding(Kind.ETHNICITY, "ethnic origin", m.start(), _sentence_end(low, m.end()))]
    for m in _DESCENT.finditer(low):
        end = _sentence_end(low, m.end())
        if not _FIRST_PERSON.search(low, m.end(), end) or _STORY.search(low):
            continue
        return [Finding(Kind.ETHNICITY, "ethnic origin", m.start("kin"), end)]
    return []


def _sentence_end(low: str, at: int) -> int:
    ends = [i for i in (low.find(c, at) for c in ".!?\n") if i >= 0]
    return min(ends) if ends else len(low)
