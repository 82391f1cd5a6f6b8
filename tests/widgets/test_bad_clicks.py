"""Bad clicks on the table widget, fuzzed from many reachable positions in every preset:
a wrong click says why and changes nothing (the engine's bad-input tests are in
tests/engine/test_bad_input.py, whose positions and helpers these reuse).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from koikoi import Card, IllegalMoveError, Phase, Round, RuleSet
from tests.engine.test_bad_input import expect, positions, snapshot
from widgets.table.widget import TableWidget

PRESETS = RuleSet.PRESETS


# --- TableWidget clicks -------------------------------------------------------------------


def felt_point(table: TableWidget) -> tuple[float, float]:
    """A point on the table where no card lies."""
    lay = table.last_scene.layout if table.last_scene else table.layout_now
    for y in range(2, lay.height, 7):
        for x in range(2, lay.width, 7):
            if lay.hit(x, y) is None:
                return x, y
    raise AssertionError("no empty felt")


def centre(table: TableWidget, region: str, index: int = 0) -> tuple[float, float] | None:
    lay = table.last_scene.layout if table.last_scene else table.layout_now
    slots = lay.region(region)
    if not slots:
        return None
    slot = slots[index % len(slots)]
    return slot.x + slot.w / 2, slot.y + slot.h / 2


def wrong_clicks(table: TableWidget) -> Iterator[tuple[str, tuple[float, float], str]]:
    """(what, where, pattern the message must match) for clicks that must not move."""
    rnd = table.round
    if rnd.is_over:
        for region in ("hand", "field", "stock", "opponent_hand"):
            where = centre(table, region)
            if where:
                yield region, where, "The round is over"
        yield "felt", felt_point(table), "The round is over"
        return
    if rnd.to_move != table.player:
        for region in ("hand", "field", "opponent_hand", "pile"):
            where = centre(table, region)
            if where:
                yield region, where, "It is the opponent's turn: their moves come from table.push"
        return
    if rnd.phase is Phase.DECISION:
        for region in ("hand", "field", "stock"):
            where = centre(table, region)
            if where:
                yield region, where, "Choose with the buttons"
        yield "felt", felt_point(table), "No card there. Your yaku add up to"
        return
    if rnd.phase is Phase.DRAW_CHOICE:
        drawn = rnd.drawn
        for region in ("hand", "opponent_hand", "stock", "pile"):
            where = centre(table, region)
            if where:
                yield region, where, f"The drawn card {drawn} matches"
        lay = table.last_scene.layout if table.last_scene else table.layout_now
        others = [s for s in lay.region("field") if s.card not in rnd.matches(drawn)]  # type: ignore[arg-type]
        if others:
            yield (
                "other field card",
                (others[0].x + 5, others[0].y + 5),
                "click the one it captures",
            )
        return
    yield "felt", felt_point(table), "No card there. Your turn"
    for region, pattern in [
        ("field", "Play a card from your hand first"),
        ("opponent_hand", "That is the opponent's hand: play a card from yours"),
        ("stock", "The stock is drawn by itself"),
        ("pile", "Captured cards stay in their pile"),
        ("opponent_pile", "Captured cards stay in their pile"),
    ]:
        where = centre(table, region)
        if where:
            yield region, where, pattern


def test_wrong_clicks_in_random_positions_say_why_and_change_nothing() -> None:
    seen_phases = set()
    for number, rnd in enumerate(positions(per_preset=12, seed=8)):
        player = rnd.to_move if number % 3 else 1 - rnd.to_move
        table = TableWidget(rnd, player=player, pace=0)
        table.redraw()
        before = snapshot(rnd)
        clicks = list(wrong_clicks(table))
        assert clicks
        for what, (x, y), pattern in clicks:
            table.click(x, y)
            assert re.search(re.escape(pattern), table.message), (what, rnd.phase, table.message)
            assert snapshot(rnd) == before, what
        seen_phases.add((rnd.phase, rnd.to_move == player))
        if rnd.phase is not Phase.DECISION:
            for button, word in ((table.koikoi_button, "koikoi"), (table.stop_button, "stop")):
                button.click()
                assert f"{word} is not a choice now" in table.message
        for bad in [(None, 3), ("10", 10), (float("nan"), [1])]:
            message = expect(ValueError, lambda b=bad, t=table: t.click(*b))  # type: ignore[misc]
            assert f"click({bad[0]!r}, {bad[1]!r})" in message
        for given in ("zz", None):
            message = expect(ValueError, lambda g=given, t=table: t.push(g))  # type: ignore[misc]
            assert repr(given) in message and table.message == message
        assert snapshot(rnd) == before
    assert {phase for phase, _ in seen_phases} == set(Phase)


def test_a_frozen_table_and_a_replay_refuse_clicks_and_buttons() -> None:
    decision = Round.from_position(
        hands=("3p2 1p1", "12p1 12p2"), field="3b 5p1", deck="4p1 11p1", captured=("9a", "")
    )
    decision.push("3p2")
    assert decision.phase is Phase.DECISION
    frozen = TableWidget(decision, pace=0, frozen=True)
    before = snapshot(decision)
    for x, y in [felt_point(frozen), centre(frozen, "hand"), centre(frozen, "field")]:
        frozen.click(x, y)
        assert "frozen" in frozen.message
    for button in (frozen.koikoi_button, frozen.stop_button):
        button.click()
        assert "frozen" in frozen.message
    assert snapshot(decision) == before

    table = TableWidget(Round.deal(seed=1), pace=0)
    table.replay(decision)
    table.next()
    assert table.round.phase is Phase.DECISION
    shown = snapshot(table.round)
    table.stop_button.click()
    assert "replays a round" in table.message and snapshot(table.round) == shown
    assert "replaying a round" in expect(IllegalMoveError, lambda: table.push("stop"))
    assert table.next() is None  # the recording has no more moves: nothing slipped in
    assert snapshot(table.round) == shown


def test_a_hot_seat_click_on_the_waiting_hand_names_whose_turn_it_is() -> None:
    rnd = Round.from_position(
        hands=("7p1 3p2", "12p1 12p2"), field="7a 2p1", deck="4p1 11p1", to_move=1
    )
    table = TableWidget(rnd, pace=0, show_opponent_hand=True)
    table.redraw()
    table.click(*centre(table, "hand"))  # type: ignore[misc]
    assert table.message == (
        "It is the opponent's turn: play a card from the opponent's hand (at the top)."
    )
    assert rnd.move_stack == ()


def test_moves_made_on_the_round_behind_the_tables_back_are_caught_up() -> None:
    rnd = Round.from_position(
        hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
        field="7a 7r 3b 2p1 5p1",
        deck="4p1 11p1 6p1 8p1 8p2",
    )
    table = TableWidget(rnd, pace=0)
    table.redraw()
    slot = table.last_scene.layout.slot_of(Card.parse("7p1"), "hand")
    table.click(slot.x + 5, slot.y + 5)  # selects 7p1: two matches
    assert "click the one to capture" in table.message
    target = table.last_scene.layout.region("field")[0]  # 7a, where it was drawn
    for move in ("7p1>7a", "12p1"):  # a notebook cell plays on the round itself
        rnd.push(move)
    before = snapshot(rnd)
    table.click(target.x + 5, target.y + 5)
    assert "The round changed outside the table" in table.message
    assert snapshot(rnd) == before
    assert len(table.log_lines) == len(rnd.events)
    played = Card.parse("7p1")
    shown = table.last_scene.layout  # the table redrew the round as it is now
    assert shown.slot_of(played, "hand") is None and shown.slot_of(played, "pile") is not None
