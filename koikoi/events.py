"""The readable log of a round: what a learner sees happen, one event at a time.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1b", "12p1"), field="7p1", deck="4p1",
...                           captured=("10a 6a", ""))
>>> _ = rnd.push("7a")
>>> print(rnd.log())
Player 0 plays 7a (boar).
7a (boar) captures 7p1.
Player 0 draws 4p1 (wisteria plain 1) from the stock.
4p1 (wisteria plain 1) has no match: it stays on the field.
Player 0 forms inoshikacho 5 (yaku total 5).
>>> rnd.events[-1].yaku
(Yaku(name='inoshikacho', points=5, cards=(Card.parse('6a'), Card.parse('7a'), Card.parse('10a'))),)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .cards import Card
from .result import DEFAULT_NAMES, RoundResult, conjugate
from .scoring import Yaku

EventKind = Literal[
    "deal", "play", "lay", "capture", "draw", "yaku", "koikoi", "stop", "skip", "end"
]

__all__ = ["DEFAULT_NAMES", "Event", "EventKind"]


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``kind``, the ``player`` it concerns and the ``cards``
    involved (``deal``: the field dealt face up; ``capture``: the card, then what it
    took). ``points``: the player's yaku total for ``yaku``, ``koikoi`` and ``stop``, the
    points scored for ``end``. ``yaku``: for a ``yaku`` event, the yaku formed or raised
    in that turn, with ``raised`` naming those that existed before at fewer points.
    ``result``: for ``end``, how the round ended."""

    kind: EventKind
    player: int | None
    cards: tuple[Card, ...] = ()
    points: int = 0
    yaku: tuple[Yaku, ...] = ()
    raised: tuple[str, ...] = ()
    result: RoundResult | None = None

    def describe(self, names: tuple[str, str] = DEFAULT_NAMES) -> str:
        """The event as a sentence, with ``names`` for players 0 and 1 (a player named
        "You" is addressed in the second person: "You play 7a")."""
        who = names[self.player] if self.player is not None else "Nobody"
        first = f"{self.cards[0].code} ({self.cards[0].name()})" if self.cards else ""
        rest = " ".join(c.code for c in self.cards[1:])
        match self.kind:
            case "deal":
                field = " ".join(c.code for c in self.cards)
                return (
                    f"{who} {conjugate(who, 'deals')}; the field shows {field}."
                    if field
                    else f"{who} {conjugate(who, 'deals')}."
                )
            case "play":
                return f"{who} {conjugate(who, 'plays')} {first}."
            case "lay":
                return f"{first} has no match: it stays on the field."
            case "capture":
                return f"{first} captures {rest}."
            case "draw":
                return f"{who} {conjugate(who, 'draws')} {first} from the stock."
            case "yaku":
                return f"{who} {self._yaku_text(who)} (yaku total {self.points})."
            case "koikoi":
                return f"{who} {conjugate(who, 'calls')} koi-koi, holding {self.points}."
            case "stop":
                return f"{who} {conjugate(who, 'stops')} with {self.points}."
            case "skip":
                has, skips = conjugate(who, "has"), conjugate(who, "skips")
                return f"{who} {has} no cards left and {skips} the turn."
            case "end":
                return self.result.describe(names) if self.result else "The round ends."
        return f"{self.kind} {' '.join(c.code for c in self.cards)}"  # pragma: no cover

    def _yaku_text(self, who: str) -> str:
        formed = [str(y) for y in self.yaku if y.name not in self.raised]
        raised = [f"{y.name} to {y.points}" for y in self.yaku if y.name in self.raised]
        parts = []
        if formed:
            parts.append(f"{conjugate(who, 'forms')} " + " + ".join(formed))
        if raised:
            parts.append(f"{conjugate(who, 'raises')} " + " and ".join(raised))
        return " and ".join(parts) or f"{conjugate(who, 'improves')} the yaku"

    def __str__(self) -> str:
        return self.describe()
