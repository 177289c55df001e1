import json, re, random, collections, sys
import bzzh_gen as g
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from mnemonic import Mnemonic
import phonenumbers

def nodsep(v): return re.sub(r'[\s\-./]', '', v)
def ph(region): return lambda v: g.phone_valid(v, region)
def fake_devat():
    while True:
        v = g.rd(9)
        if devat.is_valid('DE' + v): return v
def plpass():
    # Polish passport: 2 letters + 7 digits, check digit (3rd char) by weights 7,3,9,1,7,3,1,7,3
    while True:
        L = ''.join(g.R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)); n = g.rd(6)
        vals = [ord(c) - 55 for c in L]
        s = vals[0] * 7 + vals[1] * 3 + sum(int(x) * w for x, w in zip(n, [1, 7, 3, 1, 7, 3]))
        return f"{L}{s % 10}{n}"
def plpass_valid(v):
    v = v.upper(); vals = [ord(c) - 55 for c in v[:2]] + [int(c) for c in v[2:]]
    return sum(a * b for a, b in zip(vals, [7, 3, 9, 1, 7, 3, 1, 7, 3])) % 10 == 0
MN = Mnemonic('english')

P = {  # name: (generator, validator or None)
 'pesel': (g.g_pesel, pesel.is_valid), 'nip': (lambda: g.g_nip(0), nip.is_valid), 'nip1': (lambda: g.g_nip(1), nip.is_valid),
 'nipco': (lambda: g.g_nip(2), nip.is_valid), 'regon': (g.g_regon, regon.is_valid), 'plid': (g.g_plid, g.plid_valid),
 'nrb': (g.g_nrb, lambda v: iban.is_valid('PL' + v)), 'ibanpl': (lambda: g.g_iban('PL'), iban.is_valid),
 'ibande': (lambda: g.g_iban('DE'), iban.is_valid), 'ibanfr': (lambda: g.g_iban('FR'), iban.is_valid),
 'ibanes': (lambda: g.g_iban('ES'), iban.is_valid), 'ibangb': (lambda: g.g_iban('GB'), iban.is_valid),
 'ibanua': (lambda: g.g_iban('UA'), iban.is_valid), 'steuerid': (g.g_steuerid, idnr.is_valid),
 'dni': (g.g_dni, dni.is_valid), 'nie': (g.g_nie, nie.is_valid), 'nir1': (lambda: g.g_nir('1'), nir.is_valid),
 'nir2': (lambda: g.g_nir('2'), nir.is_valid), 'ssn': (g.g_ssn, ssn.is_valid), 'nino': (g.g_nino, g.nino_valid),
 'rnokpp': (g.g_rnokpp, rntrc.is_valid), 'edrpou': (g.g_edrpou, edrpou.is_valid), 'inn': (g.g_inn12, inn.is_valid),
 'card': (lambda: g.g_card('4'), luhn.is_valid), 'mc': (lambda: g.g_card(g.R.choice(['51', '53', '55'])), luhn.is_valid),
 'siret': (g.g_siret, siret.is_valid), 'siren': (g.g_siren, siren.is_valid), 'tva': (g.g_tva, tva.is_valid),
 'tva2': (g.g_tva, tva.is_valid), 'cif': (g.g_cif, cif.is_valid),
 'isbn': (g.g_isbn, isbn.is_valid), 'ean': (g.g_ean, ean.is_valid), 'devat': (fake_devat, lambda v: devat.is_valid('DE' + v)),
 'plpass': (plpass, plpass_valid),
 'ph_pl': (lambda: g.g_phone('PL'), ph('PL')), 'ph_de': (lambda: g.g_phone('DE'), ph('DE')), 'ph_es': (lambda: g.g_phone('ES'), ph('ES')),
 'ph_fr': (lambda: g.g_phone('FR'), ph('FR')), 'ph_frfix': (lambda: g.g_phone('FR', 'fixed'), ph('FR')), 'ph_gb': (lambda: g.g_phone('GB'), ph('GB')),
 'ph_us': (lambda: g.g_phone('US'), ph('US')), 'ph_ua': (lambda: g.g_phone('UA'), ph('UA')), 'ph_ru': (lambda: g.g_phone('RU'), ph('RU')),
 'seed': (g.g_seed, None), 'seed24': (lambda: g.g_seed(24), None),
 'passdigits': (lambda: g.rd(8), None), 'passde': (lambda: ''.join(g.R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8)), None),
 'passes': (lambda: g.rd(6), None), 'passfr': (lambda: g.rd(2) + ''.join(g.R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + g.rd(5), None),
 'passua': (lambda: g.rd(6), None), 'blik': (lambda: f"{g.rd(3)} {g.rd(3)}" if g.R.random() < .5 else g.rd(6), None),
 'wif': (g.g_wif, None), 'pem': (g.g_pem, None), 'uuid': (g.g_uuid, None), 'sha': (g.g_sha, None), 'sha1': (g.g_sha1, None),
}
for t in ['ghp', 'akia', 'awssecret', 'sk_live', 'xoxb', 'openai', 'aiza', 'hex32', 'b64', 'glpat', 'pw', 'pwr']:
    P[t] = ((lambda t=t: g.g_tok(t)), None)
# phones use their region, card luhn etc. on separator-free form
PHONES = {k for k in P if k.startswith('ph_')}

def seed_valid(v): return MN.check(v)

KINDS = {'r': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'y': {'uncertain'}, 'g': {'benign', 'benign-lookalike'}}
LAB = {'r': 'red', 'y': 'yellow', 'g': 'green'}

def main():
    rows = []
    import bzzh_pl, bzzh_en, bzzh_de, bzzh_es, bzzh_fr, bzzh_uk, bzzh_extra
    for lang, mod in [('pl', bzzh_pl), ('en', bzzh_en), ('de', bzzh_de), ('es', bzzh_es), ('fr', bzzh_fr), ('uk', bzzh_uk)]:
        rows += [(lang,) + t for t in mod.L]
    rows += [('ru',) + t for t in bzzh_uk.RU]
    rows += list(bzzh_extra.L)
    out, values = [], []
    for lang, text, tag, note in rows:
        lab, kind, cat = tag.split(':')
        assert kind in KINDS[lab], tag
        vals = []
        def sub(m):
            name = m.group(1); v = P[name][0](); vals.append((name, v)); return v
        t = re.sub(r'\{([a-z0-9_]+)\}', sub, text)
        out.append({'lang': lang, 'text': t, 'label': LAB[lab], 'kind': kind, 'category': cat, 'note': note})
        values.append(vals)
    idx = list(range(len(out))); random.Random(1812).shuffle(idx)
    out = [out[i] for i in idx]; values = [values[i] for i in idx]
    for n, o in enumerate(out, 1):
        o['id'] = f"bzzh-{n:04d}"
    with open('broad-zzh.jsonl', 'w', encoding='utf-8') as f:
        for o in out:
            f.write(json.dumps({k: o[k] for k in ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']}, ensure_ascii=False) + '\n')
    json.dump({o['id']: v for o, v in zip(out, values)}, open('bzzh_values.json', 'w'), ensure_ascii=False, indent=0)
    check()

def check():
    errs = []; nval = nchk = 0
    L = [json.loads(l) for l in open('broad-zzh.jsonl', encoding='utf-8')]
    V = json.load(open('bzzh_values.json'))
    ids = [x['id'] for x in L]; texts = [x['text'] for x in L]
    if len(set(ids)) != len(ids): errs.append('dup ids')
    for t, c in collections.Counter(texts).items():
        if c > 1: errs.append('dup text ' + t[:30])
    for x in L:
        if list(x) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append('fields ' + x['id'])
        if x['kind'] not in KINDS[x['label'][0]]: errs.append('kind ' + x['id'])
        if re.search(r'\{[a-z0-9_]+\}', x['text']): errs.append('unfilled ' + x['id'])
        for name, v in V[x['id']]:
            nval += 1
            if v not in x['text']: errs.append(f"missing {x['id']} {name}")
            val = P[name][1]
            if name.startswith('seed'): val = seed_valid; ok = val(v)
            elif val is None: continue
            elif name in PHONES: ok = val(v)
            else: ok = val(nodsep(v))
            nchk += 1
            if not ok: errs.append(f"invalid {x['id']} {name}")
    st = {'lines': len(L), 'values': nval, 'checked': nchk, 'errors': len(errs),
          'lang': collections.Counter(x['lang'] for x in L), 'label': collections.Counter(x['label'] for x in L),
          'kind': collections.Counter(x['kind'] for x in L),
          'lang_label': {l: collections.Counter(x['label'] for x in L if x['lang'] == l) for l in ['pl', 'en', 'de', 'fr', 'es', 'uk', 'ru']},
          'categories': len({x['category'] for x in L})}
    json.dump(st, open('bzzh_stats.json', 'w'), indent=1, default=dict)
    print(json.dumps(st, default=dict)); print('\n'.join(errs[:30]))
    return errs

if __name__ == '__main__':
    main() if '--check' not in sys.argv else check()
