"""The card drill in a browser (Voila): one item answered by a click on its button, the
checker's explanation shown, the schedule saved in the progress file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

from koikoi.tutor.drill import Drill
from koikoi.tutor.progress import ProgressStore

from . import support

SEED = 3  # the first item is a month item (checked below)


def test_answer_one_drill_item_by_clicks(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path
) -> None:
    saved = tmp_path / "progress.json"
    item = Drill(ProgressStore(saved), seed=SEED).next()
    assert item.kind == "month" and not saved.exists()
    cell = (
        "from koikoi.tutor.progress import ProgressStore\n"
        "from widgets.kit.drill import DrillWidget\n"
        f"DrillWidget(store=ProgressStore({str(saved)!r}), seed={SEED})"
    )
    support.open_voila(page, voila(support.write_notebook(tmp_path / "drill.ipynb", [cell])))
    month = item.card.month_info
    button = page.get_by_role("button", name=f"{month.number} {month.plant}", exact=True)
    button.wait_for(state="visible", timeout=30_000)
    support.screenshot(page, "drill-voila-question")
    button.click()
    verdict = page.locator(".widget-html", has_text="Yes:")
    verdict.wait_for(state="visible", timeout=10_000)
    assert item.card.code in verdict.inner_text()
    support.screenshot(page, "drill-voila-answered")
    schedule = support.wait_for(
        lambda: json.loads(saved.read_text()).get("drill") if saved.exists() else None,
        10,
        "the schedule on disk",
    )
    assert list(schedule) == [item.key]
