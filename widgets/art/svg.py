"""Cards as static SVG: pure, deterministic functions with no external resources.

``Card._repr_svg_`` shows :func:`card_svg` (registered by :mod:`widgets.display`).

>>> card_svg("9a", width=50).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="50"')
True
>>> card_svg("9a") == card_svg("9a")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape, quoteattr

from koikoi.cards import Card, CardsLike, Lang, parse_cards
from koikoi.i18n import NP_, language_of
from widgets.art import primitives as prim
from widgets.art.faces import bare_face, card_back, card_face, face_at
from widgets.art.groups import group_caption, pile_groups
from widgets.art.primitives import ART_H, ART_W, Primitive, font_for
from widgets.i18n import translator as _

__all__ = [
    "back_svg",
    "bare_svg",
    "card_svg",
    "cards_svg",
    "pile_svg",
    "render",
    "render_primitive",
    "svg_number",
]

ROW_LIMIT = 820
"""Rows of cards wrap when they would get wider than this many pixels."""
_NS = 'xmlns="http://www.w3.org/2000/svg"'
_EMPTY = (NP_("empty pile", "none"), "なし")
"""What an empty pile's slot says: English (marked for the catalog) and Japanese."""


def svg_number(value: float) -> str:
    """A number as short, stable SVG text."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


_n = svg_number  # short, for the many f-strings below


def _style(p: prim.Shape | prim.Line) -> str:
    """A shape's paint as SVG attributes (a line is never filled)."""
    fill = p.fill if isinstance(p, prim.Shape) else None
    parts = [f'fill="{fill or "none"}"']
    if p.stroke:
        parts.append(f'stroke="{p.stroke}" stroke-width="{_n(p.width)}"')
    if p.opacity != 1:
        parts.append(f'opacity="{_n(p.opacity)}"')
    return " ".join(parts)


def _path_data(path: prim.Path) -> str:
    return " ".join(c[0] + " ".join(_n(v) for v in c[1:]) for c in path.commands)


def _shape(tag: str, p: prim.Shape | prim.Line, coords: dict, extra: str = "") -> str:
    """A filled or stroked shape element: its coordinates, then ``extra``, then its style."""
    where = " ".join(f'{name}="{_n(value)}"' for name, value in coords.items())
    return f"<{tag} {where}{extra} {_style(p)}/>"


def render_primitive(p: Primitive) -> str:
    """One primitive as an SVG element."""
    if isinstance(p, prim.Rect):
        radius = f' rx="{_n(p.radius)}"' if p.radius else ""
        return _shape("rect", p, {"x": p.x, "y": p.y, "width": p.w, "height": p.h}, radius)
    if isinstance(p, prim.Circle):
        return _shape("circle", p, {"cx": p.cx, "cy": p.cy, "r": p.r})
    if isinstance(p, prim.Ellipse):
        turn = f' transform="rotate({_n(p.rotation)} {_n(p.cx)} {_n(p.cy)})"' if p.rotation else ""
        return _shape("ellipse", p, {"cx": p.cx, "cy": p.cy, "rx": p.rx, "ry": p.ry}, turn)
    if isinstance(p, prim.Path):
        return f'<path d="{_path_data(p)}" {_style(p)}/>'
    if isinstance(p, prim.Line):
        return _shape("line", p, {"x1": p.x1, "y1": p.y1, "x2": p.x2, "y2": p.y2})
    if isinstance(p, prim.Text):
        anchor = f' text-anchor="{p.anchor}"' if p.anchor != "start" else ""
        weight = f' font-weight="{p.weight}"' if p.weight != "normal" else ""
        opacity = f' opacity="{_n(p.opacity)}"' if p.opacity != 1 else ""
        turn = f' transform="rotate({_n(p.rotation)} {_n(p.x)} {_n(p.y)})"' if p.rotation else ""
        return (
            f'<text x="{_n(p.x)}" y="{_n(p.y)}" font-size="{_n(p.size)}" '
            f"font-family={quoteattr(p.font)}{weight}{anchor} "
            f'fill="{p.fill}"{opacity}{turn}>{escape(p.text)}</text>'
        )
    raise TypeError(f"not a drawing primitive: {p!r}")


def render(primitives: Iterable[Primitive]) -> str:
    """Primitives as a ``<g>`` of SVG elements (round caps and joins)."""
    body = "".join(render_primitive(p) for p in primitives)
    return f'<g stroke-linecap="round" stroke-linejoin="round">{body}</g>'


def _placed(primitives: list[Primitive], x: float, y: float, width: float) -> str:
    """Unit-card primitives placed at ``(x, y)`` and scaled to ``width`` pixels."""
    scale = width / ART_W
    shadow = (
        f'<rect x="{_n(x + 1.5)}" y="{_n(y + 2)}" width="{_n(width)}" '
        f'height="{_n(width * ART_H / ART_W)}" rx="{_n(7 * scale)}" fill="#000" opacity="0.28"/>'
    )
    return (
        f'{shadow}<g transform="translate({_n(x)} {_n(y)}) scale({_n(scale)})">'
        f"{render(primitives)}</g>"
    )


def _single(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _document(body: str, width: float, height: float, label: str) -> str:
    return (
        f'<svg {_NS} width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}" role="img" aria-label={quoteattr(label)}>'
        f"<title>{escape(label)}</title>{body}</svg>"
    )


def _caption(x: float, y: float, text: str, size: float = 13, anchor: str = "start") -> str:
    return render_primitive(
        prim.Text(
            x, y, text, size, fill="#3b2f25", weight="bold", anchor=anchor, font=font_for(text)
        )
    )


def card_svg(
    card: Card | str, *, width: float = 60, lang: Lang | None = None, highlight: bool = False
) -> str:
    """One card face as a complete ``<svg>`` element ``width`` pixels wide."""
    card = _single(card)
    height = width * ART_H / ART_W
    body = render(card_face(card, lang, highlight=highlight))
    return (
        f'<svg {_NS} width="{_n(width)}" height="{_n(height)}" viewBox="0 0 {ART_W} {ART_H}" '
        f'role="img" aria-label={quoteattr(card.describe(lang))}>'
        f"<title>{escape(card.code + ': ' + card.describe(lang))}</title>{body}</svg>"
    )


def back_svg(*, width: float = 60) -> str:
    """The card back as a complete ``<svg>`` element."""
    label = _("card back")
    height = width * ART_H / ART_W
    return (
        f'<svg {_NS} width="{_n(width)}" height="{_n(height)}" viewBox="0 0 {ART_W} {ART_H}" '
        f'role="img" aria-label={quoteattr(label)}><title>{escape(label)}</title>'
        f"{render(card_back())}</svg>"
    )


def _empty_slot(x: float, y: float, width: float, lang: Lang | None) -> str:
    height = width * ART_H / ART_W
    chosen = language_of(lang)
    empty = _EMPTY[1] if chosen == "ja" else _.name("empty pile", _EMPTY[0], chosen)
    return (
        f'<rect x="{_n(x + 1)}" y="{_n(y + 1)}" width="{_n(width - 2)}" height="{_n(height - 2)}" '
        f'rx="{_n(width * 0.07)}" fill="none" stroke="#9e9382" stroke-width="1.5" '
        f'stroke-dasharray="4 3"/>'
        + render_primitive(
            prim.Text(
                x + width / 2,
                y + height / 2 + 4,
                empty,
                max(9, width / 6),
                fill="#9e9382",
                anchor="middle",
                font=font_for(empty),
            )
        )
    )


def cards_svg(
    cards: CardsLike,
    *,
    width: float = 60,
    lang: Lang | None = None,
    gap: float = 6,
    title: str | None = None,
) -> str:
    """A row of card faces (wrapping to more rows when long), with an optional title; cards
    narrower than :data:`~widgets.art.faces.COMPACT_BELOW` get the compact face (see
    :func:`~widgets.art.faces.face_at`), whose name stays legible."""
    hand = parse_cards(cards)
    height = width * ART_H / ART_W
    per_row = max(1, int((ROW_LIMIT + gap) // (width + gap)))
    rows = max(1, -(-len(hand) // per_row))
    top = 22 if title else 0
    columns = min(max(len(hand), 1), per_row)
    total_w = columns * width + (columns - 1) * gap + 4
    total_h = top + rows * height + (rows - 1) * gap + 4
    parts = [_caption(0, 15, title)] if title else []
    if not hand:
        parts.append(_empty_slot(0, top, width, lang))
    for i, card in enumerate(hand):
        x = (i % per_row) * (width + gap)
        y = top + (i // per_row) * (height + gap)
        parts.append(_placed(face_at(card, width, lang), x, y, width))
    # the cards by name, as a text-only reader hears them: «grulla (1b), luna (8b)»
    named = ", ".join(f"{card.name(lang)} ({card.code})" for card in hand)
    label = title or named or _("no cards")
    title_w = prim.text_width(title, 13, "bold") + 4 if title else 0  # never cut the title
    return _document("".join(parts), max(total_w, 160 if title else 0, title_w), total_h, label)


def pile_svg(
    cards: CardsLike, *, width: float = 44, lang: Lang | None = None, title: str | None = None
) -> str:
    """A captured pile, grouped by class (brights, animals, ribbons, plains), each group fanned."""
    pile = sorted(parse_cards(cards))
    height = width * ART_H / ART_W
    step, group_gap, caption_h = width * 0.4, width * 0.45, 16
    top = 22 if title else 0
    parts = [_caption(0, 15, title)] if title else []
    x = y = 0.0
    line_h = caption_h + height + 6
    right = 0.0
    groups = pile_groups(pile)
    if not groups:
        parts.append(_empty_slot(0, top, width, lang))
        right, y = width, 0
    for kind, group in groups:
        group_w = width + (len(group) - 1) * step
        if x > 0 and x + group_w > ROW_LIMIT:
            x, y = 0.0, y + line_h
        parts.append(_caption(x, top + y + 12, group_caption(kind, len(group), lang), 11))
        for i, card in enumerate(group):
            parts.append(_placed(card_face(card, lang), x + i * step, top + y + caption_h, width))
        right = max(right, x + group_w)
        x += group_w + group_gap
    total_h = top + y + (line_h if groups else height) + 4
    label = title or _("pile: {cards}", cards=" ".join(c.code for c in pile) or _("empty"))
    return _document("".join(parts), max(right + 4, 160 if title else 0), total_h, label)


def bare_svg(card: Card | str, *, width: float = 80) -> str:
    """:func:`~widgets.art.faces.bare_face` (the art only) as a complete ``<svg>`` element
    ``width`` pixels wide."""
    height = width * ART_H / ART_W
    label = _("a hanafuda card")  # outside the f-string, where the catalog extraction finds it
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {ART_W} {ART_H}" role="img" aria-label={quoteattr(label)}>'
        f"{render(bare_face(card))}</svg>"
    )
