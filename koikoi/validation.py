"""Checks of the engine's inputs, written once: each raises ``ValueError`` naming the input
and the reason.

>>> is_whole_number(3), is_whole_number(True), is_whole_number(3.0)
(True, False, False)
>>> check_month(13)
Traceback (most recent call last):
...
ValueError: month=13 must be a month number from 1 to 12
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TypeGuard, TypeVar

from .errors import shown

__all__ = [
    "SEED_LIMIT",
    "check_month",
    "check_player",
    "check_seed",
    "in_order",
    "is_whole_number",
]


def is_whole_number(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` and not a ``bool`` (``True`` is no number of cards)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_player(name: str, value: object) -> None:
    """A player number: 0 or 1."""
    if not is_whole_number(value) or value not in (0, 1):
        raise ValueError(f"{name}={shown(value)} must be player 0 or 1")


def check_month(month: object) -> None:
    """A month number: 1 (January) to 12."""
    if not is_whole_number(month) or not 1 <= month <= 12:
        raise ValueError(f"month={shown(month)} must be a month number from 1 to 12")


_T = TypeVar("_T")

SEED_LIMIT = 2**128
"""Seeds lie strictly between ``-SEED_LIMIT`` and ``SEED_LIMIT`` (a saved deal stays short)."""


def check_seed(seed: object) -> None:
    """A seed is a whole number (kept in JSON, so the deal replays) or None."""
    if seed is None:
        return
    if not is_whole_number(seed):
        raise ValueError(f"seed={shown(seed)} must be a whole number (or None for a fresh one)")
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        raise ValueError(
            f"seed={shown(seed)} is out of range: a seed lies between -2**128 and 2**128"
        )


def in_order(name: str, cards: _T) -> _T:
    """Cards whose order matters (a stock): not a set, whose order is arbitrary."""
    if isinstance(cards, AbstractSet):
        raise ValueError(
            f"{name}={shown(cards)} must be in draw order (a code string or a list), "
            f"not {type(cards).__name__}"
        )
    return cards
