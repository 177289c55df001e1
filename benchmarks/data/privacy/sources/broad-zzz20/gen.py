"""Value generators for broad-zzz20. Every checksum-bearing value comes from python-stdnum,
phones from phonenumbers, seed phrases from mnemonic, tokens from secrets."""
import random, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as std_iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.ua import rntrc, edrpou
from stdnum.us import ssn
from stdnum.ru import inn
from stdnum.gb import nhs

R = random.Random(20261204)
D = lambda n: ''.join(R.choice(string.digits) for _ in range(n))
def compact(v): return ''.join(c for c in v if c.isalnum()).upper()
def complete(b, valid, n=1, pre=''):
    """append the check digit(s) that the stdnum validator accepts (None if no completion is valid)"""
    ok = [b + ('%0*d' % (n, k)) for k in range(10 ** n) if valid(pre + b + ('%0*d' % (n, k)))]
    return ok[0] if len(ok) == 1 else None

def g_pesel(child=False):
    y = R.randint(2016, 2025) if child else R.randint(1950, 2003)
    m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = '%02d%02d%02d' % (y % 100, mm, d) + D(4)
    return base + pesel.calc_check_digit(base)
def g_nip():
    while True:
        b = str(R.randint(1, 9)) + D(8)
        v = complete(b, nip.is_valid)
        if v:
            if True:
                s = R.choice([0, 1, 2])
                return [v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), 'PL' + v][s]
def g_regon():
    b = D(8); return b + regon.calc_check_digit(b)
def _iban(cc, bban):
    chk = std_iban.calc_check_digits(cc + '00' + bban)
    return cc + chk + bban
def rib_key(bank, branch, acct):
    return '%02d' % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))
def es_ccc_digits(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    def d(s):
        s = s.rjust(10, '0'); r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        return {10: '1', 11: '0'}.get(r, str(r))
    return d('00' + bank + branch) + d(acct)
def pl_nrb_ok(b):  # national check of the bank routing number (8 digits, weights 3,9,7,1)
    w = [3, 9, 7, 1, 3, 9, 7]; return (sum(int(a) * x for a, x in zip(b[:7], w)) + int(b[7])) % 10 == 0
def g_bban(cc):
    if cc == 'PL':
        s = str(R.randint(1, 9)) + D(6); w = [3, 9, 7, 1, 3, 9, 7]
        s += str((10 - sum(int(a) * x for a, x in zip(s, w)) % 10) % 10)
        return s + D(16)
    if cc == 'DE': return D(8) + D(10)
    if cc == 'ES':
        bk, br, ac = D(4), D(4), D(10); return bk + br + es_ccc_digits(bk, br, ac) + ac
    if cc == 'FR':
        bk, br, ac = D(5), D(5), D(11); return bk + br + ac + rib_key(bk, br, ac)
    if cc == 'UA': return '3' + D(5) + '00000' + D(14)
    if cc == 'GB': return R.choice(['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL']) + D(6) + D(8)
    if cc == 'AT': return D(16)
    if cc == 'NL': return R.choice(['INGB', 'RABO', 'ABNA']) + D(10)
    if cc == 'IT':
        return 'X' + D(5) + D(5) + D(12)
    if cc == 'BE':
        b = D(10); return b + '%02d' % ((int(b) % 97) or 97)
    raise KeyError(cc)
def g_iban(cc, grouped=True):
    while True:
        v = _iban(cc, g_bban(cc))
        if cc == 'IT':  # fix CIN letter: stdnum validates only mod 97 here; keep a plausible letter
            pass
        if std_iban.is_valid(v) and national_ok(v): break
    return ' '.join(v[i:i + 4] for i in range(0, len(v), 4)) if grouped else v
def national_ok(v):
    v = compact(v); cc = v[:2]; b = v[4:]
    if cc == 'PL': return pl_nrb_ok(b[:8])
    if cc == 'FR': return rib_key(b[:5], b[5:10], b[10:21]) == b[21:23]
    if cc == 'ES': return es_ccc_digits(b[:4], b[4:8], b[10:]) == b[8:10]
    if cc == 'BE': return int(b[-2:]) == ((int(b[:-2]) % 97) or 97)
    return True
def g_nrb():
    v = g_iban('PL', grouped=False)[2:]
    return v[:2] + ' ' + ' '.join(v[i:i + 4] for i in range(2, 26, 4))
def g_idnr():
    while True:
        b = D(10)
        if b[0] == '0': continue
        v = complete(b, idnr.is_valid)
        if v:
            return R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])
def g_ustid():
    while True:
        b = str(R.randint(1, 9)) + D(7); v = complete(b, de_vat.is_valid)
        if v: return 'DE' + v
def g_dni():
    b = D(8); return b + dni.calc_check_digit(b)
def g_nie():
    p = R.choice('XYZ'); b = D(7); return p + b + nie.calc_check_digit(p + b)
def g_cif():
    while True:
        b = R.choice('ABB') + D(7); v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v): return v
def g_nir():
    while True:
        b = R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + D(3) + D(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return R.choice([v, '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])])
def g_siren():
    b = str(R.randint(3, 9)) + D(7); v = b + luhn.calc_check_digit(b)
    return R.choice([v, '%s %s %s' % (v[:3], v[3:6], v[6:])])
def g_siret():
    s = compact(g_siren()); b = s + D(4); v = b + luhn.calc_check_digit(b)
    return R.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])])
def g_tva():
    s = compact(g_siren()); return 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
def g_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = '%03d-%02d-%04d' % (a, R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v): return v
NINO_BAD_PFX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
def nino_ok(v):
    v = compact(v)
    if len(v) != 9 or not v[2:8].isdigit() or v[8] not in 'ABCD': return False
    a, b = v[0], v[1]
    if a in 'DFIQUV' or b in 'DFIQUVO' or v[:2] in NINO_BAD_PFX: return False
    return a.isalpha() and b.isalpha()
def g_nino():
    ok1 = [c for c in string.ascii_uppercase if c not in 'DFIQUV']; ok2 = [c for c in ok1 if c != 'O']
    while True:
        v = R.choice(ok1) + R.choice(ok2) + D(6) + R.choice('ABCD')
        if nino_ok(v): return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])
def g_rnokpp():
    b = D(9); return b + rntrc.calc_check_digit(b)
def g_edrpou():
    while True:
        b = R.choice('234') + D(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v
def g_inn_ru():
    b = D(10); c = inn.calc_personal_check_digits(b); return b + c
def g_inn_co():
    b = str(R.randint(1, 9)) + D(8); return b + inn.calc_company_check_digit(b)
def g_card(raw=False):
    pre = R.choice(['4', '51', '53', '55', '2221'])
    b = pre + D(15 - len(pre)); v = b + luhn.calc_check_digit(b)
    return v if raw else ' '.join(v[i:i + 4] for i in range(0, 16, 4))
def g_isbn():
    b = R.choice(['97883', '97838', '97884', '97822', '97861', '97801']) + D(7)
    v = b + ean.calc_check_digit(b); return '%s-%s-%s-%s-%s' % (v[:3], v[3:5], v[5:9], v[9:12], v[12])
def g_ean():
    b = R.choice(['590', '400', '840', '482', '300']) + D(9); return b + ean.calc_check_digit(b)
def g_nhs():
    while True:
        b = D(9); v = complete(b, nhs.is_valid)
        if v:
            return '%s %s %s' % (v[:3], v[3:6], v[6:])
PHONE_PFX = {'PL': (['50', '51', '53', '60', '66', '69', '72', '78', '79', '88'], 9),
             'DE': (['151', '152', '160', '162', '170', '171', '176', '177'], 11),
             'ES': (['6', '71', '72'], 9), 'FR': (['6', '7'], 9),
             'UA': (['50', '63', '66', '67', '68', '73', '93', '95', '97', '98'], 9),
             'GB': (['74', '75', '77', '78', '79'], 10), 'US': (['212', '312', '415', '503', '617', '718', '917'], 10),
             'RU': (['903', '905', '915', '916', '926', '985'], 10)}
def g_phone(cc):
    pfx, n = PHONE_PFX[cc]
    while True:
        p = R.choice(pfx); nsn = p + D(n - len(p))
        if cc == 'US' and nsn[3] in '01': continue
        num = phonenumbers.parse('+%d%s' % (phonenumbers.country_code_for_region(cc), nsn))
        if phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == cc: break
    st = R.choice(['intl', 'nat', 'e164', 'plain'])
    F = phonenumbers.PhoneNumberFormat
    if st == 'intl': return phonenumbers.format_number(num, F.INTERNATIONAL)
    if st == 'e164': return phonenumbers.format_number(num, F.E164)
    s = phonenumbers.format_number(num, F.NATIONAL)
    return s if st == 'nat' else ''.join(c for c in s if c.isdigit())
def phone_ok(v, cc):
    try: n = phonenumbers.parse(''.join(c for c in v if c.isdigit() or c == '+'), cc)
    except Exception: return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == cc
MN = {}
def g_seed(lang='english', words=12):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(16 if words == 12 else 32)))
def seed_ok(v, lang):
    return MN.setdefault(lang, Mnemonic(lang)).check(v)
A62 = string.ascii_letters + string.digits
def rs(n, alpha=A62): return ''.join(secrets.choice(alpha) for _ in range(n))
def g_key(kind):
    if kind == 'openai': return 'sk-proj-' + rs(48)
    if kind == 'github': return 'ghp_' + rs(36)
    if kind == 'aws': return 'AKIA' + rs(16, string.ascii_uppercase + '234567')
    if kind == 'awssecret': return rs(40, A62 + '/+')
    if kind == 'stripe': return 'sk_live_' + rs(24)
    if kind == 'slack': return 'xoxb-' + rs(11, string.digits) + '-' + rs(13, string.digits) + '-' + rs(24)
    if kind == 'google': return 'AIza' + rs(35, A62 + '-_')
    if kind == 'anthropic': return 'sk-ant-api03-' + rs(93, A62 + '-_') + 'AA'
    raise KeyError(kind)

# placeholder name -> (generator, validator or None, checksum-bearing?)
def ib(cc): return (lambda: g_iban(cc), lambda v: std_iban.is_valid(compact(v)) and national_ok(v), True)
TYPES = {
    'pesel': (g_pesel, lambda v: pesel.is_valid(compact(v)), True),
    'pesel_child': (lambda: g_pesel(True), lambda v: pesel.is_valid(compact(v)), True),
    'nip': (g_nip, lambda v: nip.is_valid(compact(v)), True),
    'regon': (g_regon, lambda v: regon.is_valid(compact(v)), True),
    'nrb': (g_nrb, lambda v: std_iban.is_valid('PL' + compact(v)) and pl_nrb_ok(compact(v)[2:10]), True),
    'idnr': (g_idnr, lambda v: idnr.is_valid(compact(v)), True),
    'ustid': (g_ustid, lambda v: de_vat.is_valid(compact(v)), True),
    'dni': (g_dni, lambda v: dni.is_valid(compact(v)), True),
    'nie': (g_nie, lambda v: nie.is_valid(compact(v)), True),
    'cif': (g_cif, lambda v: cif.is_valid(compact(v)), True),
    'nir': (g_nir, lambda v: nir.is_valid(compact(v)), True),
    'siren': (g_siren, lambda v: siren.is_valid(compact(v)), True),
    'siret': (g_siret, lambda v: siret.is_valid(compact(v)), True),
    'tva': (g_tva, lambda v: tva.is_valid(compact(v)), True),
    'ssn': (g_ssn, lambda v: ssn.is_valid(v), False),
    'nino': (g_nino, nino_ok, False),
    'rnokpp': (g_rnokpp, lambda v: rntrc.is_valid(compact(v)), True),
    'edrpou': (g_edrpou, lambda v: edrpou.is_valid(compact(v)), True),
    'inn': (g_inn_ru, lambda v: inn.is_valid(compact(v)), True),
    'inn_co': (g_inn_co, lambda v: inn.is_valid(compact(v)), True),
    'card': (g_card, lambda v: luhn.is_valid(compact(v)), True),
    'cardraw': (lambda: g_card(True), lambda v: luhn.is_valid(compact(v)), True),
    'isbn': (g_isbn, lambda v: isbn.is_valid(compact(v)), True),
    'ean': (g_ean, lambda v: ean.is_valid(compact(v)), True),
    'nhs': (g_nhs, lambda v: nhs.is_valid(compact(v)), True),
}
for cc in ['PL', 'DE', 'ES', 'FR', 'UA', 'GB', 'AT', 'NL', 'IT', 'BE']:
    TYPES['iban_' + cc] = ib(cc)
for cc in PHONE_PFX:
    TYPES['phone_' + cc] = ((lambda c: lambda: g_phone(c))(cc), (lambda c: lambda v: phone_ok(v, c))(cc), False)
for lang in ['english', 'spanish', 'french', 'italian', 'czech', 'portuguese']:
    TYPES['seed_' + lang] = ((lambda l: lambda: g_seed(l))(lang), (lambda l: lambda v: seed_ok(v, l))(lang), False)
    TYPES['seed24_' + lang] = ((lambda l: lambda: g_seed(l, 24))(lang), (lambda l: lambda v: seed_ok(v, l))(lang), False)
for k in ['openai', 'github', 'aws', 'awssecret', 'stripe', 'slack', 'google', 'anthropic']:
    TYPES['key_' + k] = ((lambda k: lambda: g_key(k))(k), None, False)
