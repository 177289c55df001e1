"""Broke until a near day (round 26): "bin pleite bis freitag", "estoy sin blanca hasta el viernes", "je suis fauché
jusqu'à vendredi", "skint till payday" - said in passing in a request about something else (a recipe, a cheap plan).

Everyone is short of money for a few days before pay; it tells no money trouble the way debts, arrears or months
without pay do. `drop_short_broke` reads the message again with such a phrase masked and keeps a finance finding
only if it still holds (so "pleite bis Freitag, und die Schulden beim Inkasso wachsen" stays red).
Green limits: only "broke" tied to a near day - a weekday, payday, the first, the month's end, next week -; "broke for
months", "pleite seit Monaten", "broke and in debt" keep their findings.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind

_BROKE = (r"broke|skint|pleite|blank|abgebrannt|spłukan\w*|splukan\w*|bez kasy|bez grosza|sin blanca|sin un duro|sin pasta|"
          r"a dos velas|pelad[oa]|fauch[ée]e?s?|à sec|a sec|sans un rond|без грошей|без копійки|без копейки|на мели|без денег")
_UNTIL = r"till|until|til|bis(?: zum| zur)?|do|aż do|hasta(?: el| la| que)?|jusqu['’](?:à|au)|до"
_DAY = (r"friday|monday|tuesday|wednesday|thursday|saturday|sunday|payday|pay day|the weekend|next week|the (?:1st|first)|"
        r"the end of the month|month end|freitag|montag|dienstag|mittwoch|donnerstag|samstag|sonntag|monatsende|"
        r"ende des monats|ersten|nächste woche|zahltag|piątku|piatku|poniedziałku|poniedzialku|wtorku|środy|srody|czwartku|"
        r"soboty|niedzieli|wypłaty|wyplaty|pierwszego|końca miesiąca|konca miesiaca|viernes|lunes|martes|miércoles|"
        r"jueves|sábado|domingo|fin de mes|final de mes|cobrar|la semana que viene|vendredi|lundi|mardi|mercredi|jeudi|"
        r"samedi|dimanche|la fin du mois|la paie|la paye|la semaine prochaine|п['’]ятниці|понеділка|вівторка|середи|"
        r"четверга|суботи|неділі|зарплати|зарплатні|кінця місяця|пятницы|понедельника|вторника|среды|субботы|"
        r"воскресенья|зарплаты|получки|конца месяца")
_SHORT = re.compile(rf"(?i)(?<!\w)(?P<a>{_BROKE})\s+(?:{_UNTIL})\s+(?:{_DAY})(?!\w)|"
                    rf"(?<!\w)(?:{_UNTIL})\s+(?:{_DAY})\s+(?:\w+\s+)?(?P<b>{_BROKE})(?!\w)")
_GATE = re.compile(r"(?i)broke|skint|pleite|blank|abgebrannt|spłukan|splukan|kasy|grosza|blanca|duro|pasta|velas|pelad|"
                   r"fauch|sec|rond|грошей|копі|копе|мели|денег")


# other money trouble in the message: the finding stays ("pleite bis Freitag, und das Inkasso schreibt schon wieder")
_TROUBLE = re.compile(
    r"(?i)debt|arrears|bailiff|overdraft|overdue|collection|loan|schulden|inkasso|mahnung|gerichtsvollzieher|dispo|kredit|"
    r"zadłuż|dług|komornik|windyk|zaległ|kredyt|pożycz|deud|moros|embarg|préstamo|prestamo|impag|dette|huissier|"
    r"découvert|impayé|crédit|борг|колектор|кредит|заборгован|прострочен|долг|коллектор|задолжен|просрочен")


def drop_short_broke(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the finance findings that only a "broke until <a near day>" made."""
    if not any(f.kind is Kind.FINANCE for f in told) or not _GATE.search(t) or _TROUBLE.search(t):
        return told
    cuts = [m.span("a") if m.group("a") else m.span("b") for m in _SHORT.finditer(t)]
    if not cuts:
        return told
    masked = list(t)
    for s, e in cuts:
        masked[s:e] = "_" * (e - s)
    again = find("".join(masked))
    return [f for f in told if f.kind is not Kind.FINANCE or any(
        g.kind is Kind.FINANCE and g.start < f.end and f.start < g.end for g in again)]
