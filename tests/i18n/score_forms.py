"""The one written form of a match score, and the two inline forms the course gave up.

A match score is written by :func:`widgets.art.header.match_score` alone: each name with its
total, joined by " · " («Tú 0 · Glotón 6», "You 0 · Greedy 6"). :data:`ABANDONED` are the
forms a reader met before (issue 23): «Tú 0, Rival 0» and a bare «0-1» that says not whose
number is which. :func:`notebook_texts` yields what a saved notebook shows (its outputs,
its saved widgets and its Markdown), so that a scan also reads what the widgets printed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import nbformat

from tests.lessons.test_spanish_text import output_texts, visible_text, widget_texts

_NAME = r"[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+"
ABANDONED: dict[str, re.Pattern[str]] = {
    "names and totals with a comma": re.compile(rf"\b{_NAME} -?\d+, {_NAME} -?\d+\b"),
    "a bare pair of totals": re.compile(r"(?<![\w.\-–/:])-?\d+ ?[-–] ?-?\d+(?![\w\-–/:])"),
}
"""The inline score forms no text may use, by what they are."""


def abandoned_in(text: str) -> list[str]:
    """Each abandoned score form ``text`` uses, as "'form' (what it is)"."""
    return [f"{m.group(0)!r} ({what})" for what, p in ABANDONED.items() for m in p.finditer(text)]


def abandoned_in_notebooks(notebooks: list[Path]) -> list[str]:
    """Each abandoned score form shown by the saved ``notebooks``, as "where: 'form' (what)"."""
    return [
        f"{where}: {hit}"
        for notebook in notebooks
        for where, text in notebook_texts(notebook)
        for hit in abandoned_in(text)
    ]


def notebook_texts(path: Path) -> Iterator[tuple[str, str]]:
    """(where, visible text) of everything a saved notebook shows: each output, each string
    of its saved widgets, each Markdown cell."""
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            yield f"{path.name} cell {index}", visible_text(cell.source, True)
        for output in cell.get("outputs", []):
            for kind, text, markup in output_texts(output):
                yield f"{path.name} cell {index} {kind}", visible_text(text, markup)
    for where, text, markup in widget_texts(nb):
        yield f"{path.name} widget {where}", visible_text(text, markup)
