"""Build broad-zzz93.jsonl (theme: pregnancy, babies and parenthood) from hand-written per-language line files.

Line file format (lines-<lang>.txt), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Generic formats for any type: `spaced` (digit by digit, separated by spaces), `lower` (lower case).
Blank lines and lines starting with '#' are ignored.
Generators adapted from sources/broad-zzz16/build.py.
"""
import json, random, re, sys, collections, itertools, string
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
# final place: HERE.parents[1] / "broad-zzz93.jsonl" (the lead moves it); while working:
OUT = HERE.parents[1] / "broad-zzz93.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz93"
rng = random.Random(93093)          # values
srng = random.Random(9393)          # shuffle
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


# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        if fmt == "baby":
            y = rng.choice([2025, 2026]); m = rng.randint(1, 11 if y == 2026 else 12)
        elif fmt == "kid":
            y = rng.randint(2015, 2024); m = rng.randint(1, 12)
        else:
            y = rng.randint(1975, 2001); m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
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


# Polish ID card (dowód osobisty): AAA + check digit + 5 digits, weights 7 3 1 9 7 3 1 7 3
DOW_W = [7, 3, 1, 0, 7, 3, 1, 7, 3]
def dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    vals = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
    return sum(a * b for a, b in zip(vals, DOW_W)) % 10 == vals[3]


def g_dowod(fmt=""):
    L = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
    rest = digits(5)
    return complete(L, lambda x: dowod_valid(x + rest)) + rest


def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    if fmt == "sp":
        return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
    return v


def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))


def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABFGH") + digits(7), ok(cif), string.digits))


def g_nir(fmt=""):
    def f():
        sex = rng.choice("12")
        if fmt in ("baby", "babysp"):
            yy = rng.choice(["25", "26"]); mm = f"{rng.randint(1, 11):02d}"
        else:
            yy = f"{rng.randint(75, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        return complete(sex + yy + mm + dep + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    if fmt in ("sp", "babysp"):
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
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return v if fmt == "plain" else f"{v[:3]} {v[3:6]} {v[6:]}"


def g_utr(fmt=""):
    # the UTR check digit is the first digit
    def f():
        b = digits(9)
        return next((c + b for c in string.digits if utr.is_valid(c + b)), None)
    return retry(f)


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")
def nino_valid(v):
    return bool(NINO_RE.match(v))


def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v


def g_rnokpp(fmt=""):
    # the first five digits count days since 1899-12-31: "baby" gives a 2025-2026 birth date
    head = (lambda: "460" + digits(6)) if fmt == "baby" else (lambda: rng.choice("23") + digits(8))
    return retry(lambda: complete(head(), ok(rntrc)))


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (1 if n == 10 else 2), True), ok(inn), string.digits, 1 if n == 10 else 2))


def g_ogrn(fmt=""):
    # sign, two-digit registration year, region, then the record number
    return retry(lambda: complete(rng.choice("15") + f"{rng.randint(2, 24):02d}" + digits(9), ok(ogrn)))


# Russian SNILS: 9 digits + 2 check digits (sum of d_i * (9 - i); <100 as is, 100/101 -> 00, else mod 101)
def snils_valid(v):
    v = re.sub(r"[^0-9]", "", v)
    if len(v) != 11:
        return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(v[:9]))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    c = 0 if c == 100 else c
    return f"{c:02d}" == v[9:]


def g_snils(fmt=""):
    v = retry(lambda: complete(digits(9, True), snils_valid, string.digits, 2))
    return v if fmt == "plain" else f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"


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
    return iban.is_valid("PL" + v)


def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    if fmt == "plain":
        return v
    return v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))


# ---------- cards, book/product codes ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55", "22"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)


def g_isbn(fmt=""):
    v = retry(lambda: complete("978" + rng.choice("0183") + digits(8), ok(isbn)))
    return isbn.format(v) if fmt != "plain" else v


def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "501", "460"]) + digits(9), ok(ean)))


# ---------- deliberately failing look-alikes (green) ----------
def g_bad(validator, make):
    def f(fmt=""):
        for _ in range(10000):
            v = make()
            if not validator(v):
                return v
        raise RuntimeError("bad")
    return f


# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"PL": 1, "UA": 2, "RU": 2, "ES": 1, "FR": 1, "US": 0, "GB": 2, "DE": 3}.get(region, 2)
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
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))


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
    "ghp": lambda: "ghp_" + rs(36),
    "sklive": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "slack": lambda: f"xoxb-{digits(12, True)}-{digits(13, True)}-{rs(24)}",
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "tg": lambda: f"{digits(10, True)}:AA{rs(33, AN + '-_')}",
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "sha7": lambda: rs(7, HEX),
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (g_regon, lambda v: regon.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "dowod": (g_dowod, dowod_valid, True),
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
    "snils": (g_snils, snils_valid, True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (g_ean, lambda v: ean.is_valid(v), True),
    # green look-alikes that must FAIL their checksum
    "badcard": (g_bad(lambda v: luhn.is_valid(v), lambda: rng.choice("45") + digits(15)), lambda v: not luhn.is_valid(v), False),
    "badpesel": (g_bad(lambda v: pesel.is_valid(v), lambda: digits(11, True)), lambda v: not pesel.is_valid(v), False),
    "badnhs": (g_bad(lambda v: nhs.is_valid(v), lambda: digits(10, True)), lambda v: not nhs.is_valid(v), False),
    "badiban-DE": (g_bad(lambda v: iban.is_valid(v), lambda: "DE" + digits(20)), lambda v: not iban.is_valid(v), False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "russian"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

PH = re.compile(r"<<([a-zA-Z0-9_-]+)(?::([a-z0-9]+))?>>")


def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v).upper()


def norm(t, v):
    if t.startswith("seed") or t.startswith("phone"):
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
                sys.exit(f"bad line {lang}:{n}")
            head, note, text = parts
            label, kind, cat = head.split()
            text = text.replace("\\n", "\n")
            vals = []

            def fill(m):
                t, f = m.group(1), m.group(2) or ""
                if t not in GEN:
                    sys.exit(f"unknown placeholder {t} in {lang}:{n}")
                if f == "spaced":
                    v = " ".join(re.sub(r"[^0-9A-Za-z]", "", GEN[t][0]("plain")))
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
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    (HERE / "values.json").write_text(json.dumps({r["id"]: v for r, v in out}, ensure_ascii=False, indent=1), encoding="utf-8")
    errs = check()
    sys.exit(1 if errs else 0)


def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = json.loads((HERE / "values.json").read_text(encoding="utf-8"))
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    if set(ids) != set(vals):
        errs.append("values.json ids differ from the jsonl")
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:50]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if list(r) != ["id", "lang", "text", "label", "kind", "category", "note"]:
            errs.append(f"{r['id']} fields")
        if r["lang"] not in LANGS:
            errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()):
            errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if not re.fullmatch(r"[a-z0-9][a-z0-9+-]*", r["category"]):
            errs.append(f"{r['id']} category {r['category']}")
        if not r["note"]:
            errs.append(f"{r['id']} empty note")
        if "<<" in r["text"] or ">>" in r["text"]:
            errs.append(f"{r['id']} unfilled placeholder")
    nval = 0; mut_total = 0; mut_acc = 0
    per = collections.Counter(); per_acc = collections.Counter(); by_type = collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1; by_type[t] += 1
            if v not in r["text"]:
                errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            if not val(vv):
                errs.append(f"{r['id']} {t} {v} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; per[t] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[t] += 1
    print(f"lines: {len(recs)}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:40]:
        print("  ", e)
    print("generated values by type:", dict(sorted(by_type.items())))
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1 mod 10) variants still accepted")
    for t in sorted(per):
        print(f"   {t}: {per_acc[t]}/{per[t]} accepted")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(r[key] for r in recs).most_common()))
    print("category", dict(sorted(collections.Counter(r["category"] for r in recs).items())))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    print("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / len(recs) for l in ("red", "yellow", "green")))
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
