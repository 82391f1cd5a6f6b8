"""The table widget without a browser: clicks change the engine state, messages explain
refusals, the opponent plays, redraws are one recorded canvas message."""

from __future__ import annotations

import asyncio
import random

import ipycanvas.canvas
import pytest

from koikoi import IllegalMoveError, Move, Phase, Round, parse_cards
from koikoi.events import narrate
from tests.widgets.positions import choice_round
from widgets.i18n import sentence_names
from widgets.table.layout import TABLE_CARD_W
from widgets.table.widget import TableWidget, scripted_opponent

# the first draw (8p1) matches 8b and 8a on the field
DRAW_CHOICE = dict(hands=("1p1 2p1", "12p1 12p2"), field="8b 8a 5p1", deck="8p1 11p1 6p1 4p1")


def card(code: str):  # type: ignore[no-untyped-def]
    return parse_cards(code)[0]


def click_card(table: TableWidget, code: str, region: str) -> None:
    """Click the middle of ``code`` where the table last drew it."""
    lay = table.last_scene.layout if table.last_scene else table.layout_now
    slot = lay.slot_of(card(code), region)
    assert slot is not None, f"{code} is not drawn in {region}"
    table.click(slot.x + slot.w / 2, slot.y + slot.h / 2)


def test_a_two_match_card_asks_which_capture_and_the_click_plays_it() -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0)
    table.redraw()
    click_card(table, "7p1", "hand")
    assert (
        rnd.move_stack == ()
        and table.message
        == "Bush clover plain 1 (7p1) matches boar (7a) and bush clover red ribbon (7r): click the"
        " one to capture."
    )
    gold = {i.slot.card.code for i in table.last_scene.cards() if i.highlight and i.slot.card}
    assert gold == {"7a", "7r"}
    click_card(table, "2p1", "field")  # not a match: explained, nothing played
    assert rnd.move_stack == () and "2p1 is not a match for 7p1" in table.message
    click_card(table, "7a", "field")
    assert [str(m) for m in rnd.move_stack] == ["7p1>7a"]
    assert rnd.phase is Phase.DECISION and table.decision_box.layout.display == "flex"
    table.koikoi_button.click()
    assert rnd.koikoi_calls == (1, 0) and table.decision_box.layout.display == "none"


def test_hover_lights_up_the_matches_of_a_hand_card() -> None:
    table = TableWidget(choice_round(), pace=0)
    table.redraw()
    slot = table.last_scene.layout.slot_of(card("3p2"), "hand")
    table.hover(slot.x + 5, slot.y + 5)
    gold = {i.slot.card.code for i in table.last_scene.cards() if i.highlight and i.slot.card}
    assert gold == {"3p2", "3b"}


def test_a_drawn_card_with_two_matches_waits_for_a_click() -> None:
    rnd = Round.from_position(**DRAW_CHOICE)  # type: ignore[arg-type]
    table = TableWidget(rnd, pace=0)
    click_card(table, "1p1", "hand")
    assert rnd.phase is Phase.DRAW_CHOICE and rnd.drawn == card("8p1")
    assert table.last_scene.layout.region("drawn")[0].card == card("8p1")
    assert "drew 8p1: it matches 8b and 8a" in table.message
    click_card(table, "2p1", "hand")  # the hand is not in play now
    assert "8p1 matches 8b and 8a" in table.message and len(rnd.move_stack) == 1
    click_card(table, "8b", "field")
    assert [str(m) for m in rnd.move_stack] == ["1p1", ">8b"]
    assert set(rnd.captured[0]) == {card("8p1"), card("8b")}


def test_wrong_clicks_say_why_and_change_nothing() -> None:
    rnd = choice_round(to_move=1)
    table = TableWidget(rnd, pace=0)
    click_card(table, "7p1", "hand")
    assert "It is the opponent's turn" in table.message and rnd.move_stack == ()
    with pytest.raises(IllegalMoveError, match="not in player 1's hand"):
        table.push("7p1")
    table.push("12p1")
    click_card(table, "3b", "field")
    assert "Play a card from your hand first" in table.message and len(rnd.move_stack) == 1


def test_allowed_moves_refuse_other_moves_with_the_lessons_message() -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0, allowed_moves={"7p1>7a"}, refusal="Capture the boar.")
    table.redraw()
    dim = {i.slot.card.code for i in table.last_scene.cards() if i.dimmed and i.slot.card}
    assert dim == {"3p2", "1p1"}
    click_card(table, "3p2", "hand")
    assert table.message == "Capture the boar." and rnd.move_stack == ()
    click_card(table, "7p1", "hand")
    click_card(table, "7r", "field")
    assert table.message == "Capture the boar." and rnd.move_stack == ()
    with pytest.raises(IllegalMoveError, match="Capture the boar"):
        table.push("7p1>7r")
    click_card(table, "7a", "field")
    assert [str(m) for m in rnd.move_stack] == ["7p1>7a"]

    def no_plains(move: Move) -> bool | str:
        return move.card is None or move.card.kind.name != "PLAIN" or "Not a plain!"

    other = TableWidget(choice_round(), pace=0, allowed_moves=no_plains)
    click_card(other, "1p1", "hand")
    assert other.message == "Not a plain!" and other.round.move_stack == ()


def test_frozen_and_callbacks() -> None:
    frozen = TableWidget(choice_round(), pace=0, frozen=True)
    click_card(frozen, "3p2", "hand")
    assert "frozen" in frozen.message and frozen.round.move_stack == ()

    seen: list[str] = []
    table = TableWidget(
        choice_round(),
        pace=0,
        on_move=lambda move, rnd: seen.append(f"{move} {rnd.phase.value}"),
    )
    click_card(table, "3p2", "hand")
    assert seen == ["3p2 decision"]

    def broken(move: Move, rnd: Round) -> None:
        raise RuntimeError("lesson check exploded")

    table = TableWidget(choice_round(), pace=0, on_move=broken)
    click_card(table, "3p2", "hand")  # the move is made; the error is shown, not swallowed
    assert len(table.round.move_stack) == 1
    assert "on_move callback failed: RuntimeError: lesson check exploded" in table.message
    assert "lesson check exploded" in table.log_output.outputs[-1]["text"]


def test_several_move_callbacks_in_order_and_removable() -> None:
    calls: list[str] = []
    first = lambda move, rnd: calls.append(f"first {move}")  # noqa: E731
    table = TableWidget(choice_round(), pace=0, on_move=first)

    def broken(move: Move, rnd: Round) -> None:
        raise RuntimeError("one callback failed")

    table.on_move(broken)
    table.on_move(lambda move, rnd: calls.append(f"last {move}"))
    table.on_move(first)  # registered once only, like ipywidgets' on_click
    click_card(table, "3p2", "hand")
    assert calls == ["first 3p2", "last 3p2"]  # the broken one did not stop the last
    assert "one callback failed" in table.message
    table.on_move(first, remove=True)
    table.push("koikoi")
    assert calls[2:] == ["last koikoi"]
    with pytest.raises(ValueError, match="must be a function"):
        table.on_move("print")  # type: ignore[arg-type]


def test_an_opponent_that_fails_or_cheats_is_reported() -> None:
    def crash(view, legal):  # type: ignore[no-untyped-def]
        raise KeyError("no idea")

    table = TableWidget(choice_round(to_move=1), opponent=crash, pace=0)
    assert "opponent function failed" in table.message and "KeyError" in table.message
    cheat = TableWidget(
        choice_round(to_move=1),
        opponent=scripted_opponent(["7p1"]),
        pace=0,
    )
    assert "IllegalMoveError" in cheat.message and cheat.round.move_stack == ()


def test_a_whole_round_by_clicks_against_a_random_opponent() -> None:
    rng, me = random.Random(3), random.Random(4)
    rnd = Round.deal(seed=21)
    table = TableWidget(rnd, opponent=lambda view, legal: rng.choice(legal), pace=0)
    table.redraw()
    while not rnd.is_over:
        assert rnd.to_move == 0
        move = me.choice(rnd.legal_moves())
        if move.kind in ("koikoi", "stop"):
            (table.koikoi_button if move.kind == "koikoi" else table.stop_button).click()
            continue
        if move.kind == "play":
            click_card(table, move.card.code, "hand")  # type: ignore[union-attr]
        if move.target is not None:
            click_card(table, move.target.code, "field")
    assert rnd.result is not None and table.message.startswith(
        ("You win", "The opponent wins", "No")
    )
    assert len(table.log_lines) == len(rnd.events)
    replayed = Round.deal(seed=21)
    for move in rnd.move_stack:
        replayed.push(move)
    assert replayed.result == rnd.result


def test_a_redraw_is_one_canvas_message_with_a_sprite_per_card(sent: list[list]) -> None:
    rnd = Round.deal(seed=5)
    table = TableWidget(rnd, pace=0)
    sent.clear()
    table.redraw()
    assert len(sent) == 1
    names = ipycanvas.canvas.COMMANDS
    commands = sent[0]
    draws = [c for c in commands if c[0] == names["drawImage"]]
    assert len(draws) == len(table.last_scene.layout.slots) == 8 + 8 + 8 + 3
    texts = [c[1][0] for c in commands if c[0] == names["fillText"]]
    assert "Opponent" in texts and "stock 24" in texts
    switch = [c for c in commands if c[0] == names["switchCanvas"]]
    assert switch[0][1][0] == f"IPY_MODEL_{table.canvas.model_id}"


def test_a_connecting_page_gets_the_atlas_then_the_table(sent: list[list]) -> None:
    table = TableWidget(Round.deal(seed=5), pace=0)
    assert sent == []  # nothing is drawn before a page connects
    atlas = table.atlases[TABLE_CARD_W]
    atlas.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert atlas.drawn and len(sent) == 2  # the atlas, then the table from it
    switch = ipycanvas.canvas.COMMANDS["switchCanvas"]
    assert sent[0][0] == [switch, [f"IPY_MODEL_{atlas.canvas.model_id}"]]
    before = table.redraws
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert table.redraws == before + 1


def test_replay_steps_through_a_recorded_round() -> None:
    rng = random.Random(9)
    recorded = Round.deal(seed=8)
    while not recorded.is_over:
        recorded.push(rng.choice(recorded.legal_moves()))
    table = TableWidget(Round.deal(seed=1), pace=0)
    table.replay(recorded)
    assert table.round.move_stack == () and table.replay_box.layout.display == "flex"
    click_card(table, table.round.hands[0][0].code, "hand")
    assert "replays a round" in table.message and table.round.move_stack == ()
    for _ in recorded.move_stack:
        table.next()
    assert table.next() is None and table.round.result == recorded.result
    assert table.previous() == recorded.move_stack[-1]
    assert len(table.round.move_stack) == len(recorded.move_stack) - 1
    names = sentence_names(table.names)  # the default opponent as a common noun
    assert table.log_lines == tuple(narrate(table.round.events, names))
    table.set_round(Round.deal(seed=2))
    assert table.replay_box.layout.display == "none"
    with pytest.raises(ValueError, match=r"call table\.replay"):
        table.next()


def test_hot_seat_when_the_opponents_hand_is_open() -> None:
    rnd = choice_round(to_move=1)
    table = TableWidget(rnd, show_opponent_hand=True, pace=0)
    table.redraw()
    assert table.last_scene.layout.slot_of(card("12p1"), "opponent_hand") is not None
    click_card(table, "12p1", "opponent_hand")
    assert [str(m) for m in rnd.move_stack] == ["12p1"]


def test_paced_opponent_runs_on_the_event_loop_and_shows_the_draw() -> None:
    async def main() -> list[str]:
        rnd = choice_round(to_move=1)
        table = TableWidget(rnd, opponent=scripted_opponent(["12p1"]), pace=0.02)
        assert rnd.move_stack == ()  # not played at once: after `pace`
        seen = []
        for _ in range(100):
            await asyncio.sleep(0.005)
            drawn = table.last_scene.layout.region("drawn") if table.last_scene else ()
            if drawn:
                seen.append(f"drawn {drawn[0].card}")
            if rnd.to_move == 0 and table.controller.moment is None:
                break
        seen.append(table.message)
        return seen

    seen = asyncio.run(main())
    assert "drawn 4p1" in seen  # the drawn card was shown beside the stock for a moment
    assert seen[-1] == "Your turn: click a card in the hand to play it."


def test_bad_arguments_are_named() -> None:
    rnd = Round.deal(seed=1)
    with pytest.raises(ValueError, match="pace=-1"):
        TableWidget(rnd, pace=-1)
    with pytest.raises(ValueError, match="player=2"):
        TableWidget(rnd, player=2)
    with pytest.raises(ValueError, match=r"needs a koikoi\.Round"):
        TableWidget("1b 2b")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown table region"):
        TableWidget(rnd, regions={"hand", "moon"})


def test_the_decision_prompt_gives_the_points_a_stop_would_score() -> None:
    """Base points and what stopping now pays, doubled as the engine doubles it (issue 23:
    «por 7» read as if stopping paid 7 when it paid 14)."""
    shiko_next = {"hands": ("12b 1p1", "2p1 2p2"), "field": "12p1", "captured": ("1b 3b 8b", "")}
    table = TableWidget(Round.from_position(deck="4p1 6p1 9p1 10p1", **shiko_next), pace=0)
    table.push("12b")
    said = table.message
    table.push("stop")
    result = table.round.result
    assert result is not None and (result.base, result.points) == (8, 16)
    assert said.startswith("Your yaku add up to 8 base points (16 if you stop now): call koi-koi")
