"""The coach's estimates, computed once per position and shared.

Hints, the end-of-round review and the judgement exercises all ask :func:`analyse` for
a position's move estimates (expected points with standard errors, from the strong
agent's search). Results are cached by the position as the player sees it (its
*information set*, :func:`information_set`), so the review reuses the very figures a hint
showed and can never contradict it by re-running a noisy search.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1",
...     deck="4p2 5p1 5p2", captured=("10a 6a", ""))
>>> first = analyse(rnd.view(0), budget=200)
>>> analyse(rnd.view(0), budget=200) is first, str(first[0].move)
(True, '7a')
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Hashable

from ..agents.search import MoveEstimate, estimate_moves
from ..moves import Move
from ..view import PlayerView

CACHE_SIZE = 128
"""Positions kept (least recently used dropped first): several rounds' worth, a few
megabytes at the default budgets."""

NOISE = 2.0
"""A difference counts only when it exceeds this many standard errors (about 95%)."""

_cache: OrderedDict[Hashable, dict[int, tuple[MoveEstimate, ...]]] = OrderedDict()
_lock = threading.Lock()


def information_set(view: PlayerView) -> Hashable:
    """What the search's estimate depends on: everything ``view`` shows of the position
    (not the event log, which the sampling does not read)."""

    def codes(cards: object) -> tuple[str, ...]:
        return tuple(sorted(card.code for card in cards))  # type: ignore[attr-defined]

    return (
        view.player,
        view.rules,
        view.month,
        view.dealer,
        view.to_move,
        view.phase,
        codes(view.hand),
        codes(view.field),
        (codes(view.captured[0]), codes(view.captured[1])),
        None if view.drawn is None else view.drawn.code,
        view.opponent_hand_size,
        view.stock_size,
        view.koikoi_calls,
        view.last_caller,
        (codes(view.call_piles[0]), codes(view.call_piles[1])),
        codes(view.turn_start),
        codes(view.unseen()),
        tuple(str(m) for m in view.legal_moves),
    )


def analyse(
    view: PlayerView,
    *,
    budget: int,
    rng: random.Random | None = None,
    reuse_any: bool = False,
) -> tuple[MoveEstimate, ...]:
    """Estimates for every legal move of ``view``, best first, from ``budget`` play-outs;
    cached by :func:`information_set` and ``budget``. With ``reuse_any`` a cached search
    of the position at any budget is reused (the largest). ``rng`` seeds a new search
    (default: one seeded by the position itself, so the figures do not depend on the
    order in which positions are asked for)."""
    if not view.is_my_turn:
        raise ValueError(f"no moves to analyse: player {view.player} is not to move")
    key = information_set(view)
    with _lock:
        known = _cache.get(key)
        if known:
            _cache.move_to_end(key)
            if budget in known:
                return known[budget]
            if reuse_any:
                return known[max(known)]
    search = random.Random(repr(key)) if rng is None else rng
    found = estimate_moves(view, view.legal_moves, playouts=budget, rng=search)
    ranked = tuple(sorted(found, key=lambda e: -e.mean))
    with _lock:
        _cache.setdefault(key, {}).setdefault(budget, ranked)
        _cache.move_to_end(key)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
        return _cache[key][budget]


def estimate_of(estimates: tuple[MoveEstimate, ...], move: Move) -> MoveEstimate:
    """The estimate of ``move`` among ``estimates``."""
    for estimate in estimates:
        if estimate.move == move:
            return estimate
    raise ValueError(f"move {move} is not among the estimated moves")


def clear_cache() -> None:
    """Forget every cached position (tests, or a new set of rules)."""
    with _lock:
        _cache.clear()


__all__ = ["CACHE_SIZE", "NOISE", "analyse", "clear_cache", "estimate_of", "information_set"]
