"""Issue 18 item 9, beside the ten cycles of test_blank_table.py (a file of its own, which
``--dist loadfile`` can run on another worker): a table shown twice and a reopened page
that runs nothing are drawn, and so are a lesson's card pickers after reopen-and-Run-All
cycles, each checked on the canvas's pixels."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

from widgets.art.palette import FELT

from . import support
from .support import SAVE
from .test_blank_table import TABLE
from .test_table_browser import _rgb

TWO_VIEWS = """
from koikoi import Round
from widgets.table.widget import TableWidget
table = TableWidget(Round.deal(seed=11), pace=0)
table
"""


def _felt_on_every_table(page: Page, what: str) -> int:
    """Wait until every table canvas on the page shows the felt; return how many."""
    page.locator(TABLE).first.wait_for(timeout=60_000)
    tables = page.locator(TABLE).count()
    for index in range(tables):
        canvas = page.locator(TABLE).nth(index)
        canvas.scroll_into_view_if_needed(timeout=60_000)

        def felt_shown(canvas: Locator = canvas) -> bool:
            image = support.canvas_image(canvas)
            w, h = image.size
            return support.count_pixels(image, _rgb(FELT), 8) > 0.2 * w * h

        support.wait_for(felt_shown, 30, f"table view {index + 1} of {tables} drawn ({what})")
    return tables


def test_a_second_view_of_a_table_and_a_reopened_page_without_running_are_drawn(
    page: Page, jupyterlab: support.Server
) -> None:
    """One table shown twice (two views of one canvas), then the saved notebook reopened
    on its running kernel without running anything: the page restores both views of the
    live table, which must draw from the kernel's state (their client-ready), not stay
    white."""
    name = "two-views.ipynb"
    support.write_notebook(jupyterlab.root / name, [TWO_VIEWS, "table"])
    support.open_notebook(page, jupyterlab, name)
    support.run_all_cells(page)
    assert _felt_on_every_table(page, "after Run All") == 2
    saved = (jupyterlab.root / name).read_bytes()
    page.evaluate(SAVE)  # at most 30 s: the save's promise once never ended (a run hung)
    support.wait_for(lambda: (jupyterlab.root / name).read_bytes() != saved, 60, "the save")
    for reopen in range(3):
        support.open_notebook(page, jupyterlab, name)  # a reload: the same kernel runs on
        assert _felt_on_every_table(page, f"reopened {reopen + 1}") == 2
    support.screenshot(page, "blank-table-two-views")


PICKERS = "lessons/02_the_twelve_months.ipynb"
"""A lesson whose exercises draw on canvases of their own (card pickers), not tables."""
PICKER_CYCLES = 3


def test_card_pickers_are_drawn_after_reopen_and_run_all_cycles(
    page: Page, jupyterlab: support.Server
) -> None:
    """Every canvas of a lesson, not only tables: the card pickers of lesson 2 show their
    cards (their pixels are not the page's white) after each reopen-and-Run-All on the
    running kernel."""
    for cycle in range(PICKER_CYCLES):
        support.open_notebook(page, jupyterlab, PICKERS)
        support.run_all_cells(page, timeout=120)
        canvases = page.locator("canvas.lm-Widget")
        canvases.first.wait_for(timeout=60_000)
        # the pickers' views render one by one after the first (slowly on a busy machine)
        page.wait_for_function(
            "() => document.querySelectorAll('canvas.lm-Widget').length >= 2", timeout=60_000
        )
        count = canvases.count()
        assert count >= 2, f"lesson 2 shows its card pickers ({count} canvases)"
        for index in range(count):
            canvas = canvases.nth(index)
            canvas.scroll_into_view_if_needed(timeout=60_000)

            def drawn(canvas: Locator = canvas) -> bool:
                image = support.canvas_image(canvas)
                w, h = image.size
                return w * h - support.count_pixels(image, (255, 255, 255), 3) > 0.3 * w * h

            support.wait_for(drawn, 30, f"canvas {index + 1} of {count} (cycle {cycle + 1})")
