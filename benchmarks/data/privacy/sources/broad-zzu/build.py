#!/usr/bin/env python3
"""Build broad-zzu.jsonl from hand-written line files sources/<lang>.txt.

Line format: kind|category|note|text   (text may hold \\n for a newline and <<type>> placeholders)
Kinds map to labels: identifier/secret/identity/health/sexuality/beliefs/ethnicity/finance/relationship -> red,
uncertain -> yellow, benign/benign-lookalike -> green.
"""
import json, os, random, re, string, sys, collections, datetime
import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF
import mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.iso7064 import mod_11_10
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva, nif as frnif
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzu.jsonl')
PREFIX = 'bzzu'
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
LABEL = {**{k: 'red' for k in RED}, 'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'}
R = random.Random(20261204)
SEP = re.compile(r'[\s\-./()]')

def digits(n): return ''.join(R.choice(string.digits) for _ in range(n))
def compact(v): return SEP.sub('', v)
def group(s, n=4): return ' '.join(s[i:i + n] for i in range(0, len(s), n))

# ---------------- national checks stdnum lacks ----------------
def pl_sort_ok(sort8):  # Polish bank sort code: 8th digit is a weighted check of the first seven
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(a) * b for a, b in zip(sort8[:7], w)) % 10) % 10 == int(sort8[7])

def fr_rib_key(bank, guichet, account):
    acc = ''.join(str((ord(c) - 55) % 9 + 1) if c.isalpha() else c for c in account)
    return 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acc)) % 97)

def iban_ok(v):
    c = compact(v).upper()
    if not iban.is_valid(c):
        return False
    if c.startswith('PL') and not pl_sort_ok(c[4:12]):
        return False
    if c.startswith('FR') and fr_rib_key(c[4:9], c[9:14], c[14:25]) != int(c[25:27]):
        return False
    return True

def make_iban(cc, bban):
    return cc + iban.calc_check_digits(cc + '00' + bban) + bban

# ---------------- generators: return (display, type) ----------------
def g_pesel():
    while True:
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=R.randrange(0, 20000))
        mm = d.month + (20 if d.year >= 2000 else 0)
        body = f'{d.year % 100:02d}{mm:02d}{d.day:02d}' + digits(4)
        v = body + pesel.calc_check_digit(body)
        if pesel.is_valid(v): return v

def g_nip():
    while True:
        body = R.choice(['5', '6', '7', '8', '9']) + digits(8)
        c = sum(w * int(n) for w, n in zip((6, 5, 7, 2, 3, 4, 5, 6, 7), body)) % 11
        if c == 10: continue
        v = body + str(c)
        if nip.is_valid(v):
            return R.choice([v, f'{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}', f'{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}'])

def g_regon():
    body = R.choice('1234567') + digits(7)
    return body + regon.calc_check_digit(body)

def g_nrb():
    while True:
        sort7 = R.choice(['102', '105', '109', '114', '116', '124', '175', '249']) + digits(4)
        w = [3, 9, 7, 1, 3, 9, 7]
        sort8 = sort7 + str((10 - sum(int(a) * b for a, b in zip(sort7, w)) % 10) % 10)
        v = make_iban('PL', sort8 + digits(16))
        if iban_ok(v): break
    n = v[2:]
    return R.choice([n[:2] + ' ' + group(n[2:]), n, 'PL' + n, group(v)])

def fmt_iban(v):
    return R.choice([group(v), group(v), v])

def g_iban_de(): return fmt_iban(make_iban('DE', R.choice('1234567') + digits(7) + digits(10)))
def g_iban_at(): return fmt_iban(make_iban('AT', R.choice('123') + digits(4) + digits(11)))
def g_iban_gb(): return fmt_iban(make_iban('GB', R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + digits(6) + digits(8)))
def g_iban_ua(): return fmt_iban(make_iban('UA', R.choice(['305299', '322001', '320649', '300528']) + '0000' + digits(15)))

def g_iban_es():
    bank, office, acc = digits(4), digits(4), digits(10)
    cd = ccc.calc_check_digits(bank + office + '00' + acc)
    return fmt_iban(make_iban('ES', bank + office + cd + acc))

def g_iban_fr():
    bank, gui, acc = R.choice(['30003', '30004', '20041', '10278', '30066']), digits(5), digits(11)
    return fmt_iban(make_iban('FR', bank + gui + acc + f'{fr_rib_key(bank, gui, acc):02d}'))

def g_iban_be():
    while True:  # stdnum also checks that the bank code is a registered Belgian bank
        b = R.choice(['001', '063', '068', '143', '310', '363', '539', '750', '973']) + digits(7)
        k = int(b) % 97 or 97
        v = make_iban('BE', b + f'{k:02d}')
        if iban_ok(v): return fmt_iban(v)

def g_steuerid():
    while True:
        v = R.choice('123456789') + digits(10)
        v = v[:10] + mod_11_10.calc_check_digit(v[:10])
        if idnr.is_valid(v):
            return R.choice([v, f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}'])

def g_ustid():
    while True:
        v = 'DE' + R.choice('123') + digits(8)
        if devat.is_valid(v): return R.choice([v, 'DE ' + v[2:]])

def g_dni():
    b = digits(8)
    v = b + dni.calc_check_digit(b)
    return R.choice([v, f'{v[:8]}-{v[8]}', f'{v[:2]}.{v[2:5]}.{v[5:8]}-{v[8]}'])

def g_nie():
    p = R.choice('XYZ'); b = digits(7)
    v = p + b + nie.calc_check_digit(p + b)
    return R.choice([v, f'{v[0]}-{v[1:8]}-{v[8]}'])

def g_cif():
    while True:
        b = R.choice('ABB') + R.choice(['08', '28', '46', '41', '29']) + digits(5)
        v = b + cif.calc_check_digits(b)[0 if b[0] in 'AB' else 1]
        if cif.is_valid(v): return v

def g_nir():
    sex = R.choice('12'); yy = f'{R.randrange(50, 100):02d}'; mm = f'{R.randrange(1, 13):02d}'
    dep = R.choice(['75', '69', '13', '33', '59', '44', '31', '67']); com = f'{R.randrange(1, 400):03d}'; order = f'{R.randrange(1, 999):03d}'
    b = sex + yy + mm + dep + com + order
    v = b + nir.calc_check_digits(b)
    return R.choice([v, f'{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}'])

def g_nif_fr():
    b = R.choice('0123') + digits(9)
    v = b + frnif.calc_check_digits(b)
    return R.choice([v, f'{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}'])

def g_siren():
    b = R.choice('3456789') + digits(7)
    v = b + luhn.calc_check_digit(b)
    return R.choice([v, f'{v[:3]} {v[3:6]} {v[6:]}'])

def g_siret():
    b = R.choice('3456789') + digits(7); s = b + luhn.calc_check_digit(b)
    e = s + '0' + digits(3)
    v = e + luhn.calc_check_digit(e)
    return R.choice([v, f'{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}'])

def g_tva():
    b = R.choice('3456789') + digits(7); s = b + luhn.calc_check_digit(b)
    v = 'FR' + f'{(12 + 3 * (int(s) % 97)) % 97:02d}' + s
    return R.choice([v, f'FR {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}'])

def g_ssn():
    while True:
        a = R.randrange(1, 900)
        if a == 666: continue
        v = f'{a:03d}{R.randrange(1, 100):02d}{R.randrange(1, 10000):04d}'
        if ssn.is_valid(v): return R.choice([f'{v[:3]}-{v[3:5]}-{v[5:]}', f'{v[:3]}-{v[3:5]}-{v[5:]}', v])

NINO_RE = re.compile(r'^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')
def g_nino():
    while True:
        v = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + digits(6) + R.choice('ABCD')
        if NINO_RE.match(v): return R.choice([v, f'{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}'])

def g_rnokpp():
    while True:
        days = R.randrange(18000, 38000)
        b = f'{days:05d}' + digits(4)
        v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v

def g_edrpou():
    while True:
        b = R.choice('234') + digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v

def g_inn():
    b = R.choice(['77', '78', '50', '66', '54']) + digits(8)
    return b + inn.calc_personal_check_digits(b)

def g_card():
    kind = R.choice(['visa', 'visa', 'mc', 'mc', 'amex'])
    if kind == 'visa': b = '4' + digits(14)
    elif kind == 'mc': b = '5' + R.choice('12345') + digits(13)
    else: b = '3' + R.choice('47') + digits(12)
    v = b + luhn.calc_check_digit(b)
    if kind == 'amex': return R.choice([f'{v[:4]} {v[4:10]} {v[10:]}', v])
    return R.choice([group(v), group(v), v, '-'.join(v[i:i + 4] for i in range(0, 16, 4))])

def g_isbn():
    b = '978' + R.choice(['83', '3', '84', '2', '0', '966']) 
    b = b + digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    try:
        return R.choice([isbn.format(v), v])
    except Exception:
        return v

def g_ean():
    b = R.choice(['590', '400', '840', '300', '482', '460']) + digits(9)
    return b + ean.calc_check_digit(b)

PHONE_PAT = {
    'PL': lambda: R.choice('5678') + digits(8),
    'DE': lambda: '01' + R.choice(['51', '52', '57', '60', '62', '70', '71', '72', '76']) + digits(8),
    'ES': lambda: R.choice('67') + digits(8),
    'FR': lambda: '0' + R.choice('67') + digits(8),
    'UA': lambda: '0' + R.choice(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']) + digits(7),
    'RU': lambda: '89' + R.choice(['03', '05', '10', '15', '16', '26', '85']) + digits(7),
    'US': lambda: R.choice(['312', '415', '617', '503', '720', '646', '206']) + R.choice('23456789') + digits(6),
    'GB': lambda: '07' + R.choice('4579') + digits(8),
}
def g_phone(region):
    def f():
        while True:
            raw = PHONE_PAT[region]()
            p = phonenumbers.parse(raw, region)
            if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (1, 2): break
        nat = phonenumbers.format_number(p, PNF.NATIONAL)
        intl = phonenumbers.format_number(p, PNF.INTERNATIONAL)
        e164 = phonenumbers.format_number(p, PNF.E164)
        choices = [nat, intl, e164, compact(nat), intl.replace(' ', '-')]
        return R.choice(choices)
    return f

def phone_ok(v, region):
    try:
        p = phonenumbers.parse(compact(v), region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region

def g_seed(lang, words=12):
    def f():
        m = mnemonic.Mnemonic(lang)
        return m.to_mnemonic(bytes(R.randrange(256) for _ in range(16 if words == 12 else 32)))
    return f

def rs(n, alphabet=string.ascii_letters + string.digits): return ''.join(R.choice(alphabet) for _ in range(n))
TOKENS = {
    'tok-github': (lambda: 'ghp_' + rs(36), r'^ghp_[A-Za-z0-9]{36}$'),
    'tok-gitlab': (lambda: 'glpat-' + rs(20, string.ascii_letters + string.digits + '_-'), r'^glpat-[\w-]{20}$'),
    'tok-aws': (lambda: 'AKIA' + rs(16, string.ascii_uppercase + '234567'), r'^AKIA[A-Z2-7]{16}$'),
    'tok-aws-secret': (lambda: rs(40, string.ascii_letters + string.digits + '/+'), r'^[A-Za-z0-9/+]{40}$'),
    'tok-stripe': (lambda: 'sk_live_' + rs(24), r'^sk_live_[A-Za-z0-9]{24}$'),
    'tok-slack': (lambda: f'xoxb-{digits(11)}-{digits(13)}-{rs(24)}', r'^xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}$'),
    'tok-openai': (lambda: 'sk-proj-' + rs(48, string.ascii_letters + string.digits + '_-'), r'^sk-proj-[\w-]{48}$'),
    'tok-google': (lambda: 'AIza' + rs(35, string.ascii_letters + string.digits + '_-'), r'^AIza[\w-]{35}$'),
    'tok-telegram': (lambda: f'{R.randrange(10**9, 8*10**9)}:AA' + rs(33, string.ascii_letters + string.digits + '_-'), r'^\d{10}:AA[\w-]{33}$'),
    'tok-hf': (lambda: 'hf_' + rs(34), r'^hf_[A-Za-z0-9]{34}$'),
}

CHECKSUM = {
    'pesel': (g_pesel, pesel.is_valid), 'nip': (g_nip, nip.is_valid), 'regon': (g_regon, regon.is_valid),
    'nrb': (g_nrb, lambda c: iban_ok(c if c.startswith('PL') else 'PL' + c)),
    'iban-de': (g_iban_de, iban_ok), 'iban-at': (g_iban_at, iban_ok), 'iban-gb': (g_iban_gb, iban_ok),
    'iban-ua': (g_iban_ua, iban_ok), 'iban-es': (g_iban_es, iban_ok), 'iban-fr': (g_iban_fr, iban_ok),
    'iban-be': (g_iban_be, iban_ok),
    'steuerid': (g_steuerid, idnr.is_valid), 'ustid': (g_ustid, devat.is_valid),
    'dni': (g_dni, dni.is_valid), 'nie': (g_nie, nie.is_valid), 'cif': (g_cif, cif.is_valid),
    'nir': (g_nir, nir.is_valid), 'nif-fr': (g_nif_fr, frnif.is_valid), 'siren': (g_siren, siren.is_valid), 'siret': (g_siret, siret.is_valid),
    'tva': (g_tva, tva.is_valid), 'rnokpp': (g_rnokpp, rntrc.is_valid), 'edrpou': (g_edrpou, edrpou.is_valid),
    'inn': (g_inn, inn.is_valid), 'card': (g_card, luhn.is_valid), 'isbn': (g_isbn, isbn.is_valid),
    'ean': (g_ean, ean.is_valid),
}
OTHER = {
    'ssn': (g_ssn, ssn.is_valid), 'nino': (g_nino, lambda c: bool(NINO_RE.match(c))),
}
for reg in PHONE_PAT:
    OTHER['phone-' + reg.lower()] = (g_phone(reg), (lambda r: lambda c: phone_ok(c, r))(reg))
for lang, short in [('english', 'en'), ('spanish', 'es'), ('french', 'fr'), ('italian', 'it'), ('portuguese', 'pt'), ('czech', 'cs')]:
    OTHER['seed-' + short] = (g_seed(lang), (lambda l: lambda c: mnemonic.Mnemonic(l).check(c))(lang))
    OTHER['seed24-' + short] = (g_seed(lang, 24), (lambda l: lambda c: mnemonic.Mnemonic(l).check(c))(lang))
for k, (gen, pat) in TOKENS.items():
    OTHER[k] = (gen, (lambda p: lambda c: bool(re.match(p, c)))(pat))
ALL = {**CHECKSUM, **OTHER}
SEED_TYPES = {k for k in ALL if k.startswith('seed')}
TOK_TYPES = set(TOKENS)

PH = re.compile(r'<<([a-z0-9-]+)>>')
SHORT_KIND = {'id': 'identifier', 'sec': 'secret', 'idt': 'identity', 'hea': 'health', 'sex': 'sexuality',
              'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
              'ben': 'benign', 'look': 'benign-lookalike'}

def norm_for_check(t, v):
    if t in SEED_TYPES: return v  # words keep their spaces
    if t in TOK_TYPES: return v
    return compact(v)

def main():
    rows, used = [], set()
    for lang in LANGS:
        path = os.path.join(HERE, f'{lang}.txt')
        for ln, line in enumerate(open(path, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'): continue
            parts = line.split('|', 3)
            if len(parts) != 4: sys.exit(f'{path}:{ln}: bad line')
            k, cat, note, text = (p.strip() for p in parts)
            kind = SHORT_KIND.get(k, k)
            if kind not in LABEL: sys.exit(f'{path}:{ln}: bad kind {k}')
            vals = []
            def sub(m):
                t = m.group(1)
                if t not in ALL: sys.exit(f'{path}:{ln}: unknown placeholder {t}')
                while True:
                    v = ALL[t][0]()
                    if v not in used and compact(v) not in used: break
                used.add(v); used.add(compact(v)); vals.append((t, v))
                return v
            text = PH.sub(sub, text.replace('\\n', '\n'))
            rows.append({'lang': lang, 'text': text, 'label': LABEL[kind], 'kind': kind, 'category': cat,
                         'note': note, '_vals': vals, '_src': f'{lang}.txt:{ln}'})
    R2 = random.Random(21)
    R2.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': f'{PREFIX}-{i:04d}', 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'values.json'), 'w', encoding='utf-8') as f:
        json.dump([{'id': f'{PREFIX}-{i:04d}', 'src': r['_src'], 'values': r['_vals']} for i, r in enumerate(rows, 1)],
                  f, ensure_ascii=False, indent=0)
    verify(rows)

def verify(rows):
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]; assert len(set(ids)) == len(ids), 'dup ids'
    texts = [b['text'] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]; assert not dup, dup
    keys = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    nval = bad = 0
    for b, r in zip(back, rows):
        assert list(b) == keys
        assert b['lang'] in LANGS and LABEL[b['kind']] == b['label']
        assert '<<' not in b['text'] and '>>' not in b['text'], b['id']
        for t, v in r['_vals']:
            nval += 1
            if v not in b['text'] or not ALL[t][1](norm_for_check(t, v)):
                bad += 1; print('INVALID', b['id'], t, v)
    print(f're-read {len(back)} lines, {nval} generated values, {bad} invalid')
    # mutation check: every digit of every checksum-bearing value, +1 mod 10, one at a time
    tot = acc = 0; per = collections.Counter(); pertot = collections.Counter()
    for r in rows:
        for t, v in r['_vals']:
            if t not in CHECKSUM: continue
            c = compact(v)
            for i, ch in enumerate(c):
                if not ch.isdigit(): continue
                m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                tot += 1; pertot[t] += 1
                if CHECKSUM[t][1](m): acc += 1; per[t] += 1
    print(f'mutation check: {tot} one-digit variants of checksum-bearing values, {acc} still accepted')
    for t in sorted(pertot): print(f'  {t}: {per[t]}/{pertot[t]}')
    L = collections.Counter
    print('lang', dict(L(b['lang'] for b in back)))
    print('label', dict(L(b['label'] for b in back)))
    print('kind', dict(L(b['kind'] for b in back)))
    red = [b for b in back if b['label'] == 'red']
    ids_sec = sum(b['kind'] in ('identifier', 'secret') for b in red)
    green = [b for b in back if b['label'] == 'green']
    print(f"red {len(red)/len(back):.1%}, id+secret share of red {ids_sec/max(1,len(red)):.1%}, "
          f"lookalike share of green {sum(b['kind']=='benign-lookalike' for b in green)/max(1,len(green)):.1%}")
    for lg in LANGS:
        print(lg, dict(L(b['label'] for b in back if b['lang'] == lg)))

if __name__ == '__main__':
    main()
