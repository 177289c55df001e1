"""The facts list in SQLite, and its history: every change is one transaction with its revision.

Tables (schema steps 2 and 4): `facts` (the current list, with each line's source messages),
`fact_revisions` (old and new list, cause, chat, messages, model; undo marks) and `fact_passes`
(one row per finished pass: what makes a pass that is delivered twice apply once).

A line keeps its id across rewrites when it is unchanged or clearly the same fact reworded, so
its history ("why does Whizi remember this?") survives the model's edits.
"""
from __future__ import annotations

import contextlib
import json
import logging
import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import SQLAlchemyError

from app.core.domain import new_id, utcnow
from app.core.memory.facts.budget import fact_key, positional_trim
from app.core.memory.facts.model import Cause, Fact, FactRejected, MemoryStoreError, Revision, Snapshot
from app.core.store.db import DRIVER_ERRORS
from app.core.store.models import FactPassRow, FactRevisionRow, FactRow

# The three tables of this store, reached only through it, as Core expressions on their mappings.
_F = FactRow.__table__
_R = FactRevisionRow.__table__
_P = FactPassRow.__table__

log = logging.getLogger(__name__)

KEEP_REVISIONS = 200        # history kept for undo; each line keeps its own sources beyond that
KEEP_PASS_RECORDS = 2_000
MAX_SOURCES_PER_FACT = 30
SAME_FACT_SIMILARITY = 0.5  # word overlap above which a reworded line is the same fact


class Conflict(Exception):
    """The list changed between the read and the write of a pass."""

    def __init__(self, cleared: bool) -> None:
        super().__init__("the facts list changed meanwhile")
        self.cleared = cleared


_WORD = re.compile(r"\w+", re.UNICODE)
_STOP = frozenset("""the and for with that this from has have had his her their they them user users is are was
were will would can could into about over also its it's not but who whom whose which what when where there
here been being very just like likes more most some any all one two
jest się sie nie ale lub oraz dla jak czy jego jej ich ten tym tak""".split())


def content_words(value: str) -> set[str]:
    folded = unicodedata.normalize("NFKD", value.casefold().replace("ł", "l"))
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return {w for w in _WORD.findall(folded) if (len(w) >= 3 or w.isdigit()) and w not in _STOP}


def similarity(a: str, b: str) -> float:
    wa, wb = content_words(a), content_words(b)
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


def _facts_json(facts: Iterable[Fact], sources: dict[str, list[str]] | None = None) -> str:
    return json.dumps([{"id": f.id, "text": f.text, **({"sources": sources.get(f.id, [])} if sources else {})}
                       for f in facts], ensure_ascii=False)


def _facts_from_json(value: str) -> tuple[tuple[Fact, ...], dict[str, list[str]]]:
    """Revisions written here hold {"id", "text", "sources"}; an import may write plain strings
    (their lines get an id of "" and are matched to current lines by text when restored)."""
    items = [i if isinstance(i, dict) else {"id": "", "text": str(i)} for i in json.loads(value or "[]")]
    facts = tuple(Fact(i.get("id") or "", i.get("text", ""), n) for n, i in enumerate(items))
    return facts, {i["id"]: list(i.get("sources", [])) for i in items if i.get("id")}


class FactStore:
    def __init__(self, db) -> None:
        self.db = db
        # One writer at a time, and readers wait while a clear is in progress: a reply that starts
        # while the user clears memory must not carry the facts being cleared.
        self.lock = threading.RLock()
        # The list as last read, for injection without a query or a worker thread: valid while
        # `generation` is unchanged (every write of the list bumps it as it starts and as it ends).
        self.generation = 0
        self._cached: tuple[int, list[str], bool] | None = None
        # Whether the list in the table was written by this store (every write keeps it within
        # budget), or read at start (the last process's writes, an import's followed by its durable
        # fit job): False after a write around the store (an import) or an undo to an old list, so the
        # reader counts that list's tokens once before trusting it.
        self._trusted = True

    @contextlib.contextmanager
    def _writing(self):
        with self.lock:
            self.generation += 1
            trusted = self._trusted
            try:
                yield
            except BaseException:
                self._trusted = trusted     # nothing was written
                raise
            finally:
                self.generation += 1

    def invalidate(self) -> None:
        """The list was written around the store (an import's own transaction): read it again,
        and count it before trusting it. Never waits (the loop calls it)."""
        self._trusted = False
        self.generation += 1
        self._cached = None

    # ----- reading -------------------------------------------------------------------------------
    def _guard(self, what: str):
        return _Guard(what)

    def facts(self) -> list[Fact]:
        with self._guard("read"), self.db.session(read_only=True) as s:
            return self._facts(s)

    @staticmethod
    def _facts(s) -> list[Fact]:
        rows = s.execute(select(_F.c.id, _F.c.text, _F.c.position).order_by(_F.c.position, _F.c.created_at)).all()
        return [Fact(r.id, r.text, n) for n, r in enumerate(rows)]

    @staticmethod
    def _sources(s) -> dict[str, list[str]]:
        rows = s.execute(select(_F.c.id, _F.c.sources)).all()
        return {r.id: json.loads(r.sources or "[]") for r in rows}

    def read_locked(self, timeout: float) -> list[str]:
        """The lines, for injection before every reply: waits at most `timeout` for a write (a
        clear) to finish. On the driver connection (see Database.raw): SQLAlchemy costs more than the
        query here, and this runs before every reply."""
        if not self.lock.acquire(timeout=timeout):
            raise MemoryStoreError("the facts list is being changed")
        try:
            cached = self._cached
            if cached is not None and cached[0] == self.generation:
                return list(cached[1])
            generation, trusted = self.generation, self._trusted
            with self._guard("read"), self.db.raw() as con:
                rows = con.execute("SELECT text FROM facts ORDER BY position, created_at").fetchall()
            lines = [row[0] for row in rows]
            self._cached = (generation, lines, trusted)
            return list(lines)
        finally:
            self.lock.release()

    def cached_lines(self) -> tuple[list[str], bool] | None:
        """(the lines, whether this store vouches for their budget) from memory, without waiting
        or touching the database: None when they were never read, changed since, or a write (a
        clear) is in progress right now."""
        if not self.lock.acquire(blocking=False):
            return None
        try:
            cached = self._cached
            if cached is None or cached[0] != self.generation:
                return None
            return list(cached[1]), cached[2]
        finally:
            self.lock.release()

    def snapshot(self) -> Snapshot:
        with self._guard("read"), self.db.session(read_only=True) as s:
            facts = self._facts(s)
            head = s.execute(_HEAD).scalar_one()
            cleared = s.execute(select(func.max(_R.c.created_at)).where(_R.c.cause == Cause.CLEAR.value)).scalar()
            return Snapshot(tuple(facts), int(head), cleared)

    def count(self) -> int:
        with self._guard("read"), self.db.session(read_only=True) as s:
            return int(s.execute(select(func.count()).select_from(_F)).scalar_one())

    def sources(self, fact_id: str) -> list[str]:
        with self._guard("read"), self.db.session(read_only=True) as s:
            value = s.execute(select(_F.c.sources).where(_F.c.id == fact_id)).scalar()
            return json.loads(value) if value else []

    def all_sources(self) -> dict[str, list[str]]:
        """Every line's source messages, by line id (the Memory Map's "facts that came only from
        these messages")."""
        with self._guard("read"), self.db.session(read_only=True) as s:
            return self._sources(s)

    def revisions(self, limit: int = 50) -> list[Revision]:
        with self._guard("read"), self.db.session(read_only=True) as s:
            rows = s.execute(select(_R).order_by(_R.c.id.desc()).limit(limit)).all()
            return [self._revision(r) for r in rows]

    @staticmethod
    def _revision(r) -> Revision:
        return Revision(
            id=r.id, created_at=r.created_at, cause=Cause(r.cause),
            old_facts=_facts_from_json(r.old_facts)[0], new_facts=_facts_from_json(r.new_facts)[0],
            chat_id=r.chat_id, message_ids=tuple(json.loads(r.message_ids or "[]")), model=r.model,
            undone_by=r.undone_by,
        )

    def pass_done(self, pass_key: str) -> bool:
        with self._guard("read"), self.db.session(read_only=True) as s:
            return s.execute(_pass(pass_key)).first() is not None

    def pass_record(self, pass_key: str) -> dict | None:
        with self._guard("read"), self.db.session(read_only=True) as s:
            row = s.execute(select(_P).where(_P.c.pass_key == pass_key)).first()
            return dict(row._mapping) if row else None

    def last_pass_key(self, prefix: str) -> str | None:
        """The greatest key of a finished pass that starts with `prefix` (keys end with a stamp
        that sorts as time does: the latest such pass)."""
        with self._guard("read"), self.db.session(read_only=True) as s:
            return s.execute(select(func.max(_P.c.pass_key)).where(_P.c.pass_key.startswith(prefix, autoescape=True))).scalar()

    def last_undoable(self) -> Revision | None:
        with self._guard("read"), self.db.session(read_only=True) as s:
            row = self._last_undoable(s)
            return self._revision(row) if row else None

    @staticmethod
    def _last_undoable(s):
        last_clear = select(func.max(_R.c.id)).where(_R.c.cause == Cause.CLEAR.value).scalar_subquery()
        return s.execute(select(_R).where(
            _R.c.cause.not_in((Cause.UNDO.value, Cause.CLEAR.value)), _R.c.undone_by.is_(None),
            _R.c.id > func.coalesce(last_clear, 0)).order_by(_R.c.id.desc()).limit(1)).first()

    @staticmethod
    def _revision_row(s, revision_id: int):
        return s.execute(select(_R).where(_R.c.id == revision_id)).one()

    # ----- writing -------------------------------------------------------------------------------
    def record_pass(self, pass_key: str, outcome: str, *, model: str | None = None, tokens_sent: int = 0,
                    revision_id: int | None = None) -> None:
        with self.lock, self._guard("write"), self.db.session() as s:
            self._record_pass(s, pass_key, outcome, model, tokens_sent, revision_id)

    @staticmethod
    def _record_pass(s, pass_key, outcome, model, tokens_sent, revision_id) -> None:
        s.execute(sqlite_insert(_P).values(pass_key=pass_key, finished_at=utcnow(), outcome=outcome[:200],
                                           revision_id=revision_id, model=model, tokens_sent=tokens_sent)
                  .on_conflict_do_nothing())
        older = select(_P.c.pass_key).order_by(_P.c.finished_at.desc()).offset(KEEP_PASS_RECORDS)
        s.execute(delete(_P).where(_P.c.pass_key.in_(older)))

    def commit(self, lines: Sequence[str], *, cause: Cause, base_head: int | None = None,
               chat_id: str | None = None, message_ids: Sequence[str] = (), model: str | None = None,
               pass_key: str | None = None, tokens_sent: int = 0,
               line_sources: dict[str, list[str]] | None = None) -> Revision | None:
        """Store `lines` as the new list (already normalised and within budget) with a revision.

        With `pass_key`, applies at most once: a pass already recorded returns None and changes
        nothing. With `base_head`, refuses (Conflict) if the list changed since that revision.
        Returns the revision, or None when nothing changed."""
        with self._writing(), self._guard("write"), self.db.session() as s:
            if pass_key and s.execute(_pass(pass_key)).first():
                return None
            head = int(s.execute(_HEAD).scalar_one())
            if base_head is not None and head != base_head:
                cleared = s.execute(select(_R.c.id).where(_R.c.cause == Cause.CLEAR.value, _R.c.id > base_head)
                                    .limit(1)).first() is not None
                raise Conflict(cleared)
            old = self._facts(s)
            old_sources = self._sources(s)
            # The last safeguard sits where the list is written: whatever a caller passes, the
            # stored list is well formed and within budget.
            new = assign_ids(old, positional_trim(lines))
            if [f.text for f in new] == [f.text for f in old]:
                if pass_key:
                    self._record_pass(s, pass_key, "unchanged", model, tokens_sent, None)
                return None
            sources = _carry_sources(old, old_sources, new, line_sources or {}, list(message_ids))
            self._trusted = True        # trimmed to the budget just above
            revision_id = self._write(s, old, old_sources, new, sources, cause=cause, chat_id=chat_id,
                                      message_ids=message_ids, model=model)
            if pass_key:
                self._record_pass(s, pass_key, cause.value, model, tokens_sent, revision_id)
            return self._revision(self._revision_row(s, revision_id))

    def _write(self, s, old: list[Fact], old_sources: dict, new: list[Fact], sources: dict, *, cause: Cause,
               chat_id: str | None, message_ids: Sequence[str], model: str | None) -> int:
        now = utcnow()
        created = {r.id: r.created_at for r in s.execute(select(_F.c.id, _F.c.created_at)).all()}
        old_text = {f.id: f.text for f in old}
        s.execute(delete(_F))
        if new:     # one executemany for the whole list
            s.execute(insert(_F), [
                {"id": fact.id, "position": position, "text": fact.text, "created_at": created.get(fact.id, now),
                 "updated_at": now if old_text.get(fact.id) != fact.text else created.get(fact.id, now),
                 "sources": json.dumps(sources.get(fact.id, []))} for position, fact in enumerate(new)])
        result = s.execute(insert(_R).values(
            created_at=now, cause=cause.value, old_facts=_facts_json(old, old_sources),
            new_facts=_facts_json(new, sources), chat_id=chat_id, message_ids=json.dumps(list(message_ids)),
            model=model))
        revision_id = int(result.inserted_primary_key[0])
        # Older history goes; what each line was learnt from stays on the line itself.
        s.execute(delete(_R).where(_R.c.id <= revision_id - KEEP_REVISIONS))
        return revision_id

    def edit(self, fact_id: str, new_text: str, normalise, fits) -> Revision | None:
        """Replace one line's text (the user's own words, cleaned to one line)."""
        with self._writing(), self._guard("write"), self.db.session() as s:
            old = self._facts(s)
            if not any(f.id == fact_id for f in old):
                raise FactRejected(code="facts.gone")
            cleaned = normalise([new_text])
            if len(cleaned) != 1:
                raise FactRejected(code="facts.one_line" if cleaned else "facts.empty")
            line = cleaned[0]
            if any(fact_key(f.text) == fact_key(line) and f.id != fact_id for f in old):
                raise FactRejected(code="facts.duplicate")
            new = [Fact(f.id, line if f.id == fact_id else f.text, f.position) for f in old]
            if not fits([f.text for f in new]):
                raise FactRejected(code="facts.too_long")
            if [f.text for f in new] == [f.text for f in old]:
                return None
            old_sources = self._sources(s)
            self._trusted = True        # `fits` checked it just above
            revision_id = self._write(s, old, old_sources, new, old_sources, cause=Cause.USER_EDIT, chat_id=None,
                                      message_ids=(), model=None)
            return self._revision(self._revision_row(s, revision_id))

    def delete(self, fact_id: str) -> Revision | None:
        with self._writing(), self._guard("write"), self.db.session() as s:
            old = self._facts(s)
            new = [f for f in old if f.id != fact_id]
            if len(new) == len(old):
                return None
            old_sources = self._sources(s)
            revision_id = self._write(s, old, old_sources, new, old_sources, cause=Cause.USER_EDIT, chat_id=None,
                                      message_ids=(), model=None)
            return self._revision(self._revision_row(s, revision_id))

    def undo(self) -> Revision | None:
        """Put the list back as it was before the last change that has not been undone."""
        with self._writing(), self._guard("write"), self.db.session() as s:
            target_row = self._last_undoable(s)
            if target_row is None:
                return None
            target = self._revision(target_row)
            old = self._facts(s)
            old_sources = self._sources(s)
            restored, restored_sources = _facts_from_json(target_row.old_facts)
            self._trusted = False       # an old list (maybe from before an import's fit): count it
            if any(not f.id for f in restored):
                restored = assign_ids(old, [f.text for f in restored])
                restored_sources = {f.id: old_sources.get(f.id, []) for f in restored}
            revision_id = self._write(s, old, old_sources, list(restored), restored_sources, cause=Cause.UNDO,
                                      chat_id=target.chat_id, message_ids=(), model=None)
            s.execute(update(_R).where(_R.c.id == target.id).values(undone_by=revision_id))
            return self._revision(self._revision_row(s, revision_id))

    def clear(self) -> Revision:
        """Delete every fact and every revision (they hold the same text), then make it physical:
        secure_delete zeroes the freed pages and the WAL is checkpointed and truncated."""
        with self._writing(), self._guard("write"):
            with self.db.session() as s:
                s.execute(delete(_F))
                s.execute(delete(_R))
                self._trusted = True
                result = s.execute(insert(_R).values(created_at=utcnow(), cause=Cause.CLEAR.value, old_facts="[]",
                                                     new_facts="[]", message_ids="[]"))
                revision_id = int(result.inserted_primary_key[0])
            self.db.scrub()
            self._checkpoint()
            with self.db.session() as s:
                return self._revision(self._revision_row(s, revision_id))

    def _checkpoint(self) -> None:
        """scrub() truncates the WAL unless a reader holds an old snapshot (each attempt already
        waits for readers up to the busy timeout); insist once more, then leave it to the next
        checkpoint (at the latest when Whizi closes)."""
        for _ in range(2):
            if self.db.checkpoint():
                return
        log.warning("the WAL could not be truncated after clearing memory; it will be at the next checkpoint")


_HEAD = select(func.coalesce(func.max(_R.c.id), 0))    # the latest revision: what a pass is based on


def _pass(pass_key: str):
    return select(_P.c.pass_key).where(_P.c.pass_key == pass_key)


class _Guard:
    """Turns any database failure into MemoryStoreError, which the UI and the reader understand."""

    def __init__(self, what: str) -> None:
        self.what = what

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc is not None and isinstance(exc, (SQLAlchemyError, OSError, DRIVER_ERRORS)) \
                and not isinstance(exc, MemoryStoreError):
            detail = str(getattr(exc, "orig", exc)).splitlines()[0][:200]
            raise MemoryStoreError(f"could not {self.what} saved memory: {detail}") from exc
        return False


def assign_ids(old: Sequence[Fact], lines: Sequence[str]) -> list[Fact]:
    """Ids for a rewritten list: the same fact (fact_key) keeps its id, a reworded one (most of its
    words, SAME_FACT_SIMILARITY) inherits the id of the closest old line; anything else is new."""
    by_text = {}
    for fact in old:
        by_text.setdefault(fact_key(fact.text), fact.id)
    used: set[str] = set()
    ids: list[str | None] = []
    for line in lines:
        fact_id = by_text.get(fact_key(line))
        if fact_id in used:
            fact_id = None
        if fact_id:
            used.add(fact_id)
        ids.append(fact_id)
    free = [f for f in old if f.id not in used]
    candidates = sorted(((similarity(line, f.text), i, f.id) for i, line in enumerate(lines) if ids[i] is None
                         for f in free), reverse=True)
    for score, i, fact_id in candidates:
        if score < SAME_FACT_SIMILARITY:
            break
        if ids[i] is None and fact_id not in used:
            ids[i] = fact_id
            used.add(fact_id)
    return [Fact(fact_id or new_id(), line, n) for n, (fact_id, line) in enumerate(zip(ids, lines))]


def _carry_sources(old: Sequence[Fact], old_sources: dict[str, list[str]], new: Sequence[Fact],
                   line_sources: dict[str, list[str]], message_ids: list[str]) -> dict[str, list[str]]:
    """Each line's source messages: what it had, plus this pass's messages if the line is new or
    changed (the messages that mention it, when the pass said which)."""
    old_text = {f.id: f.text for f in old}
    out: dict[str, list[str]] = {}
    for fact in new:
        sources = list(old_sources.get(fact.id, []))
        if old_text.get(fact.id) != fact.text:
            for message_id in line_sources.get(fact.text, message_ids):
                if message_id not in sources:
                    sources.append(message_id)
        out[fact.id] = sources[-MAX_SOURCES_PER_FACT:]
    return out
