"""`whizi encryption status|encrypt|set-passphrase|remove-passphrase|keyring on|off` (#17).

`status` reads only encryption.json; `encrypt` works with the folder closed (encrypt_folder takes
its lock); the others open the folder as every command does (the keyring, else the passphrase from
--passphrase-stdin, WHIZI_PASSPHRASE or a prompt) and re-wrap its key: the database is never
rewritten for them. A new passphrase comes from the terminal (typed twice, never echoed) or from
the next line of stdin with --new-passphrase-stdin. Nothing here prints or logs a passphrase.
"""
from __future__ import annotations

import getpass
import os
import sys
from pathlib import Path

from app.cli.errors import Exit, fail, say

NAME = "encryption"
NEEDS_DATA_FOLDER = False   # each action opens the folder itself, or not at all (status, encrypt)

TRIES = 3
FORGOTTEN = "If you forget the passphrase, your data cannot be recovered."
NOT_ENCRYPTED = "The data folder {folder} is not encrypted. Encrypt it first with: whizi encryption encrypt"


def register(subparsers) -> None:
    command = subparsers.add_parser("encryption", help="encryption at rest: status, encrypt, passphrase, keyring")
    actions = command.add_subparsers(dest="action", required=True)
    actions.add_parser("status", help="say whether the data folder is encrypted and where its key is kept")
    encrypt = actions.add_parser("encrypt", help="encrypt a data folder of an older Whizi (the old files are "
                                                 "overwritten)")
    encrypt.add_argument("--passphrase", action="store_true",
                         help="also protect the key with a passphrase (asked; always when there is no keyring)")
    encrypt.add_argument("--no-keyring", action="store_true",
                         help="do not keep the key in the system keyring: a passphrase only")
    for action, text in (("set-passphrase", "set or change the passphrase that unlocks the data folder"),
                         ("remove-passphrase", "remove the passphrase (the key stays in the system keyring)")):
        parser = actions.add_parser(action, help=text)
        if action == "set-passphrase":
            parser.add_argument("--new-passphrase-stdin", action="store_true",
                                help="read the new passphrase from the next line of stdin")
    encrypt.add_argument("--new-passphrase-stdin", action="store_true",
                         help="read the new passphrase from the next line of stdin")
    keyring = actions.add_parser("keyring", help="keep the key in the system keyring (on) or not (off)")
    keyring.add_argument("state", choices=("on", "off"))


def run(args, core, stdin, out) -> int:
    from app.core.paths import resolve_data_dir

    root = resolve_data_dir(args.data_dir)
    if args.action == "status":
        print(_status_line(root), file=out)
        return Exit.OK
    if args.action == "encrypt":
        return _encrypt(root, args, stdin, out)
    return _rewrap(root, args, stdin, out)


def _status_line(root: Path) -> str:
    from app.core.store import encryption

    state = encryption.status(root)
    if not state.encrypted:
        if not (root / "whizi.db").exists():
            return f"No data yet in {root}: Whizi encrypts the folder when it first opens it."
        return f"Not encrypted: {root} holds plain files. Encrypt it with: whizi encryption encrypt"
    if state.keyring and state.passphrase:
        where = "in the system keyring, and a passphrase unlocks it too"
    elif state.keyring:
        where = "in the system keyring"
    else:
        where = "nowhere but under your passphrase (asked at every start)"
    line = f"Encrypted: {root}. The key is kept {where}."
    if state.keyring:
        try:
            encryption.unlock(root)            # the keyring only: no passphrase is tried here
        except encryption.KeyMissing:
            line += (" But the system keyring no longer has it: open the folder with its passphrase."
                     if state.passphrase else
                     " But the system keyring no longer has it and no passphrase is set: the data cannot be "
                     "opened unless the keyring is restored.")
    return line


def _new_passphrase(args, stdin) -> str | None:
    """The new passphrase: the next line of stdin (--new-passphrase-stdin), else typed twice on a
    terminal; None when there is neither."""
    if getattr(args, "new_passphrase_stdin", False):
        line = stdin.readline()
        return line[:-1] if line.endswith("\n") else line
    if not _terminal(stdin):
        return None
    for _ in range(TRIES):
        first = getpass.getpass("New passphrase: ")
        if not first:
            say("The passphrase cannot be empty.")
            continue
        if getpass.getpass("Repeat the new passphrase: ") == first:
            return first
        say("The two passphrases are not the same.")
    return None


def _terminal(stdin) -> bool:
    try:
        return bool(stdin.isatty())
    except (AttributeError, ValueError):
        return False


class _Progress:
    """Progress on stderr: one line rewritten on a terminal, else a line at every tenth."""

    def __init__(self) -> None:
        self.shown = -1
        self.live = _terminal(sys.stderr)

    def __call__(self, done: int, total: int) -> None:
        percent = done * 100 // total if total else 100
        step = percent if self.live else percent // 10 * 10
        if step == self.shown:
            return
        self.shown = step
        if self.live:
            print(f"\rEncrypting… {step}%", end="", file=sys.stderr, flush=True)
        else:
            print(f"Encrypting… {step}%", file=sys.stderr, flush=True)

    def end(self) -> None:
        if self.live and self.shown >= 0:
            print(file=sys.stderr)


def _encrypt(root: Path, args, stdin, out) -> int:
    from app.core.errors import StorageError
    from app.core.store import encryption
    from app.core.store.encrypt_folder import encrypt_folder

    if encryption.status(root).encrypted:
        print(f"Already encrypted: {root}.", file=out)
        return Exit.OK
    if not (root / "whizi.db").exists():
        print(f"No data yet in {root}: Whizi encrypts the folder when it first opens it.", file=out)
        return Exit.OK
    use_keyring = not args.no_keyring and encryption.keyring_usable()
    passphrase = None
    if args.passphrase or args.new_passphrase_stdin or not use_keyring:
        passphrase = _new_passphrase(args, stdin) or os.environ.get("WHIZI_PASSPHRASE") or None
        if not passphrase:
            why = "you chose one" if use_keyring else "there is no system keyring to keep the key in"
            return fail(f"Encrypting needs a passphrase here ({why}): type it on a terminal, or pass it with "
                        "--new-passphrase-stdin or the WHIZI_PASSPHRASE environment variable.", Exit.USAGE)
    # Opened once as it is first: the schema is brought up to date and an older version's on-disk
    # search index moves into the database (so it is encrypted with it, not erased and rebuilt);
    # a running Whizi is named here, as for any command.
    from app.cli.errors import data_folder_errors, data_folder_text
    from app.cli.unlock import open_unlocked
    from app.core.context import WhiziCore

    try:
        open_unlocked(args.data_dir, args, stdin).close()
    except data_folder_errors() as exc:
        return fail(data_folder_text(exc), Exit.DATA)
    progress = _Progress()
    try:
        encrypt_folder(root, passphrase=passphrase, use_keyring=use_keyring, progress=progress)
    except (StorageError, encryption.EmptyPassphrase) as exc:
        progress.end()
        code = Exit.USAGE if isinstance(exc, encryption.EmptyPassphrase) else Exit.DATA
        return fail(f"{exc} The data folder was not encrypted and is as it was.", code)
    progress.end()
    try:   # opened once with the new key: proves it, and finishes erasing if that was interrupted
        WhiziCore.open(root, passphrase=passphrase).close()
    except data_folder_errors() as exc:
        return fail(f"The data folder was encrypted, but opening it again failed: {data_folder_text(exc)}",
                    Exit.DATA)
    where = ("in the system keyring" + (" and under your passphrase" if passphrase else "")
             if use_keyring else "under your passphrase only")
    print(f"Encrypted the data folder {root}; the key is kept {where}. The old plain files were overwritten "
          "and removed.", file=out)
    if not use_keyring:
        say(FORGOTTEN)
    for damaged in sorted(root.glob("whizi.db.damaged-*")):
        say(f"{damaged.name} (a damaged database set aside earlier) was left as it was and is not encrypted.")
    return Exit.OK


def _rewrap(root: Path, args, stdin, out) -> int:
    """set-passphrase, remove-passphrase, keyring on|off: the key is re-wrapped or re-stored."""
    from app.cli.errors import data_folder_errors, data_folder_text
    from app.cli.unlock import open_unlocked
    from app.core.store import encryption

    if not encryption.status(root).encrypted and (root / "whizi.db").exists():   # an older Whizi's plain folder
        return fail(NOT_ENCRYPTED.format(folder=root), Exit.USAGE)
    try:
        core = open_unlocked(args.data_dir, args, stdin)   # a new folder is created encrypted here
    except data_folder_errors() as exc:
        return fail(data_folder_text(exc), Exit.DATA)
    try:
        key = core.db.key
        if key is None:
            return fail(NOT_ENCRYPTED.format(folder=root), Exit.USAGE)
        had = encryption.status(root)
        if args.action == "set-passphrase":
            new = _new_passphrase(args, stdin)
            if new is None:
                return fail("Type the new passphrase on a terminal, or pass it with --new-passphrase-stdin.",
                            Exit.USAGE)
            encryption.set_passphrase(root, key, new)
            print("Passphrase changed." if had.passphrase else "Passphrase set.", file=out)
            if not had.keyring:
                say(FORGOTTEN)
        elif args.action == "remove-passphrase":
            if not had.passphrase:
                print("No passphrase was set.", file=out)
                return Exit.OK
            encryption.set_passphrase(root, key, None)
            print("Passphrase removed: the key is kept in the system keyring only.", file=out)
        elif args.state == "on":
            encryption.set_keyring(root, key, True)
            print("The key is kept in the system keyring: Whizi opens this folder without asking for the "
                  "passphrase.", file=out)
        else:
            encryption.set_keyring(root, key, False)
            print("The key was taken out of the system keyring: Whizi asks for the passphrase at every start.",
                  file=out)
            say(FORGOTTEN)
    except encryption.LastKey as exc:
        return fail(str(exc), Exit.USAGE)
    except encryption.EmptyPassphrase as exc:
        return fail(str(exc), Exit.USAGE)
    except encryption.NoKeyStore:
        return fail("There is no usable system keyring here; the key stays where it was.", Exit.DATA)
    finally:
        core.close()
    return Exit.OK
