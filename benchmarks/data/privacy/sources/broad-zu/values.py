"""Random generators for valid (fictional) values, and their validators. Used by build.py."""
import random, secrets, string, re
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.iso7064 import mod_11_10
from stdnum import iban, isbn, ean, luhn
import phonenumbers
from mnemonic import Mnemonic

R = random.Random(20261203 + 16)
def d(n): return ''.join(R.choice('0123456789') for _ in range(n))
def seps(s, groups, sep):
    out, i = [], 0
    for g in groups:
        out.append(s[i:i+g]); i += g
    if i < len(s): out.append(s[i:])
    return sep.join(out)

def g_pesel():
    while True:
        y = R.randint(1950, 2015); m = R.randint(1, 12); dd = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d%s' % (y % 100, mm, dd, d(4))
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v
def g_nip():
    while True:
        b = str(R.randint(1, 9)) + d(8)
        c = sum(int(x) * w for x, w in zip(b, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11
        v = b + str(c)
        if len(v) == 10 and nip.is_valid(v):
            return R.choice([v, seps(v, [3, 3, 2, 2], '-'), seps(v, [3, 2, 2, 3], '-')])
def g_regon():
    while True:
        b = d(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v
def g_iban(cc, spaced=None):
    spec = {'DE': 18, 'PL': 24, 'FR': 23, 'ES': 20, 'GB': None, 'UA': 25, 'IT': None, 'NL': None, 'AT': 16, 'BE': 12}
    for _ in range(200000):
        if cc == 'GB': bban = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + d(14)
        elif cc == 'NL': bban = R.choice(['ABNA', 'INGB', 'RABO']) + d(10)
        elif cc == 'IT': bban = R.choice(string.ascii_uppercase) + d(10) + d(12)
        elif cc == 'UA': bban = R.choice(['305299', '322001', '380805']) + d(19)
        elif cc == 'FR':
            bb = d(10) + d(11)
            # RIB key
            k = 97 - (int(bb[:5]) * 89 + int(bb[5:10]) * 15 + int(bb[10:]) * 3) % 97
            bban = bb + '%02d' % k
        else: bban = d(spec[cc])
        chk = 98 - int(''.join(str(int(c, 36)) for c in bban + cc + '00')) % 97
        v = cc + '%02d' % chk + bban
        if iban.is_valid(v):
            sp = R.random() < 0.7 if spaced is None else spaced
            return ' '.join(v[i:i+4] for i in range(0, len(v), 4)) if sp else v
    raise RuntimeError(cc)
def g_nrb():
    v = g_iban('PL', spaced=False)[2:]
    return R.choice([seps(v, [2, 4, 4, 4, 4, 4, 4], ' '), v, seps(v, [2, 4, 4, 4, 4, 4, 4], '-')])
def g_idnr():
    while True:
        b = str(R.randint(1, 9)) + d(9)
        v = b + mod_11_10.calc_check_digit(b)
        if idnr.is_valid(v): return R.choice([v, seps(v, [2, 3, 3, 3], ' ')])
def g_dni():
    b = d(8); v = b + dni.calc_check_digit(b)
    return R.choice([v, b + '-' + v[-1]])
def g_nie():
    while True:
        b = R.choice('XYZ') + d(7); v = b + nie.calc_check_digit(b)
        if nie.is_valid(v): return R.choice([v, b[0] + '-' + b[1:] + '-' + v[-1]])
def g_nir():
    while True:
        b = R.choice('12') + '%02d' % R.randint(50, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + d(3) + d(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v): return R.choice([v, seps(v, [1, 2, 2, 2, 3, 3, 2], ' ')])
def g_siren():
    b = d(8); v = b + luhn.calc_check_digit(b); return seps(v, [3, 3, 3], ' ')
def g_siret():
    b = d(8); s = b + luhn.calc_check_digit(b)
    while True:
        t = s + d(4)
        v = t + luhn.calc_check_digit(t)
        if siret.is_valid(v): return seps(v, [3, 3, 3, 5], ' ')
def g_ssn():
    while True:
        v = '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v): return R.choice([ssn.format(v), v, v[:3] + ' ' + v[3:5] + ' ' + v[5:]])
def g_rnokpp():
    while True:
        b = str(R.randint(2, 3)) + d(8)
        v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v
def g_edrpou():
    while True:
        b = str(R.randint(2, 4)) + d(6)
        try: v = b + edrpou.calc_check_digit(b)
        except Exception: continue
        if edrpou.is_valid(v): return v
PLID_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def plid_ok(s):
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s): return False
    vals = [ord(c) - 55 for c in s[:3]] + [int(c) for c in s[3:]]
    return sum(a * b for a, b in zip(vals, PLID_W)) % 10 == 0
def g_plid():
    while True:
        s = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)) + d(6)
        vals = [ord(c) - 55 for c in s[:3]] + [int(c) for c in s[3:]]
        tot = sum(a * b for i, (a, b) in enumerate(zip(vals, PLID_W)) if i != 3)
        c = (-tot) % 10
        v = s[:3] + str(c) + s[4:]
        if plid_ok(v): return R.choice([v, v[:3] + ' ' + v[3:]])
def nino_ok(s):
    s = s.replace(' ', '').upper()
    return bool(re.fullmatch(r'(?![DFIQUV])[A-Z](?![DFIQUVO])[A-Z]\d{6}[A-D]', s)) and s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')
def g_nino():
    L = [c for c in string.ascii_uppercase if c not in 'DFIQUV']
    while True:
        v = R.choice(L) + R.choice([c for c in L if c != 'O']) + d(6) + R.choice('ABCD')
        if nino_ok(v): return R.choice([v, seps(v, [2, 2, 2, 2, 1], ' ')])
def luhn_card(prefix, n=16):
    while True:
        b = prefix + d(n - len(prefix) - 1)
        v = b + luhn.calc_check_digit(b)
        if v not in ('4111111111111111', '4242424242424242', '5555555555554444'): return v
def g_card():
    v = luhn_card(R.choice(['4', '51', '52', '53', '54', '55', '2221']))
    return R.choice([seps(v, [4, 4, 4, 4], ' '), v, seps(v, [4, 4, 4, 4], '-')])
PHONE_FMT = [phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL, phonenumbers.PhoneNumberFormat.E164]
def g_phone(region):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    while True:
        cand = nsn[:3] + d(len(nsn) - 3)
        p = phonenumbers.parse(cand, region) if region != 'US' else phonenumbers.parse(str(R.randint(201, 989)) + d(7), 'US')
        if phonenumbers.is_valid_number(p) and '555' not in str(p.national_number)[3:6]:
            return phonenumbers.format_number(p, R.choice(PHONE_FMT))
def phone_ok(s, region):
    try: return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except Exception: return False
MN = {l: Mnemonic(l) for l in ('english', 'spanish', 'french')}
def g_seed(lang='english', strength=128):
    return MN[lang].to_mnemonic(R.randbytes(strength // 8))
def seed_ok(s):
    return any(m.check(s) for m in MN.values())
def rnd(alpha, n): return ''.join(R.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
def g_ghp(): return 'ghp_' + rnd(AN, 36)
def g_akia(): return 'AKIA' + rnd(string.ascii_uppercase + '234567', 16)
def g_awssecret(): return rnd(AN + '+/', 40)
def g_stripe(): return 'sk_live_' + rnd(AN, 24)
def g_slack(): return 'xoxb-' + d(12) + '-' + d(13) + '-' + rnd(AN, 24)
def g_openai(): return 'sk-proj-' + rnd(AN + '-_', 48)
def g_google(): return 'AIza' + rnd(AN + '-_', 35)
def g_hexkey(): return R.randbytes(32).hex()
def g_tok(): return rnd(AN, 32)
def g_isbn():
    b = '978' + R.choice(['83', '3', '84', '2', '966', '0', '1']) ; b += d(12 - len(b))
    v = b + ean.calc_check_digit(b); return isbn.format(v) if R.random() < .6 else v
def g_ean():
    b = R.choice(['590', '400', '84', '30', '482']); b += d(12 - len(b)); return b + ean.calc_check_digit(b)
def g_uuid():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_sha(): return '%040x' % R.getrandbits(160)

GEN = {
 'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'nrb': g_nrb, 'idnr': g_idnr, 'dni': g_dni, 'nie': g_nie,
 'nir': g_nir, 'siren': g_siren, 'siret': g_siret, 'ssn': g_ssn, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou,
 'plid': g_plid, 'nino': g_nino, 'card': g_card, 'seed': g_seed, 'seed_es': lambda: g_seed('spanish'),
 'seed_fr': lambda: g_seed('french'), 'seed24': lambda: g_seed('english', 256),
 'ghp': g_ghp, 'akia': g_akia, 'awssecret': g_awssecret, 'stripe': g_stripe, 'slack': g_slack,
 'openai': g_openai, 'google': g_google, 'hexkey': g_hexkey, 'tok': g_tok, 'isbn': g_isbn, 'ean': g_ean,
 'uuid': g_uuid, 'sha': g_sha,
}
for cc in ('DE', 'PL', 'FR', 'ES', 'GB', 'UA', 'IT', 'NL', 'AT', 'BE'):
    GEN['iban_' + cc] = (lambda c: (lambda: g_iban(c)))(cc)
for rg in ('PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU', 'AT', 'CH', 'MX', 'BE'):
    GEN['phone_' + rg] = (lambda r: (lambda: g_phone(r)))(rg)

def strip(v): return re.sub(r'[\s\-./]', '', v)
def check(kind, v):
    s = strip(v)
    if kind == 'pesel': return pesel.is_valid(s)
    if kind == 'nip': return nip.is_valid(s)
    if kind == 'regon': return regon.is_valid(s)
    if kind == 'nrb': return iban.is_valid('PL' + s)
    if kind.startswith('iban_'): return iban.is_valid(s) and s.startswith(kind[5:])
    if kind == 'idnr': return idnr.is_valid(s)
    if kind == 'dni': return dni.is_valid(s)
    if kind == 'nie': return nie.is_valid(s)
    if kind == 'nir': return nir.is_valid(s)
    if kind == 'siren': return siren.is_valid(s)
    if kind == 'siret': return siret.is_valid(s)
    if kind == 'ssn': return ssn.is_valid(s)
    if kind == 'rnokpp': return rntrc.is_valid(s)
    if kind == 'edrpou': return edrpou.is_valid(s)
    if kind == 'plid': return plid_ok(s)
    if kind == 'nino': return nino_ok(s)
    if kind == 'card': return luhn.is_valid(s) and len(s) == 16
    if kind.startswith('seed'): return seed_ok(v)
    if kind.startswith('phone_'): return phone_ok(v, kind[6:])
    if kind == 'isbn': return isbn.is_valid(s)
    if kind == 'ean': return ean.is_valid(s)
    if kind == 'ghp': return re.fullmatch(r'ghp_[A-Za-z0-9]{36}', v) is not None
    if kind == 'akia': return re.fullmatch(r'AKIA[A-Z2-7]{16}', v) is not None
    if kind == 'stripe': return re.fullmatch(r'sk_live_[A-Za-z0-9]{24}', v) is not None
    if kind == 'slack': return re.fullmatch(r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}', v) is not None
    if kind == 'openai': return re.fullmatch(r'sk-proj-[A-Za-z0-9_-]{48}', v) is not None
    if kind == 'google': return re.fullmatch(r'AIza[A-Za-z0-9_-]{35}', v) is not None
    if kind == 'hexkey': return re.fullmatch(r'[0-9a-f]{64}', v) is not None
    if kind in ('tok', 'awssecret'): return len(v) in (32, 40)
    if kind == 'uuid': return re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v) is not None
    if kind == 'sha': return re.fullmatch(r'[0-9a-f]{40}', v) is not None
    raise KeyError(kind)
from stdnum.de import vat as de_vat
from stdnum.es import cif
def g_vat_de():
    b = str(R.randint(1, 9)) + d(7); return 'DE' + b + mod_11_10.calc_check_digit(b)
def g_cif():
    while True:
        b = R.choice('ABG') + d(7)
        try:
            v = b + cif.calc_check_digits(b)[0]
        except Exception: continue
        if cif.is_valid(v): return v
GEN['vat_de'] = g_vat_de; GEN['cif'] = g_cif
_old_check = check
def check(kind, v):
    if kind == 'vat_de': return de_vat.is_valid(v)
    if kind == 'cif': return cif.is_valid(v)
    return _old_check(kind, v)
import hashlib, base64
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def g_wif():
    p = b'\x80' + R.randbytes(32) + b'\x01'
    return b58(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])
def wif_ok(s):
    n = 0
    for c in s: n = n * 58 + B58.index(c)
    b = n.to_bytes(38, 'big')
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]
def g_pem():
    body = base64.b64encode(R.randbytes(150)).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(body[i:i+64] for i in range(0, len(body), 64)) + '\n-----END OPENSSH PRIVATE KEY-----'
GEN['wif'] = g_wif; GEN['pem'] = g_pem
_old_check2 = check
def check(kind, v):
    if kind == 'wif': return wif_ok(v)
    if kind == 'pem': return 'BEGIN OPENSSH PRIVATE KEY' in v
    return _old_check2(kind, v)
PLP_W = [7, 3, 9, 1, 7, 3, 1, 7, 3]
def plpass_ok(s):
    s = s.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', s): return False
    vals = [ord(c) - 55 for c in s[:2]] + [int(c) for c in s[2:]]
    return sum(a * b for a, b in zip(vals, PLP_W)) % 10 == 0
def g_plpass():
    while True:
        v = R.choice(['EP', 'ER', 'ES', 'EA', 'EK']) + d(7)
        vals = [ord(c) - 55 for c in v[:2]] + [int(c) for c in v[2:]]
        tot = sum(a * b for i, (a, b) in enumerate(zip(vals, PLP_W)) if i != 2)
        for c in range(10):
            w = v[:2] + str(c) + v[3:]
            if plpass_ok(w): return R.choice([w, w[:2] + ' ' + w[2:]])
GEN['plpass'] = g_plpass
_old_check3 = check
def check(kind, v):
    if kind == 'plpass': return plpass_ok(v)
    return _old_check3(kind, v)
def g_visa():
    v = luhn_card('4'); return R.choice([seps(v, [4, 4, 4, 4], ' '), v])
def g_mc():
    v = luhn_card(R.choice(['51', '52', '53', '54', '55'])); return R.choice([seps(v, [4, 4, 4, 4], ' '), v, seps(v, [4, 4, 4, 4], '-')])
GEN['visa'] = g_visa; GEN['mc'] = g_mc
_old_check4 = check
def check(kind, v):
    if kind in ('visa', 'mc'): return _old_check4('card', v)
    return _old_check4(kind, v)
