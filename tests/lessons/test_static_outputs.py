"""Saved lessons carry what a reader sees before anything runs, and no leftovers of the build.

Every SVG output has a PNG copy (an untrusted JupyterLab shows PNG, not SVG), every widget
output a safe HTML picture of its state (no inline ``<svg>``, which sanitising drops) and
no widget view (its model died with the build's kernel: JupyterLab shows "model not found"
once the learner's kernel starts), no widget state is saved (static renderers would pick
the widget view), and no output names a machine path. ``tests/browser/test_first_open.py``
looks at the same notebooks in a browser.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "lessons"))
from static_outputs import MACHINE_PATH, finish, machine_paths  # noqa: E402

LESSONS = sorted(REPO.glob("lessons/[0-9][0-9]_*.ipynb")) + sorted(
    REPO.glob("lessons/es/[0-9][0-9]_*.ipynb")
)
WIDGET = "application/vnd.jupyter.widget-view+json"
TABLE_TITLES = re.compile(r"Koi-Koi table|Tablero de Koi-Koi")


def _ids(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _outputs(nb: nbformat.NotebookNode):
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            yield index, output


def _text(value: object) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_no_machine_path_in_saved_outputs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    assert machine_paths(nb) == []


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_output_shows_without_trust_or_kernel(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    assert "widgets" not in nb.metadata, "saved widget state makes static pages pick widget views"
    problems, tables = [], 0
    for index, output in _outputs(nb):
        data = output.get("data", {})
        if "image/svg+xml" in data and "image/png" not in data:
            problems.append(f"cell {index}: an SVG output without its PNG")
        html = _text(data.get("text/html", ""))
        if "<svg" in html:
            problems.append(f"cell {index}: inline <svg> in HTML (sanitising drops it)")
        if WIDGET in data:  # its model died with the build's kernel: an error once one starts
            problems.append(f"cell {index}: a saved widget view (shows 'model not found')")
        plain = _text(data.get("text/plain", ""))
        if "children=(" in plain:
            problems.append(f"cell {index}: a widget's raw repr as its text")
        if TABLE_TITLES.search(plain):
            tables += 1
            if "<img" not in html and "image/png" not in data:
                problems.append(f"cell {index}: a table without its picture")
    assert problems == []
    source = "".join(c.source for c in nb.cells if c.cell_type == "code")
    if re.search(r"\b(PlayExercise|TableWidget|judgement_exercise)\(", source):
        assert tables > 0, "the lesson's tables are not in its saved outputs"


def test_finish_adds_pngs_and_refuses_machine_paths() -> None:
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("cards('1b')")
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4">'
        '<rect width="8" height="4"/></svg>'
    )
    cell.outputs = [
        nbformat.v4.new_output("display_data", {"image/svg+xml": svg, "text/plain": "<picture>"}),
        nbformat.v4.new_output("display_data", {"text/html": f"<p>row {svg}</p>"}),
        nbformat.v4.new_output(
            "display_data", {WIDGET: {"model_id": "a" * 32}, "text/html": "<p>quiz</p>"}
        ),
    ]
    nb.cells = [cell]
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    finish(nb)
    first, second, quiz = cell.outputs
    assert WIDGET not in quiz.data and quiz.data["text/html"] == "<p>quiz</p>"
    assert first.data["image/png"].startswith("iVBORw0KGgo")  # base64 of the PNG signature
    assert (
        "<svg" not in second.data["text/html"]
        and "data:image/svg+xml;base64," in (second.data["text/html"])
    )
    assert "widgets" not in nb.metadata
    again = nbformat.from_dict(nbformat.v4.new_notebook(cells=[cell]))
    finish(again)
    assert again.cells[0].outputs[0].data["image/png"] == first.data["image/png"]  # same bytes

    bare = nbformat.v4.new_output("display_data", {WIDGET: {"model_id": "b" * 32}})
    with pytest.raises(ValueError, match=r"lesson\.ipynb: cell 0: a widget with no picture"):
        finish(
            nbformat.from_dict(nbformat.v4.new_notebook(cells=[{**cell, "outputs": [bare]}])),
            name="lesson.ipynb",
        )

    cell.outputs.append(nbformat.v4.new_output("stream", text="Guardado en /tmp/koikoi-x/p.json"))
    with pytest.raises(ValueError, match=r"(?s)lesson\.ipynb: .*cell 0: /tmp/koikoi-x/p\.json"):
        finish(nb, name="lesson.ipynb")


def test_machine_paths_leave_picture_data_alone() -> None:
    assert MACHINE_PATH.search("see /home/ana/.venv/lib/python3.11/site-packages/x")
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output(
            "display_data",
            {"image/png": "ab/tmp/cd", "text/html": '<img src="data:image/png;base64,x/tmp/y">'},
        )
    ]
    nb.cells = [cell]
    assert machine_paths(nb) == []
