"""Value generators for lookalikes-b. Placeholders in texts: {name} or {name:arg}."""
import random, string, re
from stdnum import iban as _iban, luhn, ean, isbn, iso11649, iso6346, imei
from stdnum.pl import nip as plnip, regon as plregon, pesel as plpesel
from stdnum.de import idnr, vat as devat
from stdnum.es import dni as esdni, nie as esnie, cif as escif
from stdnum.fr import siren as frsiren, siret as frsiret, tva as frtva
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn as usssn
from stdnum.gb import vat as gbvat
import phonenumbers
from stdnum.es import ccc

def rib_key(b):
    return 97 - (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21])) % 97

def iban_full(v):
    v = _iban.validate(v)
    if v[:2] == 'ES':
        ccc.validate(v[4:])
    if v[:2] == 'FR' and rib_key(v[4:25]) != int(v[25:27]):
        raise ValueError('RIB key')
    return v

R = random.Random(14_2026_1203_2)
D = string.digits
U = string.ascii_uppercase

def rd(n, first=D):
    return R.choice(first) + ''.join(R.choice(D) for _ in range(n - 1))

def grp(s, n=4, sep=' '):
    return sep.join(s[i:i+n] for i in range(0, len(s), n))

IBAN_LEN = {'PL': 28, 'DE': 22, 'ES': 24, 'FR': 27, 'GB': 22, 'UA': 29, 'AT': 20, 'NL': 18, 'IT': 27, 'BE': 16, 'IE': 22}

def make_iban(cc):
    n = IBAN_LEN[cc]
    while True:
        if cc == 'GB':
            bban = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rd(14)
        elif cc == 'NL':
            bban = R.choice(['INGB', 'RABO', 'ABNA']) + rd(10)
        elif cc == 'IE':
            bban = R.choice(['AIBK', 'BOFI', 'IPBS']) + rd(14)
        elif cc == 'UA':
            bban = rd(6, '3') + '0' * 5 + rd(14)
        elif cc == 'FR':
            b = rd(5, '123') + rd(5) + rd(11)
            bban = b + '%02d' % rib_key(b)
        elif cc == 'IT':
            bban = R.choice(U) + rd(10) + rd(12)
        elif cc == 'ES':
            bank, branch, acc = rd(4), rd(4), rd(10)
            bban = bank + branch + ccc.calc_check_digits(bank + branch + '00' + acc) + acc
        else:
            bban = rd(n - 4)
        cand = cc + '00' + bban
        chk = 98 - int(''.join(str(int(c, 36)) for c in bban + cc + '00')) % 97
        val = cc + '%02d' % chk + bban
        try:
            _iban.validate(val)
            return val
        except Exception:
            continue

def fmt_iban(v):
    return R.choice([grp(v), grp(v), v])

def g_iban(cc='PL'):
    return fmt_iban(make_iban(cc))

def g_nrb():
    v = make_iban('PL')[2:]
    return R.choice([v[:2] + ' ' + grp(v[2:]), v])

def until(f, check):
    while True:
        v = f()
        try:
            check(v)
            return v
        except Exception:
            pass

def g_nip():
    v = until(lambda: rd(10, '123456789'), plnip.validate)
    return R.choice([v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])

def g_regon():
    return until(lambda: rd(9, '123456789'), plregon.validate)

def g_pesel():
    def f():
        y = R.randint(1950, 2005); m = R.randint(1, 12) + (20 if y >= 2000 else 0); d = R.randint(1, 28)
        return '%02d%02d%02d%s' % (y % 100, m, d, rd(5))
    return until(f, plpesel.validate)

def g_steuerid():
    return until(lambda: rd(11, '123456789'), idnr.validate)

def g_ustid():
    return until(lambda: 'DE' + rd(9, '123456789'), devat.validate)

def g_dni():
    n = rd(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]

def g_nie():
    p = R.choice('XYZ'); n = rd(7); return p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int('XYZ'.index(p).__str__() + n) % 23]

def g_cif():
    return until(lambda: R.choice('ABB') + rd(7) + R.choice(D), escif.validate)

def g_siren():
    v = until(lambda: rd(9, '3456789'), frsiren.validate); return R.choice([v, grp(v, 3)])

def g_siret():
    v = until(lambda: rd(14, '3456789'), frsiret.validate); return R.choice([v, grp(v[:9], 3) + ' ' + v[9:]])

def g_tva():
    s = until(lambda: rd(9, '3456789'), frsiren.validate)
    k = (12 + 3 * (int(s) % 97)) % 97
    return 'FR%02d%s' % (k, s) if R.random() < .5 else 'FR %02d %s' % (k, grp(s, 3))

def g_edrpou():
    return until(lambda: rd(8, '234'), edrpou.validate)

def g_rnokpp():
    return until(lambda: rd(10, '23'), rntrc.validate)

def g_ssn():
    return until(lambda: '%03d-%02d-%04d' % (R.randint(100, 665), R.randint(10, 99), R.randint(1000, 9999)), usssn.validate)

def g_gbvat():
    return until(lambda: 'GB' + rd(9, '123456789'), gbvat.validate)

def g_nino():
    return R.choice('ABCEHJKLMNPRSTWXYZ') + R.choice('ABCEHJKLMNPRSTWXYZ') + rd(6) + R.choice('ABCD')

def g_ean():
    b = rd(12, R.choice(['4', '5', '8', '3'])); return b + ean.calc_check_digit(b)

def g_isbn():
    b = '978' + rd(9, '0123458'); return isbn.format(b + ean.calc_check_digit(b))

def g_card(prefix='4'):
    b = prefix + rd(15 - len(prefix)); v = b + luhn.calc_check_digit(b)
    return R.choice([grp(v), v, grp(v, 4, '-')])

def g_rf():
    v = _rf(); return R.choice([v, iso11649.format(v)])

def _rf():
    body = rd(R.randint(8, 14))
    chk = 98 - int(''.join(str(int(c, 36)) for c in body + 'RF00')) % 97
    return 'RF%02d%s' % (chk, body)

def g_container():
    owner = ''.join(R.choice(U) for _ in range(3)) + 'U'
    b = owner + rd(6)
    return b + iso6346.calc_check_digit(b)

def g_imei():
    b = '35' + rd(12); return b + luhn.calc_check_digit(b)

VIN_T = {c: v for c, v in zip('ABCDEFGHJKLMNPRSTUVWXYZ', [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9])}
VIN_W = [8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2]
VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

def vin_check(v):
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W)) % 11
    return 'X' if s == 10 else str(s)

def g_vin():
    wmi = R.choice(['WVW', 'WBA', 'VF1', 'TMB', 'WDD', 'ZFA', 'VSS', 'SUP', 'JTD', 'WF0'])
    v = wmi + ''.join(R.choice(VIN_CH) for _ in range(5)) + '0' + ''.join(R.choice(VIN_CH) for _ in range(8))
    return v[:8] + vin_check(v) + v[9:]

def valid_vin(v):
    return len(v) == 17 and vin_check(v) == v[8]

PH = {'PL': ['+48 5%s', '6%s', '+48 7%s'], 'DE': ['+49 151 %s', '0170 %s', '+49 176 %s'], 'ES': ['+34 6%s', '6%s', '+34 7%s'],
      'FR': ['+33 6 %s', '06 %s', '07 %s'], 'GB': ['+44 7700 %s', '07911 %s', '+44 7911 %s'], 'UA': ['+380 67 %s', '+380 50 %s', '093 %s'],
      'RU': ['+7 916 %s', '8 903 %s']}
PH_N = {'PL': 8, 'DE': 7, 'ES': 8, 'FR': 8, 'GB': 6, 'UA': 7, 'RU': 7}

def g_phone(cc='PL'):
    def f():
        return R.choice(PH[cc]) % rd(PH_N[cc])
    def chk(v):
        p = phonenumbers.parse(v, cc)
        assert phonenumbers.is_valid_number(p)
        assert phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
        if cc == 'GB': assert not v.replace(' ', '').endswith('7700900') 
    return until(f, chk)

def g_d(n='6'):
    return rd(int(n))

def g_a(n='6'):
    return ''.join(R.choice(U + D) for _ in range(int(n)))

def g_u(n='6'):
    return ''.join(R.choice(U) for _ in range(int(n)))

def g_pnr():
    return ''.join(R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))

def g_eticket():
    return R.choice(['220', '080', '057', '125', '074', '075', '566', '176']) + rd(10)

def g_bic():
    return R.choice(['BREXPLPW', 'PKOPPLPW', 'COBADEFF', 'DEUTDEFF', 'CAIXESBB', 'BNPAFRPP', 'PBANUA2X', 'INGBPLPW', 'BPKOPLPW', 'SOGEFRPP', 'NWBKGB2L', 'BSCHESMM'])

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}

VALIDATE = {
    'iban': iban_full,
    'nrb': lambda v: _iban.validate('PL' + v),
    'nip': plnip.validate, 'regon': plregon.validate, 'pesel': plpesel.validate,
    'steuerid': idnr.validate, 'ustid': devat.validate, 'dni': esdni.validate, 'nie': esnie.validate,
    'cif': escif.validate, 'siren': frsiren.validate, 'siret': frsiret.validate, 'tva': frtva.validate,
    'edrpou': edrpou.validate, 'rnokpp': rntrc.validate, 'ssn': usssn.validate, 'gbvat': gbvat.validate,
    'ean': ean.validate, 'isbn': isbn.validate, 'card': luhn.validate, 'rf': iso11649.validate,
    'container': iso6346.validate, 'imei': imei.validate,
    'vin': lambda v: (_ for _ in ()).throw(ValueError('vin')) if not valid_vin(v) else v,
}

def fill(text):
    vals = []
    def rep(m):
        name, _, arg = m.group(1).partition(':')
        v = GEN[name](arg) if arg else GEN[name]()
        vals.append((name, arg, v))
        return v
    return re.sub(r'\{([a-z]+(?::[A-Z0-9]+)?)\}', rep, text), vals

from stdnum.fr import nir as frnir
def g_nir():
    b = '%d%02d%02d%02d%03d%03d' % (R.randint(1, 2), R.randint(50, 99), R.randint(1, 12), R.randint(1, 95), R.randint(1, 999), R.randint(1, 999))
    k = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
GEN['nir'] = g_nir
VALIDATE['nir'] = frnir.validate

def g_credid(cc='DE'):
    nat = {'DE': lambda: rd(11), 'ES': lambda: until(lambda: R.choice('AB') + rd(7) + R.choice(D), escif.validate), 'FR': lambda: ''.join(R.choice(U + D) for _ in range(6))}[cc]()
    bc = '000' if cc == 'ES' else 'ZZZ'
    num = ''.join(str(int(c, 36)) for c in nat + cc + '00')
    chk = 98 - int(num) % 97
    return '%s%02d%s%s' % (cc, chk, bc, nat)
def valid_credid(v):
    num = ''.join(str(int(c, 36)) for c in v[7:] + v[:4])
    if int(num) % 97 != 1: raise ValueError('credid')
GEN['credid'] = g_credid
VALIDATE['credid'] = valid_credid

DW = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def _dval(c): return int(c) if c.isdigit() else ord(c) - 55
def g_dowod():
    L = ''.join(R.choice(U) for _ in range(3)); d = rd(5)
    s = sum(w * _dval(c) for w, c in zip([7, 3, 1, 7, 3, 1, 7, 3], L + d)) % 10
    return L + ' ' + str(s) + d
def valid_dowod(v):
    if sum(w * _dval(c) for w, c in zip(DW, v)) % 10 != 0: raise ValueError('dowod')
GEN['dowod'] = g_dowod
VALIDATE['dowod'] = valid_dowod

from stdnum.fr import nif as frnif
def g_frnif():
    b = rd(10, '0123')
    v = b + '%03d' % (int(b) % 511)
    frnif.validate(v)
    return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:7], v[7:10], v[10:])])
GEN['frnif'] = g_frnif
VALIDATE['frnif'] = frnif.validate
