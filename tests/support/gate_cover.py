"""Do the hand-written word gates (`gates.word_gate`, `opens(t, GATE)`) open for every text their patterns can match?

A finder written as Python names its trigger words itself (`_GATE = word_gate("shelte", "refuge", ...)`) and skips
its patterns on a text without one of them. Nothing derives those words from the patterns: a word the rule author
left out is a side door - a text the rule was written to catch, green with the gates on and red with them off
(session 41: "mieszkamy w domu dla kobiet, mąż nie zna adresu", "MRI showed MS", "I'm with SUD"; the gate tests read
only the development texts, where these phrasings never occurred).

`covers(gate, pattern)`: every match of `pattern` holds a literal whose words open `gate` - read from the pattern's
parse (`branch_needs.alternatives`: per alternative, literal sets one literal of each every match holds; or
`gates.literal_factors`) and the gates' own word masks, so it says what the shipped gates do. `guarded_regions(module)`
finds, in a module's source, the code behind `if opens(t, G):` or after `if not opens(t, G): return`, with the
patterns it reads (directly or through the module's own functions).
"""
from __future__ import annotations

import ast
import importlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from app.core.memory.privacy.detector import branch_needs, deferred_gates, gates
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.text import words_of

DETECTOR = Path(gates.__file__).resolve().parent


def compiled(obj: object) -> re.Pattern[str] | None:
    if isinstance(obj, LazyPattern):
        return obj.compiled
    if isinstance(obj, gates.Gated):
        return deferred_gates.compiled(obj)  # the pattern behind a gate (round 48: a deferred one compiled now)
    if isinstance(obj, re.Pattern):
        return obj
    return None


def _opens_for(gate: int, literal: str) -> bool:
    """Whether a text holding `literal` opens `gate` (its words' masks, as `gates.prepare` ORs them)."""
    mask = 0
    for word in words_of(gates._lower(literal)):  # noqa: SLF001
        mask |= gates._word_mask(word)  # noqa: SLF001
    return mask & gate != 0


def _case_kept(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A pattern that ignores case (its "(?i)" first), read as written: the gate reads words in any case, so a literal
    every match of the written pattern holds stands, in some case, in every match of the caseless one."""
    if not pattern.flags & re.IGNORECASE:
        return pattern
    source = pattern.pattern[4:] if pattern.pattern.startswith("(?i)") else pattern.pattern
    try:
        return re.compile(source, pattern.flags & ~re.IGNORECASE)
    except re.error:
        return pattern


def covers(gate: int, pattern: re.Pattern[str]) -> bool | None:
    """True when every match of `pattern` opens `gate`; False when some alternative need not; None when unreadable."""
    pattern = _case_kept(pattern)
    factors = gates.literal_factors(pattern)
    if factors and all(_opens_for(gate, f) for f in factors):
        return True
    alts = branch_needs.alternatives(pattern)
    if alts:
        return all(any(all(_opens_for(gate, lit) for lit in lits) for lits in alt) for alt in alts)
    return False if factors else None


def uncovered(gate: int, pattern: re.Pattern[str], most: int = 12) -> list[str]:
    """Literals of `pattern` (every match holds one of them) that do not open `gate`."""
    pattern = _case_kept(pattern)
    return sorted(f for f in gates.literal_factors(pattern) if not _opens_for(gate, f))[:most]


@dataclass
class Region:
    module: str
    where: str
    gate_source: str
    gate: int
    patterns: dict[str, re.Pattern[str]] = field(default_factory=dict)


def _opens_gate(node: ast.AST) -> ast.expr | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "opens" and len(node.args) == 2:
        return node.args[1]
    return None


def guarded_regions(name: str) -> list[Region]:
    """The regions of detector module `name` guarded by `opens(t, GATE)`."""
    module = importlib.import_module(f"app.core.memory.privacy.detector.{name}")
    tree = ast.parse((DETECTOR / f"{name}.py").read_text(encoding="utf-8"))
    funcs = {st.name: st for st in tree.body if isinstance(st, ast.FunctionDef)}
    out: list[Region] = []

    def patterns_in(nodes: list[ast.stmt], seen: set[str]) -> dict[str, re.Pattern[str]]:
        found: dict[str, re.Pattern[str]] = {}
        names = {x.id for n in nodes for x in ast.walk(n) if isinstance(x, ast.Name)}
        for nm in sorted(names):
            pattern = compiled(getattr(module, nm, None))
            if pattern is not None:
                found[nm] = pattern
            elif nm in funcs and nm not in seen:
                seen.add(nm)
                found.update(patterns_in(funcs[nm].body, seen))
        return found

    def add(gexpr: ast.expr, body: list[ast.stmt], where: str) -> None:
        source = ast.unparse(gexpr)
        try:
            gate = eval(source, vars(module))  # noqa: S307 - a module-level name or an OR of them
        except Exception:
            return
        if isinstance(gate, int):
            out.append(Region(name, where, source, gate, patterns_in(body, set())))

    def walk(stmts: list[ast.stmt], fname: str) -> None:
        for i, st in enumerate(stmts):
            if isinstance(st, ast.If):
                test = st.test
                g = _opens_gate(test)
                if g is None and isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
                    g = next((x for x in map(_opens_gate, test.values) if x is not None), None)
                if g is not None:
                    add(g, st.body, f"{fname}:{st.lineno}")
                neg = None
                if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
                    neg = _opens_gate(test.operand)
                elif isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
                    neg = next((_opens_gate(v.operand) for v in test.values
                                if isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.Not) and _opens_gate(v.operand)),
                               None)
                if neg is not None and st.body and isinstance(st.body[-1], (ast.Return, ast.Continue, ast.Break)):
                    add(neg, stmts[i + 1:], f"{fname}:{st.lineno}")
                walk(st.body, fname)
                walk(st.orelse, fname)
            elif isinstance(st, (ast.For, ast.While, ast.With, ast.Try)):
                for attr in ("body", "orelse", "finalbody"):
                    walk(getattr(st, attr, None) or [], fname)
                for handler in getattr(st, "handlers", None) or []:
                    walk(handler.body, fname)
            elif isinstance(st, ast.FunctionDef):
                walk(st.body, st.name)

    for st in tree.body:
        if isinstance(st, ast.FunctionDef):
            walk(st.body, st.name)
    return out


def detector_modules() -> list[str]:
    return sorted(p.stem for p in DETECTOR.glob("*.py") if p.stem != "__init__" and "opens(" in p.read_text(encoding="utf-8"))
