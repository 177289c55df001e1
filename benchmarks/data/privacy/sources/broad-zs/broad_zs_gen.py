"""Value generators and validators for broad-zs (session 15). Random, fictional values."""
import random, secrets, string, re, hashlib, uuid
from stdnum.pl import pesel, nip, regon
from stdnum import iban as ibanmod, luhn, isbn, ean
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.gb import vat as gbvat
import phonenumbers
from mnemonic import Mnemonic

R = random.SystemRandom()
D = string.digits
def digs(n): return ''.join(R.choice(D) for _ in range(n))
def grp(s, n=4, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))

def g_pesel(a=''):
    while True:
        y = R.randint(1940, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}{digs(4)}"
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v
def g_nip(a=''):
    while True:
        b = str(R.randint(1, 9)) + digs(8)
        v = b + str(R.randint(0, 9))
        if nip.is_valid(v):
            if a == 'd': return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
            if a == 'd2': return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
            return v
def g_regon(a=''):
    while True:
        b = digs(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v
def g_dowod(a=''):
    L = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)); rest = digs(5)
    vals = [ord(c) - 55 for c in L]; w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(x*y for x, y in zip(vals + [int(c) for c in rest], [7, 3, 1, 7, 3, 1, 7, 3]))
    v = L + str(s % 10) + rest
    return v if a != 's' else v[:3] + ' ' + v[3:]
def v_dowod(v):
    v = v.replace(' ', '').upper()
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[4:]]
    return int(v[3]) == sum(x*y for x, y in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
BBAN = {'DE': lambda: digs(18), 'PL': lambda: digs(24), 'ES': lambda: digs(20), 'FR': lambda: digs(21)+digs(2),
        'GB': lambda: R.choice(['BARC','NWBK','LOYD','MIDL','HBUK'])+digs(14), 'NL': lambda: R.choice(['INGB','ABNA','RABO','SNSB'])+digs(10),
        'IT': lambda: R.choice(string.ascii_uppercase)+digs(10)+digs(12), 'AT': lambda: digs(16), 'BE': lambda: digs(12),
        'IE': lambda: R.choice(['AIBK','BOFI'])+digs(14), 'PT': lambda: digs(21), 'UA': lambda: digs(6)+digs(19),
        'LT': lambda: digs(16), 'CH': lambda: digs(17), 'LU': lambda: digs(3)+digs(13)}
def g_iban(a):
    cc, *f = a.split(':')
    for _ in range(5000):
        bban = BBAN[cc]()
        if cc == 'ES':
            from stdnum.es import ccc
            if not ccc.is_valid(bban): continue
        if cc == 'FR':
            bk, br, ac = digs(5), digs(5), digs(11)
            bban = bk + br + ac + f"{97 - ((89*int(bk) + 15*int(br) + 3*int(ac)) % 97):02d}"
        if cc == 'BE':
            b = digs(10); bban = b + f"{(int(b) % 97) or 97:02d}"
        if cc == 'PT':
            b = digs(19); bban = b + f"{98 - (int(b + '00') % 97):02d}"
        chk = ibanmod.calc_check_digits(cc + '00' + bban)
        v = cc + chk + bban
        if ibanmod.is_valid(v):
            return grp(v) if 'g' in f else v
    raise RuntimeError(cc)
def g_nrb(a=''):
    v = g_iban('PL')[2:]
    return (v[:2] + ' ' + grp(v[2:])) if a == 'g' else v
def v_nrb(v): return ibanmod.is_valid('PL' + v.replace(' ', ''))
def g_card(a):
    t, *f = a.split(':')
    if t == 'visa': b = '4' + digs(14)
    elif t == 'mc': b = R.choice(['51','52','53','54','55']) + digs(13)
    else: b = R.choice(['34','37']) + digs(12)
    v = b + luhn.calc_check_digit(b)
    if 'g' in f:
        return (v[:4]+' '+v[4:10]+' '+v[10:]) if t == 'amex' else grp(v)
    if 'd' in f: return grp(v, 4, '-')
    return v
def g_exp(a=''): return f"{R.randint(1,12):02d}/{R.randint(27,31)}"
def g_digits(a): return digs(int(a))
def g_pwd(a='12'):
    n = int(a or 12); al = string.ascii_letters + D + '!#$%&*?@_-.'
    while True:
        p = ''.join(R.choice(al) for _ in range(n))
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p): return p
def g_alnum(a): return ''.join(R.choice(string.ascii_letters + D) for _ in range(int(a)))
def g_ualnum(a): return ''.join(R.choice(string.ascii_uppercase + D) for _ in range(int(a)))
def g_hex(a): return secrets.token_hex(int(a) // 2)
FMT = {'i': phonenumbers.PhoneNumberFormat.INTERNATIONAL, 'n': phonenumbers.PhoneNumberFormat.NATIONAL, 'e': phonenumbers.PhoneNumberFormat.E164}
MOB = {'PL': lambda: R.choice('5678') + digs(8), 'DE': lambda: '15' + R.choice('12579') + digs(8), 'FR': lambda: R.choice('67') + digs(8),
       'ES': lambda: R.choice('67') + digs(8), 'GB': lambda: '7' + R.choice('45789') + digs(8), 'US': lambda: R.choice('2345678') + digs(2) + R.choice('23456789') + digs(6),
       'UA': lambda: R.choice(['50','63','66','67','68','73','93','95','96','97','98','99']) + digs(7), 'RU': lambda: '9' + digs(9)}
def g_phone(a):
    cc, *f = a.split(':'); fm = FMT[f[0] if f else 'i']
    while True:
        n = phonenumbers.parse(MOB[cc](), cc)
        if phonenumbers.is_valid_number(n):
            return phonenumbers.format_number(n, fm)
def v_phone(v, cc): 
    try: return phonenumbers.is_valid_number(phonenumbers.parse(v, cc))
    except Exception: return False
def g_seed(a='english'):
    lang, *f = a.split(':'); n = int(f[0]) if f else 12
    return Mnemonic(lang).generate(strength={12: 128, 24: 256, 18: 192}[n])
def v_seed(v, lang): return Mnemonic(lang).check(v)
def g_steuer(a=''):
    while True:
        b = str(R.randint(1, 9)) + digs(9)
        c = Counter_ok(b)
        if not c: continue
        v = b + str(R.randint(0, 9))
        if idnr.is_valid(v):
            return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if a == 'g' else v
def Counter_ok(b):
    from collections import Counter
    c = Counter(b); return sorted(c.values(), reverse=True)[0] in (2, 3) and len(c) >= 8 - 0
def g_ustid(a=''):
    while True:
        b = str(R.randint(1, 9)) + digs(7); v = 'DE' + b + str(R.randint(0, 9))
        if devat.is_valid(v): return v
def g_dni(a=''):
    b = digs(8); v = b + dni.calc_check_digit(b)
    return v if a != 'd' else b + '-' + v[-1]
def g_nie(a=''):
    p = R.choice('XYZ'); b = digs(7); v = p + b + nie.calc_check_digit(p + b)
    return v
def g_cif(a=''):
    while True:
        b = R.choice('ABB') + digs(7)
        try:
            v = b + cif.calc_check_digits(b)[0]
        except Exception: continue
        if cif.is_valid(v): return v
def g_nir(a=''):
    while True:
        s = R.choice('12'); y = f"{R.randint(40, 99):02d}"; m = f"{R.randint(1, 12):02d}"; dep = f"{R.randint(1, 95):02d}"
        if dep == '20': continue
        b = s + y + m + dep + digs(3) + digs(3); v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if a == 'g' else v
def g_siren(a=''):
    b = str(R.randint(1, 9)) + digs(7); v = b + luhn.calc_check_digit(b)
    return grp(v, 3) if a == 'g' else v
def g_siret(a=''):
    s = g_siren(); b = s + digs(4); v = b + luhn.calc_check_digit(b)
    return (grp(s, 3) + ' ' + v[9:]) if a == 'g' else v
def g_ssn(a=''):
    while True:
        v = f"{R.randint(1, 665):03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn.is_valid(v): return f"{v[:3]}-{v[3:5]}-{v[5:]}" if a != 'c' else v
def g_nino(a=''):
    ok = 'ABCEGHJKLMNPRSTWXYZ'; ok2 = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(ok) + R.choice(ok2.replace('O', ''))
        if p in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
        v = p + digs(6) + R.choice('ABCD')
        return (p + ' ' + ' '.join([v[2:4], v[4:6], v[6:8]]) + ' ' + v[8]) if a == 'g' else v
def v_nino(v): return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v.replace(' ', '')))
def g_rnokpp(a=''):
    while True:
        b = str(R.randint(1, 4)) + digs(8)
        v = b + rntrc.calc_check_digit(b) if hasattr(rntrc, 'calc_check_digit') else None
        if v is None:
            b = b + digs(1)
            if rntrc.is_valid(b): return b
            continue
        if rntrc.is_valid(v): return v
def g_edrpou(a=''):
    while True:
        b = R.choice(['3', '4', '2']) + digs(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v
def g_inn(a=''):
    while True:
        b = f"{R.randint(1, 92):02d}" + digs(8)
        v = b + inn.calc_personal_check_digits(b)
        if inn.is_valid(v): return v
def g_innco(a=''):
    while True:
        b = f"{R.randint(1, 92):02d}" + digs(7)
        v = b + inn.calc_company_check_digit(b)
        if inn.is_valid(v): return v
def g_isbn(a=''):
    b = '978' + R.choice(['83', '3', '84', '2', '966', '1']) 
    b = b + digs(12 - len(b)); v = b + ean.calc_check_digit(b)
    return isbn.format(v) if a == 'h' else v
def g_ean(a=''):
    b = R.choice(['590', '400', '840', '300', '482']) + digs(9); return b + ean.calc_check_digit(b)
def g_stripe(a='live'): return f"sk_{a}_" + g_alnum(99 if a == 'x' else 24)
def g_pk(a='live'): return f"pk_{a}_" + g_alnum(24)
def g_apikey(a='64'): return g_alnum(int(a))
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def b58dec(s):
    n = 0
    for c in s: n = n * 58 + B58.index(c)
    full = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return b'\0' * (len(s) - len(s.lstrip('1'))) + full
def g_wif(a=''):
    p = b'\x80' + secrets.token_bytes(32) + b'\x01'
    return b58(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])
def v_wif(v):
    b = b58dec(v); return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]
def g_ethkey(a=''): return ('0x' if a == 'x' else '') + secrets.token_hex(32)
def g_ethaddr(a=''): return '0x' + secrets.token_hex(20)
def g_gift(a='4'): return '-'.join(g_ualnum(4) for _ in range(int(a or 4)))
def g_recov(a='8'):
    return ' '.join(f"{g_alnum(4).lower()}-{g_alnum(4).lower()}" for _ in range(int(a or 8)))
def g_uuid(a=''): return str(uuid.uuid4())
def g_sha(a=''): return hashlib.sha256(secrets.token_bytes(16)).hexdigest()
def g_ups(a=''): return '1Z' + g_ualnum(6) + digs(10)
def g_totp(a=''): return ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') for _ in range(32))
def g_ppl(a=''):  # fictional PayPal-like transaction id (green)
    return g_ualnum(17)

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}

def validate(kind, args, v):
    """Return (is_identifier_like, ok) after dropping separators."""
    c = re.sub(r'[\s\-./]', '', v)
    if kind == 'pesel': return True, pesel.is_valid(c)
    if kind == 'nip': return True, nip.is_valid(c)
    if kind == 'regon': return True, regon.is_valid(c)
    if kind == 'dowod': return True, v_dowod(c)
    if kind == 'iban': return True, ibanmod.is_valid(c)
    if kind == 'nrb': return True, v_nrb(c)
    if kind == 'card': return True, luhn.is_valid(c)
    if kind == 'phone': return True, v_phone(v, args.split(':')[0])
    if kind == 'seed': return False, v_seed(v, args.split(':')[0])
    if kind == 'steuer': return True, idnr.is_valid(c)
    if kind == 'ustid': return True, devat.is_valid(c)
    if kind == 'dni': return True, dni.is_valid(c)
    if kind == 'nie': return True, nie.is_valid(c)
    if kind == 'cif': return True, cif.is_valid(c)
    if kind == 'nir': return True, nir.is_valid(c)
    if kind == 'siren': return True, siren.is_valid(c)
    if kind == 'siret': return True, siret.is_valid(c)
    if kind == 'ssn': return True, ssn.is_valid(c)
    if kind == 'nino': return True, v_nino(c)
    if kind == 'rnokpp': return True, rntrc.is_valid(c)
    if kind == 'edrpou': return True, edrpou.is_valid(c)
    if kind in ('inn', 'innco'): return True, inn.is_valid(c)
    if kind == 'isbn': return True, isbn.is_valid(c)
    if kind == 'ean': return True, ean.is_valid(c)
    if kind == 'wif': return False, v_wif(v)
    return False, True
