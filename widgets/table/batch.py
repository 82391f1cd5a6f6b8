"""Canvas messages that any page can read: the fix of the blank table.

ipycanvas sends drawing through a manager widget (by default one per kernel), and names
the canvas drawn on (a "switch") only when it differs from the last one the kernel drew
on. The page's manager processes messages in one promise chain: a message without a
switch, received by a page that never saw the earlier one (a notebook reopened while its
kernel runs, a second browser tab), draws on no canvas, throws, and breaks that chain for
good, so every canvas of that page stays blank until the kernel restarts (issue 18 item
9). :func:`canvas_batch` is ``hold_canvas()`` whose message always starts with its switch.

Every canvas model also refers to its manager. A page reopened on a running kernel learns
of the widgets made before it opened only when it has restored them from the kernel,
which can take long (or, when a widget closes meanwhile, never end); until then a new
canvas that refers to the kernel's first manager cannot be made at all. A table's canvases
therefore get a manager of their own (:func:`fresh_manager`), made with them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import ipycanvas.canvas

__all__ = ["canvas_batch", "fresh_manager"]


def fresh_manager() -> ipycanvas.canvas._CanvasManager:
    """A canvas manager for canvases made now (pass it as ``Canvas(_canvas_manager=...)``
    and to :func:`canvas_batch`)."""
    return ipycanvas.canvas._CanvasManager()


@contextmanager
def canvas_batch(manager: ipycanvas.canvas._CanvasManager | None = None) -> Iterator[None]:
    """``hold_canvas()`` for the canvases of ``manager`` (by default ipycanvas's own): their
    drawing goes in one message, which names the canvas it draws on first."""
    manager = ipycanvas.canvas._CANVAS_MANAGER if manager is None else manager
    manager._current_canvas = None
    was_caching = manager._caching
    manager._caching = True
    try:
        yield
    finally:
        manager.flush()
        manager._caching = was_caching
