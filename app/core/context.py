"""WhiziCore: everything a data folder needs, wired once, for the GUI, the CLI and scripts.

    core = WhiziCore.open("/path/to/data")
    chat = core.chat.new_chat()
    reply = asyncio.run(core.chat.send(chat.id, "Hello"))
"""
from __future__ import annotations

import logging
from pathlib import Path

from app.core.chat import ChatService
from app.core.instance_lock import InstanceLock
from app.core.jobs import Job, JobQueue, JobRunner
from app.core.memory.policy import MemoryPolicy
from app.core.paths import DataLayout, prepare_data_dir, resolve_data_dir
from app.core.providers.manager import ProviderManager
from app.core.providers.secrets import KeyStore
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.messages import MessageRepository
from app.core.store.providers import ProviderRepository
from app.core.store.search import SearchRepository
from app.core.store.settings import SettingsRepository

log = logging.getLogger(__name__)

PURGE_CHAT = "purge_chat"


class WhiziCore:
    def __init__(self, layout: DataLayout, db: Database, lock: InstanceLock | None, keys: KeyStore | None = None) -> None:
        self.layout = layout
        self.db = db
        self._lock = lock
        self.keys = keys or KeyStore()
        self.chats = ChatRepository(db)
        self.messages = MessageRepository(db)
        self.settings = SettingsRepository(db)
        self.search = SearchRepository(db)
        self.providers = ProviderManager(ProviderRepository(db), self.settings, self.keys)
        self.jobs = JobQueue(db)
        self.runner = JobRunner(self.jobs)
        self.chat = ChatService(self.chats, self.messages, self.settings, self.providers)
        self.policy = MemoryPolicy(self.chats, self.settings)
        self.runner.register(PURGE_CHAT, self._purge_chat)
        # ----- memory features plug in below (each: services, job handlers, readers) -----
        # Privacy first: it labels messages, and every layer after it learns only what it allows.
        from app.core.memory.privacy.service import install_privacy
        install_privacy(self)
        # Saved memory (the facts list): passes as jobs, the reader (order 10), `self.facts`.
        from app.core.memory.facts.service import install_facts
        install_facts(self)
        # Your data: export, import (Whizi and ChatGPT), delete everything: `self.data`.
        from app.core.data import install_data
        install_data(self)
        # Reference chat history: session history (order 30) and retrieval (40), `self.history`.
        from app.core.memory.history.service import install_history
        install_history(self)
        # User insights: topics clustered from remembered messages, as a weekly job, the reader
        # (order 20) and `self.insights` (after facts, data and history, whose events it uses).
        from app.core.memory.insights.service import install_insights
        install_insights(self)
        # The Memory Map: dialogues with remembered messages, and "Do not remember" with its facts
        # rewrite (after privacy, facts and history, which it calls): `self.memory_map`.
        from app.core.memory.memory_map.service import install_memory_map
        install_memory_map(self)

    def warm_memory(self) -> None:
        """Blocking, for a worker thread once the app is up: load what the memory readers need,
        so the first reply after a start gets its memory blocks on time."""
        self.facts.reader.warm()
        reader = getattr(self.history, "reader", None)
        if reader is not None:
            reader.warm()

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, lock: bool = True, keys: KeyStore | None = None) -> "WhiziCore":
        """Open (creating if needed) a data folder. Raises DataDirError, AlreadyRunning,
        CorruptDatabase, NewerSchema or StorageUnavailable with a message for the user."""
        layout = prepare_data_dir(resolve_data_dir(data_dir))
        instance = InstanceLock(layout.lock).acquire() if lock else None
        try:
            db = Database(layout.database)
        except Exception:
            if instance is not None:
                instance.release()
            raise
        core = cls(layout, db, instance, keys)
        recovered = core.messages.recover_interrupted()
        if recovered:
            log.info("kept %d interrupted replies as partial", recovered)
        core.jobs.recover()
        return core

    # ----- deleting chats, with undo -----------------------------------------------------------
    def delete_chat(self, chat_id: str) -> None:
        """Hide the chat now; its text is physically removed when the undo window closes."""
        self.chat.stop(chat_id)
        self.chats.mark_deleted(chat_id)
        delay = float(self.settings.get("ui.delete_undo_s"))
        self.jobs.enqueue(PURGE_CHAT, {"chat_id": chat_id}, dedupe_key=f"purge:{chat_id}", delay_s=delay)

    def undo_delete_chat(self, chat_id: str) -> None:
        self.jobs.cancel(f"purge:{chat_id}")
        self.chats.restore(chat_id)

    async def _purge_chat(self, job: Job) -> None:
        self.chats.purge(job.payload["chat_id"])

    def close(self) -> None:
        self.db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None
