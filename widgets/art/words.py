"""Small English word helpers shared by every label the widgets write.

>>> plural(1, "card"), plural(3, "point")
('1 card', '3 points')
>>> agree("You", "win"), agree("Ann", "win"), agree("Ann", "have")
('win', 'wins', 'has')
"""

from __future__ import annotations

__all__ = ["agree", "plural"]

_THIRD_PERSON = {"have": "has", "do": "does", "go": "goes"}


def plural(count: int, noun: str) -> str:
    """``count`` and ``noun``, with an "s" unless the count is one."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def agree(subject: str, verb: str) -> str:
    """``verb`` as said of ``subject`` in the present: unchanged after "You", else in the
    third person ("wins", "deals", "has")."""
    if subject == "You":
        return verb
    return _THIRD_PERSON.get(verb, verb + "s")
