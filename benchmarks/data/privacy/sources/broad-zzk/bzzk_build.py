"""Build broad-zzk.jsonl from the hand-written line files bzzk_<lang>.txt and check it.

Line format: KIND|category|note|text   (text may contain '|'; '\\n' in text is a newline)
Placeholders <<name>> are filled by generators from bzzk_lib (fresh random value each time).
"""
import collections
import json
import random
import re
import sys
from pathlib import Path

from mnemonic import Mnemonic
import bzzk_lib as L
from stdnum import iban, isbn, ean, luhn
from stdnum.pl import pesel, nip, regon
from stdnum.de import idnr, vat as de_vat
from stdnum.es import dni, nie, cif
from stdnum.fr import nir, siren, siret, tva
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum.gb import vat as gb_vat

HERE = Path(__file__).parent
KINDS = {"I": "identifier", "S": "secret", "ID": "identity", "H": "health", "SX": "sexuality", "B": "beliefs",
         "E": "ethnicity", "F": "finance", "RL": "relationship", "U": "uncertain", "G": "benign",
         "L": "benign-lookalike"}
LABEL = {"identifier": "red", "secret": "red", "identity": "red", "health": "red", "sexuality": "red",
         "beliefs": "red", "ethnicity": "red", "finance": "red", "relationship": "red", "uncertain": "yellow",
         "benign": "green", "benign-lookalike": "green"}
SEP = re.compile(r"[\s\-./]")


def strip(v):
    return SEP.sub("", v)


def iban_v(v):
    return iban.is_valid(strip(v))


GEN = {
    "pesel": (L.gen_pesel, lambda v: pesel.is_valid(v)),
    "nip": (lambda: L.nip_dash(L.gen_nip()), lambda v: nip.is_valid(strip(v))),
    "nip_plain": (L.gen_nip, lambda v: nip.is_valid(v)),
    "regon": (L.gen_regon, lambda v: regon.is_valid(v)),
    "plid": (L.gen_plid, L.plid_ok),
    "plid_sp": (lambda: (lambda x: x[:3] + " " + x[3:])(L.gen_plid()), lambda v: L.plid_ok(strip(v))),
    "nrb": (lambda: L.group(L.gen_nrb(), [2, 4, 4, 4, 4, 4, 4]), lambda v: iban.is_valid("PL" + strip(v))),
    "nrb_plain": (L.gen_nrb, lambda v: iban.is_valid("PL" + v)),
    "idnr": (lambda: L.idnr_sp(L.gen_idnr()), lambda v: idnr.is_valid(strip(v))),
    "idnr_plain": (L.gen_idnr, lambda v: idnr.is_valid(v)),
    "dni": (L.gen_dni, lambda v: dni.is_valid(strip(v))),
    "dni_dash": (lambda: (lambda x: x[:8] + "-" + x[8])(L.gen_dni()), lambda v: dni.is_valid(strip(v))),
    "nie": (L.gen_nie, lambda v: nie.is_valid(strip(v))),
    "cif": (L.gen_cif, lambda v: cif.is_valid(v)),
    "nir": (L.gen_nir, lambda v: nir.is_valid(v)),
    "nir_sp": (lambda: L.nir_sp(L.gen_nir()), lambda v: nir.is_valid(strip(v))),
    "siren": (lambda: (lambda x: f"{x[:3]} {x[3:6]} {x[6:]}")(L.gen_siren()), lambda v: siren.is_valid(strip(v))),
    "siret": (lambda: (lambda x: f"{x[:3]} {x[3:6]} {x[6:9]} {x[9:]}")(L.gen_siret()), lambda v: siret.is_valid(strip(v))),
    "tva": (L.gen_tva, lambda v: tva.is_valid(v)),
    "ssn": (L.gen_ssn, lambda v: ssn.is_valid(strip(v))),
    "nino": (L.gen_nino, L.nino_ok),
    "nino_sp": (lambda: L.nino_sp(L.gen_nino()), lambda v: L.nino_ok(strip(v))),
    "rnokpp": (L.gen_rnokpp, lambda v: rntrc.is_valid(v)),
    "edrpou": (L.gen_edrpou, lambda v: edrpou.is_valid(v)),
    "de_vat": (L.gen_de_vat, lambda v: de_vat.is_valid(v)),
    "gb_vat": (lambda: (lambda x: f"GB {x[2:5]} {x[5:9]} {x[9:]}")(L.gen_gb_vat()), lambda v: gb_vat.is_valid(strip(v))),
    "isbn": (lambda: L.isbn_dash(L.gen_isbn()), lambda v: isbn.is_valid(strip(v))),
    "ean": (L.gen_ean, lambda v: ean.is_valid(v)),
    "card": (L.gen_card, lambda v: luhn.is_valid(v) and len(v) == 16),
    "card_sp": (lambda: L.g4(L.gen_card()), lambda v: luhn.is_valid(strip(v)) and len(strip(v)) == 16),
    "card_dash": (lambda: L.g4(L.gen_card(), "-"), lambda v: luhn.is_valid(strip(v)) and len(strip(v)) == 16),
    "github": (L.gen_github, L.github_ok),
    "openai": (L.gen_openai, lambda v: bool(re.fullmatch(r"sk-proj-[A-Za-z0-9_-]{48}T3BlbkFJ[A-Za-z0-9]{20}", v))),
    "slack": (L.gen_slack, lambda v: bool(re.fullmatch(r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", v))),
    "aws_id": (L.gen_aws_id, lambda v: bool(re.fullmatch(r"AKIA[A-Z2-7]{16}", v))),
    "aws_secret": (L.gen_aws_secret, lambda v: bool(re.fullmatch(r"[A-Za-z0-9+/]{40}", v))),
    "stripe": (L.gen_stripe, lambda v: bool(re.fullmatch(r"sk_live_[A-Za-z0-9]{24}", v))),
    "google": (L.gen_google, lambda v: bool(re.fullmatch(r"AIza[A-Za-z0-9_-]{35}", v))),
    "jwt": (L.gen_jwt, lambda v: len(v.split(".")) == 3 and json.loads(L.base64.urlsafe_b64decode(v.split(".")[0] + "==")).get("alg") == "HS256"),
    "pem": (L.gen_pem, lambda v: _pem_ok(v)),
    "wif": (L.gen_wif, L.wif_ok),
    "hexkey": (L.gen_hexkey, lambda v: bool(re.fullmatch(r"[0-9a-f]{64}", v))),
    "seed_en": (lambda: L.gen_seed("english"), lambda v: Mnemonic("english").check(v)),
    "seed_en24": (lambda: L.gen_seed("english", 24), lambda v: Mnemonic("english").check(v)),
    "seed_es": (lambda: L.gen_seed("spanish"), lambda v: Mnemonic("spanish").check(v)),
    "seed_fr": (lambda: L.gen_seed("french"), lambda v: Mnemonic("french").check(v)),
    "recovery": (L.gen_recovery, lambda v: bool(re.fullmatch(r"([a-z2-9]{5}-[a-z2-9]{5} ?){4}", v))),
}
for cc in L.BBAN:
    c = cc.lower()
    GEN[f"iban_{c}"] = ((lambda cc=cc: L.gen_iban(cc)), iban_v)
    GEN[f"iban_{c}_sp"] = ((lambda cc=cc: L.g4(L.gen_iban(cc))), iban_v)
for k in ["pl", "de", "us", "ua", "fr", "es"]:
    GEN[f"pass_{k}"] = ((lambda k=k: L.gen_passport(k)), (lambda v, k=k: L.gen_passport.__name__ and bool(re.fullmatch(
        {"pl": r"[A-Z]{2}\d{7}", "de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}", "us": r"[56]\d{8}", "ua": r"[ABCEHKMOPTX]{2}\d{6}",
         "fr": r"\d{2}[A-Z]{2}\d{5}", "es": r"[A-Z]{3}\d{6}"}[k], v))))
for r in L.PH_REGION:
    GEN[f"ph_{r}"] = ((lambda r=r: L.gen_phone(r)), (lambda v, r=r: L.phone_ok(v, r)))
    GEN[f"ph_{r}_nat"] = ((lambda r=r: L.gen_phone(r, "nat")), (lambda v, r=r: L.phone_ok(v, r)))
    GEN[f"ph_{r}_e164"] = ((lambda r=r: L.gen_phone(r, "e164")), (lambda v, r=r: L.phone_ok(v, r)))


def _pem_ok(v):
    from cryptography.hazmat.primitives import serialization
    try:
        serialization.load_pem_private_key(v.encode(), None)
        return True
    except Exception:
        return False


PH = re.compile(r"<<([a-z0-9_]+)>>")


def build():
    rows, values = [], []
    for f in sorted(HERE.glob("bzzk_*.txt")):
        for n, raw in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = raw.split("|", 3)
            if len(parts) != 4:
                sys.exit(f"{f.name}:{n}: bad line")
            k, cat, note, text = parts
            lang = f.stem.split("_")[1]
            if k not in KINDS:
                sys.exit(f"{f.name}:{n}: bad kind {k}")
            vals = []

            def sub(m):
                name = m.group(1)
                if name not in GEN:
                    sys.exit(f"{f.name}:{n}: unknown placeholder {name}")
                v = GEN[name][0]()
                vals.append((name, v))
                return v
            text = PH.sub(sub, text.replace("\\n", "\n"))
            kind = KINDS[k]
            rows.append({"lang": lang, "text": text, "label": LABEL[kind], "kind": kind, "category": cat.strip(),
                         "note": note.strip()})
            values.append(vals)
    order = list(range(len(rows)))
    random.Random(20261204).shuffle(order)
    out, outvals = [], []
    for i, j in enumerate(order, 1):
        r = {"id": f"bzzk-{i:04d}", **rows[j]}
        out.append(r)
        for name, v in values[j]:
            outvals.append({"id": r["id"], "type": name, "value": v})
    with open(HERE / "broad-zzk.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    (HERE / "bzzk_values.json").write_text(json.dumps(outvals, ensure_ascii=False, indent=1), encoding="utf-8")


def check():
    rows = [json.loads(l) for l in open(HERE / "broad-zzk.jsonl", encoding="utf-8")]
    vals = json.loads((HERE / "bzzk_values.json").read_text(encoding="utf-8"))
    byid = {r["id"]: r for r in rows}
    errs = []
    assert len(byid) == len(rows), "duplicate ids"
    texts = collections.Counter(r["text"] for r in rows)
    errs += [f"dup text {t[:40]}" for t, c in texts.items() if c > 1]
    for r in rows:
        assert set(r) == {"id", "lang", "text", "label", "kind", "category", "note"}
        if LABEL[r["kind"]] != r["label"]:
            errs.append(f"{r['id']} label/kind")
        if r["lang"] not in {"en", "pl", "de", "es", "fr", "uk", "ru"}:
            errs.append(f"{r['id']} lang")
        if PH.search(r["text"]):
            errs.append(f"{r['id']} placeholder left")
    for v in vals:
        t = byid[v["id"]]["text"]
        if v["value"] not in t:
            errs.append(f"{v['id']} value not verbatim")
        if not GEN[v["type"]][1](v["value"]):
            errs.append(f"{v['id']} {v['type']} invalid")
    print(f"{len(rows)} lines, {len(vals)} generated values, errors: {len(errs)}")
    for e in errs:
        print("  ", e)
    C = collections.Counter
    print("lang", C(r["lang"] for r in rows).most_common())
    print("label", C(r["label"] for r in rows).most_common())
    print("kind", C(r["kind"] for r in rows).most_common())
    lx = collections.defaultdict(C)
    for r in rows:
        lx[r["lang"]][r["label"]] += 1
    for l in ["en", "pl", "de", "es", "fr", "uk", "ru"]:
        print(" ", l, f"{lx[l]['red']}/{lx[l]['yellow']}/{lx[l]['green']}")
    print("categories", len({r["category"] for r in rows}))
    print("types", C(v["type"].split("_")[0] for v in vals).most_common())
    return not errs


if __name__ == "__main__":
    if "--check" not in sys.argv:
        build()
    sys.exit(0 if check() else 1)
