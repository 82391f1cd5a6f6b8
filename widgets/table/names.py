"""The names of small cards on the table, written to fit the part of each card in view.

Captured piles (and the cards of the koi-koi panel) overlap: each card hides the right of
the one before it, so a name drawn inside the cached face (the card atlas) loses its last
letters. The table's atlas therefore draws small faces without their name
(``face_at(..., named=False)``) and the scene writes each name after its card, before the
next one covers it, fitted to the strip left in view (:func:`shown_widths`, from the
slots the hit-testing uses):

- a card in view whole keeps its face's own plate;
- the cards of a fan partly covered have their names across the strip, in one line or
  the face's two, while the letters stay at least :data:`NAME_MIN` pixels;
- on narrower strips the names stand upright, read from the bottom up, on a paper band
  (in the face's two lines for a long one; shortened with a full stop only when even
  that has no room: a pile of more cards than a round gives one player).
"""

from __future__ import annotations

from collections.abc import Sequence

from koikoi.cards import Lang
from widgets.art.faces import COMPACT_BELOW, compact_lines, compact_plate, label_lines
from widgets.art.palette import INK, PAPER
from widgets.art.primitives import ART_W, Primitive, Rect, Text, text_width
from widgets.table.layout import Slot

__all__ = ["NAME_MIN", "card_names", "shown_widths"]

NAME_MIN = 9.0
"""The smallest letters of a card's name, in table pixels."""
ACROSS_MAX, UPRIGHT_MAX = 12.5, 11.0  # the plate's letters at pile size: one line, two lines
EDGE = 2.0  # room kept on each side of a strip, and at the ends of an upright name
BADGE = 35  # the month badge's bottom, in the art's units (an upright name stays under it)
BODY = (0.78, 0.24)  # how far bold letters reach above and below their baseline, per size


def shown_widths(slots: Sequence[Slot]) -> list[float]:
    """For each of ``slots`` (in drawing order), how wide a strip of it stays in view: a
    card drawn later whose left edge lies on it covers the rest."""
    out = []
    for i, slot in enumerate(slots):
        shown = slot.w
        for later in slots[i + 1 :]:
            if (
                slot.x < later.x < slot.x + shown
                and later.y < slot.y + slot.h
                and slot.y < later.y + later.h
            ):
                shown = later.x - slot.x
        out.append(round(shown, 2))
    return out


def card_names(slots: Sequence[Slot], lang: Lang | None = None) -> list[list[Primitive]]:
    """The name to write on each of ``slots`` (in drawing order) after its card: nothing
    for a back or a card big enough for the full face (which has its name). The cards of
    one fan (covered alike, in one row) share one way and one size of letters."""
    shown = shown_widths(slots)
    names = [
        label_lines(s.card, lang)[0] if s.card is not None and s.w < COMPACT_BELOW else None
        for s in slots
    ]
    out: list[list[Primitive]] = [[] for _ in slots]
    i = 0
    while i < len(slots):
        name, slot = names[i], slots[i]
        if name is None or shown[i] >= slot.w:
            out[i] = _plate(name, slot) if name is not None else []
            i += 1
            continue
        run = [i]
        while (
            run[-1] + 1 < len(slots)
            and names[run[-1] + 1] is not None
            and slots[run[-1] + 1].y == slot.y
            and abs(shown[run[-1] + 1] - shown[i]) < 1
        ):
            run.append(run[-1] + 1)
        fan = [(str(names[k]), slots[k], shown[k]) for k in run]
        across = min(_across_size(n, v) for n, _s, v in fan)
        for k, (n, s, v) in zip(run, fan, strict=True):
            out[k] = _across(n, s, v, across) if across >= NAME_MIN else []
        if across < NAME_MIN:
            upright = min(_upright_size(n, s, v) for n, s, v in fan)
            for k, (n, s, v) in zip(run, fan, strict=True):
                out[k] = _upright(n, s, v, upright)
        i = run[-1] + 1
    return out


def _plate(name: str, slot: Slot) -> list[Primitive]:
    """The face's own plate, for a small card in view whole."""
    k = slot.w / ART_W
    return [
        Text(slot.x + t.x * k, slot.y + t.y * k, t.text, t.size * k, t.fill, t.weight, t.anchor)
        for t in compact_plate(name)
        if isinstance(t, Text)
    ]


def _lines(name: str, room: float) -> tuple[str, ...]:
    """``name`` in one line, or the face's two when one would be smaller than two."""
    one = ACROSS_MAX * room / text_width(name, ACROSS_MAX, "bold")
    two = compact_lines(name)
    if one >= NAME_MIN or len(two) == 1:
        return (name,)
    return two


def _across_size(name: str, shown: float) -> float:
    """The letters of ``name`` across a strip ``shown`` wide (one line, else two)."""
    room = shown - 2 * EDGE
    lines = _lines(name, room)
    top = ACROSS_MAX if len(lines) == 1 else UPRIGHT_MAX
    return min(top, *(top * room / text_width(s, top, "bold") for s in lines))


def _across(name: str, slot: Slot, shown: float, size: float) -> list[Primitive]:
    """The name across the strip, on the face's plate, in letters ``size`` high."""
    k = slot.w / ART_W
    lines = _lines(name, shown - 2 * EDGE)
    rows = (138,) if len(lines) == 1 else (124, 149)
    x = slot.x + shown / 2
    return [
        _ink(x, slot.y + row * k, line, size, anchor="middle")
        for row, line in zip(rows, lines, strict=True)
    ]


def _upright_size(name: str, slot: Slot, shown: float) -> float:
    """The letters of ``name`` upright in a strip ``shown`` wide: as big as the strip
    allows, smaller for a long name (in the face's two lines where the strip has room for
    them) down to :data:`NAME_MIN`."""
    length = slot.h - 2 * EDGE
    one = min(UPRIGHT_MAX, (shown - EDGE) / sum(BODY))
    fit = one * length / text_width(name, one, "bold")
    lines = compact_lines(name)
    if fit >= NAME_MIN or len(lines) == 1:
        return min(one, max(NAME_MIN, fit))
    two = min(one, (shown - EDGE - 1) / (2 * sum(BODY)))
    two = min(two, *(two * length / text_width(s, two, "bold") for s in lines))
    return two if two >= NAME_MIN else min(one, NAME_MIN)


def _upright(name: str, slot: Slot, shown: float, size: float) -> list[Primitive]:
    """The name upright in the strip, read upwards, on a paper band over the art: in one
    line, in the face's two where one would cover the month badge and the strip has room
    for two, else in one shortened as little as it must."""
    length = slot.h - 2 * EDGE
    body = size * sum(BODY)
    below = slot.h - EDGE - BADGE * slot.w / ART_W  # the length clear of the month badge
    lines: tuple[str, ...] = (name,)
    if text_width(name, size, "bold") > below:
        two = compact_lines(name)
        if (
            len(two) == 2
            and 2 * body + 1 <= shown - EDGE
            and max(text_width(line, size, "bold") for line in two) <= length
        ):
            lines = two
        elif text_width(name, size, "bold") > length:
            text = name
            while text_width(text, size, "bold") > length and len(text) > 2:
                text = name[: len(text.rstrip(".")) - 1].rstrip(" -") + "."
            lines = (text,)
    long = max(text_width(line, size, "bold") for line in lines)
    left = slot.x + (shown - len(lines) * body - (len(lines) - 1)) / 2
    bottom = slot.y + slot.h - EDGE
    return [
        Rect(slot.x + 1.5, bottom - long - 2, shown - 1.5, long + 3, fill=PAPER, radius=2),
        *(
            _ink(left + size * BODY[0] + i * (body + 1), bottom, line, size, rotation=-90.0)
            for i, line in enumerate(lines)
        ),
    ]


def _ink(
    x: float, y: float, text: str, size: float, *, anchor: str = "start", rotation: float = 0.0
) -> Text:
    return Text(
        round(x, 2), round(y, 2), text, round(size, 2), INK, "bold", anchor, rotation=rotation
    )
