"""Scoring puzzles: a captured pile (or a round's end) to score, with trap-aware feedback.

A :class:`Puzzle` shows your captured pile and asks how many points it is worth; a round
puzzle also says who called koi-koi and how the round ended, and asks what a player
scores. :func:`check` marks an answer and, when it is wrong, names the trap it fell into
and gives the full breakdown.

>>> p = Puzzle.pile_of("1b 3b 11b")
>>> p.answer
0
>>> verdict = check(p, 5)
>>> verdict.correct, [t.name for t in verdict.traps]
(False, ['rain-man-in-three'])
>>> check(p, 0).correct
True

Curated puzzles for lessons 6 to 8 are in :data:`CURATED` (their answers were written by
hand from docs/rules.md; the tests check that the engine agrees). :func:`generate` makes an
endless supply from simulated rounds, reproducible from ``(seed, level)``:

>>> generate(7, 1) == generate(7, 1)
True
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..cards import (
    ANIMALS,
    BRIGHTS,
    MONTH_MASKS,
    PLAINS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    Card,
    CardsLike,
    Kind,
    cards_of,
    format_cards,
    mask_of,
    parse_cards,
)
from ..deal import deal_state, shuffled_deck
from ..round import Round, RoundResult
from ..rules import RuleSet
from ..scoring import Score, Yaku, score
from ..state import DECISION, DRAW_CHOICE, MONTH_OF, OVER, PLAY, State, bits
from ..yaku import YAKU_INFO

Ending = Literal["stop", "auto", "exhausted"]
ENDINGS: tuple[str, ...] = ("stop", "auto", "exhausted")
LEVELS: tuple[int, ...] = (1, 2, 3)
"""Difficulty levels: 1 one plain yaku; 2 several yaku or a trap; 3 a round's points."""

PLAYER_NAMES = ("You", "Your opponent")
_STANDARD = RuleSet()


# --- traps ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Trap:
    """A typical scoring mistake: a short ``name``, a ``title`` and the rule that avoids it."""

    name: str
    title: str
    rule: str


TRAPS: dict[str, Trap] = {
    t.name: t
    for t in (
        Trap(
            "rain-man-in-three",
            "The rain man spoils three brights",
            "Three brights that include the rain man 11b score nothing: sanko needs three "
            "brights without him.",
        ),
        Trap(
            "rain-man-in-four",
            "Four brights with the rain man are ame-shiko, 7",
            "Shiko (8) is four brights without the rain man; with him it is ame-shiko, 7.",
        ),
        Trap(
            "brights-added",
            "Only the best bright yaku counts",
            "Bright yaku never add up: five brights are goko 10, not goko + shiko + sanko.",
        ),
        Trap(
            "sake-cup-in-tane",
            "The sake cup is an animal",
            "The sake cup 9a is an animal: it counts towards tane (5 or more animals).",
        ),
        Trap(
            "sake-cup-in-kasu",
            "The sake cup is also a plain",
            "The sake cup 9a also counts as a plain for kasu: nine plains plus the sake cup "
            "make kasu.",
        ),
        Trap(
            "viewing-both",
            "Hanami and tsukimi both count",
            "The one sake cup makes hanami with the curtain and tsukimi with the moon: "
            "holding all three scores both, 5 + 5.",
        ),
        Trap(
            "tan-on-top",
            "Tan counts on top of akatan and aotan",
            "Yaku are counted independently even when they share cards: five or more "
            "ribbons score tan as well as akatan or aotan.",
        ),
        Trap(
            "tane-on-top",
            "Tane counts on top of inoshikacho",
            "Yaku are counted independently even when they share cards: five or more "
            "animals score tane as well as inoshikacho.",
        ),
        Trap(
            "inoshikacho-extends",
            "Inoshikacho has no extension",
            "Inoshikacho is 5, however many animals you hold; extra animals only improve tane.",
        ),
        Trap(
            "minimum-is-one",
            "Tane, tan and kasu start at 1",
            "Tane is 1 point at 5 animals, tan 1 at 5 ribbons, kasu 1 at 10 plains, and "
            "each card beyond adds 1.",
        ),
        Trap(
            "one-per-card",
            "Not one point per card",
            "Tane, tan and kasu are not worth a point per card: kasu is 1 at 10 plains, "
            "+1 per plain beyond (12 plains make 3).",
        ),
        Trap(
            "card-values",
            "Card values play no part",
            "The 20/10/5/1 card values of other hanafuda games are not used: Koi-Koi "
            "scores only yaku.",
        ),
        Trap(
            "no-double-at-7",
            "x2 at 7 or more",
            "A win with a base of 7 points or more is doubled.",
        ),
        Trap(
            "double-below-7",
            "No x2 below 7",
            "A base under 7 points is not doubled for its size; only 7 or more is.",
        ),
        Trap(
            "koikoi-double-forgotten",
            "x2 against a caller",
            "When the winner's opponent had called koi-koi, the win is doubled again "
            "(and this stacks with the x2 at 7 or more).",
        ),
        Trap(
            "base-only",
            "Multipliers stack",
            "Round points are the base, x2 at 7 or more, and x2 again against a koi-koi "
            "caller: up to x4.",
        ),
        Trap(
            "caller-doubles-own-win",
            "Calling koi-koi never doubles the caller's own win",
            "The x2 for koi-koi applies only when the winner's opponent called; a caller who "
            "wins gets base points (x2 only at 7 or more).",
        ),
        Trap(
            "beaten-caller",
            "A beaten caller scores 0",
            "After a koi-koi call, the caller's earlier yaku do not protect them: if the "
            "opponent ends the round, the caller scores 0.",
        ),
        Trap(
            "drawn-round",
            "A drawn round scores 0",
            "When both hands are played out and nobody ended the round, both players score "
            "0, and a koi-koi caller loses the yaku they held.",
        ),
        Trap(
            "loser-scores",
            "Only the winner scores",
            "The loser of a round gets 0, whatever yaku lie in their pile.",
        ),
        Trap(
            "whose-points",
            "Read whose points are asked",
            "The question asks what this player scores; only the winner scores, the other "
            "player gets 0.",
        ),
    )
}


# --- puzzles -------------------------------------------------------------------------------


def _cards(cards: CardsLike) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(cards)))


@dataclass(frozen=True)
class Puzzle:
    """A scoring puzzle.

    ``pile`` is your captured pile (player 0). A pile puzzle (``ending`` None) asks for
    its base points. A round puzzle adds the ``opponent``'s pile, the ``caller`` of
    koi-koi (0 you, 1 your opponent, None nobody), the ``ending`` (``"stop"``, ``"auto"``
    or ``"exhausted"``), the ``ender`` whose turn ended the round, and asks what player
    ``asked`` scores. ``expected``/``expected_yaku`` are hand-written answers (curated)
    or, for a generated puzzle, the points its simulated round counted; ``traps`` the
    traps the puzzle is about; ``seed`` rebuilds a generated puzzle.
    """

    pile: tuple[Card, ...]
    opponent: tuple[Card, ...] = ()
    caller: int | None = None
    ending: Ending | None = None
    ender: int | None = None
    asked: int = 0
    rules: RuleSet = field(default=_STANDARD)
    level: int = 1
    lesson: int | None = None
    traps: tuple[str, ...] = ()
    expected: int | None = None
    expected_yaku: tuple[str, ...] | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", RuleSet.coerce(self.rules))  # a preset name too
        for name in ("caller", "ender"):
            value = getattr(self, name)
            if value not in (None, 0, 1):
                raise ValueError(f"{name}={value!r} must be 0 (you), 1 (opponent) or None")
        if self.asked not in (0, 1):
            raise ValueError(f"asked={self.asked!r} must be 0 (you) or 1 (opponent)")
        if self.ending is not None and self.ending not in ENDINGS:
            raise ValueError(f"ending={self.ending!r} is not one of {', '.join(ENDINGS)}")
        if self.ending in ("stop", "auto") and self.ender is None:
            raise ValueError(f"ending={self.ending!r} needs the ender: whose turn ended it")
        if self.level not in LEVELS:
            raise ValueError(f"level={self.level!r} must be 1, 2 or 3")
        unknown = [t for t in self.traps if t not in TRAPS]
        if unknown:
            raise ValueError(f"unknown trap {unknown[0]!r}; known traps: {', '.join(TRAPS)}")
        if mask_of(self.pile) & mask_of(self.opponent):
            both = format_cards(mask_of(self.pile) & mask_of(self.opponent))
            raise ValueError(f"cards {both} are in both piles")

    # --- making puzzles -----------------------------------------------------------------

    @classmethod
    def pile_of(cls, pile: CardsLike, **options: object) -> Puzzle:
        """A pile puzzle: "how many points is this pile worth?"."""
        return cls(_cards(pile), **options)  # type: ignore[arg-type]

    @classmethod
    def round_of(
        cls,
        pile: CardsLike,
        opponent: CardsLike,
        *,
        caller: int | None,
        ending: Ending,
        ender: int | None = None,
        **options: object,
    ) -> Puzzle:
        """A round puzzle: both piles, who called koi-koi, how the round ended."""
        return cls(
            _cards(pile),
            _cards(opponent),
            caller=caller,
            ending=ending,
            ender=ender,
            **options,  # type: ignore[arg-type]
        )

    # --- the answer ---------------------------------------------------------------------

    @property
    def is_round(self) -> bool:
        """Whether the puzzle asks for a round's points (not just a pile's)."""
        return self.ending is not None

    def piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Your pile and your opponent's."""
        return self.pile, self.opponent

    def score(self, player: int | None = None) -> Score:
        """The engine's score of ``player``'s pile (default: the asked player's)."""
        player = self.asked if player is None else player
        return score(self.piles()[player], self.rules)

    def round(self) -> Round:
        """The round's last turn played on the engine (round puzzles only): a position set
        up with :meth:`Round.from_position` whose final move ends it as described."""
        if not self.is_round:
            raise ValueError("a pile puzzle has no round; use score()")
        return _play_situation(self)

    def result(self) -> RoundResult:
        """The engine's result of the round (round puzzles only)."""
        result = self.round().result
        assert result is not None
        return result

    @property
    def answer(self) -> int:
        """The right number of points, from the engine."""
        if not self.is_round:
            return self.score().total
        result = self.result()
        return result.points if result.winner == self.asked else 0

    @property
    def answer_yaku(self) -> tuple[str, ...]:
        """The yaku that count in the asked player's pile, from the engine."""
        return self.score().names()

    # --- text -----------------------------------------------------------------------------

    def situation(self) -> str:
        """What happened in the round, in words (empty for a pile puzzle)."""
        if not self.is_round:
            return ""
        who = ("you", "your opponent")
        lines = []
        if self.caller is None:
            lines.append("Nobody called koi-koi.")
        else:
            held = score(self.piles()[self.caller], self.rules)
            lines.append(
                f"{PLAYER_NAMES[self.caller]} called koi-koi earlier in the round."
                if self.ending != "exhausted" or not held.yaku
                else f"{PLAYER_NAMES[self.caller]} called koi-koi holding {held}."
            )
        if self.ending == "stop":
            assert self.ender is not None
            lines.append(f"Then {who[self.ender]} formed yaku and chose to stop.")
        elif self.ending == "auto":
            assert self.ender is not None
            lines.append(
                f"Then {who[self.ender]} ended a turn with a new or improved yaku, which "
                "ended the round automatically."
            )
        else:
            lines.append("Nobody ended the round: both hands were played out.")
        return " ".join(lines)

    @property
    def question(self) -> str:
        """The question, e.g. "How many points is this pile worth?"."""
        if not self.is_round:
            return "How many points is this pile worth?"
        if self.asked == 0:
            return "How many points do you score this round?"
        return "How many points does your opponent score this round?"

    def __str__(self) -> str:
        text = f"pile {format_cards(self.pile)}"
        if self.is_round:
            text += f" | opponent {format_cards(self.opponent)} | {self.situation()}"
        return f"{text} | {self.question}"


# --- playing a round puzzle's last turn on the engine ---------------------------------------


def _last_pair(pile: tuple[Card, ...], rules: RuleSet) -> tuple[Card, Card]:
    """Two same-month cards of ``pile`` whose capture raises the pile's total."""
    total = score(pile, rules).total
    m = mask_of(pile)
    for month_mask in MONTH_MASKS:
        for a, b in itertools.permutations(cards_of(m & month_mask), 2):
            if score(m & ~a.mask & ~b.mask, rules).total < total:
                return a, b
    raise ValueError(
        f"pile {format_cards(pile)} cannot have just been completed by a capture: no two "
        "cards of one month in it make a yaku"
    )


def _play_situation(puzzle: Puzzle) -> Round:
    rules = puzzle.rules
    calls = (int(puzzle.caller == 0), int(puzzle.caller == 1))
    piles = list(puzzle.piles())
    if puzzle.ending == "exhausted":
        return Round.from_position(
            hands=("", ""), field="", captured=(piles[0], piles[1]), koikoi_calls=calls,
            rules=rules,
        )  # fmt: skip
    ender = puzzle.ender
    assert ender is not None
    played, taken = _last_pair(piles[ender], rules)
    piles[ender] = tuple(c for c in piles[ender] if c not in (played, taken))
    hands = ["", ""]
    hands[ender] = played.code
    rnd = Round.from_position(
        hands=(hands[0], hands[1]),
        field=taken.code,
        captured=(piles[0], piles[1]),
        koikoi_calls=calls,
        dealer=ender,
        rules=rules,
    )
    rnd.push(played.code)
    if puzzle.ending == "stop":
        if rnd.is_over:
            raise ValueError(f"{puzzle}: the round ended automatically, so nobody could stop")
        rnd.push("stop")
    elif not rnd.is_over:
        raise ValueError(f"{puzzle}: the player could still choose to stop or call koi-koi")
    return rnd


# --- checking an answer -------------------------------------------------------------------


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
        lines += [f"Trap: {t.title}. {t.rule}" for t in self.traps]
        if self.missing_yaku:
            lines.append(f"Yaku you left out: {', '.join(self.missing_yaku)}.")
        if self.extra_yaku:
            lines.append(f"Yaku that do not count here: {', '.join(self.extra_yaku)}.")
        return "\n".join(lines + list(self.breakdown))

    @property
    def headline(self) -> str:
        """One line: right, or what the answer is."""
        unit = "point" if self.answer == 1 else "points"
        if self.correct:
            return f"Right: {self.answer} {unit}."
        if self.points == self.answer:
            return f"The points are right ({self.answer}), but not the yaku."
        return f"Not quite: the answer is {self.answer} {unit}, not {self.points}."

    def __str__(self) -> str:
        return self.message


def check(puzzle: Puzzle, points: int, yaku: Iterable[str] | None = None) -> Verdict:
    """Mark an answer to ``puzzle``: ``points``, and optionally the ``yaku`` named.

    >>> v = check(Puzzle.pile_of("1b 3b 8b 12b"), 13)
    >>> print(v.headline); print(v.traps[0].title)
    Not quite: the answer is 8 points, not 13.
    Only the best bright yaku counts
    """
    if not isinstance(points, int) or isinstance(points, bool):
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
        breakdown=breakdown(puzzle),
    )


def _yaku_name(name: str) -> str:
    if name in YAKU_INFO:
        return name
    for info in YAKU_INFO.values():
        if name in (info.en, info.es, info.ja):
            return info.name
    raise ValueError(f"unknown yaku {name!r}; known yaku: {', '.join(YAKU_INFO)}")


# --- trap values ------------------------------------------------------------------------

PileTrap = Callable[[int, Score], int | None]


def _count(m: int, pool: int) -> int:
    return (m & pool).bit_count()


def _pts(s: Score, name: str) -> int:
    return s[name].points if name in s else 0


def _rain_three(m: int, s: Score) -> int | None:
    three = _count(m, BRIGHTS & ~RAIN_MAN.mask) == 2 and m & RAIN_MAN.mask
    return s.total + 5 if three else None


def _rain_four(m: int, s: Score) -> int | None:
    return s.total + 1 if "ame-shiko" in s else None


def _brights_added(m: int, s: Score) -> int | None:
    nonrain, rain = _count(m, BRIGHTS & ~RAIN_MAN.mask), bool(m & RAIN_MAN.mask)
    found = []
    if nonrain == 4 and rain:
        found.append(10)
    if nonrain == 4:
        found.append(8)
    if nonrain >= 3 and rain:
        found.append(7)
    if nonrain >= 3:
        found.append(5)
    return s.total + sum(found) - max(found) if len(found) > 1 else None


def _cup_in(name: str) -> PileTrap:
    return lambda m, s: s.total - 1 if m & SAKE_CUP.mask and name in s else None


def _viewing_both(m: int, s: Score) -> int | None:
    return s.total - 5 if "hanami" in s and "tsukimi" in s else None


def _tan_on_top(m: int, s: Score) -> int | None:
    sets = "akatan" in s or "aotan" in s
    return s.total - _pts(s, "tan") if sets and "tan" in s else None


def _tane_on_top(m: int, s: Score) -> int | None:
    return s.total - _pts(s, "tane") if "inoshikacho" in s and "tane" in s else None


def _inoshikacho_extends(m: int, s: Score) -> int | None:
    extra = _count(m, ANIMALS) - 3
    return s.total + extra if "inoshikacho" in s and extra > 0 else None


_COUNTED = {"tane": ANIMALS, "tan": RIBBONS, "kasu": PLAINS | SAKE_CUP.mask}


def _minimum_is_one(m: int, s: Score) -> int | None:
    n = sum(1 for name in _COUNTED if name in s)
    return s.total - n if n else None


def _one_per_card(m: int, s: Score) -> int | None:
    held = [name for name in _COUNTED if name in s]
    if not held:
        return None
    return s.total + sum(_count(m, _COUNTED[name]) - _pts(s, name) for name in held)


def _card_values(m: int, s: Score) -> int | None:
    if not m:
        return None
    values = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}
    return sum(values[c.kind] for c in cards_of(m))


PILE_TRAPS: dict[str, PileTrap] = {
    "rain-man-in-three": _rain_three,
    "rain-man-in-four": _rain_four,
    "brights-added": _brights_added,
    "sake-cup-in-tane": _cup_in("tane"),
    "sake-cup-in-kasu": _cup_in("kasu"),
    "viewing-both": _viewing_both,
    "tan-on-top": _tan_on_top,
    "tane-on-top": _tane_on_top,
    "inoshikacho-extends": _inoshikacho_extends,
    "minimum-is-one": _minimum_is_one,
    "one-per-card": _one_per_card,
    "card-values": _card_values,
}
"""Each pile trap: the base points a learner who fell into it would give (None: no trap)."""

TRICKY = frozenset(PILE_TRAPS) - {"minimum-is-one", "one-per-card", "card-values"}
"""Pile traps that make a puzzle tricky (the others apply to almost any pile)."""


def pile_trap_values(pile: CardsLike | int, rules: RuleSet | str | None = None) -> dict[str, int]:
    """For each trap a pile sets, the wrong base points it leads to (standard rules only).

    >>> pile_trap_values("1b 3b 11b")["rain-man-in-three"]
    5
    """
    rules = RuleSet.coerce(rules)
    if rules != _STANDARD:
        return {}
    m = mask_of(pile)
    s = score(m, rules)
    values = {name: trap(m, s) for name, trap in PILE_TRAPS.items()}
    return {name: v for name, v in values.items() if v is not None and v != s.total}


def _doubled(base: int, rules: RuleSet, against_caller: bool) -> int:
    """Round points for ``base`` by the standard multipliers."""
    times = 2 if rules.double_at and base >= rules.double_at else 1
    return base * times * (2 if against_caller else 1)


def trap_answers(puzzle: Puzzle) -> list[tuple[tuple[str, ...], int]]:
    """Every wrong answer a known trap (or a pair of pile traps) leads to, designed traps
    first: ``[(trap names, wrong points), ...]``."""
    answer = puzzle.answer
    found: list[tuple[tuple[str, ...], int]] = []
    if not puzzle.is_round:
        singles = pile_trap_values(puzzle.pile, puzzle.rules)
        found += [((name,), v) for name, v in singles.items()]
        total = puzzle.score().total
        for (a, va), (b, vb) in itertools.combinations(singles.items(), 2):
            found.append(((a, b), va + vb - total))
    else:
        found += _round_trap_answers(puzzle)
    order = {name: i for i, name in enumerate(puzzle.traps)}
    found = [(names, v) for names, v in found if v != answer and v >= 0]
    found.sort(key=lambda item: (len(item[0]), min(order.get(n, 99) for n in item[0])))
    return found


def _round_trap_answers(puzzle: Puzzle) -> list[tuple[tuple[str, ...], int]]:
    result = puzzle.result()
    rules = puzzle.rules
    asked, winner = puzzle.asked, result.winner
    mine = puzzle.score(asked).total
    found: list[tuple[tuple[str, ...], int]] = []
    if winner == asked:
        base, points = result.base, result.points
        against_caller = puzzle.caller == 1 - asked
        if base >= rules.double_at:
            found.append((("no-double-at-7",), points // 2))
        else:
            found.append((("double-below-7",), points * 2))
        if against_caller:
            found.append((("koikoi-double-forgotten",), points // 2))
            if base >= rules.double_at:
                found.append((("base-only",), base))
        if puzzle.caller == asked:
            found.append((("caller-doubles-own-win",), points * 2))
        for name, wrong_base in pile_trap_values(puzzle.piles()[asked], rules).items():
            found.append(((name,), _doubled(wrong_base, rules, against_caller)))
    elif winner is None:
        if mine:
            found.append((("drawn-round",), mine))
            found.append((("drawn-round",), _doubled(mine, rules, False)))
    else:
        name = "beaten-caller" if puzzle.caller == asked else "loser-scores"
        if mine:
            found.append(((name,), mine))
            found.append(((name,), _doubled(mine, rules, False)))
        found.append((("whose-points",), result.points))
    return found


def find_traps(puzzle: Puzzle, points: int) -> tuple[Trap, ...]:
    """The traps that lead to the wrong answer ``points`` (empty when none does); when
    some of the puzzle's own ``traps`` do, only those."""
    names: list[str] = []
    matches = [trap_names for trap_names, value in trap_answers(puzzle) if value == points]
    designed = [m for m in matches if set(m) <= set(puzzle.traps)]
    matches = designed or matches  # a puzzle's own traps explain best
    if matches:
        shortest = len(matches[0])
        for trap_names in matches:
            if len(trap_names) == shortest:
                names += [n for n in trap_names if n not in names]
    return tuple(TRAPS[n] for n in names)


# --- the breakdown ------------------------------------------------------------------------


def _yaku_line(y: Yaku, rules: RuleSet) -> str:
    codes = " ".join(c.code for c in y.cards)
    why = YAKU_INFO[y.name].needs
    if y.name in ("tane", "tan", "kasu"):
        minimum = {"tane": rules.tane_min, "tan": rules.tan_min, "kasu": rules.kasu_min}[y.name]
        noun = {"tane": "animals", "tan": "ribbons", "kasu": "plains"}[y.name]
        why = f"{len(y.cards)} {noun}: 1 at {minimum}, +1 per card beyond"
        if y.name == "kasu" and SAKE_CUP in y.cards:
            why += "; the sake cup 9a counts as a plain"
        if y.name == "tane" and SAKE_CUP in y.cards:
            why += "; the sake cup 9a is one of them"
    return f"{y.name} {y.points} ({why}): {codes}"


def pile_breakdown(pile: CardsLike | int, rules: RuleSet | str | None = None) -> tuple[str, ...]:
    """Why a pile is worth what it is: one line per yaku, then notes on the traps it sets.

    >>> for line in pile_breakdown("1b 3b 11b 9a 3p1"): print(line)
    hanami 5 (the curtain 3b and the sake cup 9a): 3b 9a
    Total: 5 base points.
    Note: 1b 3b 11b are three brights, but one is the rain man 11b: no sanko.
    """
    rules = RuleSet.coerce(rules)
    m = mask_of(pile)
    s = score(m, rules)
    lines = [_yaku_line(y, rules) for y in s.yaku] or ["No yaku: nothing scores."]
    if len(s.yaku) > 1:
        lines.append(f"Total: {s} base points.")
    elif s.yaku:
        lines.append(f"Total: {s.total} base point{'' if s.total == 1 else 's'}.")
    traps = pile_trap_values(m, rules)
    brights = format_cards(m & BRIGHTS)
    if "rain-man-in-three" in traps:
        lines.append(f"Note: {brights} are three brights, but one is the rain man 11b: no sanko.")
    if "rain-man-in-four" in traps:
        lines.append("Note: four brights with the rain man are ame-shiko 7, not shiko 8.")
    if "brights-added" in traps:
        lines.append("Note: only the best bright yaku counts; the smaller ones are not added.")
    if "sake-cup-in-tane" in traps and "sake-cup-in-kasu" in traps:
        lines.append("Note: the sake cup 9a counts as an animal and as a plain at the same time.")
    if "kasu" in s and SAKE_CUP in s["kasu"].cards and _count(m, PLAINS) == 9:
        lines.append("Note: nine plains plus the sake cup make ten: kasu.")
    if "inoshikacho-extends" in traps:
        lines.append("Note: inoshikacho stays 5; the extra animals count in tane.")
    return tuple(lines)


def breakdown(puzzle: Puzzle) -> tuple[str, ...]:
    """The full explanation of a puzzle's answer, line by line."""
    if not puzzle.is_round:
        return pile_breakdown(puzzle.pile, puzzle.rules)
    rules = puzzle.rules
    result = puzzle.result()
    lines = [puzzle.situation()]
    for player, owner in enumerate(("Your pile", "Your opponent's pile")):
        lines.append(f"{owner}: {puzzle.score(player)}.")
    winner = result.winner
    if winner is None:
        lines.append("The round is drawn: both players score 0.")
        if puzzle.caller is not None and puzzle.score(puzzle.caller).yaku:
            lines.append("The caller's suspended yaku are lost.")
    else:
        name = PLAYER_NAMES[winner]
        steps = [f"base {result.base}"]
        if result.base >= rules.double_at:
            steps.append(f"{result.base} is 7 or more: x2")
        else:
            steps.append("under 7: no doubling")
        if puzzle.caller == 1 - winner:
            steps.append(f"{PLAYER_NAMES[1 - winner].lower()} had called koi-koi: x2")
        elif puzzle.caller == winner:
            steps.append("the winner's own koi-koi call does not double")
        times = f" = {result.base} x {' x '.join(['2'] * _log2(result.multiplier))}"
        total = f"{times} = {result.points}" if result.multiplier > 1 else f" = {result.points}"
        lines.append(f"{name} win{'' if winner == 0 else 's'}: {'; '.join(steps)}{total}.")
        loser = 1 - winner
        why = "a beaten caller scores 0" if puzzle.caller == loser else "only the winner scores"
        lines.append(f"{PLAYER_NAMES[loser]} score{'' if loser == 0 else 's'} 0: {why}.")
    return tuple(lines)


def _log2(n: int) -> int:
    return n.bit_length() - 1


# --- curated puzzles ------------------------------------------------------------------------


def _p(
    lesson: int, level: int, pile: str, expected: int, yaku: str = "", traps: str = ""
) -> Puzzle:
    return Puzzle.pile_of(
        pile,
        lesson=lesson,
        level=level,
        expected=expected,
        expected_yaku=tuple(yaku.split()),
        traps=tuple(traps.split()),
    )


def _r(
    level: int,
    pile: str,
    opponent: str,
    expected: int,
    *,
    caller: int | None,
    ending: Ending,
    ender: int | None = None,
    asked: int = 0,
    yaku: str = "",
    traps: str = "",
) -> Puzzle:
    return Puzzle.round_of(
        pile,
        opponent,
        caller=caller,
        ending=ending,
        ender=ender,
        asked=asked,
        lesson=8,
        level=level,
        expected=expected,
        expected_yaku=tuple(yaku.split()),
        traps=tuple(traps.split()),
    )


CURATED: tuple[Puzzle, ...] = (
    # Lesson 6: brights. Only the best bright yaku counts; the rain man spoils sanko.
    _p(6, 1, "1b 3b 8b", 5, "sanko"),
    _p(6, 1, "1b 8b", 0),
    _p(6, 1, "1b 3b 11b", 0, "", "rain-man-in-three"),
    _p(6, 1, "1b 8b 12b 1p1 8p1 12p1", 5, "sanko"),
    _p(6, 1, "3b 8b 11b 3p1", 0, "", "rain-man-in-three"),
    _p(6, 2, "1b 3b 8b 12b", 8, "shiko", "brights-added"),
    _p(6, 2, "1b 3b 11b 12b", 7, "ame-shiko", "rain-man-in-four"),
    _p(6, 2, "1b 8b 11b 12b 1p1 1p2", 7, "ame-shiko", "rain-man-in-four brights-added"),
    _p(6, 2, "1b 3b 8b 11b 12b", 10, "goko", "brights-added"),
    _p(6, 2, "1b 11b 12b 1r 12p1 12p2", 0, "", "rain-man-in-three"),
    _p(6, 3, "1b 3b 8b 11b 12b 1p1 3p1 8p1 11p1 12p1", 10, "goko", "brights-added"),
    _p(6, 3, "3b 8b 11b 12b 3p1 3p2", 7, "ame-shiko", "rain-man-in-four brights-added"),
    # Lesson 7: animals, ribbons, plains and the viewing yaku, counted independently.
    _p(7, 1, "7a 10a 6a", 5, "inoshikacho"),
    _p(7, 1, "1r 2r 3r", 5, "akatan"),
    _p(7, 1, "6r 9r 10r 6p1", 5, "aotan"),
    _p(7, 1, "3b 9a", 5, "hanami"),
    _p(7, 1, "8b 9a 8p1", 5, "tsukimi"),
    _p(7, 1, "1r 4r 5r 7r 11r", 1, "tan", "minimum-is-one"),
    _p(7, 1, "2a 4a 5a 8a 11a", 1, "tane", "one-per-card"),
    _p(7, 2, "2a 4a 5a 8a 9a", 1, "tane", "sake-cup-in-tane"),
    _p(7, 2, "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a", 1, "kasu", "sake-cup-in-kasu"),
    _p(7, 2, "1r 2r 3r 4r 5r", 6, "akatan tan", "tan-on-top"),
    _p(7, 2, "3b 8b 9a", 10, "hanami tsukimi", "viewing-both"),
    _p(7, 2, "7a 10a 6a 2a 4a", 6, "inoshikacho tane", "tane-on-top"),
    _p(
        7,
        2,
        "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2 6p1 6p2",
        3,
        "kasu",
        "one-per-card minimum-is-one",
    ),
    _p(7, 2, "11p1 12p1 12p2 12p3 1p1 1p2 2p1 2p2 3p1 3p2", 1, "kasu", "one-per-card"),
    _p(7, 2, "6r 9r 10r 9a 8b 8p1 8p2", 10, "aotan tsukimi"),
    _p(7, 3, "7a 10a 6a 2a 4a 5a 8a", 8, "inoshikacho tane", "inoshikacho-extends tane-on-top"),
    _p(7, 3, "1r 2r 3r 6r 9r 10r", 12, "akatan aotan tan", "tan-on-top"),
    _p(7, 3, "1r 2r 3r 4r 5r 6r 7r", 8, "akatan tan", "tan-on-top"),
    _p(
        7,
        3,
        "3b 9a 2a 4a 5a 8a 1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1",
        7,
        "hanami tane kasu",
        "sake-cup-in-tane sake-cup-in-kasu",
    ),
    _p(7, 3, "3b 8b 9a 11b", 10, "hanami tsukimi", "rain-man-in-three viewing-both"),
    _p(7, 3, "8b 9a 9r 9p1 9p2 2a 4a 5a 7a", 6, "tsukimi tane", "sake-cup-in-tane"),
    # Lesson 8: koi-koi and round points. You are player 0.
    _r(1, "7a 7p1 10a 10p1 6a 6p1", "1p1 1p2", 5, caller=None, ending="stop", ender=0,
       yaku="inoshikacho"),
    _r(1, "7a 7p1", "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2", 0, caller=None, ending="stop",
       ender=1, traps="whose-points"),
    _r(2, "1b 1p1 3b 3p1 8b 8p1 12b 12p1", "2a 2p1", 16, caller=None, ending="stop", ender=0,
       yaku="shiko", traps="no-double-at-7 brights-added"),
    _r(2, "1p1 1p2", "7a 7p1 10a 10p1 6a 6p1 2a 2p1 4a 4p1", 6, caller=None, ending="stop",
       ender=1, asked=1, yaku="inoshikacho tane", traps="double-below-7 tane-on-top"),
    _r(2, "7a 7p1 10a 10p1 6a 6p1", "8b 8p1 9a 9p1", 0, caller=0, ending="auto", ender=1,
       yaku="inoshikacho", traps="beaten-caller"),
    _r(2, "7a 7p1 10a 10p1 6a 6p1", "8b 8p1 9a 9p1", 10, caller=0, ending="auto", ender=1,
       asked=1, yaku="tsukimi", traps="koikoi-double-forgotten"),
    _r(2, "1r 1p1 2r 2p1 3r 3p1 4r 4p1 5r 5p1", "9p1 9p2", 6, caller=0, ending="auto",
       ender=0, yaku="akatan tan", traps="caller-doubles-own-win tan-on-top"),
    _r(2, "3b 3p1 9a 9p1", "7a 7p1 10a 10p1 6a 6p1", 10, caller=1, ending="auto", ender=0,
       yaku="hanami", traps="koikoi-double-forgotten"),
    _r(2, "8b 8p1 9a 9p1", "1p1 1p2 2p1 2p2", 0, caller=0, ending="exhausted",
       yaku="tsukimi", traps="drawn-round"),
    _r(2, "4p1 4p2", "1r 1p1 2r 2p1 3r 3p1", 0, caller=1, ending="exhausted", asked=1,
       yaku="akatan", traps="drawn-round"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 12b 12p1", "7a 7p1 10a 10p1 6a 6p1", 32, caller=1,
       ending="auto", ender=0, yaku="shiko",
       traps="koikoi-double-forgotten no-double-at-7 base-only"),
    _r(3, "1r 1p1 2r 2p1 3r 3p1 6r 6p1 9r 9p1 10r 10p1", "5p1 5p2", 24, caller=0,
       ending="auto", ender=0, yaku="akatan aotan tan",
       traps="caller-doubles-own-win no-double-at-7 tan-on-top"),
    _r(3, "1b 1p1 3b 3p1 11b 11p1 12b 12p1", "1r 1p2 2r 2p1 3r 3p2", 28, caller=1,
       ending="auto", ender=0, yaku="ame-shiko",
       traps="rain-man-in-four no-double-at-7 koikoi-double-forgotten"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 9a 9p1", "5p1 5p2", 30, caller=None, ending="stop", ender=0,
       yaku="sanko hanami tsukimi", traps="viewing-both no-double-at-7"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 9a 9p1 12p1 12p2", "4p1 4p2", 30, caller=0, ending="auto",
       ender=0, yaku="sanko hanami tsukimi", traps="caller-doubles-own-win viewing-both"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 11b 11p1 12b 12p1", "6r 6p1 9r 9p1 10r 10p1", 40, caller=1,
       ending="auto", ender=0, yaku="goko", traps="base-only brights-added"),
)  # fmt: skip
"""The hand-written puzzles of lessons 6 to 8, easy to hard within each lesson."""


def curated(lesson: int | None = None) -> tuple[Puzzle, ...]:
    """The curated puzzles of one lesson (6, 7 or 8), or all of them."""
    if lesson is not None and lesson not in (6, 7, 8):
        raise ValueError(f"lesson={lesson!r}: curated puzzles belong to lessons 6, 7 and 8")
    return tuple(p for p in CURATED if lesson is None or p.lesson == lesson)


# --- generated puzzles ------------------------------------------------------------------


def pile_level(pile: CardsLike | int) -> int:
    """Difficulty of a pile puzzle: 1 for one yaku and no trap, else 2.

    >>> pile_level("7a 10a 6a 7p1"), pile_level("1b 3b 11b 8b")
    (1, 2)
    """
    m = mask_of(pile)
    tricky = TRICKY & set(pile_trap_values(m))
    return 1 if len(score(m).yaku) == 1 and not tricky else 2


def _sim_move(state: State, rng: random.Random, koikoi_probability: float) -> None:
    """A plausible move: usually a capture, valuable cards first; sometimes any card."""
    phase = state.phase
    if phase == PLAY:
        hand = bits(state.hands[state.to_move])
        captures = [c for c in hand if state.field & MONTH_OF[c]]
        if captures and rng.random() < 0.85:
            hand = captures
        card = rng.choice(hand)
        targets = bits(state.field & MONTH_OF[card])
        state.play(card, rng.choice(targets) if len(targets) == 2 else -1)
    elif phase == DRAW_CHOICE:
        state.choose_draw(rng.choice(bits(state.field & MONTH_OF[state.pending])))
    elif phase == DECISION:
        if rng.random() < koikoi_probability:
            state.koikoi()
        else:
            state.stop()


_MAX_ROUNDS = 2000


def generate(seed: int, level: int = 1) -> Puzzle:
    """A puzzle of difficulty ``level`` (1-3) taken from rounds simulated with a
    ``random.Random`` seeded from ``(seed, level)``: the same pair gives the same puzzle.

    Levels 1 and 2 show a pile at the moment its owner formed yaku in play; level 3 shows
    the end of a round with a koi-koi call or a doubled win.
    """
    if level not in LEVELS:
        raise ValueError(f"level={level!r} must be 1, 2 or 3")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed={seed!r} must be a whole number")
    rng = random.Random(f"koikoi-puzzle:{seed}:{level}")
    for _ in range(_MAX_ROUNDS):
        state = deal_state(_STANDARD, shuffled_deck(rng), dealer=rng.randrange(2))
        piles: list[tuple[int, int]] = []  # (pile, its total as the round counted it)
        while state.phase != OVER:
            _sim_move(state, rng, 0.6 if level == 3 else 0.4)
            if state.phase == DECISION:
                piles.append((state.captured[state.to_move], state.totals[state.to_move]))
            elif state.phase == OVER and state.result and state.result[4] == "auto":
                piles.append((state.result[5], state.result[1]))
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
    assert state.result is not None
    winner, _base, multiplier, points, reason, _ = state.result
    caller = state.last_caller if state.last_caller >= 0 else None
    if reason not in ENDINGS or (caller is None and multiplier == 1):
        return None
    you = rng.randrange(2)  # which simulated player is "you"
    relative = {you: 0, 1 - you: 1}
    asked = rng.randrange(2)
    return Puzzle(
        cards_of(state.captured[you]),
        cards_of(state.captured[1 - you]),
        caller=None if caller is None else relative[caller],
        ending=reason,  # type: ignore[arg-type]
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


def puzzles_of(source: Sequence[Puzzle] | PuzzleStream) -> Iterator[Puzzle]:
    """Iterate over a fixed list of puzzles or a stream alike."""
    return iter(source)
