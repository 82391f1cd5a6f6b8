"""Crisp at any devicePixelRatio (issue 18): the page reports its ratio, the table redraws
its canvases and atlases at that many device pixels per table pixel, and clicks still land
on the card under them."""

from __future__ import annotations

import pytest
from ipycanvas.canvas import COMMANDS

from koikoi import parse_cards
from tests.widgets.positions import choice_round
from widgets.table.pixels import PixelRatio, scale_for
from widgets.table.widget import TableWidget


def _report(ratio: PixelRatio, value: float) -> None:
    """What the page's JavaScript does: set the trait from the front end."""
    ratio.set_state({"ratio": value})


def test_the_table_follows_the_ratio_the_page_reports(sent: list[list]) -> None:
    rnd = choice_round()
    table = TableWidget(rnd, pace=0)
    assert table.pixel_ratio in table.children  # shown with the table, so its page reports
    lay = table.layout_now
    assert table.scale == 1 and table.canvas.width == lay.width
    for atlas in table.atlases.values():
        table._atlas_ready(atlas)()  # the page is ready: atlases and table drawn at 1x
    sent.clear()
    _report(table.pixel_ratio, 2.0)
    assert table.scale == 2
    for canvas in (table.canvas, table.top):
        assert (canvas.width, canvas.height) == (2 * lay.width, 2 * lay.height)
        assert canvas.layout.max_width == f"{lay.width}px"  # the same size on the page
    assert all(
        a.scale == 2 and a.canvas.width == a.size(a.width, 2)[0] for a in table.atlases.values()
    )
    switches = [m[0][1][0] for m in sent]
    atlases = [f"IPY_MODEL_{a.canvas.model_id}" for a in table.atlases.values()]
    assert switches == [*atlases, f"IPY_MODEL_{table.canvas.model_id}"]  # all drawn again
    blits = [c for c in sent[-1] if c[0] == COMMANDS["drawImage"]]
    assert len(blits) == len(lay.slots)
    slot = lay.slot_of(parse_cards("1p1")[0], "hand")
    assert slot is not None
    table._in_table_pixels(table.on_press)(2 * (slot.x + 5), 2 * (slot.y + 5))  # the page's
    assert [str(m) for m in rnd.move_stack] == ["1p1"]
    sent.clear()
    _report(table.pixel_ratio, 2.0)  # the same again: nothing to do
    assert sent == []


def test_a_ratio_before_the_page_is_ready_draws_nothing_until_it_is(sent: list[list]) -> None:
    table = TableWidget(choice_round(), pace=0)
    _report(table.pixel_ratio, 1.5)
    assert sent == [] and table.scale == 1.5
    atlas = next(iter(table.atlases.values()))
    table._atlas_ready(atlas)()
    assert atlas.width in table.atlases and table.atlases[atlas.width].drawn
    assert table.atlases[atlas.width].scale == 1.5


def test_a_fixed_scale_ignores_the_page() -> None:
    table = TableWidget(choice_round(), pace=0, scale=2)
    _report(table.pixel_ratio, 1.0)
    assert table.scale == 2


@pytest.mark.parametrize(
    ("ratio", "scale"), [(1.0, 1.0), (1.25, 1.25), (1.3, 1.5), (2.0, 2.0), (0.8, 1.0), (4.0, 3.0)]
)
def test_the_scale_for_a_ratio(ratio: float, scale: float) -> None:
    assert scale_for(ratio) == scale


def test_a_bad_ratio_is_refused() -> None:
    with pytest.raises(ValueError, match="ratio=nan must be a positive number"):
        scale_for(float("nan"))
