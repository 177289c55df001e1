"""Re-read lookalikes-c.jsonl and check values, ids, duplicates, label/kind agreement; print counts."""
import json, collections, re
import values
from stdnum import ean
from stdnum.ru import inn

KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
FIELDS = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
rows = [json.loads(l) for l in open('lookalikes-c.jsonl', encoding='utf-8')]
side = json.load(open('lookalikes-c.values.json', encoding='utf-8'))
err = []
ids = [r['id'] for r in rows]
if len(set(ids)) != len(ids): err.append('duplicate ids')
if ids != ['lkc-%04d' % i for i in range(1, len(rows) + 1)]: err.append('ids not sequential')
texts = collections.Counter(r['text'] for r in rows)
err += ['duplicate text: ' + t[:60] for t, c in texts.items() if c > 1]
for r in rows:
    if list(r) != FIELDS: err.append(r['id'] + ' fields')
    if r['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}: err.append(r['id'] + ' lang')
    if r['kind'] not in KINDS.get(r['label'], ()): err.append(r['id'] + ' label/kind')
    if re.search(r'\{\w+\}', r['text']): err.append(r['id'] + ' unfilled placeholder')
    for t, v in side.get(r['id'], []):
        if v not in r['text']: err.append('%s value %s not verbatim' % (r['id'], t))
        ok = values.VALID.get(t)
        if ok is None: continue
        arg = v if t.startswith('tel') or t == 'hrb' else values.strip(v)
        if not ok(arg): err.append('%s value %s invalid: %s' % (r['id'], t, v))
# fixed public values written by hand
for v, f in [('3400934998331', ean.is_valid), ('7707083893', inn.is_valid)]:
    if any(v in r['text'] for r in rows) and not f(v): err.append('fixed value invalid ' + v)
print('errors:', len(err)); [print(' ', e) for e in err[:40]]
C = collections.Counter
print('total', len(rows))
print('label', dict(C(r['label'] for r in rows)))
print('kind', dict(C(r['kind'] for r in rows)))
print('lang', dict(C(r['lang'] for r in rows)))
lx = C((r['lang'], r['label']) for r in rows)
for lg in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
    print(' ', lg, {lb: lx[(lg, lb)] for lb in ['red', 'yellow', 'green']})
print('categories', len(set(r['category'] for r in rows)))
