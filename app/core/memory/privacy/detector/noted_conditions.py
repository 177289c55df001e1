"""A condition named without "I" or "my" that is still the writer's (or a relative's), round 22.

The disclosure vocabulary counts a condition's name (tier "term" or "explicit": "bipolar", "Panikattacken",
"гіпотиреоз", "asthma") only in a sentence about the user or their family. Two frames say so without a pronoun:

- a terse note: the condition first, then, after a comma or a dash, how it is treated or what it stops - a medicine with
  its dose ("bipolar II, lamotrigine 200", "Panikattacken, Sertralin 50 mg", "гіпотиреоз, еутирокс 75"), a treatment
  ("nowotwór piersi, chemia od stycznia", "schizophrénie stabilisée, injection tous les mois"), a sick leave ("Burnout,
  krankgeschrieben bis 20.12.", "dépression, arrêt jusqu'au 5 janv"), a restriction ("epilepsy - no driving till Feb");
- a diagnosis reported: what a doctor said, what tests found, a condition confirmed ("doc said its asthma", "в аналізах
  знайшли гепатит с", "endometriose wurde endlich bestätigt", "le médecin m'a dit que c'est de l'asthme").

What stays green: a question ("bipolar II, lamotrigine 200 - is that a normal dose?" is the user's anyway, but a
question in a note cannot be told from a quiz), a note longer than a short reply, news ("ADHD medication shortage,
pharmacies out of stock") - no dose, treatment or leave after the break; "the doctor said it's nothing".
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.sentence_scope import after_spaces

# the note: at most ~14 words, a break within its first 48 characters, the head of at most 5 words
_BREAK = re.compile(r"[,;:]\s|\s[-–—]\s|[.]\s")
_WORD = re.compile(r"[^\W_]+")
_DOSED = (
    # a medicine with its dose, or a dose alone: "lamotrigine 200", "еутирокс 75", "Sertralin 50 mg", "2x täglich"
    r"[^\W\d_]{4,}\s\d{1,4}(?:[.,]\d+)?(?:\s?(?:mg|mcg|µg|ug|ml|iu|ui|ie|j\.?|units?|einheiten|unidades|unités|од\.?|мг|мкг))?"
    r"(?:\s|$|[,.;])|\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|мг|мкг)(?![\w])|"
    # a medicine named by its stem ("lorazepam", "sertralina", "еутирокс") or taken as needed
    r"[^\W\d_]{2,}(?:azepam|zolam|xetin\w*|ralin\w*|apin\w*|idon\w*|prazol\w*|olol|pril|sartan|statin\w*|formin\w*|"
    r"thyrox\w*|tyrox\w*|tirox\w*|тирокс\w*|тироксин\w*|trigin\w*|alopram|phenidat\w*|fenidat\w*|фенідат\w*|"
    r"вітамін|ксетин\w*|пам)(?![\w])|when needed|as needed|bei bedarf|w razie potrzeby|doraźnie|doraznie|cuando hace falta|"
    r"si hace falta|si besoin|au besoin|за потреби|при необходимости|при потребі|prn|\d\s?x\s?(?:täglich|dziennie|daily|al día|par jour|на день)"
)
_MEDICINE_DOSED = re.compile(r"(?:[^\W\d_]+\s+)?(?:" + _DOSED + r")")
_TREATED = re.compile(
    r"(?<![\w])(?:" + _DOSED + r"|"
    # a treatment: chemo, radiation, dialysis, injections, infusions, inhaler, insulin, therapy, surgery, a ward
    r"chemo\w*|chemi[ae]\b|chemię|chemioterap\w*|chimio\w*|quimio\w*|хіміо\w*|химио\w*|хімія|химия|radio\w*|"
    r"bestrahl\w*|strahlenth\w*|променев\w*|лучев\w*|dialys\w*|dializ\w*|diálisis|діаліз\w*|диализ\w*|injection\w*|"
    r"injektion\w*|spritze\w*|zastrzyk\w*|inyecci\w*|piqûre\w*|piqure\w*|уколи?|ін'єкці\w*|инъекци\w*|infusion\w*|"
    r"perfusion\w*|wlew\w*|крапельниц\w*|капельниц\w*|inhaler\w*|inhalator\w*|inhalador\w*|inhalateur\w*|інгалятор\w*|"
    r"ингалятор\w*|insulin\w*|insulin[ae]|інсулін\w*|инсулин\w*|therap\w*|terapi\w*|thérapie\w*|терапі\w*|терапи\w*|"
    r"psychiatr\w*|psiquiatr\w*|психіатр\w*|психиатр\w*|surgery|operated|op\b|operacj\w*|operiert|operación|opéré\w*|"
    r"операці\w*|операци\w*|stabil\w*|estabiliz\w*|стабіл\w*|стабил\w*|remission|remisj\w*|remisión|rémission|ремісі\w*|"
    r"ремисси\w*|meds?\b|medication|medikament\w*|medis\b|leki|lekach|leków|medicación|medicacion|médocs|médicaments?|"
    r"traitement|tratamiento|leczeni\w*|behandlung|лікуванн\w*|лечени\w*|ліки|лекарств\w*|pills|tabletk\w*|tabletten|"
    r"pastillas|cachets|таблетк\w*|"
    # a sick leave or a restriction: "krankgeschrieben bis 20.12.", "arrêt jusqu'au 5 janv", "no driving till Feb"
    r"krankgeschrieben|krankschreibung|krankmeldung|arrêt\w*|arret\b|sick leave|signed off|off work|sick note|"
    r"zwolnieni\w*|l4|baja\b|de baja|лікарнян\w*|больничн\w*|no driving|not allowed to drive|kein autofahren|"
    r"darf nicht (?:auto )?fahren|nie mogę prowadzić|nie moge prowadzic|zakaz prowadzenia|sin conducir|no puedo conducir|"
    r"pas le droit de conduire|interdit de conduire|не можна керувати|нельзя водить)"
)
_DIAGNOSED = re.compile(
    r"(?<![\w])(?:"
    # what a doctor said: "doc said its asthma", "lekarz stwierdził ...", "der Arzt meinte ...", "el médico me dijo que ..."
    r"(?:doc|doctor|dr|gp|consultant|specialist|neurologist|cardiologist|psychiatrist|lekar\w*|doktor\w*|arzt|ärzt\w*|"
    r"aerzt\w*|hausarzt|hausärztin|médic[oa]|medic[oa]|doctor[a]?|médecin|medecin|toubib|généraliste|лікар\w*|врач\w*|"
    # round 50 (rhealth): the specialist who named it ("Психіатр поставив ПТСР", "La alergóloga me confirmó alergia")
    r"allergist|psychiatr\w*|psiquiatra|neurolog\w*|alerg[oó]log[oa]|alergolog\w*|allergolog\w*|allergologue|"
    r"психіатр\w*|психиатр\w*|невролог\w*|алерголог\w*)"
    r"\s+(?:\w+\s+)?(?:said|says|told me|confirmed|diagnosed|found|thinks|powiedział\w*|powiedzial\w*|stwierdził\w*|"
    r"stwierdzil\w*|potwierdził\w*|zdiagnozował\w*|sagt\w*|meinte|hat (?:\w+ )?(?:festgestellt|bestätigt|diagnostiziert|"
    r"gesagt)|dijo|me dijo|confirmó|diagnosticó|ha dicho|a dit|m'a dit|a confirmé|a diagnostiqué|сказав|сказала|сказал|"
    r"підтвердив|підтвердила|поставив|поставила|поставил|подтвердил\w*)"
    # what tests found: "в аналізах знайшли", "in my bloodwork they found", "w badaniach wyszło"
    r"|(?:tests?|bloods|blood ?work|results|scan|mri|biopsy|badani\w*|wynik\w*|biopsj\w*|rezonans\w*|werte|blutwerte|"
    r"blutbild|befund|biopsie|análisis|analisis|analítica|resultados|biopsia|resonancia|analyses|bilan|prise de sang|"
    r"résultats|irm|аналіз\w*|результат\w*|біопсі\w*|мрт|анализ\w*|биопси\w*)\s+(?:\w+\s+){0,2}?(?:found|showed|show|"
    r"came back|confirmed|wykazał\w*|wykazal\w*|wykryły|wykryli|wyszło|wyszlo|wyszła|potwierdził\w*|zeigt\w*|ergab\w*|"
    r"kam raus|salió|salio|mostró|confirmó|dieron|ont montré|montrent|a montré|révèle\w*|confirm\w*|показал\w*|виявил\w*|"
    r"знайшли|нашли|обнаружил\w*|підтвердил\w*|подтвердил\w*)"
    # a condition confirmed or diagnosed, in the past: "endometriose wurde endlich bestätigt", "was finally diagnosed"
    r"|(?:wurde|wurden|was|got|been|został\w*|zostal\w*|fue|me fue|a été|m'a été|був|була|було|был|была|было)\s+"
    r"(?:\w+\s+){0,2}?(?:diagnosed|confirmed|diagnostiziert|bestätigt|bestaetigt|festgestellt|zdiagnozowan\w*|"
    r"potwierdzon\w*|stwierdzon\w*|diagnosticad\w*|confirmad\w*|diagnostiqu\w*|confirmé\w*|діагностован\w*|"
    r"підтверджен\w*|діагностовано|диагностирован\w*|подтвержден\w*)"
    r")(?![\w])"
)
_NOTHING = re.compile(r"(?<![\w])(?:first|erstmals|po raz pierwszy|por primera vez|pour la première fois|вперше|впервые|nothing|fine|ok|okay|normal|healthy|nichts|alles gut|nic|w porządku|w normie|nada|"
                      r"bien|rien|normaux|нічого|все добре|ничего|все хорошо|в норме|negative|negativ|ujemn\w*|negativo|négatif|negatif|"
                      r"негативн\w*|отрицательн\w*|all clear)(?![\w])")


def treated_note(text: str, low: str, pos: int, medicine: bool = False) -> bool:
    """`text` is a short note that names a condition, then after a break how it is treated, what it stops or a sick
    leave ("bipolar II, lamotrigine 200", "Burnout, krankgeschrieben bis 20.12."): no question, a head of a few words
    with the condition's word (at `pos`) in it - or, for a `medicine` named at `pos`, the medicine with its dose right
    after the break ("anxiety, diazepam 5 mg": the vocabulary may not know the head's word)."""
    if len(text) > 120 or "?" in text or text.count("\n") > 1:
        return False
    brk = _BREAK.search(low, 0, 48)
    if brk is None or (pos >= brk.start() and not medicine) or len(_WORD.findall(low, 0, brk.start())) > 5 or len(
            _WORD.findall(low)) > 16:
        return False
    found = _TREATED.search(low, brk.end())
    return found is not None and (pos < brk.start() or found.start() == pos and _MEDICINE_DOSED.match(low, pos) is not None)


_LONG_NUMBER = re.compile(r"\d{5}")


def treated_sentence(text: str, low: str, start: int, end: int, pos: int, medicine: bool = False) -> bool:
    """treated_note of one sentence, text[start:end], of a longer message (session 22): "nowotwór piersi, chemia od
    stycznia" after a recipe asked for is still the writer's note. Not the whole message (treated_note read it), nor a
    head that holds a long number (a parcel's, an order's)."""
    if start == 0 and end >= len(text.rstrip()):
        return False
    s = after_spaces(text, start, end)
    if pos < s or not treated_note(text[s:end], low[s:end], pos - s, medicine):
        return False
    brk = _BREAK.search(low, s, s + 48)
    return brk is not None and _LONG_NUMBER.search(text, s, brk.start()) is None


def diagnosis_reported(low: str, start: int, end: int) -> bool:
    """The sentence low[start:end] reports a diagnosis: a doctor's words, what tests found, a condition confirmed
    ("doc said its asthma", "в аналізах знайшли гепатит с") - and not that it is nothing."""
    return _DIAGNOSED.search(low, start, end) is not None and _NOTHING.search(low, start, end) is None


# ---------------------------------------------------------------- money and beliefs said in passing, not told (round 22)
# "broke" as slang beside a request for something else ("schnelles rezept ...? bin pleite 😅", "cheap date ideas, I'm
# broke lol"): no figure, no debt, and the message asks for a recipe, ideas or something cheap
_BROKE = re.compile(r"(?<![\w])(?:pleite|blank|broke|skint|spłukan\w*|splukan\w*|bez kasy|sin blanca|sin un duro|pelad[oa]|"
                    r"fauchée?|à sec|a sec|на мілі|без грошей|без денег)(?![\w])")
_ASIDE_ASK = re.compile(r"(?<![\w])(?:rezept\w*|recipes?|przepis\w*|recetas?|recettes?|рецепт\w*|ideen|idee|ideas?|pomysł\w*|"
                        r"pomysl\w*|idées|idees|ідеї|идеи|tips|tipps|günstig\w*|guenstig\w*|cheap\w*|tani\w*|tanio|barat[oa]s?|"
                        r"pas cher|дешев\w*|недорог\w*|snack\w*|dinner|abendessen|obiad|cena|dîner|вечер\w*)(?![\w])")
_MONEY_TROUBLE = re.compile(r"\d|(?<![\w])(?:debt|schulden|dług\w*|deuda\w*|dette\w*|борг\w*|долг\w*|rent|miete|czynsz|"
                            r"alquiler|loyer|оренд\w*|аренд\w*|overdraft|dispo|debet|descubierto|découvert)(?![\w])")
# a loan only considered: "Może weźmiemy kredyt ..., jeszcze liczymy", "maybe we'll take a loan", "vielleicht nehmen wir"
_MAYBE = re.compile(r"(?<![\w])(?:może|moze|maybe|perhaps|vielleicht|evtl|quizás|quizas|quizá|tal vez|a lo mejor|peut-être|"
                    r"peut-etre|можливо|может быть|может|considering|thinking about|überlegen|ueberlegen|zastanawiamy|"
                    r"zastanawiam|pensando en|on réfléchit|on hésite|думаємо|думаем)(?![\w])")
_LOAN_WORD = re.compile(r"(?<![\w])(?:kredyt\w*|pożyczk\w*|pozyczk\w*|loan|loans|mortgage|kredit\w*|darlehen|préstamo\w*|"
                        r"prestamo\w*|hipoteca|crédit\w*|credit\w*|prêt|pret|emprunt\w*|кредит\w*|позик\w*|займ\w*|іпотек\w*|"
                        r"ипотек\w*)(?![\w])")
# joining a union or a party only weighed: "вступити в профспілку? вагаюсь", "should I join the union?"
_JOIN = re.compile(r"(?<![\w])(?:join|joining|beitreten|eintreten|wstąpić|wstapic|zapisać się|zapisac sie|afiliarme|"
                   r"afiliarse|adherer|adhérer|me syndiquer|вступити|вступать|вступити|вступати|вступить)(?![\w])")
_WEIGHED = re.compile(r"\?|(?<![\w])(?:вагаюсь|вагаюся|сумніваюсь|колеблюсь|сомневаюсь|не знаю|zastanawiam się|waham się|"
                      r"nie wiem|überlege|bin unsicher|weiß nicht|dudo|no sé|no se|j'hésite|je sais pas|je ne sais pas|"
                      r"not sure|undecided|hesitating|on the fence)(?![\w])")
_MEMBER_NOW = re.compile(r"(?<![\w])(?:i'm a member|i am a member|bin mitglied|jestem członk\w*|soy afiliad\w*|soy miembro|"
                         r"je suis (?:membre|adhérent\w*|syndiqué\w*)|я член|я вже|already)(?![\w])")


def money_aside(low: str, start: int, end: int) -> bool:
    """The money words of the sentence low[start:end] are slang in passing or a loan only considered, not told."""
    chunk = low[start:end]
    if _MONEY_TROUBLE.search(chunk):
        return False
    if _BROKE.search(chunk) and _ASIDE_ASK.search(low):
        return True
    maybe = _MAYBE.search(chunk)
    return maybe is not None and _LOAN_WORD.search(chunk, maybe.end(), maybe.end() + 40) is not None


_JOIN_ASKED = re.compile(r"(?<![\w])(?:should i|shall i|do i|soll ich|sollte ich|czy|debería|deberia|me afilio|dois-je|"
                         r"faut-il|est-ce que je|чи|стоит ли|варто|worth)(?![\w])")


def joining_weighed(low: str, start: int, end: int) -> bool:
    """The sentence low[start:end] weighs joining (a union, a party): it opens with the verb or asks whether to join,
    the message asks or doubts, and no membership is told."""
    join = _JOIN.search(low, start, end)
    if join is None or _WEIGHED.search(low) is None or _MEMBER_NOW.search(low) is not None:
        return False
    return not low[start:join.start()].strip() or _JOIN_ASKED.search(low, start, end) is not None
