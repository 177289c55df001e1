"""Build broad-zq.jsonl from texts_*.txt. Line format: lang|label|kind|category|note|text ; values as [[kind:args]]."""
import json, re, glob, random, sys, os
import broad_zq_gen as g

HERE = os.path.dirname(os.path.abspath(__file__))
RED_K = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': RED_K, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def grp(v, n=4, sep=' '):
    return sep.join(v[i:i + n] for i in range(0, len(v), n))

def make(spec):
    a = spec.split(':'); k = a[0]; opt = a[1:]
    fmt = opt[-1] if opt and opt[-1] in ('sp', 'dash', 'dot', 'low', 'intl', 'e164', 'nat', 'pl3') else None
    if k == 'iban':
        v = g.gen_iban(opt[0]); return ('iban', v, grp(v) if fmt == 'sp' else v)
    if k == 'nrb':
        v = g.gen_nrb(); return ('nrb', v, (v[:2] + ' ' + grp(v[2:])) if fmt == 'sp' else v)
    if k == 'phone':
        p = g.gen_phone(opt[0]); return ('phone:' + opt[0], None, g.fmt_phone(p, fmt or 'nat'))
    if k == 'card':
        v = g.gen_card(opt[0]); return ('card', v, grp(v, 4, '-' if fmt == 'dash' else ' ') if fmt in ('sp', 'dash') else v)
    if k == 'seed':
        v = g.gen_seed(opt[0] if opt else 'english'); return ('seed', v, v)
    if k == 'token':
        v = g.gen_token(opt[0]); return ('token', None, v)
    simple = {'pesel': g.gen_pesel, 'nip': g.gen_nip, 'regon': g.gen_regon, 'steuerid': g.gen_steuerid, 'devat': g.gen_devat,
              'dni': g.gen_dni, 'nie': g.gen_nie, 'cif': g.gen_cif, 'nir': g.gen_nir, 'siren': g.gen_siren, 'siret': g.gen_siret,
              'ssn': g.gen_ssn, 'rnokpp': g.gen_rnokpp, 'edrpou': g.gen_edrpou, 'inn': g.gen_inn12, 'plid': g.gen_plid,
              'nino': g.gen_nino, 'isbn': g.gen_isbn, 'ean': g.gen_ean}
    if k in simple:
        v = g.gen_pesel(int(opt[0])) if (k == 'pesel' and opt and opt[0].isdigit()) else simple[k]()
        if fmt == 'dash' and k == 'ssn': s = f"{v[:3]}-{v[3:5]}-{v[5:]}"
        elif fmt == 'dash' and k == 'nip': s = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
        elif fmt == 'sp' and k == 'nir': s = f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
        elif fmt == 'sp' and k == 'nino': s = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"
        elif fmt == 'sp' and k == 'steuerid': s = f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
        elif fmt == 'sp' and k == 'siret': s = f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"
        elif fmt == 'dash' and k in ('isbn', 'ean'): s = f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
        elif fmt == 'low': s = v.lower()
        else: s = v
        return (k, v, s)
    other = {'pwd': g.gen_password, 'wifi': g.gen_wifi, 'recovery': g.gen_recovery}
    if k in other: return (k, None, other[k]())
    if k in ('pin', 'blik', 'sms', 'code'):
        n = int(opt[0]) if opt and opt[0].isdigit() else {'pin': 4, 'blik': 6, 'sms': 6, 'code': 4}[k]
        v = g.gen_pin(n)
        return (k, None, (v[:3] + ' ' + v[3:]) if fmt == 'sp' else v)
    raise ValueError(spec)

def check_value(kind, v, shown):
    strip = re.sub(r'[\s\-.()/]', '', shown)
    if kind.startswith('phone:'):
        return g.phone_valid(shown, kind.split(':')[1])
    if kind == 'seed': return g.VALIDATORS['seed'](shown)
    if kind in g.VALIDATORS:
        return g.VALIDATORS[kind](strip)
    if kind == 'nrb': return g.VALIDATORS['nrb'](strip)
    return True

def build():
    rows = []
    for fn in sorted(glob.glob(os.path.join(HERE, 'texts_*.txt'))):
        for ln, line in enumerate(open(fn, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'): continue
            parts = line.split('|', 5)
            assert len(parts) == 6, (fn, ln, line)
            lang, label, kind, cat, note, text = [p.strip() for p in parts]
            vals = []
            def sub(m):
                k, v, s = make(m.group(1)); vals.append((k, v, s)); return s
            text = re.sub(r'\[\[([^\]]+)\]\]', sub, text)
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals, _src=f"{os.path.basename(fn)}:{ln}"))
    random.Random(1503).shuffle(rows)
    out, values = [], []
    for i, r in enumerate(rows, 1):
        r['id'] = f"bzq-{i:04d}"
        for k, v, s in r['_vals']: values.append(dict(id=r['id'], kind=k, shown=s))
        out.append({k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')})
    with open(os.path.join(HERE, 'broad-zq.jsonl'), 'w', encoding='utf-8') as f:
        for o in out: f.write(json.dumps(o, ensure_ascii=False) + '\n')
    json.dump(values, open(os.path.join(HERE, 'broad_zq_values.json'), 'w'), ensure_ascii=False, indent=0)

def check():
    L = [json.loads(l) for l in open(os.path.join(HERE, 'broad-zq.jsonl'), encoding='utf-8')]
    vals = json.load(open(os.path.join(HERE, 'broad_zq_values.json')))
    byid = {o['id']: o for o in L}
    errs = []
    assert len(byid) == len(L), 'dup ids'
    texts = [o['text'] for o in L]
    if len(set(texts)) != len(texts): errs.append('duplicate texts')
    for o in L:
        if set(o) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: errs.append(o['id'] + ' fields')
        if o['kind'] not in KINDS.get(o['label'], ()): errs.append(o['id'] + ' label/kind ' + o['label'] + '/' + o['kind'])
        if o['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): errs.append(o['id'] + ' lang')
        if '[[' in o['text']: errs.append(o['id'] + ' unfilled')
    nid = 0
    for v in vals:
        if v['shown'] not in byid[v['id']]['text']: errs.append(v['id'] + ' value not verbatim')
        if not check_value(v['kind'], None, v['shown']): errs.append(v['id'] + ' invalid ' + v['kind'])
        if v['kind'] in g.VALIDATORS or v['kind'] in ('nrb',) or v['kind'].startswith('phone'): nid += 1
    print(f"lines {len(L)}, values {len(vals)}, checksum/phone-validated {nid}, errors {len(errs)}")
    for e in errs[:30]: print(' ', e)
    return not errs

if __name__ == '__main__':
    if '--check' not in sys.argv: build()
    sys.exit(0 if check() else 1)
