"""Value generators and validators for broad-zzs. All values random/fictional."""
import random, secrets, string, re
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

R = random.Random(20261204)
SEP = re.compile(r"[\s\-./]")

def digits(n, first_nonzero=False):
    s = "".join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s

def loop(make, ok):
    while True:
        v = make()
        if ok(v):
            return v

# ---------- national IDs ----------
def g_pesel():
    y = R.randint(1950, 2006); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}" + digits(4)
    return base + pesel.calc_check_digit(base)
def g_nip():
    return loop(lambda: R.choice("123456789") + digits(9), nip.is_valid)
def g_regon():
    return loop(lambda: R.choice("123456789") + digits(8), regon.is_valid)
def g_idnr():
    return loop(lambda: R.choice("123456789") + digits(10), idnr.is_valid)
def g_ustid():
    return loop(lambda: "DE" + R.choice("123456789") + digits(8), devat.is_valid)
def g_dni():
    b = digits(8, True); return b + dni.calc_check_digit(b)
def g_nie():
    b = R.choice("XYZ") + digits(7); return b + nie.calc_check_digit(b)
def g_cif():
    return loop(lambda: R.choice("ABEFGHJ") + digits(7) + R.choice(string.digits), cif.is_valid)
def g_nir():
    b = R.choice("12") + f"{R.randint(50,99):02d}{R.randint(1,12):02d}" + f"{R.choice([13,31,33,35,44,59,67,69,75,92,93,94]):02d}" + digits(3) + digits(3)
    return b + nir.calc_check_digits(b)
def g_siren():
    b = R.choice("3456789") + digits(7); return b + luhn.calc_check_digit(b)
def g_siret():
    return loop(lambda: g_siren() + digits(5), siret.is_valid)
def g_tva():
    s = g_siren(); return "FR" + "%02d" % ((12 + 3 * (int(s) % 97)) % 97) + s
def g_ssn():
    return loop(lambda: f"{R.randint(101,665):03d}{R.randint(1,99):02d}{R.randint(1,9999):04d}", ssn.is_valid)
NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
def nino_ok(v):
    v = SEP.sub("", v).upper()
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", v)
    return bool(m) and m.group(1) not in "DFIQUV" and m.group(2) not in "DFIOQUV" and m.group(1)+m.group(2) not in NINO_BAD_PREFIX
def g_nino():
    return loop(lambda: R.choice(string.ascii_uppercase) + R.choice(string.ascii_uppercase) + digits(6) + R.choice("ABCD"), nino_ok)
def g_rnokpp():
    return loop(lambda: R.choice("23") + digits(9), rntrc.is_valid)
def g_edrpou():
    return loop(lambda: R.choice("234") + digits(7), edrpou.is_valid)
def g_inn():
    return loop(lambda: R.choice("567") + digits(11), inn.is_valid)
def g_card():
    kind = R.choice(["visa", "visa", "mc", "amex"])
    if kind == "visa": b = "4" + digits(14)
    elif kind == "mc": b = R.choice(["51", "52", "53", "54", "55"]) + digits(13)
    else: b = R.choice(["34", "37"]) + digits(12)
    return b + luhn.calc_check_digit(b)
def g_isbn():
    b = "978" + R.choice("0123") + digits(8); return b + ean.calc_check_digit(b)
def g_ean():
    b = R.choice("4579") + digits(11); return b + ean.calc_check_digit(b)

# ---------- IBAN / NRB ----------
def _iban(cc, bban):
    chk = iban.calc_check_digits(cc + "00" + bban)
    return cc + chk + bban
def pl_sort(b7):
    w = [3, 9, 7, 1, 3, 9, 7]
    return b7 + str((10 - sum(int(c) * x for c, x in zip(b7, w)) % 10) % 10)
def nrb_ok(v):
    v = SEP.sub("", v)
    if v.startswith("PL"): v = v[2:]
    return len(v) == 26 and v.isdigit() and iban.is_valid("PL" + v) and pl_sort(v[2:9]) == v[2:10]
def g_nrb():
    b = pl_sort(R.choice(["1020", "1140", "1090", "1050", "2490", "1160"]) + digits(3)) + digits(16)
    return _iban("PL", b)[2:]
def g_iban_pl():
    return "PL" + g_nrb()
def g_iban(cc):
    spec = {"DE": lambda: digits(18, True), "AT": lambda: digits(16, True), "NL": lambda: R.choice(["ABNA", "RABO", "INGB"]) + digits(10),
            "BE": None, "ES": None, "FR": None, "IT": None, "GB": lambda: R.choice(["NWBK", "BARC", "LOYD"]) + digits(14),
            "UA": lambda: digits(6, True) + digits(19), "CH": lambda: digits(17, True), "IE": lambda: R.choice(["AIBK", "BOFI"]) + digits(14),
            "LT": lambda: digits(16, True), "CZ": lambda: digits(20, True), "PT": lambda: digits(21, True)}
    if cc in spec and spec[cc]:
        return loop(lambda: _iban(cc, spec[cc]()), iban.is_valid)
    if cc == "ES":
        def mk():
            ent, ofi, acc = digits(4, True), digits(4), digits(10)
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            def d(s):
                r = 11 - sum(int(c) * x for c, x in zip(s.rjust(10, "0"), w)) % 11
                return {10: 1, 11: 0}.get(r, r)
            return _iban("ES", ent + ofi + f"{d('00'+ent+ofi)}{d(acc)}" + acc)
        return loop(mk, iban.is_valid)
    if cc == "FR":
        def mk():
            bank, gui, acc = digits(5, True), digits(5), digits(11)
            key = 97 - (int(bank + gui + acc) * 100) % 97
            return _iban("FR", bank + gui + acc + f"{key:02d}")
        return loop(mk, iban.is_valid)
    if cc == "BE":
        def mk():
            b = digits(10, True); k = int(b) % 97 or 97
            return _iban("BE", b + f"{k:02d}")
        return loop(mk, iban.is_valid)
    if cc == "IT":
        return loop(lambda: _iban("IT", R.choice(string.ascii_uppercase) + digits(10) + digits(12)), iban.is_valid)
    raise KeyError(cc)

# ---------- phones ----------
PH_PREFIX = {"PL": ["50", "51", "53", "60", "66", "69", "72", "78", "79", "88"], "DE": ["151", "160", "170", "176", "157"],
             "ES": ["6", "7"], "FR": ["6", "7"], "UA": ["50", "63", "67", "68", "73", "93", "96", "97", "99"],
             "GB": ["74", "75", "77", "78", "79"], "US": ["212", "415", "312", "617", "503", "206"], "RU": ["91", "92", "98", "90"]}
NSN_LEN = {"PL": 9, "DE": 11, "ES": 9, "FR": 9, "UA": 9, "GB": 10, "US": 10, "RU": 10}
def g_phone(region):
    def mk():
        p = R.choice(PH_PREFIX[region]); nsn = p + digits(NSN_LEN[region] - len(p))
        if region == "US": nsn = p + R.choice("23456789") + digits(6)
        return nsn
    def ok(nsn):
        try:
            n = phonenumbers.parse(nsn if region != "GB" else "0" + nsn, region)
        except Exception:
            return False
        t = phonenumbers.number_type(n)
        return phonenumbers.is_valid_number_for_region(n, region) and t in (1, 2)
    nsn = loop(mk, ok)
    return phonenumbers.parse(nsn if region != "GB" else "0" + nsn, region)
def phone_ok(text, region):
    s = SEP.sub("", text).replace("(", "").replace(")", "")
    try:
        n = phonenumbers.parse(s, region)
    except Exception:
        return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == region
def render_phone(n, rr):
    F = phonenumbers.PhoneNumberFormat
    nat = phonenumbers.format_number(n, F.NATIONAL)
    intl = phonenumbers.format_number(n, F.INTERNATIONAL)
    e164 = phonenumbers.format_number(n, F.E164)
    nd = re.sub(r"\D", "", nat)
    cc = str(n.country_code)
    nsn = phonenumbers.national_significant_number(n)
    choices = [nat, intl, e164, nd, oddgroup(nd, rr), "+" + cc + " " + oddgroup(nsn, rr), "00" + cc + nsn, cc + " " + nsn]
    return rr.choice(choices)

# ---------- renderings of plain values ----------
def oddgroup(v, rr, seps=" -"):
    out, i = [], 0
    sep = rr.choice(seps)
    while i < len(v):
        k = rr.choice([2, 3, 3, 4, 4, 5])
        out.append(v[i:i + k]); i += k
    return sep.join(out)
def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
def render_plain(v, rr, std=None):
    opts = [v, v, oddgroup(v, rr)]
    if std: opts.append(std)
    return rr.choice(opts)

# ---------- seeds / tokens ----------
SEED_LANGS = ["english", "english", "english", "spanish", "french", "italian", "czech", "portuguese"]
def g_seed(lang=None, words=None):
    lang = lang or R.choice(SEED_LANGS)
    m = Mnemonic(lang)
    strength = {12: 128, 15: 160, 18: 192, 24: 256}[words or R.choice([12, 12, 12, 24, 18])]
    return lang, m.to_mnemonic(R.getrandbits(strength).to_bytes(strength // 8, "big"))
def seed_ok(text, lang):
    return Mnemonic(lang).check(" ".join(text.split()))
A62 = string.ascii_letters + string.digits
def rnd(n, alpha=A62):
    return "".join(secrets.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rnd(36),
    "github_pat": lambda: "github_pat_" + rnd(22) + "_" + rnd(59),
    "aws": lambda: "AKIA" + rnd(16, string.ascii_uppercase + "234567"),
    "aws_secret": lambda: rnd(40, A62 + "+/"),
    "openai": lambda: "sk-proj-" + rnd(48, A62 + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rnd(86, A62 + "-_") + "AA",
    "stripe": lambda: "sk_live_" + rnd(24),
    "slack": lambda: "xoxb-" + rnd(12, string.digits) + "-" + rnd(13, string.digits) + "-" + rnd(24),
    "google": lambda: "AIza" + rnd(35, A62 + "-_"),
    "tg_bot": lambda: rnd(10, string.digits) + ":AA" + rnd(33, A62 + "-_"),
    "gitlab": lambda: "glpat-" + rnd(20, A62 + "-_"),
    "hf": lambda: "hf_" + rnd(34),
    "npm": lambda: "npm_" + rnd(36),
    "discord": lambda: rnd(24) + "." + rnd(6) + "." + rnd(38, A62 + "-_"),
}
