"""Build broad-zzz9.jsonl from the hand-written lines/<lang>.txt files.

Line format: label|kind|category|note|text ; <<kind>> placeholders are filled by values.py.
Writes ../broad-zzz9.jsonl and values-used.json, re-reads the jsonl, checks it and runs the mutation check.
"""
import collections, json, os, random, re, sys
import values as V

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'broad-zzz9.jsonl')
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
PH = re.compile(r'<<([a-zA-Z0-9-]+)>>')

rows, used = [], []
seen_vals = set()
for lang in LANGS:
    for n, line in enumerate(open(os.path.join(HERE, 'lines', lang + '.txt'), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split('|', 4)
        assert len(parts) == 5, (lang, n, line)
        label, kind, cat, note, text = parts
        vals = []
        def fill(m):
            k = m.group(1)
            while True:
                disp, comp = V.REG[k][0]()
                if comp not in seen_vals:
                    seen_vals.add(comp); vals.append((k, disp, comp)); return disp
        text = PH.sub(fill, text)
        rows.append({'lang': lang, 'text': text, 'label': label, 'kind': kind, 'category': cat, 'note': note})
        used.append(vals)

order = list(range(len(rows)))
random.Random(20261204).shuffle(order)
prefix = 'bzzz9'
with open(OUT, 'w', encoding='utf-8') as f:
    for i, j in enumerate(order, 1):
        r = rows[j]
        obj = {'id': f'{prefix}-{i:04d}', 'lang': r['lang'], 'text': r['text'], 'label': r['label'],
               'kind': r['kind'], 'category': r['category'], 'note': r['note']}
        f.write(json.dumps(obj, ensure_ascii=False) + '\n')
        r['id'] = obj['id']
json.dump([{'id': rows[j]['id'], 'values': [{'kind': k, 'display': d, 'compact': c} for k, d, c in used[j]]}
           for j in order if used[j]], open(os.path.join(HERE, 'values-used.json'), 'w', encoding='utf-8'),
          ensure_ascii=False, indent=1)

# ---------------- re-read and check
errors = []
data = [json.loads(l) for l in open(OUT, encoding='utf-8')]
byid = {d['id']: d for d in data}
if len(byid) != len(data): errors.append('duplicate ids')
texts = collections.Counter(d['text'] for d in data)
errors += [f'repeated text: {t[:40]}' for t, c in texts.items() if c > 1]
for d in data:
    if list(d) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errors.append(f'key order {d["id"]}')
    if d['lang'] not in LANGS: errors.append(f'lang {d["id"]}')
    if d['kind'] not in KINDS.get(d['label'], ()): errors.append(f'label/kind {d["id"]}')
    if '<<' in d['text'] or '>>' in d['text']: errors.append(f'unfilled {d["id"]}')
    if not d['category'] or not d['note']: errors.append(f'empty field {d["id"]}')
nvals = 0
vu = json.load(open(os.path.join(HERE, 'values-used.json'), encoding='utf-8'))
for e in vu:
    for v in e['values']:
        nvals += 1
        if v['display'] not in byid[e['id']]['text']: errors.append(f'value not verbatim {e["id"]}')
        if not V.validate(v['kind'], v['display']): errors.append(f'value invalid {e["id"]} {v["kind"]}')
        if v['kind'] not in ('phone-' + c for c in V.PHONE_PREFIX) and not V.compact(v['kind'], v['display']).upper().endswith(v['compact'].upper()) \
                and not v['kind'].startswith(('seed', 'tok')):
            errors.append(f'compact mismatch {e["id"]}')

# ---------------- mutation check: every digit of every checksum-bearing value, +1 and -1 (mod 10), one at a time
mut_lines = []
for STEP in (1, 9):
    mut_total = mut_acc = 0
    mut_by = collections.Counter(); acc_by = collections.Counter()
    for e in vu:
        for v in e['values']:
            k = v['kind']
            if not V.REG[k][2]:
                continue
            c = v['compact']
            val = V.REG[k][1]
            for i, ch in enumerate(c):
                if ch.isdigit():
                    m = c[:i] + str((int(ch) + STEP) % 10) + c[i + 1:]
                    mut_total += 1; mut_by[k.split('-')[0] if k.startswith('iban') else k] += 1
                    if val(m):
                        mut_acc += 1; acc_by[k.split('-')[0] if k.startswith('iban') else k] += 1
    mut_lines.append((f'mutation check (digit {"+1" if STEP == 1 else "-1"}): variants', mut_total, 'still accepted', mut_acc))
    mut_lines.append(('  per type:', {k: f'{acc_by[k]}/{mut_by[k]}' for k in sorted(mut_by)}))

print('lines', len(data), 'generated values', nvals, 'errors', len(errors))
for x in errors[:30]: print('  ', x)
for x in mut_lines: print(*x)
for key in ('lang', 'label', 'kind'):
    print(key, dict(sorted(collections.Counter(d[key] for d in data).items(), key=lambda x: -x[1])))
red = [d for d in data if d['label'] == 'red']
print('red id+secret share', round(sum(d['kind'] in ('identifier', 'secret') for d in red) / len(red), 3))
green = [d for d in data if d['label'] == 'green']
print('green lookalike share', round(sum(d['kind'] == 'benign-lookalike' for d in green) / len(green), 3))
print('lang x label', {l: dict(collections.Counter(d['label'] for d in data if d['lang'] == l)) for l in LANGS})
sys.exit(1 if errors else 0)
