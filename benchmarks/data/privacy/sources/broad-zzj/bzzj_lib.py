"""Value generators for broad-zzj. Every generator records (type, text-as-written) in PENDING;
add() attaches the pending values to the line so the build script can re-validate them."""
import random, secrets, string, re
import phonenumbers
from mnemonic import Mnemonic
from stdnum.pl import pesel as _pesel, nip as _nip, regon as _regon
from stdnum.de import idnr as _idnr
from stdnum.es import dni as _dni, nie as _nie, cif as _cif
from stdnum.fr import nir as _nir, siren as _siren, siret as _siret
from stdnum.us import ssn as _ssn
from stdnum.ua import rntrc as _rntrc, edrpou as _edrpou
from stdnum import iban as _iban, luhn as _luhn, isbn as _isbn, ean as _ean
from stdnum.eu import vat as _vat

R = random.Random()
PENDING = []
LINES = []


def _rec(t, s):
    PENDING.append((t, s))
    return s


def _complete(base, ok):
    for c in string.digits:
        if ok(base + c):
            return base + c
    return None


def add(lang, text, label, kind, cat, note):
    vals = list(PENDING)
    PENDING.clear()
    LINES.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, values=vals))


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n]); i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))


# ---------- Polish ----------
def pesel_raw(years=(1955, 2004)):
    while True:
        y = R.randint(*years); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}"
        s = base + _pesel.calc_check_digit(base)
        if _pesel.is_valid(s):
            return s


def pesel(sizes=None, sep=' ', years=(1955, 2004)):
    s = pesel_raw(years)
    return _rec('pesel', grp(s, sizes, sep) if sizes else s)


def nip(style='dash'):
    while True:
        base = str(R.randint(1, 9)) + digits(8)
        s = _complete(base, _nip.is_valid)
        if s:
            break
    if style == 'dash':
        s = f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"
    elif style == 'dash2':
        s = f"{s[:3]}-{s[3:5]}-{s[5:7]}-{s[7:]}"
    elif style == 'pl':
        s = 'PL' + s
    return _rec('nip', s)


def regon(sep=''):
    base = digits(8)
    s = base + _regon.calc_check_digit(base)
    return _rec('regon', grp(s, [3, 3, 3], sep) if sep else s)


def plid(sep=''):
    vals = {c: i for i, c in enumerate(string.digits + string.ascii_uppercase)}
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    while True:
        letters = 'A' + ''.join(R.choice(string.ascii_uppercase) for _ in range(2))
        rest = digits(5)
        tot = sum(vals[c] * w[i] for i, c in enumerate(letters)) + sum(int(c) * w[i + 4] for i, c in enumerate(rest))
        cd = str(tot % 10)
        s = letters + cd + rest
        return _rec('plid', letters + sep + cd + rest if sep else s)


def plid_valid(s):
    vals = {c: i for i, c in enumerate(string.digits + string.ascii_uppercase)}
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s):
        return False
    return sum(vals[c] * w[i] for i, c in enumerate(s[:3] + s[4:]) if True for _ in [0]) % 10 == int(s[3]) if False else \
        (sum(vals[c] * w[i] for i, c in enumerate(s[:3])) + sum(int(c) * w[i + 4] for i, c in enumerate(s[4:]))) % 10 == int(s[3])


# ---------- IBAN ----------
_BBAN = {'PL': 24, 'DE': 18, 'FR': 23, 'ES': 20, 'GB': None, 'UA': 25, 'AT': 16, 'NL': None, 'BE': 12, 'IT': None, 'CH': 17}


def iban_raw(cc):
    for _ in range(10000):
        if cc == 'GB':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + digits(14)
        elif cc == 'NL':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + digits(10)
        elif cc == 'FR':
            bban = digits(21) + digits(2)
        elif cc == 'UA':
            bban = digits(6) + digits(19)
        else:
            bban = digits(_BBAN[cc])
        cd = 98 - int(''.join(str(int(c, 36)) for c in bban + cc + '00')) % 97
        s = f"{cc}{cd:02d}{bban}"
        if _iban.is_valid(s):
            return s
    raise RuntimeError(cc)


def iban(cc, sep=' ', nopfx=False):
    s = iban_raw(cc)
    if nopfx:
        s = s[2:]
        out = s[:2] + sep + grp(s[2:], [4] * 10, sep) if sep else s
        return _rec('nrb', out)
    return _rec('iban', grp(s, [4] * 10, sep) if sep else s)


# ---------- German ----------
def steuerid(sizes=(2, 3, 3, 3), sep=' '):
    while True:
        base = str(R.randint(1, 9)) + digits(9)
        s = _complete(base, _idnr.is_valid)
        if s:
            return _rec('steuerid', grp(s, sizes, sep) if sep is not None else s)


# ---------- Spanish ----------
def dni(sep=''):
    n = digits(8)
    return _rec('dni', n + sep + _dni.calc_check_digit(n))


def nie(sep=''):
    p = R.choice('XYZ'); n = digits(7)
    c = _nie.calc_check_digit(p + n)
    return _rec('nie', f"{p}{sep}{n}{sep}{c}")


def cif():
    while True:
        l = R.choice('ABB'); n = digits(7)
        try:
            s = l + n + _cif.calc_check_digits(l + n + '0')[0]
        except Exception:
            continue
        if _cif.is_valid(s):
            return _rec('cif', s)


# ---------- French ----------
def nir(sep=' ', sex='12', years=(50, 99)):
    while True:
        s = R.choice(sex) + f"{R.randint(*years):02d}{R.randint(1, 12):02d}" + f"{R.randint(1, 95):02d}" + digits(3) + digits(3)
        if s[5:7] in ('20',):
            continue
        s = s + _nir.calc_check_digits(s)
        if _nir.is_valid(s):
            return _rec('nir', grp(s, [1, 2, 2, 2, 3, 3, 2], sep) if sep is not None else s)


def siren(sep=' '):
    b = digits(8)
    s = b + _luhn.calc_check_digit(b)
    return _rec('siren', grp(s, [3, 3, 3], sep))


def siret(sep=' '):
    b = digits(8)
    s = b + _luhn.calc_check_digit(b)
    b2 = s + digits(4)
    s2 = b2 + _luhn.calc_check_digit(b2)
    return _rec('siret', grp(s2, [3, 3, 3, 5], sep))


# ---------- US/GB ----------
def ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        s = f"{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if _ssn.is_valid(s):
            return _rec('ssn', grp(s, [3, 2, 4], sep) if sep is not None else s)


def nino(sep=' '):
    ok1 = [c for c in string.ascii_uppercase if c not in 'DFIQUV']
    ok2 = [c for c in ok1 if c != 'O']
    while True:
        p = R.choice(ok1) + R.choice(ok2)
        if p in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        s = p + digits(6) + R.choice('ABCD')
        return _rec('nino', grp(s, [2, 2, 2, 2, 1], sep) if sep is not None else s)


def nino_valid(s):
    s = s.upper()
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s):
        return False
    return s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


# ---------- Ukrainian ----------
def rnokpp():
    while True:
        b = digits(9)
        s = b + _rntrc.calc_check_digit(b) if hasattr(_rntrc, 'calc_check_digit') else None
        if s is None:
            s = b + R.choice(string.digits)
        if _rntrc.is_valid(s):
            return _rec('rnokpp', s)


def edrpou():
    while True:
        b = digits(7)
        s = b + _edrpou.calc_check_digit(b)
        if _edrpou.is_valid(s):
            return _rec('edrpou', s)


# ---------- cards, phones ----------
def card(prefix='4', sep=' ', n=16):
    b = prefix + digits(n - 1 - len(prefix))
    s = b + _luhn.calc_check_digit(b)
    sizes = [4, 4, 4, 4] if n == 16 else [4, 6, 5]
    return _rec('card', grp(s, sizes, sep) if sep is not None else s)


def phone(region, fmt='intl', kind=phonenumbers.PhoneNumberType.MOBILE, custom=None):
    ex = phonenumbers.example_number_for_type(region, kind)
    nsn = str(ex.national_number)
    for _ in range(10000):
        cand = nsn[:2] + digits(len(nsn) - 2) if R.random() < 0.8 else nsn[:1] + digits(len(nsn) - 1)
        p = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number_for_region(p, region) and phonenumbers.number_type(p) in (kind, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    else:
        raise RuntimeError('no phone ' + region)
    if fmt == 'intl':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif fmt == 'nat':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    elif fmt == 'e164':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    elif fmt == 'raw':
        s = str(p.national_number)
    elif fmt == 'dots':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL).replace(' ', '.')
    elif fmt == 'dash':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL).replace(' ', '-')
    return _rec('phone-' + region.lower(), s)


# ---------- green look-alikes with checksums ----------
def isbn13():
    b = R.choice(['978', '979']) + digits(9)
    s = _complete(b, _isbn.is_valid)
    return _rec('isbn', f"{s[:3]}-{s[3:5]}-{s[5:9]}-{s[9:12]}-{s[12]}")


def ean13():
    b = R.choice(['590', '400', '841', '300', '482']) + digits(9)
    return _rec('ean', b + _ean.calc_check_digit(b))


def vat(cc, sep=''):
    if cc == 'DE':
        from stdnum.de import vat as v
        while True:
            b = str(R.randint(1, 9)) + digits(7)
            s = _complete(b, v.is_valid)
            if s:
                return _rec('vat', 'DE' + sep + s)
    if cc == 'GB':
        from stdnum.gb import vat as v
        while True:
            s = digits(9)
            if v.is_valid(s):
                return _rec('vat', 'GB' + sep + grp(s, [3, 4, 2], ' '))
    if cc == 'FR':
        b = digits(8); s = b + _luhn.calc_check_digit(b)
        k = (12 + 3 * (int(s) % 97)) % 97
        return _rec('vat', f"FR{k:02d}{sep}{s}")


# ---------- secrets ----------
A62 = string.ascii_letters + string.digits


def rnd(n, alpha=A62):
    return ''.join(secrets.choice(alpha) for _ in range(n))


def gh_token():
    import zlib
    body = rnd(30)
    crc = zlib.crc32(body.encode()) & 0xffffffff
    b62 = ''
    while crc:
        crc, r = divmod(crc, 62); b62 = (string.digits + string.ascii_letters)[r] + b62
    return _rec('token', 'ghp_' + body + b62.rjust(6, '0'))


def openai_key():
    return _rec('token', 'sk-proj-' + rnd(48, A62 + '_-'))


def aws_pair():
    kid = 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
    sec = rnd(40, A62 + '/+')
    _rec('token', kid); _rec('token', sec)
    return kid, sec


def slack_token():
    return _rec('token', f"xoxb-{digits(12)}-{digits(13)}-{rnd(24)}")


def stripe_key():
    return _rec('token', 'sk_live_' + rnd(24))


def google_key():
    return _rec('token', 'AIza' + rnd(35, A62 + '_-'))


def hexkey(n=64):
    return _rec('hexkey', secrets.token_hex(n // 2))


def seed(lang='english', words=12):
    m = Mnemonic(lang)
    s = m.generate(128 if words == 12 else 256)
    return _rec('seed-' + lang, s)


def jwt():
    import base64, json
    def b(x):
        return base64.urlsafe_b64encode(x).rstrip(b'=').decode()
    h = b(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b(json.dumps({"sub": digits(8), "exp": R.randint(1790000000, 1800000000)}).encode())
    return _rec('token', f"{h}.{p}.{b(secrets.token_bytes(32))}")


def pem():
    import base64
    body = base64.b64encode(secrets.token_bytes(121)).decode()
    return _rec('pem', "-----BEGIN EC PRIVATE KEY-----\n" + '\n'.join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n-----END EC PRIVATE KEY-----")


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def _b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n:
        n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def wif():
    import hashlib
    payload = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return _rec('wif', _b58(payload + chk))


def wif_valid(s):
    import hashlib
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    b = n.to_bytes(38, 'big')
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


def recovery_codes(n=4):
    al = string.ascii_lowercase + string.digits
    return _rec('recovery-codes', '\n'.join(f"{rnd(5, al)}-{rnd(5, al)}" for _ in range(n)))


def unzr():
    """Ukrainian UNZR: YYYYMMDD-NNNNC, check digit = sum of digits weighted 7,3,1 mod 10."""
    d = f"{R.randint(1960, 2005)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + digits(4)
    w = [7, 3, 1]
    c = sum(int(x) * w[i % 3] for i, x in enumerate(d)) % 10
    return _rec('unzr', f"{d[:8]}-{d[8:]}{c}")


def unzr_valid(s):
    d = s.replace('-', '')
    w = [7, 3, 1]
    return len(d) == 13 and sum(int(x) * w[i % 3] for i, x in enumerate(d[:12])) % 10 == int(d[12])
