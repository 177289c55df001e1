"""A treatment course or a pregnancy told by its numbers (round 37, rhealth): "Week 3 of chemo cycle 4: neutrophils 1.2,
platelets 98", "Dialyse 3x pro Woche à 4,5 Stunden, Kreatinin 6,8", "Radiothérapie : 25 séances de 2 Gy, j'en suis à
la 14e", "6 tygodni po rekonstrukcji ACL, 3 razy w tygodniu fizjo", "Пройшов 4 курси хіміотерапії з 6, лейкоцити 2,9",
"I'm 22 weeks + 3 days, the scan put the baby at about 500 g", "lo hemos perdido, era la semana 10".

The vocabulary reads a condition after a verb of having or a treatment after "I'm on" ("I'm on chemo", "я на
хіміотерапії"). Someone in treatment writes its arithmetic instead: the cycle, the session, the dose, the lab values,
the weeks since the operation - the treatment word stands bare, with no verb the vocabulary waits for. The numbers are
what make it someone's course: a textbook names a treatment, a patient counts it. In en, pl, de, es, fr, uk and ru:
- COURSE: a treatment word (chemo, radiotherapy, dialysis, immunotherapy, physio, infusions) or an operation counted
  from ("6 weeks after my ACL reconstruction") with, in the message, a count of it (cycle/session/course N, N of M,
  "3x a week", a dose in Gy or mg) or a lab value given as a number ("neutrophils 1.2", "лейкоцити 2,9"), and either
  the writer (a first-person word) or a lab value: a patient's own numbers;
- WEEKS: the writer's pregnancy week ("I'm 22 weeks", "estoy de 22 semanas", "я на 22 тижні", "SSW 22") with a
  pregnancy's word or the "+ 3 days" of a pregnancy's count in the message;
- LOST: a pregnancy lost at its week ("lo hemos perdido, era la semana 10", "we lost it at 9 weeks", "straciliśmy
  je w 8. tygodniu"): a loss in the first person with a week count, no game or season around.
Green limits: a question in general ("how many cycles of chemo are usual", "how many weeks is a full-term pregnancy",
"Dosierung von Ibuprofen 400 mg"), thresholds ("neutrophils below 1.0"), an exam or a patient in a textbook, news
about a public figure's treatment (no first person, no lab value), weeks of a job or a training plan (no pregnancy
word), a match lost in week 10.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_finding
from app.core.memory.privacy.detector.text import has_digit

_REASON = "health information"


# ---------------------------------------------------------------- COURSE
_TREATMENT = _lazy(
    r"(?<![\w'])(?:\w*(?:chemo|chemio|chimio|quimio|хіміо|химио)\w*|radiotherap\w*|radiothérap\w*|radioterap\w*|"
    r"radiation|naświetla\w*|strahlentherap\w*|bestrahlung\w*|променев\w*|лучев\w*|опроміненн\w*|облучени\w*|dialys\w*|dializ\w*|"
    r"diálisis|діаліз\w*|диализ\w*|immunotherap\w*|immunothérap\w*|immunoterap\w*|immuntherap\w*|inmunoterap\w*|"
    r"імунотерап\w*|иммунотерап\w*|physio\w*|fizjo\w*|fisio\w*|kiné\w*|фізіо\w*|физио\w*|infusions?|infusionen|"
    r"infusión|infusiones|wlew\w*|інфузі\w*|инфузи\w*)(?![\w'])")
# an operation the weeks are counted from: "6 weeks after my ACL reconstruction", "2 Wochen nach der Knie-OP"
_SINCE_OP = _lazy(
    r"(?<![\w'])\d{1,2}\s*(?:weeks?|wks?|days?|months?|tyg\w*|dni|miesi\w*|wochen|tage\w*|monate\w*|semanas?|días|"
    r"meses|semaines?|jours|mois|тиж\w*|дн\w*|місяц\w*|недел\w*|месяц\w*)\s+(?:after|post|since|po|nach|seit|"
    r"después de|tras|desde|après|depuis|після|после)\s+(?:(?:my|the|an?|mojej|moim|mojego|meiner|meinem|der|dem|mi|"
    r"la|el|mon|ma|l'|la|mé|моєї|моєї|моей|мого|моего)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:surgery|op|operation|reconstruction|replacement|transplant|post-op|operacji|zabiegu|rekonstrukcji|"
    r"przeszczepie|przeszczepu|endoprotezoplastyce|[\w-]*op|[\w-]*operation|eingriff|cirugía|operación|intervención|"
    r"reconstrucción|trasplante|opération|intervention|reconstruction|greffe|операції|операції|операции|пересадки|"
    r"трансплантації|трансплантации|заміни|замены)(?![\w'])|"
    r"(?<![\w'])\d{1,2}\s*(?:weeks?|days?)\s+post-?op(?![\w'])")
# a count of the course: a cycle, a session, a course, a week of it, N of M, N times a week, a dose
_COUNT = _lazy(
    r"(?<![\w'])(?:(?:cycle|round|session|course|week|day|dose|infusion|cykl\w*|sesj\w*|seri\w*|kur\w*|tydz\w*|"
    r"tygodni\w*|dzie[nń]|dawk\w*|wlew\w*|zyklus|zyklen|sitzung\w*|woche|tag|dosis|infusion|ciclo|sesión|semana|"
    r"día|dosis|séance|semaine|jour|dose|cure|цикл\w*|курс\w*|сеанс\w*|тиждень|тижня|день|доз\w*|неделя|недели)"
    r"\s*(?:no\.?|nr\.?|#|n[°º])?\s*\d{1,2}(?![\d,.]\d)|"
    r"\d{1,2}(?:st|nd|rd|th|e|ème|eme|\.|-?(?:й|я|а|ий|ой|ий))?\s*(?:cycles?|rounds?|sessions?|courses?|treatments?|"
    r"doses?|infusions?|cykl\w*|sesj\w*|seri\w*|kur\w*|dawk\w*|wlew\w*|zyklus|zyklen|sitzung\w*|behandlung\w*|"
    r"ciclos?|sesion\w*|dosis|séances?|cures?|циклі?в?|цикла|курс\w*|сеанс\w*|процедур\w*|доз\w*)|"
    r"\d{1,2}\s*(?:of|z|von|de|sur|з|із|из)\s*\d{1,2}(?![\d,.])|"
    r"\d{1,2}\s*(?:×|x|mal|razy|veces|fois|рази?|раза)\s*(?:(?:pro|per|a|in a|w|в|par|por|на)\s*)?(?:the\s+)?"
    r"(?:week|woche|tygodniu|semana|semaine|тиждень|неделю)|"
    r"\d+(?:[.,]\d+)?\s*(?:gy|mg|мг)(?![\w'])|"
    r"(?:j'en suis|i'm on|i am on|jestem na|jestem po|bin bei|voy por|я на|я після|я после)\s+(?:the\s+|la\s+|le\s+)?"
    r"\d{1,2}(?:st|nd|rd|th|e|ème|\.|-?[йм])?)(?![\w'])")
# a lab value given as a number: "neutrophils 1.2", "Kreatinin 6,8", "лейкоцити 2,9" (not "below 1.0": a threshold)
_LAB = _lazy(
    r"(?<![\w'])(?:neutrophils?|platelets?|wbc|hb|hgb|ha?emoglobin|creatinine|egfr|psa|hba1c|ca-?125|crp|"
    r"leukocytes|neutrofil\w*|płytki|płytek|leukocyty|hemoglobina|kreatynina|neutrophile|thrombozyten|leukozyten|"
    r"kreatinin|hämoglobin|neutrófilos|plaquetas|leucocitos|creatinina|hemoglobina|neutrophiles|plaquettes|"
    r"leucocytes|globules blancs|créatinine|hémoglobine|нейтрофіл\w*|тромбоцит\w*|лейкоцит\w*|креатинін\w*|"
    r"гемоглобін\w*|нейтрофил\w*|креатинин\w*|гемоглобин\w*)\s*(?:[:=]|is|was|at|von|de|à|jest|є|—|-)?\s*"
    r"\d+(?:[.,]\d+)?(?![\d])")
# the writer: a first-person word
_SELF = _lazy(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|my|me|ich|mein\w*|mir|mich|bin|hab|habe|kann|je|j'|mon|ma|mes|moi|puis-je|"
    r"jestem|mam|mój|moja|moje|moim|mojej|mogę|mnie|\w+łem|\w+łam|estoy|tengo|llevo|puedo|yo|mi|"
    r"я|мені|мене|мій|моя|мої|можу|пройшов|пройшла|пройшли|мне|меня|мой|могу|прош[её]л|прошла|прошли)(?![\w'])")
# asked in general, a textbook's patient, an exam
_GENERAL = _lazy(
    r"(?<![\w'])(?:in general|generally|typically|usually|typical|on average|the average|patients?|exam|quiz|textbook|"
    r"im allgemeinen|normalerweise|üblicherweise|patient(?:en|in)?|klausur|prüfung|en general|normalmente|"
    r"pacientes?|examen|en général|généralement|habituellement|w ogóle|zwykle|zazwyczaj|pacjen\w*|egzamin\w*|"
    r"kolokwium|зазвичай|пацієнт\w*|іспит\w*|обычно|пациент\w*|экзамен\w*|if|wenn|falls|si|jeśli|якщо|если)(?![\w'])")

# ---------------------------------------------------------------- WEEKS
_WEEK_GATE = word_gate("week", "weeks", "wks", "tyg", "tydz", "woche", "ssw", "semana", "sa", "semaine", "тиж",
                       "недел")
_OWN_WEEKS = _lazy(
    r"(?<![\w'])(?:i'm|im|i am|we're|we are|jestem|jesteśmy|bin|ich bin|wir sind|estoy|estamos|je suis|j'en suis|"
    r"nous sommes|on est|я|ми|мы|у мене|у меня)\s+(?:(?:now|only|already|almost|nearly|just|teraz|już|prawie|jetzt|"
    r"schon|fast|ya|casi|déjà|presque|вже|уже|майже|почти|зараз|сейчас|enceinte de|de|en|na|in der|at|à|на|в|у)\s+){0,2}"
    r"(?:(?:w|la|der)\s+)?(?:\d{1,2}(?:\.|st|nd|rd|th|-?му|-?й|-?ой)?\s*(?:weeks?|wks?|w|tyg\w*|tydz\w*|woche\w*|"
    r"ssw|semanas?|sa|semaines?|тиж\w*|недел\w*)|(?:week|woche|ssw|semana|semaine|tydzień|тиждень|неделя)\s*\d{1,2}|"
    r"\d{1,2}\s*\+\s*\d)(?![\w'])|(?<![\w'])ssw\s*\d{1,2}(?![\w'])")
_DAYS_COUNT = _lazy(r"\d{1,2}\s*(?:\+\s*\d|w\s*\+?\s*\d\s*d)(?![\d.,])")
_PREGNANCY = _lazy(
    r"(?<![\w'])(?:pregnan\w*|baby|bump|scan|midwife|kicks?|trimester|ob-?gyn|ultrasound|ciąż\w*|dzidzi\w*|dziecko|"
    r"usg|położn\w*|schwanger\w*|ssw|hebamme|ultraschall|embaraz\w*|bebé|ecografía|matrona|enceinte|bébé|"
    r"échographie|écho|sage-femme|sa|вагітн\w*|малюк\w*|дитин\w*|узд|беремен\w*|малыш\w*|ребен\w*|реб[её]нок|узи)(?![\w'])")

# ---------------------------------------------------------------- LOST
_LOSS_GATE = word_gate("lost", "perdido", "perdimos", "perdí", "verloren", "perdu", "verloren", "straci", "втрат", "потерял", "poroni",
                       "miscarr", "avorté")
_LOST = _lazy(
    r"(?<![\w'])(?:(?:we|i)(?:'ve| have)? lost (?:it|him|her|the baby|our baby|my baby|the pregnancy)|"
    # (round 38) the subject dropped in a note or a chat line, the pregnancy itself the object: "Lost the pregnancy at 9
    # weeks last month", "Perdí el embarazo", "Schwangerschaft in der 8. Woche verloren"
    r"(?:^|(?<=[.!?\n]\s)|(?<=\n))lost (?:the|our|my) (?:pregnancy|baby)|perd(?:í|imos) (?:el|mi|nuestro) embarazo|"
    r"(?:j'ai|on a|nous avons) perdu (?:la|ma|notre) grossesse|(?:die|meine|unsere) schwangerschaft\s+(?:\S+\s+){0,4}?verloren|"
    r"straci(?:łam|liśmy) ciążę|втратил[аи] вагітність|потерял[аи] беременность|"
    r"(?:lo|la) (?:hemos|he) perdido|(?:lo|la) perdimos|perdimos al bebé|he perdido al bebé|"
    r"on l'a perdu|nous l'avons perdu|je l'ai perdu|j'ai perdu (?:le|mon|notre) bébé|"
    r"(?:wir haben|ich habe|haben) (?:es|das baby|unser baby|mein baby) verloren|"
    r"straci(?:liśmy|łyśmy|łam|łem) (?:je|go|ją|dziecko|ciążę|maleństwo)|poroniłam|"
    r"(?:ми )?(?:його|її|дитину|малюка) втратили|втратила (?:дитину|малюка|вагітність)|"
    r"(?:мы )?(?:его|е[её]|ребенка|реб[её]нка|малыша) потеряли|потеряла (?:ребенка|реб[её]нка|малыша|беременность))"
    r"(?![\w'])")
_LOST_WEEK = _lazy(
    r"(?<![\w'])(?:(?:week|semana|semaine|woche|tydzień|tygodniu|тиждень|тижні|неделе|неделя)\s*\d{1,2}|"
    r"\d{1,2}(?:\.|st|nd|rd|th|e|ème|-?му|-?й)?\s*(?:weeks?|semanas?|semaines?|woche\w*|tyg\w*|тиж\w*|недел\w*|sa))"
    r"(?![\w'])")
_GAME = _lazy(
    r"(?<![\w'])(?:match|game|league|season|cup|final|partido|liga|temporada|partida|mecz\w*|sezon\w*|spiel\w*|"
    r"saison|ligue|матч\w*|сезон\w*|гр[аиу])(?![\w'])")


def find_treatment_courses(t: str) -> list[Finding]:
    """A health finding where normalised `t` counts the writer's treatment course, pregnancy or its loss (see the
    doc)."""
    # (round 44, rspeed: no hand-written gate before _SINCE_OP and _TREATMENT - their own, derived from each pattern
    # (lazy.py), are exact; _TREAT_GATE's list held _TREATMENT's words but not _SINCE_OP's "op", "OP": "2 Wochen nach der
    # Knie-OP" was green with the gates on and red with them off)
    low = lower_keep_length(t).replace("’", "'")
    since = _SINCE_OP.search(low)
    treated = since or _TREATMENT.search(low)
    # (the count near the treatment: "physio" in one paragraph and "Round 16" in another are no course)
    if treated is not None and (since is not None or _COUNT.search(low, max(0, treated.start() - 80), treated.end() + 80)) \
            and (_SELF.search(low) or _LAB.search(low)) and not _GENERAL.search(low):
        return [stop_finding(Kind.HEALTH, _REASON, t, treated.start(), treated.end(), "!?\n")]
    if opens(t, _WEEK_GATE) and has_digit(t):  # (every _OWN_WEEKS match holds a digit: "sa", "я" open the gate on most chat)
        low = low or lower_keep_length(t).replace("’", "'")
        m = _OWN_WEEKS.search(low)
        if m is not None and (_PREGNANCY.search(low) or _DAYS_COUNT.search(low, m.start(), m.end() + 12)) \
                and not _GENERAL.search(low):
            return [stop_finding(Kind.HEALTH, _REASON, t, m.start(), m.end(), "!?\n")]
    if opens(t, _LOSS_GATE):
        low = low or lower_keep_length(t).replace("’", "'")
        m = _LOST.search(low)
        if m is not None and _LOST_WEEK.search(low) and not _GAME.search(low):
            return [stop_finding(Kind.HEALTH, _REASON, t, m.start(), m.end(), "!?\n")]
    return []
