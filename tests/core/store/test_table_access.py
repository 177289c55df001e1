"""One way to reach each table (issue #14, item 6): repositories own their tables, as Core or ORM
statements on the mappings in app/core/store/models.py; SQL text stays in the few places that
SQLAlchemy has no words for. These guards read the source and a real database file."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from app.core.store.db import Database
from app.core.store.models import Base

APP = Path(__file__).resolve().parents[3] / "app"

# Where SQL may be written as text, and why (Database.raw says the same at its definition).
SQL_TEXT_ALLOWED = {
    "core/store/migrations.py": "the schema steps are plain SQL",
    "core/store/db.py": "pragmas, the FTS 'optimize', VACUUM",
    "core/store/search.py": "FTS5 MATCH, highlight() and snippet()",
    "core/data/staging.py": "the import ATTACHes its staging database",
    "core/startup_settings.py": "two settings read before the storage stack loads",
    "core/store/early_read.py": "the first screen (chats, brains, 4 settings) read before the storage stack loads",
    "core/memory/facts/store.py": "the facts read before every reply, on the driver connection",
    "core/store/encrypt_folder.py": "Encrypt my data: ATTACH ... KEY, sqlcipher_export, per-table row counts",
    "core/memory/history/rowstore.py": "bulk reads of the index's rows on the driver's cursor (building the "
                                       "in-memory search table at 100k rows: twice as fast as SQLAlchemy rows)",
}
RAW_ALLOWED = {"core/store/db.py", "core/store/search.py", "core/data/staging.py", "core/memory/facts/store.py"}
_SQL = re.compile(r"^\s*(SELECT\s[\s\S]+\sFROM\s|INSERT\s+(OR\s+\w+\s+)?INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s"
                  r"|PRAGMA\s|ATTACH\s|VACUUM|CREATE\s+(TABLE|INDEX|VIRTUAL|TRIGGER)\s)")


def _modules():
    for path in sorted(APP.rglob("*.py")):
        yield path.relative_to(APP).as_posix(), ast.parse(path.read_text("utf-8"))


def _leading_text(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return str(node.values[0].value)
    return None


def test_sql_is_written_as_text_only_where_sqlalchemy_has_no_words_for_it():
    found: dict[str, list[int]] = {}
    for name, tree in _modules():
        for node in ast.walk(tree):
            text = _leading_text(node)
            if name not in SQL_TEXT_ALLOWED and text is not None and _SQL.match(text):
                found.setdefault(name, []).append(node.lineno)
            if isinstance(node, ast.ImportFrom) and node.module == "sqlalchemy" \
                    and any(alias.name == "text" for alias in node.names):
                found.setdefault(name, []).append(node.lineno)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "raw" \
                    and not node.args and name not in RAW_ALLOWED:
                found.setdefault(name, []).append(node.lineno)
    assert found == {}, "SQL outside the repositories (ask the table's repository or service instead)"


def test_every_table_has_a_mapping_with_every_column(tmp_path):
    """A real database at the latest schema: each ordinary table is mapped, column for column, so
    its repository can reach all of it through the mapping (the FTS tables are the search's)."""
    db = Database(tmp_path / "whizi.db")
    try:
        with db.raw() as con:
            tables = [r[0] for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' "
                "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%'")]
            schema = {t: {r[1] for r in con.execute(f"PRAGMA table_info({t})")} for t in tables}
    finally:
        db.close()
    mapped = {name: {c.name for c in table.columns} for name, table in Base.metadata.tables.items()}
    assert schema == mapped
