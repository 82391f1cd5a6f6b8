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
from collections.abc import Callable

from .policies import decide, policy_move, random_move
from .policies import play as policy_play
from .state import DECISION, OVER, PLAY, State

__all__ = ["Decide", "playout", "random_move", "rollout"]


def playout(state: State, rng: random.Random, koikoi_probability: float = 0.5) -> State:
    """Play ``state`` to its end with the moves of :func:`~koikoi.policies.random_move`, in
    place; returns it (its ``result`` tells the outcome)."""
    while state.phase != OVER:
        random_move(state, rng, koikoi_probability)
    return state


Decide = Callable[[State, random.Random], None]
"""A move of a play-out in one phase (a koi-koi or stop decision, a play)."""


def rollout(
    state: State, rng: random.Random, decide: Decide = decide, play: Decide = policy_play
) -> State:
    """Play ``state`` to its end with :func:`~koikoi.policies.policy_move`, in place;
    returns it (the moves of :func:`~koikoi.policies.policy_move`, dispatched here: this
    loop is the search's inner loop). ``decide`` takes the koi-koi / stop decisions and
    ``play`` the plays (default: the policy's own)."""
    phase = state.phase
    while phase != OVER:
        if phase == PLAY:
            play(state, rng)
        elif phase == DECISION:
            decide(state, rng)
        else:
            policy_move(state, rng)
        phase = state.phase
    return state
