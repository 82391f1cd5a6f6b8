"""The coach: ranks a learner's legal moves by expected points and explains them in words.

The estimates come from the strong agent's search (:func:`koikoi.agents.estimate_moves`):
sample the hidden cards consistently with the learner's view, play every move out, average
the round's points from the learner's side. Explanations read the move itself (what it
captures, which yaku it completes, brings closer or blocks) and, for koi-koi or stop, the
risk of going on given the opponent's progress.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1",
...     deck="4p2 5p1 5p2", captured=("10a 6a", ""))
>>> best = rank_moves(rnd.view(0), budget=200, rng=random.Random(1))[0]
>>> print(best.explanation)
Play 7a (boar): it captures 7p1 (bush clover plain 1) and completes inoshikacho (5 points).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..agents.greedy import MoveFeatures, move_features, opponent_threats
from ..agents.sampling import apply_move, outcome, sample_state
from ..agents.search import estimate_moves
from ..cards import Card
from ..moves import Move
from ..round import Round
from ..scoring import YakuProgress
from ..view import PlayerView

DEFAULT_BUDGET = 2000
"""Play-outs per position for hints and reviews (about a tenth of a second)."""


@dataclass(frozen=True, slots=True)
class RankedMove:
    """A legal move, its expected round points for the learner (points won, minus points
    lost; 0 for a drawn round), and why it is good or bad, in words."""

    move: Move
    expected: float
    explanation: str

    def __str__(self) -> str:
        return f"{self.move} ({self.expected:+.1f}): {self.explanation}"


@dataclass(frozen=True, slots=True)
class CostlyMove:
    """A learner's move that the search rates below a better choice, by ``cost`` points."""

    number: int
    """The move's position in the round's move stack (0 = first move of the round)."""
    turn: int
    """The learner's turn in which it was made (1 = their first turn)."""
    played: Move
    expected: float
    better: Move
    better_expected: float
    explanation: str

    @property
    def cost(self) -> float:
        """Expected points lost by the move played, against the better choice."""
        return self.better_expected - self.expected

    def __str__(self) -> str:
        return (
            f"Turn {self.turn}: you {_played_words(self.played)}; "
            f"{_move_words(self.better, stop='stopping')} was better by about "
            f"{self.cost:.1f} points. {self.explanation}"
        )


def rank_moves(
    view: PlayerView,
    *,
    budget: int = DEFAULT_BUDGET,
    rng: random.Random | None = None,
) -> list[RankedMove]:
    """The learner's legal moves, best first, each with its expected points and an
    explanation. ``budget`` is the number of play-outs; ``rng`` defaults to
    ``random.Random(0)`` so a hint is reproducible."""
    if not view.is_my_turn:
        raise ValueError(
            f"no moves to rank: player {view.player} is not to move "
            + ("(the round is over)" if view.result else f"(player {view.to_move} is)")
        )
    rng = random.Random(0) if rng is None else rng
    legal = view.legal_moves
    if len(legal) == 1:
        expected = {legal[0]: 0.0}
        estimates = [(legal[0], 0.0)]
    else:
        found = estimate_moves(view, legal, playouts=budget, rng=rng)
        estimates = [(e.move, e.mean) for e in found]
        expected = dict(estimates)
    ordered = sorted(estimates, key=lambda item: -item[1])
    return [RankedMove(move, value, explain(view, move, expected)) for move, value in ordered]


def explain(view: PlayerView, move: Move, expected: dict[Move, float] | None = None) -> str:
    """``move`` in plain words: what it captures and which yaku it completes, brings
    closer or blocks; for koi-koi or stop, the points at stake and the risk of going on.
    ``expected`` (move -> expected points) adds the comparison with the other choice."""
    move = Move.parse(move)
    if move.kind in ("koikoi", "stop"):
        return _explain_decision(view, move, expected or {})
    return _explain_play(move_features(view, move))


def hint(
    view: PlayerView, *, budget: int = DEFAULT_BUDGET, rng: random.Random | None = None
) -> str:
    """The best move for the learner and why, in one or two sentences."""
    ranked = rank_moves(view, budget=budget, rng=rng)
    best = ranked[0]
    if len(ranked) == 1:
        return f"Only one move is possible. {best.explanation}"
    runner = ranked[1]
    return (
        f"{best.explanation} Expected {best.expected:+.1f} points, against "
        f"{runner.expected:+.1f} for the next best ({_move_words(runner.move)})."
    )


def review(
    rnd: Round,
    player: int,
    *,
    budget: int = DEFAULT_BUDGET,
    rng: random.Random | None = None,
    limit: int = 3,
    threshold: float = 0.5,
) -> list[CostlyMove]:
    """The learner's costliest moves in a played round, costliest first: every decision
    of ``player`` with a choice is ranked again from their view at that moment; moves
    rated at least ``threshold`` points below the best are kept, ``limit`` at most."""
    if player not in (0, 1):
        raise ValueError(f"player={player!r} must be player 0 or 1")
    rng = random.Random(0) if rng is None else rng
    replay = rnd.initial()
    found: list[CostlyMove] = []
    turn = 0
    for number, played in enumerate(rnd.move_stack):
        turn += replay.to_move == player and played.kind == "play"
        if replay.to_move == player and len(replay.legal_moves()) > 1:
            view = replay.view(player)
            estimates = estimate_moves(view, view.legal_moves, playouts=budget, rng=rng)
            values = {e.move: e.mean for e in estimates}
            best = max(estimates, key=lambda e: e.mean)
            if best.mean - values[played] >= threshold and best.move != played:
                found.append(
                    CostlyMove(
                        number,
                        turn,
                        played,
                        values[played],
                        best.move,
                        best.mean,
                        explain(view, best.move, values),
                    )
                )
        replay.push(played)
    found.sort(key=lambda item: -item.cost)
    return found[:limit]


# --- words ------------------------------------------------------------------------------


def _card(card: Card) -> str:
    return f"{card.code} ({card.name()})"


def _cards(cards: Sequence[Card]) -> str:
    names = [_card(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _codes(cards: Sequence[Card]) -> str:
    codes = [c.code for c in cards]
    return codes[0] if len(codes) == 1 else ", ".join(codes[:-1]) + " or " + codes[-1]


def _played_words(move: Move) -> str:
    if move.kind == "koikoi":
        return "called koi-koi"
    if move.kind == "stop":
        return "stopped"
    if move.kind == "draw":
        assert move.target is not None
        return f"took {move.target.code} with the drawn card"
    return f"played {_move_words(move)}"


def _move_words(move: Move, stop: str = "stop") -> str:
    if move.kind == "koikoi":
        return "koi-koi"
    if move.kind == "stop":
        return stop
    if move.kind == "draw":
        assert move.target is not None
        return f"taking {move.target.code} with the drawn card"
    assert move.card is not None
    return move.card.code + (f" taking {move.target.code}" if move.target else "")


def _explain_play(f: MoveFeatures) -> str:
    parts = []
    if f.move.kind == "draw":
        head = f"Take {_card(f.captured[1])} with the drawn {_card(f.card)}"
    else:
        head = f"Play {_card(f.card)}"
        if not f.laid:
            parts.append(f"it captures {_cards(f.captured[1:])}")
    if f.laid:
        words = f"{head}: nothing matches it, so it stays on the field"
        if f.feeds:
            words += "; careful, the opponent could take it for " + _yaku_list(f.feeds)
        return words + "."
    if f.completes:
        parts.append(
            "completes " + " and ".join(f.completes) + f" ({f.gained} point{_s(f.gained)})"
        )
    elif f.gained:
        parts.append(f"raises your yaku by {f.gained} point{_s(f.gained)}")
    close = [p for p in f.advances if p.needed == 1]
    if close:
        parts.append("brings you one card from " + _needs_list(close))
    blocks = [p for p in f.blocks if p.status == "one away"]
    if blocks:
        parts.append(
            "blocks the opponent's "
            + " and ".join(p.name for p in blocks)
            + (", which was" if len(blocks) == 1 else ", which were")
            + " one card away"
        )
    if not (f.completes or f.gained or close or blocks):
        far = [p for p in f.advances if p.name not in ("kasu", "tan", "tane") and p.needed <= 2]
        if far:
            parts.append("works toward " + " and ".join(p.name for p in far[:2]))
    if not parts:
        return f"{head}."
    text = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    return f"{head}: {text}."


def _explain_decision(view: PlayerView, move: Move, expected: dict[Move, float]) -> str:
    points = _stop_points(view)
    threats = opponent_threats(view)
    cards_left = len(view.hand)
    risk = (
        "The opponent is one card from " + _needs_list(threats)
        if threats
        else "The opponent has no yaku within one card"
    )
    their_calls = view.koikoi_calls[view.opponent]
    if move.kind == "stop":
        words = f"Stop: you win {points} point{_s(points)} now ({view.score()})."
        if threats:
            words += f" {risk}; if you go on and they get it, you score nothing."
        elif cards_left == 0:
            words += " No card is left in your hand to improve with."
        elif cards_left <= 2:
            words += f" Only {cards_left} card{_s(cards_left)} left in your hand to improve with."
        if their_calls:
            words += " The opponent called koi-koi, so your win is doubled."
    elif cards_left == 0 and view.opponent_hand_size == 0:
        words = (
            f"Koi-koi: you give up {points} point{_s(points)} now. It is the last turn of "
            "the round: nobody has a card left, so the round can only end drawn and you "
            "score nothing."
        )
    elif cards_left == 0:
        doubled = ", doubled" if view.rules.koikoi_double != "none" else ""
        words = (
            f"Koi-koi: you give up {points} point{_s(points)} now with no card left to "
            "improve with. The opponent still plays a turn: a new or improved yaku wins for "
            f"them{doubled}; otherwise the round is drawn and you score nothing. {risk}."
        )
    else:
        words = (
            f"Koi-koi: you give up {points} point{_s(points)} now to play on with "
            f"{cards_left} card{_s(cards_left)} in hand. {risk}"
        )
        words += (
            "; if they score before you improve, you get nothing and their points double."
            if view.rules.koikoi_double != "none"
            else "; if they score before you improve, you get nothing."
        )
    other = Move("stop") if move.kind == "koikoi" else Move("koikoi")
    if move in expected and other in expected:
        words += (
            f" The search expects {expected[move]:+.1f} points for {_move_words(move)} and "
            f"{expected[other]:+.1f} for {_move_words(other)}."
        )
    return words


def _stop_points(view: PlayerView) -> int:
    """The points a stop wins now (no hidden card matters)."""
    state = sample_state(view, random.Random(0))
    apply_move(state, Move("stop"))
    return outcome(state, view.player)


def _needs_list(items: Sequence[YakuProgress]) -> str:
    return " and ".join(
        f"{p.name} (needs {_codes(p.completing)})" if p.completing else p.name for p in items
    )


def _yaku_list(items: Sequence[YakuProgress]) -> str:
    return " and ".join(p.name for p in items)


def _s(n: int) -> str:
    return "" if n == 1 else "s"


__all__ = ["CostlyMove", "RankedMove", "explain", "hint", "rank_moves", "review"]
