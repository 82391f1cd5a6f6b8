"""The rules of play, once: a compact round state on card masks and its transitions.

:class:`State` is the single implementation of a turn (play, capture, draw, yaku check,
koi-koi, the end of a round and its points). :class:`koikoi.Round` wraps it with notation,
undo and an event log; :mod:`koikoi.playout` drives it directly for fast play-outs.

Cards are indices 0-47 (``Card.index``); sets of cards are ``int`` masks. The optional
``log`` callback receives one tuple ``(kind, player, a, b)`` per event (see
:data:`LOG_ENTRIES`); play-outs leave it ``None``.

Rules decided here, per docs/rules.md §2 "Koi-koi and the end of a round":

- A turn *improves* a player's yaku when their yaku total at the end of the turn is
  higher than at its start. Only the mover's pile changes in a turn, so a turn that
  captured nothing never improves.
- After an improving turn the player chooses koi-koi or stop while the rule set still
  lets them call (``koikoi_limit``), even on their last turn; otherwise the round ends
  automatically in their favour.
- A player whose hand is empty skips the turn (possible only in a set-up position); a
  draw from an empty stock is skipped; the round is exhausted when both hands are empty
  at the end of a turn (after the last draw and check, and after a koi-koi call made on
  the last turn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .cards import DECK, MONTH_MASKS
from .events import EventKind
from .points import Doubling, Exhaustion, RoundPoints, exhausted_round, round_points
from .result import Reason
from .rules import RuleSet
from .scoring import total_function

PLAY, DRAW_CHOICE, DECISION, OVER = 0, 1, 2, 3
"""Phases: the mover plays a hand card; chooses the capture for a drawn card; chooses
koi-koi or stop; the round is over."""

MONTH_OF: tuple[int, ...] = tuple(MONTH_MASKS[card.month - 1] for card in DECK)
"""``MONTH_OF[i]``: the mask of the four cards of card ``i``'s month."""

LogEntry = tuple[EventKind, int | None, Any, Any]  # a and b: see LOG_ENTRIES
Log = Callable[[LogEntry], object]
LOG_ENTRIES = {
    "play": "(player, card): a hand card is played",
    "lay": "(player, card): the card had no match and stays on the field",
    "capture": "(player, card, taken mask): the card captures the taken field cards",
    "draw": "(player, card): the top stock card is turned over",
    "yaku": "(player, pile at the turn's start, pile now): the yaku total went up",
    "koikoi": "(player, yaku total): koi-koi is called",
    "stop": "(player, yaku total): the player stops",
    "skip": "(player, None): an empty hand skips the turn",
    "end": "(winner, MaskResult): the round is over",
}
"""What the ``log`` callback receives: ``(kind, player, a, b)``, with ``a`` and ``b`` as
described here."""


class MaskResult(NamedTuple):
    """How the round ended, on masks (:class:`koikoi.RoundResult` is the readable form):
    the ``winner`` (None: nobody), ``base`` points, ``multiplier``, ``points`` scored, the
    :class:`~koikoi.result.Reason`, the ``pile`` mask that scored (0: none) and the
    doublings of the win (``doubled``)."""

    winner: int | None
    base: int
    multiplier: int
    points: int
    reason: Reason
    pile: int
    doubled: Doubling = Doubling.NONE


_LIMITS = {"round": 0, "player": 1, "unlimited": 2}
_SNAPSHOT_PAIRS = ("hands", "captured", "totals", "calls", "call_piles")
_SNAPSHOT_VALUES = (
    "field",
    "deck_pos",
    "to_move",
    "pending",
    "phase",
    "result",
    "last_caller",
    "turn_start",
)
"""What :meth:`State.snapshot` holds, in its order: player pairs, then single values."""


def bits(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def choice_targets(field: int, card: int) -> int:
    """The field cards ``card`` must choose between (a mask of two), or 0 when it has no
    choice (no match: it stays; one or three: it takes them all)."""
    matches = field & MONTH_OF[card]
    return matches if matches and matches.bit_count() == 2 else 0


class State:
    """A round in progress, on masks. Attributes are public for the engine's own modules.

    ``hands``, ``captured``, ``totals`` (each player's yaku total at the end of their last
    turn), ``calls`` and ``call_piles`` (the pile each player held at their latest call)
    are two-item lists indexed by player.
    """

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
        "limit",
        "log",
        "month",
        "pending",
        "phase",
        "result",
        "rules",
        "to_move",
        "total",
        "totals",
        "turn_start",
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
        last_caller: int | None = None,
        month: int = 1,
        log: Log | None = None,
    ) -> None:
        self.rules = rules
        self.month = month
        self.total = _total_for(rules, month)
        self.limit = _LIMITS[rules.koikoi_limit]
        self.hands = [hands[0], hands[1]]
        self.field = field
        self.deck = tuple(deck)
        self.deck_pos = 0
        self.captured = [captured[0], captured[1]]
        self.dealer = dealer
        self.to_move = to_move
        self.calls = [calls[0], calls[1]]
        if last_caller is None:  # no history: the player who moved last called last
            other = 1 - to_move
            last_caller = -1 if not (calls[0] or calls[1]) else (other if calls[other] else to_move)
        self.last_caller = last_caller
        self.call_piles = [captured[0] if calls[0] else 0, captured[1] if calls[1] else 0]
        self.pending = -1
        self.phase = PLAY
        self.result: MaskResult | None = None
        self.log = log
        self.turn_start = self.captured[to_move]
        total = self.total
        self.totals = (
            [total(self.captured[0]), total(self.captured[1])] if any(captured) else [0, 0]
        )

    def copy(self) -> State:
        """An independent copy (the deck tuple is shared: it never changes)."""
        new = State.__new__(State)
        new.rules = self.rules
        new.month = self.month
        new.total = self.total
        new.limit = self.limit
        new.hands = self.hands[:]
        new.field = self.field
        new.deck = self.deck
        new.deck_pos = self.deck_pos
        new.captured = self.captured[:]
        new.dealer = self.dealer
        new.to_move = self.to_move
        new.calls = self.calls[:]
        new.last_caller = self.last_caller
        new.call_piles = self.call_piles[:]
        new.pending = self.pending
        new.phase = self.phase
        new.result = self.result
        new.log = self.log
        new.turn_start = self.turn_start
        new.totals = self.totals[:]
        return new

    def snapshot(self) -> tuple[object, ...]:
        """Everything a move can change, as an immutable tuple for :meth:`restore`."""
        return (
            self.hands[0],
            self.hands[1],
            self.captured[0],
            self.captured[1],
            self.totals[0],
            self.totals[1],
            self.calls[0],
            self.calls[1],
            self.call_piles[0],
            self.call_piles[1],
            self.field,
            self.deck_pos,
            self.to_move,
            self.pending,
            self.phase,
            self.result,
            self.last_caller,
            self.turn_start,
        )

    def restore(self, snapshot: tuple[object, ...]) -> None:
        """Go back to the moment of :meth:`snapshot` (its order: the five player pairs,
        then :data:`_SNAPSHOT_VALUES`)."""
        for i, name in enumerate(_SNAPSHOT_PAIRS):
            setattr(self, name, [snapshot[2 * i], snapshot[2 * i + 1]])
        for name, value in zip(_SNAPSHOT_VALUES, snapshot[10:], strict=True):
            setattr(self, name, value)

    # --- questions ----------------------------------------------------------------------

    def stock_left(self) -> int:
        """How many cards remain in the stock."""
        return len(self.deck) - self.deck_pos

    def may_call(self, player: int) -> bool:
        """Whether ``player`` may still call koi-koi under the rules' ``koikoi_limit``."""
        limit = self.limit
        if limit == 0:
            return not (self.calls[0] or self.calls[1])
        if limit == 1:
            return not self.calls[player]
        return True

    def options(self) -> list[tuple[int, int]]:
        """The mover's legal plays in :data:`PLAY` as ``(card, target)`` pairs (``target``
        -1 unless the card must choose between two field cards), lowest card first; in
        :data:`DRAW_CHOICE` the drawn card's two ``(card, target)`` captures."""
        field = self.field
        if self.phase == DRAW_CHOICE:
            card = self.pending
            return [(card, target) for target in bits(choice_targets(field, card))]
        if self.phase != PLAY:
            return []
        out: list[tuple[int, int]] = []
        hand = self.hands[self.to_move]
        while hand:
            low = hand & -hand
            hand ^= low
            card = low.bit_length() - 1
            targets = field & MONTH_OF[card]
            if targets and targets.bit_count() == 2:  # as choice_targets(): choose one
                first = targets & -targets
                out.append((card, first.bit_length() - 1))
                out.append((card, (targets ^ first).bit_length() - 1))
            else:
                out.append((card, -1))
        return out

    # --- a turn -------------------------------------------------------------------------

    def play(self, card: int, target: int = -1, *, resolve_draw: bool = True) -> None:
        """The mover plays ``card`` from the hand (``target``: the capture when two match),
        then turns over the top stock card. The move must be legal. With ``resolve_draw``
        False the turned card is left waiting (``pending``, phase :data:`DRAW_CHOICE`)
        whatever it matches: the moment between the play and the draw, for showing."""
        player = self.to_move
        self.hands[player] ^= 1 << card
        self.turn_start = self.captured[player]
        log = self.log
        if log is not None:
            log(("play", player, card, None))
        self._take(player, card, target)
        position = self.deck_pos
        if position < len(self.deck):
            drawn = self.deck[position]
            self.deck_pos = position + 1
            if log is not None:
                log(("draw", player, drawn, None))
            if not resolve_draw:
                self.pending = drawn
                self.phase = DRAW_CHOICE
                return
            matches = self.field & MONTH_OF[drawn]
            if matches and matches.bit_count() == 2:  # as choice_targets(): choose first
                self.pending = drawn
                self.phase = DRAW_CHOICE
                return
            self._take(player, drawn, -1)
        self._end_turn(player)

    def choose_draw(self, target: int) -> None:
        """The drawn card waiting in :data:`DRAW_CHOICE` captures ``target``."""
        card, self.pending = self.pending, -1
        player = self.to_move
        self._take(player, card, target)
        self._end_turn(player)

    def koikoi(self) -> None:
        """The mover calls koi-koi and play goes on."""
        player = self.to_move
        self.calls[player] += 1
        self.last_caller = player
        self.call_piles[player] = self.captured[player]
        if self.log is not None:
            self.log(("koikoi", player, self.totals[player], None))
        self._next_turn()

    def stop(self) -> None:
        """The mover stops and wins with their yaku."""
        player = self.to_move
        if self.log is not None:
            self.log(("stop", player, self.totals[player], None))
        self._win(player, self.captured[player], Reason.STOP)

    def _take(self, player: int, card: int, target: int) -> None:
        """Resolve ``card`` against the field: no match, it stays; one, the pair; two, the
        chosen ``target``; three, all four of the month."""
        bit = 1 << card
        matches = self.field & MONTH_OF[card]
        if not matches:
            self.field |= bit
            if self.log is not None:
                self.log(("lay", player, card, None))
            return
        taken = 1 << target if matches.bit_count() == 2 else matches
        self.field ^= taken
        self.captured[player] |= taken | bit
        if self.log is not None:
            self.log(("capture", player, card, taken))

    def _end_turn(self, player: int) -> None:
        pile = self.captured[player]
        if pile != self.turn_start:
            total = self.total(pile)
            if total > self.totals[player]:
                self.totals[player] = total
                if self.log is not None:
                    self.log(("yaku", player, self.turn_start, pile))
                if self.may_call(player):
                    self.phase = DECISION
                    return
                self._win(player, pile, Reason.AUTO)
                return
            self.totals[player] = total
        hands = self.hands
        other = 1 - player
        if hands[other]:  # the usual case of _next_turn(), inlined for play-outs
            self.to_move = other
            self.phase = PLAY
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        hands = self.hands
        if not (hands[0] or hands[1]):
            self._exhausted()
            return
        player = 1 - self.to_move
        if not hands[player]:
            if self.log is not None:
                self.log(("skip", player, None, None))
            player = 1 - player
        self.to_move = player
        self.phase = PLAY

    # --- the end of a round -------------------------------------------------------------

    def _win(self, player: int, pile: int, reason: Reason) -> None:
        loser = 1 - player
        key = (self.total(pile), self.calls[loser] > 0, self.last_caller == loser)
        known = _POINTS.get(id(self.rules))
        if known is None or known[0] is not self.rules:
            if len(_POINTS) > 256:
                _POINTS.clear()
            known = _POINTS[id(self.rules)] = (self.rules, {})
        won = known[1].get(key)
        if won is None:
            won = known[1][key] = round_points(
                key[0], self.rules, loser_called=key[1], loser_called_last=key[2]
            )
        self._finish(
            MaskResult(player, won.base, won.multiplier, won.points, reason, pile, won.doubled)
        )

    def _exhausted(self) -> None:
        """Both hands are empty and nobody ended the round: drawn, unless the rules give
        the latest caller the yaku held at the call (if any: a set-up position may give
        calls without yaku), or the dealer a flat oya-ken point."""
        caller = self.last_caller if self.last_caller >= 0 else None
        pile = self.call_piles[caller] if caller is not None else 0
        ending = exhausted_round(
            self.rules,
            dealer=self.dealer,
            last_caller=caller,
            held=self.total(pile) if caller is not None else 0,
            other_called=caller is not None and self.calls[1 - caller] > 0,
        )
        won = ending.points
        kept = pile if ending.by == Exhaustion.CALLER else 0
        self._finish(
            MaskResult(
                ending.winner,
                won.base,
                won.multiplier,
                won.points,
                Reason.EXHAUSTED,
                kept,
                won.doubled,
            )
        )

    def _finish(self, result: MaskResult) -> None:
        self.result = result
        self.phase = OVER
        if self.log is not None:
            self.log(("end", result.winner, result, None))

    def end_at_deal(self, result: MaskResult) -> None:
        """End the round at the deal (teshi, kuttsuki or a void deal)."""
        self._finish(result)

    def end_if_exhausted(self) -> None:
        """In a set-up position: skip an empty-handed mover; both hands empty, the round
        is exhausted at once."""
        if self.phase != PLAY:
            return
        hands = self.hands
        if not (hands[0] or hands[1]):
            self._exhausted()
        elif not hands[self.to_move]:
            if self.log is not None:
                self.log(("skip", self.to_move, None, None))
            self.to_move = 1 - self.to_move
            self.turn_start = self.captured[self.to_move]


_TOTALS: dict[tuple[int, int], tuple[RuleSet, Callable[[int], int]]] = {}

_POINTS: dict[int, tuple[RuleSet, dict[tuple[int, bool, bool], RoundPoints]]] = {}
"""The points of a win by rule set identity (the rule set kept, so its id is not reused),
then by (base, loser called, loser called last): :func:`round_points` once per kind of win."""


def clear_memos() -> None:
    """Forget every remembered total function and win's points (a test that patches
    scoring must, so that no memo of the true rules answers for the patched ones)."""
    _TOTALS.clear()
    _POINTS.clear()


MEMO_SIZE = 1 << 15
"""Piles whose total one total function remembers (then it starts again): a few MB."""


class _Memo(dict[int, int]):
    """Totals already computed, by pile mask: a pile seen again costs one dict look-up
    (play-outs ask the same few piles again and again)."""

    __slots__ = ("compute",)

    def __init__(self, compute: Callable[[int], int]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, mask: int) -> int:
        if len(self) >= MEMO_SIZE:
            self.clear()
        value = self[mask] = self.compute(mask)
        return value


_MEMOS: dict[Callable[[int], int], _Memo] = {}
"""The memo of each total function in use."""


def _total_for(rules: RuleSet, month: int) -> Callable[[int], int]:
    """The fast total of ``rules`` in ``month``, cached by identity (hashing a rule set
    costs more than a whole turn) and memoised by pile (:class:`_Memo`)."""
    key = (id(rules), month)
    entry = _TOTALS.get(key)
    if entry is None or entry[0] is not rules:
        if len(_TOTALS) > 256:
            _TOTALS.clear()
        compute = total_function(rules, month if rules.tsuki_fuda else None)
        memo = _MEMOS.get(compute)  # one per total function: months share it without tsuki-fuda
        if memo is None:
            if len(_MEMOS) > 16:
                _MEMOS.clear()
            memo = _MEMOS[compute] = _Memo(compute)
        entry = (rules, memo.__getitem__)
        _TOTALS[key] = entry
    return entry[1]
