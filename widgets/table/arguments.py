"""Checks of the table widget's arguments, made once at construction (or at each call
for coordinates), so that a bad argument is a clear ``ValueError`` naming it rather than
a failure later in a redraw, a click or the opponent's timer.

>>> check_pixels("click", 10, 20.5)
>>> check_pixels("hover", float("nan"), 0)
Traceback (most recent call last):
...
ValueError: hover(nan, 0): x must be a finite number of pixels
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TypeGuard

from koikoi.cards import LANGS
from koikoi.errors import shown
from koikoi.moves import Move

__all__ = [
    "MAX_PACE",
    "check_allowed_moves",
    "check_names",
    "check_pixels",
    "check_regions",
    "check_seconds",
    "check_table_options",
]


def check_pixels(what: str, x: object, y: object) -> None:
    """Refuse coordinates that are not finite numbers (a bool is not one)."""
    for name, value in (("x", x), ("y", y)):
        if not _finite(value):
            raise ValueError(
                f"{what}({shown(x)}, {shown(y)}): {name} must be a finite number of pixels"
            )


MAX_PACE = 60.0
"""The longest pause between the opponent's steps (longer ones overflow timers)."""


def check_seconds(name: str, value: object, maximum: float = MAX_PACE) -> float:
    """A number of seconds from 0 to ``maximum`` (not a bool, not infinity or nan)."""
    if not _finite(value) or not 0 <= value <= maximum:
        raise ValueError(f"{name}={shown(value)} must be a number of seconds from 0 to {maximum:g}")
    return float(value)


def check_names(names: object) -> tuple[str, str]:
    """Two names (yours, the opponent's) as text."""
    if (
        not isinstance(names, tuple | list)
        or len(names) != 2
        or not all(isinstance(n, str) for n in names)
    ):
        raise ValueError(f"names={shown(names)} must be two names as text: (yours, the opponent's)")
    return names[0], names[1]


def check_allowed_moves(
    allowed: object,
) -> Callable[[Move], bool | str] | tuple[Move, ...] | None:
    """None, a predicate, or moves (texts or Moves, each well-formed), kept as a tuple so
    that a one-shot iterable is read once."""
    if allowed is None or callable(allowed):
        return allowed
    if isinstance(allowed, str | bytes) or not isinstance(allowed, Iterable):
        raise ValueError(
            f"allowed_moves={shown(allowed)} must be a predicate (move -> True, False or a "
            "refusal) or a collection of moves such as {'7a', '7p1>7r'}"
        )
    moves = tuple(allowed)
    for move in moves:
        try:
            Move.parse(move)
        except ValueError as error:
            raise ValueError(f"allowed_moves={shown(allowed)}: {error}") from None
    return moves


def check_table_options(
    *,
    lang: object,
    on_move: object,
    refusal: object,
    frozen: object,
    show_opponent_hand: object,
) -> None:
    """The table's other options: a known language, a callback, a refusal text, flags."""
    if lang not in LANGS:
        raise ValueError(f"lang={shown(lang)} must be one of {', '.join(map(repr, LANGS))}")
    if on_move is not None and not callable(on_move):
        raise ValueError(f"on_move={shown(on_move)} must be a function (move, round) or None")
    if not isinstance(refusal, str):
        raise ValueError(f"refusal={shown(refusal)} must be text")
    for name, flag in (("frozen", frozen), ("show_opponent_hand", show_opponent_hand)):
        if not isinstance(flag, bool):
            raise ValueError(f"{name}={shown(flag)} must be True or False")


def check_regions(regions: object) -> tuple[str, ...] | None:
    """None (every region) or region names, kept as a tuple (the layout checks the names)."""
    if regions is None:
        return None
    if isinstance(regions, str | bytes) or not isinstance(regions, Iterable):
        raise ValueError(f"regions={shown(regions)} must be a collection of region names")
    names = tuple(regions)
    if not all(isinstance(r, str) for r in names):
        raise ValueError(f"regions={shown(regions)} must be a collection of region names")
    return names


def _finite(value: object) -> TypeGuard[float]:
    """Whether ``value`` is a finite number: an int (however large) or a finite float."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return isinstance(value, int) or math.isfinite(value)
