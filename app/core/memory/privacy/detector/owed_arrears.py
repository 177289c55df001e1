"""Arrears counted by what is owed, a creditor's claim, an eviction threatened, a relative's debts as a noun and the
procedures debt_procedures.py lacked, with an owner (round 31, rfin): "La residencia de mi padre reclama cuatro
mensualidades impagadas", "L'EHPAD de mon père réclame 8 500 € d'impayés", "Papa hat 4.200 € Rückstand beim
Pflegedienst", "Zalegamy ze spółdzielnią 4 miesiące czynszu, grozi nam eksmisja?", "zalegam z ZUS-em za 5 miesięcy",
"mi hermano tiene 40.000 € en deudas de juego", "brat ma 120 tys. długu w banku", "filing chapter 7 next week",
"should I mention that I'm in an IVA".

debt_procedures.py reads arrears named with what is owed ("impayés de loyer", "zaległości w czynszu"); the creditor's
side of the same fact ("reclama ... impagadas", "réclame ... d'impayés"), the amount or the months standing for what is
owed ("8 500 € d'impayés", "4.200 € Rückstand", "vier Monate im Rückstand"), the Polish verb of owing with its payee
("zalegamy ze spółdzielnią", "zalegam z ZUS-em"), an eviction threatened over the writer ("grozi nam eksmisja") and a
relative's debt said with "has ... in debts" ("tiene 40.000 € en deudas", "ma 120 tys. długu", "hat 30.000 € Schulden")
left it green. The mechanism, in en, pl, de, es, fr, uk and ru:
- ARREARS: an arrears word (unpaid, overdue, arrears, impagadas, impayés, Rückstand, zaległe, заборгованість,
  просрочено; the Polish "zalegać") with a QUANTITY beside it: a sum with its currency or scale (7.000 €, 120 tys., £3k)
  or a count of months or instalments ("cuatro mensualidades", "4 miesiące", "three months");
- EVICTION: an eviction (or a forced sale) threatened, started or feared;
- KIN DEBT: a relative (kin_debts.py's kin words, a name apposed) who has debts, a verb of having and a debt noun;
- PROCEDURES: US "chapter 7/13" bankruptcy filed or in progress, the UK "IVA" with an English article;
and an owner in the clause as debt_procedures.py reads it (the writer by a pronoun, a first-person verb, a possessive
right before, a Ukrainian or Russian clause opening with a verb; a relative).
Green limits (debt_procedures.py's and more): a topic question ("how do arrears work?"), a condition, a negation, a
hedge, a firm's arrears, the writer as the creditor ("a tenant owes us 3 months", "my client has 4 unpaid invoices of
2,000 €"), debts paid off, Spanish "el IVA" (VAT), a book's chapter 7.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.debt_procedures import (
    DENIAL,
    DROPPED,
    HEDGE,
    IF,
    KIN_RX,
    NEGATION,
    POSSESSIVE,
    SELF,
    TOPIC,
    clause,
)
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces

# an amount: a currency or a scale word, or four digits and more ("7.000 €", "8 500 €", "£3k", "120 tys.", "4200")
_CURRENCY = r"(?:€|eur\w*|euro\w*|zł\w*|zl|pln|£|\$|usd|gbp|chf|грн\w*|₴|гривен\w*|руб\w*|₽|dollars?|pounds?|quid|bucks)"
_SCALE = r"(?:k|tys\.?|tysięcy|tysiące|tysiąc|тис\.?|тисяч\w*|тыс\.?|тысяч\w*|mil|mille|tausend|thousand|grand)"
_NUMBER = r"\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_SUM = (r"(?:(?:£|\$|€|eur|pln|chf|usd|gbp)\s?(?:" + _NUMBER + r")(?:\s?" + _SCALE + r")?|(?:" + _NUMBER + r")\s?"
        r"(?:" + _SCALE + r"\s?(?:" + _CURRENCY + r")?|" + _CURRENCY + r")|\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+|\d{4,})")
_COUNT = (r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|dos|tres|cuatro|cinco|seis|siete|"
          r"ocho|nueve|diez|doce|varias|varios|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|plusieurs|zwei|drei|vier|"
          r"fünf|sechs|sieben|acht|neun|zehn|zwölf|mehrere|dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|"
          r"kilka|kilkanaście|два|дві|три|чотири|четыре|п'ять|пять|шість|шесть|сім|семь|вісім|восемь|кілька|несколько)")
_PERIOD = (r"(?:months?|mensualidades|mensualidad|meses|cuotas|recibos|mois|mensualités|échéances|loyers|monate?n?|"
           r"monatsmieten|raten|miesi\w*|rat|raty|czynsz\w*|місяц\w*|місяці|месяц\w*|платеж\w*|внеск\w*|взнос\w*|"
           r"instal\w*|payments|rents)")
_QUANTITY = r"(?:" + _SUM + r"|" + _COUNT + r"(?: \S+){0,1}? " + _PERIOD + r")"
# an arrears word, or the Polish verb of owing a payee
# (a delay is not arrears: "On a deux mois de retard sur le planning", "three weeks behind schedule" - a delay word counts
# with a payment word after it only)
_PAYMENT = (r"(?:payments?|paying|rent|bills?|mortgage|loan|instal\w*|pago\w*|alquiler|hipoteca|préstamo|cuotas?|recibos|"
            r"paiements?|loyers?|crédit|prêt|échéances?|factures?|mensualités?|zahlung\w*|miete|raten|kredit\w*)")
_ARREARS_WORD = (r"(?:unpaid|overdue|outstanding|arrears|behind|in debt|impagad\w*|impagos?|sin pagar|atrasad\w*|"
                 r"atrasos?|de retraso|pendientes? de pago|impayés?|impayées?|arriérés?|non payé\w*|de retard|en retard|"
                 r"rückstand\w*|rückständig\w*|unbezahlt\w*|nicht bezahlt|im minus|zaległ\w*|zalega\w*|niezapłacon\w*|"
                 r"nieopłacon\w*|niespłacon\w*|zadłużeni\w*|заборгован\w*|несплачен\w*|неоплачен\w*|прострочен\w*|"
                 r"простроч\w*|просроч\w*|задолженн\w*|заборгува\w*|задолжа\w*)")
# (speed: the arrears word is found first by a literal-led pattern behind its word gate, the quantity is looked for only
# around it - a quantity-led pattern tried every digit and count word of every message)
_ARREARS_AT = gated(folded_compiled(r"(?<!\w)" + _ARREARS_WORD + r"(?![\w'])"))
_QUANTITY_BEFORE = folded_compiled(r"(?<![\w'])" + _QUANTITY + r"(?:\s*[,–-]?\s*\S+){0,4}?\s*(?:d'|de |of |en |w |в )?$")
_QUANTITY_AFTER = folded_compiled(r"(?:\s+\S+){0,5}?\s+(?:de |of |von |od |в |на |за |de l'ordre de |en )?" + _QUANTITY + r"(?![\w'])")


_DOT_IN = re.compile(r"(?<=\d)\.(?=\d)|(?<![\w'])(?:tys|тис|тыс|ok|ca|approx|mln|mld|mio|zł|gr|nr|ul|tel|ст)\.")


def _clause_of(low: str, start: int, end: int) -> tuple[int, int]:
    """debt_procedures.clause, with a dot inside a number ("4.200 €") or after an abbreviation ("40 tys.") no
    boundary."""
    a, b = clause(low, start, end)
    while a > 1 and low[a - 1] == "." and any(
            m.end() == a for m in _DOT_IN.finditer(low, max(0, a - 6), min(len(low), a + 1))):
        a = clause(low, a - 1, a - 1)[0]
    return a, b


_DELAYS = ("behind", "retard", "de retard", "en retard", "atras", "de retraso")
_PAYMENT_RX = folded_compiled(r"(?<![\w'])(?:" + _PAYMENT[3:-1] + r"|council tax|tax|electric\w*|energy|gas|water|cards?|credit|fees|"
                  r"loyer\w*|impôts|électricité|edf|luz|agua|comunidad|tarjeta\w*|payments?|paiement\w*|mensualidad\w*|cuotas?|meses)(?![\w'])")
_NOT_MONEY = folded_compiled(r"(?<![\w'])(?:schedule|project|deadline|planning|chantier|homework|back|proyecto|obra|plazo|projet|"
                 r"travaux|sprint)(?![\w'])")


def _arrears(low: str) -> list[tuple[int, int]]:
    """The spans of an arrears word with a quantity before or after it in its clause (see the doc)."""
    spans = []
    for m in _ARREARS_AT.finditer(low):
        a, b = _clause_of(low, m.start(), m.end())
        if m.group().startswith(_DELAYS) and (not _PAYMENT_RX.search(low, a, b) or _NOT_MONEY.search(low, a, b)):
            continue  # a delay with no payment in its clause: "deux mois de retard sur le planning", "behind my back"
        head = low[max(a, m.start() - 70):m.start()]
        before = _QUANTITY_BEFORE.search(head)
        if before is not None:
            spans.append((m.start() - len(head) + before.start(), m.end()))
        elif _QUANTITY_AFTER.match(low[:min(b, m.end() + 80)], m.end()):
            spans.append((m.start(), m.end()))
    return spans


# the Polish "zalegać" with its payee or what is owed ("zalegamy ze spółdzielnią", "zalegam z ZUS-em")
_ZALEGA = gated(folded_compiled(r"(?<![\w'])zalega\w* (?:\S+ ){0,2}?(?:z|ze|w|we) (?:\S+ ){0,1}?(?:zus\w*|krus\w*|urz\w*|us|spółdzielni\w*|"
              r"wspólnot\w*|czynsz\w*|opłat\w*|rat\w*|kredyt\w*|podatk\w*|składk\w*|rachunk\w*|administracj\w*|"
              r"zarządc\w*|właściciel\w*|bank\w*|alimentami|mediami|prądem|gazem|wodą|abonamentem)(?![\w'])"))
_EVICTION = gated(folded_compiled(
    r"(?<![\w'])(?:evict\w*|eviction|repossess\w*|possession order|eksmisj\w*|eksmit\w*|licytacj\w* (?:mieszkania|domu)|"
    r"räumungsklage|zwangsräumung|zwangsversteigerung|rauswerfen|desahuci\w*|embargar la casa|"
    r"expulsion (?:locative|du logement|de (?:mon|notre|son|leur) (?:logement|appartement))|menace d'expulsion|"
    r"procédure d'expulsion|avis d'expulsion|expulser|saisie (?:de|sur) (?:la|notre|ma) maison|"
    r"висел\w*|выселени\w*|выселит\w*|выселя\w*|изъят\w* квартир\w*)(?![\w'])"))
# a relative's debts as a noun ("tiene 40.000 € en deudas", "ma 120 tys. długu", "hat 30.000 € Schulden")
_DEBT_NOUN = (r"(?:debts?|debt|deudas?|schulden|długu|długów|długi|zadłużeni\w*|dettes?|боргів|борги|боргу|борг|"
              r"долгов|долги|долга|долг)")
_HAVE = (r"(?:has|had|has got|is|was|tiene|tenía|ha acumulado|acumula|arrastra|está|hat|hatte|ist|steckt|sitzt|ma|miał\w*|"
         r"narobił\w*|jest|a|avait|est|accumule|має|мав|мала|має|накопичи\w*|имеет|набрал\w*|накопил\w*|у него|у неї|у нього|"
         r"у нее|у неё|в нього|в неї)")
_KIN_DEBT = gated(folded_compiled(
    r"(?<![\w'])" + KIN + r"(?![\w'])(?P<gap>[^.!?\n;]{0,40}?)(?<![\w'])" + _HAVE + r"(?P<gap2>(?:\s+\S+){0,5}?)\s+"
    + _DEBT_NOUN + r"(?![\w'])"))
_PAID_OFF = folded_compiled(r"(?<![\w'])(?:paid|pagado|pagó|saldado|abbezahlt|bezahlt|getilgt|spłacił\w*|spłacon\w*|remboursé\w*|"
                r"payé\w*|réglé\w*|сплатив|сплатила|погасив|погасила|погасил\w*|выплатил\w*|no|keine|kein|żadnych|aucune|"
                r"pas de|ningun\w*|немає|нема|нет)(?![\w'])")
_PROCEDURE = gated(folded_compiled(
    r"(?<![\w'])(?:(?:file|files|filing|filed|in|under|declare\w*|declaring|through|chapter 7 or) (?:for )?chapter (?:7|13)|"
    r"chapter (?:7|13) (?:bankruptcy|filing|case|trustee|discharge|plan|petition|meeting)|"
    r"(?:in an|an|my|our|the) iva|iva (?:payments?|practitioner|supervisor|proposal|arrangement))(?![\w'])"))
_GATE = gated(folded_compiled(
    r"(?<!\w)(?:unpaid|overdue|outstanding|arrears|behind|debt|impagad\w*|impagos?|pagar|atrasad\w*|atrasos?|retraso|"
    r"pago|impayés?|impayées?|arriérés?|payé\w*|retard|rückstand\w*|rückständig\w*|unbezahlt\w*|bezahlt|minus|"
    r"zaległ\w*|zalega\w*|niezapłacon\w*|nieopłacon\w*|niespłacon\w*|zadłużeni\w*|заборгован\w*|несплачен\w*|"
    r"неоплачен\w*|простроч\w*|просроч\w*|задолженн\w*|заборгува\w*|задолжа\w*|evict\w*|eviction|repossess\w*|"
    r"possession|eksmisj\w*|eksmit\w*|licytacj\w*|räumungsklage|zwangsräumung|zwangsversteigerung|rauswerfen|"
    r"desahuci\w*|embargar|expulsion|expulser|saisie|висел\w*|выселени\w*|выселит\w*|выселя\w*|изъят\w*|"
    r"debts?|deudas?|schulden|długu|długów|długi|dettes?|боргів|борги|боргу|борг|долгов|долги|долга|долг|chapter|iva)"
    r"(?!\w)"))
# the writer or their household as the creditor: a tenant's, a client's, a debtor's arrears
_CREDITOR = folded_compiled(
    r"(?<![\w'])(?:tenants?|lodgers?|clients?|customers?|debtors?|inquilin\w*|arrendatari\w*|client\w*|deudor\w*|"
    r"locataires?|débiteurs?|mieter\w*|kunde\w*|schuldner\w*|najemc\w*|lokator\w*|klient\w*|dłużni\w*|kontrahent\w*|"
    r"орендар\w*|квартирант\w*|клієнт\w*|боржник\w*|арендатор\w*|клиент\w*|должник\w*|"
    r"owes? (?:me|us)|me debe|nos debe|mir schuldet|uns schuldet|me doit|nous doit|winien mi|winna mi|winien nam|"
    r"винен мені|винна мені|должен мне|должна мне)(?![\w'])")
_FIRM = folded_compiled(r"(?<![\w'])(?:company|firm|business|employer|firma|firmy|firmie|spółk\w*|unternehmen|arbeitgeber|empresa|"
            r"negocio|sociedad|entreprise|société|boîte|employeur|фірм\w*|фирм\w*|компані\w*|компани\w*|підприєм\w*|"
            r"предприят\w*|gmbh|ltd|tov|тов|ооо|council's|state|government|country|gobierno|estado|staat|państw\w*|"
            r"gouvernement|держав\w*|государств\w*)(?![\w'])")


# someone else's claim before the debt ("Ciocia twierdzi, że kuzyn ma długi", "a mail says I owe ..."): hearsay, yellow
_CLAIMED = folded_compiled(r"(?<![\w'])(?:says|said|claims?|claimed|reckons|insists|twierdzi\w*|mówi\w*|mówił\w*|podobno|"
               r"sagt|sagte|behauptet\w*|meint|dice|dijo|dicen|afirma|asegura|dit|prétend\w*|affirme|raconte|"
               r"каже|казала|казав|стверджу\w*|говорит|говорила|говорил|утвержда\w*|(?:e-?)?mail\w*|sms|письм\w*|"
               r"лист)(?![\w'])")


# a letter that may be a scam ("... nadawca wygląda dziwnie. Może to oszustwo?"): not "not sure if I can open an account"
_SCAM = folded_compiled(r"(?<![\w'])(?:scam\w*|phishing|fake|betrug\w*|betrüger\w*|estafa|timo|fraude|arnaque|escroquerie|"
            r"oszust\w*|wyłudze\w*|шахра\w*|мошенн\w*|фішинг\w*|фишинг\w*)(?![\w'])")
# the writer as the object of a firm's claim ("fordert von uns", "вимагає з нас", "nos reclama", "żąda od nas")
_FROM_US = folded_compiled(r"(?<![\w'])(?:us|me|uns|mich|mir|nous|moi|nos|me|nas|mnie|od nas|от нас|з нас|с нас|від нас|нас|мене|меня)"
               r"(?![\w'])")
# the Russian and Ukrainian possessor "у мамы", "у брата", "в тата" (a relative has the debt)
_AT_KIN = folded_compiled(r"(?<![\w'])(?:у|в) (?:моей |моего |моєї |мого |нашей |нашего |нашої |нашого )?(?:мамы|папы|отца|матери|"
              r"брата|сестры|мужа|жены|сына|дочери|бабушки|дедушки|тёти|тети|дяди|мами|тата|батька|сестри|чоловіка|"
              r"дружини|сина|доньки|бабусі|дідуся|тітки|дядька|свекрови|тещи|свекрухи|тещі)(?![\w'])")


# nothing but a filler or a time word before a procedure that opens the clause
_OPENS = folded_compiled(r"\W*(?:(?:so|just|finally|ok|well|ugh|currently|now|still|recently|last (?:week|month|year)|in \w+)\W+)*\W*$")


def _owned(low: str, a: int, b: int, at: int, end: int) -> bool:
    """Whether the clause low[a:b] gives the thing at low[at:end] an owner: the writer or a relative (debt_procedures.py's
    reading), with none of its green limits."""
    before = low[a:at]
    if NEGATION.search(" ".join(before.split()[-3:])) or IF.search(before) or TOPIC.search(before):
        return False
    s_start = max(low.rfind(c, 0, at) for c in ".!?\n") + 1
    if DENIAL.search(low, s_start, b) or HEDGE.search(low, s_start, b) or _CREDITOR.search(low, a, b):
        return False
    if _CLAIMED.search(low, s_start, end) or _SCAM.search(low):
        return False  # hearsay or a letter that may be a scam (unsure: yellow)
    firm = _FIRM.search(" ".join(before.split()[-4:]))
    if firm and not _FROM_US.search(" ".join(before.split()[-4:]), firm.end()):
        return False  # a firm's arrears; a firm that claims them from the writer ("вимагає з нас") is the creditor
    whole = low[a:b]
    # (a clause that opens with the arrears verb itself: "Прострочила чотири платежі", the subject dropped)
    dropped = DROPPED.search(before if before.strip() else low[a:end])
    return bool(SELF.search(whole) or KIN_RX.search(whole) or _AT_KIN.search(whole) or dropped
                or POSSESSIVE.search(" ".join(before.split()[-2:])))


def find_owed_arrears(t: str) -> list[Finding]:
    """A finding (finances) over the clause of normalised `t` that tells the writer's or a relative's arrears, a
    creditor's claim, an eviction, a relative's debts or a bankruptcy chapter or IVA (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for start, end in _arrears(low):
        a, b = _clause_of(low, start, end)
        if _owned(low, a, b, start, end):
            return [_finding(t, a, b)]
    for rx in (_ZALEGA, _EVICTION, _PROCEDURE):
        for m in rx.finditer(low):
            a, b = clause(low, m.start(), m.end())
            if rx is _PROCEDURE and m.group().endswith("iva") and not re.search(r"(?<![\w'])IVA(?![\w'])", t[m.start():m.end()]):
                continue  # the UK arrangement is written in capitals; "iva" in lower case is the Spanish VAT
            if _owned(low, a, b, m.start(), m.end()) or (rx is _PROCEDURE and _OPENS.match(low[a:m.start()])):
                return [_finding(t, a, b)]  # ("filing for chapter 7 next month": the subject dropped)
    for m in _KIN_DEBT.finditer(low):
        if _PAID_OFF.search(m.group("gap")) or _PAID_OFF.search(m.group("gap2")):
            continue
        a, b = clause(low, m.start(), m.end())
        if _owned(low, a, b, m.start(), m.end()):
            return [_finding(t, a, b)]
    return []


def _finding(t: str, a: int, b: int) -> Finding:
    begin = after_spaces(t, a, b)
    return Finding(Kind.FINANCE, "personal finances", begin, b)
