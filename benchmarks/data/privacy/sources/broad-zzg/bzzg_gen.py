"""Value generators for broad-zzg. Every checksum-bearing value is random and re-validated."""
import random, secrets, string, re
import phonenumbers, mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren
from stdnum.us import ssn
from stdnum.ua import rntrc
from stdnum.ru import inn

R = random.Random(20261203)
D = string.digits
def digs(n): return ''.join(R.choice(D) for _ in range(n))

def spaced(s, n=4, sep=' '):
    return sep.join(s[i:i+n] for i in range(0, len(s), n))

def g_pesel(child=False):
    while True:
        y = R.randint(2010, 2022) if child else R.randint(1940, 1992)
        m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        s = f"{y%100:02d}{mm:02d}{d:02d}{digs(4)}"
        s += pesel.calc_check_digit(s)
        if pesel.is_valid(s): return s
def g_pesel_child(): return g_pesel(True)
def g_pesel_old():
    while True:
        y = R.randint(1936, 1952); m = R.randint(1, 12); d = R.randint(1, 28)
        s = f"{y%100:02d}{m:02d}{d:02d}{digs(4)}"; s += pesel.calc_check_digit(s)
        if pesel.is_valid(s): return s
def g_nip():
    while True:
        v = str(R.randint(1,9)) + digs(9)
        if nip.is_valid(v):
            return R.choice([v, f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"])
def g_regon():
    while True:
        s = digs(8); s += regon.calc_check_digit(s)
        if regon.is_valid(s): return s
def g_plid():
    W = [7,3,1,9,7,3,1,7,3]
    while True:
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)); rest = digs(5)
        vals = [ord(c)-55 for c in L] + [0] + [int(x) for x in rest]
        c = sum(w*v for w, v in zip(W, vals)) % 10
        v = f"{L}{c}{rest}"
        return R.choice([v, f"{L} {c}{rest}", v.lower() if R.random() < 0.1 else v])
def plid_ok(v):
    v = v.upper(); W = [7,3,1,9,7,3,1,7,3]
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    vals = [ord(c)-55 for c in v[:3]] + [int(x) for x in v[3:]]
    return sum(w*x for w, x in zip(W, vals)) % 10 == 0

BBAN = {'PL': 24, 'DE': 18, 'GB': None, 'FR': None, 'ES': 20, 'UA': 25}
def g_iban(cc):
    while True:
        if cc == 'GB': b = ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') for _ in range(4)) + digs(14)
        elif cc == 'FR': b = digs(23)
        elif cc == 'UA': b = digs(6) + '00000' + digs(14)
        else: b = digs(BBAN[cc])
        x = cc + '00' + b
        ck = 98 - int(''.join(str(int(ch, 36)) for ch in (b + cc + '00'))) % 97
        v = f"{cc}{ck:02d}{b}"
        if iban.is_valid(v):
            return R.choice([spaced(v), spaced(v), v])
def g_iban_pl(): return g_iban('PL')
def g_iban_de(): return g_iban('DE')
def g_iban_gb(): return g_iban('GB')
def g_iban_fr(): return g_iban('FR')
def g_iban_es(): return g_iban('ES')
def g_iban_ua(): return g_iban('UA')
def g_nrb():
    v = re.sub(r'\s', '', g_iban('PL'))[2:]
    return R.choice([v[:2] + ' ' + spaced(v[2:]), v])
def g_steuerid():
    while True:
        s = str(R.randint(1,9)) + digs(9)
        for c in D:
            if idnr.is_valid(s + c): break
        else: continue
        if idnr.is_valid(s + c):
            v = s + c
            return R.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])
def g_dni():
    s = digs(8); return R.choice([s + dni.calc_check_digit(s), s + '-' + dni.calc_check_digit(s)])
def g_nie():
    while True:
        v = R.choice('XYZ') + digs(7); v += nie.calc_check_digit(v)
        if nie.is_valid(v): return v
def g_nir(sex=None, yr=(40, 99)):
    while True:
        sx = sex or R.choice('12'); yy = f"{R.randint(*yr):02d}"; mm = f"{R.randint(1,12):02d}"
        dep = f"{R.randint(1,95):02d}"
        if dep == '20': continue
        s = sx + yy + mm + dep + digs(3) + digs(3)
        k = 97 - int(s) % 97; v = s + f"{k:02d}"
        if nir.is_valid(v):
            return R.choice([v, f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"])
def g_nir_f(): return g_nir('2')
def g_nir_old_f(): return g_nir('2', (30, 52))
def g_nir_old_m(): return g_nir('1', (30, 52))
def g_nir_adult_m(): return g_nir('1', (75, 96))
def g_nir_m(): return g_nir('1')
def g_ssn():
    while True:
        v = f"{R.randint(1,665):03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"
        if ssn.is_valid(v): return R.choice([v, v, v.replace('-', ' ')])
def g_nino():
    A = 'ABCEGHJKLMNOPRSTWXYZ'; B = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(A) + R.choice(B)
        if p in ('BG','GB','NK','KN','TN','NT','ZZ'): continue
        n = digs(6); s = R.choice('ABCD')
        return R.choice([f"{p}{n}{s}", f"{p} {n[:2]} {n[2:4]} {n[4:]} {s}"])
def nino_ok(v): return re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v) is not None
def g_rnokpp():
    while True:
        s = str(R.randint(1,4)) + digs(8)
        v = s + rntrc.calc_check_digit(s) if hasattr(rntrc, 'calc_check_digit') else None
        if v is None:
            v = s + digs(1)
        if rntrc.is_valid(v): return v
def g_inn():
    while True:
        s = digs(10)
        v = s + inn.calc_personal_check_digits(s) if hasattr(inn, 'calc_personal_check_digits') else None
        if v and inn.is_valid(v): return v
def g_card(prefix=None):
    while True:
        p = prefix or R.choice(['4', '51', '52', '53', '54', '55', '2221'])
        s = p + digs(15 - len(p)); v = s + luhn.calc_check_digit(s)
        if luhn.is_valid(v): return R.choice([spaced(v), spaced(v, 4, '-'), v, spaced(v)])
def g_passport_pl(): return ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + digs(7)
def g_passport_de(): return 'C' + ''.join(R.choice('CFGHJKLMNPRTVWXYZ0123456789') for _ in range(8))
def g_passport_ua(): return ''.join(R.choice('АВЕКМНОРСТХ') for _ in range(2)) + digs(6)
def g_passport_fr(): return digs(2) + ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2)) + digs(5)
def g_passport_es(): return ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + digs(6)
def g_passport_gb(): return digs(9)

FMT = [phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL, phonenumbers.PhoneNumberFormat.E164]
MOB = {'PL': ('', 9, '5678'), 'DE': ('15', 11, None), 'FR': ('', 9, '67'), 'ES': ('', 9, '67'), 'GB': ('7', 10, None), 'US': ('', 10, None), 'UA': ('', 9, None), 'RU': ('9', 10, None)}
def g_phone(reg):
    while True:
        if reg == 'PL': n = R.choice('5678') + digs(8)
        elif reg == 'DE': n = R.choice(['151', '152', '160', '170', '171', '176', '157', '162']) + digs(R.choice([7, 8]))
        elif reg == 'FR': n = R.choice('67') + digs(8)
        elif reg == 'ES': n = R.choice('67') + digs(8)
        elif reg == 'GB': n = '7' + R.choice(['4','5','7','8','9']) + digs(8)
        elif reg == 'US': n = str(R.randint(201, 989)) + str(R.randint(2, 9)) + digs(6)
        elif reg == 'UA': n = R.choice(['50','66','67','68','93','95','96','97','98','99','63','73']) + digs(7)
        elif reg == 'RU': n = '9' + R.choice(['01','03','05','10','15','16','26','77','85']) + digs(7)
        try: p = phonenumbers.parse(n, reg)
        except Exception: continue
        if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            f = phonenumbers.format_number(p, R.choice(FMT))
            if reg == 'PL' and R.random() < 0.4: f = f"{n[:3]} {n[3:6]} {n[6:]}"
            return f
def phone_ok(v, reg):
    try: return phonenumbers.is_valid_number(phonenumbers.parse(v, reg))
    except Exception: return False
for _r in ['PL','DE','FR','ES','GB','US','UA','RU']:
    globals()['g_phone_' + _r.lower()] = (lambda r: (lambda: g_phone(r)))(_r)

M = mnemonic.Mnemonic('english')
def g_seed(): return M.generate(R.choice([128, 128, 256]))
def g_seed12(): return M.generate(128)
def g_pin(): return ''.join(secrets.choice(D) for _ in range(4))
def g_pin6(): return ''.join(secrets.choice(D) for _ in range(6))
def g_blik(): return ''.join(secrets.choice(D) for _ in range(6))
def g_sms(): return ''.join(secrets.choice(D) for _ in range(secrets.choice([6, 6, 8])))
WORDS = ['Kasztan', 'Zebra', 'Morela', 'Sonne', 'Luna', 'Tigre', 'Mirabelle', 'Sonechko', 'Kotek', 'Biedronka', 'Lavande', 'Pinguin', 'Naranja', 'Sosna', 'Falke', 'Mimosa']
def g_password():
    w = secrets.choice(WORDS); return w + secrets.choice(['!', '#', '_', '.', '$', '@']) + ''.join(secrets.choice(D) for _ in range(secrets.choice([2, 3, 4]))) + secrets.choice(['', 'x', 'Q', ''])
def g_randpass():
    a = string.ascii_letters + D + '!#%&*'
    return ''.join(secrets.choice(a) for _ in range(secrets.choice([10, 12, 14])))
def g_wifi():
    a = string.ascii_letters + D
    return secrets.choice([lambda: ''.join(secrets.choice(a) for _ in range(12)), g_password, lambda: ''.join(secrets.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(16))])()
def g_door(): return ''.join(secrets.choice(D) for _ in range(secrets.choice([4, 5, 6])))
def g_recovery():
    a = 'abcdefghjkmnpqrstuvwxyz23456789'
    return ' '.join(''.join(secrets.choice(a) for _ in range(4)) + '-' + ''.join(secrets.choice(a) for _ in range(4)) for _ in range(4))
ALNUM = string.ascii_letters + D
def g_ghp(): return 'ghp_' + ''.join(secrets.choice(ALNUM) for _ in range(36))
def g_stripe(): return 'sk_live_' + ''.join(secrets.choice(ALNUM) for _ in range(24))
def g_openai(): return 'sk-proj-' + ''.join(secrets.choice(ALNUM + '-_') for _ in range(48))
def g_aws(): return 'AKIA' + ''.join(secrets.choice(string.ascii_uppercase + '234567') for _ in range(16))
def g_awssecret(): return ''.join(secrets.choice(ALNUM + '/+') for _ in range(40))
def g_hex(): return secrets.token_hex(32)
def g_pgpass(): return g_randpass().replace('@', '').replace('/', '')
# green look-alikes with check digits
def g_company_nip(): return g_nip()
def g_isbn():
    s = '978' + R.choice(['83', '3', '84', '2', '966', '1']) ; s += digs(12 - len(s)); v = s + ean.calc_check_digit(s)
    return R.choice([v, f"{v[:3]}-{v[3:]}"]) if isbn.is_valid(v) else g_isbn()
def g_ean():
    s = R.choice(['590', '400', '840', '300', '482', '460']) + digs(9); return s + ean.calc_check_digit(s)
def g_siren():
    while True:
        s = str(R.randint(1, 9)) + digs(7); v = s + luhn.calc_check_digit(s)
        if siren.is_valid(v): return v
def g_edrpou():
    from stdnum.ua import edrpou
    while True:
        s = '0' + digs(6); v = s + edrpou.calc_check_digit(s)
        if edrpou.is_valid(v): return v
def g_uuid():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_tracking(): return R.choice(['00', '']) + digs(18)

CHECK = {
    'pesel': pesel.is_valid, 'pesel_child': pesel.is_valid, 'pesel_old': pesel.is_valid, 'nip': nip.is_valid, 'company_nip': nip.is_valid,
    'regon': regon.is_valid, 'plid': plid_ok, 'nrb': lambda v: iban.is_valid('PL' + v),
    'steuerid': idnr.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid, 'nir': nir.is_valid, 'nir_f': nir.is_valid, 'nir_old_f': nir.is_valid, 'nir_old_m': nir.is_valid, 'nir_adult_m': nir.is_valid, 'nir_m': nir.is_valid,
    'ssn': ssn.is_valid, 'nino': nino_ok, 'rnokpp': rntrc.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid,
    'seed': M.check, 'seed12': M.check, 'isbn': isbn.is_valid, 'ean': ean.is_valid, 'siren': siren.is_valid,
}
for _c in ['pl','de','gb','fr','es','ua']: CHECK['iban_' + _c] = iban.is_valid
for _r in ['pl','de','fr','es','gb','us','ua','ru']: CHECK['phone_' + _r] = (lambda r: (lambda v: phone_ok(v, r.upper())))(_r)
def _edr(v):
    from stdnum.ua import edrpou; return edrpou.is_valid(v)
CHECK['edrpou'] = _edr

def gen(kind):
    return globals()['g_' + kind]()

B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def _b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def g_wif():
    import hashlib
    p = b'\x80' + secrets.token_bytes(32) + b'\x01'
    c = hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4]
    return _b58(p + c)
def wif_ok(v):
    import hashlib
    n = 0
    for ch in v: n = n * 58 + B58.index(ch)
    b = n.to_bytes(38, 'big')
    return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]
CHECK['wif'] = wif_ok
def g_pem():
    import base64
    body = base64.b64encode(secrets.token_bytes(96)).decode()
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body[:70] + "\n" + body[70:] + "\n-----END OPENSSH PRIVATE KEY-----"
def g_conn():
    a = string.ascii_letters + D
    pw = ''.join(secrets.choice(a) for _ in range(14))
    return f"postgresql://sklep_admin:{pw}@db.sklep-{secrets.choice(['ania','kuba','zosia'])}.pl:5432/shop"
def g_mysqlconn():
    a = string.ascii_letters + D
    pw = ''.join(secrets.choice(a) for _ in range(12))
    return f"mysql://root:{pw}@192.168.1.20:3306/minecraft"
def g_slack(): return 'xoxb-' + digs(12) + '-' + digs(13) + '-' + ''.join(secrets.choice(ALNUM) for _ in range(24))
def g_discord(): return ''.join(secrets.choice(ALNUM) for _ in range(24)) + '.' + ''.join(secrets.choice(ALNUM) for _ in range(6)) + '.' + ''.join(secrets.choice(ALNUM + '_-') for _ in range(38))
def g_apikey(): return ''.join(secrets.choice(string.ascii_lowercase + D) for _ in range(32))
def g_sha(): return secrets.token_hex(20)
def _rnokpp_days(lo, hi):
    while True:
        s = f"{R.randint(lo, hi):05d}" + digs(4)
        for c in D:
            if rntrc.is_valid(s + c): return s + c
def g_rnokpp_old(): return _rnokpp_days(12000, 20000)
def g_rnokpp_child(): return _rnokpp_days(38500, 42500)
def g_rnokpp_adult(): return _rnokpp_days(27000, 33000)
for _k in ('rnokpp_old', 'rnokpp_child', 'rnokpp_adult'): CHECK[_k] = rntrc.is_valid
