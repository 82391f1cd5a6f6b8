"""Pictures and texts of engine objects in notebooks, registered with :mod:`koikoi.display`.

The engine names no layer above it: importing :mod:`widgets` (any of its modules) calls
:func:`register`, which gives a :class:`~koikoi.cards.Card` its SVG face, and a
:class:`~koikoi.round.Round` (from the mover's side) and a
:class:`~koikoi.view.PlayerView` their table picture and the same table in words
(:mod:`widgets.table.text`). The renderers import the drawing modules when first called,
so ``import widgets`` stays light and needs neither ipywidgets nor ipycanvas.

>>> from koikoi import Card, Round
>>> register()
>>> Card.parse("9a")._repr_svg_().startswith("<svg")
True
>>> Round.deal(seed=1)._repr_svg_().startswith("<svg")
True
"""

from __future__ import annotations

from koikoi import display
from koikoi.cards import Card
from koikoi.round import Round
from koikoi.view import PlayerView

__all__ = ["card_picture", "register", "round_picture", "round_text", "view_picture", "view_text"]


def card_picture(card: Card) -> str:
    """The card's face as SVG (:func:`widgets.art.svg.card_svg`)."""
    from widgets.art.svg import card_svg

    return card_svg(card)


def view_picture(view: PlayerView) -> str:
    """The table as ``view``'s player sees it, as SVG (:func:`widgets.table.svg.round_svg`)."""
    from widgets.table.svg import round_svg

    return round_svg(view)


def view_text(view: PlayerView) -> str:
    """The table picture's title and the table in words (:mod:`widgets.table.text`)."""
    from widgets.table.scene import TableState
    from widgets.table.svg import table_title
    from widgets.table.text import table_text

    state = TableState.of(view)
    return table_title(state.names[state.player]) + "\n" + table_text(state)


def round_picture(rnd: Round) -> str:
    """The round from the mover's side, as SVG."""
    return view_picture(rnd.view(rnd.to_move))


def round_text(rnd: Round) -> str:
    """The round from the mover's side, in words."""
    return view_text(rnd.view(rnd.to_move))


def register() -> None:
    """Register the pictures and texts above with :mod:`koikoi.display` (again: no change)."""
    display.register(Card, display.SVG, card_picture)
    display.register(Round, display.SVG, round_picture)
    display.register(Round, display.TEXT, round_text)
    display.register(PlayerView, display.SVG, view_picture)
    display.register(PlayerView, display.TEXT, view_text)
