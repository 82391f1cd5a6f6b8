"""Determinization: compact states consistent with what one player can see.

A :class:`~koikoi.view.PlayerView` hides the opponent's hand and the stock order.
:func:`sample_state` deals the unseen cards at random into those two places (sizes as the
view says) and builds a :class:`koikoi.state.State` that plays on exactly like the real
round would if the hidden cards lay that way: same phase, drawn card, koi-koi calls, last
caller and the piles held at a call. Searching agents and the coach average play-outs over
such samples; nothing here reads a hidden card.

>>> from koikoi import Round
>>> rnd = Round.deal(seed=3)
>>> state = sample_state(rnd.view(0), random.Random(1))
>>> state.hands[0] == rnd.state.hands[0], state.hands[1].bit_count(), state.stock_left()
(True, 8, 24)
"""

from __future__ import annotations

import random

from ..cards import mask_of
from ..round import Phase
from ..state import DECISION, DRAW_CHOICE, OVER, PLAY, State
from ..view import PlayerView

_PHASES = {Phase.PLAY: PLAY, Phase.DRAW_CHOICE: DRAW_CHOICE, Phase.DECISION: DECISION}


def sample_state(view: PlayerView, rng: random.Random) -> State:
    """A state consistent with ``view``: the unseen cards dealt at random into the
    opponent's hand and the stock (cards out of play in a set-up position stay out)."""
    me, them = view.player, view.opponent
    unseen = [card.index for card in view.unseen()]
    needed = view.opponent_hand_size + view.stock_size
    if needed > len(unseen):
        raise ValueError(
            f"view of player {me} is inconsistent: {needed} hidden cards but only "
            f"{len(unseen)} unseen"
        )
    hidden = rng.sample(unseen, needed)
    hands = [0, 0]
    hands[me] = mask_of(view.hand)
    hands[them] = sum(1 << card for card in hidden[: view.opponent_hand_size])
    captured = (mask_of(view.captured[0]), mask_of(view.captured[1]))
    state = State(
        view.rules,
        hands=hands,
        field=mask_of(view.field),
        deck=hidden[view.opponent_hand_size :],
        captured=captured,
        dealer=view.dealer,
        to_move=view.to_move,
        calls=view.koikoi_calls,
        last_caller=_last_caller(view),
        month=view.month,
    )
    _restore_public_history(state, view)
    return state


def _restore_public_history(state: State, view: PlayerView) -> None:
    """Set what the constructor cannot know from piles alone: the phase, the drawn card,
    the piles held at each call and, mid-turn, the mover's pile and total at the turn's
    start."""
    if view.result is not None:
        state.phase = OVER
        return
    state.phase = _PHASES[view.phase]
    if view.drawn is not None:
        state.pending = view.drawn.index
    events = view.events
    callers = [i for i, event in enumerate(events) if event.kind == "koikoi"]
    for player in (0, 1):
        calls = [i for i in callers if events[i].player == player]
        if calls:  # the pile at the call: today's pile minus what was captured since
            since = _captured_by(events[calls[-1] + 1 :], player)
            state.call_piles[player] = state.captured[player] & ~since
    if state.phase == DRAW_CHOICE:  # mid-turn: the mover's yaku total at the turn's start
        mover = state.to_move
        plays = [i for i, e in enumerate(events) if e.kind == "play" and e.player == mover]
        this_turn = _captured_by(events[plays[-1] :], mover) if plays else 0
        state.turn_start = state.captured[mover] & ~this_turn
        state.totals[mover] = state.total(state.turn_start)


def _last_caller(view: PlayerView) -> int | None:
    """The player who called koi-koi last (None: let the state infer it from the calls,
    as in a set-up position without history)."""
    for event in reversed(view.events):
        if event.kind == "koikoi":
            return event.player
    return None


def _captured_by(events, player: int) -> int:  # type: ignore[no-untyped-def]
    mask = 0
    for event in events:
        if event.kind == "capture" and event.player == player:
            mask |= mask_of(event.cards)
    return mask


def outcome(state: State, player: int) -> int:
    """Points of a finished round from ``player``'s side: won points, or minus the
    opponent's (0 for a drawn round)."""
    assert state.result is not None, "the round is not over"
    winner, points = state.result.winner, state.result.points
    if winner is None:
        return 0
    return points if winner == player else -points
