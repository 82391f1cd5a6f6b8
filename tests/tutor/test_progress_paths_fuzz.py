"""Fuzzing the progress store over every kind of path (hypothesis, derandomized): a
missing file, its own file (plain, with a byte order mark, read-only, of a newer
version, damaged), a symlink to one, a dangling symlink, a folder, a device, a FIFO,
someone's file, a relative path and a trailing slash, with any sequence of answers. The
store never raises, never changes what is not its own, says each problem in one line,
and its answers agree with a model of the progress.

``KOIKOI_FUZZ_EXAMPLES`` sets the examples (default 40; a fuzz pass uses more).
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from koikoi.tutor.progress import ENV_VAR, ExerciseRecord, LessonRecord, ProgressStore
from tests.fuzzing import fuzz_settings

FUZZ = fuzz_settings(HealthCheck.function_scoped_fixture)
OWN = {
    "format": "koikoi-progress",
    "version": 1,
    "lessons": {"2": {"opened": True, "exercises": {"old": {"solved": True, "attempts": 1,
                                                            "first_try": True}}}},
}  # fmt: skip
OWN_PROGRESS = {2: LessonRecord(True, {"old": ExerciseRecord(True, 1, True)})}
KINDS = [
    "missing", "own", "own-bom", "own-read-only", "newer", "damaged", "symlink-own",
    "symlink-dangling", "folder-given", "folder-appears", "device", "fifo", "notes",
    "relative", "trailing-slash",
]  # fmt: skip
WRITABLE = {"missing", "own", "own-bom", "damaged", "symlink-own", "symlink-dangling",
            "relative", "trailing-slash", "folder-given"}  # fmt: skip
READ = {"own", "own-bom", "own-read-only", "newer", "symlink-own"}  # kinds whose records count


def make(kind: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> str | Path:
    """Lay out ``kind`` in ``folder``; the location to give the store."""
    path = folder / "progress.json"
    own = json.dumps(OWN).encode()
    if kind in ("own", "own-read-only"):
        path.write_bytes(own)
        if kind == "own-read-only":
            path.chmod(0o444)
    elif kind == "own-bom":
        path.write_bytes(b"\xef\xbb\xbf" + own)
    elif kind == "newer":
        path.write_bytes(own.replace(b'"version": 1', b'"version": 7'))
    elif kind == "damaged":
        path.write_bytes(own[:40])
    elif kind == "symlink-own":
        (folder / "real.json").write_bytes(own)
        path.symlink_to(folder / "real.json")
    elif kind == "symlink-dangling":
        path.symlink_to(folder / "elsewhere.json")
    elif kind == "folder-given":  # a folder named as the location: progress.json in it
        path.mkdir()
    elif kind == "device":
        try:
            os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        except (PermissionError, AttributeError):
            path.symlink_to("/dev/null")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "notes":
        path.write_text("my own notes", encoding="utf-8")
    elif kind == "relative":
        monkeypatch.setenv("HOME", str(folder))
        return "sub/progress.json"
    elif kind == "trailing-slash":
        return f"{folder}/new/"
    return path


def snapshot(folder: Path) -> dict[str, tuple[int, bytes | None]]:
    """Every entry of ``folder``: its mode and, for regular files, its bytes."""
    out = {}
    for entry in sorted(folder.rglob("*")):
        info = entry.lstat()
        data = entry.read_bytes() if stat.S_ISREG(info.st_mode) else None
        out[str(entry.relative_to(folder))] = (info.st_mode, data)
    return out


def apply(model: dict, op: str, lesson: int, key: str, correct: bool) -> None:
    """The model's progress after ``op`` (records as plain tuples)."""
    exercises = model.setdefault(lesson, {"opened": False, "exercises": {}})["exercises"]
    if op == "record":
        solved, attempts, first = exercises.get(key, (False, 0, None))
        first = correct if first is None else first
        exercises[key] = (solved or correct, attempts + 1, first)
    elif op == "shown":
        exercises.setdefault(key, (False, 0, None))
    elif op == "opened":
        model[lesson]["opened"] = True


OPS = st.lists(
    st.tuples(
        st.sampled_from(["record", "shown", "opened", "status"]),
        st.integers(1, 4),
        st.sampled_from(["a", "b", "old"]),
        st.booleans(),
    ),
    max_size=12,
)


@FUZZ
@given(st.sampled_from(KINDS), OPS, st.booleans())
def test_any_path_any_answers_never_raises_nor_harms_what_is_not_its_own(
    monkeypatch: pytest.MonkeyPatch, kind: str, ops: list, by_env: bool
) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        location = make(kind, folder, monkeypatch)
        said: list[str] = []
        if by_env or kind == "relative":
            monkeypatch.setenv(ENV_VAR, str(location))
            store = ProgressStore(notify=said.append)
        else:
            store = ProgressStore(location, notify=said.append)
        if kind == "folder-appears":  # after the store resolved its file: left alone
            store.status(1)
            (folder / "progress.json").mkdir()
        before = snapshot(folder)
        model: dict = {}
        if kind in READ:
            apply(model, "opened", 2, "old", True)
            model[2]["exercises"]["old"] = (True, 1, True)
        for op, lesson, key, correct in ops:
            if op == "status":
                store.status(lesson)
                continue
            getattr(store, op)(lesson, *((key, correct) if op == "record" else
                                         (key,) if op == "shown" else ()))  # fmt: skip
            apply(model, op, lesson, key, correct)
        got = {
            n: {"opened": r.opened, "exercises": {k: (e.solved, e.attempts, e.first_try)
                                                  for k, e in r.exercises.items()}}
            for n, r in store.progress().items()
        }  # fmt: skip
        assert got == {n: r for n, r in model.items() if r["opened"] or r["exercises"]}
        assert all("\n" not in line for line in said) and len(said) <= 2, said
        if kind not in WRITABLE:  # nothing that is not the store's own was changed
            assert snapshot(folder) == before, kind
        elif ops and any(op != "status" for op, *_ in ops):  # its own file holds the answers
            assert ProgressStore(store.path()).progress() == store.progress()
        if kind == "symlink-own":
            assert (folder / "progress.json").is_symlink()
        if kind == "damaged":
            assert len(list(folder.glob("progress.json.corrupt-*"))) == 1
