"""Value generators and validators for broad-zn (session 14 sealed set)."""
import random, re, secrets, string, datetime
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gbvat
from stdnum.ru import inn

R = random.SystemRandom()
D = string.digits

def rd(n):
    return ''.join(R.choice(D) for _ in range(n))

def complete(body_fn, valid, tail=D):
    for _ in range(100000):
        b = body_fn()
        for c in R.sample(tail, len(tail)):
            if valid(b + c):
                return b + c
    raise RuntimeError('no value')

# --- identifiers -------------------------------------------------------
def g_pesel(_=None):
    d = datetime.date(1940, 1, 1) + datetime.timedelta(days=R.randrange(0, 365 * 66))
    mm = d.month + (20 if d.year >= 2000 else 0)
    body = '%02d%02d%02d%s' % (d.year % 100, mm, d.day, rd(4))
    return complete(lambda: body, pesel.is_valid)

def g_nip(_=None):
    return complete(lambda: str(R.randint(1, 9)) + rd(8), nip.is_valid)

def g_regon(_=None):
    return complete(lambda: str(R.randint(1, 9)) + rd(7), regon.is_valid)

BBAN = {  # digits-only or simple shapes
    'DE': lambda: rd(18), 'AT': lambda: rd(16), 'CH': lambda: rd(17), 'FR': lambda: rd(23),
    'ES': lambda: rd(20), 'BE': lambda: rd(12), 'PL': lambda: rd(24), 'UA': lambda: rd(25),
    'NL': lambda: R.choice(['INGB', 'RABO', 'ABNA', 'TRIO']) + rd(10),
    'GB': lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + rd(14),
    'IT': lambda: R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + rd(22),
    'PT': lambda: rd(21), 'IE': lambda: R.choice(['AIBK', 'BOFI']) + rd(14),
}

def g_iban(cc='DE'):
    for _ in range(100000):
        bban = BBAN[cc]()
        num = bban + cc + '00'
        conv = ''.join(str(int(c, 36)) for c in num)
        chk = 98 - int(conv) % 97
        v = '%s%02d%s' % (cc, chk, bban)
        if iban.is_valid(v):
            return v
    raise RuntimeError

def g_nrb(_=None):
    return g_iban('PL')[2:]

def g_steuerid(_=None):
    return complete(lambda: str(R.randint(1, 9)) + rd(9), idnr.is_valid)

def g_dni(_=None):
    return complete(lambda: rd(8), dni.is_valid, string.ascii_uppercase)

def g_nie(_=None):
    return complete(lambda: R.choice('XYZ') + rd(7), nie.is_valid, string.ascii_uppercase)

def g_cif(_=None):
    return complete(lambda: R.choice('ABBBBBG') + rd(7), cif.is_valid, D + 'ABCDEFGHIJ')

def g_nir(_=None):
    for _ in range(100000):
        b = R.choice('12') + '%02d' % R.randint(40, 99) + '%02d' % R.randint(1, 12) + \
            '%02d' % R.choice([13, 33, 44, 59, 67, 69, 75, 92, 93, 94]) + rd(3) + rd(3)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return v

def g_siren(_=None):
    return complete(lambda: str(R.randint(3, 9)) + rd(7), siren.is_valid)

def g_siret(_=None):
    s = g_siren()
    return complete(lambda: s + rd(4), siret.is_valid)

def g_ssn(_=None):
    for _ in range(10000):
        v = '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v):
            return v

def g_rnokpp(_=None):
    return complete(lambda: str(R.randint(1, 4)) + rd(8), rntrc.is_valid)

def g_edrpou(_=None):
    return complete(lambda: R.choice('234') + rd(6), edrpou.is_valid)

def g_inn(_=None):
    return complete(lambda: str(R.randint(1, 9)) + rd(10), inn.is_valid)

def g_innco(_=None):
    return complete(lambda: str(R.randint(1, 9)) + rd(8), inn.is_valid)

def g_devat(_=None):
    return 'DE' + complete(lambda: str(R.randint(1, 9)) + rd(7), lambda x: devat.is_valid('DE' + x))

def g_gbvat(_=None):
    for _ in range(100000):
        v = 'GB' + rd(9)
        if gbvat.is_valid(v):
            return v

def g_isbn(_=None):
    return complete(lambda: R.choice(['97883', '97838', '97884', '97822', '97861', '97801']) + rd(7), isbn.is_valid)

def g_ean(_=None):
    return complete(lambda: R.choice(['590', '400', '841', '300', '482']) + rd(9), ean.is_valid)

def g_card(kind='v'):
    pre = {'v': '4' + rd(5), 'm': '5' + str(R.randint(1, 5)) + rd(4), 'a': R.choice(['34', '37']) + rd(4)}[kind]
    n = 15 if kind == 'a' else 16
    return complete(lambda: pre + rd(n - len(pre) - 1), luhn.is_valid)

# Polish ID card (dowód osobisty): AAA + check digit + 5 digits, weights 7 3 1 9 7 3 1 7 3
def plid_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v):
        return False
    vals = [int(c, 36) for c in v]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == vals[3]

def g_plid(_=None):
    for _ in range(1000):
        l = ''.join(R.choice('ABCDEFGHKLMNPRSTWZ') for _ in range(3))
        rest = rd(5)
        vals = [int(c, 36) for c in l]
        s = vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + sum(int(a) * b for a, b in zip(rest, [7, 3, 1, 7, 3]))
        v = l + str(s % 10) + rest
        if plid_ok(v):
            return v

NINO_RE = re.compile(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]')
def nino_ok(v):
    return bool(NINO_RE.fullmatch(v.upper()))

def g_nino(_=None):
    for _ in range(1000):
        v = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + rd(6) + R.choice('ABCD')
        if nino_ok(v):
            return v

# --- phones ------------------------------------------------------------
def g_phone(region='PL'):
    for _ in range(100000):
        if region == 'PL':
            s = R.choice(['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88']) + rd(7)
        elif region == 'DE':
            s = '01' + R.choice(['51', '52', '60', '62', '70', '72', '76']) + rd(8)
        elif region == 'ES':
            s = R.choice('67') + rd(8)
        elif region == 'FR':
            s = '0' + R.choice('67') + rd(8)
        elif region == 'GB':
            s = '07' + R.choice(['4', '5', '7', '8', '9']) + rd(8)
        elif region == 'UA':
            s = '0' + R.choice(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']) + rd(7)
        elif region == 'RU':
            s = '9' + rd(9)
        elif region == 'US':
            s = str(R.randint(2, 9)) + rd(2) + str(R.randint(2, 9)) + rd(6)
        p = phonenumbers.parse(s, region)
        if phonenumbers.is_valid_number(p) and (region == 'US' or phonenumbers.number_type(p) == phonenumbers.PhoneNumberType.MOBILE):
            return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)

def phone_ok(v, region):
    try:
        p = phonenumbers.parse(v, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(p)

# --- secrets -----------------------------------------------------------
AN = string.ascii_letters + D
def rs(n, al=AN):
    return ''.join(secrets.choice(al) for _ in range(n))

def g_seed(arg='12'):
    n, _, lang = arg.partition('-')
    lang = {'': 'english', 'es': 'spanish', 'fr': 'french'}[lang]
    return Mnemonic(lang).generate(strength={'12': 128, '24': 256, '18': 192}[n])

def seed_ok(v, arg):
    lang = {'': 'english', 'es': 'spanish', 'fr': 'french'}[arg.partition('-')[2]]
    import unicodedata
    return Mnemonic(lang).check(unicodedata.normalize('NFKD', ' '.join(v.split())))

TOKENS = {
    'ghp': lambda: 'ghp_' + rs(36),
    'oai': lambda: 'sk-proj-' + rs(48, AN + '-_'),
    'stripe': lambda: 'sk_live_' + rs(24),
    'aws': lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'),
    'awssecret': lambda: rs(40, AN + '/+'),
    'slack': lambda: 'xoxb-' + rd(11) + '-' + rd(13) + '-' + rs(24),
    'hex64': lambda: secrets.token_hex(32),
    'hex32': lambda: secrets.token_hex(16),
    'glpat': lambda: 'glpat-' + rs(20, AN + '-_'),
    'tg': lambda: str(R.randint(5000000000, 7999999999)) + ':AA' + rs(33, AN + '-_'),
    'b64': lambda: rs(32, AN),
    'recov': lambda: '-'.join(rs(4, string.ascii_lowercase + D) + rs(4, string.ascii_lowercase + D) for _ in range(1)),
}

GEN = {
    'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'iban': g_iban, 'nrb': g_nrb, 'steuerid': g_steuerid,
    'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir, 'siren': g_siren, 'siret': g_siret, 'ssn': g_ssn,
    'rnokpp': g_rnokpp, 'edrpou': g_edrpou, 'inn': g_inn, 'innco': g_innco, 'devat': g_devat, 'gbvat': g_gbvat, 'isbn': g_isbn,
    'ean': g_ean, 'card': g_card, 'plid': g_plid, 'nino': g_nino, 'phone': g_phone, 'seed': g_seed,
    'd': lambda n: rd(int(n)), 'tok': lambda k: TOKENS[k](),
}

def validate(typ, arg, raw):
    """raw = shown value with separators dropped (or whitespace-normalised seed)."""
    if typ == 'seed':
        return seed_ok(raw, arg or '12')
    if typ == 'phone':
        return phone_ok(raw, arg or 'PL')
    c = re.sub(r'[\s\-./]', '', raw)
    if typ == 'iban':
        return iban.is_valid(c) and c.upper().startswith(arg or 'DE')
    if typ == 'nrb':
        return len(c) == 26 and iban.is_valid('PL' + c)
    if typ == 'card':
        return luhn.is_valid(c) and len(c) in (15, 16)
    if typ == 'plid':
        return plid_ok(c)
    if typ == 'nino':
        return nino_ok(c)
    if typ == 'd':
        return c.isdigit() and len(c) == int(arg)
    if typ == 'tok':
        return len(c) >= 16
    mod = {'pesel': pesel, 'nip': nip, 'regon': regon, 'steuerid': idnr, 'dni': dni, 'nie': nie, 'cif': cif,
           'nir': nir, 'siren': siren, 'siret': siret, 'ssn': ssn, 'rnokpp': rntrc, 'edrpou': edrpou,
           'inn': inn, 'innco': inn, 'devat': devat, 'gbvat': gbvat, 'isbn': isbn, 'ean': ean}[typ]
    return mod.is_valid(c)

# --- display formats -----------------------------------------------------
def groups(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n]); i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)

def fmt(typ, arg, v, style):
    """style letters: s=spaced groups, d=dashed groups, n=split over two lines, x=stray spaces,
    l=lower case, i/N/e for phones (international / national / E.164), r=raw."""
    if typ == 'phone':
        p = phonenumbers.parse(v, None)
        if 'N' in style:
            v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
        elif 'e' in style:
            pass
        elif 'r' in style:
            v = str(p.national_number)
        else:
            v = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        if 'd' in style:
            v = v.replace(' ', '-')
    elif typ in ('iban', 'nrb'):
        if 's' in style:
            v = groups(v, [2, 4, 4, 4, 4, 4, 4, 4]) if typ == 'nrb' else groups(v, [4] * 9)
    elif typ == 'card':
        if 's' in style or 'd' in style:
            v = groups(v, [4, 6, 5] if len(v) == 15 else [4, 4, 4, 4], '-' if 'd' in style else ' ')
    elif typ == 'nip' and 'd' in style:
        v = groups(v, [3, 3, 2, 2], '-')
    elif typ == 'nip' and 's' in style:
        v = groups(v, [3, 3, 2, 2], ' ')
    elif typ == 'steuerid' and 's' in style:
        v = groups(v, [2, 3, 3, 3])
    elif typ == 'nir' and 's' in style:
        v = groups(v, [1, 2, 2, 2, 3, 3, 2])
    elif typ in ('siren', 'siret') and 's' in style:
        v = groups(v, [3, 3, 3, 5])
    elif typ == 'ssn' and ('d' in style or 's' in style):
        v = groups(v, [3, 2, 4], '-' if 'd' in style else ' ')
    elif typ == 'nino' and 's' in style:
        v = groups(v, [2, 2, 2, 2, 1])
    elif typ == 'isbn' and 'd' in style:
        v = groups(v, [3, 2, 4, 3, 1], '-')
    elif typ == 'regon' and 's' in style:
        v = groups(v, [3, 3, 3])
    elif typ == 'pesel' and 's' in style:
        v = groups(v, [6, 5])
    elif typ == 'rnokpp' and 's' in style:
        v = groups(v, [5, 5])
    elif typ == 'd' and 's' in style:
        v = groups(v, [3, 3, 3])
    if 'l' in style:
        v = v.lower()
    if 'x' in style:
        # one or two stray spaces inside
        ch = list(v)
        for _ in range(R.choice([1, 2])):
            k = R.randrange(2, len(ch) - 2)
            ch.insert(k, ' ')
        v = ''.join(ch).replace('  ', ' ')
    if 'n' in style:
        if typ == 'seed':
            w = v.split(' '); k = len(w) // 2
            v = ' '.join(w[:k]) + '\n' + ' '.join(w[k:])
        else:
            k = len(v) // 2
            while v[k] in ' -' and k < len(v) - 2:
                k += 1
            v = v[:k] + '\n' + v[k:]
    return v

def norm(typ, shown):
    if typ == 'seed':
        return ' '.join(shown.split())
    if typ == 'phone':
        return re.sub(r'\s', '', shown)
    return re.sub(r'\s', '', shown)
