"""Public bodies and branches whose address is public, in the six languages (round 23: "na adres oddziału ZUS przy
ul. ...", "an die Adresse der Behörde, Lindenallee 7", "the council offices at 4 Market Street"): an address after
one of them is the body's, not a person's home. A regular-expression alternation, for lower-cased text."""
from __future__ import annotations

BODIES = (
    r"branch|council|agency|authority|embassy|consulate|"
    r"oddzia\w*|urz[ąę]d\w*|ambasad\w*|konsulat\w*|s[ąę]d\w*|zus|"
    r"behörde\w*|(?:finanz|bürger|einwohnermelde|standes|arbeits|jugend|ordnungs|landrats|sozial|gesundheits|bezirks|zoll|"
    r"post)?amt(?:s|es)?|ämter|botschaft|konsulat|gericht\w*|agentur|"
    r"sucursal|agencia|ayuntamiento|hacienda|embajada|consulado|juzgado|"
    r"agence|mairie|préfecture|ambassade|consulat|succursale|tribunal|"
    r"філі\w*|филиал\w*|посольств\w*|консульств\w*|управлінн\w*|управлени\w*"
)
