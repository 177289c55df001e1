"""Text for a terminal: what a chat, a fact, an import or a server says is printed, never obeyed.

An ESC sequence in an imported title could clear the screen, retitle the window or worse; every
command's output goes through `printable()` (run_cli wraps its stdout in `SafeOutput`).
"""
from __future__ import annotations

import re

# C0 controls except tab and newline, DEL, and the C1 controls (0x9b is a one-byte CSI).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` without C0/C1 control characters, keeping \\n and \\t."""
    return _CONTROL.sub("", text)


class SafeOutput:
    """A text stream that passes everything written through `printable()`."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(printable(text))
        return len(text)

    def __getattr__(self, name):  # flush, fileno, encoding, isatty...
        return getattr(self._stream, name)


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """`n` and the noun in its English number: "1 chat", "0 chats", "3 summaries" (the command line
    is English only; the window's texts use Qt's numerus forms). `plural` defaults to noun + "s"."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"
