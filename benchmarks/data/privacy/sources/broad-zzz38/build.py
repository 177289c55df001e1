"""Build broad-zzz38.jsonl from hand-written per-language line files.

Line format (lines-<lang>.txt):   label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, string, sys, collections, itertools, base64
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.gb import nhs
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz38.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz38"
rng = random.Random(38038)
srng = random.Random(3838)
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

def g_pesel(fmt=""):
    def f():
        y = rng.randint(1950, 2004); m = rng.randint(1, 12); d = rng.randint(1, 28)
        return complete(f"{y%100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{digits(4)}", pesel.is_valid)
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), nip.is_valid))
    return {"dash": f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", "dash2": f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}", "pl": "PL" + v}.get(fmt, v)

def g_regon(fmt=""):
    return retry(lambda: complete(digits(8, True), regon.is_valid))

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), idnr.is_valid))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v

def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), devat.is_valid))

def g_dni(fmt=""):
    v = complete(digits(8), dni.is_valid, string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else (v.lower() if fmt == "low" else v)

def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), nie.is_valid, string.ascii_uppercase))

def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("AB") + digits(7), cif.is_valid))

def g_nir(fmt=""):
    def f():
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20": dep = "21"
        sex, yy = ("2", rng.randint(3, 12)) if fmt == "f" else (rng.choice("12"), rng.randint(55, 99))
        return complete(sex + f"{yy:02d}{rng.randint(1, 12):02d}" + dep + digits(6), nir.is_valid, string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v

def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), siren.is_valid))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_siret(fmt=""):
    v = retry(lambda: complete(g_siren() + digits(4), siret.is_valid))
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}" if fmt == "sp" else v

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if a != 666 and ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else (f"{v[:3]} {v[3:5]} {v[5:]}" if fmt == "sp" else f"{v[:3]}-{v[3:5]}-{v[5:]}")

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), nhs.is_valid))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), rntrc.is_valid))

def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), edrpou.is_valid))

def g_inn(fmt=""):
    if fmt == "10":
        return retry(lambda: complete(digits(9, True), inn.is_valid))
    return retry(lambda: complete(digits(10, True), inn.is_valid, string.digits, 2))

def pl_sortcode():
    b = digits(7, True)
    c = (10 - sum(int(x) * y for x, y in zip(b, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
    return b + str(c)

def fr_rib(b, g, a):
    return f"{97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97):02d}"

def bban(cc):
    if cc == "PL": return pl_sortcode() + digits(16)
    if cc == "DE": return digits(8, True) + digits(10)
    if cc == "ES":
        from stdnum.es import ccc
        b, o, a = digits(4, True), digits(4), digits(10)
        return b + o + ccc.calc_check_digits(b + o + "00" + a) + a
    if cc == "FR":
        b, g, a = digits(5, True), digits(5), digits(11)
        return b + g + a + fr_rib(b, g, a)
    if cc == "UA": return digits(6, True) + digits(19)
    if cc == "GB": return rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(6) + digits(8)
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
    return v if fmt == "plain" else (group4(v).lower() if fmt == "low" else group4(v))

def nrb_valid(v):
    return iban.is_valid("PL" + v)
def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    return v if fmt == "plain" else v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))

def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), luhn.is_valid))
    return {"plain": v, "dash": "-".join(v[i:i + 4] for i in range(0, 16, 4))}.get(fmt, group4(v))

def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), isbn.is_valid))
    return v if fmt == "plain" else isbn.format(v)

def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ean.is_valid))

def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"FR": 1, "US": 0}.get(region, 3 if region in ("PL", "UA", "RU", "ES") else 2)
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
    if f == "nat": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if f == "intl": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == "e164": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))

def phone_valid(v, region):
    p = phonenumbers.parse(re.sub(r"[^0-9+]", "", v), region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region

MN = {}
def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32)))
def seed_valid(v, lang):
    return Mnemonic(lang).check(v)

AN = string.ascii_letters + string.digits
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))
def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")
def g_jwt():
    h = b64u(b'{"alg":"HS256","typ":"JWT"}')
    p = b64u(json.dumps({"sub": digits(8, True), "email": "m.k" + digits(3) + "@example.net", "iat": 1760000000 + rng.randint(0, 9999999)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(43, AN + '-_')}"
def g_pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(48 * 3))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + lines + "\n-----END OPENSSH PRIVATE KEY-----"
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "sklive": lambda: "sk_live_" + rs(24),
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, AN + "/+"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "azure": lambda: "DefaultEndpointsProtocol=https;AccountName=famphotos" + digits(2) + ";AccountKey=" + base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode() + ";EndpointSuffix=core.windows.net",
    "jwt": g_jwt,
    "pem": g_pem,
    "ethkey": lambda: "0x" + rs(64, "0123456789abcdef"),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                           rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda: rs(40, "0123456789abcdef"),
}

GEN = {
    "pesel": (g_pesel, pesel.is_valid, True),
    "nip": (g_nip, nip.is_valid, True),
    "regon": (g_regon, regon.is_valid, True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, idnr.is_valid, True),
    "ustid": (g_ustid, devat.is_valid, True),
    "dni": (g_dni, dni.is_valid, True),
    "nie": (g_nie, nie.is_valid, True),
    "cif": (g_cif, cif.is_valid, True),
    "nir": (g_nir, nir.is_valid, True),
    "siren": (g_siren, siren.is_valid, True),
    "siret": (g_siret, siret.is_valid, True),
    "ssn": (g_ssn, ssn.is_valid, False),
    "nino": (g_nino, nino_valid, False),
    "nhs": (g_nhs, nhs.is_valid, True),
    "rnokpp": (g_rnokpp, rntrc.is_valid, True),
    "edrpou": (g_edrpou, edrpou.is_valid, True),
    "inn": (g_inn, inn.is_valid, True),
    "card": (g_card, luhn.is_valid, True),
    "isbn": (g_isbn, isbn.is_valid, True),
    "ean": (g_ean, ean.is_valid, True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), iban.is_valid, True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)


# ---------- hand-typed values that carry a check digit (computed by hand, re-validated here) ----------
def kvnr_valid(v):
    v = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z][0-9]{9}", v): return False
    s = f"{ord(v[0]) - 64:02d}" + v[1:9]; t = 0
    for i, c in enumerate(s):
        p = int(c) * (1 if i % 2 == 0 else 2); t += p // 10 + p % 10
    return t % 10 == int(v[9])
def dowod_valid(v):
    v = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v): return False
    val = lambda c: ord(c) - 55 if c.isalpha() else int(c)
    return sum(val(c) * w for c, w in zip(v, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0
def nss_es_valid(v):
    v = v.replace(" ", "")
    return bool(re.fullmatch(r"[0-9]{12}", v)) and int(v[:10]) % 97 == int(v[10:])
HAND = [("kvnr", "K482910374", kvnr_valid), ("dowod", "CGK 882019", dowod_valid), ("nss-es", "28 4419203738", nss_es_valid)]

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v).upper() if re.search(r"[A-Za-z]", v) else re.sub(r"[\s\-./]", "", v)

def main():
    rows, values = [], []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f"lines-{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            try:
                head, note, text = [x.strip() for x in raw.split("||")]
                label, kind, cat = head.split()
            except ValueError:
                sys.exit(f"bad line {lang}:{n}: {raw[:60]}")
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
    check()

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {d["id"]: d["values"] for d in json.loads((HERE / "values.json").read_text(encoding="utf-8"))}
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]: errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
        if not r["note"] or not r["category"]: errs.append(f"{r['id']} empty note/category")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter(); nvalid = 0
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = v if (t.startswith("seed") or t.startswith("phone")) else strip_sep(v)
            if not val(vv): errs.append(f"{r['id']} {t} {v} does not validate")
            else: nvalid += 1
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
    for t, v, val in HAND:
        hits = [r["id"] for r in recs if v in r["text"]]
        if len(hits) != 1: errs.append(f"hand value {t} found {len(hits)} times")
        if not val(v): errs.append(f"hand value {t} does not validate")
        else: nvalid += 1
        vv = v.replace(" ", "")
        for k, ch in enumerate(vv):
            if ch.isdigit():
                m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                mut_total += 1; per[t] += 1
                if val(m): mut_acc += 1; per_acc[t] += 1
    print(f"lines: {len(recs)}  generated values: {nval}  re-validated: {nvalid}  errors: {len(errs)}")
    for e in errs[:40]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still validate")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        print("by " + key, dict(collections.Counter(r[key] for r in recs).most_common()))
    n = len(recs)
    print("shares: red %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    red = [r for r in recs if r["label"] == "red"]; green = [r for r in recs if r["label"] == "green"]
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in green) / len(green)))
    print("lang x label:")
    for lg in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == lg)
        print(f"   {lg}: red {c['red']}, yellow {c['yellow']}, green {c['green']}, total {sum(c.values())}")
    print("by category:", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    if errs:
        sys.exit(1)

if __name__ == "__main__":
    main()
