#!/usr/bin/env python3
"""Build broad-zzz19.jsonl from hand-written per-language line files.

Line file format (one message per line, '#' lines and blank lines ignored):
    label|kind|category|note|text
Placeholders <<name>> or <<name:ARG>> in text are filled with freshly generated values.
"""
import json, os, random, re, secrets, string, sys, uuid, hashlib, collections
from stdnum import iban as s_iban, luhn, isbn as s_isbn, ean as s_ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers as pn
from mnemonic import Mnemonic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz19.jsonl')
PREFIX = 'bzzz19'
R = random.Random(19019)
SR = random.Random(1919)  # shuffle

def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))

def brute(make, valid, tries=100000):
    for _ in range(tries):
        v = make()
        if valid(v):
            return v
    raise RuntimeError('no value')

# ---------- national numbers ----------
def g_pesel():
    def make():
        y = R.randint(1948, 2006); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return '%02d%02d%02d%s' % (y % 100, mm, d, digits(5))
    return brute(make, pesel.is_valid)

def fmt_nip(v):
    return R.choice([v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])

def g_nip():
    return fmt_nip(brute(lambda: str(R.randint(1, 9)) + digits(9), nip.is_valid))

def g_regon():
    return brute(lambda: digits(9), regon.is_valid)

def pl_sort_code():
    bank = R.choice(['1020', '1140', '1050', '1090', '1240', '1160', '2490', '1870'])
    base = bank + digits(3)
    w = [3, 9, 7, 1, 3, 9, 7]
    s = sum(int(c) * k for c, k in zip(base, w))
    return base + str((10 - s % 10) % 10)

def pl_sort_ok(bban):
    sc = bban[:8]; w = [3, 9, 7, 1, 3, 9, 7]
    return (sum(int(c) * k for c, k in zip(sc[:7], w)) + int(sc[7])) % 10 == 0

def iban_cd(cc, bban):
    num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
    return '%02d' % (98 - int(num) % 97)

def fr_rib_key(bank, branch, acct):
    return '%02d' % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)

def nl_ok(acct):
    return sum(int(c) * w for c, w in zip(acct, range(10, 0, -1))) % 11 == 0

def bban_for(cc):
    if cc == 'PL':
        return pl_sort_code() + digits(16)
    if cc == 'DE':
        return R.choice(['10070000', '20041133', '37040044', '50010517', '70020270', '43060967']) + digits(10)
    if cc == 'ES':
        b = R.choice(['2100', '0049', '0182', '2085', '0081']) + digits(4)
        a = digits(10)
        return b + ccc.calc_check_digits(b + '00' + a) + a
    if cc == 'FR':
        bank = R.choice(['30004', '30003', '20041', '10278', '30002']); br = digits(5); ac = digits(11)
        return bank + br + ac + fr_rib_key(bank, br, ac)
    if cc == 'BE':
        f = R.choice(['001', '063', '310', '068', '734']) + digits(7)
        c = int(f) % 97 or 97
        return f + '%02d' % c
    if cc == 'NL':
        ac = brute(lambda: digits(10), nl_ok)
        return R.choice(['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB']) + ac
    if cc == 'GB':
        return R.choice(['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL']) + digits(6) + digits(8)
    if cc == 'UA':
        return R.choice(['305299', '322001', '300711', '320649']) + '00000' + digits(14)
    if cc == 'AT':
        return R.choice(['12000', '20111', '14000', '32000']) + digits(11)
    if cc == 'IT':
        return None
    raise ValueError(cc)

def g_iban(cc):
    bban = bban_for(cc)
    v = cc + iban_cd(cc, bban) + bban
    assert s_iban.is_valid(v), v
    return v

def fmt_iban(v):
    if R.random() < 0.7:
        return ' '.join(v[i:i + 4] for i in range(0, len(v), 4))
    return v

def g_nrb():
    v = g_iban('PL')[2:]
    return R.choice([v, v[:2] + ' ' + ' '.join(v[i:i + 4] for i in range(2, 26, 4))])

def g_steuerid():
    v = brute(lambda: str(R.randint(1, 9)) + digits(10), idnr.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])

def g_ustid():
    return brute(lambda: 'DE' + str(R.randint(1, 9)) + digits(8), de_vat.is_valid)

def g_dni():
    n = digits(8); v = n + dni.calc_check_digit(n)
    return R.choice([v, n + '-' + v[-1]])

def g_nie():
    return brute(lambda: R.choice('XYZ') + digits(7) + R.choice('TRWAGMYFPDXBNJZSQVHLCKE'), nie.is_valid)

def g_cif():
    return brute(lambda: R.choice('ABG') + digits(7) + R.choice(string.digits), cif.is_valid)

def g_nir():
    def make():
        b = '%d%02d%02d%02d%s%s' % (R.randint(1, 2), R.randint(50, 99), R.randint(1, 12), R.randint(1, 89), digits(3), digits(3))
        return b + '%02d' % (97 - int(b) % 97)
    v = brute(make, nir.is_valid)
    return R.choice([v, '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])])

def g_siren():
    v = brute(lambda: str(R.randint(1, 9)) + digits(8), siren.is_valid)
    return R.choice([v, '%s %s %s' % (v[:3], v[3:6], v[6:])])

def g_siret():
    v = brute(lambda: str(R.randint(1, 9)) + digits(13), siret.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])])

def g_tva():
    s = brute(lambda: str(R.randint(1, 9)) + digits(8), siren.is_valid)
    k = '%02d' % ((12 + 3 * (int(s) % 97)) % 97)
    v = 'FR' + k + s
    assert tva.is_valid(v)
    return R.choice([v, 'FR %s %s' % (k, s)])

def g_ssn():
    v = brute(lambda: '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid)
    return v[:3] + '-' + v[3:5] + '-' + v[5:]

NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
NINO_RE = re.compile(r'^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')
def g_nino():
    def make():
        return (R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + digits(6) + R.choice('ABCD'))
    v = brute(make, lambda s: bool(NINO_RE.match(s)))
    return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])

def g_rnokpp():
    return brute(lambda: str(R.randint(2, 4)) + digits(9), rntrc.is_valid)

def g_edrpou():
    return brute(lambda: R.choice('234') + digits(7), edrpou.is_valid)

def g_inn():
    return brute(lambda: R.choice(['77', '78', '50', '54', '66']) + digits(10), lambda s: len(s) == 12 and inn.is_valid(s))

def g_inn10():
    return brute(lambda: R.choice(['77', '78', '50']) + digits(8), lambda s: len(s) == 10 and inn.is_valid(s))

TEST_CARDS = {'4242424242424242', '4111111111111111', '5555555555554444', '4000056655665556', '378282246310005'}
def g_card():
    kind = R.choice(['visa', 'visa', 'mc', 'mc', 'amex'])
    if kind == 'visa':
        make = lambda: '4' + digits(15)
    elif kind == 'mc':
        make = lambda: str(R.randint(51, 55)) + digits(14)
    else:
        make = lambda: R.choice(['34', '37']) + digits(13)
    v = brute(make, lambda s: luhn.is_valid(s) and s not in TEST_CARDS)
    if R.random() < 0.65:
        if len(v) == 16:
            return ' '.join(v[i:i + 4] for i in range(0, 16, 4))
        return '%s %s %s' % (v[:4], v[4:10], v[10:])
    return v

def g_isbn():
    v = brute(lambda: '978' + str(R.randint(0, 9)) + digits(8) + R.choice(string.digits), s_isbn.is_valid)
    try:
        return s_isbn.format(v)
    except Exception:
        return v

def g_ean():
    return brute(lambda: R.choice(['590', '400', '841', '300', '482']) + digits(10), s_ean.is_valid)

# ---------- phones ----------
PHONE_SEEDS = {
    'PL': ['50', '51', '53', '60', '66', '69', '72', '79', '88'],
    'DE': ['151', '160', '170', '176', '1577', '152', '162'],
    'ES': ['6', '7'],
    'FR': ['6', '7'],
    'GB': ['77', '78', '79', '74', '75'],
    'US': ['212', '415', '312', '617', '503', '720'],
    'UA': ['50', '67', '63', '93', '97', '68', '73'],
    'RU': ['916', '903', '926', '985', '915', '921'],
}
def g_phone(region):
    ex = pn.example_number_for_type(region, pn.PhoneNumberType.MOBILE)
    L = len(str(ex.national_number))
    def make():
        p = R.choice(PHONE_SEEDS[region])
        nat = p + digits(L - len(p))
        return pn.parse(nat, region) if region != 'US' else pn.parse(nat[:3] + str(R.randint(2, 9)) + nat[4:], region)
    def ok(n):
        return (pn.is_valid_number(n) and pn.region_code_for_number(n) == region and
                pn.number_type(n) in (pn.PhoneNumberType.MOBILE, pn.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    n = brute(make, ok)
    style = R.random()
    if style < 0.35:
        return pn.format_number(n, pn.PhoneNumberFormat.INTERNATIONAL)
    if style < 0.65:
        return pn.format_number(n, pn.PhoneNumberFormat.NATIONAL)
    if style < 0.8:
        return pn.format_number(n, pn.PhoneNumberFormat.E164)
    nat = pn.format_number(n, pn.PhoneNumberFormat.NATIONAL)
    return re.sub(r'[\s\-\(\)]', '', nat)

# ---------- seeds and tokens ----------
def g_seed(lang='english', words='12'):
    m = Mnemonic(lang)
    return m.generate(128 if words == '12' else 256)

ALNUM = string.ascii_letters + string.digits
def rnd(chars, n):
    return ''.join(secrets.choice(chars) for _ in range(n))

def g_ghp():
    return 'ghp_' + rnd(ALNUM, 36)
def g_akia():
    return 'AKIA' + rnd(string.ascii_uppercase + '234567', 16)
def g_awssecret():
    return rnd(ALNUM + '/+', 40)
def g_sklive():
    return 'sk_live_' + rnd(ALNUM, 34)
def g_openai():
    return 'sk-proj-' + rnd(ALNUM + '-_', 56)
def g_slack():
    return 'xoxb-%s-%s-%s' % (''.join(secrets.choice(string.digits) for _ in range(12)), ''.join(secrets.choice(string.digits) for _ in range(13)), rnd(ALNUM, 24))
def g_gapi():
    return 'AIza' + rnd(ALNUM + '-_', 35)
def g_glpat():
    return 'glpat-' + rnd(ALNUM + '-_', 20)
def g_uuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_sha():
    return hashlib.sha1(str(R.random()).encode()).hexdigest()[:R.choice([7, 10, 40])]

GEN = {
    'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'nrb': g_nrb, 'iban': lambda cc: fmt_iban(g_iban(cc)),
    'steuerid': g_steuerid, 'ustid': g_ustid, 'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir,
    'siren': g_siren, 'siret': g_siret, 'tva': g_tva, 'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp,
    'edrpou': g_edrpou, 'inn': g_inn, 'inn10': g_inn10, 'card': g_card, 'isbn': g_isbn, 'ean': g_ean,
    'phone': g_phone, 'seed': g_seed, 'ghp': g_ghp, 'akia': g_akia, 'awssecret': g_awssecret,
    'sklive': g_sklive, 'openai': g_openai, 'slack': g_slack, 'gapi': g_gapi, 'glpat': g_glpat,
    'uuid': g_uuid, 'sha': g_sha,
}

def strip(v):
    return re.sub(r'[\s\-./]', '', v)

def validator(name, arg):
    """Return a function(compact_value)->bool, or None for values without a checksum."""
    if name == 'iban':
        def f(s):
            if not s_iban.is_valid(s):
                return False
            if s[:2] == 'PL' and not pl_sort_ok(s[4:]):
                return False
            if s[:2] == 'FR' and fr_rib_key(s[4:9], s[9:14], s[14:25]) != s[25:27]:
                return False
            if s[:2] == 'NL' and not nl_ok(s[8:]):
                return False
            return True
        return f
    if name == 'nrb':
        return lambda s: len(s) == 26 and validator('iban', None)('PL' + s)
    table = {
        'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'steuerid': idnr.is_valid,
        'ustid': de_vat.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid,
        'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid, 'tva': tva.is_valid,
        'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'inn10': inn.is_valid,
        'card': luhn.is_valid, 'isbn': s_isbn.is_valid, 'ean': s_ean.is_valid,
    }
    return table.get(name)

def other_check(name, arg, v):
    if name == 'phone':
        n = pn.parse(v, arg)
        return pn.is_valid_number(n)
    if name == 'seed':
        return Mnemonic(arg.split(':')[0] if arg else 'english').check(v)
    if name == 'ssn':
        return ssn.is_valid(strip(v))
    if name == 'nino':
        return bool(NINO_RE.match(strip(v)))
    return True

PH = re.compile(r'<<([a-z0-9]+)(?::([A-Za-z0-9:_]+))?>>')
LABEL_KINDS = {
    'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
    'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'},
}

def main():
    rows, values = [], []
    for lang in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for ln, line in enumerate(open(path, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('|', 4)
            if len(parts) != 5:
                sys.exit('%s:%d bad line' % (path, ln))
            label, kind, cat, note, text = [p.strip() for p in parts]
            if kind not in LABEL_KINDS.get(label, ()):
                sys.exit('%s:%d label/kind %s/%s' % (path, ln, label, kind))
            used = []
            def fill(m):
                name, arg = m.group(1), m.group(2)
                g = GEN[name]
                if name == 'seed':
                    a = (arg or 'english:12').split(':')
                    v = g(a[0], a[1] if len(a) > 1 else '12')
                elif arg:
                    v = g(arg)
                else:
                    v = g()
                used.append((name, arg, v))
                return v
            text = PH.sub(fill, text).replace('\\n', '\n')
            rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat, 'note': note})
            values.append(used)
    order = list(range(len(rows)))
    SR.shuffle(order)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, k in enumerate(order, 1):
            r = rows[k]
            obj = {'id': '%s-%04d' % (PREFIX, i), 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                   'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(obj, ensure_ascii=False) + '\n')
    vals_by_text = {rows[k]['text']: values[k] for k in order}
    # ---------- re-read and verify ----------
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids)
    texts = [b['text'] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    nvals = nchk = 0
    mut_total = mut_accept = 0
    accepted_examples = collections.Counter()
    for b in back:
        assert list(b.keys()) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['kind'] in LABEL_KINDS[b['label']]
        for name, arg, v in vals_by_text[b['text']]:
            nvals += 1
            assert v in b['text'], (b['id'], v)
            assert other_check(name, arg, v), (b['id'], name, v)
            val = validator(name, arg)
            if val is None:
                continue
            c = strip(v)
            assert val(c), (b['id'], name, v)
            nchk += 1
            for i, ch in enumerate(c):
                if ch.isdigit():
                    mut = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                    mut_total += 1
                    if val(mut):
                        mut_accept += 1
                        accepted_examples[name] += 1
    cnt = lambda key: dict(sorted(collections.Counter(b[key] for b in back).items(), key=lambda x: -x[1]))
    print('lines', len(back))
    print('by lang', cnt('lang'))
    print('by label', cnt('label'))
    print('by kind', cnt('kind'))
    print('generated values', nvals, 'checksum-bearing', nchk)
    print('mutation check: %d single-digit variants, %d still accepted %s' % (mut_total, mut_accept, dict(accepted_examples)))
    red = [b for b in back if b['label'] == 'red']
    print('red share id+secret: %.3f' % (sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red)))
    g = [b for b in back if b['label'] == 'green']
    print('green lookalike share: %.3f' % (sum(b['kind'] == 'benign-lookalike' for b in g) / len(g)))
    for lang in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        print(lang, dict(collections.Counter(b['label'] for b in back if b['lang'] == lang)))

if __name__ == '__main__':
    main()
