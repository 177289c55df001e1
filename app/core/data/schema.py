"""What the export file holds, section by section, and which tables feed each section.

The export grows with the database: chats and messages carry every column their tables have
(columns added by later schema versions travel without changes here), and memory layers that
keep their own table get a top-level section as soon as the table exists. See
docs/export-format.md.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from sqlalchemy import MetaData, Table, inspect
from sqlalchemy.engine import Connection

FORMAT = "whizi-export"
# Bumped only for changes an older reader would misread; new sections and new fields are
# additive (readers ignore what they do not know) and keep the version.
SCHEMA_VERSION = 1

# Never exported, whatever table they turn up in: a defence in depth, no table is meant to hold them.
# Names of credentials: an API key, a password, a secret, an access/auth/bearer token. A count of
# tokens (`history.budget_tokens`, `max_reply_tokens`) is not one and travels like any other value.
_SECRET_NAME = re.compile(r"api_?key|password|passwd|secret|credential|(?:^|[._])(?:access_|auth_|bearer_|refresh_|"
                          r"session_|id_|api_)?token$", re.IGNORECASE)


def looks_secret(name: str) -> bool:
    return _SECRET_NAME.search(name) is not None

# Columns implied by the document's structure rather than written out.
IMPLIED_COLUMNS = {
    "messages": {"chat_id", "seq"},
}


@dataclass(frozen=True)
class TableSection:
    """A top-level array of rows of one table, exported and imported generically.

    `tables` lists the names the table may have (the first that exists is used). Rows are merged
    by their primary key when it is text; when it is an integer counter (which differs between
    databases) a row is new when no row has the same values in every other column.
    """

    key: str
    tables: tuple[str, ...]
    description: str
    # "rows": merged row by row as above. "history": a log whose rows refer to each other by id
    # (undo marks); it is taken whole, ids kept, and only by a database that has none of its own.
    merge: str = "rows"


# Order in the file; each is written only if one of its tables exists. Features that keep user
# data in a table of their own add a line here (and a paragraph to docs/export-format.md).
TABLE_SECTIONS: tuple[TableSection, ...] = (
    TableSection("memory_lines", ("facts",), "the saved memory's lines with their dates and sources"),
    TableSection("fact_revisions", ("fact_revisions",), "history of changes to the saved memory", merge="history"),
    TableSection("summaries", ("summaries", "chat_summaries"), "chat summaries (chat-history retrieval)"),
    TableSection("insights", ("insights", "user_insights"), "user insights"),
)


def existing_tables(conn: Connection) -> set[str]:
    return set(inspect(conn).get_table_names())


def reflect(conn: Connection, name: str) -> Table:
    return Table(name, MetaData(), autoload_with=conn)


def resolve_table(section: TableSection, tables: set[str]) -> str | None:
    return next((name for name in section.tables if name in tables), None)


def exportable_columns(table: Table) -> list[str]:
    implied = IMPLIED_COLUMNS.get(table.name, set())
    return [c.name for c in table.columns
            if c.name not in implied and not looks_secret(c.name)]


def is_secret_setting(key: str) -> bool:
    return looks_secret(key)
