"""The public helpers the round's split gave the engine: dealing a deck order, the one
validation module, and the yaku table's derived facts."""

from __future__ import annotations

import random

import pytest

from koikoi import DECK, Match, Round, RuleSet
from koikoi.deal import choose_dealer, shuffled_deck
from koikoi.validation import check_month, check_player, check_seed, is_whole_number
from koikoi.yaku import YAKU_RULES, YAKU_TABLE, requirements, yaku_value_table


def test_a_deck_order_deals_as_the_same_stacked_deck() -> None:
    for seed in range(20):
        order = shuffled_deck(random.Random(seed))
        by_order = Round.from_deck_order("wikihow", order, dealer=1, month=3)
        stacked = Round.deal("wikihow", deck=[DECK[i] for i in order], dealer=1, month=3)
        assert by_order.to_dict() == stacked.to_dict()
        assert by_order.result == stacked.result


@pytest.mark.parametrize(
    "order",
    [list(range(47)), [0, *range(47)], [True, *range(1, 48)], [float(i) for i in range(48)]],
)
def test_a_bad_deck_order_is_refused_naming_it(order: list[object]) -> None:
    with pytest.raises(ValueError, match=r"^order=.* must hold each card index from 0 to 47"):
        Round.from_deck_order(None, order)  # type: ignore[arg-type]


def test_a_deck_order_is_not_a_set() -> None:
    with pytest.raises(ValueError, match="must be in draw order"):
        Round.from_deck_order(None, set(range(48)))  # type: ignore[arg-type]


def test_a_match_deals_its_rounds_from_its_seed_as_before() -> None:
    """The one random.Random(seed) draws the dealer, then shuffles the first deal."""
    for seed in range(10):
        match = Match("labsk", rounds=2, seed=seed)
        rng = random.Random(seed)
        draw = choose_dealer(RuleSet.preset("labsk"), rng)
        first = Round.from_deck_order("labsk", shuffled_deck(rng), dealer=draw.dealer)
        assert match.dealer_draw == draw
        assert match.rounds[0].to_dict() == first.to_dict()


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None])
def test_only_an_int_that_is_not_a_bool_is_a_whole_number(value: object) -> None:
    assert not is_whole_number(value)
    assert is_whole_number(0) and is_whole_number(-3)


def test_the_shared_checks_name_the_input() -> None:
    for bad, check, words in (
        (True, lambda v: check_player("dealer", v), "dealer=True must be player 0 or 1"),
        (2, lambda v: check_player("to_move", v), "to_move=2 must be player 0 or 1"),
        (0, check_month, "month=0 must be a month number from 1 to 12"),
        (False, check_month, "month=False must be a month number"),
        (1.5, check_seed, "seed=1.5 must be a whole number"),
        (2**128, check_seed, "is out of range"),
    ):
        with pytest.raises(ValueError, match=words):
            check(bad)
    check_seed(None)
    check_month(12)


def test_the_yaku_table_lists_every_option_that_changes_a_yaku() -> None:
    """Changing an option a row does not list leaves that yaku's clauses and value alone
    (the table's ``options`` are what editors and texts can rely on)."""
    numbers = {"goko", "shiko", "ame_shiko", "sanko", "inoshikacho", "akatan", "aotan"}
    numbers |= {"akatan_aotan", "hanami", "tsukimi", "tsuki_fuda", "tane_min", "tan_min"}
    numbers |= {"kasu_min"}
    switches = {"inoshikacho_extends", "ribbon_sets_extend", "viewing_yaku"}
    switches |= {"sake_cup_as_plain"}
    base = RuleSet()
    for option in sorted(numbers | switches):
        changed = base.replace(**{option: (not getattr(base, option)) if option in switches else 3})
        for rule in YAKU_TABLE:
            same = (
                rule.clauses(base, 1) == rule.clauses(changed, 1)
                and rule.value_under(base) == rule.value_under(changed)
                and rule.growth(base) == rule.growth(changed)
            )
            assert same or option in rule.options, (rule.name, option)


def test_requirements_and_values_are_fresh_dicts() -> None:
    first = requirements("standard")
    first.pop("goko")
    assert "goko" in requirements("standard")
    values = yaku_value_table(None)
    values["goko"] = 0
    assert yaku_value_table(None)["goko"] == YAKU_RULES["goko"].value_under(RuleSet()) == 10
