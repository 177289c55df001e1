"""Helpers shared by the benchmark scripts (each prints one JSON object)."""
from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = (len(ordered) - 1) * p / 100.0
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summary_ms(samples_s: list[float]) -> dict:
    ms = [s * 1000 for s in samples_s]
    return {"p50_ms": round(statistics.median(ms), 2), "p95_ms": round(percentile(ms, 95), 2),
            "max_ms": round(max(ms), 2), "n": len(ms)}


def emit(result: dict) -> None:
    print(json.dumps(result, indent=2, ensure_ascii=False))


def use_process_keyring() -> None:
    """A keyring that lives in this process only (the machine's is never touched): a new data
    folder is encrypted (#17) and keeps its key there, as it would in the OS keyring. (The null
    keyring counts as none: WhiziCore.open then refuses to create a folder without a passphrase.)"""
    import keyring

    from tests.support.memory_keyring import MemoryKeyring

    keyring.set_keyring(MemoryKeyring())


def offscreen() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


WORDS = ("apple river garden python window memory travel kitchen budget project meeting music "
         "coffee train mountain report design server update family holiday recipe bread garden "
         "invoice weather football library teacher doctor planet bicycle camera concert market "
         "language summer winter spring autumn island forest ocean desert castle village bridge "
         "engine rocket violin guitar painting theatre museum airport station hospital").split()


def sentence(rng, n: int = 12) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


def run_step(script: str, step: str, *args: str) -> dict:
    """Run one `--step` of a benchmark script in a child process (a cold start, its own memory) and
    return the JSON it prints."""
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, script, "--step", step, *args], capture_output=True, text=True,
                          env=env, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{step} failed:\n{done.stderr}")
    return json.loads(done.stdout)
