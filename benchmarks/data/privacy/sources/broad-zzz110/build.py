"""Build broad-zzz110.jsonl from hand-written per-language line files (patient-side hospital / mental-health theme).

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
Generators adapted from broad-zzz16/build.py; added: NHS number, US MBI, NPI, German KVNR, Spanish NSS,
Ukrainian UNZR, Russian SNILS, and "-bad" variants (valid value with one digit changed so the checksum fails).
"""
import json, random, re, string, sys, collections, itertools, io, contextlib
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret
from stdnum.gb import nhs
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz110.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz110"
rng = random.Random(1100110)        # values
srng = random.Random(110110)        # shuffle
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


def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)


# ---------- Poland ----------
def g_pesel(fmt=""):
    def f():
        if fmt == "old":
            y = rng.randint(1930, 1952)
        elif fmt == "kid":
            y = rng.randint(2010, 2020)
        else:
            y = rng.randint(1955, 2004)
        m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)


def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    return v


def g_regon(fmt=""):
    return retry(lambda: complete(digits(8, True), ok(regon)))


# ---------- UK / US ----------
def g_nhs(fmt=""):
    v = retry(lambda: complete(rng.choice("467") + digits(8), ok(nhs)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:]}"
    return f"{v[:3]} {v[3:6]} {v[6:]}"


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))


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


# Medicare Beneficiary Identifier (CMS format spec: C A AN N A AN N A A N N; letters exclude S L O I B Z)
MBI_A = "ACDEFGHJKMNPQRTUVWXY"
MBI_RE = re.compile(r"^[1-9][%s][%s0-9][0-9][%s][%s0-9][0-9][%s][%s][0-9][0-9]$" % ((MBI_A,) * 6))
def mbi_valid(v):
    return bool(MBI_RE.match(v))


def g_mbi(fmt=""):
    an = MBI_A + string.digits
    v = (rng.choice("123456789") + rng.choice(MBI_A) + rng.choice(an) + rng.choice(string.digits) + rng.choice(MBI_A)
         + rng.choice(an) + rng.choice(string.digits) + rng.choice(MBI_A) + rng.choice(MBI_A) + digits(2))
    return f"{v[:4]}-{v[4:7]}-{v[7:]}" if fmt == "dash" else v


# NPI: 10 digits, Luhn over "80840" + the 10 digits
def npi_valid(v):
    return len(v) == 10 and v.isdigit() and v[0] in "12" and luhn.is_valid("80840" + v)


def g_npi(fmt=""):
    return retry(lambda: complete(rng.choice("12") + digits(8), npi_valid))


# ---------- Germany ----------
def kvnr_valid(v):
    """Krankenversichertennummer: letter + 8 digits + check digit; letter -> 01..26, weights 1,2,..., cross sums, mod 10."""
    if not re.match(r"^[A-Z][0-9]{9}$", v):
        return False
    s = f"{ord(v[0]) - 64:02d}" + v[1:9]
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == int(v[9])


def g_kvnr(fmt=""):
    return retry(lambda: complete(rng.choice(string.ascii_uppercase) + digits(8, True), kvnr_valid))


def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v


def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))


# ---------- Spain ----------
def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABGQ") + digits(7), ok(cif), string.digits))


def nss_valid(v):
    """Número de afiliación a la Seguridad Social: PP NNNNNNNN CC, CC = (PP NNNNNNNN as a number) mod 97."""
    if not re.match(r"^[0-9]{12}$", v):
        return False
    a, b, c = int(v[:2]), int(v[2:10]), int(v[10:])
    d = b + a * 10000000 if b < 10000000 else int(v[:10])
    return 1 <= a <= 53 and d % 97 == c


def g_nss(fmt=""):
    prov = f"{rng.choice([1, 3, 8, 11, 15, 18, 28, 29, 30, 33, 41, 46, 48, 50]):02d}"
    num = digits(8, True)
    v = prov + num + f"{int(prov + num) % 97:02d}"
    if fmt == "slash":
        return f"{v[:2]}/{v[2:10]}/{v[10:]}"
    if fmt == "sp":
        return f"{v[:2]} {v[2:10]} {v[10:]}"
    return v


# ---------- France ----------
def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(45, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
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


# ---------- Ukraine / Russia ----------
def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def unzr_valid(v):
    """УНЗР: YYYYMMDD-NNNNC, C = sum(d_i * (7,3,1,...)) mod 10 over the 12 digits."""
    s = v.replace("-", "")
    if not re.match(r"^[0-9]{13}$", s):
        return False
    w = [7, 3, 1] * 4
    return sum(int(a) * b for a, b in zip(s[:12], w)) % 10 == int(s[12])


def g_unzr(fmt=""):
    y = rng.randint(1950, 2004); m = rng.randint(1, 12); d = rng.randint(1, 28)
    v = complete(f"{y}{m:02d}{d:02d}" + digits(4), unzr_valid)
    return v[:8] + "-" + v[8:]


def snils_valid(v):
    s = re.sub(r"[\s-]", "", v)
    if not re.match(r"^[0-9]{11}$", s) or int(s[:9]) <= 1001998:
        return False
    t = sum(int(c) * (9 - i) for i, c in enumerate(s[:9]))
    if t > 101:
        t %= 101
    if t in (100, 101):
        t = 0
    return t == int(s[9:])


def g_snils(fmt=""):
    v = retry(lambda: complete(digits(9, True), snils_valid, string.digits, 2))
    return v if fmt == "plain" else f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"


def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))


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


# ---------- cards ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)


# ---------- phones ----------
# real mobile prefixes (national significant number), so that not every number starts like the library's example
MOBILE_PREFIX = {"PL": ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"],
                 "UA": ["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"],
                 "ES": ["60", "61", "62", "63", "64", "65", "66", "67", "68", "69"],
                 "RU": ["90", "91", "92", "93", "95", "96", "98"],
                 "DE": ["151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179"],
                 "GB": ["73", "74", "75", "77", "78", "79"],
                 "FR": ["6", "7"]}
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES") else 2
    if region == "FR":
        keep = 1
    if region == "US":
        keep = 0
    for _ in range(10000):
        if region in MOBILE_PREFIX:
            pre = rng.choice(MOBILE_PREFIX[region])
            cand = pre + digits(len(nsn) - len(pre))
        else:
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
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


HEX = "0123456789abcdef"
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
}

GEN = {
    "pesel": (g_pesel, ok(pesel), True),
    "nip": (g_nip, ok(nip), True),
    "regon": (g_regon, ok(regon), True),
    "nrb": (g_nrb, nrb_valid, True),
    "nhs": (g_nhs, ok(nhs), True),
    "nino": (g_nino, nino_valid, False),
    "ssn": (g_ssn, ok(ssn), False),
    "mbi": (g_mbi, mbi_valid, False),
    "npi": (g_npi, npi_valid, True),
    "kvnr": (g_kvnr, kvnr_valid, True),
    "steuerid": (g_idnr, ok(idnr), True),
    "ustid": (g_ustid, ok(devat), True),
    "dni": (g_dni, ok(dni), True),
    "nie": (g_nie, ok(nie), True),
    "cif": (g_cif, ok(cif), True),
    "nss": (g_nss, nss_valid, True),
    "nir": (g_nir, ok(nir), True),
    "siren": (g_siren, ok(siren), True),
    "siret": (g_siret, ok(siret), True),
    "rnokpp": (g_rnokpp, ok(rntrc), True),
    "edrpou": (g_edrpou, ok(edrpou), True),
    "unzr": (g_unzr, unzr_valid, True),
    "snils": (g_snils, snils_valid, True),
    "inn": (g_inn, ok(inn), True),
    "card": (g_card, ok(luhn), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)


def make_bad(base):
    """A valid value of type `base` with one digit changed so that its check fails (for failed-checksum greens)."""
    gen, val, _ = GEN[base]
    def g(fmt=""):
        v = gen(fmt)
        pos = [i for i, ch in enumerate(v) if ch.isdigit()]
        for _ in range(1000):
            i = rng.choice(pos[1:])
            m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
            if not val(strip_sep(m)):
                return m
        raise RuntimeError(base)
    return g, (lambda v: not val(strip_sep(v))), False


for base in ["pesel", "nhs", "kvnr", "nss", "nir", "rnokpp", "snils", "card", "dni", "steuerid"]:
    GEN[base + "-bad"] = make_bad(base)

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
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vals in out:
        for t, v in vals:
            by_type[t].append(v)
    (HERE / "values.json").write_text(json.dumps(
        {"by_type": {t: by_type[t] for t in sorted(by_type)},
         "by_line": [{"id": r["id"], "values": v} for r, v in out if v]}, ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        errs = check()
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)


def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {d["id"]: d["values"] for d in json.loads((HERE / "values.json").read_text(encoding="utf-8"))["by_line"]}
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
            if t.endswith("-bad") and r["label"] != "green": errs.append(f"{r['id']} bad value not green")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        key = t.split("-")[0]
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
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted ({100 * mut_acc / max(mut_total, 1):.1f} %)")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f} %)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        print(key + ": " + ", ".join(f"{k} {v} ({100 * v / n:.1f} %)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    print("identifier+secret share of red %.1f %%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("benign-lookalike share of green %.1f %%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']} (total {sum(c.values())})")
    print("per category (label / kind: category count):")
    cats = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lb, kd, ct), v in sorted(cats.items()):
        print(f"   {lb} / {kd}: {ct} {v}")
    return errs


if __name__ == "__main__":
    main()
