"""The coach: a clearly best move ranks first, explanations name cards and yaku, the
koi-koi advice weighs the opponent's progress, and the review finds a costly move."""

from __future__ import annotations

import itertools
import random
import tomllib
from pathlib import Path
from typing import Any

import pytest

from koikoi import Move, Phase, Round
from koikoi.agents import make_agent, play_round
from koikoi.tutor.coach import explain, hint, rank_moves, review
from tests.tutor.positions import (
    boar_completes_inoshikacho,
    costly_koikoi_played_out,
    dealers_last_choice,
    nondealers_last_choice,
    opponent_one_card_from_tsukimi,
    young_hand_facing_tsukimi,
)

BUDGET = 600


def ranked(rnd: Round, seed: int = 1):  # type: ignore[no-untyped-def]
    return rank_moves(rnd.view(rnd.to_move), budget=BUDGET, rng=random.Random(seed))


CASES = tomllib.loads((Path(__file__).parent / "coach_cases.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES["case"], ids=[c["id"] for c in CASES["case"]])
def test_the_best_play_ranks_first_and_is_explained(case: dict[str, Any]) -> None:
    """A clearly best play (``coach_cases.toml``) ranks first by its margin, and one
    move's explanation reads word for word."""
    rnd = Round.from_position(
        hands=tuple(case["hands"]), field=case["field"], deck=case["deck"],
        captured=tuple(case["captured"]),
    )  # fmt: skip
    moves = ranked(rnd)
    assert str(moves[0].move) == case["best"]
    assert moves[0].expected - moves[1].expected > case["ahead_by"]
    assert {str(m.move): m.explanation for m in moves}[case["explained"]] == case["explanation"]
    assert {str(m.move) for m in moves} == {str(m) for m in rnd.legal_moves()}
    assert [m.expected for m in moves] == sorted((m.expected for m in moves), reverse=True)


def test_a_drawn_card_with_a_choice_is_explained() -> None:
    after = Round.from_position(
        hands=("2p1", "4p1"), field="3b 3p1", deck="3r", captured=("9a", "")
    )
    after.push("2p1")
    assert after.phase is Phase.DRAW_CHOICE
    best = ranked(after)[0]
    assert str(best.move) == ">3b"
    assert best.explanation == (
        "Take the curtain (3b) with the drawn card, the cherry poetry ribbon (3r): completes "
        "hanami (5 points)."
    )


def test_stop_when_the_opponent_is_one_card_from_tsukimi() -> None:
    moves = ranked(opponent_one_card_from_tsukimi())
    assert [str(m.move) for m in moves] == ["stop", "koikoi"]
    stop = moves[0].explanation
    assert stop.startswith("Stop: you win 5 points now (inoshikacho 5).")
    assert "The opponent needs only the sake cup (9a) for tsukimi" in stop
    assert "Expected points: +5.0 for stop" in stop
    koikoi = moves[1].explanation
    assert koikoi.startswith("Koi-koi: you give up 5 points now to play on with 1 card in hand.")


def test_koikoi_is_advised_with_a_young_hand_and_no_threat() -> None:
    young = boar_completes_inoshikacho(
        hands=("7a 1b 3b 8b 2p1 4p1 5p1", "1p1 3p1 8p1 2p2 4p2 5p2 11p1"),
        field="7p1 12p1 1p2 3p2 8p2",
        deck="6p1 6p2 9p1 9p2 10p1 10p2 11r 12p2 4r 5r 2r",
        opponent_pile="",
    )
    moves = ranked(young)
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
    assert text.startswith("Play the boar (7a)")
    assert "next best, the paulownia plain 1 (12p1):" in text
    assert explain(view, Move.parse("12p1")) == (
        "Play the paulownia plain 1 (12p1): nothing matches it, so it stays on the field."
    )


def test_the_coach_refuses_to_rank_out_of_turn() -> None:
    rnd = Round.deal(seed=2, dealer=0)
    with pytest.raises(ValueError, match="player 1 is not to move"):
        rank_moves(rnd.view(1), budget=50)
    with pytest.raises(ValueError, match="player=2"):
        review(rnd, 2)


def test_the_review_lists_a_costly_move_with_the_better_choice() -> None:
    rnd = costly_koikoi_played_out()  # koi-koi with the opponent one card from tsukimi
    assert rnd.result is not None and rnd.result.winner == 1 and rnd.result.points == 10
    found = review(rnd, 0, budget=BUDGET, rng=random.Random(5))
    assert found and found[0].number == 1 and found[0].turn == 1
    worst = found[0]
    assert str(worst.played) == "koikoi" and str(worst.better) == "stop" and worst.cost > 5
    assert str(worst).startswith("Turn 1: you called koi-koi; stopping was better by about")
    assert "The opponent needs only the sake cup (9a) for tsukimi" in str(worst)
    assert all(a.cost >= b.cost for a, b in itertools.pairwise(found))


def test_koikoi_on_the_last_turn_says_what_can_still_happen() -> None:
    """The choice is offered on a player's last turn: for the dealer the opponent still
    plays a turn (a new yaku wins for them, doubled); for the non-dealer, who plays the
    round's last turn, only a drawn round can follow."""
    koikoi = {str(m.move): m.explanation for m in ranked(dealers_last_choice())}["koikoi"]
    assert "The opponent still plays a turn: a new or improved yaku wins for them, doubled" in (
        koikoi
    )
    assert "The opponent needs only the sake cup (9a) for tsukimi" in koikoi
    advice = {str(m.move): m.explanation for m in ranked(nondealers_last_choice())}
    assert "nobody has a card left, so the round can only end drawn" in advice["koikoi"]
    assert "No card is left in your hand to improve with." in advice["stop"]


def test_stop_with_a_young_hand_when_the_opponent_is_one_card_from_a_yaku() -> None:
    # Koi-koi arithmetic: five cards still in hand, but the opponent (holding the moon)
    # needs only the sake cup for tsukimi: going on risks 5 points for about one more.
    moves = ranked(young_hand_facing_tsukimi())
    assert [str(m.move) for m in moves] == ["stop", "koikoi"]
    assert "The opponent needs only the sake cup (9a) for tsukimi" in moves[0].explanation
    assert moves[0].expected - moves[1].expected > 1


def _round_following_every_hint(seed: int, budget: int) -> tuple[Round, list[Move]]:
    """Player 0 asks for a hint at every choice and plays it; a greedy player 1."""
    rnd = Round.deal(seed=seed, dealer=0)
    opponent = make_agent("greedy", seed=seed)
    hinted: list[Move] = []
    while not rnd.is_over:
        view = rnd.view(rnd.to_move)
        if rnd.to_move == 1:
            rnd.push(opponent.choose(view, view.legal_moves))
            continue
        hint(view, budget=budget)
        move = rank_moves(view, budget=budget)[0].move
        hinted.append(move)
        rnd.push(move)
    return rnd, hinted


@pytest.mark.parametrize("seed", [3, 11])
def test_the_review_never_flags_a_move_the_hint_advised(seed: int) -> None:
    # The review's budget differs from the hints': it must reuse their searches anyway.
    rnd, hinted = _round_following_every_hint(seed, budget=300)
    assert hinted
    assert review(rnd, 0, budget=BUDGET, threshold=0.0, limit=len(rnd.move_stack)) == []


def test_a_flagged_mistake_exceeds_its_error_and_names_its_cards() -> None:
    rnd = costly_koikoi_played_out()
    worst = review(rnd, 0, budget=BUDGET, rng=random.Random(5))[0]
    assert worst.error > 0 and worst.cost > 2 * worst.error
    assert f"better by about {worst.cost:.1f} ± {worst.error:.1f} points" in str(worst)
    played = Round.deal(seed=8, dealer=0)
    play_round(played, [make_agent("greedy", seed=1), make_agent("random", seed=2)])
    flagged = review(played, 1, budget=BUDGET, threshold=0.0, limit=99)
    assert flagged and all(item.cost > 2 * item.error for item in flagged)


def test_the_review_names_the_cards_of_the_moves() -> None:
    rnd = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1", deck="4p2 5p1 5p2 6p1",
        captured=("10a 6a", ""),
    )  # fmt: skip
    rnd.push("12p1")  # leaves the boar's capture (and inoshikacho) unplayed
    while not rnd.is_over:
        rnd.push(rnd.legal_moves()[0])
    first = next(item for item in review(rnd, 0, budget=BUDGET) if item.number == 0)
    assert str(first.played) == "12p1" and str(first.better) == "7a"
    text = str(first)
    assert text.startswith(
        "Turn 1: you played the paulownia plain 1 (12p1); the boar (7a) was better by about"
    ), text


def test_a_hint_gives_its_margin_with_the_error_or_says_the_moves_are_as_good() -> None:
    clear = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1", deck="4p2 5p1 5p2",
        captured=("10a 6a", ""),
    )  # fmt: skip
    text = hint(clear.view(0), budget=BUDGET)
    found = rank_moves(clear.view(0), budget=BUDGET)  # the same search, reused
    ahead = found[0].expected - found[1].expected
    assert f"next best, the paulownia plain 1 (12p1): better by {ahead:.1f} ± " in text
    # Two plains of the same month to take: no play-out can tell them apart.
    twins = Round.from_position(
        hands=("10a 3p1", "2p1 4p1"), field="10p1 10p2 5p1", deck="4p2 5p2 6p1 6p2",
    )  # fmt: skip
    text = hint(twins.view(0), budget=BUDGET)
    assert "is just as good." in text or "is small enough to be chance." in text, text
