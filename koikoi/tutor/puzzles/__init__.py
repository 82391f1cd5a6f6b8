"""Scoring puzzles: a captured pile (or a round's end) to score, with trap-aware feedback.

A :class:`Puzzle` shows your captured pile and asks how many points it is worth; a round
puzzle also says who called koi-koi and how the round ended, and asks what a player
scores. :func:`check` marks an answer and, when it is wrong, names the trap it fell into
and gives the full breakdown.

>>> p = Puzzle.pile_of("1b 3b 11b")
>>> p.answer
0
>>> verdict = check(p, 5)
>>> verdict.correct, [t.key for t in verdict.traps]
(False, ['rain-man-in-three'])
>>> check(p, 0).correct
True

The modules, one job each: :mod:`~koikoi.tutor.puzzles.model` (the puzzle and its
answer from the engine), :mod:`~koikoi.tutor.puzzles.traps` (trap definitions and the
wrong answers they lead to), :mod:`~koikoi.tutor.puzzles.explain` (breakdowns in words),
:mod:`~koikoi.tutor.puzzles.check` (marking an answer),
:mod:`~koikoi.tutor.puzzles.generator` (puzzles from simulated rounds, reproducible from
``(seed, level)``) and :mod:`~koikoi.tutor.puzzles.curated` (the lessons' hand-written
puzzles). Every rule they explain is asked of the engine, under the puzzle's rule set.
"""

from .check import Verdict, check, find_traps, trap_answers
from .curated import CURATED, curated
from .explain import breakdown, glosses, pile_breakdown
from .generator import PuzzleStream, generate, pile_level
from .model import ENDINGS, LEVELS, PLAYER_NAMES, Ending, Puzzle
from .traps import (
    GENERAL,
    PILE_TRAPS,
    TRAPS,
    TRICKY,
    Trap,
    pile_trap_answers,
    pile_trap_values,
    round_trap_answers,
)

__all__ = [
    "CURATED",
    "ENDINGS",
    "GENERAL",
    "LEVELS",
    "PILE_TRAPS",
    "PLAYER_NAMES",
    "TRAPS",
    "TRICKY",
    "Ending",
    "Puzzle",
    "PuzzleStream",
    "Trap",
    "Verdict",
    "breakdown",
    "check",
    "curated",
    "find_traps",
    "generate",
    "glosses",
    "pile_breakdown",
    "pile_level",
    "pile_trap_answers",
    "pile_trap_values",
    "round_trap_answers",
    "trap_answers",
]
