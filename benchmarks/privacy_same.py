"""Do two trees' privacy detectors give the same verdicts? Every label, kind, reason and span.

    python benchmarks/privacy_same.py --compare /work/wt/base          # dev texts + LoCoMo turns
    python benchmarks/privacy_same.py --compare /work/wt/base --show 5  # and print the first 5 differences

The texts are THIS tree's: every development text and privacy-test string
(`tests/support/privacy_texts.py: development_texts()`) and the 2,760 LoCoMo turns
(../shared/bench/data/locomo-dev.json). Each tree runs `detect()` over them in its own fresh process
(both read the same texts, in the same order, with the same region); the script prints how many texts
differ, per source, as JSON. A speed change must print 0 differences.

A tree whose `app/` and `resources/` match its git HEAD (a base worktree, a committed branch) keeps its verdicts in
/tmp/whizi-privacy-same/<HEAD>-<region>.pkl, keyed by text: the next comparison against it runs only the texts it has
not seen (helpers of one round compare against one base; each used to recompute the base's ~90,000 verdicts).
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.privacy_speed import CHAT_FILE, _texts  # noqa: E402


def _worker(tree: Path, texts_file: Path, out_file: Path, region: str | None) -> None:
    sys.path.insert(0, str(tree))
    import app  # noqa: PLC0415
    from app.core.memory.privacy.detector.verdict import detect  # noqa: PLC0415 - this tree's detector
    assert Path(app.__file__).resolve().is_relative_to(tree.resolve()), (app.__file__, tree)
    texts = pickle.loads(texts_file.read_bytes())
    out = []
    for t in texts:
        v = detect(t, region=region)
        out.append((v.label, tuple((f.kind.value if hasattr(f.kind, "value") else str(f.kind), f.reason, f.start, f.end)
                                   for f in v.findings)))
    out_file.write_bytes(pickle.dumps(out))


CACHE_DIR = Path(tempfile.gettempdir()) / "whizi-privacy-same"


def _cache_file(tree: Path, region: str) -> Path | None:
    """Where a tree's verdicts may be kept: only when its detector is exactly its git HEAD's."""
    try:
        head = subprocess.run(["git", "-C", str(tree), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(tree), "status", "--porcelain", "--", "app", "resources"],
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return None if dirty or not head else CACHE_DIR / f"{head}-{region}.pkl"


def _load_cache(path: Path | None) -> dict:
    if path is None or not path.exists():
        return {}
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError):
        return {}


def _save_cache(path: Path | None, cache: dict) -> None:
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(f".{os.getpid()}.part")
    part.write_bytes(pickle.dumps(cache))
    part.replace(path)  # atomic: two comparisons finishing together leave one whole file


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compare", type=Path, help="the other tree")
    ap.add_argument("--region", default="PL", help="the region both trees read phone numbers in")
    ap.add_argument("--show", type=int, default=0, help="print this many differences")
    ap.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        tree, texts_file, out_file = args.worker
        _worker(Path(tree), Path(texts_file), Path(out_file), args.region or None)
        return
    from tests.support.privacy_texts import development_texts  # noqa: PLC0415
    sources = {"development_texts": list(development_texts()), "locomo_turns": _texts(CHAT_FILE)}
    texts = [t for ts in sources.values() for t in ts]
    trees = {"this": ROOT, "other": args.compare}
    caches = {name: _cache_file(tree, args.region) for name, tree in trees.items()}
    known = {name: _load_cache(path) for name, path in caches.items()}
    with tempfile.TemporaryDirectory() as tmp:
        runs = {}
        todo: dict[str, list[str]] = {}
        for name, tree in trees.items():
            todo[name] = list(dict.fromkeys(t for t in texts if t not in known[name]))
            if not todo[name]:
                continue
            texts_file = Path(tmp) / f"{name}-texts.pkl"
            texts_file.write_bytes(pickle.dumps(todo[name]))
            runs[name] = subprocess.Popen([sys.executable, __file__, "--region", args.region, "--worker", str(tree),
                                           str(texts_file), str(Path(tmp) / f"{name}.pkl")], cwd=tree)
            # (side by side: the trees in turns took long)
        for name, run in runs.items():
            if run.wait() != 0:
                raise SystemExit(f"the {name} tree's worker failed")
            known[name].update(zip(todo[name], pickle.loads((Path(tmp) / f"{name}.pkl").read_bytes())))
            _save_cache(caches[name], known[name])
        results = {name: [known[name][t] for t in texts] for name in trees}
    report: dict[str, dict[str, int]] = {}
    shown = 0
    i = 0
    for source, ts in sources.items():
        diff = red = 0
        for t in ts:
            a, b = results["this"][i], results["other"][i]
            red += a[0] == "red"
            if a != b:
                diff += 1
                if shown < args.show:
                    print(json.dumps({"text": t, "this": a, "other": b}, ensure_ascii=False), file=sys.stderr)
                    shown += 1
            i += 1
        report[source] = {"texts": len(ts), "red_here": red, "differences": diff}
    report["total"] = {"texts": len(texts), "differences": sum(r["differences"] for r in report.values())}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
