"""A Mexican CLABE (round 28): the 18-digit standard bank account number (3 digits of the bank, 3 of the place, 11 of
the account, a check digit weighted 3, 7, 1), named as such - "Mándame el dinero a la CLABE 012180015689432714, es mi
cuenta", "My CLABE: ...", "Meine CLABE in Mexiko lautet ...". python-stdnum has no CLABE module; the check digit
is computed here. Only after its name ("CLABE", or the SPEI transfer it is for): the name is a Spanish acronym no
other number carries, and the check digit lets one in ten random runs of 18 digits through - so a bare 18-digit run
(a parcel's guide number, an invoice's folio) stays unread.

Green limits: an organisation's CLABE presented as such ("la CLABE de la escuela para la colegiatura", "the
company's CLABE"), a value failing the check digit, a run of one digit repeated.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up

# the value: 18 digits, together or in groups ("012 180 01568943271 4"), after "CLABE" / "SPEI" within its sentence
_NAMED = re.compile(r"(?i)\b(?:clabe|spei)\b([^.!?\n\d]{0,60}?)(?<![\w\-])(\d(?:[ \-]?\d){17})(?![\w\-]|[.,]\d)")
# an organisation's account (lower-cased words between the name and the value, or before the name in its sentence)
_ORG = re.compile(
    r"\b(?:escuela|colegio|universidad|instituto|guarder[ií]a|empresa|compa[ñn][ií]a|tienda|negocio|club|fundaci[oó]n|"
    r"asociaci[oó]n|gobierno|municipio|ayuntamiento|sat|imss|infonavit|cfe|telmex|inmobiliaria|condominio|"
    r"administraci[oó]n|agencia|aseguradora|parroquia|iglesia|school|company|firm|shop|store|agency|charity|"
    r"foundation|firma|unternehmen|schule|entreprise|soci[ée]t[ée]|[ée]cole|szkoł\w*|firm\w*|школ\w*|компані\w*)\b"
)
_WEIGHTS = (3, 7, 1) * 6


def clabe_ok(digits: str) -> bool:
    """The CLABE check digit: the weighted sum (3, 7, 1, each product modulo 10) of the first 17 digits."""
    if len(digits) != 18 or not digits.isdigit() or len(set(digits)) <= 1:
        return False
    total = sum(int(d) * w % 10 for d, w in zip(digits[:17], _WEIGHTS))
    return (10 - total % 10) % 10 == int(digits[17])


def find_clabe(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each CLABE named in `text` (`low`: lower-cased, same length)."""
    for m in _NAMED.finditer(text):
        digits = re.sub(r"[ \-]", "", m.group(2))
        if not clabe_ok(digits):
            continue
        begin = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), m.start() - 60, 0)
        if _ORG.search(low, begin, m.start(2)):
            continue  # "la CLABE de la escuela para pagar la colegiatura": the school's
        add("bank account number (CLABE)", *m.span(2))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
