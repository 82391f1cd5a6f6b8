"""The pictures of the twelve plants and of the special subjects, drawn by code.

Each ``_month_N(role)`` returns the art area (x 3-97, y 3-123 of the unit card) for one
card of month N; ``role`` is the card code without the month (``"b"``, ``"a"``, ``"r"``,
``"p1"``...). Original, simplified art: no commercial images are copied.

>>> len(month_art(9, "a")) > 10
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from koikoi.cards import Ribbon
from widgets.art.palette import CARD_GOLD, PAPER
from widgets.art.primitives import (
    Circle,
    Ellipse,
    Line,
    Path,
    Point,
    Primitive,
    Rect,
    curve,
    mirror,
    polygon,
    r1,
    rotate,
    scaled,
    shift,
    star,
)

# ------------------------------------------------------------------ helpers


def qpoint(p0: Point, c: Point, p1: Point, t: float) -> Point:
    """The point at ``t`` on the quadratic curve ``p0, c, p1``."""
    u = 1 - t
    return (
        r1(u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0]),
        r1(u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]),
    )


def blossom(
    cx: float, cy: float, r: float, petal: str, centre: str, *, stroke: str | None = None, turn=0
) -> list[Primitive]:
    """A five-petal blossom (plum, cherry) of radius ``r``."""
    out: list[Primitive] = []
    for i in range(5):
        a = math.radians(turn + 72 * i - 90)
        out.append(
            Circle(
                r1(cx + 0.55 * r * math.cos(a)),
                r1(cy + 0.55 * r * math.sin(a)),
                r1(0.5 * r),
                fill=petal,
                stroke=stroke,
                width=0.7,
            )
        )
    out.append(Circle(r1(cx), r1(cy), r1(0.28 * r), fill=centre))
    return out


def leaf(cx: float, cy: float, length: float, width: float, angle: float, fill: str) -> Ellipse:
    """A simple leaf: an ellipse pointing along ``angle`` degrees."""
    return Ellipse(r1(cx), r1(cy), r1(length / 2), r1(width / 2), r1(angle), fill=fill)


def pointed_leaf(
    base: Point, tip: Point, width: float, fill: str, *, vein: str | None = None
) -> list[Primitive]:
    """A leaf with a pointed tip, from ``base`` to ``tip``."""
    (bx, by), (tx, ty) = base, tip
    dx, dy = tx - bx, ty - by
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n * width, dx / n * width
    mx, my = bx + dx * 0.45, by + dy * 0.45
    leaf_path = Path(
        (
            ("M", r1(bx), r1(by)),
            ("Q", r1(mx + nx), r1(my + ny), r1(tx), r1(ty)),
            ("Q", r1(mx - nx), r1(my - ny), r1(bx), r1(by)),
            ("Z",),
        ),
        fill=fill,
    )
    out: list[Primitive] = [leaf_path]
    if vein:
        out.append(Line(r1(bx), r1(by), r1(bx + dx * 0.85), r1(by + dy * 0.85), vein, 0.8))
    return out


def ribbon(kind: Ribbon, cx: float = 50, cy: float = 70, tilt: float = 14) -> list[Primitive]:
    """A tanzaku ribbon strip; poetry has writing, blue a double stripe, red nothing."""
    w, h = 15.0, 76.0
    body = rotate(
        [
            (cx - w / 2, cy - h / 2),
            (cx + w / 2, cy - h / 2),
            (cx + w / 2, cy + h / 2 - 3),
            (cx, cy + h / 2 + 2),
            (cx - w / 2, cy + h / 2 - 3),
        ],
        tilt,
        cx,
        cy,
    )
    fill = {Ribbon.POETRY: "#d7263d", Ribbon.BLUE: "#23408e", Ribbon.RED: "#e0432f"}[kind]
    out: list[Primitive] = [
        polygon(shift_points(body, 1.6, 1.6), fill="#000", opacity=0.18),
        polygon(
            body, fill=fill, stroke="#3d0b0b" if kind is not Ribbon.BLUE else "#0c1a44", width=1.2
        ),
    ]
    top = rotate([(cx - 4, cy - h / 2), (cx + 4, cy - h / 2), (cx, cy - h / 2 - 7)], tilt, cx, cy)
    out.append(Line(top[2][0], top[2][1], top[0][0], top[0][1], "#6d4c41", 1.2))
    out.append(Line(top[2][0], top[2][1], top[1][0], top[1][1], "#6d4c41", 1.2))
    if kind is Ribbon.POETRY:
        # three brush-written "characters" down the strip
        for i, y in enumerate((cy - 24, cy - 5, cy + 14)):
            glyph = [
                [(cx - 4, y), (cx + 4, y - 1)],
                [(cx, y - 4), (cx - 1, y + 5), (cx - 4, y + 8)]
                if i != 1
                else [(cx - 3, y + 3), (cx + 3, y + 3), (cx + 1, y + 8)],
                [(cx + 1, y + 4), (cx + 4, y + 8)]
                if i != 2
                else [(cx - 3, y - 5), (cx - 1, y - 3)],
            ]
            for stroke in glyph:
                pts = rotate(stroke, tilt, cx, cy)
                out.append(polygon(pts, closed=False, stroke="#140806", width=2.4))
    elif kind is Ribbon.BLUE:
        for dx in (-3.6, 3.6):
            a = rotate([(cx + dx, cy - h / 2 + 4), (cx + dx, cy + h / 2 - 5)], tilt, cx, cy)
            out.append(Line(a[0][0], a[0][1], a[1][0], a[1][1], "#dfe9ff", 1.7))
    return out


def shift_points(points: Sequence[Point], dx: float, dy: float) -> list[Point]:
    """``points`` moved by ``(dx, dy)``."""
    return [(r1(x + dx), r1(y + dy)) for x, y in points]


def sky(fill: str, bottom: float = 123) -> Rect:
    """A coloured background for the art area."""
    return Rect(3, 3, 94, bottom - 3, fill=fill)


# ------------------------------------------------------------------ 1 pine


def pine_pad(cx: float, cy: float, w: float) -> list[Primitive]:
    """A fan-shaped cluster of pine needles."""
    out: list[Primitive] = [
        Ellipse(r1(cx), r1(cy), r1(w), r1(w * 0.5), fill="#1f6b2a", stroke="#0f3d17", width=0.8)
    ]
    for i in range(9):
        a = math.radians(-165 + i * 18.75)
        out.append(
            Line(
                r1(cx),
                r1(cy + w * 0.35),
                r1(cx + w * 0.95 * math.cos(a)),
                r1(cy + w * 0.5 * math.sin(a) * 0.95),
                "#5fb760",
                1.1,
            )
        )
    return out


def pine(trunk: bool = True) -> list[Primitive]:
    """A pine tree with needle pads."""
    out: list[Primitive] = []
    if trunk:
        out.append(
            curve((24, 124), (30, 92), (50, 74), (64, 60), (88, 52), stroke="#6b4226", width=7)
        )
        out.append(curve((40, 84), (30, 66), (20, 56), stroke="#6b4226", width=4))
        out.append(curve((58, 66), (60, 48), (48, 38), stroke="#6b4226", width=3.5))
    for cx, cy, w in ((86, 50, 14), (48, 38, 13), (20, 54, 13), (58, 70, 15), (34, 96, 14)):
        out += pine_pad(cx, cy, w)
    return out


def _month_1(role: str) -> list[Primitive]:
    if role == "b":
        out: list[Primitive] = [Circle(64, 50, 25, fill="#d7263d")]
        out += pine_pad(18, 110, 12) + pine_pad(86, 114, 11)
        out += crane()
        return out
    hill = polygon([(3, 123), (3, 106), (30, 98), (60, 100), (97, 92), (97, 123)], fill="#c0392b")
    out = [hill, *pine()]
    if role == "r":
        out += ribbon(Ribbon.POETRY, 52, 76)
    elif role == "p2":
        out = [hill, *mirror(pine())]
    return out


def crane() -> list[Primitive]:
    """A standing crane looking up."""
    return [
        Line(44, 100, 40, 121, "#444", 1.8),
        Line(51, 101, 54, 121, "#444", 1.8),
        polygon([(30, 96), (16, 108), (30, 104), (22, 116), (38, 104)], fill="#1d1d1d"),
        Ellipse(46, 92, 20, 11, -25, fill="#ffffff", stroke="#1d1d1d", width=1.4),
        curve((34, 94), (44, 88), (56, 92), stroke="#d9d9d9", width=1.2),
        curve((58, 84), (72, 74), (66, 58), stroke="#1d1d1d", width=7.5),
        curve((58, 84), (72, 74), (66, 58), stroke="#ffffff", width=5),
        curve((66, 70), (69, 64), (66, 59), stroke="#1d1d1d", width=5),
        Circle(66, 57, 4.6, fill="#ffffff", stroke="#1d1d1d", width=1.2),
        Circle(65.5, 53.6, 2.2, fill="#d7263d"),
        polygon([(69.5, 56), (81, 60), (69.5, 58.6)], fill="#3a3a3a"),
        Circle(67.4, 56.6, 0.9, fill="#1d1d1d"),
    ]


# ------------------------------------------------------------------ 2 plum


def plum(extra: bool = False) -> list[Primitive]:
    """A dark plum branch with red-pink five-petal blossoms."""
    out: list[Primitive] = [
        curve((6, 120), (30, 96), (44, 82), (60, 66), (94, 62), stroke="#3e2723", width=6),
        curve((44, 82), (38, 58), (54, 40), stroke="#3e2723", width=3.2),
        curve((72, 64), (80, 82), (94, 92), stroke="#3e2723", width=3),
    ]
    spots = [(54, 40, 8), (38, 62, 7), (62, 54, 7), (90, 60, 8), (86, 88, 7), (24, 100, 8)]
    if extra:
        spots += [(70, 38, 6), (14, 78, 6)]
    for x, y, r in spots:
        out += blossom(x, y, r, "#d6336c", "#ffd54f", stroke="#8c1038")
    for x, y in ((47, 46), (30, 90), (78, 74), (70, 62)):
        out.append(Circle(x, y, 2.4, fill="#b0164a"))
    return out


def warbler() -> list[Primitive]:
    """A small olive-green bush warbler perched on the branch."""
    return [
        polygon([(44, 60), (30, 70), (34, 62), (28, 60), (42, 56)], fill="#6f7a27"),
        Ellipse(52, 58, 13, 8.5, -18, fill="#9aa63f", stroke="#4b5320", width=1.2),
        Ellipse(52, 62, 8, 4, -18, fill="#d8dc9a"),
        curve((46, 55), (53, 51), (58, 56), stroke="#4b5320", width=1.2),
        Circle(64, 50, 6.5, fill="#9aa63f", stroke="#4b5320", width=1.2),
        polygon([(69.5, 48.5), (76, 50), (69.5, 51.5)], fill="#3a3a1a"),
        Circle(65.6, 49, 1.9, fill="#ffffff"),
        Circle(65.9, 49, 1.1, fill="#1d1d1d"),
        Line(50, 66, 49, 70, "#4b3a2a", 1.2),
        Line(55, 66, 55, 70, "#4b3a2a", 1.2),
    ]


def _month_2(role: str) -> list[Primitive]:
    if role == "a":
        return plum() + scaled(warbler(), 1.4, 56, 70)
    if role == "r":
        return plum() + ribbon(Ribbon.POETRY, 50, 74, tilt=-12)
    return plum(extra=True) if role == "p1" else mirror(plum(extra=True))


# ------------------------------------------------------------------ 3 cherry

_CHERRY_SPOTS = [
    (20, 42),
    (34, 34),
    (50, 40),
    (66, 34),
    (82, 44),
    (28, 56),
    (44, 54),
    (60, 52),
    (76, 58),
    (14, 66),
    (90, 66),
    (38, 70),
    (56, 68),
    (70, 76),
    (24, 80),
]


def cherry(count: int = 15, dy: float = 0) -> list[Primitive]:
    """A cloud of pale pink cherry blossoms on a dark branch."""
    out: list[Primitive] = [
        curve((3, 96 + dy), (40, 70 + dy), (94, 40 + dy), stroke="#4e342e", width=4),
        curve((40, 76 + dy), (36, 52 + dy), (50, 30 + dy), stroke="#4e342e", width=2.5),
    ]
    for i, (x, y) in enumerate(_CHERRY_SPOTS[:count]):
        out += blossom(x, y + dy, 8.5, "#f9c6d6", "#d6336c", stroke="#c2607f", turn=i * 17)
    return out


def curtain() -> list[Primitive]:
    """The flower-viewing curtain: striped panels with a crest."""
    out: list[Primitive] = [Line(5, 72, 95, 72, "#6b4226", 3)]
    w = 90 / 5
    for i in range(5):
        x0 = 5 + i * w
        fill = "#c62828" if i % 2 == 0 else "#fff3e0"
        out.append(
            polygon(
                [
                    (x0, 73),
                    (x0 + w, 73),
                    (x0 + w, 108),
                    (x0 + w / 2, 118 if i % 2 else 114),
                    (x0, 108),
                ],
                fill=fill,
                stroke="#7f1010",
                width=0.9,
            )
        )
    out.append(Circle(50, 92, 10.5, fill="#fff8ec", stroke="#7f1010", width=1.2))
    out += blossom(50, 92, 12, "#c62828", "#fff8ec", turn=36)
    return out


def _month_3(role: str) -> list[Primitive]:
    if role == "b":
        return cherry(11, dy=-8) + curtain()
    if role == "r":
        return cherry() + ribbon(Ribbon.POETRY, 50, 76)
    return cherry() if role == "p1" else mirror(cherry(13, dy=10))


# ------------------------------------------------------------------ 4 wisteria


def wisteria(clusters: tuple[tuple[float, float, int], ...]) -> list[Primitive]:
    """Hanging purple wisteria clusters ``(x, top, rows)`` under a vine."""
    out: list[Primitive] = [curve((3, 14), (50, 34), (97, 12), stroke="#5d4037", width=3.5)]
    for lx, ly, angle in ((14, 18, 30), (34, 24, -20), (62, 24, 20), (86, 16, -30)):
        out.append(leaf(lx, ly + 4, 14, 5, angle, "#4c8c3a"))
    for x, top, rows in clusters:
        for i in range(rows):
            n = 3 if i < rows * 0.4 else 2 if i < rows * 0.8 else 1
            for j in range(n):
                cx = x + (j - (n - 1) / 2) * 6 + (1.2 if i % 2 else -1.2)
                fill = "#7e57c2" if (i + j) % 2 == 0 else "#b39ddb"
                out.append(
                    Circle(
                        r1(cx), r1(top + 4 + i * 6.2), 3.4, fill=fill, stroke="#4a2d86", width=0.6
                    )
                )
    return out


def crescent(cx: float, cy: float, r: float, fill: str = "#f5c542") -> Path:
    """A crescent moon lit on its lower left."""
    outer = [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
        for a in range(-20, 201, 10)
    ]
    inner = [
        (
            cx + 2.5 + r * 0.85 * math.cos(math.radians(a)),
            cy - 3 + r * 0.8 * math.sin(math.radians(a)),
        )
        for a in range(190, -11, -10)
    ]
    return polygon(outer + inner, fill=fill, stroke="#b8860b", width=0.8)


def cuckoo() -> list[Primitive]:
    """A cuckoo flying across a crescent moon."""
    return [
        crescent(74, 52, 11),
        polygon([(30, 84), (44, 62), (52, 80)], fill="#2f3b45"),
        polygon([(14, 98), (30, 90), (26, 98)], fill="#2f3b45"),
        Ellipse(42, 88, 16, 6.5, -15, fill="#37474f", stroke="#1b252b", width=1),
        polygon([(46, 84), (70, 70), (56, 88)], fill="#455a64", stroke="#1b252b", width=1),
        Circle(58, 82, 5.5, fill="#37474f", stroke="#1b252b", width=1),
        polygon([(63, 80), (70, 80), (63, 83)], fill="#f5c542"),
        Circle(59.5, 81, 1.3, fill="#f5c542"),
        Ellipse(44, 92, 9, 2.5, -15, fill="#cfd8dc"),
    ]


def _month_4(role: str) -> list[Primitive]:
    if role == "a":
        return wisteria(((20, 24, 7), (82, 20, 6))) + cuckoo()
    if role == "r":
        return wisteria(((20, 26, 12), (80, 22, 13))) + ribbon(Ribbon.RED, 50, 78, tilt=-10)
    art = wisteria(((22, 26, 14), (50, 30, 11), (78, 24, 15)))
    return art if role == "p1" else mirror(wisteria(((26, 26, 12), (58, 28, 15), (84, 22, 9))))


# ------------------------------------------------------------------ 5 iris


def iris_flower(cx: float, cy: float, s: float = 1.0) -> list[Primitive]:
    """An iris: three falls, two standards and a yellow signal."""
    return [
        Line(cx, cy + 4 * s, cx, cy + 30 * s, "#2e7d32", 2),
        Ellipse(cx - 7 * s, cy + 5 * s, 7 * s, 3.6 * s, 40, fill="#4527a0"),
        Ellipse(cx + 7 * s, cy + 5 * s, 7 * s, 3.6 * s, -40, fill="#4527a0"),
        Ellipse(cx, cy + 7 * s, 3.6 * s, 6.5 * s, 0, fill="#5e35b1"),
        Ellipse(cx - 3 * s, cy - 5 * s, 3 * s, 7 * s, -18, fill="#7e57c2"),
        Ellipse(cx + 3 * s, cy - 5 * s, 3 * s, 7 * s, 18, fill="#7e57c2"),
        Ellipse(cx, cy + 6 * s, 1.3 * s, 3 * s, 0, fill="#fdd835"),
    ]


def iris(flowers: tuple[Point, ...], leaves: tuple[float, ...]) -> list[Primitive]:
    """Sword-like leaves with iris flowers."""
    out: list[Primitive] = []
    for i, x in enumerate(leaves):
        tip = (x + (8 if i % 2 else -6), 44 + (i % 3) * 10)
        out.append(
            polygon([(x - 3.2, 123), tip, (x + 3.2, 123)], fill="#2e7d32" if i % 2 else "#43a047")
        )
    for x, y in flowers:
        out += iris_flower(x, y)
    return out


def bridge() -> list[Primitive]:
    """The eight-plank bridge: planks zigzagging across the water."""
    out: list[Primitive] = [
        polygon([(3, 96), (97, 84), (97, 123), (3, 123)], fill="#8fb8de"),
        curve((6, 106), (30, 100), (50, 104), (70, 108), (94, 98), stroke="#e6f0fa", width=1.5),
    ]
    planks = [((4, 68), (52, 86)), ((52, 86), (96, 66))]
    for (x0, y0), (x1, y1) in planks:
        pts = [(x0, y0 - 5), (x1, y1 - 5), (x1, y1 + 5), (x0, y0 + 5)]
        out.append(polygon(shift_points(pts, 0, 12), fill="#5d4037"))
        for px in (x0 + 6, (x0 + x1) / 2, x1 - 6):
            py = y0 + (y1 - y0) * (px - x0) / (x1 - x0)
            out.append(Rect(r1(px - 1.8), r1(py + 4), 3.6, 18, fill="#4e342e"))
        out.append(polygon(pts, fill="#a1887f", stroke="#3e2723", width=1.3))
        for t in (0.25, 0.5, 0.75):
            mx, my = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            out.append(Line(r1(mx - 1), r1(my - 5), r1(mx + 1), r1(my + 5), "#5d4037", 0.9))
    return out


def _month_5(role: str) -> list[Primitive]:
    if role == "a":
        return iris(((22, 40), (76, 38)), (12, 28, 68, 86)) + bridge()
    if role == "r":
        return iris(((24, 48), (78, 56)), (10, 22, 34, 66, 80, 92)) + ribbon(
            Ribbon.RED, 50, 72, tilt=10
        )
    art = iris(((24, 46), (52, 36), (78, 54)), (10, 20, 34, 46, 60, 72, 86))
    return art if role == "p1" else mirror(iris(((28, 58), (62, 40)), (14, 26, 40, 58, 74, 88)))


# ------------------------------------------------------------------ 6 peony


def peony(cx: float, cy: float, s: float = 1.0) -> list[Primitive]:
    """A large layered red-pink peony with leaves."""
    out: list[Primitive] = []
    for a, dx in ((-150, -1), (-30, 1), (160, -1), (20, 1)):
        rad = math.radians(a)
        x, y = cx + 22 * s * math.cos(rad), cy + 18 * s * math.sin(rad) + 8 * s
        out.append(leaf(x, y, 22 * s, 9 * s, a, "#2e7d32"))
        out.append(Line(r1(cx), r1(cy + 8 * s), r1(x + dx), r1(y), "#1b5e20", 1))
    out += _petal_ring(cx, cy, s, 10, 36, 0, (12, 10), (10, 7.5), ("#d81b43", "#8e0f2a", 0.8))
    out += _petal_ring(cx, cy, s, 7, 51, 20, (6, 5), (7, 5), ("#f06292", "#ad1457", 0.7))
    out.append(Circle(r1(cx), r1(cy), r1(4 * s), fill="#ffd54f", stroke="#e65100", width=0.6))
    return out


def _petal_ring(
    cx: float,
    cy: float,
    s: float,
    count: int,
    step: float,
    start: float,
    reach: tuple[float, float],
    petal: tuple[float, float],
    style: tuple[str, str, float],
) -> list[Primitive]:
    """``count`` petals turned ``step`` degrees apart (from ``start``) on an oval of ``reach``."""
    fill, stroke, width = style
    out: list[Primitive] = []
    for i in range(count):
        a = math.radians(i * step + start)
        out.append(
            Ellipse(
                r1(cx + reach[0] * s * math.cos(a)),
                r1(cy + reach[1] * s * math.sin(a)),
                r1(petal[0] * s),
                r1(petal[1] * s),
                r1(i * step + start),
                fill=fill,
                stroke=stroke,
                width=width,
            )
        )
    return out


def butterfly(cx: float, cy: float, wing: str, tilt: float = 0) -> list[Primitive]:
    """A butterfly seen from above."""
    out: list[Primitive] = []
    for side in (-1, 1):
        out.append(
            Ellipse(
                cx + side * 7,
                cy - 4,
                8,
                6,
                side * 30 + tilt,
                fill=wing,
                stroke="#1a1a40",
                width=1.1,
            )
        )
        out.append(
            Ellipse(
                cx + side * 5.5,
                cy + 5,
                5,
                4,
                side * -25 + tilt,
                fill=wing,
                stroke="#1a1a40",
                width=1.1,
            )
        )
        out.append(Circle(cx + side * 8, cy - 5, 1.8, fill="#1a1a40"))
        out.append(
            curve(
                (cx, cy - 6),
                (cx + side * 2, cy - 12),
                (cx + side * 5, cy - 14),
                stroke="#1a1a40",
                width=0.9,
            )
        )
    out.append(Ellipse(cx, cy, 1.6, 8, tilt, fill="#1a1a40"))
    return out


def _month_6(role: str) -> list[Primitive]:
    if role == "a":
        return (
            peony(50, 96, 0.85)
            + butterfly(32, 50, "#64b5f6", -10)
            + butterfly(70, 62, "#ffd54f", 12)
        )
    if role == "r":
        return peony(50, 86, 0.9) + ribbon(Ribbon.BLUE, 50, 70, tilt=-12)
    if role == "p1":
        return peony(50, 72, 1.15)
    return peony(66, 48, 0.75) + peony(36, 92, 0.95)


# ------------------------------------------------------------------ 7 bush clover


def bush_clover(flip: bool = False, sprays: int = 3) -> list[Primitive]:
    """Drooping bush-clover sprays: thin stems, small red leaves, magenta flowers."""
    out: list[Primitive] = []
    arcs = [
        ((8, 123), (14, 24), (62, 30)),
        ((26, 123), (40, 40), (90, 62)),
        ((60, 123), (62, 70), (94, 100)),
    ][:sprays]
    for k, (p0, c, p1) in enumerate(arcs):
        out.append(curve(p0, c, p1, stroke="#5d4037", width=1.6))
        for i in range(4, 25):
            x, y = qpoint(p0, c, p1, i / 24)
            side = 1 if i % 2 else -1
            if i % 4 == 0 or i > 21:
                out.append(Circle(r1(x + side * 2), r1(y + 3.5), 2.4, fill="#c2185b"))
                out.append(Circle(r1(x - side * 1), r1(y + 6), 1.9, fill="#e05297"))
            else:
                colour = ("#b2332d", "#8e1f1f", "#c8553d")[(i + k) % 3]
                out.append(leaf(x + side * 3.5, y + 2, 8, 4, 50 * side + 10 * k, colour))
    return mirror(out) if flip else out


def boar() -> list[Primitive]:
    """A wild boar, charging left."""
    return [
        polygon([(36, 98), (42, 98), (40, 119), (35, 119)], fill="#4a2f1b"),
        polygon([(70, 98), (77, 98), (78, 119), (73, 119)], fill="#4a2f1b"),
        Ellipse(56, 92, 28, 15, -4, fill="#6d4c2f", stroke="#3b2414", width=1.3),
        polygon(
            [(36, 80), (16, 92), (14, 100), (36, 106)], fill="#6d4c2f", stroke="#3b2414", width=1.3
        ),
        Ellipse(14, 96, 2.8, 4.5, fill="#3b2414"),
        polygon([(34, 80), (38, 70), (44, 81)], fill="#4a2f1b"),
        polygon(
            [(30, 84), (40, 78), (56, 77), (70, 78), (82, 84)],
            closed=False,
            stroke="#2b1a0d",
            width=2,
        ),
        curve((21, 100), (19, 94), (24, 92), stroke="#fff8e1", width=1.8),
        Circle(27, 89, 1.8, fill="#fff8e1"),
        Circle(27.3, 89, 1, fill="#1d1d1d"),
        polygon([(44, 100), (50, 100), (47, 121), (42, 121)], fill="#5a3a22"),
        polygon([(62, 100), (68, 100), (68, 121), (63, 121)], fill="#5a3a22"),
        curve((84, 88), (90, 86), (88, 94), stroke="#3b2414", width=1.5),
    ]


def _month_7(role: str) -> list[Primitive]:
    if role == "a":
        return bush_clover(sprays=2) + boar()
    if role == "r":
        return bush_clover() + ribbon(Ribbon.RED, 50, 70, tilt=12)
    return bush_clover() if role == "p1" else bush_clover(flip=True)


# ------------------------------------------------------------------ 8 pampas grass


def pampas(ridge: float = 86) -> list[Primitive]:
    """A dark hill covered with pampas grass."""
    out: list[Primitive] = []
    for i, x in enumerate((10, 21, 32, 44, 56, 67, 78, 87)):
        top = ridge - 26 - (i * 7) % 16
        out.append(
            curve((x, ridge + 10), (x - 2, top + 12), (x + 6, top), stroke="#5b5a3a", width=1.4)
        )
        out.append(Ellipse(x + 6, top + 3, 2, 5, 25, fill="#d7c089"))
    out.append(
        polygon(
            [
                (3, 123),
                (3, ridge + 4),
                (30, ridge - 8),
                (56, ridge - 2),
                (80, ridge + 4),
                (97, ridge - 4),
                (97, 123),
            ],
            fill="#2f3429",
        )
    )
    for i, x in enumerate(range(8, 96, 7)):
        y = ridge + 10 + (i * 5) % 12
        out.append(curve((x, y + 10), (x + 1, y + 2), (x + 5, y - 4), stroke="#a6a27a", width=1))
    return out


def geese() -> list[Primitive]:
    """Three wild geese flying in a line."""
    out: list[Primitive] = []
    for x, y, s in ((24, 56, 1.35), (50, 40, 1.2), (72, 62, 1.1)):
        out += [
            polygon(
                [(x - 10 * s, y - 9 * s), (x, y), (x + 6 * s, y - 12 * s), (x + 3 * s, y + 1)],
                fill="#3b3b3b",
            ),
            Ellipse(x, y + 1, 8 * s, 3 * s, -10, fill="#4a4a4a"),
            Circle(r1(x + 8 * s), r1(y - 1 * s), r1(2.2 * s), fill="#2a2a2a"),
            polygon(
                [(x + 10 * s, y - 1.5 * s), (x + 13 * s, y - 0.5 * s), (x + 10 * s, y)],
                fill="#d99a2b",
            ),
        ]
    return out


def _month_8(role: str) -> list[Primitive]:
    if role == "b":
        return [
            sky("#c8372d", 110),
            Circle(50, 56, 25, fill="#fff8e1", stroke="#e3c77b", width=1.5),
            *pampas(88),
        ]
    if role == "a":
        return [sky("#f3d9b1", 110), *geese(), *pampas(92)]
    return pampas(70) if role == "p1" else mirror(pampas(80))


# ------------------------------------------------------------------ 9 chrysanthemum


def chrysanthemum(cx: float, cy: float, r: float, colour: str = "#fbc02d") -> list[Primitive]:
    """A round yellow chrysanthemum with a leaf."""
    out: list[Primitive] = [
        Line(r1(cx), r1(cy), r1(cx + r * 0.3), 123, "#2e7d32", 2),
        leaf(cx + r * 0.9, cy + r * 1.3, r * 1.2, r * 0.6, -30, "#388e3c"),
        leaf(cx - r * 0.7, cy + r * 1.5, r * 1.1, r * 0.55, 35, "#2e7d32"),
    ]
    for ring, n, k in ((1.0, 16, 0.48), (0.62, 12, 0.4)):
        for i in range(n):
            a = 360 * i / n + (0 if ring == 1.0 else 15)
            rad = math.radians(a)
            out.append(
                Ellipse(
                    r1(cx + ring * r * 0.55 * math.cos(rad)),
                    r1(cy + ring * r * 0.55 * math.sin(rad)),
                    r1(ring * r * k),
                    r1(r * 0.15),
                    r1(a),
                    fill=colour if ring == 1.0 else "#ffe082",
                    stroke="#d77a00",
                    width=0.6,
                )
            )
    out.append(Circle(r1(cx), r1(cy), r1(r * 0.2), fill="#f57f17"))
    return out


def sake_cup() -> list[Primitive]:
    """A red lacquered sake cup with a gold 'long life' emblem."""
    return [
        polygon([(44, 104), (60, 104), (66, 113), (38, 113)], fill="#9e1b1b", stroke="#5c0a0a"),
        polygon(
            [(20, 80), (84, 80), (72, 100), (52, 106), (32, 100)],
            fill="#c62828",
            stroke="#5c0a0a",
            width=1.2,
        ),
        Ellipse(52, 80, 32, 7, fill="#e53935", stroke="#5c0a0a", width=1.2),
        Ellipse(52, 80, 27, 4.5, fill="#f8d7a0"),
        Circle(52, 92, 6.5, stroke=CARD_GOLD, width=1.6),
        Line(47, 92, 57, 92, CARD_GOLD, 1.4),
        Line(52, 87, 52, 97, CARD_GOLD, 1.4),
        Line(48.5, 88.5, 55.5, 95.5, CARD_GOLD, 1),
    ]


def _month_9(role: str) -> list[Primitive]:
    if role == "a":
        return chrysanthemum(24, 44, 14) + chrysanthemum(78, 50, 11) + sake_cup()
    if role == "r":
        return (
            chrysanthemum(26, 54, 15) + chrysanthemum(78, 84, 12) + ribbon(Ribbon.BLUE, 52, 70, 12)
        )
    if role == "p1":
        return chrysanthemum(36, 50, 17) + chrysanthemum(72, 84, 13)
    return chrysanthemum(62, 46, 14) + chrysanthemum(30, 80, 16)


# ------------------------------------------------------------------ 10 maple


def maple_leaf(cx: float, cy: float, s: float, turn: float, fill: str) -> list[Primitive]:
    """A pointed seven-lobed maple leaf."""
    pts = star(cx, cy, 10 * s, 4.2 * s, n=7)
    return [
        polygon(rotate(pts, turn, cx, cy), fill=fill, stroke="#7f1d0f", width=0.7),
        Line(r1(cx), r1(cy), *rotate([(cx, cy + 9 * s)], turn, cx, cy)[0], "#7f1d0f", 1),
    ]


def maple(spots: tuple[tuple[float, float, float], ...]) -> list[Primitive]:
    """A maple branch with red and orange leaves."""
    out: list[Primitive] = [
        curve((97, 20), (60, 30), (40, 60), stroke="#4e342e", width=3),
        curve((60, 34), (80, 52), (94, 80), stroke="#4e342e", width=2),
    ]
    colours = ("#d32f2f", "#e65100", "#b71c1c", "#f57c00")
    for i, (x, y, s) in enumerate(spots):
        out += maple_leaf(x, y, s, (i * 23) % 40 - 20, colours[i % 4])
    return out


def deer() -> list[Primitive]:
    """A stag with branching antlers, head raised."""
    legs = [
        Line(x, 96, x + dx, 120, "#6d3b18", 3) for x, dx in ((36, -3), (42, 1), (60, -1), (66, 3))
    ]
    antler = "#6d4c2f"
    return [
        *legs,
        Ellipse(51, 91, 20, 10, fill="#b5652d", stroke="#5d2e0f", width=1.2),
        Ellipse(33, 85, 3, 2.2, -30, fill="#fff3e0"),
        polygon(
            [(60, 86), (66, 66), (73, 68), (70, 92)], fill="#b5652d", stroke="#5d2e0f", width=1.2
        ),
        curve((68, 64), (62, 50), (58, 40), stroke=antler, width=2),
        curve((72, 63), (80, 50), (86, 42), stroke=antler, width=2),
        Line(61, 50, 54, 48, antler, 1.6),
        Line(78, 53, 84, 52, antler, 1.6),
        Line(60, 45, 63, 39, antler, 1.4),
        Line(83, 46, 80, 40, antler, 1.4),
        Ellipse(74, 67, 9, 5, 20, fill="#b5652d", stroke="#5d2e0f", width=1.2),
        polygon([(66, 62), (61, 57), (68, 60)], fill="#8d4a20"),
        Circle(75, 65.5, 1.3, fill="#1d1d1d"),
        Circle(82, 71, 1.5, fill="#2b1a0d"),
        Circle(44, 87, 1.4, fill="#fff3e0"),
        Circle(50, 85, 1.4, fill="#fff3e0"),
        Circle(56, 88, 1.4, fill="#fff3e0"),
        Circle(47, 91, 1.2, fill="#fff3e0"),
    ]


def _month_10(role: str) -> list[Primitive]:
    if role == "a":
        return maple(((36, 38, 1.1), (20, 60, 1.0), (86, 84, 1.0), (18, 104, 0.9))) + deer()
    if role == "r":
        return maple(((30, 50, 1.3), (70, 40, 1.2), (82, 86, 1.3), (24, 96, 1.2))) + ribbon(
            Ribbon.BLUE, 50, 72, -12
        )
    if role == "p1":
        return maple(((42, 60, 1.5), (70, 40, 1.3), (82, 80, 1.4), (24, 90, 1.3), (56, 104, 1.3)))
    return mirror(maple(((40, 62, 1.6), (72, 42, 1.3), (80, 92, 1.5), (22, 96, 1.2))))


# ------------------------------------------------------------------ 11 willow


def willow(xs: tuple[float, ...], length: float = 110) -> list[Primitive]:
    """Green hanging willow strands with narrow leaves."""
    out: list[Primitive] = []
    for k, x in enumerate(xs):
        p0, c, p1 = (x, 3), (x + 12, length * 0.4), (x + 2 + (k % 2) * 6, length)
        out.append(curve(p0, c, p1, stroke="#4f7a28", width=1.5))
        for i in range(2, 14):
            px, py = qpoint(p0, c, p1, i / 14)
            side = 1 if i % 2 else -1
            out.append(
                leaf(px + side * 2.5, py, 7, 2.8, 70 * side, "#7cb342" if i % 3 else "#558b2f")
            )
    return out


def rain_man() -> list[Primitive]:
    """A man with an umbrella in the rain, a frog at his feet."""
    out: list[Primitive] = []
    for x in range(12, 112, 11):  # slanted rain, trimmed to the art area
        top = (97, 6 + 114 * (x - 97) / 14) if x > 97 else (x, 6)
        bottom = (3, 6 + 114 * (x - 3) / 14) if x - 14 < 3 else (x - 14, 120)
        out.append(
            Line(r1(top[0]), r1(top[1]), r1(bottom[0]), r1(bottom[1]), "#5c7fa3", 1.1, opacity=0.75)
        )
    out += [
        curve((3, 118), (30, 112), (50, 118), (72, 124), (97, 116), stroke="#5c7fa3", width=2),
        Line(46, 62, 54, 112, "#6d4c2f", 1.8),
        polygon(
            [(48, 84), (60, 84), (70, 120), (40, 120)], fill="#1f2f6b", stroke="#0d1636", width=1
        ),
        Line(54, 88, 52, 118, "#6b86d6", 1),
        Circle(55, 79, 5, fill="#f2d0a9", stroke="#7a5230", width=0.9),
        Rect(50, 72, 10, 4, fill="#1d1d1d", radius=1),
        polygon(
            [(22, 66), (34, 50), (50, 46), (66, 54), (72, 66), (58, 62), (46, 64), (34, 62)],
            fill="#e0a526",
            stroke="#7a5a0c",
            width=1.2,
        ),
        Line(46, 48, 34, 62, "#7a5a0c", 0.8),
        Line(46, 48, 46, 64, "#7a5a0c", 0.8),
        Line(46, 48, 58, 62, "#7a5a0c", 0.8),
        Ellipse(82, 112, 7, 4.5, fill="#4caf50", stroke="#1b5e20", width=0.9),
        Circle(79, 108, 1.8, fill="#4caf50", stroke="#1b5e20", width=0.7),
        Circle(85, 108, 1.8, fill="#4caf50", stroke="#1b5e20", width=0.7),
    ]
    return out


def swallow() -> list[Primitive]:
    """A swallow diving, forked tail up."""
    return [
        polygon([(36, 70), (10, 62), (30, 78)], fill="#1c1c2b"),
        polygon([(52, 74), (80, 46), (64, 80)], fill="#1c1c2b"),
        polygon([(30, 66), (20, 44), (34, 60), (32, 42), (40, 66)], fill="#1c1c2b"),
        Ellipse(48, 78, 15, 6, 35, fill="#1c1c2b"),
        Ellipse(50, 80, 9, 3, 35, fill="#f5f5f5"),
        Circle(59, 88, 5.2, fill="#1c1c2b"),
        Circle(60, 91.5, 2.3, fill="#d7263d"),
        polygon([(63, 91), (67, 95), (62, 94)], fill="#1c1c2b"),
        Circle(60.5, 87, 1, fill="#ffffff"),
    ]


def lightning() -> list[Primitive]:
    """The thunder card: a dark storm, a zigzag bolt and the thunder god's drums."""
    out: list[Primitive] = [sky("#3a2e4a")]
    for i in range(8):
        a = math.radians(i * 45)
        x, y = 70 + 20 * math.cos(a), 80 + 20 * math.sin(a)
        out.append(Circle(r1(x), r1(y), 6, fill="#c62828", stroke="#120a0a", width=1.2))
        out.append(Circle(r1(x), r1(y), 2, fill="#120a0a"))
    out.append(
        polygon(
            [(36, 12), (18, 62), (32, 60), (14, 114), (52, 50), (38, 52), (54, 12)],
            fill="#ffd600",
            stroke="#8a6d00",
            width=1.2,
        )
    )
    return out


def _month_11(role: str) -> list[Primitive]:
    if role == "b":
        return willow((70, 84)) + rain_man()
    if role == "a":
        return willow((10, 62, 80)) + swallow()
    if role == "r":
        return willow((6, 22, 66, 82)) + ribbon(Ribbon.RED, 48, 72, tilt=-10)
    return lightning()


# ------------------------------------------------------------------ 12 paulownia


def paulownia(stalks: tuple[tuple[float, int], ...], leaf_y: float = 100) -> list[Primitive]:
    """Paulownia: three big leaves and upright stalks ``(x, rows)`` of purple-grey bells."""
    out: list[Primitive] = []
    for x, rows in stalks:
        top = leaf_y - 14 - rows * 6.5
        out.append(Line(x, leaf_y, x, r1(top - 2), "#6d5c3f", 2))
        for i in range(rows):
            n = 3 if i < rows * 0.4 else 2 if i < rows * 0.8 else 1
            for j in range(n):
                cx = x + (j - (n - 1) / 2) * 6.5
                cy = leaf_y - 16 - i * 6.5
                fill = "#8e7cc3" if (i + j) % 2 else "#b7a8e0"
                out.append(
                    Ellipse(r1(cx), r1(cy), 3.2, 3.9, fill=fill, stroke="#4a3b78", width=0.7)
                )
                out.append(Circle(r1(cx), r1(cy + 1.6), 1, fill="#f3e9ff"))
    for bx, tip, w in (
        ((50, 123), (16, leaf_y - 6), 13),
        ((50, 123), (84, leaf_y - 6), 13),
        ((50, 123), (50, leaf_y - 16), 14),
    ):
        out += pointed_leaf(bx, tip, w, "#3f7a3a", vein="#a5d6a7")
    return out


def phoenix() -> list[Primitive]:
    """A phoenix: raised wing, crested head and long plumes with eye spots."""
    out: list[Primitive] = []
    plumes = (("#6a1b9a", 94, 112), ("#1565c0", 90, 98), ("#c62828", 80, 118), ("#2e7d32", 66, 116))
    for colour, tx, ty in plumes:
        out += pointed_leaf((46, 78), (tx, ty), 6, colour)
        ex, ey = 46 + (tx - 46) * 0.78, 78 + (ty - 78) * 0.78
        out.append(Circle(r1(ex), r1(ey), 3, fill="#f9a825", stroke="#2b2118", width=0.8))
        out.append(Circle(r1(ex), r1(ey), 1.2, fill="#2b2118"))
    for i, (tx, ty) in enumerate(((12, 44), (18, 30), (30, 22), (44, 24))):
        out += pointed_leaf((44, 70), (tx, ty), 6, ("#2e7d32", "#43a047", "#1565c0", "#2e7d32")[i])
    out += [
        Ellipse(44, 74, 13, 8, -30, fill="#e65100", stroke="#7f2704", width=1.2),
        curve((52, 68), (58, 56), (58, 46), stroke="#7f2704", width=6.4),
        curve((52, 68), (58, 56), (58, 46), stroke="#e65100", width=4.6),
        Circle(59, 43, 5, fill="#c62828", stroke="#7f0000", width=1),
        polygon([(63, 42), (70, 44), (63, 45)], fill="#f9a825"),
        polygon([(56, 39), (52, 30), (58, 36), (60, 28), (61, 38)], fill="#f9a825"),
        Circle(60.6, 42, 1, fill="#ffffff"),
    ]
    return out


def _month_12(role: str) -> list[Primitive]:
    if role == "b":
        return paulownia(((16, 6),), 118) + phoenix()
    if role == "p1":
        return [sky("#f2c12e", 123), Rect(3, 3, 94, 70, fill=PAPER), *paulownia(((32, 8), (68, 8)))]
    if role == "p2":
        return paulownia(((26, 6), (50, 9), (74, 6)), 104)
    return shift(paulownia(((30, 9), (70, 7)), 96), 0, 6)


_MONTHS: dict[int, Callable[[str], list[Primitive]]] = {
    1: _month_1,
    2: _month_2,
    3: _month_3,
    4: _month_4,
    5: _month_5,
    6: _month_6,
    7: _month_7,
    8: _month_8,
    9: _month_9,
    10: _month_10,
    11: _month_11,
    12: _month_12,
}


def month_art(month: int, role: str) -> list[Primitive]:
    """The art area of the card of ``month`` with code suffix ``role`` (``"b"``, ``"p2"``...)."""
    return _MONTHS[month](role)
