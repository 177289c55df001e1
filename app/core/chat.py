"""ChatService: send, stream, stop, regenerate, edit & resend, retry — for the GUI and the CLI.

The order of one turn is the product's promise: the user's message is committed before anything
is sent; the memory block is read in parallel and only waited for until its deadline; the reply
is saved as it grows, so a quit or crash leaves a partial reply, never a lost one.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from app.core.chat_writes import ReplyWriter, off_loop
from app.core.domain import Chat, Message, MessageStatus, Role, TurnEvent, new_id, utcnow
from app.core.errors import Said, UserError
from app.core.events import Event
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.manager import ProviderManager
from app.core.store.chats import ChatRepository
from app.core.store.messages import MessageRepository, clean_text
from app.core.store.settings import SettingsRepository
from app.core.textlimits import MAX_MESSAGE_CHARS, tokens_within
from app.core.titles import DEFAULT_TITLE, title_from_message

TITLE_SOURCE_CHARS = 4_000   # an automatic title is the first line's opening: this is plenty

log = logging.getLogger(__name__)

HISTORY_TOKEN_BUDGET = 24_000
PARTIAL_SAVE_INTERVAL_S = 0.5


@dataclass(frozen=True)
class MemoryQuery:
    chat_id: str
    text: str
    temporary: bool
    user_message_id: str = ""


# A memory layer's read: given the user's new message, the text of a system message or None.
MemoryReader = Callable[[MemoryQuery], Awaitable[str | None]]


@dataclass(frozen=True)
class RegisteredReader:
    name: str
    order: int          # lower comes first in the request: facts, insights, session history, quotes
    read: MemoryReader
    # Its own deadline, never shorter than the shared `memory.deadline_ms` (None: the shared one).
    # Each reader is waited for only until its own deadline: a late one loses its block, not the others'.
    deadline_ms: int | None = None


class EmptyMessage(UserError, ValueError):
    code = "chat.empty"


class MessageTooLong(EmptyMessage):
    """Caught wherever an empty message is: the same "this cannot be sent" path."""

    code = "chat.too_long"


def _check_length(text: str) -> None:
    if len(text) > MAX_MESSAGE_CHARS:
        raise MessageTooLong(params={"chars": f"{len(text):,}", "limit": f"{MAX_MESSAGE_CHARS:,}"})


class ChatBusy(UserError, RuntimeError):
    code = "chat.busy"


def _error(said: Said | None) -> dict[str, object]:
    """A reply's error fields: the English sentence (CLI, logs) and its code and params, all three
    stored, so the UI can show it in the user's language in this session and any later one."""
    if said is None:
        return {"error": None, "error_code": None, "error_params": None}
    return {"error": said, "error_code": said.code, "error_params": dict(said.params)}


class _TemporaryChats:
    """Temporary chats live only in this process: nothing of them touches the disk."""

    def __init__(self) -> None:
        self.chats: dict[str, Chat] = {}
        self.messages: dict[str, list[Message]] = {}


class ChatService:
    def __init__(self, chats: ChatRepository, messages: MessageRepository, settings: SettingsRepository,
                 providers: ProviderManager) -> None:
        self.chats = chats
        self.messages = messages
        self.settings = settings
        self.providers = providers
        self.memory_readers: list[RegisteredReader] = []
        self._temp = _TemporaryChats()
        self._active: dict[str, asyncio.Task] = {}
        self._starting: set[str] = set()   # a turn storing its user message: busy, no reply task yet
        self._naming: set[asyncio.Task] = set()   # automatic titles being made while their replies run
        self._stopped: set[str] = set()
        # Observers (the UI, the CLI, memory layers). Each gets the current state of one thing.
        self.chat_changed: Event[Chat] = Event()
        self.message_added: Event[Message] = Event()
        self.message_changed: Event[Message] = Event()      # content or status; every delta while streaming
        self.messages_removed: Event[tuple[str, list[str]]] = Event()
        self.turn_completed: Event[TurnEvent] = Event()
        self.memory_used: Event[tuple[str, bool]] = Event()  # (chat id, whether a block was attached)

    def add_memory_reader(self, name: str, read: MemoryReader, order: int = 50, *,
                          deadline_ms: int | None = None) -> None:
        """Plug a memory layer in: its block becomes its own system message, in `order`. The reply
        waits for it until `deadline_ms` (at least `memory.deadline_ms`) after the turn started."""
        self.memory_readers = sorted([*self.memory_readers, RegisteredReader(name, order, read, deadline_ms)],
                                     key=lambda r: r.order)

    # ----- chats -------------------------------------------------------------------------------
    def new_chat(self, *, temporary: bool = False, model: str | None = None) -> Chat:
        if temporary:
            now = utcnow()
            # No title: the UI names it in the user's language (the core has no language).
            chat = Chat(id="tmp-" + new_id(), title="", created_at=now, updated_at=now,
                        model=model, temporary=True)
            self._temp.chats[chat.id] = chat
            self._temp.messages[chat.id] = []
            return chat
        default_prompt = self.settings.get("chat.default_system_prompt") or None
        chat = self.chats.create(DEFAULT_TITLE, model=model, system_prompt=default_prompt)
        self.chat_changed.emit(chat)
        return chat

    def get_chat(self, chat_id: str) -> Chat | None:
        return self._temp.chats.get(chat_id) or self.chats.get(chat_id)

    def list_messages(self, chat_id: str, *, before_seq: int | None = None, limit: int | None = None) -> list[Message]:
        """The chat's messages in order; with `limit`, the newest `limit` before `before_seq`."""
        if chat_id in self._temp.chats:
            msgs = [m for m in self._temp.messages[chat_id] if before_seq is None or m.seq < before_seq]
            return msgs[-limit:] if limit else msgs
        return self.messages.list(chat_id, before_seq=before_seq, limit=limit)

    def get_message(self, message_id: str) -> Message | None:
        for msgs in self._temp.messages.values():
            for msg in msgs:
                if msg.id == message_id:
                    return msg
        return self.messages.get(message_id)

    def count_messages(self, chat_id: str) -> int:
        if chat_id in self._temp.chats:
            return len(self._temp.messages[chat_id])
        return self.messages.count(chat_id)

    def close_temporary(self, chat_id: str) -> None:
        self._temp.chats.pop(chat_id, None)
        self._temp.messages.pop(chat_id, None)

    def is_busy(self, chat_id: str) -> bool:
        task = self._active.get(chat_id)
        return chat_id in self._starting or (task is not None and not task.done())

    # ----- storage that works for stored and temporary chats ---------------------------------
    # A turn's writes run in the writer thread (chat_writes.py): the loop is the window's thread.
    async def _add(self, chat: Chat, role: Role, content: str, status: MessageStatus,
                   model: str | None = None) -> Message:
        if chat.temporary:
            msgs = self._temp.messages[chat.id]
            msg = Message(id=new_id(), chat_id=chat.id, role=role, content=clean_text(content),
                          created_at=utcnow(), status=status, model=model, seq=len(msgs) + 1)
            msgs.append(msg)
        else:
            msg = await off_loop(self.messages.add, chat.id, role, content, status=status, model=model)
        self.message_added.emit(msg)
        return msg

    def _save(self, chat: Chat, msg: Message) -> None:
        if chat.temporary:
            msgs = self._temp.messages[chat.id]
            for i, m in enumerate(msgs):
                if m.id == msg.id:
                    msgs[i] = msg
        else:
            self._store(msg)

    def _store(self, msg: Message) -> None:
        self.messages.update_content(msg.id, msg.content, msg.status, msg.error,
                                     error_code=msg.error_code, error_params=msg.error_params,
                                     edited_at=msg.edited_at)

    def _remove_after(self, chat: Chat, seq: int) -> None:
        if chat.temporary:
            msgs = self._temp.messages[chat.id]
            removed = [m.id for m in msgs if m.seq > seq]
            self._temp.messages[chat.id] = [m for m in msgs if m.seq <= seq]
        else:
            removed = self.messages.delete_after(chat.id, seq)
        if removed:
            self.messages_removed.emit((chat.id, removed))

    # ----- the turn ----------------------------------------------------------------------------
    def _require_chat(self, chat_id: str) -> Chat:
        chat = self.get_chat(chat_id)
        if chat is None or chat.is_deleted:
            raise KeyError(f"no chat {chat_id}")
        return chat

    async def send(self, chat_id: str, text: str) -> Message:
        """Store the user's message, then stream the reply. Returns the assistant message."""
        chat = self._require_chat(chat_id)
        text = clean_text(text)
        if not text.strip():
            raise EmptyMessage()
        _check_length(text)
        if self.is_busy(chat_id):
            raise ChatBusy()
        self._starting.add(chat_id)   # busy from now: a second send waits for this turn
        naming: asyncio.Task | None = None
        try:
            user_msg = await self._add(chat, Role.USER, text, MessageStatus.COMPLETE)
            if chat.title == DEFAULT_TITLE and not chat.temporary and self.settings.get("chat.auto_title"):
                naming = asyncio.ensure_future(self._name_chat(chat.id, text))
            if not chat.temporary:
                self.chat_changed.emit(await off_loop(self.chats.get, chat.id))
        finally:
            self._starting.discard(chat_id)
        if naming is not None:   # held until done: the loop keeps only a weak reference to a task
            self._naming.add(naming)
            naming.add_done_callback(self._naming.discard)
        reply = await self._reply(chat, user_msg)
        if naming is not None:
            await naming   # the title is there when send returns (a failed or stopped turn does not wait)
        return reply

    async def _name_chat(self, chat_id: str, text: str) -> None:
        """The automatic title, made while the reply is already requested: it runs the privacy
        detector, whose first use imports it (seconds at start-up; the first reply of a session
        waited for it). In a worker thread, never on the event loop, and from the message's opening
        only: a pasted megabyte must not be scanned twice to name a chat."""
        try:
            title = await asyncio.to_thread(title_from_message, text[:TITLE_SOURCE_CHARS])
            await off_loop(self.chats.rename, chat_id, title)
            self.chat_changed.emit(await off_loop(self.chats.get, chat_id))
        except Exception:   # the chat keeps its default name; the reply is what matters
            log.warning("naming the chat failed", exc_info=True)

    async def retry(self, chat_id: str) -> Message:
        """Answer the last user message again, replacing a failed or cut-off reply."""
        chat = self._require_chat(chat_id)
        last_user = self._last_user_message(chat)
        self._remove_after(chat, last_user.seq)
        return await self._reply(chat, last_user)

    regenerate = retry  # same mechanics: drop what followed the last user message and answer again

    async def edit_and_resend(self, chat_id: str, message_id: str, new_text: str) -> Message:
        chat = self._require_chat(chat_id)
        new_text = clean_text(new_text)
        if not new_text.strip():
            raise EmptyMessage()
        _check_length(new_text)
        target = self.messages.get(message_id) if not chat.temporary else next(
            (m for m in self.list_messages(chat_id) if m.id == message_id), None)
        if target is not None and target.chat_id != chat_id:
            target = None
        if target is None or target.role is not Role.USER:
            raise KeyError("only your own messages can be edited")
        if self.is_busy(chat_id):
            raise ChatBusy()
        edited = replace(target, content=new_text, edited_at=utcnow())
        self._save(chat, edited)
        self.message_changed.emit(edited)
        self._remove_after(chat, target.seq)
        return await self._reply(chat, edited)

    def stop(self, chat_id: str) -> bool:
        task = self._active.get(chat_id)
        if task is None or task.done():
            return False
        self._stopped.add(chat_id)
        task.cancel()
        return True

    def stop_all(self) -> list[asyncio.Task]:
        """Stop every reply (quitting); returns the tasks so the caller can let them save."""
        tasks = [t for t in self._active.values() if not t.done()]
        for chat_id in list(self._active):
            self.stop(chat_id)
        return tasks

    def _last_user_message(self, chat: Chat) -> Message:
        for msg in self._newest_first(chat.id, before_seq=2**62):
            if msg.role is Role.USER:
                return msg
        raise KeyError("this chat has no message to answer")

    async def _reply(self, chat: Chat, user_msg: Message) -> Message:
        if self.is_busy(chat.id):
            raise ChatBusy()
        task = asyncio.ensure_future(self._stream(chat, user_msg))
        self._active[chat.id] = task
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            # Our caller went away (e.g. the window closed); let the stream save what it has.
            task.cancel()
            raise
        finally:
            if task.done():
                self._active.pop(chat.id, None)

    async def _stream(self, chat: Chat, user_msg: Message) -> Message:
        started = time.monotonic()
        memory_task = None
        if self.memory_readers and not chat.temporary:
            memory_task = asyncio.ensure_future(
                self._read_memory(MemoryQuery(chat.id, user_msg.content, False, user_msg.id), started))
        # The reply's text reaches the store from the writer thread, every PARTIAL_SAVE_INTERVAL_S
        # while it streams (a crash keeps what had arrived) and whole when it ends.
        writer = ReplyWriter(self._store)
        text = ""
        adding = asyncio.ensure_future(self._add(chat, Role.ASSISTANT, "", MessageStatus.STREAMING))
        try:
            assistant = await asyncio.shield(adding)
        except asyncio.CancelledError:
            if memory_task is not None:
                memory_task.cancel()
            # Stopped (or the app quits) before the reply began: its row is kept, empty and cut off.
            return await self._cut_off(chat, user_msg, await adding, text, writer)
        last_saved = time.monotonic()
        try:
            # The first client imports the openai SDK (over a second): never on the UI thread.
            client = await asyncio.to_thread(self.providers.client, None, asyncio.get_running_loop())
            model = chat.model or client.config.chat_model
            if not model:
                raise ProviderError(ErrorKind.BAD_REQUEST, code="provider.no_chat_model")
            # Reading and token-counting history is blocking work: keep it off the UI thread.
            request = await asyncio.to_thread(self._history, chat, user_msg)
            memory_blocks = await self._await_memory(memory_task) or []
            at = 1 if request and request[0]["role"] == "system" else 0
            request[at:at] = [{"role": "system", "content": block} for block in memory_blocks]
            self.memory_used.emit((chat.id, bool(memory_blocks)))
            assistant = replace(assistant, model=model)
            async for delta in client.stream_chat(request, model):
                text += delta
                assistant = replace(assistant, content=text)
                if chat.temporary:
                    self._save(chat, assistant)
                elif (now := time.monotonic()) - last_saved >= PARTIAL_SAVE_INTERVAL_S:
                    last_saved = now
                    writer.save_soon(assistant)
                self.message_changed.emit(assistant)
            assistant = replace(assistant, content=text, status=MessageStatus.COMPLETE,
                                **_error(None))
        except asyncio.CancelledError:
            return await self._cut_off(chat, user_msg, assistant, text, writer)
        except ProviderError as err:
            status = MessageStatus.PARTIAL if text else MessageStatus.ERROR
            assistant = replace(assistant, content=text, status=status, **_error(Said(err.code, **err.params)))
        except Exception as exc:  # a bug must not lose the user's turn either
            log.exception("reply failed")
            status = MessageStatus.PARTIAL if text else MessageStatus.ERROR
            assistant = replace(assistant, content=text, status=status,
                                **_error(Said("chat.failed", error=type(exc).__name__)))
        finally:
            if memory_task is not None and not memory_task.done():
                memory_task.cancel()
        if chat.temporary:
            self._save(chat, assistant)
        else:
            await writer.save_final(assistant)
        self.message_changed.emit(assistant)
        await self._finish_turn(chat, user_msg, assistant)
        return assistant

    async def _cut_off(self, chat: Chat, user_msg: Message, assistant: Message, text: str,
                       writer: ReplyWriter) -> Message:
        """The reply was cancelled: stopped by the user (a turn that ends) or the app quitting."""
        stopped_by_user = chat.id in self._stopped
        self._stopped.discard(chat.id)
        assistant = replace(assistant, content=text, status=MessageStatus.PARTIAL,
                            **_error(None if stopped_by_user else Said("chat.interrupted")))
        if chat.temporary:
            self._save(chat, assistant)
        else:
            writer.save_final_now(assistant)   # now: when quitting, the loop may not run again
        self.message_changed.emit(assistant)
        if not stopped_by_user:
            raise asyncio.CancelledError()
        await self._finish_turn(chat, user_msg, assistant)
        return assistant

    async def _finish_turn(self, chat: Chat, user_msg: Message, assistant: Message) -> None:
        if chat.temporary:
            count = self.count_messages(chat.id)
        else:
            stored, count = await off_loop(self._touch, chat.id)
            self.chat_changed.emit(stored)
        if assistant.status is MessageStatus.ERROR:
            return
        self.turn_completed.emit(TurnEvent(
            chat_id=chat.id, user_message_id=user_msg.id, assistant_message_id=assistant.id,
            turn_count=count, temporary=chat.temporary, status=assistant.status, user_text=user_msg.content,
        ))

    def _touch(self, chat_id: str) -> tuple[Chat | None, int]:
        """The chat's time stamp moves to now; the chat as stored and its message count."""
        self.chats.touch(chat_id)
        return self.chats.get(chat_id), self.messages.count(chat_id)

    def _history(self, chat: Chat, user_msg: Message) -> list[dict]:
        """The request: system prompt, then as much recent history as fits, ending with the user."""
        chat = self.get_chat(chat.id) or chat
        history: list[dict] = []
        budget = HISTORY_TOKEN_BUDGET
        # Walk back page by page: a 10,000-message chat must not be read whole for every turn.
        for msg in self._newest_first(chat.id, before_seq=user_msg.seq + 1):
            if msg.role is Role.SYSTEM:
                continue
            if msg.role is Role.ASSISTANT and (msg.status is MessageStatus.ERROR or not msg.content):
                continue
            # Counting stops once a message cannot fit: a huge old one costs no more than a page.
            cost = tokens_within(msg.content, budget) + 4
            if history and cost > budget:
                break
            budget -= cost
            history.append({"role": msg.role.value, "content": msg.content})
        history.reverse()
        if chat.system_prompt:
            history.insert(0, {"role": "system", "content": chat.system_prompt})
        return history

    def _newest_first(self, chat_id: str, before_seq: int, page: int = 100):
        while True:
            batch = self.list_messages(chat_id, before_seq=before_seq, limit=page)
            yield from reversed(batch)
            if len(batch) < page:
                return
            before_seq = batch[0].seq

    async def _read_memory(self, query: MemoryQuery, started: float | None = None) -> list[str]:
        """Every layer reads at once, each until its own deadline: a late or failing layer only
        loses its own block (a slow chat-history search never costs the saved facts)."""
        started = time.monotonic() if started is None else started
        shared_s = self.settings.get("memory.deadline_ms") / 1000.0
        readers = list(self.memory_readers)
        tasks = [asyncio.ensure_future(r.read(query)) for r in readers]
        blocks = []
        try:
            # Deadlines count from the turn's start, so waiting in order waits no longer than the latest.
            for reader, task in zip(readers, tasks):
                deadline_s = max(shared_s, (reader.deadline_ms or 0) / 1000.0)
                remaining = max(0.0, deadline_s - (time.monotonic() - started))
                done, _ = await asyncio.wait({task}, timeout=remaining)
                if not done:
                    task.cancel()
                    log.info("memory block %s missed its deadline (%d ms); replying without it",
                             reader.name, round(deadline_s * 1000))
                    continue
                if task.cancelled():
                    continue
                if task.exception() is not None:
                    log.warning("memory read %s failed: %s", reader.name, type(task.exception()).__name__)
                    continue
                part = task.result()
                if part and part.strip():
                    blocks.append(part.strip())
        finally:
            for task in tasks:
                if not task.done():
                    task.cancel()
        return blocks

    async def _await_memory(self, task: asyncio.Task | None) -> list[str] | None:
        """The blocks that arrived in time (each reader is bounded by its own deadline)."""
        if task is None:
            return None
        try:
            return await task
        except Exception:
            log.warning("reading memory failed", exc_info=True)
            return None
