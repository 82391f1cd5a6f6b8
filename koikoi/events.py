"""The readable log of a round: what a learner sees happen, one event at a time.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1b", "12p1"), field="7p1", deck="4p1",
...                           captured=("10a 6a", ""))
>>> _ = rnd.push("7a")
>>> print(rnd.log())
Player 0 plays the boar (7a).
The boar captures the bush clover plain 1 (7p1).
Player 0 draws the wisteria plain 1 (4p1) from the stock.
The wisteria plain 1 has no match on the field, so it stays there.
Player 0 forms inoshikacho 5 (base points: 5).
>>> rnd.events[-1].yaku
(Yaku(name='inoshikacho', points=5, cards=(Card.parse('6a'), Card.parse('7a'), Card.parse('10a'))),)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import Card
from .i18n import N_, Translator
from .result import DEFAULT_NAMES, RoundResult, addresses_you, default_names
from .scoring import Yaku

_ = Translator("koikoi")
ngettext = _.n

EventKind = Literal[
    "deal", "play", "lay", "capture", "draw", "yaku", "koikoi", "stop", "skip", "end"
]

__all__ = ["DEFAULT_NAMES", "Event", "EventKind", "narrate"]


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``kind``, the ``player`` it concerns and the ``cards``
    involved (``deal``: the field dealt face up; ``capture``: the card, then what it
    took). ``points``: the player's yaku total for ``yaku``, ``koikoi`` and ``stop``, the
    points scored for ``end``. ``yaku``: for a ``yaku`` event, the yaku formed or raised
    in that turn, with ``raised`` naming those that existed before at fewer points.
    ``result``: for ``end``, how the round ended."""

    kind: EventKind
    player: int | None
    cards: tuple[Card, ...] = ()
    points: int = 0
    yaku: tuple[Yaku, ...] = ()
    raised: tuple[str, ...] = ()
    result: RoundResult | None = None

    def describe(self, names: tuple[str, str] | None = None, previous: Event | None = None) -> str:
        """The event as a sentence, with ``names`` for players 0 and 1 (default: "Player 0",
        "Player 1"; a player named "You", or "Tú" in Spanish, is addressed in the second
        person: "You play the boar (7a)", "Juegas el jabalí (7a)"). A capture or a laid card
        told right after the sentence that named its card (``previous``, the play or draw
        of that card) names it without its code, as the subject: "The boar captures ...", "El
        jabalí se lleva ..." (a bare "Se lleva ..." after "Robas ..." reads impersonal).

        >>> from koikoi import Round
        >>> rnd = Round.from_position(hands=("3p1", "1p1"), field="7p1", deck="4p1")
        >>> _ = rnd.push("3p1")
        >>> play, lay = rnd.events[:2]
        >>> print(lay.describe())
        The cherry blossom plain 1 (3p1) has no match on the field, so it stays there.
        >>> print(lay.describe(previous=play))
        The cherry blossom plain 1 has no match on the field, so it stays there.
        """
        names = names or default_names()
        who = names[self.player] if self.player is not None else _("Nobody")
        you = addresses_you(who)
        first = _named(self.cards[:1])
        if self.kind in ("lay", "capture") and self._follows(previous):
            first = _with_article(self.cards[0])  # its code was given a moment ago
        rest = _named(self.cards[1:])
        values = {"player": who, "card": first, "points": self.points}
        match self.kind:
            case "deal":
                field = _named(self.cards)
                template = _SENTENCES["deal" if field else "deal-empty"][you]
                return _(template, field=field, **values)
            case "lay":
                return _capitalized(
                    ngettext(
                        "{card} has no match on the field, so it stays there.",
                        "{card} have no match on the field, so they stay there.",
                        self._subject_number(),
                        card=first,
                    )
                )
            case "capture":
                sentence = ngettext(
                    "{card} captures {cards}.",
                    "{card} capture {cards}.",
                    self._subject_number(),
                    card=first,
                    cards=rest,
                )
                return _capitalized(sentence)
            case "yaku":
                return self._yaku_text(who, you)
            case "end":
                return self.result.describe(names) if self.result else _("The round ends.")
            case "play" | "draw" | "koikoi" | "stop" | "skip":
                return _(_SENTENCES[self.kind][you], **values)
        return f"{self.kind} {' '.join(c.code for c in self.cards)}"  # pragma: no cover

    def _follows(self, previous: Event | None) -> bool:
        """Whether ``previous`` is the play or draw that has just named this event's card."""
        return (
            previous is not None
            and previous.kind in ("play", "draw")
            and previous.cards[:1] == self.cards[:1]
        )

    def _subject_number(self) -> int:
        """1, or 2 when the first card, the sentence's subject, has a plural name (the
        geese capture, los gansos se llevan)."""
        return 2 if self.cards and self.cards[0].plural_name else 1

    def _yaku_text(self, who: str, you: bool) -> str:
        formed = " + ".join(str(y) for y in self.yaku if y.name not in self.raised)
        raised = ""
        for y in self.yaku:
            if y.name in self.raised:
                step = _("{yaku} to {points}", yaku=y.name, points=y.points)
                raised = _("{first} and {second}", first=raised, second=step) if raised else step
        key = "formed-raised" if formed and raised else "formed" if formed else "raised"
        template = _SENTENCES[key if formed or raised else "improved"][you]
        return _(template, player=who, formed=formed, raised=raised, total=self.points)

    def __str__(self) -> str:
        return self.describe()


def _capitalized(sentence: str) -> str:
    """A sentence that opens with a card's name, written with a capital."""
    return sentence[:1].upper() + sentence[1:]


def _with_article(card: Card) -> str:
    """A card's name as a sentence uses it, with its article: ``"the boar"``, ``"el
    jabalí"`` (Spanish names carry theirs, :meth:`Card.in_sentence`)."""
    return _("the {card}", card=card.in_sentence())


def _named(cards: tuple[Card, ...]) -> str:
    """Cards as a sentence names them, each code as an aid: ``"the boar (7a), the pine
    plain 1 (1p1)"``; in Spanish ``"el jabalí (7a), la simple 1 de pino (1p1)"``."""
    return ", ".join(f"{_with_article(card)} ({card.code})" for card in cards)


def narrate(
    events: Sequence[Event], names: tuple[str, str] | None = None, previous: Event | None = None
) -> list[str]:
    """``events`` told in order, one sentence each (:meth:`Event.describe`), a capture or
    a laid card right after its play or draw without naming the card twice; ``previous``
    is the event told just before the first one, if any."""
    told = []
    for event in events:
        told.append(event.describe(names, previous))
        previous = event
    return told


_SENTENCES: dict[str, tuple[str, str]] = {
    "deal": (
        N_("{player} deals; the field shows {field}."),
        N_("You deal; the field shows {field}."),
    ),
    "deal-empty": (N_("{player} deals."), N_("You deal.")),
    "play": (N_("{player} plays {card}."), N_("You play {card}.")),
    "draw": (N_("{player} draws {card} from the stock."), N_("You draw {card} from the stock.")),
    "koikoi": (
        N_("{player} calls koi-koi, holding {points}."),
        N_("You call koi-koi, holding {points}."),
    ),
    "stop": (N_("{player} stops with {points}."), N_("You stop with {points}.")),
    "skip": (
        N_("{player} has no cards left and skips the turn."),
        N_("You have no cards left and skip the turn."),
    ),
    "formed": (
        N_("{player} forms {formed} (base points: {total})."),
        N_("You form {formed} (base points: {total})."),
    ),
    "raised": (
        N_("{player} raises {raised} (base points: {total})."),
        N_("You raise {raised} (base points: {total})."),
    ),
    "formed-raised": (
        N_("{player} forms {formed} and raises {raised} (base points: {total})."),
        N_("You form {formed} and raise {raised} (base points: {total})."),
    ),
    "improved": (
        N_("{player} improves the yaku (base points: {total})."),
        N_("You improve the yaku (base points: {total})."),
    ),
}
"""The sentence of each kind of event: (about another player, addressed to "You")."""
