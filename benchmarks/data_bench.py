"""Export and import of 100,000 messages: wall time and peak memory (RSS) of each.

Targets: ≤ 30 s and peak RSS ≤ 300 MB for each. Every measured step runs in its own
subprocess, so its peak RSS (getrusage) is its own and not the builder's. Prints JSON.

    python benchmarks/data_bench.py [--messages 100000] [--chats 1000]

`--chats 1` puts all messages in one chat (the case a streamed export must also survive).
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

from _common import emit, run_step, sentence

TARGET_S = 30.0
TARGET_RSS_MB = 300.0


# Each step runs in its own process, so the folder's key cannot live in an in-process keyring: the
# benchmark's folders are kept by a passphrase (#17), and the user's keyring is never touched.
PASSPHRASE = "data bench passphrase"


def _quiet_keyring() -> None:
    import keyring
    import keyring.backends.null

    keyring.set_keyring(keyring.backends.null.Keyring())


def _rss_mb() -> float:
    # ru_maxrss is in KiB on Linux, in bytes on macOS.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def build(folder: Path, messages: int, chats: int) -> None:
    """A data folder of realistic shape: labelled, partly remembered messages, and memory."""
    _quiet_keyring()
    from app.core.context import WhiziCore
    from app.core.domain import utcnow

    rng = random.Random(8)
    core = WhiziCore.open(folder, passphrase=PASSPHRASE)
    now = utcnow().isoformat(timespec="microseconds")
    per_chat = messages // chats
    labels = [None, "green", "green", "yellow", "red"]
    with core.db.raw() as con:
        con.execute("BEGIN")
        for c in range(chats):
            chat_id = f"chat{c:06d}"
            con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) "
                        "VALUES (?, ?, 0, ?, ?, 'none')", (chat_id, sentence(rng, 4).title(), now, now))
            rows = []
            for i in range(per_chat):
                label = rng.choice(labels)
                rows.append((f"{chat_id}-{i:06d}", chat_id, i + 1, "user" if i % 2 == 0 else "assistant",
                             sentence(rng, rng.randint(10, 70)), now, "complete", label,
                             "health" if label == "yellow" else None, "model" if label else None,
                             now if label == "green" else None))
            con.executemany("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, privacy_label, "
                            "privacy_reason, privacy_source, remembered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        for i in range(50):
            con.execute("INSERT INTO facts (id, position, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
                        (f"fact{i}", i, sentence(rng, 8), now, now))
        con.execute("COMMIT")
    core.close()


def run_export(folder: Path, out: Path) -> dict:
    _quiet_keyring()
    from app.core.context import WhiziCore

    core = WhiziCore.open(folder, passphrase=PASSPHRASE)
    baseline = _rss_mb()
    start = time.perf_counter()
    report = core.data.export(out)
    seconds = time.perf_counter() - start
    core.close()
    return {"seconds": round(seconds, 2), "peak_rss_mb": _rss_mb(), "rss_before_mb": baseline,
            "messages": report.messages, "file_mb": round(out.stat().st_size / 1e6, 1)}


def run_import(folder: Path, source: Path) -> dict:
    _quiet_keyring()
    from app.core.context import WhiziCore

    core = WhiziCore.open(folder, passphrase=PASSPHRASE)
    baseline = _rss_mb()
    start = time.perf_counter()
    report = core.data.import_files(source)
    seconds = time.perf_counter() - start
    again_start = time.perf_counter()
    again = core.data.import_files(source)      # the second import must add nothing
    again_s = time.perf_counter() - again_start
    core.close()
    return {"seconds": round(seconds, 2), "peak_rss_mb": _rss_mb(), "rss_before_mb": baseline,
            "messages": report.messages_added, "reimport_seconds": round(again_s, 2),
            "reimport_added": again.messages_added}


def _child(step: str, *args: str) -> dict:
    return run_step(__file__, step, *args)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--chats", type=int, default=1_000)
    parser.add_argument("--step", choices=("build", "export", "import"))
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    if args.step == "build":
        build(Path(args.paths[0]), args.messages, args.chats)
        print("{}")
        return
    if args.step == "export":
        print(json.dumps(run_export(Path(args.paths[0]), Path(args.paths[1]))))
        return
    if args.step == "import":
        print(json.dumps(run_import(Path(args.paths[0]), Path(args.paths[1]))))
        return

    with tempfile.TemporaryDirectory(prefix="whizi-data-bench-") as tmp:
        source, target, out = Path(tmp) / "source", Path(tmp) / "target", Path(tmp) / "export.json"
        t0 = time.perf_counter()
        _child("build", "--messages", str(args.messages), "--chats", str(args.chats), str(source))
        build_s = time.perf_counter() - t0
        exported = _child("export", str(source), str(out))
        imported = _child("import", str(target), str(out))
    result = {
        "benchmark": "data_export_import", "messages": args.messages, "chats": args.chats,
        "build_s": round(build_s, 1), "export": exported, "import": imported,
        "target_seconds": TARGET_S, "target_peak_rss_mb": TARGET_RSS_MB,
    }
    result["meets_target"] = all(step["seconds"] <= TARGET_S and step["peak_rss_mb"] <= TARGET_RSS_MB
                                 for step in (exported, imported)) and imported["reimport_added"] == 0
    emit(result)


if __name__ == "__main__":
    main()
