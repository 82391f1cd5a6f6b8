"""The table's parts alone, without a browser: the controller (what input means), the
opponent driver (time and stale decisions), the replay, touch taps and the options as
traitlets."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor

import ipycanvas.canvas
import pytest

from koikoi import Move, Phase, Round, parse_cards
from koikoi.view import PlayerView
from widgets.table.controller import TableController
from widgets.table.driver import OpponentDriver
from widgets.table.layout import TABLE_CARD_W
from widgets.table.replay import Replay
from widgets.table.view import POINTER_CLASS
from widgets.table.widget import TableWidget

CHOICE = dict(
    hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
    field="7a 7r 3b 2p1 5p1",
    deck="4p1 11p1 6p1 8p1 8p2",
    captured=("10a 6a 9a", ""),
)


def card(code: str):  # type: ignore[no-untyped-def]
    return parse_cards(code)[0]


async def until(condition, what: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2000):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"timed out waiting for {what}")


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


@pytest.fixture
def sent() -> Iterator[list[list]]:
    """Every canvas message sent (each a list of draw commands), by any canvas manager
    (a table's canvases have their own)."""
    manager = ipycanvas.canvas._CanvasManager
    messages: list[list] = []
    original = manager._send_custom
    manager._send_custom = lambda self, command, buffers=[]: messages.append(command)  # type: ignore[method-assign]
    yield messages
    manager._send_custom = original  # type: ignore[method-assign]


# --- the controller -------------------------------------------------------------------


def test_a_second_click_on_a_card_that_must_choose_keeps_it_chosen_and_says_so() -> None:
    # issue 20 item 9: a double-click used to unselect it without a word
    c = TableController(Round.from_position(**CHOICE))  # type: ignore[arg-type]
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
    c = TableController(Round.from_position(**CHOICE))  # type: ignore[arg-type]
    assert c.choices_of(card("7p1")) == (card("7a"), card("7r"))
    assert c.choices_of(card("3p2")) == ()  # one match: no choice
    assert c.playable(card("3p2")) and not c.playable(card("12p1"))
    c.frozen = True
    assert not c.playable(card("3p2")) and c.prompt() == ""  # nobody is asked to move


def test_a_play_queues_the_drawn_card_as_a_moment_and_input_skips_it() -> None:
    rnd = Round.from_position(**CHOICE)  # type: ignore[arg-type]
    c = TableController(rnd, pace=0.5, names=("You", "Opponent"))
    c.push("3p2")  # takes 3b; then 4p1 is drawn and laid
    assert len(c.moments) == 1
    moment = c.moments[0]
    assert moment.state.drawn == card("4p1") and card("4p1") not in moment.state.field
    assert moment.message == "You drew 4p1 from the stock…" and moment.seconds == 0.5
    assert card("4p1") in rnd.field  # the round itself has moved on
    c.settle()
    assert c.moments == [] and c.moment is None
    c.pace = 0
    c.push("koikoi")
    assert c.moments == []  # pace 0: nothing to show


def test_moves_on_the_round_itself_are_caught_up_once() -> None:
    rnd = Round.from_position(**CHOICE)  # type: ignore[arg-type]
    c = TableController(rnd)
    version = c.version
    rnd.push("3p2")
    c.click(None)
    assert "changed outside the table" in c.message and c.version > version
    assert c.log_lines == [e.describe(c.names) for e in rnd.events]


# --- the replay -----------------------------------------------------------------------


def test_replay_steps_and_stops_at_both_ends() -> None:
    recorded = Round.from_position(**CHOICE)  # type: ignore[arg-type]
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
        rnd = Round.from_position(**CHOICE | {"to_move": 1})  # type: ignore[arg-type]
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
        rnd = Round.from_position(**CHOICE | {"to_move": 1})  # type: ignore[arg-type]
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

    rnd = Round.from_position(**CHOICE | {"to_move": 1})  # type: ignore[arg-type]
    driver = OpponentDriver(
        crash, apply=rnd.push, failed=lambda p, e: failures.append(f"{p} {e!r}")
    )
    driver.schedule(rnd, player=0, pace=0)
    assert failures == ["1 KeyError('no idea')"] and not driver.thinking


# --- the widget: options, touch, pointer ----------------------------------------------


def test_options_are_traitlets_that_are_checked_and_redraw() -> None:
    table = TableWidget(Round.from_position(**CHOICE), pace=0)  # type: ignore[arg-type]
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
    rnd = Round.from_position(**CHOICE)  # type: ignore[arg-type]
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
    table = TableWidget(Round.from_position(**CHOICE), pace=0)  # type: ignore[arg-type]
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
    table = TableWidget(Round.from_position(**CHOICE), pace=0)  # type: ignore[arg-type]
    atlas = table.atlases[TABLE_CARD_W]
    atlas.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])  # a new page
    table.redraw()
    assert len(sent) == 4  # the atlas, the table, the table again, and again
    canvases = [atlas.canvas, table.canvas, table.canvas, table.canvas]
    for message, canvas in zip(sent, canvases, strict=True):
        assert message[0] == [names["switchCanvas"], [f"IPY_MODEL_{canvas.model_id}"]]
