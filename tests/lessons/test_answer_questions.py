"""The answer block after a card-picking or sorting exercise quotes the exercise's own
question, word for word, in the lesson's language (issue 23: the Spanish blocks had their
own wording)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from koikoi.i18n import set_language
from widgets.kit import SortingExercise, pick_class, pick_month

REPO = Path(__file__).resolve().parents[2]
SOURCES = sorted([*REPO.glob("lessons/src/*.md"), *REPO.glob("lessons/es/src/*.md")])
EXERCISES = {"pick_class": pick_class, "pick_month": pick_month, "SortingExercise": SortingExercise}
CELL = re.compile(
    r"```\{code-cell\}[^\n]*\n(?:---\n(?:(?!```).)*?\n---\n)?(?P<code>(?:(?!```).)*?)```\s*"
    r"<details><summary>[^<]*</summary>\s*\*(?P<quoted>[^*]+)\*",
    re.DOTALL,
)


def quoted_questions(path: Path) -> list[tuple[str, str]]:
    """(exercise call, the question its answer block quotes) of one lesson source."""
    found = []
    for m in CELL.finditer(path.read_text(encoding="utf-8")):
        body = ast.parse(m["code"]).body
        last = body[-1] if body else None
        if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
            func = last.value.func
            if isinstance(func, ast.Name) and func.id in EXERCISES:
                found.append((ast.unparse(last.value), " ".join(m["quoted"].split())))
    return found


@pytest.mark.usefixtures("lesson")
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_an_answer_block_quotes_its_exercise(path: Path) -> None:
    set_language("es" if "/es/" in str(path) else "en")
    try:
        for call, quoted in quoted_questions(path):
            exercise = eval(call, dict(EXERCISES))  # the lesson's own call, on its own names
            assert quoted == exercise.question, f"{path.name}: {call}"
    finally:
        set_language("en")


def test_the_lessons_have_such_blocks() -> None:
    assert sum(len(quoted_questions(p)) for p in SOURCES) >= 10
