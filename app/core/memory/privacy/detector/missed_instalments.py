"""Round 50 (rlegal): the writer's missed instalments and overdue loans - a payment plan with the tax office whose
instalments the writer stopped paying, a loan or a mortgage overdue, debts on loans.

own_shortfalls.py reads "I can't pay the instalment" (a present inability), vocab/noted.py "I've missed payments",
"ich bin im Rückstand", "llevo tres cuotas sin pagar". Set broad-zzz124 (tax) told a granted plan and an instalment
missed since, and zzz117, zzz122 and zzz123 an overdue loan, in words those rules lack:
- MISSED: a first-person past of not paying ("he dejado de pagar dos", "j'ai raté la mensualité de mars", "die zweite
  konnte ich schon nicht zahlen", "hänge ich mit 4 Raten hinterher", "nie zapłaciłem dwóch rat", "пропустив платіж",
  "не внёс платёж") with an instalment, a plan or a loan in its sentence (plazos, aplazamiento, mensualité, plan de
  règlement, Raten, Stundung, raty, układ ratalny, платіж, розстрочка, рассрочка, кредит);
- OVERDUE: an overdue (прострочка, просрочка) on a loan or a mortgage, in Ukrainian and Russian where it is said without
  a subject ("Прострочка по іпотеці вже три місяці", "у меня просрочки по трём кредитам"), with a duration, a count of
  loans or the writer in the sentence;
- DEBTS ON LOANS: "маю борги по кредитах", "у мене борг за комуналку".
Green/yellow stay: a question about what happens to anyone ("what if you miss a payment?", "что будет при просрочке по
кредиту?"), a condition ("si dejo de pagar ..."), a payment that failed for a technical reason ("the app was down"),
a train or a deadline missed (no instalment in the sentence), a hedge ("chyba nie zapłaciłem raty", "Здається, в мене
прострочка ..., але не впевнена"), an example or a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "personal finances"

_W = r"(?:\S+ )"
_LOAN = (r"(?:кредит\w*|іпотец\w*|іпотек\w*|ипотек\w*|позик\w*|займ\w*|мікрозайм\w*|микрозайм\w*|розстрочк\w*|"
         r"рассрочк\w*|автокредит\w*|кредитк\w*|комуналк\w*|коммуналк\w*|квартплат\w*)")
_DUE = _gated(
    r"(?<![\w'])(?:"
    # MISSED, in the first person
    r"(?P<missed>i (?:missed|skipped|stopped paying|defaulted on|couldn't make|could not make|didn't make)|"
    r"nie (?:zapłaciłe?m|zapłaciłam|spłaciłe?m|spłaciłam|opłaciłe?m|opłaciłam|wpłaciłe?m|wpłaciłam)|"
    r"przestałe?m (?:płacić|spłacać)|przestałam (?:płacić|spłacać)|pominąłem|pominęłam|"
    r"(?:ich konnte|konnte ich) (?:" + _W + r"){0,3}?nicht (?:mehr )?(?:zahlen|bezahlen|begleichen|überweisen)|"
    r"(?:ich habe|ich hab|habe ich|hab ich) (?:" + _W + r"){0,3}?(?:nicht (?:gezahlt|bezahlt|beglichen|überwiesen)|"
    r"verpasst|versäumt|platzen lassen)|(?:ich hänge|hänge ich) (?:" + _W + r"){0,5}?hinterher|"
    r"(?:he|hemos) dejado de pagar|(?:dejé|dejamos) de pagar|no (?:he|hemos) (?:podido )?pagado|no pagué|"
    r"no pude pagar|me (?:he )?saltado|me salté|"
    r"j'ai (?:raté|loupé|manqué|sauté)|je n'ai pas (?:pu )?(?:payé|réglé|honoré|payer|régler|honorer)|"
    r"j'ai (?:du|un|pris du) retard (?:sur|de|dans)|je suis en retard (?:sur|de|dans|pour)|"
    r"(?:я )?(?:пропустив|пропустила|не сплатив|не сплатила|не заплатив|не заплатила|не вніс|не внесла|"
    r"перестав платити|перестала платити)|"
    r"(?:я )?(?:пропустил|пропустила|не заплатил|не заплатила|не внес|не внёс|не внесла|не оплатил|не оплатила|"
    r"перестал платить|перестала платить))|"
    # OVERDUE on a loan
    r"(?P<overdue>(?:прострочк\w*|просрочк\w*|прострочен\w* платеж\w*|просроченн\w* платеж\w*) (?:по|за) "
    r"(?:" + _W + r")?" + _LOAN + r")|"
    # DEBTS ON LOANS, the writer's
    r"(?P<debts>(?:маю|у мене|в мене|маємо|у нас) (?:" + _W + r")?(?:борг\w*|заборгованіст\w*) (?:по|за|перед) "
    r"(?:" + _W + r")?" + _LOAN + r")"
    r")(?![\w'])"
)
# what was missed: an instalment, a plan, a loan (a train or a deadline is no debt)
_PLAN = _lazy(
    r"(?<![\w'])(?:payments?|instal(?:l)?ments?|repayments?|time to pay|payment plan|payment arrangement|direct debit|"
    r"loan|mortgage|rat[aęy]?|raten?|układ\w* ratal\w*|kredyt\w*|pożyczk\w*|hipotek\w*|stundung|ratenzahlung|"
    r"kredit\w*|finanzierung|abzahlung|darlehen|plazos?|cuotas?|aplazamiento|fraccionamiento|préstamo|hipoteca|"
    r"recibos?|mensualités?|échéances?|échéancier|plan de règlement|prêt|crédit|"
    r"платеж\w*|платіж\w*|внес\w*|взнос\w*|розстрочк\w*|рассрочк\w*|кредит\w*|іпотек\w*|ипотек\w*|позик\w*|займ\w*)"
    r"(?![\w'])")
# an overdue the writer has: a duration, a count of loans, the writer
_HELD = _lazy(
    r"(?<![\w'])(?:вже|уже|ще|ещё|еще|(?:\d+|один|одна|два|дві|две|три|чотири|четыре|п'ять|пять|кілька|несколько|"
    r"пів|полгода|півроку) ?(?:місяц\w*|месяц\w*|тижн\w*|тиждень|недел\w*|дн\w*|рок\w*|год\w*|лет)|"
    r"по (?:двох|трьох|трьом|двум|трём|трем|кільком|нескольким|\d+)|у мене|в мене|у меня|мене|меня|мій|моя|мої|"
    r"моєї|мого|мой|моей|моего|мои|маю|мені|мне|я)(?![\w'])")
# a condition, a question about anyone, a technical failure, an example or a story
_NOT_OWN = _lazy(
    r"(?<![\w'])(?:if|what if|whether|suppose|wenn|falls|je[śs]li|je[żz]eli|gdyby|si|якщо|якби|если|при|"
    # (a hedge: "Здається, в мене прострочка по кредитці, але не впевнена", "chyba nie zapłaciłem raty" - yellow)
    r"maybe|perhaps|probably|not sure|i think|vielleicht|wahrscheinlich|chyba|może|moze|nie wiem|quizás?|igual|"
    r"a lo mejor|peut-être|je crois|здається|можливо|мабуть|не впевнен\w*|кажется|возможно|может быть|наверное|"
    r"не уверен\w*|"
    r"online|app|website|portal|aplikacj\w*|webseite|página|appli|application|онлайн|додаток|приложени\w*|"
    r"e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|"
    r"novel\w*|story|roman|powie[śs]\w*|novela|персонаж\w*|роман\w*)(?![\w'])")


def find_missed_instalments(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` telling the writer missed an instalment of a plan or a
    loan, has an overdue loan, or debts on loans (see the module's doc)."""
    for low, m, a, b in sentence_matches(_DUE, t):
        if _NOT_OWN.search(low, a, b):
            continue
        if m.group("missed") is not None and _PLAN.search(low, a, b) is None:
            continue  # ("j'ai raté le train", "I missed the deadline")
        if m.group("overdue") is not None and _HELD.search(low, a, b) is None:
            continue  # ("Прострочка по кредиту - що буде?": a question about anyone)
        return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []
