"""Reading the opponent's hand from their plays: sampled worlds that fit what they did.

A player who lays a hand card on the field (it captures nothing) usually holds no card that
could have captured: every reasonable policy takes a card when it can. Hands only shrink
in a round, so each such lay says of the opponent's *current* hand: probably no card of a
month that was on the field then. :func:`lay_constraints` reads those months from the
public event log (the field rebuilt event by event); :func:`sample_informed` deals the
unseen cards like :func:`~koikoi.agents.sampling.sample_state`, but accepts a deal only
with probability ``leak ** (lays it contradicts)`` (rejection sampling: the accepted
worlds are weighted by the likelihood of the observed lays, with ``leak`` the chance that
the opponent lays although it could capture).

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("1p1 2p1", "3p1 4p1"), field="5p1", deck="6p1 7p1")
>>> lay_constraints(rnd.view(0))  # no deal in the log: nothing is known
()
"""

from __future__ import annotations

import random

from ..cards import mask_of
from ..state import MONTH_OF, State
from ..view import PlayerView
from .sampling import sample_state

LEAK = 0.2
"""The assumed chance that a player lays a hand card although one of theirs could capture."""

TRIES = 30
"""Deals drawn at most for one accepted sample (then the last one is taken)."""


def lay_constraints(view: PlayerView) -> tuple[int, ...]:
    """For each lay of a hand card by the opponent this round, the mask of the cards of the
    months then on the field (a card of the opponent's current hand in it could have
    captured). Empty when the log has no deal (a set-up position: the field's history is
    unknown)."""
    them = view.opponent
    field = 0
    dealt = False
    pending = 0  # months on the field at the opponent's play, until its outcome is read
    masks: list[int] = []
    for event in view.events:
        kind = event.kind
        if kind == "deal":
            field = mask_of(event.cards)
            dealt = True
        elif kind == "play":
            pending = _months(field) if dealt and event.player == them else 0
        elif kind == "lay":
            field |= mask_of(event.cards)
            if pending:
                masks.append(pending)
            pending = 0
        elif kind == "capture":
            field &= ~mask_of(event.cards)
            pending = 0
    return tuple(masks)


def _months(mask: int) -> int:
    """The mask of every card of the months of the cards in ``mask``."""
    months = 0
    while mask:
        low = mask & -mask
        months |= MONTH_OF[low.bit_length() - 1]
        mask ^= low
    return months


def sample_informed(
    view: PlayerView,
    rng: random.Random,
    constraints: tuple[int, ...],
    *,
    leak: float = LEAK,
    tries: int = TRIES,
) -> State:
    """A state consistent with ``view`` whose opponent hand is drawn in proportion to the
    likelihood of the opponent's lays (``constraints`` from :func:`lay_constraints`)."""
    state = sample_state(view, rng)
    if not constraints:
        return state
    them = view.opponent
    for _ in range(tries - 1):
        hand = state.hands[them]
        odds = 1.0
        for mask in constraints:
            if hand & mask:
                odds *= leak
        if odds >= 1.0 or rng.random() < odds:
            return state
        state = sample_state(view, rng)
    return state
