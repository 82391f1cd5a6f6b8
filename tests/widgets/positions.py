"""Table positions shared by the widget tests, the browser tests and the Spanish widget
tests: each as keyword arguments of :meth:`koikoi.Round.from_position` (for code written
into a test notebook) and as a fresh round."""

from __future__ import annotations

from typing import Any

from koikoi import Round

CHOICE: dict[str, Any] = dict(
    hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
    field="7a 7r 3b 2p1 5p1",
    deck="4p1 11p1 6p1 8p1 8p2",
    captured=("10a 6a 9a", ""),
)
"""A lesson-like position: 7p1 matches 7a and 7r (a choice); taking 7a completes
inoshikacho (a decision); after koi-koi, 3p2 takes 3b for hanami and ends the round; 1p1
matches nothing."""


def choice_round(**changes: Any) -> Round:
    """A fresh round of :data:`CHOICE`, with ``changes`` to its arguments (``to_move=1``)."""
    return Round.from_position(**CHOICE | changes)
