"""A table position in words: what a text-only reader of a saved notebook sees of a table.

The same :class:`~widgets.table.scene.TableState` the picture draws, one fact a line, in
the course language: the month (when the round has one) and who deals and moves (or the
result), each hand (the opponent's as a count unless shown open), the field, the stock,
both captured piles and the koi-koi calls.

>>> from koikoi import Round
>>> from widgets.table.scene import TableState
>>> print(table_text(TableState.of(Round.deal(seed=2024), 0)))  # doctest: +ELLIPSIS
January (pine) · dealer: You · to move: You
Hand (You): bush warbler (2a), plum poetry ribbon (2r), ..., phoenix (12b)
Hand (Opponent): 8 cards, face down
Field: ...
Stock: 24 cards
Your pile: nothing
The opponent's pile: nothing
"""

from __future__ import annotations

from koikoi.cards import MONTHS
from koikoi.phase import Phase
from widgets.i18n import cards_text, is_default_opponent, is_you, ngettext, sentence_names
from widgets.i18n import translator as _
from widgets.table.scene import TableState

__all__ = ["table_text"]


def table_text(state: TableState) -> str:
    """``state`` in words, one line per fact (see the module's docstring)."""
    names = state.names
    me, other = state.player, 1 - state.player
    head = _("dealer: {player}", player=names[state.dealer])
    if state.month is not None:  # a position given by hand may have no month
        month = MONTHS[state.month - 1]
        head = f"{month.name()} ({month.plant_name()}) · " + head
    if state.result is not None:
        head += "\n" + state.result.describe(sentence_names(names))
    else:
        head += " · " + _("to move: {player}", player=names[state.to_move])
    lines = [head, _("Hand ({player}): {cards}", player=names[me], cards=cards_text(state.hand))]
    if isinstance(state.opponent_hand, int):
        count = state.opponent_hand
        hidden = ngettext("{count} card, face down", "{count} cards, face down", count, count=count)
        lines.append(_("Hand ({player}): {cards}", player=names[other], cards=hidden))
    else:
        shown = cards_text(state.opponent_hand)
        lines.append(_("Hand ({player}): {cards}", player=names[other], cards=shown))
    lines.append(_("Field: {cards}", cards=cards_text(state.field)))
    if state.drawn is not None and state.phase is Phase.DRAW_CHOICE:
        lines.append(_("Drawn card: {card}", card=cards_text((state.drawn,))))
    stock = ngettext("{count} card", "{count} cards", state.stock_size, count=state.stock_size)
    lines.append(_("Stock: {cards}", cards=stock))
    for seat in (me, other):
        pile = cards_text(state.captured[seat])
        lines.append(_pile(names[seat], pile))
        if state.koikoi_calls[seat]:
            calls = state.koikoi_calls[seat]
            lines.append(_("Koi-koi calls ({player}): {count}", player=names[seat], count=calls))
    return "\n".join(lines)


def _pile(name: str, cards: str) -> str:
    """A captured pile's line, titled as the picture titles it ("your pile")."""
    if is_you(name):
        return _("Your pile: {cards}", cards=cards)
    if is_default_opponent(name):
        return _("The opponent's pile: {cards}", cards=cards)
    return _("{player}'s pile: {cards}", player=name, cards=cards)
