"""Build broad-zzz92.jsonl (SEALED held-out set, theme: moving abroad / immigration / relocation)
from hand-written per-language line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
Two generic formats work for every non-seed type: `each` (every character spaced out, "8 7 0 4 ...")
and `lower` (lower-cased). Blank lines and lines starting with '#' are ignored.

Generators adapted from sources/broad-zzz16/build.py (same checking code), with added types for this
theme: NHS, UTR, OGRN, BSN, PPS, Portuguese NIF, ICAO-9303 MRZ line 2, and format-only document numbers
(UK BRP, Ukrainian passport booklet / ID card, French residence-permit number, German eAT), plus
`bad-*` types whose values deliberately FAIL their checksum (look-alikes).
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
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn, ogrn
from stdnum.gb import nhs, utr
from stdnum.nl import bsn
from stdnum.ie import pps
from stdnum.pt import nif as ptnif

HERE = Path(__file__).resolve().parent
# Final place (the lead moves it): OUT = HERE.parents[1] / "broad-zzz92.jsonl"
OUT = HERE.parents[1] / "broad-zzz92.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz92"
rng = random.Random(92092)          # values
srng = random.Random(9292)          # shuffle
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

def g_regon():
    return retry(lambda: complete(digits(8, True), ok(regon)))

def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    if fmt == "sp":
        return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
    return v

def g_ustid():
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))

def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v

def g_nie(fmt=""):
    v = retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))
    return f"{v[0]}-{v[1:8]}-{v[8]}" if fmt == "dash" else v

def g_cif():
    return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif), string.digits))

def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(55, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
        dep = "99" if fmt == "foreign" else f"{rng.randint(1, 95):02d}"   # 99 = born abroad
        if dep == "20":
            dep = "21"
        return complete(sex + yy + mm + dep + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    if fmt in ("sp", "foreign"):
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
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v

def g_utr(fmt=""):
    def f():
        body = digits(9)
        v = utr.calc_check_digit(body) + body
        return v if utr.is_valid(v) else None
    v = retry(f)
    return f"{v[:5]} {v[5:]}" if fmt == "sp" else v

def g_rnokpp():
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

def g_ogrn(fmt=""):
    return retry(lambda: complete(rng.choice("15") + digits(11), ok(ogrn)))

def g_bsn(fmt=""):
    return retry(lambda: complete(digits(8, True), ok(bsn)))

def g_pps(fmt=""):
    return retry(lambda: complete(digits(7), ok(pps), "ABCDEFGHIJKLMNOPQRSTUVW"))

def g_ptnif(fmt=""):
    return retry(lambda: complete(rng.choice("12") + digits(7), ok(ptnif)))

# ---------- ICAO 9303 machine-readable zone (TD3 line 2) ----------
def mrz_cd(s):
    val = lambda c: 0 if c == "<" else (int(c) if c.isdigit() else ord(c) - 55)
    return str(sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)

def g_mrz(fmt=""):
    nat = fmt.upper() if fmt else "UKR"
    doc = rng.choice(string.ascii_uppercase) + rng.choice(string.ascii_uppercase) + digits(7)
    dob = f"{rng.randint(60, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    exp = f"{rng.randint(27, 34):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    sex = rng.choice("MF")
    opt = "<" * 14
    line = doc + mrz_cd(doc) + nat + dob + mrz_cd(dob) + sex + exp + mrz_cd(exp) + opt + mrz_cd(opt)
    comp = line[0:10] + line[13:20] + line[21:43]
    return line + mrz_cd(comp)

def mrz_valid(v):
    if len(v) != 44:
        return False
    comp = v[0:10] + v[13:20] + v[21:43]
    return (mrz_cd(v[0:9]) == v[9] and mrz_cd(v[13:19]) == v[19] and mrz_cd(v[21:27]) == v[27]
            and mrz_cd(v[28:42]) == v[42] and mrz_cd(comp) == v[43])

# ---------- format-only document numbers (no public checksum) ----------
CYR = "АВЕКМНОРСТХ"
FMT_ONLY = {
    "brp": (lambda f: rng.choice(["ZR", "ZU", "RF", "ZX"]) + digits(7), r"^(ZR|ZU|RF|ZX)\d{7}$"),
    "uapass": (lambda f: rng.choice(CYR) + rng.choice(CYR) + digits(6), r"^[" + CYR + r"]{2}\d{6}$"),
    "uaid": (lambda f: digits(9, True), r"^\d{9}$"),
    "agdref": (lambda f: rng.choice(["75", "93", "69", "13", "59"]) + digits(8), r"^\d{10}$"),
    "eat": (lambda f: rng.choice("YZ") + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)), r"^[YZ][0-9CFGHJKLMNPRTVWXYZ]{8}$"),
    "uspass": (lambda f: digits(9, True), r"^\d{9}$"),
}

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
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "MONZ"]) + digits(6) + digits(8)
    if cc == "IE":
        return rng.choice(["AIBK", "BOFI", "IPBS"]) + digits(6) + digits(8)
    if cc == "NL":
        return rng.choice(["INGB", "RABO", "ABNA"]) + digits(10)
    if cc == "AT":
        return digits(5, True) + digits(11)
    if cc == "BE":
        b = digits(10, True)
        k = int(b) % 97 or 97
        return b + f"{k:02d}"
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

def g_ean():
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482"]) + digits(9), ok(ean)))

# ---------- deliberately invalid look-alikes ----------
def spoil(v, validator):
    """Change the last digit until the value fails its checksum."""
    for d in "0123456789":
        w = v[:-1] + d
        if not validator(w):
            return w
    raise RuntimeError(v)

BAD = {
    "pesel": (lambda f: spoil(g_pesel(), pesel.is_valid), pesel.is_valid),
    "nie": (lambda f: (lambda v: v[:-1] + ("A" if v[-1] != "A" else "B"))(g_nie()), nie.is_valid),
    "iban": (lambda f: group4(spoil(g_iban(f.upper() or "DE", "plain"), iban.is_valid)), iban.is_valid),
    "card": (lambda f: group4(spoil(g_card("plain"), luhn.is_valid)), luhn.is_valid),
    "steuerid": (lambda f: spoil(g_idnr(), idnr.is_valid), idnr.is_valid),
    "nino": (lambda f: "QQ" + digits(6) + "C", nino_valid),   # QQ prefix is the documented example prefix, never issued
    "rnokpp": (lambda f: spoil(g_rnokpp(), rntrc.is_valid), rntrc.is_valid),
}

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT", "CH", "BE", "PT", "NL", "IE") else 2
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
    return (phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region
            and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE,
                                                phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))

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
    "ghp": (lambda: "ghp_" + rs(36), r"^ghp_[A-Za-z0-9]{36}$"),
    "glpat": (lambda: "glpat-" + rs(20, AN + "-_"), r"^glpat-[A-Za-z0-9_-]{20}$"),
    "sklive": (lambda: "sk_live_" + rs(24), r"^sk_live_[A-Za-z0-9]{24}$"),
    "openai": (lambda: "sk-proj-" + rs(48, AN + "-_"), r"^sk-proj-[A-Za-z0-9_-]{48}$"),
    "akia": (lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"), r"^AKIA[A-Z2-7]{16}$"),
    "slack": (lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}", r"^xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}$"),
    "gapi": (lambda: "AIza" + rs(35, AN + "-_"), r"^AIza[A-Za-z0-9_-]{35}$"),
    "tg": (lambda: f"{digits(10, True)}:AA{rs(33, AN + '-_')}", r"^\d{10}:AA[A-Za-z0-9_-]{33}$"),
    "uuid": (lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
             r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"),
    "sha": (lambda: rs(40, HEX), r"^[0-9a-f]{40}$"),
    "sha256": (lambda: rs(64, HEX), r"^[0-9a-f]{64}$"),
}

# type -> (generator(fmt), validator or None, has_checksum)
GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: g_regon(), lambda v: regon.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (g_nie, lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (lambda f: g_tva(), lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "rnokpp": (lambda f: g_rnokpp(), lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "bsn": (g_bsn, lambda v: bsn.is_valid(v), True),
    "pps": (g_pps, lambda v: pps.is_valid(v), True),
    "ptnif": (g_ptnif, lambda v: ptnif.is_valid(v), True),
    "mrz": (g_mrz, mrz_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "IE", "NL", "AT", "BE"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "BE", "PT", "NL", "IE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, (fn, rx) in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), (lambda r: (lambda v: bool(re.match(r, v))))(rx), False)
for k, (fn, rx) in FMT_ONLY.items():
    GEN[k] = (fn, (lambda r: (lambda v: bool(re.match(r, v))))(rx), False)
for k, (fn, good) in BAD.items():
    GEN["bad-" + k] = (fn, (lambda g: (lambda v: not g(v)))(good), False)   # validator: must FAIL the real check

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def norm(t, v):
    """Value as handed to its validator."""
    if t.startswith("seed"):
        return v
    if t.startswith("phone"):
        return v.replace(" ", "")
    if t in TOKENS:
        return v
    if t == "mrz":
        return v.upper()
    return strip_sep(v).upper()

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
                if f == "each":
                    v = " ".join(strip_sep(GEN[t][0]("")))
                elif f == "lower":
                    v = GEN[t][0]("").lower()
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
    (HERE / "values.json").write_text(json.dumps({r["id"]: [{"type": t, "value": v} for t, v in vals] for r, vals in out},
                                                 ensure_ascii=False, indent=1), encoding="utf-8")
    errs = check()
    sys.exit(1 if errs else 0)

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = json.loads((HERE / "values.json").read_text(encoding="utf-8"))
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    if set(ids) != set(vals): errs.append("values.json ids differ from jsonl ids")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]: errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if not re.match(r"^[a-z0-9][a-z0-9-]*$", r["category"]): errs.append(f"{r['id']} category {r['category']}")
        if not r["note"] or not r["text"].strip(): errs.append(f"{r['id']} empty note/text")
        if PH.search(r["text"]) or re.search(r"<<[a-z]|[a-z0-9:]>>", r["text"]): errs.append(f"{r['id']} unfilled")   # MRZ filler '<<<' is legitimate
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    types = collections.Counter()
    for r in recs:
        for d in vals[r["id"]]:
            t, v = d["type"], d["value"]
            nval += 1; types[t.split("-")[0] if not t.startswith("bad-") else t] += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            vv = norm(t, v)
            try:
                good = val(vv)
            except Exception:
                good = False
            if not good: errs.append(f"{r['id']} {t} {v} does not validate")
            if t.startswith("bad-") and r["label"] != "green": errs.append(f"{r['id']} invalid value in a non-green line")
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
    for e in errs[:50]: print("  ", e)
    print("generated values by type:", dict(sorted(types.items())))
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still accepted")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(r[key] for r in recs).most_common()))
    red = [r for r in recs if r["label"] == "red"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / len(recs) for l in ("red", "yellow", "green")))
    print("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("category (label/kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (l, k, c), n in sorted(cc.items()):
        print(f"   {l}/{k}: {c} {n}")
    print("by lang x label:")
    for l in LANGS:
        print("  ", l, dict(sorted(collections.Counter(r["label"] for r in recs if r["lang"] == l).items())))
    print(f"errors: {len(errs)}")
    return errs

if __name__ == "__main__":
    main()
