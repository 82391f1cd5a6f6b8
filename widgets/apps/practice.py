"""The practice table: a short match against a chosen computer opponent, with coaching.

:class:`PracticeTable` puts a :class:`widgets.table.TableWidget` (you are player 0) inside
the tools of a practice session: choose the opponent and the match length, ask for a
**Hint** (the coach's best move and why, with the cards it names), watch the yaku
progress of both sides, keep the score sheet, and read the review of your costliest moves
after every round. The page is laid out for a laptop screen: the table on the left, the
hint, any koi-koi call, both yaku panels and the review of the last round beside it
(a column that widens on a wide page), the round and both totals above it; the score
sheet (folded) below it. Everything can be driven from
Python too (``push``, ``hint``, ``deal_next``, ``new_match``, ``play_again``), which is
how the tests use it.

>>> practice = PracticeTable(opponent="greedy", rounds=1, seed=3, pace=0, review_budget=60)
>>> practice.match.total_rounds, practice.opponent_name
(1, 'greedy')
>>> while not practice.match.is_over:
...     _ = practice.push(practice.table.round.legal_moves()[0])
>>> "Match over" in practice.end_html.value, practice.review_html.value != ""
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from html import escape
from typing import Protocol

import ipywidgets as w

from koikoi import YAKU_INFO, Card, Match, Move, Round, RuleSet, progress, score
from koikoi.agents import BaseAgent, make_agent
from koikoi.errors import shown
from koikoi.rules import MATCH_LENGTHS
from koikoi.scoring import YakuProgress
from koikoi.tutor.coach import CostlyMove, hint, rank_moves, review
from koikoi.tutor.phrases import each_and
from koikoi.view import PlayerView
from widgets.apps.match_table import OPPONENT_NAMES, MatchTable
from widgets.art.header import joined
from widgets.art.svg import cards_svg
from widgets.i18n import N_, is_default_opponent, ngettext
from widgets.i18n import translator as _
from widgets.table.arguments import check_seconds
from widgets.table.controller import move_cards
from widgets.table.widget import busy_html
from widgets.table.worker import background, on_this_thread

__all__ = [
    "OPPONENTS",
    "Goals",
    "PracticeTable",
    "card_words",
    "cards_html",
    "move_cards",
    "progress_html",
    "review_cards_html",
    "review_text",
]

OPPONENTS: dict[str, tuple[str, int | None]] = {
    N_("Random (plays any card)"): ("random", None),
    N_("Greedy (best move this turn)"): ("greedy", None),
    N_("Strong, easy"): ("strong", 1),
    N_("Strong, medium"): ("strong", 2),
    N_("Strong, hard"): ("strong", 3),
}
"""The opponents offered, by label (English; shown in the course language): (agent
name, level)."""

_ROUNDS = (1, *MATCH_LENGTHS)
"""A single round to practise, or a match of one of the usual lengths."""
_STATUS_ORDER = {"reached": 0, "one away": 1, "open": 2, "blocked": 3}
_NAMED = 3
"""Cards named one by one in a sentence; more are shown as pictures only."""
SIDE_WIDTH = "340px"
"""The narrowest column beside the table: hint, koi-koi notice, both yaku panels, the
review. On a wide page (1920 pixels) it grows up to :data:`SIDE_MAX` once the table is at
its full size, so the page's right part is used rather than left empty."""
SIDE_MAX = "680px"
SIDE_CLASS = "koikoi-practice-side"


class Goals(Protocol):
    """Where a practice match's result counts (the running score of the lesson,
    :func:`widgets.kit.context.lesson_context`): ``register(key)`` once, ``record(key,
    won)`` after every finished match."""

    def register(self, key: str) -> None: ...

    def record(self, key: str, correct: bool) -> None: ...


def card_words(card: Card) -> str:
    """A card as a player names it, its code as an aid: ``"boar (7a)"``."""
    return f"{card.name()} ({card.code})"


def cards_html(cards: Sequence[Card], width: int = 22) -> str:
    """Small pictures of ``cards`` in a row, inline with text ("" for no cards)."""
    if not cards:
        return ""
    svg = cards_svg(cards, width=width, gap=2)
    return f'<span style="display:inline-block;vertical-align:middle;margin:1px 4px">{svg}</span>'


def progress_html(rnd: Round | PlayerView, player: int, title: str) -> str:
    """One side's yaku progress as HTML: reached yaku, those one card away (and which
    cards complete them), those under way; yaku that can no longer count are left out.
    ``rnd`` is a round, or a position the table shows (a moment's view)."""
    rules = rnd.rules
    month = rnd.month if rules.tsuki_fuda else None
    mine, theirs = rnd.captured[player], rnd.captured[1 - player]
    items = [
        p
        for p in progress(mine, rules, opponent=theirs, month=month)
        if p.status in ("reached", "one away") or (p.status == "open" and p.have)
    ]
    items.sort(key=lambda p: _STATUS_ORDER[p.status])
    total = score(mine, rules, month=rnd.month).total
    close = [p for p in items if p.status != "open"]
    under_way = [p for p in items if p.status == "open"]
    rows = "".join(_progress_row(p) for p in close)
    if under_way:  # one line: the learner reads the near ones first
        counts = joined(f"{p.name} {len(p.have)}/{len(p.have) + p.needed}" for p in under_way)
        rows += (
            '<div style="color:#4a4038">○ ' + escape(_("under way: {yaku}", yaku=counts)) + "</div>"
        )
    points = ngettext("{total} point", "{total} points", total, total=total)
    head = _("{yaku}: {points}", yaku=title, points=points if total else _("none yet"))
    return (
        '<div style="font-size:13px;color:#2b2118;margin:4px 0 6px;line-height:1.45">'
        f"<b>{escape(head)}</b>{rows}</div>"
    )


def _progress_row(p: YakuProgress) -> str:
    """A reached yaku, or one a card away with the cards that complete it (named, and
    shown as pictures)."""
    label = escape(YAKU_INFO[p.name].label())
    completing: tuple[Card, ...] = ()
    if p.status == "reached":
        mark, colour = "✓", "#1b5e20"
        detail = _("reached") if p.counted else _("reached (a better yaku counts)")
    else:
        mark, colour = "!", "#b26a00"
        completing = tuple(p.completing)
        if len(completing) > _NAMED:
            need = ngettext(
                "any of {count} cards", "any of {count} cards", len(completing),
                count=len(completing),
            )  # fmt: skip
        else:
            need = _(" or ").join(card_words(c) for c in completing)
        detail = _("one card away: {cards}", cards=need) if need else _("one card away")
    return (
        f'<div style="color:{colour}">{mark} <b>{escape(p.name)}</b> '
        f'<span style="color:#6b5d4f">({label})</span>: {escape(detail)}'
        f"{cards_html(completing)}</div>"
    )


def review_text(items: list[CostlyMove]) -> list[str]:
    """The review of a round as sentences, costliest move first."""
    if not items:
        return [_("No costly moves this round: every choice was as good as the coach's.")]
    return [str(item) for item in items]


def review_cards_html(item: CostlyMove, rnd: Round) -> str:
    """The cards of a reviewed move and of the better one, as pictures with their names
    ("played → better"), from the position of ``rnd`` where the move was made; "" when
    neither names a card (koi-koi, stop)."""
    position = rnd.initial()
    for move in rnd.move_stack[: item.number]:
        position.push(move)
    played, better = move_cards(item.played, position), move_cards(item.better, position)
    if not played and not better:
        return ""
    sides = [
        cards_html(cards) + escape(each_and(card_words(c) for c in cards))
        for cards in (played, better)
    ]
    return f'<div style="color:#4a4038">{sides[0]} → {sides[1]}</div>'


class PracticeTable(MatchTable):
    """A practice match as player 0 against a computer ``opponent`` (an agent name,
    ``level`` for the strong one), ``rounds`` long, dealt from ``seed``: a
    :class:`~widgets.apps.match_table.MatchTable` with an opponent chooser, hints, yaku
    progress and a review of every round.

    ``pace`` is the opponent's seconds per step; ``hint_budget`` and ``review_budget``
    are the coach's play-outs per position (more is wiser and slower). The strong
    opponent's search and the review run on ``executor`` (by default a worker thread when
    in a kernel, so the page stays responsive; the table shows "thinking…", a line above
    it "reviewing…"; outside a kernel, at once); results that arrive after **New match**
    are dropped.

    With ``key`` and ``goals`` (the lesson kit passes its score), the practice match is
    a goal of the lesson: every finished match is recorded under ``key``, solved when won.
    """

    def __init__(
        self,
        *,
        opponent: str = "greedy",
        level: int | None = None,
        rounds: int = 3,
        seed: int | None = 2026,
        rules: RuleSet | str | None = None,
        pace: float = 0.6,
        hint_budget: int = 2000,
        review_budget: int = 1000,
        executor: Executor | None = None,
        key: str | None = None,
        goals: Goals | None = None,
    ) -> None:
        label = _label_of(opponent, level)
        if key is not None and (not isinstance(key, str) or not key.strip()):
            raise ValueError(f"key={shown(key)} must be a non-empty text (the goal's key)")
        if type(rounds) is not int or rounds not in _ROUNDS:
            lengths = ", ".join(map(str, _ROUNDS))
            raise ValueError(f"rounds={shown(rounds)}: a practice match has {lengths} rounds")
        _check_budgets(hint_budget=hint_budget, review_budget=review_budget)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise ValueError(f"seed={shown(seed)} must be a whole number (or None for a fresh one)")
        self.seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        self._match_seeds = random.Random(f"practice {self.seed}")  # seeds after the first
        self.key, self.goals = key, goals
        self.hinted: Move | None = None
        self.rules = RuleSet.coerce(rules)
        self.pace = check_seconds("pace", pace)
        self.hint_budget = hint_budget
        self.review_budget = review_budget
        self.reviews: list[list[CostlyMove]] = []
        self._games = 0
        self._executor = executor
        self.reviewing = False
        self._review_generation = 0  # bumped by a new round or match: late reviews dropped

        self.opponent_choice = w.Dropdown(
            options=[(_(key), key) for key in OPPONENTS],
            value=label,
            description=_("Opponent"),
            layout=w.Layout(width="330px"),
        )
        self.rounds_choice = w.Dropdown(
            options=[(ngettext("{count} round", "{count} rounds", n, count=n), n) for n in _ROUNDS],
            value=rounds,
            description=_("Match"),
            layout=w.Layout(width="200px"),
        )
        self.new_button = w.Button(
            description=_("New match"), icon="refresh", layout=w.Layout(width="auto")
        )
        self.hint_button = w.Button(
            description=_("Hint"),
            icon="lightbulb-o",
            button_style="info",
            layout=w.Layout(width="auto", min_width="90px"),
        )
        self.status = w.HTML(layout=w.Layout(display="none"))
        self.hint_html = w.HTML()
        self.progress_mine = w.HTML()
        self.progress_theirs = w.HTML()
        self.review_html = w.HTML()
        self.new_button.on_click(lambda _b: self.new_match())
        self.hint_button.on_click(lambda _b: self._guard(self.hint))

        match, self.agent = self._start()
        super().__init__(
            match,
            opponent=self.agent,
            pace=pace,
            names=self._names(),
            executor=self._decisions(self.agent),
        )
        self.next_button.icon = "step-forward"
        controls = w.HBox(
            [self.opponent_choice, self.rounds_choice, self.new_button],
            layout=w.Layout(flex_flow="row wrap"),
        )
        side = w.VBox(
            [
                w.HBox([self.hint_button, self.next_button], layout=w.Layout(flex_flow="row wrap")),
                self.notice,
                self.hint_html,
                self.progress_mine,
                self.progress_theirs,
                self.status,
                self.review_html,
            ],
            layout=w.Layout(
                flex=f"1 1 {SIDE_WIDTH}",
                min_width=SIDE_WIDTH,
                max_width=SIDE_MAX,
                padding="0 0 0 10px",
            ),
        )
        side.add_class(SIDE_CLASS)
        self.table.observe(self._moment_changed, names="moment_view")
        # as wide as the table at its full size, narrower if need be; the side takes the rest
        self.table.layout.flex = f"0 1 {self.table.layout.max_width}"
        self.table.layout.min_width = "0"
        body = w.HBox([self.table, side], layout=w.Layout(align_items="flex-start"))
        self.sheet_box = w.Accordion([self.score_sheet], layout=w.Layout(margin="4px 0"))
        self.children = [
            controls,
            self.header,
            self.end_screen,
            body,
            self.sheet_box,
        ]
        self._show_status()
        self._update()
        if self.key is not None and self.goals is not None:
            self.goals.register(self.key)

    # --- reading ------------------------------------------------------------------------

    @property
    def opponent_name(self) -> str:
        """The opponent's agent name (``"random"``, ``"greedy"`` or ``"strong"``)."""
        return self.agent.name

    # --- actions ------------------------------------------------------------------------

    def hint(self) -> str:
        """The coach's advice for your position now (also shown beside the table, with
        pictures of the cards it names, and framed on the table; :attr:`hinted` keeps the
        move)."""
        rnd = self.table.round
        self.hinted = self.table.hint = None
        pictures = ""
        if rnd.is_over:
            text = _("The round is over: read the review below, then deal the next round.")
        elif rnd.to_move != 0:
            text = _("Wait for your turn: the opponent is moving.")
        else:
            view, seed = rnd.view(0), f"{self.seed}-{self._games}-{len(rnd.move_stack)}"
            ranked = rank_moves(view, budget=self.hint_budget, rng=random.Random(seed))
            self.hinted = ranked[0].move
            self.table.hint = self.hinted  # framed on the table until the next move
            text = hint(view, budget=self.hint_budget, rng=random.Random(seed))
            shown_cards = move_cards(self.hinted, rnd)
            if shown_cards:
                names = each_and(card_words(c) for c in shown_cards)
                pictures = (  # the pictures, their names beside them
                    '<div style="font-size:13px;color:#0d47a1;line-height:1.45;display:flex;'
                    f'align-items:center">{cards_html(shown_cards, width=34)}'
                    f"<span>{escape(names)}</span></div>"
                )
        self.hint_html.value = _note(_("Hint: {text}", text=text), "#0d47a1") + pictures
        return text

    def deal_next(self) -> Round:
        """Show the match's next round on the table (once the current one is over)."""
        rnd = super().deal_next()
        self.hint_html.value = ""
        self._drop_review()
        return rnd

    _match_over = N_("the match is over: press Play again or New match to play again")

    def new_match(self) -> Match:
        """Start a new match with the chosen opponent and length (new deals); a decision
        or review still running for the old one is dropped when it arrives."""
        self._games += 1
        match, self.agent = self._start()
        self.reviews = []
        self.table.opponent = self.agent
        self.table.executor = self._decisions(self.agent)
        self.names = self.table.names = self._names()
        self.hint_html.value = ""
        self._drop_review()
        return self._restart(match)

    def play_again(self) -> Match:
        """Another match like the last one (the opponent and length chosen), dealt anew."""
        return self.new_match()

    # --- inner workings -----------------------------------------------------------------

    def _start(self) -> tuple[Match, BaseAgent]:
        """The match to play now and its opponent: the first match is dealt from
        :attr:`seed`, the next ones from seeds drawn from it (a session replays)."""
        name, level = OPPONENTS[self.opponent_choice.value]
        seed = self.seed if self._games == 0 else self._match_seeds.randrange(2**63)
        match = Match(self.rules, rounds=self.rounds_choice.value, seed=seed)
        return match, make_agent(name, seed=seed + 1, level=level)

    def _names(self) -> tuple[str, str]:
        return _("You"), _(OPPONENT_NAMES[self.opponent_name])

    def _worker(self) -> Executor:
        return background() if self._executor is None else self._executor

    def _decisions(self, agent: BaseAgent) -> Executor | None:
        """Where ``agent`` decides: a search (the strong agent) off the kernel's thread;
        the random and greedy agents decide at once."""
        return self._worker() if agent.name == "strong" else None

    def _after_move(self, move: Move, rnd: Round) -> None:
        """A hint is for one position only; a finished round is reviewed."""
        self.hint_html.value = ""
        self.hinted = None
        if rnd.is_over:
            self._review(rnd)
        super()._after_move(move, rnd)
        if rnd.is_over and self.match.is_over and self.key is not None and self.goals:
            self.goals.record(self.key, self.match.winner == 0)

    def _review(self, rnd: Round) -> None:
        """Review ``rnd`` off the kernel's thread; shown when done, unless stale by then."""
        self._review_generation += 1
        generation = self._review_generation
        rng = random.Random(self.seed + len(self.reviews))
        self.reviewing = True
        self._show_status()
        future = self._worker().submit(review, rnd, 0, budget=self.review_budget, rng=rng)
        deliver = on_this_thread(lambda: self._reviewed(future, generation, rnd))
        future.add_done_callback(lambda _f: deliver())

    def _reviewed(self, future: Future, generation: int, rnd: Round) -> None:
        if generation != self._review_generation:
            return  # a new round or match was started meanwhile
        self.reviewing = False
        self._show_status()
        try:
            items = future.result()
        except Exception as error:
            self.review_html.value = _note(_("The review failed: {error}", error=error), "#b71c1c")
            return
        self.reviews.append(items)
        pictures = [review_cards_html(item, rnd) for item in items] or [""]
        lines = "".join(
            f"<li>{escape(line)}{cards}</li>"
            for line, cards in zip(review_text(items), pictures, strict=True)
        )
        self.review_html.value = (
            '<div style="font-size:13px;color:#2b2118;max-width:760px;line-height:1.45">'
            "<b>"
            + escape(_("Review of the round"))
            + f"</b><ul style='margin:4px 0'>{lines}</ul></div>"
        )

    def _drop_review(self) -> None:
        self._review_generation += 1
        self.reviewing = False
        self.review_html.value = ""
        self._show_status()

    def _show_status(self) -> None:
        """The review's working state above the table (the table's message line shows
        the opponent thinking)."""
        if self.reviewing:
            self.status.value = busy_html(_("Reviewing the round…"))
            self.status.layout.display = "flex"
        else:
            self.status.layout.display = "none"

    def _update(self, rnd: Round | None = None) -> None:
        rnd = self.table.round if rnd is None else rnd
        super()._update(rnd)
        if not hasattr(self, "sheet_box"):
            return  # called by the match table's constructor, before the page is built
        played = len(self.match.history)
        self.sheet_box.set_title(
            0, ngettext("Score sheet: {count} round", "Score sheet: {count} rounds", played,
                        count=played),
        )  # fmt: skip
        self.sheet_box.layout.display = "none" if self.match.is_over or not played else "flex"
        self._show_progress(rnd)
        self.hint_button.disabled = rnd.is_over

    def _show_progress(self, rnd: Round | PlayerView) -> None:
        """Both yaku panels, of ``rnd``: the round, or the moment the table shows (the
        opponent's play before its draw), so that they never tell the draw before it."""
        names = self._names()
        self.progress_mine.value = progress_html(rnd, 0, _("Your yaku"))
        theirs = (
            _("The opponent's yaku")
            if is_default_opponent(names[1])
            else _("{player}'s yaku", player=names[1])
        )
        self.progress_theirs.value = progress_html(rnd, 1, theirs)

    def _moment_changed(self, change: dict) -> None:
        view = change["new"]
        self._show_progress(self.table.round if view is None else view)

    def _guard(self, action: Callable[[], object]) -> None:
        """Run a button's ``action``; an error is shown under the table, never lost."""
        try:
            action()
        except ValueError as error:
            self.hint_html.value = _note(str(error), "#b71c1c")
        except Exception as error:  # a bug: show it rather than leave a silent button
            self.hint_html.value = _note(
                _("Error: {what}: {error}", what=type(error).__name__, error=error), "#b71c1c"
            )


def _check_budgets(**budgets: object) -> None:
    """The coach's play-out budgets are whole numbers >= 1."""
    for name, value in budgets.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name}={shown(value)} must be a whole number of play-outs >= 1")


def _label_of(opponent: str, level: int | None) -> str:
    for label, (name, lvl) in OPPONENTS.items():
        if name == opponent and (lvl == level or (level is None and lvl in (None, 2))):
            return label
    known = ", ".join(f"{n!r}" + (f" level {lv}" if lv else "") for n, lv in OPPONENTS.values())
    raise ValueError(
        f"opponent={shown(opponent)} level={shown(level)} is not offered; choose {known}"
    )


def _note(text: str, colour: str) -> str:
    return (
        f'<div style="font-size:14px;color:{colour};max-width:760px;line-height:1.45">'
        f"{escape(text)}</div>"
    )
