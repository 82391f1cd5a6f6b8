"""The drill widget driven by its buttons: bare card art, the checker's explanation, the
schedule saved, Next brings another item, a wrong item comes back first once due."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from koikoi.tutor.progress import ProgressStore
from widgets.art.svg import bare_svg
from widgets.kit.drill import DrillWidget


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / "progress.json", notify=lambda _m: None)


def _click(drill: DrillWidget, option: object) -> None:
    for button, (_label, o) in zip(drill._buttons.children, drill.options(), strict=True):
        if o == option:
            button.click()
            return
    raise AssertionError(f"no button for {option!r}")


def _wrong(drill: DrillWidget) -> object:
    return next(o for _l, o in drill.options() if o != drill.right_option())


def test_a_card_is_shown_bare_and_answered_by_clicks(store: ProgressStore) -> None:
    clock = Clock()
    drill = DrillWidget(store=store, seed=2, clock=clock)
    first = drill.item
    if first.kind != "points":
        assert drill._picture.value == bare_svg(first.card, width=110)  # no badge, no name
    _click(drill, _wrong(drill))
    assert drill.feedback is not None and not drill.feedback.correct
    assert drill.feedback.message in drill._out.value or "Not quite" in drill._out.value
    assert set(store.schedule()) == {first.key}
    drill.next_button.click()
    second = drill.item
    assert second.key != first.key and drill._out.value == ""
    _click(drill, drill.right_option())
    assert drill.feedback.correct
    # five minutes later the wrong item (again in a minute) is due, the right one (in ten) not
    clock.now += timedelta(minutes=5)
    drill.next_button.click()
    assert drill.item.key == first.key
    assert "1 card due" in drill._due.value


def test_every_kind_of_item_offers_its_right_answer(store: ProgressStore) -> None:
    drill = DrillWidget(store=store, seed=0, clock=Clock())
    for key in ("month 9a", "class 11a", "points 1b 3b 8b"):
        drill.item = drill.drill.items[key]
        drill._show_item()
        assert drill.right_option() in [o for _l, o in drill.options()]
        _click(drill, drill.right_option())
        assert drill.feedback is not None and drill.feedback.correct, key


def test_the_course_map_shows_the_cards_due(store: ProgressStore) -> None:
    from koikoi.tutor.drill import utc_now
    from widgets.kit.course import CourseMap

    now = DrillWidget(store=store, seed=1, clock=utc_now)
    now.answer(_wrong(now))  # again in a minute
    course = CourseMap(store=store, links={})
    assert "Card review" in course.html.value
    assert "0 cards due" in course.html.value
    an_hour_ago = DrillWidget(store=store, seed=2, clock=lambda: utc_now() - timedelta(hours=1))
    assert an_hour_ago.item.key != now.item.key
    an_hour_ago.answer(_wrong(an_hour_ago))  # due 59 minutes ago
    course.refresh()
    assert "1 card due" in course.html.value


def test_the_due_line_agrees_with_the_card_shown(store: ProgressStore) -> None:
    """With nothing due the drill asks a new card and says so, not "0 cards due" beside a
    question (issue 23); once answered, nothing is due."""
    drill = DrillWidget(store=store, seed=2, clock=Clock())
    assert drill.drill.due_count() == 0 and drill.drill.due_at(drill.item) is None
    assert "A new card: none due for review" in drill._due.value
    _click(drill, drill.right_option())
    assert "No cards due for review" in drill._due.value
