"""Build broad-zh.jsonl from the hand-written line modules, then re-read it and check it.
   python zh_build.py build   -> writes broad-zh.jsonl and broad-zh.values.json (draws fresh values)
   python zh_build.py check   -> re-reads both files and checks every recorded value and the line rules."""
import json, re, sys, collections, importlib
from zh_lib import GEN, speak, unspeak, fmt, strip_seps, R

HERE = '/work/notes/s13/sealed/broad-zh/'
LANGS = ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']
KIND = {'ri': ('red', 'identifier'), 'rs': ('red', 'secret'), 'rp': ('red', 'identity'), 'rh': ('red', 'health'),
        'rx': ('red', 'sexuality'), 'rb': ('red', 'beliefs'), 're': ('red', 'ethnicity'), 'rf': ('red', 'finance'),
        'rr': ('red', 'relationship'), 'y': ('yellow', 'uncertain'), 'gl': ('green', 'benign-lookalike'), 'gb': ('green', 'benign')}
OK_KINDS = {'red': {'identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship'},
            'yellow': {'uncertain'}, 'green': {'benign', 'benign-lookalike'}}


def render(spec, lang):
    parts = spec.split(':')
    name = parts[0]
    raw = GEN[name][0]()
    if len(parts) == 1:
        return raw, fmt(name, raw), False
    mode = parts[1]
    if mode == 'c':
        return raw, raw, False
    groups = [int(x) for x in parts[2].split(',')] if len(parts) > 2 and parts[2] else None
    spell = None
    if len(parts) > 3:
        spell = 'nato' if parts[3] == 'nato' else True
    return raw, speak(raw, lang, mode, groups, spell), True


def build():
    rows, vals = [], []
    n = 0
    for lang in LANGS:
        mod = importlib.import_module('zh_lines_' + lang)
        for t in mod.L:
            code, cat, note, text = t[:4]
            specs = t[4] if len(t) > 4 else []
            n += 1
            rid = 'bzh-%04d' % n
            shown = []
            for sp in specs:
                raw, s, spoken = render(sp, lang)
                shown.append(s)
                vals.append({'id': rid, 'gen': sp.split(':')[0], 'raw': raw, 'shown': s, 'spoken': spoken})
            txt = text.format(*shown) if specs else text
            label, kind = KIND[code]
            rows.append({'id': rid, 'lang': lang, 'text': txt, 'label': label, 'kind': kind, 'category': cat, 'note': note})
    # shuffle order of lines but keep ids sequential in file order
    order = list(range(len(rows)))
    R.shuffle(order)
    remap = {}
    out = []
    for newi, oldi in enumerate(order, 1):
        r = rows[oldi]
        nid = 'bzh-%04d' % newi
        remap[r['id']] = nid
        r['id'] = nid
        out.append(r)
    for v in vals:
        v['id'] = remap[v['id']]
    vals.sort(key=lambda v: v['id'])
    with open(HERE + 'broad-zh.jsonl', 'w', encoding='utf-8') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(vals, open(HERE + 'broad-zh.values.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=0)
    print('built', len(out), 'lines,', len(vals), 'values')


def check():
    rows = [json.loads(l) for l in open(HERE + 'broad-zh.jsonl', encoding='utf-8')]
    vals = json.load(open(HERE + 'broad-zh.values.json', encoding='utf-8'))
    errs = []
    ids = [r['id'] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append('duplicate ids')
    texts = collections.Counter(r['text'] for r in rows)
    errs += ['duplicate text' for t, c in texts.items() if c > 1]
    for r in rows:
        if list(r) != ['id', 'lang', 'text', 'label', 'kind', 'category', 'note']:
            errs.append('fields ' + r['id'])
        if r['kind'] not in OK_KINDS.get(r['label'], ()):
            errs.append('label/kind ' + r['id'])
        if r['lang'] not in LANGS or not r['category'] or not r['note']:
            errs.append('lang/cat/note ' + r['id'])
        if re.search(r'\{\d\}', r['text']):
            errs.append('unfilled ' + r['id'])
    byid = {r['id']: r for r in rows}
    nspoken = 0
    for v in vals:
        r = byid[v['id']]
        if v['shown'] not in r['text']:
            errs.append('not verbatim %s %s' % (v['id'], v['gen'])); continue
        if v['spoken']:
            nspoken += 1
            back = unspeak(v['shown'], r['lang'])
            if back != v['raw']:
                errs.append('spoken mismatch %s %s' % (v['id'], v['gen']))
            cand = back
        elif v['gen'].startswith('bip') or v['gen'] in ('pw',) or v['gen'].startswith('tok-'):
            cand = v['shown']
        elif v['gen'].startswith('tel-'):
            cand = strip_seps(v['shown'])
            if not cand.startswith('+'):
                import phonenumbers
                cand = phonenumbers.format_number(phonenumbers.parse(cand, v['gen'][4:].upper()), phonenumbers.PhoneNumberFormat.E164)
            if cand != v['raw']:
                errs.append('phone mismatch ' + v['id'])
        else:
            cand = strip_seps(v['shown'])
            if cand != v['raw']:
                errs.append('written mismatch %s %s' % (v['id'], v['gen']))
        if not GEN[v['gen']][1](cand):
            errs.append('invalid %s %s' % (v['id'], v['gen']))
    c = collections.Counter
    print('lines', len(rows), 'values', len(vals), 'spoken values', nspoken)
    print('lang', dict(c(r['lang'] for r in rows)))
    print('label', dict(c(r['label'] for r in rows)))
    print('kind', dict(c(r['kind'] for r in rows)))
    lx = c((r['lang'], r['label']) for r in rows)
    for l in LANGS:
        print(' ', l, {lab: lx[(l, lab)] for lab in ('red', 'yellow', 'green')})
    print('categories', len(set(r['category'] for r in rows)))
    print('gens', dict(c(v['gen'] for v in vals)))
    # mutation check: change each digit by one, one at a time; count variants the validator still accepts
    NOCHK = {'pw', 'ssn', 'nino', 'd4', 'd5', 'd6', 'd8'}
    mut = collections.defaultdict(lambda: [0, 0])
    for v in vals:
        g = v['gen']
        if g in NOCHK or g.startswith(('tok-', 'bip', 'tel-')):
            continue
        x = v['raw']
        for i, ch in enumerate(x):
            if ch.isdigit():
                y = x[:i] + str((int(ch) + 1) % 10) + x[i + 1:]
                mut[g][0] += 1
                mut[g][1] += bool(GEN[g][1](y))
    print('mutations accepted/tried', {g: '%d/%d' % (b, a) for g, (a, b) in sorted(mut.items()) if b} or 'none accepted', 'total tried', sum(a for a, b in mut.values()))
    print('ERRORS', len(errs), errs[:20])
    return not errs


if __name__ == '__main__':
    if sys.argv[1] == 'build':
        build()
    sys.exit(0 if check() else 1)
