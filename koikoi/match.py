"""A match: the dealer draw, rounds in sequence, dealers, totals and the winner.

>>> match = Match(rounds=3, seed=7)
>>> match.round.month, match.is_over
(1, False)
>>> while not match.is_over:
...     _ = match.push(match.round.legal_moves()[0])
>>> len(match.results) >= 3, match.scores == Match.from_json(match.to_json()).scores
(True, True)
"""

from __future__ import annotations

import enum
import json
import random
from dataclasses import dataclass
from typing import Any

from .deal import DealerDraw, choose_dealer, shuffled_deck
from .errors import shown
from .i18n import Translator
from .moves import IllegalMoveError, Move
from .result import Reason
from .round import Round, RoundResult
from .rules import RuleSet
from .saved import check_moves, check_version, read_json, replay
from .standing import Standing
from .validation import check_seed, is_whole_number

_ = Translator("koikoi")


@dataclass(frozen=True, slots=True)
class MatchRound:
    """A finished round of a match: its number (void deals share the number of the
    redeal), the dealer and the result."""

    number: int
    dealer: int
    result: RoundResult


class DealerReason(enum.StrEnum):
    """Why a round's dealer deals it (:attr:`Match.dealer_reasons`)."""

    DEALER_DRAW = "dealer-draw"
    """The first round: the dealer draw chose them."""
    VOID_DEAL = "void-deal"
    """The deal before was void: the same dealer deals the same round again."""
    WINNER = "winner"
    """They won the round before (also by teshi, kuttsuki or oya-ken points)."""
    DRAWN_OTHER = "drawn-other"
    """Nobody won the round before: the other player deals (``dealer_after_draw="other"``)."""
    DRAWN_SAME = "drawn-same"
    """Nobody won the round before: the same dealer deals again (``dealer_after_draw="same"``)."""


class Match:
    """Rounds of Koi-Koi in sequence, advancing by itself when a round ends.

    ``rules`` may be a preset name; ``rounds`` defaults to ``rules.rounds``; ``seed``
    seeds the one ``random.Random`` that draws the dealer and shuffles every deal, so
    (seed, moves) replays the match.

    - The first dealer comes from :attr:`dealer_draw` (the cards drawn, kept for lessons).
    - Round *n* is played in month *n* (for tsuki-fuda).
    - A void deal is redealt by the same dealer in the same round; it stays in
      :attr:`rounds` and :attr:`results` but does not use up a round.
    - The winner of a round deals the next one (also after teshi or kuttsuki, and the
      dealer after oya-ken points); after a drawn round the dealer changes or stays per
      ``rules.dealer_after_draw``.
    - :attr:`scores` counts points won, or a ledger where both start at
      ``rules.ledger_start`` and each round's points pass from the loser to the winner.
    """

    def __init__(
        self,
        rules: RuleSet | str | None = None,
        *,
        rounds: int | None = None,
        seed: int | None = None,
    ) -> None:
        self.rules = RuleSet.coerce(rules)
        self.total_rounds = self.rules.rounds if rounds is None else rounds
        if not is_whole_number(self.total_rounds) or not 1 <= self.total_rounds <= 12:
            raise ValueError(f"rounds={shown(rounds)} must be a number of rounds from 1 to 12")
        check_seed(seed)
        self.seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        self._rng = random.Random(self.seed)
        self.dealer_draw: DealerDraw = choose_dealer(self.rules, self._rng)
        self._rounds: list[Round] = []
        self._reasons: list[DealerReason] = []
        self._played = 0  # rounds that count (void deals excluded)
        self._deal(self.dealer_draw.dealer, DealerReason.DEALER_DRAW)

    # --- state --------------------------------------------------------------------------

    @property
    def round(self) -> Round:
        """The current round (the last one once the match is over)."""
        return self._rounds[-1]

    @property
    def rounds(self) -> tuple[Round, ...]:
        """Every round dealt so far, void deals included."""
        return tuple(self._rounds)

    @property
    def round_number(self) -> int:
        """The number (1-based) of the current round; void deals do not use one up."""
        return self._played + (0 if self.is_over else 1)

    @property
    def results(self) -> tuple[RoundResult, ...]:
        """The results of the finished rounds, void deals included."""
        return tuple(r.result for r in self._rounds if r.result is not None)

    @property
    def history(self) -> tuple[MatchRound, ...]:
        """The finished rounds with their numbers and dealers."""
        out, number = [], 1
        for rnd in self._rounds:
            if rnd.result is not None:
                out.append(MatchRound(number, rnd.dealer, rnd.result))
                number += rnd.result.reason != Reason.REDEAL
        return tuple(out)

    @property
    def dealer_reasons(self) -> tuple[DealerReason, ...]:
        """Why each round dealt so far (void deals included, as in :attr:`rounds`) is
        dealt by its dealer."""
        return tuple(self._reasons)

    @property
    def dealer_reason(self) -> DealerReason:
        """Why the current round's dealer deals it."""
        return self._reasons[-1]

    @property
    def starting_scores(self) -> tuple[int, int]:
        """Both players' totals before the first round: 0, or ``rules.ledger_start`` on a
        ledger."""
        start = self.rules.ledger_start if self.rules.scoreboard == "ledger" else 0
        return start, start

    @property
    def running_scores(self) -> tuple[tuple[int, int], ...]:
        """Both players' totals after each finished deal (one pair per :attr:`results`
        entry): points won, or the ledger where the loser pays the winner."""
        ledger = self.rules.scoreboard == "ledger"
        totals = list(self.starting_scores)
        out = []
        for result in self.results:
            if result.winner is not None:
                totals[result.winner] += result.points
                if ledger:
                    totals[1 - result.winner] -= result.points
            out.append((totals[0], totals[1]))
        return tuple(out)

    @property
    def scores(self) -> tuple[int, int]:
        """Both players' totals: points won, or the 50-point ledger under
        ``scoreboard="ledger"`` (the loser pays the winner)."""
        running = self.running_scores
        return running[-1] if running else self.starting_scores

    @property
    def is_over(self) -> bool:
        """Whether all rounds have been played."""
        return self._played >= self.total_rounds

    @property
    def winner(self) -> int | None:
        """The player with the higher total once the match is over; None if drawn or not
        over."""
        if not self.is_over:
            return None
        a, b = self.scores
        return None if a == b else (0 if a > b else 1)

    # --- play ---------------------------------------------------------------------------

    def push(self, move: Move | str) -> Move:
        """Make a move in the current round; the next round is dealt when it ends."""
        move = Move.parse(move)  # a malformed move is named as such, even after the end
        if self.is_over:
            raise IllegalMoveError(_("cannot play {move}: the match is over", move=repr(str(move))))
        return self.round.push(move)  # the round tells the match (its follower)

    def _deal(self, dealer: int, reason: DealerReason) -> None:
        order = shuffled_deck(self._rng)
        rnd = Round.from_deck_order(self.rules, order, dealer=dealer, month=self._played + 1)
        rnd.follower = _Follower(self)  # moves pushed on match.round advance the match too
        rnd.standing = Standing(self.scores, self.total_rounds - self._played - 1)
        self._rounds.append(rnd)
        self._reasons.append(reason)
        self._advance()

    def _round_moved(self, rnd: Round) -> None:
        """A move was pushed on the current round ``rnd``."""
        self._advance()

    def _round_undoing(self, rnd: Round) -> None:
        """Before a move of ``rnd`` is undone: refused in a round the match has left; the
        last round of a finished match reopens (the match is no longer over)."""
        if rnd is not self._rounds[-1]:
            number = self._rounds.index(rnd) + 1
            raise IllegalMoveError(
                f"cannot undo a move of round {number}: the match has dealt round "
                f"{len(self._rounds)} since; only match.round, the current round, can be undone"
            )
        if rnd.result is not None:  # the last round of a finished match: it counts no more
            self._played -= 1

    def _advance(self) -> None:
        rnd = self.round
        result = rnd.result
        if result is None:
            return
        if result.reason == Reason.REDEAL:
            self._deal(rnd.dealer, DealerReason.VOID_DEAL)
            return
        self._played += 1
        if self.is_over:
            return
        if result.winner is not None:
            self._deal(result.winner, DealerReason.WINNER)
        elif self.rules.dealer_after_draw == "same":
            self._deal(rnd.dealer, DealerReason.DRAWN_SAME)
        else:
            self._deal(1 - rnd.dealer, DealerReason.DRAWN_OTHER)

    # --- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The match as JSON-ready data: rules, rounds, seed and every round's moves."""
        return {
            "version": 1,
            "rules": self.rules.to_dict(),
            "rounds": self.total_rounds,
            "seed": self.seed,
            "moves": [[str(m) for m in r.move_stack] for r in self._rounds],
        }

    def to_json(self) -> str:
        """The match as JSON (see :meth:`from_json`)."""
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        """A match from :meth:`to_dict` data, replayed to the same state (a field of the
        wrong type or value raises ``ValueError`` naming it; a bad move raises the error
        :meth:`push` gives, naming the round and the move)."""
        check_version("match", data, "Match.to_dict")
        missing = [key for key in ("rules", "rounds", "seed", "moves") if key not in data]
        if missing:
            raise ValueError(f"match data lacks {', '.join(map(repr, missing))}")
        seed, saved = data["seed"], check_moves("moves", data["moves"])
        if seed is None:
            raise ValueError("seed=None: a saved match needs the seed that dealt it")
        if data["rounds"] is None:  # Match() would take the rules' number of rounds
            raise ValueError("rounds=None: a saved match needs its number of rounds")
        per_round = [check_moves(f"moves[{n - 1}]", moves) for n, moves in enumerate(saved, 1)]
        try:
            rules = RuleSet.from_dict(data["rules"])
        except ValueError as error:
            raise ValueError(f"rules: {error}") from None
        match = cls(rules, rounds=data["rounds"], seed=seed)
        for number, moves in enumerate(per_round, 1):
            if len(match.rounds) != number and moves:
                raise ValueError(
                    f"moves[{number - 1}]: saved round {number} has moves, but round "
                    f"{len(match.rounds)} was not over after its saved moves"
                )
            replay(match.push, moves, f"round {number}, ")
        return match

    @classmethod
    def from_json(cls, text: str) -> Match:
        """A match from :meth:`to_json` output (text that is not JSON raises ``ValueError``)."""
        return cls.from_dict(read_json("match", text))

    def __repr__(self) -> str:
        a, b = self.scores
        return f"<Match round {self.round_number}/{self.total_rounds} scores {a}-{b}>"


class _Follower:
    """The :class:`~koikoi.round.RoundFollower` a match sets on its current round."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def round_moved(self, rnd: Round) -> None:
        self.match._round_moved(rnd)

    def round_undoing(self, rnd: Round) -> None:
        self.match._round_undoing(rnd)
