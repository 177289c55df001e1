"""Injection: the saved facts as their own system message, read in parallel with the request.

The facts are in every request of a stored chat, whatever the other memory layers do: the list is
served from memory (the store keeps the last read until a write changes it), so it is ready at
once, without a query or a worker thread (a thread pool busy with other layers' first reads cannot
delay it); and it has its own deadline, DEADLINE_MS, however late the other readers are.

Limits so a broken or busy store costs nothing: when the list must be read (the first time, after
a change, or while a write holds the store) the read runs in a worker thread (a locked database
never stalls the Qt thread), gives up after READ_WAIT_S, and any failure means no block.
"""
from __future__ import annotations

import asyncio

from app.core.memory.facts.budget import list_tokens, positional_trim, render
from app.core.memory.facts.model import MAX_TOKENS
from app.core.memory.facts.store import FactStore

READER_NAME = "facts"
READER_ORDER = 10
READ_WAIT_S = 2.0
# This reader's own deadline (the chat's shared `memory.deadline_ms` is for the slower layers): the
# list is normally ready at once; this covers a read from the database under a loaded machine.
DEADLINE_MS = 1_000

HEADER = ("Saved memory: durable facts the user shared in earlier conversations. Use them when they are "
          "relevant; the user can see and edit this list.")


def memory_block(lines: list[str]) -> str | None:
    return f"{HEADER}\n{render(lines)}" if lines else None


class FactsReader:
    def __init__(self, store: FactStore) -> None:
        self.store = store
        self._within_budget: int | None = None   # hash of the last list found within budget

    async def __call__(self, query) -> str | None:
        if query.temporary:
            return None  # temporary chats are never read by memory, nor written to it
        cached = self.store.cached_lines()
        lines = cached[0] if cached is not None else None
        if cached is not None and (cached[1] or hash(tuple(lines)) == self._within_budget):
            return memory_block(lines)          # the usual case: no query, no thread, no counting
        # Read, or count a list not counted yet (the first count loads the tokenizer: ~0.5 s that
        # must not stall the event loop), in a worker thread.
        return memory_block(await asyncio.to_thread(self._read_fitted, lines))

    def _read_fitted(self, lines: list[str] | None) -> list[str]:
        return self._fitted(self.store.read_locked(READ_WAIT_S) if lines is None else lines)

    def load(self) -> None:
        """Read the list into memory (one small query, at start-up): the first reply after a
        start does not read it. A failure leaves the reader to try at the reply."""
        try:
            self.store.read_locked(READ_WAIT_S)
        except Exception:
            pass

    def warm(self) -> None:
        """Blocking, for a worker thread once the app is up: the list read and its budget counted
        (which loads the tokenizer), so the first reply finds everything ready."""
        try:
            self._read_fitted(None)
        except Exception:
            pass

    def _fitted(self, lines: list[str]) -> list[str]:
        """Every write keeps the list within budget; this guards against anything that wrote the
        table around the store (the store says which lists it vouches for). Counting tokens costs
        more than the read, so once per list."""
        key = hash(tuple(lines))
        if key == self._within_budget:
            return lines
        if list_tokens(lines) > MAX_TOKENS:
            return positional_trim(lines)
        self._within_budget = key
        return lines
