"""The round-flow diagram: from the deal to the end of a round, as an SVG flow chart.

Boxes are steps, rounded yellow boxes are questions, red boxes end the round. The numbers
come from the standard rule set:

>>> svg = round_flow_svg()
>>> svg.startswith("<svg") and "koi-koi" in svg and "×2 at 7" in svg
True
"""

from __future__ import annotations

from koikoi.rules import RuleSet
from widgets.i18n import pgettext
from widgets.i18n import translator as _
from widgets.pages.sheet import ACCENT, INK, MUTED, document, text, wrap

__all__ = ["FLOW_H", "FLOW_W", "round_flow_svg"]

FLOW_W, FLOW_H = 910, 790
_SIZE = 12.5
_STYLES = {
    "step": ("#f6efe2", "#8a7a62"),
    "question": ("#fff4d6", "#c9a227"),
    "end": ("#fde2dc", ACCENT),
}
_MAIN, _COL2, _COL3 = (150, 310), (488, 180), (744, 158)
"""(left, width) of the three columns; the gap between the last two leaves room for the
label of the arrow from the choice to the stop ("stop", "plantarse")."""
_RIGHT_SPAN = _COL3[0] + _COL3[1] - _COL2[0]
"""Width from the second column's left edge to the third column's right edge."""
_ROWS = (50, 140, 230, 325, 435, 530, 625, 715)
"""Top of each row of boxes."""


def _box(column: tuple[int, int], top: float, height: float, words: str, style: str) -> str:
    """A box with centred, wrapped text; ``style`` is step, question or end. A text too
    long for ``height`` makes the box taller, around the same centre."""
    left, width = column
    fill, stroke = _STYLES[style]
    radius = height / 2 if style == "question" else 8
    lines = wrap(words, _SIZE, width - 22)
    needed = len(lines) * _SIZE * 1.3 + 14
    if needed > height:
        top, height = top - (needed - height) / 2, needed
    first = top + height / 2 - (len(lines) - 1) * _SIZE * 0.65 + _SIZE * 0.35
    parts = [
        f'<rect x="{left}" y="{top}" width="{width}" height="{height}" rx="{radius:g}" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="1.6"/>'
    ]
    for i, line in enumerate(lines):
        parts.append(text(left + width / 2, first + i * _SIZE * 1.3, line, _SIZE, anchor="middle"))
    return "".join(parts)


def _arrow(
    *points: tuple[float, float], label: str = "", at: int = 0, dx: float = 6, dy: float = -6
) -> str:
    """A polyline arrow through ``points``; ``label`` is written near point ``at``."""
    d = " ".join(f"{'M' if i == 0 else 'L'}{x:g} {y:g}" for i, (x, y) in enumerate(points))
    svg = (
        f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="1.6" '
        'marker-end="url(#arrowhead)"/>'
    )
    (x1, y1), (x2, y2) = points[0], points[-1]
    if label and len(points) == 2 and y1 == y2:  # a short horizontal arrow: label above it
        svg += text((x1 + x2) / 2, y1 - 6, label, 11, fill=ACCENT, weight="bold", anchor="middle")
    elif label:
        x, y = points[at]
        svg += text(x + dx, y + dy, label, 11, fill=ACCENT, weight="bold")
    return svg


def _centre(column: tuple[int, int]) -> float:
    return column[0] + column[1] / 2


def round_flow_svg() -> str:
    """The flow of one round in the standard profile as an SVG document (its numbers come
    from the standard ``RuleSet``; its steps are the standard rules of koi-koi)."""
    rules = RuleSet()
    h = 56
    mx, c2 = _centre(_MAIN), _centre(_COL2)
    void_x = _COL2[0] + _RIGHT_SPAN / 2  # the void deal's box goes back up to the deal
    right = _MAIN[0] + _MAIN[1]
    r = _ROWS
    boxes = [
        _box(
            _MAIN,
            r[0],
            h,
            _("Deal: 8 cards to each hand, 8 face up on the field, 24 in the stock"),
            "step",
        ),
        _box(
            _MAIN,
            r[1],
            h,
            _("Do both hands have teshi or kuttsuki, or are 4 cards of a month on the field?"),
            "question",
        ),
        _box(
            (_COL2[0], _RIGHT_SPAN),
            r[1],
            h,
            _("Void deal: nobody scores; the same dealer deals again"),
            "step",
        ),
        _box(
            _MAIN,
            r[2],
            h,
            _("Dealt-hand check: 4 cards of a month (teshi) or 4 pairs (kuttsuki) in a hand?"),
            "question",
        ),
        _box(
            (_COL2[0], _RIGHT_SPAN),
            r[2],
            h,
            _(
                "That player wins {points} points at once (no doubling); the round ends",
                points=rules.dealt_hand_points,
            ),
            "end",
        ),
        _box(
            _MAIN,
            r[3],
            h + 14,
            _(
                "A turn (the dealer first): play a hand card, then draw "
                "the top stock card; capture or lay each down; then check yaku"
            ),
            "step",
        ),
        _box(
            _MAIN,
            r[4],
            h,
            _("Did the turn improve the player's yaku (a new yaku or a higher total)?"),
            "question",
        ),
        _box(_COL2, r[4], h, _("Has anyone called koi-koi this round?"), "question"),
        _box(
            _COL3,
            r[4],
            h,
            _(
                "The round ends: this player wins (×2 at {points} or more; ×2 against a caller)",
                points=rules.double_at,
            ),
            "end",
        ),
        _box(_COL2, r[5], h, _("The player chooses: stop or koi-koi"), "question"),
        _box(
            _COL3,
            r[5],
            h,
            _("Stop: win the base points (×2 at {points} or more)", points=rules.double_at),
            "end",
        ),
        _box(_COL2, r[6], h, _("Koi-koi: play on; nobody chooses again"), "step"),
        _box(_MAIN, r[6], h, _("Are both hands empty?"), "question"),
        _box(_MAIN, r[7], h, _("Drawn round: 0 points for both"), "end"),
    ]
    arrows = [
        _arrow((mx, r[0] + h), (mx, r[1] - 2)),
        _arrow((right, r[1] + h / 2), (_COL2[0] - 2, r[1] + h / 2), label=_("yes")),
        _arrow((void_x, r[1]), (void_x, r[0] + h / 2), (right + 2, r[0] + h / 2)),  # deal again
        _arrow((mx, r[1] + h), (mx, r[2] - 2), label=_("no"), dx=8, dy=16),
        _arrow((right, r[2] + h / 2), (_COL2[0] - 2, r[2] + h / 2), label=_("yes")),
        _arrow((mx, r[2] + h), (mx, r[3] - 2), label=_("no"), dx=8, dy=16),
        _arrow((mx, r[3] + h + 14), (mx, r[4] - 2)),
        _arrow((right, r[4] + h / 2), (_COL2[0] - 2, r[4] + h / 2), label=_("yes")),
        _arrow((_COL2[0] + _COL2[1], r[4] + h / 2), (_COL3[0] - 2, r[4] + h / 2), label=_("yes")),
        _arrow((c2, r[4] + h), (c2, r[5] - 2), label=_("no"), dx=8, dy=16),
        _arrow(
            (_COL2[0] + _COL2[1], r[5] + h / 2),
            (_COL3[0] - 2, r[5] + h / 2),
            label=pgettext("flow arrow", "stop"),
        ),
        _arrow((c2, r[5] + h), (c2, r[6] - 2), label="koi-koi", dx=8, dy=16),
        _arrow((_COL2[0], r[6] + h / 2), (right + 2, r[6] + h / 2)),
        _arrow((mx, r[4] + h), (mx, r[6] - 2), label=_("no"), dx=8, dy=16),
        _arrow((mx, r[6] + h), (mx, r[7] - 2), label=_("yes"), dx=8, dy=16),
        _arrow(
            (_MAIN[0], r[6] + h / 2),
            (40, r[6] + h / 2),
            (40, r[3] + (h + 14) / 2),
            (_MAIN[0] - 2, r[3] + (h + 14) / 2),
        ),
    ]
    notes = [
        text(20, 28, _("How a round goes (standard rules)"), 18, weight="bold"),
        text(48, r[6] + h / 2 - 22, _("no: the next"), 10.5, fill=MUTED),
        text(48, r[6] + h / 2 - 8, _("player's turn"), 10.5, fill=MUTED),
        *(
            text(_COL2[0], r[7] + 14 + 14 * i, line, 10.5, fill=MUTED)
            for i, line in enumerate(
                wrap(
                    _(
                        "After a koi-koi, the next turn that improves either player's yaku ends "
                        "the round: that player wins, the caller included. A win against the "
                        "caller is doubled."
                    ),
                    10.5,
                    _RIGHT_SPAN,
                )
            )
        ),
    ]
    defs = (
        '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        f'markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" '
        f'fill="{INK}"/></marker></defs>'
    )
    body = defs + "".join(boxes) + "".join(arrows) + "".join(notes)
    return document(body, FLOW_W, FLOW_H, _("How a round of Koi-Koi goes"))
