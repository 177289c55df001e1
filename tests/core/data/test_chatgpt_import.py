"""ChatGPT's data export: the visible branch of each conversation, its dates, the text of odd
parts, and nothing twice however often (and in whichever form) the export is imported."""
from __future__ import annotations

import asyncio
import json
import shutil
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.core.data import ANALYSE_IMPORTED, ImportFailed
from app.core.jobs import Job
from tests.fixtures.chatgpt.make_fixtures import T0, conversations, message, text

from .support import dump

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "chatgpt"
SPLIT = [FIXTURES / "split" / "conversations-000.json", FIXTURES / "split" / "conversations-001.json"]


def at(offset: float) -> datetime:
    return datetime.fromtimestamp(T0 + offset, tz=UTC)


def transcript(core, title: str) -> list[tuple[str, str]]:
    chat = next(c for c in core.chats.list_visible() if c.title == title)
    return [(m.role.value, m.content) for m in core.messages.list(chat.id)]


def test_conversations_json_gives_the_visible_branch_with_its_dates(core):
    report = core.data.import_files(FIXTURES / "conversations.json")
    assert (report.chats_added, report.messages_added) == (4, 17)
    # Newest first, by the time each conversation was last updated in ChatGPT.
    chats = core.chats.list_visible()
    assert [c.title for c in chats] == ["Haiku", "Chart of my expenses", "Trip to Lisbon", "Sourdough starter"]
    sourdough = chats[-1]
    assert sourdough.created_at == at(0) and sourdough.updated_at == at(130)
    messages = core.messages.list(sourdough.id)
    assert [m.created_at for m in messages] == [at(10), at(15), at(120), at(130)]
    assert [m.model for m in messages] == [None, "gpt-4o", None, "gpt-4o"]
    assert transcript(core, "Sourdough starter")[0] == ("user", "How often should I feed a sourdough starter?")


def test_branches_edits_and_regenerations_keep_only_what_the_user_last_saw(core):
    core.data.import_files(FIXTURES / "conversations.json")
    assert transcript(core, "Trip to Lisbon") == [
        ("user", "Plan 3 days in Lisbon, vegetarian food"),
        ("assistant", "Day 1: Alfama. Day 2: Belém. Day 3: Sintra."),
        ("user", "Where to eat in Alfama?"),
        ("assistant", "Try a tasca near the Sé; ask for the vegetarian plate."),
    ]
    everything = str(dump(core.layout.database))
    assert "OLD ANSWER" not in everything and "vegetarian from Gdańsk" not in everything  # hidden custom instructions
    # No current_node: the newest leaf is the branch.
    assert transcript(core, "Haiku")[1][1].startswith("Soft rain on the roof")


def test_odd_parts_images_code_and_tools(core):
    core.data.import_files(FIXTURES / "conversations.json")
    assert transcript(core, "Chart of my expenses") == [
        ("user", "[image]\n\nHere is my receipt. Make a chart of the totals."),
        ("assistant", "```python\nimport matplotlib.pyplot as plt\nplt.bar(['food', 'rent'], [120, 900])\n```"),
        ("assistant", "[image]"),                                  # the chart the code drew
        ("assistant", "Here is the chart: rent dominates."),
        ("user", "What about next month?"),                       # a voice message's transcription
        ("assistant", "Expect about the same; rents rose 5%.\n\ntotal = 1020"),
        ("user", "Thanks!"),
    ]
    everything = str(dump(core.layout.database))
    for hidden in ("SECRET REASONING", "Thought for 4 seconds", "<Figure>", "User tracks expenses",
                   "Model set context updated", 'search("average rent', "Rents rose 5%."):
        assert hidden not in everything
    chat = next(c for c in core.chats.list_visible() if c.title == "Chart of my expenses")
    voice = core.messages.list(chat.id)[4]
    assert voice.created_at == at(5030)  # no timestamp of its own: the one before it


def test_zip_split_files_and_folder_are_the_same_export(core, tmp_path):
    core.data.import_files(FIXTURES / "chatgpt-export.zip")
    first = dump(core.layout.database)
    for source in (FIXTURES / "conversations.json", SPLIT, FIXTURES / "split", FIXTURES / "chatgpt-export-split.zip"):
        again = core.data.import_files(source)
        assert not again.changed_anything
        assert dump(core.layout.database) == first


def test_split_files_give_the_same_chats_as_one_file(core, tmp_path):
    from app.core.context import WhiziCore

    core.data.import_files(SPLIT)
    whole = WhiziCore.open(tmp_path / "whole")
    try:
        whole.data.import_files(FIXTURES / "conversations.json")
        assert [(c.id, c.title, c.updated_at) for c in core.chats.list_visible()] == \
               [(c.id, c.title, c.updated_at) for c in whole.chats.list_visible()]
        for chat in core.chats.list_visible():
            assert [(m.id, m.content) for m in core.messages.list(chat.id)] == \
                   [(m.id, m.content) for m in whole.messages.list(chat.id)]
    finally:
        whole.close()


def test_a_later_export_adds_only_the_new_messages(core, tmp_path):
    core.data.import_files(FIXTURES / "conversations.json")
    convs = conversations()
    sourdough = convs[0]
    sourdough["mapping"]["a-2"]["children"] = ["u-3"]
    sourdough["mapping"]["u-3"] = {"id": "u-3", "parent": "a-2", "children": ["a-3"],
                                   "message": message("u-3", "user", text("How warm should it be?"), t=T0 + 90_000)}
    sourdough["mapping"]["a-3"] = {"id": "a-3", "parent": "u-3", "children": [],
                                   "message": message("a-3", "assistant", text("About 24 °C."), t=T0 + 90_010)}
    sourdough["current_node"] = "a-3"
    sourdough["update_time"] = T0 + 90_010
    later = tmp_path / "conversations.json"
    later.write_text(json.dumps(convs))
    report = core.data.import_files(later)
    assert (report.chats_added, report.chats_extended, report.messages_added) == (0, 1, 2)
    assert transcript(core, "Sourdough starter")[-2:] == [("user", "How warm should it be?"), ("assistant", "About 24 °C.")]
    assert core.chats.list_visible()[0].title == "Sourdough starter"   # it moved up: updated most recently


def test_imported_chats_are_analysed_in_the_background_when_memory_says_so(core):
    from app.core.memory.privacy.service import ANALYSE_CHAT

    core.settings.set("memory.chat_analysis", "automatic")
    report = core.data.import_files(FIXTURES / "chatgpt-export.zip")
    with core.db.raw() as con:
        rows = con.execute("SELECT id, payload FROM jobs WHERE kind = ? AND status = 'queued'", (ANALYSE_IMPORTED,)).fetchall()
    assert len(rows) == 1 and sorted(json.loads(rows[0][1])["chat_ids"]) == sorted(report.chat_ids)
    # The job's handler (as the runner calls it) hands the chats to the privacy analysis.
    job = Job(rows[0][0], ANALYSE_IMPORTED, json.loads(rows[0][1]), 1, 5, None)
    asyncio.run(core.runner.handlers[ANALYSE_IMPORTED](job))
    assert core.jobs.pending(ANALYSE_CHAT) == len(report.chat_ids) == 4


def test_in_manual_mode_nothing_is_analysed(core):
    from app.core.memory.privacy.service import ANALYSE_CHAT

    core.data.import_files(FIXTURES / "conversations.json")
    assert core.jobs.pending(ANALYSE_IMPORTED) == 0 and core.jobs.pending(ANALYSE_CHAT) == 0


def _missing_nodes(convs):
    # current_node names a message that is not in the file.
    del convs[4]["mapping"]["a-new"]
    convs[4]["mapping"]["u-1"]["children"] = ["a-old", "a-new"]
    convs[4]["current_node"] = "a-new"


def _dangling_children(convs):
    # No current_node, and every node's children are missing: no branch ends anywhere.
    for node in convs[4]["mapping"].values():
        node["children"] = node["children"] or ["gone"]


@pytest.mark.parametrize("break_it, where, reason", [
    (lambda convs: convs[1].__setitem__("mapping", []), "[1].mapping", "expected an object of messages, found a list"),
    (lambda convs: convs[1].pop("mapping"), "[1].mapping", "missing: the conversation has no messages"),
    (lambda convs: convs[0]["mapping"]["client-created-root"].__setitem__("parent", "a-2"), "[0].mapping",
     "the messages form a loop"),
    (lambda convs: convs.__setitem__(2, "not a conversation"), "[2]", "expected a conversation object"),
    (_missing_nodes, "[4].current_node", 'points at "a-new", which is not among its messages'),
    (_dangling_children, "[4].mapping", "no message ends the conversation"),
])
def test_a_broken_conversation_is_skipped_and_named_the_rest_imports(core, tmp_path, break_it, where, reason):
    convs = conversations()
    break_it(convs)
    broken = convs[int(where[1])]
    title = broken["title"] if isinstance(broken, dict) else None
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(convs, indent=1))
    report = core.data.import_files(path)
    assert report.chats_added == 3          # the four others minus the one with nothing to show
    skipped = [n for n in report.notes if "skipped" in n]
    assert len(skipped) == 1 and skipped[0].startswith("1 conversation skipped: " + where)
    assert reason in skipped[0] and (title is None or f'"{title}"' in skipped[0])
    assert "already here" not in report.summary()
    # The conversation with nothing visible is named too, never dropped in silence.
    assert any("had no messages to show" in n for n in report.notes)


def test_a_file_whose_conversations_all_fail_changes_nothing_and_says_why(core, tmp_path):
    convs = [{"title": "No tree", "id": "x1"}, {"title": "Lost", "id": "x2", "current_node": "n9",
                                                 "mapping": {"n1": {"id": "n1", "children": ["n9"], "message": None}}}]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(convs))
    before = dump(core.layout.database)
    with pytest.raises(ImportFailed) as info:
        core.data.import_files(path)
    message = info.value.user_message
    assert "no conversation in it could be read" in message and "2 conversations skipped" in message
    assert '[0].mapping "No tree"' in message and '[1].current_node "Lost"' in message
    assert "already here" not in message
    assert dump(core.layout.database) == before


def test_an_export_without_conversations_does_not_claim_they_are_already_here(core, tmp_path):
    path = tmp_path / "conversations.json"
    path.write_text("[]")
    report = core.data.import_files(path)
    assert report.summary() == "Nothing was imported: the file holds no conversations with messages."


def test_broken_zip_files(core, tmp_path):
    before = dump(core.layout.database)
    truncated = tmp_path / "truncated.zip"
    truncated.write_bytes((FIXTURES / "chatgpt-export.zip").read_bytes()[:1500])
    with pytest.raises(ImportFailed, match="not a readable zip file"):
        core.data.import_files(truncated)
    other = tmp_path / "photos.zip"
    with zipfile.ZipFile(other, "w") as zf:
        zf.writestr("holiday.jpg", b"\xff\xd8")
    with pytest.raises(ImportFailed, match="holds no conversations.json"):
        core.data.import_files(other)
    cut_inside = tmp_path / "cut-inside.zip"
    with zipfile.ZipFile(cut_inside, "w") as zf:
        zf.writestr("conversations.json", (FIXTURES / "conversations.json").read_text()[:9000])
    with pytest.raises(ImportFailed) as info:
        core.data.import_files(cut_inside)
    assert info.value.file == "conversations.json" and info.value.reason == "unexpected end of file"
    assert info.value.where.startswith("line ")
    assert dump(core.layout.database) == before


def test_a_folder_without_conversations(core, tmp_path):
    empty = tmp_path / "export"
    shutil.copytree(FIXTURES / "split", empty)
    for f in empty.iterdir():
        f.rename(f.with_name("other-" + f.name))
    with pytest.raises(ImportFailed, match="holds no conversations.json"):
        core.data.import_files(empty)
