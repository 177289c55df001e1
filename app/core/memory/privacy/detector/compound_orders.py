"""A German compound whose head is an order, a booking, a delivery or an invoice: "Meine Schulbuchbestellung Nr.
SB-2025-118734 ist noch nicht da", "Möbellieferung 4471-88213", "Hotelbuchung Nr. HB-77120", "Stromrechnung Nr.
2025/118734", "Reparaturauftrag A-55821" (round 43, rfalse; set broad-zzz88).

The learned number model reads the keyword before a value by its first letters (learned.py's keyword families: "bestel"
is an order, "rechn" an invoice), so "Bestellung Nr. ..." is an order's number - green, as in every other language
("order no.", "zamówienie nr", "pedido n.º", "commande n°", "замовлення №", "заказ №") - while German glues a noun before
the head ("Schulbuch|bestellung") and the compound's first letters name a school book, not an order; the model then
scores the shop's reference as someone's private number. This veto hands the model the values right after such a
compound (a "Nr.", "Nummer", "#" or ":" may stand between) as decided, the way the rules hand it what they rejected.

Limits: only a compound's head (the word ends in it, with something glued before); a value the writer calls their own
document is read by the value rules, never by this veto; the rules' own findings are untouched.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.lazy import LazyPattern

# the cheap gate (lower-cased text): a head's stem
_HEADS = ("bestell", "buchung", "auftrag", "liefer", "sendung", "rechnung", "reservierung", "vorgang")

_VALUE_AFTER = LazyPattern(
    r"(?i)(?<![\wäöüß])[a-zäöüß]{3,}(?:bestellung|bestellnummer|bestellnr|buchung|buchungsnummer|buchungsnr|auftrag|"
    r"auftrags?nummer|auftragsnr|lieferung|liefernummer|lieferscheinnummer|sendung|sendungsnummer|rechnung|"
    r"rechnungsnummer|rechnungsnr|reservierung|reservierungsnummer|vorgangsnummer)(?![\wäöüß])"
    r"\s*(?:(?:nr\.?|nummer|no\.?|#|:)\s*){0,2}"
    r"(?P<value>[A-Z0-9][A-Z0-9]*(?:[\-/.][A-Z0-9]+)*)(?![\w\-])")


def compound_order_spans(t: str) -> list[tuple[int, int]]:
    """The spans of the values right after a German order, booking, delivery or invoice compound in `t` (read only
    when the learned model has a candidate)."""
    low = t.lower()
    if not any(h in low for h in _HEADS):
        return []
    return [m.span("value") for m in _VALUE_AFTER.finditer(t) if any(c.isdigit() for c in m.group("value"))]
