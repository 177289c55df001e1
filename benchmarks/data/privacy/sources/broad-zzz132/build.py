"""Build broad-zzz132.jsonl from hand-written per-language line files.

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by generators below.
Blank lines and lines starting with '#' are ignored.
Adapted from the value generators of sources/broad-zzz16/build.py, plus travel-document generators
(ICAO 9303 MRZ with check digits, Polish ID card series, German KVNR, Ukrainian UNZR, Russian SNILS,
passport-number formats, PNRs, e-ticket numbers, bag tags, booking confirmations).
"""
import json, random, re, string, sys, collections, itertools, io, contextlib
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn
from stdnum.pl import pesel, nip
from stdnum.de import idnr
from stdnum.es import dni, nie, ccc
from stdnum.fr import nir, siren
from stdnum.gb import nhs
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz132.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz132"
rng = random.Random(1320132)        # values
srng = random.Random(132132)        # shuffle
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
UP = string.ascii_uppercase
AN = string.ascii_letters + string.digits


def digits(n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


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


def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


# ---------- national IDs ----------
def pesel_for(y, m, d):
    mm = m + (20 if y >= 2000 else 0)
    return retry(lambda: complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel)))


def g_pesel(fmt=""):
    y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1950, 2004)
    return pesel_for(y, rng.randint(1, 12), rng.randint(1, 28))


def g_dni(fmt=""):
    return complete(digits(8), ok(dni), UP)


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), UP))


def g_nir(fmt=""):
    def f():
        dep = f"{rng.randint(1, 95):02d}"
        dep = "21" if dep == "20" else dep
        return complete(rng.choice("12") + f"{rng.randint(55, 99):02d}" + f"{rng.randint(1, 12):02d}" + dep + digits(6),
                        ok(nir), string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v


def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v


def g_ssn(fmt=""):
    def f():
        a = rng.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        return v if ssn.is_valid(v) else None
    v = retry(f)
    return f"{v[:3]}-{v[3:5]}-{v[5:]}"


def g_idnr(fmt=""):
    return retry(lambda: complete(digits(10, True), ok(idnr)))


def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))


def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (1 if n == 10 else 2), True), ok(inn), string.digits, 1 if n == 10 else 2))


def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}" if fmt == "dash" else v


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


# Polish ID card (dowód osobisty): AAA + check digit + 5 digits; weights 7,3,1,9,7,3,1,7,3; letters A=10..Z=35
def _cv(c):
    return int(c) if c.isdigit() else (ord(c) - 55 if c != "<" else 0)


def dowod_valid(v):
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    return sum(_cv(c) * w for c, w in zip(v, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def g_dowod2(fmt=""):
    p, s = rs(3, UP), digits(5)
    c = complete(p, lambda x: dowod_valid(x + s))
    return c + s


# German health-insurance number (KVNR): letter + 8 digits + check; letter -> 01..26, weights 1,2 alternating, cross sums
def kvnr_valid(v):
    if not re.fullmatch(r"[A-Z][0-9]{9}", v):
        return False
    s = f"{ord(v[0]) - 64:02d}" + v[1:9]
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == int(v[9])


def g_kvnr(fmt=""):
    return complete(rng.choice(UP) + digits(8, True), kvnr_valid)


# Ukrainian UNZR: YYYYMMDD-NNNNC, check digit: weights 7,3,1 over 12 digits, mod 10
def unzr_valid(v):
    m = re.fullmatch(r"(\d{8})-(\d{5})", v)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    return sum(int(c) * [7, 3, 1][i % 3] for i, c in enumerate(d[:12])) % 10 == int(d[12])


def g_unzr(fmt=""):
    y, mo, d = rng.randint(1960, 2004), rng.randint(1, 12), rng.randint(1, 28)
    return complete(f"{y}{mo:02d}{d:02d}-{digits(4)}", unzr_valid)


# Russian SNILS: 9 digits + 2 check digits
def snils_valid(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11:
        return False
    s = sum(int(c) * (9 - i) for i, c in enumerate(d[:9]))
    while s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return c == int(d[9:])


def g_snils(fmt=""):
    v = complete(digits(9, True), snils_valid, string.digits, 2)
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"


# ---------- passports (format only, no self-check) ----------
DE_PASS = "CFGHJKLMNPRTVWXYZ0123456789"
PASS = {
    "pl": (lambda: rs(2, UP) + digits(7), r"[A-Z]{2}[0-9]{7}"),
    "de": (lambda: "C" + rs(8, DE_PASS), r"C[CFGHJKLMNPRTVWXYZ0-9]{8}"),
    "gb": (lambda: digits(9, True), r"[0-9]{9}"),
    "us": (lambda: digits(9, True), r"[0-9]{9}"),
    "fr": (lambda: digits(2) + rs(2, UP) + digits(5), r"[0-9]{2}[A-Z]{2}[0-9]{5}"),
    "es": (lambda: rs(3, UP) + digits(6), r"[A-Z]{3}[0-9]{6}"),
    "ua": (lambda: rng.choice(["FA", "FB", "FC", "FE", "FF", "FH", "FJ", "FK", "FM", "FN", "FP", "FR", "FS", "FT", "FU", "FX", "GA", "GB"]) + digits(6), r"[A-Z]{2}[0-9]{6}"),
    "ru": (lambda: f"{rng.randint(71, 77)} {digits(7, True)}", r"7[1-7] [0-9]{7}"),
    "ruint": (lambda: f"{digits(2, True)} {digits(2)} {digits(6, True)}", r"[0-9]{2} [0-9]{2} [0-9]{6}"),
    "uaid": (lambda: digits(9, True), r"[0-9]{9}"),
}


# ---------- ICAO 9303 TD3 machine-readable zone ----------
def cd(s):
    return str(sum(_cv(c) * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10)


MRZ_NAMES = {
    "POL": [("KOWALCZYK", "MARTA"), ("ZIELINSKI", "TOMASZ PIOTR"), ("WOZNIAK", "AGNIESZKA")],
    "D": [("BRANDT", "JULIA"), ("HOFMANN", "LUKAS")],
    "GBR": [("HARGREAVES", "OLIVER JAMES"), ("OKAFOR", "CHIDINMA")],
    "ESP": [("GARCIA LOPEZ", "LUCIA"), ("MORENO", "PABLO")],
    "FRA": [("LEFEBVRE", "CAMILLE"), ("MOREAU", "JULIEN")],
    "UKR": [("KOVALENKO", "OLENA"), ("SHEVCHUK", "ANDRII")],
    "RUS": [("SMIRNOVA", "IRINA")],
}


FEMALE = {"MARTA", "AGNIESZKA", "JULIA", "CHIDINMA", "LUCIA", "CAMILLE", "OLENA", "IRINA"}


def g_mrz(fmt=""):
    fmt = fmt or "pol"
    cc = {"pol": "POL", "deu": "D", "gbr": "GBR", "esp": "ESP", "fra": "FRA", "ukr": "UKR", "rus": "RUS"}[fmt]
    sur, giv = rng.choice(MRZ_NAMES[cc])
    c3 = (cc + "<<<")[:3]
    l1 = ("P<" + c3 + sur.replace(" ", "<") + "<<" + giv.replace(" ", "<") + "<" * 44)[:44]
    num = {"POL": PASS["pl"][0], "D": PASS["de"][0], "GBR": PASS["gb"][0], "ESP": PASS["es"][0],
           "FRA": PASS["fr"][0], "UKR": PASS["ua"][0], "RUS": lambda: PASS["ru"][0]().replace(" ", "")}[cc]()
    num = (num + "<<<<<<<<<")[:9]
    y, mo, d = rng.randint(1958, 2003), rng.randint(1, 12), rng.randint(1, 28)
    dob = f"{y % 100:02d}{mo:02d}{d:02d}"
    ey = rng.randint(2027, 2035)
    exp = f"{ey % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    rng.choice("MF")  # keeps the value stream of the first build; sex now follows the given name
    sex = "F" if giv.split()[0] in FEMALE else "M"
    opt = (pesel_for(y, mo, d) if cc == "POL" else "") + "<" * 14
    opt = opt[:14]
    optc = "<" if opt == "<" * 14 else cd(opt)
    body = num + cd(num) + c3 + dob + cd(dob) + sex + exp + cd(exp) + opt + optc
    comp = cd(num + cd(num) + dob + cd(dob) + exp + cd(exp) + opt + optc)
    l2 = body + comp
    assert len(l1) == 44 and len(l2) == 44
    return l1 + "\n" + l2


def mrz_valid(v):
    try:
        l1, l2 = v.split("\n")
    except ValueError:
        return False
    if len(l1) != 44 or len(l2) != 44 or not l1.startswith("P"):
        return False
    num, dob, exp, opt = l2[0:9], l2[13:19], l2[21:27], l2[28:42]
    if cd(num) != l2[9] or cd(dob) != l2[19] or cd(exp) != l2[27]:
        return False
    if not (l2[42] == cd(opt) or (opt == "<" * 14 and l2[42] in "<0")):
        return False
    return cd(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]


# ---------- bank accounts ----------
def pl_sortcode():
    b = digits(7, True)
    c = (10 - sum(int(x) * y for x, y in zip(b, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
    return b + str(c)


def fr_rib(bank, guichet, acct):
    return f"{97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97):02d}"


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


def g_iban(cc, fmt=""):
    for _ in range(5000):
        b = bban(cc)
        v = cc + iban.calc_check_digits(cc + "00" + b) + b
        if iban.is_valid(v):
            break
    return v if fmt == "plain" else group4(v)


def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    return v if fmt == "plain" else v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))


# ---------- cards ----------
def g_card(fmt=""):
    brand = {"visa": "4", "mc": rng.choice(["51", "53", "55"]), "amex": rng.choice(["34", "37"])}.get(fmt, rng.choice(["4", "4", "52", "54"]))
    n = 15 if fmt == "amex" else 16
    v = retry(lambda: complete(brand + digits(n - len(brand) - 1), ok(luhn)))
    if fmt == "amex":
        return f"{v[:4]} {v[4:10]} {v[10:]}"
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)


def g_badcard(fmt=""):
    v = retry(lambda: complete("4" + digits(14), ok(luhn)))
    bad = v[:-1] + str((int(v[-1]) + 3) % 10)
    return group4(bad)


def g_badmrz(fmt=""):
    v = g_mrz(fmt or "pol")
    l1, l2 = v.split("\n")
    l2 = l2[:9] + str((int(l2[9]) + 4) % 10) + l2[10:]
    return l1 + "\n" + l2


def g_badpesel(fmt=""):
    v = g_pesel()
    return v[:-1] + str((int(v[-1]) + 5) % 10)


# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "PT", "CZ", "TR", "HU") else 2
    keep = {"FR": 1, "US": 0}.get(region, keep)
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
    f = fmt or rng.choice(["nat", "intl", "intl", "e164"])
    if f == "nat":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    if f == "intl":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if f == "e164":
        return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    return re.sub(r"[^0-9]", "", phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL))


def phone_valid(v, region):
    p = phonenumbers.parse(re.sub(r"[^0-9+]", "", v), region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region


# ---------- secrets and travel references ----------
MN = {}


def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32)))


PNR_A = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
AIRLINE = {"lo": "080", "lh": "220", "ba": "125", "ib": "075", "af": "057", "ps": "566", "su": "555", "aa": "001",
           "ua": "016", "tk": "235", "ek": "176", "lx": "724", "os": "257"}


def g_eticket(fmt="lo"):
    v = AIRLINE[fmt or "lo"] + digits(10, True)
    return v if rng.random() < 0.5 else f"{v[:3]}-{v[3:]}"


def g_pw(fmt=""):
    base = rng.choice(["Wakacje", "Sommer", "Playa", "Soleil", "Kyiv", "Lisbon", "Mallorca", "Travel", "Kreta", "Bali", "Porto", "Tenerife"])
    return base + rs(rng.randint(2, 4), string.digits) + rng.choice("!#$%&*?@") + rs(rng.randint(1, 3), string.ascii_letters)


TOK = {
    "pnr": lambda f: rs(6, PNR_A),
    "eticket": g_eticket,
    "pw": g_pw,
    "pwr": lambda f: rs(int(f or 14), AN + "!#%&*-_"),
    "otp": lambda f: digits(int(f or 6)),
    "num": lambda f: digits(int(f or 6)),
    "numnz": lambda f: digits(int(f or 6), True),
    "bookingcom": lambda f: f"{digits(4, True)}.{digits(3)}.{digits(3)}" if f != "plain" else digits(10, True),
    "airbnb": lambda f: "HM" + rs(8, UP + string.digits),
    "ds160": lambda f: "AA00" + rs(6, UP + string.digits),
    "bagtag": lambda f: "0" + AIRLINE[f or "lo"] + digits(6),
    "worldtracer": lambda f: (f or "WAWLO").upper()[:5] + digits(5, True),
    "uuid": lambda f: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                             rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "hex": lambda f: rs(int(f or 32), "0123456789abcdef"),
    "wifi": lambda f: rs(int(f or 12), string.ascii_lowercase + string.digits),
    "plate-pl": lambda f: rng.choice(["WA", "WE", "KR", "PO", "GD", "WR", "DW"]) + rs(1, string.digits) + rs(4, UP + string.digits),
    "plate-de": lambda f: rng.choice(["M", "B", "HH", "K", "F", "S"]) + "-" + rs(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + " " + digits(rng.randint(2, 4), True),
    "plate-es": lambda f: digits(4) + " " + rs(3, "BCDFGHJKLMNPRSTVWXYZ"),
    "plate-fr": lambda f: rs(2, "ABCDEFGHJKLMNPRSTVWXYZ") + "-" + digits(3) + "-" + rs(2, "ABCDEFGHJKLMNPRSTVWXYZ"),
    "plate-gb": lambda f: rs(2, "ABCDEFGHJKLMNOPRSTUVWXY") + rng.choice(["19", "20", "69", "70", "21", "71", "22", "72", "23", "73"]) + " " + rs(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"),
}

PASS_RE = {k: v[1] for k, v in PASS.items()}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (g_nie, lambda v: nie.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "siren": (lambda f: (lambda v: f"{v[:3]} {v[3:6]} {v[6:]}" if f == "sp" else v)(retry(lambda: complete(digits(8, True), ok(siren)))), lambda v: siren.is_valid(v), True),
    "edrpou": (g_edrpou, lambda v: edrpou.is_valid(v), True),
    "dowod": (g_dowod2, dowod_valid, True),
    "kvnr": (g_kvnr, kvnr_valid, True),
    "unzr": (g_unzr, unzr_valid, True),
    "snils": (g_snils, snils_valid, True),
    "mrz": (g_mrz, mrz_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "nrb": (g_nrb, lambda v: iban.is_valid("PL" + v), True),
    # deliberately invalid values (green failed-checksum lines); the validator must reject them
    "badcard": (g_badcard, lambda v: not luhn.is_valid(v), False),
    "badmrz": (g_badmrz, lambda v: not mrz_valid(v), False),
    "badpesel": (g_badpesel, lambda v: not pesel.is_valid(v), False),
}
for k in PASS:
    GEN["pass-" + k] = ((lambda g: (lambda f: g()))(PASS[k][0]), (lambda r: (lambda v: bool(re.fullmatch(r, v))))(PASS[k][1]), False)
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "IT", "TR", "TH", "HU", "PT", "MX", "GR", "HR", "CZ", "AE", "GE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: MN[l].check(v)))(lg), False)
for k, fn in TOK.items():
    GEN[k] = (fn, None, False)

RAW = ("seed", "phone", "mrz", "badmrz", "pass", "unzr", "snils", "badcard")
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
            try:
                label, kind, cat = head.split()
            except ValueError:
                sys.exit(f"bad head {lang}:{n}: {head}")
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
    by_type = collections.defaultdict(list)
    for rec, vals in out:
        for t, v in vals:
            by_type[t].append({"id": rec["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps(dict(sorted(by_type.items())), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (HERE / "values-by-line.json").write_text(json.dumps([{"id": r["id"], "values": v} for r, v in out], ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        errs = check(out)
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)


def check(out):
    recs = [r for r, _ in out]
    vals = {r["id"]: v for r, v in out}
    errs = []
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if PH.search(r["text"]) or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    for r in recs:
        for t, v in vals[r["id"]]:
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = v if t.startswith(RAW) else strip_sep(v)
            if not val(vv): errs.append(f"{r['id']} {t} does not validate")
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
    print(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: print("  ", e)
    print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): print(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        print(key + ":", ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in c.most_common()))
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    print("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    print("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    print("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']}, total {sum(c.values())}")
    print("per category (label / kind: category count):")
    cats = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lab, kind, cat), c in sorted(cats.items(), key=lambda x: ("red yellow green".split().index(x[0][0]), x[0][1], -x[1], x[0][2])):
        print(f"   {lab} / {kind}: {cat} {c}")
    return errs


if __name__ == "__main__":
    main()
