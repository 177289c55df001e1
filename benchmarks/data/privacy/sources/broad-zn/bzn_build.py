"""Build and check broad-zn.jsonl.  usage: python bzn_build.py build|check|stats"""
import json, re, sys, glob, random, collections
import bzn_lib as L

KINDS = {'id': 'identifier', 'sec': 'secret', 'ident': 'identity', 'health': 'health', 'sex': 'sexuality',
         'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
         'bl': 'benign-lookalike', 'b': 'benign'}
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
def label_of(kind):
    return 'red' if kind in RED else 'yellow' if kind == 'uncertain' else 'green'

PH = re.compile(r'\{([a-z0-9]+)(?::([A-Za-z0-9-]+))?(?:/([a-zA-Z]+))?\}')
FIELDS = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']

def read_lines():
    rows = []
    for f in sorted(glob.glob('lines_*.txt')):
        lang = f[6:-4]
        for n, ln in enumerate(open(f, encoding='utf-8'), 1):
            ln = ln.rstrip('\n')
            if not ln.strip() or ln.startswith('#'):
                continue
            parts = ln.split('|', 3)
            assert len(parts) == 4, (f, n, ln)
            k, cat, note, text = parts
            assert k in KINDS, (f, n, k)
            rows.append((lang, KINDS[k], cat.strip(), note.strip(), text.replace('\\n', '\n'), f, n))
    return rows

def build():
    rows = read_lines()
    random.SystemRandom().shuffle(rows)
    out, vals = [], {}
    for i, (lang, kind, cat, note, text, f, n) in enumerate(rows, 1):
        rid = 'bzn-%04d' % i
        rec = []
        def sub(m):
            typ, arg, style = m.group(1), m.group(2), m.group(3) or ''
            v = L.GEN[typ](arg) if arg else L.GEN[typ]()
            shown = L.fmt(typ, arg, v, style)
            rec.append([typ, arg, shown])
            return shown
        t = PH.sub(sub, text)
        assert '{' not in t and '}' not in t, (f, n, t)
        if rec:
            vals[rid] = rec
        out.append(dict(zip(FIELDS, [rid, lang, t, label_of(kind), kind, cat, note])))
    with open('broad-zn.jsonl', 'w', encoding='utf-8') as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + '\n')
    json.dump(vals, open('broad-zn.values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
    print('built', len(out), 'lines,', sum(len(v) for v in vals.values()), 'values')

def check():
    recs = [json.loads(l) for l in open('broad-zn.jsonl', encoding='utf-8')]
    vals = json.load(open('broad-zn.values.json', encoding='utf-8'))
    errs = []
    ids, texts = set(), set()
    for r in recs:
        if list(r) != FIELDS: errs.append(('fields', r['id']))
        if r['id'] in ids: errs.append(('dup id', r['id']))
        ids.add(r['id'])
        if r['text'] in texts: errs.append(('dup text', r['id']))
        texts.add(r['text'])
        if r['kind'] not in KINDS.values() or label_of(r['kind']) != r['label']: errs.append(('label/kind', r['id']))
        if r['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): errs.append(('lang', r['id']))
        if not all(r[k] for k in FIELDS): errs.append(('empty', r['id']))
    byid = {r['id']: r for r in recs}
    nv = 0
    for rid, lst in vals.items():
        for typ, arg, shown in lst:
            nv += 1
            if shown not in byid[rid]['text']: errs.append(('not verbatim', rid, typ))
            if not L.validate(typ, arg, L.norm(typ, shown)): errs.append(('invalid', rid, typ))
    # mutation check: each digit changed by one must be rejected (checksum-bearing types)
    mut = rej = 0
    CHK = {'innco', 'pesel', 'nip', 'regon', 'iban', 'nrb', 'steuerid', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret',
           'rnokpp', 'edrpou', 'inn', 'devat', 'gbvat', 'isbn', 'ean', 'card', 'plid'}
    for rid, lst in vals.items():
        for typ, arg, shown in lst:
            if typ not in CHK: continue
            c = L.norm(typ, shown)
            for k, ch in enumerate(c):
                if ch.isdigit():
                    m = c[:k] + str((int(ch) + 1) % 10) + c[k + 1:]
                    mut += 1
                    rej += not L.validate(typ, arg, m)
    print('lines', len(recs), 'values', nv, 'mutations rejected %d/%d' % (rej, mut))
    print('errors', len(errs), errs[:20])
    return not errs

def stats():
    recs = [json.loads(l) for l in open('broad-zn.jsonl', encoding='utf-8')]
    C = collections.Counter
    print('n', len(recs))
    print('lang', C(r['lang'] for r in recs).most_common())
    print('label', C(r['label'] for r in recs).most_common())
    print('kind', C(r['kind'] for r in recs).most_common())
    for lg, _ in C(r['lang'] for r in recs).most_common():
        c = C(r['label'] for r in recs if r['lang'] == lg)
        print(lg, '%d/%d/%d' % (c['red'], c['yellow'], c['green']))
    print('categories', len(set(r['category'] for r in recs)))
    g = [r for r in recs if r['label'] == 'green']
    print('green lookalike', sum(r['kind'] == 'benign-lookalike' for r in g), 'of', len(g))

if __name__ == '__main__':
    {'build': build, 'check': check, 'stats': stats}[sys.argv[1]]()
