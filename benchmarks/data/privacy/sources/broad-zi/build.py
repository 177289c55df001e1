"""Fill the {slots} of t_*.txt with generated values, write broad-zi.jsonl, re-check it."""
import json, re, glob, sys, collections
import bzi_gen as g
from stdnum import iban, luhn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat

CODES = {
    'id': ('red', 'identifier'), 'se': ('red', 'secret'), 'idt': ('red', 'identity'),
    'he': ('red', 'health'), 'sx': ('red', 'sexuality'), 'be': ('red', 'beliefs'),
    'et': ('red', 'ethnicity'), 'fi': ('red', 'finance'), 're': ('red', 'relationship'),
    'y': ('yellow', 'uncertain'), 'gb': ('green', 'benign'), 'gl': ('green', 'benign-lookalike'),
}
LABEL_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
               'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def make(typ, fmt):
    t, _, arg = typ.partition('_')
    if t == 'iban': return g.g_iban(arg, fmt)
    if t == 'phone': return g.g_phone(arg, fmt)
    if t == 'seed': return g.g_seed({'es': 'spanish', 'fr': 'french', '': 'english'}[arg], fmt)
    if t == 'tok': return g.g_tok(arg, fmt)
    if t == 'num': return g.g_num(fmt)
    if t == 'vat': return getattr(g, 'g_vat_' + arg)(fmt)
    return getattr(g, 'g_' + typ)(fmt)

def validator(typ):
    t, _, arg = typ.partition('_')
    V = {'pesel': pesel.is_valid, 'nip': lambda s: nip.is_valid(s[2:] if s.upper().startswith('PL') else s),
         'regon': regon.is_valid, 'plid': g.plid_ok, 'nrb': lambda s: iban.is_valid('PL' + s),
         'steuerid': idnr.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid,
         'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid, 'ssn': ssn.is_valid,
         'nino': g.nino_ok, 'rvnr': g.rvnr_ok, 'naf': g.naf_ok, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'ean': ean.is_valid,
         'ean8': ean.is_valid, 'isbn': ean.is_valid, 'card': lambda s: luhn.is_valid(re.sub(r'[ -]', '', s)), 'iban': iban.is_valid,
         'vat': eu_vat.is_valid if arg != 'gb' else (lambda s: gb_vat.is_valid(s))}
    if t == 'phone': return lambda s, raw=None: g.phone_ok(s, arg.upper())
    if t == 'seed': return lambda s: g.seed_ok(s, {'es': 'spanish', 'fr': 'french', '': 'english'}[arg])
    return V.get(t)

SEP = re.compile(r'[\s\-./]')
rows, checked, stripped, errors = [], 0, 0, []
n = 0
for path in sorted(glob.glob('t_*.txt')):
    lang = path[2:-4]
    for ln, line in enumerate(open(path, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        code, cat, note, text = line.split('|', 3)
        label, kind = CODES[code.strip()]
        vals = []
        def sub(m):
            typ, _, fmt = m.group(1).partition(':')
            v = make(typ, fmt)
            vals.append((typ, v))
            return v
        text = re.sub(r'\{([a-z0-9_]+(?::[a-z0-9]+)?)\}', sub, text.strip())
        if '{' in text and re.search(r'\{[a-z_]+', text):
            errors.append(f'{path}:{ln} unfilled slot')
        n += 1
        rid = f'bzi-{n:04d}'
        for typ, v in vals:
            vf = validator(typ)
            if vf is None:
                continue
            checked += 1
            if v not in text:
                errors.append(f'{rid} value not verbatim')
            if not vf(v):
                errors.append(f'{rid} {typ} invalid as written')
            if typ.split('_')[0] != 'seed':
                stripped += 1
                if not vf(SEP.sub('', v).upper()):
                    errors.append(f'{rid} {typ} invalid after stripping')
        rows.append({'id': rid, 'lang': lang[:2], 'text': text, 'label': label, 'kind': kind,
                     'category': cat.strip(), 'note': note.strip()})

# checks
ids = [r['id'] for r in rows]
assert len(ids) == len(set(ids))
seen = collections.Counter(r['text'] for r in rows)
for t, c in seen.items():
    if c > 1:
        errors.append('duplicate text at ' + ','.join(r['id'] for r in rows if r['text'] == t))
for r in rows:
    if r['kind'] not in LABEL_KINDS[r['label']]:
        errors.append(r['id'] + ' kind/label')
    if r['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}:
        errors.append(r['id'] + ' lang')
with open('broad-zi.jsonl', 'w', encoding='utf-8') as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
# re-read
back = [json.loads(l) for l in open('broad-zi.jsonl', encoding='utf-8')]
assert back == rows and all(list(r) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note'] for r in back)
C = collections.Counter
print('lines', len(rows), 'checked values', checked, 'stripped re-validated', stripped)
print('lang', dict(C(r['lang'] for r in rows).most_common()))
lab = C(r['label'] for r in rows); print('label', {k: f'{v} ({100*v/len(rows):.1f} %)' for k, v in lab.most_common()})
print('kind', dict(C(r['kind'] for r in rows).most_common()))
for l in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']:
    c = C(r['label'] for r in rows if r['lang'] == l)
    print('  ', l, f"{c['red']}/{c['green']}/{c['yellow']}")
print('categories', len({r['category'] for r in rows}))
red = [r for r in rows if r['label'] == 'red']
print('red id+secret share', sum(r['kind'] in ('identifier', 'secret') for r in red) / max(1, len(red)))
print('ERRORS', len(errors)); print('\n'.join(errors[:40]))
