"""Round 48 (rids): a payment gateway's or an API's secret pasted in code, handed to its setter or its constructor, or
kept under the gateway's own name for it - '$mollie->setApiKey("live_1f48...")', 'client.set_access_token("...")',
'new Client(apiKey: "...")' is the keyed reader's, 'withSecretKey("...")', and Przelewy24's CRC key ('$crc =
"6c77..."', "'crc' => '...'") beside the gateway's name.

The keyed reader (secrets.py) takes "api_key = ...", "apiKey: ..." - the key's word standing alone before a colon or an
equals sign; in a setter's name the word is glued to a verb ("setApiKey", "set_api_key", "withApiKey", "useToken") and
the value stands in parentheses, so nothing read it. Przelewy24 calls the shop's signing secret its "CRC key"; the code
keeps it in a variable named crc, which elsewhere holds a checksum: it is read only with the gateway named in the message
(Przelewy24, P24). A payment developer's question about a failing signature or webhook pastes the live key with it.

Read: a setter's or a builder's name made of set/with/use and a key's word (api key, secret, access/auth token, client
secret, private key, merchant key, CRC key), an opening parenthesis and a quoted value of 16 to 256 letters, digits,
"_" and "-" that looks random (secret_values.looks_random); or, with the gateway named, a crc variable or array key given
such a value (hex, 16 to 64). Green limits: a placeholder or a value made of words ("YOUR_API_KEY", "xxxxxxxx..."), a
message naming docs, a tutorial or an example (the gateway's published test key), and downstream as every key.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.secret_values import looks_random

REASON = "secret key or token"

_SETTER = LazyPattern(
    r"(?i)(?<![a-z0-9])(?:set|with|use)_?(?:api_?key|api_?secret|secret_?key|secret|access_?token|auth_?token|"
    r"client_?secret|private_?key|merchant_?key|crc_?key|token)\s*\(\s*[\"'](?P<val>[A-Za-z0-9_\-]{16,256})[\"']"
)
# Przelewy24's CRC key in code: "$crc = '...'", "'crc' => '...'", "crc: '...'", "CRC_KEY=..."
_CRC = LazyPattern(
    r"(?i)(?<![a-z0-9])\$?[\"']?crc(?:_?key)?[\"']?\s*(?:=>|[:=])\s*[\"']?(?P<val>[0-9a-f]{16,64})(?![0-9a-z])"
)
# a documented or a tutorial's key: "Mollie docs: ...setApiKey("test_dHar4...")"
_SAMPLE = LazyPattern(r"(?i)(?<![a-z])(?:docs?|documentation|doku\w*|dokumentacj\w*|documentaci[oó]n|tutorial\w*|tuto|"
                      r"example|sample|beispiel\w*|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример\w*|документаці\w*|"
                      r"документаци\w*)(?![a-z])")
_GATEWAY = LazyPattern(r"(?i)przelewy ?24|(?<![a-z0-9])p24(?![a-z0-9])")


def find_code_keys(text: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each secret handed to a setter in code, or Przelewy24's CRC key (see the
    module's doc)."""
    for m in _SETTER.finditer(text):
        if looks_random(m.group("val")) and not _SAMPLE.search(text):
            add(REASON, *m.span("val"))
    for m in _CRC.finditer(text):
        value = m.group("val")
        if len(set(value)) > 4 and any(c.isalpha() for c in value) and _GATEWAY.search(text) and not _SAMPLE.search(text):
            add(REASON, *m.span("val"))
