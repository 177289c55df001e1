"""Command line: the same core as the GUI, for scripts and power users.

Exit codes: 0 success; 1 the provider or the reply failed, or an export or import failed (an import
that fails changes nothing); 2 bad usage; 3 the data folder cannot be used (locked, damaged,
unwritable); 4 no such chat, setting or file.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Callable

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_DATA, EXIT_NOT_FOUND = 0, 1, 2, 3, 4



def commands() -> frozenset[str]:
    """Every command the parser knows, read from the parser itself so the entry point can never
    miss one (a hand-kept list once left out delete-all and history, which then opened the GUI)."""
    parser = build_parser()
    names: set[str] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            names.update(action.choices)
    return frozenset(names)


def is_cli_command(argv: list[str]) -> bool:
    return next(_positionals(argv), None) in commands()


def _positionals(argv: list[str]):
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg == "--data-dir":
            skip = True
            continue
        if arg.startswith("-"):
            continue
        yield arg


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="whizi", description="Whizi: a private chat client with a memory you control.")
    parser.add_argument("--data-dir", help="folder for Whizi's data (default: WHIZI_DATA_DIR or the platform's folder)")
    sub = parser.add_subparsers(dest="command")

    provider = sub.add_parser("provider", help="configure the OpenAI-compatible provider")
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

    settings = sub.add_parser("settings", help="read or change settings")
    ssub = settings.add_subparsers(dest="action", required=True)
    sget = ssub.add_parser("get")
    sget.add_argument("key", nargs="?", help="omit to list every setting")
    sset = ssub.add_parser("set")
    sset.add_argument("key")
    sset.add_argument("value")

    chat = sub.add_parser("chat", help="send one message and print the reply")
    target = chat.add_mutually_exclusive_group()
    target.add_argument("--chat", dest="chat_id", help="continue this chat")
    target.add_argument("--new", action="store_true", help="start a new chat (the default)")
    chat.add_argument("--temporary", action="store_true", help="a chat that is never stored")
    chat.add_argument("--json", action="store_true", help="print a JSON object with the chat id and the reply")
    chat.add_argument("message", help='the message; "-" reads it from standard input')

    chats = sub.add_parser("chats", help="list chats")
    csub = chats.add_subparsers(dest="action", required=True)
    clist = csub.add_parser("list")
    clist.add_argument("--json", action="store_true")

    jobs = sub.add_parser("jobs", help="background work")
    jsub = jobs.add_subparsers(dest="action", required=True)
    jrun = jsub.add_parser("run", help="run the queued background jobs")
    jrun.add_argument("--until-idle", action="store_true", required=True, help="run every due job, then exit")
    jrun.add_argument("--max-attempts", type=int, metavar="N",
                      help="stop after N job attempts (default: 200 + 20 per queued job); exit 1 if work is left")

    privacy = sub.add_parser("privacy", help="the local privacy detector (runs on this machine only)")
    prsub = privacy.add_subparsers(dest="action", required=True)
    pcheck = prsub.add_parser("check", help="say whether text is red (never remembered) and why")
    pcheck.add_argument("--json", action="store_true", help="print the verdict as one JSON object")
    pcheck.add_argument("--jsonl", metavar="FILE",
                        help='check every line of FILE ("-" for stdin): a JSON string or an object with "text"; '
                             "prints one JSON verdict per line")
    pcheck.add_argument("text", nargs="?", help='the text to check; "-" reads it from standard input')

    memory = sub.add_parser("memory", help="what Whizi remembers about you (saved memory)")
    msub = memory.add_subparsers(dest="action", required=True)
    mshow = msub.add_parser("show", help="print the saved facts")
    mshow.add_argument("--json", action="store_true", help='print {"memory": [...], "count": N, "tokens": N}')
    mclear = msub.add_parser("clear", help="permanently delete everything Whizi remembers")
    mclear.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    from app.cli.commands.insights import add_insights_parser  # whizi insights refresh | show [--json]
    add_insights_parser(sub)

    export = sub.add_parser("export", help="write all your data to one JSON file (never API keys)")
    export.add_argument("--out", required=True, help="the file to write")
    export.add_argument("--leave-out-red", action="store_true", help="leave out the text of messages marked red")
    imp = sub.add_parser("import", help="merge a Whizi export, or ChatGPT's export (json, zip or folder), into your data")
    imp.add_argument("files", nargs="+", help="the file(s); several only for ChatGPT's split conversations-NNN.json")
    imp.add_argument("--format", choices=("auto", "whizi", "chatgpt"), default="auto")
    history = sub.add_parser("history", help="the search index of remembered messages (Reference chat history)")
    hsub = history.add_subparsers(dest="action", required=True)
    hsub.add_parser("rebuild", help="rebuild the search index from the database now, and wait until it is done")
    wipe = sub.add_parser("delete-all", help="permanently delete all your data in the data folder, and saved API keys")
    wipe.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    return parser


def _err(message: str) -> None:
    from app.cli.terminal import printable

    print(f"whizi: {printable(message)}", file=sys.stderr)


def open_core(data_dir: str | None):
    from app.core.context import WhiziCore

    return WhiziCore.open(data_dir)


def run_cli(argv: list[str], *, stdin=None, stdout=None) -> int:
    from app.cli.terminal import SafeOutput

    stdin = stdin or sys.stdin
    # Titles, facts, insights, replies and server messages are printed, never obeyed by the terminal.
    out = SafeOutput(stdout or sys.stdout)
    from app.core.paths import use_private_umask

    use_private_umask()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if args.command == "privacy":  # local and stateless: needs no data folder, works beside the GUI
        from app.cli.commands.privacy import privacy_check

        return privacy_check(args, stdin, out, _err)
    from app.core.instance_lock import AlreadyRunning
    from app.core.paths import DataDirError
    from app.core.store.db import CorruptDatabase, NewerSchema, StorageUnavailable

    try:
        core = open_core(args.data_dir)
    except (AlreadyRunning, DataDirError, CorruptDatabase, NewerSchema, StorageUnavailable) as exc:
        _err(str(exc))
        return EXIT_DATA
    try:
        handler: Callable = {
            "provider": _provider, "settings": _settings, "chat": _chat, "chats": _chats, "jobs": _jobs,
            "export": _export, "import": _import, "memory": _memory, "insights": _insights,
            "delete-all": _delete_all, "history": _history,
        }[args.command]
        return handler(core, args, stdin, out)
    finally:
        core.close()


def _provider(core, args, stdin, out) -> int:
    from app.core.domain import ProviderConfig
    from app.core.providers.errors import ProviderError

    if args.action == "set":
        from app.core.domain import DEFAULT_MAX_REPLY_TOKENS

        active = core.providers.active()
        key = stdin.readline().strip() if args.api_key_stdin else None
        config = ProviderConfig(
            id=active.id if active else "", name=args.name or (active.name if active else "Provider"),
            base_url=args.base_url, chat_model=args.model, memory_model=args.memory_model or args.model,
            embedding_model=args.embedding_model,
            max_reply_tokens=(args.max_reply_tokens if args.max_reply_tokens is not None else
                              active.max_reply_tokens if active else DEFAULT_MAX_REPLY_TOKENS),
        )
        try:
            saved, in_keyring = core.providers.save(config, key)
        except ProviderError as exc:
            _err(exc.message)
            return EXIT_USAGE
        print(f"Provider set: {saved.base_url} (chat model {saved.chat_model})", file=out)
        if in_keyring is False:
            _err("no system keyring is available: the API key was NOT saved and is forgotten when this command "
                 "exits. Set OPENAI_API_KEY instead.")
        return EXIT_OK
    active = core.providers.active()
    if active is None:
        _err("no provider is set up. Use: whizi provider set --base-url URL --model MODEL")
        return EXIT_NOT_FOUND
    if args.action == "remove":
        in_use = core.providers.remove(active.id)
        print(f"Removed {active.name}." + (f" Now using {in_use.name}." if in_use else ""), file=out)
        return EXIT_OK
    if args.action == "show":
        print(json.dumps({"name": active.name, "base_url": active.base_url, "chat_model": active.chat_model,
                          "memory_model": active.memory_model, "embedding_model": active.embedding_model,
                          "max_reply_tokens": active.max_reply_tokens,
                          "api_key": "set" if core.keys.get(active.id) else "not set"}, indent=2), file=out)
        return EXIT_OK
    report = asyncio.run(core.providers.client_for_test(active, None).test_connection())
    from app.cli.terminal import printable

    print(printable(report.message), file=out if report.ok else sys.stderr)
    return EXIT_OK if report.ok else EXIT_FAILED


def _settings(core, args, stdin, out) -> int:
    from app.core.store.settings import SETTINGS, UnknownSetting

    try:
        if args.action == "get":
            if args.key is None:   # "key = value  # allowed values"
                for key, value in sorted(core.settings.all().items()):
                    print(f"{key} = {json.dumps(value)}  # {SETTINGS[key].allowed()}", file=out)
            else:   # the value alone on stdout, for scripts; what is allowed on stderr, for people
                print(json.dumps(core.settings.get(args.key)), file=out)
                setting = SETTINGS[args.key]
                print(f"allowed: {setting.allowed()} (default {json.dumps(setting.default)})", file=sys.stderr)
            return EXIT_OK
        core.settings.set(args.key, args.value)
        return EXIT_OK
    except UnknownSetting:
        _err(f'unknown setting "{args.key}". "whizi settings get" lists them.')
        return EXIT_NOT_FOUND
    except ValueError as exc:
        _err(f"{args.key}: {exc}")
        return EXIT_USAGE


def _chat(core, args, stdin, out) -> int:
    from app.core.chat import ChatBusy, EmptyMessage
    from app.core.domain import MessageStatus

    text = stdin.read() if args.message == "-" else args.message
    if args.chat_id:
        chat = core.chat.get_chat(args.chat_id)
        if chat is None or chat.is_deleted:
            _err(f"no chat with id {args.chat_id}. \"whizi chats list\" shows them.")
            return EXIT_NOT_FOUND
    else:
        chat = core.chat.new_chat(temporary=args.temporary)
    if not args.json:
        printed = {"n": 0}

        def show(msg):
            if msg.role.value == "assistant" and len(msg.content) > printed["n"]:
                out.write(msg.content[printed["n"]:])
                out.flush()
                printed["n"] = len(msg.content)

        core.chat.message_changed.connect(show)

    async def go():
        core.runner.start()
        try:
            return await core.chat.send(chat.id, text)
        finally:
            await core.runner.stop()

    try:
        reply = asyncio.run(go())
    except (EmptyMessage, ChatBusy) as exc:
        _err(str(exc))
        return EXIT_USAGE
    failed = reply.status is MessageStatus.ERROR or (reply.status is MessageStatus.PARTIAL and reply.error)
    if args.json:
        print(json.dumps({"chat_id": None if chat.temporary else chat.id, "message_id": reply.id,
                          "reply": reply.content, "status": reply.status.value, "error": reply.error},
                         ensure_ascii=False), file=out)
    else:
        if reply.content:
            out.write("\n")
    if failed:
        _err(reply.error or "the reply failed")
        return EXIT_FAILED
    return EXIT_OK


def _chats(core, args, stdin, out) -> int:
    chats = core.chats.list_visible()
    if args.json:
        print(json.dumps([{"id": c.id, "title": c.title, "pinned": c.pinned, "created_at": c.created_at.isoformat(),
                           "updated_at": c.updated_at.isoformat(), "model": c.model} for c in chats],
                         ensure_ascii=False, indent=2), file=out)
    else:
        for c in chats:
            print(f"{c.id}  {c.updated_at:%Y-%m-%d %H:%M}  {'* ' if c.pinned else ''}{c.title}", file=out)
    return EXIT_OK


def _attempt_limit(core, asked: int | None) -> int:
    """The most job attempts one command runs: enough for a backlog to be worked through, never
    endless (a job that keeps asking to run again must not keep the command going)."""
    return asked if asked is not None else 200 + 20 * core.jobs.pending()


def _jobs(core, args, stdin, out) -> int:
    result = asyncio.run(core.runner.drain(max_attempts=_attempt_limit(core, args.max_attempts)))
    left = core.jobs.pending()
    print(f"Ran {result.attempts} job(s); {left} scheduled for later.", file=out)
    if result.stopped:
        _err(result.stopped)
        return EXIT_FAILED
    return EXIT_OK


def _export(core, args, stdin, out) -> int:
    from app.core.data import DataTransferError

    try:
        report = core.data.export(args.out, leave_out_red=args.leave_out_red)
    except DataTransferError as exc:
        _err(str(exc))
        return EXIT_FAILED
    left_out = f" (text of {report.red_left_out} red message(s) left out)" if report.red_left_out else ""
    print(f"Exported {report.chats} chat(s), {report.messages} message(s) and {report.memory_lines} memory line(s) "
          f"to {report.path}{left_out}.", file=out)
    return EXIT_OK


def _import(core, args, stdin, out) -> int:
    from pathlib import Path

    from app.core.data import ImportFailed

    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        _err(f"no such file: {missing[0]}")
        return EXIT_NOT_FOUND
    try:
        report = core.data.import_files(args.files, format=args.format)
    except ImportFailed as exc:
        _err(exc.user_message)
        return EXIT_FAILED
    print(report.summary(), file=out)
    for note in report.notes:
        print(note, file=out)
    from app.core.data import ANALYSE_IMPORTED

    if core.jobs.pending(ANALYSE_IMPORTED):
        # Durable jobs: they run in the background the next time Whizi is open.
        print('Memory will analyse the imported chats in the background ("whizi jobs run --until-idle" runs it now).',
              file=out)
    return EXIT_OK


def _insights(core, args, stdin, out) -> int:
    from app.cli.commands.insights import insights_command

    return insights_command(core, args, out, _err)


def _history(core, args, stdin, out) -> int:
    """Rebuild the chat-history index from SQLite (the truth), as the background job does when the
    index is missing or damaged, but now and to the end. Other due jobs run on the way."""
    history = core.history
    history.rebuild()
    # Bounded like `jobs run`: other due jobs that keep failing or asking to run again (a memory
    # model whose answers are not JSON) must not keep this command waiting for ever.
    result = asyncio.run(core.runner.drain(max_attempts=_attempt_limit(core, None),
                                           done=lambda: not history.rebuilding()))
    if history.rebuilding():
        why = f" ({result.stopped})" if result.stopped else ""
        _err(f"the rebuild could not finish now (is the embedding provider reachable?){why}. Whizi retries it in "
             "the background; `whizi jobs run --until-idle` runs it again.")
        return EXIT_FAILED
    counts = history.indexed_counts()
    print(f"Search index rebuilt: {counts[0]} remembered message(s) and {counts[1]} conversation summary(ies) "
          f"indexed with {history.reading_model()}.", file=out)
    return EXIT_OK


def _delete_all(core, args, stdin, out) -> int:
    """The CLI twin of Settings → Data → "Delete all data": the same core call, confirmed by --yes
    (a script cannot type the confirmation the dialog asks for)."""
    folder = core.layout.root
    if not args.yes:
        _err(f"this permanently deletes all your chats, everything Whizi remembers, your settings, logs and saved "
             f"API keys in {folder}. It cannot be undone. Add --yes to confirm.")
        return EXIT_USAGE
    try:
        fresh = asyncio.run(core.data.delete_all())
    except OSError as exc:
        _err(f"couldn't delete everything in {folder}: {exc.strerror or exc}. Close Whizi and try again.")
        return EXIT_DATA
    fresh.close()
    print(f"All your data in {folder} was deleted. Whizi starts fresh.", file=out)
    return EXIT_OK


def _memory(core, args, stdin, out) -> int:
    from app.core.memory.facts.model import MemoryStoreError

    try:
        if args.action == "show":
            lines = core.facts.lines()
            if args.json:
                print(json.dumps({"memory": lines, "count": len(lines), "tokens": core.facts.tokens()},
                                 ensure_ascii=False, indent=2), file=out)
            elif lines:
                for line in lines:
                    print(f"- {line}", file=out)
            else:
                print("Nothing remembered yet. Facts you share in chats will appear here.", file=out)
            return EXIT_OK
        if not args.yes:
            _err("this permanently deletes everything Whizi remembers about you and cannot be undone. "
                 "Add --yes to confirm.")
            return EXIT_USAGE
        core.facts.clear()
        print("Memory cleared. Whizi no longer remembers anything about you.", file=out)
        return EXIT_OK
    except MemoryStoreError as exc:
        _err(("Couldn't clear memory. Try again." if args.action == "clear"
              else "Memory is unavailable right now. Try again later.") + f" ({exc})")
        return EXIT_DATA
