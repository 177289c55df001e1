"""Round 44 (rall): a relative's care fees with their figure - what the family pays for a parent's care home, nursing
home or home care.

kin_means.py reads "Mum's care home fees are £1,480 a week" (a possessive joined to the fees noun). The same money is
as often told with the home as the subject or the family as the payer: "Mum's care home costs £1,200 a week", "Za dom
opieki taty płacimy 6 tys. miesięcznie", "За пансионат для мамы платим 70 тысяч", "La residencia de mi padre nos
cuesta 2.100 € al mes", "L'Ehpad de ma mère coûte 2 900 € par mois", "Für Papas Pflegeheim zahlen wir 2.800 €
Eigenanteil", "Будинок для літніх людей для бабусі коштує 25 тисяч". Red: a relative's need for care and the
family's money in one sentence. So: a care word (care home, nursing home, carers, Pflegeheim, Pflegedienst, dom
opieki, DPS, opiekunka, пансионат, сиделка, доглядальниця, residencia, cuidadora, Ehpad, aide à domicile), a relative
(a possessive or a family word used as a name) and a sum with its currency or scale in the same sentence.
Green/yellow stay: care fees in general or in a region ("care homes in Kent cost £1,300 a week on average"), a
hypothetical ("if mum goes into a home, how much ..."), a question with no figure, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_conditions import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds
from app.core.memory.privacy.detector.text import has_digit

_REASON = "personal finances"


_CARE = _rx(
    r"(?<![\w-])(?:care home|nursing home|residential home|care fees|carers?|home care|live-in care|"
    r"pflegeheim\w*|altenheim\w*|seniorenheim\w*|heimplatz|pflegedienst\w*|eigenanteil\w*|pflegekr[äa]ft\w*|"
    r"24-stunden-pflege|betreuerin|"
    r"dom\w* opieki|dps\w*|zak[łl]ad\w* opieku[ńn]cz\w*|opiekunk\w*|pensjonat\w* dla senior\w*|"
    r"пансионат\w*|дом\w* престарел\w*|сиделк\w*|будин\w* (?:для )?(?:літніх|престарілих)|пансіонат\w*|"
    r"доглядальниц\w*|residencia\w*|cuidador[ae]s?|geri[áa]tric\w*|ehpad|maison de retraite|aide[s]? [àa] domicile|"
    r"auxiliaire de vie)(?![\w'-])"
)
_SUM = _rx(
    r"(?:\d{3,}[\d,.]*\s?(?:a|per|each|im|pro|w|na|в|на|al|por|par) (?:week|month|woche|monat|tydzie[ńn]|miesi[ąa]c|"
    r"тиждень|місяць|неделю|месяц|semana|mes|semaine|mois)\b|[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен\w*|гривн\w*|гривень|"
    r"руб\w*|тис\w*|тыс\w*|usd\b|gbp\b|chf\b|dollars?\b|pounds?\b|mil\b|tausend|thousand|grand\b))"
)
# the Slavic family words' other cases, used bare ("для мамы", "за маму", "dla mamy")
_KIN_MORE = _rx(r"(?<![\w'-])(?:dads|mums|moms|grans|nans|мамы|маме|мамой|мамою|папы|папе|отца|отцу|матери|бабушки|бабушке|дедушки|дедушке|"
                r"матері|батька|батькові|бабусі|дідуся|mamy|mamie|mamę|taty|tacie|babci|dziadka|ojca|matki|rodziców)(?![\w'-])")
_GATE = word_gate(
    "care", "carer", "nursing", "residential", "pflegeheim", "altenheim", "seniorenheim", "heimplatz", "pflegedienst",
    "eigenanteil", "pflegekr", "pflege", "betreuerin", "opieki", "dps", "opiekuńcz", "opiekunk", "pensjonat",
    "пансионат", "престарел", "сиделк", "літніх", "престарілих", "пансіонат", "доглядальниц", "residencia", "cuidador",
    "cuidadora", "geriátric", "ehpad", "retraite", "domicile", "auxiliaire",
)
_IF = _rx(
    r"(?<![\w'-])(?:if|whether|suppose|what if|average\w*|typical\w*|usually|wenn|falls|durchschnittlich\w*|"
    r"je[śs]li|je[żz]eli|gdyby|[śs]rednio|si|en caso de|de media|en moyenne|якщо|якби|в середньому|если|в среднем|"
    r"e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|"
    r"novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*)(?![\w'-])"
)


def find_kin_care_fees(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling what a relative's care costs the family, with
    a figure (see the module's doc)."""
    if not has_digit(text) or not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _CARE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end(), "!?\n", "!?\n")
        dot = low.find(". ", m.end(), b)  # (a full stop ends the sentence before a space: "2.100 €" holds one)
        b = dot if dot >= 0 else (b - 1 if b == len(low) and low.endswith(".") else b)
        a = max(a, low.rfind(". ", 0, m.start()) + 2 if low.rfind(". ", 0, m.start()) >= 0 else a)
        if not _SUM.search(low, a, b) or not (KIN.search(low, a, b) or _KIN_MORE.search(low, a, b)):
            continue
        if _IF.search(low, a, b):
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []
