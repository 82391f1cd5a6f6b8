"""A lesson cell that lists the moves of a position (``legal_moves()``, the coach's
``rank_moves``) shows that position as a picture first: the same cell or the code cell
just before it saves a table picture, and the card each line of the list plays (the
first card it names) is on that picture (the stock's next card stays hidden), so a
reader of the saved notebook (unrun, a static page) sees the cards the list talks about."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[2]
LESSONS = sorted(REPO.glob("lessons/[0-9][0-9]_*.ipynb")) + sorted(
    REPO.glob("lessons/es/[0-9][0-9]_*.ipynb")
)
LISTS_MOVES = re.compile(r"\.legal_moves\(\)|\brank_moves\(")
TABLE = re.compile(r"^(Hand|Mano) \(", re.M)
CODE = re.compile(r"\b(\d{1,2}[barp]\d?)\b")


def _text(value: str | list[str]) -> str:
    return "".join(value) if isinstance(value, list) else value


def _table_pictures(cell: nbformat.NotebookNode) -> list[str]:
    """The text of every table picture (a round drawn as an image) ``cell`` saved."""
    found = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        text = _text(data.get("text/plain", ""))
        if ("image/svg+xml" in data or "image/png" in data) and TABLE.search(text):
            found.append(text)
    return found


def _printed(cell: nbformat.NotebookNode) -> str:
    return "".join(
        _text(o.get("text", "")) for o in cell.get("outputs", []) if o.get("name") == "stdout"
    )


def _codes(text: str) -> set[str]:
    return set(CODE.findall(text))


def listings(path: Path) -> list[tuple[int, str, list[str]]]:
    """(cell index, printed list, table pictures of that cell and the code cell before it)
    for every code cell of ``path`` that prints the moves of a position."""
    nb = nbformat.read(path, as_version=4)
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    found = []
    for k, (index, cell) in enumerate(code):
        printed = _printed(cell)
        if LISTS_MOVES.search(_text(cell.source)) and printed:
            pictures = _table_pictures(cell) + (_table_pictures(code[k - 1][1]) if k else [])
            found.append((index, printed, pictures))
    return found


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_listed_position_is_drawn_before_its_moves(path: Path) -> None:
    for index, printed, pictures in listings(path):
        assert pictures, f"cell {index} lists moves of a position never drawn:\n{printed[:200]}"
        shown = set().union(*(_codes(p) for p in pictures))
        played = {CODE.findall(line)[0] for line in printed.splitlines() if CODE.search(line)}
        assert played <= shown, (index, sorted(played - shown))


def test_the_lessons_that_list_moves_are_checked() -> None:
    """The check above reads the cells it means: lesson 5's list of moves and lesson 13's
    two coach lists, in both languages."""
    counts = {f"{p.parent.name}/{p.stem}": len(listings(p)) for p in LESSONS}
    listed = {name: n for name, n in counts.items() if n}
    assert listed == {
        "lessons/05_capturing": 1,
        "lessons/13_practice": 2,
        "es/05_capturar": 1,
        "es/13_practica": 2,
    }


def test_a_list_without_its_picture_is_caught(tmp_path: Path) -> None:
    """A move list whose position is not drawn (only text before it) fails the check."""
    nb = nbformat.v4.new_notebook()
    before = nbformat.v4.new_code_cell("print('a position')")
    before.outputs = [nbformat.v4.new_output("stream", name="stdout", text="a position\n")]
    listing = nbformat.v4.new_code_cell("for move in choose.legal_moves():\n    print(move)")
    listing.outputs = [nbformat.v4.new_output("stream", name="stdout", text="- 2p1 stays\n")]
    nb.cells = [before, listing]
    path = tmp_path / "05_lesson.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(AssertionError, match="never drawn"):
        test_a_listed_position_is_drawn_before_its_moves(path)
    # drawn, but the list names a card the picture does not show
    svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    before.outputs = [
        nbformat.v4.new_output(
            "display_data",
            {"image/svg+xml": svg, "text/plain": "Hand (You): plum plain 1 (2p1)"},
        )
    ]
    listing.outputs[0].text = "- 2p1 stays\n- 10p2 stays\n"
    nbformat.write(nb, path)
    with pytest.raises(AssertionError, match="10p2"):
        test_a_listed_position_is_drawn_before_its_moves(path)
