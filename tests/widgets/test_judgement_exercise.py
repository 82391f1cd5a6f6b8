"""Judgement exercises: the stored position on the table from the mover's side, the
learner's move checked with the search's figures, and an answer block for static pages."""

from __future__ import annotations

from html import escape

import pytest

from koikoi import Phase
from koikoi.tutor.judgement import POSITIONS, PRINCIPLES, check_judgement
from widgets.kit.context import lesson_context
from widgets.kit.judgement import answer_block, estimates_table, judgement_exercise, question_of

pytestmark = pytest.mark.usefixtures("lesson")


def test_every_stored_position_makes_an_exercise_checked_by_the_search() -> None:
    for position in POSITIONS:
        exercise = judgement_exercise(position)
        assert exercise.table.player == position.player
        assert exercise.key == f"judgement {position.key}"
        worse = next(m for m, _ in reversed(position.estimates))
        feedback = exercise.play(worse)
        assert feedback == check_judgement(position, worse) and not feedback.correct
        assert exercise.table.frozen and not lesson_context().score.solved(exercise.key)
        exercise.retry()
        assert exercise.play(position.best).correct and lesson_context().score.solved(exercise.key)


def test_the_question_follows_the_phase() -> None:
    phases = {p.round().phase: question_of(p) for p in POSITIONS}
    assert phases[Phase.DECISION] == "Your yaku improved. Koi-koi or stop?"
    assert phases[Phase.PLAY] == "Your turn. Which card do you play?"


def test_the_answer_block_holds_the_verdict_and_every_figure() -> None:
    position = POSITIONS[0]
    html = answer_block(position, note="Seven doubles.")._repr_html_()
    assert html.startswith("<details") and "Show the answer" in html and "Seven doubles." in html
    # the lesson says the principle and the method once; the answer keeps its own reason
    verdict = check_judgement(position, position.best, method=False)
    assert PRINCIPLES[position.principle].title not in html
    assert "imagined rounds" not in html and escape(verdict.message) in html
    table = estimates_table(position)._repr_html_()
    assert table.count("<tr>") == len(position.estimates) + 1
    assert f"{position.estimates[0][1]:+.1f}" in table
