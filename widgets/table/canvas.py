"""Draw a table :class:`~widgets.table.scene.Scene` on an ipycanvas ``Canvas``, fast.

Card faces are drawn once per connected page into a sprite atlas (an undisplayed canvas,
one per card size) with :mod:`widgets.art.canvas`; a table redraw then copies each card
from the atlas (a clip and a ``draw_image``) instead of replaying its ~60 shapes, so a
whole redraw is a few hundred commands in one message (inside ``hold_canvas()``).

For a crisp picture at any devicePixelRatio, size the canvas at css size x ``scale`` and
pass the same ``scale`` to :func:`draw_scene` and to each :class:`CardAtlas`: everything is
then drawn at device pixels (the scene stays in table pixels).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from koikoi.cards import DECK, Card, Lang
from widgets.art.canvas import Pen, draw_primitives
from widgets.art.faces import face_at, overlays
from widgets.art.primitives import ART_H, ART_W, Primitive
from widgets.table.scene import CardItem, Item, Scene, hint_marks, mark_frame

__all__ = ["CardAtlas", "draw_items", "draw_scene"]

COLUMNS = 10
PAD = 2


class CardAtlas:
    """The 48 faces and the back for cards ``width`` table pixels wide, drawn on a hidden
    canvas at ``scale`` device pixels per table pixel (the faces :func:`face_at` gives for
    that width: compact ones for pile-sized cards, without their names: the scene writes
    those to fit the part of each card in view, :mod:`widgets.table.names`).

    ``canvas`` is any object with the ipycanvas drawing API (tests pass a recorder), sized
    :meth:`size` ``(width, scale)``. Call :meth:`draw` whenever a page connects (the
    canvas keeps no state before that).
    """

    def __init__(
        self, canvas: Any, width: float, lang: Lang | None = None, scale: float = 1.0
    ) -> None:
        if not (isinstance(scale, int | float) and 0 < scale <= 8):
            raise ValueError(f"scale={scale!r} must be a number of device pixels in (0, 8]")
        self.canvas = canvas
        self.width = width
        self.scale = float(scale)
        self.height = width * ART_H / ART_W
        self.lang = lang
        self.cell_w = math.ceil(width * scale) + 2 * PAD
        self.cell_h = math.ceil(self.height * scale) + 2 * PAD
        self.drawn = False

    @staticmethod
    def size(width: float, scale: float = 1.0) -> tuple[int, int]:
        """The atlas canvas size (pixels) for cards ``width`` wide at ``scale``."""
        cell_w = math.ceil(width * scale) + 2 * PAD
        cell_h = math.ceil(width * ART_H / ART_W * scale) + 2 * PAD
        return COLUMNS * cell_w, math.ceil(49 / COLUMNS) * cell_h

    def cell(self, card: Card | None) -> tuple[int, int]:
        """Top-left pixel of ``card``'s sprite (None = the back)."""
        index = 48 if card is None else card.index
        return (index % COLUMNS) * self.cell_w + PAD, (index // COLUMNS) * self.cell_h + PAD

    def draw(self) -> None:
        """Draw every sprite (call inside ``hold_canvas()``)."""
        self.canvas.clear()
        for card in (*DECK, None):
            x, y = self.cell(card)
            prims = face_at(card, self.width, self.lang, named=False)
            draw_primitives(self.canvas, prims, x, y, self.width * self.scale)
        self.drawn = True

    def blit(self, target: Any, card: Card | None, x: float, y: float) -> None:
        """Copy ``card``'s sprite onto ``target`` with its top-left at device pixel
        ``(x, y)`` (whatever ``target``'s transform: the sprite's pixels are copied one to
        one)."""
        sx, sy = self.cell(card)
        target.save()
        if self.scale != 1:
            target.reset_transform()  # the table draws scaled to device pixels
        target.begin_path()
        target.rect(x, y, self.width * self.scale, self.height * self.scale)
        target.clip()
        target.draw_image(self.canvas, x - sx, y - sy)
        target.restore()


def _flush(pen: Pen, batch: list[Primitive]) -> None:
    if batch:
        draw_primitives(pen.canvas, batch, 0, 0, ART_W, pen)
        batch.clear()


def draw_scene(
    canvas: Any, scene: Scene, atlases: dict[float, CardAtlas], scale: float = 1.0
) -> None:
    """Draw ``scene`` on ``canvas`` (call inside ``hold_canvas()``) at ``scale`` device
    pixels per table pixel; cards come from the atlas of their width (made at the same
    scale)."""
    canvas.clear()
    draw_items(canvas, scene.items, atlases, scale)


def draw_items(
    canvas: Any, items: Sequence[Item], atlases: dict[float, CardAtlas], scale: float = 1.0
) -> None:
    """Draw scene ``items`` on ``canvas`` as it is (no clearing), as :func:`draw_scene`.

    Drawing attributes are sent only when they change (:class:`~widgets.art.canvas.Pen`);
    the canvas keeps its state from the last redraw, so the first of each is sent. At a
    ``scale`` other than 1 the canvas is scaled once for all the items (each sprite is
    copied at device pixels), not once per run of shapes."""
    pen = Pen(canvas)
    if scale != 1:
        canvas.save()
        canvas.scale(scale, scale)
    batch: list[Primitive] = []
    for item in items:
        if not isinstance(item, CardItem):
            batch.append(item)
            continue
        _flush(pen, batch)
        pen.set("global_alpha", 1)  # the sprite as drawn
        slot = item.slot
        x, y = round(slot.x * scale), round(slot.y * scale)
        atlas = atlases[slot.w]
        if atlas.scale != scale:
            raise ValueError(
                f"the atlas of {slot.w}-pixel cards is drawn at scale {atlas.scale}, "
                f"the table at {scale}: make the atlases at the table's scale"
            )
        atlas.blit(canvas, slot.card, x, y)
        fx, fy = x / scale, y / scale
        marks = _overlays(item)
        if marks:
            draw_primitives(canvas, marks, fx, fy, slot.w, pen)
        if item.marked:
            batch.append(mark_frame(fx, fy, slot.w, slot.h))
        if item.hinted:
            batch += hint_marks(fx, fy, slot.w, slot.h)
    _flush(pen, batch)
    if scale != 1:
        canvas.restore()


def _overlays(item: CardItem) -> Iterable[Primitive]:
    return overlays(highlight=item.highlight, selected=item.selected, dimmed=item.dimmed)
