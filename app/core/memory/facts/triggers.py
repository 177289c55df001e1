"""When a facts pass runs: at a 6-turn boundary, or at once on an explicit request.

An explicit request is the user telling Whizi to remember or to forget something, in English or
Polish, in any case, with or without punctuation and in either order ("remember: I'm vegan",
"I'm vegan, remember that", "zapamiętaj, że ..."). A question about memory ("do you remember ...?",
"pamiętasz ...?"), a statement ("I remember my first car", "nie pamiętam") and quoted text
(someone else's words) are not requests. A polite question that asks for it ("could you remember
that ...?", "możesz zapamiętać, że ...?") is.

Firing too often costs one extra pass that returns the list unchanged; missing a request loses
what the user asked to keep. The patterns lean towards firing on imperative forms.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from app.core.memory.facts.model import TURN_BOUNDARY


@dataclass(frozen=True)
class ExplicitRequest:
    remember: bool = False
    forget: bool = False

    def __bool__(self) -> bool:
        return self.remember or self.forget


def crosses_boundary(turn_count: int, step: int = 2) -> bool:
    """True when this turn (usually two messages) took the chat to or past a multiple of six."""
    if turn_count <= 0:
        return False
    before = max(0, turn_count - step)
    return turn_count // TURN_BOUNDARY > before // TURN_BOUNDARY


# ----- text preparation ------------------------------------------------------------------------
_QUOTED = re.compile(
    r'"[^"\n]*"|“[^”\n]*”|„[^”“"\n]*[”“"]|«[^»\n]*»|»[^«\n]*«|‘[^’\n]*’(?!\w)|'
    r"(?:(?<=\s)|^)'(?:[^'\n]|(?<=\w)'(?=\w))*'(?=[\s.,!?;:]|$)|`[^`\n]*`"
)
_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
_BLOCKQUOTE = re.compile(r"^\s*>.*$", re.M)


def _fold(text: str) -> str:
    """Lower case, plain apostrophes, no diacritics (people type "zapamietaj" as often as "zapamiętaj")."""
    text = text.replace("’", "'").replace("‘", "'").replace("ʼ", "'").replace("ł", "l").replace("Ł", "L")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return text.lower()


def _unquoted(text: str) -> str:
    text = _FENCE.sub(" ", text)
    text = _BLOCKQUOTE.sub(" ", text)
    return _QUOTED.sub(" ", text)


_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+|;\s*")
# "..., ok?" / "..., dobrze?" turns a request into a question only on the surface.
_TAG_QUESTION = re.compile(
    r"[\s,]*(?:ok|okay|right|alright|all right|yes|yeah|please|pls|got it|will you|can you|would you|"
    r"dobrze|dobra|jasne|zgoda|prosze|tak|ok\?)\s*\?+\s*$")


def _sentences(text: str) -> list[tuple[str, bool]]:
    """(sentence, is_question) pairs of the unquoted, folded text."""
    out = []
    for raw in _SENTENCE_END.split(_fold(_unquoted(text))):
        sentence = raw.strip()
        if not sentence:
            continue
        untagged = _TAG_QUESTION.sub("", sentence)
        if untagged != sentence and untagged.strip():
            out.append((untagged.strip(), False))
            continue
        stripped = sentence.rstrip(" )]}*_~!.…:;,\"'")
        if not stripped:
            continue
        question = stripped.endswith("?")
        out.append((stripped.rstrip("?! ").strip(), question))
    return out


# ----- patterns (on folded text: lower case, no diacritics, ł → l) ----------------------------
_LEAD = r"(?:^|[,:\-–—(]\s*|\b(?:and|also|but|so|ok|okay|oh|hey|hi|now|just|then|btw|by the way|whizi|" \
        r"please|pls|plz|oraz|tez|wiec|no|hej|prosze)\s+)"
_SUBJECT_BEFORE = r"(?<!\bi )(?<!\bwe )(?<!\bthey )(?<!\bhe )(?<!\bshe )(?<!\byou )(?<!\bi'll )(?<!\bi will )" \
                  r"(?<!\bpeople )(?<!\bnever )"
_MEMORY = r"(?:your |my |the |ur |long[- ]term )?memory"
_STORE_VERB = r"\b(?:save|store|keep|put|add|write|commit|record|note|log|remember)"
_OBJECT = r"(?:this|that|it|these|those|the fact|this fact|that fact|everything|all (?:of )?(?:this|that))"

_REMEMBER = [
    # imperative "remember" / "memorise" at the start of a clause, not reminiscing ("remember when ...")
    _LEAD + r"(?:please\s+)?(?:remember|memori[sz]e)\b(?!\s+(?:when|the time|that time|back|how we|those)\b)",
    # "..., remember that." / "... - remember this!" at the end of a sentence
    r"(?<!\byou )(?<!\bi )(?<!\bwe )(?<!\bto )\b(?:remember|memori[sz]e)\s+(?:this|that|it)"
    r"(?:\s+(?:please|for me|for later|for the future))?\s*$",
    r"\b(?:i want|i'd like|i would like|i need|i'd love|i wish)\s+you\s+to\s+(?:remember|memori[sz]e|keep|save|store|note)\b",
    r"\b(?:you should|you must|you need to|you have to|you'll need to|make sure (?:you|to)|be sure to|try to)\s+(?:remember|memori[sz]e)\b",
    _SUBJECT_BEFORE + r"\b(?:don't|dont|do not|never)\s+forget\b",
    # "save this to memory", "keep it in memory", "write it down in memory", "keep in memory"
    _STORE_VERB + r"\s+" + _OBJECT + r"(?:\s+down)?\s+(?:to|in|into|on)\s+" + _MEMORY + r"\b",
    _STORE_VERB + r"\s+(?:down\s+)?(?:in|to|into)\s+" + _MEMORY + r"\b",
    # "add my birthday to your memory" (any object, but clearly Whizi's memory)
    _STORE_VERB + r"\b[^.?!]{0,60}?\b(?:to|in|into)\s+(?:your|ur|long[- ]term)\s+memory\b",
    r"\bkeep\b[^.?!]{0,40}?\bin\s+(?:your\s+|ur\s+)?mind\b",
    r"\b(?:write|note|jot)\s+(?:this|that|it)\s+down\b",
    r"\bmake\s+(?:a\s+)?(?:mental\s+)?note\b",
    r"\bcommit\b[^.?!]{0,40}?\bto\s+memory\b",
    # Polish: "zapamiętaj", "pamiętaj, że", "nie zapomnij", "zapisz / zachowaj / dodaj ... w / do pamięci"
    r"(?<!\bnie )\bzapamietaj(?:cie|my)?\b",
    r"(?<!\bnie )\bpamietaj(?:cie)?\b",
    r"\bnie\s+zapom(?:nij|inaj)(?:cie)?\b",
    r"\b(?:zapisz|zachowaj|dodaj|wpisz|wrzuc|zanotuj|umiesc|trzymaj)\b[^.?!]{0,60}?\b(?:w|do)\s+(?:swojej\s+|twojej\s+)?pamieci\b",
    r"\bzanotuj(?:\s+sobie)?\b",
    r"\b(?:chce|chcialbym|chcialabym|prosze)\b[^.?!]{0,30}?\b(?:zapamietal\w*|zapamietac|zapisal\w* w pamieci)\b",
]

# Polite requests phrased as a question still ask for it.
_POLITE = [
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:remember|memori[sz]e|note|save|store|keep|write)\s+"
    r"(?:that|this|it|the fact|for me|:)",
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:save|store|keep|add|put|write)\b[^.?!]{0,60}?"
    r"\b(?:to|in|into)\s+" + _MEMORY + r"\b",
    r"\b(?:czy\s+)?(?:mozesz|moglbys|moglabys|mozecie|dasz rade)\s+(?:prosze\s+)?(?:to\s+)?"
    r"(?:zapamietac|zapisac|zachowac|zanotowac)\b",
]

_FORGET = [
    # imperative "forget ..." at the start of a clause; "forget it" alone means "never mind"
    _LEAD + r"(?:please\s+)?(?:forget|unlearn)\b(?!\s+it\s*(?:$|[,.!]|and\b|,))(?!\s+(?:to|about it)\s*$)",
    r"\bforget\s+(?:it|this|that)\b[^.?!]*\bfrom\s+" + _MEMORY,
    r"\b(?:remove|delete|erase|drop|wipe|clear|take)\b[^.?!]{0,80}?\b(?:from|out of)\s+" + _MEMORY + r"\b",
    r"\b(?:i want|i'd like|i would like|i need)\s+you\s+to\s+(?:forget|stop remembering|no longer remember)\b",
    r"\b(?:you can|you should|you may|you must|please)\s+forget\b",
    r"\bstop\s+remembering\b",
    r"(?:^|please\s+)(?:don't|dont|do not)\s+remember\s+(?:that|this|it|my|me|i|anything)\b",
    # Polish: "zapomnij ...", "usuń / wymaż ... z pamięci", "przestań pamiętać", "nie pamiętaj"
    r"(?<!\bnie )\bzapomnij(?:cie)?\b",
    r"\b(?:usun|wymaz|skasuj|wykasuj|wyrzuc|wykresl)\b[^.?!]{0,80}?\bz\s+(?:swojej\s+|twojej\s+)?pamieci\b",
    r"\bprzestan\s+(?:to\s+)?pamietac\b",
    r"\bnie\s+pamietaj\b",
]

_POLITE_FORGET = [
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:forget|remove|delete|erase)\b"
    r"(?![^.?!]*\bsomething\b)",
    r"\b(?:czy\s+)?(?:mozesz|moglbys|moglabys)\s+(?:prosze\s+)?(?:zapomniec|usunac|wymazac)\b",
]


@functools.cache
def _patterns() -> tuple[list[re.Pattern[str]], ...]:
    """Compiled at the first turn's check, not at start-up (#15): remember, polite, forget, polite forget."""
    return tuple([re.compile(p) for p in group] for group in (_REMEMBER, _POLITE, _FORGET, _POLITE_FORGET))


# A request to remember or forget is something the user types around what they paste: at the start
# or at the end. A pasted megabyte is read only there, so the check stays a few milliseconds (it runs
# on the event loop when a turn ends; the whole text took seconds).
REQUEST_SCAN_CHARS = 8_000


def _typed_parts(text: str) -> str:
    if len(text) <= 2 * REQUEST_SCAN_CHARS:
        return text
    return text[:REQUEST_SCAN_CHARS] + "\n\n" + text[-REQUEST_SCAN_CHARS:]


def detect_request(text: str) -> ExplicitRequest:
    """Does this user message explicitly ask Whizi to remember or to forget something?"""
    remember = forget = False
    remember_re, polite_re, forget_re, polite_forget_re = _patterns()
    for sentence, question in _sentences(_typed_parts(text or "")):
        if question:
            remember = remember or any(p.search(sentence) for p in polite_re)
            forget = forget or any(p.search(sentence) for p in polite_forget_re)
            continue
        if any(p.search(sentence) for p in forget_re):
            forget = True
            # "forget my old address and remember the new one" asks for both
            remember = remember or any(p.search(sentence) for p in remember_re[:1] + remember_re[2:])
            continue
        remember = remember or any(p.search(sentence) for p in remember_re)
    return ExplicitRequest(remember=remember, forget=forget)
