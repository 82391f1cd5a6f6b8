"""Dealing a round and choosing the first dealer, per rule set (docs/rules.md §2-3)."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .cards import DECK, MONTH_MASKS, Card
from .i18n import Translator
from .result import Reason
from .rules import RuleSet, Seat
from .scoring import dealt_hand_yaku, has_whole_month, pair_months
from .state import MaskResult, State

_ = Translator("koikoi")


def shuffled_deck(rng: random.Random) -> list[int]:
    """A shuffled order of the 48 card indices, drawn from ``rng``.

    A Fisher-Yates shuffle on ``rng.random()`` (cheaper than ``rng.shuffle``, whose
    exact integer draws cost more; the float's rounding bias is below 2**-47).
    """
    order = list(range(48))
    draw = rng.random
    i = 47
    for n in _SIZES:
        j = int(draw() * n)
        order[i], order[j] = order[j], order[i]
        i -= 1
    return order


_SIZES = tuple(range(48, 1, -1))


class DealBatch(NamedTuple):
    """One batch of the deal: deck positions ``start`` to ``stop - 1`` go to ``seat``."""

    seat: Seat
    start: int
    stop: int


def deal_batches(rules: RuleSet) -> tuple[DealBatch, ...]:
    """The deal of 24 cards in the rules' ``deal_batch`` and ``deal_order``, batch by
    batch; the cards from position 24 on are the stock.

    >>> deal_batches(RuleSet())[:4]  # doctest: +NORMALIZE_WHITESPACE
    (DealBatch(seat='nondealer', start=0, stop=2), DealBatch(seat='field', start=2, stop=4),
     DealBatch(seat='dealer', start=4, stop=6), DealBatch(seat='nondealer', start=6, stop=8))
    """
    return _batches(rules.deal_batch, rules.deal_order)


@functools.lru_cache(maxsize=32)
def _batches(batch: int, order: tuple[Seat, ...]) -> tuple[DealBatch, ...]:
    out = []
    position = 0
    while position < 24:
        for seat in order:
            out.append(DealBatch(seat, position, position + batch))
            position += batch
    return tuple(out)


@functools.lru_cache(maxsize=32)
def _seat_positions(batch: int, order: tuple[Seat, ...]) -> tuple[tuple[int, ...], ...]:
    """The deck positions dealt to the dealer, the non-dealer and the field."""
    seats: dict[str, list[int]] = {"dealer": [], "nondealer": [], "field": []}
    for seat, start, stop in _batches(batch, order):
        seats[seat].extend(range(start, stop))
    return tuple(tuple(seats[seat]) for seat in ("dealer", "nondealer", "field"))


def deal_state(rules: RuleSet, order: Sequence[int], *, dealer: int = 0, month: int = 1) -> State:
    """Deal ``order`` (48 card indices, first dealt first) in the rules' batches and order;
    the 24 cards left, in order, are the stock (the first of them is drawn first).

    The dealer plays first. A round decided at the deal (teshi, kuttsuki, void deal) comes
    back already over, with its result.
    """
    if len(order) != 48 or set(order) != _INDICES:
        raise ValueError("a deck order must hold each of the 48 cards exactly once")
    dealt = []
    for positions in _seat_positions(rules.deal_batch, rules.deal_order):
        mask = 0
        for position in positions:
            mask |= 1 << order[position]
        dealt.append(mask)
    dealer_hand, other_hand, field = dealt
    hands = (dealer_hand, other_hand) if dealer == 0 else (other_hand, dealer_hand)
    state = State(
        rules, hands=hands, field=field, deck=order[24:], dealer=dealer, to_move=dealer, month=month
    )
    result = deal_result(rules, hands, field)
    if result is not None:
        state.end_at_deal(result)
    return state


_INDICES = frozenset(range(48))


def deal_result(rules: RuleSet, hands: Sequence[int], field: int) -> MaskResult | None:
    """The result of a deal decided before play, or None when play starts.

    The field is checked first *(choice: the rules do not order the checks)*: a field
    that voids the deal voids it even when a hand holds teshi or kuttsuki.

    A field holding a whole month (or, where the rules say so, four pairs) or two
    qualifying hands make a void deal (``Reason.REDEAL``); one hand with teshi or kuttsuki wins
    ``rules.dealt_hand_points`` at once, with no multipliers.
    """
    if has_whole_month(field) or (
        rules.redeal_field_four_pairs and field.bit_count() == 8 and pair_months(field) == 4
    ):
        return _VOID
    if not rules.dealt_hand_points:
        return None
    kinds = [dealt_hand_yaku(hand) for hand in hands]
    if kinds[0] and kinds[1]:
        return _VOID
    for player, kind in enumerate(kinds):
        if kind:
            points = rules.dealt_hand_points
            return MaskResult(player, points, 1, points, Reason(kind), hands[player])
    return None


_VOID = MaskResult(None, 0, 1, 0, Reason.REDEAL, 0)


@dataclass(frozen=True, slots=True)
class DealerDraw:
    """How the first dealer was chosen: the cards each player drew, round by round."""

    draws: tuple[tuple[Card, Card], ...]
    dealer: int

    def __str__(self) -> str:
        shown = "; ".join(
            _("player 0 {first}, player 1 {second}", first=a, second=b) for a, b in self.draws
        )
        return _("{draws}: player {dealer} deals", draws=shown, dealer=self.dealer)


def choose_dealer(rules: RuleSet, rng: random.Random) -> DealerDraw:
    """Choose the first dealer per ``rules.dealer_selection``, drawing from ``rng``.

    ``earlier-month``: each draws a card, the earlier month deals, the same month draws
    again; ``earlier-month-then-class`` breaks a same-month tie by class (bright > animal >
    ribbon > plain); ``one-per-month``: one card of each month, each takes one, the one
    nearer January deals.
    """
    draws: list[tuple[Card, Card]] = []
    while True:
        if rules.dealer_selection == "one-per-month":
            months = rng.sample(range(12), 2)
            first, second = (DECK[_lowest(MONTH_MASKS[m])] for m in months)
        else:
            first, second = (DECK[i] for i in rng.sample(range(48), 2))
        draws.append((first, second))
        dealer = dealer_of(rules, first, second)
        if dealer is not None:
            return DealerDraw(tuple(draws), dealer)


def dealer_of(rules: RuleSet, first: Card, second: Card) -> int | None:
    """Who deals when players 0 and 1 drew ``first`` and ``second``, per
    ``rules.dealer_selection``: the earlier month (ties broken by class, bright first,
    under ``earlier-month-then-class``); None when the draw is a tie: draw again.

    >>> dealer_of(RuleSet(), Card.parse("11b"), Card.parse("3p2"))
    1
    >>> dealer_of(RuleSet(), Card.parse("12b"), Card.parse("12p1")) is None
    True
    """
    by_class = rules.dealer_selection == "earlier-month-then-class"
    a = (first.month, first.kind if by_class else 0)
    b = (second.month, second.kind if by_class else 0)
    if a == b:
        return None
    return 0 if a < b else 1


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1
