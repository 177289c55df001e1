"""Value generators for broad-zw (session 16). Every value is random; checksum-bearing ones are
verified with python-stdnum / phonenumbers / mnemonic. Returns (value_as_written, validator)."""
import random, secrets, string, re
from stdnum import iban as stdiban, luhn, isbn, ean
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr, vat as s_devat
from stdnum.es import dni as s_dni, nie as s_nie, cif as s_cif
from stdnum.fr import nir as s_nir, siren as s_siren, siret as s_siret
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou
import phonenumbers
from mnemonic import Mnemonic

R = random.Random(1612031442)
def D(n): return ''.join(R.choice(string.digits) for _ in range(n))
def strip(v): return re.sub(r'[\s\-./]', '', v)
def grp(s, n, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))

def pesel():
    while True:
        y = R.randint(1950, 2008); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}" + D(4)
        v = base + s_pesel.calc_check_digit(base)
        if s_pesel.is_valid(v): return v, s_pesel.is_valid

def nip(sep=None):
    while True:
        b = str(R.randint(1, 9)) + D(8)
        v = b + R.choice(string.digits)
        if not s_nip.is_valid(v): continue
        sep = sep if sep is not None else R.choice(['', '-', ' '])
        if sep == '-': v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
        elif sep == ' ': v = f"{v[:3]} {v[3:6]} {v[6:8]} {v[8:]}"
        return v, s_nip.is_valid

def regon():
    while True:
        b = D(8); v = b + s_regon.calc_check_digit(b)
        if s_regon.is_valid(v): return v, s_regon.is_valid

def _iban(cc, bban_fn, spaced=True):
    for _ in range(200000):
        bban = bban_fn()
        v = cc + stdiban.calc_check_digits(cc + '00' + bban) + bban
        if stdiban.is_valid(v):
            return (stdiban.format(v) if spaced else v), stdiban.is_valid
    raise RuntimeError(cc)

def iban(cc, spaced=None):
    spaced = R.random() < 0.75 if spaced is None else spaced
    lens = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': None, 'GB': None, 'UA': 25, 'IT': None, 'NL': None, 'AT': 16, 'BE': 12, 'CH': 17, 'PT': 21, 'IE': None}
    if cc == 'FR': f = lambda: D(10) + D(11) + D(2)
    elif cc == 'GB': f = lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + D(14)
    elif cc == 'IE': f = lambda: R.choice(['AIBK', 'BOFI']) + D(14)
    elif cc == 'IT': f = lambda: R.choice(string.ascii_uppercase) + D(10) + D(12)
    elif cc == 'NL': f = lambda: R.choice(['ABNA', 'INGB', 'RABO']) + D(10)
    elif cc == 'UA': f = lambda: D(6) + D(19)
    else: f = lambda: D(lens[cc])
    return _iban(cc, f, spaced)

def nrb():
    v, _ = iban('PL', spaced=False)
    n = v[2:]
    s = R.choice([' ', '', 'g'])
    if s == ' ': n = n[:2] + ' ' + grp(n[2:], 4)
    elif s == 'g': n = n[:2] + ' ' + grp(n[2:], 4, ' ').replace(' ', ' ', 2)
    return n, lambda x: stdiban.is_valid('PL' + strip(x))

def steuerid():
    while True:
        v = str(R.randint(1, 9)) + D(10)
        if s_idnr.is_valid(v):
            if R.random() < 0.5: v = f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
            return v, s_idnr.is_valid

def devat():
    while True:
        b = str(R.randint(1, 9)) + D(7)
        for c in string.digits:
            v = 'DE' + b + c
            if s_devat.is_valid(v): return v, s_devat.is_valid

def dni():
    b = D(8); v = b + s_dni.calc_check_digit(b)
    if R.random() < 0.3: v = b + '-' + v[-1]
    return v, s_dni.is_valid

def nie():
    p = R.choice('XYZ'); b = D(7); v = p + b + s_nie.calc_check_digit(p + b)
    return v, s_nie.is_valid

def cif():
    while True:
        b = R.choice('ABB') + D(7)
        v = b + s_cif.calc_check_digits(b)[0]
        if s_cif.is_valid(v): return v, s_cif.is_valid

def nir():
    while True:
        b = f"{R.randint(1,2)}{R.randint(55,99):02d}{R.randint(1,12):02d}{R.randint(1,95):02d}{D(3)}{D(3)}"
        if b[5:7] == '20': continue
        k = 97 - int(b) % 97
        v = b + f"{k:02d}"
        if s_nir.is_valid(v):
            if R.random() < 0.6: v = f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
            return v, s_nir.is_valid

def siren():
    while True:
        b = str(R.randint(3, 9)) + D(7); v = b + luhn.calc_check_digit(b)
        if s_siren.is_valid(v): return f"{v[:3]} {v[3:6]} {v[6:]}", s_siren.is_valid

def siret():
    while True:
        b = str(R.randint(3, 9)) + D(12); v = b + luhn.calc_check_digit(b)
        if s_siret.is_valid(v): return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", s_siret.is_valid

def ssn():
    while True:
        v = f"{R.randint(1,665):03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"
        if s_ssn.is_valid(v): return v, s_ssn.is_valid

NINO_BAD = set('DFIQUV')
def nino():
    while True:
        a = R.choice([c for c in string.ascii_uppercase if c not in NINO_BAD])
        b = R.choice([c for c in string.ascii_uppercase if c not in NINO_BAD | {'O'}])
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        v = f"{a}{b} {D(2)} {D(2)} {D(2)} {R.choice('ABCD')}"
        return v, lambda x: re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', strip(x)) is not None

def rnokpp():
    while True:
        v = D(10)
        if s_rntrc.is_valid(v): return v, s_rntrc.is_valid

def edrpou():
    while True:
        v = str(R.randint(2, 4)) + D(7)
        if s_edrpou.is_valid(v): return v, s_edrpou.is_valid

W_ID = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def _plid_ok(x):
    x = strip(x).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', x): return False
    vals = [ord(c) - 55 for c in x[:3]] + [int(c) for c in x[3:]]
    return sum(w * v for w, v in zip(W_ID, vals)) % 10 == 0
def plid():
    while True:
        L = ''.join(R.choice(string.ascii_uppercase) for _ in range(3))
        rest = D(5)
        for c in string.digits:
            v = L + c + rest
            if _plid_ok(v): return (v if R.random() < 0.6 else L + ' ' + c + rest), _plid_ok

def card(kind=None):
    kind = kind or R.choice(['visa', 'mc', 'mc2'])
    while True:
        if kind == 'visa': b = '4' + D(14)
        elif kind == 'mc': b = '5' + str(R.randint(1, 5)) + D(13)
        else: b = '2' + str(R.randint(221, 720)) + D(11)
        v = b + luhn.calc_check_digit(b)
        if v.startswith(('4242', '4111', '5555', '4000')): continue
        f = R.choice([' ', '', '-'])
        return (grp(v, 4, f) if f else v), (lambda x: luhn.is_valid(strip(x)))

def amex():
    b = '3' + R.choice('47') + D(12); v = b + luhn.calc_check_digit(b)
    return f"{v[:4]} {v[4:10]} {v[10:]}", (lambda x: luhn.is_valid(strip(x)))

def phone(region, fmt=None):
    for _ in range(100000):
        ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
        nat = str(ex.national_number)
        keep = R.randint(1, 3)
        cand = nat[:keep] + D(len(nat) - keep)
        try: p = phonenumbers.parse(cand, region)
        except Exception: continue
        if phonenumbers.is_valid_number(p) and cand != nat:
            f = fmt or R.choice(['intl', 'intl', 'nat'])
            s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL if f == 'intl' else phonenumbers.PhoneNumberFormat.NATIONAL)
            return s, (lambda x, r=region: phonenumbers.is_valid_number(phonenumbers.parse(x, r)))
    raise RuntimeError(region)

M = Mnemonic('english')
def seed(words=12):
    ent = bytes(R.getrandbits(8) for _ in range({12: 16, 24: 32}[words]))
    return M.to_mnemonic(ent), lambda x: M.check(' '.join(x.split()))

def isbn13():
    b = R.choice(['978', '979']) + ('83' if R.random() < 0.3 else '') ; b = b + D(12 - len(b))
    v = b + ean.calc_check_digit(b)
    return f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}", (lambda x: isbn.is_valid(strip(x)))

def ean13():
    b = R.choice(['590', '400', '841', '300', '482']) + D(9); v = b + ean.calc_check_digit(b)
    return v, (lambda x: ean.is_valid(strip(x)))

A62 = string.ascii_letters + string.digits
def rs(n, al=A62): return ''.join(secrets.choice(al) for _ in range(n))
def tok(kind):
    t = {
        'ghp': lambda: 'ghp_' + rs(36),
        'glpat': lambda: 'glpat-' + rs(20, A62 + '-_'),
        'sk_live': lambda: 'sk_live_' + rs(24),
        'akia': lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'),
        'aws_secret': lambda: rs(40, A62 + '/+'),
        'xoxb': lambda: f"xoxb-{D(11)}-{D(13)}-{rs(24)}",
        'aiza': lambda: 'AIza' + rs(35, A62 + '-_'),
        'openai': lambda: 'sk-proj-' + rs(48, A62 + '-_'),
        'hex32': lambda: secrets.token_hex(16),
        'hex64': lambda: secrets.token_hex(32),
        'npm': lambda: 'npm_' + rs(36),
        'tg': lambda: f"{R.randint(10**8*5, 10**10-1)}:AA{rs(33, A62 + '-_')}",
        'sg': lambda: 'SG.' + rs(22, A62 + '-_') + '.' + rs(43, A62 + '-_'),
        'b64': lambda: rs(32, A62 + '+/'),
    }[kind]()
    return t, None

def pw(style=0):
    words = ['Kotek', 'Zebra', 'Orzel', 'Sonne', 'Luna', 'Tigre', 'Soleil', 'Sobaka', 'Mango', 'Pirat', 'Falke', 'Nieve', 'Lapin', 'Kalyna', 'Bursztyn', 'Wolke']
    sym = '!#$%&*?@_'
    v = R.choice(words) + R.choice(sym) + D(R.randint(2, 4)) + R.choice(['', R.choice(sym), rs(2, string.ascii_lowercase)])
    if style == 1: v = rs(R.randint(12, 16), A62 + '!#%*-_')
    return v, None

def pin(n=4): return D(n), None
GEN = dict(pesel=pesel, nip=nip, regon=regon, nrb=nrb, steuerid=steuerid, devat=devat, dni=dni, nie=nie,
           cif=cif, nir=nir, siren=siren, siret=siret, ssn=ssn, nino=nino, rnokpp=rnokpp, edrpou=edrpou,
           plid=plid, card=card, amex=amex, seed=seed, seed24=lambda: seed(24), isbn=isbn13, ean=ean13,
           pw=pw, pwr=lambda: pw(1), pin4=lambda: pin(4), pin6=lambda: pin(6), pin5=lambda: pin(5), pin8=lambda: pin(8))
for cc in ['DE', 'PL', 'ES', 'FR', 'GB', 'UA', 'IT', 'NL', 'AT', 'BE', 'CH', 'PT', 'IE']:
    GEN['iban_' + cc.lower()] = (lambda c=cc: iban(c))
for rg in ['PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU', 'AT', 'CH', 'IE']:
    GEN['tel_' + rg.lower()] = (lambda r=rg: phone(r))
for k in ['ghp', 'glpat', 'sk_live', 'akia', 'aws_secret', 'xoxb', 'aiza', 'openai', 'hex32', 'hex64', 'npm', 'tg', 'sg', 'b64']:
    GEN['tok_' + k] = (lambda k=k: tok(k))
