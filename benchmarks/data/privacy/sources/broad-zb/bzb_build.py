"""Builds broad-zb.jsonl from the hand-written rows in bzb_{pl,en,de,es,fr,uk}.py and re-checks it."""
import collections
import importlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bzb_gen as G  # noqa: E402
from stdnum import ean, iban, isbn, luhn  # noqa: E402
from stdnum.de import idnr, vat as devat  # noqa: E402
from stdnum.es import cif, dni, nie  # noqa: E402
from stdnum.fr import nir, siren, siret  # noqa: E402
from stdnum.pl import nip, pesel, regon  # noqa: E402
from stdnum.ua import edrpou, rntrc  # noqa: E402
from stdnum.us import ssn  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zb.jsonl')
KIND = {'id': 'identifier', 'sec': 'secret', 'ident': 'identity', 'hea': 'health', 'sex': 'sexuality',
        'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
        'ben': 'benign', 'look': 'benign-lookalike'}
LABEL = {'identifier': 'red', 'secret': 'red', 'identity': 'red', 'health': 'red', 'sexuality': 'red',
         'beliefs': 'red', 'ethnicity': 'red', 'finance': 'red', 'relationship': 'red',
         'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'}
SEP = re.compile(r'[\s\-./]')


def strip(v):
    return SEP.sub('', v)


def make(t, args):
    """returns (display value, validator on separator-free value or None, identifier_like)"""
    a = args[0] if args else None
    b = args[1] if len(args) > 1 else None
    if t == 'pesel':
        v = G.gen_pesel(int(a), int(b)) if a else G.gen_pesel()
        return v, pesel.is_valid, True
    if t == 'nip':
        v = G.gen_nip()
        d = {'dash': G.groups(v, (3, 3, 2, 2), '-'), 'dash2': G.groups(v, (3, 2, 2, 3), '-'), 'pl': 'PL' + v,
             'sp': G.groups(v, (3, 3, 2, 2))}.get(a, v)
        return d, lambda s: nip.is_valid(s), True
    if t == 'regon':
        return G.gen_regon(int(a) if a else 9), regon.is_valid, True
    if t == 'nrb':
        v = G.gen_nrb()
        return (v if a == 'plain' else G.groups(v, (2, 4, 4, 4, 4, 4, 4))), lambda s: iban.is_valid('PL' + s), True
    if t == 'iban':
        v = G.gen_iban(a)
        return (v if b == 'plain' else G.g4(v)), iban.is_valid, True
    if t == 'plid':
        v = G.gen_plid()
        return (v[:3] + ' ' + v[3:] if a == 'sp' else v), G.check_plid, True
    if t == 'plpass':
        return G.gen_plpass(), G.check_plpass, True
    if t == 'idnr':
        v = G.gen_idnr()
        return (G.groups(v, (2, 3, 3, 3)) if a == 'sp' else v), idnr.is_valid, True
    if t == 'devat':
        return G.gen_devat(), devat.is_valid, True
    if t == 'dni':
        v = G.gen_dni()
        return (v[:8] + '-' + v[8] if a == 'dash' else v), dni.is_valid, True
    if t == 'nie':
        v = G.gen_nie()
        return (v[0] + '-' + v[1:8] + '-' + v[8] if a == 'dash' else v), nie.is_valid, True
    if t == 'cif':
        return G.gen_cif(), cif.is_valid, True
    if t == 'nir':
        v = G.gen_nir()
        return (G.groups(v, (1, 2, 2, 2, 3, 3, 2)) if a == 'sp' else v), nir.is_valid, True
    if t == 'siren':
        v = G.gen_siren()
        return (G.groups(v, (3, 3, 3)) if a == 'sp' else v), siren.is_valid, True
    if t == 'siret':
        v = G.gen_siret()
        return (G.groups(v, (3, 3, 3, 5)) if a == 'sp' else v), siret.is_valid, True
    if t == 'svnr':
        return G.gen_svnr(), G.check_svnr, True
    if t == 'ssn':
        v = G.gen_ssn()
        return v, lambda s: ssn.is_valid(s), True
    if t == 'nino':
        v = G.gen_nino()
        return (G.groups(v, (2, 2, 2, 2, 1)) if a == 'sp' else v), G.check_nino, True
    if t == 'rnokpp':
        return G.gen_rnokpp(), rntrc.is_valid, True
    if t == 'edrpou':
        return G.gen_edrpou(), edrpou.is_valid, True
    if t == 'card':
        v = G.gen_card(a or 'visa')
        d = {'plain': v, 'dash': G.g4(v, '-')}.get(b, G.g4(v))
        return d, lambda s: luhn.is_valid(strip(s)), True
    if t == 'isbn':
        return G.gen_isbn(), isbn.is_valid, True
    if t == 'ean':
        return G.gen_ean(a), ean.is_valid, True
    if t == 'phone':
        v = G.gen_phone(a, b or 'intl')
        return v, (lambda s, r=a: G.check_phone(s if not s.startswith('00') else '+' + s[2:], r)), True
    if t == 'seed':
        lang = a or 'english'
        v = G.gen_seed(lang, int(b) if b else 12)
        return v, None, False
    simple = {'ghp': G.gen_ghp, 'aws': G.gen_aws, 'awssecret': G.gen_awssecret, 'stripe': G.gen_stripe,
              'slack': G.gen_slack, 'openai': G.gen_openai, 'google': G.gen_google, 'wif': G.gen_wif,
              'pem': G.gen_pem, 'tg': G.gen_tg, 'bitlocker': G.gen_bitlocker, 'uuid': G.gen_uuid, 'sha256': G.gen_sha256, 'sha1': G.gen_sha1}
    if t in simple:
        return simple[t](), None, False
    if t == 'hex':
        return G.gen_hex(int(a) if a else 64), None, False
    if t == 'd':
        return G.gen_digits(a), None, False
    raise ValueError(t)


MARK = re.compile(r'<<([a-z0-9]+)((?::[A-Za-z0-9_]+)*)>>')


def main():
    rows, checks = [], []
    for lang in ('pl', 'en', 'de', 'es', 'fr', 'uk'):
        mod = importlib.import_module('bzb_' + lang)
        for r in mod.ROWS:
            assert len(r) == 4, r
            k, cat, note, text = r
            lg = lang
            if ':' in k:
                lg, k = k.split(':')
            kind = KIND[k]
            vals = []

            def sub(m):
                t = m.group(1)
                args = [x for x in m.group(2).split(':') if x]
                v, val, idlike = make(t, args)
                vals.append((t, args, v, val, idlike))
                return v
            text = MARK.sub(sub, text)
            assert '<<' not in text and '>>' not in text, text
            rows.append({'lang': lg, 'text': text, 'label': LABEL[kind], 'kind': kind, 'category': cat,
                         'note': note})
            checks.append(vals)
    with open(OUT, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            r = {'id': 'bzb-%04d' % i, **r}
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    # ---- re-read and check ----
    back = [json.loads(x) for x in open(OUT, encoding='utf-8').read().split('\n') if x.strip()]
    raw = open(OUT, encoding='utf-8').read()
    assert '\n\n' not in raw
    assert len(back) == len(rows)
    ids = [r['id'] for r in back]
    assert len(set(ids)) == len(ids)
    texts = [r['text'] for r in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    nval = nid = 0
    for r, vals in zip(back, checks):
        assert set(r) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
        assert LABEL[r['kind']] == r['label'], r['id']
        assert r['lang'] in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru')
        for t, args, v, val, idlike in vals:
            assert v in r['text'], (r['id'], v)
            nval += 1
            if t == 'seed':
                assert G.check_seed(v, args[0] if args else 'english'), r['id']
            if val is not None:
                assert val(v), (r['id'], v)
                assert val(strip(v)), (r['id'], v, 'stripped')
                nid += 1
            if t == 'd':
                assert len(v) == int(args[0])
    print('rows', len(back), 'values', nval, 'identifier-like re-validated', nid)
    c = collections.Counter
    print('lang', c(r['lang'] for r in back).most_common())
    lab = c(r['label'] for r in back)
    print('label', {k: (v, round(100 * v / len(back), 1)) for k, v in lab.items()})
    print('kind', c(r['kind'] for r in back).most_common())
    lx = collections.defaultdict(collections.Counter)
    for r in back:
        lx[r['lang']][r['label']] += 1
    for lg in ('pl', 'en', 'de', 'fr', 'es', 'uk', 'ru'):
        print(' ', lg, lx[lg]['red'], lx[lg]['green'], lx[lg]['yellow'])
    print('categories', len(set(r['category'] for r in back)))


if __name__ == '__main__':
    main()
