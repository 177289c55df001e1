"""ChatGPT exports of every era import as exactly the messages a ChatGPT user saw; a conversation
saved on its own imports; conversations keep their identity (two under one id stay apart, an
edited question replaces its branch in a later export)."""
from __future__ import annotations

import copy
import json

import pytest

from tests.fixtures.chatgpt.make_era_fixtures import ERAS, all_eras, era_2024

from .support import dump

ERA_FILES = all_eras()


def transcripts(core) -> dict[str, list[tuple[str, str]]]:
    return {c.title: [(m.role.value, m.content) for m in core.messages.list(c.id)] for c in core.chats.list_visible()}


@pytest.mark.parametrize("name", sorted(ERA_FILES))
def test_each_era_imports_as_the_user_saw_it(core, name):
    _doc, saw = ERA_FILES[name]
    report = core.data.import_files(ERAS / name)
    assert transcripts(core) == saw
    assert report.chats_added == len(saw) and report.messages_added == sum(map(len, saw.values()))
    # Nothing of the tools, the reasoning or the markers reached the database.
    everything = str(dump(core.layout.database))
    for hidden in ("search(", "click(", "Weather.getForecast", "tether", "†", "\ue200", "\ue202", "dalle",
                   "DALL·E displayed", "GPT-4o returned", "Model set context", "oil paintings", "PRIVATE CHAIN",
                   "Thought for", "current timetable", "search_query", "print(3*60", "msearch", "the image above",
                   "OLD POEM", '"prompt"'):
        assert hidden not in everything, hidden
    # And importing it again changes nothing.
    before = dump(core.layout.database)
    assert not core.data.import_files(ERAS / name).changed_anything
    assert dump(core.layout.database) == before


def test_the_fixture_files_are_what_the_generator_writes():
    for name, (doc, _saw) in ERA_FILES.items():
        assert json.loads((ERAS / name).read_text(encoding="utf-8")) == doc


def test_a_single_conversation_object_is_the_same_chat_as_in_a_list(core, tmp_path):
    from app.core.context import WhiziCore

    doc, _saw = ERA_FILES["single-conversation.json"]
    core.data.import_files(ERAS / "single-conversation.json")
    listed = WhiziCore.open(tmp_path / "listed")
    try:
        path = tmp_path / "conversations.json"
        path.write_text(json.dumps([doc]), encoding="utf-8")
        listed.data.import_files(path)
        assert [(c.id, c.title) for c in core.chats.list_visible()] == [(c.id, c.title) for c in listed.chats.list_visible()]
    finally:
        listed.close()


def test_two_conversations_under_one_id_stay_apart(core, tmp_path):
    convs, saw = era_2024()
    twin = copy.deepcopy(convs[1])
    twin["id"] = twin["conversation_id"] = convs[0]["id"]        # a second conversation, the same id
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([convs[0], twin, copy.deepcopy(convs[0])]), encoding="utf-8")
    report = core.data.import_files(path)
    assert transcripts(core) == saw                                # neither got the other's messages
    assert any("shared an id with another one in the file" in n for n in report.notes)
    assert any("appeared more than once and was read once" in n for n in report.notes)
    before = dump(core.layout.database)
    assert not core.data.import_files(path).changed_anything     # and it stays stable
    assert dump(core.layout.database) == before


def test_a_later_export_with_an_edited_question_replaces_the_branch(core, tmp_path):
    convs, _saw = era_2024()
    sales = convs[1]
    first = tmp_path / "first.json"
    first.write_text(json.dumps([sales]), encoding="utf-8")
    core.data.import_files(first)

    # In ChatGPT the user then edited "What does the report say about March?": the old question and
    # its answer stay in the tree, on a branch that is no longer shown.
    later = copy.deepcopy(sales)
    mapping = later["mapping"]
    mapping["d5b"] = {"id": "d5b", "parent": "d4", "children": ["d8b"], "message": {
        "id": "d5b", "author": {"role": "user"}, "create_time": sales["create_time"] + 5000,
        "content": {"content_type": "text", "parts": ["What does it say about April?"]}, "recipient": "all"}}
    mapping["d8b"] = {"id": "d8b", "parent": "d5b", "children": [], "message": {
        "id": "d8b", "author": {"role": "assistant"}, "create_time": sales["create_time"] + 5010,
        "content": {"content_type": "text", "parts": ["April was quiet."]}, "recipient": "all"}}
    mapping["d4"]["children"].append("d5b")
    later["current_node"] = "d8b"
    later["update_time"] = sales["create_time"] + 5010
    second = tmp_path / "second.json"
    second.write_text(json.dumps([later]), encoding="utf-8")
    report = core.data.import_files(second)

    assert transcripts(core)["Sales report"] == [
        ("user", "Sum the sales in the file"),
        ("assistant", "```python\nimport pandas as pd\npd.read_csv('sales.csv').total.sum()\n```"),
        ("assistant", "The sales add up to 41,200."),
        ("user", "What does it say about April?"),
        ("assistant", "April was quiet."),
    ]
    assert (report.messages_added, report.messages_replaced) == (2, 2)
    assert "replaced by the one you kept" in report.summary()
    assert "strongest month" not in str(dump(core.layout.database))   # gone from the search index too


def test_a_message_written_in_whizi_survives_a_later_export(core, tmp_path):
    from app.core.domain import Role

    convs, _saw = era_2024()
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(convs), encoding="utf-8")
    core.data.import_files(path)
    chat = next(c for c in core.chats.list_visible() if c.title == "Sales report")
    core.messages.add(chat.id, Role.USER, "Continued here in Whizi")
    report = core.data.import_files(path)
    assert not report.changed_anything
    assert transcripts(core)["Sales report"][-1] == ("user", "Continued here in Whizi")
