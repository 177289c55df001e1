"""The core's sentences in the UI's language.

app/core is Qt-free and writes its messages in English (they also go to the CLI and, for a failed
reply, into the database, where they stay English). The UI translates them where it shows them:
each sentence the core can produce is listed here once as a template with {named} fields, marked
for lupdate; a message that matches a template is shown translated, with the fields (host names,
model names, HTTP codes, file names) carried over as they are. A sentence not listed here (or
changed in the core without updating this list) is shown in English, never lost.

Details that come from elsewhere stay English inside a translated frame: a server's own error
text, an operating-system error, where in an import file a problem is.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "CoreText"

TEMPLATES = (
    # providers (app/core/providers/errors.py, client.py, manager.py)
    QT_TRANSLATE_NOOP("CoreText", "The provider rejected the request: check your API key in Settings."),
    QT_TRANSLATE_NOOP("CoreText", "The provider is rate-limiting requests. Try again in {wait} s."),
    QT_TRANSLATE_NOOP("CoreText", "The provider is rate-limiting requests. Try again in a moment."),
    QT_TRANSLATE_NOOP("CoreText", '{host} does not know the model "{model}". Check the model and base URL in Settings.'),
    QT_TRANSLATE_NOOP("CoreText", "{host} has no OpenAI-compatible API at that address. "
                                  "Check the base URL in Settings: it usually ends in /v1."),
    QT_TRANSLATE_NOOP("CoreText", "The reply from {host} ended before it was complete."),
    QT_TRANSLATE_NOOP("CoreText", "The reply was cut off at the length limit ({limit} tokens). "
                                  "Change it in Settings → Providers."),
    QT_TRANSLATE_NOOP("CoreText", '{host} answered with one vector per token for the model "{model}", not one per '
                                  "text. Choose an embedding model, or start the server with pooling on "
                                  "(llama.cpp: --pooling mean)."),
    QT_TRANSLATE_NOOP("CoreText", '{host} sent embeddings for the model "{model}" in a shape Whizi cannot use. '
                                  "Check that it is an embedding model."),
    QT_TRANSLATE_NOOP("CoreText", "The reply length limit must be a whole number of tokens, from {low} to {high}."),
    QT_TRANSLATE_NOOP("CoreText", "{host} did not answer in time. Try again."),
    QT_TRANSLATE_NOOP("CoreText", "{host} stopped sending the reply. Try again."),
    QT_TRANSLATE_NOOP("CoreText", "{host} sent an answer Whizi could not read. "
                                  "Is the base URL an OpenAI-compatible /v1 address?"),
    QT_TRANSLATE_NOOP("CoreText", "{host} had a server error (HTTP {status}). Try again."),
    QT_TRANSLATE_NOOP("CoreText", "{host} refused the request (HTTP {status}): {detail}"),
    QT_TRANSLATE_NOOP("CoreText", "{host} refused the request (HTTP {status})."),
    QT_TRANSLATE_NOOP("CoreText", "The connection to {host} dropped before the reply was complete."),
    QT_TRANSLATE_NOOP("CoreText", "Cannot reach {host}. Check that the server is running and you are online."),
    QT_TRANSLATE_NOOP("CoreText", "Talking to {host} failed: {error}."),
    QT_TRANSLATE_NOOP("CoreText", "Enter the provider's base URL, for example http://127.0.0.1:11434/v1."),
    QT_TRANSLATE_NOOP("CoreText", '"{url}" is not a valid base URL. It looks like https://api.openai.com/v1.'),
    QT_TRANSLATE_NOOP("CoreText", 'The port in "{url}" is not valid.'),
    QT_TRANSLATE_NOOP("CoreText", "No provider is set up yet. Connect one in Settings."),
    QT_TRANSLATE_NOOP("CoreText", 'Connected, but the server has no model "{model}".'),
    QT_TRANSLATE_NOOP("CoreText", "Connected to {host}: {count} model(s) available."),
    # chat (app/core/chat.py)
    QT_TRANSLATE_NOOP("CoreText", "Choose a chat model in Settings → Providers."),
    QT_TRANSLATE_NOOP("CoreText", "Type a message first."),
    QT_TRANSLATE_NOOP("CoreText", "Whizi is still answering in this chat. Stop the reply or wait for it."),
    QT_TRANSLATE_NOOP("CoreText", "Reply interrupted."),
    QT_TRANSLATE_NOOP("CoreText", "Something went wrong: {error}."),
    # saved memory (app/core/memory/facts/store.py)
    QT_TRANSLATE_NOOP("CoreText", "That fact is no longer in memory."),
    QT_TRANSLATE_NOOP("CoreText", "A fact is one line of text."),
    QT_TRANSLATE_NOOP("CoreText", "A fact cannot be empty."),
    QT_TRANSLATE_NOOP("CoreText", "Whizi already remembers that."),
    QT_TRANSLATE_NOOP("CoreText", "That would make memory too long. Shorten the fact or delete another one."),
    # privacy analysis (app/core/memory/privacy/service.py, policy.py)
    QT_TRANSLATE_NOOP("CoreText", "A temporary chat is never analysed or remembered."),
    # export and import (app/core/data/)
    QT_TRANSLATE_NOOP("CoreText", "The file was not imported: {detail}. Nothing was changed."),
    QT_TRANSLATE_NOOP("CoreText", "Whizi cannot write {target}: {reason}."),
    QT_TRANSLATE_NOOP("CoreText", "Whizi could not finish writing {target}: {reason}."),
    QT_TRANSLATE_NOOP("CoreText", "Export cancelled. No file was written."),
    QT_TRANSLATE_NOOP("CoreText", "{count} item(s) appeared in more than one file and were read once."),
    QT_TRANSLATE_NOOP("CoreText", 'The section "{key}" was skipped: this version of Whizi has nowhere to keep it.'),
    QT_TRANSLATE_NOOP("CoreText", "The {section} in the file were not imported: this Whizi has a history of its own."),
)

_FIELD = re.compile(r"\{(\w+)\}")


def _pattern(template: str) -> re.Pattern:
    parts, last = [], 0
    for match in _FIELD.finditer(template):
        parts.append(re.escape(template[last:match.start()]))
        parts.append(f"(?P<{match.group(1)}>.+?)")
        last = match.end()
    parts.append(re.escape(template[last:]))
    return re.compile("^" + "".join(parts) + "$", re.DOTALL)


_PATTERNS = [(_pattern(template), template) for template in TEMPLATES]


def core_text(text: str | None) -> str:
    """`text` (a sentence from the core) in the UI's language; unknown sentences as they are."""
    if not text:
        return text or ""
    stripped = text.strip()
    for pattern, template in _PATTERNS:
        match = pattern.match(stripped)
        if match is not None:
            translated = QCoreApplication.translate(CONTEXT, template)
            # Fields are filled by name in one pass, so a field's value is never read as a field. (The
            # lambda runs within this iteration: `match` is the one it means.)
            return _FIELD.sub(lambda m: match.group(m.group(1)) if m.group(1) in match.groupdict() else m.group(0),  # noqa: B023
                              translated)
    return text


def core_texts(texts) -> list[str]:
    return [core_text(text) for text in texts]
