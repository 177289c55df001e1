"""Round 47 (rfirst): the import's analyses of the eagerly compiled patterns, worked out ahead of time and shipped.

Importing the detector compiles some 3,000 patterns at module level; `findings.speed_up` then rewrote each one to skip
ahead (findings.skip_ahead, first_char_gate: parses and re's prefix analysis) and put it behind a word gate derived
from its parse (gates.gate_parts: literals, digits, words at their edges) - together some 40 % of the import's CPU
(3.5 s), worked out again in every process from patterns that do not change between releases. Here both results are
read from the generated table (`lazy_gate_table.py`'s EAGER, written with the lazy gates by
`python -m app.core.memory.privacy.detector.gate_table_writer --write`):

- an entry's key is a digest of its kind, the pattern's source and its flags; the value is what the derivation returns
  (the rewritten source; the gate's parts, lazy_gates' encoding);
- each kind's entries hold only while the code that derives them is the code that wrote them: the table keeps a digest of
  that code (`code_digest`: the deriving function and every function, class and constant of the package it reaches
  through its names, read from the code objects - no source files, the same in a bundle), and a kind whose digest
  differs is not read at all - every pattern then derives its result as before;
- a pattern the table lacks (a new one before the lead regenerates the table, another Python) derives it as before:
  slower, never different. Nothing is written at run time; the writer records the derivations of a fresh import.

Dependency-free (gates.py and findings.py import it): the table's encoding and the stable descriptions live here, and
lazy_gates.py takes them from here.
"""
from __future__ import annotations

import hashlib
import re
import sys
import types
from collections.abc import Callable, Iterable
from typing import Any

PYTHON = f"{sys.version_info[0]}.{sys.version_info[1]}"
GATE = "gate"  # gates.gate_parts of a compiled pattern
FAST = "fast"  # findings.speed_up's rewrite of a pattern's source (skip_ahead, else first_char_gate)
_PACKAGE = "app.core.memory.privacy.detector"

# the writer's (gate_table_writer, in a fresh process): every derivation made, key -> value, and each kind's code digest;
# None in the app. With IGNORE_TABLE the table is not read (the writer derives everything).
RECORD: dict[str, str] | None = None
RECORD_CODE: dict[str, str] = {}
IGNORE_TABLE = False

_UNREAD: Any = object()
_TABLE: list[Any] = [_UNREAD]  # [the table's EAGER entries and code digests, once read]
_USABLE: dict[str, bool] = {}  # kind -> whether the table's entries of that kind hold (its code digest matches)


# ---------------------------------------------------------------- stable descriptions and the table's encoding

def _stable(value: object) -> str:
    """A description of a constant the same in every process (no addresses; sets in sorted order)."""
    if value is None or isinstance(value, (str, bytes, int, float, bool)):
        return repr(value)
    if isinstance(value, tuple):
        return "(" + ",".join(map(_stable, value)) + ")"
    if isinstance(value, (frozenset, set)):
        return "{" + ",".join(sorted(map(_stable, value))) + "}"
    code = getattr(value, "co_code", None)
    if code is not None:  # a nested function's code
        return "<" + code.hex() + ":" + _stable(value.co_consts) + ":" + _stable(value.co_names) + ">"  # type: ignore[attr-defined]
    return "<" + getattr(value, "__qualname__", type(value).__qualname__) + ">"


# the table's values are strings: "" for no gate, else three fields - flags ("1"/"0": closes only for an ASCII text, needs
# a digit, has words at their edges), the keys, the words - and a field's items joined by _ITEM (no key holds either
# separator: `gate_parts` tables only parts that come back the same)
_FIELD, _ITEM = "\x1f", "\x1e"


def encode(caseless: bool, parts) -> str:
    if parts is None:
        return ""
    keys, digit, words = parts
    flags = "".join("1" if f else "0" for f in (caseless, digit, words is not None))
    return _FIELD.join((flags, _ITEM.join(sorted(keys)), _ITEM.join(sorted(words or ()))))


def decode(value: str):
    if not value:
        return False, None
    flags, keys, words = value.split(_FIELD)
    return flags[0] == "1", (frozenset(keys.split(_ITEM)) if keys else frozenset(), flags[1] == "1",
                             (frozenset(words.split(_ITEM)) if words else frozenset()) if flags[2] == "1" else None)


# ---------------------------------------------------------------- the code a kind's entries are derived by

def _described(value: object) -> str:
    """A module-level value a deriving function reads, described stably: a constant in full (a pattern by its source), a
    mutable container by its type alone - caches and registries (gates' masks, need_groups' keys) change as the process
    runs, and the digest must be the writer's. (A change to a constant dict or list an analysis reads is the staleness
    test's to catch.)"""
    if isinstance(value, re.Pattern):
        return "re(" + _stable(value.pattern) + "," + _stable(value.flags) + ")"
    if isinstance(value, tuple):
        return "(" + ",".join(map(_described, value)) + ")"
    if isinstance(value, (dict, list, set)):
        return "<" + type(value).__qualname__ + ">"
    return _stable(value)


def _names(code: types.CodeType) -> set[str]:
    out = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out |= _names(const)
    return out


def code_digest(roots: Iterable[Callable[..., object]]) -> str:
    """A digest of the code that `roots` run: each function's code (its bytecode, constants and names, nested functions'
    too), and of each name it reads that the function's module (or a module of the package it names) holds - a function
    or a class of the package followed in turn, a constant described. A change in any of them changes the digest."""
    parts: list[str] = []
    seen: set[int] = set()
    todo: list[object] = list(roots)
    while todo:
        fn = todo.pop()
        fn = getattr(fn, "__wrapped__", fn)  # (functools.lru_cache)
        if id(fn) in seen:
            continue
        seen.add(id(fn))
        if isinstance(fn, type):  # a class of the package: its functions and constants
            parts.append("class " + fn.__module__ + "." + fn.__qualname__)
            for name, value in sorted(vars(fn).items()):
                value = getattr(value, "__func__", value)
                if callable(value) and hasattr(value, "__code__"):
                    todo.append(value)
                elif not name.startswith("__"):
                    parts.append(name + "=" + _described(value))
            continue
        code = getattr(fn, "__code__", None)
        if code is None:
            continue
        parts.append(getattr(fn, "__module__", "") + "." + getattr(fn, "__qualname__", "") + _stable(code)
                     + _stable(getattr(fn, "__defaults__", None)))
        spaces = [fn.__globals__]  # type: ignore[attr-defined]
        names = sorted(_names(code))
        for name in names:  # (a module of the package it names: `_gates.gate_parts`, `c.LITERAL`)
            module = fn.__globals__.get(name)  # type: ignore[attr-defined]
            if isinstance(module, types.ModuleType) and module.__name__.startswith(_PACKAGE):
                spaces.append(vars(module))
        for space in spaces:
            for name in names:
                if name not in space:
                    continue
                value = space[name]
                if isinstance(value, types.ModuleType):
                    parts.append(name + ":module " + value.__name__)
                elif getattr(value, "__module__", None) and str(value.__module__).startswith(_PACKAGE) and (
                        hasattr(getattr(value, "__wrapped__", value), "__code__") or isinstance(value, type)):
                    todo.append(value)
                elif callable(value):
                    parts.append(name + ":" + getattr(value, "__module__", "") + "." + getattr(value, "__qualname__", ""))
                else:
                    parts.append(name + "=" + _described(value))
    digest = hashlib.blake2b(digest_size=12)
    digest.update(PYTHON.encode())
    for part in sorted(parts):
        digest.update(b"\x00" + part.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


# ---------------------------------------------------------------- the table

def key_of(kind: str, pattern: str, flags: int) -> str:
    digest = hashlib.blake2b(digest_size=12)
    digest.update(kind.encode() + b"\x00" + str(int(flags)).encode())
    digest.update(b"\x00" + pattern.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def _table() -> tuple[dict[str, str], dict[str, str]]:
    got = _TABLE[0]
    if got is _UNREAD:
        got = ({}, {})
        if not IGNORE_TABLE:
            table: Any
            try:
                from app.core.memory.privacy.detector import lazy_gate_table as table  # noqa: PLC0415
            except ImportError:
                table = None
            if table is not None and getattr(table, "PYTHON", None) == PYTHON:
                got = (getattr(table, "EAGER", None) or {}, getattr(table, "EAGER_CODE", None) or {})
        _TABLE[0] = got
    return got


def _usable(kind: str, roots: tuple[Callable[..., object], ...]) -> bool:
    """Whether the table's entries of `kind` were derived by the code `roots` run now (worked out at its first lookup)."""
    ok = _USABLE.get(kind)
    if ok is None:
        entries, codes = _table()
        ok = bool(entries) and kind in codes and codes[kind] == code_digest(roots)
        _USABLE[kind] = ok
    return ok


def derived(kind: str, pattern: str, flags: int, derive: Callable[[], str], roots: tuple[Callable[..., object], ...]) -> str:
    """The value `derive()` returns for (pattern, flags), from the table when it holds it for the code `roots` run."""
    key = key_of(kind, pattern, flags)
    if _usable(kind, roots):
        got = _table()[0].get(key)
        if got is not None:
            return got
    value = derive()
    if RECORD is not None:
        if key in RECORD and RECORD[key] != value:
            RECORD[key] = "\x00clash"  # (never: a pure derivation; left out by the writer)
        else:
            RECORD[key] = value
        RECORD_CODE.setdefault(kind, code_digest(roots))
    return value


def gate_parts(source: re.Pattern[str], derive: Callable[[re.Pattern[str]], Any]):
    """`derive(source)` (gates.gate_parts' analysis of a compiled pattern), read from the table when it has it."""
    def encoded() -> str:
        parts = derive(source)
        value = encode(False, parts)
        return value if decode(value)[1] == parts else "\x00"  # (parts the encoding cannot hold: never tabled)
    value = derived(GATE, source.pattern, source.flags, encoded, (derive,))
    return derive(source) if value == "\x00" else decode(value)[1]


def rewritten(pattern: str, flags: int, derive: Callable[[str, int], str]) -> str:
    """`derive(pattern, flags)` (findings.speed_up's rewrite), read from the table when it has it."""
    return derived(FAST, pattern, flags, lambda: derive(pattern, flags), (derive,))
