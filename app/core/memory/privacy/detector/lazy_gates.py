"""Round 46 (rfirst): every lazy pattern's word gate, worked out ahead of time and shipped with the package.

A finder's lazy pattern (lazy.LazyPattern, gated_lazy.GatedLazyPattern) runs behind a word gate derived from its compiled
pattern (any_case_gates.any_case_gated, gates.gated). Derived at the first search, the gate cost a message the compile
(parse, sre) and the gate's analyses (gates.gate_parts: literals, digits, words at their edges) of every pattern the
message reached, open or shut - and the new gate's registration cleared the masks of the message being classified, so
every pattern it reached afterwards ran ungated and compiled too (a LoCoMo first message: 188 compiles, 105 of them
after the masks were gone). Here the gates' parts are read from a table, `lazy_gate_table.py`, generated from the
patterns themselves (`python -m app.core.memory.privacy.detector.gate_table_writer --write`) and checked by a test that
derives it again (tests/core/memory/privacy/test_round46_rfirst.py: a stale table fails it):

- at import every entry's gate is registered (gates.register_parts: bits only, nothing compiled), so the masks hold
  every lazy gate's bits before the first message, as after the warm-up, and no compile registers a gate mid-message;
- a lazy pattern looks its entry up at its first search, by a digest of its source, its class's gate and its rewriting
  steps (their code and captured values); a text its gate turns away returns no match without compiling it, exactly
  as the compiled pattern's gate would (the same bits, the same tests);
- compiled, it is wrapped in the gate of its entry (WholeGated / CaselessGated / Gated, or none) without analysing it.

A pattern not in the table (a new one before the table is regenerated, another Python's parser, two patterns with the
same digest and different gates) compiles at its first search and derives its gate as before: slower, never different.
"""
from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Callable, Iterable

from app.core.memory.privacy.detector import eager_gates as _eager
from app.core.memory.privacy.detector import gates as _gates
from app.core.memory.privacy.detector.any_case_gates import CaselessGated, WholeGated, _caseless_source
from app.core.memory.privacy.detector.eager_gates import _stable, _step_id, decode, encode  # noqa: F401 - (round 47: shared there)

ANY = "any"  # lazy.LazyPattern's gate: any_case_gates.any_case_gated
PLAIN = "plain"  # gated_lazy.GatedLazyPattern's: gates.gated
PYTHON = f"{sys.version_info[0]}.{sys.version_info[1]}"
FORMAT = 1  # the table's layout (`encode`): a table of another is not read

# an entry: (the bits a text's mask must all have - 0: no gate -, whether it closes only for an ASCII text, bit, need)
Entry = tuple[int, bool, int, int]
_NO_GATE: Entry = (0, False, 0, 0)


def key_of(mode: str, source: str, steps: Iterable[Callable[[str], str]]) -> str:
    """The table's key of a lazy pattern: a digest of its gate's kind, its source and its steps."""
    digest = hashlib.blake2b(digest_size=12)
    digest.update(mode.encode())
    digest.update(b"\x00" + source.encode("utf-8", "surrogatepass"))
    for step in steps:
        digest.update(b"\x00" + _step_id(step).encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def _load() -> dict[str, Entry]:
    """The table's entries with their gates registered (the same parts share one gate: the same bits open it)."""
    try:
        from app.core.memory.privacy.detector import lazy_gate_table as table  # noqa: PLC0415
    except ImportError:
        return {}
    if table.PYTHON != PYTHON or getattr(table, "FORMAT", None) != FORMAT:  # (another parser may read a pattern otherwise)
        return {}
    if getattr(table, "ENTRIES_CODE", None) != code():  # (round 48: derived by other code - none of them is read)
        return {}
    shared: dict[object, Entry] = {}
    out: dict[str, Entry] = {}
    for key, value in table.ENTRIES.items():
        got = shared.get(value)
        if got is None:
            caseless, parts = decode(value)
            bits = _gates.register_parts(parts)
            if bits is None:
                got = _NO_GATE
            else:
                bit, need = bits
                got = ((bit if bit > 0 else 0) | need, caseless, bit, need)
            shared[value] = got
        out[key] = got
    return out


_ENTRIES: dict[str, Entry] = {}  # (read at the end of the module: _load reads `code`)


def entry(mode: str, source: str, steps: Iterable[Callable[[str], str]]) -> Entry | None:
    """The registered gate of a lazy pattern, or None when the table has none for it."""
    return _ENTRIES.get(key_of(mode, source, steps)) if _ENTRIES else None


def wrap(got: Entry, compiled: re.Pattern[str], mode: str):
    """`compiled` behind the gate of its entry `got`, as any_case_gated (ANY) or gates.gated (PLAIN) would put it."""
    if not got[0]:
        return compiled
    if mode == PLAIN:
        return _gates.Gated(compiled, got[2], got[3])
    return (CaselessGated if got[1] else WholeGated)(compiled, got[2], got[3])


# ---------------------------------------------------------------- the table, derived from the patterns

def parts_of(mode: str, compiled: re.Pattern[str]) -> tuple[bool, _gates.GateParts | None]:
    """A compiled lazy pattern's gate as `wrap` puts it: whether it closes only for an ASCII text, and its parts."""
    if mode == ANY and compiled.flags & re.IGNORECASE:
        plain = _caseless_source(compiled)
        return True, None if plain is None else _gates.gate_parts(plain)
    return False, _gates.gate_parts(compiled)


def code() -> str:
    """Round 48 (rfirst): a digest of the code the entries are derived, keyed, encoded and read back by (eager_gates.
    code_digest): the writer puts it in the table's header (ENTRIES_CODE), and a table written by other code is not read
    - every lazy pattern then derives its gate at its first search, as without a table (slower, never different)."""
    return _eager.code_digest((parts_of, key_of, encode, decode))


def derive(patterns: Iterable[object]) -> dict[str, str]:
    """The table's entries for `patterns` (lazy patterns): each one's key and its gate's parts (`encode`). A key two
    patterns share with different gates is left out (both then derive their gate when compiled)."""
    from app.core.memory.privacy.detector.text import compile_parsed  # noqa: PLC0415

    out: dict[str, str] = {}
    clash: set[str] = set()
    for p in patterns:
        mode = p._mode()  # type: ignore[attr-defined]  # noqa: SLF001
        if mode is None:
            continue
        source = p._source  # type: ignore[attr-defined]  # noqa: SLF001
        for step in p._steps:  # type: ignore[attr-defined]  # noqa: SLF001
            source = step(source)
        value = encode(*parts_of(mode, compile_parsed(source)))
        key = key_of(mode, p._source, p._steps)  # type: ignore[attr-defined]  # noqa: SLF001
        if key in out and out[key] != value:
            clash.add(key)
        out[key] = value
    for key in clash:
        del out[key]
    return dict(sorted(out.items()))


_ENTRIES.update(_load())
