"""Value generators and validators for broad-zzm (fictional, random values)."""
import random, secrets, string, re, zlib, hashlib, base64, json, uuid, datetime
import phonenumbers, mnemonic
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr, vat as devat
from stdnum.fr import nir, siren, siret, tva
from stdnum.es import dni, nie, cif
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou

R = random.SystemRandom()
D = string.digits
B62 = string.digits + string.ascii_letters

def digits(n): return ''.join(R.choice(D) for _ in range(n))

def grp(s, n=4, sep=' '):
    return sep.join(s[i:i+n] for i in range(0, len(s), n))

def pick_sep(): return R.choice([' ', ' ', '', '-'])

# ---------- PL
def g_pesel(style=None):
    while True:
        d = datetime.date(1948, 1, 1) + datetime.timedelta(days=R.randrange(0, 24000))
        m = d.month + {18: 80, 19: 0, 20: 20}[d.year // 100]
        base = '%02d%02d%02d' % (d.year % 100, m, d.day) + digits(4)
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v

def g_nip(style=None):
    while True:
        b = str(R.randint(1, 9)) + digits(8)
        c = sum(int(a) * w for a, w in zip(b, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11
        if c == 10:
            continue
        v = b + str(c)
        if len(v) == 10 and nip.is_valid(v): break
    s = style or R.choice(['dash', 'plain', 'dash2'])
    if s == 'dash': return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    if s == 'dash2': return '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])
    return v

def g_regon(style=None):
    while True:
        b = digits(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v

def _idcard_check(s):
    vals = [ord(c) - 55 if c.isalpha() else int(c) for c in s]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10

def g_plid(style=None):
    L = R.choice(['A', 'C', 'D']) + ''.join(R.choice(string.ascii_uppercase) for _ in range(2))
    rest = digits(5)
    s = L + '0' + rest
    c = _idcard_check(s)
    v = L + str(c) + rest
    return v if style != 'space' else v[:3] + ' ' + v[3:]

def v_plid(s):
    s = s.replace(' ', '').upper()
    return bool(re.fullmatch(r'[A-Z]{3}\d{6}', s)) and _idcard_check(s) == int(s[3])

# ---------- IBAN
_IB = {
    'PL': lambda: digits(24), 'DE': lambda: digits(18), 'FR': lambda: digits(23),
    'ES': lambda: digits(20), 'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + digits(14),
    'UA': lambda: R.choice(['305299', '322001', '320649', '300528', '380805']) + digits(19),
    'AT': lambda: digits(16), 'CH': lambda: digits(17), 'NL': lambda: R.choice(['INGB', 'ABNA', 'RABO']) + digits(10),
    'BE': lambda: digits(12), 'IT': lambda: R.choice('ABCXZ') + digits(22),
}

def g_iban(cc='PL', style=None):
    while True:
        bban = _IB[cc]()
        cd = iban.calc_check_digits(cc + '00' + bban)
        v = cc + cd + bban
        if iban.is_valid(v): break
    s = style or R.choice(['spaced', 'spaced', 'compact'])
    return grp(v) if s == 'spaced' else v

def g_nrb(style=None):
    v = g_iban('PL', 'compact')[2:]
    s = style or R.choice(['spaced', 'compact'])
    return v[:2] + ' ' + grp(v[2:]) if s == 'spaced' else v

# ---------- DE
def g_steuerid(style=None):
    while True:
        v = str(R.randint(1, 9)) + digits(10)
        if idnr.is_valid(v): break
    s = style or R.choice(['spaced', 'plain'])
    return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:]) if s == 'spaced' else v

def g_devat(style=None):
    while True:
        v = 'DE' + str(R.randint(1, 9)) + digits(8)
        if devat.is_valid(v): return v

# ---------- ES
def g_dni(style=None):
    b = digits(8); v = b + dni.calc_check_digit(b)
    return v if style != 'dash' else b + '-' + v[-1]

def g_nie(style=None):
    b = R.choice('XYZ') + digits(7); v = b + nie.calc_check_digit(b)
    return v

def g_cif(style=None):
    while True:
        b = R.choice('ABB') + digits(7)
        v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v): return v

# ---------- FR
def g_nir(style=None):
    while True:
        b = '%d%02d%02d%02d%03d%03d' % (R.randint(1, 2), R.randint(50, 99) if R.random() < .8 else R.randint(0, 9),
                                     R.randint(1, 12), R.randint(1, 95), R.randint(1, 990), R.randint(1, 999))
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): break
    s = style or R.choice(['spaced', 'plain'])
    return ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]]) if s == 'spaced' else v

def g_siren(style=None):
    b = str(R.randint(3, 9)) + digits(7); v = b + luhn.calc_check_digit(b)
    return '%s %s %s' % (v[:3], v[3:6], v[6:]) if style == 'spaced' else v

def g_siret(style=None):
    s = g_siren()
    while True:
        b = s + digits(4); v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): break
    return '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:]) if style == 'spaced' else v

def g_tva(style=None):
    s = g_siren(); k = (12 + 3 * (int(s) % 97)) % 97
    v = 'FR%02d%s' % (k, s)
    assert tva.is_valid(v)
    return v

# ---------- US / GB
from stdnum.gb import vat as gbvat
def g_gbvat(style=None):
    while True:
        v = str(R.randint(1, 9)) + digits(8)
        if gbvat.is_valid('GB' + v): break
    return 'GB %s %s %s' % (v[:3], v[3:7], v[7:])

def g_ssn(style=None):
    while True:
        v = '%03d%02d%04d' % (R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v): break
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:]) if style != 'plain' else v

NINO_RE = re.compile(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]')
def g_nino(style=None):
    while True:
        a = R.choice('ABCEGHJKLMNPRSTWXYZ'); b = R.choice('ABCEGHJKLMNPRSTWXYZ')
        v = a + b + digits(6) + R.choice('ABCD')
        if NINO_RE.fullmatch(v): break
    return '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8]) if style == 'spaced' else v

# ---------- UA
def g_rnokpp(style=None):
    while True:
        b = str(R.randint(1, 4)) + digits(8)
        v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v

def g_edrpou(style=None):
    while True:
        b = str(R.randint(1, 4)) + digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v

# ---------- passports (format only)
PASS = {'PL': (lambda: ''.join(R.choice('EFGHJK') for _ in range(1)) + R.choice(string.ascii_uppercase) + digits(7), r'[A-Z]{2}\d{7}'),
        'DE': (lambda: 'C' + ''.join(R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8)), r'C[CFGHJKLMNPRTVWXYZ0-9]{8}'),
        'FR': (lambda: digits(2) + ''.join(R.choice(string.ascii_uppercase) for _ in range(2)) + digits(5), r'\d{2}[A-Z]{2}\d{5}'),
        'ES': (lambda: ''.join(R.choice(string.ascii_uppercase) for _ in range(3)) + digits(6), r'[A-Z]{3}\d{6}'),
        'UA': (lambda: 'F' + R.choice('ABCEHKMPTX') + digits(6), r'[A-Z]{2}\d{6}'),
        'US': (lambda: str(R.randint(5, 6)) + digits(8), r'\d{9}'),
        'GB': (lambda: str(R.randint(1, 5)) + digits(8), r'\d{9}'),
        'RU': (lambda: str(R.randint(10, 99)) + ' ' + str(R.randint(10, 99)) + ' ' + digits(6), r'\d{10}')}
def g_passport(cc='PL', style=None): return PASS[cc][0]()

# ---------- cards
def g_card(kind='visa', style=None):
    pre = {'visa': '4' + digits(5), 'mc': str(R.randint(51, 55)) + digits(4)}[kind]
    b = pre + digits(9); v = b + luhn.calc_check_digit(b)
    s = style or R.choice(['spaced', 'spaced', 'plain', 'dash'])
    return grp(v) if s == 'spaced' else (grp(v, 4, '-') if s == 'dash' else v)

# ---------- phones
PH = {'PL': lambda: R.choice('5678') + digits(8), 'DE': lambda: '01' + R.choice(['51', '52', '57', '60', '62', '70', '71', '72', '76']) + digits(7),
      'FR': lambda: '0' + R.choice('67') + digits(8), 'ES': lambda: R.choice('67') + digits(8),
      'GB': lambda: '07' + R.choice('4579') + digits(8), 'US': lambda: R.choice(['212', '312', '415', '503', '617', '713', '919']) + str(R.randint(2, 9)) + digits(6),
      'UA': lambda: '0' + R.choice(['50', '66', '67', '68', '93', '95', '97', '99', '73']) + digits(7), 'RU': lambda: '89' + digits(9)}

def g_phone(cc='PL', style=None):
    while True:
        raw = PH[cc]()
        n = phonenumbers.parse(raw, cc)
        if phonenumbers.is_valid_number(n): break
    s = style or R.choice(['intl', 'intl', 'national', 'e164'])
    f = {'intl': phonenumbers.PhoneNumberFormat.INTERNATIONAL, 'national': phonenumbers.PhoneNumberFormat.NATIONAL,
         'e164': phonenumbers.PhoneNumberFormat.E164}[s]
    return phonenumbers.format_number(n, f)

def v_phone(cc, s):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, cc))
    except Exception:
        return False

# ---------- secrets
def g_seed(lang='english', style=None):
    return mnemonic.Mnemonic(lang).generate(128 if style != '24' else 256)

def b62(n):
    s = ''
    while n: n, r = divmod(n, 62); s = B62[r] + s
    return s.rjust(6, '0')

def g_ghp(style=None):
    body = ''.join(R.choice(B62) for _ in range(30))
    return 'ghp_' + body + b62(zlib.crc32(body.encode()))

def v_ghp(s): return len(s) == 40 and b62(zlib.crc32(s[4:34].encode())) == s[34:]

def g_openai(style=None):
    a = string.ascii_letters + string.digits + '-_'
    return 'sk-proj-' + ''.join(R.choice(a) for _ in range(R.choice([48, 64, 74])))

def g_slack(style=None):
    return 'xoxb-%s-%s-%s' % (digits(12), digits(13), ''.join(R.choice(B62) for _ in range(24)))

def g_awsid(style=None): return 'AKIA' + ''.join(R.choice(string.ascii_uppercase + '234567') for _ in range(16))
def g_awssecret(style=None): return ''.join(R.choice(string.ascii_letters + string.digits + '+/') for _ in range(40))
def g_google(style=None): return 'AIza' + ''.join(R.choice(string.ascii_letters + string.digits + '-_') for _ in range(35))
def g_stripe(style=None): return 'sk_live_' + ''.join(R.choice(B62) for _ in range(R.choice([24, 34, 99])))

def _b64u(b): return base64.urlsafe_b64encode(b).rstrip(b'=').decode()
def g_jwt(style=None):
    h = _b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = _b64u(json.dumps({'sub': str(R.randint(10000, 99999)), 'name': R.choice(['m.kowal', 'jhartley', 'ana.r', 'olena.k']),
                           'iat': R.randint(1.75e9, 1.8e9)}, separators=(',', ':')).encode())
    return h + '.' + p + '.' + _b64u(secrets.token_bytes(32))

def g_pem(style=None):
    body = base64.b64encode(bytes.fromhex('30770201010420') + secrets.token_bytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + secrets.token_bytes(64)).decode()
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(body[i:i+64] for i in range(0, len(body), 64)) + '\n-----END EC PRIVATE KEY-----'

def g_hexkey(style=None): return secrets.token_hex(32)

A58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = A58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def unb58(s):
    n = 0
    for c in s: n = n * 58 + A58.index(c)
    return n.to_bytes(38, 'big')
def g_wif(style=None):
    p = b'\x80' + secrets.token_bytes(32) + b'\x01'
    return b58(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])
def v_wif(s):
    b = unb58(s); p, c = b[:-4], b[-4:]
    return p[0] == 0x80 and hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4] == c

def g_recovery(style=None):
    a = 'abcdefghjkmnpqrstuvwxyz23456789'
    return '  '.join(''.join(R.choice(a) for _ in range(4)) + '-' + ''.join(R.choice(a) for _ in range(4)) for _ in range(4))

# ---------- green look-alikes
def g_isbn(style=None):
    b = '978' + R.choice(['83', '3', '2', '84', '966', '0', '1']) ; b = b + digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    assert isbn.is_valid(v)
    return isbn.format(v) if style != 'plain' else v

def g_ean(style=None):
    b = R.choice(['590', '400', '300', '840', '482', '500']) + digits(9)
    return b + ean.calc_check_digit(b)

def g_uuid(style=None): return str(uuid.uuid4())
def g_sha1(style=None): return secrets.token_hex(20)
def g_sha256(style=None): return secrets.token_hex(32)

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}

def strip(s): return re.sub(r'[\s\-./]', '', s)

def validate(t, arg, s):
    x = strip(s)
    if t == 'pesel': return pesel.is_valid(x)
    if t == 'nip': return nip.is_valid(x)
    if t == 'regon': return regon.is_valid(x)
    if t == 'plid': return v_plid(x)
    if t == 'iban': return iban.is_valid(x) and x.startswith(arg or 'PL')
    if t == 'nrb': return iban.is_valid('PL' + x) and len(x) == 26
    if t == 'steuerid': return idnr.is_valid(x)
    if t == 'devat': return devat.is_valid(x)
    if t == 'dni': return dni.is_valid(x)
    if t == 'nie': return nie.is_valid(x)
    if t == 'cif': return cif.is_valid(x)
    if t == 'nir': return nir.is_valid(x)
    if t == 'siren': return siren.is_valid(x)
    if t == 'siret': return siret.is_valid(x)
    if t == 'tva': return tva.is_valid(x)
    if t == 'ssn': return ssn.is_valid(x)
    if t == 'gbvat': return gbvat.is_valid(x)
    if t == 'nino': return bool(NINO_RE.fullmatch(x))
    if t == 'rnokpp': return rntrc.is_valid(x)
    if t == 'edrpou': return edrpou.is_valid(x)
    if t == 'passport': return bool(re.fullmatch(PASS[arg or 'PL'][1], x))
    if t == 'card': return luhn.is_valid(x) and len(x) == 16
    if t == 'phone': return v_phone(arg or 'PL', s)
    if t == 'seed':
        return mnemonic.Mnemonic(arg or 'english').check(s)
    if t == 'ghp': return v_ghp(s)
    if t == 'openai': return bool(re.fullmatch(r'sk-proj-[A-Za-z0-9_-]{48,}', s))
    if t == 'slack': return bool(re.fullmatch(r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}', s))
    if t == 'awsid': return bool(re.fullmatch(r'AKIA[A-Z2-7]{16}', s))
    if t == 'awssecret': return bool(re.fullmatch(r'[A-Za-z0-9+/]{40}', s))
    if t == 'google': return bool(re.fullmatch(r'AIza[A-Za-z0-9_-]{35}', s))
    if t == 'stripe': return bool(re.fullmatch(r'sk_live_[A-Za-z0-9]{24,}', s))
    if t == 'jwt':
        h, p, sg = s.split('.')
        return json.loads(base64.urlsafe_b64decode(h + '==')).get('alg') == 'HS256' and 'sub' in json.loads(base64.urlsafe_b64decode(p + '=='))
    if t == 'pem': return s.startswith('-----BEGIN EC PRIVATE KEY-----') and s.endswith('-----END EC PRIVATE KEY-----')
    if t == 'hexkey': return bool(re.fullmatch(r'[0-9a-f]{64}', s))
    if t == 'wif': return v_wif(s)
    if t == 'recovery': return all(re.fullmatch(r'[a-z2-9]{4}-[a-z2-9]{4}', p) for p in s.split())
    if t == 'isbn': return isbn.is_valid(x)
    if t == 'ean': return ean.is_valid(x)
    if t == 'uuid': return str(uuid.UUID(s)) == s
    if t in ('sha1', 'sha256'): return bool(re.fullmatch(r'[0-9a-f]{%d}' % (40 if t == 'sha1' else 64), s))
    raise KeyError(t)

if __name__ == '__main__':
    for t, f in GEN.items():
        for arg in {'iban': list(_IB), 'passport': list(PASS), 'phone': list(PH), 'seed': ['english', 'spanish', 'french']}.get(t, [None]):
            for _ in range(30):
                v = f(arg) if arg else f()
                assert validate(t, arg, v), (t, arg, v)
        print(t, 'ok', f(arg) if arg else f())
