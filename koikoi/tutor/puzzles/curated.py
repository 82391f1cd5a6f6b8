"""The curated puzzles of lessons 6 to 8, written by hand from the rules (the tests check
that the engine agrees), kept as data in ``curated.toml``. Lesson numbers belong to the
tutor: nothing in the engine takes one."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .model import Puzzle

DATA = Path(__file__).with_name("curated.toml")
"""The puzzles as data: piles to score (lessons 6 and 7) and whole rounds (lesson 8)."""


def _words(entry: dict[str, Any], key: str) -> tuple[str, ...]:
    return tuple(entry.get(key, "").split())


def _pile(entry: dict[str, Any]) -> Puzzle:
    return Puzzle.pile_of(
        entry["pile"],
        lesson=entry["lesson"],
        level=entry["level"],
        expected=entry["expected"],
        expected_yaku=_words(entry, "yaku"),
        traps=_words(entry, "traps"),
    )


def _round(entry: dict[str, Any]) -> Puzzle:
    return Puzzle.round_of(
        entry["pile"],
        entry["opponent"],
        caller=entry.get("caller"),
        ending=entry["ending"],
        ender=entry.get("ender"),
        asked=entry.get("asked", 0),
        lesson=8,
        level=entry["level"],
        expected=entry["expected"],
        expected_yaku=_words(entry, "yaku"),
        traps=_words(entry, "traps"),
    )


def _load() -> tuple[Puzzle, ...]:
    data = tomllib.loads(DATA.read_text(encoding="utf-8"))
    return (*map(_pile, data["piles"]), *map(_round, data["rounds"]))


CURATED: tuple[Puzzle, ...] = _load()
"""The hand-written puzzles of lessons 6 to 8, easy to hard within each lesson."""


def curated(lesson: int | None = None) -> tuple[Puzzle, ...]:
    """The curated puzzles of one lesson (6, 7 or 8), or all of them."""
    if lesson is not None and lesson not in (6, 7, 8):
        raise ValueError(f"lesson={lesson!r}: curated puzzles belong to lessons 6, 7 and 8")
    return tuple(p for p in CURATED if lesson is None or p.lesson == lesson)
