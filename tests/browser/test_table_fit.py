"""The table fits its place and works by touch, in JupyterLab in chromium: at 1366x768 (a
school laptop, file browser open) nothing scrolls sideways and the canvas and the static
SVG picture shrink to their column; at 1920x1080 the table is wider; a finger's tap on a
hand card plays it. Screenshots go to test-artifacts/table-fit-*.png."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.widgets.positions import CHOICE, choice_round
from widgets.table.scene import TableState, build_scene

from . import support
from .test_table_browser import SETUP, _click, _moves, _slot_centre, _wait_drawn

TABLE = f"""
rnd = Round.from_position(**{CHOICE!r})
table = TableWidget(rnd, on_move=record, pace=0)
table
"""
PICTURE = "Round.from_position(**" + repr(CHOICE) + ")"

# Widths in CSS pixels of the canvas, the static picture, their output areas, and whether
# the notebook scrolls sideways.
MEASURE = """() => {
  const canvas = [...document.querySelectorAll('.jp-Notebook canvas')].find(e => e.offsetParent);
  const svg = document.querySelector('.jp-RenderedSVG img, .jp-RenderedSVG svg');
  const area = el => el.closest('.jp-OutputArea-output').getBoundingClientRect().width;
  const scroller = document.querySelector('.jp-WindowedPanel-outer') || document.scrollingElement;
  return {canvas: canvas.getBoundingClientRect().width, canvasArea: area(canvas),
          svg: svg ? svg.getBoundingClientRect().width : null, svgArea: svg ? area(svg) : null,
          sideways: scroller.scrollWidth - scroller.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth};
}"""


_CURSOR_IS = """cursor => {
  const canvas = [...document.querySelectorAll('.koikoi-table canvas')].find(e => e.offsetParent);
  return getComputedStyle(canvas).cursor === cursor;
}"""


@pytest.fixture
def sized_page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A local-only page at the viewport given by the test's ``size`` parameter."""
    width, height, touch = request.param
    context = support.local_context(
        browser, viewport={"width": width, "height": height}, has_touch=touch
    )
    yield context.new_page()
    context.close()


def _open(page: Page, lab: support.Server, name: str, cells: list[str]) -> None:
    support.write_notebook(lab.root / name, cells)
    support.open_notebook(page, lab, name)
    support.run_all_cells(page)


@pytest.mark.parametrize("sized_page", [(1366, 768, False), (1920, 1080, False)], indirect=True)
def test_the_table_and_its_picture_follow_the_width_of_the_page(
    sized_page: Page, jupyterlab: support.Server
) -> None:
    page = sized_page
    width = page.viewport_size["width"]  # type: ignore[index]
    _open(page, jupyterlab, f"fit-{width}.ipynb", [SETUP, TABLE, PICTURE])
    canvas = support.find_canvas(page)
    rnd = choice_round()
    _wait_drawn(canvas, rnd)
    support.screenshot(page, f"table-fit-{width}")
    picture = page.locator(".jp-Notebook .jp-RenderedSVG").first
    picture.wait_for(state="attached")
    picture.scroll_into_view_if_needed()
    sizes = page.evaluate(MEASURE)
    support.screenshot(page, f"table-fit-{width}-picture")
    native = build_scene(TableState.of(rnd, 0)).layout.width
    assert sizes["sideways"] <= 1 and sizes["page"] <= 1, sizes  # no sideways scroll
    assert sizes["canvas"] <= sizes["canvasArea"] + 1, sizes
    assert sizes["svg"] is not None and sizes["svg"] <= sizes["svgArea"] + 1, sizes
    if width == 1366:  # the file browser is open: the column is narrower than the table
        assert sizes["canvas"] < native and sizes["svg"] < native, sizes
    else:
        assert sizes["canvas"] == pytest.approx(native, abs=1), sizes
    # the pointer is a hand over a playable card (where it is shown), an arrow elsewhere
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None
    scale = box["width"] / support.canvas_size(canvas)[0]
    x, y = _slot_centre(rnd, "3p2", "hand")
    page.mouse.move(box["x"] + x * scale, box["y"] + y * scale)
    page.wait_for_function(_CURSOR_IS, arg="pointer", timeout=10_000)
    page.mouse.move(box["x"] + 4, box["y"] + 4)  # the felt's corner
    page.wait_for_function(_CURSOR_IS, arg="auto", timeout=10_000)
    # hit-testing follows the displayed size: a click on 3p2 where it is shown plays it
    _click(canvas, *_slot_centre(rnd, "3p2", "hand"))
    support.wait_for(lambda: _moves(jupyterlab.root).get("moves") == ["3p2"], 10, "the move")
    (jupyterlab.root / "moves.json").unlink()


SPACER = "from IPython.display import HTML\nHTML('<div style=\"height:2000px\"></div>')"
"""A tall output below the table, so that the notebook has room to scroll."""
_SCROLLED = """() => (document.querySelector('.jp-WindowedPanel-outer')
  || document.scrollingElement).scrollTop"""


def _swipe(page: Page, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A finger's swipe from ``start`` to ``end`` (page pixels), as raw touch events."""
    session = page.context.new_cdp_session(page)
    steps = 10
    points = [
        {
            "x": start[0] + (end[0] - start[0]) * k / steps,
            "y": start[1] + (end[1] - start[1]) * k / steps,
        }
        for k in range(steps + 1)
    ]
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points[:1]})
    for point in points[1:]:
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        page.wait_for_timeout(20)
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


@pytest.mark.parametrize("sized_page", [(1366, 768, True)], indirect=True)
def test_the_table_scrolls_the_page_and_a_touch_tap_on_a_hand_card_plays_it(
    sized_page: Page, jupyterlab: support.Server
) -> None:
    """Over the table, the mouse wheel and a finger's swipe scroll the notebook (a swipe
    that ends on a hand card plays nothing); a finger's tap on a hand card plays it."""
    page = sized_page
    _open(page, jupyterlab, "touch.ipynb", [SETUP, TABLE, SPACER])
    canvas = support.find_canvas(page)
    rnd = choice_round()
    _wait_drawn(canvas, rnd)
    w, _h = support.canvas_size(canvas)
    x, y = _slot_centre(rnd, "3p2", "hand")

    def on_page() -> tuple[float, float, float]:
        """Where 3p2 is on the page now (x, y) and how far the notebook has scrolled."""
        canvas.scroll_into_view_if_needed()
        box = canvas.bounding_box()
        assert box is not None
        scale = box["width"] / w
        return box["x"] + x * scale, box["y"] + y * scale, page.evaluate(_SCROLLED)

    px, py, before = on_page()
    page.mouse.move(px, py)
    page.mouse.wheel(0, 300)
    support.wait_for(lambda: page.evaluate(_SCROLLED) > before + 100, 10, "the wheel's scroll")
    px, py, before = on_page()
    _swipe(page, (px, py - 150), (px, py))  # a finger from the field down onto 3p2
    support.wait_for(lambda: page.evaluate(_SCROLLED) < before - 50, 10, "the swipe's scroll")
    page.wait_for_timeout(1000)  # a swipe taken for a tap would have played by now
    assert _moves(jupyterlab.root) == {}, "a swipe over the table played a card"
    px, py, _ = on_page()
    page.touchscreen.tap(px, py)
    support.wait_for(lambda: _moves(jupyterlab.root).get("moves") == ["3p2"], 10, "the tapped move")
    support.screenshot(page, "table-fit-touch")
    Path(jupyterlab.root / "moves.json").unlink()
