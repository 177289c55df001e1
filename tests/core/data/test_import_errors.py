"""A bad file changes nothing and says what is wrong, and where."""
from __future__ import annotations

import json

import pytest

from app.core.data import ImportFailed

from .support import dump, populate


@pytest.fixture
def target(core):
    populate(core)
    return core


def exported(core, tmp_path) -> dict:
    path = tmp_path / "good.json"
    core.data.export(path)
    return json.loads(path.read_text(encoding="utf-8"))


def import_fails(core, path) -> ImportFailed:
    before = dump(core.layout.database)
    with pytest.raises(ImportFailed) as info:
        core.data.import_files(path)
    assert dump(core.layout.database) == before, "a failed import changed the database"
    staging = core.layout.root / "tmp"
    assert not staging.exists() or list(staging.iterdir()) == []
    return info.value


def write(tmp_path, name, content) -> object:
    path = tmp_path / name
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def test_a_truncated_file_says_where_it_ends(target, tmp_path):
    doc = json.dumps(exported(target, tmp_path))          # one line, as compact as it gets
    cut = doc[:5011]
    error = import_fails(target, write(tmp_path, "cut.json", cut))
    assert str(error) == "line 1, column 5012: unexpected end of file"
    assert error.user_message == "The file was not imported: line 1, column 5012: unexpected end of file. Nothing was changed."


def test_a_file_cut_in_the_middle_of_the_chats_changes_nothing(target, tmp_path, core):
    # Valid chats come first, then the file stops: none of them may be imported.
    good = tmp_path / "good.json"
    target.data.export(good)
    text = good.read_text(encoding="utf-8")
    cut = text[: text.index('"Sleep"') + 200]
    error = import_fails(target, write(tmp_path, "cut.json", cut))
    assert error.reason == "unexpected end of file"
    lines = cut.split("\n")
    assert (error.where) == f"line {len(lines)}, column {len(lines[-1]) + 1}"


@pytest.mark.parametrize("field, value, where, reason", [
    ("role", "robot", "chats[0].messages[1].role", "expected user, assistant or system, found 'robot'"),
    ("created_at", "yesterday", "chats[0].messages[1].created_at", "expected a date and time"),
    ("content", 42, "chats[0].messages[1].content", "expected a text, found the number 42"),
    ("privacy_label", "purple", "chats[0].messages[1].privacy_label", "expected green, yellow or red or null"),
    ("user_decision", True, "chats[0].messages[1].user_decision", "expected a text or null, found true"),
])
def test_a_wrong_value_is_named_by_its_path(target, tmp_path, field, value, where, reason):
    doc = exported(target, tmp_path)
    doc["chats"][0]["messages"][1][field] = value
    error = import_fails(target, write(tmp_path, "bad.json", doc))
    assert error.where == where and error.reason.startswith(reason)


def test_missing_and_duplicate_ids(target, tmp_path):
    doc = exported(target, tmp_path)
    del doc["chats"][1]["id"]
    assert import_fails(target, write(tmp_path, "a.json", doc)).where == "chats[1].id"
    doc = exported(target, tmp_path)
    doc["chats"][2]["messages"][0]["id"] = doc["chats"][0]["messages"][0]["id"]
    error = import_fails(target, write(tmp_path, "b.json", doc))
    assert error.where == "chats[2].messages[0].id" and "used twice" in error.reason


@pytest.mark.parametrize("content, where, reason", [
    ("", "line 1, column 1", "the file is empty"),
    ("   \n", "line 1, column 1", "the file is empty"),
    ("hello", "line 1, column 1", "bad.json is not a JSON export from Whizi or ChatGPT"),
    ('{"name": "something else"}', "name", 'this is not a Whizi export: it must begin with "format"'),
    ('{"format": "whizi-export"}', "", 'this is not a Whizi export: "format" and "schema_version" are missing'),
    ('{"chats": []}', "chats", 'this is not a Whizi export: it must begin with "format" and "schema_version"'),
    ('{"format": "notes-app", "schema_version": 1}', "format", "this is not a Whizi export"),
    ('{"format": "whizi-export", "schema_version": 99}', "schema_version", "the file was written by a newer Whizi"),
    ('{"format": "whizi-export", "schema_version": 1, "memory": ["ok", {"text": 1}]}', "memory[1]", "expected a text"),
    ('{"format": "whizi-export", "schema_version": 1, "chats": [{"id": "x"}]}', "chats[0].created_at", "missing"),
    ('{"format": "whizi-export", "schema_version": 1, "settings": {"ui.delete_undo_s": "soon"}}',
     "settings.ui.delete_undo_s", "expected a whole number"),
    ('{"format": "whizi-export", "schema_version": 1,}', "line 1, column 48", "a trailing comma is not allowed"),
    ('{"format": "whizi-export", "schema_version": 1}\n{"again": 1}', "line 2, column 1", "unexpected '{' after the end"),
    ('{"format": "whizi-export",\n "schema_version": 1,\n "chats": [{"title": "a\nb"}]}', "line 3, column 24",
     "a line break or control character inside a string must be escaped"),
    (b'{"format": "whizi-export", "schema_version": 1, "chats": ["\xff\xfe"]}', "near byte 60", "the file is not UTF-8 text"),
])
def test_files_that_are_not_whizi_exports(target, tmp_path, content, where, reason):
    error = import_fails(target, write(tmp_path, "bad.json", content))
    assert error.where == where and error.reason.startswith(reason), str(error)


def test_a_file_that_cannot_be_read(target, tmp_path):
    error = import_fails(target, tmp_path / "missing.json")
    assert "cannot read missing.json" in str(error)
