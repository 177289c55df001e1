"""Value generators and validators for broad-zzz14. All values fictional, checksums via python-stdnum."""
import random, secrets, string, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import luhn, iban, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(1414)
SR = secrets.SystemRandom()

def d(n): return ''.join(R.choice(string.digits) for _ in range(n))

def group(s, k=4, sep=' '): return sep.join(s[i:i+k] for i in range(0, len(s), k))

# ---------- checksum-bearing generators: return (display, kind) ----------
def g_pesel():
    while True:
        y = R.randint(1950, 2005); m = R.randint(1, 12); day = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{day:02d}" + d(4)
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v

def g_nip():
    while True:
        b = str(R.randint(1, 9)) + d(8)
        ok = [b + str(c) for c in range(10) if nip.is_valid(b + str(c))]
        if ok:
            v = ok[0]
            return R.choice([v, f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"])

def g_regon():
    while True:
        b = d(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v

def _iban(cc, bban):
    return cc + iban.calc_check_digits(cc + '00' + bban) + bban

def pl_sort(b7):
    w = [3, 9, 7, 1, 3, 9, 7]
    return b7 + str((10 - sum(int(a) * x for a, x in zip(b7, w)) % 10) % 10)

def g_bban(cc):
    if cc == 'PL': return pl_sort(R.choice(['1020', '1050', '1140', '1240', '1090']) + d(3)) + d(16)
    if cc == 'DE': return R.choice(['10070000', '20050550', '37040044', '50010517', '70150000']) + d(10)
    if cc == 'ES':
        bank, br, acc = d(4), d(4), d(10)
        return bank + br + ccc.calc_check_digits(bank + br + '00' + acc) + acc
    if cc == 'FR':
        bank, br, acc = d(5), d(5), d(11)
        key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97)
        return bank + br + acc + f"{key:02d}"
    if cc == 'BE':
        b = d(10); k = int(b) % 97 or 97
        return b + f"{k:02d}"
    if cc == 'UA': return R.choice(['305299', '322001', '300528', '320649']) + '0000' + d(15)
    if cc == 'GB': return R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + d(6) + d(8)
    if cc == 'IT':
        return None
    if cc == 'NL': return R.choice(['ABNA', 'INGB', 'RABO']) + d(10)
    if cc == 'AT': return d(16)
    raise KeyError(cc)

def g_iban(cc, spaced=True):
    while True:
        v = _iban(cc, g_bban(cc))
        if iban.is_valid(v) and national_ok(v): return group(v) if spaced else v

def g_nrb():
    v = _iban('PL', g_bban('PL'))[2:]
    return R.choice([v, v[:2] + ' ' + group(v[2:])])

def national_ok(v):
    cc, b = v[:2], v[4:]
    if cc == 'PL': return pl_sort(b[:7]) == b[:8]
    if cc == 'FR':
        return (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:23])) % 97 == 0
    if cc == 'BE': return (int(b[:10]) % 97 or 97) == int(b[10:])
    if cc == 'ES': return ccc.is_valid(b)
    return True

def g_idnr():
    while True:
        b = str(R.randint(1, 9)) + d(9)
        ok = [b + str(c) for c in range(10) if idnr.is_valid(b + str(c))]
        if ok:
            v = ok[0]; return R.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])

def g_devat():
    while True:
        b = str(R.randint(1, 9)) + d(7)
        ok = ['DE' + b + str(c) for c in range(10) if devat.is_valid('DE' + b + str(c))]
        if ok: return ok[0]

def g_dni():
    b = d(8); return b + dni.calc_check_digit(b)

def g_nie():
    b = R.choice('XYZ') + d(7); return b + nie.calc_check_digit(b)

def g_cif():
    while True:
        b = R.choice('BBBAF') + d(7); v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v): return v

def g_nir():
    while True:
        b = R.choice('12') + f"{R.randint(50,99):02d}{R.randint(1,12):02d}" + R.choice(['75', '69', '13', '33', '59', '44']) + d(3) + d(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return R.choice([v, f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"])

def g_siren():
    while True:
        b = str(R.randint(3, 9)) + d(7); v = b + str(luhn.calc_check_digit(b))
        if siren.is_valid(v): return R.choice([v, f"{v[:3]} {v[3:6]} {v[6:]}"])

def g_siret():
    while True:
        s = g_siren().replace(' ', ''); b = s + d(4); v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): return v

def g_tva():
    s = g_siren().replace(' ', '')
    k = (12 + 3 * (int(s) % 97)) % 97
    v = f"FR{k:02d}{s}"
    assert tva.is_valid(v); return v

def g_ssn():
    while True:
        v = f"{R.randint(100, 665):03d}-{R.randint(10, 99):02d}-{R.randint(1000, 9999):04d}"
        if ssn.is_valid(v): return v

NINO_BAD1 = set('DFIQUV'); NINO_BAD2 = set('DFIQUVO')
def g_nino():
    while True:
        a, b = R.choice(string.ascii_uppercase), R.choice(string.ascii_uppercase)
        if a in NINO_BAD1 or b in NINO_BAD2 or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        v = a + b + d(6) + R.choice('ABCD')
        return R.choice([v, f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"])

def nino_ok(v):
    v = v.replace(' ', '').upper()
    return (len(v) == 9 and v[0] not in NINO_BAD1 and v[1] not in NINO_BAD2 and v[:2] not in
            ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ') and v[2:8].isdigit() and v[8] in 'ABCD')

def g_rntrc():
    while True:
        b = d(9); v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v

def g_edrpou():
    while True:
        b = R.choice('234') + d(6); v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v

def g_inn():
    while True:
        b = R.choice(['77', '78', '50', '66']) + d(8)
        v = b + inn.calc_personal_check_digits(b)
        if inn.is_valid(v): return v

def g_card(prefix='4'):
    n = 16 if prefix[0] in '45' else 15
    b = prefix + d(n - len(prefix) - 1); v = b + luhn.calc_check_digit(b)
    k = 4 if n == 16 else None
    if n == 15: return R.choice([v, f"{v[:4]} {v[4:10]} {v[10:]}"])
    return R.choice([v, group(v), group(v, 4, '-')])

def g_isbn():
    b = '978' + R.choice(['83', '3', '84', '2', '617', '0']) ; b = b + d(12 - len(b))
    v = isbn.format(b + isbn.calc_check_digit(b)) if False else b + ean.calc_check_digit(b)
    assert isbn.is_valid(v); return isbn.format(v) if R.random() < 0.5 else v

def g_ean():
    b = R.choice(['590', '400', '840', '300', '482']) + d(9); return b + ean.calc_check_digit(b)

# ---------- phones ----------
PH_PREFIX = {'PL': ['5', '6', '7', '8'], 'DE': ['151', '160', '170', '176', '157'], 'ES': ['6', '7'],
             'FR': ['6', '7'], 'UA': ['50', '67', '63', '93', '97'], 'GB': ['7'], 'US': ['2', '3', '4', '5', '6', '7', '8', '9'],
             'RU': ['9']}
NSN = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'UA': 9, 'GB': 10, 'US': 10, 'RU': 10}

def g_phone(region, style=None):
    while True:
        p = R.choice(PH_PREFIX[region]); n = p + d(NSN[region] - len(p))
        num = phonenumbers.parse('+' + str(phonenumbers.country_code_for_region(region)) + n)
        if not phonenumbers.is_valid_number(num): continue
        t = phonenumbers.number_type(num)
        if region != 'US' and t not in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE): continue
        st = style or R.choice(['intl', 'nat', 'e164', 'plain'])
        if st == 'intl': return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        if st == 'nat': return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
        if st == 'e164': return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL).replace(' ', '').replace('-', '').replace('(', '').replace(')', '')

def phone_ok(v, region):
    try: return phonenumbers.is_valid_number(phonenumbers.parse(v, region))
    except Exception: return False

# ---------- seeds, tokens ----------
def g_seed(lang='english', words=12):
    m = Mnemonic(lang); return m.generate(128 if words == 12 else 256 if words == 24 else 160)

def seed_ok(v, lang):
    return Mnemonic(lang).check(v)

def rnd(alpha, n): return ''.join(SR.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
def g_token(kind):
    if kind == 'github': return 'ghp_' + rnd(AN, 36)
    if kind == 'stripe': return 'sk_live_' + rnd(AN, 24)
    if kind == 'aws': return 'AKIA' + rnd(string.ascii_uppercase + '234567', 16)
    if kind == 'awssecret': return rnd(AN + '/+', 40)
    if kind == 'openai': return 'sk-proj-' + rnd(AN + '-_', 48)
    if kind == 'slack': return 'xoxb-' + d(12) + '-' + d(13) + '-' + rnd(AN, 24)
    if kind == 'google': return 'AIza' + rnd(AN + '-_', 35)
    if kind == 'telegram': return d(10) + ':AA' + rnd(AN + '-_', 33)
    if kind == 'discord': return rnd(AN, 24) + '.' + rnd(AN, 6) + '.' + rnd(AN + '-_', 38)
    if kind == 'hex32': return rnd('0123456789abcdef', 32)
    raise KeyError(kind)
