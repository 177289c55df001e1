"""Value generators for broad-zzc (seeded). Each returns (text_as_written, checker_name)."""
import random, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum import iban, isbn, ean, luhn

R = random.Random(171203)

def complete(mod, b):
    for c in '0123456789':
        try:
            if mod.is_valid(b + c): return b + c
        except Exception: pass
    return None

def digits(n): return ''.join(R.choice('0123456789') for _ in range(n))

def g_pesel():
    while True:
        y = R.randint(1955, 2004); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        b = f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}"
        v = b + pesel.calc_check_digit(b)
        if pesel.is_valid(v): return v

def g_nip(fmt=None):
    while True:
        v = complete(nip, str(R.randint(1, 9)) + digits(8))
        if v: break
    style = fmt or R.choice(['plain', 'dash3', 'dash2'])
    if style == 'dash3': return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if style == 'dash2': return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
    return v

def g_regon():
    while True:
        v = complete(regon, digits(8))
        if v: return v

def _iban(cc, bban):
    chk = iban.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban

def group4(s): return ' '.join(s[i:i+4] for i in range(0, len(s), 4))

BBAN = {
 'PL': lambda: R.choice(['1020', '1140', '1090', '1240', '1050', '2490']) + digits(4) + digits(16),
 'DE': lambda: R.choice(['10010010', '37040044', '50010517', '70150000', '43060967']) + digits(10),
 'FR': None, 'ES': None,
 'GB': lambda: R.choice(['NWBK', 'BARC', 'HBUK', 'MIDL']) + digits(6) + digits(8),
 'UA': lambda: R.choice(['305299', '322001', '320649', '300335']) + '00000' + digits(14),
 'AT': lambda: R.choice(['12000', '20111', '32000']) + digits(11),
}

def g_iban(cc='PL', spaced=None):
    while True:
        if cc == 'FR':
            bank = digits(5); guichet = digits(5); acct = digits(11)
            key = 97 - (int(bank + guichet + acct) * 100) % 97
            bban = bank + guichet + acct + f"{key:02d}"
        elif cc == 'ES':
            bank = R.choice(['2100', '0049', '0182', '2085']); br = digits(4); acct = digits(10)
            def dc(s):
                w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; s = s.rjust(10, '0')
                r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
                return {10: 1, 11: 0}.get(r, r)
            bban = bank + br + f"{dc('00'+bank+br)}{dc(acct)}" + acct
        else:
            bban = BBAN[cc]()
        v = _iban(cc, bban)
        if iban.is_valid(v): break
    sp = R.random() < 0.75 if spaced is None else spaced
    return group4(v) if sp else v

def g_nrb():
    v = g_iban('PL', False)[2:]
    return v[:2] + ' ' + group4(v[2:]) if R.random() < 0.8 else v

def g_steuerid():
    while True:
        # idnr: 10 digits, one digit twice or thrice; use stdnum check
        d = [str(R.randint(1, 9))] + [R.choice('0123456789') for _ in range(9)]
        b = ''.join(d)
        v = complete(idnr, b)
        if v:
            return v if R.random() < 0.5 else f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"

def g_devat():
    while True:
        v = complete(devat, 'DE' + str(R.randint(1, 9)) + digits(7))
        if v: return v

def g_dni():
    b = digits(8); return b + dni.calc_check_digit(b) if R.random()<0.6 else b + '-' + dni.calc_check_digit(b)

def g_nie():
    p = R.choice('XYZ'); b = digits(7)
    return p + b + nie.calc_check_digit(p + b)

def g_cif():
    while True:
        b = R.choice('ABB') + digits(7)
        for c in '0123456789ABCDEFGHIJ':
            if cif.is_valid(b + c): return b + c

def g_nir():
    while True:
        sx = R.choice('12'); yy = f"{R.randint(55, 99):02d}"; mm = f"{R.randint(1,12):02d}"
        dep = f"{R.randint(1, 95):02d}"
        if dep == '20': dep = '21'
        b = sx + yy + mm + dep + digits(3) + digits(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if R.random() < 0.7 else v

def g_siren():
    b = str(R.randint(3, 9)) + digits(7); v = b + luhn.calc_check_digit(b)
    return f"{v[:3]} {v[3:6]} {v[6:]}"

def g_siret():
    b = str(R.randint(3, 9)) + digits(7); s = b + luhn.calc_check_digit(b)
    while True:
        n = s + digits(4)
        v = n + luhn.calc_check_digit(n)
        if siret.is_valid(v): return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"

def g_frvat():
    while True:
        s = g_siren().replace(' ', '')
        v = 'FR' + f"{(12 + 3 * (int(s) % 97)) % 97:02d}" + s
        if tva.is_valid(v): return v

def g_ssn():
    while True:
        a = R.randint(1, 665); b = R.randint(1, 99); c = R.randint(1, 9999)
        v = f"{a:03d}-{b:02d}-{c:04d}"
        if ssn.is_valid(v): return v

def g_rnokpp():
    while True:
        b = digits(9)
        try:
            v = b + rntrc.calc_check_digit(b)
        except Exception:
            v = None
        if v and rntrc.is_valid(v): return v
        # brute force if no calc function
        for c in '0123456789':
            if rntrc.is_valid(b + c): return b + c

def g_edrpou():
    while True:
        b = str(R.randint(2, 4)) + digits(6)
        for c in '0123456789':
            if edrpou.is_valid(b + c): return b + c

def g_isbn():
    b = '978' + R.choice(['83', '3', '2', '84', '617', '0', '1']) ; b = b + digits(12 - len(b))
    return isbn.format(b + ean.calc_check_digit(b))

def g_ean():
    b = R.choice(['590', '400', '300', '840', '482']) + digits(9)
    return b + ean.calc_check_digit(b)

def g_card(kind=None):
    kind = kind or R.choice(['4', '51', '53', '55', '2221'])
    b = kind + digits(15 - len(kind)); v = b + luhn.calc_check_digit(b)
    sep = R.choice([' ', ' ', '-', ''])
    return sep.join(v[i:i+4] for i in range(0, 16, 4))

def g_phone(region='PL'):
    samples = {
      'PL': lambda: R.choice(['5', '6', '7', '88']) + digits(8 if False else 0),
    }
    while True:
        if region == 'PL': nat = R.choice(['50', '51', '53', '60', '66', '69', '72', '78', '79', '88']) + digits(7)
        elif region == 'DE': nat = R.choice(['151', '160', '170', '171', '172', '176', '157']) + digits(8)
        elif region == 'ES': nat = R.choice(['6', '7']) + digits(8)
        elif region == 'FR': nat = R.choice(['6', '7']) + digits(8)
        elif region == 'UA': nat = R.choice(['50', '63', '66', '67', '68', '93', '95', '97', '98']) + digits(7)
        elif region == 'GB': nat = '7' + R.choice(['4', '5', '7', '8', '9']) + digits(8)
        elif region == 'US': nat = R.choice(['212', '312', '415', '617', '206']) + str(R.randint(2, 9)) + digits(6)
        elif region == 'RU': nat = '9' + digits(9)
        n = phonenumbers.parse('+' + str(phonenumbers.country_code_for_region(region)) + nat)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region:
            f = R.choice([phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL])
            return phonenumbers.format_number(n, f)

M = Mnemonic('english')
def g_seed(n=12):
    strength = {12: 128, 24: 256}[n]
    return M.to_mnemonic(bytes(R.getrandbits(8) for _ in range(strength // 8)))

def g_idpl():
    L = ''.join(R.choice('ABCDEFGHIJKLMNOPRSTUVWXYZ') for _ in range(3))
    d = digits(5)
    vals = [ord(c) - 55 for c in L]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(a * b for a, b in zip(vals + [int(x) for x in d], [7, 3, 1] + [7, 3, 1, 7, 3]))
    return L + str(s % 10) + d

def g_nino():
    a = R.choice('ABCEGHJKLMNPRSTWXYZ'); b = R.choice('ABCEGHJKLMNPRSTWXYZ')
    d = digits(6); s = R.choice('ABCD')
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}" if R.random() < 0.5 else f"{a}{b}{d}{s}"

AN = string.ascii_letters + string.digits
def rnd(n, al=AN): return ''.join(secrets.choice(al) for _ in range(n))
def g_ghp(): return 'ghp_' + rnd(36)
def g_sklive(): return 'sk_live_' + rnd(24)
def g_sktest(): return 'sk_test_' + rnd(24)
def g_xoxb(): return f"xoxb-{digits(12)}-{digits(13)}-{rnd(24)}"
def g_akia(): return 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
def g_awssecret(): return rnd(40, AN + '/+')
def g_openai(): return 'sk-proj-' + rnd(48, AN + '-_')
def g_aiza(): return 'AIza' + rnd(35, AN + '-_')
def g_hex(n=64): return secrets.token_hex(n // 2)
def g_shopify(): return 'shpat_' + secrets.token_hex(16)
def g_sendgrid(): return 'SG.' + rnd(22, AN + '-_') + '.' + rnd(43, AN + '-_')
def g_tok(n=32): return rnd(n)
def g_uuid():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_sha(): return ''.join(R.choice('0123456789abcdef') for _ in range(40))
def g_ord(n=8): return digits(n)

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}

import hashlib
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def g_wif():
    raw = b'\x80' + secrets.token_bytes(32) + b'\x01'
    raw += hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    n = int.from_bytes(raw, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return s
GEN['wif'] = g_wif
