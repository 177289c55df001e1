"""Value generators and validators for lookalikes-c (session 14)."""
import random, string, secrets, uuid as _uuid
import phonenumbers
from stdnum import iban, luhn, imei, ean
from stdnum.pl import nip, regon, pesel
from stdnum.fr import siren, siret, tva, nir
from stdnum.de import vat as devat, idnr
from stdnum.es import dni, nie, cif
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gbvat

R = random.Random(14_0303)

def digits(n, first_nonzero=True):
    s = str(R.randint(1, 9)) if first_nonzero else str(R.randint(0, 9))
    return s + ''.join(str(R.randint(0, 9)) for _ in range(n - 1))

def retry(make, valid):
    for _ in range(100000):
        v = make()
        try:
            if valid(v):
                return v
        except Exception:
            pass
    raise RuntimeError('no value')

def pzn_ok(v):
    v = v.replace('-', '')
    if len(v) != 8 or not v.isdigit():
        return False
    s = sum(int(d) * (i + 1) for i, d in enumerate(v[:7])) % 11
    return s != 10 and s == int(v[7])

def plid_ok(v):
    v = v.replace(' ', '').upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit():
        return False
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    val = lambda c: ord(c) - 55 if c.isalpha() else int(c)
    return sum(val(c) * w[i] for i, c in enumerate(v) if i != 3) % 10 == int(v[3])

def make_plid():
    while True:
        v = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)) + '0' + digits(5, False)
        w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
        val = lambda c: ord(c) - 55 if c.isalpha() else int(c)
        c = sum(val(ch) * w[i] for i, ch in enumerate(v) if i != 3) % 10
        v = v[:3] + str(c) + v[4:]
        if plid_ok(v):
            return v

def make_iban(cc):
    lens = {'PL': 24, 'DE': 18, 'FR': 23, 'ES': 20, 'UA': 27, 'GB': None}
    def mk():
        if cc == 'GB':
            bban = 'NWBK' + digits(14, False)
        elif cc == 'FR':
            bban = digits(10, False) + digits(11, False) + '00'
            # fix RIB key
            b = int(bban[:5]); g = int(bban[5:10]); a = int(bban[10:21])
            key = 97 - ((89 * b + 15 * g + 3 * a) % 97)
            bban = bban[:21] + '%02d' % key
        elif cc == 'UA':
            bban = digits(6) + '0' * 5 + digits(14, False)
        else:
            bban = digits(lens[cc], False)
        return cc + iban.calc_check_digits(cc + '00' + bban) + bban
    return retry(mk, iban.is_valid)

def make_phone(region, kind):
    want = {'mobile': phonenumbers.PhoneNumberType.MOBILE,
            'fixed': phonenumbers.PhoneNumberType.FIXED_LINE}[kind]
    ex = phonenumbers.example_number_for_type(region, want)
    nsn = str(ex.national_number)
    def mk():
        n = nsn[:2] + digits(len(nsn) - 2, False)
        p = phonenumbers.parse('+%d%s' % (ex.country_code, n))
        return p
    def ok(p):
        return phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (want, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    p = retry(mk, ok)
    fmt = R.choice([phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL])
    return phonenumbers.format_number(p, fmt)

def phone_ok(v, region):
    p = phonenumbers.parse(v, region)
    return phonenumbers.is_valid_number(p)

def password():
    alph = string.ascii_letters + string.digits + '!#%&*_-.'
    return ''.join(R.choice(alph) for _ in range(R.randint(10, 14)))

GEN = {
    'nip': lambda: retry(lambda: digits(10), nip.is_valid),
    'regon': lambda: retry(lambda: digits(9), regon.is_valid),
    'regon14': lambda: retry(lambda: digits(14), regon.is_valid),
    'krs': lambda: '0000' + digits(6),
    'pesel': lambda: retry(lambda: '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + digits(5, False), pesel.is_valid),
    'peselkid': lambda: retry(lambda: '%02d%02d%02d' % (R.randint(10, 18), R.randint(21, 32), R.randint(1, 28)) + digits(5, False), pesel.is_valid),
    'siren': lambda: retry(lambda: digits(9), siren.is_valid),
    'siret': lambda: retry(lambda: digits(14), siret.is_valid),
    'tva': lambda: tva.compact('FR' + '00' + retry(lambda: digits(9), siren.is_valid)) if False else _tva(),
    'vatde': lambda: retry(lambda: 'DE' + digits(9), devat.is_valid),
    'vatgb': lambda: retry(lambda: 'GB' + digits(9), gbvat.is_valid),
    'hrb': lambda: 'HRB ' + digits(R.choice([5, 6])),
    'idnr': lambda: retry(lambda: digits(11), idnr.is_valid),
    'dni': lambda: (lambda n: n + dni.calc_check_digit(n))(digits(8, False)),
    'nie': lambda: retry(lambda: R.choice('XYZ') + digits(7, False) + R.choice(string.ascii_uppercase), nie.is_valid),
    'cif': lambda: retry(lambda: 'B' + digits(8), cif.is_valid),
    'nir': lambda: retry(lambda: R.choice('12') + '%02d%02d' % (R.randint(60, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + digits(3, False) + digits(3, False) + digits(2, False), nir.is_valid),
    'ssn': lambda: retry(lambda: '%03d%02d%04d' % (R.randint(100, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid),
    'rnokpp': lambda: retry(lambda: digits(10), rntrc.is_valid),
    'edrpou': lambda: retry(lambda: digits(8, False), edrpou.is_valid),
    'imei': lambda: retry(lambda: '35' + digits(13, False), imei.is_valid),
    'ean': lambda: retry(lambda: '590' + digits(10, False), ean.is_valid),
    'pzn': lambda: retry(lambda: digits(8, False), pzn_ok),
    'plid': make_plid,
    'card': lambda: retry(lambda: R.choice(['4', '5']) + digits(15, False), luhn.is_valid),
    'mac': lambda: ':'.join('%02X' % R.randint(0, 255) for _ in range(6)),
    'ipp': lambda: '192.168.%d.%d' % (R.randint(0, 10), R.randint(2, 254)),
    'uuid': lambda: str(_uuid.UUID(int=R.getrandbits(128), version=4)),
    'sha': lambda: '%040x' % R.getrandbits(160),
    'sha7': lambda: '%07x' % R.getrandbits(28),
    'pw': password,
    'pin4': lambda: digits(4, False),
    'pin6': lambda: digits(6, False),
    'ser': lambda: ''.join(R.choice(string.ascii_uppercase) for _ in range(2)) + digits(8, False),
    'lic': lambda: '-'.join(''.join(R.choice('BCDFGHJKMPQRTVWXY2346789') for _ in range(5)) for _ in range(5)),
    'tok': lambda: ''.join(R.choice(string.ascii_letters + string.digits) for _ in range(32)),
}

def _tva():
    s = retry(lambda: digits(9), siren.is_valid)
    return 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s

for cc in ['PL', 'DE', 'FR', 'ES', 'UA', 'GB']:
    GEN['iban' + cc] = (lambda c: lambda: make_iban(c))(cc)
for reg in ['PL', 'DE', 'FR', 'ES', 'UA', 'GB', 'RU', 'US']:
    for k in ['mobile', 'fixed']:
        GEN['tel%s%s' % (reg, k[0])] = (lambda r, kk: lambda: make_phone(r, kk))(reg, k)
GEN['nrb'] = lambda: GEN['ibanPL']()[2:]

def strip(v):
    return ''.join(c for c in v if c.isalnum())

VALID = {
    'nip': nip.is_valid, 'regon': regon.is_valid, 'regon14': regon.is_valid,
    'krs': lambda v: strip(v).isdigit() and len(strip(v)) == 10,
    'pesel': pesel.is_valid, 'peselkid': pesel.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid,
    'tva': tva.is_valid, 'vatde': devat.is_valid, 'vatgb': gbvat.is_valid,
    'hrb': lambda v: v.startswith('HRB') and strip(v)[3:].isdigit(),
    'idnr': idnr.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid,
    'nir': nir.is_valid, 'ssn': ssn.is_valid, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid,
    'imei': imei.is_valid, 'ean': ean.is_valid, 'pzn': pzn_ok, 'plid': plid_ok, 'card': luhn.is_valid,
    'nrb': lambda v: iban.is_valid('PL' + strip(v)),
}
for cc in ['PL', 'DE', 'FR', 'ES', 'UA', 'GB']:
    VALID['iban' + cc] = iban.is_valid
for reg in ['PL', 'DE', 'FR', 'ES', 'UA', 'GB', 'RU', 'US']:
    for k in ['m', 'f']:
        VALID['tel%s%s' % (reg, k)] = (lambda r: lambda v: phone_ok(v, r))(reg)
