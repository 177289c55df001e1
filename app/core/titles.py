"""Chat titles: made automatically from the first message (instant, local and private: no extra
request), and the one safe form of a title that anything feeding memory may use.

Two rules keep red text out of titles:

- An automatic title is made from the first message with its red spans already redacted, so a
  first message "My card number is 4111 …" gives "My card number is [private]": the card number is
  in no title, not even in the user's own sidebar.
- A title the user typed is stored and shown in their own sidebar as they typed it (it is theirs,
  and it never leaves the machine from there). Everything that feeds memory or leaves the machine
  reads it through `safe_title`, which redacts it the way a message is: the summary pass, the facts
  and insights passes, memory blocks quoting other chats, summaries sent to an embedding model, the
  Memory Map's kept copy of a deleted dialogue and `export --leave-out-red`. The same function
  covers titles made before this rule and titles that arrive in an imported file.

Why not store only the safe title: a user who names a chat "Visa 4111 1111 1111 1111 dispute"
for themselves should find it under that name; what matters is that no memory pass, model or
file made for sharing sees it, and one function on that path is easier to keep right than every
way a title can be written (typed, imported, migrated).
"""
from __future__ import annotations

import functools
import re

DEFAULT_TITLE = "New chat"
PLACEHOLDER = "[private]"
_MARKDOWN_NOISE = re.compile(r"[`*_#>\[\]]+")
_HIDDEN = "\ue000"   # stands in for a red span while the markdown noise is cleaned away


@functools.lru_cache(maxsize=512)
def safe_title(title: str) -> str:
    """The title as memory and exports may see it: red spans replaced by "[private]"."""
    from app.core.memory.privacy.detector.verdict import redact

    return redact(title, PLACEHOLDER) if title else title


def title_from_message(text: str, limit: int = 48) -> str:
    """A title from the first non-empty line of the first message, its red spans redacted."""
    from app.core.memory.privacy.detector.verdict import redact

    text = redact(text.replace(_HIDDEN, " "), _HIDDEN)
    for line in text.splitlines():
        line = " ".join(_MARKDOWN_NOISE.sub(" ", line).split())
        if line:
            break
    else:
        return DEFAULT_TITLE
    if len(line) > limit:
        cut = line[:limit].rsplit(" ", 1)[0]
        line = (cut if len(cut) >= limit // 2 else line[:limit]).rstrip(" ,.;:-") + "…"
    return line.replace(_HIDDEN, PLACEHOLDER)
