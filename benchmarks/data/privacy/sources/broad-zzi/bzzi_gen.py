"""Value generators for broad-zzi. Each generator returns (display, validator) where
validator(compact_string) -> bool re-checks the value after separators are dropped."""
import random, secrets, string, hashlib, re, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as std_iban, luhn, ean, isbn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(20261203 + 18)
D = string.digits
def rd(n): return ''.join(R.choice(D) for _ in range(n))
def nodash(v): return re.sub(r'[\s\-./]', '', v)
def ok_any(v): return True

def until(fn, valid):
    while True:
        v = fn()
        if valid(v): return v

def grp(s, sizes):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i+k]); i += k
    if i < len(s): out.append(s[i:])
    return [x for x in out if x]

def g_pesel(fmt=''):
    def mk():
        y = R.randint(1948, 2012); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f'{y%100:02d}{mm:02d}{d:02d}' + rd(4)
        return base + pesel.calc_check_digit(base)
    v = until(mk, pesel.is_valid)
    return v, pesel.is_valid

def g_nip(fmt=''):
    v = until(lambda: str(R.randint(1, 9)) + rd(9), nip.is_valid)
    if fmt == 'dash': v = '-'.join(grp(v, [3, 3, 2, 2]))
    elif fmt == 'dash2': v = '-'.join(grp(v, [3, 2, 2, 3]))
    elif fmt == 'pl': v = 'PL' + v
    return v, lambda c: nip.is_valid(c)

def g_regon(fmt=''):
    v = until(lambda: (lambda b: b + regon.calc_check_digit(b))(str(R.randint(1, 9)) + rd(7)), regon.is_valid)
    return v, regon.is_valid

def g_plid(fmt=''):
    def val(c):
        c = c.upper()
        if not re.fullmatch(r'[A-Z]{3}\d{6}', c): return False
        w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
        vals = [ord(ch) - 55 if ch.isalpha() else int(ch) for ch in c]
        return sum(a*b for a, b in zip(w, vals)) % 10 == 0
    while True:
        letters = ''.join(R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ') for _ in range(3))
        digs = rd(5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        vals = [ord(ch) - 55 for ch in letters] + [int(x) for x in digs]
        s = sum(a*b for a, b in zip(w, vals)) % 10
        v = letters + str(s) + digs
        if val(v): break
    if fmt == 'sp': v = v[:3] + ' ' + v[3:]
    return v, val

def _iban(cc, blen, alpha=False):
    def mk():
        b = rd(blen)
        if cc == 'GB': b = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK']) + rd(14)
        s = cc + '00' + b
        cd = std_iban.calc_check_digits(s)
        return cc + cd + b
    return until(mk, std_iban.is_valid)

IBAN_LEN = {'PL': 24, 'DE': 18, 'FR': 23, 'ES': 20, 'GB': 18, 'UA': 25, 'AT': 16, 'BE': 12, 'IT': 23, 'NL': 14}
def g_iban(cc, fmt='sp'):
    cc = cc.upper()
    if cc == 'IT':
        def mk():
            b = R.choice(string.ascii_uppercase) + rd(10) + rd(12)
            s = 'IT00' + b
            return 'IT' + std_iban.calc_check_digits(s) + b
        v = until(mk, std_iban.is_valid)
    elif cc == 'NL':
        def mk():
            b = R.choice(['INGB', 'ABNA', 'RABO', 'TRIO']) + rd(10)
            return 'NL' + std_iban.calc_check_digits('NL00' + b) + b
        v = until(mk, std_iban.is_valid)
    else:
        v = _iban(cc, IBAN_LEN[cc])
    if fmt == 'sp': v = ' '.join(grp(v, [4]*10))
    elif fmt == 'low': v = ' '.join(grp(v, [4]*10)).lower()
    return v, lambda c: std_iban.is_valid(c.upper())

def g_nrb(fmt='sp'):
    v = _iban('PL', 24)[2:]
    if fmt == 'sp': v = v[:2] + ' ' + ' '.join(grp(v[2:], [4]*6))
    return v, lambda c: std_iban.is_valid('PL' + c)

def g_steuerid(fmt=''):
    def mk():
        b = str(R.randint(1, 9)) + rd(9)
        return b + idnr.mod_11_10.calc_check_digit(b)
    v = until(mk, idnr.is_valid)
    if fmt == 'sp': v = ' '.join(grp(v, [2, 3, 3, 3]))
    return v, idnr.is_valid

def g_dni(fmt=''):
    b = rd(8)
    v = b + dni.calc_check_digit(b)
    if fmt == 'dash': v = b + '-' + v[-1]
    return v, dni.is_valid

def g_nie(fmt=''):
    p = R.choice('XYZ'); b = rd(7)
    v = p + b + nie.calc_check_digit(p + b)
    if fmt == 'dash': v = p + '-' + b + '-' + v[-1]
    return v, nie.is_valid

def g_cif(fmt=''):
    def mk():
        b = R.choice('ABBBBG') + rd(7)
        try: return b + cif.calc_check_digits(b)[0]
        except Exception: return 'x'
    v = until(mk, cif.is_valid)
    return v, cif.is_valid

def g_nir(fmt='sp', sex=None):
    def mk():
        s = sex or R.choice('12')
        b = s + f'{R.randint(55, 99):02d}' + f'{R.randint(1, 12):02d}' + f'{R.randint(1, 95):02d}'.replace('20', '21') + rd(3) + rd(3)
        return b + nir.calc_check_digits(b)
    v = until(mk, nir.is_valid)
    if fmt == 'sp': v = ' '.join(grp(v, [1, 2, 2, 2, 3, 3, 2]))
    return v, nir.is_valid

def g_nir_f(fmt='sp'): return g_nir(fmt, '2')
def g_nir_m(fmt='sp'): return g_nir(fmt, '1')

def g_siren(fmt=''):
    v = until(lambda: (lambda b: b + luhn.calc_check_digit(b))(rd(8)), siren.is_valid)
    if fmt == 'sp': v = ' '.join(grp(v, [3, 3, 3]))
    return v, siren.is_valid

def g_siret(fmt=''):
    s, _ = g_siren()
    v = until(lambda: (lambda b: b + luhn.calc_check_digit(b))(s + '000' + rd(1)), siret.is_valid)
    if fmt == 'sp': v = ' '.join(grp(v, [3, 3, 3, 5]))
    return v, siret.is_valid

def g_ssn(fmt='dash'):
    def mk():
        a = R.randint(1, 899)
        if a == 666: a = 667
        return f'{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}'
    v = until(mk, ssn.is_valid)
    if fmt == 'dash': v = v[:3] + '-' + v[3:5] + '-' + v[5:]
    elif fmt == 'sp': v = v[:3] + ' ' + v[3:5] + ' ' + v[5:]
    return v, ssn.is_valid

def g_nino(fmt='sp'):
    bad1 = set('DFIQUV'); bad2 = set('DFIQUVO')
    while True:
        a = R.choice(string.ascii_uppercase); b = R.choice(string.ascii_uppercase)
        if a in bad1 or b in bad2 or a+b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        break
    v = a + b + rd(6) + R.choice('ABCD')
    def val(c): return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c.upper()))
    if fmt == 'sp': v = ' '.join([v[:2], v[2:4], v[4:6], v[6:8], v[8]])
    return v, val

def g_rnokpp(fmt=''):
    v = until(lambda: (lambda b: b + rntrc.calc_check_digit(b))(str(R.randint(2, 4)) + rd(8)), rntrc.is_valid)
    return v, rntrc.is_valid

def g_edrpou(fmt=''):
    v = until(lambda: (lambda b: b + edrpou.calc_check_digit(b))(str(R.randint(2, 4)) + rd(6)), edrpou.is_valid)
    return v, edrpou.is_valid

def g_inn12(fmt=''):
    def mk():
        b = str(R.randint(1, 9)) + rd(9)
        return b + inn.calc_personal_check_digits(b)
    return until(mk, inn.is_valid), inn.is_valid

def g_inn10(fmt=''):
    def mk():
        b = str(R.randint(1, 9)) + rd(8)
        return b + inn.calc_company_check_digit(b)
    return until(mk, inn.is_valid), inn.is_valid

def g_devat(fmt=''):
    def mk():
        b = str(R.randint(1, 9)) + rd(7)
        return 'DE' + b + de_vat.mod_11_10.calc_check_digit(b)
    v = until(mk, de_vat.is_valid)
    if fmt == 'sp': v = v[:2] + ' ' + v[2:]
    return v, de_vat.is_valid

def g_card(fmt='sp', brand='visa'):
    pre = {'visa': '4' + rd(5), 'mc': str(R.randint(51, 55)) + rd(4), 'amex': R.choice(['34', '37']) + rd(4)}[brand]
    n = 15 if brand == 'amex' else 16
    b = pre + rd(n - 1 - len(pre))
    v = b + luhn.calc_check_digit(b)
    if fmt == 'sp':
        v = ' '.join(grp(v, [4, 6, 5] if brand == 'amex' else [4, 4, 4, 4]))
    elif fmt == 'dash':
        v = '-'.join(grp(v, [4, 4, 4, 4]))
    return v, luhn.is_valid
def g_mc(fmt='sp'): return g_card(fmt, 'mc')
def g_amex(fmt='sp'): return g_card(fmt, 'amex')

def g_isbn(fmt='dash'):
    b = '978' + str(R.randint(0, 9)) + rd(8)
    v = b + ean.calc_check_digit(b)
    if fmt == 'dash': v = '-'.join([v[:3], v[3], v[4:8], v[8:12], v[12]])
    return v, isbn.is_valid

def g_ean(fmt=''):
    b = R.choice(['590', '400', '300', '840', '482', '841']) + rd(9)
    return b + ean.calc_check_digit(b), ean.is_valid

PHONE_PREFIX = {'PL': ['5', '6', '7', '8'], 'DE': ['151', '160', '170', '171', '176'], 'FR': ['6', '7'],
                'ES': ['6', '7'], 'GB': ['7'], 'UA': ['50', '67', '63', '93', '97'], 'US': ['']}
PHONE_LEN = {'PL': 9, 'DE': 11, 'FR': 9, 'ES': 9, 'GB': 10, 'UA': 9, 'US': 10}
def g_phone(region, fmt='intl'):
    region = region.upper()
    while True:
        pre = R.choice(PHONE_PREFIX[region])
        n = pre + rd(PHONE_LEN[region] - len(pre))
        if region == 'US': n = str(R.randint(2, 9)) + rd(2) + str(R.randint(2, 9)) + rd(6)
        try: p = phonenumbers.parse(n if region != 'DE' else n, region)
        except Exception: continue
        if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    if fmt == 'intl': v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif fmt == 'nat': v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    else: v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    def val(c, region=region):
        try: return phonenumbers.is_valid_number(phonenumbers.parse(c, region))
        except Exception: return False
    return v, val

def g_seed(lang='english', words=12):
    m = Mnemonic(lang)
    v = m.generate(128 if words == 12 else 256)
    return v, None  # checked specially (spaces kept)

B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def g_wif(fmt=''):
    pl = b'\x80' + secrets.token_bytes(32) + b'\x01'
    ck = hashlib.sha256(hashlib.sha256(pl).digest()).digest()[:4]
    v = b58(pl + ck)
    def val(c):
        n = 0
        for ch in c: n = n * 58 + B58.index(ch)
        b = n.to_bytes(38, 'big')
        return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]
    return v, val

AL = string.ascii_letters + string.digits
def sr(n, alpha=AL): return ''.join(secrets.choice(alpha) for _ in range(n))
def g_ghp(fmt=''): return 'ghp_' + sr(36), ok_any
def g_stripe(fmt=''): return 'sk_live_' + sr(24), ok_any
def g_akia(fmt=''): return 'AKIA' + sr(16, string.ascii_uppercase + '234567'), ok_any
def g_awssecret(fmt=''): return sr(40, AL + '/+'), ok_any
def g_slack(fmt=''): return 'xoxb-' + ''.join(secrets.choice(D) for _ in range(12)) + '-' + ''.join(secrets.choice(D) for _ in range(13)) + '-' + sr(24), ok_any
def g_openai(fmt=''): return 'sk-proj-' + sr(48, AL + '_-'), ok_any
def g_hex64(fmt=''): return secrets.token_hex(32), ok_any
def g_tok32(fmt=''): return sr(32), ok_any
def g_pem(fmt=''):
    body = secrets.token_bytes(48)
    import base64
    return '-----BEGIN OPENSSH PRIVATE KEY----- ' + base64.b64encode(body).decode() + ' -----END OPENSSH PRIVATE KEY-----', ok_any

WORDS = ['Kot', 'Lato', 'Sonne', 'Playa', 'Soleil', 'Misto', 'Tigre', 'Rower', 'Berg', 'Luna', 'Pomme', 'Kawa', 'Hund', 'Mango', 'Fuego', 'Orzech', 'Wolke']
def g_pw(fmt=''):
    k = secrets.randbelow(3)
    if k == 0: v = secrets.choice(WORDS) + secrets.choice(WORDS).lower() + str(secrets.randbelow(9000) + 100) + secrets.choice('!#$%&*?')
    elif k == 1: v = sr(12, AL + '!#%&*')
    else: v = secrets.choice(WORDS) + '_' + str(secrets.randbelow(90) + 10) + secrets.choice('!.#') + secrets.choice(WORDS).lower()
    return v, ok_any
def g_pin(fmt=''): return ''.join(secrets.choice(D) for _ in range(4)), ok_any
def g_code6(fmt=''):
    v = ''.join(secrets.choice(D) for _ in range(6))
    if fmt == 'sp': v = v[:3] + ' ' + v[3:]
    return v, ok_any
def g_code8(fmt=''): return ''.join(secrets.choice(D) for _ in range(8)), ok_any
def g_door(fmt=''): return ''.join(secrets.choice(D) for _ in range(secrets.choice([4, 5, 6]))), ok_any
def g_recov(fmt=''): return ' '.join(sr(4, string.ascii_lowercase + D) + '-' + sr(4, string.ascii_lowercase + D) for _ in range(4)), ok_any
def g_wifi(fmt=''): return secrets.choice(WORDS) + sr(6, string.ascii_lowercase + D) + secrets.choice(WORDS).lower() + str(secrets.randbelow(90) + 10), ok_any

def g_passport_pl(fmt=''): return ''.join(R.choice('ABCEFGHJ') for _ in range(2)) + rd(7), ok_any
def g_passport_de(fmt=''): return 'C' + ''.join(R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8)), ok_any
def g_passport_ua(fmt=''): return ''.join(R.choice('ABCEFGKMNPTX') for _ in range(2)) + rd(6), ok_any
def g_passport_fr(fmt=''): return rd(2) + ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + rd(5), ok_any
def g_passport_es(fmt=''): return ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + rd(6), ok_any
def g_passport_us(fmt=''): return rd(9), ok_any
def g_passport_ru(fmt=''): return rd(2) + ' ' + rd(2) + ' ' + rd(6), ok_any

UL = 'ABCDEFGHJKLMNPRSTUVWXYZ'
def g_plate_pl(fmt=''): return R.choice(['WA', 'KR', 'PO', 'GD', 'WR', 'LU', 'SK', 'EL', 'DW', 'WPR', 'KRA']) + ' ' + rd(R.choice([4, 5])) + R.choice(['', R.choice(UL)]), ok_any
def g_plate_de(fmt=''): return R.choice(['B', 'M', 'HH', 'K', 'F', 'S', 'DO', 'HB']) + '-' + ''.join(R.choice(UL) for _ in range(2)) + ' ' + str(R.randint(1, 9999)), ok_any
def g_plate_fr(fmt=''): return ''.join(R.choice(UL) for _ in range(2)) + '-' + rd(3) + '-' + ''.join(R.choice(UL) for _ in range(2)), ok_any
def g_plate_es(fmt=''): return rd(4) + ' ' + ''.join(R.choice('BCDFGHJKLMNPRSTVWXYZ') for _ in range(3)), ok_any
def g_plate_gb(fmt=''): return ''.join(R.choice(UL) for _ in range(2)) + rd(2) + ' ' + ''.join(R.choice(UL) for _ in range(3)), ok_any
def g_plate_ua(fmt=''): return R.choice(['АА', 'КА', 'ВС', 'АІ', 'ВН', 'АХ']) + rd(4) + ''.join(R.choice('АВЕІКМНОРСТХ') for _ in range(2)), ok_any

def g_uuid(fmt=''):
    import uuid
    return str(uuid.UUID(int=R.getrandbits(128), version=4)), ok_any
def g_sha(fmt=''): return hashlib.sha256(str(R.random()).encode()).hexdigest()[:40], ok_any
def g_order(fmt=''): return rd(R.choice([8, 10, 12])), ok_any

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_') and callable(v)}
def gen(spec):
    """spec like 'iban:de:sp' / 'pesel' / 'phone:pl:nat'"""
    parts = spec.split(':')
    name, args = parts[0], parts[1:]
    if name == 'iban': return g_iban(*args)
    if name == 'phone': return g_phone(*args)
    if name == 'seed':
        return g_seed(args[0] if args else 'english', int(args[1]) if len(args) > 1 else 12)
    return GEN[name](*args)

from stdnum.gb import vat as gb_vat
def g_gbvat(fmt='sp'):
    v = until(lambda: rd(9), lambda c: gb_vat.is_valid(c) and len(c) == 9)
    if fmt == 'sp': v = 'GB ' + ' '.join([v[:3], v[3:7], v[7:]])
    return v, lambda c: gb_vat.is_valid(c)
GEN['gbvat'] = g_gbvat

def g_nss_es(fmt='slash'):
    pp = f'{R.randint(1, 52):02d}'; n = str(R.randint(10000000, 99999999))
    cd = f'{int(pp + n) % 97:02d}'
    v = f'{pp}/{n}/{cd}' if fmt == 'slash' else pp + n + cd
    def val(c): return len(c) == 12 and c.isdigit() and int(c[:10]) % 97 == int(c[10:])
    return v, val
GEN['nss_es'] = g_nss_es

from stdnum.fr import nif as fr_nif, tva as fr_tva
def g_spi(fmt='sp'):
    v = until(lambda: str(R.randint(0, 3)) + rd(12), fr_nif.is_valid)
    if fmt == 'sp': v = ' '.join([v[:2], v[2:4], v[4:7], v[7:10], v[10:]])
    return v, fr_nif.is_valid
def g_tvafr(fmt=''):
    s, _ = g_siren()
    v = siren.to_tva(s)
    if not v.startswith('FR'): v = 'FR' + v
    if fmt == 'sp': v = v[:4] + ' ' + ' '.join([v[4:7], v[7:10], v[10:]])
    return v, fr_tva.is_valid
GEN['spi'] = g_spi; GEN['tvafr'] = g_tvafr
