"""Secrets in XML elements named for them: "<password>Sosna2024</password>", "<pin>4821</pin>",
"<apiKey>a8F3kL9qZ2xV7bN4</apiKey>", "<client_secret>…</client_secret>" - config files (a build tool's
settings, an FTP client's site list, an app's config) pasted into a chat. The rules read `key=value`, `key:
value` and quoted keys, not an element's text, so these went green unless the learned model happened to
score them. A placeholder ("<password>${env.PASS}</password>", "<password>changeme</password>", "*****"),
an empty element or a value with spaces (a description) is not a secret."""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.secret_values import NOT_A_PASSWORD, is_placeholder

_TAGS = (r"password|passwd|passwort|pass|pwd|pw|hasło|haslo|contraseña|motdepasse|secret|client_?secret|secret_?key|"
         r"api_?key|apikey|access_?key|secret_?access_?key|token|access_?token|auth_?token|refresh_?token|bearer|"
         r"private_?key|pin|pincode|pin_?code|passphrase|wifi_?key|psk|wpa_?key|key")
_ELEMENT = re.compile(r"<(?P<tag>(?:[\w-]+:)?(?:" + _TAGS + r"))(?:\s[^<>]{0,200})?>(?P<val>[^<>\s]{4,200})</(?P=tag)>",
                      re.IGNORECASE)
_REASONS = (("pin", "PIN code"), ("token", "secret key or token"), ("bearer", "secret key or token"),
            ("key", "secret key or token"), ("secret", "secret key or token"))


def xml_secrets(text: str, add: Callable[..., None]) -> None:
    """Adds the secrets held by XML elements named for them (see the module's doc)."""
    for m in _ELEMENT.finditer(text):
        value = m.group("val")
        if is_placeholder(value) or value.lower() in NOT_A_PASSWORD:
            continue
        tag = m.group("tag").lower().rsplit(":", 1)[-1]
        if tag in ("pin", "pincode", "pin_code") and not value.isdigit():
            continue  # "<pin>top</pin>": a layout's pin, not a PIN
        if tag == "key" and (len(value) < 16 or value.isalpha()):
            continue  # "<key>CFBundleName</key>": a property list's key name
        reason = next((r for word, r in _REASONS if word in tag), "password")
        add(reason, m.start("val"), m.end("val"))
