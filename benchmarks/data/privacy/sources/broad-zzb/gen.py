"""Value generators for broad-zzb (random, valid, fictional) and their validators.

Placeholders in the text files look like <<kind>> or <<kind:arg:fmt>>; build.py fills them.
"""
import random, secrets, string, zlib, uuid, hashlib, re
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as s_iban, isbn as s_isbn, ean as s_ean, luhn
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr, vat as s_devat
from stdnum.es import dni as s_dni, nie as s_nie, cif as s_cif
from stdnum.fr import nir as s_nir, siren as s_siren, siret as s_siret
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou

R = random.Random(17_0332_2026)
D = string.digits
B62 = string.ascii_letters + string.digits


def rd(n):
    return ''.join(R.choice(D) for _ in range(n))


def group(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------- Polish ----------------
def pesel(fmt=''):
    while True:
        y = R.randint(1950, 2008)
        m = R.randint(1, 12)
        d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        body = f"{y % 100:02d}{mm:02d}{d:02d}" + rd(4)
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
        v = body + str(c)
        if s_pesel.is_valid(v):
            return v


def nip(fmt='dash'):
    while True:
        body = str(R.randint(1, 9)) + rd(8)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(body, w)) % 11
        if c == 10:
            continue
        v = body + str(c)
        if s_nip.is_valid(v):
            break
    if fmt == 'dash':
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == 'dash2':
        return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
    return v


def regon(fmt=''):
    while True:
        body = str(R.randint(1, 9)) + rd(7)
        w = [8, 9, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(body, w)) % 11 % 10
        v = body + str(c)
        if s_regon.is_valid(v):
            return v


def plid(fmt=''):
    """Polish ID card: AAA + check digit + 5 digits; weights 7 3 1 9 7 3 1 7 3."""
    L = 'ABCDEFGHIJKLMNOPRSTUVWXYZ'
    while True:
        letters = 'A' + R.choice(L) + R.choice(L) if R.random() < .3 else ''.join(R.choice(L) for _ in range(3))
        rest = rd(5)
        for c in range(10):
            v = letters + str(c) + rest
            if plid_ok(v):
                return v if fmt != 'sp' else v[:3] + ' ' + v[3:]


def plid_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    vals = [ord(ch) - 55 for ch in v[:3]] + [int(x) for x in v[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


def plpass(fmt=''):
    """Polish passport: 2 letters + 7 digits; weights 7 3 9 1 7 3 1 7 3."""
    L = 'ABCDEFGHIJKLMNOPRSTUVWXYZ'
    while True:
        letters = 'E' + R.choice(L) if R.random() < .5 else 'Z' + R.choice(L)
        rest = rd(6)
        for c in range(10):
            v = letters + str(c) + rest
            if plpass_ok(v):
                return v


def plpass_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', v):
        return False
    vals = [ord(ch) - 55 for ch in v[:2]] + [int(x) for x in v[2:]]
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


# ---------------- IBAN ----------------
BBAN = {'DE': 'n18', 'PL': 'n24', 'ES': 'n20', 'FR': 'fr', 'GB': 'a4n14', 'UA': 'n25', 'IT': 'it',
        'NL': 'a4n10', 'PT': 'n21', 'AT': 'n16', 'BE': 'n12', 'IE': 'a4n14', 'LT': 'n16', 'CH': 'n17'}
BANKS = {'GB': ['NWBK', 'BARC', 'HBUK', 'MIDL', 'LOYD'], 'NL': ['INGB', 'ABNA', 'RABO'], 'IE': ['AIBK', 'BOFI']}


def _bban(cc):
    s = BBAN[cc]
    if s == 'fr':
        return rd(21) + rd(2)
    if s == 'it':
        return R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + rd(22)
    if s.startswith('a4'):
        return R.choice(BANKS[cc]) + rd(int(s[3:]))
    return rd(int(s[1:]))


def _check(cc, bban):
    num = ''.join(str(int(ch, 36)) for ch in bban + cc + '00')
    return f"{98 - int(num) % 97:02d}"


def iban(cc='DE', fmt='g'):
    for _ in range(100000):
        b = _bban(cc)
        if cc == 'UA':
            b = rd(6) + '0' * 5 + rd(14)  # MFO + account
        v = cc + _check(cc, b) + b
        if s_iban.is_valid(v):
            break
    else:
        raise RuntimeError(cc)
    if fmt == 'g':
        return group(v)
    return v


def nrb(fmt='g'):
    v = iban('PL', 'c')[2:]
    if fmt == 'g':
        return v[:2] + ' ' + group(v[2:])
    return v


# ---------------- German / Spanish / French / UK / US / UA ----------------
def steuerid(fmt=''):
    while True:
        digits = list(D)
        R.shuffle(digits)
        first = digits[:10]
        if first[0] == '0':
            continue
        # make one digit appear twice (replace one position)
        i, j = R.sample(range(1, 10), 2)
        first[j] = first[i]
        body = ''.join(first[:10])
        for c in range(10):
            v = body + str(c)
            if s_idnr.is_valid(v):
                if fmt == 'sp':
                    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
                return v
        continue


def devat(fmt=''):
    while True:
        v = 'DE' + str(R.randint(1, 9)) + rd(8)
        if s_devat.is_valid(v):
            return v


def dni(fmt=''):
    n = rd(8)
    v = n + s_dni.calc_check_digit(n)
    return v if fmt != 'dash' else n + '-' + v[-1]


def nie(fmt=''):
    p = R.choice('XYZ')
    n = rd(7)
    v = p + n + s_nie.calc_check_digit(p + n)
    assert s_nie.is_valid(v)
    return v if fmt != 'dash' else f"{p}-{n}-{v[-1]}"


def cif(fmt=''):
    while True:
        p = R.choice('ABB')
        n = p + rd(7)
        v = n + s_cif.calc_check_digits(n)[0]
        if s_cif.is_valid(v):
            return v


def nir(fmt='sp'):
    while True:
        sex = R.choice('12')
        y = R.randint(55, 99)
        m = R.randint(1, 12)
        dep = f"{R.randint(1, 95):02d}"
        if dep == '20':
            continue
        body = f"{sex}{y:02d}{m:02d}{dep}{R.randint(1, 999):03d}{R.randint(1, 999):03d}"
        key = f"{97 - int(body) % 97:02d}"
        v = body + key
        if s_nir.is_valid(v):
            break
    if fmt == 'sp':
        return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
    return v


def siren(fmt=''):
    while True:
        b = rd(8)
        v = b + luhn.calc_check_digit(b)
        if s_siren.is_valid(v) and v[0] != '0':
            return v if fmt != 'sp' else f"{v[:3]} {v[3:6]} {v[6:]}"


def siret(fmt=''):
    while True:
        s = siren()
        b = s + rd(4)
        v = b + luhn.calc_check_digit(b)
        if s_siret.is_valid(v):
            return v if fmt != 'sp' else f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"


def nino(fmt='sp'):
    bad1 = set('DFIQUV')
    while True:
        a = R.choice([c for c in string.ascii_uppercase if c not in bad1])
        b = R.choice([c for c in string.ascii_uppercase if c not in bad1 | {'O'}])
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        n = rd(6)
        s = R.choice('ABCD')
        v = a + b + n + s
        return f"{a}{b} {n[:2]} {n[2:4]} {n[4:]} {s}" if fmt == 'sp' else v


def nino_ok(v):
    v = v.upper()
    m = re.fullmatch(r'([A-Z])([A-Z])(\d{6})([A-D])', v)
    return bool(m) and m.group(1) not in 'DFIQUV' and m.group(2) not in 'DFIQUVO' and v[:2] not in (
        'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def ssn(fmt='dash'):
    while True:
        a = R.randint(1, 665)
        if a == 666:
            continue
        v = f"{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if s_ssn.is_valid(v):
            return f"{v[:3]}-{v[3:5]}-{v[5:]}" if fmt == 'dash' else v


def rnokpp(fmt=''):
    while True:
        b = str(R.randint(2, 4)) + rd(8)
        v = b + s_rntrc.calc_check_digit(b)
        if s_rntrc.is_valid(v):
            return v


def edrpou(fmt=''):
    while True:
        b = rd(7)
        v = b + s_edrpou.calc_check_digit(b)
        if s_edrpou.is_valid(v):
            return v


# ---------------- cards / phones ----------------
def card(kind='visa', fmt='g'):
    if kind == 'visa':
        b = '4' + rd(14)
    elif kind == 'mc':
        b = '5' + str(R.randint(1, 5)) + rd(13)
    else:  # amex
        b = '3' + R.choice('47') + rd(12)
    v = b + luhn.calc_check_digit(b)
    if fmt == 'g':
        if kind == 'amex':
            return f"{v[:4]} {v[4:10]} {v[10:]}"
        return group(v)
    if fmt == 'd':
        return group(v, 4, '-')
    return v


MOBILE_PREFIX = {'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88'],
                 'DE': ['151', '152', '157', '160', '170', '171', '176', '178'],
                 'ES': ['6', '7'], 'FR': ['6', '7'], 'GB': ['7'], 'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
                 'RU': ['9'], 'IT': ['3'], 'US': None}
NSN_LEN = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'GB': 10, 'UA': 9, 'RU': 10, 'IT': 10}


def phone(region='PL', fmt='intl'):
    for _ in range(100000):
        if region == 'US':
            nsn = str(R.randint(201, 989)) + str(R.randint(2, 9)) + rd(6)
        else:
            p = R.choice(MOBILE_PREFIX[region])
            nsn = p + rd(NSN_LEN[region] - len(p))
        n = phonenumbers.parse('+' + str(phonenumbers.country_code_for_region(region)) + nsn)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region:
            break
    if fmt == 'intl':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if fmt == 'nat':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    if fmt == 'e164':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if fmt == 'bare':  # national digits grouped by 3 without prefix
        return group(nsn, 3)
    raise ValueError(fmt)


def phone_ok(v, region):
    try:
        n = phonenumbers.parse(v, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(n)


# ---------------- secrets ----------------
def seed(lang='english', fmt=''):
    return Mnemonic(lang).generate(128 if fmt != '24' else 256)


def seed_ok(v, lang='english'):
    return Mnemonic(lang).check(v)


def _b62(n):
    return ''.join(secrets.choice(B62) for _ in range(n))


def ghp(fmt=''):
    body = _b62(30)
    crc = zlib.crc32(body.encode())
    enc = ''
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62_ORD[r] + enc
    return 'ghp_' + body + enc.rjust(6, '0')


B62_ORD = string.digits + string.ascii_uppercase + string.ascii_lowercase


def ghp_ok(v):
    if not re.fullmatch(r'ghp_[A-Za-z0-9]{36}', v):
        return False
    body, chk = v[4:34], v[34:]
    crc = zlib.crc32(body.encode())
    enc = ''
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62_ORD[r] + enc
    return enc.rjust(6, '0') == chk


def awskey(fmt=''):
    return 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))


def awssecret(fmt=''):
    return ''.join(secrets.choice(string.ascii_letters + string.digits + '/+') for _ in range(40))


def stripe(fmt=''):
    return 'sk_live_' + _b62(24)


def slack(fmt=''):
    return f"xoxb-{rd(12)}-{rd(13)}-{_b62(24)}"


def openai(fmt=''):
    return 'sk-proj-' + _b62(48)


def gapi(fmt=''):
    return 'AIza' + ''.join(secrets.choice(B62 + '-_') for _ in range(35))


def hexkey(fmt=''):
    return secrets.token_hex(32)


def tok(fmt='32'):
    return _b62(int(fmt or 32))


# ---------------- green look-alikes ----------------
def isbn(fmt=''):
    b = '978' + str(R.randint(0, 1)) + rd(8)
    v = b + s_ean.calc_check_digit(b)
    assert s_isbn.is_valid(v)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}" if fmt == 'dash' else v


def ean(fmt=''):
    b = R.choice(['590', '400', '841', '300', '482']) + rd(9)
    return b + s_ean.calc_check_digit(b)


def uuid4(fmt=''):
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha(fmt='40'):
    return hashlib.sha256(str(R.random()).encode()).hexdigest()[:int(fmt or 40)]


GEN = dict(pesel=pesel, nip=nip, regon=regon, plid=plid, plpass=plpass, iban=iban, nrb=nrb, steuerid=steuerid,
           devat=devat, dni=dni, nie=nie, cif=cif, nir=nir, siren=siren, siret=siret, nino=nino, ssn=ssn,
           rnokpp=rnokpp, edrpou=edrpou, card=card, phone=phone, seed=seed, ghp=ghp, awskey=awskey,
           awssecret=awssecret, stripe=stripe, slack=slack, openai=openai, gapi=gapi, hexkey=hexkey, tok=tok,
           isbn=isbn, ean=ean, uuid=uuid4, sha=sha)


def strip(v):
    return re.sub(r'[\s\-./]', '', v)


def validate(kind, arg, v):
    c = strip(v)
    if kind == 'pesel': return s_pesel.is_valid(c)
    if kind == 'nip': return s_nip.is_valid(c)
    if kind == 'regon': return s_regon.is_valid(c)
    if kind == 'plid': return plid_ok(c)
    if kind == 'plpass': return plpass_ok(c)
    if kind == 'iban': return s_iban.is_valid(c)
    if kind == 'nrb': return s_iban.is_valid('PL' + c)
    if kind == 'steuerid': return s_idnr.is_valid(c)
    if kind == 'devat': return s_devat.is_valid(c)
    if kind == 'dni': return s_dni.is_valid(c)
    if kind == 'nie': return s_nie.is_valid(c)
    if kind == 'cif': return s_cif.is_valid(c)
    if kind == 'nir': return s_nir.is_valid(c)
    if kind == 'siren': return s_siren.is_valid(c)
    if kind == 'siret': return s_siret.is_valid(c)
    if kind == 'nino': return nino_ok(c)
    if kind == 'ssn': return s_ssn.is_valid(c)
    if kind == 'rnokpp': return s_rntrc.is_valid(c)
    if kind == 'edrpou': return s_edrpou.is_valid(c)
    if kind == 'card': return luhn.is_valid(c) and len(c) in (15, 16)
    if kind == 'phone': return phone_ok(v, arg or 'PL')
    if kind == 'seed': return seed_ok(v, arg or 'english')
    if kind == 'ghp': return ghp_ok(v)
    if kind == 'awskey': return bool(re.fullmatch(r'AKIA[A-Z2-7]{16}', v))
    if kind == 'awssecret': return len(v) == 40
    if kind == 'stripe': return bool(re.fullmatch(r'sk_live_[A-Za-z0-9]{24}', v))
    if kind == 'slack': return v.startswith('xoxb-')
    if kind == 'openai': return v.startswith('sk-proj-') and len(v) == 56
    if kind == 'gapi': return v.startswith('AIza') and len(v) == 39
    if kind == 'hexkey': return bool(re.fullmatch(r'[0-9a-f]{64}', v))
    if kind == 'tok': return len(v) >= 16
    if kind == 'isbn': return s_isbn.is_valid(c)
    if kind == 'ean': return s_ean.is_valid(c)
    if kind == 'uuid': return bool(re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v))
    if kind == 'sha': return bool(re.fullmatch(r'[0-9a-f]+', v))
    raise KeyError(kind)



B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def _b58(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + out


def wif(fmt=''):
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return _b58(raw + chk)


def wif_ok(v):
    n = 0
    for ch in v:
        n = n * 58 + B58.index(ch)
    b = n.to_bytes(38, 'big')
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


def pem(fmt=''):
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1())
    return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                           serialization.NoEncryption()).decode().strip()


def pem_ok(v):
    from cryptography.hazmat.primitives import serialization
    try:
        serialization.load_pem_private_key(v.encode(), None)
        return True
    except Exception:
        return False


GEN.update(wif=wif, pem=pem)
_validate0 = validate


def validate(kind, arg, v):
    if kind == 'wif': return wif_ok(v)
    if kind == 'pem': return pem_ok(v)
    return _validate0(kind, arg, v)

if __name__ == '__main__':
    for k, f in GEN.items():
        v = f()
        print(k, v, validate(k, None, v))
    for cc in BBAN:
        v = iban(cc)
        print(cc, v, validate('iban', None, v))
    for r in ['PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'RU', 'US', 'IT']:
        for f in ['intl', 'nat', 'e164']:
            v = phone(r, f)
            print(r, f, v, validate('phone', r, v))
    for l in ['spanish', 'french']:
        v = seed(l); print(v, seed_ok(v, l))
    print(nrb(), plid('sp'), steuerid('sp'), nie('dash'), card('amex'), nir('c'), siret('sp'), phone('PL', 'bare'))
