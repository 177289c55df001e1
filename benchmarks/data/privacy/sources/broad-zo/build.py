"""Build broad-zo.jsonl from the hand-written texts and re-check it."""
import json, collections, sys
import core
import t_en, t_pl, t_de, t_es, t_fr, t_uk, t_more, t_extra  # noqa: F401  (order fixes the ids)

OUT = 'broad-zo.jsonl'
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
rows = core.ROWS
with open(OUT, 'w', encoding='utf-8') as f:
    for i, r in enumerate(rows, 1):
        d = {'id': f'bzo-{i:04d}', 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
             'category': r['category'], 'note': r['note']}
        f.write(json.dumps(d, ensure_ascii=False) + '\n')

# re-read and check
errs = []
lines = [json.loads(l) for l in open(OUT, encoding='utf-8')]
assert len(lines) == len(rows)
ids = [l['id'] for l in lines]
if len(set(ids)) != len(ids): errs.append('duplicate ids')
texts = collections.Counter(l['text'] for l in lines)
errs += [f'duplicate text: {l["id"]}' for l in lines if texts[l['text']] > 1]
nval = nident = 0
for l, r in zip(lines, rows):
    if set(l) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: errs.append(f'fields {l["id"]}')
    if l['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}: errs.append(f'lang {l["id"]}')
    if l['kind'] not in KINDS.get(l['label'], ()): errs.append(f'label/kind {l["id"]}')
    for kind, val, ident in r['_vals']:
        nval += 1
        if val not in l['text']: errs.append(f'value not verbatim {l["id"]} ({kind})')
        if kind in core.VAL:
            v = core.compact(val) if ident else val
            if not core.VAL[kind](v): errs.append(f'invalid {kind} {l["id"]}')
            if ident: nident += 1
print('lines', len(lines), 'values', nval, 'identifier-like revalidated', nident)
if errs:
    print('\n'.join(errs)); sys.exit(1)
C = collections.Counter
print('lang', C(l['lang'] for l in lines).most_common())
print('label', C(l['label'] for l in lines).most_common())
print('kind', C(l['kind'] for l in lines).most_common())
lx = collections.defaultdict(C)
for l in lines: lx[l['lang']][l['label']] += 1
for k, v in lx.items(): print(k, v['red'], v['green'], v['yellow'])
print('categories', len(set(l['category'] for l in lines)))
