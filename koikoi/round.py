"""A round of Koi-Koi with notation, undo, an event log, player views and JSON.

>>> rnd = Round.from_position(
...     hands=("7a 1b", "12p1 12p2"), field="7p1 3p1", deck="4p1 5p1 6p1 8p1",
...     captured=("10a 6a", ""))
>>> [str(m) for m in rnd.legal_moves()]
['1b', '7a']
>>> rnd.push("7a")
Move.parse('7a')
>>> rnd.phase, rnd.score(0).total
(<Phase.DECISION: 'decision'>, 5)
>>> rnd.push("stop"); print(rnd.result)
Move.parse('stop')
Player 0 wins 5 points: inoshikacho 5 (stop).
"""

from __future__ import annotations

import enum
import json
import random
from dataclasses import dataclass
from typing import Any

from .cards import DECK, Card, CardsLike, cards_of, format_cards, mask_of, parse_cards
from .deal import deal_state, shuffled_deck
from .events import DEFAULT_NAMES, Event
from .moves import IllegalMoveError, Move
from .rules import RuleSet
from .scoring import Score, Yaku, score
from .state import DECISION, DRAW_CHOICE, MONTH_OF, OVER, PLAY, ResultTuple, State
from .view import PlayerView


class Phase(enum.Enum):
    """What the round waits for."""

    PLAY = "play"  # the mover plays a card from the hand
    DRAW_CHOICE = "draw-choice"  # the drawn card matches two field cards: choose one
    DECISION = "decision"  # the mover's yaku improved: koi-koi or stop
    OVER = "over"


_PHASES = {PLAY: Phase.PLAY, DRAW_CHOICE: Phase.DRAW_CHOICE, DECISION: Phase.DECISION}
_REASONS = {
    "stop": "stop",
    "auto": "automatic end after koi-koi",
    "exhausted": "both hands played out",
    "teshi": "teshi: four cards of a month dealt",
    "kuttsuki": "kuttsuki: four pairs dealt",
    "redeal": "void deal",
}


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended: ``winner`` (0, 1, or None for a drawn or void round), ``base``
    points, ``multiplier``, ``points`` scored, the winner's ``yaku`` and the ``reason``
    (``"stop"``, ``"auto"``, ``"exhausted"``, ``"teshi"``, ``"kuttsuki"``, ``"redeal"``)."""

    winner: int | None
    base: int
    multiplier: int
    points: int
    yaku: tuple[Yaku, ...]
    reason: str

    def describe(self, names: tuple[str, str] = DEFAULT_NAMES) -> str:
        """The result as a sentence, with ``names`` for players 0 and 1."""
        why = _REASONS[self.reason]
        if self.winner is None:
            return f"No winner: {why}; nobody scores."
        yaku = " + ".join(str(y) for y in self.yaku) or str(self.base)
        times = f" x{self.multiplier}" if self.multiplier > 1 else ""
        return f"{names[self.winner]} wins {self.points} points: {yaku}{times} ({why})."

    def __str__(self) -> str:
        return self.describe()


class Round:
    """One round of Koi-Koi between players 0 and 1.

    Make one with :meth:`deal` (a shuffled or stacked deal) or :meth:`from_position` (any
    position, e.g. a lesson's). Play with :meth:`legal_moves`, :meth:`push` and
    :meth:`pop`; read the state from the properties; :meth:`view` is what one player may
    see.
    """

    def __init__(self, state: State, setup: dict[str, Any]) -> None:
        """Use :meth:`deal`, :meth:`from_position` or :meth:`from_json` instead."""
        self._state = state
        self._setup = setup
        self._events: list[Event] = []
        self._moves: list[Move] = []
        self._undo: list[tuple[State, int]] = []
        state.log = self._on_event
        self._names = DEFAULT_NAMES

    # --- making a round -----------------------------------------------------------------

    @classmethod
    def deal(
        cls,
        rules: RuleSet | None = None,
        *,
        dealer: int = 0,
        seed: int | None = None,
        deck: CardsLike | None = None,
        month: int = 1,
    ) -> Round:
        """Shuffle with ``random.Random(seed)`` (or take ``deck``, all 48 cards in dealing
        order) and deal. A round decided at the deal is over at once, with its result."""
        rules = rules or RuleSet()
        _check_player("dealer", dealer)
        _check_month(month)
        if deck is not None:
            cards = parse_cards(deck)
            if len(cards) != 48:
                raise ValueError(f"deck has {len(cards)} cards; a stacked deal needs all 48")
            order = [card.index for card in cards]
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            order = shuffled_deck(random.Random(seed))
        state = deal_state(rules, order, dealer=dealer, month=month)
        setup = {
            "kind": "deal",
            "deck": format_cards([DECK[i] for i in order]),
            "dealer": dealer,
            "month": month,
            "seed": seed,
        }
        rnd = cls(state, setup | {"rules": rules.to_dict()})
        rnd._events.append(Event("deal", dealer))
        if state.result is not None:
            rnd._on_event("end", state.result[0], (), state.result)
        return rnd

    @classmethod
    def from_position(
        cls,
        *,
        hands: tuple[CardsLike, CardsLike],
        field: CardsLike,
        deck: CardsLike = "",
        dealer: int = 0,
        to_move: int | None = None,
        captured: tuple[CardsLike, CardsLike] = ("", ""),
        koikoi_calls: tuple[int, int] = (0, 0),
        month: int = 1,
        rules: RuleSet | None = None,
    ) -> Round:
        """Any position in progress: cards not named are out of play; ``deck`` is in draw
        order; ``to_move`` defaults to the dealer. Deal checks never apply here."""
        rules = rules or RuleSet()
        _check_player("dealer", dealer)
        to_move = dealer if to_move is None else to_move
        _check_player("to_move", to_move)
        _check_month(month)
        if len(hands) != 2 or len(captured) != 2 or len(koikoi_calls) != 2:
            raise ValueError("hands, captured and koikoi_calls each need two entries")
        if any(not isinstance(c, int) or c < 0 for c in koikoi_calls):
            raise ValueError(f"koikoi_calls={koikoi_calls!r} must be two counts >= 0")
        groups = {
            "hands[0]": hands[0],
            "hands[1]": hands[1],
            "field": field,
            "deck": deck,
            "captured[0]": captured[0],
            "captured[1]": captured[1],
        }
        seen: dict[Card, str] = {}
        parsed: dict[str, tuple[Card, ...]] = {}
        for place, cards in groups.items():
            parsed[place] = parse_cards(cards)
            for card in parsed[place]:
                if card in seen:
                    raise ValueError(
                        f"card {card.code!r} is named twice: in {seen[card]} and {place}"
                    )
                seen[card] = place
        state = State(
            rules,
            hands=(mask_of(parsed["hands[0]"]), mask_of(parsed["hands[1]"])),
            field=mask_of(parsed["field"]),
            deck=[card.index for card in parsed["deck"]],
            captured=(mask_of(parsed["captured[0]"]), mask_of(parsed["captured[1]"])),
            dealer=dealer,
            to_move=to_move,
            calls=koikoi_calls,
            month=month,
        )
        if not state.hands[to_move] and state.hands[1 - to_move]:
            state.to_move = 1 - to_move
        setup = {
            "kind": "position",
            "hands": [format_cards(parsed["hands[0]"]), format_cards(parsed["hands[1]"])],
            "field": format_cards(parsed["field"]),
            "deck": format_cards(parsed["deck"]),
            "captured": [format_cards(parsed["captured[0]"]), format_cards(parsed["captured[1]"])],
            "koikoi_calls": list(koikoi_calls),
            "dealer": dealer,
            "to_move": to_move,
            "month": month,
        }
        rnd = cls(state, setup | {"rules": rules.to_dict()})
        if not state.hands[0] and not state.hands[1]:
            state._exhausted()
        return rnd

    # --- reading the state --------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        """The rule set of this round."""
        return self._state.rules

    @property
    def month(self) -> int:
        """The round's month (for the monthly yaku of some rule sets)."""
        return self._state.month

    @property
    def dealer(self) -> int:
        """The dealer (oya), who played first."""
        return self._state.dealer

    @property
    def to_move(self) -> int:
        """The player whose move it is (the last mover once the round is over)."""
        return self._state.to_move

    @property
    def hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Both hands, in deck order."""
        return cards_of(self._state.hands[0]), cards_of(self._state.hands[1])

    @property
    def field(self) -> tuple[Card, ...]:
        """The face-up field cards, in deck order (a drawn card waiting is not yet on it)."""
        return cards_of(self._state.field)

    @property
    def deck(self) -> tuple[Card, ...]:
        """The remaining stock, in draw order."""
        state = self._state
        return tuple(DECK[i] for i in state.deck[state.deck_pos :])

    @property
    def captured(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Both captured piles."""
        return cards_of(self._state.captured[0]), cards_of(self._state.captured[1])

    @property
    def drawn(self) -> Card | None:
        """The drawn card waiting for a capture choice, if any."""
        pending = self._state.pending
        return DECK[pending] if pending >= 0 else None

    @property
    def koikoi_calls(self) -> tuple[int, int]:
        """How many times each player has called koi-koi this round."""
        return self._state.calls[0], self._state.calls[1]

    @property
    def phase(self) -> Phase:
        """What the round waits for (:class:`Phase`)."""
        return _PHASES.get(self._state.phase, Phase.OVER)

    @property
    def is_over(self) -> bool:
        """Whether the round has ended."""
        return self._state.phase == OVER

    @property
    def result(self) -> RoundResult | None:
        """How the round ended, or None while it goes on."""
        return self._result(self._state.result) if self._state.result else None

    @property
    def move_stack(self) -> tuple[Move, ...]:
        """The moves pushed so far, oldest first."""
        return tuple(self._moves)

    @property
    def events(self) -> tuple[Event, ...]:
        """The readable log of the round (see :class:`koikoi.events.Event`)."""
        return tuple(self._events)

    @property
    def state(self) -> State:
        """A copy of the compact state, for play-outs (:mod:`koikoi.playout`)."""
        copy = self._state.copy()
        copy.log = None
        return copy

    def score(self, player: int) -> Score:
        """The yaku of ``player``'s captured pile now."""
        _check_player("player", player)
        return score(self._state.captured[player], self.rules, month=self._tsuki_month)

    def matches(self, card: Card | str) -> tuple[Card, ...]:
        """The field cards of the same month as ``card``."""
        card = card if isinstance(card, Card) else Card.parse(card)
        return cards_of(self._state.field & MONTH_OF[card.index])

    def log(self, names: tuple[str, str] = DEFAULT_NAMES) -> str:
        """The event log as text, one sentence a line."""
        return "\n".join(event.describe(names) for event in self._events)

    # --- moves --------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move now (empty once the round is over)."""
        state = self._state
        if state.phase == PLAY:
            moves = []
            for card in cards_of(state.hands[state.to_move]):
                targets = cards_of(state.field & MONTH_OF[card.index])
                if len(targets) == 2:
                    moves.extend(Move("play", card, target) for target in targets)
                else:
                    moves.append(Move("play", card))
            return tuple(moves)
        if state.phase == DRAW_CHOICE:
            return tuple(
                Move("draw", None, target)
                for target in cards_of(state.field & MONTH_OF[state.pending])
            )
        if state.phase == DECISION:
            return (Move("koikoi"), Move("stop"))
        return ()

    def is_legal(self, move: Move | str) -> bool:
        """Whether ``move`` is legal now (a malformed move raises ``ValueError``)."""
        try:
            self._check(Move.parse(move))
        except IllegalMoveError:
            return False
        return True

    def push(self, move: Move | str) -> Move:
        """Make a move (a :class:`Move` or its text); the draw that follows a play happens
        by itself. An illegal move raises :class:`IllegalMoveError` and changes nothing."""
        move = Move.parse(move)
        self._check(move)
        state = self._state
        self._undo.append((state.copy(), len(self._events)))
        self._moves.append(move)
        if move.kind == "play":
            assert move.card is not None
            state.play(move.card.index, move.target.index if move.target else -1)
        elif move.kind == "draw":
            assert move.target is not None
            state.choose_draw(move.target.index)
        elif move.kind == "koikoi":
            state.koikoi()
        else:
            self._events.append(Event("stop", state.to_move))
            state.stop()
        return move

    def pop(self) -> Move:
        """Undo the last move exactly; raises ``IndexError`` when there is none."""
        if not self._moves:
            raise IndexError("pop from a round with no moves")
        state, events = self._undo.pop()
        state.log = self._on_event
        self._state = state
        del self._events[events:]
        return self._moves.pop()

    def copy(self) -> Round:
        """An independent copy, with its move stack and log."""
        new = Round.__new__(Round)
        new._state = self._state.copy()
        new._setup = self._setup
        new._events = self._events[:]
        new._moves = self._moves[:]
        new._undo = self._undo[:]
        new._names = self._names
        new._state.log = new._on_event
        return new

    def initial(self) -> Round:
        """A fresh copy of this round as it was set up, before any move."""
        return Round.from_dict(self.to_dict() | {"moves": []})

    def _check(self, move: Move) -> None:
        state = self._state
        player = state.to_move
        if state.phase == OVER:
            raise IllegalMoveError(f"cannot play {str(move)!r}: the round is over ({self.result})")
        if state.phase == DECISION:
            if move.kind not in ("koikoi", "stop"):
                raise IllegalMoveError(
                    f"cannot play {str(move)!r}: player {player}'s yaku improved, so they "
                    "must first choose 'koikoi' or 'stop'"
                )
            return
        if move.kind in ("koikoi", "stop"):
            raise IllegalMoveError(
                f"{str(move)!r} is not a choice now: koi-koi or stop is chosen only at the end "
                "of a turn that improved your yaku"
            )
        if state.phase == DRAW_CHOICE:
            drawn = DECK[state.pending]
            options = cards_of(state.field & MONTH_OF[state.pending])
            choices = " or ".join(f"'>{c}'" for c in options)
            if move.kind != "draw":
                raise IllegalMoveError(
                    f"cannot play {str(move)!r}: the drawn card {drawn} matches "
                    f"{options[0]} and {options[1]}; choose its capture first ({choices})"
                )
            if move.target not in options:
                raise IllegalMoveError(
                    f"cannot play {str(move)!r}: the drawn card {drawn} can capture "
                    f"{options[0]} or {options[1]}, not {move.target}"
                )
            return
        if move.kind == "draw":
            raise IllegalMoveError(
                f"cannot play {str(move)!r}: no drawn card is waiting; play a card from the hand"
            )
        assert move.card is not None
        card = move.card
        if not state.hands[player] & card.mask:
            hand = format_cards(state.hands[player]) or "empty"
            raise IllegalMoveError(
                f"cannot play {str(move)!r}: {card} is not in player {player}'s hand ({hand})"
            )
        targets = cards_of(state.field & MONTH_OF[card.index])
        if len(targets) == 2:
            if move.target is None:
                raise IllegalMoveError(
                    f"{card} matches two field cards, {targets[0]} and {targets[1]}: say which "
                    f"to capture ('{card}>{targets[0]}' or '{card}>{targets[1]}')"
                )
            if move.target not in targets:
                raise IllegalMoveError(
                    f"cannot play {str(move)!r}: {card} can capture {targets[0]} or "
                    f"{targets[1]}, not {move.target}"
                )
        elif move.target is not None:
            what = {
                0: "has no match on the field and stays there",
                1: f"captures its only match {targets[0] if targets else ''} by itself",
                3: "captures all three cards of its month",
            }[len(targets)]
            raise IllegalMoveError(f"cannot play {str(move)!r}: {card} {what}; play '{card}'")

    # --- events and results -------------------------------------------------------------

    @property
    def _tsuki_month(self) -> int | None:
        return self.month if self.rules.tsuki_fuda else None

    def _on_event(self, kind: str, player: int | None, cards: tuple[int, ...], info: Any) -> None:
        if kind == "end":
            result = self._result(info)
            self._events.append(Event("end", player, (), result.points, result.describe()))
            return
        points = info if isinstance(info, int) else 0
        self._events.append(Event(kind, player, tuple(DECK[i] for i in cards), points))  # type: ignore[arg-type]

    def _result(self, result: ResultTuple) -> RoundResult:
        winner, base, multiplier, points, reason, pile = result
        yaku = (
            score(pile, self.rules, month=self._tsuki_month).yaku
            if pile
            and reason
            not in (
                "teshi",
                "kuttsuki",
            )
            else ()
        )
        return RoundResult(winner, base, multiplier, points, yaku, reason)

    # --- views and JSON -----------------------------------------------------------------

    def view(self, player: int) -> PlayerView:
        """Everything ``player`` may see, and nothing else."""
        _check_player("player", player)
        return PlayerView.of(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The round as JSON-ready data: rules, set-up and moves."""
        return {"version": 1, **self._setup, "moves": [str(m) for m in self._moves]}

    def to_json(self) -> str:
        """The round as JSON (see :meth:`from_json`)."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Round:
        """A round from :meth:`to_dict` data, replayed move by move to the same state."""
        rules = RuleSet.from_dict(data["rules"])
        if data["kind"] == "deal":
            rnd = cls.deal(rules, dealer=data["dealer"], deck=data["deck"], month=data["month"])
            rnd._setup["seed"] = data.get("seed")
        elif data["kind"] == "position":
            rnd = cls.from_position(
                hands=tuple(data["hands"]),  # type: ignore[arg-type]
                field=data["field"],
                deck=data["deck"],
                captured=tuple(data["captured"]),  # type: ignore[arg-type]
                koikoi_calls=tuple(data["koikoi_calls"]),  # type: ignore[arg-type]
                dealer=data["dealer"],
                to_move=data["to_move"],
                month=data["month"],
                rules=rules,
            )
        else:
            raise ValueError(f"unknown round kind {data['kind']!r}")
        for move in data["moves"]:
            rnd.push(move)
        return rnd

    @classmethod
    def from_json(cls, text: str) -> Round:
        """A round from :meth:`to_json` output."""
        return cls.from_dict(json.loads(text))

    def __repr__(self) -> str:
        status = f"over: {self.result}" if self.is_over else f"player {self.to_move} to move"
        return f"<Round month={self.month} dealer={self.dealer} {status}>"

    def _repr_svg_(self) -> str | None:
        """Show the round from the mover's side in notebooks (needs ``widgets``)."""
        from .cards import _svg

        return _svg("table_svg", "round_svg", self.view(self.to_move))


def _check_player(name: str, value: object) -> None:
    if value not in (0, 1) or isinstance(value, bool):
        raise ValueError(f"{name}={value!r} must be player 0 or 1")


def _check_month(month: object) -> None:
    if not isinstance(month, int) or not 1 <= month <= 12:
        raise ValueError(f"month={month!r} must be a month number from 1 to 12")
