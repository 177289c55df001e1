"""Health told through the papers and the offices that hold it (round 40, rdisc): "Mapfre me rechaza la operación de
rodilla por rotura de menisco alegando «preexistencia»", "Blutbild zurück: Ferritin 8, Hb 10,2. Die Ärztin sagt
Eisenmangelanämie", "Виписка: «гострий інфаркт міокарда, стентування». Це про мене", "Compte rendu : « adénocarcinome
prostatique ». C'est mon père".

The vocabulary reads a condition the writer has ("I have ...", "diagnosed with ..."). A writer who tells it through a
document names no such verb: the condition is in the office's answer, the lab's figures or the pasted letter, and the
writer only says whose it is. In en, pl, de, es, fr, uk and ru:
- REFUSED: an insurer or a health fund refusing to pay for an operation or a treatment, in a sentence that holds the
  writer ("me rechaza la operación", "lehnt meine OP ab", "refuse de rembourser mon opération", "odmówił mi refundacji
  zabiegu", "відмовила в оплаті операції ... у мене", "отказала в оплате моей операции"): whose operation is said by
  the writer's pronoun, the office by an insurer's word or by the cover it refuses ("preexistencia", "Kostenübernahme");
- RESULT: a lab value (an analyte with its figure: "HbA1c 71", "Ferritin 8", "TSH 0,05", "гемоглобін 92") and one
  clinician telling what it means ("the GP says", "die Ärztin sagt", "l'endocrino parle de", "el médico dice", "lekarka
  mówi", "лікарка сказала", "врач сказал"): figures pasted with a doctor's reading are the writer's own results;
- CLAIMED: a pasted medical text (after a colon or in quotes, holding a condition's stem: carcinoma, infarction,
  tumour, fracture ...) that the writer says is about them or a relative ("this is about me", "it's my father", "c'est
  mon père", "das bin ich", "to o mnie", "це про мене", "это мой отец").
Green limits: an insurer's refusal asked about in general ("Can an insurer refuse an operation for ...?": nobody's),
a refused car or house claim (no operation or treatment), reference ranges and leaflets (no clinician's reading of a
figure, or "doctors say": a plural), invented patients and exam cases ("Patient, 54, HbA1c 71 ..."), a pasted text
without a claim of whose it is, a report of a meeting (no condition in it).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_HEALTH = "health information"


# ---------------------------------------------------------------- REFUSED

# an insurer, a health fund or the cover it refuses (the gate: every REFUSED match needs one of them in its sentence)
_OFFICE_GATE = word_gate(
    "insur", "insurer", "medicare", "medicaid", "coverage", "cover", "pre-exist", "preexist", "reimburs",
    "versicher", "krankenkasse", "kasse", "kostenübernahme", "kostenubernahme", "kostenuebernahme", "erstatt",
    "asegur", "seguro", "mutua", "cobertura", "preexisten", "reembols",
    "assurance", "assureur", "mutuelle", "rembours", "prise en charge", "préexist", "preexist",
    "ubezpiecz", "nfz", "refundac", "pokry",
    "страхов", "страхув", "страховк", "оплат", "покрит", "компенс",
)
_OFFICE = _rx(
    r"(?<![\w'])(?:insurer|insurance|health (?:plan|fund)|medicare|medicaid|cover(?:age)?|pre-?existing|reimburs\w*|"
    r"\w*versicher\w*|\w*kasse|kostenübernahme|erstatt\w*|aseguradora|seguro|mutua|cobertura|preexisten\w*|reembols\w*|"
    r"assurance|assureur|mutuelle|rembours\w*|prise en charge|prendre en charge|préexist\w*|"
    r"ubezpiecz\w*|nfz|refundac\w*|pokry\w*|"
    r"страхов\w*|страхув\w*|оплат\w*|покрит\w*|компенс\w*)(?![\w'])")
_REFUSE = _rx(
    r"(?<![\w'])(?:refus\w*|den(?:y|ies|ied)|declin\w*|reject\w*|won't (?:cover|pay)|will not (?:cover|pay)|"
    r"(?:lehnt|lehnen)\b[^.!?\n]{0,60}?\bab|abgelehnt|verweiger\w*|will nicht zahlen|zahlt nicht|"
    r"rechaz\w*|deneg\w*|denieg\w*|niega\w*|no (?:me |le )?(?:cubre|cubren|paga|pagan)|"
    r"refus\w*|ne (?:me )?(?:rembourse|prend) pas|"
    r"odmówi\w*|odmawia\w*|odrzuci\w*|odrzuca\w*|nie (?:chce )?(?:refunduj\w*|pokry\w*|zapłac\w*)|"
    r"відмовил\w*|відмовля\w*|відхилил\w*|не (?:хоче )?(?:покрива\w*|оплачу\w*|оплатит\w*)|"
    r"отказал\w*|отказыва\w*|отклонил\w*|не (?:хочет )?(?:покрыва\w*|оплачива\w*|оплатит\w*))(?![\w'])")
_TREATMENT = _rx(
    r"(?<![\w'])(?:operation|surgery|procedure|treatment|therapy|[\w-]*-op|op|\w*operation|behandlung\w*|therapie\w*|"
    r"eingriff\w*|operación|cirugía|intervención|tratamiento|terapia|opération|chirurgie|intervention|traitement|"
    r"operacj\w*|zabieg\w*|leczeni\w*|terapi\w*|операці\w*|лікуванн\w*|терапі\w*|операци\w*|лечени\w*)(?![\w'])")
# the writer in the sentence: a first-person pronoun, possessive or dative
_WRITER = _rx(
    r"(?<![\w'])(?:i|me|my|mine|ich|mir|mich|mein\w*|yo|mi|mis|mí|je|moi|mon|ma|mes|ja|mnie|mój|moj\w*|"
    r"я|мені|мене|мій|моя|мою|моєї|моїй|мне|меня|мой|моей)(?![\w'])|(?<![\w])m'")
# a general question about what insurers may do: "Can an insurer refuse ...?", "¿Puede una aseguradora rechazar ...?"
_GENERAL = _rx(
    r"(?<![\w'])(?:can|could|may|do|does|are|is it legal|kann|können|darf|dürfen|puede|pueden|se puede|peut|peuvent|"
    r"czy|чи|може|можуть|может|могут)\b[^.!?\n]{0,20}?\b(?:an?|the|any|insurers?|insurance|eine?|die|una?|las?|los|"
    r"une?|les?|l'|ubezpieczyciel\w*|страхов\w*)(?![\w'])")

# ---------------------------------------------------------------- RESULT

# (an analyte's name, no bare "T4" or "B12": a digit's key would open the gate on every text with a figure)
_LAB_GATE = word_gate(
    "hba", "ferritin", "ferrytyn", "феритин", "ферритин", "hemoglob", "haemoglob", "hämoglob", "hamoglob",
    "hémoglob", "гемоглоб", "hb", "tsh", "ттг", "psa", "пса", "ldl", "cholest", "cholesterin", "colesterol",
    "холестер", "glucos", "glukos", "glukoz", "glycém", "glycem", "glucem", "глюкоз", "creatin", "kreatin", "créatin",
    "kreatyn", "креатин", "crp", "срб", "egfr", "inr", "vitamin", "witamin", "вітамін", "витамин", "leuko",
    "leuco", "leuk", "лейкоц", "platelet", "thrombo", "trombo", "тромбоц", "testost", "prolact", "cortisol", "kortyzol",
    "bilirub", "білірубін", "билирубин",
)
_ANALYTE = (
    r"(?:hba1c|ferritin\w*|ferrytyn\w*|феритин\w*|ферритин\w*|h(?:a)?emoglobin\w*|hämoglobin\w*|hémoglobine|"
    r"hemoglobina|гемоглобін\w*|гемоглобин\w*|hb|tsh|ттг|psa|пса|ldl|cholesterol|cholesterin|cholestérol|"
    r"colesterol|холестерин\w*|gluc?ose|glukose|glukoz\w*|glucosa|glycémie|glucemia|глюкоз\w*|creatinine|kreatinin|"
    r"créatinine|creatinina|kreatynin\w*|креатинін\w*|креатинин\w*|crp|срб|e?gfr|inr|vitamin[ea]? d|witamin\w* d|"
    r"вітамін\w* d|витамин\w* d|leu[kc]o\w*|лейкоцит\w*|platelets|thrombozyt\w*|plaquettes|plaquetas|płytki|"
    r"тромбоцит\w*|testosteron\w*|prolaktyn\w*|prolactin\w*|cortisol|kortyzol|bilirubin\w*|білірубін\w*|билирубин\w*)")
# an analyte with its figure: "HbA1c came back at 71", "Ferritin 8", "TSH 0,05", "гемоглобін 92"
_VALUE = _rx(r"(?<![\w'])" + _ANALYTE + r"(?![\w'])[^\d\n.!?]{0,22}?\d")
# one clinician telling what the figures mean (a plural - "doctors say" - is a leaflet's voice)
_CLINICIAN = (
    r"(?:doctor|doc|gp|endo|endocrinologist|consultant|specialist|haematologist|hematologist|cardiologist|nurse|"
    r"arzt|ärztin|hausarzt|hausärztin|internist(?:in)?|endokrinolog(?:e|in)|kardiolog(?:e|in)|doktor|"
    r"médecin|docteur|endocrino(?:logue)?|généraliste|toubib|cardiologue|hématologue|"
    r"médico|médica|doctora|endocrin[oa]|endocrinólog[oa]|hematólog[oa]|cardiólog[oa]|"
    r"lekarz|lekarka|doktor|endokrynolog|hematolog|kardiolog|internista|"
    r"лікар|лікарка|ендокринолог|ендокринологиня|терапевт|терапевтка|гематолог|кардіолог|"
    r"врач|врачиха|доктор|эндокринолог|терапевт|гематолог|кардиолог)")
_SAYS = (
    r"(?:says?|said|thinks|told me|reckons|suspects|mentioned|talks? about|calls? it|confirmed|"
    r"sagt|meint|spricht von|vermutet|hat gesagt|sprach von|bestätigt|"
    r"parle d[e']|dit|pense|soupçonne|évoque|suspecte|a dit|confirme|"
    r"dice|dijo|habla de|cree|sospecha|confirmó|comenta|"
    r"mówi|powiedział\w*|stwierdził\w*|podejrzewa|uważa|twierdzi|"
    r"каже|сказав|сказала|підозрює|вважає|говорить|"
    r"говорит|сказал|сказала|подозревает|считает)")
_READ = _rx(r"(?<!\w)" + _CLINICIAN + r"(?![\w'])(?:\s+[\w'-]+){0,2}?\s+" + _SAYS + r"(?![\w'])")
# an exam case, an invented patient, a leaflet: the figures are nobody's
_CASE = _rx(r"(?<![\w'])(?:patient\w*|case|vignette|quiz|exam\w*|scenario|paciente\w*|caso|cas clinique|pacjent\w*|"
            r"przypadek|пацієнт\w*|пациент\w*|leaflet|brochure|merkblatt|folleto|dépliant|ulotk\w*|reference range|"
            r"normal range|normwert\w*|referenzbereich|valores? normales|valeurs? normales|norma|норма|норм\w*)(?![\w'])")

# ---------------------------------------------------------------- CLAIMED

# (the claim's own words are everyday ones: the gate is the pasted condition's stem, _CONDITION's)
_CLAIM_GATE = word_gate(
    "carcinom", "karzinom", "rak", "рак", "карцином", "adenocarc", "tumor", "tumour", "tumeur", "guz", "пухлин", "опухол",
    "infarct", "infarkt", "infarto", "zawał", "zawal", "інфаркт", "инфаркт", "stent", "стент", "fractur", "fraktur",
    "złaman", "zlaman", "перелом", "lymphom", "linfoma", "chłoniak", "chloniak", "лімфом", "лимфом", "metasta", "przerzut",
    "метастаз", "stenos", "stenoz", "стеноз", "leukaem", "leukem", "leucém", "leucem", "białacz", "bialacz", "лейкем",
    "лейкоз", "gleason", "malign", "złośliw", "zlosliw", "злоякіс", "злокачеств", "insufficien", "insuffisance",
    "niewydolno", "недостатн", "недостаточн", "sclero", "skleroz", "склероз", "ischem", "ischaem", "ишеми", "ішемі",
    "diabet", "cukrzyc", "діабет", "диабет", "embol", "zator", "тромбоз", "thrombos", "tromboz",
)
_KIN = (r"(?:father|dad|mother|mum|mom|husband|wife|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|"
        r"vater|papa|mutter|mama|mann|frau|sohn|tochter|bruder|schwester|oma|opa|"
        r"père|mère|mari|femme|fils|fille|frère|sœur|soeur|grand-mère|grand-père|"
        r"padre|madre|marido|mujer|hijo|hija|hermano|hermana|abuel[oa]|"
        r"tata|ojciec|ojca|mama|mąż|żona|syn|córka|brat|siostra|babcia|dziadek|"
        r"батько|тато|мама|мати|чоловік|дружина|син|донька|брат|сестра|бабуся|дідусь|"
        r"отец|папа|мама|мать|муж|жена|сын|дочь|брат|сестра|бабушка|дедушка)")
_CLAIM = _rx(
    r"(?<![\w'])(?:(?:this|it|that)(?:'s| is| was) (?:about me|mine|me|(?:for|about) my " + _KIN + r"|my " + _KIN + r")|"
    r"(?:das|es) (?:bin ich|ist (?:meiner|meins|von mir|mein|meine) ?" + _KIN + r"?|geht um (?:mich|meine\w? " + _KIN + r"))|"
    r"(?:c'est|il s'agit de) (?:moi|le mien|à moi|de moi|mon " + _KIN + r"|ma " + _KIN + r")|"
    r"(?:es|son) (?:mío|mía|míos|sobre mí|de mi " + _KIN + r"|mi " + _KIN + r")|soy yo|se trata de (?:mí|mi " + _KIN + r")|"
    r"(?:to|chodzi) (?:o mnie|ja|mój " + _KIN + r"|moja " + _KIN + r"|o moj\w+ " + _KIN + r"\w*)|to (?:moje|mój|moja)(?![\w'])|"
    r"(?:це|йдеться) (?:про мене|мій|моє|моя|мого|моєї|про мого|про мою) ?(?:" + _KIN + r"\w*)?|"
    r"(?:это|речь) (?:про меня|обо мне|о мне|мой|моё|моя|моего|моей|про моего|про мою|о моём|о моей) ?(?:" + _KIN + r"\w*)?)"
    r"(?:'s)?(?![\w'])")
# a condition's stem in the pasted text: what makes it a medical paper
_CONDITION = _rx(
    r"(?:carcinom|karzinom|(?<!\w)rak |(?<!\w)рак |карцином|adenocarc|tumou?r|tumeur|guz|пухлин|опухол|"
    r"infarct|infarkt|infarto|infarctus|zawał|інфаркт|инфаркт|stent|стент|fractur|fraktur|złaman|перелом|"
    r"lymphom|lymphome|linfoma|chłoniak|лімфом|лимфом|metasta|przerzut|метастаз|stenos|stenoz|стеноз|"
    r"leukaem|leukem|leucém|leucemia|białacz|лейкем|лейкоз|gleason|malign|złośliw|злоякіс|злокачеств|"
    r"insufficien|insuffisance|niewydolno|недостатн|недостаточн|sclero|skleroz|склероз|ischem|ischaem|ишеми|ішемі|"
    r"diabet|cukrzyc|діабет|диабет|embol|zator|тромбоз|thrombos|tromboz)")
_PASTED = _rx(r"[:«»\"“”„]")


def _refused(t: str, low: str) -> list[Finding]:
    for m in _REFUSE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if not (_OFFICE.search(low, a, b) and _TREATMENT.search(low, a, b) and _WRITER.search(low, a, b)):
            continue
        if low[a:b].rstrip().endswith("?") and _GENERAL.compiled.match(low[a:b].lstrip(" ¿¡")):
            continue
        return [Finding(Kind.HEALTH, _HEALTH, after_spaces(low, a, b), b)]
    return []


def _result(t: str, low: str) -> list[Finding]:
    value = _VALUE.search(low)
    if value is None or _CASE.search(low):
        return []
    read = _READ.search(low)
    if read is None:
        return []
    return [Finding(Kind.HEALTH, _HEALTH, value.start(), max(value.end(), read.end()))]


def _claimed(t: str, low: str) -> list[Finding]:
    for m in _CLAIM.finditer(low):
        head = low[:m.start()]
        if not _PASTED.search(head) or not _CONDITION.search(head):
            continue
        a, b = stop_bounds(low, m.start(), m.end())
        return [Finding(Kind.HEALTH, _HEALTH, 0, b)]
    return []


def find_health_papers(t: str) -> list[Finding]:
    """A finding (health) on normalised `t` where an insurer refuses the writer's operation, a clinician reads the
    writer's lab figures, or a pasted medical text is claimed as the writer's or a relative's (see the doc)."""
    office, lab, claim = opens(t, _OFFICE_GATE), opens(t, _LAB_GATE), opens(t, _CLAIM_GATE)
    if not (office or lab or claim):
        return []
    low = lower_keep_length(t).replace("’", "'")
    return ((office and _refused(t, low)) or (lab and _result(t, low)) or (claim and _claimed(t, low))) or []
