"""Build broad-zzz18.jsonl from the hand-written line files lines_<lang>.txt.

Line format: L|kind|category|note|text   (L = R red, Y yellow, G green; "\\n" in text = newline)
Placeholders in text: <<name>> or <<name:arg>>, filled by values.registry.
"""
import collections
import glob
import json
import os
import random
import re
import sys

import values

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "broad-zzz18.jsonl")
LAB = {"R": "red", "Y": "yellow", "G": "green"}
KINDS = {"red": {"identifier", "secret", "identity", "health", "sexuality", "beliefs", "ethnicity", "finance",
                 "relationship"}, "yellow": {"uncertain"}, "green": {"benign", "benign-lookalike"}}
PH = re.compile(r"<<([a-z0-9_]+)(?::([^>]+))?>>")

rows, used = [], []
for path in sorted(glob.glob(os.path.join(HERE, "lines_*.txt"))):
    lang = os.path.basename(path)[6:-4]
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        raw = raw.rstrip("\n")
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("|", 4)
        assert len(parts) == 5, (path, n, raw)
        L, kind, cat, note, text = parts
        label = LAB[L]
        assert kind in KINDS[label], (path, n, kind)
        text = text.replace("\\n", "\n")
        vals = []

        def fill(m):
            g, v, chk = values.registry(m.group(1), m.group(2))
            val = g()
            vals.append((m.group(1), m.group(2), val, v, chk))
            return val
        text = PH.sub(fill, text)
        rows.append({"lang": lang, "text": text, "label": label, "kind": kind, "category": cat, "note": note,
                     "_vals": vals, "_src": f"{os.path.basename(path)}:{n}"})

random.Random(1818).shuffle(rows)
with open(OUT, "w", encoding="utf-8") as f:
    for i, r in enumerate(rows, 1):
        o = {"id": f"bzzz18-{i:04d}", "lang": r["lang"], "text": r["text"], "label": r["label"], "kind": r["kind"],
             "category": r["category"], "note": r["note"]}
        f.write(json.dumps(o, ensure_ascii=False) + "\n")

# ---------------------------------------------------------------- re-read and check
back = [json.loads(l) for l in open(OUT, encoding="utf-8")]
errors = []
assert len(back) == len(rows)
ids = [b["id"] for b in back]
if len(set(ids)) != len(ids):
    errors.append("duplicate ids")
texts = collections.Counter(b["text"] for b in back)
for t, c in texts.items():
    if c > 1:
        errors.append(f"repeated text: {t[:60]!r}")
nval = 0
for b, r in zip(back, rows):
    assert list(b) == ["id", "lang", "text", "label", "kind", "category", "note"]
    if b["kind"] not in KINDS[b["label"]]:
        errors.append(f"{b['id']} kind/label")
    if "<<" in b["text"] or ">>" in b["text"]:
        errors.append(f"{b['id']} unfilled placeholder")
    for name, arg, val, v, chk in r["_vals"]:
        nval += 1
        if val not in b["text"]:
            errors.append(f"{b['id']} value not verbatim {val}")
        try:
            v(values.compact(val) if name not in ("seed", "phone", "tok") else val)
        except Exception as e:
            errors.append(f"{b['id']} {name} fails re-validation: {val} {e!r}")

# ---------------------------------------------------------------- mutation check
mut_total = mut_acc = 0
per = collections.Counter(); per_acc = collections.Counter()
seed_total = seed_acc = 0
for r in rows:
    for name, arg, val, v, chk in r["_vals"]:
        if name == "seed":
            lang = arg.split(",")[0]
            wl = values.Mnemonic(lang).wordlist
            words = val.split(" ")
            for i, w in enumerate(words):
                w2 = wl[(wl.index(w) + 1) % 2048]
                seed_total += 1
                try:
                    v(" ".join(words[:i] + [w2] + words[i + 1:]))
                    seed_acc += 1
                except Exception:
                    pass
            continue
        if not chk:
            continue
        c = values.compact(val)
        for i, ch in enumerate(c):
            if not ch.isdigit():
                continue
            m = c[:i] + str((int(ch) + 1) % 10) + c[i + 1:]
            mut_total += 1; per[name] += 1
            try:
                v(m)
                mut_acc += 1; per_acc[name] += 1
            except Exception:
                pass

print("lines", len(back), "generated values", nval, "errors", len(errors))
for e in errors[:40]:
    print("  ", e)
print(f"mutation check: {mut_acc} of {mut_total} single-digit (+1) variants of checksum-bearing values still accepted")
for k in sorted(per):
    print(f"   {k}: {per_acc[k]}/{per[k]}")
print(f"seed check: {seed_acc} of {seed_total} one-word (next word in list) variants still pass the BIP-39 checksum")
C = lambda key: collections.Counter(b[key] for b in back)
for key in ("lang", "label", "kind"):
    print(key, dict(sorted(C(key).items(), key=lambda x: -x[1])))
red = [b for b in back if b["label"] == "red"]
print("red id+secret share", round(sum(b["kind"] in ("identifier", "secret") for b in red) / max(1, len(red)), 3))
green = [b for b in back if b["label"] == "green"]
print("green lookalike share", round(sum(b["kind"] == "benign-lookalike" for b in green) / max(1, len(green)), 3))
for lang in sorted(C("lang")):
    sub = [b for b in back if b["lang"] == lang]
    print(lang, len(sub), dict(collections.Counter(b["label"] for b in sub)),
          "structured", sum("\n" in b["text"] for b in sub))
sys.exit(1 if errors else 0)
