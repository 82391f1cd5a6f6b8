"""The engine shows its objects through a registry that a display layer fills: it names no
layer above it, and without a renderer it shows no picture and its code repr as text."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from koikoi import Card, PlayerView, Round, display

ENGINE = Path(display.__file__).parent


def test_no_engine_module_imports_the_widgets_by_name() -> None:
    # An import by string (importlib, __import__) is a door up the layers no import
    # checker sees; the engine must not have one.
    found = [
        f"{path.relative_to(ENGINE.parent)}:{number}: {line.strip()}"
        for path in sorted(ENGINE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bimportlib\b|__import__\(|\bimport_module\(|[\"']widgets\.\w", line)
    ]
    assert found == []


def test_without_a_display_layer_there_is_no_picture_and_the_text_is_the_repr() -> None:
    code = (
        "from IPython.core.interactiveshell import InteractiveShell\n"
        "from koikoi import Card, Round\n"
        "shell = InteractiveShell.instance()\n"
        "rnd = Round.deal(seed=1)\n"
        "assert Card.parse('1b')._repr_svg_() is None and rnd._repr_svg_() is None\n"
        "data, _ = shell.display_formatter.format(rnd)\n"
        "assert list(data) == ['text/plain'], data\n"
        "assert data['text/plain'] == repr(rnd), data\n"
        "assert shell.display_formatter.format(Card.parse('1b'))[0]['text/plain'] == 'crane (1b)'\n"
        "import sys\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'widgets'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ENGINE.parent, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


class _Thing(display.Shown):
    def __repr__(self) -> str:
        return "_Thing()"


class _Child(_Thing):
    pass


def test_a_registered_renderer_serves_the_type_and_its_subclasses() -> None:
    try:
        display.register(_Thing, display.SVG, lambda obj: f"<svg>{type(obj).__name__}</svg>")
        assert _Thing()._repr_svg_() == "<svg>_Thing</svg>"
        assert _Child()._repr_svg_() == "<svg>_Child</svg>"
        display.register(_Child, display.SVG, lambda obj: "<svg>own</svg>")
        assert _Child()._repr_svg_() == "<svg>own</svg>"
    finally:
        display.unregister(_Thing, display.SVG)
        display.unregister(_Child, display.SVG)
    assert _Thing()._repr_svg_() is None


def test_text_is_the_registered_one_else_the_objects_own() -> None:
    from IPython.lib.pretty import pretty

    assert pretty(_Thing()) == "_Thing()" and repr(_Thing()) == "_Thing()"
    try:
        display.register(_Thing, display.TEXT, lambda obj: "a thing, in words")
        assert pretty(_Child()) == "a thing, in words"
        assert repr(_Child()) == "_Thing()"  # repr stays the programmer's
    finally:
        display.unregister(_Thing, display.TEXT)


def test_every_displayed_engine_type_is_shown() -> None:
    for kind in (Card, Round, PlayerView):
        assert issubclass(kind, display.Shown)
        assert "_repr_pretty_" in kind.__dict__


@pytest.mark.parametrize(
    "kind,mime,render,reason",
    [
        ("Card", display.SVG, str, "must be a class"),
        (Card, "text/html", str, "is not one of"),
        (Card, display.SVG, "card_svg", "must be a function"),
    ],
)
def test_bad_registrations_are_refused_and_change_nothing(kind, mime, render, reason) -> None:
    before = display.renderer(Card, display.SVG)
    with pytest.raises(ValueError, match=reason):
        display.register(kind, mime, render)
    assert display.renderer(Card, display.SVG) is before
