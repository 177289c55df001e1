"""Value generators and validators for broad-zq (session 15). All values random, fictional."""
import random, secrets, string, re
from stdnum.pl import pesel, nip, regon
from stdnum import iban, isbn, ean, luhn
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

R = random.Random()

def _digits(n): return ''.join(R.choice(string.digits) for _ in range(n))

def gen_pesel(year=None):
    while True:
        y = year or R.randint(1940, 2024); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}{_digits(4)}"
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v

def gen_nip():
    while True:
        b = str(R.randint(1, 9)) + _digits(8)
        c = sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c == 10: continue
        v = b + str(c)
        if nip.is_valid(v): return v

def gen_regon():
    b = str(R.randint(1, 9)) + _digits(7); return b + regon.calc_check_digit(b)

def gen_iban(cc):
    lens = {'DE': ('n', 18), 'FR': None, 'ES': ('n', 20), 'PL': ('n', 24), 'GB': None, 'UA': ('n', 25),
            'AT': ('n', 16), 'NL': None, 'IT': None, 'BE': ('n', 12), 'IE': None, 'PT': ('n', 21), 'CH': ('n', 17)}
    for _ in range(10000):
        if cc == 'FR':
            bban = _digits(10) + ''.join(R.choice(string.digits) for _ in range(11))
            # RIB key
            key = 97 - (89 * int(bban[:5]) + 15 * int(bban[5:10]) + 3 * int(bban[10:21])) % 97
            bban += f"{key:02d}"
        elif cc == 'GB':
            bban = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + _digits(14)
        elif cc == 'NL':
            bban = R.choice(['ABNA', 'INGB', 'RABO', 'SNSB']) + _digits(10)
        elif cc == 'IT':
            bban = R.choice(string.ascii_uppercase) + _digits(10) + _digits(12)
        elif cc == 'IE':
            bban = R.choice(['AIBK', 'BOFI']) + _digits(14)
        elif cc == 'UA':
            bban = _digits(6) + '0000' + _digits(15)
        else:
            bban = _digits(lens[cc][1])
        if cc == 'ES':
            # bank/branch + 2 control digits + account
            from stdnum.es import ccc
            b = _digits(8); a = _digits(10)
            bban = b + ccc.calc_check_digits(b + '00' + a) + a
        if cc == 'PL':
            bban = '1' + _digits(3) + _digits(3); rest = _digits(16)
            w = [3, 9, 7, 1, 3, 9, 7]
            c = (10 - sum(int(x) * y for x, y in zip(bban, w)) % 10) % 10
            bban = bban + str(c) + rest
        chk = iban.calc_check_digits(cc + '00' + bban)
        v = cc + chk + bban
        if iban.is_valid(v): return v
    raise RuntimeError(cc)

def gen_nrb(): return gen_iban('PL')[2:]

def gen_steuerid():
    while True:
        b = str(R.randint(1, 9)) + _digits(9)
        # idnr: one digit appears twice or thrice, rest once in first 10
        digs = list(range(10)); R.shuffle(digs)
        rep = digs[0]; cand = digs[:9] + [rep]
        R.shuffle(cand)
        if cand[0] == 0: continue
        b = ''.join(map(str, cand))
        for c in string.digits:
            if idnr.is_valid(b + c): return b + c

def gen_devat():
    while True:
        b = str(R.randint(1, 9)) + _digits(7)
        for c in string.digits:
            if devat.is_valid('DE' + b + c): return 'DE' + b + c

def gen_dni():
    b = _digits(8); return b + dni.calc_check_digit(b)

def gen_nie():
    p = R.choice('XYZ'); b = _digits(7)
    return p + b + nie.calc_check_digit(p + b)

def gen_cif():
    while True:
        b = R.choice('ABBBB') + _digits(7)
        try:
            v = b + cif.calc_check_digits(b)[0]
        except Exception: continue
        if cif.is_valid(v): return v

def gen_nir():
    while True:
        s = R.choice('12'); yy = f"{R.randint(40, 99):02d}"; mm = f"{R.randint(1, 12):02d}"
        dep = f"{R.randint(1, 95):02d}"
        if dep == '20': dep = '21'
        com = f"{R.randint(1, 899):03d}"; ordn = f"{R.randint(1, 999):03d}"
        b = s + yy + mm + dep + com + ordn
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return v

def gen_siren():
    b = str(R.randint(1, 9)) + _digits(7); return b + luhn.calc_check_digit(b)

def gen_siret():
    s = gen_siren()
    while True:
        b = s + _digits(4)
        v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): return v

def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = f"{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn.is_valid(v): return v

def gen_rnokpp():
    while True:
        b = _digits(9)
        v = b + rntrc.calc_check_digit(b) if hasattr(rntrc, 'calc_check_digit') else None
        if v is None:
            v = _digits(10)
        if rntrc.is_valid(v): return v

def gen_edrpou():
    while True:
        b = R.choice('234') + _digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v

def gen_inn12():
    while True:
        b = _digits(10)
        v = b + inn.calc_personal_check_digits(b)
        if inn.is_valid(v): return v

def gen_card(kind='visa'):
    if kind == 'visa': b = '4' + _digits(14)
    elif kind == 'mc': b = '5' + str(R.randint(1, 5)) + _digits(13)
    else: b = R.choice(['34', '37']) + _digits(12)
    return b + luhn.calc_check_digit(b)

def gen_isbn():
    b = R.choice(['97883', '97838', '97884', '97822', '97861']) + _digits(7)
    return b + ean.calc_check_digit(b)

def gen_ean():
    b = R.choice(['590', '400', '840', '482', '376']) + _digits(9)
    return b + ean.calc_check_digit(b)

PHONE_PREFIX = {'PL': ['50', '51', '53', '60', '66', '69', '72', '78', '79', '88'], 'DE': ['151', '160', '170', '176', '157'],
                'ES': ['6', '7'], 'FR': ['6', '7'], 'UA': ['50', '63', '67', '68', '73', '93', '96', '97'],
                'GB': ['7'], 'US': None, 'RU': ['9']}

def gen_phone(region):
    for _ in range(10000):
        if region == 'PL': n = R.choice(PHONE_PREFIX['PL']) + _digits(7)
        elif region == 'DE': n = '0' + R.choice(PHONE_PREFIX['DE']) + _digits(8)
        elif region == 'ES': n = R.choice(['6', '7']) + _digits(8)
        elif region == 'FR': n = '0' + R.choice(['6', '7']) + _digits(8)
        elif region == 'UA': n = '0' + R.choice(PHONE_PREFIX['UA']) + _digits(7)
        elif region == 'GB': n = '07' + R.choice('45789') + _digits(8)
        elif region == 'US': n = str(R.randint(201, 989)) + str(R.randint(2, 9)) + _digits(6)
        elif region == 'RU': n = '89' + _digits(9)
        p = phonenumbers.parse(n, region)
        if phonenumbers.is_valid_number(p):
            return p
    raise RuntimeError(region)

def fmt_phone(p, style):
    if style == 'intl': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'e164': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)

def gen_seed(lang='english', words=12):
    m = Mnemonic(lang); return m.generate(128 if words == 12 else 256)

def gen_plid():
    # Polish ID card: 3 letters, check digit, 5 digits; weights 7,3,1,(9),7,3,1,7,3
    while True:
        letters = ''.join(R.choice(string.ascii_uppercase) for _ in range(3))
        d = _digits(5)
        vals = [ord(c) - 55 for c in letters] + [int(x) for x in d]
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        c = sum(a * b for a, b in zip(vals, w)) % 10
        return letters + str(c) + d

def check_plid(v):
    v = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(x) for x in v[4:]]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == int(v[3])

def gen_nino():
    first = 'ABCEGHJKLMNOPRSTWXYZ'; second = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(first) + R.choice(second)
        if p in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        return p + _digits(6) + R.choice('ABCD')

def check_nino(v):
    v = v.replace(' ', '').upper()
    return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v)) and v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')

def gen_password():
    words = ['Kasia', 'Burek', 'lato', 'Sonne', 'gato', 'soleil', 'kyiv', 'mama', 'Tiger', 'luna', 'Pomidor', 'Wolke', 'playa', 'Maison', 'sonechko', 'Dragon']
    sym = '!#$%&*?@_.'
    k = R.randint(0, 2)
    if k == 0: return R.choice(words) + _digits(R.randint(2, 4)) + R.choice(sym)
    if k == 1: return R.choice(words).lower() + R.choice(sym) + R.choice(words) + _digits(2)
    return ''.join(R.choice(string.ascii_letters + string.digits + '!#%&*') for _ in range(R.randint(10, 14)))

def gen_pin(n=4): return _digits(n)

def gen_wifi():
    k = R.randint(0, 1)
    if k == 0: return ''.join(R.choice(string.ascii_letters + string.digits) for _ in range(R.randint(12, 16)))
    return R.choice(['Kawa', 'Haus', 'casa', 'Chat', 'dim', 'Rybka']) + _digits(4) + R.choice(['Wifi', 'net', 'home', 'XL']) + R.choice('!#_')

def gen_recovery():
    return '-'.join(''.join(R.choice(string.ascii_lowercase + string.digits) for _ in range(5)) for _ in range(2))

def gen_token(kind):
    al = string.ascii_letters + string.digits
    if kind == 'github':
        import zlib
        body = ''.join(R.choice(al) for _ in range(30))
        crc = zlib.crc32(body.encode()) & 0xffffffff
        b62 = ''
        n = crc
        chars = string.digits + string.ascii_uppercase + string.ascii_lowercase
        while n: b62 = chars[n % 62] + b62; n //= 62
        return 'ghp_' + body + b62.rjust(6, '0')
    if kind == 'aws': return 'AKIA' + ''.join(R.choice(string.ascii_uppercase + '234567') for _ in range(16))
    if kind == 'awssecret': return ''.join(R.choice(al + '+/') for _ in range(40))
    if kind == 'stripe': return 'sk_live_' + ''.join(R.choice(al) for _ in range(24))
    if kind == 'openai': return 'sk-proj-' + ''.join(R.choice(al + '-_') for _ in range(48))
    if kind == 'hex': return secrets.token_hex(32)
    raise ValueError(kind)

def gen_sms(n=6): return _digits(n)

VALIDATORS = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'nrb': lambda v: iban.is_valid("PL" + v),
    'iban': iban.is_valid, 'steuerid': idnr.is_valid, 'devat': devat.is_valid, 'dni': dni.is_valid,
    'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
    'siret': siret.is_valid, 'ssn': ssn.is_valid, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid,
    'inn': inn.is_valid, 'card': luhn.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid,
    'plid': check_plid, 'nino': check_nino,
    'seed': lambda v: Mnemonic('english').check(v) or Mnemonic('spanish').check(v) or Mnemonic('french').check(v),
}

def phone_valid(v, region):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(v, region))
    except Exception:
        return False
