"""Guard (#14 item 5): the core has no `*_async` twins of its blocking methods. The UI runs a
blocking method through Operations, the CLI calls it (or hands it to asyncio.to_thread); a
coroutine is kept only for genuinely asynchronous work, and is named for what it does."""
from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "app" / "core"


def test_no_function_in_the_core_is_named_like_an_async_twin():
    twins = []
    for path in sorted(CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.endswith("_async"):
                twins.append(f"{path.relative_to(CORE.parent.parent)}:{node.lineno} {node.name}")
    assert twins == [], "blocking methods with *_async twins (run them through Operations / to_thread):\n" + \
        "\n".join(twins)
