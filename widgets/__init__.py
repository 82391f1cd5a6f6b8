"""widgets: pictures and ipycanvas/ipywidgets views of :mod:`koikoi` objects.

The card art is described once (:mod:`widgets.art`) and rendered both as static SVG
(:mod:`widgets.svg`, used by the engine's notebook display hooks) and on ipycanvas
(:mod:`widgets.canvas_draw`). ipywidgets and ipycanvas are imported only by the modules
that draw on a live canvas.
"""
