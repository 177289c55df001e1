"""Round 45 (rsens): the writer's own money shortfall - an instalment, a loan or a debt the writer cannot pay, a sum of
arrears the writer has, an authority claiming money back from the writer.

Sets broad-zzz87, 91, 95, 97, 98, 99 and 100 each left one or two of these green: "Не могу заплатить очередной взнос
по страхованию ипотеки", "Взяла кредит ..., і тепер не тягну платежі", "La CAF me réclame 3 200 € d'indu d'APL, je
peux pas rembourser", "J'ai 6 800 € de cotisations URSSAF impayées", "Bei der Krankenkasse habe ich 4.200 €
Beitragsrückstände", "Tengo 15.000 € en microcréditos". The vocabulary (vocab/confided.py) reads a loan word BEFORE
"I can't pay"; these name it after the verb, colloquially ("je peux pas", "не тягну"), or as a sum the writer has.
Three ways, in en, pl, de, es, fr, uk and ru:
- CANT PAY: the writer's inability ("I can't", "nie mogę", "no puedo", "je (ne) peux pas", "не можу", "не могу", "не
  тягну") with a pay verb and a debt or an instalment after it ("the mortgage", "kredytu", "la cuota", "mes
  mensualités", "платежі", "взнос");
- OWN DUES: the writer has a sum of arrears, unpaid contributions, tax debt or quick loans ("I have £4,000 in arrears",
  "mam 12 tys. zaległości w ZUS", "habe ich 4.200 € Beitragsrückstände", "tengo 15.000 € en microcréditos", "j'ai 6 800
  € de cotisations impayées", "маю податковий борг 18 400 грн", "у меня 90 тысяч микрозаймов");
- CLAIMED BACK: an authority, a bank or a fund claiming a sum back from the writer ("La CAF me réclame 3 200 €
  d'indu", "the DWP says I have to pay back £1,900", "ZUS żąda ode mnie zwrotu 4 000 zł", "Пенсійний фонд вимагає з мене
  повернути 12 000 грн").
Yellow/green stay: a hypothetical or a general question ("what happens if I can't pay my mortgage?", "si no puedo
pagar la cuota ..."), a worry about the future ("I might not be able to pay ..."), a payment that fails for a technical
reason ("I can't pay the rent online, the app is down"), a template or a story, a third person nobody could identify.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "personal finances"


_W = r"(?:[\w'’-]+ )"
# what is owed: a loan, an instalment, the rent, a debt, arrears
_OWED = (r"(?:loans?|mortgage|instal(?:l)?ments?|repayments|rent|debts?|arrears|overdraft|council tax|tax bill|"
         r"child support|kredyt\w*|rat[yęa]?|ratę|pożyczk\w*|chwilówk\w*|czynsz\w*|długu|długów|długi|hipotek\w*|"
         r"zaległoś\w*|alimentów|alimenty|rate|raten|kredit\w*|miete|schulden|darlehen|hypothek|préstamos?|cuotas?|"
         r"hipoteca|alquiler|deudas?|créditos?|microcréditos?|letras?|mensualidad\w*|crédits?|prêts?|mensualités?|"
         r"échéances?|loyers?|dettes?|indus?|traites?|кредит\w*|платеж\w*|платіж\w*|платежі|внес\w*|взнос\w*|"
         r"іпотек\w*|ипотек\w*|оренд\w*|аренд\w*|борг\w*|долг\w*|позик\w*|займ\w*|розстрочк\w*|рассрочк\w*)")
_CANT_PAY = _gated(
    r"(?<![\w'’])(?:"
    # en: "I can't pay this month's mortgage instalment", "we can no longer afford the repayments"
    r"(?:i|we) (?:can't|cant|cannot|can not|can no longer|couldn't|couldnt|could not|am unable to|'m unable to|"
    r"am not able to|'m not able to|have no way to) (?:afford(?: to)?|pay|repay|pay off|make|cover|keep up with|meet) "
    r"(?:" + _W + r"){0,3}?" + _OWED + r"|"
    # pl: "nie mogę spłacić kredytu", "nie daję rady płacić rat"
    r"nie (?:mogę|moge|możemy|jestem w stanie|daję rady|dam rady|mam z czego|mam czym) (?:już |juz |dalej )?"
    r"(?:spłacić|spłacać|zapłacić|płacić|opłacić|oddać) (?:" + _W + r"){0,3}?" + _OWED + r"|"
    # de: "ich kann die Rate nicht mehr zahlen", "kann ich den Kredit nicht mehr bedienen"
    r"(?:ich kann|kann ich|wir können|können wir) (?:" + _W + r"){0,3}?" + _OWED + r" (?:" + _W
    + r"){0,2}?nicht (?:mehr )?(?:zahlen|bezahlen|zurückzahlen|bedienen|begleichen|abbezahlen|tilgen)|"
    # es: "no puedo pagar la cuota", "ya no llego a pagar el préstamo"
    r"no (?:puedo|podemos|llego a|llegamos a|consigo|he podido|pude) (?:pagar|devolver|afrontar|hacer frente a) "
    r"(?:" + _W + r"){0,3}?" + _OWED + r"|"
    # fr: "je (ne) peux pas rembourser mon prêt", "je n'arrive plus à payer les mensualités"
    r"(?:je (?:ne )?(?:peux|pourrai|pourrais|parviens|arrive) (?:pas|plus)|j'(?:peux|arrive|parviens) (?:pas|plus)|"
    r"je n'(?:arrive|parviens) (?:pas|plus)) (?:à )?(?:payer|rembourser|régler|honorer) (?:" + _W + r"){0,3}?"
    + _OWED + r"|"
    # uk: "не можу заплатити внесок", "не тягну платежі"
    r"не (?:можу|можемо|в змозі) (?:вже |більше )?(?:сплатити|сплачувати|заплатити|платити|погасити|погашати|"
    r"віддати|внести|оплатити) (?:" + _W + r"){0,3}?" + _OWED + r"|"
    r"(?:не|вже не|уже не) (?:тягну|потягну|витягую|витягну|тягнемо) (?:" + _W + r"){0,2}?" + _OWED + r"|"
    # ru: "не могу заплатить очередной взнос", "не тяну платежи"
    r"не (?:могу|можем|в состоянии) (?:уже |больше )?(?:заплатить|платить|оплатить|оплачивать|погасить|погашать|"
    r"вернуть|отдать|внести) (?:" + _W + r"){0,3}?" + _OWED + r"|"
    r"(?:не|уже не) (?:тяну|потяну|вытягиваю|вытяну|тянем) (?:" + _W + r"){0,2}?" + _OWED
    + r")(?![\w'’])")
# the same said with the debt before it and the verb last: "... 3 200 € d'indu d'APL, je peux pas rembourser", "борг ...
# 40 тисяч і не можу віддати" - only with a sum in the sentence before it
_CANT_REPAY_LAST = _gated(
    r"(?<![\w'’])(?:(?:i|we) (?:can't|cant|cannot|can not|can no longer) (?:repay|pay (?:it|this|that|them) back)|"
    r"je (?:ne )?(?:peux|pourrai|pourrais) (?:pas|plus) (?:le |la |les )?rembourser|"
    r"no (?:puedo|podemos) (?:devolverl[oa]s?|devolver|pagarl[oa]s?)|nie (?:mogę|moge|mam z czego) (?:tego )?"
    r"(?:spłacić|oddać)|(?:ich kann|kann ich) (?:das|es|sie|den betrag) nicht (?:zurückzahlen|zahlen)|"
    r"не (?:можу|могу) (?:це |его |її |їх |это )?(?:повернути|віддати|вернуть|отдать|погасити|погасить))"
    r"(?=\s*(?:[.!?,;]|$))")
_SUM = _lazy(
    r"(?<![\w.,])(?:[£€$]\s?\d[\d\s.,]*(?:k(?!\w))?|\d[\d\s.,]*\s?(?:k|tys\.?|tyś\.?|tysięcy|тис\.?|тисяч\w*|тыс\.?|тысяч\w*|"
    r"€|£|\$|eur|euros?|zł|złotych|zlotych|pln|грн|гривень|гривні|руб\w*|₽)(?![\w]))")
# OWN DUES: "I have £4,000 in arrears", "habe ich 4.200 € Beitragsrückstände", "маю податковий борг 18 400 грн"
_DUES = (r"(?:arrears|debts?|tax debt|unpaid \w+|payday loans?|quick loans?|\w*rückst[äa]nd\w*|\w*schulden|"
         r"zaległoś\w*|długu|długów|chwilówk\w*|deudas?|microcr[ée]ditos?|pr[ée]stamos r[áa]pidos|atrasos|"
         r"dettes?|impayés|\w+ impayée?s|arriérés|indus?|cr[ée]dits? renouvelables?|борг\w*|заборгован\w*|"
         r"недоїмк\w*|мікрозайм\w*|мікрокредит\w*|долг\w*|задолженност\w*|микрозайм\w*|микрокредит\w*)")
_HAVE = (r"(?:i have|i've got|ive got|i owe|i'm in|im in|we have|we owe|j'ai|on a|nous avons|je dois|ich habe|habe ich|"
         r"hab ich|ich hab|wir haben|haben wir|ich schulde|tengo|tenemos|debo|mam|mamy|jestem winien|jestem winna|"
         r"маю|маємо|у мене|в мене|я винен|я винна|у меня|я должен|я должна)")
_OWN_DUES = _gated(
    r"(?<![\w'’])" + _HAVE + r" (?:" + _W + r"){0,2}?(?:"
    r"(?:[£€$]\s?\d[\d\s.,]*(?:k)?|\d[\d\s.,]*\s?(?:k|tys\.?|tysięcy|тис\.?|тисяч\w*|тыс\.?|тысяч\w*|€|£|\$|eur|euros?|"
    r"zł|złotych|pln|грн|гривень|руб\w*|₽)) (?:(?:of|in|de|d'|en|w|в|у|an)\s?)?(?:" + _W + r"){0,2}?" + _DUES + r"|"
    + _DUES + r" (?:" + _W + r"){0,2}?(?:[£€$]\s?\d|\d[\d\s.,]*\s?(?:k|tys|тис|тыс|тисяч|тысяч|€|£|\$|eur|euro|zł|pln|"
    r"грн|гривень|руб|₽)))(?![\w'’])")
# CLAIMED BACK: an authority, a bank or a fund claims a sum back from the writer
_CLAIMERS = (r"(?:caf|urssaf|fisc|impôts|trésor public|pôle emploi|france travail|cpam|banque|hmrc|dwp|council|bank|"
             r"finanzamt|krankenkasse|jobcenter|arbeitsagentur|familienkasse|hacienda|seguridad social|sepe|banco|zus|"
             r"urząd skarbowy|skarbówka|mops|bank|податкова|пенсійний фонд|пфу|банк|налоговая|пенсионный фонд|сфр)")
_CLAIMED = _gated(
    r"(?<![\w'’])" + _CLAIMERS + r" (?:" + _W + r"){0,2}?(?:me réclame|me réclament|me demande de rembourser|"
    r"me reclama|me reclaman|me pide devolver|fordert von mir|fordert (?:\w+ )?zurück|verlangt von mir|"
    r"żąda ode mnie|domaga się ode mnie|(?:says|say|wants|want) (?:that )?(?:i|me to) (?:have to |must |to )?(?:pay|repay) "
    r"(?:back )?|is (?:chasing|asking) me (?:for|to repay)|вимага\w* (?:від|з) мене|требу\w* (?:с|от) меня)"
    r"\s?(?:" + _W + r"){0,2}?(?:[£€$]\s?\d|\d[\d\s.,]*\s?(?:k|tys|тис|тыс|тисяч|тысяч|€|£|\$|eur|euro|zł|pln|грн|руб|₽))")

# (round 46) LOW BALANCE: what the writer has on the account or the card, beside a shortfall - "I only have £1,180 in my
# account and the visa needs £1,270", "hab gerade 180 € auf dem Konto", "у мене на картці 2 300 грн, а похорон коштує
# 38 тисяч", "je n'ai plus que 30 € sur mon compte"
_ACCOUNT = (r"(?:(?:in|on) my (?:\w+ )?(?:account|card|bank)|in the bank|auf (?:dem|meinem) (?:\w+ )?konto|auf der karte|"
            r"na (?:moim |swoim )?(?:koncie|karcie|rachunku)|en (?:la|mi) (?:cuenta|tarjeta)|en el banco|sur (?:mon|le) "
            r"(?:compte|livret)|на (?:моїй |моей )?(?:картці|рахунку|карті|карте|картке|счету|счёте))")
_BALANCE = _gated(
    r"(?<![\w'’])(?:" + _HAVE + r"|i(?: only| just)? have|i've only got|hab(?:e)? (?:ich )?(?:gerade|nur|noch)|"
    r"je n'ai (?:plus )?que|il me reste|zostało mi|mam tylko|solo tengo|sólo tengo|me quedan|tengo solo|лишилось|"
    r"лишилося|осталось|остался|залишилось)(?: (?:" + _W + r"){0,2}?)?(?:"
    r"(?:[£€$]\s?\d[\d\s.,]*|\d[\d\s.,]*\s?(?:€|£|\$|eur|euros?|zł|złotych|pln|грн|гривень|гривні|руб\w*|₽)) "
    r"(?:" + _W + r"){0,1}?" + _ACCOUNT + r"|" + _ACCOUNT + r",? (?:" + _W + r"){0,2}?(?:[£€$]\s?\d|\d[\d\s.,]*\s?"
    r"(?:€|£|\$|eur|euro|zł|pln|грн|гривень|гривні|руб|₽)))(?![\w'’])")
# ... beside a shortfall: a word of it in the sentence ("only", "gerade", "plus que") or a second sum in the message
_SHORT = _lazy(r"(?<![\w'’])(?:only|just|left|gerade|nur|noch|plus que|n'ai que|reste|tylko|zaledwie|zostało|solo|sólo|apenas|"
               r"quedan|лише|тільки|лишилось|лишилося|залишилось|всего|только|осталось)(?![\w'’])")
# ... not a few days before the pay comes in (uncertain, yellow in the sets: "Me quedan 38 € en la cuenta y faltan diez
# días para cobrar", "Il me reste 27 € sur le compte et la paie tombe dans 11 jours")
_PAYDAY = _lazy(r"(?<![\w'’])(?:(?:until|till|before|bis|do|hasta|para|jusqu'(?:à|au)|avant|до) (?:(?:" + _W + r"){0,3}?)?"
                r"(?:payday|pay ?day|next pay|pay cheque|paycheck|wages|gehalt|lohn|zahltag|wypłaty|pensji|cobrar|nómina|"
                r"la paie|paie|salaire|зарплат\w*|получки|пенсі\w*|пенси\w*)|(?:la )?paie tombe|payday is|pay comes)(?![\w'’])")

# a hypothetical, a worry about the future, a general question, a payment that fails for a technical reason, a template
# or a story: not the writer's shortfall
_NOT_MINE = _lazy(
    r"(?<![\w'’])(?:if|whether|suppose|what if|might|maybe|perhaps|in case|wenn|falls|vielleicht|ob|je[śs]li|je[żz]eli|"
    r"gdyby|może|chyba|si|en caso de|quizás?|a lo mejor|peut-être|au cas où|якщо|якби|можливо|если|возможно|"
    # a worry about next month: "Кажется, не потяну ипотеку в следующем месяце", "igual este mes no llego a pagar"
    r"probably|seems|next month|wahrscheinlich|scheint|nächsten monat|wygląda na to|w przyszłym miesiącu|igual|"
    r"ya veré|probablemente|el mes que viene|el próximo mes|on dirait|le mois prochain|здається|схоже|наступного "
    r"місяця|кажется|похоже|в следующем месяце|"
    r"online|app|website|site|portal|aplikacj\w*|przez internet|webseite|página|web|application|appli|через додаток|"
    r"онлайн|через приложение|e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|"
    r"template|vorlage|wz[óo]r|plantilla|mod[èe]le|шаблон\w*|novel\w*|story|character\w*|roman|powie[śs]\w*|novela|"
    r"personaje\w*|personnage\w*|geschichte|персонаж\w*|роман\w*)(?![\w'’])")


def find_own_shortfalls(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling the writer cannot pay a debt, has a sum of
    arrears, or is claimed a sum back by an authority (see the module's doc)."""
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for rx in (_CANT_PAY, _OWN_DUES, _CLAIMED, _CANT_REPAY_LAST, _BALANCE):
        for m in rx.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end(), "!?\n", "!?\n")  # (a sum's "4.200" holds a full stop)
            if _NOT_MINE.search(low, a, b):
                continue
            if rx is _CANT_REPAY_LAST and not _SUM.search(low, a, m.start()):
                continue
            if rx is _BALANCE and not _SHORT.search(low, a, b) and not (
                    _SUM.search(low, 0, m.start()) or _SUM.search(low, m.end())):
                continue  # ("I have 300 € in my account" alone: no shortfall told)
            if rx is _BALANCE and _PAYDAY.search(low):
                continue
            return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []
