"""A real keyring backend that keeps secrets in a dict, for tests and screenshot scripts: the
OS store is never touched, and no insecure file backend (keyrings.alt) is ever used."""
from __future__ import annotations

import keyring.backend


class MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.secrets.get((service, username))

    def set_password(self, service, username, password):
        self.secrets[(service, username)] = password

    def delete_password(self, service, username):
        self.secrets.pop((service, username), None)
