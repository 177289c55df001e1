"""Markdown → QTextDocument HTML: structure, safety, code blocks, and bounded cost."""
from __future__ import annotations

import time

import pytest

from app.ui.chat import markdown_render
from app.ui.chat.markdown_render import MARKDOWN_LIMIT, code_blocks, render_markdown

CODE_MESSAGE = """Intro text.

```python
def add(a, b):
    return a + b
```

Between.

~~~
plain <b>block</b>
~~~
"""


@pytest.fixture(autouse=True)
def fresh_cache():
    # Timing tests must measure a real render, not a cache hit from an earlier test.
    markdown_render.clear_cache()
    yield
    markdown_render.clear_cache()


def test_headings_lists_tables_and_emphasis_render():
    out = render_markdown(
        "# Title\n\n## Sub\n\n- one\n- two\n\n1. first\n\n"
        "| a | b |\n|---|--:|\n| 1 | 2 |\n\n**bold** *it* ~~gone~~ `x`"
    )
    assert "<h1>Title</h1>" in out and "<h2>Sub</h2>" in out
    assert out.count("<li>") == 3 and "<ol>" in out and "<ul>" in out
    assert "<table" in out and "<th>a</th>" in out and "<td>1</td>" in out
    assert "<strong>bold</strong>" in out and "<em>it</em>" in out and "<s>gone</s>" in out
    assert "<code" in out


def test_raw_html_is_escaped_never_interpreted():
    out = render_markdown('<script>alert("x")</script>\n\nhi <img src=x onerror=alert(1)> <b>b</b>')
    assert "<script" not in out and "&lt;script&gt;" in out
    assert "<img" not in out and "&lt;img" in out
    assert "<b>" not in out and "&lt;b&gt;" in out


def test_messages_cannot_forge_internal_links_or_load_images():
    out = render_markdown("[c](copy:0) [r](retry:) [R](RETRY:) [j](javascript:alert(1)) ![pic](/etc/passwd)")
    assert 'href="copy:' not in out and 'href="retry:' not in out.lower()
    assert "javascript:" not in out.split("[j]")[0] and 'href="javascript' not in out
    assert "<img" not in out and "[image: pic]" in out


def test_code_block_is_highlighted_with_header_and_copy_link():
    out = render_markdown(CODE_MESSAGE)
    assert '<a href="copy:0">Copy</a>' in out and '<a href="copy:1">Copy</a>' in out
    assert "python" in out
    assert '<span style="color:' in out  # Pygments inline styles
    assert "&lt;b&gt;block&lt;/b&gt;" in out  # code is text, never markup


def test_light_and_dark_use_different_code_themes():
    assert render_markdown(CODE_MESSAGE, dark=False) != render_markdown(CODE_MESSAGE, dark=True)


def test_code_blocks_returns_raw_code_in_render_order():
    assert code_blocks(CODE_MESSAGE) == ["def add(a, b):\n    return a + b", "plain <b>block</b>"]
    assert code_blocks("no code here") == []
    assert code_blocks("```\nunclosed\n") == ["unclosed"]


def test_html_is_accepted_by_qtextdocument(qapp):
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(render_markdown(CODE_MESSAGE + "\n| h |\n|---|\n| cell |\n"))
    text = doc.toPlainText()
    assert "return a + b" in text and "plain <b>block</b>" in text and "cell" in text


def test_rendering_is_cached():
    first = render_markdown("some *text*")
    assert render_markdown("some *text*") is first
    assert render_markdown("some *text*", dark=True) is not first


@pytest.mark.parametrize(
    "text",
    [
        ("Some *emphasis* and a [link](https://example.com) in prose. " * 20 + "\n\n") * 900,
        "[" * 1_000_000,
        "*a**" * 250_000,
        "```\n" * 250_000,
        "| a | b |\n|---|---|\n" + "| x | y |\n" * 100_000,
        ("```python\n" + "x = [i * 2 for i in range(10)]\n" * 2000 + "```\n\ntext\n\n") * 17,
        ("```python\n" + "x = [i * 2 for i in range(10)]\n" * 1200 + "```\n\n") * 27,
    ],
    ids=["prose", "brackets", "emphasis", "fences", "table", "big-code", "code-blocks"],
)
def test_one_megabyte_renders_quickly(text):
    assert len(text) >= 1_000_000 - 100
    started = time.perf_counter()
    out = render_markdown(text)
    elapsed = time.perf_counter() - started
    assert out
    # A guard against catastrophic behaviour (regex backtracking, quadratic joins), which takes
    # minutes here; not a speed target. The slowest case takes ~0.4 s on the development machine,
    # so a slower, busy CI machine has room.
    assert elapsed < 5.0, f"{elapsed:.2f}s"


def test_large_message_keeps_code_numbering_consistent():
    text = ("prose line\n" * 5_000) + "```js\nlet a = 1;\n```\n" + ("more\n" * 5_000) + "```\nb\n```\n"
    assert len(text) > MARKDOWN_LIMIT
    out = render_markdown(text)
    assert 'href="copy:0"' in out and 'href="copy:1"' in out
    assert code_blocks(text) == ["let a = 1;", "b"]


@pytest.mark.parametrize(
    "text",
    [
        "a\x00b",
        "lone \ud800 high",
        "lone \udfff low",
        "pair \ud83d\ude00 joined",
        "\x00" * 1000,
        "```\n\x00\ud800\n```",
    ],
)
def test_nul_and_lone_surrogates_never_raise(text):
    out = render_markdown(text)
    out.encode("utf-8")  # no surrogate survives
    assert "\x00" not in out
    for block in code_blocks(text):
        block.encode("utf-8")


def test_crlf_text_gives_the_same_blocks():
    assert code_blocks("```\r\nx\r\n```\r\n") == ["x"]
