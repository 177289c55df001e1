"""Generators and validators for every generated value of broad-zzz18.

Each generator returns the display form (with the separators people type); each validator takes the
display form, drops separators and re-validates it from scratch (python-stdnum, phonenumbers, mnemonic,
or a shape regex for vendor tokens).
"""
import random
import re
import secrets
import string

import phonenumbers
from mnemonic import Mnemonic
from stdnum import ean, iban, isbn, luhn
from stdnum.de import idnr, vat as de_vat
from stdnum.es import ccc, cif, dni, nie
from stdnum.fr import nir, siren, siret, tva
from stdnum.pl import nip, pesel, regon
from stdnum.ru import inn
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn

R = random.Random(18018)
# secrets-based randomness for tokens (shape only; never real credentials)
SYS = secrets.SystemRandom()


def digits(n, first_nonzero=True):
    s = "".join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def compact(s):
    return re.sub(r"[\s\-./]", "", s)


def try_last(body, validator, alphabet=string.digits):
    for c in alphabet:
        try:
            validator(body + c)
            return body + c
        except Exception:
            pass
    return None


def loop(fn):
    while True:
        v = fn()
        if v:
            return v


# ---------------------------------------------------------------- national ids and tax numbers
def g_pesel():
    def f():
        y = R.randint(1948, 2006)
        m = R.randint(1, 12) + (20 if y >= 2000 else 0)
        d = R.randint(1, 28)
        return try_last(f"{y % 100:02d}{m:02d}{d:02d}" + digits(4, False), pesel.validate)
    return loop(f)


def g_nip():
    v = loop(lambda: try_last(digits(9), nip.validate))
    style = R.choice(["plain", "dash", "dash2"])
    if style == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    if style == "dash2":
        return f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"
    return v


def g_regon():
    return loop(lambda: try_last(digits(8), regon.validate))


def g_idnr():
    def f():
        v = try_last(digits(10), idnr.validate)
        return v
    v = loop(f)
    return R.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])


def g_ustid():
    return loop(lambda: try_last("DE" + digits(8), de_vat.validate))


def g_dni():
    b = digits(8, False)
    v = b + dni.calc_check_digit(b)
    return R.choice([v, f"{b}-{v[-1]}"])


def g_nie():
    b = R.choice("XYZ") + digits(7, False)
    return b + nie.calc_check_digit(b)


def g_cif():
    return loop(lambda: try_last(R.choice("AB") + digits(7, False), cif.validate,
                                  string.digits + "ABCDEFGHIJ"))


def g_nir():
    def f():
        sex = R.choice("12")
        yy = R.randint(50, 99)
        mm = R.randint(1, 12)
        dep = R.choice(["75", "69", "13", "33", "59", "44", "31", "67", "35", "06"])
        body = f"{sex}{yy:02d}{mm:02d}{dep}{digits(3, False)}{digits(3, False)}"
        key = 97 - int(body) % 97
        v = body + f"{key:02d}"
        nir.validate(v)
        return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if R.random() < .6 else v
    return loop(f)


def g_siren():
    v = loop(lambda: try_last(digits(8), siren.validate))
    return R.choice([v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def g_siret():
    s = loop(lambda: try_last(digits(8), siren.validate))
    v = loop(lambda: try_last(s + digits(4, False), siret.validate))
    return R.choice([v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def g_tva():
    s = loop(lambda: try_last(digits(8), siren.validate))
    v = "FR" + f"{(12 + 3 * (int(s) % 97)) % 97:02d}" + s
    tva.validate(v)
    return R.choice([v, f"FR {v[2:4]} {s}"])


def g_ssn():
    def f():
        a = R.randint(1, 899)
        if a == 666:
            return None
        v = f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"
        ssn.validate(v)
        return v
    return loop(f)


NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def g_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in NINO_BAD:
            break
    d = digits(6, False)
    suf = R.choice("ABCD")
    return R.choice([p + d + suf, f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"])


def v_nino(s):
    c = compact(s).upper()
    if not re.fullmatch(r"[ABCEGHJKLMNOPRSTWXYZ][ABCEGHJKLMNPRSTWXYZ]\d{6}[ABCD]", c) or c[:2] in NINO_BAD:
        raise ValueError("nino")


def g_rnokpp():
    return loop(lambda: try_last(digits(9), rntrc.validate))


def g_edrpou():
    return loop(lambda: try_last(digits(7), edrpou.validate))


def g_inn12():
    def f():
        b = digits(10)
        for x in range(100):
            try:
                return inn.validate(b + f"{x:02d}")
            except Exception:
                pass
    return loop(f)


def g_inn10():
    return loop(lambda: try_last(digits(9), inn.validate))


def snils_ok(c):
    if not re.fullmatch(r"\d{11}", c):
        return False
    s = sum(int(d) * (9 - i) for i, d in enumerate(c[:9]))
    while s > 101:
        s %= 101
    k = 0 if s in (100, 101) else s
    return f"{k:02d}" == c[9:]


def v_snils(s):
    if not snils_ok(compact(s)):
        raise ValueError("snils")


def g_snils():
    while True:
        b = digits(9)
        s = sum(int(d) * (9 - i) for i, d in enumerate(b))
        while s > 101:
            s %= 101
        k = 0 if s in (100, 101) else s
        v = b + f"{k:02d}"
        if snils_ok(v):
            return f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}"


# ---------------------------------------------------------------- bank accounts
def pl_bank8():
    b7 = R.choice(["1020", "1050", "1090", "1140", "1160", "1240", "1320", "1750", "1870", "2490"]) + digits(3, False)
    w = [3, 9, 7, 1, 3, 9, 7]
    k = (10 - sum(int(d) * x for d, x in zip(b7, w)) % 10) % 10
    return b7 + str(k)


def fr_rib_ok(bban):
    bank, branch, acct, key = bban[:5], bban[5:10], bban[10:21], bban[21:23]
    if not (bank + branch + acct + key).isdigit():
        return False
    return (89 * int(bank) + 15 * int(branch) + 3 * int(acct) + int(key)) % 97 == 0


def bban_for(cc):
    if cc == "PL":
        return pl_bank8() + digits(16, False)
    if cc == "DE":
        return digits(8) + digits(10, False)
    if cc == "ES":
        b, br, a = digits(4, False), digits(4, False), digits(10, False)
        return b + br + ccc.calc_check_digits(b + br + "00" + a) + a
    if cc == "FR":
        bank, branch, acct = digits(5), digits(5, False), digits(11, False)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + f"{key:02d}"
    if cc == "BE":
        b = digits(10, False)
        k = int(b) % 97 or 97
        return b + f"{k:02d}"
    if cc == "UA":
        return digits(6) + digits(19, False)
    if cc == "NL":
        return R.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO"]) + digits(10, False)
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + digits(6, False) + digits(8, False)
    if cc == "AT":
        return digits(5) + digits(11, False)
    if cc == "IT":
        return None
    raise KeyError(cc)


def make_iban(cc):
    while True:
        bban = bban_for(cc)
        num = cc + "00" + bban
        chk = iban.calc_check_digits(num)
        v = cc + chk + bban
        try:
            v_iban(v)
            return v
        except Exception:
            continue


def v_iban(s):
    c = compact(s).upper()
    iban.validate(c)
    if c.startswith("PL"):
        b = c[4:12]
        w = [3, 9, 7, 1, 3, 9, 7]
        if (10 - sum(int(d) * x for d, x in zip(b[:7], w)) % 10) % 10 != int(b[7]):
            raise ValueError("pl sort code")
    if c.startswith("FR") and not fr_rib_ok(c[4:]):
        raise ValueError("rib key")


def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


def g_iban(cc):
    v = make_iban(cc)
    return group4(v) if R.random() < .7 else v


def g_nrb():
    v = make_iban("PL")[2:]
    return R.choice([v[:2] + " " + group4(v[2:]), v])


def v_nrb(s):
    v_iban("PL" + compact(s))


# ---------------------------------------------------------------- cards, books, goods
def g_card(kind):
    pre, n = {"visa": ("4" + digits(5, False), 16), "mc": (R.choice(["51", "52", "53", "54", "55"]) + digits(4, False), 16),
              "amex": (R.choice(["34", "37"]) + digits(4, False), 15),
              "mir": ("220" + R.choice("01234") + digits(2, False), 16)}[kind]
    b = pre + digits(n - len(pre) - 1, False)
    v = b + luhn.calc_check_digit(b)
    if kind == "amex":
        return R.choice([f"{v[:4]} {v[4:10]} {v[10:]}", v])
    return R.choice([group4(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def v_card(s):
    c = compact(s)
    if not re.fullmatch(r"\d{15,16}", c):
        raise ValueError("len")
    luhn.validate(c)


def g_isbn():
    b = "978" + R.choice(["83", "3", "84", "2", "966", "0", "1", "5"])
    b = b + digits(12 - len(b), False)
    v = b + ean.calc_check_digit(b)
    isbn.validate(v)
    return R.choice([v, f"{v[:3]}-{v[3:4]}-{v[4:8]}-{v[8:12]}-{v[12]}"])


def g_ean():
    b = R.choice(["590", "400", "401", "840", "300", "482", "460"]) + digits(9, False)
    return b + ean.calc_check_digit(b)


# ---------------------------------------------------------------- phones
def g_phone(region):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    while True:
        cand = nsn[:3] + digits(len(nsn) - 3, False)
        num = phonenumbers.parse("+" + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == region:
            break
    style = R.choice(["intl", "intl", "nat", "e164", "nat_compact"])
    if style == "intl":
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == "e164":
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
    s = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == "nat_compact":
        s = re.sub(r"[\s\-()]", "", s)
    return s


def v_phone(region):
    def f(s):
        n = phonenumbers.parse(s, region)
        if not phonenumbers.is_valid_number(n):
            raise ValueError("phone")
    return f


# ---------------------------------------------------------------- seeds and tokens
def g_seed(lang, words):
    m = Mnemonic(lang)
    strength = {12: 128, 15: 160, 18: 192, 24: 256}[words]
    return m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(strength // 8)))


def bip39_ok(lang, phrase):
    """BIP-39 checksum check done on the NFC word list (Mnemonic.check NFKD-normalises the phrase,
    which breaks look-ups for word lists with precomposed letters such as Russian 'й')."""
    import hashlib
    import unicodedata
    wl = [unicodedata.normalize("NFC", w) for w in Mnemonic(lang).wordlist]
    words = unicodedata.normalize("NFC", phrase).split()
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in wl for w in words):
        return False
    bits = "".join(format(wl.index(w), "011b") for w in words)
    cs = len(bits) // 33
    ent = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - cs, 8))
    return format(hashlib.sha256(ent).digest()[0], "08b")[:cs] == bits[-cs:]


def v_seed(lang):
    def f(s):
        if not bip39_ok(lang, s):
            raise ValueError("seed")
    return f


AN = string.ascii_letters + string.digits


def rnd(alpha, n):
    return "".join(SYS.choice(alpha) for _ in range(n))


TOKENS = {
    "ghp": (lambda: "ghp_" + rnd(AN, 36), r"ghp_[A-Za-z0-9]{36}"),
    "glpat": (lambda: "glpat-" + rnd(AN + "_-", 20), r"glpat-[A-Za-z0-9_\-]{20}"),
    "sk_live": (lambda: "sk_live_" + rnd(AN, 24), r"sk_live_[A-Za-z0-9]{24}"),
    "akia": (lambda: "AKIA" + rnd(string.ascii_uppercase + "234567", 16), r"AKIA[A-Z2-7]{16}"),
    "aws_secret": (lambda: rnd(AN + "+/", 40), r"[A-Za-z0-9+/]{40}"),
    "openai": (lambda: "sk-proj-" + rnd(AN + "_-", 48), r"sk-proj-[A-Za-z0-9_\-]{48}"),
    "anthropic": (lambda: "sk-ant-api03-" + rnd(AN + "_-", 86) + "AA", r"sk-ant-api03-[A-Za-z0-9_\-]{86}AA"),
    "slack": (lambda: f"xoxb-{digits(12)}-{digits(13)}-{rnd(AN, 24)}", r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}"),
    "google": (lambda: "AIza" + rnd(AN + "_-", 35), r"AIza[A-Za-z0-9_\-]{35}"),
    "hex32": (lambda: secrets.token_hex(16), r"[0-9a-f]{32}"),
    "hex64": (lambda: secrets.token_hex(32), r"[0-9a-f]{64}"),
    "tg": (lambda: f"{digits(10)}:AA{rnd(AN + '_-', 33)}", r"\d{10}:AA[A-Za-z0-9_\-]{33}"),
    "sendgrid": (lambda: "SG." + rnd(AN + "_-", 22) + "." + rnd(AN + "_-", 43), r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    "b64_32": (lambda: secrets.token_urlsafe(32), r"[A-Za-z0-9_\-]{43}"),
}


def v_token(kind):
    pat = TOKENS[kind][1]

    def f(s):
        if not re.fullmatch(pat, s):
            raise ValueError(kind)
    return f


# ---------------------------------------------------------------- registry
# name -> (generator(arg), validator(arg), checksum-bearing?)
def registry(name, arg):
    simple = {
        "pesel": (g_pesel, pesel.validate), "nip": (g_nip, nip.validate), "regon": (g_regon, regon.validate),
        "idnr": (g_idnr, idnr.validate), "ustid": (g_ustid, de_vat.validate), "dni": (g_dni, dni.validate),
        "nie": (g_nie, nie.validate), "cif": (g_cif, cif.validate), "nir": (g_nir, nir.validate),
        "siren": (g_siren, siren.validate), "siret": (g_siret, siret.validate), "tva": (g_tva, tva.validate),
        "ssn": (g_ssn, ssn.validate), "nino": (g_nino, v_nino), "rnokpp": (g_rnokpp, rntrc.validate),
        "edrpou": (g_edrpou, edrpou.validate), "inn12": (g_inn12, inn.validate), "inn10": (g_inn10, inn.validate),
        "snils": (g_snils, v_snils), "nrb": (g_nrb, v_nrb), "isbn": (g_isbn, isbn.validate), "ean": (g_ean, ean.validate),
    }
    if name in simple:
        g, v = simple[name]
        return g, v, name not in ("nino", "ssn")
    if name == "iban":
        return (lambda: g_iban(arg)), v_iban, True
    if name == "card":
        return (lambda: g_card(arg)), v_card, True
    if name == "phone":
        return (lambda: g_phone(arg)), v_phone(arg), False
    if name == "seed":
        lang, n = arg.split(",")
        return (lambda: g_seed(lang, int(n))), v_seed(lang), False
    if name == "tok":
        return TOKENS[arg][0], v_token(arg), False
    raise KeyError(name)
