"""The widget layers stay apart: art needs no table (the whole layer table is checked by
``tests/test_layer_table.py``), no module borrows another's private names, and the
engine's SVG display hooks need neither ipywidgets nor ipycanvas."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
LAYERS = ("art", "table", "kit", "apps", "server")


def _imports(path: Path) -> list[tuple[str, list[str]]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names]
    return found


def _modules() -> list[Path]:
    return sorted((REPO / "widgets").rglob("*.py"))


def test_art_imports_no_other_widget_layer() -> None:
    """Art takes its words from :mod:`widgets.i18n` (which imports only the engine) and
    imports no other widget layer: no table, no printed page."""
    for path in (REPO / "widgets" / "art").glob("*.py"):
        for module, _ in _imports(path):
            assert (
                not module.startswith("widgets.")
                or module.startswith("widgets.art")
                or module == "widgets.i18n"
            ), f"{path.name} imports {module}"


def test_no_module_imports_private_names_of_another_module() -> None:
    borrowed = [
        f"{path.relative_to(REPO)}: {module}.{name}"
        for path in _modules()
        for module, names in _imports(path)
        if module.startswith(("widgets", "koikoi"))
        for name in names
        if name.startswith("_") and not name.startswith("__")
    ]
    assert borrowed == []


def test_svg_display_hooks_need_no_widget_libraries() -> None:
    code = (
        "import sys\n"
        "from koikoi import Card, Round\n"
        "import widgets.art, widgets.table\n"
        "assert Card.parse('1b')._repr_svg_().startswith('<svg')\n"
        "assert Round.deal(seed=1)._repr_svg_().startswith('<svg')\n"
        "print(sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'ipycanvas'))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
