"""Settings announce their changes: one SettingChange(key, old, new) after each write that changed
a value, whether it came from `whizi settings set`, a reset or an imported file (#14 item 4)."""
from __future__ import annotations

import argparse
import io
import json

import pytest

from app.cli.commands import settings as settings_command
from app.core.context import WhiziCore
from app.core.store.settings import SettingChange


@pytest.fixture
def other(tmp_path):
    folder = tmp_path / "other-data"
    folder.mkdir()
    core = WhiziCore.open(folder, lock=False)
    yield core
    core.close()


def heard(core) -> list[SettingChange]:
    seen: list[SettingChange] = []
    core.settings.changed.connect(seen.append)
    return seen


def test_the_command_line_write_is_announced_once_with_old_and_new(core):
    seen = heard(core)
    args = argparse.Namespace(action="set", key="ui.theme", value="dark")
    assert settings_command.run(args, core, io.StringIO(), io.StringIO()) == 0
    assert seen == [SettingChange("ui.theme", "system", "dark")]
    core.settings.set("ui.theme", "dark")            # the same value again: nothing changed
    core.settings.set("chat.request_timeout_s", "30")
    assert seen[1:] == [SettingChange("chat.request_timeout_s", 60.0, 30.0)]


def test_a_refused_value_announces_nothing_and_a_reset_announces_the_default(core):
    seen = heard(core)
    with pytest.raises(ValueError):
        core.settings.set("ui.theme", "neon")
    assert seen == []
    core.settings.set("memory.deadline_ms", 900)
    core.settings.reset("memory.deadline_ms")
    assert seen[-1] == SettingChange("memory.deadline_ms", 900, 300)


def test_an_import_announces_the_settings_it_brought(other, tmp_path):
    path = tmp_path / "export.json"
    path.write_text(json.dumps({"format": "whizi-export", "schema_version": 1,
                                "settings": {"ui.language": "pl", "ui.theme": "system"}}), encoding="utf-8")
    seen = heard(other)
    other.data.import_files(path)
    assert other.settings.get("ui.language") == "pl"
    assert seen == [SettingChange("ui.language", "system", "pl")]   # ui.theme was already "system"
