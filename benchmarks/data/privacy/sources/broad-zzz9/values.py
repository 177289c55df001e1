"""Value generators and validators for broad-zzz9 (python-stdnum, phonenumbers, mnemonic, secrets).

Every generator returns (display_value, compact_value). validate(kind, compact) re-checks a value.
All values are random and fictional; none is looked up anywhere.
"""
import random, re, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn, ein
from stdnum.gb import utr
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(9099)          # values; tokens use `secrets` (not reproducible, by design)
D = string.digits

def rd(n, first_nonzero=False):
    s = ''.join(R.choice(D) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s

def brute(body_fn, tail_alphabet, valid, tail_len=1):
    while True:
        body = body_fn()
        cands = [''] 
        for _ in range(tail_len):
            cands = [c + a for c in cands for a in tail_alphabet]
        ok = [body + t for t in cands if valid(body + t)]
        if ok:
            return ok[0]

def group(s, sizes):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n]); i += n
    if i < len(s):
        out.append(s[i:])
    return ' '.join(x for x in out if x)

def g4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))

# ---------------- Polish
def gen_pesel():
    y = R.randint(1952, 2004); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + rd(4)
    v = body + pesel.calc_check_digit(body)
    return v, v

def gen_nip():
    v = brute(lambda: rd(3, True).replace('0', '1', 1) + rd(6), D, nip.is_valid)
    st = R.choice(['plain', 'dash3322', 'dash3223', 'pl'])
    disp = {'plain': v, 'dash3322': f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}",
            'dash3223': f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}", 'pl': 'PL' + v}[st]
    return disp, v

def gen_regon():
    body = rd(8, True); v = body + regon.calc_check_digit(body)
    return v, v

def gen_nrb():
    bank = R.choice(['102', '105', '109', '114', '116', '124', '132', '175', '193', '249'])
    sort7 = bank + rd(4)
    w = [3, 9, 7, 1, 3, 9, 7]
    chk = (10 - sum(int(a) * b for a, b in zip(sort7, w)) % 10) % 10
    bban = sort7 + str(chk) + rd(16)
    cd = iban.calc_check_digits('PL00' + bban)
    v = cd + bban
    disp = R.choice([group(v, [2, 4, 4, 4, 4, 4, 4]), v])
    return disp, v

def nrb_ok(v):
    v = v.upper().replace('PL', '')
    if not (len(v) == 26 and v.isdigit()):
        return False
    try:
        iban.validate('PL' + v, check_country=False)
    except Exception:
        return False
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(a) * b for a, b in zip(v[2:9], w)) % 10) % 10 == int(v[9])

# ---------------- IBAN of several countries (national check digits where the country has them)
def fr_rib_key(bank, guichet, account):
    return 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(account)) % 97)

def gen_iban(cc):
    if cc == 'DE':
        bban = R.choice('12345678') + rd(7) + rd(10)
    elif cc == 'AT':
        bban = R.choice('12345') + rd(4) + rd(11)
    elif cc == 'ES':
        b, o, a = rd(4, True), rd(4), rd(10)
        bban = b + o + ccc.calc_check_digits(b + o + '00' + a) + a
    elif cc == 'FR':
        b, g, a = rd(5, True), rd(5), rd(11)
        bban = b + g + a + f"{fr_rib_key(b, g, a):02d}"
    elif cc == 'BE':
        body = rd(10, True)
        k = int(body) % 97 or 97
        bban = body + f"{k:02d}"
    elif cc == 'PL':
        d, v = gen_nrb(); return g4('PL' + v), 'PL' + v
    elif cc == 'GB':
        bban = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK', 'MONZ', 'SRLG']) + rd(6) + rd(8)
    elif cc == 'NL':
        bban = R.choice(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB']) + rd(10)
    elif cc == 'UA':
        bban = R.choice(['305299', '322001', '300528', '320649', '351005', '380805']) + rd(19)
    elif cc == 'IE':
        bban = R.choice(['AIBK', 'BOFI']) + rd(6) + rd(8)
    else:
        raise KeyError(cc)
    v = cc + iban.calc_check_digits(cc + '00' + bban) + bban
    return R.choice([g4(v), g4(v), v]), v

def iban_ok(v):
    v = v.upper()
    try:
        iban.validate(v, check_country=False)   # structure + mod-97; national digits below
    except Exception:
        return False
    cc, bban = v[:2], v[4:]
    if cc == 'ES':
        return ccc.is_valid(bban)
    if cc == 'FR':
        return fr_rib_key(bban[:5], bban[5:10], bban[10:21]) == int(bban[21:])
    if cc == 'PL':
        return nrb_ok(v[2:])
    if cc == 'BE':
        k = int(bban[:10]) % 97 or 97
        return k == int(bban[10:])
    return True   # DE/AT/GB/NL/UA/IE: mod-97 only

# ---------------- German
def gen_idnr():
    v = brute(lambda: rd(10, True), D, idnr.is_valid)
    return R.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"]), v

def gen_devat():
    v = brute(lambda: rd(8, True), D, lambda x: devat.is_valid('DE' + x))
    return R.choice(['DE' + v, 'DE ' + v, 'DE ' + v[:3] + ' ' + v[3:6] + ' ' + v[6:]]), 'DE' + v

# ---------------- Spanish
def gen_dni():
    v = brute(lambda: rd(8), 'TRWAGMYFPDXBNJZSQVHLCKE', dni.is_valid)
    return R.choice([v, v[:8] + '-' + v[8]]), v

def gen_nie():
    v = brute(lambda: R.choice('XYZ') + rd(7), string.ascii_uppercase, nie.is_valid)
    return R.choice([v, f"{v[0]}-{v[1:8]}-{v[8]}"]), v

def gen_cif():
    v = brute(lambda: R.choice('ABB') + rd(7, True), D, cif.is_valid)
    return v, v

# ---------------- French
def gen_nir():
    sex = R.choice('12'); yy = f"{R.randint(52, 99):02d}"; mm = f"{R.randint(1, 12):02d}"
    dep = f"{R.randint(1, 95):02d}".replace('20', '21'); com = rd(3); order = rd(3)
    body = sex + yy + mm + dep + com + order
    v = body + nir.calc_check_digits(body)
    return R.choice([v, f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"]), v

def gen_siren():
    v = rd(8, True); v = v + luhn.calc_check_digit(v)
    return R.choice([v, f"{v[:3]} {v[3:6]} {v[6:]}"]), v

def gen_siret():
    s = rd(8, True); s = s + luhn.calc_check_digit(s)
    v = brute(lambda: s + '000' + R.choice('1234'), D, siret.is_valid)
    return R.choice([v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"]), v

def gen_tva():
    s = rd(8, True); s = s + luhn.calc_check_digit(s)
    k = (12 + 3 * (int(s) % 97)) % 97
    v = f"FR{k:02d}{s}"
    return R.choice([v, f"FR {k:02d} {s[:3]} {s[3:6]} {s[6:]}"]), v

# ---------------- US / UK
def gen_ssn():
    v = brute(lambda: f"{R.randint(1, 665):03d}{R.randint(1, 99):02d}", D, ssn.is_valid, 4)
    while True:
        a = f"{R.randint(1, 665):03d}"
        if a == '666':
            continue
        v = a + f"{R.randint(1, 99):02d}" + f"{R.randint(1, 9999):04d}"
        if ssn.is_valid(v):
            return f"{v[:3]}-{v[3:5]}-{v[5:]}", v

def gen_ein():
    while True:
        v = R.choice(['20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '95']) + rd(7)
        if ein.is_valid(v):
            return f"{v[:2]}-{v[2:]}", v

NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
def nino_ok(v):
    v = v.upper()
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])', v)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PREFIX

def gen_nino():
    while True:
        v = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + rd(6) + R.choice('ABCD')
        if nino_ok(v):
            return R.choice([v, f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"]), v

def gen_utr():
    body = rd(9); v = utr.calc_check_digit(body) + body
    return R.choice([v, v[:5] + ' ' + v[5:]]), v

# ---------------- Ukrainian / Russian
def gen_rntrc():
    v = brute(lambda: R.choice('23') + rd(8), D, rntrc.is_valid)
    return v, v

def gen_edrpou():
    v = brute(lambda: R.choice('234') + rd(6), D, edrpou.is_valid)
    return v, v

def gen_inn12():
    body = R.choice(['77', '78', '50', '66', '54', '16']) + rd(8)
    v = body + inn.calc_personal_check_digits(body)
    return v, v

def gen_inn10():
    body = R.choice(['77', '78', '50']) + rd(7)
    v = body + inn.calc_company_check_digit(body)
    return v, v

# ---------------- cards, books, barcodes
def gen_card(prefixes):
    while True:
        body = R.choice(prefixes) 
        body += rd(15 - len(body))
        v = body + luhn.calc_check_digit(body)
        if v not in ('4242424242424242', '4111111111111111', '5555555555554444'):
            return R.choice([g4(v), g4(v), v]), v

def gen_isbn():
    body = R.choice(['97883', '97838', '97884', '97820', '97817', '978966', '9785']) 
    body += rd(12 - len(body))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    return isbn.format(v) if R.random() < 0.7 else v, v

def gen_ean():
    body = R.choice(['590', '400', '84', '300', '482', '460']) 
    body += rd(12 - len(body))
    v = body + ean.calc_check_digit(body)
    return v, v

# ---------------- phones
PHONE_PREFIX = {
    'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88'],
    'DE': ['151', '152', '157', '160', '170', '171', '175', '176', '177', '179'],
    'AT': ['650', '660', '664', '676', '699'],
    'ES': ['6', '6', '6', '7'], 'FR': ['6', '6', '7'], 'GB': ['74', '75', '77', '78', '79'],
    'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
    'US': ['212', '312', '415', '503', '617', '702', '917'], 'RU': ['91', '92', '98', '90'],
    'IE': ['83', '85', '86', '87'],
}
PHONE_LEN = {'PL': 9, 'DE': 11, 'AT': 10, 'ES': 9, 'FR': 9, 'GB': 10, 'UA': 9, 'US': 10, 'RU': 10, 'IE': 9}

def gen_phone(cc):
    while True:
        nn = R.choice(PHONE_PREFIX[cc]); nn += rd(PHONE_LEN[cc] - len(nn))
        if cc == 'US' and nn[3] in '01':
            continue
        try:
            p = phonenumbers.parse(nn if cc in ('US',) else nn, cc)
        except Exception:
            continue
        if not phonenumbers.is_valid_number(p):
            continue
        if cc != 'US' and phonenumbers.number_type(p) not in (phonenumbers.PhoneNumberType.MOBILE,
                                                             phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            continue
        F = phonenumbers.PhoneNumberFormat
        st = R.choice(['intl', 'nat', 'e164', 'nat-compact', 'intl', 'nat'])
        if st == 'intl':
            d = phonenumbers.format_number(p, F.INTERNATIONAL)
        elif st == 'e164':
            d = phonenumbers.format_number(p, F.E164)
        elif st == 'nat':
            d = phonenumbers.format_number(p, F.NATIONAL)
        else:
            d = re.sub(r'[^\d]', '', phonenumbers.format_number(p, F.NATIONAL))
        return d, phonenumbers.format_number(p, F.E164)

def phone_ok(disp, cc):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(disp, cc))
    except Exception:
        return False

# ---------------- seeds, tokens
SEED_LANG = {'en': 'english', 'es': 'spanish', 'fr': 'french', 'it': 'italian', 'cs': 'czech'}   # the russian wordlist fails its own check() here, so it is not used
def gen_seed(lang, words):
    m = Mnemonic(SEED_LANG[lang])
    ent = bytes(R.getrandbits(8) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    v = m.to_mnemonic(ent)
    return v, v

def seed_ok(v, lang):
    return Mnemonic(SEED_LANG[lang]).check(v)

AZ = string.ascii_letters + string.digits
def rnd(alpha, n):
    return ''.join(secrets.choice(alpha) for _ in range(n))

def gen_token(kind):
    if kind == 'stripe':
        v = 'sk_live_' + rnd(AZ, 24)
    elif kind == 'ghp':
        v = 'ghp_' + rnd(AZ, 36)
    elif kind == 'aws':
        v = 'AKIA' + rnd(string.ascii_uppercase + '234567', 16)
    elif kind == 'awssecret':
        v = rnd(AZ + '+/', 40)
    elif kind == 'glpat':
        v = 'glpat-' + rnd(AZ + '-_', 20)
    elif kind == 'slack':
        v = 'xoxb-' + rnd(D, 12) + '-' + rnd(D, 13) + '-' + rnd(AZ, 24)
    elif kind == 'openai':
        v = 'sk-proj-' + rnd(AZ + '-_', 48)
    elif kind == 'shopify':
        v = 'shpat_' + rnd('0123456789abcdef', 32)
    elif kind == 'sendgrid':
        v = 'SG.' + rnd(AZ + '-_', 22) + '.' + rnd(AZ + '-_', 43)
    elif kind == 'tg':
        v = str(secrets.randbelow(9 * 10 ** 9) + 10 ** 9) + ':AA' + rnd(AZ + '-_', 33)
    else:
        raise KeyError(kind)
    return v, v

TOKEN_RE = {
    'stripe': r'sk_live_[A-Za-z0-9]{24}', 'ghp': r'ghp_[A-Za-z0-9]{36}', 'aws': r'AKIA[A-Z2-7]{16}',
    'awssecret': r'[A-Za-z0-9+/]{40}', 'glpat': r'glpat-[A-Za-z0-9_-]{20}',
    'slack': r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}', 'openai': r'sk-proj-[A-Za-z0-9_-]{48}',
    'shopify': r'shpat_[0-9a-f]{32}', 'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'tg': r'\d{10}:AA[A-Za-z0-9_-]{33}',
}

# ---------------- registry: name -> (generator, validator(compact), checksum-bearing?)
def _v(mod):
    return lambda c: mod.is_valid(c)

REG = {
    'pesel': (gen_pesel, _v(pesel), True), 'nip': (gen_nip, _v(nip), True), 'regon': (gen_regon, _v(regon), True),
    'nrb': (gen_nrb, nrb_ok, True),
    'idnr': (gen_idnr, _v(idnr), True), 'devat': (gen_devat, _v(devat), True),
    'dni': (gen_dni, _v(dni), True), 'nie': (gen_nie, _v(nie), True), 'cif': (gen_cif, _v(cif), True),
    'nir': (gen_nir, _v(nir), True), 'siren': (gen_siren, _v(siren), True), 'siret': (gen_siret, _v(siret), True),
    'tva': (gen_tva, _v(tva), True),
    'ssn': (gen_ssn, _v(ssn), False), 'ein': (gen_ein, _v(ein), False), 'nino': (gen_nino, nino_ok, False),
    'utr': (gen_utr, _v(utr), True),
    'rntrc': (gen_rntrc, _v(rntrc), True), 'edrpou': (gen_edrpou, _v(edrpou), True),
    'inn12': (gen_inn12, _v(inn), True), 'inn10': (gen_inn10, _v(inn), True),
    'visa': (lambda: gen_card(['4']), _v(luhn), True),
    'mc': (lambda: gen_card(['51', '52', '53', '54', '55', '2221', '2720']), _v(luhn), True),
    'amex': (None, _v(luhn), True),
    'isbn': (gen_isbn, _v(isbn), True), 'ean': (gen_ean, _v(ean), True),
}
for cc in ['DE', 'AT', 'ES', 'FR', 'BE', 'PL', 'GB', 'NL', 'UA', 'IE']:
    REG['iban-' + cc] = ((lambda c=cc: gen_iban(c)), iban_ok, True)
for cc in PHONE_PREFIX:
    REG['phone-' + cc] = ((lambda c=cc: gen_phone(c)), None, False)
for lg in SEED_LANG:
    for w in (12, 24):
        REG[f'seed-{lg}-{w}'] = ((lambda l=lg, n=w: gen_seed(l, n)), (lambda v, l=lg: seed_ok(v, l)), False)
for t in TOKEN_RE:
    REG['tok-' + t] = ((lambda k=t: gen_token(k)), (lambda v, k=t: re.fullmatch(TOKEN_RE[k], v) is not None), False)

def amex():
    body = R.choice(['34', '37']) + rd(12)
    v = body + luhn.calc_check_digit(body)
    return f"{v[:4]} {v[4:10]} {v[10:]}", v
REG['amex'] = (amex, _v(luhn), True)

SEP = re.compile(r'[\s\-./()]')
def compact(kind, disp):
    if kind.startswith(('seed-', 'tok-')):
        return disp
    return SEP.sub('', disp).upper()

def validate(kind, disp):
    if kind.startswith('phone-'):
        return phone_ok(disp, kind.split('-')[1])
    gen, val, _ = REG[kind]
    return val(compact(kind, disp))

# ---------------- travel documents (ICAO 9303 7-3-1 check digit) and Polish ID card
def icao_cd(s):
    val = lambda c: int(c) if c.isdigit() else ord(c) - 55
    return str(sum(val(c) * w for c, w in zip(s, [7, 3, 1] * 10)) % 10)

def gen_dedoc():   # German passport serial: 9 chars from C F G H J K L M N P R T V W X Y Z 0-9 + check digit
    alpha = 'CFGHJKLMNPRTVWXYZ'
    body = R.choice(alpha) + ''.join(R.choice(alpha + D) for _ in range(8))
    v = body + icao_cd(body)
    return v, v

def dedoc_ok(v):
    return len(v) == 10 and icao_cd(v[:9]) == v[9]

def pldowod_ok(v):
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    val = lambda c: int(c) if c.isdigit() else ord(c) - 55
    return sum(val(c) * x for c, x in zip(v, w)) % 10 == 0

def gen_pldowod():
    while True:
        v = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + 'X' + rd(5)
        for d in D:
            c = v[:3] + d + v[4:]
            if pldowod_ok(c):
                return R.choice([c, c[:3] + ' ' + c[3:]]), c

def gen_pesel_kid():
    y = R.randint(2008, 2020); m = R.randint(1, 12); d = R.randint(1, 28)
    body = f"{y % 100:02d}{m + 20:02d}{d:02d}" + rd(4)
    v = body + pesel.calc_check_digit(body)
    return v, v

REG['dedoc'] = (gen_dedoc, dedoc_ok, True)
REG['pldowod'] = (gen_pldowod, pldowod_ok, True)
REG['pesel-kid'] = (gen_pesel_kid, _v(pesel), True)

# ---------------- more national numbers
def svnr_cd(d12):   # German pension insurance number: 12 digits (letter as 2 digits), weights 2121 5712 1212
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    return str(sum(sum(divmod(int(a) * b, 10)) for a, b in zip(d12, w)) % 10)

def svnr_ok(v):
    m = re.fullmatch(r'(\d{8})([A-Z])(\d{2})(\d)', v)
    if not m:
        return False
    d12 = m.group(1) + f"{ord(m.group(2)) - 64:02d}" + m.group(3)
    dd, mm = int(v[2:4]), int(v[4:6])
    return 1 <= dd <= 31 and 1 <= mm <= 12 and svnr_cd(d12) == m.group(4)

def gen_svnr():
    area = R.choice(['04', '10', '12', '13', '15', '16', '17', '18', '24', '25', '26', '28', '38', '39', '40', '42', '43', '44', '48', '49', '50', '53', '55', '60', '61', '63', '64', '65', '66', '68'])
    date = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(55, 99):02d}"
    letter = R.choice('ABDFGHKLMNRSTWZ'); serial = f"{R.randint(0, 49):02d}"
    d12 = area + date + f"{ord(letter) - 64:02d}" + serial
    v = area + date + letter + serial + svnr_cd(d12)
    return R.choice([v, f"{v[:2]} {v[2:8]} {v[8]} {v[9:11]} {v[11]}"]), v

def nuss_ok(v):
    return bool(re.fullmatch(r'\d{12}', v)) and int(v[:10]) % 97 == int(v[10:])

def gen_nuss():
    body = f"{R.randint(1, 52):02d}" + rd(8, True)
    v = body + f"{int(body) % 97:02d}"
    return R.choice([v, f"{v[:2]}/{v[2:10]}/{v[10:]}", f"{v[:2]} {v[2:10]} {v[10:]}"]), v

from stdnum.fr import nif as frnif
from stdnum.ru import ogrn

def gen_frnif():
    v = brute(lambda: R.choice('0123') + rd(9), D, frnif.is_valid, 3)
    return R.choice([v, f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}"]), v

def gen_ogrn():
    body = R.choice(['1', '5']) + rd(2) + R.choice(['77', '78', '50']) + rd(7)
    v = body + str(int(body) % 11 % 10)
    return v, v

REG['svnr'] = (gen_svnr, svnr_ok, True)
REG['nuss'] = (gen_nuss, nuss_ok, True)
REG['frnif'] = (gen_frnif, _v(frnif), True)
REG['ogrn'] = (gen_ogrn, _v(ogrn), True)

from stdnum.es import referenciacatastral as refcat

def gen_refcat():
    while True:
        body = rd(7, True) + R.choice(['VK', 'DF', 'VG', 'TG', 'UH']) + rd(4) + R.choice('NSEW') + '0001'
        v = body + refcat.calc_check_digits(body)
        if refcat.is_valid(v):
            return R.choice([v, f"{v[:7]} {v[7:14]} {v[14:18]} {v[18:]}"]), v

REG['refcat'] = (gen_refcat, _v(refcat), True)
