"""Value generators for broad-zzf. Each returns (text_as_inserted, checker_name or None)."""
import random, secrets, string, hashlib
import phonenumbers
from mnemonic import Mnemonic
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum import iban, luhn, isbn, ean

R = random.Random(18_2026_1203)
D = string.digits


def dg(n):
    return ''.join(R.choice(D) for _ in range(n))


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        if s[i:i + k]:
            out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def g_pesel(fmt=''):
    while True:
        y = R.randint(1998, 2007); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y % 100:02d}{mm:02d}{d:02d}{dg(4)}"
        for c in D:
            if pesel.is_valid(base + c):
                return base + c


def g_nip(fmt=''):
    while True:
        s = str(R.randint(1, 9)) + dg(8)
        for c in D:
            if nip.is_valid(s + c):
                v = s + c
                if fmt == 'dash':
                    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
                return v


def g_regon(fmt=''):
    while True:
        s = dg(8)
        for c in D:
            if regon.is_valid(s + c):
                return s + c


def g_iban(cc, fmt='sp'):
    lens = {'PL': 24, 'DE': 18, 'ES': 20, 'FR': 23, 'UA': 25, 'GB': None, 'LT': 16, 'IE': None}
    while True:
        if cc == 'GB':
            bban = 'REVO' + dg(14)
        elif cc == 'LT':
            bban = '3250' + dg(12)
        elif cc == 'UA':
            bban = '322001' + '0000' + dg(15)
        elif cc == 'FR':
            bban = dg(21) + dg(2)
        else:
            bban = dg(lens[cc])
        raw = cc + '00' + bban
        chk = 98 - int(iban.mod_97_10.checksum(bban + cc + '00') if False else _mod97(bban + cc + '00'))
        v = f"{cc}{chk:02d}{bban}"
        if iban.is_valid(v):
            if fmt == 'sp':
                return grp(v, [4] * 10)
            return v


def _mod97(s):
    n = ''.join(str(int(c, 36)) for c in s)
    return int(n) % 97


def g_nrb(fmt='sp'):
    v = g_iban('PL', 'raw')[2:]
    if fmt == 'sp':
        return v[:2] + ' ' + grp(v[2:], [4] * 6)
    return v


def g_steuerid(fmt=''):
    while True:
        s = str(R.randint(1, 9)) + dg(9)
        # need exactly one digit repeated (2 or 3 times) in first 10
        cnt = {c: s.count(c) for c in set(s)}
        if max(cnt.values()) not in (2, 3) or sum(1 for v in cnt.values() if v > 1) != 1:
            continue
        for c in D:
            if idnr.is_valid(s + c):
                v = s + c
                return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == 'sp' else v


def g_dni(fmt=''):
    n = dg(8)
    return n + dni.calc_check_digit(n)


def g_nie(fmt=''):
    p = R.choice('XYZ'); n = dg(7)
    v = p + n + nie.calc_check_digit(p + n)
    return f"{v[0]}-{v[1:8]}-{v[8]}" if fmt == 'dash' else v


def g_nir(fmt=''):
    while True:
        s = str(R.randint(1, 2)) + f"{R.randint(98, 99) if R.random() < .5 else R.randint(0, 6):02d}" + f"{R.randint(1, 12):02d}" + f"{R.randint(1, 95):02d}" + dg(3) + dg(3)
        k = 97 - int(s) % 97
        v = s + f"{k:02d}"
        if nir.is_valid(v):
            return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == 'sp' else v


def g_siren(fmt=''):
    while True:
        s = dg(8)
        for c in D:
            if siren.is_valid(s + c) and s[0] != '0':
                v = s + c
                return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == 'sp' else v


def g_siret(fmt=''):
    while True:
        s = g_siren() + '000' + dg(1)
        for c in D:
            if siret.is_valid(s + c):
                return s + c


def g_ssn(fmt=''):
    while True:
        v = f"{R.randint(100, 665):03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn.is_valid(v):
            return f"{v[:3]}-{v[3:5]}-{v[5:]}" if fmt != 'raw' else v


def g_rnokpp(fmt=''):
    while True:
        s = str(R.randint(3, 4)) + dg(8)
        for c in D:
            if rntrc.is_valid(s + c):
                return s + c


def g_edrpou(fmt=''):
    while True:
        s = str(R.randint(2, 4)) + dg(6)
        for c in D:
            if edrpou.is_valid(s + c):
                return s + c


def g_card(fmt='sp'):
    pref = R.choice(['4', '5' + str(R.randint(1, 5)), '4'])
    s = pref + dg(15 - len(pref))
    v = s + luhn.calc_check_digit(s)
    if fmt == 'sp':
        return grp(v, [4, 4, 4, 4])
    if fmt == 'dash':
        return grp(v, [4, 4, 4, 4], '-')
    return v


def g_isbn(fmt=''):
    s = '978' + str(R.randint(0, 9)) + dg(8)
    v = s + isbn.calc_check_digit(s) if hasattr(isbn, 'calc_check_digit') else None
    v = s + ean.calc_check_digit(s)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}" if fmt == 'dash' else v


def g_ean(fmt=''):
    s = R.choice(['590', '400', '840', '300', '482']) + dg(9)
    return s + ean.calc_check_digit(s)


PH = {'PL': ['+48 ### ### ###', '###-###-###', '### ### ###', '+48###''######'],
      'DE': ['+49 151 ########', '0176 ########', '+49157########', '0171 #######'],
      'ES': ['+34 6## ## ## ##', '6## ### ###', '6########'],
      'FR': ['06 ## ## ## ##', '+33 7 ## ## ## ##', '06########'],
      'UA': ['+380 67 ### ## ##', '093 ### ## ##', '+38050#######'],
      'GB': ['+44 7### ######', '07### ######'],
      'US': ['(###) ###-####', '+1 ###-###-####']}
PFX_OK = {'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']}


def g_phone(cc, fmt=None):
    pats = PH[cc]
    pat = pats[fmt] if isinstance(fmt, int) else R.choice(pats)
    for _ in range(2000):
        s = ''.join(R.choice(D) if ch == '#' else ch for ch in pat)
        if cc == 'PL':
            core = ''.join(c for c in s if c.isdigit())[-9:]
            if core[:2] not in PFX_OK['PL']:
                continue
        if cc == 'US':
            core = ''.join(c for c in s if c.isdigit())[-10:]
            if core[0] in '01' or core[3] in '01' or core[3:6] == '555':
                continue
        try:
            p = phonenumbers.parse(s, cc)
        except Exception:
            continue
        if phonenumbers.is_valid_number(p):
            return s
    raise RuntimeError(cc)


def g_seed(n=12):
    return Mnemonic('english').to_mnemonic(secrets.token_bytes(16 if n == 12 else 32))


def g_plid(fmt=''):
    # Polish ID card: AAA + 6 digits, check digit at position 4 (index 3)
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    while True:
        letters = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
        rest = dg(5)
        vals = [ord(c) - 55 for c in letters]
        s = sum(a * b for a, b in zip(vals + [0] + [int(c) for c in rest], w))
        # positions: 0..2 letters, 3 check, 4..8 digits
        return letters + str(s % 10) + rest


def g_nino(fmt=''):
    first = R.choice('ABCEGHJKLMNOPRSTWXYZ'); second = R.choice('ABCEGHJKLMNPRSTWXYZ')
    if first + second in ('GB', 'NK', 'TN', 'ZZ', 'BG', 'KN'):
        second = 'A'
    d = dg(6)
    v = f"{first}{second}{d}{R.choice('ABCD')}"
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == 'sp' else v


def tok(kind):
    a = string.ascii_letters + D
    rs = lambda n, al=a: ''.join(secrets.choice(al) for _ in range(n))
    if kind == 'ghp':
        return 'ghp_' + rs(36)
    if kind == 'sklive':
        return 'sk_live_' + rs(24)
    if kind == 'openai':
        return 'sk-proj-' + rs(48)
    if kind == 'aws':
        return 'AKIA' + rs(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret':
        return rs(40, a + '/+')
    if kind == 'slack':
        return f"xoxb-{dg(12)}-{dg(13)}-{rs(24)}"
    if kind == 'discord':
        return rs(24) + '.' + rs(6) + '.' + rs(38, a + '_-')
    if kind == 'tg':
        return f"{R.randint(6000000000, 7999999999)}:AA" + rs(33, a + '_-')
    if kind == 'hex64':
        return secrets.token_hex(32)
    if kind == 'hex32':
        return secrets.token_hex(16)
    if kind == 'b32':
        return rs(16, string.ascii_uppercase + '234567')
    if kind == 'rand20':
        return rs(20)
    if kind == 'pem':
        body = secrets.token_bytes(120)
        import base64
        b = base64.b64encode(body).decode()
        return '-----BEGIN OPENSSH PRIVATE KEY-----\\n' + b[:70] + '\\n' + b[70:] + '\\n-----END OPENSSH PRIVATE KEY-----'
    if kind == 'wif':
        return _wif()
    raise KeyError(kind)


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def _b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n:
        n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def _wif():
    k = b'\x80' + secrets.token_bytes(32) + b'\x01'
    c = hashlib.sha256(hashlib.sha256(k).digest()).digest()[:4]
    return _b58(k + c)


# checker: name -> function(value_without_separators) -> bool
def plid_ok(v, w=(7, 3, 1, 9, 7, 3, 1, 7, 3)):
    vals = [ord(c) - 55 if c.isalpha() else int(c) for c in v.upper()]
    return len(v) == 9 and sum(a * b for a, b in zip(vals, w)) % 10 == 0


def plpass_ok(v):
    return plid_ok(v, (7, 3, 9, 1, 7, 3, 1, 7, 3))


def nino_ok(v):
    import re
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v))


def s10_ok(v):
    d = [int(c) for c in v[2:10]]
    r = 11 - sum(a * b for a, b in zip(d, (8, 6, 4, 2, 3, 5, 9, 7))) % 11
    return int(v[10]) == {10: 0, 11: 5}.get(r, r)


CHECK = {
    'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid,
    'iban': iban.is_valid, 'nrb': lambda v: iban.is_valid('PL' + v),
    'steuerid': idnr.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid,
    'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid,
    'ssn': ssn.is_valid, 'rnokpp': rntrc.is_valid, 'edrpou': edrpou.is_valid,
    'card': luhn.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid,
    'seed': lambda v: Mnemonic('english').check(v),
    'plid': plid_ok, 'nino': nino_ok, 'plpass': plpass_ok, 's10': s10_ok,
    'gbvat': __import__('stdnum.gb.vat', fromlist=['x']).is_valid,
    'cif': __import__('stdnum.es.cif', fromlist=['x']).is_valid,
}

GEN = {
    'pesel': (g_pesel, 'pesel'), 'nip': (g_nip, 'nip'), 'regon': (g_regon, 'regon'),
    'nrb': (g_nrb, 'nrb'), 'steuerid': (g_steuerid, 'steuerid'), 'dni': (g_dni, 'dni'),
    'nie': (g_nie, 'nie'), 'nir': (g_nir, 'nir'), 'siren': (g_siren, 'siren'), 'siret': (g_siret, 'siret'),
    'ssn': (g_ssn, 'ssn'), 'rnokpp': (g_rnokpp, 'rnokpp'), 'edrpou': (g_edrpou, 'edrpou'),
    'card': (g_card, 'card'), 'isbn': (g_isbn, 'isbn'), 'ean': (g_ean, 'ean'),
    'plid': (g_plid, 'plid'), 'nino': (g_nino, 'nino'),
}


def fill(slot):
    """slot like 'pesel', 'iban:DE', 'iban:DE:raw', 'phone:PL', 'tok:ghp', 'seed', 'card:dash'."""
    parts = slot.split(':')
    name, args = parts[0], parts[1:]
    if name == 'iban':
        return g_iban(args[0], args[1] if len(args) > 1 else 'sp'), 'iban'
    if name == 'phone':
        f = int(args[1]) if len(args) > 1 else None
        v = g_phone(args[0], f)
        return v, 'phone:' + args[0]
    if name == 'tok':
        return tok(args[0]), ('wif' if args[0] == 'wif' else None)
    if name == 'seed':
        return g_seed(int(args[0]) if args else 12), 'seed'
    fn, chk = GEN[name]
    return fn(*args), chk
