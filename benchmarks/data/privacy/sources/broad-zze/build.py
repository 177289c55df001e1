"""Re-read broad-zze.jsonl and values.json and check them; print counts for SOURCES-section.md."""
import json, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vals

D = os.path.dirname(os.path.abspath(__file__))
L = [json.loads(l) for l in open(os.path.join(D, 'broad-zze.jsonl'), encoding='utf-8')]
V = json.load(open(os.path.join(D, 'values.json')))
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
err = []
ids = [x['id'] for x in L]
if len(set(ids)) != len(ids): err.append('duplicate ids')
texts = collections.Counter(x['text'] for x in L)
err += ['duplicate text: ' + k[:40] for k, c in texts.items() if c > 1]
for x in L:
    if set(x) != {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}: err.append(x['id'] + ' fields')
    if x['kind'] not in KINDS[x['label']]: err.append(x['id'] + ' label/kind')
    if x['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): err.append(x['id'] + ' lang')
    if '⟨' in x['text']: err.append(x['id'] + ' unfilled slot')
allv = collections.Counter()
nchk = 0
for x in L:
    for name, v in V.get(x['id'], []):
        allv[v] += 1
        if v not in x['text']:
            err.append('%s value missing %s' % (x['id'], name)); continue
        chk = vals.GEN[name][1]
        if chk is None: continue
        nchk += 1
        raw = v if (name.startswith('tel') or name.startswith('seed')) else vals.strip(v)
        if not chk(raw): err.append('%s invalid %s' % (x['id'], name))
err += ['value used twice' for v, c in allv.items() if c > 1]
print('errors:', len(err)); [print(' ', e) for e in err[:30]]
print('lines', len(L), 'checked checksum/format values', nchk, 'random values', sum(allv.values()) - nchk)
C = collections.Counter
n = len(L)
print('lang', C(x['lang'] for x in L).most_common())
print('label', [(k, v, '%.1f%%' % (100 * v / n)) for k, v in C(x['label'] for x in L).most_common()])
print('kind', C(x['kind'] for x in L).most_common())
print('categories', len(set(x['category'] for x in L)))
for lg in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'):
    print(lg, dict(C(x['label'] for x in L if x['lang'] == lg)))
print('idsec red by lang', dict(C(x['lang'] for x in L if x['kind'] in ('identifier', 'secret'))), sum(1 for x in L if x['kind'] in ('identifier', 'secret')))
sys.exit(1 if err else 0)
