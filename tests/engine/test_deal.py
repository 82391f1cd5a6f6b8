"""Deal batches and the first dealer, asked of koikoi.deal by the engine and the lessons."""

from __future__ import annotations

import random

import pytest

from koikoi import Card, Round, RuleSet, mask_of
from koikoi.deal import choose_dealer, deal_batches, dealer_of


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_deal_batches_give_each_seat_eight_cards_as_the_round_deals(preset: str) -> None:
    rules = RuleSet.preset(preset)
    batches = deal_batches(rules)
    assert all(b.stop - b.start == rules.deal_batch for b in batches)
    assert [b.start for b in batches] == list(range(0, 24, rules.deal_batch))
    rnd = Round.deal(rules, seed=5)
    if rnd.is_over:  # a round decided at the deal still holds its dealt cards
        return
    order = rnd.to_dict()["deck"].split()
    seats = {"dealer": [], "nondealer": [], "field": []}
    for seat, start, stop in batches:
        seats[seat] += order[start:stop]
    assert mask_of(seats["dealer"]) == mask_of(rnd.hands[rnd.dealer])
    assert mask_of(seats["nondealer"]) == mask_of(rnd.hands[1 - rnd.dealer])
    assert mask_of(seats["field"]) == mask_of(rnd.field)


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_choose_dealer_decides_as_dealer_of(preset: str) -> None:
    rules = RuleSet.preset(preset)
    for seed in range(40):
        drawn = choose_dealer(rules, random.Random(seed))
        *ties, last = drawn.draws
        assert all(dealer_of(rules, a, b) is None for a, b in ties)
        assert dealer_of(rules, *last) == drawn.dealer


def test_dealer_of_breaks_a_month_tie_by_class_only_where_the_rules_say() -> None:
    bright, plain = Card.parse("12b"), Card.parse("12p1")
    assert dealer_of(RuleSet(), bright, plain) is None
    by_class = RuleSet(dealer_selection="earlier-month-then-class")
    assert dealer_of(by_class, plain, bright) == 1
