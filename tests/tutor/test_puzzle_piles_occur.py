"""Curated round puzzles show piles a real round can hold (issue 23): a round whose hands
were played out has most of the deck captured, never eight cards in all. The bounds come
from the engine's own numbers of cards (a dealt round's deck, hands, field and stock)."""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass

import pytest

from koikoi import DECK, Round, RuleSet
from koikoi.cards import MONTH_MASKS, Card
from koikoi.deal import deal_result, deal_state, shuffled_deck
from koikoi.policies import capture_move
from koikoi.result import Reason
from koikoi.state import OVER
from koikoi.tutor.puzzles import Puzzle, curated

RULES = RuleSet()


@dataclass(frozen=True)
class Counts:
    """The numbers of cards of a standard round, as the engine deals one."""

    deck: int
    hand: int
    field: int
    stock: int
    months: int
    per_month: int

    @property
    def stock_at_end(self) -> int:
        """Cards still in the stock when both hands are played out: one is drawn per turn,
        and each player has one turn per card in hand."""
        return self.stock - 2 * self.hand

    @property
    def most_on_the_field(self) -> int:
        """The most cards the field can hold at the end: a card laid on the field has no
        card of its month there (it would capture), so each month holds one card, except
        months dealt two or three at once (a dealt whole month is redealt) and never taken."""
        dealt_months = math.ceil(self.field / (self.per_month - 1))
        return self.months + self.field - dealt_months

    @property
    def fewest_captured_at_end(self) -> int:
        """The fewest cards both piles hold together when the hands are played out."""
        return self.deck - self.stock_at_end - self.most_on_the_field

    @property
    def most_captured(self) -> int:
        """The most cards both piles can ever hold: the stock is never drawn below its end."""
        return self.deck - self.stock_at_end


def engine_counts() -> Counts:
    rnd = Round.deal(seed=1, rules=RULES)
    return Counts(
        deck=len(DECK),
        hand=len(rnd.hands[0]),
        field=len(rnd.field),
        stock=len(rnd.deck),
        months=len(MONTH_MASKS),
        per_month=MONTH_MASKS[0].bit_count(),
    )


COUNTS = engine_counts()
ROUNDS = [p for p in curated(8) if p.is_round]


def _name(puzzle: Puzzle) -> str:
    return f"{puzzle.ending}-{len(puzzle.pile)}-{len(puzzle.opponent)}"


def test_the_counts_are_the_engines() -> None:
    """The numbers the bounds use, and the premise that a dealt whole month is redealt."""
    assert len({len(h) for h in Round.deal(seed=2, rules=RULES).hands}) == 1
    assert COUNTS.deck == 2 * COUNTS.hand + COUNTS.field + COUNTS.stock
    whole_month = MONTH_MASKS[0] | (MONTH_MASKS[1] & -MONTH_MASKS[1])
    result = deal_result(RULES, (0, 0), whole_month)
    assert result is not None and result.reason == Reason.REDEAL
    assert COUNTS.fewest_captured_at_end > 20  # far more than the 8 the lesson once showed


def test_simulated_played_out_rounds_respect_the_bound() -> None:
    """The bound holds in rounds the engine plays out (it is a bound, not a guess)."""
    rng = random.Random("played-out piles")
    seen = 0
    for _ in range(400):
        state = deal_state(RULES, shuffled_deck(rng), dealer=rng.randrange(2))
        while state.phase != OVER:
            capture_move(state, rng, 0.9)
        assert state.result is not None
        if state.result.reason == Reason.EXHAUSTED:
            seen += 1
            captured = sum(pile.bit_count() for pile in state.captured)
            assert COUNTS.fewest_captured_at_end <= captured <= COUNTS.most_captured
            assert len(state.deck) - state.deck_pos == COUNTS.stock_at_end
    assert seen >= 20


def _odd_months(pile: tuple[Card, ...]) -> list[int]:
    counts = Counter(card.month for card in pile)
    return sorted(month for month, n in counts.items() if n % 2)


@pytest.mark.parametrize("puzzle", ROUNDS, ids=_name)
def test_round_piles_are_made_of_captures(puzzle: Puzzle) -> None:
    """A capture takes two (or four) cards of one month, so each pile holds an even number
    of every month, and both piles together no more than ever leaves the stock."""
    for pile in puzzle.piles():
        assert not _odd_months(pile), f"{puzzle}: months {_odd_months(pile)} are odd"
    assert len(puzzle.pile) + len(puzzle.opponent) <= COUNTS.most_captured


@pytest.mark.parametrize("puzzle", [p for p in ROUNDS if p.ending == Reason.EXHAUSTED], ids=_name)
def test_played_out_rounds_show_piles_large_enough_to_occur(puzzle: Puzzle) -> None:
    captured = len(puzzle.pile) + len(puzzle.opponent)
    assert captured >= COUNTS.fewest_captured_at_end, (
        f"{puzzle}: {captured} cards captured, but at least {COUNTS.fewest_captured_at_end} "
        "are when both hands are played out"
    )


def test_lesson_8_has_played_out_rounds_to_check() -> None:
    assert sum(p.ending == Reason.EXHAUSTED for p in ROUNDS) >= 2
