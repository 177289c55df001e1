"""Build broad-zzz123.jsonl from hand-written per-language line files (adapted from broad-zzz16/build.py).

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
<<type:bad>> on a checksummed type gives a value whose check digit fails (for green failed-checksum lines).
Blank lines and lines starting with '#' are ignored.
"""
import json, random, re, string, sys, collections, itertools
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat, stnr
from stdnum.es import dni, nie, cif, ccc, referenciacatastral, cups
from stdnum.fr import nir, siren, siret, tva, nif as frnif
from stdnum.gb import utr, vat as gbvat
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn, ogrn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz123.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz123"
rng = random.Random(1230123)        # values
srng = random.Random(123123)        # shuffle
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
        y = rng.randint(1950, 2000); m = rng.randint(1, 12); d = rng.randint(1, 28)
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


KWV = {str(i): i for i in range(10)}
KWV["X"] = 10
for _i, _c in enumerate("ABCDEFGHIJKLMNOPRSTUWYZ"):
    KWV[_c] = 11 + _i
KW_RE = re.compile(r"^([A-Z]{2}[0-9][A-Z])/?([0-9]{8})/?([0-9])$")


def kw_check(court, number):
    return sum(KWV[ch] * (1, 3, 7)[i % 3] for i, ch in enumerate(court + number)) % 10


def kw_valid(v):
    m = KW_RE.match(v)
    return bool(m) and kw_check(m.group(1), m.group(2)) == int(m.group(3))


def g_kw(fmt=""):
    court = rng.choice(["WA1M", "WA4M", "KR1P", "KR1K", "PO1P", "GD1G", "WR1K", "LD1M", "KA1K", "LU1I", "GD1Y", "WA1I"])
    num = "00" + digits(6, True)
    return f"{court}/{num}/{kw_check(court, num)}"


# ---------- Germany ----------
def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v


def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))


STNR_REG = {"by": ("Bayern", lambda: f"{rng.randint(102, 199)}/{digits(3)}/{digits(5)}"),
            "nw": ("Nordrhein-Westfalen", lambda: f"{rng.randint(300, 399)}/{digits(4)}/{digits(4)}"),
            "be": ("Berlin", lambda: f"{rng.randint(11, 39)}/{digits(3)}/{digits(5)}")}


def g_stnr(fmt=""):
    reg, f = STNR_REG[fmt or "by"]
    return retry(lambda: (lambda v: v if stnr.is_valid(v, reg) else None)(f()))


# ---------- Spain ----------
def g_dni(fmt=""):
    return complete(digits(8), ok(dni), string.ascii_uppercase)


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABB") + digits(7), ok(cif), string.digits))


def g_refcat(fmt=""):
    U = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    def f():
        base = digits(7, True) + rng.choice(U) + rng.choice(U) + digits(4) + rng.choice("NS") + f"00{rng.randint(1, 40):02d}"
        return base + referenciacatastral.calc_check_digits(base)
    return retry(lambda: (lambda v: v if referenciacatastral.is_valid(v) else None)(f()))


def g_cups(fmt=""):
    def f():
        base = "ES0" + rng.choice(["021", "031", "022", "026"]) + digits(12)
        return base + cups.calc_check_digits(base)
    v = retry(lambda: (lambda v: v if cups.is_valid(v) else None)(f()))
    return v


# ---------- France ----------
def g_nir(fmt=""):
    def f():
        yy = f"{rng.randint(50, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        return complete(rng.choice("12") + yy + mm + dep + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    if fmt == "sp":
        return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
    return v


def g_frnif(fmt=""):
    def f():
        b = rng.choice("0123") + digits(9)
        return b + frnif.calc_check_digits(b)
    v = retry(lambda: (lambda v: v if frnif.is_valid(v) else None)(f()))
    return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}" if fmt == "sp" else v


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
    return bool(NINO_RE.match(v))


def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v


def g_utr(fmt=""):
    v = retry(lambda: (lambda b: utr.calc_check_digit(b) + b)(digits(9)))
    v = v if utr.is_valid(v) else retry(lambda: complete(digits(9), ok(utr)))
    return f"{v[:5]} {v[5:]}" if fmt == "sp" else v


def g_gbvat(fmt=""):
    v = retry(lambda: complete("GB" + digits(7, True), ok(gbvat), string.digits, 2))
    return f"GB {v[2:5]} {v[5:9]} {v[9:]}" if fmt == "sp" else v


def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return f"{v[:3]}-{v[3:5]}-{v[5:]}"


# ---------- Ukraine / Russia ----------
def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))


def g_ogrn(fmt=""):
    return retry(lambda: complete("1" + digits(11), ok(ogrn)))


def snils_check(d9):
    s = sum(int(c) * (9 - i) for i, c in enumerate(d9))
    while s > 101:
        s %= 101
    return 0 if s in (100, 101) else s


def snils_valid(v):
    d = re.sub(r"[^0-9]", "", v)
    return len(d) == 11 and int(d[:9]) > 1001998 and snils_check(d[:9]) == int(d[9:])


def g_snils(fmt=""):
    d9 = digits(9, True)
    c = snils_check(d9)
    return f"{d9[:3]}-{d9[3:6]}-{d9[6:9]} {c:02d}"


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


def g_card(fmt=""):
    brand = "220" + rng.choice("01234") if fmt == "mir" else rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)


def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "500", "460"]) + digits(9), ok(ean)))


# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = {"PL": 1, "UA": 2, "RU": 2, "ES": 1, "FR": 1, "US": 0}.get(region, 2)
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


def g_pw(fmt=""):
    words = {"pl": ["Remont", "Lazienka", "Kafelki", "Dach", "Kuchnia"], "de": ["Baustelle", "Fliese", "Dachboden", "Keller"],
             "en": ["Plaster", "Skirting", "Loft", "Boiler", "Gutter"], "es": ["Reforma", "Azulejo", "Tejado", "Cocina"],
             "fr": ["Chantier", "Carrelage", "Toiture", "Placo"], "uk": ["Remont", "Plytka", "Dah", "Kuhnia"],
             "ru": ["Remont", "Plitka", "Krysha", "Dacha"]}
    if fmt in words:
        return rng.choice(words[fmt]) + rng.choice(["!", "#", "_", ".", "$", ""]) + digits(rng.randint(2, 4)) + rng.choice(["", "!", "?", "*"])
    return rs(rng.randint(10, 14), AN + "!#%*")


TOKENS = {
    "ghp": lambda f: "ghp_" + rs(36),
    "sklive": lambda f: "sk_live_" + rs(24),
    "openai": lambda f: "sk-proj-" + rs(48, AN + "-_"),
    "gapi": lambda f: "AIza" + rs(35, AN + "-_"),
    "tg": lambda f: f"{digits(10, True)}:AA{rs(33, AN + '-_')}",
    "hahook": lambda f: rs(32, AN + "-_"),
    "uuid": lambda f: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda f: rs(40, HEX),
    "pin4": lambda f: digits(4),
    "pin6": lambda f: digits(6),
    "code": lambda f: digits(int(f or 4)),
    "pw": g_pw,
    "wifi": lambda f: rs(rng.randint(12, 16), AN),
}

GEN = {
    "pesel": (g_pesel, ok(pesel), True),
    "nip": (g_nip, ok(nip), True),
    "regon": (g_regon, ok(regon), True),
    "nrb": (g_nrb, nrb_valid, True),
    "kw": (g_kw, kw_valid, True),
    "steuerid": (g_idnr, ok(idnr), True),
    "ustid": (g_ustid, ok(devat), True),
    "stnr": (g_stnr, lambda v: stnr.is_valid(v), False),
    "dni": (g_dni, ok(dni), True),
    "nie": (g_nie, ok(nie), True),
    "cif": (g_cif, ok(cif), True),
    "refcat": (g_refcat, ok(referenciacatastral), True),
    "cups": (g_cups, ok(cups), True),
    "nir": (g_nir, ok(nir), True),
    "frnif": (g_frnif, ok(frnif), True),
    "siren": (g_siren, ok(siren), True),
    "siret": (g_siret, ok(siret), True),
    "tva": (g_tva, ok(tva), True),
    "nino": (g_nino, nino_valid, False),
    "utr": (g_utr, ok(utr), True),
    "gbvat": (g_gbvat, ok(gbvat), True),
    "ssn": (g_ssn, ok(ssn), False),
    "rnokpp": (g_rnokpp, ok(rntrc), True),
    "edrpou": (g_edrpou, ok(edrpou), True),
    "inn": (g_inn, ok(inn), True),
    "ogrn": (g_ogrn, ok(ogrn), True),
    "snils": (g_snils, snils_valid, True),
    "card": (g_card, ok(luhn), True),
    "ean": (g_ean, ok(ean), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), ok(iban), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = (fn, None, False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")


def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)


def norm(t, v):
    if t.startswith("seed") or t.startswith("phone") or t in ("kw", "stnr", "snils"):
        return v
    return strip_sep(v)


def make_bad(t, fmt):
    """A value of type t in its usual shape whose checksum fails (one digit changed)."""
    gen, val, cs = GEN[t]
    assert cs, t
    for _ in range(1000):
        v = gen(fmt)
        pos = [i for i, ch in enumerate(v) if ch.isdigit()]
        i = rng.choice(pos[len(pos) // 3:])
        b = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
        try:
            good = val(norm(t, b))
        except Exception:
            good = False
        if not good:
            return b
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
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vs in out:
        for t, v in vs:
            by_type[t].append({"id": rec["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps(dict(sorted(by_type.items())), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    report = check(out)
    (HERE / "build-output.txt").write_text(report, encoding="utf-8")
    print(report, end="")


def check(out):
    L = []
    p = L.append
    recs = [r for r, _ in out]
    errs = []
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter(); nbad = 0
    for r, vs in out:
        for t, v in vs:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim")
            if t.endswith(":bad"):
                nbad += 1
                base = t[:-4]
                try:
                    acc = GEN[base][1](norm(base, v))
                except Exception:
                    acc = False
                if acc: errs.append(f"{r['id']} {t} validates but should fail")
                if r["label"] != "green": errs.append(f"{r['id']} failed-checksum value not green")
                continue
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            if not val(vv): errs.append(f"{r['id']} {t} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1; key = t.split("-")[0]; per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[key] += 1
    n = len(recs)
    p(f"lines: {n}  generated values: {nval} (of which {nbad} deliberately failing checksums)  errors: {len(errs)}")
    for e in errs[:30]: p("   " + e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants of checksummed values still accepted"
      f" ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(f"{key}: " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    p("identifier+secret share of red: %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    p("benign-lookalike share of green: %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']} (total {sum(c.values())})")
    p("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    order = {"red": 0, "yellow": 1, "green": 2}
    for (lb, kd, ct), v in sorted(cc.items(), key=lambda x: (order[x[0][0]], x[0][1], -x[1], x[0][2])):
        p(f"   {lb} / {kd}: {ct} {v}")
    return "\n".join(L) + "\n"


if __name__ == "__main__":
    main()
