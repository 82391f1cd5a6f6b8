"""Determinization: compact states consistent with what one player can see.

A :class:`~koikoi.view.PlayerView` hides the opponent's hand and the stock order.
:func:`sample_state` deals the unseen cards at random into those two places (sizes as the
view says) and builds a :class:`koikoi.state.State` that plays on exactly like the real
round would if the hidden cards lay that way: same phase, drawn card, koi-koi calls, last
caller, the piles held at the calls and the pile at the turn's start, all read from the
view's fields (never from its event log). Searching agents and the coach average
play-outs over such samples; nothing here reads a hidden card.

>>> from koikoi import Round
>>> rnd = Round.deal(seed=3)
>>> state = sample_state(rnd.view(0), random.Random(1))
>>> state.hands[0] == rnd.state.hands[0], state.hands[1].bit_count(), state.stock_left()
(True, 8, 24)
"""

from __future__ import annotations

import random

from ..cards import mask_of
from ..phase import Phase
from ..state import DECISION, DRAW_CHOICE, OVER, PLAY, State
from ..view import PlayerView

_PHASES = {Phase.PLAY: PLAY, Phase.DRAW_CHOICE: DRAW_CHOICE, Phase.DECISION: DECISION}


def sample_state(view: PlayerView, rng: random.Random) -> State:
    """A state consistent with ``view``: the unseen cards dealt at random into the
    opponent's hand and the stock (cards out of play in a set-up position stay out)."""
    template, unseen, in_hand, needed = _template(view)
    hidden = rng.sample(unseen, needed)
    state = template.copy()
    state.hands[view.opponent] = sum(1 << card for card in hidden[:in_hand])
    state.deck = tuple(hidden[in_hand:])
    return state


_Template = tuple[State, list[int], int, int]
_last: tuple[PlayerView | None, _Template | None] = (None, None)
"""The template of the view sampled last (a search samples one view many times)."""


def _template(view: PlayerView) -> _Template:
    """What every sample of ``view`` shares: the state with an empty opponent hand and
    stock, the unseen card indices, the opponent's hand size and the hidden cards' count
    (remembered for the last view asked, by identity: views are immutable)."""
    global _last
    seen, template = _last
    if seen is view and template is not None:
        return template
    template = _build_template(view)
    _last = (view, template)
    return template


def _build_template(view: PlayerView) -> _Template:
    """:func:`_template`, computed."""
    me = view.player
    unseen = [card.index for card in view.unseen()]
    needed = view.opponent_hand_size + view.stock_size
    if needed > len(unseen):
        raise ValueError(
            f"view of player {me} is inconsistent: {needed} hidden cards but only "
            f"{len(unseen)} unseen"
        )
    hands = [0, 0]
    hands[me] = mask_of(view.hand)
    captured = (mask_of(view.captured[0]), mask_of(view.captured[1]))
    state = State(
        view.rules,
        hands=hands,
        field=mask_of(view.field),
        deck=(),
        captured=captured,
        dealer=view.dealer,
        to_move=view.to_move,
        calls=view.koikoi_calls,
        last_caller=-1 if view.last_caller is None else view.last_caller,
        month=view.month,
    )
    template = (state, unseen, view.opponent_hand_size, needed)
    if view.result is not None:
        state.phase = OVER
        return template
    state.phase = _PHASES[view.phase]
    if view.drawn is not None:
        state.pending = view.drawn.index
    state.call_piles = [mask_of(view.call_piles[0]), mask_of(view.call_piles[1])]
    state.turn_start = mask_of(view.turn_start)
    if state.phase == DRAW_CHOICE:  # mid-turn: the mover's total is still the turn start's
        state.totals[state.to_move] = state.total(state.turn_start)
    return template


def outcome(state: State, player: int) -> int:
    """Points of a finished round from ``player``'s side: won points, or minus the
    opponent's (0 for a drawn round)."""
    assert state.result is not None, "the round is not over"
    winner, points = state.result.winner, state.result.points
    if winner is None:
        return 0
    return points if winner == player else -points
