"""The person's account on an organisation's paper (round 21): a bill draws the amount from the addressee's account
("Cargo en su cuenta ES..", "prélevé sur votre compte FR..", "wird von Ihrem Konto DE.. abgebucht", "debited from your
account", "pobierzemy z Twojego rachunku", "спишемо з вашого рахунку"), or the writer reports new bank details to an
office that pays them ("Changement de RIB à la CAF : nouveau compte FR..", "neue Bankverbindung für die Familienkasse",
"nowy numer konta do ZUS", "нові реквізити для ПФУ").

whose_numbers.person_account asks `addressee_account` with the lower-cased sentence before the account (`near`) and
the words after it (`after`). The organisation's own account stays its own: "our / their new account" ("notre nouveau
compte", "unsere neue Bankverbindung", "su nueva cuenta"), "the office has a new account" are not read here.
Gated on cheap substrings: most sentences cost one scan of a short tuple.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_GATE = ("cargo", "carga", "adeud", "domicil", "prélev", "prelev", "débit", "debit", "ihrem konto", "ihr konto",
         "abgebucht", "abbuch", "your account", "votre compte", "twojego", "pana ", "pani ", "państwa", "вашого",
         "вашего", "rib", "nouveau", "nouvel", "neue", "new ", "nowy", "nowe", "zmian", "nueva", "nuevo", "cambio",
         "нов", "змін", "смен", "змен")
# the amount drawn from the reader's account, the phrase ending right before the value (on lower-cased text)
_DRAWN_FROM = re.compile(
    r"(?:cargo|cargar[áa]|cargad[oa]|cargaremos|adeud\w*|domiciliad\w*) en (?:su|tu) cuenta|"
    r"pr[ée]lev[ée]\w* (?:sur|de) (?:votre|ton) compte|d[ée]bit[ée]\w* (?:sur|de) (?:votre|ton) compte|"
    r"(?:von|vom) (?:ihrem|deinem) konto|(?:debited|taken|collected|deducted) from your (?:bank )?account|"
    r"z (?:twojego|pana|pani|państwa) (?:konta|rachunku)|з (?:вашого|твого) рахунку|с (?:вашего|твоего) сч[её]та"
)
# the same said after the value: "... DE89 ... abgebucht", "... FR76 ... sera prélevé"
_DRAWN_AFTER = re.compile(
    r"^[^.!?\n]{0,40}?\b(?:abgebucht|eingezogen|pr[ée]lev[ée]\w*|d[ée]bit[ée]\w*|debited|cargad[oa]|pobran[aey]|"
    r"obciążon\w*|списан\w*|списуват\w*)\b"
)
# new bank details reported (by the writer) to an office that pays them
_NEW_DETAILS = re.compile(
    r"(?:changement|modification|mise à jour) de (?:mon |son )?(?:rib|iban|coordonn[ée]es bancaires)|"
    r"nouve(?:au|l) (?:rib|iban|compte)|nouvelles coordonn[ée]es bancaires|"
    r"neue[nrs]? (?:bankverbindung|kontoverbindung|iban|kontonummer|konto)|(?:änderung|wechsel) (?:der|meiner) bankverbindung|"
    r"new (?:bank details|bank account|account|iban)|change of bank details|"
    r"now(?:y|e|ego) (?:numer\w* konta|konto|rachun\w*|iban)|zmian\w* (?:numeru )?(?:konta|rachunku)|"
    r"nuev[oa] (?:cuenta|iban|n[uú]mero de cuenta)|cambio de (?:cuenta|iban|n[uú]mero de cuenta|datos bancarios)|"
    r"нов\w* (?:рахун\w*|реквізит\w*|iban|сч[её]т\w*|реквизит\w*)|змін\w* (?:рахун\w*|реквізит\w*)|"
    r"смен\w* (?:сч[её]т\w*|реквизит\w*)"
)
# between the new details and the value: nothing, or the office they are for ("für die Familienkasse:"), not their
# owner ("nouveau compte du syndicat", "nueva cuenta de la comunidad es", "новий рахунок ОСББ:")
_FOR_OFFICE_ONLY = re.compile(
    r"(?:\s+(?:für|for|pour|à|au|a|para|dla|do|для|to|an|bei|at|w|в|у)\s[^:\d]{0,30})?[\s:,\-–]*$"
)
# the organisation changed its bank: "le syndic a changé de banque", "la comunidad cambió de banco", "ОСББ змінило банк"
_CHANGED_BANK = re.compile(
    r"chang[ée]\w* de banque|cambi[óo]\w* de banco|hat (?:die|ihre|seine) bank gewechselt|bankwechsel|"
    r"changed (?:its |their |the )?bank|zmieni\w* bank|змінил\w* банк|змінив банк|сменил\w* банк"
)
# an organisation's own: "our / their / its new account", "la CAF a un nouveau compte", "the fund has a new IBAN"
_THEIRS = re.compile(
    r"\b(?:our|their|its|notre|nos|leur|leurs|son|sa|unser\w*|ihre|deren|dessen|nasz\w*|ich|jego|jej|nuestr[oa]s?|"
    r"su|sus|наш\w*|їхн\w*|їх|свої?|их|свой|свои|a un|a une|has a|hat ein\w*|ma|mają|tiene|tienen|має|мають|имеет)\s+$"
)


def addressee_account(near: str, after: str) -> bool:
    """Is the account after `near` (the lower-cased sentence before it) the person's: drawn from the reader's account
    on a bill, or new bank details given to an office? `after`: the lower-cased text from the value on."""
    if not any(g in near for g in _GATE) and not any(g in after[:80] for g in ("abgebucht", "eingezogen", "prélev",
                                                                                 "prelev", "débit", "debit", "cargad",
                                                                                 "pobran", "obciąż", "списан")):
        return False
    tail = near[-70:]
    if _DRAWN_FROM.search(tail):
        return True
    for m in _NEW_DETAILS.finditer(tail):
        if not _THEIRS.search(tail, 0, m.start()) and _FOR_OFFICE_ONLY.match(tail, m.end()) \
                and not _CHANGED_BANK.search(near):
            return True
    return _DRAWN_AFTER.search(after) is not None


speed_up(globals(), keep=("_DRAWN_AFTER", "_THEIRS", "_FOR_OFFICE_ONLY"))
