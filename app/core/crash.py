"""Crash reports: an unexpected exception is written to the data folder (never message text),
so the user can look at it and send it if they want. Nothing leaves the machine by itself."""
from __future__ import annotations

import os
import platform
import sys
import time
import traceback
from pathlib import Path


def write_report(folder: Path, exc_type, exc, tb) -> Path:
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    path = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    frames = traceback.extract_tb(tb)
    lines = [
        "Whizi crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"python: {sys.version.split()[0]}  platform: {platform.platform()}",
        f"error: {exc_type.__name__}",
        "",
        "Where it happened (file, line, function):",
    ]
    # Only code locations: exception messages and local values may quote what the user wrote.
    lines += [f"  {Path(f.filename).name}:{f.lineno} in {f.name}" for f in frames]
    with open(path, "w", encoding="utf-8", opener=lambda name, flags: os.open(name, flags, 0o600)) as fh:
        fh.write("\n".join(lines) + "\n")
    return path
