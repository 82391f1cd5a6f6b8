"""Playing for the match: a round's outcome valued by the chance of winning the match.

Ten points matter little early in a long match and everything in its last round. A
searching agent that plays for the match (a :class:`~koikoi.agents.search.Level` with
``match=True``) values each play-out's end not by the round's points but by the chance
of winning the match from the score it leaves (:func:`outcome_values`), read from the
standing the engine puts in the view (:class:`koikoi.standing.Standing`).

The chance comes from a model of the rounds still to play: each is an independent draw
of :data:`ROUND_POINTS` (how much one player wins by, between two equal players; a
drawn match counts half). :data:`ROUND_POINTS` was measured by
:func:`measure_round_points` with ``rounds=40_000, seed=24``: the play-out policy against
itself from fresh deals under the standard rules.

>>> win_chance(lead=0, rounds_left=0), win_chance(lead=3, rounds_left=0)
(0.5, 1.0)
>>> 0.5 < win_chance(lead=5, rounds_left=3) < win_chance(lead=5, rounds_left=1) < 1
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cache

from ..deal import deal_state, shuffled_deck
from ..playout import rollout
from ..rules import RuleSet
from ..standing import Standing
from .sampling import outcome

ROUND_POINTS: dict[int, int] = {
    0: 1050, 1: 13034, 2: 3752, 3: 688, 4: 292, 5: 12638, 6: 3571, 8: 4, 10: 316,
    12: 65, 14: 1878, 16: 440, 18: 87, 20: 1332, 22: 241, 24: 160, 26: 52, 28: 59,
    30: 222, 32: 37, 34: 43, 36: 15, 38: 4, 40: 11, 42: 1, 44: 3, 48: 4, 60: 1,
}  # fmt: skip
"""How often a round ended with one player that many points ahead (either player)."""

REACH = 250
"""Leads beyond ± this many points are as good as decided (the table's edge)."""


def measure_round_points(rounds: int, seed: int) -> dict[int, int]:
    """:data:`ROUND_POINTS` measured again: ``rounds`` seeded rounds of the play-out policy
    against itself (dealers alternating), counted by the points the winner won."""
    rng = random.Random(seed)
    counts: Counter[int] = Counter()
    rules = RuleSet()
    for number in range(rounds):
        state = rollout(deal_state(rules, shuffled_deck(rng), dealer=number % 2), rng)
        counts[abs(outcome(state, 0))] += 1
    return dict(sorted(counts.items()))


def _steps() -> list[tuple[int, float]]:
    """Each lead change a round brings and its chance (both signs, half each)."""
    total = sum(ROUND_POINTS.values())
    steps = [(0, ROUND_POINTS.get(0, 0) / total)]
    for points, count in ROUND_POINTS.items():
        if points:
            steps += [(points, count / total / 2), (-points, count / total / 2)]
    return steps


@cache
def _chances(rounds_left: int) -> tuple[float, ...]:
    """The chance of winning the match for every lead from ``-REACH`` to ``REACH`` (index
    ``lead + REACH``) with ``rounds_left`` rounds still to play."""
    if rounds_left == 0:
        return tuple(0.0 if d < 0 else 0.5 if d == 0 else 1.0 for d in range(-REACH, REACH + 1))
    after = _chances(rounds_left - 1)
    top = 2 * REACH
    steps = _steps()
    return tuple(sum(p * after[min(top, max(0, i + x))] for x, p in steps) for i in range(top + 1))


def win_chance(*, lead: int, rounds_left: int) -> float:
    """The chance of winning the match ``lead`` points ahead with ``rounds_left`` rounds
    still to play (a drawn match counts half)."""
    return _chances(rounds_left)[min(2 * REACH, max(0, lead + REACH))]


def outcome_values(standing: Standing, player: int, rules: RuleSet) -> Callable[[int], float]:
    """The value for ``player`` of this round ending with ``points`` (won points, or minus
    the opponent's): the chance of winning the match from the score it leaves. A ledger
    (the loser pays the winner) counts each point twice in the lead."""
    paid = 2 if rules.scoreboard == "ledger" else 1
    lead = standing.lead(player) // paid
    chances = _chances(standing.rounds_left)
    top = 2 * REACH

    def value(points: int) -> float:
        return chances[min(top, max(0, lead + points + REACH))]

    return value
