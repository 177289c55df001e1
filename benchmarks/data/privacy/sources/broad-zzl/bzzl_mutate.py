"""Mutation check: change every digit of every checksum-bearing value by +1 (mod 10), one at a time,
and count how many variants the validators still accept (they should reject almost all)."""
import json, os, collections
import phonenumbers
import bzzl_gen as G
HERE = os.path.dirname(os.path.abspath(__file__))
vals = json.load(open(os.path.join(HERE, 'bzzl_values.json'), encoding='utf-8'))
tot = collections.Counter(); acc = collections.Counter()
for recs in vals.values():
    for r in recs:
        if 'val' not in r:
            continue
        raw = r['raw']
        for i, c in enumerate(raw):
            if not c.isdigit():
                continue
            m = raw[:i] + str((int(c) + 1) % 10) + raw[i + 1:]
            tot[r['val']] += 1
            try:
                ok = G.VALIDATORS[r['val']](m.upper())
            except Exception:
                ok = False
            if ok:
                acc[r['val']] += 1
print('variants', sum(tot.values()), 'still valid', sum(acc.values()))
for k in sorted(tot):
    print(k, tot[k], acc[k])
