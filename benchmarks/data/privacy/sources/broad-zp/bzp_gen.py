"""Value generators and validators for broad-zp (session 15). Random, fictional values."""
import random, secrets, string, re, uuid, hashlib
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

R = random.Random(150315)

def digits(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def _iban(cc, bban_len, bban_fn=None):
    while True:
        bban = bban_fn() if bban_fn else digits(bban_len)
        chk = 98 - int(iban._to_base10(cc + '00' + bban)) % 97 if hasattr(iban, '_to_base10') else None
        s = cc + '%02d' % chk + bban
        if iban.is_valid(s):
            return s

def _b10(s):
    return ''.join(str(int(c, 36)) for c in s)

def make_iban(cc):
    lens = {'PL': 24, 'DE': 18, 'ES': 20, 'FR': None, 'GB': None, 'UA': 25, 'AT': 16, 'NL': None, 'IT': None}
    while True:
        if cc == 'FR':
            bban = digits(10) + digits(11)  # bank+branch, account
            key = 97 - (int(bban[:5]) * 89 + int(bban[5:10]) * 15 + int(bban[10:21]) * 3) % 97
            bban += '%02d' % key
        elif cc == 'GB':
            bban = R.choice(['NWBK', 'BARC', 'MIDL', 'LOYD']) + digits(14)
        elif cc == 'ES':
            b = digits(8); a = digits(10)
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            d1 = 11 - sum(int(x) * y for x, y in zip('00' + b, w)) % 11
            d2 = 11 - sum(int(x) * y for x, y in zip(a, w)) % 11
            fix = lambda d: 0 if d == 11 else (1 if d == 10 else d)
            bban = b + str(fix(d1)) + str(fix(d2)) + a
        elif cc == 'UA':
            bban = '3' + digits(5) + '0000' + digits(15)
        elif cc == 'PL':
            bban = digits(24)
        elif cc == 'DE':
            bban = digits(18)
        elif cc == 'BE':
            b = digits(10); k = int(b) % 97 or 97
            bban = b + '%02d' % k
        elif cc == 'AT':
            bban = digits(16)
        else:
            raise ValueError(cc)
        chk = 98 - int(_b10(bban + cc + '00')) % 97
        s = cc + '%02d' % chk + bban
        if iban.is_valid(s):
            return s

def group4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))

def make_pesel():
    while True:
        y = R.randint(1950, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d' % (y % 100, mm, d) + digits(4)
        s = base + str(pesel.calc_check_digit(base))
        if pesel.is_valid(s):
            return s

def make_nip():
    while True:
        b = str(R.randint(1, 9)) + digits(8)
        for d in '0123456789':
            if nip.is_valid(b + d):
                return b + d

def make_steuerid():
    while True:
        b = str(R.randint(1, 9)) + digits(9)
        # idnr rule: one digit exactly twice or thrice, others once, within first 10
        from collections import Counter
        c = Counter(b)
        if not (any(v in (2, 3) for v in c.values()) and len(c) in (8, 9)):
            continue
        for d in '0123456789':
            if idnr.is_valid(b + d):
                return b + d

def make_dni():
    b = digits(8)
    return b + dni.calc_check_digit(b)

def make_nie():
    while True:
        b = R.choice('XYZ') + digits(7)
        s = b + nie.calc_check_digit(b)
        if nie.is_valid(s):
            return s

def make_nir():
    while True:
        b = str(R.randint(1, 2)) + '%02d' % R.randint(50, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + digits(3) + digits(3)
        s = b + nir.calc_check_digits(b)
        if nir.is_valid(s):
            return s

def make_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        s = '%03d-%02d-%04d' % (a, R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(s):
            return s

def make_rnokpp():
    while True:
        b = str(R.randint(2, 3)) + digits(8)
        s = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(s):
            return s

def make_inn():
    while True:
        b = str(R.randint(1, 9)) + digits(9)
        for d in range(100):
            s = b + '%02d' % d
            if inn.is_valid(s):
                return s

PLID_V = {c: i for i, c in enumerate('0123456789')}
PLID_V.update({c: 10 + i for i, c in enumerate(string.ascii_uppercase)})
def plid_ok(s):
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s): return False
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(PLID_V[c] * x for c, x in zip(s, w)) % 10 == int(s[3])

def make_plid():
    while True:
        s = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)) + '0' + digits(5)
        w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
        cd = sum(PLID_V[c] * x for c, x in zip(s, w)) % 10
        s = s[:3] + str(cd) + s[4:]
        if plid_ok(s):
            return s

NINO_BAD1 = set('DFIQUV'); NINO_BAD2 = set('DFIQUVO')
def nino_ok(s):
    s = s.replace(' ', '').upper()
    m = re.fullmatch(r'([A-Z])([A-Z])(\d{6})([A-D])', s)
    if not m: return False
    a, b = m.group(1), m.group(2)
    if a in NINO_BAD1 or b in NINO_BAD2: return False
    if a + b in {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}: return False
    return True

def make_nino():
    while True:
        s = R.choice(string.ascii_uppercase) + R.choice(string.ascii_uppercase) + digits(6) + R.choice('ABCD')
        if nino_ok(s):
            return s

def make_card(prefix='4'):
    while True:
        b = prefix + digits(15 - len(prefix))
        s = b + luhn.calc_check_digit(b)
        if luhn.is_valid(s) and not s.startswith('4242'):
            return s

def make_phone(region, kind='mobile'):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE)
    nsn = str(ex.national_number)
    for _ in range(5000):
        cand = nsn[:2] + digits(len(nsn) - 2)
        n = phonenumbers.parse('+%d%s' % (ex.country_code, cand))
        if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE):
            if region == 'US' and cand[3:6] == '555':
                continue
            if region == 'GB' and cand.startswith('7700900'):
                continue
            return n
    raise RuntimeError(region)

def phone_ok(s, region):
    try:
        n = phonenumbers.parse(s, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region

def make_seed(lang='english'):
    m = Mnemonic(lang)
    return m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(16)))

def seed_ok(s, lang='english'):
    return Mnemonic(lang).check(s)

def b62(n):
    a = string.ascii_letters + string.digits
    return ''.join(R.choice(a) for _ in range(n))

import zlib
def make_ghp():
    body = b62(30)
    crc = zlib.crc32(body.encode()) & 0xffffffff
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase
    c = ''
    while crc:
        crc, r = divmod(crc, 62); c = a[r] + c
    return 'ghp_' + body + c.rjust(6, '0')

def ghp_ok(s):
    if not re.fullmatch(r'ghp_[A-Za-z0-9]{36}', s): return False
    body, c = s[4:34], s[34:]
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase
    v = 0
    for ch in c: v = v * 62 + a.index(ch)
    return v == zlib.crc32(body.encode()) & 0xffffffff

def make_openai():
    return 'sk-proj-' + b62(48)

def make_stripe():
    return 'sk_live_' + b62(24)

def make_aws():
    return 'AKIA' + ''.join(R.choice(string.ascii_uppercase + '234567') for _ in range(16))

def make_hex(n=64):
    return ''.join(R.choice('0123456789abcdef') for _ in range(n))

def make_company_nip():
    return make_nip()

def make_isbn():
    b = '978' + str(R.randint(0, 9)) + digits(8)
    return isbn.format(b + ean.calc_check_digit(b))

def make_ean():
    b = R.choice(['590', '400', '841', '300', '482']) + digits(9)
    return b + ean.calc_check_digit(b)

def make_edrpou():
    while True:
        b = '4' + digits(6)
        s = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(s): return s

def make_siren():
    b = str(R.randint(3, 9)) + digits(7)
    return b + luhn.calc_check_digit(b)

def make_regon():
    while True:
        b = digits(8)
        s = b + regon.calc_check_digit(b)
        if regon.is_valid(s): return s

def make_uuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))

def make_sha():
    return make_hex(40)

from stdnum.de import vat as devat
from stdnum.es import cif as escif

def make_devat():
    while True:
        b = str(R.randint(1, 9)) + digits(7)
        for d in '0123456789':
            if devat.is_valid('DE' + b + d):
                return 'DE' + b + d

def make_cif():
    while True:
        b = R.choice('ABB') + digits(7)
        for d in '0123456789':
            if escif.is_valid(b + d):
                return b + d

def nss_ok(c):
    if not re.fullmatch(r'\d{12}', c): return False
    return int(c[:10]) % 97 == int(c[10:])

def make_nss():
    p = '%02d' % R.randint(1, 52); n = str(R.randint(10000000, 99999999))
    return '%s/%s/%02d' % (p, n, int(p + n) % 97)
