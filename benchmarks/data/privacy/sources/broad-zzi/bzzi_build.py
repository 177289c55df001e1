"""Fill placeholders <<spec>> of the hand-written lines, shuffle, write broad-zzi.jsonl, re-read and check."""
import json, re, random, collections, importlib, sys
sys.path.insert(0, '.')
import bzzi_gen as G
from mnemonic import Mnemonic

RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'<<([^>]+)>>')

rows = []
for mod in ['bzzi_pl', 'bzzi_en', 'bzzi_de', 'bzzi_es', 'bzzi_fr', 'bzzi_uk', 'bzzi_more']:
    m = importlib.import_module(mod)
    for t in m.LINES:
        rows.append(t)

out, values = [], {}
for lang, label, kind, cat, note, text in rows:
    vals = []
    def rep(mo):
        v, f = G.gen(mo.group(1))
        vals.append((mo.group(1), v))
        return v
    text = PH.sub(rep, text)
    out.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals))

random.Random(1812).shuffle(out)
with open('broad-zzi.jsonl', 'w', encoding='utf-8') as f:
    for i, o in enumerate(out, 1):
        o2 = {'id': f'bzzi-{i:04d}', 'lang': o['lang'], 'text': o['text'], 'label': o['label'], 'kind': o['kind'], 'category': o['category'], 'note': o['note']}
        values[o2['id']] = o['_vals']
        f.write(json.dumps(o2, ensure_ascii=False) + '\n')
json.dump(values, open('bzzi_values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)

# re-read and check
L = [json.loads(l) for l in open('broad-zzi.jsonl', encoding='utf-8')]
V = json.load(open('bzzi_values.json', encoding='utf-8'))
errs = []
ids = [x['id'] for x in L]
assert len(ids) == len(set(ids)), 'dup ids'
texts = collections.Counter(x['text'] for x in L)
for t, c in texts.items():
    if c > 1: errs.append(('dup text', t[:60]))
for x in L:
    assert set(x) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
    if x['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}: errs.append(('lang', x['id']))
    if x['kind'] not in KINDS.get(x['label'], ()): errs.append(('kind', x['id'], x['label'], x['kind']))
    if '<<' in x['text']: errs.append(('unfilled', x['id']))
    for spec, v in V[x['id']]:
        if v not in x['text']: errs.append(('missing', x['id'], spec))
        name = spec.split(':')[0]
        if name == 'seed':
            lang = spec.split(':')[1] if ':' in spec else 'english'
            if not Mnemonic(lang).check(v): errs.append(('seed', x['id']))
            continue
        # re-validate with a fresh validator of the same kind
        _, f = G.gen(spec)
        if not f(G.nodash(v)): errs.append(('invalid', x['id'], spec, v))
print('errors:', errs)
C = collections.Counter
st = {'n': len(L), 'lang': C(x['lang'] for x in L), 'label': C(x['label'] for x in L), 'kind': C(x['kind'] for x in L),
      'lang_label': C(f"{x['lang']}/{x['label']}" for x in L), 'categories': len(set(x['category'] for x in L)),
      'n_values': sum(len(v) for v in V.values()), 'value_kinds': C(s.split(':')[0] for v in V.values() for s, _ in v)}
json.dump(st, open('bzzi_stats.json', 'w'), ensure_ascii=False, indent=1, sort_keys=True)
print(json.dumps(st, ensure_ascii=False, sort_keys=True))
sys.exit(1 if errs else 0)
