"""Build broad-zzz14.jsonl from lines-*.txt (label|kind|category|note|text with <<placeholders>>)."""
import json, re, random, collections, sys, os
import values as V
from stdnum import luhn, iban, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzz14.jsonl')
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def gen(ph):
    p = ph.split(':'); k = p[0]
    if k == 'iban': return V.g_iban(p[1], spaced=(len(p) < 3))
    if k == 'card': return V.g_card(p[1])
    if k == 'phone': return V.g_phone(p[1], p[2] if len(p) > 2 else None)
    if k == 'seed': return V.g_seed(p[1], int(p[2]))
    if k == 'token': return V.g_token(p[1])
    return getattr(V, 'g_' + k)()

def strip(v): return re.sub(r'[\s\-./]', '', v)

def validator(ph):
    p = ph.split(':'); k = p[0]
    table = {'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': lambda x: iban.is_valid(x) and V.national_ok(x),
             'nrb': lambda x: iban.is_valid('PL' + x) and V.national_ok('PL' + x), 'idnr': idnr.is_valid, 'devat': devat.is_valid,
             'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
             'siret': siret.is_valid, 'tva': tva.is_valid, 'ssn': ssn.is_valid, 'nino': V.nino_ok, 'rntrc': rntrc.is_valid,
             'edrpou': edrpou.is_valid, 'inn': inn.is_valid, 'card': luhn.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid}
    if k == 'phone': return lambda x: V.phone_ok(x if x.startswith('+') else x, p[1]) or V.phone_ok('+' + x, p[1])
    if k == 'seed': return lambda x: V.seed_ok(x, p[1])
    if k == 'token': return lambda x: len(x) >= 20 and ' ' not in x
    return table[k]

CHECKSUM = {'pesel', 'nip', 'regon', 'iban', 'nrb', 'idnr', 'devat', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret', 'tva',
            'rntrc', 'edrpou', 'inn', 'card', 'isbn', 'ean'}

def main():
    rows, used = [], []
    for lang in LANGS:
        fn = os.path.join(HERE, f'lines-{lang}.txt')
        for n, line in enumerate(open(fn, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'): continue
            parts = line.split('|', 4)
            assert len(parts) == 5, (fn, n, line)
            label, kind, cat, note, text = [x.strip() for x in parts]
            assert kind in KINDS[label], (fn, n, label, kind)
            vals = []
            def sub(m):
                ph = m.group(1); v = gen(ph); vals.append((ph, v)); return v
            text = re.sub(r'<<([^>]+)>>', sub, text).replace('\\n', '\n')
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note)); used.append(vals)
    order = list(range(len(rows))); random.Random(14014).shuffle(order)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, j in enumerate(order, 1):
            r = rows[j]
            f.write(json.dumps({'id': f'bzzz14-{i:04d}', **r}, ensure_ascii=False) + '\n')
    # ---- re-read and check ----
    back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    assert len(back) == len(rows)
    assert len({b['id'] for b in back}) == len(back), 'dup ids'
    texts = collections.Counter(b['text'] for b in back)
    dups = [t for t, c in texts.items() if c > 1]; assert not dups, dups
    assert all(list(b.keys()) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note'] for b in back)
    nvals = bad = 0; mut_total = mut_acc = 0; mut_by = collections.Counter(); mut_n = collections.Counter()
    for i, j in enumerate(order):
        b = back[i]; assert b['text'] == rows[j]['text']
        assert b['kind'] in KINDS[b['label']] and b['lang'] in LANGS
        for ph, v in used[j]:
            nvals += 1
            assert v in b['text'], (ph, v)
            ok = validator(ph)(strip(v) if not ph.startswith(('seed', 'phone')) else v)
            if not ok: bad += 1; print('INVALID', ph, v)
            k = ph.split(':')[0]
            if k in CHECKSUM:
                s = strip(v); val = validator(ph)
                for pos, ch in enumerate(s):
                    if ch.isdigit():
                        m = s[:pos] + str((int(ch) + 1) % 10) + s[pos + 1:]
                        mut_total += 1
                        try: acc = bool(val(m))
                        except Exception: acc = False
                        mut_acc += acc
                        if acc: mut_by[k] += 1
                    mut_n[k] += 1
    print(f'lines={len(back)} generated values={nvals} invalid={bad}')
    print(f'mutation check: {mut_total} single-digit variants, {mut_acc} still accepted')
    print('  variants per type', dict(mut_n), 'accepted per type', dict(mut_by))
    for key in ('lang', 'label', 'kind'):
        print(key, dict(collections.Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b['label'] == 'red']
    print('red ids+secrets share', round(sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red), 3))
    print('green lookalike share', round(sum(b['kind'] == 'benign-lookalike' for b in back) / sum(b['label'] == 'green' for b in back), 3))

if __name__ == '__main__':
    main()
