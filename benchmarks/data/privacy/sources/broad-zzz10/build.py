"""Build broad-zzz10.jsonl from hand-written per-language line files.

Line file format (sources/lines-<lang>.txt): label|kind|category|note|text
Blank lines and lines starting with '#' are ignored. <<name>> placeholders in text are
replaced with freshly generated values (see GEN). Checksum-bearing values are re-validated
after the jsonl is written and re-read, and a one-digit mutation check is run.
"""
import json, random, re, secrets, string, sys, collections, os
from stdnum import iban, luhn, isbn, ean
from stdnum.iso7064 import mod_11_10
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers as pn
from phonenumbers import PhoneNumberFormat as PF
from mnemonic import Mnemonic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz10.jsonl')
rng = random.Random(20261204)
D = string.digits

def rd(n):
    return ''.join(rng.choice(D) for _ in range(n))

def until(fn, ok, tries=200000):
    for _ in range(tries):
        v = fn()
        if ok(v):
            return v
    raise RuntimeError('no value')

# ---------- generators: return (shown_text, compact_value, validator_key) ----------
def g_pesel():
    y = rng.randint(1950, 2008); m = rng.randint(1, 12); d = rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = '%02d%02d%02d%s' % (y % 100, mm, d, rd(4))
    v = base + pesel.calc_check_digit(base)
    return v, v, 'pesel'

def g_nip():
    def f():
        b = str(rng.randint(1, 9)) + rd(8)
        c = sum(w * int(n) for w, n in zip((6, 5, 7, 2, 3, 4, 5, 6, 7), b)) % 11
        return b + str(c) if c < 10 else ''
    v = until(f, nip.is_valid)
    shown = rng.choice([v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])
    return shown, v, 'nip'

def g_regon():
    v = until(lambda: (lambda b: b + regon.calc_check_digit(b))(str(rng.randint(1, 9)) + rd(7)), regon.is_valid)
    return v, v, 'regon'

def _pl_route():
    bank = rng.choice(['102', '105', '109', '114', '116', '124', '175', '249', '193', '103'])
    b7 = bank + rd(4)
    s = sum(int(c) * w for c, w in zip(b7, [3, 9, 7, 1, 3, 9, 7]))
    return b7 + str((10 - s % 10) % 10)

def _iban(cc, bban):
    return cc + iban.calc_check_digits(cc + '00' + bban) + bban

def g_iban_pl():
    v = _iban('PL', _pl_route() + rd(16))
    return rng.choice([iban.format(v), v]), v, 'iban'

def g_nrb():
    v = _iban('PL', _pl_route() + rd(16))
    n = v[2:]
    shown = rng.choice([n, n[:2] + ' ' + ' '.join(n[i:i + 4] for i in range(2, 26, 4))])
    return shown, v, 'iban'

def g_iban_de():
    v = _iban('DE', rng.choice(['10010010', '20041111', '37040044', '50010517', '70150000', '12030000', '43060967']) + rd(10))
    return rng.choice([iban.format(v), v]), v, 'iban'

def g_iban_es():
    def f():
        bb = rng.choice(['2100', '0049', '0182', '2085', '0081', '1465']) + rd(4) + '00' + rd(10)
        c = ccc.calc_check_digits(bb)
        return _iban('ES', bb[:8] + c + bb[10:])
    v = until(f, iban.is_valid)
    return rng.choice([iban.format(v), v]), v, 'iban'

def _rib_key(bank, guichet, compte):
    return '%02d' % (97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)

def g_iban_fr():
    bank = rng.choice(['30004', '30003', '20041', '10278', '18206', '30066']); g = rd(5); c = rd(11)
    v = _iban('FR', bank + g + c + _rib_key(bank, g, c))
    return rng.choice([iban.format(v), v]), v, 'iban-fr'

def g_iban_be():
    v = until(lambda: (lambda b: _iban('BE', b + '%02d' % ((int(b) % 97) or 97)))(str(rng.randint(1, 9)) + rd(9)), iban.is_valid)
    return rng.choice([iban.format(v), v]), v, 'iban'

def g_iban_gb():
    v = _iban('GB', rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rd(14))
    return rng.choice([iban.format(v), v]), v, 'iban'

def g_iban_ua():
    v = _iban('UA', rng.choice(['305299', '322001', '300528', '320649']) + '0000' + rd(15))
    return rng.choice([iban.format(v), v]), v, 'iban'

def g_steuerid():
    def f():
        b = str(rng.randint(1, 9)) + rd(9)
        try:
            return b + mod_11_10.calc_check_digit(b)
        except Exception:
            return ''
    v = until(f, idnr.is_valid)
    return rng.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])]), v, 'steuerid'

def g_ustid():
    v = until(lambda: 'DE' + str(rng.randint(1, 9)) + rd(8), devat.is_valid)
    return v, v, 'ustid'

def g_dni():
    b = rd(8); v = b + dni.calc_check_digit(b)
    return rng.choice([v, b + '-' + v[-1]]), v, 'dni'

def g_nie():
    b = rng.choice('XYZ') + rd(7); v = b + nie.calc_check_digit(b)
    return v, v, 'nie'

def g_cif():
    v = until(lambda: rng.choice('AB') + rd(8), cif.is_valid)
    return v, v, 'cif'

def g_nir():
    def f():
        b = rng.choice('12') + '%02d%02d' % (rng.randint(50, 99), rng.randint(1, 12)) + '%02d' % rng.randint(1, 95) + rd(6)
        return b + '%02d' % (97 - int(b) % 97)
    v = until(f, nir.is_valid)
    return rng.choice([v, nir.format(v)]), v, 'nir'

def g_siren():
    v = until(lambda: str(rng.randint(1, 9)) + rd(8), siren.is_valid)
    return rng.choice([v, '%s %s %s' % (v[:3], v[3:6], v[6:])]), v, 'siren'

def g_siret():
    v = until(lambda: str(rng.randint(1, 9)) + rd(13), siret.is_valid)
    return rng.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])]), v, 'siret'

def g_tva():
    s = until(lambda: str(rng.randint(1, 9)) + rd(8), siren.is_valid)
    v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
    assert tva.is_valid(v)
    return v, v, 'tva'

def g_ssn():
    v = until(lambda: '%03d%02d%04d' % (rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999)), ssn.is_valid)
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:]), v, 'ssn'

NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
def nino_ok(v):
    return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v)) and v[:2] not in NINO_BAD

def g_nino():
    L1 = 'ABCEGHJKLMNPRSTWXYZ'; L2 = 'ABCEGHJKLMNPRSTWXYZ'
    v = until(lambda: rng.choice(L1) + rng.choice(L2) + rd(6) + rng.choice('ABCD'), nino_ok)
    return rng.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])]), v, 'nino'

def g_rnokpp():
    v = until(lambda: str(rng.randint(1, 4)) + rd(9), rntrc.is_valid)
    return v, v, 'rnokpp'

def g_edrpou():
    v = until(lambda: str(rng.randint(1, 4)) + rd(7), edrpou.is_valid)
    return v, v, 'edrpou'

def g_inn12():
    v = until(lambda: '77' + rd(10), lambda x: inn.is_valid(x) and len(x) == 12)
    return v, v, 'inn'

def g_inn10():
    v = until(lambda: '77' + rd(8), lambda x: inn.is_valid(x) and len(x) == 10)
    return v, v, 'inn'

def _card(prefix, length):
    b = prefix + rd(length - len(prefix) - 1)
    return b + luhn.calc_check_digit(b)

def _cshow(v):
    if len(v) == 15:
        return rng.choice([v, '%s %s %s' % (v[:4], v[4:10], v[10:])])
    return rng.choice([v, ' '.join(v[i:i + 4] for i in range(0, 16, 4)), '-'.join(v[i:i + 4] for i in range(0, 16, 4))])

def g_card():
    p = rng.choice(['4', '4', '51', '53', '55', '2221'])
    v = _card(p, 16)
    return _cshow(v), v, 'card'

def g_amex():
    v = _card(rng.choice(['34', '37']), 15)
    return _cshow(v), v, 'card'

def g_isbn():
    b = '978' + rng.choice(['83', '3', '84', '2', '0', '617', '5']) 
    b = b + rd(12 - len(b))
    v = b + ean.calc_check_digit(b)
    return rng.choice([v, isbn.format(v)]), v, 'isbn'

def g_ean():
    b = rng.choice(['590', '400', '840', '300', '482', '460', '500']) + rd(9)
    v = b + ean.calc_check_digit(b)
    return v, v, 'ean'

PREFIX = {
    ('PL', 'm'): ['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'],
    ('DE', 'm'): ['151', '152', '157', '160', '162', '170', '171', '172', '176', '177', '178', '179'],
    ('ES', 'm'): ['6', '7'], ('FR', 'm'): ['6', '7'], ('GB', 'm'): ['74', '75', '77', '78', '79'],
    ('UA', 'm'): ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
    ('RU', 'm'): ['903', '905', '910', '915', '916', '925', '926', '950', '977', '985'],
    ('US', 'f'): ['201', '212', '305', '312', '415', '503', '617', '702', '713', '917'],
    ('DE', 'f'): ['30', '40', '89', '221', '341', '511', '711'],
    ('PL', 'f'): ['12', '22', '42', '58', '61', '71'], ('FR', 'f'): ['1', '2', '3', '4', '5'],
}

def phone_gen(region, kind):
    ex = pn.example_number_for_type(region, kind)
    nat = str(ex.national_number)
    pre = PREFIX.get((region, 'm' if kind == pn.PhoneNumberType.MOBILE else 'f'), [nat[:len(nat) - 6]])
    def f():
        p0 = rng.choice(pre)
        n = p0 + rd(len(nat) - len(p0))
        p = pn.parse(n, region)
        return p if pn.is_valid_number(p) and pn.number_type(p) == kind else None
    p = until(f, lambda x: x is not None)
    style = rng.randrange(4)
    if style == 0:
        s = pn.format_number(p, PF.INTERNATIONAL)
    elif style == 1:
        s = pn.format_number(p, PF.NATIONAL)
    elif style == 2:
        s = pn.format_number(p, PF.E164)
    else:
        s = re.sub(r'\D', '', pn.format_number(p, PF.NATIONAL))
        if region in ('US',):
            s = pn.format_number(p, PF.NATIONAL).replace('(', '').replace(') ', '-')
    return s, pn.format_number(p, PF.E164), 'phone-' + region

def mk_phone(region, kind=pn.PhoneNumberType.MOBILE):
    return lambda: phone_gen(region, kind)

MN = {l: Mnemonic(l) for l in ['english', 'spanish', 'french', 'russian', 'italian']}
def mk_seed(lang, strength=128):
    def g():
        v = MN[lang].generate(strength)
        return v, v, 'seed-' + lang
    return g

ALNUM = string.ascii_letters + string.digits
def rs(n, alpha=ALNUM):
    return ''.join(secrets.choice(alpha) for _ in range(n))

KEYS = {
    'key-openai': (lambda: 'sk-proj-' + rs(48), r'sk-proj-[A-Za-z0-9]{48}'),
    'key-github': (lambda: 'ghp_' + rs(36), r'ghp_[A-Za-z0-9]{36}'),
    'key-aws': (lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'), r'AKIA[A-Z2-7]{16}'),
    'key-stripe': (lambda: 'sk_live_' + rs(24), r'sk_live_[A-Za-z0-9]{24}'),
    'key-slack': (lambda: 'xoxb-%s-%s-%s' % (rs(12, D), rs(13, D), rs(24)), r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}'),
    'key-gitlab': (lambda: 'glpat-' + rs(20, ALNUM + '-_'), r'glpat-[A-Za-z0-9_-]{20}'),
    'key-google': (lambda: 'AIza' + rs(35, ALNUM + '-_'), r'AIza[A-Za-z0-9_-]{35}'),
}
def mk_key(name):
    fn, _ = KEYS[name]
    def g():
        v = fn()
        return v, v, name
    return g

GEN = {
    'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'iban-pl': g_iban_pl, 'nrb': g_nrb,
    'iban-de': g_iban_de, 'iban-es': g_iban_es, 'iban-fr': g_iban_fr, 'iban-be': g_iban_be,
    'iban-gb': g_iban_gb, 'iban-ua': g_iban_ua, 'steuerid': g_steuerid, 'ustid': g_ustid,
    'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir, 'siren': g_siren, 'siret': g_siret,
    'tva': g_tva, 'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou,
    'inn12': g_inn12, 'inn10': g_inn10, 'card': g_card, 'amex': g_amex, 'isbn': g_isbn, 'ean': g_ean,
    'phone-pl': mk_phone('PL'), 'phone-de': mk_phone('DE'), 'phone-es': mk_phone('ES'),
    'phone-fr': mk_phone('FR'), 'phone-gb': mk_phone('GB'), 'phone-us': mk_phone('US', pn.PhoneNumberType.FIXED_LINE_OR_MOBILE),
    'phone-ua': mk_phone('UA'), 'phone-ru': mk_phone('RU'), 'phone-de-fix': mk_phone('DE', pn.PhoneNumberType.FIXED_LINE),
    'phone-pl-fix': mk_phone('PL', pn.PhoneNumberType.FIXED_LINE), 'phone-fr-fix': mk_phone('FR', pn.PhoneNumberType.FIXED_LINE),
    'seed-en': mk_seed('english'), 'seed-en24': mk_seed('english', 256), 'seed-es': mk_seed('spanish'),
    'seed-fr': mk_seed('french'), 'seed-ru': mk_seed('russian'), 'seed-it': mk_seed('italian'),
}
for k in KEYS:
    GEN[k] = mk_key(k)

def fr_iban_ok(v):
    return iban.is_valid(v) and _rib_key(v[4:9], v[9:14], v[14:25]) == v[25:27]

def pl_route_ok(v):
    r = v[4:12]
    return sum(int(c) * w for c, w in zip(r, [3, 9, 7, 1, 3, 9, 7, 1])) % 10 == 0

def iban_ok(v):
    if not iban.is_valid(v):
        return False
    return pl_route_ok(v) if v.startswith('PL') else True

def phone_ok(region):
    def f(v):
        try:
            p = pn.parse(v, region)
        except Exception:
            return False
        return pn.is_valid_number(p)
    return f

VALID = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': iban_ok,
    'iban-fr': fr_iban_ok, 'steuerid': idnr.is_valid, 'ustid': devat.is_valid, 'dni': dni.is_valid,
    'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
    'siret': siret.is_valid, 'tva': tva.is_valid, 'ssn': ssn.is_valid, 'nino': nino_ok,
    'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid,
    'isbn': isbn.is_valid, 'ean': ean.is_valid,
}
for r in ['PL', 'DE', 'ES', 'FR', 'GB', 'US', 'UA', 'RU']:
    VALID['phone-' + r] = phone_ok(r)
for l in MN:
    VALID['seed-' + l] = (lambda m: (lambda v: m.check(v)))(MN[l])
for k, (_, pat) in KEYS.items():
    VALID[k] = (lambda p: (lambda v: bool(re.fullmatch(p, v))))(pat)
CHECKSUM = {'pesel', 'nip', 'regon', 'iban', 'iban-fr', 'steuerid', 'ustid', 'dni', 'nie', 'cif', 'nir',
            'siren', 'siret', 'tva', 'rnokpp', 'edrpou', 'inn', 'card', 'isbn', 'ean'}

LABEL_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
               'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
PH = re.compile(r'<<([a-z0-9-]+)>>')

def main():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for ln, raw in enumerate(open(path, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = raw.split('|', 4)
            assert len(parts) == 5, (path, ln, raw)
            label, kind, cat, note, text = [p.strip() for p in parts]
            assert kind in LABEL_KINDS[label], (path, ln, label, kind)
            vals = []
            def sub(m):
                shown, compact, vkey = GEN[m.group(1)]()
                vals.append((shown, compact, vkey))
                return shown
            text = PH.sub(sub, text)
            assert '<<' not in text and '>>' not in text, (path, ln)
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals))
    rng.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': 'bzzz10-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'values.json'), 'w', encoding='utf-8') as f:
        json.dump([[i + 1, v] for i, r in enumerate(rows) for v in r['_vals']], f, ensure_ascii=False, indent=0)
    # ---------- re-read and check ----------
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids)
    texts = [b['text'] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    for b in back:
        assert list(b) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['lang'] in LANGS and b['kind'] in LABEL_KINDS[b['label']]
    nvals = 0; bad = 0
    mut_total = collections.Counter(); mut_acc = collections.Counter()
    for b, r in zip(back, rows):
        for shown, compact, vkey in r['_vals']:
            nvals += 1
            if shown not in b['text']:
                bad += 1; print('NOT VERBATIM', b['id'], shown)
            stripped = re.sub(r'[\s\-./]', '', shown) if not vkey.startswith(('seed', 'key')) else shown
            if vkey.startswith('phone'):
                stripped = shown
            elif vkey == 'nrb':
                stripped = 'PL' + stripped
            if vkey in ('iban', 'iban-fr') and not stripped.startswith(('PL', 'DE', 'ES', 'FR', 'BE', 'GB', 'UA')):
                stripped = 'PL' + stripped
            if not VALID[vkey](stripped):
                bad += 1; print('INVALID', b['id'], vkey, shown)
            if vkey in CHECKSUM:
                for i, c in enumerate(compact):
                    if not c.isdigit():
                        continue
                    for step in (1, -1):
                        m = compact[:i] + str((int(c) + step) % 10) + compact[i + 1:]
                        mut_total[vkey] += 1
                        try:
                            ok = VALID[vkey](m)
                        except Exception:
                            ok = False
                        if ok:
                            mut_acc[vkey] += 1
    print('lines', len(back), 'generated values', nvals, 'failures', bad)
    print('mutation check (each digit +1 and -1 mod 10, one at a time): accepted %d of %d variants' % (sum(mut_acc.values()), sum(mut_total.values())))
    for k in sorted(mut_total):
        print('  %-9s %5d variants, %d accepted' % (k, mut_total[k], mut_acc[k]))
    for fld in ['lang', 'label', 'kind']:
        print(fld, dict(collections.Counter(b[fld] for b in back).most_common()))
    red = [b for b in back if b['label'] == 'red']
    print('red share %.1f%%, yellow %.1f%%, green %.1f%%' % tuple(100 * sum(b['label'] == l for b in back) / len(back) for l in ['red', 'yellow', 'green']))
    print('id+secret of red %.1f%%' % (100 * sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red)))
    for lang in LANGS:
        print(lang, dict(collections.Counter(b['label'] for b in back if b['lang'] == lang)), dict(collections.Counter(b['kind'] for b in back if b['lang'] == lang)))
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
