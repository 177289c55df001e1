"""The facts list on disk: user edits, undo, clearing for real, and a store that fails."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.core.context import WhiziCore
from app.core.memory.facts.budget import list_tokens
from app.core.memory.facts.model import MAX_TOKENS, Cause, FactRejected, MemoryStoreError
from tests.support import encrypted_db
from tests.support.facts_model import wire


def seed(core, lines, cause=Cause.PASS):
    return core.facts.store.commit(lines, cause=cause, chat_id=None, message_ids=["m-1"], model="test-memory")


def files_containing(root: Path, needle: str) -> list[Path]:
    data = needle.encode("utf-8")
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def test_edit_delete_and_undo_each_make_a_revision(core):
    seed(core, ["Name is Ann", "Lives in Oslo", "Likes tea"])
    ann, oslo, tea = core.facts.facts()
    changes = []
    core.facts.changed.connect(changes.append)

    core.facts.edit(oslo.id, "  Lives in Bergen\n")
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen", "Likes tea"]
    assert core.facts.facts()[1].id == oslo.id and core.facts.sources_of(oslo.id) == ["m-1"]
    core.facts.delete(tea.id)
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen"]
    assert [c.cause for c in changes] == [Cause.USER_EDIT, Cause.USER_EDIT]
    assert not any(c.by_pass for c in changes)

    core.facts.undo()                                    # the delete
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen", "Likes tea"]
    core.facts.undo()                                    # the edit
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo", "Likes tea"]
    core.facts.undo()                                    # the pass
    assert core.facts.lines() == [] and not core.facts.can_undo()
    assert core.facts.undo() is None


@pytest.mark.parametrize("text, why", [("   ", "cannot be empty"), ("Name is Ann", "already remembers"),
                                        ("one\ntwo", "one line")])
def test_an_edit_that_cannot_be_stored_is_refused_and_changes_nothing(core, text, why):
    seed(core, ["Name is Ann", "Lives in Oslo"])
    with pytest.raises(FactRejected, match=why):
        core.facts.edit(core.facts.facts()[1].id, text)
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]


def test_whatever_is_written_the_stored_list_is_within_budget(core):
    seed(core, [f"Line {i} of a list that a broken caller wrote without any budget" for i in range(400)])
    assert 0 < core.facts.tokens() <= MAX_TOKENS


def test_an_edit_may_not_take_the_list_over_budget(core):
    lines = []
    while list_tokens(lines + [f"Fact {len(lines)}: a fairly long line about a hobby of the user"]) <= MAX_TOKENS - 5:
        lines.append(f"Fact {len(lines)}: a fairly long line about a hobby of the user")
    seed(core, lines)
    assert core.facts.lines() == lines
    longer = "Fact 0: " + "a much longer line, " * 24
    with pytest.raises(FactRejected, match="too long"):
        core.facts.edit(core.facts.facts()[0].id, longer)
    assert core.facts.lines() == lines


@pytest.mark.plain_folder
def test_clearing_leaves_no_fact_text_in_any_file_of_the_data_folder(data_dir, connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    learnt = ["Keeps a quokka named Zbigniew-7731", "Studies the oboe with maestro Qwyrtl"]
    memory.script(learnt)
    asyncio.run(core.chat.send(chat.id, "Remember my pets and hobbies."))
    asyncio.run(core.runner.run_until_idle())
    core.facts.edit(core.facts.facts()[1].id, "Studies the oboe with maestro Qwyrtl-Plonk")   # a second revision
    everything = [*learnt, "Studies the oboe with maestro Qwyrtl-Plonk"]
    asyncio.run(core.chat.send(chat.id, "and one more message"))  # more pages in the WAL
    assert all(files_containing(data_dir, text) for text in everything)   # the scan does find them

    core.facts.clear()
    assert core.facts.lines() == [] and [r.cause for r in core.facts.revisions()] == [Cause.CLEAR]
    for text in everything:                      # at once, while Whizi is still running ...
        assert files_containing(data_dir, text) == [], text
    core.close()
    for text in everything:                      # ... and after it closed
        assert files_containing(data_dir, text) == [], text


def test_a_clear_that_cannot_write_leaves_the_list_exactly_as_it_was(core):
    seed(core, ["Name is Ann", "Lives in Oslo"])
    before = core.facts.facts()
    other = encrypted_db.connect(core.layout.database, timeout=0)
    other.execute("BEGIN IMMEDIATE")               # another process holds the write lock
    try:
        with pytest.raises(MemoryStoreError):
            core.facts.clear()
    finally:
        other.rollback()
        other.close()
    assert core.facts.facts() == before and core.facts.can_undo()
    core.facts.clear()
    assert core.facts.lines() == []


def test_a_broken_store_is_reported_not_hidden(core):
    seed(core, ["Name is Ann"])
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts RENAME TO facts_aside")
    with pytest.raises(MemoryStoreError):
        core.facts.lines()
    with pytest.raises(MemoryStoreError):
        core.facts.clear()
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts_aside RENAME TO facts")
    assert core.facts.lines() == ["Name is Ann"]


def test_an_import_merges_line_by_line_without_duplicates(core):
    seed(core, ["Name is Ann", "Lives in Oslo"])
    asyncio.run(core.facts.merge(["lives in  OSLO", "- Likes tea", "", "Name is Ann"]))
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo", "Likes tea"]
    assert core.facts.revisions(1)[0].cause is Cause.IMPORT
    big = [f"Imported fact {i} with a handful of extra words to fill the budget" for i in range(300)]
    asyncio.run(core.facts.merge(big))                 # no provider: the positional trim holds the budget
    assert core.facts.tokens() <= MAX_TOKENS and core.facts.lines()[0] == "Name is Ann"


def test_the_schema_upgrade_keeps_facts_written_before_it(data_dir):
    from app.core.store.db import Database

    db = Database(data_dir / "whizi.db", target_version=2)
    with db.raw() as con:
        con.execute("INSERT INTO facts (id, position, text, created_at, updated_at) "
                    "VALUES ('f1', 0, 'Name is Ann', '2024-01-01T00:00:00+00:00', '2024-01-01T00:00:00+00:00')")
    db.close()
    core = WhiziCore.open(data_dir)
    try:
        assert core.facts.lines() == ["Name is Ann"] and core.facts.sources_of("f1") == []
    finally:
        core.close()
