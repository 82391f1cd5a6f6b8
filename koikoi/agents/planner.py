"""A sharper play-out policy, "the planner": captures valued by the yaku progress of both
players, lays weighed by what the opponent could take, koi-koi by the opponent's threat.

The beginner's policy (:func:`koikoi.policies.play`) sees a capture's worth only when it
completes a yaku. The planner also counts progress: each yaku's *potential* for a pile is
its value times the square of the share of its cards held (0 once the opponent holds too
many of its pool to complete it), read from the engine's yaku requirements
(:func:`koikoi.yaku.requirements`), so nothing here restates a rule of the game. A play is
worth

- capturing: the cards' worth (:data:`koikoi.policies.CARD_VALUE`), the rise of the
  mover's total and potential, and the fall of the opponent's potential (cards denied);
- laying: minus the card's worth, and minus what the opponent gains from taking it when
  their hand holds a card of its month (play-outs run on a dealt world: both sides see it).

:func:`decide` calls koi-koi only with 4 or more cards in hand, a total under 6, no call by
the opponent and no opponent yaku one card away. ``explore`` keeps a little randomness.

Measured (issue 24, seeded duplicate matches, ``benchmarks/bench_strength.py``): as a
play-out policy against the beginner's, +0.46 points a round (both seats of 3000 deals;
nearly all of it from :func:`decide`); as a player (:class:`PlannerAgent`) against greedy,
52.5% of 200 matches [Wilson 95%: 45.6, 59.3]; inside the search,
``strong:3/1000+play=planner+decide=planner`` against ``strong:3`` won 36.7% of 30 matches
[21.9, 54.5], -0.68 points a round, and ``strong:3+decide=planner`` (its koi-koi decision
alone, full budget) 47.5% of 80 matches [36.9, 58.3], -0.35 ± 0.30: no gain, so no level
uses it.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("3p1 1b", "9p1"), field="1p1 5p1", deck="4p1 6p1")
>>> values = play_values(rnd.state)  # by card index: 1b (0) captures, 3p1 (10) is laid
>>> sorted(values, key=values.__getitem__, reverse=True)
[0, 10]
"""

from __future__ import annotations

import random

from ..moves import Move
from ..policies import (
    CARD_VALUE,
    DENY_WEIGHT,
    EXPLORE,
    SCORING,
    YAKU_WEIGHT,
    better_target,
    mask_value,
)
from ..rules import RuleSet
from ..state import MONTH_OF, State, bits
from ..view import PlayerView
from ..yaku import requirements, yaku_value_table
from .base import BaseAgent
from .sampling import sample_state

PROGRESS_WEIGHT = 2.0  # per point of the mover's potential gained
DENIAL_WEIGHT = 1.5  # per point of the opponent's potential taken away
EXPOSURE_WEIGHT = 1.0  # share of a laid card's worth to the opponent counted against it

_Clauses = tuple[tuple[float, tuple[tuple[int, int], ...]], ...]


def _clauses(rules: RuleSet, month: int | None) -> _Clauses:
    """Each scoring yaku's value and its clauses (pool mask, cards needed)."""
    values = yaku_value_table(rules)
    return tuple(
        (float(max(1, values.get(name, 1))), clauses)
        for name, clauses in requirements(rules, month).items()
    )


class Potential:
    """Yaku potential of piles (see the module's docstring), computed only for the yaku
    whose cards a capture touches."""

    def __init__(self, rules: RuleSet, month: int | None) -> None:
        self.yaku = _clauses(rules, month)
        self.touched: dict[int, tuple[int, ...]] = {}

    def one(self, index: int, mine: int, theirs: int) -> float:
        """Yaku ``index``'s potential for pile ``mine`` against ``theirs``: 0 when
        reached or out of reach."""
        value, clauses = self.yaku[index]
        share = 0.0
        missing = 0
        for pool, count in clauses:
            if (pool & ~theirs).bit_count() < count:
                return 0.0
            have = (mine & pool).bit_count()
            if have < count:
                share += have / count
                missing += count - have
            else:
                share += 1.0
        if not missing:
            return 0.0
        share /= len(clauses)
        return value * share * share

    def yaku_of(self, cards: int) -> tuple[int, ...]:
        """The yaku whose pools hold any of ``cards`` (memoized)."""
        found = self.touched.get(cards)
        if found is None:
            found = self.touched[cards] = tuple(
                i
                for i, (_, clauses) in enumerate(self.yaku)
                if any(pool & cards for pool, _ in clauses)
            )
        return found

    def change(self, gainer: int, loser: int, cards: int) -> tuple[float, float]:
        """How much ``gainer``'s potential rises and ``loser``'s falls when ``cards`` go
        to ``gainer``'s pile."""
        one = self.one
        rise = fall = 0.0
        after = gainer | cards
        for i in self.yaku_of(cards):
            rise += one(i, after, loser) - one(i, gainer, loser)
            fall += one(i, loser, gainer) - one(i, loser, after)
        return rise, fall

    def near(self, mine: int, theirs: int) -> int:
        """How many yaku pile ``mine`` lacks exactly one card of (still in reach)."""
        count = 0
        for _, clauses in self.yaku:
            missing = 0
            for pool, needed in clauses:
                if (pool & ~theirs).bit_count() < needed:
                    missing = 99
                    break
                missing += max(0, needed - (mine & pool).bit_count())
            count += missing == 1
        return count


_POTENTIALS: dict[tuple[RuleSet, int | None], Potential] = {}


def potential_of(state: State) -> Potential:
    """The :class:`Potential` of ``state``'s rules and month (one per pair, kept)."""
    month = state.month if state.rules.tsuki_fuda else None
    found = _POTENTIALS.get((state.rules, month))
    if found is None:
        found = _POTENTIALS[(state.rules, month)] = Potential(state.rules, month)
    return found


def play_values(state: State) -> dict[int, float]:
    """The planner's worth of each hand card of the mover (see the module's docstring)."""
    player = state.to_move
    pile, other = state.captured[player], state.captured[1 - player]
    their_hand = state.hands[1 - player]
    field = state.field
    total = state.total
    potential = potential_of(state)
    values: dict[int, float] = {}
    hand = state.hands[player]
    while hand:
        low = hand & -hand
        hand ^= low
        card = low.bit_length() - 1
        matches = field & MONTH_OF[card]
        if matches:
            taken = (1 << better_target(matches) if matches.bit_count() == 2 else matches) | low
            worth = float(mask_value(taken))
            if taken & SCORING:
                worth += YAKU_WEIGHT * (total(pile | taken) - state.totals[player])
                worth += DENY_WEIGHT * (total(other | taken) - total(other))
            rise, fall = potential.change(pile, other, taken)
            worth += PROGRESS_WEIGHT * rise + DENIAL_WEIGHT * fall
            values[card] = 100.0 + worth  # a capture always before a lay
        else:
            worth = float(CARD_VALUE[card])
            if their_hand & MONTH_OF[card]:
                rise, _ = potential.change(other, pile, low)
                worth += EXPOSURE_WEIGHT * (CARD_VALUE[card] + DENIAL_WEIGHT * rise)
            values[card] = -worth
    return values


def play(state: State, rng: random.Random, explore: float = EXPLORE) -> None:
    """The planner's play in the play phase: the best-valued card (ties: the first),
    a uniformly random card with chance ``explore``."""
    hand = bits(state.hands[state.to_move])
    if rng.random() < explore:
        card = hand[int(rng.random() * len(hand))]
    else:
        values = play_values(state)
        card = max(hand, key=values.__getitem__)
    matches = state.field & MONTH_OF[card]
    state.play(card, better_target(matches) if matches.bit_count() == 2 else -1)


KEEP_GOING_HAND = 4  # koi-koi only with at least this many cards in hand
KEEP_GOING_TOTAL = 6  # and a total under this


def wants_koikoi(state: State) -> bool:
    """Whether the mover (deciding) should call koi-koi: a young hand, a small total, no
    call by the opponent and no opponent yaku one card away."""
    player = state.to_move
    if (
        state.hands[player].bit_count() < KEEP_GOING_HAND
        or state.totals[player] >= KEEP_GOING_TOTAL
        or state.calls[1 - player]
    ):
        return False
    return not potential_of(state).near(state.captured[1 - player], state.captured[player])


def decide(state: State, rng: random.Random) -> None:
    """Koi-koi when :func:`wants_koikoi`, else stop."""
    if wants_koikoi(state):
        state.koikoi()
    else:
        state.stop()


class PlannerAgent(BaseAgent):
    """The planner's policy as an opponent: it plays on one world dealt from its view
    (:func:`koikoi.agents.sampling.sample_state`: the opponent's hand there is a guess).

    >>> from koikoi import Round
    >>> rnd = Round.from_position(hands=("8p1 3r", "2p1"), field="8p2 3p1",
    ...     deck="4p1 5p1", captured=("1r 2r", ""))
    >>> str(PlannerAgent(seed=1)(rnd.view(0), rnd.legal_moves()))  # akatan
    '3r'
    """

    name = "planner"

    def _choose(self, view: PlayerView, legal: tuple[Move, ...]) -> Move:
        state = sample_state(view, self.rng)
        if legal[0].kind in ("koikoi", "stop"):
            want = "koikoi" if wants_koikoi(state) else "stop"
            return next(m for m in legal if m.kind == want)
        if legal[0].kind == "draw":
            assert view.drawn is not None
            best = better_target(state.field & MONTH_OF[view.drawn.index])
            return next(m for m in legal if m.target is not None and m.target.index == best)
        values = play_values(state)
        card = max(values, key=values.__getitem__)
        moves = [m for m in legal if m.card is not None and m.card.index == card]
        if len(moves) == 1:
            return moves[0]
        best = better_target(state.field & MONTH_OF[card])
        return next(m for m in moves if m.target is not None and m.target.index == best)
