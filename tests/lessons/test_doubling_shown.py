"""Doubling (the ×2 multipliers, lesson 8) stays off the card tables of the lessons that
come before it (issue 23): a table option, ``doubling=False``, set by those lessons."""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

from koikoi import Round
from koikoi.i18n import get_language, set_language
from koikoi.tutor.course import TITLES
from widgets.kit import PlayExercise, table_picture
from widgets.table.svg import round_svg, table_title
from widgets.table.widget import TableWidget

from .test_lessons import NOTEBOOKS, _lang, _name

DOUBLING_TAUGHT = 8
"""The lesson that teaches doubling."""
TIMES = ("×", "&#215;", "&#xd7;")


def _doubled() -> Round:
    """Your inoshikacho after your opponent's koi-koi call: your 5 points count ×2."""
    return Round.from_position(
        hands=("1p1 2p1", "3p1 4p1"),
        field="5p1 6p1",
        deck="8p1 9p1 10p1",
        captured=("7a 10a 6a", "1b"),
        koikoi_calls=(0, 1),
    )


def _shows_times(svg: str) -> bool:
    return any(t in svg for t in TIMES)


def test_the_table_leaves_doubling_off_when_asked() -> None:
    rnd = _doubled()
    assert "×2 at 7 or more" in round_svg(rnd, player=0)
    assert "You: 5 points ×2 = 10" in round_svg(rnd, player=0)
    plain = round_svg(rnd, player=0, doubling=False)
    assert not _shows_times(plain)
    assert "You: 5 points" in plain  # the yaku total stays
    assert not _shows_times(table_picture(rnd, player=0, doubling=False).svg)
    assert _shows_times(table_picture(rnd, player=0).svg)


def test_the_table_widget_and_exercise_pass_the_option_on() -> None:
    rnd = _doubled()
    assert _shows_times(TableWidget(rnd.copy()).picture())
    assert not _shows_times(TableWidget(rnd.copy(), doubling=False).picture())
    exercise = PlayExercise("Play.", rnd.copy(), best=["1p1"], why="-", doubling=False)
    assert not _shows_times(exercise.table.picture())
    with pytest.raises(ValueError, match="doubling='no' must be True or False"):
        TableWidget(rnd.copy(), doubling="no")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="doubling=1 must be True or False"):
        table_picture(rnd, doubling=1)  # type: ignore[arg-type]


def _table_pictures(path: Path) -> Iterator[str]:
    """The card-table pictures saved in a lesson's outputs (SVG outputs and SVG data URLs
    in HTML outputs whose title is the table's, in the lesson's language)."""
    before = get_language()
    set_language(_lang(path))
    try:
        title = table_title("You")
    finally:
        set_language(before)
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            svgs = [data["image/svg+xml"]] if "image/svg+xml" in data else []
            for found in re.finditer(
                r'data:image/svg\+xml;base64,([^"]+)"', data.get("text/html", "")
            ):
                svgs.append(base64.b64decode(found[1]).decode())
            yield from (svg for svg in svgs if f"<title>{title}</title>" in svg)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_name)
def test_lessons_before_doubling_show_no_multiplier(path: Path) -> None:
    number = int(path.name[:2])
    tables = list(_table_pictures(path))
    if number < DOUBLING_TAUGHT:
        shown = [i for i, svg in enumerate(tables) if _shows_times(svg)]
        assert shown == [], f"{path.name}: tables {shown} show doubling before lesson 8"
    elif number in (8, 9):  # the check finds multipliers where the table shows them
        assert tables and all(_shows_times(svg) for svg in tables), path.name


def test_lessons_before_doubling_have_tables() -> None:
    """The check above looks at tables: lessons 1 and 5 have them, in both languages."""
    early = [p for p in NOTEBOOKS if int(p.name[:2]) in (1, 5)]
    assert len(early) == 4 and all(list(_table_pictures(p)) for p in early)
    assert DOUBLING_TAUGHT in TITLES
