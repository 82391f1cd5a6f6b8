"""The course outline: the lessons by number, with their titles.

Read by ``lessons/make_nav.py`` (the navigation cells of every lesson) and by the course
map with progress (:func:`widgets.kit.course.course_map`).

>>> TITLES[1]
'Start here'
"""

from __future__ import annotations

__all__ = ["TITLES"]

TITLES: dict[int, str] = {
    1: "Start here",
    2: "The twelve months",
    3: "Card classes",
    4: "Setting up",
    5: "Capturing",
    6: "The brights",
    7: "Animals, ribbons and plains",
    8: "Koi-koi and scoring",
    9: "A full match",
    10: "House rules",
    11: "Puzzles",
    12: "Practice",
}
"""Lesson number -> title (a planned lesson may be listed before its notebook exists)."""
