"""The yaku: their fixed names, names in three languages, and what cards each one needs.

Each yaku's requirement is a tuple of clauses ``(pool, count)``: the pile must hold at least
``count`` cards of the card set ``pool``. The same clauses drive the learner's progress
display (:func:`koikoi.scoring.progress`) and the opponents' sense of what is close.
"""

from __future__ import annotations

from dataclasses import dataclass

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
from .i18n import N_, Translator, language_of
from .rules import RuleSet

_ = Translator("koikoi")

YAKU_NAMES: tuple[str, ...] = (
    "goko",
    "shiko",
    "ame-shiko",
    "sanko",
    "inoshikacho",
    "akatan",
    "aotan",
    "akatan-aotan",
    "hanami",
    "tsukimi",
    "tane",
    "tan",
    "kasu",
    "tsuki-fuda",
)
"""The fixed yaku names, in the order a score lists them."""

Clause = tuple[int, int]  # (pool mask, count needed)


@dataclass(frozen=True, slots=True)
class YakuInfo:
    """A yaku's names and a one-line explanation for learners: ``requirement`` in
    English, :attr:`needs` in the current language."""

    name: str
    en: str
    es: str
    ja: str
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

    def label(self, lang: Lang | None = None) -> str:
        """The yaku's display name in ``lang``."""
        lang = language_of(lang)
        return {"en": self.en, "es": self.es, "ja": self.ja}[lang]


YAKU_INFO: dict[str, YakuInfo] = {
    info.name: info
    for info in (
        YakuInfo("goko", "five brights", "cinco luces", "五光 (gokō)", N_("all 5 brights")),
        YakuInfo(
            "shiko",
            "four brights",
            "cuatro luces",
            "四光 (shikō)",
            N_("4 brights without the rain man"),
        ),
        YakuInfo(
            "ame-shiko",
            "rainy four brights",
            "cuatro luces con el hombre de la lluvia",
            "雨四光 (ame-shikō)",
            N_("4 brights including the rain man"),
        ),
        YakuInfo(
            "sanko",
            "three brights",
            "tres luces",
            "三光 (sankō)",
            N_("3 brights, none of them the rain man"),
        ),
        YakuInfo(
            "inoshikacho",
            "boar, deer and butterflies",
            "jabalí, ciervo y mariposas",
            "猪鹿蝶 (inoshikachō)",
            N_("the boar 7a, the deer 10a and the butterflies 6a"),
        ),
        YakuInfo(
            "akatan",
            "red poetry ribbons",
            "cintas poéticas",
            "赤短 (akatan)",
            N_("the poetry ribbons 1r 2r 3r"),
        ),
        YakuInfo(
            "aotan",
            "blue ribbons",
            "cintas azules",
            "青短 (aotan)",
            N_("the blue ribbons 6r 9r 10r"),
        ),
        YakuInfo(
            "akatan-aotan",
            "poetry and blue ribbons",
            "cintas poéticas y azules",
            "赤短・青短の重複 (akatan aotan no chōfuku)",
            N_("all six poetry and blue ribbons"),
        ),
        YakuInfo(
            "hanami",
            "flower viewing",
            "flores y sake",
            "花見で一杯 (hanami de ippai)",
            N_("the curtain 3b and the sake cup 9a"),
        ),
        YakuInfo(
            "tsukimi",
            "moon viewing",
            "luna y sake",
            "月見で一杯 (tsukimi de ippai)",
            N_("the moon 8b and the sake cup 9a"),
        ),
        YakuInfo("tane", "animals", "animales", "タネ (tane)", N_("{tane_min} or more animals")),
        YakuInfo("tan", "ribbons", "cintas", "タン (tan)", N_("{tan_min} or more ribbons")),
        YakuInfo("kasu", "plains", "simples", "カス (kasu)", N_("{kasu_min} or more plains")),
        YakuInfo(
            "tsuki-fuda",
            "cards of the month",
            "cartas del mes",
            "月札 (tsuki-fuda)",
            N_("the 4 cards of the round's month"),
        ),
    )
}

_RAIN = RAIN_MAN.mask
_INOSHIKACHO = BOAR.mask | DEER.mask | BUTTERFLIES.mask


def plain_pool(rules: RuleSet) -> int:
    """The cards that count as plains for kasu under ``rules`` (the sake cup may count)."""
    return PLAINS | (SAKE_CUP.mask if rules.sake_cup_as_plain else 0)


COUNTING_YAKU: tuple[str, ...] = ("tane", "tan", "kasu")
"""The yaku that count cards of a kind: 1 point at the rules' minimum, +1 per card beyond."""


def counted_pool(name: str, rules: RuleSet) -> int:
    """The cards the counting yaku ``name`` (tane, tan or kasu) counts under ``rules``.

    >>> from koikoi.cards import SAKE_CUP
    >>> bool(counted_pool("kasu", RuleSet()) & SAKE_CUP.mask)
    True
    """
    pools = {"tane": ANIMALS, "tan": RIBBONS, "kasu": plain_pool(rules)}
    if name not in pools:
        raise ValueError(f"name={name!r} is not a counting yaku: use tane, tan or kasu")
    return pools[name]


def counted_minimum(name: str, rules: RuleSet) -> int:
    """How many cards the counting yaku ``name`` (tane, tan or kasu) needs under ``rules``."""
    counted_pool(name, rules)  # the name must be a counting yaku
    minimum: int = getattr(rules, f"{name}_min")
    return minimum


def requirements(
    rules: RuleSet | str | None, month: int | None = None
) -> dict[str, tuple[Clause, ...]]:
    """The clauses of every yaku that can score under ``rules`` (a RuleSet or a preset
    name; value > 0), by name."""
    rules = RuleSet.coerce(rules)
    value = yaku_value_table(rules)
    clauses: dict[str, tuple[Clause, ...]] = {
        "goko": ((BRIGHTS, 5),),
        "shiko": ((BRIGHTS & ~_RAIN, 4),),
        "ame-shiko": ((_RAIN, 1), (BRIGHTS & ~_RAIN, 3)),
        "sanko": ((BRIGHTS & ~_RAIN, 3),),
        "inoshikacho": ((_INOSHIKACHO, 3),),
        "akatan": ((POETRY_RIBBONS, 3),),
        "aotan": ((BLUE_RIBBONS, 3),),
        "akatan-aotan": ((POETRY_RIBBONS | BLUE_RIBBONS, 6),),
        "hanami": ((CURTAIN.mask | SAKE_CUP.mask, 2),),
        "tsukimi": ((MOON.mask | SAKE_CUP.mask, 2),),
        "tane": ((ANIMALS, rules.tane_min),),
        "tan": ((RIBBONS, rules.tan_min),),
        "kasu": ((plain_pool(rules), rules.kasu_min),),
    }
    if month is not None:
        clauses["tsuki-fuda"] = ((MONTH_MASKS[month - 1], 4),)
    return {name: c for name, c in clauses.items() if value.get(name, 0) > 0}


def yaku_value_table(rules: RuleSet | str | None) -> dict[str, int]:
    """The base value of each yaku under ``rules`` (a RuleSet or a preset name; before
    extensions; 0 means off)."""
    rules = RuleSet.coerce(rules)
    viewing = rules.viewing_yaku
    return {
        "goko": rules.goko,
        "shiko": rules.shiko,
        "ame-shiko": rules.ame_shiko,
        "sanko": rules.sanko,
        "inoshikacho": rules.inoshikacho,
        "akatan": rules.akatan,
        "aotan": rules.aotan,
        "akatan-aotan": rules.akatan_aotan,
        "hanami": rules.hanami if viewing else 0,
        "tsukimi": rules.tsukimi if viewing else 0,
        "tane": 1,
        "tan": 1,
        "kasu": 1,
        "tsuki-fuda": rules.tsuki_fuda,
    }
