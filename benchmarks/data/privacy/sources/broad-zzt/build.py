"""Build broad-zzt.jsonl from the hand-written line files lines-<lang>.txt.
Line format: kind || category || note || text ; '\\n' in text = newline ; <<type[:args]>> = generated value."""
import json, random, re, sys, collections, os
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzt.jsonl')
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
def label_of(kind):
    if kind in RED: return 'red'
    if kind == 'uncertain': return 'yellow'
    if kind in ('benign', 'benign-lookalike'): return 'green'
    raise ValueError(kind)
PH = re.compile(r'<<([A-Za-z0-9:]+)>>')

rows, values = [], []
for lang in LANGS:
    for n, line in enumerate(open(os.path.join(HERE, 'lines-%s.txt' % lang), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'): continue
        parts = [p.strip() for p in line.split('||', 3)]
        assert len(parts) == 4, (lang, n, line)
        kind, cat, note, text = parts
        text = text.replace('\\n', '\n')
        used = []
        def sub(m):
            v = gen.make(m.group(1)); used.append((m.group(1), v)); return v
        text = PH.sub(sub, text)
        rows.append({'lang': lang, 'text': text, 'label': label_of(kind), 'kind': kind, 'category': cat, 'note': note})
        values.append(used)

order = list(range(len(rows)))
random.Random(4242).shuffle(order)
with open(OUT, 'w', encoding='utf-8') as f:
    for i, j in enumerate(order, 1):
        r = rows[j]
        obj = {'id': 'bzzt-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'], 'kind': r['kind'],
               'category': r['category'], 'note': r['note']}
        f.write(json.dumps(obj, ensure_ascii=False) + '\n')

# ---- re-read and check
L = [json.loads(l) for l in open(OUT, encoding='utf-8')]
assert len(L) == len(rows)
ids = [x['id'] for x in L]; assert len(set(ids)) == len(ids), 'dup ids'
texts = collections.Counter(x['text'] for x in L)
dups = [t for t, c in texts.items() if c > 1]; assert not dups, dups
for x in L:
    assert list(x) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    assert x['lang'] in LANGS and x['label'] == label_of(x['kind']) and x['note'] and x['category']
    assert '<<' not in x['text'] and '>>' not in x['text'], x['text']
bytext = {x['text']: x for x in L}
nval = bad = 0
for r, used in zip(rows, values):
    x = bytext[r['text']]
    for name, v in used:
        assert v in x['text'], (name, v)
        ok = gen.validate(name, v)
        nval += 1
        if ok is False: bad += 1; print('INVALID', name, v)
print('generated values: %d, failing re-validation: %d' % (nval, bad))

# ---- documented test data that appears (green only) must be present and genuinely valid
from stdnum import iban as _iban, luhn as _luhn
DOC = {'4242 4242 4242 4242': _luhn, '4111 1111 1111 1111': _luhn, '5555 5555 5555 4444': _luhn, '4000 0566 5566 5556': _luhn,
       'GB82 WEST 1234 5698 7654 32': _iban, 'DE89 3704 0044 0532 0130 00': _iban, 'ES91 2100 0418 4502 0005 1332': _iban,
       'FR76 3000 6000 0112 3456 7890 189': _iban}
for v, mod in DOC.items():
    hits = [x for x in L if v in x['text']]
    assert hits and all(x['label'] == 'green' for x in hits), v
    assert mod.is_valid(v.replace(' ', '')), v
for v in ('AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'):
    hits = [x for x in L if v in x['text']]
    assert hits and all(x['label'] == 'green' for x in hits), v
print('documented test values: %d present, all valid, all in green lines' % (len(DOC) + 3))

# ---- mutation check: every digit +1 (mod 10), one at a time
tot = acc = 0; per = collections.Counter(); pacc = collections.Counter()
ptot = pacc_ph = 0
for used in values:
    for name, v in used:
        k = name.split(':')[0]
        if k not in gen.CHECKSUM and k != 'phone': continue
        for i, c in enumerate(v):
            if not c.isdigit(): continue
            m = v[:i] + str((int(c) + 1) % 10) + v[i+1:]
            ok = bool(gen.validate(name, m))
            if k == 'phone':
                ptot += 1; pacc_ph += ok; continue
            tot += 1; per[k] += 1
            if ok: acc += 1; pacc[k] += 1
print('mutation check (checksum-bearing): %d variants, %d still accepted' % (tot, acc))
for k in sorted(per): print('  %-9s %5d variants, %4d accepted' % (k, per[k], pacc[k]))
print('mutation check (phones, no checksum, validity by numbering plan only): %d variants, %d still accepted' % (ptot, pacc_ph))

# seeds: replace each word by the next word of its wordlist; WIF: each character by the next base58 character
from mnemonic import Mnemonic
st = sa = wt = wa = 0
for used in values:
    for name, v in used:
        k = name.split(':')[0]
        if k == 'seed':
            m = Mnemonic(name.split(':')[1]); ws = v.split(' ')
            for i, w in enumerate(ws):
                nw = m.wordlist[(m.wordlist.index(w) + 1) % 2048]
                st += 1; sa += m.check(' '.join(ws[:i] + [nw] + ws[i+1:]))
        if k == 'wif':
            for i, c in enumerate(v):
                nv = v[:i] + gen.B58[(gen.B58.index(c) + 1) % 58] + v[i+1:]
                wt += 1; wa += gen.wif_valid(nv)
print('mutation check (BIP-39 seeds, next word in wordlist): %d variants, %d still accepted (4-8 bit checksum)' % (st, sa))
print('mutation check (WIF keys, next base58 char): %d variants, %d still accepted' % (wt, wa))

C = collections.Counter
print('N =', len(L))
print('by lang:', dict(C(x['lang'] for x in L).most_common()))
print('by label:', dict(C(x['label'] for x in L).most_common()))
print('by kind:', dict(C(x['kind'] for x in L).most_common()))
for lang in LANGS:
    print(lang, dict(C(x['label'] for x in L if x['lang'] == lang)), dict(C(x['kind'] for x in L if x['lang'] == lang)))
