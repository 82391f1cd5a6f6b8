"""The course outline: the lessons by number, with their titles in the course language.

Read by ``lessons/make_nav.py`` (the navigation cells of every lesson, English and
Spanish) and by the course map with progress (:func:`widgets.kit.course.course_map`).

>>> TITLES[1]
'Start here'
>>> title(1, "es")
'Empieza aquí'
"""

from __future__ import annotations

from koikoi.i18n import N_, Language, Translator

__all__ = ["EXERCISES", "TITLES", "title"]

_ = Translator("tutor")

TITLES: dict[int, str] = {
    1: N_("Start here"),
    2: N_("The twelve months"),
    3: N_("Card classes"),
    4: N_("Setting up"),
    5: N_("Capturing"),
    6: N_("The brights"),
    7: N_("Animals, ribbons and plains"),
    8: N_("Koi-koi and scoring"),
    9: N_("A full match"),
    10: N_("House rules"),
    11: N_("Puzzles"),
    12: N_("Playing well"),
    13: N_("Practice"),
}
"""Lesson number -> English title (a planned lesson may be listed before its notebook
exists); :func:`title` gives it in the course language."""

EXERCISES: dict[int, int] = {
    1: 5,
    2: 7,
    3: 10,
    4: 11,
    5: 11,
    6: 15,
    7: 24,
    8: 28,
    9: 5,
    10: 1,
    11: 0,  # endless puzzle streams keep a score of their own
    12: 6,
    13: 2,
}
"""How many exercises each lesson shows, in either language, so that a lesson is done only
when all of them are solved (``tests/lessons/test_lessons.py`` runs every lesson and checks
these counts)."""


def title(number: int, lang: Language | None = None) -> str:
    """The title of lesson ``number`` in ``lang`` (default: the current language)."""
    return _.catalog(lang).gettext(TITLES[number])
