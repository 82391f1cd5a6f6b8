"""A round seen by one player as a static SVG picture: the same table as the widget.

:mod:`widgets.display` registers :func:`round_svg` as the picture of a ``Round`` and a
``PlayerView``, so a round shows as a picture in any notebook that imported ``widgets``, in
stored outputs and on static pages.

>>> from koikoi import Round
>>> svg = round_svg(Round.deal(seed=1).view(0))
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 1200 ')
True
>>> svg == round_svg(Round.deal(seed=1).view(0))
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from koikoi.cards import Lang
from widgets.art.faces import face_at
from widgets.art.primitives import ART_W
from widgets.art.svg import render, render_primitive, svg_number
from widgets.i18n import is_you
from widgets.i18n import translator as _
from widgets.table.scene import (
    CardItem,
    Marks,
    Scene,
    TableState,
    build_scene,
    hint_marks,
    mark_frame,
)

if TYPE_CHECKING:
    from koikoi.round import Round
    from koikoi.view import PlayerView

__all__ = ["round_svg", "scene_svg", "table_title"]

_n = svg_number  # short, for the f-strings below


def card_item_svg(item: CardItem, lang: Lang | None) -> str:
    """One card of the table, placed and scaled into its slot, with its overlays."""
    slot = item.slot
    overlay = {"highlight": item.highlight, "selected": item.selected, "dimmed": item.dimmed}
    prims = face_at(slot.card, slot.w, lang, named=False, **overlay)
    scale = slot.w / ART_W
    out = (
        f'<g transform="translate({_n(slot.x)} {_n(slot.y)}) scale({_n(scale)})">'
        f"{render(prims)}</g>"
    )
    if item.marked:
        out += render_primitive(mark_frame(slot.x, slot.y, slot.w, slot.h))
    if item.hinted:
        out += "".join(render_primitive(p) for p in hint_marks(slot.x, slot.y, slot.w, slot.h))
    return out


def scene_svg(scene: Scene, *, lang: Lang | None = None, title: str | None = None) -> str:
    """A :class:`~widgets.table.scene.Scene` as a complete ``<svg>`` document."""
    title = _("Koi-Koi table") if title is None else title
    lay = scene.layout
    body = "".join(
        card_item_svg(item, lang) if isinstance(item, CardItem) else render_primitive(item)
        for item in scene.items
    )
    return (
        # as wide as its column (its shape kept by the viewBox); inline in a page, no wider
        # than its own size (JupyterLab shows it as an <img>, which fills the column)
        f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" '
        f'viewBox="0 0 {lay.width} {lay.height}" style="max-width:{lay.width}px" '
        f'role="img" aria-label={quoteattr(title)}>'
        f"<title>{escape(title)}</title>{body}</svg>"
    )


def table_title(player: str) -> str:
    """The title of a table picture seen by ``player`` (a name, or "You" in the course
    language: "your side of the table")."""
    if is_you(player):
        return _("Koi-Koi table, seen from your side")
    return _("Koi-Koi table seen by {player}", player=player)


def round_svg(
    view: PlayerView | Round,
    *,
    lang: Lang | None = None,
    player: int | None = None,
    names: tuple[str, str] | None = None,
    regions: Iterable[str] | None = None,
    doubling: bool = True,
) -> str:
    """The table of ``view`` (a PlayerView, or a Round from ``player``'s side, the mover's
    by default) as SVG: opponent's hand face down, field, stock, your hand, both captured
    piles with yaku progress, calls and, once over, the result (``doubling=False``: no
    multipliers nor doubling rules on the totals bar)."""
    state = TableState.of(view, player, names=names)
    return scene_svg(
        build_scene(state, Marks(), lang=lang, regions=regions, doubling=doubling),
        lang=lang,
        title=table_title(state.names[state.player]),
    )
