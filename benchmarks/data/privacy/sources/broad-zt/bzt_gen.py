"""Value generators for broad-zt. Each generator records (type, value) in CUR; L() attaches them to a line."""
import random, secrets, string, re, zlib, hashlib, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as _iban, luhn, isbn as _isbn, ean as _ean
from stdnum.pl import pesel as _pesel, nip as _nip, regon as _regon
from stdnum.de import idnr as _idnr, vat as _devat
from stdnum.es import dni as _dni, nie as _nie, cif as _cif
from stdnum.fr import nir as _nir, siren as _siren, siret as _siret, tva as _tva
from stdnum.us import ssn as _ssn
from stdnum.ua import rntrc as _rntrc, edrpou as _edrpou

R = random.Random(0xB27)
CUR = []
LINES = []

def rec(t, v):
    CUR.append((t, v)); return v

def L(lang, label, kind, cat, note, text):
    LINES.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, values=list(CUR)))
    CUR.clear()

def digits(n): return ''.join(R.choice(string.digits) for _ in range(n))
def grp(s, n=4, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))
def strip(v): return re.sub(r'[\s\-./]', '', v)

# --- Polish
def PESEL(sex=None, year=None):
    while True:
        y = year or R.randint(1950, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        s = f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}"
        v = s + _pesel.calc_check_digit(s)
        if _pesel.is_valid(v): return rec('pesel', v)

def NIP(sep=''):
    while True:
        s = str(R.randint(1, 9)) + digits(8)
        c = sum(w * int(d) for w, d in zip((6, 5, 7, 2, 3, 4, 5, 6, 7), s)) % 11
        if c == 10: continue
        v = s + str(c)
        if not _nip.is_valid(v): continue
        if sep == '-': v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
        elif sep == '-b': v = f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
        elif sep == ' ': v = f"{v[:3]} {v[3:6]} {v[6:8]} {v[8:]}"
        return rec('nip', v)

def REGON():
    while True:
        s = str(R.randint(1, 9)) + digits(7)
        v = s + _regon.calc_check_digit(s)
        if _regon.is_valid(v): return rec('regon', v)

def PLID():
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    while True:
        letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)); ds = digits(5)
        vals = [ord(c) - 55 for c in letters]
        tot = sum(a * b for a, b in zip(vals, w[:3])) + sum(int(d) * b for d, b in zip(ds, w[4:]))
        v = letters + str(tot % 10) + ds
        return rec('plid', v)

def plid_ok(v):
    v = strip(v).upper(); w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0

def PLPASS():
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    letters = R.choice('ABCEFGHKMNPRSTUVWXYZ') + R.choice('ABCEFGHKMNPRSTUVWXYZ'); ds = digits(6)
    vals = [ord(c) - 55 for c in letters]
    tot = sum(a * b for a, b in zip(vals, [7, 3])) + sum(int(d) * b for d, b in zip(ds, [1, 7, 3, 1, 7, 3]))
    # check digit at pos 3 weight 9
    for c in range(10):
        if (tot + 9 * c) % 10 == 0:
            return rec('plpass', letters + str(c) + ds)

def plpass_ok(v):
    v = strip(v).upper()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', v): return False
    vals = [ord(c) - 55 for c in v[:2]] + [int(c) for c in v[2:]]
    return sum(a * b for a, b in zip(vals, [7, 3, 9, 1, 7, 3, 1, 7, 3])) % 10 == 0

# --- IBAN
BB = {'PL': 'n24', 'DE': 'n18', 'AT': 'n16', 'CH': 'n17', 'FR': 'n23', 'ES': 'n20', 'GB': 'a4n14', 'NL': 'a4n10',
      'BE': 'n12', 'IT': 'a1n22', 'UA': 'n25', 'IE': 'a4n14', 'PT': 'n21', 'LU': 'n16', 'CZ': 'n20'}
def _bban(cc):
    p = BB[cc]; out = ''
    for kind, n in re.findall(r'([an])(\d+)', p):
        out += ''.join(R.choice(string.ascii_uppercase if kind == 'a' else string.digits) for _ in range(int(n)))
    if cc == 'GB' or cc == 'IE':
        out = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'AIBK', 'BOFI']) + out[4:]
    return out

def IBAN(cc='PL', fmt='spaced'):
    for _ in range(200000):
        b = _bban(cc)
        cd = _iban.calc_check_digits(cc + '00' + b)
        v = cc + cd + b
        if _iban.is_valid(v): break
    else: raise RuntimeError(cc)
    if fmt == 'spaced': v = grp(v)
    elif fmt == 'lower': v = grp(v).lower()
    return rec('iban', v)

def NRB(fmt='spaced'):
    v = strip(IBAN('PL', 'compact')); CUR.pop()
    n = v[2:]
    if fmt == 'spaced': n = n[:2] + ' ' + grp(n[2:])
    elif fmt == 'dash': n = n[:2] + '-' + grp(n[2:], 4, '-')
    return rec('nrb', n)

# --- DE/ES/FR/US/UA/UK
def STEUERID(fmt=''):
    while True:
        s = str(R.randint(1, 9)) + digits(9)
        ok = [s + c for c in '0123456789' if _idnr.is_valid(s + c)]
        if ok: v = ok[0]; break
    if fmt == 'spaced': v = f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
    return rec('steuerid', v)

def DEVAT():
    while True:
        s = str(R.randint(1, 9)) + digits(7)
        for c in '0123456789':
            if _devat.is_valid('DE' + s + c): return rec('devat', 'DE' + s + c)

def DNI(sep=''):
    s = digits(8); v = s + sep + _dni.calc_check_digit(s); return rec('dni', v)

def NIE(sep=''):
    p = R.choice('XYZ'); s = digits(7); v = p + sep + s + sep + _nie.calc_check_digit(p + s); return rec('nie', v)

def CIF():
    while True:
        s = R.choice('ABG') + digits(7)
        try:
            c = _cif.calc_check_digits(s)
        except Exception: continue
        for x in c:
            if _cif.is_valid(s + x): return rec('cif', s + x)

def NIR(sep=' '):
    while True:
        sx = R.choice('12'); yy = f"{R.randint(40, 99):02d}"; mm = f"{R.randint(1, 12):02d}"
        dep = f"{R.choice([75, 69, 13, 33, 59, 44, 31, 67, 92, 93, 35]):02d}"; com = digits(3); order = digits(3)
        s = sx + yy + mm + dep + com + order
        v = s + _nir.calc_check_digits(s)
        if _nir.is_valid(v): break
    if sep: v = sep.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    return rec('nir', v)

def SIREN(fmt='spaced'):
    s = str(R.randint(3, 9)) + digits(7); v = s + luhn.calc_check_digit(s)
    assert _siren.is_valid(v)
    if fmt == 'spaced': v = f"{v[:3]} {v[3:6]} {v[6:]}"
    return rec('siren', v)

def SIRET():
    s = str(R.randint(3, 9)) + digits(7); s = s + luhn.calc_check_digit(s) + '0001'
    v = s + luhn.calc_check_digit(s)
    if not _siret.is_valid(v): return SIRET()
    return rec('siret', f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}")

def TVAFR():
    s = SIREN('compact'); CUR.pop()
    v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
    assert _tva.is_valid(v)
    return rec('tvafr', v)

def SSN(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = f"{a:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}"
        if _ssn.is_valid(v.replace(' ', '-')) or _ssn.is_valid(strip(v)): return rec('ssn', v)

def RNOKPP():
    while True:
        s = digits(9)
        v = s + _rntrc.calc_check_digit(s)
        if _rntrc.is_valid(v): return rec('rnokpp', v)

def EDRPOU():
    while True:
        s = digits(7)
        try: v = s + _edrpou.calc_check_digit(s)
        except Exception: continue
        if _edrpou.is_valid(v): return rec('edrpou', v)

def NINO(sp=True):
    bad1 = set('DFIQUV'); bad2 = set('DFIQUVO')
    while True:
        a = R.choice(string.ascii_uppercase); b = R.choice(string.ascii_uppercase)
        if a in bad1 or b in bad2 or a + b in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'): continue
        d = digits(6); s = R.choice('ABCD')
        v = f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}" if sp else a + b + d + s
        return rec('nino', v)

def nino_ok(v):
    v = strip(v).upper()
    m = re.fullmatch(r'([A-Z])([A-Z])\d{6}[A-D]', v)
    return bool(m) and m.group(1) not in 'DFIQUV' and m.group(2) not in 'DFIQUVO' and v[:2] not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ')

def ISBN(fmt='978'):
    s = '978' + str(R.randint(0, 1)) + digits(8)
    v = s + _ean.calc_check_digit(s)
    v = f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}"
    return rec('isbn', v)

def EAN():
    s = R.choice(['590', '400', '300', '840', '482', '460']) + digits(9)
    return rec('ean', s + _ean.calc_check_digit(s))

def CARD(brand='visa', fmt='spaced'):
    s = ('4' + digits(14)) if brand == 'visa' else (str(R.randint(51, 55)) + digits(13))
    v = s + luhn.calc_check_digit(s)
    if fmt == 'spaced': v = grp(v)
    elif fmt == 'dash': v = grp(v, 4, '-')
    return rec('card', v)

# --- phones
def PHONE(region='PL', style='intl', kind='mobile'):
    t = phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE
    ex = phonenumbers.example_number_for_type(region, t)
    nsn = str(ex.national_number)
    for _ in range(10000):
        cand = nsn[:3] + digits(len(nsn) - 3)
        n = phonenumbers.parse('+' + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region and phonenumbers.number_type(n) in (t, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    else: raise RuntimeError(region)
    if style == 'intl': v = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif style == 'nat': v = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    elif style == 'e164': v = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    else: v = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL).replace(' ', style)
    return rec('phone-' + region, v)

def phone_ok(t, v):
    region = t.split('-')[1]
    try: n = phonenumbers.parse(v, region)
    except Exception: return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region

# --- secrets
def SEED(lang='english', n=12):
    m = Mnemonic(lang); v = m.generate(128 if n == 12 else 256)
    assert m.check(v); return rec('seed-' + lang, v)

def GHP():
    alnum = string.ascii_letters + string.digits
    body = ''.join(secrets.choice(alnum) for _ in range(30))
    c = zlib.crc32(body.encode()); b62 = ''
    while c: c, r = divmod(c, 62); b62 = alnum[r] + b62 if False else '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[r] + b62
    return rec('token', 'ghp_' + body + b62.rjust(6, '0'))

def _rnd(n, al=string.ascii_letters + string.digits): return ''.join(secrets.choice(al) for _ in range(n))
def OPENAI(): return rec('token', 'sk-proj-' + _rnd(48) + 'T3BlbkFJ' + _rnd(20))
def STRIPE(): return rec('token', 'sk_live_' + _rnd(24))
def AWSID(): return rec('token', 'AKIA' + _rnd(16, string.ascii_uppercase + '234567'))
def AWSSECRET(): return rec('token', _rnd(40, string.ascii_letters + string.digits + '/+'))
def SLACK(): return rec('token', f"xoxb-{digits(12)}-{digits(13)}-{_rnd(24)}")
def GOOGLE(): return rec('token', 'AIza' + _rnd(35, string.ascii_letters + string.digits + '-_'))
def HEX(n=64): return rec('token', secrets.token_hex(n // 2))
def TOK(n=32): return rec('token', _rnd(n))
def PW(n=12): return rec('password', ''.join(secrets.choice(string.ascii_letters + string.digits + '!#%&*?@$') for _ in range(n)))
def PIN(n=4): return rec('pin', ''.join(secrets.choice(string.digits) for _ in range(n)))
def JWT():
    import base64, json
    b = lambda d: base64.urlsafe_b64encode(json.dumps(d).encode()).rstrip(b'=').decode()
    v = b({"alg": "HS256", "typ": "JWT"}) + '.' + b({"sub": digits(6), "name": "x", "iat": R.randint(1.7e9, 1.8e9)}) + '.' + base64.urlsafe_b64encode(secrets.token_bytes(32)).rstrip(b'=').decode()
    return rec('token', v)

B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def WIF():
    p = b'\x80' + secrets.token_bytes(32) + b'\x01'
    return rec('wif', b58(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4]))
def wif_ok(v):
    n = 0
    for c in v: n = n * 58 + B58.index(c)
    b = n.to_bytes(38, 'big')
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]

# --- plates
def PLATE(cc='PL'):
    U = 'ABCDEFGHJKLMNPRSTUVWXYZ'
    if cc == 'PL': v = R.choice(['WA', 'KR', 'PO', 'GD', 'WR', 'LU', 'EL', 'SK']) + R.choice(U) + ' ' + digits(4) + R.choice(U)
    elif cc == 'DE': v = R.choice(['B', 'M', 'HH', 'K', 'F', 'S']) + '-' + R.choice(U) + R.choice(U) + ' ' + str(R.randint(10, 9999))
    elif cc == 'FR': v = R.choice(U) + R.choice(U) + '-' + digits(3) + '-' + R.choice(U) + R.choice(U)
    elif cc == 'ES': v = digits(4) + ' ' + ''.join(R.choice('BCDFGHJKLMNPRSTVWXYZ') for _ in range(3))
    elif cc == 'UA': v = R.choice(['АА', 'КА', 'ВС', 'ВН', 'АХ']) + ' ' + digits(4) + ' ' + R.choice(['ВК', 'ХО', 'ІР', 'МН'])
    elif cc == 'GB': v = R.choice(['AB', 'LD', 'YK', 'MA']) + digits(2) + ' ' + ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
    return rec('plate', v)

def UUID():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def SHA(): return hashlib.sha256(str(R.random()).encode()).hexdigest()

def NSSES():
    prov = R.choice(['28', '08', '46', '41', '29']); num = str(R.randint(1, 9)) + digits(7)
    return rec('nss-es', f"{prov}/{num}/{int(prov + num) % 97:02d}")
