"""Settings are checked wherever they are written: a value Whizi would misread is refused with the
allowed values, on `settings set`, in the Settings dialog's writes (the same repository) and in an
imported file; an export never carries a value that could not be imported again, and settings
that merely count tokens travel like any other."""
from __future__ import annotations

import json

import pytest

from app.core.context import WhiziCore
from app.core.data import ImportFailed
from app.core.domain import ProviderConfig
from app.core.store.settings import DEFAULTS, SETTINGS

BAD = [
    ("memory.chat_analysis", "auto", "one of manual, automatic"),       # once meant "manual" silently
    ("memory.analysis_level", "loose", "one of strict, detailed"),
    ("history.embedder", "openai", "one of local, provider"),
    ("ui.theme", "neon", "one of system, light, dark, high-contrast"),
    ("chat.request_timeout_s", "0", "a number from 0.1 to 3600"),
    ("chat.request_timeout_s", "-5", "a number from 0.1 to 3600"),
    ("chat.request_timeout_s", "inf", "a number from 0.1 to 3600"),
    ("chat.request_timeout_s", "nan", "a number from 0.1 to 3600"),
    ("memory.facts_timeout_s", -1.0, "a number from 0.1 to 3600"),
    ("insights.refresh_days", 0, "a whole number from 1 to 365"),
    ("memory.deadline_ms", 2.5, "whole number"),
    ("ui.delete_undo_s", -1, "a whole number from 0 to 3600"),
]


@pytest.fixture
def other(tmp_path):
    c = WhiziCore.open(tmp_path / "other")
    yield c
    c.close()


@pytest.mark.parametrize("key, value, allowed", BAD)
def test_a_value_whizi_would_misread_is_refused_with_what_is_allowed(core, key, value, allowed):
    before = core.settings.get(key)
    with pytest.raises(ValueError) as refused:
        core.settings.set(key, value)
    assert allowed in str(refused.value)
    assert core.settings.get(key) == before


def test_every_setting_is_declared_once_with_a_default_that_passes_its_own_check(core):
    assert set(SETTINGS) == set(DEFAULTS)
    for key, setting in SETTINGS.items():
        assert setting.validate(setting.default) == setting.default, key
        core.settings.set(key, setting.default)       # every default can be written back


# As a file holds them (JSON has no spelling for infinity or NaN; the reader refuses 1e400 itself).
IMPORT_BAD = [
    ("memory.chat_analysis", "auto", "one of manual, automatic"),
    ("ui.theme", "neon", "one of system, light, dark, high-contrast"),
    ("chat.request_timeout_s", 0, "a number from 0.1 to 3600"),
    ("chat.request_timeout_s", -5, "a number from 0.1 to 3600"),
    ("insights.refresh_days", 0, "a whole number from 1 to 365"),
    ("memory.deadline_ms", 2.5, "whole number"),
]


@pytest.mark.parametrize("key, value, allowed", IMPORT_BAD)
def test_a_bad_setting_in_an_import_fails_the_import_at_that_key_and_changes_nothing(other, tmp_path, key,
                                                                                    value, allowed):
    path = tmp_path / "bad-setting.json"
    path.write_text(json.dumps({"format": "whizi-export", "schema_version": 1,
                                "settings": {"ui.language": "pl", key: value}}), encoding="utf-8")
    with pytest.raises(ImportFailed) as failed:
        other.data.import_files(path)
    assert failed.value.where == f"settings.{key}" and allowed in failed.value.reason
    assert other.settings.get("ui.language") == "system"   # nothing of the file was taken


def test_an_export_leaves_out_a_value_stored_before_settings_were_checked_and_imports_again(core, other, tmp_path):
    core.settings.set("ui.theme", "dark")
    with core.db.raw() as con:   # what `settings set chat.request_timeout_s nan` stored before
        con.execute("INSERT OR REPLACE INTO settings (key, value) VALUES ('chat.request_timeout_s', 'NaN')")
        con.execute("INSERT OR REPLACE INTO settings (key, value) VALUES ('memory.chat_analysis', '\"auto\"')")
    path = tmp_path / "export.json"
    core.data.export(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "chat.request_timeout_s" not in doc["settings"] and "memory.chat_analysis" not in doc["settings"]
    other.data.import_files(path)
    assert other.settings.get("ui.theme") == "dark"
    assert other.settings.get("chat.request_timeout_s") == 60.0


def test_settings_that_count_tokens_are_exported_and_imported_only_secrets_stay_behind(core, other, tmp_path):
    core.settings.set("history.budget_tokens", 900)
    core.settings.set("insights.budget_tokens", 300)
    core.providers.save(ProviderConfig(id="", name="Home", base_url="http://127.0.0.1:9/v1", chat_model="m",
                                       memory_model="m", embedding_model="", max_reply_tokens=777), "sk-secret-31")
    path = tmp_path / "export.json"
    core.data.export(path)
    text = path.read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["settings"]["history.budget_tokens"] == 900 and doc["settings"]["insights.budget_tokens"] == 300
    assert doc["providers"][0]["reply_limit"] == 777
    assert "sk-secret-31" not in text
    other.data.import_files(path)
    assert other.settings.get("history.budget_tokens") == 900 and other.settings.get("insights.budget_tokens") == 300
