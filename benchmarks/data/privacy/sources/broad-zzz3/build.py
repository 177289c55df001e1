"""Build broad-zzz3.jsonl from the hand-written lines-*.txt files.

Line format: "<label> <kind> <category> | <note> | <text with <<type:arg>> placeholders>"
Run: python build.py   (from this folder; writes ../broad-zzz3.jsonl and values-audit.json)
"""
import glob, json, os, random, re, collections, sys
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzz3.jsonl')
AUDIT = os.path.join(HERE, 'values-audit.json')
PH = re.compile(r'<<(\w+)(?::([^>]+))?>>')
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']

rows = []
for lang in LANGS:
    for n, raw in enumerate(open(os.path.join(HERE, f'lines-{lang}.txt'), encoding='utf-8'), 1):
        raw = raw.rstrip('\n')
        if not raw.strip() or raw.startswith('#'):
            continue
        head, note, text = [x.strip() for x in raw.split(' | ', 2)]
        label, kind, category = head.split()
        assert kind in KINDS[label], (lang, n, raw)
        vals = []
        def fill(m):
            shown, canon = gen.value(m.group(1), m.group(2))
            vals.append([m.group(1), m.group(2), shown, canon])
            return shown
        text = PH.sub(fill, text)
        rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=category, note=note, _vals=vals, _src=f'lines-{lang}.txt:{n}'))

random.Random(33).shuffle(rows)
audit = {}
with open(OUT, 'w', encoding='utf-8') as f:
    for i, r in enumerate(rows, 1):
        rid = 'bzzz3-%04d' % i
        f.write(json.dumps({'id': rid, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
                            'category': r['category'], 'note': r['note']}, ensure_ascii=False) + '\n')
        audit[rid] = {'src': r['_src'], 'values': r['_vals']}
json.dump(audit, open(AUDIT, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)

# ---------- re-read and verify ----------
errors = []
L = [json.loads(l) for l in open(OUT, encoding='utf-8')]
ids = [x['id'] for x in L]
if len(set(ids)) != len(ids): errors.append('duplicate ids')
texts = [x['text'] for x in L]
if len(set(texts)) != len(texts): errors.append('duplicate texts')
for x in L:
    if list(x) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errors.append(('keys', x['id']))
    if x['lang'] not in LANGS or x['kind'] not in KINDS.get(x['label'], ()): errors.append(('label/kind', x['id']))
    if '<<' in x['text'] or '>>' in x['text']: errors.append(('placeholder left', x['id']))
    for typ, arg, shown, canon in audit[x['id']]['values']:
        if shown not in x['text']: errors.append(('value not verbatim', x['id'], shown))
        if not gen.validate(typ, shown, canon): errors.append(('value invalid', x['id'], typ, shown))
nvals = sum(len(a['values']) for a in audit.values())

# ---------- mutation check ----------
tried = accepted = 0
acc_by = collections.Counter(); tried_by = collections.Counter()
for a in audit.values():
    for typ, arg, shown, canon in a['values']:
        if typ not in gen.CHECKSUM:
            continue
        for pos, ch in enumerate(canon):
            if not ch.isdigit():
                continue
            mut = canon[:pos] + str((int(ch) + 1) % 10) + canon[pos + 1:]
            tried += 1; tried_by[typ] += 1
            if gen.VALID[typ](mut):
                accepted += 1; acc_by[typ] += 1

C = collections.Counter
print('lines', len(L), 'generated values', nvals)
print('lang', dict(C(x['lang'] for x in L)))
print('label', dict(C(x['label'] for x in L)))
print('kind', dict(C(x['kind'] for x in L)))
mixed = sum(1 for x in L if x['note'].startswith('mixed'))
print('mixed-language lines (note starts with "mixed")', mixed)
print('mutation check: variants', tried, 'accepted', accepted, dict(acc_by), 'tried by type', dict(tried_by))
print('errors', len(errors)); [print(' ', e) for e in errors[:30]]
sys.exit(1 if errors else 0)
