"""Build broad-zzz39.jsonl from hand-written per-language line files (sealed held-out set, session 29).

Line format in lines-<lang>.txt:   label kind category || note || text
`\\n` in text becomes a newline; <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, string, sys, collections, itertools
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.nl import bsn
from stdnum.pt import nif as ptnif
from stdnum.ca import sin as casin

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz39.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz39"
rng = random.Random(39039)
srng = random.Random(3939)
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}

def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s

def complete(prefix, validator, alphabet=string.digits, width=1):
    cands = ["".join(p) for p in itertools.product(alphabet, repeat=width)]
    rng.shuffle(cands)
    for c in cands:
        try:
            if validator(prefix + c):
                return prefix + c
        except Exception:
            pass
    return None

def ok(mod):
    return lambda v: mod.is_valid(v)

def retry(fn):
    for _ in range(20000):
        v = fn()
        if v:
            return v
    raise RuntimeError("generator failed")

def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))

# ---- national IDs / tax numbers
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2010, 2020) if fmt == "kid" else rng.randint(1950, 2004)
        m = rng.randint(1, 12); d = rng.randint(1, 28)
        return complete(f"{y%100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash": return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == "pl": return "PL" + v
    return v

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v

def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v

def g_nie(fmt=""):
    v = retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))
    return f"{v[0]}-{v[1:8]}-{v[8]}" if fmt == "dash" else v

def g_nir(fmt=""):
    def f():
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20": dep = "21"
        yy = rng.randint(10, 19) if fmt == "kid" else rng.randint(55, 99)
        return complete(rng.choice("12") + f"{yy:02d}{rng.randint(1, 12):02d}" + dep + digits(6), ok(nir), string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v

def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666: return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v): return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_bsn(fmt=""): return retry(lambda: complete(digits(8, True), ok(bsn)))
def g_ptnif(fmt=""): return retry(lambda: complete(rng.choice("123") + digits(7), ok(ptnif)))
def g_sin(fmt=""):
    v = retry(lambda: complete(rng.choice("1234567") + digits(7), ok(casin)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v
def g_rnokpp(fmt=""): return retry(lambda: complete(digits(9, True), ok(rntrc)))
def g_inn(fmt=""):
    return retry(lambda: complete(digits(10, True), ok(inn), string.digits, 2))

# ---- company / public numbers (green when presented as a company's)
def g_regon(fmt=""): return retry(lambda: complete(digits(8, True), ok(regon)))
def g_ustid(fmt=""): return retry(lambda: complete("DE" + digits(8, True), ok(devat)))
def g_cif(fmt=""): return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif)))
def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), ok(siren)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v
def g_tva(fmt=""):
    s = retry(lambda: complete(digits(8, True), ok(siren)))
    return retry(lambda: complete("FR", lambda x: tva.is_valid(x + s), string.digits, 2)) + s
def g_edrpou(fmt=""): return retry(lambda: complete(digits(7, True), ok(edrpou)))

# ---- bank accounts
def pl_sort():
    b = digits(7, True); w = [3, 9, 7, 1, 3, 9, 7]
    return b + str((10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10)

def bban(cc):
    if cc == "PL": return pl_sort() + digits(16)
    if cc == "DE": return digits(8, True) + digits(10)
    if cc == "ES":
        b, o, a = digits(4, True), digits(4), digits(10)
        return b + o + ccc.calc_check_digits(b + o + "00" + a) + a
    if cc == "FR":
        b, g, a = digits(5, True), digits(5), digits(11)
        return b + g + a + f"{97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97):02d}"
    if cc == "UA": return digits(6, True) + digits(19)
    if cc == "GB": return rng.choice(["NWBK", "BARC", "LOYD", "HBUK"]) + digits(6) + digits(8)
    if cc == "IE": return rng.choice(["AIBK", "BOFI"]) + digits(6) + digits(8)
    if cc == "NL": return rng.choice(["INGB", "ABNA", "RABO"]) + digits(10)
    if cc == "AT": return digits(5, True) + digits(11)
    if cc == "CH": return digits(5, True) + digits(12)
    if cc == "PT": return digits(21)
    if cc == "IT": return rng.choice(string.ascii_uppercase) + digits(10) + digits(12)
    raise ValueError(cc)

def g_iban(cc, fmt=""):
    for _ in range(20000):
        b = bban(cc)
        v = cc + iban.calc_check_digits(cc + "00" + b) + b
        if iban.is_valid(v): break
    else:
        raise RuntimeError(cc)
    if fmt == "plain": return v
    if fmt == "lower": return v.lower()
    return group4(v)

def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    return v if fmt == "plain" else v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))
def nrb_valid(v): return iban.is_valid("PL" + v)

# ---- cards, product codes
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "52", "55"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt == "plain": return v
    if fmt == "dash": return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)
def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), ok(isbn)))
    return v if fmt == "plain" else isbn.format(v)
def g_ean(fmt=""): return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ok(ean)))

# ---- phones
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"FR": 1, "US": 0, "CA": 0, "GB": 2, "DE": 2, "IT": 1, "NL": 1, "IE": 2, "AU": 1, "NO": 1}.get(region, 3)
    for _ in range(20000):
        if region == "US":
            cand = rng.choice("2345678") + digits(2) + rng.choice("2345678") + digits(6)
        elif region == "CA":
            cand = rng.choice(["416", "647", "514", "438", "604", "778", "403", "587", "613", "343"]) + rng.choice("2345678") + digits(6)
        else:
            cand = nsn[:keep] + digits(len(nsn) - keep)
        p = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region and phonenumbers.number_type(p) in (
                phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    else:
        raise RuntimeError(region)
    f = fmt or rng.choice(["nat", "intl", "e164", "plain"])
    if f == "nat": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if f == "intl": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == "e164": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    if f == "00": return "00" + phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)[1:]
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))

def phone_valid(v, region):
    s = re.sub(r"[^0-9+]", "", v)
    if s.startswith("00"): s = "+" + s[2:]
    p = phonenumbers.parse(s, region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region

# ---- secrets
MN = {}
def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32)))
def seed_valid(v, lang): return MN.setdefault(lang, Mnemonic(lang)).check(v)

AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AN): return "".join(rng.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "sklive": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, AN + "/+"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "pnr": lambda: rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
}

GEN = {
    "pesel": (g_pesel, ok(pesel), True), "nip": (g_nip, ok(nip), True), "regon": (g_regon, ok(regon), True),
    "nrb": (g_nrb, nrb_valid, True), "steuerid": (g_idnr, ok(idnr), True), "ustid": (g_ustid, ok(devat), True),
    "dni": (g_dni, ok(dni), True), "nie": (g_nie, ok(nie), True), "cif": (g_cif, ok(cif), True),
    "nir": (g_nir, ok(nir), True), "siren": (g_siren, ok(siren), True), "tva": (g_tva, ok(tva), True),
    "ssn": (g_ssn, ok(ssn), False), "nino": (g_nino, nino_valid, False), "bsn": (g_bsn, ok(bsn), True),
    "ptnif": (g_ptnif, ok(ptnif), True), "sin": (g_sin, ok(casin), True),
    "rnokpp": (g_rnokpp, ok(rntrc), True), "edrpou": (g_edrpou, ok(edrpou), True), "inn": (g_inn, ok(inn), True),
    "card": (g_card, ok(luhn), True), "isbn": (g_isbn, ok(isbn), True), "ean": (g_ean, ok(ean), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "IE", "NL", "AT", "CH", "PT", "IT"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "IT", "NL", "PT", "IE", "CA", "AU", "NO", "CZ", "GE", "BE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

from stdnum.at import vnr as atvnr
from stdnum.ch import ssn as chssn
from stdnum.gb import nhs

def g_atvnr(fmt=""):
    def f():
        d = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}"
        return complete(digits(3, True), lambda x: atvnr.is_valid(x[:3] + x[3] + d), string.digits) and None
    for _ in range(20000):
        d = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}"
        v = complete(digits(3, True), lambda x: atvnr.is_valid(x + d))
        if v:
            v = v + d
            return f"{v[:4]} {v[4:]}" if fmt == "sp" else v
    raise RuntimeError("atvnr")

def g_ahv(fmt=""):
    v = retry(lambda: complete("756" + digits(9), ok(chssn)))
    return f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}" if fmt != "plain" else v

def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

# Polish ID card (3 letters + 6 digits, first digit is the check digit) and passport (2 letters + 7 digits,
# first digit is the check digit): not in python-stdnum, so validated here by the published weights.
def _plval(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 55
def pl_dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.match(r"^[A-Z]{3}[0-9]{6}$", v): return False
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(_plval(c) * k for c, k in zip(v, w)) % 10 == int(v[3])
def pl_pass_valid(v):
    v = v.replace(" ", "").upper()
    if not re.match(r"^[A-Z]{2}[0-9]{7}$", v): return False
    w = [7, 3, 0, 1, 7, 3, 1, 7, 3]
    return sum(_plval(c) * k for c, k in zip(v, w)) % 10 == int(v[2])
def g_pldowod(fmt=""):
    def f():
        p = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)); rest = digits(5)
        for c in string.digits:
            if pl_dowod_valid(p + c + rest): return p + c + rest
    v = retry(f)
    return f"{v[:3]} {v[3:]}" if fmt == "sp" else v
def g_plpass(fmt=""):
    def f():
        p = "".join(rng.choice("EFGHKLMNPRSTZ") for _ in range(2)); rest = digits(6)
        for c in string.digits:
            if pl_pass_valid(p + c + rest): return p + c + rest
    v = retry(f)
    return f"{v[:2]} {v[2:]}" if fmt == "sp" else v

GEN.update({"atvnr": (g_atvnr, ok(atvnr), True), "ahv": (g_ahv, ok(chssn), True), "nhs": (g_nhs, ok(nhs), True),
            "pldowod": (g_pldowod, pl_dowod_valid, True), "plpass": (g_plpass, pl_pass_valid, True)})

PH = re.compile(r"<<([a-zA-Z0-9_-]+)(?::([a-z0-9]+))?>>")
def strip_sep(v): return re.sub(r"[\s\-./]", "", v)

def main():
    rows, values = [], []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f"lines-{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = [x.strip() for x in raw.split("||")]
            if len(parts) != 3: sys.exit(f"bad line {lang}:{n}: {raw[:60]}")
            head, note, text = parts
            hp = head.split()
            if len(hp) != 3: sys.exit(f"bad head {lang}:{n}: {head}")
            label, kind, cat = hp
            text = text.replace("\\n", "\n")
            vals = []
            def fill(m):
                t, f = m.group(1), m.group(2) or ""
                if t not in GEN: sys.exit(f"unknown placeholder {t} in {lang}:{n}")
                v = GEN[t][0](f); vals.append((t, v)); return v
            text = PH.sub(fill, text)
            rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat, "note": note})
            values.append(vals)
    order = list(range(len(rows))); srng.shuffle(order)
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
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:50]}" for t, c in texts.items() if c > 1]
    allv = collections.Counter(v for r in recs for _, v in vals[r["id"]])
    errs += [f"repeated value {v}" for v, c in allv.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]: errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = mut_total = mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None: continue
            vv = v if (t.startswith("seed") or t.startswith("phone")) else strip_sep(v)
            if t.startswith("iban"): vv = vv.upper()
            if not val(vv): errs.append(f"{r['id']} {t} {v} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; per[t.split("-")[0]] += 1
                        try: a = val(m)
                        except Exception: a = False
                        if a: mut_acc += 1; per_acc[t.split("-")[0]] += 1
    print(f"lines: {len(recs)}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:40]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still validate")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        print("by", key, dict(collections.Counter(r[key] for r in recs).most_common()))
    n = len(recs)
    print("red %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    red = [r for r in recs if r["label"] == "red"]; g = [r for r in recs if r["label"] == "green"]
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("by lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print("  ", l, {k: c[k] for k in ("red", "yellow", "green")}, "total", sum(c.values()))
    print("by category:", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    return errs

if __name__ == "__main__":
    main()
