"""How error messages echo the input they refuse: whole when short, cut when long.

>>> shown("7a")
"'7a'"
>>> print(shown("7" * 1000, limit=10))
'777777777... (1000 characters)
"""

from __future__ import annotations

__all__ = ["SHOWN_LIMIT", "shown"]

SHOWN_LIMIT = 60
"""The most characters of an input's ``repr`` that a message repeats."""


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters with the input's length
    (characters of a string, else of its ``repr``) so a huge input gives a short message."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = len(value) if isinstance(value, str | bytes) else len(text)
    return f"{text[:limit]}... ({size} characters)"
