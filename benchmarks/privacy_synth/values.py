"""Values for the synthetic privacy corpus: private ones (valid identifiers, phones, secrets of many
shapes) and the look-alikes that must stay green. Every function takes a `random.Random`, so a seed
gives the same corpus every time. Checksummed identifiers are drawn at random and kept only when
python-stdnum says they are valid (the check is the library's, not ours)."""
from __future__ import annotations

import base64
import json
import random
import string
import uuid

import phonenumbers
from mnemonic import Mnemonic
from stdnum import ean, iban, isbn, luhn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren
from stdnum.gb import nhs
from stdnum.pl import nip, pesel, regon
from stdnum.ua import edrpou, rntrc

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice(DIGITS) for _ in range(n))


def _valid(r: random.Random, make, check, tries: int = 400) -> str:
    for _ in range(tries):
        s = make()
        try:
            if check(s):
                return s
        except Exception:
            continue
    raise RuntimeError("no valid value drawn")


# ---------------------------------------------------------------- spacing as people write numbers

def group(r: random.Random, s: str, sizes: tuple[int, ...] | None = None) -> str:
    """Digits written as one run, or in groups with spaces, dashes or dots."""
    style = r.random()
    if style < 0.4 or len(s) < 6:
        return s
    sep = r.choice([" ", " ", "-", ".", " "])
    if sizes is None:
        k = r.choice([3, 4])
        parts = [s[i:i + k] for i in range(0, len(s), k)]
    else:
        parts, i = [], 0
        for n in sizes:
            parts.append(s[i:i + n])
            i += n
        if i < len(s):
            parts.append(s[i:])
    return sep.join(p for p in parts if p)


# ---------------------------------------------------------------- identifiers (red)

def card(r: random.Random) -> str:
    prefix = r.choice(["4", "51", "52", "53", "54", "55", "2221", "34", "37", "6011", "35"])
    n = 15 if prefix in ("34", "37") else 16
    body = prefix + digits(r, n - len(prefix) - 1)
    s = body + luhn.calc_check_digit(body)
    return group(r, s, (4, 6, 5) if n == 15 else (4, 4, 4, 4))


def iban_value(r: random.Random) -> str:
    country, length = r.choice([("PL", 28), ("DE", 22), ("ES", 24), ("FR", 27), ("UA", 29), ("GB", 22),
                                ("IT", 27), ("NL", 18), ("CH", 21), ("AT", 20), ("BE", 16), ("CZ", 24)])
    if country in ("GB", "NL"):
        bank = "".join(r.choice(UPPER) for _ in range(4))
        bban = bank + digits(r, length - 8)
    elif country == "IT":
        bban = r.choice(UPPER) + digits(r, length - 5)
    else:
        bban = digits(r, length - 4)
    s = country + "00" + bban
    s = country + iban.calc_check_digits(s) + bban
    if not iban.is_valid(s):
        return iban_value(r)
    if r.random() < 0.6:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def nrb(r: random.Random) -> str:
    v = iban_value(r)
    while not v.startswith("PL"):
        v = iban_value(r)
    return v[2:].strip()


def pesel_value(r: random.Random) -> str:
    def make():
        y, m, d = r.randint(40, 99), r.randint(1, 12), r.randint(1, 28)
        if r.random() < 0.2:
            y, m = r.randint(0, 12), m + 20
        body = f"{y:02d}{m:02d}{d:02d}" + digits(r, 4)
        return body + pesel.calc_check_digit(body)
    return _valid(r, make, pesel.is_valid)


def nip_value(r: random.Random) -> str:
    s = _valid(r, lambda: str(r.randint(1, 9)) + digits(r, 9), nip.is_valid)
    return r.choice([s, f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}", f"{s[:3]}-{s[3:5]}-{s[5:7]}-{s[7:]}"])


def regon_value(r: random.Random) -> str:
    return _valid(r, lambda: digits(r, 9), regon.is_valid)


def steuer_id(r: random.Random) -> str:
    s = _valid(r, lambda: str(r.randint(1, 9)) + digits(r, 10), idnr.is_valid, 4000)
    return r.choice([s, f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"])


def dni_value(r: random.Random) -> str:
    body = digits(r, 8)
    return body + dni.calc_check_digit(body)


def nie_value(r: random.Random) -> str:
    return _valid(r, lambda: r.choice("XYZ") + digits(r, 7) + r.choice(UPPER), nie.is_valid, 2000)


def nir_value(r: random.Random) -> str:
    def make():
        body = r.choice("12") + f"{r.randint(40, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 95):02d}" + digits(r, 6)
        return body + nir.calc_check_digits(body)
    s = _valid(r, make, nir.is_valid)
    return r.choice([s, f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}"])


def ssn_value(r: random.Random) -> str:
    a = r.randint(1, 899)
    while a == 666:
        a = r.randint(1, 899)
    s = f"{a:03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}"
    return r.choice([s, f"{s[:3]}-{s[3:5]}-{s[5:]}", f"{s[:3]} {s[3:5]} {s[5:]}"])


def nino_value(r: random.Random) -> str:
    first = r.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = r.choice("ABCEGHJKLMNPRSTWXYZ")
    s = first + second + digits(r, 6) + r.choice("ABCD")
    return r.choice([s, f"{s[:2]} {s[2:4]} {s[4:6]} {s[6:8]} {s[8]}"])


def rnokpp(r: random.Random) -> str:
    return _valid(r, lambda: digits(r, 10), rntrc.is_valid)


def nhs_value(r: random.Random) -> str:
    s = _valid(r, lambda: digits(r, 10), nhs.is_valid)
    return r.choice([s, f"{s[:3]} {s[3:6]} {s[6:]}"])


def id_card(r: random.Random) -> str:
    """Identity cards, passports, licences: letters and digits with no checksum we rely on."""
    kind = r.random()
    if kind < 0.3:
        return "".join(r.choice(UPPER) for _ in range(3)) + digits(r, 6)  # Polish dowód
    if kind < 0.5:
        return "".join(r.choice(UPPER) for _ in range(2)) + digits(r, 7)  # passports
    if kind < 0.7:
        return r.choice(UPPER) + digits(r, 8)
    if kind < 0.85:
        return "".join(r.choice(UPPER + DIGITS) for _ in range(9))  # German Personalausweis
    return digits(r, 9)


def account_number(r: random.Random) -> str:
    """Customer, insurance and patient numbers: private only because a keyword says whose they are."""
    return r.choice([digits(r, r.randint(8, 12)), r.choice(UPPER) + digits(r, r.randint(7, 10)),
                     digits(r, 3) + "/" + digits(r, 5) + "/" + digits(r, 2)])


# ---------------------------------------------------------------- phones

_REGIONS = ["PL", "DE", "ES", "FR", "UA", "GB", "US", "IT", "NL", "CZ", "AT", "CH", "PT", "IE", "BE", "SE"]


def phone(r: random.Random, region: str | None = None) -> str:
    region = region or r.choice(_REGIONS)
    kind = phonenumbers.PhoneNumberType.MOBILE if r.random() < 0.75 else phonenumbers.PhoneNumberType.FIXED_LINE
    ex = phonenumbers.example_number_for_type(region, kind)
    nat = str(ex.national_number)
    for _ in range(50):
        k = min(len(nat) - 2, r.randint(4, 7))
        cand = nat[:-k] + digits(r, k)
        num = phonenumbers.parse("+" + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(num):
            break
    else:
        num = ex
    style = r.random()
    if style < 0.35:
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style < 0.6:
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style < 0.75:
        return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
    s = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    plain = "".join(c for c in s if c.isdigit())
    if style < 0.88:
        return plain
    return "00" + str(num.country_code) + " " + group(r, str(num.national_number))


# ---------------------------------------------------------------- secrets (red)

WORDS = ("sunflower tiger kolibri sloneczko marzec zielony haus sonne blume perro gato luna soleil chat maison "
         "dragon river winter summer biedronka kasztan wiosna apfel katze sommer playa fuego verano lapin etoile "
         "sonechko kvitka zirka misto dim kotyk mango falcon rocket pirate cookie banana orange pepper matrix "
         "cebula fenix zamek krolik gwiazda morze berg wald stern nube mar cielo jardin fleur nuage ocean "
         "tango bravo delta echo hotel lima oscar sierra victor yankee zulu pixel turbo ninja panda koala").split()


def password(r: random.Random) -> str:
    style = r.random()
    w = r.choice(WORDS)
    if style < 0.2:
        return w.capitalize() + r.choice(["#", "!", "@", "$", "%", "&", "*", ".", "_", ""]) + str(r.randint(1, 2026))
    if style < 0.35:
        n = r.randint(8, 20)
        pool = ALNUM + "!@#$%^&*()-_=+?."
        return "".join(r.choice(pool) for _ in range(n))
    if style < 0.45:
        return "-".join(r.choice(WORDS) for _ in range(r.randint(2, 4))) + (str(r.randint(1, 999)) if r.random() < 0.5 else "")
    if style < 0.55:
        leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})
        return (w + r.choice(WORDS)).translate(leet) + r.choice(["!", "?", "#", ""])
    if style < 0.65:
        return "".join(r.choice(ALNUM) for _ in range(r.randint(6, 12)))
    if style < 0.75:
        return w + str(r.randint(10, 99)) + r.choice(WORDS).capitalize() + r.choice(["!", "#", "", "?"])
    if style < 0.85:
        return r.choice(WORDS).upper()[:4] + digits(r, r.randint(3, 6)) + r.choice(LOWER + "#!")
    if style < 0.93:
        return "".join(r.choice(LOWER) for _ in range(r.randint(4, 7))) + digits(r, r.randint(2, 4))
    # generated passwords in mixed-case groups, as password managers and devices print them (session 12)
    return "-".join("".join(r.choice(ALNUM) for _ in range(r.choice([3, 4, 4, 6]))) for _ in range(r.randint(3, 4)))


# session 12: configuration keys that name a pin, key or code but hold no secret, and their plain values
BENIGN_CONFIG_KEYS = ["LED_PIN", "GPIO_PIN", "BUTTON_PIN", "SORT_KEY", "CACHE_KEY", "PRIMARY_KEY", "PARTITION_KEY", "ZIP_CODE",
                      "COUNTRY_CODE", "STATUS_CODE", "EXIT_CODE", "LANG_CODE", "USER_ID", "BUILD_ID", "MAX_RETRIES", "PORT",
                      "TIMEOUT_MS", "PAGE_SIZE", "pin_led", "key_prefix", "cache_key", "error_code", "tenant_id", "region_code"]


def benign_config_value(r: random.Random) -> str:
    return r.choice([str(r.randint(0, 40)), str(r.randint(100, 9999)), r.choice(["created_at", "updated_at", "id", "name", "user_id"]),
                     r.choice(["user", "session", "cart", "page", "img"]) + str(r.randint(1, 99)) + r.choice(["session", "cache", "v2", ""]),
                     r.choice(["PL", "DE", "en-GB", "es_ES", "fr", "uk-UA", "00-950", "10115"]), f"build-{r.randint(100, 9999)}",
                     r.choice(["200", "404", "500", "503"])])


def pin(r: random.Random) -> str:
    return digits(r, r.choice([4, 4, 4, 5, 6]))


def otp(r: random.Random) -> str:
    s = digits(r, r.choice([6, 6, 6, 8, 5]))
    return s if r.random() < 0.8 or len(s) != 6 else s[:3] + r.choice([" ", "-"]) + s[3:]


def door_code(r: random.Random) -> str:
    return r.choice([digits(r, 4), digits(r, 4) + "#", r.choice("ABCD") + digits(r, 4), "*" + digits(r, 4) + "#",
                     digits(r, 6), digits(r, 3) + r.choice("AB")])


def recovery_codes(r: random.Random) -> str:
    def one():
        return r.choice([lambda: digits(r, 4) + "-" + digits(r, 4), lambda: "".join(r.choice(LOWER + DIGITS) for _ in range(5)) +
                         "-" + "".join(r.choice(LOWER + DIGITS) for _ in range(5)), lambda: digits(r, 8)])()
    if r.random() < 0.15:  # one recovery key of capital-letter groups (session 12)
        return "-".join("".join(r.choice(UPPER) for _ in range(4)) for _ in range(r.choice([4, 6, 7, 8])))
    return r.choice([" ", ", ", "  "]).join(one() for _ in range(r.randint(2, 6)))


def _b64url(r: random.Random, n: int) -> str:
    return "".join(r.choice(ALNUM + "-_") for _ in range(n))


def vendor_token(r: random.Random) -> str:
    t = r.randrange(12)
    if t == 0:
        return "sk-" + r.choice(["", "proj-", "svcacct-"]) + "".join(r.choice(ALNUM) for _ in range(r.randint(32, 56)))
    if t == 1:
        return r.choice(["ghp_", "gho_", "ghs_", "github_pat_"]) + "".join(r.choice(ALNUM) for _ in range(36))
    if t == 2:
        return r.choice(["xoxb-", "xoxp-"]) + digits(r, 11) + "-" + digits(r, 12) + "-" + "".join(r.choice(ALNUM) for _ in range(24))
    if t == 3:
        return r.choice(["AKIA", "ASIA"]) + "".join(r.choice(UPPER + "234567") for _ in range(16))
    if t == 4:
        return "AIza" + _b64url(r, 35)
    if t == 5:
        return r.choice(["sk_live_", "rk_live_"]) + "".join(r.choice(ALNUM) for _ in range(r.randint(24, 40)))
    if t == 6:
        head = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}).encode()).decode().rstrip("=")
        body = base64.urlsafe_b64encode(json.dumps({"sub": digits(r, 6), "name": r.choice(WORDS), "iat": r.randint(1_600_000_000, 1_800_000_000)}).encode()).decode().rstrip("=")
        return head + "." + body + "." + _b64url(r, 43)
    if t == 7:
        return "glpat-" + _b64url(r, 20)
    if t == 8:
        return "".join(r.choice(ALNUM + "/+") for _ in range(40))  # an AWS-style secret key
    if t == 9:
        return "".join(r.choice("0123456789abcdef") for _ in range(r.choice([32, 40, 64])))
    if t == 10:
        return "hf_" + "".join(r.choice(ALNUM) for _ in range(34))
    return "".join(r.choice(ALNUM) for _ in range(r.randint(20, 48)))


def seed_phrase(r: random.Random) -> str:
    m = Mnemonic(r.choice(["english", "english", "spanish", "french"]))
    entropy = bytes(r.getrandbits(8) for _ in range(16 if r.random() < 0.7 else 32))
    return m.to_mnemonic(entropy)


def pem(r: random.Random) -> str:
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = ["".join(r.choice(ALNUM + "+/") for _ in range(64)) for _ in range(r.randint(2, 4))]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def conn_string(r: random.Random) -> tuple[str, str]:
    """A connection string with a password; returns (whole, password)."""
    pw = password(r).replace("@", "").replace("/", "").replace(":", "") or "Xk29dk"
    user = r.choice(["admin", "app", "billing", "root", "svc_api", "postgres", "magazyn", "shop"])
    host = r.choice(["db.internal", "10.0.3.7", "prod-db-2.example.net", "localhost", "mongo0.cluster.local"])
    scheme = r.choice(["postgres", "postgresql", "mysql", "mongodb", "redis", "amqp", "mssql"])
    return f"{scheme}://{user}:{pw}@{host}:{r.randint(1000, 9999)}/{r.choice(['app', 'billing', 'main', 'db'])}", pw


# ---------------------------------------------------------------- look-alikes (green)

def order_number(r: random.Random) -> str:
    return r.choice([digits(r, r.randint(6, 12)), r.choice(["ORD", "WX", "AB", "ZAM", "BE", "PED", "CMD", "INV", "FV", "RE"]) +
                     r.choice(["-", "", "/"]) + digits(r, r.randint(5, 9)),
                     "FV/" + str(r.randint(1, 300)) + "/" + str(r.randint(2019, 2026)), digits(r, 3) + "-" + digits(r, 7) + "-" + digits(r, 7)])


def tracking(r: random.Random) -> str:
    return r.choice(["1Z" + "".join(r.choice(UPPER + DIGITS) for _ in range(16)), digits(r, r.choice([12, 14, 20, 22])),
                     "".join(r.choice(UPPER) for _ in range(2)) + digits(r, 9) + r.choice(["PL", "DE", "GB", "CN", "US"])])


def isbn_value(r: random.Random) -> str:
    body = "978" + r.choice(["83", "3", "84", "2", "0", "1", "617", "966"])
    body += digits(r, 12 - len(body))
    s = body + ean.calc_check_digit(body)
    return r.choice([s, isbn.format(s)])


def ean_value(r: random.Random) -> str:
    body = r.choice(["590", "400", "84", "30", "482", "50", "00"])
    body += digits(r, 12 - len(body))
    return body + ean.calc_check_digit(body)


def uuid_value(r: random.Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def hash_value(r: random.Random) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(r.choice([7, 8, 12, 32, 40, 64])))


def timestamp(r: random.Random) -> str:
    y, mo, d, h, mi, s = r.randint(2015, 2027), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    return r.choice([f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z", f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}",
                     str(r.randint(1_500_000_000, 1_800_000_000)), f"{d:02d}.{mo:02d}.{y} {h:02d}:{mi:02d}", f"{y}{mo:02d}{d:02d}"])


def version(r: random.Random) -> str:
    return r.choice([f"{r.randint(0, 20)}.{r.randint(0, 30)}.{r.randint(0, 40)}", f"v{r.randint(1, 9)}.{r.randint(0, 20)}",
                     f"{r.randint(1, 5)}.{r.randint(0, 12)}.{r.randint(0, 9)}-rc{r.randint(1, 4)}", f"{r.randint(2019, 2026)}.{r.randint(1, 12)}"])


TEST_CARDS = ["4242 4242 4242 4242", "4000 0025 0000 3155", "5555 5555 5555 4444", "4111 1111 1111 1111",
              "4000000000000002", "378282246310005", "5105105105105100", "4012888888881881", "6011111111111117"]
EXAMPLE_KEYS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
                "pk_test_TYooMQauvdEDq54NiTphI7jx", "sk-your-key-here", "XXXX-XXXX-XXXX-XXXX", "ABCD-EFGH-IJKL-MNOP", "YOUR_API_KEY", "xxxx-xxxx-xxxx", "<your-token>",
                "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "changeme", "${DB_PASSWORD}", "os.environ['API_KEY']",
                "$SECRET_KEY", "{{ secrets.TOKEN }}", "process.env.STRIPE_KEY", "********", "<password>", "REDACTED"]
HOTLINES = ["116 111", "116 123", "112", "999", "0800 111 0 111", "+48 828 828 828", "800 190 590", "3919", "15",
            "0800 1110111", "911", "1-800-273-8255", "0 800 500 335", "116 000", "111"]


def company_tax(r: random.Random) -> str:
    return r.choice([nip_value(r), "DE" + digits(r, 9), siren.format(_valid(r, lambda: digits(r, 9), siren.is_valid)),
                     _valid(r, lambda: digits(r, 8), edrpou.is_valid), "B" + digits(r, 8)])


def ip_address(r: random.Random) -> str:
    return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}", f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])


def price(r: random.Random) -> str:
    return r.choice([f"{r.randint(5, 4000)},{r.randint(0, 99):02d} zł", f"€{r.randint(5, 900)}.{r.randint(0, 99):02d}",
                     f"{r.randint(1, 90)} {digits(r, 3)} UAH", f"${r.randint(1, 5000)}", f"{r.randint(100, 9000)} EUR"])


def model_number(r: random.Random) -> str:
    return r.choice([f"RTX {r.choice([3060, 4070, 4090, 5080])}", f"iPhone {r.randint(11, 17)}", f"ThinkPad T{r.randint(14, 16)}s Gen {r.randint(1, 5)}",
                     f"SM-G{digits(r, 3)}F", f"WH-1000XM{r.randint(3, 6)}", "".join(r.choice(UPPER) for _ in range(2)) + "-" + digits(r, 4),
                     f"i7-{r.randint(8, 14)}{digits(r, 3)}K", f"Fritz!Box {r.choice([7490, 7530, 7590])}"])


def flight(r: random.Random) -> str:
    return r.choice(["LH", "LO", "FR", "U2", "IB", "AF", "PS", "W6", "BA"]) + str(r.randint(10, 9999))


def math_expr(r: random.Random) -> str:
    a, b = r.randint(10, 99999), r.randint(2, 999)
    return r.choice([f"{a} * {b}", f"{a} / {b}", f"{a}^2", f"{a} mod {b}", f"sqrt({a})", f"{a} + {b} = {a + b}", f"{a}x + {b} = 0"])


def email(r: random.Random) -> str:
    first = r.choice(["anna", "jonas", "kasia", "lucia", "marie", "oksana", "tom", "grazyna", "javier", "natalka", "sean", "ulrike"])
    last = r.choice(["nowak", "felber", "kowalska", "herrero", "dubois", "tkachenko", "harlow", "lis", "morales", "seidel"])
    local = r.choice([f"{first}.{last}", f"{first}{last}{r.randint(1, 99)}", f"{first[0]}{last}", f"{first}_{last}", f"{last}.{first}{r.randint(70, 99)}"])
    return local + "@" + r.choice(["gmail.com", "wp.pl", "o2.pl", "gmx.de", "web.de", "yahoo.es", "orange.fr", "ukr.net", "outlook.com", "icloud.com", "proton.me"])


def role_email(r: random.Random) -> str:
    return r.choice(["info", "kontakt", "support", "noreply", "biuro", "service", "contacto", "hello"]) + "@" + \
        r.choice(["shop.pl", "example.com", "firma.de", "tienda.es", "societe.fr", "company.ua"])


def hex_key(r: random.Random) -> str:
    return r.choice(["0x", ""]) + "".join(r.choice("0123456789abcdef") for _ in range(64))


def lottery(r: random.Random) -> str:
    return " ".join(str(n) for n in sorted(r.sample(range(1, 50), r.choice([5, 6, 6, 7]))))


def measure(r: random.Random) -> str:
    return r.choice([f"{r.randint(50, 900)}g", f"{r.randint(140, 240)}C", f"{r.randint(50, 500)}ml", f"{r.randint(2, 90)}kg",
                     f"{r.randint(1, 40)}x{r.randint(1, 40)}cm", f"{r.randint(100, 4000)}W", f"{r.randint(1, 64)}GB", f"{r.randint(1, 12)}mm"])


def mac_or_path(r: random.Random) -> str:
    return r.choice([":".join(f"{r.randint(0, 255):02x}" for _ in range(6)), f"/var/log/app-{r.randint(1, 9)}/{r.randint(2019, 2026)}.log",
                     f"C:\\Users\\Public\\scan_{r.randint(100, 999)}.pdf", f"backup@nas:/volume{r.randint(1, 3)}/kopie/",
                     f"(Get-Date).AddDays(-{r.randint(1, 90)})", f"git@github.com:team/app{r.randint(1, 9)}.git",
                     f"IMG_{r.randint(1000, 9999)}.JPG", f"node_modules/.bin/tsc@{r.randint(4, 5)}.{r.randint(0, 9)}"])


def case_number(r: random.Random) -> str:
    return r.choice([f"{''.join(r.choice(UPPER) for _ in range(2))}{r.randint(1, 9)}{r.choice(UPPER)}/{digits(r, 8)}/{r.randint(0, 9)}",
                     f"I C {r.randint(100, 3000)}/{r.randint(19, 26)}", f"{r.randint(1, 40)} K {r.randint(1, 999)}/{r.randint(19, 26)}",
                     f"Az. {r.randint(1, 99)} O {r.randint(10, 999)}/{r.randint(19, 26)}", f"RG {r.randint(1000, 99999)}/{r.randint(2019, 2026)}"])


def promo_code(r: random.Random) -> str:
    word = r.choice(["SPRING", "SUMMER", "WIOSNA", "LATO", "SOMMER", "VERANO", "ETE", "BLACKFRIDAY", "WELCOME", "RABAT", "NEU", "HIVER"])
    return word + r.choice([str(r.randint(5, 50)), str(r.randint(2019, 2027)), "", "-" + str(r.randint(10, 30))])


def code_identifier(r: random.Random) -> str:
    parts = [r.choice(["validation", "user", "current", "parse", "order", "token", "session", "retry", "cache", "render"]) for _ in range(r.randint(2, 4))]
    style = r.random()
    if style < 0.4:
        return parts[0] + "".join(p.capitalize() for p in parts[1:]) + str(r.randint(1, 999))
    if style < 0.7:
        return "_".join(parts).upper() + r.choice(["", "_" + str(r.randint(1, 9))])
    return "_".join(parts) + str(r.randint(1, 99))


def clock(r: random.Random) -> str:
    h, m = r.randint(0, 23), r.choice([0, 15, 30, 45, 5, 10])
    return r.choice([f"{h:02d}{m:02d}", f"{h}:{m:02d}", f"{h}.{m:02d}", f"{h}h{m:02d}"])


def counting(r: random.Random) -> str:
    start = r.randint(1, 5)
    return " ".join(str(n) for n in range(start, start + r.randint(5, 10)))


# ---------------------------------------------------------------- session 9: categories the misses showed missing

def _alnum_upper(r: random.Random, n: int) -> str:
    return "".join(r.choice(UPPER + DIGITS) for _ in range(n))


def gift_code(r: random.Random) -> str:
    """Gift-card and prepaid codes: Xbox/Steam 5-character groups, PSN 12 characters, Google Play, Amazon, paysafecard."""
    style = r.random()
    if style < 0.35:
        return "-".join(_alnum_upper(r, 5) for _ in range(r.choice([3, 3, 5])))
    if style < 0.55:
        return _alnum_upper(r, r.choice([12, 16, 20]))
    if style < 0.7:
        return _alnum_upper(r, 4) + "-" + _alnum_upper(r, 6) + "-" + _alnum_upper(r, 4)
    if style < 0.85:
        return " ".join(digits(r, 4) for _ in range(4))
    if style < 0.95:
        return "-".join(_alnum_upper(r, 4) for _ in range(4))
    return "-".join("".join(r.choice(UPPER) for _ in range(r.choice([4, 5]))) for _ in range(r.choice([3, 4, 5])))


def app_code(r: random.Random) -> str:
    """2FA codes from an authenticator app or a game guard: 6 digits (often grouped 3+3), 5 characters."""
    style = r.random()
    if style < 0.4:
        return digits(r, 3) + " " + digits(r, 3)
    if style < 0.7:
        return digits(r, 6)
    if style < 0.85:
        return _alnum_upper(r, 5)
    return digits(r, 3) + "-" + digits(r, 3)


def member_id(r: random.Random) -> str:
    """Health, insurance, pension and student numbers: private because a keyword says whose they are."""
    style = r.random()
    if style < 0.2:
        return r.choice(UPPER) + digits(r, 9)  # German Krankenversichertennummer
    if style < 0.4:
        return digits(r, r.choice([9, 10]))  # mutuelle, ZUS benefit number
    if style < 0.55:
        return digits(r, 6)  # student album number
    if style < 0.7:
        return nino_value(r)
    if style < 0.85:
        return digits(r, 2) + "/" + digits(r, 8) + "/" + digits(r, 2)
    return "".join(r.choice(UPPER) for _ in range(3)) + digits(r, 7)


def plate(r: random.Random) -> str:
    """Licence plates of the six languages' countries and the UK, as people write them."""
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    style = r.random()
    if style < 0.25:  # PL: WPR 48FK1, PO 49658, KR 1234A
        return "".join(r.choice(L) for _ in range(r.choice([2, 3]))) + " " + str(r.randint(1, 9)) + \
            "".join(r.choice(DIGITS + L) for _ in range(r.choice([3, 4])))
    if style < 0.4:  # DE: B-AB 1234
        return "".join(r.choice(L) for _ in range(r.randint(1, 3))) + "-" + "".join(r.choice(L) for _ in range(2)) + " " + str(r.randint(1, 9999))
    if style < 0.55:  # FR: AB-123-CD
        return "".join(r.choice(L) for _ in range(2)) + "-" + digits(r, 3) + "-" + "".join(r.choice(L) for _ in range(2))
    if style < 0.7:  # ES: 4821 KLM
        return digits(r, 4) + " " + "".join(r.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(3))
    if style < 0.85:  # UK: YK71 DRN
        return "".join(r.choice(L) for _ in range(2)) + digits(r, 2) + " " + "".join(r.choice(L) for _ in range(3))
    return "".join(r.choice("АВЕІКМНОРСТХ") for _ in range(2)) + " " + digits(r, 4) + " " + "".join(r.choice("АВЕІКМНОРСТХ") for _ in range(2))


def local_phone(r: random.Random) -> str:
    """A mobile written the way people at home write it: no country prefix, in groups."""
    region = r.choice(["PL", "PL", "DE", "ES", "FR", "UA", "GB"])
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)
    for _ in range(50):
        cand = nat[:2] + digits(r, len(nat) - 2)
        num = phonenumbers.parse("+" + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(num):
            break
    else:
        num = ex
    s = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    return s if r.random() < 0.6 else group(r, "".join(c for c in s if c.isdigit()), (3, 3, 3, 3))


# Green: public codes and numbers people ask about (a quiz room, a drug code, a form's name, a rating,
# a famous number, a song).
def quiz_pin(r: random.Random) -> str:
    return digits(r, r.choice([6, 7]))


def atc_code(r: random.Random) -> str:
    return r.choice("ABCDGHJLMNPRSV") + digits(r, 2) + "".join(r.choice(UPPER) for _ in range(2)) + digits(r, 2)


def form_name(r: random.Random) -> str:
    return r.choice(["2042-C-PRO", "PIT-37", "PIT-36L", "W-2", "1040-SR", "Modelo 303", "Modelo 130", "ZAP-3", "Anlage KAP",
                     "2044-SPE", "VAT100", "SA100", "CERFA 14952*03", "ЗВ-1", "PIT-11", "Modelo 100", "W-9", "P60"])


def famous_number(r: random.Random) -> str:
    return r.choice(["4294967297", "2147483647", "65537", "6174", "1729", "8128", "314159265", "271828", "1597", "104729",
                     "9999991", "123456789", "987654321", "1000000007", str(2 ** r.randint(20, 40) + 1), str(r.randint(10 ** 5, 10 ** 9))])


def rating(r: random.Random) -> str:
    return str(r.randint(800, 2900))


def song_number(r: random.Random) -> str:
    return r.choice(["867-5309", "555-0199", "634-5789", "0118 999 881 999 119 725 3", "BR549", "Beechwood 4-5789", "555-2368"])


# Placeholder persons of forms, guides and mock-ups, in the six languages.
PLACEHOLDER_PERSONS = ["John Doe", "Jane Doe", "Joe Bloggs", "Max Mustermann", "Erika Mustermann", "Jan Kowalski", "Anna Nowak",
                       "Juan Pérez", "Fulano de Tal", "Jean Dupont", "Marie Martin", "Іван Іваненко", "Петро Петренко", "Mario Rossi"]
SAMPLE_IDS = ["QQ 12 34 56 C", "AB 12 34 56 C", "123-45-6789", "078-05-1120", "12345678Z", "00000000T", "ABC123456", "AAA000000",
              "1 23 45 67 890 123 45", "T22000129", "00000000000", "44051401359", "12345678901", "X1234567L", "1234567890"]


def error_code(r: random.Random) -> str:
    return r.choice([str(r.randint(100, 9999)), "0x8007" + "".join(r.choice("0123456789ABCDEF") for _ in range(4)),
                     "E" + str(r.randint(1, 99)), str(r.randint(400, 599))])


def listing_number(r: random.Random) -> str:
    return str(r.randint(100, 9999))


def service_line(r: random.Random) -> str:
    """Shared-cost, premium and toll-free lines: a company's, never a person's."""
    return r.choice([r.choice(["901", "902"]) + " " + digits(r, 3) + " " + digits(r, 3), "0800 " + digits(r, 3) + " " + digits(r, 4),
                     r.choice(["0845", "0870", "0300"]) + " " + digits(r, 3) + " " + digits(r, 4), "0180 " + digits(r, 1) + " " + digits(r, 6),
                     "08 " + " ".join(digits(r, 2) for _ in range(4)), r.choice(["801", "800"]) + " " + digits(r, 3) + " " + digits(r, 3),
                     "0 800 " + digits(r, 3) + " " + digits(r, 3)])


def invalid_id(r: random.Random) -> str:
    """An identifier-shaped number the user says fails its check."""
    return r.choice([digits(r, 2) + "/" + digits(r, 8) + "/" + digits(r, 2), digits(r, 11), digits(r, 9),
                     "".join(r.choice(UPPER) for _ in range(3)) + digits(r, 6), digits(r, 8) + r.choice(UPPER)])


def tx_hash(r: random.Random) -> str:
    return "0x" + "".join(r.choice("0123456789abcdef") for _ in range(64))


# ---------------------------------------------------------------- session 10: what broad-s/t/u showed the corpus lacked

def smart_home_code(r: random.Random) -> str:
    """Smart-home pairing codes and keys: HomeKit setup codes (123-45-678), Matter manual pairing codes (11 digits in
    4-3-4), Zigbee network keys (32 hex, often as 0x.. bytes), Tuya local keys (16 characters), Hue API usernames (40)."""
    style = r.random()
    if style < 0.3:
        return f"{digits(r, 3)}-{digits(r, 2)}-{digits(r, 3)}"
    if style < 0.55:
        d = digits(r, 11)
        return r.choice([f"{d[:4]}-{d[4:7]}-{d[7:]}", f"{d[:4]} {d[4:7]} {d[7:]}", d])
    if style < 0.75:
        h = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
        return r.choice([h, h.lower(), ", ".join("0x" + h[i:i + 2] for i in range(0, 32, 2)), ":".join(h[i:i + 2] for i in range(0, 32, 2))])
    if style < 0.9:
        return "".join(r.choice(ALNUM + "!@#$%^&*()<>[]{}") for _ in range(16))
    return "".join(r.choice(ALNUM + "-") for _ in range(40))


def vin(r: random.Random) -> str:
    """A vehicle identification number: 17 characters without I, O and Q, with its North-American check digit."""
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    trans = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
             "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    body = [r.choice(["W", "V", "S", "J", "1", "2", "3", "Z", "T", "U"])] + [r.choice(chars) for _ in range(16)]
    check = sum(trans[c] * w for c, w in zip(body, weights)) % 11
    body[8] = "X" if check == 10 else str(check)
    return "".join(body)


def ssid(r: random.Random) -> str:
    """A Wi-Fi network's name as routers ship it: FRITZ!Box 7590 XY, UPC2481937, Orange-5A2F, TP-Link_8C4E, Livebox-83F1."""
    hx = "".join(r.choice("0123456789ABCDEF") for _ in range(4))
    return r.choice([f"FRITZ!Box {r.choice(['7530', '7590', '6660'])} {r.choice(UPPER)}{r.choice(UPPER)}", f"UPC{digits(r, 7)}",
                     f"Orange-{hx}", f"TP-Link_{hx}", f"Livebox-{hx}", f"Vodafone-{hx}", f"MOVISTAR_{hx}", f"Kyivstar_{hx}",
                     f"NETIASPOT-{hx}", f"HUAWEI-{hx}", f"SKY{digits(r, 5)}", f"BT-{r.choice(UPPER)}{digits(r, 5)}"])


def donation_wallet(r: random.Random) -> str:
    """A public receiving address a charity publishes: bech32 Bitcoin or an Ethereum address."""
    if r.random() < 0.5:
        return "bc1q" + "".join(r.choice("023456789acdefghjklmnpqrstuvwxyz") for _ in range(38))
    return "0x" + "".join(r.choice("0123456789abcdefABCDEF") for _ in range(40))


# ---------------------------------------------------------------- session 12: look-alikes of goods, logistics, banks and logs

def serial_number(r: random.Random) -> str:
    """A device's serial or model number as printed on its label."""
    return r.choice(["".join(r.choice(UPPER + DIGITS) for _ in range(r.randint(8, 12))), digits(r, 1) + "CD" + digits(r, 4) + r.choice(UPPER) + digits(r, 1) + r.choice(UPPER),
                     r.choice(["RB", "WM", "SM-", "UE", "KD-", "HP-", "15-"]) + digits(r, 2) + r.choice(UPPER) + digits(r, 3) + "".join(r.choice(UPPER) for _ in range(r.randint(1, 3))),
                     f"{digits(r, 2)} {digits(r, 4)} {digits(r, 4)} {digits(r, 1)}", "S/N " + digits(r, 10), r.choice(UPPER) + r.choice(UPPER) + digits(r, 8)])


def customs_code(r: random.Random) -> str:
    """Tariff (HS/CN/УКТЗЕД) codes, container and ship numbers, customs declaration references."""
    owner = "".join(r.choice(UPPER) for _ in range(3)) + "U"
    return r.choice([f"{digits(r, 4)} {digits(r, 2)}", f"{digits(r, 4)} {digits(r, 2)} {digits(r, 2)}", f"{digits(r, 4)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
                     f"{digits(r, 4)}.{digits(r, 2)}.{digits(r, 2)}", owner + digits(r, 7), "IMO " + digits(r, 7),
                     digits(r, 2) + r.choice(["PL", "DE", "UA", "FR", "ES"]) + digits(r, 12) + r.choice(UPPER) + digits(r, 1)])


def trace_id(r: random.Random) -> str:
    """Ids in logs and devices: trace/span ids, device names, sectors, process ids."""
    hx = "0123456789abcdef"
    return r.choice(["".join(r.choice(hx) for _ in range(32)), "".join(r.choice(hx) for _ in range(16)), f"nvme{r.randint(0, 3)}n1",
                     f"sd{r.choice('abc')}{r.randint(1, 4)}", str(r.randint(10 ** 8, 10 ** 10)), f"pid={r.randint(100, 99999)}",
                     f"0x{''.join(r.choice(hx) for _ in range(8))}", f"srv-{r.randint(1, 40):02d}"])


def coordinates(r: random.Random) -> str:
    return r.choice([f"{r.randint(35, 60)}°{r.randint(0, 59):02d}′{r.randint(0, 59):02d}″N", f"{r.uniform(35, 60):.5f}, {r.uniform(-10, 40):.5f}",
                     f"{r.randint(35, 60)}.{digits(r, 6)}N {r.randint(0, 40)}.{digits(r, 6)}E", f"{r.randint(0, 9000)} m n.p.m.",
                     f"{r.randint(1, 9)},{r.randint(0, 99):02d} W/(m²K)", f"λ = 0,0{r.randint(20, 45)}", f"{r.randint(1, 5)}-zi-whg {r.randint(30, 140)} m²"])


def bank_code(r: random.Random) -> str:
    """A bank's public codes: BIC/SWIFT, sort code, Bankleitzahl, MFO, code banque/guichet, SIRET/APE of a business."""
    return r.choice(["".join(r.choice(UPPER) for _ in range(4)) + r.choice(["PL", "DE", "FR", "ES", "UA", "GB"]) + "".join(r.choice(UPPER + DIGITS) for _ in range(r.choice([2, 5]))),
                     f"{digits(r, 2)}-{digits(r, 2)}-{digits(r, 2)}", f"{digits(r, 3)} {digits(r, 3)} {digits(r, 2)}", digits(r, 6), digits(r, 5),
                     f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)} {digits(r, 5)}", digits(r, 4) + r.choice(UPPER)])
