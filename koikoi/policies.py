"""Move policies for play-outs: each applies one move to a :class:`koikoi.state.State`.

They only choose moves; the rules are those of the state (every move goes through its
``play``, ``choose_draw``, ``koikoi`` and ``stop``), and every random choice is drawn from
the injected ``rng``. :mod:`koikoi.playout` plays a round to its end with them.

- :func:`random_move`: uniformly random (the fast baseline play-out);
- :func:`policy_move`: a beginner who knows the cards: it prefers plays that capture
  valuable cards or raise its yaku total, takes cards that would raise the opponent's,
  lays its least valuable card when nothing captures, and calls koi-koi only early in the
  round (the strong agent's and the coach's play-outs);
- :func:`capture_move`: a random capture when there is one, most of the time (the rounds
  from which scoring puzzles are generated).
"""

from __future__ import annotations

import random

from .cards import ANIMALS, BRIGHTS, DECK, RIBBONS
from .state import DECISION, DRAW_CHOICE, MONTH_OF, PLAY, State, bits, choice_targets


def random_move(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> None:
    """Apply one random legal move: a uniformly random hand card (and, when it must
    choose, a uniformly random capture), a random capture for the drawn card, koi-koi
    with ``koikoi_probability``. Does nothing once the round is over."""
    phase = state.phase
    if phase == PLAY:
        hand = state.hands[state.to_move]
        skip = int(rng.random() * hand.bit_count())
        while skip:
            hand &= hand - 1
            skip -= 1
        card = (hand & -hand).bit_length() - 1
        targets = state.field & MONTH_OF[card]
        if targets and targets.bit_count() == 2:  # as choice_targets(): choose one
            low = targets & -targets
            state.play(card, (low if rng.random() < 0.5 else targets ^ low).bit_length() - 1)
        else:
            state.play(card, -1)
    elif phase == DRAW_CHOICE:
        targets = choice_targets(state.field, state.pending)
        low = targets & -targets
        state.choose_draw((low if rng.random() < 0.5 else targets ^ low).bit_length() - 1)
    elif phase == DECISION:
        if rng.random() < koikoi_probability:
            state.koikoi()
        else:
            state.stop()


# --- the beginner's policy ------------------------------------------------------------

_SPECIAL = {"9a": 4, "6a": 3, "7a": 3, "10a": 3, "1r": 3, "2r": 3, "3r": 3, "6r": 3, "9r": 3}
CARD_VALUE: tuple[int, ...] = tuple(
    _SPECIAL.get(
        card.code,
        5 if card.mask & BRIGHTS else 2 if card.mask & (ANIMALS | RIBBONS) else 1,
    )
    for card in DECK
)
"""A rough worth of each card index for play-outs: brights 5, the sake cup 4, cards of
inoshikacho and the ribbon sets 3, other animals and ribbons 2, plains 1."""

YAKU_WEIGHT = 6  # per point the capture adds to the mover's yaku total
DENY_WEIGHT = 3  # per point the captured cards would add to the opponent's total
EXPLORE = 0.1  # chance of a uniformly random play
KOIKOI_CHANCE = 0.5  # chance of koi-koi while the hand still holds 5 cards or more


SCORING = BRIGHTS | ANIMALS | RIBBONS
"""The cards that count toward yaku other than kasu."""


def mask_value(mask: int) -> int:
    """The summed :data:`CARD_VALUE` of the cards in ``mask``."""
    value = 0
    while mask:
        low = mask & -mask
        value += CARD_VALUE[low.bit_length() - 1]
        mask ^= low
    return value


_TAKEN: dict[int, tuple[int, int]] = {}
"""By ``matches | card << 48``: the cards the play of ``card`` takes with it and their
value (:func:`_taken`; at most a few hundred keys)."""


def _taken(card: int, matches: int) -> tuple[int, int]:
    """The cards a play of ``card`` onto its field ``matches`` puts in the pile (the more
    valuable of two), and their value."""
    taken = (1 << better_target(matches) if matches.bit_count() == 2 else matches) | 1 << card
    return taken, mask_value(taken)


def better_target(matches: int) -> int:
    """Of two matching field cards, the index of the more valuable one."""
    first = (matches & -matches).bit_length() - 1
    second = (matches ^ (1 << first)).bit_length() - 1
    return first if CARD_VALUE[first] >= CARD_VALUE[second] else second


def play(state: State, rng: random.Random, explore: float = EXPLORE) -> None:
    """The beginner's play in :data:`PLAY` (see :func:`policy_move`); ``explore`` is the
    chance of a uniformly random card."""
    player = state.to_move
    hand = state.hands[player]
    field = state.field
    if rng.random() < explore:
        cards = bits(hand)
        card = cards[int(rng.random() * len(cards))]
        matches = field & MONTH_OF[card]
        state.play(card, better_target(matches) if matches.bit_count() == 2 else -1)
        return
    pile, other = state.captured[player], state.captured[1 - player]
    total = state.total
    base = other_base = -1
    best, best_value = -1, 0
    cheapest: list[int] = []
    cheapest_value = 99
    while hand:
        low = hand & -hand
        card = low.bit_length() - 1
        hand ^= low
        matches = field & MONTH_OF[card]
        if matches:
            known = _TAKEN.get(matches | card << 48)
            if known is None:
                known = _TAKEN[matches | card << 48] = _taken(card, matches)
            taken, value = known
            if taken & SCORING:  # plains alone hardly move a yaku total
                if base < 0:
                    base, other_base = state.totals[player], total(other)
                value += YAKU_WEIGHT * (total(pile | taken) - base)
                value += DENY_WEIGHT * (total(other | taken) - other_base)
            if value > best_value:
                best, best_value = card, value
        else:
            worth = CARD_VALUE[card]
            if worth < cheapest_value:
                cheapest, cheapest_value = [card], worth
            elif worth == cheapest_value:
                cheapest.append(card)
    if best < 0:
        best = cheapest[int(rng.random() * len(cheapest))]
    matches = field & MONTH_OF[best]
    state.play(best, better_target(matches) if matches.bit_count() == 2 else -1)


def policy_move(state: State, rng: random.Random) -> None:
    """Apply one move of the beginner's policy (see the module's docstring): the strong
    agent's and the coach's play-outs."""
    phase = state.phase
    if phase == PLAY:
        play(state, rng)
    elif phase == DRAW_CHOICE:
        state.choose_draw(better_target(state.field & MONTH_OF[state.pending]))
    elif phase == DECISION:
        decide(state, rng)


def decide(state: State, rng: random.Random) -> None:
    """The beginner's koi-koi or stop in :data:`DECISION` (see :func:`policy_move`)."""
    player = state.to_move
    young = state.hands[player].bit_count() >= 5 and state.totals[player] < 7
    if young and rng.random() < KOIKOI_CHANCE:
        state.koikoi()
    else:
        state.stop()


# --- captures first --------------------------------------------------------------------

CAPTURE_CHANCE = 0.85  # chance of choosing among the capturing cards when there are any


def capture_move(state: State, rng: random.Random, koikoi_probability: float) -> None:
    """Apply one plausible move: with chance :data:`CAPTURE_CHANCE` a uniformly random
    card among those that capture (when any does), else any hand card; a random capture
    when the card must choose; koi-koi with ``koikoi_probability``."""
    phase = state.phase
    if phase == PLAY:
        hand = bits(state.hands[state.to_move])
        captures = [c for c in hand if state.field & MONTH_OF[c]]
        if captures and rng.random() < CAPTURE_CHANCE:
            hand = captures
        card = rng.choice(hand)
        targets = bits(state.field & MONTH_OF[card])
        state.play(card, rng.choice(targets) if len(targets) == 2 else -1)
    elif phase == DRAW_CHOICE:
        state.choose_draw(rng.choice(bits(state.field & MONTH_OF[state.pending])))
    elif phase == DECISION:
        if rng.random() < koikoi_probability:
            state.koikoi()
        else:
            state.stop()
