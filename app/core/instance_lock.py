"""One running Whizi per data folder: a second one would interleave writes to the same chats."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import BinaryIO

from app.core.errors import StorageError


class AlreadyRunning(StorageError):
    """Another Whizi process holds this data folder."""


class InstanceLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh: BinaryIO | None = None

    def acquire(self) -> InstanceLock:
        fh = open(self.path, "a+b")  # noqa: SIM115 - held open while we run: the open file is the lock
        try:
            _lock(fh)
        except OSError as exc:
            fh.close()
            raise AlreadyRunning(code="storage.already_running", params={"folder": self.path.parent}) from exc
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()).encode())
        fh.flush()
        self._fh = fh
        return self

    def release(self) -> None:
        if self._fh is not None:
            try:
                _unlock(self._fh)
            finally:
                self._fh.close()
                self._fh = None

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *exc):
        self.release()


if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds only
    import msvcrt

    def _lock(fh):
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(fh):
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fh):
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fh):
        fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
