"""Opening an encrypted data folder from the command line (#17).

The key comes from the OS keyring when it has it. Otherwise the passphrase is, in this order: the
first line of stdin with `--passphrase-stdin` (the rest of stdin stays for the command), the
WHIZI_PASSPHRASE environment variable (for scripts), or a prompt on the terminal (getpass: never
echoed). A passphrase given by a script is tried once; a typed one up to three times. It is never
printed, logged or put in an error message. A new folder on a machine with no keyring asks for a
new passphrase twice on a terminal, with the warning that a forgotten one means lost data.
"""
from __future__ import annotations

import getpass
import os

from app.cli.errors import say

ENV_PASSPHRASE = "WHIZI_PASSPHRASE"
TRIES = 3
NEW_WARNING = ("There is no system keyring here, so Whizi protects this data folder with a passphrase. "
               "If you forget it, your data cannot be recovered.")


def given_passphrase(args, stdin) -> str | None:
    """The passphrase a script gave: the first line of stdin (--passphrase-stdin), else the
    environment; None when neither."""
    if getattr(args, "passphrase_stdin", False):
        line = stdin.readline()
        return line[:-1] if line.endswith("\n") else line
    return os.environ.get(ENV_PASSPHRASE) or None


def _can_prompt(stdin) -> bool:
    try:
        return bool(stdin.isatty())
    except (AttributeError, ValueError):
        return False


def _ask_new(folder) -> str | None:
    say(NEW_WARNING)
    for _ in range(TRIES):
        first = getpass.getpass(f"New passphrase for {folder}: ")
        if not first:
            say("The passphrase cannot be empty.")
            continue
        if getpass.getpass("Repeat the passphrase: ") == first:
            return first
        say("The two passphrases are not the same.")
    return None


def open_unlocked(data_dir, args, stdin):
    """WhiziCore.open with the passphrase found as the module says. Raises the core's errors (the
    key errors among them) when the folder cannot be opened."""
    from app.core.context import WhiziCore
    from app.core.paths import resolve_data_dir
    from app.core.store import encryption
    from app.core.store.encryption import KeyMissing, NoKeyStore, PassphraseNeeded, WrongPassphrase

    passphrase = given_passphrase(args, stdin)
    prompt = passphrase is None and not getattr(args, "passphrase_stdin", False) and _can_prompt(stdin)
    root = resolve_data_dir(data_dir)
    new = not (root / encryption.KEY_FILE).exists() and not (root / "whizi.db").exists()
    scripted = passphrase is not None   # from stdin or the environment, not typed at the prompt
    tries = 0
    while True:
        try:
            core = WhiziCore.open(data_dir, passphrase=passphrase)
            if new and scripted and core.encryption.encrypted and not core.encryption.keyring:
                # A script's passphrase (not typed at the prompt, which warned already) made the folder.
                say(f"Created the encrypted data folder {root}; its key is kept only under the passphrase "
                    "you gave. If you forget it, your data cannot be recovered.")
            return core
        except (PassphraseNeeded, WrongPassphrase, KeyMissing, NoKeyStore) as exc:
            if not prompt or tries >= TRIES or (isinstance(exc, KeyMissing) and not exc.passphrase_set):
                raise
            tries += 1
            if isinstance(exc, NoKeyStore):
                passphrase = _ask_new(exc.root)
                if passphrase is None:
                    raise
                continue
            if isinstance(exc, WrongPassphrase):
                say("That passphrase is not the right one.")
            elif isinstance(exc, KeyMissing):
                say(str(exc))
            passphrase = getpass.getpass(f"Passphrase for {exc.root}: ")
