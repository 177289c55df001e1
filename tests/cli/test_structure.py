"""The shape of app/cli/ (#14): one module per command, the exit codes defined once.

Exit codes were once defined in four places (three CLI modules and the GUI's start-up) that could
drift apart; a command's parser once lived far from its code. Checked on the source and on the real
parser, so a new command or a new `EXIT_... = n` anywhere in app/ is caught here.
"""
from __future__ import annotations

import argparse
import ast
from pathlib import Path

from app.cli import Exit, build_parser
from app.cli.commands import ALL

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app"
COMMANDS = APP / "cli" / "commands"


def _subcommands() -> list[str]:
    actions = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(actions) == 1
    return list(actions[0].choices)


def test_each_command_of_the_parser_is_one_module_in_commands_with_register_and_run():
    modules = {p.stem for p in COMMANDS.glob("*.py") if p.stem != "__init__"}
    names = [command.NAME for command in ALL]
    assert _subcommands() == names                     # every command, in `whizi --help` order
    for command in ALL:
        file = Path(command.__file__)
        assert file.parent == COMMANDS
        assert file.stem.rstrip("_") == command.NAME.replace("-", "_")   # import_.py is `whizi import`
        assert callable(command.register) and callable(command.run)
        assert isinstance(command.NEEDS_DATA_FOLDER, bool)
    assert modules == {Path(command.__file__).stem for command in ALL}   # no module left out of ALL


def _exit_code_definitions(path: Path) -> list[str]:
    """Names in `path` that define an exit code: `EXIT_... = n` (also unpacked) or a class `Exit`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ClassDef) and node.name == "Exit":
            found.append(f"class {node.name}")
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and name.id.upper().startswith("EXIT_"):
                    found.append(name.id)
    return found


def test_exit_codes_are_defined_once_in_app():
    defined = {str(p.relative_to(ROOT)): names for p in sorted(APP.rglob("*.py"))
               if (names := _exit_code_definitions(p))}
    assert defined == {"app/cli/errors.py": ["class Exit"]}


def test_the_exit_codes_the_readme_promises():
    assert {code.name: int(code) for code in Exit} == {"OK": 0, "FAILED": 1, "USAGE": 2, "DATA": 3, "NOT_FOUND": 4,
                                                       "PIPE": 141}
