"""Build broad-zzz73.jsonl (developers' and IT work theme) from hand-written per-language line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Generic formats for any digit value: `digsp` (digits spaced one by one), `lower` (lower-cased).
`bad-<type>` placeholders give a value of <type> whose checksum FAILS (for green look-alikes).
Blank lines and lines starting with '#' are ignored.
Generators adapted from sources/broad-zzz16/build.py.
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
from stdnum.gb import nhs, utr
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn, ogrn

HERE = Path(__file__).resolve().parent
# final place (the lead moves it): HERE.parents[1] / "broad-zzz73.jsonl"
OUT = HERE.parents[1] / "broad-zzz73.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz73"
rng = random.Random(73073)          # values
srng = random.Random(7373)          # shuffle
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

# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1950, 2004); m = rng.randint(1, 12); d = rng.randint(1, 28)
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
    v = retry(lambda: complete(rng.choice("456789") + digits(8), ok(nhs)))
    return v if fmt == "plain" else f"{v[:3]} {v[3:6]} {v[6:]}"

def g_utr(fmt=""):
    return retry(lambda: (lambda x: x if utr.is_valid(x) else None)(rng.choice("0123456789") + digits(9, True)))

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

def g_ogrn(fmt=""):
    return retry(lambda: complete(rng.choice("15") + digits(11), ok(ogrn)))

# ---------- bank accounts (national check digits where the country has them) ----------
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
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "460"]) + digits(9), ok(ean)))

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

# ---------- secrets ----------
MN = {}
def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    ent = bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32))
    return m.to_mnemonic(ent)

def seed_valid(v, lang):
    """BIP-39 checksum check done here (python-mnemonic's own check() NFKD-normalises the words and then
    misses the Russian list's words with 'й'); words are compared in NFC."""
    import hashlib, unicodedata
    wl = {unicodedata.normalize("NFC", w): i for i, w in enumerate(MN.setdefault(lang, Mnemonic(lang)).wordlist)}
    words = unicodedata.normalize("NFC", v).split()
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in wl for w in words):
        return False
    bits = "".join(format(wl[w], "011b") for w in words)
    cs = len(bits) // 33
    ent = int(bits[:-cs], 2).to_bytes((len(bits) - cs) // 8, "big")
    return format(hashlib.sha256(ent).digest()[0], "08b")[:cs] == bits[-cs:]

AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))
def b64url(n):
    return base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(n))).decode().rstrip("=")
def g_jwt():
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps({"sub": digits(7, True), "iat": 1760000000 + rng.randint(0, 9999999)}).encode()).decode().rstrip("=")
    return f"{head}.{body}.{b64url(32)}"
def g_pem():
    body = base64.b64encode(b"openssh-key-v1\x00" + bytes(rng.getrandbits(8) for _ in range(150))).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "github_pat": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "glpat": lambda: "glpat-" + rs(20, AN + "-_"),
    "sklive": lambda: "sk_live_" + rs(24),
    "rklive": lambda: "rk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(93, AN + "-_") + "AA",
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, AN + "/+"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "slackhook": lambda: f"https://hooks.slack.com/services/T{rs(8, string.ascii_uppercase + string.digits)}/B{rs(10, string.ascii_uppercase + string.digits)}/{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "tg": lambda: f"{digits(10, True)}:AA{rs(33, AN + '-_')}",
    "npm": lambda: "npm_" + rs(36),
    "sendgrid": lambda: "SG." + rs(22, AN + "-_") + "." + rs(43, AN + "-_"),
    "hex32": lambda: rs(32, HEX),
    "hex64": lambda: rs(64, HEX),
    "pwd": lambda: rs(6, AN) + rng.choice("!#%&*@$") + rs(5, AN),
    "jwt": g_jwt,
    "pem": g_pem,
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "sha7": lambda: rs(7, HEX),
    "sha256": lambda: rs(64, HEX),
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (g_regon, lambda v: regon.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (g_ustid, lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (g_nie, lambda v: nie.is_valid(v), True),
    "cif": (g_cif, lambda v: cif.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (g_tva, lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "nino": (g_nino, nino_valid, False),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "edrpou": (g_edrpou, lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (g_ean, lambda v: ean.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "czech", "russian", "italian"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def make_bad(base):
    """A value of `base` with one digit changed so that its checksum fails."""
    gen, val, _ = GEN[base]
    def g(f):
        for _ in range(1000):
            v = gen(f)
            pos = [i for i, c in enumerate(v) if c.isdigit()]
            i = rng.choice(pos[1:] if len(pos) > 1 else pos)
            m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
            try:
                good = val(strip_sep(m))
            except Exception:
                good = False
            if not good:
                return m
        raise RuntimeError("bad-" + base)
    def invalid(v):
        try:
            return not val(v)
        except Exception:
            return True
    return (g, invalid, False)
for b in ["pesel", "nip", "card", "iban-PL", "iban-DE", "iban-ES", "iban-FR", "iban-UA", "nrb", "steuerid", "dni", "nir",
          "siret", "rnokpp", "inn", "nhs", "isbn", "edrpou", "regon"]:
    GEN["bad-" + b] = make_bad(b)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def fill_value(t, f):
    if f == "digsp":
        v = GEN[t][0]("plain")
        return " ".join(strip_sep(v)) if re.fullmatch(r"[0-9\s\-]+", v) else v
    if f == "lower":
        return GEN[t][0]("plain").lower()
    return GEN[t][0](f)

def norm(t, v):
    if t.startswith("seed") or t.startswith("phone"):
        return v
    if t.startswith("bad-phone"):
        return v
    return strip_sep(v)

def main():
    rows, values = [], []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f"lines-{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = [x.strip() for x in raw.split("||")]
            if len(parts) != 3:
                sys.exit(f"bad line {lang}:{n}: {raw[:60]}")
            head, note, text = parts
            label, kind, cat = head.split()
            text = text.replace("\\n", "\n")
            vals = []
            def fill(m):
                t, f = m.group(1), m.group(2) or ""
                if t not in GEN:
                    sys.exit(f"unknown placeholder {t} in {lang}:{n}")
                v = fill_value(t, f)
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
    (HERE / "values.json").write_text(json.dumps({r["id"]: v for r, v in out}, ensure_ascii=False, indent=0), encoding="utf-8")
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
    errs += [f"repeated text: {t[:50]!r}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]: errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", r["category"]): errs.append(f"{r['id']} category {r['category']}")
        if not r["note"] or not r["text"]: errs.append(f"{r['id']} empty note/text")
        if "<<" in r["text"] or ">>" in r["text"] or PH.search(r["text"]): errs.append(f"{r['id']} unfilled placeholder")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    nbad = 0
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v!r}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            try:
                good = val(vv)
            except Exception:
                good = False
            if not good: errs.append(f"{r['id']} {t} {v!r} does not validate")
            if t.startswith("bad-"):
                nbad += 1
                if r["label"] != "green": errs.append(f"{r['id']} checksum-failing value in a non-green line")
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
    print(f"lines: {len(recs)}  generated values: {nval} (of which {nbad} deliberately checksum-failing)  errors: {len(errs)}")
    for e in errs[:40]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still accepted")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(r[key] for r in recs).most_common()))
    print("category", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    n = len(recs)
    red = [r for r in recs if r["label"] == "red"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("by lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print("  ", l, {k: c[k] for k in ("red", "yellow", "green")})
    print(f"errors: {len(errs)}")
    return errs

if __name__ == "__main__":
    main()
