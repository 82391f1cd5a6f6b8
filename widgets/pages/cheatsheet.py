"""The one-page cheat sheet: every yaku with its cards, the round points and the turn flow.

An A4 page (794 × 1123 SVG units, 96 per inch) drawn with the project's own card art.
Every yaku, card and number on it is asked of the engine (the smallest pile making each
yaku, its points in the rule set, round points from rounds the engine played):

>>> svg = cheat_sheet_svg()
>>> svg.startswith("<svg") and "ame-shiko" in svg and "× 2 = 16" in svg
True
"""

from __future__ import annotations

from koikoi.i18n import Translator
from koikoi.rules import RuleSet
from koikoi.tutor.reference import example_pile, points_text, round_point_examples, scoring_yaku
from koikoi.yaku import YAKU_INFO, yaku_value_table
from widgets.art.primitives import ART_H, ART_W, text_width
from widgets.i18n import translator as _
from widgets.pages.sheet import ACCENT, INK, MUTED, PANEL, card, document, paragraph, text

__all__ = ["PAGE_H", "PAGE_W", "cheat_sheet_svg"]

PAGE_W, PAGE_H = 794, 1123
"""A4 in CSS pixels."""
MARGIN = 30
CARD = 33
"""Width of a card on the sheet."""
_COLUMN_W = (PAGE_W - 2 * MARGIN - 20) / 2
_LEFT = ("goko", "shiko", "ame-shiko", "sanko", "hanami", "tsukimi")
"""Yaku drawn in the left column (brights and viewing); the others go right."""
_ENGINE = Translator("koikoi")
"""What each yaku needs is the engine's message (domain ``koikoi``)."""


def _yaku_entry(name: str, rules: RuleSet, x: float, y: float) -> str:
    """One yaku: name, Japanese name, points, what it needs, and its smallest pile."""
    info = YAKU_INFO[name]
    counted = name in ("tane", "tan", "kasu")
    value = yaku_value_table(rules)[name]
    parts = [
        text(x, y + 13, name, 14, weight="bold"),
        text(x + 8 + text_width(name, 14, "bold"), y + 13, info.ja, 11, fill=MUTED),
        text(
            x + _COLUMN_W - 4,
            y + 14,
            f"{value}+" if counted else str(value),
            16,
            fill=ACCENT,
            weight="bold",
            anchor="end",
        ),
        text(
            x,
            y + 28,
            points_text(name, rules) if counted else _ENGINE(info.needs),
            10.5,
            fill=MUTED,
        ),
    ]
    for i, c in enumerate(example_pile(name, rules)):
        cx = x + i * (CARD + 3)
        parts.append(card(c, cx, y + 35, CARD))
        parts.append(
            text(
                cx + CARD / 2,
                y + 35 + CARD * ART_H / ART_W + 11,
                c.code,
                9,
                fill=MUTED,
                anchor="middle",
            )
        )
    return "".join(parts)


def _yaku_grid(rules: RuleSet, top: float) -> tuple[str, float]:
    names = scoring_yaku(rules)
    columns = ([n for n in names if n in _LEFT], [n for n in names if n not in _LEFT])
    step = 108
    parts = []
    for col, column in enumerate(columns):
        x = MARGIN + col * (_COLUMN_W + 20)
        for row, name in enumerate(column):
            parts.append(_yaku_entry(name, rules, x, top + row * step))
    return "".join(parts), top + max(len(c) for c in columns) * step


def _heading(x: float, y: float, words: str, width: float) -> str:
    return text(x, y, words, 15, weight="bold") + (
        f'<line x1="{x}" y1="{y + 5}" x2="{x + width:.1f}" y2="{y + 5}" '
        f'stroke="{ACCENT}" stroke-width="1.5"/>'
    )


def _bullets(
    x: float, y: float, items: list[str], width: float, size: float = 11
) -> tuple[str, float]:
    """A list of wrapped points; an item starting "1. " gets its number as the marker.
    Returns the SVG and the next baseline."""
    parts = []
    for item in items:
        number, _dot, rest = item.partition(". ")
        marker, item = (number, rest) if number.isdigit() else ("•", item)
        parts.append(text(x, y, marker, size, fill=ACCENT, weight="bold"))
        svg, y = paragraph(x + 12, y, item, width - 12, size)
        parts.append(svg)
        y += 3
    return "".join(parts), y


def _yaku_notes(rules: RuleSet) -> list[str]:
    notes = [
        _("Only the best bright yaku counts; 3 brights with the rain man 11b score nothing."),
        _(
            "Every other yaku adds up, even when they share cards: akatan + aotan score "
            "{points}, listed as two yaku.",
            points=rules.akatan + rules.aotan,
        ),
    ]
    if rules.sake_cup_as_plain:
        notes.append(
            _(
                "The sake cup 9a is an animal (tane), a plain for kasu and part of both viewing "
                "yaku, all at once."
            )
        )
    return notes


def _round_text(rules: RuleSet) -> tuple[list[str], list[str]]:
    """The turn and set-up points (left) and the koi-koi and points rules (right)."""
    points = rules.dealt_hand_points
    left = [
        _("The earlier month deals (oya); the other player is ko. The dealer plays first."),
        _(
            "Deal {count} cards at a time: 8 to each hand, 8 face up on the field; "
            "the other 24 are the stock.",
            count=rules.deal_batch,
        ),
        _(
            "Dealt 4 cards of a month (teshi) or 4 pairs (kuttsuki): {points} points at once, "
            "no doubling. If both hands have teshi or kuttsuki, or 4 cards of a month are on "
            "the field, the deal is void: deal again.",
            points=points,
        ),
        _(
            "1. Play a hand card. Same-month field cards: 0, it stays on the field; 1, capture "
            "the pair; 2, choose one; 3, take all 4."
        ),
        _("2. Turn over the top stock card and resolve it the same way."),
        _("Only after the draw are yaku checked: a new yaku or a higher total is an improvement."),
    ]
    right = [
        _(
            "The first improvement offers a choice: stop (score now) or koi-koi (play on). "
            "One koi-koi call per round."
        ),
        _(
            "After a koi-koi, the next turn that improves either player's yaku ends the round: "
            "that player wins (the caller too)."
        ),
        _(
            "Only the winner scores: base points, ×2 at {points} or more, ×2 again "
            "if the winner's opponent had called koi-koi.",
            points=rules.double_at,
        ),
        _("Both hands empty and nobody won: a drawn round, 0 for both."),
        _(
            "Winner deals next; after a drawn round the dealer changes. {rounds} rounds: "
            "the higher total wins.",
            rounds=rules.rounds,
        ),
    ]
    return left, right


def cheat_sheet_svg() -> str:
    """The cheat sheet of the standard profile as an A4 SVG document.

    Its words describe the standard rules (one koi-koi call per round, drawn exhausted
    rounds); every number on it comes from the standard ``RuleSet`` and the engine.
    """
    rules = RuleSet()
    parts = [
        text(MARGIN, 46, _("Koi-Koi cheat sheet"), 26, weight="bold"),
        # right for a reader of any lesson: profiles are taught in lesson 10, so none named here
        text(
            PAGE_W - MARGIN,
            32,
            _("the rules of these lessons: the standard rules"),
            11,
            fill=MUTED,
            anchor="end",
        ),
        text(
            PAGE_W - MARGIN,
            46,
            _("every rule, house rules too: “Koi-Koi: the rules”"),
            11,
            fill=MUTED,
            anchor="end",
        ),
        _heading(
            MARGIN, 78, _("Yaku: base points for the cards you captured"), PAGE_W - 2 * MARGIN
        ),
    ]
    grid, y = _yaku_grid(rules, 90)
    parts.append(grid)
    notes, y = _bullets(MARGIN, y + 9, _yaku_notes(rules), PAGE_W - 2 * MARGIN)
    parts.append(notes)
    left, right = _round_text(rules)
    top = y + 12
    width = _COLUMN_W
    parts.append(_heading(MARGIN, top, _("A round, turn by turn"), width))
    svg, _bottom = _bullets(MARGIN, top + 24, left, width)
    parts.append(svg)
    rx = MARGIN + _COLUMN_W + 20
    parts.append(_heading(rx, top, _("Koi-koi and round points"), width))
    svg, y = _bullets(rx, top + 24, right, width)
    parts.append(svg)
    parts.append(_examples(rules, rx, y + 4, width))
    return document(
        "".join(parts), PAGE_W, PAGE_H, _("Koi-Koi cheat sheet"), 'width="210mm" height="297mm"'
    )


def _examples(rules: RuleSet, x: float, y: float, width: float) -> str:
    """Round points from rounds the engine played, as a small table."""
    rows = round_point_examples(rules)
    height = 22 + 16 * len(rows)
    parts = [
        f'<rect x="{x}" y="{y:.1f}" width="{width:.1f}" height="{height}" rx="6" fill="{PANEL}"/>',
        text(x + 10, y + 16, _("Examples"), 11, weight="bold"),
    ]
    for i, e in enumerate(rows):
        line = f"{e.yaku} {e.base}" + (", " + _("opponent had called koi-koi") if e.caller else "")
        yy = y + 33 + 16 * i
        parts.append(text(x + 10, yy, line, 11))
        parts.append(
            text(
                x + width - 10,
                yy,
                f"{e.base} × {e.multiplier} = {e.points}",
                11,
                fill=INK,
                weight="bold",
                anchor="end",
            )
        )
    return "".join(parts)
