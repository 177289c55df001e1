"""Build broad-zy.jsonl from the hand-written lines, then re-read and check it."""
import json, re, sys, collections, string, secrets
import phonenumbers
from mnemonic import Mnemonic
import bzy_gen as g
from bzy_gen import R, digits
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva, nif as frnif
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.gb import nhs, vat as gbvat

KIND = {'id': 'identifier', 'sec': 'secret', 'idt': 'identity', 'hea': 'health', 'sex': 'sexuality', 'bel': 'beliefs',
        'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain', 'ben': 'benign', 'lk': 'benign-lookalike'}
LABEL = {k: ('yellow' if k == 'uncertain' else 'green' if k.startswith('benign') else 'red') for k in KIND.values()}

def kvnr():
    L = R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ'); body = digits(8)
    s = f"{ord(L)-64:02d}" + body
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2); tot += p // 10 + p % 10
    return L + body + str(tot % 10)

def kvnr_ok(v):
    s = f"{ord(v[0])-64:02d}" + v[1:9]; tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2); tot += p // 10 + p % 10
    return len(v) == 10 and str(tot % 10) == v[9]

RV_W = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
def rv_check(v11):  # v11 = 8 digits + letter + 2 digits
    s = v11[:8] + f"{ord(v11[8])-64:02d}" + v11[9:11]
    return sum((int(c) * w) // 10 + (int(c) * w) % 10 for c, w in zip(s, RV_W)) % 10
def rvnr():
    area = R.choice(['12', '15', '24', '38', '53', '65']); bd = f"{R.randint(1,28):02d}{R.randint(1,12):02d}{R.randint(55,99):02d}"
    v = area + bd + R.choice('ABHKMSW') + f"{R.randint(0,49):02d}"
    return v + str(rv_check(v))
def rvnr_ok(v): return len(v) == 12 and v[8].isalpha() and str(rv_check(v[:11])) == v[11]

def nss():
    prov = f"{R.randint(1,52):02d}"; num = digits(8)
    return prov + num + f"{int(prov + num) % 97:02d}"
def nss_ok(v): return len(v) == 12 and int(v[:10]) % 97 == int(v[10:])

def unzr():
    d = f"{R.randint(1950,2005)}{R.randint(1,12):02d}{R.randint(1,28):02d}" + digits(4)
    ck = sum(int(c) * w for c, w in zip(d, [7, 3, 1] * 5)) % 10
    return d[:8] + '-' + d[8:] + str(ck)
def unzr_ok(v):
    d = v.replace('-', ''); return len(d) == 13 and sum(int(c) * w for c, w in zip(d[:12], [7, 3, 1] * 4)) % 10 == int(d[12])

def gen(name):
    """return (value_as_written, validator-key or None)"""
    base, _, fmt = name.partition(':')
    if base == 'pesel': return g._pesel(), 'pesel'
    if base == 'nip':
        v = g._nip(); return (f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}" if fmt == 'dash' else v), 'nip'
    if base == 'regon': return g._regon(), 'regon'
    if base == 'nrb':
        v = g._iban('PL', 24)[2:]; return ((v[:2] + ' ' + g.group4(v[2:])) if fmt == 'sp' else v), 'nrb'
    if base.startswith('iban_'):
        cc = base[5:].upper(); n = {'PL': 24, 'DE': 18, 'AT': 16, 'BE': 12, 'UA': 25}.get(cc, 0)
        v = g._iban(cc, n); return (g.group4(v) if fmt == 'sp' else v), 'iban'
    if base == 'idnr':
        v = g._idnr(); return (f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == 'sp' else v), 'idnr'
    if base == 'rvnr':
        v = rvnr(); return (f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}" if fmt == 'sp' else v), 'rvnr'
    if base == 'kvnr': return kvnr(), 'kvnr'
    if base == 'dni': return g._dni(), 'dni'
    if base == 'nie':
        v = g._nie(); return (f"{v[0]}-{v[1:8]}-{v[8]}" if fmt == 'dash' else v), 'nie'
    if base == 'cif': return g._cif(), 'cif'
    if base == 'nss':
        v = nss(); return f"{v[:2]}/{v[2:10]}/{v[10:]}", 'nss'
    if base == 'nir':
        v = g._nir(); return (f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == 'sp' else v), 'nir'
    if base == 'siren':
        v = g._siren(); return f"{v[:3]} {v[3:6]} {v[6:]}", 'siren'
    if base == 'siret':
        v = g._siret(); return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", 'siret'
    if base == 'tva_fr':
        s = g._siren(); return 'FR' + f"{(12 + 3 * (int(s) % 97)) % 97:02d}" + ' ' + s, 'tva'
    if base == 'spi':
        while True:
            v = R.choice('0123') + digits(12)
            if frnif.is_valid(v): return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}", 'spi'
    if base == 'ssn':
        v = g._ssn(); return (f"{v[:3]}-{v[3:5]}-{v[5:]}" if fmt == 'dash' else v), 'ssn'
    if base == 'nino':
        v = g._nino(); return (f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == 'sp' else v), 'nino'
    if base == 'nhs':
        while True:
            b = str(R.randint(4, 6)) + digits(8); ck = str((11 - sum(int(c) * w for c, w in zip(b, range(10, 1, -1))) % 11) % 11)
            if ck != '10' and nhs.is_valid(b + ck):
                v = b + ck; return (f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == 'sp' else v), 'nhs'
    if base == 'vat_gb':
        while True:
            v = digits(9)
            if gbvat.is_valid('GB' + v): return f"GB {v[:3]} {v[3:7]} {v[7:]}", 'vat_gb'
    if base == 'vat_de':
        while True:
            v = 'DE' + str(R.randint(1, 9)) + digits(8)
            if devat.is_valid(v): return f"DE {v[2:5]} {v[5:8]} {v[8:]}", 'vat_de'
    if base == 'card':
        v = g._card(R.choice(['4', '51', '53'])); return (g.group4(v) if fmt == 'sp' else v), 'card'
    if base == 'isbn':
        v = g._isbn(); return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}", 'isbn'
    if base == 'ean': return g._ean(), 'ean'
    if base == 'plid':
        v = g._pl_idcard(); return v, 'plid'
    if base == 'rnokpp': return g._rnokpp(), 'rnokpp'
    if base == 'edrpou': return g._edrpou(), 'edrpou'
    if base == 'inn_ru':
        while True:
            b = digits(10); c1 = inn.calc_personal_check_digits(b)
            if inn.is_valid(b + c1): return b + c1, 'inn'
    if base.startswith('phone_'):
        reg = base[6:].upper(); return g._phone(reg, fmt or 'intl'), 'phone-' + reg
    if base == 'seed_en': return g.seed('english'), 'seed'
    if base.startswith('token_'): return g.token(base[6:]), None
    if base in ('hex32', 'hex64'): return g.token(base), None
    if base == 'pw': return g.password(), None
    if base.startswith('pin'): return digits(int(base[3:])), None
    if base.startswith('upper'): return ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(int(base[5:]))), None
    if base.startswith('d') and base[1:].isdigit(): return digits(int(base[1:])), None
    if base == 'alnum8': return ''.join(R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8)), None
    if base.startswith('plate_'): return g.plate(base[6:]), None
    if base == 'unzr': return unzr(), 'unzr'
    if base == 'rxua':
        al = 'ABCEHKMPTX0123456789'; return '-'.join(''.join(R.choice(al) for _ in range(4)) for _ in range(4)), None
    raise KeyError(name)

def strip(v): return re.sub(r'[\s\-./]', '', v)

def validate(key, v):
    s = strip(v)
    if key == 'pesel': return pesel.is_valid(s)
    if key == 'nip': return nip.is_valid(s)
    if key == 'regon': return regon.is_valid(s)
    if key == 'nrb': return iban.is_valid('PL' + s)
    if key == 'iban': return iban.is_valid(s)
    if key == 'idnr': return idnr.is_valid(s)
    if key == 'rvnr': return rvnr_ok(s)
    if key == 'kvnr': return kvnr_ok(s)
    if key == 'dni': return dni.is_valid(s)
    if key == 'nie': return nie.is_valid(s)
    if key == 'cif': return cif.is_valid(s)
    if key == 'nss': return nss_ok(s)
    if key == 'nir': return nir.is_valid(s)
    if key == 'siren': return siren.is_valid(s)
    if key == 'siret': return siret.is_valid(s)
    if key == 'tva': return tva.is_valid(s)
    if key == 'spi': return frnif.is_valid(s)
    if key == 'ssn': return ssn.is_valid(s)
    if key == 'nino': return bool(g.NINO_RE.match(s))
    if key == 'nhs': return nhs.is_valid(s)
    if key == 'vat_gb': return gbvat.is_valid(s)
    if key == 'vat_de': return devat.is_valid(s)
    if key == 'card': return luhn.is_valid(s)
    if key == 'isbn': return isbn.is_valid(s)
    if key == 'ean': return ean.is_valid(s)
    if key == 'plid': return g.pl_idcard_ok(s)
    if key == 'rnokpp': return rntrc.is_valid(s)
    if key == 'edrpou': return edrpou.is_valid(s)
    if key == 'inn': return inn.is_valid(s)
    if key == 'unzr': return unzr_ok(s)
    if key.startswith('phone-'):
        n = phonenumbers.parse(v, key[6:]); return phonenumbers.is_valid_number(n)
    if key == 'seed': return Mnemonic('english').check(v)
    raise KeyError(key)

PH = re.compile(r'\{([a-z0-9_]+(?::[a-z]+)?)\}')

def main():
    import bzy_pl, bzy_en, bzy_de, bzy_es, bzy_fr, bzy_uk, bzy_extra
    rows = []
    for mod in (bzy_pl, bzy_en, bzy_de, bzy_es, bzy_fr, bzy_uk, bzy_extra):
        for ln in mod.LINES.strip().splitlines():
            if not ln.strip(): continue
            lang, k, cat, note, text = ln.split('|', 4)
            vals = []
            def sub(m):
                v, key = gen(m.group(1)); vals.append((key, v)); return v
            text = PH.sub(sub, text)
            assert '{' not in text and '}' not in text, text
            kind = KIND[k]
            rows.append(dict(lang=lang, text=text, label=LABEL[kind], kind=kind, category=cat, note=note, _vals=vals))
    # interleave languages so the file isn't blocked by language
    R.shuffle(rows)
    out = open('broad-zy.jsonl', 'w', encoding='utf-8')
    meta = []
    for i, r in enumerate(rows, 1):
        r2 = {'id': f'bzy-{i:04d}', **{k: r[k] for k in ('lang', 'text', 'label', 'kind', 'category', 'note')}}
        out.write(json.dumps(r2, ensure_ascii=False) + '\n'); meta.append(r['_vals'])
    out.close()
    # re-read and check
    errs = []; rec = 0; chk = 0
    L = [json.loads(l) for l in open('broad-zy.jsonl', encoding='utf-8')]
    ids = [x['id'] for x in L]; texts = [x['text'] for x in L]
    if len(set(ids)) != len(ids): errs.append('dup ids')
    dups = [t for t, c in collections.Counter(texts).items() if c > 1]
    if dups: errs.append(f'dup texts {len(dups)}')
    for x, vals in zip(L, meta):
        if set(x) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: errs.append(x['id'] + ' fields')
        if LABEL[x['kind']] != x['label']: errs.append(x['id'] + ' label/kind')
        for key, v in vals:
            rec += 1
            if v not in x['text']: errs.append(f"{x['id']} value missing")
            if key:
                chk += 1
                if not validate(key, v): errs.append(f"{x['id']} invalid {key}")
    C = collections.Counter
    stats = dict(total=len(L), records=rec, checked=chk, errors=len(errs),
                 lang=C(x['lang'] for x in L), label=C(x['label'] for x in L), kind=C(x['kind'] for x in L),
                 lang_label={l: [sum(1 for x in L if x['lang'] == l and x['label'] == b) for b in ('red', 'green', 'yellow')] for l in ['pl', 'en', 'de', 'fr', 'es', 'uk', 'ru']},
                 categories=len(set(x['category'] for x in L)),
                 red_split=C(('idsec' if x['kind'] in ('identifier', 'secret', 'identity') else 'disc') for x in L if x['label'] == 'red'))
    json.dump(stats, open('bzy_stats.json', 'w'), ensure_ascii=False, indent=1)
    print(json.dumps({k: v for k, v in stats.items()}, ensure_ascii=False))
    for e in errs: print('ERR', e)
    return 1 if errs else 0

if __name__ == '__main__':
    sys.exit(main())
