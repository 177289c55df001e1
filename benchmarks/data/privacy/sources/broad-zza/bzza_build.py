"""Build broad-zza.jsonl from the hand-written texts and re-check it."""
import json, re, sys, collections
import bzza_gen as g
from stdnum import iban as s_iban, luhn, isbn as s_isbn, ean as s_ean
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr
from stdnum.es import dni as s_dni, nie as s_nie
from stdnum.fr import nir as s_nir, siret as s_siret
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou
import mnemonic

for m in ['bzza_pl', 'bzza_en', 'bzza_de', 'bzza_es', 'bzza_fr', 'bzza_uk', 'bzza_ru', 'bzza_extra', 'bzza_extra2', 'bzza_extra3']:
    try:
        __import__(m)
    except ModuleNotFoundError as e:
        if e.name != m:
            raise
        print('missing', m)

ID_KINDS = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': ID_KINDS, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def strip(v):
    return re.sub(r'[\s\-./]', '', v)


def check(v, k):
    s = strip(v)
    if k == 'pesel': return s_pesel.is_valid(s)
    if k in ('nip', 'company-nip'): return s_nip.is_valid(s)
    if k in ('regon', 'company-regon'): return s_regon.is_valid(s)
    if k == 'pl-idcard': return g.pl_idcard_ok(s)
    if k == 'pl-passport': return g.pl_passport_ok(s)
    if k in ('iban', 'company-iban'): return s_iban.is_valid(s)
    if k in ('nrb', 'company-nrb'): return s_iban.is_valid('PL' + s)
    if k == 'steuer-id': return s_idnr.is_valid(s)
    if k == 'dni': return s_dni.is_valid(s)
    if k == 'nie': return s_nie.is_valid(s)
    if k == 'nir': return s_nir.is_valid(s)
    if k.endswith('siret'): return s_siret.is_valid(s)
    if k == 'ssn': return s_ssn.is_valid(s)
    if k == 'nino': return g.nino_ok(s)
    if k == 'rnokpp': return s_rntrc.is_valid(s)
    if k.endswith('edrpou'): return s_edrpou.is_valid(s)
    if k in ('card', 'test-card'): return luhn.is_valid(s)
    if k.startswith('phone-') or k.startswith('company-phone-'): return g.phone_ok(v, k.split('-')[-1].upper())
    if k.startswith('seed-'): return mnemonic.Mnemonic({'en': 'english', 'es': 'spanish', 'fr': 'french'}[k[5:]]).check(v)
    if k == 'github-token': return v.startswith('ghp_') and len(v) == 40
    if k == 'aws-key-id': return re.fullmatch(r'AKIA[A-Z2-7]{16}', v) is not None
    if k == 'stripe-key': return v.startswith('sk_live_')
    if k == 'google-key': return re.fullmatch(r'AIza[\w-]{35}', v) is not None
    if k == 'slack-token': return v.startswith('xoxb-')
    if k == 'openai-key': return v.startswith('sk-proj-')
    if k == 'hex-key': return re.fullmatch(r'[0-9a-f]{64}', v) is not None
    if k == 'token': return len(v) >= 20
    if k == 'wif': return g.wif_ok(v)
    if k == 'pem': return 'PRIVATE KEY' in v
    if k == 'isbn': return s_isbn.is_valid(s)
    if k == 'ean': return s_ean.is_valid(s)
    if k == 'uuid': return re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v) is not None
    if k == 'hash': return re.fullmatch(r'[0-9a-f]+', v) is not None
    raise ValueError(k)


ORDER = ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']
ents = sorted(g.ENTRIES, key=lambda e: ORDER.index(e['lang']))
# interleave languages so the file is mixed
bylang = collections.defaultdict(list)
for e in g.ENTRIES:
    bylang[e['lang']].append(e)
mixed = []
while any(bylang.values()):
    for l in ORDER:
        if bylang[l]:
            mixed.append(bylang[l].pop(0))
err = 0
texts = set()
nvals = nid = 0
out = []
for i, e in enumerate(mixed, 1):
    e['id'] = f'bzza-{i:04d}'
    if e['label'] not in KINDS or e['kind'] not in KINDS[e['label']]:
        print('label/kind', e['id'], e['label'], e['kind']); err += 1
    if e['text'] in texts:
        print('dup', e['id']); err += 1
    texts.add(e['text'])
    for v, k in e['vals']:
        nvals += 1
        if v not in e['text']:
            print('value not verbatim', e['id'], k); err += 1
        if not check(v, k):
            print('invalid', e['id'], k, v); err += 1
        if strip(v) != v:
            nid += 1
    out.append({k: e[k] for k in ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']})
# re-read
with open('broad-zza.jsonl', 'w', encoding='utf-8') as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + '\n')
rows = [json.loads(l) for l in open('broad-zza.jsonl', encoding='utf-8')]
assert len({r['id'] for r in rows}) == len(rows)
C = collections.Counter
print('lines', len(rows), 'values', nvals, 'with separators', nid, 'errors', err)
print('lang', C(r['lang'] for r in rows))
print('label', C(r['label'] for r in rows))
print('kind', C(r['kind'] for r in rows))
lx = collections.defaultdict(C)
for r in rows:
    lx[r['lang']][r['label']] += 1
for l in ORDER:
    print(l, lx[l]['red'], lx[l]['green'], lx[l]['yellow'])
print('categories', len({r['category'] for r in rows}))
sys.exit(1 if err else 0)
