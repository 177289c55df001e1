"""Build broad-zw.jsonl from the hand-written bzw_texts_*.txt files and re-check it.
Text line format:  <label> <kind> <category> ;; <note> ;; <text>   (label r/g/y; \\n in text = newline)
Placeholders {gen} or {gen#n} are filled with freshly generated values from bzw_gen.GEN."""
import json, re, glob, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bzw_gen as g
HERE = os.path.dirname(os.path.abspath(__file__))
LAB = {'r': 'red', 'g': 'green', 'y': 'yellow'}
KIND = dict(id='identifier', sec='secret', idt='identity', hea='health', sex='sexuality', bel='beliefs',
            eth='ethnicity', fin='finance', rel='relationship', unc='uncertain', ben='benign', lk='benign-lookalike')
OK = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
      'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
rows, checks = [], []
order = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
for lang in order:
    fn = os.path.join(HERE, f'bzw_texts_{lang}.txt')
    if not os.path.exists(fn): continue
    for ln, line in enumerate(open(fn, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'): continue
        head, note, text = [p.strip() for p in line.split(';;', 2)]
        lab, kind, cat = head.split()
        label, kind = LAB[lab], KIND[kind]
        vals = []
        def fill(m):
            key = m.group(1)
            v, val = g.GEN[key]()
            vals.append((key, v, val)); return v
        text = re.sub(r'\{([a-z0-9_]+)(?:#\d+)?\}', fill, text).replace('\\n', '\n')
        rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note))
        checks.append(vals)
# shuffle deterministically
idx = list(range(len(rows))); g.R.shuffle(idx)
rows = [rows[i] for i in idx]; checks = [checks[i] for i in idx]
out = os.path.join(HERE, 'broad-zw.jsonl')
with open(out, 'w', encoding='utf-8') as f:
    for i, r in enumerate(rows, 1):
        f.write(json.dumps(dict(id=f'bzw-{i:04d}', **r), ensure_ascii=False) + '\n')
# re-read and check
back = [json.loads(l) for l in open(out, encoding='utf-8')]
assert len(back) == len(rows)
ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids)
texts = [b['text'] for b in back]
dup = [t for t, c in collections.Counter(texts).items() if c > 1]; assert not dup, dup
nval = nid = 0
for b, vals in zip(back, checks):
    assert list(b) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    assert b['kind'] in OK[b['label']], b['id']
    assert '{' not in b['text'] or 'json' in b['category'] or '{' in b['text'], b['id']
    for key, v, val in vals:
        assert v in b['text'], (b['id'], v)
        nval += 1
        if val:
            assert val(v), (b['id'], key, v)
            if not key.startswith('seed'):
                assert val(g.strip(v)), (b['id'], key, v); nid += 1
leftover = [b['id'] for b in back if re.search(r'\{[a-z0-9_]+(#\d+)?\}', b['text'])]
assert not leftover, leftover
C = collections.Counter
n = len(back)
print('lines', n, 'generated values', nval, 'validated w/o separators', nid)
print('lang', dict(C(b['lang'] for b in back).most_common()))
lab = C(b['label'] for b in back); print('label', {k: f'{v} ({100*v/n:.1f} %)' for k, v in lab.most_common()})
print('kind', dict(C(b['kind'] for b in back).most_common()))
for l in order:
    c = C(b['label'] for b in back if b['lang'] == l)
    if c: print(' ', l, f"{c['red']}/{c['green']}/{c['yellow']}")
print('categories', len(set(b['category'] for b in back)))
