"""Build broad-zzj.jsonl from the hand-written line modules and re-check every recorded value."""
import json, re, sys, importlib
import phonenumbers
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum import iban, luhn, isbn, ean
from stdnum.eu import vat
from mnemonic import Mnemonic
import bzzj_lib as L

MODS = ['bzzj_en', 'bzzj_pl', 'bzzj_de', 'bzzj_es', 'bzzj_fr', 'bzzj_uk']


def strip(s):
    return re.sub(r'[\s\-./()]', '', s)


def check(t, s):
    c = strip(s)
    if t == 'pesel': return pesel.is_valid(c)
    if t == 'nip': return nip.is_valid(c)
    if t == 'regon': return regon.is_valid(c)
    if t == 'plid': return L.plid_valid(c)
    if t == 'iban': return iban.is_valid(c)
    if t == 'nrb': return iban.is_valid('PL' + c)
    if t == 'steuerid': return idnr.is_valid(c)
    if t == 'dni': return dni.is_valid(c)
    if t == 'nie': return nie.is_valid(c)
    if t == 'cif': return cif.is_valid(c)
    if t == 'nir': return nir.is_valid(c)
    if t == 'siren': return siren.is_valid(c)
    if t == 'siret': return siret.is_valid(c)
    if t == 'ssn': return ssn.is_valid(c)
    if t == 'nino': return L.nino_valid(c)
    if t == 'rnokpp': return rntrc.is_valid(c)
    if t == 'edrpou': return edrpou.is_valid(c)
    if t == 'card': return luhn.is_valid(c) and 13 <= len(c) <= 19
    if t == 'isbn': return isbn.is_valid(c)
    if t == 'ean': return ean.is_valid(c)
    if t == 'vat':
        from stdnum.gb import vat as gbv
        return gbv.is_valid(c) if c.startswith('GB') else vat.is_valid(c)
    if t.startswith('phone-'):
        reg = t[6:].upper()
        p = phonenumbers.parse(s, reg)
        return phonenumbers.is_valid_number_for_region(p, reg)
    if t.startswith('seed-'):
        return Mnemonic(t[5:]).check(s)
    if t == 'token': return len(s) >= 20
    if t == 'hexkey': return re.fullmatch(r'[0-9a-f]{64}', s) is not None
    if t == 'pem': return 'PRIVATE KEY' in s
    if t == 'wif': return L.wif_valid(s)
    if t == 'unzr': return L.unzr_valid(s)
    if t == 'recovery-codes': return len(s.split()) >= 3
    raise ValueError(t)


REDK = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
OK = {'red': REDK, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def main():
    for m in MODS:
        try:
            importlib.import_module(m)
        except ModuleNotFoundError:
            print('missing', m)
    for m in ['bzzj_ru', 'bzzj_extra', 'bzzj_extra2']:
        try:
            importlib.import_module(m)
        except ModuleNotFoundError:
            pass
    assert not L.PENDING, L.PENDING
    import random
    random.Random(1812).shuffle(L.LINES)
    errs, texts, out, nvals = [], set(), [], 0
    for i, ln in enumerate(L.LINES, 1):
        ln['id'] = f"bzzj-{i:04d}"
        if ln['text'] in texts: errs.append(('dup', ln['text'][:60]))
        texts.add(ln['text'])
        if ln['kind'] not in OK[ln['label']]: errs.append(('kind', ln['id'], ln['label'], ln['kind']))
        if ln['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): errs.append(('lang', ln['id']))
        for t, v in ln['values']:
            nvals += 1
            if v not in ln['text']: errs.append(('absent', ln['id'], t, v))
            try:
                ok = check(t, v)
            except Exception as e:
                ok = False
            if not ok: errs.append(('invalid', ln['id'], t, v))
        out.append({k: ln[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')})
    if errs:
        for e in errs: print(e)
        sys.exit(1)
    with open('broad-zzj.jsonl', 'w', encoding='utf-8') as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    json.dump([[ln['id'], ln['values']] for ln in L.LINES if ln['values']], open('bzzj_values.json', 'w'), ensure_ascii=False, indent=0)
    print('lines', len(out), 'values', nvals)
    # mutation check: change each digit by one, one at a time; count variants the validator still accepts
    CK = {'pesel', 'nip', 'regon', 'plid', 'iban', 'nrb', 'steuerid', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret',
          'rnokpp', 'edrpou', 'card', 'isbn', 'ean', 'vat', 'wif', 'unzr'}
    from collections import Counter
    tot, acc = Counter(), Counter()
    for ln in L.LINES:
        for t, v in ln['values']:
            if t not in CK:
                continue
            for i, ch in enumerate(v):
                if ch.isdigit():
                    m = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                    tot[t] += 1
                    try:
                        if check(t, m): acc[t] += 1
                    except Exception:
                        pass
    print('mutations', sum(tot.values()), 'still valid', dict(acc))


if __name__ == '__main__':
    main()
