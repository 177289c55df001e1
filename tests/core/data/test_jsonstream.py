"""The incremental reader agrees with json.loads on every document, however the file is chunked,
and locates errors by line and column."""
from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.data.jsonstream import JsonReader, JsonSyntaxError

json_values = st.recursive(
    # Integers as far as SQLite stores them: larger ones are refused (test_out_of_range_numbers).
    st.none() | st.booleans() | st.integers(-2**63, 2**63 - 1) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25)


def walk(reader: JsonReader):
    """Rebuild a value through the container API (as the importers walk a file)."""
    char = reader.peek()
    if char == "{":
        return {key: walk(reader) for key in reader.iter_object()}
    if char == "[":
        return [walk(reader) for _ in reader.iter_array()]
    return reader.read_value()


def read(data: bytes, chunk: int):
    reader = JsonReader(io.BytesIO(data), chunk_bytes=chunk)
    value = walk(reader)
    reader.expect_end()
    return value


@settings(max_examples=200, deadline=None, derandomize=True)
@given(value=json_values, indent=st.sampled_from([None, 0, 2]), chunk=st.integers(1, 64))
def test_reads_what_json_loads_reads(value, indent, chunk):
    data = json.dumps(value, indent=indent, ensure_ascii=bool(chunk % 2)).encode()
    assert read(data, chunk) == json.loads(data)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(value=json_values, cut=st.floats(0, 1, exclude_max=True), chunk=st.integers(1, 64))
def test_a_truncated_document_is_an_error_unless_json_agrees(value, cut, chunk):
    data = json.dumps(value, indent=1).encode()
    data = data[: int(cut * len(data))]
    try:
        expected = json.loads(data)
    except ValueError:
        with pytest.raises(JsonSyntaxError):
            read(data, chunk)
    else:
        assert read(data, chunk) == expected  # e.g. "12345" cut to "123"


@pytest.mark.parametrize("chunk", [1, 7, 1 << 20])
def test_errors_carry_line_and_column(chunk):
    data = b'{\n  "chats": [\n    {"id": 1},\n    {"id": 2,,}\n  ]\n}'
    with pytest.raises(JsonSyntaxError) as info:
        read(data, chunk)
    assert (info.value.line, info.value.column) == (4, 14)
    assert str(info.value) == "line 4, column 14: expected a key in double quotes, found ','"


def test_the_buffer_forgets_what_was_read():
    """Memory is bounded by one item, not by the file: a 20 MB array keeps a small buffer."""
    item = json.dumps({"id": "x" * 30, "content": "lorem ipsum " * 40})
    data = ("[" + ",\n".join([item] * 40_000) + "]").encode()
    reader = JsonReader(io.BytesIO(data), chunk_bytes=1 << 16)
    largest = 0
    for _ in reader.iter_array():
        reader.read_value()
        largest = max(largest, len(reader.buf))
    assert largest < 400_000 < len(data) // 50
    assert reader.line_here() == 40_000


@pytest.mark.parametrize("number, reason", [
    ("1e999", "the number 1e999 is out of range"),
    ("-1e999", "the number -1e999 is out of range"),
    ("9" * 5000, "the number 999999999999…999999 (5000 characters) is out of range"),
    (str(2**63), "the number 9223372036854775808 is out of range"),
    (str(-2**63 - 1), "the number -9223372036854775809 is out of range"),
])
def test_out_of_range_numbers_are_located_errors(number, reason):
    data = f'[\n  {{"a": 1}},\n  {{"n": {number}}}\n]'.encode()
    with pytest.raises(JsonSyntaxError) as info:
        read(data, 7)
    assert (info.value.line, info.value.column) == (3, 9) and info.value.reason.startswith(reason)
