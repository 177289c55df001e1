#!/usr/bin/env python3
"""Build broad-zzz13.jsonl from the hand-written line files in this folder.

Line file format (one message per line, '#' lines ignored):
    label|kind|category|note|text with <<placeholders>>
Every placeholder is filled with a freshly generated value (python-stdnum,
phonenumbers, mnemonic, secrets). The output is shuffled with a fixed seed,
numbered, written, then RE-READ and checked; a mutation check follows.
"""
import json, os, random, re, secrets, string, sys
from collections import Counter, defaultdict

import phonenumbers
from mnemonic import Mnemonic
from stdnum import iban, luhn, isbn, ean
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as devat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "broad-zzz13.jsonl")
PREFIX = "bzzz13"
rng = random.Random(1313)
DIG = string.digits


def rd(n):
    return "".join(rng.choice(DIG) for _ in range(n))


def until(make, ok):
    for _ in range(200000):
        v = make()
        if ok(v):
            return v
    raise RuntimeError("no value")


def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- generators
def g_pesel():
    y = rng.randint(1950, 2005); m = rng.randint(1, 12); d = rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}" + rd(4)
    return base + pesel.calc_check_digit(base)

def g_nip():
    return until(lambda: str(rng.randint(1, 9)) + rd(9), nip.is_valid)

def g_nipfmt():
    v = g_nip(); return f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"

def g_regon():
    return until(lambda: rd(9), regon.is_valid)

BBAN = {  # country -> maker of a BBAN (national check digits by rejection)
    "DE": lambda: rd(18), "PL": lambda: rd(24), "ES": lambda: rd(20),
    "FR": lambda: rd(23), "UA": lambda: rd(25), "AT": lambda: rd(16),
    "BE": lambda: rd(12), "NL": lambda: rng.choice(["ABNA", "RABO", "INGB", "TRIO"]) + rd(10),
    "GB": lambda: rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + rd(14),
    "IT": lambda: rng.choice(string.ascii_uppercase) + rd(22),
    "CH": lambda: rd(17), "PT": lambda: rd(21), "IE": lambda: rng.choice(["AIBK", "BOFI"]) + rd(14),
}

def _iban(cc):
    def mk():
        b = BBAN[cc](); raw = b + cc + "00"
        num = "".join(str(int(c, 36)) for c in raw)
        return cc + f"{98 - int(num) % 97:02d}" + b
    return until(mk, iban.is_valid)

def g_iban(cc="DE"):
    v = _iban(cc); return group(v) if rng.random() < 0.75 else v

def g_nrb():
    v = _iban("PL")[2:]
    return v[:2] + " " + group(v[2:]) if rng.random() < 0.8 else v

def g_steuerid():
    v = until(lambda: str(rng.randint(1, 9)) + rd(10), idnr.is_valid)
    return rng.choice([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])

def g_ustid():
    return "DE" + until(lambda: str(rng.randint(1, 3)) + rd(8), lambda s: devat.is_valid("DE" + s))

def g_dni():
    n = rd(8); return n + dni.calc_check_digit(n)

def g_nie():
    return until(lambda: rng.choice("XYZ") + rd(7) + rng.choice("TRWAGMYFPDXBNJZSQVHLCKE"), nie.is_valid)

def g_cif():
    return until(lambda: rng.choice("ABG") + rd(8), cif.is_valid)

def g_nir():
    s = str(rng.randint(1, 2)); y = f"{rng.randint(50, 99):02d}"; m = f"{rng.randint(1, 12):02d}"
    dep = f"{rng.randint(1, 95):02d}"
    if dep == "20": dep = "21"
    base = s + y + m + dep + rd(3) + rd(3)
    v = base + nir.calc_check_digits(base)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if rng.random() < 0.6 else v

def g_siren():
    v = until(lambda: str(rng.randint(3, 9)) + rd(8), siren.is_valid)
    return f"{v[:3]} {v[3:6]} {v[6:]}"

def g_siret():
    v = until(lambda: str(rng.randint(3, 9)) + rd(13), siret.is_valid)
    return f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"

def g_tva():
    s = until(lambda: str(rng.randint(3, 9)) + rd(8), siren.is_valid)
    key = (12 + 3 * (int(s) % 97)) % 97  # French VAT key, checked by stdnum.fr.tva below
    v = "FR" + f"{key:02d}" + " " + s
    assert tva.is_valid(v)
    return v

def g_ssn():
    v = until(lambda: rd(9), ssn.is_valid)
    return f"{v[:3]}-{v[3:5]}-{v[5:]}"

def g_nino():
    p1 = rng.choice("ABCEGHJKLMNOPRSTWXYZ"); p2 = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    if p1 + p2 in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"): p1 = "J"
    v = p1 + p2 + rd(6) + rng.choice("ABCD")
    return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if rng.random() < 0.5 else v

def g_rnokpp():
    return until(lambda: str(rng.randint(1, 4)) + rd(9), rntrc.is_valid)

def g_edrpou():
    return until(lambda: rng.choice("234") + rd(7), edrpou.is_valid)

CARD_PREFIX = {"visa": ["4"], "mc": ["51", "52", "53", "54", "55", "2221", "2720"], "amex": ["34", "37"]}

def g_card(kind="visa"):
    p = rng.choice(CARD_PREFIX[kind]); n = 15 if kind == "amex" else 16
    base = p + rd(n - len(p) - 1); v = base + luhn.calc_check_digit(base)
    if kind == "amex":
        return f"{v[:4]} {v[4:10]} {v[10:]}"
    return rng.choice([group(v), group(v, sep="-"), v])

def g_isbn():
    base = "978" + rng.choice(["83", "3", "2", "84", "966", "5", "0", "1"])
    base += rd(12 - len(base)); v = base + ean.calc_check_digit(base)
    return f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"

def g_ean():
    base = rng.choice(["590", "400", "300", "840", "482", "460"]) + rd(9)
    return base + ean.calc_check_digit(base)

PHONE = {  # region -> national-number maker
    "PL": lambda: rng.choice("5678") + rd(8),
    "DE": lambda: "1" + rng.choice(["51", "52", "57", "60", "62", "70", "71", "76"]) + rd(rng.choice([7, 8])),
    "FR": lambda: rng.choice("67") + rd(8),
    "ES": lambda: rng.choice("67") + rd(8),
    "UA": lambda: rng.choice(["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"]) + rd(7),
    "GB": lambda: "7" + rng.choice("4579") + rd(8),
    "US": lambda: str(rng.randint(2, 9)) + rd(2) + str(rng.randint(2, 9)) + rd(6),
    "RU": lambda: "9" + rd(9),
}

def g_phone(region="PL"):
    def mk():
        return phonenumbers.parse(PHONE[region](), region)
    num = until(mk, lambda n: phonenumbers.is_valid_number(n) and phonenumbers.number_type(n) in (
        phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE))
    style = rng.choice(["intl", "nat", "e164", "natplain"])
    if style == "intl": return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    if style == "e164": return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164)
    nat = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
    return re.sub(r"[^\d]", "", nat) if style == "natplain" else nat

SEED_LANGS = ["english", "english", "spanish", "french", "italian", "czech", "portuguese"]

def g_seed(lang=None, words="12"):
    lang = lang or rng.choice(SEED_LANGS)
    strength = {"12": 128, "15": 160, "18": 192, "24": 256}[words]
    m = Mnemonic(lang)
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(strength // 8)))

ALNUM = string.ascii_letters + string.digits

def rs(n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))

TOKENS = {
    "github": lambda: "ghp_" + rs(36),
    "aws": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "awssecret": lambda: rs(40, ALNUM + "/+"),
    "stripe": lambda: "sk_live_" + rs(24),
    "openai": lambda: "sk-proj-" + rs(48, ALNUM + "-_"),
    "slack": lambda: "xoxb-" + rd(11) + "-" + rd(13) + "-" + rs(24),
    "gitlab": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "google": lambda: "AIza" + rs(35, ALNUM + "-_"),
    "hex": lambda: "".join(rng.choice("0123456789abcdef") for _ in range(40)),
}
TOKEN_RE = {
    "github": r"ghp_[A-Za-z0-9]{36}", "aws": r"AKIA[A-Z2-7]{16}", "awssecret": r"[A-Za-z0-9/+]{40}",
    "stripe": r"sk_live_[A-Za-z0-9]{24}", "openai": r"sk-proj-[A-Za-z0-9_-]{48}",
    "slack": r"xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}", "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "google": r"AIza[A-Za-z0-9_-]{35}", "hex": r"[0-9a-f]{40}",
}

def g_token(kind="github"):
    return TOKENS[kind]()

GEN = {
    "pesel": g_pesel, "nip": g_nip, "nipfmt": g_nipfmt, "regon": g_regon, "iban": g_iban, "nrb": g_nrb,
    "steuerid": g_steuerid, "ustid": g_ustid, "dni": g_dni, "nie": g_nie, "cif": g_cif, "nir": g_nir,
    "siren": g_siren, "siret": g_siret, "tva": g_tva, "ssn": g_ssn, "nino": g_nino, "rnokpp": g_rnokpp,
    "edrpou": g_edrpou, "card": g_card, "isbn": g_isbn, "ean": g_ean, "phone": g_phone, "seed": g_seed,
    "token": g_token,
}

# ---------------------------------------------------------------- validators
def strip(v):
    return re.sub(r"[\s\-./]", "", v)

def v_phone(v, region):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(v, region))
    except phonenumbers.NumberParseException:
        return False

VAL = {
    "pesel": pesel.is_valid, "nip": nip.is_valid, "nipfmt": nip.is_valid, "regon": regon.is_valid,
    "iban": iban.is_valid, "nrb": lambda v: iban.is_valid("PL" + v), "steuerid": idnr.is_valid,
    "ustid": devat.is_valid, "dni": dni.is_valid, "nie": nie.is_valid, "cif": cif.is_valid,
    "nir": nir.is_valid, "siren": siren.is_valid, "siret": siret.is_valid, "tva": tva.is_valid,
    "ssn": ssn.is_valid, "nino": lambda v: re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", v) is not None,
    "rnokpp": rntrc.is_valid, "edrpou": edrpou.is_valid, "card": luhn.is_valid, "isbn": isbn.is_valid,
    "ean": ean.is_valid,
}
CHECKSUM = {"pesel", "nip", "nipfmt", "regon", "iban", "nrb", "steuerid", "ustid", "dni", "nie", "cif", "nir",
            "siren", "siret", "tva", "rnokpp", "edrpou", "card", "isbn", "ean"}


def validate(typ, arg, v):
    if typ == "phone":
        return v_phone(v, arg or "PL")
    if typ == "seed":
        return Mnemonic(arg or detect_lang(v)).check(v)
    if typ == "token":
        return re.fullmatch(TOKEN_RE[arg or "github"], v) is not None
    return VAL[typ](strip(v))


def detect_lang(v):
    for lang in set(SEED_LANGS):
        if Mnemonic(lang).check(v):
            return lang
    return "english"


KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance",
                 "relationship"}, "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
PH = re.compile(r"<<(\w+)(?::(\w+))?(?::(\w+))?>>")


def main():
    rows = []
    files = sorted(f for f in os.listdir(HERE) if f.startswith("lines-") and f.endswith(".txt"))
    for fn in files:
        lang = fn[len("lines-"):-4]
        for ln, line in enumerate(open(os.path.join(HERE, fn), encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("|")
            assert len(parts) == 5, (fn, ln, line[:80])
            label, kind, cat, note, text = [p.strip() for p in parts]
            assert kind in KINDS[label], (fn, ln, label, kind)
            vals = []

            def fill(m):
                typ, a1, a2 = m.group(1), m.group(2), m.group(3)
                assert typ in GEN, (fn, ln, typ)
                args = [a for a in (a1, a2) if a]
                v = GEN[typ](*args)
                vals.append((typ, a1, v))
                return v
            text = PH.sub(fill, text)
            assert "<<" not in text and ">>" not in text, (fn, ln)
            rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat,
                         "note": note, "_vals": vals, "_src": f"{fn}:{ln}"})
    rng.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as fh:
        for i, r in enumerate(rows, 1):
            obj = {"id": f"{PREFIX}-{i:04d}", "lang": r["lang"], "text": r["text"], "label": r["label"],
                   "kind": r["kind"], "category": r["category"], "note": r["note"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    vals_by_id = {f"{PREFIX}-{i:04d}": r["_vals"] for i, r in enumerate(rows, 1)}

    # ------------------------------------------------------------ re-read and check
    back = [json.loads(l) for l in open(OUT, encoding="utf-8")]
    errors = []
    ids = [b["id"] for b in back]
    if len(set(ids)) != len(ids): errors.append("duplicate ids")
    texts = [b["text"] for b in back]
    if len(set(texts)) != len(texts): errors.append("duplicate texts")
    nvals = 0
    for b in back:
        if list(b.keys()) != ["id", "lang", "text", "label", "kind", "category", "note"]:
            errors.append(f"{b['id']} key order")
        if b["kind"] not in KINDS.get(b["label"], ()): errors.append(f"{b['id']} label/kind")
        if b["lang"] not in {"en", "pl", "de", "es", "fr", "uk", "ru"}: errors.append(f"{b['id']} lang")
        for typ, arg, v in vals_by_id[b["id"]]:
            nvals += 1
            if v not in b["text"]: errors.append(f"{b['id']} value not verbatim")
            if not validate(typ, arg, v): errors.append(f"{b['id']} {typ} does not validate: {v}")
        if b["label"] == "green" and any(t in ("phone", "seed", "pesel", "dni", "nie", "nir", "ssn", "nino",
                                               "rnokpp", "steuerid", "nrb", "card")
                                         for t, _, _ in vals_by_id[b["id"]]):
            print("note: green line carries a personal-type value:", b["id"], b["category"])
    # word counts (long style)
    wc = [len(b["text"].split()) for b in back]
    print(f"lines={len(back)} values={nvals} errors={len(errors)} median_words={sorted(wc)[len(wc)//2]} "
          f"min_words={min(wc)}")
    for e in errors[:30]: print("ERROR", e)

    # ------------------------------------------------------------ mutation check
    total = accepted = 0
    per = Counter(); per_acc = Counter()
    for b in back:
        for typ, arg, v in vals_by_id[b["id"]]:
            if typ not in CHECKSUM: continue
            for i, c in enumerate(v):
                if not c.isdigit(): continue
                mv = v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
                total += 1; per[typ] += 1
                if validate(typ, arg, mv):
                    accepted += 1; per_acc[typ] += 1
    print(f"mutation check: {total} single-digit variants of checksum-bearing values, {accepted} still accepted")
    for t in sorted(per): print(f"  {t}: {per_acc[t]}/{per[t]}")

    # ------------------------------------------------------------ counts
    for key in ("lang", "label", "kind"):
        c = Counter(b[key] for b in back)
        print(key, dict(sorted(c.items(), key=lambda kv: -kv[1])))
    red = [b for b in back if b["label"] == "red"]
    ids_sec = sum(1 for b in red if b["kind"] in ("identifier", "secret"))
    print(f"red={len(red)} ids+secrets={ids_sec} ({ids_sec / max(1, len(red)):.0%} of red)")
    by_lang_label = defaultdict(Counter)
    for b in back: by_lang_label[b["lang"]][b["label"]] += 1
    for l, c in sorted(by_lang_label.items()): print(" ", l, dict(c))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
