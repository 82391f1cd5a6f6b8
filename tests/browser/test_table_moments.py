"""The table's moments in a real browser at 1366x768: the opponent's play and its draw
shown one after the other, and the koi-koi panel in Spanish with one pair of buttons in
sight (the widget pair kept for the keyboard). Screenshots go to
test-artifacts/moments-*.png."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from koikoi import Round
from koikoi.i18n import set_language
from widgets.art.palette import KOI_RED
from widgets.art.primitives import Rect
from widgets.table.layout import TABLE_W
from widgets.table.widget import TableWidget, scripted_opponent

from . import support

OPPONENT_FIRST = """
from koikoi import Round
from koikoi.i18n import set_language
set_language({lang!r})
from widgets.table.widget import TableWidget
# the opponent lays 12p1, then the stock turns over 3p1, which takes 3b
rnd = Round.from_position(hands=("3p2 5p2 9p1", "12p1 11p1 10p1"), field="3b 5p1 2p1 8a",
                          deck="3p1 4p1 6p1 8p1 8p2 9p2", to_move=1)
table = TableWidget(rnd, opponent=lambda view, legal: "12p1", pace=3)
table
"""

SPANISH_DECISION = """
from koikoi import Round
from koikoi.i18n import set_language
set_language("es")
from widgets.table.widget import TableWidget
rnd = Round.from_position(hands=("7p1 3p2 1p1", "12p1 12p2 12p3"), field="7a 7r 3b 2p1 5p1",
                          deck="4p1 11p1 6p1 8p1 8p2", captured=("10a 6a 9a", "1b 8b 2p2"))
table = TableWidget(rnd, pace=0)
table.push("7p1>7a")
table
"""


def _text(page: Page) -> str:
    return page.inner_text(".jp-Notebook")


SAID = {
    "en": (
        "The opponent laid paulownia plain 1 (12p1) on the field;",
        "cherry blossom plain 1 (3p1)",
        "Your turn",
    ),
    "es": (
        "Tu rival deja la simple 1 de paulonia (12p1) en la mesa;",
        "la simple 1 de cerezo (3p1)",
        "Tu turno",
    ),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_opponents_play_then_its_draw(
    page: Page, jupyterlab: support.Server, lang: str
) -> None:
    play, drawn, turn = SAID[lang]
    page.set_viewport_size({"width": 1366, "height": 768})
    notebook = f"moments-{lang}.ipynb"
    support.write_notebook(jupyterlab.root / notebook, [OPPONENT_FIRST.format(lang=lang)])
    support.open_notebook(page, jupyterlab, notebook)
    support.run_all_cells(page)
    canvas = support.find_canvas(page)
    canvas.scroll_into_view_if_needed()
    support.wait_for(lambda: play in _text(page), 20, "step 1: the play, the card turned over")
    page.wait_for_timeout(300)  # the canvas message follows the text's
    moment = support.canvas_image(canvas)
    support.screenshot(page, f"moments-1-play-{lang}")
    assert drawn in _text(page)
    support.wait_for(lambda: turn in _text(page), 10, "step 2: the draw resolved")
    page.wait_for_timeout(300)
    settled = support.canvas_image(canvas)
    support.screenshot(page, f"moments-2-draw-{lang}")
    assert support.changed_pixels(moment, settled) > 2000  # the drawn card went to a pile


def test_the_spanish_koikoi_panel_shows_one_pair_of_buttons(
    page: Page, jupyterlab: support.Server
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    support.write_notebook(jupyterlab.root / "panel-es.ipynb", [SPANISH_DECISION])
    support.open_notebook(page, jupyterlab, "panel-es.ipynb")
    support.run_all_cells(page)
    canvas = support.find_canvas(page)
    canvas.scroll_into_view_if_needed()
    page.wait_for_timeout(1000)
    support.screenshot(page, "moments-3-panel-es")
    button = page.get_by_role("button", name="Koi-koi (seguir)")
    pair = page.locator(".koikoi-keyboard-only")
    box = pair.bounding_box()
    assert box is not None and box["width"] <= 2 and box["height"] <= 2  # out of sight
    assert not button.evaluate(_SEEN)  # nothing of it is under the pointer anywhere
    page.locator(".koikoi-table canvas").first.evaluate(_SCROLL_DOWN)  # to the message line
    page.wait_for_timeout(500)
    support.screenshot(page, "moments-4-panel-es-below")
    button.focus()  # as Tab reaches it: it comes into view
    support.wait_for(lambda: (pair.bounding_box() or {"width": 0})["width"] > 300, 5, "focus")
    assert button.evaluate(_SEEN)
    support.screenshot(page, "moments-5-panel-es-keyboard")
    page.keyboard.press("Enter")
    support.wait_for(lambda: "Cantas koi-koi" in _text(page), 10, "the call, by keyboard")


_SEEN = """b => {
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (hit === b || b.contains(hit));
}"""

_SCROLL_DOWN = """c => {
  let e = c.parentElement;
  const scrolls = n => n.scrollHeight > n.clientHeight + 10
    && getComputedStyle(n).overflowY !== 'visible';
  while (e && !scrolls(e)) e = e.parentElement;
  if (e) e.scrollTop += 380;
}"""


PANEL_AND_CALL = """
from koikoi import Round
from koikoi.i18n import set_language
set_language({lang!r})
from IPython.display import display
from widgets.table.widget import TableWidget, scripted_opponent
{positions}
mine, theirs = tables()
display(mine, theirs)
"""
POSITIONS = """
def tables():  # your koi-koi decision (inoshikacho); the opponent's koi-koi call
    decision = Round.from_position(hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
                                   field="7a 7r 3b 2p1 5p1", deck="4p1 11p1 6p1 8p1 8p2",
                                   captured=("10a 6a 9a", "1b 8b 2p2"))
    mine = TableWidget(decision, pace=0)
    mine.push("7p1>7a")
    called = Round.from_position(hands=("2p1 3p1 5p1", "7a 12p1 9p1"),
                                 field="7p1 3p2 4p1 1p1 2p2 8p1 10p1 11p1 5p2 6p2",
                                 deck="9p2 6p1 8p2 10p2 12p2 4p2", captured=("1r", "10a 6a"),
                                 to_move=1)
    theirs = TableWidget(called, opponent=scripted_opponent(["7a", "koikoi"]), pace=0)
    return mine, theirs
"""
PANEL = {
    "en": ("Koi-koi or stop?", "inoshikacho 5", "Stop now: you win 5 points", "If you play on:",
           "Cards left:", "The opponent calls KOI-KOI!"),
    "es": ("¿Koi-koi o te plantas?", "inoshikacho 5", "Si te plantas ya: ganas 5 puntos",
           "Si sigues:", "Quedan:", "¡Tu rival canta KOI-KOI!"),
}  # fmt: skip
"""The panel's title, the yaku made, the points now, the risk's heading and its cards
left, and the opponent's call, as the tables of each language say them."""


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _shows(canvas: Locator, x: float, y: float, colour: str, tol: int = 12) -> bool:
    """The page shows ``colour`` at table pixel ``(x, y)`` of ``canvas``."""
    image = support.canvas_image(canvas)
    scale = image.size[0] / TABLE_W
    rgb = image.getpixel((round(x * scale), round(y * scale)))
    return all(abs(a - b) <= tol for a, b in zip(rgb, _rgb(colour), strict=True))  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_koikoi_panel_and_the_opponents_call_on_the_table(
    page: Page, jupyterlab: support.Server, lang: str
) -> None:
    """On real tables (TableWidget) at 1366x768: your decision shows the koi-koi panel with
    the yaku made, the points now and the risk, its button drawn where the table hit-tests
    it; the opponent's call is announced by a banner on the table."""
    scope: dict[str, Any] = {"Round": Round, "TableWidget": TableWidget}
    scope["scripted_opponent"] = scripted_opponent
    exec(POSITIONS, scope)
    set_language(lang)
    try:
        mine, theirs = scope["tables"]()
        panel, call = mine.scene(), theirs.scene()
    finally:
        set_language("en")
    title, yaku, points, risk, left, called = PANEL[lang]
    texts = [t.text for t in panel.texts()]
    for said in (title, yaku, points, risk):
        assert said in texts, (said, texts)
    assert any(t.startswith("• " + left) for t in texts), texts  # cards left, in the risk
    assert any("sanko" in t for t in texts if t.startswith("• ")), texts  # their nearest yaku
    assert called in [t.text for t in call.texts()]
    banner = next(i for i in call.items if isinstance(i, Rect) and i.fill == KOI_RED and i.h > 30)
    button = panel.buttons["koikoi"]

    page.set_viewport_size({"width": 1366, "height": 768})
    notebook = f"panel-call-{lang}.ipynb"
    cell = PANEL_AND_CALL.format(lang=lang, positions=POSITIONS)
    support.write_notebook(jupyterlab.root / notebook, [cell])
    support.open_notebook(page, jupyterlab, notebook)
    support.run_all_cells(page)
    first, second = support.find_canvas(page, 0), support.find_canvas(page, 1)
    first.scroll_into_view_if_needed()
    support.wait_for(
        lambda: _shows(first, button.x + 6, button.y + button.h / 2, KOI_RED),
        30,
        "the koi-koi panel's button drawn where the table takes its click",
    )
    support.screenshot(first, f"moments-6-panel-{lang}")
    second.scroll_into_view_if_needed()
    support.wait_for(
        lambda: _shows(second, banner.x + 8, banner.y + banner.h - 6, KOI_RED),
        30,
        "the opponent's call announced on the table",
    )
    support.screenshot(second, f"moments-7-called-{lang}")
