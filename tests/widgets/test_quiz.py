"""Quiz widgets driven as a learner would (buttons, clicks on cards, moves on the table),
plus the lesson helpers: step guards and the deal stepper."""

from __future__ import annotations

import re

import ipywidgets as w
import pytest

from koikoi import Move, Phase, Round
from koikoi.i18n import set_language
from koikoi.tutor.checks import Feedback
from widgets.art.primitives import Text
from widgets.kit.context import lesson_context
from widgets.kit.lesson import DealStepper, LessonStepError, deal_steps, require
from widgets.kit.quiz import (
    CardPicker,
    PlayExercise,
    Scoreboard,
    SortingExercise,
    bare_face,
    choice,
    pick_month,
    which_class,
    which_month,
)

pytestmark = pytest.mark.usefixtures("lesson")


def test_month_buttons_give_feedback_and_score() -> None:
    quiz = which_month("2p1")
    october = quiz.buttons[9]
    october.click()
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert october.button_style == "danger" and "plum blossom" in quiz._out.value
    assert lesson_context().score.text() == "Exercises solved: 0 of 1 (0 at the first try)."
    quiz.buttons[1].click()  # "2 plum blossom"
    assert quiz.feedback.correct and quiz.buttons[1].button_style == "success"
    assert october.button_style == ""
    assert lesson_context().score.text() == "Exercises solved: 1 of 1 (0 at the first try)."


def test_quiz_pictures_hide_the_printed_answer() -> None:
    assert not [p for p in bare_face("9a") if isinstance(p, Text)]
    assert "sake cup" not in which_class("9a").children[1].value
    assert which_class("9a").answer("animal").correct


def test_choice_needs_its_answer_among_the_options() -> None:
    with pytest.raises(ValueError, match="not among the options"):
        choice("Q?", ["a", "b"], "c", why="...")


def test_scoreboard_counts_each_exercise_once() -> None:
    board = Scoreboard()
    board.register("q1")
    board.register("q2")
    board.record("q1", False)
    board.record("q1", True)
    board.register("q2")  # a cell run again
    board.record("q2", True)
    assert (board.count, board.total, board.first_try) == (2, 2, 1)
    assert "2 of 2" in board.widget.value


def test_card_picker_by_clicks() -> None:
    picker = pick_month(8, among="8b 1p1 8p1 11a 8a 9p1 8p2 12p1")
    assert isinstance(picker, CardPicker) and picker.bare
    width, height = picker.canvas_size()
    assert (picker.canvas.width, picker.canvas.height) == (width, height)
    centre = picker.card_width / 2, picker.card_height() / 2

    def click(index: int) -> None:
        x, y = picker.position(index)
        picker.click(x + centre[0], y + centre[1])

    picker.click(2, 2)  # the margin: nothing
    for index in (0, 2, 4, 3):  # 8b 8p1 8a and, by mistake, 11a
        click(index)
    assert [c.code for c in picker.cards if c in picker.selected] == ["8b", "8p1", "11a", "8a"]
    wrong = picker.check()
    assert not wrong.correct and "11a is the swallow" in wrong.message and "8p2" in wrong.message
    click(3)  # unselect the swallow
    click(6)  # 8p2
    assert picker.check().correct and lesson_context().score.solved(picker.key)
    other = pick_month(8, among="8b 8p1 1p1")  # the same question about other cards
    assert other.key != picker.key and not lesson_context().score.solved(other.key)


def test_card_picker_gap_between_cards_hits_nothing() -> None:
    picker = pick_month(1, among="1b 1r")
    x, y = picker.position(1)
    assert picker.card_at(x - picker.GAP / 2, y + 10) is None
    assert picker.card_at(x + 1, y + 1).code == "1r"
    with pytest.raises(ValueError, match="not one of the cards shown"):
        picker.toggle("2p1")


def test_sorting_exercise() -> None:
    sorting = SortingExercise("1b 9a 11p1")
    first = sorting.check()
    assert (
        not first.correct and "Choose a class for every card first: 1b, 9a, 11p1" in first.message
    )
    sorting.sort("1b", "bright")
    sorting.sort("9a", "plain")
    sorting.sort("11p1", "p")
    feedback = sorting.check()
    assert not feedback.correct and feedback.message.startswith("2 of 3 right.")
    sorting.menus[sorting.cards[1]].value = "animal"  # as the drop-down does
    assert sorting.check().correct


CHOOSE = dict(hands=("7p1 2p1 10p2", "1p1 4p2 6p1"), field="7a 7r 4p1 12p2", deck="1p2 5p1 11p1")


def test_play_exercise_on_the_table() -> None:
    exercise = PlayExercise(
        "Capture the boar.",
        Round.from_position(**CHOOSE),
        best=["7p1>7a"],
        why="Take the boar.",
        notes={"7p1>7r": "You took the ribbon."},
        pace=0,
    )
    table = exercise.table
    table.click(*_centre(table, "7p1"))  # two matches: choose on the field
    table.click(*_centre(table, "7r"))
    assert exercise.feedback is not None and not exercise.feedback.correct
    assert exercise.feedback.message.endswith("You took the ribbon.") and table.frozen
    exercise.retry()
    assert exercise.feedback is None and not table.frozen and len(table.round.hands[0]) == 3
    assert exercise.play("7p1>7a").correct
    assert lesson_context().score.solved(exercise.key) and lesson_context().score.first_try == 0


def test_play_exercise_checks_the_draw_choice() -> None:
    exercise = PlayExercise(
        "Choose for the drawn card.",
        Round.from_position(hands=("1p1 2p2", "4p1"), field="8b 8p2 5p1", deck="8p1 3p1"),
        best=[">8b"],
        why="Take the moon.",
        pace=0,
    )
    assert exercise.play("1p1") is None  # the play is not what is checked
    assert exercise.play(">8b").correct


def test_play_exercise_with_its_own_check_and_a_koikoi_decision() -> None:
    rnd = Round.from_position(
        hands=("7a 1p1", "2p1 4p1"), field="7p1 9a", deck="3p2 5p1", captured=("10a 6a", "8b")
    )
    rnd.push("7a")  # inoshikacho: koi-koi or stop, with the opponent one card from tsukimi
    seen = []

    def check(position: Round, move: Move) -> Feedback:
        seen.append((position.phase, str(move)))
        return Feedback(str(move) == "stop", f"checked {move}")

    exercise = PlayExercise("Stop or koi-koi?", rnd, best=["stop"], why="", check=check, pace=0)
    feedback = exercise.play("koikoi")  # the other decision is checked too, not ignored
    assert feedback is not None and not feedback.correct and feedback.message == "checked koikoi"
    exercise.retry()
    assert exercise.play("stop").correct
    assert seen == [(Phase.DECISION, "koikoi"), (Phase.DECISION, "stop")]


def test_play_exercise_rejects_an_impossible_answer() -> None:
    with pytest.raises(ValueError, match="not legal"):
        PlayExercise("Q", Round.from_position(**CHOOSE), best=["7p1"], why="", pace=0)


def _centre(table, code: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    slot = next(s for s in table.layout_now.slots if s.card is not None and s.card.code == code)
    return slot.x + slot.w / 2, slot.y + slot.h / 2


def test_require_names_the_cell_to_run_first() -> None:
    with pytest.raises(LessonStepError, match='needs no_such_name, made by the cell "Deal"'):
        require("no_such_name", cell="Deal")
    require("pytest", cell="imports")  # a global of the calling module: fine


def test_deal_stepper_deals_in_batches_of_two() -> None:
    rnd = Round.deal(seed=2024)
    steps = deal_steps(rnd)
    assert len(steps) == 13  # shuffled stock + 12 batches of 2
    assert [text.split(":")[0] for text, _ in steps[1:4]] == [
        "2 cards to the non-dealer",
        "2 cards face up on the field",
        "2 cards to the dealer",
    ]
    _, last = steps[-1]
    assert set(last["dealer"]) == set(rnd.hands[0]) and set(last["nondealer"]) == set(rnd.hands[1])
    assert set(last["field"]) == set(rnd.field) and last["stock"] == rnd.deck
    stepper = DealStepper(rnd)
    assert isinstance(stepper, w.VBox) and stepper.picture in stepper.children
    assert stepper.back_button.disabled
    for _ in range(20):
        stepper.next()
    assert stepper.next_button.disabled and "dealer plays first" in stepper.picture.value
    assert "dealer's hand (yours)" in stepper.picture.value
    assert "non-dealer's hand (your opponent's)" in stepper.picture.value
    other = DealStepper(Round.deal(seed=2024, dealer=1))
    assert "dealer's hand (your opponent's)" in other.picture.value
    assert "non-dealer's hand (yours)" in other.picture.value
    with pytest.raises(ValueError, match="dealt round"):
        deal_steps(Round.from_position(**CHOOSE))


@pytest.mark.parametrize(("lang", "label"), [("en", "Previous"), ("es", "Anterior")])
def test_the_deal_stepper_steps_back_with_the_replays_word(lang: str, label: str) -> None:
    """One name for the step-back button: the deal stepper's is the replay table's
    (issue 23: not «Atrás» here and «Anterior» there)."""
    from widgets.table.view import TableView

    set_language(lang)
    try:
        stepper = DealStepper(Round.deal(seed=2024))
        replay = TableView.__new__(TableView)
        TableView.__init__(replay, 600, 400, lang)  # type: ignore[arg-type]
        assert stepper.back_button.description == replay.previous_button.description == label
    finally:
        set_language("en")


def test_a_saved_deal_stepper_shows_the_finished_deal() -> None:
    """Reader 12: the saved page (static HTML and text) shows the deal at its end, 8 cards in
    each hand and on the field, not step 0's three empty rows; the live widget still starts
    at step 0, to be stepped through."""
    from widgets.static import static_html, static_text

    stepper = DealStepper(Round.deal(seed=2024))
    assert stepper.index == 0 and "Before the deal: The 48 cards" in stepper.picture.value
    assert "Step 0" not in stepper.picture.value  # the shuffle is not a batch
    saved, text = static_html(stepper), static_text(stepper)
    for shown in (saved, text):
        assert "Step 12 of 12" in shown and "dealer plays first" in shown
        assert "Before the deal" not in shown and "nothing" not in shown
    assert text.count("8 cards") == 3 and "24 cards" in text
    assert "[Deal next batch]" in text


def test_a_saved_deal_stepper_has_nothing_more_to_deal() -> None:
    """Its saved buttons match its saved picture, the finished deal: "Deal next batch" is
    drawn faded (disabled), "Previous" is not, while the live buttons are those of step 0."""
    from widgets.static import static_html

    stepper = DealStepper(Round.deal(seed=2024))
    assert stepper.back_button.disabled and not stepper.next_button.disabled  # live: step 0
    saved = static_html(stepper)
    previous, deal = (
        re.search(rf'<span style="([^"]*)">{label}</span>', saved)
        for label in ("Previous", "Deal next batch")
    )
    assert previous and deal, saved[:300]
    assert "opacity" not in previous.group(1) and "opacity:0.45" in deal.group(1)
