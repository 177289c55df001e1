"""Mutation check: change each digit of each checksum-bearing value by one, count variants still valid."""
import json, re, collections
from bzp_build import valid
recs = json.load(open('bzp_values.json'))
SKIP = {'ssn', 'nino', 'phone', 'seed', 'openai', 'stripe', 'aws', 'hex', 'uuid', 'ghp'}
tot = collections.Counter(); ok = collections.Counter()
for vals in recs:
    for v, vk, ex in vals:
        if vk in SKIP: continue
        for i, ch in enumerate(v):
            if ch.isdigit():
                m = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                tot[vk] += 1
                if valid(m, vk, ex): ok[vk] += 1
for k in sorted(tot): print(k, 'variants', tot[k], 'still valid', ok[k])
