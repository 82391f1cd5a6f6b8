"""Cheating agents for a ceiling: the strong search run on the true hidden cards.

These are measuring sticks, never opponents: they read the real round of the match they
play (``watch``) instead of sampling the unseen cards. ``oracle:L`` searches the one true
world (the opponent's hand and the stock's order known); ``handoracle:L`` knows the
opponent's hand but deals the stock in a random order for each sample. How far such a
cheat beats the fair search bounds what any fair improvement of the search can gain.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from koikoi import Match
from koikoi.agents import LEVELS, MoveEstimate, SearchAgent, estimate_moves
from koikoi.moves import Move
from koikoi.state import State
from koikoi.view import PlayerView


class OracleAgent(SearchAgent):
    """The level's search over the true state of the watched match (``shuffle_stock``:
    the stock's order is sampled, only the opponent's hand is known)."""

    name = "oracle"

    def __init__(self, *, seed: int, level: int, shuffle_stock: bool) -> None:
        super().__init__(seed=seed, level=level, method=LEVELS[level])
        self.shuffle_stock = shuffle_stock
        self.match: Match | None = None

    def watch(self, match: Match) -> None:
        """Read the hidden cards of ``match`` from now on."""
        self.match = match

    def _true_state(self, view: PlayerView, rng: random.Random) -> State:
        assert self.match is not None, "an oracle must watch its match"
        state = self.match.round._state.copy()
        if self.shuffle_stock:
            state.deck = tuple(rng.sample(state.deck, len(state.deck)))
        return state

    def estimate(self, view: PlayerView, legal: Sequence[Move]) -> list[MoveEstimate]:
        return estimate_moves(
            view, legal, playouts=self.playouts, rng=self.rng, sampler=self._true_state,
            playout=self.playout,
        )  # fmt: skip


def build_oracle(spec: str, seed: int) -> OracleAgent | None:
    """``oracle:L`` or ``handoracle:L`` as an agent, else None."""
    name, _, level = spec.partition(":")
    if name not in ("oracle", "handoracle"):
        return None
    return OracleAgent(seed=seed, level=int(level or 3), shuffle_stock=name == "handoracle")
