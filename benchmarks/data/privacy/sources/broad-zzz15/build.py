#!/usr/bin/env python3
"""Build broad-zzz15.jsonl from hand-written line files lines-<lang>.txt.

Line format: label|kind|category|note|text   (text may contain <<type>> placeholders)
Every placeholder gets a freshly generated value (python-stdnum / phonenumbers / mnemonic / secrets).
"""
import json, os, random, re, string, sys, collections
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz15.jsonl')
R = random.Random(151515)
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
LABEL_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity',
                       'finance', 'relationship'},
               'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))


def brute(make, valid, tries=200000):
    for _ in range(tries):
        v = make()
        if valid(v):
            return v
    raise RuntimeError('no value')


def group(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def maybe_group(s, n=4):
    return group(s, n) if R.random() < 0.6 else s


# ---- validators on compact values -------------------------------------------------------------
def v_nino(s):
    s = s.replace(' ', '').upper()
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s):
        return False
    return s[:2] not in {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def v_card(s):
    s = re.sub(r'\D', '', s)
    return 13 <= len(s) <= 19 and luhn.is_valid(s)


def v_nrb(s):
    s = re.sub(r'\D', '', s)
    return len(s) == 26 and iban.is_valid('PL' + s)


def v_phone(region):
    def f(s):
        try:
            p = phonenumbers.parse(s, region)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region
    return f


def v_seed(lang):
    m = Mnemonic(lang)
    return lambda s: m.check(s)


def v_re(rx):
    return lambda s: re.fullmatch(rx, s) is not None


# ---- generators --------------------------------------------------------------------------------
def g_pesel():
    def mk():
        y = R.randint(1940, 2015); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return '%02d%02d%02d%s' % (y % 100, mm, d, digits(5))
    return brute(mk, pesel.is_valid)


def g_iban(cc, length):
    def mk():
        bban = digits(length - 4)
        if cc == 'FR':
            bban = digits(length - 4 - 13) + digits(13)
        raw = bban + cc + '00'
        num = ''.join(str(int(c, 36)) for c in raw)
        chk = 98 - int(num) % 97
        return '%s%02d%s' % (cc, chk, bban)
    v = brute(mk, iban.is_valid)
    return group(v) if R.random() < 0.7 else v


def g_phone(region, lengths, prefixes=('',)):
    def mk():
        p = R.choice(prefixes)
        n = p + (str(R.randint(1, 9)) if not p else '') + digits(R.choice(lengths) - len(p) - (0 if p else 1))
        return n
    def ok(n):
        try:
            p = phonenumbers.parse(n, region)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_valid_number_for_region(p, region) and phonenumbers.number_type(p) in (
            phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    n = brute(mk, ok)
    p = phonenumbers.parse(n, region)
    style = R.choice(['intl', 'nat', 'e164', 'plain'])
    if style == 'intl':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == 'nat':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == 'e164':
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL).replace(' ', '').replace('-', '')


def g_card(prefix):
    def mk():
        return prefix + digits(16 - len(prefix))
    v = brute(mk, luhn.is_valid)
    return group(v) if R.random() < 0.7 else v


def g_seed(lang, strength=128):
    return Mnemonic(lang).to_mnemonic(bytes(R.getrandbits(8) for _ in range(strength // 8)))


def g_alnum(n, alphabet=string.ascii_letters + string.digits):
    return ''.join(R.choice(alphabet) for _ in range(n))


def g_nino():
    first = 'ABCEGHJKLMNOPRSTWXYZ'; second = 'ABCEGHJKLMNPRSTWXYZ'
    v = brute(lambda: R.choice(first) + R.choice(second) + digits(6) + R.choice('ABCD'), v_nino)
    return '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8]) if R.random() < 0.5 else v


def g_ssn():
    def mk():
        return '%03d-%02d-%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
    return brute(mk, ssn.is_valid)


def g_nir():
    def mk():
        b = R.choice('12') + '%02d%02d' % (R.randint(40, 99), R.randint(1, 12)) + '%02d' % R.randint(1, 95) + digits(6)
        return b + nir.calc_check_digits(b)
    v = brute(mk, nir.is_valid)
    return nir.format(v) if R.random() < 0.6 else v


def ival(mod):
    return mod.is_valid


# type -> (generator, validator on value with separators dropped, checksum-bearing?)
GEN = {
    'pesel': (g_pesel, pesel.is_valid, True),
    'nip': (lambda: (lambda v: R.choice([v, nip.format(v)]))(brute(lambda: digits(10), nip.is_valid)), nip.is_valid, True),
    'regon': (lambda: brute(lambda: digits(9), regon.is_valid), regon.is_valid, True),
    'nrb': (lambda: (lambda v: group(v[2:4] + v[4:], 4) if R.random() < 0.4 else (v[2:4] + ' ' + group(v[4:])) if R.random() < 0.5 else v[2:])(
        re.sub(' ', '', g_iban('PL', 28))), v_nrb, True),
    'iban_pl': (lambda: g_iban('PL', 28), iban.is_valid, True),
    'iban_de': (lambda: g_iban('DE', 22), iban.is_valid, True),
    'iban_es': (lambda: g_iban('ES', 24), iban.is_valid, True),
    'iban_fr': (lambda: g_iban('FR', 27), iban.is_valid, True),
    'iban_gb': (lambda: (lambda b: b)(brute(lambda: g_iban_gb(), iban.is_valid)), iban.is_valid, True),
    'iban_ua': (lambda: g_iban('UA', 29), iban.is_valid, True),
    'iban_it': (lambda: g_iban_it(), iban.is_valid, True),
    'iban_be': (lambda: g_iban('BE', 16), iban.is_valid, True),
    'iban_nl': (lambda: g_iban_nl(), iban.is_valid, True),
    'idnr': (lambda: (lambda v: R.choice([v, idnr.format(v)]))(brute(lambda: str(R.randint(1, 9)) + digits(10), idnr.is_valid)), idnr.is_valid, True),
    'ustid': (lambda: brute(lambda: 'DE' + str(R.randint(1, 9)) + digits(8), de_vat.is_valid), de_vat.is_valid, True),
    'dni': (lambda: (lambda n: n + dni.calc_check_digit(n))(digits(8)), dni.is_valid, True),
    'nie': (lambda: brute(lambda: R.choice('XYZ') + digits(7) + R.choice(string.ascii_uppercase), nie.is_valid), nie.is_valid, True),
    'cif': (lambda: brute(lambda: R.choice('ABB') + digits(8), cif.is_valid), cif.is_valid, True),
    'nir': (g_nir, nir.is_valid, True),
    'siren': (lambda: (lambda v: R.choice([v, siren.format(v)]))(brute(lambda: digits(9), siren.is_valid)), siren.is_valid, True),
    'siret': (lambda: brute(lambda: digits(14), siret.is_valid), siret.is_valid, True),
    'tva': (lambda: (lambda s: 'FR%02d%s' % ((12 + 3 * (int(s) % 97)) % 97, s))(brute(lambda: digits(9), siren.is_valid)), tva.is_valid, True),
    'ssn': (g_ssn, ssn.is_valid, False),
    'nino': (g_nino, v_nino, False),
    'rnokpp': (lambda: brute(lambda: digits(10), rntrc.is_valid), rntrc.is_valid, True),
    'edrpou': (lambda: brute(lambda: digits(8), edrpou.is_valid), edrpou.is_valid, True),
    'inn': (lambda: brute(lambda: digits(12), inn.is_valid), inn.is_valid, True),
    'card_visa': (lambda: g_card('4' + str(R.randint(0, 9))), v_card, True),
    'card_mc': (lambda: g_card('5' + str(R.randint(1, 5))), v_card, True),
    'isbn': (lambda: (lambda v: isbn.format(v) if R.random() < 0.6 else v)(brute(lambda: '978' + digits(10), isbn.is_valid)), isbn.is_valid, True),
    'ean': (lambda: brute(lambda: R.choice(['590', '400', '843', '300', '482']) + digits(10), ean.is_valid), ean.is_valid, True),
    'phone_pl': (lambda: g_phone('PL', [9]), v_phone('PL'), False),
    'phone_de': (lambda: g_phone('DE', [11, 12], ('015', '016', '017')), v_phone('DE'), False),
    'phone_es': (lambda: g_phone('ES', [9]), v_phone('ES'), False),
    'phone_fr': (lambda: g_phone('FR', [10], ('06', '07')), v_phone('FR'), False),
    'phone_ua': (lambda: g_phone('UA', [10], ('050', '067', '063', '093', '097', '066')), v_phone('UA'), False),
    'phone_gb': (lambda: g_phone('GB', [11], ('07',)), v_phone('GB'), False),
    'phone_us': (lambda: g_phone('US', [10]), v_phone('US'), False),
    'phone_ru': (lambda: g_phone('RU', [11], ('89',)), v_phone('RU'), False),
    'seed_en': (lambda: g_seed('english'), v_seed('english'), False),
    'seed_en24': (lambda: g_seed('english', 256), v_seed('english'), False),
    'seed_es': (lambda: g_seed('spanish'), v_seed('spanish'), False),
    'seed_fr': (lambda: g_seed('french'), v_seed('french'), False),
    'seed_it': (lambda: g_seed('italian'), v_seed('italian'), False),
    'ghp': (lambda: 'ghp_' + g_alnum(36), v_re(r'ghp_[A-Za-z0-9]{36}'), False),
    'sk_openai': (lambda: 'sk-proj-' + g_alnum(40), v_re(r'sk-proj-[A-Za-z0-9]{40}'), False),
    'sk_stripe': (lambda: 'sk_live_' + g_alnum(24), v_re(r'sk_live_[A-Za-z0-9]{24}'), False),
    'aws': (lambda: 'AKIA' + g_alnum(16, string.ascii_uppercase + '234567'), v_re(r'AKIA[A-Z2-7]{16}'), False),
    'uuid': (lambda: '%s-%s-4%s-%s%s-%s' % (g_alnum(8, '0123456789abcdef'), g_alnum(4, '0123456789abcdef'), g_alnum(3, '0123456789abcdef'),
                                            R.choice('89ab'), g_alnum(3, '0123456789abcdef'), g_alnum(12, '0123456789abcdef')),
             v_re(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'), False),
}


def g_iban_gb():
    bank = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'])
    bban = bank + digits(14)
    num = ''.join(str(int(c, 36)) for c in bban + 'GB00')
    v = 'GB%02d%s' % (98 - int(num) % 97, bban)
    return group(v) if R.random() < 0.7 else v


def g_iban_it():
    def mk():
        bban = R.choice(string.ascii_uppercase) + digits(10) + digits(12)
        num = ''.join(str(int(c, 36)) for c in bban + 'IT00')
        return 'IT%02d%s' % (98 - int(num) % 97, bban)
    v = brute(mk, iban.is_valid)
    return group(v) if R.random() < 0.7 else v


def g_iban_nl():
    def mk():
        bban = R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + digits(10)
        num = ''.join(str(int(c, 36)) for c in bban + 'NL00')
        return 'NL%02d%s' % (98 - int(num) % 97, bban)
    v = brute(mk, iban.is_valid)
    return group(v) if R.random() < 0.7 else v


def compact(v):
    return re.sub(r'[\s.\-/]', '', v)


def main():
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
            assert kind in LABEL_KINDS[label], (path, n, label, kind)
            vals = []

            def fill(m):
                t = m.group(1)
                gen, val, chk = GEN[t]
                v = gen()
                vals.append((t, v))
                return v
            text = re.sub(r'<<(\w+)>>', fill, text)
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals))
    R.shuffle(rows)
    side = []
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            obj = {'id': 'bzzz15-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                   'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(obj, ensure_ascii=False) + '\n')
            side.append({'id': obj['id'], 'values': r['_vals']})
    with open(os.path.join(HERE, 'generated-values.json'), 'w', encoding='utf-8') as f:
        json.dump(side, f, ensure_ascii=False, indent=0)
    check(side)


def check(side):
    data = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    keys = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    assert all(list(d.keys()) == keys for d in data)
    ids = [d['id'] for d in data]; assert len(set(ids)) == len(ids)
    texts = [d['text'] for d in data]; dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    assert all(d['lang'] in LANGS and d['kind'] in LABEL_KINDS[d['label']] for d in data)
    assert not any('<<' in d['text'] for d in data)
    byid = {d['id']: d for d in data}
    nvals = 0; mut_total = 0; mut_acc = 0; per_type = collections.Counter(); per_type_acc = collections.Counter()
    for s in side:
        for t, v in s['values']:
            gen, val, chk = GEN[t]
            assert v in byid[s['id']]['text'], (s['id'], v)
            c = compact(v) if (chk or t in ('ssn', 'nino')) else v
            assert val(c), (s['id'], t, v)
            nvals += 1
            if chk:
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        mut_total += 1; per_type[t] += 1
                        if val(m):
                            mut_acc += 1; per_type_acc[t] += 1
    print('lines', len(data), 'values', nvals)
    print('mutation: %d variants, %d still accepted' % (mut_total, mut_acc))
    for t in sorted(per_type):
        print('  %-10s %5d variants, %d accepted' % (t, per_type[t], per_type_acc[t]))
    for k in ['lang', 'label', 'kind']:
        print(k, dict(sorted(collections.Counter(d[k] for d in data).items())))
    red = [d for d in data if d['label'] == 'red']
    print('red identifier+secret share %.2f' % (sum(d['kind'] in ('identifier', 'secret') for d in red) / len(red)))
    green = [d for d in data if d['label'] == 'green']
    print('green lookalike share %.2f' % (sum(d['kind'] == 'benign-lookalike' for d in green) / len(green)))
    for lang in LANGS:
        print(lang, dict(collections.Counter(d['label'] for d in data if d['lang'] == lang)))


if __name__ == '__main__':
    main()
