"""The coach: ranks a learner's legal moves by expected points and explains them in words.

The estimates come from the strong agent's search (:func:`koikoi.agents.estimate_moves`):
sample the hidden cards consistently with the learner's view, play every move out, average
the round's points from the learner's side. They carry standard errors and are computed
once per position (:func:`koikoi.tutor.estimates.analyse`): the review reuses what a hint
showed, and calls a move a mistake only when its loss exceeds the search's noise.
Explanations read the move itself (what it captures, which yaku it completes, brings
closer or blocks) and, for koi-koi or stop, the risk of going on given the opponent's
progress.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1",
...     deck="4p2 5p1 5p2", captured=("10a 6a", ""))
>>> best = rank_moves(rnd.view(0), budget=200, rng=random.Random(1))[0]
>>> print(best.explanation)
Play the boar (7a): it captures the bush clover plain 1 (7p1) and completes inoshikacho (5 points).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..agents.greedy import MoveFeatures, move_features, opponent_threats
from ..agents.search import margin
from ..i18n import Translator, join
from ..moves import Move
from ..points import Doubling, ExhaustedRound, Exhaustion, RoundPoints, round_points
from ..round import Round
from ..scoring import YakuProgress
from ..view import PlayerView
from .estimates import NOISE, analyse, estimate_of
from .phrases import (
    card_in_sentence,
    decimal,
    each_and,
    either,
    move_named,
    move_words,
    named_in_sentence,
    score_text,
    signed,
)

_ = Translator("tutor")
ngettext = _.n

DEFAULT_BUDGET = 2000
"""Play-outs per position for hints and reviews (about a tenth of a second)."""


@dataclass(frozen=True, slots=True)
class RankedMove:
    """A legal move, its expected round points for the learner (points won, minus points
    lost; 0 for a drawn round), and why it is good or bad, in words."""

    move: Move
    expected: float
    explanation: str
    error: float = 0.0
    """The standard error of ``expected``."""

    def __str__(self) -> str:
        return f"{self.move} ({self.expected:+.1f} ± {self.error:.1f}): {self.explanation}"


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
    error: float = 0.0
    """The standard error of :attr:`cost` (paired over the search's samples)."""

    @property
    def cost(self) -> float:
        """Expected points lost by the move played, against the better choice."""
        return self.better_expected - self.expected

    def __str__(self) -> str:
        return _(
            "Turn {turn}: {played}; {better} was better by about {cost} ± {error} points. "
            "{explanation}",
            turn=self.turn,
            played=_played_words(self.played),
            better=move_named(self.better, stopping=True),
            cost=decimal(self.cost),
            error=decimal(self.error),
            explanation=self.explanation,
        )


def rank_moves(
    view: PlayerView,
    *,
    budget: int = DEFAULT_BUDGET,
    rng: random.Random | None = None,
) -> list[RankedMove]:
    """The learner's legal moves, best first, each with its expected points and an
    explanation. ``budget`` is the number of play-outs; ``rng`` seeds a new search (by
    default one seeded by the position, so a hint is reproducible); a position already
    searched with that budget is not searched again."""
    if not view.is_my_turn:
        raise ValueError(
            f"no moves to rank: player {view.player} is not to move "
            + ("(the round is over)" if view.result else f"(player {view.to_move} is)")
        )
    legal = view.legal_moves
    if len(legal) == 1:
        return [RankedMove(legal[0], 0.0, explain(view, legal[0], {legal[0]: 0.0}))]
    found = analyse(view, budget=budget, rng=rng)
    expected = {e.move: e.mean for e in found}
    return [RankedMove(e.move, e.mean, explain(view, e.move, expected), e.stderr) for e in found]


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
        return _("Only one move is possible. {explanation}", explanation=best.explanation)
    runner = ranked[1]
    found = analyse(view, budget=budget, rng=rng)
    ahead, error = margin(estimate_of(found, best.move), estimate_of(found, runner.move))
    if ahead == 0 and error == 0:
        return _(
            "{explanation} Expected {best} points; the next best, {move}, is just as good.",
            explanation=best.explanation,
            best=signed(best.expected),
            move=move_named(runner.move),
        )
    facts = {
        "explanation": best.explanation,
        "best": signed(best.expected),
        "runner": signed(runner.expected),
        "move": move_named(runner.move),
        "margin": decimal(ahead),
        "error": decimal(error),
    }
    if ahead <= NOISE * error:
        return _(
            "{explanation} Expected {best} points; the next best, {move}, expects {runner}, "
            "about as much: the difference, {margin} ± {error}, is small enough to be chance.",
            **facts,
        )
    return _(
        "{explanation} Expected {best} points, against {runner} for the next best, {move}: "
        "better by {margin} ± {error}.",
        **facts,
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
    of ``player`` with a choice is ranked from their view at that moment (reusing the
    search a hint made there, at whatever budget); a move is kept when it is rated at
    least ``threshold`` points below the best and by more than :data:`NOISE` standard
    errors of that margin, ``limit`` at most."""
    if player not in (0, 1):
        raise ValueError(f"player={player!r} must be player 0 or 1")
    replay = rnd.initial()
    found: list[CostlyMove] = []
    turn = 0
    for number, played in enumerate(rnd.move_stack):
        turn += replay.to_move == player and played.kind == "play"
        if replay.to_move == player and len(replay.legal_moves()) > 1:
            view = replay.view(player)
            estimates = analyse(view, budget=budget, rng=rng, reuse_any=True)
            best, mine = estimates[0], estimate_of(estimates, played)
            cost, error = margin(best, mine)
            if best.move != played and cost >= threshold and cost > NOISE * error:
                values = {e.move: e.mean for e in estimates}
                found.append(
                    CostlyMove(
                        number,
                        turn,
                        played,
                        mine.mean,
                        best.move,
                        best.mean,
                        explain(view, best.move, values),
                        error,
                    )
                )
        replay.push(played)
    found.sort(key=lambda item: -item.cost)
    return found[:limit]


# --- words ------------------------------------------------------------------------------


def _played_words(move: Move) -> str:
    if move.kind == "koikoi":
        return _("you called koi-koi")
    if move.kind == "stop":
        return _("you stopped")
    if move.kind == "draw":
        assert move.target is not None
        return _("you took {card} with the drawn card", card=card_in_sentence(move.target))
    return _("you played {move}", move=move_named(move))


def _explain_play(f: MoveFeatures) -> str:
    parts = []
    if f.move.kind == "draw":
        head = _(
            "Take {card} with the drawn card, {drawn}",
            card=card_in_sentence(f.captured[1]),
            drawn=card_in_sentence(f.card),
        )
    else:
        head = _("Play {card}", card=card_in_sentence(f.card))
        if not f.laid:
            parts.append(_("it captures {cards}", cards=named_in_sentence(f.captured[1:])))
    if f.laid:
        if f.feeds:
            return _(
                "{head}: nothing matches it, so it stays on the field; careful, the opponent "
                "could take it for {yaku}.",
                head=head,
                yaku=_yaku_list(f.feeds),
            )
        return _("{head}: nothing matches it, so it stays on the field.", head=head)
    if f.completes:
        parts.append(
            ngettext(
                "completes {yaku} ({count} point)",
                "completes {yaku} ({count} points)",
                f.gained,
                yaku=each_and(f.completes),
                count=f.gained,
            )
        )
    elif f.gained:
        parts.append(
            ngettext(
                "raises your yaku by {count} point",
                "raises your yaku by {count} points",
                f.gained,
                count=f.gained,
            )
        )
    close = [p for p in f.advances if p.needed == 1]
    if close:
        parts.append(_("leaves you needing only {needs}", needs=_needs_list(close)))
    blocks = [p for p in f.blocks if p.status == "one away"]
    if blocks:
        parts.append(
            ngettext(
                "denies the opponent's {yaku}, which was one card away",
                "denies the opponent's {yaku}, which were one card away",
                len(blocks),
                yaku=_yaku_list(blocks),
            )
        )
    if not (f.completes or f.gained or close or blocks):
        far = [p for p in f.advances if p.name not in ("kasu", "tan", "tane") and p.needed <= 2]
        if far:
            parts.append(_("works toward {yaku}", yaku=_yaku_list(far[:2])))
    if not parts:
        return f"{head}."
    return f"{head}: {join(parts)}."


def _explain_decision(view: PlayerView, move: Move, expected: dict[Move, float]) -> str:
    threats = opponent_threats(view)
    cards_left = len(view.hand)
    risk = (
        _("The opponent needs only {needs}", needs=_needs_list(threats))
        if threats
        else _("The opponent has no yaku within one card")
    )
    win = _stop_win(view)
    points = win.points
    # If the opponent wins after this call, the engine doubles their win for it or not.
    doubles = (
        Doubling.KOIKOI
        in round_points(1, view.rules, loser_called=True, loser_called_last=True).doubled
    )
    ending = view.exhausted_round(calling=True)
    if move.kind == "stop":
        words = ngettext(
            "Stop: you win {count} point now ({score}).",
            "Stop: you win {count} points now ({score}).",
            points,
            count=points,
            score=score_text(view.score()),
        )
        if threats:
            words += " " + _("{risk}; if you go on and they get it, you score nothing.", risk=risk)
        elif cards_left == 0:
            words += " " + _("No card is left in your hand to improve with.")
        elif cards_left <= 2:
            words += " " + ngettext(
                "Only {count} card left in your hand to improve with.",
                "Only {count} cards left in your hand to improve with.",
                cards_left,
                count=cards_left,
            )
        if Doubling.KOIKOI in win.doubled:
            words += " " + _("The opponent called koi-koi, so your win is doubled.")
    elif cards_left == 0 and ending.by != Exhaustion.DRAWN:
        words = _last_call_words(view, points, ending, doubles, risk)
    elif cards_left == 0 and view.opponent_hand_size == 0:
        words = ngettext(
            "Koi-koi: you give up {count} point now. It is the last turn of the round: nobody "
            "has a card left, so the round can only end drawn and you score nothing.",
            "Koi-koi: you give up {count} points now. It is the last turn of the round: nobody "
            "has a card left, so the round can only end drawn and you score nothing.",
            points,
            count=points,
        )
    elif cards_left == 0 and doubles:
        words = ngettext(
            "Koi-koi: you give up {count} point now with no card left to improve with. The "
            "opponent still plays a turn: a new or improved yaku wins for them, doubled; "
            "otherwise the round is drawn and you score nothing. {risk}.",
            "Koi-koi: you give up {count} points now with no card left to improve with. The "
            "opponent still plays a turn: a new or improved yaku wins for them, doubled; "
            "otherwise the round is drawn and you score nothing. {risk}.",
            points,
            count=points,
            risk=risk,
        )
    elif cards_left == 0:
        words = ngettext(
            "Koi-koi: you give up {count} point now with no card left to improve with. The "
            "opponent still plays a turn: a new or improved yaku wins for them; otherwise the "
            "round is drawn and you score nothing. {risk}.",
            "Koi-koi: you give up {count} points now with no card left to improve with. The "
            "opponent still plays a turn: a new or improved yaku wins for them; otherwise the "
            "round is drawn and you score nothing. {risk}.",
            points,
            count=points,
            risk=risk,
        )
    else:
        given = ngettext("{count} point", "{count} points", points, count=points)
        held = ngettext("{count} card", "{count} cards", cards_left, count=cards_left)
        words = (
            _(
                "Koi-koi: you give up {points} now to play on with {cards} in hand. {risk}; if "
                "they score before you improve, you get nothing and their points double.",
                points=given,
                cards=held,
                risk=risk,
            )
            if doubles
            else _(
                "Koi-koi: you give up {points} now to play on with {cards} in hand. {risk}; if "
                "they score before you improve, you get nothing.",
                points=given,
                cards=held,
                risk=risk,
            )
        )
    other = Move("stop") if move.kind == "koikoi" else Move("koikoi")
    if move in expected and other in expected:
        words += " " + _(
            "Expected points: {mine} for {move} and {theirs} for {other}.",
            mine=signed(expected[move]),
            move=move_words(move),
            theirs=signed(expected[other]),
            other=move_words(other),
        )
    return words


def _last_call_words(
    view: PlayerView, points: int, ending: ExhaustedRound, doubles: bool, risk: str
) -> str:
    """Koi-koi with no card left, where the rules give an exhausted round to the caller or
    the dealer (``ending``, as the engine would end it after the call)."""
    given = ngettext("{count} point", "{count} points", points, count=points)
    scored = ending.points.points
    if ending.by == Exhaustion.CALLER:
        outcome = ngettext(
            "the caller keeps the yaku held at the call: you score {count} point",
            "the caller keeps the yaku held at the call: you score {count} points",
            scored,
            count=scored,
        )
    else:
        who = _("you") if ending.winner == view.player else _("your opponent")
        outcome = ngettext(
            "the dealer scores {count} oya-ken point: {who}",
            "the dealer scores {count} oya-ken points: {who}",
            scored,
            count=scored,
            who=who,
        )
    head = (
        _("Koi-koi rather than a stop for {points}.", points=given)
        if ending.by == Exhaustion.CALLER
        else _("Koi-koi: you give up {points} now.", points=given)
    )
    if view.opponent_hand_size == 0:
        tail = _(
            "It is the last turn of the round: nobody has a card left, so the round ends with "
            "both hands played out and {outcome}.",
            outcome=outcome,
        )
        return f"{head} {tail}"
    their = (
        _("a new or improved yaku wins for them, doubled")
        if doubles
        else _("a new or improved yaku wins for them")
    )
    tail = _(
        "You have no card left to improve with, and the opponent still plays a turn: "
        "{their}; otherwise both hands are played out and {outcome}. {risk}.",
        their=their,
        outcome=outcome,
        risk=risk,
    )
    return f"{head} {tail}"


def _stop_win(view: PlayerView) -> RoundPoints:
    """What a stop wins now, as the engine counts it (base, doublings, points)."""
    them = view.opponent
    return round_points(
        view.score().total,
        view.rules,
        loser_called=view.koikoi_calls[them] > 0,
        loser_called_last=view.last_caller == them,
    )


def _stop_points(view: PlayerView) -> int:
    """The points a stop wins now, as the engine counts them."""
    return _stop_win(view).points


def _needs_list(items: Sequence[YakuProgress]) -> str:
    """What each yaku one card away still needs: "the sake cup (9a) for tsukimi and ...", the
    card codes the only parentheses."""
    return each_and(
        _(
            "{cards} for {yaku}",
            yaku=p.name,
            cards=either(card_in_sentence(c) for c in p.completing),
        )
        if p.completing
        else _("one card for {yaku}", yaku=p.name)
        for p in items
    )


def _yaku_list(items: Sequence[YakuProgress]) -> str:
    return each_and(p.name for p in items)


__all__ = ["CostlyMove", "RankedMove", "explain", "hint", "rank_moves", "review"]
