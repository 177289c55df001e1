"""Imports are bounded (a zip member, a single JSON value, a message) and out-of-range numbers are
located errors; a merge that fails half-way changes nothing."""
from __future__ import annotations

import json
import zipfile

import pytest

from app.core.data import ImportFailed, jsonstream, service
from app.core.textlimits import MAX_MESSAGE_CHARS
from tests.fixtures.chatgpt.make_era_fixtures import era_2023

from .support import dump, populate


def import_fails(core, path) -> ImportFailed:
    before = dump(core.layout.database)
    with pytest.raises(ImportFailed) as info:
        core.data.import_files(path)
    assert dump(core.layout.database) == before, "a failed import changed the database"
    return info.value


def one_conversation(text: str) -> list:
    convs, _saw = era_2023()
    convs[0]["mapping"]["aaa3"]["message"]["content"]["parts"] = [text]
    return convs[:1]


# ----- sizes ---------------------------------------------------------------------------------------
def test_a_small_zip_inflating_to_a_huge_string_is_refused_by_name(core, tmp_path, monkeypatch):
    # The real limit is 256 MB; the same code path at 4 MB keeps the test light.
    monkeypatch.setattr(jsonstream, "MAX_VALUE_CHARS", 4 << 20)
    path = tmp_path / "bomb.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("conversations.json", json.dumps(one_conversation("a" * (24 << 20))))
    assert path.stat().st_size < 100_000
    error = import_fails(core, path)
    assert error.file == "conversations.json" and error.where == "line 1, column 2"
    assert error.reason == "this value is larger than 4 MB, the most Whizi reads at once"


def test_a_zip_member_beyond_the_limit_is_refused_before_reading(core, tmp_path, monkeypatch):
    monkeypatch.setattr(service, "MAX_ZIP_MEMBER_BYTES", 1 << 20)
    path = tmp_path / "big.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("conversations.json", json.dumps(one_conversation("b" * (2 << 20))))
    error = import_fails(core, path)
    assert "conversations.json inflates to more than 1 MB" in str(error)


@pytest.mark.parametrize("kind", ["chatgpt", "whizi"])
def test_a_message_beyond_the_limit_is_cut_with_a_note(core, tmp_path, kind):
    huge = "x" * (MAX_MESSAGE_CHARS + 5000)
    path = tmp_path / "import.json"
    if kind == "chatgpt":
        path.write_text(json.dumps(one_conversation(huge)), encoding="utf-8")
    else:
        from app.core.context import WhiziCore

        source = WhiziCore.open(tmp_path / "source")
        try:
            populate(source)
            source.data.export(path)
        finally:
            source.close()
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["chats"][0]["messages"][1]["content"] = huge
        path.write_text(json.dumps(doc), encoding="utf-8")
    report = core.data.import_files(path)
    longest = max((m.content for c in core.chats.list_visible() for m in core.messages.list(c.id)), key=len)
    assert longest.startswith("x" * MAX_MESSAGE_CHARS) and len(longest) < MAX_MESSAGE_CHARS + 200
    assert longest.endswith("[… cut by Whizi: a message holds at most 2,000,000 characters]")
    assert "1 message longer than 2,000,000 characters was cut to that length." in report.notes


# ----- numbers -------------------------------------------------------------------------------------
@pytest.fixture
def export_text(core, tmp_path) -> str:
    populate(core)
    path = tmp_path / "good.json"
    core.data.export(path)
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("old, new, reason", [
    ('"ui.theme": "dark"', '"memory.deadline_ms": 1e999', "the number 1e999 is out of range"),
    ('"pinned": true', '"pinned": ' + "7" * 5000, "the number 777777777777…777777 (5000 characters) is out of range"),
    ('"position": 0', f'"position": {2**63}', "the number 9223372036854775808 is out of range"),
])
def test_out_of_range_numbers_are_located_errors(core, tmp_path, export_text, old, new, reason):
    assert old in export_text
    path = tmp_path / "numbers.json"
    path.write_text(export_text.replace(old, new, 1), encoding="utf-8")
    error = import_fails(core, path)
    assert error.where.startswith("line ") and error.reason.startswith(reason)
    line = int(error.where.split()[1].rstrip(","))
    assert new.split(":")[0] in path.read_text(encoding="utf-8").split("\n")[line - 1]


def test_out_of_range_numbers_in_a_chatgpt_file(core, tmp_path):
    convs = one_conversation("hello")
    text = json.dumps(convs, indent=1).replace('"create_time": 1683000010.0', '"create_time": 1e999', 1)
    path = tmp_path / "conversations.json"
    path.write_text(text, encoding="utf-8")
    error = import_fails(core, path)
    assert error.reason == "the number 1e999 is out of range" and error.where.startswith("line ")


# ----- a merge that fails half-way -------------------------------------------------------------------
def test_a_merge_that_fails_half_way_changes_nothing(core, tmp_path, export_text):
    target_dir = tmp_path / "target"
    from app.core.context import WhiziCore

    target = WhiziCore.open(target_dir)
    try:
        # The merge inserts providers, settings and chats first, then messages: refuse one message.
        with target.db.raw() as con:
            con.execute("CREATE TRIGGER refuse_one BEFORE INSERT ON messages WHEN NEW.content = 'I sleep badly since spring' "
                        "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")
        before = dump(target.layout.database)
        path = tmp_path / "export.json"
        path.write_text(export_text, encoding="utf-8")
        with pytest.raises(ImportFailed, match="refused by the test"):
            target.data.import_files(path)
        assert dump(target.layout.database) == before
        assert target.chats.list_visible() == [] and target.settings.get("ui.theme") != "dark"
        with target.db.raw() as con:
            assert con.execute("SELECT count(*) FROM messages").fetchone()[0] == 0
            con.execute("DROP TRIGGER refuse_one")
        # Without the trigger the same file imports whole: the failure really was half-way.
        assert target.data.import_files(path).messages_added > 1
    finally:
        target.close()
