"""API keys: the OS keyring, or OPENAI_API_KEY, or — with no keyring — memory for this session.

A key is never written to the database, an export, a log or any file of ours. Backends that
"store" secrets as plain or base64 files (keyrings.alt) are treated as no keyring at all.
"""
from __future__ import annotations

import builtins
import logging
import os

from app.core.redact import remember_secret

log = logging.getLogger(__name__)

SERVICE = "Whizi"
ENV_KEY = "OPENAI_API_KEY"
_UNSAFE_BACKEND_MODULES = ("keyrings.alt", "keyring.backends.fail", "keyring.backends.null")


def safe_keyring():
    """The OS keyring backend, or None when there is none that keeps secrets safely (a plain or
    base64 file backend, the fail or null backend). Also used for the data folder's key
    (app/core/store/encryption.py)."""
    import keyring

    backend = keyring.get_keyring()
    chain = getattr(backend, "backends", None)
    if chain is not None:  # a ChainerBackend: usable if any of its members is a real store
        if not [b for b in chain if not type(b).__module__.startswith(_UNSAFE_BACKEND_MODULES)]:
            return None
        return backend
    if type(backend).__module__.startswith(_UNSAFE_BACKEND_MODULES):
        return None
    return backend


class KeyStore:
    def __init__(self) -> None:
        self._session: dict[str, str] = {}

    @staticmethod
    def _backend():
        return safe_keyring()

    def keyring_available(self) -> bool:
        return self._backend() is not None

    def get(self, provider_id: str) -> str | None:
        value = self._read(provider_id)
        remember_secret(value)  # masked wherever a server might echo it
        return value

    def _read(self, provider_id: str) -> str | None:
        if provider_id in self._session:
            return self._session[provider_id]
        backend = self._backend()
        if backend is not None:
            try:
                value = backend.get_password(SERVICE, provider_id)
                if value:
                    return value
            except Exception as exc:  # a locked or broken keyring is not a crash
                log.warning("keyring read failed: %s", type(exc).__name__)
        return os.environ.get(ENV_KEY) or None

    def set(self, provider_id: str, key: str) -> bool:
        """Store a key. Returns True if it is in the OS keyring, False if only in this session."""
        key = key.strip()
        remember_secret(key)
        backend = self._backend()
        if backend is not None:
            try:
                backend.set_password(SERVICE, provider_id, key)
                self._session.pop(provider_id, None)
                return True
            except Exception as exc:
                log.warning("keyring write failed: %s", type(exc).__name__)
        self._session[provider_id] = key
        return False

    def delete(self, provider_id: str) -> None:
        self._session.pop(provider_id, None)
        backend = self._backend()
        if backend is not None:
            try:
                backend.delete_password(SERVICE, provider_id)
            except Exception:  # absent already, or the keyring refuses: nothing of ours remains
                pass

    def is_session_only(self, provider_id: str) -> bool:
        return provider_id in self._session

    def session_only_ids(self) -> builtins.set[str]:   # `set` here is the method above
        """Providers whose key was typed this session and saved nowhere else ("delete all data"
        must forget them too: no provider row lists them once the database is gone)."""
        return set(self._session)
