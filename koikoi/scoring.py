"""Scoring a captured pile: yaku, base points, dealt-hand checks and yaku progress.

>>> s = score("7a 10a 6a 7p1")
>>> s.total, [y.name for y in s.yaku]
(5, ['inoshikacho'])
>>> print(score("1b 3b 8b 9a 3r 1r 2r"))
sanko 5 + akatan 5 + hanami 5 + tsukimi 5 = 20

Every rule of the yaku table is decided once, as a function of a few counts (how many
brights, animals, ribbons...). :func:`score` explains a pile with those functions;
:func:`total_function` tabulates the same functions into a fast ``mask -> int`` total for
play-outs, so the two cannot disagree.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations

from .cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CURTAIN,
    FULL_MASK,
    MONTH_MASKS,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    Card,
    CardsLike,
    Lang,
    cards_of,
    mask_of,
)
from .errors import shown
from .i18n import Translator, language_of
from .rules import RuleSet
from .yaku import _INOSHIKACHO, YAKU_INFO, YAKU_NAMES, Clause, plain_pool, requirements

_RAIN = RAIN_MAN.mask
_NONRAIN = BRIGHTS & ~_RAIN
_CUP = SAKE_CUP.mask
_CURTAIN = CURTAIN.mask
_MOON = MOON.mask

_ = Translator("koikoi")
_ORDER = {name: i for i, name in enumerate(YAKU_NAMES)}
"""Where each yaku stands in a score: the order of :data:`YAKU_NAMES`."""

Points = list[tuple[str, int]]  # (yaku name, points) candidates of one category


@dataclass(frozen=True, slots=True)
class Yaku:
    """One scored yaku: its fixed name, its points and the cards that make it."""

    name: str
    points: int
    cards: tuple[Card, ...]

    def label(self, lang: Lang | None = None) -> str:
        """The yaku's display name in ``lang``."""
        lang = language_of(lang)
        return YAKU_INFO[self.name].label(lang)

    def __str__(self) -> str:
        return f"{self.name} {self.points}"


@dataclass(frozen=True, slots=True)
class Score:
    """The yaku that count for a pile, and their sum in base points (``total``)."""

    total: int
    yaku: tuple[Yaku, ...]

    def __str__(self) -> str:
        if not self.yaku:
            return _("no yaku (0)")
        parts = " + ".join(str(y) for y in self.yaku)
        return f"{parts} = {self.total}" if len(self.yaku) > 1 else parts

    def __contains__(self, name: object) -> bool:
        return any(y.name == name for y in self.yaku)

    def __getitem__(self, name: str) -> Yaku:
        for y in self.yaku:
            if y.name == name:
                return y
        raise KeyError(name)

    def names(self) -> tuple[str, ...]:
        """The names of the yaku that count."""
        return tuple(y.name for y in self.yaku)


# --- the rules of the yaku table, as functions of counts -------------------------------


def _bright_candidates(nonrain: int, rain: bool, rules: RuleSet) -> Points:
    """Bright yaku reachable with ``nonrain`` brights besides the rain man (and maybe him)."""
    found: Points = []
    if nonrain == 4 and rain and rules.goko:
        found.append(("goko", rules.goko))
    if nonrain == 4 and rules.shiko:
        found.append(("shiko", rules.shiko))
    if nonrain >= 3 and rain and rules.ame_shiko:
        found.append(("ame-shiko", rules.ame_shiko))
    if nonrain >= 3 and rules.sanko:
        found.append(("sanko", rules.sanko))
    return found


def bright_yaku(cards: CardsLike | int, rules: RuleSet | str | None = None) -> Points:
    """Every bright yaku the brights of ``cards`` make under ``rules`` (goko, shiko,
    ame-shiko, sanko order), though a score keeps only the best of them.

    >>> bright_yaku("1b 3b 8b 12b")
    [('shiko', 8), ('sanko', 5)]
    """
    m = mask_of(cards)
    return _bright_candidates((m & _NONRAIN).bit_count(), bool(m & _RAIN), RuleSet.coerce(rules))


def _animal_candidates(inoshikacho: bool, animals: int, rules: RuleSet) -> Points:
    found: Points = []
    if inoshikacho and rules.inoshikacho:
        extra = animals - 3 if rules.inoshikacho_extends else 0
        found.append(("inoshikacho", rules.inoshikacho + extra))
    if animals >= rules.tane_min:
        found.append(("tane", 1 + animals - rules.tane_min))
    return found


def _ribbon_candidates(poetry: bool, blue: bool, ribbons: int, rules: RuleSet) -> Points:
    found: Points = []
    extends = rules.ribbon_sets_extend
    if poetry and blue and rules.akatan_aotan:
        found.append(("akatan-aotan", rules.akatan_aotan + (ribbons - 6 if extends else 0)))
    else:
        if poetry and rules.akatan:
            found.append(("akatan", rules.akatan + (ribbons - 3 if extends else 0)))
        if blue and rules.aotan:
            found.append(("aotan", rules.aotan + (ribbons - 3 if extends else 0)))
    if ribbons >= rules.tan_min:
        found.append(("tan", 1 + ribbons - rules.tan_min))
    return found


def _plain_candidates(plains: int, rules: RuleSet) -> Points:
    return [("kasu", 1 + plains - rules.kasu_min)] if plains >= rules.kasu_min else []


def _viewing_candidates(curtain: bool, moon: bool, cup: bool, rules: RuleSet) -> Points:
    found: Points = []
    if rules.viewing_yaku and cup:
        if curtain and rules.hanami:
            found.append(("hanami", rules.hanami))
        if moon and rules.tsukimi:
            found.append(("tsukimi", rules.tsukimi))
    return found


def _best(candidates: Points) -> Points:
    """The single best yaku of a category (the first listed wins a tie)."""
    return [max(candidates, key=lambda c: c[1])] if candidates else []


def _counted(category: Points, rules: RuleSet) -> Points:
    """What a category of animal, ribbon or plain yaku contributes under ``rules``."""
    return _best(category) if rules.counting == "best-per-category" else category


# --- scoring ---------------------------------------------------------------------------


def score(
    cards: CardsLike | int, rules: RuleSet | str | None = None, *, month: int | None = None
) -> Score:
    """The yaku that count for a captured pile and their total in base points.

    ``cards``: codes (``"1b 3b"``), cards, or a card mask. ``rules``: a RuleSet or a
    preset name (default standard). ``month`` is the round's month, for rules with the
    monthly yaku tsuki-fuda.
    """
    rules = RuleSet.coerce(rules)
    m = mask_of(cards)
    if month is not None:
        _check_month(month)
    found = sorted(_found(m, rules, month), key=lambda item: _ORDER[item[0]])
    yaku = tuple(
        Yaku(name, points, cards_of(_yaku_cards(name, m, rules, month))) for name, points in found
    )
    return Score(sum(y.points for y in yaku), yaku)


def _found(m: int, rules: RuleSet, month: int | None) -> tuple[tuple[str, int], ...]:
    """The yaku that count for pile ``m`` with their points (unordered)."""
    plains = m & plain_pool(rules)
    found = (
        _best(_bright_candidates((m & _NONRAIN).bit_count(), bool(m & _RAIN), rules))
        + _counted(
            _animal_candidates(m & _INOSHIKACHO == _INOSHIKACHO, (m & ANIMALS).bit_count(), rules),
            rules,
        )
        + _counted(
            _ribbon_candidates(
                m & POETRY_RIBBONS == POETRY_RIBBONS,
                m & BLUE_RIBBONS == BLUE_RIBBONS,
                (m & RIBBONS).bit_count(),
                rules,
            ),
            rules,
        )
        + _counted(_plain_candidates(plains.bit_count(), rules), rules)
        + _viewing_candidates(bool(m & _CURTAIN), bool(m & _MOON), bool(m & _CUP), rules)
    )
    month_mask = MONTH_MASKS[month - 1] if month is not None else 0
    if rules.tsuki_fuda and month_mask and m & month_mask == month_mask:
        found.append(("tsuki-fuda", rules.tsuki_fuda))
    return tuple(found)


def _yaku_cards(name: str, m: int, rules: RuleSet, month: int | None) -> int:
    """The cards of pile ``m`` that make (or extend) the yaku ``name``."""
    ribbons_extend = m & RIBBONS if rules.ribbon_sets_extend else 0
    cards = {
        "goko": BRIGHTS,
        "shiko": _NONRAIN,
        "ame-shiko": BRIGHTS,
        "sanko": _NONRAIN,
        "inoshikacho": ANIMALS if rules.inoshikacho_extends else _INOSHIKACHO,
        "akatan": POETRY_RIBBONS | ribbons_extend,
        "aotan": BLUE_RIBBONS | ribbons_extend,
        "akatan-aotan": POETRY_RIBBONS | BLUE_RIBBONS | ribbons_extend,
        "hanami": _CURTAIN | _CUP,
        "tsukimi": _MOON | _CUP,
        "tane": ANIMALS,
        "tan": RIBBONS,
        "kasu": plain_pool(rules),
        "tsuki-fuda": MONTH_MASKS[month - 1] if month else 0,
    }[name]
    return m & cards


def _check_month(month: int) -> None:
    if not isinstance(month, int) or isinstance(month, bool) or not 1 <= month <= 12:
        raise ValueError(f"month={shown(month)} must be a month number from 1 to 12")


# --- the fast total --------------------------------------------------------------------


def _total(points: Points) -> int:
    return sum(p for _, p in points)


def total_function(
    rules: RuleSet | str | None = None, month: int | None = None
) -> Callable[[int], int]:
    """A fast ``mask -> base points`` function, equal to ``score(mask, rules, month).total``.

    The yaku rules are tabulated once per rule set, so one call is a few bit counts and
    table look-ups (the inner loop of computer opponents' play-outs).
    """
    return _tabulated_total(RuleSet.coerce(rules), month)


@functools.lru_cache(maxsize=64)
def _tabulated_total(rules: RuleSet, month: int | None) -> Callable[[int], int]:
    """:func:`total_function` for checked rules (cached per rule set and month)."""
    bright = [
        _total(_best(_bright_candidates(k, bool(rain), rules))) for rain in (0, 1) for k in range(5)
    ]
    animal = [
        _total(_counted(_animal_candidates(bool(isc), n, rules), rules))
        for isc in (0, 1)
        for n in range(10)
    ]
    ribbon = [
        _total(_counted(_ribbon_candidates(bool(poetry), bool(blue), n, rules), rules))
        for blue in (0, 1)
        for poetry in (0, 1)
        for n in range(11)
    ]
    plain = [_total(_counted(_plain_candidates(n, rules), rules)) for n in range(26)]
    viewing = [
        _total(_viewing_candidates(bool(curtain), bool(moon), True, rules))
        for moon in (0, 1)
        for curtain in (0, 1)
    ]
    plains_pool = plain_pool(rules)
    if month is not None:
        _check_month(month)
    month_mask = MONTH_MASKS[month - 1] if month is not None and rules.tsuki_fuda else 0
    tsuki_fuda = rules.tsuki_fuda
    nonrain, rain, isc, poetry, blue = _NONRAIN, _RAIN, _INOSHIKACHO, POETRY_RIBBONS, BLUE_RIBBONS
    cup, curtain, moon = _CUP, _CURTAIN, _MOON

    def total(m: int) -> int:
        t = (
            bright[(m & nonrain).bit_count() + (5 if m & rain else 0)]
            + animal[(m & ANIMALS).bit_count() + (10 if m & isc == isc else 0)]
            + ribbon[
                (m & RIBBONS).bit_count()
                + (11 if m & poetry == poetry else 0)
                + (22 if m & blue == blue else 0)
            ]
            + plain[(m & plains_pool).bit_count()]
        )
        if m & cup:
            t += viewing[(1 if m & curtain else 0) + (2 if m & moon else 0)]
        if month_mask and m & month_mask == month_mask:
            t += tsuki_fuda
        return t

    return total


# --- dealt hands -----------------------------------------------------------------------


_LOW_BITS = int("5" * 12, 16)
_LOW_PAIRS = int("3" * 12, 16)
_NIBBLE_ONES = int("1" * 12, 16)


def month_nibbles(mask: int) -> int:
    """Per-month card counts packed 4 bits a month (month 1 lowest): a fast month count."""
    pairs = (mask & _LOW_BITS) + ((mask >> 1) & _LOW_BITS)
    return (pairs & _LOW_PAIRS) + ((pairs >> 2) & _LOW_PAIRS)


def has_whole_month(mask: int) -> bool:
    """Whether the cards hold all four cards of some month."""
    return bool(month_nibbles(mask) & (_NIBBLE_ONES << 2))


def pair_months(mask: int) -> int:
    """How many months have exactly two of their cards in ``mask``."""
    nibbles = month_nibbles(mask)
    return ((nibbles >> 1) & ~nibbles & ~(nibbles >> 2) & _NIBBLE_ONES).bit_count()


def month_counts(cards: CardsLike | int) -> tuple[int, ...]:
    """How many cards of each month (index 0 = January) the cards hold."""
    m = mask_of(cards)
    return tuple((m & month_mask).bit_count() for month_mask in MONTH_MASKS)


def dealt_hand_yaku(hand: CardsLike | int) -> str | None:
    """``"teshi"`` (all 4 cards of a month), ``"kuttsuki"`` (exactly two cards of each of
    four months) or None, for a dealt hand. A hand that is both is teshi.

    >>> dealt_hand_yaku("1b 1r 1p1 1p2 2a 2r 3b 3r")
    'teshi'
    >>> dealt_hand_yaku("1b 1r 2a 2r 3b 3r 4a 4r")
    'kuttsuki'
    """
    m = mask_of(hand)
    if has_whole_month(m):
        return "teshi"
    if m.bit_count() == 8 and pair_months(m) == 4:
        return "kuttsuki"
    return None


# --- yaku progress ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class YakuProgress:
    """How close a pile is to one yaku.

    ``status`` is ``"reached"`` (its cards are held), ``"one away"`` (one more card of
    ``completing`` makes it count), ``"open"`` (it can still count), or ``"blocked"`` (it
    can never count: the opponent holds cards it needs, or every way to complete it also
    completes a better yaku that counts instead, e.g. sanko with the rain man in the pile).
    ``counted`` says whether it is among the yaku that count.
    """

    name: str
    status: str
    have: tuple[Card, ...]
    needed: int
    completing: tuple[Card, ...]
    counted: bool

    def label(self, lang: Lang | None = None) -> str:
        """The yaku's display name in ``lang``."""
        lang = language_of(lang)
        return YAKU_INFO[self.name].label(lang)


def progress(
    captured: CardsLike | int,
    rules: RuleSet | str | None = None,
    *,
    opponent: CardsLike | int = 0,
    month: int | None = None,
) -> tuple[YakuProgress, ...]:
    """Every yaku's progress for a captured pile, with the opponent's pile as blockers.

    >>> [p.name for p in progress("7a 10a") if p.status == "one away"]
    ['inoshikacho']
    >>> [str(c) for c in progress("7a 10a")[4].completing]
    ['6a']
    """
    rules = RuleSet.coerce(rules)
    mine, theirs = mask_of(captured), mask_of(opponent)
    if mine & theirs:
        both = ", ".join(str(c) for c in cards_of(mine & theirs))
        raise ValueError(f"cards {both} are in both captured piles")
    counted = set(score(mine, rules, month=month).names())
    free = FULL_MASK & ~mine & ~theirs
    counts = _names_counted(rules, month)
    result = []
    for name, clauses in requirements(rules, month).items():
        needed = sum(max(0, count - (mine & pool).bit_count()) for pool, count in clauses)
        blocked = any((pool & ~theirs).bit_count() < count for pool, count in clauses)
        completing = 0
        if needed == 1 and not blocked:
            for pool, count in clauses:
                if (mine & pool).bit_count() < count:
                    for card in _bits(pool & free):
                        if name in counts(mine | card):
                            completing |= card
            blocked = not completing
        elif needed and not blocked:
            blocked = not _can_count(name, clauses, mine, free, counts)
        status = (
            "reached"
            if needed == 0
            else "blocked"
            if blocked
            else "one away"
            if needed == 1
            else "open"
        )
        have = mine & _union(pool for pool, _ in clauses)
        result.append(
            YakuProgress(
                name, status, cards_of(have), needed, cards_of(completing), name in counted
            )
        )
    return tuple(result)


@functools.lru_cache(maxsize=16)
def _names_counted(rules: RuleSet, month: int | None) -> Callable[[int], frozenset[str]]:
    """``pile mask -> names of the yaku that count`` under ``rules``, cached: the progress
    of a pile asks about many piles that differ by a card or two."""

    @functools.lru_cache(maxsize=1 << 14)
    def names(m: int) -> frozenset[str]:
        return frozenset(name for name, _ in _found(m, rules, month))

    return names


def _can_count(
    name: str,
    clauses: tuple[Clause, ...],
    mine: int,
    free: int,
    counts: Callable[[int], frozenset[str]],
) -> bool:
    """Whether adding some ``free`` cards of the yaku's own pools to ``mine`` makes the yaku
    ``name`` count (only the best bright yaku counts, and under best-per-category only the
    best of each category). Smaller additions are tried first, so a yaku that can count is
    found at once; one that cannot is searched through, which happens only to yaku with a
    better rival in their category (brights, animals, ribbons: pools of at most 10 cards)."""
    spare = _bits(_union(pool for pool, _ in clauses) & free)
    needed = sum(max(0, count - (mine & pool).bit_count()) for pool, count in clauses)
    for size in range(needed, len(spare) + 1):
        for extra in combinations(spare, size):
            pile = mine | sum(extra)
            if all((pile & pool).bit_count() >= count for pool, count in clauses) and (
                name in counts(pile)
            ):
                return True
    return False


def _bits(mask: int) -> list[int]:
    """The single-card masks of ``mask``, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low)
        mask ^= low
    return bits


def _union(masks: Iterable[int]) -> int:
    result = 0
    for mask in masks:
        result |= mask
    return result
