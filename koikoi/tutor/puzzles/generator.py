"""Generated puzzles: an endless supply from simulated rounds, reproducible from
``(seed, level)``.

>>> generate(7, 1) == generate(7, 1)
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ...cards import CardsLike, cards_of, mask_of
from ...deal import deal_state, shuffled_deck
from ...policies import capture_move
from ...result import Reason
from ...rules import RuleSet
from ...scoring import score
from ...state import DECISION, OVER, State
from ...validation import is_whole_number
from .model import ENDINGS, LEVELS, Puzzle
from .traps import TRICKY, pile_trap_values

_STANDARD = RuleSet()


def pile_level(pile: CardsLike | int) -> int:
    """Difficulty of a pile puzzle: 1 for one yaku and no trap, else 2.

    >>> pile_level("7a 10a 6a 7p1"), pile_level("1b 3b 11b 8b")
    (1, 2)
    """
    m = mask_of(pile)
    tricky = TRICKY & set(pile_trap_values(m))
    return 1 if len(score(m).yaku) == 1 and not tricky else 2


_MAX_ROUNDS = 2000


def generate(seed: int, level: int = 1) -> Puzzle:
    """A puzzle of difficulty ``level`` (1-3) taken from rounds simulated with a
    ``random.Random`` seeded from ``(seed, level)``: the same pair gives the same puzzle.

    Levels 1 and 2 show a pile at the moment its owner formed yaku in play; level 3 shows
    the end of a round with a koi-koi call or a doubled win.
    """
    if level not in LEVELS:
        raise ValueError(f"level={level!r} must be 1, 2 or 3")
    if not is_whole_number(seed):
        raise ValueError(f"seed={seed!r} must be a whole number")
    rng = random.Random(f"koikoi-puzzle:{seed}:{level}")
    for _ in range(_MAX_ROUNDS):
        state = deal_state(_STANDARD, shuffled_deck(rng), dealer=rng.randrange(2))
        piles: list[tuple[int, int]] = []  # (pile, its total as the round counted it)
        while state.phase != OVER:
            capture_move(state, rng, 0.6 if level == 3 else 0.4)
            if state.phase == DECISION:
                piles.append((state.captured[state.to_move], state.totals[state.to_move]))
            elif state.phase == OVER and state.result and state.result.reason == Reason.AUTO:
                piles.append((state.result.pile, state.result.base))
        if level < 3:
            fitting = [p for p in piles if pile_level(p[0]) == level]
            if fitting:
                pile, total = rng.choice(fitting)
                return Puzzle(cards_of(pile), level=level, seed=seed, expected=total)
        else:
            puzzle = _round_puzzle(state, rng, seed)
            if puzzle is not None:
                return puzzle
    raise RuntimeError(f"no level-{level} puzzle found in {_MAX_ROUNDS} rounds (seed {seed})")


def _round_puzzle(state: State, rng: random.Random, seed: int) -> Puzzle | None:
    result = state.result
    assert result is not None
    winner, points = result.winner, result.points
    caller = state.last_caller if state.last_caller >= 0 else None
    if result.reason not in ENDINGS or (caller is None and result.multiplier == 1):
        return None
    you = rng.randrange(2)  # which simulated player is "you"
    relative = {you: 0, 1 - you: 1}
    asked = rng.randrange(2)
    return Puzzle(
        cards_of(state.captured[you]),
        cards_of(state.captured[1 - you]),
        caller=None if caller is None else relative[caller],
        ending=result.reason,
        ender=None if winner is None else relative[winner],
        asked=asked,
        level=3,
        seed=seed,
        expected=points if winner is not None and relative[winner] == asked else 0,
    )


class PuzzleStream:
    """An endless, seeded supply of generated puzzles; ``level`` may change between puzzles.

    >>> stream = PuzzleStream(level=2, seed=1)
    >>> first = next(stream)
    >>> first == next(PuzzleStream(level=2, seed=1)), first.level
    (True, 2)
    """

    def __init__(self, level: int = 1, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"level={level!r} must be 1, 2 or 3")
        self.level = level
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self._rng = random.Random(self.seed)

    def __iter__(self) -> Iterator[Puzzle]:
        return self

    def __next__(self) -> Puzzle:
        return generate(self._rng.randrange(2**32), self.level)
