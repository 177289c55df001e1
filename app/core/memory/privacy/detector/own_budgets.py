"""Round 50 (rlegal): the writer's own figures in tax and budget talk - turnover, profit, income or net pay stated as
the writer's, in a tax return's or a household budget's shorthand.

own_earnings.py reads earnings told with a past verb or "my turnover was ..."; vocab/told.py reads "I earn 2 400 a
month". People asking whether to change tax regime, whether a loan is affordable or whether they fit a benefit write
their figures as a list, without those frames - set broad-zzz124 (tax) and zzz112, zzz121 (budgets) told them in six
languages and the detector found none:
- TAX FIGURES: an income noun, a year or a colon, and a sum - "przychód 310 tys., dochód ok. 190 tys. na liniowym",
  "CA 2024 : 68 000 € en BNC", "Umsatz 2024 waren 71.000 €, Gewinn rund 48.000 €", "за рік дохід 2,1 млн грн, я на 3
  групі", "Мій дохід 14 500 грн на місяць" - red when the figure is the writer's: a possessive before the noun, a first
  person or the writer's tax regime ("na liniowym", "en BNC", "на 3 групі", "als Kleinunternehmer") in the sentence, or
  two such figures side by side (turnover and profit: a return's lines, not a threshold);
- NET PAY IN A BUDGET: a pay word or a first-person receiving verb and a sum, beside a cost of the writer's (rent,
  mortgage, a loan's instalment, a monthly sum, a wage the writer pays) - "Netto 2.380 €, Warmmiete 1.150 €", "Take-home
  is £2,140 a month, rent £950", "Получаю 68 тысяч, ипотечный платёж 31 тысяча", "y cobro 1.350", or marked net or gross
  ("bekomme ich ca. 3.250 netto").
Green/yellow stay: a published threshold or rate ("Kleinunternehmergrenze: 25.000 €", "plafond de 77 700 €"), a
question with example figures and no owner ("what's the tax on an income of £40k?", "El autónomo con ingresos de
20.000 €"), a condition or a hypothetical ("if my turnover is ...", "would I pay ..."), an example or a story, a firm's
or a listed company's figures (millions and billions, "our company", "GmbH"), an invoice's net line without a cost of
the writer's ("Netto 2.380 €, MwSt 452 €").

Round 51 (rspeed): the finder opens with its figure pattern's gate, a guard finder_dispatch reads.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds, sentence_matches
from app.core.memory.privacy.detector.text import lower_keep_length

_REASON = "personal finances"

# a sum: three digits or more, grouped or not, or a number with a scale; a currency before or after
_NUM = r"(?:\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+|\d{3,})(?:[.,]\d{1,2})?"
_SCALED = r"\d+(?:[.,]\d+)?\s?(?:k|тис\w*\.?|тыс\w*\.?|tys\.?|млн|mln|mil|tausend|thousand|grand)(?![\w'])"
_CUR = r"(?:€|£|\$|₴|₽|zł|zl|pln|eur|euros?|грн|гривень|гривні|руб\w*|usd|gbp|chf)"
_SUM = (r"(?:[€£$]\s?(?:" + _SCALED + r"|" + _NUM + r")|(?:" + _SCALED + r"|" + _NUM + r")(?:\s?" + _CUR
        + r"(?![\w']))?)")
_SUM_I, _SUM_P, _SUM_R = ("(?P<" + name + ">" + _SUM + ")" for name in ("si", "sp", "sr"))
_APPROX = (r"(?:about |around |roughly |approx\.? |ca\.? |circa |rund |etwa |ungef[äa]hr |knapp |ok\. |oko[łl]o |"
           r"ponad |prawie |приблизно |близько |майже |около |почти |примерно |unos |unas |casi |aprox\.? |environ |"
           r"presque |pr[èe]s de )")
_YEAR = (r"(?:(?:in |im |w |en |за |в |у )?(?:20\d\d|19\d\d)(?: (?:r\.|рік|році|год|году|року))?|"
         r"(?:за|в) (?:рік|год|місяць|месяц)|(?:per|a|im|pro|al|par|na) (?:year|month|jahr|monat|a[ñn]o|mes|an|mois|rok|"
         r"miesi[ąa]c))")
_COPULA = (r"(?:is|was|were|came to|ist|war|waren|lag bei|liegt bei|betrug|wyni(?:ós[łl]|osi|os[łl]a)|to|by[łl]|"
           r"by[łl]a|fue de|es de|son|fueron|était de|est de|a été de|склав|склала|становить|склало|был|была|было|"
           r"составил|составила|of|von|de|od|від|от|:|=|-|–|—)")

# the writer's income noun (a tax return's line) and pay words (a payslip's)
_INCOME = (r"przych[óo]d\w*|doch[óo]d\w*|obr[óo]t|umsatz|gewinn|einkommen|einnahmen|turnover|revenue|profit|income|"
           r"ingresos|facturaci[óo]n|beneficios?|rendimientos?|chiffre d'affaires|ca(?= (?:20\d\d|:))|b[ée]n[ée]fices?|"
           r"revenus?|дох[іо]д\w*|прибут\w*|виручк\w*|оборот\w*|выручк\w*|прибыл\w*")
_PAY = (r"netto|nettogehalt|net pay|take-home(?: pay)?|take home(?: pay)?|na r[ęe]k[ęe]|на руки|чистими|чистыми|"
        r"sueldo neto|salario neto|salaire net|net mensuel")
_RECEIVE = (r"cobro|percibo|gano|bekomme ich|ich bekomme|kriege ich|ich kriege|verdiene ich|ich verdiene|"
            r"i take home|i get paid|i(?:'m| am) on|je touche|je per[çc]ois|dostaj[ęe]|zarabiam|otrzymuj[ęe]|"
            r"(?:я )?отримую|(?:я )?одержую|(?:я )?заробляю|(?:я )?получаю|(?:я )?зарабатываю")
_FIGURE = _gated(
    r"(?<![\w'])(?:"
    r"(?P<income>" + _INCOME + r")(?: " + _YEAR + r")?(?: ?" + _COPULA + r")? ?" + _APPROX + r"?" + _SUM_I + r"|"
    r"(?P<pay>" + _PAY + r")(?: (?:is|ist|to|es|est|=|:|-|–))? ?" + _APPROX + r"?" + _SUM_P + r"|"
    r"(?P<recv>" + _RECEIVE + r")(?![\w']) " + _APPROX + r"?" + _SUM_R
    + r"(?P<net> ?(?:€ )?(?:netto|brutto|net|gross|netos?|brutos?|nets?|bruts?|на руки|чистими|чистыми))?"
    r")(?![\w'])"
)
# the writer in the sentence, or their tax regime
_MINE = _lazy(
    r"(?<![\w'])(?:i|i'm|i've|my|me|ich|mein\w*|mir|mich|mam|mia[łl]\w*|m[óo]j|moja|moje|moim|yo|mi|mis|tengo|je|"
    r"j'\w+|mon|mes|я|мій|моя|мої|мене|мені|мой|мне|меня|маю|"
    r"na (?:liniowym|rycza[łl]cie|skali|jdg)|en (?:bnc|bic|micro\w*|r[ée]el)|au r[ée]el|"
    r"als (?:kleinunternehmer\w*|freiberufler\w*|selbstst[äa]ndige\w*)|como aut[óo]nom[oa]|en (?:m[óo]dulos|"
    r"estimaci[óo]n directa)|на (?:\d|перш\w*|друг\w*|трет\w*) груп\w*|на (?:єдин\w*|упрощ\w*|усн|патент\w*)|"
    r"as a (?:sole trader|freelancer|contractor)|on (?:my )?self[- ]assessment)(?![\w'])"
)
# a cost of the writer's beside a pay: rent, a mortgage, a loan's instalment, a monthly sum, a wage paid
_COST = _lazy(
    r"(?<![\w'])(?:rent|mortgage|(?:car )?loan|repayments?|warmmiete|kaltmiete|miete|kreditrate|czynsz\w*|"
    r"najem|wynajem|rat[ay]|kredyt\w*|alquiler|hipoteca|cuota|pr[ée]stamo|loyer|mensualit[ée]|cr[ée]dit|"
    r"оренд\w*|квартплат\w*|іпотек\w*|ипотек\w*|кредит\w*|плат[іеё]ж\w*|аренд\w*|"
    r"le pagamos|pagamos|i pay|we pay|p[łl]ac[ęe]|p[łl]acimy|ich zahle|zahlen wir|je paie|je paye|on paie|плачу|платимо|"
    r"платим|al mes|a month|per month|im monat|pro monat|na miesi[ąa]c|miesi[ęe]cznie|par mois|на місяць|в месяц|"
    r"в місяць)(?![\w'])"
)
# a condition, a hypothetical, an example, a story, a firm's or a listed company's figures
_NOT_OWN = _lazy(
    r"(?<![\w'])(?:if|whether|would|suppose|assuming|wenn|falls|w[üu]rde|angenommen|je[śs]li|je[żz]eli|gdyby\w*|\w+by[śs]?m|"
    r"si|supongamos|ser[íi]a|serait|якщо|якби|если|бы|припустимо|допустим|e\.g\.|z\.b\.|np\.|example|beispiel\w*|"
    r"przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|novel\w*|story|roman\w*|powie[śs]\w*|novela|"
    r"mrd|bn|billion\w*|milliard\w*|miliard\w*|млрд|mio|million\w*|millones)(?![\w'])"
)
# a firm named before the figure ("Die Firma hatte ... Umsatz", "the company's revenue"), a threshold with no owner
_FIRM = _lazy(r"(?<![\w'])(?:our (?:company|firm|business)|the (?:company|firm)\w*|die firma|das unternehmen|"
              r"firma|sp[óo][łl]k[ai]|la empresa|l'entreprise|la soci[ée]t[ée]|компанія|компания|фірма|фирма)(?![\w'])")
_THRESHOLD = _lazy(r"(?<![\w'])(?:thresholds?|limits?|\w*grenze|pr[oó]g\w*|l[íi]mites?|plafonds?|seuils?|ліміт\w*|"
                   r"лимит\w*|поріг|порог\w*)(?![\w'])")


def find_own_budgets(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` stating the writer's own turnover, profit, income or net
    pay in tax or budget talk (see the module's doc)."""
    # Round 51 (rspeed): sentence_matches' own first search, as a guard finder_dispatch reads (a generator it does not
    # run: the finder was called on every chat turn)
    if _FIGURE.shut(lower_keep_length(t)):
        return []
    seen, at = 0, -1
    for low, m, a, b in sentence_matches(_FIGURE, t):
        if a != at:
            seen, at = 0, a  # (figures side by side count in one sentence)
        value = (m.group("si") or m.group("sp") or m.group("sr")).strip()
        if len(value) == 4 and value[:2] in ("19", "20") or _NOT_OWN.search(low, a, b) \
                or _FIRM.search(low, a, m.start()):
            continue  # (a year is no sum: "przychód 2024")
        if m.group("income") is not None:
            seen += 1
            if low[m.end():b].strip(" .") == "":  # ("dochód 96 tys. na skali": the scale's stop is no sentence's end)
                b = sentence_bounds(low, b)[1]
            if not (_MINE.search(low, a, b) or seen > 1 and _THRESHOLD.search(low, a, b) is None):
                continue
        elif m.group("net") is None and _COST.search(low, a, m.start()) is None and _COST.search(low, m.end(), b) is None:
            continue  # (a net line alone is an invoice's: "Netto 2.380 €, MwSt 452 €")
        return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []
