"""Round 35 (rspeed): speed changes that must leave every answer as it was.

- need_groups.index_entries: the app's warm-up works out every strong pattern's part of a group's index (`_entry_index`)
  and registers the keys it reads (disclosures.py's warm-up steps), so that a group a message meets first after the
  warm-up only puts the parts together - LoCoMo's chat after the warm-up worked out 537 such parts, now none. A group
  indexed from parts worked out beforehand is the group indexed from scratch, and passes the same patterns.
"""
from __future__ import annotations

from dataclasses import dataclass

from app.core.memory.privacy.detector import need_groups
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.need_groups import NeedGroup, TextKeys, index_entries
from app.core.memory.privacy.detector.text import words_of


@dataclass(frozen=True)
class _E:
    regex: LazyPattern


# patterns of the kinds a group holds: one literal, several, a word at its edges, a long alternation, none at all
_SOURCES = (
    r"(?<!\w)(?:zxq|qzx)warm(?:ing|ed)\s+(?:my|our)\s+(?:heart|kidney)",
    r"(?<!\w)round35 (?:speed|vitesse|prędkość|скорость)\b",
    r"(?<!\w)(?:"
    + "|".join(f"r35alt{i} (?:word{i}|mot{i}|słowo{i})" for i in range(120))
    + r")(?!\w)",
    r"(?<!\w)[a-z]+ r35tail(?:s|es)?\b",
    r"\br35x\w{2,4}\d",
)
_TEXTS = (
    "zxqwarming my heart today", "qzxwarmed our kidney", "round35 speed", "round35 prędkość is fine",
    "r35alt7 mot7 and r35alt99 word99", "r35alt7 mot8", "the r35tails were long", "r35xab1", "nothing here at all",
    "", "round35", "warming my heart",
)


def _need_of(regex):
    # (a need as disclosures._need_of gives one: what every match holds)
    from app.core.memory.privacy.detector.findings import required_any, required_text

    found = required_any(regex.compiled)
    return (next(iter(found)) if len(found) == 1 else
            tuple(sorted(found, key=lambda w: (-len(w), w))) or required_text(regex.compiled)) or None


def _state(group: NeedGroup) -> tuple:
    return (group._by_key, group._keys, group._loose, group._also, set(group._branches), set(group._words), group._gate,
            group._free)


def _passing(group: NeedGroup) -> list[list[str]]:
    out = []
    for text in _TEXTS:
        low = text.lower()
        out.append(sorted(e.regex.pattern for e in group.passing(low, TextKeys(words_of(low)), _need_of)))
    return out


def test_a_group_indexed_from_parts_worked_out_beforehand_is_the_group_indexed_from_scratch():
    entries = [_E(LazyPattern(s)) for s in _SOURCES]
    scratch = NeedGroup(entries)
    want_passing = _passing(scratch)
    want_state = _state(scratch)
    assert any(want_passing) and not all(want_passing)  # (the texts tell the patterns apart)

    again = [_E(LazyPattern(s)) for s in _SOURCES]  # new patterns: no part of theirs worked out yet
    assert all((id(e.regex), id(_need_of)) not in need_groups._ENTRY_INDEX for e in again)
    index_entries((e.regex for e in again), _need_of)
    parts = [need_groups._ENTRY_INDEX[(id(e.regex), id(_need_of))][2] for e in again]
    warmed = NeedGroup(again)
    assert _passing(warmed) == want_passing
    # the same index, and built from the parts worked out beforehand (the very objects)
    # (an alternation's test and words are objects of their own pattern: compared by what they are)
    def plain(part: tuple) -> tuple:
        return (*part[1:5], part[5] is None, part[6] is None, *part[7:])

    assert [plain(p) for p in parts] == [plain(need_groups._entry_index(e.regex, _need_of)) for e in entries]
    assert any(p[5] is not None for p in parts)  # (the long alternation's test is among them)
    assert _state(warmed) == want_state
    assert all(need_groups._entry_index(e.regex, _need_of) is p for e, p in zip(again, parts, strict=True))


def test_index_entries_registers_every_key_a_group_reads(monkeypatch):
    entries = [_E(LazyPattern(s.replace("r35", "r35k").replace("round35", "roundk35"))) for s in _SOURCES]
    index_entries((e.regex for e in entries), _need_of)
    registered: list[list[str]] = []
    original = need_groups._register
    monkeypatch.setattr(need_groups, "_register", lambda keys: (registered.append(list(keys)), original(keys)))
    group = NeedGroup(entries)
    group.passing("roundk35 speed", TextKeys(("roundk", "speed")), _need_of)
    assert registered == []  # no new key: no new table of the words' keys while a message is read
    assert group._keys and all(need_groups._known(k) for k in group._keys)


def test_index_entries_on_nothing_does_nothing(monkeypatch):
    called: list[object] = []
    monkeypatch.setattr(need_groups, "_register", called.append)
    index_entries((), _need_of)
    assert called == []
