"""Build broad-zd.jsonl from the hand-written texts in texts_<lang>.txt and re-check it.

Text files: one line per message, `L|kind|category|note|text` (L = R red, G green, Y yellow); lines starting
with '#' are comments. Placeholders [[gen:arg]] are replaced by freshly generated values (bzd_gen.GEN).
The generated values are stored in bzd_values.json (id -> [[gen, arg, value]]) so the check can re-run.
Usage: python bzd_build.py          (generate + write + check)
       python bzd_build.py --check  (re-check the existing file only)
"""
import collections
import json
import os
import random
import re
import sys

import bzd_gen as g

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zd.jsonl')
VALS = os.path.join(HERE, 'bzd_values.json')
LANGS = ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']
LAB = {'R': 'red', 'G': 'green', 'Y': 'yellow'}
RED_KINDS = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance',
             'relationship'}
PH = re.compile(r'\[\[([a-z0-9]+):?([A-Za-z0-9.]*)\]\]')


def read_texts():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, f'texts_{lang}.txt')
        if not os.path.exists(path):
            continue
        for n, line in enumerate(open(path, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('|', 4)
            if len(parts) != 5 or parts[0] not in LAB:
                raise SystemExit(f'{path}:{n}: bad line: {line[:60]}')
            rows.append((lang, LAB[parts[0]], parts[1].strip(), parts[2].strip(), parts[3].strip(), parts[4].strip().replace('\\n', '\n')))
    return rows


def build():
    rows = read_texts()
    rnd = random.Random(20261203)
    rnd.shuffle(rows)
    recs, vals = [], {}
    for i, (lang, label, kind, cat, note, text) in enumerate(rows, 1):
        rid = f'bzd-{i:04d}'
        used = []

        def sub(m):
            k, a = m.group(1), m.group(2)
            v = g.GEN[k][0](a)
            used.append([k, a, v])
            return v

        text = PH.sub(sub, text)
        if used:
            vals[rid] = used
        recs.append({'id': rid, 'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat,
                     'note': note})
    with open(OUT, 'w', encoding='utf-8') as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(VALS, 'w', encoding='utf-8') as f:
        json.dump(vals, f, ensure_ascii=False, indent=0)


# hand-typed documented values (green lines): must appear verbatim and validate
def _documented():
    from stdnum import iban, luhn
    from stdnum.pl import pesel
    from stdnum.us import rtn
    return [
        ('ES91 2100 0418 4502 0005 1332', iban.is_valid), ('FR76 3000 6000 0112 3456 7890 189', iban.is_valid),
        ('GB29 NWBK 6016 1331 9268 19', iban.is_valid), ('DE89 3704 0044 0532 0130 00', iban.is_valid),
        ('4444 3333 2222 1111', luhn.is_valid), ('4242 4242 4242 4242', luhn.is_valid),
        ('4242424242424242', luhn.is_valid), ('5555 3412 4444 1115', luhn.is_valid),
        ('4548 8120 4940 0004', luhn.is_valid), ('4000 0025 0000 3155', luhn.is_valid),
        ('44051401359', pesel.is_valid), ('021000021', rtn.is_valid),
        ('AKIAIOSFODNN7EXAMPLE', lambda s: True), ('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', lambda s: True),
        ('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
         lambda s: g.seed_valid(s)),
    ]


def check():
    lines = open(OUT, encoding='utf-8').read().split('\n')
    assert lines[-1] == '', 'file must end with newline'
    recs = [json.loads(x) for x in lines[:-1]]
    vals = json.load(open(VALS, encoding='utf-8'))
    errs = []
    ids, texts = set(), set()
    nval = nident = 0
    for r in recs:
        if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']:
            errs.append(f"{r.get('id')}: fields")
        if r['id'] in ids:
            errs.append(f"{r['id']}: duplicate id")
        ids.add(r['id'])
        t = r['text'].strip().lower()
        if t in texts:
            errs.append(f"{r['id']}: duplicate text")
        texts.add(t)
        if '[[' in r['text'] or ']]' in r['text']:
            errs.append(f"{r['id']}: unfilled placeholder")
        lab, kind = r['label'], r['kind']
        ok = (lab == 'red' and kind in RED_KINDS) or (lab == 'yellow' and kind == 'uncertain') or \
             (lab == 'green' and kind in ('benign', 'benign-lookalike'))
        if not ok:
            errs.append(f"{r['id']}: label {lab} vs kind {kind}")
        if r['lang'] not in LANGS:
            errs.append(f"{r['id']}: lang")
        if not r['category'] or not r['note']:
            errs.append(f"{r['id']}: empty category/note")
        for k, a, v in vals.get(r['id'], []):
            nval += 1
            if v not in r['text']:
                errs.append(f"{r['id']}: value of {k} not verbatim")
            if not g.GEN[k][1](v, a):
                errs.append(f"{r['id']}: {k} does not validate")
            if k in g.IDENT_LIKE:
                nident += 1
                if not g.GEN[k][1](g.strip(v), a):
                    errs.append(f"{r['id']}: {k} does not validate without separators")
    alltext = '\n'.join(r['text'] for r in recs)
    for v, f in _documented():
        if v not in alltext or not f(g.strip(v) if ' ' in v and 'abandon' not in v else v):
            errs.append(f'documented value missing or invalid: {v[:20]}')
    if errs:
        print('\n'.join(errs))
        raise SystemExit(f'{len(errs)} errors')
    print(f'OK: {len(recs)} lines, {nval} generated values re-validated, {nident} identifier-like '
          f're-validated without separators, ids unique, no duplicate texts, labels agree with kinds')
    stats(recs)


def stats(recs):
    c = collections.Counter
    n = len(recs)
    lab = c(r['label'] for r in recs)
    print('lines', n)
    print('lang', dict(c(r['lang'] for r in recs).most_common()))
    print('label', {k: f'{v} ({100 * v / n:.1f} %)' for k, v in lab.most_common()})
    print('kind', dict(c(r['kind'] for r in recs).most_common()))
    for lg in LANGS:
        x = c(r['label'] for r in recs if r['lang'] == lg)
        print('  ', lg, f"{x['red']}/{x['green']}/{x['yellow']}")
    red = [r for r in recs if r['label'] == 'red']
    ids = sum(1 for r in red if r['kind'] in ('identifier', 'secret'))
    print('red identifier+secret', ids, f'{100 * ids / max(1, len(red)):.1f} % of red')
    print('categories', len(set(r['category'] for r in recs)))


if __name__ == '__main__':
    if '--check' not in sys.argv:
        build()
    check()
