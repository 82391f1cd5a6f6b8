"""Every standard rule statement is taught, exercised and tested: each row of
tests/lessons/rule_coverage.toml is filled and every reference resolves, and
docs/rule-coverage.md is rendered from it."""

from __future__ import annotations

import ast
import re
from functools import cache
from typing import Any

import pytest

from koikoi.tutor.puzzles import curated
from tests.lessons import rule_coverage as rc

ROWS = rc.load()
STATEMENTS = 75
"""How many statements the table holds: dropping a row must be a visible change here too."""


def _id(row: rc.Rule) -> str:
    return row.statement[:50]


def test_the_table_holds_every_statement_once() -> None:
    assert len(ROWS) == STATEMENTS
    statements = [r.statement for r in ROWS]
    assert len(set(statements)) == len(statements), "a statement is listed twice"


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_every_row_is_filled(row: rc.Rule) -> None:
    assert row.section and row.statement
    assert row.teach[1].strip() and row.test.strip()
    assert (row.exercise is None) != (row.puzzle is None), "give an exercise or a puzzle"
    for lesson, text in [row.teach, row.exercise or row.puzzle]:  # type: ignore[list-item]
        assert isinstance(lesson, int) and text.strip()


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_the_teaching_quote_is_in_its_lesson(row: rc.Rule) -> None:
    lesson, quote = row.teach
    assert rc.flat(quote) in rc.markdown(lesson), (
        f"lesson {lesson} no longer says {quote!r} (its Markdown, code cells left out)"
    )


@pytest.mark.parametrize("row", [r for r in ROWS if r.exercise], ids=_id)
def test_the_exercise_is_in_its_lesson(row: rc.Rule) -> None:
    lesson, key = row.exercise  # type: ignore[misc]
    found = rc.exercise_cells(lesson, key)
    assert len(found) == 1, f"lesson {lesson}: {len(found)} exercise cells contain {key!r}"
    assert found[0].after.startswith("<details><summary>Show the answer</summary>")


@pytest.mark.parametrize("row", [r for r in ROWS if r.puzzle], ids=_id)
def test_the_puzzle_is_among_the_lessons_curated_puzzles(row: rc.Rule) -> None:
    lesson, what = row.puzzle  # type: ignore[misc]
    words = set(what.split())
    matching = [p for p in curated(lesson) if words <= set(p.answer_yaku) or what in p.traps]
    assert matching, f"no curated puzzle of lesson {lesson} has {what!r}"
    shows = [c for c in rc.cells(lesson) if c.shown == "PuzzleWidget"]
    assert any(f"curated({lesson})" in c.code for c in shows), f"lesson {lesson} shows none"


@cache
def _functions(path: str) -> frozenset[str]:
    tree = ast.parse((rc.ROOT / path).read_text(encoding="utf-8"))
    return frozenset(n.name for n in tree.body if isinstance(n, ast.FunctionDef))


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_the_engine_test_exists(row: rc.Rule) -> None:
    path, _, name = row.test.partition("::")
    assert path.startswith("tests/engine/") and (rc.ROOT / path).is_file(), path
    name, _, case = name.partition("[")  # a case of a parametrized test: its id
    assert name.startswith("test_") and name in _functions(path), f"{row.test} is not a test"
    if case:
        source = (rc.ROOT / path).read_text(encoding="utf-8")
        assert f'"{case.rstrip("]")}"' in source, f"{row.test}: no case with that id"


def test_the_page_is_rendered_from_the_table() -> None:
    assert rc.PAGE.read_text(encoding="utf-8") == rc.render(), (
        "docs/rule-coverage.md is stale: python -m tests.lessons.rule_coverage"
    )


# --- the exercises accept the answer their answer block gives --------------------------------

_ANSWER = re.compile(r"\*\*Answer: (.*?)\*\*", re.S)


@cache
def _namespace(lesson: int) -> dict[str, Any]:
    """The lesson's names after its import cell (run in this process)."""
    namespace: dict[str, Any] = {"display": lambda *a, **k: None}
    exec(rc.cells(lesson)[0].code, namespace)
    return namespace


def _show(lesson: int, cell: rc.Cell) -> Any:
    namespace = dict(_namespace(lesson))
    body = ast.parse(cell.code).body
    exec(compile(ast.Module(body[:-1], []), "<cell>", "exec"), namespace)
    return eval(compile(ast.Expression(body[-1].value), "<cell>", "eval"), namespace)  # type: ignore[attr-defined]


EXERCISED = sorted(
    {r.exercise for r in ROWS if r.exercise},
    key=lambda e: (e[0], e[1]),  # type: ignore[arg-type, index]
)


@pytest.mark.parametrize("exercise", EXERCISED, ids=lambda e: f"{e[0]}:{e[1][:40]}")
def test_the_exercise_accepts_its_written_answer(exercise: tuple[int, str]) -> None:
    """A Choice accepts the option its "Show the answer" block names and explains every
    other option as wrong; a PlayExercise accepts its best move."""
    lesson, key = exercise
    (cell,) = rc.exercise_cells(lesson, key)
    widget = _show(lesson, cell)
    if cell.shown in ("Choice", "choice", "which_month", "which_class", "which_ribbon"):
        written = _ANSWER.search(cell.after)
        assert written, f"no '**Answer: ...**' in the block after {key!r}"
        said = rc.flat(written.group(1)).rstrip(".")
        right = [o for o in widget.options if rc.flat(str(o)) == said]
        assert right, f"{said!r} is none of the options {widget.options}"
        assert widget.answer(right[0]).correct
        for option in widget.options:
            if option != right[0]:
                feedback = widget.answer(option)
                assert not feedback.correct and len(feedback.message) > 20, option
    elif cell.shown == "PlayExercise":
        best = widget.best[0]
        if best.kind == "draw":  # a choice for the drawn card: play a hand card first
            widget.play(next(m for m in widget.start.legal_moves() if m.kind == "play"))
        feedback = widget.play(best)
        assert feedback is not None and feedback.correct
    elif cell.shown == "CardPicker":
        written = _ANSWER.search(cell.after)
        assert written
        for card in widget.cards:
            if card.code in written.group(1):
                widget.toggle(card)
        assert widget.check().correct


def test_the_page_is_linked_from_the_readme() -> None:
    readme = (rc.ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/rule-coverage.md)" in readme.split("## Reference", 1)[1]


# --- every rule of docs/rules.md has a row -----------------------------------------------

_RULES = (rc.ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
_STANDARD = _RULES.split("## 1. The deck", 1)[1].split("## 3.", 1)[0]
"""The rules the table covers: the deck and the standard profile."""


def _words(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".!:")


def test_every_yaku_of_the_standard_table_has_its_row() -> None:
    table = _STANDARD.split("<!-- begin generated: standard-yaku -->", 1)[1]
    table = table.split("<!-- end generated", 1)[0]
    names = re.findall(r"^\| \*\*([a-z-]+)\*\* \|", table, re.M)
    assert len(names) == 12, names
    starts = {_words(r.statement).split(":")[0] for r in ROWS}
    assert [n for n in names if n not in starts] == []


def test_every_term_the_rules_define_is_in_a_row() -> None:
    """Each bold term of docs/rules.md §1-§2 (teshi, stock, exhausted, ×2 if the base is 7
    or more...) appears in some statement: a rule added there needs a row here."""
    statements = " ".join(_words(r.statement) for r in ROWS)
    terms = {_words(t) for t in re.findall(r"\*\*([^*]+)\*\*", _STANDARD)}
    missing = [
        t for t in sorted(terms)
        if not t.isdigit() and t not in statements and t.removesuffix("s") not in statements
    ]  # fmt: skip
    assert missing == []
