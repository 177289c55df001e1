"""Build broad-zzb.jsonl from texts_*.py, fill placeholders with gen.py values, re-read and check."""
import json, re, collections, importlib, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'broad-zzb.jsonl')
PH = re.compile(r'<<([a-z0-9]+)(?::([A-Za-z0-9]*))?(?::([A-Za-z0-9]*))?>>')
WITH_ARG = {'iban', 'phone', 'card', 'seed'}
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KINDS = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def fill(text):
    vals = []

    def sub(m):
        k, a, f = m.group(1), m.group(2), m.group(3)
        fn = gen.GEN[k]
        if k in WITH_ARG:
            v = fn(a, f) if f is not None else fn(a)
        else:
            v = fn(a) if a else fn()
        vals.append((k, a if k in WITH_ARG else None, v))
        return v

    return PH.sub(sub, text), vals


def main():
    rows, checks = [], []
    for lang in ['pl', 'en', 'de', 'es', 'fr', 'uk', 'extra']:
        mod = importlib.import_module('texts_' + lang)
        for r in mod.ROWS:
            if len(r) == 6:
                lg, label, kind, cat, note, text = r
            else:
                lg = lang
                label, kind, cat, note, text = r
            t, vals = fill(text)
            rows.append(dict(lang=lg, text=t, label=label, kind=kind, category=cat, note=note))
            checks.append(vals)
    # interleave languages deterministically so the file is not sorted by language
    import random
    order = list(range(len(rows)))
    random.Random(2026).shuffle(order)
    with open(OUT, 'w', encoding='utf-8') as fh:
        for i, j in enumerate(order, 1):
            r = dict(id=f"bzzb-{i:04d}", **rows[j])
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    vals_by_text = {rows[j]['text']: checks[j] for j in order}

    # ---- re-read and check ----
    errs = []
    data = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    ids = [d['id'] for d in data]
    if len(set(ids)) != len(ids): errs.append('duplicate ids')
    texts = collections.Counter(d['text'] for d in data)
    for t, n in texts.items():
        if n > 1: errs.append('duplicate text: ' + t[:50])
    nvals = 0
    for d in data:
        if list(d) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']: errs.append('fields ' + d['id'])
        if d['kind'] not in KINDS.get(d['label'], ()): errs.append('label/kind ' + d['id'])
        if d['lang'] not in ('en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'): errs.append('lang ' + d['id'])
        if '<<' in d['text'] or '>>' in d['text']: errs.append('unfilled ' + d['id'])
        if not d['category'] or not d['note']: errs.append('empty ' + d['id'])
        for k, a, v in vals_by_text[d['text']]:
            nvals += 1
            if v not in d['text']: errs.append(f"value not verbatim {d['id']} {k}")
            if not gen.validate(k, a, v): errs.append(f"invalid {d['id']} {k}")
    print('lines', len(data), 'generated values', nvals)
    print('errors', len(errs))
    for e in errs[:50]: print(' ', e)
    C = collections.Counter
    print('lang', dict(C(d['lang'] for d in data)))
    print('label', dict(C(d['label'] for d in data)))
    print('kind', dict(C(d['kind'] for d in data)))
    lx = C((d['lang'], d['label']) for d in data)
    for lg in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        print(' ', lg, {l: lx[(lg, l)] for l in ['red', 'yellow', 'green']})
    print('categories', len(set(d['category'] for d in data)))
    print('value kinds', dict(C(k for vs in checks for k, a, v in vs)))
    return errs


if __name__ == '__main__':
    sys.exit(1 if main() else 0)
