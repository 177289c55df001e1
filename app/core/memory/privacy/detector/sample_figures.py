"""Disclosure look-alikes in everyday messages (round 20): figures that are no one's, a quarrel that is a bet.

- A budget written for teaching or as an example: "For a workshop I'm preparing a sample household budget: £2,100
  income, £850 rent ...", "Für den Unterricht brauche ich ein Beispielhaushaltsbuch: 2.800 € netto ...": the finance
  finding is dropped when its sentence calls the figures an example, a class's or made up, and no possessive or
  first-person earning verb ties them to the writer ("my salary", "zarabiam").
- A masked account number is no amount: "the app shows my savings account as GB** **** 3381": a finance finding whose
  only figures are the visible end of a masked number is dropped, and so is a question without figures about whose
  account a masked number is (round 21).
- A factual question and "we're arguing about it": "Lech wygrał 2:0 ... Ile kolejek zostało? Kłócimy się z bratem."
  is a bet over the answer, not a family conflict: a short quarrel sentence right after a question, with no word of
  how often or how bad, is dropped.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind

# (round 46: "пример..." is an example, not "примерно" - approximately: "квартира стоит примерно 3 млн")
_SAMPLE = re.compile(
    r"(?<!\w)(?:sample|example|fictional|fictitious|made[- ]up|hypothetical|imaginary|worksheet|"
    r"przykład\w*|przyklad\w*|fikcyjn\w*|zmyślon\w*|wymyślon\w*|beispiel\w*|muster\w*|fiktiv\w*|ausgedacht\w*|"
    r"ejemplo\w*|ficticio\w*|inventad\w*|hipot[eé]tic\w*|exemple\w*|fictif\w*|fictive\w*|hypoth[ée]tique\w*|"
    r"приклад\w*|вигадан\w*|пример(?!н)\w*|выдуман\w*|придуман\w*|"
    # written for teaching: "for a workshop", "für den Unterricht", "na lekcję", "para clase", "pour un cours", "для уроку"
    r"(?:for|für|dla|na|do|para|pour|для)\s+(?:a|an|my|the|den|die|das|meine\w*|mojej|moich|mi|mis|ma|mes|mon|un|une|la|el|"
    r"los|les|моїх|моих)?\s*(?:class\w*|lesson\w*|students|pupils|teenagers|workshop\w*|training|unterricht\w*|"
    r"schüler\w*|kurs\w*|seminar\w*|lekcj\w*|uczni\w*|zaj[eę]ć|warsztat\w*|clase\w*|alumnos|taller\w*|curso\w*|"
    r"cours|[ée]l[èe]ves|atelier\w*|formation\w*|урок\w*|учн\w*|учени\w*|занят\w*|семінар\w*|семинар\w*))(?!\w)"
)
_NOT_MINE = re.compile(
    r"(?<!\w)(?:not (?:for )?me|not mine|not real|no real data|keine echten|nicht (?:für mich|meine?)|nie (?:dla mnie|moje?)|"
    r"nie prawdziw\w*|no (?:es|son) (?:para mí|mí[oa]s?|real\w*)|pas (?:pour moi|les miens|r[ée]el\w*)|не (?:для мене|мої|мое|мои|для меня|реальн\w*))"
)
_MINE = re.compile(
    r"(?<!\w)(?:my|mój|moja|moje|mojej|mein\w*|mi|mis|mon|ma|mes|мій|моя|моє|мої|мой|мое|мои)\s+(?:\w+\s+)?"
    r"(?:salary|income|wage|pay|rent|debt|loan|mortgage|pension|savings|pensj\w*|wypłat\w*|dochod\w*|czynsz\w*|dług\w*|kredyt\w*|"
    r"emerytur\w*|oszczędnoś\w*|gehalt\w*|lohn\w*|einkommen\w*|miete|schulden|kredit\w*|rente|ersparn\w*|sueldo|salario|"
    r"ingresos|alquiler|deuda\w*|hipoteca|pensi[oó]n|ahorros|salaire|revenu\w*|loyer|dette\w*|cr[ée]dit\w*|retraite|"
    r"[ée]pargne|зарплат\w*|дох[оі]д\w*|оренд\w*|борг\w*|кредит\w*|пенсі\w*|заощаджен\w*|аренд\w*|долг\w*|пенси\w*)"
    r"|(?<!\w)(?:i earn|i make|i owe|zarabiam|jestem winien|ich verdiene|ich schulde|gano|debo|je gagne|je dois|"
    r"я заробляю|я винен|я зарабатываю|я должен|i'?m (?:\w+ )?in debt|i am (?:\w+ )?in debt|jestem zadłużon\w*|"
    r"ich bin verschuldet|estoy endeudad[oa]|je suis endett[ée]e?|я в боргах|я в долгах)(?!\w)"
)
_MASKED = re.compile(r"[*•xX]{2,}[ \-]?\d{2,4}(?!\d)")
_MONEY = re.compile(r"[€$£₴₽]|\d\s?(?:zł|pln|eur|usd|gbp|uah|грн|руб|k\b|tys)|(?<!\w)(?:euro|dollars?|pounds?|złot\w*|гривень)(?!\w)",
                    re.IGNORECASE)

_QUARREL = re.compile(
    r"^\s*(?:(?:and|a|i|und|y|et|і|и|so|więc|also)\s+)?(?:(?:we(?:'re| are)|now we're)\s+(?:arguing|having an argument|"
    r"having a bet|betting|fighting)|we (?:argue|bet|have a bet)|i(?:'ve| have)? (?:bet|argued) (?:with )?|"
    r"kłócimy się|klocimy sie|spieramy się|spieramy sie|założyliśmy się|zalozylismy sie|"
    r"wir (?:streiten|wetten)(?: uns)?|ich (?:habe|hab) (?:mit \w+ \w+ )?gewettet|wir haben gewettet|"
    r"estamos discutiendo|discutimos|hemos apostado|apostamos|on se dispute|on se chamaille|on a pari[ée]|nous avons pari[ée]|"
    r"ми сперечаємос[ья]|сперечаємос[ья]|посперечалис[ья]|мы спорим|спорим|поспорили)(?!\w)"
)
_OFTEN = re.compile(
    r"(?<!\w)(?:always|constantly|every (?:day|night)|again|all the time|ciągle|ciagle|codziennie|znowu|wciąż|"
    r"immer|ständig|täglich|schon wieder|siempre|todos los días|otra vez|toujours|tout le temps|encore|"
    r"постійно|щодня|знову|постоянно|каждый день|опять|since|od (?:lat|miesięcy|roku)|seit|desde|depuis|вже|уже)(?!\w)"
)


def drop_sample_talk(text: str, told: list[Finding]) -> list[Finding]:
    """`told`: the disclosure findings; those read from example figures or a bet over a question removed."""
    low = text.lower()
    kept = []
    for f in told:
        span = low[f.start:f.end]
        if f.kind is Kind.FINANCE:
            if (_SAMPLE.search(span) or _NOT_MINE.search(low) and _SAMPLE.search(low)) and not _MINE.search(span):
                continue
            if _MASKED.search(span) and not _MONEY.search(_MASKED.sub(" ", span)):
                continue
            if span.rstrip().endswith("?") and _MASKED.search(low) and not _MONEY.search(_MASKED.sub(" ", span)) \
                    and not any(c.isdigit() for c in span):
                continue  # (round 21) "... account ****6620. Is that my savings or the joint one?": which account it is

        elif f.kind is Kind.RELATIONSHIP and _QUARREL.search(span) and len(span.split()) <= 9 \
                and low[:f.start].rstrip().endswith("?") and not _OFTEN.search(span):
            continue
        kept.append(f)
    return kept
