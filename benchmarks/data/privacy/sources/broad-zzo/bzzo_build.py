"""Build broad-zzo.jsonl from the hand-written line files bzzo_lines_*.txt.

Line file format: lang|label|kind|category|note|text   (text: '\\n' = newline, <<name:style>> = generated value)
"""
import collections, glob, json, os, random, sys

import bzzo_lib as L

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
         'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}
LANGS = {'en', 'pl', 'de', 'es', 'fr', 'uk', 'ru'}


def main():
    rows = []
    for fn in sorted(glob.glob(os.path.join(HERE, 'bzzo_lines_*.txt'))):
        for ln, raw in enumerate(open(fn, encoding='utf-8'), 1):
            raw = raw.rstrip('\n')
            if not raw.strip() or raw.startswith('#'):
                continue
            parts = raw.split('|', 5)
            assert len(parts) == 6, (fn, ln, raw)
            lang, label, kind, cat, note, text = [p.strip() if i < 5 else p for i, p in enumerate(parts)]
            text = text.strip().replace('\\n', '\n')
            assert lang in LANGS, (fn, ln)
            assert kind in KINDS[label], (fn, ln, label, kind)
            text, vals = L.fill(text)
            rows.append((dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note), vals, '%s:%d' % (os.path.basename(fn), ln)))
    random.Random(19190).shuffle(rows)
    out, values, errs = [], [], []
    seen = set()
    for i, (r, vals, src) in enumerate(rows, 1):
        r = dict(id='bzzo-%04d' % i, **r)
        if r['text'] in seen:
            errs.append('dup text ' + src)
        seen.add(r['text'])
        for name, v in vals:
            if v not in r['text']:
                errs.append('value missing %s %s' % (src, name))
            if not L.validate(name, v):
                errs.append('value invalid %s %s' % (src, name))
            values.append(dict(id=r['id'], type=name, value=v))
        out.append(r)
    ids = [r['id'] for r in out]
    assert len(ids) == len(set(ids))
    if errs:
        print('\n'.join(errs)); sys.exit(1)
    with open(os.path.join(HERE, 'broad-zzo.jsonl'), 'w', encoding='utf-8') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(values, open(os.path.join(HERE, 'bzzo_values.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
    stats(out, values)


def stats(out, values):
    c = collections.Counter
    lang = c(r['lang'] for r in out); label = c(r['label'] for r in out); kind = c(r['kind'] for r in out)
    lx = collections.defaultdict(c)
    for r in out:
        lx[r['lang']][r['label']] += 1
    cats = set(r['category'] for r in out)
    s = {'lines': len(out), 'lang': dict(lang.most_common()), 'label': dict(label.most_common()), 'kind': dict(kind.most_common()),
         'lang_x_label': {k: [v['red'], v['yellow'], v['green']] for k, v in lx.items()}, 'categories': len(cats),
         'values': len(values), 'value_types': dict(c(v['type'] for v in values).most_common())}
    json.dump(s, open(os.path.join(HERE, 'bzzo_stats.json'), 'w'), indent=1)
    print(json.dumps(s, indent=1))


if __name__ == '__main__':
    main()
