"""One header line made of parts: the parts that say something, joined by one separator;
and the one written form of a match score, each name with its total.

>>> joined(["Round 1 of 3", "", "January", "  "])
'Round 1 of 3 · January'
>>> joined(["<b>Puzzle 1</b>", "<span></span>"])
'<b>Puzzle 1</b>'
>>> match_score((0, 6), ("You", "Greedy"))
'You 0 · Greedy 6'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from widgets.i18n import shown_names

SEPARATOR = " · "
"""What stands between two parts of a header."""

_TAG = re.compile(r"<[^>]*>")


def is_blank(part: str) -> bool:
    """Whether ``part`` (text or HTML) shows no words: empty, spaces, or tags only."""
    return not _TAG.sub("", part).strip()


def joined(parts: Iterable[str]) -> str:
    """The ``parts`` that are not blank, joined by :data:`SEPARATOR` (never one at either
    end, never two in a row)."""
    return SEPARATOR.join(part for part in parts if not is_blank(part))


def match_score(points: Sequence[int], names: tuple[str, str]) -> str:
    """Both players' match totals as every widget and lesson writes them: each name with
    its total, player 0 first, joined by :data:`SEPARATOR` ("You 0 · Greedy 6", «Tú 0 ·
    Glotón 6»); the default names ("You", "Opponent") in the course language. The one
    inline form: not «Tú 0, Glotón 6», not a bare «0-6» that says not whose number is
    which."""
    if len(points) != 2:
        raise ValueError(f"points={points!r} must be two totals, by player")
    shown = shown_names(names)
    return SEPARATOR.join(f"{name} {total}" for name, total in zip(shown, points, strict=True))
