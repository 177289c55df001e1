"""Build broad-zzz31.jsonl from hand-written per-language line files.

lines-<lang>.txt, one message per line:   label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below
(all checksum-bearing values come from python-stdnum / phonenumbers / mnemonic and are re-validated).
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, string, sys, collections, itertools, base64
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz31.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz31"
rng = random.Random(31031)   # values
srng = random.Random(3131)   # shuffle
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}

def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s

def complete(prefix, validator, alphabet=string.digits, width=1):
    for c in itertools.product(alphabet, repeat=width):
        v = prefix + "".join(c)
        try:
            if validator(v):
                return v
        except Exception:
            pass
    return None

def retry(fn):
    for _ in range(20000):
        v = fn()
        if v:
            return v
    raise RuntimeError("generator failed")

def g4(v, n=4):
    return " ".join(v[i:i + n] for i in range(0, len(v), n))

# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2010, 2020) if fmt == "kid" else rng.randint(1950, 2004)
        m, d = rng.randint(1, 12), rng.randint(1, 28)
        return complete(f"{y % 100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{digits(4)}", pesel.is_valid)
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), nip.is_valid))
    return {"dash": f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", "dash2": f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}",
            "pl": "PL" + v}.get(fmt, v)

def g_regon(fmt=""):
    return retry(lambda: complete(digits(8, True), regon.is_valid))

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), idnr.is_valid))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v

def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), devat.is_valid))

def g_dni(fmt=""):
    v = complete(digits(8), dni.is_valid, string.ascii_uppercase)
    return {"dash": f"{v[:8]}-{v[8]}", "low": v[:8] + v[8].lower()}.get(fmt, v)

def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), nie.is_valid, string.ascii_uppercase))

def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABB") + digits(7), cif.is_valid))

def g_nir(fmt=""):
    def f():
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "13"
        p = rng.choice("12") + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}" + dep + digits(3) + digits(3)
        return complete(p, nir.is_valid, string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v

def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), siren.is_valid))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_siret(fmt=""):
    v = retry(lambda: complete(g_siren() + digits(4), siret.is_valid))
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
    return {"plain": v, "sp": f"{v[:3]} {v[3:5]} {v[5:]}"}.get(fmt, f"{v[:3]}-{v[3:5]}-{v[5:]}")

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def g_nino(fmt=""):
    L = "ABCEGHJKLMNPRSTWXYZ"
    v = retry(lambda: (lambda x: x if NINO_RE.match(x) else None)(rng.choice(L) + rng.choice(L) + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), rntrc.is_valid))

def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), edrpou.is_valid))

def g_inn(fmt=""):
    if fmt == "10":
        return retry(lambda: complete(digits(9, True), inn.is_valid))
    return retry(lambda: complete(digits(10, True), inn.is_valid, string.digits, 2))

# passports / ID cards / licences: no public checksum -> pattern only
def g_passport(fmt=""):
    if fmt == "pl":
        return "".join(rng.choice(string.ascii_uppercase) for _ in range(2)) + digits(7, True)
    if fmt == "de":
        return rng.choice("CFGHJK") + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if fmt == "es":
        return "".join(rng.choice("ABCPQRSTUVXYZ") for _ in range(3)) + digits(6, True)
    if fmt == "fr":
        return digits(2, True) + "".join(rng.choice(string.ascii_uppercase) for _ in range(2)) + digits(5)
    if fmt == "ua":
        return "".join(rng.choice("ABCEFKMPT") for _ in range(2)) + digits(6, True)
    if fmt == "ru":
        return f"{digits(2, True)} {digits(2)} {digits(6)}"
    return digits(9, True)

def g_dl(fmt=""):
    if fmt == "uk":
        sur = "".join(rng.choice(string.ascii_uppercase) for _ in range(5))
        return f"{sur}{rng.randint(5, 9)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 9)}{rng.choice('ABCDEFGHJ')}{rng.choice('ABCDEFGHJ')}9{rng.choice('ABCDEFGHJKLMNP')}{rng.choice('ABCDEFGHJKLMNP')}"
    if fmt == "pl":
        return f"{digits(5, True)}/{rng.randint(10, 24):02d}/{digits(4, True)}"
    return rng.choice(string.ascii_uppercase) + digits(7, True)

# ---------- bank accounts ----------
def pl_sortcode():
    b = digits(7, True)
    c = (10 - sum(int(x) * y for x, y in zip(b, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
    return b + str(c)

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
        k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        return b + g + a + f"{k:02d}"
    if cc == "UA":
        return digits(6, True) + digits(19)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "HBUK"]) + digits(6) + digits(8)
    raise ValueError(cc)

def g_iban(cc, fmt=""):
    for _ in range(5000):
        b = bban(cc)
        v = cc + iban.calc_check_digits(cc + "00" + b) + b
        if iban.is_valid(v):
            break
    else:
        raise RuntimeError(cc)
    if fmt == "plain":
        return v
    if fmt == "low":
        return g4(v).lower()
    if fmt == "nl":
        g = g4(v).split(" ")
        return " ".join(g[:3]) + "\n" + " ".join(g[3:])
    return g4(v)

def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    if fmt == "plain":
        return v
    return v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))

# ---------- cards, products ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55", "22"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), luhn.is_valid))
    return {"plain": v, "dash": "-".join(v[i:i + 4] for i in range(0, 16, 4))}.get(fmt, g4(v))

def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), isbn.is_valid))
    return v if fmt == "plain" else isbn.format(v)

def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "460"]) + digits(9), ean.is_valid))

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"PL": 2, "UA": 2, "RU": 3, "ES": 1, "FR": 1, "US": 0, "GB": 2, "DE": 3}.get(region, 2)
    for _ in range(20000):
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
    F = phonenumbers.PhoneNumberFormat
    if f == "nat":
        return phonenumbers.format_number(p, F.NATIONAL)
    if f == "intl":
        return phonenumbers.format_number(p, F.INTERNATIONAL)
    if f == "e164":
        return phonenumbers.format_number(p, F.E164)
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, F.NATIONAL))

def phone_valid(v, region):
    p = phonenumbers.parse(re.sub(r"[^0-9+]", "", v), region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region

# ---------- secrets ----------
MN = {}
def g_seed(lang, fmt=""):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(32 if fmt == "24" else 16)))

AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))

def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

def g_jwt():
    h = b64u({"alg": "HS256", "typ": "JWT"})
    p = b64u({"sub": digits(7, True), "name": rng.choice(["m.kaczmarek", "lbrenner", "okovalenko", "jperrin"]),
              "iat": 1760000000 + rng.randint(0, 9999999)})
    return f"{h}.{p}.{rs(43, AN + '-_')}"

TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "github_pat": lambda: "github_pat_11" + rs(20, string.ascii_uppercase + string.digits) + "_" + rs(59),
    "glpat": lambda: "glpat-" + rs(20, AN + "-_"),
    "sklive": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, AN + "/+"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "azure": lambda: f"DefaultEndpointsProtocol=https;AccountName=st{rs(8, string.ascii_lowercase + string.digits)};AccountKey={rs(86, AN + '+/')}==;EndpointSuffix=core.windows.net",
    "jwt": g_jwt,
    "bearer": lambda: rs(40, AN),
    "ethkey": lambda: "0x" + rs(64, HEX),
    "pem": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + rs(58, AN + "+/") + "\n" + rs(64, AN + "+/") + "\n...\n-----END RSA PRIVATE KEY-----",
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "sha256": lambda: rs(64, HEX),
    "md5": lambda: rs(32, HEX),
}

# name -> (generator(fmt), validator or None, checksum-bearing for the mutation check)
GEN = {
    "pesel": (g_pesel, pesel.is_valid, True),
    "nip": (g_nip, nip.is_valid, True),
    "regon": (g_regon, regon.is_valid, True),
    "nrb": (g_nrb, lambda v: iban.is_valid("PL" + v), True),
    "steuerid": (g_idnr, idnr.is_valid, True),
    "ustid": (g_ustid, devat.is_valid, True),
    "dni": (g_dni, dni.is_valid, True),
    "nie": (g_nie, nie.is_valid, True),
    "cif": (g_cif, cif.is_valid, True),
    "nir": (g_nir, nir.is_valid, True),
    "siren": (g_siren, siren.is_valid, True),
    "siret": (g_siret, siret.is_valid, True),
    "tva": (g_tva, tva.is_valid, True),
    "ssn": (g_ssn, ssn.is_valid, False),
    "nino": (g_nino, lambda v: bool(NINO_RE.match(v)), False),
    "rnokpp": (g_rnokpp, rntrc.is_valid, True),
    "edrpou": (g_edrpou, edrpou.is_valid, True),
    "inn": (g_inn, inn.is_valid, True),
    "card": (g_card, luhn.is_valid, True),
    "isbn": (g_isbn, isbn.is_valid, True),
    "ean": (g_ean, ean.is_valid, True),
    "passport": (g_passport, None, False),
    "dl": (g_dl, None, False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), iban.is_valid, True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f)))(lg), (lambda l: (lambda v: MN[l].check(v)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

PH = re.compile(r"<<([a-zA-Z0-9_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def norm(t, v):
    if t.startswith("seed") or t.startswith("phone"):
        return v
    v = strip_sep(v)
    return v.upper() if t.startswith("iban") or t == "dni" else v

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
    (HERE / "values.json").write_text(json.dumps([{"id": r["id"], "values": v} for r, v in out], ensure_ascii=False, indent=0), encoding="utf-8")
    errs = check()
    sys.exit(1 if errs else 0)

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {d["id"]: d["values"] for d in json.loads((HERE / "values.json").read_text(encoding="utf-8"))}
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for t, c in collections.Counter(r["text"] for r in recs).items():
        if c > 1:
            errs.append(f"repeated text: {t[:30]}")
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]:
            errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS:
            errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()):
            errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]:
            errs.append(f"{r['id']} unfilled")
        if not r["note"] or not r["category"]:
            errs.append(f"{r['id']} empty note/category")
    nval = 0; nchk = 0
    per, per_acc = collections.Counter(), collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]:
                errs.append(f"{r['id']} value not verbatim")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            nchk += 1
            if not val(vv):
                errs.append(f"{r['id']} {t} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        key = t.split("-")[0]
                        per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            per_acc[key] += 1
    print(f"lines: {len(recs)}  generated values: {nval}  re-validated: {nchk}  errors: {len(errs)}")
    for e in errs[:40]:
        print("  ", e)
    print(f"mutation check: {sum(per_acc.values())} of {sum(per.values())} single-digit (+1 mod 10) variants still validate")
    for t in sorted(per):
        print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        print("by", key, dict(collections.Counter(r[key] for r in recs).most_common()))
    n = len(recs)
    print("red %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    red = [r for r in recs if r["label"] == "red"]
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    print("look-alike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("by lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: total {sum(c.values())}, red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    print("by category:")
    for c, k in sorted(collections.Counter((r["label"], r["category"]) for r in recs).items()):
        print(f"   {c[0]:6s} {c[1]}: {k}")
    return errs

if __name__ == "__main__":
    main()
