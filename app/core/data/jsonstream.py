"""An incremental JSON reader that says where a file is wrong, in lines and columns.

The containers we walk through (the top-level object, the list of chats, a chat's messages) are
read token by token here; everything inside them that is small enough to hold at once (one
message, one ChatGPT conversation) is decoded whole by the standard library's C decoder. Memory
stays bounded by the largest such item, not by the file, and every error carries the line and
column where the file stops making sense ("line 1, column 5012: unexpected end of file").

Only the part of the file not yet consumed is kept; what has been read is dropped, with its line
count carried forward so positions stay exact.
"""
from __future__ import annotations

import codecs
import json
import re
from collections.abc import Iterator
from typing import IO, Any

CHUNK_BYTES = 1 << 20
# Before decoding a value we make sure this much text follows it (or the file ends), so that a
# value cut by the buffer's edge is told apart from a value that is really broken.
LOOKAHEAD = 1 << 16
# The largest single value (one message of a Whizi export, one ChatGPT conversation) read whole.
# Decoding holds it twice over; a tiny zip that inflates to one huge string must not take the
# machine's memory with it. A conversation of years with pasted documents stays far below this.
MAX_VALUE_CHARS = 128 << 20
# Numbers SQLite can store; a longer integer is not a date, a count or an id of ours.
INT_MIN, INT_MAX = -(1 << 63), (1 << 63) - 1
_WS = re.compile(r"[ \t\n\r]*")
_MESSAGES = {
    "Expecting value": "expected a value",
    "Expecting ',' delimiter": "expected ',' or a closing bracket",
    "Expecting ':' delimiter": "expected ':' after a key",
    "Expecting property name enclosed in double quotes": "expected a key in double quotes",
    "Invalid control character at": "a line break or control character inside a string must be escaped",
    "Invalid \\escape": "invalid backslash escape in a string",
    "Invalid \\uXXXX escape": "invalid \\u escape in a string",
    "Unterminated string starting at": "a string is not closed",
}


class JsonSyntaxError(ValueError):
    """The file is not valid JSON at `line`, `column` (both 1-based; None when only the byte
    offset is known, as for text that is not UTF-8)."""

    def __init__(self, line: int | None, column: int | None, message: str, *, where: str | None = None) -> None:
        super().__init__(f"{where or f'line {line}, column {column}'}: {message}")
        self.line = line
        self.column = column
        self.reason = message


class _NotJson(ValueError):
    pass


def _reject_constant(name: str):
    raise _NotJson(f"{name} is not allowed in JSON")


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > 19:
        raise _NotJson(f"the number {_shorten(text)} is out of range (at most 19 digits)")
    value = int(text)
    if not INT_MIN <= value <= INT_MAX:
        raise _NotJson(f"the number {_shorten(text)} is out of range (at most {INT_MAX:,})")
    return value


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _NotJson(f"the number {_shorten(text)} is out of range")
    return value


def _shorten(text: str) -> str:
    return text if len(text) <= 24 else f"{text[:12]}…{text[-6:]} ({len(text)} characters)"


_DECODER = json.JSONDecoder(parse_constant=_reject_constant, parse_int=_parse_int, parse_float=_parse_float)


class JsonReader:
    """Reads one JSON document from a binary stream, a piece at a time.

    Walk containers with `iter_object` / `iter_array` (the caller consumes each value before
    asking for the next) and take whole values with `read_value`.
    """

    def __init__(self, stream: IO[bytes], *, chunk_bytes: int = CHUNK_BYTES, max_value_chars: int | None = None) -> None:
        self._stream = stream
        self._chunk = chunk_bytes
        self.max_value = MAX_VALUE_CHARS if max_value_chars is None else max_value_chars
        self._decoder = codecs.getincrementaldecoder("utf-8-sig")()
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.bytes_read = 0
        # Where buf[0] sits in the file: line (1-based) and the column offset on that line.
        self._line_base = 1
        self._col_base = 0

    # ----- buffer ------------------------------------------------------------------------------
    def _fill(self, at_least: int = 1) -> None:
        """Read until `at_least` more characters are buffered past the current end, or EOF."""
        if self.pos > (1 << 16) and self.pos > len(self.buf) // 2:
            self._drop_consumed()
        target = len(self.buf) + at_least
        parts = [self.buf]
        have = len(self.buf)
        while have < target and not self.eof:
            raw = self._stream.read(max(self._chunk, at_least))
            pending = len(getattr(self._decoder, "buffer", b""))
            try:
                text = self._decoder.decode(raw, final=not raw)
            except UnicodeDecodeError as exc:
                byte = self.bytes_read - pending + exc.start + 1
                raise JsonSyntaxError(None, None, "the file is not UTF-8 text", where=f"near byte {byte}") from None
            self.bytes_read += len(raw)
            if not raw:
                self.eof = True
            if text:
                parts.append(text)
                have += len(text)
        self.buf = "".join(parts)

    def _drop_consumed(self) -> None:
        gone = self.pos
        newlines = self.buf.count("\n", 0, gone)
        if newlines:
            self._line_base += newlines
            self._col_base = gone - (self.buf.rfind("\n", 0, gone) + 1)
        else:
            self._col_base += gone
        self.buf = self.buf[gone:]
        self.pos = 0

    def _location(self, index: int) -> tuple[int, int]:
        newlines = self.buf.count("\n", 0, index)
        if newlines:
            return self._line_base + newlines, index - self.buf.rfind("\n", 0, index)
        return self._line_base, self._col_base + index + 1

    def error(self, message: str, index: int | None = None) -> JsonSyntaxError:
        return JsonSyntaxError(*self._location(self.pos if index is None else index), message)

    def line_here(self) -> int:
        return self._location(self.pos)[0]

    # ----- tokens ------------------------------------------------------------------------------
    def peek(self) -> str:
        """The next non-blank character without consuming it ('' at the end of the file)."""
        while True:
            self.pos = _WS.match(self.buf, self.pos).end()  # type: ignore[union-attr]  # `_WS` matches ""
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if self.eof:
                return ""
            self._fill()

    def _expect(self, char: str, what: str) -> None:
        found = self.peek()
        if found != char:
            raise self.error(f"expected {what}, found {describe(found)}")
        self.pos += 1

    def read_value(self) -> Any:
        """Decode the next whole value (object, array, string, number, true, false or null)."""
        if self.peek() == "":
            raise self.error("unexpected end of file")
        if len(self.buf) - self.pos < LOOKAHEAD and not self.eof:
            self._fill(LOOKAHEAD)
        grow = LOOKAHEAD
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                unterminated = exc.msg.startswith("Unterminated string")
                if not self.eof and (unterminated or exc.pos >= len(self.buf) - 16):
                    if len(self.buf) - self.pos > self.max_value:
                        raise self.error(self._too_large()) from None
                    grow *= 2  # the value may run past what is buffered: read on and try again
                    self._fill(min(grow, self.max_value + 1))
                    continue
                if unterminated or exc.pos >= len(self.buf.rstrip(" \t\r\n")):
                    raise self.error("unexpected end of file", len(self.buf)) from None
                raise self.error(_MESSAGES.get(exc.msg, exc.msg[:1].lower() + exc.msg[1:]), exc.pos) from None
            except _NotJson as exc:
                raise self.error(str(exc)) from None
            except RecursionError:
                raise self.error("nested too deeply") from None
            except ValueError as exc:   # a number Python will not read (more than 4,300 digits)
                raise self.error(f"a number is out of range ({str(exc)[:80]})") from None
            if end == len(self.buf) and not self.eof and isinstance(value, (int, float)) and not isinstance(value, bool):
                self._fill(grow)  # a number at the buffer's edge may have more digits
                continue
            self.pos = end
            return value

    def _too_large(self) -> str:
        limit = self.max_value
        size = f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit:,} characters"
        return f"this value is larger than {size}, the most Whizi reads at once"

    def read_string(self, what: str = "a string") -> str:
        if self.peek() != '"':
            found = self.peek()
            raise self.error(f"expected {what}, found {describe(found)}")
        return self.read_value()

    def iter_object(self) -> Iterator[str]:
        """Yield each key of an object; the caller reads (or skips) its value before the next."""
        self._expect("{", "'{'")
        first = True
        while True:
            char = self.peek()
            if char == "}":
                self.pos += 1
                return
            if char == "":
                raise self.error("unexpected end of file")
            if not first:
                if char != ",":
                    raise self.error(f"expected ',' or '}}', found {describe(char)}")
                self.pos += 1
                if self.peek() == "}":
                    raise self.error("a trailing comma is not allowed")
            key = self.read_string("a key in double quotes")
            self._expect(":", "':' after a key")
            first = False
            yield key

    def iter_array(self) -> Iterator[int]:
        """Yield 0, 1, 2, ... for each item of an array; the caller reads each item."""
        self._expect("[", "'['")
        index = 0
        while True:
            char = self.peek()
            if char == "]":
                self.pos += 1
                return
            if char == "":
                raise self.error("unexpected end of file")
            if index:
                if char != ",":
                    raise self.error(f"expected ',' or ']', found {describe(char)}")
                self.pos += 1
                if self.peek() == "]":
                    raise self.error("a trailing comma is not allowed")
            yield index
            index += 1

    def skip_value(self, max_depth: int = 1000) -> None:
        """Consume a value we do not need. Containers are walked (not decoded) so a large one
        costs no memory, with a stack of our own rather than Python's."""
        stack: list[Iterator] = []
        while True:
            char = self.peek()
            if char in ("{", "["):
                if len(stack) >= max_depth:
                    raise self.error("nested too deeply")
                stack.append(self.iter_object() if char == "{" else self.iter_array())
            else:
                self.read_value()
            while stack:
                try:
                    next(stack[-1])
                    break          # positioned on the next member's value
                except StopIteration:
                    stack.pop()
            if not stack:
                return

    def expect_end(self) -> None:
        char = self.peek()
        if char != "":
            raise self.error(f"unexpected {describe(char)} after the end of the document")


def describe(char: str) -> str:
    if char == "":
        return "the end of the file"
    if char.isprintable() and not char.isspace():
        return f"'{char}'"
    return f"character U+{ord(char):04X}"
