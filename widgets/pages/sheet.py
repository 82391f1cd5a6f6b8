"""Small SVG page-drawing helpers shared by the cheat sheet and the round-flow diagram.

>>> wrap("capture the pair of the same month", 11, 120)
['capture the pair of', 'the same month']
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from koikoi.cards import Card
from widgets.art.faces import card_face
from widgets.art.palette import PRINT_ACCENT as ACCENT
from widgets.art.palette import PRINT_INK as INK
from widgets.art.palette import PRINT_MUTED as MUTED
from widgets.art.palette import PRINT_PANEL as PANEL
from widgets.art.primitives import ART_H, ART_W, Text, font_for, text_width
from widgets.art.svg import render, render_primitive

__all__ = ["ACCENT", "INK", "MUTED", "PANEL", "card", "document", "paragraph", "text", "wrap"]
LINE_H = 1.3
"""Line height, as a multiple of the font size."""


def wrap(text: str, size: float, width: float, weight: str = "normal") -> list[str]:
    """``text`` broken into lines no wider than ``width`` (by the art's width estimate)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, weight) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def text(
    x: float,
    y: float,
    words: str,
    size: float = 11,
    *,
    fill: str = INK,
    weight: str = "normal",
    anchor: str = "start",
) -> str:
    """One line of text as SVG (a CJK font when it holds Japanese)."""
    return render_primitive(
        Text(x, y, words, size, fill=fill, weight=weight, anchor=anchor, font=font_for(words))
    )


def paragraph(x: float, y: float, words: str, width: float, size: float = 11) -> tuple[str, float]:
    """Body text wrapped to ``width`` from baseline ``y``; returns the SVG and the baseline
    after the last line."""
    parts = []
    for line in wrap(words, size, width):
        parts.append(text(x, y, line, size))
        y += size * LINE_H
    return "".join(parts), y


def card(c: Card, x: float, y: float, width: float) -> str:
    """A card face of the project's art at ``(x, y)``, ``width`` wide, with a soft shadow."""
    scale = width / ART_W
    return (
        f'<rect x="{x + 1:.1f}" y="{y + 1.5:.1f}" width="{width:.1f}" '
        f'height="{width * ART_H / ART_W:.1f}" rx="{7 * scale:.1f}" fill="#000" opacity="0.2"/>'
        f'<g transform="translate({x:.1f} {y:.1f}) scale({scale:.4f})">{render(card_face(c))}</g>'
    )


def document(body: str, width: float, height: float, title: str, size: str = "") -> str:
    """A standalone SVG document (``size``: e.g. ``'width="210mm" height="297mm"'``)."""
    size = size or f'width="{width:g}" height="{height:g}"'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} viewBox="0 0 {width:g} {height:g}" '
        f'role="img" aria-label={quoteattr(title)}><title>{escape(title)}</title>'
        f'<rect width="{width:g}" height="{height:g}" fill="#fff"/>{body}</svg>\n'
    )
