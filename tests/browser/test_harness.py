"""Prove the browser harness: an ipycanvas drawn, clicked and redrawn in JupyterLab and Voila."""

from __future__ import annotations

import http.server
import socket
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from . import support

RED, BLUE = (214, 40, 40), (29, 78, 216)
W, H = 300, 200  # as in NOTEBOOK
RECT = (50, 50, 100, 80)  # x, y, w, h in canvas pixels, as in NOTEBOOK
CLICK = (100, 90)  # inside RECT

NOTEBOOK = """
from pathlib import Path
from ipycanvas import Canvas, hold_canvas
from ipywidgets import Layout

SCALE = @SCALE@
clicks = []
canvas = Canvas(width=300, height=200,
                layout=Layout(width=f"{300 * SCALE}px", height=f"{200 * SCALE}px"))

def draw():
    with hold_canvas(canvas):
        canvas.clear()
        canvas.fill_style = "#d62828"
        canvas.fill_rect(50, 50, 100, 80)
        canvas.fill_style = "#1d4ed8"
        for x, y in clicks:
            canvas.fill_rect(x - 10, y - 10, 20, 20)

def on_down(x, y):
    clicks.append((x, y))
    Path("clicks.txt").write_text(f"{x:.0f},{y:.0f}")
    draw()

canvas.on_client_ready(draw)
canvas.on_mouse_down(on_down)
canvas
"""


def _check_draw_click_redraw(page: Page, workdir: Path, scale: float, name: str) -> None:
    """Shared check: red rectangle shows, a click on it reaches Python and draws blue.

    Thresholds are 70% of the ideal pixel counts: CSS scaling blurs edges.
    """
    canvas = support.find_canvas(page)
    support.wait_for(lambda: support.canvas_size(canvas) == (W, H), 20, f"canvas sized {(W, H)}")
    area = scale * scale
    rect_px = RECT[2] * RECT[3] * area
    support.wait_for(
        lambda: support.count_pixels(support.canvas_image(canvas), RED) > 0.7 * rect_px,
        15,
        "red rect",
    )
    assert support.count_pixels(support.canvas_image(canvas), BLUE) == 0
    before = support.canvas_image(canvas)
    support.screenshot(page, f"{name}-drawn")

    support.click_canvas(canvas, *CLICK)
    clicks = workdir / "clicks.txt"
    text = support.wait_for(lambda: clicks.exists() and clicks.read_text(), 15, "clicks.txt")
    x, y = (int(v) for v in text.split(","))
    assert abs(x - CLICK[0]) <= 2 and abs(y - CLICK[1]) <= 2, text
    support.wait_for(
        lambda: support.count_pixels(support.canvas_image(canvas), BLUE) > 0.7 * 400 * area,
        15,
        "blue",
    )
    assert support.changed_pixels(before, support.canvas_image(canvas)) > 0.7 * 400 * area
    support.screenshot(page, f"{name}-clicked")


def test_jupyterlab_canvas_draw_and_click(page: Page, jupyterlab: support.Server) -> None:
    """In JupyterLab, with the canvas CSS-scaled by 1.5 to exercise click scaling."""
    support.write_notebook(jupyterlab.root / "harness.ipynb", [NOTEBOOK.replace("@SCALE@", "1.5")])
    support.open_notebook(page, jupyterlab, "harness.ipynb")
    support.run_all_cells(page)
    _check_draw_click_redraw(page, jupyterlab.root, 1.5, "harness-lab")


def test_voila_canvas_draw_and_click(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path
) -> None:
    """In Voila, where the drawing must come from on_client_ready."""
    nb = support.write_notebook(tmp_path / "harness.ipynb", [NOTEBOOK.replace("@SCALE@", "1")])
    server = voila(nb)
    support.open_voila(page, server)
    _check_draw_click_redraw(page, tmp_path, 1, "harness-voila")


def test_jupyterlab_run_all_names_the_failing_cell(page: Page, jupyterlab: support.Server) -> None:
    """Run-all stops at a cell that raises: ``run_all_cells`` waits for the cells up to it
    (not for the cell after it, which never runs) and raises naming it."""
    support.write_notebook(jupyterlab.root / "failing.ipynb", ["x = 1", "x / 0", "y = 2"])
    support.open_notebook(page, jupyterlab, "failing.ipynb")
    with pytest.raises(AssertionError, match=r"^cell error\(s\): cell 1: ZeroDivisionError"):
        support.run_all_cells(page)


def _outward_address() -> str:
    """This machine's address on its network (not loopback): where a datagram socket
    would send from."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # connecting a datagram socket sends nothing
        return str(s.getsockname()[0])


def test_a_test_page_reaches_this_machine_and_nothing_else(page: Page) -> None:
    """A page of the ``page`` fixture (``support.local_context``) reaches a server on
    127.0.0.1 and not the same server through this machine's network address."""
    server = http.server.ThreadingHTTPServer(("0.0.0.0", 0), http.server.SimpleHTTPRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    outward = _outward_address()
    assert not outward.startswith("127."), "this machine needs a network address"
    fetch = """url => fetch(url, {mode: 'no-cors'}).then(() => 'reached', () => 'refused')"""
    try:
        port = server.server_address[1]
        page.goto(f"http://127.0.0.1:{port}/")
        assert page.evaluate(fetch, f"http://127.0.0.1:{port}/") == "reached"
        assert page.evaluate(fetch, f"http://localhost:{port}/") == "reached"
        assert page.evaluate(fetch, f"http://{outward}:{port}/") == "refused"
        assert f"http://{outward}:{port}/" in page.requests  # type: ignore[attr-defined]
    finally:
        server.shutdown()
        server.server_close()
