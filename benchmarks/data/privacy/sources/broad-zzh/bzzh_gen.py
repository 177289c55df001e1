"""Value generators for broad-zzh. Each gen returns (value, kind) where kind names the validator."""
import random, secrets, string, uuid, hashlib
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(18_1203_8)
D = string.digits

def rd(n): return ''.join(R.choice(D) for _ in range(n))

def g_pesel(sep=''):
    while True:
        y = R.randint(1950, 2008); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}{rd(4)}"
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v

def g_nip(fmt=0):
    while True:
        b = str(R.randint(1, 9)) + rd(8)
        c = str(sum(int(x) * w for x, w in zip(b, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11)
        v = b + c
        if c == '10' or not nip.is_valid(v): continue
        if fmt == 1: return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
        if fmt == 2: return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
        return v

def g_regon():
    while True:
        b = str(R.randint(1, 9)) + rd(7); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v

def g_plid():
    w = [7, 3, 1, 7, 3, 1, 7, 3, 1]
    while True:
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)); n = rd(5)
        vals = [ord(c) - 55 for c in L]
        s = sum(a * b for a, b in zip(vals, [7, 3, 1])) + sum(int(x) * y for x, y in zip(n, [7, 3, 1, 7, 3]))
        return f"{L}{s % 10}{n}"

def plid_valid(v):
    v = v.upper()
    if len(v) != 9: return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0

def group4(s): return ' '.join(s[i:i+4] for i in range(0, len(s), 4))

def _iban(cc, bban):
    v = cc + iban.calc_check_digits(cc + '00' + bban) + bban
    return v

def g_iban(cc, spaced=True):
    while True:
        if cc == 'PL': bban = rd(24)
        elif cc == 'DE': bban = rd(18)
        elif cc == 'GB': bban = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + rd(14)
        elif cc == 'UA': bban = '3' + rd(5) + '0' * 5 + rd(14)
        elif cc == 'ES':
            b = rd(8); a = rd(10)
            bban = b + ccc.calc_check_digits(b + '00' + a) + a
        elif cc == 'FR':
            base = rd(10) + ''.join(R.choice(D) for _ in range(11))
            for k in range(1, 98):
                bban = base + f"{k:02d}"
                if iban.is_valid(_iban(cc, bban)): break
        v = _iban(cc, bban)
        if iban.is_valid(v): return group4(v) if spaced else v

def g_nrb(spaced=True):
    v = g_iban('PL', False)[2:]
    return (v[:2] + ' ' + group4(v[2:])) if spaced else v

def g_steuerid():
    while True:
        digits = [R.choice('123456789')] + [R.choice(D) for _ in range(9)]
        s = ''.join(digits)
        # need exactly one digit twice or thrice in first 10
        from stdnum.iso7064 import mod_11_10
        v = s + mod_11_10.calc_check_digit(s)
        if idnr.is_valid(v): return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if R.random() < .5 else v

def g_dni():
    b = rd(8); return b + dni.calc_check_digit(b)

def g_nie():
    p = R.choice('XYZ'); b = rd(7); return p + b + nie.calc_check_digit(p + b)

def g_nir(sex=None):
    while True:
        s = sex or R.choice('12'); y = f"{R.randint(55, 99):02d}"; m = f"{R.randint(1, 12):02d}"
        dep = f"{R.randint(1, 95):02d}"
        if dep == '20': continue
        b = s + y + m + dep + rd(3) + rd(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"

def g_ssn():
    while True:
        v = f"{R.randint(1, 665):03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"
        if ssn.is_valid(v): return v

def g_nino():
    p = R.choice(['AB', 'CE', 'JG', 'KL', 'NP', 'SR', 'TW', 'WY', 'HL', 'EH'])
    d = rd(6); s = R.choice('ABCD')
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}" if R.random() < .5 else p + d + s

def nino_valid(v):
    import re
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v.upper()))

def g_rnokpp():
    while True:
        b = rd(9)
        for c in D:
            if rntrc.is_valid(b + c): return b + c

def g_edrpou():
    while True:
        b = rd(7)
        try:
            v = b + edrpou.calc_check_digit(b)
        except Exception: continue
        if edrpou.is_valid(v): return v

def g_inn12():
    while True:
        b = rd(10)
        try: v = b + inn.calc_personal_check_digits(b)
        except Exception: continue
        if inn.is_valid(v): return v

def g_card(prefix='4', n=16, spaced=True):
    b = prefix + rd(n - len(prefix) - 1); v = b + luhn.calc_check_digit(b)
    return group4(v) if spaced else v

def g_siren():
    b = rd(8); return b + luhn.calc_check_digit(b)

def g_siret():
    s = g_siren()
    b = s + rd(4); v = b + luhn.calc_check_digit(b)
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"

def g_tva():
    s = g_siren(); return 'FR' + f"{(12 + 3 * (int(s) % 97)) % 97:02d}" + s

def g_cif():
    from stdnum.es import cif
    while True:
        b = R.choice('ABG') + rd(7)
        for c in D + 'ABCDEFGHIJ':
            if cif.is_valid(b + c): return b + c

def g_isbn():
    b = '978' + R.choice('83') + rd(8); v = b + ean.calc_check_digit(b)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}"

def g_ean():
    b = R.choice(['590', '400', '841', '300', '482']) + rd(9); return b + ean.calc_check_digit(b)

def g_phone(region, kind='mobile'):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE)
    nsn = str(ex.national_number)
    for _ in range(5000):
        cand = nsn[:2] + rd(len(nsn) - 2) if kind == 'mobile' else nsn[:3] + rd(len(nsn) - 3)
        n = phonenumbers.parse('+' + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in ((phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE) if kind == 'mobile' else (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)):
            f = R.choice([phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL])
            return phonenumbers.format_number(n, f)
    raise RuntimeError(region)

def phone_valid(v, region):
    try: n = phonenumbers.parse(v, region)
    except Exception: return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region

MN = {'en': Mnemonic('english')}
def g_seed(n=12):
    return MN['en'].generate(128 if n == 12 else 256)

def g_tok(kind):
    a = string.ascii_letters + D
    if kind == 'ghp': return 'ghp_' + ''.join(secrets.choice(a) for _ in range(36))
    if kind == 'akia': return 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))
    if kind == 'awssecret': return ''.join(secrets.choice(a + '/+') for _ in range(40))
    if kind == 'sk_live': return 'sk_live_' + ''.join(secrets.choice(a) for _ in range(24))
    if kind == 'xoxb': return f"xoxb-{''.join(secrets.choice(D) for _ in range(12))}-{''.join(secrets.choice(D) for _ in range(13))}-{''.join(secrets.choice(a) for _ in range(24))}"
    if kind == 'openai': return 'sk-proj-' + ''.join(secrets.choice(a + '_-') for _ in range(48))
    if kind == 'aiza': return 'AIza' + ''.join(secrets.choice(a + '_-') for _ in range(35))
    if kind == 'hex32': return secrets.token_hex(32)
    if kind == 'hex16': return secrets.token_hex(16)
    if kind == 'b64': return secrets.token_urlsafe(30)
    if kind == 'glpat': return 'glpat-' + ''.join(secrets.choice(a + '_-') for _ in range(20))
    if kind == 'pw':
        w = R.choice(['Kasztan', 'Morelka', 'Tiger', 'Sonne', 'Luna', 'Kotik', 'Pajaro', 'Grenouille', 'Biedronka', 'Maple'])
        return w + R.choice('!#$%&*?') + rd(R.choice([2, 3, 4])) + R.choice(['', 'x', 'Q', 'zz'])
    if kind == 'pwr': return ''.join(secrets.choice(a + '!@#%^&*') for _ in range(14))
    raise KeyError(kind)

def g_wif():
    import hashlib
    alph = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    n = int.from_bytes(raw + chk, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = alph[r] + s
    return s

def g_pem():
    import base64
    body = base64.b64encode(secrets.token_bytes(120)).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + body[:70] + '\n' + body[70:140] + '\n-----END OPENSSH PRIVATE KEY-----'

def g_uuid(): return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_sha(): return hashlib.sha256(rd(20).encode()).hexdigest()
def g_sha1(): return hashlib.sha1(rd(20).encode()).hexdigest()[:12]
