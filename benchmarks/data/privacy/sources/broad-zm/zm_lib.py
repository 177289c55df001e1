"""Value generators and validators for broad-zm (session 14). Random, fictional values only."""
import random
import re
import secrets
import string

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, isbn, ean, luhn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn, itin
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gbvat

R = random.SystemRandom()
D = string.digits


def rd(n):
    return ''.join(R.choice(D) for _ in range(n))


def until(gen, ok):
    for _ in range(100000):
        try:
            v = gen()
            if ok(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')


# ---- Polish ID card (published rule: weights 7,3,1,7,3,1,7,3,1 over AAA C NNNNN, check at pos 4)
def _plid_vals(s):
    return [ord(c) - 55 if c.isalpha() else int(c) for c in s]


def plid_ok(s):
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s):
        return False
    v = _plid_vals(s)
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(v, w)) % 10 == 0


def gen_plid():
    while True:
        letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
        rest = rd(5)
        v = _plid_vals(letters + '0' + rest)
        w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
        s = sum(a * b for i, (a, b) in enumerate(zip(v, w)) if i != 3) % 10
        c = (10 - s) % 10 * 1
        # check digit weight 9: 9*c = -s mod 10 -> c = s*9... solve by search
        for c in range(10):
            if (s + 9 * c) % 10 == 0:
                cand = letters + str(c) + rest
                if plid_ok(cand):
                    return cand


# ---- Polish passport (ICAO-like weights 7,3,1 over 2 letters + 7 digits, check digit at pos 3)
def plpass_ok(s):
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', s):
        return False
    v = _plid_vals(s)
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(v, w)) % 10 == 0


def gen_plpass():
    return until(lambda: ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + rd(7), plpass_ok)


# ---- UK NINO format rules
NINO_BAD_FIRST = set('DFIQUV')
NINO_BAD_SECOND = set('DFIQUVO')
NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(s):
    s = s.upper()
    m = re.fullmatch(r'([A-Z])([A-Z])(\d{6})([A-D])', s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in NINO_BAD_FIRST and b not in NINO_BAD_SECOND and a + b not in NINO_BAD_PREFIX


def gen_nino():
    return until(lambda: R.choice(string.ascii_uppercase) + R.choice(string.ascii_uppercase) + rd(6) + R.choice('ABCD'), nino_ok)


# ---- Spanish social security number (NUSS): 12 digits, last two = first ten mod 97
def nuss_ok(s):
    return bool(re.fullmatch(r'\d{12}', s)) and int(s[:10]) % 97 == int(s[10:])


def gen_nuss():
    p = R.choice(['28', '08', '46', '41', '29', '03']) + rd(8)
    return p + '%02d' % (int(p) % 97)


# ---- Ukrainian passport (old booklet: 2 Cyrillic letters + 6 digits; ID card 9 digits): format only
def uapass_ok(s):
    return bool(re.fullmatch(r'[А-ЯІЄЇ]{2}\d{6}|\d{9}', s.upper()))


def gen_uapass():
    return R.choice('АВЕКМНОРСТ') + R.choice('АВЕКМНОРСТ') + rd(6)


def gen_uaid():
    return '00' + rd(7)


# ---- generic
def gen_iban(cc):
    lens = {'DE': 18, 'ES': 20, 'FR': 23, 'GB': None, 'PL': 24, 'IT': None, 'NL': None, 'AT': 16,
            'UA': 25, 'PT': 21, 'IE': None, 'BE': 12, 'CH': 17}
    def g():
        if cc == 'GB':
            bban = R.choice(['NWBK', 'BARC', 'MIDL', 'LOYD', 'MONZ']) + rd(14)
        elif cc == 'IE':
            bban = R.choice(['AIBK', 'BOFI']) + rd(14)
        elif cc == 'NL':
            bban = R.choice(['INGB', 'RABO', 'ABNA']) + rd(10)
        elif cc == 'IT':
            bban = R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + rd(10) + rd(12)
        elif cc == 'UA':
            bban = rd(6) + '0000' + rd(15)
        else:
            bban = rd(lens[cc])
        if cc == 'FR':
            bban = rd(21)
            # RIB key
            b = bban
            key = 97 - (89 * int(b[0:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21])) % 97
            bban = b + '%02d' % key
        if cc == 'ES':
            bban = rd(20)
        chk = iban.calc_check_digits(cc + '00' + bban)
        return cc + chk + bban
    return until(g, lambda v: iban.validate(v) and True)


def gen_nrb():
    return gen_iban('PL')[2:]


def nrb_ok(s):
    return len(s) == 26 and iban.is_valid('PL' + s)


def gen_pesel(y0=1950, y1=2004, sex=None):
    def g():
        y = R.randint(y0, y1); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        body = '%02d%02d%02d' % (y % 100, mm, d) + rd(4)
        return body + pesel.calc_check_digit(body)
    return until(g, pesel.is_valid)


def gen_card(prefix='4', n=16):
    body = prefix + rd(n - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def gen_phone(region, kind='mobile'):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE if kind == 'mobile' else phonenumbers.PhoneNumberType.FIXED_LINE)
    nsn = str(ex.national_number)
    pools = {'PL': ['5', '6', '7', '88'], 'DE': ['151', '152', '157', '160', '162', '170', '171', '172', '173', '174',
             '175', '176', '177', '178', '179'], 'ES': ['6', '7'], 'FR': ['6', '7'], 'GB': ['74', '75', '77', '78', '79'],
             'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'], 'NO': ['4', '9'],
             'IE': ['83', '85', '86', '87', '89'], 'RU': ['9'], 'CZ': ['60', '70', '73', '77'], 'PT': ['91', '92', '93', '96']}

    def g():
        keep = {'PL': 1, 'DE': 3, 'ES': 1, 'FR': 1, 'GB': 2, 'UA': 2, 'US': 0, 'RU': 2, 'IT': 2, 'NL': 1, 'IE': 2, 'PT': 2}.get(region, 2)
        if kind == 'mobile' and region in pools:
            pre = R.choice(pools[region])
            n = pre + rd(len(nsn) - len(pre))
        else:
            n = nsn[:keep] + rd(len(nsn) - keep)
        p = phonenumbers.parse(n, region)
        return p
    p = until(g, lambda p: phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region and (region == 'US' or phonenumbers.number_type(p) in ((phonenumbers.PhoneNumberType.MOBILE,) if kind == 'mobile' else (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))))
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)


def phone_ok(s, region):
    s2 = re.sub(r'[\s\-./()]', '', s)
    p = phonenumbers.parse(s2, region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region


def gen_seed(lang='english', words=12):
    m = Mnemonic(lang)
    return m.generate(128 if words == 12 else 256)


def seed_ok(s, lang='english'):
    return Mnemonic(lang).check(' '.join(s.split()))


def tok(kind):
    a = string.ascii_letters + D
    if kind == 'github':
        return 'ghp_' + ''.join(R.choice(a) for _ in range(36))
    if kind == 'openai':
        return 'sk-proj-' + ''.join(R.choice(a) for _ in range(48))
    if kind == 'stripe':
        return 'sk_live_' + ''.join(R.choice(a) for _ in range(24))
    if kind == 'aws':
        return 'AKIA' + ''.join(R.choice(string.ascii_uppercase + '234567') for _ in range(16))
    if kind == 'awssecret':
        return ''.join(R.choice(a + '/+') for _ in range(40))
    if kind == 'slack':
        return 'xoxb-' + rd(12) + '-' + rd(13) + '-' + ''.join(R.choice(a) for _ in range(24))
    if kind == 'hex64':
        return secrets.token_hex(32)
    if kind == 'tg':
        return str(R.randint(1, 9)) + rd(9) + ':' + ''.join(R.choice(a + '_-') for _ in range(35))
    raise KeyError(kind)


TOKEN_RE = {
    'github': r'ghp_[A-Za-z0-9]{36}', 'openai': r'sk-proj-[A-Za-z0-9]{48}', 'stripe': r'sk_live_[A-Za-z0-9]{24}',
    'aws': r'AKIA[A-Z2-7]{16}', 'awssecret': r'[A-Za-z0-9/+]{40}', 'slack': r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}',
    'hex64': r'[0-9a-f]{64}', 'tg': r'\d{10}:[A-Za-z0-9_-]{35}',
}

# type -> (generator, validator on compact string)
def _v(mod):
    return lambda s: mod.is_valid(s)


TYPES = {
    'pesel': (gen_pesel, _v(pesel)),
    'nip': (lambda: until(lambda: rd(9), lambda b: nip.calc_check_digit(b) != '10' and len(nip.calc_check_digit(b)) == 1) and None, _v(nip)),
    'regon': (None, _v(regon)),
    'nrb': (gen_nrb, nrb_ok),
    'plid': (gen_plid, plid_ok),
    'plpass': (gen_plpass, plpass_ok),
    'steuerid': (None, _v(idnr)),
    'ustid': (None, _v(devat)),
    'dni': (None, _v(dni)),
    'nie': (None, _v(nie)),
    'cif': (None, _v(cif)),
    'nuss': (gen_nuss, nuss_ok),
    'nir': (None, _v(nir)),
    'siren': (None, _v(siren)),
    'siret': (None, _v(siret)),
    'tva': (None, _v(tva)),
    'ssn': (None, _v(ssn)),
    'itin': (None, _v(itin)),
    'rnokpp': (None, _v(rntrc)),
    'edrpou': (None, _v(edrpou)),
    'gbvat': (None, _v(gbvat)),
    'nino': (gen_nino, nino_ok),
    'uapass': (gen_uapass, uapass_ok),
    'uaid': (gen_uaid, uapass_ok),
    'nuss': (gen_nuss, nuss_ok),
    'isbn': (None, _v(isbn)),
    'ean': (None, _v(ean)),
    'card': (lambda: gen_card(R.choice(['4', '51', '53', '55'])), lambda s: luhn.is_valid(s) and len(s) == 16),
    'amex': (lambda: gen_card(R.choice(['34', '37']), 15), lambda s: luhn.is_valid(s) and len(s) == 15),
}


def _g_nip():
    def g():
        b = rd(9)
        if b[0] == '0':
            return None
        return b + rd(1)
    return until(g, lambda v: v and nip.is_valid(v))


def _g_regon():
    def g():
        b = rd(8)
        return b + regon.calc_check_digit(b)
    return until(g, regon.is_valid)


def _g_idnr():
    def g():
        b = str(R.randint(1, 9)) + rd(9)
        return b + rd(1)
    return until(g, idnr.is_valid)


def _g_ustid():
    def g():
        b = str(R.randint(1, 9)) + rd(7)
        return 'DE' + b + rd(1)
    return until(g, devat.is_valid)


def _g_dni():
    b = '%08d' % R.randint(10000000, 79999999)
    return b + dni.calc_check_digit(b)


def _g_nie():
    b = R.choice('XYZ') + rd(7)
    return b + nie.calc_check_digit(b)


def _g_cif():
    def g():
        b = R.choice('ABB') + R.choice(['28', '08', '46', '41', '29']) + rd(5)
        return b + cif.calc_check_digits(b)[0]
    return until(g, cif.is_valid)


def _g_nir():
    def g():
        b = R.choice('12') + rd(2) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + rd(6)
        return b + nir.calc_check_digits(b)
    return until(g, nir.is_valid)


def _g_siren():
    def g():
        b = str(R.randint(3, 9)) + rd(7)
        return b + luhn.calc_check_digit(b)
    return until(g, siren.is_valid)


def _g_siret():
    s = _g_siren()
    def g():
        b = s + '000' + rd(1)
        return b + luhn.calc_check_digit(b)
    return until(g, siret.is_valid)


def _g_tva():
    s = _g_siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    return 'FR%02d' % k + s


def _g_ssn():
    def g():
        return '%03d%02d%04d' % (R.randint(100, 665), R.randint(1, 99), R.randint(1, 9999))
    return until(g, ssn.is_valid)


def _g_itin():
    def g():
        return '9' + rd(2) + R.choice(['70', '78', '80', '88', '90', '92', '94']) + rd(4)
    return until(g, itin.is_valid)


def _g_rnokpp():
    def g():
        b = str(R.randint(2, 3)) + rd(8)
        return b + rntrc.calc_check_digit(b) if hasattr(rntrc, 'calc_check_digit') else b + rd(1)
    return until(g, rntrc.is_valid)


def _g_edrpou():
    def g():
        b = R.choice(['3', '4', '2']) + rd(6)
        return b + edrpou.calc_check_digit(b)
    return until(g, edrpou.is_valid)


def _g_gbvat():
    return until(lambda: rd(9), gbvat.is_valid)


def _g_isbn():
    b = '978' + R.choice(['83', '3', '84', '2', '617', '0', '1']) 
    b = b + rd(12 - len(b))
    return b + ean.calc_check_digit(b)


def _g_ean():
    b = R.choice(['590', '400', '840', '300', '482']) + rd(9)
    return b + ean.calc_check_digit(b)


TYPES.update({
    'nip': (_g_nip, _v(nip)), 'regon': (_g_regon, _v(regon)), 'steuerid': (_g_idnr, _v(idnr)),
    'ustid': (_g_ustid, _v(devat)), 'dni': (_g_dni, _v(dni)), 'nie': (_g_nie, _v(nie)), 'cif': (_g_cif, _v(cif)),
    'nir': (_g_nir, _v(nir)), 'siren': (_g_siren, _v(siren)), 'siret': (_g_siret, _v(siret)),
    'tva': (_g_tva, _v(tva)), 'ssn': (_g_ssn, _v(ssn)), 'itin': (_g_itin, _v(itin)),
    'rnokpp': (_g_rnokpp, _v(rntrc)), 'edrpou': (_g_edrpou, _v(edrpou)), 'gbvat': (_g_gbvat, _v(gbvat)),
    'isbn': (_g_isbn, _v(isbn)), 'ean': (_g_ean, _v(ean)),
})

for _cc in ['DE', 'ES', 'FR', 'GB', 'PL', 'IT', 'NL', 'AT', 'UA', 'PT', 'IE', 'BE', 'CH']:
    TYPES['iban_' + _cc.lower()] = ((lambda c: lambda: gen_iban(c))(_cc),
                                     (lambda c: lambda s: s.upper().startswith(c) and iban.is_valid(s))(_cc))
for _cc in ['PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU', 'IT', 'NL', 'IE', 'PT', 'NO', 'CZ']:
    TYPES['phone_' + _cc.lower()] = ((lambda c: lambda: gen_phone(c))(_cc), (lambda c: lambda s: phone_ok(s, c))(_cc))
    if _cc not in ('IT', 'NO', 'CZ'):
        TYPES['land_' + _cc.lower()] = ((lambda c: lambda: gen_phone(c, 'fixed'))(_cc), (lambda c: lambda s: phone_ok(s, c))(_cc))
for _c, _l in [('en', 'english'), ('es', 'spanish'), ('fr', 'french')]:
    TYPES['seed_' + _c] = ((lambda l: lambda: gen_seed(l))(_l), (lambda l: lambda s: seed_ok(s, l))(_l))
for _k in TOKEN_RE:
    TYPES['tok_' + _k] = ((lambda k: lambda: tok(k))(_k), (lambda k: lambda s: bool(re.fullmatch(TOKEN_RE[k], s)))(_k))

SEP = re.compile(r'[\s\-./()]')


def compact(t, s):
    if t.startswith('seed_'):
        return ' '.join(s.split())
    if t.startswith('tok_'):
        return s
    if t.startswith('phone_') or t.startswith('land_'):
        return s
    return SEP.sub('', s)


def validate(t, shown):
    return bool(TYPES[t][1](compact(t, shown)))


def fmt(t, v, f):
    """Render compact value v of type t with format f."""
    if not f:
        return v
    if t.startswith('phone_') or t.startswith('land_'):
        p = phonenumbers.parse(v)
        if f == 'intl':
            return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        if f == 'nat':
            return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
        if f == 'raw':
            return re.sub(r'\D', '', phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))
        if f == '00':
            return '00' + v[1:]
        if f == 'dash':
            return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL).replace(' ', '-')
        if f == 'g3':
            nsn = str(p.national_number)
            return '+%d ' % p.country_code + ' '.join(nsn[i:i + 3] for i in range(0, len(nsn), 3))
        raise KeyError(f)
    if f.startswith('g') and f[1:].isdigit():
        n = int(f[1:]); return ' '.join(v[i:i + n] for i in range(0, len(v), n))
    if f.startswith('d') and f[1:].isdigit():
        n = int(f[1:]); return '-'.join(v[i:i + n] for i in range(0, len(v), n))
    if f == 'lower':
        return v.lower()
    if f == 'nrb':  # 2 + 6x4
        return v[:2] + ' ' + ' '.join(v[i:i + 4] for i in range(2, len(v), 4))
    if f == 'ssn':
        return '%s-%s-%s' % (v[:3], v[3:5], v[5:])
    if f == 'nino':
        return '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])
    if f == 'nir':
        return '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])
    if f == 'siret':
        return '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])
    if f == 'siren':
        return '%s %s %s' % (v[:3], v[3:6], v[6:9])
    if f == 'nip':
        return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    if f == 'nip2':
        return '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])
    if f == 'nie':
        return '%s-%s-%s' % (v[0], v[1:8], v[8])
    if f == 'dni':
        return '%s-%s' % (v[:8], v[8])
    if f == 'idnr':
        return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])
    if f == 'isbn':
        return '%s-%s-%s-%s-%s' % (v[:3], v[3:5], v[5:9], v[9:12], v[12])
    if f == 'nuss':
        return '%s/%s/%s' % (v[:2], v[2:10], v[10:])
    raise KeyError(f)


from stdnum.ie import vat as ievat  # noqa: E402


def _g_ievat():
    return until(lambda: rd(7) + R.choice('ABCDEFGHIJKLMNOPQRSTUVW'), ievat.is_valid)


TYPES['ievat'] = (_g_ievat, lambda s: ievat.is_valid(s))
