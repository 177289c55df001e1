"""A relative's money trouble told in the third person (round 28, rdisc): "Mon frère Thomas doit 15 000 euros à un ami",
"Meine Schwester Anja hat drei Kreditraten nicht bezahlt", "Mi hermano Rubén está en el fichero ASNEF", "my dad stopped
paying the mortgage in March", "brat ma komornika na koncie".

The money rules read debt in the first person ("je dois 15 000 euros", "ich habe drei Raten nicht bezahlt") or through
a noun of their own ("Schulden", "deudas"); said of a relative, with the verb in the third person and often a given name
apposed to the kin word, nothing read it. Here, in en, pl, de, es, fr, uk and ru: the writer's relative (a kin word, a
possessive optional, a name after it optional) or the writer, and in the same clause
- owing a sum of a thousand or more ("owes 15,000", "doit 15 000 euros", "debe 3.000 €", "schuldet 8000 Euro", "jest
  winien 20 tys.", "винен 50 тисяч", "должен 200 000");
- instalments, rent or a loan left unpaid ("hasn't paid three instalments", "drei Kreditraten nicht bezahlt", "dejó de
  pagar la hipoteca", "n'a pas payé le loyer depuis", "nie spłaca kredytu", "не сплатив кредит", "перестал платить
  ипотеку");
- being in a debtors' register or pursued by a bailiff or collectors (ASNEF, RAI, Schufa-Eintrag, FICP, BIK, KRD,
  Inkasso, Gerichtsvollzieher, huissier, komornik, колектори, приставы).

Green limits: a small sum ("my brother owes me 20 euros for the pizza"), a negation ("er schuldet niemandem etwas"), a
condition or a question in general ("what happens if someone is in ASNEF?", no relative and no "I"), a firm's debts.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

KIN = (r"(?:(?:my|our|mi|mis|nuestr[oa]|mon|ma|mes|notre|mein\w*|unser\w*|mój|moja|moj\w+|nasz\w*|мій|моя|мої|мого|"
        r"моєї|наш\w*|мой|моего|моей|мои)\s+)?"
        r"(?:brother|sister|father|dad|mother|mum|mom|son|daughter|uncle|aunt|cousin|husband|wife|partner|parents|"
        r"father-in-law|mother-in-law|brother-in-law|sister-in-law|grandad|grandpa|grandma|"
        r"bruder|schwester|vater|papa|mutter|mama|sohn|tochter|onkel|tante|cousin\w*|mann|frau|eltern|schwager|schwägerin|"
        r"schwiegervater|schwiegermutter|opa|oma|hermano|hermana|padre|madre|hijo|hija|tío|tía|primo|prima|marido|mujer|"
        r"pareja|padres|cuñad[oa]|suegr[oa]|abuel[oa]|frère|sœur|soeur|père|mère|fils|fille|oncle|cousine?|mari|femme|"
        r"conjoint|beau-frère|belle-sœur|beau-père|belle-mère|brat|siostra|ojciec|tata|matka|syn|córka|wujek|ciocia|"
        r"kuzyn\w*|mąż|żona|rodzice|szwagier|szwagierka|teść|teściowa|dziadek|babcia|брат|сестра|батько|тато|мати|"
        r"син|донька|дядько|тітка|двоюрідн\w+ \w+|чоловік|дружина|батьки|свекор|свекруха|тесть|теща|дід|баба|бабуся|"
        r"отец|папа|мать|сын|дочь|дядя|тётя|тетя|муж|жена|родители|двоюродн\w+ \w+|дедушка|бабушка|"
        # (round 35) grandchildren, nephews and nieces: "Mi nieto Adrián tiene deudas de 20.000 euros"
        r"grandson|granddaughter|grandchild|nephew|niece|enkel|enkelin|neffe|nichte|niet[oa]|sobrin[oa]|petit-fils|"
        r"petite-fille|neveu|nièce|wnuk|wnuczka|bratanek|bratanica|siostrzeni\w+|онук|онука|внук|внучка|племінни\w+|"
        r"племянни\w+)")
_SELF = r"(?:i|i'm|ich|yo|estoy|je|j'|jestem|я)"
_OWES = (r"(?:owes|owed|doit|devait|debe|debía|schuldet|schuldete|jest winien|jest winna|był winien|była winna|winien|"
         r"winna|винен|винна|винний|має борг|должен|должна|задолжал\w*|заборгував\w*)")
_BIG = (r"(?:\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+|\d{4,}|\d+(?:[.,]\d+)?\s?(?:k|tys\.?|tysięcy|tausend|mil|mille|тис\.?|"
        r"тисяч\w*|тыс\.?|тысяч\w*|thousand|grand|mio|millionen|millones|millions|мільйон\w*|миллион\w*))")
# (round 35) debts had, of a sum: "tiene deudas de 20.000 euros", "ma 30 tysięcy długu", "a 10 000 euros de dettes"
_HAS = (r"(?:has|had|hat|hatte|tiene|tenía|a|avait|ma|miał\w*|має|мав|мала|имеет|имел\w*)")
_DEBT_NOUN = r"(?:debts?|schulden|deudas?|dettes?|długu|długów|боргу|боргів|долга|долгов)"
_HAS_DEBTS = _HAS + r"\s+(?:\S+\s+)?" + _DEBT_NOUN
_UNPAID = (r"(?:hasn't paid|has not paid|didn't pay|did not pay|stopped paying|missed|hat (?:\w+ ){0,4}?nicht (?:mehr )?"
           r"(?:bezahlt|gezahlt)|zahlt (?:\w+ ){0,3}?nicht mehr|no ha pagado|no pagó|no paga|dejó de pagar|ha dejado de pagar|"
           r"n'a pas payé|n'a plus payé|ne paie plus|a arrêté de payer|nie spłaca|nie spłacił\w*|nie zapłacił\w*|"
           r"przestał\w* spłacać|przestał\w* płacić|не сплатив|не сплатила|не платить|перестав платити|перестала платити|"
           r"не заплатил\w*|не платит|перестал\w* платить)")
_DUES = (r"(?:instal\w*|payments?|loan|rent|mortgage|rates|raten|kreditrate\w*|rate|miete|kredit\w*|darlehen|hypothek\w*|"
         r"cuotas?|letras?|préstamo|alquiler|hipoteca|mensualités?|loyer|crédit|prêt|échéances?|rat\w*|kredyt\w*|czynsz\w*|"
         r"pożyczk\w*|hipotek\w*|рат\w*|платеж\w*|кредит\w*|оренд\w*|іпотек\w*|позик\w*|аренд\w*|ипотек\w*|займ\w*)")
_PURSUED = (r"(?:asnef|fichero de morosos|lista de morosos|registro de morosos|badexcor|schufa-eintrag|negative\w* schufa|"
            r"gerichtsvollzieher\w*|pfändung\w*|embargo|embargad[oa]|ficp|fichier (?:de la )?banque de france|"
            r"huissiers?|saisie sur salaire|bik|krd|big infomonitor|rejestr\w* dłużników|komornik\w*|debt collectors?|"
            r"bailiffs?|колектор\w*|коллектор\w*|виконав\w+ служб\w*|приставы|пристав\w*)")
_ACT = re.compile(fold_letters(
    r"(?<![\w'])(?P<who>" + KIN + r"|" + _SELF + r")(?![\w'])(?P<gap>[^.!?\n;]{0,50}?)(?<![\w'])(?:"
    + _OWES + r"(?:\s+\S+){0,3}?\s+" + _BIG
    + r"|" + _UNPAID + r"(?:\s+\S+){0,4}?\s+" + _DUES
    + r"|" + _HAS_DEBTS + r"(?:\s+\S+){0,2}?\s+" + _BIG + r"|" + _HAS + r"\s+" + _BIG + r"(?:\s+\S+){0,2}?\s+" + _DEBT_NOUN
    + r"|(?:hat|hatte|haben|hatten) (?:\S+\s+){0,3}?\w*(?:raten|rate|miete|mieten|kredit\w*|darlehen|hypothek\w*|unterhalt)"
      r"(?:\s+\S+){0,4}?\s+nicht (?:mehr )?(?:bezahlt|gezahlt|beglichen|"
      r"zurückgezahlt)"  # (German puts the dues first: "hat drei Kreditraten nicht bezahlt")
    + r"|(?:\S+\s+){0,3}?" + _PURSUED + r")(?![\w'])", True))
_GATE = gated(re.compile(fold_letters(r"(?<![\w'])(?:" + _OWES + "|" + _UNPAID + "|" + _PURSUED + "|" + _DEBT_NOUN
                                      + r"|nicht (?:mehr )?(?:bezahlt|gezahlt|beglichen|zurückgezahlt))(?![\w'])", True)))
_NEGATION = re.compile(fold_letters(r"(?<![\w'])(?:not|never|no one|nobody|nothing|niemandem|nichts|nie|nadie|nada|"
                                    r"personne|rien|nikomu|nic|нікому|нічого|никому|ничего|jamais|nunca|niemals)(?![\w'])",
                                    True))
# a denial of owning debts: "no tengo deudas", "у меня нет долгов", "je n'ai aucune dette" (debt_procedures.py reads it too)
DENIAL = re.compile(fold_letters(r"(?<![\w'])(?:no|not|don't|nie|kein\w*|ningun\w*|pas|aucun\w*|немає|нема|нет|без)(?: \S+){0,3}? "
              r"(?:debts?|długów|długi|schulden|deudas?|dettes?|боргів|боргу|долгов|долга)(?![\w'])|"
              r"(?:боргів|долгов) (?:\S+ ){0,2}?(?:немає|нема|нет)(?![\w'])", True))
_IF = re.compile(fold_letters(r"(?<![\w'])(?:if|whether|wenn|falls|ob|si|jeśli|jeżeli|gdyby|якщо|если)(?![\w'])", True))
# (a debt the writer is unsure of, or a collector's letter that may be a scam: uncertain, yellow)
_UNSURE = re.compile(fold_letters(
    r"(?<![\w'])(?:might|maybe|perhaps|not sure|no idea|scam|phishing|vielleicht|glaube|weiß (?:es )?(?:\w+ )?nicht|"
    r"nicht sicher|betrug|quizás|tal vez|no sé|no estoy segur\w*|estafa|peut-être|je ne sais pas|pas sûr\w*|arnaque|"
    r"może|chyba|nie wiem|nie jestem pewn\w*|oszust\w*|можливо|мабуть|не знаю|не впевнен\w*|шахра\w+|возможно|"
    r"наверное|не уверен\w*|мошенн\w+|haven't opened|not opened|nicht geöffnet|no l[oa] he abierto|pas (?:encore )?ouvert\w*|"
    r"nie otworzył\w*|не відкрил\w*|не відкрив|не открыл\w*)(?![\w'])", True))
_FIRM = re.compile(r"(?<![\w'])(?:company|firm|firma|empresa|entreprise|société|фірма|фирма|компан\w+|gmbh|ltd|sl|sarl)"
                   r"(?![\w'])")


def find_kin_debts(t: str) -> list[Finding]:
    """Findings (finances) over the clauses of normalised `t` that tell a relative's or the writer's debt (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _ACT.finditer(low):
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if _NEGATION.search(m.group("gap")) or _IF.search(low, start, m.start()) or _FIRM.search(m.group("gap")):
            continue
        stop = m.end()
        while stop < len(low) and low[stop] not in ".!?\n":
            stop += 1
        if _UNSURE.search(low, start, stop):
            continue
        if DENIAL.search(low, start, stop):  # (round 33) "je n'ai aucune dette, juste curieux : comment fonctionne le FICP ?"
            continue
        if m.group("who") is not None and _OWES_ME.search(low, m.start(), m.end() + 12):
            continue  # "my brother owes me 2,000": a sibling's loan to the writer, told by the lender
        end = m.end()
        while end < len(t) and t[end] not in ".!?\n":
            end += 1
        begin = after_spaces(t, start, end)
        return [Finding(Kind.FINANCE, "personal finances", begin, end)]
    return []


_OWES_ME = re.compile(fold_letters(r"(?:owes|owed|doit|devait|debe|debía|schuldet|schuldete|winien|winna|винен|винна|должен|"
                                   r"должна) (?:me|moi|mir|mi|mnie|мені|мне)(?![\w'])", True))
