"""Value generators and validators for the broad-zzo sealed set (session 19).

Every generator returns a compact value; `fmt` lays it out; `validate(kind, value)` re-checks a
value after separators are dropped.  All values are random and fictional.
"""
import base64, binascii, hashlib, random, re, secrets, string, zlib

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gbvat

R = random.Random()
D = string.digits


def rd(n):
    return ''.join(R.choice(D) for _ in range(n))


def until(gen, ok):
    for _ in range(100000):
        v = gen()
        if ok(v):
            return v
    raise RuntimeError('no value')


# ---------- national / tax ids
def g_pesel():
    def gen():
        y = R.randint(1950, 2007); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        body = '%02d%02d%02d%s' % (y % 100, mm, d, rd(4))
        return body + pesel.calc_check_digit(body)
    return until(gen, pesel.is_valid)


def g_nip():
    return until(lambda: str(R.randint(1, 9)) + rd(9), nip.is_valid)


def g_regon():
    return until(lambda: str(R.randint(1, 9)) + rd(8), regon.is_valid)


PL_ID_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]


def _pl_id_ok(v):
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    # check digit is the 4th character (index 3)
    s = sum(w * x for i, (w, x) in enumerate(zip(PL_ID_W, vals)) if i != 3)
    return s % 10 == vals[3]


def g_plid():
    def gen():
        letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
        rest = rd(5)
        vals = [ord(c) - 55 for c in letters] + [0] + [int(c) for c in rest]
        s = sum(w * x for i, (w, x) in enumerate(zip(PL_ID_W, vals)) if i != 3)
        return letters + str(s % 10) + rest
    return until(gen, _pl_id_ok)


def g_steuerid():
    return until(lambda: str(R.randint(1, 9)) + rd(10), idnr.is_valid)


def g_dni():
    b = rd(8)
    return b + dni.calc_check_digit(b)


def g_nie():
    return until(lambda: R.choice('XYZ') + rd(7) + R.choice('TRWAGMYFPDXBNJZSQVHLCKE'), nie.is_valid)


def g_cif():
    return until(lambda: R.choice('ABB') + rd(7) + R.choice(D), cif.is_valid)


def g_nir():
    def gen():
        body = R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + rd(3) + rd(3)
        return body + '%02d' % (97 - int(body) % 97)
    return until(gen, nir.is_valid)


def g_siren():
    return until(lambda: str(R.randint(3, 9)) + rd(8), siren.is_valid)


def g_siret():
    return until(lambda: str(R.randint(3, 9)) + rd(13), siret.is_valid)


def g_ssn():
    return until(lambda: '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid)


def g_rnokpp():
    return until(lambda: str(R.randint(2, 3)) + rd(9), rntrc.is_valid)


def g_edrpou():
    return until(lambda: str(R.randint(2, 4)) + rd(7), edrpou.is_valid)


def g_vat_de():
    return until(lambda: 'DE' + str(R.randint(1, 3)) + rd(8), devat.is_valid)


def g_vat_fr():
    return until(lambda: 'FR' + rd(11), tva.is_valid)


def g_vat_gb():
    return until(lambda: 'GB' + rd(9), gbvat.is_valid)


NINO_BAD1 = set('DFIQUV'); NINO_BAD2 = set('DFIQUVO')


def g_nino():
    while True:
        a = R.choice(string.ascii_uppercase); b = R.choice(string.ascii_uppercase)
        if a in NINO_BAD1 or b in NINO_BAD2 or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        return a + b + rd(6) + R.choice('ABCD')


def _nino_ok(v):
    return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v)) and v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def g_passport_pl():
    return ''.join(R.choice('ABCEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + rd(7)


def g_passport_ua():
    return ''.join(R.choice('АВЕКМНОРСТХ') for _ in range(2)) + rd(6)


def g_passport_fr():
    return rd(2) + ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + rd(5)


# ---------- bank
IBAN_LEN = {'PL': 24, 'DE': 18, 'AT': 16, 'NL': None, 'BE': 12, 'FR': None, 'ES': 20, 'GB': None, 'UA': None, 'CH': 17, 'IT': None}


def _iban_from_bban(cc, bban):
    num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
    return cc + '%02d' % (98 - int(num) % 97) + bban


def g_iban(cc):
    cc = cc.upper()
    if cc == 'NL':
        gen = lambda: _iban_from_bban('NL', R.choice(['ABNA', 'RABO', 'INGB', 'TRIO']) + rd(10))
    elif cc == 'GB':
        gen = lambda: _iban_from_bban('GB', R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + rd(14))
    elif cc == 'FR':
        gen = lambda: _iban_from_bban('FR', rd(10) + rd(11) + rd(2))
    elif cc == 'UA':
        gen = lambda: _iban_from_bban('UA', rd(6) + '0000' + rd(15))
    elif cc == 'IT':
        gen = lambda: _iban_from_bban('IT', R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') + rd(10) + rd(12))
    else:
        gen = lambda: _iban_from_bban(cc, rd(IBAN_LEN[cc]))
    return until(gen, iban.is_valid)


def g_nrb():
    return g_iban('PL')[2:]


def nrb_ok(v):
    return iban.is_valid('PL' + v)


# ---------- cards, phones
def g_card(kind='visa'):
    pre = {'visa': '4' + rd(5), 'mc': R.choice(['51', '52', '53', '54', '55']) + rd(4), 'amex': R.choice(['34', '37']) + rd(4)}[kind]
    n = 15 if kind == 'amex' else 16
    body = pre + rd(n - len(pre) - 1)
    return body + luhn.calc_check_digit(body)


def g_phone(region):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)
    def gen():
        return nat[:2] + rd(len(nat) - 2)
    def ok(v):
        p = phonenumbers.parse(v, region)
        return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region
    v = until(gen, ok)
    return phonenumbers.parse(v, region)


def phone_fmt(p, style):
    f = {'i': phonenumbers.PhoneNumberFormat.INTERNATIONAL, 'n': phonenumbers.PhoneNumberFormat.NATIONAL,
         'e': phonenumbers.PhoneNumberFormat.E164}[style]
    return phonenumbers.format_number(p, f)


# ---------- secrets
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58enc(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n:
        n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def b58dec(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return b'\0' * (len(s) - len(s.lstrip('1'))) + b


def g_wif():
    payload = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def wif_ok(v):
    try:
        b = b58dec(v)
    except ValueError:
        return False
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


ALNUM = string.ascii_letters + string.digits


def ra(n, alpha=ALNUM):
    return ''.join(secrets.choice(alpha) for _ in range(n))


def _b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62); s = (string.digits + string.ascii_uppercase + string.ascii_lowercase)[r] + s
    return s.rjust(width, '0')


def g_github():
    body = ra(30)
    return 'ghp_' + body + _b62(zlib.crc32(body.encode()), 6)


def g_token(kind):
    if kind == 'openai':
        return 'sk-proj-' + ra(48, ALNUM + '-_')
    if kind == 'slack':
        return 'xoxb-' + rd(12) + '-' + rd(13) + '-' + ra(24)
    if kind == 'awsid':
        return 'AKIA' + ra(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret':
        return ra(40, ALNUM + '/+')
    if kind == 'google':
        return 'AIza' + ra(35, ALNUM + '-_')
    if kind == 'stripe':
        return 'sk_live_' + ra(24)
    if kind == 'hex32':
        return secrets.token_hex(32)
    if kind == 'hex16':
        return secrets.token_hex(16)
    if kind == 'telegram':
        return str(R.randint(10 ** 9, 8 * 10 ** 9)) + ':AA' + ra(33, ALNUM + '-_')
    if kind == 'jwt':
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b'=').decode()
        p = base64.urlsafe_b64encode(('{"sub":"%s","exp":%d}' % (rd(7), R.randint(1800000000, 1900000000))).encode()).rstrip(b'=').decode()
        return h + '.' + p + '.' + ra(43, ALNUM + '-_')
    if kind == 'recovery':
        return ' '.join(ra(4, 'abcdefghjkmnpqrstuvwxyz23456789') + '-' + ra(4, 'abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4))
    if kind == 'pem':
        return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(base64.b64encode(secrets.token_bytes(48)).decode() for _ in range(2)) + '\n-----END EC PRIVATE KEY-----'
    raise KeyError(kind)


_M = {'english': Mnemonic('english'), 'spanish': Mnemonic('spanish'), 'french': Mnemonic('french')}


def g_seed(lang='english', words=12):
    return _M[lang].generate(strength=128 if words == 12 else 256)


def seed_ok(v):
    v = ' '.join(v.split())
    return any(m.check(v) for m in _M.values())


def g_isbn():
    return until(lambda: '978' + rd(10), isbn.is_valid)


def g_ean():
    b = R.choice(['590', '400', '300', '840', '482']) + rd(9)
    return b + ean.calc_check_digit(b)


def g_uuid():
    import uuid
    return str(uuid.uuid4())


# ---------- registry: name -> (generator, validator)
SEP = re.compile(r'[\s\-./]')


def cmp(v):
    return SEP.sub('', v)


GEN = {
    'pesel': (g_pesel, lambda v: pesel.is_valid(cmp(v))),
    'nip': (g_nip, lambda v: nip.is_valid(cmp(v))),
    'regon': (g_regon, lambda v: regon.is_valid(cmp(v))),
    'plid': (g_plid, lambda v: _pl_id_ok(cmp(v).upper())),
    'steuerid': (g_steuerid, lambda v: idnr.is_valid(cmp(v))),
    'dni': (g_dni, lambda v: dni.is_valid(cmp(v))),
    'nie': (g_nie, lambda v: nie.is_valid(cmp(v))),
    'cif': (g_cif, lambda v: cif.is_valid(cmp(v))),
    'nir': (g_nir, lambda v: nir.is_valid(cmp(v))),
    'siren': (g_siren, lambda v: siren.is_valid(cmp(v))),
    'siret': (g_siret, lambda v: siret.is_valid(cmp(v))),
    'ssn': (g_ssn, lambda v: ssn.is_valid(cmp(v))),
    'rnokpp': (g_rnokpp, lambda v: rntrc.is_valid(cmp(v))),
    'edrpou': (g_edrpou, lambda v: edrpou.is_valid(cmp(v))),
    'vat_de': (g_vat_de, lambda v: devat.is_valid(cmp(v))),
    'vat_fr': (g_vat_fr, lambda v: tva.is_valid(cmp(v))),
    'vat_gb': (g_vat_gb, lambda v: gbvat.is_valid(cmp(v))),
    'nino': (g_nino, lambda v: _nino_ok(cmp(v).upper())),
    'passport_pl': (g_passport_pl, lambda v: bool(re.fullmatch(r'[A-Z]{2}\d{7}', cmp(v)))),
    'passport_ua': (g_passport_ua, lambda v: bool(re.fullmatch(r'[А-Я]{2}\d{6}', cmp(v)))),
    'passport_gb': (lambda: str(R.randint(1, 9)) + rd(8), lambda v: bool(re.fullmatch(r'\d{9}', cmp(v)))),
    'passport_de': (lambda: 'C' + ''.join(R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8)), lambda v: bool(re.fullmatch(r'C[CFGHJKLMNPRTVWXYZ0-9]{8}', cmp(v)))),
    'passport_es': (lambda: ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + rd(6), lambda v: bool(re.fullmatch(r'[A-Z]{3}\d{6}', cmp(v)))),
    'passport_fr': (g_passport_fr, lambda v: bool(re.fullmatch(r'\d{2}[A-Z]{2}\d{5}', cmp(v)))),
    'nrb': (g_nrb, lambda v: nrb_ok(cmp(v))),
    'card_visa': (lambda: g_card('visa'), lambda v: luhn.is_valid(cmp(v))),
    'card_mc': (lambda: g_card('mc'), lambda v: luhn.is_valid(cmp(v))),
    'card_amex': (lambda: g_card('amex'), lambda v: luhn.is_valid(cmp(v))),
    'isbn': (g_isbn, lambda v: isbn.is_valid(cmp(v))),
    'ean': (g_ean, lambda v: ean.is_valid(cmp(v))),
    'wif': (g_wif, lambda v: wif_ok(v)),
    'github': (g_github, lambda v: v.startswith('ghp_') and _b62(zlib.crc32(v[4:34].encode()), 6) == v[34:]),
    'seed_en': (lambda: g_seed('english'), seed_ok),
    'seed_en24': (lambda: g_seed('english', 24), seed_ok),
    'seed_es': (lambda: g_seed('spanish'), seed_ok),
    'seed_fr': (lambda: g_seed('french'), seed_ok),
}
for cc in ['PL', 'DE', 'AT', 'NL', 'BE', 'FR', 'ES', 'GB', 'UA', 'CH', 'IT']:
    GEN['iban_' + cc.lower()] = ((lambda cc=cc: g_iban(cc)), lambda v: iban.is_valid(cmp(v)))
for k in ['openai', 'slack', 'awsid', 'awssecret', 'google', 'stripe', 'hex32', 'hex16', 'telegram', 'jwt', 'recovery', 'pem']:
    GEN['tok_' + k] = ((lambda k=k: g_token(k)), None)


def fmt_value(name, v, style):
    """Lay out a compact value. style: '' default, c compact, s4 spaced by 4, d dashed default, n OCR line break."""
    if style == 'c' or not style and name.startswith(('tok_', 'seed', 'passport_gb', 'wif', 'github', 'passport', 'nino', 'cif', 'nie', 'dni', 'vat_')):
        return v
    if style == 's4':
        return ' '.join(v[i:i + 4] for i in range(0, len(v), 4))
    if style == 'n':
        k = len(v) // 2
        return v[:k] + '\n' + v[k:]
    if style == 'sp':  # odd OCR spacing: a space after every 3rd char
        return ' '.join(v[i:i + 3] for i in range(0, len(v), 3))
    if style == 'nrb':  # 2 + 6x4
        return v[:2] + ' ' + ' '.join(v[i:i + 4] for i in range(2, len(v), 4))
    if style == 'd':
        if name == 'nip':
            return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
        if name == 'ssn':
            return '%s-%s-%s' % (v[:3], v[3:5], v[5:])
        return '-'.join(v[i:i + 4] for i in range(0, len(v), 4))
    if style == 'nirs':
        return '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])
    if style == 'sid':  # steuer-id 2 3 3 3
        return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])
    if not style:
        if name.startswith('iban') or name.startswith('card'):
            return ' '.join(v[i:i + 4] for i in range(0, len(v), 4))
        return v
    raise KeyError(style)


def fill(text):
    """Replace <<name:style>> and <<phone:XX:style>> markers with fresh values; return text, [(name, value)]."""
    vals = []

    def rep(m):
        parts = m.group(1).split(':')
        if parts[0] == 'phone':
            p = g_phone(parts[1])
            s = phone_fmt(p, parts[2] if len(parts) > 2 else 'i')
            vals.append(('phone_' + parts[1], s))
            return s
        name = parts[0]; style = parts[1] if len(parts) > 1 else ''
        v = fmt_value(name, GEN[name][0](), style)
        vals.append((name, v))
        return v
    out = re.sub(r'<<([a-z0-9_:A-Z]+)>>', rep, text)
    return out, vals


def validate(name, v):
    if name.startswith('phone_'):
        region = name[6:]
        try:
            p = phonenumbers.parse(v, region)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_valid_number(p)
    fn = GEN[name][1]
    if fn is None:
        return len(v) >= 16
    return fn(v)
