"""Fast play-outs: random rounds straight on :class:`koikoi.state.State`, no event log.

Used by computer opponents and the coach to estimate the value of a move. The rules are
the ones of :class:`~koikoi.state.State` (every move goes through its ``play``,
``choose_draw``, ``koikoi`` and ``stop``); this module only chooses the moves.

>>> import random
>>> from koikoi.deal import deal_state, shuffled_deck
>>> from koikoi.result import Reason
>>> from koikoi.rules import RuleSet
>>> rng = random.Random(3)
>>> state = playout(deal_state(RuleSet(), shuffled_deck(rng)), rng)
>>> state.result.reason in Reason
True
"""

from __future__ import annotations

import random

from .state import DECISION, DRAW_CHOICE, MONTH_OF, OVER, PLAY, State, choice_targets


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


def playout(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> State:
    """Play ``state`` to its end with the moves of :func:`random_move`, in place; returns
    it (its ``result`` tells the outcome)."""
    while state.phase != OVER:
        random_move(state, rng, koikoi_probability)
    return state
