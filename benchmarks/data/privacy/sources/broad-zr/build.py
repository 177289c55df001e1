"""Build broad-zr.jsonl from the hand-written text files and re-check it."""
import json, sys, collections
import core
import t_pl, t_en, t_de, t_es, t_fr, t_uk, t_ru, t_more, t_extra, t_last  # noqa: F401  (fill core.ROWS)
from core import ROWS, VALIDATORS, IDLIKE, strip

OUT = 'broad-zr.jsonl'
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
ORDER = ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']
rows = sorted(ROWS, key=lambda r: ORDER.index(r[0]))  # stable: keeps written order inside a language
reg = {}
with open(OUT, 'w', encoding='utf-8') as f:
    for i, (lang, label, kind, cat, note, text, vals) in enumerate(rows, 1):
        rid = 'bzr-%04d' % i
        reg[rid] = vals
        f.write(json.dumps({'id': rid, 'lang': lang, 'text': text, 'label': label, 'kind': kind,
                            'category': cat, 'note': note}, ensure_ascii=False) + '\n')

# re-read and check
errs = []; n_vals = n_id = 0
ids = set(); texts = set()
lines = open(OUT, encoding='utf-8').read().split('\n')
assert lines[-1] == ''
for ln in lines[:-1]:
    assert ln.strip(), 'blank line'
    o = json.loads(ln)
    assert list(o) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note'], o
    if o['id'] in ids: errs.append('dup id ' + o['id'])
    ids.add(o['id'])
    if o['text'] in texts: errs.append('dup text ' + o['id'])
    texts.add(o['text'])
    if o['kind'] not in KINDS.get(o['label'], ()): errs.append('label/kind ' + o['id'])
    if o['lang'] not in ORDER: errs.append('lang ' + o['id'])
    for t, v in reg[o['id']]:
        n_vals += 1
        if v not in o['text']: errs.append('value not verbatim %s %s' % (o['id'], t))
        if not VALIDATORS[t](v): errs.append('invalid %s %s' % (o['id'], t))
        if t in IDLIKE:
            n_id += 1
            if not VALIDATORS[t](strip(v)): errs.append('invalid stripped %s %s' % (o['id'], t))
if errs:
    print('\n'.join(errs)); sys.exit(1)
N = len(lines) - 1
print('OK', N, 'lines;', n_vals, 'generated values checked;', n_id, 'identifier-like re-validated stripped')
objs = [json.loads(l) for l in lines[:-1]]
C = collections.Counter
print('lang', dict(C(o['lang'] for o in objs)))
lab = C(o['label'] for o in objs); print('label', {k: '%d (%.1f %%)' % (v, 100 * v / N) for k, v in lab.items()})
print('kind', dict(C(o['kind'] for o in objs).most_common()))
for l in ORDER:
    c = C(o['label'] for o in objs if o['lang'] == l); print(' ', l, '%d/%d/%d' % (c['red'], c['green'], c['yellow']))
print('categories', len(set(o['category'] for o in objs)))
