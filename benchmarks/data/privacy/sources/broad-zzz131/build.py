"""Build broad-zzz131.jsonl from hand-written per-language line files.

Adapted from the broad-zzz16 build script (value generators and line format).
Line file format (lines-<lang>.txt beside this script), one message per line:
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
from stdnum.fr import nif as frnif
from stdnum.us import ein, rtn
from stdnum import imei

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz131.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz131"
rng = random.Random(1310131)        # values
srng = random.Random(131131)        # shuffle
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
    # first five digits: days since 1899-12-31 (birth dates 1920..2005)
    return retry(lambda: complete(f"{rng.randint(7400, 38300):05d}" + digits(4), ok(rntrc)))

def g_edrpou():
    return retry(lambda: complete(digits(7, True), ok(edrpou)))

def g_inn(fmt=""):
    n = 12 if fmt != "10" else 10
    return retry(lambda: complete(digits(n - (2 if n == 12 else 1), True), ok(inn), string.digits, 2 if n == 12 else 1))

# ---------- bank accounts ----------
PL_BANKS = ["102", "105", "109", "114", "116", "124", "132", "154", "160", "175", "187", "194", "203", "249"]
def pl_sortcode():
    b = rng.choice(PL_BANKS) + digits(4)
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
        return rng.choice(["10010010", "12030000", "10011001", "20050550", "37040044", "50010517", "70150000", "43060967", "76050101", "86050200"]) + digits(10)
    if cc == "ES":
        b, o, a = rng.choice(["0049", "2100", "0182", "0081", "2085", "1465", "0128", "0075"]), digits(4), digits(10)
        return b + o + ccc.calc_check_digits(b + o + "00" + a) + a
    if cc == "FR":
        b, g, a = rng.choice(["30004", "30003", "20041", "10278", "11306", "30002", "18206", "17515"]), digits(5), digits(11)
        return b + g + a + fr_rib(b, g, a)
    if cc == "UA":
        return rng.choice(["305299", "322001", "300465", "322313", "300528", "320649"]) + "00000" + rng.choice(["2620", "2625", "2600"]) + digits(10)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(6) + digits(8)
    if cc == "AT":
        return rng.choice(["20111", "12000", "32000", "14000", "60000"]) + digits(11)
    if cc == "BE":
        b = rng.choice(["001", "068", "363", "310", "733", "751"]) + digits(7)
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
    starts = {"PL": ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"], "DE": ["151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"],
              "ES": ["6", "7"], "FR": ["6", "7"], "UA": ["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"],
              "RU": ["91", "92", "98", "90", "96"], "GB": ["7"]}
    for _ in range(10000):
        if region in starts:
            st = rng.choice(starts[region]); cand = st + digits(len(nsn) - len(st))
            if region == "DE":
                cand = st + digits(8 if st.startswith("15") and st != "151" else 7 + (st[:3] in ("151", "160", "170", "171", "175")) )
        else:
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
    "sha256": lambda: rs(64, "0123456789abcdef"),
    "shortsha": lambda: rs(7, "0123456789abcdef"),
    "stripe-pk-test": lambda: "pk_test_" + rs(24),
    "hf": lambda: "hf_" + rs(34, string.ascii_letters),
    "npm": lambda: "npm_" + rs(36),
    "wgkey": lambda: __import__("base64").b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode(),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                           rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda: rs(40, "0123456789abcdef"),
}


# ---------- extra generators (broad-zzz131) ----------
def dowod_valid(v):
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    vals = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0
def g_dowod(fmt=""):
    def g():
        L = rng.choice("ABCD") + "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUWXYZ") for _ in range(2)); t = digits(5)
        for c in string.digits:
            if dowod_valid(L + c + t):
                return L + c + t
        return None
    v = retry(g)
    return v[:3] + " " + v[3:] if fmt == "sp" else v

def icao_cd(s):
    w = [7, 3, 1]; tot = 0
    for i, c in enumerate(s):
        n = int(c) if c.isdigit() else ord(c) - 55
        tot += n * w[i % 3]
    return str(tot % 10)
def ausweis_valid(v):
    return bool(re.fullmatch(r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}[0-9]", v)) and icao_cd(v[:9]) == v[9]
def g_ausweis(fmt=""):
    A = "CFGHJKLMNPRTVWXYZ"
    b = rng.choice("LMNT") + "".join(rng.choice(A + "0123456789") for _ in range(8))
    return b + icao_cd(b)

def rvnr_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[0-9]{8}[A-Z][0-9]{3}", v):
        return False
    ds = v[:8] + f"{ord(v[8]) - 64:02d}" + v[9:11]
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    tot = sum(sum(int(x) for x in str(int(d) * k)) for d, k in zip(ds, w))
    return tot % 10 == int(v[11])
def g_rvnr(fmt=""):
    def f():
        area = rng.choice(["12", "13", "15", "16", "17", "18", "19", "21", "23", "24", "25", "26", "28", "29", "38", "39", "40", "42", "43", "44", "45", "46", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76", "77", "78", "79", "80", "81", "82", "89"])
        d = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < .8 else rng.randint(0, 4):02d}"
        L = rng.choice("ABDFGHKLMNPRSTWZ")
        ser = f"{rng.randint(0, 49):02d}"
        for c in string.digits:
            if rvnr_valid(area + d + L + ser + c):
                return area + d + L + ser + c
    v = retry(f)
    return f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}" if fmt == "sp" else v

def nss_valid(v):
    v = re.sub(r"[\s/\-]", "", v)
    if not re.fullmatch(r"[0-9]{12}", v) or not (1 <= int(v[:2]) <= 53):
        return False
    return int(v[:10]) % 97 == int(v[10:])
def g_nss(fmt=""):
    p = f"{rng.choice([8, 28, 41, 46, 29, 3, 30, 48, 50, 33, 15, 36, 11, 18, 35, 38]):02d}"; n = str(rng.randint(10_000_000, 99_999_999))
    c = f"{int(p + n) % 97:02d}"
    return f"{p}/{n}/{c}" if fmt == "slash" else (f"{p} {n} {c}" if fmt == "sp" else p + n + c)

def snils_valid(v):
    d = re.sub(r"[\s\-]", "", v)
    if not re.fullmatch(r"[0-9]{11}", d):
        return False
    s = sum(int(x) * (9 - i) for i, x in enumerate(d[:9]))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    if c == 100:
        c = 0
    return int(d[9:]) == c and int(d[:9]) > 1001998
def g_snils(fmt=""):
    def f():
        b = digits(9, True); s = sum(int(x) * (9 - i) for i, x in enumerate(b))
        c = s if s < 100 else (0 if s in (100, 101) else s % 101)
        c = 0 if c == 100 else c
        v = b + f"{c:02d}"
        return v if snils_valid(v) else None
    v = retry(f)
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}" if fmt != "plain" else v

def g_nhs(fmt=""):
    v = retry(lambda: complete(rng.choice("4679") + digits(8), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt != "plain" else v

def g_frnif(fmt=""):
    v = retry(lambda: complete(rng.choice("0123") + digits(10), ok(frnif), string.digits, 2))
    return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}" if fmt == "sp" else v

def g_ein(fmt=""):
    v = retry(lambda: (lambda x: x if ein.is_valid(x) else None)(rng.choice(["12", "20", "27", "46", "47", "81", "82", "84", "94", "95"]) + digits(7)))
    return f"{v[:2]}-{v[2:]}"

def g_rtn(fmt=""):
    return retry(lambda: complete(rng.choice(["0", "1", "2", "3"]) + rng.choice("123456789") + digits(6), ok(rtn)))

def g_cardbrand(prefix, n=16, fmt=""):
    v = retry(lambda: complete(prefix + digits(n - len(prefix) - 1), ok(luhn)))
    if fmt == "plain":
        return v
    if n == 15:
        return f"{v[:4]} {v[4:10]} {v[10:]}"
    return group4(v)

def g_imei(fmt=""):
    return retry(lambda: complete(rng.choice(["35", "86", "01"]) + digits(12), ok(imei)))

BADOF = {}
def g_bad(t, fmt):
    """A value of type t with one digit changed so that t's validator rejects it (failed checksum)."""
    gen, val, _ = GEN[t]
    for _ in range(1000):
        v = gen(fmt)
        pos = [i for i, c in enumerate(v) if c.isdigit()]
        for _ in range(20):
            i = rng.choice(pos[-8:] if len(pos) > 8 else pos)
            m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
            vv = m if t.startswith("phone") else strip_sep(m)
            try:
                good = val(vv)
            except Exception:
                good = False
            if not good:
                return m
    raise RuntimeError(t)

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
GEN.update({
    "dowod": (g_dowod, dowod_valid, True),
    "ausweis": (g_ausweis, ausweis_valid, True),
    "rvnr": (g_rvnr, rvnr_valid, True),
    "nss": (g_nss, nss_valid, True),
    "snils": (g_snils, snils_valid, True),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "frnif": (g_frnif, lambda v: frnif.is_valid(v), True),
    "ein": (g_ein, lambda v: ein.is_valid(v), False),
    "rtn": (g_rtn, lambda v: rtn.is_valid(v), True),
    "imei": (g_imei, lambda v: imei.is_valid(v), True),
    "card-mir": (lambda f: g_cardbrand("220" + rng.choice("01234"), 16, f), lambda v: luhn.is_valid(v), True),
    "card-amex": (lambda f: g_cardbrand(rng.choice(["34", "37"]), 15, f), lambda v: luhn.is_valid(v), True),
    "card-ua": (lambda f: g_cardbrand(rng.choice(["5168", "4149", "5375", "4441"]), 16, f), lambda v: luhn.is_valid(v), True),
})
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT", "BE"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "BE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)
for t in [k for k, v in GEN.items() if v[1] is not None and not k.startswith("seed")]:
    GEN["bad-" + t] = ((lambda tt: (lambda f: g_bad(tt, f)))(t), (lambda tt: (lambda v: not GEN[tt][1](v if tt.startswith("phone") else strip_sep(v))))(t), False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

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
    by_type = collections.defaultdict(list)
    for r, v in out:
        for t, x in v:
            by_type[t].append(x)
    (HERE / "values.json").write_text(json.dumps({"by_type": {t: by_type[t] for t in sorted(by_type)},
                                                  "by_id": {r["id"]: v for r, v in out if v}}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    check()

def check():
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = collections.defaultdict(list, json.loads((HERE / "values.json").read_text(encoding="utf-8"))["by_id"])
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
    out = []
    P = out.append
    P(f"lines: {len(recs)}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]: P("   " + e)
    P(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): P(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    n = len(recs)
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        P(key + ": " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))))
    red = [r for r in recs if r["label"] == "red"]
    P("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    P("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    P("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    P("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        P(f"   {l}: total {sum(c.values())}, red {c['red']}, yellow {c['yellow']}, green {c['green']}")
    P("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for lab in ("red", "yellow", "green"):
        for kd in sorted({k for (l, k, _) in cc if l == lab}):
            items = sorted(((c, v) for (l, k, c), v in cc.items() if l == lab and k == kd), key=lambda x: (-x[1], x[0]))
            P(f"   {lab} / {kd} ({sum(v for _, v in items)}): " + ", ".join(f"{c} {v}" for c, v in items))
    txt = "\n".join(out) + "\n"
    (HERE / "build-output.txt").write_text(txt, encoding="utf-8")
    print(txt, end="")
    return errs

if __name__ == "__main__":
    main()
