"""Draw a table :class:`~widgets.table.scene.Scene` on an ipycanvas ``Canvas``, fast.

Card faces are drawn once per connected page into a sprite atlas (an undisplayed canvas,
one per card size) with :mod:`widgets.art.canvas`; a table redraw then copies each card
from the atlas (a clip and a ``draw_image``) instead of replaying its ~60 shapes, so a
whole redraw is a few hundred commands in one message (inside ``hold_canvas()``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from koikoi.cards import DECK, Card, Lang
from widgets.art.canvas import draw_primitives
from widgets.art.faces import card_back, card_face, overlays
from widgets.art.primitives import ART_H, ART_W, Primitive
from widgets.table.scene import CardItem, Scene, mark_frame

__all__ = ["CardAtlas", "draw_scene"]

COLUMNS = 10
PAD = 2


class CardAtlas:
    """The 48 faces and the back at one ``width``, drawn on a hidden canvas.

    ``canvas`` is any object with the ipycanvas drawing API (tests pass a recorder). Call
    :meth:`draw` whenever a page connects (the canvas keeps no state before that).
    """

    def __init__(self, canvas: Any, width: float, lang: Lang | None = None) -> None:
        self.canvas = canvas
        self.width = width
        self.height = width * ART_H / ART_W
        self.lang = lang
        self.cell_w = math.ceil(width) + 2 * PAD
        self.cell_h = math.ceil(self.height) + 2 * PAD
        self.drawn = False

    @staticmethod
    def size(width: float) -> tuple[int, int]:
        """The atlas canvas size (pixels) for cards ``width`` wide."""
        cell_w = math.ceil(width) + 2 * PAD
        cell_h = math.ceil(width * ART_H / ART_W) + 2 * PAD
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
            prims = card_face(card, self.lang) if card is not None else card_back()
            draw_primitives(self.canvas, prims, x, y, self.width)
        self.drawn = True

    def blit(self, target: Any, card: Card | None, x: float, y: float) -> None:
        """Copy ``card``'s sprite onto ``target`` with its top-left at ``(x, y)``."""
        sx, sy = self.cell(card)
        target.save()
        target.begin_path()
        target.rect(x, y, self.width, self.height)
        target.clip()
        target.draw_image(self.canvas, x - sx, y - sy)
        target.restore()


def _flush(canvas: Any, batch: list[Primitive]) -> None:
    if batch:
        draw_primitives(canvas, batch, 0, 0, ART_W)
        batch.clear()


def draw_scene(canvas: Any, scene: Scene, atlases: dict[float, CardAtlas]) -> None:
    """Draw ``scene`` on ``canvas`` (call inside ``hold_canvas()``); cards come from the
    atlas of their width."""
    canvas.clear()
    batch: list[Primitive] = []
    for item in scene.items:
        if not isinstance(item, CardItem):
            batch.append(item)
            continue
        _flush(canvas, batch)
        slot = item.slot
        x, y = round(slot.x), round(slot.y)
        atlas = atlases[slot.w]
        atlas.blit(canvas, slot.card, x, y)
        marks = _overlays(item)
        if marks:
            draw_primitives(canvas, marks, x, y, slot.w)
        if item.marked:
            batch.append(mark_frame(x, y, slot.w, slot.h))
    _flush(canvas, batch)


def _overlays(item: CardItem) -> Iterable[Primitive]:
    return overlays(highlight=item.highlight, selected=item.selected, dimmed=item.dimmed)
