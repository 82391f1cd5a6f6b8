"""Rule statements of docs/rule-coverage.md that an older cited test could not tell from a
small bug (tests/lessons/test_planted_bugs.py plants each bug and sees these fail)."""

from __future__ import annotations

import random

import pytest

from koikoi import Match, Round, RuleSet, score
from koikoi.match import DealerReason
from koikoi.rules import MATCH_LENGTHS
from tests.engine.test_round_rules import FOUR_PINES, NEUTRAL_FIELD, outcome, stacked


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
    assert score(f"{nine} 9a").names() == ("kasu",)
    assert score(f"{nine} 9a")["kasu"].points == 1
    assert score(f"{nine} 5p2 9a")["kasu"].points == 2


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
