"""Small phrases in the course language, shared by the puzzles, the coach and judgement.

Each follows :func:`koikoi.i18n.get_language` when it is called (English by default;
``tests/i18n/test_tutor_es.py`` shows the Spanish):

>>> from koikoi.scoring import score
>>> number_word(9), either(["1b", "3b", "8b"]), signed(1.5), score_text(score(""))
('nine', '1b, 3b or 8b', '+1.5', 'no yaku (0)')
>>> each_and(["sanko", "hanami", "tsukimi"])
'sanko and hanami and tsukimi'
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..cards import (
    BLUE_RIBBONS,
    POETRY_RIBBONS,
    Card,
    CardsLike,
    Kind,
    mask_of,
    reading_order,
)
from ..i18n import N_, Translator, get_language, join
from ..moves import Move
from ..scoring import Score

__all__ = [
    "capitalized",
    "card_in_sentence",
    "card_name",
    "decimal",
    "each_and",
    "either",
    "move_named",
    "move_words",
    "named",
    "named_in_sentence",
    "number_word",
    "pile_words",
    "score_text",
    "signed",
]

_ = Translator("tutor")
ngettext = _.n

_NUMBERS = (
    N_("zero"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("eleven"),
    N_("twelve"),
)


def number_word(n: int) -> str:
    """``n`` in words up to twelve, in digits beyond: ``"nine"``, ``"15"``."""
    return _(_NUMBERS[n]) if 0 <= n < len(_NUMBERS) else str(n)


def either(items: Iterable[str]) -> str:
    """``"a, b or c"`` (``"a, b o c"`` in Spanish); one item alone; "" for none."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])


def each_and(items: Iterable[str]) -> str:
    """Every item linked by "and": ``"a and b and c"`` (``"a y b y c"`` in Spanish)."""
    found = ""
    for item in items:
        found = _("{first} and {then}", first=found, then=item) if found else item
    return found


def card_name(card: Card) -> str:
    """A card's name, its code as an aid: ``"boar (7a)"``, ``"jabalí (7a)"``."""
    return f"{card.name()} ({card.code})"


def card_in_sentence(card: Card) -> str:
    """A card's name as a sentence uses it, with its article (:meth:`Card.in_sentence`; "the"
    in English), its code as an aid: ``"the boar (7a)"``, ``"el jabalí (7a)"``."""
    # "the {card}": English names take their article here; Spanish ones carry it
    return f"{_('the {card}', card=card.in_sentence())} ({card.code})"


def capitalized(text: str) -> str:
    """``text`` with a capital at the start of each sentence, for a card's name that starts
    one in some language only: ``"... field. the crane (1b) would ..."`` -> ``"... field.
    The crane (1b) would ..."`` (a Spanish sentence puts the name elsewhere)."""
    return re.sub(r"(^|[.!?]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


def named_in_sentence(cards: Iterable[Card]) -> str:
    """Cards as a sentence names them, joined: ``"the curtain (3b) and the moon (8b)"``."""
    return join([card_in_sentence(c) for c in cards])


# Whole sets a pile names by the set's name (the glossary's), where its first card stands
_SETS: tuple[tuple[int, str], ...] = (
    (POETRY_RIBBONS, N_("the {count} poetry ribbons")),
    (BLUE_RIBBONS, N_("the {count} blue ribbons")),
)


def pile_words(cards: CardsLike) -> str:
    """A pile in words, in :func:`~koikoi.cards.reading_order`: each card but the plains
    named as a sentence names it, a whole set of poetry or blue ribbons by the set's name,
    then the plains counted, e.g. ``"the moon, the sake cup, the peony blue ribbon and 2
    plains"``, ``"the 3 poetry ribbons, the iris red ribbon and the 3 blue ribbons"``;
    ``"no cards"`` for none."""
    pile = reading_order(cards)
    held = mask_of(pile)
    words = []
    for card in pile:
        if card.kind is Kind.PLAIN:
            continue
        whole = [(s, name) for s, name in _SETS if card.mask & s and held & s == s]
        if not whole:
            # "the {card}": English names take their article here; Spanish ones carry it
            words.append(_("the {card}", card=card.in_sentence()))
            continue
        members, name = whole[0]
        if card.mask == members & -members:  # the set's first card names the whole set
            words.append(_(name, count=members.bit_count()))
    plains = sum(card.kind is Kind.PLAIN for card in pile)
    if plains:
        words.append(ngettext("one plain", "{count} plains", plains, count=plains))
    return join(words) if words else _("no cards")


def named(cards: Iterable[Card]) -> str:
    """Card names with their codes, joined: ``"boar (7a) and bush clover plain 1 (7p1)"``."""
    return join([card_name(c) for c in cards])


def score_text(found: Score) -> str:
    """A score as ``"hanami 5"``, ``"sanko 5 + hanami 5 = 10"`` or ``"no yaku (0)"``."""
    return str(found) if found.yaku else _("no yaku (0)")


def decimal(value: float) -> str:
    """``value`` with one decimal (a decimal comma in Spanish): ``"1.5"``, ``"1,5"``."""
    return _localized(f"{value:.1f}")


def signed(value: float) -> str:
    """``value`` with its sign and one decimal: ``"+1.5"``, ``"-0.4"`` (``"+1,5"``)."""
    return _localized(f"{value:+.1f}")


def _localized(figure: str) -> str:
    return figure.replace(".", ",") if get_language() == "es" else figure


def move_words(move: Move, *, stopping: bool = False) -> str:
    """A move in words: ``"7a taking 7p1"``, ``"taking 3b with the drawn card"``,
    ``"koi-koi"``, ``"stop"`` (``"stopping"`` where a sentence needs it)."""
    if move.kind == "koikoi":
        return _("koi-koi")
    if move.kind == "stop":
        return _("stopping") if stopping else _("stop")
    if move.kind == "draw":
        assert move.target is not None
        return _("taking {card} with the drawn card", card=move.target.code)
    assert move.card is not None
    if move.target is None:
        return move.card.code
    return _("{card} taking {target}", card=move.card.code, target=move.target.code)


def move_named(move: Move, *, stopping: bool = False) -> str:
    """A move in words naming its cards first, with their articles and the codes as an aid:
    ``"the boar (7a) taking the bush clover plain 1 (7p1)"``, ``"taking the curtain (3b) with
    the drawn card"``, ``"koi-koi"``; in Spanish ``"el jabalí (7a) para llevarte ..."``."""
    if move.kind in ("koikoi", "stop"):
        return move_words(move, stopping=stopping)
    if move.kind == "draw":
        assert move.target is not None
        return _("taking {card} with the drawn card", card=card_in_sentence(move.target))
    assert move.card is not None
    if move.target is None:
        return card_in_sentence(move.card)
    return _(
        "{card} taking {target}",
        card=card_in_sentence(move.card),
        target=card_in_sentence(move.target),
    )
