"""Screenshots of encryption at rest (#17): the start-up unlock dialog (after a wrong passphrase, and
when the key is gone from the keyring), the first start's passphrase step, and Settings → Data's
Encryption card for an encrypted folder and for an older plain one, and "Encrypt my data" running
when the window was asked to close.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_encryption_screenshots.py

Runs on throwaway data folders with an in-memory keyring: it never touches real data or keys.
"""
from __future__ import annotations

from _shots import pause, save, shoot, until  # first: it sets up the environment

PASSPHRASE = "otter lantern 47 quietly"


async def _shoot(shots) -> None:
    from app.core.context import WhiziCore
    from app.core.paths import prepare_data_dir
    from app.core.store.db import Database
    from app.core.store.encryption import create_key

    from app.ui.main_window import MainWindow
    from app.ui.settings.onboarding import first_passphrase_dialog
    from app.ui.settings.unlock import UnlockDialog

    # The unlock dialog, after a wrong passphrase.
    locked = shots.scratch / "Whizi"
    locked.mkdir()
    create_key(locked, passphrase=PASSPHRASE, use_keyring=False)
    unlock = UnlockDialog(locked)
    unlock.show()
    unlock.field.edit.setText("otter lantern 47 loudly")
    failed = []
    unlock.sig_failed.connect(failed.append)
    unlock.try_unlock()
    await until(lambda: bool(failed))
    await pause(0.2)
    save(unlock, "unlock.png")
    unlock.close()

    # The key gone from the keyring, a passphrase set: unlock, and put the key back.
    lost = UnlockDialog(locked, key_missing=True, can_restore=True)
    lost.show()
    await pause(0.2)
    save(lost, "unlock-key-missing.png")
    lost.close()

    # The first start on a computer without a system keyring.
    first = first_passphrase_dialog()
    first.show()
    first.fields.first.edit.setText(PASSPHRASE)
    first.fields.second.edit.setText(PASSPHRASE)
    await pause(0.2)
    save(first, "first-start-passphrase.png")
    first.close()

    # Settings → Data on the session's (new, encrypted) folder: the key in the keyring.
    window = MainWindow(shots.core, onboarding=False)
    window.resize(1100, 720)
    window.show()
    window.open_settings()
    dialog = window._settings_dialog
    dialog.show_page("Data")
    await pause(0.3)
    save(dialog, "settings-data-encryption.png")
    dialog.close()
    window.close()

    # ...and on a plain folder made by an older Whizi: "Encrypt my data…".
    layout = prepare_data_dir(shots.scratch / "older")
    WhiziCore(layout, Database(layout.database), None).close()
    legacy = WhiziCore.open(layout.root)
    try:
        window = MainWindow(legacy, onboarding=False)
        window.resize(1100, 720)
        window.show()
        window.open_settings()
        dialog = window._settings_dialog
        dialog.show_page("Data")
        await pause(0.3)
        save(window.data_page.encryption, "settings-data-encrypt-my-data.png")
        dialog.close()
        # "Encrypt my data" running, and the window asked to close meanwhile: it stays, and says why.
        replaced = []
        window.sig_replaced.connect(replaced.append)
        window.encrypt_data(None, True)
        window.close()
        progress = window.encrypt_run.progress_dialog
        progress.adjustSize()
        save(progress, "encrypting-close-waits.png")
        await until(lambda: bool(replaced))
        replaced[0].close()
        replaced[0].core.close()
    finally:
        legacy.close()


if __name__ == "__main__":
    shoot(_shoot)
