"""Build broad-zzx.jsonl from the hand-written line files lines-<lang>.txt.

Line format: kind|category|note|text   (text may contain literal \\n for newlines)
Placeholders <<name>> or <<name:arg>> are filled with generated values.
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
from stdnum.be import iban as beiban

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzx.jsonl"
R = random.Random(20261204)
SRND = secrets.SystemRandom()  # tokens: random, never real

KINDS = {"id": ("red", "identifier"), "sec": ("red", "secret"), "ity": ("red", "identity"),
         "hea": ("red", "health"), "sex": ("red", "sexuality"), "bel": ("red", "beliefs"),
         "eth": ("red", "ethnicity"), "fin": ("red", "finance"), "rel": ("red", "relationship"),
         "unc": ("yellow", "uncertain"), "ben": ("green", "benign"), "look": ("green", "benign-lookalike")}

def digits(n, first_nonzero=True):
    s = str(R.randint(1, 9)) if first_nonzero else str(R.randint(0, 9))
    return s + "".join(str(R.randint(0, 9)) for _ in range(n - 1))

def compact(v):
    return re.sub(r"[\s\-./]", "", v)

# ---------- generators: return (display value, validator on compacted value or None) ----------
def g_pesel(arg=None):
    while True:
        y = R.randint(50, 99) if R.random() < .6 else R.randint(0, 8)
        m = R.randint(1, 12) + (20 if y < 20 else 0)
        d = R.randint(1, 28)
        b = f"{y:02d}{m:02d}{d:02d}{R.randint(0,9999):04d}"
        v = b + pesel.calc_check_digit(b)
        if pesel.is_valid(v): return v, pesel.is_valid

def g_nip(arg=None):
    while True:
        b = digits(9)
        v = next((b + c for c in "0123456789" if nip.is_valid(b + c)), None)
        if v:
            if arg == "dash": v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
            elif arg == "pl": v = "PL" + v
            return v, lambda x: nip.is_valid(x)

def g_regon(arg=None):
    while True:
        b = digits(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v, regon.is_valid

def pl_sort():
    # 8-digit settlement number: 3 bank + 4 branch + check (weights 3,9,7,1,3,9,7)
    b = f"{R.choice([102,105,109,114,116,124,175,249,160,193])}{R.randint(0,9999):04d}"
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10
    return b + str(c)

def pl_sort_ok(s):
    w = [3, 9, 7, 1, 3, 9, 7]
    return (sum(int(a) * x for a, x in zip(s[:7], w)) + int(s[7])) % 10 == 0

def fr_key(bank, branch, acc):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97)

def iban_from(cc, bban):
    chk = iban.calc_check_digits(cc + "00" + bban)
    return cc + chk + bban

def v_iban(x):
    if not iban.is_valid(x): return False
    cc, b = x[:2].upper(), x[4:]
    if cc == "PL": return pl_sort_ok(b[:8])
    if cc == "FR": return fr_key(b[:5], b[5:10], b[10:21]) == int(b[21:23])
    return True  # ES and BE national checks are run by stdnum's country modules

def group4(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))

def g_iban(arg="DE"):
    cc, _, fmt = arg.partition(":")
    if cc == "DE": bban = digits(8) + digits(10, False)
    elif cc == "PL": bban = pl_sort() + digits(16, False)
    elif cc == "ES":
        while True:
            b = digits(4) + digits(4, False) + "00" + digits(10, False)
            b = b[:8] + ccc.calc_check_digits(b) + b[10:]
            if ccc.is_valid(b): bban = b; break
    elif cc == "FR":
        bank, branch, acc = digits(5), digits(5, False), digits(11, False)
        bban = bank + branch + acc + f"{fr_key(bank, branch, acc):02d}"
    elif cc == "BE":
        b = R.choice(["001", "063", "068", "310", "363", "539", "731", "751"]) + digits(7, False); k = int(b) % 97 or 97
        bban = b + f"{k:02d}"
    elif cc == "UA": bban = digits(6) + "0000" + digits(15, False)
    elif cc == "GB": bban = R.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + digits(6) + digits(8, False)
    elif cc == "IT": bban = R.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") + digits(10) + digits(12, False)
    elif cc == "NL": bban = R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + digits(10, False)
    elif cc == "AT": bban = digits(5) + digits(11, False)
    elif cc == "CH": bban = digits(5) + digits(12, False)
    else: raise ValueError(cc)
    v = iban_from(cc, bban)
    assert v_iban(v), v
    return (v if fmt == "plain" else group4(v)), v_iban

def g_nrb(arg=None):
    v, _ = g_iban("PL:plain")
    n = v[2:]
    d = n if arg == "plain" else n[:2] + " " + group4(n[2:])
    return d, lambda x: v_iban("PL" + x)

def g_steuerid(arg=None):
    while True:
        b = digits(10)
        v = next((b + c for c in "0123456789" if idnr.is_valid(b + c)), None)
        if v:
            d = f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if arg == "sp" else v
            return d, idnr.is_valid

def g_ustid(arg=None):
    while True:
        b = digits(8)
        for c in "0123456789":
            if devat.is_valid("DE" + b + c):
                return "DE" + b + c, devat.is_valid

def g_dni(arg=None):
    b = f"{R.randint(10000000, 79999999)}"
    v = b + dni.calc_check_digit(b)
    return (v if arg != "dash" else b + "-" + v[-1]), dni.is_valid

def g_nie(arg=None):
    b = R.choice("XYZ") + f"{R.randint(0,9999999):07d}"
    v = b + nie.calc_check_digit(b)
    return v, nie.is_valid

def g_cif(arg=None):
    while True:
        b = R.choice("ABBBB") + digits(7, False)
        for c in "0123456789":
            if cif.is_valid(b + c): return b + c, cif.is_valid

def g_nir(arg=None):
    while True:
        b = f"{R.choice('12')}{R.randint(55,99):02d}{R.randint(1,12):02d}{R.randint(1,95):02d}{R.randint(1,400):03d}{R.randint(1,400):03d}"
        if b[5:7] == "20": continue
        k = 97 - int(b) % 97
        v = b + f"{k:02d}"
        if nir.is_valid(v):
            d = f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if arg == "sp" else v
            return d, nir.is_valid

def g_siren(arg=None):
    b = digits(8); v = b + luhn.calc_check_digit(b)
    return (f"{v[:3]} {v[3:6]} {v[6:]}" if arg == "sp" else v), siren.is_valid

def g_siret(arg=None):
    s, _ = g_siren(); b = s + digits(4, False)
    v = b + luhn.calc_check_digit(b)
    return (f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}" if arg == "sp" else v), siret.is_valid

def g_tva(arg=None):
    s, _ = g_siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    v = f"FR{k:02d}{s}"
    assert tva.is_valid(v)
    return v, tva.is_valid

def g_ssn(arg=None):
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        v = f"{a:03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"
        if ssn.is_valid(v): return (v if arg != "plain" else v.replace("-", "")), ssn.is_valid

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")
def g_nino(arg=None):
    while True:
        p = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        v = p + digits(6, False) + R.choice("ABCD")
        if NINO_RE.match(v):
            return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}", lambda x: bool(NINO_RE.match(x))

def g_rnokpp(arg=None):
    while True:
        b = digits(9); v = next((b + c for c in "0123456789" if rntrc.is_valid(b + c)), None)
        if v: return v, rntrc.is_valid

def g_edrpou(arg=None):
    while True:
        b = f"{R.randint(2,4)}" + digits(6, False)
        v = next((b + c for c in "0123456789" if edrpou.is_valid(b + c)), None)
        if v: return v, edrpou.is_valid

def g_inn(arg="12"):
    while True:
        if arg == "10":
            b = digits(9); v = next((b + c for c in "0123456789" if inn.is_valid(b + c)), None)
        else:
            b = digits(10); v = next((b + c + d for c in "0123456789" for d in "0123456789" if inn.is_valid(b + c + d)), None)
        if v: return v, inn.is_valid

def g_card(arg="visa"):
    if arg == "mc": b = f"5{R.randint(1,5)}" + digits(13, False)
    elif arg == "amex":
        b = R.choice(["34", "37"]) + digits(12, False); v = b + luhn.calc_check_digit(b)
        return f"{v[:4]} {v[4:10]} {v[10:]}", luhn.is_valid
    else: b = "4" + digits(14, False)
    v = b + luhn.calc_check_digit(b)
    if v.startswith("4242") or v.startswith("4111"): return g_card(arg)
    return (group4(v) if arg != "plainvisa" else v), luhn.is_valid

def g_isbn(arg=None):
    b = "978" + R.choice(["83", "3", "84", "2", "966", "1"]) ; b = b + digits(12 - len(b), False)
    v = b + ean.calc_check_digit(b)
    d = v if arg == "plain" else f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
    return d, isbn.is_valid

def g_ean(arg=None):
    b = R.choice(["590", "400", "840", "300", "482", "460"]) + digits(9, False)
    return b + ean.calc_check_digit(b), ean.is_valid

def g_dowod(arg=None):
    # Polish ID card: 3 letters + 5 digits + check digit at position 4 (weights 7,3,1,9,7,3,1,7,3)
    L = "".join(R.choice("ABCDEFGHIJKLMNOPRSTUWXYZ") for _ in range(3))
    rest = digits(5, False)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    vals = [ord(c) - 55 for c in L] + [int(c) for c in rest]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return L + str(c) + rest, dowod_ok

def dowod_ok(x):
    if not re.match(r"^[A-Z]{3}\d{6}$", x): return False
    vals = [ord(c) - 55 for c in x[:3]] + [int(c) for c in x[4:]]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == int(x[3])

PHONE_FMT = [phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL,
             phonenumbers.PhoneNumberFormat.E164, "digits"]
def g_phone(arg="PL"):
    region, _, style = arg.partition(":")
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)
    while True:
        n = nat[:2] + digits(len(nat) - 2, False) if R.random() < .5 else nat[:1] + digits(len(nat) - 1, False)
        num = phonenumbers.parse(n, region)
        if phonenumbers.is_valid_number(num) and phonenumbers.number_type(num) in (
                phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            f = {"int": PHONE_FMT[0], "nat": PHONE_FMT[1], "e164": PHONE_FMT[2], "dig": "digits"}.get(style) or R.choice(PHONE_FMT)
            d = phonenumbers.format_number(num, PHONE_FMT[1]).replace(" ", "") if f == "digits" else phonenumbers.format_number(num, f)
            return d, (lambda x, r=region: phonenumbers.is_valid_number(phonenumbers.parse(x, r)))

def g_seed(arg="english"):
    lang, _, n = arg.partition(":")
    m = Mnemonic(lang)
    strength = {"12": 128, "24": 256, "18": 192}.get(n or "12")
    p = m.to_mnemonic(bytes(R.getrandbits(8) for _ in range(strength // 8)))
    return p, None, (lambda x, m=m: m.check(x))

ALNUM = string.ascii_letters + string.digits
def rs(n, alpha=ALNUM): return "".join(SRND.choice(alpha) for _ in range(n))
TOK = {
    "github": lambda: "ghp_" + rs(36),
    "gitlab": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "openai": lambda: "sk-proj-" + rs(48, ALNUM + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(86, ALNUM + "-_") + "AA",
    "awsid": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, ALNUM + "/+"),
    "slack": lambda: f"xoxb-{SRND.randint(10**10,10**11)}-{SRND.randint(10**12,10**13)}-" + rs(24),
    "stripe": lambda: "sk_live_" + rs(24),
    "google": lambda: "AIza" + rs(35, ALNUM + "-_"),
    "telegram": lambda: f"{SRND.randint(10**9, 8*10**9)}:AA" + rs(33, ALNUM + "-_"),
    "hex64": lambda: secrets.token_hex(32),
    "hex32": lambda: secrets.token_hex(16),
    "sendgrid": lambda: "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_"),
    "npm": lambda: "npm_" + rs(36),
    "hf": lambda: "hf_" + rs(34),
    "discord": lambda: rs(24) + "." + rs(6) + "." + rs(38, ALNUM + "-_"),
    "uuid": lambda: __import__("uuid").UUID(int=R.getrandbits(128), version=4).__str__(),
    "sha": lambda: "%040x" % R.getrandbits(160),
}
TOK_RE = {"github": r"ghp_[A-Za-z0-9]{36}", "gitlab": r"glpat-[\w-]{20}", "openai": r"sk-proj-[\w-]{48}",
          "anthropic": r"sk-ant-api03-[\w-]{86}AA", "awsid": r"AKIA[A-Z2-7]{16}", "awssecret": r"[A-Za-z0-9/+]{40}",
          "slack": r"xoxb-\d+-\d+-[A-Za-z0-9]{24}", "stripe": r"sk_live_[A-Za-z0-9]{24}", "google": r"AIza[\w-]{35}",
          "telegram": r"\d{10}:AA[\w-]{33}", "hex64": r"[0-9a-f]{64}", "hex32": r"[0-9a-f]{32}",
          "sendgrid": r"SG\.[\w-]{22}\.[\w-]{43}", "npm": r"npm_[A-Za-z0-9]{36}", "hf": r"hf_[A-Za-z0-9]{34}",
          "discord": r"[A-Za-z0-9]{24}\.[A-Za-z0-9]{6}\.[\w-]{38}",
          "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", "sha": r"[0-9a-f]{40}"}
def g_tok(arg):
    v = TOK[arg]()
    return v, None, (lambda x, a=arg: bool(re.fullmatch(TOK_RE[a], x)))

GEN = {k[2:]: v for k, v in globals().items() if k.startswith("g_")}
FORMAT_ONLY = {"ssn"}  # no check digit: mutation variants are reported separately
CHECKSUM = {"pesel", "nip", "regon", "iban", "nrb", "steuerid", "ustid", "dni", "nie", "cif", "nir", "siren",
            "siret", "tva", "ssn", "rnokpp", "edrpou", "inn", "card", "isbn", "ean", "dowod"}

PH = re.compile(r"<<([a-z0-9]+)(?::([A-Za-z0-9:]+))?>>")

def fill(text, used):
    def rep(m):
        name, arg = m.group(1), m.group(2)
        r = GEN[name](arg) if arg is not None else GEN[name]()
        if len(r) == 3: val, _, check = r; on_raw = True
        else: val, check = r; on_raw = False
        used.append((name, val, check, on_raw))
        return val
    return PH.sub(rep, text)

def main():
    rows = []
    for f in sorted(HERE.glob("lines-*.txt")):
        lang = f.stem.split("-")[1]
        for ln, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"): continue
            parts = line.split("|", 3)
            assert len(parts) == 4, (f.name, ln, line)
            k, cat, note, text = (p.strip() for p in parts)
            assert k in KINDS, (f.name, ln, k)
            rows.append((lang, k, cat, note, text.replace("\\n", "\n"), f"{f.name}:{ln}"))
    R.shuffle(rows)
    out, values = [], []
    for i, (lang, k, cat, note, text, src) in enumerate(rows, 1):
        used = []
        t = fill(text, used)
        label, kind = KINDS[k]
        rid = f"bzzx-{i:04d}"
        out.append({"id": rid, "lang": lang, "text": t, "label": label, "kind": kind, "category": cat, "note": note})
        values.append((rid, used))
    with OUT.open("w", encoding="utf-8") as fh:
        for o in out: fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    # ---------- re-read and verify ----------
    back = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    assert len(back) == len(out)
    ids = [b["id"] for b in back]; assert len(set(ids)) == len(ids), "duplicate ids"
    texts = [b["text"] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]; assert not dup, dup
    keys = ["id", "lang", "text", "label", "kind", "category", "note"]
    byid = {b["id"]: b for b in back}
    for b in back:
        assert list(b) == keys
        assert b["lang"] in {"en", "pl", "de", "es", "fr", "uk", "ru"}
        assert (b["label"], b["kind"]) in KINDS.values(), b["id"]
        assert not PH.search(b["text"]), b["id"]
    nvals = 0; mut_total = 0; mut_acc = 0; per = collections.Counter(); peracc = collections.Counter()
    for rid, used in values:
        for name, val, check, on_raw in used:
            assert val in byid[rid]["text"], (rid, val)
            c = val if on_raw else compact(val)
            assert check(c), (rid, name, val)
            nvals += 1
            if name in CHECKSUM:
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        per[name] += 1
                        if name not in FORMAT_ONLY: mut_total += 1
                        ok = False
                        try: ok = bool(check(m))
                        except Exception: ok = False
                        if ok:
                            peracc[name] += 1
                            if name not in FORMAT_ONLY: mut_acc += 1
    print(f"lines {len(back)}; generated values {nvals} (all verbatim and valid)")
    print(f"mutation check: {mut_total} single-digit variants, {mut_acc} still accepted (checksum-bearing types; SSN format-only, listed below)")
    for n in sorted(per): print(f"  {n}: {per[n]} variants, {peracc[n]} accepted")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b["label"] == "red"]
    print("red id+secret share of red: %.2f" % (sum(b["kind"] in ("identifier", "secret") for b in red) / max(1, len(red))))
    lk = collections.Counter((b["lang"], b["label"]) for b in back)
    for l in ["en", "pl", "de", "es", "fr", "uk", "ru"]:
        print(l, {x: lk[(l, x)] for x in ("red", "yellow", "green")})

if __name__ == "__main__":
    main()
