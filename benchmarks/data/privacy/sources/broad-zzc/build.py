"""Build broad-zzc.jsonl from t_*.txt (hand-written lines with {slot} values) and re-check it.
Template line: label|kind|category|note|text   (kind abbreviations below; '\\n' in text = newline)."""
import json, re, sys, collections, glob
import phonenumbers
import bzzc_gen as G
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum import iban, isbn, ean, luhn

KIND = dict(id='identifier', sec='secret', idt='identity', hea='health', sex='sexuality', bel='beliefs',
            eth='ethnicity', fin='finance', rel='relationship', unc='uncertain', ben='benign', lk='benign-lookalike')
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
LABEL_KINDS = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}

def idpl_ok(v):
    v = v.upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', v): return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(x) for x in v[4:]]
    return sum(a * b for a, b in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == int(v[3])

def strip(v): return re.sub(r'[\s\-.]', '', v)

CHECK = {
 'pesel': pesel.is_valid, 'nip': nip.is_valid, 'regon': regon.is_valid, 'iban': iban.is_valid,
 'nrb': lambda v: iban.is_valid('PL' + v), 'steuerid': idnr.is_valid, 'devat': devat.is_valid,
 'dni': dni.is_valid, 'nie': nie.is_valid, 'cif': cif.is_valid, 'nir': nir.is_valid, 'siren': siren.is_valid,
 'siret': siret.is_valid, 'frvat': tva.is_valid, 'ssn': ssn.is_valid, 'rnokpp': rntrc.is_valid,
 'edrpou': edrpou.is_valid, 'isbn': isbn.is_valid, 'ean': ean.is_valid, 'card': lambda v: luhn.is_valid(strip(v)),
 'idpl': idpl_ok, 'nino': lambda v: bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]', v)),
 'seed': lambda v: G.M.check(v),
}
IDLIKE = set(CHECK) - {'seed'}

def fill(text, rec):
    def sub(m):
        t, _, arg = m.group(1).partition(':')
        f = G.GEN[t]
        if arg: v = f(int(arg)) if arg.isdigit() and t in ('seed', 'hex', 'tok', 'ord') else f(arg)
        else: v = f()
        rec.append((t, arg, v)); return v
    return re.sub(r'\{([a-z]+(?::[A-Za-z0-9]+)?)\}', sub, text)

def main():
    out, checks = [], []
    order = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
    rows = []
    for lang in order:
        for ln in open(f't_{lang}.txt', encoding='utf-8'):
            ln = ln.rstrip('\n')
            if not ln.strip() or ln.startswith('#'): continue
            parts = ln.split('|', 4)
            assert len(parts) == 5, ln
            lab, k, cat, note, text = parts
            rec = []
            text = fill(text.replace('\\n', '\n'), rec)
            rows.append(dict(lang=lang, text=text, label=lab, kind=KIND[k], category=cat, note=note, _rec=rec))
    G.R.shuffle(rows)
    for i, r in enumerate(rows, 1):
        rec = r.pop('_rec')
        o = dict(id=f'bzzc-{i:04d}', lang=r['lang'], text=r['text'], label=r['label'], kind=r['kind'],
                 category=r['category'], note=r['note'])
        out.append(o); checks.append(rec)
    with open('broad-zzc.jsonl', 'w', encoding='utf-8') as f:
        for o in out: f.write(json.dumps(o, ensure_ascii=False) + '\n')
    verify(checks)

def verify(checks):
    L = [json.loads(l) for l in open('broad-zzc.jsonl', encoding='utf-8')]
    errs = []
    ids = [x['id'] for x in L]; assert len(set(ids)) == len(ids)
    texts = collections.Counter(x['text'] for x in L)
    errs += [f'dup text {t[:40]}' for t, c in texts.items() if c > 1]
    nchk = nid = 0
    for x, rec in zip(L, checks):
        assert set(x) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
        if x['kind'] not in LABEL_KINDS.get(x['label'], ()): errs.append(f"{x['id']} label/kind")
        for t, arg, v in rec:
            if v not in x['text']: errs.append(f"{x['id']} value missing")
            if t == 'phone':
                nchk += 1
                n = phonenumbers.parse(v, arg or 'PL')
                if not (phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == (arg or 'PL')):
                    errs.append(f"{x['id']} bad phone")
            elif t in CHECK:
                nchk += 1
                if not CHECK[t](v): errs.append(f"{x['id']} invalid {t}")
                if t in IDLIKE:
                    nid += 1
                    if not CHECK[t](strip(v)): errs.append(f"{x['id']} invalid stripped {t}")
    for e in errs: print('ERR', e)
    C = collections.Counter
    print(len(L), 'lines; checked values', nchk, 'identifier-like re-checked stripped', nid)
    print('lang', C(x['lang'] for x in L).most_common())
    lab = C(x['label'] for x in L); print('label', {k: f"{v} ({100*v/len(L):.1f} %)" for k, v in lab.items()})
    print('kind', C(x['kind'] for x in L).most_common())
    for lg in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']:
        c = C(x['label'] for x in L if x['lang'] == lg); print(lg, c['red'], c['green'], c['yellow'])
    print('categories', len(set(x['category'] for x in L)))
    sys.exit(1 if errs else 0)

if __name__ == '__main__':
    main()
