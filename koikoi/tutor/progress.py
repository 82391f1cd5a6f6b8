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
temporary file, ``os.replace``). A file that cannot be read or understood is kept aside as
``progress.json.corrupt-<time>``, with a one-line message, and progress starts afresh. A
folder that cannot be written gets one message and progress goes on in memory; it is
merged (:func:`merge`) into the file at the next write that succeeds. The store never
raises for a file problem: a lesson goes on whatever happens to the file.

The same file keeps the drill's schedule (:mod:`koikoi.tutor.drill`): item key -> the
scheduler's JSON record of it (:meth:`ProgressStore.schedule`, :meth:`ProgressStore.review`).
The store does not read those records beyond their shape (an object with a ``due`` text);
a schedule of another shape makes the file corrupt, set aside like any other.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any, NamedTuple

from koikoi.i18n import N_, Language, Translator
from koikoi.tutor.course import EXERCISES

try:  # POSIX; elsewhere writes are still atomic, only not serialised between notebooks
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "ENV_VAR",
    "STORE",
    "ExerciseRecord",
    "LessonRecord",
    "LessonStatus",
    "ProgressStore",
    "Schedule",
    "Stage",
    "default_path",
    "merge",
]

_ = Translator("tutor")

ENV_VAR = "KOIKOI_PROGRESS"
FILE_NAME = "progress.json"
_FORMAT = "koikoi-progress"
_VERSION = 1


# --- the records -----------------------------------------------------------------------


@dataclass(frozen=True)
class ExerciseRecord:
    """One exercise: solved (ever answered right), answers given, first answer right
    (None before the first answer)."""

    solved: bool = False
    attempts: int = 0
    first_try: bool | None = None

    def answered(self, correct: bool) -> ExerciseRecord:
        """This record after one more answer."""
        return ExerciseRecord(
            solved=self.solved or correct,
            attempts=self.attempts + 1,
            first_try=correct if self.first_try is None else self.first_try,
        )


@dataclass(frozen=True)
class LessonRecord:
    """One lesson: opened (its first cell was run) and its exercises by key."""

    opened: bool = False
    exercises: Mapping[str, ExerciseRecord] = field(default_factory=dict)


Progress = dict[int, LessonRecord]
"""Everything saved: lesson number -> its record."""

Schedule = dict[str, dict[str, Any]]
"""The drill's schedule: item key -> the scheduler's JSON record of that item."""


class _Saved(NamedTuple):
    """What the file holds: the lessons' progress and the drill's schedule."""

    progress: Progress
    drill: Schedule


def _merge_saved(ours: _Saved, theirs: _Saved) -> _Saved:
    """:func:`merge` for the lessons; per drill item, the record reviewed last."""
    drill = dict(theirs.drill)
    for key, record in ours.drill.items():
        other = drill.get(key)
        if other is None or str(record.get("last_review") or "") >= str(
            other.get("last_review") or ""
        ):
            drill[key] = record
    return _Saved(merge(ours.progress, theirs.progress), drill)


def merge(ours: Progress, theirs: Progress) -> Progress:
    """Two versions of the progress as one, losing nothing either knows.

    Per lesson: opened if either says so. Per exercise: solved if either says so, the
    larger number of answers, and ``ours``'s first-try result unless it has none.
    """
    merged: Progress = {}
    for lesson in sorted(ours.keys() | theirs.keys()):
        a, b = ours.get(lesson, LessonRecord()), theirs.get(lesson, LessonRecord())
        exercises = {}
        for key in a.exercises.keys() | b.exercises.keys():
            x, y = a.exercises.get(key, ExerciseRecord()), b.exercises.get(key, ExerciseRecord())
            exercises[key] = ExerciseRecord(
                solved=x.solved or y.solved,
                attempts=max(x.attempts, y.attempts),
                first_try=x.first_try if x.first_try is not None else y.first_try,
            )
        merged[lesson] = LessonRecord(opened=a.opened or b.opened, exercises=exercises)
    return merged


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
    ``progress.json``), else ``koikoi/progress.json`` in the Jupyter data folder
    (``~/.local/share/jupyter`` when jupyter_core is not installed)."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        chosen = Path(override).expanduser()
        return chosen / FILE_NAME if os.path.isdir(chosen) else chosen
    try:
        from jupyter_core.paths import jupyter_data_dir

        data = Path(jupyter_data_dir())
    except ImportError:
        data = Path.home() / ".local" / "share" / "jupyter"
    return data / "koikoi" / FILE_NAME


class CorruptProgressError(ValueError):
    """A progress file whose content is not a progress record."""


def encode(progress: Progress, drill: Schedule | None = None) -> dict[str, Any]:
    """The JSON form of ``progress`` (and of the drill's schedule, if any)."""
    data: dict[str, Any] = {
        "format": _FORMAT,
        "version": _VERSION,
        "lessons": {
            str(lesson): {
                "opened": record.opened,
                "exercises": {
                    key: {"solved": e.solved, "attempts": e.attempts, "first_try": e.first_try}
                    for key, e in sorted(record.exercises.items())
                },
            }
            for lesson, record in sorted(progress.items())
        },
    }
    if drill:
        data["drill"] = {key: drill[key] for key in sorted(drill)}
    return data


def decode_drill(data: Any) -> Schedule:
    """The drill's schedule from a progress file's JSON form (empty if it has none);
    :class:`CorruptProgressError` names what is wrong."""
    drill = data.get("drill", {}) if isinstance(data, dict) else None
    if not isinstance(drill, dict):
        raise CorruptProgressError("bad drill table")
    for key, record in drill.items():
        if not (key and isinstance(record, dict) and isinstance(record.get("due"), str)):
            raise CorruptProgressError(f"drill: bad record for item {key!r}")
    return dict(drill)


def decode(data: Any) -> Progress:
    """``progress`` from its JSON form; :class:`CorruptProgressError` names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        raise CorruptProgressError("not a Koi-Koi progress file")
    if data.get("version") != _VERSION:
        raise CorruptProgressError(f"unknown version {data.get('version')!r}")
    lessons = data.get("lessons")
    if not isinstance(lessons, dict):
        raise CorruptProgressError("no lessons table")
    progress: Progress = {}
    for name, record in lessons.items():
        if not (isinstance(name, str) and name.isdigit() and isinstance(record, dict)):
            raise CorruptProgressError(f"bad lesson entry {name!r}")
        exercises = record.get("exercises", {})
        if not isinstance(exercises, dict):
            raise CorruptProgressError(f"lesson {name}: bad exercises table")
        progress[int(name)] = LessonRecord(
            opened=record.get("opened") is True,
            exercises={key: _exercise(name, key, e) for key, e in exercises.items()},
        )
    return progress


def _exercise(lesson: str, key: str, data: Any) -> ExerciseRecord:
    solved = data.get("solved") if isinstance(data, dict) else None
    attempts = data.get("attempts") if isinstance(data, dict) else None
    first_try = data.get("first_try") if isinstance(data, dict) else None
    if not (
        isinstance(solved, bool)
        and isinstance(attempts, int)
        and not isinstance(attempts, bool)
        and attempts >= 0
        and (first_try is None or isinstance(first_try, bool))
    ):
        raise CorruptProgressError(f"lesson {lesson}: bad record for exercise {key!r}")
    return ExerciseRecord(solved, attempts, first_try)


def _say(message: str) -> None:
    """The default way to tell the learner about a file problem: one line on stderr."""
    print(message, file=sys.stderr)


class ProgressStore:
    """The saved progress of every lesson, in one JSON file (see the module docstring).

    ``location``: the file (default: :func:`default_path`, looked up at every use, so
    ``KOIKOI_PROGRESS`` may change). ``notify`` receives each one-line message about a
    file problem.
    """

    def __init__(
        self,
        location: str | Path | None = None,
        *,
        notify: Callable[[str], None] = _say,
        outline: Mapping[int, Collection[str]] | None = None,
    ) -> None:
        self._location = Path(location).expanduser() if location is not None else None
        self._outline = dict(outline or {})  # lesson -> the keys of its exercises
        self._notify = notify
        self._memory = _Saved({}, {})
        self._memory_path: Path | None = None
        self._unsaved = False  # the memory holds changes the file does not have
        self._warned: set[Path] = set()

    def path(self) -> Path:
        """The progress file."""
        return self._location if self._location is not None else default_path()

    # --- changes -------------------------------------------------------------------------

    def record(self, lesson: int, key: str, correct: bool) -> ExerciseRecord:
        """Save one answer to exercise ``key`` of ``lesson``; its record afterwards."""
        lesson, key = _lesson(lesson), _key(key)
        if not isinstance(correct, bool):
            raise ValueError(f"correct={correct!r} must be True or False")

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
            raise ValueError(f"record={record!r} must be a mapping with a 'due' text")
        saved = json.loads(json.dumps(dict(record)))  # a plain JSON copy, or TypeError
        self._change(lambda s: _Saved(s.progress, {**s.drill, key: saved}))

    def schedule(self) -> Schedule:
        """The drill's saved schedule: item key -> its record."""
        return dict(self._load_all().drill)

    def reset_drill(self) -> None:
        """Forget the drill's schedule (the lessons' progress stays)."""
        self._change(lambda s: _Saved(s.progress, {}))

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

    # --- the file, under its lock ----------------------------------------------------------

    def _sync_memory(self, path: Path) -> None:
        if self._memory_path != path:  # another file: what memory held belongs to the old one
            self._memory, self._memory_path, self._unsaved = _Saved({}, {}), path, False

    def _load(self) -> Progress:
        return self._load_all().progress

    def _load_all(self) -> _Saved:
        path = self.path()
        self._sync_memory(path)
        if not os.path.lexists(path):  # (False too when the folder cannot be looked into)
            return self._memory if self._unsaved else _Saved({}, {})
        with _locked(path):
            disk = self._read(path)
        return _merge_saved(disk, self._memory) if self._unsaved else disk

    def _update(self, change: Callable[[Progress], Progress]) -> Progress:
        return self._change(lambda s: _Saved(change(s.progress), s.drill)).progress

    def _change(self, change: Callable[[_Saved], _Saved]) -> _Saved:
        path = self.path()
        self._sync_memory(path)
        with _locked(path):
            disk = self._read(path)
            new = change(_merge_saved(disk, self._memory) if self._unsaved else disk)
            self._memory = new
            try:
                _write(path, new)
            except OSError as error:
                self._unsaved = True
                if path not in self._warned:
                    self._warned.add(path)
                    self._notify(
                        _(
                            "Koi-Koi progress: cannot save to {path} ({reason}); your "
                            "progress is kept for this session only.",
                            path=path,
                            reason=_reason(error),
                        )
                    )
            else:
                self._unsaved = False
        return new

    def _read(self, path: Path) -> _Saved:
        """The file's progress and schedule; a missing file is empty, a bad one is set
        aside."""
        try:
            text = path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) yet
            return _Saved({}, {})
        except (OSError, UnicodeDecodeError) as error:
            return self._set_aside(path, _reason(error))
        try:
            data = json.loads(text)
            return _Saved(decode(data), decode_drill(data))
        except (ValueError, RecursionError) as error:
            return self._set_aside(path, _reason(error))

    def _set_aside(self, path: Path, reason: str) -> _Saved:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = path.with_name(f"{path.name}.corrupt-{stamp}")
        n = 1
        while backup.exists():
            n += 1
            backup = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        try:
            os.replace(path, backup)
        except OSError as error:
            self._unsaved = True
            if path in self._warned:
                return _Saved({}, {})
            self._warned.add(path)
            self._notify(
                _(
                    "Koi-Koi progress: {path} cannot be read ({reason}) nor moved aside "
                    "({error}); your progress is kept for this session only.",
                    path=path,
                    reason=reason,
                    error=_reason(error),
                )
            )
        else:
            self._notify(
                _(
                    "Koi-Koi progress: {path} could not be read ({reason}); kept it as "
                    "{backup} and started afresh.",
                    path=path,
                    reason=reason,
                    backup=backup.name,
                )
            )
        return _Saved({}, {})


def _lesson(lesson: Any) -> int:
    if not isinstance(lesson, int) or isinstance(lesson, bool) or lesson < 1:
        raise ValueError(f"lesson={lesson!r} must be a lesson number (1 or more)")
    return lesson


def _key(key: Any) -> str:
    if not isinstance(key, str) or not key:
        raise ValueError(f"key={key!r} must be a non-empty text naming the exercise")
    return key


def _reason(error: BaseException) -> str:
    """An error as a short phrase on one line."""
    text = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return " ".join(f"{type(error).__name__}: {text}".split())


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path``'s lock file (none if it cannot be made: the
    folder is then read-only and nothing will be written anyway)."""
    fd = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o644)
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError:
        if fd is not None:
            os.close(fd)
            fd = None
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)  # closing releases the lock


def _write(path: Path, saved: _Saved) -> None:
    """Write ``saved`` to ``path`` atomically (a temporary file, then os.replace)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(encode(*saved), out, indent=1, ensure_ascii=False)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


STORE = ProgressStore(outline=EXERCISES)
"""The learner's progress, in :func:`default_path` (what the lessons record into); a lesson
is done when all of its exercises (:data:`koikoi.tutor.course.EXERCISES`) are solved."""
