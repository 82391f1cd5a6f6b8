"""Every lesson notebook (lessons/NN_*.ipynb) is robust: it runs top to bottom, with every
cell run twice in a row, and with its cells run out of order (after its one import cell),
where a cell either works or stops with a learner-readable LessonStepError; navigation and
generated notebooks are in sync with their sources; notebooks are saved executed, with clean
metadata."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from koikoi import Card, parse_cards
from koikoi.cards import Ribbon
from koikoi.tutor.checks import parse_class, parse_month
from koikoi.tutor.puzzles import PuzzleStream, curated

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS))
import build  # noqa: E402
import make_nav  # noqa: E402

NOTEBOOKS = sorted(make_nav.lesson_files().values())
SOURCES = sorted(build.SOURCES.glob("[0-9][0-9]_*.md"))


def _code_cells(nb: nbformat.NotebookNode) -> list[tuple[int, nbformat.NotebookNode]]:
    return [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]


def _client(nb: nbformat.NotebookNode) -> NotebookClient:
    return NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(LESSONS)}}
    )


def _run(client: NotebookClient, cell: nbformat.NotebookNode, index: int) -> str | None:
    """Run one cell; the error name if it failed, else None."""
    try:
        client.execute_cell(cell, index)
    except CellExecutionError as error:
        return error.ename
    return None


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_runs_in_order_and_every_cell_twice(path: Path) -> None:
    """(a) top to bottom in a fresh kernel, then (b) in the same kernel every code cell
    run twice in a row: no cell may fail."""
    nb = nbformat.read(path, as_version=4)
    client = _client(nb)
    with client.setup_kernel():
        for index, cell in _code_cells(nb):
            error = _run(client, cell, index)
            assert error is None, f"{path.name} cell {index} fails in order: {error}\n{cell.source}"
        for index, cell in _code_cells(nb):
            for attempt in (1, 2):
                error = _run(client, cell, index)
                assert error is None, (
                    f"{path.name} cell {index} fails when run again ({attempt}): {error}\n"
                    f"{cell.source}"
                )


def _imports(cell: nbformat.NotebookNode) -> list[ast.stmt]:
    return [s for s in ast.parse(cell.source).body if isinstance(s, ast.Import | ast.ImportFrom)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_one_import_cell_at_the_top(path: Path) -> None:
    """The first code cell holds every import of the lesson and, last, the call that ties
    the notebook's answers to its lesson number (and shows the saved progress)."""
    nb = nbformat.read(path, as_version=4)
    (_, first), *rest = _code_cells(nb)
    assert first.source.startswith("# Run this cell first"), f"{path.name}: {first.source}"
    *imports, last = ast.parse(first.source).body
    assert imports and [ast.dump(s) for s in imports] == [ast.dump(s) for s in _imports(first)]
    assert ast.unparse(last) == f"start_lesson({int(path.name[:2])})", ast.unparse(last)
    for _, cell in rest:
        assert not _imports(cell), f"{path.name}: an import outside the top cell\n{cell.source}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_cells_out_of_order_fail_clearly(path: Path) -> None:
    """(c) in a fresh kernel, run the import cell, then the other code cells from the last
    to the first: each one works or stops with a LessonStepError naming the cell to run
    first, never a NameError."""
    nb = nbformat.read(path, as_version=4)
    client = _client(nb)
    (top_index, top), *others = _code_cells(nb)
    with client.setup_kernel():
        assert _run(client, top, top_index) is None, f"{path.name}: the import cell fails"
        for index, cell in reversed(others):
            error = _run(client, cell, index)
            assert error in (None, "LessonStepError"), (
                f"{path.name} cell {index} run out of order fails with {error}, not a "
                f"LessonStepError from widgets.kit.lesson.require:\n{cell.source}"
            )
            if error:
                (out,) = [o for o in cell.outputs if o.output_type == "error"]
                assert "run that cell first" in out.evalue.lower(), out.evalue
                assert len(out.traceback) == 1, "a LessonStepError shows one line, no traceback"


def test_navigation_in_sync() -> None:
    """Every lesson has the navigation cells that lessons/make_nav.py writes."""
    assert NOTEBOOKS, "no lessons found"
    assert make_nav.out_of_sync() == [], "run: python lessons/make_nav.py"
    first = nbformat.read(NOTEBOOKS[0], as_version=4)
    assert first.cells[0].id == make_nav.TOP and first.cells[-1].id == make_nav.BOTTOM
    assert "Course map" in first.cells[0].source


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_notebook_matches_source(source: Path) -> None:
    """A lesson built from lessons/src/NN_*.md has the cells of its source (rebuild with
    python lessons/build.py NN when this fails)."""
    path = LESSONS / f"{source.stem}.ipynb"
    assert path.exists(), f"{path.name} is missing: run python lessons/build.py {source.stem[:2]}"
    saved = nbformat.read(path, as_version=4)
    fresh = build.fresh_notebook(source)

    def cells(nb: nbformat.NotebookNode) -> list[tuple[str, str, str]]:
        body = [c for c in nb.cells if c.get("id") not in (make_nav.TOP, make_nav.BOTTOM)]
        return [(c.cell_type, c.source, str(c.metadata.get("jupyter", ""))) for c in body]

    assert cells(saved) == cells(fresh), (
        f"{path.name} is stale: python lessons/build.py {source.stem[:2]}"
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_saved_executed_and_clean(path: Path) -> None:
    """Saved with outputs (a static page shows the pictures), no errors, numbered 1, 2, ...
    in order, and no machine-specific metadata."""
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    assert set(nb.metadata) <= {"kernelspec", "language_info", "widgets"}
    assert nb.metadata["language_info"] == {"name": "python"}
    counts = [c.execution_count for _, c in _code_cells(nb)]
    assert counts == list(range(1, len(counts) + 1)), f"{path.name}: execution counts {counts}"
    for index, cell in _code_cells(nb):
        assert set(cell.metadata) <= {"tags", "jupyter"}, f"{path.name} cell {index} metadata"
        assert not [o for o in cell.outputs if o.output_type == "error"], f"cell {index} error"
    assert any(c.outputs for _, c in _code_cells(nb)), f"{path.name} is saved without outputs"


ANSWER = "<details><summary>Show the answer</summary>"
EXERCISES = {
    "choice", "Choice", "which_month", "which_class", "which_ribbon", "pick_month",
    "pick_class", "SortingExercise", "PlayExercise", "PuzzleWidget",
}  # fmt: skip


def _exercise(cell: nbformat.NotebookNode) -> ast.Call | None:
    """The exercise a code cell shows (its last expression), if any."""
    body = ast.parse(cell.source).body
    if body and isinstance(body[-1], ast.Expr) and isinstance(body[-1].value, ast.Call):
        call = body[-1].value
        if isinstance(call.func, ast.Name) and call.func.id in EXERCISES:
            return call
    return None


def _right_answers(call: ast.Call) -> list[str]:
    """What the answer block must say, from the exercise's arguments and the engine (empty
    for a Choice with its own check function)."""
    name = call.func.id  # type: ignore[attr-defined]
    args = [ast.literal_eval(a) if isinstance(a, ast.Constant | ast.List) else a for a in call.args]
    kwargs = {k.arg: k.value for k in call.keywords}
    if name == "choice":
        return [args[2]] if isinstance(args[2], str) else list(args[2])
    if name in ("which_month", "which_class", "which_ribbon"):
        card = Card.parse(args[0])
        if name == "which_month":
            return [f"{card.month} {card.month_info.plant}"]
        if name == "which_class":
            return [card.kind.label()]
        return ["plain red" if card.ribbon is Ribbon.RED else card.ribbon.value]
    if name in ("pick_month", "pick_class"):
        among = parse_cards(ast.literal_eval(kwargs["among"]))
        if name == "pick_month":
            month = parse_month(args[0])
            return [c.code for c in among if c.month == month]
        return [c.code for c in among if c.kind is parse_class(args[0])]
    if name == "SortingExercise":
        return args[0].split()
    if name == "PlayExercise":
        best = ast.literal_eval(kwargs["best"])
        return [code for move in best for code in move.split(">") if code]
    if name == "PuzzleWidget":
        source = args[0]
        assert isinstance(source, ast.Call) and isinstance(source.func, ast.Name)
        options = {k.arg: ast.literal_eval(k.value) for k in source.keywords}
        if source.func.id == "curated":
            puzzles = list(curated(*(ast.literal_eval(a) for a in source.args)))
        else:
            puzzles = [next(PuzzleStream(**options))]
        return [f"**{p.answer} point" for p in puzzles]
    return []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_exercise_shows_its_answer(path: Path) -> None:
    """A reader of the saved page can check themselves: the Markdown cell after every
    exercise is a collapsed "Show the answer" block holding the right answer."""
    nb = nbformat.read(path, as_version=4)
    for index, cell in _code_cells(nb):
        call = _exercise(cell)
        if call is None:
            continue
        after = nb.cells[index + 1]
        assert after.cell_type == "markdown" and after.source.startswith(ANSWER), (
            f"{path.name} cell {index}: no 'Show the answer' block after\n{cell.source}"
        )
        assert after.source.rstrip().endswith("</details>")
        for right in _right_answers(call):
            assert right in after.source, f"{path.name} cell {index}: {right!r} not in answer"
