"""Builds broad-zp.jsonl from the hand-written line modules and re-checks it."""
import json, re, sys, importlib
import phonenumbers
import bzp_gen as g
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
LABEL = {k: 'red' for k in RED}
LABEL.update({'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'})

def g4(s): return g.group4(s)
def fmt_phone(n, style):
    f = phonenumbers.PhoneNumberFormat
    return phonenumbers.format_number(n, f.NATIONAL if style == 'n' else (f.E164 if style == 'e' else f.INTERNATIONAL))

def gen(t, arg):
    """returns (value as written, validator-kind, region)"""
    if t == 'pesel': return g.make_pesel(), 'pesel', None
    if t == 'nip':
        v = g.make_nip(); return (v if arg != 'd' else '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])), 'nip', None
    if t == 'cnip':
        v = g.make_nip(); return ('%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]) if arg == 'd' else v), 'nip', None
    if t == 'regon': return g.make_regon(), 'regon', None
    if t == 'nrb':
        v = g.make_iban('PL')[2:]; return (v[:2] + ' ' + ' '.join(v[i:i+4] for i in range(2, 26, 4))) if arg != 'p' else v, 'nrb', None
    if t == 'iban':
        v = g.make_iban(arg.upper()); return g4(v), 'iban', None
    if t == 'steuerid':
        v = g.make_steuerid(); return ('%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])) if arg == 's' else v, 'steuerid', None
    if t == 'dni': return g.make_dni(), 'dni', None
    if t == 'nie':
        v = g.make_nie(); return (v[0] + '-' + v[1:8] + '-' + v[8]) if arg == 'd' else v, 'nie', None
    if t == 'nir':
        v = g.make_nir(); return ('%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])) if arg == 's' else v, 'nir', None
    if t == 'ssn': return g.make_ssn(), 'ssn', None
    if t == 'nino':
        v = g.make_nino(); return ('%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])) if arg == 's' else v, 'nino', None
    if t == 'rnokpp': return g.make_rnokpp(), 'rnokpp', None
    if t == 'inn': return g.make_inn(), 'inn', None
    if t == 'plid':
        v = g.make_plid(); return (v[:3] + ' ' + v[3:]) if arg == 's' else (v.lower() if arg == 'l' else v), 'plid', None
    if t == 'card':
        v = g.make_card(arg or '4'); return g4(v), 'card', None
    if t == 'cardp':
        v = g.make_card(arg or '4'); return v, 'card', None
    if t == 'phone':
        reg, _, style = arg.partition('.')
        n = g.make_phone(reg.upper()); return fmt_phone(n, style), 'phone', reg.upper()
    if t == 'seed': return g.make_seed(arg or 'english'), 'seed', arg or 'english'
    if t == 'ghp': v = g.make_ghp(); return v, 'ghp', None
    if t == 'openai': return g.make_openai(), 'openai', None
    if t == 'stripe': return g.make_stripe(), 'stripe', None
    if t == 'aws': return g.make_aws(), 'aws', None
    if t == 'hex': return g.make_hex(int(arg or 64)), 'hex', int(arg or 64)
    if t == 'isbn': return g.make_isbn(), 'isbn', None
    if t == 'ean': return g.make_ean(), 'ean', None
    if t == 'edrpou': return g.make_edrpou(), 'edrpou', None
    if t == 'siren':
        v = g.make_siren(); return (v[:3] + ' ' + v[3:6] + ' ' + v[6:]) if arg == 's' else v, 'siren', None
    if t == 'uuid': return g.make_uuid(), 'uuid', None
    if t == 'devat':
        v = g.make_devat(); return v[:2] + ' ' + v[2:5] + ' ' + v[5:8] + ' ' + v[8:], 'devat', None
    if t == 'cif': return g.make_cif(), 'cif', None
    if t == 'nss': return g.make_nss(), 'nss', None
    if t == 'sha': return g.make_sha(), 'hex', 40
    raise KeyError(t)

def compact(v): return re.sub(r'[\s\-./]', '', v)

def valid(v, vk, extra):
    c = compact(v)
    return {
        'pesel': lambda: pesel.is_valid(c), 'nip': lambda: nip.is_valid(c), 'regon': lambda: regon.is_valid(c),
        'nrb': lambda: iban.is_valid('PL' + c), 'iban': lambda: iban.is_valid(c), 'steuerid': lambda: idnr.is_valid(c),
        'dni': lambda: dni.is_valid(c), 'nie': lambda: nie.is_valid(c), 'nir': lambda: nir.is_valid(c),
        'ssn': lambda: ssn.is_valid(c), 'nino': lambda: g.nino_ok(c), 'rnokpp': lambda: rntrc.is_valid(c),
        'inn': lambda: inn.is_valid(c), 'plid': lambda: g.plid_ok(c), 'card': lambda: luhn.is_valid(c) and len(c) == 16,
        'phone': lambda: g.phone_ok(v, extra), 'seed': lambda: g.seed_ok(v, extra), 'ghp': lambda: g.ghp_ok(v),
        'openai': lambda: bool(re.fullmatch(r'sk-proj-[A-Za-z0-9]{48}', v)),
        'stripe': lambda: bool(re.fullmatch(r'sk_live_[A-Za-z0-9]{24}', v)),
        'aws': lambda: bool(re.fullmatch(r'AKIA[A-Z2-7]{16}', v)),
        'hex': lambda: bool(re.fullmatch(r'[0-9a-f]{%d}' % extra, v)),
        'isbn': lambda: isbn.is_valid(c), 'ean': lambda: ean.is_valid(c), 'edrpou': lambda: edrpou.is_valid(c),
        'siren': lambda: siren.is_valid(c),
        'devat': lambda: g.devat.is_valid(c), 'cif': lambda: g.escif.is_valid(c), 'nss': lambda: g.nss_ok(c),
        'uuid': lambda: bool(re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v)),
    }[vk]()

PH = re.compile(r'<<(\w+)(?::([\w.]+))?>>')

def main():
    mods = ['bzp_pl', 'bzp_en', 'bzp_de', 'bzp_es', 'bzp_fr', 'bzp_uk', 'bzp_ru', 'bzp_extra']
    rows, recs = [], []
    for m in mods:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError:
            print('missing', m); continue
        for item in mod.LINES:
            lang = mod.LANG
            if len(item) == 5:
                lang, item = item[0], item[1:]
            kind, cat, text, note = item
            vals = []
            def sub(mt):
                v, vk, ex = gen(mt.group(1), mt.group(2))
                vals.append((v, vk, ex)); return v
            t = PH.sub(sub, text)
            rows.append(dict(id=None, lang=lang, text=t, label=LABEL[kind], kind=kind, category=cat, note=note))
            recs.append(vals)
    for i, r in enumerate(rows, 1): r['id'] = 'bzp-%04d' % i
    with open('broad-zp.jsonl', 'w', encoding='utf-8') as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump([[list(v) for v in vals] for vals in recs], open('bzp_values.json', 'w'), ensure_ascii=False)
    check()

def check():
    rows = [json.loads(l) for l in open('broad-zp.jsonl', encoding='utf-8')]
    recs = json.load(open('bzp_values.json'))
    err = 0; nvals = 0
    ids = [r['id'] for r in rows]; texts = [r['text'] for r in rows]
    if len(set(ids)) != len(ids): print('dup ids'); err += 1
    seen = set()
    for r in rows:
        if r['text'] in seen: print('dup text', r['id']); err += 1
        seen.add(r['text'])
        if set(r) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: print('fields', r['id']); err += 1
        if LABEL.get(r['kind']) != r['label']: print('label/kind', r['id']); err += 1
        if '<<' in r['text']: print('unfilled', r['id']); err += 1
    for r, vals in zip(rows, recs):
        for v, vk, ex in vals:
            nvals += 1
            if v not in r['text']: print('not verbatim', r['id']); err += 1
            if not valid(v, vk, ex): print('invalid', r['id'], vk); err += 1
    from collections import Counter
    print('lines', len(rows), 'values', nvals, 'errors', err)
    print('lang', Counter(r['lang'] for r in rows))
    print('label', Counter(r['label'] for r in rows))
    print('kind', Counter(r['kind'] for r in rows))
    lx = Counter((r['lang'], r['label']) for r in rows)
    for l in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']:
        print(l, lx[(l, 'red')], lx[(l, 'green')], lx[(l, 'yellow')])
    print('categories', len(set(r['category'] for r in rows)))
    return err

if __name__ == '__main__':
    if sys.argv[1:] == ['check']: sys.exit(1 if check() else 0)
    main()
