#!/usr/bin/env python3
"""Build broad-zzz7.jsonl from hand-written line files (sources/lines-*.txt).

Line file format: label || kind || category || note || text ; '#' lines and blank lines are skipped.
Placeholders <<type>> or <<type:fmt>> in the text are filled with freshly generated values.
"""
import json, random, re, secrets, string, sys, os, collections
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF
from mnemonic import Mnemonic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz7.jsonl')
rng = random.Random(20261204)
SEP = re.compile(r'[\s\-./()]')

def digits(n):
    return ''.join(rng.choice(string.digits) for _ in range(n))

def brute(prefix_fn, valid, tries=10000):
    for _ in range(tries):
        p = prefix_fn()
        for d in string.digits:
            if valid(p + d):
                return p + d
    raise RuntimeError('no value')

def group(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))

# ---- validators (used for re-check and mutation check) ----
def v_snils(s):
    if not re.fullmatch(r'\d{11}', s): return False
    tot = sum(int(c) * (9 - i) for i, c in enumerate(s[:9]))
    while tot > 101: tot %= 101
    chk = 0 if tot in (100, 101) else tot
    return int(s[9:]) == chk

def v_nino(s):
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s))

def v_plsort(bank8):
    w = [3, 9, 7, 1, 3, 9, 7]
    return sum(int(bank8[i]) * w[i] for i in range(7)) % 10 == int(bank8[7]) if False else \
        (10 - sum(int(bank8[i]) * w[i] for i in range(7)) % 10) % 10 == int(bank8[7])

def v_iban(s):
    s = s.upper()
    if not iban.is_valid(s): return False
    if s.startswith('PL'): return v_plsort(s[4:12])
    if s.startswith('FR'): return v_rib(s[4:])
    return True

def v_nrb(s):
    return len(s) == 26 and s.isdigit() and v_iban('PL' + s)

def rib_key(bank, guichet, compte):
    return 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)

def v_rib(b):
    return b.isdigit() and len(b) == 23 and rib_key(b[:5], b[5:10], b[10:21]) == int(b[21:])

def v_card(s):
    return s.isdigit() and 13 <= len(s) <= 19 and luhn.is_valid(s)

def v_seed(s):
    for lang in ('english', 'spanish', 'french', 'italian', 'portuguese', 'czech'):
        m = Mnemonic(lang)
        try:
            if m.check(s): return True
        except Exception:
            pass
    return False


# ---- hand-implemented national formats (checksum rules as published) ----
def _lv(c):
    return ord(c) - 55 if c.isalpha() else int(c)

def v_dowod(s):
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s): return False
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(_lv(c) * w[i] for i, c in enumerate(s)) % 10 == 0

def g_dowod(fmt):
    while True:
        v = ''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))
        v = v[:3] + '0' + digits(5)
        for d in string.digits:
            c = v[:3] + d + v[4:]
            if v_dowod(c):
                return (c[:3] + ' ' + c[3:] if fmt == 'sp' else c), c, 'dowod'

def _xsum(n):
    return sum(int(d) for d in str(n))

def v_rvnr(s):
    if not re.fullmatch(r'\d{8}[A-Z]\d{3}', s): return False
    d = s[:8] + f'{ord(s[8]) - 64:02d}' + s[9:11]
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    return sum(_xsum(int(c) * w[i]) for i, c in enumerate(d)) % 10 == int(s[11])

def g_rvnr(fmt):
    area = rng.choice(['12', '13', '15', '23', '24', '25', '28', '38', '40', '53', '65'])
    dd, mm, yy = rng.randint(1, 28), rng.randint(1, 12), rng.randint(55, 99)
    b = f'{area}{dd:02d}{mm:02d}{yy:02d}' + rng.choice('ABCDEFGHKLMNPRSTW') + f'{rng.randint(0, 49):02d}'
    for d in string.digits:
        if v_rvnr(b + d):
            v = b + d
            return f'{v[:2]} {v[2:8]} {v[8]} {v[9:]}', v, 'rvnr'

def v_kvnr(s):
    if not re.fullmatch(r'[A-Z]\d{9}', s): return False
    d = f'{ord(s[0]) - 64:02d}' + s[1:9]
    return sum(_xsum(int(c) * (1 if i % 2 == 0 else 2)) for i, c in enumerate(d)) % 10 == int(s[9])

def g_kvnr(fmt):
    b = rng.choice(string.ascii_uppercase) + digits(8)
    for d in string.digits:
        if v_kvnr(b + d): return b + d, b + d, 'kvnr'

def v_nss(s):
    if not re.fullmatch(r'\d{12}', s): return False
    p, n = int(s[:2]), int(s[2:10])
    base = p * 10 ** 7 + n if n < 10 ** 7 else int(s[:10])
    return base % 97 == int(s[10:])

def g_nss(fmt):
    p = rng.choice(['08', '28', '29', '41', '46', '48', '50'])
    n = f'{rng.randint(10 ** 7, 10 ** 8 - 1)}'
    c = int(p + n) % 97
    v = p + n + f'{c:02d}'
    assert v_nss(v)
    return f'{v[:2]}/{v[2:10]}/{v[10:]}', v, 'nss'

# ---- generators: return (display_text, canonical, validator_name) ----
def g_pesel(fmt):
    def pre():
        y = rng.randint(1952, 2006); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return f'{y % 100:02d}{mm:02d}{d:02d}' + digits(4)
    v = brute(pre, pesel.is_valid)
    return v, v, 'pesel'

def g_nip(fmt):
    v = brute(lambda: str(rng.randint(1, 9)) + digits(8), nip.is_valid)
    if fmt == 'dash':
        return f'{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}', v, 'nip'
    if fmt == 'dash2':
        return f'{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}', v, 'nip'
    return v, v, 'nip'

def g_regon(fmt):
    v = brute(lambda: str(rng.randint(1, 9)) + digits(7), regon.is_valid)
    return v, v, 'regon'

def plsort():
    b7 = str(rng.choice([10, 11, 12, 14, 15, 16, 19, 20, 21, 24, 10, 11, 12, 19])) + digits(5)
    w = [3, 9, 7, 1, 3, 9, 7]
    return b7 + str((10 - sum(int(b7[i]) * w[i] for i in range(7)) % 10) % 10)

def mk_iban(cc, bban):
    return cc + iban.calc_check_digits(cc + '00' + bban) + bban

def g_iban(cc, fmt):
    if cc == 'PL': bban = plsort() + digits(16)
    elif cc == 'DE': bban = digits(8) + digits(10)
    elif cc == 'ES':
        b = digits(8); a = digits(10)
        bban = b + ccc.calc_check_digits(b + '00' + a) + a
    elif cc == 'FR':
        bank, gui, acc = digits(5), digits(5), digits(11)
        bban = bank + gui + acc + f'{rib_key(bank, gui, acc):02d}'
    elif cc == 'GB': bban = rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + digits(14)
    elif cc == 'UA': bban = rng.choice(['305299', '320649', '322001', '380805']) + digits(19)
    elif cc == 'IT': bban = rng.choice(string.ascii_uppercase) + digits(10) + digits(12)
    elif cc == 'NL': bban = rng.choice(['ABNA', 'RABO', 'INGB']) + digits(10)
    elif cc == 'AT': bban = digits(16)
    elif cc == 'BE':
        b10 = digits(10); k = int(b10) % 97 or 97; bban = b10 + f'{k:02d}'
    else: raise ValueError(cc)
    v = mk_iban(cc, bban)
    if not v_iban(v): return g_iban(cc, fmt)
    if fmt == 'raw': return v, v, 'iban'
    return group(v), v, 'iban'

def g_nrb(fmt):
    v = g_iban('PL', 'raw')[1][2:]
    if fmt == 'raw': return v, v, 'nrb'
    return v[:2] + ' ' + group(v[2:]), v, 'nrb'

def g_steuerid(fmt):
    def pre():
        while True:
            d = str(rng.randint(1, 9)) + digits(9)
            c = collections.Counter(d)
            if sorted(c.values())[-1] in (2, 3) and len(c) in (8, 9, 7): return d
    v = brute(pre, idnr.is_valid)
    if fmt == 'grp': return f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}', v, 'steuerid'
    return v, v, 'steuerid'

def g_ustid(fmt):
    v = brute(lambda: 'DE' + str(rng.randint(1, 9)) + digits(7), devat.is_valid)
    return v, v, 'ustid'

def g_dni(fmt):
    n = digits(8); v = n + dni.calc_check_digit(n)
    if fmt == 'dash': return n + '-' + v[-1], v, 'dni'
    return v, v, 'dni'

def g_nie(fmt):
    n = rng.choice('XYZ') + digits(7); v = n + nie.calc_check_digit(n)
    return v, v, 'nie'

def g_cif(fmt):
    v = brute(lambda: rng.choice('ABG') + digits(7), cif.is_valid)
    return v, v, 'cif'

def g_nir(fmt):
    sex = rng.choice('12'); yy = f'{rng.randint(50, 99):02d}'; mm = f'{rng.randint(1, 12):02d}'
    dep = f'{rng.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94]):02d}'
    b = sex + yy + mm + dep + f'{rng.randint(1, 999):03d}' + f'{rng.randint(1, 999):03d}'
    v = b + nir.calc_check_digits(b)
    assert nir.is_valid(v)
    if fmt == 'grp':
        return f'{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}', v, 'nir'
    return v, v, 'nir'

def g_siren(fmt):
    v = brute(lambda: str(rng.randint(3, 9)) + digits(7), siren.is_valid)
    if fmt == 'grp': return f'{v[:3]} {v[3:6]} {v[6:]}', v, 'siren'
    return v, v, 'siren'

def g_siret(fmt):
    s = g_siren('raw')[1]
    v = brute(lambda: s + '0' + digits(3), siret.is_valid)
    if fmt == 'grp': return f'{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}', v, 'siret'
    return v, v, 'siret'

def g_tva(fmt):
    s = g_siren('raw')[1]
    v = 'FR' + f'{(12 + 3 * (int(s) % 97)) % 97:02d}' + s
    assert tva.is_valid(v)
    if fmt == 'grp': return f'FR {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}', v, 'tva'
    return v, v, 'tva'

def g_ssn(fmt):
    while True:
        a = rng.randint(1, 899)
        if a == 666: continue
        v = f'{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}'
        if ssn.is_valid(v): break
    if fmt == 'raw': return v, v, 'ssn'
    return f'{v[:3]}-{v[3:5]}-{v[5:]}', v, 'ssn'

def g_nino(fmt):
    while True:
        v = rng.choice('ABCEGHJKLMNPRSTWXYZ') + rng.choice('ABCEGHJKLMNPRSTWXYZ') + digits(6) + rng.choice('ABCD')
        if v_nino(v): break
    if fmt == 'grp': return f'{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}', v, 'nino'
    return v, v, 'nino'

def g_rnokpp(fmt):
    v = brute(lambda: str(rng.randint(2, 4)) + digits(8), rntrc.is_valid)
    return v, v, 'rnokpp'

def g_edrpou(fmt):
    v = brute(lambda: str(rng.randint(2, 4)) + digits(6), edrpou.is_valid)
    return v, v, 'edrpou'

def g_inn(fmt):
    v = None
    while not v:
        b = str(rng.randint(1, 9)) + digits(9)
        for a in string.digits:
            for c in string.digits:
                if inn.is_valid(b + a + c): v = b + a + c; break
            if v: break
    return v, v, 'inn'

def g_snils(fmt):
    while True:
        b = digits(9)
        if int(b) <= 1001998: continue
        tot = sum(int(c) * (9 - i) for i, c in enumerate(b))
        while tot > 101: tot %= 101
        chk = 0 if tot in (100, 101) else tot
        v = b + f'{chk:02d}'
        if v_snils(v): break
    return f'{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}', v, 'snils'

def g_card(brand, fmt):
    if brand == 'visa': pre, ln = '4' + digits(5), 16
    elif brand == 'mc': pre, ln = str(rng.randint(51, 55)) + digits(4), 16
    elif brand == 'amex': pre, ln = rng.choice(['34', '37']) + digits(4), 15
    else: pre, ln = rng.choice(['4', '5']) + digits(5), 16
    v = brute(lambda: pre + digits(ln - len(pre) - 1), luhn.is_valid)
    if fmt == 'raw': return v, v, 'card'
    if ln == 15: return f'{v[:4]} {v[4:10]} {v[10:]}', v, 'card'
    return group(v, 4, '-' if fmt == 'dash' else ' '), v, 'card'

def g_isbn(fmt):
    b = '978' + rng.choice(['83', '3', '84', '2', '1', '966', '5']) 
    b = b + digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    assert isbn.is_valid(v)
    return isbn.format(v), v, 'isbn'

def g_ean(fmt):
    b = rng.choice(['590', '400', '840', '300', '482', '460']) + digits(9)
    v = b + ean.calc_check_digit(b)
    return v, v, 'ean'

PHONE_REGIONS = {'pl': 'PL', 'de': 'DE', 'es': 'ES', 'fr': 'FR', 'gb': 'GB', 'us': 'US', 'ua': 'UA', 'ru': 'RU', 'at': 'AT', 'it': 'IT'}
MOBILE_PREFIX = {'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88'], 'DE': ['151', '160', '170', '171', '176', '157', '152'],
                 'ES': ['6', '7'], 'FR': ['6', '7'], 'GB': ['74', '75', '77', '78', '79'], 'US': [''], 'UA': ['50', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
                 'RU': ['9'], 'AT': ['664', '676', '699'], 'IT': ['3']}
NSN_LEN = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'GB': 10, 'US': 10, 'UA': 9, 'RU': 10, 'AT': 10, 'IT': 10}

def g_phone(cc, fmt):
    R = PHONE_REGIONS[cc]
    while True:
        if R == 'US':
            nsn = str(rng.randint(201, 989)) + str(rng.randint(2, 9)) + digits(6)
        else:
            p = rng.choice(MOBILE_PREFIX[R]); nsn = p + digits(NSN_LEN[R] - len(p))
        try:
            n = phonenumbers.parse('+' + str(phonenumbers.country_code_for_region(R)) + nsn)
        except Exception:
            continue
        if not phonenumbers.is_valid_number(n): continue
        if R == 'US' and nsn[3:6] == '555': continue
        if phonenumbers.number_type(n) not in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            continue
        break
    e164 = phonenumbers.format_number(n, PNF.E164)
    if fmt == 'intl': disp = phonenumbers.format_number(n, PNF.INTERNATIONAL)
    elif fmt == 'e164': disp = e164
    elif fmt == 'raw': disp = str(n.national_number)
    elif fmt == 'grp3':
        s = str(n.national_number); disp = ' '.join(s[i:i + 3] for i in range(0, len(s), 3))
    else: disp = phonenumbers.format_number(n, PNF.NATIONAL)
    return disp, e164, 'phone'

def v_phone(s):
    try:
        n = phonenumbers.parse(s if s.startswith('+') else '+' + s)
        return phonenumbers.is_valid_number(n)
    except Exception:
        return False

SEED_LANG = {'en': 'english', 'es': 'spanish', 'fr': 'french', 'it': 'italian', 'pt': 'portuguese', 'cs': 'czech'}
def g_seed(lang, fmt):
    m = Mnemonic(SEED_LANG[lang])
    v = m.generate(strength=256 if fmt == '24' else 128)
    return v, v, 'seed'

ALNUM = string.ascii_letters + string.digits
def rnd(n, alpha=ALNUM):
    return ''.join(secrets.choice(alpha) for _ in range(n))

def g_token(kind, fmt):
    if kind == 'ghp': v = 'ghp_' + rnd(36)
    elif kind == 'glpat': v = 'glpat-' + rnd(20, ALNUM + '_-')
    elif kind == 'sklive': v = 'sk_live_' + rnd(24)
    elif kind == 'openai': v = 'sk-proj-' + rnd(48, ALNUM + '_-')
    elif kind == 'anthropic': v = 'sk-ant-api03-' + rnd(86, ALNUM + '_-') + 'AA'
    elif kind == 'akia': v = 'AKIA' + rnd(16, string.ascii_uppercase + '234567')
    elif kind == 'awssecret': v = rnd(40, ALNUM + '/+')
    elif kind == 'slack': v = 'xoxb-' + digits(12) + '-' + digits(13) + '-' + rnd(24)
    elif kind == 'google': v = 'AIza' + rnd(35, ALNUM + '_-')
    elif kind == 'hf': v = 'hf_' + rnd(34)
    elif kind == 'tg': v = digits(10) + ':' + 'AA' + rnd(33, ALNUM + '_-')
    elif kind == 'npm': v = 'npm_' + rnd(36)
    else: raise ValueError(kind)
    return v, v, 'token:' + kind

TOKEN_RE = {'ghp': r'ghp_[A-Za-z0-9]{36}', 'glpat': r'glpat-[\w-]{20}', 'sklive': r'sk_live_[A-Za-z0-9]{24}',
            'openai': r'sk-proj-[\w-]{48}', 'anthropic': r'sk-ant-api03-[\w-]{86}AA', 'akia': r'AKIA[A-Z2-7]{16}',
            'awssecret': r'[A-Za-z0-9/+]{40}', 'slack': r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}', 'google': r'AIza[\w-]{35}',
            'hf': r'hf_[A-Za-z0-9]{34}', 'tg': r'\d{10}:AA[\w-]{33}', 'npm': r'npm_[A-Za-z0-9]{36}'}

VALIDATORS = {'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': v_iban, 'nrb': v_nrb,
              'steuerid': idnr.is_valid, 'ustid': devat.is_valid, 'dni': dni.is_valid, 'nie': nie.is_valid,
              'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid, 'siret': siret.is_valid,
              'tva': tva.is_valid, 'ssn': ssn.is_valid, 'nino': v_nino, 'rnokpp': rntrc.is_valid,
              'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'snils': v_snils, 'card': v_card,
              'isbn': isbn.is_valid, 'ean': ean.is_valid, 'phone': v_phone, 'seed': v_seed, 'dowod': v_dowod, 'rvnr': v_rvnr, 'kvnr': v_kvnr, 'nss': v_nss}
CHECKSUM = {'pesel', 'nip', 'regon', 'iban', 'nrb', 'steuerid', 'ustid', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret',
            'tva', 'rnokpp', 'edrpou', 'inn', 'snils', 'card', 'isbn', 'ean', 'dowod', 'rvnr', 'kvnr', 'nss'}

def validate(vname, canon):
    if vname.startswith('token:'):
        return re.fullmatch(TOKEN_RE[vname[6:]], canon) is not None
    return VALIDATORS[vname](canon)

def generate(ph):
    t, _, fmt = ph.partition(':')
    simple = {'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'nrb': g_nrb, 'steuerid': g_steuerid, 'ustid': g_ustid,
              'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir, 'siren': g_siren, 'siret': g_siret, 'tva': g_tva,
              'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou, 'inn': g_inn, 'snils': g_snils,
              'isbn': g_isbn, 'ean': g_ean, 'dowod': g_dowod, 'rvnr': g_rvnr, 'kvnr': g_kvnr, 'nss': g_nss}
    if t in simple: return simple[t](fmt)
    if t.startswith('iban-'): return g_iban(t[5:].upper(), fmt)
    if t.startswith('card-'): return g_card(t[5:], fmt)
    if t.startswith('phone-'): return g_phone(t[6:], fmt)
    if t.startswith('seed-'): return g_seed(t[5:], fmt)
    if t.startswith('token-'): return g_token(t[6:], fmt)
    raise ValueError('unknown placeholder ' + ph)

LABEL_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
               'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
PH = re.compile(r'<<([a-z0-9:\-]+)>>')

def main():
    secrets_rng_note = 'tokens use secrets (not reproducible by design)'
    rows, values = [], []
    for lang in LANGS:
        path = os.path.join(HERE, f'lines-{lang}.txt')
        if not os.path.exists(path): continue
        for ln, raw in enumerate(open(path, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'): continue
            parts = [p.strip() for p in raw.split('||', 4)]
            assert len(parts) == 5, (path, ln, raw[:60])
            label, kind, cat, note, text = parts
            assert kind in LABEL_KINDS[label], (path, ln, label, kind)
            filled = []
            def sub(m):
                disp, canon, vname = generate(m.group(1))
                filled.append((disp, canon, vname))
                return disp
            text = PH.sub(sub, text).replace('\\n', '\n')
            rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat, 'note': note,
                         '_vals': filled, '_src': f'lines-{lang}.txt:{ln}'})
    rng.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': f'bzzz7-{i:04d}', 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
                 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'values.json'), 'w', encoding='utf-8') as f:
        json.dump([{'id': f'bzzz7-{i:04d}', 'src': r['_src'], 'values': r['_vals']} for i, r in enumerate(rows, 1)], f,
                  ensure_ascii=False, indent=0)
    # ---- re-read and check ----
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids)
    texts = [b['text'] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]; assert not dup, dup
    bad = 0; nvals = 0
    mut_total = collections.Counter(); mut_acc = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b.keys()) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['kind'] in LABEL_KINDS[b['label']]
        assert '<<' not in b['text'] and '>>' not in b['text'], b['id']
        for disp, canon, vname in r['_vals']:
            nvals += 1
            if disp not in b['text']: print('NOT VERBATIM', b['id'], disp); bad += 1
            stripped = disp if (vname == 'seed' or vname.startswith('token:')) else SEP.sub('', disp)
            if vname == 'phone':
                ok = v_phone(stripped)
                if not ok:
                    n = phonenumbers.parse(disp, PHONE_REGIONS[[k for k in PHONE_REGIONS][0]] if False else None) if disp.startswith('+') else None
                    ok = phonenumbers.is_valid_number(phonenumbers.parse(disp, phonenumbers.region_code_for_number(phonenumbers.parse(canon))))
            else:
                ok = validate(vname, stripped)
            if not ok: print('INVALID', b['id'], vname, disp); bad += 1
            if vname in CHECKSUM:
                for i, c in enumerate(canon):
                    if c.isdigit():
                        mutated = canon[:i] + str((int(c) + 1) % 10) + canon[i + 1:]
                        mut_total[vname] += 1
                        if validate(vname, mutated): mut_acc[vname] += 1
    C = collections.Counter
    print('lines', len(back), 'values', nvals, 'bad', bad)
    print('lang', dict(C(b['lang'] for b in back)))
    print('label', dict(C(b['label'] for b in back)))
    print('kind', dict(C(b['kind'] for b in back)))
    print('mutation check: variants', sum(mut_total.values()), 'accepted', sum(mut_acc.values()))
    for k in sorted(mut_total): print(f'  {k}: {mut_total[k]} variants, {mut_acc[k]} accepted')
    lbl = C(b['label'] for b in back); n = len(back)
    print({k: round(100 * v / n, 1) for k, v in lbl.items()})
    red = [b for b in back if b['label'] == 'red']
    print('red id+secret share', round(100 * sum(b['kind'] in ('identifier', 'secret') for b in red) / max(1, len(red)), 1))
    gr = [b for b in back if b['label'] == 'green']
    print('green lookalike share', round(100 * sum(b['kind'] == 'benign-lookalike' for b in gr) / max(1, len(gr)), 1))
    print('per lang label', {l: dict(C(b['label'] for b in back if b['lang'] == l)) for l in LANGS})
    print('avg len', round(sum(len(t) for t in texts) / n))
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
