"""The puzzle widget: shows a puzzle, marks answers with traps, keeps a running score."""

from __future__ import annotations

import pytest

from koikoi.tutor.course import EXERCISES
from koikoi.tutor.progress import STORE, Stage
from koikoi.tutor.puzzles import Puzzle, PuzzleStream, curated
from widgets.kit import start_lesson
from widgets.kit.context import lesson_context
from widgets.kit.puzzle import PuzzleWidget

pytestmark = pytest.mark.usefixtures("lesson")


def test_a_wrong_then_right_answer_through_the_controls() -> None:
    widget = PuzzleWidget(curated(6), key="test-widget")
    assert "Puzzle 1 of 12" in widget._title.value
    assert widget.score_text() == "None solved yet"
    widget.show(2)  # 1b 3b 11b
    assert "<svg" in widget._board.value and "1b 3b 11b" in widget._board.value
    widget.points.value = 5
    widget.check_button.click()
    assert widget.verdict is not None and not widget.verdict.correct
    assert "The rain man spoils three brights" in widget._feedback.value
    assert "no sanko" in widget._feedback.value  # the breakdown's note
    assert widget.score_text() == "Solved: 0 of 1 · 0 at the first try · streak 0"
    widget.points.value = 0
    widget.check_button.click()
    assert widget.verdict.correct and "Right: 0 points." in widget._feedback.value
    assert widget.score_text() == "Solved: 1 of 1 · 0 at the first try · streak 0"
    assert lesson_context().score.solved("test-widget #3") and not lesson_context().score.solved(
        "test-widget #1"
    )
    widget.next_button.click()
    assert widget.index == 3 and widget._feedback.value == "" and widget.points.value == 0


def test_first_tries_streak_and_wrapping() -> None:
    puzzles = curated(7)[:2]
    widget = PuzzleWidget(puzzles, key=None)
    assert widget.answer(5).correct  # inoshikacho
    widget.next()
    assert widget.answer(5, ["akatan"]).correct
    assert (widget.solved, widget.tried, widget.first_try, widget.streak) == (2, 2, 2, 2)
    assert widget.next() == puzzles[0]  # after the last, start again
    assert widget.answer(5).correct
    assert (widget.solved, widget.tried) == (2, 2)  # a puzzle counts once


def test_yaku_buttons_are_marked() -> None:
    widget = PuzzleWidget([Puzzle.pile_of("1r 2r 3r 4r 5r")], key=None)
    verdict = widget.answer(6, ["akatan"])
    assert not verdict.correct and verdict.missing_yaku == ("tan",)
    assert "Yaku you left out: tan." in widget._feedback.value
    widget.yaku_buttons["tan"].value = True
    widget.check_button.click()
    assert widget.verdict is not None and widget.verdict.correct


def test_stream_levels_and_replay() -> None:
    widget = PuzzleWidget(PuzzleStream(level=1, seed=5), key=None)
    first = widget.puzzle
    assert first.level == 1 and "Puzzle 1" in widget._title.value
    widget.set_level(3)
    assert widget.puzzle.level == 3 and widget.puzzle.is_round
    assert "The opponent&#x27;s pile" in widget._board.value
    widget._level.value = 2  # as if the toggle were clicked
    assert widget.puzzle.level == 2
    seen = [widget.puzzle]
    for _ in range(3):
        seen.append(widget.next())
    again = PuzzleWidget(PuzzleStream(level=1, seed=5), key=None)
    assert again.puzzle == first
    assert len({str(p) for p in seen}) == 4


def test_a_new_level_after_an_answer_is_a_new_puzzle_on_the_score() -> None:
    widget = PuzzleWidget(PuzzleStream(level=1, seed=5), key=None)
    answered = widget.puzzle
    assert widget.answer(answered.answer).correct
    widget.set_level(2)
    assert widget.index == 1 and "Puzzle 2" in widget._title.value
    assert widget.puzzle.level == 2 and widget.puzzles[0] == answered
    assert widget.answer(widget.puzzle.answer).correct  # a first answer, counted as one
    assert (widget.solved, widget.tried, widget.first_try, widget.streak) == (2, 2, 2, 2)


def test_bad_input_is_refused_and_changes_nothing() -> None:
    widget = PuzzleWidget(curated(8), key=None)
    with pytest.raises(ValueError, match="points=-1 must be a whole number from 0 to 999"):
        widget.answer(-1)
    with pytest.raises(ValueError, match="unknown yaku 'sankō'"):
        widget.answer(5, ["sankō"])
    with pytest.raises(ValueError, match="index=99"):
        widget.show(99)
    with pytest.raises(ValueError, match="only a stream"):
        widget.set_level(2)
    with pytest.raises(ValueError, match="at least one puzzle"):
        PuzzleWidget([])
    assert widget.tried == 0 and widget.index == 0


def test_answers_are_recorded_on_a_scoreboard_not_a_tally_of_its_own() -> None:
    pile = Puzzle.pile_of("1b 3b 11b")  # 0 points: the rain man needs three other brights
    widget = PuzzleWidget([pile, pile, pile], key="board")
    assert widget.score is lesson_context().score and lesson_context().score.total >= 3
    widget.answer(5)  # wrong first
    widget.answer(0)
    widget.next()
    widget.answer(0)
    assert (
        lesson_context().score.tally("board #")
        == (2, 2, 1, 1)
        == (
            widget.tried,
            widget.solved,
            widget.first_try,
            widget.streak,
        )
    )
    before = lesson_context().score.tally()
    stream = PuzzleWidget(PuzzleStream(level=1, seed=5), key=None)
    stream.answer(0)
    assert (
        stream.score is not lesson_context().score
        and stream.tried == 1
        and lesson_context().score.tally() == before
    )


def test_a_streams_level_goals_are_exercises_of_the_lesson() -> None:
    start_lesson(11)  # in the test's lesson context: the one before comes back afterwards
    widget = PuzzleWidget(PuzzleStream(level=1, seed=2025), key="scoring puzzles", goal=2)
    assert set(widget.goal_keys.values()) == set(EXERCISES[11])  # the lesson's outline
    assert STORE.status(11).shown == 3 and STORE.status(11).solved == 0
    assert widget.goal_text() == "Level 1 goal: 0 of 2 right at the first try."
    widget.answer(widget.puzzle.answer + 1)  # wrong first: counts for the score, not the goal
    widget.answer(widget.puzzle.answer)
    widget.next()
    widget.answer(widget.puzzle.answer)
    assert not widget.goal_reached(1) and widget.goal_text().startswith("Level 1 goal: 1 of 2")
    widget.next()
    widget.answer(widget.puzzle.answer)
    assert widget.goal_reached(1) and "goal reached" in widget._score.value
    assert STORE.status(11).solved == 1  # level 1 done; levels 2 and 3 to go
    for level in (2, 3):
        widget.set_level(level)
        for _ in range(2):
            widget.answer(widget.puzzle.answer)
            widget.next()
    assert STORE.status(11).stage is Stage.DONE
    with pytest.raises(ValueError, match="goal=0 must be a whole number from 1 to 100"):
        PuzzleWidget(PuzzleStream(level=1, seed=1), goal=0)


def test_a_chosen_yaku_button_is_clearly_marked_and_level_buttons_fit_their_labels() -> None:
    from widgets.art.primitives import text_width

    widget = PuzzleWidget(PuzzleStream(level=1, seed=3), key=None)
    sanko = widget.yaku_buttons["sanko"]
    assert sanko.button_style == "" and sanko.icon == ""
    sanko.value = True
    assert sanko.button_style == "success" and sanko.icon == "check"
    sanko.value = False
    assert sanko.button_style == "" and sanko.icon == ""
    room = float(widget._level.style.button_width.removesuffix("px"))
    assert all(room >= text_width(label, 13) + 20 for label in widget._level._options_labels)


def test_each_pile_of_a_round_puzzle_lists_its_own_cards() -> None:
    """Under each pile are the codes of that pile's cards, on the board and in its text."""
    from html import escape

    from widgets.static import html_text

    puzzle = Puzzle.round_of("6a 7a 10a", "1p1 1p2", caller=None, ending="stop", ender=0)
    board = PuzzleWidget([puzzle], key=None)._board.value
    mine, theirs = board.index("Your pile"), board.index(escape("The opponent's pile"))
    assert mine < board.index("Cards: 6a 7a 10a") < theirs < board.index("Cards: 1p1 1p2")
    text = html_text(board)
    assert text.index("Cards: 6a 7a 10a") < text.index("The opponent's pile")
    assert text.index("The opponent's pile") < text.index("Cards: 1p1 1p2")


def test_a_series_typed_in_gives_that_series_puzzles_in_order() -> None:
    """issue 23: lesson 11 says the same series gives the same puzzles; the learner types it."""
    widget = PuzzleWidget(PuzzleStream(level=2, seed=5), key=None)
    assert widget.series == 5 and widget._series.value == 5
    assert widget.answer(widget.puzzle.answer).correct
    widget._series.value = 77  # as if typed
    friend = PuzzleStream(level=2, seed=77)
    assert widget.index == 1 and widget.puzzle == next(friend)  # the answer keeps its place
    assert widget.next() == next(friend)
    widget.set_series(5)
    assert widget.puzzle == next(PuzzleStream(level=2, seed=5))
    with pytest.raises(ValueError, match="seed=-1 must be a whole number"):
        widget.set_series(-1)
    with pytest.raises(ValueError, match="only a stream"):
        PuzzleWidget(curated(8), key=None).set_series(3)


def test_start_over_gives_the_series_first_puzzle_again_with_the_score_at_zero() -> None:
    """issue 23: to restart a series the learner had to type another number and the first
    one back; Start over restarts the same series at its first puzzle."""
    widget = PuzzleWidget(PuzzleStream(level=2, seed=5), key=None)
    first = widget.puzzle
    assert first == next(PuzzleStream(level=2, seed=5))
    widget.answer(widget.puzzle.answer + 1)  # wrong, then right
    widget.answer(widget.puzzle.answer)
    second = widget.next()
    widget.answer(widget.puzzle.answer)
    widget.next()
    assert widget.tried == 2 and widget.index == 2
    widget.start_over_button.click()
    assert widget.series == 5 and widget._series.value == 5 and widget.index == 0
    assert widget.puzzle == first and widget.next() == second  # the same order
    assert (widget.tried, widget.solved, widget.first_try, widget.streak) == (0, 0, 0, 0)
    assert widget.score_text() == "None solved yet" and "None solved yet" in widget._score.value
    assert "Puzzle 2" in widget._title.value and widget.verdict is None
    with pytest.raises(ValueError, match="only a stream"):
        PuzzleWidget(curated(8), key=None).start_over()


def test_start_over_keeps_the_saved_progress_and_the_level_goals_earned() -> None:
    """The running score restarts; the lesson's saved record does not: a goal reached stays
    reached, the first-try answers still count toward a goal (each puzzle once), and no
    other exercise of the lesson changes."""
    start_lesson(11)
    board = lesson_context().score
    other = PuzzleWidget([Puzzle.pile_of("1b 3b 11b")], key="board")
    other.answer(0)
    widget = PuzzleWidget(PuzzleStream(level=1, seed=2025), key="scoring puzzles", goal=2)
    for _ in range(2):
        widget.answer(widget.puzzle.answer)
        widget.next()
    widget.set_level(2)
    widget.answer(widget.puzzle.answer)  # one of two at level 2
    saved = STORE.status(11)
    assert saved.solved == 1 and widget.goal_reached(1)  # level 1 (the outline's exercises)
    widget.start_over()
    assert widget.level == 2 and widget.tried == 0
    assert STORE.status(11) == saved and board.solved("board #1")
    assert board.solved("scoring puzzles · level 1") and widget.right_first(1) == 2
    assert widget.right_first(2) == 1 and widget.goal_text().startswith("Level 2 goal: 1 of 2")
    assert widget.puzzle == next(PuzzleStream(level=2, seed=2025))  # the series at level 2
    widget.answer(widget.puzzle.answer)
    assert widget.goal_reached(2) and STORE.status(11).solved == 2


def test_a_puzzle_met_again_after_start_over_counts_once_toward_its_goal() -> None:
    widget = PuzzleWidget(PuzzleStream(level=1, seed=7), key=None)
    for _ in range(2):
        widget.answer(widget.puzzle.answer)
        widget.next()
    assert widget.right_first(1) == 2
    widget.start_over()
    for _ in range(2):  # the same two puzzles, right again
        widget.answer(widget.puzzle.answer)
        widget.next()
    assert widget.right_first(1) == 2 and widget.first_try == 2
    widget.answer(widget.puzzle.answer)  # the third: new
    assert widget.right_first(1) == 3


def test_the_start_over_button_says_what_it_keeps_in_both_languages() -> None:
    from koikoi.i18n import speaking
    from widgets.static import static_text

    for lang, label, words in (
        ("en", "Start over", ("first puzzle", "zero", "level goals keep")),
        ("es", "Empezar de nuevo", ("primer problema", "cero", "objetivos de nivel conservan")),
    ):
        with speaking(lang):
            widget = PuzzleWidget(PuzzleStream(level=1, seed=1), key=None)
            button = widget.start_over_button
        assert button.description == label
        assert f"[{label}]" in static_text(widget)  # a saved page shows it by the series box
        assert all(word in button.tooltip for word in words), button.tooltip


def test_yaku_offers_only_the_buttons_given_live_and_saved() -> None:
    """Lesson 6 offers only the bright yaku it taught: no inoshikacho, tan or kasu buttons,
    neither live nor in the saved page's stand-in."""
    from widgets.static import static_html

    brights = ["goko", "shiko", "ame-shiko", "sanko"]
    widget = PuzzleWidget(curated(6), yaku=brights[::-1], key=None)
    assert list(widget.yaku_buttons) == brights
    saved = static_html(widget)
    for name in brights:
        assert f">{name}<" in saved
    for name in ("inoshikacho", "akatan", "aotan", "hanami", "tsukimi", "tane", "tan", "kasu"):
        assert f">{name}<" not in saved
    assert widget.answer(5, ["sanko"]).correct
    with pytest.raises(ValueError, match="a yaku not offered here 'tane'; offered: goko"):
        widget.answer(5, ["tane"])


def test_yaku_refuses_an_unknown_name_or_a_set_too_small_for_the_answers() -> None:
    with pytest.raises(ValueError, match="'sankou'"):
        PuzzleWidget(curated(6), yaku=["goko", "sankou"], key=None)
    with pytest.raises(ValueError, match="must be a list"):
        PuzzleWidget(curated(6), yaku="goko", key=None)
    with pytest.raises(ValueError, match=r"puzzles\[0\] scores sanko"):
        PuzzleWidget(curated(6), yaku=["goko", "shiko"], key=None)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_round_puzzle_names_the_opponents_pile_as_the_table_does(lang: str) -> None:
    """Reader 12 (issue 23's one name per thing): the puzzle's heading and its breakdown say
    the table's «el montón del rival» ("the opponent's"), not «el montón de tu rival»."""
    from html import unescape

    from koikoi.i18n import set_language
    from koikoi.tutor.puzzles import breakdown
    from widgets.i18n import translator as _

    puzzle = next(p for p in curated(8) if p.is_round)
    set_language(lang)
    try:
        board = unescape(PuzzleWidget([puzzle], key=None)._board.value)
        lines = breakdown(puzzle)
        table_title = _("the opponent's pile")  # the table's title of that pile
    finally:
        set_language("en")
    heading = {"en": "The opponent's pile", "es": "El montón del rival"}[lang]
    assert heading in board and f"{heading}: " in lines[2]
    assert "de tu rival" not in board + lines[2] and "Your opponent" not in board + lines[2]
    assert table_title == heading[0].lower() + heading[1:]


FULL_TANE = {
    "en": "Tane 1 (1 point for reaching 5 animals): ",
    "es": "Tane 1 (1 punto por llegar a 5 animales): ",
}
FULL_TAN = {
    "en": "Tan 1 (1 point for reaching 5 ribbons): ",
    "es": "Tan 1 (1 punto por llegar a 5 cintas): ",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_stream_says_each_gloss_in_full_the_first_time_only(lang: str) -> None:
    """Issue 23: a live stream of puzzles said «Tane 1 (1 punto por llegar a 5 animales)»
    at every tane pile (and «Tan 1 (1 punto por llegar a 5 cintas)» at every tan pile). Now
    a yaku's gloss is said in full in the first breakdown that
    needs it (again when that puzzle is checked again), then short: «Tane 1: 2a 4a ...».
    The points of every line are the engine's (:func:`koikoi.score`)."""
    from koikoi import score
    from koikoi.i18n import set_language
    from koikoi.tutor.puzzles.explain import yaku_glosses

    set_language(lang)
    try:
        widget = PuzzleWidget(PuzzleStream(level=1, seed=11), key=None)
        known: set[str] = set()
        full_tan = short_tan = 0
        for _ in range(40):
            puzzle = widget.puzzle
            first = widget.answer(max(puzzle.answer - 1, 0) if puzzle.answer else 1)
            again = widget.answer(puzzle.answer)
            assert again.breakdown == first.breakdown  # the same puzzle says the same
            for y in score(puzzle.pile, puzzle.rules).yaku:
                codes = " ".join(c.code for c in y.cards)
                head = f"{y.name[0].upper()}{y.name[1:]} {y.points}"
                (line,) = [ln for ln in first.breakdown if ln.startswith(head + " (") or
                           ln == f"{head}: {codes}."]  # fmt: skip
                new = yaku_glosses(y, puzzle.rules) - known
                assert (line == f"{head}: {codes}.") == (not new), (line, known)
                if y.name == "tan" and len(y.cards) == 5:
                    full_tan += line == FULL_TAN[lang] + codes + "."
                    short_tan += line == f"Tan 1: {codes}."
            known |= {k for y in score(puzzle.pile, puzzle.rules).yaku
                      for k in yaku_glosses(y, puzzle.rules)}  # fmt: skip
            assert widget.glossed == known
            widget.next()
        assert full_tan == 1 and short_tan >= 4, (full_tan, short_tan)
    finally:
        set_language("en")


def test_a_printed_breakdown_still_says_every_gloss() -> None:
    """The answer keys (``breakdown`` without ``glossed``) keep their words."""
    from koikoi.tutor.puzzles import breakdown

    tane = Puzzle.pile_of("2a 4a 5a 8a 11a")
    assert breakdown(tane)[0] == FULL_TANE["en"] + "2a 4a 5a 8a 11a."
    widget = PuzzleWidget([tane, tane], key="test-glosses")
    assert widget.answer(1).breakdown[0].startswith(FULL_TANE["en"])
    widget.next()
    assert widget.answer(1).breakdown[0] == "Tane 1: 2a 4a 5a 8a 11a."
