"""Building the chat-history index in bulk: a real SQLite file, LanceDB in memory and the local
model. A rebuild writes the rows to the database (LanceDB builds its table from them once, when a
search needs it), and a later sync embeds only what changed."""
from __future__ import annotations

import asyncio

import pytest

from app.core.domain import MessageStatus, utcnow
from app.core.memory import embedders
from app.core.memory.history.index import MESSAGES
from tests.support.history import dated_chat, drain, label

WORDS = ("garden train violin harbour recipe invoice glacier lantern orchard pottery telescope "
         "bakery canyon meadow chess kayak sauna marathon pepper quartz").split()


def _bulk_history(core, chats: int, per_chat: int) -> None:
    """`chats` x `per_chat` remembered messages, written straight into SQLite (setup speed)."""
    now = utcnow().isoformat(timespec="microseconds")
    with core.db.raw() as con:
        con.execute("BEGIN")
        for c in range(chats):
            chat_id = f"bulk{c:05d}"
            con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) "
                        "VALUES (?, ?, 0, ?, ?, 'none')", (chat_id, f"Chat {c}", now, now))
            con.executemany(
                "INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, privacy_label, "
                "privacy_source, analysed_at, remembered_at) VALUES (?, ?, ?, ?, ?, ?, 'complete', 'green', "
                "'test', ?, ?)",
                [(f"{chat_id}-{i:03d}", chat_id, i + 1, "user" if i % 2 == 0 else "assistant",
                  f"{WORDS[(c + i) % len(WORDS)]} {WORDS[(c * 7 + i) % len(WORDS)]} note {c} {i}", now, now, now)
                 for i in range(per_chat)])
        con.execute("COMMIT")


@pytest.mark.timeout(600)   # 2,000 embeddings: a minute or more on a busy 2-core machine
def test_rebuilding_2000_messages_makes_a_handful_of_table_versions(core):
    drain(core)
    _bulk_history(core, chats=200, per_chat=10)
    core.history.rebuild()
    drain(core)

    model = core.history.reading_model()
    assert model == embedders.LOCAL_MODEL_ID
    assert core.history.index.count(MESSAGES, model) == 2000
    # The rows went to the database; LanceDB holds nothing until a search needs the table.
    assert not core.history.index.engine_ready(MESSAGES, model)
    found = asyncio.run(core.history.search_messages("quartz pepper note 150"))
    assert found and found[0].chat_id == "bulk00150"
    # Then it is built in memory from the rows in one go: a handful of versions (the data and its
    # indexes), not one per slice of the rebuild or per message.
    table = core.history.index.engine_table(MESSAGES, model)
    assert table.count_rows() == 2000
    assert table.version <= 6, table.version


def test_a_sync_embeds_an_edited_message_again_and_leaves_unchanged_ones_alone(core, monkeypatch):
    drain(core)
    chat, msgs = dated_chat(core, "Trip", [
        ("user", "We booked a cabin near the glacier for March."),
        ("assistant", "Pack crampons and check the avalanche bulletin."),
        ("user", "My sister brings her kayak."),
    ], days_ago=1)
    drain(core)
    model = core.history.reading_model()
    before = core.history.index.vectors(MESSAGES, model, [m.id for m in msgs])

    embedded: list[str] = []
    local = embedders.local_embedder()
    original = local.embed_sync

    def recording(texts, **kwargs):
        embedded.extend(texts)
        return original(texts, **kwargs)
    monkeypatch.setattr(local, "embed_sync", recording)

    edited = "My sister brings her telescope instead."
    core.messages.update_content(msgs[2].id, edited, MessageStatus.COMPLETE)
    label(core, [msgs[2].id])
    core.history.schedule_sync(chat.id)
    drain(core)

    assert embedded == [edited]          # the two unchanged messages were not embedded again
    after = core.history.index.vectors(MESSAGES, model, [m.id for m in msgs])
    for m in msgs[:2]:
        assert (after[m.id] == before[m.id]).all()
    assert not (after[msgs[2].id] == before[msgs[2].id]).all()
    found = asyncio.run(core.history.search_messages("telescope"))
    assert found and found[0].message_id == msgs[2].id
    assert found[0].text == edited
