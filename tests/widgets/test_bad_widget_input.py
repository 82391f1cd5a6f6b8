"""Bad arguments to the widgets (issue 13): each is refused when given, with a
``ValueError`` naming the argument and the reason, and nothing shown changes; what comes
from the page (a button) shows its error instead of raising.

Seeded loops over the shapes of bad input: non-finite and odd numbers for every numeric
argument, wrong types for every argument, huge text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest

from koikoi import Move, Round
from koikoi.errors import shown
from koikoi.tutor.puzzles import Puzzle, PuzzleStream
from widgets.apps.practice import PracticeTable
from widgets.kit.puzzle import PuzzleWidget
from widgets.table.widget import TableWidget

NON_FINITE: tuple[float, ...] = (math.inf, -math.inf, math.nan)
NOT_NUMBERS: tuple[object, ...] = (None, "1", b"1", True, False, [1], (1,), {1: 1}, {1}, 1j)
HUGE_TEXT = "7" * 1_000_000


def expect(error: type[Exception], fn: Callable[[], object]) -> str:
    """The message of the ``error`` that ``fn`` raises (exactly that type)."""
    with pytest.raises(error) as info:
        fn()
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    return str(info.value)


def named(name: str, value: object, message: str) -> None:
    """The message names the argument and echoes its value (cut when long)."""
    assert f"{name}={shown(value)}" in message, message
    assert len(message) < 400, len(message)


def table_state(table: TableWidget) -> tuple[Any, ...]:
    return (
        table.round.to_json(),
        table.round.move_stack,
        table.message,
        table.log_lines,
        table.redraws,
        table.pace,
        table.names,
    )


# --- item 7: TableWidget ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argument", "value"),
    [
        ("pace", float("inf")),
        ("pace", float("nan")),
        ("names", None),
        ("allowed_moves", {"zz"}),
        ("allowed_moves", 5),
    ],
    ids=repr,
)
def test_table_arguments_that_failed_later_are_refused_at_construction(
    argument: str, value: object
) -> None:
    message = expect(ValueError, lambda: TableWidget(Round.deal(seed=1), **{argument: value}))
    named(argument, value, message)


def test_hover_with_text_coordinates_is_a_value_error_and_changes_nothing() -> None:
    table = TableWidget(Round.deal(seed=1), pace=0)
    table.redraw()
    before = table_state(table)
    assert "hover('a', 'b')" in expect(ValueError, lambda: table.hover("a", "b"))  # type: ignore[arg-type]
    assert table_state(table) == before


TABLE_BAD: dict[str, tuple[object, ...]] = {
    "pace": (*NON_FINITE, *NOT_NUMBERS, -1, -0.5, 61, 1e300, 10**400),
    "names": (None, "ab", ("You",), ("a", "b", "c"), (1, 2), {"a": 1, "b": 2}, ("a", None)),
    "allowed_moves": (5, 1.5, "7a", b"7a", {"zz"}, ["7a", None], ("13b",), [HUGE_TEXT]),
    "regions": (5, "hand", b"hand", [1], ("hand", None)),
    "lang": ("xx", None, 5, "EN", HUGE_TEXT),
    "on_move": (5, "print", [print]),
    "refusal": (None, 5, ["no"]),
    "frozen": (None, 0, 1, "no", 1.0),
    "show_opponent_hand": (None, 0, 1, "yes"),
    "player": (2, -1, 1.0, True, None, "0", *NON_FINITE),
}


@pytest.mark.parametrize("argument", TABLE_BAD)
def test_every_table_argument_refuses_bad_values_naming_them(argument: str) -> None:
    rnd = Round.deal(seed=2)
    before = rnd.to_json()
    for value in TABLE_BAD[argument]:
        message = expect(ValueError, lambda v=value: TableWidget(rnd, **{argument: v}))  # type: ignore[misc]
        if argument == "allowed_moves" and isinstance(value, list | tuple | set):
            assert f"{argument}=" in message and len(message) < 400, message
        else:
            named(argument, value, message)
    assert rnd.to_json() == before


def test_clicks_and_hovers_at_non_finite_or_odd_points_are_refused_and_change_nothing() -> None:
    table = TableWidget(Round.deal(seed=3), pace=0)
    table.redraw()
    before = table_state(table)
    for odd in (*NON_FINITE, *NOT_NUMBERS, HUGE_TEXT):
        for act, what in ((table.click, "click"), (table.hover, "hover")):
            for point in ((odd, 10), (10, odd)):
                message = expect(ValueError, lambda a=act, p=point: a(*p))  # type: ignore[misc]
                assert f"{what}({shown(point[0])}, {shown(point[1])})" in message, message
                assert "finite number of pixels" in message and len(message) < 400
    assert table_state(table) == before


def test_a_one_shot_iterable_of_allowed_moves_is_read_once() -> None:
    rnd = Round.from_position(hands=("7a 1b", "12p1 12p2"), field="7p1 3p1", deck="4p1 5p1")
    table = TableWidget(rnd, pace=0, allowed_moves=(m for m in ["7a"]))
    table.redraw()
    for _ in range(2):  # the generator was kept as a tuple: still allowed on every look
        allowed = table.controller.allowed
        assert allowed(Move.parse("7a")) is True and not allowed(Move.parse("1b"))


# --- item 8: PracticeTable ----------------------------------------------------------------


def practice(**options: object) -> PracticeTable:
    defaults: dict[str, object] = dict(
        opponent="random", rounds=1, seed=11, pace=0, hint_budget=50, review_budget=20
    )
    return PracticeTable(**(defaults | options))  # type: ignore[arg-type]


def test_a_practice_table_without_a_seed_draws_one_and_keeps_it() -> None:
    table = practice(seed=None)
    assert isinstance(table.seed, int) and table.match.seed == table.seed
    assert table.hint()  # the hint's generator is seeded from it too


@pytest.mark.parametrize(
    ("argument", "value"),
    [("hint_budget", "2000"), ("review_budget", 0)],
    ids=repr,
)
def test_practice_budgets_that_failed_later_are_refused_at_construction(
    argument: str, value: object
) -> None:
    named(argument, value, expect(ValueError, lambda: practice(**{argument: value})))


def test_a_failing_hint_button_shows_its_error_instead_of_failing_silently() -> None:
    table = practice()
    table.hint_budget = "2000"  # type: ignore[assignment]  # changed behind the table's back
    table.hint_button.click()
    assert "Error: TypeError" in table.hint_html.value


PRACTICE_BAD: dict[str, tuple[object, ...]] = {
    "pace": (*NON_FINITE, *NOT_NUMBERS, -1, 61, 10**400),
    "hint_budget": (*NON_FINITE, *NOT_NUMBERS, 0, -5, 2.5, "2000", HUGE_TEXT),
    "review_budget": (*NON_FINITE, *NOT_NUMBERS, 0, -5, 2.5),
    "seed": (*NON_FINITE, "1", b"1", True, [1], 1.5, HUGE_TEXT),
    "rounds": (*NON_FINITE, *NOT_NUMBERS, 0, 2, 1.0, 13),
    "rules": ({}, 5, 1.5, True, [], "Labsk", HUGE_TEXT),
}


@pytest.mark.parametrize("argument", PRACTICE_BAD)
def test_every_practice_argument_refuses_bad_values_naming_them(argument: str) -> None:
    for value in PRACTICE_BAD[argument]:
        message = expect(ValueError, lambda v=value: practice(**{argument: v}))  # type: ignore[misc]
        if argument == "rules" and isinstance(value, str):
            assert shown(value) in message and len(message) < 400, message
        else:
            named(argument, value, message)


# --- item 9: PuzzleWidget -----------------------------------------------------------------


def puzzles() -> PuzzleWidget:
    return PuzzleWidget(
        [Puzzle.pile_of("1b 3b 11b"), Puzzle.pile_of("1r 2r 3r 6r 9r 10r", rules="labsk")],
        key=None,
    )


def puzzle_state(widget: PuzzleWidget) -> tuple[Any, ...]:
    return (
        widget.index,
        widget.verdict,
        widget.score_text(),
        widget.points.value,
        widget._feedback.value,
        tuple(b.value for b in widget.yaku_buttons.values()),
    )


@pytest.mark.parametrize("given", ["abc", None, 5, b"ab", [1], [Puzzle.pile_of("1b"), "1b"]])
def test_a_puzzle_widget_of_something_else_is_refused_naming_it(given: object) -> None:
    message = expect(ValueError, lambda: PuzzleWidget(given))  # type: ignore[arg-type]
    assert "puzzles" in message and "Puzzle" in message and len(message) < 400, message


def test_show_takes_only_a_whole_number_index() -> None:
    widget = puzzles()
    widget.show(1)
    before = puzzle_state(widget)
    for index in ("1", True, False, 1.0, None, -1, 2, *NON_FINITE):
        named("index", index, expect(ValueError, lambda i=index: widget.show(i)))  # type: ignore[misc]
    assert puzzle_state(widget) == before


def test_an_answer_beyond_the_box_is_refused_not_clipped() -> None:
    widget = puzzles()
    before = puzzle_state(widget)
    named("points", 1000, expect(ValueError, lambda: widget.answer(1000)))
    assert puzzle_state(widget) == before
    assert widget.answer(999).points == 999  # the largest the box holds is taken as typed


def test_akatan_aotan_can_be_named_on_a_labsk_puzzle() -> None:
    widget = puzzles()
    widget.show(1)
    assert widget.yaku_buttons["akatan-aotan"].layout.display != "none"
    verdict = widget.answer(10, ["akatan-aotan"])
    assert verdict.correct and verdict.answer == 10
    widget.show(0)  # standard rules have no akatan-aotan: its button is hidden there
    assert widget.yaku_buttons["akatan-aotan"].layout.display == "none"


def test_every_answer_argument_refuses_bad_values_and_changes_nothing() -> None:
    widget = PuzzleWidget(PuzzleStream(level=2, seed=4), key=None)
    before = puzzle_state(widget)
    for points in (*NON_FINITE, *NOT_NUMBERS, -1, 1000, 10**400, 2.0, HUGE_TEXT):
        named("points", points, expect(ValueError, lambda p=points: widget.answer(p)))  # type: ignore[misc]
    for yaku in (["nope"], [None], [HUGE_TEXT], "sanko", [1]):
        message = expect(ValueError, lambda y=yaku: widget.answer(5, y))  # type: ignore[misc]
        assert len(message) < 400 and ("yaku" in message), message
    for level in (0, 4, "1", True, None, *NON_FINITE):
        named("level", level, expect(ValueError, lambda v=level: widget.set_level(v)))  # type: ignore[misc]
    assert puzzle_state(widget) == before
