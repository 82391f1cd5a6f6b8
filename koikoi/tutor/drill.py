"""Card drills that last: the 48 cards and the yaku, brought back by a spaced-repetition
scheduler (FSRS, the ``fsrs`` package) just before the learner would forget them.

An :class:`Item` asks one thing (a card's month, a card's class, or a pile's points) and
is checked by the teaching checkers (:mod:`koikoi.tutor.checks`), which ask the engine.
A :class:`Drill` picks the next item (due items first, the longest overdue first; then new
ones in a seeded order: months, then classes, then piles), rates each answer (right:
*Good*, wrong: *Again*) and saves the item's schedule in the progress store
(:meth:`ProgressStore.review`), so a learner who comes back days later gets today's due
items first.

``fsrs`` is imported only when a drill schedules (it is in the ``lessons`` extra): the
items and their checks need nothing beyond the engine. The clock is injected
(``clock=``) and the scheduler does not fuzz intervals, so tests are exact.

>>> ITEMS["month 9a"].check(9).correct
True
>>> ITEMS["class 9a"].check("plain").correct
False
>>> len(CARD_ITEMS), len(PILE_ITEMS) > 0
(96, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

from koikoi.cards import DECK, Card, parse_cards
from koikoi.i18n import N_, Language, Translator
from koikoi.tutor import checks
from koikoi.tutor.checks import Feedback
from koikoi.tutor.progress import STORE, ProgressStore
from koikoi.validation import is_whole_number

__all__ = [
    "CARD_ITEMS",
    "ITEMS",
    "KINDS",
    "PILES",
    "PILE_ITEMS",
    "Drill",
    "Item",
    "cards_due",
    "utc_now",
]

_ = Translator("tutor")

KINDS = ("month", "class", "points")
"""What an item asks: a card's month, a card's class, a pile's base points."""

_QUESTIONS = {
    "month": N_("Which month is this card?"),
    "class": N_("Which class is this card?"),
    "points": N_("How many base points is this pile worth (which yaku does it make)?"),
}

PILES: tuple[str, ...] = (
    "1b 3b 8b",
    "1b 3b 8b 12b",
    "1b 3b 11b 12b",
    "1b 3b 8b 11b 12b",
    "6a 7a 10a",
    "1r 2r 3r",
    "6r 9r 10r",
    "3b 9a",
    "8b 9a",
    "2a 4a 5a 8a 11a",
    "4r 5r 7r 9r 11r",
    "1p1 2p1 3p1 4p1 5p1 6p1 7p1 8p1 9p1 10p1",
    "1b 4a 7r 11p1",
)
"""The piles the drill shows, one or more per yaku and one without any (their points are
the engine's score)."""


@dataclass(frozen=True)
class Item:
    """One drill question: ``kind`` (one of :data:`KINDS`) about ``cards`` (one card for
    month and class, a pile for points); ``key`` names it in the schedule."""

    kind: str
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kind={self.kind!r} must be one of {KINDS}")
        if self.kind != "points" and len(self.cards) != 1:
            raise ValueError(f"a {self.kind} item asks about one card, not {len(self.cards)}")

    @property
    def key(self) -> str:
        """The item's name in the schedule ("month 9a", "points 1b 3b 8b")."""
        return f"{self.kind} {' '.join(c.code for c in self.cards)}"

    @property
    def card(self) -> Card:
        """The card asked about (month and class items)."""
        return self.cards[0]

    def question(self, lang: Language | None = None) -> str:
        """The question in ``lang`` (default: the current language)."""
        return _.catalog(lang).gettext(_QUESTIONS[self.kind])

    def check(self, answer: Any) -> Feedback:
        """The checker's verdict on ``answer``, with its explanation."""
        if self.kind == "month":
            return checks.check_month(self.card, answer)
        if self.kind == "class":
            return checks.check_class(self.card, answer)
        if not is_whole_number(answer):
            raise ValueError(f"answer={answer!r} must be a number of points")
        return checks.check_points(self.cards, answer)


CARD_ITEMS: tuple[Item, ...] = tuple(Item(k, (c,)) for k in ("month", "class") for c in DECK)
PILE_ITEMS: tuple[Item, ...] = tuple(Item("points", parse_cards(p)) for p in PILES)
ITEMS: dict[str, Item] = {i.key: i for i in CARD_ITEMS + PILE_ITEMS}
"""Every drill item by key."""


def utc_now() -> datetime:
    """The time now, in UTC (the drill's default clock)."""
    return datetime.now(UTC)


class Drill:
    """A drill session over ``items`` (default: every item), saving into ``store``.

    ``clock`` gives the current time (timezone-aware); ``seed`` fixes the order new items
    come in (within each kind: months first, then classes, then piles).
    """

    def __init__(
        self,
        store: ProgressStore = STORE,
        *,
        items: Mapping[str, Item] | None = None,
        clock: Callable[[], datetime] = utc_now,
        seed: int | None = None,
    ) -> None:
        self.store = store
        self.items = dict(ITEMS if items is None else items)
        if not self.items:
            raise ValueError("items: a drill needs at least one item")
        self._clock = clock
        shuffle = random.Random(seed).shuffle
        self._new_order: list[str] = []
        for kind in KINDS:  # new items: the cards' months, then their classes, then piles
            keys = sorted(k for k, i in self.items.items() if i.kind == kind)
            shuffle(keys)
            self._new_order += keys

    def _scheduler(self) -> Any:
        import fsrs  # lazily: only scheduling needs it

        return fsrs.Scheduler(enable_fuzzing=False)

    def now(self) -> datetime:
        """The clock's time (timezone-aware)."""
        now = self._clock()
        if now.tzinfo is None:
            raise ValueError(f"clock() gave {now!r}: the drill needs a timezone-aware time")
        return now

    def due(self) -> list[Item]:
        """The reviewed items due now, the longest overdue first."""
        now, schedule = self.now(), self.store.schedule()
        dated = [
            (datetime.fromisoformat(record["due"]), key)
            for key, record in schedule.items()
            if key in self.items
        ]
        return [self.items[key] for due, key in sorted(dated) if due <= now]

    def due_count(self) -> int:
        """How many reviewed items are due now."""
        return len(self.due())

    def next(self) -> Item:
        """The item to ask now: a due one, else a new one, else the one due soonest."""
        due = self.due()
        if due:
            return due[0]
        schedule = self.store.schedule()
        for key in self._new_order:
            if key not in schedule:
                return self.items[key]
        soonest = min((k for k in schedule if k in self.items), key=lambda k: schedule[k]["due"])
        return self.items[soonest]

    def answer(self, item: Item | str, answer: Any) -> Feedback:
        """Check ``answer`` to ``item`` (or its key), rate it and save its new schedule."""
        import fsrs

        item = self.items[item] if isinstance(item, str) else item
        if item.key not in self.items:
            raise ValueError(f"item {item.key!r} is not in this drill")
        feedback = item.check(answer)
        record = self.store.schedule().get(item.key)
        # the record is what card.to_dict() gave (saved as JSON and read back)
        saved = cast("fsrs.card.CardDict", record)
        card = fsrs.Card.from_dict(saved) if record else fsrs.Card(card_id=_card_id(item))
        rating = fsrs.Rating.Good if feedback.correct else fsrs.Rating.Again
        card, _log = self._scheduler().review_card(card, rating, self.now())
        self.store.review(item.key, card.to_dict())
        return feedback

    def due_at(self, item: Item | str) -> datetime | None:
        """When ``item`` is next due (None: never reviewed)."""
        key = item if isinstance(item, str) else item.key
        record = self.store.schedule().get(key)
        return datetime.fromisoformat(record["due"]) if record else None


def cards_due(store: ProgressStore = STORE, now: datetime | None = None) -> int:
    """How many drill items saved in ``store`` are due ``now`` (default: the time now);
    never raises for a bad record (it is left out)."""
    moment = now or utc_now()
    count = 0
    for key, record in store.schedule().items():
        try:
            count += key in ITEMS and datetime.fromisoformat(record["due"]) <= moment
        except (ValueError, TypeError):
            continue
    return count


def _card_id(item: Item) -> int:
    """A stable id for the scheduler's card of ``item`` (its position in the items)."""
    return list(ITEMS).index(item.key) + 1
