"""Helpers for chat-history tests: dated chats, remembered messages, draining jobs, byte scans."""
from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import text

from app.core.domain import Role, utcnow


def drain(core) -> int:
    """Run every due job, including those that become due as others finish."""
    async def run() -> int:
        total = 0
        while True:
            count = await core.runner.run_until_idle()
            if not count:
                return total
            total += count
    return asyncio.run(run())


def label(core, message_ids, value: str = "green") -> None:
    """What the privacy classifier writes for a message: green ones are remembered."""
    remembered = "created_at" if value == "green" else "NULL"
    with core.db.session() as s:
        for mid in message_ids:
            s.execute(text(f"UPDATE messages SET privacy_label = :l, privacy_source = 'test', "
                           f"analysed_at = created_at, remembered_at = {remembered} WHERE id = :id"),
                      {"l": value, "id": mid})


def dated_chat(core, title: str, turns: list[tuple[str, str]], *, days_ago: float,
               remembered: bool = True, now: datetime | None = None):
    """A chat whose messages were written `days_ago`; turns are (role, text). Returns (chat, messages)."""
    at = (now or utcnow()) - timedelta(days=days_ago)
    chat = core.chats.create(title, created_at=at)
    messages = []
    for i, (role, content) in enumerate(turns):
        messages.append(core.messages.add(chat.id, Role(role), content, created_at=at + timedelta(seconds=i)))
    if remembered:
        label(core, [m.id for m in messages])
    core.history.schedule_sync(chat.id)
    return chat, messages


def files_containing(folder: Path, needle: bytes) -> list[Path]:
    hits = []
    for path in Path(folder).rglob("*"):
        if path.is_file():
            try:
                if needle in path.read_bytes():
                    hits.append(path)
            except OSError:
                continue
    return hits


def system_messages(request) -> list[str]:
    return [m["content"] for m in request.messages if m.get("role") == "system"]
