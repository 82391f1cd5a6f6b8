"""Benchmark: from a click on the table to the finished redraw in a real browser.

Starts a JupyterLab, opens a notebook with a TableWidget, and clicks a hand card that
matches two field cards 20 times (the kernel takes every other click as one on the empty
felt, so the clicks select the card and put it back by turns: each a redraw). In the
page, each click is timed from the mouse event to the moment the table's pixels change
(on either of its two canvases). Also counts the messages the kernel sends per click
(canvas messages and all widget messages) and the Python time of one redraw, and measures
the floor: as many clicks answered by a one-rectangle redraw (the kernel-to-page round
trip of any canvas widget), interleaved with the table's two by two, so that a change in
the machine's load touches both alike.
Needs /usr/bin/chromium.

By default JupyterLab starts through the project's launcher (``koikoi-lessons``). With
``--server lab`` it is a plain ``jupyter lab``, which loads the no-delay server extension
because installing the package enabled it; ``--without-extension`` turns the extension off
there, for the figure before it. The script prints whether the extension was loaded.

    .venv/bin/python benchmarks/bench_table_browser.py [--clicks 20]
    .venv/bin/python benchmarks/bench_table_browser.py --server lab [--without-extension]
    .venv/bin/python benchmarks/bench_table_browser.py --server lab --ratio 2  # a 2x screen
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from koikoi import Round  # noqa: E402
from tests.browser.support import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    find_canvas,
    open_notebook,
    run_all_cells,
    start_jupyterlab,
    write_notebook,
)
from widgets.table.scene import TableState, build_scene  # noqa: E402

POSITION = dict(
    hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
    field="7a 7r 3b 2p1 5p1",
    deck="4p1 11p1 6p1 8p1 8p2",
    captured=("10a 6a 9a", "1b 2r 2p2"),
)

WARM_UP = 4
EXTENSION = "widgets.server.nodelay"
LOADED = f"{EXTENSION} | extension was successfully loaded"

NOTEBOOK = """
import json, time
from pathlib import Path
import ipycanvas.canvas, ipywidgets
from koikoi import Round
from widgets.table.widget import TableWidget

counts = {"canvas": 0, "commands": 0, "widget": 0, "clicks": 0, "table": 0, "floor": 0,
          "redraw_s": [], "sent": []}
_send_custom = ipycanvas.canvas._CanvasManager._send_custom  # every manager (the table's own)
def counted_custom(manager, command, buffers=[]):
    counts["canvas"] += 1
    counts["commands"] += len(command) if isinstance(command, list) else 1
    _send_custom(manager, command, buffers)
ipycanvas.canvas._CanvasManager._send_custom = counted_custom
_send = ipywidgets.Widget._send
def counted_send(self, msg, buffers=None):
    counts["widget"] += 1
    return _send(self, msg, buffers)
ipywidgets.Widget._send = counted_send

table = TableWidget(Round.from_position(**@POSITION@), pace=0)
_redraw = table.redraw
def timed_redraw(**kwargs):
    start = time.perf_counter()
    _redraw(**kwargs)
    counts["redraw_s"].append(time.perf_counter() - start)
table.redraw = timed_redraw
_click = table.click
from widgets.table.batch import canvas_batch
def one_rect():  # the floor: a redraw of a single rectangle, in one message as the table's
    with canvas_batch(table.manager):
        table.canvas.fill_style = "#000" if counts["floor"] % 2 else "#fff"
        table.canvas.fill_rect(0, 0, table.canvas.width, table.canvas.height)
def counted_click(x, y):
    counts["clicks"] += 1
    k = counts["clicks"] - @WARM_UP@  # after the warm-up, two table clicks, two floor ones...
    keys = ("canvas", "widget", "commands")
    before = [counts[key] for key in keys]
    if k > 0 and (k - 1) // 2 % 2:
        counts["floor"] += 1
        one_rect()
    else:
        counts["table"] += 1
        _click(x, y) if counts["table"] % 2 else _click(*@FELT@)  # selects, puts back
        counts["sent"].append([counts[key] - b for key, b in zip(keys, before)])
    Path("counts.json").write_text(json.dumps(counts))
table.canvas._mouse_up_callbacks.callbacks.clear()
table.canvas.on_mouse_up(table._guarded(table._in_table_pixels(counted_click)))
table
"""

# Dispatch a mouse-up at canvas pixel (x, y); resolve with the ms until the probe pixel changes.
TIME_CLICK = """async ([x, y, px, py, width]) => {
  const c = [...document.querySelectorAll('canvas.lm-Widget')].find(e => e.offsetParent);
  const layers = [...c.parentElement.querySelectorAll('canvas')].map(e => e.getContext('2d'));
  const r = c.getBoundingClientRect();
  const s = c.width / width;  // backing pixels per table pixel
  const probe = () => layers.map(
    ctx => ctx.getImageData(px * s, py * s, 1, 1).data.join(',')).join(';');
  const before = probe();
  const t0 = performance.now();
  c.dispatchEvent(new MouseEvent('mouseup', {bubbles: true,
    clientX: r.left + x * s * r.width / c.width, clientY: r.top + y * s * r.height / c.height}));
  while (performance.now() - t0 < 5000) {
    await new Promise(res => setTimeout(res, 0));
    if (probe() !== before) return performance.now() - t0;
  }
  return -1;
}"""


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument(
        "--server", choices=("launcher", "lab"), default="launcher",
        help="start JupyterLab with koikoi-lessons, or as a plain `jupyter lab`",
    )  # fmt: skip
    parser.add_argument(
        "--without-extension", action="store_true",
        help=f"with --server lab: turn the server extension {EXTENSION} off",
    )  # fmt: skip
    parser.add_argument(
        "--ratio", type=float, default=1.0,
        help="the page's devicePixelRatio (the table draws at that scale)",
    )  # fmt: skip
    args = parser.parse_args()
    if args.without_extension and args.server != "lab":
        parser.error("--without-extension needs --server lab (the launcher always applies it)")
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} not found: apt-get install chromium")

    rnd = Round.from_position(**POSITION)  # type: ignore[arg-type]
    slot = build_scene(TableState.of(rnd, 0)).layout.slot_of(rnd.hands[0][2])  # 7p1
    assert slot is not None and slot.card is not None and slot.card.code == "7p1"
    target = (slot.x + slot.w / 2, slot.y + slot.h / 2)
    probe = (slot.x + slot.w / 2, slot.y + slot.h - 4)  # felt when the card is lifted
    lay = build_scene(TableState.of(rnd, 0)).layout
    felt = next(
        (x, y) for y in range(4, lay.height, 8) for x in range(4, lay.width, 8) if not lay.hit(x, y)
    )

    with tempfile.TemporaryDirectory() as tmp:
        root, work = Path(tmp, "root"), Path(tmp, "work")
        root.mkdir(), work.mkdir()
        source = NOTEBOOK.replace("@POSITION@", repr(POSITION))
        source = source.replace("@WARM_UP@", str(WARM_UP))
        source = source.replace("@FELT@", repr(felt))
        write_notebook(root / "bench.ipynb", [source])
        off = [f"--ServerApp.jpserver_extensions={EXTENSION}=False"]
        server = start_jupyterlab(
            root, work, plain=args.server == "lab", extra_args=off if args.without_extension else ()
        )
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                page = browser.new_page(
                    viewport={"width": 1400, "height": 1000}, device_scale_factor=args.ratio
                )
                open_notebook(page, server, "bench.ipynb")
                page.evaluate(
                    "() => window.jupyterapp.commands.execute('application:toggle-left-area')"
                )
                run_all_cells(page)
                canvas = find_canvas(page)
                canvas.scroll_into_view_if_needed()
                time.sleep(2)  # let the atlases and the first redraw arrive
                drawn = canvas.evaluate("c => c.width") / lay.width
                print(f"devicePixelRatio {args.ratio}: the table drawn at scale {drawn}")
                for _ in range(WARM_UP):
                    page.evaluate(TIME_CLICK, [*target, *probe, lay.width])
                start = json.loads((root / "counts.json").read_text())
                times: list[float] = []
                floor: list[float] = []
                for k in range(2 * args.clicks):  # interleaved: the load hits both alike
                    t = page.evaluate(TIME_CLICK, [*target, *probe, lay.width])
                    (floor if k // 2 % 2 else times).append(t)
                time.sleep(0.5)
                end = json.loads((root / "counts.json").read_text())
                browser.close()
        finally:
            server.stop()
            log = server.log.read_text()

    if args.server == "launcher":
        print("server: koikoi-lessons (the launcher applies the no-delay patch itself)")
    else:
        loaded = "yes" if LOADED in log else "no"
        print(f"server: plain jupyter lab; server extension {EXTENSION} loaded: {loaded}")

    missed = sum(t < 0 for t in times)
    times = [t for t in times if t >= 0]
    sent = end["sent"][len(start["sent"]) :]
    redraw = end["redraw_s"][-args.clicks :]
    print(f"clicks timed: {len(times)} of {args.clicks} (missed: {missed})")
    print(
        f"click -> finished redraw in the browser: median {statistics.median(times):.1f} ms, "
        f"p95 {_p95(times):.1f} ms, min {min(times):.1f} ms, max {max(times):.1f} ms"
    )
    floor = [t for t in floor if t >= 0]
    print(
        f"floor, a one-rectangle redraw: median {statistics.median(floor):.1f} ms, "
        f"p95 {_p95(floor):.1f} ms, min {min(floor):.1f} ms "
        f"(the table adds {statistics.median(times) - statistics.median(floor):.1f} ms; "
        f"ratio {statistics.median(times) / statistics.median(floor):.2f}x)"
    )
    quartile = statistics.quantiles(times)[0] / statistics.quantiles(floor)[0]
    print(f"ratio of the lower quartiles (less touched by a busy machine): {quartile:.2f}x")
    print(
        f"Python redraw (scene + draw commands): median {statistics.median(redraw) * 1000:.1f} ms"
    )
    canvas_sent, widget_sent, commands = (sum(s[i] for s in sent) / len(sent) for i in range(3))
    print(f"canvas messages per click/redraw: {canvas_sent:.2f} ({commands:.0f} draw commands)")
    print(f"all widget messages per click: {widget_sent:.2f}")


if __name__ == "__main__":
    main()
