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

import json
import random
from collections.abc import Sequence
from typing import Any, Protocol

from .cards import DECK, Card, CardsLike, cards_of, format_cards, parse_cards
from .deal import deal_state, shuffled_deck
from .display import Shown
from .errors import shown
from .events import Event, narrate
from .illegal import illegal_move_error
from .moves import (
    DRAW_MOVES,
    KOIKOI,
    PLAY_CHOICE_MOVES,
    PLAY_MOVES,
    STOP,
    IllegalMoveError,
    Move,
    apply_move,
)
from .phase import Phase
from .position import position_state
from .result import Reason, RoundResult, check_names
from .rules import RuleSet
from .saved import check_moves, check_version, read_json, replay
from .scoring import Score, score
from .standing import Standing
from .state import (
    DECISION,
    DRAW_CHOICE,
    MONTH_OF,
    OVER,
    PLAY,
    LogEntry,
    MaskResult,
    State,
    choice_targets,
)
from .validation import (
    SEED_LIMIT,
    check_month,
    check_player,
    check_seed,
    in_order,
)
from .view import PlayerView

__all__ = ["SEED_LIMIT", "Phase", "Round", "RoundFollower", "RoundResult", "replay"]


_PHASES = (Phase.PLAY, Phase.DRAW_CHOICE, Phase.DECISION, Phase.OVER)
_DECISIONS = (KOIKOI, STOP)
_DEALT_HANDS = (Reason.TESHI, Reason.KUTTSUKI)
_ALL_INDICES = list(range(48))


class RoundFollower(Protocol):
    """What follows a round's moves, set as :attr:`Round.follower`: a
    :class:`~koikoi.match.Match` follows its current round, so that a move pushed on
    ``match.round`` directly advances the match (the next round is dealt when one ends)."""

    def round_moved(self, rnd: Round) -> None:
        """Called after a move was pushed on ``rnd``."""

    def round_undoing(self, rnd: Round) -> None:
        """Called before a move of ``rnd`` is undone; raises to refuse the undo."""


class Round(Shown):
    """One round of Koi-Koi between players 0 and 1.

    Make one with :meth:`deal` (a shuffled or stacked deal) or :meth:`from_position` (any
    position, e.g. a lesson's). Play with :meth:`legal_moves`, :meth:`push` and
    :meth:`pop`; read the state from the properties (they stay readable once the round is
    over); :meth:`view` is what one player may see. The rules themselves are applied by
    :class:`koikoi.state.State`.
    """

    def __init__(self, state: State, setup: dict[str, Any]) -> None:
        """Use :meth:`deal`, :meth:`from_position` or :meth:`from_json` instead."""
        self._state = state
        self._setup = setup
        self._log: list[LogEntry] = []  # what the state reports, turned into events lazily
        self._events: list[Event] = []  # _events[i] is made from _log[i]
        self._moves: list[Move] = []
        self._undo: list[tuple[tuple[object, ...], int]] = []
        self._legal: tuple[Move, ...] | None = None
        self.follower: RoundFollower | None = None
        """What follows this round's moves (a match's current round has its match's), told
        after each :meth:`push` and before each :meth:`pop`; None when nothing follows it.
        A :meth:`copy` follows nothing."""
        self.standing: Standing | None = None
        """Where the round stands in its match (set by the match that deals it; None: a
        round played alone); its views carry it."""
        state.log = self._log.append

    # --- making a round -----------------------------------------------------------------

    @classmethod
    def deal(
        cls,
        rules: RuleSet | str | None = None,
        *,
        dealer: int = 0,
        seed: int | None = None,
        deck: CardsLike | None = None,
        month: int | None = 1,
    ) -> Round:
        """Shuffle with ``random.Random(seed)`` (or take ``deck``, all 48 cards in dealing
        order, for a stacked deal) and deal in the rules' batches and order; the 24 cards
        left are the stock, the first of them drawn first. ``rules`` may be a preset name.

        Teshi, kuttsuki and void deals are checked at once: such a round is over
        immediately, with its result. Without ``seed`` and ``deck`` a fresh seed is drawn
        from the system and kept (``to_json`` records it). ``month=None`` deals a round
        outside any month (a single round, not one of a match): :attr:`has_month` is
        False, except under rules with tsuki-fuda, where the month scores (January).
        """
        rules = RuleSet.coerce(rules)
        check_player("dealer", dealer)
        if month is None and rules.tsuki_fuda:
            month = 1  # the month scores under these rules
        if month is not None:
            check_month(month)
        check_seed(seed)
        if deck is not None:
            if seed is not None:
                raise ValueError("give a seed or a stacked deck, not both")
            try:
                cards = parse_cards(in_order("deck", deck))
            except ValueError as error:
                raise ValueError(f"deck: {error}") from None
            if len(cards) != 48:
                raise ValueError(f"deck has {len(cards)} cards; a stacked deal needs all 48")
            order = [card.index for card in cards]
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            order = shuffled_deck(random.Random(seed))
        return cls._dealt(rules, order, dealer=dealer, month=month, seed=seed)

    @classmethod
    def from_deck_order(
        cls,
        rules: RuleSet | str | None,
        order: Sequence[int],
        *,
        dealer: int = 0,
        month: int = 1,
    ) -> Round:
        """Deal a deck given as the 48 card indices (``Card.index``) in dealing order, as
        :meth:`deal` deals a stacked deck (a match deals its rounds so).

        >>> Round.from_deck_order(None, range(48)).hands[1][:2]
        (Card.parse('1b'), Card.parse('1r'))
        """
        rules = RuleSet.coerce(rules)
        check_player("dealer", dealer)
        check_month(month)
        order = list(in_order("order", order))
        if set(map(type, order)) != {int} or sorted(order) != _ALL_INDICES:
            raise ValueError(f"order={shown(order)} must hold each card index from 0 to 47 once")
        return cls._dealt(rules, order, dealer=dealer, month=month)

    @classmethod
    def _dealt(
        cls,
        rules: RuleSet,
        order: list[int],
        *,
        dealer: int,
        month: int | None,
        seed: object = None,
    ) -> Round:
        """Deal a checked deck ``order`` (card indices); ``month`` None: no month."""
        state = deal_state(rules, order, dealer=dealer, month=1 if month is None else month)
        setup = {"kind": "deal", "order": order, "dealer": dealer, "month": month, "seed": seed}
        rnd = cls(state, setup)
        rnd._log.append(("deal", dealer, state.field, None))
        if state.result is not None:
            rnd._log.append(("end", state.result.winner, state.result, None))
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
        month: int | None = None,
        rules: RuleSet | str | None = None,
    ) -> Round:
        """Any position in progress, with ``to_move`` to play a hand card.

        Cards not named are out of play; ``deck`` is the stock in draw order; ``to_move``
        defaults to the dealer. The deal checks (teshi, kuttsuki, void deals) never apply.
        A mover with an empty hand skips the turn; with both hands empty the round is
        exhausted at once. Yaku already in a pile count as held: only a turn that raises
        a player's total offers koi-koi or ends the round. ``koikoi_calls`` must fit the
        rules' ``koikoi_limit``; the pile a caller holds now counts as the pile held at
        their call. When both players
        have called, the latest call is taken to be the one of the player who moved last
        (the one not ``to_move``) *(choice)*. A position given without ``month`` has no
        month (:attr:`has_month` is False), except under rules with tsuki-fuda, where the
        month scores: there it is January unless given.
        """
        state, setup = position_state(
            hands=hands,
            field=field,
            deck=deck,
            dealer=dealer,
            to_move=to_move,
            captured=captured,
            koikoi_calls=koikoi_calls,
            month=month,
            rules=rules,
        )
        rnd = cls(state, setup)
        state.end_if_exhausted()
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
    def has_month(self) -> bool:
        """Whether the round has a month: every dealt round does; a position only when
        given one (or when its rules score the month). Without one, :attr:`month` is a
        placeholder that scores nothing."""
        return self._setup["month"] is not None

    @property
    def dealer(self) -> int:
        """The dealer (oya), who played first."""
        return self._state.dealer

    @property
    def to_move(self) -> int:
        """The player whose move it is (the last mover once the round is over)."""
        return self._state.to_move

    @property
    def seed(self) -> object:
        """The seed a shuffled deal came from (None for a stacked deal or a position)."""
        return self._setup.get("seed")

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
    def last_caller(self) -> int | None:
        """The player who called koi-koi last this round (None: no call)."""
        caller = self._state.last_caller
        return caller if caller >= 0 else None

    @property
    def call_piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The pile each player held at their latest koi-koi call (empty: no call)."""
        piles = self._state.call_piles
        return cards_of(piles[0]), cards_of(piles[1])

    @property
    def turn_start(self) -> tuple[Card, ...]:
        """The mover's captured pile at the start of the current turn (their whole pile
        while the turn has not begun); its yaku total is what the turn must raise."""
        state = self._state
        if state.phase in (DRAW_CHOICE, DECISION):
            return cards_of(state.turn_start)
        return cards_of(state.captured[state.to_move])

    @property
    def phase(self) -> Phase:
        """What the round waits for (:class:`Phase`)."""
        return _PHASES[self._state.phase]

    @property
    def is_over(self) -> bool:
        """Whether the round has ended."""
        return self._state.phase == OVER

    @property
    def result(self) -> RoundResult | None:
        """How the round ended, or None while it goes on."""
        result = self._state.result
        return self._result(result) if result is not None else None

    @property
    def move_stack(self) -> tuple[Move, ...]:
        """The moves pushed so far, oldest first."""
        return tuple(self._moves)

    @property
    def events(self) -> tuple[Event, ...]:
        """The readable log of the round, oldest first (see :class:`koikoi.Event`)."""
        events, log = self._events, self._log
        for entry in log[len(events) :]:
            events.append(self._event(entry))
        return tuple(events)

    @property
    def state(self) -> State:
        """A copy of the compact state, for play-outs (:mod:`koikoi.playout`)."""
        copy = self._state.copy()
        copy.log = None
        return copy

    def score(self, player: int) -> Score:
        """The yaku of ``player``'s captured pile now."""
        check_player("player", player)
        return score(self._state.captured[player], self.rules, month=self.month)

    def matches(self, card: Card | str) -> tuple[Card, ...]:
        """The field cards of the same month as ``card``."""
        card = card if isinstance(card, Card) else Card.parse(card)
        return cards_of(self._state.field & MONTH_OF[card.index])

    def capture_choices(self, card: Card | str) -> tuple[Card, ...]:
        """The field cards ``card`` must choose between if played (or drawn) now: two, or
        none when it has no choice to make (no match: it stays; one or three: it takes
        them all). Widgets and texts ask this instead of counting matches.

        >>> rnd = Round.from_position(hands=("7p1 3p1", "1p1"), field="7a 7r 3b", deck="4p1")
        >>> rnd.capture_choices("7p1"), rnd.capture_choices("3p1")
        ((Card.parse('7a'), Card.parse('7r')), ())
        """
        card = card if isinstance(card, Card) else Card.parse(card)
        return cards_of(choice_targets(self._state.field, card.index))

    def log(self, names: tuple[str, str] | None = None) -> str:
        """The event log as text, one sentence a line (``names`` of players 0 and 1:
        default "Player 0" and "Player 1" in the learner's language)."""
        names = check_names(names)
        return "\n".join(narrate(self.events, names))

    # --- moves --------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move now, hand cards in deck order (empty once the round is over)."""
        legal = self._legal
        if legal is None:
            state = self._state
            phase = state.phase
            if phase == DECISION:
                legal = _DECISIONS
            elif phase == DRAW_CHOICE:
                legal = tuple(DRAW_MOVES[target] for _, target in state.options())
            elif phase == PLAY:
                legal = tuple(
                    [
                        PLAY_MOVES[card] if target < 0 else PLAY_CHOICE_MOVES[card, target]
                        for card, target in state.options()
                    ]
                )
            else:
                legal = ()
            self._legal = legal
        return legal

    def is_legal(self, move: Move | str) -> bool:
        """Whether ``move`` is legal now (a malformed move raises ``ValueError``)."""
        return Move.parse(move) in self.legal_moves()

    def push(self, move: Move | str) -> Move:
        """Make a move (a :class:`Move` or its text); the draw that follows a play happens
        by itself. An illegal move raises :class:`IllegalMoveError`, a malformed one
        ``ValueError``; either way nothing changes."""
        if type(move) is not Move:
            move = Move.parse(move)
        legal = self._legal if self._legal is not None else self.legal_moves()
        if move not in legal:
            raise self._illegal(move)
        state = self._state
        self._undo.append((state.snapshot(), len(self._log)))
        self._moves.append(move)
        self._legal = None
        apply_move(state, move)
        if self.follower is not None:
            self.follower.round_moved(self)  # a match deals the next round when one ends
        return move

    def pop(self) -> Move:
        """Undo the last move exactly; raises ``IndexError`` when there is none."""
        if not self._moves:
            raise IndexError("pop from a round with no moves")
        if self.follower is not None:
            self.follower.round_undoing(self)  # a match refuses an undo it cannot follow
        snapshot, logged = self._undo.pop()
        self._state.restore(snapshot)
        del self._log[logged:]
        del self._events[logged:]
        self._legal = None
        return self._moves.pop()

    def peek(self) -> Move:
        """The last move pushed; raises ``IndexError`` when there is none."""
        if not self._moves:
            raise IndexError("peek into a round with no moves")
        return self._moves[-1]

    def copy(self) -> Round:
        """An independent copy, with its move stack and log."""
        new = Round.__new__(Round)
        new._state = self._state.copy()
        new._setup = self._setup
        new._log = self._log[:]
        new._events = self._events[:]
        new._moves = self._moves[:]
        new._undo = self._undo[:]
        new._legal = self._legal
        new.follower = None  # a copy is no longer the match's round
        new.standing = self.standing
        new._state.log = new._log.append
        return new

    def initial(self) -> Round:
        """A fresh copy of this round as it was set up, before any move."""
        return Round.from_dict(self.to_dict() | {"moves": []})

    def _illegal(self, move: Move) -> IllegalMoveError:
        """The error for a well-formed move that is not legal now, saying why."""
        return illegal_move_error(self._state, move, self.result)

    # --- events and results -------------------------------------------------------------

    def _event(self, entry: LogEntry) -> Event:
        """The readable event for one entry of the state's log."""
        kind, player, a, b = entry
        if kind in ("play", "lay", "draw"):
            return Event(kind, player, (DECK[a],))
        if kind == "capture":
            return Event(kind, player, (DECK[a], *cards_of(b)))
        if kind == "deal":
            return Event(kind, player, cards_of(a))
        if kind == "yaku":
            before = {y.name: y.points for y in self._score(a).yaku}
            now = self._score(b)
            changed = tuple(y for y in now.yaku if before.get(y.name, 0) < y.points)
            raised = tuple(y.name for y in changed if y.name in before)
            return Event(kind, player, (), now.total, yaku=changed, raised=raised)
        if kind in ("koikoi", "stop"):
            return Event(kind, player, (), a)
        if kind == "end":
            result = self._result(a)
            return Event(kind, player, (), result.points, result=result)
        return Event(kind, player)

    def _score(self, pile: int) -> Score:
        return score(pile, self.rules, month=self.month)

    def _result(self, result: MaskResult) -> RoundResult:
        counted = result.pile if result.reason not in _DEALT_HANDS else 0
        return RoundResult(
            result.winner,
            result.base,
            result.multiplier,
            result.points,
            self._score(counted).yaku if counted else (),
            result.reason,
            cards_of(counted),
            result.doubled,
        )

    # --- views and JSON -----------------------------------------------------------------

    def view(self, player: int) -> PlayerView:
        """Everything ``player`` may see, and nothing else."""
        check_player("player", player)
        return PlayerView(
            player=player,
            rules=self.rules,
            month=self.month,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=self.phase,
            hand=self.hands[player],
            field=self.field,
            captured=self.captured,
            drawn=self.drawn,
            opponent_hand_size=self._state.hands[1 - player].bit_count(),
            stock_size=self._state.stock_left(),
            koikoi_calls=self.koikoi_calls,
            legal_moves=self.legal_moves() if self.to_move == player else (),
            events=self.events,
            result=self.result,
            last_caller=self.last_caller,
            call_piles=self.call_piles,
            turn_start=self.turn_start,
            has_month=self.has_month,
            standing=self.standing,
        )

    def before_draw(self, player: int) -> PlayerView | None:
        """What ``player`` saw between the last move's play and its draw: the played card
        resolved, the drawn card turned over (``drawn``) and not yet resolved, nobody to
        move (no legal moves). None when the last move was not a play that drew a card, or
        when its drawn card waits for a capture choice (the round itself shows that).

        >>> rnd = Round.from_position(hands=("1p1", "2p1"), field="1p2", deck="3p1 4p1")
        >>> _ = rnd.push("1p1")
        >>> moment = rnd.before_draw(0)
        >>> moment.drawn, moment.field, moment.captured[0], rnd.field
        (Card.parse('3p1'), (), (Card.parse('1p1'), Card.parse('1p2')), (Card.parse('3p1'),))
        """
        check_player("player", player)
        if not self._moves or self._moves[-1].kind != "play" or self.drawn is not None:
            return None
        move = self._moves[-1]
        moment = self.copy()
        moment.pop()
        state = moment._state
        if state.deck_pos >= len(state.deck):
            return None
        target = -1 if move.target is None else move.target.index
        state.play(move.card.index, target, resolve_draw=False)  # type: ignore[union-attr]
        moment._legal = ()  # nobody moves in this moment
        return moment.view(player)

    def to_dict(self) -> dict[str, Any]:
        """The round as JSON-ready data: rules, set-up (a deal's whole deck order, or a
        position) and moves."""
        setup = {k: list(v) if isinstance(v, list) else v for k, v in self._setup.items()}
        if setup["kind"] == "deal":
            setup["deck"] = format_cards([DECK[i] for i in setup.pop("order")])
        return {
            "version": 1,
            "rules": self.rules.to_dict(),
            **setup,
            "moves": [str(m) for m in self._moves],
        }

    def to_json(self) -> str:
        """The round as JSON (see :meth:`from_json`)."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Round:
        """A round from :meth:`to_dict` data, replayed move by move to the same state.

        A field of the wrong type or value raises ``ValueError`` naming the field; a bad
        move raises the error :meth:`push` gives, naming it. A deal saved without its deck
        (``"deck": null``) is dealt again from its ``seed``; a seed that does not deal the
        saved deck is refused.
        """
        check_version("round", data, "Round.to_dict")
        needs = {"deal": ("dealer", "deck", "month"), "position": _POSITION_KEYS}
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in needs:
            raise ValueError(f"unknown round kind {shown(kind)}: 'deal' or 'position'")
        missing = [key for key in ("rules", "moves", *needs[kind]) if key not in data]
        if missing:
            raise ValueError(f"round data lacks {', '.join(map(repr, missing))}")
        moves = check_moves("moves", data["moves"])
        try:
            rules = RuleSet.from_dict(data["rules"])
        except ValueError as error:
            raise ValueError(f"rules: {error}") from None
        if kind == "deal":
            rnd = cls._saved_deal(rules, data)
        else:
            check_player("to_move", data["to_move"])  # None would mean "the dealer"
            if data["month"] is None and rules.tsuki_fuda:  # None would mean "January"
                raise ValueError("month=None: these rules score the round's month (tsuki-fuda)")
            rnd = cls.from_position(
                hands=data["hands"],
                field=data["field"],
                deck=data["deck"],
                captured=data["captured"],
                koikoi_calls=data["koikoi_calls"],
                dealer=data["dealer"],
                to_move=data["to_move"],
                month=data["month"],
                rules=rules,
            )
        replay(rnd.push, moves)
        return rnd

    @classmethod
    def _saved_deal(cls, rules: RuleSet, data: dict[str, Any]) -> Round:
        """The deal of saved ``data``: its deck, or with a null deck the deal of its seed."""
        deck, seed = data["deck"], data.get("seed")
        check_seed(seed)
        if data["month"] is None and rules.tsuki_fuda:  # None would mean "January"
            raise ValueError("month=None: these rules score the round's month (tsuki-fuda)")
        if deck is None:
            if seed is None:
                raise ValueError(
                    "deck=None with seed=None: a saved deal needs its deck or the seed that "
                    "dealt it"
                )
            return cls.deal(rules, dealer=data["dealer"], seed=seed, month=data["month"])
        rnd = cls.deal(rules, dealer=data["dealer"], deck=deck, month=data["month"])
        if seed is not None and shuffled_deck(random.Random(seed)) != rnd._setup["order"]:
            raise ValueError(f"seed={shown(seed)} does not deal the saved deck")
        rnd._setup["seed"] = seed
        return rnd

    @classmethod
    def from_json(cls, text: str) -> Round:
        """A round from :meth:`to_json` output (text that is not JSON raises ``ValueError``)."""
        return cls.from_dict(read_json("round", text))

    def __repr__(self) -> str:
        status = f"over: {self.result}" if self.is_over else f"player {self.to_move} to move"
        return f"<Round month={self.month} dealer={self.dealer} {status}>"


_POSITION_KEYS = (
    "hands",
    "field",
    "deck",
    "captured",
    "koikoi_calls",
    "dealer",
    "to_move",
    "month",
)
