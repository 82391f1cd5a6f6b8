"""Saved progress in the lessons: an answer on the running score reaches the store, the
course map shows every lesson's status, a reset clears it, and a corrupt file never stops
a lesson."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi.tutor.course import EXERCISES, TITLES
from koikoi.tutor.progress import STORE, LessonStatus, ProgressStore, Stage
from koikoi.tutor.puzzles import Puzzle
from widgets.kit import course_map, reset_progress, start_lesson
from widgets.kit.context import lesson_context
from widgets.kit.course import CourseMap, course_map_html
from widgets.kit.puzzle import PuzzleWidget
from widgets.kit.quiz import Scoreboard, which_class, which_month

pytestmark = pytest.mark.usefixtures("lesson")

COUNT = {lesson: len(keys) for lesson, keys in EXERCISES.items()}
"""How many exercises each lesson has."""

STATE = '<span style="color:#6b5a45">'
"""Where a course map row writes its lesson's state."""


def test_a_scoreboard_answer_reaches_the_store(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "progress.json")
    board = Scoreboard(store, lesson=2)
    board.register("q1")
    board.register("q2")
    board.record("q1", False)
    board.record("q1", True)
    assert store.status(2) == LessonStatus(2, shown=2, tried=1, solved=1, first_try=0)
    assert board.line() == "Lesson 2: in progress, 1 of 2 solved (0 at the first try), saved."
    assert "Exercises solved" not in board.widget.value  # one count, in one sentence
    unsaved = Scoreboard(store)  # no lesson number: nothing saved
    unsaved.register("q3")
    unsaved.record("q3", True)
    assert "q3" not in store.progress()[2].exercises and "Saved" not in unsaved.widget.value


def test_start_lesson_saves_every_exercise_of_the_notebook(isolated_progress: Path) -> None:
    course = start_lesson(3)
    assert lesson_context().score.lesson == 3 and isinstance(course, CourseMap)
    assert STORE.path() == isolated_progress
    quiz = which_class("9a")
    total = COUNT[3]
    assert STORE.status(3) == LessonStatus(3, opened=True, shown=1, total=total)
    quiz.answer("plain")
    quiz.answer("animal")
    assert STORE.status(3) == LessonStatus(3, opened=True, shown=1, tried=1, solved=1, total=total)
    assert ProgressStore(isolated_progress).status(3).solved == 1  # in the file
    start_lesson(6)
    puzzles = PuzzleWidget(
        [Puzzle.pile_of("1b 3b 8b"), Puzzle.pile_of("9a 3b")], key="lesson 6 puzzle"
    )
    puzzles.answer(5)
    assert STORE.status(6).shown == 2 and STORE.status(6).solved == 1


def test_only_the_lessons_own_exercises_count(isolated_progress: Path) -> None:
    start_lesson(3)
    which_class("7a").answer("animal")  # not one of lesson 3's exercises: saved, not counted
    assert "which class 7a" in STORE.progress()[3].exercises
    assert STORE.status(3) == LessonStatus(3, opened=True, total=COUNT[3])
    for key in EXERCISES[3]:
        STORE.record(3, key, True)
    assert STORE.status(3).stage is Stage.DONE and STORE.status(3).solved == COUNT[3]


def test_the_course_map_shows_each_lessons_status(isolated_progress: Path) -> None:
    other_notebook = ProgressStore(isolated_progress)
    other_notebook.record(1, EXERCISES[1][0], True)
    course = start_lesson(2)
    which_month("2p1").answer(1)
    text = course.html.value
    assert "1. Start here · <span" in text  # no notebooks in this folder: no links
    # one exercise of lesson 1 solved is not the whole lesson
    assert f"· {STATE}in progress, 1 of {COUNT[1]} solved (1 at the first try)" in text
    assert "2. The twelve months <b>(you are here)</b>" in text
    assert f"in progress, 0 of {COUNT[2]} solved" in text  # lesson 2
    assert text.count(f"· {STATE}not started") == len(TITLES) - 2  # lessons 3 to the last
    which_month("2p1").answer(2)  # the map follows the answers given in this notebook
    one_of_two = f"in progress, 1 of {COUNT[2]} solved (0 at the first try)"
    assert one_of_two in course.html.value and f"· {STATE}done" not in course.html.value
    assert course.selected_index is None  # folded under its title line
    assert course.get_title(0) == f"Your progress · this lesson: {one_of_two}"
    other_notebook.record(4, EXERCISES[4][0], False)  # another notebook: seen after Refresh
    for key in EXERCISES[2]:  # ... which also solves the rest of lesson 2
        if key != "which month 2p1":
            other_notebook.record(2, key, True)
    setting_up = f"in progress, 0 of {COUNT[4]} solved"
    assert setting_up not in course.html.value.split("Setting up")[1][:80]
    course.refresh_button.click()
    assert setting_up in course.html.value.split("Setting up")[1][:80]
    assert f"· {STATE}done, {COUNT[2]} of {COUNT[2]} solved" in course.html.value


def test_course_map_html_links_marks_and_counts() -> None:
    statuses = {
        1: LessonStatus(1, opened=True, shown=2, tried=2, solved=2, first_try=1),
        2: LessonStatus(2, opened=True, shown=3, tried=1, solved=1),
        4: LessonStatus(4, opened=True),
    }
    html = course_map_html(
        statuses, current=2, links={1: "01_start_here.ipynb", 2: "02_x.ipynb"}, saved_in="/p"
    )
    assert '<a href="01_start_here.ipynb" style="color:#1a5fb4">Start here</a>' in html
    assert "02_x.ipynb" not in html  # no link to the page you are on
    assert "●</span> 1." in html and "◐</span> 2." in html and "○</span> 3." in html
    assert "in progress, opened" in html and "<code>/p</code>" in html
    assert "reset_progress(2)" in html  # the current lesson is the example


def test_the_card_review_is_listed_after_lesson_3() -> None:
    """The card drill (``00_drill``, "Card review") comes between lessons 3
    and 4 on the course map, not first (two readers started with it)."""
    html = course_map_html({}, links={0: "00_drill.ipynb", 4: "04_setting_up.ipynb"})
    rows = re.findall(r"</span> (\d+\. )?", html)
    numbers = ["1. ", "2. ", "3. ", "", *(f"{n}. " for n in range(4, max(TITLES) + 1))]
    assert rows == numbers, rows  # reader 17: the review has no number, no "0."
    assert html.index("Card classes") < html.index("Card review") < html.index("Setting up")


def test_reset_progress_clears_a_lesson_or_everything() -> None:
    for lesson in (5, 6):  # every exercise of lessons 5 and 6 solved
        for key in EXERCISES[lesson]:
            STORE.record(lesson, key, True)
    course = course_map()
    assert course.statuses()[5].stage is Stage.DONE and course.selected_index == 0
    assert course.get_title(0) == f"Your progress · 2 of {len(TITLES)} lessons done"
    reset_progress(5)
    assert STORE.status(5).stage is Stage.NOT_STARTED and STORE.status(6).stage is Stage.DONE
    assert f"Capturing · {STATE}not started" in course.html.value
    reset_progress()
    assert STORE.progress() == {}
    assert course.html.value.count(f"· {STATE}not started") == len(TITLES)


def test_a_corrupt_file_never_stops_a_lesson(
    isolated_progress: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged = '{"format": "koikoi-progress", "version": 1, "lessons": {"3": {'  # cut short
    isolated_progress.write_text(damaged)
    start_lesson(3)
    assert which_class("12b").answer("bright").correct
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "kept it as progress.json.corrupt-" in err
    (backup,) = isolated_progress.parent.glob("progress.json.corrupt-*")
    assert backup.read_text() == damaged
    assert STORE.status(3) == LessonStatus(3, opened=True, shown=1, tried=1, solved=1,
                                           first_try=1, total=COUNT[3])  # fmt: skip


def test_a_read_only_location_never_stops_a_lesson(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("KOIKOI_PROGRESS", str(tmp_path / "file" / "progress.json"))
    course = start_lesson(3)
    quiz = which_class("12b")
    quiz.answer("animal")
    quiz.answer("bright")
    assert capsys.readouterr().err.count("kept for this session only") == 1
    assert f"in progress, 1 of {COUNT[3]} solved (0 at the first try)" in course.html.value


def test_a_saved_page_shows_a_sentence_not_the_widget_repr() -> None:
    bundle = course_map()._repr_mimebundle_()
    assert bundle["text/plain"].startswith("Your progress: run this cell")


def test_start_lesson_needs_a_lesson_number() -> None:
    with pytest.raises(ValueError, match="number='3'"):
        start_lesson("3")  # type: ignore[arg-type]
    assert lesson_context().score.lesson is None and STORE.progress() == {}


def test_running_the_first_cell_again_keeps_one_live_map() -> None:
    first = start_lesson(3)
    second = start_lesson(3)
    before = first.get_title(0)
    which_class("5a").answer("animal")
    assert f"in progress, 1 of {COUNT[3]} solved" in second.get_title(0)
    assert first.get_title(0) == before  # the earlier map no longer follows the progress
    # ... but stays open: a page restoring this kernel's widgets may ask for its state
    assert first.comm is not None and second.comm is not None


def test_in_voila_the_course_map_leaves_out_its_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Voila serves one notebook: a link to another answers 403, so none is shown."""
    (tmp_path / "05_capturing.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    assert "05_capturing.ipynb" in CourseMap(13).html.value
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.13")
    assert "<a " not in CourseMap(13).html.value


def test_lesson_13_counts_a_won_practice_match(isolated_progress: Path) -> None:
    from widgets.kit import PRACTICE_GOAL, PracticeTable

    start_lesson(13)
    assert PRACTICE_GOAL in EXERCISES[13]
    table = PracticeTable(opponent="random", rounds=1, seed=3, pace=0, review_budget=20,
                          key=PRACTICE_GOAL)  # fmt: skip
    assert PRACTICE_GOAL in STORE.progress()[13].exercises
    rnd = table.table.round
    while not table.match.is_over:
        table.push(rnd.legal_moves()[0])
    won = table.match.winner == 0
    assert STORE.progress()[13].exercises[PRACTICE_GOAL].solved is won
    assert lesson_context().score.solved(PRACTICE_GOAL) is won
