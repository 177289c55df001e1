"""Evaluate the local privacy detector on a privacy JSONL set (id, lang, text, label, kind).

    python benchmarks/privacy_eval.py --data /work/shared/bench/privacy-dev.jsonl [--errors]

Prints one JSON object. The detector alone only says red or not-red, so:
- `per_label`: precision / recall / F1 per gold label, reading "not red" as the detector's green
  (precision of green = gold-green share of everything it left green; yellow is never predicted);
- `red`: precision / recall / F1 of "detector red" against label red;
- `not_red`: the same for the complement (green and yellow together);
- `green`: how many green items stay not-red (`kept`, i.e. 1 - false-red rate);
- `yellow`: how many yellow items the detector already calls red (`red_rate`): these would be
  hidden from the user's confirmation, which is acceptable but worth watching;
- `red_recall_by_kind`: recall of red items per `kind`, plus false-red rate per green kind;
- `throughput`: messages per second, single thread, over repeated passes for at least 1 s of
  wall time; `messages_per_cpu_s` divides by this process's CPU time instead, which does not
  move when other work shares the machine.
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

from app.core.memory.privacy_detector import detect  # noqa: E402


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 4) if b else None


def _prf(tp: int, fp: int, fn: int) -> dict:
    p = _ratio(tp, tp + fp)
    r = _ratio(tp, tp + fn)
    f1 = round(2 * p * r / (p + r), 4) if p and r else (0.0 if p is not None and r is not None else None)
    return {"precision": p, "recall": r, "f1": f1, "support": tp + fn}


def evaluate(items: list[dict], min_seconds: float = 1.0) -> tuple[dict, list[dict]]:
    tp = fp = fn = tn = 0
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # red kinds: [found, total]
    green_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # green kinds: [false red, total]
    green_total = green_red = yellow_total = yellow_red = 0
    errors = []
    for item in items:
        verdict = detect(item["text"])
        gold_red = item["label"] == "red"
        pred_red = verdict.is_red
        if gold_red and pred_red:
            tp += 1
        elif gold_red:
            fn += 1
        elif pred_red:
            fp += 1
        else:
            tn += 1
        if gold_red:
            by_kind[item.get("kind", "?")][1] += 1
            by_kind[item.get("kind", "?")][0] += pred_red
        elif item["label"] == "green":
            green_total += 1
            green_red += pred_red
            green_kind[item.get("kind", "?")][1] += 1
            green_kind[item.get("kind", "?")][0] += pred_red
        elif item["label"] == "yellow":
            yellow_total += 1
            yellow_red += pred_red
        if gold_red != pred_red:
            errors.append({
                "id": item.get("id"), "label": item["label"], "kind": item.get("kind"),
                "predicted": verdict.label, "reason": verdict.reason, "text": item["text"],
            })

    texts = [item["text"] for item in items]
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

    result = {
        "data_items": len(items),
        "labels": {
            "red": sum(1 for i in items if i["label"] == "red"),
            "yellow": yellow_total,
            "green": green_total,
        },
        # Per gold label, with the detector's two answers read as "red" and "green" (it never says
        # yellow: the memory model decides that, so yellow recall is 0 by construction).
        "per_label": {
            "red": _prf(tp, fp, fn),
            "green": _prf(green_total - green_red, (tn + fn) - (green_total - green_red), green_red),
            "yellow": {"precision": None, "recall": 0.0 if yellow_total else None, "f1": None,
                       "support": yellow_total},
        },
        "red": _prf(tp, fp, fn),
        "not_red": _prf(tn, fn, fp),
        "green": {"kept": _ratio(green_total - green_red, green_total), "false_red": green_red,
                  "support": green_total},
        "yellow": {"red_rate": _ratio(yellow_red, yellow_total), "called_red": yellow_red,
                   "support": yellow_total},
        "false_red_rate_green": _ratio(green_red, green_total),
        "red_recall_by_kind": {k: {"recall": _ratio(f, n), "found": f, "support": n}
                               for k, (f, n) in sorted(by_kind.items())},
        "false_red_by_green_kind": {k: {"rate": _ratio(f, n), "false_red": f, "support": n}
                                    for k, (f, n) in sorted(green_kind.items())},
        "throughput": {"messages_per_s": round(messages / elapsed),
                       "messages_per_cpu_s": round(messages / cpu) if cpu > 0 else None,
                       "messages": messages, "seconds": round(elapsed, 3), "cpu_seconds": round(cpu, 3),
                       "passes": passes, "threads": 1},
        "targets": {
            "identifier_red_recall>=0.99": (by_kind["identifier"][0] / by_kind["identifier"][1] >= 0.99)
            if by_kind.get("identifier", [0, 0])[1] else None,
            "false_red_green<=0.02": (green_red / green_total <= 0.02) if green_total else None,
            "messages_per_s>=5000": messages / elapsed >= 5000,
        },
    }
    return result, errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="JSONL file with id, text, label, kind")
    parser.add_argument("--min-seconds", type=float, default=1.0, help="timing loop length")
    parser.add_argument("--errors", action="store_true", help="include the misclassified items")
    args = parser.parse_args(argv)
    with open(args.data, encoding="utf-8") as fh:
        items = [json.loads(line) for line in fh if line.strip()]
    result, errors = evaluate(items, args.min_seconds)
    if args.errors:
        result["errors"] = errors
    json.dump(result, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
