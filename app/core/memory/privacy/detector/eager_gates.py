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

The same for a first message's need analyses (need_table.py, read at the first lookup of such a kind, not at import): a
lazy pattern's source rewritten by its steps (STEPS: the steps' code and captured values in the key), the disclosure
patterns' needs (NEED: disclosures._need_of) and analyses (ANALYSIS, BRANCHES: need_groups._analysed) - a LoCoMo first
message spent ~90 % of its disclosure pass working them out for the ~50 patterns its words reach. A long alternation's
alternatives over the writer's ANALYSIS_MAX are not tabled (megabytes of JSON, slower to read than to derive).

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
STEPS = "steps:"  # + the steps' names: a lazy pattern's source rewritten by its steps (lazy.LazyPattern._rewritten)
NEED = "need"  # disclosures._need_of's literals of a disclosure pattern (JSON)
ANALYSIS = "analysis"  # need_groups' analyses of a disclosure pattern (JSON: need_groups._analyses)
BRANCHES = "branches"  # and of a long one, its alternatives (JSON: need_groups._branch_analyses; only short ones tabled)
_PACKAGE = "app.core.memory.privacy.detector"

class _Recording:
    """The writer's switches (gate_table_writer, in a fresh process): `entries`, every derivation made (key -> (kind,
    value)), None in the app; `code`, each recorded kind's code digest; `kinds`, the kinds recorded (None: all - the
    warm-up's compiles derive lazy patterns' gates, which the lazy table holds); `ignore_table`: derive everything. (An
    object's attributes, not module names: code_digest describes the module values a derivation's code reads, and these
    differ between the writer and the app.)"""

    __slots__ = ("entries", "code", "kinds", "ignore_table")

    def __init__(self) -> None:
        self.entries: dict[str, tuple[str, str]] | None = None
        self.code: dict[str, str] = {}
        self.kinds: set[str] | None = None
        self.ignore_table = False


RECORDING = _Recording()

_UNREAD: Any = object()
_TABLES: dict[str, Any] = {}  # generated module -> its EAGER entries and code digests, once read
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


def _step_id(step: Callable[[str], str]) -> str:
    """A rewriting step as a string: its name, its code and the values it captured (a closure's prefix or flags)."""
    parts = [getattr(step, "__module__", "") or "", getattr(step, "__qualname__", "") or type(step).__qualname__]
    code = getattr(step, "__code__", None)
    if code is not None:
        parts.append(_stable(code))
    for cell in getattr(step, "__closure__", None) or ():
        try:
            parts.append(_stable(cell.cell_contents))
        except ValueError:  # an empty cell
            parts.append("<empty>")
    return "\x1f".join(parts)


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
        for name in names:  # (a module of the package it names: `_gates.gate_parts`; or imports from in its body)
            module = fn.__globals__.get(name)  # type: ignore[attr-defined]
            if module is None and name.startswith(_PACKAGE):
                module = sys.modules.get(name)
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


IMPORT_KINDS = (GATE, FAST)  # read at import: lazy_gate_table.py; the others at a first message's need: need_table.py


def table_of(kind: str) -> str:
    """The generated module that holds the entries of `kind`."""
    return "lazy_gate_table" if kind in IMPORT_KINDS else "need_table"


def _table(kind: str) -> tuple[dict[str, str], dict[str, str]]:
    name = table_of(kind)
    got = _TABLES.get(name, _UNREAD)
    if got is _UNREAD:
        got = ({}, {})
        if not RECORDING.ignore_table:
            import importlib  # noqa: PLC0415

            table: Any
            try:
                table = importlib.import_module(_PACKAGE + "." + name)
            except ImportError:  # (need_table.py before the lead first writes it)
                table = None
            if table is not None and getattr(table, "PYTHON", None) == PYTHON:
                got = (getattr(table, "EAGER", None) or {}, getattr(table, "EAGER_CODE", None) or {})
        _TABLES[name] = got
    return got


def _usable(kind: str, roots: tuple[Callable[..., object], ...]) -> bool:
    """Whether the table's entries of `kind` were derived by the code `roots` run now (worked out at its first lookup)."""
    ok = _USABLE.get(kind)
    if ok is None:
        entries, codes = _table(kind)
        ok = bool(entries) and kind in codes and codes[kind] == code_digest(roots)
        _USABLE[kind] = ok
    return ok


def derived(kind: str, pattern: str, flags: int, derive: Callable[[], str], roots: tuple[Callable[..., object], ...]) -> str:
    """The value `derive()` returns for (pattern, flags), from the table when it holds it for the code `roots` run."""
    key = key_of(kind, pattern, flags)
    if _usable(kind, roots):
        got = _table(kind)[0].get(key)
        if got is not None:
            return got
    value = derive()
    record = RECORDING.entries
    if record is not None and (RECORDING.kinds is None or kind.startswith(tuple(RECORDING.kinds))):
        old = record.get(key)
        record[key] = (kind, value if old is None or old[1] == value else "\x00clash")  # (a clash: never, left out)
        RECORDING.code.setdefault(kind, code_digest(roots))
    return value


def gate_parts(source: re.Pattern[str], derive: Callable[[re.Pattern[str]], Any]):
    """`derive(source)` (gates.gate_parts' analysis of a compiled pattern), read from the table when it has it."""
    def encoded() -> str:
        parts = derive(source)
        if RECORDING.entries is None:
            box.append(parts)
            return "\x00"  # (not recorded: no encoding)
        value = encode(False, parts)
        return value if decode(value)[1] == parts else "\x00"  # (parts the encoding cannot hold: never tabled)
    box: list[Any] = []
    value = derived(GATE, source.pattern, source.flags, encoded, (derive, gate_parts))  # (its encoding's code too)
    if box:
        return box[0]
    return derive(source) if value == "\x00" else decode(value)[1]


def rewritten(pattern: str, flags: int, derive: Callable[[str, int], str]) -> str:
    """`derive(pattern, flags)` (findings.speed_up's rewrite), read from the table when it has it."""
    def encoded() -> str:
        out = derive(pattern, flags)
        at = out.find(pattern) if pattern else -1
        if at < 0 or _WRAP in out:
            return "\x02" + out
        return out[:at] + _WRAP + out[at + len(pattern):]  # (most are the source itself, or it wrapped: first_char_gate)
    value = derived(FAST, pattern, flags, encoded, (derive, rewritten))
    if value.startswith("\x02"):
        return value[1:]
    head, _, tail = value.partition(_WRAP)
    return head + pattern + tail


_WRAP = "\x01"  # FAST's value: the rewrite with the source's place marked (or "\x02" and the rewrite in full)


def steps_applied(source: str, steps: tuple[Callable[[str], str], ...]) -> str:
    """`source` rewritten by each of `steps` in turn (a lazy pattern's, lazy.LazyPattern._rewritten), read from the table
    when it holds it for these steps (their code and captured values in the key, the code they run in the kind's digest).
    Round 47 (rfirst): a LoCoMo first message spent a third of its time rewriting the sources of the disclosure patterns
    its need analyses read (skip_ahead, first_char_gate: parses)."""
    def derive() -> str:
        out = source
        for step in steps:
            out = step(out)
        return out
    if not all(hasattr(step, "__code__") for step in steps):
        return derive()  # (a step without code of its own - a partial, a callable object - is not told apart by its id)
    kind = STEPS + ",".join(getattr(s, "__module__", "") + "." + getattr(s, "__qualname__", "") for s in steps)
    return derived(kind, source + "\x00" + "\x00".join(map(_step_id, steps)), 0, derive, (*steps, steps_applied))


def json_derived(kind: str, pattern: str, flags: int, derive: Callable[[], Any], encode_: Callable[[Any], Any],
                 decode_: Callable[[Any], Any], roots: tuple[Callable[..., object], ...]) -> Any:
    """`derive()` for (pattern, flags), read from the table when it holds it: stored as the JSON of `encode_(value)` and
    read back by `decode_`; a value that does not come back equal is never tabled (derived every time, as before)."""
    import json  # noqa: PLC0415

    box: list[Any] = []

    def encoded() -> str:
        value = derive()
        box.append(value)
        if RECORDING.entries is None:
            return "\x00"  # (not recorded: no encoding)
        text = json.dumps(encode_(value))
        return text if decode_(json.loads(text)) == value else "\x00"
    text = derived(kind, pattern, flags, encoded, (*roots, encode_, decode_, json_derived))
    if box:
        return box[0]
    return derive() if text == "\x00" else decode_(json.loads(text))
