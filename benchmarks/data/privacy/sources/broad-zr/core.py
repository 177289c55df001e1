"""Value generators, validators and the row helper for broad-zr (session 15)."""
import random, secrets, string, re
from stdnum.pl import pesel, nip, regon
from stdnum import iban as ibanm, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.eu import vat
import phonenumbers
from mnemonic import Mnemonic

rnd = random.Random(1503)
D = string.digits
ROWS = []      # (lang,label,kind,cat,note,text,[(type,value)])
VALS = []

def digits(n, first_nonzero=False):
    s = ''.join(rnd.choice(D) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = str(rnd.randint(1, 9)) + s[1:]
    return s

def strip(v):
    return re.sub(r'[\s\-./]', '', v)

# ---- generators ----
def g_pesel():
    while True:
        y = rnd.randint(1950, 2005); m = rnd.randint(1, 12); d = rnd.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        b = f"{y%100:02d}{mm:02d}{d:02d}" + digits(4)
        v = b + pesel.calc_check_digit(b)
        if pesel.is_valid(v): return v

def g_nip(fmt=0):
    while True:
        v = digits(10, True)
        if nip.is_valid(v):
            if fmt == 1: return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
            if fmt == 2: return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
            return v

def g_regon():
    while True:
        b = digits(8, True); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v

def _iban(cc, bban):
    n = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in n)
    return cc + '%02d' % (98 - int(num) % 97) + bban

BBAN = {'DE': lambda: digits(18, True), 'PL': lambda: digits(24, True), 'ES': lambda: digits(20, True),
        'FR': lambda: digits(10, True) + digits(11) + digits(2), 'GB': lambda: 'NWBK' + digits(14),
        'UA': lambda: digits(6, True) + digits(19), 'NL': lambda: rnd.choice(['ABNA', 'INGB', 'RABO']) + digits(10),
        'AT': lambda: digits(16, True), 'BE': lambda: digits(12, True), 'CH': lambda: digits(17, True),
        'IT': lambda: rnd.choice(string.ascii_uppercase) + digits(10) + digits(12)}

def g_iban(cc, grouped=True):
    while True:
        v = _iban(cc, BBAN[cc]())
        if ibanm.is_valid(v):
            return ' '.join(v[i:i+4] for i in range(0, len(v), 4)) if grouped else v

def g_nrb(grouped=True):
    v = g_iban('PL', False)[2:]
    return (v[:2] + ' ' + ' '.join(v[i:i+4] for i in range(2, 26, 4))) if grouped else v

def g_idnr():
    while True:
        v = digits(11, True)
        if idnr.is_valid(v): return v

def g_dni():
    b = digits(8); return b + dni.calc_check_digit(b)

def g_nie():
    b = rnd.choice('XYZ') + digits(7); return b + nie.calc_check_digit(b)

def g_cif():
    while True:
        b = rnd.choice('ABB') + digits(7)
        for c in D:
            if cif.is_valid(b + c): return b + c

def g_nir():
    while True:
        b = rnd.choice('12') + '%02d' % rnd.randint(50, 99) + '%02d' % rnd.randint(1, 12) + '%02d' % rnd.randint(1, 95) + digits(3) + digits(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return v

def g_siren():
    while True:
        b = digits(8, True); v = b + luhn.calc_check_digit(b)
        if siren.is_valid(v): return v

def g_siret():
    while True:
        b = g_siren() + digits(4); v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): return v

def g_ssn():
    while True:
        v = '%03d-%02d-%04d' % (rnd.randint(1, 899), rnd.randint(1, 99), rnd.randint(1, 9999))
        if ssn.is_valid(v): return v

def g_rnokpp():
    while True:
        b = digits(9, True); v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v

def g_edrpou():
    while True:
        b = digits(7, True); v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v

def g_vat(cc):
    while True:
        if cc == 'PL': v = 'PL' + g_nip()
        elif cc == 'DE': v = 'DE' + digits(9, True)
        elif cc == 'FR': v = 'FR' + digits(2) + g_siren()
        elif cc == 'ES': v = 'ES' + g_cif()
        elif cc == 'GB':
            from stdnum.gb import vat as gbvat
            b = digits(9, True)
            if gbvat.is_valid(b): return 'GB' + b
            continue
        if vat.is_valid(v): return v

def g_isbn():
    b = '978' + rnd.choice(['83', '3', '84', '2', '0', '966']) ; b = b + digits(12 - len(b)); return b + ean.calc_check_digit(b)

def g_ean(prefix='590'):
    b = prefix + digits(12 - len(prefix)); return b + ean.calc_check_digit(b)

def g_card(prefix='4', sep=' '):
    b = prefix + digits(15 - len(prefix)); v = b + luhn.calc_check_digit(b)
    return sep.join(v[i:i+4] for i in range(0, 16, 4))

def g_phone(region, style='intl'):
    PT = phonenumbers.PhoneNumberType
    ex = phonenumbers.example_number_for_type(region, PT.FIXED_LINE if style == 'fixed' else PT.MOBILE)
    nsn = str(ex.national_number)
    for _ in range(100000):
        cand = nsn[:len(nsn) - 6] + digits(6)
        n = phonenumbers.parse('+' + str(ex.country_code) + cand, None)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region:
            F = phonenumbers.PhoneNumberFormat
            if style in ('intl', 'fixed'): return phonenumbers.format_number(n, F.INTERNATIONAL)
            if style == 'nat': return phonenumbers.format_number(n, F.NATIONAL)
            return phonenumbers.format_number(n, F.E164)

def g_seed(lang='english', strength=128):
    return Mnemonic(lang).generate(strength)

def g_pl_idcard():
    L = string.ascii_uppercase
    while True:
        s = ''.join(rnd.choice(L) for _ in range(3)); n = digits(5)
        vals = [ord(c) - 55 for c in s]; w = [7, 3, 1, 7, 3, 1, 7, 3]
        tot = sum(a*b for a, b in zip(vals + [int(x) for x in n], w))
        return s + str(tot % 10) + n

def v_pl_idcard(v):
    vals = [ord(c) - 55 for c in v[:3]] + [int(x) for x in v[3:]]
    return len(v) == 9 and sum(a*b for a, b in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0

def g_nino():
    bad1 = set('DFIQUV'); bad2 = set('DFIQUVO')
    while True:
        a = rnd.choice(string.ascii_uppercase); b = rnd.choice(string.ascii_uppercase)
        if a in bad1 or b in bad2 or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        d = digits(6); return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rnd.choice('ABCD')}"

def v_nino(v):
    v = strip(v)
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v))

VIN_T = {**{str(i): i for i in range(10)}, **dict(zip('ABCDEFGH', range(1, 9))), **dict(zip('JKLMN', range(1, 6))),
         'P': 7, 'R': 9, **dict(zip('STUVWXYZ', range(2, 10)))}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
def g_vin():
    A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    s = list(rnd.choice(['WVW', 'WBA', 'VF1', 'TMB', 'SJN', 'ZFA', 'VSS']) + ''.join(rnd.choice(A) for _ in range(14)))
    s[8] = '0'
    c = sum(VIN_T[ch] * w for ch, w in zip(s, VIN_W)) % 11
    s[8] = 'X' if c == 10 else str(c)
    return ''.join(s)

def v_vin(v):
    if len(v) != 17: return False
    c = sum(VIN_T[ch] * w for ch, w in zip(v, VIN_W)) % 11
    return v[8] == ('X' if c == 10 else str(c))

def g_mac(sep=':'):
    b = [rnd.randint(0, 255) for _ in range(6)]
    return sep.join('%02X' % x for x in b)

def g_pw(n=12, sym=True):
    al = string.ascii_letters + string.digits + ('!#%&*?@-_' if sym else '')
    while True:
        p = ''.join(secrets.choice(al) for _ in range(n))
        if any(c.isdigit() for c in p) and any(c.isalpha() for c in p): return p

def g_wpa(n=16):
    return ''.join(secrets.choice('ABCDEFGHJKLMNPRSTUVWXYZ23456789') for _ in range(n))

def g_code(n):
    return ''.join(secrets.choice(D) for _ in range(n))

def g_serial():
    return ''.join(rnd.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + digits(8) + rnd.choice('ABCXYZ')

VALIDATORS = {
    'pesel': pesel.is_valid, 'nip': lambda v: nip.is_valid(strip(v)), 'regon': regon.is_valid,
    'iban': lambda v: ibanm.is_valid(strip(v)), 'nrb': lambda v: ibanm.is_valid('PL' + strip(v)),
    'idnr': lambda v: idnr.is_valid(strip(v)), 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid,
    'nir': lambda v: nir.is_valid(strip(v)), 'siren': lambda v: siren.is_valid(strip(v)), 'siret': lambda v: siret.is_valid(strip(v)),
    'ssn': lambda v: ssn.is_valid(strip(v)), 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid,
    'vat': lambda v: (__import__('stdnum.gb.vat', fromlist=['x']).is_valid(strip(v)) if strip(v).startswith('GB') else vat.is_valid(strip(v))), 'isbn': lambda v: isbn.is_valid(strip(v)), 'ean': lambda v: ean.is_valid(strip(v)),
    'card': lambda v: luhn.is_valid(strip(v)), 'seed': lambda v: Mnemonic(Mnemonic.detect_language(v)).check(v),
    'plidcard': lambda v: v_pl_idcard(strip(v)), 'nino': v_nino, 'vin': v_vin,
    'phone': lambda v: phonenumbers.is_valid_number(phonenumbers.parse(v, None)),
    'raw': lambda v: True,
}
IDLIKE = {'pesel', 'nip', 'regon', 'iban', 'nrb', 'idnr', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret', 'ssn', 'rnokpp',
          'edrpou', 'vat', 'isbn', 'ean', 'card', 'plidcard', 'nino', 'vin'}

def mk(lang):
    def r(label, kind, cat, note, text, *vals):
        ROWS.append((lang, label, kind, cat, note, text, list(vals)))
    return r

PEND = []
GEN = {'pesel': ('pesel', g_pesel), 'nip': ('nip', g_nip), 'regon': ('regon', g_regon), 'iban': ('iban', g_iban),
       'nrb': ('nrb', g_nrb), 'idnr': ('idnr', g_idnr), 'dni': ('dni', g_dni), 'nie': ('nie', g_nie), 'cif': ('cif', g_cif),
       'nir': ('nir', g_nir), 'siren': ('siren', g_siren), 'siret': ('siret', g_siret), 'ssn': ('ssn', g_ssn),
       'rnokpp': ('rnokpp', g_rnokpp), 'edrpou': ('edrpou', g_edrpou), 'vat': ('vat', g_vat), 'isbn': ('isbn', g_isbn),
       'ean': ('ean', g_ean), 'card': ('card', g_card), 'phone': ('phone', g_phone), 'seed': ('seed', g_seed),
       'idcard': ('plidcard', g_pl_idcard), 'nino': ('nino', g_nino), 'vin': ('vin', g_vin), 'mac': ('raw', g_mac),
       'pw': ('raw', g_pw), 'wpa': ('raw', g_wpa), 'code': ('raw', g_code), 'serial': ('raw', g_serial)}

def G(t, *a):
    vt, f = GEN[t]; v = f(*a); PEND.append((vt, v)); return v

def mk(lang):
    def r(label, kind, cat, note, text):
        ROWS.append((lang, label, kind, cat, note, text, list(PEND))); PEND.clear()
    return r

def _phone_ok(v):
    for reg in (None, 'PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU'):
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(v, reg)): return True
        except Exception: pass
    return False
VALIDATORS['phone'] = _phone_ok
