"""The lesson running in this kernel: its number, where its progress is saved, its running
score and its language, in one :class:`LessonContext`.

:func:`~widgets.kit.course.start_lesson` makes one and makes it current; every exercise,
the score card, the course map and the drill ask :func:`lesson_context` for it when they
are made (and keep it: a click answered later counts on the lesson the exercise was shown
in). The current context is found through a :class:`contextvars.ContextVar`; with none set
(an exercise shown without ``start_lesson``, a test), a default context is made on first
use. Nothing is built at import: the score's widget is made the first time it is asked for.

The course language stays the engine's (:func:`koikoi.i18n.set_language`), which every
layer translates with; a context records the language it was started in, and
:meth:`LessonContext.activate` (what ``start_lesson(..., lang=...)`` does) switches to it.

>>> context = LessonContext(3, store=ProgressStore())
>>> token = reset_context(context)  # start_lesson(3) would also activate() it
>>> lesson_context() is context, context.lesson, context.language
(True, 3, 'en')
>>> context.score.lesson
3
>>> restore_context(token)
"""

from __future__ import annotations

from contextvars import ContextVar, Token
from typing import TYPE_CHECKING

from koikoi.i18n import Language, get_language, set_language
from koikoi.tutor.course import DRILL
from koikoi.tutor.progress import STORE, ProgressStore

if TYPE_CHECKING:
    from widgets.kit.score import Scoreboard

__all__ = ["LessonContext", "lesson_context", "reset_context", "restore_context"]


class LessonContext:
    """One lesson in one kernel: ``lesson`` (its number; 0 the drill, None: no lesson),
    ``store`` (its saved progress), ``language`` (the course language it runs in) and
    :attr:`score`, its running score (made when first asked for)."""

    def __init__(
        self,
        lesson: int | None = None,
        *,
        store: ProgressStore | None = None,
        language: Language | None = None,
    ) -> None:
        if lesson is not None and (type(lesson) is not int or lesson < 0):
            raise ValueError(f"lesson={lesson!r} must be a lesson number (0, the drill, or more)")
        if store is not None and not isinstance(store, ProgressStore):
            raise ValueError(f"store={store!r} must be a ProgressStore")
        self.lesson = lesson
        self.store = STORE if store is None else store
        self.language: Language = get_language() if language is None else language
        self._score: Scoreboard | None = None

    @property
    def saved_lesson(self) -> int | None:
        """The lesson number answers are saved under (None for the drill and no lesson)."""
        return None if self.lesson in (None, DRILL) else self.lesson

    @property
    def score(self) -> Scoreboard:
        """The lesson's running score, shown under every exercise (made on first use)."""
        if self._score is None:
            from widgets.kit.score import Scoreboard

            self._score = Scoreboard(self.store, self.saved_lesson)
        return self._score

    def activate(self) -> LessonContext:
        """Make this the current lesson (and its language the course language); returns it."""
        set_language(self.language)
        _CURRENT.set(self)
        return self

    def __repr__(self) -> str:
        return f"LessonContext({self.lesson!r}, language={self.language!r})"


_CURRENT: ContextVar[LessonContext] = ContextVar("koikoi_lesson")


def lesson_context() -> LessonContext:
    """The current lesson; a default one (no lesson number, the default store) made and
    made current on first use when none is set."""
    try:
        return _CURRENT.get()
    except LookupError:
        context = LessonContext()
        _CURRENT.set(context)
        return context


def reset_context(context: LessonContext | None = None) -> Token[LessonContext]:
    """Make ``context`` (default: a fresh default one) current without touching the
    language; returns the token that :meth:`contextvars.ContextVar.reset` takes back (the
    tests' shared fixture uses it)."""
    return _CURRENT.set(LessonContext() if context is None else context)


def restore_context(token: Token[LessonContext]) -> None:
    """Undo a :func:`reset_context`."""
    _CURRENT.reset(token)
