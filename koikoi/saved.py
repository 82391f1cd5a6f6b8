"""Saved games: the version check, reading JSON, and replaying saved moves.

:class:`koikoi.Round` and :class:`koikoi.Match` save themselves as version-1 JSON; these
helpers read it back, refusing bad data with an error naming the field.

>>> check_version("round", {"version": 2}, "Round.to_dict")
Traceback (most recent call last):
...
ValueError: round data must be a dict from Round.to_dict (version 1), not version=2
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from .errors import shown

__all__ = ["check_moves", "check_version", "read_json", "replay"]


def check_version(what: str, data: object, source: str) -> None:
    """Refuse saved ``data`` that is not a dict of version 1 (exactly the number 1)."""
    if not isinstance(data, dict):
        raise ValueError(f"{what} data must be a dict from {source} (version 1), not {shown(data)}")
    version = data.get("version")
    if type(version) is not int or version != 1:
        raise ValueError(
            f"{what} data must be a dict from {source} (version 1), not version={shown(version)}"
        )


def check_moves(name: str, moves: object) -> list[object]:
    """Saved moves: a list (each move is checked when it is played)."""
    if not isinstance(moves, list):
        raise ValueError(f"{name}={shown(moves)} must be a list of move texts")
    return moves


def read_json(what: str, text: object) -> Any:
    """Parse saved ``text``; anything that is not JSON raises ``ValueError`` naming it."""
    if not isinstance(text, str | bytes | bytearray):
        raise ValueError(f"{what} JSON must be text, not {type(text).__name__} {shown(text)}")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(f"{what} JSON {shown(text)} is nested too deeply to read") from None
    except ValueError as error:  # not JSON, or a number too long to read
        raise ValueError(f"{what} JSON {shown(text)} is not valid JSON: {error}") from None


def replay(push: Callable[[Any], object], moves: Iterable[object], where: str = "") -> None:
    """Push saved ``moves`` in order; a bad one raises the error ``push`` gives, naming
    the move's number (after ``where``, e.g. ``"round 2, "``)."""
    for number, move in enumerate(moves, 1):
        try:
            push(move)
        except ValueError as error:
            raise type(error)(f"saved {where}move {number}: {error}") from None
