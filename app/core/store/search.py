"""Sidebar search over chat titles and message text (FTS5), with highlighted snippets.

Hits come newest first. Ranking by relevance would score every match of a common word before
the first hit shows (over 100 ms at 100,000 messages); walking the index backwards by rowid stops
after the first page, and recency is what people look for in their own chats anyway.
"""
from __future__ import annotations

import re
from datetime import datetime

from app.core.domain import HIT_CLOSE, HIT_OPEN, Role, SearchHit
from app.core.store.db import Database

_WORD = re.compile(r"\w+", re.UNICODE)
# The tokenizer's remove_diacritics folds "ó" to "o" but not the Polish "ł" (it is a letter of its
# own in Unicode, not "l" plus a mark), so "lodz" would miss "Łódź". The index keeps the text as
# written (snippets show it as typed); the query instead tries each "l" of a word both ways.
_L_FORMS = ("l", "ł")
_MAX_L_VARIANTS = 16       # 4 l's in one word; longer words try only all-"l" and all-"ł"


def _l_variants(word: str) -> list[str]:
    word = word.lower()
    slots = [i for i, ch in enumerate(word) if ch in _L_FORMS]
    if 2 ** len(slots) > _MAX_L_VARIANTS:
        return list(dict.fromkeys([word, word.replace("ł", "l"), word.replace("l", "ł")]))
    variants = [word]
    for i in slots:
        variants = [v[:i] + form + v[i + 1:] for v in variants for form in _L_FORMS]
    return list(dict.fromkeys(variants))


def prefix_match_query(text: str) -> str | None:
    """User text → an FTS5 query: every word must match, the last one as a prefix (search as you type).

    Words are quoted, so FTS syntax typed by the user (AND, NEAR, quotes, *) is just text. A word
    with an "l" or "ł" matches either spelling.
    """
    words = _WORD.findall(text)
    if not words:
        return None
    terms = []
    for n, word in enumerate(words):
        star = "*" if n == len(words) - 1 else ""
        variants = [f'"{v}"{star}' for v in _l_variants(word)]
        terms.append(variants[0] if len(variants) == 1 else "(" + " OR ".join(variants) + ")")
    return " AND ".join(terms)


class SearchRepository:
    """The two FTS5 tables (`chats_fts`, `messages_fts`, filled by triggers): MATCH, highlight() and
    snippet() have no SQLAlchemy expression, so these queries run on the driver connection."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def chats_remembering(self, text: str, limit: int = 5_000) -> list[str] | None:
        """Chats whose title, or one of whose remembered messages, has these words (the last one as
        a prefix), deleted chats included: the Memory Map's search. None when the text has no words."""
        query = prefix_match_query(text)
        if query is None:
            return None
        found: dict[str, None] = {}
        with self.db.raw() as con:
            for (chat_id,) in con.execute(
                    "SELECT c.id FROM chats_fts JOIN chats c ON c.rowid = chats_fts.rowid "
                    "WHERE chats_fts MATCH ? LIMIT ?", (query, limit)):
                found[chat_id] = None
            # messages_fts shares its rowids with messages (the insert trigger copies them).
            for (chat_id,) in con.execute(
                    "SELECT DISTINCT m.chat_id FROM messages_fts f JOIN messages m ON m.rowid = f.rowid "
                    "WHERE messages_fts MATCH ? AND m.remembered_at IS NOT NULL LIMIT ?", (query, limit)):
                found[chat_id] = None
        return list(found)

    def search(self, text: str, limit: int = 50) -> list[SearchHit]:
        query = prefix_match_query(text)
        if query is None:
            return []
        hits: list[SearchHit] = []
        seen_titles: set[str] = set()
        with self.db.raw() as con:
            for chat_id, title, snippet, updated in con.execute(
                """SELECT c.id, c.title, highlight(chats_fts, 0, ?, ?), c.updated_at
                   FROM chats_fts JOIN chats c ON c.rowid = chats_fts.rowid
                   WHERE chats_fts MATCH ? AND c.deleted_at IS NULL
                   ORDER BY c.updated_at DESC LIMIT ?""",
                (HIT_OPEN, HIT_CLOSE, query, limit),
            ):
                seen_titles.add(chat_id)
                hits.append(SearchHit(chat_id, title, None, snippet, datetime.fromisoformat(updated)))
            # messages_fts shares its rowids with messages: the hit's role and time come along.
            for chat_id, title, message_id, snippet, updated, role, created in con.execute(
                """SELECT c.id, c.title, messages_fts.message_id,
                          snippet(messages_fts, 0, ?, ?, '…', 12), c.updated_at, m.role, m.created_at
                   FROM messages_fts JOIN chats c ON c.id = messages_fts.chat_id
                   LEFT JOIN messages m ON m.rowid = messages_fts.rowid
                   WHERE messages_fts MATCH ? AND c.deleted_at IS NULL
                   ORDER BY messages_fts.rowid DESC LIMIT ?""",
                (HIT_OPEN, HIT_CLOSE, query, limit),
            ):
                hits.append(SearchHit(chat_id, title, message_id, snippet, datetime.fromisoformat(updated),
                                      Role(role) if role else None,
                                      datetime.fromisoformat(created) if created else None))
        return hits[:limit]
