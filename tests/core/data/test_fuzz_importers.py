"""Fuzzing the importers with mutated, truncated and reshaped files: they never crash (a bad file
is an ImportFailed with a message) and a failed import leaves the database exactly as it was."""
from __future__ import annotations

import io
import json
import os
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.context import WhiziCore
from app.core.data import ImportFailed

from .support import dump, populate

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "chatgpt"
# WHIZI_FUZZ_EXAMPLES=2000 for a longer run; the default keeps the suite quick and repeatable.
FUZZ = settings(max_examples=int(os.environ.get("WHIZI_FUZZ_EXAMPLES", "60")), deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(exclude_categories=()), max_size=30),   # lone surrogates and NULs too
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12)


@pytest.fixture(scope="module")
def whizi_export(tmp_path_factory) -> bytes:
    folder = tmp_path_factory.mktemp("source")
    core = WhiziCore.open(folder / "data")
    try:
        populate(core)
        path = folder / "export.json"
        core.data.export(path)
        return path.read_bytes()
    finally:
        core.close()


@pytest.fixture(scope="module")
def target(tmp_path_factory):
    """One populated database the examples import into (each compares its own before/after)."""
    core = WhiziCore.open(tmp_path_factory.mktemp("target") / "data")
    populate(core)
    yield core
    core.close()


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("files")


def check_import(core, path: Path) -> None:
    before = dump(core.layout.database)
    try:
        core.data.import_files(path)
    except ImportFailed as exc:
        assert str(exc) and dump(core.layout.database) == before, f"partial state after: {exc}"
    staging = core.layout.root / "tmp"
    assert not staging.exists() or not any(staging.iterdir())


def mutate(data: bytes, kind: str, position: float, payload: bytes) -> bytes:
    at = int(position * len(data))
    if kind == "truncate":
        return data[:at]
    if kind == "replace":
        return data[:at] + payload + data[at + len(payload):]
    if kind == "insert":
        return data[:at] + payload + data[at:]
    return data[:at] + data[at + 1 + len(payload) * 7:]   # delete a run


mutations = st.tuples(st.sampled_from(["truncate", "replace", "insert", "delete"]),
                      st.floats(0, 1, exclude_max=True), st.binary(min_size=1, max_size=6))


@FUZZ
@given(mutation=mutations)
def test_mutated_whizi_exports(target, scratch, whizi_export, mutation):
    path = scratch / "mutated.json"
    path.write_bytes(mutate(whizi_export, *mutation))
    check_import(target, path)


def all_paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from all_paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from all_paths(v, prefix + (i,))


def replaced(doc, path, value):
    if not path:
        return value
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return doc


@FUZZ
@given(pick=st.floats(0, 1, exclude_max=True), value=json_values)
def test_whizi_exports_with_a_value_of_the_wrong_shape(target, scratch, whizi_export, pick, value):
    doc = json.loads(whizi_export)
    paths = list(all_paths(doc))
    doc = replaced(doc, paths[int(pick * len(paths))], value)
    path = scratch / "reshaped.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    check_import(target, path)


@FUZZ
@given(pick=st.floats(0, 1, exclude_max=True), value=json_values)
def test_chatgpt_conversations_with_a_value_of_the_wrong_shape(target, scratch, pick, value):
    doc = json.loads((FIXTURES / "conversations.json").read_bytes())
    paths = list(all_paths(doc))
    doc = replaced(doc, paths[int(pick * len(paths))], value)
    path = scratch / "conversations.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    check_import(target, path)


@FUZZ
@given(mutation=mutations)
def test_mutated_chatgpt_files(target, scratch, mutation):
    path = scratch / "conversations.json"
    path.write_bytes(mutate((FIXTURES / "conversations.json").read_bytes(), *mutation))
    check_import(target, path)


@FUZZ
@given(mutation=mutations, inside=st.booleans())
def test_mutated_chatgpt_zips(target, scratch, mutation, inside):
    if inside:   # a sound zip holding a damaged conversations.json
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
            zf.writestr("conversations.json", mutate((FIXTURES / "conversations.json").read_bytes(), *mutation))
        data = buffer.getvalue()
    else:        # a damaged zip
        data = mutate((FIXTURES / "chatgpt-export.zip").read_bytes(), *mutation)
    path = scratch / "export.zip"
    path.write_bytes(data)
    check_import(target, path)
