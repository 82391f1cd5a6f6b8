"""The progress file on disk: where it is, what lies there, and reading and writing it
without ever harming a file that is not the store's own.

:func:`resolve_location` turns a configured value into one absolute path, once.
:func:`inspect` looks at what is at a path without blocking (a FIFO, a device or a
folder is never opened for reading), reads at most :data:`MAX_BYTES`, and says what it
found (:class:`Found`): nothing, an empty file, a progress file (records that cannot be
read are set aside one by one, the rest is read), a progress file of a newer version, a
damaged progress file, someone else's file, or no regular file at all. Only a path that
is missing, empty, or holds a progress file of version 1 that may be changed is ever
written (:attr:`Reading.writable`); :func:`write` replaces it atomically, keeping its mode
(and owner, when run as root). Symbolic links are followed to their target, so a progress
file kept in a synced folder stays there.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> (folder / "notes.txt").write_text("my notes")
8
>>> inspect(folder / "notes.txt").found, inspect(folder).found
(<Found.FOREIGN: 'foreign'>, <Found.NOT_A_FILE: 'not a file'>)
>>> write(folder / "progress.json", {5: LessonRecord(opened=True)})
>>> inspect(folder / "progress.json").progress
{5: LessonRecord(opened=True, exercises=mappingproxy({}))}
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypedDict

from koikoi.validation import is_whole_number

# POSIX locks; on Windows writes are still atomic, only not serialised between notebooks
if sys.platform != "win32":
    import fcntl

__all__ = [
    "FILE_NAME",
    "FORMAT",
    "MAX_BYTES",
    "MAX_LESSON",
    "VERSION",
    "ExerciseRecord",
    "Found",
    "LessonRecord",
    "Progress",
    "Reading",
    "Schedule",
    "decode",
    "decode_drill",
    "encode",
    "inspect",
    "keep_copy",
    "lesson_number",
    "locked",
    "merge",
    "reason_of",
    "resolve_location",
    "set_aside",
    "write",
]

FILE_NAME = "progress.json"
FORMAT = "koikoi-progress"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""The largest file read (a course's progress is a few kilobytes)."""
MAX_LESSON = 999
"""The largest lesson number saved."""
_MARKER = FORMAT.encode()


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
    """One lesson: opened (its first cell was run) and its exercises by key (read-only:
    a record handed out cannot change the store's)."""

    opened: bool = False
    exercises: Any = field(default_factory=dict)  # Mapping[str, ExerciseRecord]

    def __post_init__(self) -> None:
        object.__setattr__(self, "exercises", MappingProxyType(dict(self.exercises)))


Progress = dict[int, LessonRecord]
"""Everything saved: lesson number -> its record."""


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


def lesson_number(name: str) -> int | None:
    """The lesson a saved key names ("5", "05" and "٥" are all lesson 5), or None."""
    text = name.strip()
    if not text.isdecimal() or len(text) > 6:
        return None
    number = int(text)
    return number if 1 <= number <= MAX_LESSON else None


# --- the JSON form -------------------------------------------------------------------------


def encode(progress: Progress, drill: Schedule | None = None) -> dict[str, Any]:
    """The JSON form of ``progress`` (and of the drill's schedule, if any)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
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


Schedule = dict[str, dict[str, Any]]
"""The drill's schedule (:mod:`koikoi.tutor.drill`): item key -> the scheduler's JSON
record of it, read no further than its shape (an object with a ``due`` text)."""


def decode_drill(data: dict[str, Any]) -> tuple[Schedule, list[str]]:
    """The drill's schedule in a file's JSON (empty if it has none) and what could not be
    read: a bad record is left out, like a bad exercise record."""
    drill = data.get("drill", {})
    if not isinstance(drill, dict):
        return {}, ["bad drill table"]
    read: Schedule = {}
    bad: list[str] = []
    for key, record in drill.items():
        if key and isinstance(record, dict) and isinstance(record.get("due"), str):
            read[key] = record
        else:
            bad.append(f"drill: bad record for item {key!r}")
    return read, bad


def decode(data: dict[str, Any]) -> tuple[Progress, list[str]]:
    """The progress in a file's JSON (``data["format"]`` already checked) and a list of
    what could not be read, record by record: a bad record is left out, the rest read."""
    bad: list[str] = []
    lessons = data.get("lessons")
    if not isinstance(lessons, dict):
        return {}, ["no lessons table"]
    progress: Progress = {}
    for name, record in lessons.items():
        number = lesson_number(name)
        if number is None or not isinstance(record, dict):
            bad.append(f"bad lesson entry {name!r}")
            continue
        exercises = record.get("exercises", {})
        if not isinstance(exercises, dict):
            bad.append(f"lesson {name}: bad exercises table")
            exercises = {}
        read = {}
        for key, entry in exercises.items():
            exercise = _exercise(entry)
            if exercise is None or not key:
                bad.append(f"lesson {name}: bad record for exercise {key!r}")
            else:
                read[key] = exercise
        lesson = LessonRecord(opened=record.get("opened") is True, exercises=read)
        progress = merge(progress, {number: lesson})  # "5" and "05": one lesson, merged
    return progress, bad


def _exercise(data: Any) -> ExerciseRecord | None:
    if not isinstance(data, dict):
        return None
    solved, attempts, first_try = data.get("solved"), data.get("attempts"), data.get("first_try")
    if not (
        isinstance(solved, bool)
        and is_whole_number(attempts)
        and 0 <= attempts < 10**9
        and (first_try is None or isinstance(first_try, bool))
    ):
        return None
    return ExerciseRecord(solved, attempts, first_try)


# --- where the file is ---------------------------------------------------------------------


def resolve_location(value: str | os.PathLike[str]) -> Path:
    """The absolute path of the progress file that ``value`` names: ``~`` expanded, a
    relative path taken from the home folder (never from the notebook's folder), a value
    ending in ``/`` or naming an existing folder meaning ``progress.json`` in it.
    ``ValueError`` names a value that gives no path (empty, or relative with no home)."""
    text = os.fspath(value)
    if not isinstance(text, str) or not text.strip() or "\0" in text:
        raise ValueError(f"{text!r} does not name a file")
    folder = text.endswith(("/", os.sep))
    path = Path(text).expanduser()
    if not path.is_absolute():
        try:
            home = Path.home()
        except (RuntimeError, KeyError):
            home = None
        if home is None or not home.is_absolute():
            raise ValueError(f"{text!r} is a relative path and the home folder is unknown")
        path = home / path
    if folder or path.is_dir():
        path = path / FILE_NAME
    return Path(os.path.normpath(path))


# --- what lies at the path -------------------------------------------------------------------


class Found(Enum):
    """What :func:`inspect` found at a path."""

    MISSING = "missing"
    EMPTY = "empty"
    PROGRESS = "progress"
    NEWER = "newer"
    DAMAGED = "damaged"  # a progress file whose text cannot be read at all
    FOREIGN = "foreign"  # someone's file: not a progress file
    NOT_A_FILE = "not a file"  # a folder, a device, a FIFO, a socket
    UNREADABLE = "unreadable"  # the system refused to look (permissions, a link loop)


@dataclass(frozen=True)
class Reading:
    """What is at ``target`` (the path with symbolic links followed): what was
    ``found``, the ``progress`` read, what could not be read (``bad``), a ``reason`` to
    tell, the bytes read (``raw``), the file's ``mode``/``owner`` and whether it is
    ``read_only`` (no write bit, or not writable by this user)."""

    target: Path
    found: Found
    progress: Progress = field(default_factory=dict)
    bad: tuple[str, ...] = ()
    reason: str = ""
    raw: bytes = b""
    mode: int | None = None
    owner: tuple[int, int] | None = None
    read_only: bool = False
    version: object = None
    drill: Schedule = field(default_factory=dict)

    @property
    def writable(self) -> bool:
        """Whether the store may replace what is there with its own file."""
        if self.found in (Found.MISSING, Found.EMPTY):
            return not self.read_only
        return self.found is Found.PROGRESS and not self.read_only


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special"


class _FileFacts(TypedDict):
    """What ``os.stat`` tells of a regular file, given to every :class:`Reading` of it."""

    mode: int
    owner: tuple[int, int]
    read_only: bool


def inspect(path: str | os.PathLike[str]) -> Reading:
    """What is at ``path`` (see the module docstring); never raises for what it finds."""
    target = Path(os.path.realpath(path))
    try:
        info = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        return Reading(target, Found.MISSING)
    except (OSError, ValueError) as error:
        return Reading(target, Found.UNREADABLE, reason=reason_of(error))
    if not stat.S_ISREG(info.st_mode):
        return Reading(target, Found.NOT_A_FILE, reason=_kind(info.st_mode))
    base: _FileFacts = {
        "mode": stat.S_IMODE(info.st_mode),
        "owner": (info.st_uid, info.st_gid),
        "read_only": not info.st_mode & 0o222 or not os.access(target, os.W_OK),
    }
    if info.st_size > MAX_BYTES:
        return Reading(target, Found.FOREIGN, reason=f"larger than {MAX_BYTES} bytes", **base)
    try:
        raw = _read_regular(target)
    except (OSError, MemoryError) as error:
        return Reading(target, Found.UNREADABLE, reason=reason_of(error), **base)
    if raw is None:
        return Reading(target, Found.FOREIGN, reason=f"larger than {MAX_BYTES} bytes", **base)
    return _understand(target, raw, base)


def _read_regular(target: Path) -> bytes | None:
    """The bytes of the regular file ``target`` (None: more than MAX_BYTES), opened
    without blocking and checked again once open (it may have been swapped)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(target, flags | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(0, "not a regular file any more")
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return None if size > MAX_BYTES else b"".join(chunks)
    finally:
        os.close(fd)


def _understand(target: Path, raw: bytes, base: _FileFacts) -> Reading:
    ours = _MARKER in raw[:400]
    damaged = Found.DAMAGED if ours else Found.FOREIGN
    try:
        text = codecs.decode(raw, "utf-8-sig")  # a byte order mark is allowed
    except UnicodeDecodeError as error:
        return Reading(target, damaged, reason=reason_of(error), raw=raw, **base)
    if not text.strip():
        return Reading(target, Found.EMPTY, raw=raw, **base)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        return Reading(target, damaged, reason=reason_of(error), raw=raw, **base)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Reading(target, Found.FOREIGN, reason="not a Koi-Koi progress file", **base)
    version = data.get("version")
    progress, bad = decode(data)
    drill, bad_drill = decode_drill(data)
    bad += bad_drill
    if is_whole_number(version) and version > VERSION:
        found = Found.NEWER
    else:
        found = Found.PROGRESS
        if version != VERSION or isinstance(version, bool):
            bad.insert(0, f"unknown version {version!r}")
    reason = "; ".join(bad[:2]) + ("; ..." if len(bad) > 2 else "")
    return Reading(
        target, found, progress, tuple(bad), reason, raw, version=version, drill=drill, **base
    )


def reason_of(error: BaseException) -> str:
    """An error as a short phrase on one line."""
    text = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return " ".join(f"{type(error).__name__}: {text}".split())


# --- writing -----------------------------------------------------------------------------------


@contextmanager
def locked(target: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``target``'s lock file (none if it cannot be made, or
    if something that is not a regular file is in its place)."""
    fd = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(target.with_name(target.name + ".lock"), flags, 0o644)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(0, "the lock is not a regular file")
        if sys.platform != "win32":
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


def write(
    target: str | os.PathLike[str],
    progress: Progress,
    reading: Reading | None = None,
    drill: Schedule | None = None,
) -> None:
    """Write ``progress`` (and the drill's schedule) to ``target`` atomically (a
    temporary file beside it, then ``os.replace``), keeping the mode and owner
    ``reading`` found there (a new file: 0600)."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    try:
        if reading is not None and reading.mode is not None:
            os.fchmod(handle, reading.mode)
        if reading is not None and reading.owner is not None and hasattr(os, "fchown"):
            with contextlib.suppress(OSError):  # only root may give a file away
                os.fchown(handle, *reading.owner)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(encode(progress, drill), out, indent=1, ensure_ascii=False)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def keep_copy(target: Path, raw: bytes, suffix: str) -> Path:
    """Save ``raw`` as a new file beside ``target`` (``<name>.<suffix>[-n]``); its path."""
    n = 1
    while True:
        backup = target.with_name(f"{target.name}.{suffix}" + (f"-{n}" if n > 1 else ""))
        try:
            fd = os.open(backup, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            n += 1
            continue
        with os.fdopen(fd, "wb") as out:
            out.write(raw)
        return backup


def set_aside(target: Path, suffix: str) -> Path:
    """Rename the store's own damaged file ``target`` to ``<name>.<suffix>[-n]``."""
    n = 1
    while True:
        backup = target.with_name(f"{target.name}.{suffix}" + (f"-{n}" if n > 1 else ""))
        if not os.path.lexists(backup):
            os.replace(target, backup)
            return backup
        n += 1
