"""Guard (#14): no import cycle inside app/, counting imports made inside functions.

A function-level import hides a cycle from Python (the module is complete by the time the function
runs) but not from a reader: the two modules still cannot be understood, tested or moved apart.
Only `if TYPE_CHECKING:` blocks are left out, since they never run.
"""
from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(APP.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imported(tree: ast.AST, modules: set[str]) -> set[str]:
    """Every app module `tree` imports, at any depth, outside `if TYPE_CHECKING:`."""
    found: set[str] = set()

    def resolve(name: str) -> None:
        # `import a.b.c` runs a, a.b and a.b.c; the edge that matters is to the deepest app module.
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name:
            found.add(name)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                resolve(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"   # `from app.core import context` imports a module
                resolve(full if full in modules else node.module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in APP.rglob("*.py")}
    modules = set(files)
    graph = {}
    for name, path in files.items():
        graph[name] = _imported(ast.parse(path.read_text(encoding="utf-8"), str(path)), modules) - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first == last), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        colour[node] = GREY
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if colour.get(nxt, BLACK) == GREY:
                return stack[stack.index(nxt):] + [nxt]
            if colour.get(nxt) == WHITE:
                found = dfs(nxt)
                if found:
                    return found
        stack.pop()
        colour[node] = BLACK
        return None

    for start in sorted(graph):
        if colour[start] == WHITE:
            cycle = dfs(start)
            if cycle:
                return cycle
    return None


def test_the_graph_sees_function_level_imports():
    """The guard must look inside functions, or it would miss exactly the cycles it is for."""
    tree = ast.parse("def f():\n    from app.core.context import WhiziCore\n"
                     "if TYPE_CHECKING:\n    from app.core.chat import ChatService\n")
    assert _imported(tree, {"app.core.context", "app.core.chat"}) == {"app.core.context"}


def test_app_has_no_import_cycle():
    graph = import_graph()
    assert len(graph) > 50, "the app package was not found"
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle inside app/: " + " -> ".join(cycle)
