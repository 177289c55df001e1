"""Build broad-zzz1.jsonl from the hand-written line files lines-<lang>.txt.
Line format: label|kind|category|note|text   (text may contain \\n for a newline and <<type:arg>> placeholders)
"""
import json, random, re, sys, collections, pathlib
import values as V

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / 'broad-zzz1.jsonl'
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'<<([a-z0-9]+)(?::([A-Za-z0-9_:]+))?>>')

def load():
    rows = []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f'lines-{lang}.txt').read_text(encoding='utf-8').splitlines(), 1):
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = raw.split('|', 4)
            assert len(parts) == 5, (lang, n, raw)
            label, kind, cat, note, text = [p.strip() for p in parts]
            assert kind in KINDS[label], (lang, n, label, kind)
            rows.append(dict(lang=lang, label=label, kind=kind, category=cat, note=note, text=text.replace('\\n', '\n'), src=f'{lang}:{n}'))
    return rows

def fill(rows):
    for r in rows:
        vals = []
        def sub(m):
            k, a = m.group(1), m.group(2) or ''
            v = V.GEN[k](a)
            vals.append((k, a, v))
            return v
        r['text'] = PH.sub(sub, r['text'])
        r['values'] = vals
    return rows

def main():
    rows = fill(load())
    random.Random(2204).shuffle(rows)
    with OUT.open('w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            r['id'] = f'bzzz1-{i:04d}'
            f.write(json.dumps({k: r[k] for k in ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']}, ensure_ascii=False) + '\n')
    # ---- re-read and check ----
    back = [json.loads(l) for l in OUT.open(encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids), 'dup ids'
    texts = collections.Counter(b['text'] for b in back)
    dups = [t for t, c in texts.items() if c > 1]; assert not dups, dups
    nval = 0; bad = []
    mut_total = mut_ok = 0; mut_by = collections.Counter(); mut_tot_by = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['lang'] in LANGS and b['kind'] in KINDS[b['label']]
        assert '<<' not in b['text'] and '>>' not in b['text'], b['id']
        for k, a, v in r['values']:
            nval += 1
            assert v in b['text'], (b['id'], v)
            f = V.validator(k, a.split(':')[0] if a else '')
            if f is None: continue
            c = V.compact(k, v)
            if not f(c): bad.append((b['id'], k, v))
            if k in V.CHECKSUM_TYPES or k in V.FORMAT_ONLY:
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        mut_tot_by[k] += 1
                        if k in V.CHECKSUM_TYPES: mut_total += 1
                        if f(m):
                            mut_by[k] += 1
                            if k in V.CHECKSUM_TYPES: mut_ok += 1
    assert not bad, bad
    C = lambda key: dict(collections.Counter(b[key] for b in back).most_common())
    print('lines', len(back), 'generated values', nval, 'all re-validated')
    print('by lang', C('lang')); print('by label', C('label')); print('by kind', C('kind'))
    red = [b for b in back if b['label'] == 'red']
    print('red id+secret share', round(sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red), 3))
    print('label shares', {k: round(v / len(back), 3) for k, v in C('label').items()})
    print('mutation check (checksum-bearing values): %d single-digit variants, %d still accepted' % (mut_total, mut_ok))
    print('  per type (ssn and nino are format-only, listed for information, not in the total):')
    for k in sorted(mut_tot_by): print('   %-9s %4d variants, %d accepted' % (k, mut_tot_by[k], mut_by[k]))
    print('by lang x label', dict(collections.Counter((b['lang'], b['label']) for b in back)))

if __name__ == '__main__':
    main()
