"""Value generators for broad-zy. Every generator returns (text_value, check_kind)."""
import random, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou

R = random.Random(1603)

def digits(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def _pesel():
    while True:
        y = R.randint(1950, 2008); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}"
        w = [1,3,7,9,1,3,7,9,1,3]
        c = (10 - sum(int(a)*b for a, b in zip(base, w)) % 10) % 10
        v = base + str(c)
        if pesel.is_valid(v): return v

def _nip():
    while True:
        b = str(R.randint(1,9)) + digits(8)
        w = [6,5,7,2,3,4,5,6,7]
        c = sum(int(a)*x for a, x in zip(b, w)) % 11
        if c == 10: continue
        v = b + str(c)
        if nip.is_valid(v): return v

def _regon():
    while True:
        b = digits(8); w = [8,9,2,3,4,5,6,7]
        c = sum(int(a)*x for a, x in zip(b, w)) % 11 % 10
        v = b + str(c)
        if regon.is_valid(v): return v

def _iban(cc, bban_len, alnum=False):
    while True:
        bban = digits(bban_len)
        if cc == 'FR':  # needs RIB key
            b = digits(21); key = 97 - (int(b) * 100) % 97
            bban = b + f"{key:02d}"
        if cc == 'ES':
            ent, of = digits(4), digits(4); acc = digits(10)
            def dc(s):
                w = [1,2,4,8,5,10,9,7,3,6]; r = 11 - sum(int(a)*x for a, x in zip(s.zfill(10), w)) % 11
                return {10:1, 11:0}.get(r, r)
            bban = ent + of + str(dc('00'+ent+of)) + str(dc(acc)) + acc
        if cc == 'GB':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + digits(14)
        chk = 98 - int(''.join(str(int(ch, 36)) for ch in bban + cc + '00')) % 97
        v = f"{cc}{chk:02d}{bban}"
        if iban.is_valid(v): return v

LENS = {'PL': 24, 'DE': 18, 'FR': 23, 'ES': 20, 'UA': 25, 'GB': 18, 'AT': 16, 'NL': None}

def group4(s):
    return ' '.join(s[i:i+4] for i in range(0, len(s), 4))

def _idnr():
    while True:
        v = str(R.randint(1, 9)) + digits(9)
        # need exactly one digit repeated 2 or 3 times among first 10
        from collections import Counter
        c = Counter(v)
        if sorted(c.values(), reverse=True)[0] not in (2, 3) or sum(1 for x in c.values() if x > 1) != 1: continue
        for ck in '0123456789':
            if idnr.is_valid(v + ck): return v + ck

def _dni():
    n = digits(8); return n + dni.calc_check_digit(n)

def _nie():
    p = R.choice('XYZ'); n = digits(7)
    return p + n + nie.calc_check_digit(p + n)

def _cif():
    while True:
        b = R.choice('ABGB') + digits(7)
        for ck in '0123456789ABCDEFGHIJ':
            if cif.is_valid(b + ck): return b + ck

def _nir():
    while True:
        s = R.choice('12') + f"{R.randint(50,99):02d}{R.randint(1,12):02d}{R.randint(1,95):02d}" + digits(3) + digits(3)
        if s[5:7] in ('20',): continue
        k = 97 - int(s) % 97
        v = s + f"{k:02d}"
        if nir.is_valid(v): return v

def _siren():
    while True:
        b = digits(8); v = b + luhn.calc_check_digit(b)
        if siren.is_valid(v) and v[0] != '0': return v

def _siret():
    s = _siren()
    while True:
        b = s + digits(4); v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): return v

def _ssn():
    while True:
        v = f"{R.randint(100,665):03d}{R.randint(10,99):02d}{R.randint(1000,9999):04d}"
        if ssn.is_valid(v): return v

def _rnokpp():
    while True:
        b = digits(9)
        for ck in '0123456789':
            if rntrc.is_valid(b + ck): return b + ck

def _edrpou():
    while True:
        b = R.choice('234') + digits(6)
        for ck in '0123456789':
            if edrpou.is_valid(b + ck): return b + ck

def _card(prefix='4', n=16):
    b = prefix + digits(n - len(prefix) - 1); return b + luhn.calc_check_digit(b)

def _isbn():
    b = '978' + R.choice('0123') + digits(8)
    return b + ean.calc_check_digit(b)

def _ean():
    b = R.choice(['590', '400', '84', '30', '482']); b = b + digits(12 - len(b))
    return b + ean.calc_check_digit(b)

def _pl_idcard():
    letters = ''.join(R.choice('ABCDEFGHIJKLMNOPRSTUWXYZ') for _ in range(3)); rest = digits(5)
    vals = [ord(ch) - 55 for ch in letters]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(a*b for a, b in zip(vals + [int(x) for x in rest], w[:3] + w[4:] + [0]))
    # weights 7,3,1,(9 for check),7,3,1,7,3
    w9 = [7,3,1,9,7,3,1,7,3]
    for ck in range(10):
        full = vals + [ck] + [int(x) for x in rest]
        if sum(a*b for a, b in zip(full, w9)) % 10 == 0:
            return letters + str(ck) + rest

def pl_idcard_ok(v):
    v = v.replace(' ', '').upper()
    if len(v) != 9: return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a*b for a, b in zip(vals, [7,3,1,9,7,3,1,7,3])) % 10 == 0

def _nino():
    a = R.choice('ABCEGHJKLMNOPRSTWXYZ'); b = R.choice('ABCEGHJKLMNPRSTWXYZ')
    if a + b in ('GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ'): return _nino()
    return a + b + digits(6) + R.choice('ABCD')

import re
NINO_RE = re.compile(r'^[ABCEGHJ-PRSTW-Z][ABCEGHJ-NPRSTW-Z]\d{6}[A-D]$')

PHONE_REG = {'pl': 'PL', 'de': 'DE', 'fr': 'FR', 'es': 'ES', 'uk': 'UA', 'gb': 'GB', 'us': 'US', 'ru': 'RU'}
MOBILE_PREFIX = {'PL': ['50', '51', '53', '60', '66', '69', '72', '78', '79', '88'], 'DE': ['151', '160', '170', '176', '157'],
                 'FR': ['6', '7'], 'ES': ['6', '7'], 'UA': ['50', '67', '63', '93', '97', '99'], 'GB': ['7'], 'RU': ['9'], 'US': None}

def _phone(reg, fmt='intl'):
    while True:
        if reg == 'US':
            nat = str(R.choice([212, 312, 415, 617, 503, 919])) + str(R.randint(2, 9)) + digits(6)
        else:
            p = R.choice(MOBILE_PREFIX[reg])
            ln = {'PL': 9, 'DE': 11, 'FR': 9, 'ES': 9, 'UA': 9, 'GB': 10, 'RU': 10}[reg]
            nat = p + digits(ln - len(p))
        try:
            n = phonenumbers.parse(('0' if reg in ('DE', 'FR', 'UA', 'GB') else '') + nat if reg != 'RU' else '8' + nat, reg)
        except Exception:
            continue
        if not phonenumbers.is_valid_number(n): continue
        if phonenumbers.number_type(n) not in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE) and reg != 'US': continue
        F = phonenumbers.PhoneNumberFormat
        if fmt == 'intl': return phonenumbers.format_number(n, F.INTERNATIONAL)
        if fmt == 'nat': return phonenumbers.format_number(n, F.NATIONAL)
        if fmt == 'e164': return phonenumbers.format_number(n, F.E164)
        if fmt == 'raw': return phonenumbers.format_number(n, F.E164)[1:] if False else nat

def seed(lang='english', words=12):
    m = Mnemonic(lang); return m.generate(128 if words == 12 else 256)

def token(shape):
    a = string.ascii_letters + string.digits
    rs = lambda n, al=a: ''.join(secrets.choice(al) for _ in range(n))
    if shape == 'github': return 'ghp_' + rs(36)
    if shape == 'openai': return 'sk-proj-' + rs(48)
    if shape == 'stripe': return 'sk_live_' + rs(24)
    if shape == 'aws': return 'AKIA' + rs(16, string.ascii_uppercase + '234567')
    if shape == 'slack': return 'xoxb-' + digits(11) + '-' + digits(12) + '-' + rs(24)
    if shape == 'hex32': return secrets.token_hex(16)
    if shape == 'hex64': return secrets.token_hex(32)
    if shape == 'b64': return secrets.token_urlsafe(24)
    raise ValueError(shape)

def password():
    parts = [R.choice(['Zielona', 'Kater', 'Sol', 'Lune', 'Kvitka', 'Harbor', 'Wolke', 'Marea', 'Pomme', 'Sonyash', 'Brzoza', 'Tiger']),
             R.choice(['!', '#', '_', '.', '$', '@', '*']), digits(R.randint(2, 4)), R.choice(['', 'x', 'Qz', 'k!', 'Mn'])]
    return ''.join(parts)

def pin(n=4): return digits(n)

def plate(cc):
    L = lambda n: ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(n))
    if cc == 'pl': return R.choice(['WA', 'KR', 'PO', 'GD', 'WR', 'LU', 'SK']) + R.choice(['', ' ']) + digits(R.randint(4, 5))
    if cc == 'de': return R.choice(['B', 'M', 'HH', 'K', 'F', 'S']) + '-' + L(2) + ' ' + str(R.randint(10, 9999))
    if cc == 'fr': return L(2) + '-' + digits(3) + '-' + L(2)
    if cc == 'es': return digits(4) + ' ' + ''.join(R.choice('BCDFGHJKLMNPRSTVWXYZ') for _ in range(3))
    if cc == 'uk': return R.choice(['AA', 'KA', 'BC', 'AX', 'BH']) + digits(4) + R.choice(['KI', 'BE', 'HP', 'OT', 'IA'])
    if cc == 'gb': return L(2) + digits(2) + ' ' + L(3)
