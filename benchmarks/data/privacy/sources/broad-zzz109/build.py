"""Build broad-zzz109.jsonl (theme: the smart and connected home) from hand-written per-language line files.

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
Values: random.Random(1090109); shuffle: random.Random(109109). Deterministic: two runs give identical files.
"""
import base64, collections, hashlib, hmac, io, itertools, json, random, re, string, sys
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, ean, imei, mac
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif, ccc, cups, referenciacatastral as catastro
from stdnum.fr import nir, siren, siret, tva
from stdnum.gb import nhs
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz109.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz109"
rng = random.Random(1090109)        # values
srng = random.Random(109109)        # shuffle
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
HEX = "0123456789abcdef"
AN = string.ascii_letters + string.digits


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


def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(1938, 1952) if fmt == "old" else rng.randint(1960, 2002)
        m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)


def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    if fmt == "dash":
        return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    return v


def g_regon(fmt=""):
    return retry(lambda: complete(digits(8, True), ok(regon)))


def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v


def g_ustid(fmt=""):
    return retry(lambda: complete("DE" + digits(8, True), ok(devat)))


def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("ABH") + digits(7), ok(cif), string.digits))


def g_cups(fmt=""):
    # ES + 4-digit distributor + 12 digits + 2 control letters (+ optional 0F/1F); stdnum.es.cups validates
    dist = rng.choice(["0021", "0031", "0022", "0026", "0390"])
    v = retry(lambda: complete("ES" + dist + digits(12), ok(cups), string.ascii_uppercase, 2))
    if fmt == "0f":
        v = v + "0F"
    return v if fmt != "sp" else f"{v[:2]} {v[2:6]} {v[6:10]} {v[10:14]} {v[14:18]} {v[18:]}".strip()


def g_catastro(fmt=""):
    # 7-char parcel + 7-char sheet + 4-digit unit + 2 control letters (urban format)
    def f():
        base = digits(7, True) + rng.choice(["VK", "DF", "YJ", "TG", "UH"]) + digits(4) + rng.choice("NSE") + digits(4)
        return complete(base, ok(catastro), string.ascii_uppercase, 2)
    return retry(f)


def g_nir(fmt=""):
    def f():
        sex = rng.choice("12"); yy = f"{rng.randint(40, 99):02d}"; mm = f"{rng.randint(1, 12):02d}"
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


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")


def nino_valid(v):
    return bool(NINO_RE.match(v))


def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v


def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}"


def dowod_valid(v):
    """Polish ID card (dowód osobisty): 3 letters + 6 digits, 4th char = check digit, weights 7,3,1,9,7,3,1,7,3."""
    v = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{3}\d{6}", v):
        return False
    val = [ord(c) - 55 if c.isalpha() else int(c) for c in v]
    return sum(a * b for a, b in zip(val, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def g_dowod(fmt=""):
    def f():
        pre = "A" + rng.choice(string.ascii_uppercase) + rng.choice(string.ascii_uppercase)
        rest = digits(5)
        for c in string.digits:
            if dowod_valid(pre + c + rest):
                return pre + (" " if fmt == "sp" else "") + c + rest
        return None
    return retry(f)


MPAN_W = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43]


def mpan_valid(v):
    """UK MPAN core: 13 digits, distributor id 10-23, last digit = (sum(d_i * prime_i) mod 11) mod 10."""
    if not re.fullmatch(r"\d{13}", v) or not 10 <= int(v[:2]) <= 23:
        return False
    return sum(int(a) * b for a, b in zip(v[:12], MPAN_W)) % 11 % 10 == int(v[12])


def g_mpan(fmt=""):
    v = retry(lambda: complete(f"{rng.randint(10, 23)}" + digits(10), mpan_valid))
    return f"{v[:2]} {v[2:6]} {v[6:10]} {v[10:]}" if fmt == "sp" else v


def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
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
    raise ValueError(cc)


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


# ---------- cards, product and device codes ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(14 - len(brand) + 1), ok(luhn)))
    if fmt == "plain":
        return v
    if fmt == "dash":
        return "-".join(v[i:i + 4] for i in range(0, 16, 4))
    return group4(v)


def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "871", "690"]) + digits(9), ok(ean)))


def g_imei(fmt=""):
    tac = rng.choice(["35332011", "86796703", "35847631", "86412005", "35690110"])
    return retry(lambda: complete(tac + digits(6), ok(imei)))


# OUIs of real smart-home / router vendors (public IEEE registry prefixes)
OUIS = ["B0:BE:76", "50:C7:BF", "E8:48:B8", "3C:84:6A", "24:A1:60", "44:07:0B", "DC:A6:32", "B8:27:EB",
        "18:B4:30", "64:16:66", "F0:9F:C2", "EC:FA:BC", "C8:3A:35", "D8:07:B6", "98:DA:C4", "30:B5:C2"]


def g_mac(fmt=""):
    v = rng.choice(OUIS) + ":" + ":".join(rs(2, "0123456789ABCDEF") for _ in range(3))
    if fmt == "dash":
        return v.replace(":", "-")
    if fmt == "low":
        return v.lower()
    if fmt == "plain":
        return v.replace(":", "")
    if fmt == "dot":
        p = v.replace(":", "").lower()
        return f"{p[:4]}.{p[4:8]}.{p[8:]}"
    return v


def mac_valid(v):
    return mac.is_valid(v)


def g_ip(fmt=""):
    if fmt == "10":
        return f"10.0.{rng.randint(0, 20)}.{rng.randint(2, 254)}"
    if fmt == "pub":
        a = rng.choice([31, 37, 46, 62, 77, 78, 79, 83, 85, 89, 91, 93, 95, 176, 178, 188, 212, 213, 217])
        return f"{a}.{rng.randint(1, 254)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if fmt == "v6":
        return "2a02:" + ":".join(rs(4, HEX).lstrip("0") or "0" for _ in range(3)) + "::" + rs(4, HEX).lstrip("0")
    return f"192.168.{rng.choice([0, 1, 1, 2, 8, 178, 100])}.{rng.randint(2, 254)}"


# ---------- secrets ----------
def g_wpa(fmt=""):
    """A Wi-Fi key: router-sticker style or user-chosen style."""
    if fmt == "sticker":               # e.g. FRITZ!Box: 20 digits
        return " ".join(digits(4) for _ in range(5))
    if fmt == "hyphen":
        return "-".join(rs(4, "abcdefghijkmnpqrstuvwxyz23456789") for _ in range(3))
    if fmt == "upper":
        return rs(12, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    return rs(rng.choice([10, 12, 16]), "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def g_pin(fmt=""):
    n = int(fmt) if fmt.isdigit() else 4
    while True:
        v = digits(n)
        if len(set(v)) > 1 and v not in ("1234", "123456", "0000"):
            return v


def g_otp(fmt=""):
    return digits(6)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def g_jwt(fmt=""):
    """Home Assistant style long-lived access token (HS256 JWT)."""
    iat = rng.randint(1690000000, 1760000000)
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps({"iss": rs(32, HEX), "iat": iat, "exp": iat + 315360000}, separators=(",", ":")).encode())
    key = bytes(rng.getrandbits(8) for _ in range(32))
    sig = b64u(hmac.new(key, f"{head}.{body}".encode(), hashlib.sha256).digest())
    return f"{head}.{body}.{sig}"


def jwt_valid(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return True


MN = {}


def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    ent = bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32))
    return m.to_mnemonic(ent)


def seed_valid(v, lang):
    return MN[lang].check(v)


TOKENS = {
    "tuyakey": lambda: rs(16, AN + "!#$%&*+<>=?@^_|~"),          # Tuya local_key, 16 printable chars
    "hex32": lambda: rs(32, HEX),
    "uuid": lambda: "%s-%s-4%s-%s%s-%s" % (rs(8, HEX), rs(4, HEX), rs(3, HEX), rng.choice("89ab"), rs(3, HEX), rs(12, HEX)),
    "sha": lambda: rs(40, HEX),
    "sha7": lambda: rs(7, HEX),
    "gapi": lambda: "AIza" + rs(35, AN + "-_"),
    "ghp": lambda: "ghp_" + rs(36),
    "ring": lambda: rs(40, HEX),
    "serial": lambda: rng.choice(["G0", "S", "SN", "D", "FX", "2", "AK"]) + rs(rng.choice([10, 12, 14]), string.ascii_uppercase + string.digits),
}


# ---------- failed-checksum variants (green) ----------
def bad(gen_fn, val):
    def f(fmt=""):
        v = gen_fn(fmt)
        idx = [i for i, c in enumerate(v) if c.isdigit()]
        for i in reversed(idx):
            for d in range(1, 10):
                m = v[:i] + str((int(v[i]) + d) % 10) + v[i + 1:]
                try:
                    a = val(strip_sep(m))
                except Exception:
                    a = False
                if not a:
                    return m
        raise RuntimeError("no invalid variant")
    return f


def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)


def phone_valid(v, region):
    s = re.sub(r"[^0-9+]", "", v)
    p = phonenumbers.parse(s, region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region


def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT", "CH", "BE") else 2
    if region == "FR":
        keep = 1
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


# name -> (generator(fmt), validator or None, checksummed?)
GEN = {
    "pesel": (g_pesel, ok(pesel), True),
    "nip": (g_nip, ok(nip), True),
    "regon": (g_regon, ok(regon), True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, ok(idnr), True),
    "ustid": (g_ustid, ok(devat), True),
    "dni": (g_dni, ok(dni), True),
    "nie": (g_nie, ok(nie), True),
    "cif": (g_cif, ok(cif), True),
    "cups": (g_cups, ok(cups), True),
    "catastro": (g_catastro, ok(catastro), True),
    "nir": (g_nir, ok(nir), True),
    "siren": (g_siren, ok(siren), True),
    "siret": (g_siret, ok(siret), True),
    "tva": (g_tva, ok(tva), True),
    "ssn": (g_ssn, ok(ssn), False),
    "nino": (g_nino, nino_valid, False),
    "nhs": (g_nhs, ok(nhs), True),
    "mpan": (g_mpan, mpan_valid, True),
    "dowod": (g_dowod, dowod_valid, True),
    "rnokpp": (g_rnokpp, ok(rntrc), True),
    "edrpou": (g_edrpou, ok(edrpou), True),
    "inn": (g_inn, ok(inn), True),
    "card": (g_card, ok(luhn), True),
    "ean": (g_ean, ok(ean), True),
    "imei": (g_imei, ok(imei), True),
    "mac": (g_mac, mac_valid, False),
    "ip": (g_ip, None, False),
    "wpa": (g_wpa, None, False),
    "pin": (g_pin, None, False),
    "otp": (g_otp, None, False),
    "jwt": (g_jwt, jwt_valid, False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), ok(iban), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "US", "RU", "IE"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: seed_valid(v, l)))(lg), False)
for k, fn in TOKENS.items():
    GEN[k] = ((lambda g: (lambda f: g()))(fn), None, False)
# invalid-by-construction values, for green failed-checksum lines: validator must REJECT them
BAD = {"badcard": "card", "badiban-DE": "iban-DE", "badiban-ES": "iban-ES", "badiban-FR": "iban-FR",
       "badpesel": "pesel", "badnrb": "nrb", "badimei": "imei", "baddni": "dni", "badcups": "cups",
       "badnir": "nir", "badsteuerid": "steuerid", "badrnokpp": "rnokpp", "badnhs": "nhs", "badinn": "inn"}
for k, base in BAD.items():
    GEN[k] = (bad(GEN[base][0], GEN[base][1]), GEN[base][1], False)

PH = re.compile(r"<<([a-zA-Z0-9_-]+)(?::([a-zA-Z0-9]+))?>>")


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
                vals.append([t, v])
                return v
            text = PH.sub(fill, text)
            rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat, "note": note})
            values.append(vals)
    order = list(range(len(rows)))
    srng.shuffle(order)
    out = []
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for i, j in enumerate(order, 1):
            rec = {"id": f"{PREFIX}-{i:03d}", **rows[j]}
            out.append((rec, values[j]))
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_type = collections.defaultdict(list)
    for rec, vals in out:
        for t, v in vals:
            by_type[t].append(v)
    (HERE / "values.json").write_text(json.dumps({
        "by_type": {t: by_type[t] for t in sorted(by_type)},
        "by_id": [{"id": r["id"], "values": v} for r, v in out if v]}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    buf = io.StringIO()
    errs = check(buf)
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)


def check(w):
    p = lambda *a: print(*a, file=w)
    recs = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    vals = {d["id"]: d["values"] for d in json.loads((HERE / "values.json").read_text(encoding="utf-8"))["by_id"]}
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
    nval = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); per_acc = collections.Counter()
    nbad = 0
    for r in recs:
        for t, v in vals.get(r["id"], []):
            nval += 1
            if v not in r["text"]: errs.append(f"{r['id']} value not verbatim {v}")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = v if (t.startswith("seed") or t.startswith("phone") or t in ("mac", "jwt")) else strip_sep(v)
            if t in BAD:
                nbad += 1
                try:
                    acc = val(vv)
                except Exception:
                    acc = False
                if acc: errs.append(f"{r['id']} {t} {v} unexpectedly validates")
                if r["label"] != "green": errs.append(f"{r['id']} failed-checksum value on a non-green line")
                continue
            if not val(vv): errs.append(f"{r['id']} {t} {v} does not validate")
            if cs:
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        key = t.split("-")[0]
                        mut_total += 1; per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1; per_acc[key] += 1
    n = len(recs)
    p(f"lines: {n}  generated values: {nval}  (of which {nbad} deliberately invalid)  errors: {len(errs)}")
    for e in errs[:40]: p("  ", e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants of checksummed values still accepted"
      + (f" ({100 * mut_acc / mut_total:.1f}%)" if mut_total else ""))
    for t in sorted(per): p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(f"{key}:")
        for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            p(f"   {k}: {v} ({100 * v / n:.1f}%)")
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    p("identifier+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / len(red)))
    p("benign-lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / len(g)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: red {c['red']}, yellow {c['yellow']}, green {c['green']} (total {sum(c.values())})")
    p("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lab, kind, cat), v in sorted(cc.items(), key=lambda kv: (["red", "yellow", "green"].index(kv[0][0]), kv[0][1], -kv[1], kv[0][2])):
        p(f"   {lab} / {kind}: {cat} {v}")
    return errs


if __name__ == "__main__":
    main()
