"""Fill placeholders in lines-*.txt, shuffle (seed 4242), number, write ../broad-zzr.jsonl, re-read and check."""
import json, random, re, sys, collections, os
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzr.jsonl')
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'<<([a-z0-9]+)(?::([A-Za-z0-9]+))?(?::([A-Za-z0-9]+))?>>')

def fill(t, a, b):
    if t == 'iban':
        return gen.g_iban(a), ('iban', None)
    if t == 'phone':
        return gen.g_phone(a, b), ('phone', a)
    if t == 'seed':
        return gen.g_seed(a, int(b or 12)), ('seed', a)
    if t == 'tok':
        return gen.g_token(a), (None, None)
    if t == 'card':
        return gen.g_card(a), ('card', None)
    return getattr(gen, 'g_' + t)(), (t, None)

def validate(vt, arg, v):
    s = gen.strip(v)
    if vt == 'phone':
        return gen.phone_ok(v, arg)
    if vt == 'seed':
        return gen.seed_ok(v, arg)
    if vt in gen.CHECKSUM:
        return gen.CHECKSUM[vt](s)
    if vt in gen.OTHER:
        return gen.OTHER[vt](s)
    return True

rows, values = [], []
for lang in LANGS:
    p = os.path.join(HERE, 'lines-%s.txt' % lang)
    for n, line in enumerate(open(p, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split(' | ', 4)
        assert len(parts) == 5, (p, n, line)
        label, kind, cat, note, text = parts
        vals = []
        def sub(m):
            v, (vt, arg) = fill(*m.groups())
            vals.append((vt, arg, v))
            return v
        text = PH.sub(sub, text).replace('\\n', '\n')
        assert '<<' not in text, (p, n)
        rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat, 'note': note})
        values.append(vals)

order = list(range(len(rows)))
random.Random(4242).shuffle(order)
with open(OUT, 'w', encoding='utf-8') as f:
    for i, k in enumerate(order, 1):
        r = rows[k]
        o = {'id': 'bzzr-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'], 'category': r['category'], 'note': r['note']}
        f.write(json.dumps(o, ensure_ascii=False) + '\n')

# ---------- re-read and check ----------
back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
errs = []
ids = [b['id'] for b in back]
if len(set(ids)) != len(ids): errs.append('duplicate ids')
texts = [b['text'] for b in back]
if len(set(texts)) != len(texts): errs.append('duplicate texts: %s' % [t for t, c in collections.Counter(texts).items() if c > 1])
for b in back:
    if list(b) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append('key order ' + b['id'])
    if b['lang'] not in LANGS: errs.append('lang ' + b['id'])
    if b['kind'] not in KINDS.get(b['label'], ()): errs.append('label/kind %s %s %s' % (b['id'], b['label'], b['kind']))
nval, bad = 0, 0
mut_total, mut_acc = collections.Counter(), collections.Counter()
for k, vals in enumerate(values):
    b = back[order.index(k)]
    for vt, arg, v in vals:
        nval += 1
        if v not in b['text']: errs.append('value not verbatim %s' % b['id'])
        if not validate(vt, arg, v): bad += 1; errs.append('invalid %s %s %s' % (b['id'], vt, v))
        if vt in gen.CHECKSUM:
            s = gen.strip(v)
            for i, ch in enumerate(s):
                if ch.isdigit():
                    m = s[:i] + str((int(ch) + 1) % 10) + s[i + 1:]
                    mut_total[vt] += 1
                    if gen.CHECKSUM[vt](m): mut_acc[vt] += 1
# seed phrases: replace each word by the next word of its list, one at a time
from mnemonic import Mnemonic
seed_tot = seed_acc = 0
for vals in values:
    for vt, arg, v in vals:
        if vt == 'seed':
            m = Mnemonic(arg); wl = m.wordlist; ws = v.split()
            for i, w in enumerate(ws):
                ws2 = ws[:]; ws2[i] = wl[(wl.index(w) + 1) % 2048]
                seed_tot += 1
                if m.check(' '.join(ws2)): seed_acc += 1
print('lines', len(back), 'generated values', nval, 'invalid', bad)
print('mutation: variants', sum(mut_total.values()), 'still accepted', sum(mut_acc.values()))
print('seed-phrase word variants', seed_tot, 'still accepted', seed_acc)
for t in sorted(mut_total): print('  %-7s %5d %3d' % (t, mut_total[t], mut_acc[t]))
C = collections.Counter
print('lang', dict(C(b['lang'] for b in back)))
print('label', dict(C(b['label'] for b in back)))
print('kind', dict(C(b['kind'] for b in back)))
print('category', dict(sorted(C(b['category'] for b in back).items())))
if errs:
    print('ERRORS', len(errs)); print('\n'.join(errs[:40])); sys.exit(1)
print('OK')
