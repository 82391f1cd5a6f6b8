"""The engine's modules import each other without a cycle, and never the widgets."""

from __future__ import annotations

import ast
from pathlib import Path

import koikoi

PACKAGE = Path(koikoi.__file__).parent


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """The koikoi modules ``path`` imports anywhere: module level, inside a function, or
    for type checking only."""
    tree = ast.parse(path.read_text())
    package = _module(path) if path.name == "__init__.py" else _module(path).rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom | ast.Import):
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                names = [".".join([*base, node.module] if node.module else base)]
            else:
                names = [node.module or ""]
        found |= {n for n in names if n == "koikoi" or n.startswith("koikoi.")}
    return found


def test_koikoi_has_no_import_cycle() -> None:
    graph = {_module(p): _imports(p) for p in PACKAGE.rglob("*.py")}
    graph = {m: {d for d in deps if d in graph and d != m} for m, deps in graph.items()}
    # a module importing its own package (``from .. import Round``) reads names the
    # package's __init__ re-exports: that edge is left out
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> None:
        if module in path:
            cycle = [*path[path.index(module) :], module]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if module in done:
            return
        path.append(module)
        for dep in sorted(graph[module]):
            if not (dep == "koikoi" or module.startswith(dep + ".")):
                visit(dep)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        visit(module)
    assert "koikoi.round" in graph and "koikoi.phase" in graph["koikoi.view"]


def test_the_engine_knows_no_widgets() -> None:
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                assert not node.module.startswith(("widgets", "ipywidgets", "ipycanvas")), path


def test_no_engine_module_imports_private_names_of_another_module() -> None:
    """``from .x import _name`` (relative or absolute, at module level or inside a
    function) borrows a private name: the engine's modules use each other's public ones."""
    borrowed = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.ImportFrom):
                continue
            if not node.level and not (node.module or "").startswith(("koikoi", "widgets")):
                continue
            borrowed += [
                f"{path.relative_to(PACKAGE.parent)}: {'.' * node.level}{node.module}.{alias.name}"
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.startswith("__")
            ]
    assert borrowed == []
