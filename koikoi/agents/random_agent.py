"""The random agent: any legal move, uniformly (a baseline for benchmarks)."""

from __future__ import annotations

from ..moves import Move
from ..view import PlayerView
from .base import BaseAgent


class RandomAgent(BaseAgent):
    """Plays a uniformly random legal move (koi-koi or stop at even odds).

    >>> from koikoi import Round
    >>> rnd = Round.deal(seed=2)
    >>> agent = RandomAgent(seed=5)
    >>> agent(rnd.view(0), rnd.legal_moves()) in rnd.legal_moves()
    True
    """

    name = "random"

    def _choose(self, view: PlayerView, legal: tuple[Move, ...]) -> Move:
        return self.rng.choice(legal)
