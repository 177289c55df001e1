"""Build broad-zzz8.jsonl from the hand-written line files lines-<lang>.txt.

Line format (one message per line, '#' comments and blank lines ignored):
    kind|category|note|text
kind: identifier secret identity health sexuality beliefs ethnicity finance relationship uncertain benign lookalike
Placeholders in text: <<generator>> or <<generator:arg>> (see values.py).
`python build.py` regenerates (tokens come from `secrets`, so they differ on every run);
`python build.py --check` only re-reads the delivered jsonl + generated-values.json and re-runs all checks.
"""
import collections
import json
import random
import re
import sys
from pathlib import Path

from mnemonic import Mnemonic

import values as V

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / 'broad-zzz8.jsonl'
VALS = HERE / 'generated-values.json'
PREFIX = 'bzzz8'
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KIND_LABEL = {**{k: 'red' for k in RED}, 'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'}
PH = re.compile(r'<<(\w+)(?::([^>]*))?>>')


def load():
    recs = []
    for lang in LANGS:
        f = HERE / ('lines-%s.txt' % lang)
        for n, raw in enumerate(f.read_text(encoding='utf-8').splitlines(), 1):
            raw = raw.strip()
            if not raw or raw.startswith('#'):
                continue
            parts = raw.split('|', 3)
            if len(parts) != 4:
                sys.exit('%s:%d: bad line' % (f.name, n))
            kind, cat, note, text = (p.strip() for p in parts)
            kind = 'benign-lookalike' if kind == 'lookalike' else kind
            if kind not in KIND_LABEL:
                sys.exit('%s:%d: bad kind %r' % (f.name, n, kind))
            recs.append(dict(lang=lang, kind=kind, category=cat, note=note, template=text, src='%s:%d' % (f.name, n)))
    return recs


def fill(recs):
    seen_vals = set()
    for r in recs:
        vals = []

        def sub(m):
            g, a = m.group(1), m.group(2)
            for _ in range(50):
                v = V.GEN[g](a)
                if v not in seen_vals:
                    break
            seen_vals.add(v)
            vals.append([g, a, v])
            return v
        r['text'] = PH.sub(sub, r['template'])
        r['values'] = vals
    return recs


def main():
    recs = fill(load())
    random.Random(8).shuffle(recs)
    rows = []
    for i, r in enumerate(recs, 1):
        rows.append({'id': '%s-%04d' % (PREFIX, i), 'lang': r['lang'], 'text': r['text'],
                     'label': KIND_LABEL[r['kind']], 'kind': r['kind'], 'category': r['category'], 'note': r['note']})
        r['id'] = rows[-1]['id']
    with OUT.open('w', encoding='utf-8') as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + '\n')
    VALS.write_text(json.dumps([{'id': r['id'], 'src': r['src'], 'template': r['template'], 'values': r['values']}
                                for r in recs],
                               ensure_ascii=False, indent=0), encoding='utf-8')
    check(recs)


def check(recs):
    rows = [json.loads(l) for l in OUT.read_text(encoding='utf-8').splitlines()]
    by_id = {row['id']: row for row in rows}
    errors = []
    assert len(by_id) == len(rows) == len(recs), 'ids not unique'
    texts = collections.Counter(row['text'].strip().lower() for row in rows)
    errors += ['repeated text: %s' % t[:40] for t, c in texts.items() if c > 1]
    templ = collections.Counter(PH.sub('<>', r['template']).lower() for r in recs)
    errors += ['repeated template: %s' % t[:40] for t, c in templ.items() if c > 1]
    for row in rows:
        if list(row) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']:
            errors.append('%s key order' % row['id'])
        if row['lang'] not in LANGS or KIND_LABEL.get(row['kind']) != row['label']:
            errors.append('%s lang/label/kind' % row['id'])
        if '<<' in row['text'] or '>>' in row['text']:
            errors.append('%s unfilled placeholder' % row['id'])
    nvals = 0
    for r in recs:
        text = by_id[r['id']]['text']
        for g, a, v in r['values']:
            nvals += 1
            if v not in text:
                errors.append('%s value not verbatim: %s' % (r['id'], v))
            if not V.VALID[g](v, a):
                errors.append('%s value does not validate: %s %s' % (r['id'], g, v))
    print('re-read %d rows, %d generated values, %d errors' % (len(rows), nvals, len(errors)))
    for e in errors:
        print('  ', e)
    # mutation check: each digit +1 (mod 10), one at a time
    tot, acc = collections.Counter(), collections.Counter()
    for r in recs:
        for g, a, v in r['values']:
            if g not in V.CHECKSUM_KINDS:
                continue
            for i, ch in enumerate(v):
                if ch.isdigit():
                    mv = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                    tot[g] += 1
                    acc[g] += bool(V.VALID[g](mv, a))
    print('mutation check (digit+1): %d variants, %d still accepted' % (sum(tot.values()), sum(acc.values())))
    for g in sorted(tot):
        print('   %-10s %5d variants %4d accepted' % (g, tot[g], acc[g]))
    # seed phrases: replace each word by the next word of its wordlist
    st = sa = 0
    for r in recs:
        for g, a, v in r['values']:
            if g == 'seed':
                lang = (a or 'english').partition(',')[0]
                m = Mnemonic(lang)
                words = v.split(' ')
                for i, w in enumerate(words):
                    nw = m.wordlist[(m.wordlist.index(w) + 1) % 2048]
                    st += 1
                    sa += m.check(' '.join(words[:i] + [nw] + words[i + 1:]))
    print('seed mutation (each word -> next in wordlist): %d variants, %d still pass the BIP-39 checksum' % (st, sa))
    c = collections.Counter
    print('N =', len(rows))
    print('lang ', dict(c(r['lang'] for r in rows).most_common()))
    print('label', dict(c(r['label'] for r in rows).most_common()))
    print('kind ', dict(c(r['kind'] for r in rows).most_common()))
    for lang in LANGS:
        print('  %s' % lang, dict(c(r['label'] for r in rows if r['lang'] == lang).most_common()))
    if errors:
        sys.exit(1)


if __name__ == '__main__':
    if '--check' in sys.argv:  # re-read and re-check the delivered files without regenerating anything
        check(json.loads(VALS.read_text(encoding='utf-8')))
    else:
        main()
