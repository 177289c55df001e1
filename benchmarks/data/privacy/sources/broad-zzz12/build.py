#!/usr/bin/env python3
"""Build broad-zzz12.jsonl from hand-written line files (sources/lines-<lang>.txt).
Line format: label|kind|category|note|text   (text may contain <<placeholders>>)."""
import json, random, re, secrets, string, sys, collections, os
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz12.jsonl')
R = random.Random(120412)
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))

def until(make, ok):
    while True:
        v = make()
        if ok(v):
            return v

def pl_sort_ok(code8):
    w = [3, 9, 7, 1, 3, 9, 7]
    s = sum(int(c) * x for c, x in zip(code8[:7], w))
    return (10 - s % 10) % 10 == int(code8[7])

def nino_ok(v):
    v = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', v):
        return False
    return v[:2] not in {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}

def group(s, n=4):
    return ' '.join(s[i:i + n] for i in range(0, len(s), n))

def gen_iban(cc):
    lens = {'DE': 18, 'PL': 24, 'ES': 20, 'FR': 23, 'GB': None, 'UA': 25, 'IT': None, 'NL': None, 'AT': 16, 'BE': 12}
    def make():
        if cc == 'PL':
            b = until(lambda: '10' + digits(6), pl_sort_ok) + digits(16)
        elif cc == 'GB':
            b = R.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(14)
        elif cc == 'UA':
            b = R.choice(['305299', '322001', '300528', '320649']) + '0' * 5 + '2620' + digits(10)
            b = b[:25].ljust(25, '0')
        elif cc == 'FR':
            b = digits(10) + ''.join(R.choice(string.digits) for _ in range(11)) + digits(2)
        elif cc == 'ES':
            b = digits(20)
        else:
            b = digits(lens[cc])
        return cc + iban.calc_check_digits(cc + '00' + b) + b
    return until(make, lambda v: iban.is_valid(v) and (cc != 'PL' or pl_sort_ok(v[4:12])))

def val_iban(v):
    c = iban.compact(v)
    return iban.is_valid(c) and (not c.startswith('PL') or pl_sort_ok(c[4:12]))

def gen_card(kind):
    pre = {'visa': '4' + digits(5), 'mc': R.choice(['51', '52', '53', '54', '55']) + digits(4)}[kind]
    body = pre + digits(9)
    return body + luhn.calc_check_digit(body)

def gen_phone(region):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    def make():
        keep = 2 if region not in ('US', 'GB') else 3
        return phonenumbers.parse(nsn[:keep] + digits(len(nsn) - keep), region)
    num = until(make, lambda n: phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    style = R.choice(['intl', 'intl', 'nat', 'e164', 'plain'])
    if style == 'intl':
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'nat':
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == 'e164':
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
    trunk = {'DE': '0', 'FR': '0', 'GB': '0', 'UA': '0', 'RU': '8'}.get(region, '')
    return trunk + str(num.national_number)

def val_phone(v, region):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(v, region))
    except phonenumbers.NumberParseException:
        return False

MN = {}
def gen_seed(lang, words):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.generate({12: 128, 15: 160, 18: 192, 24: 256}[words])

def val_seed(v, lang):
    return MN.setdefault(lang, Mnemonic(lang)).check(v)

AL = string.ascii_letters + string.digits
def rnd(n, al=AL):
    return ''.join(secrets.choice(al) for _ in range(n))

TOK = {
    'github': lambda: 'ghp_' + rnd(36),
    'gitlab': lambda: 'glpat-' + rnd(20, AL + '-_'),
    'stripe': lambda: 'sk_live_' + rnd(24),
    'aws': lambda: 'AKIA' + rnd(16, string.ascii_uppercase + '234567'),
    'awssecret': lambda: rnd(40, AL + '/+'),
    'slack': lambda: 'xoxb-' + digits(12) + '-' + digits(13) + '-' + rnd(24),
    'openai': lambda: 'sk-proj-' + rnd(48, AL + '-_'),
    'google': lambda: 'AIza' + rnd(35, AL + '-_'),
    'anthropic': lambda: 'sk-ant-api03-' + rnd(86, AL + '-_') + 'AA',
    'telegram': lambda: digits(10) + ':' + rnd(35, AL + '-_'),
    'sendgrid': lambda: 'SG.' + rnd(22, AL + '-_') + '.' + rnd(43, AL + '-_'),
    'hex32': lambda: secrets.token_hex(16),
}

def fmt_plain(v):
    return v

# name -> (generator(arg), validator(value, arg), checksum-bearing?)
G = {
    'pesel': (lambda a: until(lambda: digits(10) + '0', lambda v: True) and until(lambda: (lambda b: b + str(pesel.calc_check_digit(b)))(R.choice(['5','6','7','8','9','0'])+digits(1)+R.choice(['01','02','03','04','05','06','07','08','09','10','11','12','21','22','23','24','25','26','27','28','29','30','31','32'])+'%02d' % R.randint(1,28)+digits(4)), pesel.is_valid), lambda v, a: pesel.is_valid(v), True),
    'nip': (lambda a: (lambda s: s if a != 'dash' else s[:3]+'-'+s[3:6]+'-'+s[6:8]+'-'+s[8:])(until(lambda: R.choice('123456789') + digits(9), nip.is_valid)), lambda v, a: nip.is_valid(v), True),
    'regon': (lambda a: until(lambda: (lambda b: b + regon.calc_check_digit(b))(R.choice('1234567') + digits(7)), regon.is_valid), lambda v, a: regon.is_valid(v), True),
    'iban': (lambda a: group(gen_iban(a)), lambda v, a: val_iban(v) and iban.compact(v).startswith(a), True),
    'ibanc': (lambda a: gen_iban(a), lambda v, a: val_iban(v) and v.startswith(a), True),
    'nrb': (lambda a: (lambda s: s[2:4] + ' ' + group(s[4:]))(gen_iban('PL')), lambda v, a: val_iban('PL' + v.replace(' ', '')), True),
    'idnr': (lambda a: (lambda s: s if a != 'sp' else s[:2]+' '+s[2:5]+' '+s[5:8]+' '+s[8:])(until(lambda: R.choice('123456789') + digits(10), idnr.is_valid)), lambda v, a: idnr.is_valid(v), True),
    'devat': (lambda a: until(lambda: 'DE' + R.choice('123456789') + digits(8), devat.is_valid), lambda v, a: devat.is_valid(v), True),
    'dni': (lambda a: (lambda b: b + dni.calc_check_digit(b))(digits(8)), lambda v, a: dni.is_valid(v), True),
    'nie': (lambda a: (lambda b: b + nie.calc_check_digit(b))(R.choice('XYZ') + digits(7)), lambda v, a: nie.is_valid(v), True),
    'cif': (lambda a: until(lambda: (lambda b: b + cif.calc_check_digits(b)[0 if b[0] in 'ABCDEFGHJUV' else 1])(R.choice('ABB') + digits(7)), cif.is_valid), lambda v, a: cif.is_valid(v), True),
    'nir': (lambda a: (lambda b: b[0] + ' ' + b[1:3] + ' ' + b[3:5] + ' ' + b[5:7] + ' ' + b[7:10] + ' ' + b[10:13] + ' ' + nir.calc_check_digits(b))(R.choice('12') + '%02d' % R.randint(60, 99) + '%02d' % R.randint(1, 12) + '%02d' % R.randint(1, 95) + '%03d' % R.randint(1, 990) + '%03d' % R.randint(1, 999)), lambda v, a: nir.is_valid(v), True),
    'siren': (lambda a: until(lambda: (lambda b: b + luhn.calc_check_digit(b))(R.choice('3456789') + digits(7)), siren.is_valid), lambda v, a: siren.is_valid(v), True),
    'siret': (lambda a: until(lambda: (lambda b: b + luhn.calc_check_digit(b))(R.choice('3456789') + digits(12)), lambda v: siret.is_valid(v) and siren.is_valid(v[:9])), lambda v, a: siret.is_valid(v), True),
    'tva': (lambda a: until(lambda: (lambda s: 'FR' + '%02d' % ((12 + 3 * (int(s) % 97)) % 97) + s)(until(lambda: (lambda b: b + luhn.calc_check_digit(b))(R.choice('3456789') + digits(7)), siren.is_valid)), tva.is_valid), lambda v, a: tva.is_valid(v), True),
    'ssn': (lambda a: until(lambda: '%03d-%02d-%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999)), ssn.is_valid), lambda v, a: ssn.is_valid(v), False),
    'nino': (lambda a: until(lambda: R.choice('ABCEHJKLMNPRSTWYZ') + R.choice('ABCEHJKLMNPRSTWXYZ') + ' ' + digits(2) + ' ' + digits(2) + ' ' + digits(2) + ' ' + R.choice('ABCD'), nino_ok), lambda v, a: nino_ok(v), False),
    'rnokpp': (lambda a: until(lambda: (lambda b: b + rntrc.calc_check_digit(b))(R.choice('23') + digits(8)), rntrc.is_valid), lambda v, a: rntrc.is_valid(v), True),
    'edrpou': (lambda a: until(lambda: (lambda b: b + edrpou.calc_check_digit(b))(R.choice('234') + digits(6)), edrpou.is_valid), lambda v, a: edrpou.is_valid(v), True),
    'innp': (lambda a: until(lambda: (lambda b: b + inn.calc_personal_check_digits(b))(R.choice(['77', '50', '78', '54']) + digits(8)), inn.is_valid), lambda v, a: inn.is_valid(v) and len(v) == 12, True),
    'inno': (lambda a: until(lambda: (lambda b: b + inn.calc_company_check_digit(b))(R.choice(['77', '50', '78']) + digits(7)), inn.is_valid), lambda v, a: inn.is_valid(v) and len(v) == 10, True),
    'card': (lambda a: (lambda c: group(c) if R.random() < 0.7 else c)(gen_card(a)), lambda v, a: luhn.is_valid(v.replace(' ', '')) and len(v.replace(' ', '')) == 16, True),
    'isbn': (lambda a: until(lambda: (lambda b: b[:3] + '-' + b[3] + '-' + b[4:8] + '-' + b[8:12] + '-' + ean.calc_check_digit(b))('978' + R.choice('0123') + digits(8)), isbn.is_valid), lambda v, a: isbn.is_valid(v), True),
    'ean': (lambda a: (lambda b: b + ean.calc_check_digit(b))(R.choice(['590', '400', '840', '300', '482', '460', '841']) + digits(9)), lambda v, a: ean.is_valid(v), True),
    'phone': (lambda a: gen_phone(a), val_phone, False),
    'seed': (lambda a: gen_seed(a.split(':')[0], int(a.split(':')[1])), lambda v, a: val_seed(v, a.split(':')[0]), False),
    'tok': (lambda a: TOK[a](), lambda v, a: len(v) > 15, False),
}

PH = re.compile(r'<<([a-z]+)(?::([A-Za-z0-9:_]+))?>>')

def load():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for n, line in enumerate(open(path, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('|', 4)
            assert len(parts) == 5, (path, n, line)
            label, kind, cat, note, text = [p.strip() for p in parts]
            assert kind in KINDS[label], (path, n, label, kind)
            rows.append(dict(lang=lang, label=label, kind=kind, category=cat, note=note, text=text, src='%s:%d' % (os.path.basename(path), n)))
    return rows

def fill(row):
    vals = []
    def sub(m):
        name, arg = m.group(1), m.group(2)
        v = G[name][0](arg)
        vals.append((name, arg, v))
        return v
    row['text'] = PH.sub(sub, row['text'])
    return vals

def main():
    rows = load()
    allvals = []
    for r in rows:
        r['vals'] = fill(r)
    R.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            r['id'] = 'bzzz12-%04d' % i
            f.write(json.dumps({k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')}, ensure_ascii=False) + '\n')
    # re-read and check
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    assert len({b['id'] for b in back}) == len(back), 'dup ids'
    texts = collections.Counter(b['text'] for b in back)
    dup = [t for t, c in texts.items() if c > 1]
    assert not dup, dup
    bad = 0
    for b, r in zip(back, rows):
        assert list(b) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
        assert b['lang'] in LANGS and b['kind'] in KINDS[b['label']], b['id']
        assert '<<' not in b['text'] and '>>' not in b['text'], b['id']
        for name, arg, v in r['vals']:
            assert v in b['text'], (b['id'], v)
            cv = re.sub(r'[\s\-.]', '', v) if name not in ('seed', 'tok', 'phone') else v
            if not G[name][1](cv, arg):
                bad += 1
                print('INVALID', b['id'], name, v)
            allvals.append((name, arg, v))
    # mutation check on checksum-bearing values
    tried = accepted = 0
    per = collections.Counter(); per_acc = collections.Counter()
    for name, arg, v in allvals:
        if not G[name][2]:
            continue
        cv = re.sub(r'[\s\-.]', '', v)
        for i, ch in enumerate(cv):
            if not ch.isdigit():
                continue
            mv = cv[:i] + str((int(ch) + 1) % 10) + cv[i + 1:]
            tried += 1; per[name] += 1
            if G[name][1](mv, arg):
                accepted += 1; per_acc[name] += 1
    print('lines', len(back), 'generated values', len(allvals), 'invalid', bad)
    print('mutation: variants', tried, 'still accepted', accepted)
    for k in sorted(per):
        print('  %-8s %5d variants, %d accepted' % (k, per[k], per_acc[k]))
    for key in ('lang', 'label', 'kind'):
        print(key, dict(collections.Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b['label'] == 'red']
    ids = sum(1 for b in red if b['kind'] in ('identifier', 'secret'))
    print('red', len(red), 'id+secret share %.2f' % (ids / len(red)))
    print('by lang x label', dict(collections.Counter((b['lang'], b['label']) for b in back)))
    return bad

if __name__ == '__main__':
    sys.exit(1 if main() else 0)
