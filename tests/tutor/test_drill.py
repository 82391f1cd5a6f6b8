"""The drill: items checked by the engine, scheduled by FSRS with a fixed clock, the
schedule kept in the progress file."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from koikoi import score
from koikoi.tutor.drill import ITEMS, PILE_ITEMS, Drill, Item
from koikoi.tutor.progress import ProgressStore

START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / "progress.json", notify=lambda _m: None)


def test_items_are_checked_by_the_engine() -> None:
    assert ITEMS["month 8b"].check(8).correct and not ITEMS["month 8b"].check(9).correct
    assert ITEMS["class 11a"].check("animal").correct
    for item in PILE_ITEMS:
        right = score(item.cards).total
        assert item.check(right).correct and not item.check(right + 1).correct
    assert "moon" in ITEMS["month 8b"].check(9).message


def test_bad_items_and_answers_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="kind='colour'"):
        Item("colour", ())
    with pytest.raises(ValueError, match="must be a number of points"):
        PILE_ITEMS[0].check("five")


def test_wrong_items_come_back_sooner_and_the_schedule_survives_a_new_process(
    store: ProgressStore,
) -> None:
    clock = Clock()
    drill = Drill(store, clock=clock, seed=1)
    assert drill.due_count() == 0
    assert drill.answer("month 9a", 9).correct
    assert not drill.answer("month 11a", 3).correct
    right, wrong = drill.due_at("month 9a"), drill.due_at("month 11a")
    assert wrong is not None and right is not None and wrong < right
    # a second review: the right answer again goes further out, the wrong one stays close
    clock.now = right
    assert drill.next().key == "month 11a"  # the longest overdue first
    drill.answer("month 9a", 9)
    drill.answer("month 11a", 5)
    assert drill.due_at("month 9a") - right > timedelta(days=1)  # type: ignore[operator]
    assert drill.due_at("month 11a") - right < timedelta(hours=1)  # type: ignore[operator]
    # another process reads the same file: the same schedule, the same items due later
    script = (
        "import sys, json; from koikoi.tutor.progress import ProgressStore\n"
        "print(json.dumps(ProgressStore(sys.argv[1]).schedule()))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(store.path())],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == store.schedule()
    later = Drill(ProgressStore(store.path()), clock=lambda: right + timedelta(hours=2))
    assert [i.key for i in later.due()] == ["month 11a"]


def test_new_items_come_in_a_seeded_order(store: ProgressStore) -> None:
    first = Drill(store, clock=Clock(), seed=7).next().key
    assert Drill(store, clock=Clock(), seed=7).next().key == first
    assert {Drill(store, clock=Clock(), seed=s).next().key for s in range(8)} != {first}


def test_a_corrupt_schedule_is_left_out_and_kept_aside_like_the_rest(store: ProgressStore) -> None:
    said: list[str] = []
    store = ProgressStore(store.path(), notify=said.append)
    store.record(2, "which month 7r", True)
    data = json.loads(store.path().read_text())
    data["drill"] = {"month 9a": {"due": 5}}
    store.path().write_text(json.dumps(data))
    assert Drill(store, clock=Clock()).due_count() == 0
    assert len(said) == 1 and "month 9a" in said[0]
    assert list(store.path().parent.glob("progress.json.corrupt-*"))
    assert store.status(2).solved == 1  # the lessons' progress is read all the same
    data["drill"] = ["not", "a", "table"]
    store.path().write_text(json.dumps(data))
    assert store.schedule() == {} and store.status(2).solved == 1


def test_the_drill_never_touches_the_lessons_progress(store: ProgressStore) -> None:
    store.record(3, "which class 9a", True)
    Drill(store, clock=Clock()).answer("class 9a", "animal")
    assert store.status(3).solved == 1 and set(store.schedule()) == {"class 9a"}
    store.reset_drill()
    assert store.schedule() == {} and store.status(3).solved == 1


def test_a_naive_clock_is_refused(store: ProgressStore) -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        Drill(store, clock=lambda: datetime(2026, 1, 1)).due()


def test_new_piles_come_after_the_cards(store: ProgressStore) -> None:
    clock = Clock()
    drill = Drill(store, clock=clock, seed=3)
    kinds = []
    for _ in range(100):
        item = drill.next()
        kinds.append(item.kind)
        store.review(item.key, {"due": (START + timedelta(days=30)).isoformat()})
    assert kinds[:48] == ["month"] * 48 and kinds[48:96] == ["class"] * 48
    assert set(kinds[96:]) == {"points"}
