"""One header line made of parts: the parts that say something, joined by one separator.

>>> joined(["Round 1 of 3", "", "January", "  "])
'Round 1 of 3 · January'
>>> joined(["<b>Puzzle 1</b>", "<span></span>"])
'<b>Puzzle 1</b>'
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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
