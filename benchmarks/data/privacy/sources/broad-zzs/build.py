"""Build broad-zzs.jsonl from the hand-written line files lines-<lang>.txt.
Line format: kind|category|note|text  (text may contain \\n and <<placeholders>>)."""
import json, random, re, sys, collections, os
sys.path.insert(0, os.path.dirname(__file__))
import gen
from gen import *

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "broad-zzs.jsonl")
LANGS = ["en", "pl", "de", "es", "fr", "uk", "ru"]
KIND = {"id": "identifier", "sec": "secret", "ident": "identity", "hea": "health", "sex": "sexuality", "bel": "beliefs",
        "eth": "ethnicity", "fin": "finance", "rel": "relationship", "unc": "uncertain", "ben": "benign", "look": "benign-lookalike"}
LABEL = {k: ("yellow" if k == "uncertain" else "green" if k.startswith("benign") else "red") for k in KIND.values()}
rr = random.Random(404)

def strip(v): return SEP.sub("", v)
# validators on separator-free text
V = {
    "pesel": pesel.is_valid, "nip": lambda v: nip.is_valid(v.upper().removeprefix("PL")), "regon": regon.is_valid, "nrb": nrb_ok,
    "iban": lambda v: iban.is_valid(v.upper()), "idnr": idnr.is_valid, "ustid": lambda v: devat.is_valid(v.upper()),
    "dni": lambda v: dni.is_valid(v.upper()), "nie": lambda v: nie.is_valid(v.upper()), "cif": lambda v: cif.is_valid(v.upper()),
    "nir": nir.is_valid, "siren": siren.is_valid, "siret": siret.is_valid, "tva": lambda v: tva.is_valid(v.upper()),
    "ssn": ssn.is_valid, "nino": nino_ok, "rnokpp": rntrc.is_valid, "edrpou": edrpou.is_valid, "inn": inn.is_valid,
    "card": luhn.is_valid, "isbn": isbn.is_valid, "ean": ean.is_valid,
}
CHECKSUM = {"pesel", "nip", "regon", "nrb", "iban", "idnr", "ustid", "dni", "nie", "cif", "nir", "siren", "siret", "tva",
            "rnokpp", "edrpou", "inn", "card", "isbn", "ean"}

def make(ph):
    """return (rendered text, validator key, extra)"""
    if ph.startswith("phone_"):
        reg = ph[6:].upper(); n = g_phone(reg); return render_phone(n, rr), "phone", reg
    if ph.startswith("iban_"):
        cc = ph[5:].upper(); v = g_iban_pl() if cc == "PL" else g_iban(cc)
        s = rr.choice([v, group4(v), group4(v), v.lower(), oddgroup(v, rr, " ")]); return s, "iban", None
    if ph.startswith("seed"):
        parts = ph.split("_"); lang = {"en": "english", "es": "spanish", "fr": "french", "it": "italian", "cs": "czech", "pt": "portuguese"}.get(parts[1]) if len(parts) > 1 else None
        words = int(parts[2]) if len(parts) > 2 else None
        lang, m = g_seed(lang, words); return m, "seed", lang
    if ph.startswith("tok_"):
        return TOKENS[ph[4:]](), "token", ph[4:]
    f = {"pesel": g_pesel, "nip": g_nip, "regon": g_regon, "nrb": g_nrb, "idnr": g_idnr, "ustid": g_ustid, "dni": g_dni, "nie": g_nie,
         "cif": g_cif, "nir": g_nir, "siren": g_siren, "siret": g_siret, "tva": g_tva, "ssn": g_ssn, "nino": g_nino, "rnokpp": g_rnokpp,
         "edrpou": g_edrpou, "inn": g_inn, "card": g_card, "isbn": g_isbn, "ean": g_ean}[ph]
    v = f()
    std = {"nrb": lambda: v[:2] + " " + group4(v[2:]), "card": lambda: group4(v) if len(v) == 16 else v[:4] + " " + v[4:10] + " " + v[10:],
           "ssn": lambda: f"{v[:3]}-{v[3:5]}-{v[5:]}", "nino": lambda: f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}",
           "nip": lambda: f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}", "isbn": lambda: f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}",
           "nir": lambda: f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}",
           "siret": lambda: f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", "siren": lambda: f"{v[:3]} {v[3:6]} {v[6:]}"}.get(ph)
    s = render_plain(v, rr, std() if std else None)
    if ph in ("nino", "dni", "nie", "cif") and rr.random() < 0.4: s = s.lower()
    return s, ph, None

def revalidate(s, key, extra):
    if key == "phone": return phone_ok(s, extra)
    if key == "seed": return seed_ok(s, extra)
    if key == "token": return True
    return V[key](strip(s).upper() if key in ("nino",) else strip(s))

def main():
    rows, values = [], []
    for lang in LANGS:
        for ln, raw in enumerate(open(os.path.join(HERE, f"lines-{lang}.txt"), encoding="utf-8"), 1):
            raw = raw.rstrip("\n")
            if not raw.strip() or raw.startswith("#"): continue
            k, cat, note, text = raw.split("|", 3)
            kind = KIND[k.strip()]; text = text.strip().replace("\\n", "\n")
            vals = []
            def sub(m):
                s, key, extra = make(m.group(1)); vals.append((s, key, extra)); return s
            text = re.sub(r"<<([a-z0-9_]+)>>", sub, text)
            assert "<<" not in text and "|" not in text.replace("||", ""), (lang, ln, text)
            rows.append({"lang": lang, "text": text, "label": LABEL[kind], "kind": kind, "category": cat.strip(), "note": note.strip(), "_vals": vals, "_src": f"{lang}:{ln}"})
    random.Random(20261204).shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as f, open(os.path.join(HERE, "values.tsv"), "w", encoding="utf-8") as fv:
        for i, r in enumerate(rows, 1):
            r["id"] = f"bzzs-{i:04d}"
            for s, key, extra in r["_vals"]:
                fv.write(f"{r['id']}\t{key}\t{extra or ''}\t{s}\n")
            f.write(json.dumps({k: r[k] for k in ["id", "lang", "text", "label", "kind", "category", "note"]}, ensure_ascii=False) + "\n")
    # ---- re-read and check ----
    back = [json.loads(l) for l in open(OUT, encoding="utf-8")]
    assert len(back) == len(rows)
    assert len({b["id"] for b in back}) == len(back), "dup ids"
    texts = collections.Counter(b["text"] for b in back)
    dups = [t for t, c in texts.items() if c > 1]; assert not dups, dups
    bad = 0; nvals = collections.Counter()
    for b, r in zip(back, rows):
        assert list(b) == ["id", "lang", "text", "label", "kind", "category", "note"]
        assert b["label"] == LABEL[b["kind"]] and b["lang"] in LANGS
        for s, key, extra in r["_vals"]:
            nvals[key] += 1
            if s not in b["text"] or not revalidate(s, key, extra):
                bad += 1; print("BAD", b["id"], key, s)
    print("values:", sum(nvals.values()), dict(nvals), "bad:", bad)
    # ---- mutation check ----
    tot = acc = 0; per = collections.Counter(); pera = collections.Counter()
    for r in rows:
        for s, key, extra in r["_vals"]:
            if key not in CHECKSUM: continue
            v = strip(s).upper()
            for i, c in enumerate(v):
                if not c.isdigit(): continue
                m = v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
                tot += 1; per[key] += 1
                if V[key](m): acc += 1; pera[key] += 1
    print(f"mutation: {tot} single-digit variants, {acc} still accepted", {k: (per[k], pera[k]) for k in per})
    C = lambda k: dict(sorted(collections.Counter(b[k] for b in back).items()))
    print("N", len(back)); print("lang", C("lang")); print("label", C("label")); print("kind", C("kind"))
    return back

if __name__ == "__main__":
    main()
