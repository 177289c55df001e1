"""The transcript's documents: helpers that shape a message's QTextDocument, and growing a
streaming reply's document in place.

A reply streams in a few words at a time. Rebuilding its document for each flush (Markdown → HTML →
``setHtml`` → layout) costs O(the reply so far): ~22 ms of CPU for each flush of an 18,000-word
reply, most of it Qt laying out every paragraph again (#15). When a flush only adds plain words to
the reply's last line, ``appended_words`` says so and the words are inserted at the document's end,
where Qt lays out only the last paragraph again. Anything that could change how earlier text reads
(a new line, Markdown punctuation, a word whose meaning is still open) is rebuilt as before, and the
finished reply is always rendered whole, once.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCursor, QTextDocument, QTextFormat

from app.ui.chat.markdown_render import MARKDOWN_LIMIT

__all__ = ["anchor_rects", "appended_words", "breakable", "trim_outer_margins"]

_LONG_RUN = re.compile(r"\S{1000,}")
_ZWSP = "\u200b"
# Characters with a meaning in Markdown (emphasis, code, links, images, autolinks, entities,
# escapes, tables, headings, quotes): added text holding one is rendered again, never appended.
_MARKUP = frozenset("*_`~[]()!<>#|\\&")


def breakable(text: str) -> str:
    """Give very long unbroken runs a break chance every 200 characters (display only).

    Qt wraps a line with no break opportunity in time that grows with the square of its length:
    a 200,000-character token took two seconds to lay out. Zero-width spaces cost nothing visible.
    """
    if not _LONG_RUN.search(text):
        return text
    return _LONG_RUN.sub(lambda m: _ZWSP.join(m.group(0)[i:i + 200] for i in range(0, len(m.group(0)), 200)), text)


def _plain(text: str) -> bool:
    return text.isprintable() and "  " not in text and not _MARKUP.intersection(text)


def appended_words(doc: QTextDocument, old: str, new: str, limit: int) -> tuple[str, str | None] | None:
    """What to add to ``doc`` (rendered from ``old``) so that it shows ``new``: words for its last
    paragraph and the words of a new paragraph after it (or None), or None when ``new`` must be
    rendered again.

    Only plain words qualify: no Markdown punctuation, no double space, no new line but one blank
    line that starts a new paragraph with a word of letters. Words added to the last line need the
    line's first word complete (so the line is not becoming a list item, a heading or a rule);
    ``old`` must end in a plain word that the document's last paragraph ends with (so the words land
    in the paragraph they belong to, not after a code box or a table); a new paragraph follows only
    a plain top-level one.
    """
    if len(new) <= len(old) or not new.startswith(old) or len(new) > limit:
        return None
    if (len(old) > MARKDOWN_LIMIT) != (len(new) > MARKDOWN_LIMIT):
        return None  # the message moves between Markdown and the plain fallback
    if len(old) > MARKDOWN_LIMIT:
        return _appended_plain(doc, old, new[len(old):])
    added, paragraph = new[len(old):], None
    if "\n\n" in added:
        added, paragraph = added.split("\n\n", 1)
        if not paragraph[:1].isalpha() or not _plain(paragraph) or len(new) > MARKDOWN_LIMIT:
            return None  # (in the plain fallback a blank line is not a new paragraph)
    line = old[old.rfind("\n") + 1:].lstrip(" ")
    last_word = line[line.rfind(" ") + 1:]
    if not last_word or not _plain(added) or not _plain(last_word) or (added and " " not in line):
        return None
    if _LONG_RUN.search(last_word + added) or (paragraph and _LONG_RUN.search(paragraph)):
        return None  # breakable() would cut this run on screen
    block = doc.lastBlock()
    shown = block.text()
    if shown.endswith(" "):
        shown = shown[:-1]  # Qt keeps the space the HTML has after a paragraph's last word
    if not shown.endswith(last_word) or QTextCursor(block).currentTable() is not None:
        return None
    if paragraph is not None and not (_top_level_paragraph(block) and _top_level_paragraph(block.previous())):
        return None
    return added, paragraph


def _appended_plain(doc: QTextDocument, old: str, added: str) -> tuple[str, None] | None:
    """In the plain fallback for long messages (markdown_render), text is shown as written (new
    lines too) and only code fences have a meaning; Qt makes a new line of inserted text a block,
    as ``setHtml`` does for a pre-wrapped paragraph."""
    last_word = old[max(old.rfind(" "), old.rfind("\n")) + 1:]
    if not last_word or added[-1].isspace() or "`" in added or "~" in added:
        return None  # (a fence, or a new line at the end, which the fallback leaves out)
    if not added.replace("\n", "").isprintable() or _LONG_RUN.search(last_word + added):
        return None
    block = doc.lastBlock()
    shown = block.text()
    if shown.endswith(" "):
        shown = shown[:-1]
    if not shown.endswith(last_word) or QTextCursor(block).currentTable() is not None:
        return None
    return added, None


def _top_level_paragraph(block: QTextBlock) -> bool:
    if not block.isValid() or block.textList() is not None:
        return False
    fmt = block.blockFormat()
    cursor = QTextCursor(block)
    return (cursor.currentFrame() == block.document().rootFrame() and fmt.headingLevel() == 0
            and fmt.leftMargin() == 0 and fmt.indent() == 0 and not fmt.hasProperty(QTextFormat.Property.BlockCodeFence)
            and fmt.property(QTextFormat.Property.BlockQuoteLevel) in (None, 0))


def append_words(doc: QTextDocument, words: str, paragraph: str | None = None) -> None:
    """Add ``words`` after the last word of ``doc``, in that word's format, then ``paragraph`` as a
    new paragraph formatted like the ones before it."""
    cursor = QTextCursor(doc)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    trailing = cursor.block().text().endswith(" ")
    if trailing:
        cursor.movePosition(QTextCursor.MoveOperation.Left)
    cursor.insertText(words)
    if paragraph is None:
        return
    if trailing:
        cursor.deleteChar()  # that space belongs to the end of the document
    last = cursor.block()
    fmt = QTextBlockFormat(last.previous().blockFormat())
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.setBlockFormat(fmt)   # the bottom margin the paragraph had before it was the last
    fmt.setBottomMargin(0)
    cursor.insertBlock(fmt, cursor.charFormat())
    cursor.insertText(paragraph + (" " if trailing else ""))


def trim_outer_margins(doc: QTextDocument) -> None:
    """Drop the first block's top and last block's bottom margin: the bubble pads instead."""
    cursor = QTextCursor(doc)
    fmt = cursor.blockFormat()
    fmt.setTopMargin(0)
    cursor.setBlockFormat(fmt)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    fmt = cursor.blockFormat()
    fmt.setBottomMargin(0)
    if not cursor.block().text() and cursor.currentTable() is None and doc.blockCount() > 1:
        # After a trailing table Qt keeps an empty paragraph; make it (nearly) take no room.
        fmt.setLineHeight(0, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        fmt.setTopMargin(0)
    cursor.setBlockFormat(fmt)


def anchor_rects(doc: QTextDocument) -> dict[str, QRect]:
    """Document-coordinate rectangles of each link's first fragment, by href."""
    rects: dict[str, QRect] = {}
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        text_layout = block.layout()
        # Line positions are relative to the block's layout; blockBoundingRect is absolute
        # (it accounts for table cells and frames), so the difference maps one to the other.
        origin = layout.blockBoundingRect(block).topLeft() - text_layout.boundingRect().topLeft()
        for position in block:
            fragment = position.fragment()
            fmt = fragment.charFormat()
            if fmt.isAnchor() and fmt.anchorHref() and fmt.anchorHref() not in rects:
                start = fragment.position() - block.position()
                line = text_layout.lineForTextPosition(start)
                if line.isValid():
                    end = min(start + fragment.length(), line.textStart() + line.textLength())
                    x1 = line.cursorToX(start)[0]
                    x2 = line.cursorToX(end)[0]
                    r = QRectF(min(x1, x2), line.y(), abs(x2 - x1), line.height()).translated(origin)
                    rects[fmt.anchorHref()] = r.toAlignedRect()
        block = block.next()
    return rects


def end_line_top(doc: QTextDocument) -> float:
    """The top of the line the document ends with, in its coordinates: growing a document at its end
    (append_words) changes nothing above it, so a repaint can start there."""
    block = doc.lastBlock()
    top = doc.documentLayout().blockBoundingRect(block).top()
    layout = block.layout()
    if layout is not None and layout.lineCount():
        top += layout.lineAt(layout.lineCount() - 1).y()
    return top
