"""Removing plaintext files for good, as far as the platform allows: overwrite with zeros, fsync,
then unlink.

On a plain hard disk or an ext4/xfs/NTFS volume the zeros land on the blocks that held the data.
On an SSD (wear levelling) or a copy-on-write file system (btrfs, ZFS, APFS) the old blocks may
live on until the drive or file system reuses them: docs/privacy.md says so. Symbolic links are
removed, never followed.
"""
from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path

CHUNK = 1 << 20
_ZEROS_VIEW = memoryview(bytes(CHUNK))


def fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):   # not every platform opens a directory for fsync
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def size_of(path: Path) -> int:
    """Bytes that shredding `path` (a file or a whole folder) writes."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return 0
    if stat.S_ISREG(mode):
        return os.lstat(path).st_size
    if not stat.S_ISDIR(mode):
        return 0
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            with contextlib.suppress(OSError):
                info = os.lstat(os.path.join(folder, name))
                if stat.S_ISREG(info.st_mode):
                    total += info.st_size
    return total


def zero_file(path: Path, written: Callable[[int], None] | None = None) -> None:
    """Overwrite a regular file's bytes with zeros in place and fsync it (the file stays)."""
    fd = os.open(path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        size = os.fstat(fd).st_size
        done = 0
        while done < size:
            step = os.write(fd, _ZEROS_VIEW[:min(CHUNK, size - done)])
            done += step
            if written is not None:
                written(step)
        os.fsync(fd)
    finally:
        os.close(fd)


def shred(path: Path, written: Callable[[int], None] | None = None) -> None:
    """Overwrite and remove a file, or a folder with everything in it. Missing is fine."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISDIR(mode):
        for folder, dirs, files in os.walk(path, topdown=False):
            here = Path(folder)
            for name in files:
                shred(here / name, written)
            for name in dirs:
                child = here / name
                if child.is_symlink():
                    child.unlink()
                else:
                    child.rmdir()
        path.rmdir()
        fsync_dir(path.parent)
        return
    if stat.S_ISREG(mode):
        zero_file(path, written)
    path.unlink()
