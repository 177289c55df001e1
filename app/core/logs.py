"""Rotating logs in the data folder. Message text never goes to the log at INFO or above."""
from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

from app.core.redact import redact


class RedactingFormatter(logging.Formatter):
    """The whole formatted record, tracebacks included, with keys and token shapes masked: a
    chained SDK exception quotes the server's raw error body."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def setup_logging(folder: Path, level: int = logging.INFO) -> Path:
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    path = folder / "whizi.log"
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    if os.name == "posix":
        os.chmod(folder, 0o700)
        os.chmod(path, 0o600)
    handler.setFormatter(RedactingFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(level)
    # The HTTP stack logs request details at DEBUG/INFO; bodies never belong in our log.
    for noisy in ("httpx", "httpx2", "httpcore", "openai"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    return path
