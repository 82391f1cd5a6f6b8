"""The coach: a clearly best move ranks first, explanations name cards and yaku, the
koi-koi advice weighs the opponent's progress, and the review finds a costly move."""

from __future__ import annotations

import itertools
import random

import pytest

from koikoi import Move, Phase, Round
from koikoi.agents import make_agent, play_round
from koikoi.tutor.coach import explain, hint, rank_moves, review

BUDGET = 600


def ranked(rnd: Round, seed: int = 1):  # type: ignore[no-untyped-def]
    return rank_moves(rnd.view(rnd.to_move), budget=BUDGET, rng=random.Random(seed))


def test_completing_a_yaku_ranks_first_and_is_explained() -> None:
    rnd = Round.from_position(
        hands=("7a 12p1 4p1 5p1", "2p1 3p2 11p1 1p1"),
        field="7p1 12p2 3p1 8p1",
        deck="4p2 5p2 6p1 8p2 10p1 9p1",
        captured=("10a 6a", ""),
    )
    moves = ranked(rnd)
    assert str(moves[0].move) == "7a"
    assert moves[0].expected > moves[1].expected
    assert moves[0].explanation == (
        "Play 7a (boar): it captures 7p1 (bush clover plain 1) and completes inoshikacho "
        "(5 points)."
    )
    assert {str(m.move) for m in moves} == {str(m) for m in rnd.legal_moves()}
    assert [m.expected for m in moves] == sorted((m.expected for m in moves), reverse=True)


def test_taking_the_opponents_last_missing_bright_ranks_first() -> None:
    # The opponent holds the crane and the curtain; the moon is the last bright for their
    # sanko (the phoenix is in our pile). Our 8p1 takes the moon; 5p1 takes a plain.
    rnd = Round.from_position(
        hands=("8p1 5p1 4p1", "8p2 2p1 11p1"),
        field="8b 5p2 3p2",
        deck="6p1 6p2 9p1 9p2 10p1 10p2",
        captured=("12b", "1b 3b"),
    )
    moves = ranked(rnd)
    assert str(moves[0].move) == "8p1"
    assert "blocks the opponent's sanko, which was one card away" in moves[0].explanation
    assert moves[0].explanation.startswith("Play 8p1 (pampas grass plain 1): it captures 8b (moon)")


def test_a_choice_of_two_captures_and_a_drawn_card_are_explained() -> None:
    rnd = Round.from_position(
        hands=("9p1 2p1", "4p1 4p2"),
        field="9a 9p2 3p1",
        deck="3p2 12p1",
        captured=("8b", ""),
    )
    moves = ranked(rnd)
    assert str(moves[0].move) == "9p1>9a"
    assert "completes tsukimi (5 points)" in moves[0].explanation
    after = Round.from_position(
        hands=("2p1", "4p1"), field="3b 3p1", deck="3r", captured=("9a", "")
    )
    after.push("2p1")
    assert after.phase is Phase.DRAW_CHOICE
    best = ranked(after)[0]
    assert str(best.move) == ">3b"
    assert best.explanation == (
        "Take 3b (curtain) with the drawn 3r (cherry poetry ribbon): completes hanami (5 points)."
    )


def test_stop_when_the_opponent_is_one_card_from_tsukimi() -> None:
    rnd = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"),
        field="7p1 9a 12p1",
        deck="5p1 5p2 6p1 6p2",
        captured=("10a 6a", "8b"),
    )
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION
    moves = ranked(rnd)
    assert [str(m.move) for m in moves] == ["stop", "koikoi"]
    stop = moves[0].explanation
    assert stop.startswith("Stop: you win 5 points now (inoshikacho 5).")
    assert "The opponent is one card from tsukimi (needs 9a)" in stop
    assert "The search expects +5.0 points for stop" in stop
    koikoi = moves[1].explanation
    assert koikoi.startswith("Koi-koi: you give up 5 points now to play on with 1 card in hand.")


def test_koikoi_is_advised_with_a_young_hand_and_no_threat() -> None:
    rnd = Round.from_position(
        hands=("7a 1b 3b 8b 2p1 4p1 5p1", "1p1 3p1 8p1 2p2 4p2 5p2 11p1"),
        field="7p1 12p1 1p2 3p2 8p2",
        deck="6p1 6p2 9p1 9p2 10p1 10p2 11r 12p2 4r 5r 2r",
        captured=("10a 6a", ""),
    )
    rnd.push("7a")
    moves = ranked(rnd)
    assert str(moves[0].move) == "koikoi"
    assert "The opponent has no yaku within one card" in moves[0].explanation


def test_hint_is_reproducible_and_names_the_runner_up() -> None:
    rnd = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"),
        field="7p1 3p1",
        deck="4p2 5p1 5p2",
        captured=("10a 6a", ""),
    )
    view = rnd.view(0)
    text = hint(view, budget=200, rng=random.Random(3))
    assert text == hint(view, budget=200, rng=random.Random(3))
    assert text.startswith("Play 7a (boar)") and "next best (12p1)" in text
    assert explain(view, Move.parse("12p1")) == (
        "Play 12p1 (paulownia plain 1): nothing matches it, so it stays on the field."
    )


def test_the_coach_refuses_to_rank_out_of_turn() -> None:
    rnd = Round.deal(seed=2, dealer=0)
    with pytest.raises(ValueError, match="player 1 is not to move"):
        rank_moves(rnd.view(1), budget=50)
    with pytest.raises(ValueError, match="player=2"):
        review(rnd, 2)


def test_the_review_lists_a_costly_move_with_the_better_choice() -> None:
    rnd = Round.from_position(
        hands=("7a 4p1 5p1", "9p1 2p1 3p1"),
        field="7p1 9a 12p1",
        deck="6p1 6p2 10p1 10p2 11r 12p2",
        captured=("10a 6a", "8b"),
    )
    rnd.push("7a")
    rnd.push("koikoi")  # with the opponent one card from tsukimi, and holding 9p1
    play_round(rnd, [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    assert rnd.result is not None and rnd.result.winner == 1 and rnd.result.points == 10
    found = review(rnd, 0, budget=BUDGET, rng=random.Random(5))
    assert found and found[0].number == 1 and found[0].turn == 1
    worst = found[0]
    assert str(worst.played) == "koikoi" and str(worst.better) == "stop" and worst.cost > 5
    assert str(worst).startswith("Turn 1: you called koi-koi; stopping was better by about")
    assert "The opponent is one card from tsukimi (needs 9a)" in str(worst)
    assert all(a.cost >= b.cost for a, b in itertools.pairwise(found))


def test_koikoi_on_the_last_turn_says_what_can_still_happen() -> None:
    """The choice is offered on a player's last turn: for the dealer the opponent still
    plays a turn (a new yaku wins for them, doubled); for the non-dealer, who plays the
    round's last turn, only a drawn round can follow."""
    dealer = Round.from_position(
        hands=("7a", "9p1"), field="7p1 9a", deck="5p1 5p2", captured=("10a 6a", "8b")
    )
    dealer.push("7a")
    koikoi = {str(m.move): m.explanation for m in ranked(dealer)}["koikoi"]
    assert "The opponent still plays a turn: a new or improved yaku wins for them, doubled" in (
        koikoi
    )
    assert "The opponent is one card from tsukimi (needs 9a)" in koikoi
    last = Round.from_position(
        hands=("2p1", "7a"),
        field="7p1 3p1",
        deck="5p1 5p2",
        captured=("", "10a 6a"),
    )
    last.push("2p1")
    last.push("7a")
    assert last.phase is Phase.DECISION and last.to_move == 1
    advice = {str(m.move): m.explanation for m in ranked(last)}
    assert "nobody has a card left, so the round can only end drawn" in advice["koikoi"]
    assert "No card is left in your hand to improve with." in advice["stop"]
