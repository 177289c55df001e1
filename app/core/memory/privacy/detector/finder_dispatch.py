"""Round 46 (rspeed): finders called by their gate bits - a finder whose gate a message's words keep shut is not called.

verdict.py's chain of disclosure finders (`told = told or find_x(t)`, some seventy of them) ran every finder on every
message that reached it, and most of them open with a word gate of their own:

    def find_kin_falls(text):
        if not opens(text, _GATE):          # or: not opens(t, A) or not opens(t, B) / not has_digit(text) or ...
            return []

On ordinary chat nearly every such gate is shut, and each costs a Python call and an `opens` call to say so. A
`FinderChain` reads each finder's leading guard once, from its bytecode (no source needed, nothing compiled): its tests
`opens(<text>, GATE)`, `has_digit(<text>)` and `PATTERN.search(<text>)` of a gates.Gated pattern (on the first parameter,
or on `lower_keep_length` of it assigned first - the same mask), the `return []` they lead to, and for which of those
tests shut (False) every path through the guard reaches that `return []` - whatever the guard's other tests (a substring
test, another gate) answer. Each such test is a clause: the finder is skipped for a text whose mask (gates.prepare's,
worked out once per message) has no bit of an `opens`/`has_digit` clause, or lacks a bit of a Gated pattern's (its own
search returns None then, without running) - exactly when its own guard would have returned [] without reading further.
So the finder is called on the same texts its guard lets through, and the chain's answer is the same
(tests/core/memory/privacy/test_round46_rspeed.py: gates on and off, random and adversarial texts, and each clause
checked against its finder).

Derived, never declared: a finder added to the chain with a leading guard of this form is skipped by it without an edit;
any other (a guard written another way, a Python whose bytecode reads differently) is simply always called. A text the
masks do not know (a rewritten copy, or gates.ENABLED off) calls every finder, as `opens` opens for it.

Exact because `opens(text, gate)` is `mask & gate != 0` for a text `prepare` saw (gates.py), `has_digit(text)` is the
mask's DIGIT_BIT, a Gated pattern's `search(text)` is None when the mask lacks one of its bits, and the gates read here
are module constants registered at import: the mask worked out for the message holds their bits, and a gate registered
later never changes the bits of one registered before. (A mask read once for the chain: a pattern compiled mid-message
that clears gates' table of masks no longer leaves the rest of the chain ungated - round 43's "red cold, green warm".)

Round 47 (rspeed): a guard whose tests are stored in names and tested after ("a, b = opens(t, A), opens(t, B)" then
"if not (a or b): return []", a dozen of the chain's finders) is read by running the finder's first instructions over
what the mask tells of the text (`_run_guard`): the chain's finders read rose from 53 to 63 of 88, and the chain costs
some 6 us less per LoCoMo chat turn. Still derived, never declared; where the jump graph reads a clause the running
reader reads the same (tests/core/memory/privacy/test_round47_rspeed.py).

Size: over 600 lines because the three readers of a guard (jump graph, run, rich run with its terms) share their
instruction-level helpers and the chain that reads their clauses; split, each would import the others' internals.

Round 48 (rspeed): terms (`guard_terms`, for the finders neither reader above reads): the same run, `rich`, reads lazy
patterns' searches (their gate from lazy_gates' table, no compile), a copy of the text with its curly apostrophes
replaced (the term holds where the text has none), "re.compile(r'\\d').search", loops over a module's tuple of patterns
and over a shut pattern's finditer (its body never runs), BranchGate.opens, and the finder's own helpers run in turn
under the same shut tests; a term is one test shut or several shut together. 82 of the chain's 91 finders are skippable
(63 at round 47); tests/core/memory/privacy/test_round48_rspeed.py checks each term against its finder.

Round 50 (rspeed): the rich run reads `Gated.shut` / `LazyPattern.shut` (a bound pattern's gate test: True where its
search is None, unrun) and `text.isascii()` (True where the text is ASCII - the term's ASCII condition); five of the nine
chain finders called on every message gave readable guards in those forms (intimate_acts, church_leaving,
emergency_stays, short_notes, cover_lists; third_subjects, appositions, hurried and list_items stay called: a comma, a
capitalised title word or a slice decide there, which no mask tells).
"""
from __future__ import annotations

import dis
import inspect
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from itertools import compress, islice
from typing import Any

from app.core.memory.privacy.detector import gates as _gates
from app.core.memory.privacy.detector.any_case_gates import CaselessGated as _CaselessGated
from app.core.memory.privacy.detector.any_case_gates import WholeGated as _WholeGated
from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.lazy import LazyPattern as _LazyPattern
from app.core.memory.privacy.detector.sentence_scope import sentence_matches as _sentence_matches
from app.core.memory.privacy.detector.text import has_digit as _has_digit
from app.core.memory.privacy.detector.text import lower_keep_length as _lower_keep_length

_SKIP = frozenset({"RESUME", "MAKE_CELL", "COPY_FREE_VARS", "NOP", "PRECALL", "CACHE", "EXTENDED_ARG", "PUSH_NULL"})
_JUMPS = {"POP_JUMP_FORWARD_IF_TRUE": True, "POP_JUMP_IF_TRUE": True, "POP_JUMP_BACKWARD_IF_TRUE": True,
          "POP_JUMP_FORWARD_IF_FALSE": False, "POP_JUMP_IF_FALSE": False, "POP_JUMP_BACKWARD_IF_FALSE": False}
_LIMIT = 128  # code units of a function read at most (a guard is its first few instructions)


def _first_parameter(fn: Callable[..., Any]) -> str | None:
    code = getattr(fn, "__code__", None)
    if code is None or code.co_argcount < 1:
        return None
    return code.co_varnames[0]


def _head(fn: Callable[..., Any], limit: int = _LIMIT, skip: frozenset[str] = _SKIP) -> list[dis.Instruction] | None:
    """The first instructions of `fn` (_LIMIT code units), without the ones a guard's reading skips; None when they cannot
    be read. (dis.get_instructions reads the whole function's line table and labels first: some 0.5 ms a finder, 44 ms for
    the chain at import; CPython's own decoder run on the head's bytes alone gives the same instructions - a jump's
    target is relative to the jump - in a fortieth of the time. Another Python's: the public call.)"""
    code = getattr(fn, "__code__", None)
    if code is None:
        return None
    try:
        got = dis._get_instructions_bytes(code.co_code[:2 * limit], varname_from_oparg=code._varname_from_oparg,  # type: ignore[attr-defined]
                                          names=code.co_names, co_consts=code.co_consts)
        return [i for i in got if i.opname not in skip]
    except Exception:  # noqa: BLE001 - another Python's internals
        pass
    try:
        return [i for i in islice(dis.get_instructions(fn), limit) if i.opname not in skip]
    except Exception:  # noqa: BLE001 - not plain Python bytecode: always called
        return None


def _tests(fn: Callable[..., Any]) -> tuple[dict[int, tuple[int, bool, int, int, int]], set[int], int] | None:
    """The guard of `fn` as a graph: {offset of a test: (its bits, whether a mask needs all of them - a Gated pattern's -
    or one, the offset it jumps to, the jump's sense - 1 when taken on True -, the offset after it)}, the offsets of its
    `return []` blocks, and the offset the guard starts at; None when `fn` does not open with such a test."""
    param = _first_parameter(fn)
    glob = getattr(fn, "__globals__", None)
    if param is None or glob is None:
        return None
    ins = _head(fn)
    if not ins:
        return None
    names = {param}
    first = 0
    # "low = lower_keep_length(t)" first: the same mask (gates.prepare works out the text's and this copy's)
    if len(ins) > 3 and ins[0].opname == "LOAD_GLOBAL" and glob.get(ins[0].argval) is _lower_keep_length \
            and ins[1].opname in _LOADS and ins[1].argval == param and ins[2].opname == "CALL" and ins[2].arg == 1 \
            and ins[3].opname in ("STORE_FAST", "STORE_DEREF"):
        names.add(ins[3].argval)
        first = 4
    at = {x.offset: n for n, x in enumerate(ins)}
    tests: dict[int, tuple[int, bool, int, int, int]] = {}
    returns: set[int] = set()
    for n in range(first, len(ins)):
        x = ins[n]
        if x.opname == "BUILD_LIST" and x.arg == 0 and n + 1 < len(ins) and ins[n + 1].opname == "RETURN_VALUE":
            returns.add(x.offset)
            continue
        if x.opname == "LOAD_CONST" and isinstance(x.argval, str) and n + 3 < len(ins) \
                and ins[n + 1].opname in _LOADS and ins[n + 1].argval in names and ins[n + 2].opname == "CONTAINS_OP":
            bits, every, jump = 0, False, ins[n + 3]  # '"\n" not in text': a test of its own, either way (never shut)
        elif x.opname != "LOAD_GLOBAL" or n + 3 >= len(ins):
            continue
        else:
            got = _gate_test(ins, n, glob, names)
            if got is None:
                continue
            bits, every, jump = got
        if jump.opname not in _JUMPS or not isinstance(jump.argval, int):
            continue
        after = ins[at[jump.offset] + 1].offset if at[jump.offset] + 1 < len(ins) else -1
        tests[x.offset] = (bits, every, jump.argval, int(_JUMPS[jump.opname]), after)
    return (tests, returns, ins[first].offset) if tests and returns and first < len(ins) else None


_LOADS = ("LOAD_FAST", "LOAD_DEREF")


def _gate_test(ins: list[dis.Instruction], n: int, glob: dict[str, Any],
               names: set[str]) -> tuple[int, bool, dis.Instruction] | None:
    """(the bits, whether all are needed, the jump) of the test starting at `ins[n]` on one of `names` (the text, or its
    lower-cased copy): `opens(text, GATE)`, `has_digit(text)` or `PATTERN.search(text)` of a gates.Gated pattern (no match
    without all of its bits, gates.Gated.search); else None."""
    obj = glob.get(ins[n].argval)
    load = ins[n + 1]
    if obj.__class__ is _gates.Gated and load.opname in ("LOAD_METHOD", "LOAD_ATTR") and load.argval == "search" \
            and n + 4 < len(ins) and ins[n + 2].opname in _LOADS and ins[n + 2].argval in names:
        call, jump = ins[n + 3], ins[n + 4]
        need = obj._all  # noqa: SLF001 - the bits its own search tests
        if call.opname != "CALL" or call.arg != 1 or type(need) is not int or need <= 0:
            return None
        return need, True, jump
    if load.opname not in _LOADS or load.argval not in names:
        return None
    if obj is _gates.opens and ins[n + 2].opname == "LOAD_GLOBAL" and n + 4 < len(ins):
        gate = glob.get(ins[n + 2].argval)
        call, jump = ins[n + 3], ins[n + 4]
        if type(gate) is not int or gate <= 0 or call.opname != "CALL" or call.arg != 2:
            return None
        return gate, False, jump
    if obj is _has_digit:
        call, jump = ins[n + 2], ins[n + 3]
        if call.opname != "CALL" or call.arg != 1:
            return None
        return _gates.DIGIT_BIT, False, jump
    return None


def _all_return(tests: dict[int, tuple[int, bool, int, int, int]], returns: set[int], start: int, shut: set[int]) -> bool:
    """Whether every path from `start` reaches a `return []` when the tests at the offsets `shut` answer False (and any
    other test either way), passing through nothing but tests."""
    stack, seen = [start], set()
    while stack:
        pos = stack.pop()
        if pos in returns:
            continue
        if pos not in tests:
            return False  # code that may find something
        if pos in seen:
            continue  # (two of the guard's tests leading to a third: read once)
        seen.add(pos)
        _, _, target, on_true, after = tests[pos]
        if pos in shut:
            stack.append(after if on_true else target)  # False: the jump taken on False, else the next instruction
        else:
            stack.extend((target, after))
    return True


def _or_all(bits) -> int:
    out = 0
    for b in bits:
        out |= b
    return out


def guard_clauses(fn: Callable[..., Any]) -> tuple[tuple[int, bool], ...]:
    """Clauses of `fn`'s leading guard (see the module's doc), each (bits, every): for a text whose mask has none of the
    bits (every False) or not all of them (every True) for one of them, `fn(text, ...)` returns [] at once. Empty when
    none is read: `fn` is always called. (Round 47: a guard the jump graph cannot read - its tests stored in names and
    tested after, "a, b = opens(t, A), opens(t, B); if not (a or b): return []" - is read by running its first
    instructions over what is known of the text, _run_guard.)"""
    got = _tests(fn)
    if got is None:
        return _interpreted_clauses(fn)
    tests, returns, start = got
    clauses: list[tuple[int, bool]] = []
    for pos, (bits, every, *_rest) in tests.items():  # one test shut alone
        if bits and _all_return(tests, returns, start, {pos}):
            clauses.append((bits, every))
    gated = {pos for pos, (bits, *_rest) in tests.items() if bits}
    if not clauses and len(gated) > 1 and not any(tests[pos][1] for pos in gated) \
            and _all_return(tests, returns, start, gated):
        clauses.append((_or_all(tests[pos][0] for pos in gated), False))  # all shut: "not opens(A) and not opens(B)"
    return tuple(dict.fromkeys(clauses)) or _interpreted_clauses(fn)


# ---------------------------------------------------------------- Round 47 (rspeed): guards read by running them
#
# Many finders compute their gates into names first and test the names after:
#
#     envelope, base, injury = opens(text, _ENVELOPE_GATE), opens(text, _BASE_GATE), opens(text, _INJURY_GATE)
#     if not (envelope or base or injury):
#         return []
#
# The jump graph above reads a test only where a jump takes its answer at once, so these finders (a dozen of the chain's,
# some 40 % of its unguarded ones) were called on every message. `_run_guard` runs the first instructions of the finder
# over what is known of the text: its gates' tests answer "shut" (False, or None for a pattern's search) for the tests
# assumed shut, and "either" for the rest; anything else a path meets that is not a plain load, store, constant,
# comparison, `not` or jump - a call of another function, an attribute, a loop - ends the reading: that path may find
# something. The guard returns [] for every text the assumption holds for when every path, each "either" answer and each
# unknown comparison followed both ways, reaches a `return []`. Exact for the same reasons as the graph's clauses (a shut
# test's answer is what the mask says); a bytecode it does not know (another Python) reads no clause: always called.

_PY312 = sys.version_info >= (3, 12)
_NULL = ("null",)
_EITHER = ("either",)  # a value of which nothing is known (a bool whose answer is not known, a string, an argument)
_TRUTHY, _FALSY = ("truthy",), ("falsy",)  # a value of which only its truth is known
_STEPS = 4096  # instructions run at most over all paths of one assumption (a guard takes a few dozen a path)
_LOCAL_LOADS = frozenset({"LOAD_FAST", "LOAD_DEREF", "LOAD_FAST_CHECK"})
_LOCAL_STORES = frozenset({"STORE_FAST", "STORE_DEREF"})
_IF_TRUE = frozenset({"POP_JUMP_FORWARD_IF_TRUE", "POP_JUMP_BACKWARD_IF_TRUE", "POP_JUMP_IF_TRUE"})
_IF_FALSE = frozenset({"POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_BACKWARD_IF_FALSE", "POP_JUMP_IF_FALSE"})
_IF_NONE = frozenset({"POP_JUMP_FORWARD_IF_NONE", "POP_JUMP_BACKWARD_IF_NONE", "POP_JUMP_IF_NONE"})
_IF_NOT_NONE = frozenset({"POP_JUMP_FORWARD_IF_NOT_NONE", "POP_JUMP_BACKWARD_IF_NOT_NONE", "POP_JUMP_IF_NOT_NONE"})
_GOTO = frozenset({"JUMP_FORWARD", "JUMP_BACKWARD", "JUMP", "JUMP_NO_INTERRUPT", "JUMP_BACKWARD_NO_INTERRUPT"})
_PURE_OPS = frozenset({"CONTAINS_OP", "COMPARE_OP", "IS_OP"})
_PLAIN_VALUES = frozenset({"const", "text", "low", "either", "truthy", "falsy"})  # (compared without running code of ours)


def _truth(value: tuple) -> bool | None:
    """The truth of a value the guard holds, None when it is not known."""
    if value[0] == "const":
        try:
            return bool(value[1])
        except Exception:  # noqa: BLE001 - a constant without a plain truth: not known
            return None
    if value is _TRUTHY or value is _FALSY:
        return value is _TRUTHY
    return None  # (the text: an empty one is false)


def _is_none(value: tuple) -> bool | None:
    if value[0] == "const":
        return value[1] is None
    if value[0] in ("text", "low", "fn", "bound", "truthy"):
        return False
    return None  # (a false value may be None or False)


def _test_of(callee: tuple, args: list[tuple], rich: bool = False) -> tuple[tuple[int, bool], Any, int] | None:
    """(the test's clause, its answer when shut - False or None -, the conditions under which that answer holds) of a call
    of `callee` on `args`, for a gate's test on the text or its lower-cased copy; None for any other call. `rich` (round
    48): the tests `_rich_test` reads too, on a copy of the text with characters replaced (see there)."""
    if rich and callee[0] == "fn" and callee[1] is _sentence_matches and len(args) == 2 and args[0][0] == "fn" \
            and args[1][0] in ("text", "low"):
        # (round 49: "for low, m, a, b in sentence_matches(P, t):" yields nothing where P finds nothing in the text
        # lower-cased - sentence_scope - so it is P.finditer on the lower-cased text, the loop's body never run)
        return _rich_test(args[0][1], "finditer", [("low",)], _conds_of(args[1]))
    if not args or args[0][0] not in ("text", "low"):
        return None
    conds = _conds_of(args[0])
    if conds and not rich:
        return None
    if callee[0] == "fn":
        obj = callee[1]
        if obj is _gates.opens and len(args) == 2 and args[1][0] == "const" and type(args[1][1]) is int and args[1][1] > 0:
            return (args[1][1], False), False, conds
        if obj is _has_digit and len(args) == 1:
            return (_gates.DIGIT_BIT, False), False, conds
        return _rich_test(obj, None, args, conds) if rich else None
    if callee[0] == "bound" and callee[2] == "search" and len(args) == 1 and callee[1].__class__ is _gates.Gated:
        need = callee[1]._all  # noqa: SLF001 - the bits its own search tests
        if type(need) is int and need > 0:
            return (need, True), None, conds
    if rich and callee[0] == "bound":
        return _rich_test(callee[1], callee[2], args, conds)
    return None


def _run_guard(ins: list[dis.Instruction], glob: dict[str, Any], param: str,
               shut: frozenset[tuple[int, bool]], every_path: bool = False, rich: bool = False,
               used: list[int] | None = None) -> tuple[bool, set[tuple[int, bool]]]:
    """(whether every path through `ins` from its start reaches a `return []` when the tests `shut` answer shut, the tests
    met on the way - on every path when `every_path`, else up to the first that may find something). See the comment
    above. `rich` (round 48): the tests and values `_rich_test` and `_replaced` read too; the conditions of the shut
    answers given go into `used`."""
    ok = True
    met: set[tuple[int, bool]] = set()
    for found in _paths(ins, glob, param, shut, met, rich, [] if used is None else used):
        if not found:
            ok = False
            if not every_path:
                break
    return ok, met


def _paths(ins: list[dis.Instruction], glob: dict[str, Any], param: str, shut: frozenset[tuple[int, bool]],
           met: set[tuple[int, bool]], rich: bool = False, used: list[int] | None = None,
           bound: dict[str, tuple] | None = None, depth: int = 0) -> Iterator[bool | None]:
    """Per path run (see the comment above): True where it reaches a `return []`, False where it meets what may find
    something; the tests met go into `met`. Rich (round 48): True too where it returns a value known to be false (the
    chain reads a finder's answer by its truth), and a module's helper called is run in turn (`_call_value`); `bound`,
    a helper's parameters' values (then None where a path returns a value of which nothing is known)."""
    at = {x.offset: n for n, x in enumerate(ins)}
    builtins = glob.get("__builtins__")
    builtins = builtins if isinstance(builtins, dict) else getattr(builtins, "__dict__", {})
    paths: list[tuple[int, tuple, dict]] = [(0, (), bound if bound is not None else {param: ("text",)})]
    steps = 0
    while paths:
        n, stack, names = paths.pop()
        while True:
            steps += 1
            if steps > _STEPS:
                yield False
                return
            if n >= len(ins):
                yield False
                break
            x = ins[n]
            op = x.opname
            st = list(stack)
            if (op in _SKIP and not (rich and op == "PUSH_NULL")) or op == "EXTENDED_ARG":  # (rich: "opens(low)" of a
                # name loaded after a PUSH_NULL - round 47's run skipped it and read no such call)
                n += 1
                continue
            if op in _LOCAL_LOADS:
                if x.argval not in names:
                    yield False  # (an argument other than the text, or a name not bound yet)
                    break
                st.append(names[x.argval])
            elif op in _LOCAL_STORES:
                names = {**names, x.argval: st.pop()}
            elif op == "LOAD_CONST":
                st.append(("const", x.argval))
            elif op == "LOAD_GLOBAL":
                if x.arg is not None and x.arg & 1:
                    st.append(_NULL)
                name = x.argval
                if name in glob:
                    obj = glob[name]
                elif name in builtins:
                    obj = builtins[name]
                else:
                    yield False
                    break
                st.append(_known(obj) if rich else ("const", obj) if type(obj) in (int, str, bool) or obj is None
                          else ("fn", obj))
            elif rich and op == "LOAD_ATTR" and not (_PY312 and x.arg is not None and x.arg & 1):
                obj = st.pop()  # (3.11: "NULL + P" loaded, then P.finditer read as an attribute)
                if obj[0] != "fn":
                    yield False
                    break
                st.append(("bound", obj[1], x.argval))
            elif rich and op == "BUILD_TUPLE" and x.arg is not None and 0 < x.arg <= len(st):
                items = tuple(st[len(st) - x.arg:])
                del st[len(st) - x.arg:]
                st.append(("tuple", items))
            elif rich and op == "GET_ITER" and st[-1][0] in ("tuple", "iter"):
                st.append(("iter", st.pop()[1]))
            elif rich and op == "FOR_ITER" and st[-1][0] == "iter":
                items = st.pop()[1]
                if items:  # (a tuple the module holds, item by item: "for rx in (_A, _B):")
                    st.extend((("iter", items[1:]), items[0]))
                else:  # (done, or a shut pattern's finditer: the loop's body is never run)
                    if x.argval not in at:
                        yield False
                        break
                    n = at[x.argval]
                    if n < len(ins) and ins[n].opname == "END_FOR":
                        n += 1
                    stack = tuple(st)
                    continue
            elif rich and op == "UNPACK_SEQUENCE" and st[-1][0] == "tuple" and len(st[-1][1]) == x.arg:
                st.extend(reversed(st.pop()[1]))
            elif op == "LOAD_METHOD" or (op == "LOAD_ATTR" and _PY312 and x.arg is not None and x.arg & 1):
                obj = st.pop()
                if rich and obj[0] in ("text", "low") and x.argval in ("replace", "isascii"):
                    st.extend((_NULL, ("str", obj, x.argval)))  # (round 48: a copy with characters replaced)
                elif obj[0] != "fn":
                    yield False
                    break
                else:
                    st.extend((_NULL, ("bound", obj[1], x.argval)))
            elif op == "CALL":
                count = x.arg or 0
                if len(st) < count + 2:
                    yield False
                    break
                args = st[len(st) - count:]
                del st[len(st) - count:]
                callee, other = st.pop(), st.pop()
                if callee is _NULL:
                    callee = other
                elif other is not _NULL:
                    yield False
                    break
                if callee[0] == "fn" and callee[1] is _lower_keep_length and count == 1 and args[0] == ("text",):
                    st.append(("low",))  # (the mask of the text's lower-cased copy is the text's: gates.prepare)
                elif rich and callee[0] == "fn" and callee[1].__class__ is _FUNCTION and depth < _DEPTH \
                        and _test_of(callee, args, rich) is None:
                    got = _call_value(callee[1], args, shut, met, used, depth + 1)  # (a helper of the finder's)
                    if got is None:
                        yield False
                        break
                    st.append(got)
                elif callee[0] == "str" and rich and callee[2] == "isascii" and not args:
                    # (round 50: "t.isascii()" of the text, its lower-cased copy or a copy with non-ASCII characters
                    # replaced is True where the text is ASCII - the condition the answer holds under)
                    st.append(("const", True))
                    if used is not None:
                        used.append(_COND_ASCII)
                elif callee[0] == "str" and rich:
                    got = _replaced(callee, args)  # (round 48: "low = lower_keep_length(t).replace('’', \"'\")")
                    if got is None:
                        yield False
                        break
                    st.append(got)
                else:
                    got = _test_of(callee, args, rich)
                    if got is None:
                        yield False  # a call of anything else: it may find something
                        break
                    clause, answer, conds = got
                    met.add(clause)
                    if clause in shut:
                        st.append(answer if type(answer) is tuple else ("const", answer))
                        if conds and used is not None:
                            used.append(conds)  # (the answer holds where the text lacks what was replaced)
                    else:
                        st.append(_EITHER)
            elif op in _PURE_OPS:
                right, left = st.pop(), st.pop()
                if op == "IS_OP" and right == ("const", None):
                    known = _is_none(left)
                    st.append(_EITHER if known is None else ("const", known != bool(x.arg)))
                elif left[0] not in _PLAIN_VALUES or right[0] not in _PLAIN_VALUES:
                    yield False
                    break
                else:
                    st.append(_EITHER)  # (a substring test, a comparison of strings or numbers: either answer)
            elif op == "UNARY_NOT":
                known = _truth(st.pop())
                st.append(_EITHER if known is None else ("const", not known))
            elif op == "PUSH_NULL":
                st.append(_NULL)
            elif op == "POP_TOP":
                st.pop()
            elif op == "COPY" and x.arg:
                st.append(st[-x.arg])
            elif op == "SWAP" and x.arg:
                st[-1], st[-x.arg] = st[-x.arg], st[-1]
            elif op == "BUILD_LIST" and x.arg == 0 and n + 1 < len(ins) and ins[n + 1].opname == "RETURN_VALUE":
                yield True  # `return []`: this path is done
                break
            elif rich and op == "RETURN_VALUE" and st:
                known = _truth(st[-1])
                yield True if known is False else None if bound is not None else False  # (a helper's: either value)
                break
            elif op in _IF_TRUE or op in _IF_FALSE or op in _IF_NONE or op in _IF_NOT_NONE:
                value = st.pop()
                if op in _IF_TRUE or op in _IF_FALSE:
                    known = _truth(value)
                    jump = None if known is None else known == (op in _IF_TRUE)
                else:
                    known = _is_none(value)
                    jump = None if known is None else known == (op in _IF_NONE)
                if x.argval not in at:
                    yield False  # (a jump out of the head read)
                    break
                if jump is None:
                    paths.append((at[x.argval], tuple(st), names))
                    jump = False
                if jump:
                    n = at[x.argval]
                    stack = tuple(st)
                    continue
            elif op in ("JUMP_IF_TRUE_OR_POP", "JUMP_IF_FALSE_OR_POP"):
                known = _truth(st[-1])
                if x.argval not in at:
                    yield False
                    break
                if known is None or known == (op == "JUMP_IF_TRUE_OR_POP"):
                    # jumps, the value kept: known true or false there ("a = ':' in t and opens(t, A)")
                    kept = st[:-1] + [st[-1] if known is not None else _TRUTHY if op == "JUMP_IF_TRUE_OR_POP" else _FALSY]
                    paths.append((at[x.argval], tuple(kept), names))
                if known is None or known != (op == "JUMP_IF_TRUE_OR_POP"):
                    st.pop()
                    n += 1
                    stack = tuple(st)
                    continue
                break  # (the jump alone: its path is on the list)
            elif op in _GOTO:
                if x.argval not in at or (at[x.argval] <= n and not rich):  # (rich: a loop over a tuple; _STEPS bounds it)
                    yield False  # (no loops: a guard runs forward)
                    break
                n = at[x.argval]
                stack = tuple(st)
                continue
            else:
                yield False  # anything else may find something
                break
            n += 1
            stack = tuple(st)


# ---------------------------------------------------------------- Round 48 (rspeed): terms - what the two readers leave
#
# After round 47 a quarter of the chain (28 of 91 finders) was still called on every message: their guards test lazy
# patterns (lazy.LazyPattern, gated_lazy.GatedLazyPattern: a search returns None at once where the gate lazy_gates.py's
# table holds for it is shut), search a copy of the lower-cased text with its curly apostrophes replaced
# ("low = lower_keep_length(t).replace('’', \"'\")", a third of them), test a digit with "re.compile(r'\\d').search",
# or return [] only when two or three tests are all shut, one of them a pattern's. `guard_terms` reads these, by the
# same run as `_interpreted_clauses` with `rich` on, into terms: (its literals, each a test's (bits, every) - shut as a
# clause is -, and its conditions); the finder returns [] for a text for which every literal of one term is shut and
# each condition holds:
#
# - a test on `low.replace(c, r)` (c one character of no case, not a letter: lower-casing neither makes nor takes it)
#   answers as on `low` where the text has no c - the copy is then `low` itself, its mask the text's (gates.prepare);
#   its condition is "no c in the text" (c not ASCII: every condition holds for an ASCII text);
# - a lazy pattern's search answers None where its table entry's bits are not all in the mask (lazy.LazyPattern.
#   _shut_for, and its compiled copy's gate, lazy_gates.wrap: the same bits); an entry of a caseless gate only for an
#   ASCII text: its condition is "the text is ASCII". A pattern the table lacks (a new one, a stale table) has no
#   literal: its finder is called, as before;
# - "re.compile(r'\\d').search(x)" on the text or its copy answers None where the mask has no digit (DIGIT_BIT is
#   has_digit's, and lower-casing and those replacements keep digits).
#
# A term of one literal is a clause with conditions; where no test alone is enough, all met shut together, then each
# dropped in turn (sorted, so the same term every import) while the rest still send every path to a `return []`.

_COND_ASCII = 1  # a condition: the text is ASCII
_ABSENT: dict[str, int] = {}  # a character replaced in a guard's copy -> the condition "the text lacks it"


def _conds_of(value: tuple) -> int:
    return value[1] if len(value) > 1 and value[0] in ("text", "low") else 0


def _absent_bit(ch: str) -> int:
    bit = _ABSENT.get(ch)
    if bit is None:
        bit = _ABSENT[ch] = _COND_ASCII << (len(_ABSENT) + 1)
    return bit


def _replaced(callee: tuple, args: list[tuple]) -> tuple | None:
    """The value of `text.replace(c, r)` or `low.replace(c, r)` (see above), or None when it is not read."""
    base, name = callee[1], callee[2]
    if name != "replace" or len(args) != 2 or any(a[0] != "const" or type(a[1]) is not str for a in args):
        return None
    ch = args[0][1]
    if len(ch) != 1 or ch.isascii() or ch.lower() != ch or ch.upper() != ch or ch.isdigit():
        # (not ASCII: an ASCII text holds none, and FinderChain.first reads every condition as holding for it; of no
        # case - "’", "ʼ" -, which no other character lower-cases to: the text holds it exactly where its copy `low` does)
        return None
    return (base[0], _conds_of(base) | _absent_bit(ch))


_RE_PATTERN = type(re.compile(""))
_DIGIT_SOURCES = ("\\d", "[0-9]")


def _is_digit_search(obj: Any, name: str | None) -> bool:
    """`obj` (`.name`) is the search of a pattern that matches one digit and nothing else: has_digit's answer."""
    if name is None:  # a bound method read from a global: "_HAS_DIGIT = re.compile(r'\\d').search"
        owner = getattr(obj, "__self__", None)
        if owner.__class__ is not _RE_PATTERN or getattr(obj, "__name__", None) != "search":
            return False
        obj = owner
    elif name != "search" or obj.__class__ is not _RE_PATTERN:
        return False
    return obj.pattern == "\\d" and obj.flags == re.UNICODE


_SHUT_ANSWERS: dict[str, Any] = {"search": None, "finditer": ("iter", ()), "findall": ("const", ()),
                                  "shut": True}  # (round 50: gates.Gated.shut - True where its search is None)


def _rich_test(obj: Any, name: str | None, args: list[tuple], conds: int) -> tuple[tuple[int, bool], Any, int] | None:
    """A digit search's, a gated or lazy pattern's search's, finditer's or findall's, or a BranchGate's `opens`' (clause,
    answer when shut - a value of the run when a tuple -, conditions); else None."""
    if len(args) != 1:
        return None
    if _is_digit_search(obj, name):
        return (_gates.DIGIT_BIT, False), None, conds
    if name is None:  # (a method bound before: "for part, opens in _PART_GATES" of BranchGate.opens, "_X = P.search")
        owner = getattr(obj, "__self__", None)
        if owner is None or owner.__class__ not in _OWNERS or getattr(obj, "__func__", None) is None:
            return None
        obj, name = owner, obj.__func__.__name__
    if name == "opens" and obj.__class__ is _gates.BranchGate:
        first = obj._first  # noqa: SLF001 - no bit of it: no alternative's sets met (BranchGate.opens: False)
        return ((first, False), False, conds) if type(first) is int and first > 0 else None
    if name not in _SHUT_ANSWERS:
        return None
    answer = _SHUT_ANSWERS[name]
    if isinstance(obj, _LazyPattern):
        got = obj._entry() if obj._gate_it else None  # noqa: SLF001 - the table's gate (no compile); None: not in it
        if got is not None and type(got[0]) is int and got[0] > 0:
            return (got[0], True), answer, conds | (_COND_ASCII if got[1] else 0)
        return None
    if obj.__class__ in (_gates.Gated, _WholeGated, _CaselessGated) and (name != "shut" or obj.__class__ is _gates.Gated):
        need = obj._all  # noqa: SLF001 - the bits its own methods test
        if type(need) is int and need > 0:
            return (need, True), answer, conds | (_COND_ASCII if obj.__class__ is _CaselessGated else 0)
    return None


_OWNERS = (_gates.BranchGate, _gates.Gated, _WholeGated, _CaselessGated)


def _known(obj: Any) -> tuple:
    """A module's global as the rich run holds it: a constant, a tuple item by item, or an object."""
    if type(obj) in (int, str, bool) or obj is None:
        return ("const", obj)
    if type(obj) is tuple and len(obj) <= 16:
        return ("tuple", tuple(_known(x) for x in obj))
    return ("fn", obj)


_FUNCTION = type(_first_parameter)
_DEPTH = 3  # helpers called within helpers, run at most this deep
_PLAIN_CODE = ~(inspect.CO_VARARGS | inspect.CO_VARKEYWORDS | inspect.CO_GENERATOR | inspect.CO_COROUTINE
                | inspect.CO_ASYNC_GENERATOR | inspect.CO_ITERABLE_COROUTINE)
_DECODED: dict[Any, list[dis.Instruction] | None] = {}


def _call_value(fn: Callable[..., Any], args: list[tuple], shut: frozenset[tuple[int, bool]], met: set[tuple[int, bool]],
                used: list[int] | None, depth: int) -> tuple | None:
    """The value a call of the plain Python function `fn` on `args` gives, run as the finder's guard is (the same tests
    shut): known false where every path returns a false value, of which nothing is known where every path returns; None
    where a path meets what the run does not read (anything it does is then not known: the caller's path may find)."""
    code = fn.__code__
    if code.co_flags & ~_PLAIN_CODE or code.co_kwonlyargcount or code.co_freevars or code.co_cellvars \
            or len(args) > code.co_argcount:
        return None
    defaults = fn.__defaults__ or ()
    missing = code.co_argcount - len(args)
    if missing > len(defaults):
        return None
    values = list(args) + [_known(d) for d in defaults[len(defaults) - missing:]] if missing else list(args)
    if code in _DECODED:
        ins = _DECODED[code]
    else:
        ins = _DECODED[code] = _head(fn, len(code.co_code) // 2, frozenset({"CACHE"}))
    if not ins:
        return None
    bound = dict(zip(code.co_varnames, values))
    answers = set()
    for answer in _paths(ins, fn.__globals__, code.co_varnames[0] if code.co_argcount else "", shut, met, True,
                         used, bound, depth):
        if answer is False:
            return None
        answers.add(answer)
    return _FALSY if answers == {True} else _EITHER


Term = tuple[tuple[tuple[int, bool], ...], int]


def guard_terms(fn: Callable[..., Any]) -> tuple[Term, ...]:
    """Terms of `fn`'s guard (see the comment above): for a text for which each literal of one term is shut and its
    conditions hold, `fn(text, ...)` returns [] at once. Read only where `guard_clauses` reads nothing."""
    param = _first_parameter(fn)
    glob = getattr(fn, "__globals__", None)
    code = getattr(fn, "__code__", None)
    if param is None or glob is None or code is None:
        return ()
    # (the whole function: a loop over a shut pattern's matches jumps past its body, which may be long)
    # (and every instruction but caches: a jump's target may be an EXTENDED_ARG or a NOP, which the run steps over)
    ins = _head(fn, max(2 * _LIMIT, len(code.co_code) // 2), frozenset({"CACHE"}))
    if not ins:
        return ()

    def run(shut: frozenset[tuple[int, bool]]) -> tuple[bool, int]:
        used: list[int] = []
        ok = _run_guard(ins, glob, param, shut, rich=True, used=used)[0]  # (ok: every path was run, its conditions read)
        return ok, _or_all(used)

    try:
        used: list[int] = []
        whole, met = _run_guard(ins, glob, param, frozenset(), every_path=True, rich=True, used=used)
        if whole or not met:
            return ()
        for _ in range(8):  # (the tests met behind others shut: a loop's second pattern is met once its first is shut)
            more = _run_guard(ins, glob, param, frozenset(met), every_path=True, rich=True, used=[])[1]
            if more <= met:
                break
            met |= more
        terms: list[Term] = []
        for c in sorted(met):
            ok, conds = run(frozenset((c,)))
            if ok:
                terms.append(((c,), conds))
        if terms:
            return tuple(terms)
        kept = sorted(met)
        ok, conds = run(frozenset(kept))
        if not ok:
            return ()
        for c in sorted(met):
            rest = [k for k in kept if k != c]
            if rest:
                ok, got = run(frozenset(rest))
                if ok:
                    kept, conds = rest, got
        return ((tuple(kept), conds),)
    except Exception:  # noqa: BLE001 - a run the reading got wrong (another Python's bytecode): no term, always called
        return ()


def _interpreted_clauses(fn: Callable[..., Any]) -> tuple[tuple[int, bool], ...]:
    """The clauses of `fn`'s guard read by running it (_run_guard): each test met that alone, shut, sends every path to
    a `return []`; else, when all of them shut together do and all are of the kind a mask opens with one bit, their
    union."""
    param = _first_parameter(fn)
    glob = getattr(fn, "__globals__", None)
    code = getattr(fn, "__code__", None)
    if param is None or glob is None or code is None:
        return ()
    ins = _head(fn, 2 * _LIMIT, _SKIP - {"PUSH_NULL"})  # (PUSH_NULL is a stack's entry to the run)
    if not ins:
        return ()
    try:
        whole, met = _run_guard(ins, glob, param, frozenset(), every_path=True)  # (every test a path meets)
        if whole or not met:  # (a function that returns [] whatever its tests say, or has none: nothing to read)
            return ()
        clauses = [c for c in sorted(met) if _run_guard(ins, glob, param, frozenset((c,)))[0]]
        if not clauses and all(not every for _bits, every in met) and _run_guard(ins, glob, param, frozenset(met))[0]:
            clauses = [(_or_all(bits for bits, _every in met), False)]
    except (IndexError, KeyError, TypeError, ValueError):  # a stack the reading got wrong: no clause
        return ()
    return tuple(clauses)


class FinderChain:
    """`told = f1(t, *a1) or f2(t, *a2) or ...`, each finder skipped where its guard's clauses say it finds nothing.

    Per message, the mask's bits among the clauses' pick the guarded finders that may be called (a finder's first clause
    needs one of its bits: an `opens` clause one of its own, a Gated pattern's each of its - one of them, indexed, stands
    for it); itertools.compress walks those and the unguarded ones in the chain's order, and each is checked against all
    its clauses before it is called. The rest cost nothing: on chat two thirds of the chain's finders are guarded and
    shut, and testing them one by one cost what calling their guards did.

    Round 48 (rspeed): a finder whose guard has no clause but terms (guard_terms) is indexed by its first term's
    literals (each an open literal's bit: one of an `opens`-like literal's, the highest of a pattern's) and, where the
    term has conditions, called whenever one of them fails for the text (a curly apostrophe in it, a character not ASCII:
    `_fails`, worked out once per message and only when such a finder is picked)."""

    __slots__ = ("_steps", "_names", "_index", "_union", "_always", "_by_cond")

    def __init__(self, steps: Sequence[tuple[Callable[..., list[Finding]], tuple[Any, ...]]], *, skips: bool = True) -> None:
        built = []
        for fn, args in steps:
            anys, alls = _split(guard_clauses(fn)) if skips else ((), ())
            terms = guard_terms(fn) if skips and not anys and not alls else ()
            built.append((fn, args, anys, alls, terms))
        self._steps = tuple(built)
        self._names = tuple(fn.__name__ for fn, _ in steps)
        index: dict[int, list[int]] = {}
        by_cond: dict[int, list[int]] = {}
        always = bytearray(len(self._steps))
        for i, (_fn, _args, anys, alls, terms) in enumerate(self._steps):
            if anys:
                bits = anys[0]  # (one of its bits, any)
            elif alls:
                bits = _highest(alls[0])  # (all of its bits: its highest stands for them)
            elif terms:
                literals, conds = terms[0]
                bits = _or_all(b if not every else _highest(b) for b, every in literals)
                if conds:
                    by_cond.setdefault(conds, []).append(i)
            else:
                always[i] = 1
                continue
            while bits:
                low = bits & -bits
                index.setdefault(low, []).append(i)
                bits ^= low
        self._index = {bit: tuple(steps_of) for bit, steps_of in index.items()}
        self._union = _or_all(self._index)
        self._always = bytes(always)
        self._by_cond = tuple((conds, tuple(steps_of)) for conds, steps_of in sorted(by_cond.items()))

    @property
    def steps(self) -> tuple[tuple[Callable[..., list[Finding]], tuple[Any, ...], tuple[int, ...], tuple[int, ...]], ...]:
        """(finder, its other arguments, masks one bit of each of which a text needs, masks all bits of each of which it
        needs): the finder is called only on a text that has them."""
        return tuple(step[:4] for step in self._steps)

    @property
    def terms(self) -> tuple[tuple[Term, ...], ...]:
        """Per finder, its guard's terms (guard_terms; round 48), read where it has no clause."""
        return tuple(step[4] for step in self._steps)

    def rebind(self, namespace: dict[str, Any]) -> None:
        """Call, in place of each finder, the object of its name in `namespace` (a module's globals), its clauses kept: for
        benchmarks/privacy_profile.py and privacy_stages.py, which time verdict.py's finders by wrapping its names."""
        self._steps = tuple((namespace.get(name, fn), *rest)
                            for name, (fn, *rest) in zip(self._names, self._steps))

    def first(self, text: str) -> list[Finding]:
        """The first non-empty answer of the finders in order on `text` (normalised and prepared), or []."""
        mask = _gates.text_mask(text) if _gates.ENABLED else None
        if mask is None:
            for fn, args, _, _, _ in self._steps:
                told = fn(text, *args)
                if told:
                    return told
            return []
        may = bytearray(self._always)
        bits = mask & self._union
        if bits:
            index = self._index
            while bits:
                low = bits & -bits
                for i in index[low]:
                    may[i] = 1
                bits ^= low
        fails = 0 if text.isascii() else _fails(text)  # (the terms' conditions that do not hold: none for ASCII)
        if fails:
            for conds, steps_of in self._by_cond:
                if conds & fails:
                    for i in steps_of:
                        may[i] = 1
        for fn, args, anys, alls, terms in compress(self._steps, may):
            for bits in anys:
                if not mask & bits:
                    break  # (its guard returns [] for this text)
            else:
                for bits in alls:
                    if mask & bits != bits:
                        break
                else:
                    if terms and _term_shut(terms, mask, fails):
                        continue
                    told = fn(text, *args)
                    if told:
                        return told
        return []


def _highest(bits: int) -> int:
    return 1 << (bits.bit_length() - 1)


def _fails(text: str) -> int:
    """The terms' conditions that do not hold for `text` (not ASCII)."""
    fails = _COND_ASCII
    for ch, bit in _ABSENT.items():
        if ch in text:
            fails |= bit
    return fails


def _term_shut(terms: tuple[Term, ...], mask: int, fails: int) -> bool:
    """Whether one of `terms` holds for a text of `mask` for which the conditions `fails` fail: each of its literals shut."""
    for literals, conds in terms:
        if conds & fails:
            continue
        for bits, every in literals:
            if (mask & bits == bits) if every else (mask & bits):
                break  # (open)
        else:
            return True
    return False


def _split(clauses: tuple[tuple[int, bool], ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(b for b, every in clauses if not every), tuple(b for b, every in clauses if every)
