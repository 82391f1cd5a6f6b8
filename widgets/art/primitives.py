"""Drawing primitives shared by the SVG and the canvas renderers.

A card is described once, as a list of these frozen, hashable shapes in a unit card
coordinate system (:data:`ART_W` x :data:`ART_H`, origin top-left, y down); the
renderers in :mod:`widgets.art.svg` and :mod:`widgets.art.canvas` only translate them.

>>> Circle(10, 10, 4, fill="#fff").r
4
>>> path_bounds(polygon([(0, 0), (4, 0), (4, 3)]))
(0.0, 0.0, 4.0, 3.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TypeAlias, TypedDict, Unpack

ART_W = 100
"""Width of the art's design unit: every card is drawn in an ``ART_W`` x ``ART_H`` box,
then scaled to the size it is shown at (see :data:`widgets.table.layout.TABLE_CARD_W`)."""
ART_H = 160
"""Height of the design unit (real hanafuda are about 2 : 3.2)."""

LATIN_FONT = "'DejaVu Sans', Verdana, Arial, sans-serif"
CJK_FONT = "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', sans-serif"

Point: TypeAlias = tuple[float, float]
# Path commands, SVG-like: ("M", x, y), ("L", x, y), ("Q", cx, cy, x, y),
# ("C", c1x, c1y, c2x, c2y, x, y), ("Z",).
Command: TypeAlias = tuple


@dataclass(frozen=True, slots=True, kw_only=True)
class Shape:
    """How a closed shape is painted, given by keyword to every shape below: ``fill`` and
    ``stroke`` colours (None: not filled or not stroked), the stroke's ``width`` and the
    shape's ``opacity``."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0


class Paint(TypedDict, total=False):
    """The keywords of a :class:`Shape`'s painting, as the shape helpers take them."""

    fill: str | None
    stroke: str | None
    width: float
    opacity: float


@dataclass(frozen=True, slots=True)
class Rect(Shape):
    """An axis-aligned rectangle, optionally with rounded corners."""

    x: float
    y: float
    w: float
    h: float
    radius: float = 0.0


@dataclass(frozen=True, slots=True)
class Circle(Shape):
    """A circle."""

    cx: float
    cy: float
    r: float


@dataclass(frozen=True, slots=True)
class Ellipse(Shape):
    """An ellipse, rotated by ``rotation`` degrees (clockwise) about its centre."""

    cx: float
    cy: float
    rx: float
    ry: float
    rotation: float = 0.0


@dataclass(frozen=True, slots=True)
class Path(Shape):
    """A path of SVG-like commands (M, L, Q, C, Z); closed only if it ends with Z."""

    commands: tuple[Command, ...]


@dataclass(frozen=True, slots=True)
class Line:
    """A straight line with round caps."""

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = "#000"
    width: float = 1.0
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """Text whose baseline starts, centres or ends (``anchor``) at ``(x, y)``, turned
    ``rotation`` degrees about that point (-90: reading upwards)."""

    x: float
    y: float
    text: str
    size: float
    fill: str = "#000"
    weight: str = "normal"
    anchor: str = "start"  # start | middle | end
    font: str = LATIN_FONT
    opacity: float = 1.0
    rotation: float = 0.0


class TextStyle(TypedDict, total=False):
    """The keywords of a :class:`Text`'s look, as :func:`fitted_text` takes them."""

    fill: str
    weight: str
    anchor: str
    opacity: float


Primitive: TypeAlias = Rect | Circle | Ellipse | Path | Line | Text


def r1(value: float) -> float:
    """Round a coordinate to 0.01, so that descriptions are exact and deterministic."""
    return round(value + 0.0, 2) + 0.0


def polygon(points: Sequence[Point], *, closed: bool = True, **style: Unpack[Paint]) -> Path:
    """A path through ``points`` (closed unless ``closed=False``)."""
    (x0, y0), rest = points[0], points[1:]
    commands: list[Command] = [("M", r1(x0), r1(y0))]
    commands += [("L", r1(x), r1(y)) for x, y in rest]
    if closed:
        commands.append(("Z",))
    return Path(tuple(commands), **style)


def rounded_rect(
    x: float, y: float, w: float, h: float, r: float, *, clockwise: bool = True
) -> list[Command]:
    """Path commands for a rounded rectangle (corners as quadratic curves)."""
    corners = [(x + w, y), (x + w, y + h), (x, y + h), (x, y)]
    if not clockwise:
        corners = corners[::-1]
    commands: list[Command] = []
    for i, (cx, cy) in enumerate(corners):
        px, py = corners[i - 1]
        nx, ny = corners[(i + 1) % 4]
        ax, ay = cx + _sign(px - cx) * r, cy + _sign(py - cy) * r
        bx, by = cx + _sign(nx - cx) * r, cy + _sign(ny - cy) * r
        commands.append(("M" if i == 0 else "L", r1(ax), r1(ay)))
        commands.append(("Q", r1(cx), r1(cy), r1(bx), r1(by)))
    commands.append(("Z",))
    return commands


def _sign(v: float) -> int:
    return (v > 0) - (v < 0)


def curve(*points: Point, **style: Unpack[Paint]) -> Path:
    """An open smooth stroke: a quadratic curve ``start, control, end`` (, control, end...)."""
    commands: list[Command] = [("M", r1(points[0][0]), r1(points[0][1]))]
    for i in range(1, len(points) - 1, 2):
        (cx, cy), (x, y) = points[i], points[i + 1]
        commands.append(("Q", r1(cx), r1(cy), r1(x), r1(y)))
    return Path(tuple(commands), **style)


def rotate(points: Iterable[Point], degrees: float, cx: float, cy: float) -> list[Point]:
    """``points`` rotated clockwise (y down) about ``(cx, cy)``."""
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)
    return [
        (r1(cx + (x - cx) * cos - (y - cy) * sin), r1(cy + (x - cx) * sin + (y - cy) * cos))
        for x, y in points
    ]


def star(cx: float, cy: float, outer: float, inner: float, n: int = 5) -> list[Point]:
    """The points of an ``n``-pointed star, one point up."""
    points = []
    for i in range(2 * n):
        radius = outer if i % 2 == 0 else inner
        a = math.pi * i / n - math.pi / 2
        points.append((r1(cx + radius * math.cos(a)), r1(cy + radius * math.sin(a))))
    return points


def mirror(primitives: Iterable[Primitive], axis: float = ART_W / 2) -> list[Primitive]:
    """The shapes reflected left-right about the vertical line ``x = axis`` (text kept)."""

    def fx(x: float) -> float:
        return r1(2 * axis - x)

    out: list[Primitive] = []
    for p in primitives:
        if isinstance(p, Rect):
            out.append(replace(p, x=r1(2 * axis - p.x - p.w)))
        elif isinstance(p, Circle):
            out.append(replace(p, cx=fx(p.cx)))
        elif isinstance(p, Ellipse):
            out.append(replace(p, cx=fx(p.cx), rotation=-p.rotation))
        elif isinstance(p, Line):
            out.append(replace(p, x1=fx(p.x1), x2=fx(p.x2)))
        elif isinstance(p, Path):
            commands = tuple(
                (c[0], *[fx(v) if i % 2 == 0 else v for i, v in enumerate(c[1:])])
                for c in p.commands
            )
            out.append(replace(p, commands=commands))
        else:
            out.append(p)
    return out


def shift(primitives: Iterable[Primitive], dx: float, dy: float) -> list[Primitive]:
    """The shapes moved by ``(dx, dy)``."""
    out: list[Primitive] = []
    for p in primitives:
        if isinstance(p, Rect | Text):
            out.append(replace(p, x=r1(p.x + dx), y=r1(p.y + dy)))
        elif isinstance(p, Circle | Ellipse):
            out.append(replace(p, cx=r1(p.cx + dx), cy=r1(p.cy + dy)))
        elif isinstance(p, Line):
            out.append(
                replace(p, x1=r1(p.x1 + dx), y1=r1(p.y1 + dy), x2=r1(p.x2 + dx), y2=r1(p.y2 + dy))
            )
        else:
            commands = tuple(
                (c[0], *[r1(v + (dx if i % 2 == 0 else dy)) for i, v in enumerate(c[1:])])
                for c in p.commands
            )
            out.append(replace(p, commands=commands))
    return out


def scaled(primitives: Iterable[Primitive], k: float, cx: float, cy: float) -> list[Primitive]:
    """The shapes scaled by ``k`` about ``(cx, cy)`` (stroke widths too)."""

    def sx(x: float) -> float:
        return r1(cx + (x - cx) * k)

    def sy(y: float) -> float:
        return r1(cy + (y - cy) * k)

    out: list[Primitive] = []
    for p in primitives:
        width = r1(p.width * k) if not isinstance(p, Text) else 0
        if isinstance(p, Rect):
            out.append(
                replace(
                    p,
                    x=sx(p.x),
                    y=sy(p.y),
                    w=r1(p.w * k),
                    h=r1(p.h * k),
                    radius=r1(p.radius * k),
                    width=width,
                )
            )
        elif isinstance(p, Circle):
            out.append(replace(p, cx=sx(p.cx), cy=sy(p.cy), r=r1(p.r * k), width=width))
        elif isinstance(p, Ellipse):
            out.append(
                replace(p, cx=sx(p.cx), cy=sy(p.cy), rx=r1(p.rx * k), ry=r1(p.ry * k), width=width)
            )
        elif isinstance(p, Line):
            out.append(replace(p, x1=sx(p.x1), y1=sy(p.y1), x2=sx(p.x2), y2=sy(p.y2), width=width))
        elif isinstance(p, Path):
            commands = tuple(
                (c[0], *[sx(v) if i % 2 == 0 else sy(v) for i, v in enumerate(c[1:])])
                for c in p.commands
            )
            out.append(replace(p, commands=commands, width=width))
        else:
            out.append(replace(p, x=sx(p.x), y=sy(p.y), size=r1(p.size * k)))
    return out


def path_bounds(path: Path) -> tuple[float, float, float, float]:
    """The bounding box ``(x0, y0, x1, y1)`` of a path's points (controls included)."""
    xs = [v for c in path.commands for i, v in enumerate(c[1:]) if i % 2 == 0]
    ys = [v for c in path.commands for i, v in enumerate(c[1:]) if i % 2 == 1]
    return min(xs), min(ys), max(xs), max(ys)


def text_width(text: str, size: float, weight: str = "normal") -> float:
    """A generous estimate of the drawn width of ``text`` (wide CJK, DejaVu-like Latin)."""
    units = 0.0
    for ch in text:
        if ord(ch) > 0x2E80:
            units += 1.0
        elif ch in "il.,:;'|!·":
            units += 0.32
        elif ch.isupper() or ch in "mwMW":
            units += 0.78
        elif ch == " ":
            units += 0.34
        else:
            units += 0.62
    return units * size * (1.08 if weight == "bold" else 1.0)


def font_for(text: str) -> str:
    """The font family for ``text``: a CJK font when it has Japanese characters."""
    return CJK_FONT if any(ord(ch) > 0x2E80 for ch in text) else LATIN_FONT


def fitted_text(
    x: float, y: float, text: str, size: float, max_width: float, **style: Unpack[TextStyle]
) -> Text:
    """A :class:`Text` whose size shrinks (never grows) so it fits ``max_width``."""
    weight = str(style.get("weight", "normal"))
    width = text_width(text, size, weight)
    if width > max_width:
        size = size * max_width / width
    return Text(r1(x), r1(y), text, r1(size), font=font_for(text), **style)
