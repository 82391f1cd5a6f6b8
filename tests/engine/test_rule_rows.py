"""Rule statements of docs/rule-coverage.md that an older cited test could not tell from a
small bug (tests/lessons/test_planted_bugs.py plants each bug and sees these fail)."""

from __future__ import annotations

import random

import pytest

from koikoi import Match, Phase, Round, RuleSet, score
from koikoi.match import DealerReason
from koikoi.rules import MATCH_LENGTHS
from tests.engine.test_round_rules import (
    FOUR_PAIRS,
    FOUR_PINES,
    NEUTRAL_FIELD,
    outcome,
    stacked,
)


def _play(match: Match, rng: random.Random) -> None:
    while not match.is_over:
        match.push(rng.choice(match.round.legal_moves()))


@pytest.mark.parametrize("length", [1, *MATCH_LENGTHS])
def test_a_match_plays_every_allowed_number_of_rounds(length: int) -> None:
    match = Match(rounds=length, seed=length)
    _play(match, random.Random(length))
    played = [r for r in match.results if r.reason != "redeal"]
    assert len(played) == length == match.total_rounds
    assert RuleSet(rounds=length).rounds == length


def test_after_a_drawn_round_the_other_player_deals() -> None:
    seen = 0
    for seed in range(60):
        match = Match(rounds=12, seed=seed)
        rng = random.Random(seed)
        while not match.is_over:
            before, index = match.round, len(match.rounds)
            legal = before.legal_moves()
            match.push("koikoi" if "koikoi" in map(str, legal) else rng.choice(legal))
            result = before.result
            if result is None or result.reason == "redeal" or match.is_over:
                continue
            following = match.rounds[index]
            if result.winner is None:
                seen += 1
                assert following.dealer == 1 - before.dealer
                assert match.dealer_reasons[index] == DealerReason.DRAWN_OTHER
            else:
                assert following.dealer == result.winner
    assert seen >= 5, "too few drawn rounds to tell"


@pytest.mark.parametrize("double_at", [1, 5, 6])
def test_teshi_points_are_never_doubled(double_at: int) -> None:
    rules = RuleSet(double_at=double_at)  # 6 points would be doubled as a win by yaku
    deck = stacked(rules, FOUR_PINES, "9a 10a 11b 12b 2r 3r 4r 6a", NEUTRAL_FIELD)
    rnd = Round.deal(deck=deck, dealer=0, rules=rules)
    assert outcome(rnd) == (0, 6, 1, 6, "teshi")
    kuttsuki = stacked(rules, "5a 6a 7a 8b 9a 10a 11b 12b", FOUR_PAIRS, NEUTRAL_FIELD)
    assert outcome(Round.deal(deck=kuttsuki, dealer=0, rules=rules)) == (1, 6, 1, 6, "kuttsuki")


def test_every_turn_plays_a_card_then_draws_while_the_stock_lasts() -> None:
    for seed in range(40):
        rnd = Round.deal(seed=seed)
        rng = random.Random(seed)
        while not rnd.is_over:
            stock, hands = len(rnd.deck), len(rnd.hands[0]) + len(rnd.hands[1])
            player = rnd.to_move
            move = rng.choice(rnd.legal_moves())
            kinds_before = len(rnd.events)
            rnd.push(move)
            if move.kind in ("koikoi", "stop"):
                continue
            if move.kind == "play":
                assert len(rnd.hands[0]) + len(rnd.hands[1]) == hands - 1
            new = [e for e in rnd.events[kinds_before:] if e.player == player]
            if move.kind == "play" and stock and rnd.drawn is None:
                assert len(rnd.deck) == stock - 1, f"no draw after {move}"
                assert any(e.kind == "draw" for e in new), [e.kind for e in new]


def test_the_sake_cup_counts_as_a_plain_under_the_standard_rules() -> None:
    nine = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1"
    assert RuleSet().sake_cup_as_plain
    assert score(f"{nine} 9a").names() == ("kasu",)
    assert score(f"{nine} 9a")["kasu"].points == 1
    assert score(f"{nine} 5p2 9a")["kasu"].points == 2
    # The option decides it: switched off, the cup is an animal only.
    off = RuleSet(sake_cup_as_plain=False)
    assert score(f"{nine} 9a", off).names() == ()
    assert score(f"{nine} 5p2 9a", off)["kasu"].points == 1
    assert score(f"{nine} 5p2 9a", off)["kasu"].cards == score(f"{nine} 5p2", off)["kasu"].cards


def test_yaku_that_share_cards_are_all_counted() -> None:
    """Each yaku is counted on its own and the points are added, even within one class:
    akatan and tan, inoshikacho and tane, and the sake cup in four yaku at once."""
    assert str(score("1r 2r 3r 4r 5r")) == "akatan 5 + tan 1 = 6"
    assert str(score("7a 10a 6a 2a 4a")) == "inoshikacho 5 + tane 1 = 6"
    plains = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1"
    cup = score(f"3b 8b 9a 2a 4a 5a 8a {plains}")
    assert cup.names() == ("hanami", "tsukimi", "tane", "kasu") and cup.total == 12


def test_only_the_winner_scores_in_every_round_of_a_match() -> None:
    for seed in range(10):
        match = Match(rounds=6, seed=seed)
        _play(match, random.Random(seed))
        totals = (0, 0)
        for result, after in zip(match.results, match.running_scores, strict=True):
            gained = (after[0] - totals[0], after[1] - totals[1])
            if result.winner is None:
                assert gained == (0, 0)
            else:
                assert gained[result.winner] == result.points
                assert gained[1 - result.winner] == 0
            totals = after
        assert match.scores == totals


def test_akatan_and_aotan_do_not_grow_under_the_standard_rules() -> None:
    for sets in ("1r 2r 3r", "6r 9r 10r"):
        pile = score(f"{sets} 4r 5r 7r")
        name = "akatan" if sets.startswith("1r") else "aotan"
        assert pile[name].points == 5
        assert pile["tan"].points == 2  # 6 ribbons: tan grows, the set does not


def test_an_empty_stock_skips_the_draw_and_an_empty_hand_its_turn() -> None:
    """All three clauses of the row: the stock runs out while both players still hold
    cards (each later turn is a play without a draw, and play goes on), a player with an
    empty hand is skipped, and the round is exhausted when both hands are empty."""
    rnd = Round.from_position(hands=("2p1 3p1 4p1", "6p1"), field="5p1", deck="8p1")
    rnd.push("2p1")  # plays, then draws the last stock card
    assert len(rnd.deck) == 0 and rnd.to_move == 1
    rnd.push("6p1")  # the stock is empty: a play and no draw; the turn passes
    assert [e.kind for e in rnd.events[-2:]] == ["play", "lay"]
    assert not rnd.is_over and rnd.phase is Phase.PLAY and rnd.to_move == 0
    rnd.push("3p1")  # no draw; player 1's hand is empty: that turn is skipped
    assert [e.kind for e in rnd.events[-3:]] == ["play", "lay", "skip"]
    assert rnd.to_move == 0 and not rnd.is_over
    rnd.push("4p1")
    assert rnd.result is not None and rnd.result.reason == "exhausted"
    assert rnd.result.winner is None and rnd.result.points == 0
