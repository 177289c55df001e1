"""Value generators and validators for broad-zzk (all values random, fictional)."""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import secrets
import string
import zlib

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, isbn, ean, luhn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gb_vat

R = random.Random(secrets.randbits(64))
D = string.digits
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rd(n):
    return "".join(R.choice(D) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------- Polish
def gen_pesel():
    while True:
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=R.randrange(0, 365 * 70))
        m = d.month + (20 if d.year >= 2000 else 0)
        base = f"{d.year % 100:02d}{m:02d}{d.day:02d}{rd(4)}"
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v):
            return v


def gen_nip():
    while True:
        b = str(R.randint(1, 9)) + rd(8)
        for c in D:
            if nip.is_valid(b + c):
                return b + c


def nip_dash(v):
    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"


def gen_regon():
    while True:
        b = str(R.randint(1, 9)) + rd(7)
        v = b + regon.calc_check_digit(b)
        if regon.is_valid(v):
            return v


IDW = [7, 3, 1, 7, 3, 1, 7, 3]


def gen_plid():
    letters = "".join(R.choice(UP) for _ in range(3))
    digs = rd(5)
    vals = [ord(c) - 55 for c in letters] + [int(x) for x in digs]
    chk = sum(a * b for a, b in zip(vals, IDW)) % 10
    return letters + str(chk) + digs


def plid_ok(v):
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{3}\d{6}", v):
        return False
    vals = [ord(c) - 55 for c in v[:3]] + [int(x) for x in v[4:]]
    return sum(a * b for a, b in zip(vals, IDW)) % 10 == int(v[3])


# ---------------- IBAN
BBAN = {
    "PL": lambda: rd(24), "DE": lambda: rd(18), "AT": lambda: rd(16), "FR": lambda: rd(10) + rd(11) + rd(2),
    "ES": lambda: rd(20), "GB": lambda: "".join(R.choice(UP) for _ in range(4)) + rd(14),
    "UA": lambda: rd(6) + "0000" + rd(15), "NL": lambda: "".join(R.choice(UP) for _ in range(4)) + rd(10),
    "IT": lambda: R.choice(UP) + rd(10) + rd(12), "BE": lambda: rd(12), "CH": lambda: rd(17),
}


def gen_iban(cc):
    while True:
        b = BBAN[cc]()
        v = cc + iban.calc_check_digits(cc + "00" + b) + b
        if iban.is_valid(v):
            return v


def gen_nrb():
    return gen_iban("PL")[2:]


# ---------------- DE / ES / FR / GB / US / UA
def gen_idnr():
    while True:
        ds = R.sample(D, 9)
        ds.append(ds[0])
        R.shuffle(ds)
        b = "".join(ds)
        if b[0] == "0":
            continue
        try:
            from stdnum.iso7064 import mod_11_10
            v = b + mod_11_10.calc_check_digit(b)
        except Exception:
            continue
        if idnr.is_valid(v):
            return v


def idnr_sp(v):
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"


def gen_dni():
    b = rd(8)
    return b + dni.calc_check_digit(b)


def gen_nie():
    while True:
        b = R.choice("XYZ") + rd(7)
        v = b + nie.calc_check_digit(b)
        if nie.is_valid(v):
            return v


def gen_cif():
    while True:
        b = R.choice("ABGB") + rd(7)
        for c in "0123456789ABCDEFGHIJ":
            if cif.is_valid(b + c):
                return b + c


def gen_nir():
    while True:
        b = R.choice("12") + f"{R.randint(50, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 95):02d}" + rd(3) + rd(3)
        k = 97 - int(b) % 97
        v = b + f"{k:02d}"
        if nir.is_valid(v):
            return v


def nir_sp(v):
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"


def gen_siren():
    while True:
        b = str(R.randint(3, 9)) + rd(7)
        v = b + luhn.calc_check_digit(b)
        if siren.is_valid(v):
            return v


def gen_siret():
    while True:
        b = gen_siren() + rd(4)
        v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v):
            return v


def gen_tva():
    s = gen_siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    return f"FR{k:02d}{s}"


def gen_ssn():
    while True:
        v = f"{R.randint(1, 899):03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn.is_valid(v) and v[:3] != "666":
            return f"{v[:3]}-{v[3:5]}-{v[5:]}"


NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIQUVO")
NINO_BADP = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def gen_nino():
    while True:
        a, b = R.choice(UP), R.choice(UP)
        if a in NINO_BAD1 or b in NINO_BAD2 or a + b in NINO_BADP:
            continue
        return f"{a}{b}{rd(6)}{R.choice('ABCD')}"


def nino_ok(v):
    v = v.upper()
    return bool(re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", v)) and v[0] not in NINO_BAD1 and v[1] not in NINO_BAD2 and v[:2] not in NINO_BADP


def nino_sp(v):
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"


def gen_rnokpp():
    while True:
        b = str(R.randint(1, 4)) + rd(8)
        for c in D:
            if rntrc.is_valid(b + c):
                return b + c


def gen_edrpou():
    while True:
        b = R.choice("234") + rd(6)
        for c in D:
            if edrpou.is_valid(b + c):
                return b + c


def gen_de_vat():
    while True:
        v = "DE" + str(R.randint(1, 3)) + rd(8)
        if de_vat.is_valid(v):
            return v


def gen_gb_vat():
    while True:
        v = "GB" + rd(9)
        if gb_vat.is_valid(v):
            return v


def gen_isbn():
    b = "978" + R.choice(["83", "3", "2", "84", "617", "0"])
    b += rd(12 - len(b))
    return b + ean.calc_check_digit(b)


def isbn_dash(v):
    return f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"


def gen_ean():
    b = R.choice(["590", "400", "300", "840", "482", "460"]) + rd(9)
    return b + ean.calc_check_digit(b)


# ---------------- cards
def gen_card(prefix=None):
    p = prefix or R.choice(["4", "51", "53", "55", "2221"])
    b = p + rd(15 - len(p))
    return b + luhn.calc_check_digit(b)


# ---------------- passports (format only)
def gen_passport(kind):
    if kind == "pl":
        return "".join(R.choice(UP) for _ in range(2)) + rd(7)
    if kind == "de":
        return R.choice("CFGHJK") + "".join(R.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if kind == "us":
        return str(R.randint(5, 6)) + rd(8)
    if kind == "ua":
        return "".join(R.choice("ABCEHKMOPTX") for _ in range(2)) + rd(6)
    if kind == "fr":
        return rd(2) + "".join(R.choice(UP) for _ in range(2)) + rd(5)
    if kind == "es":
        return "".join(R.choice(UP) for _ in range(3)) + rd(6)
    raise ValueError(kind)


# ---------------- phones
PH_REGION = {"pl": "PL", "de": "DE", "fr": "FR", "es": "ES", "gb": "GB", "us": "US", "ua": "UA", "ru": "RU"}
PH_LEN = {"PL": 9, "DE": 11, "FR": 9, "ES": 9, "GB": 10, "US": 10, "UA": 9, "RU": 10}
PH_START = {"PL": ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"], "DE": ["151", "160", "170", "176", "157"],
            "FR": ["6", "7"], "ES": ["6", "7"], "GB": ["7"], "US": ["212", "312", "617", "503", "720"],
            "UA": ["50", "67", "63", "93", "97"], "RU": ["91", "92", "98"]}


def gen_phone(r, style="intl"):
    reg = PH_REGION[r]
    while True:
        st = R.choice(PH_START[reg])
        nat = st + rd(PH_LEN[reg] - len(st))
        if reg == "US":
            nat = st + str(R.randint(2, 9)) + rd(6)
            if nat[3:6] == "555":
                continue
        try:
            n = phonenumbers.parse(("+" + str(phonenumbers.country_code_for_region(reg))) + nat)
        except Exception:
            continue
        if phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == reg:
            if style == "nat":
                return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
            if style == "e164":
                return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
            return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


def phone_ok(v, r):
    try:
        n = phonenumbers.parse(v, PH_REGION[r])
    except Exception:
        return False
    return phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == PH_REGION[r]


# ---------------- secrets
def b62(n):
    chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    s = ""
    while n:
        n, r = divmod(n, 62); s = chars[r] + s
    return s.rjust(6, "0")


def gen_github():
    body = "".join(secrets.choice(ALNUM) for _ in range(30))
    return "ghp_" + body + b62(zlib.crc32(body.encode()))


def github_ok(v):
    return bool(re.fullmatch(r"ghp_[A-Za-z0-9]{36}", v)) and b62(zlib.crc32(v[4:34].encode())) == v[34:]


def gen_openai():
    return "sk-proj-" + "".join(secrets.choice(ALNUM + "-_") for _ in range(48)) + "T3BlbkFJ" + "".join(secrets.choice(ALNUM) for _ in range(20))


def gen_slack():
    return f"xoxb-{rd(12)}-{rd(13)}-" + "".join(secrets.choice(ALNUM) for _ in range(24))


def gen_aws_id():
    return "AKIA" + "".join(secrets.choice(UP + "234567") for _ in range(16))


def gen_aws_secret():
    return "".join(secrets.choice(ALNUM + "+/") for _ in range(40))


def gen_stripe():
    return "sk_live_" + "".join(secrets.choice(ALNUM) for _ in range(24))


def gen_google():
    return "AIza" + "".join(secrets.choice(ALNUM + "-_") for _ in range(35))


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def gen_jwt():
    h = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64u(json.dumps({"sub": str(R.randint(10000, 99999)), "role": "staff", "iat": R.randint(1_750_000_000, 1_790_000_000)}, separators=(",", ":")).encode())
    s = _b64u(hmac.new(secrets.token_bytes(32), f"{h}.{p}".encode(), hashlib.sha256).digest())
    return f"{h}.{p}.{s}"


def gen_pem():
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    k = ec.generate_private_key(ec.SECP256R1())
    return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                           serialization.NoEncryption()).decode().strip()


def b58enc(b):
    n = int.from_bytes(b, "big"); s = ""
    while n:
        n, r = divmod(n, 58); s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def gen_wif():
    p = b"\x80" + secrets.token_bytes(32) + b"\x01"
    return b58enc(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])


def wif_ok(v):
    n = 0
    for c in v:
        n = n * 58 + B58.index(c)
    b = n.to_bytes(38, "big")
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]


def gen_hexkey():
    return secrets.token_hex(32)


def gen_seed(lang="english", words=12):
    return Mnemonic(lang).generate(128 if words == 12 else 256)


def gen_recovery():
    return " ".join("".join(secrets.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(5)) + "-" + "".join(secrets.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(5)) for _ in range(4))


def gen_pg_conn():
    pw = "".join(secrets.choice(ALNUM) for _ in range(16))
    return pw
