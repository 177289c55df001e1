"""Value generators and validators for broad-zzt. Every checksum-bearing value is made with
python-stdnum (or the documented rule where stdnum has no module) and re-validated by build.py."""
import random, secrets, string, base64, json, hashlib
import phonenumbers
from mnemonic import Mnemonic
from stdnum import luhn, iban, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(20261204)
D = string.digits

def digits(n, first_nonzero=False):
    s = ''.join(R.choice(D) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s

def find(fn, validate):
    while True:
        v = fn()
        try:
            if validate(v):
                return v
        except Exception:
            pass

# ---- Polish
def g_pesel(y0=1950, y1=2008):
    y = R.randint(int(y0), int(y1)); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = '%02d%02d%02d%s' % (y % 100, mm, d, digits(4))
    return base + pesel.calc_check_digit(base)
def g_nip(fmt=None):
    v = find(lambda: digits(3, True) + digits(7), nip.is_valid)
    fmt = fmt or R.choice(['dash', 'plain', 'dash2'])
    if fmt == 'dash': return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    if fmt == 'dash2': return '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])
    return v
def g_regon():
    return find(lambda: digits(9, True), regon.is_valid)
def idcard_valid(v):
    v = v.replace(' ', '').upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit(): return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0
def g_dowod():
    return find(lambda: ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + digits(6), idcard_valid)
def g_nrb():
    full = iban_for('PL')
    b = full[2:]
    return b[:2] + ' ' + ' '.join(b[i:i+4] for i in range(2, 26, 4))

# ---- IBAN of many countries, national check digits where stdnum validates them
IB = {'PL': 24, 'DE': 18, 'ES': 20, 'FR': 23, 'GB': None, 'UA': None, 'IT': None, 'NL': None,
      'AT': 16, 'BE': 12, 'CZ': 20, 'PT': 21, 'IE': None, 'CH': 17, 'LT': 16}
def iban_for(cc):
    def mk():
        if cc == 'GB': b = ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') for _ in range(4)) + digits(14)
        elif cc == 'IE': b = ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') for _ in range(4)) + digits(14)
        elif cc == 'NL': b = R.choice(['ABNA', 'RABO', 'INGB', 'SNSB']) + digits(10)
        elif cc == 'IT': b = R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + digits(10) + digits(12)
        elif cc == 'UA': b = digits(6) + '0' * 5 + digits(14)
        elif cc == 'FR':
            b = digits(10) + digits(11); b = b + '%02d' % rib_key(b)
        elif cc == 'PL':
            sc = digits(7, True); sc += str((10 - sum(int(c) * x for c, x in zip(sc, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10)
            b = sc + digits(16)
        else: b = digits(IB[cc])
        num = cc + '00' + b
        chk = 98 - int(''.join(str(int(c, 36)) for c in (b + cc + '00'))) % 97
        return '%s%02d%s' % (cc, chk, b)
    return find(mk, lambda v: iban.is_valid(v) and national_ok(v))
def rib_key(b):
    return 97 - ((89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21])) % 97)
def pl_sort_ok(b):  # 8-digit Polish sort code: 7 digits weighted 3,9,7,1,3,9,7 + check digit
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(c) * x for c, x in zip(b[:7], w)) % 10) % 10 == int(b[7])
def national_ok(v):
    """National check digits where the country has one that we model: FR (RIB key), PL (sort code);
    ES and BE are checked inside stdnum.iban itself."""
    v = v.replace(' ', '')
    if v.startswith('FR'): return rib_key(v[4:]) == int(v[-2:])
    if v.startswith('PL'): return pl_sort_ok(v[4:12])
    return True
def group4(v):
    return ' '.join(v[i:i+4] for i in range(0, len(v), 4))
def g_iban(cc):
    v = iban_for(cc)
    return group4(v) if R.random() < 0.7 else v

# ---- German
def g_steuerid():
    v = find(lambda: digits(11, True), idnr.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])
def g_ustid():
    return 'DE' + find(lambda: digits(9, True), devat.is_valid)

# ---- Spanish
def g_dni():
    n = digits(8); return n + dni.calc_check_digit(n)
def g_nie():
    return find(lambda: R.choice('XYZ') + digits(7) + R.choice('TRWAGMYFPDXBNJZSQVHLCKE'), nie.is_valid)
def g_cif():
    return find(lambda: R.choice('ABB') + digits(7) + R.choice(D), cif.is_valid)

# ---- French
def g_nir(sex=None, y0=50, y1=99):
    sex = sex or R.choice('12'); yy = '%02d' % (R.randint(int(y0), int(y1)) % 100); mm = '%02d' % R.randint(1, 12)
    dep = '%02d' % R.choice([13, 33, 35, 44, 59, 69, 75, 92, 93, 31]); com = '%03d' % R.randint(1, 400); o = '%03d' % R.randint(1, 999)
    b = sex + yy + mm + dep + com + o
    k = '%02d' % (97 - int(b) % 97)
    v = b + k
    assert nir.is_valid(v)
    return R.choice([v, ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])])
def g_siren():
    v = find(lambda: digits(9, True), siren.is_valid)
    return R.choice([v, '%s %s %s' % (v[:3], v[3:6], v[6:])])
def g_siret():
    v = find(lambda: digits(14, True), siret.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])])
def g_tva():
    s = find(lambda: digits(9, True), siren.is_valid)
    k = (12 + 3 * (int(s) % 97)) % 97
    v = 'FR%02d%s' % (k, s); assert tva.is_valid(v); return v

# ---- US / UK / UA / RU
def g_ssn():
    return find(lambda: '%03d-%02d-%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid)
NINO_BAD1 = set('DFIQUV'); NINO_BAD2 = set('DFIQUVO')
def nino_valid(v):
    v = v.replace(' ', '').upper()
    if len(v) != 9: return False
    a, b, n, s = v[0], v[1], v[2:8], v[8]
    return (a.isalpha() and b.isalpha() and a not in NINO_BAD1 and b not in NINO_BAD2 and n.isdigit()
            and s in 'ABCD' and v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'))
def g_nino():
    v = find(lambda: ''.join(R.choice(string.ascii_uppercase) for _ in range(2)) + digits(6) + R.choice('ABCD'), nino_valid)
    return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])
def g_rnokpp():
    return find(lambda: R.choice('123') + digits(9), rntrc.is_valid)
def g_edrpou():
    return find(lambda: R.choice('234') + digits(7), edrpou.is_valid)
def g_inn():
    return find(lambda: R.choice(['77', '78', '50', '66']) + digits(10), inn.is_valid)
def snils_valid(v):
    v = v.replace('-', '').replace(' ', '')
    if len(v) != 11 or not v.isdigit(): return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(v[:9])) % 101
    if s == 100: s = 0
    return s == int(v[9:])
def g_snils():
    v = find(lambda: digits(11, True), snils_valid)
    return '%s-%s-%s %s' % (v[:3], v[3:6], v[6:9], v[9:])

# ---- cards, books, goods
def g_card(kind=None):
    kind = kind or R.choice(['visa', 'visa', 'mc', 'mc2'])
    pre = {'visa': '4' + digits(5), 'mc': '5' + R.choice('12345') + digits(4), 'mc2': '2' + R.choice(['221', '300', '500', '700']) + digits(2)}[kind]
    b = pre + digits(9)
    v = b + luhn.calc_check_digit(b)
    return R.choice([group4(v), group4(v), v, '-'.join(v[i:i+4] for i in range(0, 16, 4))])
def g_amex():
    b = R.choice(['34', '37']) + digits(12); v = b + luhn.calc_check_digit(b)
    return '%s %s %s' % (v[:4], v[4:10], v[10:])
def g_isbn(group=None):
    b = '978' + (group or R.choice(['83', '3', '84', '2', '966', '0', '5']))
    b = b + digits(12 - len(b)); v = b + isbn.calc_check_digit(b) if False else b + ean.calc_check_digit(b)
    assert isbn.is_valid(v); return isbn.format(v)
def g_ean():
    b = R.choice(['590', '400', '841', '300', '482', '460']) + digits(9)
    return b + ean.calc_check_digit(b)

# ---- phones
REG = {'PL': 'PL', 'DE': 'DE', 'ES': 'ES', 'FR': 'FR', 'GB': 'GB', 'UA': 'UA', 'US': 'US', 'RU': 'RU'}
MOB = {'PL': ['5', '6', '7', '88'], 'DE': ['151', '152', '160', '170', '171', '176', '1577'], 'ES': ['6', '7'],
       'FR': ['6', '7'], 'GB': ['7'], 'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
       'US': ['212', '415', '617', '312', '503', '720'], 'RU': ['91', '92', '98', '90']}
LEN = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'GB': 10, 'UA': 9, 'US': 10, 'RU': 10}
def g_phone(cc, style=None):
    def mk():
        p = R.choice(MOB[cc]); return p + digits(LEN[cc] - len(p))
    def ok(n):
        x = phonenumbers.parse(n, cc); return phonenumbers.is_valid_number(x)
    nat = find(mk, ok)
    x = phonenumbers.parse(nat, cc)
    style = style or R.choice(['intl', 'natl', 'e164', 'plain', 'intl'])
    if style == 'intl': return phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'natl': return phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == 'e164': return phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.E164)
    s = phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.NATIONAL)
    return ''.join(c for c in s if c.isdigit())

# ---- secrets in vendor shapes (random, never real)
AN = string.ascii_letters + string.digits
def rs(n, alpha=AN): return ''.join(R.choice(alpha) for _ in range(n))
def g_openai(): return 'sk-proj-' + rs(48) + rs(20, AN + '_-')
def g_github(): return R.choice(['ghp_', 'gho_', 'github_pat_11']) + rs(36)
def g_slack(): return 'xoxb-%s-%s-%s' % (digits(11), digits(13), rs(24))
def g_slack_hook(): return 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(8, string.ascii_uppercase + D), rs(10, string.ascii_uppercase + D), rs(24))
def g_aws_id(): return 'AKIA' + rs(16, string.ascii_uppercase + '234567')
def g_aws_secret(): return rs(40, AN + '/+')
def g_google(): return 'AIza' + rs(35, AN + '_-')
def g_stripe(): return 'sk_live_' + rs(24 + R.randint(0, 75))
def g_azure(): return base64.b64encode(R.randbytes(64)).decode()
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip('=')
def g_jwt():
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}).encode())
    p = b64u(json.dumps({'sub': digits(8), 'name': R.choice(['m.nowicka', 'kfischer', 'o.bondar', 'lgarnier']), 'iat': 1796000000 + R.randint(0, 9999999)}).encode())
    return h + '.' + p + '.' + b64u(R.randbytes(32))
def g_bearer(): return rs(40, AN + '-_.')
def g_pem():
    body = base64.b64encode(R.randbytes(180)).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(body[i:i+70] for i in range(0, len(body), 70)) + '\n-----END OPENSSH PRIVATE KEY-----'
def g_pem_rsa():
    body = base64.b64encode(R.randbytes(150)).decode()
    return '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(body[i:i+64] for i in range(0, len(body), 64)) + '\n-----END RSA PRIVATE KEY-----'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58enc(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def b58dec(s):
    n = 0
    for c in s: n = n * 58 + B58.index(c)
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return b'\0' * (len(s) - len(s.lstrip('1'))) + b
def wif_valid(s):
    try: b = b58dec(s)
    except ValueError: return False
    return len(b) in (37, 38) and b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]
def g_wif():
    p = b'\x80' + R.randbytes(32) + b'\x01'
    return b58enc(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])
def g_hexkey(): return R.randbytes(32).hex()
def g_seed(lang='english', n=12):
    m = Mnemonic(lang); return m.to_mnemonic(R.randbytes({12: 16, 24: 32, 15: 20, 18: 24}[n]))
def g_uuid():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_sha(): return hashlib.sha256(str(R.random()).encode()).hexdigest()

# dispatch: placeholder name -> (generator, validator-kind or None)
def make(name):
    parts = name.split(':')
    k = parts[0]; a = parts[1:]
    G = {
        'pesel': lambda: g_pesel(*a), 'nip': lambda: g_nip(*a), 'regon': g_regon, 'dowod': g_dowod, 'nrb': g_nrb,
        'iban': lambda: g_iban(a[0]), 'steuerid': g_steuerid, 'ustid': g_ustid, 'dni': g_dni, 'nie': g_nie,
        'cif': g_cif, 'nir': lambda: g_nir(*a), 'siren': g_siren, 'siret': g_siret, 'tva': g_tva, 'ssn': g_ssn,
        'nino': g_nino, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou, 'inn': g_inn, 'snils': g_snils,
        'card': lambda: g_card(*a), 'amex': g_amex, 'isbn': lambda: g_isbn(*a), 'ean': g_ean,
        'phone': lambda: g_phone(a[0], *(a[1:])), 'openai': g_openai, 'github': g_github, 'slack': g_slack,
        'slackhook': g_slack_hook, 'awsid': g_aws_id, 'awssecret': g_aws_secret, 'google': g_google,
        'stripe': g_stripe, 'azure': g_azure, 'jwt': g_jwt, 'bearer': g_bearer, 'pem': g_pem, 'pemrsa': g_pem_rsa,
        'wif': g_wif, 'hexkey': g_hexkey, 'seed': lambda: g_seed(a[0], int(a[1]) if len(a) > 1 else 12),
        'uuid': g_uuid, 'sha': g_sha,
    }
    return G[k]()

def strip(v): return ''.join(c for c in v if c not in ' -./')

def validate(name, v):
    """True if value v (as written) re-validates for placeholder type name; None if no checksum."""
    k = name.split(':')[0]; s = strip(v)
    if k == 'pesel': return pesel.is_valid(s)
    if k == 'nip': return nip.is_valid(s)
    if k == 'regon': return regon.is_valid(s)
    if k == 'dowod': return idcard_valid(s)
    if k == 'nrb': return iban.is_valid('PL' + s) and national_ok('PL' + s)
    if k == 'iban': return iban.is_valid(s) and national_ok(s)
    if k == 'steuerid': return idnr.is_valid(s)
    if k == 'ustid': return devat.is_valid(s)
    if k == 'dni': return dni.is_valid(s)
    if k == 'nie': return nie.is_valid(s)
    if k == 'cif': return cif.is_valid(s)
    if k == 'nir': return nir.is_valid(s)
    if k == 'siren': return siren.is_valid(s)
    if k == 'siret': return siret.is_valid(s)
    if k == 'tva': return tva.is_valid(s)
    if k == 'ssn': return ssn.is_valid(s)
    if k == 'nino': return nino_valid(s)
    if k == 'rnokpp': return rntrc.is_valid(s)
    if k == 'edrpou': return edrpou.is_valid(s)
    if k == 'inn': return inn.is_valid(s)
    if k == 'snils': return snils_valid(s)
    if k in ('card', 'amex'): return luhn.is_valid(s) and len(s) in (15, 16)
    if k == 'isbn': return isbn.is_valid(s)
    if k == 'ean': return ean.is_valid(s)
    if k == 'phone':
        cc = name.split(':')[1]
        try: return phonenumbers.is_valid_number(phonenumbers.parse(v, cc))
        except Exception: return False
    if k == 'seed': return Mnemonic(name.split(':')[1]).check(v)
    if k == 'wif': return wif_valid(v)
    return None

CHECKSUM = {'pesel', 'nip', 'regon', 'dowod', 'nrb', 'iban', 'steuerid', 'ustid', 'dni', 'nie', 'cif', 'nir',
            'siren', 'siret', 'tva', 'ssn_none', 'rnokpp', 'edrpou', 'inn', 'snils', 'card', 'amex', 'isbn', 'ean'}
