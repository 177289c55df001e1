"""Value types shared by the local privacy detector's modules (re-exported by privacy_detector)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

# The message's lower case and words, and the parsed patterns: in text.py, which the word gates
# (gates.py) read as well; re-exported here for the finders.
from app.core.memory.privacy.detector import eager_gates as _eager
from app.core.memory.privacy.detector.text import WORD_TOKEN, _parse, compile_parsed, lower_keep_length, words_of  # noqa: F401


class Kind(str, Enum):
    """What a red finding is about.

    The values follow the `kind` field of the privacy benchmark where one exists: `identifier`
    (cards, IBANs, phones, e-mails, ID numbers), `health`, `finance`, `relationship` (intimate and
    private life: affairs, divorce, sex, abuse, drug use, family conflict) and `identity` (a
    person's name with their home address, licence plate or date of birth). `secret` has no
    counterpart in the shared dev file, which files passwords, PINs and API keys under `identifier`;
    the broad sets in benchmarks/data/privacy/ use it. `sexuality`, `beliefs` (religion, political
    affiliation, trade-union membership) and `ethnicity` are the remaining special categories of
    personal data that PRODUCT.md's seed 000 names.
    """

    IDENTIFIER = "identifier"
    SECRET = "secret"
    HEALTH = "health"
    FINANCE = "finance"
    RELATIONSHIP = "relationship"
    IDENTITY = "identity"
    SEXUALITY = "sexuality"
    BELIEFS = "beliefs"
    ETHNICITY = "ethnicity"


@dataclass(frozen=True)
class Finding:
    kind: Kind
    reason: str  # short and human readable, e.g. "payment card number"
    start: int  # text[start:end] is the private part
    end: int


# Order in which findings are reported: the most concrete evidence first.
KIND_RANK = {
    Kind.SECRET: 0,
    Kind.IDENTIFIER: 1,
    Kind.IDENTITY: 2,
    Kind.HEALTH: 3,
    Kind.FINANCE: 4,
    Kind.RELATIONSHIP: 5,
    Kind.SEXUALITY: 6,
    Kind.BELIEFS: 7,
    Kind.ETHNICITY: 8,
}


# ---------------------------------------------------------------- literal lists as one trie

def literal_alternation(words, end: str = "", stems=()) -> str:
    r"""Pattern source for "any of these literal strings", preferring the longest one at a position.

    Written as a trie ("a(?:ccording to statistics|s far as)|i(?: wonder| think)"), so the engine
    reads each next character once instead of trying every word in turn: the same matches as the
    longest-first alternation `"|".join(sorted(map(re.escape, words), key=len, reverse=True))`
    (only one branch can follow a given character, and a word that ends where a longer one goes
    on is tried last). `end`, a zero-width check such as r"(?![^\W_])", follows each of `words`;
    `stems` are more strings that need no such check (a word that is also a stem needs none)."""
    trie: dict = {}
    for word, tail in [(w, end) for w in words] + [(w, "") for w in stems]:
        if not word:
            continue
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = min(node.get("", tail), tail, key=len)  # "" (no check) wins

    def emit(node: dict) -> str:
        branches = []
        for ch in sorted(k for k in node if k):
            child, text = node[ch], re.escape(ch)
            while len(child) == 1 and "" not in child:  # a chain without a choice: plain text
                (nxt, child), = child.items()
                text += re.escape(nxt)
            branches.append(text + (child[""] if child.keys() == {""} else emit(child)))
        if "" not in node:
            return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if node[""]:  # the word may end here if its check holds: tried after every longer word
            return "(?:" + "|".join(branches + [node[""]]) + ")"
        return "(?:" + "|".join(branches) + ")?"

    return emit(trie)


# ---------------------------------------------------------------- faster pattern starts
#
# A pattern that opens with a word boundary or a look-behind ("\b(?:my|our) ...", "(?<![\w-])wife")
# makes the regex engine try it at every position of the text. The same pattern with the check moved
# behind its first letter ("m(?<!\w.)y ...") opens with a plain letter, and the engine jumps from one
# possible first letter to the next. Moving is exact: at the position after a letter or digit,
# `(?<!X.)` holds where `(?<!X)` held before it (a letter is never a line break, so `.` matches it).

def _class_end(s: str, i: int) -> int:
    """Index just past the character class that starts at s[i] == '['."""
    j = i + 1
    if j < len(s) and s[j] == "^":
        j += 1
    if j < len(s) and s[j] == "]":
        j += 1
    while j < len(s) and s[j] != "]":
        j += 2 if s[j] == "\\" else 1
    if j >= len(s):
        raise ValueError("unterminated class")
    return j + 1


def _group_end(s: str, i: int) -> int:
    """Index just past the group that starts at s[i] == '('."""
    depth = 0
    j = i
    while j < len(s):
        ch = s[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(s, j)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise ValueError("unbalanced group")


def top_level_alternatives(body: str) -> list[str]:
    """The top-level alternatives of a pattern or a group's body (escapes and [classes] respected)."""
    alts, start, depth, j = [], 0, 0, 0
    while j < len(body):
        ch = body[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(body, j)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            alts.append(body[start:j])
            start = j + 1
        j += 1
    alts.append(body[start:])
    return alts


_ONE_OR_MORE = re.compile(r"\{(\d+)(?:(,)(\d*))?\}")


def _after_first_letter(s: str, check: str, classes: bool = False) -> str | None:
    """`s` with `check` inserted after the letter or digit every match of `s` starts with; None if
    unsure. `classes`: also after a character class (`check` is look-behinds only, no \\b: a \\b before a class
    may stand before a character that is no letter)."""
    if not s:
        return None
    atom = ""
    if s[0].isalnum() or s.startswith(r"\d"):
        atom = s[:2] if s[0] == "\\" else s[0]
    elif s[0] == "[" and classes:  # one character of a class: "(?<!\w)[\"'„“«]..." -> "[\"'„“«](?<!\w.)..." (session 22)
        try:
            atom = s[:_class_end(s, 0)]
            if re.compile(atom).match("\n") is not None:
                return None  # (the moved check's "." does not match a line break)
        except (ValueError, re.error):
            return None
    if atom:
        rest = s[len(atom):]
        if rest[:1] == "+":  # \d+ -> \d(check)\d*
            return atom + check + atom + "*" + rest[1:]
        m = _ONE_OR_MORE.match(rest)
        if m and int(m.group(1)) >= 1:  # \d{1,5} -> \d(check)\d{0,4}
            low = int(m.group(1)) - 1
            high = "" if m.group(3) == "" else str(int(m.group(3) or m.group(1)) - 1)
            if m.group(2) is None:
                return atom + check + atom + "{" + str(low) + "}" + rest[m.end():]
            return atom + check + atom + "{" + str(low) + "," + high + "}" + rest[m.end():]
        if rest[:1] and rest[0] in "?*+{":
            return None
        return atom + check + rest
    if s.startswith(r"\b") and s[2:3].isalpha():  # a boundary inside: "\bcni\b"
        return _after_first_letter(s[2:], check + r"(?<!\w.)")
    if s.startswith("("):
        if s.startswith("(?:"):
            head = "(?:"
        elif s.startswith("(?P<"):
            head = s[:s.index(">") + 1]
        elif not s.startswith("(?"):
            head = "("
        else:
            return None
        end = _group_end(s, 0)
        if s[end:end + 1] and s[end] in "?*+{":
            return None
        alts = [_after_first_letter(a, check, classes) for a in top_level_alternatives(s[len(head):end - 1])]
        if any(a is None for a in alts):
            return None
        return head + "|".join(alts) + ")" + s[end:]  # type: ignore[arg-type]
    return None


def skip_ahead(pattern: str, flags: int = 0) -> str:
    """`pattern` rewritten so that it opens with a letter or digit (same matches, same spans), or
    unchanged when it does not open with \\b or look-behinds, or the engine could not use it. (`flags`: the flags it
    is compiled with, IGNORECASE apart - the parse the test reads is then the one text.compile_parsed compiles from.)"""
    try:
        alts = [_move_checks(a) for a in top_level_alternatives(pattern)]
    except ValueError:
        return pattern
    if any(a is None for a in alts):
        return pattern
    moved = "|".join(alts)  # type: ignore[arg-type]
    return moved if moved != pattern and _can_skip(moved, flags) else pattern


def _move_checks(alt: str) -> str | None:
    """One top-level alternative with its leading checks moved behind its first character."""
    checks = []
    i = 0
    boundary = False
    while True:
        if alt.startswith(r"\b", i):
            checks.append(r"(?<!\w.)")  # before a letter or digit, \b means: no word character before it
            i += 2
            boundary = True
        elif alt.startswith(("(?<!", "(?<="), i):
            end = _group_end(alt, i)
            if re.compile(alt[i + 4:end - 1]).groups:
                return None  # a capturing group would be copied into every alternative
            checks.append(alt[i:end - 1] + ".)")
            i = end
        else:
            break
    if not checks:
        return alt
    return _after_first_letter(alt[i:], "".join(checks), classes=not boundary)


def _can_skip(pattern: str, flags: int = 0) -> bool:
    """Whether the engine can jump between possible starts of `pattern`: it opens with a fixed
    literal or with one of a set of characters (what CPython's re compiler looks for). Rewriting a
    pattern whose alternatives open with groups only moves its check later and makes it slower."""
    try:
        from re import _compiler  # CPython 3.11+
        parsed = _parse(pattern, flags)
        flags = parsed.state.flags
        return bool(_compiler._get_literal_prefix(parsed, flags)[0] or _compiler._get_charset_prefix(parsed, flags))
    except Exception:  # another Python: keep the pattern as written
        return False


def speed_up(namespace: dict, keep: tuple[str, ...] = ()) -> None:
    """Recompile a module's patterns with `skip_ahead`, or else `first_char_gate` (call at the end of the module). Patterns
    under IGNORECASE or VERBOSE are left alone: the engine cannot skip ahead by a cased letter, and
    verbose source is not read here. `keep` names patterns measured to be faster as written (a
    trie whose branches start with most letters gains nothing from skipping and pays for the
    moved check)."""
    from app.core.memory.privacy.detector.deferred_gates import deferred
    from app.core.memory.privacy.detector.gates import Gated, gate_bits

    for name, value in list(namespace.items()):
        if not isinstance(value, re.Pattern) or not isinstance(value.pattern, str):
            continue
        faster = value.pattern
        if name not in keep and not value.flags & (re.IGNORECASE | re.VERBOSE):
            # (round 47, rfirst: read from eager_gates' table when it holds it, else worked out: _rewrite)
            faster = _eager.rewritten(value.pattern, value.flags, _rewrite)
        got = gate_bits(value)  # behind its word gate (see gates.py), derived from the pattern as written
        if faster == value.pattern:
            namespace[name] = value if got is None else Gated(value, *got)
        elif got is None:
            # (the rewrite compiled from the parse its test read, not parsed once more by re.compile: a tenth of the
            # detector's import was re.compile's parses here; text.compile_parsed gives re.compile's pattern)
            namespace[name] = compile_parsed(faster, value.flags)
        else:
            # (round 48, rfirst: compiled at the first search its gate lets through - deferred_gates.py)
            namespace[name] = deferred(faster, value, got)


def _rewrite(pattern: str, flags: int) -> str:
    """speed_up's rewrite of a pattern: `skip_ahead`, else `first_char_gate` (unchanged when neither helps)."""
    faster = skip_ahead(pattern, flags)
    return first_char_gate(pattern, flags) if faster == pattern else faster


def _first_chars(items, rest) -> set[str] | None:
    """The characters every match of `items` followed by `rest` (parsed pattern items) starts with,
    or None if that is not known (a class such as \\w, a case-insensitive part, a back-reference)."""
    from re import _constants as c  # CPython 3.11+
    items = list(items)
    if not items:
        return _first_chars(rest, []) if rest else None  # (an empty match: anything may follow)
    op, av = items[0]
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return _first_chars(items[1:], rest)  # zero-width: the match goes on from the same character
    if op is c.LITERAL:
        return {chr(av)}
    if op is c.IN:
        chars: set[str] = set()
        for o, a in av:
            if o is c.LITERAL:
                chars.add(chr(a))
            elif o is c.RANGE and a[1] - a[0] < 128:
                chars.update(chr(x) for x in range(a[0], a[1] + 1))
            else:
                return None
        return chars
    if op is c.SUBPATTERN:
        if av[1] & re.IGNORECASE:
            return None
        return _first_chars(list(av[3]) + items[1:], rest)
    if op is c.BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            found = _first_chars(list(alt) + items[1:], rest)
            if found is None:
                return None
            out |= found
        return out
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        body = _first_chars(av[2], [])
        if body is None or av[0] >= 1:
            return body
        after = _first_chars(items[1:], rest)  # the body may be skipped
        return None if after is None else body | after
    return None


def first_char_gate(pattern: str, flags: int = 0) -> str:
    """`pattern` behind a look-ahead for the characters all its matches start with: the same matches, and
    a position that starts none of its branches is turned away by one test instead of one per branch.
    Unchanged when those characters are not known or the pattern opens with a plain character (the
    engine already skips ahead by it)."""
    try:
        parsed = _parse(pattern, flags)
    except Exception:
        return pattern
    if parsed.state.flags & (re.IGNORECASE | re.VERBOSE) or _can_skip(pattern, flags):
        return pattern
    from re import _constants as c
    if parsed and parsed[0][0] is c.AT and parsed[0][1] in (c.AT_BEGINNING, c.AT_BEGINNING_STRING):
        return pattern  # anchored: tried at one position anyway
    chars = _first_chars(list(parsed), [])
    if not chars:
        return pattern
    return "(?=[" + "".join(re.escape(ch) for ch in sorted(chars)) + "])(?:" + pattern + ")"


def required_text(pattern: re.Pattern[str]) -> str:
    """The longest run of literal text that every match of `pattern` contains ("" if none is
    found, or the pattern ignores case): `need in text` is a cheap exact gate before the search."""
    try:
        from re import _constants as c  # CPython 3.11+
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern: no gate
        return ""
    if parsed.state.flags & re.IGNORECASE:
        return ""
    found: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            found.append("".join(run))
            run.clear()

    def walk(items) -> None:
        for op, av in items:
            if op is c.LITERAL:
                run.append(chr(av))
            elif op in (c.AT, c.ASSERT, c.ASSERT_NOT):
                continue  # zero-width: the text matched on either side stays contiguous
            elif op is c.SUBPATTERN and not av[1] & re.IGNORECASE:
                walk(av[3])  # a group's body is part of the same run
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
                flush()  # at least one copy of the body: its own literals are required
                walk(av[2])
                flush()
            else:
                flush()

    walk(parsed)
    flush()
    return max(found, key=len, default="")


# ---------------------------------------------------------------- any of a few required literals
#
# `required_text` gives one literal run every match contains; most of the disclosure patterns have
# none ("(?:i take|i'm on|...) (?:\w+ )?(?:pills|tablets|...)") but do have a small set of literals one
# of which every match contains. `required_any` finds such a set in the parsed pattern: a pattern none
# of whose literals occur in a text cannot match it, and need not run (a few substring tests cost far
# less than the search). Exact: derived from the pattern, never from the data.

_ANY_MAX = 40  # a set with more literals than this is not worth testing


def _any_of_sequence(items) -> frozenset[str] | None:
    """A set of literals one of which every match of the item sequence contains, or None."""
    from re import _constants as c  # CPython 3.11+
    sets: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is c.LITERAL:
            run.append(chr(av))
            continue
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero-width: the text matched on either side stays contiguous
        if run:
            sets.append(frozenset(["".join(run)]))
            run = []
        found = _any_of_item(op, av)
        if found is not None:
            sets.append(found)
    if run:
        sets.append(frozenset(["".join(run)]))
    usable = [s for s in sets if len(s) <= _ANY_MAX and min(map(len, s)) >= 3] \
        or [s for s in sets if len(s) <= _ANY_MAX and min(map(len, s)) >= 2]
    if not usable:
        return None
    return min(usable, key=lambda s: (len(s), -min(map(len, s))))


def _any_of_item(op, av) -> frozenset[str] | None:
    from re import _constants as c  # CPython 3.11+
    if op is c.SUBPATTERN:
        return None if av[1] & re.IGNORECASE else _any_of_sequence(av[3])
    if op is c.BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            found = _any_of_sequence(alt)
            if found is None:
                return None
            out |= found
        return frozenset(out)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
        return _any_of_sequence(av[2])  # at least one copy of the body
    return None  # a class, any character, an optional part, a back-reference: no literal is sure


def required_any(pattern: re.Pattern[str]) -> frozenset[str]:
    """Literals one of which every match of `pattern` contains (empty if none are found, the set
    would be large, or the pattern ignores case). Of two literals where one contains the other
    only the shorter is kept: it occurs wherever the longer does."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern: no gate
        return frozenset()
    if parsed.state.flags & re.IGNORECASE:
        return frozenset()
    found = _any_of_sequence(list(parsed))
    if not found:
        return frozenset()
    return frozenset(x for x in found if not any(y != x and y in x for y in found))



# ---------------------------------------------------------------- every one of several literal sets
#
# `required_any` gives one set of literals one of which every match contains; a pattern such as
# "\bmy (?:\w+ )?(?:salary|paycheck|...)" has several such sets ({"my "}, {"salary", "paycheck", ...}),
# and every match holds a literal of each. A text that misses one set cannot match: need_groups.py tests
# them all (cheaply, by their letters' keys first) before a strong disclosure pattern runs.

_ALL_MAX = 60  # a set with more literals than this is not kept


_RUN_CLASS_MAX = 8  # a class of at most this many characters ("[ąa]", "[żz]") goes on a run of literals


def _fewest_longest(literals: frozenset[str]) -> tuple[int, int]:
    """The order an alternative's sets are picked in for an alternation's union: fewest literals, then (of as few) the
    longest shortest literal - "psychiatri" before "en " in "en (?:el )?psychiatri..." (the rarer in a text)."""
    return len(literals), -min(map(len, literals))


def _all_of_sequence(items, limit: int = _ALL_MAX) -> list[frozenset[str]]:
    """Sets of literals such that every match of the item sequence contains one literal of each (of at most `limit`
    literals each)."""
    from re import _constants as c  # CPython 3.11+
    out: list[frozenset[str]] = []
    run: list[str] = [""]  # the strings the current stretch of characters matches: every match holds one of them
    for op, av in items:
        if op is c.LITERAL:
            run = [r + chr(av) for r in run]
            continue
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero-width: the text matched on either side stays contiguous
        if op is c.IN and len(av) <= _RUN_CLASS_MAX and len(run) * len(av) <= limit and all(o is c.LITERAL for o, _ in av):
            # a small class of characters: the run goes on as each of them ("m[ąa][żz]" holds "mąż", "maż", "mąz" or
            # "maz"; it was cut into "m" and nothing, too short to be a set, and a partner alternation had none)
            run = [r + chr(a) for r in run for _, a in av]
            continue
        if run != [""]:
            out.append(frozenset(run))
        run = [""]
        if op is c.SUBPATTERN:
            if not av[1] & re.IGNORECASE:
                out += _all_of_sequence(av[3], limit)
        elif op is c.BRANCH:  # one literal of the best set of whichever alternative matched
            union: set[str] = set()
            for alt in av[1]:
                sets = [s for s in _all_of_sequence(alt, limit) if min(map(len, s)) >= 2]
                if not sets:
                    break
                best = min(sets, key=_fewest_longest)
                union |= best
            else:
                if len(union) <= limit:
                    out.append(frozenset(union))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
            out += _all_of_sequence(av[2], limit)  # at least one copy of the body
    if run != [""]:
        out.append(frozenset(run))
    return [s for s in out if min(map(len, s)) >= 2]


def required_all(pattern: re.Pattern[str], limit: int = _ALL_MAX) -> tuple[frozenset[str], ...]:
    """Sets of literals (two characters or more each, at most `limit` literals a set) such that every match of
    `pattern` contains a literal of every set (empty if none are found, or the pattern ignores case). A set implied
    by a smaller one it contains is left out."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern: no sets
        return ()
    if parsed.state.flags & re.IGNORECASE:
        return ()
    sets = set(_all_of_sequence(list(parsed), limit))
    return tuple(sorted((s for s in sets if not any(o < s for o in sets)), key=lambda s: (len(s), sorted(s))))
