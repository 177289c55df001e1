#!/usr/bin/env python3
"""Build broad-zzz11.jsonl from hand-written per-language line files.

Line file format (sources/lines-<lang>.txt), one message per line:
    LABEL|kind|category|note|text
LABEL: R (red), Y (yellow), G (green). Text may hold <<placeholders>> filled with generated values.
"""
import json, random, re, secrets, string, sys, uuid, hashlib
from pathlib import Path
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.ru import inn
import phonenumbers
from mnemonic import Mnemonic

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzz11.jsonl"
SEED = 20261204_11
rng = random.Random(SEED)
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
LAB = {"R": "red", "Y": "yellow", "G": "green"}

def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))

def until(make, ok):
    for _ in range(100000):
        v = make()
        try:
            if ok(v):
                return v
        except Exception:
            pass
    raise RuntimeError("no value")

def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))

def strip(v):
    return re.sub(r"[\s\-./]", "", v)

# ---- validators (take the value with separators dropped) ----
def v_phone(region):
    def f(v):
        return phonenumbers.is_valid_number(phonenumbers.parse(v, region))
    return f

NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")
def v_nino(v):
    return bool(NINO_RE.match(v))

def v_seed(lang):
    m = Mnemonic(lang)
    return lambda v: m.check(v)

CHECKED = {  # checksum-bearing kinds -> validator (used for mutation check)
    "pesel": pesel.is_valid, "nip": nip.is_valid, "regon": regon.is_valid, "nrb": lambda v: iban.is_valid("PL" + v),
    "idnr": idnr.is_valid, "ustid": devat.is_valid, "dni": dni.is_valid, "nie": nie.is_valid, "cif": cif.is_valid,
    "nir": nir.is_valid, "siren": siren.is_valid, "siret": siret.is_valid, "tva": tva.is_valid, "ssn": ssn.is_valid,
    "rnokpp": rntrc.is_valid, "edrpou": edrpou.is_valid, "inn": inn.is_valid, "card": luhn.is_valid,
    "isbn": isbn.is_valid, "ean": ean.is_valid, "iban": iban.is_valid,  # ssn: format rules only, no check digit
}

# ---- generators: return (display_value, kind, validator) ----
def g_pesel():
    y = rng.randint(1950, 2006); m = rng.randint(1, 12); d = rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}"
    return base + pesel.calc_check_digit(base)
def g_nip():
    return until(lambda: str(rng.randint(1, 9)) + digits(8), lambda b: nip.calc_check_digit(b) != "10" and True) and None

def mk_nip(fmt):
    v = until(lambda: str(rng.randint(1, 9)) + digits(9), nip.is_valid)
    return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}" if fmt == "dash" else v
def mk_regon():
    b = digits(8); return b + regon.calc_check_digit(b)
def mk_iban(cc, fmt):
    lens = {"DE": ("n", 18), "PL": ("n", 24), "ES": ("n", 20), "FR": ("n", 23), "GB": ("gb", 18), "UA": ("n", 27),
            "IT": ("it", 23), "NL": ("nl", 14), "AT": ("n", 16), "BE": ("n", 12), "CH": ("n", 17), "IE": ("ie", 18),
            "CZ": ("n", 20), "PT": ("n", 21), "LT": ("n", 16)}
    kind, n = lens[cc]
    def make():
        if kind == "gb": bban = "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + digits(14)
        elif kind == "ie": bban = "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + digits(14)
        elif kind == "nl": bban = "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + digits(10)
        elif kind == "it": bban = rng.choice(string.ascii_uppercase) + digits(10) + digits(12)
        else: bban = digits(n)
        if cc == "UA": bban = digits(6) + "0000" + digits(17) if False else digits(6) + "00000" + digits(14)
        chk = iban.calc_check_digits(cc + "00" + bban)
        return cc + chk + bban
    v = until(make, lambda v: iban.validate(v) and True)
    return group(v) if fmt != "raw" else v
def mk_nrb(fmt):
    v = mk_iban("PL", "raw")[2:]
    return (v[:2] + " " + group(v[2:])) if fmt != "raw" else v
def mk_idnr():
    v = until(lambda: str(rng.randint(1, 9)) + digits(10), idnr.is_valid); return v if rng.random() < .5 else f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"
def mk_ustid():
    b = str(rng.randint(1, 9)) + digits(7)
    return until(lambda: "DE" + str(rng.randint(1, 9)) + digits(8), devat.is_valid)
def mk_dni():
    b = digits(8); return b + dni.calc_check_digit(b)
def mk_nie():
    b = rng.choice("XYZ") + digits(7); return b + nie.calc_check_digit(b)
def mk_cif():
    b = rng.choice("BA") + digits(7); return until(lambda: rng.choice("AB") + digits(7) + rng.choice(string.digits), cif.is_valid)
def mk_nir():
    def make():
        b = rng.choice("12") + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 95):02d}" + digits(3) + digits(3)
        return b + nir.calc_check_digits(b)
    v = until(make, nir.is_valid)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if rng.random() < .6 else v
def mk_siren():
    b = str(rng.randint(1, 9)) + digits(7); return b + luhn.calc_check_digit(b)
def mk_siret():
    s = mk_siren(); b = s + digits(4); v = b + luhn.calc_check_digit(b)
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"
def mk_tva():
    s = mk_siren(); k = (12 + 3 * (int(s) % 97)) % 97
    return f"FR{k:02d}{s}"
def mk_ssn():
    v = until(lambda: f"{rng.randint(1, 665):03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}", ssn.is_valid)
    return f"{v[:3]}-{v[3:5]}-{v[5:]}" if rng.random() < .7 else v
def mk_nino():
    v = until(lambda: rng.choice("ABCEGHJKLMNOPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD"), v_nino)
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if rng.random() < .5 else v
def mk_rnokpp():
    return until(lambda: str(rng.randint(2, 3)) + digits(9), rntrc.is_valid)
def mk_edrpou():
    return until(lambda: str(rng.randint(2, 4)) + digits(7), edrpou.is_valid)
def mk_inn(n):
    return until(lambda: str(rng.randint(1, 9)) + digits(n - 1), inn.is_valid)
def mk_card(fmt):
    pre = rng.choice(["4", "51", "52", "53", "54", "55", "2221"])
    b = pre + digits(15 - len(pre)); v = b + luhn.calc_check_digit(b)
    return group(v) if fmt != "raw" else v
def mk_isbn():
    b = "978" + rng.choice(["83", "3", "84", "2", "966", "5", "0", "1"]); b += digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    return f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
def mk_ean():
    b = rng.choice(["590", "400", "840", "300", "482", "460"]) + digits(9); return b + ean.calc_check_digit(b)
def mk_phone(region, fmt):
    def make():
        ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
        nat = str(ex.national_number)
        lead = nat[:2] if region not in ("GB", "US") else nat[:1] if region == "GB" else str(rng.choice([2, 3, 4, 5, 6, 7, 8, 9]))
        if region == "US":
            num = str(rng.choice([212, 312, 415, 503, 617, 720, 919])) + str(rng.randint(2, 9)) + digits(6)
        else:
            num = lead + digits(len(nat) - len(lead))
        return phonenumbers.parse("+" + str(ex.country_code) + num, None)
    p = until(make, lambda p: phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    if fmt == "intl": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if fmt == "e164": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.E164)
    if fmt == "nat": return phonenumbers.format_number(p, phonenumbers.PhoneNumberFormat.NATIONAL)
    return str(p.national_number)  # raw
def mk_seed(lang, n):
    return Mnemonic(lang).generate(strength=128 if n == 12 else 256)
def rnd(alpha, n):
    return "".join(secrets.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
def mk_tok(kind):
    if kind == "gh": return "ghp_" + rnd(AN, 36)
    if kind == "openai": return "sk-proj-" + rnd(AN + "-_", 48)
    if kind == "aws": return "AKIA" + rnd(string.ascii_uppercase + "234567", 16)
    if kind == "awssecret": return rnd(AN + "/+", 40)
    if kind == "stripe": return "sk_live_" + rnd(AN, 24)
    if kind == "slack": return f"xoxb-{digits(11)}-{digits(13)}-{rnd(AN, 24)}"
    if kind == "gitlab": return "glpat-" + rnd(AN + "-_", 20)
    if kind == "google": return "AIza" + rnd(AN + "-_", 35)
    if kind == "tg": return f"{rng.randint(5000000000, 7999999999)}:AA{rnd(AN + '-_', 33)}"
    raise KeyError(kind)
TOK_RE = {"gh": r"ghp_[A-Za-z0-9]{36}", "openai": r"sk-proj-[A-Za-z0-9_-]{48}", "aws": r"AKIA[A-Z2-7]{16}",
          "awssecret": r"[A-Za-z0-9/+]{40}", "stripe": r"sk_live_[A-Za-z0-9]{24}", "slack": r"xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}",
          "gitlab": r"glpat-[A-Za-z0-9_-]{20}", "google": r"AIza[A-Za-z0-9_-]{35}", "tg": r"\d{10}:AA[A-Za-z0-9_-]{33}"}

def fill(ph):
    """ph like 'pesel', 'iban-DE', 'iban-DE-raw', 'phone-PL-intl', 'seed-english-12', 'tok-gh'.
    Returns (value, checked_kind or None, validator)."""
    p = ph.split("-")
    k = p[0]
    if k == "pesel": return g_pesel(), "pesel", pesel.is_valid
    if k == "nip": return mk_nip(p[1] if len(p) > 1 else ""), "nip", nip.is_valid
    if k == "regon": return mk_regon(), "regon", regon.is_valid
    if k == "iban": return mk_iban(p[1], p[2] if len(p) > 2 else ""), "iban", iban.is_valid
    if k == "nrb": return mk_nrb(p[1] if len(p) > 1 else ""), "nrb", CHECKED["nrb"]
    if k == "idnr": return mk_idnr(), "idnr", idnr.is_valid
    if k == "ustid": return mk_ustid(), "ustid", devat.is_valid
    if k == "dni": return mk_dni(), "dni", dni.is_valid
    if k == "nie": return mk_nie(), "nie", nie.is_valid
    if k == "cif": return mk_cif(), "cif", cif.is_valid
    if k == "nir": return mk_nir(), "nir", nir.is_valid
    if k == "siren": return mk_siren(), "siren", siren.is_valid
    if k == "siret": return mk_siret(), "siret", siret.is_valid
    if k == "tva": return mk_tva(), "tva", tva.is_valid
    if k == "ssn": return mk_ssn(), "ssn", ssn.is_valid
    if k == "nino": return mk_nino(), None, v_nino
    if k == "rnokpp": return mk_rnokpp(), "rnokpp", rntrc.is_valid
    if k == "edrpou": return mk_edrpou(), "edrpou", edrpou.is_valid
    if k == "inn": return mk_inn(int(p[1])), "inn", inn.is_valid
    if k == "card": return mk_card(p[1] if len(p) > 1 else ""), "card", luhn.is_valid
    if k == "isbn": return mk_isbn(), "isbn", isbn.is_valid
    if k == "ean": return mk_ean(), "ean", ean.is_valid
    if k == "phone": return mk_phone(p[1], p[2]), None, v_phone(p[1])
    if k == "seed": return mk_seed(p[1], int(p[2])), None, v_seed(p[1])
    if k == "tok":
        t = mk_tok(p[1]); return t, None, (lambda v, r=TOK_RE[p[1]]: bool(re.fullmatch(r, v)))
    if k == "uuid": return str(uuid.UUID(int=rng.getrandbits(128), version=4)), None, (lambda v: bool(re.fullmatch(r"[0-9a-f]{32}", v)))
    if k == "sha": return hashlib.sha256(str(rng.random()).encode()).hexdigest()[: int(p[1]) if len(p) > 1 else 64], None, (lambda v: bool(re.fullmatch(r"[0-9a-f]+", v)))
    raise KeyError(ph)

def main():
    rows, gen = [], []
    for lang in LANGS:
        f = HERE / f"lines-{lang}.txt"
        for ln, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            lab, kind, cat, note, text = line.split("|", 4)
            text = text.replace("\\n", "\n")
            vals = []
            def sub(m):
                v, ck, val = fill(m.group(1)); vals.append((v, ck, val, m.group(1))); return v
            text = re.sub(r"<<([^>]+)>>", sub, text)
            rows.append({"lang": lang, "text": text, "label": LAB[lab], "kind": kind, "category": cat, "note": note})
            gen.append(vals)
    order = list(range(len(rows)))
    random.Random(SEED).shuffle(order)
    out = []
    for i, j in enumerate(order, 1):
        r = rows[j]
        out.append({"id": f"bzzz11-{i:04d}", **r, "_vals": gen[j]})
    with OUT.open("w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps({k: v for k, v in r.items() if k != "_vals"}, ensure_ascii=False) + "\n")
    # ---- re-read and check ----
    back = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    errs = 0
    assert [list(b) for b in back] == [["id", "lang", "text", "label", "kind", "category", "note"]] * len(back)
    assert len({b["id"] for b in back}) == len(back), "dup ids"
    texts = [b["text"] for b in back]
    if len(set(texts)) != len(texts):
        print("DUP TEXT", [t for t in texts if texts.count(t) > 1]); errs += 1
    nvals = 0
    mut_total = mut_acc = 0
    per = {}
    for b, r in zip(back, out):
        assert b["lang"] in LANGS and b["kind"] in KINDS[b["label"]], b
        if "<<" in b["text"]: print("unfilled", b["id"]); errs += 1
        for v, ck, val, ph in r["_vals"]:
            nvals += 1
            if v not in b["text"]:
                print("missing", b["id"], v); errs += 1
            s = strip(v) if not ph.startswith("seed") else v
            if ph.startswith("uuid"): s = v.replace("-", "")
            if ph.startswith(("phone", "tok")): s = v
            if not val(s):
                print("invalid", b["id"], ph, v); errs += 1
            if ck:
                for pos, c in enumerate(s):
                    if c.isdigit():
                        m = s[:pos] + str((int(c) + 1) % 10) + s[pos + 1:]
                        mut_total += 1
                        per.setdefault(ck, [0, 0])[0] += 1
                        if val(m):
                            mut_acc += 1; per[ck][1] += 1
    from collections import Counter
    print("lines", len(back), "values", nvals, "errors", errs)
    print("mutation: variants", mut_total, "still accepted", mut_acc)
    print("mutation per kind (variants, accepted):", {k: tuple(v) for k, v in sorted(per.items())})
    for key in ("lang", "label", "kind"):
        print(key, dict(Counter(b[key] for b in back).most_common()))
    red = [b for b in back if b["label"] == "red"]
    print("red id+secret share", round(sum(b["kind"] in ("identifier", "secret") for b in red) / max(1, len(red)), 3))
    print("green lookalike share", round(sum(b["kind"] == "benign-lookalike" for b in back if b["label"] == "green") / max(1, sum(b["label"] == "green" for b in back)), 3))
    return errs

if __name__ == "__main__":
    sys.exit(1 if main() else 0)
