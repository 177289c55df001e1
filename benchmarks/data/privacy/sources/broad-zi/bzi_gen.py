"""Value generators for broad-zi (seeded). Each generator returns the display string;
VALIDATORS re-check a value after separators are dropped."""
import random, secrets, string, re
from stdnum import iban, luhn, ean, isbn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.eu import vat as eu_vat
import phonenumbers
from mnemonic import Mnemonic

R = random.Random(20261203_13)

def complete(prefix, ok):
    for c in '0123456789':
        if ok(prefix + c):
            return prefix + c
    return None

def digits(n, first_nonzero=True):
    s = ''.join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = str(R.randint(1, 9)) + s[1:]
    return s

def grp(s, n=4, sep=' '):
    return sep.join(s[i:i+n] for i in range(0, len(s), n))

# ---------- Polish ----------
def g_pesel(fmt=''):
    while True:
        y = R.randint(1950, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        s = complete(f"{y%100:02d}{mm:02d}{d:02d}" + digits(4, False), pesel.is_valid)
        if s:
            return s

def g_nip(fmt=''):
    while True:
        s = complete(digits(9), nip.is_valid)
        if s:
            break
    if fmt == 'd':
        return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"
    if fmt == 'd2':
        return f"{s[:3]}-{s[3:5]}-{s[5:7]}-{s[7:]}"
    if fmt == 'pl':
        return 'PL' + s
    return s

def g_regon(fmt=''):
    while True:
        s = complete(digits(8), regon.is_valid)
        if s and fmt == '14':
            s = complete(s + digits(4, False), regon.is_valid)
        if s:
            return s

def g_plid(fmt=''):
    # Polish ID card: AAA + check digit + 5 digits; weights 7 3 1 9 7 3 1 7 3
    while True:
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTUWXYZ') for _ in range(3))
        rest = digits(5, False)
        vals = [ord(c) - 55 for c in L]
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        tot = sum(a*b for a, b in zip(vals + [int(x) for x in rest], w))
        cd = tot % 10
        s = f"{L}{cd}{rest}"
        if plid_ok(s):
            return s if fmt != 's' else s[:3] + ' ' + s[3:]

def plid_ok(s):
    s = s.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s):
        return False
    vals = [ord(c) - 55 for c in s[:3]] + [int(x) for x in s[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a*b for a, b in zip(vals, w)) % 10 == 0

# ---------- IBAN ----------
def _bban(cc):
    if cc == 'PL': return digits(24, False)
    if cc == 'DE': return digits(18, False)
    if cc == 'AT': return digits(16, False)
    if cc == 'NL': return ''.join(R.choice('ABINRGS') for _ in range(1)) + R.choice(['BNG', 'ABN', 'RAB', 'INGB'])[:0] + R.choice(['INGB', 'ABNA', 'RABO', 'TRIO']) [0:4][0:4] and R.choice(['INGB', 'ABNA', 'RABO', 'TRIO']) + digits(10, False)
    if cc == 'BE': 
        b = digits(10, False); k = int(b) % 97 or 97
        return b + f"{k:02d}"
    if cc == 'GB': return R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(14, False)
    if cc == 'IT':
        return R.choice(string.ascii_uppercase) + digits(10, False) + digits(12, False)
    if cc == 'UA': return digits(6, False) + digits(19, False)
    if cc == 'CH': return digits(17, False)
    if cc == 'ES':
        b = digits(4, False) + digits(4, False); a = digits(10, False)
        return b + ccc.calc_check_digits(b + '00' + a) + a
    if cc == 'FR':
        bank = digits(5); branch = digits(5); acc = digits(11, False)
        key = 97 - ((89*int(bank) + 15*int(branch) + 3*int(acc)) % 97)
        return bank + branch + acc + f"{key:02d}"
    raise ValueError(cc)

def g_iban(cc, fmt=''):
    cc = cc.upper()
    while True:
        b = _bban(cc)
        cd = iban.calc_check_digits(cc + '00' + b)
        s = cc + cd + b
        if iban.is_valid(s):
            break
    if fmt == 'c': return s
    if fmt == 'l': return grp(s).lower()
    return grp(s)

def g_nrb(fmt=''):
    s = g_iban('PL', 'c')[2:]
    if fmt == 'c': return s
    return s[:2] + ' ' + grp(s[2:])

# ---------- DE ----------
def g_steuerid(fmt=''):
    while True:
        s = complete(digits(10), idnr.is_valid)
        if s:
            break
    if fmt == 's': return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"
    return s

def g_vat_de(fmt=''):
    while True:
        s = complete(digits(8), de_vat.is_valid)
        if s:
            return 'DE' + s if fmt != 's' else 'DE ' + s

# ---------- ES ----------
def g_dni(fmt=''):
    n = digits(8, False)
    s = n + dni.calc_check_digit(n)
    return s if fmt != 'd' else n + '-' + s[-1]

def g_nie(fmt=''):
    p = R.choice('XYZ'); n = digits(7, False)
    s = p + n + nie.calc_check_digit(p + n)
    return s if fmt != 'd' else f"{p}-{n}-{s[-1]}"

def g_cif(fmt=''):
    while True:
        l = R.choice('ABG'); n = digits(7, False)
        s = l + n + cif.calc_check_digits(l + n + '0')[0] if False else None
        for c in '0123456789':
            t = l + n + c
            if cif.is_valid(t):
                return t
        
def g_vat_es(fmt=''):
    return 'ES' + g_cif()

# ---------- FR ----------
def g_nir(fmt=''):
    sx = R.choice('12'); yy = f"{R.randint(50,99):02d}" if R.random()<.7 else f"{R.randint(0,5):02d}"
    mm = f"{R.randint(1,12):02d}"; dep = f"{R.choice([13,31,33,35,44,59,67,69,75,92,93,94]):02d}"
    com = f"{R.randint(1,399):03d}"; order = f"{R.randint(1,999):03d}"
    s = sx + yy + mm + dep + com + order
    s += nir.calc_check_digits(s)
    assert nir.is_valid(s)
    if fmt == 's':
        return f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}"
    return s

def g_siren(fmt=''):
    n = digits(8); s = n + luhn.calc_check_digit(n)
    return s if fmt != 's' else f"{s[:3]} {s[3:6]} {s[6:]}"

def g_siret(fmt=''):
    sr = g_siren(); n = sr + digits(4, False)[:0] + f"{R.randint(10,99):05d}"[:4]
    n = sr + f"{R.randint(1,99):04d}"
    s = n + luhn.calc_check_digit(n)
    return s if fmt != 's' else f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:]}"

def g_vat_fr(fmt=''):
    sr = g_siren()
    k = (12 + 3 * (int(sr) % 97)) % 97
    s = f"FR{k:02d}{sr}"
    assert tva.is_valid(s)
    return s if fmt != 's' else f"FR {k:02d} {sr[:3]} {sr[3:6]} {sr[6:]}"

# ---------- US / GB ----------
def g_ssn(fmt=''):
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        s = f"{a:03d}{R.randint(1,99):02d}{R.randint(1,9999):04d}"
        if ssn.is_valid(s):
            return f"{s[:3]}-{s[3:5]}-{s[5:]}" if fmt != 'c' else s

def g_nino(fmt=''):
    bad_first = set('DFIQUV'); bad_second = set('DFIOQUV')
    while True:
        a = R.choice(string.ascii_uppercase); b = R.choice(string.ascii_uppercase)
        if a in bad_first or b in bad_second or a+b in ('BG','GB','NK','KN','TN','NT','ZZ'):
            continue
        break
    d = digits(6, False); suf = R.choice('ABCD')
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {suf}" if fmt == 's' else f"{a}{b}{d}{suf}"

def nino_ok(s):
    s = s.replace(' ', '').upper()
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s))

def g_vat_gb(fmt=''):
    from stdnum.gb import vat as gbv
    while True:
        s = digits(9)
        if gbv.is_valid(s):
            return 'GB' + s if fmt != 's' else f"GB {s[:3]} {s[3:7]} {s[7:]}"

# ---------- UA ----------
def g_rnokpp(fmt=''):
    while True:
        s = digits(9)
        for c in '0123456789':
            if rntrc.is_valid(s + c):
                return s + c

def g_edrpou(fmt=''):
    while True:
        s = digits(7, False)
        for c in '0123456789':
            if edrpou.is_valid(s + c):
                return s + c

# ---------- products ----------
def g_ean(fmt=''):
    pre = R.choice(['590', '400', '401', '84', '300', '482', '50'])
    n = pre + digits(12 - len(pre), False)
    return n + ean.calc_check_digit(n)

def g_ean8(fmt=''):
    n = R.choice(['590', '400', '84']) + digits(6, False)
    n = n[:7]
    return n + ean.calc_check_digit(n)

def g_isbn(fmt=''):
    n = R.choice(['97883', '97838', '97884', '97822', '97861']) + digits(7, False)
    s = n + ean.calc_check_digit(n)
    if fmt == 'd': return f"{s[:3]}-{s[3:5]}-{s[5:9]}-{s[9:12]}-{s[12]}"
    return s

# ---------- cards ----------
def g_card(fmt=''):
    pre = R.choice(['4', '4', '51', '53', '55', '2221'])
    n = pre + digits(15 - len(pre), False)
    s = n + luhn.calc_check_digit(n)
    if fmt == 'c': return s
    if fmt == 'd': return grp(s, 4, '-')
    return grp(s)

# ---------- phones ----------
PH = {
    'PL': lambda: R.choice('5678') + digits(8, False) if R.random() < .8 else R.choice(['22', '12', '61', '71', '58']) + digits(7, False),
    'DE': lambda: R.choice(['151', '152', '157', '160', '162', '170', '171', '172', '176', '177', '179']) + digits(8, False),
    'ES': lambda: R.choice('67') + digits(8, False),
    'FR': lambda: R.choice('67') + digits(8, False),
    'UA': lambda: R.choice(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']) + digits(7, False),
    'GB': lambda: '7' + R.choice(['4', '5', '7', '8', '9']) + digits(8, False),
    'US': lambda: R.choice(['212', '312', '415', '617', '206', '512']) + R.choice('23456789') + digits(6, False),
}
def g_phone(cc, fmt=''):
    cc = cc.upper()
    while True:
        n = PH[cc]()
        p = phonenumbers.parse(n, cc)
        if phonenumbers.is_valid_number(p):
            break
    if fmt == 'n':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if fmt == 'c':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)

def phone_ok(s, cc):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, cc))
    except Exception:
        return False

# ---------- secrets ----------
def g_seed(lang='english', fmt=''):
    m = Mnemonic(lang)
    return m.generate(128 if fmt != '24' else 256)

def seed_ok(s, lang):
    return Mnemonic(lang).check(s)

def g_pin(fmt=''): return digits(int(fmt or 4), False)
def g_code(fmt=''): return digits(int(fmt or 6), False)
def g_pw(fmt=''):
    words = ['Kasztan', 'Lipa', 'Sonne', 'Brise', 'Luna', 'Roble', 'Pomme', 'Vent', 'Kalyna', 'Ozero', 'Wrzos', 'Fuchs']
    return R.choice(words) + R.choice(['!', '#', '_', '$', '.', '*']) + digits(R.randint(2, 4), False) + R.choice(string.ascii_letters)
def g_tok(kind, fmt=''):
    alnum = string.ascii_letters + string.digits
    r = lambda n, a=alnum: ''.join(secrets.choice(a) for _ in range(n))
    if kind == 'sk_live': return 'sk_live_' + r(24)
    if kind == 'rk_live': return 'rk_live_' + r(24)
    if kind == 'ghp': return 'ghp_' + r(36)
    if kind == 'akia': return 'AKIA' + r(16, string.ascii_uppercase + string.digits)
    if kind == 'awssecret': return r(40, alnum + '/+')
    if kind == 'xoxb': return f"xoxb-{digits(11)}-{digits(13)}-{r(24)}"
    if kind == 'hex': return secrets.token_hex(16)
    if kind == 'sg': return 'SG.' + r(22) + '.' + r(43, alnum + '-_')
    raise ValueError(kind)

def g_num(n): return digits(int(n), True)

def _rv_check(area, date, letter, serial):
    ds = area + date + f"{ord(letter) - 64:02d}" + serial
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    return str(sum(sum(map(int, str(int(a) * b))) for a, b in zip(ds, w)) % 10)

def g_rvnr(fmt=''):
    # German pension insurance number, published check-digit rule
    area = R.choice(['12', '13', '15', '23', '24', '28', '38', '42', '53', '65'])
    date = f"{R.randint(1,28):02d}{R.randint(1,12):02d}{R.randint(55,99):02d}"
    letter = R.choice('ABEFHKLMNRSTW'); serial = f"{R.randint(0,49):02d}"
    s = area + date + letter + serial + _rv_check(area, date, letter, serial)
    return f"{s[:2]} {s[2:8]} {s[8]} {s[9:]}" if fmt == 's' else s

def rvnr_ok(s):
    s = re.sub(r'\s', '', s).upper()
    m = re.fullmatch(r'(\d\d)(\d{6})([A-Z])(\d\d)(\d)', s)
    return bool(m) and _rv_check(*m.groups()[:4]) == m.group(5)

def g_naf(fmt=''):
    # Spanish social security affiliation number: 2-digit province + 8 digits + (first 10 as int) mod 97
    p = R.choice(['08', '28', '41', '46', '29', '50']); n = digits(8, False)
    s = p + n + f"{int(p + n) % 97:02d}"
    return f"{s[:2]} {s[2:10]} {s[10:]}" if fmt == 's' else (f"{s[:2]} {s[2:]}" if fmt == 'p' else s)

def naf_ok(s):
    s = re.sub(r'[\s/-]', '', s)
    return bool(re.fullmatch(r'\d{12}', s)) and int(s[:10]) % 97 == int(s[10:])
