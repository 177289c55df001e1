"""Build broad-zx.jsonl from texts/<lang>.txt (lines: kind | category | note | text with {slot} or {slot:fmt}),
filling slots with gen.py values; then re-read the file and check it (see check())."""
import json, re, random, collections, sys
import gen

KIND = {'id': 'identifier', 'sec': 'secret', 'ide': 'identity', 'hea': 'health', 'sex': 'sexuality', 'bel': 'beliefs',
        'eth': 'ethnicity', 'fin': 'finance', 'rel': 'relationship', 'unc': 'uncertain', 'ben': 'benign', 'lk': 'benign-lookalike'}
LABEL = {k: 'red' for k in ['identifier', 'secret', 'identity', 'health', 'sexuality', 'beliefs', 'ethnicity', 'finance', 'relationship']}
LABEL.update({'uncertain': 'yellow', 'benign': 'green', 'benign-lookalike': 'green'})
SLOT = re.compile(r'\{([a-z0-9_]+)(?::([a-z]))?\}')
OUT, VAL = 'broad-zx.jsonl', 'values.json'

SLOTCAT = {'visa': 'card', 'mc': 'card', 'plid': 'pl-id-card', 'nhs': 'nhs-number'}
RULES = [  # (kind, substring of the hand-written fine tag, category); first match wins
    ('secret', 'door', 'door-code'), ('secret', 'alarm', 'alarm-code'), ('secret', 'pin', 'card-pin'),
    ('secret', 'login', 'login-password'), ('secret', 'wifi', 'wifi-password'), ('secret', 'pass', 'password'),
    ('secret', 'seed', 'seed-phrase'), ('secret', 'sms', 'sms-code'), ('secret', '2fa', 'sms-code'),
    ('secret', 'tan', 'tan-code'), ('secret', 'blik', 'blik'), ('secret', 'recovery', 'recovery-codes'),
    ('secret', 'github', 'github-token'), ('secret', 'gitlab', 'gitlab-token'), ('secret', 'slack', 'slack-token'),
    ('secret', 'stripe', 'stripe-key'), ('secret', 'openai', 'openai-key'), ('secret', 'aws', 'aws-keys'),
    ('identifier', 'passport', 'passport-ua'),
    ('identity', 'address', 'person-address'), ('identity', 'dob', 'person-birth-date'), ('identity', 'plate', 'plate-owner'),
    ('health', 'hiv', 'hiv-status'), ('health', 'pregnancy', 'reproductive-health'), ('health', 'abortion', 'reproductive-health'),
    ('health', 'addiction', 'addiction'),
    *[('health', w, 'mental-health') for w in ('depression', 'bipolar', 'psychiatric', 'ptsd', 'burnout', 'mental', 'anorexia', 'therapy')],
    ('health', '', 'diagnosis'),
    ('finance', 'salary', 'income-and-debt'), ('finance', 'banking-ban', 'banking-ban'), ('finance', 'eviction', 'eviction'),
    ('finance', 'bankruptcy', 'insolvency'), ('finance', 'insolvency', 'insolvency'), ('finance', '', 'debts'),
    ('relationship', 'affair', 'infidelity'), ('relationship', 'divorce', 'separation'), ('relationship', '', 'intimate-relationship'),
    ('sexuality', 'trans', 'gender-identity'), ('sexuality', '', 'sexual-orientation'),
    ('beliefs', 'politics', 'politics'), ('beliefs', 'religion', 'religion'), ('beliefs', 'union', 'trade-union'),
    ('ethnicity', '', 'ethnicity'),
    ('uncertain', 'masked', 'masked-value'), ('uncertain', 'partial', 'partial-value'), ('uncertain', 'last-digits', 'partial-value'),
    *[('uncertain', w, 'undiagnosed-symptoms') for w in ('symptoms', 'tiredness', 'sleep', 'memory', 'forgetful', 'health')],
    *[('uncertain', w, 'possible-money-trouble') for w in ('money', 'debt', 'gambling')],
    ('uncertain', 'undecided', 'undecided-step'), ('uncertain', 'affair', 'vague-relationship-worry'),
    ('uncertain', 'couple', 'vague-relationship-worry'), ('uncertain', 'marriage', 'vague-relationship-worry'),
    ('uncertain', '', 'vague-worry'),
    ('benign', 'topic', 'topic-question'), ('benign', 'tutoring', 'tutoring'), ('benign', '', 'person-nothing-sensitive'),
    ('benign-lookalike', 'company-vat', 'company-vat'), ('benign-lookalike', 'company-tva', 'company-vat'),
    ('benign-lookalike', 'company-account', 'company-iban'), ('benign-lookalike', 'office-phone', 'company-phone'),
    ('benign-lookalike', 'siret-company', 'company-siret'), ('benign-lookalike', 'krs', 'company-krs'),
    ('benign-lookalike', 'nip', 'company-nip'), ('benign-lookalike', 'cif', 'company-cif'), ('benign-lookalike', 'edrpou', 'company-edrpou'),
    ('benign-lookalike', 'test-iban', 'example-iban'),
    ('benign-lookalike', 'iban-de', 'company-iban'), ('benign-lookalike', 'iban-es', 'company-iban'), ('benign-lookalike', 'iban-ua', 'company-iban'),
    ('benign-lookalike', 'company-phone', 'company-phone'),
    ('benign-lookalike', 'test-card', 'test-card'), ('benign-lookalike', 'test-iban', 'example-iban'),
    ('benign-lookalike', 'public-figure', 'public-figure'), ('benign-lookalike', 'fictional', 'fictional-character'),
    ('benign-lookalike', 'placeholder', 'placeholder-person'), ('benign-lookalike', 'sample', 'placeholder-person'),
    ('benign-lookalike', 'hotline', 'public-hotline'), ('benign-lookalike', 'isbn', 'isbn'), ('benign-lookalike', 'ean', 'ean'),
    ('benign-lookalike', 'tracking', 'tracking-number'), ('benign-lookalike', 'order', 'order-number'),
    ('benign-lookalike', 'invoice', 'invoice-number'), ('benign-lookalike', 'lott', 'lottery-numbers'),
    ('benign-lookalike', 'uuid', 'uuid'), ('benign-lookalike', 'hash', 'hash'), ('benign-lookalike', 'hex', 'hash'),
    ('benign-lookalike', 'version', 'version'), ('benign-lookalike', 'timestamp', 'timestamp'), ('benign-lookalike', 'bic', 'bic'),
    ('benign-lookalike', 'plate', 'plate-topic'), ('benign-lookalike', 'topic', 'topic-question'), ('benign-lookalike', 'format', 'topic-question'),
    ('benign-lookalike', 'date-event', 'date-no-person'),
]

def coarse(kind, fine, slots):
    if kind == 'identifier' and slots:
        t = slots[0][0]; return SLOTCAT.get(t, t.replace('_', '-'))
    for k, w, c in RULES:
        if k == kind and w in fine: return c
    return fine

def build():
    gen.R.seed(1612031)
    rows, vals = [], {}
    for lang in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        for ln in open(f'texts/{lang}.txt', encoding='utf-8'):
            ln = ln.strip()
            if not ln or ln.startswith('#'): continue
            k, cat, note, text = [p.strip() for p in ln.split('|', 3)]
            got = []
            def sub(m):
                v = gen.gen(m.group(1), m.group(2) or ''); got.append([m.group(1), v]); return v
            text = SLOT.sub(sub, text)
            kind = KIND[k]; i = 'bzx-%04d' % (len(rows) + 1)
            rows.append(dict(id=i, lang=lang, text=text, label=LABEL[kind], kind=kind, category=coarse(kind, cat, got), note=note))
            if got: vals[i] = got
    order = list(range(len(rows))); random.Random(7).shuffle(order)
    rows = [rows[j] for j in order]
    remap = {}
    for n, r in enumerate(rows, 1):
        new = 'bzx-%04d' % n; remap[r['id']] = new; r['id'] = new
    vals = {remap[k]: v for k, v in vals.items()}
    with open(OUT, 'w', encoding='utf-8') as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(vals, open(VAL, 'w'), ensure_ascii=False, indent=0)

def check():
    rows = [json.loads(l) for l in open(OUT, encoding='utf-8')]
    vals = json.load(open(VAL)); bad = 0
    ids = collections.Counter(r['id'] for r in rows); texts = collections.Counter(r['text'] for r in rows)
    for r in rows:
        assert set(r) == {'id', 'lang', 'text', 'label', 'kind', 'category', 'note'}, r['id']
        if ids[r['id']] > 1: print('dup id', r['id']); bad += 1
        if texts[r['text']] > 1: print('dup text', r['id']); bad += 1
        if LABEL.get(r['kind']) != r['label']: print('label/kind', r['id']); bad += 1
        if SLOT.search(r['text']): print('unfilled slot', r['id']); bad += 1
        for t, v in vals.get(r['id'], []):
            if v not in r['text']: print('value missing', r['id'], t); bad += 1
            if not gen.validate(t, v): print('invalid', r['id'], t); bad += 1
    nv = sum(len(v) for v in vals.values())
    print(f'{len(rows)} lines, {nv} generated values checked, {bad} problems')
    C = collections.Counter
    print('lang', dict(C(r['lang'] for r in rows)))
    print('label', dict(C(r['label'] for r in rows)))
    print('kind', dict(C(r['kind'] for r in rows)))
    lx = C((r['lang'], r['label']) for r in rows)
    for l in ['en', 'pl', 'de', 'es', 'fr', 'uk', 'ru']:
        print(' ', l, {b: lx[(l, b)] for b in ['red', 'yellow', 'green']})
    print('categories', len(set(r['category'] for r in rows)))
    print(sorted(C((r['kind'], r['category']) for r in rows).items()))
    return bad

if __name__ == '__main__':
    if 'check' not in sys.argv[1:]: build()
    sys.exit(1 if check() else 0)
