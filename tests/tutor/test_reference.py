"""koikoi.tutor.reference: example piles, points in words and round points, all asked of
the engine, for every profile."""

from __future__ import annotations

import pytest

from koikoi import RuleSet, score
from koikoi.tutor.reference import (
    example_pile,
    points_text,
    round_point_examples,
    scoring_yaku,
    value_text,
)
from koikoi.yaku import YAKU_NAMES


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_example_pile_makes_exactly_its_yaku(preset: str) -> None:
    rules = RuleSet.preset(preset)
    for name in scoring_yaku(rules):
        pile = example_pile(name, rules)
        assert score(pile, rules, month=1).names() == (name,), (preset, name)
        for card in pile:  # smallest: without any one card the yaku is gone
            rest = [c for c in pile if c != card]
            assert name not in score(rest, rules, month=1).names(), (preset, name, card)


def test_example_pile_passes_over_cards_completing_another_yaku() -> None:
    assert [c.code for c in example_pile("tan")] == ["1r", "2r", "4r", "5r", "6r"]


def test_example_pile_of_a_yaku_that_does_not_score_is_refused() -> None:
    with pytest.raises(ValueError, match="yaku 'akatan-aotan' does not score under these rules"):
        example_pile("akatan-aotan")
    with pytest.raises(ValueError, match="'sparrow' does not score"):
        example_pile("sparrow")


def test_points_text_follows_the_options() -> None:
    assert points_text("kasu", RuleSet().replace(kasu_min=8, sake_cup_as_plain=False)) == (
        "1 at 8 plains, +1 per further plain"
    )
    assert points_text("hanami", RuleSet().replace(viewing_yaku=False)) == "—"
    assert points_text("inoshikacho", RuleSet().replace(inoshikacho_extends=True)) == (
        "5, +1 per further animal"
    )
    assert [points_text(n) for n in YAKU_NAMES].count("—") == 2  # akatan-aotan, tsuki-fuda
    with pytest.raises(ValueError, match="unknown yaku 'sparrow'"):
        points_text("sparrow")


def test_value_text() -> None:
    assert [value_text(v) for v in (True, False, 7, ("field", "dealer"))] == [
        "yes",
        "no",
        "7",
        "field, dealer",
    ]


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_round_points_are_played_by_the_engine(preset: str) -> None:
    """Doubling at 7 and against a caller, as each profile's options say."""
    rules = RuleSet.preset(preset)
    for e in round_point_examples(rules):
        doubled = (2 if e.base >= rules.double_at else 1) * (2 if e.caller else 1)
        assert (e.multiplier, e.points) == (doubled, e.base * doubled), (preset, e)
    no_doubling = RuleSet().replace(double_at=0, koikoi_double="none")
    assert {e.points for e in round_point_examples(no_doubling)} == {5, 8}
