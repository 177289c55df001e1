"""Build broad-zzz63.jsonl (sealed held-out set, theme: unusual formatting) from hand-written line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. Placeholders:
    <<type>>, <<type:genfmt>>, <<type:genfmt:style>>, <<type::style>>
genfmt is passed to the value generator; style (one or more joined by '+') re-renders the value the way people
type it: dot, slash, us (underscore), mid (middle dot), nbsp, thin (thin space), nnbsp, dash, sp1 (digit by digit),
fw (full-width digits), fwmix (some digits full-width), words (digits spelled out in the line's language),
halfwords (first digits spelled out), nl (broken across two lines).
Blank lines and lines starting with '#' are ignored.
Generator functions and checking code adapted from sources/broad-zzz16/build.py.
"""
import json, random, re, string, sys, collections, itertools, unicodedata
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.gb import nhs, utr
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn, ogrn

HERE = Path(__file__).resolve().parent
# final location (the lead moves it): HERE.parents[1] / "broad-zzz63.jsonl"
OUT = HERE.parents[1] / "broad-zzz63.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz63"
rng = random.Random(63063)          # values
srng = random.Random(6363)          # shuffle
styrng = random.Random(36036)       # styles (fwmix, split points)
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}

def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s

def complete(prefix, validator, alphabet=string.digits, width=1):
    for p in itertools.product(alphabet, repeat=width):
        v = prefix + "".join(p)
        try:
            if validator(v):
                return v
        except Exception:
            pass
    return None

def ok(mod):
    return lambda v: mod.is_valid(v)

def retry(fn):
    for _ in range(10000):
        v = fn()
        if v:
            return v
    raise RuntimeError("generator failed")

# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1948, 2006); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == "pl":
        return "PL" + v
    return v

def g_regon(fmt=""):
    return retry(lambda: complete(digits(8, True), ok(regon)))

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v

def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))

def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v

def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))

def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif), string.digits))

def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(50, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        return complete(sex + yy + mm + dep + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v

def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), ok(siren)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_siret(fmt=""):
    v = retry(lambda: complete(g_siren() + digits(4), ok(siret)))
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}" if fmt == "sp" else v

def g_tva(fmt=""):
    s = g_siren()
    return retry(lambda: complete("FR", lambda x: tva.is_valid(x + s), string.digits, 2)) + s

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return v if fmt == "plain" else f"{v[:3]} {v[3:6]} {v[6:]}"

def g_utr(fmt=""):
    return retry(lambda: (lambda s: next((c + s for c in "0123456789" if utr.is_valid(c + s)), None))(digits(9)))

def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

def g_ogrn(fmt=""):
    return retry(lambda: complete(rng.choice("15") + digits(11), ok(ogrn)))

# ---------- bank accounts ----------
def pl_sortcode():
    b = digits(7, True)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10
    return b + str(c)

def fr_rib(bank, guichet, acct):
    k = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
    return f"{k:02d}"

def bban(cc):
    if cc == "PL":
        return pl_sortcode() + digits(16)
    if cc == "DE":
        return digits(8, True) + digits(10)
    if cc == "ES":
        b, o, a = digits(4, True), digits(4), digits(10)
        return b + o + ccc.calc_check_digits(b + o + "00" + a) + a
    if cc == "FR":
        b, g, a = digits(5, True), digits(5), digits(11)
        return b + g + a + fr_rib(b, g, a)
    if cc == "UA":
        return digits(6, True) + digits(19)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(6) + digits(8)
    if cc == "AT":
        return digits(5, True) + digits(11)
    raise ValueError(cc)

def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))

def g_iban(cc, fmt=""):
    for _ in range(5000):
        b = bban(cc)
        v = cc + iban.calc_check_digits(cc + "00" + b) + b
        if iban.is_valid(v):
            break
    else:
        raise RuntimeError(cc)
    return v if fmt == "plain" else group4(v)

def nrb_valid(v):
    return iban.is_valid("PL" + v)
def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    if fmt == "plain":
        return v
    return v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))

# ---------- cards, book/product codes ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(14 - len(brand) + 1), ok(luhn)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)

def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), ok(isbn)))
    return isbn.format(v) if fmt != "plain" else v

def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ok(ean)))

# ---------- look-alikes that must FAIL their checksum ----------
def breaker(gen, valid):
    def g(fmt=""):
        v = gen(fmt)
        pos = [i for i, c in enumerate(v) if c.isdigit()]
        for _ in range(1000):
            i = rng.choice(pos)
            m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
            if not valid(strip_sep(m)):
                return m
        raise RuntimeError("breaker")
    return g

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT", "CH", "BE") else 2
    if region == "FR":
        keep = 1
    for _ in range(10000):
        cand = nsn[:keep] + digits(len(nsn) - keep)
        if region == "US":
            cand = rng.choice("2345678") + digits(2) + rng.choice("2345678") + digits(6)
        p = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (
                phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    else:
        raise RuntimeError(region)
    f = fmt or rng.choice(["nat", "intl", "e164"])
    if f == "nat":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if f == "intl":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == "e164":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))

def phone_valid(v, region):
    s = re.sub(r"[^0-9+]", "", v)
    p = phonenumbers.parse(s, region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region

# ---------- secrets ----------
MN = {}
def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    ent = bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32))
    return m.to_mnemonic(ent)

def seed_valid(v, lang):
    MN.setdefault(lang, Mnemonic(lang))
    return MN[lang].check(v)

AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "glpat": lambda: "glpat-" + rs(20, AN + "-_"),
    "sklive": lambda: "sk_live_" + rs(24),
    "sktest": lambda: "sk_test_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(80, AN + "-_") + "AA",
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, AN + "/+"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "tg": lambda: f"{digits(10, True)}:AA{rs(33, AN + '-_')}",
    "npm": lambda: "npm_" + rs(36),
    "hex32": lambda: rs(32, HEX),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "sha7": lambda: rs(7, HEX),
}

# GEN: type -> (generator(fmt), validator(canonical) or None, checksum?, must_fail?)
GEN = {
    "pesel": (g_pesel, ok(pesel), True, False),
    "nip": (g_nip, ok(nip), True, False),
    "regon": (g_regon, ok(regon), True, False),
    "nrb": (g_nrb, nrb_valid, True, False),
    "steuerid": (g_idnr, ok(idnr), True, False),
    "ustid": (g_ustid, ok(devat), True, False),
    "dni": (g_dni, ok(dni), True, False),
    "nie": (g_nie, ok(nie), True, False),
    "cif": (g_cif, ok(cif), True, False),
    "nir": (g_nir, ok(nir), True, False),
    "siren": (g_siren, ok(siren), True, False),
    "siret": (g_siret, ok(siret), True, False),
    "tva": (g_tva, ok(tva), True, False),
    "ssn": (g_ssn, ok(ssn), False, False),
    "nhs": (g_nhs, ok(nhs), True, False),
    "utr": (g_utr, ok(utr), True, False),
    "rnokpp": (g_rnokpp, ok(rntrc), True, False),
    "edrpou": (g_edrpou, ok(edrpou), True, False),
    "inn": (g_inn, ok(inn), True, False),
    "ogrn": (g_ogrn, ok(ogrn), True, False),
    "card": (g_card, ok(luhn), True, False),
    "isbn": (g_isbn, ok(isbn), True, False),
    "ean": (g_ean, ok(ean), True, False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), ok(iban), True, False)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False, False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False, False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False, False)
for t in ["card", "pesel", "nip", "dni", "steuerid", "siret", "nir", "isbn", "ean", "rnokpp", "inn", "nhs", "iban-PL", "iban-DE", "iban-ES", "iban-FR", "iban-UA", "nrb"]:
    g, v, _, _ = GEN[t]
    GEN["bad-" + t] = (breaker(g, v), v, False, True)

# ---------- styles: how people type the values ----------
FW = {str(d): chr(0xFF10 + d) for d in range(10)}
WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}
WORDS = {k: v.split() for k, v in WORDS.items()}
SEPS = {"dot": ".", "slash": "/", "us": "_", "mid": "·", "nbsp": "\u00a0", "thin": "\u2009", "nnbsp": "\u202f", "dash": "-"}
GROUP = {"card": 4, "iban": 4, "nrb": 4, "bad": 4}

def groups(v, t):
    if re.search(r"[ \-]", v):
        return re.split(r"[ \-]+", v)
    n = GROUP.get(t.split("-")[0], 3)
    return [v[i:i + n] for i in range(0, len(v), n)]

def style(v, t, st, lang):
    if t.startswith("seed"):
        w = v.split()
        if st == "numbered":
            return "\n".join(f"{i}. {x}" for i, x in enumerate(w, 1))
        if st == "comma":
            return ", ".join(w)
        if st == "upper":
            return " ".join(w).upper()
        if st == "grid":
            return "\n".join(" | ".join(f"{i + j + 1}) {w[i + j]}" for j in range(4)) for i in range(0, len(w), 4))
        raise ValueError(st)
    if st in SEPS:
        plus = v.startswith("+")
        g = groups(v.lstrip("+"), t)
        return ("+" if plus else "") + SEPS[st].join(g)
    if st == "sp1":
        return " ".join(c for c in v if not c.isspace() and c != "-")
    if st == "fw":
        return "".join(FW.get(c, c) for c in v)
    if st == "fwmix":
        ds = [i for i, c in enumerate(v) if c.isdigit()]
        pick = set(styrng.sample(ds, max(1, len(ds) // 2)))
        return "".join(FW[c] if i in pick else c for i, c in enumerate(v))
    if st in ("words", "halfwords"):
        W = WORDS[lang]
        gs = groups(v, t)
        if st == "words":
            return ", ".join(" ".join(W[int(x)] if x.isdigit() else x for x in re.findall(r"\d|[^\d]+", g)) for g in gs)
        flat = "".join(gs)
        pre = re.match(r"[^\d]*", flat).group(0)
        flat = flat[len(pre):]
        k = 4 if len(flat) > 9 else 3
        return (pre + " " if pre else "") + " ".join(W[int(c)] for c in flat[:k]) + " " + flat[k:]
    if st == "nl":
        sp = [i for i, c in enumerate(v) if c in " -"]
        if sp:
            i = min(sp, key=lambda i: abs(i - len(v) // 2))
            return v[:i] + "\n" + v[i + 1:]
        i = len(v) // 2
        return v[:i] + "\n" + v[i:]
    raise ValueError(st)

PH = re.compile(r"<<([A-Za-z0-9_-]+)(?::([a-z0-9]*))?(?::([a-z0-9+]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./_·,:]", "", v)

def normalize(shown, t, lang):
    """Undo the typing style: NFKC (full-width digits, odd spaces), spelled digits, separators."""
    s = unicodedata.normalize("NFKC", shown)
    if t.startswith("seed"):
        s = unicodedata.normalize("NFC", shown)
        return " ".join(re.findall(r"[^\W\d_]+", s.lower()))
    W = {w: str(i) for i, w in enumerate(WORDS[lang])}
    toks = re.split(r"([\s,]+)", s)
    s = "".join(W.get(x.lower(), x) for x in toks)
    if t.startswith("phone"):
        return re.sub(r"[^0-9+]", "", s)
    return strip_sep(s)

def main():
    rows, values = [], []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f"lines-{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = [x.strip() for x in raw.split("||")]
            if len(parts) != 3:
                sys.exit(f"bad line {lang}:{n}")
            head, note, text = parts
            label, kind, cat = head.split()
            text = text.replace("\\n", "\n")
            vals = []
            def fill(m):
                t, f, st = m.group(1), m.group(2) or "", m.group(3) or ""
                if t not in GEN:
                    sys.exit(f"unknown placeholder {t} in {lang}:{n}")
                v = GEN[t][0](f)
                shown = v
                for s in [x for x in st.split("+") if x]:
                    shown = style(shown, t, s, lang)
                vals.append({"type": t, "value": v, "shown": shown, "style": st})
                return shown
            text = PH.sub(fill, text)
            rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat, "note": note})
            values.append(vals)
    order = list(range(len(rows)))
    srng.shuffle(order)
    out = []
    with OUT.open("w", encoding="utf-8") as fh:
        for i, j in enumerate(order, 1):
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    (HERE / "values.json").write_text(json.dumps({r["id"]: v for r, v in out}, ensure_ascii=False, indent=1), encoding="utf-8")
    errs = check()
    sys.exit(1 if errs else 0)

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = json.loads((HERE / "values.json").read_text(encoding="utf-8"))
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    if set(ids) != set(vals): errs.append("values.json ids differ")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]: errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if not re.fullmatch(r"[a-z0-9-]+", r["category"]): errs.append(f"{r['id']} category {r['category']}")
        if not r["note"]: errs.append(f"{r['id']} empty note")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    styles = collections.Counter(); fails = 0
    for r in recs:
        for d in vals[r["id"]]:
            t, v, shown = d["type"], d["value"], d["shown"]
            nval += 1
            for s in d["style"].split("+"):
                if s: styles[s] += 1
            if shown not in r["text"]: errs.append(f"{r['id']} value not verbatim {shown!r}")
            gen, val, cs, must_fail = GEN[t]
            if val is None:
                if v != shown or v not in r["text"]: errs.append(f"{r['id']} token not verbatim")
                continue
            canon = unicodedata.normalize("NFC", v) if t.startswith("seed") else (re.sub(r"[^0-9+]", "", v) if t.startswith("phone") else strip_sep(v))
            if normalize(shown, t, r["lang"]) != canon: errs.append(f"{r['id']} {t} shown {shown!r} does not normalise to {canon}")
            good = bool(val(v if t.startswith("seed") else canon))
            if must_fail:
                fails += 1
                if good: errs.append(f"{r['id']} {t} {v} should fail its checksum but validates")
                if r["label"] != "green": errs.append(f"{r['id']} failing checksum on a non-green line")
                continue
            if not good: errs.append(f"{r['id']} {t} {v} does not validate")
            if cs:
                for k, ch in enumerate(canon):
                    if ch.isdigit():
                        m = canon[:k] + str((int(ch) + 1) % 10) + canon[k + 1:]
                        key = t.split("-")[0]
                        mut_total += 1; per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[key] += 1
    print(f"lines: {len(recs)}  generated values: {nval}  (of which {fails} deliberately failing checksums)  errors: {len(errs)}")
    for e in errs[:40]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still accepted")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    print("styles", dict(styles.most_common()))
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(r[key] for r in recs).most_common()))
    red = [r for r in recs if r["label"] == "red"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / len(recs) for l in ("red", "yellow", "green")))
    print("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("category", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    print("by lang x label:")
    for l in LANGS:
        print("  ", l, dict(collections.Counter(r["label"] for r in recs if r["lang"] == l).most_common()))
    return errs

if __name__ == "__main__":
    main()
