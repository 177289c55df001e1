"""Build broad-zzd.jsonl from the hand-written lines, then re-read and check it."""
import json, re, random, collections, importlib, sys
import bzzd_gen as G

LANGFILES = [('pl', 'bzzd_pl'), ('en', 'bzzd_en'), ('de', 'bzzd_de'), ('es', 'bzzd_es'), ('fr', 'bzzd_fr'), ('uk', 'bzzd_uk')]
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LAB = {'r': 'red', 'g': 'green', 'y': 'yellow'}
PH = re.compile(r'\{([A-Z0-9_]+)\}')

def parse(block, lang):
    out = []
    for ln in block.strip('\n').split('\n'):
        if not ln.strip(): continue
        l, kind, cat, note, text = ln.split('|', 4)
        out.append(dict(lang=lang, label=LAB[l], kind=kind, category=cat, note=note, raw=text.replace('\\n', '\n')))
    return out

rows = []
for lang, mod in LANGFILES:
    m = importlib.import_module(mod)
    rows += parse(m.LINES, lang)
    if hasattr(m, 'LINES_RU'): rows += parse(m.LINES_RU, 'ru')
    if hasattr(m, 'LINES2'): rows += parse(m.LINES2, lang)
    if hasattr(m, 'LINES_RU2'): rows += parse(m.LINES_RU2, 'ru')

for r in rows:
    vals = []
    def fill(mt):
        f, chk = G.GEN[mt.group(1)]
        v = f(); vals.append((mt.group(1), chk, v)); return v
    r['text'] = PH.sub(fill, r['raw']); r['vals'] = vals

rnd = random.Random(17)
rnd.shuffle(rows)
with open('broad-zzd.jsonl', 'w', encoding='utf-8') as fo:
    for i, r in enumerate(rows, 1):
        r['id'] = f'bzzd-{i:04d}'
        fo.write(json.dumps({k: r[k] for k in ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']}, ensure_ascii=False) + '\n')
json.dump([{'id': r['id'], 'values': [[a, b, c] for a, b, c in r['vals']]} for r in rows if r['vals']],
          open('bzzd_values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)

# ---- re-read and check
errs = []
L = [json.loads(x) for x in open('broad-zzd.jsonl', encoding='utf-8')]
V = {d['id']: d['values'] for d in json.load(open('bzzd_values.json', encoding='utf-8'))}
ids = [x['id'] for x in L]
if len(set(ids)) != len(ids): errs.append('duplicate ids')
texts = collections.Counter(x['text'] for x in L)
errs += [f'duplicate text: {t[:40]}' for t, c in texts.items() if c > 1]
nval = nchk = 0
for x in L:
    if list(x) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append(x['id'] + ' fields')
    if x['kind'] not in KINDS[x['label']]: errs.append(x['id'] + ' label/kind')
    if x['lang'] not in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}: errs.append(x['id'] + ' lang')
    if '{' in x['text'] and PH.search(x['text']): errs.append(x['id'] + ' unfilled placeholder')
    for name, chk, v in V.get(x['id'], []):
        nval += 1
        if v not in x['text']: errs.append(f"{x['id']} value {name} not verbatim")
        if chk is not None:
            nchk += 1
            if not G.check(chk, v): errs.append(f"{x['id']} value {name} fails check")
print('lines', len(L), 'values', nval, 'checksum-bearing', nchk, 'errors', len(errs))
for e in errs[:30]: print(' ', e)
C = collections.Counter
st = {'n': len(L), 'lang': C(x['lang'] for x in L), 'label': C(x['label'] for x in L), 'kind': C(x['kind'] for x in L),
      'lang_label': {lg: C(x['label'] for x in L if x['lang'] == lg) for lg in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'ru']},
      'categories': len(set(x['category'] for x in L)), 'values': nval, 'checksum_values': nchk, 'errors': len(errs)}
json.dump(st, open('bzzd_stats.json', 'w'), ensure_ascii=False, indent=1)
print(json.dumps(st, ensure_ascii=False))
sys.exit(1 if errs else 0)
