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
    DECK,
    MONTHS,
    Card,
    IllegalMoveError,
    Kind,
    Match,
    Move,
    Phase,
    Ribbon,
    Round,
    RuleSet,
    dealt_hand_yaku,
    month_counts,
    parse_cards,
    score,
)
from ..cards import CardsLike, mask_of
from ..deal import deal_result, dealer_of
from ..errors import shown
from ..result import REASONS
from .words import article, codes, join_words, plural

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
        return Feedback(True, f"Yes: {codes(sorted(wanted))} are {what}.")
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
    return f"{card.code} is the {card.name()}, {article(kind)} of {card.month_info.name()}"


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
    return Feedback(False, f"{sentence}{why} — not {article(kind.label())}.")


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
    sentence = f"{card.code} is the {card.name()}, {article(card.ribbon.label())}"
    if kinds[0] is card.ribbon:
        return Feedback(True, f"Yes: {sentence} — one of {_RIBBON_HINT[card.ribbon]}.")
    return Feedback(
        False, f"{sentence}: {_RIBBON_HINT[card.ribbon]} — not {article(kinds[0].label())}."
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


def check_dealer(
    drawn: tuple[Card | str, Card | str], answer: int | str, rules: RuleSet | None = None
) -> Feedback:
    """Who deals, after players 0 and 1 drew ``drawn``? ``answer`` 0, 1 or "again".
    The engine decides (:func:`koikoi.deal.dealer_of`, by ``rules``, standard by default)."""
    first, second = (_card(c) for c in drawn)
    if answer not in (0, 1, "again"):
        raise ValueError(f"{shown(answer)} is not an answer: say 0, 1 or 'again'")
    dealer = dealer_of(RuleSet.coerce(rules), first, second)
    months = (
        f"{first.code} is {first.month_info.name()}, {second.code} is {second.month_info.name()}"
    )
    if dealer is None:
        right: int | str = "again"
        why = f"both cards are of {first.month_info.name()}: draw again"
    elif first.month != second.month:
        right = dealer
        why = f"{months}; the earlier month deals, so player {right} is the dealer (oya)"
    else:
        right = dealer
        classes = (
            f"{first.code} is {article(first.kind.label())}, "
            f"{second.code} is {article(second.kind.label())}"
        )
        why = (
            f"both cards are of {first.month_info.name()}; {classes}: the higher class deals, "
            f"so player {right} is the dealer (oya)"
        )
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_dealt_hand(hand: CardsLike, answer: str, rules: RuleSet | None = None) -> Feedback:
    """A dealt hand of 8: "teshi", "kuttsuki" or "play" (nothing special)? The points
    are ``rules.dealt_hand_points`` (standard rules by default)."""
    cards = parse_cards(hand)
    if len(cards) != 8:
        raise ValueError(f"a dealt hand has 8 cards, not {len(cards)}")
    if answer not in ("teshi", "kuttsuki", "play"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'teshi', 'kuttsuki' or 'play'")
    points = RuleSet.coerce(rules).dealt_hand_points
    counts = [(n, MONTHS[i].name()) for i, n in enumerate(month_counts(cards)) if n]
    shape = join_words([f"{n} of {name}" for n, name in counts])
    kind = dealt_hand_yaku(cards)
    right = kind if kind and points else "play"
    wins = f"wins {plural(points, 'point')} at once"
    why = {
        "teshi": f"the hand holds all four cards of a month ({shape}): teshi {wins}"
        + (
            "; it also looks like four pairs, but a hand that is both counts as teshi"
            if sorted(n for n, _ in counts) == [2, 2, 4]
            else ""
        ),
        "kuttsuki": f"the hand is exactly four pairs ({shape}): kuttsuki {wins}",
        "play": f"the hand is {shape}: neither four of a month nor four pairs, so play starts",
    }[right]
    if kind and not points:
        why = f"the hand is {shape}: {kind}, but these rules give it no points, so play starts"
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
            f"{card.code} matches two field cards, {codes(matches)}: you choose one and "
            "capture it; the other stays",
            matches,
        )
    return f"{card.code} matches three field cards, {codes(matches)}: it takes all four", matches


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
            lines.append(event.describe(("You", "Your opponent")))
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


# --- deals, turns and the end of a round (rules every learner must apply) -------------------

_DEAL_ANSWERS = ("play", "teshi", "kuttsuki", "redeal")


def check_deal(hands: tuple[CardsLike, CardsLike], field: CardsLike, answer: str) -> Feedback:
    """A whole deal (both hands of 8 and the field of 8): "play", "teshi", "kuttsuki" or
    "redeal"? The engine's deal check (:func:`koikoi.deal.deal_result`) gives the answer."""
    if answer not in _DEAL_ANSWERS:
        raise ValueError(f"{shown(answer)} is not an answer: say {', '.join(_DEAL_ANSWERS)}")
    parsed = [parse_cards(hand) for hand in hands]
    table = parse_cards(field)
    for name, cards in (("hands[0]", parsed[0]), ("hands[1]", parsed[1]), ("field", table)):
        if len(cards) != 8:
            raise ValueError(f"{name} has {len(cards)} cards; a deal gives 8 to each")
    result = deal_result(RuleSet(), [mask_of(h) for h in parsed], mask_of(table))
    kinds = [dealt_hand_yaku(hand) for hand in parsed]
    whole = [MONTHS[i].name() for i, n in enumerate(month_counts(table)) if n == 4]
    if result is None:
        right, why = "play", "no hand holds teshi or kuttsuki and no month lies whole on the field"
    elif result[4] == "redeal":
        right = "redeal"
        cause = (
            f"the field holds all four cards of {whole[0]}"
            if whole
            else f"both hands qualify (yours is {kinds[0]}, your opponent's is {kinds[1]})"
        )
        why = (
            f"{cause}: the deal is void, the same dealer deals again, and it does not use up "
            "one of the match's rounds"
        )
    else:
        right = result[4]
        who = "your hand" if result[0] == 0 else "your opponent's hand"
        why = f"only {who} qualifies ({right}): it wins 6 points at once and the round ends"
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def _player(player: int) -> str:
    return ("you", "your opponent")[player]


def check_to_move(rnd: Round, answer: int) -> Feedback:
    """ "Who plays now?" in ``rnd`` (0 you, 1 your opponent), as the engine says: the
    dealer opens a dealt round, and a player with an empty hand is skipped."""
    if answer not in (0, 1):
        raise ValueError(f"{shown(answer)} is not a player: say 0 (you) or 1 (your opponent)")
    if rnd.is_over:
        raise ValueError("the round is over: nobody plays")
    right = rnd.to_move
    other = 1 - right
    if not rnd.move_stack and not rnd.hands[other] and rnd.hands[right]:
        why = f"{_player(other)} {'have' if other == 0 else 'has'} no card left in hand"
        why += f", so that turn is skipped and {_player(right)} play{'' if right == 0 else 's'}"
    elif not rnd.hands[other] and rnd.move_stack:
        why = (
            f"{_player(other)} {'have' if other == 0 else 'has'} an empty hand: that turn is "
            f"skipped, so {_player(right)} play{'' if right == 0 else 's'} again"
        )
    elif not rnd.move_stack and right == rnd.dealer:
        why = f"the dealer plays first, and the dealer is {_player(right)}"
    else:
        why = f"turns alternate: now it is {_player(right)}"
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


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
            return f"{card.code} may be played: it then captures ({codes(matches)})."
        return f"{card.code} may be played too: it has no match, so it is laid on the field."

    return _selection(
        chosen,
        legal,
        what="the cards you may play: every card of your hand, capturing when it has a match",
        why_in=why_in,
        why_out=lambda c: (
            f"{c.code} is not in your hand." if c not in hand else f"{c.code} is playable."
        ),
    )


OUTCOMES = ("you choose", "play goes on", "you win", "your opponent wins", "drawn round")
"""The answers of :func:`check_outcome`: what the round does after some moves."""


def _outcome(rnd: Round) -> str:
    if rnd.phase is Phase.DECISION:
        return "you choose" if rnd.to_move == 0 else "your opponent chooses"
    result = rnd.result
    if result is None:
        return "play goes on"
    if result.winner is None:
        return "drawn round"
    return ("you win", "your opponent wins")[result.winner]


def check_outcome(rnd: Round, moves: Iterable[Move | str], answer: str) -> Feedback:
    """ "What happens after these moves?": the engine plays ``moves`` on a copy of ``rnd``
    and says whether you now choose (stop or koi-koi), play goes on, or the round ended
    (you win, your opponent wins, a drawn round). The message retells the moves."""
    if answer not in OUTCOMES:
        raise ValueError(f"{shown(answer)} is not an answer: say one of {', '.join(OUTCOMES)}")
    after = rnd.copy()
    before = len(after.events)
    for move in moves:
        after.push(move)
    told = [
        e.describe(("You", "Your opponent"))
        for e in after.events[before:]
        if e.kind not in ("yaku", "end")
    ]
    right = _outcome(after)
    yaku = [" + ".join(str(y) for y in after.score(p).yaku) for p in (0, 1)]
    if right == "you choose":
        end = (
            f"Your yaku improved ({yaku[0]}) and nobody has called koi-koi: you choose, stop "
            "or koi-koi."
        )
        if not after.hands[0]:
            end += " The choice is offered even on your last turn."
    elif right == "your opponent chooses":
        end = f"Your opponent's yaku improved ({yaku[1]}): they choose, stop or koi-koi."
    elif right == "play goes on" and not told:
        end = (
            "Nothing ends this position: teshi, kuttsuki and void deals are checked only when "
            "the cards are dealt, never in a position reached or set up later, so play goes on."
        )
    elif right == "play goes on":
        end = "Nobody's yaku improved in that turn, so play goes on."
    else:
        assert after.result is not None
        end = after.result.describe(("You", "Your opponent"))
        if after.result.reason == "auto":
            end += (
                " After a koi-koi call nobody chooses again: the next improvement ends the round."
            )
            if after.result.winner == 1 and after.koikoi_calls[0] and not after.hands[0]:
                end += (
                    " You had played your last card, but your opponent still had a turn: their "
                    "new yaku won it for them, doubled because you had called."
                )
        if right == "drawn round":
            end += " Nothing is scored for cards left on the field, and the dealer gets no point."
    text = " ".join([*told, end])
    return Feedback(answer == right, ("Yes. " if answer == right else "") + text)


def check_improvement(before: CardsLike, after: CardsLike, answer: str) -> Feedback:
    """ "Did this turn improve the yaku?" (``answer`` "yes" or "no"): a turn improves when
    the pile's yaku total (the engine's score) is higher at its end than at its start."""
    if answer not in ("yes", "no"):
        raise ValueError(f"{shown(answer)} is not an answer: say 'yes' or 'no'")
    old, new = score(parse_cards(before)), score(parse_cards(after))

    def said(s: object) -> str:
        names = " + ".join(str(y) for y in s.yaku)  # type: ignore[attr-defined]
        return f"{s.total} ({names})" if names else "0 (no yaku)"  # type: ignore[attr-defined]

    right = "yes" if new.total > old.total else "no"
    why = f"the yaku total went from {said(old)} to {said(new)}"
    why += (
        ": higher, so the turn improves"
        if right == "yes"
        else ": not higher, so it is no improvement (new cards alone do not count)"
    )
    if answer == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


_SEATS = {"nondealer": "the non-dealer (face down)", "field": "the field (face up)",
          "dealer": "the dealer (face down)"}  # fmt: skip
_SEAT_WORDS = {"non-dealer": "nondealer", "nondealer": "nondealer", "ko": "nondealer",
               "field": "field", "dealer": "dealer", "oya": "dealer"}  # fmt: skip


def check_deal_order(answer: str | Iterable[str]) -> Feedback:
    """ "In which order do the batches go?": ``answer`` names the three seats in order
    ("non-dealer, field, dealer"); the engine's rules (``RuleSet().deal_order``) decide."""
    words = answer.split(",") if isinstance(answer, str) else list(answer)
    try:
        seats = tuple(_SEAT_WORDS[w.strip().lower()] for w in words)
    except KeyError:
        raise ValueError(
            f"{shown(answer)} is not an order: name non-dealer, field and dealer, e.g. "
            "'dealer, field, non-dealer'"
        ) from None
    rules = RuleSet()
    right = rules.deal_order
    why = (
        f"the dealer gives out {rules.deal_batch} cards at a time: to "
        f"{', then '.join(_SEATS[s] for s in right)}, and round again until both hands and "
        "the field hold 8"
    )
    if seats == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_stock(stock: int, never_drawn: int) -> Feedback:
    """ "How many cards make the stock, and how many are still in it when both hands are
    empty?" The engine deals the 48 cards to find out; each player draws once per turn."""
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in (stock, never_drawn)):
        raise ValueError(f"stock={shown(stock)}, never_drawn={shown(never_drawn)}: give two counts")
    dealt = Round.deal(deck=" ".join(c.code for c in DECK))
    size = len(dealt.deck)
    turns = len(dealt.hands[0]) + len(dealt.hands[1])
    left = size - turns
    why = (
        f"48 cards minus 8 in each hand and 8 on the field leave {size} in the stock; each of "
        f"the {turns} turns draws one card, so {left} are never drawn: the stock is not played out"
    )
    if (stock, never_drawn) == (size, left):
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_next_round(match: Match, number: int, dealer: int) -> Feedback:
    """ "Which round comes next, and who deals it?" after the last finished deal of
    ``match``: the engine's match says (a void deal keeps the round and the dealer, the
    winner deals next, after a drawn round the dealer changes)."""
    finished = [r for r in match.rounds if r.result is not None]
    if not finished or match.is_over:
        raise ValueError("ask this after a deal has ended, while the match goes on")
    last = finished[-1]
    result = last.result
    assert result is not None
    right = (match.round_number, match.round.dealer)
    if result.reason == "redeal":
        why = (
            f"that deal was void ({REASONS['redeal']}): it does not use up a round, so round "
            f"{right[0]} is dealt again, by player {right[1]}"
        )
    elif result.winner is not None:
        why = f"player {result.winner} won, and the winner deals round {right[0]}"
    else:
        why = f"nobody won, so the dealer changes: player {right[1]} deals round {right[0]}"
    if (number, dealer) == right:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")


def check_points(pile: CardsLike, answer: int, *, month: int = 1) -> Feedback:
    """ "How many base points is this pile worth in round ``month``?" by the engine's
    score; the explanation names the yaku (or says none counts, monthly cards included)."""
    cards = parse_cards(pile)
    counted = score(cards, month=month)
    names = " + ".join(str(y) for y in counted.yaku)
    whole = [MONTHS[i].name() for i, n in enumerate(month_counts(cards)) if n == 4]
    why = (
        f"the pile scores {names}: {counted.total}"
        if names
        else "the pile makes no yaku, and only yaku score: 0. The card values of other "
        "hanafuda games (20, 10, 5 and 1 points) play no part in Koi-Koi"
    )
    if MONTHS[month - 1].name() in whole:
        why += (
            f". Round {month} is {MONTHS[month - 1].name()}, but the standard rules have no "
            "monthly yaku: the four cards of the round's month are worth nothing extra"
        )
    if answer == counted.total:
        return Feedback(True, f"Yes: {why}.")
    return Feedback(False, f"{why[0].upper()}{why[1:]}.")
