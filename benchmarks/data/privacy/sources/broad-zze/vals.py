"""Random value generators and validators for broad-zze (all fictional)."""
import secrets, string, random, base64, uuid, hashlib, re, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import luhn, iban, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.eu import vat

R = random.SystemRandom()
ALNUM = string.ascii_letters + string.digits
USED = set()


def rs(n, alpha=ALNUM):
    return ''.join(secrets.choice(alpha) for _ in range(n))


def digits(n):
    return ''.join(secrets.choice(string.digits) for _ in range(n))


def _pesel():
    while True:
        y = R.randint(1950, 2012); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d%s' % (y % 100, mm, d, digits(4))
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v):
            return v


def _nip():
    while True:
        b = str(R.randint(1, 9)) + digits(8)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(x) * y for x, y in zip(b, w)) % 11
        if c < 10 and nip.is_valid(b + str(c)):
            return b + str(c)


def _regon():
    while True:
        b = digits(8)
        v = b + regon.calc_check_digit(b)
        if regon.is_valid(v):
            return v


def _iban(cc, bban_fn):
    while True:
        bban = bban_fn()
        chk = 98 - int(''.join(str(int(c, 36)) for c in bban + cc + '00')) % 97
        v = cc + '%02d' % chk + bban
        if iban.is_valid(v):
            return v


def _pl_bban():
    w = [3, 9, 7, 1, 3, 9, 7]
    b = R.choice(['102', '105', '109', '114', '116', '124', '132', '154', '175', '249']) + digits(4)
    c = (10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10
    return b + str(c) + digits(16)


def _es_bban():
    return R.choice(['2100', '0049', '0182', '2038', '0081']) + digits(16)


def _fr_bban():
    bank = R.choice(['30004', '20041', '30003', '10278', '30066']); branch = digits(5); acct = digits(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return bank + branch + acct + '%02d' % key


def fr_rib_ok(v):
    b = strip(v).upper()[4:]
    return iban.is_valid(strip(v)) and 97 - (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21])) % 97 == int(b[21:23])


def gen_iban(cc):
    f = {'PL': _pl_bban, 'DE': lambda: R.choice(['1007', '5005', '3706', '2004', '7002']) + digits(14),
         'ES': _es_bban, 'FR': _fr_bban,
         'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(14),
         'UA': lambda: R.choice(['305299', '322001', '300528', '380805']) + digits(19),
         'NL': lambda: R.choice(['INGB', 'ABNA', 'RABO']) + digits(10),
         'AT': lambda: digits(16), 'IT': lambda: R.choice(string.ascii_uppercase) + digits(10) + digits(12),
         'BE': lambda: digits(12)}[cc]
    for _ in range(10000):
        v = _iban(cc, f)
        if iban.is_valid(v):
            return v
    raise RuntimeError(cc)


def _idnr():
    from stdnum.iso7064 import mod_11_10
    while True:
        ds = R.sample('0123456789', 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        b = ''.join(ds)
        if b[0] == '0':
            continue
        v = b + mod_11_10.calc_check_digit(b)
        if idnr.is_valid(v):
            return v


def _dni():
    b = digits(8)
    return b + dni.calc_check_digit(b)


def _nie():
    b = R.choice('XYZ') + digits(7)
    return b + nie.calc_check_digit(b)


def _cif():
    while True:
        b = R.choice('ABB') + digits(7)
        v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v):
            return v
        v = b + cif.calc_check_digits(b)[1]
        if cif.is_valid(v):
            return v


def _nir():
    while True:
        b = R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + digits(3) + digits(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return v


def _siren():
    b = str(R.randint(3, 9)) + digits(7)
    return b + luhn.calc_check_digit(b)


def _siret():
    s = _siren()
    b = s + digits(4)
    return b + luhn.calc_check_digit(b)


def _ssn():
    while True:
        v = '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v):
            return v


def _rnokpp():
    while True:
        b = str(R.randint(2, 4)) + digits(8)
        for c in '0123456789':
            if rntrc.is_valid(b + c):
                return b + c


def _edrpou():
    while True:
        b = str(R.randint(2, 4)) + digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v):
            return v


def _card(prefix=None, n=16):
    p = prefix or R.choice(['4', '51', '52', '53', '54', '55', '2221', '4'])
    b = p + digits(n - 1 - len(p))
    return b + luhn.calc_check_digit(b)


def _amex():
    return _card(R.choice(['34', '37']), 15)


def _isbn():
    b = '978' + R.choice(['83', '3', '84', '2', '966', '1']) 
    b = b + digits(12 - len(b))
    return b + ean.calc_check_digit(b)


def _ean():
    b = R.choice(['590', '400', '840', '300', '482']) + digits(9)
    return b + ean.calc_check_digit(b)


def _vat_de():
    while True:
        v = 'DE' + str(R.randint(1, 3)) + digits(8)
        if vat.is_valid(v):
            return v


def _vat_fr():
    s = _siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    return 'FR%02d%s' % (k, s)


def _plid():
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    while True:
        L = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)); D = digits(5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        s = [vals[c] for c in L] + [int(d) for d in D]
        c = sum(a * b for a, b in zip(s, w)) % 10
        return L + str(c) + D


def plid_ok(v):
    vals = {c: i + 10 for i, c in enumerate(string.ascii_uppercase)}
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    s = [vals[c] for c in v[:3]] + [int(d) for d in v[4:]]
    return sum(a * b for a, b in zip(s, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == int(v[3])


def _nino():
    bad1 = set('DFIQUV'); bad2 = set('DFIOQUV')
    while True:
        a = R.choice(string.ascii_uppercase); b = R.choice(string.ascii_uppercase)
        if a in bad1 or b in bad2 or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        return a + b + digits(6) + R.choice('ABCD')


def nino_ok(v):
    v = v.upper()
    return bool(re.fullmatch(r'(?![DFIQUV])[A-Z](?![DFIOQUV])[A-Z]\d{6}[A-D]', v)) and v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


PHONE_PAT = {
    'PL': lambda: R.choice(['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']) + digits(7),
    'DE': lambda: R.choice(['151', '152', '157', '160', '170', '171', '172', '176', '177', '178', '179']) + digits(7),
    'ES': lambda: R.choice(['6', '7']) + digits(8),
    'FR': lambda: R.choice(['6', '7']) + digits(8),
    'GB': lambda: '7' + R.choice(['4', '5', '7', '8', '9']) + digits(8),
    'UA': lambda: R.choice(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']) + digits(7),
    'US': lambda: R.choice(['212', '312', '415', '617', '503', '206', '512']) + str(R.randint(2, 9)) + digits(6),
}
CC = {'PL': '48', 'DE': '49', 'ES': '34', 'FR': '33', 'GB': '44', 'UA': '380', 'US': '1'}


def _phone(region, style):
    while True:
        nsn = PHONE_PAT[region]()
        n = phonenumbers.parse('+' + CC[region] + nsn)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region:
            break
    if style == 'e164':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if style == 'nat':
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == 'raw':
        return nsn
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


def phone_ok(v, region):
    try:
        n = phonenumbers.parse(v, region)
        return phonenumbers.is_valid_number(n)
    except Exception:
        return False


def _seed(lang='english', strength=128):
    return Mnemonic(lang).generate(strength)


def seed_ok(v, lang='english'):
    return Mnemonic(lang).check(' '.join(v.split()))


def b64u(n):
    return base64.urlsafe_b64encode(secrets.token_bytes(n)).decode().rstrip('=')


def _jwt():
    import json
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip('=')
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(R.randint(1000, 99999)), "email_verified": True, "iat": R.randint(1760000000, 1790000000)}).encode()).decode().rstrip('=')
    return h + '.' + p + '.' + b64u(32)


def _pem():
    body = base64.b64encode(secrets.token_bytes(R.randint(110, 150))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'


def _pw():
    while True:
        p = rs(R.randint(12, 18), ALNUM + '!#*_-+=')
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


# name -> (generator, checksum validator or None)
GEN = {
    'pesel': (_pesel, pesel.is_valid), 'nip': (_nip, nip.is_valid), 'regon': (_regon, regon.is_valid),
    'steuerid': (_idnr, idnr.is_valid), 'dni': (_dni, dni.is_valid), 'nie': (_nie, nie.is_valid),
    'cif': (_cif, cif.is_valid), 'nir': (_nir, nir.is_valid), 'siren': (_siren, siren.is_valid),
    'siret': (_siret, siret.is_valid), 'ssn': (_ssn, ssn.is_valid), 'rnokpp': (_rnokpp, rntrc.is_valid),
    'edrpou': (_edrpou, edrpou.is_valid), 'card': (_card, luhn.is_valid), 'amex': (_amex, luhn.is_valid),
    'visa': (lambda: _card('4'), luhn.is_valid), 'isbn': (_isbn, isbn.is_valid), 'ean': (_ean, ean.is_valid),
    'vatde': (_vat_de, vat.is_valid), 'vatfr': (_vat_fr, vat.is_valid), 'plid': (_plid, plid_ok),
    'nino': (_nino, nino_ok),
    'nrb': (lambda: gen_iban('PL')[2:], lambda v: iban.is_valid('PL' + v)),
    'seed': (_seed, seed_ok), 'seed24': (lambda: _seed('english', 256), seed_ok),
    'seedes': (lambda: _seed('spanish'), lambda v: seed_ok(v, 'spanish')),
    'seedfr': (lambda: _seed('french'), lambda v: seed_ok(v, 'french')),
    # no checksum: random shapes
    'ghp': (lambda: 'ghp_' + rs(36), None),
    'ghpat': (lambda: 'github_pat_' + rs(22, string.ascii_uppercase + string.digits) + '_' + rs(59), None),
    'glpat': (lambda: 'glpat-' + rs(20, ALNUM + '-_'), None),
    'sklive': (lambda: 'sk_live_' + rs(24), None),
    'rklive': (lambda: 'rk_live_' + rs(24), None),
    'whsec': (lambda: 'whsec_' + rs(32), None),
    'akia': (lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'), None),
    'awssecret': (lambda: rs(40, ALNUM + '/+'), None),
    'xoxb': (lambda: 'xoxb-%s-%s-%s' % (digits(12), digits(13), rs(24)), None),
    'xoxp': (lambda: 'xoxp-%s-%s-%s-%s' % (digits(12), digits(12), digits(13), rs(32, '0123456789abcdef')), None),
    'slackhook': (lambda: 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(8, string.ascii_uppercase + string.digits), rs(10, string.ascii_uppercase + string.digits), rs(24)), None),
    'npm': (lambda: 'npm_' + rs(36), None),
    'sg': (lambda: 'SG.' + rs(22, ALNUM + '-_') + '.' + rs(43, ALNUM + '-_'), None),
    'openai': (lambda: 'sk-proj-' + rs(48, ALNUM + '-_') + 'T3BlbkFJ' + rs(20, ALNUM + '-_'), None),
    'anthropic': (lambda: 'sk-ant-api03-' + rs(93, ALNUM + '-_') + 'AA', None),
    'gapi': (lambda: 'AIza' + rs(35, ALNUM + '-_'), None),
    'twsid': (lambda: 'AC' + rs(32, '0123456789abcdef'), None),
    'hex32': (lambda: secrets.token_hex(16), None),
    'hex64': (lambda: secrets.token_hex(32), None),
    'tgbot': (lambda: '%d:%s' % (R.randint(1000000000, 7999999999), 'AA' + rs(33, ALNUM + '-_')), None),
    'discord': (lambda: 'M' + rs(23, ALNUM) + '.' + rs(6, ALNUM + '-_') + '.' + rs(38, ALNUM + '-_'), None),
    'jwt': (_jwt, None), 'pem': (_pem, None),
    'wgkey': (lambda: base64.b64encode(secrets.token_bytes(32)).decode(), None),
    'hfkey': (lambda: 'hf_' + rs(34, string.ascii_letters), None),
    'dopp': (lambda: 'dp.st.prd.' + rs(43), None),
    'pw': (_pw, None), 'b64_32': (lambda: base64.b64encode(secrets.token_bytes(32)).decode(), None),
    'pin4': (lambda: digits(4), None), 'pin6': (lambda: digits(6), None),
    'uuid': (lambda: str(uuid.uuid4()), None), 'sha1': (lambda: secrets.token_hex(20), None),
    'sha7': (lambda: secrets.token_hex(4)[:7], None), 'sha256': (lambda: secrets.token_hex(32), None),
    'md5': (lambda: secrets.token_hex(16), None),
    'bcrypt': (lambda: '$2b$12$' + rs(53, ALNUM + './'), None),
    'argon': (lambda: '$argon2id$v=19$m=65536,t=3,p=4$' + b64u(16) + '$' + b64u(32), None),
}
for cc in ['PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'NL', 'AT', 'IT', 'BE']:
    GEN['iban' + cc.lower()] = (lambda cc=cc: gen_iban(cc), fr_rib_ok if cc == 'FR' else iban.is_valid)
for reg in PHONE_PAT:
    for st in ['intl', 'e164', 'nat', 'raw']:
        GEN['tel%s_%s' % (reg.lower(), st)] = (lambda reg=reg, st=st: _phone(reg, st), lambda v, reg=reg: phone_ok(v, reg))


def spaced(v, n=4):
    return ' '.join(v[i:i + n] for i in range(0, len(v), n))


FMT = {
    'sp4': lambda v: spaced(v, 4),
    'dash4': lambda v: '-'.join(v[i:i + 4] for i in range(0, len(v), 4)),
    'lower': lambda v: v.lower(),
    'nrbsp': lambda v: v[:2] + ' ' + spaced(v[2:], 4),
    'nip': lambda v: '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]),
    'nip2': lambda v: '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:]),
    'ssn': lambda v: '%s-%s-%s' % (v[:3], v[3:5], v[5:]),
    'nir': lambda v: '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]),
    'sid': lambda v: '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:]),
    'nino': lambda v: '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8:]),
    'siret': lambda v: '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:]),
    'isbn': lambda v: '%s-%s-%s-%s-%s' % (v[:3], v[3:5], v[5:9], v[9:12], v[12:]),
    'dni': lambda v: v[:-1] + '-' + v[-1],
    'nie': lambda v: v[0] + '-' + v[1:-1] + '-' + v[-1],
    'card': lambda v: spaced(v, 4), 'carddash': lambda v: '-'.join(v[i:i + 4] for i in range(0, len(v), 4)),
    'amex': lambda v: '%s %s %s' % (v[:4], v[4:10], v[10:]),
    'pesel': lambda v: v[:6] + ' ' + v[6:],
}


def strip(v):
    return re.sub(r'[\s\-./]', '', v)


DEID_CH = 'CFGHJKLMNPRTVWXYZ0123456789'


def _deid_val(c):
    return int(c) if c.isdigit() else ord(c) - 55


def _deid():
    b = R.choice('LMNPRTVWXY') + ''.join(R.choice(DEID_CH) for _ in range(8))
    s = sum(_deid_val(c) * w for c, w in zip(b, [7, 3, 1] * 3)) % 10
    return b + str(s)


def deid_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[CFGHJKLMNPRTVWXYZ0-9]{9}\d', v):
        return False
    return sum(_deid_val(c) * w for c, w in zip(v[:9], [7, 3, 1] * 3)) % 10 == int(v[9])


def _rv_check(b):
    letter = '%02d' % (ord(b[8]) - 64)
    ds = b[:8] + letter + b[9:11]
    s = 0
    for d, w in zip(ds, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]):
        p = int(d) * w
        s += p // 10 + p % 10
    return str(s % 10)


def _rvnr():
    b = '%02d%02d%02d%02d%s%02d' % (R.choice([12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24, 25, 26, 28, 29, 38, 39, 40, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 89]),
                                   R.randint(1, 28), R.randint(1, 12), R.randint(55, 99), R.choice('ABDGHKMRSW'), R.randint(0, 49))
    return b + _rv_check(b)


def rvnr_ok(v):
    v = v.upper().replace(' ', '')
    return bool(re.fullmatch(r'\d{8}[A-Z]\d{3}', v)) and _rv_check(v[:11]) == v[11]


GEN['deid'] = (_deid, deid_ok)
GEN['rvnr'] = (_rvnr, rvnr_ok)
GEN['digits20'] = (lambda: digits(20), None)
GEN['digits8'] = (lambda: digits(8), None)
FMT['rvnr'] = lambda v: '%s %s %s %s' % (v[:2], v[2:8], v[8], v[9:])
