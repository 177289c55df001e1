"""Disclosures inside the writer's own notes, lists, plans, diaries and question lists (round 39, rlists; set
broad-zzz70): "diese Woche: Mo Traumatherapie 17 Uhr, Di Yoga", "agenda semana: lunes punción ovárica 9h", "Fragen
an die Frauenärztin: - 9. Woche, ist die Übelkeit normal?", "Qs for the oncologist: - how many more rounds of chemo",
"Journal, mercredi. Résultats reçus : endométriose stade 3", "notes : baptême protestant prévu à Pâques, ... mes parents
ne sont pas au courant", "do zrobienia: dosłać syndykowi wyciągi do upadłości konsumenckiej", "budżet na luty: ...
(szef znowu spóźnia się z przelewem 3 tygodnie)".

The disclosure rules read a fact after its owner and a verb ("I have", "my therapy", "mój szef spóźnia się z wypłatą").
A list drops both: its items are telegraphic, and its owner is the one who keeps it - the writer - unless an item
names someone else. What makes the writer the subject is the list's heading at the top of the message ("to do",
"notes", "plan", "this week", "budget", "diary", "questions for the doctor", in en, pl, de, es, fr, uk and ru). Under
such a heading, five readings, each needing what makes the item a fact of the writer's life and not a topic:
- CARE: a psychotherapy, fertility, chemotherapy, radiotherapy or dialysis appointment - the treatment word next to a
  weekday or a clock time in one item ("Mo Traumatherapie 17 Uhr", "lunes punción ovárica 9h") - health;
- ASK: questions for one's own doctor (the heading names a doctor) holding a pregnancy week ("9. Woche", "9 тиждень")
  or a treatment ("rounds of chemo") - health;
- RESULT: a diary's or a note's result line ("Résultats reçus : endométriose stade 3", "Пришли анализы: гепатит C"),
  its clause read by the disclosure finder as "I have <clause>" (the callback) - health;
- FAITH: a baptism, a conversion or an apostasy with the family kept unaware ("Eltern wissen noch nichts", "mis padres
  no saben nada", "батькам ще не казав") - beliefs;
- BROKE: a personal insolvency's step (a consumer bankruptcy, its trustee, Ley de Segunda Oportunidad, surendettement,
  банкрутство) in a to-do list, or the employer late with the pay in a budget ("szef spóźnia się z przelewem", "der
  Chef ist mit dem Februarlohn im Rückstand") - finance.
Green limits: no heading (a sentence about a topic is read by the other rules), lecture, course and meeting notes, a
story's, a client's or a patient's case, an item naming a relative or a friend as the owner ("Mo Mama zur Chemo"), a
firm's insolvency, a vet, a child's christening gift (no secrecy), a meeting with the boss (no pay word, no delay).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy

_DOCTOR = (r"(?:doctor|doc|dr|gp|oncolog\w*|gyn\w*|obstetrician|midwife|psychiatrist|consultant|specialist|surgeon|"
           r"arzt|ärztin|frauenarzt|frauenärztin|hausarzt|hausärztin|onkolog\w*|gynäkolog\w*|hebamme|psychiater\w*|"
           r"médic[oa]|ginecólog[oa]|oncólog[oa]|matrona|psiquiatra|médecin|gynéco\w*|oncologue|sage-femme|psychiatre|"
           r"lekarz\w*|lekark\w*|ginekolog\w*|onkolog\w*|położn\w*|psychiatr\w*|лікар\w*|лікарк\w*|гінеколог\w*|"
           r"онколог\w*|акушер\w*|психіатр\w*|врач\w*|гинеколог\w*|психиатр\w*)")
# the list's heading: the first words of the message, before a colon, a line break, a comma or a dash
_HEAD = _lazy(
    r"^[\W_]*(?:"
    r"(?:my )?(?:to ?-?dos?(?: list)?|things to do|tasks|checklist|notes?|diary|dear diary|journal|(?:weekly |week )?plan|"
    r"plan for (?:the|this|next) week|this week|next week|agenda|schedule|(?:monthly )?budget(?: for)?|reminders?|"
    r"(?:questions?|qs) (?:for|to ask) (?:the |my )?" + _DOCTOR + r")|"
    r"(?:mój )?(?:do zrobienia|do załatwienia|lista|notatki|notatka|dziennik|pamiętnik|plan(?: tygodnia| na tydzień)?|"
    r"w tym tygodniu|budżet(?: na)?|sprawy|pytania do " + _DOCTOR + r")|"
    r"(?:to-?do|aufgaben|erledigen|notizen?|tagebuch|wochenplan|plan|diese woche|nächste woche|budget|haushaltsbuch|"
    r"fragen an (?:die |den |meinen? |meine )?" + _DOCTOR + r")|"
    r"(?:pendientes|tareas|notas?|diario|plan(?: semanal| de la semana)?|agenda(?: semana(?:l)?)?|esta semana|"
    r"presupuesto(?: de)?|preguntas para (?:el |la |mi )?" + _DOCTOR + r")|"
    r"(?:à faire|a faire|notes?|journal|planning(?: de la semaine)?|cette semaine|budget(?: de)?|"
    r"questions? (?:pour|à poser à|a poser a) (?:le |la |l'|mon |ma )?" + _DOCTOR + r")|"
    r"(?:справи|нотатки|нотатка|щоденник|план(?: тижня| на тиждень)?|цього тижня|бюджет(?: на)?|питання до " + _DOCTOR
    + r")|"
    r"(?:дела|заметки|заметка|дневник|план(?: недели| на неделю)?|на этой неделе|бюджет(?: на)?|"
    r"вопросы (?:к|для) " + _DOCTOR + r"))(?![\w'])"
)
_ASKED = _lazy(r"^[\W_]*(?:(?:questions?|qs|pytania|fragen|preguntas|питання|вопросы)\b.{0,24}?" + _DOCTOR
               + r"(?![\w']))")
_DIARY = _lazy(r"^[\W_]*(?:dear diary|diary|journal|notes?|dziennik|pamiętnik|notatki|tagebuch|notizen?|diario|notas?|"
               r"щоденник|нотатки|дневник|заметки)(?![\w'])")

_WEEKDAY = (r"(?:mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|"
            r"friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lun|mar|mié|mie|jue|"
            r"vie|sáb|sab|dom|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mer|jeu|ven|sam|dim|lundi|mardi|"
            r"mercredi|jeudi|vendredi|samedi|dimanche|pon|wt|śr|czw|pt|sob|ndz|niedz|poniedziałek|wtorek|środa|czwartek|"
            r"piątek|sobota|niedziela|пн|вт|ср|чт|пт|сб|нд|вс|понеділок|вівторок|середа|четвер|п'ятниця|субота|неділя|"
            r"понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)")
_WHEN = _lazy(r"(?<![\w'])(?:" + _WEEKDAY + r"|\d{1,2}[:.h]\d{2}|\d{1,2} ?(?:uhr|h|am|pm|godz\w*|год\w*|ч))(?![\w'])")
# CARE: the treatments whose appointment tells a condition (not physiotherapy, speech therapy, yoga)
_CARE = _lazy(
    r"(?<![\w'-])(?:\w*(?:trauma|psycho|verhaltens|gesprächs|schema)therapie\w*|therapie(?:stunde|sitzung)?|therapeut\w*|"
    r"psychiater\w*|psychotherap\w*|therapy|therapist|counselling|counseling|psychiatrist|cbt|emdr|"
    r"terapia|terapeut\w*|psychoterapi\w*|psychoterapeut\w*|psychiatr\w*|psicoterapia|psicólog[oa]|psiquiatra|"
    r"thérapie|psychothérapie|psy|psychiatre|psychologue|психотерап\w*|психолог\w*|психіатр\w*|психиатр\w*|"
    r"punción(?: ovárica| folicular)?|transferencia(?: embrionaria| de embriones)|fiv|ivf|icsi|in[ -]vitro|iui|"
    r"egg (?:retrieval|collection)|embryo transfer|eizellentnahme|follikelpunktion|embryotransfer|"
    r"ponction (?:ovocytaire|ovarienne|folliculaire)|transfert d'embryon\w*|insémination|punkcj\w*(?: jajnik\w*)?|"
    r"transfer zarodk\w*|inseminacj\w*|пункці\w*|підсадк\w*|перенос ембріон\w*|екз|пункци\w*|подсадк\w*|"
    r"перенос эмбрион\w*|эко|chemo\w*|chimio\w*|quimio\w*|chemioterapi\w*|radiotherap\w*|radioterapi\w*|"
    r"radiothérapie|bestrahlung\w*|strahlentherapie|naświetlani\w*|dialys\w*|dialyse|diálisis|dializ\w*|"
    r"хіміо\w*|химио\w*|діаліз\w*|диализ\w*|променев\w* терап\w*|лучев\w* терап\w*)(?![\w'-])"
)
# ASK: a pregnancy's week, or a treatment, in the questions for one's doctor
_WEEK = _lazy(
    r"(?<![\w'])(?:\d{1,2}\.? ?(?:woche|ssw|weeks?|wks?|semanas?|semaines?|sa|tydzień|tydz\w*|tygodni\w*|тиждень|"
    r"тижні\w*|тижд\w*|недел\w*|нед)|(?:week|ssw|semana|semaine|tydzień|тиждень|неделя) \d{1,2}|"
    r"pregnan\w*|schwanger\w*|embaraz\w*|enceinte|grossesse|ciąż\w*|вагітн\w*|беремен\w*)(?![\w'])"
)
# RESULT: a result line and its clause
_RESULT = _lazy(
    r"(?<![\w'])(?:results?|test results?|biopsy|résultats?|biopsie|resultados?|biopsia|ergebnis\w*|befund\w*|"
    r"wyniki?|biopsj\w*|результат\w*|аналіз\w*|біопсі\w*|анализ\w*|биопси\w*)(?: [\w']+){0,2} ?[:=] ?"
)
# FAITH: a change of faith, and the family kept unaware of it
_CHANGE = _lazy(
    r"(?<![\w'])(?:baptism|baptised|baptized|apostasy|catechumen\w*|shahada|"
    r"chrzest|chrztu|chrzcie|ochrzcz\w*|apostazj\w*|katechumen\w*|"
    r"taufe|getauft|kirchenaustritt|apostasie|katechumenat|"
    r"bautizo|bautismo|bautiz\w*|apostasía|apostatar|catecumenado|"
    r"baptême|baptis\w*|débaptis\w*|catéchumén\w*|"
    # (a conversion only towards a faith: "conversion rate", "Konvertierung" are no one's)
    r"(?:convert\w*|conversion|konwersj\w*|nawróc\w*|przejście|przechodzę|übertritt|übertreten|konvert\w*|"
    r"konversion|conversión|convertir\w*|me convierto|je me convertis|перехід|перейти|переход|перехожу) "
    r"(?:[\w']+ ){0,2}?(?:l')?(?:islam\w*|catholic\w*|katholi\w*|cathol\w*|católic\w*|katolic\w*|protestant\w*|"
    r"evang\w*|orthodox\w*|ortodox\w*|orthodox\w*|prawosław\w*|juda\w*|judentum|jud[ií]\w*|buddh\w*|budd\w*|"
    r"christ\w*|chrześcija\w*|cristian\w*|chrétien\w*|hindu\w*|sikh\w*|"
    r"іслам\w*|ислам\w*|православ\w*|католи\w*|протестант\w*|юдаїзм\w*|иудаизм\w*|буддизм\w*|християнств\w*|"
    r"христианств\w*)|"
    r"хрещення|хрещуся|хреститися|охрест\w*|навернення|апостас\w*|крещение|крещусь|креститься|окрест\w*|"
    r"(?:прийняти|принять|приму|прийму) (?:іслам|ислам))(?![\w'])"
)
_UNAWARE = _lazy(
    r"(?<![\w'])(?:(?:parents|family|mum|mom|dad) (?:still )?(?:don't|do not|doesn't|does not) know|"
    r"(?:haven't|have not|not) (?:yet )?told (?:my )?(?:parents|family|mum|mom|dad)|"
    r"rodzic\w* (?:jeszcze |nic )?nie (?:wiedzą|wie|mówił\w*|powiedział\w*)|rodzice nic nie wiedzą|"
    r"rodzina (?:jeszcze )?nie wie|"
    r"(?:eltern|familie|mama|papa) (?:wissen|weiß|ahnen|ahnt) (?:noch |davon )?nichts|"
    r"(?:den )?eltern (?:noch )?nichts? (?:gesagt|erzählt)|"
    r"(?:padres|familia) no (?:lo )?sabe\w* (?:nada)?|no se lo he dicho a mis padres|"
    r"(?:parents|famille) ne (?:sont pas au courant|savent (?:rien|pas)|sait (?:rien|pas))|"
    r"pas (?:encore )?dit à mes parents|"
    r"батькам (?:ще |нічого )?не (?:казав|казала|сказав|сказала|говорив|говорила)|"
    r"(?:батьки|родина) (?:ще |нічого )?не зна\w*|"
    r"родителям (?:ещё |еще |ничего )?не (?:говорил|говорила|сказал|сказала)|"
    r"(?:родители|семья) (?:ещё |еще |ничего )?не зна\w*)(?![\w'])"
)
# BROKE: a personal insolvency's step; the employer late with the pay
_INSOLVENT = _lazy(
    r"(?<![\w'])(?:personal bankruptcy|my bankruptcy|bankruptcy trustee|official receiver|insolvency practitioner|"
    r"upadłoś\w* konsumenck\w*|syndyk\w*|privatinsolvenz\w*|verbraucherinsolvenz\w*|insolvenzverwalter\w*|"
    r"restschuldbefreiung|ley de (?:la )?segunda oportunidad|segunda oportunidad|administrador\w* concursal\w*|"
    r"surendettement|rétablissement personnel|банкрутств\w*|керуюч\w* реструктуризаці\w*|арбітражн\w* керуюч\w*|"
    r"банкротств\w*|финансов\w* управляющ\w*|арбитражн\w* управляющ\w*)(?![\w'])"
)
_EMPLOYER = _lazy(r"(?<![\w'])(?:boss|employer|szef\w*|pracodaw\w*|chef|chefin|arbeitgeber\w*|jef[ea]|empresa|patron\w*|"
                  r"employeur|начальни\w*|роботодав\w*|шеф\w*|работодател\w*)(?![\w'])")
_LATE = _lazy(r"(?<![\w'])(?:late|behind|hasn't paid|has not paid|owes me|spóźni\w*|zalega\w*|opóźni\w*|nie zapłaci\w*|"
              r"rückstand|verspät\w*|zahlt nicht|hat nicht gezahlt|schuldet mir|retras\w*|no ha pagado|no paga|me debe|"
              r"retard|n'a pas payé|ne paie pas|me doit|затриму\w*|не заплати\w*|не платить|винен мені|задержива\w*|"
              r"не платит|должен мне)(?![\w'])")
_PAY = _lazy(r"(?<![\w'])(?:\w*(?:salary|wages?|pay|paycheck|transfer|wypłat|przelew|pensj|wynagrodzen|lohn|gehalt|"
             r"überweisung|nómina|sueldo|salario|transferencia|salaire|paie|virement|зарплат|зп|переказ|перевод)\w*)(?![\w'])")
# what makes an item no one's fact of life: a lecture, a course, a meeting's topic, a story, a case, a firm
_TOPIC = _lazy(
    r"(?<![\w'])(?:lecture|seminar|course|class|exam|module|meeting notes|webinar|training|conference|study|"
    r"(?:notes|minutes) (?:from|of) the meeting|minutes|besprechung\w*|protokoll\w*|notatki ze spotkania|"
    r"notas de la reunión|acta|compte rendu|notes de réunion|нарад\w*|совещани\w*|протокол\w*|"
    # (a meeting's agenda: "Agenda: 10:00 discuss the IVF clinic partnership with the team")
    r"discuss|discussion|team|project|roadmap|stakeholders?|partnership|besprechen|projekt\w*|omówić|zespół|"
    r"discutir|equipo|proyecto|discuter|équipe|projet|обговорити|команд\w*|проєкт\w*|обсудить|проект\w*|"
    r"vorlesung|seminar|kurs|prüfung|fortbildung|schulung|klausur|wykład\w*|seminari\w*|kurs\w*|egzamin\w*|kolokwium|"
    r"szkoleni\w*|clase|examen|curso|conferencia|formación|cours|partiel|formation|conférence|лекці\w*|семінар\w*|"
    r"курс\w*|іспит\w*|екзамен\w*|лекци\w*|семинар\w*|экзамен\w*|тренинг\w*|"
    r"film|movie|novel|book|series|character|story|essay|article|homework|powieś\w*|książk\w*|opowiada\w*|roman\w*|"
    r"buch|geschichte|película|novela|libro|cuento|histoire|personnage|livre|фільм\w*|книг\w*|оповідан\w*|рассказ\w*|"
    r"персонаж\w*|фильм\w*|client\w*|klient\w*|mandant\w*|cliente\w*|клієнт\w*|клиент\w*|patients?|pacjent\w*|"
    r"patient\w*|paciente\w*|пацієнт\w*|пациент\w*|company|firm|firma|spółk\w*|gmbh|unternehmen|empresa\w* cliente|"
    r"sociedad|société|entreprise|фірм\w*|фирм\w*|компані\w*|компани\w*|тов|ооо)(?![\w'])"
)
# an item that names someone else as the owner
_OTHER = _lazy(
    r"(?<![\w'])(?:mum|mom|dad|mother|father|grandma|grandpa|son|daughter|wife|husband|partner|friend|sister|brother|"
    r"mama|papa|oma|opa|mutter|vater|sohn|tochter|frau|mann|freund\w*|schwester|bruder|mamá|papá|madre|padre|"
    r"abuel\w*|hij[oa]s?|mujer|marido|amig[oa]s?|herman[oa]s?|maman|mère|père|grand-m\w*|grand-p\w*|fils|fille|femme|"
    r"mari|amie?s?|sœur|soeur|frère|tata|mamy|mamą|mamie|taty|tacie|babci\w*|dziadk\w*|syn\w*|córk\w*|żon\w*|mąż|"
    r"męż\w*|przyjaci\w*|koleżank\w*|koleg\w*|siostr\w*|brat\w*|мам\w*|тат\w*|бабус\w*|дід\w*|син\w*|доньк\w*|дочк\w*|"
    r"дружин\w*|чолові\w*|друг\w*|подруг\w*|сестр\w*|брат\w*|папа|бабушк\w*|дедушк\w*|сын\w*|дочер\w*|жен\w*|муж\w*)"
    r"(?![\w'])"
)
_ITEM_SPLIT = re.compile(r"[\n,;()]|(?<!\d)\.(?:\s|$)| - | – | — ")  # (not "9. Woche": an item's ordinal)
_CLAUSE_END = re.compile(r"[\n,;()]|\.(?:\s|$)| - | – | — ")  # (a result's clause ends at any full stop: "stade 3. Rendez-vous")


def _items(low: str) -> list[tuple[int, int]]:
    """The spans of the list's items: between line breaks, commas, semicolons, brackets, full stops and dashes."""
    out = []
    pos = 0
    for m in _ITEM_SPLIT.finditer(low):
        if m.start() > pos:
            out.append((pos, m.start()))
        pos = m.end()
    if pos < len(low):
        out.append((pos, len(low)))
    return out


def _found(t: str, kind: Kind, reason: str, a: int, b: int) -> list[Finding]:
    while a < b and t[a].isspace():
        a += 1
    return [Finding(kind, reason, a, b)]


_HEALTH = "health information"


def find_list_items(t: str, told: Callable[[str], list[Finding]]) -> list[Finding]:
    """A finding over an item of normalised `t`, a list under a heading of the writer's (see the doc), that tells a
    treatment's appointment, a pregnancy or a treatment asked about with one's doctor, a result, a change of faith kept
    from the family, a personal insolvency's step or the employer late with the pay; `told` is the disclosure finder,
    read on "I have <clause>" for a result."""
    head = t[:60].lower()
    if _HEAD.search(head) is None:  # (the gate: a list's heading opens the message)
        return []
    low = lower_keep_length(t).replace("’", "'")
    if _TOPIC.search(low):
        return []
    items = _items(low)
    if _ASKED.search(head) is not None:  # questions for one's own doctor
        first = low.find("\n") if "\n" in low else low.find(":")
        if first > 0 and _OTHER.search(low, 0, first) is None:
            for a, b in items:
                if a >= first and (_WEEK.search(low, a, b) or _CARE.search(low, a, b)) and not _OTHER.search(low, a, b):
                    return _found(t, Kind.HEALTH, _HEALTH, a, b)
    for a, b in items:
        if _CARE.search(low, a, b) and _WHEN.search(low, a, b) and not _OTHER.search(low, a, b):
            return _found(t, Kind.HEALTH, _HEALTH, a, b)
    if _DIARY.search(head) is not None:
        for m in _RESULT.finditer(low):
            end = _CLAUSE_END.search(low, m.end())
            clause = t[m.end():end.start() if end else len(t)].strip()
            if clause and len(clause.split()) <= 5 and not _OTHER.search(low, max(0, m.start() - 40), m.start()) \
                    and told("I have " + clause):
                return _found(t, Kind.HEALTH, _HEALTH, m.start(), m.end() + len(clause) + 1)
    change = _CHANGE.search(low)
    if change is not None and _UNAWARE.search(low) and not _OTHER.search(low, max(0, change.start() - 30), change.start()):
        return _found(t, Kind.BELIEFS, "religion, politics or union membership", change.start(), change.end())
    m = _INSOLVENT.search(low)
    if m is not None and "?" not in low[m.end():m.end() + 80].split("\n")[0]:  # (not "notes: how does a bankruptcy work?")
        return _found(t, Kind.FINANCE, "personal finances", m.start(), m.end())
    for a, b in items:
        if _EMPLOYER.search(low, a, b) and _LATE.search(low, a, b) and _PAY.search(low, a, b):
            return _found(t, Kind.FINANCE, "personal finances", a, b)
    return []
