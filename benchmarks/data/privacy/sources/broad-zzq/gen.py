"""Value generators for broad-zzq. Each returns (display_text, compact_value, validator_name)."""
import random, secrets, string, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as s_iban, luhn, isbn as s_isbn, ean as s_ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.gb import nhs, utr
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.util import clean

R = random.Random(2026120401)

def digits(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def group(s, n, sep=' '):
    return sep.join(s[i:i+n] for i in range(0, len(s), n))

VALIDATORS = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': s_iban.is_valid,
    'nrb': lambda v: s_iban.is_valid('PL' + v), 'steuerid': idnr.is_valid, 'ustid': devat.is_valid,
    'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid,
    'siren': siren.is_valid, 'siret': siret.is_valid, 'tva': tva.is_valid, 'ssn': ssn.is_valid,
    'nhs': nhs.is_valid, 'utr': utr.is_valid, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid,
    'inn': inn.is_valid, 'card': luhn.is_valid, 'isbn': s_isbn.is_valid, 'ean': s_ean.is_valid,
}
CHECKSUM = set(VALIDATORS) - {'ssn'}

def v_nino(v):
    import re
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v))
VALIDATORS['nino'] = v_nino

def v_phone(v):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(v, None))
    except Exception:
        return False
VALIDATORS['phone'] = v_phone

def bip39_ok(words, wordlist):
    """BIP-39 checksum computed directly from word indexes (python-mnemonic 0.2x's check() rejects its own
    Russian phrases because it NFKD-normalises the phrase but not the wordlist lookups)."""
    import hashlib
    idx = {w: i for i, w in enumerate(wordlist)}
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in idx for w in words):
        return False
    bits = ''.join(format(idx[w], '011b') for w in words)
    cs = len(bits) // 33
    ent = int(bits[:-cs], 2).to_bytes((len(bits) - cs) // 8, 'big')
    return format(hashlib.sha256(ent).digest()[0], '08b')[:cs] == bits[-cs:]

def v_seed(v):
    words = v.split()
    for lang in Mnemonic.list_languages():
        m = MN.get(lang) or Mnemonic(lang)
        if all(w in m.wordlist for w in words):
            ok = bip39_ok(words, m.wordlist)
            if lang != 'russian':
                assert ok == m.check(v)
            return ok
    return False
VALIDATORS['seed'] = v_seed
MN = {}

def date_in(y0, y1):
    d0 = datetime.date(y0, 1, 1); d1 = datetime.date(y1, 12, 31)
    return d0 + datetime.timedelta(days=R.randrange((d1 - d0).days))

def g_pesel(arg=''):
    rng = {'child': (2011, 2023), 'senior': (1936, 1956)}.get(arg, (1972, 1998))
    d = date_in(*rng)
    m = d.month + (20 if d.year >= 2000 else 0)
    base = '%02d%02d%02d%s' % (d.year % 100, m, d.day, digits(4))
    v = base + pesel.calc_check_digit(base)
    return v, v, 'pesel'

def _retry(make, ok):
    while True:
        v = make()
        if ok(v):
            return v

def g_nip(arg=''):
    v = _retry(lambda: R.choice('123456789') + digits(9), nip.is_valid)
    fmt = R.choice(['%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), v, '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])
    return fmt, v, 'nip'

def g_regon(arg=''):
    v = _retry(lambda: R.choice('123456789') + digits(8), regon.is_valid)
    return v, v, 'regon'

def _iban(cc, bban_len_digits, prefix=''):
    def make():
        bban = prefix + digits(bban_len_digits)
        chk = s_iban.calc_check_digits(cc + '00' + bban)
        return cc + chk + bban
    return _retry(make, s_iban.is_valid)

IBAN_SHAPES = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': 23, 'GB': None, 'UA': 25, 'IT': None, 'AT': 16,
               'NL': None, 'BE': 12, 'PT': 21, 'CH': 17, 'CZ': 20}

def g_iban(arg='DE'):
    cc = arg or 'DE'
    if cc == 'GB':
        v = _iban('GB', 14, R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']))
    elif cc == 'NL':
        v = _iban('NL', 10, R.choice(['ABNA', 'RABO', 'INGB']))
    elif cc == 'IT':
        def make():
            bban = R.choice(string.ascii_uppercase) + digits(10) + digits(12)
            return 'IT' + s_iban.calc_check_digits('IT00' + bban) + bban
        v = _retry(make, s_iban.is_valid)
    elif cc == 'FR':
        v = _iban('FR', 23)
    elif cc == 'UA':
        v = _iban('UA', 25)
    else:
        v = _iban(cc, IBAN_SHAPES[cc])
    fmt = R.choice([group(v, 4), group(v, 4), v])
    return fmt, v, 'iban'

def g_nrb(arg=''):
    v = _iban('PL', 24)[2:]
    fmt = R.choice([v[:2] + ' ' + group(v[2:], 4), v])
    return fmt, v, 'nrb'

def g_steuerid(arg=''):
    v = _retry(lambda: R.choice('123456789') + digits(10), idnr.is_valid)
    fmt = R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])
    return fmt, v, 'steuerid'

def g_ustid(arg=''):
    v = _retry(lambda: 'DE' + R.choice('123456789') + digits(8), devat.is_valid)
    return v, v, 'ustid'

def g_dni(arg=''):
    n = digits(8)
    v = n + dni.calc_check_digit(n)
    return R.choice([v, n + '-' + v[-1]]), v, 'dni'

def g_nie(arg=''):
    p = R.choice('XYZ'); n = digits(7)
    v = p + n + nie.calc_check_digit(p + n)
    return v, v, 'nie'

def g_cif(arg=''):
    v = _retry(lambda: R.choice('ABB') + digits(8), cif.is_valid)
    return v, v, 'cif'

def g_nir(arg=''):
    rng = {'child': (2011, 2023), 'senior': (1936, 1956)}.get(arg, (1972, 1998))
    d = date_in(*rng)
    base = R.choice('12') + '%02d%02d' % (d.year % 100, d.month) + '%02d' % R.randint(1, 95) + digits(3) + digits(3)
    v = base + nir.calc_check_digits(base)
    fmt = R.choice([v, '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])])
    return fmt, v, 'nir'

def g_siren(arg=''):
    v = _retry(lambda: R.choice('3456789') + digits(8), siren.is_valid)
    return R.choice([v, group(v, 3)]), v, 'siren'

def g_siret(arg=''):
    v = _retry(lambda: R.choice('3456789') + digits(13), siret.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])]), v, 'siret'

def g_tva(arg=''):
    s = _retry(lambda: R.choice('3456789') + digits(8), siren.is_valid)
    v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
    return v, v, 'tva'

def g_ssn(arg=''):
    v = _retry(lambda: '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid)
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:]), v, 'ssn'

def g_nino(arg=''):
    first = 'ABCEGHJKLMNOPRSTWXYZ'; second = 'ABCEGHJKLMNPRSTWXYZ'
    v = _retry(lambda: R.choice(first) + R.choice(second) + digits(6) + R.choice('ABCD'), v_nino)
    return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])]), v, 'nino'

def g_nhs(arg=''):
    v = _retry(lambda: R.choice('456789') + digits(9), nhs.is_valid)
    return '%s %s %s' % (v[:3], v[3:6], v[6:]), v, 'nhs'

def g_utr(arg=''):
    v = _retry(lambda: digits(10), utr.is_valid)
    return v, v, 'utr'

def g_rnokpp(arg=''):
    v = _retry(lambda: R.choice('123') + digits(9), rntrc.is_valid)
    return v, v, 'rnokpp'

def g_edrpou(arg=''):
    v = _retry(lambda: R.choice('234') + digits(7), edrpou.is_valid)
    return v, v, 'edrpou'

def g_inn(arg=''):
    n = 12 if arg != 'org' else 10
    v = _retry(lambda: R.choice('1234567') + digits(n - 1), inn.is_valid)
    return v, v, 'inn'

def g_card(arg=''):
    pre = R.choice(['4', '4', '51', '52', '53', '54', '55', '2221'])
    def make():
        b = pre + digits(15 - len(pre))
        return b + luhn.calc_check_digit(b)
    v = _retry(make, lambda x: luhn.is_valid(x) and not x.startswith('4242') and not x.startswith('4111'))
    fmt = R.choice([group(v, 4), group(v, 4), v, group(v, 4, '-')])
    return fmt, v, 'card'

def g_isbn(arg=''):
    b = '978' + R.choice(['83', '3', '84', '2', '0', '1', '617']) 
    b = b + digits(12 - len(b))
    v = b + s_ean.calc_check_digit(b)
    return R.choice([v, s_isbn.format(v)]), v, 'isbn'

def g_ean(arg=''):
    b = R.choice(['590', '400', '840', '300', '482', '460']) + digits(9)
    v = b + s_ean.calc_check_digit(b)
    return v, v, 'ean'

PH_REGIONS = {'PL': 'PL', 'DE': 'DE', 'ES': 'ES', 'FR': 'FR', 'UA': 'UA', 'GB': 'GB', 'US': 'US', 'RU': 'RU',
              'IE': 'IE', 'AT': 'AT'}

def g_phone(arg='PL'):
    region = arg or 'PL'
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    keep = 2 if region not in ('US',) else 3
    def make():
        n = phonenumbers.parse('+%d%s' % (ex.country_code, nsn[:keep] + digits(len(nsn) - keep)), None)
        return n
    def ok(n):
        return phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (
            phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    n = _retry(make, ok)
    F = phonenumbers.PhoneNumberFormat
    style = R.choice(['intl', 'nat', 'e164', 'nat', 'plain'])
    if style == 'intl':
        s = phonenumbers.format_number(n, F.INTERNATIONAL)
    elif style == 'e164':
        s = phonenumbers.format_number(n, F.E164)
    elif style == 'nat':
        s = phonenumbers.format_number(n, F.NATIONAL)
    else:
        s = phonenumbers.format_number(n, F.NATIONAL).replace(' ', '').replace('-', '').replace('(', '').replace(')', '')
    return s, phonenumbers.format_number(n, F.E164) + '|' + region, 'phone'

def g_seed(arg='english'):
    lang, _, n = (arg or 'english').partition(':')
    n = int(n or 12)
    m = MN.setdefault(lang, Mnemonic(lang))
    ent = bytes(R.getrandbits(8) for _ in range({12: 16, 24: 32, 18: 24}[n]))
    v = m.to_mnemonic(ent)
    return v, v, 'seed'

def rand_str(alpha, n):
    return ''.join(secrets.choice(alpha) for _ in range(n))

AN = string.ascii_letters + string.digits
def g_token(arg='gh'):
    k = arg
    if k == 'gh':
        v = 'ghp_' + rand_str(AN, 36)
    elif k == 'aws':
        v = 'AKIA' + rand_str(string.ascii_uppercase + '234567', 16)
    elif k == 'awssecret':
        v = rand_str(AN + '/+', 40)
    elif k == 'stripe':
        v = 'sk_live_' + rand_str(AN, 24)
    elif k == 'openai':
        v = 'sk-proj-' + rand_str(AN + '-_', 48)
    elif k == 'slack':
        v = 'xoxb-' + rand_str(string.digits, 12) + '-' + rand_str(string.digits, 13) + '-' + rand_str(AN, 24)
    elif k == 'google':
        v = 'AIza' + rand_str(AN + '-_', 35)
    elif k == 'hf':
        v = 'hf_' + rand_str(AN, 34)
    elif k == 'tg':
        v = str(secrets.randbelow(9 * 10**9) + 10**9) + ':' + rand_str(AN + '-_', 35)
    else:
        raise KeyError(k)
    return v, v, 'token'
VALIDATORS['token'] = lambda v: len(v) >= 20

GEN = {k[2:]: f for k, f in globals().items() if k.startswith('g_')}

# --- checksum-bearing numbers that python-stdnum 2.2 does not cover: own implementations of the published rules

def snils_check(n9):
    s = sum(int(d) * (9 - i) for i, d in enumerate(n9))
    if s > 101:
        s %= 101
    return '00' if s in (100, 101) else '%02d' % s

def v_snils(v):
    return len(v) == 11 and v.isdigit() and int(v[:9]) > 1001998 and snils_check(v[:9]) == v[9:]

def g_snils(arg=''):
    v = _retry(lambda: (lambda n: n + snils_check(n))(R.choice('123') + digits(8)), v_snils)
    return '%s-%s-%s %s' % (v[:3], v[3:6], v[6:9], v[9:]), v, 'snils'

def kvnr_check(body9):  # letter + 8 digits
    nums = '%02d' % (ord(body9[0]) - 64) + body9[1:]
    tot = 0
    for i, d in enumerate(nums):
        p = int(d) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return str(tot % 10)

def v_kvnr(v):
    return len(v) == 10 and v[0].isalpha() and v[1:].isdigit() and kvnr_check(v[:9]) == v[9]

def g_kvnr(arg=''):
    b = R.choice('ABCDEFGHKLMNRSTW') + digits(8)
    v = b + kvnr_check(b)
    return v, v, 'kvnr'

def dowod_check(letters, digits5):
    vals = [ord(c) - 55 for c in letters] + [int(d) for d in digits5]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    return str(sum(a * b for a, b in zip(vals, w)) % 10)

def v_dowod(v):
    v = v.replace(' ', '')
    return len(v) == 9 and v[:3].isalpha() and v[3:].isdigit() and dowod_check(v[:3], v[4:]) == v[3]

def g_dowod(arg=''):
    L = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
    d5 = digits(5)
    v = L + dowod_check(L, d5) + d5
    return R.choice([v, L + ' ' + v[3:]]), v, 'dowod'

VALIDATORS.update(snils=v_snils, kvnr=v_kvnr, dowod=v_dowod)
CHECKSUM |= {'snils', 'kvnr', 'dowod'}
GEN.update(snils=g_snils, kvnr=g_kvnr, dowod=g_dowod)

# --- national check digits inside BBANs that python-stdnum 2.2 does not verify (it does ES and BE itself)

def fr_rib_ok(bban):  # 5 bank + 5 branch + 11 account + 2 key (digits only here)
    return bban.isdigit() and (89 * int(bban[:5]) + 15 * int(bban[5:10]) + 3 * int(bban[10:21]) + int(bban[21:])) % 97 == 0

def pt_nib_ok(bban):  # 4 bank + 4 branch + 11 account + 2 check
    return bban.isdigit() and int(bban) % 97 == 1

def pl_sort_ok(bban):  # 8-digit sort code (last digit checks) + 16-digit account
    return bban.isdigit() and sum(int(d) * w for d, w in zip(bban[:8], [3, 9, 7, 1, 3, 9, 7, 1])) % 10 == 0

NATIONAL = {'FR': fr_rib_ok, 'PT': pt_nib_ok, 'PL': pl_sort_ok}

def iban_full_ok(v):
    v = v.replace(' ', '').upper()
    return s_iban.is_valid(v) and NATIONAL.get(v[:2], lambda b: True)(v[4:])

_plain_iban = _iban
def _iban(cc, n, prefix=''):
    return _retry(lambda: _plain_iban(cc, n, prefix), iban_full_ok)

VALIDATORS['iban'] = iban_full_ok
VALIDATORS['nrb'] = lambda v: iban_full_ok('PL' + v)
