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

Round 48 (rfr): a bailiff's or a debt collector's letters that come for a stranger - "przychodzą listy od komornika do
jakiegoś pana ...", "je reçois des lettres d'huissier pour un certain M. ...", "Inkasso-Briefe für den Vormieter",
"cartas de recobro para un tal ...", "letters from bailiffs for the previous tenant", "листи від виконавця на якогось
...", "письма от коллекторов на какого-то ...": the debt is of someone the writer does not know (a former occupant, a
name on the envelope), not the writer's (yellow). Where a letter's addressee is such a stranger (_FOR_STRANGER), the
bailiff's and the collector's words are blanked and the finders read the rest again: the writer's own debt told beside
it stays ("..., a ja sam mam zadłużenie").
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


# (round 48, rfr) a letter's addressee the writer does not know (lower-cased text)
_FOR_STRANGER = LazyPattern(
    r"(?<!\w)(?:(?:do|dla|na) (?:jakiego(?:ś|s)|jakiej(?:ś|s)) (?:pana|pani|osoby|faceta|go(?:ś|s)cia|\w+)|"
    r"pour (?:un certain|une certaine|l['’]ancien(?:ne)? locataire|les anciens locataires|l['’]ancien propri(?:é|e)taire)|"
    r"f(?:ü|u)r (?:einen gewissen|eine gewisse|irgendeine[nm]?|(?:den |die )?vormieter\w*|(?:den |die )?vorbesitzer\w*)|"
    r"para (?:un tal|una tal|el (?:inquilino|propietario) anterior|la (?:inquilina|propietaria) anterior)|"
    r"(?:for|to|addressed to) (?:a certain|some guy|some man|some woman|the (?:previous|former|old) "
    r"(?:tenants?|owners?|occupants?|residents?))|"
    r"на (?:якогось|якусь|ім['’]я якогось|попередн\w* (?:мешкан|орендар|власник)\w*)|"
    r"на (?:какого-то|какую-то|имя какого-то|(?:предыдущ|прежн)\w* (?:жил|арендатор|владел)\w*))(?!\w)")
# the bailiff's and the debt collector's words, blanked before the second reading (not a debt's word: "..., ale to ja mam
# długi" stays the writer's) (lower-cased text)
_COLLECTOR = LazyPattern(
    r"(?<!\w)(?:komornik\w*|komornicz\w*|windykac\w*|windykator\w*|huissiers?|recouvrement|commissaire de justice|"
    r"gerichtsvollzieh\w*|inkasso\w*|mahnung\w*|bailiffs?|debt collect\w*|enforcement agents?|recobros?|cobrador\w*|"
    r"виконав\w*|колектор\w*|пристав\w*|коллектор\w*)(?!\w)")


def may_address_stranger(low: str) -> bool:
    """(round 48) Is a letter's addressee a stranger (the lower-cased text)?"""
    return _FOR_STRANGER.search(low) is not None


def drop_strangers_letters(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """(round 48) `told` unless it rests on a bailiff's or a collector's letters to a stranger: `find` reads `t` with
    those words blanked and finds nothing."""
    low = lower_keep_length(t)
    blanked = t
    for m in _COLLECTOR.finditer(low):
        blanked = blanked[:m.start()] + " " * (m.end() - m.start()) + blanked[m.end():]
    if blanked == t or find(blanked):
        return told
    return []


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
