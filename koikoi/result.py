"""How a round ended: :class:`RoundResult`.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a", "1p1"), field="7p1", captured=("10a 6a", ""))
>>> _ = rnd.push("7a"); _ = rnd.push("stop")
>>> rnd.result.winner, rnd.result.points, rnd.result.reason
(0, 5, <Reason.STOP: 'stop'>)
>>> rnd.result.reason == "stop"
True
>>> print(rnd.result.describe(("Ana", "Ben")))
Ana wins 5 points: inoshikacho 5 (stop).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .cards import Card
from .errors import shown
from .i18n import N_, NN_, Translator
from .points import Doubling
from .scoring import Yaku

_ = Translator("koikoi")
ngettext = _.n

DEFAULT_NAMES = (N_("Player 0"), N_("Player 1"))
"""The players' names when none are given (translated where shown: :func:`default_names`)."""

YOU = N_("You")
"""The name that addresses the learner: a player named "You" (or its translation, "Tú")
is addressed in the second person ("You play 7a.", "Juegas 7a.")."""


def default_names() -> tuple[str, str]:
    """:data:`DEFAULT_NAMES` in the current language ("Player 0", "Jugador 0")."""
    return (_(DEFAULT_NAMES[0]), _(DEFAULT_NAMES[1]))


def check_names(names: object) -> tuple[str, str] | None:
    """``names`` of players 0 and 1 as a tuple, or None for the default names; anything
    but two texts is refused, naming it."""
    if names is None:
        return None
    if (
        isinstance(names, str | bytes)
        or not isinstance(names, tuple | list)
        or len(names) != 2
        or not all(isinstance(name, str) for name in names)
    ):
        raise ValueError(f"names={shown(names)} must be two texts: (player 0's, player 1's)")
    return (names[0], names[1])


def addresses_you(name: str) -> bool:
    """Whether a player called ``name`` is the learner, addressed as "you" (the English
    name "You" or its translation in the current language, whatever the case)."""
    folded = name.strip().casefold()
    return folded in {YOU.casefold(), _(YOU).casefold()}


class Reason(enum.StrEnum):
    """How a round ended. A ``str`` enum: ``Reason.STOP == "stop"``, and it is written
    to JSON and f-strings as its value."""

    STOP = "stop"
    """The winner chose to stop."""
    AUTO = "auto"
    """The round ended by itself: a turn raised the yaku of a player who may not call."""
    EXHAUSTED = "exhausted"
    """Both hands were played out."""
    TESHI = "teshi"
    """A hand was dealt all four cards of a month."""
    KUTTSUKI = "kuttsuki"
    """A hand was dealt four pairs."""
    REDEAL = "redeal"
    """A void deal: dealt again by the same dealer."""


class _Translated(Mapping[Reason, str]):
    """Texts marked in English, read in the current language."""

    def __init__(self, texts: dict[Reason, str]) -> None:
        self.english = texts

    def __getitem__(self, key: Reason) -> str:
        return _(self.english[key])

    def __iter__(self) -> Iterator[Reason]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)


REASONS: Mapping[Reason, str] = _Translated(
    {
        Reason.STOP: N_("stop"),
        Reason.AUTO: N_("automatic end after koi-koi"),
        Reason.EXHAUSTED: N_("both hands played out"),
        Reason.TESHI: N_("teshi: 4 cards of a month dealt"),
        Reason.KUTTSUKI: N_("kuttsuki: 4 pairs dealt"),
        Reason.REDEAL: N_("void deal, dealt again by the same dealer"),
    }
)
"""Every :class:`Reason` and how a sentence explains it, in the current language
(``REASONS.english`` holds the English texts)."""

_NO_WINNER = {
    Reason.EXHAUSTED: N_("Drawn round: both hands played out; nobody scores."),
    Reason.REDEAL: N_("Void deal: the same dealer deals again; nobody scores."),
}
"""A round nobody won, by its end: a drawn round and a void deal are two things."""

_OYA_KEN = N_("both hands played out: oya-ken, the dealer's point")
_CALLER_KEEPS = N_("both hands played out; the koi-koi caller keeps the yaku held at the call")

_WINS = (
    NN_("{player} wins {points} point ({reason}).", "{player} wins {points} points ({reason})."),
    NN_("You win {points} point ({reason}).", "You win {points} points ({reason})."),
)
"""A win with no yaku (the dealer's oya-ken points), for a named winner and for "you"."""
_WINS_WITH_YAKU = (
    NN_(
        "{player} wins {points} point: {yaku} ({reason}).",
        "{player} wins {points} points: {yaku} ({reason}).",
    ),
    NN_(
        "You win {points} point: {yaku} ({reason}).", "You win {points} points: {yaku} ({reason})."
    ),
)
"""A win with its yaku, for a named winner and for "you"."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended: ``winner`` (0, 1, or None for a drawn or void round), ``base``
    points, ``multiplier``, ``points`` scored, the winner's ``yaku`` and ``cards`` (the
    pile that scored) and the :class:`Reason`: ``STOP``, ``AUTO`` (the round ended by
    itself after a koi-koi call), ``EXHAUSTED`` (both hands played out: drawn; or, where
    the rules say so, won by the latest koi-koi caller with the yaku held at the call, or
    by the dealer with flat oya-ken points and no yaku), ``TESHI``, ``KUTTSUKI`` or
    ``REDEAL`` (a void deal); ``doubled`` names the doublings that made the multiplier
    (:class:`~koikoi.points.Doubling`)."""

    winner: int | None
    base: int
    multiplier: int
    points: int
    yaku: tuple[Yaku, ...]
    reason: Reason
    cards: tuple[Card, ...] = ()
    doubled: Doubling = Doubling.NONE

    def describe(self, names: tuple[str, str] | None = None) -> str:
        """The result as a sentence, with ``names`` for players 0 and 1 (default:
        "Player 0", "Player 1"; a player named "You" is addressed in the second person)."""
        names = check_names(names)
        if self.winner is None:
            if self.reason in _NO_WINNER:
                return _(_NO_WINNER[self.reason])
            return _("No winner: {reason}; nobody scores.", reason=REASONS[self.reason])
        who = (names or default_names())[self.winner]
        yaku = " + ".join(str(y) for y in self.yaku)
        if len(self.yaku) > 1:
            yaku += f" = {self.base}"
        if self.multiplier > 1:
            yaku += f" ×{self.multiplier}"
        if self.reason == Reason.EXHAUSTED:
            why = _(_CALLER_KEEPS if self.yaku else _OYA_KEN)
        else:
            why = REASONS[self.reason]
        singular, plural = (_WINS_WITH_YAKU if self.yaku else _WINS)[addresses_you(who)]
        return ngettext(
            singular, plural, self.points, player=who, points=self.points, yaku=yaku, reason=why
        )

    def __str__(self) -> str:
        return self.describe()
