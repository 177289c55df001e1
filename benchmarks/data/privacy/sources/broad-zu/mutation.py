"""Mutation check: change each digit of each checksum-bearing generated value by +1 (mod 10), one at a time; count variants still valid."""
import json, re
import values as V
CHK = {'pesel', 'nip', 'regon', 'nrb', 'idnr', 'dni', 'nie', 'nir', 'siren', 'siret', 'rnokpp', 'edrpou', 'plid', 'plpass',
       'card', 'visa', 'mc', 'isbn', 'ean', 'vat_de', 'cif'} | {k for k in V.GEN if k.startswith('iban_')}
vals = json.load(open('values.json'))
tot = still = 0
for rid, used in vals.items():
    for k, v in used:
        if k not in CHK: continue
        for i, c in enumerate(v):
            if c.isdigit():
                m = v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
                tot += 1
                if V.check(k, m): still += 1; print('still valid', rid, k)
print(tot, 'variants,', still, 'still valid')
