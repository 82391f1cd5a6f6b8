"""Round points: a winner's base points and the multipliers of the rule set, once.

>>> from koikoi.rules import RuleSet
>>> round_points(8, RuleSet(), loser_called=True)
RoundPoints(base=8, multiplier=4, points=32, doubled=<Doubling.BIG|KOIKOI: 3>)
>>> round_points(5, RuleSet(), loser_called=True).points
10
>>> Doubling.KOIKOI in round_points(5, RuleSet(koikoi_double="none"), loser_called=True).doubled
False
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .errors import shown
from .rules import RuleSet
from .validation import is_whole_number


class Doubling(enum.Flag):
    """Which doublings a win received: ``BIG`` (the base reached ``rules.double_at``) and
    ``KOIKOI`` (against a koi-koi caller, as ``rules.koikoi_double`` says); ``NONE``."""

    NONE = 0
    BIG = 1
    KOIKOI = 2


class _Points(NamedTuple):
    base: int
    multiplier: int
    points: int


class RoundPoints(_Points):
    """What a win is worth: ``base`` points (the yaku total), the ``multiplier`` (1, 2 or
    4) and the ``points`` scored, ``base * multiplier`` (a 3-tuple), and which doublings
    made the multiplier (``doubled``, a :class:`Doubling` flag; not part of the tuple)."""

    doubled: Doubling = Doubling.NONE

    def __new__(
        cls, base: int, multiplier: int, points: int, doubled: Doubling = Doubling.NONE
    ) -> RoundPoints:
        self = super().__new__(cls, base, multiplier, points)
        if doubled:
            self.doubled = doubled
        return self

    def __repr__(self) -> str:
        return (
            f"RoundPoints(base={self.base}, multiplier={self.multiplier}, "
            f"points={self.points}, doubled={self.doubled!r})"
        )


def round_points(
    base: int,
    rules: RuleSet | str | None,
    *,
    loser_called: bool = False,
    loser_called_last: bool | None = None,
) -> RoundPoints:
    """The points of a win with ``base`` points under ``rules``: ×2 when the base reaches
    ``rules.double_at`` (0: never), and ×2 again against a koi-koi caller as
    ``rules.koikoi_double`` says: when the loser had called (``loser_called``) or when the
    latest call was the loser's (``loser_called_last``; by default the same as
    ``loser_called``, as when only one call was made). The winner's own calls never
    double. Wins at the deal (teshi, kuttsuki) and oya-ken points have no multipliers and
    do not come here. ``rules`` may be a preset name; a base that is not a whole number
    of points >= 0 is refused, naming it."""
    if not is_whole_number(base) or base < 0:
        raise ValueError(f"base={shown(base)} must be a whole number of points >= 0")
    rules = RuleSet.coerce(rules)
    if loser_called_last is None:
        loser_called_last = loser_called
    big = bool(rules.double_at and base >= rules.double_at)
    koikoi = (rules.koikoi_double == "opponent-called" and loser_called) or (
        rules.koikoi_double == "latest-call-by-loser" and bool(loser_called_last)
    )
    multiplier = (2 if big else 1) * (2 if koikoi else 1)
    return RoundPoints(base, multiplier, base * multiplier, _DOUBLED[big, koikoi])


_DOUBLED = {
    (big, koikoi): (Doubling.BIG if big else Doubling.NONE)
    | (Doubling.KOIKOI if koikoi else Doubling.NONE)
    for big in (False, True)
    for koikoi in (False, True)
}


class Exhaustion(enum.StrEnum):
    """Who an exhausted round (both hands played out, nobody stopped) goes to."""

    CALLER = "caller"
    """The latest koi-koi caller keeps the yaku held at the call (``exhausted_caller_keeps``)."""
    DEALER = "dealer"
    """The dealer scores flat oya-ken points (``exhausted_dealer_points``)."""
    DRAWN = "drawn"
    """Nobody: a drawn round."""


class ExhaustedRound(NamedTuple):
    """What an exhausted round gives: how (:class:`Exhaustion`), the ``winner`` (None:
    drawn) and the :class:`RoundPoints` scored (oya-ken points have no multiplier)."""

    by: Exhaustion
    winner: int | None
    points: RoundPoints


def exhausted_round(
    rules: RuleSet, *, dealer: int, last_caller: int | None, held: int, other_called: bool
) -> ExhaustedRound:
    """What the round gives when both hands run out now under ``rules``: the latest
    caller ``last_caller`` (None: no call) keeps ``held``, the base points of the pile held
    at the call, where ``rules.exhausted_caller_keeps`` (doubled as :func:`round_points`
    says; ``other_called``: the other player had called too); otherwise the ``dealer``
    scores ``rules.exhausted_dealer_points``; otherwise it is drawn.

    >>> exhausted_round(RuleSet.preset("wikipedia-es"), dealer=1, last_caller=0, held=5,
    ...     other_called=False).points.points
    5
    >>> exhausted_round(RuleSet(), dealer=1, last_caller=0, held=5, other_called=False).by
    <Exhaustion.DRAWN: 'drawn'>
    """
    if rules.exhausted_caller_keeps and last_caller is not None and held:
        won = round_points(held, rules, loser_called=other_called, loser_called_last=False)
        return ExhaustedRound(Exhaustion.CALLER, last_caller, won)
    if rules.exhausted_dealer_points:
        flat = rules.exhausted_dealer_points
        return ExhaustedRound(Exhaustion.DEALER, dealer, RoundPoints(flat, 1, flat))
    return ExhaustedRound(Exhaustion.DRAWN, None, RoundPoints(0, 1, 0))
