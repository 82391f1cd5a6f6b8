"""Where a round stands in its match: what a player may weigh beyond the round itself.

A :class:`~koikoi.match.Match` sets a :class:`Standing` on each round it deals; the round's
views carry it (:attr:`koikoi.view.PlayerView.standing`), so an agent can play for the match
(a lead to keep, rounds left to catch up) without reading the match. A round played alone
has none.

>>> from koikoi import Match
>>> match = Match(rounds=3, seed=7)
>>> match.round.standing
Standing(scores=(0, 0), rounds_left=2)
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import shown
from .validation import is_whole_number


@dataclass(frozen=True, slots=True)
class Standing:
    """The match scores when the round was dealt (``scores[p]``: player ``p``'s, as
    :attr:`koikoi.match.Match.scores` counts them) and the rounds still to play after this
    one (``rounds_left``; 0 in the last round)."""

    scores: tuple[int, int]
    rounds_left: int

    def __post_init__(self) -> None:
        if len(self.scores) != 2 or not all(is_whole_number(s) for s in self.scores):
            raise ValueError(f"scores={shown(self.scores)} must be two whole numbers")
        if not is_whole_number(self.rounds_left) or self.rounds_left < 0:
            raise ValueError(f"rounds_left={shown(self.rounds_left)} must be a whole number >= 0")

    def lead(self, player: int) -> int:
        """``player``'s match score minus the other's."""
        return self.scores[player] - self.scores[1 - player]
