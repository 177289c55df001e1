"""`whizi settings get [KEY] | set KEY VALUE`: read or change settings, each with its allowed values."""
from __future__ import annotations

import json
import sys

from app.cli.errors import Exit, fail

NAME = "settings"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    settings = subparsers.add_parser("settings", help="read or change settings")
    ssub = settings.add_subparsers(dest="action", required=True)
    sget = ssub.add_parser("get")
    sget.add_argument("key", nargs="?", help="omit to list every setting")
    sset = ssub.add_parser("set")
    sset.add_argument("key")
    sset.add_argument("value")


def run(args, core, stdin, out) -> int:
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
            return Exit.OK
        core.settings.set(args.key, args.value)
        return Exit.OK
    except UnknownSetting:
        return fail(f'unknown setting "{args.key}". "whizi settings get" lists them.', Exit.NOT_FOUND)
    except ValueError as exc:   # the sentence names the setting, so it is said here
        return fail(f"{args.key}: {exc}", Exit.USAGE)
