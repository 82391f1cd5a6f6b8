"""The table's parts alone, without a browser: the controller (what input means), the
opponent driver (time and stale decisions), the replay, touch taps and the options as
traitlets."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import ipycanvas.canvas
import pytest

from koikoi import Move, Phase, Round, parse_cards
from koikoi.events import narrate
from koikoi.view import PlayerView
from tests.widgets.positions import choice_round
from tests.widgets.waiting import until
from widgets.table.controller import TableController
from widgets.table.driver import OpponentDriver
from widgets.table.layout import TABLE_CARD_W
from widgets.table.replay import Replay
from widgets.table.view import POINTER_CLASS
from widgets.table.widget import TableWidget


def card(code: str):  # type: ignore[no-untyped-def]
    return parse_cards(code)[0]


class Gated:
    """An opponent that answers its first legal move once ``go`` is set."""

    def __init__(self) -> None:
        self.go, self.started = threading.Event(), threading.Event()
        self.calls = 0

    def __call__(self, view: PlayerView, legal: Sequence[Move]) -> Move:
        self.calls += 1
        self.started.set()
        assert self.go.wait(10), "the test never let the opponent move"
        return legal[0]


# --- the controller -------------------------------------------------------------------


def test_a_second_click_on_a_card_that_must_choose_keeps_it_chosen_and_says_so() -> None:
    # issue 20 item 9: a double-click used to unselect it without a word
    c = TableController(choice_round())
    c.click_card("7p1", "hand")
    assert c.selected == card("7p1") and "click the one to capture" in c.message
    c.click_card("7p1", "hand")  # the second click of a double-click
    assert c.selected == card("7p1") and "7p1 is chosen" in c.message and not c.error
    assert c.marks().targets == {card("7a"), card("7r")}
    c.click(None)  # the felt puts it back
    assert c.selected is None
    c.click_card("7p1", "hand")
    c.click_card("7r", "field")
    assert [str(m) for m in c.round.move_stack] == ["7p1>7r"]


def test_the_controller_asks_the_engine_which_cards_must_choose() -> None:
    c = TableController(choice_round())
    assert c.choices_of(card("7p1")) == (card("7a"), card("7r"))
    assert c.choices_of(card("3p2")) == ()  # one match: no choice
    assert c.playable(card("3p2")) and not c.playable(card("12p1"))
    c.frozen = True
    assert not c.playable(card("3p2")) and c.prompt() == ""  # nobody is asked to move


def test_the_two_match_choice_is_the_engines_answer_not_the_tables(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the table counts no matches: a (planted) engine answer of "no choice" is followed
    c = TableController(choice_round())
    asked: list[str] = []

    def no_choice(self: Round, code: object) -> tuple:
        asked.append(str(code))
        return ()

    monkeypatch.setattr(Round, "capture_choices", no_choice)
    c.click_card("7p1", "hand")  # two matches, but the table does as the engine says
    assert asked[0] == "7p1" and c.selected is None
    assert c.error and c.round.move_stack == ()  # and the engine's push refuses the move


def test_a_play_queues_the_drawn_card_as_a_moment_and_input_skips_it() -> None:
    rnd = choice_round()
    c = TableController(rnd, pace=0.5, names=("You", "Opponent"))
    c.push("3p2")  # takes 3b; then 4p1 is drawn and laid
    assert len(c.moments) == 1
    moment = c.moments[0]
    assert moment.state.drawn == card("4p1") and card("4p1") not in moment.state.field
    assert moment.message == (
        "You played cherry blossom plain 2 (3p2) and took curtain (3b); the stock turns over"
        " wisteria plain 1 (4p1)…"
    )
    assert moment.seconds == 0.5
    assert card("4p1") in rnd.field  # the round itself has moved on
    c.settle()
    assert c.moments == [] and c.moment is None
    c.pace = 0
    c.push("koikoi")
    assert c.moments == []  # pace 0: nothing to show


# The opponent (seat 1) lays 12p1, then the stock turns over 3p1, which takes 3b.
OPPONENT_TURN = dict(
    hands=("3p2 5p2 9p1", "12p1 11p1 10p1"),
    field="3b 5p1 2p1 8a",
    deck="3p1 4p1 6p1 8p1 8p2 9p2",
    to_move=1,
)


def opponent_moved(pace: float) -> TableController:
    """A table of the learner (seat 0) just after the opponent's play, its moment shown."""
    rnd = Round.from_position(**OPPONENT_TURN)  # type: ignore[arg-type]
    c = TableController(rnd, pace=pace, names=("You", "Opponent"), opponent_plays=True)
    c.push("12p1")
    return c


def test_the_opponents_play_and_its_draw_are_shown_one_after_the_other() -> None:
    c = opponent_moved(pace=0.7)
    rnd = c.round
    assert [m.seconds for m in c.moments] == [0.7] and c.moment is None
    first = c.show_next_moment()  # step 1: the play resolved, the draw turned over
    assert first is not None and c.moment is first.state
    moment = rnd.before_draw(0)  # what the engine says of that moment, drawn as it is
    assert moment is not None and first.view == moment
    scene = c.scene()
    assert scene.layout.region("drawn")[0].card == card("3p1")
    assert {s.card for s in scene.layout.region("field")} == set(parse_cards("3b 5p1 2p1 8a 12p1"))
    assert c.message == (
        "The opponent laid paulownia plain 1 (12p1) on the field; the stock turns over"
        " cherry blossom plain 1 (3p1)…"
    )
    assert c.marks() == c.marks().__class__()  # no input marks on a moment
    assert c.show_next_moment() is None  # step 2: the draw resolved (the round as it is)
    assert c.moment is None and c.scene().layout.slot_of(card("3b"), "opponent_pile")
    assert c.message == "Your turn: click a card in the hand to play it."
    instant = opponent_moved(pace=0)  # the pace turned down: no moment
    assert instant.moments == [] and instant.show_next_moment() is None


@pytest.mark.parametrize(
    ("code", "region", "acts"),
    [
        ("5p2", "hand", True),  # meets 5p1 in the moment and after it: played at once
        ("3p2", "hand", False),  # met 3b in the moment, which the draw took: asked again
        ("3b", "field", False),  # no longer on the field
    ],
)
def test_a_click_during_the_moment_acts_on_the_table_as_it_is_or_says_click_again(
    code: str, region: str, acts: bool
) -> None:
    c = opponent_moved(pace=0.7)
    c.show_next_moment()
    slot = c.scene().layout.slot_of(card(code), region)  # where the learner sees it
    moves = len(c.round.move_stack)
    c.click(slot)
    assert c.moment is None and c.showing is None  # the moment ends at once either way
    if acts:
        assert str(c.round.move_stack[moves]) == "5p2" and not c.error
        assert [m.message[:10] for m in c.moments] == ["You played"]  # the learner's own
    else:
        assert len(c.round.move_stack) == moves and c.error and c.moments == []
        assert c.message.startswith("The table was still showing the last move")
        c.click(c.scene().layout.slot_of(card("5p2"), "hand"))  # the next click plays
        assert str(c.round.move_stack[moves]) == "5p2"


def test_a_click_on_the_felt_during_the_moment_is_answered() -> None:
    c = opponent_moved(pace=0.7)
    c.show_next_moment()
    c.click(None)
    assert c.moment is None and c.message.startswith("No card there. Your turn")


def test_moves_on_the_round_itself_are_caught_up_once() -> None:
    rnd = choice_round()
    c = TableController(rnd)
    version = c.version
    rnd.push("3p2")
    c.click(None)
    assert "changed outside the table" in c.message and c.version > version
    assert c.log_lines == narrate(rnd.events, c.names)


# --- the replay -----------------------------------------------------------------------


def test_replay_steps_and_stops_at_both_ends() -> None:
    recorded = choice_round()
    for move in ("3p2", "koikoi", "12p1"):
        recorded.push(move)
    replay = Replay(recorded)
    assert replay.previous() is None and replay.position == 0
    assert [str(replay.next()) for _ in range(3)] == ["3p2", "koikoi", "12p1"]
    assert replay.at_end and replay.next() is None
    assert replay.round.to_json() == recorded.to_json()
    with pytest.raises(ValueError, match=r"needs a koikoi\.Round"):
        Replay("3p2")  # type: ignore[arg-type]


# --- the opponent driver --------------------------------------------------------------


def test_a_push_for_the_opponents_seat_while_it_thinks_never_leaves_it_thinking() -> None:
    # issue 18 item 10: the late decision was dropped but "thinking" stayed on for good
    async def main() -> None:
        rnd = choice_round(to_move=1)
        gated = Gated()
        with ThreadPoolExecutor(max_workers=1) as pool:
            table = TableWidget(rnd, opponent=gated, pace=0, executor=pool)
            await until(gated.started.is_set, "the opponent to start")
            assert table.thinking
            table.push("12p1")  # a lesson's code moves for the computer's seat meanwhile
            assert not table.thinking and "thinking" not in table.message
            gated.go.set()  # its decision arrives late: dropped
            await until(lambda: table.driver.dropped == 1, "the stale decision")
            assert [str(m) for m in rnd.move_stack] == ["12p1"] and not table.thinking
            table.push("1p1")  # the learner plays on; the opponent moves again
            await until(lambda: rnd.to_move == 0 or rnd.is_over, "the opponent's next move")
            assert len(rnd.move_stack) >= 3 and not table.thinking

    asyncio.run(main())


def test_a_stale_decision_clears_thinking_even_when_the_round_changed_behind_its_back() -> None:
    async def main() -> None:
        rnd = choice_round(to_move=1)
        gated, flags = Gated(), []
        with ThreadPoolExecutor(max_workers=1) as pool:
            driver = OpponentDriver(
                gated, apply=rnd.push, thinking_changed=flags.append, executor=pool
            )
            driver.schedule(rnd, player=0, pace=0)
            await until(gated.started.is_set, "the opponent to start")
            rnd.push("12p1")  # nobody told the driver
            gated.go.set()
            await until(lambda: driver.dropped == 1, "the stale decision")
            assert flags == [True, False] and not driver.thinking
            assert [str(m) for m in rnd.move_stack] == ["12p1"]

    asyncio.run(main())


def test_a_failing_opponent_is_reported_and_not_thinking() -> None:
    failures: list[str] = []

    def crash(view: PlayerView, legal: Sequence[Move]) -> Move:
        raise KeyError("no idea")

    rnd = choice_round(to_move=1)
    driver = OpponentDriver(
        crash, apply=rnd.push, failed=lambda p, e: failures.append(f"{p} {e!r}")
    )
    driver.schedule(rnd, player=0, pace=0)
    assert failures == ["1 KeyError('no idea')"] and not driver.thinking


def test_the_widget_shows_the_opponents_moment_and_a_click_does_not_wait_for_it() -> None:
    async def main() -> None:
        rnd = Round.from_position(**OPPONENT_TURN)  # type: ignore[arg-type]
        table = TableWidget(rnd, opponent=lambda view, legal: "12p1", pace=0.3)
        assert rnd.move_stack == ()  # the opponent waits its pace first
        await until(lambda: table.controller.moment is not None, "the opponent's moment")
        assert [str(m) for m in rnd.move_stack] == ["12p1"]
        assert table.scene().layout.region("drawn")[0].card == card("3p1")
        assert table.message.startswith("The opponent laid")
        table.last_scene = table.scene()  # what the page shows now
        slot = table.last_scene.layout.slot_of(card("5p2"), "hand")
        assert slot is not None
        table.click(slot.x + 5, slot.y + 5)  # during the moment: played now
        assert [str(m) for m in rnd.move_stack][:2] == ["12p1", "5p2"]
        assert table.controller.showing is None or table.controller.showing.view.player == 0

    asyncio.run(main())


def test_the_log_waits_for_the_draw_as_the_table_does() -> None:
    # issue 18: during the opponent's moment the log told what the draw would take
    async def main() -> None:
        rnd = Round.from_position(**OPPONENT_TURN)  # type: ignore[arg-type]
        table = TableWidget(rnd, opponent=lambda view, legal: "12p1", pace=0.3)

        def logged() -> str:
            return "".join(o.get("text", "") for o in table.log_output.outputs)

        await until(lambda: table.controller.moment is not None, "the opponent's moment")
        # the play and the card turned over, as the table shows them; not what it takes
        assert "(12p1)" in logged() and "(3p1) from the stock" in logged()
        assert "(3b)" not in logged()
        await until(lambda: table.controller.moment is None, "the draw resolved")
        told = "(3p1) from the stock.\nThe cherry blossom plain 1 captures the curtain (3b)."
        assert told in logged()  # now told
        assert logged().splitlines() == table.controller.log_lines

    asyncio.run(main())


def test_pace_zero_shows_no_moment_and_the_opponent_moves_at_once() -> None:
    rnd = Round.from_position(**OPPONENT_TURN)  # type: ignore[arg-type]
    table = TableWidget(rnd, opponent=lambda view, legal: "12p1", pace=0)
    assert [str(m) for m in rnd.move_stack] == ["12p1"] and table.controller.moment is None
    assert table.message == "Your turn: click a card in the hand to play it."


# --- the widget: options, touch, pointer ----------------------------------------------


def test_options_are_traitlets_that_are_checked_and_redraw() -> None:
    table = TableWidget(choice_round(), pace=0)
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])  # a page shows it
    before = table.redraws
    table.frozen = True
    assert table.redraws == before + 1 and table.message == ""
    assert not any(i.dimmed for i in table.last_scene.cards())  # no marks on a frozen table
    with pytest.raises(ValueError, match="pace=-2"):
        table.pace = -2
    with pytest.raises(ValueError, match="player=5"):
        table.player = 5
    with pytest.raises(ValueError, match="names="):
        table.names = ("only one",)
    table.frozen = False
    table.names = ("Ann", "Ben")
    assert table.message == "Ann's turn: click a card in the hand to play it."
    with pytest.raises(ValueError, match="unknown table region"):
        table.regions = ("hand", "moon")
    table.regions = ("hand", "field")
    assert table.canvas.width == table.last_scene.layout.width
    assert table.last_scene.layout.region("stock") == ()
    seen: list[bool] = []
    table.observe(lambda change: seen.append(change["new"]), "frozen")
    table.frozen = True
    assert seen == [True]


def test_a_tap_plays_a_card_like_a_click() -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0)
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    slot = table.last_scene.layout.slot_of(card("3p2"), "hand")
    x, y = slot.x + slot.w / 2, slot.y + slot.h / 2
    send = table.canvas._handle_frontend_event
    send(None, {"event": "touch_start", "touches": [{"x": x, "y": y}]}, [])
    gold = {i.slot.card for i in table.last_scene.cards() if i.highlight}
    assert gold == {card("3p2"), card("3b")}  # a finger down shows the matches, as hover
    send(None, {"event": "touch_end", "touches": []}, [])
    assert [str(m) for m in rnd.move_stack] == ["3p2"] and rnd.phase is Phase.DECISION


def test_the_pointer_is_a_hand_over_playable_cards_only() -> None:
    table = TableWidget(choice_round(), pace=0)
    table.redraw()
    lay = table.last_scene.layout
    slot = lay.slot_of(card("3p2"), "hand")
    table.hover(slot.x + 3, slot.y + 3)
    assert POINTER_CLASS in table.canvas._dom_classes
    field = lay.slot_of(card("2p1"), "field")
    table.hover(field.x + 3, field.y + 3)
    assert POINTER_CLASS not in table.canvas._dom_classes
    table.hover(-1, -1)
    assert POINTER_CLASS not in table.canvas._dom_classes


def test_every_canvas_message_names_its_canvas_first(sent: list[list]) -> None:
    # issue 18 item 9: a message without its switch, read by a page that did not see the
    # one before (reopened while the kernel runs), broke that page's drawing for good
    names = ipycanvas.canvas.COMMANDS
    table = TableWidget(choice_round(), pace=0)
    atlas = table.atlases[TABLE_CARD_W]
    atlas.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])  # a new page
    table.redraw()
    assert len(sent) == 4  # the atlas, the table, the table again, and again
    canvases = [atlas.canvas, table.canvas, table.canvas, table.canvas]
    for message, canvas in zip(sent, canvases, strict=True):
        assert message[0] == [names["switchCanvas"], [f"IPY_MODEL_{canvas.model_id}"]]


def test_an_answered_exercise_asks_nobody_to_move() -> None:
    # issue 18 item 11: "Opponent to move." showed after an exercise had ended
    from widgets.kit.quiz import PlayExercise

    exercise = PlayExercise("Play", choice_round(), best=["1p1"], why="", pace=0)
    exercise.play("1p1")  # laid; the opponent (no program) would be to move
    table = exercise.table
    assert exercise.feedback is not None and table.frozen
    assert table.round.to_move == 1 and table.message == ""


def test_what_the_play_took_is_marked_in_the_moment_and_after_it() -> None:
    rnd = Round.from_position(hands=("1p1", "7a 12p1"), field="7p1 3p1", deck="3p2 5p1", to_move=1)
    c = TableController(rnd, pace=1, names=("You", "Opponent"), opponent_plays=True)
    c.push("7a")  # takes 7p1; the stock turns over 3p2, which takes 3p1
    c.show_next_moment()
    assert c.message.startswith("The opponent played boar (7a) and took bush clover plain 1 (7p1);")

    def marked() -> set[str]:
        return {i.slot.card.code for i in c.scene().cards() if i.marked and i.slot.card}

    assert marked() == {"7a", "7p1", "3p2"}  # the play and its capture; the card turned over
    c.show_next_moment()
    assert marked() == {"7a", "7p1", "3p2", "3p1"}  # and what the draw took


def test_the_message_line_announces_the_opponents_call_until_your_move() -> None:
    # issue 18: when the opponent called, the message line still said only "Your turn"
    from widgets.table.widget import scripted_opponent

    rnd = Round.from_position(
        hands=("2p1 3p1 5p1", "7a 12p1 9p1"), field="7p1 3p2 4p1 1p1 2p2 8p1 10p1 11p1 5p2 6p2",
        deck="9p2 6p1 8p2 10p2 12p2 4p2", captured=("1r", "10a 6a"), to_move=1,
    )  # fmt: skip
    table = TableWidget(rnd, opponent=scripted_opponent(["7a", "koikoi", "12p1"]), pace=0)
    assert [str(m) for m in rnd.move_stack] == ["7a", "koikoi"]
    assert table.message == (
        "The opponent calls KOI-KOI! Make a yaku and stop: your points are doubled. "
        "Your turn: click a card in the hand to play it."
    )
    table.push("2p1")  # your move; the opponent plays on
    assert rnd.to_move == 0 and table.message == "Your turn: click a card in the hand to play it."
