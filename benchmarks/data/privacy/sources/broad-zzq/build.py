"""Build broad-zzq.jsonl from hand-written line files (sources/lines-<lang>.txt).

Line format: kind|category|note|text   (kind codes below; text may contain '|').
Placeholders in text: <<type>> or <<type:arg>>, filled by gen.py.
"""
import json, os, re, random, sys, collections
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzq.jsonl')
KINDS = {'id': 'identifier', 'sec': 'secret', 'ident': 'identity', 'hea': 'health', 'sex': 'sexuality',
         'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship',
         'unc': 'uncertain', 'ben': 'benign', 'look': 'benign-lookalike'}
LABEL = {k: 'red' for k in KINDS.values()}
LABEL.update({'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'})
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
PH = re.compile(r'<<([a-z]+)(?::([^>]*))?>>')

def load():
    rows = []
    for lang in LANGS:
        p = os.path.join(HERE, 'lines-%s.txt' % lang)
        for n, line in enumerate(open(p, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('|', 3)
            assert len(parts) == 4, (p, n, line)
            k, cat, note, text = [x.strip() for x in parts]
            assert k in KINDS, (p, n, k)
            rows.append(dict(lang=lang, kind=KINDS[k], category=cat, note=note, text=text, src='%s:%d' % (lang, n)))
    return rows

def fill(rows):
    for r in rows:
        vals = []
        def sub(m):
            t, a = m.group(1), m.group(2) or ''
            disp, raw, vname = gen.GEN[t](a)
            vals.append((disp, raw, vname))
            return disp
        r['text'] = PH.sub(sub, r['text']).replace('\\n', '\n')
        r['values'] = vals

def main():
    rows = load()
    fill(rows)
    random.Random(4242).shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': 'bzzq-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': LABEL[r['kind']],
                 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'values.json'), 'w', encoding='utf-8') as f:
        json.dump([{'id': 'bzzq-%04d' % i, 'values': r['values']} for i, r in enumerate(rows, 1)], f, ensure_ascii=False, indent=0)
    check()

def compact(disp):
    return re.sub(r'[\s\-]', '', disp)

def check():
    L = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    V = {x['id']: x['values'] for x in json.load(open(os.path.join(HERE, 'values.json'), encoding='utf-8'))}
    bad = 0
    ids = [x['id'] for x in L]; assert len(set(ids)) == len(ids), 'dup ids'
    texts = collections.Counter(x['text'] for x in L)
    d = [t for t, c in texts.items() if c > 1]; assert not d, d
    keys = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    nvals = 0; nmut = 0; acc = collections.Counter(); tot = collections.Counter()
    for x in L:
        assert list(x) == keys
        assert x['lang'] in LANGS and LABEL[x['kind']] == x['label'] and x['category'] and x['note']
        assert '<<' not in x['text']
        for disp, raw, vname in V[x['id']]:
            nvals += 1
            if disp not in x['text']:
                print('MISSING', x['id'], disp); bad += 1
            val = gen.VALIDATORS[vname]
            if vname == 'phone':
                ok = val(raw.split('|')[0]) and gen.phonenumbers.is_valid_number(gen.phonenumbers.parse(disp, raw.split('|')[1]))
            elif vname in ('seed', 'token'):
                ok = val(disp)
            else:
                ok = val(compact(disp)) and compact(disp) == raw
            if not ok:
                print('INVALID', x['id'], vname, disp); bad += 1
            if vname in gen.CHECKSUM:
                c = compact(disp)
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        tot[vname] += 1
                        if val(m):
                            acc[vname] += 1
            if vname == 'seed':
                ws = disp.split()
                wl = None
                for lang in gen.Mnemonic.list_languages():
                    mm = gen.MN.get(lang) or gen.Mnemonic(lang)
                    if all(w in mm.wordlist for w in ws):
                        wl = mm.wordlist; break
                for i, w in enumerate(ws):
                    m = ' '.join(ws[:i] + [wl[(wl.index(w) + 1) % 2048]] + ws[i + 1:])
                    tot['seed'] += 1
                    if val(m):
                        acc['seed'] += 1
    print('lines', len(L), 'values', nvals, 'problems', bad)
    print('mutation: variants', sum(tot.values()), 'still accepted', sum(acc.values()))
    for k in sorted(tot):
        print('  %-9s variants %4d accepted %3d' % (k, tot[k], acc[k]))
    for f in ['lang', 'label', 'kind']:
        print(f, dict(collections.Counter(x[f] for x in L).most_common()))
    lab = collections.Counter(x['label'] for x in L)
    print('shares', {k: round(100 * v / len(L), 1) for k, v in lab.items()})
    for lang in LANGS:
        print(lang, dict(collections.Counter(x['label'] for x in L if x['lang'] == lang)))
    if bad:
        sys.exit(1)

if __name__ == '__main__':
    main()
