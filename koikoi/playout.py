"""Fast play-outs: random rounds straight on :class:`koikoi.state.State`, no event log.

Used by computer opponents and the coach to estimate the value of a move. The rules are
the ones of :class:`~koikoi.state.State`; nothing here decides a rule.
"""

from __future__ import annotations

import random

from .state import DECISION, DRAW_CHOICE, MONTH_OF, OVER, PLAY, State, bits


def random_move(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> None:
    """Apply one uniformly random legal move (koi-koi with ``koikoi_probability``)."""
    phase = state.phase
    if phase == PLAY:
        cards = bits(state.hands[state.to_move])
        card = cards[int(rng.random() * len(cards))]
        matches = state.field & MONTH_OF[card]
        target = -1
        if matches.bit_count() == 2:
            target = (matches & -matches).bit_length() - 1
            if rng.random() < 0.5:
                target = (matches ^ (1 << target)).bit_length() - 1
        state.play(card, target)
    elif phase == DRAW_CHOICE:
        matches = state.field & MONTH_OF[state.pending]
        target = (matches & -matches).bit_length() - 1
        if rng.random() < 0.5:
            target = (matches ^ (1 << target)).bit_length() - 1
        state.choose_draw(target)
    elif phase == DECISION:
        if rng.random() < koikoi_probability:
            state.koikoi()
        else:
            state.stop()


def playout(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> State:
    """Play ``state`` to its end with random moves, in place; returns it."""
    while state.phase != OVER:
        random_move(state, rng, koikoi_probability)
    return state
