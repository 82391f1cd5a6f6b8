"""The yaku: their fixed names, names in three languages, and the one yaku table.

:data:`YAKU_TABLE` holds every rule of the yaku once: for each yaku its clauses
``(pool, count)`` (the pile must hold at least ``count`` cards of the card set ``pool``),
its base points, its growth per extra card, and the rule options that change them.
Scoring and its fast totals (:mod:`koikoi.scoring`), the requirements and progress shown
to learners, the opponents' sense of what is close and the tutor's traps all read it.

>>> YAKU_RULES["tane"].clauses(RuleSet()), YAKU_RULES["tane"].options
(((2272592465936, 5),), ('tane_min', 'counting'))
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields
from typing import Literal

from .cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BOAR,
    BRIGHTS,
    BUTTERFLIES,
    CURTAIN,
    DEER,
    MONTH_MASKS,
    MOON,
    PLAINS,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    Lang,
)
from .i18n import N_, NP_, Translator, language_of
from .rules import RuleSet

_ = Translator("koikoi")

Clause = tuple[int, int]  # (pool mask, count needed)


@dataclass(frozen=True, slots=True)
class YakuInfo:
    """A yaku's names and a one-line explanation for learners: ``requirement`` in
    English, :attr:`needs` in the current language."""

    name: str
    en: str
    """The English name, the catalog's message under the context ``"yaku"``."""
    ja: str
    """The yaku's own Japanese name (data, not a translation)."""
    requirement: str

    @property
    def needs(self) -> str:
        """What the yaku needs under the standard rules, in the current language (e.g. "3
        brights, none of them the rain man"; "3 luces, sin el hombre de la lluvia")."""
        return self.needs_under(None)

    def needs_under(self, rules: RuleSet | str | None) -> str:
        """What the yaku needs under ``rules``, quoting their minimums (tane at
        ``tane_min`` animals...), in the current language.

        >>> YAKU_INFO["kasu"].needs_under(RuleSet(kasu_min=12))
        '12 or more plains'
        """
        rules = RuleSet.coerce(rules)
        minimums = {f"{n}_min": counted_minimum(n, rules) for n in COUNTING_YAKU}
        return _(self.requirement, **minimums)

    @property
    def es(self) -> str:
        """The Spanish name (from the catalog)."""
        return self.label("es")

    def label(self, lang: Lang | None = None) -> str:
        """The yaku's display name in ``lang``."""
        chosen = language_of(lang)
        return self.ja if chosen == "ja" else _.name("yaku", self.en, chosen)


YAKU_INFO: dict[str, YakuInfo] = {
    info.name: info
    for info in (
        YakuInfo("goko", NP_("yaku", "five brights"), "五光 (gokō)", N_("all 5 brights")),
        YakuInfo(
            "shiko",
            NP_("yaku", "four brights"),
            "四光 (shikō)",
            N_("4 brights without the rain man"),
        ),
        YakuInfo(
            "ame-shiko",
            NP_("yaku", "rainy four brights"),
            "雨四光 (ame-shikō)",
            N_("4 brights including the rain man"),
        ),
        YakuInfo(
            "sanko",
            NP_("yaku", "three brights"),
            "三光 (sankō)",
            N_("3 brights, none of them the rain man"),
        ),
        YakuInfo(
            "inoshikacho",
            NP_("yaku", "boar, deer and butterflies"),
            "猪鹿蝶 (inoshikachō)",
            N_("the boar 7a, the deer 10a and the butterflies 6a"),
        ),
        YakuInfo(
            "akatan",
            NP_("yaku", "red poetry ribbons"),
            "赤短 (akatan)",
            N_("the poetry ribbons 1r 2r 3r"),
        ),
        YakuInfo(
            "aotan",
            NP_("yaku", "blue ribbons"),
            "青短 (aotan)",
            N_("the blue ribbons 6r 9r 10r"),
        ),
        YakuInfo(
            "akatan-aotan",
            NP_("yaku", "poetry and blue ribbons"),
            "赤短・青短の重複 (akatan aotan no chōfuku)",
            N_("all 6 poetry and blue ribbons"),
        ),
        YakuInfo(
            "hanami",
            NP_("yaku", "flower viewing"),
            "花見で一杯 (hanami de ippai)",
            N_("the curtain 3b and the sake cup 9a"),
        ),
        YakuInfo(
            "tsukimi",
            NP_("yaku", "moon viewing"),
            "月見で一杯 (tsukimi de ippai)",
            N_("the moon 8b and the sake cup 9a"),
        ),
        YakuInfo("tane", NP_("yaku", "animals"), "タネ (tane)", N_("{tane_min} or more animals")),
        YakuInfo("tan", NP_("yaku", "ribbons"), "タン (tan)", N_("{tan_min} or more ribbons")),
        YakuInfo("kasu", NP_("yaku", "plains"), "カス (kasu)", N_("{kasu_min} or more plains")),
        YakuInfo(
            "tsuki-fuda",
            NP_("yaku", "cards of the month"),
            "月札 (tsuki-fuda)",
            N_("the 4 cards of the round's month"),
        ),
    )
}


_RAIN = RAIN_MAN.mask
_NONRAIN = BRIGHTS & ~_RAIN
_CUP = SAKE_CUP.mask
_INOSHIKACHO = BOAR.mask | DEER.mask | BUTTERFLIES.mask

Pool = int | Literal["plains", "month"]
"""The cards a clause counts: a card mask, or ``"plains"`` (the plains, with the sake cup
where the rules count it) or ``"month"`` (the four cards of the round's month)."""

Count = int | str
"""A number of cards, or the name of the rule option that holds it (``"tane_min"``)."""


@dataclass(frozen=True, slots=True)
class Growth:
    """A yaku's growth: +1 point per card of ``pool`` beyond ``beyond`` (a number or the
    rule option holding it), always or only while the switch option ``switch`` is on."""

    pool: Pool
    beyond: Count
    switch: str | None = None


@dataclass(frozen=True, slots=True)
class YakuRule:
    """How one yaku scores: one row of :data:`YAKU_TABLE`.

    - ``needs``: clauses ``(pool, count)``: the pile holds at least ``count`` cards of
      ``pool``;
    - ``value``: the base points, or the rule option holding them (0 switches it off);
    - ``grows``: its :class:`Growth` per extra card, if any;
    - ``switch``: a rule option that must be on for the yaku to count (the viewing yaku);
    - ``replaces``: the yaku it stands in for when it counts (akatan-aotan for akatan and
      aotan);
    - ``category``: how it adds up with the other yaku of its category
      (:data:`CATEGORIES`).
    """

    name: str
    category: str
    needs: tuple[tuple[Pool, Count], ...]
    value: int | str
    grows: Growth | None = None
    switch: str | None = None
    replaces: tuple[str, ...] = ()

    @property
    def options(self) -> tuple[str, ...]:
        """The rule options that change this yaku, in a fixed order.

        >>> YAKU_RULES["kasu"].options
        ('kasu_min', 'sake_cup_as_plain', 'counting')
        """
        words: list[object] = [self.value, self.switch]
        for pool, count in self.needs:
            words += [count, _POOL_OPTIONS.get(pool)]
        if self.grows is not None:
            words += [self.grows.beyond, self.grows.switch, _POOL_OPTIONS.get(self.grows.pool)]
        if CATEGORIES[self.category] == "counting":
            words.append("counting")
        words += [rule.value for rule in YAKU_TABLE if self.name in rule.replaces]
        found = [w for w in words if isinstance(w, str) and w in _OPTION_NAMES]
        return tuple(dict.fromkeys(found))

    def value_under(self, rules: RuleSet) -> int:
        """The base points under ``rules`` (0: the yaku is off)."""
        if self.switch is not None and not getattr(rules, self.switch):
            return 0
        return _number(self.value, rules)

    def clauses(self, rules: RuleSet, month: int | None = None) -> tuple[Clause, ...]:
        """The clauses as card masks and counts under ``rules`` in month ``month``."""
        return tuple((pool_mask(pool, rules, month), _number(n, rules)) for pool, n in self.needs)

    def growth(self, rules: RuleSet) -> tuple[int, int] | None:
        """``(pool mask, cards beyond which each card adds 1)`` under ``rules``, or None
        when the yaku does not grow under them."""
        grows = self.grows
        if grows is None or (grows.switch is not None and not getattr(rules, grows.switch)):
            return None
        return pool_mask(grows.pool, rules, None), _number(grows.beyond, rules)


CATEGORIES: dict[str, str] = {
    "bright": "best",
    "animal": "counting",
    "ribbon": "counting",
    "plain": "counting",
    "viewing": "all",
    "month": "all",
}
"""How the yaku of a category add up: only the ``"best"`` one counts (the first listed wins
a tie), ``"all"`` count, or as the rules' ``counting`` says (best-per-category or all)."""

YAKU_TABLE: tuple[YakuRule, ...] = (
    YakuRule("goko", "bright", ((BRIGHTS, 5),), "goko"),
    YakuRule("shiko", "bright", ((_NONRAIN, 4),), "shiko"),
    YakuRule("ame-shiko", "bright", ((_RAIN, 1), (_NONRAIN, 3)), "ame_shiko"),
    YakuRule("sanko", "bright", ((_NONRAIN, 3),), "sanko"),
    YakuRule(
        "inoshikacho",
        "animal",
        ((_INOSHIKACHO, 3),),
        "inoshikacho",
        grows=Growth(ANIMALS, 3, "inoshikacho_extends"),
    ),
    YakuRule(
        "akatan",
        "ribbon",
        ((POETRY_RIBBONS, 3),),
        "akatan",
        grows=Growth(RIBBONS, 3, "ribbon_sets_extend"),
    ),
    YakuRule(
        "aotan",
        "ribbon",
        ((BLUE_RIBBONS, 3),),
        "aotan",
        grows=Growth(RIBBONS, 3, "ribbon_sets_extend"),
    ),
    YakuRule(
        "akatan-aotan",
        "ribbon",
        ((POETRY_RIBBONS | BLUE_RIBBONS, 6),),
        "akatan_aotan",
        grows=Growth(RIBBONS, 6, "ribbon_sets_extend"),
        replaces=("akatan", "aotan"),
    ),
    YakuRule("hanami", "viewing", ((CURTAIN.mask | _CUP, 2),), "hanami", switch="viewing_yaku"),
    YakuRule("tsukimi", "viewing", ((MOON.mask | _CUP, 2),), "tsukimi", switch="viewing_yaku"),
    YakuRule("tane", "animal", ((ANIMALS, "tane_min"),), 1, grows=Growth(ANIMALS, "tane_min")),
    YakuRule("tan", "ribbon", ((RIBBONS, "tan_min"),), 1, grows=Growth(RIBBONS, "tan_min")),
    YakuRule("kasu", "plain", (("plains", "kasu_min"),), 1, grows=Growth("plains", "kasu_min")),
    YakuRule("tsuki-fuda", "month", (("month", 4),), "tsuki_fuda"),
)
"""The yaku table, in the order a score lists the yaku: every rule of the yaku, once.
Scoring, the fast totals, requirements, progress and the tutor's traps read it."""

YAKU_RULES: dict[str, YakuRule] = {rule.name: rule for rule in YAKU_TABLE}
"""The rows of :data:`YAKU_TABLE` by yaku name."""

YAKU_NAMES: tuple[str, ...] = tuple(YAKU_RULES)
"""The fixed yaku names, in the order a score lists them."""

assert set(YAKU_INFO) == set(YAKU_NAMES)

_POOL_OPTIONS: dict[Pool, str] = {"plains": "sake_cup_as_plain"}
_OPTION_NAMES = frozenset(f.name for f in fields(RuleSet))


def _number(count: Count, rules: RuleSet) -> int:
    """A count or value: a number, or the value of the rule option it names."""
    if isinstance(count, str):
        value: int = getattr(rules, count)
        return value
    return count


def plain_pool(rules: RuleSet) -> int:
    """The cards that count as plains for kasu under ``rules`` (the sake cup may count)."""
    return PLAINS | (_CUP if rules.sake_cup_as_plain else 0)


def pool_mask(pool: Pool, rules: RuleSet, month: int | None) -> int:
    """The card mask of ``pool`` under ``rules`` in month ``month`` (0: no month)."""
    if pool == "plains":
        return plain_pool(rules)
    if pool == "month":
        return MONTH_MASKS[month - 1] if month is not None else 0
    assert isinstance(pool, int)
    return pool


def category_cards(category: str) -> int:
    """Every card a fixed pool of the yaku of ``category`` holds (``"bright"``: the five
    brights)."""
    mask = 0
    for rule in YAKU_TABLE:
        if rule.category == category:
            for pool, _count in rule.needs:
                mask |= pool if isinstance(pool, int) else 0
    return mask


COUNTING_YAKU: tuple[str, ...] = tuple(
    rule.name for rule in YAKU_TABLE if any(isinstance(n, str) for _pool, n in rule.needs)
)
"""The yaku that count cards of a kind: 1 point at the rules' minimum, +1 per card beyond."""


def counted_pool(name: str, rules: RuleSet) -> int:
    """The cards the counting yaku ``name`` (tane, tan or kasu) counts under ``rules``.

    >>> from koikoi.cards import SAKE_CUP
    >>> bool(counted_pool("kasu", RuleSet()) & SAKE_CUP.mask)
    True
    """
    if name not in COUNTING_YAKU:
        raise ValueError(f"name={name!r} is not a counting yaku: use tane, tan or kasu")
    return YAKU_RULES[name].clauses(rules)[0][0]


def counted_minimum(name: str, rules: RuleSet) -> int:
    """How many cards the counting yaku ``name`` (tane, tan or kasu) needs under ``rules``."""
    counted_pool(name, rules)  # the name must be a counting yaku
    return YAKU_RULES[name].clauses(rules)[0][1]


def requirements(
    rules: RuleSet | str | None, month: int | None = None
) -> dict[str, tuple[Clause, ...]]:
    """The clauses of every yaku that can score under ``rules`` (a RuleSet or a preset
    name; value > 0), by name."""
    return dict(_requirements(RuleSet.coerce(rules), month))


@functools.lru_cache(maxsize=256)
def _requirements(rules: RuleSet, month: int | None) -> tuple[tuple[str, tuple[Clause, ...]], ...]:
    return tuple(
        (rule.name, rule.clauses(rules, month))
        for rule in YAKU_TABLE
        if rule.value_under(rules) > 0 and (month is not None or "month" not in _pools(rule))
    )


def _pools(rule: YakuRule) -> tuple[Pool, ...]:
    return tuple(pool for pool, _count in rule.needs)


def yaku_value_table(rules: RuleSet | str | None) -> dict[str, int]:
    """The base value of each yaku under ``rules`` (a RuleSet or a preset name; before
    extensions; 0 means off)."""
    return dict(_values(RuleSet.coerce(rules)))


@functools.lru_cache(maxsize=256)
def _values(rules: RuleSet) -> tuple[tuple[str, int], ...]:
    return tuple((rule.name, rule.value_under(rules)) for rule in YAKU_TABLE)
