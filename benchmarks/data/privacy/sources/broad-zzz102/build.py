"""Build broad-zzz102.jsonl (theme: second-hand buying and selling, marketplaces, parcel lockers,
payments and scams) from hand-written per-language line files.

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
Adapted from the value generators of broad-zzz16/build.py.
"""
import json, random, re, string, sys, collections, io, itertools
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.gb import vat as gbvat
from stdnum.us import ssn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz102.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz102"
rng = random.Random(1020102)        # values
srng = random.Random(102102)        # shuffle
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}

def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s

def complete(prefix, validator, alphabet=string.digits, width=1):
    for c in ("".join(p) for p in itertools.product(alphabet, repeat=width)):
        v = prefix + c
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

def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))

# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(1950, 2005); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    return v

# Polish ID card (dowód osobisty): AAA + check digit + 5 digits; weights 7 3 1 9 7 3 1 7 3, letters A=10..Z=35
def plid_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    val = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(val, w)) % 10 == 0
def g_plid(fmt=""):
    def f():
        letters = "A" + "".join(rng.choice(string.ascii_uppercase) for _ in range(2))
        rest = digits(5)
        for c in string.digits:
            v = letters + c + rest
            if plid_valid(v):
                return v
    v = retry(f)
    return v[:3] + " " + v[3:] if fmt == "sp" else v

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v

def g_ustid():
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))

def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v

def g_nie():
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))

def g_cif():
    return retry(lambda: complete(rng.choice("AB") + digits(7), ok(cif), string.digits))

def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(55, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
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

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v.replace(" ", "")))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

def g_gbvat():
    return retry(lambda: complete("GB" + digits(7, True), ok(gbvat), string.digits, 2))

def g_rnokpp():
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

# Russian SNILS: 9 digits + 2 check digits (weights 9..1, mod 101, 100/101 -> 00)
def snils_check(d9):
    s = sum(int(c) * (9 - i) for i, c in enumerate(d9))
    if s < 100:
        return s
    if s in (100, 101):
        return 0
    c = s % 101
    return 0 if c == 100 else c
def snils_valid(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 11 and int(d[:9]) > 1001998 and snils_check(d[:9]) == int(d[9:])
def g_snils(fmt=""):
    d = digits(9, True)
    v = d + f"{snils_check(d):02d}"
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"

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
        return rng.choice(["305299", "322001", "320649"]) + digits(19)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(6) + digits(8)
    if cc == "LT":
        return rng.choice(["32500", "37400"]) + digits(11)
    raise ValueError(cc)

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

# ---------- cards ----------
BINS = {"": ["4", "4", "51", "53", "55"], "ua": ["516875", "414949", "537541", "444111"],
        "mir": ["2200", "2202", "2204"], "visa": ["4"], "mc": ["52", "54"]}
def g_card(fmt=""):
    bins = BINS[re.sub(r"(plain|dash)$", "", fmt)]
    brand = rng.choice(bins)
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt.endswith("plain"):
        return v
    if fmt.endswith("dash"):
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)

def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), ok(isbn)))
    return isbn.format(v) if fmt != "plain" else v

def g_ean():
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "376"]) + digits(9), ok(ean)))

# UPU S10 postal tracking number: 2 letters + 8 digits + check digit + country
def s10_check(d8):
    s = sum(int(c) * w for c, w in zip(d8, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    return 0 if c == 10 else 5 if c == 11 else c
def s10_valid(v):
    v = v.replace(" ", "")
    return bool(re.fullmatch(r"[A-Z]{2}[0-9]{9}[A-Z]{2}", v)) and s10_check(v[2:10]) == int(v[10])
def g_s10(fmt=""):
    pre = rng.choice(["RR", "LX", "CP", "RB", "EE", "RA"]) if not fmt.startswith("x") else fmt[1:3].upper()
    cc = (fmt[-2:] if fmt and not fmt.startswith("x") else "gb").upper()
    d = digits(8)
    return pre + d + str(s10_check(d)) + cc

# ---------- deliberately invalid values (green failed-checksum) ----------
def g_badcard(fmt=""):
    def f():
        v = "4" + digits(15)
        return v if not luhn.is_valid(v) else None
    return group4(retry(f))
def g_badiban(fmt=""):
    cc = (fmt or "pl").upper()
    v = g_iban(cc, "plain")
    k = 6 + rng.randrange(len(v) - 6)
    while not v[k].isdigit():
        k += 1
    bad = v[:k] + str((int(v[k]) + rng.randint(1, 8)) % 10) + v[k + 1:]
    assert not iban.is_valid(bad)
    return group4(bad)
def g_badpesel(fmt=""):
    v = g_pesel()
    bad = v[:10] + str((int(v[10]) + rng.randint(1, 9)) % 10)
    assert not pesel.is_valid(bad)
    return bad

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES") else 2
    if region == "FR":
        keep = 1
    for _ in range(10000):
        cand = nsn[:keep] + digits(len(nsn) - keep)
        if region == "US":
            cand = rng.choice("2345678") + digits(2) + rng.choice("2345678") + digits(6)
        if region == "PL":
            cand = rng.choice(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) + digits(7)
        if region == "DE":
            pre = rng.choice(["151", "152", "157", "160", "162", "170", "171", "172", "173", "176", "177", "178", "179"])
            cand = pre + digits(8 if pre.startswith("15") else 7 + rng.randint(0, 1))
        if region == "GB":
            cand = "7" + rng.choice("345789") + digits(8)
        if region == "ES":
            cand = rng.choice("67") + digits(8)
        if region == "UA":
            cand = rng.choice(["50", "66", "67", "68", "63", "73", "93", "95", "96", "97", "98", "99"]) + digits(7)
        if region == "RU":
            cand = "9" + rng.choice(["0", "1", "2", "5", "6", "8"]) + digits(8)
        if region == "FR":
            cand = rng.choice("67") + digits(8)
        p = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region and phonenumbers.number_type(p) in (
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

# ---------- secrets and plain digit strings ----------
MN = {}
def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    ent = bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32))
    return m.to_mnemonic(ent)

def seed_valid(v, lang):
    return MN.setdefault(lang, Mnemonic(lang)).check(v)

AN = string.ascii_letters + string.digits
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))
def g_num(fmt=""):
    # <<num:6>> six digits (first non-zero); <<num:z6>> may start with zero
    if fmt.startswith("z"):
        return digits(int(fmt[1:]))
    return digits(int(fmt or 6), True)
def g_pw(fmt=""):
    words = ["Kotek", "Lato", "Zebra", "Moon", "Sonne", "Perro", "Soleil", "Kvitka", "Tigr", "Rower", "Koala", "Mango"]
    return rng.choice(words) + rng.choice(["!", "#", "_", "."]) + digits(rng.randint(2, 4)) + rs(2, string.ascii_lowercase)
TOKENS = {
    "sklive": lambda f: "sk_live_" + rs(24),
    "pktest": lambda f: "pk_test_" + rs(24),
    "hex32": lambda f: rs(32, "0123456789abcdef"),
    "uuid": lambda f: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                             rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda f: rs(40, "0123456789abcdef"),
    "num": g_num,
    "pw": g_pw,
    "sortcode": lambda f: f"{digits(2, True)}-{digits(2)}-{digits(2)}",
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: retry(lambda: complete(digits(8, True), ok(regon))), lambda v: regon.is_valid(v), True),
    "plid": (g_plid, plid_valid, True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (lambda f: g_nie(), lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "gbvat": (lambda f: g_gbvat(), lambda v: gbvat.is_valid(v), True),
    "rnokpp": (lambda f: g_rnokpp(), lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
    "s10": (g_s10, s10_valid, True),
    "badcard": (g_badcard, lambda v: not luhn.is_valid(v), False),
    "badiban": (g_badiban, lambda v: not iban.is_valid(v), False),
    "badpesel": (g_badpesel, lambda v: not pesel.is_valid(v), False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "LT"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = (fn, None, False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

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
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vals in out:
        for t, v in vals:
            by_type[t].append(v)
    (HERE / "values.json").write_text(json.dumps({
        "by_type": {t: by_type[t] for t in sorted(by_type)},
        "by_id": [{"id": r["id"], "values": v} for r, v in out if v]}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    buf = io.StringIO()
    errs = check(buf)
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)

def check(fh):
    p = lambda *a: print(*a, file=fh)
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
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = v if (t.startswith("seed") or t.startswith("phone")) else strip_sep(v)
            if not val(vv): errs.append(f"{r['id']} {t} {v} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; per[t.split("-")[0]] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[t.split("-")[0]] += 1
    n = len(recs)
    p(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: p("  ", e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted "
      f"({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(key + ": " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    p("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    p("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    p("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lab, kind, cat), k in sorted(cc.items(), key=lambda x: (["red", "yellow", "green"].index(x[0][0]), x[0][1], -x[1], x[0][2])):
        p(f"   {lab} / {kind}: {cat} {k}")
    return errs

if __name__ == "__main__":
    main()
