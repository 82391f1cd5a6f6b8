"""A lesson's saved progress in words, in the course language (the score line and the
course map say it the same way).

>>> from koikoi.tutor.progress import LessonStatus
>>> status_text(LessonStatus(5, opened=True, shown=4, solved=3, first_try=2))
'Lesson 5: in progress, 3 of 4 solved (2 at the first try)'
"""

from __future__ import annotations

from koikoi.tutor.progress import LessonStatus, Stage
from widgets.i18n import N_
from widgets.i18n import translator as _

__all__ = ["counts_text", "stage_text", "state_text", "status_text"]

_STAGES = {
    Stage.NOT_STARTED: N_("not started"),
    Stage.IN_PROGRESS: N_("in progress"),
    Stage.DONE: N_("done"),
}


def stage_text(stage: Stage) -> str:
    """Not started, in progress or done."""
    return _(_STAGES[stage])


def counts_text(status: LessonStatus) -> str:
    """The counts ("3 of 7 solved (2 at the first try)"), "opened", or "" if none."""
    if not status.shown:
        return _("opened") if status.opened else ""
    return _(
        "{solved} of {shown} solved ({first_try} at the first try)",
        solved=status.solved,
        shown=status.exercises,
        first_try=status.first_try,
    )


def state_text(status: LessonStatus) -> str:
    """The stage and the counts: "in progress, 3 of 7 solved (2 at the first try)"."""
    counts = counts_text(status)
    return stage_text(status.stage) + (f", {counts}" if counts else "")


def status_text(status: LessonStatus) -> str:
    """The whole status: "Lesson 5: in progress, 3 of 7 solved (...)"."""
    return _("Lesson {number}: {state}", number=status.lesson, state=state_text(status))
