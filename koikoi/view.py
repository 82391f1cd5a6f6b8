"""What one player may see of a round: computer opponents and hints get only this."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, MONTH_MASKS, Card, cards_of, mask_of
from .display import Shown
from .events import Event
from .moves import Move
from .phase import Phase
from .points import ExhaustedRound, exhausted_round
from .result import RoundResult
from .rules import RuleSet
from .scoring import Score, score
from .standing import Standing


@dataclass(frozen=True, slots=True)
class PlayerView(Shown):
    """One player's view: their hand, the field, both captured piles, the stock size, the
    opponent's hand size, the koi-koi calls (how many, who called last, the piles held at
    the calls), the mover's pile at the turn's start, the public event log, and their
    legal moves when it is their turn. The opponent's hand and the stock order are not in
    it. Every public fact an agent may use is a field: none has to be read from the
    event log."""

    player: int
    rules: RuleSet
    month: int
    dealer: int
    to_move: int
    phase: Phase
    hand: tuple[Card, ...]
    field: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], tuple[Card, ...]]
    drawn: Card | None
    opponent_hand_size: int
    stock_size: int
    koikoi_calls: tuple[int, int]
    legal_moves: tuple[Move, ...]
    events: tuple[Event, ...]
    result: RoundResult | None
    last_caller: int | None = None
    """The player who called koi-koi last this round (None: no call)."""
    call_piles: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    """The pile each player held at their latest koi-koi call (empty: no call)."""
    turn_start: tuple[Card, ...] = ()
    """The mover's captured pile at the start of the current turn (while it has not begun:
    their whole pile)."""
    has_month: bool = True
    """Whether the round has a month (False: a position given without one; ``month`` is
    then a placeholder that scores nothing)."""
    standing: Standing | None = None
    """The match scores at the round's deal and the rounds left after it (None: a round
    played alone)."""

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def is_my_turn(self) -> bool:
        """Whether this player is to move (and the round goes on)."""
        return self.result is None and self.to_move == self.player

    def score(self, player: int | None = None) -> Score:
        """The yaku of a captured pile (this player's by default)."""
        pile = self.captured[self.player if player is None else player]
        return score(pile, self.rules, month=self.month)

    def matches(self, card: Card | str) -> tuple[Card, ...]:
        """The field cards of the same month as ``card`` (what it would meet if played or
        drawn now), as :meth:`koikoi.round.Round.matches` gives them for the round.

        >>> from koikoi import Round
        >>> rnd = Round.from_position(hands=("7p1", "1p1"), field="7a 3b", deck="4p1")
        >>> rnd.view(0).matches("7p1")
        (Card.parse('7a'),)
        """
        card = card if isinstance(card, Card) else Card.parse(card)
        return cards_of(mask_of(self.field) & MONTH_MASKS[card.month - 1])

    def exhausted_round(self, *, calling: bool = False) -> ExhaustedRound:
        """What the round would give if both hands ran out now, as the engine ends it
        (``calling``: after this player calls koi-koi with the pile they hold)."""
        if calling:
            caller: int | None = self.player
            held = self.score().total
        else:
            caller = self.last_caller
            pile = self.call_piles[caller] if caller is not None else ()
            held = score(pile, self.rules, month=self.month).total if pile else 0
        return exhausted_round(
            self.rules,
            dealer=self.dealer,
            last_caller=caller,
            held=held,
            other_called=caller is not None and self.koikoi_calls[1 - caller] > 0,
        )

    def unseen(self) -> tuple[Card, ...]:
        """Cards this player cannot see: the opponent's hand and the stock, together (and
        cards out of play in a set-up position)."""
        seen = {*self.hand, *self.field, *self.captured[0], *self.captured[1]}
        if self.drawn:
            seen.add(self.drawn)
        return tuple(card for card in DECK if card not in seen)
