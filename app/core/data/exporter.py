"""Write everything of the user's into one JSON file, a row at a time.

The document is written as it is read from SQLite (one read transaction, so it is a consistent
snapshot), never built in memory: 100,000 messages cost what one chat's worth of JSON does.
It goes to `<file>.part` first and is renamed at the end, so a cancelled or failed export never
leaves a half-written file under the name the user chose.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from sqlalchemy import func, or_, select

from app.core.data import schema
from app.core.data.errors import ExportFailed
from app.core.data.folder import DataFolder
from app.core.data.progress import CancelToken, ProgressFn, Reporter, TransferCancelled
from app.core.domain import utcnow
from app.core.store.settings import DEFAULTS, validate


@dataclass(frozen=True)
class ExportReport:
    path: Path
    chats: int
    messages: int
    memory_lines: int
    red_left_out: int
    sections: tuple[str, ...]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _app_version() -> str:
    try:
        from importlib.metadata import version

        return version("whizi")
    except Exception:  # running from a checkout that was never installed
        return "dev"


class _Writer:
    """Keeps track of commas between the members of the top-level object."""

    def __init__(self, fh: IO[str]) -> None:
        self.fh = fh
        self._members = 0

    def key(self, name: str) -> None:
        self.fh.write(",\n" if self._members else "{\n")
        self.fh.write(f"  {_dump(name)}: ")
        self._members += 1

    def member(self, name: str, value: Any) -> None:
        self.key(name)
        self.fh.write(_dump(value))

    def close(self) -> None:
        self.fh.write("\n}\n" if self._members else "{}\n")


def export_data(core: DataFolder, path: str | os.PathLike, *, leave_out_red: bool = False,
                progress: ProgressFn | None = None, cancel: CancelToken | None = None) -> ExportReport:
    """Write the export to `path`. Runs on the calling thread (the GUI calls it in a worker)."""
    target = Path(path)
    part = target.with_name(target.name + ".part")
    report = Reporter(progress, cancel)
    marker = None
    try:
        # A .part left by an earlier crash may be readable by others: never write into it.
        part.unlink(missing_ok=True)
        # Noted in the data folder first, so a crash before the rename cannot leave it behind for good.
        marker = _note_pending(core, part)
        # Readable by the user only: the file holds everything private they ever wrote.
        fh = open(part, "x", encoding="utf-8", newline="\n", opener=_private_opener)  # noqa: SIM115 - closed below
    except OSError as exc:
        _forget_pending(marker)
        raise ExportFailed(code="export.cannot_write", params={"target": target, "reason": exc.strerror or exc}) from exc
    try:
        with fh:
            result = _write(core, fh, leave_out_red, report)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(part, target)
    except TransferCancelled:
        part.unlink(missing_ok=True)
        raise TransferCancelled(code="export.cancelled") from None
    except OSError as exc:
        part.unlink(missing_ok=True)
        raise ExportFailed(code="export.unfinished", params={"target": target, "reason": exc.strerror or exc}) from exc
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    finally:
        _forget_pending(marker)
    return ExportReport(target, *result)


# ----- the scratch file of an export that a crash interrupted ----------------------------------------
_PENDING = "export-pending-"


def _private_opener(name, flags):
    fd = os.open(name, flags, 0o600)
    if os.name == "posix":
        os.fchmod(fd, 0o600)  # whatever the umask
    return fd


def _note_pending(core: DataFolder, part: Path) -> Path:
    folder = core.layout.root / "tmp"
    folder.mkdir(mode=0o700, exist_ok=True)
    marker = folder / f"{_PENDING}{os.getpid()}-{id(part):x}.txt"
    with open(marker, "w", encoding="utf-8", opener=_private_opener) as fh:
        fh.write(str(part.resolve()))
    return marker


def _forget_pending(marker: Path | None) -> None:
    if marker is not None:
        marker.unlink(missing_ok=True)


def remove_interrupted_exports(root: Path) -> int:
    """At start-up: delete the `.part` files of exports a crash cut short (they hold the user's
    chats, possibly outside the data folder). Returns how many were removed."""
    removed = 0
    for marker in (root / "tmp").glob(f"{_PENDING}*.txt"):
        try:
            part = Path(marker.read_text(encoding="utf-8").strip())
            if part.name.endswith(".part") and part.is_file() and not part.is_symlink():
                part.unlink()
                removed += 1
        except (OSError, UnicodeDecodeError):
            pass
        marker.unlink(missing_ok=True)
    return removed


def _write(core: DataFolder, fh: IO[str], leave_out_red: bool, report: Reporter):
    out = _Writer(fh)
    with core.db.read_snapshot() as conn:
        tables = schema.existing_tables(conn)
        chats_t = schema.reflect(conn, "chats")
        messages_t = schema.reflect(conn, "messages")
        exported = (chats_t.c.deleted_at.is_(None)) | (messages_t.c.remembered_at.is_not(None))
        joined = messages_t.join(chats_t, messages_t.c.chat_id == chats_t.c.id)
        total = conn.scalar(select(func.count()).select_from(joined).where(exported)) or 0
        report("export", 0, total, "messages", force=True)

        out.member("format", schema.FORMAT)
        out.member("schema_version", schema.SCHEMA_VERSION)
        out.member("exported_at", utcnow().isoformat(timespec="seconds"))
        from app.core.store.migrations import latest_version

        out.member("app", {"name": "Whizi", "version": _app_version(), "database_schema": latest_version()})
        out.member("options", {"red_text": "left_out" if leave_out_red else "included"})
        out.member("settings", _settings(conn))
        out.member("providers", _providers(conn))
        memory = _memory(conn, tables)
        out.member("memory", memory)

        sections = ["settings", "providers", "memory"]
        counts = {"chats": 0, "messages": 0, "red": 0}
        # Chats first among the row sections: the others refer to them.
        out.key("chats")
        _write_chats(conn, fh, chats_t, messages_t, leave_out_red, report, total, counts)
        sections.append("chats")
        for section in schema.TABLE_SECTIONS:
            name = schema.resolve_table(section, tables)
            if name is None:
                continue
            out.key(section.key)
            _write_rows(conn, fh, schema.reflect(conn, name), report)
            sections.append(section.key)
        out.close()
    report("export", counts["messages"], total, "messages", force=True)
    return counts["chats"], counts["messages"], len(memory), counts["red"], tuple(sections)


def _settings(conn) -> dict[str, Any]:
    """The settings the user chose (defaults are not written: a later Whizi may improve them).
    Only settings Whizi knows, never a secret, and only values it can import again: one stored before
    settings were checked (a timeout of NaN, say) is left out, so its default applies after an import."""
    table = schema.reflect(conn, "settings")
    values = {}
    for key, value in conn.execute(select(table.c.key, table.c.value).order_by(table.c.key)):
        if key in DEFAULTS and not schema.is_secret_setting(key):
            try:
                values[key] = validate(key, json.loads(value))
            except ValueError:
                continue
    return values


def _providers(conn) -> list[dict[str, Any]]:
    table = schema.reflect(conn, "providers")
    columns = schema.exportable_columns(table)
    rows = conn.execute(select(*[table.c[c] for c in columns]).order_by(table.c.created_at, table.c.id))
    return [dict(row._mapping) for row in rows]


def _memory(conn, tables: set[str]) -> list[str]:
    if "facts" not in tables:
        return []
    table = schema.reflect(conn, "facts")
    return [row.text for row in conn.execute(select(table.c.text).order_by(table.c.position, table.c.created_at, table.c.id))]


def _write_chats(conn, fh, chats_t, messages_t, leave_out_red, report, total, counts) -> None:
    from app.core.memory.policy import MemoryPolicy

    chat_columns = schema.exportable_columns(chats_t)
    message_columns = schema.exportable_columns(messages_t)
    has_remembered = (select(messages_t.c.id).where(messages_t.c.chat_id == chats_t.c.id,
                                                     messages_t.c.remembered_at.is_not(None)).exists())
    # A deleted chat is exported as the Memory Map shows it: only its remembered messages.
    chats = conn.execution_options(yield_per=500).execute(
        select(*[chats_t.c[c] for c in chat_columns])
        .where(or_(chats_t.c.deleted_at.is_(None), has_remembered))
        .order_by(chats_t.c.created_at, chats_t.c.id))
    fh.write("[")
    first_chat = True
    for chat in chats:
        report.check()
        record = dict(chat._mapping)
        record["pinned"] = bool(record.get("pinned"))
        if leave_out_red and record.get("title"):
            record["title"] = MemoryPolicy.safe_title(record["title"])
        head = _dump(record)
        fh.write("\n    " if first_chat else ",\n    ")
        first_chat = False
        fh.write(head[:-1] + ', "messages": [')
        query = select(*[messages_t.c[c] for c in message_columns]).where(messages_t.c.chat_id == record["id"])
        if record.get("deleted_at") is not None:
            query = query.where(messages_t.c.remembered_at.is_not(None))
        first = True
        for msg in conn.execution_options(yield_per=1000).execute(query.order_by(messages_t.c.seq)):
            item = dict(msg._mapping)
            if leave_out_red and item.get("privacy_label") == "red" and item.get("user_decision") != "remember":
                item["content"] = ""
                item["content_omitted"] = True
                counts["red"] += 1
            fh.write("\n      " if first else ",\n      ")
            first = False
            fh.write(_dump(item))
            counts["messages"] += 1
            report("export", counts["messages"], total, "messages")
        fh.write("]}" if first else "\n    ]}")
        counts["chats"] += 1
    fh.write("\n  ]" if not first_chat else "]")


def _write_rows(conn, fh, table, report) -> None:
    columns = schema.exportable_columns(table)
    order = [table.c[c.name] for c in table.primary_key.columns] or [table.c[columns[0]]]
    if "position" in table.c:  # a list (the memory lines): in its own order
        order.insert(0, table.c.position)
    fh.write("[")
    first = True
    for row in conn.execution_options(yield_per=1000).execute(select(*[table.c[c] for c in columns]).order_by(*order)):
        report.check()
        fh.write("\n    " if first else ",\n    ")
        first = False
        fh.write(_dump(dict(row._mapping)))
    fh.write("]" if first else "\n  ]")
