"""Round 44 (rall): the writer's own earnings told in the past tense or as a noun - a freelancer's, a sole trader's, a
new job's pay - with their figure.

The money rules read "I earn 3 000 zł", "my salary is ...". People asking about tax, a company form, a limit or a visa
threshold tell the money they had, not the money they earn:
- PAST EARNINGS: "Last year I made £48k", "I took home about £23,400", "Letztes Jahr hatte ich 48.000 € Gewinn",
  "W zeszłym roku miałem 146 tys. przychodu", "Минулого року мав 1,9 млн грн доходу", "заработал как самозанятый 1,7
  млн", "El año pasado facturé 52.000 €", "me quedaron unos 31.000 netos", "j'ai facturé 41 000 € l'an dernier":
  a first-person earning verb in the past (earned, made, took home, invoiced, hatte ... Gewinn, zarobiłem, miałem ...
  przychodu, заробив, мав ... доходу, заработал, facturé, gané, j'ai gagné) and a sum with its currency or scale;
- MY FIGURE: "My offer is £31,500", "my turnover was €61k", "Mein Gewinn lag bei 38.000 €", "Mój dochód wyniósł 89
  tys.", "Мій дохід за рік - 640 тисяч", "Mi facturación fue de 70.000 €", "Mon chiffre d'affaires était de 52 000 €":
  the writer's own pay, profit, turnover or offer, a copula, and the sum.
Green/yellow stay: a firm's or a public figure's numbers ("our company made €2m", "Apple earned ..."), the limit or
threshold itself ("the limit is 2,4 млн"), a hypothetical ("if I earn 50k ...", "wenn ich 40.000 € Gewinn habe"), a
sum won or spent ("I made 500 € on the sale of my bike" is no earning verb here: "made" needs a year, a pay word or
"as a ..."), a story or an example.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds
from app.core.memory.privacy.detector.text import has_digit

_REASON = "personal finances"


def _rx(source: str) -> LazyPattern:
    # (a final accent kept: Spanish "facturé", "gané" are the writer's past, French "facture" an invoice)
    return LazyPattern(source, fold_letters)


_W = r"(?:[\w'-]+ )"
# a sum with its currency or scale: "£23,400", "48.000 €", "1,9 млн грн", "146 tys.", "52k", "1,7 млн", "31.000 netos"
_SUM = (r"(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен\w*|гривн\w*|гривень|"
        r"руб\w*|тис\w*|тыс\w*|млн|mln|mio|million\w*|millones|usd\b|gbp\b|chf\b|dollars?\b|pounds?\b|quid\b|grand\b|"
        r"mil\b|tausend|thousand|netos?|brutos?|netto|brutto|net\b|gross\b))")

# a period or a self-employed frame that makes "I made/had X" an earning: "last year", "as a freelancer", "a month"
_FRAME = (r"last year|this year|last month|in 20\d\d|per year|a year|per month|a month|annually|last tax year|"
          r"as a (?:sole trader|freelancer|contractor|self-employed|consultant)|self-employed|sole trader|freelanc\w*|"
          r"letztes jahr|vergangenes jahr|im letzten jahr|dieses jahr|im jahr|pro jahr|im monat|pro monat|"
          r"als (?:freiberufler\w*|selbstst[äa]ndig\w*|kleinunternehmer\w*|einzelunternehmer\w*)|freiberufler\w*|"
          r"w zesz[łl]ym roku|w tym roku|w 20\d\d|rocznie|miesi[ęe]cznie|na (?:ryczałcie|liniowym|skali|jdg)|"
          r"jako (?:freelancer|jdg|przedsi[ęe]biorca)|"
          r"минулого року|торік|цього року|за рік|на місяць|щомісяця|як фоп|фоп\w*|"
          r"в прошлом году|прошлом году|в этом году|за год|в месяц|как (?:самозанят\w*|ип)|самозанят\w*|"
          r"el a[ñn]o pasado|este a[ñn]o|al a[ñn]o|al mes|como aut[óo]nom[oa]|aut[óo]nom[oa]|"
          r"l'an dernier|l'ann[ée]e derni[èe]re|cette ann[ée]e|par an|par mois|en tant que (?:freelance|auto-entrepreneur\w*|"
          r"micro-entrepreneur\w*|ind[ée]pendant\w*)|auto-entrepreneur\w*|micro-entrepreneur\w*|en freelance")
_FRAME_AT = _rx(r"(?<![\w'-])(?:" + _FRAME + r")(?![\w'-])")

# verbs that are an earning by themselves (a sum follows within a few words)
_EARNED = (r"i (?:earned|grossed|netted|invoiced|billed|took home|cleared|turned over)|i (?:only )?made a profit of|"
           r"(?:ich (?:habe|hab)|habe ich|hab ich) (?:" + _W + r"){0,4}?(?:verdient|eingenommen|umgesetzt|erwirtschaftet|"
           r"(?:gewinn|umsatz) gemacht)|"
           r"(?:ich )?verdiente|"
           r"zarobi[łl]\w*|zarobi[łl]em|zarobi[łl]am|"
           r"(?:я )?(?:заробив|заробила|заробляв|заробляла)|(?:я )?(?:заработал|заработала|зарабатывал|зарабатывала)|"
           r"(?:yo )?(?:facturé|gané|ingresé|cobré)|me (?:quedaron|qued[óo])|saqué (?:limpios?|netos?)|"
           r"j'ai (?:gagn[ée]|factur[ée]|encaiss[ée]|touch[ée]|d[ée]gag[ée])")
# verbs that need a frame or an income noun: "I made", "hatte ich", "miałem", "мав", "имел", "tuve", "j'ai eu/fait"
_HAD = (r"i (?:made|had|brought in|pulled in)|(?:ich )?hatte(?: ich)?|(?:ich )?habe? ich|ich habe?|mia[łl]em|mia[łl]am|(?:я )?(?:мав|мала)|"
        r"(?:я )?(?:имел|имела|получил|получила|отримав|отримала)|tuve|j'ai (?:eu|fait)")
_INCOME_NOUN = (r"profit|revenue|turnover|income|salary|gewinn\w*|umsatz\w*|einnahmen|einkommen|"
                r"przychodu|dochodu|zysku|obrotu|доходу|прибутку|виручки|дохода|прибыли|выручки|"
                r"beneficios?|ingresos|facturaci[óo]n|chiffre d'affaires|b[ée]n[ée]fices?|revenus?|de ca")
_PAST = _rx(
    r"(?<![\w'-])(?:"
    r"(?:" + _EARNED + r")(?![\w'-])[^.!?\n\d]{0,40}?" + _SUM + r"|"
    r"(?:" + _HAD + r")(?![\w'-])(?:[^.!?\n\d]|20\d\d){0,40}?" + _SUM + r"\.?[^.!?\n\d]{0,4}?(?:" + _W + r")?(?:" + _INCOME_NOUN
    + r")(?![\w'-])|"
    r"(?:" + _HAD + r")(?![\w'-])(?: (?:" + _W + r"){0,2}?)?(?:" + _INCOME_NOUN + r") (?:of |von |de |в |у )?"
    r"[^.!?\n\d]{0,10}?" + _SUM
    + r")"
)
# ("i made", "brought in" alone: a year or a self-employed frame in the sentence - "I made £52k last year as a contractor")
# (round 46: chat drops the "I" at the start of a message or a sentence - "made £2,947 from Preply last month")
_PAST_FRAMED = _rx(r"(?:(?<![\w'-])i |^|(?<=[.!?\n] ))(?:made|brought in|pulled in)(?![\w'-])[^.!?\n\d]{0,40}?" + _SUM
                   + r"|(?<![\w'-])j'ai fait(?![\w'-])[^.!?\n\d]{0,40}?" + _SUM)
# (round 46) A MONTH'S PAY: a past period, the sum net or gross, and the job or the platform it came from - "letzter Monat
# 2.380 € brutto als Fahrer", "en marzo saqué 1.640 € netos con Glovo", "last month £1,900 net from Deliveroo", "w zeszłym
# miesiącu 4 200 zł netto jako kurier", "минулого місяця 28 тисяч чистими на таксі"
_NET = r"(?:netto|brutto|net|gross|netos?|brutos?|nets?|bruts?|limpios?|чистими|чистыми|на руки)"
_MONTH_PAY = _rx(
    r"(?<![\w'-])(?:(?:last|this) (?:month|week)|letzte[nr]? (?:monat|woche)|(?:im )?(?:letzten|vorigen) monat|"
    r"w (?:zesz[łl]ym|tym) miesi[ąa]cu|el mes pasado|este mes|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
    r"septiembre|octubre|noviembre|diciembre)|le mois dernier|ce mois-ci|en (?:janvier|février|mars|avril|mai|juin|juillet|"
    r"août|septembre|octobre|novembre|décembre)|минулого місяця|цього місяця|в прошлом месяце|в этом месяце|за месяц|"
    r"за місяць)(?![\w'-])[^.!?\n\d]{0,20}?" + _SUM + r"[^.!?\n\d]{0,3}?(?:" + _NET + r"(?![\w'-]) ?)?(?:[\w'-]+ )?(?:as|als|jako|"
    r"como|comme|en tant que|з|с|con|mit|avec|from|z|на|in) (?:a |an |ein\w* |un\w* |la |el |le |l')?[\w'-]+"
    r"|(?<![\w'-])saqu[ée] (?:unos |casi |más de )?" + _SUM + r"[^.!?\n\d]{0,3}?" + _NET + r"?(?:con|en|de|trabajando) ")

_MINE = (r"my (?:\w+ )?(?:offer|salary|pay|profit|turnover|revenue|income|earnings|take-home|take home)|"
         r"mein (?:\w+ )?(?:gewinn|umsatz|einkommen|gehalt|jahresgehalt|jahreseinkommen|angebot)|"
         r"m[óo]j (?:\w+ )?(?:doch[óo]d|przych[óo]d|zysk|obr[óo]t)|moja (?:\w+ )?(?:pensja|wyp[łl]ata)|"
         r"мій (?:\w+ )?(?:дохід|прибуток|оборот)|моя (?:\w+ )?(?:зарплата|виручка)|"
         r"мой (?:\w+ )?(?:доход|оборот)|моя (?:\w+ )?(?:прибыль|выручка)|"
         r"mi (?:\w+ )?(?:facturaci[óo]n|beneficio|sueldo|salario|oferta)|mis (?:\w+ )?ingresos|"
         r"mon (?:\w+ )?(?:chiffre d'affaires|ca|b[ée]n[ée]fice|salaire|revenu)|mes (?:\w+ )?revenus")
_MY_FIGURE = _rx(
    r"(?<![\w'-])(?:" + _MINE + r")(?![\w'-]) (?:" + _W + r"){0,3}?(?:is|was|came to|comes to|will be|of|ist|war|lag bei|"
    r"liegt bei|betrug|beträgt|wyni(?:ós[łl]|osi)|to|by[łl]|—|-|–|:|=|fue de|es de|ha sido de|son|était de|est de|a été de|"
    r"s'élève à|склав|складає|становить|составил|составляет|был|было)\s?(?:about |around |roughly |rund |etwa |ok\. |"
    r"około |oko[łl]o |приблизно |около |unos |unas |environ )?" + _SUM
)

_GATE = word_gate(
    "earned", "grossed", "netted", "invoiced", "billed", "took", "cleared", "turned", "profit", "verdient",
    "eingenommen", "umgesetzt", "erwirtschaftet", "zarobił", "заробив", "заробила", "заробля", "заработал",
    "зарабатывал", "facturé", "gané", "ingresé", "cobré", "quedaron", "quedó", "saqué", "gagné", "encaissé", "touché",
    "dégagé", "made", "had", "brought", "pulled", "hatte", "habe", "hab", "miałem", "miałam", "мав", "мала", "имел", "имела", "получил",
    "отримав", "отримала", "tuve", "j'ai", "offer", "salary", "pay", "turnover", "revenue", "income", "earnings",
    "take", "gewinn", "umsatz", "einkommen", "gehalt", "angebot", "dochód", "przychód", "zysk", "obrót", "pensja",
    "wypłata", "дохід", "прибуток", "оборот", "зарплата", "виручка", "доход", "прибыль", "выручка", "facturaci",
    "beneficio", "sueldo", "salario", "oferta", "ingresos", "chiffre", "ca", "bénéfice", "salaire", "revenu",
)

_IF = _rx(
    r"(?<![\w'-])(?:if|whether|suppose|what if|assuming|wenn|falls|angenommen|je[śs]li|je[żz]eli|gdyby|si|en caso de|"
    r"suponiendo|supposons|якщо|якби|если|припустимо|допустим|"
    r"e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|"
    r"novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*|"
    r"game|spiel\w*|grze|gr[ęe]|juego|jeu|грі|гра|игре|игра|lotter\w*|loter\w*|lotto|casino|poker|kasyn\w*|"
    r"лотере\w*|казино)(?![\w'-])"
)
# the writer's firm or someone else is the earner: "our company", "my client", "Apple"
_NOT_MINE = _rx(
    r"(?<![\w'-])(?:our (?:company|firm|business|shop|team|club)|the company|unsere firma|unser (?:unternehmen|verein)|"
    r"nasza firma|naszej firmy|наша (?:фірма|компанія|компания|фирма)|nuestra empresa|notre (?:entreprise|soci[ée]t[ée]))"
    r"(?![\w'-])"
)

# a sum of three digits or more, or with a scale word
_SIZEABLE = _rx(r"\d{3}|\d[.,\s]\d{3}|\d\s?(?:млн|mln|mio|million\w*|millones|k\b|tys|тис\w*|тыс\w*|grand|thousand|tausend|mil\b)")


def _span(low: str, a: int, b: int) -> Finding:
    return Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)


def find_own_earnings(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling the writer's own past earnings or pay figure
    (see the module's doc)."""
    if not has_digit(text):
        return []
    gate_open = opens(text, _GATE)
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for pattern in (_PAST, _MY_FIGURE, _PAST_FRAMED, _MONTH_PAY):
        if pattern is not _MONTH_PAY and not gate_open:
            continue  # (_MONTH_PAY is behind its own gate, derived from it as every LazyPattern's)
        for m in pattern.finditer(low):
            if not _SIZEABLE.search(low, m.start(), m.end() + 12):  # ("£" and its first digit end the match)
                continue  # ("I earned £20 babysitting": pocket money, not an income)
            a, b = stop_bounds(low, m.start(), m.end())
            if _IF.search(low, a, b) or _NOT_MINE.search(low, a, b):
                continue
            if pattern is _PAST_FRAMED and not _FRAME_AT.search(low, a, b):
                continue
            return [_span(low, a, b)]
    return []
