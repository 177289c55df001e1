"""Import in two steps: read the file into a private staging database, then merge in one go.

Reading and checking a large file takes seconds and may be cancelled; doing it inside a write
transaction on the real database would block the running app (and its job runner) for as long.
So the reader fills a throwaway SQLite file in the data folder's tmp/ and the merge is a handful
of INSERT ... SELECT statements in ONE transaction on the real database: a bad file, a cancel or
a crash before the commit changes nothing there. The staging file is deleted either way. In an
encrypted folder (#17) the staging file is SQLCipher with the folder's own key: imported text is
never written to the folder in the clear, not even for the seconds an import takes.

Merging never overwrites: a chat, message, provider or row that is already here is kept as it
is; settings are only taken where this database has none of its own; memory lines are added
when no line with the same normalised text exists.
"""
from __future__ import annotations

import json
import sqlite3
import uuid
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import inspect

from app.core.data import schema
from app.core.data.errors import ImportFailed
from app.core.data.facts_merge import merge_lines
from app.core.data.folder import DataFolder
from app.core.domain import new_id, utcnow
from app.core.errors import Said
from app.core.memory.facts.budget import fact_key
from app.core.store import encryption
from app.core.store.db import attach, connect
from app.core.store.settings import DEFAULTS

BATCH = 1000


@dataclass
class _Column:
    name: str
    nullable: bool
    default: str | None     # SQL text of the column's default, as the schema declares it


@dataclass
class _StagedTable:
    name: str                 # the table in the real database
    columns: list[_Column]
    pk: list[str]
    integer_pk: bool          # a counter that differs between databases: merge by content instead
    foreign_keys: list[tuple[list[str], str, list[str]]]
    rows: list[tuple] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    unique_id: bool = False

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]


@dataclass
class ImportReport:
    format: str
    chats_added: int = 0
    chats_extended: int = 0           # chats already here that received new messages
    messages_added: int = 0
    messages_replaced: int = 0        # messages of a branch the user left in ChatGPT, removed
    conversations_read: int | None = None   # ChatGPT: how many conversations the files held
    memory_added: int = 0
    providers_added: int = 0
    settings_added: int = 0
    rows_added: dict[str, int] = field(default_factory=dict)   # other sections, by name
    chat_ids: list[str] = field(default_factory=list)          # new and extended chats
    notes: list[str] = field(default_factory=list)

    @property
    def changed_anything(self) -> bool:
        return bool(self.chats_added or self.messages_added or self.messages_replaced or self.memory_added
                    or self.providers_added
                    or self.settings_added or any(self.rows_added.values()))

    def summary(self) -> str:
        if not self.changed_anything:
            if self.conversations_read == 0:
                return "Nothing was imported: the file holds no conversations with messages."
            return "Nothing new to import: everything in the file is already here."
        parts = []
        if self.chats_added:
            parts.append(f"{self.chats_added} chat{'s' if self.chats_added != 1 else ''}")
        if self.messages_added:
            parts.append(f"{self.messages_added} message{'s' if self.messages_added != 1 else ''}")
        if self.memory_added:
            parts.append(f"{self.memory_added} memory line{'s' if self.memory_added != 1 else ''}")
        if self.settings_added or self.providers_added:
            parts.append("settings")
        for key, count in self.rows_added.items():
            if count and key == "fact_revisions":
                parts.append("the memory's history")
            elif count:
                parts.append(f"{count} {key.replace('_', ' ')}")
        text = "Imported " + ", ".join(parts) + "." if parts else ""
        if self.chats_extended:
            text += f" {self.chats_extended} existing chat{'s' if self.chats_extended != 1 else ''} got new messages."
        if self.messages_replaced:
            n = self.messages_replaced
            text += (f" {n} message{'s' if n != 1 else ''} of a branch you left in ChatGPT (an edited question or "
                     f"a regenerated answer) {'were' if n != 1 else 'was'} replaced by the one you kept.")
        return text.strip()


class Staging:
    """The private scratch database one import writes into before the merge."""

    def __init__(self, core: DataFolder, *, duplicates: str = "error") -> None:
        self.core = core
        self.duplicates = duplicates      # "error" (a Whizi export) or "skip" (overlapping ChatGPT files)
        folder = core.layout.root / "tmp"
        folder.mkdir(exist_ok=True)
        self.path = folder / f"import-{uuid.uuid4().hex}.sqlite"
        # Whatever the folder's cipher, the staging file is of encryption.CIPHER: the one a file
        # ATTACHed for the merge can be read with (db.attach).
        self.con = connect(self.path, core.db.key, cipher=encryption.CIPHER, isolation_level=None,
                           check_same_thread=False)
        self.con.execute("PRAGMA journal_mode=OFF")
        self.con.execute("PRAGMA synchronous=OFF")
        self.con.execute("BEGIN")
        self._ord = 0
        self.tables: dict[str, _StagedTable] = {}
        self.sections: dict[str, _StagedTable] = {}
        self.section_rules: dict[str, schema.TableSection] = {}
        with core.db.engine.connect() as conn:
            insp = inspect(conn)
            present = set(insp.get_table_names())
            for name in ("chats", "messages", "providers"):
                self.tables[name] = self._describe(insp, name)
            for section in schema.TABLE_SECTIONS:
                table = schema.resolve_table(section, present)
                if table is not None:
                    self.sections[section.key] = self._describe(insp, table)
                    self.section_rules[section.key] = section
            self.has_facts = "facts" in present
        for key, table in [*self.tables.items(), *((f"section_{k}", t) for k, t in self.sections.items())]:
            table.unique_id = key in ("chats", "messages", "providers")
            cols = ", ".join(f'"{c}"' for c in table.names)
            unique = ', UNIQUE ("id")' if table.unique_id else ""
            self.con.execute(f'CREATE TABLE "{key}" (ord INTEGER PRIMARY KEY, {cols}{unique})')
        self.con.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        self.con.execute("CREATE TABLE facts (ord INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        # ChatGPT: the ids of every message in a conversation's tree, whichever branch (see add_known).
        self.con.execute("CREATE TABLE known (chat_id TEXT NOT NULL, message_id TEXT NOT NULL)")
        self.skipped_duplicates = 0
        self.cut_messages = 0      # messages longer than the limit, cut on the way in

    @staticmethod
    def _describe(insp, name: str) -> _StagedTable:
        columns = [_Column(c["name"], bool(c["nullable"]), c.get("default")) for c in insp.get_columns(name)]
        pk = list(insp.get_pk_constraint(name).get("constrained_columns") or [])
        types = {c["name"]: str(c["type"]).upper() for c in insp.get_columns(name)}
        integer_pk = len(pk) == 1 and types.get(pk[0], "").startswith("INT")
        fks = [(fk["constrained_columns"], fk["referred_table"], fk["referred_columns"])
               for fk in insp.get_foreign_keys(name)]
        return _StagedTable(name, columns, pk, integer_pk, fks)

    # ----- filling ------------------------------------------------------------------------------
    def columns_of(self, kind: str) -> set[str]:
        table = self.tables.get(kind) or self.sections.get(kind)
        return set(table.names) if table else set()

    def has_section(self, key: str) -> bool:
        return key in self.sections

    def _add(self, key: str, table: _StagedTable, values: dict[str, Any], path: str) -> None:
        self._ord += 1
        table.rows.append((self._ord, *[values.get(c) for c in table.names]))
        table.paths.append(path)
        if len(table.rows) >= BATCH:
            self._flush(key, table)

    def add_chat(self, values: dict[str, Any], path: str) -> None:
        self._add("chats", self.tables["chats"], values, path)

    def add_message(self, values: dict[str, Any], path: str) -> None:
        self._add("messages", self.tables["messages"], values, path)

    def add_provider(self, values: dict[str, Any], path: str) -> None:
        self._add("providers", self.tables["providers"], values, path)

    def add_row(self, section: str, values: dict[str, Any], path: str) -> None:
        self._add(f"section_{section}", self.sections[section], values, path)

    def next_ord(self) -> int:
        return self._ord + 1

    def assign_chat(self, first_ord: int, chat_id: str) -> None:
        """Give messages read before their chat's id (ord >= first_ord) that chat."""
        self._flush("messages", self.tables["messages"])
        self.con.execute("UPDATE messages SET chat_id = ? WHERE ord >= ? AND chat_id IS NULL", (chat_id, first_ord))

    def set_setting(self, key: str, value: Any) -> None:
        self.con.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, json.dumps(value)))

    def add_fact(self, text: str) -> None:
        self._ord += 1
        self.con.execute("INSERT INTO facts (ord, text) VALUES (?, ?)", (self._ord, text))

    def add_known(self, chat_id: str, message_ids: list[str]) -> None:
        """Every message id of a ChatGPT conversation's tree. A message of that chat that is here,
        is one of these, but is not on the branch being imported was left by the user (an edited
        question, a regenerated answer): the merge removes it, so the chat shows the new branch."""
        self.con.executemany("INSERT INTO known (chat_id, message_id) VALUES (?, ?)",
                             [(chat_id, m) for m in message_ids])

    def _flush(self, key: str, table: _StagedTable) -> None:
        if not table.rows:
            return
        cols = ", ".join(["ord", *(f'"{c}"' for c in table.names)])
        marks = ", ".join("?" * (len(table.names) + 1))
        before = self.con.total_changes
        # Ids must be unique in the file; OR IGNORE lets the rare duplicate be found afterwards.
        verb = "INSERT OR IGNORE" if table.unique_id else "INSERT"
        self.con.executemany(f'{verb} INTO "{key}" ({cols}) VALUES ({marks})', table.rows)
        ignored = len(table.rows) - (self.con.total_changes - before)
        if ignored:
            self._duplicates(key, table)
        table.rows.clear()
        table.paths.clear()

    def _duplicates(self, key: str, table: _StagedTable) -> None:
        id_index = table.names.index("id") + 1
        for row, path in zip(table.rows, table.paths):
            first = self.con.execute(f'SELECT ord FROM "{key}" WHERE id = ?', (row[id_index],)).fetchone()
            if first is not None and first[0] != row[0]:
                if self.duplicates == "skip":
                    self.skipped_duplicates += 1
                    continue
                raise ImportFailed(f"{path}.id", f'the id "{row[id_index]}" is used twice in the file')

    def flush(self) -> None:
        for key, table in [*self.tables.items(), *((f"section_{k}", t) for k, t in self.sections.items())]:
            self._flush(key, table)

    def discard(self) -> None:
        try:
            self.con.close()
        finally:
            self.path.unlink(missing_ok=True)
            for side in ("-journal", "-wal", "-shm"):
                self.path.with_name(self.path.name + side).unlink(missing_ok=True)

    # ----- merging ------------------------------------------------------------------------------
    def merge(self, fmt: str) -> ImportReport:
        """Apply the staged rows to the real database in one transaction."""
        self.flush()
        self.con.execute("COMMIT")
        report = ImportReport(format=fmt)
        with self.core.db.raw() as main:
            attach(main, self.path, "staging", self.core.db.key)
            try:
                main.execute("BEGIN IMMEDIATE")
                try:
                    self._merge(main, report)
                    main.execute("COMMIT")
                except BaseException:
                    main.execute("ROLLBACK")
                    raise
            finally:
                main.execute("DETACH DATABASE staging")
        return report

    def _merge(self, main: sqlite3.Connection, report: ImportReport) -> None:
        chats, messages, providers = self.tables["chats"], self.tables["messages"], self.tables["providers"]

        report.providers_added = self._insert_new(main, "providers", providers)
        report.settings_added = self._merge_settings(main)

        new_chat_ids = [r[0] for r in main.execute(
            "SELECT s.id FROM staging.chats s WHERE NOT EXISTS (SELECT 1 FROM main.chats m WHERE m.id = s.id) ORDER BY s.ord")]
        report.chats_added = self._insert_new(main, "chats", chats)
        report.messages_replaced = self._drop_left_branches(main)

        # Messages of chats deleted here stay deleted; only their remembered ones may come (the
        # Memory Map keeps those). New messages of a chat go after its last one, in file order.
        wanted = ("FROM staging.messages s JOIN main.chats c ON c.id = s.chat_id "
                  "WHERE NOT EXISTS (SELECT 1 FROM main.messages m WHERE m.id = s.id) "
                  "AND (c.deleted_at IS NULL OR s.remembered_at IS NOT NULL)")
        per_chat = dict(main.execute(f"SELECT s.chat_id, count(*) {wanted} GROUP BY s.chat_id").fetchall())
        names = [c.name for c in messages.columns]
        exprs = []
        for col in messages.columns:
            if col.name == "seq":
                exprs.append("COALESCE((SELECT max(m.seq) FROM main.messages m WHERE m.chat_id = s.chat_id), 0)"
                             " + ROW_NUMBER() OVER (PARTITION BY s.chat_id ORDER BY s.ord)")
            else:
                exprs.append(_value_expr(col))
        cur = main.execute(f"INSERT INTO main.messages ({_cols(names)}) SELECT {', '.join(exprs)} {wanted} ORDER BY s.ord")
        report.messages_added = max(cur.rowcount, 0)

        new_set = set(new_chat_ids)
        extended = [cid for cid in per_chat if cid not in new_set]
        for chat_id in extended:
            # A chat that grew keeps its place in the sidebar by its newest message.
            main.execute("UPDATE main.chats SET updated_at = max(updated_at, (SELECT max(created_at) FROM main.messages "
                         "WHERE chat_id = ?)) WHERE id = ?", (chat_id, chat_id))
        report.chats_extended = len(extended)
        report.chat_ids = new_chat_ids + extended

        for key, table in self.sections.items():
            if key == "memory_lines":
                continue  # details of the memory lines, used by _merge_facts
            if self.section_rules[key].merge == "history":
                added = self._insert_history(main, f"section_{key}", table)
                if added is None:
                    report.notes.append(Said("import.history_kept", section=key.replace("_", " ")))
                    added = 0
            else:
                added = self._insert_new(main, f"section_{key}", table)
            report.rows_added[key] = added

        # After the history: the revision recording this import is the newest one.
        report.memory_added = self._merge_facts(main)

    def _drop_left_branches(self, main: sqlite3.Connection) -> int:
        """Remove messages of a branch the user left in ChatGPT since the last import (see add_known).
        Messages written in Whizi are not in ChatGPT's tree and stay; so do deleted chats."""
        if main.execute("SELECT 1 FROM staging.known LIMIT 1").fetchone() is None:
            return 0
        main.execute("CREATE TEMP TABLE IF NOT EXISTS import_known (chat_id TEXT, message_id TEXT PRIMARY KEY)")
        main.execute("DELETE FROM temp.import_known")
        main.execute("INSERT OR IGNORE INTO temp.import_known SELECT chat_id, message_id FROM staging.known")
        try:
            cur = main.execute(
                "DELETE FROM main.messages WHERE id IN ("
                " SELECT m.id FROM main.messages m JOIN temp.import_known k ON k.message_id = m.id AND k.chat_id = m.chat_id"
                " JOIN main.chats c ON c.id = m.chat_id AND c.deleted_at IS NULL"
                " WHERE NOT EXISTS (SELECT 1 FROM staging.messages s WHERE s.id = m.id))")
            return max(cur.rowcount, 0)
        finally:
            main.execute("DROP TABLE temp.import_known")

    def _insert_new(self, main: sqlite3.Connection, staged: str, table: _StagedTable) -> int:
        """INSERT the staged rows that are not here yet; returns how many were added."""
        if table.integer_pk:
            # The counter differs between databases: a row is the same when all else is equal.
            columns = [c for c in table.columns if c.name not in table.pk]
            same = " AND ".join(f'm."{c.name}" IS {_value_expr(c)}' for c in columns) or "1"
        else:
            columns = table.columns
            same = " AND ".join(f'm."{k}" = s."{k}"' for k in table.pk) or "0"
        conditions = [f'NOT EXISTS (SELECT 1 FROM main."{table.name}" m WHERE {same})']
        # Rows whose references are not here (a summary of a chat that was deleted) are left out.
        for local, referred, remote in table.foreign_keys:
            for l_col, r_col in zip(local, remote):
                conditions.append(f's."{l_col}" IS NULL OR EXISTS (SELECT 1 FROM main."{referred}" r WHERE r."{r_col}" = s."{l_col}")')
        where = " AND ".join(f"({c})" for c in conditions)
        names = [c.name for c in columns]
        exprs = ", ".join(_value_expr(c) for c in columns)
        cur = main.execute(f'INSERT INTO main."{table.name}" ({_cols(names)}) '
                           f'SELECT {exprs} FROM staging."{staged}" s WHERE {where} ORDER BY s.ord')
        return max(cur.rowcount, 0)

    def _insert_history(self, main: sqlite3.Connection, staged: str, table: _StagedTable) -> int | None:
        """Take a history whole, ids included, into an empty table; None if it has rows already."""
        if main.execute(f'SELECT 1 FROM main."{table.name}" LIMIT 1').fetchone() is not None:
            staged_any = main.execute(f'SELECT 1 FROM staging."{staged}" LIMIT 1').fetchone()
            return None if staged_any else 0
        names = [c.name for c in table.columns]
        cur = main.execute(f'INSERT OR IGNORE INTO main."{table.name}" ({_cols(names)}) '
                           f'SELECT {", ".join(_value_expr(c) for c in table.columns)} FROM staging."{staged}" s ORDER BY s.ord')
        return max(cur.rowcount, 0)

    def _merge_settings(self, main: sqlite3.Connection) -> int:
        added = 0
        mine = {row[0] for row in main.execute("SELECT key FROM main.settings")}
        for key, value in main.execute("SELECT key, value FROM staging.settings ORDER BY key").fetchall():
            if key in mine or key not in DEFAULTS:
                continue
            if key == "provider.active":
                provider = json.loads(value)
                if provider and main.execute("SELECT 1 FROM main.providers WHERE id = ?", (provider,)).fetchone() is None:
                    continue
            main.execute("INSERT INTO main.settings (key, value) VALUES (?, ?)", (key, value))
            added += 1
        return added

    def _merge_facts(self, main: sqlite3.Connection) -> int:
        incoming = [row[0] for row in main.execute("SELECT text FROM staging.facts ORDER BY ord")]
        if not incoming or not self.has_facts:
            return 0
        current = main.execute("SELECT id, position, text FROM main.facts ORDER BY position, created_at, id").fetchall()
        added = merge_lines([text for _id, _pos, text in current], incoming)
        if not added:
            return 0
        details = self._fact_details(main)
        facts_columns = {r[1] for r in main.execute("PRAGMA main.table_info(facts)")}
        taken = {row[0] for row in current}
        position = max((pos for _id, pos, _text in current), default=-1)
        now = _now()
        new_rows = []
        for text in added:
            position += 1
            detail = details.get(fact_key(text), {})
            fact_id = detail.get("id")
            if not isinstance(fact_id, str) or not fact_id or fact_id in taken:
                fact_id = new_id()
            taken.add(fact_id)
            row = {k: v for k, v in detail.items() if k in facts_columns and v is not None}
            row.update(id=fact_id, position=position, text=text,
                       created_at=detail.get("created_at") or now, updated_at=detail.get("updated_at") or now)
            main.execute(f"INSERT INTO main.facts ({_cols(list(row))}) VALUES ({', '.join('?' * len(row))})",
                         list(row.values()))
            new_rows.append((fact_id, text))
        # The memory's history shows that an import added these lines (and can undo them).
        old_list = [{"id": i, "text": t} for i, _p, t in current]
        new_list = old_list + [{"id": i, "text": t} for i, t in new_rows]
        main.execute("INSERT INTO main.fact_revisions (created_at, cause, old_facts, new_facts, chat_id, message_ids, model) "
                     "VALUES (?, 'import', ?, ?, NULL, '[]', NULL)",
                     (now, json.dumps(old_list, ensure_ascii=False), json.dumps(new_list, ensure_ascii=False)))
        return len(added)

    def _fact_details(self, main: sqlite3.Connection) -> dict[str, dict[str, Any]]:
        """memory_lines rows of the file (dates, sources, ...) by normalised text."""
        table = self.sections.get("memory_lines")
        if table is None:
            return {}
        cursor = main.execute(f'SELECT {_cols(table.names)} FROM staging."section_memory_lines" ORDER BY ord')
        details: dict[str, dict[str, Any]] = {}
        for values in cursor:
            row = dict(zip(table.names, values))
            if isinstance(row.get("text"), str):
                details.setdefault(fact_key(row["text"]), row)
        return details


def _cols(names: list[str]) -> str:
    return ", ".join(f'"{n}"' for n in names)


def _value_expr(col: _Column) -> str:
    """A staged value, or the column's own default where the file had none."""
    if col.default is not None and not col.nullable:
        return f'COALESCE(s."{col.name}", {col.default})'
    return f's."{col.name}"'


def _now() -> str:
    return utcnow().isoformat(timespec="microseconds")
