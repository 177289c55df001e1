"""The performance budget of issue #9 in one JSON summary, from the individual benchmark scripts.

    python benchmarks/run_all.py

Targets: cold start ≤ 1.0 s to first paint and ≤ 0.8 s to the window ready (p50); the empty window
≤ 150 MB RSS once start-up is over; RSS ≤ 250 MB with a 10,000-message chat open; streaming at 100
tokens/s without a UI stall over 30 ms; composer key latency ≤ 16 ms p95 while a background job runs.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(script: str, *args: str) -> dict:
    out = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True,
                         cwd=HERE, timeout=1800)
    text = out.stdout
    start = text.find("{")
    if out.returncode != 0 or start < 0:
        return {"error": (out.stderr or text)[-500:]}
    return json.JSONDecoder().raw_decode(text[start:])[0]


def main() -> None:
    start = run("startup_bench.py", "--runs", "5")
    ui = run("ui_budget_bench.py", "--stall-runs", "10")
    checks = {
        "cold_start_ms": (start.get("p50_ms"), 1000),
        "cold_start_ready_ms": ((start.get("ready") or {}).get("p50_ms"), 800),
        "rss_mb_empty_window_idle": (start.get("rss_mb_empty_window_idle"), 150),
        "rss_mb_10000_messages_open": (ui.get("rss_mb_10000_messages_open"), 250),
        "streaming_longest_stall_ms": (ui.get("streaming_longest_stall_ms"), 30),
        "key_latency_p95_ms": (ui.get("key_latency_p95_ms"), 16),
    }
    summary = {name: {"value": value, "target": target, "ok": value is not None and value <= target}
               for name, (value, target) in checks.items()}
    print(json.dumps({"benchmark": "performance_budget", "checks": summary,
                      "all_ok": all(c["ok"] for c in summary.values()),
                      "details": {"startup": start, "ui": ui}}, indent=2))


if __name__ == "__main__":
    main()
