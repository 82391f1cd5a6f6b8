"""The progress store: answers saved in a JSON file that outlives the notebook, where it
is looked for, what a corrupt file or a read-only folder does, and two notebooks writing
at once."""

from __future__ import annotations

import json
import multiprocessing
import os
import stat
import sys
import threading
from pathlib import Path

import pytest

from koikoi.tutor import progress, progress_file
from koikoi.tutor.progress import (
    ENV_VAR,
    ExerciseRecord,
    LessonRecord,
    LessonStatus,
    ProgressStore,
    Stage,
    merge,
)


class Messages(list):
    """Collects the store's one-line messages."""

    def __call__(self, message: str) -> None:
        self.append(message)


@pytest.fixture
def said() -> Messages:
    return Messages()


@pytest.fixture
def store(tmp_path: Path, said: Messages) -> ProgressStore:
    return ProgressStore(tmp_path / "progress.json", notify=said)


# --- record, status, reset --------------------------------------------------------------


def test_answers_are_saved_and_read_back_by_a_new_store(store: ProgressStore) -> None:
    assert store.status(5) == LessonStatus(5) and store.status(5).stage is Stage.NOT_STARTED
    store.opened(5)
    store.shown(5, "a")
    store.shown(5, "b")
    assert store.record(5, "a", False) == ExerciseRecord(False, 1, False)
    assert store.record(5, "a", True) == ExerciseRecord(True, 2, False)
    again = ProgressStore(store.path())  # the notebook closed and opened again
    status = again.status(5)
    assert status == LessonStatus(5, opened=True, shown=2, tried=1, solved=1, first_try=0)
    assert status.stage is Stage.IN_PROGRESS
    assert str(status) == "Lesson 5: in progress, 1 of 2 solved (0 at the first try)"
    again.record(5, "b", True)
    assert store.status(5).stage is Stage.DONE
    assert str(store.status(5)) == "Lesson 5: done, 2 of 2 solved (1 at the first try)"


def test_showing_an_exercise_again_keeps_its_saved_result(store: ProgressStore) -> None:
    store.record(3, "q", True)
    store.shown(3, "q")  # the cell run again
    assert store.progress()[3].exercises["q"] == ExerciseRecord(True, 1, True)


def test_stages() -> None:
    assert LessonStatus(1).stage is Stage.NOT_STARTED
    assert LessonStatus(1, opened=True).stage is Stage.IN_PROGRESS
    assert str(LessonStatus(1, opened=True)) == "Lesson 1: in progress, opened"
    assert LessonStatus(1, shown=3, tried=3, solved=2).stage is Stage.IN_PROGRESS
    assert LessonStatus(1, shown=3, tried=3, solved=3).stage is Stage.DONE


def test_reset_one_lesson_or_all(store: ProgressStore) -> None:
    for lesson in (2, 3, 4):
        store.record(lesson, "q", True)
    store.reset(3)
    assert [store.status(n).stage for n in (2, 3, 4)] == [Stage.DONE, Stage.NOT_STARTED,
                                                          Stage.DONE]  # fmt: skip
    store.reset()
    assert store.progress() == {}
    assert json.loads(store.path().read_text())["lessons"] == {}


def test_the_file_is_plain_json(store: ProgressStore) -> None:
    store.record(7, "akatan", True)
    data = json.loads(store.path().read_text(encoding="utf-8"))
    assert data == {
        "format": "koikoi-progress",
        "version": 1,
        "lessons": {
            "7": {
                "opened": False,
                "exercises": {"akatan": {"solved": True, "attempts": 1, "first_try": True}},
            }
        },
    }


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: s.record(0, "q", True), "lesson=0"),
        (lambda s: s.record("5", "q", True), "lesson='5'"),
        (lambda s: s.record(5, "", True), "key=''"),
        (lambda s: s.record(5, "q", 1), "correct=1"),
        (lambda s: s.reset(-1), "lesson=-1"),
    ],
)
def test_bad_input_is_refused_and_nothing_saved(
    store: ProgressStore, call: object, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        call(store)  # type: ignore[operator]
    assert not store.path().exists()


def test_merge_keeps_what_either_side_knows() -> None:
    ours = {
        1: LessonRecord(opened=True, exercises={"q": ExerciseRecord(False, 3, False)}),
        2: LessonRecord(exercises={"r": ExerciseRecord(True, 1, True)}),
    }
    theirs = {
        1: LessonRecord(exercises={"q": ExerciseRecord(True, 1, True), "s": ExerciseRecord()}),
        3: LessonRecord(opened=True),
    }
    merged = merge(ours, theirs)
    assert merged == {
        1: LessonRecord(
            opened=True,
            exercises={"q": ExerciseRecord(True, 3, False), "s": ExerciseRecord()},
        ),
        2: LessonRecord(exercises={"r": ExerciseRecord(True, 1, True)}),
        3: LessonRecord(opened=True),
    }
    assert merge(theirs, ours)[1].exercises["q"] == ExerciseRecord(True, 3, True)


# --- where the file is ---------------------------------------------------------------------


def test_the_environment_variable_names_the_file_or_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "mine.json"))
    store = ProgressStore()
    assert store.path() == tmp_path / "mine.json"
    store.record(1, "q", True)
    assert (tmp_path / "mine.json").exists()
    monkeypatch.setenv(ENV_VAR, str(tmp_path))  # a folder: progress.json in it
    assert store.path() == tmp_path / "progress.json"
    assert store.status(1).stage is Stage.NOT_STARTED  # another file, another progress


def test_default_is_the_jupyter_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert progress.default_path() == tmp_path / "data" / "koikoi" / "progress.json"
    monkeypatch.setitem(sys.modules, "jupyter_core.paths", None)  # jupyter_core missing
    monkeypatch.setenv("HOME", str(tmp_path))
    assert progress.default_path() == tmp_path / ".local/share/jupyter/koikoi/progress.json"


def test_the_test_suite_never_writes_into_the_real_home() -> None:
    assert not str(progress.STORE.path()).startswith(str(Path.home() / ".local"))
    assert Path(progress.STORE.path()).name == "progress.json"


# --- a damaged file ------------------------------------------------------------------------

HEAD = b'{"format": "koikoi-progress", "version": 1, "lessons": '


def test_a_progress_file_that_cannot_be_read_at_all_is_kept_aside_and_starts_afresh(
    store: ProgressStore, said: Messages
) -> None:
    content = HEAD + b'{"5": '  # cut short
    store.path().write_bytes(content)
    assert store.status(5) == LessonStatus(5)  # fresh, no exception
    (backup,) = store.path().parent.glob("progress.json.corrupt-*")
    assert backup.read_bytes() == content
    assert len(said) == 1 and "\n" not in said[0]
    assert "could not be read" in said[0] and backup.name in said[0]
    assert store.record(5, "q", True).solved  # and saving goes on, in a new file
    assert ProgressStore(store.path()).status(5).solved == 1
    assert len(said) == 1


def test_one_bad_record_is_left_out_and_the_rest_is_read(
    store: ProgressStore, said: Messages
) -> None:
    content = (
        HEAD + b'{"5": {"exercises": {"q": {"solved": "yes", "attempts": 1}, '
        b'"r": {"solved": true, "attempts": 2, "first_try": false}}}, '
        b'"6": {"opened": true, "exercises": {}}}}'
    )
    store.path().write_bytes(content)
    assert store.progress() == {
        5: LessonRecord(exercises={"r": ExerciseRecord(True, 2, False)}),
        6: LessonRecord(opened=True),
    }
    (backup,) = store.path().parent.glob("progress.json.corrupt-*")
    assert backup.read_bytes() == content  # the bad record is kept, in a copy
    assert len(said) == 1 and "part of" in said[0] and "'q'" in said[0]
    assert backup.name in said[0]
    store.progress()
    ProgressStore(store.path(), notify=said).progress()  # the file was written again
    assert len(said) == 1 and len(list(store.path().parent.glob("*.corrupt-*"))) == 1
    assert ProgressStore(store.path()).progress()[5].exercises == {
        "r": ExerciseRecord(True, 2, False)
    }


def test_a_byte_order_mark_is_read_past(store: ProgressStore, said: Messages) -> None:
    store.record(4, "q", True)
    store.path().write_bytes(b"\xef\xbb\xbf" + store.path().read_bytes())
    assert ProgressStore(store.path(), notify=said).status(4).solved == 1
    assert said == [] and not list(store.path().parent.glob("*.corrupt-*"))


def test_lesson_keys_that_name_the_same_lesson_are_merged_not_overwritten(
    store: ProgressStore, said: Messages
) -> None:
    lessons = {
        key: {"exercises": {name: {"solved": True, "attempts": 1, "first_try": True}}}
        for key, name in (("5", "a"), ("05", "b"), ("٥", "c"))
    }
    data = {"format": "koikoi-progress", "version": 1, "lessons": lessons}
    store.path().write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert set(store.progress()) == {5}
    assert sorted(store.progress()[5].exercises) == ["a", "b", "c"]
    store.record(5, "d", False)
    saved = json.loads(store.path().read_text(encoding="utf-8"))["lessons"]
    assert list(saved) == ["5"] and sorted(saved["5"]["exercises"]) == ["a", "b", "c", "d"]
    assert said == []


def test_a_newer_version_is_read_but_never_changed(store: ProgressStore, said: Messages) -> None:
    content = (
        b'{"format": "koikoi-progress", "version": 2, "lessons": {"3": {"exercises": '
        b'{"q": {"solved": true, "attempts": 1, "first_try": true}}}}, "streaks": [1]}'
    )
    store.path().write_bytes(content)
    assert store.status(3).solved == 1  # read
    store.record(3, "r", True)
    assert store.status(3).solved == 2  # kept in memory
    assert store.path().read_bytes() == content  # never changed
    assert len(said) == 1 and "newer version" in said[0] and "version 2" in said[0]
    assert not list(store.path().parent.glob("progress.json.*"))


def test_returned_records_cannot_change_the_store(store: ProgressStore) -> None:
    store.record(2, "q", False)
    with pytest.raises(TypeError):
        store.progress()[2].exercises["q"] = ExerciseRecord(True, 1, True)  # type: ignore[index]
    assert store.status(2).solved == 0


# --- whatever else is at the path is left as it is -----------------------------------------


def _untouched(path: Path) -> tuple[object, ...]:
    info = os.lstat(path)
    return (info.st_mode, info.st_ino, info.st_rdev, os.listdir(path.parent))


def _goes_on_in_memory(store: ProgressStore, said: Messages, named: str = "") -> None:
    """Reads and answers work, progress stays in memory, one line naming the file (or
    ``named``) is said."""
    assert store.status(5) == LessonStatus(5)
    store.opened(5)
    store.record(5, "q", False)
    store.record(5, "q", True)
    assert store.status(5) == LessonStatus(5, opened=True, shown=1, tried=1, solved=1)
    assert len(said) == 1 and "\n" not in said[0] and (named or str(store.path())) in said[0]
    assert "kept for this session only" in said[0]


def _device(folder: Path) -> Path:
    """A character device like /dev/null: made (as root), else a link to /dev/null."""
    path = folder / "null"
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (PermissionError, AttributeError):
        path.symlink_to("/dev/null")
    return path


def test_a_device_is_never_replaced_nor_given_a_lock(tmp_path: Path, said: Messages) -> None:
    device = _device(tmp_path)
    before = _untouched(device)
    store = ProgressStore(device, notify=said)
    _goes_on_in_memory(store, said)
    assert _untouched(device) == before and "a device" in said[0]


def test_a_folder_at_the_path_is_left_as_it_is(store: ProgressStore, said: Messages) -> None:
    store.path().mkdir()
    (store.path() / "inside.txt").write_text("mine")
    before = _untouched(store.path())
    _goes_on_in_memory(store, said)
    assert _untouched(store.path()) == before and "a folder" in said[0]
    assert os.listdir(store.path()) == ["inside.txt"]


@pytest.mark.parametrize(
    "content", [b"my notes, not progress", b"[1, 2, 3]", b'{"format": "other"}', b"\xff\xfe"]
)
def test_someone_elses_file_is_left_as_it_is(
    tmp_path: Path, said: Messages, content: bytes
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_bytes(content)
    before = _untouched(notes)
    store = ProgressStore(notes, notify=said)
    _goes_on_in_memory(store, said)
    assert notes.read_bytes() == content and _untouched(notes) == before
    assert "not a Koi-Koi progress file" in said[0]


def test_a_fifo_does_not_block_the_lesson(tmp_path: Path, said: Messages) -> None:
    fifo = tmp_path / "progress.json"
    os.mkfifo(fifo)
    store = ProgressStore(fifo, notify=said)
    done: list[LessonStatus] = []
    reader = threading.Thread(target=lambda: done.append(store.status(5)), daemon=True)
    reader.start()
    reader.join(timeout=20)
    assert done == [LessonStatus(5)], "reading a FIFO blocked"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and "named pipe" in said[0]


def test_an_endless_device_is_not_read(tmp_path: Path, said: Messages) -> None:
    endless = tmp_path / "zero"
    endless.symlink_to("/dev/zero")
    store = ProgressStore(endless, notify=said)
    _goes_on_in_memory(store, said)
    assert endless.is_symlink() and os.readlink(endless) == "/dev/zero"


def test_a_file_too_big_to_be_progress_is_not_read(tmp_path: Path, said: Messages) -> None:
    big = tmp_path / "progress.json"
    with big.open("wb") as out:
        out.truncate(progress_file.MAX_BYTES + 1)  # sparse: nothing is written to disk
    store = ProgressStore(big, notify=said)
    _goes_on_in_memory(store, said)
    assert big.stat().st_size == progress_file.MAX_BYTES + 1


def test_a_symlink_is_followed_and_stays_a_link(tmp_path: Path, said: Messages) -> None:
    synced = tmp_path / "synced"
    synced.mkdir()
    (tmp_path / "progress.json").symlink_to(synced / "progress.json")
    store = ProgressStore(tmp_path / "progress.json", notify=said)
    store.record(8, "q", True)
    store.record(8, "r", True)
    assert (tmp_path / "progress.json").is_symlink()
    assert ProgressStore(synced / "progress.json").status(8).solved == 2
    assert sorted(os.listdir(tmp_path)) == ["progress.json", "synced"]
    assert said == []


def test_the_files_mode_is_kept(store: ProgressStore) -> None:
    store.record(1, "q", True)
    store.path().chmod(0o640)
    store.record(1, "r", True)
    assert stat.S_IMODE(store.path().stat().st_mode) == 0o640


def test_a_read_only_file_is_read_and_never_changed(store: ProgressStore, said: Messages) -> None:
    store.record(6, "old", True)
    store.path().chmod(0o444)  # (root ignores file permissions: the store reads the mode)
    content = store.path().read_bytes()
    store.record(6, "new", True)
    assert store.status(6).solved == 2 and store.path().read_bytes() == content
    assert len(said) == 1 and "read-only" in said[0]
    store.path().chmod(0o644)  # writable again: the memory is merged into the file
    store.record(6, "third", False)
    assert sorted(ProgressStore(store.path()).progress()[6].exercises) == ["new", "old", "third"]


# --- where the file is, once ----------------------------------------------------------------


def test_a_relative_path_is_taken_from_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    for folder in ("lessons", "lessons/es"):  # two notebooks in two folders
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        monkeypatch.chdir(tmp_path / folder)
        monkeypatch.setenv(ENV_VAR, "course/progress.json")
        ProgressStore().record(2, folder, True)
    assert ProgressStore(tmp_path / "course" / "progress.json").status(2).solved == 2
    assert ProgressStore("course/progress.json").path() == tmp_path / "course/progress.json"


def test_a_value_that_names_no_file_is_said_once_and_progress_kept_in_memory(
    monkeypatch: pytest.MonkeyPatch, said: Messages
) -> None:
    monkeypatch.setenv("HOME", "not/absolute")
    monkeypatch.setenv(ENV_VAR, "course/progress.json")
    store = ProgressStore(notify=said)
    _goes_on_in_memory(store, said, named=f"{ENV_VAR}='course/progress.json'")
    assert "home folder" in said[0]
    with pytest.raises(ValueError, match="does not name a file"):
        ProgressStore("")


def test_a_trailing_slash_means_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, f"{tmp_path}/new folder/")
    store = ProgressStore()
    assert store.path() == tmp_path / "new folder" / "progress.json"
    store.record(3, "q", True)
    assert (tmp_path / "new folder").is_dir()
    assert (tmp_path / "new folder" / "progress.json").is_file()


# --- a location that cannot be written --------------------------------------------------------


def test_a_folder_that_cannot_be_made_warns_once_and_keeps_progress_in_memory(
    tmp_path: Path, said: Messages
) -> None:
    (tmp_path / "a file").write_text("not a folder")
    store = ProgressStore(tmp_path / "a file" / "progress.json", notify=said)
    store.opened(4)
    store.shown(4, "q")
    store.record(4, "q", False)
    store.record(4, "q", True)
    assert store.status(4) == LessonStatus(4, opened=True, shown=1, tried=1, solved=1)
    assert len(said) == 1 and "kept for this session only" in said[0] and "\n" not in said[0]


def test_a_failed_write_keeps_memory_and_merges_it_in_once_writing_works(
    store: ProgressStore, said: Messages, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.record(6, "old", True)

    def refuse(path: Path, _progress: object, _reading: object = None) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(progress, "write", refuse)
    store.record(6, "new", False)
    store.record(6, "new", False)
    assert store.status(6).shown == 2 and store.status(6).solved == 1
    assert len(said) == 1 and "Permission denied" in said[0]
    monkeypatch.undo()
    store.record(6, "other", True)  # writing works again: the memory is merged into the file
    saved = ProgressStore(store.path()).progress()[6].exercises
    assert saved == {
        "old": ExerciseRecord(True, 1, True),
        "new": ExerciseRecord(False, 2, False),
        "other": ExerciseRecord(True, 1, True),
    }


# --- two notebooks at once ------------------------------------------------------------------


def _writer(path: str, name: str, answers: int, start: multiprocessing.synchronize.Event) -> None:
    store = ProgressStore(path)
    start.wait()
    for n in range(answers):
        store.record(9, f"{name} {n}", n % 2 == 0)
        store.record(9, "shared", False)
        if n % 5 == 0:
            store.opened(9)


def test_two_processes_writing_at_once_lose_no_update(tmp_path: Path) -> None:
    path, answers = str(tmp_path / "progress.json"), 30
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    writers = [context.Process(target=_writer, args=(path, name, answers, start)) for name in "AB"]
    for process in writers:
        process.start()
    start.set()
    for process in writers:
        process.join(timeout=120)
        assert process.exitcode == 0
    exercises = ProgressStore(path).progress()[9].exercises
    assert exercises["shared"].attempts == 2 * answers
    for name in "AB":
        for n in range(answers):
            assert exercises[f"{name} {n}"] == ExerciseRecord(n % 2 == 0, 1, n % 2 == 0)
    assert len(exercises) == 2 * answers + 1
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob("*.corrupt-*"))


def test_with_an_outline_a_lesson_is_done_when_its_listed_exercises_are(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "progress.json", outline={5: ("capture 7a", "deal order")})
    store.record(5, "an exercise the lesson no longer has", True)
    assert store.status(5) == LessonStatus(5, total=2)  # saved, but not counted
    store.record(5, "capture 7a", True)
    assert store.status(5).stage is Stage.IN_PROGRESS and str(store.status(5)).endswith(
        "1 of 2 solved (1 at the first try)"
    )
    store.record(5, "deal order", True)
    assert store.status(5).stage is Stage.DONE
    assert ProgressStore(store.path()).status(5).exercises == 3  # without an outline: all
