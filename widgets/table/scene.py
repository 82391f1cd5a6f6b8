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
['inoshikacho 2/3 — needs boar (7a)']

What the widget adds to the engine's state comes in as fields that default to nothing:
``TableState.match_points`` / ``round_number`` (the totals bar), ``Marks.hinted`` (the
hinted move's cards, framed in pink), ``Marks.koikoi_panel`` (the koi-koi moment: a panel
with the yaku just made, the points now and the risk, and two buttons whose places
:meth:`Scene.button_at` names ``"koikoi"`` and ``"stop"``). The opponent's koi-koi call is
announced from the engine's events until the next move.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from koikoi.cards import MONTHS, Card, Lang
from koikoi.events import Event
from koikoi.i18n import language_of
from koikoi.phase import Phase
from koikoi.points import Doubling, RoundPoints, round_points
from koikoi.scoring import YakuProgress, progress, score
from koikoi.yaku import YAKU_INFO
from widgets.art.faces import COMPACT_BELOW
from widgets.art.groups import group_caption
from widgets.art.header import SEPARATOR, match_score
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
from widgets.art.primitives import (
    ART_W,
    Primitive,
    Rect,
    Text,
    fitted_text,
    font_for,
    text_width,
)
from widgets.i18n import default_names, is_default_opponent, is_you, ngettext, pgettext
from widgets.i18n import translator as _
from widgets.table.layout import (
    PILE_CARD_H,
    PILE_CARD_W,
    REGIONS,
    Area,
    Slot,
    TableLayout,
    layout_table,
)
from widgets.table.names import card_names, shown_widths

if TYPE_CHECKING:
    from koikoi.round import Round, RoundResult
    from koikoi.rules import RuleSet
    from koikoi.view import PlayerView

__all__ = [
    "BUTTONS",
    "HINT",
    "NOTE_MIN",
    "CardItem",
    "Marks",
    "Scene",
    "TableState",
    "build_scene",
    "call_words",
    "card_words",
    "drawn_tab",
    "hint_marks",
    "last_draw",
    "last_play_took",
    "mark_frame",
    "progress_lines",
]

NOTE_SIZE = 12
"""The size of a yaku progress line under a pile (px, table pixels)."""
NOTE_MIN = 10.5
"""The smallest size a progress line is narrowed to: below it the last lines are left out
and counted instead ("+2 more"), so every line drawn stays legible."""
TEXT_ASCENT, TEXT_DESCENT = 0.78, 0.24
"""How far letters reach above and below their baseline, per unit of size (the box the
tests check text against)."""
NOTE_STEP = 14.5
"""From one progress line's baseline to the next."""
_MARKED_REGIONS = ("field", "hand")
"""The regions whose cards the marks (selection, targets, hover, dimming) change."""
HINT = "#ff5fa2"
"""The pink of the hinted move's frame (distinct from the gold of targets and hover, the
blue of a selection and the cyan of the last turn's cards)."""
_DRAW_LANDS = ("field", "pile", "opponent_pile")
"""Where a resolved draw lies (and its :func:`drawn_tab` is drawn)."""
BUTTONS = ("koikoi", "stop")
"""The names of the koi-koi panel's buttons, as :meth:`Scene.button_at` gives them."""


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
    "last_caller",
    "turn_start",
)
"""The facts of a :class:`~koikoi.view.PlayerView` that the table shows as they are."""


@dataclass(frozen=True, slots=True)
class TableState:
    """A round as one player sees it: ``captured`` and ``names`` are indexed by player;
    ``opponent_hand`` holds the cards when shown open, else their number; ``last_drawn``
    is the card drawn in the latest turn and ``last_took`` what it captured,
    ``last_played`` the card played in it and ``played_took`` what that play captured;
    ``announced_call`` is the player whose koi-koi call is the latest event (announced on
    the table until the next move).

    Filled by a match, not by the round (default: not shown): ``match_points`` (each
    player's match total, by player) and ``round_number`` ((this round, rounds in the
    match)), both shown on the totals bar."""

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
    month: int | None
    last_drawn: Card | None = None
    last_took: tuple[Card, ...] = ()
    last_played: Card | None = None
    played_took: tuple[Card, ...] = ()
    last_caller: int | None = None
    turn_start: tuple[Card, ...] = ()
    announced_call: int | None = None
    match_points: tuple[int, int] | None = None
    round_number: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        points, number = self.match_points, self.round_number
        if points is not None and not (
            isinstance(points, tuple)
            and len(points) == 2
            and all(isinstance(p, int) and not isinstance(p, bool) for p in points)
        ):
            raise ValueError(f"match_points={points!r} must be two whole numbers (by player)")
        if number is not None and not (
            isinstance(number, tuple)
            and len(number) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in number)
            and 1 <= number[0] <= number[1]
        ):
            raise ValueError(
                f"round_number={number!r} must be (this round, rounds in the match), "
                "with 1 <= this round <= rounds"
            )

    @classmethod
    def of(
        cls,
        source: PlayerView | Round,
        player: int | None = None,
        *,
        names: tuple[str, str] | None = None,
        show_opponent_hand: bool = False,
        match_points: tuple[int, int] | None = None,
        round_number: tuple[int, int] | None = None,
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
        last = view.events[-1] if view.events else None
        return cls(
            **{name: getattr(view, name) for name in _FROM_VIEW},
            month=view.month if view.has_month else None,
            names=names,
            opponent_hand=opponent,
            last_drawn=drawn,
            last_took=took,
            last_played=played,
            played_took=last_play_took(view.events),
            announced_call=last.player if last is not None and last.kind == "koikoi" else None,
            match_points=match_points,
            round_number=round_number,
        )


@dataclass(frozen=True, slots=True)
class Marks:
    """Interaction drawn over the table: the ``selected`` hand card, ``targets`` (gold,
    legal), the ``hovered`` card, ``dimmed`` cards, the ``hinted`` move's cards (the hand
    card and the field card it takes; framed in :data:`HINT` pink) and ``koikoi_panel``:
    True while the viewer must choose koi-koi or stop and the table asks them (the panel
    is drawn over the field; the state must be the viewer's decision)."""

    selected: Card | None = None
    targets: frozenset[Card] = frozenset()
    hovered: Card | None = None
    dimmed: frozenset[Card] = frozenset()
    hinted: frozenset[Card] = frozenset()
    koikoi_panel: bool = False


@dataclass(frozen=True, slots=True)
class CardItem:
    """A card to draw in its slot, with its overlays."""

    slot: Slot
    highlight: bool = False
    selected: bool = False
    dimmed: bool = False
    marked: bool = False
    hinted: bool = False


Item = Primitive | CardItem


@dataclass(frozen=True, slots=True)
class Scene:
    """The layout and everything to draw, in order (later items on top)."""

    layout: TableLayout
    items: tuple[Item, ...] = field(default_factory=tuple)
    buttons: dict[str, Area] = field(default_factory=dict)
    """Buttons drawn on the table, by name (see :data:`BUTTONS`), for the controller."""
    steady: int = 0
    """How many of the first items do not change when the learner clicks or points (the
    felt, captions, piles, stock: all but the hand, the field and what lies over them); a
    view may keep them on a canvas of their own and redraw only the rest."""

    def button_at(self, x: float, y: float) -> str | None:
        """The name of the button drawn under ``(x, y)`` (``"koikoi"``, ``"stop"``), or
        None."""
        for name, area in self.buttons.items():
            if area.contains(x, y):
                return name
        return None

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


def hint_marks(x: float, y: float, w: float, h: float) -> list[Primitive]:
    """The marks of a hinted card at ``(x, y)``, ``w`` x ``h``: a thick pink frame and a
    tab saying "hint" under it, drawn over it by both renderers."""
    word = pgettext("table", "hint")
    tab = text_width(word, 11, "bold") + 12
    return [
        Rect(x - 3, y - 3, w + 6, h + 6, stroke=HINT, width=3.5, radius=w * 0.1),
        Rect(x + (w - tab) / 2, y + h - 8, tab, 16, fill=HINT, radius=8),
        Text(
            x + w / 2,
            y + h + 4,
            word,
            11,
            fill="#ffffff",
            weight="bold",
            anchor="middle",
            font=font_for(word),
        ),
    ]


def card_words(card: Card, lang: Lang | None = None) -> str:
    """A card as the table writes it, the code as an aid: by the shortest name the card
    list and the glossary give it (docs/cards.md), not the plate's word ("sake cup (9a)",
    not "copa (9a)"): a ribbon by its kind ("blue ribbon (10r)": the code tells which of
    the three), any other card by its own name (:meth:`Card.name`: "boar (7a)"). A
    Japanese name drops its reading, as the plate does."""
    name = card.ribbon.label(lang) if card.ribbon is not None else card.name(lang)
    return f"{_without_reading(name)} ({card.code})"


def card_in_sentence(card: Card, lang: Lang | None = None) -> str:
    """A card as a sentence of the table names it, the code as an aid: by its whole name
    (:meth:`Card.in_sentence`, with an article in a language that writes one: "el jabalí
    (7a)", "wisteria red ribbon (4r)"), as the game's log and the lessons write it."""
    return f"{_without_reading(card.in_sentence(lang))} ({card.code})"


def _without_reading(name: str) -> str:
    """A Japanese name without its reading in brackets ("鶴 (tsuru)" -> "鶴")."""
    return name.split(" (")[0]


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


def last_play_took(events: Iterable[Event]) -> tuple[Card, ...]:
    """From a round's events: what the card played in the latest turn captured (none
    when it was laid on the field).

    >>> from koikoi import Round
    >>> rnd = Round.from_position(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
    >>> _ = rnd.push("7a")
    >>> last_play_took(rnd.events)
    (Card.parse('7p1'),)
    """
    played: Card | None = None
    took: tuple[Card, ...] = ()
    for event in events:
        if event.kind == "play":
            played, took = event.cards[0], ()
        elif event.kind == "capture" and event.cards[0] == played:
            took = event.cards[1:]
    return took


def _pill(x: float, y: float, text: str, fill: str, ink: str) -> tuple[list[Primitive], float]:
    """A rounded label with its baseline at ``y``; returns the primitives and its width."""
    w = text_width(text, 10.5, "bold") + 12
    return [
        Rect(x, y - 12, w, 16, fill=fill, radius=8),
        Text(
            x + w / 2, y, text, 10.5, fill=ink, weight="bold", anchor="middle", font=font_for(text)
        ),
    ], w


def _turn_pill(state: TableState, who: int) -> str:
    """What the player to move is doing: a koi-koi decision is named, not called a turn."""
    you = is_you(state.names[who])
    if state.phase is Phase.DECISION:
        return _("koi-koi or stop?") if you else _("deciding")
    return _("your turn") if you else _("to move")


def _status(state: TableState, who: int, x: float, y: float) -> list[Primitive]:
    """A player's status line: name, dealer / to-move / koi-koi pills, yaku total."""
    name = state.names[who]
    out: list[Primitive] = [
        Text(x, y, name, 15, fill=INK_LIGHT, weight="bold", font=font_for(name))
    ]
    x += text_width(name, 15, "bold") + 10
    pills = []
    if state.result is None and state.to_move == who:
        pills.append((_turn_pill(state, who), HIGHLIGHT_GOLD, "#3b2a00"))
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
    total = pile.total
    summary = (  # as the totals bar says it ("You: 5 points")
        ngettext("yaku: {count} point", "yaku: {count} points", total, count=total)
        if total
        else _("no yaku yet")
    )
    if isinstance(state.opponent_hand, int) and who != state.player:
        n = state.opponent_hand
        summary = ngettext("{count} card in hand", "{count} cards in hand", n, count=n) + (
            " · " + summary
        )
    colour = HIGHLIGHT_GOLD if pile.total else MUTED
    out.append(Text(x + 4, y, summary, 12.5, fill=colour, font=font_for(summary)))
    return out


def _month_rule(state: TableState) -> int | None:
    return state.month if state.rules.tsuki_fuda else None


def progress_lines(state: TableState, who: int, lang: Lang | None = None) -> list[tuple[str, str]]:
    """Yaku progress beside a pile, as (text, status): reached yaku with their points, then
    yaku one card away ("inoshikacho 2/3 — needs boar (6a)"), then open ones two away: the
    most useful first, so a pile's panel with no room for all of them keeps the first ones
    and counts the rest ("+2 more")."""
    month = _month_rule(state)
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
            needs = (
                " / ".join(card_words(c, lang) for c in p.completing)
                if len(p.completing) <= 2
                else _("1 more")
            )
            text += " — " + _("needs {cards}", cards=needs)
        lines.append((text, p.status))
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
    """A pile's title, its groups' captions and its yaku progress (in columns under the
    cards, never smaller than :data:`NOTE_MIN`: the lines that do not fit are left out from
    the end of :func:`progress_lines` and counted on a line of their own, "+2 more")."""
    area = lay.areas[region]
    name = state.names[who]
    if is_you(name):
        title = _("your pile")
    elif is_default_opponent(name):
        title = _("the opponent's pile")
    else:
        title = _("{player}'s pile", player=name)
    out: list[Primitive] = [
        fitted_text(area.x + 2, area.y + 22, title, 13, area.w - 4, fill=INK_LIGHT, weight="bold")
    ]
    groups = lay.groups.get(region, ())
    if not groups:
        empty = _("no captures yet")
        out.append(Text(area.x + 4, area.y + 60, empty, 12, fill=MUTED, font=font_for(empty)))
    for group in groups:
        label = group_caption(group.kind, group.count, lang)
        out.append(
            Text(group.x, group.y, label, 11.5, fill=MUTED, weight="bold", font=font_for(label))
        )
    slots = lay.region(region)
    top = max((s.y + s.h for s in slots), default=area.y + 64) + 16
    per_column = max(2, int((area.y + area.h - 8 - top) // NOTE_STEP) + 1)
    columns, widths = _note_columns(progress_lines(state, who, lang), per_column, area.w - 4)
    colours = {"reached": HIGHLIGHT_GOLD, "one away": INK_LIGHT, "open": MUTED}
    x = area.x + 2
    for column, width in zip(columns, widths, strict=True):
        for row, (text, status) in enumerate(column):
            out.append(
                fitted_text(
                    x,
                    top + row * NOTE_STEP,
                    text,
                    NOTE_SIZE,
                    width - 8,
                    fill=colours.get(status, MUTED),
                    weight="bold" if status == "reached" else "normal",
                )
            )
        x += width
    return out


def _note_columns(
    lines: list[tuple[str, str]], per_column: int, room: float
) -> tuple[list[list[tuple[str, str]]], list[float]]:
    """The progress lines laid out in columns of ``per_column`` rows across ``room``, and
    the columns' widths: all of them when they fit at :data:`NOTE_MIN` or larger, else the
    first ones that do with a last line counting the others ("+2 more")."""
    for keep in range(len(lines), -1, -1):
        shown = lines[:keep]
        if keep < len(lines):
            left = len(lines) - keep
            shown = [*shown, (ngettext("+{count} more", "+{count} more", left, count=left), "")]
        columns = [shown[i : i + per_column] for i in range(0, len(shown), per_column)]
        widths, shrink = _column_widths(columns, room)
        if NOTE_SIZE * shrink >= NOTE_MIN:
            return columns, widths
    return [], []  # not reached: the count line alone always fits


def _column_widths(columns: list[list[tuple[str, str]]], room: float) -> tuple[list[float], float]:
    """Widths of columns of progress lines, each with the gap of 8 after it: each as wide
    as its longest line (a short column leaves its room to a long one), their letters all
    narrowed alike when they do not fit (the gaps keep their width); and that narrowing."""
    natural = [
        max(
            text_width(text, NOTE_SIZE, "bold" if status == "reached" else "normal")
            for text, status in c
        )
        for c in columns
    ]
    shrink = min(1.0, (room - 8 * len(natural)) / sum(natural)) if natural else 1.0
    return [w * shrink + 8 for w in natural], shrink


def _win_now(state: TableState, who: int) -> RoundPoints:
    """What ``who`` would score stopping now with their pile, as the engine counts it."""
    total = score(state.captured[who], state.rules, month=_month_rule(state)).total
    other = 1 - who
    return round_points(
        total,
        state.rules,
        loser_called=state.koikoi_calls[other] > 0,
        loser_called_last=state.last_caller == other,
    )


def _call_doubles(state: TableState) -> bool:
    """Whether a koi-koi call doubles the other player's win under the rules in force
    (asked of the engine with a one-point win against the caller)."""
    against = round_points(1, state.rules, loser_called=True, loser_called_last=True)
    return Doubling.KOIKOI in against.doubled


def _bar(state: TableState, area: Area, doubling: bool = True) -> list[Primitive]:
    """The totals bar: the round of the match and the match points (when a match gives
    them), each player's yaku now with the multiplier that applies, the doubling rules;
    without ``doubling`` (a lesson that has not taught doubling yet), the yaku totals
    alone, no multiplier and no doubling rule."""
    out: list[Primitive] = [Rect(area.x, area.y, area.w, area.h, fill="#0f3a23", radius=0)]
    left: list[str] = []
    if state.round_number is not None:
        number, total = state.round_number
        words = _("Round {number} of {total}", number=number, total=total)
        if state.month is not None:  # a match's round has its month (the header says it too)
            words += SEPARATOR + MONTHS[state.month - 1].name()
        left.append(words)
    if state.match_points is not None:
        scores = match_score(state.match_points, state.names)
        left.append(_("Match: {scores}", scores=scores))
    now: list[str] = []
    for p in (state.player, 1 - state.player) if state.result is None else ():
        win = _win_now(state, p)
        base, times, points = win.base, win.multiplier, win.points
        name = state.names[p]
        if not base:
            now.append(_("{player}: no yaku", player=name))
        elif times > 1 and doubling:
            now.append(
                ngettext(
                    "{player}: {total} point ×{times} = {points}",
                    "{player}: {total} points ×{times} = {points}",
                    base,
                    player=name,
                    total=base,
                    times=times,
                    points=points,
                )
            )
        else:
            now.append(
                ngettext(
                    "{player}: {total} point",
                    "{player}: {total} points",
                    base,
                    player=name,
                    total=base,
                )
            )
    rules = state.rules
    doubled = []
    if rules.double_at and doubling:
        doubled.append(_("×2 at {points} or more", points=rules.double_at))
    if rules.koikoi_double == "opponent-called" and doubling:
        doubled.append(_("×2 against a koi-koi caller"))
    elif rules.koikoi_double == "latest-call-by-loser" and doubling:
        doubled.append(_("×2 if the loser called last"))
    y = area.y + area.h / 2 + 4.5
    x = area.x + 16
    for text in left:
        out.append(Text(x, y, text, 13, fill=INK_LIGHT, weight="bold", font=font_for(text)))
        x += text_width(text, 13, "bold") + 18
    live = " · ".join(now)
    if live:  # a finished round has no yaku "now": no empty line (its result says it all)
        out.append(Text(x, y, live, 13, fill=HIGHLIGHT_GOLD, weight="bold", font=font_for(live)))
        x += text_width(live, 13, "bold") + 18
    rule_text = " · ".join(doubled)
    if rule_text:
        room = area.x + area.w - 16 - x
        out.append(
            fitted_text(
                area.x + area.w - 16, y, rule_text, 12, max(room, 60), fill=MUTED, anchor="end"
            )
        )
    return out


def _wrap(text: str, size: float, width: float, weight: str = "normal") -> list[str]:
    """``text`` broken into lines no wider than ``width`` (by the project's text measure);
    a short last word ("2", "×2") never stands alone on the last line: the word before it
    goes down with it."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, weight) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if lines and " " not in line and len(line) <= 3 and " " in lines[-1]:
        head, last = lines[-1].rsplit(" ", 1)
        if text_width(f"{last} {line}", size, weight) <= width:
            lines[-1], line = head, f"{last} {line}"
    return [*lines, line] if line else lines


def _small_cards(
    cards: tuple[Card, ...], region: str, x: float, y: float, width: float, lang: Lang | None
) -> list[Item]:
    """Pile-sized pictures of ``cards`` from ``x``, fanned to fit ``width``, each with its
    name (not hit-tested: they are not part of the layout's slots)."""
    n = len(cards)
    step: float = PILE_CARD_W + 4
    if n > 1:
        step = min(step, (width - PILE_CARD_W) / (n - 1))
    slots = [
        Slot(region, i, c, round(x + i * step, 2), y, PILE_CARD_W, PILE_CARD_H)
        for i, c in enumerate(cards)
    ]
    out: list[Item] = []
    for slot, name in zip(slots, card_names(slots, lang), strict=True):
        out += [CardItem(slot), *name]
    return out


def _just_made(state: TableState) -> tuple:
    """The viewer's yaku that this turn made or raised (the engine's score of the pile now
    against the pile at the turn's start)."""
    month = _month_rule(state)
    before = {(y.name, y.points) for y in score(state.turn_start, state.rules, month=month).yaku}
    now = score(state.captured[state.player], state.rules, month=month).yaku
    made = tuple(y for y in now if (y.name, y.points) not in before)
    return made or now


def _threat_text(state: TableState, lang: Lang | None) -> tuple[str, tuple[Card, ...]]:
    """The opponent's nearest yaku, as the engine's progress gives it: a sentence and the
    cards that would complete it (none when it is further than one card)."""
    other, me = 1 - state.player, state.player
    name = state.names[other]
    plain = is_default_opponent(name)  # "the opponent", a common noun, not a name
    month = _month_rule(state)
    steps = [
        p
        for p in progress(
            state.captured[other], state.rules, opponent=state.captured[me], month=month
        )
        if p.status in ("one away", "open") and not p.counted
    ]
    close: list[YakuProgress] = [p for p in steps if p.status == "one away"]
    if close:
        yaku = ", ".join(_yaku_name(p.name, lang) for p in close)
        cards = tuple(sorted({c for p in close for c in p.completing}))
        if len(cards) > 6:
            if plain:
                many = ngettext(
                    "The opponent is one card from {yaku}: any of {count} card completes it.",
                    "The opponent is one card from {yaku}: any of {count} cards completes it.",
                    len(cards),
                    yaku=yaku,
                    count=len(cards),
                )
            else:
                many = ngettext(
                    "{player} is one card from {yaku}: any of {count} card completes it.",
                    "{player} is one card from {yaku}: any of {count} cards completes it.",
                    len(cards),
                    player=name,
                    yaku=yaku,
                    count=len(cards),
                )
            return many, ()
        if plain:
            return _("The opponent is one card from {yaku}:", yaku=yaku), cards
        return _("{player} is one card from {yaku}:", player=name, yaku=yaku), cards
    if steps:
        nearest = min(steps, key=lambda p: (p.needed, -len(p.have)))
        words = {"yaku": _yaku_name(nearest.name, lang), "count": nearest.needed}
        if plain:
            text = ngettext(
                "The opponent's nearest yaku: {yaku}, {count} card away.",
                "The opponent's nearest yaku: {yaku}, {count} cards away.",
                nearest.needed,
                **words,
            )
        else:
            text = ngettext(
                "{player}'s nearest yaku: {yaku}, {count} card away.",
                "{player}'s nearest yaku: {yaku}, {count} cards away.",
                nearest.needed,
                player=name,
                **words,
            )
        return text, ()
    if plain:
        return _("The opponent has no yaku left in reach."), ()
    return _("{player} has no yaku left in reach.", player=name), ()


PANEL_PAD = 14
"""Room kept under the koi-koi panel's last line of text (table pixels)."""


def _koikoi_panel(
    state: TableState, lay: TableLayout, lang: Lang | None
) -> tuple[list[Item], dict[str, Area], float]:
    """The koi-koi moment, over the field: the yaku just made (cards), the points a stop
    wins now, what going on risks, and the two buttons; and the panel's height, which its
    wrapped text decides (at least the middle band's: :func:`build_scene` makes the band
    taller when the text needs more, so no line runs out of the panel)."""
    if state.phase is not Phase.DECISION or state.to_move != state.player or state.result:
        raise ValueError(
            "Marks(koikoi_panel=True) needs the viewer's koi-koi decision: the state shows "
            f"phase {state.phase.name.lower()} with player {state.to_move} to move "
            f"(the viewer is player {state.player})"
        )
    band = lay.areas.get("middle") or Area(0, 0, lay.width, lay.height)
    x, y, w = band.x + 10, band.y + 4, band.w - 20
    other = 1 - state.player
    them = state.names[other]
    items: list[Item] = []
    title = _("Koi-koi or stop?")
    items.append(
        fitted_text(x + 16, y + 28, title, 20, w / 2 - 24, fill=HIGHLIGHT_GOLD, weight="bold")
    )
    # left: the yaku just made, each with its cards
    left_w = w * 0.46
    ly = y + 50
    made = _just_made(state)
    for yaku in made[:1]:
        label = f"{_yaku_name(yaku.name, lang)} {yaku.points}"
        items.append(
            Text(x + 16, ly, label, 14, fill=INK_LIGHT, weight="bold", font=font_for(label))
        )
        items += _small_cards(yaku.cards, "koikoi", x + 16, ly + 6, left_w - 24, lang)
        ly += PILE_CARD_H + 26
    if len(made) > 1:
        rest = " + ".join(f"{_yaku_name(y.name, lang)} {y.points}" for y in made[1:])
        items.append(fitted_text(x + 16, ly - 6, "+ " + rest, 12, left_w - 24, fill=MUTED))
    # right: points now, the risk, the buttons
    rx, rw = x + left_w + 8, w - left_w - 24
    win = _win_now(state, state.player)
    base, times, points = win.base, win.multiplier, win.points
    lines: list[tuple[str, str, float, str]] = []
    stop = ngettext(
        "Stop now: you win {count} point", "Stop now: you win {count} points", points, count=points
    )
    if times > 1:
        why = []
        if Doubling.BIG in win.doubled:
            why.append(_("{points} or more", points=state.rules.double_at))
        if Doubling.KOIKOI in win.doubled:
            why.append(_("against a caller"))
        stop += f" ({base} ×{times}: {', '.join(why)})"
    lines.append((stop, HIGHLIGHT_GOLD, 14, "bold"))
    lines.append((_("If you play on:"), INK_LIGHT, 13, "bold"))
    threat, completing = _threat_text(state, lang)
    lines.append(("• " + threat, INK_LIGHT, 12.5, "normal"))
    cards_y = None
    if completing:
        lines.append(("", INK_LIGHT, 0, "normal"))  # room for the pictures
    hand_left = (
        state.opponent_hand if isinstance(state.opponent_hand, int) else len(state.opponent_hand)
    )
    counts = {"stock": state.stock_size, "hand": len(state.hand), "other": hand_left}
    plain = is_default_opponent(them)
    if plain:
        left = _(
            "Cards left: stock {stock} · your hand {hand} · the opponent's hand {other}", **counts
        )
    else:
        left = _(
            "Cards left: stock {stock} · your hand {hand} · {player}'s hand {other}",
            player=them,
            **counts,
        )
    lines.append(("• " + left, INK_LIGHT, 12.5, "normal"))
    doubles = _call_doubles(state)
    if plain and doubles:
        risk = _("If the opponent scores after your call, their points are doubled.")
    elif plain:
        risk = _("Under these rules your call does not double the opponent's points.")
    elif doubles:
        risk = _("If {player} scores after your call, their points are doubled.", player=them)
    else:
        risk = _("Under these rules your call does not double {player}'s points.", player=them)
    lines.append(("• " + risk, INK_LIGHT, 12.5, "normal"))
    ty = y + 26
    bottom = ty
    for text, colour, size, weight in lines:
        if not text:
            cards_y = ty - 8
            ty += PILE_CARD_H + 10
            bottom = cards_y + PILE_CARD_H
            continue
        for line in _wrap(text, size, rw, weight):
            items.append(Text(rx, ty, line, size, fill=colour, weight=weight, font=font_for(line)))
            bottom = ty + TEXT_DESCENT * size
            ty += size + 5
        ty += 2
    if completing and cards_y is not None:
        items += _small_cards(completing, "koikoi", rx + 10, cards_y, rw - 10, lang)
    # the buttons, at the bottom left, under the yaku
    buttons: dict[str, Area] = {}
    bw, bh = (left_w - 28) / 2, 36
    # the panel: as tall as the band, or as its text (and the yaku's cards over the
    # buttons) needs
    h = max(band.h - 8, bottom + PANEL_PAD - y, ly + 4 + bh + 12 - y)
    items[:0] = [
        Rect(x + 3, y + 4, w, h, fill="#000000", radius=12, opacity=0.3),
        Rect(x, y, w, h, fill="#0d2b1a", stroke=HIGHLIGHT_GOLD, width=2.5, radius=12),
    ]
    by = y + h - bh - 12
    for i, (name, text, fill) in enumerate(
        (("koikoi", _("Koi-koi (play on)"), KOI_RED), ("stop", _("Stop (score now)"), "#2e7d52"))
    ):
        bx = x + 16 + i * (bw + 12)
        buttons[name] = Area(bx, by, bw, bh)
        items.append(Rect(bx, by, bw, bh, fill=fill, stroke="#ffffff", width=1.2, radius=8))
        items.append(
            fitted_text(
                bx + bw / 2,
                by + 22,
                text,
                14,
                bw - 12,
                fill="#ffffff",
                weight="bold",
                anchor="middle",
            )
        )
    return items, buttons, h


ANNOUNCE_H = 58
"""The height of the banner announcing the opponent's koi-koi call."""


def call_words(state: TableState) -> tuple[str, str]:
    """The announcement of ``state``'s koi-koi call (``announced_call``, which must be
    set): its headline and what it means for the other player under the rules in force."""
    caller = state.announced_call
    if caller is None:
        raise ValueError("call_words needs a state whose latest event is a koi-koi call")
    caller_name = state.names[caller]
    if is_default_opponent(caller_name):
        head = _("The opponent calls KOI-KOI!")
    else:
        head = _("{player} calls KOI-KOI!", player=caller_name)
    tail = (
        _("Make a yaku and stop: your points are doubled.")
        if _call_doubles(state)
        else _("Make a yaku and stop to win the round.")
    )
    return head, tail


def _announcement(state: TableState, lay: TableLayout) -> list[Primitive]:
    """The opponent's koi-koi call, announced beside the caller's hand (where the table
    has room: the field stays in view for the move to make), else over the field's top."""
    head, tail = call_words(state)
    want = max(text_width(head, 20, "bold"), text_width(tail, 13)) + 40
    band = _beside_opponent_hand(lay)
    if band is None or band.w < min(want, 320):
        band = lay.areas.get("middle") or Area(0, 0, lay.width, lay.height)
        y = band.y + 6
    else:
        y = band.y + (band.h - ANNOUNCE_H) / 2
    centre = band.x + band.w / 2
    w = min(want, band.w - 20)
    x = centre - w / 2
    return [
        Rect(x + 3, y + 4, w, ANNOUNCE_H, fill="#000000", radius=10, opacity=0.3),
        Rect(x, y, w, ANNOUNCE_H, fill=KOI_RED, stroke="#ffffff", width=2, radius=10, opacity=0.96),
        fitted_text(
            centre, y + 26, head, 20, w - 20, fill="#ffffff", weight="bold", anchor="middle"
        ),
        fitted_text(centre, y + 47, tail, 13, w - 20, fill="#ffffff", anchor="middle"),
    ]


def _beside_opponent_hand(lay: TableLayout) -> Area | None:
    """The top band's room right of the opponent's hand, as high as its cards (None when
    the table shows no opponent's hand)."""
    top, cards = lay.areas.get("top"), lay.region("opponent_hand")
    if top is None or not cards:
        return None
    left = max(s.x + s.w for s in cards) + 16
    y0, y1 = min(s.y for s in cards), max(s.y + s.h for s in cards)
    return Area(left, y0, top.x + top.w - 10 - left, y1 - y0)


def _drawn_slot(state: TableState, lay: TableLayout) -> list[Primitive]:
    """The stock's and the drawn card's captions: the drawn card itself is a card slot."""
    out: list[Primitive] = []
    s, d = lay.areas["stock"], lay.areas["drawn"]
    if not state.stock_size:
        out.append(Rect(s.x, s.y, s.w, s.h, stroke=MUTED, width=1.5, radius=5, opacity=0.6))
    stock = _("stock {count}", count=state.stock_size)
    out.append(
        fitted_text(
            s.x + s.w / 2,
            s.y + s.h + 18,
            stock,
            12.5,
            s.w + 10,
            fill=INK_LIGHT,
            weight="bold",
            anchor="middle",
        )
    )
    waiting = state.drawn is not None
    label = pgettext("table", "drawn") if waiting or state.last_drawn is None else _("last draw")
    out.append(
        fitted_text(
            d.x + d.w / 2,
            d.y - 10,
            label,
            12,
            d.w + 12,
            fill=HIGHLIGHT_GOLD if waiting else MUTED,
            weight="bold" if waiting else "normal",
            anchor="middle",
        )
    )
    if not waiting:
        # the slot stays empty: a resolved draw lies where it went (field or pile), marked
        # there (:func:`drawn_tab`), and is never shown face up twice
        out.append(Rect(d.x, d.y, d.w, d.h, stroke=MUTED, width=1.2, radius=5, opacity=0.5))
        if state.last_drawn is not None:
            code = state.last_drawn.code
            out.append(
                Text(
                    d.x + d.w / 2,
                    d.y + d.h / 2 + 5,
                    code,
                    14,
                    fill=MUTED,
                    weight="bold",
                    anchor="middle",
                    font=font_for(code),
                )
            )
            where = _("→ captured") if state.last_took else _("→ to the field")
            out.append(
                fitted_text(
                    d.x + d.w / 2, d.y + d.h + 18, where, 12, d.w + 14, fill=MUTED, anchor="middle"
                )
            )
    return out


FULL_PLATE, COMPACT_PLATE = 123, 96
"""Where a face's name plate starts, in the art's units (:func:`widgets.art.faces.card_face`
and the compact face of small cards): the drawn card's tab sits on the art just above it."""
_MARKERS_BOTTOM = 50
"""How far down the month badge and the class markers reach (art units, with the sake
cup's and the rain man's extra markers): a flag on a narrow strip stays under them."""


def drawn_tab(
    slot: Slot, shown: float | None = None, name: Iterable[Primitive] = ()
) -> tuple[list[Primitive], list[Primitive]]:
    """The mark of the card drawn in the latest turn, where it went (on the field or in a
    pile; ``slot``, of which a strip ``shown`` wide is in view, its name ``name`` as
    :func:`widgets.table.names.card_names` writes it), so the drawn slot beside the stock
    can stay empty. Returns the name (kept, or on cyan) and the mark, which covers no
    text and no other card: a cyan tab saying "drawn" on the card's art, just above its
    name plate, when the strip has room for the word; on a narrower strip (a fanned pile)
    the paper band of its upright name turns cyan, or, for a name written across, a cyan
    flag fills the strip's art under the month badge."""
    name = list(name)
    shown = slot.w if shown is None else shown
    k = slot.w / ART_W
    plate = slot.y + (FULL_PLATE if slot.w >= COMPACT_BELOW else COMPACT_PLATE) * k
    word = pgettext("table", "drawn")
    big = slot.w >= 60
    size, pad = (11.0, 10.0) if big else (10.0, 6.0)
    tab_w, tab_h = text_width(word, size, "bold") + pad, size + 3
    if tab_w <= shown - 3:
        cx, top = slot.x + shown / 2, plate - 2 - tab_h
        return name, [
            Rect(cx - tab_w / 2, top, tab_w, tab_h, fill=MARK, radius=tab_h / 2),
            Text(
                cx,
                top + tab_h / 2 + 0.36 * size,
                word,
                size,
                fill="#0b2a30",
                weight="bold",
                anchor="middle",
                font=font_for(word),
            ),
        ]
    if any(isinstance(p, Rect) for p in name):  # an upright name on its paper band
        return [replace(p, fill=MARK) if isinstance(p, Rect) else p for p in name], []
    top = slot.y + _MARKERS_BOTTOM * k
    return name, [Rect(slot.x + 2, top, max(shown - 4, 2), plate - 2 - top, fill=MARK, radius=2)]


def _result_banner(state: TableState, lay: TableLayout) -> list[Primitive]:
    result = state.result
    assert result is not None
    area = lay.areas.get("middle") or Area(0, 0, lay.width, lay.height)
    centre = (
        lay.areas["field"].x + lay.areas["field"].w / 2 if "field" in lay.areas else lay.width / 2
    )
    if result.winner is None:
        head, tail = result.describe(state.names).split(": ", 1)  # "Drawn round: both ..."
    else:
        name, points = state.names[result.winner], result.points
        if is_you(name):
            head = ngettext("You win {count} point", "You win {count} points", points, count=points)
        elif is_default_opponent(name):
            head = ngettext(
                "The opponent wins {count} point",
                "The opponent wins {count} points",
                points,
                count=points,
            )
        else:
            head = ngettext(
                "{player} wins {count} point",
                "{player} wins {count} points",
                points,
                player=name,
                count=points,
            )
        yaku = " + ".join(str(y) for y in result.yaku) or str(result.base)
        yaku += f" = {result.base}" if len(result.yaku) > 1 else ""
        times = f" ×{result.multiplier}" if result.multiplier > 1 else ""
        why = result.describe(state.names).rsplit(" (", 1)[-1].rstrip(".").rstrip(")")
        tail = f"{yaku}{times} ({why})"
    w = max(text_width(head, 24, "bold"), text_width(tail, 14)) + 60
    x, y = centre - w / 2, area.y + area.h / 2 - 40
    field = lay.areas.get("field")
    veil = (  # the field's cards fade behind the banner instead of peeking round it
        [Rect(field.x, field.y, field.w, field.h, fill=FELT_DARK, radius=8, opacity=0.7)]
        if field
        else []
    )
    return [
        *veil,
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
    doubling: bool = True,
) -> Scene:
    """Everything to draw for ``state`` with ``marks`` on top, limited to ``regions``;
    ``doubling=False`` leaves the multipliers and doubling rules off the totals bar."""
    shown = set(REGIONS if regions is None else regions)
    me, other = state.player, 1 - state.player
    table = dict(
        hand=state.hand,
        opponent_hand=state.opponent_hand,
        field=state.field,
        captured=(state.captured[me], state.captured[other]),
        stock_size=state.stock_size,
        drawn=state.drawn,
        lifted=marks.selected,
        regions=shown,
    )
    lay = layout_table(**table)  # type: ignore[arg-type]
    if marks.koikoi_panel and "middle" in lay.areas:
        # the koi-koi panel over the middle band: a band too short for its text grows
        need = _koikoi_panel(state, lay, lang)[2] + 8
        if need > lay.areas["middle"].h:
            lay = layout_table(**table, middle_h=need)  # type: ignore[arg-type]
    items: list[Item] = [Rect(0, 0, lay.width, lay.height, fill=FELT, radius=14)]
    if "middle" in lay.areas:
        a = lay.areas["middle"]
        items.append(Rect(0, a.y, a.w, a.h, fill=FELT_DARK))
    if "bar" in lay.areas:
        items += _bar(state, lay.areas["bar"], doubling)
    for region in ("opponent_pile", "pile"):
        if region in lay.areas:
            items.append(_panel(lay.areas[region]))
    if "opponent_hand" in lay.areas:
        items += _status(state, other, 20, lay.areas["opponent_hand"].y + 22)
    if "hand" in lay.areas:
        a = lay.areas["hand"]
        items += _status(state, me, 20, a.y + a.h - 12)
    if "opponent_pile" in lay.areas:
        items += _pile_captions(state, lay, "opponent_pile", other, lang)
    if "pile" in lay.areas:
        items += _pile_captions(state, lay, "pile", me, lang)
    if "stock" in lay.areas:
        items += _drawn_slot(state, lay)
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
    moved = {
        c
        for c in (state.last_drawn, state.last_played, *state.last_took, *state.played_took)
        if c is not None
    }
    # the hand and the field last: what a click or the pointer changes (the selection, the
    # gold targets, the hover, the dimmed cards) comes after ``steady``
    ordered = sorted(lay.slots, key=lambda s: s.region in _MARKED_REGIONS)  # stable
    names = card_names(ordered, lang)
    resolved = state.last_drawn if state.drawn is None else None
    tabs: list[list[Primitive]] = [[] for _ in ordered]
    for i, (s, width) in enumerate(zip(ordered, shown_widths(ordered), strict=True)):
        if resolved is not None and s.card == resolved and s.region in _DRAW_LANDS:
            names[i], tabs[i] = drawn_tab(s, width, names[i])
    steady = len(items) + sum(
        2 + len(name) + len(tab)
        for s, name, tab in zip(ordered, names, tabs, strict=True)
        if s.region not in _MARKED_REGIONS
    )
    for slot, name, tab in zip(ordered, names, tabs, strict=True):
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
                marked=card is not None and card in moved and slot.region not in ("hand",),
                hinted=card is not None
                and card in marks.hinted
                and slot.region in ("hand", "field", "opponent_hand", "drawn"),
            )
        )
        items += name
        items += tab
    buttons: dict[str, Area] = {}
    if marks.koikoi_panel:
        panel, buttons, _height = _koikoi_panel(state, lay, lang)
        items += panel
    elif state.announced_call is not None and state.announced_call != me and not state.result:
        items += _announcement(state, lay)
    if state.result is not None:
        items += _result_banner(state, lay)
    return Scene(lay, tuple(items), buttons, steady)
