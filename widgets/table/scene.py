"""What the card table shows, as data: the one description behind the canvas widget
(:mod:`widgets.table.widget`) and the static SVG (:mod:`widgets.table.svg`).

:class:`TableState` is what one player may see of a round (plus the opponent's hand when a
lesson shows it open); :class:`Marks` is the interaction on top (selected card, gold
targets, hover); :func:`build_scene` turns both into a :class:`Scene`: the layout and a
list of drawing items, primitives in table pixels and :class:`CardItem` cards.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1b", "12p1 12p2"), field="7p1 3p1",
...                           deck="4p1 5p1", captured=("10a 6a", ""))
>>> scene = build_scene(TableState.of(rnd.view(0)))
>>> [t.text for t in scene.texts() if "inoshikacho" in t.text]
['inoshikacho 2/3 — needs 7a']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from koikoi.cards import Card, Lang
from koikoi.events import Event
from koikoi.i18n import language_of
from koikoi.scoring import progress, score
from koikoi.yaku import YAKU_INFO
from widgets.art.groups import group_name
from widgets.art.palette import (
    FELT,
    FELT_DARK,
    HIGHLIGHT_GOLD,
    INK_LIGHT,
    KOI_RED,
    MARK,
    MUTED,
    PANEL,
    PANEL_EDGE,
)
from widgets.art.primitives import Primitive, Rect, Text, font_for, text_width
from widgets.i18n import default_names, is_you, ngettext, pgettext
from widgets.i18n import translator as _
from widgets.table.layout import REGIONS, Area, Slot, TableLayout, layout_table

if TYPE_CHECKING:
    from koikoi.round import Phase, Round, RoundResult
    from koikoi.rules import RuleSet
    from koikoi.view import PlayerView

__all__ = [
    "CardItem",
    "Marks",
    "Scene",
    "TableState",
    "build_scene",
    "last_draw",
    "mark_frame",
]


_FROM_VIEW = (
    "player",
    "hand",
    "field",
    "captured",
    "stock_size",
    "drawn",
    "to_move",
    "phase",
    "dealer",
    "koikoi_calls",
    "result",
    "rules",
    "month",
)
"""The facts of a :class:`~koikoi.view.PlayerView` that the table shows as they are."""


@dataclass(frozen=True, slots=True)
class TableState:
    """A round as one player sees it: ``captured`` and ``names`` are indexed by player;
    ``opponent_hand`` holds the cards when shown open, else their number; ``last_drawn``
    is the card drawn in the latest turn and ``last_took`` what it captured."""

    player: int
    names: tuple[str, str]
    hand: tuple[Card, ...]
    opponent_hand: tuple[Card, ...] | int
    field: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock_size: int
    drawn: Card | None
    to_move: int
    phase: Phase
    dealer: int
    koikoi_calls: tuple[int, int]
    result: RoundResult | None
    rules: RuleSet
    month: int
    last_drawn: Card | None = None
    last_took: tuple[Card, ...] = ()
    last_played: Card | None = None

    @classmethod
    def of(
        cls,
        source: PlayerView | Round,
        player: int | None = None,
        *,
        names: tuple[str, str] | None = None,
        show_opponent_hand: bool = False,
    ) -> TableState:
        """The table of a :class:`~koikoi.view.PlayerView`, or of a
        :class:`~koikoi.round.Round` from ``player``'s side (the mover's by default; only a
        Round can show the opponent's hand open). ``names`` default to You / Opponent."""
        from koikoi.round import Round

        if isinstance(source, Round):
            rnd = source
            player = rnd.to_move if player is None else player
            view = rnd.view(player)
            opponent: tuple[Card, ...] | int = (
                rnd.hands[1 - player] if show_opponent_hand else len(rnd.hands[1 - player])
            )
        else:
            view = source
            if player is not None and player != view.player:
                raise ValueError(
                    f"player={player!r} does not match the view's player {view.player}"
                )
            if show_opponent_hand:
                raise ValueError("a PlayerView cannot show the opponent's hand: pass the Round")
            opponent = view.opponent_hand_size
        if names is None:
            you, them = default_names()
            names = (you, them) if view.player == 0 else (them, you)
        played, drawn, took = last_draw(view.events)
        return cls(
            **{name: getattr(view, name) for name in _FROM_VIEW},
            names=names,
            opponent_hand=opponent,
            last_drawn=drawn,
            last_took=took,
            last_played=played,
        )

    def before_draw(self) -> TableState:
        """The same table a moment earlier: the last drawn card shown beside the stock,
        not yet resolved (the widget shows this briefly so a learner sees the draw)."""
        drawn = self.last_drawn
        if drawn is None or self.drawn is not None:
            return self
        # a capture put the drawn card and what it took into a pile; a lay, on the field
        mover = next((p for p in (0, 1) if drawn in self.captured[p]), None)
        captured = list(self.captured)
        field = set(self.field)
        if mover is not None:
            captured[mover] = tuple(
                c for c in self.captured[mover] if c != drawn and c not in self.last_took
            )
            field |= set(self.last_took)
        field.discard(drawn)
        return replace(
            self,
            field=tuple(sorted(field)),
            captured=(captured[0], captured[1]),
            drawn=drawn,
            result=None,
        )


@dataclass(frozen=True, slots=True)
class Marks:
    """Interaction drawn over the table: the ``selected`` hand card, ``targets`` (gold,
    legal), the ``hovered`` card and ``dimmed`` cards."""

    selected: Card | None = None
    targets: frozenset[Card] = frozenset()
    hovered: Card | None = None
    dimmed: frozenset[Card] = frozenset()


@dataclass(frozen=True, slots=True)
class CardItem:
    """A card to draw in its slot, with its overlays."""

    slot: Slot
    highlight: bool = False
    selected: bool = False
    dimmed: bool = False
    marked: bool = False


Item = Primitive | CardItem


@dataclass(frozen=True, slots=True)
class Scene:
    """The layout and everything to draw, in order (later items on top)."""

    layout: TableLayout
    items: tuple[Item, ...] = field(default_factory=tuple)

    def texts(self) -> list[Text]:
        """The text items (for tests and for reading the table as words)."""
        return [i for i in self.items if isinstance(i, Text)]

    def cards(self) -> list[CardItem]:
        """The card items."""
        return [i for i in self.items if isinstance(i, CardItem)]


def mark_frame(x: float, y: float, w: float, h: float) -> Rect:
    """The frame around a card moved in the last turn (a :attr:`CardItem.marked` card at
    ``(x, y)``, ``w`` x ``h``), drawn over it by both renderers."""
    return Rect(x - 1.5, y - 1.5, w + 3, h + 3, stroke=MARK, width=2.2, radius=w * 0.09)


def last_draw(events: Iterable[Event]) -> tuple[Card | None, Card | None, tuple[Card, ...]]:
    """From a round's events: the card played in the latest turn, the card drawn after it
    (None if not yet) and what the drawn card captured.

    >>> from koikoi import Round
    >>> rnd = Round.from_position(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
    >>> _ = rnd.push("7a")
    >>> last_draw(rnd.events)
    (Card.parse('7a'), Card.parse('3p2'), (Card.parse('3p1'),))
    """
    played = drawn = None
    took: tuple[Card, ...] = ()
    for event in events:
        if event.kind == "play":
            played, drawn, took = event.cards[0], None, ()
        elif event.kind == "draw":
            drawn, took = event.cards[0], ()
        elif event.kind == "capture" and drawn is not None and event.cards[0] == drawn:
            took = event.cards[1:]
    return played, drawn, took


def _pill(x: float, y: float, text: str, fill: str, ink: str) -> tuple[list[Primitive], float]:
    """A rounded label with its baseline at ``y``; returns the primitives and its width."""
    w = text_width(text, 10.5, "bold") + 12
    return [
        Rect(x, y - 12, w, 16, fill=fill, radius=8),
        Text(
            x + w / 2, y, text, 10.5, fill=ink, weight="bold", anchor="middle", font=font_for(text)
        ),
    ], w


def _status(state: TableState, who: int, x: float, y: float) -> list[Primitive]:
    """A player's status line: name, dealer / to-move / koi-koi pills, yaku total."""
    name = state.names[who]
    out: list[Primitive] = [
        Text(x, y, name, 15, fill=INK_LIGHT, weight="bold", font=font_for(name))
    ]
    x += text_width(name, 15, "bold") + 10
    pills = []
    if state.result is None and state.to_move == who:
        turn = _("your turn") if is_you(state.names[who]) else _("to move")
        pills.append((turn, HIGHLIGHT_GOLD, "#3b2a00"))
    if state.dealer == who:
        pills.append((_("dealer"), "#2e7d52", INK_LIGHT))
    if state.koikoi_calls[who]:
        times = f" ×{state.koikoi_calls[who]}" if state.koikoi_calls[who] > 1 else ""
        pills.append((_("KOI-KOI") + times, KOI_RED, "#ffffff"))
    for text, fill, ink in pills:
        prims, w = _pill(x, y - 1, text, fill, ink)
        out += prims
        x += w + 6
    pile = score(
        state.captured[who], state.rules, month=state.month if state.rules.tsuki_fuda else None
    )
    summary = _("yaku {total}", total=pile.total) if pile.total else _("no yaku yet")
    if isinstance(state.opponent_hand, int) and who != state.player:
        n = state.opponent_hand
        summary = ngettext("{count} card in hand", "{count} cards in hand", n, count=n) + (
            " · " + summary
        )
    colour = HIGHLIGHT_GOLD if pile.total else MUTED
    out.append(Text(x + 4, y, summary, 12.5, fill=colour, font=font_for(summary)))
    return out


def progress_lines(
    state: TableState, who: int, lang: Lang | None = None, limit: int = 3
) -> list[tuple[str, str]]:
    """Yaku progress beside a pile, as (text, status): reached yaku with their points, then
    yaku one card away ("inoshikacho 2/3 — needs 6a"), then open ones two away."""
    month = state.month if state.rules.tsuki_fuda else None
    mine, theirs = state.captured[who], state.captured[1 - who]
    reached = score(mine, state.rules, month=month).yaku
    lines = [(f"✓ {_yaku_name(y.name, lang)} {y.points}", "reached") for y in reached]
    near = [
        p
        for p in progress(mine, state.rules, opponent=theirs, month=month)
        if p.status in ("one away", "open") and p.needed <= 2 and p.have
    ]
    near.sort(key=lambda p: (p.needed, -len(p.have)))
    for p in near:
        total = len(p.have) + p.needed
        text = f"{_yaku_name(p.name, lang)} {len(p.have)}/{total}"
        if p.status == "one away":
            codes = [c.code for c in p.completing]
            needs = "/".join(codes) if len(codes) <= 3 else _("1 more")
            text += " — " + _("needs {cards}", cards=needs)
        lines.append((text, p.status))
    if len(lines) > limit:
        more = len(lines) - limit + 1
        lines = [
            *lines[: limit - 1],
            (ngettext("… and {count} more", "… and {count} more", more, count=more), "open"),
        ]
    return lines


def _yaku_name(name: str, lang: Lang | None) -> str:
    return YAKU_INFO[name].label("ja").split(" ")[0] if language_of(lang) == "ja" else name


def _panel(area: Area) -> Rect:
    return Rect(
        area.x - 6,
        area.y + 4,
        area.w + 12,
        area.h - 8,
        fill=PANEL,
        stroke=PANEL_EDGE,
        width=1,
        radius=10,
    )


def _pile_captions(
    state: TableState, lay: TableLayout, region: str, who: int, lang: Lang | None
) -> list[Primitive]:
    area = lay.areas[region]
    out: list[Primitive] = []
    spans = lay.groups.get(region, ())
    if not spans:
        empty = _("no captures yet")
        out.append(Text(area.x + 4, area.y + 58, empty, 12, fill=MUTED, font=font_for(empty)))
    for kind, x, _w in spans:
        count = sum(1 for c in state.captured[who] if c.kind is kind)
        label = f"{group_name(kind, lang)} {count}"
        out.append(
            Text(x, area.y + 20, label, 10.5, fill=MUTED, weight="bold", font=font_for(label))
        )
    y = area.y + 26 + 57.6 + 16
    colours = {"reached": HIGHLIGHT_GOLD, "one away": INK_LIGHT, "open": MUTED}
    for text, status in progress_lines(state, who, lang):
        out.append(
            Text(
                area.x + 2,
                y,
                text,
                12,
                fill=colours.get(status, MUTED),
                weight="bold" if status == "reached" else "normal",
                font=font_for(text),
            )
        )
        y += 14.5
    return out


def _result_banner(state: TableState, lay: TableLayout) -> list[Primitive]:
    result = state.result
    assert result is not None
    area = lay.areas.get("middle") or Area(0, 0, lay.width, lay.height)
    centre = (
        lay.areas["field"].x + lay.areas["field"].w / 2 if "field" in lay.areas else lay.width / 2
    )
    if result.winner is None:
        head, tail = _("No winner"), result.describe(state.names).split(": ", 1)[-1]
    else:
        name, points = state.names[result.winner], result.points
        if is_you(name):
            head = ngettext("You win {count} point", "You win {count} points", points, count=points)
        else:
            head = ngettext(
                "{player} wins {count} point",
                "{player} wins {count} points",
                points,
                player=name,
                count=points,
            )
        yaku = " + ".join(str(y) for y in result.yaku) or str(result.base)
        times = f" ×{result.multiplier}" if result.multiplier > 1 else ""
        why = result.describe(state.names).rsplit(" (", 1)[-1].rstrip(".").rstrip(")")
        tail = f"{yaku}{times} ({why})"
    w = max(text_width(head, 24, "bold"), text_width(tail, 14)) + 60
    x, y = centre - w / 2, area.y + area.h / 2 - 40
    return [
        Rect(x + 3, y + 4, w, 80, fill="#000000", radius=12, opacity=0.3),
        Rect(
            x, y, w, 80, fill="#0d2b1a", stroke=HIGHLIGHT_GOLD, width=2.5, radius=12, opacity=0.94
        ),
        Text(
            centre,
            y + 36,
            head,
            24,
            fill=HIGHLIGHT_GOLD,
            weight="bold",
            anchor="middle",
            font=font_for(head),
        ),
        Text(centre, y + 62, tail, 14, fill=INK_LIGHT, anchor="middle", font=font_for(tail)),
    ]


def build_scene(
    state: TableState,
    marks: Marks = Marks(),
    *,
    lang: Lang | None = None,
    regions: Iterable[str] | None = None,
) -> Scene:
    """Everything to draw for ``state`` with ``marks`` on top, limited to ``regions``."""
    shown = set(REGIONS if regions is None else regions)
    me, other = state.player, 1 - state.player
    lay = layout_table(
        hand=state.hand,
        opponent_hand=state.opponent_hand,
        field=state.field,
        captured=(state.captured[me], state.captured[other]),
        stock_size=state.stock_size,
        drawn=state.drawn,
        lifted=marks.selected,
        regions=shown,
    )
    items: list[Item] = [Rect(0, 0, lay.width, lay.height, fill=FELT, radius=14)]
    if "middle" in lay.areas:
        a = lay.areas["middle"]
        items.append(Rect(0, a.y, a.w, a.h, fill=FELT_DARK))
    for region in ("opponent_pile", "pile"):
        if region in lay.areas:
            items.append(_panel(lay.areas[region]))
    if "opponent_hand" in lay.areas:
        items += _status(state, other, 20, lay.areas["opponent_hand"].y + 21)
    if "hand" in lay.areas:
        a = lay.areas["hand"]
        items += _status(state, me, 20, a.y + a.h - 12)
    if "opponent_pile" in lay.areas:
        items += _pile_captions(state, lay, "opponent_pile", other, lang)
    if "pile" in lay.areas:
        items += _pile_captions(state, lay, "pile", me, lang)
    if "stock" in lay.areas:
        s, d = lay.areas["stock"], lay.areas["drawn"]
        if not state.stock_size:
            items.append(Rect(s.x, s.y, s.w, s.h, stroke=MUTED, width=1.5, radius=5, opacity=0.6))
        stock = _("stock {count}", count=state.stock_size)
        items.append(
            Text(
                s.x + s.w / 2,
                s.y + s.h + 18,
                stock,
                12.5,
                fill=INK_LIGHT,
                weight="bold",
                anchor="middle",
                font=font_for(stock),
            )
        )
        waiting = state.drawn is not None
        label = (
            pgettext("table", "drawn") if waiting or state.last_drawn is None else _("last draw")
        )
        items.append(
            Text(
                d.x + d.w / 2,
                d.y - 10,
                label,
                12,
                fill=HIGHLIGHT_GOLD if waiting else MUTED,
                weight="bold" if waiting else "normal",
                anchor="middle",
                font=font_for(label),
            )
        )
        if not waiting:
            items.append(Rect(d.x, d.y, d.w, d.h, stroke=MUTED, width=1.2, radius=5, opacity=0.5))
            if state.last_drawn is not None:
                where = (
                    _("took {cards}", cards=" ".join(c.code for c in state.last_took))
                    if state.last_took
                    else _("to field")
                )
                for i, line in enumerate((state.last_drawn.code, "→ " + where)):
                    items.append(
                        Text(
                            d.x + d.w / 2,
                            d.y + 44 + 16 * i,
                            line,
                            11.5,
                            fill=MUTED,
                            anchor="middle",
                            font=font_for(line),
                        )
                    )
    if "field" in lay.areas and not state.field:
        f = lay.areas["field"]
        empty = _("the field is empty")
        items.append(
            Text(
                f.x + f.w / 2,
                f.y + f.h / 2,
                empty,
                14,
                fill=MUTED,
                anchor="middle",
                font=font_for(empty),
            )
        )
    moved = {c for c in (state.last_drawn, state.last_played, *state.last_took) if c is not None}
    for slot in lay.slots:
        items.append(
            Rect(
                slot.x + 1.5,
                slot.y + 2,
                slot.w,
                slot.h,
                fill="#000000",
                radius=slot.w * 0.07,
                opacity=0.3,
            )
        )
        card = slot.card
        items.append(
            CardItem(
                slot,
                highlight=card is not None and (card in marks.targets or card == marks.hovered),
                selected=card is not None and card == marks.selected,
                dimmed=card is not None and card in marks.dimmed,
                marked=card is not None and card in moved and slot.region not in ("hand", "drawn"),
            )
        )
    if state.result is not None:
        items += _result_banner(state, lay)
    return Scene(lay, tuple(items))
