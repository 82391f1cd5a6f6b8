"""Exercise checkers for the lessons: pure functions, no widgets.

Every checker takes the learner's answer and returns a :class:`Feedback`: whether it is
right and, in words, why (a wrong answer is explained, never just "wrong"). The quiz
widgets (:mod:`widgets.kit.quiz`) call these; a lesson cell can call them directly too.

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

from .. import (
    MONTHS,
    Card,
    IllegalMoveError,
    Kind,
    Move,
    Ribbon,
    Round,
    dealt_hand_yaku,
    month_counts,
    parse_cards,
)
from ..cards import CardsLike
from ..errors import shown

__all__ = [
    "Feedback",
    "check_capture",
    "check_cards_of_class",
    "check_choice",
    "check_class",
    "check_dealer",
    "check_dealt_hand",
    "check_field",
    "check_month",
    "check_move",
    "check_ribbon",
    "check_same_month",
    "check_sorting",
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
        head = "" if self.correct else "Not quite. "
        return textwrap.fill(head + self.message, 90)

    def _repr_html_(self) -> str:
        colour, mark = ("#1b5e20", "✔") if self.correct else ("#8e2a0e", "✘")
        back = "#e8f5e9" if self.correct else "#fdecea"
        head = "" if self.correct else "<b>Not quite.</b> "
        return (
            f'<div style="border-left:5px solid {colour};background:{back};padding:6px 10px;'
            f'margin:4px 0;color:#222;font-size:14px">{mark} {head}{escape(self.message)}</div>'
        )


# --- reading answers ----------------------------------------------------------------


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _names(month: int) -> set[str]:
    info = MONTHS[month - 1]
    names = {str(month), info.name("en"), info.name("es"), info.name("ja"), info.plant}
    names.add(info.plant_name("es"))
    ja = info.plant_name("ja")  # e.g. "菊 (kiku)"
    names.update({ja, ja.split()[0], ja.split("(")[-1].rstrip(")")})
    return {n.lower() for n in names}


def parse_month(answer: int | str) -> int:
    """A month number 1-12 from a number or a name ("9", "September", "kiku", "pine").

    Raises ``ValueError`` naming the answer when it names no month.
    """
    if isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= 12:
        return answer
    if isinstance(answer, str):
        word = answer.strip().lower()
        for month in range(1, 13):
            if word in _names(month):
                return month
    raise ValueError(
        f"{shown(answer)} is not a month: answer with a number 1-12, a month name or a plant"
    )


_CLASS_WORDS = {
    Kind.BRIGHT: ("bright", "brights", "b", "hikari", "光", "brillante"),
    Kind.ANIMAL: ("animal", "animals", "a", "tane", "タネ"),
    Kind.RIBBON: ("ribbon", "ribbons", "r", "tanzaku", "tan", "短冊", "cinta"),
    Kind.PLAIN: ("plain", "plains", "p", "kasu", "カス", "simple"),
}


def parse_class(answer: Kind | str) -> Kind:
    """A card class from a :class:`Kind` or a word ("bright", "animal", "tane", "p"...)."""
    if isinstance(answer, Kind):
        return answer
    if isinstance(answer, str):
        word = answer.strip().lower()
        for kind, words in _CLASS_WORDS.items():
            if word in words:
                return kind
    raise ValueError(f"{shown(answer)} is not a card class: answer bright, animal, ribbon or plain")


def _month_words(month: int) -> str:
    info = MONTHS[month - 1]
    return f"{info.name()} ({info.plant})"


def _article(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _codes(cards: Iterable[Card]) -> str:
    return _list([c.code for c in cards])


def _named(cards: Iterable[Card]) -> str:
    return _list([f"{c.code} ({c.name()})" for c in cards])


# --- the twelve months -----------------------------------------------------------------


def check_month(card: Card | str, answer: int | str) -> Feedback:
    """ "Which month is this card?" ``answer`` is a number 1-12 or a month or plant name."""
    card = _card(card)
    month = parse_month(answer)
    where = f"{card.code}, the {card.name()}, is a card of {_month_words(card.month)}"
    if month == card.month:
        return Feedback(True, f"Yes: {where}.")
    return Feedback(
        False,
        f"{where} — not of {_month_words(month)}. Look for the {card.month_info.plant}: "
        f"every card with it belongs to {card.month_info.name()}.",
    )


def _selection(
    chosen: CardsLike,
    wanted: set[Card],
    *,
    what: str,
    why_in: Callable[[Card], str],
    why_out: Callable[[Card], str],
) -> Feedback:
    picked = set(parse_cards(chosen))
    missing = sorted(wanted - picked)
    extra = sorted(picked - wanted)
    if not missing and not extra:
        return Feedback(True, f"Yes: {_codes(sorted(wanted))} are {what}.")
    parts = []
    if extra:
        parts.append(" ".join(why_out(c) for c in extra))
    if missing:
        n = len(missing)
        parts.append(
            f"You left out {n} card{'s' if n > 1 else ''}: " + " ".join(why_in(c) for c in missing)
        )
    if not picked:
        parts = [f"You picked nothing: there are {len(wanted)} {what}.", *parts[1:]]
    return Feedback(False, " ".join(parts))


def check_same_month(chosen: CardsLike, month: int | str, *, among: CardsLike) -> Feedback:
    """ "Click the cards of this month": ``chosen`` among the cards shown (``among``)."""
    month = parse_month(month)
    wanted = {c for c in parse_cards(among) if c.month == month}
    return _selection(
        chosen,
        wanted,
        what=f"the cards of {_month_words(month)} here",
        why_in=lambda c: f"{c.code} ({c.name()}) shows the {c.month_info.plant} too.",
        why_out=lambda c: (
            f"{c.code} is the {c.name()}, a card of {_month_words(c.month)}, "
            f"not of {MONTHS[month - 1].name()}."
        ),
    )


# --- card classes ------------------------------------------------------------------------

_NOTES: dict[str, str] = {
    "9a": "it also counts as a plain toward kasu",
    "5a": "it shows an object, not a creature, yet it is one of the nine animals",
    "1b": "one of the five brights, not an animal",
    "12b": "one of the five brights, not an animal",
    "11b": "the only 'wet' bright: it spoils sanko (three brights)",
    "11p1": "it looks special but is an ordinary plain in Koi-Koi",
    "3b": "one of the five brights",
    "8b": "one of the five brights",
}


def _class_sentence(card: Card) -> str:
    kind = card.kind.label()
    if card.ribbon is not None:
        kind = card.ribbon.label()
    return f"{card.code} is the {card.name()}, {_article(kind)} of {card.month_info.name()}"


def check_class(card: Card | str, answer: Kind | str) -> Feedback:
    """ "Bright, animal, ribbon or plain?" for one card."""
    card = _card(card)
    kind = parse_class(answer)
    sentence = _class_sentence(card)
    note = _NOTES.get(card.code)
    if kind == card.kind:
        if card.code == "9a":
            extra = ", and it also counts as a plain toward kasu"
        else:
            extra = f" ({note})" if note else ""
        return Feedback(True, f"Yes: {sentence}{extra}.")
    if card.code == "9a" and kind is Kind.PLAIN:
        return Feedback(
            False,
            f"{sentence}: that is its class (the a in 9a), though it also counts as a plain "
            "toward kasu.",
        )
    why = f" ({note})" if note else ""
    return Feedback(False, f"{sentence}{why} — not {_article(kind.label())}.")


def check_cards_of_class(chosen: CardsLike, kind: Kind | str, *, among: CardsLike) -> Feedback:
    """ "Click the brights" (or animals, ribbons, plains) among the cards shown."""
    kind = parse_class(kind)
    wanted = {c for c in parse_cards(among) if c.kind is kind}

    def why(c: Card) -> str:
        note = _NOTES.get(c.code)
        return _class_sentence(c) + (f" ({note})" if note else "") + "."

    return _selection(chosen, wanted, what=f"the {kind.label()}s here", why_in=why, why_out=why)


_RIBBON_WORDS = {
    Ribbon.POETRY: ("poetry", "poetry ribbon", "akatan", "red poetry", "written"),
    Ribbon.BLUE: ("blue", "blue ribbon", "aotan"),
    Ribbon.RED: ("red", "plain red", "plain red ribbon", "plain"),
}
_RIBBON_HINT = {
    Ribbon.POETRY: "the red ribbons with writing on them, of January, February and March",
    Ribbon.BLUE: "the blue ribbons, of June, September and October",
    Ribbon.RED: "the red ribbons with no writing, of April, May, July and November",
}


def check_ribbon(card: Card | str, answer: str) -> Feedback:
    """ "Poetry, blue or plain red ribbon?" for a ribbon card."""
    card = _card(card)
    if card.ribbon is None:
        raise ValueError(f"{card.code} is not a ribbon: ask this only about ribbons")
    word = answer.strip().lower()
    kinds = [r for r, words in _RIBBON_WORDS.items() if word in words]
    if not kinds:
        raise ValueError(f"{shown(answer)} is not a ribbon kind: answer poetry, blue or red")
    sentence = f"{card.code} is the {card.name()}, {_article(card.ribbon.label())}"
    if kinds[0] is card.ribbon:
        return Feedback(True, f"Yes: {sentence} — one of {_RIBBON_HINT[card.ribbon]}.")
    return Feedback(
        False, f"{sentence}: {_RIBBON_HINT[card.ribbon]} — not {_article(kinds[0].label())}."
    )


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
        return Feedback(True, f"Yes: all {n} cards are in the right class.")
    return Feedback(False, f"{n - len(wrong)} of {n} right. " + " ".join(w + "." for w in wrong))


# --- setting up --------------------------------------------------------------------------


def check_dealer(drawn: tuple[Card | str, Card | str], answer: int | str) -> Feedback:
    """Who deals, after players 0 and 1 drew ``drawn``? ``answer`` 0, 1 or "again"."""
    first, second = (_card(c) for c in drawn)
    if answer not in (0, 1, "again"):
        raise ValueError(f"{shown(answer)} is not an answer: say 0, 1 or 'again'")
    months = (
        f"{first.code} is {first.month_info.name()}, {second.code} is {second.month_info.name()}"
    )
    if first.month == second.month:
        right, why = "again", f"both cards are of {first.month_info.name()}: draw again"
    else:
        right = 0 if first.month < second.month else 1
        why = f"{months}; the earlier month deals, so player {right} is the dealer (oya)"
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_dealt_hand(hand: CardsLike, answer: str) -> Feedback:
    """A dealt hand of 8: "teshi", "kuttsuki" or "play" (nothing special)?"""
    cards = parse_cards(hand)
    if len(cards) != 8:
        raise ValueError(f"a dealt hand has 8 cards, not {len(cards)}")
    if answer not in ("teshi", "kuttsuki", "play"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'teshi', 'kuttsuki' or 'play'")
    counts = [(n, MONTHS[i].name()) for i, n in enumerate(month_counts(cards)) if n]
    shape = _list([f"{n} of {name}" for n, name in counts])
    right = dealt_hand_yaku(cards) or "play"
    why = {
        "teshi": f"the hand holds all four cards of a month ({shape}): teshi wins 6 points at once",
        "kuttsuki": f"the hand is exactly four pairs ({shape}): kuttsuki wins 6 points at once",
        "play": f"the hand is {shape}: neither four of a month nor four pairs, so play starts",
    }[right]
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_field(field: CardsLike, answer: str) -> Feedback:
    """A dealt field of 8: "play" or "redeal" (all four cards of a month face up)?"""
    cards = parse_cards(field)
    if answer not in ("play", "redeal"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'play' or 'redeal'")
    whole = [MONTHS[i].name() for i, n in enumerate(month_counts(cards)) if n == 4]
    if whole:
        right = "redeal"
        why = f"the field holds all four cards of {whole[0]}: the deal is void and is redealt"
    else:
        right = "play"
        why = "no month has all four cards on the field, so play starts"
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


# --- capturing -----------------------------------------------------------------------------


def _capture_of(rnd: Round, card: Card) -> tuple[str, tuple[Card, ...]]:
    """How ``card`` played now resolves: a sentence and the field cards that may be taken."""
    matches = rnd.matches(card)
    if not matches:
        return f"{card.code} has no match on the field, so it stays there", ()
    if len(matches) == 1:
        return (
            f"{card.code} has one match on the field, {matches[0].code}, and captures it",
            matches,
        )
    if len(matches) == 2:
        return (
            f"{card.code} matches two field cards, {_codes(matches)}: you choose one and "
            "capture it; the other stays",
            matches,
        )
    return f"{card.code} matches three field cards, {_codes(matches)}: it takes all four", matches


def check_capture(rnd: Round, card: Card | str, answer: CardsLike) -> Feedback:
    """ "What does ``card`` capture if you play it?" ``answer``: the field cards it takes
    ("" for none); with two matches either one alone is right."""
    card = _card(card)
    said = set(parse_cards(answer))
    sentence, matches = _capture_of(rnd, card)
    two = len(matches) == 2
    right = (len(said) == 1 and said <= set(matches)) if two else said == set(matches)
    if right:
        return Feedback(True, f"Yes: {sentence}.")
    return Feedback(False, f"{sentence[0].upper()}{sentence[1:]}.")


_YOU_VERBS = {"plays": "play", "draws": "draw", "has": "have", "calls": "call", "stops": "stop",
              "skips": "skip", "deals": "deal"}  # fmt: skip


def _you(sentence: str) -> str:
    """ "You plays 7a." -> "You play 7a." """
    if not sentence.startswith("You "):
        return sentence
    words = sentence.split(" ")
    return " ".join(_YOU_VERBS.get(word, word) for word in words)


def describe_move(rnd: Round, move: Move | str, *, draw: bool = True) -> str:
    """What ``move`` does from ``rnd`` (which is left unchanged), as sentences; without
    the draw that follows a play when ``draw`` is false."""
    after = rnd.copy()
    before = len(after.events)
    after.push(move)
    lines = []
    for event in after.events[before:]:
        if event.kind == "draw" and not draw:
            break
        if event.kind != "yaku":
            lines.append(_you(event.describe(("You", "Your opponent"))))
    return " ".join(lines)


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
        return Feedback(False, f"That move is not allowed: {error}.")
    if move in best_moves:
        return Feedback(True, f"Yes. {done} {why}")
    note = (notes or {}).get(str(move))
    if note is None:
        shown = " or ".join(f"'{m}'" for m in sorted(best_moves, key=str))
        note = f"A better move is {shown}: {why}"
    return Feedback(False, f"{done} {note}")


def check_choice(
    answer: str, correct: str | Iterable[str], *, why: str, notes: Mapping[str, str] | None = None
) -> Feedback:
    """Multiple choice: ``correct`` option(s), ``why`` they are right and ``notes`` per
    wrong option (the explanation shown when it is chosen)."""
    right = {correct} if isinstance(correct, str) else set(correct)
    if answer in right:
        return Feedback(True, f"Yes: {why}")
    note = (notes or {}).get(answer, why)
    return Feedback(False, note)
