"""Export and import of Whizi's own JSON: a round trip gives everything back, imports merge and
never overwrite, a second import changes nothing, keys never travel."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from app.core.context import WhiziCore
from app.core.data import ANALYSE_IMPORTED, CancelToken, ImportFailed, TransferCancelled
from app.core.domain import MessageStatus, Role
from app.core.store.settings import DEFAULTS

from .support import SECRET_KEY, T0, add_facts, chats_view, dump, memory_view, populate


@pytest.fixture
def other(tmp_path):
    """A second, fresh data folder (another machine, or after "Delete all data")."""
    c = WhiziCore.open(tmp_path / "fresh")
    yield c
    c.close()


def read_export(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_export_then_import_into_a_fresh_folder_gives_back_chats_memory_and_settings(core, other, tmp_path):
    populate(core)
    path = tmp_path / "whizi-export.json"
    report = core.data.export(path)
    assert (report.chats, report.messages, report.memory_lines) == (4, 9, 3)

    result = other.data.import_files(path)
    assert (result.chats_added, result.messages_added, result.memory_added) == (4, 9, 3)
    assert chats_view(other) == chats_view(core)      # titles, dates, order, labels, decisions, remembered
    assert [f["text"] for f in memory_view(other)] == [f["text"] for f in memory_view(core)]
    assert memory_view(other) == memory_view(core)    # with dates and the messages each line came from
    assert other.settings.all() == core.settings.all()
    assert other.providers.active() == core.providers.active()
    # The sidebar and the Memory Map look the same: the deleted chat is still hidden.
    assert [c.title for c in other.chats.list_visible()] == [c.title for c in core.chats.list_visible()] \
        == ["Trip to Lisbon", "Offline", "Sleep"]


def test_the_file_is_documented_json_with_a_schema_version_and_never_a_key(core, tmp_path, memory_keyring):
    info = populate(core)
    assert SECRET_KEY in memory_keyring.secrets.values()
    path = tmp_path / "export.json"
    core.data.export(path)
    raw = path.read_text(encoding="utf-8")
    assert SECRET_KEY not in raw
    doc = json.loads(raw)
    assert doc["format"] == "whizi-export" and doc["schema_version"] == 1
    assert doc["memory"] == ["Name is Ada.", "Lives in Kraków", "Moves to Gdańsk in June"]
    assert doc["providers"][0]["base_url"] == "http://127.0.0.1:11434/v1"
    assert not any("key" in field for field in doc["providers"][0])
    assert doc["settings"] == {"ui.theme": "dark", "chat.default_system_prompt": "Answer briefly.",
                               "memory.analysis_level": "detailed", "provider.active": info["provider"].id}
    trip = next(c for c in doc["chats"] if c["title"] == "Trip to Lisbon")
    assert trip["pinned"] is True and trip["analysis_mode"] == "auto" and trip["created_at"].startswith("2024-03-01T09:30")
    red = next(m for m in trip["messages"] if m["privacy_label"] == "red")
    assert red["privacy_reason"] == "payment card number" and "4111" in red["content"]
    # The Memory Map's state: the deleted chat with only its remembered message.
    gone = next(c for c in doc["chats"] if c["title"] == "Moving house")
    assert gone["deleted_at"] and [m["content"] for m in gone["messages"]] == ["We move to Gdańsk in June"]
    assert all(m["remembered_at"] for m in gone["messages"])
    assert doc["fact_revisions"][0]["cause"] == "pass"


def test_red_text_can_be_left_out(core, other, tmp_path):
    populate(core)
    path = tmp_path / "shareable.json"
    report = core.data.export(path, leave_out_red=True)
    assert report.red_left_out == 1
    raw = path.read_text(encoding="utf-8")
    assert "4111 1111" not in raw and "Plan 3 days in Lisbon" in raw
    doc = json.loads(raw)
    assert doc["options"] == {"red_text": "left_out"}
    red = [m for c in doc["chats"] for m in c["messages"] if m.get("content_omitted")]
    assert len(red) == 1 and red[0]["content"] == "" and red[0]["privacy_label"] == "red"
    other.data.import_files(path)
    contents = [m["content"] for c in chats_view(other) for m in c["messages"]]
    assert not any("4111 1111" in text for text in contents)


def test_importing_the_same_file_twice_changes_nothing(core, other, tmp_path):
    populate(core)
    path = tmp_path / "export.json"
    core.data.export(path)
    other.data.import_files(path)
    before = dump(other.layout.database)
    again = other.data.import_files(path)
    assert not again.changed_anything and again.summary().startswith("Nothing new")
    assert dump(other.layout.database) == before


def test_import_merges_and_never_overwrites(core, other, tmp_path):
    info = populate(core)
    path = tmp_path / "export.json"
    core.data.export(path)

    # The other folder already has a life of its own, including the same trip chat, edited.
    other.settings.set("ui.theme", "light")
    add_facts(other, ["name is ada", "Likes jazz!"])
    with other.db.raw() as con:
        con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) VALUES (?, ?, 0, ?, ?, 'none')",
                    (info["trip"].id, "My renamed trip", T0.isoformat(), T0.isoformat()))
    mine = other.messages.add(info["trip"].id, Role.USER, "A message only this computer has")
    memory_changes = []
    other.facts.changed.connect(memory_changes.append)   # what Settings → Memory refreshes on
    result = other.data.import_files(path)
    assert [(c.cause.value, c.added) for c in memory_changes] == [("import", ("Lives in Kraków",
                                                                              "Moves to Gdańsk in June"))]

    assert other.settings.get("ui.theme") == "light"                       # not overwritten
    assert other.settings.get("chat.default_system_prompt") == "Answer briefly."  # taken: none of its own
    assert [f["text"] for f in memory_view(other)] == ["name is ada", "Likes jazz!", "Lives in Kraków",
                                                       "Moves to Gdańsk in June"]
    assert result.memory_added == 2
    trip = other.chats.get(info["trip"].id)
    assert trip.title == "My renamed trip"
    texts = [m.content for m in other.messages.list(trip.id)]
    assert texts[0] == "A message only this computer has" and texts[1:] == [m.content for m in info["messages"][:4]]
    assert result.chats_extended == 1 and info["trip"].id in result.chat_ids
    assert other.messages.get(mine.id).content == "A message only this computer has"
    # The memory's history says what the import added.
    revision = other.facts.revisions()[0]
    assert revision.cause.value == "import" and [f.text for f in revision.new_facts][-2:] == ["Lives in Kraków",
                                                                                             "Moves to Gdańsk in June"]
    # Memory history from the file is not mixed into a history that already exists.
    assert any("history of its own" in note for note in result.notes)


def test_a_chat_deleted_here_does_not_come_back(core, other, tmp_path):
    info = populate(core)
    path = tmp_path / "export.json"
    core.data.export(path)
    other.data.import_files(path)
    other.chats.mark_deleted(info["health"].id)
    other.chats.purge(info["health"].id)     # keeps the remembered message only
    before = dump(other.layout.database)
    other.data.import_files(path)
    assert dump(other.layout.database) == before
    assert [m.content for m in other.messages.list(info["health"].id)] == ["I sleep badly since spring"]


def test_settings_in_the_file_are_checked_and_unknown_ones_ignored(core, other, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "whizi-export", "schema_version": 1, "settings": {
        "ui.theme": "dark", "chat.request_timeout_s": 30, "some.future_setting": 1, "provider.api_key": "sk-x"}}))
    other.data.import_files(path)
    assert other.settings.get("ui.theme") == "dark" and other.settings.get("chat.request_timeout_s") == 30.0
    with other.db.raw() as con:
        keys = {r[0] for r in con.execute("SELECT key FROM settings")}
    assert keys <= set(DEFAULTS) and "sk-x" not in str(dump(other.layout.database))


def test_progress_is_reported_and_reaches_the_end(core, other, tmp_path):
    populate(core)
    path = tmp_path / "export.json"
    seen = []
    core.data.export(path, progress=seen.append)
    assert seen[0].stage == "export" and seen[-1].done == seen[-1].total == 9
    assert [p.done for p in seen] == sorted(p.done for p in seen)
    seen.clear()
    other.data.import_files(path, progress=seen.append)
    reads = [p for p in seen if p.stage == "read"]
    assert reads[-1].done == reads[-1].total == path.stat().st_size
    assert seen[-1].stage == "merge"


def test_cancelled_export_leaves_no_file_and_cancelled_import_changes_nothing(core, other, tmp_path):
    populate(core)
    path = tmp_path / "export.json"
    token = CancelToken()
    # The user presses Cancel as soon as the progress bar appears.
    with pytest.raises(TransferCancelled):
        core.data.export(path, progress=lambda _p: token.cancel(), cancel=token)
    assert list(tmp_path.glob("export.json*")) == []

    core.data.export(path)
    before = dump(other.layout.database)
    token = CancelToken()
    with pytest.raises(TransferCancelled):
        other.data.import_files(path, progress=lambda p: token.cancel() if p.stage == "merge" else None, cancel=token)
    assert dump(other.layout.database) == before
    assert list((other.layout.root / "tmp").iterdir()) == []   # the staging file is gone too


def test_imported_chats_are_handed_to_memory_analysis_per_the_settings(core, other, tmp_path):
    populate(core)
    path = tmp_path / "export.json"
    core.data.export(path)
    announced = []
    other.data.imported.connect(announced.append)
    other.data.import_files(path)
    assert len(announced) == 1 and len(announced[0].chat_ids) == 4
    # Manual mode: only the chat whose own mode is automatic (carried in the file) is analysed.
    assert other.jobs.pending(ANALYSE_IMPORTED) == 1
    with other.db.raw() as con:
        payload = json.loads(con.execute("SELECT payload FROM jobs WHERE kind = ?", (ANALYSE_IMPORTED,)).fetchone()[0])
    assert [other.chats.get(c).title for c in payload["chat_ids"]] == ["Trip to Lisbon"]


def test_export_reads_a_consistent_snapshot_while_the_app_writes(core, tmp_path):
    """The export runs in a worker thread while the chat keeps writing; the file stays valid."""
    populate(core)
    chat = core.chats.create("Busy")
    path = tmp_path / "export.json"
    errors = []

    def export():
        try:
            core.data.export(path)
        except Exception as exc:  # reported below
            errors.append(exc)

    worker = threading.Thread(target=export)
    worker.start()
    for i in range(50):
        core.messages.add(chat.id, Role.USER, f"written during the export {i}")
    worker.join()
    assert not errors
    doc = read_export(path)
    busy = next(c for c in doc["chats"] if c["title"] == "Busy")
    assert [m["content"] for m in busy["messages"]] == [f"written during the export {i}" for i in range(len(busy["messages"]))]


@pytest.mark.parametrize("leave_out_red", [False, True])
def test_the_export_matches_the_published_json_schema(core, tmp_path, leave_out_red):
    import jsonschema

    from app.core.paths import resource_path

    schema = json.loads(resource_path("schemas", "whizi-export.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    populate(core)
    path = tmp_path / "export.json"
    core.data.export(path, leave_out_red=leave_out_red)
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
              for e in jsonschema.Draft202012Validator(schema).iter_errors(read_export(path))]
    assert errors == []
    # And the schema is not a rubber stamp: a key in a provider is refused.
    doc = read_export(path)
    doc["providers"][0]["api_key"] = "sk-x"
    assert not jsonschema.Draft202012Validator(schema).is_valid(doc)


def test_text_sqlite_cannot_store_is_cleaned_not_refused(other, tmp_path):
    """NUL characters and lone surrogates (legal in JSON escapes) would break SQLite: they go."""
    doc = {"format": "whizi-export", "schema_version": 1, "memory": ["likes tea\ud800"],
           "settings": {"chat.default_system_prompt": "brief\u0000ly"},
           "chats": [{"id": "c1", "title": "odd \udfff title", "created_at": "2024-01-01T00:00:00Z",
                      "messages": [{"id": "m1", "role": "user", "content": "a\u0000b\ud800c",
                                    "created_at": "2024-01-01T00:00:00Z"}]}]}
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    other.data.import_files(path)
    assert [m.content for m in other.messages.list("c1")] == ["ab?c"]
    assert other.chats.get("c1").title == "odd ? title"
    assert other.settings.get("chat.default_system_prompt") == "briefly"
    assert [f["text"] for f in memory_view(other)] == ["likes tea?"]


def test_the_export_is_private_to_the_user_and_crash_leftovers_are_removed(core, tmp_path, data_dir):
    import os
    import stat

    populate(core)
    path = tmp_path / "export.json"
    core.data.export(path)
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    # An import interrupted by a crash left its scratch file: the next start removes it.
    leftover = core.layout.root / "tmp" / "import-0123.sqlite"
    leftover.parent.mkdir(exist_ok=True)
    leftover.write_bytes(b"text of an interrupted import")
    core.close()
    reopened = WhiziCore.open(data_dir)
    try:
        assert not leftover.exists()
    finally:
        reopened.close()


def test_chat_summaries_travel_with_their_chats(core, other, tmp_path):
    """Sections of memory layers (here chat-history retrieval's summaries) are exported when their
    table exists, merged by key, and left out when their chat is not there."""
    info = populate(core)
    with core.db.raw() as con:
        for chat, text in ((info["trip"], "Planning three days in Lisbon."), (info["health"], "Sleeps badly.")):
            con.execute("INSERT INTO chat_summaries (chat_id, summary, message_ids, source_hash, first_message_at, "
                        "last_message_at, model, created_at, updated_at) VALUES (?, ?, '[]', 'h', ?, ?, 'm', ?, ?)",
                        (chat.id, text, T0.isoformat(), T0.isoformat(), T0.isoformat(), T0.isoformat()))
    path = tmp_path / "export.json"
    report = core.data.export(path)
    # A section appears once its table exists: insights exist, but this history has none yet.
    assert "summaries" in report.sections and read_export(path).get("insights", []) == []
    assert sorted(s["summary"] for s in read_export(path)["summaries"]) == ["Planning three days in Lisbon.", "Sleeps badly."]

    doc = read_export(path)
    doc["summaries"].append(dict(doc["summaries"][0], chat_id="no-such-chat", summary="orphan"))
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = other.data.import_files(path)
    assert result.rows_added["summaries"] == 2
    with other.db.raw() as con:
        rows = sorted(con.execute("SELECT chat_id, summary FROM chat_summaries").fetchall())
    assert rows == sorted([(info["trip"].id, "Planning three days in Lisbon."), (info["health"].id, "Sleeps badly.")])
    assert other.data.import_files(path).rows_added["summaries"] == 0


def test_import_that_overflows_the_memory_budget_is_brought_back_under_it(tmp_path):
    """Merged lines come in with the import's transaction; the list is fitted right after."""
    import asyncio
    import json as _json

    from app.core.context import WhiziCore
    from app.core.memory.facts.model import MAX_TOKENS

    source = WhiziCore.open(tmp_path / "a")
    lines = [f"Knows the regional dish number {i} and how to cook it at home well" for i in range(400)]
    with source.db.raw() as con:
        for i, line in enumerate(lines):
            con.execute("INSERT INTO facts (id, position, text, created_at, updated_at) VALUES (?, ?, ?, "
                        "'2026-01-01T00:00:00.000000+00:00', '2026-01-01T00:00:00.000000+00:00')",
                        (f"f{i}", i, line))
    out = tmp_path / "export.json"
    source.data.export(out)
    source.close()
    assert len(_json.loads(out.read_text())["memory"]) == 400

    target = WhiziCore.open(tmp_path / "b")
    try:
        target.data.import_files(out)
        asyncio.run(target.runner.run_until_idle())
        assert 0 < target.facts.tokens() <= MAX_TOKENS
    finally:
        target.close()


def test_a_failed_replys_error_code_travels_and_a_file_without_one_still_imports(core, other, tmp_path):
    chat = core.chats.create("Failed", created_at=T0)
    reply = core.messages.add(chat.id, Role.ASSISTANT, "", created_at=T0)
    core.messages.update_content(reply.id, "", MessageStatus.ERROR, "h:1 had a server error (HTTP 502). Try again.",
                                 error_code="provider.server", error_params={"host": "h:1", "status": 502})
    path = tmp_path / "export.json"
    core.data.export(path)
    [written] = [m for c in read_export(path)["chats"] for m in c["messages"] if m["id"] == reply.id]
    assert written["error_code"] == "provider.server"

    other.data.import_files(path)
    back = other.messages.get(reply.id)
    assert (back.error, back.error_code, back.error_params) == (
        "h:1 had a server error (HTTP 502). Try again.", "provider.server", {"host": "h:1", "status": 502})

    # A file written before error codes has only the sentence: it imports, with no code.
    doc = read_export(path)
    for chat_doc in doc["chats"]:
        for message in chat_doc["messages"]:
            message.pop("error_code", None)
            message.pop("error_params", None)
            message["id"] += "-old"
        chat_doc["id"] += "-old"
    old_path = tmp_path / "before-codes.json"
    old_path.write_text(json.dumps(doc), encoding="utf-8")
    other.data.import_files(old_path)
    old = other.messages.get(reply.id + "-old")
    assert (old.error, old.error_code, old.error_params) == ("h:1 had a server error (HTTP 502). Try again.", None, None)


def test_an_edited_and_resent_message_keeps_its_edited_mark_through_export_and_import(core, other, tmp_path):
    """The transcript says "· edited" after such a message's time (schema 11's messages.edited_at):
    a backup restored on another computer says it too, and a file from before the mark imports
    without one."""
    from datetime import timedelta

    chat = core.chats.create("Edited", created_at=T0)
    question = core.messages.add(chat.id, Role.USER, "Plan 4 days in Porto", created_at=T0)
    plain = core.messages.add(chat.id, Role.USER, "And Lisbon?", created_at=T0 + timedelta(minutes=2))
    edited_when = T0 + timedelta(minutes=1)
    core.messages.update_content(question.id, "Plan 4 days in Porto", MessageStatus.COMPLETE, None,
                                 edited_at=edited_when)
    path = tmp_path / "export.json"
    core.data.export(path)
    written = {m["id"]: m for c in read_export(path)["chats"] for m in c["messages"]}
    assert written[question.id]["edited_at"].startswith("2024-03-01T09:31:00")
    assert written[plain.id].get("edited_at") is None
    import jsonschema

    from app.core.paths import resource_path

    published = json.loads(resource_path("schemas", "whizi-export.schema.json").read_text(encoding="utf-8"))
    assert jsonschema.Draft202012Validator(published).is_valid(read_export(path))
    assert "edited_at" in published["$defs"]["message"]["properties"]   # documented, not a stray extra

    other.data.import_files(path)
    assert other.messages.get(question.id).edited_at == edited_when
    assert other.messages.get(plain.id).edited_at is None

    # A file written before the mark existed imports, unmarked.
    doc = read_export(path)
    for chat_doc in doc["chats"]:
        chat_doc["id"] += "-old"
        for message in chat_doc["messages"]:
            message.pop("edited_at", None)
            message["id"] += "-old"
    old_path = tmp_path / "before-edits.json"
    old_path.write_text(json.dumps(doc), encoding="utf-8")
    other.data.import_files(old_path)
    assert other.messages.get(question.id + "-old").edited_at is None

    # Like every date in the file: any offset comes in as UTC, and one that is not a date refuses
    # the file with the place named (it used to be stored as written, and the chat could not be opened).
    def one_message(name: str, edited_at: str) -> Path:
        doc = {"format": "whizi-export", "schema_version": 1, "chats": [{
            "id": f"chat-{name}", "created_at": "2024-03-01T09:30:00Z", "messages": [{
                "id": f"msg-{name}", "role": "user", "content": "hi", "created_at": "2024-03-01T09:30:00Z",
                "edited_at": edited_at}]}]}
        file = tmp_path / f"{name}.json"
        file.write_text(json.dumps(doc), encoding="utf-8")
        return file

    other.data.import_files(one_message("warsaw", "2024-03-01T11:31:00+02:00"))
    with other.db.raw() as con:
        [stored] = con.execute("SELECT edited_at FROM messages WHERE id = 'msg-warsaw'").fetchone()
    assert stored == "2024-03-01T09:31:00.000000+00:00"
    with pytest.raises(ImportFailed, match="edited_at"):
        other.data.import_files(one_message("junk", "last Tuesday"))
    assert other.chats.get("chat-junk") is None
    assert [m.content for m in other.messages.list(question.chat_id)] == ["Plan 4 days in Porto", "And Lisbon?"]
