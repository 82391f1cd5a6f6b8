"""The 48 hanafuda cards, their codes and names, and compact card sets.

Every card has a short code (docs/rules.md §1): the month number, then a class letter
(``b`` bright, ``a`` animal, ``r`` ribbon, ``p`` plain), plains numbered from 1 within
their month: ``1b``, ``9a``, ``11p1``.

>>> card = Card.parse("9a")
>>> card
Card.parse('9a')
>>> str(card), card.month, card.kind.name
('9a', 9, 'ANIMAL')
>>> parse_cards("1b 3b 8b")
(Card.parse('1b'), Card.parse('3b'), Card.parse('8b'))

Internally every card is an index 0-47 (month-major), and a set of cards is an ``int``
whose bit ``i`` is card ``i`` (:func:`mask_of`, :func:`cards_of`): the fast paths of
scoring and play-outs work on these masks.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TypeAlias

from .display import Shown
from .errors import shown
from .i18n import NAME_LANGUAGES, NP_, Lang, Translator, language_of

LANGS = NAME_LANGUAGES
"""The languages of card, month and yaku names."""


_NAMES = Translator("koikoi")
"""Names in the course languages come from the engine's catalog (domain ``koikoi``): the
English name is the message, under a context saying what it names."""


def _named(context: str, english: str, japanese: str, lang: Lang | None) -> str:
    """The name ``english`` (marked ``NP_(context, english)``) in ``lang``. Japanese names
    are the cards' own names in Japan (kept here as data, not a translation)."""
    chosen = language_of(lang)
    return japanese if chosen == "ja" else _NAMES.name(context, english, chosen)


class Kind(enum.IntEnum):
    """A card's class. The value orders classes from highest to lowest."""

    BRIGHT = 0
    ANIMAL = 1
    RIBBON = 2
    PLAIN = 3

    @property
    def letter(self) -> str:
        """The letter of this class in card codes."""
        return "barp"[self]

    def label(self, lang: Lang | None = None) -> str:
        """The class name in ``lang``."""
        english, japanese = _KIND_NAMES[self]
        return _named("card class", english, japanese, lang)


class Ribbon(enum.Enum):
    """The three kinds of ribbon."""

    POETRY = "poetry"
    BLUE = "blue"
    RED = "red"  # plain red ribbon, no writing

    def label(self, lang: Lang | None = None) -> str:
        """The ribbon's name in ``lang``."""
        english, japanese = _RIBBON_NAMES[self]
        return _named("ribbon", english, japanese, lang)


# (English name, Japanese name) of each class and ribbon kind
_KIND_NAMES: dict[Kind, tuple[str, str]] = {
    Kind.BRIGHT: (NP_("card class", "bright"), "光 (hikari)"),
    Kind.ANIMAL: (NP_("card class", "animal"), "タネ (tane)"),
    Kind.RIBBON: (NP_("card class", "ribbon"), "短冊 (tanzaku)"),
    Kind.PLAIN: (NP_("card class", "plain"), "カス (kasu)"),
}
_RIBBON_NAMES: dict[Ribbon, tuple[str, str]] = {
    Ribbon.POETRY: (NP_("ribbon", "poetry ribbon"), "赤短 (akatan)"),
    Ribbon.BLUE: (NP_("ribbon", "blue ribbon"), "青短 (aotan)"),
    Ribbon.RED: (NP_("ribbon", "plain red ribbon"), "短冊 (tanzaku)"),
}


@dataclass(frozen=True, slots=True)
class Month:
    """One of the twelve months, with its plant (``english`` and ``plant`` are the English
    names; :meth:`name` and :meth:`plant_name` give them in any language)."""

    number: int
    plant: str
    english: str
    plant_ja: str

    def name(self, lang: Lang | None = None) -> str:
        """The month's name in ``lang`` (e.g. ``"January"``, ``"enero"``, ``"1月"``)."""
        return _named("month", self.english, f"{self.number}月", lang)

    def plant_name(self, lang: Lang | None = None) -> str:
        """The month's plant in ``lang`` (e.g. ``"pine"``, ``"pino"``, ``"松 (matsu)"``)."""
        return _named("plant", self.plant, self.plant_ja, lang)

    def __repr__(self) -> str:
        return f"MONTHS[{self.number - 1}]"


# (English name, plant, Japanese plant) of each month, by number
_MONTH_NAMES: dict[int, tuple[str, str, str]] = {
    1: (NP_("month", "January"), NP_("plant", "pine"), "松 (matsu)"),
    2: (NP_("month", "February"), NP_("plant", "plum blossom"), "梅 (ume)"),
    3: (NP_("month", "March"), NP_("plant", "cherry blossom"), "桜 (sakura)"),
    4: (NP_("month", "April"), NP_("plant", "wisteria"), "藤 (fuji)"),
    5: (NP_("month", "May"), NP_("plant", "iris"), "菖蒲 (ayame)"),
    6: (NP_("month", "June"), NP_("plant", "peony"), "牡丹 (botan)"),
    7: (NP_("month", "July"), NP_("plant", "bush clover"), "萩 (hagi)"),
    8: (NP_("month", "August"), NP_("plant", "pampas grass"), "芒 (susuki)"),
    9: (NP_("month", "September"), NP_("plant", "chrysanthemum"), "菊 (kiku)"),
    10: (NP_("month", "October"), NP_("plant", "maple"), "紅葉 (momiji)"),
    11: (NP_("month", "November"), NP_("plant", "willow"), "柳 (yanagi)"),
    12: (NP_("month", "December"), NP_("plant", "paulownia"), "桐 (kiri)"),
}
MONTHS: tuple[Month, ...] = tuple(
    Month(number, plant, english, plant_ja)
    for number, (english, plant, plant_ja) in _MONTH_NAMES.items()
)

# (English, Japanese) names of every card that is not an ordinary plain.
_SPECIAL_NAMES: dict[str, tuple[str, str]] = {
    "1b": (NP_("card", "crane"), "鶴 (tsuru)"),
    "1r": (NP_("card", "pine poetry ribbon"), "松に赤短"),
    "2a": (NP_("card", "bush warbler"), "鶯 (uguisu)"),
    "2r": (NP_("card", "plum poetry ribbon"), "梅に赤短"),
    "3b": (NP_("card", "curtain"), "幕 (maku)"),
    "3r": (NP_("card", "cherry poetry ribbon"), "桜に赤短"),
    "4a": (NP_("card", "cuckoo"), "不如帰 (hototogisu)"),
    "4r": (NP_("card", "wisteria red ribbon"), "藤に短冊"),
    "5a": (NP_("card", "eight-plank bridge"), "八橋 (yatsuhashi)"),
    "5r": (NP_("card", "iris red ribbon"), "菖蒲に短冊"),
    "6a": (NP_("card", "butterflies"), "蝶 (chō)"),
    "6r": (NP_("card", "peony blue ribbon"), "牡丹に青短"),
    "7a": (NP_("card", "boar"), "猪 (inoshishi)"),
    "7r": (NP_("card", "bush clover red ribbon"), "萩に短冊"),
    "8b": (NP_("card", "moon"), "月 (tsuki)"),
    "8a": (NP_("card", "geese"), "雁 (kari)"),
    "9a": (NP_("card", "sake cup"), "盃 (sakazuki)"),
    "9r": (NP_("card", "chrysanthemum blue ribbon"), "菊に青短"),
    "10a": (NP_("card", "deer"), "鹿 (shika)"),
    "10r": (NP_("card", "maple blue ribbon"), "紅葉に青短"),
    "11b": (NP_("card", "rain man"), "雨 (ame, 小野道風)"),
    "11a": (NP_("card", "swallow"), "燕 (tsubame)"),
    "11r": (NP_("card", "willow red ribbon"), "柳に短冊"),
    "11p1": (NP_("card", "lightning"), "雷 (kaminari)"),
    "12b": (NP_("card", "phoenix"), "鳳凰 (hōō)"),
}
_PLAIN_NAME = NP_("card", "{plant} plain {number}")
"""An ordinary plain's name: its plant and its number within the month."""

# Each card's name inside a sentence ("boar (7a) captures ..."): a language that needs an
# article writes it here, with the card's gender and number ("el jabalí", "las mariposas",
# "el ave del ciruelo"), so no code guesses them; English keeps the bare name.
_IN_A_SENTENCE: dict[str, str] = {
    "1b": NP_("card in a sentence", "crane"),
    "1r": NP_("card in a sentence", "pine poetry ribbon"),
    "2a": NP_("card in a sentence", "bush warbler"),
    "2r": NP_("card in a sentence", "plum poetry ribbon"),
    "3b": NP_("card in a sentence", "curtain"),
    "3r": NP_("card in a sentence", "cherry poetry ribbon"),
    "4a": NP_("card in a sentence", "cuckoo"),
    "4r": NP_("card in a sentence", "wisteria red ribbon"),
    "5a": NP_("card in a sentence", "eight-plank bridge"),
    "5r": NP_("card in a sentence", "iris red ribbon"),
    "6a": NP_("card in a sentence", "butterflies"),
    "6r": NP_("card in a sentence", "peony blue ribbon"),
    "7a": NP_("card in a sentence", "boar"),
    "7r": NP_("card in a sentence", "bush clover red ribbon"),
    "8b": NP_("card in a sentence", "moon"),
    "8a": NP_("card in a sentence", "geese"),
    "9a": NP_("card in a sentence", "sake cup"),
    "9r": NP_("card in a sentence", "chrysanthemum blue ribbon"),
    "10a": NP_("card in a sentence", "deer"),
    "10r": NP_("card in a sentence", "maple blue ribbon"),
    "11b": NP_("card in a sentence", "rain man"),
    "11a": NP_("card in a sentence", "swallow"),
    "11r": NP_("card in a sentence", "willow red ribbon"),
    "11p1": NP_("card in a sentence", "lightning"),
    "12b": NP_("card in a sentence", "phoenix"),
}
_PLAIN_IN_A_SENTENCE = NP_("card in a sentence", "{plant} plain {number}")
_PLURAL_NAMES = frozenset({"6a", "8a"})
"""The cards named by a plural noun in the course languages (butterflies, geese; las
mariposas, los gansos): a verb whose subject they are takes the plural."""

_RIBBON_OF: dict[int, Ribbon] = {
    1: Ribbon.POETRY,
    2: Ribbon.POETRY,
    3: Ribbon.POETRY,
    6: Ribbon.BLUE,
    9: Ribbon.BLUE,
    10: Ribbon.BLUE,
    4: Ribbon.RED,
    5: Ribbon.RED,
    7: Ribbon.RED,
    11: Ribbon.RED,
}

# The class letters of each month's four cards, in deck order (docs/rules.md §1).
_MONTH_LAYOUT: dict[int, str] = {
    1: "brpp",
    2: "arpp",
    3: "brpp",
    4: "arpp",
    5: "arpp",
    6: "arpp",
    7: "arpp",
    8: "bapp",
    9: "arpp",
    10: "arpp",
    11: "barp",
    12: "bppp",
}


@dataclass(frozen=True, slots=True)
class Card(Shown):
    """One hanafuda card. Cards are singletons: compare with ``==`` or ``is``.

    Use :meth:`Card.parse` (or :data:`DECK`) to get one; ``str(card)`` is its code.
    """

    index: int
    code: str
    month: int
    kind: Kind
    ribbon: Ribbon | None

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card with this code, e.g. ``Card.parse("11p1")``.

        Raises ``ValueError`` naming the code if it is not one of the 48 codes.
        """
        try:
            return _BY_CODE[code.strip().lower()]
        except (KeyError, AttributeError):
            reason = _explain_bad_code(code)
            raise ValueError(f"unknown card code {shown(code)}: {reason}") from None

    @property
    def mask(self) -> int:
        """The one-bit card set holding this card."""
        return 1 << self.index

    def name(self, lang: Lang | None = None) -> str:
        """The card's name in ``lang``, e.g. ``"sake cup"``, ``"copa de sake"``,
        ``"盃 (sakazuki)"``."""
        if self.code in _SPECIAL_NAMES:
            return _named("card", *_SPECIAL_NAMES[self.code], lang)
        month, number = self.month_info, self.code.split("p")[1]
        if language_of(lang) == "ja":
            return f"{month.plant_ja.split()[0]}のカス {number}"
        text = _NAMES.name("card", _PLAIN_NAME, language_of(lang))
        return text.format(plant=month.plant_name(lang), number=number)

    @property
    def shows_plant(self) -> bool:
        """Whether the card's picture shows its month's plant: every card but the lightning
        ``11p1``, which shows a storm, a bolt and drums, and no willow."""
        return self.code not in _WITHOUT_PLANT

    @property
    def month_info(self) -> Month:
        """The :class:`Month` of this card, with its plant."""
        return MONTHS[self.month - 1]

    def in_sentence(self, lang: Lang | None = None) -> str:
        """The card's name as a sentence uses it, with its article where ``lang`` needs one
        (``"el jabalí"``, ``"la simple 1 de pino"``; English ``"boar"``, as :meth:`name`)."""
        chosen = language_of(lang)
        if chosen == "ja":
            return self.name(lang)
        if self.code in _IN_A_SENTENCE:
            return _NAMES.name("card in a sentence", _IN_A_SENTENCE[self.code], chosen)
        text = _NAMES.name("card in a sentence", _PLAIN_IN_A_SENTENCE, chosen)
        return text.format(plant=self.month_info.plant_name(lang), number=self.code.split("p")[1])

    @property
    def plural_name(self) -> bool:
        """Whether the card's name is a plural noun ("geese captures" would be wrong)."""
        return self.code in _PLURAL_NAMES

    def describe(self, lang: Lang | None = None) -> str:
        """A one-line description: name, class and month, e.g. for a learner's feedback."""
        month = self.month_info
        kind = self.ribbon.label(lang) if self.ribbon else self.kind.label(lang)
        return f"{self.name(lang)} ({kind}, {month.name(lang)}, {month.plant_name(lang)})"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Card) and other.index == self.index)

    def _display_text(self) -> str:
        """What a notebook shows as text: the name in the course language, then the code."""
        return f"{self.name()} ({self.code})"


_WITHOUT_PLANT = frozenset({"11p1"})
"""The cards whose picture does not show their month's plant."""


def _build_deck() -> tuple[Card, ...]:
    deck: list[Card] = []
    for month in range(1, 13):
        plain_number = 0
        for letter in _MONTH_LAYOUT[month]:
            kind = Kind("barp".index(letter))
            if kind is Kind.PLAIN:
                plain_number += 1
                code = f"{month}p{plain_number}"
            else:
                code = f"{month}{letter}"
            deck.append(
                Card(
                    index=len(deck),
                    code=code,
                    month=month,
                    kind=kind,
                    ribbon=_RIBBON_OF.get(month) if kind is Kind.RIBBON else None,
                )
            )
    return tuple(deck)


DECK: tuple[Card, ...] = _build_deck()
"""All 48 cards in deck order (January first; bright, animal, ribbon, plains)."""

_BY_CODE: dict[str, Card] = {card.code: card for card in DECK}
_CODE_RE = re.compile(r"^([0-9]{1,2})([barp])([0-9]*)$")


def _explain_bad_code(code: object) -> str:
    if not isinstance(code, str):
        return f"a card code is a string, not {type(code).__name__}"
    other_digit = next((c for c in code if c.isdigit() and not c.isascii()), None)
    if other_digit is not None:
        return f"card codes use only the ASCII digits 0-9, not {other_digit!r}"
    match = _CODE_RE.match(code.strip().lower())
    if not match:
        return "a code is a month 1-12 then b, a, r or p (plains numbered: '1p1')"
    month, letter, number = int(match[1]), match[2], match[3]
    if not 1 <= month <= 12:
        return f"there is no month {month} (months are 1-12)"
    valid = [c.code for c in DECK if c.month == month]
    if letter == "p" and not number:
        return f"plains are numbered; month {month} has {', '.join(valid)}"
    return f"month {month} has {', '.join(valid)}"


CardsLike: TypeAlias = "str | Card | Iterable[Card | str]"
"""What the public API accepts as cards: ``"1b 3b"``, a card, or an iterable of cards/codes."""


def parse_cards(cards: CardsLike) -> tuple[Card, ...]:
    """Cards from a space-separated code string, a card, or an iterable of cards or codes.

    Raises ``ValueError`` naming the token if a code is unknown or a card is repeated.

    >>> parse_cards("11b 9a")
    (Card.parse('11b'), Card.parse('9a'))
    >>> parse_cards("1b 1b")
    Traceback (most recent call last):
    ...
    ValueError: card '1b' is named twice
    """
    if isinstance(cards, Card):
        return (cards,)
    if isinstance(cards, bytes | bytearray | Mapping) or not isinstance(cards, str | Iterable):
        raise ValueError(
            "cards are a code string ('1b 9a'), a Card or an iterable of cards or codes, "
            f"not {type(cards).__name__} {shown(cards)}"
            + (" (use cards_of for a mask)" if isinstance(cards, int) else "")
        )
    tokens: Iterable[Card | str] = (
        cards.replace(",", " ").split() if isinstance(cards, str) else cards
    )
    result: list[Card] = []
    seen = 0
    for token in tokens:
        card = token if isinstance(token, Card) else Card.parse(token)
        if seen & card.mask:
            raise ValueError(f"card {card.code!r} is named twice")
        seen |= card.mask
        result.append(card)
    return tuple(result)


def mask_of(cards: CardsLike | int) -> int:
    """The card set (bit mask) of some cards; an ``int`` is taken as a mask already."""
    if isinstance(cards, int):
        _check_mask(cards)  # a bool is refused here
        return cards
    mask = 0
    for card in parse_cards(cards):
        mask |= card.mask
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a card set (a whole number from 0 to ``FULL_MASK``), in deck order."""
    _check_mask(mask)
    result = []
    while mask:
        low = mask & -mask
        result.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(result)


def _check_mask(mask: object) -> None:
    """Refuse anything but a whole number whose bits are among the 48 cards."""
    if not isinstance(mask, int) or isinstance(mask, bool):
        raise ValueError(
            f"card mask {shown(mask)} must be a whole number, not {type(mask).__name__}"
        )
    if not 0 <= mask <= FULL_MASK:
        raise ValueError(f"card mask {shown(mask)} has bits outside the 48 cards (0 to 2**48 - 1)")


def format_cards(cards: CardsLike | int) -> str:
    """Cards as a space-separated code string, in deck order for a mask."""
    if isinstance(cards, int):
        cards = cards_of(cards)  # a bool is refused here
    return " ".join(card.code for card in parse_cards(cards))


def reading_order(cards: CardsLike | int) -> tuple[Card, ...]:
    """Cards in the order a learner reads a pile: by class (brights, animals, ribbons,
    plains, the rows a pile is drawn in), each class by month (deck order).

    >>> format_cards(reading_order("6r 8b 8p1 9a 9r 10r"))
    '8b 9a 6r 9r 10r 8p1'
    """
    found = cards_of(cards) if isinstance(cards, int) else parse_cards(cards)
    return tuple(sorted(found, key=lambda card: (card.kind, card.index)))


FULL_MASK: int = (1 << 48) - 1


def _mask_where(predicate: Callable[[Card], bool]) -> int:
    return sum(card.mask for card in DECK if predicate(card))


BRIGHTS: int = _mask_where(lambda c: c.kind is Kind.BRIGHT)
ANIMALS: int = _mask_where(lambda c: c.kind is Kind.ANIMAL)
RIBBONS: int = _mask_where(lambda c: c.kind is Kind.RIBBON)
PLAINS: int = _mask_where(lambda c: c.kind is Kind.PLAIN)
POETRY_RIBBONS: int = _mask_where(lambda c: c.ribbon is Ribbon.POETRY)
BLUE_RIBBONS: int = _mask_where(lambda c: c.ribbon is Ribbon.BLUE)
MONTH_MASKS: tuple[int, ...] = tuple(
    sum(card.mask for card in DECK if card.month == m) for m in range(1, 13)
)
"""``MONTH_MASKS[m - 1]`` is the set of the four cards of month ``m``."""

RAIN_MAN: Card = _BY_CODE["11b"]
SAKE_CUP: Card = _BY_CODE["9a"]
CURTAIN: Card = _BY_CODE["3b"]
MOON: Card = _BY_CODE["8b"]
BOAR: Card = _BY_CODE["7a"]
DEER: Card = _BY_CODE["10a"]
BUTTERFLIES: Card = _BY_CODE["6a"]
