"""How a round ended: :class:`RoundResult`.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a", "1p1"), field="7p1", captured=("10a 6a", ""))
>>> _ = rnd.push("7a"); _ = rnd.push("stop")
>>> rnd.result.winner, rnd.result.points, rnd.result.reason
(0, 5, <Reason.STOP: 'stop'>)
>>> rnd.result.reason == "stop"
True
>>> print(rnd.result.describe(("Ana", "Ben")))
Ana wins 5 points: inoshikacho 5 (stop).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import Card
from .scoring import Yaku

DEFAULT_NAMES = ("Player 0", "Player 1")


class Reason(enum.StrEnum):
    """How a round ended. A ``str`` enum: ``Reason.STOP == "stop"``, and it is written
    to JSON and f-strings as its value."""

    STOP = "stop"
    """The winner chose to stop."""
    AUTO = "auto"
    """The round ended by itself: a turn raised the yaku of a player who may not call."""
    EXHAUSTED = "exhausted"
    """Both hands were played out."""
    TESHI = "teshi"
    """A hand was dealt all four cards of a month."""
    KUTTSUKI = "kuttsuki"
    """A hand was dealt four pairs."""
    REDEAL = "redeal"
    """A void deal: dealt again by the same dealer."""


REASONS: dict[Reason, str] = {
    Reason.STOP: "stop",
    Reason.AUTO: "automatic end after koi-koi",
    Reason.EXHAUSTED: "both hands played out",
    Reason.TESHI: "teshi: four cards of a month dealt",
    Reason.KUTTSUKI: "kuttsuki: four pairs dealt",
    Reason.REDEAL: "void deal, dealt again by the same dealer",
}
"""Every :class:`Reason` and how a sentence explains it."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended: ``winner`` (0, 1, or None for a drawn or void round), ``base``
    points, ``multiplier``, ``points`` scored, the winner's ``yaku`` and ``cards`` (the
    pile that scored) and the :class:`Reason`: ``STOP``, ``AUTO`` (the round ended by
    itself after a koi-koi call), ``EXHAUSTED`` (both hands played out: drawn; or, where
    the rules say so, won by the latest koi-koi caller with the yaku held at the call, or
    by the dealer with flat oya-ken points and no yaku), ``TESHI``, ``KUTTSUKI`` or
    ``REDEAL`` (a void deal)."""

    winner: int | None
    base: int
    multiplier: int
    points: int
    yaku: tuple[Yaku, ...]
    reason: Reason
    cards: tuple[Card, ...] = ()

    def describe(self, names: tuple[str, str] = DEFAULT_NAMES) -> str:
        """The result as a sentence, with ``names`` for players 0 and 1."""
        why = REASONS[self.reason]
        if self.winner is None:
            return f"No winner: {why}; nobody scores."
        unit = "point" if self.points == 1 else "points"
        if self.reason == Reason.EXHAUSTED and not self.yaku:
            why += ": oya-ken, the dealer's point"
        if not self.yaku:
            who = names[self.winner]
            return f"{who} {conjugate(who, 'wins')} {self.points} {unit} ({why})."
        yaku = " + ".join(str(y) for y in self.yaku)
        if len(self.yaku) > 1:
            yaku += f" = {self.base}"
        times = f" x{self.multiplier}" if self.multiplier > 1 else ""
        if self.reason == Reason.EXHAUSTED:
            why += "; the koi-koi caller keeps the yaku held at the call"
        who = names[self.winner]
        return f"{who} {conjugate(who, 'wins')} {self.points} {unit}: {yaku}{times} ({why})."

    def __str__(self) -> str:
        return self.describe()


def conjugate(who: str, verb: str) -> str:
    """``verb`` (third person, e.g. ``"plays"``) agreeing with ``who``: "You play"."""
    if who.lower() != "you":
        return verb
    return "have" if verb == "has" else verb[:-1]
