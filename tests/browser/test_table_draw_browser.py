"""What the table draws, on a live ipycanvas canvas in JupyterLab: the koi-koi panel, a
hinted move and the opponent's koi-koi call, drawn at two device pixels per table pixel
(crisp on a high-density screen), at 1366x768 and 1920x1080, in English and Spanish.
Screenshots go to test-artifacts/draw-live-*.png."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from koikoi import Round, parse_cards
from koikoi.i18n import set_language
from widgets.art.palette import KOI_RED
from widgets.art.primitives import Rect
from widgets.table.layout import TABLE_W
from widgets.table.scene import HINT, Marks, TableState, build_scene

from . import support

SCENE = """
from ipycanvas import Canvas, hold_canvas
import ipywidgets as w
from koikoi import Round, parse_cards
from koikoi.i18n import set_language
from widgets.table.canvas import CardAtlas, draw_scene
from widgets.table.scene import Marks, TableState, build_scene

set_language({lang!r})
SCALE = 2

def live(scene):
    lay = scene.layout
    canvas = Canvas(width=lay.width * SCALE, height=lay.height * SCALE,
                    layout=w.Layout(width="100%", max_width=f"{{lay.width}}px", height="auto"))
    sizes = {{i.slot.w for i in scene.cards()}}
    atlases = {{s: CardAtlas(Canvas(width=CardAtlas.size(s, SCALE)[0],
                                   height=CardAtlas.size(s, SCALE)[1]), s, scale=SCALE)
               for s in sizes}}
    ready = set()

    def atlas_ready(size):
        def go():
            with hold_canvas():
                atlases[size].draw()
            ready.add(size)
            redraw()
        return go

    def redraw():
        if len(ready) == len(atlases):
            with hold_canvas():
                draw_scene(canvas, scene, atlases, scale=SCALE)

    for s, atlas in atlases.items():
        atlas.canvas.on_client_ready(atlas_ready(s))
    canvas.on_client_ready(redraw)
    return canvas

{setup}
display(live(build_scene(TableState.of(decision(), 0), Marks(koikoi_panel=True,
             hinted=frozenset(parse_cards("1b"))), lang={lang!r})))
display(live(build_scene(TableState.of(called(), 0), lang={lang!r})))
"""
SETUP = """
def decision():  # you take 7a: inoshikacho, your koi-koi decision
    rnd = Round.from_position(hands=("7a 1b 2p1 3p1", "12p1 12p2 4p1 9p1"), field="7p1 3p2 5p1",
                              deck="4p2 6p1 8p1 10p1 11p1 2p2", captured=("10a 6a", "8b 1r 2r"))
    rnd.push("7a")
    return rnd


def called():  # the opponent takes 7a and calls koi-koi: your move, a field of two rows
    rnd = Round.from_position(hands=("2p1 3p1 5p1", "7a 12p1 9p1"),
                              field="7p1 3p2 4p1 1p1 2p2 8p1 10p1 11p1 5p2 6p2",
                              deck="9p2 6p1 8p2 10p2 12p2 4p2", captured=("1r", "10a 6a"),
                              to_move=1)
    rnd.push("7a"), rnd.push("koikoi")
    return rnd
"""


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


CALLS = {"en": "The opponent calls KOI-KOI!", "es": "¡Tu rival canta KOI-KOI!"}
RISK = {"en": "Cards left:", "es": "Quedan:"}
POINTS = {"en": "Stop now: you win 5 points", "es": "Si te plantas ya: ganas 5 puntos"}


def _pixel(canvas: Locator, x: float, y: float) -> tuple[int, int, int]:
    """The colour the page shows at table pixel ``(x, y)`` of ``canvas``."""
    image = support.canvas_image(canvas)
    scale = image.size[0] / TABLE_W
    return image.getpixel((round(x * scale), round(y * scale)))  # type: ignore[return-value]


def _near(rgb: tuple[int, int, int], colour: str, tol: int = 12) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(rgb, _rgb(colour), strict=True))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_koikoi_panel_the_hint_and_the_opponents_call_on_a_live_canvas(
    page: Page, jupyterlab: support.Server, lang: str
) -> None:
    """The koi-koi panel (the yaku made, the points now, the risk: the opponent's nearest
    yaku and the cards left; its two buttons), a hinted move, and, on a second table, the
    opponent's call announced: drawn by the page where the scene puts them."""
    setup: dict[str, Any] = {}
    exec(SETUP, {"Round": Round}, setup)  # the positions the kernel draws
    set_language(lang)
    try:
        panel = build_scene(
            TableState.of(setup["decision"](), 0),
            Marks(koikoi_panel=True, hinted=frozenset(parse_cards("1b"))),
            lang=lang,
        )
        call = build_scene(TableState.of(setup["called"](), 0), lang=lang)
    finally:
        set_language("en")
    texts = " ".join(t.text for t in panel.texts())
    assert "inoshikacho" in texts and POINTS[lang] in texts  # the yaku made, the points now
    assert RISK[lang] in texts and "akatan, tsukimi" in texts  # cards left, their nearest yaku
    assert CALLS[lang] in [t.text for t in call.texts()]
    banner = next(i for i in call.items if isinstance(i, Rect) and i.fill == KOI_RED)

    cell = SCENE.format(lang=lang, setup=SETUP)
    support.write_notebook(jupyterlab.root / f"draw-{lang}.ipynb", [cell])
    page.set_viewport_size({"width": 1366, "height": 768})
    support.open_notebook(page, jupyterlab, f"draw-{lang}.ipynb")
    support.run_all_cells(page)
    canvas, called = support.find_canvas(page, 0), support.find_canvas(page, 1)
    support.wait_for(lambda: support.canvas_size(canvas)[0] == 2 * TABLE_W, 20, "the canvas at 2x")

    def drawn() -> bool:
        img = support.canvas_image(canvas)
        return (
            support.count_pixels(img, _rgb(KOI_RED), 8) > 2000
            and support.count_pixels(img, _rgb(HINT), 8) > 500
        )

    support.wait_for(drawn, 30, "the koi-koi panel's button and the hint frame drawn")
    button = panel.buttons["koikoi"]
    assert _near(_pixel(canvas, button.x + 6, button.y + button.h / 2), KOI_RED)
    box = canvas.bounding_box()
    assert box is not None and box["width"] <= 1366  # the canvas fits the page
    support.screenshot(page, f"draw-live-{lang}-1366")
    called.scroll_into_view_if_needed()
    support.wait_for(
        lambda: _near(_pixel(called, banner.x + 8, banner.y + banner.h - 6), KOI_RED),
        30,
        "the opponent's call announced",
    )
    support.screenshot(called, f"draw-live-{lang}-called")
    page.set_viewport_size({"width": 1920, "height": 1080})
    support.screenshot(page, f"draw-live-{lang}-1920")
