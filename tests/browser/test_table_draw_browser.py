"""What the table draws, on a live ipycanvas canvas in JupyterLab: the koi-koi panel and a
hinted move, drawn at two device pixels per table pixel (crisp on a high-density screen),
at 1366x768 and 1920x1080, in English and Spanish. Screenshots go to
test-artifacts/draw-live-*.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from widgets.art.palette import KOI_RED
from widgets.table.layout import TABLE_W
from widgets.table.scene import HINT

from . import support

SCENE = """
from ipycanvas import Canvas, hold_canvas
import ipywidgets as w
from koikoi import Round, parse_cards
from koikoi.i18n import set_language
from widgets.table.canvas import CardAtlas, draw_scene
from widgets.table.scene import Marks, TableState, build_scene

set_language({lang!r})
rnd = Round.from_position(hands=("7a 1b 2p1 3p1", "12p1 12p2 4p1 9p1"), field="7p1 3p2 5p1",
                          deck="4p2 6p1 8p1 10p1 11p1 2p2", captured=("10a 6a", "8b 1r 2r"))
rnd.push("7a")
scene = build_scene(TableState.of(rnd, 0), Marks(koikoi_panel=True,
                    hinted=frozenset(parse_cards("1b"))), lang={lang!r})
SCALE = 2
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
canvas
"""


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_koikoi_panel_and_the_hint_on_a_live_canvas(
    page: Page, jupyterlab: support.Server, lang: str
) -> None:
    support.write_notebook(jupyterlab.root / f"draw-{lang}.ipynb", [SCENE.format(lang=lang)])
    page.set_viewport_size({"width": 1366, "height": 768})
    support.open_notebook(page, jupyterlab, f"draw-{lang}.ipynb")
    support.run_all_cells(page)
    canvas = support.find_canvas(page)
    support.wait_for(lambda: support.canvas_size(canvas)[0] == 2 * TABLE_W, 20, "the canvas at 2x")

    def drawn() -> bool:
        img = support.canvas_image(canvas)
        return (
            support.count_pixels(img, _rgb(KOI_RED), 8) > 2000
            and support.count_pixels(img, _rgb(HINT), 8) > 500
        )

    support.wait_for(drawn, 30, "the koi-koi panel's button and the hint frame drawn")
    box = canvas.bounding_box()
    assert box is not None and box["width"] <= 1366  # the canvas fits the page
    support.screenshot(page, f"draw-live-{lang}-1366")
    page.set_viewport_size({"width": 1920, "height": 1080})
    support.screenshot(page, f"draw-live-{lang}-1920")
