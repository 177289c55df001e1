#!/usr/bin/env python3
"""Build broad-zzz4.jsonl from the hand-written line files in this folder.

Line file format (lines-<lang>.txt): label|kind|category|note|text
Text may contain <<placeholder>> tokens that are filled with generated values, and
literal "\\n" for a line break.  Lines starting with # are comments.
"""
import collections, json, os, random, re, secrets, string, sys

import phonenumbers
from mnemonic import Mnemonic
from stdnum import (ean, iban, isbn, luhn)
from stdnum.de import idnr, vat as devat
from stdnum.es import ccc, cif, dni, nie
from stdnum.fr import nir, siren, siret, tva
from stdnum.pl import nip, pesel, regon
from stdnum.ru import inn
from stdnum.ua import edrpou, rntrc
from stdnum.us import ssn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "broad-zzz4.jsonl")
SEED = 20261204
rng = random.Random(SEED)
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity",
                 "finance", "relationship"},
         "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def complete(body, ok):
    """Find the final check digit by trying all ten (for modules without a calc function)."""
    for d in string.digits:
        if ok(body + d):
            return d
    return None


def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- generators
AGES = {"old": (1938, 1962), "young": (2000, 2008), "child": (2008, 2018), "": (1938, 2008)}


def g_pesel(age=""):
    while True:
        y = rng.randint(*AGES[age])
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        mm = m + (20 if y >= 2000 else 0)
        base = "%02d%02d%02d%s" % (y % 100, mm, d, digits(4))
        v = base + pesel.calc_check_digit(base)
        if pesel.is_valid(v):
            return v


def g_nip(style=""):
    while True:
        b = str(rng.randint(1, 9)) + digits(8)
        c = complete(b, nip.is_valid)
        if c is None:
            continue
        v = b + c
        if nip.is_valid(v):
            return "%s-%s-%s-%s" % (v[:3], v[3:6], v[6:8], v[8:]) if style == "dash" else v


def g_regon():
    while True:
        b = digits(8)
        v = b + regon.calc_check_digit(b)
        if regon.is_valid(v):
            return v


def _pl_sort():
    b = digits(7)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(x) * k for x, k in zip(b, w)) % 10) % 10
    return b + str(c)


def _bban(cc):
    if cc == "DE":
        return digits(8) + digits(10)
    if cc == "PL":
        return _pl_sort() + digits(16)
    if cc == "ES":
        n = digits(8) + "00" + digits(10)
        return n[:8] + ccc.calc_check_digits(n) + n[10:]
    if cc == "FR":
        b, g, a = digits(5), digits(5), digits(11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        return b + g + a + "%02d" % key
    if cc == "UA":
        return digits(6) + "0000" + digits(15)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + digits(6) + digits(8)
    if cc == "BE":
        b = digits(10)
        c = int(b) % 97 or 97
        return b + "%02d" % c
    if cc == "AT":
        return digits(16)
    if cc == "IT":
        return rng.choice(string.ascii_uppercase) + digits(10) + digits(12)
    raise ValueError(cc)


def g_iban(cc, style=""):
    while True:
        n = cc + "00" + _bban(cc)
        v = cc + iban.calc_check_digits(n) + n[4:]
        if iban.is_valid(v):
            return v if style == "plain" else group(v)


def g_nrb(style=""):
    v = g_iban("PL", "plain")[2:]
    return v if style == "plain" else v[:2] + " " + group(v[2:])


def g_idnr(style=""):
    while True:
        b = str(rng.randint(1, 9)) + digits(9)
        if len(set(b)) == 10 or max(collections.Counter(b).values()) > 3:
            continue
        c = complete(b, idnr.is_valid)
        if c is None:
            continue
        v = b + c
        if idnr.is_valid(v):
            return "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:]) if style == "group" else v


def g_ustid():
    while True:
        b = str(rng.randint(1, 9)) + digits(7)
        c = complete("DE" + b, devat.is_valid)
        if c is None:
            continue
        v = "DE" + b + c
        if devat.is_valid(v):
            return v


def g_dni():
    b = digits(8)
    return b + dni.calc_check_digit(b)


def g_nie():
    b = rng.choice("XYZ") + digits(7)
    return b + nie.calc_check_digit(b)


def g_cif():
    while True:
        b = rng.choice("ABH") + digits(7)
        v = b + cif.calc_check_digits(b + "0")[0]
        if cif.is_valid(v):
            return v


def g_nir(style="", age=""):
    while True:
        b = "%d%02d%02d%s%s" % (rng.choice([1, 2]), rng.randint(*AGES[age]) % 100, rng.randint(1, 12),
                                 "%02d" % rng.choice([13, 33, 35, 44, 59, 69, 75, 92, 93, 31]), digits(6))
        v = b + nir.calc_check_digits(b)
        if nir.is_valid(v):
            if style == "group":
                return " ".join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
            return v


def g_siren():
    b = digits(8)
    return b + luhn.calc_check_digit(b)


def g_siret():
    while True:
        b = g_siren() + digits(4)
        v = b + luhn.calc_check_digit(b)
        if siret.is_valid(v):
            return v[:3] + " " + v[3:6] + " " + v[6:9] + " " + v[9:]


def g_tva():
    s = g_siren()
    k = (12 + 3 * (int(s) % 97)) % 97
    v = "FR%02d%s" % (k, s)
    assert tva.is_valid(v)
    return v


def g_ssn():
    while True:
        v = "%03d-%02d-%04d" % (rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999))
        if ssn.is_valid(v):
            return v


def g_nino(style=""):
    bad1 = set("DFIQUV")
    while True:
        a, b = rng.choice(string.ascii_uppercase), rng.choice(string.ascii_uppercase)
        if a in bad1 or b in bad1 or b == "O" or a + b in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            continue
        d = digits(6)
        s = rng.choice("ABCD")
        return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], s) if style == "group" else a + b + d + s


def g_rnokpp(age=""):
    import datetime
    lo, hi = AGES[age]
    while True:
        born = datetime.date(rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28))
        b = "%05d" % (born - datetime.date(1899, 12, 31)).days + digits(4)
        v = b + rntrc.calc_check_digit(b)
        if rntrc.is_valid(v):
            return v


def g_edrpou():
    while True:
        b = "4" + digits(6)
        v = b + edrpou.calc_check_digit(b)
        if edrpou.is_valid(v):
            return v


def g_card(kind="visa", style=""):
    pref = {"visa": "4" + digits(5), "mc": str(rng.randint(51, 55)) + digits(4),
            "mir": "220" + str(rng.randint(0, 4)) + digits(2)}[kind]
    b = pref + digits(9)
    v = b + luhn.calc_check_digit(b)
    return v if style == "plain" else group(v)


def g_isbn():
    b = rng.choice(["97883", "97838", "97884", "97822", "97896", "97850", "97801"]) + digits(7)
    v = b + ean.calc_check_digit(b)
    assert isbn.is_valid(v)
    return "%s-%s-%s-%s-%s" % (v[:3], v[3:5], v[5:9], v[9:12], v[12])


def g_ean():
    b = rng.choice(["590", "400", "841", "300", "482", "460"]) + digits(9)
    return b + ean.calc_check_digit(b)


def g_inn(style="12"):
    while True:
        if style == "10":
            b = "77" + digits(7)
            v = b + inn.calc_company_check_digit(b)
        else:
            b = "77" + digits(8)
            v = b + inn.calc_personal_check_digits(b)
        if inn.is_valid(v):
            return v


def _kvnr_check(letter, body):
    s = "%02d" % (ord(letter) - 64) + body
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return str(tot % 10)


def g_kvnr():
    """German health insurance number (Krankenversichertennummer): letter, 8 digits, check digit."""
    letter = rng.choice(string.ascii_uppercase)
    body = digits(8)
    return letter + body + _kvnr_check(letter, body)


def v_kvnr(v):
    return bool(re.fullmatch(r"[A-Z]\d{9}", v)) and _kvnr_check(v[0], v[1:9]) == v[9]


def g_nss():
    """Spanish social security number: province(2) + number(8) + check(2) = mod 97."""
    prov = "%02d" % rng.choice([8, 28, 41, 46, 29, 15, 50, 33])
    num = str(rng.randint(1, 9)) + digits(7)
    return "%s %s %02d" % (prov, num, int(prov + num) % 97)


def v_nss(v):
    return bool(re.fullmatch(r"\d{12}", v)) and int(v[:10]) % 97 == int(v[10:])


PLID_W = [7, 3, 1, 9, 7, 3, 1, 7, 3]


def _plid_val(ch):
    return ord(ch) - 55 if ch.isalpha() else int(ch)


def g_plid():
    """Polish ID card number: 3 letters + check digit + 5 digits."""
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
    rest = digits(5)
    s = sum(_plid_val(c) * w for c, w in zip(letters, PLID_W[:3])) + \
        sum(int(c) * w for c, w in zip(rest, PLID_W[4:]))
    return "%s %d%s" % (letters, s % 10, rest)


def v_plid(v):
    return bool(re.fullmatch(r"[A-Z]{3}\d{6}", v)) and \
        sum(_plid_val(c) * w for c, w in zip(v, PLID_W)) % 10 == 0


MOB = phonenumbers.PhoneNumberType.MOBILE


def g_phone(region, style="intl", ptype="mobile"):
    t = MOB if ptype == "mobile" else phonenumbers.PhoneNumberType.FIXED_LINE
    ex = phonenumbers.example_number_for_type(region, t)
    nat = str(ex.national_number)
    ok_types = (t, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    for keep in (1, 2, len(nat) - 6):       # random prefix first, example prefix as fallback
        for _ in range(20000):
            cand = nat[:keep] + digits(len(nat) - keep)
            p = phonenumbers.parse(cand, region)
            if phonenumbers.is_valid_number(p) and phonenumbers.number_type(p) in ok_types:
                break
        else:
            continue
        break
    F = phonenumbers.PhoneNumberFormat
    if style == "intl":
        return phonenumbers.format_number(p, F.INTERNATIONAL)
    if style == "e164":
        return phonenumbers.format_number(p, F.E164)
    if style == "nat":
        return phonenumbers.format_number(p, F.NATIONAL)
    if style == "plain":
        return re.sub(r"\D", "", phonenumbers.format_number(p, F.NATIONAL))
    raise ValueError(style)


def g_seed(lang="english", words="12"):
    m = Mnemonic(lang)
    strength = {"12": 128, "15": 160, "18": 192, "24": 256}[words]
    return m.to_mnemonic(bytes(rng.getrandbits(8) for _ in range(strength // 8)))


def _rand(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


AN = string.ascii_letters + string.digits


def g_token(kind):
    if kind == "gh":
        return "ghp_" + _rand(AN, 36)
    if kind == "openai":
        return "sk-proj-" + _rand(AN + "_-", 48)
    if kind == "aws":
        return "AKIA" + _rand(string.ascii_uppercase + "234567", 16)
    if kind == "awssecret":
        return _rand(AN + "/+", 40)
    if kind == "stripe":
        return "sk_live_" + _rand(AN, 24)
    if kind == "slack":
        return "xoxb-%s-%s-%s" % (digits(11), digits(13), _rand(AN, 24))
    if kind == "discord":
        return _rand(AN, 24) + "." + _rand(AN + "_-", 6) + "." + _rand(AN + "_-", 38)
    if kind == "google":
        return "AIza" + _rand(AN + "_-", 35)
    if kind == "tg":
        return "%d:%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), _rand(AN + "_-", 35))
    raise ValueError(kind)


def g_uuid():
    import uuid
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def g_sha():
    return "%040x" % rng.getrandbits(160)


GEN = {"pesel": g_pesel, "nip": g_nip, "regon": g_regon, "iban": g_iban, "nrb": g_nrb, "idnr": g_idnr,
       "ustid": g_ustid, "dni": g_dni, "nie": g_nie, "cif": g_cif, "nir": g_nir, "siren": g_siren,
       "siret": g_siret, "tva": g_tva, "ssn": g_ssn, "nino": g_nino, "rnokpp": g_rnokpp,
       "edrpou": g_edrpou, "card": g_card, "isbn": g_isbn, "ean": g_ean, "inn": g_inn, "phone": g_phone,
       "seed": g_seed, "kvnr": g_kvnr, "nss": g_nss, "plid": g_plid, "token": g_token, "uuid": g_uuid, "sha": g_sha}

SEPS = re.compile(r"[\s\-./]")


def strip(v):
    return SEPS.sub("", v)


VALID = {
    "pesel": lambda v, a: pesel.is_valid(strip(v)),
    "nip": lambda v, a: nip.is_valid(strip(v)),
    "regon": lambda v, a: regon.is_valid(strip(v)),
    "iban": lambda v, a: iban.is_valid(strip(v)),
    "nrb": lambda v, a: iban.is_valid("PL" + strip(v)),
    "idnr": lambda v, a: idnr.is_valid(strip(v)),
    "ustid": lambda v, a: devat.is_valid(strip(v)),
    "dni": lambda v, a: dni.is_valid(strip(v)),
    "nie": lambda v, a: nie.is_valid(strip(v)),
    "cif": lambda v, a: cif.is_valid(strip(v)),
    "nir": lambda v, a: nir.is_valid(strip(v)),
    "siren": lambda v, a: siren.is_valid(strip(v)),
    "siret": lambda v, a: siret.is_valid(strip(v)),
    "tva": lambda v, a: tva.is_valid(strip(v)),
    "ssn": lambda v, a: ssn.is_valid(strip(v)),
    "nino": lambda v, a: bool(re.fullmatch(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", strip(v))),
    "rnokpp": lambda v, a: rntrc.is_valid(strip(v)),
    "edrpou": lambda v, a: edrpou.is_valid(strip(v)),
    "card": lambda v, a: luhn.is_valid(strip(v)),
    "isbn": lambda v, a: isbn.is_valid(strip(v)),
    "ean": lambda v, a: ean.is_valid(strip(v)),
    "inn": lambda v, a: inn.is_valid(strip(v)),
    "phone": lambda v, a: phonenumbers.is_valid_number(phonenumbers.parse(strip(v), a[0])),
    "seed": lambda v, a: Mnemonic(a[0] if a else "english").check(v),
    "token": lambda v, a: bool(re.fullmatch(r"(ghp_|sk-proj-|AKIA|sk_live_|xoxb-|AIza)?[\w\-./+:]{16,}", v)),
    "uuid": lambda v, a: bool(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", v)),
    "kvnr": lambda v, a: v_kvnr(strip(v)),
    "nss": lambda v, a: v_nss(strip(v)),
    "plid": lambda v, a: v_plid(strip(v)),
    "sha": lambda v, a: bool(re.fullmatch(r"[0-9a-f]{40}", v)),
}
CHECKSUM = {"pesel", "nip", "regon", "iban", "nrb", "idnr", "ustid", "dni", "nie", "cif", "nir", "siren",
            "siret", "tva", "rnokpp", "edrpou", "card", "isbn", "ean", "inn", "kvnr", "nss", "plid"}

PH = re.compile(r"<<([a-z0-9]+)((?::[A-Za-z0-9_]+)*)>>")


def load():
    rows = []
    for lang in LANGS:
        path = os.path.join(HERE, "lines-%s.txt" % lang)
        if not os.path.exists(path):
            print("missing", path)
            continue
        for no, line in enumerate(open(path, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("|", 4)
            if len(parts) != 5:
                sys.exit("%s:%d: bad line" % (path, no))
            label, kind, cat, note, text = [p.strip() for p in parts]
            rows.append(dict(lang=lang, label=label, kind=kind, category=cat, note=note, text=text,
                             src="%s:%d" % (os.path.basename(path), no)))
    return rows


def fill(rows):
    used = set()
    for r in rows:
        vals = []

        def rep(m):
            name, args = m.group(1), [a for a in m.group(2).split(":") if a]
            while True:
                v = GEN[name](*args)
                if v not in used:
                    used.add(v)
                    break
            vals.append((name, args, v))
            return v
        r["text"] = PH.sub(rep, r["text"]).replace("\\n", "\n")
        r["_vals"] = vals
    return rows


def mutation_check(rows):
    total = accepted = 0
    per = collections.Counter()
    per_tot = collections.Counter()
    for r in rows:
        for name, args, v in r["_vals"]:
            if name not in CHECKSUM:
                continue
            for i, ch in enumerate(v):
                if not ch.isdigit():
                    continue
                mv = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                total += 1
                per_tot[name] += 1
                try:
                    ok = VALID[name](mv, args)
                except Exception:
                    ok = False
                if ok:
                    accepted += 1
                    per[name] += 1
    return total, accepted, per, per_tot


def main():
    rows = fill(load())
    for r in rows:
        assert r["label"] in KINDS and r["kind"] in KINDS[r["label"]], r["src"]
        assert "<<" not in r["text"], r["src"]
    rng2 = random.Random(SEED + 1)
    rng2.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            r["id"] = "bzzz4-%04d" % i
            obj = {k: r[k] for k in ("id", "lang", "text", "label", "kind", "category", "note")}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    # ---- re-read and verify
    back = [json.loads(l) for l in open(OUT, encoding="utf-8")]
    assert len(back) == len(rows)
    ids = [b["id"] for b in back]
    assert len(set(ids)) == len(ids), "duplicate ids"
    texts = collections.Counter(b["text"] for b in back)
    dups = [t for t, c in texts.items() if c > 1]
    assert not dups, dups
    nval = 0
    for b, r in zip(back, rows):
        assert list(b) == ["id", "lang", "text", "label", "kind", "category", "note"]
        assert b["lang"] in LANGS and b["kind"] in KINDS[b["label"]]
        for name, args, v in r["_vals"]:
            assert v in b["text"], (b["id"], v)
            assert VALID[name](v, args), (b["id"], name, v)
            nval += 1
    total, acc, per, per_tot = mutation_check(rows)
    C = collections.Counter
    print("lines", len(back), "generated values", nval)
    print("by lang", dict(sorted(C(b["lang"] for b in back).items())))
    print("by label", dict(C(b["label"] for b in back)))
    print("by kind", dict(C(b["kind"] for b in back)))
    red = [b for b in back if b["label"] == "red"]
    print("red share %.1f%% yellow %.1f%% green %.1f%%" % tuple(
        100.0 * sum(b["label"] == l for b in back) / len(back) for l in ("red", "yellow", "green")))
    print("ident+secret share of red %.1f%%" % (100.0 * sum(b["kind"] in ("identifier", "secret") for b in red) / len(red)))
    print("per lang/label", dict(sorted(C((b["lang"], b["label"]) for b in back).items())))
    print("mutation check: %d single-digit variants, %d still accepted" % (total, acc))
    for k in sorted(per_tot):
        print("  %-7s variants %4d accepted %d" % (k, per_tot[k], per[k]))


if __name__ == "__main__":
    main()
