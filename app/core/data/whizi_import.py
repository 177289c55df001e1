"""Read a Whizi export (docs/export-format.md) into the staging database, checking every value."""
from __future__ import annotations

from typing import Any

from app.core.data import schema
from app.core.data.errors import ImportFailed
from app.core.data.jsonstream import JsonReader
from app.core.data.staging import Staging
from app.core.data.validate import Fields, iso_utc, kind_of, scalar
from app.core.domain import AnalysisMode, MessageStatus, PrivacyLabel, Role, UserDecision
from app.core.errors import Said
from app.core.store.messages import clean_text
from app.core.store.settings import DEFAULTS, validate
from app.core.textlimits import cap_message, describe_limit

HEADER = ("format", "schema_version", "exported_at", "app", "options")
ROLES = [r.value for r in Role]
STATUSES = [s.value for s in MessageStatus]
LABELS = [p.value for p in PrivacyLabel]
DECISIONS = [d.value for d in UserDecision]
MODES = [m.value for m in AnalysisMode]

CHAT_FIELDS = {"id", "title", "created_at", "updated_at", "pinned", "deleted_at", "model", "system_prompt",
               "analysis_mode", "messages"}
MESSAGE_FIELDS = {"id", "role", "content", "created_at", "status", "error", "model", "privacy_label",
                  "privacy_reason", "privacy_source", "user_decision", "analysed_at", "remembered_at",
                  "edited_at", "content_omitted"}


def stage_whizi_export(reader: JsonReader, staging: Staging, tick) -> list[str]:
    """Read the whole document into `staging`; returns notes for the user (skipped sections)."""
    notes: list[str] = []
    if reader.peek() != "{":
        raise ImportFailed(_line(reader), "this is not a Whizi export: it should start with '{'")
    seen: set[str] = set()
    for key in reader.iter_object():
        if key in HEADER:
            value = reader.read_value()
            _check_header(key, value)
            seen.add(key)
            continue
        if not {"format", "schema_version"} <= seen:
            raise ImportFailed(key, 'this is not a Whizi export: it must begin with "format" and "schema_version"')
        if key == "settings":
            _settings(reader.read_value(), staging, reader)
        elif key == "providers":
            for i in reader.iter_array():
                _provider(reader.read_value(), f"providers[{i}]", staging, reader)
        elif key == "memory":
            for i in reader.iter_array():
                line = reader.read_value()
                if not isinstance(line, str):
                    raise ImportFailed(f"memory[{i}]", f"expected a text, found {kind_of(line)} (near line {reader.line_here()})")
                staging.add_fact(clean_text(line))
        elif key == "chats":
            for i in reader.iter_array():
                _chat(reader, f"chats[{i}]", staging, tick)
        elif key in {s.key for s in schema.TABLE_SECTIONS}:
            if not staging.has_section(key):
                notes.append(Said("import.section_skipped", key=key))
                reader.skip_value()
                continue
            for i in reader.iter_array():
                _row(reader.read_value(), f"{key}[{i}]", key, staging, reader)
                tick()
        else:
            reader.skip_value()  # written by a newer Whizi; additive by design
        tick()
    reader.expect_end()
    if not {"format", "schema_version"} <= seen:
        raise ImportFailed("", 'this is not a Whizi export: "format" and "schema_version" are missing')
    if staging.cut_messages:
        n = staging.cut_messages
        notes.append(f"{n} message{'s' if n != 1 else ''} longer than {describe_limit()} "
                     f"{'were' if n != 1 else 'was'} cut to that length.")
    return notes


def _line(reader: JsonReader) -> str:
    line, column = reader._location(reader.pos)
    return f"line {line}, column {column}"


def _check_header(key: str, value: Any) -> None:
    if key == "format" and value != schema.FORMAT:
        raise ImportFailed("format", f'this is not a Whizi export (expected "{schema.FORMAT}", found {kind_of(value)})')
    if key == "schema_version":
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ImportFailed("schema_version", f"expected a whole number, found {kind_of(value)}")
        if value > schema.SCHEMA_VERSION:
            raise ImportFailed("schema_version", f"the file was written by a newer Whizi (export version {value}; "
                                                 f"this one reads up to {schema.SCHEMA_VERSION}). Update Whizi to import it")


def _settings(value: Any, staging: Staging, reader: JsonReader) -> None:
    if not isinstance(value, dict):
        raise ImportFailed("settings", f"expected an object, found {kind_of(value)} (near line {reader.line_here()})")
    for key, item in value.items():
        if key not in DEFAULTS or schema.is_secret_setting(key):
            continue  # from a newer Whizi, or something we never take in
        if isinstance(item, (dict, list)) or item is None:
            raise ImportFailed(f"settings.{key}", f"expected a single value, found {kind_of(item)}")
        try:
            # The same check as `whizi settings set` and the Settings dialog: a value out of range or not
            # one of the allowed ones fails the import at this key (nothing is changed), never stored.
            staging.set_setting(key, validate(key, clean_text(item) if isinstance(item, str) else item))
        except ValueError as exc:
            raise ImportFailed(f"settings.{key}", str(exc)) from None


def _provider(obj: Any, path: str, staging: Staging, reader: JsonReader) -> None:
    f = Fields(obj, path, reader.line_here)
    values = _extras(f, staging.columns_of("providers"), set())
    values.update(
        id=f.text("id", allow_empty=False), name=f.text("name", default="Provider") or "Provider",
        base_url=f.text("base_url", allow_empty=False),
        chat_model=f.text("chat_model", default=""), memory_model=f.text("memory_model", default=""),
        embedding_model=f.text("embedding_model", default=""),
        created_at=f.when("created_at", default=None),
    )
    if values["created_at"] is None:
        from app.core.data.staging import _now

        values["created_at"] = _now()
    staging.add_provider(values, path)


def _chat(reader: JsonReader, path: str, staging: Staging, tick) -> None:
    if reader.peek() != "{":
        raise ImportFailed(path, f"expected an object (near line {reader.line_here()})")
    fields: dict[str, Any] = {}
    first_message: int | None = None
    deferred = False
    red_so_far: list[str] = []   # texts of this chat's red messages, for the echo check
    for key in reader.iter_object():
        if key != "messages":
            fields[key] = reader.read_value()
            continue
        chat_id = fields.get("id") if isinstance(fields.get("id"), str) else None
        deferred = chat_id is None  # the id comes after the messages: filled in below
        for j in reader.iter_array():
            start = staging.next_ord()
            first_message = start if first_message is None else first_message
            _message(reader.read_value(), f"{path}.messages[{j}]", chat_id, staging, reader, red_so_far)
            tick()
    f = Fields(fields, path, reader.line_here)
    values = _extras(f, staging.columns_of("chats"), CHAT_FIELDS)
    created = f.when("created_at")
    values.update(
        id=f.text("id", allow_empty=False), title=" ".join((f.text("title", default="") or "").split())[:200] or "New chat",
        created_at=created, updated_at=f.when("updated_at", default=created), pinned=int(f.flag("pinned")),
        deleted_at=f.when("deleted_at", default=None, nullable=True),
        model=f.text("model", default=None, nullable=True), system_prompt=f.text("system_prompt", default=None, nullable=True),
        analysis_mode=f.choice("analysis_mode", MODES, default="none"),
    )
    staging.add_chat(values, path)
    if deferred and first_message is not None:
        staging.assign_chat(first_message, values["id"])


def _message(obj: Any, path: str, chat_id: str | None, staging: Staging, reader: JsonReader,
             red_so_far: list[str]) -> None:
    f = Fields(obj, path, reader.line_here)
    values = _extras(f, staging.columns_of("messages"), MESSAGE_FIELDS)
    omitted = f.flag("content_omitted")
    status = f.choice("status", STATUSES, default="complete")
    values.update(
        id=f.text("id", allow_empty=False), chat_id=chat_id, role=f.choice("role", ROLES),
        content="" if omitted else f.text("content"), created_at=f.when("created_at"),
        # A reply that was still arriving when the export was made is kept as what it is: partial.
        status="partial" if status == "streaming" else status,
        error=f.text("error", default=None, nullable=True), model=f.text("model", default=None, nullable=True),
        privacy_label=f.choice("privacy_label", LABELS, default=None, nullable=True),
        privacy_reason=f.text("privacy_reason", default=None, nullable=True),
        privacy_source=f.text("privacy_source", default=None, nullable=True),
        user_decision=f.choice("user_decision", DECISIONS, default=None, nullable=True),
        analysed_at=f.when("analysed_at", default=None, nullable=True),
        remembered_at=f.when("remembered_at", default=None, nullable=True),
        # Edited and resent (schema 11): the transcript says "· edited" after the message's time.
        edited_at=f.when("edited_at", default=None, nullable=True),
    )
    if omitted:
        # Nothing derived from left-out text comes back either (a hash of a card number is guessable).
        for key in [k for k in values if k.endswith("_hash")]:
            values[key] = None
    if values["content"]:
        values["content"], cut = cap_message(values["content"])
        staging.cut_messages += cut
    _red_beats_the_file(values, red_so_far)
    staging.add_message(values, path)


def _red_beats_the_file(values: dict[str, Any], red_so_far: list[str]) -> None:
    """"Red: never" holds whatever a file says. A message the file has remembered, labelled green
    or yellow, or marked "Remember" is read by the local detector (and compared with the red
    messages before it in its chat) on the way in; if it is red, it comes in red, not remembered,
    and a stored "Remember" is dropped (the user's own "Ignore" / "Do not remember" stay). A message
    the file calls red is never remembered either. Unlabelled messages are left to the privacy
    analysis, which reads them the same way."""
    from app.core.memory.privacy.detector.verdict import detect
    from app.core.memory.privacy.echo import REASON as ECHO_REASON
    from app.core.memory.privacy.echo import echoes_earlier

    content = values.get("content") or ""
    label, decision = values.get("privacy_label"), values.get("user_decision")
    claims = (values.get("remembered_at") is not None or decision == UserDecision.REMEMBER.value
              or label in (PrivacyLabel.GREEN.value, PrivacyLabel.YELLOW.value))
    if content.strip() and claims and label != PrivacyLabel.RED.value:
        verdict = detect(content)
        reason = verdict.reason if verdict.is_red else ECHO_REASON if echoes_earlier(content, red_so_far) else ""
        if reason:
            from app.core.data.staging import _now

            values.update(privacy_label=PrivacyLabel.RED.value, privacy_reason=reason, privacy_source="local",
                          analysed_at=values.get("analysed_at") or _now())
            label = PrivacyLabel.RED.value
    if label == PrivacyLabel.RED.value:
        values["remembered_at"] = None
        if decision == UserDecision.REMEMBER.value:
            values["user_decision"] = None
        if content.strip():
            red_so_far.append(content)
    elif decision in (UserDecision.IGNORE.value, UserDecision.DO_NOT_REMEMBER.value):
        values["remembered_at"] = None


def _row(obj: Any, path: str, section: str, staging: Staging, reader: JsonReader) -> None:
    f = Fields(obj, path, reader.line_here)
    values = _extras(f, staging.columns_of(section), set())
    if section == "memory_lines":
        f.text("text")
    for key in values:
        if key.endswith("_at") and isinstance(values[key], str):
            values[key] = iso_utc(values[key], lambda reason, k=key: f.fail(k, reason))
    staging.add_row(section, values, path)


def _extras(f: Fields, columns: set[str], known: set[str]) -> dict[str, Any]:
    """Fields this version does not check by name but has a column for (added by later schemas)."""
    out: dict[str, Any] = {}
    for key, value in f.obj.items():
        if key in known or key not in columns or schema.looks_secret(key):
            continue
        out[key] = scalar(value, f"{f.path}.{key}", f.line)
    return out
