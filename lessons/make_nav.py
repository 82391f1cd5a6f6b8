"""Write the navigation cells into every lesson notebook: rerun after adding a lesson.

Each ``lessons/NN_*.ipynb`` (English) and ``lessons/es/NN_*.ipynb`` (Spanish) gets a first
cell (id ``nav-top``: the lesson's title, previous/next links and the course map) and a
last cell (id ``nav-bottom``: previous/next links), in the notebook's language, the
lessons in the course's order (:func:`koikoi.tutor.course.in_course_order`: the card review,
``00_*``, after lesson 3). Titles come
from the course outline, :func:`koikoi.tutor.course.title`; a planned lesson without a
notebook yet is listed without a link. The course map of each language links to the same
lesson in the other language when it exists. ``python lessons/make_nav.py --check`` only
reports notebooks out of sync (tests/lessons/test_lessons.py runs the same check).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat

from koikoi.i18n import LANGUAGES, Language
from koikoi.tutor.course import DRILL, TITLES, in_course_order, numbered, title

LESSONS = Path(__file__).resolve().parent
FOLDERS: dict[Language, Path] = {"en": LESSONS, "es": LESSONS / "es"}
"""Where the notebooks of each language live (their sources: ``src/`` inside)."""
TOP, BOTTOM = "nav-top", "nav-bottom"
_NAME = re.compile(r"^(\d\d)_\w+\.ipynb$")

WORDS: dict[Language, dict[str, str]] = {
    "en": {
        "lesson": "Lesson",
        "lessons": "*Koi-Koi lessons*",
        "previous": "Previous",
        "next": "Next",
        "map": "Course map",
        "here": "(you are here)",
        "soon": "(coming soon)",
        "other": "Spanish version",
    },
    "es": {
        "lesson": "Lección",
        "lessons": "*Lecciones de Koi-Koi*",
        "previous": "Anterior",
        "next": "Siguiente",
        "map": "Mapa del curso",
        "here": "(estás aquí)",
        "soon": "(próximamente)",
        "other": "Versión en inglés",
    },
}
"""The words of the navigation cells in each language ("other": the link to the other
language's edition, named in the page's own language, like every word of the page)."""


def lesson_files(folder: Path = LESSONS) -> dict[int, Path]:
    """The lesson notebooks ``NN_*.ipynb`` of ``folder`` by number."""
    found = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        if _NAME.match(path.name):
            found[int(path.name[:2])] = path
    return found


def language_of_folder(folder: Path) -> Language:
    """The language of the lessons in ``folder`` (one of :data:`FOLDERS`)."""
    for lang, known in FOLDERS.items():
        if folder.resolve() == known.resolve():
            return lang
    raise ValueError(f"folder {folder} holds no lessons: use one of {list(FOLDERS.values())}")


def _title(number: int, files: dict[int, Path], lang: Language) -> str:
    if number in TITLES:
        return title(number, lang)
    return files[number].stem[3:].replace("_", " ").capitalize()


def _link(number: int, files: dict[int, Path], lang: Language, arrow: str = "") -> str:
    text = numbered(number, _title(number, files, lang))
    text = f"{arrow} {text}" if arrow == "←" else f"{text} {arrow}".strip()
    return f"[{text}]({files[number].name})"


def _prev_next(number: int, files: dict[int, Path], lang: Language) -> str:
    words = WORDS[lang]
    numbers = in_course_order(files)  # the card drill between lessons 3 and 4
    i = numbers.index(number)
    parts = []
    if i > 0:
        parts.append(f"{words['previous']}: " + _link(numbers[i - 1], files, lang, "←"))
    if i + 1 < len(numbers):
        parts.append(f"{words['next']}: " + _link(numbers[i + 1], files, lang, "→"))
    return " · ".join(parts)


def _other_edition(number: int, lang: Language) -> str | None:
    """The link from lesson ``number`` in ``lang`` to the same lesson in the other
    language (a path relative to this lesson's folder), or None if it has no notebook."""
    (other,) = [code for code in LANGUAGES if code != lang]
    target = lesson_files(FOLDERS[other]).get(number)
    if target is None:
        return None
    relative = Path(target).relative_to(LESSONS) if lang == "en" else Path("..", target.name)
    return f"[{WORDS[lang]['other']}]({relative.as_posix()})"


def top_text(number: int, files: dict[int, Path], lang: Language = "en") -> str:
    """The first cell of lesson ``number`` in ``lang``: title, links and course map."""
    words = WORDS[lang]
    course = []
    # a bullet list with each lesson's own number, escaped: a Markdown numbered list would
    # renumber the lines 1, 2, 3, ... (only its first number counts); the card review, a
    # companion to the lessons, has no number
    for n in in_course_order(set(TITLES) | set(files)):
        mark = "" if n == DRILL else f"{n}\\. "
        if n == number:
            course.append(f"- {mark}**{_title(n, files, lang)}** {words['here']}")
        elif n in files:
            course.append(f"- {mark}[{_title(n, files, lang)}]({files[n].name})")
        else:
            course.append(f"- {mark}{_title(n, files, lang)} {words['soon']}")
    other = _other_edition(number, lang)
    links = _prev_next(number, files, lang)
    heading = f"# {words['lesson']} {number} · {_title(number, files, lang)}"
    if number == DRILL:  # no "Lesson 0": the review is taken after lesson 3
        heading = f"# {_title(number, files, lang)}"
    lines = [
        heading,
        "",
        f"{words['lessons']} · {links}" if links else words["lessons"],
        "",
        f"<details><summary>{words['map']}</summary>",
        "",
        *course,
        *(["", other] if other else []),
        "",
        "</details>",
    ]
    return "\n".join(lines)


def bottom_text(number: int, files: dict[int, Path], lang: Language = "en") -> str:
    """The last cell of lesson ``number`` in ``lang``: previous/next links."""
    return "---\n" + (_prev_next(number, files, lang) or WORDS[lang]["lessons"])


def _nav_cell(cell_id: str, text: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(text)
    cell.id = cell_id
    return cell


def apply(
    nb: nbformat.NotebookNode, number: int, files: dict[int, Path], lang: Language = "en"
) -> bool:
    """Put the navigation cells into ``nb`` (lesson ``number`` in ``lang``); True if it
    changed."""
    before = [(c.get("id"), c.source) for c in nb.cells]
    cells = [c for c in nb.cells if c.get("id") not in (TOP, BOTTOM)]
    nb.cells = [
        _nav_cell(TOP, top_text(number, files, lang)),
        *cells,
        _nav_cell(BOTTOM, bottom_text(number, files, lang)),
    ]
    return before != [(c.get("id"), c.source) for c in nb.cells]


def out_of_sync(folder: Path | None = None) -> list[str]:
    """Paths (relative to lessons/) of the lesson notebooks whose navigation cells are
    stale, in ``folder`` or, by default, in every language's folder."""
    folders = [folder] if folder is not None else list(FOLDERS.values())
    stale = []
    for each in folders:
        lang = language_of_folder(each)
        files = lesson_files(each)
        for number, path in files.items():
            if apply(nbformat.read(path, as_version=4), number, files, lang):
                stale.append(path.relative_to(LESSONS).as_posix())
    return stale


def main(argv: list[str]) -> int:
    """Update every lesson of both languages (or, with ``--check``, list the stale ones
    and fail); say what was found."""
    parser = argparse.ArgumentParser(
        prog="lessons/make_nav.py",
        description="Write the navigation cells (title, previous/next links, course map) "
        "into every lesson notebook of both languages.",
    )
    parser.add_argument(
        "--check", action="store_true", help="write nothing: list stale notebooks, exit 1 if any"
    )
    args = parser.parse_args(argv)
    if args.check:
        stale = out_of_sync()
        for name in stale:
            print(f"{name}: navigation out of sync; run python lessons/make_nav.py")
        print(f"navigation: {len(stale)} notebook(s) out of sync" if stale else
              "navigation: every notebook in step")  # fmt: skip
        return 1 if stale else 0
    updated = 0
    for lang, folder in FOLDERS.items():
        files = lesson_files(folder)
        for number, path in files.items():
            nb = nbformat.read(path, as_version=4)
            if apply(nb, number, files, lang):
                nbformat.write(nb, path)
                updated += 1
                print(f"updated {path.relative_to(LESSONS).as_posix()}")
    if not updated:
        print("navigation: every notebook in step")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
