"""The data folder's key (#17, encryption at rest): where it is kept and how it is unlocked.

Each encrypted folder has one random 256-bit data key. SQLCipher is keyed with it as a raw key
(no key derivation on every open, so opening stays fast). The key itself is kept in either or both:

- the OS keyring (service "Whizi data key", user name = the folder's random id from encryption.json,
  not its path, so a moved folder still opens);
- encryption.json's "passphrase" entry: the key wrapped with AES-256-GCM under a key derived from
  the passphrase by scrypt (parameters and salt stored next to it).

encryption.json (0600) holds no secret in the clear. Changing the passphrase or moving the key into
or out of the keyring re-wraps or re-stores the data key and rewrites this small file atomically;
the database is never rewritten for it, so those changes are crash-safe by construction.

A folder without encryption.json is plain (a legacy folder) or new: status() says encrypted=False.
"""
from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import secrets
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.errors import StorageError, UserError
from app.core.store.errors import CorruptDatabase
from app.core.store.shred import fsync_dir

log = logging.getLogger(__name__)

KEY_FILE = "encryption.json"
KEYRING_SERVICE = "Whizi data key"
FORMAT = 1
# How whizi.db's pages are encrypted and authenticated, named by encryption.json's "cipher": the
# statements that follow PRAGMA key on every connection (for an ATTACHed database, schema-qualified).
# SQLCipher 4 encrypts each 4 KB page with AES-256-CBC and authenticates it with an HMAC; reading a
# page that is not in SQLite's cache costs the HMAC and the AES on top of plain SQLite's copy.
CIPHERS: dict[str, tuple[str, ...]] = {
    # SQLCipher 4's own defaults (HMAC-SHA512): folders encrypted before "sqlcipher4-sha256".
    "sqlcipher4": ("cipher_hmac_algorithm = HMAC_SHA512",),
    # HMAC-SHA256, which the CPU's SHA extensions compute (SHA-512 has none on x86): a page read
    # cold costs about 5 µs more than plain SQLite instead of 14 µs (docs/benchmarks.md, #17).
    # The page cipher (AES-256-CBC, 256-bit raw key) is the same; the HMAC's 128-bit security
    # margin is unchanged in practice (HMAC security rests on the key, not the digest's length).
    "sqlcipher4-sha256": ("cipher_hmac_algorithm = HMAC_SHA256",),
}
CIPHER = "sqlcipher4-sha256"      # what new and newly encrypted folders get
KEY_BYTES = 32
# scrypt: 2**17 * 8 * 128 bytes = 128 MiB and about half a second per try, paid once per unlock.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**17, 8, 1
_SCRYPT_MAXMEM = 256 * 1024 * 1024


@dataclass(frozen=True)
class EncryptionStatus:
    encrypted: bool      # whizi.db is (to be) SQLCipher; False for a plain legacy folder or a new one
    keyring: bool        # the data key is meant to be in the OS keyring
    passphrase: bool     # a passphrase can unlock it


class PassphraseNeeded(StorageError):
    """The folder is unlocked with a passphrase and none was given."""

    def __init__(self, root: Path) -> None:
        super().__init__(code="storage.passphrase_needed", params={"folder": root})
        self.root = root


class WrongPassphrase(StorageError):
    def __init__(self, root: Path) -> None:
        super().__init__(code="storage.wrong_passphrase", params={"folder": root})
        self.root = root


class KeyMissing(StorageError):
    """The keyring should hold the folder's key and does not (deleted, another user, another
    machine). With a passphrase set (`passphrase_set`) the passphrase is the way back; without one
    the data cannot be opened."""

    def __init__(self, root: Path, passphrase_set: bool) -> None:
        super().__init__(code="storage.key_missing_passphrase" if passphrase_set else "storage.key_missing",
                         params={"folder": root})
        self.root = root
        self.passphrase_set = passphrase_set


class NoKeyStore(StorageError):
    """A new folder is to be encrypted, but there is no usable keyring and no passphrase was given."""

    def __init__(self, root: Path) -> None:
        super().__init__(code="storage.no_key_store", params={"folder": root})
        self.root = root


class LastKey(UserError):
    """Removing the passphrase (or the keyring entry) would leave no way to unlock the folder."""

    code = "encryption.last_key"


class EmptyPassphrase(UserError):
    code = "encryption.empty_passphrase"


# ----- encryption.json ----------------------------------------------------------------------------
def _read(root: Path) -> dict[str, Any] | None:
    path = root / KEY_FILE
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    try:
        data = json.loads(raw)
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("folder_id"), str):
            raise ValueError("unknown layout")
    except ValueError as exc:
        raise CorruptDatabase(path, f"unreadable key file: {exc}") from exc
    if data.get("cipher", "sqlcipher4") not in CIPHERS:
        # Not damage: a newer Whizi's way of encrypting. Nothing is to be moved aside for it.
        raise StorageError(code="storage.unavailable", params={
            "path": path, "detail": f"it names a cipher this version of Whizi does not know "
                                    f"({str(data.get('cipher'))[:40]!r}); update Whizi to open this folder"})
    return data


def _write(root: Path, data: dict[str, Any]) -> None:
    """Replace encryption.json atomically: a temp file (0600) written and fsynced, renamed over the
    old one, the folder fsynced. A crash leaves the old file or the new one, never half of one."""
    target = root / KEY_FILE
    temp = root / f".{KEY_FILE}.{secrets.token_hex(4)}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(json.dumps(data, indent=1).encode())
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    fsync_dir(root)


def cipher_of(root: Path) -> str:
    """The cipher `root`'s database is encrypted with (encryption.json's "cipher"); CIPHER for a
    folder that has no encryption.json yet (a database about to be created there)."""
    data = _read(root)
    return CIPHER if data is None else str(data.get("cipher", "sqlcipher4"))


def status(root: Path) -> EncryptionStatus:
    data = _read(root)
    if data is None:
        return EncryptionStatus(encrypted=False, keyring=False, passphrase=False)
    return EncryptionStatus(encrypted=True, keyring=bool(data.get("keyring")),
                            passphrase=data.get("passphrase") is not None)


# ----- the keyring --------------------------------------------------------------------------------
def keyring_usable() -> bool:
    """True when the OS keyring is a backend that keeps secrets safely (not a plain-file one)."""
    from app.core.providers.secrets import safe_keyring

    try:
        return safe_keyring() is not None
    except Exception as exc:   # a keyring that cannot even be asked is no keyring
        log.warning("keyring unavailable: %s", type(exc).__name__)
        return False


def _keyring_get(folder_id: str) -> bytes | None:
    from app.core.providers.secrets import safe_keyring

    try:
        backend = safe_keyring()
        value = backend.get_password(KEYRING_SERVICE, folder_id) if backend is not None else None
    except Exception as exc:   # a locked or broken keyring: as if the entry were not there
        log.warning("keyring read failed: %s", type(exc).__name__)
        return None
    if not value:
        return None
    try:
        key = bytes.fromhex(value)
    except ValueError:
        return None
    return key if len(key) == KEY_BYTES else None


def _keyring_set(folder_id: str, key: bytes) -> bool:
    from app.core.providers.secrets import safe_keyring

    try:
        backend = safe_keyring()
        if backend is None:
            return False
        backend.set_password(KEYRING_SERVICE, folder_id, key.hex())
    except Exception as exc:
        log.warning("keyring write failed: %s", type(exc).__name__)
        return False
    return _keyring_get(folder_id) == key


def _keyring_delete(folder_id: str) -> None:
    from app.core.providers.secrets import safe_keyring

    try:
        backend = safe_keyring()
        if backend is not None:
            backend.delete_password(KEYRING_SERVICE, folder_id)
    except Exception:   # absent already, or the keyring refuses: nothing more we can do
        log.debug("keyring entry not deleted", exc_info=True)


# ----- the passphrase -----------------------------------------------------------------------------
def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _kek(passphrase: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(passphrase.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=_SCRYPT_MAXMEM,
                          dklen=KEY_BYTES)


def _aad(folder_id: str) -> bytes:
    return f"whizi data key {FORMAT} {folder_id}".encode()


def _wrap(key: bytes, passphrase: str, folder_id: str) -> dict[str, Any]:
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    salt, nonce = os.urandom(16), os.urandom(12)
    kek = _kek(passphrase, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    wrapped = AESGCM(kek).encrypt(nonce, key, _aad(folder_id))
    return {"kdf": "scrypt", "n": SCRYPT_N, "r": SCRYPT_R, "p": SCRYPT_P, "salt": _b64(salt),
            "nonce": _b64(nonce), "wrapped_key": _b64(wrapped)}


def _unwrap(root: Path, entry: dict[str, Any], passphrase: str, folder_id: str) -> bytes:
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    try:
        salt, nonce, wrapped = (base64.b64decode(entry[k]) for k in ("salt", "nonce", "wrapped_key"))
        n, r, p = int(entry["n"]), int(entry["r"]), int(entry["p"])
        if entry.get("kdf") != "scrypt":
            raise ValueError("unknown kdf")
    except (KeyError, TypeError, ValueError) as exc:
        raise CorruptDatabase(root / KEY_FILE, "unreadable passphrase entry") from exc
    kek = _kek(passphrase, salt, n, r, p)
    try:
        key = AESGCM(kek).decrypt(nonce, wrapped, _aad(folder_id))
    except InvalidTag:
        raise WrongPassphrase(root) from None
    return key


def _check_passphrase(passphrase: str) -> str:
    if not passphrase:
        raise EmptyPassphrase()
    return passphrase


# ----- the API ------------------------------------------------------------------------------------
def create_key(root: Path, *, passphrase: str | None, use_keyring: bool) -> bytes:
    """A new random data key for `root` (which has none yet), kept in the keyring and/or wrapped by
    `passphrase`; returns the key. Raises NoKeyStore when it could be kept nowhere (no passphrase,
    and the keyring was not wanted or refused it)."""
    if (root / KEY_FILE).exists():
        raise FileExistsError(f"{root / KEY_FILE} exists: the folder has a key already")
    if passphrase is not None:
        _check_passphrase(passphrase)
    key = secrets.token_bytes(KEY_BYTES)
    folder_id = str(uuid.uuid4())
    in_keyring = use_keyring and _keyring_set(folder_id, key)
    if not in_keyring and passphrase is None:
        raise NoKeyStore(root)
    _write(root, {"format": FORMAT, "cipher": CIPHER, "folder_id": folder_id, "keyring": in_keyring,
                  "passphrase": _wrap(key, passphrase, folder_id) if passphrase is not None else None})
    return key


def unlock(root: Path, passphrase: str | None = None) -> bytes | None:
    """The folder's data key: from the keyring first, then from `passphrase`. None for a plain
    (legacy or new) folder. Raises PassphraseNeeded, WrongPassphrase or KeyMissing."""
    data = _read(root)
    if data is None:
        return None
    folder_id = data["folder_id"]
    entry = data.get("passphrase")
    if data.get("keyring"):
        key = _keyring_get(folder_id)
        if key is not None:
            return key
        if entry is None:
            raise KeyMissing(root, passphrase_set=False)
        if not passphrase:
            raise KeyMissing(root, passphrase_set=True)
    if entry is None:   # neither the keyring nor a passphrase: the file was edited by hand
        raise KeyMissing(root, passphrase_set=False)
    if not passphrase:
        raise PassphraseNeeded(root)
    return _unwrap(root, entry, passphrase, folder_id)


def set_passphrase(root: Path, key: bytes, passphrase: str | None) -> None:
    """Set or change (str) or remove (None) the passphrase that unlocks `root`'s key. Removing it
    when the key is not in the keyring is refused (LastKey)."""
    data = _read(root)
    if data is None:
        raise FileNotFoundError(f"{root / KEY_FILE}: the folder is not encrypted")
    if passphrase is None:
        if not data.get("keyring") or _keyring_get(data["folder_id"]) != key:
            raise LastKey()
        data["passphrase"] = None
    else:
        data["passphrase"] = _wrap(key, _check_passphrase(passphrase), data["folder_id"])
    _write(root, data)


def set_keyring(root: Path, key: bytes, on: bool) -> None:
    """Keep `root`'s key in the OS keyring (on) or take it out (off; refused without a passphrase:
    LastKey). Turning it on raises NoKeyStore when the keyring cannot hold it."""
    data = _read(root)
    if data is None:
        raise FileNotFoundError(f"{root / KEY_FILE}: the folder is not encrypted")
    folder_id = data["folder_id"]
    if on:
        if not _keyring_set(folder_id, key):
            raise NoKeyStore(root)
        data["keyring"] = True
        _write(root, data)
        return
    if data.get("passphrase") is None:
        raise LastKey()
    data["keyring"] = False
    _write(root, data)          # first the file: a crash in between leaves a spare copy, not a lost key
    _keyring_delete(folder_id)


def forget(root: Path) -> None:
    """"Delete all data": the keyring entry and encryption.json go (the database is erased too)."""
    try:
        data = _read(root)
    except StorageError:
        data = None
    if data is not None:
        _keyring_delete(data["folder_id"])
    (root / KEY_FILE).unlink(missing_ok=True)


def key_for_open(root: Path, database: Path, passphrase: str | None = None) -> bytes | None:
    """The key to open `database` in `root` with (WhiziCore.open): an encrypted folder is unlocked;
    a plain folder (a database and no encryption.json: written before #17) stays plain (None); a
    new folder gets a new key, in the keyring when it is usable and wrapped by `passphrase` when
    one is given (NoKeyStore when neither)."""
    if status(root).encrypted:
        return unlock(root, passphrase)
    wal = database.with_name(database.name + "-wal")
    if (database.exists() and database.stat().st_size > 0) or wal.exists():
        return None
    return create_key(root, passphrase=passphrase or None, use_keyring=keyring_usable())
