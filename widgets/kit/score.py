"""The running score of a lesson: which of its exercises are solved, shown under each.

>>> board = Scoreboard()
>>> board.register("a"); board.record("a", False); board.record("a", True)
>>> board.tally()
Tally(tried=1, solved=1, first_try=0, streak=0)
"""

from __future__ import annotations

from html import escape
from typing import NamedTuple

import ipywidgets as w

from koikoi.tutor.progress import LessonStatus, ProgressStore
from widgets import static
from widgets.i18n import translator as _

__all__ = ["Scoreboard", "Tally"]


class Tally(NamedTuple):
    """Counts of answered exercises (see :meth:`Scoreboard.tally`)."""

    tried: int
    solved: int
    first_try: int
    streak: int


class Scoreboard:
    """How many of the lesson's exercises are solved, keyed by exercise.

    Re-running a cell re-registers its exercise under the same key (nothing is counted
    twice). ``widget`` is one shared label, shown under every exercise, and ``card`` the same
    label for :func:`score_card` (a lesson's recap). A saved page has no reader's score: it
    shows nothing under an exercise, and says once, on the card, where the score will show.
    With a ``store`` and a ``lesson`` number set (the lessons set
    ``lesson`` with :func:`widgets.kit.course.start_lesson`), every exercise shown and every
    answer is also saved in the store, and the label adds the lesson's saved progress.
    """

    def __init__(self, store: ProgressStore | None = None, lesson: int | None = None) -> None:
        self._solved: dict[str, bool] = {}
        self._first_try: dict[str, bool] = {}
        self.store = store
        self._lesson = lesson
        self.widget = w.HTML()
        static.stand_in(self.widget, lambda: "")  # a saved page: no line under each exercise
        self.card = w.HTML()
        static.stand_in(self.card, _score_stand_in)  # ... but once, in the lesson's recap
        self._show()

    @property
    def lesson(self) -> int | None:
        """The lesson number the answers are saved under (None: not saved)."""
        return self._lesson

    @lesson.setter
    def lesson(self, number: int | None) -> None:
        if number is not None and (type(number) is not int or number < 1):
            raise ValueError(f"lesson={number!r} must be a lesson number (1 or more) or None")
        self._lesson = number
        self._show()

    def register(self, key: str) -> None:
        """Add an exercise (unsolved), or reset it if it is shown again."""
        self._solved[key] = False
        self._first_try.pop(key, None)
        if self.store is not None and self.lesson is not None:
            self.store.shown(self.lesson, key)
        self._show()

    def record(self, key: str, correct: bool) -> None:
        """Record one answer to exercise ``key``."""
        self._first_try.setdefault(key, correct)
        self._solved[key] = self._solved.get(key, False) or correct
        if self.store is not None and self.lesson is not None:
            self.store.record(self.lesson, key, correct)
        self._show()

    def solved(self, key: str) -> bool:
        """Whether exercise ``key`` has been answered right."""
        return self._solved.get(key, False)

    def answered(self, key: str) -> bool:
        """Whether exercise ``key`` has been answered at all."""
        return key in self._first_try

    def right_first(self, key: str) -> bool:
        """Whether exercise ``key`` was answered right at its first answer."""
        return self._first_try.get(key, False)

    def tally(self, prefix: str = "") -> Tally:
        """The exercises whose keys start with ``prefix``: how many were answered, solved,
        solved at the first answer, and the streak of first-answer successes up to now."""
        firsts = [right for key, right in self._first_try.items() if key.startswith(prefix)]
        misses = [i for i, right in enumerate(firsts) if not right]
        return Tally(
            tried=len(firsts),
            solved=sum(right for key, right in self._solved.items() if key.startswith(prefix)),
            first_try=sum(firsts),
            streak=len(firsts) - (misses[-1] + 1 if misses else 0),
        )

    @property
    def total(self) -> int:
        """Exercises shown so far."""
        return len(self._solved)

    @property
    def count(self) -> int:
        """Exercises solved so far."""
        return sum(self._solved.values())

    @property
    def first_try(self) -> int:
        """Exercises solved at the first answer."""
        return sum(self._first_try.values())

    def reset(self) -> None:
        """Forget every exercise."""
        self._solved.clear()
        self._first_try.clear()
        self._show()

    def text(self) -> str:
        """The score as a sentence."""
        return _(
            "Exercises solved: {count} of {total} ({first_try} at the first try).",
            count=self.count,
            total=self.total,
            first_try=self.first_try,
        )

    def saved(self) -> LessonStatus | None:
        """The lesson's saved progress (None without a store and a lesson number)."""
        if self.store is None or self.lesson is None:
            return None
        return self.store.status(self.lesson)

    def refresh(self) -> None:
        """Redraw the label (after the saved progress changed elsewhere)."""
        self._show()

    def line(self) -> str:
        """The score line in one sentence: the lesson's saved progress (which includes the
        answers given here) when saved, else this notebook's count."""
        saved = self.saved()
        if saved is None:
            return self.text()
        return _("{status}, saved.", status=saved.describe())

    def _show(self) -> None:
        self.widget.value = self.card.value = (
            f'<span style="font-size:13px;color:#5b4636">&#9733; {escape(self.line())}</span>'
        )


def _score_stand_in() -> str:
    text = escape(_("Your score shows here once you run the lesson's cells."))
    return f'<span style="font-size:13px;color:#5b4636">&#9733; {text}</span>'
