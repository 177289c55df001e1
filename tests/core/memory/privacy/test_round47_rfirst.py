"""Round 47 (rfirst): the import's analyses of the eager patterns read from a table, exactly.

- eager_gates.py: findings.speed_up's rewrites and gates.gate_parts' gates of the patterns compiled at import, shipped in
  lazy_gate_table.py (EAGER, EAGER_CODE) with a digest of the code that derives each kind. The import's state - every
  module's patterns, their gates and bits, the gates' registries - must be the same read from the table and derived (table
  ignored), and the verdicts of texts the same in fresh processes, in shuffled orders, cold and warm.
- A kind whose code changed is not read (code_digest changes with any function or constant the derivation reaches); a
  missing entry derives its value - slower, never different.
"""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]


def _python(code: str, stdin: str = "", *args: str) -> dict:
    # (one hash seed: a few patterns are joined from sets, in an order - not a language - that varies with it)
    env = {**os.environ, "PYTHONHASHSEED": "47"}
    done = subprocess.run([sys.executable, "-c", code, *args], input=stdin, capture_output=True, text=True, cwd=ROOT,
                          timeout=600, check=True, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])


_STATE = """
import hashlib, json, re, sys
from app.core.memory.privacy.detector import eager_gates
mode = sys.argv[1]
if mode == "derived":
    eager_gates.RECORDING.ignore_table = True
eager_gates.RECORDING.entries = {}  # (what is derived, not read: the misses - a wrapper of `derived` would change its digest)
from app.core.memory.privacy.detector import gate_table_writer, gates
gate_table_writer.all_patterns()

def describe(v):
    if isinstance(v, gates.Gated):
        return ["Gated", v._pattern.pattern, v._pattern.flags, v._bit, v._need]
    if isinstance(v, re.Pattern):
        return ["re", v.pattern, v.flags]
    inner = getattr(v, "_pattern", None)
    if isinstance(inner, re.Pattern) and hasattr(v, "_all"):
        return [type(v).__name__, inner.pattern, inner.flags, v._all]
    return None

rows = []
for name, module in sorted(sys.modules.items()):
    if not name.startswith("app.core.memory.privacy.detector"):
        continue
    for attr, value in sorted(vars(module).items()):
        got = describe(value)
        if got is not None:
            rows.append([name, attr] + got)
registries = [sorted(gates._KEY_BITS.items()), sorted(gates._EXACT_BITS.items()), sorted(gates._PREFIX_BITS.items()),
              sorted(gates._CHAR_BITS.items()), gates._next_bit[0]]
digest = hashlib.sha256(json.dumps([rows, registries]).encode()).hexdigest()
print(json.dumps({"patterns": len(rows), "digest": digest, "derived": len(eager_gates.RECORDING.entries),
                  "usable": {k: v for k, v in eager_gates._USABLE.items() if k in ("fast", "gate")}, "has_eager": bool(eager_gates._table("gate")[0])}))
"""


def test_the_import_reads_the_table_and_ends_in_the_state_derivation_gives():
    table = _python(_STATE, "", "table")
    derived = _python(_STATE, "", "derived")
    assert table["patterns"] > 2000, table
    assert table["digest"] == derived["digest"], (table, derived)  # every pattern, gate, bit and registry the same
    assert derived["derived"] > 1900, derived
    if table["has_eager"]:  # (absent from a table written before round 47: the lead regenerates it after the merge)
        assert table["usable"] == {"fast": True, "gate": True}, table
        assert table["derived"] < 40, table  # (a stale table fails test_round46's staleness test)


def test_a_changed_derivation_changes_its_code_digest():
    from app.core.memory.privacy.detector import eager_gates, findings, gates

    def one(pattern, flags):
        return pattern.upper()

    def other(pattern, flags):
        return pattern.lower()

    assert eager_gates.code_digest((one,)) != eager_gates.code_digest((other,))
    # the gate's digest reaches the analyses gate_parts calls (keys_of, word_sets in word_bounds.py, text._parse)
    digest = eager_gates.code_digest((gates._derived_parts,))
    assert digest == eager_gates.code_digest((gates._derived_parts,))
    saved = gates.KEY_MAX
    try:
        gates.KEY_MAX = saved + 1  # a constant the analysis reads
        assert eager_gates.code_digest((gates._derived_parts,)) != digest
    finally:
        gates.KEY_MAX = saved
    assert eager_gates.code_digest((findings._rewrite,)) != digest


def test_a_kind_whose_code_differs_is_not_read_and_a_missing_entry_derives():
    from app.core.memory.privacy.detector import eager_gates

    name = eager_gates.table_of("probe")
    saved = eager_gates._TABLES.get(name, eager_gates._UNREAD), dict(eager_gates._USABLE)
    try:
        key = eager_gates.key_of("probe", "abc", 0)
        eager_gates._TABLES[name] = ({key: "from the table"}, {"probe": "not this code"})
        eager_gates._USABLE.pop("probe", None)
        assert eager_gates.derived("probe", "abc", 0, lambda: "derived", (test_a_changed_derivation_changes_its_code_digest,)) \
            == "derived"

        def roots(pattern, flags):
            return pattern

        eager_gates._TABLES[name] = ({key: "from the table"}, {"probe": eager_gates.code_digest((roots,))})
        eager_gates._USABLE.pop("probe", None)
        assert eager_gates.derived("probe", "abc", 0, lambda: "derived", (roots,)) == "from the table"
        assert eager_gates.derived("probe", "abd", 0, lambda: "derived", (roots,)) == "derived"  # (missing: derived)
    finally:
        if saved[0] is eager_gates._UNREAD:
            eager_gates._TABLES.pop(name, None)
        else:
            eager_gates._TABLES[name] = saved[0]
        eager_gates._USABLE.clear()
        eager_gates._USABLE.update(saved[1])


def test_gate_parts_round_trip_through_the_encoding():
    from app.core.memory.privacy.detector import eager_gates, gates

    for source in [r"(?<!\w)(?:password|hasło|passwort)\s*[:=]", r"\b\d{3}-\d{2}\b", r"(?:he|she) said", r"[a-z]+",
                   r"(?i)steuer-?id", "ul\\. [A-ZŁ][a-ząęł]+ \\d+"]:
        pattern = re.compile(source)
        parts = gates._derived_parts(pattern)
        assert eager_gates.decode(eager_gates.encode(False, parts))[1] == parts, source
        assert gates.gate_parts(pattern) == parts


_VERDICTS = """
import json, random, sys
args = json.loads(sys.stdin.read())
from app.core.memory.privacy.detector import eager_gates
if args["mode"] == "derived":
    eager_gates.RECORDING.ignore_table = True
from app.core.memory.privacy.detector import lazy, verdict
if args["warm"]:
    lazy.compile_all()
texts = args["texts"]
order = list(range(len(texts)))
random.Random(args["seed"]).shuffle(order)
out = {}
for i in order:
    v = verdict.detect(texts[i])
    out[i] = [v.label, sorted([f.kind.value, f.reason, f.start, f.end] for f in v.findings)]
print(json.dumps([out[i] for i in range(len(texts))]))
"""


_FIRST = """
import json, sys
from app.core.memory.privacy.detector import eager_gates
from app.core.memory.privacy.detector import verdict
eager_gates.RECORDING.entries = {}  # (what the first message derives, not reads)
verdict.detect(sys.stdin.read())
misses = {}
for kind, _ in eager_gates.RECORDING.entries.values():
    misses[kind.split(":")[0]] = misses.get(kind.split(":")[0], 0) + 1
has = bool(eager_gates._table(eager_gates.NEED)[0])
print(json.dumps({"misses": misses, "has_needs": has, "usable": eager_gates._USABLE}))
"""


def test_a_first_message_derives_few_need_analyses_when_the_tables_are_current():
    # a chat turn that reaches several disclosure areas: its need analyses (needs, rewritten sources, analyses) come from
    # need_table.py; only long alternations' alternatives over the writer's ANALYSIS_MAX are derived
    got = _python(_FIRST, "I feel so tired lately, my mom is in hospital and work is stressing me out, my boss yells")
    if got["has_needs"]:  # (absent before the lead first writes need_table.py)
        assert all(got["usable"].values()), got
        misses = got["misses"]
        assert misses.get("need", 0) == 0 and misses.get("analysis", 0) == 0 and misses.get("steps", 0) == 0, got
        assert misses.get("branches", 0) <= 25, got

# written for this test: identifiers, secrets, disclosures and their look-alikes in the detector's languages and registers
_WRITTEN = [
    "my pin is 4471 and the wifi password is Kolibri_77",
    "moj pesel to 85030412345, a numer konta 61109010140000071219812874",
    "meine Steuer-ID ist 12 345 678 901, bitte nicht weitergeben",
    "mi DNI es 12345678Z y vivo en la calle Mayor 3",
    "mon numéro de sécu 1 85 05 78 006 084 36",
    "мій номер паспорта КВ123456, не кажи нікому",
    "у меня ВИЧ, узнал в понедельник",
    "i think my son might be autistic, he doesnt talk much",
    "order no. 5521-7783-1190 was delivered to the warehouse",
    "the company's VAT number is DE811569869 (see the imprint)",
    "card 4111 1111 1111 1112 fails the check, it's a test value",
    "In the story, Anna's PIN was 0000 and nobody guessed it.",
    "jestem gejem i boje sie powiedziec rodzicom",
    "ich bin seit 2019 in der IG Metall",
    "tengo deudas con tres bancos y no puedo pagar el alquiler",
    "my daughter goes to St Mary's primary on Elm Road, class 3",
    "KR4XY12 parked outside again, no idea whose car it is",
    "sk_live_51HkQ2jLx9s8d7f6g5h4j3k2l1 is our stripe key",
    "write a python function that validates an IBAN",
    "What are the symptoms of diabetes?",
    "",
    "12 34 56 78 90 12 34 56 78 90",
    "a" * 200,
]


def test_verdicts_are_the_same_read_from_the_table_or_derived_cold_and_warm_in_any_order():
    rows = [json.loads(line) for line in (ROOT / "benchmarks/data/privacy/broad-zzz110.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    texts = _WRITTEN + [r["text"] for r in random.Random(47).sample(rows, min(120, len(rows)))]
    runs = []
    for mode, warm, seed in [("table", False, 1), ("derived", False, 2), ("table", True, 3), ("table", False, 4)]:
        runs.append(_python(_VERDICTS, json.dumps({"mode": mode, "warm": warm, "seed": seed, "texts": texts})))
    assert all(run == runs[0] for run in runs[1:])
