"""The theme and language read for the start-up frame, before the database is opened properly."""
from app.core.context import WhiziCore
from app.core.startup_settings import read_startup_settings


def test_the_users_theme_and_language_are_read_without_opening_the_core(data_dir):
    core = WhiziCore.open(data_dir)
    core.settings.set("ui.theme", "dark")
    core.settings.set("ui.language", "pl")
    database = core.layout.database
    core.close()
    assert read_startup_settings(database) == {"ui.theme": "dark", "ui.language": "pl"}


def test_defaults_are_left_out_and_a_new_folder_reads_as_empty(data_dir):
    assert read_startup_settings(data_dir / "whizi.db") == {}
    core = WhiziCore.open(data_dir)
    database = core.layout.database
    core.close()
    assert read_startup_settings(database) == {}


def test_a_damaged_database_reads_as_empty_and_is_left_as_it_was(tmp_path):
    damaged = tmp_path / "whizi.db"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    before = damaged.read_bytes()
    assert read_startup_settings(damaged) == {}
    assert damaged.read_bytes() == before
