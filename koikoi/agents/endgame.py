"""Late rounds solved exactly in each sampled world instead of played out.

With few cards left in the hands, the rest of a round is a small game tree once the
hidden cards are dealt: :func:`solve` searches it to the end by minimax (alpha-beta), both
players choosing their best play, capture and koi-koi / stop in that world.
The search (:func:`koikoi.agents.search.estimate_moves` with ``solver=solve``) deals
worlds from the view as for play-outs and averages each move's solved outcome over them. A
world shows both sides every card, so this is perfect-information play in each world,
averaged: sound near the end of a round, when little is hidden that a play could reveal.

Measured (issue 24): ``strong:3+endgame=3`` (300 worlds) against ``strong:3`` won 44.4% of
80 matches [Wilson 95%: 34.0, 55.3], -0.48 ± 0.31 points a round, p95 0.14 s a decision:
no gain (in a world both players also know the stock's order, which a real player never
does), so no level uses it.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1p1", "2p1 4p1"), field="7p1 3p1",
...     deck="4p2 5p1 5p2", captured=("10a 6a", ""))
>>> solve(rnd.state.copy(), 0)  # 7a on 7p1 completes inoshikacho: stop at once
5
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..state import DECISION, OVER, PLAY, State
from .sampling import outcome


def solve(state: State, player: int, alpha: float = -math.inf, beta: float = math.inf) -> int:
    """The round's outcome in points for ``player`` (as
    :func:`~koikoi.agents.sampling.outcome`) when both play best from ``state``, knowing
    every card; ``state`` is left as it was."""
    phase = state.phase
    if phase == OVER:
        return outcome(state, player)
    maximize = state.to_move == player
    best = -math.inf if maximize else math.inf
    saved = state.snapshot()
    if phase == DECISION:
        steps: list[Callable[[], None]] = [state.stop, state.koikoi]
    elif phase == PLAY:
        steps = [_play(state, card, target) for card, target in state.options()]
    else:
        steps = [_draw(state, target) for _, target in state.options()]
    for step in steps:
        step()
        value = solve(state, player, alpha, beta)
        state.restore(saved)
        if maximize:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return int(best)


def _play(state: State, card: int, target: int) -> Callable[[], None]:
    return lambda: state.play(card, target)


def _draw(state: State, target: int) -> Callable[[], None]:
    return lambda: state.choose_draw(target)
