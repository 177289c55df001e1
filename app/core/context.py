"""WhiziCore: everything a data folder needs, wired once, for the GUI, the CLI and scripts.

    core = WhiziCore.open("/path/to/data")
    chat = core.chat.new_chat()
    reply = asyncio.run(core.chat.send(chat.id, "Hello"))

The composition root: the storage and chat parts are built here; each memory feature declares
what it requires and what it can use (`FEATURE` next to its service, see app/core/features.py)
and is built in the order those declarations give. Every service is a typed attribute of the
class. The lifecycle is here too: open, close, and "delete all data" (close, seal, reopen).
"""
from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from app.core import lifecycle
from app.core.chat import ChatService
from app.core.data import FEATURE as DATA
from app.core.data.service import DataService
from app.core.features import Feature, FeatureError, build_order, connect_optional
from app.core.instance_lock import InstanceLock
from app.core.jobs import Job, JobQueue, JobRunner
from app.core.logs import setup_logging
from app.core.memory.facts.service import FEATURE as FACTS
from app.core.memory.facts.service import FactsService
from app.core.memory.history.service import FEATURE as HISTORY
from app.core.memory.history.service import HistoryService
from app.core.memory.insights.service import FEATURE as INSIGHTS
from app.core.memory.insights.service import InsightsService
from app.core.memory.memory_map.service import FEATURE as MEMORY_MAP
from app.core.memory.memory_map.service import MemoryMapService
from app.core.memory.policy import MemoryPolicy
from app.core.memory.privacy.service import FEATURE as PRIVACY
from app.core.memory.privacy.service import PrivacyService
from app.core.paths import DataLayout, prepare_data_dir, resolve_data_dir
from app.core.providers.manager import ProviderManager
from app.core.providers.secrets import KeyStore
from app.core.startup_settings import keep_in_step
from app.core.store import encryption
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.encrypt_folder import recover as recover_encryption
from app.core.store.messages import MessageRepository
from app.core.store.providers import ProviderRepository
from app.core.store.search import SearchRepository
from app.core.store.settings import SettingsRepository

log = logging.getLogger(__name__)

PURGE_CHAT = "purge_chat"
# The memory features, in the order of declaration (kept among features free to go in any order,
# so listeners run in the same order on every start); the build order is computed from what each
# requires. Privacy is first: it labels messages, and every layer after it learns only what it allows.
FEATURES: tuple[Feature, ...] = (PRIVACY, FACTS, DATA, HISTORY, INSIGHTS, MEMORY_MAP)
# How long "delete all data" waits for replies being streamed to stop.
STOP_REPLIES_S = 5

class WhiziCore:
    # The memory features' services, built from FEATURES (each name is a Feature's `name`).
    privacy: PrivacyService
    facts: FactsService
    data: DataService
    history: HistoryService
    insights: InsightsService
    memory_map: MemoryMapService

    def __init__(self, layout: DataLayout, db: Database, lock: InstanceLock | None, keys: KeyStore | None = None) -> None:
        self.layout = layout
        self.db = db
        self._lock = lock
        self.keys: KeyStore = keys or KeyStore()
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
        self._build_features()
        keep_in_step(self.settings, layout.root)   # the theme and language for the next start's first frame

    @property
    def encryption(self) -> encryption.EncryptionStatus:
        """Whether the folder is encrypted and where its key is kept (#17)."""
        return encryption.status(self.layout.root)

    def _build_features(self) -> None:
        """Each feature after the ones it requires; each optional pair is connected once both exist.
        Every attribute declared above is built, so none of them is ever missing."""
        declared = {f.name: f for f in FEATURES}
        if set(declared) != set(WhiziCore.__annotations__):
            raise FeatureError(f"the features {sorted(declared)} and the services WhiziCore declares "
                               f"{sorted(WhiziCore.__annotations__)} differ")
        built: dict[str, object] = {}
        for feature in build_order(FEATURES):
            service = feature.build(self)
            setattr(self, feature.name, service)
            connect_optional(built, feature, service, declared)
            built[feature.name] = service

    def warm_memory(self) -> None:
        """Blocking, for a worker thread once the app is up: load what the memory readers need,
        so the first reply after a start gets its memory blocks on time."""
        self.facts.reader.warm()
        self.history.reader.warm()

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, passphrase: str | None = None, key: bytes | None = None,
             lock: bool = True, keys: KeyStore | None = None) -> WhiziCore:
        """Open (creating if needed) a data folder. A new folder is encrypted (#17): its key goes to
        the keyring when there is a usable one, else it is wrapped by `passphrase`; an encrypted
        folder is unlocked by the keyring, else by `passphrase`; a plain folder of an older Whizi
        opens as it is. Raises DataDirError, AlreadyRunning, CorruptDatabase, NewerSchema,
        StorageUnavailable, NoKeyStore, PassphraseNeeded, WrongPassphrase or KeyMissing with a
        message for the user; none of them changes the folder. `key` is the folder's data key as
        encryption.unlock returned it (the unlock dialog has just derived it from the passphrase in a
        worker): given, it is used instead of deriving it again on this thread."""
        layout = prepare_data_dir(resolve_data_dir(data_dir))
        # An encrypted folder is unlocked before the lock is taken: unlocking only reads, so a
        # wrong passphrase leaves every file as it was, the lock file too.
        encrypted = encryption.status(layout.root).encrypted
        early = (key if key is not None else encryption.unlock(layout.root, passphrase)) if encrypted else None
        instance = InstanceLock(layout.lock).acquire() if lock else None
        try:
            if instance is not None:   # an interrupted "encrypt my data" is finished or rolled back
                recover_encryption(layout.root)
            key = early if early is not None else encryption.key_for_open(layout.root, layout.database, passphrase)
            db = Database(layout.database, key=key)
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

    # ----- lifecycle ----------------------------------------------------------------------------
    @staticmethod
    def _fresh_key(root: Path, old: bytes | None) -> bytes | None:
        """The key of the empty database "delete all data" leaves. The old keyring entry and
        encryption.json go with the data and a new key is made in the keyring; only a folder whose
        key is kept by a passphrase alone, with no keyring to move to, keeps its encryption.json
        (the passphrase the user chose still opens the new, empty database)."""
        if old is None:
            return None   # a plain folder of an older Whizi stays plain (its migration is a choice)
        if encryption.keyring_usable():
            encryption.forget(root)
            return encryption.create_key(root, passphrase=None, use_keyring=True)
        return old

    def close(self) -> None:
        self.db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    async def delete_all_data(self) -> WhiziCore:
        """Erase everything of the user's in this folder: the database, the search indexes, caches,
        logs and the API keys; returns a fresh core on the same folder. This core is unusable
        afterwards (sealed). Features holding files of their own close them on
        `data.before_delete_all`."""
        self.data.before_delete_all.emit(None)
        pending = self.chat.stop_all()
        if pending:
            await asyncio.wait(pending, timeout=STOP_REPLIES_S)
        await self.runner.stop()

        keys = self.keys
        provider_ids = {p.id for p in self.providers.repo.list()}
        provider_ids |= keys.session_only_ids()   # keys typed this session, saved nowhere else
        for provider_id in provider_ids:
            keys.delete(provider_id)

        layout = self.layout
        # Keep holding the folder while it is emptied, so no second Whizi opens it half-deleted.
        lock, self._lock = self._lock, None
        self.close()
        lifecycle.seal(self.db)
        had_logs = bool(lifecycle.detach_file_logs(layout.root))

        await asyncio.to_thread(lifecycle.erase_owned, layout.root)
        key = self._fresh_key(layout.root, self.db.key)
        log.info("all data deleted")
        try:
            fresh = WhiziCore(layout, Database(layout.database, key=key), lock, keys)
        except Exception:
            if lock is not None:
                lock.release()
            raise
        if had_logs:
            setup_logging(layout.logs)
        return fresh
