"""Where everything sits on the card table: pure geometry and hit-testing, no drawing.

The table is seen from one player's side, in up to three bands: the opponent (hand face
down, captured pile), the middle (stock, drawn card, field) and you (hand, captured pile).
:func:`layout_table` places every card as a :class:`Slot`; :meth:`TableLayout.hit` turns a
click position into the slot under it (the topmost one where cards overlap).

>>> from koikoi import parse_cards
>>> lay = layout_table(hand=parse_cards("7a 1b"), opponent_hand=8, field=parse_cards("7p1"),
...                    captured=((), ()), stock_size=24)
>>> lay.width, len(lay.slots)  # 2 + 8 backs + 1 field + 3 stock
(1200, 14)
>>> slot = lay.slot_of(parse_cards("7a")[0])
>>> lay.hit(slot.x + 5, slot.y + 5).card
Card.parse('7a')
>>> lay.hit(2, 2) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from koikoi.cards import Card, Kind
from koikoi.i18n import NAME_LANGUAGES
from widgets.art.groups import group_caption, pile_groups
from widgets.art.primitives import text_width

__all__ = [
    "PILE_CARD_H",
    "PILE_CARD_W",
    "REGIONS",
    "TABLE_CARD_H",
    "TABLE_CARD_W",
    "TABLE_W",
    "Area",
    "PileGroup",
    "Slot",
    "TableLayout",
    "layout_table",
]

TABLE_W = 1200
"""Logical width of the table in pixels: the view scales it to its column (at 1366 px wide
a JupyterLab column shows it at about 0.75-0.95)."""
TABLE_CARD_W, TABLE_CARD_H = 66, 105.6
"""Display size, in table pixels, of hand, field and stock cards (the art's design unit
:data:`widgets.art.primitives.ART_W` x ``ART_H`` scaled by 0.66)."""
PILE_CARD_W, PILE_CARD_H = 50, 80
"""Display size of captured cards (the design unit scaled by 0.5; drawn with the compact
face of :func:`widgets.art.faces.face_at`, whose name stays legible), of the opponent's
face-down hand and of the cards in the koi-koi panel."""
REGIONS = ("bar", "opponent_hand", "opponent_pile", "stock", "field", "hand", "pile")
"""The parts of the table that can be shown or hidden (``regions=``); ``bar`` is the strip
of round totals and multipliers at the top."""

MARGIN = 16
BAR_H = 30  # the totals bar
HAND_STEP = 72  # an open hand: cards side by side
BACK_STEP = 26  # the opponent's hand face down: overlapping backs
LIFT = 12  # how far a selected hand card rises
LEFT_W = 728  # hands, stock and field on the left; the two piles in a column on the right
FIELD_X, FIELD_STEP = 184, 72
PILE_X = 744
PILE_W = TABLE_W - MARGIN - PILE_X
PILE_GAP, GROUP_GAP = 2, 10  # between cards of a group (when not fanned), between groups
PILE_TOP, PILE_ROW, PILE_ROWS = 40, 94, 2  # first caption row; a row: caption + card
PILE_NOTES = 16 + 14.5  # under the cards: two lines of yaku progress (in columns)
TOP_H, MIDDLE_H, BOTTOM_H = 126, 250, 156
STOCK_X, DRAWN_X = 20, 98
GROUP_CAPTION = 11.5  # font size of a group's caption


class _Rectangle:
    """Hit-testing for a rectangle ``x``, ``y``, ``w``, ``h`` in table pixels (a card's
    slot or an area)."""

    __slots__ = ()
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        """Whether the point ``(px, py)`` is inside."""
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h


@dataclass(frozen=True, slots=True)
class Slot(_Rectangle):
    """One card on the table: ``region``, position in it, the card (None = face down) and
    its rectangle in table pixels."""

    region: str
    index: int
    card: Card | None
    x: float
    y: float
    w: float
    h: float

    @property
    def face_up(self) -> bool:
        """Whether the card shows its face."""
        return self.card is not None


@dataclass(frozen=True, slots=True)
class Area(_Rectangle):
    """A named rectangle of the table (a band or a region), for panels and captions."""

    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, slots=True)
class PileGroup:
    """One class group of a captured pile: its ``kind``, how many cards, and its caption's
    place (baseline at ``y``) over cards spanning ``x`` to ``x + w``."""

    kind: Kind
    count: int
    x: float
    y: float
    w: float


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every card's slot (in drawing order), the areas of the shown regions and the class
    groups of each pile (``groups["pile"]``, ``groups["opponent_pile"]``)."""

    width: int
    height: int
    slots: tuple[Slot, ...]
    areas: dict[str, Area] = field(default_factory=dict)
    groups: dict[str, tuple[PileGroup, ...]] = field(default_factory=dict)

    def hit(self, x: float, y: float) -> Slot | None:
        """The topmost slot under ``(x, y)``, or None (a click on the felt)."""
        for slot in reversed(self.slots):
            if slot.contains(x, y):
                return slot
        return None

    def slot_of(self, card: Card, region: str | None = None) -> Slot | None:
        """The slot showing ``card`` (in ``region`` if given), or None."""
        for slot in self.slots:
            if slot.card == card and (region is None or slot.region == region):
                return slot
        return None

    def region(self, name: str) -> tuple[Slot, ...]:
        """The slots of one region, in order."""
        return tuple(s for s in self.slots if s.region == name)


def _row(n: int, left: float, width: float, step: float, card_w: float) -> list[float]:
    """x positions of ``n`` cards centred in ``[left, left + width]``, squeezed to fit."""
    if n <= 0:
        return []
    if n > 1:
        step = min(step, (width - card_w) / (n - 1))
    total = card_w + (n - 1) * step
    x0 = left + (width - total) / 2
    return [round(x0 + i * step, 2) for i in range(n)]


def _hand_row(n: int, width: float) -> list[float]:
    """x positions of an open hand of ``n`` cards: side by side from the left, squeezed
    (centred) when they would not fit ``width``."""
    xs: list[float] = [MARGIN + i * HAND_STEP for i in range(n)]
    if n > 1 and xs[-1] + TABLE_CARD_W > MARGIN + width:
        xs = _row(n, MARGIN, width, HAND_STEP, TABLE_CARD_W)
    return xs


def _caption_width(kind: Kind, count: int) -> float:
    # the caption ("3 animals") as wide as in the widest of the name languages
    captions = (group_caption(kind, count, lang) for lang in NAME_LANGUAGES)
    return max(text_width(c, GROUP_CAPTION, "bold") for c in captions) + 4


def _flow(
    groups: list[tuple[Kind, list[Card]]], steps: list[float]
) -> list[tuple[int, float, float]]:
    """Each group's (row, x offset, card step) when groups flow in rows of :data:`PILE_W`,
    the cards of group i ``steps[i]`` apart (a group wider than a whole row is fanned to
    fit it)."""
    placed, row, x = [], 0, 0.0
    for (kind, group), own in zip(groups, steps, strict=True):
        if len(group) > 1 and PILE_CARD_W + (len(group) - 1) * own > PILE_W:
            own = (PILE_W - PILE_CARD_W) / (len(group) - 1)
        span = max(PILE_CARD_W + (len(group) - 1) * own, _caption_width(kind, len(group)))
        if x > 0 and x + span > PILE_W:
            row, x = row + 1, 0.0
        placed.append((row, x, own))
        x += span + GROUP_GAP
    return placed


def _pile(
    cards: Sequence[Card], region: str, top: float
) -> tuple[list[Slot], tuple[PileGroup, ...], float]:
    """Slots of a captured pile whose first caption row starts at ``top``, its groups, and
    the y under its last row.

    Groups (brights, animals, ribbons, plains) flow left to right in up to
    :data:`PILE_ROWS` rows; cards lie side by side while they fit, so every name shows;
    when a long pile does not fit, the group whose cards lie farthest apart closes up (the
    widest first among equals), a pixel at a time, so that every group keeps as much of
    its cards in view as it can (one long group never folds while the others have room to
    spare). No card is ever left out."""
    groups = pile_groups(cards)
    steps = [float(PILE_CARD_W + PILE_GAP)] * len(groups)
    placed = _flow(groups, steps)
    while placed and placed[-1][0] >= PILE_ROWS:
        owns = [own for _row, _x, own in placed]  # the steps after fanning to a row
        many = [i for i, (_, g) in enumerate(groups) if len(g) > 1]
        if not many:
            break
        loosest = max(many, key=lambda i: (owns[i], len(groups[i][1])))
        if owns[loosest] <= 8:
            break
        steps[loosest] = owns[loosest] - 1
        placed = _flow(groups, steps)
    slots, out = [], []
    index = 0
    for (kind, group), (row, dx, own) in zip(groups, placed, strict=True):
        x, y = PILE_X + dx, top + row * PILE_ROW
        for i, card in enumerate(group):
            slots.append(
                Slot(region, index, card, round(x + i * own, 2), y + 4, PILE_CARD_W, PILE_CARD_H)
            )
            index += 1
        span = PILE_CARD_W + (len(group) - 1) * own
        out.append(PileGroup(kind, len(group), round(x, 2), y, round(span, 2)))
    rows = placed[-1][0] + 1 if placed else 0
    return slots, tuple(out), top + rows * PILE_ROW


def layout_table(
    *,
    hand: Sequence[Card],
    opponent_hand: Sequence[Card] | int,
    field: Sequence[Card],
    captured: tuple[Sequence[Card], Sequence[Card]],
    stock_size: int,
    drawn: Card | None = None,
    lifted: Card | None = None,
    regions: Iterable[str] | None = None,
    middle_h: float = MIDDLE_H,
) -> TableLayout:
    """Place every card. ``captured`` is (yours, the opponent's); ``opponent_hand`` is the
    opponent's cards when shown open, or their number when face down; ``drawn`` is a card
    drawn and waiting beside the stock (the only card the drawn slot holds: a draw already
    resolved lies where it went, on the field or in a pile, and is shown there only);
    ``lifted`` is a hand card
    drawn raised (selected); ``regions`` limits the table to some of :data:`REGIONS`
    (bands with nothing shown are left out, so the table gets shorter); ``middle_h`` makes
    the middle band taller than :data:`MIDDLE_H` (for a panel drawn over it).

    The hands, the stock and the field take the left of the table; the captured piles lie
    in a column on the right, the opponent's at the top, yours at the bottom."""
    shown = set(REGIONS if regions is None else regions)
    unknown = shown - set(REGIONS)
    if unknown:
        raise ValueError(
            f"unknown table region(s) {sorted(unknown)}: choose from {', '.join(REGIONS)}"
        )
    slots: list[Slot] = []
    areas: dict[str, Area] = {}
    groups: dict[str, tuple[PileGroup, ...]] = {}
    piles = shown & {"opponent_pile", "pile"}
    left_w = (LEFT_W if piles else TABLE_W) - 2 * MARGIN
    y = 0.0
    if "bar" in shown:
        areas["bar"] = Area(0, 0, TABLE_W, BAR_H)
        y += BAR_H
    top = y
    if "opponent_hand" in shown:
        w: float
        h: float
        if isinstance(opponent_hand, int):
            xs = _row(opponent_hand, MARGIN, left_w, BACK_STEP, PILE_CARD_W)
            xs = [x - xs[0] + MARGIN for x in xs] if xs else xs
            cards: list[Card | None] = [None] * opponent_hand
            w, h = PILE_CARD_W, PILE_CARD_H
        else:
            xs = _hand_row(len(opponent_hand), left_w)
            cards = list(opponent_hand)
            w, h = TABLE_CARD_W, TABLE_CARD_H
        slots += [
            Slot("opponent_hand", i, c, x, y + 34, w, h)
            for i, (c, x) in enumerate(zip(cards, xs, strict=True))
        ]
        band = max(TOP_H, 34 + h + 10)
        areas["top"] = Area(0, y, LEFT_W if piles else TABLE_W, band)
        areas["opponent_hand"] = Area(MARGIN, y, left_w, band)
        y += band
    if shown & {"stock", "field"}:
        areas["middle"] = Area(0, y, LEFT_W if piles else TABLE_W, middle_h)
        mid = y + (middle_h - TABLE_CARD_H) / 2
        if "stock" in shown:
            areas["stock"] = Area(STOCK_X, mid, TABLE_CARD_W, TABLE_CARD_H)
            areas["drawn"] = Area(DRAWN_X, mid, TABLE_CARD_W, TABLE_CARD_H)
            slots += [
                Slot("stock", 0, None, STOCK_X + 2 * i, mid - 2 * i, TABLE_CARD_W, TABLE_CARD_H)
                for i in range(min(3, stock_size))
            ]
            if drawn is not None:
                slots.append(Slot("drawn", 0, drawn, DRAWN_X, mid, TABLE_CARD_W, TABLE_CARD_H))
        if "field" in shown:
            left = FIELD_X if "stock" in shown else MARGIN
            width = MARGIN + left_w - left
            areas["field"] = Area(left, y + 8, width, middle_h - 16)
            n = len(field)
            rows = (
                [list(field)]
                if n <= 6
                else [list(field[: (n + 1) // 2]), list(field[(n + 1) // 2 :])]
            )
            gap = (middle_h - 2 * TABLE_CARD_H) / 3
            tops = [mid] if len(rows) == 1 else [y + gap, y + 2 * gap + TABLE_CARD_H]
            cols = max(len(r) for r in rows) if n else 0
            xs = _row(cols, left, width, FIELD_STEP, TABLE_CARD_W)
            index = 0
            for row, row_top in zip(rows, tops, strict=True):
                for i, card in enumerate(row):
                    slots.append(
                        Slot(
                            "field",
                            index,
                            card,
                            xs[i],
                            round(row_top, 2),
                            TABLE_CARD_W,
                            TABLE_CARD_H,
                        )
                    )
                    index += 1
        y += middle_h
    if "hand" in shown:
        areas["bottom"] = Area(0, y, LEFT_W if piles else TABLE_W, BOTTOM_H)
        areas["hand"] = Area(MARGIN, y, left_w, BOTTOM_H)
        xs = _hand_row(len(hand), left_w)
        for i, (card, x) in enumerate(zip(hand, xs, strict=True)):
            card_top = y + 18 - (LIFT if card == lifted else 0)
            slots.append(Slot("hand", i, card, x, card_top, TABLE_CARD_W, TABLE_CARD_H))
        y += BOTTOM_H
    if piles:
        # the column of piles: the opponent's above yours, each a panel of equal height
        needed = {
            name: _pile(pile, name, PILE_TOP)[2] + PILE_NOTES + 8
            for name, pile in (("opponent_pile", captured[1]), ("pile", captured[0]))
            if name in piles
        }
        half = max(max(needed.values()), (y - top) / len(piles))
        py = top
        for name, pile in (("opponent_pile", captured[1]), ("pile", captured[0])):
            if name not in piles:
                continue
            areas[name] = Area(PILE_X, py, PILE_W, half)
            placed, groups[name], _bottom = _pile(pile, name, py + PILE_TOP)
            slots += placed
            py += half
        y = max(y, py)
    if not slots and not areas:
        raise ValueError("regions=() shows nothing: name at least one of " + ", ".join(REGIONS))
    return TableLayout(TABLE_W, round(y), tuple(slots), areas, groups)
