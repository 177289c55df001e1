"""Build broad-zzz130.jsonl from hand-written per-language line files.

Line file format (lines-<lang>.txt beside this script), one message per line:
    label kind category || note || text
`\\n` in text becomes a newline. <<type>> or <<type:fmt>> placeholders are filled by the generators below.
Blank lines and lines starting with '#' are ignored.
Values: random.Random(1300130); shuffle: random.Random(130130). Output: broad-zzz130.jsonl, values.json,
build-output.txt (all beside this script). Adapted from the broad-zzz16 build script.
"""
import collections, io, itertools, json, random, re, string, sys
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, imei, ean
from stdnum.pl import pesel, nip
from stdnum.de import idnr
from stdnum.es import dni, nie, cif, ccc, cups, referenciacatastral as catastro
from stdnum.fr import nir, siren, tva, nif as frnif
from stdnum.gb import utr, nhs
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "broad-zzz130.jsonl"  # benchmarks/data/privacy/
PREFIX = "bzzz130"
rng = random.Random(1300130)        # values
srng = random.Random(130130)        # shuffle
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


# ---------- national IDs / tax numbers ----------
def g_pesel(fmt=""):
    def f():
        y = rng.randint(2012, 2021) if fmt == "kid" else rng.randint(1950, 2004)
        m, d = rng.randint(1, 12), rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        return complete(f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}", ok(pesel))
    return retry(f)


def g_nip(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nip)))
    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}" if fmt == "dash" else v


def g_idnr(fmt=""):
    v = retry(lambda: complete(digits(10, True), ok(idnr)))
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt == "sp" else v


def g_dni(fmt=""):
    v = complete(digits(8), ok(dni), string.ascii_uppercase)
    return f"{v[:8]}-{v[8]}" if fmt == "dash" else v


def g_nie(fmt=""):
    return retry(lambda: complete(rng.choice("XYZ") + digits(7), ok(nie), string.ascii_uppercase))


def g_cif(fmt=""):
    return retry(lambda: complete(rng.choice("AB") + digits(7), ok(cif), string.digits))


def g_nir(fmt=""):
    def f():
        dep = f"{rng.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        return complete(rng.choice("12") + f"{rng.randint(50, 99):02d}" + f"{rng.randint(1, 12):02d}" + dep
                        + digits(3) + digits(3), ok(nir), string.digits, 2)
    v = retry(f)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt == "sp" else v


def g_frnif(fmt=""):
    v = retry(lambda: complete(rng.choice("0123") + digits(9), ok(frnif), string.digits, 3))
    return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}" if fmt == "sp" else v


def g_siren(fmt=""):
    v = retry(lambda: complete(digits(8, True), ok(siren)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v


def g_tva(fmt=""):
    s = g_siren()
    return retry(lambda: complete("FR", lambda x: tva.is_valid(x + s), string.digits, 2)) + s


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$")


def nino_valid(v):
    return bool(NINO_RE.match(v))


def g_nino(fmt=""):
    v = retry(lambda: (lambda x: x if nino_valid(x) else None)(
        rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")))
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt == "sp" else v


def g_utr(fmt=""):
    return retry(lambda: (lambda b: utr.calc_check_digit(b) + b)(digits(9)))


def g_nhs(fmt=""):
    v = retry(lambda: complete(digits(9, True), ok(nhs)))
    return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt == "sp" else v


def g_rnokpp(fmt=""):
    return retry(lambda: complete(digits(9, True), ok(rntrc)))


def g_edrpou(fmt=""):
    return retry(lambda: complete(digits(7, True), ok(edrpou)))


def g_inn(fmt=""):
    n = 10 if fmt == "10" else 12
    return retry(lambda: complete(digits(n - (1 if n == 10 else 2), True), ok(inn), string.digits, 1 if n == 10 else 2))


def snils_check(body):
    s = sum(int(d) * (9 - i) for i, d in enumerate(body))
    if s < 100:
        return f"{s:02d}"
    if s in (100, 101):
        return "00"
    s %= 101
    return "00" if s == 100 else f"{s:02d}"


def snils_valid(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 11 and d[:9] > "001001998" and snils_check(d[:9]) == d[9:]


def g_snils(fmt=""):
    def f():
        b = digits(9, True)
        return b if b > "001001998" else None
    b = retry(f)
    c = snils_check(b)
    return f"{b[:3]}-{b[3:6]}-{b[6:9]} {c}"


# ---------- property / energy supply points (Spain) ----------
def g_cups(fmt=""):
    body = "ES" + rng.choice(["0021", "0031", "0022", "0026", "0390"]) + digits(12)
    v = body + cups.calc_check_digits(body + "XX")
    return f"{v[:2]} {v[2:6]} {v[6:10]} {v[10:14]} {v[14:18]} {v[18:]}" if fmt == "sp" else v


def g_catastro(fmt=""):
    def f():
        b = digits(7, True) + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)) + digits(4) \
            + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + f"{rng.randint(1, 40):04d}"
        v = b + catastro.calc_check_digits(b + "XX")
        return v if catastro.is_valid(v) else None
    v = retry(f)
    return f"{v[:7]} {v[7:14]} {v[14:18]} {v[18:]}" if fmt == "sp" else v


# ---------- bank accounts ----------
def pl_sortcode():
    b = digits(7, True)
    w = [3, 9, 7, 1, 3, 9, 7]
    return b + str((10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10)


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
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + digits(6) + digits(8)
    if cc == "AT":
        return digits(5, True) + digits(11)
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
    return iban.is_valid("PL" + re.sub(r"\s", "", v))


def g_nrb(fmt=""):
    v = g_iban("PL", "plain")[2:]
    return v if fmt == "plain" else v[:2] + " " + " ".join(v[i:i + 4] for i in range(2, 26, 4))


def g_ukacct(fmt=""):
    """UK sort code + 8-digit account (format only; no public checksum used)."""
    return f"{digits(2, True)}-{digits(2)}-{digits(2)}  {digits(8)}" if fmt != "sc" else f"{digits(2, True)}-{digits(2)}-{digits(2)}"


# ---------- cards, SIM, devices ----------
def g_card(fmt=""):
    brand = rng.choice(["4", "4", "51", "53", "55"])
    v = retry(lambda: complete(brand + digits(15 - len(brand)), ok(luhn)))
    if fmt == "plain":
        return v
    return "-".join(v[i:i + 4] for i in range(0, 16, 4)) if fmt == "dash" else group4(v)


ICCID_CC = {"pl": "8948", "de": "8949", "gb": "8944", "es": "8934", "fr": "8933", "ua": "89380", "ru": "897"}


def g_iccid(fmt=""):
    pre = ICCID_CC[fmt or "gb"]
    return retry(lambda: complete(pre + digits(18 - len(pre)), ok(luhn)))


def g_imei(fmt=""):
    v = retry(lambda: complete(rng.choice(["35", "86", "01", "35"]) + digits(12), ok(imei)))
    return f"{v[:2]}-{v[2:8]}-{v[8:14]}-{v[14]}" if fmt == "dash" else v


def g_ean(fmt=""):
    return retry(lambda: complete(rng.choice(["590", "400", "841", "300", "482", "460"]) + digits(9), ok(ean)))


# ---------- values stated to be invalid (failed checksum) ----------
def broken(gen, val):
    def g(fmt=""):
        v = gen(fmt)
        for k in range(len(v) - 1, -1, -1):
            if v[k].isdigit():
                for d in range(1, 10):
                    m = v[:k] + str((int(v[k]) + d) % 10) + v[k + 1:]
                    try:
                        good = val(strip_sep(m))
                    except Exception:
                        good = False
                    if not good:
                        return m
        raise RuntimeError("cannot break")
    return g


# ---------- phones ----------
def g_phone(region, fmt=""):
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    keep = 3 if region in ("PL", "UA", "RU", "ES", "AT") else 2
    if region == "FR":
        keep = 1
    for _ in range(10000):
        cand = nsn[:keep] + digits(len(nsn) - keep)
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
    p = phonenumbers.parse(re.sub(r"[^0-9+]", "", v), region)
    return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region


# ---------- secrets and format-only numbers ----------
MN = {}


def g_seed(lang, words="12"):
    m = MN.setdefault(lang, Mnemonic(lang))
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(16 if words == "12" else 32)))


AN = string.ascii_letters + string.digits
WORDS = ["Sonne", "kawa", "tigre", "maison", "river", "Sokil", "luna", "Birke", "pixel", "marmot", "cedar", "nube",
         "Kasztan", "falcon", "orchid", "pomme", "Wolke", "granit", "berry", "zorro"]


def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


def g_pw(fmt=""):
    if fmt == "words":
        return rng.choice(WORDS) + rng.choice(["-", "_", ".", ""]) + rng.choice(WORDS).lower() + digits(rng.randint(2, 4))
    if fmt == "wpa":          # router sticker style
        return rs(rng.choice([12, 16, 20]), string.ascii_letters.replace("l", "").replace("O", "") + "23456789")
    if fmt == "fritz":        # 20-digit numeric default key
        return " ".join(digits(4) for _ in range(5))
    if fmt == "hex":
        return rs(rng.choice([10, 16]), "0123456789ABCDEF")
    return rs(rng.randint(9, 14), AN + "!#$%&*?@") if fmt != "simple" else rng.choice(WORDS) + digits(rng.randint(2, 4)) + rng.choice("!?#.")


SSID = {"en": ["BT-", "SKY", "VM", "TP-Link_"], "pl": ["Orange_Swiatlowod_", "UPC", "TP-Link_"],
        "de": ["FRITZ!Box 7530 ", "Vodafone-", "o2-WLAN"], "es": ["MOVISTAR_", "MiFibra-", "DIGIFIBRA-"],
        "fr": ["Livebox-", "SFR_", "Freebox-", "Bbox-"], "uk": ["Kyivstar_", "TP-Link_", "Volia_"],
        "ru": ["RT-GPON-", "MGTS_GPON_", "TP-Link_"]}

NUM = {
    "pin": lambda f: digits(int(f or 4)),
    "puk": lambda f: digits(8),
    "otp": lambda f: digits(int(f or 6)),
    "door": lambda f: digits(int(f or 4)),
    "num": lambda f: digits(int(f or 8), True),       # customer / account / contract / meter numbers, format only
    "mask": lambda f: "*" * 4 + digits(int(f or 4)),
    "hex": lambda f: rs(int(f or 12), "0123456789abcdef"),
    "hexu": lambda f: rs(int(f or 8), "0123456789ABCDEF"),
    "mac": lambda f: ":".join(rs(2, "0123456789ABCDEF") for _ in range(6)),
    "ssid": lambda f: rng.choice(SSID[f or "en"]) + rs(4, "0123456789ABCDEF"),
    "uuid": lambda f: "%s-%s-4%s-%s%s-%s" % (rs(8, "0123456789abcdef"), rs(4, "0123456789abcdef"), rs(3, "0123456789abcdef"),
                                             rng.choice("89ab"), rs(3, "0123456789abcdef"), rs(12, "0123456789abcdef")),
    "sha": lambda f: rs(int(f or 40), "0123456789abcdef"),
    "token": lambda f: rs(int(f or 32), AN),
    "ghp": lambda f: "ghp_" + rs(36),
    "sklive": lambda f: "sk_live_" + rs(24),
}

GEN = {
    "pesel": (g_pesel, lambda v: pesel.is_valid(v), True),
    "nip": (g_nip, lambda v: nip.is_valid(v), True),
    "nrb": (g_nrb, nrb_valid, True),
    "steuerid": (g_idnr, lambda v: idnr.is_valid(v), True),
    "dni": (g_dni, lambda v: dni.is_valid(v), True),
    "nie": (g_nie, lambda v: nie.is_valid(v), True),
    "cif": (g_cif, lambda v: cif.is_valid(v), True),
    "cups": (g_cups, lambda v: cups.is_valid(v), True),
    "catastro": (g_catastro, lambda v: catastro.is_valid(v), True),
    "nir": (g_nir, lambda v: nir.is_valid(v), True),
    "frnif": (g_frnif, lambda v: frnif.is_valid(v), True),
    "siren": (g_siren, lambda v: siren.is_valid(v), True),
    "tva": (g_tva, lambda v: tva.is_valid(v), True),
    "nino": (g_nino, nino_valid, False),
    "utr": (g_utr, lambda v: utr.is_valid(v), True),
    "nhs": (g_nhs, lambda v: nhs.is_valid(v), True),
    "rnokpp": (g_rnokpp, lambda v: rntrc.is_valid(v), True),
    "edrpou": (g_edrpou, lambda v: edrpou.is_valid(v), True),
    "inn": (g_inn, lambda v: inn.is_valid(v), True),
    "snils": (g_snils, snils_valid, True),
    "card": (g_card, lambda v: luhn.is_valid(v), True),
    "iccid": (g_iccid, lambda v: luhn.is_valid(v) and v.startswith("89") and len(v) == 19, True),
    "imei": (g_imei, lambda v: imei.is_valid(v), True),
    "ean": (g_ean, lambda v: ean.is_valid(v), True),
    "ukacct": (g_ukacct, None, False),
    "pw": (g_pw, None, False),
}
for cc in ["PL", "DE", "ES", "FR", "UA", "GB", "AT"]:
    GEN["iban-" + cc] = ((lambda c: (lambda f: g_iban(c, f)))(cc), lambda v: iban.is_valid(v), True)
for reg in ["PL", "DE", "ES", "FR", "UA", "GB", "RU", "AT"]:
    GEN["phone-" + reg] = ((lambda r: (lambda f: g_phone(r, f)))(reg), (lambda r: (lambda v: phone_valid(v, r)))(reg), False)
for lg in ["english", "spanish", "french"]:
    GEN["seed-" + lg] = ((lambda l: (lambda f: g_seed(l, f or "12")))(lg), (lambda l: (lambda v: MN[l].check(v)))(lg), False)
for k, fn in NUM.items():
    GEN[k] = (fn, None, False)
# failed-checksum variants: the validator must reject them (checked as such below)
for base in ["pesel", "nrb", "iban-DE", "iban-ES", "iban-FR", "iban-GB", "iban-UA", "card", "steuerid", "dni", "nir",
             "cups", "iccid", "rnokpp", "inn", "snils", "nip"]:
    GEN["bad-" + base] = (broken(GEN[base][0], GEN[base][1]), GEN[base][1], False)

PH = re.compile(r"<<([a-z0-9A-Z_-]+)(?::([a-z0-9]+))?>>")


def strip_sep(v):
    return re.sub(r"[\s\-./]", "", v)


def norm(t, v):
    if t.startswith("seed") or t.startswith("phone") or t.startswith("bad-phone"):
        return v
    return strip_sep(v)


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
                vals.append((t, v))
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
            by_type[t].append({"id": rec["id"], "value": v})
    (HERE / "values.json").write_text(json.dumps(dict(sorted(by_type.items())), ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")
    buf = io.StringIO()
    errs = check(out, buf)
    (HERE / "build-output.txt").write_text(buf.getvalue(), encoding="utf-8")
    sys.stdout.write(buf.getvalue())
    if errs:
        sys.exit(1)


def check(out, w):
    def p(*a):
        print(*a, file=w)
    recs = [r for r, _ in out]
    errs = []
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(r["text"] for r in recs)
    errs += [f"repeated text: {t[:40]}" for t, c in texts.items() if c > 1]
    for r in recs:
        if r["lang"] not in LANGS:
            errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS.get(r["label"], ()):
            errs.append(f"{r['id']} label/kind {r['label']}/{r['kind']}")
        if "<<" in r["text"] or ">>" in r["text"]:
            errs.append(f"{r['id']} unfilled")
    nval = 0
    mut_total = mut_acc = 0
    per, per_acc = collections.Counter(), collections.Counter()
    for r, vals in out:
        for t, v in vals:
            nval += 1
            if v not in r["text"]:
                errs.append(f"{r['id']} value not verbatim")
            gen, val, cs = GEN[t]
            if val is None:
                continue
            vv = norm(t, v)
            good = val(vv)
            if t.startswith("bad-"):
                if good:
                    errs.append(f"{r['id']} {t} validates but should not")
                if r["label"] == "red":
                    errs.append(f"{r['id']} broken value labelled red")
                continue
            if not good:
                errs.append(f"{r['id']} {t} does not validate")
            if cs:
                key = t.split("-")[0]
                for k, ch in enumerate(vv):
                    if ch.isdigit():
                        m = vv[:k] + str((int(ch) + 1) % 10) + vv[k + 1:]
                        mut_total += 1
                        per[key] += 1
                        try:
                            a = val(m)
                        except Exception:
                            a = False
                        if a:
                            mut_acc += 1
                            per_acc[key] += 1
    n = len(recs)
    p(f"lines: {n}  generated values: {nval}  errors: {len(errs)}")
    for e in errs[:30]:
        p("  ", e)
    p(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants still accepted "
      f"({100 * mut_acc / max(mut_total, 1):.1f}%)")
    for t in sorted(per):
        p(f"   {t}: {per_acc[t]}/{per[t]} ({100 * per_acc[t] / per[t]:.1f}%)")
    for key in ("lang", "label", "kind"):
        c = collections.Counter(r[key] for r in recs)
        p(key + ":")
        for k, v in c.most_common():
            p(f"   {k}: {v} ({100 * v / n:.1f}%)")
    red = [r for r in recs if r["label"] == "red"]
    g = [r for r in recs if r["label"] == "green"]
    p("id+secret share of red %.1f%%" % (100 * sum(r["kind"] in ("identifier", "secret") for r in red) / max(len(red), 1)))
    p("lookalike share of green %.1f%%" % (100 * sum(r["kind"] == "benign-lookalike" for r in g) / max(len(g), 1)))
    p("lang x label:")
    for l in LANGS:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        p(f"   {l}: " + ", ".join(f"{k} {c[k]}" for k in ("red", "yellow", "green")))
    p("per category (label / kind: category count):")
    cc = collections.Counter((r["label"], r["kind"], r["category"]) for r in recs)
    for (lb, kd, ct), v in sorted(cc.items(), key=lambda x: (["red", "yellow", "green"].index(x[0][0]), x[0][1], -x[1], x[0][2])):
        p(f"   {lb} / {kd}: {ct} {v}")
    return errs


if __name__ == "__main__":
    main()
