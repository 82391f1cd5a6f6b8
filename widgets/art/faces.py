"""How a card looks: the one description used by the SVG and the canvas renderers.

A face is a list of :mod:`widgets.art.primitives` shapes on a unit card of
:data:`ART_W` x :data:`ART_H`: a dark rim, the art (plant and subject, from
:mod:`widgets.art.motifs`), the month number in a badge top-left, a class marker *shape*
top-right (bright = star on gold, animal = paw, ribbon = vertical bar, plain = small
square) and a label plate at the bottom with a short name and the class word.

>>> from koikoi.cards import Card
>>> face = card_face(Card.parse("11b"))
>>> [p.text for p in face if isinstance(p, Text)]
['11', 'rain man', 'bright · rain']
>>> card_face(Card.parse("1b"), "ja")[-1].text
'光'
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from koikoi.cards import Card, Kind, Lang, Ribbon
from koikoi.i18n import NP_, language_of
from widgets.art.motifs import month_art
from widgets.art.palette import CARD_GOLD, INK, PAPER, RIM
from widgets.art.primitives import (
    ART_H,
    ART_W,
    Circle,
    Ellipse,
    Line,
    Path,
    Primitive,
    Rect,
    Text,
    TextStyle,
    fitted_text,
    polygon,
    rounded_rect,
    scaled,
    shift,
    star,
    text_width,
)
from widgets.i18n import translator as _

__all__ = [
    "bare_face",
    "card_back",
    "card_face",
    "class_marker",
    "compact_face",
    "face_at",
    "label_lines",
    "overlays",
]


MONTH_COLOURS: tuple[str, ...] = (
    "#2e7d32",  # pine
    "#d6336c",  # plum
    "#e88aa5",  # cherry
    "#7e57c2",  # wisteria
    "#3949ab",  # iris
    "#d81b43",  # peony
    "#ad1457",  # bush clover
    "#9c8a55",  # pampas grass
    "#f9a825",  # chrysanthemum
    "#d84315",  # maple
    "#558b2f",  # willow
    "#7b6ca8",  # paulownia
)

# The plate's first line is the card's own name (crane, lightning) or else its ribbon's or
# plant's name, as the engine gives it, with Japanese readings dropped ("鶴 (tsuru)" -> "鶴").
# Some names are too long for the plate: by their English name, the plate's shorter word
# (translated from the widgets' catalog when shown).
_PLATE_WORDS: dict[str, str] = {
    "bush warbler": NP_("card plate", "warbler"),
    "eight-plank bridge": NP_("card plate", "bridge"),
    "plum blossom": NP_("card plate", "plum"),
    "cherry blossom": NP_("card plate", "cherry"),
    "pampas grass": NP_("card plate", "pampas"),
    "poetry ribbon": NP_("card plate", "poetry"),
    "blue ribbon": NP_("card plate", "blue"),
    "plain red ribbon": NP_("card plate", "red"),
    "sake cup": NP_("card plate", "sake cup"),
    "rain man": NP_("card plate", "rain man"),
}
_JAPANESE_PLATE_WORDS = {"plain red ribbon": "無地"}
"""Japanese plate words (names, not translations): the red ribbon is "plain", as its class
word already says 短冊."""
# The class word (line 2) of the two cards that count as more than their class: English
# (marked for the catalog) and Japanese.
_SPECIAL_CLASS_WORDS: dict[str, tuple[str, str]] = {
    "11b": (NP_("card plate", "bright · rain"), "光・雨"),
    "9a": (NP_("card plate", "animal + plain"), "タネ＋カス"),
}
_LIGHTNING = "11p1"
"""The one plain with a name of its own."""


def _without_reading(name: str) -> str:
    """A Japanese name without its reading in brackets; other names unchanged."""
    return name.split(" (")[0]


def label_lines(card: Card, lang: Lang | None = None) -> tuple[str, str]:
    """The two lines of the label plate: a short name and the class word, in ``lang``
    (default: the course language, :func:`koikoi.i18n.get_language`).

    >>> label_lines(Card.parse("1r"))
    ('poetry', 'ribbon')
    >>> label_lines(Card.parse("9a"), "es")
    ('copa', 'animal + simple')
    """
    lang = language_of(lang)
    name, english = _plate_name(card, lang), _plate_name(card, "en")
    if english in _PLATE_WORDS:
        name = (
            _JAPANESE_PLATE_WORDS.get(english, name)
            if lang == "ja"
            else _.name("card plate", _PLATE_WORDS[english], lang)
        )
    if card.code in _SPECIAL_CLASS_WORDS:
        words, japanese = _SPECIAL_CLASS_WORDS[card.code]
        words = japanese if lang == "ja" else _.name("card plate", words, lang)
        return _without_reading(name), words
    return _without_reading(name), _without_reading(card.kind.label(lang))


def _plate_name(card: Card, lang: Lang) -> str:
    """The name the plate starts from: the card's own, else its ribbon's or plant's."""
    if card.ribbon is not None:
        return card.ribbon.label(lang)
    if card.kind is Kind.PLAIN and card.code != _LIGHTNING:
        return card.month_info.plant_name(lang)
    return card.name(lang)


def class_marker(
    kind: Kind, ribbon: Ribbon | None = None, cx: float = 82, cy: float = 19
) -> list[Primitive]:
    """The class marker: a shape that tells the class without colour.

    Bright = star on a gold disc, animal = paw print, ribbon = vertical bar (with two
    writing ticks for poetry, a double stripe for blue), plain = small hollow square.
    """
    if kind is Kind.BRIGHT:
        return [
            Circle(cx, cy, 13, fill=CARD_GOLD, stroke="#7a5800", width=1.6),
            polygon(star(cx, cy + 0.8, 10.5, 4.3), fill="#7a1c1c"),
        ]
    disc = Circle(cx, cy, 13, fill="#fffaf0", stroke=INK, width=1.6)
    if kind is Kind.ANIMAL:
        return [
            disc,
            Ellipse(cx, cy + 3.5, 5.2, 4.2, fill=INK),
            Circle(cx - 6, cy - 2.5, 2.3, fill=INK),
            Circle(cx - 2.2, cy - 6.5, 2.3, fill=INK),
            Circle(cx + 2.2, cy - 6.5, 2.3, fill=INK),
            Circle(cx + 6, cy - 2.5, 2.3, fill=INK),
        ]
    if kind is Kind.RIBBON:
        out: list[Primitive] = [disc, Rect(cx - 4.5, cy - 9.5, 9, 19, fill=INK, radius=1)]
        if ribbon is Ribbon.POETRY:
            out += [
                Line(cx - 2, cy - 4, cx + 2, cy - 5, "#fffaf0", 1.5),
                Line(cx - 2, cy + 2, cx + 2, cy + 1, "#fffaf0", 1.5),
            ]
        elif ribbon is Ribbon.BLUE:
            out += [
                Line(cx - 1.8, cy - 7, cx - 1.8, cy + 7, "#fffaf0", 1.2),
                Line(cx + 1.8, cy - 7, cx + 1.8, cy + 7, "#fffaf0", 1.2),
            ]
        return out
    return [disc, Rect(cx - 4.5, cy - 4.5, 9, 9, stroke=INK, width=2.2)]


# The rim drawn over the art (outer rounded rectangle minus the inner one): it trims any
# art that reaches the edge, so the renderers need no clipping.
_FRAME = Path(
    (
        *rounded_rect(0, 0, ART_W, ART_H, 7),
        *rounded_rect(3, 3, ART_W - 6, ART_H - 6, 5, clockwise=False),
    ),
    fill=RIM,
)


def _month_badge(month: int) -> list[Primitive]:
    text = str(month)
    size = 23 if month < 10 else 18.5
    return [
        Circle(19, 19, 14.5, fill="#1f1a17", stroke=MONTH_COLOURS[month - 1], width=3),
        Text(19, 19 + size * 0.36, text, size, fill="#ffffff", weight="bold", anchor="middle"),
    ]


def _extra_markers(card: Card) -> list[Primitive]:
    if card.code == "11b":  # the wet bright: a raindrop under the star
        return shift(
            [
                Circle(83, 39, 7.5, fill="#fffaf0", stroke=INK, width=1.2),
                Path(
                    (
                        ("M", 83, 33),
                        ("Q", 88, 40, 86.6, 41.6),
                        ("Q", 83, 46, 79.4, 41.6),
                        ("Q", 78, 40, 83, 33),
                        ("Z",),
                    ),
                    fill="#2f6db5",
                ),
            ],
            -1,
            2,
        )
    if card.code == "9a":  # the sake cup also counts as a plain
        return shift(
            [
                Line(83, 31.5, 83, 36.5, INK, 1.6),
                Line(80.5, 34, 85.5, 34, INK, 1.6),
                Rect(78.5, 38, 9, 9, fill="#fffaf0", stroke=INK, width=2),
            ],
            -1,
            1,
        )
    return []


def card_face(
    card: Card,
    lang: Lang | None = None,
    *,
    highlight: bool = False,
    selected: bool = False,
    dimmed: bool = False,
) -> list[Primitive]:
    """The face of ``card`` as primitives on the unit card, with optional state overlays."""
    name, word = label_lines(card, lang)
    plate = [
        fitted_text(50, 140, name, 13.5, 86, fill=INK, weight="bold", anchor="middle"),
        fitted_text(50, 152, word, 9.5, 86, fill="#6b5a45", anchor="middle"),
    ]
    out = _framed(card, _art(card), plate_top=123, plate=plate)
    return out + overlays(highlight=highlight, selected=selected, dimmed=dimmed)


def _art(card: Card) -> list[Primitive]:
    """The picture of ``card``'s month and role, on the whole unit card."""
    return month_art(card.month, card.code[len(str(card.month)) :])


def _framed(
    card: Card, art: Iterable[Primitive], plate_top: int, plate: Iterable[Primitive]
) -> list[Primitive]:
    """A face of ``card``: rim and paper, ``art``, the name plate from ``plate_top`` to the
    bottom holding ``plate``, a gold border round the art of a bright, the month badge and
    the class markers (the full and the compact face differ only in art and plate)."""
    return [
        Rect(0, 0, ART_W, ART_H, fill=RIM, radius=7),
        Rect(3, 3, ART_W - 6, ART_H - 6, fill=PAPER, radius=5),
        *art,
        Rect(3, plate_top, 94, ART_H - 3 - plate_top, fill=PAPER, radius=4),
        _FRAME,
        Line(8, plate_top + 1, 92, plate_top + 1, "#cdbf9f", 0.8),
        *(
            [Rect(5, 5, 90, plate_top - 4, stroke=CARD_GOLD, width=2.2, radius=3)]
            if card.kind is Kind.BRIGHT
            else []
        ),
        *_month_badge(card.month),
        *class_marker(card.kind, card.ribbon),
        *_extra_markers(card),
        *plate,
    ]


COMPACT_BELOW = 56
"""Cards drawn narrower than this many pixels use :func:`compact_face` (see :func:`face_at`)."""
# Long one-word names split in two lines on the compact plate.
_COMPACT_SPLIT: dict[str, tuple[str, str]] = {
    "chrysanthemum": ("chrysan-", "themum"),
    "butterflies": ("butter-", "flies"),
    "paulownia": ("paulow-", "nia"),
    "lightning": ("light-", "ning"),
    "wisteria": ("wiste-", "ria"),
    "crisantemo": ("crisan-", "temo"),
    "golondrina": ("golon-", "drina"),
    "mariposas": ("mari-", "posas"),
    "lespedeza": ("lespe-", "deza"),
}
_PLATE_TOP = 96


def _compact_plate(name: str) -> list[Primitive]:
    """The compact plate's name: one line in big letters, or two when it is long."""
    ink: TextStyle = {"fill": INK, "weight": "bold", "anchor": "middle"}
    if text_width(name, 25, "bold") <= 90:
        return [fitted_text(50, 138, name, 25, 90, **ink)]
    lines = _COMPACT_SPLIT.get(name) or tuple(name.split(" ", 1))
    if len(lines) == 1:
        return [fitted_text(50, 136, name, 25, 90, **ink)]
    size = min(22.0, *(22 * 94 / text_width(line, 22, "bold") for line in lines))
    return [fitted_text(50, 124 + i * 25, line, size, 94, **ink) for i, line in enumerate(lines)]


def compact_face(
    card: Card,
    lang: Lang | None = None,
    *,
    highlight: bool = False,
    selected: bool = False,
    dimmed: bool = False,
) -> list[Primitive]:
    """A face for small cards (captured piles): the art shrunk into the top, the month badge
    and class marker, and the name in big letters on a tall plate, so that the name stays
    legible at half size (the class word is left out: a pile's group caption says it)."""
    name, _word = label_lines(card, lang)
    out = _framed(card, scaled(_art(card), 0.76, 50, 3), _PLATE_TOP, _compact_plate(name))
    return out + overlays(highlight=highlight, selected=selected, dimmed=dimmed)


def face_at(
    card: Card | None,
    width: float,
    lang: Lang | None = None,
    **overlay: bool,
) -> list[Primitive]:
    """The picture of ``card`` (None: its back) for drawing it ``width`` pixels wide: the
    full face, or below :data:`COMPACT_BELOW` pixels the compact one (both renderers and
    the atlas ask this, so a card looks the same everywhere at a size)."""
    if card is None:
        return card_back(**overlay)
    if width < COMPACT_BELOW:
        return compact_face(card, lang, **overlay)
    return card_face(card, lang, **overlay)


def bare_face(
    card: Card | str, *, selected: bool = False, highlight: bool = False
) -> list[Primitive]:
    """A card's picture only, as on a real hanafuda card: no month number, class marker
    or name (for "recognize it" exercises)."""
    card = card if isinstance(card, Card) else Card.parse(card)
    return [
        Rect(0, 0, ART_W, ART_H, fill=RIM, radius=7),
        Rect(3, 3, ART_W - 6, ART_H - 6, fill=PAPER, radius=5),
        *_art(card),
        _FRAME,
        *overlays(selected=selected, highlight=highlight),
    ]


def card_back(
    *, highlight: bool = False, selected: bool = False, dimmed: bool = False
) -> list[Primitive]:
    """The back: dark red with a diamond lattice and a round medallion."""
    out: list[Primitive] = [
        Rect(0, 0, ART_W, ART_H, fill=RIM, radius=7),
        Rect(5, 5, ART_W - 10, ART_H - 10, fill="#8b1a1a", stroke="#c9a14a", width=1.2, radius=4),
    ]
    for row in range(10):
        for col in range(6):
            x, y = 14 + col * 14.4 + (7.2 if row % 2 else 0), 14 + row * 14.7
            if x > 90:
                continue
            out.append(polygon([(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)], fill="#a52a2a"))
    out += [
        Circle(50, 80, 22, fill="#6e1414", stroke="#c9a14a", width=1.5),
        Circle(50, 80, 17, stroke="#c9a14a", width=0.8),
    ]
    for i in range(5):
        a = math.radians(72 * i - 90)
        out.append(
            Circle(
                round(50 + 7 * math.cos(a), 2),
                round(80 + 7 * math.sin(a), 2),
                6,
                fill="#b23a3a",
                stroke="#c9a14a",
                width=0.8,
            )
        )
    out.append(Circle(50, 80, 3.5, fill="#c9a14a"))
    return out + overlays(highlight=highlight, selected=selected, dimmed=dimmed)


def overlays(
    *, highlight: bool = False, selected: bool = False, dimmed: bool = False
) -> list[Primitive]:
    """State overlays drawn over a card: dimmed veil, gold glow, selection frame + tick."""
    out: list[Primitive] = []
    if dimmed:
        out.append(Rect(0, 0, ART_W, ART_H, fill="#1a1a1a", radius=7, opacity=0.5))
    if highlight:
        out += [
            Rect(2.5, 2.5, 95, 155, stroke="#ffd54f", width=5, radius=6, opacity=0.95),
            Rect(5.5, 5.5, 89, 149, stroke="#fff3b0", width=1.5, radius=4),
        ]
    if selected:
        out += [
            Rect(2, 2, 96, 156, stroke="#1565c0", width=4, radius=6),
            Circle(50, 11, 8, fill="#1565c0", stroke="#ffffff", width=1.5),
            polygon(
                [(45.5, 11), (49, 14.5), (54.5, 7.5)], closed=False, stroke="#ffffff", width=2.2
            ),
        ]
    return out
