"""The puzzle model: what a scoring puzzle shows and asks, and its answer from the engine.

A pile puzzle asks for a captured pile's base points; a round puzzle adds the opponent's
pile, who called koi-koi and how the round ended, and asks what one player scores. The
answer is never written here: the puzzle's last turn is played on :class:`koikoi.Round`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from ...cards import MONTH_MASKS, Card, CardsLike, cards_of, format_cards, mask_of, parse_cards
from ...i18n import Translator
from ...result import Reason
from ...round import Round, RoundResult
from ...rules import RuleSet
from ...scoring import Score, score
from ..phrases import score_text
from .traps import TRAPS

Ending = Reason
"""How a round puzzle's round ended: one of :data:`ENDINGS`."""
ENDINGS: tuple[Reason, ...] = (Reason.STOP, Reason.AUTO, Reason.EXHAUSTED)
LEVELS: tuple[int, ...] = (1, 2, 3)
"""Difficulty levels: 1 one plain yaku; 2 several yaku or a trap; 3 a round's points."""

PLAYER_NAMES = ("You", "Your opponent")
_STANDARD = RuleSet()
_ = Translator("tutor")


def _cards(cards: CardsLike) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(cards)))


def _ending(ending: Ending | str) -> Ending:
    """``ending`` (or its text, e.g. ``"stop"``) as one of :data:`ENDINGS`; a
    ``ValueError`` naming it otherwise."""
    if ending not in ENDINGS:
        raise ValueError(f"ending={ending!r} is not one of {', '.join(ENDINGS)}")
    return Reason(ending)


@dataclass(frozen=True)
class Puzzle:
    """A scoring puzzle.

    ``pile`` is your captured pile (player 0). A pile puzzle (``ending`` None) asks for
    its base points. A round puzzle adds the ``opponent``'s pile, the ``caller`` of
    koi-koi (0 you, 1 your opponent, None nobody), the ``ending`` (one of :data:`ENDINGS`;
    its text, e.g. ``"stop"``, is accepted), the ``ender`` whose turn ended the round,
    and asks what player ``asked`` scores. ``expected``/``expected_yaku`` are hand-written
    answers (curated) or, for a generated puzzle, the points its simulated round counted;
    ``traps`` the traps the puzzle is about; ``seed`` rebuilds a generated puzzle.
    """

    pile: tuple[Card, ...]
    opponent: tuple[Card, ...] = ()
    caller: int | None = None
    ending: Ending | None = None  # a text such as "stop" becomes its Reason
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
        if self.ending is not None:
            object.__setattr__(self, "ending", _ending(self.ending))
        if self.ending in (Reason.STOP, Reason.AUTO) and self.ender is None:
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
    def pile_of(cls, pile: CardsLike, **options: Any) -> Puzzle:
        """A pile puzzle: "how many points is this pile worth?" (``options``: the other
        fields, checked by the constructor)."""
        return cls(_cards(pile), **options)

    @classmethod
    def round_of(
        cls,
        pile: CardsLike,
        opponent: CardsLike,
        *,
        caller: int | None,
        ending: Ending | str,
        ender: int | None = None,
        **options: Any,
    ) -> Puzzle:
        """A round puzzle: both piles, who called koi-koi, how the round ended."""
        return cls(
            _cards(pile),
            _cards(opponent),
            caller=caller,
            ending=_ending(ending),
            ender=ender,
            **options,
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
        lines = []
        if self.caller is None and self.ending == Reason.STOP:
            return (
                _("Nobody called koi-koi: you formed yaku and stopped.")
                if self.ender == 0
                else _("Nobody called koi-koi: your opponent formed yaku and stopped.")
            )
        if self.caller is None:
            lines.append(_("Nobody called koi-koi."))
        else:
            held = score(self.piles()[self.caller], self.rules)
            if self.ending != Reason.EXHAUSTED or not held.yaku:
                lines.append(
                    _("You called koi-koi earlier in the round.")
                    if self.caller == 0
                    else _("Your opponent called koi-koi earlier in the round.")
                )
            elif self.caller == 0:
                lines.append(_("You called koi-koi holding {held}.", held=score_text(held)))
            else:
                lines.append(
                    _("Your opponent called koi-koi holding {held}.", held=score_text(held))
                )
        if self.ending == Reason.STOP:
            assert self.ender is not None
            lines.append(
                _("Then you formed yaku and stopped.")
                if self.ender == 0
                else _("Then your opponent formed yaku and stopped.")
            )
        elif self.ending == Reason.AUTO:
            assert self.ender is not None
            lines.append(
                _(
                    "Then you ended a turn with a new or improved yaku, and with that the round "
                    "ended by itself."
                )
                if self.ender == 0
                else _(
                    "Then your opponent ended a turn with a new or improved yaku, and with that "
                    "the round ended by itself."
                )
            )
        else:
            lines.append(_("Nobody ended the round: both hands were played out."))
        return " ".join(lines)

    @property
    def question(self) -> str:
        """The question, e.g. "How many points is this pile worth?"."""
        if not self.is_round:
            return _("How many points is this pile worth?")
        if self.asked == 0:
            return _("How many points do you score this round?")
        return _("How many points does your opponent score this round?")

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
    if puzzle.ending == Reason.EXHAUSTED:
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
    if puzzle.ending == Reason.STOP:
        if rnd.is_over:
            raise ValueError(f"{puzzle}: the round ended automatically, so nobody could stop")
        rnd.push("stop")
    elif not rnd.is_over:
        raise ValueError(f"{puzzle}: the player could still choose to stop or call koi-koi")
    return rnd
