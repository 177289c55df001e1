"""Build broad-zu.jsonl from data_*.txt (hand-written lines; {slot} = freshly generated valid value), then re-check."""
import json, re, glob, collections
import values as V
KIND = {'id': 'identifier', 'sec': 'secret', 'idt': 'identity', 'hea': 'health', 'sex': 'sexuality', 'bel': 'beliefs',
        'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain', 'ben': 'benign', 'lk': 'benign-lookalike'}
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
def label(k): return 'red' if k in RED else 'yellow' if k == 'uncertain' else 'green'
rows, vals = [], {}
for f in ['data_en.txt', 'data_pl.txt', 'data_de.txt', 'data_es.txt', 'data_fr.txt', 'data_uk.txt', 'data_ru.txt']:
    lang = f[5:7]
    for ln in open(f, encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'): continue
        head, note, text = [p.strip() for p in ln.split(' | ', 2)]
        k, cat = head.split()
        kind = KIND[k]
        used = []
        def fill(m):
            v = V.GEN[m.group(1)](); used.append((m.group(1), v)); return v
        text = re.sub(r'\{(\w+)\}', fill, text.replace('\\n', '\n'))
        rows.append(dict(lang=lang, text=text, label=label(kind), kind=kind, category=cat, note=note))
        vals[len(rows)] = used
import random
order = list(range(len(rows))); random.Random(16).shuffle(order)
out, vout = [], {}
for n, i in enumerate(order, 1):
    r = rows[i]; rid = 'bzu-%04d' % n
    out.append(dict(id=rid, **r)); vout[rid] = vals[i + 1]
# checks
ids = [r['id'] for r in out]; assert len(ids) == len(set(ids))
texts = collections.Counter(r['text'] for r in out); dup = [t for t, c in texts.items() if c > 1]; assert not dup, dup
bad = 0
for r in out:
    assert r['label'] == label(r['kind'])
    assert set(r) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
    for k, v in vout[r['id']]:
        if v not in r['text'] or not V.check(k, v):
            bad += 1; print('BAD', r['id'], k)
assert not bad
with open('broad-zu.jsonl', 'w', encoding='utf-8') as fh:
    for r in out: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(vout, open('values.json', 'w'), ensure_ascii=False, indent=0)
# re-read and re-check from file
back = [json.loads(l) for l in open('broad-zu.jsonl', encoding='utf-8')]
for r in back:
    for k, v in vout[r['id']]: assert v in r['text'] and V.check(k, v)
C = collections.Counter
print(len(back), 'lines;', sum(len(v) for v in vout.values()), 'generated values re-checked')
print('lang', dict(C(r['lang'] for r in back)))
print('label', dict(C(r['label'] for r in back)))
print('kind', dict(C(r['kind'] for r in back)))
lx = C((r['lang'], r['label']) for r in back)
for l in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']: print(l, {b: lx[(l, b)] for b in ('red', 'yellow', 'green')})
print('categories', len(set(r['category'] for r in back)))
