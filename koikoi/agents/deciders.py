"""Koi-koi / stop decisions for the search's play-outs, by name (a level's ``decide``).

- ``"beginner"``: the play-out policy's own (:func:`koikoi.policies.decide`): a coin
  decides while the hand is young and the total small;
- ``"steady"``: no coin: koi-koi only with a young hand (5 cards or more), a total under
  7, and an opponent who has not called (stopping then scores double);
- ``"stop"``: never koi-koi;
- ``"respond"``: the beginner's, except that a player whose opponent has called stops at
  once (the call doubles their win and gives them nothing to wait for);
- ``"planner"``: :func:`koikoi.agents.planner.decide`: no coin; koi-koi only early, on a
  small total, with no opponent call and no opponent yaku one card away.

>>> sorted(DECIDERS)
['beginner', 'planner', 'respond', 'steady', 'stop']
"""

from __future__ import annotations

import random
from typing import Protocol

from ..playout import Decide
from ..policies import decide
from ..policies import play as policy_play
from ..state import State
from . import planner


def steady(state: State, rng: random.Random) -> None:
    """Koi-koi only early, on a small total, and never against a caller (see above)."""
    player = state.to_move
    if (
        state.hands[player].bit_count() >= 5
        and state.totals[player] < 7
        and not state.calls[1 - player]
    ):
        state.koikoi()
    else:
        state.stop()


def stop(state: State, rng: random.Random) -> None:
    """Always stop."""
    state.stop()


def respond(state: State, rng: random.Random) -> None:
    """Stop against a caller, else decide as the beginner does (see above)."""
    if state.calls[1 - state.to_move]:
        state.stop()
    else:
        decide(state, rng)


DECIDERS: dict[str, Decide] = {
    "beginner": decide,
    "planner": planner.decide,
    "respond": respond,
    "steady": steady,
    "stop": stop,
}
"""The play-outs' koi-koi / stop decisions by name."""


class Play(Protocol):
    """A play-out's play in the play phase, with its chance of a random card."""

    def __call__(self, state: State, rng: random.Random, explore: float = ...) -> None: ...


PLAYERS: dict[str, Play] = {"beginner": policy_play, "planner": planner.play}
"""The play-outs' plays by name (a level's ``play``)."""
