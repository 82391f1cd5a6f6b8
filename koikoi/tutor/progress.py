"""Progress that lasts: every exercise result, saved in a small JSON file.

A :class:`ProgressStore` keeps, per lesson, whether the lesson was opened and, per
exercise, whether it is solved, how many answers it took and whether the first was right.
The file lives in the learner's Jupyter data folder (``<jupyter data dir>/koikoi/
progress.json``); the environment variable ``KOIKOI_PROGRESS`` names another file (or a
folder to put ``progress.json`` in). Closing a notebook loses nothing:

>>> import tempfile, pathlib
>>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> store.shown(5, "capture 7a")
>>> store.record(5, "capture 7a", False).attempts
1
>>> store.record(5, "capture 7a", True)
ExerciseRecord(solved=True, attempts=2, first_try=False)
>>> print(store.status(5))
Lesson 5: done, 1 of 1 solved (0 at the first try)
>>> print(store.status(5).describe("es"))
Lección 5: terminada, 1 de 1 resuelto (0 a la primera)
>>> ProgressStore(store.path()).status(5).stage   # another notebook reads the same file
<Stage.DONE: 'done'>
>>> store.reset(5); store.status(5).stage
<Stage.NOT_STARTED: 'not started'>

Two notebooks open at once do not lose each other's updates: every change is made under
a lock on ``progress.json.lock`` to the file as it is now (re-read, change, write a
temporary file, ``os.replace``).

The store only ever writes a file of its own (:mod:`koikoi.tutor.progress_file`): a
symbolic link is followed to its target, and the file keeps its mode. Whatever else is
at the path (a folder, a device such as ``/dev/null``, a FIFO, someone's ``notes.txt``, a
read-only file, a progress file of a newer version) is left as it is, with a one-line
message in the course language, and progress goes on in memory; it is merged
(:func:`merge`) into the file at the next write that succeeds. A progress file is read
as far as it can be (a byte order mark is skipped; a damaged record is left out and a
copy of the file kept as ``progress.json.corrupt-<time>``); one whose text cannot be
read at all is kept aside under that name and progress starts afresh. The store never
raises for a file problem: a lesson goes on whatever happens to the file.

The same file keeps the drill's schedule (:mod:`koikoi.tutor.drill`): item key -> the
scheduler's JSON record of it (:meth:`ProgressStore.schedule`,
:meth:`ProgressStore.review`). A damaged schedule record is handled like a damaged
exercise record: left out, with a copy of the file kept.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from koikoi.errors import shown
from koikoi.i18n import N_, Language, Translator
from koikoi.tutor.course import EXERCISES
from koikoi.tutor.progress_file import (
    FILE_NAME,
    MAX_LESSON,
    ExerciseRecord,
    Found,
    LessonRecord,
    Progress,
    Reading,
    Schedule,
    inspect,
    keep_copy,
    locked,
    merge,
    reason_of,
    resolve_location,
    set_aside,
    write,
)
from koikoi.validation import is_whole_number

__all__ = [
    "ENV_VAR",
    "STORE",
    "ExerciseRecord",
    "LessonRecord",
    "LessonStatus",
    "ProgressStore",
    "Stage",
    "default_path",
    "merge",
]

_ = Translator("tutor")

ENV_VAR = "KOIKOI_PROGRESS"


# --- what the course map shows ----------------------------------------------------------------


class Stage(Enum):
    """Where a learner is in a lesson (the value is the English label)."""

    NOT_STARTED = N_("not started")
    IN_PROGRESS = N_("in progress")
    DONE = N_("done")

    def label(self, lang: Language | None = None) -> str:
        """The stage in words, in ``lang`` (default: the current language)."""
        return _.catalog(lang).gettext(self.value)


@dataclass(frozen=True)
class LessonStatus:
    """A lesson's progress in counts: exercises shown, answered, solved, solved at the
    first answer, and ``total``, how many the lesson has (0: unknown). Done means every
    exercise of the lesson is solved (every one shown so far, when the total is unknown)."""

    lesson: int
    opened: bool = False
    shown: int = 0
    tried: int = 0
    solved: int = 0
    first_try: int = 0
    total: int = 0

    @property
    def exercises(self) -> int:
        """The lesson's exercises as far as known: its total, or more if more were shown."""
        return max(self.shown, self.total)

    @classmethod
    def of(cls, lesson: int, record: LessonRecord, outline: Collection[str] = ()) -> LessonStatus:
        """The status of ``lesson`` from its saved record. ``outline`` holds the keys of
        the lesson's exercises: then only those count (an answer saved for an exercise the
        lesson no longer has is left out); empty, every saved exercise counts."""
        saved = record.exercises
        if outline:
            saved = {key: e for key, e in saved.items() if key in outline}
        exercises = saved.values()
        return cls(
            lesson,
            total=len(outline),
            opened=record.opened,
            shown=len(exercises),
            tried=sum(e.attempts > 0 for e in exercises),
            solved=sum(e.solved for e in exercises),
            first_try=sum(bool(e.first_try) for e in exercises),
        )

    @property
    def stage(self) -> Stage:
        """Not started (nothing saved), done (every exercise shown is solved), or in
        progress."""
        if self.shown and self.solved >= self.exercises:
            return Stage.DONE
        if self.opened or self.shown:
            return Stage.IN_PROGRESS
        return Stage.NOT_STARTED

    def counts(self, lang: Language | None = None) -> str:
        """The counts in words ("3 of 7 solved (2 at the first try)"), or "" if none, in
        ``lang`` (default: the current language)."""
        catalog = _.catalog(lang)
        if not self.shown:
            return catalog.gettext(N_("opened")) if self.opened else ""
        text = catalog.ngettext(
            "{solved} of {shown} solved ({first_try} at the first try)",
            "{solved} of {shown} solved ({first_try} at the first try)",
            self.exercises,
        )
        return text.format(solved=self.solved, shown=self.exercises, first_try=self.first_try)

    def state(self, lang: Language | None = None) -> str:
        """The stage and the counts ("in progress, 3 of 7 solved (2 at the first try)"),
        in ``lang`` (default: the current language)."""
        counts = self.counts(lang)
        return self.stage.label(lang) + (f", {counts}" if counts else "")

    def describe(self, lang: Language | None = None) -> str:
        """The lesson's progress in one line ("Lesson 5: done, 1 of 1 solved (...)"), in
        ``lang`` (default: the current language)."""
        text = _.catalog(lang).gettext(N_("Lesson {lesson}: {state}"))
        return text.format(lesson=self.lesson, state=self.state(lang))

    def __str__(self) -> str:
        return self.describe()


# --- the file ---------------------------------------------------------------------------------


def default_path() -> Path:
    """Where progress is saved: ``$KOIKOI_PROGRESS`` (a file, or a folder for
    ``progress.json``: an existing one, or a value ending in ``/``; a relative path is
    taken from the home folder), else ``koikoi/progress.json`` in the Jupyter data folder
    (``~/.local/share/jupyter`` when jupyter_core is not installed). ``ValueError`` names
    a value of ``KOIKOI_PROGRESS`` that names no file."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        return resolve_location(override)
    try:
        from jupyter_core.paths import jupyter_data_dir

        data = Path(jupyter_data_dir())
    except ImportError:
        data = Path.home() / ".local" / "share" / "jupyter"
    return data / "koikoi" / FILE_NAME


def _say(message: str) -> None:
    """The default way to tell the learner about a file problem: one line on stderr."""
    print(message, file=sys.stderr)


_KEPT = N_("your progress is kept for this session only.")
_WHAT = {
    "folder": N_("a folder"),
    "device": N_("a device"),
    "fifo": N_("a named pipe (FIFO)"),
    "socket": N_("a socket"),
    "special": N_("a special file"),
}
_TOLD = {
    Found.NOT_A_FILE: N_(
        "Koi-Koi progress: {path} is {what}, not a progress file: it is left as it is, and {kept}"
    ),
    Found.FOREIGN: N_(
        "Koi-Koi progress: {path} is not a Koi-Koi progress file ({reason}): it is left as "
        "it is, and {kept}"
    ),
    Found.UNREADABLE: N_(
        "Koi-Koi progress: {path} cannot be read ({reason}): it is left as it is, and {kept}"
    ),
    Found.NEWER: N_(
        "Koi-Koi progress: {path} was saved by a newer version of the lessons (version "
        "{version}): it is read but not changed, and new progress is kept for this session "
        "only."
    ),
}
"""What the store says, once, when it finds something other than its own file at its path."""


class ProgressStore:
    """The saved progress of every lesson, in one JSON file (see the module docstring).

    ``location``: the file (resolved once, as :func:`default_path` resolves
    ``KOIKOI_PROGRESS``; ``ValueError`` names one that gives no path); by default
    :func:`default_path`, looked up again whenever ``KOIKOI_PROGRESS`` changes.
    ``notify`` receives each one-line message about a file problem.
    """

    def __init__(
        self,
        location: str | os.PathLike[str] | None = None,
        *,
        notify: Callable[[str], None] = _say,
        outline: Mapping[int, Collection[str]] | None = None,
    ) -> None:
        self._fixed = resolve_location(location) if location is not None else None
        self._env: tuple[str, Path | None] | None = None  # (value, the path it names)
        self._outline = dict(outline or {})  # lesson -> the keys of its exercises
        self._notify = notify
        self._memory: Progress = {}
        self._drill: Schedule = {}  # the schedule as last changed here
        self._memory_path: Path | None = None
        self._unsaved = False  # the memory holds changes the file does not have
        self._told: set[tuple[object, ...]] = set()

    def path(self) -> Path:
        """The progress file (``ValueError`` if ``KOIKOI_PROGRESS`` names none)."""
        return self._fixed if self._fixed is not None else default_path()

    def _where(self) -> Path | None:
        """The progress file, resolved once per value of ``KOIKOI_PROGRESS`` (None, told
        once, when the value names no file)."""
        if self._fixed is not None:
            return self._fixed
        value = os.environ.get(ENV_VAR, "").strip()
        if self._env is None or self._env[0] != value:
            try:
                self._env = (value, default_path())
            except (ValueError, RuntimeError, KeyError) as error:
                self._env = (value, None)
                self._tell(
                    ("location", value),
                    _(
                        "Koi-Koi progress: {name}={value} names no file ({reason}); {kept}",
                        name=ENV_VAR,
                        value=repr(value),
                        reason=reason_of(error),
                        kept=_(_KEPT),
                    ),
                )
        return self._env[1]

    # --- changes -------------------------------------------------------------------------

    def record(self, lesson: int, key: str, correct: bool) -> ExerciseRecord:
        """Save one answer to exercise ``key`` of ``lesson``; its record afterwards."""
        lesson, key = _lesson(lesson), _key(key)
        if not isinstance(correct, bool):
            raise ValueError(f"correct={shown(correct)} must be True or False")

        def answer(progress: Progress) -> Progress:
            record = progress.get(lesson, LessonRecord())
            exercise = record.exercises.get(key, ExerciseRecord()).answered(correct)
            exercises = {**record.exercises, key: exercise}
            return {**progress, lesson: replace(record, exercises=exercises)}

        return self._update(answer)[lesson].exercises[key]

    def shown(self, lesson: int, key: str) -> None:
        """Save that exercise ``key`` of ``lesson`` was shown (it counts in the lesson's
        total from now on); an exercise already saved is left as it is."""
        lesson, key = _lesson(lesson), _key(key)
        if key in self._load().get(lesson, LessonRecord()).exercises:
            return

        def show(progress: Progress) -> Progress:
            record = progress.get(lesson, LessonRecord())
            if key in record.exercises:
                return progress
            exercises = {**record.exercises, key: ExerciseRecord()}
            return {**progress, lesson: replace(record, exercises=exercises)}

        self._update(show)

    def opened(self, lesson: int) -> None:
        """Save that ``lesson`` was opened (its first cell run)."""
        lesson = _lesson(lesson)
        if self._load().get(lesson, LessonRecord()).opened:
            return
        self._update(lambda p: {**p, lesson: replace(p.get(lesson, LessonRecord()), opened=True)})

    def review(self, key: str, record: Mapping[str, Any]) -> None:
        """Save the drill item ``key``'s schedule ``record`` (JSON, with a ``due`` text)."""
        key = _key(key)
        if not (isinstance(record, Mapping) and isinstance(record.get("due"), str)):
            raise ValueError(f"record={shown(record)} must be a mapping with a 'due' text")
        saved = json.loads(json.dumps(dict(record)))  # a plain JSON copy, or TypeError
        self._update(lambda p: p, lambda d: {**d, key: saved})

    def schedule(self) -> Schedule:
        """The drill's saved schedule: item key -> its record."""
        reading = self._reading()
        return dict(self._drill) if reading is None else self._with_drill(reading.drill)

    def reset_drill(self) -> None:
        """Forget the drill's schedule (the lessons' progress stays)."""
        self._update(lambda p: p, lambda _d: {})

    def reset(self, lesson: int | None = None) -> None:
        """Forget the progress of ``lesson``, or of every lesson."""
        if lesson is None:
            self._update(lambda _p: {})
        else:
            lesson = _lesson(lesson)
            self._update(lambda p: {n: r for n, r in p.items() if n != lesson})

    # --- reading -------------------------------------------------------------------------

    def status(self, lesson: int) -> LessonStatus:
        """The saved progress of ``lesson``."""
        lesson = _lesson(lesson)
        return LessonStatus.of(
            lesson, self._load().get(lesson, LessonRecord()), self._outline.get(lesson, ())
        )

    def statuses(self, lessons: Iterable[int]) -> dict[int, LessonStatus]:
        """:meth:`status` of several lessons, read at once."""
        progress = self._load()
        return {
            n: LessonStatus.of(n, progress.get(n, LessonRecord()), self._outline.get(n, ()))
            for n in lessons
        }

    def progress(self) -> Progress:
        """Everything saved, by lesson."""
        return self._load()

    # --- the file -----------------------------------------------------------------------------

    def _sync_memory(self, path: Path | None) -> None:
        if self._memory_path != path:  # another file: what memory held belongs to the old one
            self._memory, self._memory_path, self._unsaved = {}, path, False
            self._drill = {}

    def _with_memory(self, disk: Progress) -> Progress:
        return merge(disk, self._memory) if self._unsaved else disk

    def _with_drill(self, disk: Schedule) -> Schedule:
        return {**disk, **self._drill} if self._unsaved else dict(disk)

    def _load(self) -> Progress:
        reading = self._reading()
        return dict(self._memory) if reading is None else self._with_memory(reading.progress)

    def _reading(self) -> Reading | None:
        """The file as it is now (None when progress is kept in memory only), what memory
        holds first matched to that file."""
        path = self._where()
        self._sync_memory(path)
        return None if path is None else self._read(path)

    def _update(
        self,
        change: Callable[[Progress], Progress],
        drill: Callable[[Schedule], Schedule] | None = None,
    ) -> Progress:
        """Apply ``change`` to the progress (and ``drill`` to the schedule) and save both."""
        path = self._where()
        self._sync_memory(path)
        if path is None:
            self._memory, self._unsaved = change(self._memory), True
            if drill is not None:
                self._drill = drill(self._drill)
            return self._memory
        first = inspect(path)
        if not (first.writable or first.found is Found.DAMAGED):
            reading = self._read(path)  # not a file it may change: never locked nor written
            if drill is not None:
                self._drill = drill(self._with_drill(reading.drill))
            return self._keep(path, reading, change(self._with_memory(reading.progress)))
        with locked(Path(os.path.realpath(path))):
            reading = self._read(path, under_lock=True)
            new = change(self._with_memory(reading.progress))
            schedule = self._with_drill(reading.drill)
            if drill is not None:
                schedule = drill(schedule)
            self._drill = schedule
            if not reading.writable:
                return self._keep(path, reading, new)
            try:
                write(reading.target, new, reading, **_with_schedule(schedule))
            except OSError as error:
                self._memory, self._unsaved = new, True
                self._tell(
                    ("write", path),
                    _(
                        "Koi-Koi progress: cannot save to {path} ({reason}); your "
                        "progress is kept for this session only.",
                        path=path,
                        reason=reason_of(error),
                    ),
                )
            else:
                self._memory, self._unsaved = new, False
        return new

    def _keep(self, path: Path, reading: Reading, new: Progress) -> Progress:
        """Keep ``new`` in memory: the file at ``path`` may not be changed."""
        self._memory, self._unsaved = new, True
        if reading.read_only and reading.found in (Found.PROGRESS, Found.EMPTY, Found.MISSING):
            self._tell(
                ("read-only", path),
                _(
                    "Koi-Koi progress: {path} is read-only: it is read but not changed, "
                    "and new progress is kept for this session only.",
                    path=path,
                ),
            )
        return new

    def _read(self, path: Path, *, under_lock: bool = False) -> Reading:
        """What is at ``path``, told once when it is not the store's own file; a damaged
        progress file is kept aside, one with damaged records copied aside."""
        reading = inspect(path)
        found = reading.found
        if found is Found.DAMAGED or (found is Found.PROGRESS and reading.bad):
            if not under_lock:
                with locked(reading.target):
                    return self._read(path, under_lock=True)
            return self._salvage(path, reading)
        told = _TOLD.get(found)
        if told is not None:
            what = _WHAT.get(reading.reason, _WHAT["special"])
            self._tell(
                ("file", path, found),
                _(
                    told,
                    path=path,
                    what=_(what),
                    reason=reading.reason,
                    version=reading.version,
                    kept=_(_KEPT),
                ),
            )
        return reading

    def _salvage(self, path: Path, reading: Reading) -> Reading:
        """Under the lock: a damaged progress file is renamed aside (progress starts
        afresh); one with damaged records is copied aside and written again without them."""
        stamp = "corrupt-" + time.strftime("%Y%m%d-%H%M%S")
        target = reading.target
        if reading.found is Found.DAMAGED:
            try:
                backup = set_aside(target, stamp)
            except OSError as error:
                self._unsaved = True
                self._tell(
                    ("aside", path),
                    _(
                        "Koi-Koi progress: {path} cannot be read ({reason}) nor moved aside "
                        "({error}); your progress is kept for this session only.",
                        path=path,
                        reason=reading.reason,
                        error=reason_of(error),
                    ),
                )
                return Reading(target, Found.UNREADABLE, reason=reading.reason)
            self._notify(
                _(
                    "Koi-Koi progress: {path} could not be read ({reason}); kept it as "
                    "{backup} and started afresh.",
                    path=path,
                    reason=reading.reason,
                    backup=backup.name,
                )
            )
            return Reading(target, Found.MISSING, mode=reading.mode, owner=reading.owner)
        told = ("salvaged", path, hash(reading.raw))
        if told in self._told:
            return reading
        try:
            backup_name = keep_copy(target, reading.raw, stamp).name
            if reading.writable:
                write(target, reading.progress, reading, **_with_schedule(reading.drill))
        except OSError as error:
            backup_name = reason_of(error)
        self._tell(
            told,
            _(
                "Koi-Koi progress: part of {path} could not be read ({reason}); kept a copy "
                "as {backup} and read the rest.",
                path=path,
                reason=reading.reason,
                backup=backup_name,
            ),
        )
        return replace(reading, bad=())

    def _tell(self, key: tuple[object, ...], message: str) -> None:
        """``notify`` ``message`` once for ``key``."""
        if key not in self._told:
            self._told.add(key)
            self._notify(message)


def _with_schedule(drill: Schedule) -> dict[str, Schedule]:
    """:func:`write`'s keyword for the schedule, none when it is empty."""
    return {"drill": drill} if drill else {}


def _lesson(lesson: Any) -> int:
    if not is_whole_number(lesson) or not 1 <= lesson <= MAX_LESSON:
        raise ValueError(f"lesson={shown(lesson)} must be a lesson number (1 to {MAX_LESSON})")
    return lesson


def _key(key: Any) -> str:
    if not isinstance(key, str) or not key:
        raise ValueError(f"key={shown(key)} must be a non-empty text naming the exercise")
    return key


STORE = ProgressStore(outline=EXERCISES)
"""The learner's progress, in :func:`default_path` (what the lessons record into); a lesson
is done when all of its exercises (:data:`koikoi.tutor.course.EXERCISES`) are solved."""
