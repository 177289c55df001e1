"""Build broad-zzz96.jsonl from hand-written per-language line files (lines-<lang>.txt beside this script).

Line format: label kind category || note || text ; `\\n` = newline ; <<type>> / <<type:fmt>> placeholders,
<<type:bad>> = same shape with a failing checksum. Values: random.Random(96096); shuffle: random.Random(9696).
Adapted from the broad-zzz16 build script.
"""
import json, random, re, string, sys, collections, itertools
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean, imei, isin, iso6346
from stdnum.gb import nhs, utr
from stdnum.fr import nif as frnif
from stdnum.us import ein
from stdnum.ru import ogrn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz96.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz96"
rng = random.Random(96096)          # values
srng = random.Random(9696)           # shuffle
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

def g_rnokpp(fmt=""):
    # first five digits = days since 31.12.1899 (date of birth)
    lo, hi = (40900, 44000) if fmt == "kid" else (15000, 38000)
    return retry(lambda: complete(f"{rng.randint(lo, hi):05d}" + digits(4), ok(rntrc)))

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
MOBILE_PREFIXES = {
    "PL": ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"],
    "ES": ["6", "6", "7"],
    "UA": ["50", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99", "63"],
    "RU": ["903", "905", "915", "916", "926", "977", "999", "921", "952"],
    "DE": ["151", "152", "157", "160", "162", "170", "171", "172", "176", "177", "178", "179"],
    "GB": ["74", "75", "77", "78", "79"],
    "FR": ["6", "7"],
}

def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT", "CH", "BE") else 2
    if region == "FR":
        keep = 1
    if region == "US":
        keep = 0
    pref = MOBILE_PREFIXES.get(region)
    for _ in range(10000):
        cand = nsn[:keep] + digits(len(nsn) - keep)
        if pref:
            pr = rng.choice(pref)
            cand = pr + digits(len(nsn) - len(pr))
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

# ---------- extra generators (zzz96) ----------
# Polish ID card (dowód osobisty): 3 letters + 6 digits, check digit is the 1st digit; weights 7,3,1,9,7,3,1,7,3
def dowod_valid(v):
    v = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{3}[0-9]{6}", v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == vals[3]
def g_dowod(fmt=""):
    def f():
        s = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) if fmt != "new" else "D" + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        d = digits(5)
        vals = [ord(c) - 55 for c in s] + [int(c) for c in d]
        c = (vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + sum(int(x) * w for x, w in zip(d, [7, 3, 1, 7, 3]))) % 10
        return s + str(c) + d
    return retry(f)

# German Rentenversicherungsnummer: AA DDMMYY L SS P
def rvnr_valid(v):
    v = v.replace(" ", "").upper()
    m = re.fullmatch(r"([0-9]{8})([A-Z])([0-9]{2})([0-9])", v)
    if not m:
        return False
    ds = m.group(1) + f"{ord(m.group(2)) - 64:02d}" + m.group(3)
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    s = sum(sum(int(x) for x in str(int(a) * b)) for a, b in zip(ds, w))
    return s % 10 == int(m.group(4))
def g_rvnr(fmt=""):
    def f():
        area = rng.choice(["12", "13", "15", "17", "18", "23", "24", "25", "28", "42", "53", "65"])
        dob = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(55, 99):02d}"
        return complete(area + dob + rng.choice("ABDFGHKLMRSTW") + f"{rng.randint(0, 49):02d}", rvnr_valid)
    v = retry(f)
    return f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}" if fmt == "sp" else v

# Spanish Seguridad Social affiliation number: PP NNNNNNNN CC, CC = int(PP+NNNNNNNN) mod 97
def nss_valid(v):
    v = re.sub(r"[\s/-]", "", v)
    if not re.fullmatch(r"[0-9]{12}", v):
        return False
    p, n, c = v[:2], v[2:10], v[10:]
    base = int(p) * 10**8 + int(n) if int(n) >= 10**7 else int(p) * 10**7 + int(n)
    return base % 97 == int(c) and 1 <= int(p) <= 53
def g_nss(fmt=""):
    p = f"{rng.choice([8, 28, 41, 46, 29, 3, 48, 30, 50, 15]):02d}"
    n = digits(8, True)
    v = p + n + f"{int(p + n) % 97:02d}"
    return f"{v[:2]}/{v[2:10]}/{v[10:]}" if fmt == "slash" else (f"{v[:2]} {v[2:10]} {v[10:]}" if fmt == "sp" else v)

# Russian SNILS
def snils_valid(v):
    v = re.sub(r"[\s-]", "", v)
    if not re.fullmatch(r"[0-9]{11}", v) or int(v[:9]) <= 1001998:
        return False
    s = sum(int(d) * (9 - i) for i, d in enumerate(v[:9]))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    c = 0 if c == 100 else c
    return c == int(v[9:])
def g_snils(fmt=""):
    v = retry(lambda: complete(digits(9, True), snils_valid, string.digits, 2))
    return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}" if fmt != "plain" else v

def g_nhs(fmt=""):
    v = retry(lambda: complete(rng.choice("4")+digits(8), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt != "plain" else v

def g_utr(fmt=""):
    return retry(lambda: (lambda b: utr.calc_check_digit(b) + b if utr.is_valid(utr.calc_check_digit(b) + b) else None)(digits(9, True)))

def g_frnif(fmt=""):
    v = retry(lambda: (lambda b: b + frnif.calc_check_digits(b))(rng.choice("0123") + digits(9)))
    return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}" if fmt == "sp" else v

def g_ein(fmt=""):
    v = retry(lambda: (lambda x: x if ein.is_valid(x) else None)(rng.choice(["20", "27", "45", "46", "81", "82", "84", "86", "87", "88"]) + digits(7)))
    return f"{v[:2]}-{v[2:]}"

def g_imei(fmt=""):
    return retry(lambda: complete(rng.choice(["35", "86", "01"]) + digits(12), ok(imei)))

def g_isin(fmt=""):
    cc = fmt.upper() or rng.choice(["US", "DE", "FR", "PL"])
    return retry(lambda: complete(cc + digits(9), ok(isin)))

def g_container(fmt=""):
    return retry(lambda: (lambda b: b + iso6346.calc_check_digit(b))(rng.choice(["MSCU", "MAEU", "CMAU", "HLXU", "TGHU"]) + digits(6)))

def g_ogrn(fmt=""):
    return retry(lambda: complete("1" + rng.choice(["02", "04", "05", "07", "10", "11"]) + rng.choice(["77", "78", "50", "66", "16"]) + digits(7), ok(ogrn)))

def g_card2(fmt=""):
    if fmt == "mir":
        v = retry(lambda: complete("220" + rng.choice("01234") + digits(11), ok(luhn)))
        return group4(v)
    if fmt == "amex":
        v = retry(lambda: complete(rng.choice(["34", "37"]) + digits(12), ok(luhn)))
        return f"{v[:4]} {v[4:10]} {v[10:]}"
    return g_card(fmt)

TOKENS.update({
    "npm": lambda: "npm_" + rs(36),
    "hf": lambda: "hf_" + rs(34, string.ascii_letters),
    "sktest": lambda: "sk_test_" + rs(24),
    "gpat": lambda: "github_pat_11" + rs(20, string.ascii_uppercase + string.digits) + "_" + rs(59),
    "wifi": lambda: rng.choice([
        lambda: rs(4, string.ascii_uppercase) + "-" + rs(4, string.ascii_uppercase + string.digits) + "-" + rs(4, string.ascii_lowercase + string.digits),
        lambda: rs(rng.randint(12, 20), "abcdefghjkmnpqrstuvwxyz23456789"),
        lambda: rs(10, "0123456789abcdef") + rs(10, "0123456789abcdef"),
        lambda: rng.choice(["Kwiatek", "Sonne", "Girasol", "Soleil", "Sunny", "Zirka", "Panda"]) + rs(2, string.digits) + rng.choice("!#$%") + rs(4, string.ascii_letters + string.digits),
    ])(),
    "otp6": lambda: digits(6),
    "pin4": lambda: digits(4),
    "code8": lambda: digits(8),
    "sha256": lambda: rs(64, "0123456789abcdef"),
})
GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "regon": (lambda f: g_regon(), lambda v: regon.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "dowod": (g_dowod, dowod_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "ustid": (lambda f: g_ustid(), lambda v: devat.is_valid(v), True),
    "rvnr": (g_rvnr, rvnr_valid, True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (lambda f: g_nie(), lambda v: nie.is_valid(v), True),
    "cif": (lambda f: g_cif(), lambda v: cif.is_valid(v), True),
    "nss": (g_nss, nss_valid, True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "frnif": (g_frnif, lambda v: frnif.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "siret": (g_siret, lambda v: siret.is_valid(v), True),
    "tva": (lambda f: g_tva(), lambda v: tva.is_valid(v), True),
    "ssn": (g_ssn, lambda v: ssn.is_valid(v), False),
    "ein": (g_ein, lambda v: ein.is_valid(v), False),
    "nino": (g_nino, nino_valid, False),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "edrpou": (lambda f: g_edrpou(), lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "ogrn": (g_ogrn, lambda v: ogrn.is_valid(v), True),
    "card": (g_card2, lambda v: luhn.is_valid(v), True),
    "imei": (g_imei, lambda v: imei.is_valid(v), True),
    "isbn": (g_isbn, lambda v: isbn.is_valid(v), True),
    "ean": (lambda f: g_ean(), lambda v: ean.is_valid(v), True),
    "isin": (g_isin, lambda v: isin.is_valid(v), True),
    "container": (g_container, lambda v: iso6346.is_valid(v), True),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT", "BE"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "AT", "CH", "BE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")

def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)

def norm(t, v):
    return v if (t.startswith("seed") or t.startswith("phone")) else strip_sep(v)

def make_bad(t, f):
    """A value of type t that looks right but fails its validator (one digit changed)."""
    gen, val, _ = GEN[t]
    for _ in range(1000):
        v = gen(f)
        pos = [i for i, ch in enumerate(v) if ch.isdigit()]
        for _ in range(20):
            i = rng.choice(pos[1:] if len(pos) > 1 else pos)
            m = v[:i] + str((int(v[i]) + rng.randint(1, 9)) % 10) + v[i + 1:]
            try:
                good = val(norm(t, m))
            except Exception:
                good = False
            if not good:
                return m
    raise RuntimeError("bad " + t)

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
            r = rows[j]
            rec = {"id": f"{PREFIX}-{i:03d}", **r}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for r, vs in out:
        for t, v in vs:
            by_type[t].append({"id": r["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps({t: by_type[t] for t in sorted(by_type)}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    report = check(by_type)
    (HERE / "build-output.txt").write_text(report, encoding="utf-8")
    print(report, end="")

def check(by_type):
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    text_of = {r["id"]: r["text"] for r in recs}
    L = []
    p = L.append
    errs = []
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        assert list(r) == ["id", "lang", "text", "label", "kind", "category", "note"], r["id"]
        if r["lang"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()): errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]: errs.append(f"{r['id']} unfilled")
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter(); nbad = 0
    for tt in sorted(by_type):
        for d in by_type[tt]:
            rid, v = d["id"], d["value"]
            nval += 1
            if v not in text_of[rid]: errs.append(f"{rid} value not verbatim")
            bad = tt.endswith(":bad")
            t = tt[:-4] if bad else tt
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            try:
                good = val(vv)
            except Exception:
                good = False
            if bad:
                nbad += 1
                if good: errs.append(f"{rid} {tt} validates but should fail")
                continue
            if not good: errs.append(f"{rid} {t} does not validate")
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
    p(f"lines: {len(recs)}  generated values: {nval} (of which deliberately invalid: {nbad})  errors: {len(errs)}")
    for e in errs[:30]: p("   " + e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted ({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per): p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    n = len(recs)
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(key + ": " + ", ".join(f"{k} {v} ({100 * v / n:.1f}%)" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))))
    red = [r for r in recs if r["label"] == "red"]
    p("red share %.1f%%, yellow %.1f%%, green %.1f%%" % tuple(100 * sum(r["label"] == l for r in recs) / n for l in ("red", "yellow", "green")))
    p("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    g = [r for r in recs if r["label"] == "green"]
    p("benign-lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']}, total {sum(c.values())}")
    p("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lb, k, ct), v in sorted(cc.items(), key=lambda kv: (["red", "yellow", "green"].index(kv[0][0]), kv[0][1], -kv[1], kv[0][2])):
        p(f"   {lb} / {k}: {ct} {v}")
    return "\n".join(L) + "\n"

if __name__ == "__main__":
    main()
