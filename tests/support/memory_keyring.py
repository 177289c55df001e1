"""Real keyring backends for tests and screenshot scripts: the OS store is never touched, and no
insecure file backend (keyrings.alt) is ever used by the app.

MemoryKeyring() keeps secrets in a dict. MemoryKeyring(folder) keeps them as one small file per
entry in a test's own folder, so a `whizi` subprocess of the same test sees the same keyring
(#17: a folder created in the test is unlocked by the key the test's keyring holds). The
subprocess loads FileKeyring through PYTHON_KEYRING_BACKEND with WHIZI_TEST_KEYRING_DIR naming the
folder (tests/conftest.py sets both); the app treats it as it treats any keyring backend."""
from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator, MutableMapping
from pathlib import Path

import keyring.backend

FOLDER_ENV = "WHIZI_TEST_KEYRING_DIR"
SESSION_KEYRING_ENV = "WHIZI_TEST_SESSION_KEYRING_DIR"   # the session's folder, for module fixtures


class FileSecrets(MutableMapping):
    """{(service, username): password}, one JSON file per entry in `folder`, written atomically."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def _path(self, key: tuple[str, str]) -> Path:
        return self.folder / (hashlib.sha256(json.dumps(list(key)).encode()).hexdigest() + ".json")

    def __getitem__(self, key):
        try:
            return json.loads(self._path(key).read_text())["password"]
        except FileNotFoundError:
            raise KeyError(key) from None

    def __setitem__(self, key, value) -> None:
        path = self._path(key)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(json.dumps({"service": key[0], "username": key[1], "password": value}))
        os.replace(temp, path)

    def __delitem__(self, key) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[tuple[str, str]]:
        for path in sorted(self.folder.glob("*.json")):
            try:
                entry = json.loads(path.read_text())
            except (OSError, ValueError):
                continue
            yield (entry["service"], entry["username"])

    def __len__(self) -> int:
        return sum(1 for _ in self)


class MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.secrets: MutableMapping[tuple[str, str], str] = FileSecrets(folder) if folder is not None else {}

    def get_password(self, service, username):
        return self.secrets.get((service, username))

    def set_password(self, service, username, password):
        self.secrets[(service, username)] = password

    def delete_password(self, service, username):
        self.secrets.pop((service, username), None)


class FileKeyring(MemoryKeyring):
    """The same store in a subprocess: PYTHON_KEYRING_BACKEND=tests.support.memory_keyring.FileKeyring."""

    def __init__(self) -> None:
        super().__init__(Path(os.environ[FOLDER_ENV]))
