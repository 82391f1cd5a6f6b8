"""The course outline: the lessons by number, with their titles in the course language.

Read by ``lessons/make_nav.py`` (the navigation cells of every lesson, English and
Spanish) and by the course map with progress (:func:`widgets.kit.course.course_map`).

>>> TITLES[1]
'Start here'
>>> title(1, "es")
'Empieza aquí'
"""

from __future__ import annotations

from collections.abc import Iterable

from koikoi.i18n import N_, Language, Translator

__all__ = ["DRILL", "DRILL_AFTER", "EXERCISES", "TITLES", "in_course_order", "numbered", "title"]

_ = Translator("tutor")

DRILL = 0
"""The card drill's place on the course map (``lessons/00_drill.ipynb``): no exercises of
its own, it shows how many cards are due (:mod:`koikoi.tutor.drill`). It is a companion to
the lessons, not one of them: the course map, the links and its heading show it by its
title alone, never as "lesson 0" (:func:`numbered`)."""

TITLES: dict[int, str] = {
    DRILL: N_("Card review"),
    1: N_("Start here"),
    2: N_("The twelve months"),
    3: N_("Card classes"),
    4: N_("Setting up a round"),
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


DRILL_AFTER = 3
"""The lesson the card drill comes after (its title says so): the course map and the
previous/next links take the drill between this lesson and the next, though its number
and notebook (``00_*``) stay."""


def in_course_order(numbers: Iterable[int]) -> list[int]:
    """``numbers`` (lesson numbers) in the order the course takes them: by number, but the
    card drill (:data:`DRILL`) right after lesson :data:`DRILL_AFTER`.

    >>> in_course_order([5, 4, 3, 2, 1, 0])
    [1, 2, 3, 0, 4, 5]
    """
    return sorted(numbers, key=lambda n: (DRILL_AFTER, 1) if n == DRILL else (n, 0))


def _puzzles(lesson: int, count: int) -> tuple[str, ...]:
    """The keys of the puzzles of a lesson's puzzle widget (``PuzzleWidget(...,
    key="lesson 6 puzzle")`` saves puzzle n as ``"lesson 6 puzzle #n"``)."""
    return tuple(f"lesson {lesson} puzzle #{n}" for n in range(1, count + 1))


EXERCISES: dict[int, tuple[str, ...]] = {
    DRILL: (),
    1: (
        "card code 10a",
        "cards in a deck",
        "first capture: the boar",
        "koi-koi, then the opponent's yaku",
        "when a played card captures",
    ),
    2: (
        "pick month 2: 3p1 2a 3r 2r 2p2 1r 3b 2p1",
        "pick month 4: 12p1 4a 5p1 4r 12b 5a 4p2 12p3",
        "pick month 8: 8b 1p1 8p1 11a 8a 9p1 8p2 12p1",
        "which month 11p1",
        "which month 12p2",
        "which month 2p1",
        "which month 7r",
    ),
    3: (
        "card values play no part",
        "pick animal: 1b 5a 9a 8a 12b 11p1 7a 3r 6a 9p1",
        "pick bright: 1b 2a 3b 6a 8b 11b 11a 12b 12p1 10a",
        "sort 1b 5a 11b 9a 2r 6r 11r 11p1 12b 8a 12p3 4a",
        "which class 11p1",
        "which class 12b",
        "which class 5a",
        "which class 9a",
        "which ribbon 10r",
        "which ribbon 7r",
    ),
    4: (
        "4+2+2 hand",
        "both hands qualify",
        "deal checks only at the deal",
        "deal order",
        "dealer draw: 11b and 3p2",
        "dealer draw: 12b and 12p1",
        "dealt field 1b 1r 4a 9p2 1p1 6r 1p2 12p3",
        "dealt field 8b 8a 8p1 3p1 3p2 5a 10r 11p1",
        "dealt hand 2a 2r 4a 4r 8b 8p1 10a 10p1",
        "dealt hand 3b 3r 3p1 7a 7r 9a 9r 9p1",
        "stock size",
        "teshi hand",
        "teshi is never doubled",
        "void deal keeps the round",
        "who plays first",
    ),
    5: (
        "5r onto 5a or 5p1",
        "a drawn card without a match",
        "a matching card must capture",
        "an empty hand skips its turn",
        "capture the boar",
        "captured cards are public",
        "cards you may play",
        "choose the drawn card's capture",
        "four of a month in one play",
        "play a card without a match",
        "two matches for 9p1",
    ),
    6: (
        "pile 1b 3b 8b 12b",
        "pile 1b 8b 11b",
        "the best fourth bright",
        *_puzzles(6, 12),
    ),
    7: (
        "kasu with the sake cup",
        "pile 1r 2r 3r 4r 5r",
        "seven animals",
        "seven ribbons",
        *_puzzles(7, 21),
    ),
    8: (
        "dealer's last-turn koi-koi",
        "exhausted round",
        "improving turn: a bright alone",
        "improving turn: sanko to shiko",
        "koi-koi, akatan, then tan",
        "koi-koi, then an exhausted round",
        "last turn: the choice",
        "non-dealer's last-turn koi-koi",
        "one koi-koi per round",
        "stop with ame-shiko",
        "the caller improves again",
        "yaku after the draw",
        *_puzzles(8, 16),
    ),
    9: (
        "a tied match",
        "dealer after a drawn round",
        "dealer after a won round",
        "match length",
        "no monthly yaku",
    ),
    10: ("labsk: five ribbons",),
    11: ("scoring puzzles · level 1", "scoring puzzles · level 2", "scoring puzzles · level 3"),
    12: (
        "judgement counting 49/12",
        "judgement deny 30/10",
        "judgement deny 6/7",
        "judgement exposed-first 136/6",
        "judgement koikoi 5/8",
        "judgement koikoi 6/5",
        "judgement partner 64/9",
        "judgement two-matches 65/1",
    ),
    13: (
        "a practice match won",
        "koi-koi or stop: the moon on the field",
        "the review's number",
    ),
}
"""Lesson number -> the keys its exercises are saved under, the same in every language:
a lesson is done when all of them are solved, so progress carries over when a learner
switches language, and an answer saved for an exercise a lesson no longer has does not
count. ``tests/lessons/test_lessons.py`` (``test_lessons_es.py`` the Spanish) runs every
lesson and checks that it shows exactly these. Lesson 11's endless stream of puzzles counts
one goal per level; lesson 13's practice table counts a won match
(``widgets.kit.PRACTICE_GOAL``)."""


def numbered(number: int, text: str) -> str:
    """``text`` (a lesson's title) after the lesson's number, ``"4. Setting up a round"``;
    the card drill, a companion to the lessons rather than one of them, keeps its title
    alone.

    >>> numbered(4, "Setting up a round"), numbered(DRILL, "Card review")
    ('4. Setting up a round', 'Card review')
    """
    return text if number == DRILL else f"{number}. {text}"


def title(number: int, lang: Language | None = None) -> str:
    """The title of lesson ``number`` in ``lang`` (default: the current language)."""
    return _.catalog(lang).gettext(TITLES[number])
