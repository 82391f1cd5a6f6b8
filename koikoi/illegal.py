"""Why a move is illegal: the error a refused move raises, in the learner's language.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("1b 2a", "3p1"), field="1p1 1p2", deck="4p1")
>>> print(illegal_move_error(rnd.state, Move.parse("2a>1p1"), None))
cannot play '2a>1p1': 2a has no match on the field and stays there; play '2a'
"""

from __future__ import annotations

from .cards import DECK, cards_of, format_cards
from .i18n import Translator
from .moves import IllegalMoveError, Move
from .result import RoundResult
from .state import DECISION, DRAW_CHOICE, MONTH_OF, OVER, State, choice_targets

_ = Translator("koikoi")


def illegal_move_error(state: State, move: Move, result: RoundResult | None) -> IllegalMoveError:
    """The error for a well-formed ``move`` that is not legal in ``state`` (``result``:
    how the round ended, if it has), saying why in the learner's language: the table
    shows it when a click is refused."""
    player = state.to_move
    said = repr(str(move))
    if state.phase == OVER:
        return IllegalMoveError(
            _("cannot play {move}: the round is over ({result})", move=said, result=result)
        )
    if state.phase == DECISION:
        return IllegalMoveError(
            _(
                "cannot play {move}: player {player}'s yaku improved, so they must first "
                "choose 'koikoi' or 'stop'",
                move=said,
                player=player,
            )
        )
    if move.kind in ("koikoi", "stop"):
        return IllegalMoveError(
            _(
                "{move} is not a choice now: koi-koi or stop is chosen only at the end of a "
                "turn that improved your yaku",
                move=said,
            )
        )
    if state.phase == DRAW_CHOICE:
        drawn = DECK[state.pending]
        first, second = cards_of(choice_targets(state.field, state.pending))
        cards = {"move": said, "drawn": drawn, "first": first, "second": second}
        if move.kind != "draw":
            return IllegalMoveError(
                _(
                    "cannot play {move}: the drawn card {drawn} matches {first} and "
                    "{second}; choose its capture first ('>{first}' or '>{second}')",
                    **cards,
                )
            )
        return IllegalMoveError(
            _(
                "cannot play {move}: the drawn card {drawn} can capture {first} or "
                "{second}, not {target}",
                target=move.target,
                **cards,
            )
        )
    if move.kind == "draw":
        return IllegalMoveError(
            _(
                "cannot play {move}: no drawn card is waiting; play a card from the hand",
                move=said,
            )
        )
    card = move.card
    assert card is not None
    if not state.hands[player] & card.mask:
        hand = format_cards(state.hands[player]) or _("empty")
        return IllegalMoveError(
            _(
                "cannot play {move}: {card} is not in player {player}'s hand ({hand})",
                move=said,
                card=card,
                player=player,
                hand=hand,
            )
        )
    targets = cards_of(state.field & MONTH_OF[card.index])
    if len(targets) == 2:
        pair = {"move": said, "card": card, "first": targets[0], "second": targets[1]}
        if move.target is None:
            return IllegalMoveError(
                _(
                    "cannot play {move}: {card} matches two field cards, {first} and "
                    "{second}; say which to capture ('{card}>{first}' or '{card}>{second}')",
                    **pair,
                )
            )
        return IllegalMoveError(
            _(
                "cannot play {move}: {card} can capture {first} or {second}, not {target}",
                target=move.target,
                **pair,
            )
        )
    if not targets:
        text = _(
            "cannot play {move}: {card} has no match on the field and stays there; play '{card}'",
            move=said,
            card=card,
        )
    elif len(targets) == 1:
        text = _(
            "cannot play {move}: {card} captures its only match {match} by itself; play '{card}'",
            move=said,
            card=card,
            match=targets[0],
        )
    else:
        text = _(
            "cannot play {move}: {card} captures all three cards of its month; play '{card}'",
            move=said,
            card=card,
        )
    return IllegalMoveError(text)
