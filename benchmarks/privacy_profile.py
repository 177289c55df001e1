"""Round 45 (rspeed): where a message's CPU goes in the privacy detector - the first pass and the steady state. Prints JSON.

    python benchmarks/privacy_profile.py [--chat] [--data FILE ...] [--limit N] [--top 25]

In one fresh process (this tree): the import's CPU; a first pass over the texts (what a new process pays: the lazy
patterns compiled on first use, and of that CPU how much re's parser and sre's compiler took, and how many `enum`
flag operations they made - round 45 found sre testing RegexFlag bits through Python-level enum.__and__); then a steady
pass with every finder `verdict.py` calls wrapped in a timer: microseconds per message per finder, largest first. The
wrapping adds a little per call; the steady figure without it is `steady_msgs_per_cpu_s`.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.privacy_speed import CHAT_FILE, DEV_FILE, _texts  # noqa: E402


def _rebind(module) -> None:
    """Round 46 (rspeed): verdict.py calls its chain's finders from a table (finder_dispatch.py): point it at the names'
    current objects (a tree without the table: nothing to do)."""
    chain = getattr(module, "_TOLD_CHAIN", None)
    if chain is not None:
        chain.rebind(vars(module))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chat", action="store_true", help="the LoCoMo chat turns (default when no --data)")
    ap.add_argument("--data", nargs="*", default=[])
    ap.add_argument("--limit", type=int, default=0, help="at most this many texts")
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    files = [Path(f) for f in args.data] or [CHAT_FILE if args.chat or not DEV_FILE.exists() else DEV_FILE]
    texts = [t for f in files for t in _texts(f)]
    if args.limit:
        texts = texts[:args.limit]

    from re import _compiler, _parser  # noqa: PLC0415
    spent = {"parse": 0.0, "sre_compile": 0.0}
    parse, code = _parser.parse, _compiler._code

    def timed(name, fn):
        def run(*a, **k):
            start = time.process_time()
            try:
                return fn(*a, **k)
            finally:
                spent[name] += time.process_time() - start
        return run

    _parser.parse, _compiler._code = timed("parse", parse), timed("sre_compile", code)
    cpu = time.process_time()
    from app.core.memory.privacy.detector import lazy  # noqa: PLC0415
    from app.core.memory.privacy.detector import verdict as v  # noqa: PLC0415
    import_cpu = time.process_time() - cpu
    spent.update(parse=0.0, sre_compile=0.0)
    cpu = time.process_time()
    for t in texts:
        v.detect(t)
    first = time.process_time() - cpu
    first_parse, first_sre, compiled = spent["parse"], spent["sre_compile"], lazy.LazyPattern.compiled_count
    _parser.parse, _compiler._code = parse, code

    cpu = time.process_time()
    for t in texts:
        v.detect(t)
    steady = time.process_time() - cpu

    per: dict[str, float] = {}
    names = [n for n in dir(v) if n.startswith(("find_", "drop_")) or n in ("normalise", "prepare_gates", "typo_findings")]
    for name in names:
        fn = getattr(v, name)

        def wrapped(*a, _fn=fn, _name=name, **k):
            start = time.process_time()
            try:
                return _fn(*a, **k)
            finally:
                per[_name] = per.get(_name, 0.0) + time.process_time() - start
        setattr(v, name, wrapped)
    _rebind(v)  # (round 46: the chain's finders are called from its table, finder_dispatch.py)
    cpu = time.process_time()
    for t in texts:
        v.detect(t)
    wrapped_cpu = time.process_time() - cpu
    n = len(texts)
    print(json.dumps({
        "texts": n, "files": [f.name for f in files], "import_cpu_s": round(import_cpu, 3),
        "first_pass_cpu_s": round(first, 3), "first_pass_parse_cpu_s": round(first_parse, 3),
        "first_pass_sre_compile_cpu_s": round(first_sre, 3), "lazy_patterns_compiled_first_pass": compiled,
        "lazy_patterns": len(lazy._ALL), "steady_msgs_per_cpu_s": round(n / steady) if steady else None,
        "wrapped_pass_us_per_msg": round(wrapped_cpu / n * 1e6, 1),
        "finders_us_per_msg": {k: round(s / n * 1e6, 1) for k, s in sorted(per.items(), key=lambda kv: -kv[1])[:args.top]},
        "note": "finders nest (a finder passed another, e.g. find_disclosures): their figures overlap",
    }, indent=1))


if __name__ == "__main__":
    main()
