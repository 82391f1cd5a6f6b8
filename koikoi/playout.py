"""Fast play-outs: rounds played to their end straight on :class:`koikoi.state.State`,
with no event log, by a move policy of :mod:`koikoi.policies`.

:func:`rollout` is how the strong agent (:mod:`koikoi.agents.search`) and the coach value
a move; :func:`playout` plays uniformly random moves (a baseline, and the tests' check
that the fast path follows the rules of :class:`koikoi.Round`).

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

from .policies import policy_move, random_move
from .state import OVER, State

__all__ = ["playout", "random_move", "rollout"]


def playout(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> State:
    """Play ``state`` to its end with the moves of :func:`~koikoi.policies.random_move`, in
    place; returns it (its ``result`` tells the outcome)."""
    while state.phase != OVER:
        random_move(state, rng, koikoi_probability)
    return state


def rollout(state: State, rng: random.Random) -> State:
    """Play ``state`` to its end with :func:`~koikoi.policies.policy_move`, in place;
    returns it."""
    while state.phase != OVER:
        policy_move(state, rng)
    return state
