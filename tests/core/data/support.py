"""Helpers for the data tests: a realistic data folder to export, and a dump to compare databases."""
from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from app.core.domain import MessageStatus, ProviderConfig, Role
from tests.support.encrypted_db import connect, use_rows

T0 = datetime(2024, 3, 1, 9, 30, tzinfo=UTC)
SECRET_KEY = "sk-export-never-7f3a9c1e5b"


def ts(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def dump(db_path: Path) -> dict[str, list]:
    """Every row of every table (FTS and its shadow tables included), for before/after checks."""
    con = connect(db_path, read_only=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {name: sorted(map(repr, con.execute(f'SELECT * FROM "{name}"'))) for name in names}
    finally:
        con.close()


def add_facts(core, lines: list[str], *, sources: dict[str, list[str]] | None = None) -> None:
    """Put lines into the saved memory as a facts pass would leave them (with one revision)."""
    now = ts(T0 + timedelta(days=1))
    sources = sources or {}
    with core.db.raw() as con:
        con.execute("BEGIN")
        for position, line in enumerate(lines):
            con.execute("INSERT INTO facts (id, position, text, created_at, updated_at, sources) VALUES (?, ?, ?, ?, ?, ?)",
                        (f"fact{position}", position, line, now, now, json.dumps(sources.get(line, []))))
        con.execute("INSERT INTO fact_revisions (created_at, cause, old_facts, new_facts, chat_id, message_ids, model) "
                    "VALUES (?, 'pass', '[]', ?, NULL, '[]', 'test-memory')",
                    (now, json.dumps([{"id": f"fact{i}", "text": t} for i, t in enumerate(lines)])))
        con.execute("COMMIT")


def set_labels(core, message_id: str, **values) -> None:
    columns = ", ".join(f"{k} = ?" for k in values)
    with core.db.raw() as con:
        con.execute(f"UPDATE messages SET {columns} WHERE id = ?", (*values.values(), message_id))


def populate(core) -> dict:
    """A data folder with what a user accumulates: a provider with a key, settings, chats with
    labels and decisions, remembered messages, a deleted chat kept by the Memory Map, memory."""
    saved, _ = core.providers.save(ProviderConfig(id="", name="Home server", base_url="http://127.0.0.1:11434/v1",
                                                  chat_model="llama3.2", memory_model="qwen2.5",
                                                  embedding_model="nomic-embed-text"), SECRET_KEY)
    core.settings.set("ui.theme", "dark")
    core.settings.set("chat.default_system_prompt", "Answer briefly.")
    core.settings.set("memory.analysis_level", "detailed")

    trip = core.chats.create("Trip to Lisbon", created_at=T0, system_prompt="You are a travel agent.", model="llama3.2")
    core.chats.set_pinned(trip.id, True)
    m1 = core.messages.add(trip.id, Role.USER, "Plan 3 days in Lisbon", created_at=T0 + timedelta(minutes=1))
    m2 = core.messages.add(trip.id, Role.ASSISTANT, "Day 1: Alfama.\n\n```python\nprint('hi')\n```",
                           created_at=T0 + timedelta(minutes=2), model="llama3.2")
    m3 = core.messages.add(trip.id, Role.USER, "My card is 4111 1111 1111 1111, book it",
                           created_at=T0 + timedelta(minutes=3))
    m4 = core.messages.add(trip.id, Role.ASSISTANT, "I can't book", created_at=T0 + timedelta(minutes=4),
                           status=MessageStatus.PARTIAL, model="llama3.2")
    set_labels(core, m1.id, privacy_label="green", privacy_reason=None, privacy_source="model",
               analysed_at=ts(T0 + timedelta(hours=1)), remembered_at=ts(T0 + timedelta(hours=1)))
    set_labels(core, m3.id, privacy_label="red", privacy_reason="payment card number", privacy_source="local",
               analysed_at=ts(T0 + timedelta(hours=1)))
    core.chats.set_analysis_mode(trip.id, __import__("app.core.domain", fromlist=["AnalysisMode"]).AnalysisMode.AUTO)

    health = core.chats.create("Sleep", created_at=T0 + timedelta(days=2))
    h1 = core.messages.add(health.id, Role.USER, "I sleep badly since spring", created_at=T0 + timedelta(days=2, minutes=1))
    h2 = core.messages.add(health.id, Role.ASSISTANT, "Try a fixed wake-up time.", created_at=T0 + timedelta(days=2, minutes=2),
                           error=None)
    set_labels(core, h1.id, privacy_label="yellow", privacy_reason="health", privacy_source="model",
               user_decision="remember", analysed_at=ts(T0 + timedelta(days=2, hours=1)),
               remembered_at=ts(T0 + timedelta(days=2, hours=1)))
    failed = core.chats.create("Offline", created_at=T0 + timedelta(days=3))
    core.messages.add(failed.id, Role.USER, "Are you there?", created_at=T0 + timedelta(days=3, minutes=1))
    core.messages.add(failed.id, Role.ASSISTANT, "", created_at=T0 + timedelta(days=3, minutes=1, seconds=5),
                      status=MessageStatus.ERROR, error="Whizi cannot reach the server.")

    # Deleted after one message was remembered: the Memory Map keeps that message only.
    gone = core.chats.create("Moving house", created_at=T0 + timedelta(days=4))
    g1 = core.messages.add(gone.id, Role.USER, "We move to Gdańsk in June", created_at=T0 + timedelta(days=4, minutes=1))
    core.messages.add(gone.id, Role.ASSISTANT, "Good luck with the move", created_at=T0 + timedelta(days=4, minutes=2))
    set_labels(core, g1.id, privacy_label="green", privacy_source="model", analysed_at=ts(T0 + timedelta(days=4, hours=1)),
               remembered_at=ts(T0 + timedelta(days=4, hours=1)))
    core.chats.mark_deleted(gone.id)
    core.chats.purge(gone.id)

    add_facts(core, ["Name is Ada.", "Lives in Kraków", "Moves to Gdańsk in June"],
              sources={"Moves to Gdańsk in June": [g1.id]})
    return {"provider": saved, "trip": trip, "health": health, "failed": failed, "gone": gone,
            "red_message": m3, "remembered": [m1.id, h1.id, g1.id], "messages": [m1, m2, m3, m4, h1, h2]}


def chats_view(core) -> list[dict]:
    """What a user sees of the chats, deleted ones included (the Memory Map), by id."""
    with core.db.raw() as con:
        use_rows(con)
        try:
            chats = [dict(r) for r in con.execute("SELECT * FROM chats ORDER BY id")]
            for chat in chats:
                chat["messages"] = [
                    {k: v for k, v in dict(r).items() if k not in ("chat_id",)}
                    for r in con.execute("SELECT * FROM messages WHERE chat_id = ? ORDER BY seq", (chat["id"],))]
        finally:
            con.row_factory = None
    return chats


def memory_view(core) -> list[dict]:
    with core.db.raw() as con:
        return [dict(zip(("id", "text", "created_at", "sources"), r))
                for r in con.execute("SELECT id, text, created_at, sources FROM facts ORDER BY position")]
