#!/usr/bin/env python
"""Build broad-zzv.jsonl from the hand-written line files lines-<lang>.txt.

Line file format (one message per line, '#' comments and blank lines skipped):
    kind|category|note|text with <<placeholders>>
The label follows from the kind.  Each placeholder is filled with a freshly generated
value (python-stdnum / phonenumbers / mnemonic / secrets), formatted the way people write it.
After writing, the jsonl is re-read and checked; then a mutation check is run.
"""
import json, random, re, secrets, string, sys, collections
from pathlib import Path

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
from stdnum.gb import nhs
from stdnum.us import rtn

SEED = 21_0412
rng = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzv.jsonl"
PREFIX = "bzzv"

RED = {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"}
LABEL = {**{k: "red" for k in RED}, "uncertain": "yellow", "benign": "green", "benign-lookalike": "green"}

D = string.digits
def digits(n): return "".join(rng.choice(D) for _ in range(n))
def group(s, n=4, sep=" "): return sep.join(s[i:i + n] for i in range(0, len(s), n))

# ---------------------------------------------------------------- national check digits
def fr_rib_ok(b):  # b = 23 chars bank(5) branch(5) account(11) key(2), digits only here
    bank, branch, acct, key = int(b[:5]), int(b[5:10]), int(b[10:21]), int(b[21:23])
    return (89 * bank + 15 * branch + 3 * acct + key) % 97 == 0
def pl_sort_ok(s):  # 8-digit sort code, weights 3 9 7 1 3 9 7 on the first seven
    w = [3, 9, 7, 1, 3, 9, 7]
    return (sum(int(a) * b for a, b in zip(s[:7], w)) + int(s[7])) % 10 == 0

def iban_ok(v):
    c = iban.compact(v)
    if not iban.is_valid(c):
        return False
    if c[:2] == "FR" and not fr_rib_ok(c[4:]):
        return False
    if c[:2] == "PL" and not pl_sort_ok(c[4:12]):
        return False
    return True

BBAN = {  # country: generator of a digits-only BBAN of the right shape
    "DE": lambda: digits(18), "PL": lambda: digits(24), "ES": lambda: digits(20), "FR": lambda: digits(23),
    "GB": lambda: rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(14), "UA": lambda: digits(25),
    "IT": lambda: rng.choice("ABCDEFGHIJKLMNOPRSTUVXYZ") + digits(22), "NL": lambda: rng.choice(["INGB", "ABNA", "RABO"]) + digits(10),
    "AT": lambda: digits(16), "BE": lambda: digits(12), "CH": lambda: digits(17),
}
def mk_iban(cc):
    while True:
        b = BBAN[cc]()
        if cc == "FR":
            b = b[:21]; key = 97 - (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21])) % 97; b += "%02d" % key
        if cc == "PL":
            s7 = b[:7]; w = [3, 9, 7, 1, 3, 9, 7]; b = s7 + str((10 - sum(int(a) * x for a, x in zip(s7, w)) % 10) % 10) + b[8:]
        raw = cc + "00" + b
        # compute the check digits by brute force over 00..99 (cheap and obviously right)
        for k in range(100):
            cand = cc + "%02d" % k + b
            if iban_ok(cand):
                return cand

def fmt_iban(c):
    return rng.choice([group(c), group(c), c])
def fmt_nrb(c):  # Polish account number written without "PL"
    n = c[2:]
    return rng.choice([n[:2] + " " + group(n[2:]), n])

# ---------------------------------------------------------------- personal numbers
def mk_pesel():
    while True:
        y = rng.randint(1950, 2006); m = rng.randint(1, 12); d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = "%02d%02d%02d%s" % (y % 100, mm, d, digits(4))
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v): return v
def mk_nip():
    while True:
        b = digits(9)
        if b[0] == "0": continue
        v = next((b + str(d) for d in range(10) if nip.is_valid(b + str(d))), None)
        if v:
            return rng.choice([v, "%s-%s-%s-%s" % (v[:3], v[3:6], v[6:8], v[8:]), "%s-%s-%s-%s" % (v[:3], v[3:5], v[5:7], v[7:])])
def mk_regon():
    while True:
        b = digits(8); v = b + regon.calc_check_digit(b)
        if regon.is_valid(v): return v
def mk_idnr():
    while True:
        b = str(rng.randint(1, 9)) + digits(9)
        if len(set(b)) != 9:  # one digit twice, rest unique (common case of the rule)
            continue
        v = next((b + str(d) for d in range(10) if idnr.is_valid(b + str(d))), None)
        if v: return rng.choice([v, "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])])
def mk_devat():
    while True:
        b = str(rng.randint(1, 9)) + digits(7)
        v = next(("DE" + b + str(d) for d in range(10) if devat.is_valid("DE" + b + str(d))), None)
        if v: return v
def mk_dni():
    b = digits(8); v = b + dni.calc_check_digit(b); assert dni.is_valid(v)
    return rng.choice([v, v[:8] + "-" + v[8]])
def mk_nie():
    b = rng.choice("XYZ") + digits(7); v = b + nie.calc_check_digit(b); assert nie.is_valid(v); return v
def mk_cif():
    while True:
        b = rng.choice("ABG") + digits(7)
        v = b + cif.calc_check_digits(b)[0]
        if cif.is_valid(v): return v
def mk_nir():
    while True:
        b = rng.choice("12") + "%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12)) + "%02d" % rng.randint(1, 95) + digits(6)
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return rng.choice([v, "%s %s %s %s %s %s %s" % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])])
def mk_siren():
    while True:
        b = digits(8); v = b + luhn.calc_check_digit(b)
        if siren.is_valid(v) and v[0] != "0": return rng.choice([v, group(v, 3)])
def mk_siret():
    while True:
        b = digits(13); v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v) and v[0] != "0": return rng.choice([v, "%s %s %s %s" % (v[:3], v[3:6], v[6:9], v[9:])])
def mk_tva():
    while True:
        s = digits(8); s = s + luhn.calc_check_digit(s)
        if not siren.is_valid(s) or s[0] == "0": continue
        v = "FR" + "%02d" % ((12 + 3 * (int(s) % 97)) % 97) + s
        if tva.is_valid(v): return v
def mk_ssn():
    while True:
        a = rng.randint(1, 899); g = rng.randint(1, 99); s = rng.randint(1, 9999)
        if a == 666: continue
        v = "%03d-%02d-%04d" % (a, g, s)
        if ssn.is_valid(v): return v
NINO_RE = re.compile(r"^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")
def nino_ok(v): return bool(NINO_RE.match(v.replace(" ", "").upper()))
def mk_nino():
    while True:
        v = rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")
        if nino_ok(v): return rng.choice([v, "%s %s %s %s %s" % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])
def mk_nhs():
    while True:
        b = digits(9)
        v = next((b + str(d) for d in range(10) if nhs.is_valid(b + str(d))), None)
        if v: return "%s %s %s" % (v[:3], v[3:6], v[6:])
def mk_rnokpp():
    while True:
        b = str(rng.randint(2, 4)) + digits(8)
        v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v): return v
def mk_edrpou():
    while True:
        b = str(rng.randint(1, 4)) + digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v): return v
def mk_inn_person():
    while True:
        b = digits(10)
        v = b + inn.calc_personal_check_digits(b)
        if inn.is_valid(v): return v
def mk_nss_es():  # Spanish social security number: province(2) + number(8) + (first ten digits mod 97)
    b = "%02d" % rng.randint(1, 52) + digits(8)
    return "%s %s" % (b[:2], b[2:] + "%02d" % (int(b) % 97))
def nss_es_ok(v):
    c = cmp(v); return len(c) == 12 and int(c[:10]) % 97 == int(c[10:])
DOWOD_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]  # Polish ID card: 3 letters + check digit + 5 digits
def dowod_ok(v):
    c = cmp(v).upper()
    if not re.fullmatch(r"[A-Z]{3}\d{6}", c): return False
    val = [int(x) if x.isdigit() else ord(x) - 55 for x in c]
    return sum(a * b for a, b in zip(val, DOWOD_W)) % 10 == 0
def mk_dowod():
    while True:
        v = "".join(rng.choice("ABCDEFGHJKLMNPRSTWXYZ") for _ in range(3)) + digits(6)
        if dowod_ok(v): return rng.choice([v, v[:3] + " " + v[3:]])
def mk_rtn():
    while True:
        b = "%02d" % rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]) + digits(6)
        v = b + rtn.calc_check_digit(b)
        if rtn.is_valid(v): return v
def mk_card(brand=None):
    brand = brand or rng.choice(["visa", "mc", "visa", "mc", "amex"])
    if brand == "amex":
        b = rng.choice(["34", "37"]) + digits(12); v = b + luhn.calc_check_digit(b)
        return rng.choice([v, "%s %s %s" % (v[:4], v[4:10], v[10:])])
    b = ("4" + digits(14)) if brand == "visa" else (str(rng.randint(51, 55)) + digits(13))
    v = b + luhn.calc_check_digit(b)
    return rng.choice([group(v), group(v), v, group(v, 4, "-")])
def mk_isbn():
    b = rng.choice(["97883", "97838", "97884", "97822", "97861", "97801"]) + digits(7)
    v = b + ean.calc_check_digit(b)
    return rng.choice([v, "%s-%s-%s-%s-%s" % (v[:3], v[3:5], v[5:9], v[9:12], v[12])])
def mk_ean():
    b = rng.choice(["590", "400", "841", "300", "482", "460"]) + digits(9); return b + ean.calc_check_digit(b)

# ---------------------------------------------------------------- phones
PH_REGION = {"pl": "PL", "de": "DE", "es": "ES", "fr": "FR", "gb": "GB", "us": "US", "ua": "UA", "ru": "RU", "at": "AT", "ch": "CH"}
def mk_phone(reg, kind="mobile"):
    R = PH_REGION[reg]
    ex = phonenumbers.example_number_for_type(R, phonenumbers.PhoneNumberType.MOBILE if kind == "mobile" else phonenumbers.PhoneNumberType.FIXED_LINE)
    nat = str(ex.national_number)
    T = phonenumbers.PhoneNumberType
    want = {T.MOBILE, T.FIXED_LINE_OR_MOBILE} if kind == "mobile" else {T.FIXED_LINE, T.FIXED_LINE_OR_MOBILE}
    while True:  # fully random national number of the example's length, kept if valid and of the wanted type
        n = str(rng.randint(1, 9)) + digits(len(nat) - 1)
        p = phonenumbers.parse("+%d%s" % (ex.country_code, n))
        if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == R and phonenumbers.number_type(p) in want:
            break
    F = phonenumbers.PhoneNumberFormat
    st = rng.choice(["intl", "intl", "nat", "e164", "natcompact"])
    if st == "intl": return phonenumbers.format_number(p, F.INTERNATIONAL)
    if st == "e164": return phonenumbers.format_number(p, F.E164)
    s = phonenumbers.format_number(p, F.NATIONAL)
    return re.sub(r"[\s\-()]", "", s) if st == "natcompact" else s
def phone_ok(v, reg):
    try:
        p = phonenumbers.parse(v, PH_REGION[reg])
    except Exception:
        return False
    return phonenumbers.is_valid_number(p)

# ---------------------------------------------------------------- seeds, tokens
def mk_seed(lang, n=12):
    m = Mnemonic(lang)
    return m.generate(strength=128 if n == 12 else 256)
def seed_ok(v, lang):
    return Mnemonic(lang).check(v)
A = string.ascii_letters + string.digits
def rs(n, alpha=A): return "".join(secrets.choice(alpha) for _ in range(n))
TOKENS = {
    "ghp": lambda: "ghp_" + rs(36),
    "aws": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, A + "+/"),
    "stripe": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, A + "-_"),
    "slack": lambda: "xoxb-" + "".join(secrets.choice(D) for _ in range(12)) + "-" + "".join(secrets.choice(D) for _ in range(13)) + "-" + rs(24),
    "glpat": lambda: "glpat-" + rs(20, A + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(86, A + "-_") + "AA",
    "google": lambda: "AIza" + rs(35, A + "-_"),
    "hex32": lambda: secrets.token_hex(16),
    "telegram": lambda: str(secrets.randbelow(9 * 10**9) + 10**9) + ":AA" + rs(33, A + "-_"),
}
def mk_uuid():
    import uuid
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))
def mk_sha():
    return "%040x" % rng.getrandbits(160)

# ---------------------------------------------------------------- registry: name -> (generator, validator or None, mutation-checked)
def cmp(v): return re.sub(r"[\s\-./]", "", v)
GEN = {
    "pesel": (mk_pesel, lambda v: pesel.is_valid(cmp(v)), True),
    "nip": (mk_nip, lambda v: nip.is_valid(cmp(v)), True),
    "regon": (mk_regon, lambda v: regon.is_valid(cmp(v)), True),
    "nrb": (lambda: fmt_nrb(mk_iban("PL")), lambda v: iban_ok("PL" + cmp(v)), True),
    "steuerid": (mk_idnr, lambda v: idnr.is_valid(cmp(v)), True),
    "ustid": (mk_devat, lambda v: devat.is_valid(cmp(v)), True),
    "dni": (mk_dni, lambda v: dni.is_valid(cmp(v)), True),
    "nie": (mk_nie, lambda v: nie.is_valid(cmp(v)), True),
    "cif": (mk_cif, lambda v: cif.is_valid(cmp(v)), True),
    "nir": (mk_nir, lambda v: nir.is_valid(cmp(v)), True),
    "siren": (mk_siren, lambda v: siren.is_valid(cmp(v)), True),
    "siret": (mk_siret, lambda v: siret.is_valid(cmp(v)), True),
    "tva": (mk_tva, lambda v: tva.is_valid(cmp(v)), True),
    "ssn": (mk_ssn, lambda v: ssn.is_valid(cmp(v)), False),  # SSN has no check digit: format rules only
    "nino": (mk_nino, nino_ok, False),  # format rules only
    "nhs": (mk_nhs, lambda v: nhs.is_valid(cmp(v)), True),
    "rnokpp": (mk_rnokpp, lambda v: rntrc.is_valid(cmp(v)), True),
    "edrpou": (mk_edrpou, lambda v: edrpou.is_valid(cmp(v)), True),
    "inn": (mk_inn_person, lambda v: inn.is_valid(cmp(v)), True),
    "nss-es": (mk_nss_es, nss_es_ok, True),
    "dowod": (mk_dowod, dowod_ok, True),
    "rtn": (mk_rtn, lambda v: rtn.is_valid(cmp(v)), True),
    "card": (mk_card, lambda v: luhn.is_valid(cmp(v)), True),
    "isbn": (mk_isbn, lambda v: isbn.is_valid(cmp(v)), True),
    "ean": (mk_ean, lambda v: ean.is_valid(cmp(v)), True),
    "uuid": (mk_uuid, None, False),
    "sha": (mk_sha, None, False),
}
for cc in BBAN:
    GEN["iban-" + cc.lower()] = ((lambda c=cc: fmt_iban(mk_iban(c))), (lambda v: iban_ok(cmp(v))), True)
for r in PH_REGION:
    GEN["phone-" + r] = ((lambda r=r: mk_phone(r)), (lambda v, r=r: phone_ok(v, r)), False)
    GEN["landline-" + r] = ((lambda r=r: mk_phone(r, "fixed")), (lambda v, r=r: phone_ok(v, r)), False)
for ml in ["english", "spanish", "french", "italian", "czech", "portuguese"]:
    GEN["seed-" + ml[:2]] = ((lambda ml=ml: mk_seed(ml)), (lambda v, ml=ml: seed_ok(v, ml)), False)
    GEN["seed24-" + ml[:2]] = ((lambda ml=ml: mk_seed(ml, 24)), (lambda v, ml=ml: seed_ok(v, ml)), False)
for t, f in TOKENS.items():
    GEN["tok-" + t] = (f, None, False)

PH = re.compile(r"<<([a-z0-9\-]+)>>")

def main():
    rows, used = [], []
    langs = ["en", "pl", "de", "es", "fr", "uk", "ru"]
    for lang in langs:
        f = HERE / ("lines-%s.txt" % lang)
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("|", 3)
            if len(parts) != 4:
                sys.exit("%s:%d bad line" % (f.name, n))
            kind, cat, note, text = (p.strip() for p in parts)
            if kind not in LABEL:
                sys.exit("%s:%d bad kind %r" % (f.name, n, kind))
            vals = []
            def fill(m):
                name = m.group(1)
                if name not in GEN:
                    sys.exit("%s:%d unknown placeholder %s" % (f.name, n, name))
                v = GEN[name][0](); vals.append((name, v)); return v
            text = PH.sub(fill, text)
            rows.append({"lang": lang, "text": text, "label": LABEL[kind], "kind": kind, "category": cat, "note": note, "_vals": vals, "_src": "%s:%d" % (f.name, n)})
    rng.shuffle(rows)
    with OUT.open("w", encoding="utf-8") as out, (HERE / "values.jsonl").open("w", encoding="utf-8") as vout:
        for i, r in enumerate(rows, 1):
            r["id"] = "%s-%04d" % (PREFIX, i)
            obj = {k: r[k] for k in ["id", "lang", "text", "label", "kind", "category", "note"]}
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
            vout.write(json.dumps({"id": r["id"], "src": r["_src"], "values": r["_vals"]}, ensure_ascii=False) + "\n")
    check(rows)

def check(rows):
    back = [json.loads(l) for l in OUT.open(encoding="utf-8")]
    vals = {json.loads(l)["id"]: json.loads(l)["values"] for l in (HERE / "values.jsonl").open(encoding="utf-8")}
    assert len(back) == len(rows)
    ids = [b["id"] for b in back]; assert len(set(ids)) == len(ids), "duplicate ids"
    texts = [b["text"] for b in back]
    dup = [t for t, c in collections.Counter(texts).items() if c > 1]; assert not dup, dup
    for b in back:
        assert list(b) == ["id", "lang", "text", "label", "kind", "category", "note"]
        assert LABEL[b["kind"]] == b["label"], b["id"]
        assert b["lang"] in {"en", "pl", "de", "es", "fr", "uk", "ru"}
        assert "<<" not in b["text"] and ">>" not in b["text"], b["id"]
    nval = 0; bad = []
    for b in back:
        for name, v in vals[b["id"]]:
            assert v in b["text"], (b["id"], v)
            val = GEN[name][1]
            if val is not None:
                nval += 1
                if not val(v): bad.append((b["id"], name, v))
    print("re-read OK: %d lines, %d validated values, %d failures" % (len(back), nval, len(bad)))
    for x in bad: print("  BAD", x)
    # mutation check
    tot = acc = 0; per = collections.Counter(); pera = collections.Counter()
    for b in back:
        for name, v in vals[b["id"]]:
            if not GEN[name][2]: continue
            val = GEN[name][1]
            for i, ch in enumerate(v):
                if ch.isdigit():
                    m = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                    tot += 1; per[name] += 1
                    if val(m): acc += 1; pera[name] += 1
    print("mutation check: %d single-digit variants, %d still accepted by the validator" % (tot, acc))
    for k in sorted(per): print("  %-10s %5d variants, %3d accepted" % (k, per[k], pera[k]))
    C = collections.Counter
    print("by lang:", dict(C(b["lang"] for b in back)))
    print("by label:", dict(C(b["label"] for b in back)))
    print("by kind:", dict(C(b["kind"] for b in back)))
    for lg in ["en", "pl", "de", "es", "fr", "uk", "ru"]:
        print(" ", lg, dict(C(b["label"] for b in back if b["lang"] == lg)))

if __name__ == "__main__":
    main()
