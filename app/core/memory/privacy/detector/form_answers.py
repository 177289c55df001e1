"""Answers written into a form or a questionnaire: "Anamnesebogen: Vorerkrankungen: Morbus Crohn", "Dental
questionnaire: 'Are you pregnant?' I ticked yes", "En la matrícula marqué 'religión evangélica'", "Formularz najemcy:
zaległości w czynszu 3 miesiące".

A medical intake, an insurer's or a lender's health questionnaire, an enrolment or a staff survey, a tenant's or a
membership application ask about health, faith, politics, unions, sexuality, origin, money and relationships, and
people paste what they wrote to have it worded or checked. The answer then stands in a field's place - after a label
and a colon or a dash, after "I ticked", as a "yes" to a quoted question - with no "I have" or "I am" before it, so the
sentence analysis of disclosures.py does not see it. Here, in a message that names a form (any of six languages):

- a health field's label ("Conditions", "Vorerkrankungen", "choroby przewlekłe", "enfermedades", "діагнози") with a
  value that is an answer (not "none", "nein", "brak", not a blank, not a question about the field);
- any field's or "I ticked / marqué / angekreuzt / zaznaczyłam" value, or the text after the form's own colon, read by
  disclosures.py as if the writer had said "I have ..." or "I am ..." (its vocabulary decides the kind), or naming a
  condition by its medical form (-itis, -opathy, a defibrillator);
- a "yes" ("I ticked yes", "? TAK", "– ja", "відповів так", "I'm positive", "[x] Yes", "☑ Так") to a question about a
  sensitive topic, a ticked box's value ("[x] muslimisch");
- money trouble with its figure ("zaległości w czynszu 3 miesiące", "arrears: £900");
- "whether to mention that I have a relationship with someone else".

A form's question without an answer, an answer "no", a blank template and a question about what a field means stay
green, and so does a list of field names (`drop_field_lists`: "Felder: Name, Miete, Einkommen" names no one's income).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.disclosures import find_disclosures
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern


class _Lazy(LazyPattern):
    """A pattern compiled at its first use or by the app's warm-up (lazy.py), with `match` too."""

    __slots__ = ()

    def match(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> re.Match[str] | None:
        return (self._compiled or self.compiled).match(string, pos, endpos)


def _lazy(source: str, flags: int = 0) -> _Lazy:
    """`source` with its letters also matching typed without diacritics (folding.py), compiled when first used."""
    prefix = "(?i)" if flags & re.IGNORECASE else ""
    return _Lazy(source, lambda s: prefix + fold_letters(s))


_FORM_GATE = word_gate(
    "form", "questionnaire", "cuestionario", "intake", "anamnes", "bogen", "antrag", "ankiet", "kwestionariusz", "wniosek",
    "wniosku", "wnioski", "oswiadcz", "zaswiadcz", "erklarung", "survey", "encuesta", "enquête", "enquete", "solicitud", "matrícula", "matricula", "inscripci",
    "inscription", "fiche", "ficha", "dossier", "declaration", "déclaration", "declaración", "oświadcz", "erklärung",
    "certificat", "certificado", "selbstauskunft", "gesundheitsfragen", "health questions", "preguntas de salud", "questions de santé",
    "pytania o zdrowie", "zaświadcz", "census", "zensus", "censo", "recensement", "spis", "application",
    "анкет", "форм", "заяв", "бланк", "опитув", "опрос", "перепис", "декларац", "довідк", "справк")

# (stems that German and Ukrainian put inside compounds - "Aufnahmeformular", "Personalbogen", "Mitgliedsantrag" - are
# found anywhere in a word, without a leading \w* that would retry at every letter; short ones need a word's start)
_FORM = _lazy((
    r"(?:formul|fragebogen|bogen|antrag|erklärung|selbstauskunft|anamnes|questionnaire|cuestionario|kwestionariusz|"
    r"ankiet|wniosk|wniosek|oświadcz|zaświadcz|encuest|enquête|solicitud|matrícula|inscripci|inscription|declaraci|"
    r"déclaration|declaration|certificat|recensement|zensus|gesundheitsfragen|health questions|preguntas de salud|"
    r"questions de santé|pytania o zdrowie|application|анкет|заяв|бланк|опитув|опрос|перепис|декларац|довідк|справк)|"
    r"(?<!\w)(?:forms?|intake|surveys?|census|censo|spis|fiches?|fichas?|dossiers?|форм\w*)(?!\w)"),
    re.IGNORECASE)

# ---------------------------------------------------------------- what an answer is not

_NEGATIVE = _lazy((
    r"\s*['\"«»„“”‘’(]?\s*(?:none|no|nope|nil|n/?a|nothing|never|not\b|keine?\w*|nein|nichts|brak\w*|nie\b|nic\b|żadn\w*|"
    r"ningun\w*|nada|non\b|aucun\w*|rien|néant|немає|ні\b|нема\w*|нет\b|не\b|жодн\w*|никак\w*|-+\s*$|_+|\.{2,}|…|\[\s*\]|"
    r"x+\b|\?|\[[^\]]*\]|<[^>]*>|\{[^}]*\}|free ?text|freitext|texto libre|texte libre|tekst|tbd)"), re.IGNORECASE)
_QUESTION_WORD = _lazy((
    r"\s*(?:what|which|how|who|where|is\b|are\b|do\b|does\b|should|can\b|was\b|welche\w*|wie\b|wer\b|muss|soll|ist\b|"
    r"co\b|jak\w*|czy\b|który|która|które|qu[eé]\b|cu[aá]l\w*|c[oó]mo|debo|hay\b|quoi|quel\w*|comment|est-ce|dois|"
    r"що\b|як\w*|чи\b|что\b|как\w*|какие|какой|надо|треба)"), re.IGNORECASE)
_LETTERS3 = re.compile(r"[^\W\d_]{3,}")

# ---------------------------------------------------------------- labelled health fields

_HEALTH_LABEL = (
    r"(?:pre-?existing(?: medical)? conditions?|chronic (?:conditions?|illness(?:es)?|diseases?)|(?:past )?medical history|"
    r"diagnos[ie]s|diagnosis|illness(?:es)?|diseases?|medications?|medicines|meds|current medications?|"
    r"(?:przebyte |przewlekłe )?choroby(?: przewlekłe| przebyte| współistniejące)?|schorzenia|rozpoznani[ea]|diagnoz[ay]|"
    r"(?:przyjmowane |stałe )?leki(?: przyjmowane| stałe)?|"
    r"vorerkrankungen|(?:chronische )?erkrankungen|diagnosen?|krankheiten|medikamente|medikation|dauermedikation|"
    r"enfermedades(?: crónicas| previas)?|patologías(?: previas)?|antecedentes(?: médicos| personales| patológicos)?|"
    r"diagnósticos?|medicaci[oó]n(?: actual| habitual)?|medicamentos|"
    r"maladies(?: chroniques)?|pathologies|antécédents(?: médicaux| personnels)?|diagnostics?|médicaments|"
    r"traitements? (?:en cours|actuels?|habituels?)|"
    r"(?:хронічні |перенесені )?(?:хвороби|захворювання)|діагнози?|ліки|препарати|"
    r"(?:хронические |перенесенные )?(?:болезни|заболевания)|диагнозы?|лекарства|препараты)")
# softer labels: an answer there counts only when it names a condition (see judge)
_SOFT_LABEL = (
    r"(?:conditions?|treatments?|history|surgeries|operations|allergies|traitements?|allergies|tratamientos?|alergias|"
    r"cirugías|operaciones|leczenie|operacje|alergie|uczulenia|behandlung\w*|operationen|allergien|"
    r"лікування|операції|алергії|лечение|операции|аллергии)")
_SEP = r"\s*(?:\([^()\n]{0,30}\)\s*)?(?:[:=|]|[-–—]+)\s*"
_VALUE = r"(?P<value>[^\n;|.?!]{1,90})(?P<end>[\n;|.?!]|$)"
_LABELLED = _lazy((
    r"(?<![\w-])(?:(?P<strong>" + _HEALTH_LABEL + r")|(?P<soft>" + _SOFT_LABEL + r"))" + _SEP + _VALUE), re.IGNORECASE)

# ---------------------------------------------------------------- ticked and written answers

# "wyznanie: prawosławne", "ethnicity - Black Caribbean", "orientation: gay": the other special categories' fields
_OTHER_LABELLED = _lazy((
    r"(?<![\w-])(?:religion|religi[oó]n|religia|wyznanie|konfession|religionszugehörigkeit|confession|relig\w*|"
    r"віросповідання|вероисповедание|релігія|религия|ethnicity|ethnic (?:origin|group)|etnia|origen étnico|pochodzenie|"
    r"pochodzenie etniczne|narodowość|ethnische herkunft|herkunft|origine(?: ethnique)?|національність|национальность|"
    r"етнічне походження|(?:sexual )?orientation|orientacja(?: seksualna)?|sexuelle orientierung|orientación(?: sexual)?|"
    r"orientation sexuelle|орієнтація|ориентация|party(?: affiliation| membership)?|partia|parteimitgliedschaft|"
    r"partido|parti|партія|партия|(?:trade )?union(?: membership)?|związek zawodowy|gewerkschaft|sindicato|syndicat|"
    r"профспілка|профсоюз)" + _SEP + _VALUE), re.IGNORECASE)


_TICKED = (  # answers given: past tenses and participles, not "dois-je déclarer", "should I tick"
    r"(?:ticked|checked|marked|circled|selected|chose|put(?: down)?|wrote|answered|entered|filled in|said|declared|"
    r"zaznaczył\w*|zakreślił\w*|wpisał\w*|napisał\w*|odpowiedział\w*|podał\w*|wybrał\w*|"
    r"angekreuzt|angegeben|eingetragen|geantwortet|geschrieben|ausgewählt|gewählt|"
    r"marqu[eé]|marcado|puse|pusimos|escrib[ií]|respond[ií]|contest[eé]|seleccion[eé]|eleg[ií]|indiqu[eé]|declar[eé]|"
    r"cochée?s?|répondu|mis|écrit|sélectionnée?s?|déclarée?s?|indiquée?s?|"
    r"позначи(?:в|ла|ли)|відпові(?:в|ла|ли)|вказа(?:в|ла|ли)|постави(?:в|ла|ли)|написа(?:в|ла|ли|л)|обра(?:в|ла|ли)|"
    r"вибра(?:в|ла|ли)|ответила?|отметила?|указала?|выбрала?|поставила?)")
_TICKED_VALUE = _lazy((
    r"(?<!\w)" + _TICKED + r"(?!\w)(?:\s+(?:that|as|for|que|como|że|jako|dass|als|comme|що|что|як|как))?"
    r"(?:\s+(?:at|bei|in|en|dans|w|u|в|у|на|pod|under|unter|à)\s+[\w'’]+(?:\s+[\w'’]+)?)?\s*[:\-–—]?\s*"
    r"['\"«»„“”‘’]?\s*(?P<value>[^'\"«»„“”‘’\n.;?!]{1,60})"), re.IGNORECASE)
# "habe ich bei Religion 'muslimisch' angekreuzt": the quoted value before the verb
_QUOTED_BEFORE = _lazy((
    r"['\"«»„“”‘’](?P<value>[^'\"«»„“”‘’\n?]{2,40})['\"«»„“”‘’]\s*(?:\w+\s+){0,2}?" + _TICKED + r"(?!\w)"), re.IGNORECASE)

# the form's own colon: "Questionnaire de santé de l'assurance : cancer du sein en 2022"
_TO_COLON = re.compile(r"[^\n.:?!]{0,40}?\s?:\s")
_FORM_COLON = re.compile(
    r"(?P<value>[^\n.;:?!]{3,120})(?P<end>[\n.;:?!]|$)")

# ---------------------------------------------------------------- a "yes" to a sensitive question

_TOPICS = (
    (Kind.HEALTH, r"pregnan\w*|schwanger\w*|ciąż\w*|embaraz\w*|enceinte|grossesse|вагітн\w*|беремен\w*|hiv|vih|віл|вич|aids|"
                  r"sida|hepat\w*|гепат\w*|alcohol\w*|alkohol\w*|alcool\w*|алкогол\w*|drugs?|drogen|drogas?|narkot\w*|"
                  r"наркот\w*|substance\w*|dependen\w*|addict\w*|uzależ\w*|sucht\w*|abhängig\w*|adicci\w*|dépendan\w*|"
                  r"залежн\w*|зависим\w*|conditions?|illness\w*|disease\w*|chronic\w*|chor\w+|krankheit\w*|erkrank\w*|"
                  r"leiden|enfermedad\w*|padece\w*|maladie\w*|souffr\w*|хвор\w*|болезн\w*|болеет\w*|захвор\w*|"
                  r"заболева\w*|treat\w*|lecz\w*|behandel\w*|behandl\w*|tratamiento|tratad\w*|trait[eé]\w*|лікув\w*|"
                  r"лечил\w*|лечен\w*|medic\w*|leki|lekarstw\w*|medikament\w*|médicament\w*|ліки|лекарств\w*|"
                  r"surgery|operac\w*|operiert|operad\w*|opér\w*|операц\w*|psych\w*|mental\w*|depress\w*|депрес\w*|"
                  r"anxiety|cancer|krebs|nowotw\w*|cáncer|рак\w*|diabet\w*|cukrzyc\w*|діабет\w*|диабет\w*|heart|"
                  r"serc\w*|herz\w*|corazón|cœur|cardi\w*|серц\w*|сердц\w*|epilep\w*|padaczk\w*|епілеп\w*|эпилеп\w*|"
                  r"disab\w*|niepełnospraw\w*|behinder\w*|discapacid\w*|handicap\w*|інвалід\w*|инвалид\w*|"
                  r"smok\w*|pal\w+ papieros\w*|diagnos\w*|diagnoz\w*|діагноз\w*|диагноз\w*"),
    (Kind.SEXUALITY, r"orientation|orientac\w*|orientierung|orientación|орієнтац\w*|ориентац\w*|sexual\w*|seksual\w*|"
                     r"sexuell\w*|sexuel\w*|сексуал\w*|lgbt\w*|lgbtq\w*"),
    (Kind.ETHNICITY, r"ethnic\w*|etnic\w*|etnicz\w*|ethnisch\w*|étnic\w*|ethnique|етніч\w*|этнич\w*|race|rasa|raza|"
                     r"pochodzen\w* etniczn\w*|narodowoś\w*|національн\w*|национальн\w*|nationalité|minorit\w*|mniejszoś\w*|"
                     r"меншин\w*|меньшинств\w*"),
    (Kind.BELIEFS, r"relig\w*|wyznan\w*|konfession\w*|confesi\w*|confession\w*|релігі\w*|религи\w*|віроспов\w*|"
                   r"вероиспов\w*|church\w*|kości\w*|kirche\w*|iglesia|église|церкв\w*|церков\w*|part(?:y|ies)|partia|"
                   r"partii|parteimitglied\w*|\w*partei\w*|partido\w*|parti politique|парті\w*|партии|trade unions?|"
                   r"unions?|union members?|związk\w* zawodow\w*|związkow\w*|\w*gewerkschaft\w*|sindica\w*|syndica\w*|syndiqu\w*|профспіл\w*|профсоюз\w*"),
)
_TOPIC = _lazy((
    r"(?<!\w)(?:" + "|".join(f"(?P<t{i}>{p})" for i, (_, p) in enumerate(_TOPICS)) + r")(?!\w)"), re.IGNORECASE)
_YES = (r"(?:yes|yeah|yep|sí|oui|(?:tak|ja|jawohl|si|так|да|є|есть)(?=\s*(?:[,.!;:)'\"«»„“”‘’—–-]|\d|$)))")
_NOT_OPTION = r"(?!\s*(?:/|\||or\b|oder\b|lub\b|albo\b|o\b|ou\b|или\b|чи\b|або\b)\s*(?:no|nie|nein|non|ні|нет)\b)"
# the answer right after the question, or after an answering verb
_ANSWER_WORD = r"(?:answer|answered|a|odpowiedź|odp|antwort|respuesta|resp|réponse|rép|r|відповідь|ответ)\s*:\s*"
_YES_AFTER_Q = _lazy((
    r"\?\s*['\"«»„“”‘’)]?\s*(?:[-–—:|]\s*)?(?:" + _ANSWER_WORD + r")?['\"«»„“”‘’]?" + _YES + _NOT_OPTION), re.IGNORECASE)
_YES_TICKED = _lazy((
    r"(?<!\w)" + _TICKED + r"(?!\w)(?:\s+(?:that|que|że|dass|que|що|что))?\s*[:\-–—]?\s*['\"«»„“”‘’]?\s*" + _YES + _NOT_OPTION),
    re.IGNORECASE)
# a ticked box: "Pregnant? [x] yes [ ] no", "Religion: [ ] none [x] Muslim", "☑ Tak"
_CHECKED = _lazy(r"(?:\[\s*[xX✓✔✗]\s*\]|\(\s*[xX✓✔]\s*\)|[☑☒✔✓✅■])\s*(?P<value>[^\n\[\]()☐☑☒✔✓✅■□|;]{2,40})")
# "Ich habe ja angekreuzt", "j'ai oui coché", "tak zaznaczyłam"
_YES_THEN_TICKED = _lazy((
    r"(?<!\w)['\"«»„“”‘’]?(?:yes|ja|tak|sí|si|oui|так|да)['\"«»„“”‘’]?\s+(?:\w+\s+)?" + _TICKED + r"(?!\w)"), re.IGNORECASE)
# "asks about HIV. I'm positive", "fragt nach der Gewerkschaft – ja"
_ASKS_ABOUT = _lazy((
    r"(?<!\w)(?:asks? (?:about|if|whether)|question (?:about|on)|pyta\w* (?:o|czy)|pytanie (?:o|czy)|fragt? (?:nach|ob)|"
    r"frage nach|fragen nach|pregunta\w* (?:por|si|sobre)|demande\w* (?:si|sur)|question sur|пита\w* (?:про|чи)|"
    r"спрашива\w* (?:о|про|ли)|вопрос (?:о|про))(?!\w)"), re.IGNORECASE)
_AFFIRM = _lazy((
    r"\s*(?:[,.;:–—-]\s*)*(?:(?:and|but|und|aber|i|a|y|pero|et|mais|і|и|а|але|но)\s+)?"
    r"(?:(?:i|ich|ja|yo|je|j'ai|я)\s+)?(?:(?:have\s+)?" + _TICKED + r"\s+['\"«»„“”‘’]?)?(?:yes|tak|ja|sí|oui|так|да|"
    r"i'?m positive|i am positive|jestem pozytywn\w*|ich bin (?:hiv-)?positiv|soy (?:vih )?positiv[oa]|"
    r"je suis (?:séro)?positi\w*|я (?:віл-)?позитивн\w*)(?!\w)"), re.IGNORECASE)

# ---------------------------------------------------------------- a condition by its medical form

_MEDICAL_FORM = _lazy((
    r"(?<!\w)[^\W\d_]{3,}(?:itis|itida|itidis|opath(?:y|ie|ies)|opat[ií]a|opatii|опаті\w|опати\w|ämie|émie|emia|"
    r"ectom(?:y|ía|ie)|ektomi\w|ектомі\w|эктоми\w|karzinom|carcinom\w*|sarkom\w*|sarcom\w*|lymphom\w*|limfom\w*|"
    r"sklerose|sclerosis|sclérose|склероз)(?!\w)|(?<!\w)(?:d[eé]fibril\w+|defibryl\w+|desfibril\w+|дефібрил\w+|"
    r"дефибрил\w+|stent\w*|стент\w*|(?:hépat|arthr|артр|гепат)\w+|dialys\w+|dializ\w+|diálisis|діаліз\w*|диализ\w*|"
    # (round 38) a disease by its eponym, as German and Latin name it: "Morbus Bechterew", "Morbus Crohn"
    r"morbus\s+[^\W\d_]{3,})"),
    re.IGNORECASE)

# ---------------------------------------------------------------- money trouble with its figure

_TROUBLE = _lazy((
    r"(?<!\w)(?:(?:rent )?arrears|debts?|overdue|owe|owed|default(?:ed)?|bankrupt\w*|insolven\w*|ccj|iva|"
    r"zaległoś\w*|zaległ\w+|długi?|długów|zadłuż\w*|komornik\w*|upadłoś\w*|"
    r"\w*schulden|\w*rückst(?:and|ände)\w*|pfändung\w*|insolvenz\w*|"
    r"deudas?|impagos?|morosidad|moroso|embargad\w*|embargo|quiebra|"
    r"dettes?|impayés?|arriérés?|surendett\w*|faillite|"
    r"борг\w*|заборгован\w*|долг\w*|задолжен\w*|просроч\w*|банкрут\w*|банкрот\w*)(?!\w)"), re.IGNORECASE)
_FIGURE = re.compile(r"\d")
_CLAUSE_END = re.compile(r"[\n;?!]|\.(?!\d)|$")
_TROUBLE_NEGATED = _lazy((
    r"(?:no|any|without|keine?|ohne|brak|bez|żadnych|sin|ningun\w*|sans|aucun\w*|pas de|немає|без|нет|не ма\w*)\s+(?:\w+\s+)?$"),
    re.IGNORECASE)

# ---------------------------------------------------------------- "whether to mention that ..."

_MENTION_THAT = _lazy((
    r"(?<!\w)(?:mention|declare|disclose|write|put|say|state|tell them|mencionar|declarar|decir|poner|indicar|escribir|"
    r"wspomnieć|wpisać|napisać|podać|zgłosić|ujawnić|angeben|erwähnen|eintragen|schreiben|mentionner|déclarer|dire|"
    r"indiquer|écrire|signaler|вказ\w+|писати|написати|згад\w+|указ\w+|упомина\w*|упомянуть)\s*,?\s+(?:that|que|że|iż|dass|"
    r"que|що|что)\s+(?P<clause>[^.?!\n]{5,140})"), re.IGNORECASE)
_OTHER_PARTNER = _lazy((
    r"(?<!\w)(?:(?:relationship|affair|seeing|sleeping with|involved with) (?:with )?(?:someone else|another (?:person|woman|man)|"
    r"a colleague)|(?:relación|relacion|aventura|lío) con (?:otra persona|otro hombre|otra mujer|otr[oa]|alguien más)|"
    r"(?:związek|romans|relacj\w*) z (?:kimś innym|inną (?:osobą|kobietą)|innym (?:mężczyzną)?)|"
    r"(?:beziehung|affäre|verhältnis) (?:mit|zu) (?:einer anderen|einem anderen|jemand anderem)|"
    r"(?:relation|liaison|aventure) avec (?:une autre personne|un autre homme|une autre femme|quelqu'un d'autre)|"
    r"(?:стосунки|роман|зв'язок) з (?:іншою|іншим|кимось іншим)|(?:отношения|роман|связь) с (?:другой|другим|кем-то другим))"),
    re.IGNORECASE)

# "ich bin seit 2019 in der Linkspartei", "je suis de confession juive" in a form's message: the writer answering
_SELF = _lazy((
    r"(?<!\w)(?:i['’]m|i am|ich bin|soy|jestem|je suis|я)\s+(?:(?:since|seit|od|desde|depuis|з|с)\s+\d{4}\s+)?"
    r"(?P<value>[^,.;:?!\n]{2,60})"), re.IGNORECASE)

_MODAL_BEFORE = _lazy((
    r"(?<!\w)(?:should|shall|do|can|must|may|czy|muszę|mogę|muss|soll|sollte|kann|darf|debo|puedo|tengo que|hay que|"
    r"dois|faut-il|peux|est-ce que|чи|треба|можна|нужно|надо|стоит|можно)(?:\s+(?:i|ich|je|я|yo|we|wir))?\s+(?:\w+\s+)?$"),
    re.IGNORECASE)

_SENTENCE_START = re.compile(r"[.!?\n]\s")
_LABEL_PREFIX = re.compile(
    r"^\s*(?:" + r"|".join(p for _, p in _TOPICS[1:]) + r")\s*[:\-–—]?\s+(?=\S)", re.IGNORECASE)


# a party or a union named as one: "the Green Party", "in der Linkspartei", "partii Razem", "IG Metall"
_PARTY_OR_UNION = _lazy(
    r"(?:[A-Z][\w'’-]+ )+Party\b|\b\w*[Pp]artei\b|(?<!\w)(?:[Pp]arti[ai]|[Pp]artido|[Pp]arti) (?:[A-ZĆŁŚŻŹ][\w-]+)|"
    r"(?<!\w)(?:trade union|związ\w* zawodow\w*|[Gg]ewerkschaft\w*|IG Metall|[Vv]er\.di|sindicato|syndicat|"
    r"профспіл\w*|профсоюз\w*|парті[їяю] \w+|парти[июя] \w+)")


_CYRILLIC = re.compile(r"[а-яіїєґё]", re.IGNORECASE)
_LATIN_FRAMES = ("I have %s.", "I am %s.", "Ich bin %s.", "Soy %s.", "Jestem %s.", "Je suis %s.")
_CYRILLIC_FRAMES = ("У мене %s.", "Я %s.")


_SEP_NEGATIVE = re.compile(r"(?:[:=|]|\s[-–—]+)\s*(?=\S)")


def negative(value: str) -> bool:
    """A value that answers "no", is blank, asks about the field - or whose field's own answer is "no" ("zaległości
    w czynszu — brak")."""
    if _NEGATIVE.match(value) or _QUESTION_WORD.match(value) or not _LETTERS3.search(value):
        return True
    return any(_NEGATIVE.match(value, m.end()) for m in _SEP_NEGATIVE.finditer(value))


def judge(value: str) -> Kind | None:
    """The kind of disclosure `value` makes as an answer in a form: disclosures.py's verdict on it said as
    "I have ..." or "I am ...", else a condition by its medical form."""
    value = value.strip(" \t'\"«»„“”‘’()")
    if len(value) < 3 or negative(value):
        return None
    bare = _LABEL_PREFIX.sub("", value)  # "religión evangélica" -> "evangélica"
    tries = [bare] if bare == value else [bare, value]
    first = bare.split()[0] if bare.split() else ""
    if "-" in first.strip("-"):
        tries.append(bare.split("-", 1)[1])  # "römisch-katholisch" -> "katholisch"
    frames = _CYRILLIC_FRAMES if _CYRILLIC.search(value) else _LATIN_FRAMES
    for v in tries:
        for frame in frames:
            for f in find_disclosures(frame % v):
                if f.kind not in (Kind.IDENTIFIER, Kind.SECRET, Kind.IDENTITY):
                    return f.kind
    if _MEDICAL_FORM.search(value):
        return Kind.HEALTH
    if _PARTY_OR_UNION.search(value):
        return Kind.BELIEFS
    return None


def _topic_before(text: str, at: int) -> Kind | None:
    """The sensitive topic of the question answered at `at`: the last one in the 160 characters before it."""
    found = None
    for m in _TOPIC.finditer(text, max(0, at - 160), at):
        found = m
    if found is None:
        return None
    index = next(i for i in range(len(_TOPICS)) if found.group(f"t{i}") is not None)
    return _TOPICS[index][0]


_REASON = {
    Kind.HEALTH: "health information",
    Kind.SEXUALITY: "sexual orientation or sex life",
    Kind.BELIEFS: "religion, politics or union membership",
    Kind.ETHNICITY: "ethnic origin",
    Kind.FINANCE: "personal finances",
    Kind.RELATIONSHIP: "intimate or private life",
}


def find_form_answers(text: str) -> list[Finding]:
    """Findings for sensitive answers written into a form (see the module's doc)."""
    if not opens(text, _FORM_GATE):
        return []
    forms = list(_FORM.finditer(text))
    if not forms:
        return []
    out: list[Finding] = []
    undiagnosed = _UNDIAGNOSED.search(text) is not None

    def add(kind: Kind | None, start: int, end: int) -> None:
        if kind is not None:
            out.append(Finding(kind, _REASON[kind], start, end))

    def add_read(kind: Kind | None, start: int, end: int) -> None:
        """A value read as "I have ...": not health beside "never diagnosed", not after "should I" (a hesitation)."""
        if kind is Kind.HEALTH and undiagnosed or _MODAL_BEFORE.search(text, max(0, start - 25), start):
            return
        add(kind, start, end)

    for m in _LABELLED.finditer(text):
        value = m.group("value")
        if m.group("end") == "?" or negative(value):
            continue
        if m.group("strong") is not None:
            add(Kind.HEALTH, m.start(), m.end("value"))
        else:
            add_read(judge(value), m.start(), m.end("value"))
    for m in _OTHER_LABELLED.finditer(text):
        if m.group("end") != "?" and not negative(m.group("value")):
            add_read(judge(m.group("value")), m.start(), m.end("value"))
    for m in _YES_AFTER_Q.finditer(text):
        add(_topic_before(text, m.start()), max(0, m.start() - 40), m.end())
    for m in _YES_TICKED.finditer(text):
        add(_topic_before(text, m.start()), max(0, m.start() - 40), m.end())
    if "[" in text or "(" in text or "☑" in text or "☒" in text or "✔" in text or "✓" in text or "✅" in text \
            or "■" in text:
        for m in _CHECKED.finditer(text):
            value = m.group("value").strip()
            if re.match(_YES + r"(?!\w)", value, re.IGNORECASE):
                add(_topic_before(text, m.start()), max(0, m.start() - 40), m.end())
            elif not negative(value):
                add_read(judge(value), m.start(), m.end())
    for m in _YES_THEN_TICKED.finditer(text):
        add(_topic_before(text, m.start()), max(0, m.start() - 40), m.end())
    for m in _ASKS_ABOUT.finditer(text):
        t = _TOPIC.match(text, m.end() + 1) or _TOPIC.search(text, m.end(), min(len(text), m.end() + 40))
        if t is None:
            continue
        a = _AFFIRM.match(text, t.end())
        if a is None:
            stop = _SENTENCE_START.search(text, t.end())
            a = _AFFIRM.match(text, stop.end() - 1) if stop is not None and stop.start() - t.end() < 30 else None
        if a is not None:
            add(_topic_before(text, t.end()), m.start(), a.end())
    if not out:
        for m in _TICKED_VALUE.finditer(text):
            if not re.match(_YES, m.group("value").strip(" '\"«»„“”‘’"), re.IGNORECASE):
                add_read(judge(m.group("value")), m.start(), m.end("value"))
        for m in _QUOTED_BEFORE.finditer(text):
            add_read(judge(m.group("value")), m.start(), m.end())
        for m in _SELF.finditer(text):
            add_read(judge(m.group("value")), m.start(), m.end())
    if not out:
        for form in forms:  # the form's own colon, the answer after it
            colon = _TO_COLON.match(text, form.end())
            if colon is None:
                continue
            v = _FORM_COLON.match(text, colon.end())
            if v is not None and v.group("end") not in ("?", ":"):  # not a question, not the first field's label
                add_read(judge(v.group("value")), form.start(), v.end("value"))
    for m in _TROUBLE.finditer(text):
        if _TROUBLE_NEGATED.search(text, max(0, m.start() - 20), m.start()):
            continue
        stop = _CLAUSE_END.search(text, m.end())
        end = min(stop.start() if stop else len(text), m.end() + 60)
        if _FIGURE.search(text, m.end(), end) and not negative(text[m.start():end]):
            add(Kind.FINANCE, m.start(), end)
    for m in _MENTION_THAT.finditer(text):
        clause = m.group("clause")
        if _OTHER_PARTNER.search(clause):
            add(Kind.RELATIONSHIP, m.start(), m.end())
            continue
        for told in find_disclosures(clause[:1].upper() + clause[1:] + "."):
            if told.kind not in (Kind.IDENTIFIER, Kind.SECRET, Kind.IDENTITY):
                add(told.kind, m.start(), m.end())
                break
    return out


_FIELD_LIST = _lazy((
    r"(?<!\w)(?:fields?|boxes|felder|feld|rubriken|pola|pole|rubryki|campos|casillas|apartados|champs|rubriques|cases|"
    r"поля|графи|графы|пункти|пункты)(?:\s+(?:im|in|of|du|de|del|w|у|в)\s+[\w-]+)?\s*:?\s+"
    r"(?P<list>[^\W\d_][\w'’/-]*(?:\s[\w'’/-]+){0,2}(?:\s*,\s*[^\W\d_][\w'’/-]*(?:\s[\w'’/-]+){0,2}){2,}"
    r"(?:\s*,?\s+(?:and|und|i|y|et|і|и|oder|or|o|ou)\s+[\w'’/-]+(?:\s[\w'’/-]+){0,2})?)"), re.IGNORECASE)


_UNDIAGNOSED = _lazy((
    r"(?<!\w)(?:never (?:been |got |was |were )?diagnosed|not (?:yet |been |officially )?diagnosed|undiagnosed|"
    r"no (?:formal |official )?diagnosis|nie (?:mam |było )?(?:diagnozy|zdiagnozowan\w*)|bez diagnozy|"
    r"nigdy nie (?:zdiagnozowan\w*|postawiono diagnozy|miał\w* diagnozy)|nie (?:ma|było) diagnozy|"
    r"nie diagnostiziert|nie (?:eine )?diagnose|keine diagnose|ohne diagnose|nicht diagnostiziert|"
    r"nunca (?:me |le |lo |la )?diagnostic\w*|sin diagn[oó]stico|no (?:tengo|hay|tiene) diagn[oó]stico|no diagnosticad\w*|"
    r"pas (?:de|encore de) diagnostic|jamais (?:été )?diagnostiqu\w*|non diagnostiqu\w*|sans diagnostic|"
    r"не діагностува\w*|без діагнозу|діагнозу (?:немає|не)|не діагностован\w*|не ставили (?:діагноз|диагноз)\w*|"
    r"без диагноза|не диагностирова\w*|диагноза (?:нет|не)\w*)(?!\w)"), re.IGNORECASE)


def drop_field_lists(text: str, findings: list[Finding]) -> list[Finding]:
    """`findings` without the disclosures read in a form's list of field names ("Felder im Antrag: Name, Miete,
    Einkommen", "the fields income, debts, marital status"): a field's name is nobody's answer. A finding whose
    sentence has a figure outside the list, or no such list, stays. And in a form's message, without the health
    read in a hesitation about declaring something never diagnosed ("¿Pongo en el formulario que tuve ansiedad?
    Nunca me diagnosticaron", "Dois-je déclarer des troubles du sommeil ? Pas de diagnostic"): a maybe (yellow)."""
    if _UNDIAGNOSED.search(text) and _FORM.search(text):
        findings = [f for f in findings if f.kind is not Kind.HEALTH]
    lists = [m.span("list") for m in _FIELD_LIST.finditer(text)] if "," in text else []
    if not lists:
        return findings
    out = []
    for f in findings:
        inside = [(s, e) for s, e in lists if f.start <= s and e <= f.end]
        if f.kind in (Kind.IDENTIFIER, Kind.SECRET, Kind.IDENTITY) or not inside:
            out.append(f)
            continue
        rest = text[f.start:inside[0][0]] + text[inside[0][1]:f.end]
        if _FIGURE.search(rest) or _SELF.search(rest):
            out.append(f)
    return out
