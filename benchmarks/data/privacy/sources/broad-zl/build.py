"""Build broad-zl.jsonl from the hand-written t*.txt files and re-check it.

Row format in t*.txt: lang|label|kind|category|note|text   (label r/g/y, kind abbreviation)
Placeholders in text: <<TYPE>> or <<TYPE:fmt>> (optionally <<TYPE#n>> to reuse a value inside one line).
"""
import collections
import glob
import json
import os
import re
import sys

import phonenumbers

import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zl.jsonl')
LAB = {'r': 'red', 'g': 'green', 'y': 'yellow'}
KIND = {'id': 'identifier', 'sec': 'secret', 'ide': 'identity', 'hea': 'health', 'sex': 'sexuality',
        'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
        'ben': 'benign', 'look': 'benign-lookalike'}
OK_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance',
                    'relationship'},
            'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def grp(s, sizes):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return [x for x in out if x]


def fmt_value(t, f):
    """returns (text form, validator of compact form)"""
    f = f or ''
    if t.startswith('IBAN_'):
        v = gen.g_iban(t[5:])
        return (' '.join(grp(v, [4] * 9)) if f == 'sp' else v), gen.std_iban.is_valid
    if t.startswith('PHONE_') or t.startswith('FIX_'):
        reg = t.split('_')[1]
        p = gen.g_phone(reg, mobile=t.startswith('PHONE_'))
        if f == 'nat':
            s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
        elif f == 'e164':
            s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
        elif f == 'raw':
            s = re.sub(r'\D', '', phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))
        elif f == '00':
            s = '00' + phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)[1:]
        else:
            s = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        return s, (lambda c, reg=reg: gen.v_phone(c if not c.startswith('00') else '+' + c[2:], reg))
    simple = {
        'PESEL': (gen.g_pesel, gen.pesel.is_valid, {}),
        'NIP': (gen.g_nip, gen.nip.is_valid, {'dash': [3, 3, 2, 2], 'dash2': [3, 2, 2, 3]}),
        'REGON': (gen.g_regon, gen.regon.is_valid, {'sp': [3, 3, 3]}),
        'NRB': (gen.g_nrb, lambda c: gen.std_iban.is_valid('PL' + c), {'sp': [2, 4, 4, 4, 4, 4, 4]}),
        'STEUERID': (gen.g_steuerid, gen.idnr.is_valid, {'sp': [2, 3, 3, 3]}),
        'DEVAT': (gen.g_devat, gen.de_vat.is_valid, {}),
        'DNI': (gen.g_dni, gen.dni.is_valid, {'dash': [8]}),
        'NIE': (gen.g_nie, gen.nie.is_valid, {'dash': [1, 7]}),
        'CIF': (gen.g_cif, gen.cif.is_valid, {'dash': [1, 7]}),
        'NIR': (gen.g_nir, gen.nir.is_valid, {'sp': [1, 2, 2, 2, 3, 3, 2]}),
        'SIREN': (gen.g_siren, gen.siren.is_valid, {'sp': [3, 3, 3]}),
        'SIRET': (gen.g_siret, gen.siret.is_valid, {'sp': [3, 3, 3, 5]}),
        'FRTVA': (gen.g_frtva, gen.fr_tva.is_valid, {'sp': [2, 2, 3, 3, 3]}),
        'SSN': (gen.g_ssn, gen.ssn.is_valid, {'dash': [3, 2, 4], 'sp': [3, 2, 4]}),
        'EIN': (gen.g_ein, gen.ein.is_valid, {'dash': [2, 7]}),
        'RNOKPP': (gen.g_rnokpp, gen.rntrc.is_valid, {}),
        'EDRPOU': (gen.g_edrpou, gen.edrpou.is_valid, {}),
        'INN10': (gen.g_inn10, gen.inn.is_valid, {}),
        'INN': (gen.g_inn12, gen.inn.is_valid, {}),
        'SNILS': (gen.g_snils, gen.v_snils, {'dash': [3, 3, 3]}),
        'NHS': (gen.g_nhs, gen.nhs.is_valid, {'sp': [3, 3, 4]}),
        'GBVAT': (gen.g_gbvat, gen.gb_vat.is_valid, {'sp': [5, 4]}),
        'NINO': (gen.g_nino, gen.v_nino, {'sp': [2, 2, 2, 2, 1]}),
        'PLID': (gen.g_plid, gen.v_plid, {'sp': [3, 6]}),
        'FRNIF': (gen.g_frnif, gen.fr_nif.is_valid, {'sp': [2, 2, 3, 3, 3]}),
        'ATVNR': (gen.g_atvnr, gen.at_vnr.is_valid, {'sp': [4, 6]}),
        'KVNR': (gen.g_kvnr, gen.v_kvnr, {}),
        'ISBN': (gen.g_isbn, gen.isbn.is_valid, {'dash': [3, 2, 4, 3, 1]}),
        'EAN': (gen.g_ean, gen.ean.is_valid, {'sp': [1, 6, 6]}),
        'VISA': (lambda: gen.g_card('visa'), gen.luhn.is_valid, {'sp': [4, 4, 4, 4], 'dash': [4, 4, 4, 4]}),
        'MC': (lambda: gen.g_card('mc'), gen.luhn.is_valid, {'sp': [4, 4, 4, 4], 'dash': [4, 4, 4, 4]}),
        'AMEX': (lambda: gen.g_card('amex'), gen.luhn.is_valid, {'sp': [4, 6, 5]}),
    }
    if t == 'PESEL' and f in ('kid', 'old'):
        val = gen.g_pesel(2012, 2023) if f == 'kid' else gen.g_pesel(1932, 1956)
        return val, gen.pesel.is_valid
    if t in simple:
        g, v, forms = simple[t]
        val = g()
        if f in forms:
            sep = '-' if f.startswith('dash') else ' '
            val = sep.join(grp(val, forms[f]))
        elif f == 'pl' and t == 'NIP':
            val = 'PL' + val
        return val, v
    if t == 'SEED12':
        s = gen.g_seed(12)
        return s, None
    if t == 'SEED24':
        s = gen.g_seed(24)
        return s, None
    raise KeyError(t)


PH = re.compile(r'<<([A-Z0-9_]+)(?::([a-z0-9]+))?(?:#(\d))?>>')


def main():
    rows, registered = [], []
    files = sorted(glob.glob(os.path.join(HERE, 't*.txt')))
    for fn in files:
        for ln, line in enumerate(open(fn, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('|', 5)
            if len(parts) != 6:
                sys.exit(f'{fn}:{ln}: bad row')
            lang, lab, kind, cat, note, text = [p.strip() if i < 5 else p for i, p in enumerate(parts)]
            cache, vals = {}, []

            def sub(m):
                key = (m.group(1), m.group(2), m.group(3))
                if m.group(3) and key in cache:
                    return cache[key][0]
                s, v = fmt_value(m.group(1), m.group(2))
                cache[key] = (s, v)
                vals.append((m.group(1), s, v))
                return s
            text = PH.sub(sub, text).strip()
            rows.append({'lang': lang, 'label': LAB[lab], 'kind': KIND[kind], 'category': cat, 'note': note,
                         'text': text})
            registered.append(vals)
    with open(OUT, 'w', encoding='utf-8') as out:
        for i, r in enumerate(rows, 1):
            r2 = {'id': f'bzl-{i:04d}', 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                  'kind': r['kind'], 'category': r['category'], 'note': r['note']}
            out.write(json.dumps(r2, ensure_ascii=False) + '\n')
    check(registered)


def check(registered):
    rows = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    errs = []
    ids = collections.Counter(r['id'] for r in rows)
    texts = collections.Counter(r['text'] for r in rows)
    errs += [f'dup id {k}' for k, n in ids.items() if n > 1]
    errs += [f'dup text {k[:40]}' for k, n in texts.items() if n > 1]
    nval = nid = 0
    for r, vals in zip(rows, registered):
        if set(r) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}:
            errs.append(f"{r['id']} fields")
        if r['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}:
            errs.append(f"{r['id']} lang")
        if r['kind'] not in OK_KINDS[r['label']]:
            errs.append(f"{r['id']} label/kind")
        if '<<' in r['text'] or '>>' in r['text']:
            errs.append(f"{r['id']} placeholder left")
        for t, s, v in vals:
            nval += 1
            if s not in r['text']:
                errs.append(f"{r['id']} {t} not verbatim")
            if t.startswith('SEED'):
                if not gen.v_seed(s):
                    errs.append(f"{r['id']} seed invalid")
                continue
            nid += 1
            if not v(gen.compact(s)):
                errs.append(f"{r['id']} {t} invalid after compaction")
    for e in errs:
        print('ERROR', e)
    print(f'{len(rows)} rows, {nval} generated values, {nid} identifier-like re-validated, {len(errs)} errors')
    stats(rows)


def stats(rows):
    c = collections.Counter
    n = len(rows)
    print('lang', c(r['lang'] for r in rows).most_common())
    lab = c(r['label'] for r in rows)
    print('label', [(k, v, round(100 * v / n, 1)) for k, v in lab.most_common()])
    print('kind', c(r['kind'] for r in rows).most_common())
    ll = collections.defaultdict(c)
    for r in rows:
        ll[r['lang']][r['label']] += 1
    for k in sorted(ll, key=lambda k: -sum(ll[k].values())):
        print(' ', k, f"{ll[k]['red']}/{ll[k]['green']}/{ll[k]['yellow']}")
    print('categories', len(set(r['category'] for r in rows)))


if __name__ == '__main__':
    main()
