"""Trap definitions and trap arithmetic: the typical scoring mistakes, and the wrong
answer each one leads to under a given rule set.

>>> pile_trap_values("1b 3b 11b")["rain-man-in-three"]
5
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from ...cards import (
    SAKE_CUP,
    CardsLike,
    Kind,
    cards_of,
    mask_of,
)
from ...i18n import N_, Translator
from ...points import Doubling, round_points
from ...result import RoundResult
from ...rules import RuleSet
from ...scoring import Score, bright_yaku, score
from ...yaku import (
    COUNTING_YAKU,
    YAKU_RULES,
    category_cards,
    counted_pool,
    yaku_value_table,
)
from ..texts import RuleText, by_key

_STANDARD = RuleSet()
_ = Translator("tutor")


class Trap(RuleText):
    """A typical scoring mistake: a short ``key`` (its name, e.g. ``"rain-man-in-three"``),
    a ``title``, and as ``body`` the rule that avoids it, both written with the values of
    ``rules`` in the current language."""

    __slots__ = ()


_TEMPLATES: dict[str, Trap] = by_key(
    Trap(
        "rain-man-in-three",
        N_("The rain man spoils three brights"),
        N_(
            "Three brights that include the rain man 11b score nothing: sanko needs three "
            "brights without him."
        ),
    ),
    Trap(
        "rain-man-in-four",
        N_("Four brights with the rain man are ame-shiko, {ame_shiko}"),
        N_(
            "Shiko ({shiko}) is four brights without the rain man; with him it is "
            "ame-shiko, {ame_shiko}."
        ),
    ),
    Trap(
        "brights-added",
        N_("Only the best bright yaku counts"),
        N_("Bright yaku never add up: five brights are goko {goko}, not goko + shiko + sanko."),
    ),
    Trap(
        "sake-cup-in-tane",
        N_("The sake cup is an animal"),
        N_("The sake cup 9a is an animal: it counts towards tane ({tane_min} or more animals)."),
    ),
    Trap(
        "sake-cup-in-kasu",
        N_("The sake cup is also a plain"),
        N_(
            "The sake cup 9a also counts as a plain for kasu: {kasu_less_one} plains plus the "
            "sake cup make kasu."
        ),
    ),
    Trap(
        "viewing-both",
        N_("Hanami and tsukimi both count"),
        N_(
            "The one sake cup makes hanami with the curtain and tsukimi with the moon: "
            "holding all three scores both, {hanami} + {tsukimi}."
        ),
    ),
    Trap(
        "tan-on-top",
        N_("Tan counts on top of akatan and aotan"),
        N_(
            "Yaku are counted independently even when they share cards: {tan_min} or "
            "more ribbons score tan as well as akatan or aotan."
        ),
    ),
    Trap(
        "tane-on-top",
        N_("Tane counts on top of inoshikacho"),
        N_(
            "Yaku are counted independently even when they share cards: {tane_min} or "
            "more animals score tane as well as inoshikacho."
        ),
    ),
    Trap(
        "inoshikacho-extends",
        N_("Inoshikacho has no extension"),
        N_(
            "Inoshikacho is {inoshikacho}, however many animals you hold; extra animals only "
            "improve tane."
        ),
    ),
    Trap(
        "minimum-is-one",
        N_("Tane, tan and kasu start at 1"),
        N_(
            "Tane is 1 point at {tane_min} animals, tan 1 at {tan_min} ribbons, kasu 1 at "
            "{kasu_min} plains, and "
            "each card beyond adds 1."
        ),
    ),
    Trap(
        "one-per-card",
        N_("Not one point per card"),
        N_(
            "Tane, tan and kasu are not worth a point per card: kasu is 1 at {kasu_min} "
            "plains, +1 per plain beyond ({kasu_plus_two} plains make 3)."
        ),
    ),
    Trap(
        "card-values",
        N_("Card values play no part"),
        N_(
            "The 20/10/5/1 card values of other hanafuda games are not used: Koi-Koi "
            "scores only yaku."
        ),
    ),
    Trap(
        "no-double-at-7",
        N_("×2 at {double_at} or more"),
        N_("A win with a base of {double_at} points or more is doubled."),
    ),
    Trap(
        "double-below-7",
        N_("No ×2 below {double_at}"),
        N_(
            "A base under {double_at} points is not doubled for its size; only {double_at} or "
            "more is."
        ),
    ),
    Trap(
        "koikoi-double-forgotten",
        N_("×2 against a caller"),
        N_(
            "When the winner's opponent had called koi-koi, the win is doubled again "
            "(and this stacks with the ×2 at {double_at} or more)."
        ),
    ),
    Trap(
        "base-only",
        N_("Multipliers stack"),
        N_(
            "Round points are the base, ×2 at {double_at} or more, and ×2 again against a "
            "koi-koi caller: up to ×4."
        ),
    ),
    Trap(
        "caller-doubles-own-win",
        N_("Calling koi-koi never doubles the caller's own win"),
        N_(
            "The ×2 for koi-koi applies only when the winner's opponent called; a caller who "
            "wins gets base points (×2 only at {double_at} or more)."
        ),
    ),
    Trap(
        "beaten-caller",
        N_("A beaten caller scores 0"),
        N_(
            "After a koi-koi call, the caller's earlier yaku do not protect them: if the "
            "opponent ends the round, the caller scores 0."
        ),
    ),
    Trap(
        "drawn-round",
        N_("A drawn round scores 0"),
        N_(
            "When both hands are played out and nobody ended the round, both players score "
            "0, and a koi-koi caller loses the yaku they held."
        ),
    ),
    Trap(
        "loser-scores",
        N_("Only the winner scores"),
        N_("The loser of a round gets 0, whatever yaku lie in their pile."),
    ),
    Trap(
        "whose-points",
        N_("Read whose points are asked"),
        N_(
            "The question asks what this player scores; only the winner scores, the other "
            "player gets 0."
        ),
    ),
)


"""The traps, their texts with the rule set's values left as ``{fields}``."""

_DRAWN_CALLER_KEEPS = Trap(
    "drawn-round",
    N_("A drawn round scores 0"),
    N_("A round that ends with no winner scores 0 for both players, whatever yaku they hold."),
)
"""The drawn-round trap where an exhausted round gives the caller the yaku held at the call
(so a drawn round is one without such a caller)."""

_NO_SIZE_DOUBLE: dict[str, Trap] = by_key(
    Trap(
        "koikoi-double-forgotten",
        N_("×2 against a caller"),
        N_("When the winner's opponent had called koi-koi, the win is doubled."),
    ),
    Trap(
        "caller-doubles-own-win",
        N_("Calling koi-koi never doubles the caller's own win"),
        N_(
            "The ×2 for koi-koi applies only when the winner's opponent called; a caller who "
            "wins gets base points."
        ),
    ),
)
"""Traps whose standard text quotes the ×2 at ``double_at`` or more, for rules that never
double a win for its size (``double_at`` 0)."""

PileTrap = Callable[[int, Score, RuleSet], int | None]


def traps_under(rules: RuleSet) -> dict[str, Trap]:
    """Every trap, its texts written with the values of ``rules``."""
    found = {key: t.under(rules) for key, t in _TEMPLATES.items()}
    if rules.exhausted_caller_keeps:
        found["drawn-round"] = _DRAWN_CALLER_KEEPS.under(rules)
    if not rules.double_at:
        found |= {key: t.under(rules) for key, t in _NO_SIZE_DOUBLE.items()}
    return found


TRAPS: dict[str, Trap] = traps_under(_STANDARD)
"""Every trap by name, under the standard rules."""


def _count(m: int, pool: int) -> int:
    return (m & pool).bit_count()


def _pts(s: Score, name: str) -> int:
    return s[name].points if name in s else 0


def _rain_three(m: int, s: Score, rules: RuleSet) -> int | None:
    (pool, needed), *_others = YAKU_RULES["sanko"].clauses(rules)
    spoiler = category_cards("bright") & ~pool  # the bright sanko may not hold: the rain man
    three = _count(m, pool) == needed - 1 and m & spoiler
    return s.total + yaku_value_table(rules)["sanko"] if three else None


def _rain_four(m: int, s: Score, rules: RuleSet) -> int | None:
    return s.total + rules.shiko - rules.ame_shiko if "ame-shiko" in s else None


def _brights_added(m: int, s: Score, rules: RuleSet) -> int | None:
    found = [value for _name, value in bright_yaku(m, rules)]
    return s.total + sum(found) - max(found) if len(found) > 1 else None


def _cup_in(name: str) -> PileTrap:
    def trap(m: int, s: Score, rules: RuleSet) -> int | None:
        counts = counted_pool(name, rules) & SAKE_CUP.mask
        return s.total - 1 if counts and m & SAKE_CUP.mask and name in s else None

    return trap


def _viewing_both(m: int, s: Score, rules: RuleSet) -> int | None:
    both = "hanami" in s and "tsukimi" in s
    return s.total - min(_pts(s, "hanami"), _pts(s, "tsukimi")) if both else None


def _tan_on_top(m: int, s: Score, rules: RuleSet) -> int | None:
    sets = "akatan" in s or "aotan" in s
    return s.total - _pts(s, "tan") if sets and "tan" in s else None


def _tane_on_top(m: int, s: Score, rules: RuleSet) -> int | None:
    return s.total - _pts(s, "tane") if "inoshikacho" in s and "tane" in s else None


def _inoshikacho_extends(m: int, s: Score, rules: RuleSet) -> int | None:
    grows = YAKU_RULES["inoshikacho"].grows
    assert grows is not None and isinstance(grows.pool, int) and isinstance(grows.beyond, int)
    extra = _count(m, grows.pool) - grows.beyond
    held = "inoshikacho" in s and YAKU_RULES["inoshikacho"].growth(rules) is None
    return s.total + extra if held and extra > 0 else None


def _counted(rules: RuleSet) -> dict[str, int]:
    """The cards each of tane, tan and kasu counts (the engine's pools)."""
    return {name: counted_pool(name, rules) for name in COUNTING_YAKU}


def _minimum_is_one(m: int, s: Score, rules: RuleSet) -> int | None:
    n = sum(1 for name in _counted(rules) if name in s)
    return s.total - n if n else None


def _one_per_card(m: int, s: Score, rules: RuleSet) -> int | None:
    counted = _counted(rules)
    held = [name for name in counted if name in s]
    if not held:
        return None
    return s.total + sum(_count(m, counted[name]) - _pts(s, name) for name in held)


def _card_values(m: int, s: Score, rules: RuleSet) -> int | None:
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

GENERAL = frozenset({"minimum-is-one", "one-per-card", "card-values"})
"""Pile traps that apply to almost any pile: misreadings of how yaku score in general, not
of what this pile holds."""

TRICKY = frozenset(PILE_TRAPS) - GENERAL
"""Pile traps that make a puzzle tricky (the :data:`GENERAL` ones apply to almost any pile)."""


def pile_trap_values(pile: CardsLike | int, rules: RuleSet | str | None = None) -> dict[str, int]:
    """For each trap a pile sets, the wrong base points it leads to under ``rules``
    (standard by default; a trap the rules rule out, e.g. inoshikacho-extends where
    inoshikacho does extend, is not set).

    >>> pile_trap_values("1b 3b 11b")["rain-man-in-three"]
    5
    """
    rules = RuleSet.coerce(rules)
    m = mask_of(pile)
    s = score(m, rules)
    values = {name: trap(m, s, rules) for name, trap in PILE_TRAPS.items()}
    return {name: v for name, v in values.items() if v is not None and v != s.total}


TrapAnswers = list[tuple[tuple[str, ...], int]]
"""Wrong answers and the traps that lead to them: ``[(trap names, wrong points), ...]``."""


def pile_trap_answers(pile: CardsLike | int, rules: RuleSet) -> TrapAnswers:
    """The wrong base points of a pile under ``rules``: one per trap it sets, and one per
    pair of them."""
    singles = pile_trap_values(pile, rules)
    total = score(mask_of(pile), rules).total
    found: TrapAnswers = [((name,), v) for name, v in singles.items()]
    for (a, va), (b, vb) in itertools.combinations(singles.items(), 2):
        found.append(((a, b), va + vb - total))
    return found


def round_trap_answers(
    result: RoundResult, pile: CardsLike | int, rules: RuleSet, *, asked: int, caller: int | None
) -> TrapAnswers:
    """The wrong round points player ``asked`` (holding ``pile``) may give for a round
    that ended with ``result`` under ``rules``, ``caller`` having called koi-koi."""
    winner = result.winner
    mine = score(mask_of(pile), rules).total
    found: TrapAnswers = []
    if winner == asked:
        base, points = result.base, result.points
        against_caller = caller == 1 - asked
        sized = Doubling.BIG in result.doubled
        if sized:
            found.append((("no-double-at-7",), points // 2))
        elif rules.double_at:
            found.append((("double-below-7",), points * 2))
        if Doubling.KOIKOI in result.doubled:
            found.append((("koikoi-double-forgotten",), points // 2))
            if sized:
                found.append((("base-only",), base))
        if caller == asked:
            found.append((("caller-doubles-own-win",), points * 2))
        for name, wrong_base in pile_trap_values(pile, rules).items():
            wrong = round_points(wrong_base, rules, loser_called=against_caller)
            found.append(((name,), wrong.points))
    elif winner is None:
        if mine:
            found.append((("drawn-round",), mine))
            found.append((("drawn-round",), round_points(mine, rules).points))
    else:
        name = "beaten-caller" if caller == asked else "loser-scores"
        if mine:
            found.append(((name,), mine))
            found.append(((name,), round_points(mine, rules).points))
        found.append((("whose-points",), result.points))
    return found
