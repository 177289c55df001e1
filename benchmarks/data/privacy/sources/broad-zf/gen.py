"""Value generators for broad-zf (random, checksum-valid, fictional)."""
import random, secrets, string, base64, zlib, hashlib
from stdnum import luhn, iban as _iban, isbn as _isbn, ean as _ean
from stdnum.pl import pesel as _pesel, nip as _nip, regon as _regon
from stdnum.de import idnr as _idnr
from stdnum.es import dni as _dni, nie as _nie, cif as _cif
from stdnum.fr import nir as _nir, siren as _siren, siret as _siret
from stdnum.us import ssn as _ssn
from stdnum.ua import rntrc as _rntrc, edrpou as _edrpou
import phonenumbers, mnemonic

R = random.Random(20261203 + 6)
def d(n): return ''.join(R.choice(string.digits) for _ in range(n))

def pesel():
    while True:
        y = R.randint(1950, 2005); m = R.randint(1, 12); dd = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        b = f"{y%100:02d}{mm:02d}{dd:02d}{d(4)}"
        w = [1,3,7,9,1,3,7,9,1,3]
        c = (10 - sum(int(a)*x for a, x in zip(b, w)) % 10) % 10
        v = b + str(c)
        if _pesel.is_valid(v): return v
def nip():
    while True:
        b = str(R.randint(1,9)) + d(8)
        for c in '0123456789':
            if _nip.is_valid(b + c): return b + c
def regon():
    while True:
        b = str(R.randint(1,9)) + d(7)
        for c in '0123456789':
            if _regon.is_valid(b + c): return b + c
def iban(cc):
    lens = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': 23, 'GB': 18, 'UA': 25, 'IT': 23, 'NL': 14, 'AT': 16, 'CH': 17, 'BE': 12}
    while True:
        if cc == 'FR':
            bban = d(10) + d(11); key = 97 - (int(bban[:10]) * 0 + 0) % 97
            # RIB key: 97 - ((89*bank + 15*branch + 3*account) % 97)
            bank, br, acc = int(bban[:5]), int(bban[5:10]), int(bban[10:21])
            key = 97 - ((89*bank + 15*br + 3*acc) % 97)
            bban = bban + f"{key:02d}"
        elif cc == 'GB':
            bban = ''.join(R.choice(string.ascii_uppercase) for _ in range(4)) + d(14)
        elif cc == 'NL':
            bban = R.choice(['ABNA','INGB','RABO','TRIO']) + d(10)
        elif cc == 'ES':
            bban = d(8)
            c1 = _calc_es(('00' + bban))
            acc = d(10); c2 = _calc_es(acc)
            bban = bban + str(c1) + str(c2) + acc
        elif cc == 'IT':
            bban = R.choice(string.ascii_uppercase) + d(10) + d(12)
        elif cc == 'UA':
            bban = d(6) + d(19)
        else:
            bban = d(lens[cc])
        chk = 98 - int(''.join(str(int(ch, 36)) for ch in bban + cc + '00')) % 97
        v = f"{cc}{chk:02d}{bban}"
        if _iban.is_valid(v): return v
def _calc_es(s):
    w = [1,2,4,8,5,10,9,7,3,6]
    c = 11 - sum(int(a)*b for a, b in zip(s, w)) % 11
    return {10: 1, 11: 0}.get(c, c)
def nrb(): return iban('PL')[2:]
def steuerid():
    while True:
        b = str(R.randint(1,9)) + d(9)
        if len(set(b)) != 9: continue
        for c in '0123456789':
            if _idnr.is_valid(b + c): return b + c
def dni():
    b = d(8); return b + _dni.calc_check_digit(b)
def nie():
    p = R.choice('XYZ'); b = d(7); v = p + b + _nie.calc_check_digit(p + b)
    assert _nie.is_valid(v); return v
def cif():
    while True:
        b = R.choice('ABG') + d(7)
        for c in '0123456789':
            if _cif.is_valid(b + c): return b + c
def nir():
    while True:
        b = str(R.randint(1,2)) + f"{R.randint(50,99):02d}{R.randint(1,12):02d}" + f"{R.randint(1,95):02d}" + d(3) + d(3)
        v = b + f"{97 - int(b) % 97:02d}"
        if _nir.is_valid(v): return v
def siren():
    while True:
        b = str(R.randint(3,9)) + d(7); v = b + luhn.calc_check_digit(b)
        if _siren.is_valid(v): return v
def siret():
    while True:
        s = siren(); b = s + d(4)
        v = b + luhn.calc_check_digit(b)
        if _siret.is_valid(v): return v
def ssn():
    while True:
        v = f"{R.randint(1,665):03d}{R.randint(1,99):02d}{R.randint(1,9999):04d}"
        if _ssn.is_valid(v): return v
def rnokpp():
    while True:
        b = str(R.randint(1,3)) + d(8)
        for c in '0123456789':
            if _rntrc.is_valid(b + c): return b + c
def edrpou():
    while True:
        b = str(R.randint(1,4)) + d(6)
        for c in '0123456789':
            if _edrpou.is_valid(b + c): return b + c
def card(prefix='4', n=16):
    b = prefix + d(n - len(prefix) - 1); return b + luhn.calc_check_digit(b)
def isbn13():
    b = R.choice(['978','979']) + d(9); v = b + _ean.calc_check_digit(b); assert _isbn.is_valid(v); return v
def ean13():
    b = R.choice(['590','400','843','376','482']) + d(9); return b + _ean.calc_check_digit(b)
def de_vat():
    from stdnum.de import vat
    while True:
        b = str(R.randint(1,9)) + d(7)
        for c in '0123456789':
            if vat.is_valid(b + c): return 'DE' + b + c
def plid():
    L = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)); n = d(5)
    vals = [ord(c)-55 for c in L] + [int(x) for x in n]
    c = sum(a*b for a, b in zip(vals, [7,3,1,7,3,1,7,3])) % 10
    return L + str(c) + n
def plid_valid(s):
    vals = [ord(c)-55 for c in s[:3]] + [int(x) for x in s[3:]]
    w = [7,3,1,9,7,3,1,7,3]
    return sum(a*b for a, b in zip(vals, w)) % 10 == 0
def nino():
    a = R.choice('ABCEGHJKLMNOPRSTWXYZ'); b = R.choice('ABCEGHJKLMNPRSTWXYZ')
    return a + b + d(6) + R.choice('ABCD')
REG = {'PL': ['5','6','7','8'], 'DE': ['15','16','17'], 'ES': ['6','7'], 'FR': ['6','7'], 'GB': ['7'], 'UA': ['50','63','67','93','97'], 'US': ['2','3','4','5','6','7','8','9'], 'RU': ['9']}
NLEN = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'GB': 10, 'UA': 9, 'US': 10, 'RU': 10}
def phone(reg, fmt='intl'):
    while True:
        p = R.choice(REG[reg]); nat = p + d(NLEN[reg] - len(p))
        try: n = phonenumbers.parse(nat if reg in ('US',) else ('0' + nat if reg in ('DE','FR','GB','UA') else nat), reg)
        except Exception: continue
        if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (1, 2):
            f = {'intl': phonenumbers.PhoneNumberFormat.INTERNATIONAL, 'e164': phonenumbers.PhoneNumberFormat.E164, 'nat': phonenumbers.PhoneNumberFormat.NATIONAL}[fmt]
            return phonenumbers.format_number(n, f)
_M = mnemonic.Mnemonic('english')
def seed(n=12): return _M.generate(128 if n == 12 else 256)
def b58(n): a = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'; return ''.join(R.choice(a) for _ in range(n))
def alnum(n, alpha=string.ascii_letters + string.digits): return ''.join(secrets.choice(alpha) for _ in range(n))
def ghp():
    body = alnum(30); crc = zlib.crc32(body.encode()) & 0xffffffff
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase; s = ''
    while crc: crc, r = divmod(crc, 62); s = a[r] + s
    return 'ghp_' + body + s.rjust(6, '0')
def aws_akid(): return 'AKIA' + alnum(16, string.ascii_uppercase + '234567')
def aws_secret(): return alnum(40, string.ascii_letters + string.digits + '/+')
def slack_bot(): return f"xoxb-{d(12)}-{d(13)}-{alnum(24)}"
def stripe_live(): return 'sk_live_' + alnum(24)
def openai(): return 'sk-proj-' + alnum(48, string.ascii_letters + string.digits + '-_')
def gitlab(): return 'glpat-' + alnum(20, string.ascii_letters + string.digits + '-_')
def npm(): return 'npm_' + alnum(36)
def google_api(): return 'AIza' + alnum(35, string.ascii_letters + string.digits + '-_')
def hexkey(n=64): return secrets.token_hex(n // 2)
def pw(n=14): return alnum(n, string.ascii_letters + string.digits + '!#%&*?') 
def sendgrid(): return 'SG.' + alnum(22, string.ascii_letters+string.digits+'-_') + '.' + alnum(43, string.ascii_letters+string.digits+'-_')
def pem():
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1())
    return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()).decode().strip()
def wif():
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    n = int.from_bytes(raw + chk, 'big'); a = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'; s = ''
    while n: n, r = divmod(n, 58); s = a[r] + s
    return s
def uuid4():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def sha(n=40): return ''.join(R.choice('0123456789abcdef') for _ in range(n))
