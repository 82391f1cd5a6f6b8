"""Computer opponents: they see one player's view and the legal moves, never hidden cards.

>>> from koikoi import Match
>>> from koikoi.agents import make_agent, play_match
>>> agents = [make_agent("greedy", seed=1), make_agent("random", seed=2)]
>>> match = play_match(Match(rounds=3, seed=4), agents)
>>> match.is_over
True

``make_agent(name, seed=..., level=...)`` builds ``"random"``, ``"greedy"``,
``"planner"`` (the sharper play-out policy as a player, :mod:`koikoi.agents.planner`) or
``"strong"`` (determinized Monte-Carlo search, levels 1-4, :data:`LEVELS`). Every agent
is also a function ``(view, legal_moves) -> Move``, the table widget's opponent.
"""

from __future__ import annotations

import random

from ..errors import shown
from .arena import play_match, play_round
from .base import Agent, BaseAgent
from .greedy import GreedyAgent, MoveFeatures, move_features, opponent_threats
from .planner import PlannerAgent
from .random_agent import RandomAgent
from .sampling import sample_state
from .search import LEVELS, Level, MoveEstimate, SearchAgent, estimate_moves, margin

AGENTS: dict[str, type[BaseAgent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "planner": PlannerAgent,
    "strong": SearchAgent,
}
"""The agents by name."""


def make_agent(
    name: str,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    level: int | None = None,
) -> BaseAgent:
    """The agent called ``name`` (``"random"``, ``"greedy"``, ``"planner"``, ``"strong"``), seeded;
    ``level`` (1-4) is the strong agent's difficulty (default 2)."""
    if name not in AGENTS:
        known = ", ".join(repr(n) for n in AGENTS)
        raise ValueError(f"unknown agent {shown(name)}; known agents: {known}")
    if name == "strong":
        return SearchAgent(seed=seed, rng=rng, level=2 if level is None else level)
    if level is not None:
        raise ValueError(f"level={shown(level)}: only the 'strong' agent has difficulty levels")
    return AGENTS[name](seed=seed, rng=rng)


__all__ = [
    "AGENTS",
    "LEVELS",
    "Agent",
    "BaseAgent",
    "GreedyAgent",
    "Level",
    "MoveEstimate",
    "MoveFeatures",
    "PlannerAgent",
    "RandomAgent",
    "SearchAgent",
    "estimate_moves",
    "make_agent",
    "margin",
    "move_features",
    "opponent_threats",
    "play_match",
    "play_round",
    "sample_state",
]
