"""Build broad-zzf.jsonl from t_*.txt. Line format:  lang label kind category | note | text
label: r/g/y; kind codes below; {slot} placeholders are filled by bzzf_gen.fill; a literal \\n means newline."""
import glob, json, re, sys, hashlib, collections, os
import phonenumbers
import bzzf_gen as G

HERE = os.path.dirname(os.path.abspath(__file__))
LAB = {'r': 'red', 'g': 'green', 'y': 'yellow'}
KIND = {'id': 'identifier', 'sec': 'secret', 'ide': 'identity', 'he': 'health', 'sx': 'sexuality',
        'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship',
        'unc': 'uncertain', 'ben': 'benign', 'look': 'benign-lookalike'}
OK = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance',
              'relationship'}, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}


def b58ok(v):
    n = 0
    for c in v:
        n = n * 58 + G.B58.index(c)
    b = n.to_bytes(38, 'big')
    return hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


def check(val, chk):
    strip = re.sub(r'[\s\-.()]', '', val)
    if chk.startswith('phone:'):
        return all(phonenumbers.is_valid_number(phonenumbers.parse(x, chk[6:])) for x in (val, strip))
    if chk == 'wif':
        return b58ok(val)
    if chk == 'seed':
        return G.CHECK['seed'](val)
    return G.CHECK[chk](strip)


def main():
    rows, checked, idlike = [], 0, 0
    files = sorted(glob.glob(os.path.join(HERE, 't_*.txt')))
    for f in files:
        for ln, line in enumerate(open(f, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            try:
                head, note, text = [x.strip() for x in line.split(' | ', 2)]
                lang, lab, kind, cat = head.split()
            except ValueError:
                sys.exit(f'{f}:{ln}: bad line: {line[:80]}')
            vals = []

            def sub(m):
                v, c = G.fill(m.group(1))
                vals.append((v, c))
                return v
            text = re.sub(r'\{([a-z0-9:A-Z]+)\}', sub, text).replace('\\n', '\n')
            assert lang in LANGS, (f, ln, lang)
            rows.append({'lang': lang, 'text': text, 'label': LAB[lab], 'kind': KIND[kind],
                         'category': cat, 'note': note, '_vals': vals, '_src': f'{os.path.basename(f)}:{ln}'})
    # write (shuffled with a fixed seed so that languages and labels are mixed)
    import random
    random.Random(20261203).shuffle(rows)
    out = os.path.join(HERE, 'broad-zzf.jsonl')
    with open(out, 'w', encoding='utf-8') as fo:
        for i, r in enumerate(rows, 1):
            r['id'] = f'bzzf-{i:04d}'
            fo.write(json.dumps({k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')},
                                ensure_ascii=False) + '\n')
    # re-read and check
    back = [json.loads(l) for l in open(out, encoding='utf-8')]
    errs = []
    assert len({r['id'] for r in back}) == len(back)
    seen = collections.Counter(r['text'] for r in back)
    errs += [f'dup text {t[:60]}' for t, n in seen.items() if n > 1]
    for r, b in zip(rows, back):
        if b['kind'] not in OK[b['label']]:
            errs.append(f"{r['_src']} kind/label {b['kind']} {b['label']}")
        for v, c in r['_vals']:
            if v.replace('\\n', '\n') not in b['text']:
                errs.append(f"{r['_src']} value not verbatim")
            if c:
                checked += 1
                if not c.startswith('phone') and c not in ('seed', 'wif'):
                    idlike += 1
                if not check(v, c):
                    errs.append(f"{r['_src']} invalid {c} {v}")
    # hand-written values that carry check digits (documented test data, look-alikes, a passport)
    HAND = [('EK9471902', 'plpass'), ('GB 773 6819 30', 'gbvat'), ('A-15075062', 'cif'),
            ('4242 4242 4242 4242', 'card'), ('4000 0000 0000 0002', 'card'), ('DE89 3704 0044 0532 0130 00', 'iban'),
            ('FR76 3000 6000 0112 3456 7890 189', 'iban'), ('JD000938146GB', 's10'), ('RA644000005RU', 's10'),
            ('RB123456785UA', 's10')]
    alltext = '\n'.join(r['text'] for r in back)
    for v, c in HAND:
        checked += 1
        if v not in alltext or not G.CHECK[c](re.sub(r'[\s\-.]', '', v)):
            errs.append(f'hand value {v} {c}')
    for e in errs:
        print('ERR', e)
    print(f'{len(back)} lines, {checked} checked values ({idlike} identifier-like re-validated without separators), errors {len(errs)}')
    return back


if __name__ == '__main__':
    main()
