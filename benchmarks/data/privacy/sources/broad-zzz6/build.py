#!/usr/bin/env python3
"""Build broad-zzz6.jsonl from hand-written line files (sources/lines-*.txt).

Line file format: label | kind | category | note | text   ('\\n' in text = newline, '#' starts a comment line)
Placeholders <<type>> or <<type:arg>> are filled with generated values (python-stdnum, phonenumbers,
mnemonic, secrets-like random with a fixed seed). The jsonl is re-read and checked afterwards, and a
single-digit mutation check is run on every checksum-bearing value.
"""
import json, random, re, string, sys, collections, datetime
from pathlib import Path
import phonenumbers
from mnemonic import Mnemonic
from stdnum import luhn, iban as std_iban, isbn as std_isbn, ean as std_ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif, ccc
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
from stdnum.gb import vat as gb_vat

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzz6.jsonl"
R = random.Random(20261204)
DIG = string.digits
SEPS = re.compile(r"[ \-./]")

def rd(n):
    return "".join(R.choice(DIG) for _ in range(n))

def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))

# ---------------- generators: return (shown, vtype, raw) ----------------
def g_pesel(_):
    while True:
        y = R.randint(1950, 2006); m = R.randint(1, 12); d = R.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y % 100:02d}{mm:02d}{d:02d}" + rd(4)
        for c in DIG:
            if pesel.is_valid(base + c):
                return base + c, "pesel", base + c

def loop(n, ok, first_nonzero=True, prefix=""):
    while True:
        s = prefix + (R.choice("123456789") if first_nonzero else R.choice(DIG)) + rd(n - 1 - len(prefix))
        if ok(s):
            return s

def g_nip(_):
    s = loop(10, nip.is_valid)
    f = R.choice([s, f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}", f"{s[:3]}-{s[3:5]}-{s[5:7]}-{s[7:]}", f"{s[:3]} {s[3:6]} {s[6:8]} {s[8:]}"])
    return f, "nip", s

def g_regon(_):
    s = loop(9, regon.is_valid); return s, "regon", s

def sort_code_pl():
    b = R.choice(["109", "102", "105", "114", "116", "124", "132", "147", "175", "249"]) + rd(4)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10
    return b + str(c)

def pl_sort_ok(compact_iban):
    b = compact_iban[4:12]
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(x) * y for x, y in zip(b[:7], w)) % 10) % 10 == int(b[7])

def fr_rib_key(bank, guichet, account):
    conv = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "12345678912345678923456789")
    a = int(account.translate(conv))
    return f"{97 - ((89 * int(bank) + 15 * int(guichet) + 3 * a) % 97):02d}"

def bban(cc):
    if cc == "PL": return sort_code_pl() + rd(16)
    if cc == "DE": return R.choice(["10070000", "50010517", "20050550", "76050101", "37040044"])[:3] + rd(5) + rd(10)
    if cc == "ES":
        bank, office, acc = rd(4), rd(4), rd(10)
        return ccc.calc_check_digits(bank + office + "00" + acc).join([bank + office, acc]) if False else bank + office + ccc.calc_check_digits(bank + office + "00" + acc) + acc
    if cc == "FR":
        bank, gu, acc = rd(5), rd(5), rd(11)
        return bank + gu + acc + fr_rib_key(bank, gu, acc)
    if cc == "GB": return R.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + rd(6) + rd(8)
    if cc == "UA": return R.choice(["305299", "322001", "380805", "320649"]) + "0000" + rd(15)
    if cc == "IT": return R.choice(string.ascii_uppercase) + rd(10) + rd(12)
    if cc == "NL": return R.choice(["INGB", "ABNA", "RABO"]) + rd(10)
    if cc == "AT": return rd(16)
    if cc == "BE":
        b = rd(10); return b + f"{(int(b) % 97) or 97:02d}"
    if cc == "CH": return rd(5) + rd(12)
    raise ValueError(cc)

def g_iban(arg):
    cc = (arg or "DE").upper()
    while True:
        b = bban(cc)
        s = cc + std_iban.calc_check_digits(cc + "00" + b) + b
        if std_iban.is_valid(s) and (cc != "PL" or pl_sort_ok(s)):
            break
    f = R.choice([grp(s, 4), grp(s, 4), s])
    return f, "iban", s

def g_nrb(_):
    s, _, raw = g_iban("PL")
    d = raw[2:]
    return R.choice([grp(d[:2], 2) + " " + grp(d[2:], 4), d, grp(d[:2], 2) + " " + grp(d[2:], 4)]), "nrb", d

def g_steuerid(_):
    s = loop(11, idnr.is_valid)
    return R.choice([s, f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"]), "idnr", s

def g_ustid(_):
    s = "DE" + loop(9, lambda x: de_vat.is_valid("DE" + x))
    return R.choice([s, s[:2] + " " + s[2:]]), "de_vat", s

def g_dni(_):
    n = rd(8); s = n + dni.calc_check_digit(n)
    return R.choice([s, n + "-" + s[-1]]), "dni", s

def g_nie(_):
    while True:
        s = R.choice("XYZ") + rd(7)
        for c in string.ascii_uppercase:
            if nie.is_valid(s + c):
                return R.choice([s + c, s[0] + "-" + s[1:] + "-" + c]), "nie", s + c

def g_cif(_):
    while True:
        s = R.choice("ABB") + rd(7)
        for c in DIG:
            if cif.is_valid(s + c):
                return s + c, "cif", s + c

def g_nir(_):
    sex = R.choice("12"); yy = f"{R.randint(50, 99):02d}"; mm = f"{R.randint(1, 12):02d}"
    dep = f"{R.randint(1, 95):02d}".replace("20", "21"); com = rd(3); order = f"{R.randint(1, 999):03d}"
    b = sex + yy + mm + dep + com + order
    s = b + nir.calc_check_digits(b)
    assert nir.is_valid(s)
    return R.choice([s, f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}"]), "nir", s

def g_siren(_):
    s = loop(9, siren.is_valid)
    return R.choice([s, grp(s, 3)]), "siren", s

def g_siret(_):
    s = loop(14, siret.is_valid)
    return R.choice([s, f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:]}"]), "siret", s

def g_tva(_):
    sr = loop(9, siren.is_valid)
    for k in range(100):
        s = f"FR{k:02d}{sr}"
        if tva.is_valid(s):
            return R.choice([s, f"FR {k:02d} {grp(sr, 3)}"]), "tva", s

def g_ssn(_):
    while True:
        s = f"{R.randint(1, 665):03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn.is_valid(s):
            return R.choice([f"{s[:3]}-{s[3:5]}-{s[5:]}", f"{s[:3]}-{s[3:5]}-{s[5:]}", s]), "ssn", s

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")
def g_nino(_):
    while True:
        s = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ") + rd(6) + R.choice("ABCD")
        if NINO_RE.match(s):
            return R.choice([s, f"{s[:2]} {s[2:4]} {s[4:6]} {s[6:8]} {s[8]}"]), "nino", s

def g_rnokpp(_):
    s = loop(10, rntrc.is_valid); return s, "rntrc", s

def g_edrpou(_):
    s = loop(8, edrpou.is_valid, first_nonzero=False); return s, "edrpou", s

def g_inn(arg):
    n = 12 if arg != "org" else 10
    s = loop(n, inn.is_valid); return s, "inn", s

def g_card(arg):
    kind = arg or R.choice(["visa", "mc", "visa", "mc", "amex"])
    if kind == "amex":
        s = loop(15, luhn.is_valid, prefix=R.choice(["34", "37"]))
        return R.choice([f"{s[:4]} {s[4:10]} {s[10:]}", s]), "card", s
    pre = "4" if kind == "visa" else R.choice(["51", "52", "53", "54", "55"])
    s = loop(16, luhn.is_valid, prefix=pre)
    return R.choice([grp(s, 4), grp(s, 4), s, grp(s, 4, "-")]), "card", s

def g_isbn(_):
    s = loop(13, std_isbn.is_valid, prefix=R.choice(["978", "979"]) if False else "978")
    return R.choice([s, std_isbn.format(s)]), "isbn", s

def g_ean(arg):
    s = loop(13, std_ean.is_valid, prefix=arg or R.choice(["590", "400", "840", "482", "376"]))
    return s, "ean", s

def g_gbvat(_):
    s = loop(9, lambda x: gb_vat.is_valid("GB" + x)); return "GB" + s, "gb_vat", "GB" + s

MOBILE_PREFIX = {"PL": ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"],
                 "DE": ["151", "152", "157", "160", "162", "170", "171", "172", "176", "177"],
                 "ES": ["6", "7"], "FR": ["6", "7"], "GB": ["74", "75", "77", "78", "79"],
                 "UA": ["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"],
                 "RU": ["90", "91", "92", "95", "96", "98"]}
PHONE_FMT = {"intl": phonenumbers.PhoneNumberFormat.INTERNATIONAL, "e164": phonenumbers.PhoneNumberFormat.E164,
             "nat": phonenumbers.PhoneNumberFormat.NATIONAL}
def g_phone(arg):
    parts = (arg or "PL").split(":")
    region = parts[0].upper(); style = parts[1] if len(parts) > 1 else R.choice(["intl", "e164", "nat", "nat", "plain"])
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(ex.national_number)
    prefixes = MOBILE_PREFIX.get(region, [nsn[:2]])
    while True:
        pre = R.choice(prefixes)
        cand = pre + rd(len(nsn) - len(pre) + R.choice([0, 0, -1]) * (region == "DE"))
        p = phonenumbers.parse(cand, region) if region not in ("UA", "RU", "FR", "GB", "DE", "ES") else phonenumbers.parse("+" + str(ex.country_code) + cand, None)
        if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region and \
                phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    if style == "plain":
        shown = phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL).replace(" ", "").replace("-", "")
    else:
        shown = phonenumbers.format_number(p, PHONE_FMT[style])
    return shown, "phone:" + region, phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)

def g_seed(arg):
    parts = (arg or "english").split(":")
    lang = parts[0]; strength = 128 if (len(parts) < 2 or parts[1] == "12") else 256
    m = Mnemonic(lang)
    ent = bytes(R.getrandbits(8) for _ in range(strength // 8))
    w = m.to_mnemonic(ent)
    return w, "seed:" + lang, w

ALNUM = string.ascii_letters + string.digits
def rs(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))

TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "github_pat": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, ALNUM + "/+"),
    "sk_live": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, ALNUM + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(86, ALNUM + "-_") + "AA",
    "slack": lambda: f"xoxb-{rd(11)}-{rd(13)}-{rs(24)}",
    "google": lambda: "AIza" + rs(35, ALNUM + "-_"),
    "glpat": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "tg": lambda: f"{R.randint(100000000, 9999999999)}:AA" + rs(33, ALNUM + "-_"),
    "hex32": lambda: rs(32, "0123456789abcdef"),
    "npm": lambda: "npm_" + rs(36),
    "sendgrid": lambda: "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_"),
    "uuid": lambda: (lambda h: f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:32]}")(rs(32, "0123456789abcdef")),
    "sha": lambda: rs(40, "0123456789abcdef"),
}
def g_token(arg):
    v = TOKENS[arg]()
    return v, "token", v

# --- national numbers without a stdnum module: check digits by their published rules ---
def esnss_ok(c):
    if len(c) != 12 or not c.isdigit(): return False
    prov, num, ctl = int(c[:2]), int(c[2:10]), int(c[10:])
    base = prov * 10**8 + num if num >= 10**7 else prov * 10**7 + num
    return base % 97 == ctl

def g_esnss(_):
    prov = f"{R.randint(1, 52):02d}"; num = str(R.randint(10**7, 10**8 - 1))
    c = prov + num + f"{(int(prov) * 10**8 + int(num)) % 97:02d}"
    assert esnss_ok(c)
    return R.choice([f"{c[:2]} {c[2:10]} {c[10:]}", f"{c[:2]}/{c[2:10]}/{c[10:]}", c]), "esnss", c

SVNR_RE = re.compile(r"^(\d{2})(\d{6})([A-Z])(\d{2})(\d)$")
def svnr_ok(c):
    m = SVNR_RE.match(c)
    if not m: return False
    s = m.group(1) + m.group(2) + f"{ord(m.group(3)) - 64:02d}" + m.group(4)
    tot = sum((int(d) * w) // 10 + (int(d) * w) % 10 for d, w in zip(s, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]))
    return tot % 10 == int(m.group(5))

def g_svnr(_):
    while True:
        d = datetime.date(R.randint(1955, 2003), R.randint(1, 12), R.randint(1, 28))
        c = f"{R.randint(10, 89):02d}{d:%d%m%y}{R.choice('ABCDEFGHKLMNPRSTW')}{R.randint(0, 49):02d}" + R.choice(DIG)
        if svnr_ok(c):
            return R.choice([c, f"{c[:2]} {c[2:8]} {c[8]} {c[9:]}"]), "svnr", c

def plid_ok(c):
    if not re.match(r"^[A-Z]{3}\d{6}$", c): return False
    v = [ord(x) - 55 for x in c[:3]] + [int(x) for x in c[4:]]
    return sum(a * b for a, b in zip(v, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == int(c[3])

def g_plid(_):
    while True:
        c = "".join(R.choice("ABCDEFGHKLMNPRSTWXYZ") for _ in range(3)) + R.choice(DIG) + rd(5)
        if plid_ok(c):
            return R.choice([c, c[:3] + " " + c[3:]]), "plid", c

GEN = {"esnss": g_esnss, "svnr": g_svnr, "plid": g_plid, "pesel": g_pesel, "nip": g_nip, "regon": g_regon, "iban": g_iban, "nrb": g_nrb, "steuerid": g_steuerid,
       "ustid": g_ustid, "dni": g_dni, "nie": g_nie, "cif": g_cif, "nir": g_nir, "siren": g_siren, "siret": g_siret,
       "tva": g_tva, "ssn": g_ssn, "nino": g_nino, "rnokpp": g_rnokpp, "edrpou": g_edrpou, "inn": g_inn,
       "card": g_card, "isbn": g_isbn, "ean": g_ean, "gbvat": g_gbvat, "phone": g_phone, "seed": g_seed,
       "tok": g_token}

# ---------------- validators on compact values ----------------
def compact(v):
    return SEPS.sub("", v)

def validate(vtype, shown):
    c = compact(shown)
    if vtype == "pesel": return pesel.is_valid(c)
    if vtype == "nip": return nip.is_valid(c)
    if vtype == "regon": return regon.is_valid(c)
    if vtype == "iban": return std_iban.is_valid(c) and (not c.startswith("PL") or pl_sort_ok(c))
    if vtype == "nrb": return len(c) == 26 and std_iban.is_valid("PL" + c) and pl_sort_ok("PL" + c)
    if vtype == "idnr": return idnr.is_valid(c)
    if vtype == "de_vat": return de_vat.is_valid(c)
    if vtype == "dni": return dni.is_valid(c)
    if vtype == "nie": return nie.is_valid(c)
    if vtype == "cif": return cif.is_valid(c)
    if vtype == "nir": return nir.is_valid(c)
    if vtype == "siren": return siren.is_valid(c)
    if vtype == "siret": return siret.is_valid(c)
    if vtype == "tva": return tva.is_valid(c)
    if vtype == "ssn": return ssn.is_valid(c)
    if vtype == "nino": return bool(NINO_RE.match(c))
    if vtype == "rntrc": return rntrc.is_valid(c)
    if vtype == "edrpou": return edrpou.is_valid(c)
    if vtype == "inn": return inn.is_valid(c)
    if vtype == "card": return luhn.is_valid(c) and len(c) in (15, 16)
    if vtype == "isbn": return std_isbn.is_valid(c)
    if vtype == "ean": return std_ean.is_valid(c)
    if vtype == "gb_vat": return gb_vat.is_valid(c)
    if vtype.startswith("phone:"):
        region = vtype.split(":")[1]
        p = phonenumbers.parse(shown, region)
        return phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region
    if vtype.startswith("seed:"):
        return Mnemonic(vtype.split(":")[1]).check(shown)
    if vtype == "esnss": return esnss_ok(c)
    if vtype == "svnr": return svnr_ok(c)
    if vtype == "plid": return plid_ok(c)
    if vtype == "token": return True
    raise ValueError(vtype)

CHECKSUM = {"pesel", "nip", "regon", "iban", "nrb", "idnr", "de_vat", "dni", "nie", "cif", "nir", "siren", "siret",
            "tva", "rntrc", "edrpou", "inn", "card", "isbn", "ean", "gb_vat", "esnss", "svnr", "plid"}

LABEL_KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance",
                       "relationship"}, "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
LANGS = {"en", "pl", "de", "es", "fr", "uk", "ru"}
PH = re.compile(r"<<([a-z_0-9]+)(?::([A-Za-z0-9_:]+))?>>")

def main():
    rows = []
    for f in sorted(HERE.glob("lines-*.txt")):
        lang = f.stem.split("-", 1)[1]
        assert lang in LANGS, f
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split(" | ", 4)]
            assert len(parts) == 5, (f.name, n, line)
            label, kind, cat, note, text = parts
            assert label in LABEL_KINDS and kind in LABEL_KINDS[label], (f.name, n, label, kind)
            text = text.replace("\\n", "\n")
            values = []
            def fill(m):
                shown, vtype, raw = GEN[m.group(1)](m.group(2))
                values.append((shown, vtype))
                return shown
            text = PH.sub(fill, text)
            assert "<<" not in text and ">>" not in text, (f.name, n)
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _values=values,
                             _src=f"{f.name}:{n}"))
    R2 = random.Random(6)
    R2.shuffle(rows)
    with OUT.open("w", encoding="utf-8") as fh:
        for i, r in enumerate(rows, 1):
            o = {"id": f"bzzz6-{i:04d}", "lang": r["lang"], "text": r["text"], "label": r["label"], "kind": r["kind"],
                 "category": r["category"], "note": r["note"]}
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    # values sidecar (for audit)
    with (HERE / "values.tsv").open("w", encoding="utf-8") as fh:
        for i, r in enumerate(rows, 1):
            for shown, vtype in r["_values"]:
                fh.write(f"bzzz6-{i:04d}\t{vtype}\t{shown}\n")
    check(rows)

def check(rows):
    back = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    assert len(back) == len(rows)
    ids = [b["id"] for b in back]; assert len(set(ids)) == len(ids)
    texts = [b["text"] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]
    assert not dup, dup
    keys = ["id", "lang", "text", "label", "kind", "category", "note"]
    nval = 0; bad = 0; mut_total = 0; mut_acc = 0; mut_by = collections.Counter(); acc_by = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b) == keys
        assert b["lang"] in LANGS and b["kind"] in LABEL_KINDS[b["label"]]
        for shown, vtype in r["_values"]:
            nval += 1
            if shown not in b["text"] or not validate(vtype, shown):
                bad += 1; print("BAD VALUE", b["id"], vtype, shown, file=sys.stderr)
            if vtype in CHECKSUM:
                c = compact(shown)
                for i, ch in enumerate(c):
                    if ch.isdigit():
                        mutated = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
                        mut_total += 1; mut_by[vtype] += 1
                        try:
                            ok = validate(vtype, mutated)
                        except Exception:
                            ok = False
                        if ok:
                            mut_acc += 1; acc_by[vtype] += 1
    # near-duplicate wording check: same text after removing digits
    skel = collections.Counter(re.sub(r"[0-9A-Za-z_]{6,}|\d", "#", t) for t in texts)
    near = [s for s, c in skel.items() if c > 1]
    C = collections.Counter
    print("lines", len(back))
    print("by lang", dict(sorted(C(b["lang"] for b in back).items())))
    print("by label", dict(C(b["label"] for b in back)))
    print("by kind", dict(C(b["kind"] for b in back)))
    for lg in sorted(LANGS):
        print(" ", lg, dict(C(b["label"] for b in back if b["lang"] == lg)))
    print("generated values", nval, "bad", bad)
    print("mutation check: variants", mut_total, "accepted", mut_acc, dict(acc_by), "of", dict(mut_by))
    print("near-duplicate skeletons", len(near))
    for s in near: print("  NEAR", s[:80], file=sys.stderr)
    assert bad == 0

if __name__ == "__main__":
    main()
