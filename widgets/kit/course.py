"""The course map with the learner's saved progress, and the calls that set and reset it.

Each lesson's first code cell calls :func:`start_lesson` with its number: it makes the
lesson's context (:class:`~widgets.kit.context.LessonContext`: the number, the progress
store, the running score, the language), so every exercise shown from then on is saved
under that lesson, and, as the cell's last line, it shows
the course map: every lesson with its status (not started, in progress, done) and counts.
The map follows the answers given in this notebook; **Refresh** reads the file again (for
answers given in another notebook). :func:`reset_progress` starts a lesson, or the whole
course, afresh. The navigation cell at the top of each lesson keeps the plain course map
that a reader of the saved page sees.

>>> from koikoi.tutor.progress import LessonStatus
>>> html = course_map_html({5: LessonStatus(5, opened=True, shown=4, solved=4)}, current=6)
>>> "done, 4 of 4 solved" in html and "you are here" in html
True
"""

from __future__ import annotations

import os
import tempfile
import weakref
from collections.abc import Mapping
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from koikoi.i18n import Language, Translator, get_language
from koikoi.tutor.course import DRILL, TITLES, in_course_order, numbered
from koikoi.tutor.drill import cards_due
from koikoi.tutor.progress import LessonStatus, ProgressStore, Stage
from widgets import static
from widgets.apps import practice
from widgets.art.header import joined
from widgets.i18n import ngettext
from widgets.i18n import translator as _
from widgets.kit.context import LessonContext, lesson_context
from widgets.kit.score import Scoreboard

__all__ = [
    "PRACTICE_GOAL",
    "CourseMap",
    "PracticeTable",
    "course_map",
    "course_map_html",
    "lesson_links",
    "reset_progress",
    "shown_path",
    "start_lesson",
    "summary",
]

_TUTOR = Translator("tutor")
"""The lesson titles are the teaching logic's messages (domain ``tutor``)."""

PRACTICE_GOAL = "a practice match won"
"""The key under which lesson 13 saves its practice match (solved when a match is won)."""


class PracticeTable(practice.PracticeTable):
    """The practice table of the lessons: with ``key`` (lesson 13 passes
    :data:`PRACTICE_GOAL`), every finished match is recorded on the lesson's score
    (:func:`~widgets.kit.context.lesson_context`), solved once a match is won. Options as
    :class:`widgets.apps.practice.PracticeTable`."""

    def __init__(self, **options: Any) -> None:
        options.setdefault("goals", lesson_context().score)
        super().__init__(**options)


def in_voila() -> bool:
    """Whether this kernel serves a Voila page (which serves one notebook only: links to
    other notebooks there answer an error, so they are left out)."""
    return os.environ.get("SERVER_SOFTWARE", "").startswith("voila/")


_MARKS = {
    Stage.NOT_STARTED: ("○", "#9b8b74"),
    Stage.IN_PROGRESS: ("◐", "#b5651d"),
    Stage.DONE: ("●", "#2e7d32"),
}


def lesson_links(folder: Path | None = None) -> dict[int, str]:
    """The lesson notebooks ``NN_*.ipynb`` in ``folder`` (default: the notebook's own
    folder, the kernel's working directory) by number."""
    folder = Path.cwd() if folder is None else folder
    found: dict[int, str] = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        found.setdefault(int(path.name[:2]), path.name)
    return found


def course_map_html(
    statuses: Mapping[int, LessonStatus],
    *,
    current: int | None = None,
    links: Mapping[int, str] | None = None,
    titles: Mapping[int, str] = TITLES,
    saved_in: str = "",
    due: int | None = None,
) -> str:
    """The course map as HTML: each lesson of ``titles`` (and any other with a status or
    a link), its status mark, title (linked to its notebook if ``links`` has it) and
    counts, in the course's order (the card drill after lesson 3:
    :func:`~koikoi.tutor.course.in_course_order`); ``current`` is marked "you are here";
    ``due``: the drill's cards due now, shown on the drill's line."""
    links = links or {}
    rows = []
    for number in in_course_order(set(titles) | set(links) | set(statuses)):
        status = statuses.get(number, LessonStatus(number))
        mark, colour = _MARKS[status.stage]
        title = escape(
            _TUTOR(titles[number]) if number in titles else _("Lesson {number}", number=number)
        )
        if number in links and number != current:
            title = f'<a href="{escape(links[number])}" style="color:#1a5fb4">{title}</a>'
        state = status.state()
        if number == DRILL and due is not None:
            state += ", " + ngettext("{count} card due", "{count} cards due", due, count=due)
        here = " <b>(" + escape(_("you are here")) + ")</b>" if number == current else ""
        lesson = (
            f'<span style="color:{colour}" title="{escape(status.stage.label())}">{mark}</span> '
            f"{numbered(number, title)}{here}"
        )
        shown = joined([lesson, f'<span style="color:#6b5a45">{escape(state)}</span>'])
        rows.append(f'<li style="list-style:none;margin:1px 0">{shown}</li>')
    example = f"<code>reset_progress({current or 5})</code>"  # this lesson's number
    footer = _(
        "Start a lesson again with {one} (its number), the whole course with {all}.",
        one=example,
        all="<code>reset_progress()</code>",
    )
    if saved_in:
        path = "<code>" + escape(saved_in) + "</code>"
        footer = _("Saved in {path}.", path=path) + " " + footer
    return (
        '<div style="font-size:13px;color:#2b2118">'
        f'<ul style="margin:0;padding-left:4px">{"".join(rows)}</ul>'
        f'<div style="font-size:12px;color:#6b5a45;margin-top:4px">{footer}</div></div>'
    )


_MAPS: weakref.WeakSet[CourseMap] = weakref.WeakSet()


class CourseMap(w.Accordion):
    """The course map with the saved progress of every lesson, kept up to date with the
    answers given in this notebook; :meth:`refresh` (the Refresh button) reads the file
    again. Its title line sums up the current lesson (or the course); ``unfolded`` shows
    the map open."""

    def __init__(
        self,
        current: int | None = None,
        *,
        store: ProgressStore | None = None,
        links: Mapping[int, str] | None = None,
        unfolded: bool = False,
    ) -> None:
        self.current = current
        self.started = False  # made by start_lesson
        context = lesson_context()
        self.store = context.store if store is None else store
        _watch(context.score)
        if links is None:
            links = {} if in_voila() else lesson_links()
        self.links = dict(links)
        self.html = w.HTML()
        self.refresh_button = w.Button(description=_("Refresh"), icon="refresh")
        self.refresh_button.on_click(lambda _b: self.refresh())
        super().__init__(
            [w.VBox([self.html, self.refresh_button])],
            selected_index=0 if unfolded else None,
            layout=w.Layout(margin="4px 0"),
        )
        self.refresh()
        static.stand_in(self, self._stand_in)  # a saved page has no reader's progress
        _MAPS.add(self)

    def statuses(self) -> dict[int, LessonStatus]:
        """The saved status of every lesson on the map."""
        lessons = sorted(set(TITLES) | set(self.links) | set(self.store.progress()))
        return self.store.statuses(lessons)

    def refresh(self) -> None:
        """Read the saved progress again and redraw the map and its title line."""
        statuses = self.statuses()
        self.html.value = course_map_html(
            statuses,
            current=self.current,
            links=self.links,
            saved_in=shown_path(self.store.path()),
            due=cards_due(self.store),
        )
        self.set_title(0, summary(statuses, self.current))

    def _stand_in(self) -> str:
        return (
            '<div style="border:1px solid #d0d0d0;background:#f5f5f5;padding:4px 8px;'
            f'font-size:13px">▸ {escape(repr(self))}</div>'
        )

    def __repr__(self) -> str:  # the text a saved page shows instead of the live map
        return _("Your progress: run this cell to see the course map with your saved progress.")


def shown_path(path: Path) -> str:
    """Where the progress is saved, as the map says it: ``~/...`` under the home folder,
    nothing for a file in the temporary folder (a lesson build's, gone once it ends)."""
    path = Path(path).resolve()
    for folder in (Path(tempfile.gettempdir()), Path("/tmp")):
        if path.is_relative_to(folder.resolve()):
            return ""
    home = Path.home().resolve()
    return f"~/{path.relative_to(home).as_posix()}" if path.is_relative_to(home) else str(path)


def summary(statuses: Mapping[int, LessonStatus], current: int | None = None) -> str:
    """One line: the current lesson's status, or how many lessons are done."""
    if current is not None:
        status = statuses.get(current, LessonStatus(current))
        return _("Your progress · this lesson: {state}", state=status.state())
    done = sum(s.stage is Stage.DONE for s in statuses.values())
    return _("Your progress · {done} of {total} lessons done", done=done, total=len(statuses))


def _refresh_maps(_change: Any = None) -> None:
    for course in list(_MAPS):
        course.refresh()


_WATCHED: weakref.WeakSet[Scoreboard] = weakref.WeakSet()


def _watch(score: Scoreboard) -> None:
    """Redraw the course maps at every answer saved on ``score`` (once per scoreboard)."""
    if score not in _WATCHED:
        _WATCHED.add(score)
        score.widget.observe(_refresh_maps, names="value")


def course_map(current: int | None = None) -> CourseMap:
    """The course map with your saved progress, unfolded (``current``: the lesson marked
    "you are here")."""
    return CourseMap(current, unfolded=True)


def start_lesson(
    number: int, *, lang: Language | None = None, store: ProgressStore | None = None
) -> CourseMap:
    """Start lesson ``number`` in this notebook: its context is made current
    (:class:`~widgets.kit.context.LessonContext`: exercises are saved under that number
    from now on, in ``store``, default the learner's progress file; ``lang``, default the
    course language now, becomes the course language), the lesson is marked as opened, and
    the course map with your progress is returned, folded under a one-line summary (shown
    when this is the cell's last line). The cell run again keeps the lesson's running
    score."""
    if type(number) is not int or number < 0:
        raise ValueError(f"number={number!r} must be a lesson number (0, the drill, or more)")
    current = lesson_context()
    language = get_language() if lang is None else lang
    same = (
        current.lesson == number
        and (store is None or store is current.store)
        and language == current.language
    )  # the cell run again: the same lesson keeps its running score
    context = current if same else LessonContext(number, store=store, language=language)
    context.activate()
    if number != DRILL:  # the drill saves its schedule only, never a lesson's progress
        context.store.opened(number)
    # The cell run again: one live map. The earlier one stops following the progress but
    # stays open: a page reopened on this kernel may be restoring it just now, and a widget
    # closed under a restore that asks for its state leaves the page's widget manager
    # waiting for good ("Loading widget..." on every output, canvases left blank).
    for earlier in [m for m in _MAPS if m.started]:
        _MAPS.discard(earlier)
    course = CourseMap(number)
    course.started = True
    return course


def reset_progress(lesson: int | None = None) -> None:
    """Forget the saved progress of ``lesson`` (its number), or of every lesson; the
    course maps and the score line show it at once. Answers given in this notebook
    before the reset are not saved again."""
    context = lesson_context()
    context.store.reset(lesson)
    context.score.refresh()
    _refresh_maps()
