"""Where everything sits on the card table: pure geometry and hit-testing, no drawing.

The table is seen from one player's side, in up to three bands: the opponent (hand face
down, captured pile), the middle (stock, drawn card, field) and you (hand, captured pile).
:func:`layout_table` places every card as a :class:`Slot`; :meth:`TableLayout.hit` turns a
click position into the slot under it (the topmost one where cards overlap).

>>> from koikoi import parse_cards
>>> lay = layout_table(hand=parse_cards("7a 1b"), opponent_hand=8, field=parse_cards("7p1"),
...                    captured=((), ()), stock_size=24)
>>> lay.width, len(lay.slots)  # 2 + 8 backs + 1 field + 3 stock
(960, 14)
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
from widgets.art.groups import pile_groups

__all__ = [
    "PILE_CARD_H",
    "PILE_CARD_W",
    "REGIONS",
    "TABLE_CARD_H",
    "TABLE_CARD_W",
    "TABLE_W",
    "Area",
    "Slot",
    "TableLayout",
    "layout_table",
]

TABLE_W = 960
"""Width of the table in pixels (fits a JupyterLab notebook column)."""
TABLE_CARD_W, TABLE_CARD_H = 60, 96
"""Display size, in table pixels, of hand, field and stock cards (the art's design unit
:data:`widgets.art.primitives.ART_W` x ``ART_H`` scaled by 0.6)."""
PILE_CARD_W, PILE_CARD_H = 36, 57.6
"""Display size of captured cards (the design unit scaled by 0.36)."""
REGIONS = ("opponent_hand", "opponent_pile", "stock", "field", "hand", "pile")
"""The parts of the table that can be shown or hidden (``regions=``)."""

MARGIN = 16
HAND_STEP = 66  # an open hand: cards side by side
BACK_STEP = 40  # the opponent's hand face down: overlapping backs
LIFT = 12  # how far a selected hand card rises
FIELD_X, FIELD_STEP, FIELD_ROW = 196, 68, 106
PILE_X = 560
PILE_STEP, GROUP_GAP, GROUP_MIN = 15, 10, 66
TOP_H, MIDDLE_H, BOTTOM_H = 140, 224, 146
STOCK_X, DRAWN_X = 24, 104


@dataclass(frozen=True, slots=True)
class Slot:
    """One card on the table: ``region``, position in it, the card (None = face down) and
    its rectangle in table pixels."""

    region: str
    index: int
    card: Card | None
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        """Whether the point ``(px, py)`` is on this card."""
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    @property
    def face_up(self) -> bool:
        """Whether the card shows its face."""
        return self.card is not None


@dataclass(frozen=True, slots=True)
class Area:
    """A named rectangle of the table (a band or a region), for panels and captions."""

    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every card's slot (in drawing order) and the areas of the shown regions."""

    width: int
    height: int
    slots: tuple[Slot, ...]
    areas: dict[str, Area] = field(default_factory=dict)
    groups: dict[str, tuple[tuple[Kind, float, float], ...]] = field(default_factory=dict)

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


def _hand_row(n: int) -> list[float]:
    """x positions of an open hand of ``n`` cards: side by side from the left, squeezed
    (centred) when they would reach the captured pile."""
    xs = [MARGIN + i * HAND_STEP for i in range(n)]
    if n > 1 and xs[-1] + TABLE_CARD_W > PILE_X - MARGIN:
        xs = _row(n, MARGIN, PILE_X - 2 * MARGIN, HAND_STEP, TABLE_CARD_W)
    return xs


def _pile(
    cards: Sequence[Card], region: str, y: float
) -> tuple[list[Slot], tuple[tuple[Kind, float, float], ...]]:
    """Slots of a captured pile at card top ``y``, and each group's (kind, x, width).

    Each group is fanned (overlapping) and at least :data:`GROUP_MIN` wide, room for its
    caption; the fans close up when the pile would not fit."""
    groups = pile_groups(cards)
    width = TABLE_W - MARGIN - PILE_X

    def spans(step: float) -> list[float]:
        return [max(GROUP_MIN, PILE_CARD_W + (len(g) - 1) * step) for _, g in groups]

    step = PILE_STEP
    while step > 4 and sum(spans(step)) + GROUP_GAP * (len(groups) - 1) > width:
        step -= 0.5
    slots, placed = [], []
    x, index = float(PILE_X), 0
    for (kind, group), span in zip(groups, spans(step), strict=True):
        for i, card in enumerate(group):
            slots.append(
                Slot(region, index, card, round(x + i * step, 2), y, PILE_CARD_W, PILE_CARD_H)
            )
            index += 1
        placed.append((kind, round(x, 2), round(span, 2)))
        x += span + GROUP_GAP
    return slots, tuple(placed)


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
) -> TableLayout:
    """Place every card. ``captured`` is (yours, the opponent's); ``opponent_hand`` is the
    opponent's cards when shown open, or their number when face down; ``lifted`` is a hand
    card drawn raised (selected); ``regions`` limits the table to some of :data:`REGIONS`
    (bands with nothing shown are left out, so the table gets shorter)."""
    shown = set(REGIONS if regions is None else regions)
    unknown = shown - set(REGIONS)
    if unknown:
        raise ValueError(
            f"unknown table region(s) {sorted(unknown)}: choose from {', '.join(REGIONS)}"
        )
    slots: list[Slot] = []
    areas: dict[str, Area] = {}
    groups: dict[str, tuple[tuple[Kind, float, float], ...]] = {}
    y = 0.0
    if shown & {"opponent_hand", "opponent_pile"}:
        areas["top"] = Area(0, y, TABLE_W, TOP_H)
        if "opponent_hand" in shown:
            areas["opponent_hand"] = Area(MARGIN, y, PILE_X - 2 * MARGIN, TOP_H)
            if isinstance(opponent_hand, int):
                xs = _row(opponent_hand, MARGIN, PILE_X - 2 * MARGIN, BACK_STEP, TABLE_CARD_W)
                xs = [x - xs[0] + MARGIN for x in xs] if xs else xs
                cards: list[Card | None] = [None] * opponent_hand
            else:
                xs = _hand_row(len(opponent_hand))
                cards = list(opponent_hand)
            slots += [
                Slot("opponent_hand", i, c, x, y + 30, TABLE_CARD_W, TABLE_CARD_H)
                for i, (c, x) in enumerate(zip(cards, xs, strict=True))
            ]
        if "opponent_pile" in shown:
            areas["opponent_pile"] = Area(PILE_X, y, TABLE_W - MARGIN - PILE_X, TOP_H)
            pile, groups["opponent_pile"] = _pile(captured[1], "opponent_pile", y + 26)
            slots += pile
        y += TOP_H
    if shown & {"stock", "field"}:
        areas["middle"] = Area(0, y, TABLE_W, MIDDLE_H)
        mid = y + (MIDDLE_H - TABLE_CARD_H) / 2
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
            width = TABLE_W - MARGIN - left
            areas["field"] = Area(left, y + 8, width, MIDDLE_H - 16)
            n = len(field)
            rows = (
                [list(field)]
                if n <= 6
                else [list(field[: (n + 1) // 2]), list(field[(n + 1) // 2 :])]
            )
            tops = [mid] if len(rows) == 1 else [y + 10, y + 10 + FIELD_ROW]
            cols = max(len(r) for r in rows) if n else 0
            xs = _row(cols, left, width, FIELD_STEP, TABLE_CARD_W)
            index = 0
            for row, top in zip(rows, tops, strict=True):
                for i, card in enumerate(row):
                    slots.append(
                        Slot("field", index, card, xs[i], round(top, 2), TABLE_CARD_W, TABLE_CARD_H)
                    )
                    index += 1
        y += MIDDLE_H
    if shown & {"hand", "pile"}:
        areas["bottom"] = Area(0, y, TABLE_W, BOTTOM_H)
        if "hand" in shown:
            areas["hand"] = Area(MARGIN, y, PILE_X - 2 * MARGIN, BOTTOM_H)
            xs = _hand_row(len(hand))
            for i, (card, x) in enumerate(zip(hand, xs, strict=True)):
                top = y + 16 - (LIFT if card == lifted else 0)
                slots.append(Slot("hand", i, card, x, top, TABLE_CARD_W, TABLE_CARD_H))
        if "pile" in shown:
            areas["pile"] = Area(PILE_X, y, TABLE_W - MARGIN - PILE_X, BOTTOM_H)
            pile, groups["pile"] = _pile(captured[0], "pile", y + 26)
            slots += pile
        y += BOTTOM_H
    if not slots and not areas:
        raise ValueError("regions=() shows nothing: name at least one of " + ", ".join(REGIONS))
    return TableLayout(TABLE_W, int(y), tuple(slots), areas, groups)
