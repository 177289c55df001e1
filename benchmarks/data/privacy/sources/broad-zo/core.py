"""Value generators and validators for broad-zo (fictional, random values)."""
import random, re, secrets, string, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as _iban, luhn, isbn as _isbn, ean as _ean
from stdnum.pl import pesel as _pesel, nip as _nip, regon as _regon
from stdnum.de import idnr as _idnr, vat as _devat
from stdnum.es import dni as _dni, nie as _nie, cif as _cif
from stdnum.fr import nir as _nir, siren as _siren, siret as _siret
from stdnum.us import ssn as _ssn
from stdnum.ua import rntrc as _rntrc, edrpou as _edrpou

R = random.Random(20261203_14)
REG = []  # (validator name, value, identifier-like)

def D(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def _until(make, ok):
    for _ in range(100000):
        v = make()
        try:
            if ok(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')

def grp(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)

def reg(kind, val, ident=True):
    REG.append((kind, val, ident))
    return val

# ---- validators (on compact value) ----
def polid_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    s = sum(a * b for a, b in zip(w, vals))
    return s % 10 == 0

def nino_ok(v):
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v.upper()))

def phone_ok(v, region):
    return phonenumbers.is_valid_number(phonenumbers.parse(v, region))

def seed_ok(v):
    return Mnemonic('english').check(v)

VAL = {
    'pesel': _pesel.is_valid, 'nip': _nip.is_valid, 'regon': _regon.is_valid,
    'iban': _iban.is_valid, 'nrb': lambda v: _iban.is_valid('PL' + v),
    'idnr': _idnr.is_valid, 'devat': _devat.is_valid, 'dni': _dni.is_valid, 'nie': _nie.is_valid,
    'cif': _cif.is_valid, 'nir': _nir.is_valid, 'siren': _siren.is_valid, 'siret': _siret.is_valid,
    'ssn': _ssn.is_valid, 'rnokpp': _rntrc.is_valid, 'edrpou': _edrpou.is_valid,
    'card': lambda v: v.isdigit() and 13 <= len(v) <= 19 and luhn.is_valid(v),
    'isbn': _isbn.is_valid, 'ean': _ean.is_valid, 'polid': polid_ok, 'nino': nino_ok,
    'seed': seed_ok,
}
for _r in ('PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU'):
    VAL['phone-' + _r] = (lambda r: (lambda v: phone_ok(v, r)))(_r)

def compact(v):
    return re.sub(r'[\s\-./]', '', v)

# ---- generators ----
def pesel(sep=''):
    def mk():
        y = R.randint(1950, 2012); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        b = f'{y % 100:02d}{mm:02d}{d:02d}' + D(4)
        for c in '0123456789':
            if _pesel.is_valid(b + c):
                return b + c
    v = _until(mk, _pesel.is_valid)
    return reg('pesel', v)

def nip(style=0):
    v = _until(lambda: str(R.randint(1, 9)) + D(9), _nip.is_valid)
    if style == 1: v = f'{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}'
    elif style == 2: v = f'{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}'
    elif style == 3: v = 'PL' + v
    return reg('nip', v)

def regon():
    v = _until(lambda: str(R.randint(1, 9)) + D(8), _regon.is_valid)
    return reg('regon', v)

BBAN = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': 23, 'GB': 18, 'UA': 25, 'NL': 14, 'AT': 16, 'BE': 12, 'IT': 23, 'CH': 17}

def _bban(cc):
    n = BBAN[cc]
    if cc == 'GB':
        return R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + D(14)
    if cc == 'NL':
        return R.choice(['ABNA', 'INGB', 'RABO']) + D(10)
    if cc == 'IT':
        return R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ') + D(22)
    if cc == 'UA':
        return D(6) + D(19)
    return D(n)

def iban(cc='DE', spaced=True):
    def mk():
        b = _bban(cc)
        cd = _iban.calc_check_digits(cc + '00' + b)
        return cc + cd + b
    v = _until(mk, _iban.is_valid)
    if spaced:
        v = grp(v, [4] * 10)
    return reg('iban', v)

def nrb(spaced=True):
    v = compact(iban('PL', False))
    REG.pop()
    v = v[2:]
    if spaced:
        v = v[:2] + ' ' + grp(v[2:], [4] * 6)
    return reg('nrb', v)

def idnr(spaced=False):
    v = _until(lambda: str(R.randint(1, 9)) + D(10), _idnr.is_valid)
    if spaced:
        v = f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}'
    return reg('idnr', v)

def devat():
    v = _until(lambda: 'DE' + str(R.randint(1, 9)) + D(8), _devat.is_valid)
    return reg('devat', v)

def dni(dash=False):
    n = D(8)
    v = n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]
    if dash: v = v[:8] + '-' + v[8]
    return reg('dni', v)

def nie():
    p = R.choice('XYZ'); n = D(7)
    v = p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + n) % 23]
    return reg('nie', v)

def cif():
    v = _until(lambda: R.choice('ABG') + D(7) + R.choice('0123456789'), _cif.is_valid)
    return reg('cif', v)

def nir(spaced=True):
    def mk():
        s = R.choice('12'); y = f'{R.randint(50, 99):02d}'; m = f'{R.randint(1, 12):02d}'
        dep = f'{R.randint(1, 95):02d}'
        if dep == '20': dep = '21'
        b = s + y + m + dep + D(3) + D(3)
        k = 97 - int(b) % 97
        return b + f'{k:02d}'
    v = _until(mk, _nir.is_valid)
    if spaced:
        v = f'{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}'
    return reg('nir', v)

def siren():
    v = _until(lambda: str(R.randint(1, 9)) + D(8), _siren.is_valid)
    return reg('siren', f'{v[:3]} {v[3:6]} {v[6:]}')

def siret():
    v = _until(lambda: str(R.randint(1, 9)) + D(13), _siret.is_valid)
    return reg('siret', f'{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}')

def ssn(sep='-'):
    def mk():
        a = R.randint(1, 899)
        if a == 666: a = 667
        return f'{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}'
    v = _until(mk, _ssn.is_valid)
    return reg('ssn', f'{v[:3]}{sep}{v[3:5]}{sep}{v[5:]}')

def rnokpp():
    v = _until(lambda: str(R.randint(2, 4)) + D(9), _rntrc.is_valid)
    return reg('rnokpp', v)

def edrpou():
    v = _until(lambda: str(R.randint(2, 4)) + D(7), _edrpou.is_valid)
    return reg('edrpou', v)

def card(prefix='4', n=16, sep=' '):
    def mk():
        return prefix + D(n - len(prefix))
    v = _until(mk, luhn.is_valid)
    if sep is not None:
        v = grp(v, [4, 4, 4, 4], sep)
    return reg('card', v)

def isbn():
    v = _until(lambda: '978' + str(R.randint(0, 9)) + D(9), _isbn.is_valid)
    return reg('isbn', f'{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}')

def ean():
    v = _until(lambda: R.choice(['590', '400', '840', '376', '482']) + D(10), _ean.is_valid)
    return reg('ean', v)

def polid(spaced=False):
    def mk():
        L = ''.join(R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ') for _ in range(3))
        return L + D(6)
    v = _until(mk, polid_ok)
    if spaced:
        v = v[:3] + ' ' + v[3:]
    return reg('polid', v)

def nino(spaced=True):
    v = _until(lambda: R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + D(6) + R.choice('ABCD'), nino_ok)
    if spaced:
        v = f'{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}'
    return reg('nino', v)

MOB = {'PL': ('+48', '5', 9), 'DE': ('+49', '15', 11), 'ES': ('+34', '6', 9), 'FR': ('+33', '6', 9),
       'GB': ('+44', '7', 10), 'UA': ('+380', '9', 9), 'US': ('+1', '', 10), 'RU': ('+7', '9', 10)}

def phone(region='PL', fmt='intl'):
    cc, pre, n = MOB[region]
    def mk():
        nat = pre + D(n - len(pre))
        return phonenumbers.parse(cc + nat, None)
    p = _until(mk, lambda p: phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in
               (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE))
    if fmt == 'intl':
        v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif fmt == 'nat':
        v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    else:
        v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return reg('phone-' + region, v)

def seed(n=12):
    v = Mnemonic('english').to_mnemonic(bytes(R.getrandbits(8) for _ in range(16 if n == 12 else 32)))
    return reg('seed', v, False)

# ---- secrets (registered as non-identifier, checked verbatim only) ----
def pw(n=12):
    al = string.ascii_letters + string.digits + '!#%&*?@$'
    v = ''.join(R.choice(al) for _ in range(n))
    while not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
        v = ''.join(R.choice(al) for _ in range(n))
    return reg('secret', v, False)

def code(n=6):
    return reg('secret', D(n), False)

def tok(kind):
    a = string.ascii_letters + string.digits
    rs = lambda n, al=a: ''.join(R.choice(al) for _ in range(n))
    v = {
        'ghp': lambda: 'ghp_' + rs(36),
        'slack': lambda: f'xoxb-{D(11)}-{D(13)}-{rs(24)}',
        'sk_live': lambda: 'sk_live_' + rs(24),
        'openai': lambda: 'sk-proj-' + rs(48),
        'aws': lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'),
        'awssecret': lambda: rs(40, a + '/+'),
        'glpat': lambda: 'glpat-' + rs(20, a + '-_'),
        'hex': lambda: secrets.token_hex(16) if False else ''.join(R.choice('0123456789abcdef') for _ in range(32)),
        'b64': lambda: rs(32),
    }[kind]()
    return reg('secret', v, False)

def hexs(n=40):
    return ''.join(R.choice('0123456789abcdef') for _ in range(n))

def uuid():
    h = hexs(32)
    return f'{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}'


ROWS = []
_CUR = {'lang': 'en', 'mark': 0}

def L(lang):
    _CUR['lang'] = lang

def _row(label, kind, cat, note, text):
    vals = REG[_CUR['mark']:]
    _CUR['mark'] = len(REG)
    ROWS.append(dict(lang=_CUR['lang'], text=text, label=label, kind=kind, category=cat, note=note, _vals=list(vals)))

def red(kind, cat, note, text):
    _row('red', kind, cat, note, text)

def grn(kind, cat, note, text):
    _row('green', kind, cat, note, text)

def yel(cat, note, text):
    _row('yellow', 'uncertain', cat, note, text)

from stdnum.gb import vat as _gbvat
VAL['gbvat'] = _gbvat.is_valid
def gbvat():
    v = _until(lambda: D(9), _gbvat.is_valid)
    return reg('gbvat', f'GB {v[:3]} {v[3:7]} {v[7:]}')

from stdnum.fr import tva as _frtva
VAL['frvat'] = _frtva.is_valid
def frvat():
    s = _until(lambda: str(R.randint(3, 9)) + D(8), _siren.is_valid)
    k = (12 + 3 * (int(s) % 97)) % 97
    v = f'FR{k:02d}{s}'
    assert _frtva.is_valid(v)
    return reg('frvat', f'FR {k:02d} {s[:3]} {s[3:6]} {s[6:]}')
