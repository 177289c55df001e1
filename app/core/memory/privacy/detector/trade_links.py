"""Round 47 (rids): a game platform's trade-offer link with its private token - "here's my trade link:
https://steamcommunity.com/tradeoffer/new/?partner=908208532&token=3zBKT4Uc", "mein Tradelink ...", "link do wymiany ...",
"трейд лінк: ...", "mi trade link: ...", "mon lien d'échange : ...".

The token is what the platform hands its account holder so that people outside the friends list can send them trade
offers: whoever has the link can address offers (and the scams built on them) to that account, and the partner number
in it is the account's own id. It is an account's secret, written the same way in every language: the URL.

Read (gated on the URL's literal "tradeoffer"): the URL's path, its query with a "partner" number, and a token of six
to sixteen letters, digits, "-" or "_" (the platform's tokens are eight). Green limits: a link with no token (its
partner number alone is the public profile's id), a placeholder token ("xxxxxxxx", "TOKEN", "<token>", "abcdefgh",
one character repeated), an example in the sentence ("e.g.", "sample", "przykład" ...: is_lookalike_context's words).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "trade link with its token"

# the trade-offer URL's query with its token (lower-cased text: the token's letters keep their places)
_TRADE_URL = LazyPattern(
    r"tradeoffer/new/?\??(?:[^\s<>\"']*?)(?:[?&;]|&amp;)token=([a-z0-9_\-]{6,16})(?![a-z0-9_\-])"
)
_PLACEHOLDERS = ("xxxxxx", "token", "yourtoken", "your_token", "abcdef", "abcdefgh", "12345678", "aaaaaa", "example")


def find_trade_links(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each trade-offer URL's token in `text` (`low`: lower-cased, the same length)."""
    for m in _TRADE_URL.finditer(low):
        token = m.group(1)
        if len(set(token)) <= 1 or any(p in token for p in _PLACEHOLDERS):
            continue
        begin = low.rfind("http", 0, m.start())
        begin = begin if begin >= 0 and m.start() - begin < 60 else m.start()
        if is_lookalike_context(text, begin, m.end()):
            continue
        add(REASON, begin, m.end(1))
