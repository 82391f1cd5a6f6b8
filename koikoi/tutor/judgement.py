"""Judgement: positions from real play where one move is clearly best, and why.

A :class:`Position` is a moment of a seeded round (``Round.deal(seed=..., dealer=...)``
and the moves played so far) where the strong search's best move beats every other move
by a clear margin of expected points, labelled with the :class:`Principle` it shows.
:func:`find_positions` finds them in rounds between seeded greedy players; the lesson's
positions are stored in :data:`POSITIONS` (found by ``benchmarks/find_positions.py``), so
nothing is searched while a lesson runs. :func:`check_judgement` marks a learner's move in
such a position with the search's figures, the coach's words and the principle.

>>> position = POSITIONS[0]
>>> rnd = position.round()
>>> rnd.to_move == position.player and position.margin >= PRINCIPLES[position.principle].min_margin
True
>>> check_judgement(position, position.best).correct
True
>>> deny = position_named("deny 6/7")  # 7 moves: 6 cards played and one koi-koi call
>>> len(deny.moves), deny.cards_played
(7, 6)
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

from ..agents import GreedyAgent, MoveEstimate, estimate_moves, margin, move_features
from ..cards import Card
from ..i18n import N_, Translator, join
from ..moves import IllegalMoveError, Move
from ..policies import CARD_VALUE
from ..round import Phase, Round
from ..view import PlayerView
from .checks import Feedback
from .coach import explain
from .estimates import NOISE, analyse
from .judgement_table import POSITION_ROWS
from .phrases import capitalized, card_in_sentence, move_named, signed
from .texts import RuleText, by_key

_ = Translator("tutor")
ngettext = _.n

BUDGET = 4000
"""Play-outs per measured position (about a quarter of a second)."""
MIN_MARGIN = 1.0
"""Expected points by which the best move must beat every other move (a principle may ask
for less: :attr:`Principle.min_margin`)."""
TIE = 0.05
"""Moves within this many expected points of the best are as good (e.g. two plains of one
month, or the two cards of a pair)."""


@dataclass(frozen=True, slots=True)
class Principle(RuleText):
    """A rule of thumb for playing well: a short ``key``, a ``title``, the principle in one
    or two sentences as ``body`` (both in the current language, with the values of
    ``rules``), and the margin a position must show (``min_margin``)."""

    min_margin: float = MIN_MARGIN


PRINCIPLES: dict[str, Principle] = by_key(
    Principle(
        "two-matches",
        N_("Of two matches, take the valuable one"),
        N_(
            "When a card matches two field cards, capture the one worth more (a bright, the "
            "sake cup, a card of a yaku you are building): the other one stays for later."
        ),
    ),
    Principle(
        "deny",
        N_("Deny the opponent's yaku; never feed it"),
        N_(
            "When the opponent is one card from a yaku, take that card if you can, and never "
            "lay a card that completes it."
        ),
    ),
    Principle(
        "exposed-first",
        N_("Take exposed valuables before safe ones"),
        N_(
            "A field card is safe when no card of its month is unseen (the others are in "
            "your hand, on the field or captured): only you can take it, so it waits. "
            "Capture the valuable card the opponent could take first."
        ),
    ),
    Principle(
        "counting",
        N_("Count the unseen cards"),
        N_(
            "List the cards of a month you have not seen. When nothing good captures, lay a "
            "card whose month-mates are all seen: the opponent cannot take it (and if you hold "
            "its partner, it is yours when you play it). A card they may match is a gift."
        ),
        min_margin=0.5,  # a safe lay saves a card, rarely a yaku: smaller stakes
    ),
    Principle(
        "partner",
        N_("Lay a card your hand can take back"),
        N_(
            "When nothing good captures, lay a card whose partner of the same month is in "
            "your hand: next turn your own card captures it, unless the opponent takes it "
            "first. A card laid with no partner in your hand is left for whoever matches it."
        ),
        min_margin=0.5,  # as for a safe lay: a card saved, rarely a yaku
    ),
    Principle(
        "koikoi",
        N_("Koi-koi arithmetic"),
        N_(
            "Your next improvement ends the round, so a koi-koi usually adds a point or two; "
            "it doubles only at {double_at} or more. Call koi-koi when time is long and the "
            "opponent is far from a yaku; stop with a large score or when they are one card "
            "away."
        ),
    ),
)
"""The principles the positions show, by key."""


@dataclass(frozen=True, slots=True)
class Position:
    """A seeded moment of real play where ``best`` is clearly the best move.

    The round is ``Round.deal(seed=seed, dealer=dealer)`` (standard rules) after
    ``moves``; ``estimates`` are the search's expected points for every legal move, best
    first, from :func:`measure` with ``budget`` play-outs.
    """

    principle: str
    seed: int
    dealer: int
    moves: tuple[str, ...]
    estimates: tuple[tuple[str, float], ...]
    budget: int = BUDGET

    def round(self) -> Round:
        """The position, replayed from its seed and moves (a fresh copy each time)."""
        rnd = Round.deal(seed=self.seed, dealer=self.dealer, month=None)  # one round, no month
        for move in self.moves:
            rnd.push(move)
        return rnd

    @property
    def player(self) -> int:
        """The player to move, whose view the position is seen from."""
        return self.round().to_move

    @property
    def best(self) -> Move:
        """The search's best move."""
        return Move.parse(self.estimates[0][0])

    @property
    def best_moves(self) -> tuple[Move, ...]:
        """The best move and those as good (within :data:`TIE`), all right answers."""
        top = self.estimates[0][1]
        return tuple(Move.parse(m) for m, value in self.estimates if value >= top - TIE)

    @property
    def runner_up(self) -> tuple[Move, float]:
        """The best of the worse moves, with its expected points."""
        move, value = self.estimates[len(self.best_moves)]
        return Move.parse(move), value

    @property
    def margin(self) -> float:
        """Expected points by which the best moves beat the next best."""
        return self.estimates[0][1] - self.runner_up[1]

    @property
    def cards_played(self) -> int:
        """Hand cards played before the position (a koi-koi decision or the choice of what
        a drawn card takes is no play), as the table shows them."""
        return sum(Move.parse(m).kind == "play" for m in self.moves)

    @property
    def key(self) -> str:
        """A short name for the position, e.g. ``"deny 17/9"`` (seed / moves played)."""
        return f"{self.principle} {self.seed}/{len(self.moves)}"

    def expected(self) -> dict[Move, float]:
        """Expected points of every legal move."""
        return {Move.parse(m): value for m, value in self.estimates}


def measure(rnd: Round, *, budget: int = BUDGET) -> list[tuple[Move, float]]:
    """Every legal move of the mover with its expected points, best first, from
    ``budget`` play-outs on a generator seeded by the round's seed and move count (the
    same position always gives the same figures)."""
    if rnd.is_over:
        raise ValueError("the round is over: there is no move to measure")
    return [(e.move, e.mean) for e in _estimates(rnd, budget)]


def _estimates(rnd: Round, budget: int) -> tuple[MoveEstimate, ...]:
    """The coach's estimates of the mover's moves (shared with hints and reviews)."""
    view = rnd.view(rnd.to_move)
    rng = random.Random(f"judgement:{rnd.seed}:{len(rnd.move_stack)}")
    return analyse(view, budget=budget, rng=rng)


def _beyond_noise(estimates: tuple[MoveEstimate, ...], best: Sequence[Move]) -> bool:
    """Whether every best move beats every other by more than :data:`NOISE` standard
    errors of the margin."""
    worse = [e for e in estimates if e.move not in best]
    return all(
        ahead > NOISE * error
        for top in (e for e in estimates if e.move in best)
        for ahead, error in (margin(top, other) for other in worse)
    )


# --- reading the principle a move shows ------------------------------------------------


def _unseen_mates(view: PlayerView, card: Card) -> tuple[Card, ...]:
    """Cards of ``card``'s month that ``view``'s player has not seen (the opponent may
    hold them or draw them)."""
    return tuple(c for c in view.unseen() if c.month == card.month and c != card)


def _is_valuable(card: Card) -> bool:
    return CARD_VALUE[card.index] >= 2


def principle_of(view: PlayerView, best: Move, others: Sequence[Move]) -> str | None:
    """The principle that ``best`` (rather than ``others``) shows in ``view``, or None.

    In order: a koi-koi decision; a capture that blocks an opponent's yaku one card away
    or a better move than the first of ``others`` laying a card that feeds it
    (``deny``); the valuable of two matches; an exposed valuable taken while a safe one
    waits; a card nobody can take laid while another move lays one the opponent could
    take (``counting``); a card laid while a card of its month stays in the hand, where
    another move lays a card with none (``partner``). ``others`` are the other moves, best
    first.
    """
    if view.phase is Phase.DECISION:
        return "koikoi"
    if best.kind not in ("play", "draw"):
        return None
    chosen = move_features(view, best)
    rivals = [move_features(view, m) for m in others if m.kind in ("play", "draw")]
    if any(p.status == "one away" for p in chosen.blocks) or (
        not chosen.feeds and any(r.feeds for r in rivals[:1])
    ):
        return "deny"
    if best.target is not None:
        twins = [t for r in rivals if r.card == chosen.card and (t := r.move.target) is not None]
        if any(CARD_VALUE[best.target.index] > CARD_VALUE[t.index] for t in twins):
            return "two-matches"
    taken = chosen.captured[1:]
    if any(_is_valuable(c) and _unseen_mates(view, c) for c in taken):
        for rival in rivals:
            if any(_is_valuable(c) and not _unseen_mates(view, c) for c in rival.captured[1:]):
                return "exposed-first"
    dead = chosen.laid and not _unseen_mates(view, chosen.card)
    if dead and any(r.laid and _unseen_mates(view, r.card) for r in rivals):
        return "counting"
    lone = any(r.laid and not _partnered(view, r.card) for r in rivals)
    if chosen.laid and _partnered(view, chosen.card) and lone:
        return "partner"
    return None


def _partnered(view: PlayerView, card: Card) -> bool:
    """Whether another card of ``card``'s month is in the hand: laid, ``card`` waits for it."""
    return any(c.month == card.month and c != card for c in view.hand)


def _possible_principles(view: PlayerView) -> set[str]:
    """The principles some legal move might show (a cheap test before searching)."""
    if view.phase is Phase.DECISION:
        return {"koikoi"}
    possible = set()
    for move in view.legal_moves:
        if move.target is not None:
            possible.add("two-matches")
        features = move_features(view, move)
        if features.blocks or features.feeds:
            possible.add("deny")
        if features.laid and not _unseen_mates(view, features.card):
            possible.add("counting")
        if features.laid and _partnered(view, features.card):
            possible.add("partner")
        if any(_is_valuable(c) and not _unseen_mates(view, c) for c in features.captured[1:]):
            possible.add("exposed-first")
    return possible


# --- finding positions -------------------------------------------------------------------


def find_positions(
    seeds: Iterable[int],
    *,
    budget: int = BUDGET,
    min_margin: float | None = None,
    wanted: Collection[str] | None = None,
) -> Iterator[Position]:
    """Positions from rounds between seeded greedy players (one round per seed, dealer
    ``seed % 2``, standard rules) where the search's best move beats every other move by
    ``min_margin`` expected points or more (default: the principle's own margin),
    confirmed by a second, independent search, and shows a principle (one of ``wanted``
    if given: a caller may shrink it between positions to stop looking for a principle).
    Slow (a search per candidate position): run it offline."""
    for seed in seeds:
        rnd = Round.deal(seed=seed, dealer=seed % 2)
        agents = _greedy_players(seed)
        while not rnd.is_over:
            view = rnd.view(rnd.to_move)
            possible = _possible_principles(view) if len(view.legal_moves) > 1 else set()
            if wanted is not None:
                possible &= set(wanted)
            if possible:
                found = judge(rnd, budget=budget, min_margin=min_margin)
                if found is not None and found.principle in possible:
                    yield found
            rnd.push(agents[rnd.to_move].choose(view, view.legal_moves))


def _greedy_players(seed: int) -> list[GreedyAgent]:
    return [GreedyAgent(seed=seed * 2 + p) for p in (0, 1)]


def greedy_round(seed: int, plies: int) -> Round:
    """The round :func:`find_positions` plays for ``seed``, after its first ``plies``
    moves."""
    rnd = Round.deal(seed=seed, dealer=seed % 2)
    agents = _greedy_players(seed)
    for _ in range(plies):
        if rnd.is_over:
            raise ValueError(f"seed {seed}: the round is over after {len(rnd.move_stack)} moves")
        view = rnd.view(rnd.to_move)
        rnd.push(agents[rnd.to_move].choose(view, view.legal_moves))
    return rnd


def judge(rnd: Round, *, budget: int = BUDGET, min_margin: float | None = None) -> Position | None:
    """The position of a dealt round (standard rules) if its best moves beat the others
    by the margin (default: the principle's), confirmed by a second search, and show a
    principle; else None."""
    if not isinstance(rnd.seed, int) or rnd.is_over:
        raise ValueError("judge a seeded deal that is not over (Round.deal(seed=...))")
    view = rnd.view(rnd.to_move)
    if len(view.legal_moves) < 2:
        return None
    ranked = measure(rnd, budget=budget)
    position = Position(
        "",
        rnd.seed,
        rnd.dealer,
        tuple(str(m) for m in rnd.move_stack),
        tuple((str(m), round(v, 2)) for m, v in ranked),
        budget,
    )
    best = position.best_moves
    if len(best) == len(ranked):
        return None
    worse = [m for m, _ in ranked if m not in best]
    principle = principle_of(view, best[0], worse)
    if principle is None:
        return None
    need = PRINCIPLES[principle].min_margin if min_margin is None else min_margin
    if position.margin < need or not _beyond_noise(_estimates(rnd, budget), best):
        return None
    check = estimate_moves(
        view, view.legal_moves, playouts=budget, rng=random.Random(f"confirm:{rnd.seed}")
    )
    again = {e.move: e.mean for e in check}
    if min(again[m] for m in best) - max(again[m] for m in worse) < need / 2:
        return None
    return replace(position, principle=principle)


# --- the stored positions and the check --------------------------------------------------


POSITIONS: tuple[Position, ...] = tuple(
    Position(principle, seed, dealer, tuple(moves.split()), estimates, budget)
    for principle, seed, dealer, moves, estimates, budget in POSITION_ROWS
)
"""The lesson's positions (found by ``benchmarks/find_positions.py``), one or two per
principle."""


def positions_of(principle: str) -> tuple[Position, ...]:
    """The stored positions showing ``principle`` (a key of :data:`PRINCIPLES`)."""
    if principle not in PRINCIPLES:
        known = ", ".join(PRINCIPLES)
        raise ValueError(f"principle={principle!r} is unknown; known principles: {known}")
    return tuple(p for p in POSITIONS if p.principle == principle)


def position_named(key: str) -> Position:
    """The stored position whose :attr:`Position.key` is ``key`` (e.g. ``"deny 6/7"``)."""
    for position in POSITIONS:
        if position.key == key:
            return position
    known = ", ".join(repr(p.key) for p in POSITIONS)
    raise ValueError(f"no stored position {key!r}; stored: {known}")


def _mates_words(view: PlayerView, card: Card) -> str:
    count = len(_unseen_mates(view, card))
    return ngettext(
        "{count} {plant} card still unseen",
        "{count} {plant} cards still unseen",
        count,
        count=count,
        plant=card.month_info.plant_name(),
    )


def detail(view: PlayerView, position: Position) -> str:
    """A sentence on what the counted cards say in ``position`` (for the card-counting
    principles; empty for the others, which the coach's words already cover)."""
    best = position.best
    if position.principle not in ("exposed-first", "counting") or best.kind == "koikoi":
        return ""
    chosen = move_features(view, best)
    others = [move_features(view, m) for m in view.legal_moves if m != best]
    if position.principle == "exposed-first":
        exposed = [c for c in chosen.captured[1:] if _is_valuable(c) and _unseen_mates(view, c)]
        safe = [
            c
            for other in others
            for c in other.captured[1:]
            if _is_valuable(c) and not _unseen_mates(view, c)
        ]
        if not exposed or not safe:
            return ""
        wait, now = safe[0], exposed[0]
        return capitalized(
            _(
                "Count the cards: no other {plant} card is unseen (they are in your hand, on "
                "the field or captured), so {safe} is safe: only you can take it, later. "
                "{exposed} is "
                "exposed, with {mates}: the opponent may hold one.",
                plant=wait.month_info.plant_name(),
                safe=card_in_sentence(wait),
                exposed=card_in_sentence(now),
                mates=_mates_words(view, now),
            )
        )
    live = [o.card for o in others if o.laid and _unseen_mates(view, o.card)]
    live.sort(key=lambda c: -CARD_VALUE[c.index])
    card = chosen.card
    text = _(
        "Count the cards: no other {plant} card is unseen (they are in your hand, on the "
        "field or captured), so the opponent cannot take {card} from the field.",
        plant=card.month_info.plant_name(),
        card=card_in_sentence(card),
    )
    if live:
        text += " " + _(
            "{card} would lie there with {mates}: the opponent may hold one.",
            card=card_in_sentence(live[0]),
            mates=_mates_words(view, live[0]),
        )
    return capitalized(text)


def _squeeze(text: str) -> str:
    """``text`` without the spaces a left-out part leaves."""
    return " ".join(text.split())


def check_judgement(position: Position, move: Move | str, *, method: bool = True) -> Feedback:
    """The verdict on ``move`` in ``position``: right only for the search's best move;
    either way it gives the expected points of the move chosen and of the best, the
    coach's explanation of the best move, what the counted cards say, and the principle.
    ``method=False`` leaves out the sentence on how the figures were found and the
    principle: a lesson's answer key, which says both once, keeps its own reason."""
    rnd = position.round()
    try:
        move = Move.parse(move)
    except ValueError as error:
        return Feedback(False, _("That is not a move: {error}.", error=error))
    if move not in rnd.legal_moves():
        try:
            rnd.push(move)
        except IllegalMoveError as error:
            return Feedback(False, _("That move is not allowed: {error}.", error=error))
    expected = position.expected()
    view = rnd.view(rnd.to_move)
    best = position.best
    principle = PRINCIPLES[position.principle]
    why = " ".join(part for part in (explain(view, best), detail(view, position)) if part)
    figures = _(
        "These figures come from {budget} imagined rounds played out from this position.",
        budget=position.budget,
    )
    lesson = _("Principle: {title}. {lesson}", title=principle.title, lesson=principle.body)
    if not method:
        figures = lesson = ""
    if move in position.best_moves:
        runner, runner_value = position.runner_up
        same = [m for m in position.best_moves if m != move]
        equal = join([move_named(m) for m in same])  # every move as good, from the data
        also = _(", as with {moves}", moves=equal) if same else ""
        return Feedback(
            True,
            _squeeze(
                _(
                    "{why} Expected {mine} points{also}, against {runner_value} for the next best, "
                    "{runner}. {figures} {lesson}",
                    why=why,
                    mine=signed(expected[move]),
                    also=also,
                    runner_value=signed(runner_value),
                    runner=move_named(runner),
                    figures=figures,
                    lesson=lesson,
                )
            ),
        )
    return Feedback(
        False,
        _squeeze(
            _(
                "Your move, {move}, expects {mine} points; the best, {best}, expects {best_value}. "
                "{figures} {why} {lesson}",
                move=move_named(move),
                mine=signed(expected[move]),
                best=move_named(best),
                best_value=signed(expected[best]),
                figures=figures,
                why=why,
                lesson=lesson,
            )
        ),
    )


__all__ = [
    "BUDGET",
    "MIN_MARGIN",
    "POSITIONS",
    "PRINCIPLES",
    "TIE",
    "Position",
    "Principle",
    "check_judgement",
    "detail",
    "find_positions",
    "greedy_round",
    "judge",
    "measure",
    "position_named",
    "positions_of",
    "principle_of",
]
