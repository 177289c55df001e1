"""Build broad-zv.jsonl from the hand-written lines, then re-read and check it."""
import json, re, sys, zlib, collections
import bzv_gen as g
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

KIND = {'id': 'identifier', 'sec': 'secret', 'idn': 'identity', 'hea': 'health', 'sex': 'sexuality',
        'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
        'ben': 'benign', 'look': 'benign-lookalike'}
LABEL = {'r': 'red', 'g': 'green', 'y': 'yellow'}
OK_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
            'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def groups(v, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(v[i:i+s]); i += s
    if i < len(v): out.append(v[i:])
    return ' '.join(x for x in out if x)
def by4(v): return ' '.join(v[i:i+4] for i in range(0, len(v), 4))

def make(typ, fmt):
    base, _, arg = typ.partition('.')
    if base == 'ph':
        p = g.gen_phone(arg); return g.fmt_phone(p, fmt or 'nat'), ('ph', arg)
    if base == 'seed':
        return g.gen_seed(arg or 'english'), ('seed', arg or 'english')
    if base == 'tok':
        return g.gen_token(arg), ('tok', arg)
    if base == 'iban':
        v = g.gen_iban(arg)
    else:
        v = getattr(g, 'gen_' + base)()
    if fmt == 's':
        if base == 'nrb': v = groups(v, [2, 4, 4, 4, 4, 4, 4])
        elif base == 'nino': v = groups(v, [2, 2, 2, 2, 1])
        elif base == 'nir': v = groups(v, [1, 2, 2, 2, 3, 3, 2])
        elif base == 'siren': v = groups(v, [3, 3, 3])
        elif base == 'siret': v = groups(v, [3, 3, 3, 5])
        elif base == 'steuerid': v = groups(v, [2, 3, 3, 3])
        elif base == 'pesel': v = groups(v, [6, 5])
        else: v = by4(v)
    elif fmt == 'd':
        if base == 'ssn': v = f"{v[:3]}-{v[3:5]}-{v[5:]}"
        elif base == 'nip': v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
        elif base == 'isbn': v = f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
        else: v = '-'.join(v[i:i+4] for i in range(0, len(v), 4))
    elif fmt == 'lo':
        v = v.lower()
    elif fmt == 'slo':
        v = by4(v).lower()
    return v, (base, arg)

def validate(kind, v):
    base, arg = kind
    c = re.sub(r'[\s\-./]', '', v).upper()
    if base == 'ph':
        p = phonenumbers.parse(v, arg); return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == arg
    if base == 'seed': return Mnemonic(arg).check(v)
    if base == 'tok':
        if arg == 'ghp':
            body = v[4:34]; return g.b62(zlib.crc32(body.encode()), 6) == v[34:]
        return True
    f = {'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': iban.is_valid,
         'nrb': lambda x: iban.is_valid('PL' + x), 'steuerid': idnr.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid,
         'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid, 'ssn': ssn.is_valid,
         'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid,
         'isbn': isbn.is_valid, 'ean': ean.is_valid, 'plid': g.plid_ok, 'nino': g.nino_ok}[base]
    return f(c) and (f(v.upper()) if base not in ('ssn', 'card', 'isbn', 'ean') else True)

PH = re.compile(r'\{\{([\w.]+)(?:\|(\w+))?\}\}')

def main():
    from bzv_lines import LINES
    rows, recs = [], []
    for i, (lang, L, K, cat, text, note) in enumerate(LINES, 1):
        vals = []
        def sub(m):
            v, k = make(m.group(1), m.group(2)); vals.append((k, v)); return v
        t = PH.sub(sub, text)
        rid = f"bzv-{i:04d}"
        rows.append({'id': rid, 'lang': lang, 'text': t, 'label': LABEL[L], 'kind': KIND[K], 'category': cat, 'note': note})
        recs.append({'id': rid, 'values': [[k[0], k[1], v] for k, v in vals]})
    with open('broad-zv.jsonl', 'w', encoding='utf-8') as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open('bzv_values.json', 'w', encoding='utf-8') as f: json.dump(recs, f, ensure_ascii=False, indent=0)
    # re-read and check
    errs = []
    back = [json.loads(l) for l in open('broad-zv.jsonl', encoding='utf-8')]
    byid = {r['id']: r for r in back}
    if len(byid) != len(back): errs.append('dup ids')
    texts = collections.Counter(r['text'] for r in back)
    for t, n in texts.items():
        if n > 1: errs.append('dup text: ' + t[:40])
    nval = nid = 0
    for r in back:
        if set(r) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: errs.append(r['id'] + ' fields')
        if r['kind'] not in OK_KINDS[r['label']]: errs.append(r['id'] + ' label/kind')
        if r['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): errs.append(r['id'] + ' lang')
        if '{{' in r['text']: errs.append(r['id'] + ' unfilled')
    for rec in recs:
        t = byid[rec['id']]['text']
        for base, arg, v in rec['values']:
            nval += 1
            if v not in t: errs.append(f"{rec['id']} value not verbatim")
            if base not in ('tok',) or arg == 'ghp':
                nid += 1
                if not validate((base, arg), v): errs.append(f"{rec['id']} invalid {base}")
    # documented test data and textbook values written by hand in green lines: must appear and validate
    HAND = [('card', '4242 4242 4242 4242'), ('card', '4111 1111 1111 1111'), ('card', '5555 5555 5555 4444'),
            ('card', '4000 0025 0000 3155'), ('iban', 'DE89 3704 0044 0532 0130 00'), ('dni', '12345678Z')]
    alltext = '\n'.join(r['text'] for r in back)
    for base, v in HAND:
        nid += 1
        if v not in alltext: errs.append('hand value missing ' + v)
        if not validate((base, ''), v): errs.append('hand value invalid ' + v)
    c = collections.Counter
    stats = {'lines': len(back), 'lang': c(r['lang'] for r in back), 'label': c(r['label'] for r in back),
             'kind': c(r['kind'] for r in back), 'categories': len({r['category'] for r in back}),
             'lang_label': {l: dict(c(r['label'] for r in back if r['lang'] == l)) for l in ['pl','en','de','fr','es','uk','ru']},
             'values': nval, 'validated': nid, 'errors': errs}
    json.dump(stats, open('bzv_stats.json', 'w'), indent=1, default=dict)
    print(json.dumps(stats, indent=1, default=dict))
    return 1 if errs else 0

if __name__ == '__main__':
    sys.exit(main())
