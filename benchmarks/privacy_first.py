"""Round 46 (rfirst): what the first messages of a session pay - time, lazy patterns compiled, gate analyses.

    python benchmarks/privacy_first.py [--messages 50] [--data FILE]   # default: LoCoMo chat and broad-zzz101

One fresh process per data file: imports the detector, then classifies the file's first `--messages` texts in order,
counting per message the lazy patterns compiled (`LazyPattern.compiled_count`), how many of them were compiled by a
search whose own gate then turned the text away (`closed`: compiled for nothing), the gate analyses (`gates.gate_bits`
calls) and the disclosure vocabulary's need analyses (`disclosures._need_of` compiling a pattern). Prints one JSON object.
"""
from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from privacy_speed import CHAT_FILE, DATA_DIR, _texts  # noqa: E402


def worker(path: Path, n: int) -> dict:
    sys.path.insert(0, str(ROOT))
    texts = _texts(path)[:n]
    cpu = time.process_time()
    from app.core.memory.privacy.detector import gates, lazy  # noqa: PLC0415
    from app.core.memory.privacy.detector.verdict import detect  # noqa: PLC0415
    import_s = time.process_time() - cpu
    count = {"analyses": 0, "closed": 0, "no_mask": 0}
    real_bits = gates.gate_bits

    def counting_bits(source):
        count["analyses"] += 1
        return real_bits(source)
    gates.gate_bits = counting_bits
    import app.core.memory.privacy.detector.any_case_gates as acg  # noqa: PLC0415
    acg.gate_bits = counting_bits
    real_search = lazy.LazyPattern.search, lazy.LazyPattern.finditer, lazy.LazyPattern.findall

    def wrap(method):
        def run(self, string, *a):
            fresh, mask = self._compiled is None, gates._prepared(string)
            got = method(self, string, *a)
            if fresh and mask is None and not a:
                count["no_mask"] += 1  # (compiled with the text's mask gone: an earlier compile's registration cleared it)
            gated = self._gated
            if fresh and self._compiled is not None and mask is not None and not a and gated is not self._compiled \
                    and mask & gated._all != gated._all and (string.isascii() or not isinstance(gated, acg.CaselessGated)):
                count["closed"] += 1  # (the mask the text had before this compile: a gate from it would have shut)
            return got
        return run
    lazy.LazyPattern.search = wrap(real_search[0])
    lazy.LazyPattern.finditer = wrap(real_search[1])
    lazy.LazyPattern.findall = wrap(real_search[2])
    try:  # (round 48, rfirst: speed_up's rewrites compiled at their gate's first opening - absent in older trees)
        deferred = importlib.import_module("app.core.memory.privacy.detector.deferred_gates")
    except ImportError:
        deferred = None

    def deferred_count() -> int:
        return deferred.compiled_count if deferred is not None else 0
    rows = []
    for t in texts:
        c0, a0, k0, n0 = lazy.LazyPattern.compiled_count, count["analyses"], count["closed"], count["no_mask"]
        d0 = deferred_count()
        start = time.process_time()
        detect(t)
        rows.append((time.process_time() - start, lazy.LazyPattern.compiled_count - c0, count["analyses"] - a0,
                     count["closed"] - k0, count["no_mask"] - n0, deferred_count() - d0))
    first = rows[0]
    return {"file": path.name, "import_cpu_s": round(import_s, 3), "lazy_patterns": len(lazy._ALL),
            "first_message": {"ms": round(first[0] * 1e3, 1), "compiled": first[1], "gate_analyses": first[2],
                              "compiled_closed": first[3], "compiled_without_mask": first[4], "deferred_compiled": first[5]},
            f"first_{len(rows)}": {"ms": round(sum(r[0] for r in rows) * 1e3, 1), "compiled": sum(r[1] for r in rows),
                                   "gate_analyses": sum(r[2] for r in rows), "compiled_closed": sum(r[3] for r in rows),
                                   "compiled_without_mask": sum(r[4] for r in rows),
                                   "deferred_compiled": sum(r[5] for r in rows),
                                   "msg_per_cpu_s": round(len(rows) / sum(r[0] for r in rows))}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--messages", type=int, default=50)
    ap.add_argument("--data", type=Path, nargs="*")
    ap.add_argument("--worker", type=Path)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(args.worker, args.messages)))
        return
    files = args.data or [CHAT_FILE, DATA_DIR / "broad-zzz101.jsonl"]
    out = []
    for f in files:
        done = subprocess.run([sys.executable, __file__, "--worker", str(f), "--messages", str(args.messages)],
                              cwd=ROOT, capture_output=True, text=True, check=True)
        out.append(json.loads(done.stdout))
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
