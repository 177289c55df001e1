"""`whizi export` and `whizi import`, as a script uses them."""
import io
import json
from pathlib import Path

import pytest

from app.cli import Exit, run_cli
from tests.core.data.support import SECRET_KEY, dump, populate

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "chatgpt"


def whizi(data_dir, *args):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdout=out)
    return code, out.getvalue()


def test_export_and_import_between_two_folders(data_dir, tmp_path):
    from app.core.context import WhiziCore

    core = WhiziCore.open(data_dir)
    populate(core)
    core.close()
    path = tmp_path / "backup.json"
    code, out = whizi(data_dir, "export", "--out", str(path), "--leave-out-red")
    assert code == Exit.OK
    assert out == f"Exported 4 chats, 9 messages and 3 memory lines to {path} (text of 1 red message left out).\n"
    text = path.read_text()
    assert SECRET_KEY not in text and "4111 1111" not in text

    fresh = tmp_path / "fresh"
    code, out = whizi(fresh, "import", str(path))
    assert code == Exit.OK and out == (
        "Imported 4 chats, 9 messages, 3 memory lines, settings, the memory's history.\n"
        # The trip chat is analysed automatically (its own setting, carried in the file).
        'Memory will analyse the imported chats in the background ("whizi jobs run --until-idle" runs it now).\n')
    code, out = whizi(fresh, "chats", "list", "--json")
    assert [c["title"] for c in json.loads(out)] == ["Trip to Lisbon", "Offline", "Sleep"]
    code, out = whizi(fresh, "import", str(path))
    assert code == Exit.OK and out.startswith("Nothing new to import")


def test_import_chatgpt_zip(data_dir):
    code, out = whizi(data_dir, "import", str(FIXTURES / "chatgpt-export.zip"))
    assert code == Exit.OK and out == ("Imported 4 chats, 17 messages.\n"
                                      "1 conversation had no messages to show and was left out.\n")
    code, out = whizi(data_dir, "import", *map(str, sorted((FIXTURES / "split").iterdir())))
    assert code == Exit.OK and out.startswith("Nothing new to import")


def test_a_bad_file_exits_1_says_where_and_changes_nothing(data_dir, tmp_path, capsys):
    whizi(data_dir, "import", str(FIXTURES / "conversations.json"))
    before = dump(data_dir / "whizi.db")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "whizi-export", "schema_version": 1, "chats": [{"id": "x", "title": "t", '
                   '"created_at": "2024-01-01T00:00:00Z", "messages": [{"id": "m", "role": "robot", '
                   '"content": "hi", "created_at": "2024-01-01T00:00:00Z"}]}]}')
    code, out = whizi(data_dir, "import", str(bad))
    assert code == Exit.FAILED and out == ""
    assert capsys.readouterr().err == ("whizi: The file was not imported: chats[0].messages[0].role: expected user, "
                                       "assistant or system, found 'robot' (near line 1). Nothing was changed.\n")
    assert dump(data_dir / "whizi.db") == before
    assert whizi(data_dir, "import", str(tmp_path / "missing.json"))[0] == Exit.NOT_FOUND


def test_export_to_a_folder_that_does_not_exist(data_dir, tmp_path, capsys):
    code, _ = whizi(data_dir, "export", "--out", str(tmp_path / "no" / "such" / "dir" / "x.json"))
    assert code == Exit.FAILED and "cannot write" in capsys.readouterr().err


@pytest.mark.plain_folder   # an unencrypted folder, where the byte scan can see the text go
def test_delete_all_asks_for_yes_then_leaves_nothing_of_the_user(data_dir, memory_keyring, capsys):
    from app.core.context import WhiziCore

    core = WhiziCore.open(data_dir)
    provider_id = populate(core)["provider"].id
    core.close()
    on_disk = lambda needle: [p for p in data_dir.rglob("*") if p.is_file() and needle in p.read_bytes()]  # noqa: E731
    assert on_disk(b"Lisbon")

    code, out = whizi(data_dir, "delete-all")
    assert code == Exit.USAGE and out == ""
    assert "cannot be undone. Add --yes to confirm." in capsys.readouterr().err
    assert on_disk(b"Lisbon") and memory_keyring.get_password("Whizi", provider_id) == SECRET_KEY

    code, out = whizi(data_dir, "delete-all", "--yes")
    assert code == Exit.OK and out == f"All your data in {data_dir} was deleted. Whizi starts fresh.\n"
    assert on_disk(b"Lisbon") == [] and on_disk("Kraków".encode()) == []
    assert memory_keyring.get_password("Whizi", provider_id) is None
    code, out = whizi(data_dir, "chats", "list", "--json")         # a fresh, working data folder
    assert code == Exit.OK and json.loads(out) == []
