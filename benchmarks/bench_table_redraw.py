"""Benchmark, insensitive to the machine's load: what one click -> redraw of the table
costs on the kernel's side. No browser: a TableWidget with a page "connected", a hand card
that matches two clicked and put back by turns (each a full redraw), and for each click the
canvas messages, the drawing commands in them, their bytes (as ipycanvas encodes them),
the other widget messages, and the Python CPU time (``time.process_time``, which a busy
machine slows far less than the wall clock).

    .venv/bin/python benchmarks/bench_table_redraw.py [--clicks 400]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import ipycanvas.canvas  # noqa: E402
import ipywidgets  # noqa: E402
from ipycanvas.utils import commands_to_buffer  # noqa: E402

from koikoi import Round  # noqa: E402
from widgets.table.widget import TableWidget  # noqa: E402

POSITION = dict(
    hands=("7p1 3p2 1p1", "12p1 12p2 12p3"),
    field="7a 7r 3b 2p1 5p1",
    deck="4p1 11p1 6p1 8p1 8p2",
    captured=("10a 6a 9a", "1b 2r 2p2"),
)
COUNTS = ("canvas messages", "commands", "canvas bytes", "widget messages", "widget bytes")


def _count_messages(counts: dict[str, float]) -> None:
    """Count what the kernel would send, instead of sending it."""

    def send_custom(manager: Any, command: Any, buffers: Any = ()) -> None:
        metadata, buffer = commands_to_buffer(command)
        counts["canvas messages"] += 1
        counts["commands"] += len(command) if isinstance(command[0], list) else 1
        counts["canvas bytes"] += len(json.dumps(metadata)) + len(buffer)
        counts["canvas bytes"] += sum(len(b) for b in buffers)

    def send(widget: Any, msg: Any, buffers: Any = None) -> None:
        counts["widget messages"] += 1
        counts["widget bytes"] += len(json.dumps(msg, default=str))
        counts["widget bytes"] += sum(len(b) for b in buffers or ())

    # every manager (a table has its own)
    ipycanvas.canvas._CanvasManager._send_custom = send_custom
    ipywidgets.Widget._send = send  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=400)
    args = parser.parse_args()
    counts = dict.fromkeys(COUNTS, 0.0)
    _count_messages(counts)
    table = TableWidget(Round.from_position(**POSITION), pace=0)  # type: ignore[arg-type]
    table.on_client_ready()  # a page connected: its atlases drawn, then the table
    for atlas in table.atlases.values():
        table._atlas_ready(atlas)()
    lay = table.layout_now
    slot = next(s for s in lay.slots if s.card and s.card.code == "7p1" and s.region == "hand")
    card = (slot.x + slot.w / 2, slot.y + slot.h / 2)
    felt = next(
        (x, y) for y in range(4, lay.height, 8) for x in range(4, lay.width, 8) if not lay.hit(x, y)
    )
    for i in range(4):  # warm up
        table.click(*(card if i % 2 == 0 else felt))
    counts.update(dict.fromkeys(COUNTS, 0.0))
    redraws = table.redraws
    start = time.process_time()
    for i in range(args.clicks):
        table.click(*(card if i % 2 == 0 else felt))
    cpu = (time.process_time() - start) / args.clicks
    assert table.redraws - redraws == args.clicks, "every click redraws the table"
    print(f"{args.clicks} clicks, each a full redraw; per click:")
    for name in COUNTS:
        print(f"  {name:16} {counts[name] / args.clicks:9.1f}")
    print(f"  {'Python CPU':16} {cpu * 1000:9.2f} ms")


if __name__ == "__main__":
    main()
