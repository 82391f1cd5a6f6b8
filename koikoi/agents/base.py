"""The agent interface: a player that sees only its own view and the legal moves.

An agent is constructed with a seed (or an injected ``random.Random``) and answers
``choose(view, legal) -> Move``. Agents are also callable as ``agent(view, legal)``, so one
plugs straight into the table widget's ``opponent`` parameter. A game between seeded
agents replays exactly from the seeds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar, Protocol, runtime_checkable

from ..moves import Move
from ..view import PlayerView


@runtime_checkable
class Agent(Protocol):
    """Anything that picks one of the legal moves from a player's view."""

    def choose(self, view: PlayerView, legal: Sequence[Move]) -> Move:
        """One of ``legal``, chosen from what ``view`` shows."""
        ...


class BaseAgent:
    """Common ground of the agents: the injected generator, argument checks, ``__call__``.

    ``rng`` (a ``random.Random``) wins over ``seed``; with neither, a fresh seed is drawn
    and kept in ``self.seed`` so the game can still be replayed.
    """

    name: ClassVar[str] = "agent"

    def __init__(self, *, seed: int | None = None, rng: random.Random | None = None) -> None:
        if rng is not None and not isinstance(rng, random.Random):
            raise ValueError(f"rng={rng!r} must be a random.Random")
        if rng is None and seed is None:
            seed = random.SystemRandom().randrange(2**63)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Move]) -> Move:
        """One of ``legal`` for the player of ``view`` (who must be to move)."""
        legal = tuple(legal)
        if not isinstance(view, PlayerView):
            raise ValueError(f"an agent decides from a PlayerView, not {type(view).__name__}")
        if not legal:
            raise ValueError(f"{self.name} agent: no legal moves to choose from ({view.phase})")
        if not view.is_my_turn:
            raise ValueError(
                f"{self.name} agent: player {view.player} is not to move "
                f"(player {view.to_move} is, phase {view.phase.value})"
            )
        if len(legal) == 1:
            return legal[0]
        return self._choose(view, legal)

    def _choose(self, view: PlayerView, legal: tuple[Move, ...]) -> Move:
        raise NotImplementedError

    def __call__(self, view: PlayerView, legal: Sequence[Move]) -> Move:
        return self.choose(view, legal)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed!r}>"
