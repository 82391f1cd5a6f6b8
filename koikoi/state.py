"""The rules of play, once: a compact round state on card masks and its transitions.

:class:`State` is the single implementation of a turn (play, capture, draw, yaku check,
koi-koi, the end of a round and its points). :class:`koikoi.Round` wraps it with notation,
undo and an event log; :mod:`koikoi.playout` drives it directly for fast play-outs.

Cards are indices 0-47 (``Card.index``); sets of cards are ``int`` masks. The optional
``log`` callback receives ``(kind, player, cards, info)`` for every event; play-outs leave
it ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .cards import DECK, MONTH_MASKS
from .rules import RuleSet
from .scoring import total_function

PLAY, DRAW_CHOICE, DECISION, OVER = 0, 1, 2, 3
"""Phases: the mover plays a hand card; chooses the capture for a drawn card; chooses
koi-koi or stop; the round is over."""

MONTH_OF: tuple[int, ...] = tuple(MONTH_MASKS[card.month - 1] for card in DECK)
"""``MONTH_OF[i]``: the mask of the four cards of card ``i``'s month."""

Log = Callable[[str, int | None, tuple[int, ...], Any], None]
ResultTuple = tuple[int | None, int, int, int, str, int]
"""(winner, base, multiplier, points, reason, winning pile mask)."""


def bits(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class State:
    """A round in progress, on masks. Attributes are public for the engine's own modules."""

    __slots__ = (
        "call_piles",
        "calls",
        "captured",
        "dealer",
        "deck",
        "deck_pos",
        "field",
        "hands",
        "last_caller",
        "log",
        "month",
        "pending",
        "phase",
        "result",
        "rules",
        "to_move",
        "total",
        "totals",
    )

    def __init__(
        self,
        rules: RuleSet,
        *,
        hands: Sequence[int],
        field: int,
        deck: Sequence[int],
        captured: Sequence[int] = (0, 0),
        dealer: int = 0,
        to_move: int = 0,
        calls: Sequence[int] = (0, 0),
        month: int = 1,
        log: Log | None = None,
    ) -> None:
        self.rules = rules
        self.month = month
        self.total = total_function(rules, month if rules.tsuki_fuda else None)
        self.hands = list(hands)
        self.field = field
        self.deck = tuple(deck)
        self.deck_pos = 0
        self.captured = list(captured)
        self.dealer = dealer
        self.to_move = to_move
        self.calls = list(calls)
        self.last_caller = -1 if not any(calls) else (0 if calls[0] >= calls[1] else 1)
        self.call_piles = [captured[0] if calls[0] else 0, captured[1] if calls[1] else 0]
        self.pending = -1
        self.phase = PLAY
        self.result: ResultTuple | None = None
        self.log = log
        self.totals = [self.total(self.captured[0]), self.total(self.captured[1])]

    def copy(self) -> State:
        """An independent copy (the deck tuple is shared: it never changes)."""
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.captured = self.captured[:]
        new.calls = self.calls[:]
        new.call_piles = self.call_piles[:]
        new.totals = self.totals[:]
        return new

    # --- questions ----------------------------------------------------------------------

    def stock_left(self) -> int:
        """How many cards remain in the stock."""
        return len(self.deck) - self.deck_pos

    def may_call(self, player: int) -> bool:
        """Whether ``player`` may still call koi-koi under the rules' limit."""
        limit = self.rules.koikoi_limit
        if limit == "round":
            return not (self.calls[0] or self.calls[1])
        if limit == "player":
            return not self.calls[player]
        return True

    # --- a turn -------------------------------------------------------------------------

    def play(self, card: int, target: int = -1) -> None:
        """The mover plays ``card`` from the hand (``target``: the capture when two match),
        then the draw follows. The move must be legal."""
        player = self.to_move
        self.hands[player] &= ~(1 << card)
        if self.log:
            self.log("play", player, (card,), None)
        self._resolve(player, card, target)
        self._draw()

    def choose_draw(self, target: int) -> None:
        """The drawn card waiting in :data:`DRAW_CHOICE` captures ``target``."""
        card, self.pending = self.pending, -1
        self._resolve(self.to_move, card, target)
        self._end_turn()

    def koikoi(self) -> None:
        """The mover calls koi-koi and play goes on."""
        player = self.to_move
        self.calls[player] += 1
        self.last_caller = player
        self.call_piles[player] = self.captured[player]
        if self.log:
            self.log("koikoi", player, (), self.totals[player])
        self._next_turn()

    def stop(self) -> None:
        """The mover stops and wins with their yaku."""
        player = self.to_move
        self._win(player, self.captured[player], "stop")

    def _resolve(self, player: int, card: int, target: int) -> None:
        bit = 1 << card
        matches = self.field & MONTH_OF[card]
        if not matches:
            self.field |= bit
            if self.log:
                self.log("lay", player, (card,), None)
            return
        # one match: the pair; two: the chosen target; three: all four of the month
        taken = 1 << target if matches.bit_count() == 2 else matches
        self.field ^= taken
        self.captured[player] |= taken | bit
        if self.log:
            self.log("capture", player, (card, *bits(taken)), None)

    def _draw(self) -> None:
        if self.deck_pos < len(self.deck):
            card = self.deck[self.deck_pos]
            self.deck_pos += 1
            if self.log:
                self.log("draw", self.to_move, (card,), None)
            matches = self.field & MONTH_OF[card]
            if matches.bit_count() == 2:
                self.pending = card
                self.phase = DRAW_CHOICE
                return
            self._resolve(self.to_move, card, -1)
        self._end_turn()

    def _end_turn(self) -> None:
        player = self.to_move
        pile = self.captured[player]
        total = self.total(pile)
        improved = total > self.totals[player]
        self.totals[player] = total  # a pile changes only in its owner's turns
        if improved:
            if self.log:
                self.log("yaku", player, (), total)
            if self.may_call(player):
                self.phase = DECISION
                return
            self._win(player, pile, "auto")
            return
        self._next_turn()

    def _next_turn(self) -> None:
        if not (self.hands[0] or self.hands[1]):
            self._exhausted()
            return
        player = 1 - self.to_move
        if not self.hands[player]:
            if self.log:
                self.log("skip", player, (), None)
            player = 1 - player
        self.to_move = player
        self.phase = PLAY

    # --- the end of a round -------------------------------------------------------------

    def _win(self, player: int, pile: int, reason: str) -> None:
        rules = self.rules
        base = self.total(pile)
        multiplier = 2 if rules.double_at and base >= rules.double_at else 1
        loser = 1 - player
        if (rules.koikoi_double == "opponent-called" and self.calls[loser]) or (
            rules.koikoi_double == "latest-call-by-loser" and self.last_caller == loser
        ):
            multiplier *= 2
        self._finish((player, base, multiplier, base * multiplier, reason, pile))

    def _exhausted(self) -> None:
        rules = self.rules
        if rules.exhausted_caller_keeps and self.last_caller >= 0:
            caller = self.last_caller
            self._win(caller, self.call_piles[caller], "exhausted")
        elif rules.exhausted_dealer_points:
            points = rules.exhausted_dealer_points
            self._finish((self.dealer, points, 1, points, "exhausted", 0))
        else:
            self._finish((None, 0, 1, 0, "exhausted", 0))

    def _finish(self, result: ResultTuple) -> None:
        self.result = result
        self.phase = OVER
        if self.log:
            self.log("end", result[0], (), result)

    def end_at_deal(self, result: ResultTuple) -> None:
        """End the round at the deal (teshi, kuttsuki or a void deal)."""
        self._finish(result)
