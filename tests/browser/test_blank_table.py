"""Issue 18 item 9: a table must never stay a blank box after the notebook is reopened and
run again while its kernel still runs. Ten cycles of reopen-and-Run-All of lesson 8 (a
lesson with a table), each checked on the canvas's pixels (the felt must show)."""

from __future__ import annotations

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from widgets.art.palette import FELT
from widgets.table.view import TOP_CLASS

from . import support
from .test_table_browser import _rgb

LESSON = "lessons/08_koikoi_and_scoring.ipynb"
CYCLES = 10

# Every table's canvas (card pickers and the tables' atlases are other canvases).
TABLE = f".koikoi-table canvas:not(.{TOP_CLASS})"  # the canvas below takes the clicks


def test_ten_reopen_and_run_all_cycles_never_leave_a_blank_table(
    page: Page, jupyterlab: support.Server
) -> None:
    blank: list[str] = []
    for cycle in range(CYCLES):
        support.open_notebook(page, jupyterlab, LESSON)  # a reload: the same kernel runs on
        support.run_all_cells(page, timeout=120)
        try:
            page.locator(TABLE).first.wait_for(timeout=180_000)  # slow on a busy machine
            tables = page.locator(TABLE).count()
            assert tables >= 1, "lesson 8 shows a table"
            for index in range(tables):  # every table of this run's outputs, on its pixels
                canvas = page.locator(TABLE).nth(index)

                def felt_shown(canvas: Locator = canvas) -> bool:
                    image = support.canvas_image(canvas)
                    w, h = image.size
                    return support.count_pixels(image, _rgb(FELT), 8) > 0.2 * w * h

                canvas.scroll_into_view_if_needed(timeout=180_000)
                support.wait_for(felt_shown, 30, f"table {index + 1} drawn (cycle {cycle + 1})")
        except (TimeoutError, PlaywrightTimeoutError):
            loading = page.get_by_text("Loading widget...").count()
            errors = page.console_errors[-5:]  # type: ignore[attr-defined]
            blank.append(
                f"cycle {cycle + 1} ({loading} outputs left at 'Loading widget...'; "
                f"the page's last console errors: {errors})"
            )
            support.screenshot(page, f"blank-table-cycle-{cycle + 1}")
            break  # the page is stuck: the cycles after it would only wait as long
    assert blank == [], f"the table stayed blank in {blank} of {CYCLES} cycles"
