"""Crisp at any devicePixelRatio (issue 18), in chromium with device_scale_factor=2, in
JupyterLab and in Voila (offline: every request off this machine is refused): the page
reports its ratio (widgets.table.pixels), both canvases of the table get a backing store
twice their CSS size, the cards are drawn, and a click still plays the card under it.
Screenshots go to test-artifacts/table-dpr2-*.png."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page

from tests.widgets.positions import CHOICE, choice_round

from . import support
from .test_table_browser import SETUP, _click, _moves, _slot_centre, _wait_drawn

TABLE = f"""
rnd = Round.from_position(**{CHOICE!r})
table = TableWidget(rnd, on_move=record, pace=0)
table
"""

# Backing-store and CSS sizes of every canvas of the table (the one that takes clicks and
# the one drawn over it).
SIZES = """c => [...c.parentElement.querySelectorAll('canvas')].map(e => {
  const r = e.getBoundingClientRect();
  return [e.width, e.height, r.width, r.height];
})"""


@pytest.fixture
def retina(browser: Browser) -> Iterator[Page]:
    """A 1920x1080 page at devicePixelRatio 2 that reaches this machine only."""
    context = support.local_context(
        browser, viewport={"width": 1920, "height": 1080}, device_scale_factor=2
    )
    page = context.new_page()
    assert page.evaluate("window.devicePixelRatio") == 2
    yield page
    context.close()


def _twice(canvas: Locator) -> None:
    """Wait until both canvases are backed by twice their CSS size, then check it."""

    def doubled() -> bool:
        sizes = canvas.evaluate(SIZES)
        return len(sizes) == 2 and all(w == round(2 * cw) for w, _h, cw, _ch in sizes)

    support.wait_for(doubled, 30, "the canvases at twice their CSS size")
    for w, h, cw, ch in canvas.evaluate(SIZES):
        assert (w, h) == (round(2 * cw), round(2 * ch)), (w, h, cw, ch)


def _plays_3p2(page: Page, canvas: Locator, root: Path, name: str) -> None:
    rnd = choice_round()
    canvas.scroll_into_view_if_needed()
    _twice(canvas)
    _wait_drawn(canvas, rnd)
    support.screenshot(canvas, f"table-dpr2-{name}")
    _click(canvas, *(2 * v for v in _slot_centre(rnd, "3p2", "hand")))  # backing pixels
    support.wait_for(lambda: _moves(root).get("moves") == ["3p2"], 10, "the clicked move")
    (root / "moves.json").unlink()


def test_jupyterlab_at_ratio_2(retina: Page, jupyterlab: support.Server) -> None:
    support.write_notebook(jupyterlab.root / "dpr2.ipynb", [SETUP, TABLE])
    support.open_notebook(retina, jupyterlab, "dpr2.ipynb")
    retina.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
    support.run_all_cells(retina)
    _plays_3p2(retina, support.find_canvas(retina), jupyterlab.root, "lab")


def test_voila_at_ratio_2(
    retina: Page, voila: Callable[[Path], support.Server], tmp_path: Path
) -> None:
    notebook = support.write_notebook(tmp_path / "dpr2.ipynb", [SETUP, TABLE])
    support.open_voila(retina, voila(notebook))
    _plays_3p2(retina, support.find_canvas(retina), tmp_path, "voila")
