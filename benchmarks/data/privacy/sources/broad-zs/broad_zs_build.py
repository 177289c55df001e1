"""Fill [[kind:args]] placeholders in texts_*.txt, write broad-zs.jsonl and broad_zs_values.json, re-check.
Text line format: CODE lang category | note | text   (CODE: r-id r-sec r-idt r-hea r-sex r-bel r-eth r-fin r-rel y g-l g-b)"""
import glob, json, re, random, sys, collections
import broad_zs_gen as G
CODES = {'r-id': ('red', 'identifier'), 'r-sec': ('red', 'secret'), 'r-idt': ('red', 'identity'), 'r-hea': ('red', 'health'),
         'r-sex': ('red', 'sexuality'), 'r-bel': ('red', 'beliefs'), 'r-eth': ('red', 'ethnicity'), 'r-fin': ('red', 'finance'),
         'r-rel': ('red', 'relationship'), 'y': ('yellow', 'uncertain'), 'g-l': ('green', 'benign-lookalike'), 'g-b': ('green', 'benign')}
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'\[\[([a-z]+)(?::([^\]]*))?\]\]')
OUT = 'broad-zs.jsonl'; VALS = 'broad_zs_values.json'

def build():
    rows = []
    for fn in sorted(glob.glob('texts_*.txt')):
        for ln in open(fn, encoding='utf-8'):
            ln = ln.rstrip('\n')
            if not ln.strip() or ln.startswith('#'): continue
            head, note, text = [x.strip() for x in ln.split(' | ', 2)]
            code, lang, cat = head.split()
            label, kind = CODES[code]
            vals = []
            def sub(m):
                k, a = m.group(1), m.group(2) or ''
                v = G.GEN[k](a); vals.append([k, a, v]); return v
            text = PH.sub(sub, text).replace('\\n', '\n')
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _v=vals))
    random.Random(15).shuffle(rows)
    values = {}
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            r = dict(id=f'bzs-{i:04d}', **r); values[r['id']] = r.pop('_v')
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(values, open(VALS, 'w'), ensure_ascii=False, indent=0)

def check():
    rows = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    values = json.load(open(VALS))
    errs = []; nval = nid = 0
    ids = collections.Counter(r['id'] for r in rows); texts = collections.Counter(r['text'] for r in rows)
    errs += [f'dup id {k}' for k, c in ids.items() if c > 1] + [f'dup text {k[:40]}' for k, c in texts.items() if c > 1]
    for r in rows:
        if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append(f"fields {r['id']}")
        if r['kind'] not in KINDS[r['label']]: errs.append(f"label/kind {r['id']}")
        if r['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}: errs.append(f"lang {r['id']}")
        if '[[' in r['text'] or ']]' in r['text']: errs.append(f"placeholder {r['id']}")
        for k, a, v in values[r['id']]:
            nval += 1
            if v not in r['text']: errs.append(f"value missing {r['id']}")
            idl, ok = G.validate(k, a, v)
            nid += idl
            if not ok: errs.append(f"invalid {k} {r['id']}")
    print(f'{len(rows)} lines, {nval} generated values ({nid} identifier-like), errors: {len(errs)}')
    for e in errs: print(' ', e)
    return rows, not errs

def stats(rows):
    C = collections.Counter
    print('lang', C(r['lang'] for r in rows).most_common())
    lab = C(r['label'] for r in rows); print('label', {k: (v, round(100 * v / len(rows), 1)) for k, v in lab.items()})
    print('kind', C(r['kind'] for r in rows).most_common())
    red = [r for r in rows if r['label'] == 'red']
    print('id+secret of red %.1f' % (100 * sum(r['kind'] in ('identifier', 'secret') for r in red) / len(red)))
    for l in ['pl', 'en', 'de', 'fr', 'es', 'uk', 'ru']:
        c = C(r['label'] for r in rows if r['lang'] == l); print(l, c['red'], c['green'], c['yellow'])
    print('categories', len({r['category'] for r in rows}))

if __name__ == '__main__':
    if '--check' not in sys.argv: build()
    rows, ok = check(); stats(rows); sys.exit(0 if ok else 1)
