"""Moves and their notation, and the error raised for an illegal one.

Notation (``str(move)`` and :meth:`Move.parse`):

- ``"7a"`` plays 7a from the hand (it captures its single or triple match, or stays on
  the field);
- ``"7p1>7r"`` plays 7p1 and captures 7r when two field cards match;
- ``">7r"`` makes the drawn card capture 7r when two field cards match it;
- ``"koikoi"`` and ``"stop"``, the decision after a turn that improved your yaku.

>>> Move.parse("7p1>7r")
Move.parse('7p1>7r')
>>> Move.parse("7p1>7r").card, Move.parse(">8b").target
(Card.parse('7p1'), Card.parse('8b'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .cards import DECK, Card
from .errors import shown

if TYPE_CHECKING:
    from .state import State

MoveKind = Literal["play", "draw", "koikoi", "stop"]


class IllegalMoveError(ValueError):
    """A well-formed move that the rules do not allow now; the message says why."""


@dataclass(frozen=True, slots=True)
class Move:
    """A move: play a hand card (``card``, with ``target`` when two field cards match),
    choose the capture of the drawn card (``target``), or decide ``koikoi`` / ``stop``."""

    kind: MoveKind
    card: Card | None = None
    target: Card | None = None

    def __post_init__(self) -> None:
        reason = _malformed(self.kind, self.card, self.target)
        if reason:
            raise ValueError(
                f"malformed move Move(kind={shown(self.kind)}, card={shown(self.card)}, "
                f"target={shown(self.target)}): {reason}"
            )

    def __eq__(self, other: object) -> bool:
        # cards are singletons, so identity compares them (cheap: legal-move look-ups)
        return self is other or (
            type(other) is Move
            and self.kind == other.kind
            and self.card is other.card
            and self.target is other.target
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.card, self.target))

    @classmethod
    def parse(cls, text: Move | str) -> Move:
        """A move from its notation (a :class:`Move` is returned as it is); raises
        ``ValueError`` naming a malformed move."""
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise ValueError(
                f"a move is a Move or its text, not {type(text).__name__} {shown(text)}"
            )
        known = _BY_TEXT.get(text)
        if known is not None:
            return known
        word = text.strip().lower().replace(" ", "")
        known = _BY_TEXT.get(word)
        if known is not None:
            return known
        if word in ("koikoi", "koi-koi"):
            return cls("koikoi")
        if word == "stop":
            return cls("stop")
        played, sep, target = word.partition(">")
        try:
            card = Card.parse(played) if played else None
            chosen = Card.parse(target) if sep else None
        except ValueError as error:
            raise ValueError(f"malformed move {shown(text)}: {error}") from None
        if (sep and chosen is None) or (card is None and chosen is None):
            raise ValueError(
                f"malformed move {shown(text)}: write a hand card ('7a'), a card and its capture "
                "('7p1>7r'), the drawn card's capture ('>7r'), 'koikoi' or 'stop'"
            )
        if card is None:
            return cls("draw", None, chosen)
        return cls("play", card, chosen)

    @classmethod
    def play(cls, card: Card | str, target: Card | str | None = None) -> Move:
        """Play ``card`` from the hand, capturing ``target`` when two field cards match."""
        move = cls(
            "play",
            card if isinstance(card, Card) else Card.parse(card),
            target if isinstance(target, Card) or target is None else Card.parse(target),
        )
        return _BY_TEXT.get(str(move), move)

    @classmethod
    def draw(cls, target: Card | str) -> Move:
        """The drawn card captures ``target`` (when two field cards match it)."""
        return DRAW_MOVES[(target if isinstance(target, Card) else Card.parse(target)).index]

    def __str__(self) -> str:
        if self.kind in ("koikoi", "stop"):
            return self.kind
        played = self.card.code if self.card else ""
        return f"{played}>{self.target.code}" if self.target else played

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _malformed(kind: str, card: Card | None, target: Card | None) -> str:
    """Why these fields make no move ('' when they make one): the kind and the cards it
    names. (A capture that no position allows, such as another month's card, is a move,
    just never a legal one.)"""
    if kind not in ("play", "draw", "koikoi", "stop"):
        return "the kind is 'play', 'draw', 'koikoi' or 'stop'"
    for name, value in (("card", card), ("target", target)):
        if value is not None and not isinstance(value, Card):
            return f"{name} is a Card or None, not {type(value).__name__} (use Move.parse)"
    if kind in ("koikoi", "stop"):
        return f"{kind!r} names no card" if card or target else ""
    if kind == "draw":
        if card is not None:
            return "a draw choice names only the capture ('>7r'), not the drawn card"
        return "" if target else "a draw choice names the field card the drawn card captures"
    return "" if card else "a play names the hand card played"


KOIKOI = Move("koikoi")
STOP = Move("stop")
PLAY_MOVES: tuple[Move, ...] = tuple(Move("play", card) for card in DECK)
"""``PLAY_MOVES[i]``: the move playing card ``i`` with no choice of capture."""
PLAY_CHOICE_MOVES: dict[tuple[int, int], Move] = {
    (card.index, other.index): Move("play", card, other)
    for card in DECK
    for other in DECK
    if other.month == card.month and other is not card
}
"""``PLAY_CHOICE_MOVES[i, j]``: play card ``i`` capturing ``j`` of the same month."""
DRAW_MOVES: tuple[Move, ...] = tuple(Move("draw", None, card) for card in DECK)
"""``DRAW_MOVES[j]``: the drawn card captures card ``j``."""

_BY_TEXT: dict[str, Move] = {
    str(move): move
    for move in (KOIKOI, STOP, *PLAY_MOVES, *PLAY_CHOICE_MOVES.values(), *DRAW_MOVES)
}


def apply_move(state: State, move: Move) -> None:
    """Make a legal ``move`` on a compact :class:`~koikoi.state.State`: the one dispatch
    of :meth:`koikoi.Round.push` and of the agents' searches (legality is not checked)."""
    kind, card, target = move.kind, move.card, move.target
    if kind == "play":
        assert card is not None  # a play names its card (checked when the Move was made)
        state.play(card.index, -1 if target is None else target.index)
    elif kind == "draw":
        assert target is not None  # so does the choice of the drawn card's capture
        state.choose_draw(target.index)
    elif kind == "koikoi":
        state.koikoi()
    else:
        state.stop()
