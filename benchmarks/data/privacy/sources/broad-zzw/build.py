#!/usr/bin/env python
"""Build broad-zzw.jsonl from the hand-written lines-*.tsv files.

Each line: label||kind||category||note||text ; text may hold <<type>> or <<type:arg>>
placeholders, each filled with a freshly generated value.  A literal "\\n" in text becomes a newline.
"""
import json, random, re, secrets, string, sys, collections, pathlib
from datetime import date, timedelta

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "broad-zzw.jsonl"
SEED = 20261204
rng = random.Random(SEED)
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
LABEL_KINDS = {
    "red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance", "relationship"},
    "yellow": {"uncertain"},
    "green": {"benign", "benign-lookalike"},
}


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def compact(v):
    return re.sub(r"[\s\-./]", "", v)


def complete(base, valid):
    for c in "0123456789":
        if valid(base + c):
            return base + c
    return None


def group(s, sizes):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return [p for p in out if p]


# ---------------------------------------------------------------- generators: return (value, validator, checksum?)
def g_pesel(_):
    while True:
        d = date(1950, 1, 1) + timedelta(days=rng.randrange(0, 365 * 55))
        m = d.month + (20 if d.year >= 2000 else 0)
        base = f"{d.year % 100:02d}{m:02d}{d.day:02d}" + digits(4)
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v):
            return v


def g_nip(_):
    while True:
        base = str(rng.randint(1, 9)) + digits(8)
        v = complete(base, nip.is_valid)
        if v:
            return rng.choice([v, f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", f"{v[:3]}-{v[3:5]}-{v[5:7]}-{v[7:]}"])


def g_regon(_):
    while True:
        base = digits(8)
        v = base + regon.calc_check_digit(base)
        if regon.is_valid(v):
            return v


def pl_sort_code():
    b = digits(7)
    s = sum(int(c) * w for c, w in zip(b, [3, 9, 7, 1, 3, 9, 7]))
    return b + str((10 - s % 10) % 10)


BBAN = {
    "DE": lambda: digits(18), "AT": lambda: digits(16), "ES": lambda: digits(20), "FR": lambda: digits(23),
    "BE": lambda: digits(12), "UA": lambda: digits(25), "PL": lambda: pl_sort_code() + digits(16),
    "NL": lambda: rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + digits(10),
    "GB": lambda: rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(14),
    "CH": lambda: digits(17), "PT": lambda: digits(21), "IE": lambda: rng.choice(["AIBK", "BOFI"]) + digits(14),
}


def make_iban(cc):
    while True:
        bban = BBAN[cc]()
        chk = iban.calc_check_digits(cc + "00" + bban)
        v = cc + chk + bban
        if iban.is_valid(v):
            return v


def g_iban(arg):
    v = make_iban(arg or rng.choice(list(BBAN)))
    return rng.choice([" ".join(group(v, [4] * 10)), " ".join(group(v, [4] * 10)), v])


def g_nrb(_):
    v = make_iban("PL")[2:]
    return rng.choice([" ".join(group(v, [2, 4, 4, 4, 4, 4, 4])), v])


def g_steuerid(_):
    while True:
        base = str(rng.randint(1, 9)) + digits(9)
        v = complete(base, idnr.is_valid)
        if v:
            return rng.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])


def g_ustid(_):
    while True:
        v = "DE" + str(rng.randint(1, 9)) + digits(8)
        if devat.is_valid(v):
            return rng.choice([v, v[:2] + " " + v[2:]])


def g_dni(_):
    b = f"{rng.randint(1000000, 99999999):08d}"
    return b + dni.calc_check_digit(b)


def g_nie(_):
    b = rng.choice("XYZ") + digits(7)
    return b + nie.calc_check_digit(b)


def g_cif(_):
    while True:
        v = rng.choice("ABB") + digits(7)
        for c in "0123456789":
            if cif.is_valid(v + c):
                return v + c


def g_nir(_):
    while True:
        b = rng.choice("12") + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}" + f"{rng.randint(1, 95):02d}" + digits(6)
        if b[5:7] == "20":
            continue
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            return rng.choice([v, f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"])


def g_siren(_):
    b = str(rng.randint(3, 9)) + digits(7)
    v = b + luhn.calc_check_digit(b)
    return rng.choice([v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def g_siret(_):
    while True:
        b = str(rng.randint(3, 9)) + digits(7)
        v = complete(b + luhn.calc_check_digit(b) + digits(4), siret.is_valid)
        if v:
            break
    return rng.choice([v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def g_tva(_):
    b = str(rng.randint(3, 9)) + digits(7)
    s = b + luhn.calc_check_digit(b)
    v = "FR" + f"{(12 + 3 * (int(s) % 97)) % 97:02d}" + s
    assert tva.is_valid(v), v
    return rng.choice([v, f"FR {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}"])


def g_ssn(_):
    while True:
        v = f"{rng.randint(1, 665):03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if ssn.is_valid(v):
            return v


NINO_RE = re.compile(r"^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")


def g_nino(_):
    while True:
        v = rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + rng.choice("ABCD")
        if NINO_RE.match(v):
            return rng.choice([v, f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"])


def g_rnokpp(_):
    while True:
        v = str(rng.randint(1, 4)) + digits(9)
        if rntrc.is_valid(v):
            return v


def g_edrpou(_):
    while True:
        v = str(rng.randint(1, 4)) + digits(7)
        if edrpou.is_valid(v):
            return v


DOWOD_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]


def dowod_valid(v):
    """Polish identity card (dowód osobisty): 3 letters + 6 digits, check digit at position 4 (weight 9)."""
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{3}\d{6}", v):
        return False
    vals = [int(c, 36) for c in v]
    return sum(a * w for a, w in zip(vals, DOWOD_W)) % 10 == 0


def g_dowod(_):
    while True:
        letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
        rest = digits(5)
        for c in "0123456789":
            v = letters + c + rest
            if dowod_valid(v):
                return rng.choice([v, letters + " " + c + rest])


TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "4111111111111111", "4012888888881881"}


def g_card(arg):
    while True:
        pre = {"visa": "4", "mc": rng.choice(["51", "52", "53", "54", "55"])}.get(arg or rng.choice(["visa", "mc"]))
        b = pre + digits(15 - len(pre))
        v = b + luhn.calc_check_digit(b)
        if v not in TEST_CARDS:
            return rng.choice([" ".join(group(v, [4, 4, 4, 4])), " ".join(group(v, [4, 4, 4, 4])), v, "-".join(group(v, [4, 4, 4, 4]))])


def g_isbn(_):
    b = "978" + rng.choice(["83", "3", "84", "2", "617", "1"])
    b = b + digits(12 - len(b))
    v = b + ean.calc_check_digit(b)
    return rng.choice([v, f"{v[:3]}-{v[3:]}"]) if False else v


def g_ean(_):
    b = rng.choice(["590", "400", "840", "300", "482"]) + digits(9)
    return b + ean.calc_check_digit(b)


def g_phone(arg):
    region = arg
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nat = str(ex.national_number)
    while True:
        cand = nat[:2] + digits(len(nat) - 2)
        n = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            break
    style = rng.choice(["intl", "intl", "nat", "e164", "nat-plain"])
    if style == "intl":
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == "nat":
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL)
    if style == "e164":
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    return re.sub(r"\D", "", phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.NATIONAL))


def g_seed(arg):
    return Mnemonic(arg or "english").generate(rng.choice([128, 128, 256]) if False else 128)


def rand_alnum(n, alphabet=string.ascii_letters + string.digits):
    return "".join(secrets.choice(alphabet) for _ in range(n))


TOKENS = {
    "github": lambda: "ghp_" + rand_alnum(36),
    "gitlab": lambda: "glpat-" + rand_alnum(20),
    "aws": lambda: "AKIA" + rand_alnum(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rand_alnum(40, string.ascii_letters + string.digits + "/+"),
    "stripe": lambda: "sk_live_" + rand_alnum(24),
    "openai": lambda: "sk-proj-" + rand_alnum(48),
    "slack": lambda: "xoxb-" + digits(11) + "-" + digits(13) + "-" + rand_alnum(24),
    "google": lambda: "AIza" + rand_alnum(35, string.ascii_letters + string.digits + "-_"),
    "sendgrid": lambda: "SG." + rand_alnum(22) + "." + rand_alnum(43),
    "telegram": lambda: str(rng.randint(1000000000, 7999999999)) + ":AA" + rand_alnum(33),
}
TOKEN_RE = {
    "github": r"ghp_[A-Za-z0-9]{36}", "gitlab": r"glpat-[A-Za-z0-9]{20}", "aws": r"AKIA[A-Z2-7]{16}",
    "awssecret": r"[A-Za-z0-9/+]{40}", "stripe": r"sk_live_[A-Za-z0-9]{24}", "openai": r"sk-proj-[A-Za-z0-9]{48}",
    "slack": r"xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}", "google": r"AIza[A-Za-z0-9\-_]{35}",
    "sendgrid": r"SG\.[A-Za-z0-9]{22}\.[A-Za-z0-9]{43}", "telegram": r"\d{10}:AA[A-Za-z0-9]{33}",
}


def g_token(arg):
    return TOKENS[arg]()


def g_uuid(_):
    import uuid
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def g_sha(arg):
    return "".join(rng.choice("0123456789abcdef") for _ in range(int(arg or 40)))


GEN = {
    "pesel": g_pesel, "nip": g_nip, "regon": g_regon, "iban": g_iban, "nrb": g_nrb, "steuerid": g_steuerid,
    "ustid": g_ustid, "dni": g_dni, "nie": g_nie, "cif": g_cif, "nir": g_nir, "siren": g_siren, "siret": g_siret,
    "tva": g_tva, "ssn": g_ssn, "nino": g_nino, "rnokpp": g_rnokpp, "edrpou": g_edrpou, "card": g_card, "dowod": g_dowod,
    "isbn": g_isbn, "ean": g_ean, "phone": g_phone, "seed": g_seed, "token": g_token, "uuid": g_uuid, "sha": g_sha,
}

# validators on the compacted value; True = checksum-bearing (used in the mutation check)
VAL = {
    "pesel": (pesel.is_valid, True), "nip": (nip.is_valid, True), "regon": (regon.is_valid, True),
    "iban": (iban.is_valid, True), "nrb": (lambda v: iban.is_valid("PL" + v), True),
    "steuerid": (idnr.is_valid, True), "ustid": (devat.is_valid, True), "dni": (dni.is_valid, True),
    "nie": (nie.is_valid, True), "cif": (cif.is_valid, True), "nir": (nir.is_valid, True),
    "siren": (siren.is_valid, True), "siret": (siret.is_valid, True), "tva": (tva.is_valid, True),
    "ssn": (ssn.is_valid, False), "nino": (lambda v: bool(NINO_RE.match(v)), False),
    "rnokpp": (rntrc.is_valid, True), "edrpou": (edrpou.is_valid, True), "card": (luhn.is_valid, True), "dowod": (dowod_valid, True),
    "isbn": (isbn.is_valid, True), "ean": (ean.is_valid, True),
    "uuid": (lambda v: bool(re.fullmatch(r"[0-9a-f]{32}", v)), False),
    "sha": (lambda v: bool(re.fullmatch(r"[0-9a-f]+", v)), False),
}


def validate(kind, arg, value):
    if kind == "phone":
        try:
            n = phonenumbers.parse(value, arg)
        except Exception:
            return False
        return phonenumbers.is_valid_number(n)
    if kind == "seed":
        return Mnemonic(arg or "english").check(value)
    if kind == "token":
        return bool(re.fullmatch(TOKEN_RE[arg], value))
    f, _ = VAL[kind]
    return bool(f(compact(value)))


PH = re.compile(r"<<([a-z]+)(?::([A-Za-z]+))?>>")


def load():
    rows = []
    for lang in LANGS:
        p = HERE / f"lines-{lang}.tsv"
        if not p.exists():
            print("missing", p.name); continue
        for ln, raw in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = raw.split("||", 4)
            if len(parts) != 5:
                sys.exit(f"{p.name}:{ln}: expected 5 ||-separated fields, got {len(parts)}")
            label, kind, cat, note, text = (x.strip() for x in parts)
            rows.append(dict(lang=lang, label=label, kind=kind, category=cat, note=note, text=text.replace("\\n", "\n"), src=f"{p.name}:{ln}"))
    return rows


def main():
    rows = load()
    values = []  # (row index, kind, arg, value)
    for i, r in enumerate(rows):
        def fill(m):
            kind, arg = m.group(1), m.group(2)
            if kind not in GEN:
                sys.exit(f"{r['src']}: unknown placeholder {m.group(0)}")
            v = GEN[kind](arg)
            values.append((i, kind, arg, v))
            return v
        r["text"] = PH.sub(fill, r["text"])
    order = list(range(len(rows)))
    rng.shuffle(order)
    newid = {}
    with OUT.open("w", encoding="utf-8") as fh:
        for n, i in enumerate(order, 1):
            r = rows[i]
            newid[i] = f"bzzw-{n:04d}"
            obj = {"id": newid[i], "lang": r["lang"], "text": r["text"], "label": r["label"], "kind": r["kind"],
                   "category": r["category"], "note": r["note"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")

    # ------------------------------------------------------------ re-read and check
    back = [json.loads(l) for l in OUT.read_text(encoding="utf-8").splitlines()]
    byid = {o["id"]: o for o in back}
    errors = []
    if len(byid) != len(back):
        errors.append("duplicate ids")
    texts = collections.Counter(o["text"] for o in back)
    errors += [f"repeated text: {t[:60]}" for t, c in texts.items() if c > 1]
    for o in back:
        if list(o) != ["id", "lang", "text", "label", "kind", "category", "note"]:
            errors.append(f"{o['id']}: key order")
        if o["lang"] not in LANGS:
            errors.append(f"{o['id']}: lang {o['lang']}")
        if o["kind"] not in LABEL_KINDS.get(o["label"], ()):
            errors.append(f"{o['id']}: label/kind {o['label']}/{o['kind']}")
        if "<<" in o["text"] or ">>" in o["text"]:
            errors.append(f"{o['id']}: unfilled placeholder")
        if not o["note"] or not o["category"]:
            errors.append(f"{o['id']}: empty note/category")
    checked = 0
    for i, kind, arg, v in values:
        o = byid[newid[i]]
        if v not in o["text"]:
            errors.append(f"{o['id']}: value {v} not verbatim")
        if not validate(kind, arg, v):
            errors.append(f"{o['id']}: value {v} ({kind}) does not re-validate")
        checked += 1
    # ------------------------------------------------------------ mutation check
    mut_total = mut_accepted = 0
    per = collections.Counter(); per_acc = collections.Counter()
    for i, kind, arg, v in values:
        if kind not in VAL or not VAL[kind][1]:
            continue
        c = compact(v)
        for pos, ch in enumerate(c):
            if not ch.isdigit():
                continue
            m = c[:pos] + str((int(ch) + 1) % 10) + c[pos + 1:]
            mut_total += 1; per[kind] += 1
            if validate(kind, arg, m):
                mut_accepted += 1; per_acc[kind] += 1
    all_total = all_acc = 0
    for i, kind, arg, v in values:
        if kind not in VAL or not VAL[kind][1]:
            continue
        c = compact(v)
        for pos, ch in enumerate(c):
            if ch.isdigit():
                for d in "0123456789":
                    if d != ch:
                        all_total += 1
                        all_acc += validate(kind, arg, c[:pos] + d + c[pos + 1:])
    print(f"lines: {len(back)}; generated values checked: {checked}; errors: {len(errors)}")
    print(f"mutation check (every other digit at every position): {all_acc} of {all_total} variants still accepted")
    for e in errors[:50]:
        print("  ", e)
    print(f"mutation check: {mut_accepted} of {mut_total} one-digit (+1) variants still accepted")
    for k in sorted(per):
        print(f"   {k}: {per_acc[k]}/{per[k]}")
    for key in ("lang", "label", "kind"):
        print(key, dict(collections.Counter(o[key] for o in back).most_common()))
    red = [o for o in back if o["label"] == "red"]
    ids = sum(o["kind"] in ("identifier", "secret") for o in red)
    print(f"red identifiers+secrets share of red: {ids}/{len(red)} = {ids / max(1, len(red)):.2f}")
    green = [o for o in back if o["label"] == "green"]
    print(f"green lookalike share: {sum(o['kind'] == 'benign-lookalike' for o in green)}/{len(green)}")
    print("by lang x label:")
    for lang in LANGS:
        print("  ", lang, dict(collections.Counter(o["label"] for o in back if o["lang"] == lang)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
