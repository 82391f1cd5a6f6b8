"""Write the navigation cells into every lesson notebook: rerun after adding a lesson.

Each ``lessons/NN_*.ipynb`` gets a first cell (id ``nav-top``: the lesson's title,
previous/next links and the course map) and a last cell (id ``nav-bottom``: previous/next
links). Titles come from the course outline, :data:`koikoi.tutor.course.TITLES`; a planned
lesson without a notebook yet is listed without a link. ``python lessons/make_nav.py
--check`` only reports notebooks out of sync (tests/test_lessons.py runs the same check).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

from koikoi.tutor.course import TITLES

LESSONS = Path(__file__).resolve().parent
TOP, BOTTOM = "nav-top", "nav-bottom"
_NAME = re.compile(r"^(\d\d)_\w+\.ipynb$")


def lesson_files(folder: Path = LESSONS) -> dict[int, Path]:
    """The lesson notebooks ``NN_*.ipynb`` of ``folder`` by number."""
    found = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        if _NAME.match(path.name):
            found[int(path.name[:2])] = path
    return found


def _title(number: int, files: dict[int, Path]) -> str:
    if number in TITLES:
        return TITLES[number]
    return files[number].stem[3:].replace("_", " ").capitalize()


def _link(number: int, files: dict[int, Path], arrow: str = "") -> str:
    text = f"{number}. {_title(number, files)}"
    text = f"{arrow} {text}" if arrow == "←" else f"{text} {arrow}".strip()
    return f"[{text}]({files[number].name})"


def _prev_next(number: int, files: dict[int, Path]) -> str:
    numbers = sorted(files)
    i = numbers.index(number)
    parts = []
    if i > 0:
        parts.append("Previous: " + _link(numbers[i - 1], files, "←"))
    if i + 1 < len(numbers):
        parts.append("Next: " + _link(numbers[i + 1], files, "→"))
    return " · ".join(parts)


def top_text(number: int, files: dict[int, Path]) -> str:
    """The first cell of lesson ``number``: title, links and course map."""
    course = []
    for n in sorted(set(TITLES) | set(files)):
        if n == number:
            course.append(f"{n}. **{_title(n, files)}** (you are here)")
        elif n in files:
            course.append(f"{n}. [{_title(n, files)}]({files[n].name})")
        else:
            course.append(f"{n}. {_title(n, files)} (coming soon)")
    links = _prev_next(number, files)
    lines = [
        f"# Lesson {number} · {_title(number, files)}",
        "",
        f"*Koi-Koi lessons* · {links}" if links else "*Koi-Koi lessons*",
        "",
        "<details><summary>Course map</summary>",
        "",
        *course,
        "",
        "</details>",
    ]
    return "\n".join(lines)


def bottom_text(number: int, files: dict[int, Path]) -> str:
    """The last cell of lesson ``number``: previous/next links."""
    return "---\n" + (_prev_next(number, files) or "*Koi-Koi lessons*")


def _nav_cell(cell_id: str, text: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(text)
    cell.id = cell_id
    return cell


def apply(nb: nbformat.NotebookNode, number: int, files: dict[int, Path]) -> bool:
    """Put the navigation cells into ``nb`` (lesson ``number``); True if it changed."""
    before = [(c.get("id"), c.source) for c in nb.cells]
    cells = [c for c in nb.cells if c.get("id") not in (TOP, BOTTOM)]
    nb.cells = [
        _nav_cell(TOP, top_text(number, files)),
        *cells,
        _nav_cell(BOTTOM, bottom_text(number, files)),
    ]
    return before != [(c.get("id"), c.source) for c in nb.cells]


def out_of_sync(folder: Path = LESSONS) -> list[str]:
    """Names of the lesson notebooks whose navigation cells are stale."""
    files = lesson_files(folder)
    stale = []
    for number, path in files.items():
        if apply(nbformat.read(path, as_version=4), number, files):
            stale.append(path.name)
    return stale


def main(argv: list[str]) -> int:
    """Update every lesson (or, with ``--check``, list the stale ones and fail)."""
    if "--check" in argv:
        stale = out_of_sync()
        for name in stale:
            print(f"{name}: navigation out of sync; run python lessons/make_nav.py")
        return 1 if stale else 0
    files = lesson_files()
    for number, path in files.items():
        nb = nbformat.read(path, as_version=4)
        if apply(nb, number, files):
            nbformat.write(nb, path)
            print(f"updated {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
