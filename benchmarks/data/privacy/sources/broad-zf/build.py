import json, re, sys
import core
import t1, t2, t3  # noqa (t4, t5 below)
try:
    import t4, t5  # noqa
except ImportError:
    pass
REDK = {'identifier','secret','identity','health','sexuality','beliefs','ethnicity','finance','relationship'}
out = []; seen = set(); nvals = 0; nid = 0
for i, r in enumerate(core.ROWS, 1):
    r['id'] = f'bzf-{i:04d}'
    assert r['text'] not in seen, r['text']; seen.add(r['text'])
    assert r['label'] in ('red','green','yellow')
    assert (r['label'] == 'red') == (r['kind'] in REDK)
    assert (r['label'] == 'yellow') == (r['kind'] == 'uncertain')
    assert r['label'] != 'green' or r['kind'] in ('benign','benign-lookalike')
    for typ, val, shown in r['_vals']:
        assert shown in r['text'], (r['id'], shown)
        ok = core.VALID[typ](val); assert ok, (r['id'], typ, val)
        if typ not in core.SEPLESS:
            raw = re.sub(r'[^0-9A-Za-z]', '', shown)
            if typ == 'phone': raw = re.sub(r'\D', '', shown)
            assert core.VALID[typ](raw.upper()), (r['id'], typ, shown)
            nid += 1
        nvals += 1
    out.append({k: r[k] for k in ('id','lang','text','label','kind','category','note')})
with open('broad-zf.jsonl', 'w', encoding='utf-8') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
# re-read
rows = [json.loads(l) for l in open('broad-zf.jsonl', encoding='utf-8')]
assert len({r['id'] for r in rows}) == len(rows)
from collections import Counter
print(len(rows), 'values', nvals, 'sepless-validated', nid)
print(Counter(r['lang'] for r in rows)); print(Counter(r['label'] for r in rows)); print(Counter(r['kind'] for r in rows))
lx = Counter((r['lang'], r['label']) for r in rows)
for L in ['pl','en','de','es','fr','uk','ru']: print(L, lx[(L,'red')], lx[(L,'green')], lx[(L,'yellow')])
print('categories', len({r['category'] for r in rows}))
