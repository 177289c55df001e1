"""Value generators and validators for broad-zzz1. All values fictional (random), checksum-valid."""
import random, secrets, string, re
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as IBAN, luhn, isbn as ISBN, ean as EAN
from stdnum.pl import pesel as PESEL, nip as NIP, regon as REGON
from stdnum.de import idnr as IDNR, vat as DEVAT
from stdnum.es import dni as DNI, nie as NIE, cif as CIF, ccc as CCC
from stdnum.fr import nir as NIR, siren as SIREN, siret as SIRET, tva as TVA
from stdnum.us import ssn as SSN
from stdnum.ua import rntrc as RNTRC, edrpou as EDRPOU
from stdnum.ru import inn as INN
from stdnum.nl import bsn as BSN
from stdnum.it import codicefiscale as CF

R = random.Random(22041)   # fixed seed for values
def d(n): return ''.join(R.choice(string.digits) for _ in range(n))
def grp(s, n=4, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))

# ---------- validators (on compacted value) ----------
def v_nrb(x): return len(x) == 26 and IBAN.is_valid('PL' + x)
NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
def v_nino(x):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])', x)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PREFIX
def v_card(x): return x.isdigit() and 13 <= len(x) <= 19 and luhn.is_valid(x)
def v_phone(region):
    def f(x):
        try:
            n = phonenumbers.parse(x, region)
            return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region
        except Exception:
            return False
    return f
def v_seed(lang):
    m = Mnemonic(lang)
    return lambda x: m.check(x)
def v_iban(x): return IBAN.is_valid(x)
def v_snils(x):
    if not (x.isdigit() and len(x) == 11): return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(x[:9]))
    while s > 101: s %= 101
    c = 0 if s in (100, 101) else s
    return c == int(x[9:])

VALID = {
 'pesel': PESEL.is_valid, 'nip': NIP.is_valid, 'regon': REGON.is_valid, 'nrb': v_nrb, 'iban': v_iban,
 'steuerid': IDNR.is_valid, 'ustid': DEVAT.is_valid, 'dni': DNI.is_valid, 'nie': NIE.is_valid,
 'cif': CIF.is_valid, 'nir': NIR.is_valid, 'siren': SIREN.is_valid, 'siret': SIRET.is_valid, 'tva': TVA.is_valid,
 'ssn': SSN.is_valid, 'nino': v_nino, 'rnokpp': RNTRC.is_valid, 'edrpou': EDRPOU.is_valid, 'inn': INN.is_valid,
 'snils': v_snils, 'bsn': BSN.is_valid, 'cf': CF.is_valid,
 'card': v_card, 'isbn': ISBN.is_valid, 'ean': EAN.is_valid,
}
FORMAT_ONLY = {'ssn', 'nino'}  # no check digit: validated by format rules only
CHECKSUM_TYPES = set(VALID) - FORMAT_ONLY

def validator(kind, arg):
    if kind == 'phone': return v_phone(arg)
    if kind == 'seed': return v_seed(arg)
    return VALID.get(kind)

def compact(kind, s):
    if kind == 'seed': return ' '.join(s.split())
    if kind == 'phone': return re.sub(r'[\s\-./()]', '', s)
    return re.sub(r'[\s\-./()]', '', s).upper()

# ---------- generators ----------
def first_ok(f, b):
    for c in '0123456789':
        if f(b + c): return c
    return None
def g_pesel(arg):
    while True:
        y = R.randint(2019, 2022) if arg == 'child' else R.randint(1950, 2005); m = R.randint(1, 12); dd = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f'{y%100:02d}{mm:02d}{dd:02d}{d(4)}'
        v = base + PESEL.calc_check_digit(base)
        if PESEL.is_valid(v): return v
def g_nip(arg):
    while True:
        b = str(R.randint(1, 9)) + d(8); c = first_ok(NIP.is_valid, b)
        if c:
            v = b + c
            return v if arg == 'plain' else f'{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}' if arg != 'b' else f'{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}'
def g_regon(arg):
    b = d(8); return b + REGON.calc_check_digit(b)
def iban_from(cc, bban):
    chk = IBAN.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban
def pl_bban():
    bank = R.choice(['102', '109', '114', '105', '124', '116', '175', '249'])
    br = bank + d(4)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(br, w)) % 10) % 10
    return br + str(c) + d(16)
def fr_bban():
    bank, branch, acc = d(5), d(5), d(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97)
    return bank + branch + acc + f'{key:02d}'
def es_bban():
    bank, office, acc = d(4), d(4), d(10)
    cd = CCC.calc_check_digits(bank + office + '00' + acc)
    return bank + office + cd + acc
def g_iban(arg):
    cc, _, fmt = (arg + '::').split(':')[:3]
    bb = {'PL': pl_bban, 'FR': fr_bban, 'ES': es_bban,
          'DE': lambda: str(R.randint(1, 8)) + d(17), 'AT': lambda: d(16), 'NL': lambda: R.choice(['INGB', 'ABNA', 'RABO']) + d(10),
          'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD']) + d(14), 'IT': lambda: R.choice('ABCDEFGHIJKLMNOPRSTUVZ') + d(10) + d(12),
          'UA': lambda: d(6) + d(19), 'BE': None, 'CH': lambda: d(17), 'IE': lambda: 'AIBK' + d(14)}[cc]
    if cc == 'BE':
        acc = d(10); acc += f'{(int(acc) % 97) or 97:02d}'; b = acc
    else:
        b = bb()
    while True:
        v = iban_from(cc, b)
        if IBAN.is_valid(v): break
        b = bb() if bb else b
    return v if fmt == 'plain' else grp(v)
def g_nrb(arg):
    v = pl_bban(); v = IBAN.calc_check_digits('PL00' + v) + v
    return v if arg == 'plain' else v[:2] + ' ' + grp(v[2:])
def g_steuerid(arg):
    while True:
        b = str(R.randint(1, 9)) + d(9)
        if len(set(b)) == 9 or len(set(b)) == 8:
            c = first_ok(IDNR.is_valid, b); v = b + (c or 'x')
            if c:
                return v if arg != 'grp' else f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}'
def g_ustid(arg):
    while True:
        b = str(R.randint(1, 9)) + d(7); c = first_ok(DEVAT.is_valid, b); v = b + (c or 'x')
        if c: return 'DE' + v if arg != 'sp' else 'DE ' + v
def g_dni(arg):
    b = d(8); v = b + DNI.calc_check_digit(b); return v if arg != 'dash' else b + '-' + v[-1]
def g_nie(arg):
    p = R.choice('XYZ'); b = d(7); v = p + b + NIE.calc_check_digit(p + b); return v if arg != 'dash' else v[0] + '-' + v[1:8] + '-' + v[8]
def g_cif(arg):
    while True:
        b = R.choice('ABB') + R.choice(['08', '28', '46', '41', '48']) + d(5)
        v = b + CIF.calc_check_digits(b)[0]
        if CIF.is_valid(v): return v
def g_nir(arg):
    while True:
        b = f"{R.choice('12')}{R.randint(55, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 95):02d}{R.randint(1, 990):03d}{R.randint(1, 999):03d}"
        if b[5:7] == '20': continue
        v = b + NIR.calc_check_digits(b)
        if NIR.is_valid(v):
            return v if arg != 'grp' else f'{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}'
def g_siren(arg):
    b = str(R.randint(3, 9)) + d(7); v = b + luhn.calc_check_digit(b); return v if arg != 'grp' else f'{v[:3]} {v[3:6]} {v[6:]}'
def g_siret(arg):
    s = g_siren('plain')
    while True:
        b = s + '0' + d(3)
        v = b + luhn.calc_check_digit(b)
        if SIRET.is_valid(v): return v if arg != 'grp' else f'{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}'
def g_tva(arg):
    s = g_siren('plain'); k = (12 + 3 * (int(s) % 97)) % 97
    return f'FR{k:02d}{s}' if arg != 'grp' else f'FR {k:02d} {s[:3]} {s[3:6]} {s[6:]}'
def g_ssn(arg):
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = f'{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}'
        if SSN.is_valid(v): return f'{v[:3]}-{v[3:5]}-{v[5:]}' if arg != 'plain' else v
def g_nino(arg):
    A = 'ABCEGHJKLMNOPRSTWXYZ'; B = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(A) + R.choice(B)
        if p not in NINO_BAD_PREFIX: break
    n = d(6); s = R.choice('ABCD')
    return f'{p} {n[:2]} {n[2:4]} {n[4:]} {s}' if arg != 'plain' else p + n + s
def g_rnokpp(arg):
    while True:
        b = d(9); v = b + RNTRC.calc_check_digit(b) if hasattr(RNTRC, 'calc_check_digit') else None
        if v is None:
            w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
            v = b + str((sum(int(a) * c for a, c in zip(b, w)) % 11) % 10)
        if RNTRC.is_valid(v): return v
def g_edrpou(arg):
    while True:
        b = R.choice('234') + d(6); v = b + EDRPOU.calc_check_digit(b)
        if EDRPOU.is_valid(v): return v
def g_inn(arg):
    if arg == '10':
        b = d(9); return b + INN.calc_company_check_digit(b)
    b = d(10); return b + INN.calc_personal_check_digits(b)
def g_snils(arg):
    b = f'{R.randint(2, 998):03d}' + d(6)
    s = sum(int(c) * (9 - i) for i, c in enumerate(b))
    while s > 101: s %= 101
    c = 0 if s in (100, 101) else s
    v = b + f'{c:02d}'
    return f'{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}' if arg != 'plain' else v
def g_bsn(arg):
    while True:
        b = d(8); 
        for c in '0123456789':
            if BSN.is_valid(b + c) and (b + c)[0] != '0': return b + c
def g_cf(arg):
    while True:
        L = 'BCDFGLMNPRSTVZ'
        b = ''.join(R.choice(L) for _ in range(6)) + f'{R.randint(60, 99)}' + R.choice('ABCDEHLMPRST') + f'{R.randint(1, 28):02d}' + R.choice('FHLM') + d(3)
        v = b + CF.calc_check_digit(b)
        if CF.is_valid(v): return v
def g_card(arg):
    pref = {'visa': '4' + d(5), 'mc': R.choice(['51', '52', '53', '54', '55']) + d(4), 'amex': R.choice(['34', '37']) + d(4)}[arg or 'visa']
    L = 15 if arg == 'amex' else 16
    b = pref + d(L - 1 - len(pref)); v = b + luhn.calc_check_digit(b)
    if arg == 'amex': return f'{v[:4]} {v[4:10]} {v[10:]}'
    return R.choice([grp(v), v, grp(v, 4, '-')])
def g_isbn(arg):
    b = '978' + R.choice(['83', '3', '84', '2', '0', '966', '5']) ; b += d(12 - len(b))
    v = b + EAN.calc_check_digit(b); return ISBN.format(v)
def g_ean(arg):
    b = R.choice(['590', '400', '841', '300', '482', '460']) + d(9); return b + EAN.calc_check_digit(b)
def g_phone(arg):
    region, style = (arg.split(':') + [''])[:2]
    for _ in range(2000):
        if region == 'US':
            nat = R.choice(['312', '415', '617', '503', '720', '206', '512']) + str(R.randint(2, 9)) + d(2) + str(R.randint(1, 9)) + d(3)
        elif region == 'GB': nat = '07' + R.choice('45789') + d(8)
        elif region == 'PL': nat = R.choice(['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88']) + d(7)
        elif region == 'DE': nat = R.choice(['0151', '0160', '0170', '0176', '0162', '0157']) + d(7) if R.random() < .8 else R.choice(['030', '089', '040']) + d(8)
        elif region == 'FR': nat = '0' + R.choice('67') + d(8)
        elif region == 'ES': nat = R.choice('67') + d(8)
        elif region == 'UA': nat = '0' + R.choice(['50', '66', '67', '68', '73', '93', '95', '97', '99']) + d(7)
        elif region == 'RU': nat = '89' + R.choice(['16', '26', '03', '85', '99', '15', '21']) + d(7)
        elif region == 'AT': nat = '06' + R.choice(['64', '76', '60', '99']) + d(7)
        elif region == 'CH': nat = '07' + R.choice('6789') + d(7)
        n = phonenumbers.parse(nat, region)
        if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (0, 1, 2):
            break
    st = style or R.choice(['intl', 'nat', 'e164', 'raw'])
    if st == 'intl': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if st == 'e164': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if st == 'raw': return re.sub(r'\D', '', phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)) if region not in ('RU',) else nat
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
def g_seed(arg):
    lang, n = (arg.split(':') + ['12'])[:2]
    m = Mnemonic(lang); strength = 256 if n == '24' else 128
    return m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(strength // 8)))

def tok(alpha, n): return ''.join(secrets.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
def g_token(arg):
    return {
        'github': lambda: 'ghp_' + tok(AN, 36),
        'stripe': lambda: 'sk_live_' + tok(AN, 24),
        'aws': lambda: 'AKIA' + tok(string.ascii_uppercase + '234567', 16),
        'awssecret': lambda: tok(AN + '/+', 40),
        'slack': lambda: 'xoxb-' + d(11) + '-' + d(13) + '-' + tok(AN, 24),
        'google': lambda: 'AIza' + tok(AN + '-_', 35),
        'gitlab': lambda: 'glpat-' + tok(AN + '-_', 20),
        'openai': lambda: 'sk-proj-' + tok(AN + '-_', 48),
        'anthropic': lambda: 'sk-ant-api03-' + tok(AN + '-_', 93) + 'AA',
        'telegram': lambda: d(10) + ':AA' + tok(AN + '-_', 33),
        'hex32': lambda: secrets.token_hex(16),
        'sendgrid': lambda: 'SG.' + tok(AN + '-_', 22) + '.' + tok(AN + '-_', 43),
        'npm': lambda: 'npm_' + tok(AN, 36),
        'twilio': lambda: 'SK' + secrets.token_hex(16),
    }[arg]()

GEN = {k[2:]: v for k, v in globals().items() if k.startswith('g_')}
