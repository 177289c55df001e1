"""Build broad-zze.jsonl from the hand-written blocks in texts_*.txt.

Block format:  '## <lang> <r|g|y> <kind> <category> | <note>' then the text lines (kept verbatim,
newlines included) until the next '## '. Slots ⟨gen⟩ or ⟨gen|fmt⟩ are filled with fresh random values
from vals.py; every filled value is recorded in values.json for build.py to re-check.
"""
import json, re, glob, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import vals
from catmap import M as CATMAP

D = os.path.dirname(os.path.abspath(__file__))
LAB = {'r': 'red', 'g': 'green', 'y': 'yellow'}
KIND = {'id': 'identifier', 'sec': 'secret', 'idn': 'identity', 'hea': 'health', 'sex': 'sexuality',
        'bel': 'beliefs', 'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain',
        'ben': 'benign', 'look': 'benign-lookalike'}


def blocks():
    for fn in sorted(glob.glob(os.path.join(D, 'texts_*.txt'))):
        cur = None
        for line in open(fn, encoding='utf-8').read().split('\n'):
            if line.startswith('## '):
                if cur:
                    yield cur
                head, note = line[3:].split(' | ', 1)
                lang, lab, kind, cat = head.split()
                cur = [lang, LAB[lab], KIND[kind], cat, note.strip(), []]
            elif cur is not None:
                cur[5].append(line)
        if cur:
            yield cur


def main():
    out, values = [], {}
    used = set()
    n = 0
    for lang, lab, kind, cat, note, lines in blocks():
        text = '\n'.join(lines).strip()
        if not text:
            continue
        n += 1
        rid = 'bzze-%04d' % n
        rec = []

        def fill(m):
            name, _, fmt = m.group(1).partition('|')
            g, chk = vals.GEN[name]
            for _ in range(50):
                v = g()
                if v not in used:
                    break
            used.add(v)
            s = vals.FMT[fmt](v) if fmt else v
            rec.append([name, s])
            return s
        text = re.sub(r'⟨([^⟩]+)⟩', fill, text)
        values[rid] = rec
        out.append({'id': rid, 'lang': lang, 'text': text, 'label': lab, 'kind': kind, 'category': CATMAP.get(cat, cat), 'note': note})
    with open(os.path.join(D, 'broad-zze.jsonl'), 'w', encoding='utf-8') as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    json.dump(values, open(os.path.join(D, 'values.json'), 'w'), ensure_ascii=False, indent=0)
    print(len(out), 'lines')


if __name__ == '__main__':
    main()
