"""A relative's means told with their figure, and a person's pay set beside the writer's own (round 43, rmoney).

household_money.py reads "my mum earns ...", "mi madre cobra 700 € de pensión": a relative as the subject of an earning
verb. People who ask how to pay for a parent's care home, or whether a grant applies, as often name the money itself and
whose it is, by a possessive or a genitive, with its figure:
- KIN MEANS: "Mum's savings are down to £19k", "Dad's state pension is £230 a week", "Пенсия мамы 19 тысяч", "Пенсія
  мами 4 200 грн", "мамина пенсія - 5 тисяч", "у бабушки пенсия 21 тысяча", "la retraite de maman est de 1 120 €",
  "la pensión de mi padre son 780 €", "Papas Rente liegt bei 1.300 €", "die Ersparnisse meiner Oma: 8.000 €",
  "emerytura taty to 2 100 zł", "Mum's care home fees are £1,480 a week". A means noun (pension, savings, income, salary,
  care-home fees) joined to a kin noun by the possessive ("Mum's", "Papas", "мамина") or the genitive after it ("de
  maman", "meiner Mutter", "мами", "у мамы"), and a sum (a currency or a scale word) in the same sentence.
- PAY PAIR: "Sergio Blanco cobra 42.000 y yo 31.000", "Дмитро Кравець отримує 52 тисячі, а я 38", "my colleague makes
  61k and I make 48k", "Kasia zarabia 9 tys., a ja 6,5": someone's pay verb with a figure, then the writer ("and I", "y
  yo", "a ja", "und ich", "et moi", "а я", "і я") with a second figure: the writer's own pay, told by comparison.
Green: the same money in general ("the state pension is £230 a week", "care home fees average £1,480 a week", "a
mother's pension rises by ..."), a relative beside the money but not owning it ("Dad asked what the state pension is"),
no figure ("Mum's pension is paid on the 5th"), a hypothetical ("if mum's savings fall below £23,250 ..."), a story, a
pay scale ("juniors earn 42k and seniors 60k": no writer), a firm's figures.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces
from app.core.memory.privacy.detector.text import has_digit

_REASON = "personal finances"


# a sum with its currency or scale: "£19k", "1 120 €", "4 200 грн", "19 тысяч", "2 100 zł", "$3,400"
_SUM = (r"(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен\w*|гривн\w*|гривень|"
        r"руб\w*|тис\w*|тыс\w*|usd\b|gbp\b|chf\b|dollars?\b|pounds?\b|quid\b|mil\b|tausend|thousand|grand\b))")
_SUM_AT = _rx(_SUM)

# ---------------------------------------------------------------- KIN MEANS
_MEANS = (r"(?:state |old age |widow'?s )?pensions?|savings|income|salary|wages|earnings|(?:care|nursing) home (?:fees|bill\w*)|"
          r"care fees|(?:alters|witwen|erwerbsminderungs)?rente|pension|ersparnisse|erspartes|einkommen|gehalt|lohn|"
          r"(?:pflege)?heimkosten|eigenanteil|emerytur\w*|rent[aąyę]|oszcz[ęe]dno[śs]ci|doch[óo]d\w*|pensj\w*|"
          r"zarobki|wynagrodzeni\w*|pensi[óo]n|jubilaci[óo]n|ahorros|ingresos|sueldo|salario|n[óo]mina|retraite|"
          r"[ée]conomies|[ée]pargne|revenus?|salaire|пенсі\w*|заощаджен\w*|збережен\w*|дох[іо]д\w*|зарплат\w*|пенси\w*|"
          r"сбережени\w*|накоплени\w*")
# a kin noun that owns the means by its form: "mum's", "Papas", "мамина", or a genitive after the noun
_KIN_EN = (r"mum|mom|mother|dad|father|parents|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|"
           r"nan|nana|husband|wife|partner|brother|sister|aunt|auntie|uncle|mother-in-law|father-in-law|son|daughter")
_KIN_DE = (r"mama|mutter|papa|vater|eltern|oma|opa|gro(?:ß|ss)mutter|gro(?:ß|ss)vater|schwiegermutter|schwiegervater|"
           r"mann|bruder|schwester|tante|onkel|sohn|tochter")
_KIN_GEN = (r"mamy|mamusi|matki|taty|tatusia|ojca|rodzic[óo]w|babci|dziadka|m[ęe][żz]a|[żz]ony|brata|siostry|"
            r"te[śs]ciowej|te[śs]cia|cioci|wujka|syna|c[óo]rki|"
            r"мами|матері|тата|батька|батьків|бабусі|дідуся|чоловіка|дружини|брата|сестри|свекрухи|тещі|свекра|тестя|"
            r"сина|доньки|дочки|тітки|дядька|"
            r"мамы|матери|папы|отца|родителей|бабушки|дедушки|деда|мужа|жены|сестры|свекрови|т[ёе]щи|свекра|тестя|сына|"
            r"дочери|т[ёе]ти|дяди")
_KIN_ROM = (r"madre|mam[áa]|padre|pap[áa]|padres|abuela|abuelo|abuelos|marido|esposo|esposa|hermano|hermana|suegra|"
            r"suegro|t[íi]a|t[íi]o|hijo|hija|m[èe]re|maman|p[èe]re|papa|parents|grand-m[èe]re|grand-p[èe]re|mamie|mamy|"
            r"papi|papy|mari|femme|fr[èe]re|s(?:œ|oe)ur|belle-m[èe]re|beau-p[èe]re|tante|oncle|fils|fille")
_KIN_ADJ = (r"мамин\w*|маміна|маміни\w*|татов\w*|татів|татова|бабусин\w*|дідов\w*|папин\w*|бабушкин\w*|дедушкин\w*|"
            r"батьков\w*|отцовск\w*")
_KIN_MEANS = _rx(
    r"(?<![\w'-])(?:"
    # the possessive first: "mum's (care home) fees", "Papas Rente", "мамина пенсія"
    r"(?:" + _KIN_EN + r")(?:'s|s'|s) (?:[\w-]+ ){0,2}?(?:" + _MEANS + r")|"
    r"(?:" + _KIN_DE + r")s (?:[\w-]+ ){0,1}?(?:" + _MEANS + r")|"
    r"(?:" + _KIN_ADJ + r") (?:[\w-]+ ){0,1}?(?:" + _MEANS + r")|"
    r"(?:у|в) (?:моєї |моей |мого |моего |нашої |нашей )?(?:" + _KIN_GEN + r") (?:[\w-]+ ){0,1}?(?:" + _MEANS + r")|"
    r"(?:" + _KIN_GEN + r") (?:" + _MEANS + r")|"
    # the means first, the owner after it: "retraite de maman", "Rente meiner Mutter", "пенсия мамы", "пенсія у мами"
    r"(?:" + _MEANS + r") (?:[\w-]+ ){0,1}?(?:"
    r"(?:of|from) (?:my |our )?(?:" + _KIN_EN + r")|"
    r"(?:von |vom )?(?:meiner |meines |meinem |unserer |unseres |unserem )(?:" + _KIN_DE + r")\w*|von (?:" + _KIN_DE
    + r")|(?:de|del|d') ?(?:mi |mis |nuestra |nuestro |ma |mon |mes |notre |nos )?(?:" + _KIN_ROM + r")|"
    r"(?:u |у |в )?(?:mojej |mojego |moich |naszej |naszego |моєї |мого |моїх |нашої |нашого |моей |моего |моих |"
    r"нашей |нашего )?(?:" + _KIN_GEN + r"))"
    r")(?![\w'-])"
)
_MEANS_GATE = word_gate(
    "pension", "savings", "income", "salary", "wages", "earnings", "care", "rente", "ersparnis", "erspartes", "einkommen",
    "gehalt", "lohn", "heimkosten", "eigenanteil", "emerytur", "renta", "renty", "rentę", "rentą", "oszczędno", "dochód",
    "dochod", "pensj", "zarobki", "wynagrodz", "pensión", "jubilaci", "ahorros", "ingresos", "sueldo", "salario",
    "nómina", "retraite", "économies", "épargne", "revenu", "salaire", "пенсі", "заощадж", "збережен", "дохід", "доход",
    "зарплат", "пенси", "сбережен", "накоплен",
)
# a hypothetical, a rule or a story: "if mum's savings fall below ...", "en la novela ..."
_IF = _rx(
    r"(?<![\w'])(?:if|whether|suppose|what if|wenn|falls|ob|je[śs]li|je[żz]eli|gdyby|czy|si|en caso de|якщо|якби|"
    r"чи|если|ли|e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*)(?![\w'])"
)
_STORY = _rx(
    r"(?<![\w'])(?:novel\w*|story|stories|character\w*|fiction\w*|roman\w*|powie[śs]\w*|opowiadani\w*|postaci?|"
    r"novela|cuento|personaje\w*|personnage\w*|geschichte|figur\w*|роман\w*|оповіданн\w*|рассказ\w*|персонаж\w*)(?![\w'])"
)

# ---------------------------------------------------------------- PAY PAIR
_PAY_VERB = (r"earns?|makes|gets paid|is paid|takes home|verdient|bekommt|kriegt|zarabia|dostaje|cobra|gana|"
             r"gagne|touche|est pay[ée]e?|отриму[єю]|заробля[єю]|получает|зарабатывает")
_ME = (r"and i|and me|while i|whereas i|but i|i only|y yo|pero yo|mientras (?:que )?yo|und ich|aber ich|w[äa]hrend ich|"
       r"ich nur|a ja|ja tylko|podczas gdy ja|et moi|mais moi|alors que moi|moi|а я|і я|а мені|тоді як я|и я|а мне|"
       r"тогда как я")
# the figure: a sum, or a plain number of three digits or more, or with a scale ("38", "31.000", "52 тисячі", "48k")
_FIGURE = (r"(?:" + _SUM + r"|\d{3,}|\d{1,3}(?:[.,\s]\d{3})+|\d{1,3}\s?(?:k\b|tys|тис\w*|тыс\w*|mil\b|tausend|grand\b))")
_PAY_PAIR = _rx(
    r"(?<![\w'])(?:" + _PAY_VERB + r")(?![\w'])[^.!?\n\d]{0,20}" + _FIGURE + r"\.?[^.!?\n\d]{0,25}?[,;]?\s?(?<![\w'])(?:"
    + _ME + r")(?![\w'])[^.!?\n\d]{0,20}\d"
)
_PAY_GATE = word_gate(
    "earn", "make", "paid", "takes", "verdien", "bekommt", "kriegt", "zarabia", "dostaje", "cobra", "gana", "gagne",
    "touche", "payé", "отриму", "заробля", "получает", "зарабатывает",
)


def _sentence(low: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around low[start:end]: a full stop ends it only before a space or the end ("1.300 €" holds one)."""
    stop = low.rfind(". ", 0, start)
    a = max(stop + 2 if stop >= 0 else 0, low.rfind("!", 0, start) + 1, low.rfind("?", 0, start) + 1,
            low.rfind("\n", 0, start) + 1, low.rfind(";", 0, start) + 1)
    ends = [i for i in (low.find(". ", end), low.find("!", end), low.find("?", end), low.find("\n", end),
                        low.find(";", end)) if i >= 0]
    b = min(ends) if ends else len(low)
    if b == len(low) and low.endswith("."):
        b -= 1
    return a, b


def _kin_means(low: str) -> list[Finding]:
    for m in _KIN_MEANS.finditer(low):
        a, b = _sentence(low, m.start(), m.end())
        if not _SUM_AT.search(low, max(a, m.start() - 30), min(b, m.end() + 60)):
            continue
        if _IF.search(low, a, m.start()) or _STORY.search(low):
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []


def _pay_pair(low: str) -> list[Finding]:
    for m in _PAY_PAIR.finditer(low):
        a, b = _sentence(low, m.start(), m.end())
        if _IF.search(low, a, m.start()) or _STORY.search(low):
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []


def find_kin_means(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling a relative's means with a figure, or a
    person's pay beside the writer's (see the module's doc)."""
    if not has_digit(text):
        return []
    means, pay = opens(text, _MEANS_GATE), opens(text, _PAY_GATE)
    if not (means or pay):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    return (_kin_means(low) if means else []) or (_pay_pair(low) if pay else [])
