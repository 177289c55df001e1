"""Value generators and validators for broad-zl (random, checksum-valid, fictional)."""
import random
import re
import secrets
import string

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as std_iban, isbn, ean, luhn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva as fr_tva
from stdnum.gb import nhs, vat as gb_vat
from stdnum.us import ssn, ein
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(20261203 + 14)
D = string.digits


def digs(n, first_nonzero=True):
    s = ''.join(R.choice(D) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = str(R.randint(1, 9)) + s[1:]
    return s


def retry(make, valid):
    for _ in range(10000):
        v = make()
        if valid(v):
            return v
    raise RuntimeError('no value')


def compact(v):
    return re.sub(r'[\s\-./]', '', v)


# ---- generators returning the compact value
def g_pesel(lo=1932, hi=2023):
    y = R.randint(lo, hi)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = f'{y % 100:02d}{mm:02d}{d:02d}{digs(4, False)}'
    return base + pesel.calc_check_digit(base)


def g_nip():
    def make():
        b = digs(9)
        c = sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        return b + str(c)
    return retry(make, lambda v: len(v) == 10 and nip.is_valid(v))


def g_regon():
    b = digs(8)
    return b + regon.calc_check_digit(b)


def g_iban(cc):
    lens = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': 23, 'GB': 18, 'UA': 25, 'AT': 16, 'NL': 14, 'BE': 12, 'IT': 23}
    def make():
        if cc == 'GB':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + digs(14, False)
        elif cc == 'NL':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + digs(10, False)
        elif cc == 'IT':
            bban = R.choice(string.ascii_uppercase) + digs(22, False)
        elif cc == 'UA':
            bban = digs(6) + '0000' + digs(15, False)
        elif cc == 'FR':
            b = digs(10) + digs(11, False)
            # RIB key
            n = int(b[:5]) * 89 + int(b[5:10]) * 15 + int(b[10:21]) * 3
            bban = b + f'{97 - n % 97:02d}'
        elif cc == 'ES':
            b = digs(8)
            acc = digs(10, False)
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            def ck(s):
                c = 11 - sum(int(x) * y for x, y in zip(s, w)) % 11
                return {10: 1, 11: 0}.get(c, c)
            bban = b + str(ck('00' + b)) + str(ck(acc)) + acc
        elif cc == 'BE':
            b = digs(10)
            c = int(b) % 97 or 97
            bban = b + f'{c:02d}'
        else:
            bban = digs(lens[cc], False)
        s = bban + cc + '00'
        num = ''.join(str(int(ch, 36)) for ch in s)
        chk = 98 - int(num) % 97
        return f'{cc}{chk:02d}{bban}'
    return retry(make, std_iban.is_valid)


def g_nrb():
    return g_iban('PL')[2:]


def g_steuerid():
    def make():
        return digs(11)
    return retry(make, idnr.is_valid)


def g_devat():
    return retry(lambda: 'DE' + digs(9), de_vat.is_valid)


def g_dni():
    b = digs(8, False)
    return b + dni.calc_check_digit(b)


def g_nie():
    b = R.choice('XYZ') + digs(7, False)
    return b + nie.calc_check_digit(b)


def g_cif():
    b = R.choice('ABBBBEGH') + digs(7, False)
    c = cif.calc_check_digits(b)
    return b + (c[0] if b[0] in 'ABEH' else c[0])


def g_nir():
    def make():
        b = R.choice('12') + f'{R.randint(40, 99):02d}' + f'{R.randint(1, 12):02d}' + f'{R.randint(1, 95):02d}' + digs(3, False) + digs(3, False)
        return b + nir.calc_check_digits(b)
    return retry(make, nir.is_valid)


def g_siren():
    b = digs(8)
    return b + luhn.calc_check_digit(b)


def g_siret():
    s = g_siren()
    b = s + digs(4, False)
    return b + luhn.calc_check_digit(b)


def g_frtva():
    s = g_siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    return f'FR{k:02d}{s}'


def g_ssn():
    return retry(lambda: f'{R.randint(1, 665):03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}', ssn.is_valid)


def g_ein():
    return retry(lambda: f'{R.choice(["12", "20", "27", "45", "46", "81", "83", "94"])}{digs(7, False)}', ein.is_valid)


def g_rnokpp():
    return retry(lambda: digs(10), rntrc.is_valid)


def g_edrpou():
    return retry(lambda: digs(8, False), edrpou.is_valid)


def g_inn12():
    return retry(lambda: digs(12), lambda v: inn.is_valid(v))


def g_inn_fix():
    b = digs(10)
    def ck(s, w):
        return str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)
    b = b[:10]
    c1 = ck(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
    c2 = ck(b + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
    return b + c1 + c2


def v_snils(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    s = sum(int(d) * (9 - i) for i, d in enumerate(v[:9]))
    c = s % 101
    if c == 100:
        c = 0
    return f'{c:02d}' == v[9:]


def g_snils():
    return retry(lambda: (lambda b: b + f'{(sum(int(d) * (9 - i) for i, d in enumerate(b)) % 101) % 100:02d}')(digs(9)), v_snils)


def g_nhs():
    def make():
        b = digs(9)
        c = (11 - sum(int(d) * (10 - i) for i, d in enumerate(b)) % 11) % 11
        return b + str(c % 10)
    return retry(make, nhs.is_valid)


def g_gbvat():
    return retry(lambda: 'GB' + digs(9), gb_vat.is_valid)


def v_nino(v):
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v))


def g_nino():
    return retry(lambda: R.choice('ABCEHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + digs(6, False) + R.choice('ABCD'), v_nino)


PLID_W = [7, 3, 1, 0, 7, 3, 1, 7, 3]


def v_plid(v):
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, PLID_W)) % 10 == vals[3]


def g_plid():
    def make():
        L = ''.join(R.choice('ABCDEFGHIJKLMNOPRSTUWXYZ') for _ in range(3))
        rest = digs(5, False)
        vals = [ord(c) - 55 for c in L] + [0] + [int(c) for c in rest]
        c = sum(a * b for a, b in zip(vals, PLID_W)) % 10
        return L + str(c) + rest
    return retry(make, v_plid)


def v_kvnr(v):
    if not re.fullmatch(r'[A-Z]\d{9}', v):
        return False
    s = f'{ord(v[0]) - 64:02d}' + v[1:9]
    t = 0
    for i, d in enumerate(s):
        p = int(d) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return t % 10 == int(v[9])


def g_kvnr():
    return retry(lambda: R.choice(string.ascii_uppercase) + digs(9, False), v_kvnr)


def g_isbn():
    b = '978' + R.choice(['83', '3', '2', '84', '966', '0', '1']) 
    b = (b + digs(12 - len(b), False))[:12]
    return b + ean.calc_check_digit(b)


def g_ean():
    b = R.choice(['590', '400', '840', '300', '482', '460']) + digs(9, False)
    return b + ean.calc_check_digit(b)


def g_card(kind='visa'):
    if kind == 'visa':
        b = '4' + digs(14, False)
    elif kind == 'mc':
        b = '5' + str(R.randint(1, 5)) + digs(13, False)
    else:
        b = '37' + digs(12, False)
    return b + luhn.calc_check_digit(b)


PREFIX = {
    ('PL', True): ['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'],
    ('PL', False): ['12', '22', '58', '61', '71', '81', '42', '32'],
    ('DE', True): ['151', '152', '157', '160', '170', '171', '172', '175', '176', '177', '178', '179'],
    ('DE', False): ['30', '40', '89', '221', '69', '711', '341', '561'],
    ('ES', True): ['6', '7'],
    ('ES', False): ['91', '93', '95', '96', '98'],
    ('FR', True): ['6', '7'],
    ('FR', False): ['1', '2', '3', '4', '5'],
    ('GB', True): ['71', '73', '74', '75', '77', '78', '79'],
    ('GB', False): ['20', '121', '161', '113', '131', '117'],
    ('UA', True): ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
    ('UA', False): ['44', '32', '56', '48', '57'],
    ('RU', True): ['91', '92', '95', '96', '98', '90'],
    ('RU', False): ['495', '812', '343', '383'],
    ('US', True): ['212', '415', '617', '312', '503', '720', '614', '404'],
    ('US', False): ['212', '415', '617', '312', '503', '720', '614', '404'],
}


def g_phone(region, mobile=True):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE if mobile else phonenumbers.PhoneNumberType.FIXED_LINE)
    nat = str(ex.national_number)

    def make():
        pre = R.choice(PREFIX[(region, mobile)])
        n = pre + digs(len(nat) - len(pre), False)
        return phonenumbers.parse('+' + str(ex.country_code) + n)

    def ok(p):
        t = phonenumbers.number_type(p)
        return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region and (
            t in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE) if mobile else
            t in (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    return retry(make, ok)


def v_phone(v, region):
    try:
        p = phonenumbers.parse(v, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(p)


MN = {'en': Mnemonic('english')}


def g_seed(n=12, lang='english'):
    m = Mnemonic(lang)
    return m.generate(128 if n == 12 else 256)


def v_seed(v, lang='english'):
    return Mnemonic(lang).check(v)


def g_pwd(n=12):
    al = string.ascii_letters + string.digits + '!#%*?_-'
    return ''.join(secrets.choice(al) for _ in range(n))


from stdnum.fr import nif as fr_nif
from stdnum.at import vnr as at_vnr


def g_frnif():
    def make():
        b = R.choice('0123') + digs(9, False)
        return b + fr_nif.calc_check_digits(b)
    return retry(make, fr_nif.is_valid)


def g_atvnr():
    def make():
        dob = f'{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(30, 99):02d}'
        return digs(3) + '0' + dob
    def fix(v):
        c = at_vnr.calc_check_digit(v[:3] + v[4:])
        return v[:3] + c + v[4:]
    return retry(lambda: fix(make()), at_vnr.is_valid)


def g_inn10():
    return retry(lambda: digs(10), inn.is_valid)
