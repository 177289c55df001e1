"""Round 50 (rids): a code that signs or logs in to a state's identity service, given with its value - the one-time code
or PIN an e-signature asks for ("Дія просить код 6846 для підпису", "kod 4821 do podpisu w mObywatelu", "code 5521 to
sign the contract in the app", "Code 7731 zum Unterschreiben"), and Spain's Cl@ve PIN, three digits ("me ha llegado el
cl@ve pin 940 por la app", "el pin de clave es 512"). Whoever holds the code signs or logs in as the writer: red, as
a bank's SMS code is (secret_phrasings.py reads those; its code readers want a bank or a payment, or four digits).

Wanted: the code word, the value (four to eight digits; three after "Cl@ve PIN") and the signing words right after it,
or the signing words a few words before the code word. Gated by the pattern's words ("підпис", "podpis", "sign",
"unterschr", "firma", "cl@ve pin" ...). Lower-cased text.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "one-time code"

_CODE = r"(?:код\w*|kod\w*|code|c[oó]digo|codigo|pin|пін|пин)"
_SIGN = (r"(?:підпис\w*|подпис\w*|podpis\w*|podpisa\w*|sign|signing|signature|unterschr\w*|unterzeichn\w*|firmar|"
         r"firma electr[oó]nica|signer|signature [ée]lectronique)")
_SIGNING_CODE = LazyPattern(
    r"(?<![^\W\d_])(?:"
    + _CODE + r"(?![^\W\d_])[^\S\n]*[:—–\-]?[^\S\n]*(\d{4,8})(?![\d.,/:\-])[^\S\n]*,?[^\S\n]*"
    r"(?:для|do|for|to|zum|zur|para|pour)[^\S\n]+(?:(?:the|a|el|la|le|die|den|das)[^\S\n]+)?" + _SIGN + r"(?![^\W\d_])|"
    + _SIGN + r"(?![^\W\d_])[^.!?\n\d]{0,30}?(?<![^\W\d_])" + _CODE + r"(?![^\W\d_])[^\S\n]*[:—–\-]?[^\S\n]*"
    r"(?:(?:is|es|ist|to|jest|це|это|c'est)[^\S\n]+)?(\d{4,8})(?![\d.,/:\-])|"
    r"(?:cl@ve|clave)[\s\-]?pin(?:[^\S\n]+(?:es|:))?[^\S\n]*:?[^\S\n]*(\d{3})(?![\d.,/:\-])|"
    r"pin[^\S\n]+(?:de[^\S\n]+)?(?:cl@ve|clave)(?:[^\S\n]+es)?[^\S\n]*:?[^\S\n]*(\d{3})(?![\d.,/:\-]))")


def find_signing_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each signing code or Cl@ve PIN given with its value (see the module's doc)."""
    for m in _SIGNING_CODE.finditer(low):
        group = next(g for g in range(1, 5) if m.group(g) is not None)
        add(REASON, *m.span(group))
