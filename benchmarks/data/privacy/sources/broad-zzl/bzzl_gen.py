"""Value generators for broad-zzl (session 19). Random, checksum-valid, fictional.

gen(spec, rnd) -> (raw, kind) where raw is the canonical value (digits/letters, no separators)
and kind names the validator in VALIDATORS. Rendering (spacing, words) is done in bzzl_build.py.
"""
import random
import secrets
import string
import base64
import hashlib
import uuid

from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.de import vat as devat
from stdnum.fr import tva
import phonenumbers
from mnemonic import Mnemonic

D = string.digits


def rd(rnd, n):
    return ''.join(rnd.choice(D) for _ in range(n))


def until(rnd, make, ok, tries=200000):
    for _ in range(tries):
        try:
            v = make()
            if ok(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')


def g_pesel(rnd, lo=1950, hi=2005):
    def mk():
        y = rnd.randint(lo, hi)
        m = rnd.randint(1, 12)
        d = rnd.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d' % (y % 100, mm, d) + rd(rnd, 4)
        return base + pesel.calc_check_digit(base)
    return until(rnd, mk, pesel.is_valid)


def g_nip(rnd):
    return until(rnd, lambda: str(rnd.randint(1, 9)) + rd(rnd, 9), nip.is_valid)


def g_regon(rnd):
    return until(rnd, lambda: str(rnd.randint(1, 9)) + rd(rnd, 8), regon.is_valid)


PLID_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]


def plid_ok(v):
    v = v.upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit():
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, PLID_W)) % 10 == 0


def g_plid(rnd):
    def mk():
        letters = ''.join(rnd.choice('ABCDEFGHIJKLMNOPRSTWXYZ') for _ in range(3))
        rest = rd(rnd, 5)
        vals = [ord(c) - 55 for c in letters]
        s = sum(a * b for a, b in zip(vals, PLID_W[:3])) + sum(int(c) * w for c, w in zip(rest, PLID_W[4:]))
        chk = (-s * 9) % 10  # 9*c == -s mod 10 ; 9 is its own inverse mod 10
        return letters + str(chk) + rest
    return until(rnd, mk, plid_ok)


BBAN = {
    'PL': lambda r: rd(r, 24),
    'DE': lambda r: rd(r, 18),
    'AT': lambda r: rd(r, 16),
    'FR': lambda r: rd(r, 23),
    'ES': lambda r: rd(r, 20),
    'GB': lambda r: ''.join(r.choice('ABCDEFGHJKLMNPRSTWXY') for _ in range(4)) + rd(r, 14),
    'UA': lambda r: rd(r, 25),
    'NL': lambda r: ''.join(r.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') for _ in range(4)) + rd(r, 10),
    'IT': lambda r: r.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + rd(r, 22),
    'BE': lambda r: rd(r, 12),
}


def g_iban(rnd, cc):
    def mk():
        b = BBAN[cc](rnd)
        return cc + iban.calc_check_digits(cc + '00' + b) + b
    return until(rnd, mk, iban.is_valid)


def g_nrb(rnd):
    return g_iban(rnd, 'PL')[2:]


def nrb_ok(v):
    return iban.is_valid('PL' + v)


def g_steuerid(rnd):
    def mk():
        b = str(rnd.randint(1, 9)) + rd(rnd, 9)
        # compute check (ISO 7064 mod 11,10)
        p = 10
        for c in b:
            s = (int(c) + p) % 10 or 10
            p = (2 * s) % 11
        return b + str((11 - p) % 10)
    return until(rnd, mk, idnr.is_valid)


def g_dni(rnd):
    b = rd(rnd, 8)
    return b + dni.calc_check_digit(b)


def g_nie(rnd):
    return until(rnd, lambda: (lambda b: b + nie.calc_check_digit(b))(rnd.choice('XYZ') + rd(rnd, 7)), nie.is_valid)


def g_cif(rnd):
    return until(rnd, lambda: (lambda b: b + cif.calc_check_digits(b)[0])('B' + rd(rnd, 7)), cif.is_valid)


def g_nir(rnd, sex=None, lo=50, hi=99):
    def mk():
        s = sex or rnd.choice('12')
        b = s + '%02d' % rnd.randint(lo, hi) + '%02d' % rnd.randint(1, 12) + '%02d' % rnd.randint(1, 95) + rd(rnd, 6)
        return b + nir.calc_check_digits(b)
    return until(rnd, mk, nir.is_valid)


def g_siren(rnd):
    return until(rnd, lambda: (lambda b: b + luhn.calc_check_digit(b))(str(rnd.randint(3, 9)) + rd(rnd, 7)), siren.is_valid)


def g_siret(rnd):
    return until(rnd, lambda: (lambda b: b + luhn.calc_check_digit(b))(g_siren(rnd) + '000' + str(rnd.randint(1, 4))), siret.is_valid)


def g_tva(rnd):
    s = g_siren(rnd)
    k = (12 + 3 * (int(s) % 97)) % 97
    v = 'FR%02d%s' % (k, s)
    assert tva.is_valid(v)
    return v


def g_ustid(rnd):
    return until(rnd, lambda: 'DE' + str(rnd.randint(1, 9)) + rd(rnd, 8), devat.is_valid)


def g_ssn(rnd):
    def mk():
        a = rnd.randint(1, 899)
        if a == 666:
            a = 667
        return '%03d%02d%04d' % (a, rnd.randint(1, 99), rnd.randint(1, 9999))
    return until(rnd, mk, lambda v: ssn.is_valid(v) and v not in ('078051120', '219099999'))


def nino_ok(v):
    v = v.upper()
    if len(v) != 9:
        return False
    a, b = v[0], v[1]
    if a in 'DFIQUV' or b in 'DFIQUVO' or v[:2] in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
        return False
    return v[:2].isalpha() and v[2:8].isdigit() and v[8] in 'ABCD'


def g_nino(rnd):
    return until(rnd, lambda: rnd.choice(string.ascii_uppercase) + rnd.choice(string.ascii_uppercase) + rd(rnd, 6) + rnd.choice('ABCD'), nino_ok)


def g_rnokpp(rnd):
    def mk():
        b = str(rnd.randint(2, 4)) + rd(rnd, 8)
        return b + rntrc.calc_check_digit(b)
    return until(rnd, mk, rntrc.is_valid)


def g_edrpou(rnd):
    return until(rnd, lambda: (lambda b: b + edrpou.calc_check_digit(b))(str(rnd.randint(2, 4)) + rd(rnd, 6)), edrpou.is_valid)


def g_inn12(rnd):
    def mk():
        b = '77' + rd(rnd, 8)
        return b + inn.calc_personal_check_digits(b)
    return until(rnd, mk, inn.is_valid)


def g_card(rnd, brand='visa'):
    pre = {'visa': '4' + rd(rnd, 5), 'mc': str(rnd.randint(51, 55)) + rd(rnd, 4), 'amex': rnd.choice(['34', '37']) + rd(rnd, 4)}[brand]
    n = 15 if brand == 'amex' else 16
    def mk():
        b = pre + rd(rnd, n - len(pre) - 1)
        return b + luhn.calc_check_digit(b)
    return until(rnd, mk, lambda v: luhn.is_valid(v) and not v.startswith('4242424242') and not v.startswith('4000000000'))


def g_isbn(rnd):
    return until(rnd, lambda: (lambda b: b + ean.calc_check_digit(b))('978' + rd(rnd, 9)), isbn.is_valid)


def g_ean(rnd):
    return until(rnd, lambda: (lambda b: b + ean.calc_check_digit(b))(str(rnd.randint(3, 8)) + rd(rnd, 11)), ean.is_valid)


def g_phone(rnd, region, kind='mobile'):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE)
    nat = str(ex.national_number)
    want = phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE
    def mk():
        keep = 2 if region not in ('US',) else 3
        if region == 'US':
            s = str(rnd.choice([206, 312, 415, 512, 617, 718, 773, 305, 503, 602])) + str(rnd.randint(2, 9)) + rd(rnd, 2) + rd(rnd, 4)
            if s[3:6] == '555':
                return None
        else:
            s = nat[:keep] + rd(rnd, len(nat) - keep)
        return s
    def ok(s):
        if s is None:
            return False
        p = phonenumbers.parse(s, region)
        t = phonenumbers.number_type(p)
        return phonenumbers.is_valid_number(p) and (t == want or t == phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    s = until(rnd, mk, ok)
    return s  # national significant number


def g_seed(rnd, lang='english', words=12):
    return Mnemonic(lang).generate(128 if words == 12 else 256)


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + out


def g_wif(rnd):
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return b58(raw + chk)


def wif_ok(v):
    n = 0
    for c in v:
        n = n * 58 + B58.index(c)
    b = n.to_bytes(38, 'big')
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


ALNUM = string.ascii_letters + string.digits


def tok(n, alphabet=ALNUM):
    return ''.join(secrets.choice(alphabet) for _ in range(n))


def g_token(kind):
    if kind == 'ghp':
        return 'ghp_' + tok(36)
    if kind == 'glpat':
        return 'glpat-' + tok(20, ALNUM + '_-')
    if kind == 'openai':
        return 'sk-proj-' + tok(48, ALNUM + '_-')
    if kind == 'slack':
        return 'xoxb-' + rd(random, 11) + '-' + rd(random, 13) + '-' + tok(24)
    if kind == 'stripe':
        return 'sk_live_' + tok(24)
    if kind == 'akia':
        return 'AKIA' + tok(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret':
        return tok(40, ALNUM + '/+')
    if kind == 'google':
        return 'AIza' + tok(35, ALNUM + '_-')
    if kind == 'hex32':
        return secrets.token_hex(32)
    if kind == 'hex16':
        return secrets.token_hex(16)
    if kind == 'b64':
        return base64.urlsafe_b64encode(secrets.token_bytes(24)).decode().rstrip('=')
    if kind == 'recovery':
        return ' '.join(tok(4, 'abcdefghjkmnpqrstuvwxyz23456789') + '-' + tok(4, 'abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4))
    if kind == 'jwt':
        import json
        body = json.dumps({'sub': str(secrets.randbelow(10**9)), 'name': 'user', 'iat': 1764000000 + secrets.randbelow(10**6)}, separators=(',', ':')).encode()
        b = lambda x: base64.urlsafe_b64encode(x).decode().rstrip('=')
        return 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + b(body) + '.' + b(secrets.token_bytes(32))
    if kind == 'pem':
        der = (b'\x30\x77\x02\x01\x01\x04\x20' + secrets.token_bytes(32) +
               bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + secrets.token_bytes(64))
        b = base64.b64encode(der).decode()
        return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(b[i:i + 64] for i in range(0, len(b), 64)) + '\n-----END EC PRIVATE KEY-----'
    raise KeyError(kind)


def seed_ok(v, lang):
    return Mnemonic(lang).check(v)


VALIDATORS = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'plid': plid_ok,
    'iban': iban.is_valid, 'nrb': nrb_ok, 'steuerid': idnr.is_valid, 'dni': dni.is_valid,
    'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
    'siret': siret.is_valid, 'tva': tva.is_valid, 'ustid': devat.is_valid, 'ssn': ssn.is_valid,
    'nino': nino_ok, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid, 'inn': inn.is_valid,
    'card': luhn.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid, 'wif': wif_ok,
}
