"""Build broad-zzm.jsonl from bzzm_<lang>.txt lines: label|kind|category|note|text, with [[type:arg:style]] slots."""
import json, re, random, collections, glob, sys
import bzzm_lib as L

SLOT = re.compile(r'\[\[(\w+)(?::(\w*))?(?::(\w+))?\]\]')
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
NEEDS_ARG = {'iban', 'passport', 'phone'}

rows, values = [], []
for fn in sorted(glob.glob('bzzm_*.txt')):
    lang = fn[5:-4]
    for n, line in enumerate(open(fn, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split('|', 4)
        assert len(parts) == 5, (fn, n, line)
        label, kind, cat, note, text = [p.strip() for p in parts]
        assert kind in KINDS[label], (fn, n, label, kind)
        text = text.replace('\\n', '\n')
        vals = []
        def sub(m):
            t, arg, style = m.group(1), m.group(2) or None, m.group(3) or None
            f = L.GEN[t]
            if t in NEEDS_ARG or t == 'seed' or t == 'card':
                v = f(arg or {'iban': 'PL', 'passport': 'PL', 'phone': 'PL', 'seed': 'english', 'card': 'visa'}[t], style)
            else:
                v = f(style)
            vals.append((t, arg, v))
            return v
        text = SLOT.sub(sub, text)
        l2 = lang.split('_')[0]
        rows.append(dict(lang=l2, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals, _src='%s:%d' % (fn, n)))

rnd = random.Random(1912)
rnd.shuffle(rows)
seen = set()
out = []
for i, r in enumerate(rows, 1):
    r['id'] = 'bzzm-%04d' % i
    assert r['text'] not in seen, r['_src']
    seen.add(r['text'])
    assert r['lang'] in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}, r['_src']
    assert '[[' not in r['text'] and '|' not in r['text'][:0], r['_src']
    for t, arg, v in r['_vals']:
        assert v in r['text'], (r['_src'], v)
        assert L.validate(t, arg if t != 'seed' else (arg or 'english'), v) if t not in ('iban', 'phone', 'passport') else L.validate(t, arg or 'PL', v), (r['_src'], t, v)
        values.append(dict(id=r['id'], type=t, arg=arg, value=v, label=r['label']))
    out.append({k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')})

with open('broad-zzm.jsonl', 'w', encoding='utf-8') as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + '\n')
json.dump(values, open('bzzm_values.json', 'w'), ensure_ascii=False, indent=0)

# re-read check
ids = set()
for l in open('broad-zzm.jsonl', encoding='utf-8'):
    d = json.loads(l)
    assert list(d) == ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']
    assert d['id'] not in ids; ids.add(d['id'])
    assert d['kind'] in KINDS[d['label']]
C = collections.Counter
print('lines', len(out), 'values', len(values))
print('lang', C(o['lang'] for o in out).most_common())
print('label', C(o['label'] for o in out).most_common())
print('kind', C(o['kind'] for o in out).most_common())
lx = collections.defaultdict(C)
for o in out: lx[o['lang']][o['label']] += 1
print('lang x label (r/y/g)', {k: '%d/%d/%d' % (v['red'], v['yellow'], v['green']) for k, v in lx.items()})
print('categories', len(set(o['category'] for o in out)))
print('value types', C(v['type'] for v in values).most_common())
stats = dict(lines=len(out), lang=C(o['lang'] for o in out), label=C(o['label'] for o in out), kind=C(o['kind'] for o in out),
             lang_label={k: dict(v) for k, v in lx.items()}, categories=len(set(o['category'] for o in out)))
json.dump(stats, open('bzzm_stats.json', 'w'), indent=1)

# mutation check: change every digit of every checksum-bearing value by one, one at a time
CHECKED = {'pesel', 'nip', 'regon', 'plid', 'iban', 'nrb', 'steuerid', 'devat', 'dni', 'nie', 'cif', 'nir', 'siren', 'siret',
           'tva', 'rnokpp', 'edrpou', 'card', 'isbn', 'ean', 'gbvat'}
variants = caught = 0
missed = collections.Counter()
for v in values:
    if v['type'] not in CHECKED:
        continue
    s = v['value']
    for i, ch in enumerate(s):
        if ch.isdigit():
            m = s[:i] + str((int(ch) + 1) % 10) + s[i + 1:]
            variants += 1
            if L.validate(v['type'], v['arg'] or ('PL' if v['type'] == 'iban' else None), m):
                missed[v['type']] += 1
            else:
                caught += 1
print('mutation check: %d variants, %d rejected, accepted by type: %s' % (variants, caught, dict(missed)))
