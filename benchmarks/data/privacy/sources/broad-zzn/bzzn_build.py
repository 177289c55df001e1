"""Build broad-zzn.jsonl from bzzn_<lang>.txt and re-check it.
Line format: <label> <kind> <category> :: <text> :: <note>; '\\n' in text is a newline;
{{fn:arg:arg}} placeholders are filled from bzzn_gen and recorded."""
import json, random, re, sys, collections, glob
import bzzn_gen as g
KIND = {'id': 'identifier', 'sec': 'secret', 'idt': 'identity', 'hea': 'health', 'sex': 'sexuality', 'bel': 'beliefs',
        'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain', 'ben': 'benign', 'look': 'benign-lookalike'}
LAB = {'r': 'red', 'y': 'yellow', 'g': 'green'}
OK = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
      'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'\{\{([a-z0-9]+)((?::[A-Za-z0-9]*)*)\}\}')
def fill(text, vals):
    def rep(m):
        fn = m.group(1); args = [a for a in m.group(2).split(':')[1:]]
        if fn == 'tok': v, t = g.token(*args)
        else: v, t = getattr(g, fn)(*args)
        vals.append((v, t)); return v
    return PH.sub(rep, text)
rows, allvals = [], []
for lang in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
    for n, line in enumerate(open(f'bzzn_{lang}.txt', encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'): continue
        try:
            head, text, note = [x.strip() for x in line.split(' :: ')]
            lab, kind, cat = head.split()
        except ValueError:
            sys.exit(f'bad line {lang}:{n}: {line[:80]}')
        vals = []
        text = fill(text.replace('\\n', '\n'), vals)
        rows.append(dict(lang=lang, text=text, label=LAB[lab], kind=KIND[kind], category=cat, note=note))
        allvals.append(vals)
order = list(range(len(rows))); random.Random(1904).shuffle(order)
out, vals_out = [], []
for i, k in enumerate(order, 1):
    r = dict(id=f'bzzn-{i:04d}', **rows[k]); out.append(r)
    for v, t in allvals[k]: vals_out.append(dict(id=r['id'], type=t, value=v))
with open('broad-zzn.jsonl', 'w', encoding='utf-8') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(vals_out, open('bzzn_values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
# re-check from disk
lines = [json.loads(l) for l in open('broad-zzn.jsonl', encoding='utf-8')]
byid = {r['id']: r for r in lines}
assert len(byid) == len(lines), 'dup ids'
texts = collections.Counter(r['text'] for r in lines)
d = [t for t, c in texts.items() if c > 1]; assert not d, d
for r in lines:
    assert list(r) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    assert r['kind'] in OK[r['label']], r['id']
    assert r['lang'] in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru')
bad = 0
CHK = {'pesel','nip','regon','iban','nrb','steuerid','dni','nie','cif','nir','siren','siret','ssn','rnokpp','edrpou','inn','devat','gbvat','isbn','ean','card','plid','passport-pl','nino','nss'}
for v in json.load(open('bzzn_values.json', encoding='utf-8')):
    if v['value'] not in byid[v['id']]['text'] or not g.validate(v['type'], v['value']): bad += 1; print('BAD', v['id'], v['type'])
    if v['type'] in CHK and not g.validate(v['type'], g.strip(v['value'])):
        bad += 1; print('BAD-stripped', v['id'], v['type'])
print('values', len(vals_out), 'bad', bad)
C = collections.Counter
print('lines', len(lines)); print('lang', dict(C(r['lang'] for r in lines))); print('label', dict(C(r['label'] for r in lines)))
print('kind', dict(C(r['kind'] for r in lines)))
lx = collections.defaultdict(C)
for r in lines: lx[r['lang']][r['label']] += 1
for l in lx: print(l, lx[l]['red'], lx[l]['yellow'], lx[l]['green'])
print('categories', len(set(r['category'] for r in lines)))
print('types', dict(C(v['type'] for v in vals_out)))
# mutation check: change each digit by one, one at a time, for checksum-bearing values
MUT = {'pesel','nip','regon','iban','nrb','steuerid','dni','nie','cif','nir','siren','siret','rnokpp','edrpou','inn','devat','gbvat','isbn','ean','card','plid','passport-pl','nss'}
tot = acc = 0; accepted = collections.Counter()
for v in vals_out:
    if v['type'] not in MUT: continue
    s = g.strip(v['value'])
    for i, ch in enumerate(s):
        if ch.isdigit():
            m = s[:i] + str((int(ch) + 1) % 10) + s[i+1:]; tot += 1
            if g.validate(v['type'], m): acc += 1; accepted[v['type']] += 1
print('mutations', tot, 'accepted', acc, dict(accepted))
dev = {json.loads(l)['text'] for l in open('/work/shared/bench/privacy-dev.jsonl', encoding='utf-8')}
print('texts also in dev file:', sum(r['text'] in dev for r in lines))
