#!/usr/bin/env python3
"""Build broad-zzz17.jsonl from the hand-written line files in this folder.

Line file format (one message per line, '#' comments):  kind|category|note|text
kind codes: id sec ity hea sex bel eth fin rel unc ben look
Placeholders <<name>> are filled by GEN[name]; every generated value is re-validated.
"""
import json, random, re, secrets, string, sys, pathlib, collections
from stdnum import iban, luhn, isbn, ean
from stdnum.iso7064 import mod_11_10
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.gb import nhs, vat as gbvat
from stdnum.fr import nif as frnif
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / 'broad-zzz17.jsonl'
R = random.Random(1717)
KIND = {'id': ('red', 'identifier'), 'sec': ('red', 'secret'), 'ity': ('red', 'identity'),
        'hea': ('red', 'health'), 'sex': ('red', 'sexuality'), 'bel': ('red', 'beliefs'),
        'eth': ('red', 'ethnicity'), 'fin': ('red', 'finance'), 'rel': ('red', 'relationship'),
        'unc': ('yellow', 'uncertain'), 'ben': ('green', 'benign'), 'look': ('green', 'benign-lookalike')}
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']

def digits(n):
    return ''.join(R.choice('0123456789') for _ in range(n))

def compact(v):
    return re.sub(r'[\s\-./()]', '', v)

# ---------- own validators for numbers stdnum lacks ----------
def kvnr_ok(v):  # German Krankenversichertennummer: letter + 8 digits + check
    v = compact(v).upper()
    if not re.fullmatch(r'[A-Z]\d{9}', v): return False
    d = '%02d' % (ord(v[0]) - 64) + v[1:9]
    s = 0
    for i, c in enumerate(d):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return s % 10 == int(v[9])

def nss_ok(v):  # Spanish Seguridad Social: 2 prov + 8 + 2 check (mod 97)
    v = compact(v)
    if not re.fullmatch(r'\d{12}', v): return False
    a, b = int(v[:2]), int(v[2:10])
    base = b + a * 10**7 if b < 10**7 else int(v[:2] + v[2:10])
    return base % 97 == int(v[10:])

def snils_ok(v):
    v = compact(v)
    if not re.fullmatch(r'\d{11}', v): return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(v[:9])) % 101
    return (0 if s == 100 else s) == int(v[9:])

def dowod_ok(v):  # Polish ID card AAA 123456 with check digit at pos 3
    v = compact(v).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    val = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
    return sum(a * b for a, b in zip(w, val)) % 10 == val[3]

def nino_ok(v):  # UK NINO by format rules
    v = compact(v).upper()
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v))

def rvnr_ok(v):  # German Rentenversicherungsnummer: 2 area, DDMMYY, letter, 2 serial, check
    v = compact(v).upper()
    if not re.fullmatch(r'\d{8}[A-Z]\d{3}', v): return False
    d = v[:8] + '%02d' % (ord(v[8]) - 64) + v[9:11]
    s = 0
    for c, w in zip(d, (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)):
        p = int(c) * w; s += p // 10 + p % 10
    return s % 10 == int(v[11])

def unzr_ok(v):  # Ukrainian UNZR YYYYMMDD-NNNNC, weights 7,3,1
    v = compact(v)
    if not re.fullmatch(r'\d{13}', v): return False
    return sum(int(c) * (7, 3, 1)[i % 3] for i, c in enumerate(v[:12])) % 10 == int(v[12])

def nrb_ok(v):
    return iban.is_valid('PL' + compact(v))

def seed_ok(lang):
    m = Mnemonic(lang)
    return lambda v: m.check(v)

# ---------- generators: return display string; validator registry ----------
def g_pesel():
    while True:
        y = R.randint(1950, 2004); mo = R.randint(1, 12); d = R.randint(1, 28)
        mm = mo + (20 if y >= 2000 else 0)
        body = '%02d%02d%02d' % (y % 100, mm, d) + digits(4)
        v = body + pesel.calc_check_digit(body)
        if pesel.is_valid(v): return v

def g_nip():
    while True:
        b = str(R.randint(1, 9)) + digits(8)
        c = sum(int(x) * w for x, w in zip(b, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11
        if c == 10: continue
        v = b + str(c)
        if nip.is_valid(v) and len(v) == 10:
            return R.choice([v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])

def g_regon():
    b = str(R.randint(1, 9)) + digits(7)
    return b + regon.calc_check_digit(b)

def mk_iban(cc, bban_fn):
    while True:
        bban = bban_fn()
        v = cc + iban.calc_check_digits(cc + '00' + bban) + bban
        if iban.is_valid(v):
            return v

def fmt_iban(v):
    if R.random() < 0.6:
        return ' '.join(v[i:i + 4] for i in range(0, len(v), 4))
    return v

def g_nrb():
    v = mk_iban('PL', lambda: digits(24))[2:]
    return R.choice([v, v[:2] + ' ' + ' '.join(v[i:i + 4] for i in range(2, 26, 4))])

def g_ustid():
    while True:
        b = str(R.randint(1, 9)) + digits(7)
        v = 'DE' + b + mod_11_10.calc_check_digit(b)
        if devat.is_valid(v): return v

def g_steuerid():
    while True:
        b = str(R.randint(1, 9)) + digits(9)
        if not (max(collections.Counter(b).values()) in (2, 3) and len(set(b)) in (8, 9)): continue
        v = b + mod_11_10.calc_check_digit(b)
        if idnr.is_valid(v):
            return R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])

def g_dni():
    b = digits(8); return b + dni.calc_check_digit(b)

def g_nie():
    b = R.choice('XYZ') + digits(7); return b + nie.calc_check_digit(b)

def g_cif():
    while True:
        b = R.choice('ABBBBJ') + digits(7)
        try:
            c = cif.calc_check_digits(b)
        except Exception: continue
        for v in (b + c[0], b + c[1]):
            if cif.is_valid(v): return v

def g_nir():
    while True:
        b = R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + digits(6)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return R.choice([v, '%s %s %s %s %s %s %s' % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])])

def g_siren():
    b = str(R.randint(1, 9)) + digits(7); return b + luhn.calc_check_digit(b)

def g_siret():
    while True:
        b = g_siren() + digits(4)
        v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v): return v

def g_tva():
    s = g_siren(); v = 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s
    assert tva.is_valid(v); return v

def g_ssn():
    while True:
        v = '%03d-%02d-%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
        if ssn.is_valid(v): return v

def g_nino():
    while True:
        v = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + digits(6) + R.choice('ABCD')
        if nino_ok(v): return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])

def g_nhs():
    while True:
        b = digits(9)
        c = 11 - sum(int(x) * w for x, w in zip(b, range(10, 1, -1))) % 11
        if c == 10: continue
        v = b + str(c % 11)
        if nhs.is_valid(v): return '%s %s %s' % (v[:3], v[3:6], v[6:])

def g_rnokpp():
    while True:
        v = str(R.randint(2, 3)) + digits(9)
        if rntrc.is_valid(v): return v

def g_edrpou():
    while True:
        v = str(R.randint(2, 4)) + digits(7)
        if edrpou.is_valid(v): return v

def g_inn_ru():  # personal INN, 12 digits
    while True:
        v = '77' + digits(8)
        v = v + inn.calc_personal_check_digits(v)
        if inn.is_valid(v): return v

def g_inn_ru_org():
    b = '77' + digits(7); return b + inn.calc_company_check_digit(b)

def g_snils():
    while True:
        b = digits(9)
        s = sum(int(c) * (9 - i) for i, c in enumerate(b)) % 101
        v = b + '%02d' % (0 if s == 100 else s)
        if snils_ok(v): return '%s-%s-%s %s' % (v[:3], v[3:6], v[6:9], v[9:])

def g_kvnr():
    while True:
        l = R.choice(string.ascii_uppercase); b = digits(8)
        for c in '0123456789':
            if kvnr_ok(l + b + c): return l + b + c

def g_nss():
    a = R.randint(1, 52); b = R.randint(10**7, 10**8 - 1)
    c = int('%02d%08d' % (a, b)) % 97
    v = '%02d%08d%02d' % (a, b, c); assert nss_ok(v)
    return R.choice([v, '%s/%s/%s' % (v[:2], v[2:10], v[10:])])

def g_dowod():
    while True:
        l = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)); b = digits(5)
        for c in '0123456789':
            v = l + c + b
            if dowod_ok(v): return v

def g_rvnr():
    while True:
        b = '%02d%02d%02d%02d' % (R.choice([12, 13, 15, 24, 28, 53, 65]), R.randint(1, 28), R.randint(1, 12), R.randint(50, 99)) + R.choice('ABKMSW') + digits(2)
        for c in '0123456789':
            if rvnr_ok(b + c): return '%s %s %s %s' % (b[:2], b[2:8], b[8], b[9:] + c)

def g_unzr():
    while True:
        b = '%04d%02d%02d' % (R.randint(1950, 2005), R.randint(1, 12), R.randint(1, 28)) + digits(4)
        for c in '0123456789':
            if unzr_ok(b + c): return b[:8] + '-' + b[8:] + c

def g_frnif():
    while True:
        b = str(R.randint(0, 3)) + digits(9)
        v = b + frnif.calc_check_digits(b)
        if frnif.is_valid(v): return '%s %s %s %s' % (v[:4], v[4:7], v[7:10], v[10:])

def g_gbvat():
    while True:
        v = 'GB' + str(R.randint(1, 9)) + digits(8)
        if gbvat.is_valid(v): return '%s %s %s %s' % (v[:2], v[2:5], v[5:9], v[9:])

def g_card(prefix, length=16):
    while True:
        b = prefix + digits(length - len(prefix) - 1)
        v = b + luhn.calc_check_digit(b)
        if luhn.is_valid(v): break
    if length == 15: return R.choice([v, '%s %s %s' % (v[:4], v[4:10], v[10:])])
    return R.choice([v, ' '.join(v[i:i + 4] for i in range(0, 16, 4)), '-'.join(v[i:i + 4] for i in range(0, 16, 4))])

def g_isbn():
    b = '978' + str(R.randint(0, 3)) + digits(8); v = b + ean.calc_check_digit(b)
    return R.choice([v, '%s-%s-%s-%s-%s' % (v[:3], v[3], v[4:7], v[7:12], v[12])])

def g_ean():
    b = R.choice(['590', '400', '841', '300', '482', '460']) + digits(9); return b + ean.calc_check_digit(b)

PHONE_RANGES = {'PL': lambda: R.choice('5678') + digits(8), 'DE': lambda: '15' + R.choice('12579') + digits(8),
                'ES': lambda: R.choice('67') + digits(8), 'FR': lambda: R.choice('67') + digits(8),
                'GB': lambda: '7' + R.choice('45789') + digits(8), 'UA': lambda: R.choice(['50', '63', '67', '68', '73', '93', '97', '98']) + digits(7),
                'RU': lambda: '9' + R.choice('0123456') + digits(8), 'US': lambda: R.choice(['212', '415', '617', '312', '503']) + str(R.randint(2, 9)) + digits(6)}

def g_phone(region, style=None):
    while True:
        n = phonenumbers.parse(PHONE_RANGES[region](), region)
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region and phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE): break
    style = style or R.choice(['intl', 'nat', 'plain', 'e164'])
    if style == 'intl': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'e164': return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    s = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    return re.sub(r'\D', '', s) if style == 'plain' else s

def phone_ok(region):
    def f(v):
        try:
            n = phonenumbers.parse(v, region)
            return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region
        except Exception:
            return False
    return f

def g_seed(lang, n=None):
    m = Mnemonic(lang)
    return m.generate(strength=128 if (n or R.choice([12, 12, 24])) == 12 else 256) if False else m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(16 if (n or R.choice([12, 12, 24])) == 12 else 32)))

ALNUM = string.ascii_letters + string.digits
def rnd(chars, n): return ''.join(R.choice(chars) for _ in range(n))

TOKENS = {
    'ghp': lambda: 'ghp_' + rnd(ALNUM, 36),
    'sk_live': lambda: 'sk_live_' + rnd(ALNUM, 32),
    'akia': lambda: 'AKIA' + rnd(string.ascii_uppercase + '234567', 16),
    'aws_secret': lambda: rnd(ALNUM + '+/', 40),
    'openai': lambda: 'sk-proj-' + rnd(ALNUM + '_-', 48),
    'slack': lambda: 'xoxb-' + digits(12) + '-' + digits(13) + '-' + rnd(ALNUM, 24),
    'google': lambda: 'AIza' + rnd(ALNUM + '_-', 35),
    'hexkey': lambda: '0x' + secrets.token_hex(32) if False else '0x' + ''.join(R.choice('0123456789abcdef') for _ in range(64)),
    'glpat': lambda: 'glpat-' + rnd(ALNUM + '_-', 20),
    'telegram': lambda: str(R.randint(10**9, 7 * 10**9)) + ':AA' + rnd(ALNUM + '_-', 33),
    'anthropic': lambda: 'sk-ant-api03-' + rnd(ALNUM + '_-', 80),
    'uuid': lambda: '%s-%s-4%s-%s%s-%s' % (rnd('0123456789abcdef', 8), rnd('0123456789abcdef', 4), rnd('0123456789abcdef', 3), R.choice('89ab'), rnd('0123456789abcdef', 3), rnd('0123456789abcdef', 12)),
    'sha': lambda: rnd('0123456789abcdef', 40),
}

# name -> (generator, validator or None, checksum-bearing?)
GEN = {
    'pesel': (g_pesel, pesel.is_valid, True), 'nip': (g_nip, nip.is_valid, True), 'regon': (g_regon, regon.is_valid, True),
    'nrb': (g_nrb, nrb_ok, True), 'frnif': (g_frnif, frnif.is_valid, True), 'gbvat': (g_gbvat, gbvat.is_valid, True), 'rvnr': (g_rvnr, rvnr_ok, True), 'unzr': (g_unzr, unzr_ok, True), 'dowod': (g_dowod, dowod_ok, True),
    'ustid': (g_ustid, devat.is_valid, True), 'steuerid': (g_steuerid, idnr.is_valid, True), 'kvnr': (g_kvnr, kvnr_ok, True),
    'dni': (g_dni, dni.is_valid, True), 'nie': (g_nie, nie.is_valid, True), 'cif': (g_cif, cif.is_valid, True), 'nss': (g_nss, nss_ok, True),
    'nir': (g_nir, nir.is_valid, True), 'siren': (g_siren, siren.is_valid, True), 'siret': (g_siret, siret.is_valid, True), 'tva': (g_tva, tva.is_valid, True),
    'ssn': (g_ssn, ssn.is_valid, False), 'nino': (g_nino, nino_ok, False), 'nhs': (g_nhs, nhs.is_valid, True),
    'rnokpp': (g_rnokpp, rntrc.is_valid, True), 'edrpou': (g_edrpou, edrpou.is_valid, True),
    'inn_ru': (g_inn_ru, inn.is_valid, True), 'inn_ru_org': (g_inn_ru_org, inn.is_valid, True), 'snils': (g_snils, snils_ok, True),
    'visa': (lambda: g_card('4'), luhn.is_valid, True), 'mc': (lambda: g_card(R.choice(['51', '53', '55', '2221'])), luhn.is_valid, True),
    'amex': (lambda: g_card(R.choice(['34', '37']), 15), luhn.is_valid, True),
    'isbn': (g_isbn, isbn.is_valid, True), 'ean': (g_ean, ean.is_valid, True),
}
for cc, fn in {'de': lambda: digits(18), 'es': lambda: digits(20), 'fr': lambda: digits(10) + rnd(string.ascii_uppercase + string.digits, 11) + digits(2),
               'gb': lambda: rnd(string.ascii_uppercase, 4) + digits(14), 'ua': lambda: digits(6) + digits(19), 'it': lambda: R.choice(string.ascii_uppercase) + digits(10) + digits(12),
               'nl': lambda: rnd(string.ascii_uppercase, 4) + digits(10), 'be': lambda: digits(12), 'at': lambda: digits(16), 'pl': lambda: digits(24),
               'ch': lambda: digits(17), 'pt': lambda: digits(21), 'ie': lambda: rnd(string.ascii_uppercase, 4) + digits(14), 'lt': lambda: digits(16)}.items():
    GEN['iban_' + cc] = ((lambda cc=cc, fn=fn: fmt_iban(mk_iban(cc.upper(), fn))), iban.is_valid, True)
for cc in PHONE_RANGES:
    GEN['phone_' + cc.lower()] = ((lambda cc=cc: g_phone(cc)), phone_ok(cc), False)
    for st in ('intl', 'nat', 'plain', 'e164'):
        GEN['phone_%s_%s' % (cc.lower(), st)] = ((lambda cc=cc, st=st: g_phone(cc, st)), phone_ok(cc), False)
SEEDLANG = {'en': 'english', 'es': 'spanish', 'fr': 'french', 'it': 'italian', 'cs': 'czech', 'pt': 'portuguese'}
for k, lang in SEEDLANG.items():
    GEN['seed_' + k] = ((lambda lang=lang: g_seed(lang)), seed_ok(lang), True)
    GEN['seed12_' + k] = ((lambda lang=lang: g_seed(lang, 12)), seed_ok(lang), True)
for k, fn in TOKENS.items():
    GEN[k] = (fn, None, False)

PH = re.compile(r'<<([a-z0-9_]+)>>')

def fill(text, used):
    def rep(m):
        name = m.group(1)
        if name not in GEN: sys.exit('unknown placeholder %s in %r' % (name, text))
        gen, val, chk = GEN[name]
        v = gen()
        used.append((name, v))
        return v
    return PH.sub(rep, text)

def main():
    rows = []
    for lang in LANGS:
        for n, line in enumerate((HERE / ('lines-%s.txt' % lang)).read_text(encoding='utf-8').splitlines(), 1):
            if not line.strip() or line.startswith('#'): continue
            parts = line.split('|', 3)
            if len(parts) != 4 or parts[0] not in KIND: sys.exit('bad line %s:%d %r' % (lang, n, line))
            k, cat, note, text = parts
            text = text.replace('\\n', '\n')
            used = []
            filled = fill(text, used)
            label, kind = KIND[k]
            rows.append(dict(lang=lang, text=filled, label=label, kind=kind, category=cat.strip(), note=note.strip(), _vals=used))
    R2 = random.Random(17017)
    R2.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': 'bzzz17-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    # ---------- re-read and check ----------
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids), 'dup id'
    texts = [b['text'] for b in back]
    dups = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dups, dups
    inv = {v: k for k, v in KIND.items()}
    nval = 0; bad = []
    mut_total = collections.Counter(); mut_acc = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b.keys()) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert (b['label'], b['kind']) in inv and b['lang'] in LANGS and b['category'] and b['note']
        for name, v in r['_vals']:
            gen, val, chk = GEN[name]
            if v not in b['text']: bad.append((b['id'], name, v, 'not verbatim'))
            if val is None: continue
            cv = v if name.startswith('seed') else compact(v) if not name.startswith('phone') else v
            if not val(cv): bad.append((b['id'], name, v, 'invalid'))
            if not name.startswith('phone') and not val(compact(v)) and not name.startswith('seed'): bad.append((b['id'], name, v, 'invalid compact'))
            nval += 1
            if chk and not name.startswith('seed'):
                c = compact(v)
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        mut_total[name.split('_')[0]] += 1
                        try:
                            if val(m): mut_acc[name.split('_')[0]] += 1
                        except Exception:
                            pass
            if name.startswith('seed'):
                ws = v.split()
                m = Mnemonic(SEEDLANG[name.split('_')[1]])
                for i in range(len(ws)):
                    idx = m.wordlist.index(ws[i])
                    w2 = ws[:i] + [m.wordlist[(idx + 1) % 2048]] + ws[i + 1:]
                    mut_total['seed-word'] += 1
                    if val(' '.join(w2)): mut_acc['seed-word'] += 1
    if bad:
        for x in bad: print('BAD', x)
        sys.exit(1)
    print('lines', len(back), 'generated values validated', nval)
    print('mutation check (variant accepted / variants) by type:')
    for k in sorted(mut_total): print('  %-10s %4d / %5d' % (k, mut_acc[k], mut_total[k]))
    print('  TOTAL      %4d / %5d' % (sum(mut_acc.values()), sum(mut_total.values())))
    for key in ('lang', 'label', 'kind'):
        print(key, dict(collections.Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b['label'] == 'red']
    print('red id+secret share', round(sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red), 3))
    gr = [b for b in back if b['label'] == 'green']
    print('green lookalike share', round(sum(b['kind'] == 'benign-lookalike' for b in gr) / len(gr), 3))
    print('by lang x label', dict(collections.Counter((b['lang'], b['label']) for b in back)))

if __name__ == '__main__':
    main()
