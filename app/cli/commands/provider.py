"""`whizi provider set | show | test | remove`: the OpenAI-compatible server Whizi talks to.

The API key is read from stdin (never from the command line, where `ps` and the shell history
would show it) and is never printed.
"""
from __future__ import annotations

import json
import sys

from app.cli.errors import Exit, fail, say

NAME = "provider"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    provider = subparsers.add_parser("provider", help="configure the OpenAI-compatible provider")
    psub = provider.add_subparsers(dest="action", required=True)
    pset = psub.add_parser("set", help="set the active provider")
    pset.add_argument("--base-url", required=True)
    pset.add_argument("--model", required=True, help="chat model")
    pset.add_argument("--memory-model", default="", help="model for background memory passes (default: the chat model)")
    pset.add_argument("--embedding-model", default="")
    pset.add_argument("--name", default="")
    pset.add_argument("--api-key-stdin", action="store_true", help="read the API key from standard input")
    pset.add_argument("--max-reply-tokens", metavar="N",
                      help="the longest reply to ask for, in tokens (sent as max_tokens; default 4096)")
    psub.add_parser("show", help="print the active provider (never the key)")
    psub.add_parser("test", help="test the connection to the active provider")
    psub.add_parser("remove", help="forget the active provider and its saved API key")


def run(args, core, stdin, out) -> int:
    if args.action == "set":
        return _set(args, core, stdin, out)
    active = core.providers.active()
    if active is None:
        return fail("no provider is set up. Use: whizi provider set --base-url URL --model MODEL", Exit.NOT_FOUND)
    if args.action == "remove":
        in_use = core.providers.remove(active.id)
        print(f"Removed {active.name}." + (f" Now using {in_use.name}." if in_use else ""), file=out)
        return Exit.OK
    if args.action == "show":
        print(json.dumps({"name": active.name, "base_url": active.base_url, "chat_model": active.chat_model,
                          "memory_model": active.memory_model, "embedding_model": active.embedding_model,
                          "max_reply_tokens": active.max_reply_tokens,
                          "api_key": "set" if core.keys.get(active.id) else "not set"}, indent=2), file=out)
        return Exit.OK
    import asyncio

    from app.cli.terminal import printable

    report = asyncio.run(core.providers.client_for_test(active, None).test_connection())
    print(printable(report.message), file=out if report.ok else sys.stderr)
    return Exit.OK if report.ok else Exit.FAILED


def _set(args, core, stdin, out) -> int:
    """A provider Whizi refuses (a URL it cannot use) raises ProviderError: exit 2, see errors.py."""
    from app.core.domain import DEFAULT_MAX_REPLY_TOKENS, ProviderConfig

    active = core.providers.active()
    key = stdin.readline().strip() if args.api_key_stdin else None
    config = ProviderConfig(
        id=active.id if active else "", name=args.name or (active.name if active else "Provider"),
        base_url=args.base_url, chat_model=args.model, memory_model=args.memory_model or args.model,
        embedding_model=args.embedding_model,
        max_reply_tokens=(args.max_reply_tokens if args.max_reply_tokens is not None else
                          active.max_reply_tokens if active else DEFAULT_MAX_REPLY_TOKENS),
    )
    saved, in_keyring = core.providers.save(config, key)
    print(f"Provider set: {saved.base_url} (chat model {saved.chat_model})", file=out)
    if in_keyring is False:
        say("no system keyring is available: the API key was NOT saved and is forgotten when this command "
            "exits. Set OPENAI_API_KEY instead.")
    return Exit.OK
