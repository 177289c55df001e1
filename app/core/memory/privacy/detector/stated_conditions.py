"""The writer's (or their family's) condition told beside a plan: a trip, a move, a course (round 41).

People planning travel, housing or study name the condition that shapes the plan, in one clause, in the first person:
"I'm on haemodialysis three times a week, so for the Portugal week ...", "Mam wstrząs anafilaktyczny po orzechach,
noszę dwa EpiPeny", "Я на 31-й неделе с гестозом", "Ich hatte vor drei Wochen einen Bypass, der Kardiologe ...",
"On m'a retiré la vésicule il y a dix jours", "je dois faire mes piqûres de FIV", "Маю інвалідність II групи через
ампутацію", "У мене діагностували хворобу Бехтерева", "Ich bin seit drei Jahren alkoholabhängig". The vocabulary
(disclosures.py) lacks these terms or reads them only in a shorter frame; each names a condition no one has in general
(a dialysis schedule, an anaphylaxis, a pregnancy's complication, a heart bypass, an organ removed, IVF injections, a
disability group or degree, Bechterew's disease, alcohol dependence). A term counts when the same sentence has the
writer (or "my ...") before it: "I", "mam", "ich", "tengo", "je", "я", "у мене" ...
Green: the term asked about in general ("What is pre-eclampsia?", "Can you fly after a bypass?"): no first person in
its sentence; "I don't have ...", "nie mam", "keine": a negation just before it; a hypothetical ("if I had",
"wenn ich", "si j'ai", "якщо"); a leaflet, a story, an invented patient (school_children.STORY and the words below);
a road's or a tool's "bypass" (a bypass counts beside a heart's or a surgeon's word only), a gallbladder without an
organ removed.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

# the conditions (lower-cased text; folded spellings beside the written ones: "wstrzas", "zolciowy")
_TERMS = (
    # a dialysis schedule
    r"(?:haemo|hemo|hämo)?dialys[ie]s|(?:hemo)?dializ\w*|(?:hämo|haemo|hemo)?dialyse\w*|(?:hemo)?di[aá]lisis|"
    r"h[ée]modialys\w*|dialys[ée]e?|(?:гемо)?діаліз\w*|(?:гемо)?диализ\w*|"
    # an anaphylaxis and its pens
    r"anaphyla\w*|anafila\w*|анафіла\w*|анафила\w*|epipen\w*|epi-pen\w*|anapen\w*|jext\w*|"
    # a pregnancy's complication
    r"pre-?eclampsia|pr[ée]-?[ée]clampsie|preeklampsj\w*|stan\w* przedrzucawkow\w*|pr[äa]eklampsie|preeclampsia|"
    r"гестоз\w*|прееклампс\w*|преэклампс\w*|hyperemesis|hiperemesis|hyperémèse|cholestasis of pregnancy|"
    r"placenta pr(?:a|æ)?evia|placenta previa|łożysk\w* przoduj\w*|lozysk\w* przoduj\w*|передлежання плаценти|"
    r"предлежание плаценты|threatened (?:preterm|premature) labou?r|zagro[zż]eni\w* przedwczesn\w* porod\w*|"
    r"vorzeitige[n]? wehen|amenaza de parto prematuro|menace d'accouchement pr[ée]matur[ée]|"
    r"загроз\w* передчасних полог\w*|угроз\w* преждевременных род\w*|"
    r"gestational diabetes|cukrzyc\w* ciążow\w*|cukrzyc\w* ciazow\w*|schwangerschaftsdiabetes|diabetes gestacional|"
    r"diab[èe]te gestationnel|гестаційн\w* діабет\w*|гестационн\w* диабет\w*|"
    # IVF injections or protocol
    r"(?:ivf|fiv|in[- ]vitro|ekz|екз|эко) (?:injections?|jabs|stims?|protocol|cycle|zastrzyk\w*|spritzen|"
    r"pinchazos|inyecciones|piq[ûu]res|protocole|уколи|уколы|ін'єкції|инъекции|стимуляц\w*|протокол\w*)|"
    r"(?:injections?|jabs|zastrzyk\w*|spritzen|pinchazos|inyecciones|piq[ûu]res|protocole|уколи|уколы) (?:\w+ )?"
    r"(?:for |of |do |de |для |для |für |die |la )?(?:ivf|fiv|in[- ]vitro|екз|эко)(?!\w)|"
    # a disability's group or degree
    r"(?:i|ii|iii|1|2|3|перш\w*|друг\w*|трет\w*|перв\w*|втор\w*) груп\w* (?:інвалідн\w*|инвалидн\w*)|"
    r"(?:інвалідн\w*|инвалидн\w*) (?:i|ii|iii|1|2|3|перш\w*|друг\w*|трет\w*|перв\w*|втор\w*)(?:-?[іиа]?[йї])? груп\w*|"
    r"(?:znacznym|umiarkowanym|lekkim) stopniu niepe[łl]nosprawno[śs]ci|grup\w* inwalidzk\w*|"
    r"schwerbehindert\w*|schwerbehinderung|grad der behinderung|gdb (?:von )?\d+|"
    r"grado de discapacidad|discapacidad (?:del )?\d+|certificado de discapacidad|"
    r"taux d'(?:incapacit[ée]|invalidit[ée])|carte d'invalidit[ée]|rqth|registered disabled|"
    # a disability card held (round 50, rhealth): "j'ai une carte mobilité inclusion mention invalidité"
    r"carte mobilit[ée] inclusion|cmi (?:mention )?invalidit[ée]|mention invalidit[ée]|"
    r"legitymacj\w* (?:osoby )?niepe[łl]nosprawn\w*|legitymacj\w* inwalidy|"
    r"посвідченн\w* (?:особи з інвалідністю|людини з інвалідністю|інваліда)|удостоверени\w* (?:инвалида|об инвалидности)|"
    r"(?:disabled|disability) (?:parking )?(?:permit|badge|pass)|"
    # Bechterew's disease
    r"bechterew\w*|бехтерев\w*|ankylosing spondylitis|spondylarthrite ankylosante|espondilitis anquilosante|"
    r"zesztywniaj\w* zapaleni\w* staw\w* kr[ęe]gos[łl]upa|spondylitis ankylosans|анкілозуюч\w* спондиліт\w*|"
    r"анкилозирующ\w* спондилит\w*|"
    # alcohol dependence
    r"alkoholabh[äa]ngig\w*|alkoholkrank\w*|alcohol[- ]dependen\w*|dependent on alcohol|addicted to alcohol|"
    r"uzale[żz]nion\w* od alkoholu|dependiente del alcohol|dependencia del alcohol|adicci[óo]n al alcohol|"
    r"d[ée]pendance (?:à|a) l'alcool|d[ée]pendante? (?:à|a) l'alcool|алкогольн\w* залежн\w*|залежн\w* від алкогол\w*|"
    r"алкогольн\w* зависим\w*|зависим\w* от алкогол\w*"
)
# a heart bypass or stent, an organ removed: only beside a heart's, a surgeon's or a removal's word
_SURGERY_TERMS = (
    r"bypass|by-pass|bajpas\w*|pomostowani\w*|stent\w*|baip[áa]s|pontage\w*|шунтуван\w*|шунтирован\w*|стент\w*|"
    r"gallbladder|gall bladder|woreczek [żz][óo][łl]ciowy|woreczka [żz][óo][łl]ciowego|gallenblase|ves[íi]cula|"
    r"v[ée]sicule|жовчн\w* міхур\w*|желчн\w* пузыр\w*|cholecystectom\w*|cholecystektom\w*|colecistectom\w*|"
    r"chol[ée]cystectom\w*|холецистектом\w*"
)
_SURGERY_CONTEXT = LazyPattern(
    r"(?<!\w)(?:heart|cardi\w*|kardi\w*|кардіо\w*|кардио\w*|herz\w*|serc\w*|coraz[óo]n|c[œo]eur|серц\w*|сердц\w*|"
    r"coronar\w*|wieńc\w*|wienc\w*|surgery|surgeon|operation|op|operiert|operacj\w*|operaci[óo]n|operado|"
    r"op[ée]r[ée]e?|opération|операц\w*|оперува\w*|опериров\w*|removed|out|removal|entfernt|usuni\w*|usun[ęe]li|"
    r"wyci[ęe]li|wyci[ęe]to|quitaron|quitado|extirp\w*|retir[ée]e?|enlev[ée]e?|видалил\w*|удалил\w*|вирізал\w*|"
    r"вырезал\w*)(?!\w)"
)
# the writer (or "my ...") before the term, in its sentence: a subject, an object or a possessive
OWNER = (
    r"i|i'm|i've|i'd|i'll|im|ive|my|me|"
    r"mam|mia[łl]\w*|jestem|by[łl]\w*|mnie|mi|m[óo]j|moja|moje|moim|mojej|nosz[ęe]|bior[ęe]|przesz[łl]\w*|"
    r"ich|mir|mich|mein\w*|"
    r"yo|tengo|tuve|estoy|soy|llevo|mi|mis|"
    r"je|j|m|moi|mon|mes|"
    r"я|мене|мені|мій|моя|моє|мої|маю|мав|мала|меня|мне|мой|моё|мое|мои"
)
_OWNER_RE = r"(?<![\w'])(?:" + OWNER + r")(?!\w)"
_TERM = LazyPattern(r"(?<![\w'])(?:" + _TERMS + r")(?!\w)")
_SURGERY = LazyPattern(r"(?<![\w'])(?:" + _SURGERY_TERMS + r")(?!\w)")
_OWNER_AT = LazyPattern(_OWNER_RE)
_OWNER_REACH = 70  # how far before the term the writer may stand ("Ich hatte vor drei Wochen einen Bypass")
_AFTER_REACH = 45  # and after it: "On est en plein protocole de FIV, je dois faire mes piqûres"
# a negation between the writer and the term: "I don't have", "nie mam", "keine", "no tengo", "je n'ai pas", "не маю"
NEGATED = LazyPattern(
    r"(?<!\w)(?:not|n't|never|no|without|nie|nigdy|bez|kein\w*|nicht|nie|nunca|sin|pas|jamais|sans|не|ні|нет|ни|без)"
    r"(?!\w)|n't"
)
# a hypothetical, a general question, a leaflet, a story, an invented patient
NOT_OWN = LazyPattern(
    r"(?<!\w)(?:if|what if|suppose|imagine|wenn|falls|angenommen|je[śs]li|je[żz]eli|gdyby|si|suponiendo|imagina\w*|"
    r"supposons|якщо|якби|если|допустим|уяв\w*|представ\w*|leaflet|brochure|flyer|poster|ulotk\w*|broszur\w*|plakat|"
    r"merkblatt|folleto|cartel|d[ée]pliant|affiche|листівк\w*|буклет\w*|пам'ятк\w*|памятк\w*|story|novel|character|"
    r"roman|figur|personnage|personaje|novela|cuento|opowiadani\w*|powie[śs][ćc]\w*|bohater\w*|персонаж\w*|"
    r"оповідан\w*|рассказ\w*|patient x|pacjent x|patient:in|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|"
    r"приклад\w*|пример\w*)(?!\w)"
)
_GATE = word_gate(
    "dialys", "dializ", "dialis", "diális", "діаліз", "диализ", "anaphyla", "anafila", "анафіла", "анафила", "epipen",
    "anapen", "jext", "eclamps", "éclamps", "eklamps", "przedrzucawk", "гестоз", "прееклам", "преэклам", "hyperem",
    "hiperem", "hyperém", "cholestasis", "placenta", "łożysk", "lozysk", "передлежан", "предлежан", "preterm",
    "premature", "przedwczesn", "wehen", "prematuro", "prématur", "prematur", "передчасн", "преждеврем", "gestation",
    "ciążow", "ciazow", "schwangerschaftsdiab", "gestacional", "гестацій", "гестацион", "vitro", "груп", "stopniu", "inwalidzk", "schwerbehind", "behinderung", "discapacidad", "incapacit",
    "invalidit", "disabled", "disability", "mobilité", "legitymacj", "посвідченн", "удостоверени", "bechterew", "бехтерев", "ankylos", "anquilos", "zesztywn", "анкілоз", "анкилоз",
    "alkoholabh", "alkoholkrank", "alcohol", "alkoholu", "alcool", "алкогол",
)
# (the short names as whole words: "fiv" is in "five")
_WORDS = whole_word_gate("ivf", "fiv", "ekz", "екз", "эко", "gdb", "rqth")
_SURGERY_GATE = word_gate(
    "bypass", "bajpas", "pomostow", "stent", "baipás", "baipas", "pontage", "шунту", "шунти", "стент", "gallbladder",
    "bladder", "woreczek", "woreczka", "gallenblase", "vesícula", "vesicula", "vésicule", "vesicule", "жовчн",
    "желчн", "cholecyst", "colecist", "cholécyst", "холецист",
)


def _owned(text: str, low: str, start: int, end: int) -> tuple[int, int] | None:
    """The sentence of the writer's own term at low[start:end]: the writer before it with no negation between, or just
    after it ("..., je dois ..."), and no hypothetical or invented frame; None when it is not the writer's."""
    lo, hi = stop_bounds(text, start, end)
    owners = list(_OWNER_AT.finditer(low, max(lo, start - _OWNER_REACH), start))
    if owners:
        if NEGATED.search(low, owners[-1].start(), start):
            return None
    elif _OWNER_AT.search(low, end, min(hi, end + _AFTER_REACH)) is None:
        return None
    if NOT_OWN.search(low, lo, hi) is not None or NOT_OWN.search(low, 0, min(len(low), 80)) is not None:
        return None
    return lo, hi


def find_stated_conditions(text: str) -> list[Finding]:
    """The writer's or their family's condition of the kinds above, in the first person (see the doc)."""
    plain, surgery = opens(text, _GATE) or opens(text, _WORDS), opens(text, _SURGERY_GATE)
    if not (plain or surgery):
        return []  # (most messages: no term of either list)
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _TERM.finditer(low) if plain else ():
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is not None:
            return [Finding(Kind.HEALTH, "health information", *bounds)]
    for m in _SURGERY.finditer(low) if surgery else ():
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is not None and _SURGERY_CONTEXT.search(low, *bounds):
            return [Finding(Kind.HEALTH, "health information", *bounds)]
    return []
