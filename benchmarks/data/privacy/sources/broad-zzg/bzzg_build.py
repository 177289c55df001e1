"""Fill placeholders, shuffle, write broad-zzg.jsonl + values, re-read and check."""
import json, re, random, collections, importlib, sys
import bzzg_gen as g
KIND = {'I': 'identifier', 'S': 'secret', 'ID': 'identity', 'H': 'health', 'F': 'finance', 'R': 'relationship',
        'B': 'beliefs', 'E': 'ethnicity', 'X': 'sexuality', 'U': 'uncertain', 'G': 'benign', 'LA': 'benign-lookalike'}
LABEL = {'identifier': 'red', 'secret': 'red', 'identity': 'red', 'health': 'red', 'finance': 'red', 'relationship': 'red',
         'beliefs': 'red', 'ethnicity': 'red', 'sexuality': 'red', 'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'}
PH = re.compile(r'\{([a-z_0-9]+)\}')
rows = []
for lang in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']:
    m = importlib.import_module('bzzg_' + lang)
    for k, cat, note, text in m.LINES:
        vals = []
        def rep(mo):
            v = g.gen(mo.group(1)); vals.append((mo.group(1), v)); return v
        t = PH.sub(rep, text)
        kind = KIND[k]
        rows.append(({'lang': lang, 'text': t, 'label': LABEL[kind], 'kind': kind, 'category': cat, 'note': note}, vals))
random.Random(18).shuffle(rows)
out, values = [], {}
for i, (r, vals) in enumerate(rows, 1):
    rid = f"bzzg-{i:04d}"
    out.append({'id': rid, **r}); values[rid] = vals
with open('broad-zzg.jsonl', 'w', encoding='utf-8') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(values, open('bzzg_values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
# re-read and check
errs = []; L = [json.loads(l) for l in open('broad-zzg.jsonl', encoding='utf-8')]
V = json.load(open('bzzg_values.json', encoding='utf-8'))
ids = [r['id'] for r in L]; texts = [r['text'] for r in L]
if len(set(ids)) != len(ids): errs.append('dup ids')
for t, c in collections.Counter(texts).items():
    if c > 1: errs.append('dup text ' + t[:40])
nv = nck = 0
for r in L:
    if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append('fields ' + r['id'])
    if LABEL[r['kind']] != r['label']: errs.append('label/kind ' + r['id'])
    if '{' in r['text'] and PH.search(r['text']): errs.append('placeholder ' + r['id'])
    for k, v in V[r['id']]:
        nv += 1
        if v not in r['text']: errs.append('missing value ' + r['id'])
        c = g.CHECK.get(k)
        if c:
            nck += 1
            s = v if k.startswith(('phone', 'seed')) else re.sub(r'[\s\-./]', '', v)
            if not c(s): errs.append(f'invalid {k} {r["id"]}')
C = collections.Counter
st = {'n': len(L), 'lang': C(r['lang'] for r in L), 'label': C(r['label'] for r in L), 'kind': C(r['kind'] for r in L),
      'lang_label': {l: C(r['label'] for r in L if r['lang'] == l) for l in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']},
      'categories': len(set(r['category'] for r in L)), 'values': nv, 'checked': nck, 'errors': len(errs)}
json.dump(st, open('bzzg_stats.json', 'w'), ensure_ascii=False, indent=1)
print(json.dumps(st, ensure_ascii=False)); print('\n'.join(errs[:30]))
