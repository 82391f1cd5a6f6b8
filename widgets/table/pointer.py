"""Mouse, touch and pen on an ipycanvas canvas: one tap handler for all of them.

ipycanvas reports mouse events and touch events separately, and a touch screen sends
touch events only (the page does not turn them into mouse events, because ipycanvas
cancels their default). :func:`on_tap` makes a mouse press (a pen presses like a mouse)
and a finger's tap call the same ``fn(x, y)``, in canvas pixels: ipycanvas maps the page
coordinates by the element's displayed size, so a canvas shrunk by CSS hit-tests right.
(The course's tables and card pickers let touches through to the page, which scrolls on a
swipe and turns a tap into mouse events: :mod:`widgets.table.scroll`; the touch handlers
serve a canvas shown without it.)

A touch's end carries no position (the finger is gone), so the tap is taken where the
finger last was.

>>> class FakeCanvas:
...     def __getattr__(self, name):
...         return lambda callback: setattr(self, name[3:], callback)
>>> canvas, taps = FakeCanvas(), []
>>> on_tap(canvas, lambda x, y: taps.append((x, y)))
>>> canvas.mouse_up(10, 20); canvas.touch_start([(5, 6)]); canvas.touch_end([])
>>> taps
[(10, 20), (5, 6)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["on_tap"]

Point = tuple[float, float]


def on_tap(
    canvas: Any,
    fn: Callable[[float, float], Any],
    *,
    press: str = "up",
    touch_moved: Callable[[float, float], Any] | None = None,
) -> None:
    """Call ``fn(x, y)`` on a mouse press (``press``: "up" or "down", which mouse event
    counts) and on a finger's tap; ``touch_moved(x, y)`` follows a finger on the screen
    (where a mouse would hover)."""
    if press not in ("up", "down"):
        raise ValueError(f"press={press!r} must be 'up' or 'down'")
    last: list[Point] = []

    def follow(touches: Sequence[Point]) -> None:
        if len(touches) != 1:  # a second finger (a pinch or a scroll): no tap
            last.clear()
            return
        last[:] = [touches[0]]
        if touch_moved is not None:
            touch_moved(*touches[0])

    def end(touches: Sequence[Point]) -> None:
        if last and not touches:
            x, y = last.pop()
            fn(x, y)

    (canvas.on_mouse_up if press == "up" else canvas.on_mouse_down)(fn)
    canvas.on_touch_start(follow)
    canvas.on_touch_move(follow)
    canvas.on_touch_end(end)
    canvas.on_touch_cancel(lambda touches: last.clear())
