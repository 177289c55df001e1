"""A door code told as the keys pressed on an intercom's panel: "kod 1 5 9 klucz potem 2", "код 3 8 1 ключ і
потім 4", "door code 4 7 2 then the key then 9", "Türcode 8 3 1 Schlüssel 6", "code 9 4 1 clé puis 7".

Many intercoms take the flat's number or the code's first digits, then the key symbol, then the rest. Typed on a
phone, the digits come one by one with spaces. `keyed_edits` writes single digits parted by spaces (three at least)
before the key's word (two short words between at most: "then the key") as one group ("472 klucz 9"), as a reader takes them; the secret finders then read the
code after its keyword as they read "kod 472".

Green limits: only single digits before a key's word and more digits after it ("1 9 4 5 und dann Schlüssel-Taste"
is a code of four digits already, left to the finders as written) (of the six languages, Russian, or the key emoji); a list of
numbers elsewhere ("1 2 3 4 key points") needs the key's word after the digits and a code's keyword before them,
which the finders check.
"""
from __future__ import annotations

import re

_GATE = re.compile(r"(?<![\w.,])\d \d \d")
_KEYED = re.compile(
    r"(?i)(?<![\w.,])(\d(?: \d){2,7})[ \t]+(?:[^\W\d_]{1,6}[ \t]+){0,2}"  # ("then the key", "і потім ключ")
    r"(?:klucz\w*|ключ\w*|key|schlüssel|schluessel|clé|cle|llave|🔑)(?![^\W\d_])"
    r"[ \t,]*(?:[^\W\d_]{1,6}[ \t]+){0,2}\d"  # (and the code's last digits after the key: "... klucz potem 2")
)


def keyed_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append edits that drop the spaces between single digits typed before a key's word."""
    if not _GATE.search(t):
        return
    for m in _KEYED.finditer(t):
        s = m.start(1)
        for i, ch in enumerate(m.group(1)):
            if ch == " ":
                edits.append((s + i, s + i + 1, ""))
