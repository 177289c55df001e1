"""Builds broad-zt.jsonl from the hand-written line modules and re-checks it."""
import json, re, collections, importlib, sys
import bzt_gen as G
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from mnemonic import Mnemonic

MODS = ['bzt_pl', 'bzt_en', 'bzt_de', 'bzt_es', 'bzt_fr', 'bzt_uk', 'bzt_extra', 'bzt_extra2']
for m in MODS:
    try: importlib.import_module(m)
    except ModuleNotFoundError as e:
        if e.name != m: raise
        print('missing', m)

VAL = {'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'plid': G.plid_ok, 'plpass': G.plpass_ok,
       'iban': iban.is_valid, 'nrb': lambda v: iban.is_valid('PL' + v), 'steuerid': idnr.is_valid, 'devat': devat.is_valid,
       'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
       'siret': siret.is_valid, 'tvafr': tva.is_valid, 'ssn': lambda v: ssn.is_valid(v[:3] + '-' + v[3:5] + '-' + v[5:]),
       'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'nino': G.nino_ok, 'isbn': isbn.is_valid, 'ean': ean.is_valid,
       'card': luhn.is_valid, 'nss-es': lambda v: int(G.strip(v)[:-2]) % 97 == int(G.strip(v)[-2:]), 'wif': G.wif_ok}
SHAPE = {'token': r'\S{16,}', 'password': r'\S{6,}', 'pin': r'\d{3,8}', 'plate': r'.{5,12}'}
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
err = []; nval = 0; nid = 0
lines = G.LINES
texts = set()
out = []
for i, l in enumerate(lines, 1):
    l['id'] = f'bzt-{i:04d}'
    if l['kind'] not in KINDS[l['label']]: err.append((l['id'], 'kind/label'))
    if l['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): err.append((l['id'], 'lang'))
    if l['text'] in texts: err.append((l['id'], 'dup text'))
    texts.add(l['text'])
    out.append({k: l[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')})
    out[-1]['_values'] = l['values']

path = 'broad-zt.jsonl'
with open(path, 'w', encoding='utf-8') as f:
    for o in out:
        f.write(json.dumps({k: v for k, v in o.items() if k != '_values'}, ensure_ascii=False) + '\n')
# re-read and check
back = [json.loads(x) for x in open(path, encoding='utf-8') if x.strip()]
assert len(back) == len(out)
assert len({b['id'] for b in back}) == len(back)
for b, o in zip(back, out):
    for t, v in o['_values']:
        nval += 1
        if v not in b['text']: err.append((b['id'], 'not verbatim', t))
        if t in VAL:
            nid += 1
            if not VAL[t](G.strip(v)) or not VAL[t](v.replace(' ', '').replace('-', '').replace('.', '')):
                err.append((b['id'], 'invalid', t))
        elif t.startswith('phone-'):
            if not G.phone_ok(t, v) or not G.phone_ok(t, G.strip(v) if v.startswith('+') else v): err.append((b['id'], 'phone', t))
        elif t.startswith('seed-'):
            if not Mnemonic(t[5:]).check(v): err.append((b['id'], 'seed'))
        elif t in SHAPE:
            if not re.fullmatch(SHAPE[t], v): err.append((b['id'], 'shape', t))
        else: err.append((b['id'], 'unknown type', t))
print('lines', len(back), 'values', nval, 'checksum/validated ids', nid, 'errors', len(err))
for e in err: print(e)
c = collections.Counter
lang = c(b['lang'] for b in back); lab = c(b['label'] for b in back); kind = c(b['kind'] for b in back)
lx = collections.defaultdict(c)
for b in back: lx[b['lang']][b['label']] += 1
cats = len({b['category'] for b in back})
n = len(back)
stats = dict(n=n, lang=lang.most_common(), label={k: (v, round(100 * v / n, 1)) for k, v in lab.items()}, kind=kind.most_common(),
             lx={k: (v['red'], v['green'], v['yellow']) for k, v in lx.items()}, cats=cats, nval=nval, nid=nid, err=len(err))
json.dump(stats, open('bzt_stats.json', 'w'), ensure_ascii=False, indent=1)
print(stats)
sys.exit(1 if err else 0)
