"""Value generators and validators for broad-zzr. All values random and fictional."""
import random, secrets, string, re
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as siban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou

R = random.Random(20261204)

def digits(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def until(fn, ok):
    while True:
        v = fn()
        if ok(v):
            return v

# ---------- national bank-code checks not in stdnum ----------
def fr_rib_ok(bban):  # 5 bank + 5 branch + 11 account + 2 key (numeric accounts)
    b, g, c, k = bban[:5], bban[5:10], bban[10:21], bban[21:23]
    return (89 * int(b) + 15 * int(g) + 3 * int(c) + int(k)) % 97 == 0

def it_cin(rest):  # rest = ABI(5)+CAB(5)+conto(12)
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    s = 0
    for i, ch in enumerate(rest):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        s += odd[v] if i % 2 == 0 else v
    return chr(65 + s % 26)

def pl_bank_ok(sort8):  # Polish bank settlement number check digit
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(a) * b for a, b in zip(sort8[:7], w)) % 10) % 10 == int(sort8[7])

def iso_iban(cc, bban):
    chk = siban.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban

def iban_national_ok(v):
    v = v.replace(' ', '').upper()
    if not siban.is_valid(v):
        return False
    cc, bban = v[:2], v[4:]
    if cc == 'FR':
        return fr_rib_ok(bban)
    if cc == 'IT':
        return it_cin(bban[1:]) == bban[0]
    if cc == 'PL':
        return pl_bank_ok(bban[:8])
    return True

def gen_iban(cc):
    if cc == 'FR':
        def f():
            b = digits(21)
            k = 97 - (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:])) % 97
            return iso_iban('FR', b + '%02d' % k)
    elif cc == 'IT':
        def f():
            rest = digits(22)
            return iso_iban('IT', it_cin(rest) + rest)
    elif cc == 'PL':
        def f():
            s7 = R.choice(['1020', '1140', '1050', '1240', '1090', '2490', '1160']) + digits(3)
            w = [3, 9, 7, 1, 3, 9, 7]
            c = (10 - sum(int(a) * b for a, b in zip(s7, w)) % 10) % 10
            return iso_iban('PL', s7 + str(c) + digits(16))
    else:
        fmt = {'DE': 18, 'NL': None, 'BE': 12, 'ES': 20, 'AT': 16, 'UA': None, 'CH': 17, 'PT': 21, 'GB': None, 'IE': None}[cc]
        def f():
            if cc == 'NL':
                return iso_iban('NL', R.choice(['ABNA', 'RABO', 'INGB', 'TRIO']) + digits(10))
            if cc == 'UA':
                return iso_iban('UA', R.choice(['305299', '322001', '320649', '380805']) + digits(19))
            if cc == 'GB':
                return iso_iban('GB', R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(14))
            if cc == 'IE':
                return iso_iban('IE', R.choice(['AIBK', 'BOFI']) + digits(14))
            return iso_iban(cc, digits(fmt))
    return until(f, iban_national_ok)

def group4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))

# ---------- generators: return the string as written ----------
def g_pesel():
    def f():
        y = R.randint(1950, 2005); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d' % (y % 100, mm, d) + digits(4)
        return base + pesel.calc_check_digit(base)
    return until(f, pesel.is_valid)

def g_nip():
    v = until(lambda: R.choice(['5', '6', '7', '8', '9']) + digits(9), nip.is_valid)
    st = R.random()
    if st < 0.4:
        return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    return v

def g_regon():
    return until(lambda: digits(9), regon.is_valid)

def g_nrb():
    v = gen_iban('PL')[2:]
    return v[:2] + ' ' + group4(v[2:]) if R.random() < 0.7 else v

def g_iban(cc):
    v = gen_iban(cc)
    return group4(v) if R.random() < 0.6 else v

def g_idnr():
    def f():
        d = [R.choice('123456789')]
        # Steuer-ID: 10 digits, one digit twice (or thrice), rest once
        pool = list('0123456789')
        R.shuffle(pool)
        body = pool[:10]
        i, j = R.sample(range(10), 2)
        body[i] = body[j]
        s = ''.join(body)
        if s[0] == '0':
            return '0'
        from stdnum.iso7064 import mod_11_10
        return s + mod_11_10.calc_check_digit(s)
    v = until(f, idnr.is_valid)
    return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:]) if R.random() < 0.5 else v

def g_ustid():
    return 'DE' + until(lambda: digits(9), lambda x: devat.is_valid('DE' + x) and x[0] != '0')

def g_dni():
    n = digits(8)
    v = n + dni.calc_check_digit(n)
    return v if R.random() < 0.6 else n + '-' + v[-1]

def g_nie():
    p = R.choice('XYZ'); n = digits(7)
    return p + n + nie.calc_check_digit(p + n)

def g_cif():
    return until(lambda: R.choice('ABB') + digits(7) + R.choice('0123456789'), cif.is_valid)

def g_nir():
    def f():
        s = R.choice('12') + '%02d' % R.randint(50, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + digits(3) + digits(3)
        return s + nir.calc_check_digits(s)
    v = until(f, nir.is_valid)
    return '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]) if R.random() < 0.6 else v

def g_siren():
    v = until(lambda: digits(9), lambda x: siren.is_valid(x) and x[0] != '0')
    return '%s %s %s' % (v[:3], v[3:6], v[6:])

def g_siret():
    v = until(lambda: digits(14), lambda x: siret.is_valid(x) and x[0] != '0')
    return '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])

def g_tva():
    s = until(lambda: digits(9), lambda x: siren.is_valid(x) and x[0] != '0')
    v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
    assert tva.is_valid(v)
    return v

def g_ssn():
    v = until(lambda: '%03d' % R.randint(1, 665) + digits(6), lambda x: ssn.is_valid(x))
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:])

def g_nino():
    bad1, bad2 = set('DFIQUV'), set('DFIQUVO')
    while True:
        a = R.choice([c for c in string.ascii_uppercase if c not in bad1])
        b = R.choice([c for c in string.ascii_uppercase if c not in bad2])
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        break
    d = digits(6)
    s = R.choice('ABCD')
    return '%s%s %s %s %s %s' % (a, b, d[:2], d[2:4], d[4:], s) if R.random() < 0.5 else a + b + d + s

NINO_RE = re.compile(r'^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')

def nino_ok(v):
    return bool(NINO_RE.match(v))

def g_rnokpp():
    def f():
        s = digits(9)
        w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
        c = (sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
        return s + str(c)
    return until(f, lambda x: rntrc.is_valid(x) and x[0] in '23')

def g_edrpou():
    return until(lambda: R.choice('234') + digits(7), edrpou.is_valid)

def g_card(brand=None):
    brand = brand or R.choice(['visa', 'mc', 'visa', 'mc2'])
    pre = {'visa': '4' + R.choice(['539', '916', '462', '751', '188']), 'mc': '5' + R.choice(['1', '3', '4', '5']) + digits(2), 'mc2': '2' + R.choice(['221', '314', '520'])}[brand]
    body = pre + digits(15 - len(pre))
    v = body + luhn.calc_check_digit(body)
    if v.startswith(('4242', '4111', '4000', '5555', '5105', '2223')):
        return g_card(brand)
    r = R.random()
    return group4(v) if r < 0.55 else ('-'.join(v[i:i + 4] for i in range(0, 16, 4)) if r < 0.7 else v)

def g_isbn():
    p = R.choice(['97883', '97838', '97884', '97822', '97861', '97801'])
    b = p + digits(7)
    v = b + ean.calc_check_digit(b)
    assert isbn.is_valid(v)
    return isbn.format(v) if R.random() < 0.6 else v

def g_ean():
    b = R.choice(['590', '400', '840', '300', '482']) + digits(9)
    return b + ean.calc_check_digit(b)

PHONE_REGIONS = {'PL': 'PL', 'DE': 'DE', 'FR': 'FR', 'ES': 'ES', 'UA': 'UA', 'GB': 'GB', 'US': 'US', 'RU': 'RU', 'IT': 'IT', 'AT': 'AT'}
MOBILE_PREFIX = {'PL': ['5', '6', '7', '8'], 'DE': ['151', '152', '157', '160', '170', '171', '176', '177'], 'FR': ['6', '7'], 'ES': ['6', '7'],
                 'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'], 'GB': ['7'], 'US': ['212', '415', '312', '617', '646'],
                 'RU': ['9'], 'IT': ['3'], 'AT': ['664', '676', '699']}

def g_phone(region, style=None):
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    while True:
        pre = R.choice(MOBILE_PREFIX[region])
        for ln in (9, 10, 11):
            nat = pre + digits(ln - len(pre))
            try:
                n = phonenumbers.parse(nat, region)
            except Exception:
                continue
            if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
                break
        else:
            continue
        break
    style = style or R.choice(['intl', 'e164', 'nat', 'raw', 'intl'])
    if style == 'intl':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'e164':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if style == 'nat':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL).replace(' ', '').replace('-', '').replace('(', '').replace(')', '')

def phone_ok(v, region):
    s = re.sub(r'[\s\-()./]', '', v)
    try:
        n = phonenumbers.parse(s, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(n)

def g_seed(lang, words=12):
    m = Mnemonic(lang)  # entropy from the seeded generator, so the build is reproducible
    n = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return m.to_mnemonic(bytes(R.randrange(256) for _ in range(n)))

def seed_ok(v, lang):
    return Mnemonic(lang).check(v)

A = string.ascii_letters + string.digits
def rnd(n, alpha=A):
    return ''.join(secrets.choice(alpha) for _ in range(n))

def g_token(kind):
    if kind == 'ghp':
        return 'ghp_' + rnd(36)
    if kind == 'aws':
        return 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret':
        return rnd(40, A + '+/')
    if kind == 'stripe':
        return 'sk_live_' + rnd(24)
    if kind == 'openai':
        return 'sk-proj-' + rnd(48, A + '-_')
    if kind == 'slack':
        return 'xoxb-' + rnd(11, string.digits) + '-' + rnd(12, string.digits) + '-' + rnd(24)
    if kind == 'google':
        return 'AIza' + rnd(35, A + '-_')
    if kind == 'tg':
        return rnd(10, string.digits) + ':AA' + rnd(33, A + '-_')
    if kind == 'glpat':
        return 'glpat-' + rnd(20, A + '-_')
    raise KeyError(kind)

# ---------- validators on separator-free value ----------
def strip(v):
    return re.sub(r'[\s\-./]', '', v)

CHECKSUM = {  # validators of checksum-bearing values (used for mutation check)
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid,
    'nrb': lambda v: iban_national_ok('PL' + v), 'iban': iban_national_ok,
    'idnr': idnr.is_valid, 'ustid': devat.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid,
    'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid, 'tva': tva.is_valid,
    'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'card': luhn.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid,
}
OTHER = {'ssn': ssn.is_valid, 'nino': nino_ok}
