"""Build broad-zzz134.jsonl (sealed set, session 48) from hand-written per-language line files.
Generators adapted from broad-zzz16/build.py.

Line file format (lines-<lang>.txt, beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, string, sys, collections
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn, itin, ein
from stdnum.gb import utr
from stdnum.fr import nif as frnif
from stdnum.cl import rut
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz134.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz134"
rng = random.Random(1340134)          # values
srng = random.Random(134134)          # shuffle
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
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT", "CH", "BE") else 2
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
    "hex32": lambda: "".join(rng.choice("0123456789abcdef") for _ in range(32)),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                           rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda: rs(40, "0123456789abcdef"),
}


# ---------- additions for the student theme ----------
def g_utr(fmt=""):
    # UK Unique Taxpayer Reference: check digit comes first
    def f():
        body = digits(9)
        for c in string.digits:
            if utr.is_valid(c + body):
                return c + body
        return None
    v = retry(f)
    return f"{v[:5]} {v[5:]}" if fmt == "sp" else v

def g_itin(fmt=""):
    def f():
        v = "9" + digits(2) + rng.choice(["70", "71", "75", "78", "80", "83", "88", "90", "92", "94", "97"]) + digits(4)
        return v if itin.is_valid(v) else None
    v = retry(f)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:]}"

def g_ein(fmt=""):
    def f():
        v = rng.choice(["04", "13", "20", "26", "27", "45", "46", "52", "84", "94"]) + digits(7)
        return v if ein.is_valid(v) else None
    v = retry(f)
    return f"{v[:2]}-{v[2:]}"

def g_frnif(fmt=""):
    v = retry(lambda: complete(rng.choice("0123") + digits(9), ok(frnif), string.digits, 3))
    return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}" if fmt == "sp" else v

def snils_check(d9):
    s = sum(int(c) * w for c, w in zip(d9, range(9, 0, -1)))
    if s < 100:
        return f"{s:02d}"
    if s in (100, 101):
        return "00"
    s %= 101
    return "00" if s == 100 else f"{s:02d}"
def snils_valid(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 11 and snils_check(d[:9]) == d[9:]
def g_snils(fmt=""):
    d9 = digits(9, True)
    v = d9 + snils_check(d9)
    return v if fmt == "plain" else f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"

def nss_valid(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 12 and int(d[:10]) % 97 == int(d[10:])
def g_nss(fmt=""):
    prov = f"{rng.randint(1, 52):02d}"; num = digits(8, True)
    v = prov + num + f"{int(prov + num) % 97:02d}"
    return f"{v[:2]}/{v[2:10]}/{v[10:]}" if fmt == "slash" else v

def g_rut(fmt=""):
    v = retry(lambda: complete(str(rng.randint(15000000, 22999999)), ok(rut), string.digits + "K"))
    return rut.format(v) if fmt != "plain" else v[:-1] + "-" + v[-1]

def g_num(fmt=""):
    n = int(fmt or 6)
    return digits(n, True)

def g_otp(fmt=""):
    return digits(int(fmt or 6))

def g_pin(fmt=""):
    return digits(int(fmt or 4))

PW_WORDS = ["Kaffee", "mango", "Zebra", "orbit", "Lwow", "tulipan", "Sevilla", "nuage", "kvitka", "Pixel", "dragon", "Biblio", "semestr", "Mensa", "luna"]
def g_pw(fmt=""):
    w = rng.choice(PW_WORDS)
    return w + rng.choice(["", "_", ".", "!"]) + digits(rng.randint(2, 4)) + rng.choice(["!", "#", "?", "$", "", "*"])

def g_sevis(fmt=""):
    return "N00" + digits(8)

def g_sortcode(fmt=""):
    return f"{rng.randint(10, 99)}-{digits(2)}-{digits(2)}"

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
    "nss": (g_nss, nss_valid, True),
    "rut": (g_rut, lambda v: rut.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "frnif": (g_frnif, lambda v: frnif.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (lambda f: g_tva(), lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "itin": (g_itin, lambda v: itin.is_valid(v), False),
    "ein": (g_ein, lambda v: ein.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "rnokpp": (lambda f: g_rnokpp(), lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
    "num": (g_num, None, False),
    "otp": (g_otp, None, False),
    "pin": (g_pin, None, False),
    "pw": (g_pw, None, False),
    "sevis": (g_sevis, lambda v: bool(re.fullmatch(r"N\d{10}", v)), False),
    "sortcode": (g_sortcode, lambda v: bool(re.fullmatch(r"\d{6}", v)), False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT", "BE"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "BE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

def bad_of(t):
    """<<bad-TYPE>>: a value of TYPE with one digit changed so that its checksum fails (for failed-checksum lines)."""
    gen, val, _ = GEN[t]
    def g(fmt=""):
        for _ in range(1000):
            v = gen(fmt)
            pos = [i for i, c in enumerate(v) if c.isdigit()]
            i = pos[-1 - rng.randint(0, 2)]
            m = v[:i] + str((int(v[i]) + 1 + rng.randint(0, 7)) % 10) + v[i + 1:]
            vv = m if t.startswith(("seed", "phone")) else strip_sep(m)
            try:
                good = val(vv)
            except Exception:
                good = False
            if not good:
                return m
        raise RuntimeError(t)
    return g
for t in [k for k, (g, v, cs) in list(GEN.items()) if cs]:
    GEN["bad-" + t] = (bad_of(t), None, False)

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
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for i, j in enumerate(order, 1):
            r = rows[j]
            rec = {"id": f"{PREFIX}-{i:03d}", **r}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vs in out:
        for t, v in vs:
            by_type[t].append({"id": rec["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps(dict(sorted(by_type.items())), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (HERE / "_values_by_id.tmp").write_text(json.dumps([[r["id"], v] for r, v in out], ensure_ascii=False), encoding="utf-8")
    lines = check()
    (HERE / "_values_by_id.tmp").unlink()
    (HERE / "build-output.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))

def check():
    P = []
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {i: v for i, v in json.loads((HERE / "_values_by_id.tmp").read_text(encoding="utf-8"))}
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
            if t.startswith("bad-"):
                bt = t[4:]
                if GEN[bt][1](strip_sep(v)):
                    errs.append(f"{r['id']} {t} {v} validates but should not")
                if r["label"] == "red": errs.append(f"{r['id']} failed-checksum value in a red line")
                continue
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
    n = len(recs)
    P.append(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    P += ["   " + e for e in errs[:30]]
    P.append(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): P.append(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        P.append(f"{key}: " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    P.append("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    P.append("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    P.append("benign-lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    P.append("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        P.append(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']}, total {sum(c.values())}")
    P.append("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lab, kind, cat), v in sorted(cc.items(), key=lambda x: (["red", "yellow", "green"].index(x[0][0]), x[0][1], -x[1], x[0][2])):
        P.append(f"   {lab} / {kind}: {cat} {v}")
    return P

if __name__ == "__main__":
    main()
