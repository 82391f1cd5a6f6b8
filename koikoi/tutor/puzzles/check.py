"""Checking an answer to a puzzle: the verdict, and the traps a wrong number fell into.

>>> from koikoi.tutor.puzzles.model import Puzzle
>>> v = check(Puzzle.pile_of("1b 3b 8b 12b"), 13)
>>> print(v.headline); print(v.traps[0].title)
Not quite: the answer is 8 points, not 13.
Only the best bright yaku counts
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...i18n import Translator
from ...validation import is_whole_number
from ...yaku import YAKU_INFO
from .explain import breakdown
from .model import Puzzle
from .traps import (
    GENERAL,
    Trap,
    TrapAnswers,
    pile_trap_answers,
    round_trap_answers,
    traps_under,
)

_ = Translator("tutor")
ngettext = _.n


@dataclass(frozen=True, slots=True)
class Verdict:
    """The mark for one answer: whether it is ``correct``, the right ``answer``, the
    ``traps`` the wrong number matches, yaku left out or named wrongly, and the full
    ``breakdown`` in words."""

    correct: bool
    points: int
    answer: int
    traps: tuple[Trap, ...]
    missing_yaku: tuple[str, ...]
    extra_yaku: tuple[str, ...]
    breakdown: tuple[str, ...]

    @property
    def message(self) -> str:
        """The feedback as plain text: the verdict, the traps, then the breakdown."""
        lines = [self.headline]
        lines += [_("Trap: {title}. {rule}", title=t.title, rule=t.body) for t in self.traps]
        if self.missing_yaku:
            lines.append(_("Yaku you left out: {yaku}.", yaku=", ".join(self.missing_yaku)))
        if self.extra_yaku:
            lines.append(_("Yaku that do not count here: {yaku}.", yaku=", ".join(self.extra_yaku)))
        return "\n".join(lines + list(self.breakdown))

    @property
    def headline(self) -> str:
        """One line: right, or what the answer is."""
        if self.correct:
            return ngettext(
                "Right: {answer} point.", "Right: {answer} points.", self.answer, answer=self.answer
            )
        if self.points == self.answer:
            return _("The points are right ({answer}), but not the yaku.", answer=self.answer)
        return ngettext(
            "Not quite: the answer is {answer} point, not {points}.",
            "Not quite: the answer is {answer} points, not {points}.",
            self.answer,
            answer=self.answer,
            points=self.points,
        )

    def __str__(self) -> str:
        return self.message


def check(
    puzzle: Puzzle,
    points: int,
    yaku: Iterable[str] | None = None,
    *,
    glossed: frozenset[str] = frozenset(),
) -> Verdict:
    """Mark an answer to ``puzzle``: ``points``, and optionally the ``yaku`` named;
    ``glossed`` are the glosses the learner has read before (:func:`breakdown`)."""
    if not is_whole_number(points):
        raise ValueError(f"points={points!r} must be a whole number")
    answer = puzzle.answer
    missing: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()
    if yaku is not None:
        named = set(_yaku_name(y) for y in yaku)
        right = puzzle.answer_yaku
        missing = tuple(y for y in right if y not in named)
        extra = tuple(sorted(named - set(right)))
    traps = () if points == answer else find_traps(puzzle, points)
    return Verdict(
        correct=points == answer and not missing and not extra,
        points=points,
        answer=answer,
        traps=traps,
        missing_yaku=missing,
        extra_yaku=extra,
        breakdown=breakdown(puzzle, glossed=glossed),
    )


def _yaku_name(name: str) -> str:
    if name in YAKU_INFO:
        return name
    for info in YAKU_INFO.values():
        if name in (info.en, info.es, info.ja):
            return info.name
    raise ValueError(f"unknown yaku {name!r}; known yaku: {', '.join(YAKU_INFO)}")


def trap_answers(puzzle: Puzzle) -> TrapAnswers:
    """Every wrong answer a known trap (or a pair of pile traps) leads to, designed traps
    first: ``[(trap names, wrong points), ...]``."""
    answer = puzzle.answer
    if not puzzle.is_round:
        found = pile_trap_answers(puzzle.pile, puzzle.rules)
    else:
        asked = puzzle.asked
        found = round_trap_answers(
            puzzle.result(), puzzle.piles()[asked], puzzle.rules, asked=asked, caller=puzzle.caller
        )
    order = {name: i for i, name in enumerate(puzzle.traps)}
    found = [(names, v) for names, v in found if v != answer and v >= 0]
    found.sort(key=lambda item: (len(item[0]), min(order.get(n, 99) for n in item[0])))
    return found


def find_traps(puzzle: Puzzle, points: int) -> tuple[Trap, ...]:
    """The traps that lead to the wrong answer ``points`` (empty when none does, so a
    trap is shown only when the engine finds it gives exactly that number); when some of
    the puzzle's own ``traps`` do, only those; else when a trap particular to the pile or
    round does, not the :data:`GENERAL` ones that happen to give the same number.

    >>> cup_kasu = Puzzle.pile_of("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a 3b")
    >>> [t.key for t in find_traps(cup_kasu, 5)]  # not "minimum-is-one", also 6 - 1
    ['sake-cup-in-kasu']
    """
    names: list[str] = []
    matches = [trap_names for trap_names, value in trap_answers(puzzle) if value == points]
    designed = [m for m in matches if set(m) <= set(puzzle.traps)]
    particular = [m for m in matches if not set(m) & GENERAL]
    matches = designed or particular or matches  # a puzzle's own traps explain best
    if matches:
        shortest = len(matches[0])
        for trap_names in matches:
            if len(trap_names) == shortest:
                names += [n for n in trap_names if n not in names]
    traps = traps_under(puzzle.rules)
    return tuple(traps[n] for n in names)
