"""The rules reference as data: example piles, points in words, round points from play.

The rules reference (``docs/rules.md``), the card list and the cheat sheet are drawn from
these functions, which ask the engine for every number:

>>> example_pile("tan")
(Card.parse('1r'), Card.parse('2r'), Card.parse('4r'), Card.parse('5r'), Card.parse('6r'))
>>> points_text("tane")
'1 at 5 animals, +1 per further animal'
>>> points_text("akatan", RuleSet.preset("labsk"))
'6, +1 per further ribbon'
>>> [(e.base, e.caller, e.points) for e in round_point_examples()]
[(5, False, 5), (5, True, 10), (8, False, 16), (8, True, 32)]
"""

from __future__ import annotations

from dataclasses import dataclass

from koikoi.cards import Card, cards_of
from koikoi.i18n import Translator
from koikoi.round import Round
from koikoi.rules import RuleSet
from koikoi.scoring import score
from koikoi.yaku import (
    COUNTING_YAKU,
    YAKU_NAMES,
    YAKU_RULES,
    counted_minimum,
    requirements,
    yaku_value_table,
)

__all__ = [
    "PointExample",
    "example_pile",
    "points_text",
    "round_point_examples",
    "scoring_yaku",
    "value_text",
]

_ = Translator("tutor")


def scoring_yaku(rules: RuleSet | None = None) -> tuple[str, ...]:
    """The yaku that can score under ``rules`` (value above 0), in score order.

    >>> "akatan-aotan" in scoring_yaku(), "akatan-aotan" in scoring_yaku(RuleSet.preset("labsk"))
    (False, True)
    """
    values = yaku_value_table(rules or RuleSet())
    return tuple(name for name in YAKU_NAMES if values[name] > 0)


def example_pile(name: str, rules: RuleSet | None = None, *, month: int = 1) -> tuple[Card, ...]:
    """The smallest pile that makes yaku ``name`` under ``rules`` and no other yaku.

    Cards come in deck order, from the engine's own requirement of the yaku; a card that
    would complete another yaku on the way (``3r`` on the way to tan) is passed over.
    ``month`` is the round's month, for tsuki-fuda.
    """
    rules = rules or RuleSet()
    clauses = requirements(rules, month).get(name)
    if clauses is None:
        known = ", ".join(scoring_yaku(rules))
        raise ValueError(f"yaku {name!r} does not score under these rules; scoring yaku: {known}")
    pile = 0
    for pool, count in clauses:
        for _ in range(count):
            candidates = cards_of(pool & ~pile)
            quiet = [c for c in candidates if not _adds_other(pile, c, name, rules, month)]
            pile |= (quiet or candidates)[0].mask  # another yaku on the way only if needed
    found = score(pile, rules, month=month)
    if found.names() != (name,):  # a requirement the greedy walk cannot meet alone
        raise ValueError(f"no pile makes {name!r} alone under these rules (got {found})")
    return cards_of(pile)


def value_text(value: object) -> str:
    """An option's value as short reference text: ``yes``/``no``, ``—`` for 0 points."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def points_text(name: str, rules: RuleSet | None = None) -> str:
    """The base points of yaku ``name`` under ``rules``, in words (``—`` when it is off)."""
    rules = rules or RuleSet()
    if name not in YAKU_NAMES:
        raise ValueError(f"unknown yaku {name!r}; known yaku: {', '.join(YAKU_NAMES)}")
    if name not in scoring_yaku(rules):
        return "—"
    if name in COUNTING_YAKU:
        return _counted_text(name, counted_minimum(name, rules), rules)
    value = yaku_value_table(rules)[name]
    rule = YAKU_RULES[name]
    if rule.growth(rules) is not None and rule.category == "animal":
        return _("{value}, +1 per further animal", value=value)
    if rule.growth(rules) is not None and rule.category == "ribbon":
        return _("{value}, +1 per further ribbon", value=value)
    return str(value)


def _counted_text(name: str, least: int, rules: RuleSet) -> str:
    """The points of tane, tan or kasu: 1 at ``least`` cards, +1 per further card."""
    if name == "tane":
        return _("1 at {count} animals, +1 per further animal", count=least)
    if name == "tan":
        return _("1 at {count} ribbons, +1 per further ribbon", count=least)
    if rules.sake_cup_as_plain:
        return _("1 at {count} plains (the sake cup counts), +1 per further plain", count=least)
    return _("1 at {count} plains, +1 per further plain", count=least)


def _adds_other(pile: int, card: Card, name: str, rules: RuleSet, month: int) -> bool:
    """Whether adding ``card`` to ``pile`` makes a yaku other than ``name``."""
    return bool(set(score(pile | card.mask, rules, month=month).names()) - {name})


@dataclass(frozen=True, slots=True)
class PointExample:
    """A round won with ``yaku``: ``base`` points, ``caller`` (the loser had called
    koi-koi), the ``multiplier`` and the ``points`` the engine scored."""

    yaku: str
    base: int
    caller: bool
    multiplier: int
    points: int

    def __str__(self) -> str:
        if self.caller:
            return _(
                "{yaku} {base} against a caller: {base} × {times} = {points}",
                yaku=self.yaku,
                base=self.base,
                times=self.multiplier,
                points=self.points,
            )
        return f"{self.yaku} {self.base}: {self.base} × {self.multiplier} = {self.points}"


# (yaku, pile already held, hand card, field card, stock card): the hand card captures the
# field card and completes the yaku; the drawn card matches nothing.
_WINS = (
    ("inoshikacho", "10a 6a", "7a", "7p1", "4p1"),
    ("shiko", "1b 3b 12b", "8b", "8p1", "4p1"),
)


def round_point_examples(rules: RuleSet | None = None) -> tuple[PointExample, ...]:
    """Rounds played by the engine: a base under and over the doubling line, each won
    once by stopping and once against an opponent who had called koi-koi."""
    rules = rules or RuleSet()
    examples = []
    for yaku, held, hand, field, stock in _WINS:
        for caller in (False, True):
            rnd = Round.from_position(
                hands=(hand, "12p1"),
                field=field,
                deck=stock,
                captured=(held, ""),
                koikoi_calls=(0, 1 if caller else 0),
                rules=rules,
            )
            rnd.push(hand)
            if rnd.result is None:
                rnd.push("stop")
            result = rnd.result
            assert result is not None and result.winner == 0, result
            examples.append(
                PointExample(yaku, result.base, caller, result.multiplier, result.points)
            )
    return tuple(examples)
