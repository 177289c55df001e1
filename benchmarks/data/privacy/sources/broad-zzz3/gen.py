"""Value generators and validators for broad-zzz3 (fictional values, valid checksums)."""
import random, re, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as IBAN, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(20261204)
D = string.digits

def dg(n):
    return ''.join(R.choice(D) for _ in range(n))

def compact(s):
    return re.sub(r'[\s\-./]', '', s).upper()

def brute(n, ok, first=None):
    while True:
        s = (first or '') + dg(n - len(first or ''))
        if ok(s):
            return s

def group(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)

# ---- French RIB key and Portuguese NIB national checks (stdnum does not check them) ----
def _fr_conv(s):
    tr = {}
    for i, c in enumerate('ABCDEFGHI'): tr[c] = str(i + 1)
    for i, c in enumerate('JKLMNOPQR'): tr[c] = str(i + 1)
    for i, c in enumerate('STUVWXYZ'): tr[c] = str(i + 2)
    return ''.join(tr.get(c, c) for c in s)

def fr_rib_ok(bban):
    b = _fr_conv(bban)
    return int(b) % 97 == 0

def pt_nib_ok(bban):
    return int(bban) % 97 == 1

def iban_ok(s):
    c = compact(s)
    if not IBAN.is_valid(c):
        return False
    if c[:2] == 'FR':
        return fr_rib_ok(c[4:])
    if c[:2] == 'PT':
        return pt_nib_ok(c[4:])
    return True

def make_iban(cc):
    while True:
        if cc == 'DE': bban = dg(18)
        elif cc == 'PL': bban = R.choice(['1020', '1140', '1050', '2490', '1090']) + dg(20)
        elif cc == 'GB': bban = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + dg(14)
        elif cc == 'NL': bban = R.choice(['INGB', 'ABNA', 'RABO']) + dg(10)
        elif cc == 'AT': bban = dg(16)
        elif cc == 'IE': bban = R.choice(['AIBK', 'BOFI']) + dg(14)
        elif cc == 'UA': bban = R.choice(['305299', '322001', '320649']) + '0000' + dg(15)
        elif cc == 'CZ': bban = R.choice(['0800', '0100', '2010']) + dg(16)
        elif cc == 'BE':
            b = dg(10); bban = b + '%02d' % ((int(b) % 97) or 97)
        elif cc == 'ES':
            bank, office, acc = dg(4), dg(4), dg(10)
            bban = bank + office + '00' + acc
            bban = bank + office + ccc.calc_check_digits(bban) + acc
        elif cc == 'FR':
            b = dg(5) + dg(5) + dg(11)
            key = 97 - (int(_fr_conv(b)) * 100) % 97
            bban = b + '%02d' % key
        elif cc == 'PT':
            b = R.choice(['0035', '0033', '0007']) + dg(15)
            bban = b + '%02d' % (98 - (int(b) * 100) % 97)
        else:
            raise ValueError(cc)
        num = cc + '00' + bban
        num = cc + IBAN.calc_check_digits(num) + bban
        if iban_ok(num):
            return num

def fmt_iban(v):
    return R.choice([group(v, [4] * 9), group(v, [4] * 9), v])

def make_pesel():
    while True:
        y = R.randint(1955, 2006); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        body = '%02d%02d%02d' % (y % 100, mm, d) + dg(4)
        v = body + pesel.calc_check_digit(body)
        if pesel.is_valid(v):
            return v

def make_card(kind):
    while True:
        if kind == 'visa': b = '4' + dg(14)
        elif kind == 'mc': b = R.choice(['51', '52', '53', '54', '55']) + dg(13)
        elif kind == 'amex':
            b = R.choice(['34', '37']) + dg(12)
        v = b + luhn.calc_check_digit(b)
        if luhn.is_valid(v) and not v.startswith('4242') and not v.startswith('4111') and not v.startswith('5555'):
            return v

def fmt_card(v):
    if len(v) == 15:
        return R.choice([group(v, [4, 6, 5]), v])
    return R.choice([group(v, [4, 4, 4, 4]), group(v, [4, 4, 4, 4], '-'), v])

PHONE_STYLE = ['intl', 'national', 'e164', 'raw']

def make_phone(region, style=None):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    while True:
        keep = 2 if region == 'DE' else 1  # keep only the mobile prefix digit(s); the rest is random
        cand = nsn[:keep] + dg(len(nsn) - keep)
        if region == 'DE':
            cand = R.choice(['151', '152', '157', '159', '160', '162', '170', '171', '172', '176', '178']) + dg(len(nsn) - 3)
        if region == 'US':
            cand = R.choice(['415', '312', '646', '917', '503']) + R.choice('23456789') + dg(6)
        try:
            p = phonenumbers.parse(cand, region)
        except Exception:
            continue
        if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (
                phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    style = style or R.choice(PHONE_STYLE)
    if style == 'intl':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif style == 'national':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    elif style == 'e164':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    else:
        s = re.sub(r'\D', '', phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))
    return s, phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)

def phone_ok(s, region):
    try:
        p = phonenumbers.parse(s, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(p)

def make_nino():
    bad1 = set('DFIQUV'); bad2 = set('DFIQUVO')
    while True:
        a, b = R.choice(string.ascii_uppercase), R.choice(string.ascii_uppercase)
        if a in bad1 or b in bad2 or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        return a + b + dg(6) + R.choice('ABCD')

NINO_RE = re.compile(r'^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')

def make_ssn():
    while True:
        v = '%03d' % R.randint(1, 665) + '%02d' % R.randint(1, 99) + '%04d' % R.randint(1, 9999)
        if ssn.is_valid(v) and v[:3] != '078':
            return v

def make_token(kind):
    al = string.ascii_letters + string.digits
    rnd = lambda n, a=al: ''.join(secrets.choice(a) for _ in range(n))
    if kind == 'ghp': return 'ghp_' + rnd(36)
    if kind == 'glpat': return 'glpat-' + rnd(20, al + '-_')
    if kind == 'sk_live': return 'sk_live_' + rnd(24)
    if kind == 'aws': return 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret': return rnd(40, al + '/+')
    if kind == 'slack': return 'xoxb-' + dg(12) + '-' + dg(13) + '-' + rnd(24)
    if kind == 'google': return 'AIza' + rnd(35, al + '-_')
    if kind == 'openai': return 'sk-proj-' + rnd(48, al + '-_')
    if kind == 'tg': return dg(10) + ':' + 'AA' + rnd(33, al + '-_')
    raise ValueError(kind)

def make_seed(lang, words):
    m = Mnemonic(lang)
    ent = bytes(R.getrandbits(8) for _ in range(16 if words == 12 else 32))
    return m.to_mnemonic(ent)

# type -> (make() -> (shown, canonical), validator(canonical_or_shown)->bool, checksum_bearing)
def value(kind, arg=None):
    if kind == 'pesel':
        v = make_pesel(); return R.choice([v, v, group(v, [6, 5])]), v
    if kind == 'nip':
        v = brute(10, nip.is_valid); return R.choice([v, group(v, [3, 3, 2, 2], '-'), group(v, [3, 2, 2, 3], '-')]), v
    if kind == 'regon':
        v = brute(9, regon.is_valid); return v, v
    if kind == 'nrb':
        v = make_iban('PL')[2:]; return R.choice([group(v, [2, 4, 4, 4, 4, 4, 4]), v]), 'PL' + v
    if kind == 'iban':
        v = make_iban(arg); return fmt_iban(v), v
    if kind == 'idnr':
        v = brute(11, idnr.is_valid, R.choice('123456789')); return R.choice([v, group(v, [2, 3, 3, 3])]), v
    if kind == 'ustid':
        v = 'DE' + brute(9, lambda s: devat.is_valid('DE' + s), R.choice('123456789')); return v, v
    if kind == 'dni':
        n = '%08d' % R.randint(10000000, 79999999); v = n + dni.calc_check_digit(n)
        return R.choice([v, n + '-' + v[-1]]), v
    if kind == 'nie':
        p = R.choice('XYZ'); n = dg(7); v = p + n + nie.calc_check_digit(p + n)
        return R.choice([v, p + '-' + n + '-' + v[-1]]), v
    if kind == 'cif':
        while True:
            b = R.choice('ABB') + dg(7); v = b + cif.calc_check_digits(b)[0]
            if cif.is_valid(v): return v, v
    if kind == 'nir':
        while True:
            b = R.choice('12') + '%02d' % R.randint(60, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + dg(3) + dg(3)
            if b[5:7] in ('20', '96', '97', '98', '99'): continue
            v = b + nir.calc_check_digits(b)
            if nir.is_valid(v):
                return R.choice([v, group(v, [1, 2, 2, 2, 3, 3, 2])]), v
    if kind == 'siren':
        v = brute(9, siren.is_valid, R.choice('3456789')); return R.choice([v, group(v, [3, 3, 3])]), v
    if kind == 'siret':
        s = brute(9, siren.is_valid, R.choice('3456789'))
        while True:
            v = s + dg(5)
            if siret.is_valid(v): return R.choice([v, group(v, [3, 3, 3, 5])]), v
    if kind == 'tva':
        s = brute(9, siren.is_valid, R.choice('3456789')); v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
        return R.choice([v, group(v, [4, 3, 3, 3])]), v
    if kind == 'ssn':
        v = make_ssn(); return v[:3] + '-' + v[3:5] + '-' + v[5:], v
    if kind == 'nino':
        v = make_nino(); return R.choice([v, group(v, [2, 2, 2, 2, 1])]), v
    if kind == 'rnokpp':
        v = brute(10, rntrc.is_valid, R.choice('23')); return v, v
    if kind == 'edrpou':
        v = brute(8, edrpou.is_valid, R.choice('234')); return v, v
    if kind == 'inn':
        v = brute(12, lambda s: inn.is_valid(s) and len(s) == 12, R.choice(['77', '78', '50', '66'])); return v, v
    if kind == 'card':
        v = make_card(arg or 'visa'); return fmt_card(v), v
    if kind == 'isbn':
        b = '978' + R.choice(['83', '3', '2', '84', '617', '5']) ; b = b + dg(12 - len(b))
        v = b + ean.calc_check_digit(b)
        try: f = isbn.format(v)
        except Exception: f = v
        return R.choice([v, f]), v
    if kind == 'ean':
        b = R.choice(['590', '400', '300', '840', '482']) + dg(9); v = b + ean.calc_check_digit(b); return v, v
    if kind == 'phone':
        region, *st = arg.split(',')
        s, e = make_phone(region, st[0] if st else None); return s, region + '|' + e
    if kind == 'seed':
        lang, n = arg.split(',') if arg and ',' in arg else (arg or 'english', '12')
        v = make_seed(lang, int(n)); return v, lang + '|' + v
    if kind == 'token':
        v = make_token(arg); return v, v
    raise ValueError(kind)

VALID = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'nrb': iban_ok,
    'iban': iban_ok, 'idnr': idnr.is_valid, 'ustid': devat.is_valid, 'dni': dni.is_valid,
    'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
    'siret': siret.is_valid, 'tva': tva.is_valid, 'ssn': ssn.is_valid, 'rnokpp': rntrc.is_valid,
    'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid, 'isbn': isbn.is_valid,
    'ean': ean.is_valid, 'nino': lambda s: bool(NINO_RE.match(s)),
}
CHECKSUM = set(VALID) - {'nino', 'ssn'}  # NINO and SSN: format rules only, no check digit

def validate(kind, shown, canon):
    if kind == 'phone':
        region, e = canon.split('|')
        return phone_ok(shown, region) and phonenumbers.format_number(phonenumbers.parse(shown, region), phonenumbers.PhoneNumberFormat.E164) == e
    if kind == 'seed':
        lang, v = canon.split('|'); return Mnemonic(lang).check(shown)
    if kind == 'token':
        return shown == canon
    c = compact(shown)
    if kind == 'nrb':
        c = 'PL' + c
    return c == canon and VALID[kind](c)
