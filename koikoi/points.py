"""Round points: a winner's base points and the multipliers of the rule set, once.

>>> from koikoi.rules import RuleSet
>>> round_points(8, RuleSet(), loser_called=True)
RoundPoints(base=8, multiplier=4, points=32)
>>> round_points(5, RuleSet(), loser_called=True).points
10
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import shown
from .rules import RuleSet


class RoundPoints(NamedTuple):
    """What a win is worth: ``base`` points (the yaku total), the ``multiplier`` (1, 2 or
    4) and the ``points`` scored, ``base * multiplier``."""

    base: int
    multiplier: int
    points: int


def round_points(
    base: int,
    rules: RuleSet | str | None,
    *,
    loser_called: bool = False,
    loser_called_last: bool | None = None,
) -> RoundPoints:
    """The points of a win with ``base`` points under ``rules``: x2 when the base reaches
    ``rules.double_at`` (0: never), and x2 again against a koi-koi caller as
    ``rules.koikoi_double`` says: when the loser had called (``loser_called``) or when the
    latest call was the loser's (``loser_called_last``; by default the same as
    ``loser_called``, as when only one call was made). The winner's own calls never
    double. Wins at the deal (teshi, kuttsuki) and oya-ken points have no multipliers and
    do not come here. ``rules`` may be a preset name; a base that is not a whole number
    of points >= 0 is refused, naming it."""
    if not isinstance(base, int) or isinstance(base, bool) or base < 0:
        raise ValueError(f"base={shown(base)} must be a whole number of points >= 0")
    rules = RuleSet.coerce(rules)
    if loser_called_last is None:
        loser_called_last = loser_called
    multiplier = 2 if rules.double_at and base >= rules.double_at else 1
    if (rules.koikoi_double == "opponent-called" and loser_called) or (
        rules.koikoi_double == "latest-call-by-loser" and loser_called_last
    ):
        multiplier *= 2
    return RoundPoints(base, multiplier, base * multiplier)
