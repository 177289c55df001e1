"""Build broad-zj.jsonl from the hand-written texts (texts_*.txt) and re-check it.

Text file format: a header line '@ lang label kind category | note', then the text (may span several
lines and paragraphs) up to the next header. Generated values are written as [[kind:arg:fmt]].
"""
import collections
import glob
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import broad_zj_gen as G  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zj.jsonl')
VALS = os.path.join(HERE, 'broad_zj_values.json')
PH = re.compile(r'\[\[([a-z0-9]+)((?::[A-Za-z0-9_]*)*)\]\]')
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}
IDLIKE = {'ruinn', 'pesel', 'nip', 'regon', 'plid', 'nrb', 'iban', 'steuerid', 'vat', 'dni', 'nie', 'cif', 'nir', 'siren',
          'siret', 'ssn', 'rnokpp', 'edrpou', 'nino', 'bsn', 'isbn', 'ean', 'card', 'phone', 'cf'}


def parse():
    entries = []
    for fn in sorted(glob.glob(os.path.join(HERE, 'texts_*.txt'))):
        cur = None
        for line in open(fn, encoding='utf-8'):
            if line.startswith('@ '):
                if cur:
                    entries.append(cur)
                head, note = line[2:].rstrip('\n').split(' | ', 1)
                lang, label, kind, cat = head.split()
                cur = {'lang': lang, 'label': label, 'kind': kind, 'category': cat, 'note': note.strip(),
                       'lines': [], 'src': os.path.basename(fn)}
            elif cur is not None:
                cur['lines'].append(line.rstrip('\n').rstrip())
        if cur:
            entries.append(cur)
    return entries


def build():
    entries = parse()
    rows, values = [], {}
    for e in entries:
        text = '\n'.join(e['lines']).strip('\n')
        vals = []

        def sub(m):
            kind = m.group(1)
            args = [a for a in m.group(2).split(':')[1:]]
            v = G.GEN[kind](*args)
            vals.append([kind, args, v])
            return v
        text = PH.sub(sub, text)
        rows.append(({'lang': e['lang'], 'text': text, 'label': e['label'], 'kind': e['kind'],
                      'category': e['category'], 'note': e['note']}, vals))
    random.Random(1303).shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, (r, vals) in enumerate(rows, 1):
            rid = 'bzj-%04d' % i
            obj = {'id': rid, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
                   'category': r['category'], 'note': r['note']}
            f.write(json.dumps(obj, ensure_ascii=False) + '\n')
            values[rid] = vals
    json.dump(values, open(VALS, 'w', encoding='utf-8'), ensure_ascii=False, indent=0)


def check():
    values = json.load(open(VALS, encoding='utf-8'))
    rows = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    errs = []
    ids = collections.Counter(r['id'] for r in rows)
    texts = collections.Counter(r['text'] for r in rows)
    errs += ['dup id %s' % k for k, n in ids.items() if n > 1]
    errs += ['dup text %r' % k[:60] for k, n in texts.items() if n > 1]
    nval = nid = 0
    words = []
    for r in rows:
        if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']:
            errs.append('fields %s' % r['id'])
        if r['lang'] not in LANGS:
            errs.append('lang %s' % r['id'])
        if r['kind'] not in KINDS.get(r['label'], ()):
            errs.append('label/kind %s %s %s' % (r['id'], r['label'], r['kind']))
        if '[[' in r['text'] or ']]' in r['text']:
            errs.append('placeholder left %s' % r['id'])
        if not r['note'] or not r['category']:
            errs.append('empty note/category %s' % r['id'])
        words.append(len(r['text'].split()))
        if len(r['text'].split()) < 45:
            errs.append('short %s (%d words)' % (r['id'], len(r['text'].split())))
        for kind, args, v in values[r['id']]:
            nval += 1
            if v not in r['text']:
                errs.append('value missing %s %s' % (r['id'], kind))
            if not G.validate(kind, args, v):
                errs.append('invalid %s %s' % (r['id'], kind))
            if kind in IDLIKE:
                nid += 1
                if not G.validate(kind, args, G.strip(v) if kind != 'phone' else G.strip(v)):
                    errs.append('invalid stripped %s %s' % (r['id'], kind))
    c = collections.Counter
    print('lines', len(rows), 'values', nval, 'identifier-like', nid)
    print('words min/median/max', min(words), sorted(words)[len(words) // 2], max(words))
    print('lang', c(r['lang'] for r in rows).most_common())
    lab = c(r['label'] for r in rows)
    print('label', [(k, n, round(100 * n / len(rows), 1)) for k, n in lab.most_common()])
    print('kind', c(r['kind'] for r in rows).most_common())
    lx = collections.defaultdict(collections.Counter)
    for r in rows:
        lx[r['lang']][r['label']] += 1
    print('lang x label (red/green/yellow)', {k: '%d/%d/%d' % (v['red'], v['green'], v['yellow']) for k, v in lx.items()})
    print('categories', len(set(r['category'] for r in rows)))
    red = [r for r in rows if r['label'] == 'red']
    print('red id+secret share', round(sum(r['kind'] in ('identifier', 'secret') for r in red) / max(1, len(red)), 3))
    print('errors', len(errs))
    for e in errs[:50]:
        print('  ', e)
    return not errs


if __name__ == '__main__':
    if '--check' not in sys.argv:
        build()
    sys.exit(0 if check() else 1)
