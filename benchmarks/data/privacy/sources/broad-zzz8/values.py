"""Value generators and validators for broad-zzz8.

Every checksum-bearing value is generated with python-stdnum (or, where stdnum has no module,
by the published format rules implemented here) and is re-validated by `validate(kind, value)`.
"""
import random
import re
import secrets
import string

import phonenumbers
from mnemonic import Mnemonic
from stdnum import ean, iban, isbn, luhn
from stdnum.iso7064 import mod_11_10
from stdnum.de import idnr, vat as de_vat
from stdnum.es import ccc, cif, dni, nie
from stdnum.fr import nir, siren, siret, tva
from stdnum.gb import nhs
from stdnum.pl import nip, pesel, regon
from stdnum.ru import inn
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn

R = random.Random(20261204_8)


def digits(n, first_nonzero=False):
    s = ''.join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s


def until(make, check):
    for _ in range(100000):
        try:
            v = make()
            if check(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')


def ok(mod, v):
    try:
        return bool(mod.is_valid(v))
    except Exception:
        return False


def group(s, n, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- generators
def g_pesel(arg=None):
    # arg tokens: old | child, and f | m (sex digit: 10th digit even = female, odd = male)
    t = set((arg or '').split(','))

    def mk():
        y = R.randint(1960, 2000)
        if 'child' in t:
            y = R.randint(2019, 2022)
        if 'old' in t:
            y = R.randint(1932, 1958)
        m, d = R.randint(1, 12), R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        serial = digits(3)
        sex = R.choice('02468') if 'f' in t else R.choice('13579') if 'm' in t else R.choice(string.digits)
        body = '%02d%02d%02d%s%s' % (y % 100, mm, d, serial, sex)
        return body + pesel.calc_check_digit(body)
    return until(mk, lambda v: ok(pesel, v))


def g_nip(arg=None):
    v = until(lambda: (lambda b: b + str(sum(int(a) * w for a, w in zip(b, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11))(
        R.choice('123456789') + digits(8)), lambda v: len(v) == 10 and ok(nip, v))
    if arg == 'dash':
        return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    if arg == 'pl':
        return 'PL' + v
    return v


def g_regon(arg=None):
    return until(lambda: (lambda b: b + regon.calc_check_digit(b))(R.choice('123456789') + digits(7)),
                 lambda v: ok(regon, v))


def _iban(cc, bban):
    chk = iban.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban


def _fr_rib_key(bank, branch, acct):
    return '%02d' % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def _bban(cc):
    if cc == 'DE':
        b = digits(8, True) + digits(10)
    elif cc == 'ES':
        bank, office, acct = digits(4, True), digits(4), digits(10)
        b = bank + office + ccc.calc_check_digits(bank + office + '00' + acct) + acct
    elif cc == 'FR':
        bank, branch, acct = digits(5, True), digits(5), digits(11)
        b = bank + branch + acct + _fr_rib_key(bank, branch, acct)
    elif cc == 'BE':
        body = digits(10, True)
        k = int(body) % 97 or 97
        b = body + '%02d' % k
    elif cc == 'PL':
        b = digits(8, True) + digits(16)
    elif cc == 'UA':
        b = '3' + digits(5) + digits(19)
    elif cc == 'GB':
        b = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(6) + digits(8)
    elif cc == 'AT':
        b = digits(5, True) + digits(11)
    elif cc == 'NL':
        b = R.choice(['ABNA', 'INGB', 'RABO']) + digits(10)
    elif cc == 'IT':
        b = 'X' + digits(10) + digits(12)
        b = R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') + b[1:]
    elif cc == 'CH':
        b = digits(17)
    else:
        raise ValueError(cc)
    return b


def g_iban(cc='DE'):
    cc = (cc or 'DE').upper()
    v = until(lambda: _iban(cc, _bban(cc)), lambda v: ok(iban, v))
    return group(v, 4)


def g_ibanplain(cc='DE'):
    return g_iban(cc).replace(' ', '')


def g_nrb(arg=None):
    v = g_iban('PL').replace(' ', '')[2:]
    return v[:2] + ' ' + group(v[2:], 4)


def g_steuerid(arg=None):
    def mk():
        # 10 digits, exactly one digit appears twice or three times, others once, first != 0
        d = list('0123456789')
        R.shuffle(d)
        body = d[:9]
        body.append(R.choice(body))
        R.shuffle(body)
        b = ''.join(body)
        return b + mod_11_10.calc_check_digit(b)
    v = until(mk, lambda v: ok(idnr, v))
    return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:]) if arg == 'sp' else v


def g_ustid(arg=None):
    return until(lambda: 'DE' + (lambda b: b + mod_11_10.calc_check_digit(b))(digits(8, True)),
                 lambda v: ok(de_vat, v))


def g_dni(arg=None):
    b = digits(8, True)
    return b + dni.calc_check_digit(b) if arg != 'dash' else b + '-' + dni.calc_check_digit(b)


def g_nie(arg=None):
    return until(lambda: (lambda b: b + nie.calc_check_digit(b))(R.choice('XYZ') + digits(7)),
                 lambda v: ok(nie, v))


def g_cif(arg=None):
    def mk():
        b = R.choice('ABG') + digits(7)
        for c in '0123456789':
            if ok(cif, b + c):
                return b + c
    return until(mk, lambda v: v and ok(cif, v))


def g_nir(arg=None):
    # arg tokens: sp (spaced), f | m (first digit 2 = female, 1 = male), child (born 2008-2016) | old (1935-1960)
    t = set((arg or '').split(','))

    def mk():
        sex = '2' if 'f' in t else '1' if 'm' in t else R.choice('12')
        yy = R.randint(8, 16) if 'child' in t else R.randint(35, 60) if 'old' in t else R.randint(61, 99)
        b = sex + '%02d%02d' % (yy, R.randint(1, 12)) + '%02d' % R.randint(1, 95) + digits(3) + digits(3)
        return b + nir.calc_check_digits(b)
    v = until(mk, lambda v: ok(nir, v))
    if 'sp' in t:
        return ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    return v


def g_siren(arg=None):
    return until(lambda: (lambda b: b + luhn.calc_check_digit(b))(digits(8, True)), lambda v: ok(siren, v))


def g_siret(arg=None):
    s = g_siren()
    v = until(lambda: (lambda b: b + luhn.calc_check_digit(b))(s + digits(4)), lambda v: ok(siret, v))
    return '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:]) if arg == 'sp' else v


def g_tva(arg=None):
    s = g_siren()
    return until(lambda: 'FR%02d%s' % (R.randint(0, 99), s), lambda v: ok(tva, v))


def g_ssn(arg=None):
    v = until(lambda: '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)),
              lambda v: ok(ssn, v))
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:])


NINO_BAD_FIRST = set('DFIQUV')
NINO_BAD_SECOND = set('DFIQUVO')
NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(v):
    v = v.replace(' ', '').upper()
    return (re.fullmatch(r'[A-Z]{2}\d{6}[A-D]', v) is not None and v[0] not in NINO_BAD_FIRST
            and v[1] not in NINO_BAD_SECOND and v[:2] not in NINO_BAD_PREFIX)


def g_nino(arg=None):
    v = until(lambda: ''.join(R.choice(string.ascii_uppercase) for _ in range(2)) + digits(6) + R.choice('ABCD'),
              nino_ok)
    return '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])


def g_nhs(arg=None):
    v = until(lambda: R.choice('456789') + digits(9), lambda v: ok(nhs, v))
    return '%s %s %s' % (v[:3], v[3:6], v[6:])


def g_rnokpp(arg=None):
    # first 5 digits: days since 31.12.1899; 9th digit even = female, odd = male
    import datetime
    t = set((arg or '').split(','))
    lo, hi = (1938, 1960) if 'old' in t else (2008, 2014) if 'child' in t else (1962, 1995)

    def mk():
        born = datetime.date(R.randint(lo, hi), R.randint(1, 12), R.randint(1, 28))
        days = (born - datetime.date(1899, 12, 31)).days
        sex = R.choice('02468') if 'f' in t else R.choice('13579') if 'm' in t else R.choice(string.digits)
        b = '%05d' % days + digits(3) + sex
        return b + rntrc.calc_check_digit(b)
    return until(mk, lambda v: ok(rntrc, v))


def g_edrpou(arg=None):
    return until(lambda: (lambda b: b + edrpou.calc_check_digit(b))(R.choice('0234') + digits(6)),
                 lambda v: ok(edrpou, v))


def g_inn(arg=None):
    n = 12 if arg != 'org' else 10
    def mk():
        b = digits(n - (2 if n == 12 else 1), True)
        return b + inn.calc_company_check_digit(b) if n == 10 else b + inn.calc_personal_check_digits(b)
    return until(mk, lambda v: ok(inn, v))


def snils_check(body9):
    s = sum(int(d) * (9 - i) for i, d in enumerate(body9))
    s = s % 101
    return '00' if s in (100, 101) else '%02d' % (s % 100)


def snils_ok(v):
    d = re.sub(r'\D', '', v)
    return len(d) == 11 and int(d[:9]) > 1001998 and snils_check(d[:9]) == d[9:]


def g_snils(arg=None):
    v = until(lambda: (lambda b: b + snils_check(b))(digits(9, True)), snils_ok)
    return '%s-%s-%s %s' % (v[:3], v[3:6], v[6:9], v[9:])


CARD_PREFIX = {'visa': ['4'], 'mc': ['51', '52', '53', '54', '55', '2221', '2720'], 'amex': ['34', '37'],
               'maestro': ['6759', '5018']}


def g_card(arg='visa'):
    arg = arg or 'visa'
    n = 15 if arg == 'amex' else 16
    p = R.choice(CARD_PREFIX[arg])
    b = p + digits(n - len(p) - 1)
    v = b + luhn.calc_check_digit(b)
    assert luhn.is_valid(v)
    if arg == 'amex':
        return '%s %s %s' % (v[:4], v[4:10], v[10:])
    return R.choice([group(v, 4), group(v, 4), v, group(v, 4, '-')])


def g_isbn(arg=None):
    b = R.choice(['97883', '97838', '97884', '97820', '97861', '97850', '97818']) + digits(7)
    v = b + ean.calc_check_digit(b)
    return isbn.format(v) if ok(isbn, v) else until(lambda: None, lambda v: False)


def g_ean(arg=None):
    b = R.choice(['590', '400', '840', '300', '482', '460']) + digits(9)
    return b + ean.calc_check_digit(b)


PHONE_TYPES = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)


def g_phone(arg='PL'):
    region, _, style = (arg or 'PL').partition(',')
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)

    def mk():
        cand = nsn[:2] + digits(len(nsn) - 2)
        if region == 'FR':
            cand = R.choice('67') + digits(8)
        n = phonenumbers.parse(cand, region)
        return n
    n = until(mk, lambda n: phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in PHONE_TYPES)
    F = phonenumbers.PhoneNumberFormat
    style = style or R.choice(['intl', 'nat', 'nat', 'e164', 'plain'])
    if style == 'intl':
        return phonenumbers.format_number(n, F.INTERNATIONAL)
    if style == 'e164':
        return phonenumbers.format_number(n, F.E164)
    if style == 'plain':
        return re.sub(r'\D', '', phonenumbers.format_number(n, F.NATIONAL))
    return phonenumbers.format_number(n, F.NATIONAL)


def g_seed(arg='english'):
    lang, _, n = (arg or 'english').partition(',')
    words = int(n or 12)
    m = Mnemonic(lang)
    return m.to_mnemonic(R.randbytes({12: 16, 15: 20, 18: 24, 24: 32}[words]))


def _rand(n, alphabet=string.ascii_letters + string.digits):
    return ''.join(secrets.choice(alphabet) for _ in range(n))


def g_token(arg='ghp'):
    up = string.ascii_uppercase + string.digits
    return {
        'ghp': lambda: 'ghp_' + _rand(36),
        'glpat': lambda: 'glpat-' + _rand(20, string.ascii_letters + string.digits + '-_'),
        'sk_live': lambda: 'sk_live_' + _rand(24),
        'akia': lambda: 'AKIA' + _rand(16, up),
        'awssecret': lambda: _rand(40, string.ascii_letters + string.digits + '/+'),
        'xoxb': lambda: 'xoxb-%s-%s-%s' % (digits(11, True), digits(13, True), _rand(24)),
        'openai': lambda: 'sk-proj-' + _rand(48, string.ascii_letters + string.digits + '-_'),
        'aiza': lambda: 'AIza' + _rand(35, string.ascii_letters + string.digits + '-_'),
        'tg': lambda: '%s:AA%s' % (digits(10, True), _rand(33, string.ascii_letters + string.digits + '-_')),
        'hex32': lambda: secrets.token_hex(16),
        'uuid': lambda: __import__('uuid').UUID(bytes=secrets.token_bytes(16), version=4).__str__(),
        'sha1': lambda: secrets.token_hex(20),
    }[arg or 'ghp']()


PLID_W = (7, 3, 1, 9, 7, 3, 1, 7, 3)


def _plid_vals(v):
    return [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]


def plid_ok(v):
    v = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    return sum(a * w for a, w in zip(_plid_vals(v), PLID_W)) % 10 == 0


def g_plid(arg=None):
    # Polish ID card (dowód osobisty) series: 3 letters + check digit + 5 digits, weights 7,3,1,9,7,3,1,7,3
    def mk():
        letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
        rest = digits(5)
        for c in '0123456789':
            v = letters + c + rest
            if plid_ok(v):
                return v[:3] + ' ' + v[3:]
    return until(mk, lambda v: v and plid_ok(v))


def nuss_ok(v):
    d = re.sub(r'\D', '', v)
    return len(d) == 12 and 1 <= int(d[:2]) <= 53 and int(d[:10]) % 97 == int(d[10:])


def g_nuss(arg=None):
    # Spanish social security affiliation number: province (2) + number (8) + (first 10 digits mod 97)
    b = '%02d' % R.randint(1, 52) + digits(8)
    return '%s/%s/%02d' % (b[:2], b[2:], int(b) % 97)


def _kvnr_digits(v):
    return '%02d' % (ord(v[0]) - 64) + v[1:9]


def kvnr_ok(v):
    v = v.strip().upper()
    if not re.fullmatch(r'[A-Z]\d{9}', v):
        return False
    s = 0
    for i, c in enumerate(_kvnr_digits(v)):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return s % 10 == int(v[9])


def g_kvnr(arg=None):
    # German health-insurance number (Krankenversichertennummer): letter + 8 digits + check digit
    def mk():
        b = R.choice(string.ascii_uppercase) + digits(8)
        for c in '0123456789':
            if kvnr_ok(b + c):
                return b + c
    return until(mk, lambda v: v and kvnr_ok(v))


GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}


# ---------------------------------------------------------------- validators
def _d(v):
    return re.sub(r'[\s\-./]', '', v)


def _phone_ok(v, region):
    try:
        n = phonenumbers.parse(v, region)
        return phonenumbers.is_valid_number(n)
    except Exception:
        return False


VALID = {
    'pesel': lambda v, a: ok(pesel, _d(v)),
    'nip': lambda v, a: ok(nip, _d(v)),
    'regon': lambda v, a: ok(regon, _d(v)),
    'iban': lambda v, a: ok(iban, _d(v)),
    'ibanplain': lambda v, a: ok(iban, _d(v)),
    'nrb': lambda v, a: ok(iban, 'PL' + _d(v)),
    'steuerid': lambda v, a: ok(idnr, _d(v)),
    'ustid': lambda v, a: ok(de_vat, _d(v)),
    'dni': lambda v, a: ok(dni, _d(v)),
    'nie': lambda v, a: ok(nie, _d(v)),
    'cif': lambda v, a: ok(cif, _d(v)),
    'nir': lambda v, a: ok(nir, _d(v)),
    'siren': lambda v, a: ok(siren, _d(v)),
    'siret': lambda v, a: ok(siret, _d(v)),
    'tva': lambda v, a: ok(tva, _d(v)),
    'ssn': lambda v, a: ok(ssn, _d(v)),
    'nino': lambda v, a: nino_ok(_d(v)),
    'nhs': lambda v, a: ok(nhs, _d(v)),
    'rnokpp': lambda v, a: ok(rntrc, _d(v)),
    'edrpou': lambda v, a: ok(edrpou, _d(v)),
    'inn': lambda v, a: ok(inn, _d(v)),
    'snils': lambda v, a: snils_ok(v),
    'card': lambda v, a: luhn.is_valid(_d(v)) and 13 <= len(_d(v)) <= 19,
    'isbn': lambda v, a: ok(isbn, _d(v)),
    'ean': lambda v, a: ok(ean, _d(v)),
    'phone': lambda v, a: _phone_ok(v, (a or 'PL').partition(',')[0]),
    'seed': lambda v, a: Mnemonic((a or 'english').partition(',')[0]).check(v),
    'token': lambda v, a: True,
    'plid': lambda v, a: plid_ok(v),
    'nuss': lambda v, a: nuss_ok(v),
    'kvnr': lambda v, a: kvnr_ok(v),
}

# kinds whose value carries a checksum (used by the mutation check); ssn/nino/phone/token have none
CHECKSUM_KINDS = {'pesel', 'nip', 'regon', 'iban', 'ibanplain', 'nrb', 'steuerid', 'ustid', 'dni', 'nie', 'cif',
                  'nir', 'siren', 'siret', 'tva', 'nhs', 'plid', 'nuss', 'kvnr', 'rnokpp', 'edrpou', 'inn', 'snils', 'card', 'isbn', 'ean'}
