#!/usr/bin/env python3
"""Build broad-zzz5.jsonl from the hand-written lines-*.txt files.

Line format in lines-<lang>.txt:  label|kind|category|note|text   ('#' lines and blanks ignored)
Placeholders <<name>> or <<name:arg>> are filled with freshly generated values (see GEN).
Run:  python build.py   (writes ../broad-zzz5.jsonl, re-reads and checks it, prints counts and mutation check)
"""
import collections, json, os, random, re, secrets, string, sys, uuid, hashlib, datetime

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
OUT = os.path.join(os.path.dirname(HERE), 'broad-zzz5.jsonl')
PREFIX = 'bzzz5'
R = random.Random(20261204)
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity',
                 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))


def until(make, ok):
    for _ in range(100000):
        v = make()
        if ok(v):
            return v
    raise RuntimeError('no value')


def group(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---- generators: each returns (text_as_written, validator_name) ----
def g_pesel(_):
    def mk():
        y = R.randint(1950, 2008); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = '%02d%02d%02d' % (y % 100, mm, d) + digits(4)
        return base + pesel.calc_check_digit(base)
    return until(mk, pesel.is_valid), 'pesel'


def g_nip(_):
    v = until(lambda: R.choice('123456789') + digits(9), nip.is_valid)
    style = R.choice(['dash', 'plain', 'dash2'])
    if style == 'dash':
        return '%s-%s-%s-%s' % (v[:3], v[3:6], v[6:8], v[8:]), 'nip'
    if style == 'dash2':
        return '%s-%s-%s-%s' % (v[:3], v[3:5], v[5:7], v[7:]), 'nip'
    return v, 'nip'


def g_regon(_):
    return until(lambda: R.choice('123456789') + digits(8), regon.is_valid), 'regon'


def mod97_iban(cc, bban):
    tmp = bban + cc + '00'
    num = int(''.join(str(int(c, 36)) for c in tmp))
    return cc + '%02d' % (98 - num % 97) + bban


BBAN = {  # country: function producing a random BBAN of the right shape
    'DE': lambda: digits(18), 'PL': lambda: digits(24), 'FR': lambda: digits(10) + digits(11) + digits(2),
    'ES': lambda: digits(20), 'GB': lambda: R.choice(['NWBK', 'BARC', 'MIDL', 'LOYD']) + digits(14),
    'UA': lambda: digits(6) + digits(19), 'NL': lambda: R.choice(['INGB', 'RABO', 'ABNA']) + digits(10),
    'IT': lambda: R.choice(string.ascii_uppercase) + digits(10) + digits(12), 'BE': lambda: digits(12),
    'AT': lambda: digits(16), 'PT': lambda: digits(21), 'CH': lambda: digits(17),
}


def g_iban(arg):
    cc = arg or 'DE'
    v = until(lambda: mod97_iban(cc, BBAN[cc]()), iban.is_valid)
    return (group(v) if R.random() < 0.75 else v), 'iban'


def g_nrb(_):
    v = until(lambda: mod97_iban('PL', BBAN['PL']()), iban.is_valid)
    n = v[2:]
    return (n[:2] + ' ' + group(n[2:]) if R.random() < 0.8 else n), 'nrb'


def g_steuerid(_):
    v = until(lambda: R.choice('123456789') + digits(10), idnr.is_valid)
    return (R.choice([v, '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])])), 'steuerid'


def g_ustid(_):
    v = until(lambda: 'DE' + R.choice('123456789') + digits(8), devat.is_valid)
    return (v if R.random() < 0.6 else v[:2] + ' ' + v[2:]), 'ustid'


def g_dni(_):
    b = digits(8)
    return b + dni.calc_check_digit(b), 'dni'


def g_nie(_):
    v = until(lambda: (lambda b: b + nie.calc_check_digit(b))(R.choice('XYZ') + digits(7)), nie.is_valid)
    return (v if R.random() < 0.6 else v[0] + '-' + v[1:8] + '-' + v[8]), 'nie'


def g_cif(_):
    return until(lambda: R.choice('ABBBEFGHJ') + digits(8), cif.is_valid), 'cif'


def g_nir(_):
    def mk():
        b = R.choice('12') + '%02d' % R.randint(50, 99) + '%02d' % R.randint(1, 12) + \
            '%02d' % R.choice([13, 31, 33, 35, 44, 59, 69, 75, 92, 93]) + digits(3) + digits(3)
        return b + nir.calc_check_digits(b)
    v = until(mk, nir.is_valid)
    return (nir.format(v) if R.random() < 0.7 else v), 'nir'


def g_siren(_):
    v = until(lambda: R.choice('3456789') + digits(8), siren.is_valid)
    return (siren.format(v) if R.random() < 0.6 else v), 'siren'


def g_siret(_):
    v = until(lambda: R.choice('3456789') + digits(13), siret.is_valid)
    return (siret.format(v) if R.random() < 0.6 else v), 'siret'


def g_tva(_):
    s = until(lambda: R.choice('3456789') + digits(8), siren.is_valid)
    v = 'FR' + '%02d' % ((int(s + '12') // 1 * 0 + (12 + 3 * (int(s) % 97)) % 97)) + s
    assert tva.is_valid(v), v
    return (v if R.random() < 0.5 else 'FR %s %s' % (v[2:4], siren.format(s))), 'tva'


def g_ssn(_):
    def mk():
        return '%03d%02d%04d' % (R.randint(1, 665), R.randint(1, 99), R.randint(1, 9999))
    v = until(mk, ssn.is_valid)
    return (ssn.format(v) if R.random() < 0.8 else v), 'ssn'


def g_nino(_):
    first = 'ABCEGHJKLMNOPRSTWXYZ'; second = 'ABCEGHJKLMNPRSTWXYZ'
    v = until(lambda: R.choice(first) + R.choice(second) + digits(6) + R.choice('ABCD'),
              lambda v: v[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'))
    return (v if R.random() < 0.4 else '%s %s %s %s %s' % (v[:2], v[2:4], v[4:6], v[6:8], v[8])), 'nino'


def g_rnokpp(_):
    return until(lambda: R.choice('123') + digits(9), rntrc.is_valid), 'rnokpp'


def g_edrpou(_):
    return until(lambda: R.choice('234') + digits(7), edrpou.is_valid), 'edrpou'


def g_inn(_):
    return until(lambda: R.choice(['77', '78', '50', '54', '66']) + digits(10), inn.is_valid), 'inn'


def g_card(arg):
    def mk():
        p = R.choice(['4', '51', '52', '53', '54', '55', '2221']) if arg != 'amex' else R.choice(['34', '37'])
        n = 15 if arg == 'amex' else 16
        b = p + digits(n - len(p) - 1)
        return b + luhn.calc_check_digit(b)
    v = until(mk, luhn.is_valid)
    if arg == 'amex':
        return v[:4] + ' ' + v[4:10] + ' ' + v[10:], 'card'
    return (group(v) if R.random() < 0.6 else (group(v, 4, '-') if R.random() < 0.5 else v)), 'card'


def g_isbn(_):
    b = R.choice(['97883', '97838', '97884', '97820', '97861', '97817', '97859']) + digits(7)
    v = b + ean.calc_check_digit(b)
    return isbn.format(v) if R.random() < 0.7 else v, 'isbn'


def g_ean(_):
    b = R.choice(['590', '400', '841', '300', '482', '460']) + digits(9)
    return b + ean.calc_check_digit(b), 'ean'


PHONE_PREFIX = {'PL': ['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88'], 'DE': ['151', '160', '170', '171', '176', '157'],
                'ES': ['6', '7'], 'FR': ['6', '7'], 'UA': ['50', '63', '66', '67', '68', '73', '93', '97', '98'],
                'GB': ['7'], 'US': None, 'RU': ['91', '92', '98', '90']}


def g_phone(arg):
    reg = arg or 'PL'
    meta = phonenumbers.PhoneMetadata.metadata_for_region(reg)

    def mk():
        if reg == 'US':
            nat = R.choice(['212', '415', '512', '617', '720', '303', '206']) + R.choice('23456789') + digits(6)
        else:
            ex = phonenumbers.example_number_for_type(reg, phonenumbers.PhoneNumberType.MOBILE)
            L = len(str(ex.national_number))
            pre = R.choice(PHONE_PREFIX[reg])
            nat = pre + digits(L - len(pre))
        return phonenumbers.parse(nat, reg)
    p = until(mk, lambda p: phonenumbers.is_valid_number(p))
    style = R.choice(['intl', 'nat', 'e164', 'plain'])
    if style == 'intl':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    elif style == 'nat':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    elif style == 'e164':
        s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    else:
        s = re.sub(r'\D', '', phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))
    return s, 'phone-' + reg


def g_seed(arg):
    lang = arg or 'english'
    m = Mnemonic(lang)
    nbytes = R.choice([16, 16, 32]) if lang == 'english' else 16
    words = m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(nbytes)))  # entropy from the fixed-seed RNG
    return words, 'seed-' + lang


def rnd(alpha, n):
    return ''.join(secrets.choice(alpha) for _ in range(n))


AN = string.ascii_letters + string.digits


def g_token(arg):
    shapes = {
        'ghp': lambda: 'ghp_' + rnd(AN, 36),
        'glpat': lambda: 'glpat-' + rnd(AN + '_-', 20),
        'aws': lambda: 'AKIA' + rnd(string.ascii_uppercase + '234567', 16),
        'awssecret': lambda: rnd(AN + '/+', 40),
        'sklive': lambda: 'sk_live_' + rnd(AN, 24),
        'slack': lambda: 'xoxb-' + rnd(string.digits, 12) + '-' + rnd(string.digits, 13) + '-' + rnd(AN, 24),
        'openai': lambda: 'sk-proj-' + rnd(AN + '_-', 48),
        'google': lambda: 'AIza' + rnd(AN + '_-', 35),
        'tg': lambda: rnd(string.digits, 10) + ':AA' + rnd(AN + '_-', 33),
        'hex': lambda: secrets.token_hex(20),
    }
    return shapes[arg](), 'token-' + arg


def g_uuid(_):
    return str(uuid.UUID(int=R.getrandbits(128), version=4)), None


def g_sha(arg):
    h = hashlib.sha1(str(R.random()).encode()).hexdigest()
    return (h[:int(arg)] if arg else h), None


GEN = {'pesel': g_pesel, 'nip': g_nip, 'regon': g_regon, 'iban': g_iban, 'nrb': g_nrb,
       'steuerid': g_steuerid, 'ustid': g_ustid, 'dni': g_dni, 'nie': g_nie, 'cif': g_cif, 'nir': g_nir,
       'siren': g_siren, 'siret': g_siret, 'tva': g_tva, 'ssn': g_ssn, 'nino': g_nino, 'rnokpp': g_rnokpp,
       'edrpou': g_edrpou, 'inn': g_inn, 'card': g_card, 'isbn': g_isbn, 'ean': g_ean, 'phone': g_phone,
       'seed': g_seed, 'token': g_token, 'uuid': g_uuid, 'sha': g_sha}

NINO_RE = re.compile(r'^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$')
TOKEN_RE = {'ghp': r'ghp_[A-Za-z0-9]{36}', 'glpat': r'glpat-[A-Za-z0-9_-]{20}', 'aws': r'AKIA[A-Z2-7]{16}',
            'awssecret': r'[A-Za-z0-9/+]{40}', 'sklive': r'sk_live_[A-Za-z0-9]{24}',
            'slack': r'xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}', 'openai': r'sk-proj-[A-Za-z0-9_-]{48}',
            'google': r'AIza[A-Za-z0-9_-]{35}', 'tg': r'\d{10}:AA[A-Za-z0-9_-]{33}', 'hex': r'[0-9a-f]{40}'}


def validate(kind, value):
    """Re-validate a value after separators are dropped."""
    c = re.sub(r'[\s\-]', '', value)
    if kind == 'pesel': return pesel.is_valid(c)
    if kind == 'nip': return nip.is_valid(c)
    if kind == 'regon': return regon.is_valid(c)
    if kind == 'iban': return iban.is_valid(c)
    if kind == 'nrb': return iban.is_valid('PL' + c)
    if kind == 'steuerid': return idnr.is_valid(c)
    if kind == 'ustid': return devat.is_valid(c)
    if kind == 'dni': return dni.is_valid(c)
    if kind == 'nie': return nie.is_valid(c)
    if kind == 'cif': return cif.is_valid(c)
    if kind == 'nir': return nir.is_valid(c)
    if kind == 'siren': return siren.is_valid(c)
    if kind == 'siret': return siret.is_valid(c)
    if kind == 'tva': return tva.is_valid(c)
    if kind == 'ssn': return ssn.is_valid(c)
    if kind == 'nino': return bool(NINO_RE.match(c))
    if kind == 'rnokpp': return rntrc.is_valid(c)
    if kind == 'edrpou': return edrpou.is_valid(c)
    if kind == 'inn': return inn.is_valid(c)
    if kind == 'card': return luhn.is_valid(c) and 13 <= len(c) <= 19
    if kind == 'isbn': return isbn.is_valid(c)
    if kind == 'ean': return ean.is_valid(c)
    if kind.startswith('phone-'):
        reg = kind[6:]
        try:
            return phonenumbers.is_valid_number(phonenumbers.parse(value, reg))
        except phonenumbers.NumberParseException:
            return False
    if kind.startswith('seed-'):
        return Mnemonic(kind[5:]).check(value)
    if kind.startswith('token-'):
        return re.fullmatch(TOKEN_RE[kind[6:]], value) is not None
    raise KeyError(kind)


CHECKSUM = {'pesel', 'nip', 'regon', 'iban', 'nrb', 'steuerid', 'ustid', 'dni', 'nie', 'cif', 'nir', 'siren',
            'siret', 'tva', 'rnokpp', 'edrpou', 'inn', 'card', 'isbn', 'ean'}

WHY = {  # reason appended to every hand-written note, by kind
    'identifier': ' - identifies a real (fictional) person', 'secret': ' - secret that opens an account, device or place',
    'identity': ' - named person tied to home address, plate or birth date',
    'health': ' - health disclosure about an identifiable person', 'sexuality': ' - sexuality disclosure',
    'beliefs': ' - religion, politics or union membership disclosure', 'ethnicity': ' - ethnicity disclosure',
    'finance': ' - money trouble or income disclosure', 'relationship': ' - intimate relationship matter',
    'uncertain': ' - partial, unconfirmed or undecided', 'benign': ' - no personal data',
    'benign-lookalike': ' - looks sensitive but is public, documented, placeholder or an object number',
}

PH = re.compile(r'<<([a-z0-9]+)(?::([A-Za-z0-9_]+))?>>')


def main():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, 'lines-%s.txt' % lang)
        for ln, raw in enumerate(open(path, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = raw.split('|')
            if len(parts) != 5:
                sys.exit('%s:%d: expected 5 fields, got %d' % (path, ln, len(parts)))
            label, kind, cat, note, text = [p.strip() for p in parts]
            note = note + WHY[kind]
            values = []

            def fill(m):
                v, vk = GEN[m.group(1)](m.group(2))
                if vk:
                    values.append((vk, v))
                return v
            text = PH.sub(fill, text)
            rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat,
                         'note': note, '_values': values, '_src': '%s:%d' % (os.path.basename(path), ln)})
    R.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            o = {'id': '%s-%04d' % (PREFIX, i), 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'values.json'), 'w', encoding='utf-8') as f:
        json.dump([{'id': '%s-%04d' % (PREFIX, i), 'src': r['_src'], 'values': r['_values']}
                   for i, r in enumerate(rows, 1)], f, ensure_ascii=False, indent=0)

    # ---- re-read and check ----
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    errs = []
    assert len(back) == len(rows)
    ids = [b['id'] for b in back]
    if len(set(ids)) != len(ids): errs.append('duplicate ids')
    texts = [b['text'] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    if dup: errs.append('repeated texts: %d' % len(dup))
    nval = 0
    for b, r in zip(back, rows):
        if list(b.keys()) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append(b['id'] + ' keys')
        if b['lang'] not in LANGS: errs.append(b['id'] + ' lang')
        if b['label'] not in KINDS or b['kind'] not in KINDS[b['label']]: errs.append(b['id'] + ' label/kind')
        if '<<' in b['text'] or '>>' in b['text']: errs.append(b['id'] + ' unfilled placeholder')
        for vk, v in r['_values']:
            nval += 1
            if v not in b['text']: errs.append('%s value not verbatim: %s' % (b['id'], v))
            if not validate(vk, v): errs.append('%s value invalid: %s %s' % (b['id'], vk, v))
    # mutation check
    tried = accepted = 0
    per = collections.Counter(); per_acc = collections.Counter()
    for r in rows:
        for vk, v in r['_values']:
            if vk not in CHECKSUM: continue
            c = re.sub(r'[\s\-]', '', v)
            for i, ch in enumerate(c):
                if not ch.isdigit(): continue
                mut = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                tried += 1; per[vk] += 1
                if validate(vk, mut):
                    accepted += 1; per_acc[vk] += 1
    print('lines:', len(back), ' generated values checked:', nval)
    for key in ('lang', 'label', 'kind'):
        print('by %s:' % key, dict(collections.Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b['label'] == 'red']
    print('red share: %.3f; id+secret share of red: %.3f' % (len(red) / len(back),
          sum(b['kind'] in ('identifier', 'secret') for b in red) / max(1, len(red))))
    gr = [b for b in back if b['label'] == 'green']
    print('green lookalike share of green: %.3f' % (sum(b['kind'] == 'benign-lookalike' for b in gr) / max(1, len(gr))))
    print('by lang x label:', {l: dict(collections.Counter(b['label'] for b in back if b['lang'] == l)) for l in LANGS})
    print('mutation check: %d single-digit variants of checksum-bearing values, %d still accepted' % (tried, accepted))
    print('  accepted by type:', dict(per_acc), ' tried by type:', dict(per))
    print('ERRORS:', len(errs))
    for e in errs[:40]: print('  ', e)
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main())
