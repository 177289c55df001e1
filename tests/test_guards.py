"""Guards that keep the structure of issue #14: ruff, mypy and the import contracts (all configured in
pyproject.toml) pass on app/, and no module in app/ grows past ~600 lines without saying why.

The tools run as subprocesses exactly as a developer runs them from the repository root, so a
failure here reads the same as on the command line. They are in the `test` extra; a test is
skipped only when its tool is not installed (a developer's bare environment), never in CI.
"""
from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
MAX_LINES = 600
# What the top of a longer module (its docstring, or comments before its first import) carries:
# "Size: <why>", or as modules already write it "over 600 lines because <why>" / "Over 600 lines on
# purpose: <why>". Not just the word "long": "long-term memory" would pass.
REASONS = ("size:", "over 600 lines")


def _tool(name: str) -> str:
    """The tool's executable beside this interpreter (the venv), else on PATH; skip if absent."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed (pip install -e '.[test]' installs it)")
    return found


def _run(*argv: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def test_ruff_finds_nothing_in_app_or_tests():
    result = _run(_tool("ruff"), "check", "--no-fix", "--output-format", "concise", "app", "tests")
    assert result.returncode == 0, f"ruff check app tests:\n{result.stdout}{result.stderr}"


@pytest.mark.timeout(600)   # a cold cache type-checks everything once (about a minute)
def test_mypy_finds_no_type_error_in_app():
    result = _run(_tool("mypy"), timeout=590)   # files, strictness and cache from pyproject.toml
    assert result.returncode == 0, f"mypy:\n{result.stdout}{result.stderr}"


def test_the_import_contracts_are_kept():
    result = _run(_tool("lint-imports"))
    assert result.returncode == 0, f"lint-imports:\n{result.stdout}{result.stderr}"
    assert "0 broken" in result.stdout


def _contracts() -> list[dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return config["tool"]["importlinter"]["contracts"]


def test_every_memory_feature_has_an_interface_contract():
    """A new feature folder under app/core/memory/ gets its own contract, or this fails."""
    features = sorted(p.name for p in (APP / "core" / "memory").iterdir()
                      if (p / "__init__.py").exists())
    guarded = sorted(source.rsplit(".", 1)[1] for c in _contracts() if c["type"] == "forbidden"
                     for source in c["source_modules"] if source.startswith("app.core.memory."))
    assert features == guarded
    for contract in _contracts():
        if contract["source_modules"][0].startswith("app.core.memory."):
            feature = contract["source_modules"][0]
            # the forbidden list is every other feature, so no pair goes unchecked
            assert sorted(contract["forbidden_modules"] + [feature]) == [
                f"app.core.memory.{name}" for name in features]


def test_the_core_contract_forbids_qt_the_ui_and_the_cli():
    core = [c for c in _contracts() if c["source_modules"] == ["app.core"]]
    assert core and {"PySide6", "qasync", "app.ui", "app.cli"} <= set(core[0]["forbidden_modules"])
    assert not core[0].get("allow_indirect_imports", False)


def _top(source: str) -> str:
    """The module's docstring and comments, up to its first statement other than `from __future__`."""
    body = ast.parse(source).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    body = [node for node in body if not (isinstance(node, ast.ImportFrom) and node.module == "__future__")]
    end = body[0].lineno - 1 if body else None
    return "\n".join(source.splitlines()[:end]).lower()


def test_the_reason_is_looked_for_at_the_top_only():
    reason = "# Size: one state machine; split, its parts would share every field.\n"
    assert "size:" in _top('"""A module."""\nfrom __future__ import annotations\n\n' + reason + "import os\n")
    assert "size:" not in _top('"""A module."""\nimport os\n\n\ndef f():\n    pass\n' + reason)


def test_no_module_in_app_is_over_600_lines_without_a_reason_at_its_top():
    offenders = []
    for path in sorted(APP.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = len(source.splitlines())
        if lines > MAX_LINES and not any(r in _top(source) for r in REASONS):
            offenders.append(f"{path.relative_to(ROOT)} ({lines} lines)")
    assert not offenders, (
        "split these, or say why at the top, in the module docstring "
        "('Size: …' or 'over 600 lines because …'):\n  " + "\n  ".join(offenders))
