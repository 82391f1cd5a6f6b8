"""What a round waits for: :class:`Phase` (its own module, so that the round and the
player view both use it without importing each other)."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """What the round waits for."""

    PLAY = "play"  # the mover plays a card from the hand
    DRAW_CHOICE = "draw-choice"  # the drawn card matches two field cards: choose one
    DECISION = "decision"  # the mover's yaku improved: koi-koi or stop
    OVER = "over"
