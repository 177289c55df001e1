"""Value generators and validators for broad-zk (session 14). Random, fictional values only."""
import random, secrets, string, datetime, binascii, hashlib, uuid
from stdnum import iban as s_iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
import phonenumbers
from stdnum.iso7064 import mod_11_10
from mnemonic import Mnemonic

R = random.Random()
D = string.digits
A = string.ascii_uppercase
AN = string.ascii_letters + string.digits
def rd(n): return ''.join(R.choice(D) for _ in range(n))
def ra(n): return ''.join(R.choice(A) for _ in range(n))
def strip(v): return ''.join(c for c in v if c.isalnum())
def group(s, n, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))

def g_pesel(date=None, sex=None):
    if date: d = datetime.date.fromisoformat(date)
    else: d = datetime.date(R.randint(1940, 2020), R.randint(1, 12), R.randint(1, 28))
    m = d.month + (20 if d.year >= 2000 else 0)
    s = '%02d%02d%02d' % (d.year % 100, m, d.day) + rd(3)
    sx = R.choice('02468' if sex == 'f' else '13579' if sex == 'm' else D)
    s += sx
    return s + pesel.calc_check_digit(s)
def g_nip(fmt=''):
    while True:
        s = R.choice('123456789') + rd(8)
        c = nip.checksum(s + '0')
        w = (6, 5, 7, 2, 3, 4, 5, 6, 7)
        c = sum(x * int(y) for x, y in zip(w, s)) % 11
        if c == 10: continue
        v = s + str(c)
        if fmt == 'dash': return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:])
        if fmt == 'pl': return 'PL' + v
        return v
def g_regon(n='9'):
    s = rd(8)
    if n == '14': s = s + regon.calc_check_digit(s) + rd(4)
    return s + regon.calc_check_digit(s)
PLV = {c: 10 + i for i, c in enumerate(A)}
def g_plid(fmt=''):
    L = ra(3); ds = rd(5)
    w = (7, 3, 1, 7, 3, 1, 7, 3)
    vals = [PLV[c] for c in L] + [int(x) for x in ds]
    chk = sum(a * b for a, b in zip(w, vals)) % 10
    v = L + str(chk) + ds
    return L + ' ' + v[3:] if fmt == 'spaced' else v
def v_plid(v):
    v = strip(v).upper()
    if len(v) != 9 or not v[:3].isalpha() or not v[3:].isdigit(): return False
    w = (7, 3, 1, 9, 7, 3, 1, 7, 3)
    vals = [PLV[c] for c in v[:3]] + [int(x) for x in v[3:]]
    return sum(a * b for a, b in zip(w, vals)) % 10 == 0

IBS = {'DE': 'n18', 'FR': 'n10 n11 n2', 'ES': 'n20', 'PL': 'n24', 'GB': 'a4 n14', 'IT': 'a1 n10 n12',
       'NL': 'a4 n10', 'BE': 'n12', 'AT': 'n16', 'CH': 'n17', 'PT': 'n21', 'UA': 'n6 n19', 'IE': 'a4 n14',
       'LU': 'n16', 'CZ': 'n20', 'SE': 'n20', 'DK': 'n14'}
def _bban(cc):
    out = ''
    for part in IBS[cc].split():
        out += (ra if part[0] == 'a' else rd)(int(part[1:]))
    return out
def g_iban(cc, fmt='spaced'):
    while True:
        b = _bban(cc)
        chk = 98 - int(''.join(str(int(c, 36)) for c in b + cc + '00')) % 97
        v = cc + '%02d' % chk + b
        try: s_iban.validate(v)
        except Exception: continue
        if fmt == 'plain': return v
        if fmt == 'lower': return group(v, 4).lower()
        return group(v, 4)
def g_nrb(fmt='spaced'):
    v = g_iban('PL', 'plain')[2:]
    if fmt == 'plain': return v
    return v[:2] + ' ' + group(v[2:], 4)
def v_nrb(v): return s_iban.is_valid('PL' + strip(v))
def g_steuerid(fmt=''):
    while True:
        s = R.choice('123456789') + rd(9)
        if max(s.count(c) for c in set(s)) not in (2, 3) or len(set(s)) < 8: continue
        v = s + mod_11_10.calc_check_digit(s)
        if idnr.is_valid(v):
            return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:]) if fmt == 'spaced' else v
def g_devat():
    while True:
        s = R.choice('123456789') + rd(7)
        v = 'DE' + s + mod_11_10.calc_check_digit(s)
        if devat.is_valid(v): return v
def g_dni(fmt=''):
    s = rd(8); v = s + dni.calc_check_digit(s)
    return s + '-' + v[-1] if fmt == 'dash' else v
def g_nie():
    s = R.choice('XYZ') + rd(7); return s + nie.calc_check_digit(s)
def g_cif():
    while True:
        s = R.choice('ABEFGH') + rd(7)
        v = s + cif.calc_check_digits(s)[0]
        if cif.is_valid(v): return v
def g_nir(fmt='spaced', sex=None):
    while True:
        s = R.choice('12' if not sex else ('1' if sex == 'm' else '2')) + rd(2) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + rd(3) + rd(3)
        if s[5:7] == '20': continue
        v = s + nir.calc_check_digits(s)
        if nir.is_valid(v): break
    if fmt == 'spaced': return ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    return v
def g_siren(fmt=''):
    s = rd(8); v = s + luhn.calc_check_digit(s)
    return group(v, 3) if fmt == 'spaced' else v
def g_siret(fmt=''):
    s = g_siren() + rd(4); v = s + luhn.calc_check_digit(s)
    return v[:3] + ' ' + v[3:6] + ' ' + v[6:9] + ' ' + v[9:] if fmt == 'spaced' else v
def g_frvat():
    s = g_siren(); return 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
def g_ssn(fmt='dash'):
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = '%03d%02d%04d' % (a, R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v): break
    if fmt == 'dash': return v[:3] + '-' + v[3:5] + '-' + v[5:]
    if fmt == 'space': return v[:3] + ' ' + v[3:5] + ' ' + v[5:]
    return v
NINOP = 'ABCEGHJKLMNPRSTWXYZ'
def g_nino(fmt='spaced'):
    while True:
        p = R.choice(NINOP) + R.choice(NINOP.replace('O', ''))
        if p not in ('GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ'): break
    d = rd(6); s = R.choice('ABCD')
    return f'{p} {d[:2]} {d[2:4]} {d[4:]} {s}' if fmt == 'spaced' else p + d + s
def v_nino(v):
    v = strip(v).upper()
    return len(v) == 9 and v[0] in NINOP and v[1] in NINOP and v[2:8].isdigit() and v[8] in 'ABCD'
def g_rnokpp():
    while True:
        s = rd(9); v = s + rntrc.calc_check_digit(s)
        if rntrc.is_valid(v): return v
def g_edrpou():
    while True:
        s = R.choice('123') + rd(6)
        v = s + edrpou.calc_check_digit(s)
        if edrpou.is_valid(v): return v
def g_isbn(fmt='dash'):
    s = '978' + R.choice('0123458') + rd(8)
    v = s + isbn._calc_isbn13_check_digit(s) if hasattr(isbn, '_calc_isbn13_check_digit') else s + ean.calc_check_digit(s)
    return isbn.format(v) if fmt == 'dash' else v
def g_ean():
    s = R.choice(['590', '400', '300', '840', '482', '460']) + rd(9); return s + ean.calc_check_digit(s)
def g_card(brand='visa', fmt='spaced'):
    if brand == 'visa': s = '4' + rd(14)
    elif brand == 'mc': s = R.choice(['51', '52', '53', '54', '55']) + rd(13)
    else: s = R.choice(['34', '37']) + rd(12)
    v = s + luhn.calc_check_digit(s)
    if brand == 'amex':
        parts = [v[:4], v[4:10], v[10:]]
    else: parts = [v[i:i+4] for i in range(0, 16, 4)]
    return {'spaced': ' '.join, 'dash': '-'.join, 'plain': ''.join}[fmt](parts)
PH = {'PL': lambda: R.choice('5678') + rd(8), 'DE': lambda: '1' + R.choice(['51', '52', '57', '60', '62', '70', '71', '76', '79']) + rd(R.choice([7, 8])),
      'FR': lambda: R.choice('67') + rd(8), 'ES': lambda: R.choice('67') + rd(8), 'UA': lambda: R.choice(['50', '66', '67', '68', '63', '73', '93', '97', '98', '95']) + rd(7),
      'GB': lambda: '7' + R.choice('456789') + rd(8), 'US': lambda: R.choice(['212', '415', '312', '617', '206', '512', '303']) + R.choice('23456789') + rd(6),
      'RU': lambda: '9' + R.choice(['16', '26', '03', '85', '99', '77']) + rd(7)}
def g_phone(cc, fmt='intl'):
    while True:
        n = phonenumbers.parse(PH[cc](), cc)
        if phonenumbers.is_valid_number(n): break
    if fmt == 'intl': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if fmt == 'e164': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    if fmt == 'plain': return strip(phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL))
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
def v_phone(v, cc):
    try: return phonenumbers.is_valid_number(phonenumbers.parse(v, cc))
    except Exception: return False
def g_seed(n='12', lang='english'):
    return Mnemonic(lang).generate(strength={'12': 128, '24': 256}[n])
def v_seed(v, n='12', lang='english'): return Mnemonic(lang).check(v)
B62 = string.digits + string.ascii_letters
def _b62(n, w=6):
    o = ''
    while n: n, r = divmod(n, 62); o = B62[r] + o
    return o.rjust(w, '0')
def g_gh():
    body = ''.join(secrets.choice(AN) for _ in range(30))
    return 'ghp_' + body + _b62(binascii.crc32(body.encode()))
def v_gh(v): return v.startswith('ghp_') and _b62(binascii.crc32(v[4:34].encode())) == v[34:]
def g_awskey(): return 'AKIA' + ''.join(secrets.choice(A + '234567') for _ in range(16))
def g_awssecret(): return ''.join(secrets.choice(AN + '/+') for _ in range(40))
def g_stripe(): return 'sk_live_' + ''.join(secrets.choice(AN) for _ in range(24))
def g_openai(): return 'sk-proj-' + ''.join(secrets.choice(AN + '-_') for _ in range(48))
def g_slack(): return 'xoxb-' + rd(12) + '-' + rd(13) + '-' + ''.join(secrets.choice(AN) for _ in range(24))
def g_google(): return 'AIza' + ''.join(secrets.choice(AN + '-_') for _ in range(35))
WORDS = ['kotek', 'Sonne', 'playa', 'maison', 'sobaka', 'tigre', 'Berlin', 'zielony', 'luna', 'hiver', 'pirat', 'Kaffee', 'soleil', 'mango', 'lato', 'misto']
def g_pw(kind='mix'):
    if kind == 'word': return R.choice(WORDS) + R.choice(['', '_', '.', '!']) + rd(R.choice([2, 4])) + R.choice(['', '!', '#', '?'])
    return ''.join(secrets.choice(AN + '!#$%&*?') for _ in range(R.randint(10, 14)))
def g_pin(n='4'): return rd(int(n))
def g_wifi(): return ''.join(secrets.choice(AN) for _ in range(R.choice([12, 16, 20])))
def g_recovery(): return ' '.join('%s-%s' % (''.join(secrets.choice('abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4)), ''.join(secrets.choice('abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4))) for _ in range(4))
def g_hex(n='64'): return secrets.token_hex(int(n) // 2)
def g_conn(kind='postgres'):
    u = R.choice(['app', 'admin', 'shop', 'marta', 'dev', 'jan'])
    p = ''.join(secrets.choice(AN) for _ in range(14))
    h = R.choice(['10.0.3.17', 'db.internal', 'pg-prod-1', '192.168.1.40'])
    if kind == 'mysql': return f'mysql://{u}:{p}@{h}:3306/shop'
    if kind == 'mongo': return f'mongodb://{u}:{p}@{h}:27017/app'
    return f'postgresql://{u}:{p}@{h}:5432/main'
def g_nsses(fmt='spaced'):
    p = '%02d' % R.randint(1, 52); n = rd(8); c = '%02d' % (int(p + n) % 97)
    return f'{p} {n} {c}' if fmt == 'spaced' else p + n + c
def v_nsses(v):
    v = strip(v); return len(v) == 12 and v.isdigit() and int(v[:10]) % 97 == int(v[10:])
def g_ruinn():
    from stdnum.ru import inn
    s = R.choice(['77', '50', '78', '66', '23']) + rd(8)
    v = s + inn.calc_personal_check_digits(s)
    assert inn.is_valid(v); return v
def g_uuid(): return str(uuid.uuid4())
def g_sha(n='64'): return hashlib.sha256(secrets.token_bytes(16)).hexdigest()[:int(n)]

GEN = {'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'plid': g_plid, 'iban': g_iban, 'nrb': g_nrb,
       'steuerid': g_steuerid, 'devat': g_devat, 'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir,
       'siren': g_siren, 'siret': g_siret, 'frvat': g_frvat, 'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp,
       'edrpou': g_edrpou, 'isbn': g_isbn, 'ean': g_ean, 'card': g_card, 'phone': g_phone, 'seed': g_seed,
       'gh': g_gh, 'awskey': g_awskey, 'awssecret': g_awssecret, 'stripe': g_stripe, 'openai': g_openai,
       'slack': g_slack, 'google': g_google, 'pw': g_pw, 'pin': g_pin, 'code': g_pin, 'wifi': g_wifi,
       'recovery': g_recovery, 'hex': g_hex, 'conn': g_conn, 'uuid': g_uuid, 'ruinn': g_ruinn, 'nsses': g_nsses, 'sha': g_sha}
# validators on the value with separators dropped (identifier-like) ; None = presence check only
VAL = {'pesel': pesel.is_valid, 'nip': lambda v: nip.is_valid(v[2:] if v.startswith('PL') else v), 'regon': regon.is_valid,
       'plid': v_plid, 'iban': s_iban.is_valid, 'nrb': v_nrb, 'steuerid': idnr.is_valid, 'devat': devat.is_valid,
       'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
       'siret': siret.is_valid, 'frvat': tva.is_valid, 'ssn': ssn.is_valid, 'nino': v_nino, 'rnokpp': rntrc.is_valid,
       'edrpou': edrpou.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid, 'card': luhn.is_valid,
       'ruinn': __import__('stdnum.ru.inn', fromlist=['x']).is_valid, 'gh': v_gh, 'nsses': v_nsses}
def validate(kind, args, value):
    if kind == 'phone': return v_phone(value, args[0])
    if kind == 'seed': return v_seed(value, *args) if args else v_seed(value)
    if kind == 'iban': return s_iban.is_valid(strip(value).upper())
    if kind == 'gh': return v_gh(value)
    f = VAL.get(kind)
    if f is None: return True
    return bool(f(strip(value)))
IDLIKE = set(VAL) | {'phone'}
