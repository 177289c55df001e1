"""Random, valid, fictional values for broad-zx. gen(type, fmt) -> string; validate(type, compact) -> bool."""
import random, re, secrets, string
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban as siban, luhn, isbn as sisbn, ean as sean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import nhs

R = random.Random()
D = string.digits
def rd(n): return ''.join(R.choice(D) for _ in range(n))
def group(s, n=4, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))

def _iban(cc, bban):
    num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
    return cc + '%02d' % (98 - int(num) % 97) + bban

def iban(cc):
    while True:
        if cc == 'DE': b = rd(18)
        elif cc == 'PL': b = rd(24)
        elif cc == 'ES':
            bank, br, acc = rd(4), rd(4), rd(10)
            b = bank + br + ccc.calc_check_digits(bank + br + '00' + acc) + acc
        elif cc == 'FR':
            bank, br, acc = rd(5), rd(5), rd(11)
            key = 97 - (89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97
            b = bank + br + acc + '%02d' % key
        elif cc == 'GB': b = R.choice(['BARC', 'NWBK', 'LOYD', 'HBUK', 'MIDL']) + rd(14)
        elif cc == 'UA': b = rd(25)
        elif cc == 'IT': b = R.choice(string.ascii_uppercase) + rd(10) + rd(12)
        elif cc == 'NL': b = R.choice(['ABNA', 'INGB', 'RABO']) + rd(10)
        else: raise ValueError(cc)
        v = _iban(cc, b)
        if siban.is_valid(v): return v

def phone(reg):
    pre = {'pl': ['5', '6', '7', '88'], 'de': ['151', '152', '160', '170', '171', '176', '157'],
           'es': ['6', '7'], 'fr': ['6', '7'], 'gb': ['7'], 'ua': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'],
           'us': [''], 'ru': ['9']}[reg]
    ln = {'pl': 9, 'de': 11, 'es': 9, 'fr': 9, 'gb': 10, 'ua': 9, 'us': 10, 'ru': 10}[reg]
    while True:
        p = R.choice(pre); n = p + rd(ln - len(p))
        if reg == 'us': n = R.choice('2345678') + rd(2) + R.choice('2345678') + rd(6)
        x = phonenumbers.parse(n, reg.upper())
        if phonenumbers.is_valid_number(x) and (reg == 'us' or phonenumbers.number_type(x) == phonenumbers.PhoneNumberType.MOBILE):
            return x

def gen(t, f=''):
    if t == 'pesel':
        while True:
            y = R.randint(1940, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
            mm = m + (20 if y >= 2000 else 0)
            s = '%02d%02d%02d%s' % (y % 100, mm, d, rd(4)); s += pesel.calc_check_digit(s)
            if pesel.is_valid(s): return s
    if t in ('nip', 'cnip'):
        while True:
            s = R.choice('123456789') + rd(8)
            c = str(sum(int(a) * b for a, b in zip(s, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11)
            if len(c) == 1 and nip.is_valid(s + c):
                v = s + c
                return {'d': f'{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}', 'e': f'{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}'}.get(f, v)
    if t == 'regon':
        while True:
            s = R.choice('123456789') + rd(7); v = s + regon.calc_check_digit(s)
            if regon.is_valid(v): return v
    if t == 'plid':
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)); n = rd(5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]; vals = [int(c, 36) for c in L + n]
        c = sum(a * b for a, b in zip(w, vals)) % 10
        v = L + str(c) + n
        return (L + ' ' + v[3:]) if f == 's' else v
    if t.startswith('iban_') or t == 'nrb':
        cc = 'PL' if t == 'nrb' else t[5:].upper(); v = iban(cc)
        if t == 'nrb': v = v[2:]; return v if f == 'c' else (v[:2] + ' ' + group(v[2:]))
        return v if f == 'c' else group(v)
    if t == 'steuerid':
        while True:
            v = R.choice('123456789') + rd(9); v += next((c for c in D if idnr.is_valid(v + c)), 'x')
            if idnr.is_valid(v): return v if f != 's' else f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}'
    if t == 'devat':
        while True:
            v = 'DE' + R.choice('123456789') + rd(8)
            if devat.is_valid(v): return v
    if t == 'dni':
        s = rd(8); v = s + dni.calc_check_digit(s); return v if f != 'd' else s + '-' + v[-1]
    if t == 'nie':
        s = R.choice('XYZ') + rd(7); return s + nie.calc_check_digit(s)
    if t == 'cif':
        while True:
            s = R.choice('ABBBBDEFGHJ') + rd(7)
            for c in '0123456789ABCDEFGHIJ':
                if cif.is_valid(s + c): return s + c
    if t == 'nir':
        while True:
            s = R.choice('12') + '%02d%02d' % (R.randint(40, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + rd(3) + rd(3)
            k = '%02d' % (97 - int(s) % 97); v = s + k
            if nir.is_valid(v):
                return v if f == 'c' else f'{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}'
    if t == 'siren':
        while True:
            s = R.choice('3456789') + rd(7); v = s + luhn.calc_check_digit(s)
            if siren.is_valid(v): return v if f != 's' else group(v, 3)
    if t == 'siret':
        while True:
            s = R.choice('3456789') + rd(7); sr = s + luhn.calc_check_digit(s)
            n = sr + '0001'; v = n + luhn.calc_check_digit(n)
            if siret.is_valid(v): return v if f != 's' else f'{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}'
    if t == 'frtva':
        sr = gen('siren'); v = '%02d' % ((12 + 3 * (int(sr) % 97)) % 97) + sr; return 'FR' + v
    if t == 'ssn':
        while True:
            v = '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
            if ssn.is_valid(v): return v if f == 'c' else f'{v[:3]}-{v[3:5]}-{v[5:]}'
    if t == 'nino':
        while True:
            a = R.choice('ABCEGHJKLMNOPRSTWXYZ'); b = R.choice('ABCEGHJKLMNPRSTWXYZ')
            if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'): continue
            v = a + b + rd(6) + R.choice('ABCD')
            return v if f == 'c' else f'{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}'
    if t == 'nhs':
        while True:
            s = R.choice('4') + rd(8); c = next((c for c in D if nhs.is_valid(s + c)), 'x')
            if nhs.is_valid(s + c): v = s + c; return f'{v[:3]} {v[3:6]} {v[6:]}'
    if t == 'rnokpp':
        while True:
            v = R.choice('23') + rd(9)
            if rntrc.is_valid(v): return v
    if t == 'edrpou':
        while True:
            v = R.choice('234') + rd(7)
            if edrpou.is_valid(v): return v
    if t == 'isbn':
        s = '978' + R.choice('0123') + rd(8); v = s + sean.calc_check_digit(s)
        return v if f == 'c' else f'{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}'
    if t == 'ean':
        s = R.choice(['590', '400', '841', '300', '482']) + rd(9); return s + sean.calc_check_digit(s)
    if t in ('visa', 'mc'):
        s = ('4' + rd(14)) if t == 'visa' else ('5' + R.choice('12345') + rd(13)); v = s + luhn.calc_check_digit(s)
        return {'c': v, 'd': group(v, 4, '-')}.get(f, group(v))
    if t.startswith('phone_'):
        x = phone(t[6:])
        fm = {'i': phonenumbers.PhoneNumberFormat.INTERNATIONAL, 'n': phonenumbers.PhoneNumberFormat.NATIONAL,
              'e': phonenumbers.PhoneNumberFormat.E164}.get(f or 'i')
        return phonenumbers.format_number(x, fm)
    if t == 'seed12': return Mnemonic('english').generate(128)
    if t == 'seed24': return Mnemonic('english').generate(256)
    an = string.ascii_letters + D
    def rs(n, al=an): return ''.join(secrets.choice(al) for _ in range(n))
    if t == 'ghp': return 'ghp_' + rs(36)
    if t == 'skproj': return 'sk-proj-' + rs(48, an + '-_')
    if t == 'sklive': return 'sk_live_' + rs(24)
    if t == 'akia': return 'AKIA' + rs(16, string.ascii_uppercase + '234567')
    if t == 'awssec': return rs(40, an + '/+')
    if t == 'xoxb': return f'xoxb-{rd(12)}-{rd(13)}-{rs(24)}'
    if t == 'glpat': return 'glpat-' + rs(20, an + '-_')
    if t == 'hex32': return secrets.token_hex(16)
    if t == 'hex64': return secrets.token_hex(32)
    if t == 'pw':
        W = ['Zielony', 'sonnenblume', 'Girasol', 'papillon', 'Sonechko', 'marmite', 'Burek', 'Tigrou', 'kasztan', 'Hamster', 'luna', 'Osiris']
        k = R.randrange(5)
        if k == 0: return rs(4) + R.choice('!#$%&*?') + rs(6) + R.choice('!#$%&*?')
        if k == 1: return R.choice(W) + str(R.randint(1950, 2024)) + R.choice(['!', '', '#', '.'])
        if k == 2: return '-'.join(R.sample(Mnemonic('english').wordlist, 3)) + '-' + rd(2)
        if k == 3: return R.choice(W).lower() + rd(R.randint(2, 4)) + R.choice(W)[:3].upper()
        return rs(R.randint(10, 16), an + '!@#%^&*_')
    raise ValueError(t)

SEP = re.compile(r'[\s\-./()]')
def validate(t, v):
    c = SEP.sub('', v)
    if t == 'pesel': return pesel.is_valid(c)
    if t in ('nip', 'cnip'): return nip.is_valid(c)
    if t == 'regon': return regon.is_valid(c)
    if t == 'plid':
        if not re.fullmatch(r'[A-Z]{3}\d{6}', c): return False
        w = [7, 3, 1, 9, 7, 3, 1, 7, 3]; return sum(a * int(ch, 36) for a, ch in zip(w, c)) % 10 == 0
    if t == 'nrb': return siban.is_valid('PL' + c)
    if t.startswith('iban_'): return siban.is_valid(c) and c[:2] == t[5:].upper()
    if t == 'steuerid': return idnr.is_valid(c)
    if t == 'devat': return devat.is_valid(c)
    if t == 'dni': return dni.is_valid(c)
    if t == 'nie': return nie.is_valid(c)
    if t == 'cif': return cif.is_valid(c)
    if t == 'nir': return nir.is_valid(c)
    if t == 'siren': return siren.is_valid(c)
    if t == 'siret': return siret.is_valid(c)
    if t == 'frtva': return tva.is_valid(c)
    if t == 'ssn': return ssn.is_valid(c)
    if t == 'nino': return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c))
    if t == 'nhs': return nhs.is_valid(c)
    if t == 'rnokpp': return rntrc.is_valid(c)
    if t == 'edrpou': return edrpou.is_valid(c)
    if t == 'isbn': return sisbn.is_valid(c)
    if t == 'ean': return sean.is_valid(c)
    if t in ('visa', 'mc'): return luhn.is_valid(c) and len(c) == 16
    if t.startswith('phone_'):
        try: x = phonenumbers.parse(v, t[6:].upper())
        except Exception: return False
        return phonenumbers.is_valid_number(x)
    if t in ('seed12', 'seed24'): return Mnemonic('english').check(v)
    pats = {'ghp': r'ghp_[A-Za-z0-9]{36}', 'skproj': r'sk-proj-[A-Za-z0-9_-]{48}', 'sklive': r'sk_live_[A-Za-z0-9]{24}',
            'akia': r'AKIA[A-Z2-7]{16}', 'awssec': r'[A-Za-z0-9/+]{40}', 'xoxb': r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}',
            'glpat': r'glpat-[A-Za-z0-9_-]{20}', 'hex32': r'[0-9a-f]{32}', 'hex64': r'[0-9a-f]{64}', 'pw': r'\S{8,40}'}
    return bool(re.fullmatch(pats[t], v))
