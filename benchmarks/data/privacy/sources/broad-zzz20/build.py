"""Build broad-zzz20.jsonl from the hand-written lines-<lang>.txt files.
Line format: CODE | category | note | text  (text may hold <<placeholder>> names from gen.TYPES)."""
import json, os, random, re, sys, collections
sys.path.insert(0, os.path.dirname(__file__))
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzz20.jsonl')
VALS = os.path.join(HERE, 'generated-values.json')
CODES = {'RI': ('red', 'identifier'), 'RS': ('red', 'secret'), 'RY': ('red', 'identity'),
         'RH': ('red', 'health'), 'RX': ('red', 'sexuality'), 'RB': ('red', 'beliefs'),
         'RE': ('red', 'ethnicity'), 'RF': ('red', 'finance'), 'RR': ('red', 'relationship'),
         'Y': ('yellow', 'uncertain'), 'G': ('green', 'benign'), 'GL': ('green', 'benign-lookalike')}
WHY = {'identifier': 'a real person\'s identifying value', 'secret': 'a secret that opens an account, device or door',
       'identity': 'a named person tied to an address, plate or birth date', 'health': 'health disclosure of an identifiable person',
       'sexuality': 'sexual orientation of the writer', 'beliefs': 'religion, politics or union membership of the writer',
       'ethnicity': 'ethnic origin of the writer', 'finance': 'money trouble or income of the writer',
       'relationship': 'intimate relationship matter', 'uncertain': 'partial value, unknown owner, rumour, suspicion or undecided step',
       'benign': 'no personal value or disclosure', 'benign-lookalike': 'looks sensitive but is public, organisational, documented or a reference number'}
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
PH = re.compile(r'<<([a-z0-9_A-Z]+)>>')

rows, values = [], []
for lang in LANGS:
    for n, line in enumerate(open(os.path.join(HERE, 'lines-%s.txt' % lang), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip(): continue
        code, cat, note, text = [p.strip() for p in line.split(' | ', 3)]
        label, kind = CODES[code]
        used = []
        def fill(m):
            t = m.group(1); g, v, c = gen.TYPES[t]
            val = g(); used.append((t, val)); return val
        text = PH.sub(fill, text)
        rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note='%s: %s' % (note, WHY[kind])))
        values.append(used)

order = list(range(len(rows)))
random.Random(2020).shuffle(order)
out = []
for i, k in enumerate(order, 1):
    r = rows[k]
    out.append({'id': 'bzzz20-%04d' % i, 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
                'kind': r['kind'], 'category': r['category'], 'note': r['note']})
vals_by_id = {out[i]['id']: values[k] for i, k in enumerate(order)}
with open(OUT, 'w', encoding='utf-8') as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + '\n')
with open(VALS, 'w', encoding='utf-8') as f:
    json.dump(vals_by_id, f, ensure_ascii=False, indent=0)

# ---- re-read and verify ----
back = [json.loads(l) for l in open(OUT, encoding='utf-8')]
errs = []
ids = [b['id'] for b in back]
if len(set(ids)) != len(ids): errs.append('duplicate ids')
texts = collections.Counter(b['text'] for b in back)
errs += ['repeated text: %r' % t[:60] for t, c in texts.items() if c > 1]
KEYS = ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
okpair = set(CODES.values())
nval = 0
for b in back:
    if list(b) != KEYS: errs.append('%s key order' % b['id'])
    if b['lang'] not in LANGS: errs.append('%s lang' % b['id'])
    if (b['label'], b['kind']) not in okpair: errs.append('%s label/kind' % b['id'])
    if '<<' in b['text'] or '>>' in b['text']: errs.append('%s unfilled placeholder' % b['id'])
    for t, v in vals_by_id[b['id']]:
        nval += 1
        if v not in b['text']: errs.append('%s value not verbatim: %s' % (b['id'], v))
        g, val, c = gen.TYPES[t]
        if val and not val(v): errs.append('%s value does not re-validate: %s %s' % (b['id'], t, v))
allv = [v for vs in vals_by_id.values() for t, v in vs]
dupv = [v for v, c in collections.Counter(allv).items() if c > 1]
if dupv: errs.append('duplicate generated values: %s' % dupv)

# ---- mutation check: every digit of every checksum-bearing value, +1 mod 10, one at a time ----
mut_total = mut_acc = 0
acc_by_type = collections.Counter(); tot_by_type = collections.Counter()
for vs in vals_by_id.values():
    for t, v in vs:
        g, val, c = gen.TYPES[t]
        if not c: continue
        for i, ch in enumerate(v):
            if not ch.isdigit(): continue
            m = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
            mut_total += 1; tot_by_type[t] += 1
            if val(m): mut_acc += 1; acc_by_type[t] += 1

print('lines', len(back), 'generated values', nval, 'errors', len(errs))
for e in errs: print('  ERR', e)
print('mutation check: %d single-digit variants, %d still accepted' % (mut_total, mut_acc))
for t in sorted(tot_by_type): print('   %-12s %4d variants, %d accepted' % (t, tot_by_type[t], acc_by_type[t]))
C = collections.Counter
print('by lang', dict(C(b['lang'] for b in back)))
print('by label', dict(C(b['label'] for b in back)))
print('by kind', dict(C(b['kind'] for b in back)))
red = [b for b in back if b['label'] == 'red']
print('red share %.1f%%, ids+secrets of red %.1f%%' % (100 * len(red) / len(back), 100 * sum(b['kind'] in ('identifier', 'secret') for b in red) / len(red)))
sys.exit(1 if errs else 0)
