"""The page's devicePixelRatio, told to the kernel: what a canvas needs to draw crisp.

Neither ipywidgets nor ipycanvas reports ``window.devicePixelRatio`` to the kernel.
:class:`PixelRatio` is a tiny anywidget (its JavaScript is the string below: no CDN, no
build; anywidget's own front-end comes with its wheel and works offline in JupyterLab and
Voila). Shown anywhere on the page (it takes no room), it sets :attr:`PixelRatio.ratio`
from the page, and again when the ratio changes (browser zoom, a window dragged to
another screen).

>>> PixelRatio().ratio  # until a page reports
1.0
>>> scale_for(2.0), scale_for(1.1), scale_for(0.5), scale_for(9)
(2.0, 1.25, 1.0, 3.0)
"""

from __future__ import annotations

import math

import anywidget
import traitlets

__all__ = ["MAX_SCALE", "PixelRatio", "scale_for"]

MAX_SCALE = 3.0
"""The most device pixels per table pixel a table draws at (a 4x phone screen is drawn at
3x: the eye cannot tell, and the canvas stays within the memory a browser allows)."""

_ESM = """
export default {
  render({ model, el }) {
    let query = null;
    const report = () => {
      const ratio = window.devicePixelRatio || 1;
      if (model.get("ratio") !== ratio) {
        model.set("ratio", ratio);
        model.save_changes();
      }
      query = window.matchMedia(`(resolution: ${ratio}dppx)`);
      query.addEventListener("change", report, { once: true });
    };
    report();
    return () => query && query.removeEventListener("change", report);
  },
};
"""


class PixelRatio(anywidget.AnyWidget):
    """``ratio``: the devicePixelRatio of the page that shows this widget (1 until then)."""

    _esm = traitlets.Unicode(_ESM).tag(sync=True)
    ratio = traitlets.Float(1.0).tag(sync=True)


def scale_for(ratio: float) -> float:
    """The drawing scale for a page of devicePixelRatio ``ratio``: the ratio rounded up to
    a quarter (at least 1: a table is never drawn coarser than its own pixels; at most
    :data:`MAX_SCALE`)."""
    if not (isinstance(ratio, int | float) and math.isfinite(ratio) and ratio > 0):
        raise ValueError(f"ratio={ratio!r} must be a positive number of device pixels")
    return min(MAX_SCALE, max(1.0, math.ceil(ratio * 4 - 1e-9) / 4))
