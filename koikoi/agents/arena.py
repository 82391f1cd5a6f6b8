"""Agents playing each other: a round or a match driven by two agents."""

from __future__ import annotations

from collections.abc import Sequence

from ..match import Match
from ..round import Round
from .base import Agent


def play_round(rnd: Round, agents: Sequence[Agent]) -> Round:
    """Play ``rnd`` to its end, ``agents[p]`` moving for player ``p``; returns it."""
    while not rnd.is_over:
        player = rnd.to_move
        rnd.push(agents[player].choose(rnd.view(player), rnd.legal_moves()))
    return rnd


def play_match(match: Match, agents: Sequence[Agent]) -> Match:
    """Play ``match`` to its end, ``agents[p]`` moving for player ``p``; returns it."""
    while not match.is_over:
        rnd = match.round
        player = rnd.to_move
        match.push(agents[player].choose(rnd.view(player), rnd.legal_moves()))
    return match
