"""Value generators and validators for broad-zd (sealed set, session 12).

Every generator returns (shown_text, check_kind). check_kind names a validator in CHECKS; the build
script re-validates the shown text (verbatim in the line, and again with separators dropped).
All values are random and fictional; tokens are random from `secrets` in the vendors' shapes.
"""
import random
import re
import secrets
import string
import uuid
import hashlib
import zlib

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as s_iban, luhn, isbn as s_isbn, ean as s_ean
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr, vat as s_devat
from stdnum.es import dni as s_dni, nie as s_nie, cif as s_cif
from stdnum.fr import nif as s_frnif, nir as s_nir, siren as s_siren, siret as s_siret, tva as s_tva
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou
from stdnum.gb import nhs as s_nhs

R = random.SystemRandom()
D = string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def rd(n):
    return ''.join(R.choice(D) for _ in range(n))


def strip(s):
    return re.sub(r'[\s\-./]', '', s)


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


# ---------------- Polish ----------------
def pesel(year=None):
    while True:
        y = year or R.randint(1938, 2016)
        m = R.randint(1, 12)
        d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y % 100:02d}{mm:02d}{d:02d}{rd(4)}"
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
        v = base + str(c)
        if s_pesel.is_valid(v):
            return v


def nip(fmt=None):
    while True:
        v = rd(9)
        if v[0] == '0':
            continue
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(v, w)) % 11
        if c == 10:
            continue
        v += str(c)
        if s_nip.is_valid(v):
            break
    fmt = fmt or R.choice(['dash1', 'dash2', 'plain'])
    if fmt == 'dash1':
        return group(v, [3, 3, 2, 2], '-')
    if fmt == 'dash2':
        return group(v, [3, 2, 2, 3], '-')
    return v


def regon():
    while True:
        v = rd(8)
        w = [8, 9, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(v, w)) % 11 % 10
        v += str(c)
        if s_regon.is_valid(v):
            return v


def _lv(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 55


def plid_valid(s):
    s = strip(s).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s):
        return False
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(_lv(c) * x for c, x in zip(s, w)) % 10 == 0


def plid():
    letters = 'A' + ''.join(R.choice('BCDEFGHJKLMNPRSTUWXYZ') for _ in range(2))
    letters = R.choice(['C', 'D', 'A']) + letters[1:]
    rest = rd(5)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    chars = letters + rest
    c = sum(_lv(a) * b for a, b in zip(chars, w)) % 10
    v = letters + str(c) + rest
    assert plid_valid(v)
    return v


def plpass_valid(s):
    s = strip(s).upper()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', s):
        return False
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    return sum(_lv(c) * x for c, x in zip(s, w)) % 10 == 0


def plpass():
    letters = R.choice(['E', 'F', 'A']) + R.choice('ABCDEFGHJKLMNPRSTUVWXYZ')
    rest = rd(6)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(_lv(a) * b for a, b in zip(letters + rest, w)) % 10
    v = letters + str(c) + rest
    assert plpass_valid(v)
    return v


def _iban_check(cc, bban):
    num = ''.join(str(_lv(c)) for c in (bban + cc + '00').upper())
    return f"{98 - int(num) % 97:02d}"


PL_BANKS = ['1020', '1140', '1090', '1050', '2490', '1240', '1160', '1750', '1870', '1320']


def _pl_sort():
    while True:
        b = R.choice(PL_BANKS) + rd(3)
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10
        return b + str(c)


def nrb(fmt=None):
    bban = _pl_sort() + rd(16)
    v = _iban_check('PL', bban) + bban
    assert s_iban.is_valid('PL' + v)
    fmt = fmt or R.choice(['sp', 'sp', 'plain', 'sp2'])
    if fmt == 'sp':
        return group(v, [2, 4, 4, 4, 4, 4, 4])
    if fmt == 'sp2':
        return group(v, [2, 8, 16])
    return v


def nrb_valid(s):
    return s_iban.is_valid('PL' + strip(s))


BBAN = {
    'DE': lambda: rd(18),
    'AT': lambda: rd(16),
    'ES': lambda: rd(20),
    'FR': lambda: rd(10) + rd(11) + rd(2),
    'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rd(14),
    'IT': lambda: R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + rd(10) + rd(12),
    'NL': lambda: R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + rd(10),
    'BE': lambda: rd(12),
    'UA': lambda: rd(6) + rd(19),
    'PT': lambda: rd(21),
    'CH': lambda: rd(17),
    'IE': lambda: R.choice(['AIBK', 'BOFI']) + rd(14),
    'LT': lambda: rd(16),
    'CZ': lambda: rd(20),
    'PL': lambda: _pl_sort() + rd(16),
}


def iban(cc='DE', fmt=None):
    for _ in range(100000):
        bban = BBAN[cc]()
        v = cc + _iban_check(cc, bban) + bban
        if s_iban.is_valid(v):
            break
    else:
        raise RuntimeError(cc)
    fmt = fmt or R.choice(['sp', 'sp', 'plain'])
    if fmt == 'sp':
        return group(v, [4] * 10)
    return v


# ---------------- German ----------------
def steuerid(fmt=None):
    while True:
        v = str(R.randint(1, 9)) + rd(9)
        try:
            v = v + s_idnr.mod_11_10.calc_check_digit(v)
        except Exception:
            continue
        if s_idnr.is_valid(v):
            break
    fmt = fmt or R.choice(['sp', 'plain', 'plain'])
    if fmt == 'sp':
        return group(v, [2, 3, 3, 3])
    return v


def devat():
    while True:
        v = 'DE' + str(R.randint(1, 9)) + rd(8)
        if s_devat.is_valid(v):
            return v


# ---------------- Spanish ----------------
def dni(fmt=None):
    n = rd(8)
    v = n + s_dni.calc_check_digit(n)
    fmt = fmt or R.choice(['plain', 'dash', 'plain'])
    return v[:8] + '-' + v[8] if fmt == 'dash' else v


def nie():
    p = R.choice('XYZ')
    n = rd(7)
    v = p + n + s_nie.calc_check_digit(p + n)
    assert s_nie.is_valid(v)
    return v


def cif():
    while True:
        v = R.choice('ABB') + rd(7)
        try:
            v = v + s_cif.calc_check_digits(v)[0] if v[0] in 'AB' else v
        except Exception:
            continue
        if s_cif.is_valid(v):
            return v


# ---------------- French ----------------
def nir(fmt=None):
    while True:
        sex = R.choice('12')
        yy = f"{R.randint(40, 99):02d}" if R.random() < .8 else f"{R.randint(0, 15):02d}"
        mm = f"{R.randint(1, 12):02d}"
        dep = f"{R.randint(1, 95):02d}"
        if dep == '20':
            continue
        com = f"{R.randint(1, 700):03d}"
        order = f"{R.randint(1, 999):03d}"
        base = sex + yy + mm + dep + com + order
        v = base + s_nir.calc_check_digits(base)
        if s_nir.is_valid(v):
            break
    fmt = fmt or R.choice(['sp', 'plain', 'sp'])
    if fmt == 'sp':
        return group(v, [1, 2, 2, 2, 3, 3, 2])
    return v


def siren():
    while True:
        n = str(R.randint(1, 9)) + rd(7)
        v = n + luhn.calc_check_digit(n)
        if s_siren.is_valid(v):
            return group(v, [3, 3, 3])


def siret():
    while True:
        n = str(R.randint(1, 9)) + rd(12)
        v = n + luhn.calc_check_digit(n)
        if s_siret.is_valid(v):
            return group(v, [3, 3, 3, 5])


def frtva():
    while True:
        n = str(R.randint(1, 9)) + rd(7)
        sn = n + luhn.calc_check_digit(n)
        key = (12 + 3 * (int(sn) % 97)) % 97
        v = f"FR{key:02d}{sn}"
        if s_tva.is_valid(v):
            return f"FR{key:02d} {sn[:3]} {sn[3:6]} {sn[6:]}"


def frnif(fmt=None):
    while True:
        n = str(R.randint(0, 3)) + rd(9)
        v = n + s_frnif.calc_check_digits(n)
        if s_frnif.is_valid(v):
            break
    return group(v, [2, 2, 3, 3, 3]) if fmt == 'sp' else v


# ---------------- German health insurance number (KVNR) ----------------
def kvnr_valid(s):
    s = strip(s).upper()
    if not re.fullmatch(r'[A-Z]\d{9}', s):
        return False
    digits = f"{ord(s[0]) - 64:02d}" + s[1:9]
    tot = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == int(s[9])


def kvnr():
    letter = R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ')
    body = rd(8)
    digits = f"{ord(letter) - 64:02d}" + body
    tot = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    v = letter + body + str(tot % 10)
    assert kvnr_valid(v)
    return v


# ---------------- Spanish social security number (NSS) ----------------
def nss_valid(s):
    s = strip(s)
    if not re.fullmatch(r'\d{12}', s):
        return False
    a, b = int(s[:2]), int(s[2:10])
    base = a * 10 ** 7 + b if b < 10 ** 7 else a * 10 ** 8 + b
    return base % 97 == int(s[10:])


def nss(fmt=None):
    prov = R.randint(1, 52)
    num = R.randint(10 ** 7, 10 ** 8 - 1)
    ctrl = (prov * 10 ** 8 + num) % 97
    v = f"{prov:02d}{num:08d}{ctrl:02d}"
    assert nss_valid(v)
    return f"{v[:2]}/{v[2:10]}/{v[10:]}" if fmt == 'slash' else (f"{v[:2]} {v[2:10]} {v[10:]}" if fmt == 'sp' else v)


# ---------------- PEM keys (cryptography) ----------------
def pem_private():
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1())
    return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                           serialization.NoEncryption()).decode().strip()


def pem_public():
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1()).public_key()
    return k.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


def pem_valid(s):
    from cryptography.hazmat.primitives import serialization
    try:
        if 'PRIVATE' in s:
            serialization.load_pem_private_key(s.encode(), None)
        else:
            serialization.load_pem_public_key(s.encode())
        return True
    except Exception:
        return False


# ---------------- US / UK ----------------
def ssn(fmt=None):
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        v = f"{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if s_ssn.is_valid(v):
            break
    fmt = fmt or R.choice(['dash', 'dash', 'sp'])
    return group(v, [3, 2, 4], '-' if fmt == 'dash' else ' ')


NINO_RE = r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]'


def nino(fmt=None):
    while True:
        p = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        v = p + rd(6) + R.choice('ABCD')
        if re.fullmatch(NINO_RE, v):
            break
    fmt = fmt or R.choice(['sp', 'plain'])
    return group(v, [2, 2, 2, 2, 1]) if fmt == 'sp' else v


def nino_valid(s):
    return re.fullmatch(NINO_RE, strip(s).upper()) is not None


def nhs():
    while True:
        n = str(R.randint(4, 9)) + rd(8)
        c = (11 - sum(int(a) * (10 - i) for i, a in enumerate(n)) % 11) % 11
        if c == 10:
            continue
        v = n + str(c)
        if s_nhs.is_valid(v):
            return group(v, [3, 3, 4])


# ---------------- Ukrainian ----------------
def rnokpp():
    while True:
        n = str(R.randint(1, 4)) + rd(8)
        v = n + s_rntrc.calc_check_digit(n)
        if s_rntrc.is_valid(v):
            return v


def edrpou():
    while True:
        v = rd(7)
        v = v + s_edrpou.calc_check_digit(v)
        if s_edrpou.is_valid(v):
            return v


# ---------------- Books, goods ----------------
def isbn13():
    n = R.choice(['978', '979']) + rd(9)
    v = n + s_ean.calc_check_digit(n)
    assert s_isbn.is_valid(v)
    return f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}" if R.random() < .6 else v


def ean13():
    n = R.choice(['590', '400', '841', '300', '482']) + rd(9)
    return n + s_ean.calc_check_digit(n)


# ---------------- Cards ----------------
def card(brand='visa', fmt=None):
    pref = {'visa': '4' + rd(5), 'mc': str(R.randint(51, 55)) + rd(4)}[brand]
    n = pref + rd(9)
    v = n + luhn.calc_check_digit(n)
    fmt = fmt or R.choice(['sp', 'sp', 'plain', 'dash'])
    if fmt == 'sp':
        return group(v, [4, 4, 4, 4])
    if fmt == 'dash':
        return group(v, [4, 4, 4, 4], '-')
    return v


# ---------------- Phones ----------------
def phone(cc='PL', fmt=None, kind='mobile'):
    t = phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE
    ex = phonenumbers.example_number_for_type(cc, t)
    nat = str(ex.national_number)
    for _ in range(10000):
        keep = 2 if kind == 'mobile' else 3
        cand = nat[:keep] + rd(len(nat) - keep)
        num = phonenumbers.parse('+' + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(num) and phonenumbers.number_type(num) in (t, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    else:
        raise RuntimeError(cc)
    fmt = fmt or R.choice(['intl', 'nat', 'nat', 'e164'])
    if fmt == 'intl':
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if fmt == 'e164':
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
    return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)


def phone_valid(s, cc):
    try:
        num = phonenumbers.parse(s, cc)
    except Exception:
        return False
    return phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == cc


# ---------------- Secrets ----------------
def seed(words=12, lang='english'):
    m = Mnemonic(lang)
    return m.generate(strength=128 if words == 12 else 256)


def seed_valid(s, lang='english'):
    return Mnemonic(lang).check(s)


def _b62(n):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, '0')


def ghp(prefix='ghp'):
    body = ''.join(secrets.choice(B62) for _ in range(30))
    return f"{prefix}_{body}{_b62(zlib.crc32(body.encode()))}"


def ghp_valid(s):
    m = re.fullmatch(r'gh[pousr]_([0-9A-Za-z]{30})([0-9A-Za-z]{6})', s)
    return bool(m) and _b62(zlib.crc32(m.group(1).encode())) == m.group(2)


def awsid():
    return 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))


def awssecret():
    return ''.join(secrets.choice(string.ascii_letters + string.digits + '+/') for _ in range(40))


def stripe():
    return 'sk_live_' + ''.join(secrets.choice(B62) for _ in range(24))


def slack():
    return f"xoxb-{rd(12)}-{rd(13)}-{''.join(secrets.choice(B62) for _ in range(24))}"


def openai():
    return 'sk-proj-' + ''.join(secrets.choice(B62 + '-_') for _ in range(48)) + 'T3BlbkFJ' + ''.join(secrets.choice(B62 + '-_') for _ in range(48))


def gapi():
    return 'AIza' + ''.join(secrets.choice(B62 + '-_') for _ in range(35))


def tgbot():
    return f"{R.randint(1000000000, 7999999999)}:AA{''.join(secrets.choice(B62 + '-_') for _ in range(33))}"


def hexkey(n=64):
    return secrets.token_hex(n // 2)


def b58(data):
    alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    n = int.from_bytes(data, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    pad = len(data) - len(data.lstrip(b'\0'))
    return '1' * pad + out


def wif():
    payload = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def otp(n=6, fmt=None):
    v = ''.join(secrets.choice(D) for _ in range(n))
    if fmt == 'sp' and n == 6:
        return v[:3] + ' ' + v[3:]
    if fmt == 'dash' and n == 6:
        return v[:3] + '-' + v[3:]
    return v


def gbackup():
    """Google-style backup code: 8 digits, often shown as 4+4."""
    v = ''.join(secrets.choice(D) for _ in range(8))
    return v[:4] + ' ' + v[4:]


def ghrecovery():
    return secrets.token_hex(5)[:5] + '-' + secrets.token_hex(5)[:5]


def password():
    words = ['Lato', 'Kotek', 'Sonne', 'Mar', 'Soleil', 'Sonechko', 'Tiger', 'Rosa', 'Baltyk', 'Berg',
             'Luna', 'Maison', 'Kwiat', 'Hund', 'Playa', 'Lilas', 'Vesna', 'Dragon', 'Zamek', 'Wald']
    sym = '!@#$%&*?_'
    return R.choice(words) + rd(R.randint(2, 4)) + R.choice(sym) + R.choice(['', R.choice(string.ascii_lowercase)])


def randpw(n=14):
    return ''.join(secrets.choice(string.ascii_letters + string.digits + '!#%&*+-=?@^_') for _ in range(n))


def urlpw(n=14):
    """URL-safe password for connection strings (no @ : / % ?)."""
    return ''.join(secrets.choice(string.ascii_letters + string.digits + '-_.~') for _ in range(n))


def uuid4():
    return str(uuid.uuid4())


def sha256():
    return hashlib.sha256(secrets.token_bytes(16)).hexdigest()


def sha1():
    return hashlib.sha1(secrets.token_bytes(16)).hexdigest()


# name -> (generator(arg) , validator(shown, arg))  ; validator gets the compact string as well
def _v_iban(s, a):
    return s_iban.is_valid(strip(s))


GEN = {
    'pesel': (lambda a: pesel(int(a)) if a else pesel(), lambda s, a: s_pesel.is_valid(strip(s))),
    'nip': (lambda a: nip(a or None), lambda s, a: s_nip.is_valid(strip(s))),
    'regon': (lambda a: regon(), lambda s, a: s_regon.is_valid(strip(s))),
    'plid': (lambda a: plid(), lambda s, a: plid_valid(s)),
    'plpass': (lambda a: plpass(), lambda s, a: plpass_valid(s)),
    'nrb': (lambda a: nrb(a or None), lambda s, a: nrb_valid(s)),
    'iban': (lambda a: iban(*(a.split('.') if a else ['DE'])), _v_iban),
    'steuerid': (lambda a: steuerid(a or None), lambda s, a: s_idnr.is_valid(strip(s))),
    'devat': (lambda a: devat(), lambda s, a: s_devat.is_valid(strip(s))),
    'dni': (lambda a: dni(a or None), lambda s, a: s_dni.is_valid(strip(s))),
    'nie': (lambda a: nie(), lambda s, a: s_nie.is_valid(strip(s))),
    'cif': (lambda a: cif(), lambda s, a: s_cif.is_valid(strip(s))),
    'nir': (lambda a: nir(a or None), lambda s, a: s_nir.is_valid(strip(s))),
    'siren': (lambda a: siren(), lambda s, a: s_siren.is_valid(strip(s))),
    'siret': (lambda a: siret(), lambda s, a: s_siret.is_valid(strip(s))),
    'frtva': (lambda a: frtva(), lambda s, a: s_tva.is_valid(strip(s))),
    'frnif': (lambda a: frnif(a or None), lambda s, a: s_frnif.is_valid(strip(s))),
    'kvnr': (lambda a: kvnr(), lambda s, a: kvnr_valid(s)),
    'nss': (lambda a: nss(a or None), lambda s, a: nss_valid(s)),
    'pempriv': (lambda a: pem_private(), lambda s, a: pem_valid(s)),
    'pempub': (lambda a: pem_public(), lambda s, a: pem_valid(s)),
    'ssn': (lambda a: ssn(a or None), lambda s, a: s_ssn.is_valid(strip(s))),
    'nino': (lambda a: nino(a or None), lambda s, a: nino_valid(s)),
    'nhs': (lambda a: nhs(), lambda s, a: s_nhs.is_valid(strip(s))),
    'rnokpp': (lambda a: rnokpp(), lambda s, a: s_rntrc.is_valid(strip(s))),
    'edrpou': (lambda a: edrpou(), lambda s, a: s_edrpou.is_valid(strip(s))),
    'isbn': (lambda a: isbn13(), lambda s, a: s_isbn.is_valid(strip(s))),
    'ean': (lambda a: ean13(), lambda s, a: s_ean.is_valid(strip(s))),
    'card': (lambda a: card(*(a.split('.') if a else ['visa'])), lambda s, a: luhn.is_valid(strip(s)) and len(strip(s)) == 16),
    'phone': (lambda a: phone(*(a.split('.'))), lambda s, a: phone_valid(s, a.split('.')[0])),
    'seed': (lambda a: seed(*(([int(a.split('.')[0])] + a.split('.')[1:]) if a else [12])),
             lambda s, a: seed_valid(s, a.split('.')[1] if a and '.' in a else 'english')),
    'ghp': (lambda a: ghp(a or 'ghp'), lambda s, a: ghp_valid(s)),
    'awsid': (lambda a: awsid(), lambda s, a: re.fullmatch(r'AKIA[A-Z2-7]{16}', s) is not None),
    'awssecret': (lambda a: awssecret(), lambda s, a: len(s) == 40),
    'stripe': (lambda a: stripe(), lambda s, a: s.startswith('sk_live_')),
    'slack': (lambda a: slack(), lambda s, a: s.startswith('xoxb-')),
    'openai': (lambda a: openai(), lambda s, a: s.startswith('sk-proj-')),
    'gapi': (lambda a: gapi(), lambda s, a: re.fullmatch(r'AIza[0-9A-Za-z_-]{35}', s) is not None),
    'tgbot': (lambda a: tgbot(), lambda s, a: re.fullmatch(r'\d{10}:AA[0-9A-Za-z_-]{33}', s) is not None),
    'hex': (lambda a: hexkey(int(a) if a else 64), lambda s, a: re.fullmatch(r'[0-9a-f]+', s) is not None),
    'wif': (lambda a: wif(), lambda s, a: s[0] in 'KL' and len(s) == 52),
    'otp': (lambda a: otp(*([int(a.split('.')[0])] + a.split('.')[1:]) if a else [6]), lambda s, a: strip(s).isdigit()),
    'gbackup': (lambda a: gbackup(), lambda s, a: strip(s).isdigit() and len(strip(s)) == 8),
    'ghrec': (lambda a: ghrecovery(), lambda s, a: re.fullmatch(r'[0-9a-f]{5}-[0-9a-f]{5}', s) is not None),
    'pw': (lambda a: password(), lambda s, a: len(s) >= 6),
    'rpw': (lambda a: randpw(int(a) if a else 14), lambda s, a: len(s) >= 8),
    'upw': (lambda a: urlpw(int(a) if a else 14), lambda s, a: re.fullmatch(r'[A-Za-z0-9._~-]{8,}', s) is not None),
    'uuid': (lambda a: uuid4(), lambda s, a: re.fullmatch(r'[0-9a-f-]{36}', s) is not None),
    'sha256': (lambda a: sha256(), lambda s, a: len(s) == 64),
    'sha1': (lambda a: sha1(), lambda s, a: len(s) == 40),
}

# kinds whose validity survives dropping separators (identifier-like)
IDENT_LIKE = {'pesel', 'nip', 'regon', 'plid', 'plpass', 'nrb', 'iban', 'steuerid', 'devat', 'dni', 'nie', 'cif',
              'nir', 'siren', 'siret', 'frtva', 'phone', 'frnif', 'kvnr', 'nss', 'ssn', 'nino', 'nhs', 'rnokpp', 'edrpou', 'isbn', 'ean', 'card'}
