#!/usr/bin/env python3
"""Build broad-zzp.jsonl from the hand-written per-language line files.

Line file format (sources/lines-<lang>.txt), one message per line:
    kind|category|note|text
`#` starts a comment line; `\\n` in text becomes a newline. `<<name>>` placeholders
are filled with freshly generated values (see GEN below). The label follows from kind.
"""
import json, random, re, secrets, string, sys, os, collections
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF
from mnemonic import Mnemonic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzp.jsonl')
SEED = 20261204
R = random.Random(SEED)

LABEL = {k: 'red' for k in 'identifier secret identity health sexuality beliefs ethnicity finance relationship'.split()}
LABEL.update(uncertain='yellow', benign='green', **{'benign-lookalike': 'green'})
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']

def digits(n, first_nonzero=False):
    s = ''.join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == '0':
        s = str(R.randint(1, 9)) + s[1:]
    return s

def until(make, valid):
    for _ in range(100000):
        v = make()
        if valid(v):
            return v
    raise RuntimeError('no valid value')

def fill_last(body_len, valid, first_nonzero=True):
    return until(lambda: digits(body_len, first_nonzero), valid)

def group(s, n, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))

# ---- NINO (UK National Insurance number) by its published format rules ----
NINO_BAD_FIRST = set('DFIQUV'); NINO_BAD_SECOND = set('DFIQUVO')
NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}
def nino_valid(v):
    v = re.sub(r'\s', '', v).upper()
    m = re.fullmatch(r'([A-Z])([A-Z])(\d{6})([A-D])', v)
    if not m: return False
    a, b = m.group(1), m.group(2)
    return a not in NINO_BAD_FIRST and b not in NINO_BAD_SECOND and a + b not in NINO_BAD_PREFIX
def nino_make():
    return until(lambda: R.choice(string.ascii_uppercase) + R.choice(string.ascii_uppercase) + digits(6) + R.choice('ABCD'), nino_valid)

# ---- Polish NRB: 2 IBAN check digits + 8-digit bank/branch code (own check digit) + 16 digits ----
def pl_branch_ok(b):
    w = [3, 9, 7, 1, 3, 9, 7]
    return (sum(int(c) * x for c, x in zip(b[:7], w)) % 10 == 0 and b[7] == '0') or \
           (10 - sum(int(c) * x for c, x in zip(b[:7], w)) % 10) % 10 == int(b[7])
def nrb_valid(v):
    v = re.sub(r'\D', '', v)
    return len(v) == 26 and pl_branch_ok(v[2:10]) and iban.is_valid('PL' + v)
def make_iban(cc, bban_make):
    def mk():
        b = bban_make()
        return cc + iban.calc_check_digits(cc + '00' + b) + b
    return until(mk, iban.is_valid)
def bban_pl():
    br = until(lambda: R.choice(['1020', '1090', '1140', '1240', '1050', '1160', '2490', '1750']) + digits(4), pl_branch_ok)
    return br + digits(16)

# ---- Russian SNILS (own implementation of the published checksum) ----
def snils_valid(v):
    v = re.sub(r'\D', '', v)
    if len(v) != 11: return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(v[:9]))
    c = s % 101 if s > 101 else s
    c = 0 if c in (100, 101) else c
    return c == int(v[9:])
def snils_make():
    body = digits(9, True)
    s = sum(int(c) * (9 - i) for i, c in enumerate(body))
    c = s % 101 if s > 101 else s
    c = 0 if c in (100, 101) else c
    return body + '%02d' % c


# ---- Polish ID card (dowód osobisty): 3 letters + check digit + 5 digits, weights 7,3,1,9,7,3,1,7,3 ----
def dowod_valid(v):
    v = re.sub(r'\s', '', v).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * w for a, w in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0
def dowod_make():
    v = until(lambda: ''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + digits(6), dowod_valid)
    return R.choice([v, v[:3] + ' ' + v[3:]])

def card_valid(v):
    v = re.sub(r'\D', '', v); return len(v) in (15, 16) and luhn.is_valid(v)

def phone(region):
    def mk():
        ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
        nat = str(ex.national_number)
        cand = nat[:2] + digits(len(nat) - 2) if region not in ('US',) else nat[:0] + R.choice(['206', '312', '415', '512', '617', '720']) + str(R.randint(2, 9)) + digits(6)
        return phonenumbers.parse('+%d%s' % (ex.country_code, cand))
    p = until(mk, lambda p: phonenumbers.is_valid_number_for_region(p, region))
    style = R.choice(['intl', 'nat', 'e164', 'plain', 'nat'])
    if style == 'intl': return phonenumbers.format_number(p, PNF.INTERNATIONAL)
    if style == 'e164': return phonenumbers.format_number(p, PNF.E164)
    if style == 'plain': return re.sub(r'\D', '', phonenumbers.format_number(p, PNF.NATIONAL))
    return phonenumbers.format_number(p, PNF.NATIONAL)
def phone_valid(region):
    return lambda v: phonenumbers.is_valid_number_for_region(phonenumbers.parse(v, region), region)

MN = {lang: Mnemonic(lang) for lang in ['english', 'spanish', 'french', 'italian', 'czech', 'portuguese']}
def seed(lang, n=None):
    n = n or R.choice([12, 12, 24, 18])
    m = MN[lang]
    ent = bytes(R.getrandbits(8) for _ in range({12: 16, 18: 24, 24: 32}[n]))
    return m.to_mnemonic(ent)
def seed_valid(lang):
    return lambda v: MN[lang].check(v)

def tok(alphabet, n):
    return ''.join(secrets.choice(alphabet) for _ in range(n))
AN = string.ascii_letters + string.digits

def fmt_choice(*opts):
    return R.choice(opts)

# name -> (make, validate-or-None, checksum_bearing)
GEN = {
    'pesel': (lambda: until(lambda: '%02d%02d%02d' % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + digits(5), pesel.is_valid), pesel.is_valid, True),
    'nip': (lambda: (lambda v: fmt_choice(v, '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:])))(fill_last(10, nip.is_valid)), nip.is_valid, True),
    'dowod': (dowod_make, dowod_valid, True),
    'regon': (lambda: fill_last(9, regon.is_valid), regon.is_valid, True),
    'nrb': (lambda: (lambda v: fmt_choice(v[2:], v[2:4] + ' ' + group(v[4:], 4)))(make_iban('PL', bban_pl)), nrb_valid, True),
    'iban_pl': (lambda: (lambda v: fmt_choice(v, group(v, 4)))(make_iban('PL', bban_pl)), iban.is_valid, True),
    'iban_de': (lambda: (lambda v: fmt_choice(v, group(v, 4)))(make_iban('DE', lambda: R.choice(['10050000', '20041111', '37040044', '50010517', '70150000', '43060967']) + digits(10))), iban.is_valid, True),
    'iban_at': (lambda: group(make_iban('AT', lambda: digits(5, True) + digits(11)), 4), iban.is_valid, True),
    'iban_fr': (lambda: (lambda v: fmt_choice(v, group(v, 4)))(make_iban('FR', lambda: digits(5, True) + digits(5) + digits(11) + digits(2))), iban.is_valid, True),
    'iban_es': (lambda: (lambda v: fmt_choice(v, group(v, 4)))(make_iban('ES', lambda: R.choice(['2100', '0049', '0182', '2085', '0081']) + digits(4) + digits(2) + digits(10))), iban.is_valid, True),
    'iban_be': (lambda: group(make_iban('BE', lambda: digits(12)), 4), iban.is_valid, True),
    'iban_it': (lambda: group(make_iban('IT', lambda: R.choice(string.ascii_uppercase) + digits(10) + digits(12)), 4), iban.is_valid, True),
    'iban_nl': (lambda: group(make_iban('NL', lambda: R.choice(['INGB', 'RABO', 'ABNA', 'TRIO']) + digits(10)), 4), iban.is_valid, True),
    'iban_gb': (lambda: group(make_iban('GB', lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(6) + digits(8)), 4), iban.is_valid, True),
    'iban_ua': (lambda: (lambda v: fmt_choice(v, group(v, 4)))(make_iban('UA', lambda: R.choice(['305299', '322001', '380805', '320649']) + '00000' + digits(14, True))), iban.is_valid, True),
    'idnr': (lambda: (lambda v: fmt_choice(v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])))(until(lambda: digits(11, True), idnr.is_valid)), idnr.is_valid, True),
    'ustid': (lambda: 'DE' + fill_last(9, lambda v: de_vat.is_valid('DE' + v)), de_vat.is_valid, True),
    'dni': (lambda: (lambda n: fmt_choice(n + dni.calc_check_digit(n), n + '-' + dni.calc_check_digit(n)))(digits(8, True)), dni.is_valid, True),
    'nie': (lambda: (lambda n: n + nie.calc_check_digit(n))(R.choice('XYZ') + digits(7)), nie.is_valid, True),
    'cif': (lambda: until(lambda: R.choice('ABB') + digits(7) + R.choice(string.digits), cif.is_valid), cif.is_valid, True),
    'nir': (lambda: (lambda v: fmt_choice(v, ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])))(until(lambda: (lambda b: b + nir.calc_check_digits(b))(R.choice('12') + '%02d%02d' % (R.randint(50, 99), R.randint(1, 12)) + R.choice(['75', '69', '13', '33', '59', '31', '44']) + digits(3) + digits(3)), nir.is_valid)), nir.is_valid, True),
    'siren': (lambda: (lambda v: fmt_choice(v, group(v, 3)))(fill_last(9, siren.is_valid)), siren.is_valid, True),
    'siret': (lambda: (lambda v: fmt_choice(v, group(v[:9], 3) + ' ' + v[9:]))(until(lambda: (lambda s: s + digits(4) + R.choice(string.digits))(fill_last(9, siren.is_valid)), siret.is_valid)), siret.is_valid, True),
    'tva': (lambda: (lambda s: 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s)(fill_last(9, siren.is_valid)), tva.is_valid, True),
    'ssn': (lambda: (lambda v: fmt_choice(ssn.format(v), v))(until(lambda: digits(9, True), ssn.is_valid)), ssn.is_valid, True),
    'nino': (lambda: (lambda v: fmt_choice(v, '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])))(nino_make()), nino_valid, False),
    'rnokpp': (lambda: until(lambda: digits(10, True), rntrc.is_valid), rntrc.is_valid, True),
    'edrpou': (lambda: until(lambda: digits(8, True), edrpou.is_valid), edrpou.is_valid, True),
    'inn': (lambda: until(lambda: digits(12, True), lambda v: inn.is_valid(v) and len(v) == 12), inn.is_valid, True),
    'inn_co': (lambda: until(lambda: digits(10, True), inn.is_valid), inn.is_valid, True),
    'snils': (lambda: (lambda v: fmt_choice(v, '%s-%s-%s %s' % (v[:3], v[3:6], v[6:9], v[9:])))(snils_make()), snils_valid, True),
    'card': (lambda: (lambda v: fmt_choice(v, group(v, 4), group(v, 4, '-')))(until(lambda: R.choice(['4', '51', '53', '55', '2221']) + digits(15), lambda v: len(v) >= 16 and luhn.is_valid(v[:16])) [:16] if False else until(lambda: (lambda b: b + luhn.calc_check_digit(b))(R.choice(['4', '5']) + digits(14)), luhn.is_valid)), card_valid, True),
    'isbn': (lambda: (lambda v: fmt_choice(isbn.format(v), v))(until(lambda: (lambda b: b + ean.calc_check_digit(b))((lambda p: '978' + p + digits(9 - len(p)))(R.choice(['83', '3', '2', '84', '0', '617', '5']))), lambda v: len(v) == 13 and isbn.is_valid(v))), isbn.is_valid, True),
    'ean': (lambda: until(lambda: (lambda b: b + ean.calc_check_digit(b))(R.choice(['590', '400', '300', '840', '482', '460', '500']) + digits(9)), ean.is_valid), ean.is_valid, True),
}
for cc in ['PL', 'DE', 'FR', 'ES', 'GB', 'US', 'UA', 'RU', 'AT']:
    GEN['phone_' + cc.lower()] = ((lambda c: lambda: phone(c))(cc), phone_valid(cc), False)
for lg, short in [('english', 'en'), ('spanish', 'es'), ('french', 'fr'), ('italian', 'it'), ('czech', 'cs'), ('portuguese', 'pt')]:
    GEN['seed_' + short] = ((lambda l: lambda: seed(l))(lg), seed_valid(lg), True)
# vendor-shaped random tokens (never real credentials); checked for shape only
TOK = {
    'ghp': (lambda: 'ghp_' + tok(AN, 36), r'ghp_[A-Za-z0-9]{36}'),
    'sk_live': (lambda: 'sk_live_' + tok(AN, 24), r'sk_live_[A-Za-z0-9]{24}'),
    'akia': (lambda: 'AKIA' + tok(string.ascii_uppercase + '234567', 16), r'AKIA[A-Z2-7]{16}'),
    'aws_secret': (lambda: tok(AN + '/+', 40), r'[A-Za-z0-9/+]{40}'),
    'xoxb': (lambda: 'xoxb-%s-%s-%s' % (digits(11, True), digits(12, True), tok(AN, 24)), r'xoxb-\d{11}-\d{12}-[A-Za-z0-9]{24}'),
    'openai': (lambda: 'sk-proj-' + tok(AN + '_-', 48), r'sk-proj-[A-Za-z0-9_-]{48}'),
    'aiza': (lambda: 'AIza' + tok(AN + '_-', 35), r'AIza[A-Za-z0-9_-]{35}'),
    'glpat': (lambda: 'glpat-' + tok(AN + '_-', 20), r'glpat-[A-Za-z0-9_-]{20}'),
    'tg_bot': (lambda: '%s:%s' % (digits(10, True), 'AA' + tok(AN + '_-', 33)), r'\d{10}:AA[A-Za-z0-9_-]{33}'),
    'hex32': (lambda: secrets.token_hex(16), r'[0-9a-f]{32}'),
    'uuid': (lambda: '%08x-%04x-4%03x-%04x-%012x' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), 0x8000 | R.getrandbits(14), R.getrandbits(48)), r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'),
    'sha': (lambda: '%040x' % R.getrandbits(160), r'[0-9a-f]{40}'),
}
for k, (mk, rx) in TOK.items():
    GEN[k] = (mk, (lambda r: lambda v: re.fullmatch(r, v) is not None)(rx), False)

SEP = re.compile(r'[\s\-./]')
def compact(name, v):
    if name.startswith('seed_') or name.startswith('phone_') or name in TOK:
        return v
    return SEP.sub('', v)

def load():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for n, raw in enumerate(open(path, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = raw.split('|', 3)
            if len(parts) != 4:
                sys.exit('%s:%d: bad line' % (path, n))
            kind, cat, note, text = (p.strip() for p in parts)
            if kind not in LABEL:
                sys.exit('%s:%d: bad kind %r' % (path, n, kind))
            rows.append(dict(lang=lang, kind=kind, category=cat, note=note, text=text.replace('\\n', '\n'), src='%s:%d' % (os.path.basename(path), n)))
    return rows

PH = re.compile(r'<<([a-z0-9_]+)>>')
def main():
    rows = load()
    values = []  # (row index, name, rendered)
    out = []
    for i, r in enumerate(rows):
        used = []
        def sub(m):
            name = m.group(1)
            if name not in GEN:
                sys.exit('%s: unknown placeholder %s' % (r['src'], name))
            v = GEN[name][0]()
            used.append((name, v))
            return v
        text = PH.sub(sub, r['text'])
        out.append(dict(id=None, lang=r['lang'], text=text, label=LABEL[r['kind']], kind=r['kind'], category=r['category'], note=r['note']))
        values.append(used)
    order = list(range(len(out)))
    R.shuffle(order)
    recs = []
    for n, i in enumerate(order, 1):
        o = out[i]; o['id'] = 'bzzp-%04d' % n
        recs.append((o, values[i]))
    with open(OUT, 'w', encoding='utf-8') as f:
        for o, _ in recs:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    json.dump([[o['id'], v] for o, v in recs], open(os.path.join(HERE, 'values.json'), 'w'), ensure_ascii=False, indent=0)
    check(recs)

def check(recs):
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(recs)
    errs = 0
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids), 'duplicate ids'
    texts = collections.Counter(b['text'] for b in back)
    for t, c in texts.items():
        if c > 1: print('DUPLICATE TEXT', t[:60]); errs += 1
    for b in back:
        assert list(b) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['lang'] in LANGS and LABEL[b['kind']] == b['label'], b['id']
        assert b['note'] and b['category']
    nval = 0; mut_total = mut_ok = 0; per = collections.Counter(); per_ok = collections.Counter()
    for b, (o, used) in zip(back, recs):
        for name, v in used:
            nval += 1
            if v not in b['text']:
                print('MISSING', b['id'], v); errs += 1
            valid = GEN[name][1]
            if not valid(compact(name, v)):
                print('INVALID', b['id'], name, v); errs += 1
            if GEN[name][2] and not name.startswith('seed_'):
                c = compact(name, v)
                for p, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:p] + str((int(ch) + 1) % 10) + c[p + 1:]
                        mut_total += 1; per[name] += 1
                        try: ok = valid(m)
                        except Exception: ok = False
                        if ok: mut_ok += 1; per_ok[name] += 1
            elif name.startswith('seed_'):
                # word mutation: replace each word by the next word of the list
                ws = v.split(); wl = MN[{'en': 'english', 'es': 'spanish', 'fr': 'french', 'it': 'italian', 'cs': 'czech', 'pt': 'portuguese'}[name[5:]]].wordlist
                for p, w in enumerate(ws):
                    m = ' '.join(ws[:p] + [wl[(wl.index(w) + 1) % 2048]] + ws[p + 1:])
                    mut_total += 1; per[name] += 1
                    if valid(m): mut_ok += 1; per_ok[name] += 1
    print('lines', len(back), 'generated values', nval, 'errors', errs)
    dig = [k for k in per if not k.startswith('seed_')]; sd = [k for k in per if k.startswith('seed_')]
    print('mutation check (digits +1 mod 10, one at a time): %d variants, %d still accepted (of them US SSN, which has no check digit: %d/%d)' % (
        sum(per[k] for k in dig), sum(per_ok[k] for k in dig), per_ok['ssn'], per['ssn']))
    print('mutation check (seed words -> next list word, one at a time): %d variants, %d still pass the BIP-39 checksum' % (
        sum(per[k] for k in sd), sum(per_ok[k] for k in sd)))
    for k in sorted(per):
        print('  %-10s variants %5d accepted %4d' % (k, per[k], per_ok[k]))
    for key in ('lang', 'label', 'kind'):
        print(key, dict(collections.Counter(b[key] for b in back).most_common()))
    cats = collections.Counter((b['label'], b['kind']) for b in back)
    if errs: sys.exit(1)

if __name__ == '__main__':
    main()
