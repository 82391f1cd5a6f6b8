"""One lesson context (number, store, running score, language) made by ``start_lesson`` and
found through a ContextVar; importing the kit builds no widget; an exercise keeps the
lesson it was shown in."""

from __future__ import annotations

import contextvars
import subprocess
import sys
from pathlib import Path

import pytest

from koikoi.i18n import get_language
from koikoi.tutor.progress import STORE, ProgressStore
from widgets.kit import LessonContext, lesson_context, score_card, start_lesson, which_month

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.usefixtures("lesson")


def test_importing_the_kit_builds_no_widget() -> None:
    code = (
        "import ipycanvas, ipywidgets\n"
        "from ipywidgets.widgets.widget import _instances\n"
        "before = len(_instances)\n"
        "import widgets.kit\n"
        "made = [type(w).__name__ for w in list(_instances.values())[before:]]\n"
        "print(len(_instances) - before, made)\n"
        "widgets.kit.score_card()\n"
        "print(len(_instances) > before)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert out.stdout.split("\n")[:2] == ["0 []", "True"], out.stderr  # made when asked for


def test_start_lesson_makes_the_context_exercises_count_on(lesson: LessonContext) -> None:
    assert lesson_context() is lesson
    start_lesson(2)
    context = lesson_context()
    assert context is not lesson and context.lesson == 2 and context.store is STORE
    quiz = which_month("9a", key="context quiz")
    assert quiz.context is context and quiz.score is context.score
    assert score_card() is context.score.card
    quiz.answer(9)
    assert context.score.solved("context quiz") and not lesson.score.answered("context quiz")
    assert STORE.progress()[2].exercises["context quiz"].solved


def test_the_first_cell_run_again_keeps_the_running_score() -> None:
    start_lesson(3)
    first = lesson_context()
    which_month("1b", key="kept").answer(1)
    start_lesson(3)
    assert lesson_context() is first and first.score.solved("kept")
    start_lesson(4)  # another lesson: its own score
    assert lesson_context() is not first and not lesson_context().score.answered("kept")


def test_an_exercise_answered_later_counts_on_the_lesson_it_was_shown_in() -> None:
    start_lesson(2)
    quiz = which_month("9a", key="shown in 2")
    shown_in = lesson_context()
    start_lesson(3)
    quiz.answer(9)
    assert shown_in.score.solved("shown in 2") and not lesson_context().score.answered("shown in 2")


def test_a_lesson_can_choose_its_language_and_store(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "progress.json")
    start_lesson(5, lang="es", store=store)
    context = lesson_context()
    assert get_language() == "es" == context.language and context.store is store
    assert store.status(5).opened
    assert "Ejercicios" in context.score.text()


def test_a_context_is_found_through_a_context_variable() -> None:
    start_lesson(6)
    mine = lesson_context()
    elsewhere = contextvars.Context().run(lesson_context)  # a context with none set
    assert elsewhere is not mine and elsewhere.lesson is None
    assert lesson_context() is mine


def test_the_score_widget_is_made_on_first_use_only() -> None:
    context = LessonContext(7)
    assert context._score is None
    assert context.score is context.score and context.score.lesson == 7
    assert LessonContext(0).score.lesson is None  # the drill saves no lesson's answers


@pytest.mark.parametrize(
    "args,reason",
    [((-1,), "must be a lesson number"), (("2",), "must be a lesson number")],
)
def test_bad_lesson_numbers_are_refused_and_change_nothing(args, reason) -> None:
    before = lesson_context()
    with pytest.raises(ValueError, match=reason):
        LessonContext(*args)
    with pytest.raises(ValueError, match=reason):
        start_lesson(*args)
    assert lesson_context() is before


def test_a_bad_store_is_refused() -> None:
    with pytest.raises(ValueError, match="store='x' must be a ProgressStore"):
        LessonContext(2, store="x")  # type: ignore[arg-type]
