"""A French numéro fiscal (SPI) given further from its name than the keyword finder looks (round 27): "Le numéro
fiscal qu'on me demande pour ma déclaration de micro-entrepreneuse, c'est bien celui-ci : 13 chiffres ?", "je l'ai
trouvé en haut de mon avis d'impôt, le voici : ...", "my French tax number from the avis d'impôt is ...".

numbers.py reads a value within a few words of "numéro fiscal"; people ask about the number in a long sentence,
or name the paper it is printed on (the "avis d'impôt", impots.gouv) instead. The SPI is only ever a person's (a
company has a SIREN, not a numéro fiscal), thirteen digits, the first 0-3, the last three a key (the first ten
mod 511): a thirteen-digit value passing that key in a message that names the number or its paper is red.

Green limits: a value failing the key (a "référence de l'avis", an EAN), a barcode or product word in the message
(an EAN-13 that happens to pass), a sample (context.lookalike_before: "exemple", "fictif").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import speed_up

# what the number is called, or the paper it is printed on (lower-cased text)
_NAMED = re.compile(
    r"num[ée]ro fiscal|n[°º] fiscal|num[ée]ro spi|\bspi\b|identifiant fiscal|avis d['’]imp[ôo]t\w*|avis d['’]imposition|"
    r"impots\.gouv|french tax (?:number|id)|numer\w* podatkow\w* (?:we|z) francji|französisch\w* steuernummer|"
    r"número fiscal francés|французьк\w* податков\w* номер|французск\w* налогов\w* номер"
)
# thirteen digits, maybe grouped by spaces ("27 80 842 419 348")
_VALUE = re.compile(r"(?<![\w.,/\-])[0-3]\d(?:[ \u00a0]?\d){11}(?![\w,/\-]|\.\d)")
_PRODUCT = re.compile(
    r"\b(?:ean|gtin|gs1|barcode|code-?barres?|code barre|strichcode|código de barras|kod\w* kreskow\w*|штрих-?код\w*|"
    r"produit|product|producto|produkt\w*|товар\w*|article)\b"
)


def find_fiscal_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Report a French numéro fiscal anywhere in a message that names it or its paper (`low`: lower-cased text)."""
    if not _NAMED.search(low) or _PRODUCT.search(low):
        return
    for m in _VALUE.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if ck.french_tax_number_ok(digits) and not lookalike_before(text, m.start()):
            add("tax identification number", *m.span())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
