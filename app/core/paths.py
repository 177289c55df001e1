"""Where Whizi keeps its data, and the checks that make a bad data folder a clear message."""
from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from app.core.errors import StorageError

APP_NAME = "Whizi"
ENV_DATA_DIR = "WHIZI_DATA_DIR"


# New files and folders are the user's alone (0600 / 0700), whoever creates them: SQLite's WAL,
# LanceDB's fragments, logs, crash reports, scratch files.
PRIVATE_UMASK = 0o077


def use_private_umask() -> None:
    """Called first by every entry point (window and command line): process-wide on purpose, so
    files that libraries write on their own are private too."""
    if os.name == "posix":
        os.umask(PRIVATE_UMASK)


def make_private(root: Path) -> None:
    """Take group and other permissions off the data folder and everything in it (files left by an
    older version or written under a looser umask). Symbolic links are not followed."""
    if os.name != "posix":
        return
    try:
        os.chmod(root, 0o700)
    except OSError:
        return
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(folder, name)
            try:
                mode = os.lstat(path).st_mode
                if stat.S_ISLNK(mode) or not (mode & 0o077):
                    continue
                os.chmod(path, stat.S_IMODE(mode) & 0o700)
            except OSError:  # vanished meanwhile, or not ours to change: the folder's 0700 still guards it
                continue


class DataDirError(StorageError):
    """The data folder cannot be used; the message is meant for the user."""


def default_data_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def resolve_data_dir(cli_value: str | os.PathLike | None = None) -> Path:
    """`--data-dir` wins over WHIZI_DATA_DIR, which wins over the platform's folder."""
    if cli_value:
        return Path(cli_value).expanduser().resolve()
    env_value = os.environ.get(ENV_DATA_DIR)
    if env_value:
        return Path(env_value).expanduser().resolve()
    return default_data_dir()


@dataclass(frozen=True)
class DataLayout:
    """The files inside one data folder. Everything of the user's lives under `root`."""

    root: Path

    @property
    def database(self) -> Path:
        return self.root / "whizi.db"

    @property
    def vectors(self) -> Path:
        return self.root / "lancedb"

    @property
    def logs(self) -> Path:
        return self.root / "logs"

    @property
    def lock(self) -> Path:
        return self.root / "whizi.lock"


def prepare_data_dir(root: Path) -> DataLayout:
    """Create the folder if needed and prove it is writable, with a message a person understands."""
    try:
        root.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise DataDirError(code="storage.cannot_create",
                           params={"folder": root, "reason": exc.strerror or exc}) from exc
    make_private(root)
    probe = root / ".write-test"
    try:
        with open(probe, "wb", opener=lambda name, flags: os.open(name, flags, 0o600)) as fh:
            fh.write(b"whizi")
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        if getattr(exc, "errno", None) == 28:
            raise DataDirError(code="storage.disk_full", params={"folder": root}) from exc
        raise DataDirError(code="storage.cannot_write", params={"folder": root, "reason": exc.strerror or str(exc)}) from exc
    finally:
        try:
            probe.unlink()
        except OSError:
            pass
    return DataLayout(root)


def resource_path(*parts: str) -> Path:
    """Files under `resources/`: beside the package in a checkout, inside it when installed."""
    here = Path(__file__).resolve().parent.parent  # app/
    for candidate in (here.parent / "resources", here / "resources", Path(getattr(sys, "_MEIPASS", here)) / "resources"):
        if candidate.is_dir():
            return candidate.joinpath(*parts)
    return here.parent.joinpath("resources", *parts)
