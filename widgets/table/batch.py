"""One canvas message per frame, that any page can read: the fix of the blank table.

ipycanvas sends drawing through one manager widget per kernel, and names the canvas drawn
on (a "switch") only when it differs from the last one the kernel drew on. The page's
manager processes messages in one promise chain: a message without a switch, received by
a page that never saw the earlier one (a notebook reopened while its kernel runs, a second
browser tab), draws on no canvas, throws, and breaks that chain for good, so every canvas
of that page stays blank until the kernel restarts (issue 18 item 9). :func:`canvas_batch`
is ``hold_canvas()`` whose message always starts with its switch.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import ipycanvas.canvas
from ipycanvas import hold_canvas

__all__ = ["canvas_batch"]


@contextmanager
def canvas_batch() -> Iterator[None]:
    """``hold_canvas()``, its message naming the canvas it draws on first."""
    ipycanvas.canvas._CANVAS_MANAGER._current_canvas = None
    with hold_canvas():
        yield
