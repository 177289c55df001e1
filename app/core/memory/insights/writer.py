"""The memory model's part of an insight: a short title and the topic sentences, nothing else.

It reads the cluster's messages nearest to the centroid first (the policy's text only: red spans
arrive as [private]), within QUOTE_MAX messages, QUOTE_TOKENS each and PROMPT_TOKENS in all. The
time range and the confidence are computed by code and appended afterwards; the model is told
not to write dates, and any date it writes at the end of a sentence anyway is cut.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from app.core.errors import UserError
from app.core.providers.structured import complete_json
from app.core.providers.tokens import count_tokens, truncate_to_tokens

QUOTE_MAX = 40
QUOTE_TOKENS = 120
PROMPT_TOKENS = 3_000
ANSWER_TOKENS = 400
TITLE_CHARS = 48
SENTENCE_CHARS = 400

SYSTEM = (
    "You write one user insight for an assistant's long-term memory. You get a group of messages the "
    "user wrote, about one topic, in past conversations (the most typical first). Reply with JSON:\n"
    '- "title": 2 to 5 words naming the topic, e.g. "Rust async programming";\n'
    '- "insight": one or two sentences that start with "User" and say what these messages show about '
    "the user: interests, skills, projects, circumstances or preferences, e.g. \"User has extensive "
    "experience in Rust programming, particularly around async operations, threading and stream "
    'processing.";\n'
    '- "asked": one sentence that starts with "User has asked" and says what the user asked about, '
    'naming concrete subjects, e.g. "User has asked multiple detailed questions about Rust, including '
    'async behaviour, trait objects and serde implementations over several conversations".\n'
    "Never mention dates, months, years or how confident you are: they are added separately. Say only "
    "what the messages show; do not guess. Text shown as [private] was withheld: never guess it. "
    "Write in English."
)

SCHEMA = {
    "type": "object",
    "properties": {
        "title": {"type": "string"},
        "insight": {"type": "string"},
        "asked": {"type": "string"},
    },
    "required": ["title", "insight", "asked"],
}

_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          r"early|mid|late|spring|summer|autumn|fall|winter)")
# A trailing time phrase the model added despite the instruction: "... in March 2025", "... since 2024",
# "... from late 2024 through early 2025", "... between March and May 2025".
_TRAILING_DATE = re.compile(
    r"[\s,;]+(?:(?:in|from|since|between|during|over|throughout|until|through|around|as of)\s+)"
    rf"(?:[^.]*?\b{_MONTH}\b[^.]*?|[^.]*?)\b(?:19|20)\d\d\b(?:\s+onwards)?\s*\.?\s*$",
    re.IGNORECASE)


class InsightUnwritable(UserError):
    """The model's answer could not be used (empty or not an insight)."""

    code = "model.bad_output"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, params={"detail": detail})


@dataclass(frozen=True)
class Written:
    title: str
    statement: str
    asked: str


def pick_quotes(ordered_ids: list[str], texts: dict[str, str]) -> list[tuple[str, str]]:
    """(message id, text) to send: nearest to the centroid first, each text once, within the caps."""
    picked: list[tuple[str, str]] = []
    seen: set[str] = set()
    left = PROMPT_TOKENS
    for message_id in ordered_ids:
        text = texts.get(message_id)
        if not text:
            continue
        flat = " ".join(text.split())
        key = flat.casefold()
        if key in seen:
            continue
        quote = truncate_to_tokens(flat, QUOTE_TOKENS)
        cost = count_tokens(quote) + 3
        if cost > left:
            break
        left -= cost
        seen.add(key)
        picked.append((message_id, quote))
        if len(picked) >= QUOTE_MAX:
            break
    return picked


def messages_for(quotes: list[str], message_count: int, chat_count: int) -> list[dict]:
    conversations = "one conversation" if chat_count == 1 else f"{chat_count} conversations"
    body = "\n".join(f"- {q}" for q in quotes)
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"The user wrote {message_count} messages on this topic in {conversations}. "
                                        f"The most typical ones:\n{body}"}]


def _sentence(value: str) -> str:
    flat = " ".join(str(value).split()).strip().strip('"').strip()
    return flat[:SENTENCE_CHARS].rstrip()


def clean_statement(value: str) -> str:
    text = _sentence(value)
    text = _TRAILING_DATE.sub("", text).rstrip(" ,;")
    if not text:
        return ""
    if not text.lower().startswith("user"):
        text = "User " + text[0].lower() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def clean_asked(value: str) -> str:
    text = _TRAILING_DATE.sub("", _sentence(value)).rstrip(" ,;.")
    if not text:
        return ""
    lowered = text.lower()
    if lowered.startswith("user asked "):
        return "User has asked " + text[len("user asked "):]
    if not lowered.startswith("user "):
        text = "User has asked about " + text[0].lower() + text[1:]
    return text


def clean_title(value: str, statement: str) -> str:
    title = " ".join(str(value).split()).strip(" .\"'")
    if not title:
        words = [w for w in re.findall(r"[\w'-]+", statement) if w.lower() not in ("user", "has", "is", "an", "a")]
        title = " ".join(words[:4])
    if len(title) > TITLE_CHARS:
        title = title[:TITLE_CHARS].rsplit(" ", 1)[0].rstrip(" ,;") + "…"
    return title[:1].upper() + title[1:]


async def write(client, model: str, quotes: list[str], message_count: int, chat_count: int, safe_text) -> Written:
    """Ask the memory model; returns the cleaned sentences (every one through the policy's
    `safe_text`, like every other text a memory pass stores). Raises ProviderError,
    StructuredOutputError or InsightUnwritable."""
    answer = await complete_json(client, messages_for(quotes, message_count, chat_count), model, SCHEMA,
                                 name="user_insight", max_tokens=ANSWER_TOKENS)
    statement = clean_statement(safe_text(str(answer.get("insight", ""))))
    asked = clean_asked(safe_text(str(answer.get("asked", ""))))
    if not statement or not asked:
        raise InsightUnwritable("the model wrote an empty insight")
    return Written(clean_title(safe_text(str(answer.get("title", ""))), statement), statement, asked)
