"""Build broad-zzl.jsonl from the hand-written line files bzzl_lines_<lang>.txt.

Line format: kind || category || text || note   (label follows from kind; lang from the file name)
Placeholders in text: {{type|fmt}}. fmt: raw, sp4, sp3, sp2, dash, dot, words, half, gap, lower, intl, intlsp.
Usage: python bzzl_build.py          (build + check)
       python bzzl_build.py --check  (re-check the written file against bzzl_values.json)
"""
import json
import os
import random
import re
import sys
import collections

import phonenumbers
from mnemonic import Mnemonic

import bzzl_gen as G

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zzl.jsonl')
VAL = os.path.join(HERE, 'bzzl_values.json')
STATS = os.path.join(HERE, 'bzzl_stats.json')
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
LABEL = {k: 'red' for k in ['identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship']}
LABEL.update({'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'})

WORDS = {
    'en': 'zero one two three four five six seven eight nine'.split(),
    'pl': 'zero jeden dwa trzy cztery piec szesc siedem osiem dziewiec'.split(),
    'de': 'null eins zwei drei vier fuenf sechs sieben acht neun'.split(),
    'es': 'cero uno dos tres cuatro cinco seis siete ocho nueve'.split(),
    'fr': 'zero un deux trois quatre cinq six sept huit neuf'.split(),
    'uk': 'нуль один два три чотири пять шість сім вісім девять'.split(),
    'ru': 'ноль один два три четыре пять шесть семь восемь девять'.split(),
}
CC = {'PL': '48', 'DE': '49', 'ES': '34', 'FR': '33', 'GB': '44', 'US': '1', 'UA': '380', 'RU': '7', 'AT': '43'}


def groups(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def render(raw, fmt, lang, rnd):
    if fmt in ('raw', ''):
        return raw
    if fmt == 'lower':
        return raw.lower()
    if fmt == 'sp4':
        return ' '.join(groups(raw, 4))
    if fmt == 'sp3':
        return ' '.join(groups(raw, 3))
    if fmt == 'sp2':
        return ' '.join(groups(raw, 2))
    if fmt == 'dash':
        return '-'.join(groups(raw, 3))
    if fmt == 'dot':
        return '.'.join(groups(raw, 3))
    if fmt == 'gap':
        out, i = [], 0
        while i < len(raw):
            k = rnd.randint(2, 5)
            out.append(raw[i:i + k])
            i += k
        return ' '.join(out)
    if fmt == 'words':
        return ' '.join(WORDS[lang][int(c)] if c.isdigit() else c for c in raw)
    if fmt == 'half':
        cut = len(raw) // 2
        return ' '.join(groups(raw[:cut], 3)) + ' ' + ' '.join(WORDS[lang][int(c)] if c.isdigit() else c for c in raw[cut:])
    raise KeyError(fmt)


def unrender(s, lang):
    """words back to digits, separators dropped"""
    toks = re.split(r'[\s\-./]+', s.strip())
    out = []
    wl = WORDS[lang]
    for t in toks:
        if t.lower() in wl:
            out.append(str(wl.index(t.lower())))
        else:
            out.append(t)
    return ''.join(out)


def make(spec, lang, rnd):
    """returns (rendered, record)"""
    typ, _, fmt = spec.partition('|')
    parts = typ.split('-')
    t = parts[0]
    rec = {'type': typ, 'fmt': fmt or 'raw'}
    if t == 'phone':
        region = parts[1]
        kind = parts[2] if len(parts) > 2 else 'mobile'
        nat = G.g_phone(rnd, region, kind)
        rec.update(region=region, raw=nat)
        p = phonenumbers.parse(nat, region)
        if fmt == 'intl':
            r = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        elif fmt == 'intlnosp':
            r = '+' + CC[region] + nat
        elif fmt == 'dash' and region == 'US':
            r = nat[:3] + '-' + nat[3:6] + '-' + nat[6:]
        elif fmt == 'natl':
            r = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
        else:
            lead = '0' if region in ('GB', 'FR', 'DE', 'UA', 'AT') else ''
            r = render(lead + nat, fmt or 'sp3', lang, rnd)
        rec['rendered'] = r
        return r, rec
    if t == 'seed':
        wl = {'en': 'english', 'es': 'spanish', 'fr': 'french'}[parts[1]]
        n = int(parts[2]) if len(parts) > 2 else 12
        v = G.g_seed(rnd, wl, n)
        rec.update(raw=v, wordlist=wl, rendered=v)
        return v, rec
    if t == 'tok':
        v = G.g_token(parts[1])
        rec.update(raw=v, rendered=v)
        return v, rec
    if t == 'wif':
        v = G.g_wif(rnd)
        rec.update(raw=v, rendered=v)
        return v, rec
    if t == 'uuid':
        import uuid
        v = str(uuid.UUID(int=rnd.getrandbits(128), version=4))
        rec.update(raw=v, rendered=v)
        return v, rec
    if t == 'sha':
        v = '%040x' % rnd.getrandbits(160)
        v = v[:int(parts[1])] if len(parts) > 1 else v
        rec.update(raw=v, rendered=v)
        return v, rec
    gens = {
        'pesel': G.g_pesel, 'nip': G.g_nip, 'regon': G.g_regon, 'plid': G.g_plid, 'nrb': G.g_nrb,
        'steuerid': G.g_steuerid, 'dni': G.g_dni, 'nie': G.g_nie, 'cif': G.g_cif, 'nir': G.g_nir,
        'siren': G.g_siren, 'siret': G.g_siret, 'tva': G.g_tva, 'ustid': G.g_ustid, 'ssn': G.g_ssn,
        'nino': G.g_nino, 'rnokpp': G.g_rnokpp, 'edrpou': G.g_edrpou, 'inn': G.g_inn12,
        'isbn': G.g_isbn, 'ean': G.g_ean,
    }
    if t == 'iban':
        v = G.g_iban(rnd, parts[1])
        rec['val'] = 'iban'
    elif t == 'pesel' and len(parts) > 1:
        v = G.g_pesel(rnd, *((2010, 2019) if parts[1] == 'child' else (1945, 1965)))
        rec['val'] = 'pesel'
    elif t == 'nir' and len(parts) > 1:
        v = G.g_nir(rnd, '2', 10, 19)
        rec['val'] = 'nir'
    elif t == 'card':
        v = G.g_card(rnd, parts[1] if len(parts) > 1 else 'visa')
        rec['val'] = 'card'
    else:
        v = gens[t]()if False else gens[t](rnd)
        rec['val'] = t
    rec['raw'] = v
    if t == 'ssn' and fmt == 'dash':
        r = v[:3] + '-' + v[3:5] + '-' + v[5:]
    elif t == 'nino' and fmt == 'sp2':
        r = ' '.join([v[:2], v[2:4], v[4:6], v[6:8], v[8]])
    else:
        r = render(v, fmt, lang, rnd)
    rec['rendered'] = r
    return r, rec


def check_value(rec, text, lang):
    errs = []
    if rec['rendered'] not in text:
        errs.append('not verbatim: %r' % rec['rendered'])
    t = rec['type'].split('-')[0]
    if t == 'phone':
        d = unrender(rec['rendered'], lang).replace('(', '').replace(')', '')
        p = phonenumbers.parse(d if d.startswith('+') else d, rec['region'])
        if not phonenumbers.is_valid_number(p) or phonenumbers.region_code_for_number(p) != rec['region']:
            errs.append('phone invalid %r' % d)
        if str(p.national_number) != rec['raw']:
            errs.append('phone mismatch %r' % d)
    elif t == 'seed':
        if not Mnemonic(rec['wordlist']).check(rec['rendered']):
            errs.append('seed checksum')
    elif t == 'wif':
        if not G.wif_ok(rec['rendered']):
            errs.append('wif')
    elif 'val' in rec:
        d = unrender(rec['rendered'], lang)
        if d.upper() != rec['raw'].upper():
            errs.append('unrender mismatch %r vs %r' % (d, rec['raw']))
        if not G.VALIDATORS[rec['val']](d.upper()):
            errs.append('invalid %s %r' % (rec['val'], d))
    return errs


PH = re.compile(r'\{\{([^}]+)\}\}')


def load_lines():
    rows = []
    for lang in LANGS + ['extra', 'extra2', 'extra3', 'extra4']:
        fn = os.path.join(HERE, 'bzzl_lines_%s.txt' % lang)
        if not os.path.exists(fn):
            continue
        for n, line in enumerate(open(fn, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = [p.strip() for p in line.split(' || ')]
            if lang.startswith('extra'):
                lang_, parts = parts[0], parts[1:]
            else:
                lang_ = lang
            if len(parts) != 4:
                raise SystemExit('%s:%d: bad line (%d parts)' % (fn, n, len(parts)))
            kind, cat, text, note = parts
            text = text.replace('\\n', '\n')
            rows.append(dict(lang=lang_, kind=kind, category=cat, text=text, note=note, src='%s:%d' % (os.path.basename(fn), n)))
    return rows


def check_all(items, values):
    errs = []
    ids = collections.Counter(i['id'] for i in items)
    errs += ['dup id %s' % k for k, v in ids.items() if v > 1]
    texts = collections.Counter(i['text'] for i in items)
    errs += ['dup text %r' % k[:60] for k, v in texts.items() if v > 1]
    for it in items:
        if list(it.keys()) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']:
            errs.append('%s fields' % it['id'])
        if LABEL.get(it['kind']) != it['label']:
            errs.append('%s label/kind' % it['id'])
        if it['lang'] not in LANGS:
            errs.append('%s lang' % it['id'])
        if '{{' in it['text'] or '}}' in it['text']:
            errs.append('%s unfilled' % it['id'])
        for rec in values.get(it['id'], []):
            errs += ['%s %s' % (it['id'], e) for e in check_value(rec, it['text'], it['lang'])]
    return errs


def stats(items, values):
    c = lambda k: dict(collections.Counter(i[k] for i in items).most_common())
    lx = collections.defaultdict(lambda: collections.Counter())
    for i in items:
        lx[i['lang']][i['label']] += 1
    return {
        'lines': len(items), 'lang': c('lang'), 'label': c('label'), 'kind': c('kind'),
        'lang_x_label': {k: dict(v) for k, v in lx.items()},
        'categories': len(set(i['category'] for i in items)),
        'values': sum(len(v) for v in values.values()),
        'checksum_values': sum(1 for v in values.values() for r in v if 'val' in r or r['type'].split('-')[0] in ('phone', 'seed', 'wif')),
    }


def main():
    if '--check' in sys.argv:
        items = [json.loads(l) for l in open(OUT, encoding='utf-8')]
        values = json.load(open(VAL, encoding='utf-8'))
        errs = check_all(items, values)
        print('\n'.join(errs) or 'ok', len(errs), 'errors')
        print(json.dumps(stats(items, values), ensure_ascii=False))
        return
    rnd = random.Random(1919)
    rows = load_lines()
    rnd.shuffle(rows)
    items, values = [], {}
    for n, r in enumerate(rows, 1):
        iid = 'bzzl-%04d' % n
        recs = []

        def sub(m):
            rendered, rec = make(m.group(1), r['lang'], rnd)
            recs.append(rec)
            return rendered
        text = PH.sub(sub, r['text'])
        if r['kind'] not in LABEL:
            raise SystemExit('bad kind %s at %s' % (r['kind'], r['src']))
        items.append(dict(id=iid, lang=r['lang'], text=text, label=LABEL[r['kind']], kind=r['kind'], category=r['category'], note=r['note']))
        if recs:
            values[iid] = recs
    with open(OUT, 'w', encoding='utf-8') as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + '\n')
    json.dump(values, open(VAL, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    # re-read and check
    items = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    values = json.load(open(VAL, encoding='utf-8'))
    errs = check_all(items, values)
    st = stats(items, values)
    json.dump(st, open(STATS, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    print('\n'.join(errs[:50]))
    print(len(errs), 'errors')
    print(json.dumps(st, ensure_ascii=False))


if __name__ == '__main__':
    main()
