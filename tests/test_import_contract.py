"""The core stays Qt-free and UI-free: `app/core` is usable from a plain script, the CLI and tests
without a display, and a type checker can follow it without PySide6.

Checked on the source, every import statement including those inside functions (a function-level
import hides a dependency from a quick look, not from this test), with relative imports resolved.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "app" / "core"
FORBIDDEN = ("PySide6", "shiboken6", "qasync", "app.ui", "app.cli")


def _imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in `path`, a module of the tree at `root`."""
    package = list(path.relative_to(root).with_suffix("").parts)[:-1]  # the package holding it
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            # "from app import ui" names the forbidden package as an imported name
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def _forbidden(module: str) -> bool:
    return any(module == f or module.startswith(f + ".") for f in FORBIDDEN)


CORE_FILES = sorted(CORE.rglob("*.py"))


def test_the_core_has_files_to_check():
    assert len(CORE_FILES) > 50


@pytest.mark.parametrize("path", CORE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_core_module_imports_no_qt_and_no_ui(path):
    offending = [f"line {line}: {module}" for line, module in _imports(path) if _forbidden(module)]
    assert not offending, f"{path.relative_to(ROOT)} imports " + ", ".join(offending)


def test_the_check_sees_function_level_and_relative_imports(tmp_path):
    probe = tmp_path / "app" / "core" / "memory" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("def f():\n    from ...ui import main_window\n    import PySide6.QtCore\n", encoding="utf-8")
    modules = [m for _line, m in _imports(probe, root=tmp_path)]
    assert "app.ui.main_window" in modules and "PySide6.QtCore" in modules
    assert all(_forbidden(m) for m in ("app.ui.main_window", "PySide6.QtCore"))
