"""Build broad-zc.jsonl from the hand-written line modules, then re-read and check it."""
import json, re, sys, collections, importlib, random
import phonenumbers
import bzc_gen as g

PH = re.compile(r'⟦(\w+)(?::(\w+))?(?:@(\w+))?⟧')
KINDS = {'id': 'identifier', 'sec': 'secret', 'ident': 'identity', 'health': 'health', 'sex': 'sexuality', 'bel': 'beliefs',
         'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain', 'lk': 'benign-lookalike', 'ben': 'benign'}
LABELS = {'r': 'red', 'g': 'green', 'y': 'yellow'}
OK_KIND = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
           'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
OCR = {'0': 'O', '1': 'l', '5': 'S', '8': 'B', '2': 'Z'}
SEP = re.compile(r"[\s\-./()\u00a0\u202f]")

def grp(s, sizes):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n]); i += n
    if i < len(s): out.append(s[i:])
    return [x for x in out if x]

def fmt(t, v, f):
    if t.startswith('phone_'):
        p = phonenumbers.parse(v, None)
        if f in ('', 'e164'): return v
        if f in ('sp', 'intl'): return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        if f == 'nat': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
        if f == 'dash': return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL).replace(' ', '-')
        if f == 'raw': return str(p.national_number)
        if f == 'ocr':
            return damage(phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL))
        raise ValueError(f)
    if f == '': return v
    if f == 'ocr': return damage(fmt(t, v, 'sp') if t.startswith(('iban', 'nrb', 'visa', 'mc', 'amex')) else v)
    if f == 'ocrsp': return damage(fmt(t, v, 'sp'))
    if f == 'ocrdash': return damage(fmt(t, v, 'dash'))
    if f == 'lc': return fmt(t, v, 'sp').lower()
    if f == 'sp':
        if t.startswith('iban') or t in ('visa', 'mc'): return ' '.join(grp(v, [4] * 10))
        if t == 'amex': return ' '.join(grp(v, [4, 6, 5]))
        if t == 'nrb': return ' '.join(grp(v, [2] + [4] * 6))
        if t == 'nip': return ' '.join(grp(v, [3, 3, 2, 2]))
        if t == 'steuer': return ' '.join(grp(v, [2, 3, 3, 3]))
        if t == 'nir': return ' '.join(grp(v, [1, 2, 2, 2, 3, 3, 2]))
        if t == 'nino': return ' '.join(grp(v, [2, 2, 2, 2, 1]))
        if t in ('siren', 'siret'): return ' '.join(grp(v, [3, 3, 3, 5]))
        if t == 'ssn': return ' '.join(grp(v, [3, 2, 4]))
        if t == 'nhs': return ' '.join(grp(v, [3, 3, 4]))
        if t == 'pesel': return ' '.join(grp(v, [6, 5]))
        if t in ('regon', 'rnokpp', 'edrpou', 'inn'): return ' '.join(grp(v, [3] * 5))
        if t == 'idcard': return v[:3] + ' ' + v[3:]
        if t in ('isbn', 'ean'): return ' '.join(grp(v, [1, 6, 6]))
        if t.startswith('code'): return ' '.join(grp(v, [3, 3]))
        return v
    if f == 'dash':
        if t == 'nip': return '-'.join(grp(v, [3, 3, 2, 2]))
        if t == 'nip2': return '-'.join(grp(v, [3, 2, 2, 3]))
        if t == 'ssn': return '-'.join(grp(v, [3, 2, 4]))
        if t in ('visa', 'mc'): return '-'.join(grp(v, [4] * 4))
        if t == 'isbn': return '-'.join(grp(v, [3, 2, 3, 4, 1]))
        if t == 'recovery': return v
        if t.startswith('code'): return '-'.join(grp(v, [3, 3]))
        if t == 'steuer': return '/'.join(grp(v, [2, 3, 3, 3]))
        return '-'.join(grp(v, [3] * 6))
    if f == 'nip2': return '-'.join(grp(v, [3, 2, 2, 3]))
    if f == 'lower': return v.lower()
    raise ValueError((t, f))

def damage(s):
    idx = [i for i, c in enumerate(s) if c in OCR and i >= 2]  # keep the first two characters intact
    k = min(len(idx), random.choice([1, 2, 2]))
    chars = list(s)
    for i in random.sample(idx, k): chars[i] = OCR[chars[i]]
    out = ''.join(chars)
    if random.random() < 0.5 and ' ' not in out[:6]:
        j = random.randint(3, len(out) - 3); out = out[:j] + ' ' + out[j:]
    return out

def ocr_desc(v):
    c = SEP.sub('', v['shown']); rc = SEP.sub('', v['raw'])
    if v['type'].startswith('phone_'):
        rc = rc[-len(c):] if len(rc) >= len(c) else rc
    subs = [f"{a}->{b}" for a, b in zip(rc, c) if a != b]
    extra = ' plus a stray space' if v['shown'].count(' ') > fmt_spaces(v) else ''
    return ', '.join(subs) + extra

def fmt_spaces(v):
    return v.get('base_spaces', 0)

def render(text):
    vals, keyed = [], {}
    def sub(m):
        t, f, key = m.group(1), m.group(2) or '', m.group(3)
        if key and key in keyed: raw = keyed[key]
        else:
            raw = g.T[t][0]()
            if key: keyed[key] = raw
        shown = fmt(t, raw, f)
        base = fmt(t, raw, {'ocr': 'sp' if t.startswith(('iban', 'nrb', 'visa', 'mc', 'amex', 'phone')) else '', 'ocrsp': 'sp', 'ocrdash': 'dash'}[f]) if f.startswith('ocr') else shown
        vals.append({'type': t, 'shown': shown, 'raw': raw, 'ocr': f.startswith('ocr'), 'base_spaces': base.count(' ')})
        return shown
    return PH.sub(sub, text), vals

def check_value(text, v):
    t, shown, raw = v['type'], v['shown'], v['raw']
    assert shown in text, ('not verbatim', v)
    ok = g.T[t][1]
    if t.startswith('seed'):
        assert ok(raw) and shown == raw, v; return
    if t.startswith(g.SECRET_TYPES) and not v['ocr']:
        if shown == raw: assert ok(raw), ('invalid', v)
        else:
            c = SEP.sub('', shown); assert c == SEP.sub('', raw) and ok(c), ('invalid', v)
        return
    c = SEP.sub('', shown)
    if t.startswith('phone_'):
        cc = t.split('_')[1].upper()
        und = ''.join(k for k in c if True)
        inv = {b: a for a, b in OCR.items()}
        und = ''.join(inv.get(ch, ch) for ch in c)
        p1 = phonenumbers.parse(und, cc); p2 = phonenumbers.parse(raw, None)
        assert phonenumbers.is_valid_number(p1) and p1.national_number == p2.national_number, v
        assert (und != c) == v['ocr'] or not v['ocr'], v
        return
    rc = SEP.sub('', raw)
    assert len(c) == len(rc), ('len', v)
    diffs = [(a, b) for a, b in zip(rc.upper(), c.upper()) if a != b]
    for a, b in diffs: assert OCR.get(a, '').upper() == b, ('bad ocr', v)
    assert bool(diffs) == v['ocr'] or (v['ocr'] and not diffs), v
    assert ok(rc), ('invalid', v)

def main():
    rows, sidecar = [], {}
    n = 0
    for mod in ('bzc_pl', 'bzc_en', 'bzc_de', 'bzc_es', 'bzc_fr', 'bzc_uk', 'bzc_extra'):
        m = importlib.import_module(mod)
        for item in m.LINES:
            lab, kind, cat, note, text = item[:5]
            lang = item[5] if len(item) > 5 else m.LANG
            n += 1
            rid = f'bzc-{n:04d}'
            out, vals = render(text)
            for v in vals:
                if v['ocr']:
                    note = note + ' [OCR damage: ' + ocr_desc(v) + '; still readable back, undamaged value recorded for checks]'
            rows.append({'id': rid, 'lang': lang, 'text': out, 'label': LABELS[lab], 'kind': KINDS[kind], 'category': cat, 'note': note})
            sidecar[rid] = vals
    with open('broad-zc.jsonl', 'w', encoding='utf-8') as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open('bzc-values.json', 'w', encoding='utf-8') as f:
        json.dump(sidecar, f, ensure_ascii=False, indent=0)
    check()

def check():
    rows = [json.loads(l) for l in open('broad-zc.jsonl', encoding='utf-8')]
    side = json.load(open('bzc-values.json', encoding='utf-8'))
    ids = [r['id'] for r in rows]; assert len(ids) == len(set(ids)), 'dup ids'
    texts = collections.Counter(r['text'] for r in rows)
    d = [t for t, c in texts.items() if c > 1]; assert not d, ('dup texts', d)
    nv = nid = 0
    for r in rows:
        assert set(r) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
        assert r['lang'] in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}
        assert r['kind'] in OK_KIND[r['label']], r['id']
        assert r['text'].strip() and '⟦' not in r['text'], r['id']
        for v in side[r['id']]:
            check_value(r['text'], v); nv += 1
            if not v['type'].startswith(g.SECRET_TYPES): nid += 1
    print(f'{len(rows)} lines; {nv} values checked ({nid} identifier-like, separator-free); ocr-damaged: {sum(v["ocr"] for vs in side.values() for v in vs)}')
    C = collections.Counter
    print('lang', C(r['lang'] for r in rows)); print('label', C(r['label'] for r in rows)); print('kind', C(r['kind'] for r in rows))
    lx = collections.defaultdict(C)
    for r in rows: lx[r['lang']][r['label']] += 1
    for k, c in lx.items(): print(k, c['red'], c['green'], c['yellow'])
    print('categories', len(set(r['category'] for r in rows)))
    # mutation check: every digit of every checksum-bearing value changed by one, one at a time
    CHK = ('pesel', 'nip', 'regon', 'idcard', 'nrb', 'iban', 'steuer', 'devat', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret', 'tva',
           'rnokpp', 'edrpou', 'inn', 'nhs', 'isbn', 'ean', 'visa', 'mc', 'amex', 's10', 'rvnr', 'nss_es', 'mrz')
    tot = rej = 0
    for vs in side.values():
        for v in vs:
            if not v['type'].startswith(CHK): continue
            rc = SEP.sub('', v['raw']); ok = g.T[v['type']][1]
            for i, ch in enumerate(rc):
                if ch.isdigit():
                    m = rc[:i] + str((int(ch) + 1) % 10) + rc[i + 1:]
                    tot += 1; rej += (not ok(m))
    print(f'mutation check: {rej}/{tot} single-digit mutants rejected')
    rr = [r for r in rows if r['label'] == 'red']
    print('red id+sec share', sum(r['kind'] in ('identifier', 'secret') for r in rr) / max(1, len(rr)))

if __name__ == '__main__':
    if sys.argv[1:] == ['check']: check()
    else: main()
