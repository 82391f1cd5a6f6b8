"""Player views: everything a player may see of a round, and nothing else."""

from __future__ import annotations

import dataclasses

import pytest

from koikoi import DECK, Phase, PlayerView, Round, parse_cards


def setup() -> Round:
    return Round.from_position(
        hands=("2p1 5p1", "3p1 4p1 6p1"),
        field="7p1 7p2 5p2",
        deck="7a 8p1 12p1",
        captured=("10a", "9a"),
    )


def test_a_view_holds_the_public_table_and_the_own_hand() -> None:
    rnd = setup()
    mine, theirs = rnd.view(0), rnd.view(1)
    assert mine.hand == parse_cards("2p1 5p1") and theirs.hand == parse_cards("3p1 4p1 6p1")
    assert mine.field == theirs.field == rnd.field and mine.captured == rnd.captured
    assert (mine.opponent_hand_size, theirs.opponent_hand_size) == (3, 2)
    assert mine.stock_size == 3 and mine.phase is Phase.PLAY and mine.drawn is None
    assert mine.is_my_turn and not theirs.is_my_turn
    assert [str(m) for m in mine.legal_moves] == ["2p1", "5p1"] and theirs.legal_moves == ()
    assert mine.score(1).total == 0 and mine.opponent == 1


def test_unseen_cards_are_the_opponents_hand_the_stock_and_cards_out_of_play() -> None:
    view = setup().view(0)
    visible = {*view.hand, *view.field, *view.captured[0], *view.captured[1]}
    assert set(view.unseen()) == set(DECK) - visible
    assert set(parse_cards("3p1 4p1 6p1 7a 8p1 12p1")) <= set(view.unseen())


def test_a_view_has_no_field_for_the_opponents_hand_or_the_stock_order() -> None:
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"hands", "deck", "stock", "opponent_hand"}
    rnd = setup()
    view = rnd.view(0)
    for value in (getattr(view, name) for name in names):
        assert value != rnd.hands[1] and value != rnd.deck


def test_views_in_a_draw_choice_a_decision_and_at_the_end() -> None:
    rnd = setup()
    rnd.push("2p1")
    mine, theirs = rnd.view(0), rnd.view(1)
    assert mine.phase is Phase.DRAW_CHOICE and mine.drawn == theirs.drawn == parse_cards("7a")[0]
    assert [str(m) for m in mine.legal_moves] == [">7p1", ">7p2"] and theirs.legal_moves == ()
    assert mine.events[-1].kind == "draw" and mine.events == theirs.events
    for move in (">7p1", "3p1", "5p1"):  # 5p1 takes 5p2, the last draw lays 12p1
        rnd.push(move)
    theirs = rnd.view(1)
    assert theirs.is_my_turn and theirs.stock_size == 0 and theirs.opponent_hand_size == 0
    assert [str(m) for m in theirs.legal_moves] == ["4p1", "6p1"]
    rnd.push("4p1")  # player 0 has no cards left: skipped
    assert rnd.view(1).is_my_turn and rnd.view(1).events[-1].kind == "skip"
    rnd.push("6p1")
    over = rnd.view(1)
    assert over.result.reason == "exhausted" and not over.is_my_turn and over.legal_moves == ()


def test_view_of_a_finished_round_keeps_the_opponents_hand_hidden() -> None:
    rnd = Round.from_position(hands=("7a 2p1", "4p1 5p1"), field="7p1", captured=("10a 6a", ""))
    rnd.push("7a")
    rnd.push("stop")
    view = rnd.view(0)
    assert view.result.points == 5 and view.legal_moves == () and not view.is_my_turn
    assert view.hand == parse_cards("2p1") and view.opponent_hand_size == 2
    assert not set(parse_cards("4p1 5p1")) & {c for e in view.events for c in e.cards}


def test_view_needs_a_player() -> None:
    with pytest.raises(ValueError, match="player=2 must be player 0 or 1"):
        setup().view(2)
