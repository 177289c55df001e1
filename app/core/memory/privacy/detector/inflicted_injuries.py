"""Round 44 (rall): violence against the writer told by the injury someone caused or the blow itself in a subordinate
clause - "after Kevin broke my wrist", "Er hat mir die Nase gebrochen", "złamał mi rękę", "он сломал мне ребро", "me
rompió el brazo", "il m'a cassé le bras", "después de que Raúl me pegara otra vez".

The abuse rules read "my husband hits me", "he beat me"; a survivor writing a poem, a letter or a statement tells the
harm as a bone someone broke, or the blow in the subjunctive after "después de que", "bevor", "after". So:
- BROKE: a person (he, she, they, a capitalised name, my partner / ex / husband / father ..., or a verb's third
  person that names one: "złamał", "зламав", "сломал", "rompió", "m'a cassé", "hat mir ... gebrochen") breaking a part
  of the writer's body (wrist, arm, nose, jaw, ribs, finger, collarbone, cheekbone, tooth ...);
- HIT ME: the blow in a form the abuse rules lack - Spanish "me pegara / me pegase / me ha pegado / me pegó", French
  "il m'a frappée / giflée", German "er hat mich geschlagen", Polish "uderzył mnie", Ukrainian "він мене вдарив",
  Russian "он меня ударил" - with a partner, an ex, a relative or a capitalised name in the sentence.
Green/yellow stay: "he broke my heart" (no body part), a sport ("he broke my nose in sparring"), a fall or an accident
(no person), the writer's own doing ("I broke my wrist"), a story, a hypothetical; a clause's "if" before the blow. (A name
before "broke my" is a known given name as written: identity.py's, passed in.)
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"


_W = r"(?:[\w'-]+ )"
_PART_EN = r"(?:wrist|arm|nose|jaw|ribs?|finger|fingers|collarbone|cheekbone|eye socket|leg|hand|tooth|teeth|eardrum)"
_PART_DE = r"(?:handgelenk|arm|nase|kiefer|rippen?|finger|schl[üu]sselbein|jochbein|bein|hand|zahn|z[äa]hne|trommelfell)"
_PART_PL = r"(?:nadgarstek|r[ęe]k[ęe]|nos|szcz[ęe]k[ęe]|[żz]ebr[oa]|palec|palce|obojczyk|ko[śs][ćc] policzkow\w*|nog[ęe]|z[ąa]b|z[ęe]by)"
_PART_UK = r"(?:зап'ясток|руку|ніс|щелепу|ребро|ребра|палець|пальці|ключицю|вилицю|ногу|зуб|зуби)"
_PART_RU = r"(?:запястье|руку|нос|челюсть|ребро|ребра|палец|пальцы|ключицу|скулу|ногу|зуб|зубы)"
_PART_ES = r"(?:mu[ñn]eca|brazo|nariz|mand[íi]bula|costillas?|dedo|dedos|clav[íi]cula|p[óo]mulo|pierna|mano|diente|dientes)"
_PART_FR = r"(?:poignet|bras|nez|m[âa]choire|c[ôo]tes?|doigt|doigts|clavicule|pommette|jambe|main|dent|dents)"

_KIN = (r"(?:my |mein\w* |m[óo]j |moja |мій |моя |мой |mi |mon |ma )?(?:husband|wife|partner|boyfriend|girlfriend|ex|"
        r"ex-husband|ex-partner|father|dad|stepdad|mother|mum|brother|"
        r"mann|ex-mann|freund|partner|vater|stiefvater|bruder|m[ąa][żz]|by[łl]y|partner|ch[łl]opak|ojciec|ojczym|brat|"
        r"чоловік|колишній|хлопець|батько|вітчим|брат|муж|бывший|парень|отец|отчим|"
        r"marido|pareja|novio|ex|padre|padrastro|hermano|mari|conjoint|copain|p[èe]re|beau-p[èe]re|fr[èe]re)")
_BROKE = (
    r"(?:he|she|they|" + _KIN + r"|(?P<name>[a-z][\w'-]+)) (?:\w+ )?(?:broke|fractured|cracked|dislocated|knocked out) my "
    + _PART_EN + r"|"
    r"(?:er|sie|" + _KIN + r") (?:hat|hatte) mir (?:" + _W + r"){0,3}?(?:die |den |das |einen |ein |zwei |drei )?"
    + _PART_DE + r" (?:" + _W + r"){0,2}?(?:gebrochen|ausgeschlagen|ausgerenkt|angebrochen)|"
    r"(?:z[łl]ama[łl]a?|wybi[łl]a?|wybi[łl]a?|p[ęe]kn[ęe][łl]o) mi (?:" + _W + r")?" + _PART_PL + r"|"
    r"(?:зламав|зламала|вибив|вибила) мені (?:" + _W + r")?" + _PART_UK + r"|"
    r"(?:сломал|сломала|выбил|выбила) мне (?:" + _W + r")?" + _PART_RU + r"|"
    r"me (?:rompi[óo]|fractur[óo]|parti[óo]|ha roto|ha partido) (?:el |la |los |las |un |una |dos )?" + _PART_ES + r"|"
    r"m'a (?:cass[ée]|fractur[ée]) (?:le |la |les |l'|un |une |deux )?" + _PART_FR
)
_HIT = (r"me (?:pegara|pegase|pegaron|peg[óo]|ha pegado|pegaba)|(?:il|elle) m'a (?:frapp[ée]e?|gifl[ée]e?|battue?)|"
        r"(?:er|sie) hat mich (?:\w+ )?(?:geschlagen|verpr[üu]gelt|gew[üu]rgt)|uderzy[łl]a? mnie|pobi[łl]a? mnie|"
        r"(?:він|вона) мене (?:\w+ )?(?:вдарив|вдарила|побив|побила|бив)|(?:он|она) меня (?:\w+ )?(?:ударил|ударила|избил|"
        r"избила|бил)")
_ACT = _rx(r"(?<![\w'-])(?:" + _BROKE + r"|" + _HIT + r")(?![\w'-])")
_HIT_ONLY = _rx(r"(?<![\w'-])(?:" + _HIT + r")(?![\w'-])")
_WHO = _rx(r"(?<![\w'-])(?:" + _KIN + r")(?![\w'-])")
_GATE = word_gate(
    "broke", "fractured", "cracked", "dislocated", "knocked", "gebrochen", "ausgeschlagen", "ausgerenkt", "angebrochen",
    "złamał", "wybił", "pęknęło", "зламав", "зламала", "вибив", "вибила", "сломал", "выбил", "rompió", "fracturó",
    "partió", "roto", "partido", "cassé", "fracturé", "pegara", "pegase", "pegaron", "pegó", "pegado", "pegaba",
    "frapp", "gifl", "battu", "geschlagen", "verprügelt", "gewürgt", "uderzył", "pobił", "вдарив", "вдарила", "побив",
    "побила", "бив", "ударил", "избил", "бил",
)
_APART = _rx(
    r"(?<![\w'-])(?:heart|herz|serce|серце|сердце|coraz[óo]n|c(?:œ|oe)ur|record|promise|"
    r"sparring|boxing|rugby|football|soccer|match|game|training|tackle|boxen|training|mecz\w*|trening\w*|"
    r"матч\w*|тренуванн\w*|тренировк\w*|partido de|entrenamiento|entra[îi]nement|"
    r"novel\w*|story|film|movie|character\w*|roman\w*|powie[śs]\w*|novela|pel[íi]cula|personaje\w*|personnage\w*|"
    r"geschichte|персонаж\w*|фільм\w*|фильм\w*)(?![\w'-])"
)
_IF = _rx(r"(?<![\w'-])(?:if|what if|wenn|falls|je[śs]li|gdyby|si|якщо|если)(?![\w'-])")


def find_inflicted_injuries(text: str, given_name: Callable[[str], bool]) -> list[Finding]:
    """A relationship finding over the sentence of normalised `text` where someone broke a bone of the writer's or hit
    the writer, told as above (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    pos = 0
    while (m := _ACT.search(low, pos)) is not None:
        pos = m.start() + 1  # (read on from the next character: "after he broke my ..." first read "after" as a name)
        a, b = stop_bounds(low, m.start(), m.end())
        if _APART.search(low, a, b):
            continue
        name = m.group("name")
        if name is not None and not (text[m.start("name"):m.start("name") + 1].isupper() and given_name(
                text[m.start("name"):m.end("name")])):
            continue  # ("I broke my wrist", "the fall broke my wrist": the writer or no person did it)
        clause = max(a, low.rfind(",", a, m.start()) + 1)
        if _IF.search(low, clause, m.start()):
            continue
        if _HIT_ONLY.compiled.fullmatch(m.group().rstrip()) and not (
                _WHO.search(low, a, b) or any(w[:1].isupper() for w in text[a:m.start()].split()[1:])):
            continue
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(low, a, b), b)]
    return []
