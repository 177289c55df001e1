#!/usr/bin/env python3
"""Build broad-zzy.jsonl from hand-written line files (sources/lines-<lang>.txt).

Line format:  kind || category || note || text     (text may contain <<type:arg>> placeholders, \\n escapes)
Label is derived from kind. Checksum values: python-stdnum; phones: phonenumbers; seeds: mnemonic;
vendor-shaped tokens: secrets (random, so token strings change between builds; everything else is seeded).
"""
import json, os, random, re, secrets, string, sys
from collections import Counter
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzy.jsonl')
R = random.Random(2112)
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
LABEL = {**{k: 'red' for k in RED}, 'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'}
SEP = re.compile(r'[\s\-./()]')

def digits(n): return ''.join(R.choice(string.digits) for _ in range(n))
def strip(v): return SEP.sub('', v)

def until(make, ok, tries=100000):
    for _ in range(tries):
        v = make()
        try:
            if ok(v): return v
        except Exception:
            pass
    raise RuntimeError('no value')

def g_pesel(arg):
    y = R.randint(1950, 2006); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    b = '%02d%02d%02d' % (y % 100, mm, d) + digits(4)
    return b + pesel.calc_check_digit(b)

def g_nip(arg):
    v = until(lambda: str(R.randint(1, 9)) + digits(9), nip.is_valid)
    return R.choice([v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])])

def g_regon(arg):
    return until(lambda: str(R.randint(1, 9)) + digits(8), regon.is_valid)

def group4(s): return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))

BBAN = {'DE': '18n', 'FR': '10n11n2n', 'ES': '20n', 'PL': '24n', 'GB': '4a14n', 'UA': '6n19n', 'IT': '1a10n12n',
        'NL': '4a10n', 'AT': '16n', 'BE': '12n', 'CH': '17n', 'CZ': '20n', 'PT': '21n', 'LT': '16n'}
BANKS = {'GB': ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'], 'NL': ['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO']}

def g_bban(cc):
    out = ''
    for n, t in re.findall(r'(\d+)([na])', BBAN[cc]):
        n = int(n)
        if t == 'n': out += digits(n)
        elif cc in BANKS: out += R.choice(BANKS[cc])
        else: out += ''.join(R.choice(string.ascii_uppercase) for _ in range(n))
    return out

def g_iban(cc):
    def make():
        b = g_bban(cc)
        return cc + iban.calc_check_digits(cc + '00' + b) + b
    v = until(make, lambda x: iban.is_valid(x, check_country=True))
    return group4(v) if R.random() < 0.75 else v

def g_nrb(arg):
    v = strip(g_iban('PL'))[2:]
    return R.choice([v[:2] + ' ' + group4(v[2:]), v, v[:2] + group4(v[2:]).replace(' ', '')])

def g_idnr(arg):
    def make():
        d = R.sample(string.digits, 9); d.append(R.choice(d)); R.shuffle(d)
        b = ''.join(d)
        return b + idnr.mod_11_10.calc_check_digit(b)
    v = until(make, lambda x: x[0] != '0' and idnr.is_valid(x))
    return R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])

def g_ustid(arg):
    return 'DE' + until(lambda: str(R.randint(1, 9)) + digits(8), lambda b: devat.is_valid('DE' + b))

def g_dni(arg):
    b = digits(8); return b + dni.calc_check_digit(b)

def g_nie(arg):
    b = R.choice('XYZ') + digits(7); return b + nie.calc_check_digit(b)

def g_cif(arg):
    def make():
        b = R.choice('ABG') + digits(7)
        return b + cif.calc_check_digits(b)[0]
    return until(make, cif.is_valid)

def g_nir(arg):
    def make():
        b = R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + '%02d' % R.choice([13, 33, 59, 69, 75, 92, 31, 44]) + digits(6)
        return b + nir.calc_check_digits(b)
    v = until(make, nir.is_valid)
    return R.choice([v, nir.format(v)])

def g_siren(arg):
    return until(lambda: str(R.randint(3, 9)) + digits(8), siren.is_valid)

def g_siret(arg):
    s = g_siren(None)
    v = until(lambda: s + digits(5), siret.is_valid)
    return R.choice([v, '%s %s %s %s' % (v[:3], v[3:6], v[6:9], v[9:])])

def g_tva(arg):
    s = g_siren(None); return 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s

def g_ssn(arg):
    v = until(lambda: '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid)
    return ssn.format(v) if R.random() < 0.8 else v

NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
NINO_RE = re.compile(r'^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')
def nino_valid(v): return bool(NINO_RE.match(v))
def g_nino(arg):
    v = until(lambda: R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + digits(6) + R.choice('ABCD'), nino_valid)
    return R.choice([v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])

DOWOD_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def dowod_valid(v):
    v = v.upper()
    if len(v) != 9 or not (v[:3].isalpha() and v[3:].isdigit()): return False
    n = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
    return sum(a * b for a, b in zip(n, DOWOD_W)) % 10 == 0
def g_dowod(arg):  # Polish ID card: 3 letters, check digit, 5 digits (weights 7,3,1,9,7,3,1,7,3)
    def make():
        v = ''.join(R.choice(string.ascii_uppercase) for _ in range(3)) + '0' + digits(5)
        n = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
        c = sum(a * b for a, b in zip(n, DOWOD_W)) % 10
        return v[:3] + str(c) + v[4:]
    v = until(make, dowod_valid)
    return R.choice([v, v[:3] + ' ' + v[3:]])

def g_rnokpp(arg):
    b = digits(9); return b + rntrc.calc_check_digit(b)

def g_edrpou(arg):
    return until(lambda: '%08d' % R.randint(10000000, 45000000), edrpou.is_valid)

def _inn12():
    b = R.choice(['77', '50', '78', '66']) + digits(8)
    return b + inn.calc_personal_check_digits(b)

def g_card(arg):
    pre = {'visa': '4' + digits(5), 'mc': str(R.randint(51, 55)) + digits(4)}[arg or 'visa']
    b = pre + digits(9); v = b + luhn.calc_check_digit(b)
    return R.choice([group4(v), group4(v), v, group4(v).replace(' ', '-')])

def g_isbn(arg):
    b = '978' + R.choice(['83', '3', '84', '2', '617', '1']) ; b = b + digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    return R.choice([v, '%s-%s-%s-%s-%s' % (v[:3], v[3:5], v[5:9], v[9:12], v[12])])

def g_ean(arg):
    b = R.choice(['590', '400', '840', '300', '482', '460']) + digits(9); return b + ean.calc_check_digit(b)

PN = phonenumbers.PhoneNumberFormat
def g_phone(region):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    def make():
        n = nsn[:2] + digits(len(nsn) - 2)
        return phonenumbers.parse(n, region)
    p = until(make, lambda p: phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    style = R.choice(['intl', 'intl', 'nat', 'nat', 'e164', 'raw', 'grp3'])
    if style == 'intl': return phonenumbers.format_number(p, PN.INTERNATIONAL)
    if style == 'nat': return phonenumbers.format_number(p, PN.NATIONAL)
    if style == 'e164': return phonenumbers.format_number(p, PN.E164)
    nat = strip(phonenumbers.format_number(p, PN.NATIONAL))
    if style == 'raw': return nat
    return ' '.join(nat[i:i + 3] for i in range(0, len(nat), 3))

def g_seed(lang):
    lang = lang or 'english'
    bits = R.choice([128, 128, 256]) if lang == 'english' else 128
    return Mnemonic(lang).to_mnemonic(bytes(R.getrandbits(8) for _ in range(bits // 8)))

ALNUM = string.ascii_letters + string.digits
def rnd(n, alphabet=ALNUM): return ''.join(secrets.choice(alphabet) for _ in range(n))
def g_token(kind):
    return {
        'github': lambda: 'ghp_' + rnd(36),
        'openai': lambda: 'sk-proj-' + rnd(48),
        'anthropic': lambda: 'sk-ant-api03-' + rnd(86, ALNUM + '-_') + 'AA',
        'aws': lambda: 'AKIA' + rnd(16, string.ascii_uppercase + '234567'),
        'awssecret': lambda: rnd(40, ALNUM + '/+'),
        'slack': lambda: 'xoxb-' + rnd(12, string.digits) + '-' + rnd(13, string.digits) + '-' + rnd(24),
        'gitlab': lambda: 'glpat-' + rnd(20, ALNUM + '-_'),
        'stripe': lambda: 'sk_live_' + rnd(99 - 75),
        'google': lambda: 'AIza' + rnd(35, ALNUM + '-_'),
        'hf': lambda: 'hf_' + rnd(34),
        'tg': lambda: rnd(10, string.digits) + ':AA' + rnd(33, ALNUM + '-_'),
    }[kind]()

GEN = {'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'iban': g_iban, 'nrb': g_nrb, 'idnr': g_idnr,
       'ustid': g_ustid, 'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir, 'siren': g_siren,
       'siret': g_siret, 'tva': g_tva, 'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp, 'edrpou': g_edrpou,
       'inn': lambda a: _inn12(), 'card': g_card, 'isbn': g_isbn, 'ean': g_ean, 'phone': g_phone,
       'seed': g_seed, 'token': g_token, 'dowod': g_dowod}

def validator(t, arg):
    return {
        'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'nrb': lambda v: iban.is_valid('PL' + v, check_country=True),
        'iban': lambda v: iban.is_valid(v, check_country=True), 'idnr': idnr.is_valid, 'ustid': devat.is_valid,
        'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
        'siret': siret.is_valid, 'tva': tva.is_valid, 'ssn': ssn.is_valid, 'nino': nino_valid,
        'rnokpp': rntrc.is_valid, 'dowod': dowod_valid, 'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid,
        'isbn': isbn.is_valid, 'ean': ean.is_valid,
        'phone': lambda v: phonenumbers.is_valid_number(phonenumbers.parse(v, arg)),
        'seed': lambda v: Mnemonic(arg or 'english').check(v),
    }.get(t)

PH = re.compile(r'<<(\w+)(?::(\w+))?>>')

def read_lines():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for n, raw in enumerate(open(path, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = [p.strip() for p in raw.split(' || ')]
            if len(parts) != 4:
                sys.exit('%s:%d bad line: %r' % (path, n, raw))
            kind, cat, note, text = parts
            if kind not in LABEL:
                sys.exit('%s:%d bad kind %s' % (path, n, kind))
            rows.append(dict(lang=lang, kind=kind, category=cat, note=note, text=text.replace('\\n', '\n'), src='%s:%d' % (os.path.basename(path), n)))
    return rows

def main():
    rows = read_lines()
    values = []  # (row index, type, arg, display)
    for i, r in enumerate(rows):
        def fill(m):
            t, a = m.group(1), m.group(2)
            v = GEN[t](a)
            values.append((i, t, a, v))
            return v
        r['text'] = PH.sub(fill, r['text'])
    order = list(range(len(rows)))
    R.shuffle(order)
    pos = {old: new for new, old in enumerate(order)}
    with open(OUT, 'w', encoding='utf-8') as f:
        for new, old in enumerate(order, 1):
            r = rows[old]
            obj = {'id': 'bzzy-%04d' % new, 'lang': r['lang'], 'text': r['text'], 'label': LABEL[r['kind']],
                   'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(obj, ensure_ascii=False) + '\n')
    # ---- re-read and check
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    errs = []
    ids = [b['id'] for b in back]
    if len(set(ids)) != len(ids): errs.append('duplicate ids')
    texts = Counter(b['text'] for b in back)
    for t, c in texts.items():
        if c > 1: errs.append('repeated text: %r' % t[:60])
    for b in back:
        if list(b) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append('key order ' + b['id'])
        if b['lang'] not in LANGS: errs.append('lang ' + b['id'])
        if LABEL.get(b['kind']) != b['label']: errs.append('label/kind ' + b['id'])
        if '<<' in b['text'] or '>>' in b['text']: errs.append('unfilled ' + b['id'])
    checked = Counter(); mutants = Counter(); accepted = Counter()
    for (i, t, a, v) in values:
        text = back[pos[i]]['text']
        if v not in text: errs.append('value not verbatim %s %s' % (back[pos[i]]['id'], v))
        val = validator(t, a)
        if val is None: continue
        s = v if t == 'seed' else strip(v)
        if not val(s): errs.append('value invalid %s %s %s' % (back[pos[i]]['id'], t, v))
        checked[t] += 1
        if t in ('seed', 'phone'): continue
        for k, ch in enumerate(s):
            if ch.isdigit():
                mut = s[:k] + str((int(ch) + 1) % 10) + s[k + 1:]
                mutants[t] += 1
                try: ok = val(mut)
                except Exception: ok = False
                if ok: accepted[t] += 1
    print('lines', len(back))
    for key in ('lang', 'label', 'kind'):
        print(key, dict(sorted(Counter(b[key] for b in back).items())))
    print('values checked', sum(checked.values()), dict(sorted(checked.items())))
    print('mutants', sum(mutants.values()), 'accepted', sum(accepted.values()), dict(sorted((k, '%d/%d' % (accepted[k], mutants[k])) for k in mutants)))
    for e in errs: print('ERROR', e)
    print('errors', len(errs))
    return 1 if errs else 0

if __name__ == '__main__':
    sys.exit(main())
