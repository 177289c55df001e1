"""Value generators for broad-zv (random, valid checksums)."""
import random, secrets, string, zlib
from stdnum.pl import pesel, nip, regon
from stdnum import iban as _iban, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

R = random.Random(16_03_2026_77)

def d(n): return ''.join(R.choice(string.digits) for _ in range(n))

def _calc(modname, body):
    return body

def gen_pesel():
    while True:
        y = R.randint(1950, 2005); m = R.randint(1, 12); dd = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{dd:02d}{d(4)}"
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v

def gen_nip():
    while True:
        b = str(R.randint(1,9)) + d(8)
        for c in '0123456789':
            if nip.is_valid(b + c): return b + c

def gen_regon():
    b = str(R.randint(1,9)) + d(7); return b + regon.calc_check_digit(b)

BBAN = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': None, 'GB': None, 'UA': 25, 'AT': 16, 'NL': None, 'IT': None, 'BE': 12, 'CH': 17}

def _iban_from(cc, bban):
    ck = _iban.calc_check_digits(cc + '00' + bban)
    return cc + ck + bban

def gen_iban(cc):
    while True:
        if cc in ('DE','PL','ES','UA','AT','BE','CH'):
            bban = d(BBAN[cc])
            if cc == 'UA': bban = '3' + d(5) + '0000' + d(15)
            if cc == 'BE':
                b10 = d(10); k = int(b10) % 97 or 97; bban = b10 + f"{k:02d}"
            if cc == 'ES':
                from stdnum.es import ccc
                b = d(8); a = d(10)
                bb = b + '00' + a
                cd = ccc.calc_check_digits(bb)
                bban = b + cd + a
            v = _iban_from(cc, bban)
        elif cc == 'FR':
            bank, guichet, compte = d(5), d(5), d(11)
            key = 97 - (89*int(bank) + 15*int(guichet) + 3*int(compte)) % 97
            v = _iban_from('FR', f"{bank}{guichet}{compte}{key:02d}")
        elif cc == 'GB':
            v = _iban_from('GB', R.choice(['NWBK','BARC','LOYD','MIDL','HBUK']) + d(14))
        elif cc == 'NL':
            v = _iban_from('NL', R.choice(['ABNA','RABO','INGB','SNSB']) + d(10))
        elif cc == 'IT':
            v = _iban_from('IT', 'X' + d(10) + d(12))
        if _iban.is_valid(v): return v

def gen_nrb(): return gen_iban('PL')[2:]

def gen_steuerid():
    while True:
        digs = [str(R.randint(1,9))]
        pool = list('0123456789'); 
        body = digs + [R.choice(pool) for _ in range(9)]
        b = ''.join(body)
        # needs exactly one digit twice (or thrice) among first 10
        for c in '0123456789':
            if idnr.is_valid(b + c): return b + c

def gen_dni():
    b = d(8); return b + dni.calc_check_digit(b)
def gen_nie():
    b = R.choice('XYZ') + d(7); return b + nie.calc_check_digit(b)
def gen_cif():
    while True:
        b = R.choice('ABB') + d(7)
        v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v): return v
def gen_nir():
    while True:
        s = R.choice('12'); yy = f"{R.randint(50,99):02d}"; mm = f"{R.randint(1,12):02d}"
        dep = f"{R.randint(1,95):02d}"
        if dep == '20': dep = '21'
        b = s + yy + mm + dep + d(3) + d(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return v
def gen_siren():
    b = str(R.randint(3,9)) + d(7); return b + luhn.calc_check_digit(b)
def gen_siret():
    s = gen_siren(); b = s + d(4); return b + luhn.calc_check_digit(b)
def gen_ssn():
    while True:
        v = f"{R.randint(1,665):03d}{R.randint(1,99):02d}{R.randint(1,9999):04d}"
        if ssn.is_valid(v): return v
def gen_rnokpp():
    while True:
        b = d(9)
        if b[0] == '0': continue
        for c in '0123456789':
            if rntrc.is_valid(b + c): return b + c
def gen_edrpou():
    while True:
        b = str(R.randint(2,4)) + d(6)
        for c in '0123456789':
            if edrpou.is_valid(b + c): return b + c
def gen_inn():
    while True:
        b = d(10)
        if b[0] == '0': continue
        for c in range(100):
            if inn.is_valid(b + f'{c:02d}'): return b + f'{c:02d}'

def gen_card(prefix=None):
    p = prefix or R.choice(['4', '51', '53', '55', '2221'])
    b = p + d(15 - len(p)); return b + luhn.calc_check_digit(b)

def gen_isbn():
    b = '978' + R.choice(['83','3','84','2','966','0','1']) ; b = b + d(12 - len(b)); return b + ean.calc_check_digit(b)
def gen_ean():
    b = R.choice(['590','400','840','300','482','460']) + d(9); return b + ean.calc_check_digit(b)

PL_ID_VAL = {c: i for i, c in enumerate('0123456789')}
PL_ID_VAL.update({c: 10 + i for i, c in enumerate(string.ascii_uppercase)})
def plid_ok(v):
    v = v.upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit(): return False
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    s = sum(PL_ID_VAL[c] * wi for c, wi in zip(v, w))
    return s % 10 == int(v[3])
def gen_plid():
    while True:
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTWXYZ') for _ in range(3))
        rest = d(5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        s = sum(PL_ID_VAL[c] * wi for c, wi in zip(L + rest, [7,3,1,7,3,1,7,3]))
        v = L + str(s % 10) + rest
        if plid_ok(v): return v

NINO_BAD1 = set('DFIQUV'); NINO_BAD2 = set('DFIQUVO')
def nino_ok(v):
    v = v.replace(' ', '').upper()
    import re
    if not re.fullmatch(r'[A-Z]{2}\d{6}[A-D]', v): return False
    if v[0] in NINO_BAD1 or v[1] in NINO_BAD2: return False
    if v[:2] in ('BG','GB','NK','KN','TN','NT','ZZ'): return False
    return True
def gen_nino():
    while True:
        v = R.choice(string.ascii_uppercase) + R.choice(string.ascii_uppercase) + d(6) + R.choice('ABCD')
        if nino_ok(v): return v

PHONE_PFX = {'PL': ['50','51','53','60','66','69','72','78','79','88'], 'DE': ['151','160','170','172','176','157'],
             'ES': ['6','7'], 'FR': ['6','7'], 'GB': ['7'], 'US': None, 'UA': ['67','50','63','93','97','66'], 'RU': ['9']}
def gen_phone(reg):
    while True:
        if reg == 'PL': n = R.choice(PHONE_PFX['PL']) + d(7)
        elif reg == 'DE': p = R.choice(PHONE_PFX['DE']); n = p + d(11 - len(p) + 0) if p != '151' else p + d(8)
        elif reg in ('ES',): n = R.choice('67') + d(8)
        elif reg == 'FR': n = '0' + R.choice('67') + d(8)
        elif reg == 'GB': n = '07' + R.choice('4589') + d(8)
        elif reg == 'US': n = R.choice(['212','415','312','617','206','512']) + str(R.randint(2,9)) + d(2) + d(4)
        elif reg == 'UA': n = '0' + R.choice(PHONE_PFX['UA']) + d(7)
        elif reg == 'RU': n = '8' + '9' + d(9)
        try:
            p = phonenumbers.parse(n, reg)
        except Exception:
            continue
        if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (1, 2):
            if reg == 'US' and n[3:6] == '555': continue
            return p

def fmt_phone(p, f):
    if f == 'e164': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    if f == 'intl': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == 'glued': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL).replace(' ', '').replace('-', '').replace('(', '').replace(')', '')
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)

def gen_seed(lang='english', n=12):
    m = Mnemonic(lang)
    return m.generate(128 if n == 12 else 256)

B62 = string.ascii_letters + string.digits
def rnd(n, alpha=B62): return ''.join(secrets.choice(alpha) for _ in range(n))
def b62(num, width):
    s = ''
    while num: num, r = divmod(num, 62); s = B62[r] + s
    return s.rjust(width, '0')
def gen_ghp():
    body = rnd(30); return 'ghp_' + body + b62(zlib.crc32(body.encode()), 6)
def gen_token(kind):
    if kind == 'ghp': return gen_ghp()
    if kind == 'openai': return 'sk-proj-' + rnd(48, B62 + '-_')
    if kind == 'stripe': return 'sk_live_' + rnd(24)
    if kind == 'akia': return 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret': return rnd(40, B62 + '+/')
    if kind == 'slack': return f"xoxb-{d(11)}-{d(12)}-{rnd(24)}"
    if kind == 'google': return 'AIza' + rnd(35, B62 + '-_')
    if kind == 'hex64': return secrets.token_hex(32)
    if kind == 'hex32': return secrets.token_hex(16)
    if kind == 'tg': return f"{R.randint(10**8, 10**10)}:AA{rnd(33, B62 + '-_')}"
    if kind == 'npm': return 'npm_' + rnd(36)
    if kind == 'glpat': return 'glpat-' + rnd(20, B62 + '-_')
    raise KeyError(kind)
