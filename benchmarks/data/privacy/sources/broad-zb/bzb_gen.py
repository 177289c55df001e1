"""Value generators for broad-zb (session 12). Every checksum-bearing value is random and
re-validated; markers <<type:arg:...>> in the hand-written texts are replaced by these values."""
import base64
import binascii
import datetime
import hashlib
import random
import secrets
import string
import uuid

import phonenumbers
from mnemonic import Mnemonic
from stdnum import ean, iban, isbn, luhn
from stdnum.de import idnr, vat as devat
from stdnum.es import cif, dni, nie
from stdnum.fr import nir, siren, siret
from stdnum.pl import nip, pesel, regon
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn

R = random.Random(0x2B2B_1203)
D = string.digits


def digs(n, first_nonzero=True):
    s = ''.join(R.choice(D) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = str(R.randint(1, 9)) + s[1:]
    return s


def groups(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def g4(s, sep=' '):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------- Polish ----------------
def gen_pesel(y0=1940, y1=2016):
    while True:
        d = datetime.date(R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28))
        y = d.year
        m = d.month + {18: 80, 19: 0, 20: 20}[y // 100]
        base = f'{y % 100:02d}{m:02d}{d.day:02d}' + digs(4, False)
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v):
            return v


def gen_nip():
    while True:
        base = str(R.randint(1, 9)) + digs(8, False)
        c = sum(int(a) * b for a, b in zip(base, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11
        if c == 10:
            continue
        v = base + str(c)
        if nip.is_valid(v):
            return v


def gen_regon(n=9):
    while True:
        v = digs(n - 1) + 'X'
        v = v[:-1] + regon.calc_check_digit(v[:-1])
        if regon.is_valid(v):
            if n == 14:
                v9 = v[:8] + regon.calc_check_digit(v[:8])
                base = v9 + digs(4, False)
                v = base + regon.calc_check_digit(base)
                if not regon.is_valid(v):
                    continue
            return v


def iban_for(cc, bban):
    chk = iban.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban


BBAN = {  # length patterns (digits or alnum) good enough for stdnum validation
    'DE': lambda: digs(18, False), 'FR': None, 'ES': None, 'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digs(14, False),
    'IT': None, 'NL': lambda: R.choice(['ABNA', 'INGB', 'RABO']) + digs(10, False), 'AT': lambda: digs(16, False),
    'BE': None, 'IE': lambda: R.choice(['AIBK', 'BOFI']) + digs(14, False), 'PT': lambda: digs(21, False),
    'UA': lambda: digs(6, False) + digs(19, False), 'CH': lambda: digs(17, False), 'PL': lambda: digs(24, False),
    'CZ': lambda: digs(20, False), 'LT': lambda: digs(16, False),
}


def gen_iban(cc):
    for _ in range(10000):
        if cc == 'FR':
            bank, branch, acc = digs(5, False), digs(5, False), digs(11, False)
            key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97
            bban = bank + branch + acc + f'{key:02d}'
        elif cc == 'ES':
            bank, branch, acc = digs(4, False), digs(4, False), digs(10, False)
            w = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
            def dc(s):
                c = 11 - sum(int(a) * b for a, b in zip(s.rjust(10, '0'), w)) % 11
                return {10: 1, 11: 0}.get(c, c)
            bban = bank + branch + f'{dc("00" + bank + branch)}{dc(acc)}' + acc
        elif cc == 'IT':
            bban = 'X' + digs(10, False) + digs(12, False)
            # CIN letter: try all
            for L in string.ascii_uppercase:
                cand = iban_for('IT', L + bban[1:])
                if iban.is_valid(cand):
                    return cand
            continue
        elif cc == 'BE':
            acc = digs(10, False)
            c = int(acc) % 97 or 97
            bban = acc + f'{c:02d}'
        else:
            bban = BBAN[cc]()
        v = iban_for(cc, bban)
        if iban.is_valid(v):
            return v
    raise RuntimeError(cc)


def gen_nrb():
    return gen_iban('PL')[2:]


def gen_plid():
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
    rest = digs(5, False)
    w = (7, 3, 1, 7, 3, 1, 7, 3)
    chars = letters + rest
    s = sum((vals[c] if c.isalpha() else int(c)) * k for c, k in zip(chars, w)) % 10
    return letters + str(s) + rest


def check_plid(v):
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    v = v.replace(' ', '').upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit():
        return False
    chars = v[:3] + v[4:]
    w = (7, 3, 1, 7, 3, 1, 7, 3)
    return sum((vals[c] if c.isalpha() else int(c)) * k for c, k in zip(chars, w)) % 10 == int(v[3])


def gen_plpass():
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    letters = ''.join(R.choice('ABEFGHKLMNPRSTZ') for _ in range(2))
    rest = digs(6, False)
    w = (7, 3, 9, 1, 7, 3, 1, 7, 3)
    chars = letters + '0' + rest
    s = sum((vals[c] if c.isalpha() else int(c)) * k for c, k in zip(chars, w)) % 10
    return letters + str(s) + rest


def check_plpass(v):
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    v = v.replace(' ', '').upper()
    if len(v) != 9:
        return False
    chars = v[:2] + '0' + v[3:]
    w = (7, 3, 9, 1, 7, 3, 1, 7, 3)
    return sum((vals[c] if c.isalpha() else int(c)) * k for c, k in zip(chars, w)) % 10 == int(v[2])


# ---------------- German / Spanish / French / UK / US / UA ----------------
def gen_idnr():
    while True:
        ds = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
        from collections import Counter
        c = Counter(ds)
        if sorted(c.values(), reverse=True)[0] not in (2, 3) or len([x for x in c.values() if x > 1]) != 1:
            continue
        base = ''.join(map(str, ds))
        from stdnum.iso7064 import mod_11_10 as _m
        v = base + _m.calc_check_digit(base)
        if idnr.is_valid(v):
            return v


def gen_devat():
    while True:
        base = digs(8)
        from stdnum.iso7064 import mod_11_10
        v = base + mod_11_10.calc_check_digit(base)
        if devat.is_valid('DE' + v):
            return 'DE' + v


def gen_dni():
    n = digs(8)
    return n + dni.calc_check_digit(n)


def gen_nie():
    p = R.choice('XYZ')
    n = digs(7, False)
    v = p + n + nie.calc_check_digit(p + n)
    assert nie.is_valid(v)
    return v


def gen_cif():
    while True:
        L = R.choice('ABBBBBBCDEFGHJ')
        n = digs(7, False)
        v = L + n + cif.calc_check_digits(L + n + '0')[0]
        if cif.is_valid(v):
            return v
        v = L + n + cif.calc_check_digits(L + n + '0')[1]
        if cif.is_valid(v):
            return v


def gen_nir():
    while True:
        sex = R.choice('12')
        yy = f'{R.randint(40, 99):02d}' if R.random() < .7 else f'{R.randint(0, 6):02d}'
        mm = f'{R.randint(1, 12):02d}'
        dep = f'{R.choice([75, 69, 13, 33, 59, 31, 44, 67, 92, 93, 94, 6, 34, 35, 38]):02d}'
        base = sex + yy + mm + dep + digs(3, False) + digs(3, False)
        v = base + nir.calc_check_digits(base)
        if nir.is_valid(v):
            return v


def gen_siren():
    while True:
        base = digs(8)
        v = base + luhn.calc_check_digit(base)
        if siren.is_valid(v):
            return v


def gen_siret():
    while True:
        base = gen_siren() + digs(4, False)
        v = base + luhn.calc_check_digit(base)
        if siret.is_valid(v):
            return v


def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        v = f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'
        if ssn.is_valid(v):
            return v


NINO_BAD1 = set('DFIQUV')
NINO_BAD2 = set('DFIQUVO')


def gen_nino():
    while True:
        a = R.choice([c for c in string.ascii_uppercase if c not in NINO_BAD1])
        b = R.choice([c for c in string.ascii_uppercase if c not in NINO_BAD2])
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        return a + b + digs(6, False) + R.choice('ABCD')


def check_nino(v):
    v = v.replace(' ', '').upper()
    return (len(v) == 9 and v[0] not in NINO_BAD1 and v[1] not in NINO_BAD2 and v[:2] not in
            ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ') and v[2:8].isdigit() and v[8] in 'ABCD')


def gen_rnokpp():
    while True:
        d = datetime.date(R.randint(1950, 2010), R.randint(1, 12), R.randint(1, 28))
        days = (d - datetime.date(1899, 12, 31)).days
        base = f'{days:05d}' + digs(4, False)
        v = base + rntrc.calc_check_digit(base)
        if rntrc.is_valid(v):
            return v


def gen_edrpou():
    while True:
        base = digs(7)
        v = base + edrpou.calc_check_digit(base)
        if edrpou.is_valid(v):
            return v


def gen_card(kind='visa'):
    pre = {'visa': '4' + digs(5, False), 'mc': R.choice(['51', '52', '53', '54', '55']) + digs(4, False)}[kind]
    base = pre + digs(9, False)
    v = base + luhn.calc_check_digit(base)
    assert luhn.is_valid(v)
    return v


def gen_isbn():
    while True:
        base = R.choice(['97883', '97838', '97884', '97822', '978966', '97801', '97800']) 
        base = base + digs(12 - len(base), False)
        v = base + ean.calc_check_digit(base)
        if isbn.is_valid(v):
            try:
                return isbn.format(v)
            except Exception:
                return v


def gen_ean(prefix=None):
    prefix = prefix or R.choice(['590', '400', '841', '300', '482'])
    base = prefix + digs(12 - len(prefix), False)
    return base + ean.calc_check_digit(base)


# ---------------- phones ----------------
PH = {
    'PL': lambda: R.choice(['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']) + digs(7, False),
    'DE': lambda: R.choice(['151', '152', '157', '160', '162', '170', '171', '172', '173', '175', '176', '177', '178', '179']) + digs(R.choice([7, 8]), False),
    'ES': lambda: R.choice('67') + digs(8, False),
    'FR': lambda: R.choice('67') + digs(8, False),
    'UA': lambda: R.choice(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']) + digs(7, False),
    'GB': lambda: '7' + R.choice('45789') + digs(8, False),
    'US': lambda: R.choice(['212', '305', '415', '617', '312', '646', '718', '773']) + R.choice('23456789') + digs(6, False),
}
CC = {'PL': 48, 'DE': 49, 'ES': 34, 'FR': 33, 'UA': 380, 'GB': 44, 'US': 1}


def gen_phone(region, fmt='intl'):
    while True:
        nat = PH[region]()
        n = phonenumbers.parse('+%d%s' % (CC[region], nat))
        if (phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region and
                phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE,
                                                phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)):
            break
    if fmt == 'intl':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if fmt == 'nat':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    if fmt == 'e164':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if fmt == 'raw':
        return nat
    if fmt == 'cc00':
        return '00%d %s' % (CC[region], nat)
    raise ValueError(fmt)


def check_phone(v, region):
    try:
        n = phonenumbers.parse(v, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(n)


# ---------------- secrets ----------------
B62 = string.ascii_letters + string.digits


def b62(n):
    return ''.join(secrets.choice(B62) for _ in range(n))


def gen_ghp():
    body = b62(30)
    crc = binascii.crc32(body.encode()) & 0xFFFFFFFF
    enc = ''
    x = crc
    while x:
        x, r = divmod(x, 62)
        enc = B62[r] + enc
    return 'ghp_' + body + enc.rjust(6, '0')


def gen_aws():
    return 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))


def gen_awssecret():
    return ''.join(secrets.choice(string.ascii_letters + string.digits + '+/') for _ in range(40))


def gen_stripe():
    return 'sk_live_' + b62(24)


def gen_slack():
    return 'xoxb-%s-%s-%s' % (digs(12), digs(13), b62(24))


def gen_openai():
    return 'sk-proj-' + b62(48)


def gen_google():
    return 'AIza' + ''.join(secrets.choice(B62 + '-_') for _ in range(35))


def gen_hex(n=64):
    return secrets.token_hex(n // 2)


def b58enc(b):
    alph = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    n = int.from_bytes(b, 'big')
    s = ''
    while n:
        n, r = divmod(n, 58)
        s = alph[r] + s
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + s


def gen_wif():
    payload = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def gen_seed(lang='english', n=12):
    m = Mnemonic(lang)
    strength = {12: 128, 15: 160, 18: 192, 24: 256}[n]
    return m.generate(strength)


def check_seed(v, lang='english'):
    return Mnemonic(lang).check(v)


def gen_pem():
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    k = ec.generate_private_key(ec.SECP256R1())
    return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                           serialization.NoEncryption()).decode().strip()


def gen_uuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def gen_sha256():
    return hashlib.sha256(str(R.random()).encode()).hexdigest()


def gen_sha1():
    return hashlib.sha1(str(R.random()).encode()).hexdigest()


def gen_digits(n):
    return digs(int(n), False)


def gen_svnr():
    """German Rentenversicherungsnummer: area(2) ddmmyy(6) initial letter, serial(2), check digit."""
    area = R.choice(['12', '13', '15', '23', '24', '25', '28', '42', '53', '65'])
    d = datetime.date(R.randint(1960, 2000), R.randint(1, 12), R.randint(1, 28))
    L = R.choice('ABDGKMNRSTW')
    serial = f'{R.randint(0, 49):02d}'
    base = area + d.strftime('%d%m%y') + f'{ord(L) - 64:02d}' + serial
    w = (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)
    s = sum(sum(divmod(int(c) * k, 10)) for c, k in zip(base, w)) % 10
    return area + ' ' + d.strftime('%d%m%y') + ' ' + L + ' ' + serial + ' ' + str(s)


def check_svnr(v):
    v = v.replace(' ', '').upper()
    if len(v) != 12 or not v[8].isalpha():
        return False
    base = v[:8] + f'{ord(v[8]) - 64:02d}' + v[9:11]
    w = (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)
    return sum(sum(divmod(int(c) * k, 10)) for c, k in zip(base, w)) % 10 == int(v[11])


def gen_tg():
    return digs(10) + ':AA' + ''.join(secrets.choice(B62 + '-_') for _ in range(33))


def gen_bitlocker():
    return '-'.join(f'{R.randint(0, 65535) * 11:06d}' for _ in range(8))
