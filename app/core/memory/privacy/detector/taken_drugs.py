"""A course of medication the writer is on, given with what it is for or since when (round 37, rhealth): "od wtorku
jestem na antybiotyku po zapaleniu płuc", "I'm on antibiotics for a chest infection", "ich nehme seit Dienstag
Antibiotika wegen einer Blasenentzündung", "estoy tomando antibióticos por una infección de orina", "je suis sous
antibiotiques depuis mardi pour une angine", "я п'ю антибіотики через запалення легень".

The vocabulary reads "I'm on antidepressants" (a class that is a diagnosis in itself) and a condition after "I have";
a short course of antibiotics or steroids, said as the reason one drops out of a ride or a party, names its cause after
a preposition ("po zapaleniu płuc", "wegen einer Blasenentzündung", "pour une angine") that no verb of having precedes.
Being on a class of drug for a stated cause or since a stated time is the writer's treatment. In en, pl, de, es, fr,
uk and ru: the writer on or taking a drug class ("I'm on", "I'm taking", "jestem na", "biorę", "ich bin auf", "ich
nehme", "estoy con", "estoy tomando", "je suis sous", "je prends", "я на", "п'ю", "приймаю", "пью", "принимаю")
and, after the drug, a cause or a start ("after", "since", "for", "po", "od", "z powodu", "nach", "seit", "wegen",
"por", "desde", "tras", "depuis", "après", "pour", "після", "через", "від", "после", "из-за", "с").
Round 47 (rsens), NAMED: a psychiatric or chronic-disease medicine taken by the writer, named by its own name (short_notes'
list: antipsychotics, mood stabilisers, antidepressants, ADHD drugs, benzodiazepines, insulin, DMARDs, antiretrovirals,
opioid substitution, thyroid hormone, ...), needs no cause: "I've been on clozapine for six years", "od pięciu lat
jestem na licie", "П'ю кветіапін 200 на ніч і вальпроат 500", "я на клозапине третий год", "i take quetiapine every
night, can i drink coffee?" (sets broad-zzz101 and zzz110 told them with a question after: a clock or a dose asked
about, which short_notes' note shape leaves). The first-person taking verb before the name is the writer's treatment;
green stays a question about the drug with no such verb ("can you drink on quetiapine?", "можно ли пить кофе на
кветиапине?"), a condition or a hesitation before it ("if I take", "should I take", "czy mogę brać"), someone else
("a friend takes lithium", "my patient takes clozapine"), a lithium battery, a story, a leaflet.
Round 48 (rsens), STEROID: an anabolic cycle the writer runs, named by its compounds - set broad-zzz114 (sport) told
it with the athlete's verbs and slang and the detector found none: "running test e 500mg a week plus anavar", "jadę na
teście i trenbolonie od 6 tygodni", "je suis en cure de testo + oxandrolone". A first-person running, cycling or taking
verb ("running", "i'm on", "my first cycle of", "jadę na", "biorę", "kłuję", "ich nehme", "ich spritze", "estoy con",
"me pincho", "je suis en cure de", "je prends", "колю", "сиджу на", "я на курсі", "колюсь") and, within two words, an
anabolic steroid or a SARM by its name or slang (testosterone esters as "test e"/"test c"/"testo", trenbolone, nandrolone
/ deca, oxandrolone / anavar, dianabol, winstrol, sustanon, boldenone, turinabol, clenbuterol, ostarine, RAD-140, a
"cycle"/"cykl"/"курс" of steroids) - without a doctor's testosterone therapy named by its condition (left to the rules).
Green stays: a gym's testosterone booster or supplement, a question about the compounds with no verb of the writer ("what does tren do to your heart?"), a rumour
about an athlete or a gym mate (a third-person subject before the verb), a condition or a hesitation ("should I run
test e?", "if I go on tren ..."), a doping story in the news.
Green limits: the drug in general ("Can you drink on antibiotics?", "Dosierung Antibiotika bei Kindern"), someone
else's course (no first-person taking), asked whether to take it ("Should I take antibiotics for a cold?": no "I'm
on"), a pharmacology question.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated, folded_lazy
from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches, stop_finding
from app.core.memory.privacy.detector.short_notes import DRUG

_REASON = "health information"

# the cheap gate: the drug classes' own words (every DRUG alternative holds one)
_GATE = word_gate(
    "antibio", "antybio", "антибіо", "антибио", "steroid", "steryd", "cortiso", "kortyzo", "kortiso", "anticoa",
    "antykoa", "antikoa", "thinner", "verdünn", "przeciwz", "антикоа", "antidep", "antydep", "антидеп", "insulin",
    "insulin", "інсулін", "инсулин", "opioid", "опіоїд", "опиоид", "immunos", "inmunos", "імуносу", "иммунос",
    "antiepi", "przeciwp", "антиепі", "антиэпи", "antipsy", "antyps", "antipsi", "антипси", "нейроле", "betablo",
    "blocker", "bloker", "bloquea", "bloquan", "блокат", "methado", "metado", "метадон", "морфін", "морфин",
    "morphin", "morfin", "sterydo", "стероїд", "стероид", "гормон")
_TAKING = folded_lazy(
    r"(?<![\w'])(?:i'm|im|i am|i've been|ive been|been|currently|still|i take|i'm taking|im taking|i am taking|"
    r"jestem|biorę|przyjmuję|łykam|ich bin|bin|ich nehme|nehme|estoy|tomo|je suis|suis|je prends|"
    r"я|п'ю|приймаю|сиджу|пью|принимаю|сижу)\s+(?:(?:now|still|back|already|currently|teraz|nadal|jetzt|noch|"
    r"gerade|ahora|todavía|encore|toujours|зараз|досі|вже|сейчас|всё ещё|уже)\s+)?"
    r"(?:(?:seit|od|desde|depuis|since|з|с|від|от)\s+\w+\s+)?(?:on|taking|na|auf|con|tomando|a|sous|на)?\s*(?:(?:the|a|strong|heavy|new|silnym|silnych|starke\w*|"
    r"fuertes|forts|сильн\w*)\s+)?"
    r"(?P<drug>antibiot\w*|antybiotyk\w*|antibiótic\w*|антибіотик\w*|антибиотик\w*|steroid\w*|steryd\w*|"
    r"cortison\w*|kortyzon\w*|kortison\w*|стероїд\w*|стероид\w*|гормонах|anticoag\w*|antykoagul\w*|antikoagul\w*|"
    r"blood thinners?|blutverdünn\w*|le(?:ki|kach) przeciwzakrzepow\w*|антикоагулянт\w*|antidepress\w*|"
    r"antydepres\w*|antidepresiv\w*|антидепресант\w*|антидепрессант\w*|insulin\w*|insulin[ay]|insulinie|"
    r"інсулін\w*|инсулин\w*|opioid\w*|opioides|опіоїд\w*|опиоид\w*|morphin\w*|morfin\w*|морфін\w*|морфин\w*|"
    r"immunos\w*|inmunosupres\w*|імуносупрес\w*|иммуносупрес\w*|antiepilep\w*|le(?:ki|kach) przeciwpadaczkow\w*|"
    r"антиепілепт\w*|антиэпилепт\w*|antipsychot\w*|antypsychot\w*|antipsicót\w*|антипсихот\w*|нейролепт\w*|"
    r"beta[- ]?blo\w*|betabloker\w*|betabloqueant\w*|bêtabloquant\w*|бета-?блокатор\w*|methadon\w*|metadon\w*|"
    r"метадон\w*)(?![\w'])")
# what the course is for or since when, after the drug
_CAUSE = folded_lazy(
    r"\s*,?\s*(?:(?:again|now|still|znowu|wieder|otra vez|encore|знову|снова)\s+)?"
    r"(?:after|since|for|because of|due to|po|od|z powodu|przez|na|nach|seit|wegen|gegen|por|desde|tras|"
    r"después de|para|depuis|après|pour|à cause de|suite à|після|через|від|з|после|из-за|от|с)\s+\w")
# the drug in general or in a question of whether to take it
_GENERAL = folded_lazy(
    r"(?<![\w'])(?:in general|generally|patients?|exam|should i|can you|do you|if you|im allgemeinen|"
    r"patient(?:en|in)?|prüfung|sollte ich|en general|pacientes?|examen|debería|en général|patients?|dois-je|"
    r"w ogóle|pacjen\w*|egzamin\w*|czy powinienem|czy powinnam|пацієнт\w*|іспит\w*|пациент\w*|экзамен\w*)(?![\w'])")


def find_taken_drugs(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer is on a drug class for a stated cause or
    since a stated time (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for m in _TAKING.finditer(low):
        if _CAUSE.compiled.match(low, m.end()) and not _GENERAL.search(low):
            return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []


# (round 47) NAMED: the writer's taking verb, then (two words at most between) a medicine by its own name
_NAMED = folded_gated(
    r"(?<![\w'])(?:i take|i'm taking|im taking|i am taking|i'm on|im on|i am on|i've been on|ive been on|i have been on|"
    r"i was put on|been on|i'm still on|im still on|i started|i'm back on|im back on|"
    r"biorę|biore|przyjmuję|przyjmuje|łykam|jestem na|jestem teraz na|jestem nadal na|"
    r"ich nehme|ich bin auf|ich bekomme|nehme ich|bin ich auf|"
    r"tomo|estoy tomando|estoy con|llevo (?:\w+ ){1,3}?(?:tomando|con)|"
    r"je prends|je suis sous|je suis sous traitement|"
    r"п'ю|приймаю|я на|я сиджу на|сиджу на|пью|принимаю|я сижу на|сижу на)\s+"
    r"(?:(?:\w+|\d+(?:[.,]\d+)?)\s+){0,2}?(?:" + DRUG + r"|licie|litem)(?![\w'-])")
# a condition, a hesitation or a question of whether to take it, just before the taking verb
_NOT_YET = folded_lazy(
    r"(?<![\w'])(?:if|whether|should|can|could|would|when|before|after|shall|might|wenn|falls|ob|soll|sollte|kann|darf|"
    r"si|debo|debería|puedo|puede|dois|peux|devrais|jeśli|jeżeli|gdy|czy|mogę|moge|powinienem|powinnam|якщо|чи|можна|"
    r"можу|коли|если|ли|можно|могу|когда|нужно|треба|trzeba|need to|have to|muss)(?:\W+\w+)?\W*$")
_NOT_NAMED = folded_lazy(
    r"(?<![\w'])(?:batter\w*|akku\w*|bateri\w*|batería\w*|акумулятор\w*|аккумулятор\w*|ion|leaflet|beipackzettel|"
    r"ulotk\w*|prospecto|notice|інструкці\w*|инструкци\w*|patients?|patient(?:en|in)?|pacjen\w*|pacientes?|пацієнт\w*|"
    r"пациент\w*|novel|story|roman|powieś\w*|novela|роман\w*|character|postać|personaje|personnage|персонаж\w*)(?![\w'])")


def find_named_drugs(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer says they take a psychiatric or
    chronic-disease medicine by its name (NAMED in the doc)."""
    return _first_taken(t, _NAMED, (_NOT_NAMED,))


def _first_taken(t: str, pattern: GatedLazyPattern, vetoes: tuple[LazyPattern, ...]) -> list[Finding]:
    """The health finding over the sentence of the first match of `pattern` in normalised `t` with no condition or
    question just before it (_NOT_YET) and none of `vetoes` in its sentence (round 49, rtidy: the one copy of
    find_named_drugs' and find_steroid_cycles' loop; the text first, as finder_dispatch reads a helper's first parameter as the text)."""
    for low, m, a, b in sentence_matches(pattern, t):
        if _NOT_YET.search(low[a:m.start()]) or _vetoed(low, a, b, vetoes):
            continue
        return [Finding(Kind.HEALTH, _REASON, after_spaces(t, a, b), b)]
    return []


def _vetoed(low: str, a: int, b: int, vetoes: tuple[LazyPattern, ...]) -> bool:
    """Whether one of `vetoes` matches low[a:b] (a helper of its own: a generator in _first_taken would give it cells,
    and finder_dispatch reads no helper with cells)."""
    return any(v.search(low, a, b) for v in vetoes)


# (round 48) STEROID: the writer's verb, then (two words at most between) an anabolic by its name or slang
_ANABOLIC = (r"(?:test (?:e|c|p|cyp|enan\w*|prop\w*)|testo|testosteron\w*|тестостерон\w*|"
             r"trenbolon\w*|trenbolone|tren (?:a|e|ace|enanthate)|тренболон\w*|nandrolon\w*|deca(?:-durabolin)?|dec[eę]|дека|"
             r"нандролон\w*|oxandrolon\w*|anavar\w*|анавар\w*|оксандролон\w*|dianabol\w*|dbol|d-bol|"
             r"winstrol\w*|winny|stanozolol\w*|винстрол\w*|станозолол\w*|sustanon\w*|сустанон\w*|boldenon\w*|equipoise|"
             r"turinabol\w*|туринабол\w*|clenbuterol\w*|clen|кленбутерол\w*|ostarin\w*|ostarine|rad-?140|остарин\w*|"
             r"sarms?|sarmy|sarmach|анабол\w*|anabol\w*|steroid\w*|steryd\w*|стероїд\w*|стероид\w*)")
_CYCLING = folded_gated(
    r"(?<![\w'])(?:running|i'm running|im running|i run|i'm on|im on|i am on|i've been on|ive been on|i started|i'm doing|"
    r"im doing|i'm blasting|on my (?:first|second|third|\d+\w*) cycle of|my (?:first|second|third) cycle of|i pin|"
    r"jadę na teście i|jade na tescie i|jadę na|jade na|jestem na|biorę|biore|kłuję|kluje|kłuję się|zaczynam|zacząłem|zaczęłam|mój pierwszy cykl|"
    r"ich nehme|ich bin auf|ich spritze|ich fahre|meine erste kur mit|ich mache eine kur mit|"
    r"estoy con|tomo|me pincho|estoy haciendo un ciclo de|mi primer ciclo de|"
    r"je suis en cure de|je suis sous|je prends|je me pique|ma première cure de|je fais une cure de|"
    r"колю|колюся|сиджу на|я на курсі|я на|п'ю|приймаю|колюсь|сижу на|я на курсе|пью|принимаю)\s+"
    r"(?:(?:\w+|\d+(?:[.,]\d+)?)\s+){0,3}?" + _ANABOLIC + r"(?![\w'-])")
# an athlete, a gym mate, a story, a rumour: someone else's cycle told in this sentence
_NOT_OWN_CYCLE = folded_lazy(
    r"(?<![\w'])(?:he|she|they|his|her|er|sie|il|elle|él|ella|ona|він|вона|он|она|rumou?r\w*|gerücht\w*|rumor\w*|"
    r"plotk\w*|чутк\w*|слух\w*|prescribed|verschrieben|"
    r"przepisał\w*|recetad\w*|prescrit\w*|призначив\w*|назначил\w*|trt|hypogonad\w*|гіпогонад\w*|гипогонад\w*|"
    r"transition\w*|hrt|тзт|"
    # a gym's booster or supplement, not a steroid: "I've been on testosterone boosters from the gym"
    r"boosters?|supplements?|suplement\w*|nahrungsergänzung\w*|suplementos?|compléments?|бустер\w*|добавк\w*)(?![\w'])")


def find_steroid_cycles(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer runs an anabolic steroid or SARM cycle
    (STEROID in the doc)."""
    return _first_taken(t, _CYCLING, (_NOT_NAMED, _NOT_OWN_CYCLE))
