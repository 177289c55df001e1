"""A utility's customer or account number for the writer's shop, workshop or warehouse (round 25): "Die Stadtwerke
schreiben von Kundennummer 700..., gehört die zum Laden oder zur Werkstatt?", "Облгаз просить номер особового рахунку
0412... для нашого складу", "Energa pyta o numer klienta ... dla naszego sklepu".

numbers.py reads a customer number as its holder's (a person's account with a utility, a telecom, a shop); a number
the sentence ties to business premises is the business's, as the firm's own tax number is.

Green limit only: the premises said with a preposition in the same sentence as the number ("for our workshop",
"zum Laden", "для нашого складу", "del local"); a home ("für die Wohnung", "for the flat") keeps the number a person's.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_PREMISES = re.compile(  # on lower-cased text
    r"(?<!\w)(?:for|at|of|für|fürs|zum|zur|vom|von|im|dla|do|w|z|для|до|у|в|по|pour|de|du|del|de la|para|en)\s+"
    r"(?:(?:the|our|my|unser\w*|mein\w*|den|die|das|dem|der|naszego|naszej|mojego|mojej|нашого|нашої|мого|моєї|нашего|"
    r"нашей|моего|моей|notre|mon|ma|le|la|l'|nuestr[oa]|mi|el|la)\s+)?"
    r"(?:shop|store|workshop|warehouse|office|café|cafe|bakery|salon|premises|"
    r"laden|ladens|werkstatt|geschäft\w*|büro\w*|lager\w*|praxis|betrieb\w*|"
    r"sklep\w*|warsztat\w*|magazyn\w*|biur\w*|zakład\w*|"
    r"склад\w*|магазин\w*|кафе|офіс\w*|офис\w*|майстерн\w*|мастерск\w*|цех\w*|"
    r"tienda|local|taller|almac[ée]n|oficina|nave|"
    r"boutique|atelier|magasin|bureau|entrep[ôo]t|local commercial)(?!\w)"
)
_STOP = re.compile(r"[.!?\n](?:\s|$)")


def premises_account(low: str, kw_start: int, value_end: int) -> bool:
    """Business premises named, with a preposition, in the sentence that holds the keyword and its value."""
    begin = max(0, kw_start - 80)
    for m in _STOP.finditer(low, begin, kw_start):
        begin = m.end()
    stop = _STOP.search(low, value_end, min(len(low), value_end + 80))
    end = stop.start() if stop else min(len(low), value_end + 80)
    return _PREMISES.search(low, begin, end) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
