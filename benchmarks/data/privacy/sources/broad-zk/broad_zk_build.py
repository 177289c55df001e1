"""Build broad-zk.jsonl from texts_*.txt: fill [[kind:args]] with fresh random values, shuffle, write, re-check.
Usage: python broad_zk_build.py [--check]"""
import json, re, sys, glob, random, os
import broad_zk_gen as G
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zk.jsonl'); VALS = os.path.join(HERE, 'broad_zk_values.json')
PH = re.compile(r'\[\[([a-z0-9]+)((?::[^\]:]*)*)\]\]')
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}

def parse():
    recs = []
    for fn in sorted(glob.glob(os.path.join(HERE, 'texts_*.txt'))):
        lines = [l.rstrip('\n') for l in open(fn, encoding='utf-8')]
        i = 0
        while i < len(lines):
            l = lines[i]
            if not l.strip() or l.startswith('#'): i += 1; continue
            assert l.startswith('@ '), (fn, i + 1, l)
            head, note = l[2:].split('|', 1)
            lang, label, kind, cat = head.split()
            text = lines[i + 1].strip(); assert text and not text.startswith('@'), (fn, i + 2)
            recs.append(dict(lang=lang, label=label, kind=kind, category=cat, note=note.strip(), raw=text, src=f'{os.path.basename(fn)}:{i+1}'))
            i += 2
    return recs

def build():
    recs = parse(); vals = []
    for r in recs:
        used = []
        def sub(m):
            k = m.group(1); args = [a for a in m.group(2).split(':')[1:]]
            v = G.GEN[k](*args); used.append([k, args, v]); return v
        r['text'] = PH.sub(sub, r.pop('raw')); r['values'] = used
    random.Random(1403).shuffle(recs)
    with open(OUT, 'w', encoding='utf-8') as f:
        for n, r in enumerate(recs, 1):
            r['id'] = 'bzk-%04d' % n
            f.write(json.dumps({k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')}, ensure_ascii=False) + '\n')
            vals.append({'id': r['id'], 'src': r['src'], 'values': r['values']})
    json.dump(vals, open(VALS, 'w', encoding='utf-8'), ensure_ascii=False, indent=0)

def check():
    rows = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    vals = {v['id']: v for v in json.load(open(VALS, encoding='utf-8'))}
    err = []; ids = set(); texts = set(); nv = nid = 0
    for r in rows:
        if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: err.append((r['id'], 'fields'))
        if r['id'] in ids: err.append((r['id'], 'dup id'))
        ids.add(r['id'])
        t = r['text'].strip().lower()
        if t in texts: err.append((r['id'], 'dup text'))
        texts.add(t)
        if r['lang'] not in LANGS: err.append((r['id'], 'lang'))
        if r['kind'] not in KINDS.get(r['label'], ()): err.append((r['id'], 'label/kind'))
        if '[[' in r['text'] or ']]' in r['text']: err.append((r['id'], 'placeholder'))
        if not r['note'] or not r['category']: err.append((r['id'], 'empty'))
        for k, args, v in vals[r['id']]['values']:
            nv += 1
            if v not in r['text']: err.append((r['id'], 'value missing', k))
            if not G.validate(k, args, v): err.append((r['id'], 'invalid', k))
            if k in G.IDLIKE:
                nid += 1
                if k == 'phone': ok = G.v_phone(G.strip(v) if not v.startswith('+') else '+' + G.strip(v), args[0])
                elif k == 'gh': ok = G.v_gh(v)
                else: ok = G.validate(k, args, G.strip(v))
                if not ok: err.append((r['id'], 'invalid stripped', k))
    print(f'{len(rows)} lines, {nv} generated values, {nid} identifier-like re-validated stripped, {len(err)} errors')
    for e in err: print(*e)
    return not err

if __name__ == '__main__':
    if '--check' not in sys.argv: build()
    sys.exit(0 if check() else 1)
