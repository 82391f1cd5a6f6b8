"""The page scrolls over a canvas: a mouse wheel or a finger's swipe on a table or a card
picker moves the notebook, as over any picture.

ipycanvas listens to the wheel and to touches on every canvas and cancels their default,
so that a canvas can be a drawing surface; on a table as wide as the page that leaves a
learner unable to scroll past it. :class:`PageScroll` is a tiny anywidget (no room, no
CDN) whose JavaScript installs, once per page, a listener that catches the wheel and touch
events bound for an element of class :data:`SCROLLS_PAGE` before they reach it: the
browser then scrolls the page, and turns a finger's tap into the mouse events a click
gives (a tap still plays a card: :mod:`widgets.table.pointer` takes the mouse's).

>>> from ipycanvas import Canvas
>>> canvas = Canvas(width=10, height=10)
>>> scrolls_page(canvas) is canvas, SCROLLS_PAGE in canvas._dom_classes
(True, True)
"""

from __future__ import annotations

from typing import TypeVar

import anywidget
import ipywidgets as w
import traitlets

__all__ = ["SCROLLS_PAGE", "PageScroll", "scrolls_page"]

SCROLLS_PAGE = "koikoi-scrolls-page"
"""The CSS class of a widget whose wheel and touch events scroll the page."""

_ESM = """
const EVENTS = ["wheel", "touchstart", "touchmove", "touchend", "touchcancel"];
export default {
  render() {
    if (window.__koikoiPageScroll) return;
    window.__koikoiPageScroll = true;
    const letThrough = (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest(".CLASS")) event.stopPropagation();
    };
    for (const type of EVENTS) {
      window.addEventListener(type, letThrough, { capture: true, passive: true });
    }
  },
};
""".replace("CLASS", SCROLLS_PAGE)


class PageScroll(anywidget.AnyWidget):
    """Shown anywhere on a page (it takes no room): wheel and touches over the widgets of
    class :data:`SCROLLS_PAGE` scroll the page."""

    _esm = traitlets.Unicode(_ESM).tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        kwargs.setdefault("layout", w.Layout(height="0px", margin="0"))
        super().__init__(**kwargs)


W = TypeVar("W", bound=w.DOMWidget)


def scrolls_page(widget: W) -> W:
    """Mark ``widget`` (a canvas) so that the wheel and touches over it scroll the page;
    a :class:`PageScroll` on the same page carries it out. Returns ``widget``."""
    widget.add_class(SCROLLS_PAGE)
    return widget
