"""Money the writer lent to a named person, a tax office's claim on the writer, an insolvency told with its debt figure
(round 42).

named_debts.py reads a named person who "owes me" a sum; the same loan is as often told from the lending side: "Le
presté 3.000 € a Sergio Ortega Lillo ... y no me devuelve nada", "Ravi Mehta borrowed £2,000 from me", "Paweł Dudek
pożyczył ode mnie 8 tys.", "Ich habe Jonas Weber 1.500 € geliehen", "J'ai prêté 2 000 € à Karim Benali", "Олег
Петренко позичив у мене 20 тисяч", "Игорь Смирнов занял у меня 50 тысяч". owed_arrears.py reads a creditor's claim for
arrears ("réclame 8 500 € d'impayés"); a tax office's back-tax claim names no arrears word: "Le fisc me réclame 7 800 €
de redressement", "Das Finanzamt fordert 8.900 € Einkommensteuer nach, ich kann höchstens in Raten zahlen", "HMRC
wants £4,300 from me", "Urząd skarbowy żąda ode mnie 9 tys.", "Податкова вимагає з мене 40 тисяч". And the vocabulary
reads an insolvency's name with the debt word before its figure ("Privatinsolvenz ... Schulden von 38.000 €"), not the
figure first: "Ley de Segunda Oportunidad: 47.000 € de deuda y estoy en paro".
- LENT: a lending verb with the writer as the lender ("I lent", "borrowed ... from me", "pożyczył ode mnie", "ich habe
  ... geliehen", "von mir geliehen", "(le) presté", "me pidió prestado", "j'ai prêté", "m'a emprunté", "позичив у
  мене", "я позичив", "занял у меня", "я одолжил", "дал в долг"), a sum, and a person named in full (named_debts.named:
  a listed given name and a surname, or a title) in the clause.
- TAX CLAIM: a tax office (fisc, Finanzamt, HMRC, IRS, Hacienda, urząd skarbowy, податкова, налоговая ...) with a verb of
  claiming and a sum in one sentence, and the writer as the debtor: an object pronoun by the verb ("me", "mir", "von
  mir", "from me", "ode mnie", "з мене", "с меня") or the writer paying or unable to pay in the sentence.
- INSOLVENCY FIGURE: a personal insolvency's name (debt_procedures.PROCEDURE), a sum and a debt word after it in one
  sentence, with a first-person word there ("quiero acogerme", "estoy", "ich", "mam").
Green: a loan to a firm or from a bank ("I lent £5,000 to Dalton Roofing Ltd", "Ravi borrowed £2,000 from the bank"),
a loan without a named person or sum, a hypothetical ("if I lend Anna Smith £500"), a story; a tax office's claim on
someone else (a client's, a firm's: "Das Finanzamt fordert von meinem Mandanten ..."), the tax rules asked about ("How
much can HMRC claim back?"); an insolvency asked about in general ("¿Cómo funciona la Ley de Segunda Oportunidad con
50.000 € de deuda?": no first person).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.debt_procedures import PROCEDURE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.named_debts import IF, clause_start, named
from app.core.memory.privacy.detector.sentence_scope import after_spaces
from app.core.memory.privacy.detector.stated_conditions import NOT_OWN, OWNER
from app.core.memory.privacy.detector.text import has_digit

_REASON = "personal finances"


# a sum with its currency or scale: "3.000 €", "£2,000", "8 tys.", "40 тисяч", "$1.5k"
_SUM = (
    r"(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен\w*|гривн\w*|руб\w*|тис\w*|"
    r"тыс\w*|usd\b|gbp\b|chf\b|dollars?\b|pounds?\b|francs?\b|mil\b))"
)
_SUM_AT = _rx(_SUM)

# ---------------------------------------------------------------- LENT
_LENT = _rx(
    r"(?<![\w'])(?:i (?:have |had |'ve |once )?(?:lent|loaned)|i've (?:lent|loaned)|borrowed (?:\S+ ){0,4}?from me|"
    r"po[żz]yczy[łl]\w* (?:\S+ ){0,3}?ode mnie|po[żz]yczy[łl](?:em|am)|da[łl](?:em|am) (?:\S+ ){0,3}?w po[żz]yczce|"
    r"(?:ich habe|habe ich|ich hab|hab ich) (?:[^.!?\n]|(?<=\d)\.(?=\d)){0,60}?(?:geliehen|geborgt|vorgestreckt)|"
    r"von mir (?:\S+ ){0,4}?(?:geliehen|geborgt)|(?:geliehen|geborgt) von mir|"
    r"(?:le |les )?prest[ée](?!\w)|me pidi[óo] (?:\S+ ){0,3}?prestad\w*|"
    r"j'ai pr[êe]t[ée]|je (?:lui|leur) ai pr[êe]t[ée]|m'a emprunt[ée]|m'ont emprunt[ée]|"
    r"(?:позичив|позичила|позичили|взяв|взяла) (?:\S+ ){0,3}?(?:у|в) мене|я (?:позичив|позичила)|"
    r"(?:дав|дала) (?:\S+ ){0,3}?(?:в борг|у борг)|"
    r"(?:занял|заняла|одолжил|одолжила|взял|взяла) (?:\S+ ){0,3}?у меня|я (?:одолжил|одолжила)|"
    r"(?:дал|дала) (?:\S+ ){0,3}?в долг)(?!\w)"
)
_LENT_GATE = word_gate(
    "lent", "loaned", "borrowed", "pożycz", "pożyczce", "geliehen", "geborgt", "vorgestreckt", "presté", "prestado",
    "prestada", "prêté", "preté", "prête", "emprunté", "позичи", "борг", "занял", "одолжил", "долг", "взяв", "взял",
)
# a loan from or to a bank or a firm: not a person's
_NOT_PERSON = _rx(
    r"(?<!\w)(?:bank\w*|banco|banque|банк\w*|company|firm|ltd|limited|gmbh|firma|spółk\w*|empresa|entreprise|"
    r"soci[ée]t[ée]|фірм\w*|компані\w*|фирм\w*|компани\w*|тов|ооо)(?!\w)"
)

# ---------------------------------------------------------------- TAX CLAIM
_TAX_OFFICE = _rx(
    r"(?<![\w'])(?:(?:le )?fisc|imp[ôo]ts|dgfip|finanzamt\w*|steuerbeh[öo]rde|hmrc|irs|tax office|taxman|tax man|"
    r"inland revenue|hacienda|aeat|agencia tributaria|urz[ąa]d\w* skarbow\w*|urz[ęe]d\w* skarbow\w*|"
    r"skarb[óo]wk\w*|податков\w*|дпс|налогов\w*|фнс)(?!\w)"
)
_CLAIM = _rx(
    r"(?<![\w'])(?:r[ée]clam\w*|demand\w*|exig\w*|fordert|fordern|verlangt|verlangen|will|wants?|chasing|claim\w*|"
    r"says i owe|says we owe|nachzahlung|nachforder\w*|[żz][ąa]da|[żz][ąa]daj\w*|domaga|wzywa|nalicz\w*|doliczy\w*|"
    r"reclam\w*|pide|piden|вимага\w*|нарахува\w*|донарахува\w*|треб\w*|начисли\w*|доначисли\w*)(?!\w)"
)
# the writer as the one the office claims from: an object pronoun by the verb
_DEBTOR = _rx(
    r"(?<![\w'])(?:me|m'|mir|mich|von mir|from me|from us|us|uns|von uns|ode mnie|od nas|mnie|nam|mi|nos|з мене|від мене|"
    r"з нас|від нас|с меня|с нас|у меня|у нас|мне|нам)(?!\w)"
)
# or the writer paying, or unable to pay, in the sentence
_PAYER = _rx(
    r"(?<![\w'])(?:i|i'm|i've|we|ich|wir|je|j|on|nous|yo|no puedo|no podemos|ja|nie|я|ми|мы)(?![\w'])[^.!?\n]{0,40}?"
    r"(?<!\w)(?:pay|paid|zahl\w*|bezahl\w*|abzahl\w*|ratenzahl\w*|raten|pai\w*|pay\w*|pag\w*|p[łl]ac\w*|zap[łl]ac\w*|"
    r"sp[łl]ac\w*|раты|плат\w*|сплат\w*|оплат\w*|заплат\w*)(?!\w)"
)
# someone else's tax: an adviser's client, a firm
_NOT_MINE = _rx(
    r"(?<!\w)(?:client\w*|mandant\w*|klient\w*|cliente\w*|клієнт\w*|клиент\w*|kunde\w*|customer\w*|company|firm|firma|"
    r"unternehmen|empresa|entreprise|soci[ée]t[ée]|фірм\w*|компані\w*|фирм\w*|компани\w*)(?!\w)"
)
_TAX_GATE = word_gate(
    "fisc", "impôts", "impots", "dgfip", "finanzamt", "steuerbeh", "hmrc", "irs", "tax", "inland", "hacienda", "aeat",
    "tributaria", "skarbow", "skarbówk", "податков", "дпс", "налогов", "фнс",
)

# ---------------------------------------------------------------- INSOLVENCY FIGURE
_INSOLVENCY_FIGURE = _rx(
    r"(?<![\w'])" + PROCEDURE + r"(?!\w)[^.!?\n\d]{0,40}" + _SUM + r"[^.!?\n\d]{0,12}?(?<!\w)(?:of |in |an |de |z |)?"
    r"(?:debts?|schulden|deudas?|dettes?|d[łl]ug\w*|zad[łl]u[żz]eni\w*|борг\w*|долг\w*)(?!\w)"
)
_FIRST_PERSON = _rx(
    r"(?<![\w'])(?:" + OWNER + r"|we|we've|our|wir|unser\w*|uns|tenemos|estamos|nuestr\w*|nous|notre|nos|on|"
    r"quiero|puedo|debo|necesito|voy|vamos|pienso|acogerme|declararme|mamy|chc[ęe]|musz[ęe]|jestem|jeste[śs]my|nasz\w*|ми|мы|наш\w*|"
    r"хочу|можу|могу|маємо|имеем)(?!\w)|\w+rme(?!\w)"
)
# (the debt word the figure reading ends on: rarer than the procedures' words - "trust", "management", "relief")
_INSOLVENCY_GATE = word_gate("debt", "schulden", "deud", "dette", "dług", "zadłuż", "zadłuz", "zadluż", "борг", "долг")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around text[start:end]: a full stop only ends it before a space ("3.000 €" holds one)."""
    lo = clause_start(text, start)
    ends = [i for i in (text.find(c, end) for c in (". ", "!", "?", "\n", ";")) if i >= 0]
    return lo, (min(ends) if ends else len(text))


def _lent(t: str, low: str) -> list[Finding]:
    for m in _LENT.finditer(low):
        a, b = _sentence(t, m.start(), m.end())
        if not _SUM_AT.search(low, a, b) or IF.search(t, a, m.start()) or NOT_OWN.search(low, a, b):
            continue
        if _NOT_PERSON.search(low, a, b):
            continue
        if named(t, a, b):
            return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []


def _tax_claim(t: str, low: str) -> list[Finding]:
    for m in _TAX_OFFICE.finditer(low):
        a, b = _sentence(t, m.start(), m.end())
        claim = _CLAIM.search(low, m.end(), min(b, m.end() + 60))
        if claim is None or not _SUM_AT.search(low, m.end(), b):
            continue
        if IF.search(t, a, b) or _NOT_MINE.search(low, a, b) or NOT_OWN.search(low, a, b):
            continue
        if _DEBTOR.search(low, max(a, claim.start() - 12), min(b, claim.end() + 25)) or _PAYER.search(low, a, b):
            return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []


def _insolvency_figure(t: str, low: str) -> list[Finding]:
    for m in _INSOLVENCY_FIGURE.finditer(low):
        a, b = _sentence(t, m.start(), m.end())
        if IF.search(t, a, b) or NOT_OWN.search(low, a, b) or not _FIRST_PERSON.search(low, a, b):
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []


def find_money_claims(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` that tells a loan to a named person, a tax office's claim on
    the writer or an insolvency with its debt figure (see the doc)."""
    lent, taxed, insolvent = opens(t, _LENT_GATE), opens(t, _TAX_GATE), opens(t, _INSOLVENCY_GATE)
    if not (lent or taxed or insolvent) or not has_digit(t):
        return []  # (most messages: none of the words; each reading needs a sum)
    low = lower_keep_length(t)
    if "’" in low:
        low = low.replace("’", "'")
    return ((lent and _lent(t, low)) or (taxed and _tax_claim(t, low))
            or (insolvent and _insolvency_figure(t, low)) or [])
