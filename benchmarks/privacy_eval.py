"""Evaluate the local privacy detector on privacy JSONL sets (id, lang, text, label, kind[, category]).

    python benchmarks/privacy_eval.py [--data FILE ...] [--errors [FILTER]] [--region PL] [--learned on|off|compare]

Without --data it reads ../shared/bench/privacy-dev.jsonl (next to the repository) when present,
plus every benchmarks/data/privacy/*.jsonl but the sealed ones (SEALED; `--sealed` adds them, and a sealed
set's lines are never printed). Prints one JSON object: per file and overall
- `red_recall_by_kind` / `red_recall_by_category`: recall of red items per gold `kind` and per
  `category` (the finer tag the broad sets carry);
- `identifier_secret_recall`: recall over red items of kind `identifier` or `secret` (the dev file
  files secrets under `identifier`);
- `false_red_green` and `false_red_by_green_kind` / `..._category`: green items the detector calls red;
- `yellow_called_red`: yellow items the detector already calls red (hidden from the user's
  confirmation: acceptable, worth watching);
- `red`: precision / recall / F1 of "detector red" against label red;
- `throughput`: messages per second on one core over repeated passes (at least --min-seconds of
  wall time); `messages_per_cpu_s` divides by this process's CPU time, which does not move when
  other work shares the machine.
`--learned compare` adds, per file, the scores without the learned model (detector/learned.py) and the
messages per CPU-second with and without it, alternated in this process (`learned_speed`).
`--errors` adds the misclassified items, only for files whose name contains FILTER (required when
several files are read, so that a held-back set's lines are never printed by accident).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.memory.privacy.detector import learned  # noqa: E402
from app.core.memory.privacy.detector.verdict import detect  # noqa: E402

# ../shared/bench next to the checkout; from a git worktree (/work/wt/NAME) the nearest ancestor that has one.
SHARED_BENCH = next((p / "shared" / "bench" for p in ROOT.parents if (p / "shared" / "bench").is_dir()),
                    ROOT.parent / "shared" / "bench")
DEV_FILE = SHARED_BENCH / "privacy-dev.jsonl"
DATA_DIR = ROOT / "benchmarks" / "data" / "privacy"


# Sets still sealed (benchmarks/data/privacy/SOURCES.md): left out unless --sealed, so that nobody tuning the
# detector sees their figures by accident; the lead measures them with --sealed (totals and categories only).
SEALED: tuple[str, ...] = ("broad-zzz131", "broad-zzz132", "broad-zzz133", "broad-zzz134", "broad-zzz135")


def default_files(sealed: bool = False) -> list[Path]:
    files = [DEV_FILE] if DEV_FILE.exists() else []
    return files + sorted(p for p in DATA_DIR.glob("*.jsonl") if sealed or p.stem not in SEALED)


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 4) if b else None


def _prf(tp: int, fp: int, fn: int) -> dict:
    p = _ratio(tp, tp + fp)
    r = _ratio(tp, tp + fn)
    f1 = round(2 * p * r / (p + r), 4) if p and r else (0.0 if p is not None and r is not None else None)
    return {"precision": p, "recall": r, "f1": f1, "support": tp + fn}


def _table(counts: dict[str, list[int]], name: str) -> dict:
    return {k: {name: _ratio(f, n), "hits": f, "support": n} for k, (f, n) in sorted(counts.items())}


def score(items: list[dict], predicted: list[bool], reasons: list[str]) -> tuple[dict, list[dict]]:
    tp = fp = fn = 0
    red_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    red_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    green_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    green_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    idsec = [0, 0]
    green = [0, 0]
    yellow = [0, 0]
    errors = []
    for item, pred_red, reason in zip(items, predicted, reasons):
        label, kind = item["label"], item.get("kind", "?")
        category = item.get("category")
        gold_red = label == "red"
        tp += gold_red and pred_red
        fn += gold_red and not pred_red
        fp += (not gold_red) and pred_red
        if gold_red:
            for table, key in ((red_kind, kind), (red_cat, category)):
                if key:
                    table[key][0] += pred_red
                    table[key][1] += 1
            if kind in ("identifier", "secret"):
                idsec[0] += pred_red
                idsec[1] += 1
        elif label == "green":
            green[0] += pred_red
            green[1] += 1
            for table, key in ((green_kind, kind), (green_cat, category)):
                if key:
                    table[key][0] += pred_red
                    table[key][1] += 1
        elif label == "yellow":
            yellow[0] += pred_red
            yellow[1] += 1
        if gold_red != pred_red:
            errors.append({"id": item.get("id"), "label": label, "kind": kind, "category": category,
                           "predicted": "red" if pred_red else "green", "reason": reason, "text": item["text"]})
    result = {
        "items": len(items),
        "labels": {"red": tp + fn, "yellow": yellow[1], "green": green[1]},
        "red": _prf(tp, fp, fn),
        "identifier_secret_recall": {"recall": _ratio(*idsec), "found": idsec[0], "support": idsec[1]},
        "false_red_green": {"rate": _ratio(*green), "false_red": green[0], "support": green[1]},
        "yellow_called_red": {"rate": _ratio(*yellow), "called_red": yellow[0], "support": yellow[1]},
        "red_recall_by_kind": _table(red_kind, "recall"),
        "red_recall_by_category": _table(red_cat, "recall"),
        "false_red_by_green_kind": _table(green_kind, "rate"),
        "false_red_by_green_category": _table(green_cat, "rate"),
        "targets": {
            "identifier_secret_recall>=0.99": idsec[0] / idsec[1] >= 0.99 if idsec[1] else None,
            "false_red_green<=0.02": green[0] / green[1] <= 0.02 if green[1] else None,
        },
    }
    return result, errors


def throughput(texts: list[str], min_seconds: float) -> dict:
    passes = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    elapsed = 0.0
    while elapsed < min_seconds or passes == 0:
        for t in texts:
            detect(t)
        passes += 1
        elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    messages = passes * len(texts)
    return {"messages_per_s": round(messages / elapsed),
            "messages_per_cpu_s": round(messages / cpu) if cpu > 0 else None,
            "messages": messages, "seconds": round(elapsed, 3), "cpu_seconds": round(cpu, 3),
            "passes": passes, "threads": 1, "target_5000_per_s": messages / elapsed >= 5000}


def compare_model(texts: list[str], min_seconds: float, rounds: int = 6) -> dict:
    """Throughput with the learned model on and off, alternated round by round in this process (the
    machine's load hits both alike); the best round of each, and every round."""
    before = learned.ENABLED
    runs: dict[str, list[int]] = {"on": [], "off": []}
    for i in range(rounds):
        for mode in (("on", "off") if i % 2 == 0 else ("off", "on")):
            learned.set_enabled(mode == "on")
            runs[mode].append(throughput(texts, min_seconds)["messages_per_cpu_s"] or 0)
    learned.set_enabled(before)
    return {"messages_per_cpu_s_best": {k: max(v) for k, v in runs.items()}, "rounds": runs}


def evaluate(items: list[dict], min_seconds: float = 1.0) -> tuple[dict, list[dict]]:
    """One set: scores and the throughput of detect() over its texts."""
    verdicts = [detect(item["text"]) for item in items]
    result, errors = score(items, [v.is_red for v in verdicts], [v.reason for v in verdicts])
    result["throughput"] = throughput([item["text"] for item in items], min_seconds)
    return result, errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", nargs="+", action="extend", type=Path,
                        help="JSONL files with id, text, label, kind[, category] (default: dev + benchmarks/data/privacy)")
    parser.add_argument("--min-seconds", type=float, default=1.0, help="timing loop length per file")
    parser.add_argument("--errors", nargs="?", const="", default=None, metavar="FILTER",
                        help="include misclassified items of the files whose name contains FILTER")
    parser.add_argument("--sealed", action="store_true", help="also read the sealed sets (never with --errors)")
    parser.add_argument("--region", default=None, help="the user's phone region (default: system locale)")
    parser.add_argument("--learned", choices=("on", "off", "compare"), default=None,
                        help="the learned model on or off (default: as the detector ships), or 'compare': scores "
                             "and speed without it as well, speed alternated in this process")
    args = parser.parse_args(argv)
    if args.learned is not None:
        learned.set_enabled(args.learned != "off")  # compare: the main figures with the model
    if args.region:
        from app.core.memory.privacy.detector.verdict import set_default_region

        set_default_region(args.region)
    if args.sealed and args.errors is not None:
        parser.error("--sealed reads held-back sets: their lines are never printed (drop --errors)")
    files = args.data or default_files(args.sealed)
    if args.errors is not None and any(args.errors in f.name and f.stem in SEALED for f in files):
        parser.error("the lines of a sealed set are never printed (see benchmarks/data/privacy/SOURCES.md)")
    if not files:
        parser.error("no data files found; pass --data")
    if args.errors == "" and len(files) > 1:
        parser.error("--errors needs a file filter when several files are read (e.g. --errors broad-a)")
    out: dict = {"files": {}}
    all_items: list[dict] = []
    all_pred: list[bool] = []
    all_reasons: list[str] = []
    for path in files:
        with open(path, encoding="utf-8") as fh:
            items = [json.loads(line) for line in fh if line.strip()]
        result, errors = evaluate(items, args.min_seconds)
        if args.errors is not None and args.errors in path.name:
            result["errors"] = errors
        if args.learned == "compare":
            learned.set_enabled(False)
            off, _ = evaluate(items, 0.0)
            learned.set_enabled(True)
            result["without_learned"] = {k: off[k] for k in ("identifier_secret_recall", "false_red_green", "red", "yellow_called_red")}
            result["learned_speed"] = compare_model([item["text"] for item in items], args.min_seconds / 2)
        out["files"][path.name] = result
        verdicts = [detect(item["text"]) for item in items]
        all_items += items
        all_pred += [v.is_red for v in verdicts]
        all_reasons += [v.reason for v in verdicts]
    if len(files) > 1:
        overall, _ = score(all_items, all_pred, all_reasons)
        overall["throughput"] = throughput([i["text"] for i in all_items], args.min_seconds)
        out["overall"] = overall
    json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
