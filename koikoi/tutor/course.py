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

__all__ = ["TITLES", "title"]

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


def title(number: int, lang: Language | None = None) -> str:
    """The title of lesson ``number`` in ``lang`` (default: the current language)."""
    return _.catalog(lang).gettext(TITLES[number])
