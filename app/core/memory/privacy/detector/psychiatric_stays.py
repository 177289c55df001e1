"""A psychiatric stay told by its place, its legal frame or its monitoring, not by a diagnosis (round 38, rimplied):
"They let me out of Ward 12 after the section 2 ended; I have to see the crisis team", "Nach sechs Wochen auf der
Station 3B fange ich Montag mit der Wiedereingliederung an", "chodzę na oddział dzienny, a poziom litu mam sprawdzać co
miesiąc", "Після двох тижнів у Павлівці вчора виписали", "sortie de l'HP il y a deux semaines", "trzeci miesiąc na
oddziale dziennym psychiatrycznym".

The vocabulary reads "I was in a psychiatric hospital" with its verbs; a patient names the place as everyone around
them does - the HP, the psych ward, the town's hospital by its district (Павлівка, Tworki, Kocborowo, Кащенко,
Sainte-Anne) -, the detention ("section 2", "sectioned"), the crisis team, or the blood test only a mood stabiliser
needs. Three readings, in en, pl, de, es, fr, uk and ru:
- PLACE: a psychiatric ward or hospital (by kind or by its common name), a detention under a mental health act or a
  crisis team, with the writer: a first-person word, a discharge verb ("let me out", "wypisali", "entlassen", "me
  dieron el alta", "sortie de", "виписали") or a note written in lines;
- STAY: a hospital ward counted in weeks or left ("six weeks on Station 3B", "let me out of Ward 12") with the return
  after it (discharge, a phased return to work: "Wiedereingliederung", "phased return", "powrót do pracy") and the
  writer;
- LEVELS: lithium's or clozapine's blood level kept checked ("poziom litu", "lithium levels", "Lithiumspiegel", "nivel
  de litio", "lithémie", "рівень літію", "уровень лития") with a first-person word.
Green limits: staff on the ward (a shift, a rotation, a nurse, a doctor on duty), the topic in general or a lesson, a
ward of a game or a film, a battery's lithium, a friend's question about the place (no first person).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_finding

_REASON = "health information"


# (_gated: A pattern run on every text _GATE opens behind its own word gate too (gated_lazy.py): _GATE, the union of the
# rules' words, opened on 219 of 2,760 chat turns ("lit" of "little", "ward" of "toward"), each of these alone on 0-59.)

_GATE = word_gate(
    "psych", "псих", "hp", "павлівк", "павловк", "кульпарк", "кащенк", "twork", "tworek", "kocborow", "drewnic",
    "sainte", "section", "sectioned", "crisis", "krisen", "kryzys", "crisis", "crise", "кризов", "ward", "station",
    "oddzia", "planta", "service", "відділен", "отделени", "lith", "lit", "літі", "лити", "clozap", "klozap", "клозап",
    "geschlossen", "klapse", "дурк", "psiqui", "salud", "agudos", "павлівц", "литем", "пнд")

_PLACE = _gated(
    r"(?<![\w'])(?:psych(?:iatric)? (?:ward|unit|hospital|hosp)|psych ward|mental health (?:unit|ward|hospital)|"
    r"psychiatric (?:day )?(?:ward|unit|hospital|clinic)|sectioned|(?:on|under) (?:a )?section (?:2|3|136)|"
    r"crisis (?:team|house)|"
    r"oddzia\w* (?:dzienn\w* )?psychiatryczn\w*|szpital\w* psychiatryczn\w*|psychiatryk\w*|zespo\w* kryzysow\w*|"
    r"tworki|tworkach|tworek|kocborow\w*|drewnic\w*|"
    r"psychiatrie|psychiatrische\w* (?:klinik|station|tagesklinik|abteilung|krankenhaus)|geschlossene\w* (?:station|"
    r"abteilung)|klapse|krisendienst\w*|krisenteam|"
    r"(?:planta|unidad|hospital) de (?:psiquiatría|salud mental|agudos)|psiquiátric[oa]|equipo de crisis|"
    r"l'hp|(?:de|à|a) l'hp|(?:l')?hôpital psychiatrique|hp psy|service de psychiatrie|en psychiatrie|sainte-anne|"
    r"équipe de crise|"
    r"психіатричн\w* (?:лікарн\w*|відділенн\w*|стаціонар\w*)|психлікарн\w*|павлівц\w*|павлівк\w*|кульпарк\w*|"
    r"психиатрическ\w* (?:больниц\w*|отделени\w*|стационар\w*)|психбольниц\w*|кащенк\w*|павловк\w*|психушк\w*|"
    r"дурк\w*|кризов\w* (?:команд\w*|служб\w*|центр\w*)|"
    # (round 47, rsens; set broad-zzz110) a stay in or registration with the psycho-neurological dispensary: "лежал в
    # ПНД с психозом", "на учёте в ПНД" (a certificate fetched from it for a driving licence is everyone's: no stay verb)
    r"(?:лежал\w*|лежу|лежав|положили|поклали|госпитализир\w*|госпіталізува\w*|на уч[её]те|на обліку) (?:\w+ ){0,3}?"
    r"(?:в|у) (?:пнд|психдиспансер\w*|психоневрологическ\w* диспансер\w*|психоневрологічн\w* диспансер\w*))(?![\w'])")
# a ward or a hospital station, counted or left
_WARD = _gated(
    r"(?<![\w'])(?:ward|station|oddzia\w*|planta|service|відділенн\w*|отделени\w*)\s+(?:\d{1,2}[a-z]?|[a-z]\d{0,2})"
    r"(?![\w'])|(?<![\w'])(?:the ward|der station|oddziale|la planta|le service|відділенні|отделении)(?![\w'])")
_RETURN = _lazy(
    r"(?<![\w'])(?:let me out|discharged|released|phased return|back to work|wypisa\w*|wypis\w*|powr\w* do pracy|"
    r"entlass\w*|wiedereingliederung\w*|me (?:dieron|han dado) el alta|alta|reincorporación|sorti\w*|reprise|"
    r"mi-temps thérapeutique|виписа\w*|вихід на роботу|выписа\w*|выход на работу)(?![\w'])")
_STAY_COUNT = _lazy(
    r"(?<![\w'])(?:\d{1,2}|one|two|three|four|five|six|seven|eight|zwei|drei|vier|fünf|sechs|sieben|acht|dwóch|trzech|"
    r"czterech|pięciu|sześciu|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|двох|трьох|чотирьох|п'яти|шести|"
    r"двух|трех|четырех|пяти)\s+(?:weeks?|wochen|tygodni\w*|semanas|semaines|тижн\w*|недел\w*|months?|monate\w*|"
    r"miesi\w*|meses|mois|місяц\w*|месяц\w*)(?![\w'])")
_LEVELS = _gated(
    r"(?<![\w'])(?:(?:lithium|clozapine) (?:levels?|bloods?|blood tests?)|(?:level|levels) of (?:lithium|clozapine)|"
    r"poziom\w* (?:litu|klozapiny)|(?:lithium|clozapin)spiegel\w*|(?:lithium|clozapin)-spiegel\w*|"
    r"nivel\w* de (?:litio|clozapina)|litemia|lithémie|taux de lithium|niveau de lithium|"
    r"рів\w* (?:літію|клозапіну)|уровень (?:лития|клозапина)|литеми\w*)(?![\w'])")

# a form's "section 2" is no detention: the bare section number counts beside a ward, a crisis team or a discharge
_SECTION = _lazy(r"(?<![\w'])(?:the )?section (?:2|3|136)(?![\w'])")
_SECTION_NEAR = _lazy(r"(?<![\w'])(?:ward|crisis team|mental health|detained|psychiatr\w*|let me out|discharged|"
                      r"tribunal)(?![\w'])")
_SELF = _lazy(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|my|me|ich|mein\w*|mir|mich|je|j'\w+|mon|ma|mes|moi|jestem|mam|mój|moja|moje|"
    r"mnie|mi|chodzę|idę|byłem|byłam|leżałem|leżałam|\w+łem|\w+łam|estoy|tengo|llevo|estuve|yo|mis|me|я|мені|мене|"
    r"мій|моя|мої|мне|меня|мой|fange|habe|bin|war)(?![\w'])")
_NOTE_LINE = _lazy(r"(?:^|\n)[ \t]*[-*•>][ \t]*\S")
_NOT_OWN = _gated(
    r"(?<![\w'])(?:shifts?|rotation|on duty|nurse|nurses|my patients?|our patients|schicht\w*|dienst\w*|pflege\w*|"
    r"unsere patient\w*|dyżur\w*|zmian\w*|pielęgniar\w*|moi pacjenci|naszych pacjentów|guardia|turno|enfermer\w*|"
    r"mis pacientes|garde|infirmi\w*|mes patients|змін\w*|чергуван\w*|медсестр\w*|мої пацієнти|смен\w*|дежурств\w*|"
    r"мои пациенты|battery|batterie|bateria|batería|акумулятор\w*|аккумулятор\w*|game|spiel|gra|juego|jeu|гра|игра|"
    r"film|movie|series|serie|série|сериал\w*|серіал\w*|novel|roman|powieś\w*|novela|роман\w*|in general|"
    r"lecture|lesson|exam|wykład\w*|egzamin\w*|vorlesung|prüfung|clase|examen|cours|лекці\w*|лекци\w*|іспит\w*|"
    r"экзамен\w*|what is|what's|was ist|co to jest|qué es|qu'est-ce|що таке|что такое)(?![\w'])")


def find_psychiatric_stays(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` that tells the writer's psychiatric stay by its place, its
    detention, its ward counted and left, or its lithium levels (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'").replace("ʼ", "'")
    if _NOT_OWN.search(low):
        return []
    own = _SELF.search(low) is not None
    m = _PLACE.search(low)
    if m is None and "section" in low and _SECTION_NEAR.search(low):
        m = _SECTION.search(low)
    # (the writer near the place - its sentence or the next: a long text that lists "a psychiatric ward" among topics
    # and says "I" elsewhere is no stay)
    if m is not None and (_SELF.search(low, max(0, m.start() - 120), m.end() + 120) or _RETURN.search(low)
                          or _NOTE_LINE.search(low)):
        return [stop_finding(Kind.HEALTH, _REASON, t, *m.span())]
    m = _WARD.search(low)
    if m is not None and own and _RETURN.search(low) and (
            _STAY_COUNT.search(low) or "let me out" in low or "discharged" in low):
        return [stop_finding(Kind.HEALTH, _REASON, t, *m.span())]
    m = _LEVELS.search(low)
    if m is not None and own:
        return [stop_finding(Kind.HEALTH, _REASON, t, *m.span())]
    return []
