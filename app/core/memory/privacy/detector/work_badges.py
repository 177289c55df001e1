"""Numbers an employer or a school gives out that are no secret and no identity document (round 18), so that the
learned model does not score them (detector/learned.py): identifiers.py calls `reject_badge_values` when the rules
found nothing.

- an employee's, a staff member's or a badge's number, named as such: "my badge number is 004417", "numer
  pracownika 30117", "Personalnummer 00482217", "número de empleado E-20417", "mon matricule est 0048213",
  "табельний номер 10482". A payroll or door system's id printed on the badge, asked about with HR or the
  turnstile; not a PIN or a code (those words are not here, and a PIN beside the badge keeps its own finder);
- a school's or an institution's registry code: "code UAI 0690026D", "numer RSPO 12345", "Schulnummer 123456",
  "código de centro 28012345", "URN 100000", "код ЄДЕБО 1234": printed on every letter the school sends.

A message with none of the keywords' stems costs one search.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up

# (lower-cased text) the keyword, a connector, then the value with a digit
_BADGE_VALUE = re.compile(
    r"(?<![\w])(?:"
    r"(?:employee|staff|payroll|personnel|works|clock|badge|access badge|id badge|security badge)\s(?:number|no\.?|id|#)|"
    r"employee id|staff id|badge|(?:staff|employee|work|access) (?:card|pass)(?:,?\s(?:number|no\.?|id|#))?|"
    r"identyfikator\w* pracownicz\w*(?:\snr\.?)?|karta pracownicza|legitymacj\w* służbow\w*|mitarbeiterausweis\w*|"
    r"tarjeta de (?:emplead[oa]|trabajador[a]?|acceso)|carte (?:professionnelle|d['’]employ[ée]e?|d['’]acc[eè]s)(?:\sn°)?|"
    r"(?:номер\s)?(?:перепустк\w*|пропуск\w*)|"
    r"nu?me?r\.?\s(?:pracownika|pracowniczy|kadrowy|ewidencyjny|identyfikatora|służbowy)|"
    r"personalnummer|personal-nr\.?|mitarbeiternummer|mitarbeiter-nr\.?|mitarbeiter-id|dienstausweisnummer|"
    r"werksausweisnummer|(?:dienst|werks|firmen)ausweis|"
    r"n[uú]mero de (?:emplead[oa]|trabajador[a]?|personal|ficha|legajo)|n\.?[ºo°]\.? de (?:emplead[oa]|trabajador[a]?)|"
    r"matricule|num[ée]ro (?:d['’]employ[ée]e?|de salari[ée]e?|d['’]agent|de badge|de personnel)|n°\s?(?:de )?badge|"
    r"табельн\w* (?:номер|№)|номер (?:працівника|співробітника|сотрудника|перепустки|пропуска|пропуску)|"
    # a school's or an institution's registry code
    r"(?:code |num[ée]ro |n°\s?)?uai|(?:code )?rne|(?:nu?me?r\.?\s)?rspo|schulnummer|dienststellennummer|"
    r"c[oó]digo (?:de(?:l)?|del) centro|urn|dfe (?:number|no\.?)|(?:код\s)?єдебо|код закладу)"
    # the holder between: "code UAI du lycée", "numéro de badge de l'agent", "RSPO szkoły"
    r"(?:\s(?:du|de|del|de la|de l['’]|of the|of|der|des|von|vom)\s?[^\W\d_]+|\s(?:szkoły|placówki|школи|школы))?"
    r"(?:\s?(?:is|to|ist|lautet|es|est|це|jest|:|—|–|-|=|#|№))*\s?(?:the |le |el |la )?"
    r"(?P<value>(?=[\w\-/]*\d)[^\W_][\w\-/]{1,20})(?![\w\-/])"
)
_GATE = re.compile(
    r"employee|staff|payroll|personnel|works|clock|badge|work|access|tarjeta|carte|legitymac|pracown|kadrow|ewidencyj|identyfikator|służbow|personal|"
    r"mitarbeiter|ausweis|emplead|trabajador|ficha|legajo|matricule|employ|salari|agent|табельн|працівник|"
    r"співробітник|сотрудник|перепуст|пропуск|uai|rne|rspo|schulnummer|dienststelle|centro|urn|dfe|єдебо|закладу"
)


def reject_badge_values(text: str, low: str, claimed: Claims) -> None:
    """Reject (for the learned model) the employee, badge and school registry numbers named as such."""
    if _GATE.search(low) is None:
        return
    for m in _BADGE_VALUE.finditer(low):
        claimed.reject(*m.span("value"))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
