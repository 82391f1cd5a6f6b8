"""The table's drawings wired into the live table: the koi-koi panel shows exactly at the
learner's decision and its drawn buttons decide; the hinted move is framed until the next
move; a match fills the totals bar. No browser: clicks are driven from Python."""

from __future__ import annotations

import pytest

from koikoi import MONTHS, Match, Phase, Round, parse_cards
from koikoi.agents import make_agent
from tests.widgets.positions import choice_round
from widgets.apps.match_table import MatchTable
from widgets.apps.practice import PracticeTable
from widgets.table.view import KEYBOARD_ONLY
from widgets.table.widget import TableWidget

# player 1 holds deer and butterflies; its 7a takes 7p1: its own decision.
THEIRS = dict(
    hands=("1p1 2p1", "7a 12p1"),
    field="7p1 3p1",
    deck="4p1 5p1 6p1 8p1",
    captured=("", "10a 6a"),
    to_move=1,
)


def press(table: TableWidget, name: str) -> None:
    """Click the middle of the panel's drawn button ``name`` where it was last drawn."""
    scene = table.last_scene or table.scene()
    area = scene.buttons[name]
    table.click(area.x + area.w / 2, area.y + area.h / 2)


def decision_table(**options: object) -> TableWidget:
    table = TableWidget(choice_round(), pace=0, **options)  # type: ignore[arg-type]
    table.push("7p1>7a")
    assert table.round.phase is Phase.DECISION and table.round.to_move == 0
    return table


def test_the_panel_shows_exactly_when_the_learner_decides() -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0)
    seen = []
    for move in ("7p1>7a", "koikoi", "12p1", "3p2", None):  # 3p2 takes 3b: hanami ends it
        scene = table.scene()
        deciding = rnd.phase is Phase.DECISION and rnd.to_move == 0
        assert bool(scene.buttons) == deciding, (move, rnd.phase)
        seen.append(deciding)
        if move is not None:
            table.push(move)
    assert seen == [False, True, False, False, False] and rnd.is_over


def test_no_panel_for_the_opponents_decision_a_frozen_table_or_a_replay() -> None:
    theirs = TableWidget(Round.from_position(**THEIRS), pace=0)  # type: ignore[arg-type]
    theirs.push("7a")
    assert theirs.round.phase is Phase.DECISION and theirs.round.to_move == 1
    assert not theirs.scene().buttons
    frozen = decision_table()
    frozen.frozen = True
    assert not frozen.scene().buttons
    played = decision_table().round
    replay = TableWidget(played.initial(), pace=0)
    replay.replay(played)
    replay.next()
    assert replay.round.phase is Phase.DECISION and not replay.scene().buttons
    no_middle = decision_table(regions=("hand", "pile"))
    assert not no_middle.scene().buttons
    assert no_middle.decision_box.layout.display == "flex"  # the buttons under it ask


@pytest.mark.parametrize("name", ["koikoi", "stop"])
def test_a_click_on_a_drawn_button_makes_that_decision(name: str) -> None:
    table = decision_table()
    table.redraw()  # what the learner sees (and clicks)
    press(table, name)
    rnd = table.round
    if name == "koikoi":
        assert rnd.koikoi_calls == (1, 0) and not rnd.is_over
    else:
        assert rnd.is_over and rnd.result is not None and rnd.result.winner == 0
    assert not table.scene().buttons and table.decision_box.layout.display == "none"


def test_one_pair_of_buttons_shows_the_widget_pair_is_kept_for_the_keyboard() -> None:
    # issue 18: the widget buttons showed under the drawn ones; now they are out of sight
    # (KEYBOARD_ONLY) while the panel shows, yet still in the page and still deciding
    table = decision_table()
    box = table.decision_box
    assert table.scene().buttons and box.layout.display == "flex"
    assert KEYBOARD_ONLY in box._dom_classes
    assert f".{KEYBOARD_ONLY}:not(:focus-within)" in table.children[0].value  # the CSS rule
    table.stop_button.click()
    assert table.round.is_over and box.layout.display == "none"
    no_middle = decision_table(regions=("hand", "pile"))  # no panel: the widget pair shows
    assert no_middle.decision_box.layout.display == "flex"
    assert KEYBOARD_ONLY not in no_middle.decision_box._dom_classes


def test_during_the_moment_before_the_decision_the_widget_pair_stays_out_of_sight() -> None:
    table = TableWidget(choice_round(), pace=5)
    table.push("7p1>7a")  # a yaku: the decision comes after the draw's moment
    assert table.controller.moment is not None and not table.scene().buttons
    assert KEYBOARD_ONLY in table.decision_box._dom_classes  # no pair flashing in and out
    table.koikoi_button.click()  # the keyboard's pair decides at once
    assert table.round.koikoi_calls == (1, 0) and table.controller.moment is None


def test_a_click_beside_the_buttons_decides_nothing() -> None:
    table = decision_table()
    table.redraw()
    area = table.last_scene.buttons["koikoi"]
    table.click(area.x + area.w / 2, area.y - 30)  # on the panel, above the button
    assert table.round.phase is Phase.DECISION and table.round.koikoi_calls == (0, 0)


def test_hint_frames_the_move_and_the_next_move_clears_it() -> None:
    table = TableWidget(choice_round(), pace=0)
    table.hint = "7p1>7r"
    hinted = {i.slot.card for i in table.scene().cards() if i.hinted}
    assert hinted == set(parse_cards("7p1 7r"))
    table.hint = None
    assert not any(i.hinted for i in table.scene().cards())
    table.hint = "3p2"  # a capture of the one match
    assert {i.slot.card for i in table.scene().cards() if i.hinted} == set(parse_cards("3p2 3b"))
    table.push("1p1")
    assert table.hint is None and not any(i.hinted for i in table.scene().cards())


def test_a_hint_must_be_legal_now() -> None:
    table = TableWidget(choice_round(), pace=0)
    with pytest.raises(ValueError, match=r"hint='12p1' is not a legal move of player 0 now"):
        table.hint = "12p1"
    with pytest.raises(ValueError, match=r"'7z'"):
        table.hint = "7z"
    assert table.hint is None


def test_the_practice_hint_is_framed_on_the_table() -> None:
    practice = PracticeTable(opponent="random", rounds=1, seed=3, pace=0, hint_budget=40)
    practice.hint()
    move = practice.hinted
    assert move is not None and practice.table.hint == move
    framed = {i.slot.card for i in practice.table.scene().cards() if i.hinted}
    assert move.card in framed
    practice.push(move)
    assert practice.table.hint is None and practice.hinted is None


def test_a_match_fills_the_totals_bar() -> None:
    table = MatchTable(Match(rounds=3, seed=4), opponent=make_agent("greedy", seed=1), pace=0)
    texts = [t.text for t in table.table.scene().texts()]
    assert "Round 1 of 3 · January" in texts and "Match: You 0 · Greedy 0" in texts
    while not table.table.round.is_over:
        table.push(table.table.round.legal_moves()[0])
    a, b = table.match.scores
    assert f"Match: You {a} · Greedy {b}" in [t.text for t in table.table.scene().texts()]
    table.deal_next()
    assert table.table.round_number == (2, 3)
    month = table.match.round.month
    assert f"Round 2 of 3 · {MONTHS[month - 1].name()}" in [
        t.text for t in table.table.scene().texts()
    ]


def test_the_match_header_is_read_aloud_but_not_shown_twice() -> None:
    # the totals bar shows round, month and totals; the header line keeps them for screen
    # readers (clipped to one pixel, not display:none, which screen readers skip)
    table = MatchTable(Match(rounds=3, seed=4), opponent=make_agent("greedy", seed=1), pace=0)
    assert "Round 1 of 3" in table.header.value and "Match: You 0" in table.header.value
    layout = table.header.layout
    assert (layout.width, layout.height, layout.overflow) == ("1px", "1px", "hidden")
    assert layout.display != "none"
    with pytest.raises(ValueError, match=r"round_number=\(4, 3\)"):
        table.table.round_number = (4, 3)


def test_a_scaled_table_draws_at_device_pixels_and_clicks_in_table_pixels() -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0, scale=2)
    lay = table.layout_now
    assert (table.canvas.width, table.canvas.height) == (2 * lay.width, 2 * lay.height)
    assert table.canvas.layout.max_width == f"{lay.width}px"  # the same size on the page
    assert all(atlas.scale == 2 for atlas in table.atlases.values())
    table.redraw()  # the atlases and the table at one scale (draw_scene checks it)
    slot = lay.slot_of(parse_cards("1p1")[0], "hand")
    assert slot is not None
    table._in_table_pixels(table.on_press)(2 * (slot.x + 5), 2 * (slot.y + 5))  # the page's
    assert [str(m) for m in rnd.move_stack] == ["1p1"]
    with pytest.raises(ValueError, match=r"scale=0\.5 must be device pixels"):
        TableWidget(choice_round(), scale=0.5)
