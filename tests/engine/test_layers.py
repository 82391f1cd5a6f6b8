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


def _own_names(tree: ast.AST) -> set[str]:
    """The names a module defines itself: its functions, classes, annotated names and the
    attributes its classes set on ``self``/``cls``."""
    own = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            own.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            own.add(node.target.id)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "cls")
        ):
            own.add(node.attr)
    return own


def _reached_private_attributes(source: str) -> list[tuple[int, str]]:
    """``obj._name`` read or set where ``_name`` is not one of the module's own names:
    a private attribute of another module's object."""
    tree = ast.parse(source)
    own = _own_names(tree)
    return sorted(
        (node.lineno, node.attr)
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
        and node.attr not in own
    )


def test_no_engine_module_reaches_private_attributes_of_another_module() -> None:
    """A match and its round talk through public names (``Round.follower``,
    :class:`koikoi.round.RoundFollower`), not ``rnd._owner`` / ``match._round_moved``."""
    reached = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: .{name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, name in _reached_private_attributes(path.read_text())
    ]
    assert reached == []


def test_the_private_attribute_check_sees_a_match_reaching_into_its_round() -> None:
    """The check above catches what it is for: the old ``_owner`` wiring of a match."""
    old_match = "def _deal(self, rnd):\n    rnd._owner = self\n"
    old_round = "def push(self):\n    self._owner._round_moved(self)\n"
    assert _reached_private_attributes(old_match) == [(2, "_owner")]
    assert _reached_private_attributes(old_round) == [(2, "_round_moved")]
    own = "class R:\n    def __init__(self):\n        self._s = 1\n    def copy(self, new):\n"
    assert _reached_private_attributes(own + "        new._s = self._s\n") == []
