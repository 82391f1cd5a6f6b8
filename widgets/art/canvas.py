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

__all__ = ["draw_card", "draw_primitives"]

_ALIGN = {"start": "left", "middle": "center", "end": "right"}


def draw_primitives(
    canvas: Any, primitives: Iterable[Primitive], x: float, y: float, width: float
) -> None:
    """Draw unit-card ``primitives`` on ``canvas`` at ``(x, y)``, scaled to ``width`` pixels."""
    canvas.save()
    canvas.translate(x, y)
    canvas.scale(width / ART_W, width / ART_W)
    canvas.line_cap = "round"
    canvas.line_join = "round"
    for p in primitives:
        _draw(canvas, p)
    canvas.restore()


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


def _paint(canvas: Any, shape: prim.Shape) -> None:
    """Fill and/or stroke the current path as ``shape`` says."""
    if shape.fill:
        canvas.fill_style = shape.fill
        canvas.fill()
    if shape.stroke:
        canvas.stroke_style = shape.stroke
        canvas.line_width = shape.width
        canvas.stroke()


def _draw(canvas: Any, p: Primitive) -> None:
    canvas.global_alpha = p.opacity
    if isinstance(p, prim.Text):
        canvas.font = f"{'bold ' if p.weight == 'bold' else ''}{p.size}px {p.font}"
        canvas.text_align = _ALIGN[p.anchor]
        canvas.text_baseline = "alphabetic"
        canvas.fill_style = p.fill
        canvas.fill_text(p.text, p.x, p.y)
        return
    if isinstance(p, prim.Line):
        canvas.stroke_style = p.stroke
        canvas.line_width = p.width
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
    _paint(canvas, p)


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
