""""Encrypt my data" on a large plain folder (#17): how long the copy, the switch and the erasing
take, peak memory, and the first open afterwards. Prints JSON.

    python benchmarks/encrypt_folder_bench.py [--messages 100000] [--chats 1000]

The folder is built as an older Whizi left it (plain whizi.db, data_bench.py's realistic rows);
the migration runs in its own process so its peak RSS is its own. The key is wrapped by a
passphrase (no keyring here), so the time includes one scrypt derivation (~0.5 s).
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import time
from pathlib import Path

from _common import emit, run_step
from data_bench import build

PASSPHRASE = "bench passphrase"


def _rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def run_encrypt(folder: Path) -> dict:
    import keyring
    import keyring.backends.null

    keyring.set_keyring(keyring.backends.null.Keyring())
    from app.core.store.encrypt_folder import encrypt_folder

    size = sum(f.stat().st_size for f in folder.iterdir() if f.is_file())
    marks: dict[str, float] = {}
    start = time.perf_counter()
    encrypt_folder(folder, passphrase=PASSPHRASE, use_keyring=False,
                   phase=lambda name: marks.setdefault(name, time.perf_counter() - start))
    total = time.perf_counter() - start
    return {"folder_mb": round(size / 2**20, 1), "seconds": round(total, 2),
            "key_and_export_s": round(marks["switch"], 2),
            "switch_s": round(marks["erase"] - marks["switch"], 3),
            "erase_s": round(marks["done"] - marks["erase"], 2), "peak_rss_mb": _rss_mb()}


def run_open(folder: Path) -> dict:
    from app.core.context import WhiziCore

    start = time.perf_counter()
    core = WhiziCore.open(folder, passphrase=PASSPHRASE)
    opened = time.perf_counter() - start
    chats = len(core.chats.list_visible())
    core.close()
    return {"open_s": round(opened, 2), "chats": chats}


def _child(step: str, *args: str) -> dict:
    return run_step(__file__, step, *args)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--chats", type=int, default=1_000)
    parser.add_argument("--step", choices=("build", "encrypt", "open"))
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    if args.step == "build":
        from app.core.store.db import Database

        folder = Path(args.paths[0])
        folder.mkdir(parents=True)
        Database(folder / "whizi.db").close()    # plain: the app opens it as an older version's folder
        build(folder, args.messages, args.chats)
        print("{}")
        return
    if args.step == "encrypt":
        print(json.dumps(run_encrypt(Path(args.paths[0]))))
        return
    if args.step == "open":
        print(json.dumps(run_open(Path(args.paths[0]))))
        return

    with tempfile.TemporaryDirectory(prefix="whizi-encrypt-bench-") as tmp:
        folder = Path(tmp) / "data"
        _child("build", "--messages", str(args.messages), "--chats", str(args.chats), str(folder))
        encrypted = _child("encrypt", str(folder))
        opened = _child("open", str(folder))
    emit({"benchmark": "encrypt_folder", "messages": args.messages, "chats": args.chats,
          "encrypt": encrypted, "first_open": opened})


if __name__ == "__main__":
    main()
