"""Scoring a captured pile: yaku, base points, dealt-hand checks and yaku progress.

>>> s = score("7a 10a 6a 7p1")
>>> s.total, [y.name for y in s.yaku]
(5, ['inoshikacho'])
>>> print(score("1b 3b 8b 9a 3r 1r 2r"))
sanko 5 + akatan 5 + hanami 5 + tsukimi 5 = 20

Every rule of the yaku is read from the one yaku table, :data:`koikoi.yaku.YAKU_TABLE`.
:func:`score` explains a pile with its rows; :func:`total_function` tabulates the same
rows into a fast ``mask -> int`` total for play-outs, so the two cannot disagree.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from .cards import (
    FULL_MASK,
    MONTH_MASKS,
    Card,
    CardsLike,
    Lang,
    cards_of,
    mask_of,
)
from .i18n import Translator, language_of
from .rules import RuleSet
from .validation import check_month
from .yaku import (
    CATEGORIES,
    YAKU_INFO,
    YAKU_NAMES,
    YAKU_TABLE,
    Clause,
    plain_pool,
    requirements,
)

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


# --- the yaku table, resolved for one rule set and month ------------------------------

_Entry = tuple[str, tuple[Clause, ...], int, int, int, tuple[str, ...]]
"""A row of the yaku table under one rule set and month: name, clauses, base points, growth
pool (0: no growth), cards beyond which the growth counts, and the yaku it replaces."""

_Group = tuple[bool, tuple[_Entry, ...], int, int]
"""The yaku of one category that can count: whether only the best of them counts, their
rows, every card of their clauses, and the fewest of those cards any of them needs (a
pile with fewer makes none: most piles are refused by this one count)."""


@dataclass(frozen=True, slots=True)
class _Resolved:
    """The yaku table under one rule set and month: the categories' yaku that can count,
    and the cards that make (or extend) each yaku."""

    groups: tuple[_Group, ...]
    cards: dict[str, int]


_TABLES: dict[tuple[int, int | None, int], tuple[RuleSet, _Resolved]] = {}


def _table(rules: RuleSet, month: int | None) -> _Resolved:
    """:func:`_resolved` for ``rules`` and ``month``, cached by the rule set's identity
    (hashing a rule set's 35 options would cost more than scoring a pile)."""
    plains = plain_pool(rules)
    key = (id(rules), month, plains)
    cached = _TABLES.get(key)
    if cached is not None and cached[0] is rules:
        return cached[1]
    if len(_TABLES) >= 256:
        _TABLES.clear()
    table = _resolved(rules, month, plains)
    _TABLES[key] = (rules, table)  # the rule set is kept, so its id is not reused
    return table


@functools.lru_cache(maxsize=256)
def _resolved(rules: RuleSet, month: int | None, plains: int) -> _Resolved:
    """:data:`YAKU_TABLE` under ``rules`` in ``month``, with ``plains`` the plain pool
    (part of the cache key: the pool is asked of :func:`plain_pool` on every score)."""
    groups: dict[str, list[_Entry]] = {}
    cards: dict[str, int] = {}
    for rule in YAKU_TABLE:
        clauses = tuple(
            (plains if pool == "plains" else mask, count)
            for (pool, _n), (mask, count) in zip(
                rule.needs, rule.clauses(rules, month), strict=True
            )
        )
        growth = rule.growth(rules)
        grow_pool, beyond = growth if growth is not None else (0, 0)
        if rule.grows is not None and rule.grows.pool == "plains" and growth is not None:
            grow_pool = plains
        union = 0
        for pool, _count in clauses:
            union |= pool
        cards[rule.name] = union | grow_pool
        value = rule.value_under(rules)
        if value > 0 and all(pool for pool, _count in clauses):
            entry = (rule.name, clauses, value, grow_pool, beyond, rule.replaces)
            groups.setdefault(rule.category, []).append(entry)
    best_per_category = rules.counting == "best-per-category"
    return _Resolved(
        tuple(
            _group(
                CATEGORIES[category] == "best"
                or (CATEGORIES[category] == "counting" and best_per_category),
                tuple(entries),
            )
            for category, entries in groups.items()
        ),
        cards,
    )


def _group(best: bool, entries: tuple[_Entry, ...]) -> _Group:
    union, least = 0, 48
    for entry in entries:
        for pool, _count in entry[1]:
            union |= pool
        least = min(least, max(count for _pool, count in entry[1]))
    return best, entries, union, least


def _group_found(m: int, group: _Group) -> Points:
    """The yaku of one category that count for pile ``m``, with their points."""
    best, entries, union, least = group
    if (m & union).bit_count() < least:
        return []
    held: Points = []
    replaced: tuple[str, ...] = ()
    for name, clauses, value, grow_pool, beyond, replaces in entries:
        for pool, count in clauses:
            if (m & pool).bit_count() < count:
                break
        else:
            held.append(
                (name, value + (m & grow_pool).bit_count() - beyond if grow_pool else value)
            )
            replaced += replaces
    if replaced:
        held = [item for item in held if item[0] not in replaced]
    if best and len(held) > 1:
        return [max(held, key=lambda item: item[1])]  # the first listed wins a tie
    return held


def bright_yaku(cards: CardsLike | int, rules: RuleSet | str | None = None) -> Points:
    """Every bright yaku the brights of ``cards`` make under ``rules`` (goko, shiko,
    ame-shiko, sanko order), though a score keeps only the best of them.

    >>> bright_yaku("1b 3b 8b 12b")
    [('shiko', 8), ('sanko', 5)]
    """
    m = mask_of(cards)
    rules = RuleSet.coerce(rules)
    bright = tuple(r for r in YAKU_TABLE if r.category == "bright")
    found: Points = []
    for rule in bright:
        value = rule.value_under(rules)
        if value and all((m & pool).bit_count() >= n for pool, n in rule.clauses(rules)):
            found.append((rule.name, value))
    return found


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
        check_month(month)
    table = _table(rules, month)
    found: Points = []
    for group in table.groups:
        found += _group_found(m, group)
    found.sort(key=lambda item: _ORDER[item[0]])
    cards = table.cards
    yaku = tuple(Yaku(name, points, cards_of(m & cards[name])) for name, points in found)
    return Score(sum(y.points for y in yaku), yaku)


def _found(m: int, rules: RuleSet, month: int | None) -> tuple[tuple[str, int], ...]:
    """The yaku that count for pile ``m`` with their points (in table order)."""
    found: Points = []
    for group in _table(rules, month).groups:
        found += _group_found(m, group)
    return tuple(found)


# --- the fast total --------------------------------------------------------------------


def total_function(
    rules: RuleSet | str | None = None, month: int | None = None
) -> Callable[[int], int]:
    """A fast ``mask -> base points`` function, equal to ``score(mask, rules, month).total``.

    The yaku table is tabulated once per rule set, so one call is a few bit counts and
    table look-ups (the inner loop of computer opponents' play-outs).
    """
    rules = RuleSet.coerce(rules)
    if month is not None:
        check_month(month)
    return _tabulated_total(rules, month, plain_pool(rules))


@functools.lru_cache(maxsize=64)
def _tabulated_total(rules: RuleSet, month: int | None, plains: int) -> Callable[[int], int]:
    """:func:`total_function` for checked rules (cached per rule set and month).

    Each category's points depend only on how many cards the pile holds of each *atom*
    of the category (the smallest card sets its pools split into). They are tabulated by
    those counts, from :func:`_group_found` on a pile of each count; a set of cards every
    yaku of the category needs whole (the sake cup of the viewing yaku) is a gate tested
    first. The lookup is compiled into one expression, with the masks as constants.
    """
    terms: list[str] = []
    tables: dict[str, list[int]] = {}
    for number, group in enumerate(_resolved(rules, month, plains).groups):
        entries = group[1]
        pools = [pool for entry in entries for pool, _count in entry[1]]
        pools += [entry[3] for entry in entries if entry[3]]
        gate = -1
        for entry in entries:
            whole = 0
            for pool, count in entry[1]:
                whole |= pool if count >= pool.bit_count() else 0
            gate &= whole
        atoms = [atom for atom in _atoms(pools) if not atom & gate]
        table = []
        for counts in itertools.product(*(range(atom.bit_count() + 1) for atom in atoms)):
            pile = gate
            for atom, count in zip(atoms, counts, strict=True):
                pile |= sum(_bits(atom)[:count])
            table.append(_points(_group_found(pile, group)))
        if not any(table):
            continue
        index, stride = [], 1
        for atom in reversed(atoms):  # itertools.product varies the last atom fastest
            size = atom.bit_count()
            if size == 1:
                index.append(f"({stride} if m & {atom} else 0)")
            else:
                index.append(f"{stride} * (m & {atom}).bit_count()".removeprefix("1 * "))
            stride *= size + 1
        name = f"table_{number}"
        tables[name] = table
        term = f"{name}[{' + '.join(index) or '0'}]"
        if gate:
            test = f"m & {gate}" if gate.bit_count() == 1 else f"m & {gate} == {gate}"
            term = f"({term} if {test} else 0)"
        terms.append(term)
    source = f"def total(m):\n    return {' + '.join(terms) or '0'}\n"
    namespace: dict[str, Any] = dict(tables)
    exec(compile(source, "<koikoi.scoring total>", "exec"), namespace)
    total: Callable[[int], int] = namespace["total"]
    return total


def _atoms(pools: Iterable[int]) -> list[int]:
    """The smallest non-empty card sets that ``pools`` split their union into."""
    atoms: list[int] = []
    for pool in pools:
        split = []
        rest = pool
        for atom in atoms:
            split += [part for part in (atom & pool, atom & ~pool) if part]
            rest &= ~atom
        atoms = split + ([rest] if rest else [])
    return atoms


def _points(points: Points) -> int:
    return sum(p for _, p in points)


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
