"""How error messages echo the input they refuse: whole when short, cut when long.

>>> shown("7a")
"'7a'"
>>> print(shown("7" * 1000, limit=10))
'777777777... (1000 characters)
>>> shown(10**5000)
'<a whole number of about 5001 digits>'
"""

from __future__ import annotations

__all__ = ["SHOWN_LIMIT", "shown"]

SHOWN_LIMIT = 60
"""The most characters of an input's ``repr`` that a message repeats."""


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters with the input's length
    (characters of a string, else of its ``repr``) so a huge input gives a short message."""
    try:
        text = repr(value)
    except ValueError:  # an integer too long to write out (over sys.get_int_max_str_digits())
        if isinstance(value, int):
            return f"<a whole number of about {int(abs(value).bit_length() * 0.30103) + 1} digits>"
        return f"<a {type(value).__name__} holding a number too long to write out>"
    if len(text) <= limit:
        return text
    size = len(value) if isinstance(value, str | bytes) else len(text)
    return f"{text[:limit]}... ({size} characters)"
