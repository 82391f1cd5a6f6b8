"""Stepping through a recorded round: the table's replay mode, as its own small class.

>>> from koikoi import Round
>>> recorded = Round.from_position(hands=("1p1", "2p1"), field="5p1", deck="6p1 7p1")
>>> _ = recorded.push("1p1"); _ = recorded.push("2p1")
>>> replay = Replay(recorded)
>>> replay.round.move_stack, replay.next(), replay.position, replay.total
((), Move.parse('1p1'), 1, 2)
>>> replay.previous(), replay.previous()
(Move.parse('1p1'), None)
"""

from __future__ import annotations

from koikoi.moves import Move
from koikoi.round import Round

__all__ = ["Replay"]


class Replay:
    """The moves of ``recorded`` replayed one by one on a fresh copy of its start
    (:attr:`round`); :meth:`next` and :meth:`previous` step, None at either end."""

    def __init__(self, recorded: Round) -> None:
        if not isinstance(recorded, Round):
            raise ValueError(f"replay needs a koikoi.Round, not {type(recorded).__name__}")
        self.moves: tuple[Move, ...] = recorded.move_stack
        self.round = recorded.initial()

    @property
    def position(self) -> int:
        """How many recorded moves are made now."""
        return len(self.round.move_stack)

    @property
    def total(self) -> int:
        """How many moves the recording has."""
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        """Whether every recorded move is made."""
        return self.position >= self.total

    def next(self) -> Move | None:
        """Make the next recorded move (None at the end)."""
        if self.at_end:
            return None
        return self.round.push(self.moves[self.position])

    def previous(self) -> Move | None:
        """Undo one move (None at the start)."""
        if not self.round.move_stack:
            return None
        return self.round.pop()
