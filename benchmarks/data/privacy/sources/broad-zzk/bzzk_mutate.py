"""Mutation check: change each digit of every checksum-bearing recorded value by +1 (mod 10), one at a time,
and count how many variants the validators still accept."""
import json, collections
from pathlib import Path
import bzzk_build as B

CHECKSUM = ("pesel", "nip", "regon", "plid", "nrb", "iban", "idnr", "dni", "nie", "cif", "nir", "siren", "siret",
            "tva", "rnokpp", "edrpou", "de_vat", "gb_vat", "isbn", "ean", "card")
vals = json.loads((Path(__file__).parent / "bzzk_values.json").read_text(encoding="utf-8"))
tot, acc = collections.Counter(), collections.Counter()
for v in vals:
    t = v["type"]
    if not t.startswith(CHECKSUM):
        continue
    s = v["value"]
    for i, ch in enumerate(s):
        if ch.isdigit():
            m = s[:i] + str((int(ch) + 1) % 10) + s[i + 1:]
            tot[t] += 1
            if B.GEN[t][1](m):
                acc[t] += 1
print("variants", sum(tot.values()), "accepted", sum(acc.values()), dict(acc))
