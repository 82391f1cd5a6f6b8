"""Small English helpers shared by the tutor's coach and puzzle explanations (the checkers
speak through the catalog: :mod:`koikoi.i18n`).

>>> join_words(["7a", "7r", "7p1"]), join_words(["9a", "8b"], "or"), plural(1, "point")
('7a, 7r and 7p1', '9a or 8b', '1 point')
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card


def join_words(items: Iterable[str], last: str = "and") -> str:
    """``"a, b and c"`` (or ``"a, b or c"`` with ``last="or"``); one item alone; "" for none."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def s(n: int) -> str:
    """The plural ending for ``n`` things: "" for one, "s" otherwise."""
    return "" if n == 1 else "s"


def plural(n: int, noun: str) -> str:
    """``"1 point"``, ``"2 points"``."""
    return f"{n} {noun}{s(n)}"


def card_name(card: Card) -> str:
    """A card's code and name: ``"7a (boar)"``."""
    return f"{card.code} ({card.name()})"


def codes(cards: Iterable[Card], last: str = "and") -> str:
    """Card codes joined: ``"7a, 7r and 7p1"``."""
    return join_words((c.code for c in cards), last)


def named(cards: Iterable[Card]) -> str:
    """Card codes with their names, joined: ``"7a (boar) and 7p1 (bush clover plain 1)"``."""
    return join_words(card_name(c) for c in cards)


_NUMBERS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)


def number(n: int) -> str:
    """``n`` in words up to twelve, in digits beyond: ``"nine"``, ``"15"``."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)
