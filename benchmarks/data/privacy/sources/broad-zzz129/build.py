"""Build broad-zzz129.jsonl from hand-written per-language line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below;
fmt "bad" yields a value that FAILS its checksum (for green failed-checksum lines).
Blank lines and lines starting with '#' are ignored.
Adapted from the broad-zzz16 build script (same generators and line format), extended for payroll numbers.
"""
import json, random, re, string, sys, collections, itertools
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.gb import utr, nhs
from stdnum.us import ssn, ein
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn, ogrn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz129.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz129"
rng = random.Random(1290129)        # values
srng = random.Random(129129)        # shuffle
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

# ---------- Poland ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(1958, 2005); m = rng.randint(1, 12); d = rng.randint(1, 28)
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

DOWOD_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, DOWOD_W)) % 10 == 0
def g_dowod(fmt=""):
    def f():
        letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
        rest = digits(5)
        vals = [ord(c) - 55 for c in letters] + [0] + [int(c) for c in rest]
        s = sum(a * b for a, b in zip(vals, DOWOD_W))
        # check digit sits at position 4 with weight 9: need (s + 9*c) % 10 == 0
        for c in range(10):
            if (s + 9 * c) % 10 == 0:
                return f"{letters}{c}{rest}"
    return retry(f)

def pl_sortcode():
    b = digits(7, True)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10
    return b + str(c)

# ---------- Germany ----------
def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    if fmt == "sp":
        return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
    return v

def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))

SVNR_W = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
def svnr_valid(v):
    v = v.replace(" ", "").upper()
    m = re.fullmatch(r"([0-9]{2})([0-3][0-9][01][0-9][0-9]{2})([A-Z])([0-9]{2})([0-9])", v)
    if not m:
        return False
    ds = m.group(1) + m.group(2) + f"{ord(m.group(3)) - 64:02d}" + m.group(4)
    s = sum(sum(int(x) for x in str(int(a) * w)) for a, w in zip(ds, SVNR_W))
    return s % 10 == int(m.group(5))
def g_svnr(fmt=""):
    area = rng.choice(["12", "13", "15", "16", "17", "18", "19", "23", "24", "25", "28", "53", "54", "65", "66"])
    bd = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(60, 99):02d}"
    letter = rng.choice("ABDEFGHKLMNRSTW")
    serial = rng.choice(["00", "01", "02", "03", "50", "51", "52"])
    v = complete(area + bd + letter + serial, svnr_valid)
    return f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}" if fmt == "sp" else v

# ---------- Spain ----------
def g_dni(fmt=""):
    return complete(digits(8), ok(dni), string.ascii_uppercase)

def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))

def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("B") + digits(7), ok(cif), string.digits))

def nss_valid(v):
    d = re.sub(r"[\s/\-]", "", v)
    if not re.fullmatch(r"[0-9]{12}", d):
        return False
    prov, num, ctl = d[:2], d[2:10], d[10:]
    base = int(prov + num) if int(num) >= 10000000 else int(prov) * 10000000 + int(num)
    return base % 97 == int(ctl)
def g_nss(fmt=""):
    prov = rng.choice(["28", "08", "46", "41", "29", "03", "48", "50", "30", "15"])
    num = digits(8, True)
    v = f"{prov}{num}{int(prov + num) % 97:02d}"
    return f"{v[:2]}/{v[2:10]}/{v[10:]}" if fmt == "slash" else (f"{v[:2]} {v[2:10]} {v[10:]}" if fmt == "sp" else v)

# ---------- France ----------
def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(60, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
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

def g_tva(fmt=""):
    s = g_siren()
    return retry(lambda: complete("FR", lambda x: tva.is_valid(x + s), string.digits, 2)) + s

# ---------- UK / US ----------
NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v.replace(" ", "")))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_utr(fmt=""):
    # the UTR's check digit is its first digit (stdnum.gb.utr): draw 9 digits, then find the leading check digit
    def f():
        body = digits(9)
        c = complete("", lambda x: utr.is_valid(x + body), string.digits)
        return c + body if c else None
    return retry(f)

def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

def g_ein(fmt=""):
    def f():
        v = rng.choice(["20", "26", "27", "45", "46", "47", "81", "82", "83", "84", "88"]) + digits(7)
        return v if ein.is_valid(v) else None
    v = retry(f)
    return f"{v[:2]}-{v[2:]}"

# ---------- Ukraine / Russia ----------
def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

def snils_valid(v):
    d = re.sub(r"[\s\-]", "", v)
    if not re.fullmatch(r"[0-9]{11}", d):
        return False
    s = sum(int(x) * (9 - i) for i, x in enumerate(d[:9]))
    if s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return c == int(d[9:])
def g_snils(fmt=""):
    v = complete(digits(9, True), snils_valid, string.digits, 2)
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}" if fmt != "plain" else v

def g_ogrn(fmt=""):
    return retry(lambda: complete("1" + digits(11), ok(ogrn)))

# ---------- bank accounts ----------
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
    return iban.is_valid("PL" + v.replace(" ", ""))
def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    if fmt == "plain":
        return v
    return v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))

def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(14 - len(brand) + 1), ok(luhn)))
    if fmt == "plain":
        return v
    return group4(v)

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"PL": 1, "UA": 2, "RU": 2, "ES": 1, "FR": 1, "US": 0, "DE": 3, "GB": 2}[region]
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
    "sklive": lambda: "sk_live_" + rs(24),
    "rklive": lambda: "rk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "ghp": lambda: "ghp_" + rs(36),
    "hex32": lambda: rs(32, HEX),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "otp6": lambda: digits(6),
    "pin4": lambda: digits(4),
}

# name: (generator, validator, checksummed?)
GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (g_regon, lambda v: regon.is_valid(v), True),
    "dowod": (g_dowod, dowod_valid, True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (g_ustid, lambda v: devat.is_valid(v), True),
    "svnr": (g_svnr, svnr_valid, True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (g_nie, lambda v: nie.is_valid(v), True),
    "cif": (g_cif, lambda v: cif.is_valid(v), True),
    "nss": (g_nss, nss_valid, True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (g_tva, lambda v: tva.is_valid(v), True),
    "nino": (g_nino, nino_valid, False),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "ein": (g_ein, lambda v: ein.is_valid(v), False),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "edrpou": (g_edrpou, lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def safe(val, v):
    try:
        return bool(val(v))
    except Exception:
        return False

def make_bad(t, fmt):
    """A value of type t that fails its checksum: a valid one with one digit changed until the validator rejects it."""
    gen, val, _ = GEN[t]
    v = gen(fmt)
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    for _ in range(200):
        i = rng.choice(pos[-4:])
        m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
        if not safe(val, m if t.startswith(("seed", "phone")) else strip_sep(m)):
            return m
    raise RuntimeError(t)

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
                if f == "bad":
                    v = make_bad(t, "")
                    vals.append((t + ":bad", v))
                else:
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
            by_type[t].append({"id": rec["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps(dict(sorted(by_type.items())), ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")
    report = check()
    (HERE / "build-output.txt").write_text(report, encoding="utf-8")
    print(report, end="")

def check():
    lines = []
    p = lines.append
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    by_type = json.loads((HERE / "values.json").read_text(encoding="utf-8"))
    text_of = {r["id"]: r["text"] for r in recs}
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
    for tf, items in by_type.items():
        t, bad = (tf[:-4], True) if tf.endswith(":bad") else (tf, False)
        gen, val, cs = GEN[t]
        for it in items:
            nval += 1
            v = it["value"]
            if v not in text_of[it["id"]]: errs.append(f"{it['id']} value not verbatim")
            if val is None:
                continue
            vv = v if t.startswith(("seed", "phone")) else strip_sep(v)
            good = safe(val, vv)
            if bad:
                if good: errs.append(f"{it['id']} {t} bad value validates")
                continue
            if not good: errs.append(f"{it['id']} {t} does not validate")
            if cs:
                key = t.split("-")[0]
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; per[key] += 1
                        if safe(val, m):
                            mut_acc += 1; per_acc[key] += 1
    n = len(recs)
    p(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: p("   " + e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted"
      f" ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(f"{key}: " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    p("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    p("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    p("benign-lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: total {sum(c.values())}, red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    p("per category (label / kind: category count):")
    cat = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    order = {"red": 0, "yellow": 1, "green": 2}
    for (lab, kind, c), v in sorted(cat.items(), key=lambda x: (order[x[0][0]], x[0][1], -x[1], x[0][2])):
        p(f"   {lab} / {kind}: {c} {v}")
    return "\n".join(lines) + "\n"

if __name__ == "__main__":
    main()
