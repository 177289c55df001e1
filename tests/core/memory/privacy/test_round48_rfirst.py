"""Round 48 (rfirst): findings.speed_up's rewrites compiled at their gate's first opening (deferred_gates.py), exactly.

- importing the detector compiles none of the ~420 deferred rewrites; a first message compiles only those its words let
  through; the warm-up (lazy.compile_all) compiles every one;
- what a deferred pattern tells before its compile (`.pattern`, `.flags`, `.groups`, `.groupindex`) is its compiled
  rewrite's, and the compiled rewrite is the pattern re.compile makes of the source;
- a shut gate answers without compiling, as the compiled pattern's gate would;
- verdicts are the same cold (fresh processes, texts in shuffled orders) and warm (everything compiled first).
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]


def _python(code: str, *args: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=600,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


_VIEWS = """
import json, re
from app.core.memory.privacy.detector import deferred_gates, gates, verdict
stand_ins = list(deferred_gates._ALL)
after_import = deferred_gates.compiled_count
before = [(s.pattern, s.flags, s.groups, dict(s.groupindex), s._owner.pattern, s._owner.flags, s._owner.groups)
          for s in stand_ins]
v = verdict.detect("My husband has diabetes and I am pregnant with our second child")
after_message = deferred_gates.compiled_count
wrong, not_re = [], []
for s, seen in zip(stand_ins, before):
    c = deferred_gates.compiled(s._owner)
    if seen != (c.pattern, c.flags, c.groups, dict(c.groupindex), c.pattern, c.flags, c.groups):
        wrong.append(s.pattern[:80])
    flags = c.flags & ~re.UNICODE if c.flags & re.ASCII else c.flags
    if c != re.compile(c.pattern, flags) or s._owner._pattern is not c or s._owner._search != c.search:
        not_re.append(s.pattern[:80])
print(json.dumps({"deferred": len(stand_ins), "after_import": after_import, "after_message": after_message,
                  "label": v.label, "wrong": wrong, "not_re": not_re, "all": deferred_gates.compiled_count}))
"""


def test_import_compiles_no_deferred_rewrite_and_each_tells_what_its_compiled_rewrite_does():
    got = _python(_VIEWS)
    assert got["deferred"] > 300, got
    assert got["after_import"] == 0, got
    assert got["label"] == "red" and got["after_message"] <= 25, got
    assert got["wrong"] == [] and got["not_re"] == [], got
    assert got["all"] == got["deferred"], got  # each compiled once


_SHUT = """
import json
from app.core.memory.privacy.detector import deferred_gates, gates, lazy, verdict  # noqa: F401
text = "Qqq zzz xxx."
gates.prepare(text)
mask = gates.text_mask(text)
shut = [s for s in deferred_gates._ALL if mask & s._owner._all != s._owner._all]
answers = [(s._owner.search(text), list(s._owner.finditer(text)), s._owner.findall(text)) for s in shut]
compiled_after = deferred_gates.compiled_count
lazy.compile_all()
disagree = [s.pattern[:60] for s in shut if s._compiled.search(text) is not None]
print(json.dumps({"shut": len(shut), "answered_none": sum(a == (None, [], []) for a in answers),
                  "compiled_after": compiled_after, "disagree": disagree, "all": deferred_gates.compiled_count,
                  "deferred": len(deferred_gates._ALL)}))
"""


def test_a_shut_gate_answers_without_compiling_and_the_warm_up_compiles_every_rewrite():
    got = _python(_SHUT)
    assert got["shut"] > 300, got
    assert got["answered_none"] == got["shut"] and got["compiled_after"] == 0, got
    assert got["disagree"] == [], got
    assert got["all"] == got["deferred"], got


_VERDICTS = """
import json, random, sys
args = json.loads(open(sys.argv[1], encoding="utf-8").read())
from app.core.memory.privacy.detector import deferred_gates, lazy, verdict
if args["mode"] == "warm":
    lazy.compile_all()
texts = args["texts"]
order = list(range(len(texts)))
random.Random(args["seed"]).shuffle(order)
out = {}
for i in order:
    v = verdict.detect(texts[i])
    out[i] = [v.label, sorted([f.kind.value, f.reason, f.start, f.end] for f in v.findings)]
print(json.dumps({"verdicts": [out[i] for i in range(len(texts))], "compiled": deferred_gates.compiled_count}))
"""

# sentences written for this test: identifiers and numbers in the shapes the eager patterns read (the modules speed_up
# rewrites: identity, numbers, phones, secrets), in several languages and registers, and their look-alikes
_WRITTEN = [
    "mieszkam na ulicy Lipowej 14/3, 31-234 krakow",
    "meine adresse: hauptstrasse 7, 80331 münchen, geb. 12.05.1990",
    "my phone is +44 7700 900123, call after 6",
    "numer telefonu 601 234 567 - to moj prywatny",
    "IBAN PL61109010140000071219812874, tytul: czynsz",
    "the wifi password is hunter2 and the alarm code 4471#",
    "pasaporte AB1234567, DNI 12345678Z",
    "numéro de sécu 1 85 05 78 006 084 36",
    "мій номер паспорта ЕН123456, ІПН 3012345678",
    "order no. 4482-1193-22, tracking 1Z999AA10123456784",
    "invoice INV-2023-00981 for 1,249.00 EUR",
    "our hotline is 0800 123 456, open 24/7",
    "login: jan.kowalski@example.com pass: Lato2023!",
    "my son Tomek goes to Szkoła Podstawowa nr 12 in Gdynia",
    "card 4111 1111 1111 1111 exp 09/27 cvv 123",
    "her number plate is WA 12345 i think? not sure whose",
    "born 1987-03-04 in Lublin, Anna Nowak",
    "ssn 078-05-1120 (the famous woolworth one)",
    "pin do karty: 9921",
    "the code on the door is 1234, don't tell anyone",
    "seed phrase: apple river stone cloud ...",
    "tel.: 22 123 45 67 wew. 12 (recepcja firmy)",
    "NIP firmy 5252248481, REGON 015230010",
    "Hauptstraße 1 is a common street name",
    "glued:mypin1234andpassword=abc",
    "KONTO 12 3456 7890 1234 5678 9012 3456",
    "",
    "1234 5678 9012 3456 7890",
]


def _number_texts(n: int, seed: int) -> list[str]:
    """Texts glued from identifier words, digits in grouped shapes and punctuation: they open the eager patterns' gates
    (digits, words at their edges) without being whole identifiers - where a gate and its pattern could disagree."""
    words = ["pin", "kod", "code", "password", "haslo", "passwort", "iban", "konto", "account", "tel", "phone", "nr",
             "numer", "pesel", "nip", "dni", "ssn", "passport", "paszport", "plate", "tablica", "address", "adres",
             "ul.", "street", "strasse", "born", "urodzony", "geb.", "my", "mój", "moja", "mein", "mi", "mon", "мій",
             "номер", "телефон", "is", "to", "ist", "es", "est", "card", "karta", "cvv", "exp", "login", "email", "@",
             "wifi", "alarm", "door", "order", "invoice", "faktura", "hotline", "the", "and", "i", "a"]
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(2, 14)):
            r = rng.random()
            if r < 0.45:
                parts.append(rng.choice(words))
            elif r < 0.85:
                groups = [str(rng.randint(0, 10 ** rng.randint(1, 5) - 1)).zfill(rng.randint(1, 4)) for _ in range(rng.randint(1, 4))]
                parts.append(rng.choice([" ", "-", ".", "/", ""]).join(groups))
            else:
                parts.append(rng.choice([":", "-", "#", "+48", "+44", "PL", "DE", "WA", "KR", ",", "\u0130", "\u017f"]))
        text = " ".join(parts)
        out.append(text.upper() if rng.random() < 0.1 else text.capitalize() if rng.random() < 0.3 else text)
    return out


@pytest.mark.timeout(900)
def test_verdicts_are_the_same_cold_in_any_order_and_warm(tmp_path):
    texts = _WRITTEN + _number_texts(150, 48)
    procs = {}
    for name, mode, seed in [("cold_a", "cold", 1), ("cold_b", "cold", 2), ("warm", "warm", 3)]:
        args = tmp_path / f"{name}.json"
        args.write_text(json.dumps({"mode": mode, "seed": seed, "texts": texts}), encoding="utf-8")
        procs[name] = subprocess.Popen([sys.executable, "-c", _VERDICTS, str(args)], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, cwd=ROOT)
    runs = {}
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=800)
        assert proc.returncode == 0, err
        runs[name] = json.loads(out.strip().splitlines()[-1])
    reference = runs["warm"]["verdicts"]
    for name, got in runs.items():
        differ = [(texts[i], a, b) for i, (a, b) in enumerate(zip(got["verdicts"], reference)) if a != b]
        assert differ == [], (name, differ[:5])
    assert sum(v[0] == "red" for v in reference) >= 10  # (the texts reach red findings, not only green ones)
    # cold, a rewrite is compiled only when a text gets past its gate: fewer than the warm-up's all
    assert runs["cold_a"]["compiled"] < runs["warm"]["compiled"], {k: v["compiled"] for k, v in runs.items()}


_DIGEST = """
import json
from app.core.memory.privacy.detector import lazy_gate_table, lazy_gates
current = lazy_gates._load()
written = lazy_gate_table.ENTRIES_CODE
lazy_gate_table.ENTRIES_CODE = "0" * 24  # (a table written by other derivation code)
stale = lazy_gates._load()
print(json.dumps({"current": len(current), "stale": len(stale), "written": written, "code": lazy_gates.code(),
                  "again": lazy_gates.code()}))
"""


def test_the_lazy_gate_table_carries_its_derivation_codes_digest_and_another_digest_reads_no_entry():
    got = _python(_DIGEST)
    assert got["code"] == got["again"] and len(got["code"]) == 24, got
    assert got["stale"] == 0, got  # (every lazy pattern then derives its gate at its first search: slower, the same)
    if got["written"] == got["code"]:  # (a table the lead has regenerated since the derivation last changed)
        assert got["current"] > 500, got
    else:
        assert got["current"] == 0, got
