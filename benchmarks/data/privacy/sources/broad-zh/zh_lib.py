"""Value generators, spoken renderers, back-parsers and validators for broad-zh (session 13)."""
import random, re, secrets, string, unicodedata
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel as s_pesel, nip as s_nip, regon as s_regon
from stdnum.de import idnr as s_idnr, vat as s_devat
from stdnum.es import dni as s_dni, nie as s_nie, cif as s_cif
from stdnum.fr import nir as s_nir, siren as s_siren, siret as s_siret
from stdnum.us import ssn as s_ssn
from stdnum.ua import rntrc as s_rntrc, edrpou as s_edrpou
from stdnum.gb import vat as s_gbvat
from stdnum.ru import inn as s_inn

R = random.Random()
D = string.digits

def rd(n):
    return ''.join(R.choice(D) for _ in range(n))

# ---------------- number words ----------------
W = {}
W['en'] = {i: w for i, w in enumerate('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split())}
for t, w in zip(range(20, 100, 10), 'twenty thirty forty fifty sixty seventy eighty ninety'.split()):
    W['en'][t] = w
    for u in range(1, 10):
        W['en'][t + u] = w + '-' + W['en'][u]
W['pl'] = {i: w for i, w in enumerate('zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście'.split())}
for t, w in zip(range(20, 100, 10), 'dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt'.split()):
    W['pl'][t] = w
    for u in range(1, 10):
        W['pl'][t + u] = w + ' ' + W['pl'][u]
W['de'] = {i: w for i, w in enumerate('null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split())}
for t, w in zip(range(20, 100, 10), 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split()):
    W['de'][t] = w
    for u in range(1, 10):
        W['de'][t + u] = ('ein' if u == 1 else W['de'][u]) + 'und' + w
W['es'] = {i: w for i, w in enumerate('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split())}
for t, w in zip(range(30, 100, 10), 'treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split()):
    W['es'][t] = w
    for u in range(1, 10):
        W['es'][t + u] = w + ' y ' + W['es'][u]
W['fr'] = {i: w for i, w in enumerate('zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split())}
for t, w in zip(range(20, 70, 10), 'vingt trente quarante cinquante soixante'.split()):
    W['fr'][t] = w
    for u in range(1, 10):
        W['fr'][t + u] = w + (' et un' if u == 1 else '-' + W['fr'][u])
for u in range(0, 10):
    W['fr'][80 + u] = 'quatre-vingts' if u == 0 else 'quatre-vingt-' + W['fr'][u]
for u in range(10, 20):
    W['fr'][60 + u] = 'soixante' + (' et onze' if u == 11 else '-' + W['fr'][u])
    W['fr'][80 + u] = 'quatre-vingt-' + W['fr'][u]
W['fr'][0] = 'zéro'
W['uk'] = {i: w for i, w in enumerate("нуль один два три чотири п'ять шість сім вісім дев'ять десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять дев'ятнадцять".split())}
for t, w in zip(range(20, 100, 10), "двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто".split()):
    W['uk'][t] = w
    for u in range(1, 10):
        W['uk'][t + u] = w + ' ' + W['uk'][u]
W['ru'] = {i: w for i, w in enumerate('ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать'.split())}
for t, w in zip(range(20, 100, 10), 'двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто'.split()):
    W['ru'][t] = w
    for u in range(1, 10):
        W['ru'][t + u] = w + ' ' + W['ru'][u]
for l in W:
    assert all(i in W[l] for i in range(100)), l

PLUS = {'en': 'plus', 'pl': 'plus', 'de': 'plus', 'es': 'más', 'fr': 'plus', 'uk': 'плюс', 'ru': 'плюс'}
SPELL = {'pl': ('jak', {}), 'de': ('wie', {}), 'es': ('de', {}), 'fr': ('comme', {}), 'en': ('as in', {}), 'uk': ('як', {}), 'ru': ('как', {})}
NAMES = {
    'pl': dict(A='Adam', B='Barbara', C='Celina', D='Dorota', E='Ewa', F='Franciszek', G='Grażyna', H='Henryk', I='Irena', J='Jadwiga', K='Karol', L='Ludwik', M='Marek', N='Natalia', O='Olga', P='Paweł', R='Roman', S='Stefan', T='Tadeusz', U='Urszula', W='Wacław', Z='Zygmunt', X='iks', Y='igrek', Q='Quo', V='Violetta'),
    'de': dict(A='Anton', B='Berta', C='Cäsar', D='Dora', E='Emil', F='Friedrich', G='Gustav', H='Heinrich', I='Ida', J='Julius', K='Kaufmann', L='Ludwig', M='Martha', N='Nordpol', O='Otto', P='Paula', Q='Quelle', R='Richard', S='Samuel', T='Theodor', U='Ulrich', V='Viktor', W='Wilhelm', X='Xanthippe', Y='Ypsilon', Z='Zacharias'),
    'es': dict(A='Antonio', B='Barcelona', C='Carmen', D='Dolores', E='España', F='Francia', G='Granada', H='Historia', J='José', K='Kilo', L='Lorenzo', M='Madrid', N='Navarra', P='París', Q='Queso', R='Ramón', S='Sábado', T='Toledo', V='Valencia', W='Washington', X='Xilófono', Y='Yegua', Z='Zaragoza'),
    'fr': dict(A='Anatole', B='Berthe', C='Célestin', D='Désiré', E='Eugène', F='François', G='Gaston', H='Henri', J='Joseph', K='Kléber', L='Louis', M='Marcel', N='Nicolas', P='Pierre', R='Raoul', S='Suzanne', T='Thérèse', V='Victor', W='William', X='Xavier', Y='Yvonne', Z='Zoé'),
}
NATO = dict(A='Alfa', B='Bravo', C='Charlie', D='Delta', E='Echo', F='Foxtrot', G='Golf', H='Hotel', I='India', J='Juliett', K='Kilo', L='Lima', M='Mike', N='November', O='Oscar', P='Papa', Q='Quebec', R='Romeo', S='Sierra', T='Tango', U='Uniform', V='Victor', W='Whiskey', X='X-ray', Y='Yankee', Z='Zulu')
NATO_REV = {v.lower(): k for k, v in NATO.items()}


def _group(s, groups):
    if not groups:
        return [s]
    out, i = [], 0
    for g in groups:
        out.append(s[i:i + g]); i += g
    if i < len(s):
        out.append(s[i:])
    return [x for x in out if x]


def _letter(ch, lang, spell):
    if spell == 'nato':
        return NATO[ch]
    if spell and lang in NAMES and ch in NAMES[lang]:
        return ch + ' ' + SPELL[lang][0] + ' ' + NAMES[lang][ch]
    return ch


def speak(raw, lang, mode='w', groups=None, spell=None, gsep=', '):
    """Render raw (digits, letters, leading +) as spoken words.
    mode w: single digits; p: pairs as numbers; m: alternate groups words / digits; dbl: English 'double X'."""
    plus = raw.startswith('+')
    body = raw[1:] if plus else raw
    parts = []
    for gi, g in enumerate(_group(body, groups)):
        toks = []
        if mode == 'm' and gi % 2 == 1:
            parts.append(g); continue
        i = 0
        while i < len(g):
            c = g[i]
            if not c.isdigit():
                toks.append(_letter(c, lang, spell)); i += 1; continue
            run = len(re.match(r'\d*', g[i:]).group(0))
            if mode == 'p' and run % 2 == 0 and c != '0':
                toks.append(W[lang][int(g[i:i + 2])]); i += 2; continue
            if mode == 'dbl' and i + 1 < len(g) and g[i + 1] == c:
                if i + 2 < len(g) and g[i + 2] == c:
                    toks.append('triple ' + W[lang][int(c)]); i += 3; continue
                toks.append('double ' + W[lang][int(c)]); i += 2; continue
            toks.append(W[lang][int(c)]); i += 1
        parts.append(' '.join(toks))
    s = gsep.join(parts)
    return (PLUS[lang] + ' ' + s) if plus else s


def _norm(s):
    return s.replace('ʼ', "'").replace('’', "'")


def unspeak(text, lang):
    """Map a spoken span back to its characters (digits, letters, '+')."""
    text = _norm(text)
    table = {}
    for n, w in W[lang].items():
        table[tuple(w.lower().split())] = ('%d' % n)
    extra = {'en': {'oh': '0', 'o': '0'}, 'de': {'zwo': '2'}}.get(lang, {})
    for k, v in extra.items():
        table[(k,)] = v
    out = []
    for grp in re.split(r'[,;]\s*|\s+-\s+|\s*/\s*', text):
        toks = grp.split()
        i = 0
        while i < len(toks):
            t = toks[i]
            tl = t.lower()
            if tl in (PLUS[lang], 'plus'):
                out.append('+'); i += 1; continue
            if tl in ('double', 'triple') and i + 1 < len(toks):
                d = table[(toks[i + 1].lower(),)]
                out.append(d * (2 if tl == 'double' else 3)); i += 2; continue
            if re.fullmatch(r'[0-9A-Z]+', t):
                out.append(t)
                if lang in SPELL and i + 1 < len(toks) and len(t) == 1 and t.isalpha():
                    kw = SPELL[lang][0].split()
                    if [x.lower() for x in toks[i + 1:i + 1 + len(kw)]] == kw:
                        i += len(kw) + 1
                i += 1; continue
            if tl in NATO_REV:
                out.append(NATO_REV[tl]); i += 1; continue
            for ln in (3, 2, 1):
                key = tuple(x.lower() for x in toks[i:i + ln])
                if len(key) == ln and key in table:
                    out.append(table[key]); i += ln; break
            else:
                raise ValueError('cannot parse token %r in %r' % (t, text))
    return ''.join(out)


# ---------------- generators: each returns canonical compact raw ----------------
def g_pesel():
    y = R.randint(1940, 2019); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    s = '%02d%02d%02d%s' % (y % 100, mm, d, rd(4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)

def g_nip():
    while True:
        s = str(R.randint(1, 9)) + rd(8)
        c = sum(int(a) * b for a, b in zip(s, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            return s + str(c)

def g_regon():
    s = str(R.randint(1, 9)) + rd(7)
    return s + str(sum(int(a) * b for a, b in zip(s, [8, 9, 2, 3, 4, 5, 6, 7])) % 11 % 10)

BBAN = {'PL': 24, 'DE': 18, 'AT': 16, 'BE': 12, 'ES': 20, 'FR': 23, 'UA': 25, 'NL': None, 'GB': None, 'IT': None, 'CH': 17}

def g_iban(cc):
    while True:
        if cc == 'UA':
            bban = '3' + rd(5) + '0' * 5 + rd(14)
        elif cc == 'CH':
            bban = rd(17)
        elif cc == 'FR':
            bank, br, acc = rd(5), rd(5), rd(11)
            key = 97 - (89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97
            bban = bank + br + acc + '%02d' % key
        elif cc == 'GB':
            bban = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rd(14)
        elif cc == 'NL':
            bban = R.choice(['INGB', 'RABO', 'ABNA', 'TRIO']) + rd(10)
        elif cc == 'IT':
            bban = R.choice(string.ascii_uppercase) + rd(10) + rd(12)
        else:
            bban = rd(BBAN[cc])
        num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
        chk = '%02d' % (98 - int(num) % 97)
        v = cc + chk + bban
        if iban.is_valid(v):
            return v

def g_nrb():
    return g_iban('PL')[2:]

def g_idnr():
    while True:
        v = str(R.randint(1, 9)) + rd(10)
        if s_idnr.is_valid(v):
            return v

def g_dni():
    s = '%08d' % R.randint(1000000, 79999999)
    return s + s_dni.calc_check_digit(s)

def g_nie():
    p = R.choice('XYZ'); s = rd(7)
    return p + s + s_dni.calc_check_digit(str('XYZ'.index(p)) + s)

def g_nir():
    sex = R.choice('12'); yy = '%02d' % R.randint(40, 99); mm = '%02d' % R.randint(1, 12)
    dep = '%02d' % R.choice([13, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94, 31, 6 + 0])
    s = sex + yy + mm + dep + '%03d' % R.randint(1, 999) + '%03d' % R.randint(1, 999)
    return s + '%02d' % (97 - int(s) % 97)

def g_siren():
    s = str(R.randint(1, 9)) + rd(7)
    return s + luhn.calc_check_digit(s)

def g_siret():
    s = g_siren() + '0' + rd(3)
    return s + luhn.calc_check_digit(s)

def g_ssn():
    while True:
        v = '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
        if s_ssn.is_valid(v):
            return v

def g_rnokpp():
    while True:
        v = str(R.randint(1, 4)) + rd(9)
        if s_rntrc.is_valid(v):
            return v

def g_edrpou():
    while True:
        v = R.choice('0123') + rd(7)
        if s_edrpou.is_valid(v):
            return v

def g_inn():
    while True:
        v = R.choice(['77', '78', '50', '52', '66']) + rd(10)
        if s_inn.is_valid(v):
            return v

def g_devat():
    while True:
        v = 'DE' + str(R.randint(1, 9)) + rd(8)
        if s_devat.is_valid(v):
            return v

def g_cif():
    while True:
        s = R.choice('ABG') + rd(7)
        v = s + s_cif.calc_check_digits(s)[0]
        if s_cif.is_valid(v):
            return v

def g_gbvat():
    while True:
        v = 'GB' + rd(9)
        if s_gbvat.is_valid(v):
            return v

def g_card(prefix='4', n=16):
    s = prefix + rd(n - len(prefix) - 1)
    return s + luhn.calc_check_digit(s)

def g_isbn():
    s = '978' + R.choice('0123') + rd(8)
    return s + ean.calc_check_digit(s)

def g_ean():
    s = R.choice(['590', '400', '841', '300', '482']) + rd(9)
    return s + ean.calc_check_digit(s)

PLID_L = {c: 10 + i for i, c in enumerate(string.ascii_uppercase)}

def plid_ok(v):
    if not re.fullmatch(r'[A-Z]{3}[0-9]{6}', v):
        return False
    vals = [PLID_L[c] for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0

def g_plid():
    while True:
        L = ''.join(R.choice('ABCDEFGHJKLMNPRSTWZ') for _ in range(3))
        rest = rd(5)
        vals = [PLID_L[c] for c in L]
        s = sum(a * b for a, b in zip(vals, [7, 3, 1])) + sum(int(a) * b for a, b in zip(rest, [7, 3, 1, 7, 3]))
        v = L + str(s % 10) + rest
        if plid_ok(v):
            return v

def nino_ok(v):
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]', v):
        return False
    return v[:2] not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ')

def g_nino():
    while True:
        v = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + rd(6) + R.choice('ABCD')
        if nino_ok(v):
            return v

PHONE_PFX = {'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'], 'DE': ['151', '152', '157', '160', '170', '171', '172', '176', '177', '178'],
             'ES': ['6', '7'], 'FR': ['6', '7'], 'GB': ['7'], 'UA': ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'], 'US': None, 'RU': ['9']}

def g_phone(reg):
    while True:
        if reg == 'US':
            n = str(R.choice([212, 312, 415, 617, 646, 718, 503, 206])) + str(R.randint(2, 9)) + rd(6)
        else:
            p = R.choice(PHONE_PFX[reg])
            ln = {'PL': 9, 'DE': 11, 'ES': 9, 'FR': 9, 'GB': 10, 'UA': 9, 'RU': 10}[reg]
            n = p + rd(ln - len(p))
        x = phonenumbers.parse(n, reg)
        if phonenumbers.is_valid_number(x) and (reg == 'US' or phonenumbers.number_type(x) == phonenumbers.PhoneNumberType.MOBILE):
            return phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.E164)

def phone_ok(v, reg=None):
    x = phonenumbers.parse(v, reg)
    return phonenumbers.is_valid_number(x)

def g_bip(lang='english', n=12):
    return Mnemonic(lang).generate(128 if n == 12 else 256)

def g_digits(n):
    return rd(n)

def g_pw(n=12):
    a = string.ascii_letters + string.digits + '!#%&*?@'
    while True:
        s = ''.join(secrets.choice(a) for _ in range(n))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s

B62 = string.ascii_letters + string.digits

def g_tok(kind):
    r = lambda n, a=B62: ''.join(secrets.choice(a) for _ in range(n))
    if kind == 'github':
        return 'ghp_' + r(36)
    if kind == 'openai':
        return 'sk-proj-' + r(48, B62 + '-_')
    if kind == 'stripe':
        return 'sk_live_' + r(24)
    if kind == 'aws':
        return 'AKIA' + r(16, string.ascii_uppercase + '234567')
    if kind == 'slack':
        return 'xoxb-' + rd(11) + '-' + rd(13) + '-' + r(24)
    if kind == 'hex':
        return secrets.token_hex(32)
    raise KeyError(kind)

TOKRE = {'github': r'ghp_[A-Za-z0-9]{36}', 'openai': r'sk-proj-[A-Za-z0-9_-]{48}', 'stripe': r'sk_live_[A-Za-z0-9]{24}',
         'aws': r'AKIA[A-Z2-7]{16}', 'slack': r'xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}', 'hex': r'[0-9a-f]{64}'}

# generator name -> (generator, validator)
GEN = {
    'pesel': (g_pesel, s_pesel.is_valid), 'nip': (g_nip, s_nip.is_valid), 'regon': (g_regon, s_regon.is_valid),
    'nrb': (g_nrb, lambda v: iban.is_valid('PL' + v)), 'idnr': (g_idnr, s_idnr.is_valid), 'dni': (g_dni, s_dni.is_valid),
    'nie': (g_nie, s_nie.is_valid), 'nir': (g_nir, s_nir.is_valid), 'siren': (g_siren, s_siren.is_valid),
    'siret': (g_siret, s_siret.is_valid), 'ssn': (g_ssn, s_ssn.is_valid), 'rnokpp': (g_rnokpp, s_rntrc.is_valid),
    'edrpou': (g_edrpou, s_edrpou.is_valid), 'inn': (g_inn, s_inn.is_valid), 'devat': (g_devat, s_devat.is_valid),
    'cif': (g_cif, s_cif.is_valid), 'gbvat': (g_gbvat, s_gbvat.is_valid), 'isbn': (g_isbn, isbn.is_valid),
    'ean': (g_ean, ean.is_valid), 'plid': (g_plid, plid_ok), 'nino': (g_nino, nino_ok),
    'visa': (g_card, luhn.is_valid), 'mc': (lambda: g_card(R.choice(['51', '53', '55'])), luhn.is_valid),
    'bip': (g_bip, lambda v: Mnemonic('english').check(v)), 'bip-es': (lambda: g_bip('spanish'), lambda v: Mnemonic('spanish').check(v)),
    'bip-fr': (lambda: g_bip('french'), lambda v: Mnemonic('french').check(v)),
    'pw': (g_pw, lambda v: len(v) >= 8),
}
for cc in ['PL', 'DE', 'AT', 'BE', 'ES', 'FR', 'UA', 'GB', 'NL', 'CH', 'IT']:
    GEN['iban-' + cc.lower()] = ((lambda c=cc: g_iban(c)), (lambda v, c=cc: v.startswith(c) and iban.is_valid(v)))
for reg in ['PL', 'DE', 'ES', 'FR', 'GB', 'UA', 'US', 'RU']:
    GEN['tel-' + reg.lower()] = ((lambda r=reg: g_phone(r)), (lambda v, r=reg: phone_ok(v, r) and phonenumbers.region_code_for_number(phonenumbers.parse(v, r)) == r))
for n in (4, 5, 6, 8):
    GEN['d%d' % n] = ((lambda k=n: g_digits(k)), (lambda v, k=n: bool(re.fullmatch(r'\d{%d}' % k, v))))
for k, rx in TOKRE.items():
    GEN['tok-' + k] = ((lambda kk=k: g_tok(kk)), (lambda v, r=rx: bool(re.fullmatch(r, v))))


def fmt(name, raw):
    """A written (non-spoken) display form, with random separators."""
    sep = R.choice([' ', ' ', '-', ''])
    if name.startswith('iban-') or name == 'nrb':
        return ' '.join(_group(raw, [2] + [4] * 10)) if name == 'nrb' and R.random() < .5 else ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4)) if R.random() < .7 else raw
    if name.startswith('tel-'):
        x = phonenumbers.parse(raw)
        return phonenumbers.format_number(x, R.choice([phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL]))
    if name in ('visa', 'mc'):
        return sep.join(raw[i:i + 4] for i in range(0, 16, 4))
    if name == 'nip':
        return R.choice([raw, '-'.join([raw[:3], raw[3:6], raw[6:8], raw[8:]]), '-'.join([raw[:3], raw[3:5], raw[5:7], raw[7:]])])
    if name == 'ssn':
        return '-'.join([raw[:3], raw[3:5], raw[5:]]) if R.random() < .7 else raw
    if name == 'nir':
        return ' '.join([raw[0], raw[1:3], raw[3:5], raw[5:7], raw[7:10], raw[10:13], raw[13:]]) if R.random() < .6 else raw
    if name == 'siret':
        return ' '.join([raw[:3], raw[3:6], raw[6:9], raw[9:]])
    if name == 'siren':
        return ' '.join([raw[:3], raw[3:6], raw[6:]])
    if name == 'nino':
        return ' '.join([raw[:2], raw[2:4], raw[4:6], raw[6:8], raw[8]]) if R.random() < .5 else raw
    if name == 'isbn':
        return '-'.join([raw[:3], raw[3], raw[4:8], raw[8:12], raw[12]])
    return raw


def strip_seps(s):
    return re.sub(r'[\s\-./()]', '', s)


# ---- rules without a stdnum module ----
def ssnes_ok(v):
    """Spanish social-security number: 2-digit province + 8 digits + 2 control digits (mod 97)."""
    if not re.fullmatch(r'\d{12}', v):
        return False
    prov, num, ctl = v[:2], v[2:10], v[10:]
    base = int(prov) * 10 ** 7 + int(num) if int(num) < 10 ** 7 else int(prov + num)
    return base % 97 == int(ctl) and 1 <= int(prov) <= 53

def g_ssnes():
    while True:
        v = R.choice(['28', '08', '41', '46', '29', '03']) + '%08d' % R.randint(10 ** 7, 99999999)
        base = int(v)
        v = v + '%02d' % (base % 97)
        if ssnes_ok(v):
            return v

def rvnr_ok(v):
    """German Rentenversicherungsnummer: area(2) ddmmyy letter serial(2) check; letter -> 2 digits."""
    m = re.fullmatch(r'(\d{8})([A-Z])(\d{2})(\d)', v)
    if not m:
        return False
    s = m.group(1) + '%02d' % (ord(m.group(2)) - 64) + m.group(3)
    tot = sum(sum(divmod(int(a) * b, 10)) for a, b in zip(s, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]))
    return tot % 10 == int(m.group(4))

def g_rvnr():
    while True:
        v = R.choice(['12', '13', '15', '24', '53', '65']) + '%02d%02d%02d' % (R.randint(1, 28), R.randint(1, 12), R.randint(50, 99)) + R.choice('ABDGHKLMNRSW') + '%02d' % R.randint(0, 49)
        for c in D:
            if rvnr_ok(v + c):
                return v + c

AUSW = 'CFGHJKLMNPRTVWXYZ0123456789'

def ausweis_ok(v):
    if not re.fullmatch('[%s]{9}[0-9]' % AUSW, v) or v[0] not in 'LMNPRTVWXY':
        return False
    val = lambda c: int(c) if c.isdigit() else ord(c) - 55
    return sum(val(c) * [7, 3, 1][i % 3] for i, c in enumerate(v[:9])) % 10 == int(v[9])

def g_ausweis():
    s = R.choice('LMNPRTVWXY') + ''.join(R.choice(AUSW) for _ in range(8))
    val = lambda c: int(c) if c.isdigit() else ord(c) - 55
    return s + str(sum(val(c) * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10)

GEN['ssn-es'] = (g_ssnes, ssnes_ok)
GEN['rvnr'] = (g_rvnr, rvnr_ok)
GEN['ausweis'] = (g_ausweis, ausweis_ok)
