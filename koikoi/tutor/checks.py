"""Exercise checkers for the lessons: pure functions, no widgets.

Every checker takes the learner's answer and returns a :class:`Feedback`: whether it is
right and, in words, why (a wrong answer is explained, never just "wrong"). The quiz
widgets (:mod:`widgets.kit.quiz`) call these; a lesson cell can call them directly too.
Explanations follow the course language (:func:`koikoi.i18n.set_language`); answers in
words may be English or Spanish ("again" or "otra vez", "September" or "septiembre").

>>> check_month("9a", 9)
Feedback(correct=True, message='Yes: 9a, the sake cup, is a card of September (chrysanthemum).')
>>> print(check_class("9a", "plain"))
Not quite. 9a is the sake cup, an animal of September: that is its class (the a in 9a),
though it also counts as a plain toward kasu.
>>> check_capture(Round.from_position(hands=("7a", "1p1"), field="7p1 3p1"), "7a", "7p1")
Feedback(correct=True, message='Yes: 7a has one match on the field, 7p1, and captures it.')
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

from .. import (
    DECK,
    MONTHS,
    Card,
    DealerReason,
    IllegalMoveError,
    Kind,
    Match,
    Move,
    Phase,
    Ribbon,
    Round,
    RuleSet,
    Score,
    dealt_hand_yaku,
    month_counts,
    parse_cards,
    score,
)
from ..cards import CardsLike, mask_of
from ..deal import deal_result, dealer_of
from ..errors import shown
from ..events import narrate
from ..i18n import N_, Translator, join
from ..validation import is_whole_number
from .answers import (
    CLASS_WORDS,
    OUTCOME_WORDS,
    RIBBON_WORDS,
    SEAT_WORDS,
    YES_NO_WORDS,
    accepted,
)

_ = Translator("tutor")
ngettext = _.n

__all__ = [
    "OUTCOMES",
    "Feedback",
    "check_capture",
    "check_cards_of_class",
    "check_choice",
    "check_class",
    "check_deal",
    "check_deal_order",
    "check_dealer",
    "check_dealt_hand",
    "check_field",
    "check_improvement",
    "check_month",
    "check_move",
    "check_next_round",
    "check_outcome",
    "check_playable",
    "check_points",
    "check_ribbon",
    "check_same_month",
    "check_sorting",
    "check_stock",
    "check_to_move",
    "describe_move",
    "parse_class",
    "parse_month",
]


@dataclass(frozen=True, slots=True)
class Feedback:
    """The verdict on one answer: ``correct`` and a ``message`` that explains it."""

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        head = "" if self.correct else _("Not quite.") + " "
        return textwrap.fill(head + self.message, 90)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """What a notebook shows as text (``repr`` stays the dataclass's): the mark and
        the verdict, as the HTML reads."""
        printer.text(("✔ " if self.correct else "✘ ") + str(self))

    def _repr_html_(self) -> str:
        colour, mark = ("#1b5e20", "✔") if self.correct else ("#8e2a0e", "✘")
        back = "#e8f5e9" if self.correct else "#fdecea"
        head = "" if self.correct else f"<b>{escape(_('Not quite.'))}</b> "
        return (
            f'<div style="border-left:5px solid {colour};background:{back};padding:6px 10px;'
            f'margin:4px 0;color:#222;font-size:14px">{mark} {head}{escape(self.message)}</div>'
        )


def _verdict(right: bool, why: str) -> Feedback:
    """ "Yes: why." for a right answer; the explanation alone, as a sentence, otherwise."""
    if right:
        return Feedback(True, _("Yes: {why}.", why=why))
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


# --- reading answers ----------------------------------------------------------------

_FOLD = str.maketrans("áéíóúü", "aeiouu")


def _word(text: str) -> str:
    """An answer word as compared: trimmed, lower case, Spanish accents optional."""
    return text.strip().lower().translate(_FOLD)


def _said(answer: object, words: Mapping[str, str]) -> object:
    """The canonical answer a learner's word stands for (``answer`` itself otherwise)."""
    if isinstance(answer, str):
        return words.get(_word(answer), answer)
    return answer


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _names(month: int) -> set[str]:
    info = MONTHS[month - 1]
    names = {str(month), info.name("en"), info.name("es"), info.name("ja"), info.plant}
    names.add(info.plant_name("es"))
    ja = info.plant_name("ja")  # e.g. "菊 (kiku)"
    names.update({ja, ja.split()[0], ja.split("(")[-1].rstrip(")")})
    return {_word(n) for n in names}


def parse_month(answer: int | str) -> int:
    """A month number 1-12 from a number or a name ("9", "September", "septiembre",
    "kiku", "pine", "pino").

    Raises ``ValueError`` naming the answer when it names no month.
    """
    if is_whole_number(answer) and 1 <= answer <= 12:
        return answer
    if isinstance(answer, str):
        word = _word(answer)
        for month in range(1, 13):
            if word in _names(month):
                return month
    raise ValueError(
        f"{shown(answer)} is not a month: answer with a number 1-12, a month name or a plant"
    )


_CLASS_WORDS = accepted(CLASS_WORDS)


def parse_class(answer: Kind | str) -> Kind:
    """A card class from a :class:`Kind` or a word ("bright", "animal", "tane", "p", "luz",
    "cinta"...)."""
    if isinstance(answer, Kind):
        return answer
    if isinstance(answer, str):
        word = _word(answer)
        if word in _CLASS_WORDS:
            return _CLASS_WORDS[word]
    raise ValueError(f"{shown(answer)} is not a card class: answer bright, animal, ribbon or plain")


def _month_words(month: int) -> str:
    info = MONTHS[month - 1]
    return f"{info.name()} ({info.plant_name()})"


# --- the twelve months -----------------------------------------------------------------


def check_month(card: Card | str, answer: int | str) -> Feedback:
    """ "Which month is this card?" ``answer`` is a number 1-12 or a month or plant name."""
    card = _card(card)
    month = parse_month(answer)
    values = {"code": card.code, "name": card.name(), "month": _month_words(card.month)}
    if month == card.month:
        return Feedback(True, _("Yes: {code}, the {name}, is a card of {month}.", **values))
    values |= {"other": _month_words(month), "month_name": card.month_info.name()}
    if not card.shows_plant:
        return Feedback(
            False,
            _(
                "{code}, the {name}, is a card of {month} — not of {other}. It is the one card "
                "that does not show its plant: remember that it belongs to {month_name}.",
                **values,
            ),
        )
    return Feedback(
        False,
        _(
            "{code}, the {name}, is a card of {month} — not of {other}. Look for the {plant}: "
            "every card with it belongs to {month_name}.",
            **values,
            plant=card.month_info.plant_name(),
        ),
    )


def _selection(
    chosen: CardsLike,
    wanted: set[Card],
    *,
    right: Callable[[str], str],
    nothing: Callable[[int], str],
    why_in: Callable[[Card], str],
    why_out: Callable[[Card], str],
) -> Feedback:
    """Judge a pick of cards: ``right(cards)`` praises it, ``nothing(count)`` answers an
    empty pick, ``why_in``/``why_out`` explain each card left out or picked wrongly."""
    picked = set(parse_cards(chosen))
    missing = sorted(wanted - picked)
    extra = sorted(picked - wanted)
    if not missing and not extra:
        return Feedback(True, right(join([c.code for c in sorted(wanted)])))
    parts = []
    if extra:
        parts.append(" ".join(why_out(c) for c in extra))
    if missing:
        n = len(missing)
        reasons = " ".join(why_in(c) for c in missing)
        parts.append(
            ngettext(
                "You left out {count} card: {reasons}",
                "You left out {count} cards: {reasons}",
                n,
                count=n,
                reasons=reasons,
            )
        )
    if not picked:
        parts = [nothing(len(wanted)), *parts[1:]]
    return Feedback(False, " ".join(parts))


def check_same_month(chosen: CardsLike, month: int | str, *, among: CardsLike) -> Feedback:
    """ "Click the cards of this month": ``chosen`` among the cards shown (``among``)."""
    month = parse_month(month)
    wanted = {c for c in parse_cards(among) if c.month == month}
    words = _month_words(month)
    return _selection(
        chosen,
        wanted,
        right=lambda cards: _(
            "Yes: {cards} are the cards of {month} here.", cards=cards, month=words
        ),
        nothing=lambda n: ngettext(
            "You picked nothing: there is {count} card of {month} here.",
            "You picked nothing: there are {count} cards of {month} here.",
            n,
            count=n,
            month=words,
        ),
        why_in=lambda c: (
            _(
                "{code} ({name}) shows the {plant} too.",
                code=c.code,
                name=c.name(),
                plant=c.month_info.plant_name(),
            )
            if c.shows_plant
            else _(
                "{code} ({name}) shows no {plant}, yet it belongs to {month} too.",
                code=c.code,
                name=c.name(),
                plant=c.month_info.plant_name(),
                month=c.month_info.name(),
            )
        ),
        why_out=lambda c: _(
            "{code} is the {name}, a card of {month}, not of {asked}.",
            code=c.code,
            name=c.name(),
            month=_month_words(c.month),
            asked=MONTHS[month - 1].name(),
        ),
    )


# --- card classes ------------------------------------------------------------------------

_NOTES: dict[str, str] = {
    "9a": N_("it also counts as a plain toward kasu"),
    "5a": N_("it shows an object, not a creature, yet it is one of the nine animals"),
    "1b": N_("one of the five brights, not an animal"),
    "12b": N_("one of the five brights, not an animal"),
    "11b": N_("the only 'wet' bright: it spoils sanko (three brights)"),
    "11p1": N_("it looks special but is an ordinary plain in Koi-Koi"),
    "3b": N_("one of the five brights"),
    "8b": N_("one of the five brights"),
}
_CLASS_SENTENCES: dict[Kind | Ribbon, str] = {
    Kind.BRIGHT: N_("{code} is the {name}, a bright of {month}"),
    Kind.ANIMAL: N_("{code} is the {name}, an animal of {month}"),
    Kind.PLAIN: N_("{code} is the {name}, a plain of {month}"),
    Ribbon.POETRY: N_("{code} is the {name}, a poetry ribbon of {month}"),
    Ribbon.BLUE: N_("{code} is the {name}, a blue ribbon of {month}"),
    Ribbon.RED: N_("{code} is the {name}, a plain red ribbon of {month}"),
}
_NOT_CLASS = {
    Kind.BRIGHT: N_("{sentence} — not a bright."),
    Kind.ANIMAL: N_("{sentence} — not an animal."),
    Kind.RIBBON: N_("{sentence} — not a ribbon."),
    Kind.PLAIN: N_("{sentence} — not a plain."),
}


def _note(card: Card) -> str:
    """`` (note)`` on a card that is often misread, "" for the others."""
    note = _NOTES.get(card.code)
    return f" ({_(note)})" if note else ""


def _class_sentence(card: Card) -> str:
    """ "9a is the sake cup, an animal of September" (a ribbon names its kind of ribbon)."""
    message = _CLASS_SENTENCES[card.ribbon if card.ribbon is not None else card.kind]
    return _(message, code=card.code, name=card.name(), month=card.month_info.name())


def check_class(card: Card | str, answer: Kind | str) -> Feedback:
    """ "Bright, animal, ribbon or plain?" for one card."""
    card = _card(card)
    kind = parse_class(answer)
    sentence = _class_sentence(card)
    if kind == card.kind:
        if card.code == "9a":
            return Feedback(
                True,
                _("Yes: {sentence}, and it also counts as a plain toward kasu.", sentence=sentence),
            )
        return Feedback(True, _("Yes: {why}.", why=sentence + _note(card)))
    if card.code == "9a" and kind is Kind.PLAIN:
        return Feedback(
            False,
            _(
                "{sentence}: that is its class (the a in 9a), though it also counts as a plain "
                "toward kasu.",
                sentence=sentence,
            ),
        )
    return Feedback(False, _(_NOT_CLASS[kind], sentence=sentence + _note(card)))


def _class_right(kind: Kind, cards: str) -> str:
    if kind is Kind.BRIGHT:
        return _("Yes: {cards} are the brights here.", cards=cards)
    if kind is Kind.ANIMAL:
        return _("Yes: {cards} are the animals here.", cards=cards)
    if kind is Kind.RIBBON:
        return _("Yes: {cards} are the ribbons here.", cards=cards)
    return _("Yes: {cards} are the plains here.", cards=cards)


def _class_nothing(kind: Kind, n: int) -> str:
    if kind is Kind.BRIGHT:
        return ngettext(
            "You picked nothing: there is {count} bright here.",
            "You picked nothing: there are {count} brights here.",
            n,
            count=n,
        )
    if kind is Kind.ANIMAL:
        return ngettext(
            "You picked nothing: there is {count} animal here.",
            "You picked nothing: there are {count} animals here.",
            n,
            count=n,
        )
    if kind is Kind.RIBBON:
        return ngettext(
            "You picked nothing: there is {count} ribbon here.",
            "You picked nothing: there are {count} ribbons here.",
            n,
            count=n,
        )
    return ngettext(
        "You picked nothing: there is {count} plain here.",
        "You picked nothing: there are {count} plains here.",
        n,
        count=n,
    )


def check_cards_of_class(chosen: CardsLike, kind: Kind | str, *, among: CardsLike) -> Feedback:
    """ "Click the brights" (or animals, ribbons, plains) among the cards shown."""
    kind = parse_class(kind)
    wanted = {c for c in parse_cards(among) if c.kind is kind}

    def why(c: Card) -> str:
        return _class_sentence(c) + _note(c) + "."

    return _selection(
        chosen,
        wanted,
        right=lambda cards: _class_right(kind, cards),
        nothing=lambda n: _class_nothing(kind, n),
        why_in=why,
        why_out=why,
    )


_RIBBON_WORDS = accepted(RIBBON_WORDS)
_RIBBON_SENTENCES = {
    Ribbon.POETRY: N_(
        "{code} is the {name}, one of the {number} poetry ribbons, red with writing on them "
        "({months})"
    ),
    Ribbon.BLUE: N_("{code} is the {name}, one of the {number} blue ribbons ({months})"),
    Ribbon.RED: N_(
        "{code} is the {name}, one of the {number} plain red ribbons, with no writing ({months})"
    ),
}
_NOT_RIBBON = {
    Ribbon.POETRY: N_("{sentence}: not a poetry ribbon."),
    Ribbon.BLUE: N_("{sentence}: not a blue ribbon."),
    Ribbon.RED: N_("{sentence}: not a plain red ribbon."),
}


def _ribbon_sentence(card: Card) -> str:
    """ "10r is the maple blue ribbon, one of the 3 blue ribbons (June, September and
    October)": the count and the months of the card's kind of ribbon, from the deck."""
    kin = [c for c in DECK if c.ribbon is card.ribbon]
    months = join([c.month_info.name() for c in kin])
    return _(
        _RIBBON_SENTENCES[card.ribbon],  # type: ignore[index]
        code=card.code,
        name=card.name(),
        number=len(kin),
        months=months,
    )


def check_ribbon(card: Card | str, answer: str) -> Feedback:
    """ "Poetry, blue or plain red ribbon?" for a ribbon card."""
    card = _card(card)
    if card.ribbon is None:
        raise ValueError(f"{card.code} is not a ribbon: ask this only about ribbons")
    if not isinstance(answer, str):
        raise ValueError(f"{shown(answer)} is not a ribbon kind: answer poetry, blue or red")
    word = _word(answer)
    kinds = [_RIBBON_WORDS[word]] if word in _RIBBON_WORDS else []
    if not kinds:
        raise ValueError(f"{shown(answer)} is not a ribbon kind: answer poetry, blue or red")
    sentence = _ribbon_sentence(card)
    if kinds[0] is card.ribbon:
        return Feedback(True, _("Yes: {sentence}.", sentence=sentence))
    return Feedback(False, _(_NOT_RIBBON[kinds[0]], sentence=sentence))


def check_sorting(answers: Mapping[Card | str, Kind | str]) -> Feedback:
    """A sorting exercise: every card given a class; names each misplaced card and why."""
    if not answers:
        raise ValueError("nothing to check: sort at least one card")
    wrong = []
    for card, kind in answers.items():
        feedback = check_class(card, kind)
        if not feedback.correct:
            wrong.append(feedback.message)
    n = len(answers)
    if not wrong:
        return Feedback(
            True,
            ngettext(
                "Yes: the card is in the right class.",
                "Yes: all {count} cards are in the right class.",
                n,
                count=n,
            ),
        )
    score_line = _("{right} of {total} right.", right=n - len(wrong), total=n)
    return Feedback(False, score_line + " " + " ".join(wrong))


# --- setting up --------------------------------------------------------------------------

_AGAIN = {"again": "again", "otra vez": "again", "de nuevo": "again", "robar otra vez": "again",
          "robar de nuevo": "again", "sacar otra vez": "again",
          "sacar de nuevo": "again"}  # fmt: skip
_PLAY = {"play": "play", "jugar": "play", "se juega": "play", "a jugar": "play"}
_REDEAL = {"redeal": "redeal", "repartir de nuevo": "redeal", "repartir otra vez": "redeal",
           "se reparte de nuevo": "redeal", "nuevo reparto": "redeal"}  # fmt: skip
_DEALT = {"teshi": "teshi", "kuttsuki": "kuttsuki"}
_CLASS_IS = {
    Kind.BRIGHT: N_("{code} is a bright"),
    Kind.ANIMAL: N_("{code} is an animal"),
    Kind.RIBBON: N_("{code} is a ribbon"),
    Kind.PLAIN: N_("{code} is a plain"),
}


_BY_MONTH = (
    N_(
        "{first} is {first_month}, {second} is {second_month}; the earlier month deals, "
        "so you are the dealer (oya)"
    ),
    N_(
        "{first} is {first_month}, {second} is {second_month}; the earlier month deals, "
        "so your opponent is the dealer (oya)"
    ),
)
"""Why the earlier month deals: you (player 0) or your opponent (1)."""
_BY_CLASS = (
    N_(
        "both cards are of {month}; {first_class}, {second_class}: the higher class deals, "
        "so you are the dealer (oya)"
    ),
    N_(
        "both cards are of {month}; {first_class}, {second_class}: the higher class deals, "
        "so your opponent is the dealer (oya)"
    ),
)
"""Why the higher class deals (a house rule): you (player 0) or your opponent (1)."""


def check_dealer(
    drawn: tuple[Card | str, Card | str], answer: int | str, rules: RuleSet | None = None
) -> Feedback:
    """Who deals, after you (player 0) and your opponent (1) drew ``drawn``? ``answer`` 0,
    1 or "again" ("otra vez"). The engine decides (:func:`koikoi.deal.dealer_of`, by
    ``rules``, standard by default)."""
    first, second = (_card(c) for c in drawn)
    said = _said(answer, _AGAIN)
    if said not in (0, 1, "again"):
        raise ValueError(f"{shown(answer)} is not an answer: say 0, 1 or 'again'")
    dealer = dealer_of(RuleSet.coerce(rules), first, second)
    if dealer is None:
        right: int | str = "again"
        why = _("both cards are of {month}: draw again", month=first.month_info.name())
    elif first.month != second.month:
        right = dealer
        why = _(
            _BY_MONTH[right],
            first=first.code,
            first_month=first.month_info.name(),
            second=second.code,
            second_month=second.month_info.name(),
        )
    else:
        right = dealer
        why = _(
            _BY_CLASS[right],
            month=first.month_info.name(),
            first_class=_(_CLASS_IS[first.kind], code=first.code),
            second_class=_(_CLASS_IS[second.kind], code=second.code),
        )
    return _verdict(said == right, why)


def _shape(cards: CardsLike) -> str:
    """How many cards of each month: "4 of April, 2 of June and 2 of October"."""
    return join(
        [
            ngettext("{count} of {month}", "{count} of {month}", n, count=n, month=MONTHS[i].name())
            for i, n in enumerate(month_counts(cards))
            if n
        ]
    )


def check_dealt_hand(hand: CardsLike, answer: str, rules: RuleSet | None = None) -> Feedback:
    """A dealt hand of 8: "teshi", "kuttsuki" or "play" ("jugar": nothing special)? The
    points are ``rules.dealt_hand_points`` (standard rules by default)."""
    cards = parse_cards(hand)
    if len(cards) != 8:
        raise ValueError(f"a dealt hand has 8 cards, not {len(cards)}")
    said = _said(answer, {**_DEALT, **_PLAY})
    if said not in ("teshi", "kuttsuki", "play"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'teshi', 'kuttsuki' or 'play'")
    points = RuleSet.coerce(rules).dealt_hand_points
    shape = _shape(cards)
    kind = dealt_hand_yaku(cards)
    right = kind if kind and points else "play"
    if kind and not points:
        why = _(
            "the hand is {shape}: {kind}, but these rules give it no points, so play starts",
            shape=shape,
            kind=kind,
        )
    elif right == "teshi" and sorted(n for n in month_counts(cards) if n) == [2, 2, 4]:
        why = ngettext(
            "the hand holds all 4 cards of a month ({shape}): teshi wins {count} point at "
            "once; it also looks like 4 pairs, but a hand that is both counts as teshi",
            "the hand holds all 4 cards of a month ({shape}): teshi wins {count} points at "
            "once; it also looks like 4 pairs, but a hand that is both counts as teshi",
            points,
            shape=shape,
            count=points,
        )
    elif right == "teshi":
        why = ngettext(
            "the hand holds all 4 cards of a month ({shape}): teshi wins {count} point at once",
            "the hand holds all 4 cards of a month ({shape}): teshi wins {count} points at once",
            points,
            shape=shape,
            count=points,
        )
    elif right == "kuttsuki":
        why = ngettext(
            "the hand is exactly 4 pairs ({shape}): kuttsuki wins {count} point at once",
            "the hand is exactly 4 pairs ({shape}): kuttsuki wins {count} points at once",
            points,
            shape=shape,
            count=points,
        )
    else:
        why = _(
            "the hand is {shape}: neither 4 of a month nor 4 pairs, so play starts",
            shape=shape,
        )
    return _verdict(said == right, why)


def check_field(field: CardsLike, answer: str) -> Feedback:
    """A dealt field of 8: "play" or "redeal" ("jugar" or "repartir de nuevo": all four
    cards of a month face up)?"""
    cards = parse_cards(field)
    said = _said(answer, {**_PLAY, **_REDEAL})
    if said not in ("play", "redeal"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'play' or 'redeal'")
    whole = [MONTHS[i].name() for i, n in enumerate(month_counts(cards)) if n == 4]
    if whole:
        right = "redeal"
        why = _(
            "the field holds all 4 cards of {month}: the deal is void and is redealt",
            month=whole[0],
        )
    else:
        right = "play"
        why = _("no month has all 4 cards on the field, so play starts")
    return _verdict(said == right, why)


# --- capturing -----------------------------------------------------------------------------


def _capture_of(rnd: Round, card: Card) -> tuple[str, tuple[Card, ...]]:
    """How ``card`` played now resolves: a sentence and the field cards that may be taken."""
    matches = rnd.matches(card)
    cards = join([m.code for m in matches])
    if not matches:
        return _("{code} has no match on the field, so it stays there", code=card.code), ()
    if len(matches) == 1:
        return (
            _("{code} has one match on the field, {match}, and captures it", code=card.code,
              match=cards),
            matches,
        )  # fmt: skip
    if rnd.capture_choices(card):  # the engine's answer: it must choose between two
        return (
            _(
                "{code} matches 2 field cards, {cards}: you choose one and capture it; the "
                "other stays",
                code=card.code,
                cards=cards,
            ),
            matches,
        )
    return (
        _("{code} matches 3 field cards ({cards}): it takes all 4", code=card.code,
          cards=cards),
        matches,
    )  # fmt: skip


def check_capture(rnd: Round, card: Card | str, answer: CardsLike) -> Feedback:
    """ "What does ``card`` capture if you play it?" ``answer``: the field cards it takes
    ("" for none); with two matches either one alone is right."""
    card = _card(card)
    said = set(parse_cards(answer))
    sentence, matches = _capture_of(rnd, card)
    two = bool(rnd.capture_choices(card))
    right = (len(said) == 1 and said <= set(matches)) if two else said == set(matches)
    return _verdict(right, sentence)


def _players() -> tuple[str, str]:
    """How the round log names the learner and the opponent, in the course language."""
    return _("You"), _("Your opponent")


def describe_move(rnd: Round, move: Move | str, *, draw: bool = True) -> str:
    """What ``move`` does from ``rnd`` (which is left unchanged), as sentences; without
    the draw that follows a play when ``draw`` is false."""
    after = rnd.copy()
    before = len(after.events)
    after.push(move)
    told = []
    for event in after.events[before:]:
        if event.kind == "draw" and not draw:
            break
        if event.kind != "yaku":
            told.append(event)
    return " ".join(narrate(told, _players()))


def _either(options: list[str]) -> str:
    """ "'a' or 'b' or 'c'" in the course language."""
    text = options[0]
    for option in options[1:]:
        text = _("{either} or {other}", either=text, other=option)
    return text


def check_move(
    rnd: Round,
    move: Move | str,
    *,
    best: Iterable[Move | str],
    why: str,
    notes: Mapping[str, str] | None = None,
) -> Feedback:
    """A "play this position" exercise: ``best`` are the right moves and ``why`` says why;
    ``notes`` explains chosen wrong moves (by move text). Illegal moves are explained too."""
    move = Move.parse(move)
    best_moves = {Move.parse(m) for m in best}
    try:
        done = describe_move(rnd, move, draw=False)
    except IllegalMoveError as error:
        return Feedback(False, _("That move is not allowed: {error}.", error=error))
    if move in best_moves:
        return Feedback(True, _("Yes. {done} {why}", done=done, why=why))
    note = (notes or {}).get(str(move))
    if note is None:
        moves = _either([f"'{m}'" for m in sorted(best_moves, key=str)])
        note = _("A better move is {moves}: {why}", moves=moves, why=why)
    return Feedback(False, f"{done} {note}")


def check_choice(
    answer: str, correct: str | Iterable[str], *, why: str, notes: Mapping[str, str] | None = None
) -> Feedback:
    """Multiple choice: ``correct`` option(s), ``why`` they are right and ``notes`` per
    wrong option (the explanation shown when it is chosen)."""
    right = {correct} if isinstance(correct, str) else _texts("correct", correct)
    if not isinstance(answer, str):
        raise ValueError(f"answer={shown(answer)} must be the text of one option")
    if answer in right:
        return Feedback(True, _("Yes: {why}", why=why))
    note = (notes or {}).get(answer, why)
    return Feedback(False, note)


def _texts(name: str, values: object) -> set[str]:
    """Option texts given as an iterable; anything else is refused, naming ``name``."""
    if isinstance(values, Iterable) and not isinstance(values, bytes | Mapping):
        texts = list(values)
        if texts and all(isinstance(text, str) for text in texts):
            return set(texts)
    raise ValueError(f"{name}={shown(values)} must be an option's text or several texts")


# --- deals, turns and the end of a round (rules every learner must apply) -------------------

_DEAL_ANSWERS = ("play", "teshi", "kuttsuki", "redeal")


def check_deal(hands: tuple[CardsLike, CardsLike], field: CardsLike, answer: str) -> Feedback:
    """A whole deal (both hands of 8 and the field of 8): "play", "teshi", "kuttsuki" or
    "redeal" ("jugar", "repartir de nuevo")? The engine's deal check
    (:func:`koikoi.deal.deal_result`) gives the answer."""
    said = _said(answer, {**_DEALT, **_PLAY, **_REDEAL})
    if said not in _DEAL_ANSWERS:
        raise ValueError(f"{shown(answer)} is not an answer: say {', '.join(_DEAL_ANSWERS)}")
    parsed = [parse_cards(hand) for hand in hands]
    table = parse_cards(field)
    for name, cards in (("hands[0]", parsed[0]), ("hands[1]", parsed[1]), ("field", table)):
        if len(cards) != 8:
            raise ValueError(f"{name} has {len(cards)} cards; a deal gives 8 to each")
    rules = RuleSet()
    result = deal_result(rules, [mask_of(h) for h in parsed], mask_of(table))
    kinds = [dealt_hand_yaku(hand) for hand in parsed]
    whole = [MONTHS[i].name() for i, n in enumerate(month_counts(table)) if n == 4]
    if result is None:
        right = "play"
        why = _("no hand holds teshi or kuttsuki and no month lies whole on the field")
    elif result[4] == "redeal":
        right = "redeal"
        if whole:
            why = _(
                "the field holds all 4 cards of {month}: the deal is void, the same dealer "
                "deals again, and it does not use up one of the match's rounds",
                month=whole[0],
            )
        else:
            why = _(
                "both hands qualify (yours is {yours}, your opponent's is {theirs}): the deal is "
                "void, the same dealer deals again, and it does not use up one of the match's "
                "rounds",
                yours=kinds[0],
                theirs=kinds[1],
            )
    else:
        right = result[4]
        points = rules.dealt_hand_points
        if result[0] == 0:
            why = ngettext(
                "only your hand qualifies ({kind}): it wins {count} point at once and the round "
                "ends",
                "only your hand qualifies ({kind}): it wins {count} points at once and the round "
                "ends",
                points,
                kind=right,
                count=points,
            )
        else:
            why = ngettext(
                "only your opponent's hand qualifies ({kind}): it wins {count} point at once and "
                "the round ends",
                "only your opponent's hand qualifies ({kind}): it wins {count} points at once and "
                "the round ends",
                points,
                kind=right,
                count=points,
            )
    return _verdict(said == right, why)


def _why_to_move(rnd: Round) -> str:
    """Why ``rnd.to_move`` plays now: the dealer opens, an empty hand is skipped, or turns
    alternate."""
    right = rnd.to_move
    other = 1 - right
    if not rnd.move_stack and not rnd.hands[other] and rnd.hands[right]:
        if other == 0:
            return _(
                "you have no card left in hand, so that turn is skipped and your opponent plays"
            )
        return _("your opponent has no card left in hand, so that turn is skipped and you play")
    if not rnd.hands[other] and rnd.move_stack:
        if other == 0:
            return _("you have an empty hand: that turn is skipped, so your opponent plays again")
        return _("your opponent has an empty hand: that turn is skipped, so you play again")
    if not rnd.move_stack and right == rnd.dealer:
        if right == 0:
            return _("the dealer plays first, and the dealer is you")
        return _("the dealer plays first, and the dealer is your opponent")
    if right == 0:
        return _("turns alternate: now it is you")
    return _("turns alternate: now it is your opponent")


def check_to_move(rnd: Round, answer: int) -> Feedback:
    """ "Who plays now?" in ``rnd`` (0 you, 1 your opponent), as the engine says: the
    dealer opens a dealt round, and a player with an empty hand is skipped."""
    if answer not in (0, 1):
        raise ValueError(f"{shown(answer)} is not a player: say 0 (you) or 1 (your opponent)")
    if rnd.is_over:
        raise ValueError("the round is over: nobody plays")
    return _verdict(answer == rnd.to_move, _why_to_move(rnd))


def check_playable(rnd: Round, chosen: CardsLike) -> Feedback:
    """ "Click every card of your hand you may play": the engine's legal plays. A card with
    a match must capture when played, but any card of the hand may be played."""
    hand = rnd.hands[rnd.to_move]
    if rnd.phase is not Phase.PLAY:
        raise ValueError("the round does not wait for a play from the hand now")
    legal = {m.card for m in rnd.legal_moves() if m.card is not None}

    def why_in(card: Card) -> str:
        matches = rnd.matches(card)
        if matches:
            return _(
                "{code} may be played: it then captures ({cards}).",
                code=card.code,
                cards=join([m.code for m in matches]),
            )
        return _(
            "{code} may be played too: it has no match, so it is laid on the field.",
            code=card.code,
        )

    return _selection(
        chosen,
        legal,
        right=lambda cards: _(
            "Yes: {cards} are the cards you may play: every card of your hand, capturing when "
            "it has a match.",
            cards=cards,
        ),
        nothing=lambda n: ngettext(
            "You picked nothing: you may play {count} card, every card of your hand, "
            "capturing when it has a match.",
            "You picked nothing: you may play {count} cards, every card of your hand, "
            "capturing when it has a match.",
            n,
            count=n,
        ),
        why_in=why_in,
        why_out=lambda c: (
            _("{code} is not in your hand.", code=c.code)
            if c not in hand
            else _("{code} is playable.", code=c.code)
        ),
    )


OUTCOMES = ("you choose", "play goes on", "you win", "your opponent wins", "drawn round")
"""The answers of :func:`check_outcome`: what the round does after some moves (the
Spanish words "tú eliges", "el juego sigue", "ganas tú", "gana tu rival" and "ronda nula"
are accepted too)."""

_OUTCOME_WORDS = accepted(OUTCOME_WORDS)


def _outcome(rnd: Round) -> str:
    if rnd.phase is Phase.DECISION:
        return "you choose" if rnd.to_move == 0 else "your opponent chooses"
    result = rnd.result
    if result is None:
        return "play goes on"
    if result.winner is None:
        return "drawn round"
    return ("you win", "your opponent wins")[result.winner]


def _outcome_end(after: Round, right: str, told: list[str]) -> list[str]:
    """The sentences that say how the round stands after the moves (``right``)."""
    yaku = [" + ".join(str(y) for y in after.score(p).yaku) for p in (0, 1)]
    if right == "you choose":
        end = [
            _(
                "Your yaku improved ({yaku}) and nobody has called koi-koi: you choose, stop or "
                "koi-koi.",
                yaku=yaku[0],
            )
        ]
        if not after.hands[0]:
            end.append(_("The choice is offered even on your last turn."))
        return end
    if right == "your opponent chooses":
        return [
            _("Your opponent's yaku improved ({yaku}): they choose, stop or koi-koi.", yaku=yaku[1])
        ]
    if right == "play goes on" and not told:
        return [
            _(
                "Nothing ends this position: teshi, kuttsuki and void deals are checked only when "
                "the cards are dealt, never in a position reached or set up later, so play goes on."
            )
        ]
    if right == "play goes on":
        return [_("Nobody's yaku improved in that turn, so play goes on.")]
    assert after.result is not None
    end = [after.result.describe(_players())]
    if after.result.reason == "auto":
        end.append(
            _("After a koi-koi call nobody chooses again: the next improvement ends the round.")
        )
        if after.result.winner == 1 and after.koikoi_calls[0] and not after.hands[0]:
            end.append(
                _(
                    "You had played your last card, but your opponent still had a turn: their new "
                    "yaku won it for them, doubled because you had called."
                )
            )
    if right == "drawn round":
        end.append(
            _("Nothing is scored for cards left on the field, and the dealer gets no point.")
        )
    return end


def check_outcome(rnd: Round, moves: Iterable[Move | str], answer: str) -> Feedback:
    """ "What happens after these moves?": the engine plays ``moves`` on a copy of ``rnd``
    and says whether you now choose (stop or koi-koi), play goes on, or the round ended
    (you win, your opponent wins, a drawn round). The message retells the moves."""
    said = _said(answer, _OUTCOME_WORDS)
    if said not in OUTCOMES:
        raise ValueError(f"{shown(answer)} is not an answer: say one of {', '.join(OUTCOMES)}")
    after = rnd.copy()
    before = len(after.events)
    for move in moves:
        after.push(move)
    told = narrate([e for e in after.events[before:] if e.kind not in ("yaku", "end")], _players())
    right = _outcome(after)
    text = " ".join([*told, *_outcome_end(after, right, told)])
    if said == right:
        return Feedback(True, _("Yes. {text}", text=text))
    return Feedback(False, text)


_YES_NO = accepted(YES_NO_WORDS)


def check_improvement(before: CardsLike, after: CardsLike, answer: str) -> Feedback:
    """ "Did this turn improve the yaku?" (``answer`` "yes" or "no", "sí" or "no"): a turn
    improves when the pile's yaku total (the engine's score) is higher at its end than at
    its start."""
    said = _said(answer, _YES_NO)
    if said not in ("yes", "no"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'yes' or 'no'")
    old, new = score(parse_cards(before)), score(parse_cards(after))

    def total(s: Score) -> str:
        names = " + ".join(str(y) for y in s.yaku)
        return f"{s.total} ({names})" if names else _("0 (no yaku)")

    if new.total > old.total:
        right = "yes"
        why = _(
            "the base points went from {old} to {new}: more, so the turn improves",
            old=total(old),
            new=total(new),
        )
    elif total(new) == total(old):
        right = "no"
        why = _(
            "the base points stay at {points}: they have not gone up, so it is no improvement "
            "(new cards alone do not count)",
            points=total(new),
        )
    else:
        right = "no"
        why = _(
            "the base points went from {old} to {new}: not more, so it is no improvement "
            "(new cards alone do not count)",
            old=total(old),
            new=total(new),
        )
    return _verdict(said == right, why)


_SEATS = {"nondealer": N_("the non-dealer (face down)"), "field": N_("the field (face up)"),
          "dealer": N_("the dealer (face down)")}  # fmt: skip
_SEAT_WORDS = accepted(SEAT_WORDS)


def check_deal_order(answer: str | Iterable[str]) -> Feedback:
    """ "In which order do the batches go?": ``answer`` names the three seats in order
    ("non-dealer, field, dealer" or "ko, mesa, oya"); the engine's rules
    (``RuleSet().deal_order``) decide."""
    words = answer.split(",") if isinstance(answer, str) else list(answer)
    try:
        seats = tuple(_SEAT_WORDS[_word(w)] for w in words)
    except KeyError:
        raise ValueError(
            f"{shown(answer)} is not an order: name non-dealer, field and dealer, e.g. "
            "'dealer, field, non-dealer'"
        ) from None
    rules = RuleSet()
    right = rules.deal_order
    order = _(_SEATS[right[0]])
    for seat in right[1:]:
        order = _("{before}, then {after}", before=order, after=_(_SEATS[seat]))
    why = ngettext(
        "the dealer gives out {count} card at a time: to {order}, and round again until both "
        "hands and the field hold 8",
        "the dealer gives out {count} cards at a time: to {order}, and round again until both "
        "hands and the field hold 8",
        rules.deal_batch,
        count=rules.deal_batch,
        order=order,
    )
    return _verdict(seats == right, why)


def check_stock(stock: int, never_drawn: int) -> Feedback:
    """ "How many cards make the stock, and how many are still in it when both hands are
    empty?" The engine deals the 48 cards to find out; each player draws once per turn."""
    if any(not is_whole_number(n) or n < 0 for n in (stock, never_drawn)):
        raise ValueError(f"stock={shown(stock)}, never_drawn={shown(never_drawn)}: give two counts")
    dealt = Round.deal(deck=" ".join(c.code for c in DECK))
    size = len(dealt.deck)
    turns = len(dealt.hands[0]) + len(dealt.hands[1])
    left = size - turns
    why = _(
        "48 cards minus 8 in each hand and 8 on the field leave {size} in the stock; each of the "
        "{turns} turns draws one card, so {left} are never drawn: the stock is not played out",
        size=size,
        turns=turns,
        left=left,
    )
    return _verdict((stock, never_drawn) == (size, left), why)


_WHY_THIS_DEALER: dict[DealerReason, tuple[str, str]] = {
    DealerReason.VOID_DEAL: (
        N_(
            "that deal was void (void deal, dealt again by the same dealer): it does not use "
            "up a round, so round {round} is dealt again, by you"
        ),
        N_(
            "that deal was void (void deal, dealt again by the same dealer): it does not use "
            "up a round, so round {round} is dealt again, by your opponent"
        ),
    ),
    DealerReason.WINNER: (
        N_("you won, and the winner deals round {round}"),
        N_("your opponent won, and the winner deals round {round}"),
    ),
    DealerReason.DRAWN_SAME: (
        N_("nobody won, and under these rules the same dealer deals again: you deal round {round}"),
        N_(
            "nobody won, and under these rules the same dealer deals again: your opponent "
            "deals round {round}"
        ),
    ),
    DealerReason.DRAWN_OTHER: (
        N_("nobody won, so the dealer changes: you deal round {round}"),
        N_("nobody won, so the dealer changes: your opponent deals round {round}"),
    ),
}
"""Why the next round's dealer deals it, for each :class:`DealerReason` after a deal: (you
deal it, your opponent deals it)."""


def check_next_round(match: Match, number: int, dealer: int) -> Feedback:
    """ "Which round comes next, and who deals it?" after the last finished deal of
    ``match``: the engine's match says who deals and why (:attr:`Match.dealer_reason`:
    a void deal keeps the round and the dealer, the winner deals next, after a drawn round
    the dealer changes or stays as the rules say)."""
    finished = [r for r in match.rounds if r.result is not None]
    if not finished or match.is_over:
        raise ValueError("ask this after a deal has ended, while the match goes on")
    right = (match.round_number, match.round.dealer)
    why = _(_WHY_THIS_DEALER[match.dealer_reason][right[1]], round=right[0])
    return _verdict((number, dealer) == right, why)


def check_points(pile: CardsLike, answer: int, *, month: int = 1) -> Feedback:
    """ "How many base points is this pile worth in round ``month``?" by the engine's
    score; the explanation names the yaku (or says none counts, monthly cards included)."""
    cards = parse_cards(pile)
    counted = score(cards, month=month)
    names = " + ".join(str(y) for y in counted.yaku)
    if names:
        why = _("the pile scores {yaku}: {total}", yaku=names, total=counted.total)
    else:
        why = _(
            "the pile makes no yaku, and only yaku score: 0. The card values of other hanafuda "
            "games (20, 10, 5 and 1 points) play no part in Koi-Koi"
        )
    if month_counts(cards)[month - 1] == 4:
        why += ". " + _(
            "Round {round} is {month}, but the standard rules have no tsuki-fuda (cards of the "
            "month): the 4 cards of the round's month are worth nothing extra",
            round=month,
            month=MONTHS[month - 1].name(),
        )
    return _verdict(answer == counted.total, why)
