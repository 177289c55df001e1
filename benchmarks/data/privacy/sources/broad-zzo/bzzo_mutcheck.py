"""Mutation check: change every digit of every checksum-bearing value by +1 (mod 10), one at a time,
and count how many variants the validators still accept."""
import collections, json, os
import bzzo_lib as L

HERE = os.path.dirname(os.path.abspath(__file__))
FORMAT_ONLY = ('ssn', 'nino', 'passport_', 'phone_', 'tok_', 'seed_', 'wif', 'github')
vals = json.load(open(os.path.join(HERE, 'bzzo_values.json'), encoding='utf-8'))
tot = collections.Counter(); acc = collections.Counter()
for v in vals:
    if v['type'].startswith(FORMAT_ONLY):
        continue
    s = v['value']
    for i, c in enumerate(s):
        if c.isdigit():
            m = s[:i] + str((int(c) + 1) % 10) + s[i + 1:]
            tot[v['type']] += 1
            if L.validate(v['type'], m):
                acc[v['type']] += 1
print('variants', sum(tot.values()), 'accepted', sum(acc.values()), dict(acc))
