"""The progress store: answers saved in a JSON file that outlives the notebook, where it
is looked for, what a corrupt file or a read-only folder does, and two notebooks writing
at once."""

from __future__ import annotations

import json
import multiprocessing
import sys
from pathlib import Path

import pytest

from koikoi.tutor import progress
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


# --- a corrupt file ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "koikoi-progress", "version": 1, "lessons": {"5": ',  # cut short
        b"\xff\xfe not text",
        b"[1, 2, 3]",
        b'{"format": "koikoi-progress", "version": 1, "lessons": {"5": {"exercises": '
        b'{"q": {"solved": "yes", "attempts": 1}}}}}',
        b'{"format": "koikoi-progress", "version": 99, "lessons": {}}',
    ],
    ids=["cut-short", "not-utf8", "not-a-record", "bad-field", "unknown-version"],
)
def test_a_corrupt_file_is_kept_aside_and_progress_starts_afresh(
    store: ProgressStore, said: Messages, content: bytes
) -> None:
    store.path().write_bytes(content)
    assert store.status(5) == LessonStatus(5)  # fresh, no exception
    (backup,) = store.path().parent.glob("progress.json.corrupt-*")
    assert backup.read_bytes() == content
    assert len(said) == 1 and "\n" not in said[0]
    assert "could not be read" in said[0] and backup.name in said[0]
    assert store.record(5, "q", True).solved  # and saving goes on, in a new file
    assert ProgressStore(store.path()).status(5).solved == 1
    assert len(said) == 1


def test_an_unreadable_file_is_kept_aside_too(store: ProgressStore, said: Messages) -> None:
    store.path().mkdir()  # a folder where the file should be: reading fails with an OSError
    store.record(2, "q", False)
    assert store.status(2).tried == 1
    assert len(said) == 1 and "IsADirectoryError" in said[0]
    assert len(list(store.path().parent.glob("progress.json.corrupt-*"))) == 1


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


def test_a_read_only_file_is_read_and_memory_merged_in_once_writing_works(
    store: ProgressStore, said: Messages, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.record(6, "old", True)

    def refuse(path: Path, _progress: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(progress, "_write", refuse)
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
