"""Rule sets: every difference between the Koi-Koi profiles of docs/rules.md is one option.

``RuleSet()`` is the ``standard`` profile that the lessons teach. The other profiles are
presets, and any single rule can be changed on a copy:

>>> rules = RuleSet.preset("labsk")
>>> rules.akatan, rules.koikoi_limit
(6, 'unlimited')
>>> house = RuleSet().replace(akatan=6)
>>> house.akatan, RuleSet().akatan
(6, 5)
>>> RuleSet(koikoi_limit="twice")
Traceback (most recent call last):
...
ValueError: koikoi_limit='twice' is not one of 'round', 'player', 'unlimited'
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

from .errors import shown
from .i18n import N_, Translator, get_language, join
from .validation import is_whole_number

_ = Translator("koikoi")

Seat = Literal["dealer", "nondealer", "field"]

_CHOICES: dict[str, tuple[Any, ...]] = {
    "counting": ("independent", "best-per-category"),
    "koikoi_limit": ("round", "player", "unlimited"),
    "koikoi_double": ("opponent-called", "latest-call-by-loser", "none"),
    "dealer_after_draw": ("other", "same"),
    "dealer_selection": ("earlier-month", "earlier-month-then-class", "one-per-month"),
    "deal_batch": (2, 4, 8),
    "scoreboard": ("winner-only", "ledger"),
}


MAX_POINTS = 1000
"""The largest number a points option (a yaku value, ``double_at``, ``ledger_start``...)
takes: far above any real rule, and a bound that keeps a saved rule set small."""

_BOUNDS: dict[str, tuple[int, int]] = {
    "rounds": (1, 12),
    "tane_min": (1, 48),
    "tan_min": (1, 48),
    "kasu_min": (1, 48),
}  # every other whole-number option: 0 to MAX_POINTS


MATCH_LENGTHS: tuple[int, ...] = (3, 6, 9, 12)
"""The usual lengths of a match in rounds: 12 by default, 3, 6 or 9 for a shorter one
(``RuleSet.rounds`` takes any number from 1 to 12, e.g. one round to practise)."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A frozen, validated set of Koi-Koi rules. The defaults are the ``standard`` profile.

    Yaku values (base points; 0 switches a yaku off):

    - ``goko``, ``shiko``, ``ame_shiko``, ``sanko``: the bright yaku (only the best counts).
    - ``inoshikacho``: boar, deer, butterflies; ``inoshikacho_extends`` adds 1 per further
      animal.
    - ``akatan``, ``aotan``: the poetry and blue ribbon sets; ``akatan_aotan``: the value of
      holding both (0: no combined yaku; then independent counting lists akatan and aotan
      as two yaku, while best-per-category keeps only the better of the two);
      ``ribbon_sets_extend`` adds 1 per further ribbon to these three.
    - ``hanami``, ``tsukimi``: the viewing yaku (``viewing_yaku=False`` switches both off).
    - ``tane``, ``tan``, ``kasu``: 1 point at ``tane_min`` animals, ``tan_min`` ribbons,
      ``kasu_min`` plains, +1 per card beyond.
    - ``sake_cup_as_plain``: the sake cup ``9a`` also counts as a plain for kasu.
    - ``tsuki_fuda``: the 4 cards of the round's month (0: the cards of the month score nothing).
    - ``counting``: ``"independent"`` adds every yaku; ``"best-per-category"`` keeps only the
      best yaku among animals (inoshikacho, tane), among ribbons (akatan, aotan,
      akatan-aotan, tan) and among plains. Bright yaku are always best-only; viewing yaku
      and tsuki-fuda always stack.

    Dealt hands: ``dealt_hand_points`` for teshi (four of a month) or kuttsuki (four
    pairs), 0 to switch off; ``redeal_field_four_pairs`` also redeals a field of four pairs
    (a field holding a whole month is always redealt).

    Koi-koi: ``koikoi_limit`` is how many calls may be made: one per ``"round"``, one per
    ``"player"``, or ``"unlimited"``. A player whose turn raised their yaku total chooses
    stop or koi-koi while they may still call; otherwise the round ends automatically.

    Points: ``double_at`` doubles a base of that many points or more (0: never);
    ``koikoi_double`` doubles again when the winner's opponent had called
    (``"opponent-called"``) or when the loser made the latest call
    (``"latest-call-by-loser"``).

    Exhausted rounds: ``exhausted_caller_keeps`` scores a koi-koi caller the combination
    they held at the call; otherwise ``exhausted_dealer_points`` go to the dealer (oya-ken,
    flat, no multipliers; 0: a drawn round).

    Match: ``rounds`` (1-12), ``dealer_selection``, ``deal_batch`` and ``deal_order``
    (who receives each batch), ``dealer_after_draw``, ``scoreboard`` (``"winner-only"`` or a
    ``"ledger"`` where both start at ``ledger_start`` and the loser pays the winner).
    """

    # Yaku values
    goko: int = 10
    shiko: int = 8
    ame_shiko: int = 7
    sanko: int = 5
    inoshikacho: int = 5
    inoshikacho_extends: bool = False
    akatan: int = 5
    aotan: int = 5
    akatan_aotan: int = 0
    ribbon_sets_extend: bool = False
    viewing_yaku: bool = True
    hanami: int = 5
    tsukimi: int = 5
    tane_min: int = 5
    tan_min: int = 5
    kasu_min: int = 10
    sake_cup_as_plain: bool = True
    tsuki_fuda: int = 0
    counting: Literal["independent", "best-per-category"] = "independent"
    # Dealt hands
    dealt_hand_points: int = 6
    redeal_field_four_pairs: bool = False
    # Koi-koi and points
    koikoi_limit: Literal["round", "player", "unlimited"] = "round"
    double_at: int = 7
    koikoi_double: Literal["opponent-called", "latest-call-by-loser", "none"] = "opponent-called"
    exhausted_caller_keeps: bool = False
    exhausted_dealer_points: int = 0
    # Match
    rounds: int = 12
    dealer_selection: Literal["earlier-month", "earlier-month-then-class", "one-per-month"] = (
        "earlier-month"
    )
    deal_batch: int = 2
    deal_order: tuple[Seat, Seat, Seat] = ("nondealer", "field", "dealer")
    dealer_after_draw: Literal["other", "same"] = "other"
    scoreboard: Literal["winner-only", "ledger"] = "winner-only"
    ledger_start: int = 50

    PRESETS: ClassVar[tuple[str, ...]] = ("standard", "labsk", "wikihow", "wikipedia-es")

    def __post_init__(self) -> None:
        if isinstance(self.deal_order, list):
            object.__setattr__(self, "deal_order", tuple(self.deal_order))
        for field in fields(self):
            value = getattr(self, field.name)
            name = field.name
            if name in _CHOICES:
                if not any(type(value) is type(c) and value == c for c in _CHOICES[name]):
                    raise ValueError(
                        _(
                            "{option}={value} is not one of {choices}",
                            option=name,
                            value=shown(value),
                            choices=_choices_shown(name),
                        )
                    )
            elif field.type == "bool" and not isinstance(value, bool):
                raise ValueError(
                    _("{option}={value} must be True or False", option=name, value=shown(value))
                )
            elif field.type == "int":
                if not is_whole_number(value) or value < 0:
                    raise ValueError(
                        _(
                            "{option}={value} must be a whole number >= 0",
                            option=name,
                            value=shown(value),
                        )
                    )
                low, high = RuleSet.bounds(name)
                if not low <= value <= high:
                    raise ValueError(
                        _(
                            "{option}={value} must be from {low} to {high}",
                            option=name,
                            value=shown(value),
                            low=low,
                            high=high,
                        )
                    )
        order = self.deal_order
        if not (
            isinstance(order, tuple)
            and all(isinstance(seat, str) for seat in order)
            and sorted(order) == ["dealer", "field", "nondealer"]
        ):
            raise ValueError(
                f"deal_order={shown(self.deal_order)} must name 'nondealer', 'field' and "
                "'dealer' once"
            )

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """A profile (docs/rules.md): ``standard``, ``labsk``, ``wikihow``, ``wikipedia-es``."""
        try:
            return _PRESETS[name]
        except (KeyError, TypeError):
            known = ", ".join(repr(p) for p in cls.PRESETS)
            raise ValueError(f"unknown rule preset {shown(name)}; known presets: {known}") from None

    @classmethod
    def coerce(cls, rules: RuleSet | str | None) -> RuleSet:
        """The rule set that ``rules`` names: a RuleSet itself, a preset name, or None for
        the standard rules. Every function of the package that takes rules asks this.

        >>> RuleSet.coerce("labsk") == RuleSet.preset("labsk"), RuleSet.coerce(None) == RuleSet()
        (True, True)
        """
        if rules is None:
            return _PRESETS["standard"]
        if isinstance(rules, RuleSet):
            return rules
        if isinstance(rules, str):
            return cls.preset(rules)
        known = ", ".join(repr(p) for p in cls.PRESETS)
        raise ValueError(
            f"rules={shown(rules)} must be a RuleSet, a preset name ({known}) or None, "
            f"not {type(rules).__name__}"
        )

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (validated), e.g. ``rules.replace(akatan=6)``."""
        unknown = [name for name in changes if name not in _FIELD_NAMES]
        if unknown:
            raise ValueError(f"unknown rule option {shown(unknown[0])}")
        return dataclasses.replace(self, **changes)

    @property
    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, or None for a house variant."""
        return next((name for name, rules in _PRESETS.items() if rules == self), None)

    def differences(self, other: RuleSet | str | None = None) -> dict[str, tuple[Any, Any]]:
        """Options that differ from ``other`` (a RuleSet or a preset name; default:
        standard), as ``{name: (self, other)}``."""
        other = RuleSet.coerce(other)
        return {
            f.name: (getattr(self, f.name), getattr(other, f.name))
            for f in fields(self)
            if getattr(self, f.name) != getattr(other, f.name)
        }

    @staticmethod
    def choices(name: str) -> tuple[Any, ...] | None:
        """The allowed values of the multiple-choice option ``name`` (a deal order is any
        order of the three receivers), or None for numbers and switches.

        >>> RuleSet.choices("deal_batch"), RuleSet.choices("akatan")
        ((2, 4, 8), None)
        """
        RuleSet.label(name)  # the option must exist
        if name == "deal_order":
            return _DEAL_ORDERS
        return _CHOICES.get(name)

    @staticmethod
    def explain(name: str) -> str:
        """One sentence on what the option ``name`` does, for a learner setting up rules
        (in the current language; :data:`OPTION_HELP` holds the English texts).

        >>> RuleSet.explain("koikoi_limit")
        'How many koi-koi calls are allowed: one per round, one per player, or unlimited.'
        """
        return _option_text(OPTION_HELP, name)

    @staticmethod
    def label(name: str) -> str:
        """The short name of the option ``name`` that an editor shows, in the current
        language (:data:`OPTION_LABELS` holds the English ones).

        >>> RuleSet.label("koikoi_limit")
        'koi-koi limit'
        """
        return _option_text(OPTION_LABELS, name)

    @staticmethod
    def value_label(name: str, value: Any) -> str:
        """``value`` of the option ``name`` in a learner's words, in the current language:
        a choice's label, a deal order as its receivers, yes or no, or a number.

        >>> RuleSet.value_label("koikoi_limit", "unlimited")
        'unlimited'
        >>> RuleSet.value_label("deal_order", ("nondealer", "field", "dealer"))
        'non-dealer > field > dealer'
        """
        RuleSet.label(name)  # the option must exist
        try:
            if name in VALUE_LABELS:
                return _(VALUE_LABELS[name][value])
            if name == "deal_order":
                return " > ".join(_(SEAT_LABELS[seat]) for seat in value)
        except (KeyError, TypeError):
            raise ValueError(f"{name}={shown(value)} is not a value of that option") from None
        if isinstance(value, bool):
            return _(SWITCH_LABELS[value])
        return str(value)

    @staticmethod
    def bounds(name: str) -> tuple[int, int]:
        """The smallest and largest value of the whole-number option ``name`` (an editor's
        number box reads them); ``ValueError`` for an option that is not a number.

        >>> RuleSet.bounds("rounds"), RuleSet.bounds("akatan")
        ((1, 12), (0, 1000))
        """
        RuleSet.label(name)  # the option must exist
        if _FIELD_TYPES[name] != "int" or name in _CHOICES:
            raise ValueError(f"{shown(name)} is not a whole-number rule option")
        return _BOUNDS.get(name, (0, MAX_POINTS))

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON-ready values."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Rules from :meth:`to_dict` output (unknown keys raise ``ValueError``)."""
        if not isinstance(data, dict):
            raise ValueError(f"rule data must be a dict from RuleSet.to_dict, not {shown(data)}")
        unknown = [key for key in data if key not in _FIELD_NAMES]
        if unknown:
            raise ValueError(f"rule data: unknown rule option {shown(unknown[0])}")
        return RuleSet().replace(**data)  # a deal_order list becomes a tuple in __post_init__


OPTION_HELP: dict[str, str] = {
    "goko": N_("Points for all 5 brights."),
    "shiko": N_("Points for 4 brights without the rain man."),
    "ame_shiko": N_("Points for 4 brights including the rain man."),
    "sanko": N_("Points for 3 brights, none of them the rain man."),
    "inoshikacho": N_("Points for the boar, the deer and the butterflies."),
    "inoshikacho_extends": N_("Each animal beyond the 3 of inoshikacho adds 1 point to it."),
    "akatan": N_("Points for the 3 poetry ribbons (1r 2r 3r)."),
    "aotan": N_("Points for the 3 blue ribbons (6r 9r 10r)."),
    "akatan_aotan": N_(
        "Points for holding all 6 poetry and blue ribbons as one yaku (0: no combined yaku)."
    ),
    "ribbon_sets_extend": N_(
        "Each ribbon beyond a ribbon set adds 1 point to akatan, aotan or akatan-aotan."
    ),
    "viewing_yaku": N_("Whether hanami and tsukimi (a viewing card with the sake cup) score."),
    "hanami": N_("Points for the curtain 3b with the sake cup 9a."),
    "tsukimi": N_("Points for the moon 8b with the sake cup 9a."),
    "tane_min": N_("How many animals make tane (1 point, +1 per extra animal)."),
    "tan_min": N_("How many ribbons make tan (1 point, +1 per extra ribbon)."),
    "kasu_min": N_("How many plains make kasu (1 point, +1 per extra plain)."),
    "sake_cup_as_plain": N_("Whether the sake cup 9a also counts as a plain toward kasu."),
    "tsuki_fuda": N_(
        "Points for the 4 cards of the round's month (0: the cards of the month score nothing)."
    ),
    "counting": N_(
        "Add up every yaku, or keep only the best yaku among the animals, among the "
        "ribbons and among the plains."
    ),
    "dealt_hand_points": N_(
        "Points won at once by a dealt hand with 4 cards of a month "
        "(teshi) or 4 pairs (kuttsuki); 0: no such win."
    ),
    "redeal_field_four_pairs": N_("Whether a field dealt as 4 pairs is also a void deal."),
    "koikoi_limit": N_(
        "How many koi-koi calls are allowed: one per round, one per player, or unlimited."
    ),
    "double_at": N_("A base of this many points or more is doubled (0: never)."),
    "koikoi_double": N_(
        "When a win is doubled for koi-koi: the opponent had called, the loser "
        "made the latest call, or never."
    ),
    "exhausted_caller_keeps": N_(
        "When both hands run out, a koi-koi caller scores the yaku they held at the call."
    ),
    "exhausted_dealer_points": N_(
        "Points to the dealer in a drawn round, when both hands are played out and nobody "
        "ended the round (the dealer's privilege, oya-ken; 0: nobody scores)."
    ),
    "rounds": N_(
        "How many rounds make a match: 12, or 3, 6 or 9 for a shorter match (any number "
        "from 1 to 12 is accepted, to practise)."
    ),
    "dealer_selection": N_("How the first dealer is chosen."),
    "deal_batch": N_("How many cards are dealt at a time."),
    "deal_order": N_("Who receives each batch of the deal, in order."),
    "dealer_after_draw": N_("Who deals after a drawn round: the other player or the same dealer."),
    "scoreboard": N_(
        "Count only the winners' points, or keep a ledger where both start with the same "
        "points (the ledger start) and the loser pays the winner."
    ),
    "ledger_start": N_("The points each player starts with on a ledger scoreboard."),
}
"""One sentence for every option of :class:`RuleSet` (see :meth:`RuleSet.explain`)."""


OPTION_LABELS: dict[str, str] = {
    "goko": N_("goko"),
    "shiko": N_("shiko"),
    "ame_shiko": N_("ame-shiko"),
    "sanko": N_("sanko"),
    "inoshikacho": N_("inoshikacho"),
    "inoshikacho_extends": N_("inoshikacho extends"),
    "akatan": N_("akatan"),
    "aotan": N_("aotan"),
    "akatan_aotan": N_("akatan-aotan"),
    "ribbon_sets_extend": N_("ribbon sets extend"),
    "viewing_yaku": N_("viewing yaku"),
    "hanami": N_("hanami"),
    "tsukimi": N_("tsukimi"),
    "tane_min": N_("tane min"),
    "tan_min": N_("tan min"),
    "kasu_min": N_("kasu min"),
    "sake_cup_as_plain": N_("sake cup as plain"),
    "tsuki_fuda": N_("tsuki-fuda"),
    "counting": N_("counting"),
    "dealt_hand_points": N_("dealt hand points"),
    "redeal_field_four_pairs": N_("void deal if the field has 4 pairs"),
    "koikoi_limit": N_("koi-koi limit"),
    "double_at": N_("double at"),
    "koikoi_double": N_("koi-koi double"),
    "exhausted_caller_keeps": N_("caller scores in a drawn round"),
    "exhausted_dealer_points": N_("dealer points in a drawn round"),
    "rounds": N_("rounds"),
    "dealer_selection": N_("dealer selection"),
    "deal_batch": N_("deal batch"),
    "deal_order": N_("deal order"),
    "dealer_after_draw": N_("dealer after draw"),
    "scoreboard": N_("scoreboard"),
    "ledger_start": N_("ledger start"),
}
"""A short name for every option of :class:`RuleSet`, as an editor labels it (see
:meth:`RuleSet.label`)."""

VALUE_LABELS: dict[str, dict[Any, str]] = {
    "counting": {
        "independent": N_("every yaku adds up"),
        "best-per-category": N_("best per category"),
    },
    "koikoi_limit": {
        "round": N_("one per round"),
        "player": N_("one per player"),
        "unlimited": N_("unlimited"),
    },
    "koikoi_double": {
        "opponent-called": N_("if the opponent called"),
        "latest-call-by-loser": N_("if the loser called last"),
        "none": N_("never"),
    },
    "dealer_after_draw": {"other": N_("the other player"), "same": N_("the same dealer")},
    "dealer_selection": {
        "earlier-month": N_("earlier month"),
        "earlier-month-then-class": N_("earlier month, then class"),
        "one-per-month": N_("draw from twelve cards, one per month"),
    },
    "scoreboard": {"winner-only": N_("winners' points only"), "ledger": N_("ledger")},
}
"""A learner's words for every value of the multiple-choice options (see
:meth:`RuleSet.value_label`; numbers are shown as they are)."""

SEAT_LABELS: dict[str, str] = {
    "nondealer": N_("non-dealer"),
    "field": N_("field"),
    "dealer": N_("dealer"),
}
"""The receivers of a ``deal_order``, as a learner reads them."""

SWITCH_LABELS: dict[bool, str] = {True: N_("yes"), False: N_("no")}
"""The values of an on/off option, as a learner reads them."""


def _option_text(texts: dict[str, str], name: str) -> str:
    """The text ``texts`` holds for the option ``name``, in the current language."""
    try:
        return _(texts[name])
    except (KeyError, TypeError):
        raise ValueError(f"unknown rule option {shown(name)}") from None


def _choices_shown(name: str) -> str:
    """The allowed values of the option ``name`` in a refusal: in English the values the
    code takes (``'round', 'player', 'unlimited'``), in other languages their labels
    (English identifiers mean nothing to a reader of another language)."""
    choices = _CHOICES[name]
    if get_language() == "en":
        return ", ".join(repr(c) for c in choices)
    return join([RuleSet.value_label(name, c) for c in choices])


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


_FIELD_NAMES = frozenset(f.name for f in fields(RuleSet))
_FIELD_TYPES = {f.name: f.type for f in fields(RuleSet)}
_SEATS: tuple[Seat, Seat, Seat] = ("nondealer", "field", "dealer")
_DEAL_ORDERS: tuple[tuple[Seat, Seat, Seat], ...] = tuple(itertools.permutations(_SEATS, 3))

# Yaku of the Wikipedia-derived texts (labsk, wikipedia-es): extensions, best per category.
_ENCYCLOPEDIA_YAKU: dict[str, Any] = {
    "inoshikacho_extends": True,
    "akatan": 6,
    "aotan": 6,
    "akatan_aotan": 10,
    "ribbon_sets_extend": True,
    "counting": "best-per-category",
    "tsuki_fuda": 4,
}

_PRESETS: dict[str, RuleSet] = {
    "standard": RuleSet(),
    "labsk": RuleSet(
        **_ENCYCLOPEDIA_YAKU,
        dealer_selection="earlier-month-then-class",
        deal_batch=8,
        redeal_field_four_pairs=True,
        koikoi_limit="unlimited",
        koikoi_double="latest-call-by-loser",
        exhausted_dealer_points=1,
        dealer_after_draw="same",
    ),
    "wikihow": RuleSet(
        inoshikacho_extends=True,
        akatan_aotan=10,
        ribbon_sets_extend=True,
        counting="best-per-category",
        dealer_selection="one-per-month",
        deal_batch=4,
        deal_order=("dealer", "field", "nondealer"),
        koikoi_limit="player",
        koikoi_double="latest-call-by-loser",
        scoreboard="ledger",
        dealer_after_draw="same",
    ),
    "wikipedia-es": RuleSet(
        **_ENCYCLOPEDIA_YAKU,
        dealer_selection="one-per-month",
        deal_batch=4,
        deal_order=("field", "dealer", "nondealer"),
        exhausted_caller_keeps=True,
        dealer_after_draw="same",
    ),
}
