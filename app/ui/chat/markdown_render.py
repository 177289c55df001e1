"""Markdown → HTML for QTextDocument, the only place chat text becomes rich text.

Qt's rich-text engine understands a subset of HTML 4 with inline CSS, so everything here is
inline-styled: no classes, no external sheets. Raw HTML in a message is never interpreted:
a model (or a pasted web page) must not be able to inject markup, links or images.

Code blocks are numbered in document order; each gets a header with a ``copy:N`` link and
``code_blocks()`` returns the same blocks in the same order, so the view can map a click on
``copy:N`` back to the raw code.
"""
from __future__ import annotations

import functools
import hashlib
import html
import re
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.ui.common.design import COLOURS

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

__all__ = ["render_markdown", "code_blocks", "sanitize", "clear_cache", "MARKDOWN_LIMIT"]

# markdown-it-py runs at ~1.7 µs/char on prose but up to ~20 µs/char on hostile input such as
# 50k "[" characters. Above this size the message is shown as escaped text (fenced code still
# highlighted), which bounds the worst case to well under a second.
MARKDOWN_LIMIT = 40_000
# Pygments runs at ~1.5 µs/char: cap each block and the whole message so a pasted log of
# several megabytes cannot freeze the UI thread.
_HIGHLIGHT_BLOCK_LIMIT = 50_000
_HIGHLIGHT_MESSAGE_BUDGET = 100_000
_CACHE_SIZE = 256
_MAX_CODE_BOXES = 200

# Internal link schemes the view acts on. Links written in a message must never use them,
# or a message could fake a "Retry" or a "Copy" of some other block.
_RESERVED_SCHEMES = ("copy:", "retry:")

# Code colours come from the design's roles (app/ui/common/design.py); borders and text from
# GitHub's code themes, which Pygments' styles are drawn for.
_LIGHT = {
    "pygments": "default",
    "code_bg": COLOURS["light"].code_background,
    "code_fg": "#1f2328",
    "header_bg": COLOURS["light"].code_header,
    "header_fg": COLOURS["light"].text_muted,
    "border": "#d0d7de",
    "inline_code_bg": "#eff1f3",
}
_DARK = {
    "pygments": "github-dark",
    "code_bg": COLOURS["dark"].code_background,
    "code_fg": "#e6edf3",
    "header_bg": COLOURS["dark"].code_header,
    "header_fg": COLOURS["dark"].text_muted,
    "border": "#30363d",
    "inline_code_bg": "#2d333b",
}

_MONO = "font-family: 'DejaVu Sans Mono', 'Menlo', 'Consolas', monospace"


@functools.cache
def _parser() -> MarkdownIt:
    """Built at the first message shown: markdown-it and Pygments are not part of start-up (#15)."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    # "html": False already makes these rules inert; disabling them too means a future preset
    # change cannot quietly turn raw HTML back on.
    md.disable(["html_block", "html_inline"])
    default_validate = md.validateLink

    def validate_link(url: str) -> bool:
        return default_validate(url) and not url.strip().lower().startswith(_RESERVED_SCHEMES)

    md.validateLink = validate_link
    md.add_render_rule("fence", _render_fence)
    md.add_render_rule("code_block", _render_indented_code)
    md.add_render_rule("code_inline", _render_code_inline)
    md.add_render_rule("table_open", _render_table_open)
    md.add_render_rule("image", _render_image)
    return md


# --- render rules (markdown-it calls them as methods of its renderer) -----------------------


def _theme(env: dict) -> dict:
    return _DARK if env.get("dark") else _LIGHT


def _render_fence(self, tokens, idx, options, env) -> str:
    token = tokens[idx]
    info = token.info.strip().split(maxsplit=1)
    lang = info[0] if info else ""
    index = env["code_index"]
    env["code_index"] = index + 1
    return _code_box(_strip_final_newline(token.content), lang, index, env)


def _render_indented_code(self, tokens, idx, options, env) -> str:
    # Indented blocks are not "fenced": styled like code, but not numbered and not copyable.
    return _code_box(_strip_final_newline(tokens[idx].content), "", None, env)


def _render_code_inline(self, tokens, idx, options, env) -> str:
    theme = _theme(env)
    text = html.escape(tokens[idx].content, quote=False)
    return f'<code style="background-color: {theme["inline_code_bg"]}">{text}</code>'


def _render_table_open(self, tokens, idx, options, env) -> str:
    theme = _theme(env)
    return (
        f'<table border="1" cellspacing="0" cellpadding="5" '
        f'style="border-collapse: collapse; border-style: solid; border-color: {theme["border"]}; '
        f'margin-top: 6px; margin-bottom: 6px">\n'
    )


def _render_image(self, tokens, idx, options, env) -> str:
    # QTextDocument would load a local file named by an image; show a link instead.
    token = tokens[idx]
    src = html.escape(str(token.attrs.get("src", "")))
    alt = html.escape(self.renderInlineAsText(token.children or [], options, env), quote=False)
    label = env.get("image_label", "image: {0}").format(alt or env.get("untitled", "untitled"))
    return f'<a href="{src}">[{html.escape(label, quote=False)}]</a>'


def _strip_final_newline(code: str) -> str:
    return code[:-1] if code.endswith("\n") else code


def _code_box(code: str, lang: str, index: int | None, env: dict) -> str:
    theme = _theme(env)
    if index is not None and index >= _MAX_CODE_BOXES:
        # Thousands of boxed tables would make the HTML (and its layout) explode; the code
        # is still shown, and code_blocks() still returns it.
        return f'<pre style="{_MONO}">{html.escape(code, quote=False)}</pre>\n'
    budget = env.get("highlight_budget", 0)
    if len(code) <= _HIGHLIGHT_BLOCK_LIMIT and len(code) <= budget:
        env["highlight_budget"] = budget - len(code)
        body = _highlight(code, lang.lower(), bool(env.get("dark")))
    else:
        body = html.escape(code, quote=False)
    header = ""
    if index is not None:
        # A nested borderless table puts the label left and "Copy" right without the cell
        # divider an outer two-cell row would draw.
        label = html.escape(lang or "code", quote=False)
        header = (
            f'<tr><td style="background-color: {theme["header_bg"]}; padding: 5px 10px">'
            f'<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>'
            f'<td><span style="font-size: small; color: {theme["header_fg"]}; {_MONO}">{label}</span></td>'
            f'<td align="right"><span style="font-size: small"><a href="copy:{index}">{env["copy_label"]}</a></span></td>'
            f"</tr></table></td></tr>"
        )
    return (
        f'<table width="100%" border="1" cellspacing="0" cellpadding="0" '
        f'style="border-collapse: collapse; border-style: solid; border-color: {theme["border"]}; '
        f'margin-top: 6px; margin-bottom: 6px">'
        f"{header}"
        f'<tr><td style="background-color: {theme["code_bg"]}; padding: 10px 12px">'
        f'<pre style="margin: 0; color: {theme["code_fg"]}; {_MONO}">{body}</pre>'
        f"</td></tr></table>\n"
    )


@functools.lru_cache(maxsize=256)
def _highlight(code: str, lang: str, dark: bool) -> str:
    # Cached per block: while a reply streams, every finished block is a cache hit and only
    # the block still growing is highlighted again.
    from pygments import highlight as _pygments_highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        lexer = get_lexer_by_name(lang, stripnl=False, ensurenl=False) if lang else None
    except ClassNotFound:
        lexer = None
    if lexer is None:
        return html.escape(code, quote=False)
    style = (_DARK if dark else _LIGHT)["pygments"]
    formatter = HtmlFormatter(noclasses=True, nowrap=True, style=style)
    try:
        out = _pygments_highlight(code, lexer, formatter)
    except Exception:  # a lexer bug must cost the colours, not the message
        return html.escape(code, quote=False)
    return out[:-1] if out.endswith("\n") and not code.endswith("\n") else out


# --- fallback for oversized messages ----------------------------------------------------------

_FENCE_LINE = re.compile(r"^( {0,3})(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)


def _scan_fences(text: str, limit: int | None = None) -> list[tuple[str, str, str]]:
    """Split ``text`` into ("text", chunk, "") and ("code", code, lang) segments.

    A linear reading of CommonMark fences (top level only), used where markdown-it is too
    slow; ``code_blocks`` uses it for the same texts, so block numbers agree with the render.
    The regex engine finds candidate fence lines, so prose costs no Python per line.
    After ``limit`` code segments the rest of the text is returned as one text segment.
    """
    segments: list[tuple[str, str, str]] = []
    pos = 0
    opener = _FENCE_LINE.search(text)
    found = 0
    while opener is not None and (limit is None or found < limit):
        indent, fence, info = len(opener.group(1)), opener.group(2), opener.group(3)
        if fence[0] == "`" and "`" in info:  # not a fence: an inline code span
            opener = _FENCE_LINE.search(text, opener.end())
            continue
        if opener.start() > pos:
            segments.append(("text", text[pos : opener.start()], ""))
        body_start = opener.end() + 1
        closer = None
        for candidate in _FENCE_LINE.finditer(text, body_start):
            run = candidate.group(2)
            if run[0] == fence[0] and len(run) >= len(fence) and not candidate.group(3).strip(" \t"):
                closer = candidate
                break
        if closer is None:
            body, pos = text[body_start:], len(text)
        else:
            body, pos = text[body_start : closer.start()], closer.end() + 1
            body = body[:-1] if body.endswith("\n") else body
        if indent:
            # CommonMark removes the opener's indentation from each content line.
            body = "\n".join(line[min(indent, len(line) - len(line.lstrip(" "))) :] for line in body.split("\n"))
        words = info.split(maxsplit=1)
        segments.append(("code", body, words[0] if words else ""))
        found += 1
        opener = _FENCE_LINE.search(text, pos) if pos < len(text) else None
    if pos < len(text):
        segments.append(("text", text[pos:], ""))
    return segments


def _render_plain(text: str, env: dict) -> str:
    parts: list[str] = []
    for kind, chunk, lang in _scan_fences(text, limit=_MAX_CODE_BOXES):
        if kind == "code":
            index = env["code_index"]
            env["code_index"] = index + 1
            parts.append(_code_box(chunk, lang, index, env))
        elif chunk.strip():
            escaped = html.escape(chunk.strip("\n"), quote=False)
            parts.append(f'<p style="white-space: pre-wrap">{escaped}</p>\n')
    return "".join(parts)


# --- public API -------------------------------------------------------------------------------

_cache: OrderedDict[tuple[bytes, bool, str], str] = OrderedDict()
_lock = threading.Lock()


def sanitize(text: str) -> str:
    if not isinstance(text, str):
        text = str(text)
    if "\r" in text:
        # markdown-it normalises line ends itself; the fallback scanner and code_blocks()
        # must see the same text so block numbers and copied code agree.
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # Lone surrogates (from a broken stream or a bad decode) cannot be laid out or
        # encoded; a UTF-16 round trip joins valid pairs and replaces the rest with U+FFFD.
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def render_markdown(text: str, dark: bool = False) -> str:
    """Return QTextDocument-ready HTML for a chat message. Never raises on any ``str``."""
    text = sanitize(text)
    # Labels in the UI's language; part of the cache key, so a cached render never shows another's.
    labels = {"copy_label": html.escape(QCoreApplication.translate("Markdown", "Copy"), quote=False),
              "image_label": QCoreApplication.translate("Markdown", "image: {0}"),
              "untitled": QCoreApplication.translate("Markdown", "untitled")}
    key = (hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest(), bool(dark), labels["copy_label"])
    with _lock:
        cached = _cache.get(key)
        if cached is not None:
            _cache.move_to_end(key)
            return cached
    env = {"dark": bool(dark), "code_index": 0, "highlight_budget": _HIGHLIGHT_MESSAGE_BUDGET, **labels}
    if len(text) > MARKDOWN_LIMIT:
        out = _render_plain(text, env)
    else:
        try:
            out = _parser().render(text, env)
        except Exception:  # markdown-it bugs on odd input must not lose the message
            env.update(code_index=0, highlight_budget=_HIGHLIGHT_MESSAGE_BUDGET)
            out = _render_plain(text, env)
    with _lock:
        _cache[key] = out
        _cache.move_to_end(key)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return out


def code_blocks(text: str) -> list[str]:
    """The raw code of each fenced block, in the order ``render_markdown`` numbers them.

    The final newline before the closing fence is not part of the code.
    """
    text = sanitize(text)
    if len(text) <= MARKDOWN_LIMIT:
        try:
            return [_strip_final_newline(t.content) for t in _parser().parse(text) if t.type == "fence"]
        except Exception:
            pass
    return [chunk for kind, chunk, _lang in _scan_fences(text) if kind == "code"]


def clear_cache() -> None:
    with _lock:
        _cache.clear()
    _highlight.cache_clear()
