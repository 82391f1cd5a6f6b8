"""The greedy agent: rule-based, one move deep, from the view only.

It scores every legal play by what it captures now (yaku completed, cards toward open
yaku, cards the opponent needs taken away) against what laying a card gives away, and
decides koi-koi with a few sensible rules: go on only early in the round (4 or more cards
in hand), on a small score (under 6) and with no opponent yaku one card away; else stop.
:func:`move_features` is the shared reading of a move that the coach also puts into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, mask_of
from ..moves import Move
from ..scoring import YakuProgress, progress, total_function
from ..state import MONTH_OF, choice_targets
from ..view import PlayerView
from ..yaku import yaku_value_table
from .base import BaseAgent
from .rollout import CARD_VALUE

_KEEP_GOING_HAND = 4  # koi-koi only with at least this many cards left in hand


@dataclass(frozen=True, slots=True)
class MoveFeatures:
    """What a play (or a drawn card's capture) does at once, before the draw that follows.

    ``card`` is the card played (or drawn); ``captured`` the cards going to the pile (empty
    when ``card`` is laid on the field); ``gained`` the rise of the player's yaku total;
    ``completes``, ``advances`` and ``blocks`` name yaku reached, brought closer, and
    taken from the opponent; ``feeds`` names opponent yaku one card away that a laid card
    would complete.
    """

    move: Move
    card: Card
    captured: tuple[Card, ...]
    gained: int
    completes: tuple[str, ...]
    advances: tuple[YakuProgress, ...]
    blocks: tuple[YakuProgress, ...]
    feeds: tuple[YakuProgress, ...]

    @property
    def laid(self) -> bool:
        """Whether the card stays on the field (it captures nothing)."""
        return not self.captured


def move_features(view: PlayerView, move: Move) -> MoveFeatures:
    """Read a play or draw-capture ``move`` from ``view`` (koi-koi and stop have none)."""
    if move.kind == "play":
        card = move.card
    elif move.kind == "draw":
        card = view.drawn
    else:
        raise ValueError(f"move {str(move)!r} captures nothing: only plays have features")
    assert card is not None
    me, them = view.player, view.opponent
    rules = view.rules
    month = view.month if rules.tsuki_fuda else None
    mine, theirs = mask_of(view.captured[me]), mask_of(view.captured[them])
    field = mask_of(view.field)
    if choice_targets(field, card.index):
        assert move.target is not None
        taken = move.target.mask
    else:
        taken = field & MONTH_OF[card.index]
    captured = (taken | card.mask) if taken else 0
    total = total_function(rules, month)
    gained = total(mine | captured) - total(mine)
    before = progress(mine, rules, opponent=theirs, month=month)
    after = progress(mine | captured, rules, opponent=theirs, month=month)
    completes = tuple(
        a.name for b, a in zip(before, after, strict=True) if a.counted and not b.counted
    )
    advances = tuple(
        a
        for b, a in zip(before, after, strict=True)
        if a.needed < b.needed and a.needed > 0 and a.status != "blocked"
    )
    their_before = progress(theirs, rules, opponent=mine, month=month)
    their_after = progress(theirs, rules, opponent=mine | captured, month=month)
    blocks = tuple(
        b
        for b, a in zip(their_before, their_after, strict=True)
        if b.status in ("one away", "open") and a.status == "blocked"
    )
    feeds = tuple(
        p for p in their_before if not captured and p.status == "one away" and card in p.completing
    )
    return MoveFeatures(
        move,
        card,
        (card, *(c for c in view.field if c.mask & taken)) if taken else (),
        gained,
        completes,
        advances,
        blocks,
        feeds,
    )


def play_value(view: PlayerView, features: MoveFeatures) -> float:
    """The greedy agent's worth of a play: points gained, cards taken, yaku brought closer
    or blocked, minus what a laid card gives away."""
    values = yaku_value_table(view.rules)
    worth = 4.0 * features.gained + sum(CARD_VALUE[c.index] for c in features.captured)
    worth += sum(values.get(p.name, 1) / (p.needed + 1) for p in features.advances)
    worth += sum(
        values.get(p.name, 1) * (1.0 if p.status == "one away" else 0.3) for p in features.blocks
    )
    if features.laid:
        worth -= CARD_VALUE[features.card.index]
        worth -= sum(2.0 * values.get(p.name, 1) for p in features.feeds)
    return worth


def opponent_threats(view: PlayerView) -> tuple[YakuProgress, ...]:
    """The opponent's yaku that one more card completes (and that card is still in play)."""
    rules = view.rules
    month = view.month if rules.tsuki_fuda else None
    theirs, mine = view.captured[view.opponent], view.captured[view.player]
    return tuple(
        p
        for p in progress(theirs, rules, opponent=mine, month=month)
        if p.status == "one away" and not p.counted
    )


def wants_koikoi(view: PlayerView) -> bool:
    """The greedy koi-koi rule: go on only with a young hand, a small total, and no
    opponent yaku one card away."""
    total = view.score().total
    double_at = view.rules.double_at or 99
    return (
        len(view.hand) >= _KEEP_GOING_HAND
        and total < min(double_at, 6)
        and not opponent_threats(view)
    )


class GreedyAgent(BaseAgent):
    """Takes the best-looking capture now; blocks yaku the opponent nearly has.

    >>> from koikoi import Round
    >>> rnd = Round.from_position(hands=("7a 1p1", "2p1"), field="7p1 3p1",
    ...     deck="4p1 5p1", captured=("10a 6a", ""))
    >>> str(GreedyAgent(seed=1)(rnd.view(0), rnd.legal_moves()))
    '7a'
    """

    name = "greedy"

    def _choose(self, view: PlayerView, legal: tuple[Move, ...]) -> Move:
        if legal[0].kind in ("koikoi", "stop"):
            want = "koikoi" if wants_koikoi(view) else "stop"
            return next(m for m in legal if m.kind == want)
        scored = [(play_value(view, move_features(view, m)), i) for i, m in enumerate(legal)]
        best = max(value for value, _ in scored)
        ties = [legal[i] for value, i in scored if value >= best - 1e-9]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)
