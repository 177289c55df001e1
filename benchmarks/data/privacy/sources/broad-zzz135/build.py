"""Build broad-zzz135.jsonl from hand-written per-language line files (adapted from the broad-zzz16 builder).

Line file format (lines-<lang>.txt, beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, secrets, string, sys, collections
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
from stdnum.gb import nhs

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz135.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz135"
rng = random.Random(1350135)        # values
srng = random.Random(135135)        # shuffle
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
    import itertools
    cands = ["".join(p) for p in itertools.product(alphabet, repeat=width)]
    for c in cands:
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
        y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1948, 2006); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y%100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)

def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if fmt == "dash2":
        return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
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

def g_nie():
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))

def g_cif():
    return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif), string.digits))

def g_nir(fmt=""):
    def f():
        sex = ("2" if fmt == "kid" else rng.choice("12")); yy = f"{rng.randint(12, 20) if fmt == 'kid' else rng.randint(50, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
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
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))
def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v

def g_rnokpp():
    return retry(lambda: complete(digits(9, True), ok(rntrc)))

def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

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

# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    # broad-zzz135: keep only the leading digit of the example number so mobile prefixes vary
    # (every candidate is still checked by phonenumbers as a valid mobile number below)
    keep = 3 if region in ("AT", "CH", "BE") else (0 if region == "UA" else 1)
    if region == "US":
        keep = 0
    for _ in range(10000):
        cand = nsn[:keep] + digits((rng.choice([10, 11]) if region == "DE" else len(nsn)) - keep)
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
    return MN[lang].check(v)

AN = string.ascii_letters + string.digits
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
    "hex32": lambda: secrets.token_hex(16) if False else "".join(rng.choice("0123456789abcdef") for _ in range(32)),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                           rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda: rs(40, "0123456789abcdef"),
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: g_regon(), lambda v: regon.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (lambda f: g_nie(), lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (lambda f: g_tva(), lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "rnokpp": (lambda f: g_rnokpp(), lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT", "BE"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "BE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)


# ---------- added for broad-zzz135: health-insurance numbers, plates, codes, failed checksums ----------
def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return v if fmt == "plain" else f"{v[:3]} {v[3:6]} {v[6:]}"

def kvnr_valid(v):
    """German Krankenversichertennummer (eGK, fixed part): letter + 8 digits + check digit.
    Letter -> two digits (A=01..Z=26); the 10 digits weighted 1,2,1,2,...; products > 9 replaced by their
    digit sum; check digit = sum mod 10."""
    if not re.fullmatch(r"[A-Z][0-9]{9}", v):
        return False
    ds = f"{ord(v[0]) - 64:02d}" + v[1:9]
    tot = 0
    for i, c in enumerate(ds):
        x = int(c) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return tot % 10 == int(v[9])
def g_kvnr(fmt=""):
    return retry(lambda: complete(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") + digits(8), kvnr_valid))

def snils_valid(v):
    v = re.sub(r"[^0-9]", "", v)
    if len(v) != 11 or int(v[:9]) <= 1001998:
        return False
    t = sum(int(c) * (9 - i) for i, c in enumerate(v[:9]))
    if t > 101:
        t %= 101
    if t in (100, 101):
        t = 0
    return t == int(v[9:])
def g_snils(fmt=""):
    v = retry(lambda: complete(digits(9, True), snils_valid, string.digits, 2))
    return v if fmt == "plain" else f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"

def L(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))
PL_L = "ACEFGHJKLMNPRSTUVWXY"
def g_plate(cc, fmt=""):
    if cc == "PL":
        reg = rng.choice(["WA", "WE", "WI", "WX", "KR", "KK", "PO", "PZ", "GD", "GA", "WR", "DW", "LU", "SK", "EL", "ZS", "BI", "RZ"])
        pat = rng.choice(["ddddd", "ddddL", "dddLL", "dLddd", "dLLdd"])
        return reg + " " + "".join(rng.choice(string.digits) if c == "d" else rng.choice(PL_L) for c in pat)
    if cc == "DE":
        city = rng.choice(["M", "B", "HH", "K", "F", "S", "DO", "HB", "L", "DD", "N", "KA", "E", "BN", "MZ", "OF"])
        v = f"{city}-{L('ABCDEFGHJKLMNPRSTUVWXYZ', rng.choice([1, 2]))} {rng.randint(1, 9999)}"
        return v.replace("-", " ") if fmt == "sp" else v
    if cc == "ES":
        return f"{digits(4)} {rng.choice('JKLMN')}{L('BCDFGHJKLMNPRSTVWXYZ', 2)}"
    if cc == "FR":
        a = "ABCDEFGHJKLMNPQRSTVWXYZ"
        return f"{rng.choice('CDEFGH')}{L(a, 1)}-{rng.randint(1, 999):03d}-{L(a, 2)}"
    if cc == "GB":
        return f"{rng.choice(['LK', 'LB', 'MA', 'YD', 'BT', 'WR', 'SN', 'OE', 'EY', 'NA'])}{rng.choice(['17', '67', '19', '69', '21', '71', '23', '73'])} {L('ABCDEFGHJKLMNOPRSTUVWXY', 3)}"
    if cc == "UA":
        c = "АВЕІКМНОРСТХ"
        return f"{rng.choice(['АА', 'КА', 'АХ', 'ВН', 'ВС', 'АЕ', 'ВІ', 'АІ'])} {digits(4)} {L(c, 2)}"
    if cc == "RU":
        c = "АВЕКМНОРСТУХ"
        return f"{L(c, 1)}{digits(3)}{L(c, 2)} {rng.choice(['77', '97', '177', '777', '78', '178', '50', '750', '16', '66', '54'])}"
    raise ValueError(cc)

def g_otp(fmt=""):
    return digits(int(fmt or 6))

def g_bad(kind, fmt=""):
    """Values stated to be invalid: one digit of a valid value changed so the checksum fails."""
    good = GEN[kind][0](fmt)
    val = GEN[kind][1]
    for _ in range(1000):
        pos = [i for i, c in enumerate(good) if c.isdigit()]
        k = rng.choice(pos[len(pos) // 2:])
        m = good[:k] + str((int(good[k]) + rng.randint(1, 9)) % 10) + good[k + 1:]
        vv = m if kind.startswith("phone") else strip_sep(m)
        try:
            if not val(vv):
                return m
        except Exception:
            return m
    raise RuntimeError(kind)

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def dowod_valid(v):
    """Polish ID card (dowód osobisty): 3 letters + 6 digits; the first digit is the check digit.
    Letters A..Z -> 10..35; weights 7,3,1,(check),7,3,1,7,3; check = weighted sum mod 10."""
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(x * y for x, y in zip(vals, w)) % 10 == vals[3]
def g_dowod(fmt=""):
    def f():
        pre = L(string.ascii_uppercase, 3)
        rest = digits(5)
        for c in string.digits:
            if dowod_valid(pre + c + rest):
                return pre + c + rest
    return retry(f)

GEN["dowod"] = (g_dowod, dowod_valid, True)
GEN["nhs"] = (g_nhs, lambda v: nhs.is_valid(v), True)
GEN["kvnr"] = (g_kvnr, kvnr_valid, True)
GEN["snils"] = (g_snils, snils_valid, True)
for cc in ["PL", "DE", "ES", "FR", "GB", "UA", "RU"]:
    GEN["plate-" + cc] = ((lambda c: (lambda f: g_plate(c, f)))(cc), None, False)
GEN["otp"] = (g_otp, None, False)
for k in ["card", "pesel", "nir", "nhs", "kvnr", "dni", "snils", "rnokpp", "iban-PL", "iban-DE", "iban-ES", "iban-FR", "iban-GB", "iban-UA"]:
    GEN["bad-" + k] = ((lambda kk: (lambda f: g_bad(kk, f)))(k),
                       (lambda kk: (lambda v: not GEN[kk][1](v)))(k), False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def main():
    rows, values = [], []
    for lang in LANGS:
        for n, raw in enumerate((HERE / f"lines-{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            head, note, text = [x.strip() for x in raw.split("||")]
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
    by_type = {}
    for r, v in out:
        for t, x in v:
            by_type.setdefault(t, []).append(x)
    (HERE / "values.json").write_text(json.dumps({"by_type": {t: by_type[t] for t in sorted(by_type)},
                                                  "by_id": [{"id": r["id"], "values": v} for r, v in out]},
                                                 ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    import io, contextlib
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        errs = check()
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)

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
        if r["kind"] == "secret" and r["label"] != "red": errs.append(r["id"])
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = v if t.startswith("seed") else (v if t.startswith("phone") else strip_sep(v))
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
    print(f"lines: {len(recs)}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]}")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        print(key + ":")
        for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"   {k}: {n} ({100 * n / len(recs):.1f}%)")
    red = [r for r in recs if r["label"] == "red"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / len(recs) for l in ("red", "yellow", "green")))
    print("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("by lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: total {sum(c.values())}, red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    print("per category (label / kind: category count):")
    pc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    order = {"red": 0, "yellow": 1, "green": 2}
    for (lab, kind, cat), n in sorted(pc.items(), key=lambda kv: (order[kv[0][0]], kv[0][1], -kv[1], kv[0][2])):
        print(f"   {lab} / {kind}: {cat} {n}")
    return errs

if __name__ == "__main__":
    main()
