#!/usr/bin/env python3
"""Build bzzz2 set: fill <<placeholders>> in hand-written line files, shuffle, write, re-read, mutation-check.

Line files: sources/lines-<lang>.txt, one message per line:
    label|kind|category|note|text      (text may contain '\\n' for a newline)
Lines starting with '#' and blank lines are ignored.
"""
import json, random, re, string, sys, collections
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

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzz2.jsonl"
R = random.Random(2026_12_04_22)
D = string.digits

def rd(n): return "".join(R.choice(D) for _ in range(n))

def until(fn, ok):
    for _ in range(100000):
        v = fn()
        if ok(v): return v
    raise RuntimeError("no value")

def grp(s, n=4, sep=" "): return sep.join(s[i:i+n] for i in range(0, len(s), n))

# ---- generators: return (display_string, type) ; validators below ----
def g_pesel(style):
    def f():
        y = R.randint(45, 99); m = R.randint(1, 12); d = R.randint(1, 28)
        base = f"{y:02d}{m:02d}{d:02d}" + rd(4)
        return base + pesel.calc_check_digit(base)
    return until(f, pesel.is_valid)
def g_nip(style):
    v = until(lambda: str(R.randint(1, 9)) + rd(9), nip.is_valid)
    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}" if style == "dash" else v
def g_regon(style):
    def f():
        b = rd(8); return b + regon.calc_check_digit(b)
    return until(f, regon.is_valid)
def mk_iban(cc, bban):
    return cc + iban.calc_check_digits(cc + "00" + bban) + bban
def g_nrb(style):
    bban = rd(24)
    v = mk_iban("PL", bban)
    if style == "nrb": return v[2:4] + " " + grp(v[4:])
    return grp(v) if style != "raw" else v
def g_iban(cc, style):
    if cc == "DE": bban = rd(18)
    elif cc == "ES":
        b = rd(4) + rd(4); a = rd(10)
        c = ccc.calc_check_digits(b + "00" + a); bban = b + c + a
    elif cc == "FR":
        b, g, a = rd(5), rd(5), rd(11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        bban = b + g + a + f"{key:02d}"
    elif cc == "UA": bban = rd(6) + "0000" + rd(15)
    elif cc == "GB": bban = R.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + rd(14)
    elif cc == "NL": bban = R.choice(["INGB", "RABO", "ABNA"]) + rd(10)
    elif cc == "AT": bban = rd(16)
    v = until(lambda: mk_iban(cc, bban), iban.is_valid)
    return v if style == "raw" else grp(v)
def g_steuerid(style):
    v = until(lambda: str(R.randint(1, 9)) + rd(10), idnr.is_valid)
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if style == "sp" else v
def g_ustid(style):
    return until(lambda: "DE" + str(R.randint(1, 9)) + rd(8), devat.is_valid)
def g_dni(style):
    b = rd(8); v = b + dni.calc_check_digit(b)
    return v if style != "dash" else v[:8] + "-" + v[8:]
def g_nie(style):
    def f():
        b = R.choice("XYZ") + rd(7); return b + nie.calc_check_digit(b)
    return until(f, nie.is_valid)
def g_cif(style):
    def f():
        b = R.choice("ABG") + rd(7)
        return b + cif.calc_check_digits(b)[0]
    return until(f, cif.is_valid)
def g_nir(style):
    def f():
        b = R.choice("12") + f"{R.randint(50,99):02d}{R.randint(1,12):02d}" + f"{R.randint(1,95):02d}" + rd(3) + rd(3)
        if b[5:7] in ("20",): return "x"
        return b + nir.calc_check_digits(b)
    v = until(f, nir.is_valid)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if style == "sp" else v
def g_siren(style):
    def f():
        b = str(R.randint(3, 9)) + rd(7); return b + luhn.calc_check_digit(b)
    v = until(f, siren.is_valid)
    return grp(v, 3) if style == "sp" else v
def g_siret(style):
    def f():
        s = g_siren("raw"); b = s + rd(4); return b + luhn.calc_check_digit(b)
    v = until(f, siret.is_valid)
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}" if style == "sp" else v
def g_tva(style):
    s = g_siren("raw"); k = f"{(12 + 3 * (int(s) % 97)) % 97:02d}"
    return "FR" + k + s if style != "sp" else "FR " + k + " " + grp(s, 3)
def g_ssn(style):
    v = until(lambda: rd(9), ssn.is_valid)
    return f"{v[:3]}-{v[3:5]}-{v[5:]}" if style != "raw" else v
NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
def g_nino(style):
    L1 = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
    L2 = [c for c in L1 if c != "O"]
    p = until(lambda: R.choice(L1) + R.choice(L2), lambda x: x not in NINO_BAD)
    n = rd(6); s = R.choice("ABCD")
    return f"{p} {n[:2]} {n[2:4]} {n[4:]} {s}" if style == "sp" else p + n + s
def g_rnokpp(style):
    def f():
        b = rd(9); return b + rntrc.calc_check_digit(b)
    return until(f, rntrc.is_valid)
def g_edrpou(style):
    def f():
        b = rd(7); return b + edrpou.calc_check_digit(b)
    return until(f, edrpou.is_valid)
def g_inn(style):
    def f():
        b = rd(10)
        try: return b + inn.calc_check_digits(b) if False else None
        except Exception: return None
    # personal INN: 12 digits
    def f2():
        b = str(R.randint(1, 9)) + rd(9)
        v = b
        w1 = (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
        c1 = sum(w * int(n) for w, n in zip(w1, v)) % 11 % 10
        v += str(c1)
        w2 = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
        c2 = sum(w * int(n) for w, n in zip(w2, v)) % 11 % 10
        return v + str(c2)
    return until(f2, inn.is_valid)
def g_card(style):
    pre = R.choice(["4", "4", "51", "53", "55", "2221", "2720"])
    b = pre + rd(15 - len(pre)); v = b + luhn.calc_check_digit(b)
    if v.startswith("4242") or v.startswith("4000"): return g_card(style)
    return grp(v) if style != "raw" else v
def g_isbn(style):
    b = "978" + str(R.randint(0, 9)) + rd(8); v = b + ean.calc_check_digit(b)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}" if style != "raw" else v
def g_gbvat(style):
    from stdnum.gb import vat as gbv
    v = until(lambda: rd(9), gbv.is_valid)
    return f"GB {v[:3]} {v[3:7]} {v[7:]}"
def g_ean(style):
    b = str(R.randint(1, 9)) + rd(11); return b + ean.calc_check_digit(b)


# ---- values with national check digits that python-stdnum lacks (algorithm implemented here) ----
DOWOD_W = (7, 3, 1, 9, 7, 3, 1, 7, 3)
def _dv(c): return int(c) if c.isdigit() else ord(c) - 55
def dowod_ok(v):
    v = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{3}\d{6}", v): return False
    return sum(w * _dv(c) for w, c in zip(DOWOD_W, v)) % 10 == 0
def g_dowod(style):
    L = "".join(R.choice(string.ascii_uppercase) for _ in range(3)); tail = rd(5)
    s = sum(w * _dv(c) for w, c in zip(DOWOD_W, L + "0" + tail)) % 10
    v = L + str(s) + tail
    assert dowod_ok(v); return L + " " + v[3:] if style == "sp" else v
RV_W = (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)
def rvnr_ok(v):
    v = v.replace(" ", "")
    m = re.fullmatch(r"(\d{8})([A-Z])(\d{2})(\d)", v)
    if not m: return False
    d = m.group(1) + f"{ord(m.group(2)) - 64:02d}" + m.group(3)
    return sum(sum(map(int, str(w * int(c)))) for w, c in zip(RV_W, d)) % 10 == int(m.group(4))
def g_rvnr(style):
    area = R.choice(["12", "13", "15", "23", "24", "25", "53", "65"])
    dob = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(50, 99):02d}"
    letter = R.choice("ABDGHKMPSW"); serial = f"{R.randint(0, 99):02d}"
    d = area + dob + f"{ord(letter) - 64:02d}" + serial
    c = sum(sum(map(int, str(w * int(x)))) for w, x in zip(RV_W, d)) % 10
    v = f"{area} {dob} {letter} {serial}{c}"; assert rvnr_ok(v); return v
def nss_ok(v):
    v = re.sub(r"[\s/-]", "", v)
    return re.fullmatch(r"\d{12}", v) is not None and int(v[:10]) % 97 == int(v[10:])
def g_nss(style):
    b = R.choice(["28", "08", "46", "41", "29", "48"]) + rd(8)
    v = f"{b[:2]} {b[2:]} {int(b) % 97:02d}"; assert nss_ok(v); return v
def g_innorg(style):
    w = (2, 4, 10, 3, 5, 9, 4, 6, 8)
    def f():
        b = str(R.randint(1, 9)) + rd(8)
        return b + str(sum(x * int(n) for x, n in zip(w, b)) % 11 % 10)
    return until(f, inn.is_valid)

PH_REGIONS = {"pl": "PL", "de": "DE", "es": "ES", "fr": "FR", "uk": "UA", "gb": "GB", "us": "US", "ru": "RU", "at": "AT"}
def g_phone(reg, style):
    region = PH_REGIONS[reg]
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)
    def f():
        s = nat[:2] + rd(len(nat) - 2) if region not in ("US",) else str(R.choice([212, 312, 415, 617, 503, 206])) + str(R.randint(2, 9)) + rd(6)
        return phonenumbers.parse(s, region)
    n = until(f, lambda p: phonenumbers.is_valid_number(p) and str(p.national_number) != nat)
    F = phonenumbers.PhoneNumberFormat
    st = style or R.choice(["intl", "nat", "e164", "raw"])
    if st == "intl": return phonenumbers.format_number(n, F.INTERNATIONAL)
    if st == "nat": return phonenumbers.format_number(n, F.NATIONAL)
    if st == "e164": return phonenumbers.format_number(n, F.E164)
    return phonenumbers.format_number(n, F.NATIONAL).replace(" ", "").replace("-", "").replace("(", "").replace(")", "")
def g_seed(lang, style):
    m = Mnemonic(lang)
    ent = bytes(R.getrandbits(8) for _ in range(16 if style != "24" else 32))
    return m.to_mnemonic(ent)
ALNUM = string.ascii_letters + string.digits
def rs(n, alpha=ALNUM): return "".join(R.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "sk-live": lambda: "sk_live_" + rs(24),
    "aws": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "aws-secret": lambda: rs(40, ALNUM + "+/"),
    "slack": lambda: "xoxb-" + rd(12) + "-" + rd(13) + "-" + rs(24),
    "glpat": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "openai": lambda: "sk-proj-" + rs(48, ALNUM + "-_"),
    "google": lambda: "AIza" + rs(35, ALNUM + "-_"),
}
TOKEN_RE = {
    "ghp": r"ghp_[A-Za-z0-9]{36}", "sk-live": r"sk_live_[A-Za-z0-9]{24}", "aws": r"AKIA[A-Z2-7]{16}",
    "aws-secret": r"[A-Za-z0-9+/]{40}", "slack": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", "glpat": r"glpat-[A-Za-z0-9_-]{20}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{48}", "google": r"AIza[A-Za-z0-9_-]{35}",
}

def generate(ph):
    name, _, style = ph.partition(":")
    if name.startswith("iban-"): return g_iban(name[5:].upper(), style)
    if name.startswith("phone-"): return g_phone(name[6:], style)
    if name.startswith("seed-"): return g_seed(name[5:], style)
    if name.startswith("tok-"): return TOKENS[name[4:]]()
    return globals()["g_" + name](style)

def strip(v): return re.sub(r"[\s\-./]", "", v)
def validate(ph, v):
    name, _, style = ph.partition(":")
    s = strip(v)
    if name.startswith("iban-"): return iban.is_valid(s)
    if name == "nrb": return iban.is_valid("PL" + s) if not s.startswith("PL") else iban.is_valid(s)
    if name.startswith("phone-"):
        try: return phonenumbers.is_valid_number(phonenumbers.parse(v, PH_REGIONS[name[6:]]))
        except Exception: return False
    if name.startswith("seed-"): return Mnemonic(name[5:]).check(v)
    if name.startswith("tok-"): return re.fullmatch(TOKEN_RE[name[4:]], v) is not None
    mod = {"pesel": pesel, "nip": nip, "regon": regon, "steuerid": idnr, "ustid": devat, "dni": dni, "nie": nie,
           "cif": cif, "nir": nir, "siren": siren, "siret": siret, "tva": tva, "ssn": ssn, "rnokpp": rntrc,
           "edrpou": edrpou, "inn": inn, "isbn": isbn, "ean": ean}.get(name)
    if mod: return mod.is_valid(s)
    if name == "card": return luhn.is_valid(s)
    if name == "dowod": return dowod_ok(v)
    if name == "gbvat":
        from stdnum.gb import vat as gbv
        return gbv.is_valid(s)
    if name == "rvnr": return rvnr_ok(v)
    if name == "nss": return nss_ok(v)
    if name == "innorg": return inn.is_valid(s) and len(s) == 10
    if name == "nino":
        return re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s) is not None and s[:2] not in NINO_BAD
    raise KeyError(name)
CHECKSUM = {"pesel", "nip", "regon", "nrb", "steuerid", "ustid", "dni", "nie", "cif", "nir", "siren", "siret", "tva",
            "rnokpp", "edrpou", "inn", "card", "isbn", "ean", "dowod", "rvnr", "nss", "innorg", "gbvat"}

LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
PH_RE = re.compile(r"<<([a-z0-9:\-]+)>>")

def main():
    rows = []
    for lang in LANGS:
        f = HERE / f"lines-{lang}.txt"
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"): continue
            parts = line.split("|", 4)
            if len(parts) != 5: sys.exit(f"{f.name}:{n}: bad line")
            label, kind, cat, note, text = (p.strip() for p in parts)
            if kind not in KINDS.get(label, ()): sys.exit(f"{f.name}:{n}: bad label/kind {label}/{kind}")
            vals = []
            def sub(m):
                v = generate(m.group(1)); vals.append((m.group(1), v)); return v
            text = PH_RE.sub(sub, text.replace("\\n", "\n"))
            rows.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=vals, _src=f"{f.name}:{n}"))
    R.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append({"id": f"bzzz2-{i:04d}", "lang": r["lang"], "text": r["text"], "label": r["label"], "kind": r["kind"],
                    "category": r["category"], "note": r["note"]})
    with OUT.open("w", encoding="utf-8") as fh:
        for o in out: fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    # ---- re-read and check ----
    back = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    assert len(back) == len(rows)
    ids = [b["id"] for b in back]; assert len(set(ids)) == len(ids), "dup ids"
    texts = collections.Counter(b["text"] for b in back)
    dups = [t for t, c in texts.items() if c > 1]; assert not dups, dups
    nvals = 0; bad = []
    mut_total = collections.Counter(); mut_acc = collections.Counter()
    nc_total = collections.Counter(); nc_acc = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b.keys()) == ["id", "lang", "text", "label", "kind", "category", "note"]
        assert b["lang"] in LANGS and b["kind"] in KINDS[b["label"]]
        for ph, v in r["_vals"]:
            nvals += 1
            if v not in b["text"] or not validate(ph, v): bad.append((b["id"], ph, v))
            name = ph.partition(":")[0]
            if name in CHECKSUM or name.startswith("iban-"):
                key = "iban" if name.startswith("iban-") else name
                for i, ch in enumerate(v):
                    if ch.isdigit():
                        mv = v[:i] + str((int(ch) + 1) % 10) + v[i+1:]
                        mut_total[key] += 1
                        if validate(ph, mv): mut_acc[key] += 1
            elif name.startswith("phone-") or name in ("ssn",):
                key = "(no check digit) " + ("phone" if name.startswith("phone-") else name)
                for i, ch in enumerate(v):
                    if ch.isdigit():
                        mv = v[:i] + str((int(ch) + 1) % 10) + v[i+1:]
                        nc_total[key] += 1
                        if validate(ph, mv): nc_acc[key] += 1
    print(f"lines {len(back)}; generated values {nvals}; failed re-validation {len(bad)}", bad[:5])
    print("mutation check (variants accepted / variants):")
    for k in sorted(mut_total): print(f"  {k}: {mut_acc[k]}/{mut_total[k]}")
    print(f"  TOTAL: {sum(mut_acc.values())}/{sum(mut_total.values())}")
    for k in sorted(nc_total): print(f"  {k}: {nc_acc[k]}/{nc_total[k]} (expected: most still valid)")
    C = collections.Counter
    print("by lang:", dict(sorted(C(b['lang'] for b in back).items())))
    print("by label:", dict(C(b['label'] for b in back)))
    print("by kind:", dict(C(b['kind'] for b in back).most_common()))
    if bad: sys.exit(1)

if __name__ == "__main__":
    main()
