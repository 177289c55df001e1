"""The first screen read before the storage stack loads (start-up, #15): the same chats, order,
titles and digital brains the core gives, from the same encrypted folder; anything unusual means
"take the full path" (None), never a wrong screen."""
from __future__ import annotations

import datetime as dt
import sqlite3
import subprocess
import sys

import pytest

from app.core.context import WhiziCore
from app.core.domain import AnalysisMode, PrivacyLabel, ProviderConfig, Role, utcnow
from app.core.store import encryption
from app.core.store.early_read import ENCRYPTING, SETTINGS, WrongKey, read_first_screen
from app.core.store.encrypt_folder import STAGING
from app.core.store.migrations import latest_version
from app.core.store.settings import DEFAULTS


def _folder(core: WhiziCore) -> dict[str, str]:
    """Chats of every kind the sidebar shows differently."""
    now = utcnow()
    ids = {}
    for n, (title, pinned, mode) in enumerate([("Plain <b>not bold</b>", False, AnalysisMode.NONE),
                                               ("Pinned", True, AnalysisMode.NONE),
                                               ("Once", False, AnalysisMode.ONCE),
                                               ("Automatic", False, AnalysisMode.AUTO),
                                               ("Deleted", False, AnalysisMode.NONE),
                                               ("Zażółć gęślą jaźń", True, AnalysisMode.AUTO)]):
        chat = core.chats.create(title, created_at=now - dt.timedelta(hours=10 - n))
        ids[title] = chat.id
        if pinned:
            core.chats.set_pinned(chat.id, True)
        if mode is not AnalysisMode.NONE:
            core.chats.set_analysis_mode(chat.id, mode)
    core.chats.mark_deleted(ids["Deleted"])
    # A later message moves a chat up the list.
    core.messages.add(ids["Plain <b>not bold</b>"], Role.USER, "hello")
    core.providers.save(ProviderConfig(id="", name="Test", base_url="http://127.0.0.1:9/v1", chat_model="m"))
    return ids


def _same_as_core(core: WhiziCore, data_dir) -> None:
    screen = read_first_screen(data_dir)
    assert screen is not None
    assert screen.chats == core.chats.list_visible()
    assert screen.brains == core.privacy.brain_states()
    assert screen.has_provider is (core.providers.active() is not None)
    assert screen.settings == {key: core.settings.get(key) for key in SETTINGS}


def test_the_first_screen_is_what_the_core_shows(core, data_dir):
    ids = _folder(core)
    screen = read_first_screen(data_dir)
    assert [c.title for c in screen.chats][:2] == ["Zażółć gęślą jaźń", "Pinned"]
    assert screen.chats[2].title == "Plain <b>not bold</b>"   # newest message: first after the pinned
    assert ids["Deleted"] not in {c.id for c in screen.chats}
    assert screen.encrypted and screen.key == encryption.unlock(data_dir)
    _same_as_core(core, data_dir)
    # Detailed analysis: yellow messages awaiting a decision pulse in their chat's brain.
    core.settings.set("memory.analysis_level", "detailed")
    core.settings.set("memory.chat_analysis", "automatic")
    core.settings.set("ui.theme", "dark")
    message = core.messages.add(ids["Once"], Role.USER, "my landlord keeps my deposit")
    core.privacy.store.apply_labels([(message, PrivacyLabel.YELLOW, "money", "test", False)], utcnow())
    assert read_first_screen(data_dir).brains[ids["Once"]].awaiting == 1
    _same_as_core(core, data_dir)


def test_defaults_and_staging_names_are_the_cores():
    assert {key: DEFAULTS[key] for key in SETTINGS} == SETTINGS
    assert ENCRYPTING == STAGING


def test_an_empty_new_folder_or_onboarding_takes_the_full_path(tmp_path, core, data_dir):
    assert read_first_screen(tmp_path / "nothing-here") is None
    screen = read_first_screen(data_dir)
    assert screen is not None and screen.chats == [] and screen.has_provider is False   # onboarding


def test_a_folder_the_keyring_cannot_open_takes_the_full_path(core, data_dir, memory_keyring):
    _folder(core)
    key = encryption.unlock(data_dir)
    encryption.set_passphrase(data_dir, key, "correct horse battery")
    encryption.set_keyring(data_dir, key, False)   # the key is now kept by the passphrase alone
    assert read_first_screen(data_dir) is None   # the full path asks for the passphrase
    with pytest.raises(WrongKey):                # ...or says it is wrong, without trying it twice
        read_first_screen(data_dir, passphrase="wrong horse")
    screen = read_first_screen(data_dir, passphrase="correct horse battery")
    assert screen is not None and screen.key == key and len(screen.chats) == 5


def test_an_unfinished_encryption_or_another_schema_takes_the_full_path(core, data_dir):
    _folder(core)
    (data_dir / ENCRYPTING).mkdir()
    assert read_first_screen(data_dir) is None
    (data_dir / ENCRYPTING).rmdir()
    assert read_first_screen(data_dir) is not None
    for version in (latest_version() + 1, latest_version() - 1):   # newer: the core says so; older: it upgrades
        with core.db.engine.begin() as con:
            con.exec_driver_sql(f"PRAGMA user_version = {version}")
        assert read_first_screen(data_dir) is None
    with core.db.engine.begin() as con:
        con.exec_driver_sql(f"PRAGMA user_version = {latest_version()}")
    assert read_first_screen(data_dir) is not None


def test_a_damaged_database_takes_the_full_path(data_dir):
    (data_dir / "whizi.db").write_bytes(b"definitely not sqlite" * 200)
    assert read_first_screen(data_dir) is None


@pytest.mark.plain_folder
def test_a_plain_folder_of_an_older_whizi_is_read_too(core, data_dir):
    _folder(core)
    assert not encryption.status(data_dir).encrypted
    screen = read_first_screen(data_dir)
    assert screen is not None and screen.key is None
    _same_as_core(core, data_dir)
    assert sqlite3.connect(data_dir / "whizi.db").execute("SELECT count(*) FROM chats").fetchone()[0] == 6


def test_reading_the_first_screen_loads_no_storage_stack():
    code = ("import sys; from app.core.store.early_read import read_first_screen; read_first_screen('/nonexistent');"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'PySide6')"
            " or m in ('app.core.store.db', 'app.core.store.models', 'app.core.context')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
