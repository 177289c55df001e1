"""Speed of the local privacy detector, this tree against another, in fresh processes taken in turns.

    python benchmarks/privacy_speed.py --compare /tmp/speed-base [--rounds 3] [--passes 2] [--data FILE ...]
    python benchmarks/privacy_speed.py            # this tree only
    python benchmarks/privacy_speed.py --compare /tmp/speed-base --chat   # ordinary chat instead

Each round runs one fresh process per tree (the order alternates from round to round, so that a change
in the machine's load hits both alike). A process
- imports the detector from its tree (`import_cpu_s`: CPU seconds of the import);
- runs `detect()` once over every line of every file (`first_pass`: the first sight of each text, with
  the compiles and per-word work that a new process does on first use);
- then `--passes` more times (`steady`: the best pass).
A second fresh process per tree and round imports the detector, runs the app's warm-up
(`lazy.compile_all`, then `heap.settle_heap` as app/ui/app.py does; `warm_up_cpu_s`) and then one
pass (`first_pass_after_warm_up`): what a user's new messages cost once the app has warmed up while
they wrote the first.
Figures are messages per CPU-second of that process (CPU time does not move when other work shares the
machine; wall time does). Prints one JSON object: per tree and round the overall figures, per tree the
best round's, and per file the best steady and first-pass figures over the rounds.

Without --data it reads ../shared/bench/privacy-dev.jsonl (next to the repository) when present, plus
every benchmarks/data/privacy/*.jsonl of THIS tree: both trees read the same texts. These sets are
number-dense by design; `--chat` measures ordinary chat instead: the 2,760 turns of
../shared/bench/data/locomo-dev.json (what a user's messages look like).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# ../shared/bench next to the checkout; from a git worktree (/work/wt/NAME) the nearest ancestor that has one.
SHARED_BENCH = next((p / "shared" / "bench" for p in ROOT.parents if (p / "shared" / "bench").is_dir()),
                    ROOT.parent / "shared" / "bench")
DEV_FILE = SHARED_BENCH / "privacy-dev.jsonl"
DATA_DIR = ROOT / "benchmarks" / "data" / "privacy"
CHAT_FILE = SHARED_BENCH / "data" / "locomo-dev.json"


def default_files() -> list[Path]:
    files = [DEV_FILE] if DEV_FILE.exists() else []
    return files + sorted(DATA_DIR.glob("*.jsonl"))


def _texts(path: Path) -> list[str]:
    if path.suffix == ".json":  # LoCoMo conversations: every turn's text
        data = json.loads(path.read_text(encoding="utf-8"))
        return [t["text"] for c in data for v in c["conversation"].values() if isinstance(v, list)
                for t in v if isinstance(t, dict) and "text" in t]
    return [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def worker(tree: Path, files: list[Path], passes: int, warm: bool = False) -> dict:
    """Runs in a fresh process: the detector of `tree`, timed on `files`."""
    sys.path.insert(0, str(tree))
    sets = {f.stem: _texts(f) for f in files}
    cpu = time.process_time()
    from app.core.memory.privacy.detector.verdict import detect  # noqa: PLC0415 - the import is timed
    import_cpu = time.process_time() - cpu
    import app  # noqa: PLC0415
    assert Path(app.__file__).resolve().is_relative_to(tree.resolve()), (app.__file__, tree)

    warm_cpu = None
    if warm:
        from app.core.heap import settle_heap  # noqa: PLC0415
        from app.core.memory.privacy.detector.lazy import compile_all  # noqa: PLC0415
        cpu = time.process_time()
        compile_all()
        settle_heap()  # as the app's warm-up ends (app/ui/app.py): start-up's objects spared later collector passes
        warm_cpu = time.process_time() - cpu

    def one_pass() -> dict[str, float]:
        out = {}
        for name, texts in sets.items():
            start = time.process_time()
            for t in texts:
                detect(t)
            out[name] = time.process_time() - start
        return out

    first = one_pass()
    counts = {name: len(texts) for name, texts in sets.items()}
    total = sum(counts.values())
    if warm:
        return {"warm_up_cpu_s": round(warm_cpu or 0.0, 3), "first_pass_after_warm_up": round(total / sum(first.values())),
                "per_file_after_warm_up": {n: round(counts[n] / s) for n, s in first.items()}}
    steady = [one_pass() for _ in range(passes)]
    best = min(steady, key=lambda p: sum(p.values()))
    return {
        "import_cpu_s": round(import_cpu, 3),
        "first_pass": round(total / sum(first.values())),
        "steady": round(total / sum(best.values())),
        "steady_passes": [round(total / sum(p.values())) for p in steady],
        "per_file_first": {n: round(counts[n] / s) for n, s in first.items()},
        "per_file_steady": {n: round(counts[n] / min(p[n] for p in steady)) for n in counts},
    }


def _run(tree: Path, files: list[Path], passes: int, warm: bool = False) -> dict:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree), "--passes", str(passes),
           *(["--warm"] if warm else []), "--data", *map(str, files)]
    done = subprocess.run(cmd, cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compare", type=Path, help="another tree (e.g. a git worktree of the base commit)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--passes", type=int, default=2, help="steady passes after the first, per process")
    ap.add_argument("--data", type=Path, nargs="*")
    ap.add_argument("--chat", action="store_true", help="the LoCoMo chat turns instead of the privacy sets")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    files = args.data or ([] if args.chat else default_files())
    if args.chat and not args.worker:
        files = [CHAT_FILE, *files]
    if args.worker:
        print(json.dumps(worker(args.worker, files, args.passes, args.warm)))
        return
    trees = {"new": ROOT}
    if args.compare:
        trees = {"old": args.compare.resolve(), "new": ROOT}
    rounds: dict[str, list[dict]] = {name: [] for name in trees}
    for i in range(args.rounds):
        order = list(trees) if i % 2 == 0 else list(reversed(trees))
        for name in order:
            rounds[name].append(_run(trees[name], files, args.passes) | _run(trees[name], files, args.passes, warm=True))
    result: dict = {"files": [f.name for f in files], "messages": sum(len(_texts(f)) for f in files),
                    "rounds": args.rounds, "passes": args.passes, "trees": {k: str(v) for k, v in trees.items()}}
    for name, runs in rounds.items():
        result[name] = {
            "steady_by_round": [r["steady"] for r in runs],
            "first_pass_by_round": [r["first_pass"] for r in runs],
            "import_cpu_s_by_round": [r["import_cpu_s"] for r in runs],
            "first_pass_after_warm_up_by_round": [r["first_pass_after_warm_up"] for r in runs],
            "warm_up_cpu_s_by_round": [r["warm_up_cpu_s"] for r in runs],
            "first_pass_after_warm_up_best": max(r["first_pass_after_warm_up"] for r in runs),
            "steady_best": max(r["steady"] for r in runs),
            "first_pass_best": max(r["first_pass"] for r in runs),
            "import_cpu_s_best": min(r["import_cpu_s"] for r in runs),
            "per_file_steady_best": {n: max(r["per_file_steady"][n] for r in runs) for n in runs[0]["per_file_steady"]},
            "per_file_first_best": {n: max(r["per_file_first"][n] for r in runs) for n in runs[0]["per_file_first"]},
            "per_file_after_warm_up_best": {
                n: max(r["per_file_after_warm_up"][n] for r in runs) for n in runs[0]["per_file_after_warm_up"]},
        }
    if "old" in rounds:
        keys = ("steady_best", "first_pass_best", "first_pass_after_warm_up_best")
        result["new_over_old"] = {key: round(result["new"][key] / result["old"][key], 3) for key in keys}
        result["new_over_old"]["import_cpu"] = round(result["new"]["import_cpu_s_best"] / result["old"]["import_cpu_s_best"], 3)
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
