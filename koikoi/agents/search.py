"""The strong agent: determinized Monte-Carlo search over the legal moves.

For each sample, the unseen cards are dealt at random consistently with the view
(:func:`koikoi.agents.sampling.sample_state`); every legal move is made on a copy of that
same sample and played to the end of the round with the cheap policy of
:func:`koikoi.policies.policy_move`, on the same random numbers, so moves are compared on equal
luck. A move's estimate is the mean round outcome in points from the mover's side (won
points, minus the opponent's). Koi-koi and stop are searched the same way. The coach
ranks moves with the same estimates. The difficulty levels (:data:`LEVELS`) differ in
budget and method: level 1 keeps the greedy agent's move unless its small search finds a
better one beyond the noise; level 4 deals the opponent's hand by what their lays tell
(:mod:`koikoi.agents.inference`).
"""

from __future__ import annotations

import math
import random
import time
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

from ..errors import shown
from ..moves import Move, apply_move
from ..playout import rollout
from ..policies import EXPLORE
from ..state import State
from ..view import PlayerView
from .base import BaseAgent
from .deciders import DECIDERS, PLAYERS
from .endgame import solve
from .greedy import GreedyAgent
from .inference import lay_constraints, sample_informed
from .match_value import outcome_values
from .sampling import outcome, sample_state

Sampler = Callable[[PlayerView, random.Random], State]
"""Deals the unseen cards of a view into a state (a determinization)."""

Playout = Callable[[State, random.Random], State]
"""Plays a state to the end of its round, in place, and returns it."""


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty level of the strong agent: ``playouts`` per decision; ``prior``: when
    set, the greedy agent's play is kept unless the search finds another better by more
    than ``prior`` standard errors (a small search is mostly noise); ``decision_prior``:
    the same for the koi-koi / stop decision (greedy's rule); ``infer``: sample the
    opponent's hand in proportion to the likelihood of their lays
    (:mod:`koikoi.agents.inference`) instead of uniformly; ``decide``: the play-outs'
    koi-koi / stop decisions (:data:`koikoi.agents.deciders.DECIDERS`); ``explore``: the
    play-outs' chance of a random card; ``play``: the play-outs' plays
    (:data:`koikoi.agents.deciders.PLAYERS`: ``"planner"`` is
    :mod:`koikoi.agents.planner`); ``match``: value a
    play-out's end by the chance of winning the match from the score it leaves
    (:mod:`koikoi.agents.match_value`; in a match only, raw points otherwise);
    ``endgame``: with this many hand cards or fewer, solve each of ``worlds`` sampled
    worlds exactly instead of playing out (:mod:`koikoi.agents.endgame`; 0: never)."""

    playouts: int
    prior: float | None = None
    decision_prior: float | None = None
    infer: bool = False
    decide: str = "beginner"
    explore: float = EXPLORE
    match: bool = False
    play: str = "beginner"
    endgame: int = 0
    worlds: int = 300

    def __post_init__(self) -> None:
        if self.decide not in DECIDERS:
            known = ", ".join(repr(name) for name in DECIDERS)
            raise ValueError(f"decide={shown(self.decide)} is not a play-out decision ({known})")
        if self.play not in PLAYERS:
            known = ", ".join(repr(name) for name in PLAYERS)
            raise ValueError(f"play={shown(self.play)} is not a play-out policy ({known})")
        if not 0 <= self.endgame <= 8 or self.worlds < 1:
            raise ValueError(
                f"endgame={shown(self.endgame)} must be a hand size from 0 to 8 and"
                f" worlds={shown(self.worlds)} at least 1"
            )
        if not 0 <= self.explore <= 1:
            raise ValueError(f"explore={shown(self.explore)} must be a chance from 0 to 1")


LEVELS: dict[int, Level] = {
    1: Level(100, prior=1.0, decision_prior=1.0),
    2: Level(500),
    3: Level(2000),
    4: Level(2000, infer=True),
}
"""The difficulty levels of the strong agent."""


@dataclass(frozen=True, slots=True)
class MoveEstimate:
    """A move's expected round outcome in points for the mover (``mean``), over
    ``samples`` play-outs, with the standard error of that mean (``stderr``) and the
    play-outs' outcomes (``outcomes``, sample by sample, for paired comparisons; a
    compact ``array`` of 16-bit points). Estimated with a ``value`` of the outcomes
    (:func:`estimate_moves`), the means and outcomes are those values instead."""

    move: Move
    mean: float
    samples: int
    stderr: float = 0.0
    outcomes: Sequence[float] = field(default=(), repr=False, compare=False)


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return math.sqrt(variance / n)


def margin(better: MoveEstimate, worse: MoveEstimate) -> tuple[float, float]:
    """How much ``better`` beats ``worse`` in expected points, and the standard error of
    that difference: paired sample by sample when both come from the same samples (the
    search plays every move on the same sampled worlds and luck), else independent."""
    difference = better.mean - worse.mean
    paired = better.outcomes and len(better.outcomes) == len(worse.outcomes)
    if paired:
        gaps = [a - b for a, b in zip(better.outcomes, worse.outcomes, strict=True)]
        return difference, standard_error(gaps)
    return difference, math.hypot(better.stderr, worse.stderr)


def estimate_moves(
    view: PlayerView,
    legal: Sequence[Move],
    *,
    playouts: int,
    rng: random.Random,
    seconds: float | None = None,
    sampler: Sampler = sample_state,
    playout: Playout = rollout,
    value: Callable[[int], float] | None = None,
    solver: Callable[[State, int], int] | None = None,
) -> list[MoveEstimate]:
    """Estimates for every move of ``legal`` (in that order) from about ``playouts``
    play-outs in all, stopping early after ``seconds`` (at least one sample per move);
    ``sampler`` deals the hidden cards of each sample, ``playout`` plays each to the end
    (default: :func:`koikoi.playout.rollout`); ``value`` turns a play-out's points into
    what is averaged (default: the points themselves); ``solver``, when given, replaces
    the play-out: it returns a move's outcome for a player in a sample (as
    :func:`koikoi.agents.endgame.solve`), and ``playouts`` counts samples of every move."""
    legal = tuple(legal)
    if not legal:
        raise ValueError("no legal moves to estimate")
    if playouts < 1:
        raise ValueError(f"playouts={shown(playouts)} must be at least 1")
    me = view.player
    rounds = max(1, playouts // len(legal)) if solver is None else playouts
    outcomes: list[list[float]] = [[] for _ in legal]
    done = 0
    deadline = None if seconds is None else time.perf_counter() + seconds
    luck = random.Random()
    while done < rounds:
        base = sampler(view, rng)
        luck.seed(rng.getrandbits(64))
        start = luck.getstate()
        for i, move in enumerate(legal):
            state = base.copy()
            apply_move(state, move)
            if solver is None:
                luck.setstate(start)
                points = outcome(playout(state, luck), me)
            else:
                points = solver(state, me)
            outcomes[i].append(points if value is None else value(points))
        done += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    return [
        MoveEstimate(move, sum(found) / done, done, standard_error(found), _packed(found, value))
        for move, found in zip(legal, outcomes, strict=True)
    ]


def _packed(found: list[float], value: Callable[[int], float] | None) -> Sequence[float]:
    """Play-out outcomes as a compact array: 16-bit points, or the values' doubles."""
    return array("h", map(int, found)) if value is None else array("d", found)


class SearchAgent(BaseAgent):
    """Determinized Monte-Carlo search; ``level`` 1-4 (:data:`LEVELS`) sets the budget per
    decision and the level's method (``method``, a :class:`Level`, replaces the level's:
    for experiments), ``playouts`` overrides the budget, ``seconds`` caps it
    by time (a time cap makes games depend on the machine's speed, so seeded replays need
    a play-out budget only); ``decision_playouts`` is a separate budget for the koi-koi /
    stop decision (default: the same as any move).

    >>> from koikoi import Round
    >>> rnd = Round.from_position(hands=("7a 1p1", "2p1 4p1"), field="7p1 3p1",
    ...     deck="4p2 5p1 5p2", captured=("10a 6a", ""))
    >>> str(SearchAgent(seed=1, level=1)(rnd.view(0), rnd.legal_moves()))
    '7a'
    """

    name = "strong"

    def __init__(
        self,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        level: int = 2,
        playouts: int | None = None,
        seconds: float | None = None,
        decision_playouts: int | None = None,
        method: Level | None = None,
    ) -> None:
        super().__init__(seed=seed, rng=rng)
        if isinstance(level, bool) or level not in LEVELS:
            known = ", ".join(str(k) for k in LEVELS)
            raise ValueError(f"level={shown(level)} is not a difficulty level ({known})")
        if method is not None and not isinstance(method, Level):
            raise ValueError(f"method={method!r} must be a Level")
        method = LEVELS[level] if method is None else method
        if playouts is None:
            playouts = method.playouts
        if not isinstance(playouts, int) or isinstance(playouts, bool) or playouts < 1:
            raise ValueError(f"playouts={shown(playouts)} must be a whole number >= 1")
        if decision_playouts is not None and (
            not isinstance(decision_playouts, int)
            or isinstance(decision_playouts, bool)
            or decision_playouts < 1
        ):
            raise ValueError(
                f"decision_playouts={shown(decision_playouts)} must be a whole number >= 1"
            )
        if seconds is not None and (
            not isinstance(seconds, int | float) or isinstance(seconds, bool) or not seconds > 0
        ):
            raise ValueError(
                f"seconds={shown(seconds)} must be a positive time budget in seconds (a number)"
            )
        self.level = level
        self.playouts = playouts
        self.seconds = seconds
        self.decision_playouts = decision_playouts
        self.prior = method.prior
        self.decision_prior = method.decision_prior
        self.infer = method.infer
        self.match = method.match
        self.endgame, self.worlds = method.endgame, method.worlds
        self.playout: Playout = rollout
        if method.decide != "beginner" or method.explore != EXPLORE or method.play != "beginner":
            play = PLAYERS[method.play]
            if method.explore != EXPLORE:
                play = partial(play, explore=method.explore)
            self.playout = partial(rollout, decide=DECIDERS[method.decide], play=play)
        self._greedy = GreedyAgent(rng=self.rng)

    def estimate(self, view: PlayerView, legal: Sequence[Move]) -> list[MoveEstimate]:
        """This agent's estimates for ``legal`` (uses up its random numbers)."""
        playouts = self.playouts
        if self.decision_playouts is not None and legal[0].kind in ("koikoi", "stop"):
            playouts = self.decision_playouts
        sampler: Sampler = sample_state
        if self.infer:
            constraints = lay_constraints(view)
            if constraints:
                sampler = partial(sample_informed, constraints=constraints)

        value = None
        if self.match and view.standing is not None:
            value = outcome_values(view.standing, view.player, view.rules)
        solver = None
        if len(view.hand) <= self.endgame:
            playouts, solver = self.worlds, solve
        return estimate_moves(
            view,
            legal,
            playouts=playouts,
            rng=self.rng,
            seconds=self.seconds,
            sampler=sampler,
            playout=self.playout,
            value=value,
            solver=solver,
        )

    def _choose(self, view: PlayerView, legal: tuple[Move, ...]) -> Move:
        estimates = self.estimate(view, legal)
        best = max(estimates, key=lambda e: e.mean)
        prior = self.decision_prior if legal[0].kind in ("koikoi", "stop") else self.prior
        if prior is None:
            return best.move
        kept = self._greedy.choose(view, legal)
        mine = next(e for e in estimates if e.move == kept)
        if mine.samples < 2:  # no error to weigh the search's gain against
            return kept
        gain, error = margin(best, mine)
        return best.move if gain > prior * error else kept

    def __repr__(self) -> str:
        return f"<SearchAgent seed={self.seed!r} level={self.level} playouts={self.playouts}>"
