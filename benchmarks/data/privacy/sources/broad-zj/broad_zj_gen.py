"""Value generators for broad-zj (helper of session 13).

Every generator returns (value_as_written, kind_for_check). Checksum-bearing values are random and
re-validated with python-stdnum; phones with phonenumbers; seed phrases with mnemonic; tokens and keys
random from `secrets` in the vendors' shapes (never real credentials).
"""
import hashlib
import secrets
import string
import zlib

import phonenumbers
from mnemonic import Mnemonic
from stdnum import ean, iban, isbn, luhn
from stdnum.de import idnr, vat as de_vat
from stdnum.es import cif, dni, nie
from stdnum.fr import nir, siren, siret, tva as fr_tva
from stdnum.pl import nip, pesel, regon
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn
from stdnum.nl import bsn
from stdnum.it import codicefiscale
from stdnum.ru import inn as ru_inn

R = secrets.SystemRandom()
D = string.digits
UP = string.ascii_uppercase
AL = string.ascii_letters + string.digits


def rd(n):
    return ''.join(R.choice(D) for _ in range(n))


def until(make, ok):
    for _ in range(100000):
        v = make()
        try:
            if ok(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')


def group(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- Polish
def g_pesel(fmt=''):
    def mk():
        y = R.randint(1940, 2019)
        m = R.randint(1, 12)
        d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d%s' % (y % 100, mm, d, rd(4))
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
        return base + str(c)
    v = until(mk, pesel.is_valid)
    if fmt == 'sp':
        v = v[:6] + ' ' + v[6:]
    return v


def g_nip(fmt=''):
    v = until(lambda: str(R.randint(1, 9)) + rd(9), nip.is_valid)
    if fmt == 'dash':
        return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
    if fmt == 'dash2':
        return '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])
    return v


def g_regon(fmt=''):
    return until(lambda: rd(9), regon.is_valid)


def plid_ok(v):
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


def g_plid(fmt=''):
    def mk():
        letters = ''.join(R.choice(UP) for _ in range(3))
        rest = rd(5)
        vals = [ord(c) - 55 for c in letters]
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        s = sum(a * b for a, b in zip(vals + [int(c) for c in rest], w))
        c = s % 10
        return letters + str(c) + rest
    v = until(mk, plid_ok)
    return v[:3] + ' ' + v[3:] if fmt == 'sp' else v


def g_nrb(fmt=''):
    v = until(lambda: 'PL' + rd(24), lambda x: True)
    v = iban.calc_check_digits('PL00' + rd(24))
    body = rd(24)
    cd = iban.calc_check_digits('PL00' + body)
    num = cd + body
    assert iban.is_valid('PL' + num)
    if fmt == 'plain':
        return num
    return num[:2] + ' ' + group(num[2:])


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'DE': 18, 'FR': 23, 'ES': 20, 'GB': 18, 'IT': 23, 'NL': 14, 'AT': 16, 'BE': 12,
            'CH': 17, 'UA': 25, 'PL': 24, 'PT': 21, 'IE': 18, 'LT': 16, 'CZ': 20}


def g_iban(cc='DE', fmt=''):
    def mk():
        n = IBAN_LEN[cc]
        if cc == 'GB':
            body = 'NWBK' + rd(14)
        elif cc == 'NL':
            body = 'INGB' + rd(10)
        elif cc == 'IE':
            body = 'AIBK' + rd(14)
        elif cc == 'IT':
            body = R.choice(UP) + rd(10) + rd(12)
        elif cc == 'FR':
            body = rd(21) + rd(2)
        else:
            body = rd(n)
        cdg = iban.calc_check_digits(cc + '00' + body)
        return cc + cdg + body
    v = until(mk, iban.is_valid)
    if fmt == 'plain':
        return v
    return group(v)


# ---------------------------------------------------------------- DE / ES / FR / US / UA / GB
def g_steuerid(fmt=''):
    v = until(lambda: str(R.randint(1, 9)) + rd(10), idnr.is_valid)
    if fmt == 'sp':
        return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])
    return v


def g_vat(cc='DE', fmt=''):
    if cc == 'DE':
        return 'DE' + until(lambda: str(R.randint(1, 9)) + rd(8), de_vat.is_valid)
    if cc == 'FR':
        s = g_siren()
        v = until(lambda: 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s, fr_tva.is_valid)
        return v
    raise ValueError(cc)


def g_dni(fmt=''):
    n = rd(8)
    v = n + dni.calc_check_digit(n)
    assert dni.is_valid(v)
    return v[:8] + '-' + v[8] if fmt == 'dash' else v


def g_nie(fmt=''):
    v = until(lambda: R.choice('XYZ') + rd(7) + 'A', lambda x: False)  # placeholder (never)


def g_nie(fmt=''):  # noqa: F811
    p = R.choice('XYZ')
    n = rd(7)
    c = dni.calc_check_digit(str('XYZ'.index(p)) + n)
    v = p + n + c
    assert nie.is_valid(v)
    return '%s-%s-%s' % (p, n, c) if fmt == 'dash' else v


def g_cif(fmt=''):
    def mk():
        b = R.choice('ABEH') + rd(7)
        return b + cif.calc_check_digits(b)[0]
    return until(mk, cif.is_valid)


def g_nir(fmt=''):
    def mk():
        b = R.choice('12') + '%02d' % R.randint(40, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + rd(3) + rd(3)
        return b + nir.calc_check_digits(b)
    v = until(mk, nir.is_valid)
    if fmt == 'sp':
        return ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    return v


def g_siren(fmt=''):
    v = until(lambda: str(R.randint(3, 9)) + rd(8), siren.is_valid)
    return '%s %s %s' % (v[:3], v[3:6], v[6:]) if fmt == 'sp' else v


def g_siret(fmt=''):
    v = until(lambda: str(R.randint(3, 9)) + rd(13), siret.is_valid)
    return '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:]) if fmt == 'sp' else v


def g_ssn(fmt=''):
    v = until(lambda: '%03d' % R.randint(1, 665) + '%02d' % R.randint(1, 99) + '%04d' % R.randint(1, 9999), ssn.is_valid)
    if fmt == 'plain':
        return v
    if fmt == 'sp':
        return '%s %s %s' % (v[:3], v[3:5], v[5:])
    return '%s-%s-%s' % (v[:3], v[3:5], v[5:])


def g_rnokpp(fmt=''):
    return until(lambda: str(R.randint(1, 4)) + rd(9), rntrc.is_valid)


def g_edrpou(fmt=''):
    return until(lambda: str(R.randint(1, 4)) + rd(7), edrpou.is_valid)


NINO_BAD1 = set('DFIQUV')
NINO_BAD2 = set('DFIQUVO')
NINO_BADP = {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'}


def nino_ok(v):
    v = v.replace(' ', '').upper()
    return (len(v) == 9 and v[0] in UP and v[1] in UP and v[0] not in NINO_BAD1 and v[1] not in NINO_BAD2
            and v[:2] not in NINO_BADP and v[2:8].isdigit() and v[8] in 'ABCD')


def g_nino(fmt=''):
    v = until(lambda: R.choice(UP) + R.choice(UP) + rd(6) + R.choice('ABCD'), nino_ok)
    if fmt == 'sp':
        return '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])
    return v


def g_bsn(fmt=''):
    return until(lambda: rd(9), bsn.is_valid)


# ---------------------------------------------------------------- products, cards
def g_isbn(fmt=''):
    def mk():
        b = '978' + R.choice(['83', '3', '2', '84', '0', '1', '966']) + rd(9)
        b = b[:12]
        return b + ean.calc_check_digit(b)
    v = until(mk, isbn.is_valid)
    return isbn.format(v) if fmt == 'dash' else v


def g_ean(fmt=''):
    def mk():
        b = R.choice(['590', '400', '300', '840', '482', '843']) + rd(9)
        return b + ean.calc_check_digit(b)
    return until(mk, ean.is_valid)


def g_card(brand='visa', fmt=''):
    pre = {'visa': '4', 'mc': R.choice(['51', '52', '53', '54', '55']), 'amex': R.choice(['34', '37'])}[brand]
    n = 15 if brand == 'amex' else 16

    def mk():
        b = pre + rd(n - len(pre) - 1)
        return b + luhn.calc_check_digit(b)
    v = until(mk, luhn.is_valid)
    if fmt == 'plain':
        return v
    if brand == 'amex':
        return '%s %s %s' % (v[:4], v[4:10], v[10:])
    return group(v, 4, '-' if fmt == 'dash' else ' ')


# ---------------------------------------------------------------- phones
PH_REGIONS = {'PL': 'PL', 'DE': 'DE', 'FR': 'FR', 'ES': 'ES', 'UA': 'UA', 'GB': 'GB', 'US': 'US', 'AT': 'AT',
              'CH': 'CH', 'IT': 'IT', 'RU': 'RU', 'NL': 'NL'}


def g_phone(region='PL', fmt='intl'):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)

    def mk():
        k = min(6, len(nat) - 2)
        s = nat[:len(nat) - k] + rd(k)
        return phonenumbers.parse('+%d%s' % (ex.country_code, s))
    p = until(mk, lambda p: phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region)
    if fmt == 'e164':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    if fmt == 'nat':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


def phone_ok(v, region):
    try:
        p = phonenumbers.parse(v, region)
        return phonenumbers.is_valid_number(p)
    except Exception:
        return False


# ---------------------------------------------------------------- secrets
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def rs(n, alphabet=AL):
    return ''.join(secrets.choice(alphabet) for _ in range(n))


def g_ghp(fmt=''):
    body = rs(30)
    return 'ghp_' + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(v):
    body, cs = v[4:34], v[34:]
    return v.startswith('ghp_') and len(v) == 40 and b62(zlib.crc32(body.encode()), 6) == cs


def g_akia(fmt=''):
    return 'AKIA' + rs(16, UP + '234567')


def g_awssecret(fmt=''):
    return rs(40, AL + '/+')


def g_sklive(fmt=''):
    return 'sk_live_' + rs(24 + R.randint(0, 75))


def g_openai(fmt=''):
    return 'sk-proj-' + rs(48, AL + '_-')


def g_xoxb(fmt=''):
    return 'xoxb-%s-%s-%s' % (rd(12), rd(13), rs(24))


def g_aiza(fmt=''):
    return 'AIza' + rs(35, AL + '_-')


def g_hex(n='64', fmt=''):
    return secrets.token_hex(int(n) // 2)


def b58(b):
    A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    n = int.from_bytes(b, 'big')
    s = ''
    while n:
        n, r = divmod(n, 58)
        s = A[r] + s
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + s


def b58dec(s):
    A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    n = 0
    for c in s:
        n = n * 58 + A.index(c)
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return b'\0' * (len(s) - len(s.lstrip('1'))) + b


def g_wif(fmt=''):
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    ck = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return b58(raw + ck)


def wif_ok(v):
    b = b58dec(v)
    return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:] and b[0] == 0x80


WORDS = ['Kasztan', 'marzec', 'Tulipan', 'sonnen', 'Brisa', 'lapin', 'Sokil', 'Wiosna', 'Hafen', 'playa',
         'mirabelle', 'Kalyna', 'zebra', 'Orzech', 'Fichte', 'nube', 'Pomme', 'Dnipro', 'kotek', 'Glocke']


def g_pw(fmt=''):
    w = R.choice(WORDS)
    return w + R.choice('!#$%&*?@_.') + rd(R.randint(2, 4)) + R.choice(['', rs(2, UP), '!', rs(3, string.ascii_lowercase)])


def g_pwr(n='14', fmt=''):
    return rs(int(n), AL + '!#%*+-=?@^_')


def g_wifi(fmt=''):
    return rs(R.randint(10, 16), AL + '#%+-_')


def g_pin(n='4', fmt=''):
    return rd(int(n))


def g_recov(fmt=''):
    return ' '.join(rs(4, 'abcdefghjkmnpqrstuvwxyz23456789') + '-' + rs(4, 'abcdefghjkmnpqrstuvwxyz23456789') for _ in range(1))


def g_pg(scheme='postgresql', fmt=''):
    port = {'postgresql': 5432, 'mysql': 3306, 'mongodb': 27017, 'redis': 6379}[scheme]
    user = R.choice(['app', 'kasia', 'admin', 'shop_rw', 'etl', 'mika'])
    host = R.choice(['db.internal', '10.0.3.17', 'nas.local', 'pg-prod-2', '192.168.1.40'])
    return '%s://%s:%s@%s:%d/%s' % (scheme, user, rs(R.randint(12, 18), AL), host, port, R.choice(['shop', 'crm', 'app', 'main']))


def g_seed(lang='english', fmt=''):
    return Mnemonic(lang).generate(R.choice([128, 128, 256]) if lang == 'english' else 128)


def seed_ok(v):
    for lang in Mnemonic.list_languages():
        m = Mnemonic(lang)
        try:
            if m.check(v):
                return True
        except Exception:
            pass
    return False


def g_cf(fmt=''):
    # Italian codice fiscale: random fields + check letter
    cons = 'BCDFGHLMNPRSTVZ'
    b = ''.join(R.choice(cons) for _ in range(6)) + '%02d' % R.randint(50, 99) + R.choice('ABCDEHLMPRST') + '%02d' % R.randint(1, 28) + R.choice('FHLMZ') + rd(3)
    v = b + codicefiscale.calc_check_digit(b)
    assert codicefiscale.is_valid(v)
    return v


def g_ruinn(fmt=''):
    def mk():
        b = str(R.randint(1, 9)) + rd(8)
        return b + ru_inn.calc_company_check_digit(b)
    return until(mk, ru_inn.is_valid)


GEN = {
    'ruinn': g_ruinn,
    'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'plid': g_plid, 'nrb': g_nrb, 'iban': g_iban,
    'steuerid': g_steuerid, 'vat': g_vat, 'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir,
    'siren': g_siren, 'siret': g_siret, 'ssn': g_ssn, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou, 'nino': g_nino,
    'bsn': g_bsn, 'isbn': g_isbn, 'ean': g_ean, 'card': g_card, 'phone': g_phone, 'ghp': g_ghp,
    'akia': g_akia, 'awssecret': g_awssecret, 'sklive': g_sklive, 'openai': g_openai, 'xoxb': g_xoxb,
    'aiza': g_aiza, 'hex': g_hex, 'wif': g_wif, 'pw': g_pw, 'pwr': g_pwr, 'wifi': g_wifi, 'pin': g_pin,
    'recov': g_recov, 'pg': g_pg, 'seed': g_seed, 'cf': g_cf,
}

SEP = ' -./'


def strip(v):
    return ''.join(c for c in v if c not in SEP)


def validate(kind, args, v):
    """Re-validate a value as written and with separators dropped. Returns True/False."""
    s = strip(v)
    if kind == 'pesel':
        return pesel.is_valid(s)
    if kind == 'nip':
        return nip.is_valid(s)
    if kind == 'regon':
        return regon.is_valid(s)
    if kind == 'plid':
        return plid_ok(s)
    if kind == 'nrb':
        return iban.is_valid('PL' + s)
    if kind == 'iban':
        return iban.is_valid(s)
    if kind == 'steuerid':
        return idnr.is_valid(s)
    if kind == 'vat':
        return de_vat.is_valid(s) if s.startswith('DE') else fr_tva.is_valid(s)
    if kind == 'dni':
        return dni.is_valid(s)
    if kind == 'nie':
        return nie.is_valid(s)
    if kind == 'cif':
        return cif.is_valid(s)
    if kind == 'nir':
        return nir.is_valid(s)
    if kind == 'siren':
        return siren.is_valid(s)
    if kind == 'siret':
        return siret.is_valid(s)
    if kind == 'ssn':
        return ssn.is_valid(s)
    if kind == 'rnokpp':
        return rntrc.is_valid(s)
    if kind == 'edrpou':
        return edrpou.is_valid(s)
    if kind == 'nino':
        return nino_ok(s)
    if kind == 'bsn':
        return bsn.is_valid(s)
    if kind == 'isbn':
        return isbn.is_valid(s)
    if kind == 'ean':
        return ean.is_valid(s)
    if kind == 'card':
        return luhn.is_valid(s)
    if kind == 'phone':
        reg = args[0] if args else 'PL'
        return phone_ok(v, reg) and phone_ok(s, reg)
    if kind == 'ghp':
        return ghp_ok(v)
    if kind == 'wif':
        return wif_ok(v)
    if kind == 'seed':
        return seed_ok(v)
    if kind == 'ruinn':
        return ru_inn.is_valid(s)
    if kind == 'cf':
        return codicefiscale.is_valid(v)
    if kind in ('pin',):
        return v.isdigit()
    if kind == 'hex':
        return all(c in '0123456789abcdef' for c in v)
    return len(v) >= 6  # vendor shapes / passwords: presence checked by the caller
