"""What one player may see of a round: computer opponents and hints get only this."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import DECK, Card
from .events import Event
from .moves import Move
from .rules import RuleSet
from .scoring import Score, score

if TYPE_CHECKING:
    from .round import Phase, Round, RoundResult


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's view: their hand, the field, both captured piles, the stock size, the
    opponent's hand size, calls, the public event log, and their legal moves when it is
    their turn. The opponent's hand and the stock order are not in it."""

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

    @classmethod
    def of(cls, rnd: Round, player: int) -> PlayerView:
        """``player``'s view of ``rnd``."""
        return cls(
            player=player,
            rules=rnd.rules,
            month=rnd.month,
            dealer=rnd.dealer,
            to_move=rnd.to_move,
            phase=rnd.phase,
            hand=rnd.hands[player],
            field=rnd.field,
            captured=rnd.captured,
            drawn=rnd.drawn,
            opponent_hand_size=len(rnd.hands[1 - player]),
            stock_size=len(rnd.deck),
            koikoi_calls=rnd.koikoi_calls,
            legal_moves=rnd.legal_moves() if rnd.to_move == player else (),
            events=rnd.events,
            result=rnd.result,
            last_caller=rnd.last_caller,
        )

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

    def unseen(self) -> tuple[Card, ...]:
        """Cards this player cannot see: the opponent's hand and the stock, together (and
        cards out of play in a set-up position)."""
        seen = {*self.hand, *self.field, *self.captured[0], *self.captured[1]}
        if self.drawn:
            seen.add(self.drawn)
        return tuple(card for card in DECK if card not in seen)

    def _repr_svg_(self) -> str | None:
        from .cards import _svg

        return _svg("table.svg", "round_svg", self)
