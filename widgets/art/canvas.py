"""Replay card primitives on an ipycanvas ``Canvas``: a thin translator of :mod:`widgets.art.faces`.

Everything is drawn with the canvas' own transform (``translate`` + ``scale``), so the
picture matches the SVG of :mod:`widgets.art.svg`. Batch redraws in ``hold_canvas()``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from koikoi.cards import Card, Lang
from widgets.art import primitives as prim
from widgets.art.faces import card_back, card_face
from widgets.art.primitives import ART_W, Primitive

__all__ = ["Pen", "draw_card", "draw_primitives"]

_ALIGN = {"start": "left", "middle": "center", "end": "right"}


def draw_primitives(
    canvas: Any,
    primitives: Iterable[Primitive],
    x: float,
    y: float,
    width: float,
    pen: Pen | None = None,
) -> None:
    """Draw unit-card ``primitives`` on ``canvas`` at ``(x, y)``, scaled to ``width`` pixels.

    Each drawing attribute (colours, line width, font, ...) is sent only when it changes
    (a table redraw sets far fewer than it draws); no-op moves and scales are left out.
    Without ``pen`` the canvas's state is kept (``save()`` ... ``restore()``); with the
    ``pen`` of a caller that owns the canvas's state, primitives drawn in place (at 0, 0,
    unscaled) draw straight on it and leave their attributes set (the pen knows them)."""
    moved = bool(x or y) or width != ART_W
    if pen is not None and not moved:
        here = pen
    else:
        canvas.save()
        here = Pen(canvas, pen)
        if x or y:
            canvas.translate(x, y)
        if width != ART_W:
            canvas.scale(width / ART_W, width / ART_W)
    here.set("line_cap", "round")
    here.set("line_join", "round")
    for p in primitives:
        _draw(here, p)
    if here is not pen:
        canvas.restore()


class Pen:
    """A canvas and the attributes known to be set on it: setting one to the value it has
    sends nothing (each set is a canvas command and a traitlet change). A pen made from
    an ``outer`` one starts from what that one knows (for drawing between ``save()`` and
    ``restore()``)."""

    __slots__ = ("canvas", "state")

    def __init__(self, canvas: Any, outer: Pen | None = None) -> None:
        self.canvas = canvas
        self.state: dict[str, object] = dict(outer.state) if outer is not None else {}

    def set(self, name: str, value: object) -> None:
        """Set the canvas attribute ``name`` to ``value`` unless it has that value."""
        if self.state.get(name, _UNSET) != value:
            self.state[name] = value
            setattr(self.canvas, name, value)


_UNSET = object()


def draw_card(
    canvas: Any,
    card: Card | str,
    x: float,
    y: float,
    width: float,
    *,
    face_up: bool = True,
    lang: Lang | None = None,
    highlight: bool = False,
    selected: bool = False,
    dimmed: bool = False,
) -> None:
    """Draw one card (face or back) with its state overlays, ``width`` pixels wide."""
    if face_up:
        card = card if isinstance(card, Card) else Card.parse(card)
        primitives = card_face(card, lang, highlight=highlight, selected=selected, dimmed=dimmed)
    else:
        primitives = card_back(highlight=highlight, selected=selected, dimmed=dimmed)
    draw_primitives(canvas, primitives, x, y, width)


def _paint(pen: Pen, shape: prim.Shape) -> None:
    """Fill and/or stroke the current path as ``shape`` says."""
    if shape.fill:
        pen.set("fill_style", shape.fill)
        pen.canvas.fill()
    if shape.stroke:
        pen.set("stroke_style", shape.stroke)
        pen.set("line_width", shape.width)
        pen.canvas.stroke()


def _draw(pen: Pen, p: Primitive) -> None:
    canvas = pen.canvas
    pen.set("global_alpha", p.opacity)
    if isinstance(p, prim.Text):
        pen.set("font", f"{'bold ' if p.weight == 'bold' else ''}{p.size}px {p.font}")
        pen.set("text_align", _ALIGN[p.anchor])
        pen.set("text_baseline", "alphabetic")
        pen.set("fill_style", p.fill)
        if not p.rotation:
            canvas.fill_text(p.text, p.x, p.y)
            return
        canvas.save()  # the attributes above are set outside it, so the pen stays right
        canvas.translate(p.x, p.y)
        canvas.rotate(math.radians(p.rotation))
        canvas.fill_text(p.text, 0, 0)
        canvas.restore()
        return
    if isinstance(p, prim.Line):
        pen.set("stroke_style", p.stroke)
        pen.set("line_width", p.width)
        canvas.stroke_line(p.x1, p.y1, p.x2, p.y2)
        return
    canvas.begin_path()
    if isinstance(p, prim.Rect):
        _rect_path(canvas, p)
    elif isinstance(p, prim.Circle):
        canvas.arc(p.cx, p.cy, p.r, 0, 2 * math.pi)
    elif isinstance(p, prim.Ellipse):
        canvas.ellipse(p.cx, p.cy, p.rx, p.ry, math.radians(p.rotation), 0, 2 * math.pi)
    elif isinstance(p, prim.Path):
        _path(canvas, p)
    else:  # pragma: no cover - the primitive types are closed
        raise TypeError(f"not a drawing primitive: {p!r}")
    _paint(pen, p)


def _rect_path(canvas: Any, p: prim.Rect) -> None:
    r = min(p.radius, p.w / 2, p.h / 2)
    if not r:
        canvas.rect(p.x, p.y, p.w, p.h)
        return
    x0, y0, x1, y1 = p.x, p.y, p.x + p.w, p.y + p.h
    canvas.move_to(x0 + r, y0)
    canvas.arc_to(x1, y0, x1, y1, r)
    canvas.arc_to(x1, y1, x0, y1, r)
    canvas.arc_to(x0, y1, x0, y0, r)
    canvas.arc_to(x0, y0, x1, y0, r)
    canvas.close_path()


def _path(canvas: Any, p: prim.Path) -> None:
    for command in p.commands:
        op, args = command[0], command[1:]
        if op == "M":
            canvas.move_to(*args)
        elif op == "L":
            canvas.line_to(*args)
        elif op == "Q":
            canvas.quadratic_curve_to(*args)
        elif op == "C":
            canvas.bezier_curve_to(*args)
        elif op == "Z":
            canvas.close_path()
        else:  # pragma: no cover
            raise ValueError(f"unknown path command {op!r}")
