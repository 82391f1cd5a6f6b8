"""The card art: one description per card face (:mod:`.faces`, :mod:`.motifs`,
:mod:`.primitives`) in one palette (:mod:`.palette`), rendered as SVG (:mod:`.svg`) or
on an ipycanvas (:mod:`.canvas`, not re-exported here: it needs ipycanvas, and the
engine's SVG display hooks import this package without it); piles grouped by class
(:mod:`.groups`), and the HTML tables that every layer writes beside the pictures
(:mod:`.html`). Its words come from :mod:`widgets.i18n`; the printed pages that use this
art are in :mod:`widgets.pages`.

Every card is drawn in the design unit :data:`ART_W` x :data:`ART_H` and scaled to the
size it is shown at.
"""

from widgets.art.faces import bare_face, card_back, card_face
from widgets.art.groups import GROUP_NAMES, group_name, pile_groups
from widgets.art.palette import CARD_GOLD, INK, PAPER, RIM
from widgets.art.primitives import ART_H, ART_W
from widgets.art.svg import back_svg, bare_svg, card_svg, cards_svg, pile_svg

__all__ = [
    "ART_H",
    "ART_W",
    "CARD_GOLD",
    "GROUP_NAMES",
    "INK",
    "PAPER",
    "RIM",
    "back_svg",
    "bare_face",
    "bare_svg",
    "card_back",
    "card_face",
    "card_svg",
    "cards_svg",
    "group_name",
    "pile_groups",
    "pile_svg",
]
