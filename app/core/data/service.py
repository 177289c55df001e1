"""`core.data`: export, import (Whizi exports and ChatGPT's), delete all data.

The blocking work (`export`, `import_files`) runs on the calling thread and reports progress
through a callback; the GUI hands it to a worker (Operations), and what it announces reaches the
listeners on the event loop (app/core/events.py). Nothing here imports Qt.
"""
from __future__ import annotations

import logging
import os
import re
import zipfile
import zlib
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING

from app.core.data.errors import ImportFailed
from app.core.data.exporter import ExportReport, export_data
from app.core.data.folder import DataFolder
from app.core.data.progress import CancelToken, ProgressFn, Reporter
from app.core.data.staging import ImportReport, Staging
from app.core.errors import Said
from app.core.events import Event
from app.core.jobs import JobQueue
from app.core.memory.policy import MemoryPolicy
from app.core.paths import DataLayout
from app.core.store.chats import ChatRepository
from app.core.store.db import DRIVER_DATABASE_ERRORS, FILE_OR_DRIVER_ERRORS, Database
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.data.chatgpt import ChatGPTReading
    from app.core.memory.facts.service import FactsService
    from app.core.memory.privacy.service import PrivacyService

log = logging.getLogger(__name__)

# Enqueued after an import when the privacy analysis is installed: payload {"chat_ids": [...]},
# only chats that memory analyses under the current settings. Its handler passes them on.
ANALYSE_IMPORTED = "analyse_imported"
FORMATS = ("auto", "whizi", "chatgpt")
# The most a zip member may inflate to. A real conversations.json of years of daily use is a few
# hundred MB; a small zip that inflates far beyond this is a zip bomb, not an export.
MAX_ZIP_MEMBER_BYTES = 4 << 30
# A Whizi export starts with "format"; a single ChatGPT conversation with any of these keys.
_WHIZI_START = re.compile(rb'^\{\s*"(format|schema_version)"')
_CHATGPT_KEYS = re.compile(rb'"(mapping|current_node|conversation_id)"\s*:')


class DataService:
    def __init__(self, layout: DataLayout, db: Database, chats: ChatRepository, policy: MemoryPolicy, jobs: JobQueue,
                 *, reset: Callable[[], Awaitable[WhiziCore]], settings: SettingsRepository | None = None) -> None:
        self.layout = layout
        self.settings = settings  # an import's settings are announced on its change event
        self.db = db
        self.chats = chats
        self.policy = policy
        self.jobs = jobs
        self._folder = DataFolder(layout, db)
        self._reset = reset       # the core's "delete all data": the lifecycle is the core's
        # Optional features, set when they are built (app/core/data/__init__.py declares them).
        self.privacy: PrivacyService | None = None
        self.facts: FactsService | None = None
        self.imported: Event[ImportReport] = Event()     # after a successful import, on the loop
        self.exported: Event[ExportReport] = Event()
        self.before_delete_all: Event[None] = Event()   # features close their files here

    # ----- export -------------------------------------------------------------------------------
    def export(self, path: str | os.PathLike, *, leave_out_red: bool = False, progress: ProgressFn | None = None,
               cancel: CancelToken | None = None) -> ExportReport:
        result = export_data(self._folder, path, leave_out_red=leave_out_red, progress=progress, cancel=cancel)
        log.info("exported %d chats, %d messages", result.chats, result.messages)
        self.exported.emit(result)
        return result

    # ----- import -------------------------------------------------------------------------------
    def import_files(self, paths: Sequence[str | os.PathLike] | str | os.PathLike, *, format: str = "auto",
                     progress: ProgressFn | None = None, cancel: CancelToken | None = None,
                     announce: bool = True) -> ImportReport:
        """Merge one Whizi export, or ChatGPT export files (json, zip or a folder), into this
        database in one transaction. Raises ImportFailed (nothing changed) or TransferCancelled."""
        report = self._import(paths, format, progress, cancel)
        if announce:
            self._announce(report)
        return report

    def _import(self, paths, fmt: str, progress, cancel) -> ImportReport:
        if fmt not in FORMATS:
            raise ValueError(f"format must be one of {FORMATS}")
        if isinstance(paths, (str, os.PathLike)):
            paths = [paths]
        sources = _sources([Path(p) for p in paths], fmt)
        kinds = {kind for kind, *_ in sources}
        if "whizi" in kinds and len(sources) > 1:
            raise ImportFailed("", "import one Whizi export at a time (several files are only for ChatGPT's split export)")
        reporter = Reporter(progress, cancel)
        try:
            staging = Staging(self._folder, duplicates="skip" if kinds == {"chatgpt"} else "error")
        except FILE_OR_DRIVER_ERRORS as exc:
            raise ImportFailed("", f"Whizi cannot write its scratch file in {self.layout.root} ({exc})") from exc
        from app.core.data.chatgpt import ChatGPTReading  # the readers load when used (start-up, #15)

        reading = ChatGPTReading()
        try:
            notes = self._stage(sources, staging, reporter, reading)
            if "chatgpt" in kinds and not reading.read and reading.skipped:
                raise ImportFailed("", f"no conversation in it could be read. {notes[0]}")
            reporter("merge", 0, 0, "items", force=True)
            settings = self.settings
            before = settings.all() if settings is not None else None
            try:
                report = staging.merge("chatgpt" if kinds == {"chatgpt"} else "whizi")
            except DRIVER_DATABASE_ERRORS as exc:
                raise ImportFailed("", f"the database refused the imported data ({exc})") from exc
            if settings is not None and before is not None and report.settings_added:
                settings.announce_changes(before)
        finally:
            staging.discard()
        if "chatgpt" in kinds:
            report.conversations_read = reading.read
        if report.messages_replaced:
            self.db.scrub()   # the left branch's text leaves the file, not only the view
        report.notes.extend(notes)
        log.info("imported %d chats, %d messages, %d memory lines", report.chats_added, report.messages_added,
                 report.memory_added)
        return report

    def _stage(self, sources, staging: Staging, reporter: Reporter, reading: ChatGPTReading) -> list[str]:
        from app.core.data.chatgpt import stage_chatgpt_file
        from app.core.data.jsonstream import JsonReader, JsonSyntaxError
        from app.core.data.whizi_import import stage_whizi_export

        total = sum(size for *_, size in sources)
        done_before = 0
        notes: list[str] = []
        reporter("read", 0, total, "bytes", force=True)
        for kind, opener, label, size in sources:
            with ExitStack() as stack:
                try:
                    stream = stack.enter_context(opener())
                except (OSError, zipfile.BadZipFile, zlib.error) as exc:
                    raise ImportFailed("", f"cannot read the file ({getattr(exc, 'strerror', None) or exc})", file=label) from exc
                reader = JsonReader(stream)

                def tick(reader=reader, base=done_before) -> None:
                    reporter("read", base + reader.bytes_read, total, "bytes")

                try:
                    if kind == "whizi":
                        notes += stage_whizi_export(reader, staging, tick)
                    else:
                        stage_chatgpt_file(reader, staging, tick, label or "", reading)
                    staging.flush()
                except JsonSyntaxError as exc:
                    where = f"line {exc.line}, column {exc.column}" if exc.line else str(exc).split(":")[0]
                    raise ImportFailed(where, exc.reason, file=label) from None
                except ImportFailed as exc:
                    if exc.file is None and label:
                        raise ImportFailed(exc.where, exc.reason, file=label) from None
                    raise
                except (OSError, zipfile.BadZipFile, EOFError, zlib.error) as exc:
                    raise ImportFailed("", f"cannot read the file ({exc})", file=label) from exc
            done_before += size
            reporter("read", done_before, total, "bytes", force=True)
        notes[:0] = reading.notes()
        if staging.skipped_duplicates:
            notes.append(Said("import.duplicates", count=staging.skipped_duplicates))
        return notes

    def _announce(self, report: ImportReport) -> None:
        self.imported.emit(report)
        if report.memory_added:
            self._announce_memory()
        if not report.chat_ids or self.privacy is None:
            return
        # Only the chats memory analyses under the current settings (global automatic mode, or
        # the chat's own mode carried in a Whizi export); the others wait for the user's click.
        chats = (self.chats.get(chat_id) for chat_id in report.chat_ids)
        analysed = [c.id for c in chats if c is not None and not c.is_deleted and self.policy.chat_is_analysed(c)]
        if analysed:
            self.jobs.enqueue(ANALYSE_IMPORTED, {"chat_ids": analysed})

    def handover_pending(self) -> bool:
        """Imported chats are still waiting to be handed to the privacy analysis."""
        return bool(self.jobs.pending(ANALYSE_IMPORTED))

    def _announce_memory(self) -> None:
        """Saved memory changed under the facts service: say so the way it does (what shows the
        list refreshes)."""
        if self.facts is not None:
            self.facts.announce_import()

    async def analyse_imported(self, job) -> None:
        """Job handler: hand the imported chats to the privacy analysis (idempotent: it dedupes)."""
        privacy = self.privacy
        if privacy is None:
            return
        if self.policy.settings_now().automatic:
            privacy.schedule_backfill()
            return
        for chat_id in job.payload.get("chat_ids", []):
            chat = self.chats.get(chat_id)
            if chat is not None and not chat.is_deleted and self.policy.chat_is_analysed(chat):
                privacy.analyse_chat_now(chat_id)

    # ----- delete everything ----------------------------------------------------------------------
    async def delete_all(self) -> WhiziCore:
        """Erase the data folder's contents and keys; returns the fresh core that replaces this one
        (WhiziCore.delete_all_data does it: closing and reopening the core is the core's)."""
        return await self._reset()


def _sources(paths: list[Path], fmt: str) -> list[tuple[str, object, str | None, int]]:
    """(kind, open() -> binary stream, label for messages, size in bytes) for each file to read."""
    from app.core.data.chatgpt import iter_split_names

    if not paths:
        raise ImportFailed("", "no file was chosen")
    many = len(paths) > 1
    sources = []
    for path in paths:
        label = path.name if many else None
        if path.is_dir():
            names = [p.relative_to(path).as_posix() for p in sorted(path.rglob("conversations*.json"))]
            members = list(iter_split_names(names))
            if not members:
                raise ImportFailed("", f"the folder {path.name} holds no conversations.json from ChatGPT")
            for name in members:
                member = path / name
                sources.append(("chatgpt", lambda m=member: open(m, "rb"),  # noqa: SIM115 - the reader closes it
                                name, member.stat().st_size))
            continue
        try:
            with open(path, "rb") as fh:
                head = fh.read(4096)
        except OSError as exc:
            raise ImportFailed("", f"cannot read {path.name} ({exc.strerror or exc})") from exc
        if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
            sources.extend(_zip_sources(path))
            continue
        kind = fmt if fmt != "auto" else _sniff(head, path.name)
        sources.append((kind, lambda p=path: open(p, "rb"),  # noqa: SIM115 - the reader closes it
                        label, path.stat().st_size))
    return sources


def _zip_sources(path: Path):
    from app.core.data.chatgpt import iter_split_names

    try:
        with zipfile.ZipFile(path) as zf:
            infos = {i.filename: i for i in zf.infolist()}
    except (zipfile.BadZipFile, OSError) as exc:
        raise ImportFailed("", f"{path.name} is not a readable zip file ({exc})") from exc
    members = list(iter_split_names(list(infos)))
    if not members:
        raise ImportFailed("", f"{path.name} holds no conversations.json: is it ChatGPT's data export?")

    for name in members:
        if infos[name].file_size > MAX_ZIP_MEMBER_BYTES:
            raise ImportFailed("", _too_big(name))
    return [("chatgpt", lambda n=name: _zip_member(path, n), name, infos[name].file_size) for name in members]


def _too_big(name: str) -> str:
    limit = MAX_ZIP_MEMBER_BYTES
    size = f"{limit >> 30} GB" if limit >= 1 << 30 else f"{limit >> 20} MB"
    return f"{name} inflates to more than {size}, the most Whizi reads from one file in a zip"


@contextmanager
def _zip_member(path: Path, name: str) -> Iterator[IO[bytes]]:
    # zipfile never returns more than the size the member declares (checked in _zip_sources).
    with zipfile.ZipFile(path) as zf, zf.open(name) as stream:
        yield stream


def _sniff(head: bytes, name: str) -> str:
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"["):
        return "chatgpt"
    if text.startswith(b"{"):
        # One ChatGPT conversation (its API's shape, and what browser exporters save) or a Whizi export.
        if not _WHIZI_START.match(text) and _CHATGPT_KEYS.search(text):
            return "chatgpt"
        return "whizi"
    if not text:
        raise ImportFailed("line 1, column 1", "the file is empty")
    raise ImportFailed("line 1, column 1", f"{name} is not a JSON export from Whizi or ChatGPT")
