"""Value generators for broad-zza. Every call records (value, kind) in REC so the build can re-check it."""
import random, secrets, string, datetime, base64, hashlib, uuid, zlib
from stdnum import iban as s_iban, luhn, isbn as s_isbn, ean as s_ean
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr
from stdnum.es import dni as s_dni, nie as s_nie
from stdnum.fr import nir as s_nir, siret as s_siret
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou
import phonenumbers
from mnemonic import Mnemonic

RNG = random.Random(17_2026_1203)
REC = []  # values recorded since the last entry


def _rec(v, kind):
    REC.append((v, kind))
    return v


def digits(n):
    return ''.join(RNG.choice('0123456789') for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z]); i += z
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


# ---------- Polish ----------
def pesel(sep=None, year=None):
    while True:
        y = year or RNG.randint(1938, 1962)
        d = datetime.date(y, RNG.randint(1, 12), RNG.randint(1, 28))
        mm = d.month + (20 if y >= 2000 else 0)
        base = f"{y % 100:02d}{mm:02d}{d.day:02d}{digits(4)}"
        v = base + s_pesel.calc_check_digit(base)
        if s_pesel.is_valid(v):
            break
    if sep == 'space3':
        v = group(v, [3, 3, 3])
    elif sep == 'pairs':
        v = group(v, [2, 2, 2, 5])
    return _rec(v, 'pesel')


def nip(sep='-', kind='nip'):
    while True:
        b = str(RNG.randint(1, 9)) + digits(8)
        c = str(sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11)
        if len(c) == 1 and s_nip.is_valid(b + c):
            v = b + c; break
    if sep == '-':
        v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    elif sep == '-b':
        v = f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
    elif sep == ' ':
        v = f"{v[:3]} {v[3:6]} {v[6:8]} {v[8:]}"
    return _rec(v, kind)


def regon(kind='regon'):
    while True:
        b = digits(8)
        v = b + s_regon.calc_check_digit(b)
        if s_regon.is_valid(v):
            return _rec(v, kind)


def _pl_letters(n):
    return ''.join(RNG.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(n))


def pl_idcard(sep=''):
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    L = _pl_letters(3); D = digits(5)
    vals = [ord(c) - 55 for c in L] + [int(x) for x in D]
    s = sum(a * b for a, b in zip(vals[:3], w[:3])) + sum(a * b for a, b in zip(vals[3:], w[4:]))
    v = f"{L}{sep}{s % 10}{D}"
    return _rec(v, 'pl-idcard')


def pl_idcard_ok(v):
    v = v.replace(' ', '').upper()
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    vals = [ord(c) - 55 for c in v[:3]] + [int(x) for x in v[3:]]
    return len(v) == 9 and sum(a * b for a, b in zip(vals, w)) % 10 == 0


def pl_passport(sep=''):
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    L = _pl_letters(2); D = digits(6)
    vals = [ord(c) - 55 for c in L] + [int(x) for x in D]
    s = sum(a * b for a, b in zip(vals, [7, 3] + w[3:]))
    v = f"{L}{sep}{s % 10}{D}"
    return _rec(v, 'pl-passport')


def pl_passport_ok(v):
    v = v.replace(' ', '').upper()
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    vals = [ord(c) - 55 for c in v[:2]] + [int(x) for x in v[2:]]
    return len(v) == 9 and sum(a * b for a, b in zip(vals, w)) % 10 == 0


# ---------- IBAN ----------
BBAN = {'PL': 24, 'DE': 18, 'ES': 20, 'FR': None, 'GB': None, 'UA': 25, 'IT': None, 'NL': None,
        'AT': 16, 'BE': 12, 'PT': 21, 'IE': None, 'CZ': 20, 'CH': 17, 'LT': 16}


def _bban(cc):
    if cc == 'FR':
        return digits(10) + ''.join(RNG.choice(string.digits) for _ in range(11)) + digits(2)
    if cc == 'GB':
        return RNG.choice(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK']) + digits(14)
    if cc == 'IT':
        return RNG.choice(string.ascii_uppercase) + digits(22)
    if cc == 'NL':
        return RNG.choice(['ABNA', 'INGB', 'RABO', 'SNSB']) + digits(10)
    if cc == 'IE':
        return RNG.choice(['AIBK', 'BOFI']) + digits(14)
    if cc == 'UA':
        return digits(6) + '0000' + digits(15)
    return digits(BBAN[cc])


def iban(cc='PL', sep=' ', nrb=False, kind=None):
    while True:
        b = _bban(cc)
        if cc == 'FR':  # RIB key
            bank, guichet, compte = b[:5], b[5:10], b[10:21]
            key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
            b = bank + guichet + compte + f"{key:02d}"
        if cc == 'ES':
            pass
        raw = cc + '00' + b
        chk = 98 - int(''.join(str(int(c, 36)) for c in (b + cc + '00'))) % 97
        v = f"{cc}{chk:02d}{b}"
        if s_iban.is_valid(v):
            break
    if nrb:
        v = v[2:]
        if sep:
            v = v[:2] + sep + group(v[2:], [4] * 6, sep)
        return _rec(v, kind or 'nrb')
    if sep:
        v = group(v, [4] * 9, sep)
    return _rec(v, kind or 'iban')


# ---------- other national ----------
def steuerid(sep=' '):
    while True:
        b = str(RNG.randint(1, 9)) + digits(9)
        from collections import Counter
        c = Counter(b)
        if sorted(c.values(), reverse=True)[0] not in (2, 3) or list(c.values()).count(2) + list(c.values()).count(3) != 1:
            continue
        ok = [b + c for c in '0123456789' if s_idnr.is_valid(b + c)]
        if ok:
            v = ok[0]; break
    if sep:
        v = f"{v[:2]}{sep}{v[2:5]}{sep}{v[5:8]}{sep}{v[8:]}"
    return _rec(v, 'steuer-id')


def dni(sep=''):
    n = digits(8)
    v = n + sep + s_dni.calc_check_digit(n)
    return _rec(v, 'dni')


def nie(sep=''):
    p = RNG.choice('XYZ'); n = digits(7)
    c = s_nie.calc_check_digit(p + n)
    v = f"{p}{sep}{n}{sep}{c}"
    return _rec(v, 'nie')


def nir(sep=' '):
    while True:
        sex = RNG.choice('12'); yy = f"{RNG.randint(40, 65):02d}"; mm = f"{RNG.randint(1, 12):02d}"
        dep = f"{RNG.randint(1, 95):02d}"
        if dep == '20':
            dep = '21'
        com = f"{RNG.randint(1, 999):03d}"; ordre = f"{RNG.randint(1, 999):03d}"
        b = sex + yy + mm + dep + com + ordre
        k = 97 - int(b) % 97
        v = b + f"{k:02d}"
        if s_nir.is_valid(v):
            break
    if sep:
        v = sep.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    return _rec(v, 'nir')


def siret(sep=' ', kind='company-siret'):
    while True:
        b = digits(13)
        v = b + luhn.calc_check_digit(b)
        if s_siret.is_valid(v):
            break
    if sep:
        v = f"{v[:3]}{sep}{v[3:6]}{sep}{v[6:9]}{sep}{v[9:]}"
    return _rec(v, kind)


def ssn(sep='-'):
    while True:
        a = RNG.randint(1, 665); b = RNG.randint(1, 99); c = RNG.randint(1, 9999)
        v = f"{a:03d}{b:02d}{c:04d}"
        if s_ssn.is_valid(v):
            break
    if sep is not None:
        v = f"{v[:3]}{sep}{v[3:5]}{sep}{v[5:]}"
    return _rec(v, 'ssn')


def nino(sep=' '):
    first = 'ABCEGHJKLMNOPRSTWXYZ'; second = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = RNG.choice(first) + RNG.choice(second)
        if p not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            break
    d = digits(6); s = RNG.choice('ABCD')
    v = sep.join([p, d[:2], d[2:4], d[4:], s]) if sep else p + d + s
    return _rec(v, 'nino')


def nino_ok(v):
    import re
    v = v.replace(' ', '').upper()
    return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v)) and v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def rnokpp():
    while True:
        b = digits(9)
        ok = [b + c for c in '0123456789' if s_rntrc.is_valid(b + c)]
        if ok:
            return _rec(ok[0], 'rnokpp')


def edrpou(kind='company-edrpou'):
    while True:
        b = digits(7)
        ok = [b + c for c in '0123456789' if s_edrpou.is_valid(b + c)]
        if ok:
            return _rec(ok[0], kind)


# ---------- cards ----------
def card(prefix='4', sep=' ', n=16, kind='card'):
    b = prefix + digits(n - len(prefix) - 1)
    v = b + luhn.calc_check_digit(b)
    if sep is not None and n == 16:
        v = group(v, [4, 4, 4, 4], sep)
    elif sep is not None and n == 15:
        v = group(v, [4, 6, 5], sep)
    return _rec(v, kind)


# ---------- phones ----------
PH = {'PL': ('+48', lambda: RNG.choice('5678') + digits(8), [3, 3, 3]),
      'DE': ('+49', lambda: '15' + RNG.choice('127') + digits(8), [4, 7]),
      'ES': ('+34', lambda: RNG.choice('67') + digits(8), [3, 3, 3]),
      'FR': ('+33', lambda: RNG.choice('67') + digits(8), [1, 2, 2, 2, 2]),
      'GB': ('+44', lambda: '7' + RNG.choice('45789') + digits(8), [4, 6]),
      'UA': ('+380', lambda: RNG.choice(['50', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99', '63']) + digits(7), [2, 3, 2, 2]),
      'US': ('+1', lambda: RNG.choice(['212', '312', '415', '503', '617', '718']) + str(RNG.randint(2, 9)) + digits(6), [3, 3, 4]),
      'RU': ('+7', lambda: '9' + digits(9), [3, 3, 2, 2]),
      'IE': ('+353', lambda: '8' + RNG.choice('35679') + digits(7), [2, 3, 4])}


def phone(reg='PL', style='intl', kind='phone'):
    cc, f, sizes = PH[reg]
    while True:
        n = f()
        p = phonenumbers.parse(cc + n)
        if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == reg:
            break
    if style == 'intl':
        v = cc + ' ' + group(n, sizes)
    elif style == 'nat':
        v = ('0' if reg in ('DE', 'FR', 'GB', 'UA', 'IE') else '') + group(n, sizes)
        if reg == 'UA':
            v = '0' + n[:2] + ' ' + group(n[2:], [3, 2, 2])
    elif style == 'tight':
        v = cc + n
    elif style == 'dash':
        v = cc + '-' + group(n, sizes, '-')
    elif style == '00':
        v = '00' + cc[1:] + ' ' + group(n, sizes)
    return _rec(v, kind + '-' + reg.lower())


def phone_ok(v, reg):
    import re
    d = re.sub(r'[^\d+]', '', v)
    if d.startswith('00'):
        d = '+' + d[2:]
    try:
        p = phonenumbers.parse(d, reg)
    except Exception:
        return False
    return phonenumbers.is_valid_number(p)


# ---------- secrets ----------
MN = {'en': Mnemonic('english'), 'es': Mnemonic('spanish'), 'fr': Mnemonic('french')}


def seed(n=12, lang='en'):
    v = MN[lang].generate(strength=128 if n == 12 else 256)
    return _rec(v, 'seed-' + lang)


def _b62(n):
    return ''.join(secrets.choice(string.ascii_letters + string.digits) for _ in range(n))


def _b62num(x, n):
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase
    s = ''
    while x:
        x, r = divmod(x, 62); s = a[r] + s
    return s.rjust(n, '0')


def github():
    body = _b62(30)
    v = 'ghp_' + body + _b62num(zlib.crc32(body.encode()), 6)
    return _rec(v, 'github-token')


def aws():
    a = 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))
    return _rec(a, 'aws-key-id')


def aws_secret():
    return _rec(''.join(secrets.choice(string.ascii_letters + string.digits + '/+') for _ in range(40)), 'token')


def stripe():
    return _rec('sk_live_' + _b62(24), 'stripe-key')


def google():
    return _rec('AIza' + ''.join(secrets.choice(string.ascii_letters + string.digits + '_-') for _ in range(35)), 'google-key')


def slack():
    return _rec(f"xoxb-{digits(11)}-{digits(12)}-{_b62(24)}", 'slack-token')


def openai():
    return _rec('sk-proj-' + ''.join(secrets.choice(string.ascii_letters + string.digits + '_-') for _ in range(48)), 'openai-key')


def hexkey(n=64):
    return _rec(secrets.token_hex(n // 2), 'hex-key')


def token(n=32):
    return _rec(_b62(n), 'token')


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58(b):
    x = int.from_bytes(b, 'big'); s = ''
    while x:
        x, r = divmod(x, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def wif():
    payload = b'\x80' + secrets.token_bytes(32) + b'\x01'
    ch = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return _rec(b58(payload + ch), 'wif')


def wif_ok(v):
    x = 0
    for c in v:
        x = x * 58 + B58.index(c)
    b = x.to_bytes(38, 'big')
    return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


def pem():
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1())
    v = k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                        serialization.NoEncryption()).decode().strip()
    return _rec(v, 'pem')


# ---------- look-alike values ----------
def isbn13(sep='-'):
    b = RNG.choice(['978', '979']) + digits(9)
    v = b + s_ean.calc_check_digit(b)
    if sep:
        v = f"{v[:3]}{sep}{v[3:5]}{sep}{v[5:9]}{sep}{v[9:12]}{sep}{v[12]}"
    return _rec(v, 'isbn')


def ean13():
    b = RNG.choice(['590', '400', '841', '300', '482']) + digits(9)
    return _rec(b + s_ean.calc_check_digit(b), 'ean')


def uuid4():
    return _rec(str(uuid.UUID(int=RNG.getrandbits(128), version=4)), 'uuid')


def sha(n=40):
    return _rec(hashlib.sha256(str(RNG.random()).encode()).hexdigest()[:n], 'hash')


ENTRIES = []


def E(lang, label, kind, cat, note, text):
    ENTRIES.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, vals=list(REC)))
    REC.clear()
