"""Build and check broad-zm.jsonl.  Usage: python zm_build.py build | check"""
import collections
import importlib
import json
import random
import re
import sys

import zm_lib as z

SET, PREFIX = 'broad-zm', 'bzm'
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
PH = re.compile(r'<<([a-z0-9_]+)(?:=([A-Za-z0-9]+))?(?:\|([a-z0-9]+))?>>')
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance',
                 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
FIELDS = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']


def build():
    rows, values = [], []
    for lang in LANGS:
        mod = importlib.import_module('zm_lines_' + lang)
        for label, kind, cat, note, tmpl in mod.LINES:
            vals = []

            def sub(m):
                t, fixed, f = m.group(1), m.group(2), m.group(3)
                v = fixed or z.TYPES[t][0]()
                shown = z.fmt(t, v, f)
                vals.append({'type': t, 'value': v, 'shown': shown, 'fixed': bool(fixed)})
                return shown
            text = PH.sub(sub, tmpl)
            rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat, 'note': note,
                         '_vals': vals})
    random.SystemRandom().shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        rid = '%s-%04d' % (PREFIX, i)
        out.append({'id': rid, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
                    'category': r['category'], 'note': r['note']})
        for v in r['_vals']:
            values.append(dict(id=rid, **v))
    with open(SET + '.jsonl', 'w', encoding='utf-8') as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(SET + '.values.json', 'w', encoding='utf-8') as fh:
        json.dump(values, fh, ensure_ascii=False, indent=0)


def mutate_check(t, v):
    """Each digit changed by one must fail validation (types with a check digit only)."""
    n = bad = 0
    for i, c in enumerate(v):
        if c.isdigit():
            m = v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
            n += 1
            if z.TYPES[t][1](m):
                bad += 1
    return n, bad


NOCHECK = ('ssn', 'itin', 'nino', 'uapass', 'uaid', 'tok_', 'seed_', 'phone_', 'land_')


def check():
    rows = [json.loads(l) for l in open(SET + '.jsonl', encoding='utf-8')]
    values = json.load(open(SET + '.values.json', encoding='utf-8'))
    errs = []
    ids = [r['id'] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append('duplicate ids')
    texts = collections.Counter(r['text'] for r in rows)
    errs += ['duplicate text: %s' % k[:40] for k, c in texts.items() if c > 1]
    byid = {r['id']: r for r in rows}
    for r in rows:
        if list(r) != FIELDS:
            errs.append('fields %s' % r['id'])
        if r['kind'] not in KINDS.get(r['label'], ()):
            errs.append('label/kind %s' % r['id'])
        if r['lang'] not in LANGS:
            errs.append('lang %s' % r['id'])
        if '<<' in r['text'] or '>>' in r['text']:
            errs.append('unfilled %s' % r['id'])
    mut_n = mut_bad = 0
    for v in values:
        r = byid[v['id']]
        if v['shown'] not in r['text']:
            errs.append('not verbatim %s %s' % (v['id'], v['type']))
        if not z.validate(v['type'], v['shown']):
            errs.append('invalid %s %s' % (v['id'], v['type']))
        if z.compact(v['type'], v['shown']).upper().replace('+', '') .lstrip('0') and not v['type'].startswith(('phone_', 'land_', 'seed_', 'tok_')):
            if z.compact(v['type'], v['shown']).upper() != v['value'].upper():
                errs.append('compact mismatch %s %s' % (v['id'], v['type']))
        if not v['type'].startswith(NOCHECK):
            a, b = mutate_check(v['type'], v['value'])
            mut_n += a; mut_bad += b
    for e in errs:
        print('ERROR', e)
    lab = collections.Counter(r['label'] for r in rows)
    print('lines', len(rows), 'values', len(values), 'errors', len(errs))
    print('mutations', mut_n, 'accepted', mut_bad)
    print('by lang', collections.Counter(r['lang'] for r in rows).most_common())
    print('by label', lab.most_common())
    print('by kind', collections.Counter(r['kind'] for r in rows).most_common())
    lx = collections.defaultdict(collections.Counter)
    for r in rows:
        lx[r['lang']][r['label']] += 1
    for l in LANGS:
        print(' ', l, '%d/%d/%d' % (lx[l]['red'], lx[l]['yellow'], lx[l]['green']))
    print('categories', len({r['category'] for r in rows}))
    red = [r for r in rows if r['label'] == 'red']
    print('red id+secret share %.2f' % (sum(r['kind'] in ('identifier', 'secret') for r in red) / max(1, len(red))))
    print('value types', collections.Counter(v['type'] for v in values).most_common())
    return not errs


if __name__ == '__main__':
    if sys.argv[1] == 'build':
        build()
    ok = check()
    sys.exit(0 if ok else 1)
