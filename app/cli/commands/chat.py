"""`whizi chat [--chat ID | --new] [--temporary] [--json] MESSAGE`: send one message, print the reply.

Without --json the reply is printed as it streams in; with it, one JSON object at the end.
"""
from __future__ import annotations

import json

from app.cli.errors import Exit, fail

NAME = "chat"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    chat = subparsers.add_parser("chat", help="send one message and print the reply")
    target = chat.add_mutually_exclusive_group()
    target.add_argument("--chat", dest="chat_id", help="continue this chat")
    target.add_argument("--new", action="store_true", help="start a new chat (the default)")
    chat.add_argument("--temporary", action="store_true", help="a chat that is never stored")
    chat.add_argument("--json", action="store_true", help="print a JSON object with the chat id and the reply")
    chat.add_argument("message", help='the message; "-" reads it from standard input')


def run(args, core, stdin, out) -> int:
    """An empty message or a chat that is already answering raises: exit 2, see errors.py."""
    import asyncio

    from app.core.domain import MessageStatus

    text = stdin.read() if args.message == "-" else args.message
    if args.chat_id:
        chat = core.chat.get_chat(args.chat_id)
        if chat is None or chat.is_deleted:
            return fail(f"no chat with id {args.chat_id}. \"whizi chats list\" shows them.", Exit.NOT_FOUND)
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

    reply = asyncio.run(go())
    failed = reply.status is MessageStatus.ERROR or (reply.status is MessageStatus.PARTIAL and reply.error)
    if args.json:
        print(json.dumps({"chat_id": None if chat.temporary else chat.id, "message_id": reply.id,
                          "reply": reply.content, "status": reply.status.value, "error": reply.error},
                         ensure_ascii=False), file=out)
    else:
        if reply.content:
            out.write("\n")
    if failed:
        return fail(reply.error or "the reply failed", Exit.FAILED)
    return Exit.OK
