"""A bailiff's invoice names the bailiff's client, not a debtor (round 36): "La facture F-2025-0612 de l'huissier
inclut-elle les frais de signification ?", "the invoice from the process server lists two attempts", "Faktura od komornika
za doręczenie pisma - czy to normalna kwota?", "Die Kostenrechnung des Gerichtsvollziehers für die Zustellung ...",
"la factura del procurador incluye ...", "Рахунок-фактура від приватного виконавця ...", "Смета от пристава ...".

The disclosure vocabulary reads the bailiff's name alone as the writer's debt ("l'huissier est passé hier" is red, and
rightly). A bailiff bills the one who hires them - a landlord or a creditor having a paper served or a report made; the
one they pursue receives a demand, a "commandement", a "nakaz", not an invoice. Here the bailiff named as the issuer of
an invoice, a bill, a quote or fees is blanked (same length) and the finders read the rest again: what they still find
is the writer's own ("la facture de l'huissier pour la saisie de mon salaire" keeps the seizure of the pay), and when
they find nothing the findings go.

Gate: a bailiff's word and an invoice's word, as plain substrings of the lower-cased text (`may_bill_bailiff`).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.lazy import LazyPattern

_BAILIFF_HINTS = ("huissier", "commissaire de justice", "bailiff", "process server", "enforcement agent", "komornik",
                  "gerichtsvollzieh", "procurador", "receptor judicial", "виконав", "пристав")
_BILL_HINTS = ("factur", "honorair", "devis", "invoice", "bill", "quote", "fee", "faktur", "rachun", "rechnung",
               "kosten", "gebühr", "presupuesto", "minuta", "фактур", "інвойс", "инвойс", "кошторис", "смет", "frais", "cost")

# the bill, up to two words (every bill's and bailiff's word here holds one of the hints above: the gate is exact) (its number, "finale") and the bailiff who issues it; or the bailiff's bill
_BILLED_BY = LazyPattern(  # (compiled on first use: lazy.py)
    r"(?<![\w'])(?:(?:facture|note d'honoraires|honoraires|devis|note de frais|état de frais)\s+(?:\S+\s+){0,2}?"
    r"(?:de l'|de la |du |d'un |d'une |de mon |de notre )(?:huissier|commissaire de justice)|"
    r"(?:invoice|bill|quote|fees?|statement of costs)\s+(?:\S+\s+){0,2}?(?:from|of|by) (?:the |a |our |my )?"
    r"(?:bailiff|process server|enforcement agent)s?|(?:bailiff|process server|enforcement agent)'s (?:invoice|bill|quote|fees)|"
    r"(?:faktur\w*|rachun\w*)\s+(?:\S+\s+){0,2}?od komornik\w*|"
    r"(?:kostenrechnung|rechnung|gebührenrechnung)\s+(?:\S+\s+){0,2}?(?:des|vom|von der|von dem) gerichtsvollzieher\w*|"
    r"(?:factura|minuta|presupuesto)\s+(?:\S+\s+){0,2}?del? (?:procurador|receptor judicial)\w*|"
    # (Ukrainian "рахунок" and Russian "счёт" are an account as well as a bill: "арешт рахунку від виконавця" is the
    # writer's account seized - only the words that are a bill alone)
    r"(?:рахун\w*-фактур\w*|інвойс\w*|кошторис\w*)\s+(?:\S+\s+){0,2}?від (?:приватного |державного )?виконавц\w*|"
    r"(?:сч[её]т\w*-фактур\w*|инвойс\w*|смет\w*)\s+(?:\S+\s+){0,2}?от (?:судебного )?пристав\w*)(?![\w'])"
)


def may_bill_bailiff(low: str) -> bool:
    """The cheap gate: a bailiff's and a bill's word among the lower-cased text's substrings."""
    return any(h in low for h in _BAILIFF_HINTS) and any(h in low for h in _BILL_HINTS)


def drop_bailiff_bills(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` (disclosure findings in normalised `t`) unless they rest on a bailiff named as the issuer of a bill:
    `find` reads `t` with each such bill blanked and finds nothing."""
    low = lower_keep_length(t)
    bills = list(_BILLED_BY.finditer(low))
    if not bills:
        return told
    blanked = t
    for m in bills:
        blanked = blanked[:m.start()] + " " * (m.end() - m.start()) + blanked[m.end():]
    if find(blanked):
        return told
    return []
