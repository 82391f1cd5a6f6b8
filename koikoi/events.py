"""The readable log of a round: what a learner sees happen, one event at a time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .cards import Card

EventKind = Literal[
    "deal", "play", "lay", "capture", "draw", "yaku", "koikoi", "stop", "skip", "end"
]

DEFAULT_NAMES = ("Player 0", "Player 1")


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``kind``, the ``player`` it concerns, the ``cards`` involved
    and, for ``yaku``/``koikoi``, the player's yaku total (``points``)."""

    kind: EventKind
    player: int | None
    cards: tuple[Card, ...] = ()
    points: int = 0
    reason: str = ""

    def describe(self, names: tuple[str, str] = DEFAULT_NAMES) -> str:
        """The event as a sentence, with ``names`` for players 0 and 1."""
        who = names[self.player] if self.player is not None else "Nobody"
        codes = " ".join(f"{c.code} ({c.name()})" for c in self.cards)
        first = f"{self.cards[0].code} ({self.cards[0].name()})" if self.cards else ""
        rest = " ".join(c.code for c in self.cards[1:])
        match self.kind:
            case "deal":
                return f"{who} deals."
            case "play":
                return f"{who} plays {first}."
            case "lay":
                return f"{first} has no match: it stays on the field."
            case "capture":
                return f"{first} captures {rest}."
            case "draw":
                return f"{who} draws {first} from the stock."
            case "yaku":
                return f"{who} has yaku worth {self.points}."
            case "koikoi":
                return f"{who} calls koi-koi, holding {self.points}."
            case "stop":
                return f"{who} stops."
            case "skip":
                return f"{who} has no cards left and skips the turn."
            case "end":
                return self.reason or f"The round ends. {codes}".strip()
        return f"{self.kind} {codes}"  # pragma: no cover

    def __str__(self) -> str:
        return self.describe()
