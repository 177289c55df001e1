"""Build broad-zzz118.jsonl from hand-written per-language line files (adapted from broad-zzz16/build.py).

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
`<<bad-TYPE>>` gives a value of TYPE's shape whose checksum fails (for green failed-checksum lines).
Blank lines and lines starting with '#' are ignored.
"""
import io, json, random, re, string, sys, collections, itertools, contextlib
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.gb import utr
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz118.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz118"
rng = random.Random(1180118)        # values
srng = random.Random(118118)        # shuffle
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}

def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s

def complete(prefix, validator, alphabet=string.digits, width=1):
    """Try every suffix of `width` chars from alphabet; return the first valid full value."""
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
        y = rng.randint(1962, 2004); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        r = digits(4)
        if fmt in ("m", "f"):   # 10th digit: odd for men, even for women
            r = r[:3] + rng.choice("13579" if fmt == "m" else "02468")
        return complete(f"{y%100:02d}{mm:02d}{d:02d}{r}", ok(pesel))
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == "pl":
        return "PL" + v
    return v

def g_regon():
    return retry(lambda: complete(digits(8, True), ok(regon)))

# Polish identity card (dowód osobisty): AAA + check digit + 5 digits, weights 7 3 1 [check] 7 3 1 7 3, A=10
def dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == vals[3]
def g_dowod(fmt=""):
    letters = "".join(rng.choice("ACDEFGHJKLMNPRSTWXYZ") for _ in range(3))
    rest = digits(5)
    vals = [ord(c) - 55 for c in letters] + [0] + [int(c) for c in rest]
    c = sum(a * b for a, b in zip(vals, [7, 3, 1, 0, 7, 3, 1, 7, 3])) % 10
    v = letters + str(c) + rest
    assert dowod_valid(v)
    return v if fmt != "sp" else v[:3] + " " + v[3:]

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    if fmt == "sp":
        return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
    return v

def g_ustid():
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))

# German pension insurance number (SV-/Rentenversicherungsnummer): AA DDMMYY L SS C
# letter -> two-digit alphabet position, weights 2 1 2 5 7 1 2 1 2 1 2 1, sum of digit sums mod 10
def svnr_check(first11):
    s = first11[:8] + f"{ord(first11[8]) - 64:02d}" + first11[9:11]
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    return sum(sum(divmod(int(a) * b, 10)) for a, b in zip(s, w)) % 10
def svnr_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[0-9]{8}[A-Z][0-9]{3}", v):
        return False
    return svnr_check(v[:11]) == int(v[11])
def g_svnr(fmt=""):
    area = rng.choice(["12", "13", "15", "17", "24", "28", "38", "42", "50", "53", "65"])
    dob = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(62, 99):02d}"
    letter = rng.choice("ABDFHKLMNPRSTWZ")
    serial = f"{rng.randint(0, 49):02d}"
    first = area + dob + letter + serial
    v = first + str(svnr_check(first))
    assert svnr_valid(v)
    return v if fmt != "sp" else f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}"

def g_dni(fmt=""):
    return complete(digits(8), ok(dni), string.ascii_uppercase)

def g_nie():
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))

def g_cif():
    return retry(lambda: complete(rng.choice("AB") + digits(7), ok(cif), string.digits))

# Spanish social-security affiliation number (NSS / NAF): PP NNNNNNNN CC, CC = (PP*10^8+N) mod 97
# (when N < 10^7 the number is PP*10^7+N)
def nss_valid(v):
    v = re.sub(r"[\s/-]", "", v)
    if not re.fullmatch(r"[0-9]{12}", v):
        return False
    p, n, c = int(v[:2]), int(v[2:10]), int(v[10:])
    base = p * 10**7 + n if n < 10**7 else int(v[:10])
    return base % 97 == c
def g_nss(fmt=""):
    p = f"{rng.choice([8, 28, 29, 41, 46, 3, 30, 50, 33, 48]):02d}"
    n = digits(8, True)
    c = int(p + n) % 97
    v = p + n + f"{c:02d}"
    assert nss_valid(v)
    return v if fmt != "sl" else f"{v[:2]}/{v[2:10]}/{v[10:]}"

def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(62, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        return complete(sex + yy + mm + dep + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    if fmt == "sp":
        return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
    return v

def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), ok(siren)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_siret(fmt=""):
    v = retry(lambda: complete(g_siren() + digits(4), ok(siret)))
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}" if fmt == "sp" else v

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v.replace(" ", "")))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_utr():
    return retry(lambda: complete(digits(9, True), ok(utr)))

def g_rnokpp():
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

# Russian SNILS: 9 digits + 2 check digits; sum d_i*(9-i); <100 -> sum, 100/101 -> 00, else mod 101 (100 -> 00)
def snils_check(d9):
    s = sum(int(c) * (9 - i) for i, c in enumerate(d9))
    if s > 101:
        s %= 101
    return 0 if s in (100, 101) else s
def snils_valid(v):
    v = re.sub(r"[\s-]", "", v)
    return bool(re.fullmatch(r"[0-9]{11}", v)) and snils_check(v[:9]) == int(v[9:])
def g_snils(fmt=""):
    d = digits(9, True)
    v = d + f"{snils_check(d):02d}"
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}" if fmt != "plain" else v

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
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + digits(6) + digits(8)
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
    return group4(v)

def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), ok(isbn)))
    return isbn.format(v) if fmt != "plain" else v

def g_ean():
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ok(ean)))

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES") else 2
    if region == "FR":
        keep = 1
    if region == "US":
        keep = 0
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
    f = fmt or rng.choice(["nat", "intl", "e164", "plain"])
    if f == "nat":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if f == "intl":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == "e164":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    nat = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    return re.sub(r"[^0-9]", "", nat)

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
    return MN.setdefault(lang, Mnemonic(lang)).check(v)

AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "otp6": lambda: digits(6),
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: g_regon(), lambda v: regon.is_valid(v), True),
    "dowod": (g_dowod, dowod_valid, True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "svnr": (g_svnr, svnr_valid, True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (lambda f: g_nie(), lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nss": (g_nss, nss_valid, True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "utr": (lambda f: g_utr(), lambda v: utr.is_valid(v), True),
    "rnokpp": (lambda f: g_rnokpp(), lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def norm(t, v):
    return v if (t.startswith("seed") or t.startswith("phone")) else strip_sep(v)

# failed-checksum variants: a valid value with its last digit changed until the validator rejects it
def make_bad(t):
    gen, val, _ = GEN[t]
    def g(f):
        v = gen(f)
        pos = max(i for i, c in enumerate(v) if c.isdigit())
        for k in range(1, 10):
            m = v[:pos] + str((int(v[pos]) + k) % 10) + v[pos + 1:]
            try:
                good = val(norm(t, m))
            except Exception:
                good = False
            if not good:
                return m
        raise RuntimeError(t)
    def inval(v):
        try:
            return not val(norm(t, v))
        except Exception:
            return True
    return (g, inval, False)
for t in list(GEN):
    if GEN[t][1] is not None and GEN[t][2]:
        GEN["bad-" + t] = make_bad(t)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

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
                t, f = m.group(1), m.group(2) or ""
                if t not in GEN:
                    sys.exit(f"unknown placeholder {t} in {lang}:{n}")
                v = GEN[t][0](f)
                vals.append((t, v))
                return v
            text = PH.sub(fill, text)
            rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat, "note": note})
            values.append(vals)
    order = list(range(len(rows)))
    srng.shuffle(order)
    out = []
    with OUT.open("w", encoding="utf-8") as fh:
        for i, j in enumerate(order, 1):
            r = rows[j]
            rec = {"id": f"{PREFIX}-{i:03d}", **r}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vals in out:
        for t, v in vals:
            by_type[t].append(v)
    (HERE / "values.json").write_text(json.dumps(
        {"by_type": {t: by_type[t] for t in sorted(by_type)},
         "by_id": [{"id": r["id"], "values": v} for r, v in out if v]},
        ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        errs = check()
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)

def share(c, n):
    return ", ".join(f"{k}: {v} ({100 * v / n:.1f}%)" for k, v in c.most_common())

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {d["id"]: d["values"] for d in json.loads((HERE / "values.json").read_text(encoding="utf-8"))["by_id"]}
    errs = []
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        assert list(r) == ["id", "lang", "text", "label", "kind", "category", "note"], r["id"]
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    for r in recs:
        for t, v in vals.get(r["id"], []):
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t.replace("bad-", ""), v)
            if not val(vv if not t.startswith("bad-") else v): errs.append(f"{r['id']} {t} does not validate")
            if t.startswith("bad-") and r["label"] != "green": errs.append(f"{r['id']} failed-checksum value not green")
            if cs:
                key = t.split("-")[0]
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[key] += 1
    n = len(recs)
    print(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted"
          f" ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        print(f"{key}: " + share(collections.Counter(r[key] for r in recs), n))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("benign-lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: total {sum(c.values())}, red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    print("per category (label / kind: category count):")
    pc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lab, kind, cat), c in sorted(pc.items(), key=lambda x: (["red", "yellow", "green"].index(x[0][0]), x[0][1], -x[1], x[0][2])):
        print(f"   {lab} / {kind}: {cat} {c}")
    return errs

if __name__ == "__main__":
    main()
