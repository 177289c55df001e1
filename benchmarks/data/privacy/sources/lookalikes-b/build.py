"""Build lookalikes-b.jsonl from data_<lang>.txt (label|category|note|text), then re-read and check it."""
import json, glob, os, re, random, collections
import gen

SET, PREFIX = 'lookalikes-b', 'lkb'
RED = {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'}
KIND_OK = {'red': RED, 'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
here = os.path.dirname(os.path.abspath(__file__))

def load():
    rows = []
    for path in sorted(glob.glob(os.path.join(here, 'data_*.txt'))):
        lang = path.rsplit('_', 1)[1][:-4]
        for n, line in enumerate(open(path, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            lab, cat, note, text = line.split('|', 3)
            if lab.startswith('r:'):
                label, kind = 'red', lab[2:]
            elif lab == 'y':
                label, kind = 'yellow', 'uncertain'
            elif lab == 'g':
                label, kind = 'green', 'benign-lookalike'
            elif lab == 'gb':
                label, kind = 'green', 'benign'
            else:
                raise SystemExit(f'{path}:{n}: bad label {lab}')
            rows.append((lang, label, kind, cat, note, text, f'{os.path.basename(path)}:{n}'))
    return rows

def main():
    rows = load()
    out, values = [], {}
    for lang, label, kind, cat, note, tmpl, src in rows:
        text, vals = gen.fill(tmpl)
        assert not re.search(r'\{[a-z]+(?::[A-Z0-9]+)?\}', text), (src, text)
        out.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note))
        values[text] = vals
    random.Random(20261203).shuffle(out)
    for i, r in enumerate(out, 1):
        r['id'] = f'{PREFIX}-{i:04d}'
    out = [{k: r[k] for k in ('id', 'lang', 'text', 'label', 'kind', 'category', 'note')} for r in out]
    with open(os.path.join(here, f'{SET}.jsonl'), 'w', encoding='utf-8') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    check(values)

def check(values):
    rows = [json.loads(l) for l in open(os.path.join(here, f'{SET}.jsonl'), encoding='utf-8')]
    ids = [r['id'] for r in rows]
    assert len(ids) == len(set(ids)), 'duplicate ids'
    assert ids == [f'{PREFIX}-{i:04d}' for i in range(1, len(rows) + 1)], 'id sequence'
    texts = [r['text'] for r in rows]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    nchecked = 0
    for r in rows:
        assert set(r) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}
        assert r['lang'] in {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}
        assert r['kind'] in KIND_OK[r['label']], r
        for name, arg, v in values[r['text']]:
            assert v in r['text'], (r['id'], v)
            if name in gen.VALIDATE:
                gen.VALIDATE[name](re.sub(r'[\s.\-]', '', v))
                nchecked += 1
            if name == 'phone':
                import phonenumbers
                assert phonenumbers.is_valid_number(phonenumbers.parse(v, arg)), v
                nchecked += 1
    c = collections.Counter
    print('lines', len(rows), 'checked values', nchecked)
    print('label', dict(c(r['label'] for r in rows)))
    print('kind', dict(c(r['kind'] for r in rows)))
    print('lang', dict(c(r['lang'] for r in rows)))
    lx = c((r['lang'], r['label']) for r in rows)
    for l in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        print(' ', l, {k: lx[(l, k)] for k in ('green', 'red', 'yellow')})
    print('categories', len(set(r['category'] for r in rows)))

if __name__ == '__main__':
    main()
