"""Fill the hand-written lines of data-*.txt with generated values -> lookalikes-c.jsonl + lookalikes-c.values.json.
Line format: '<lang> <code> <category> | <note> | <text>', code G=green/benign-lookalike, g=green/benign,
Y=yellow/uncertain, S=red/secret, I=red/identifier, H=red/health, F=red/finance, T=red/identity."""
import glob, json, random, re
import values

CODES = {'G': ('green', 'benign-lookalike'), 'g': ('green', 'benign'), 'Y': ('yellow', 'uncertain'),
         'S': ('red', 'secret'), 'I': ('red', 'identifier'), 'H': ('red', 'health'),
         'F': ('red', 'finance'), 'T': ('red', 'identity')}
rows = []
for fn in sorted(glob.glob('data-*.txt')):
    for ln in open(fn, encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        head, note, text = [x.strip() for x in ln.split(' | ', 2)]
        lang, code, cat = head.split()
        label, kind = CODES[code]
        vals = []
        def fill(m):
            t = m.group(1)
            v = values.GEN[t]()
            vals.append([t, v])
            return v
        text = re.sub(r'\{(\w+)\}', fill, text)
        rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals))
random.Random(1403).shuffle(rows)
out, side = [], {}
for i, r in enumerate(rows, 1):
    rid = 'lkc-%04d' % i
    side[rid] = r.pop('_vals')
    out.append(dict(id=rid, lang=r['lang'], text=r['text'], label=r['label'], kind=r['kind'],
                    category=r['category'], note=r['note']))
with open('lookalikes-c.jsonl', 'w', encoding='utf-8') as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(side, open('lookalikes-c.values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
print(len(out), 'lines')
