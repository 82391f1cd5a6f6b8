"""Round points (koikoi.points): the examples of the rules, once for every caller."""

from __future__ import annotations

import pytest

from koikoi import (
    DECK,
    Doubling,
    Exhaustion,
    Round,
    RoundPoints,
    RuleSet,
    exhausted_round,
    round_points,
)

STANDARD = RuleSet()


def test_a_base_under_double_at_against_a_caller_is_doubled_once() -> None:
    # tsukimi 5, doubled to 10 because the loser had called koi-koi
    assert round_points(5, STANDARD, loser_called=True) == RoundPoints(5, 2, 10, Doubling.KOIKOI)


def test_base_8_against_a_caller_scores_8_x2_x2() -> None:
    assert round_points(8, STANDARD, loser_called=True) == RoundPoints(
        8, 4, 32, Doubling.BIG | Doubling.KOIKOI
    )


@pytest.mark.parametrize("base", range(0, 40))
@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_multipliers_stack_to_x4_at_most(base: int, preset: str) -> None:
    rules = RuleSet.preset(preset)
    for called in (False, True):
        for last in (False, True):
            won = round_points(base, rules, loser_called=called, loser_called_last=last)
            assert won.multiplier in (1, 2, 4) and won.points == base * won.multiplier
            assert won.multiplier == 2 ** len(won.doubled)  # each doubling is named


def test_the_doublings_are_named() -> None:
    assert round_points(7, STANDARD).doubled == Doubling.BIG
    assert round_points(6, STANDARD, loser_called=True).doubled == Doubling.KOIKOI
    never = STANDARD.replace(koikoi_double="none")
    assert round_points(6, never, loser_called=True).doubled == Doubling.NONE
    latest = STANDARD.replace(koikoi_double="latest-call-by-loser")
    assert round_points(6, latest, loser_called=True, loser_called_last=False).doubled == (
        Doubling.NONE
    )


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_an_exhausted_round_is_what_the_engine_ends_it_with(preset: str) -> None:
    """exhausted_round() answers for the round: both hands run out after a koi-koi call."""
    rules = RuleSet.preset(preset).replace(koikoi_limit="player")
    position = {"hands": ("7a", "4p1"), "field": "7p1 3p1", "deck": "6p1 6p2 9p1 9p2"}
    rnd = Round.from_position(
        **position, captured=("10a 6a", "11p1"), rules=rules, dealer=1, to_move=0
    )
    rnd.push("7a")  # inoshikacho 5
    view = rnd.view(0)
    told = view.exhausted_round(calling=True)
    rnd.push("koikoi")
    rnd.push("4p1")
    result = rnd.result
    assert result is not None and result.reason == "exhausted"
    assert (told.winner, told.points.points) == (result.winner, result.points)
    expected = {
        "standard": Exhaustion.DRAWN,
        "wikihow": Exhaustion.DRAWN,
        "labsk": Exhaustion.DEALER,
        "wikipedia-es": Exhaustion.CALLER,
    }[preset]
    assert told.by == expected
    assert exhausted_round(rules, dealer=1, last_caller=None, held=0, other_called=False).by == (
        Exhaustion.DEALER if rules.exhausted_dealer_points else Exhaustion.DRAWN
    )


def test_double_at_is_read_from_the_rules() -> None:
    assert round_points(6, STANDARD).multiplier == 1
    assert round_points(7, STANDARD).multiplier == 2
    assert round_points(5, STANDARD.replace(double_at=5)).points == 10
    assert round_points(50, STANDARD.replace(double_at=0)).multiplier == 1


def test_koikoi_double_follows_the_rule_set() -> None:
    latest = STANDARD.replace(koikoi_double="latest-call-by-loser")
    assert round_points(5, latest, loser_called=True, loser_called_last=False).multiplier == 1
    assert round_points(5, latest, loser_called=True, loser_called_last=True).multiplier == 2
    never = STANDARD.replace(koikoi_double="none")
    assert round_points(5, never, loser_called=True).multiplier == 1


def test_the_round_scores_a_win_with_round_points() -> None:
    rnd = Round.from_position(
        hands=("3b", "1p1"),
        field="3p1",
        captured=("1b 1p2 8b 8p1 12b 12p1", "2p1"),
        koikoi_calls=(0, 1),
    )
    rnd.push("3b")  # shiko 8; the opponent's call used the round's one call: it ends here
    result = rnd.result
    assert result is not None
    assert (result.base, result.multiplier, result.points) == round_points(
        8, STANDARD, loser_called=True
    )[:3]


def test_a_dealt_hand_scores_its_points_with_no_multipliers() -> None:
    # teshi: the dealer is dealt all four cards of January (one batch of 8 cards each)
    first = "1b 1r 1p1 1p2 2a 3b 4a 5a  6a 7a 8b 9a 10a 11b 12b 2r  3r 4r 5r 6r 7r 9r 10r 11a"
    dealt = first.split()
    deck = dealt + [card.code for card in DECK if card.code not in dealt]
    for points in (6, 4, 9):
        rules = STANDARD.replace(
            dealt_hand_points=points, deal_batch=8, deal_order=("dealer", "nondealer", "field")
        )
        result = Round.deal(rules, deck=" ".join(deck)).result
        assert result is not None and result.reason == "teshi" and result.winner == 0
        assert (result.base, result.multiplier, result.points) == (points, 1, points)


def test_every_reason_is_a_string_and_explained() -> None:
    import json

    from koikoi import Reason
    from koikoi.result import REASONS

    assert set(REASONS) == set(Reason)
    for reason in Reason:
        assert reason == reason.value and json.dumps(reason) == f'"{reason.value}"'
