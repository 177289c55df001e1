"""Build broad-zzz81.jsonl (session 38 sealed held-out set) from hand-written per-language line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
Blank lines and lines starting with '#' are ignored.
Generators adapted from sources/broad-zzz16/build.py.
"""
import json, random, re, string, sys, collections, itertools
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
# The lead moves the output to HERE.parents[1] / "broad-zzz81.jsonl"; while building it stays here.
OUT = HERE.parents[1] / "broad-zzz81.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz81"
VALUE_SEED = 81081
SHUFFLE_SEED = 8181
rng = random.Random(VALUE_SEED)      # values
srng = random.Random(SHUFFLE_SEED)   # shuffle
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


def spaced(v):
    return " ".join(v)


# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1948, 2006)
        m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    v = retry(f)
    return spaced(v) if fmt == "digits" else v


def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == "pl":
        return "PL" + v
    return v


def g_regon():
    return retry(lambda: complete(digits(8, True), ok(regon)))


# Polish ID card (dowód osobisty): AAA + check digit + 5 digits, weights 7 3 1 9 7 3 1 7 3 (check at position 4)
DW = [7, 3, 1, 9, 7, 3, 1, 7, 3]
def _dval(c):
    return ord(c) - 55 if c.isalpha() else int(c)
def dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    return sum(_dval(c) * w for c, w in zip(v, DW)) % 10 == 0
def g_dowod(fmt=""):
    def f():
        letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
        rest = digits(5)
        for c in string.digits:
            v = letters + c + rest
            if dowod_valid(v):
                return v
    v = retry(f)
    return f"{v[:3]} {v[3:]}" if fmt == "sp" else v


def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v


def g_ustid():
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))


def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    if fmt == "dash":
        return f"{v[:8]}-{v[8]}"
    if fmt == "lower":
        return v.lower()
    return v


def g_nie():
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif():
    return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif), string.digits))


def g_nir(fmt=""):
    def f():
        sex = "2" if fmt == "kid" else rng.choice("12")
        yy = f"{rng.randint(12, 20) if fmt == 'kid' else rng.randint(50, 99):02d}"
        mm = f"{rng.randint(1, 12):02d}"
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


def g_tva():
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
    if fmt == "plain":
        return v
    if fmt == "sp":
        return f"{v[:3]} {v[3:5]} {v[5:]}"
    return f"{v[:3]}-{v[3:5]}-{v[5:]}"


def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return v if fmt == "plain" else f"{v[:3]} {v[3:6]} {v[6:]}"


def g_utr(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(utr)))


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v


def g_rnokpp(fmt=""):
    # first five digits = days since 1899-12-31; "kid" gives a birth date in 2012-2020
    head = (lambda: f"{rng.randint(40909, 44150)}" + digits(4)) if fmt == "kid" else (lambda: digits(9, True))
    v = retry(lambda: complete(head(), ok(rntrc)))
    return spaced(v) if fmt == "digits" else v


def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
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
    if fmt == "plain":
        return v
    if fmt == "lower":
        return v.lower()
    return group4(v)


def nrb_valid(v):
    return iban.is_valid("PL" + v)
def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    if fmt == "plain":
        return v
    return v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))


def iban_ok(v):
    return iban.is_valid(v.upper())


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


def g_ean():
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ok(ean)))


# ---------- deliberately invalid look-alikes (must FAIL their checksum) ----------
def g_badcard(fmt=""):
    def f():
        v = rng.choice("45") + digits(15)
        return v if not luhn.is_valid(v) else None
    return group4(retry(f))


def g_badiban(cc):
    def f(fmt=""):
        def h():
            v = g_iban(cc, "plain")
            k = rng.randrange(4, len(v))
            while not v[k].isdigit():
                k = rng.randrange(4, len(v))
            m = v[:k] + str((int(v[k]) + rng.randint(1, 9)) % 10) + v[k + 1:]
            return m if not iban.is_valid(m) else None
        return group4(retry(h))
    return f


def g_badpesel(fmt=""):
    def f():
        v = g_pesel()
        m = v[:10] + str((int(v[10]) + rng.randint(1, 9)) % 10)
        return m if not pesel.is_valid(m) else None
    return retry(f)


def g_badnie(fmt=""):
    def f():
        v = g_nie()
        wrong = rng.choice([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != v[-1]])
        return v[:-1] + wrong
    return retry(f)


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
        if (phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region
                and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE,
                                                    phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
                and "555" not in cand[3:6]):
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
TOKEN_RE = {
    "ghp": r"ghp_[A-Za-z0-9]{36}", "glpat": r"glpat-[A-Za-z0-9_-]{20}", "sklive": r"sk_live_[A-Za-z0-9]{24}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{48}", "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{80}AA",
    "akia": r"AKIA[A-Z2-7]{16}", "awssecret": r"[A-Za-z0-9/+]{40}", "slack": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    "gapi": r"AIza[A-Za-z0-9_-]{35}", "tg": r"[0-9]{10}:AA[A-Za-z0-9_-]{33}", "npm": r"npm_[A-Za-z0-9]{36}",
    "hex32": r"[0-9a-f]{32}", "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "sha": r"[0-9a-f]{40}", "sha7": r"[0-9a-f]{7}",
}

# name: (generator(fmt), validator or None, checksum-bearing -> mutation check)
GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: g_regon(), lambda v: regon.is_valid(v), True),
    "dowod": (g_dowod, dowod_valid, True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v.upper()), True),
    "nie": (lambda f: g_nie(), lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (lambda f: g_tva(), lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "nino": (g_nino, nino_valid, False),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
    # look-alikes that must fail: validator returns True when the value correctly FAILS
    "badcard": (g_badcard, lambda v: not luhn.is_valid(v), False),
    "badpesel": (g_badpesel, lambda v: not pesel.is_valid(v), False),
    "badnie": (g_badnie, lambda v: not nie.is_valid(v), False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), iban_ok, True)
    GEN["badiban-" + cc] = (g_badiban(cc), lambda v: not iban.is_valid(v), False)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), (lambda rx: (lambda v: re.fullmatch(rx, v) is not None))(TOKEN_RE[k]), False)

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
                sys.exit(f"bad line {lang}:{n}: {raw[:60]}")
            head, note, text = parts
            hp = head.split()
            if len(hp) != 3:
                sys.exit(f"bad head {lang}:{n}: {head}")
            label, kind, cat = hp
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
    (HERE / "values.json").write_text(json.dumps({r["id"]: v for r, v in out}, ensure_ascii=False, indent=1),
                                      encoding="utf-8")
    errs = check()
    sys.exit(1 if errs else 0)


def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = json.loads((HERE / "values.json").read_text(encoding="utf-8"))
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    if set(vals) != set(ids):
        errs.append("values.json ids differ from jsonl ids")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:50]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]:
            errs.append(f"{r['id']} fields {list(r)}")
        if not re.fullmatch(rf"{PREFIX}-\d{{3}}", r["id"]):
            errs.append(f"{r['id']} id shape")
        if r["lang"] not in LANGS:
            errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()):
            errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", r["category"]):
            errs.append(f"{r['id']} category {r['category']}")
        if not r["note"] or not r["text"].strip():
            errs.append(f"{r['id']} empty note/text")
        if "<<" in r["text"] or ">>" in r["text"] or PH.search(r["text"]):
            errs.append(f"{r['id']} unfilled placeholder")
    nval = 0; mut_total = 0; mut_acc = 0
    per = collections.Counter(); per_acc = collections.Counter(); gen_types = collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1; gen_types[t] += 1
            if v not in r["text"]:
                errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            vv = v if (t.startswith("seed") or t.startswith("phone") or t in TOKENS) else strip_sep(v)
            if t.startswith("iban") or t == "dni":
                vv = vv.upper()
            try:
                good = val(vv)
            except Exception:
                good = False
            if not good:
                errs.append(f"{r['id']} {t} {v} does not re-validate")
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
    print(f"lines: {len(recs)}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:40]:
        print("  ", e)
    print("generated values by type:", dict(sorted(gen_types.items())))
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still accepted")
    for t in sorted(per):
        print(f"   {t}: {per_acc[t]}/{per[t]} accepted")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(r[key] for r in recs).most_common()))
    print("category", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(
        100 * sum(r["label"] == l for r in recs) / len(recs) for l in ("red", "yellow", "green")))
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("by lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']}, total {sum(c.values())}")
    print(f"errors: {len(errs)}")
    return errs


if __name__ == "__main__":
    main()
