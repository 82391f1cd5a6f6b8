"""A match on the card table: play a short match against a computer, or watch one.

:class:`MatchTable` plays a :class:`koikoi.Match` round after round on a
:class:`widgets.table.TableWidget`: you are player 0, ``opponent`` plays player 1; a
scoreboard shows every finished round, the totals and, at the end, the winner.
:class:`MatchReplay` steps through the rounds of a match already played (for example by
two computer players). Both can be driven from Python (``push``, ``deal_next``,
``show_round``), which is how the tests use them.

>>> from koikoi import Match
>>> from koikoi.agents import make_agent
>>> table = MatchTable(Match(rounds=1, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
>>> while not table.match.is_over:
...     _ = table.push(table.table.round.legal_moves()[0])
>>> table.match.is_over, "Match over" in table.scoreboard.value
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from html import escape

import ipywidgets as w

from koikoi import MONTHS, Match, Move
from koikoi.round import Round
from widgets.art.html import table_html
from widgets.art.palette import INK
from widgets.i18n import N_, PLAYERS, is_you, shown_names
from widgets.i18n import translator as _
from widgets.table.widget import Opponent, TableWidget

__all__ = ["MatchReplay", "MatchTable", "match_summary", "scoreboard_html"]

NAMES = (N_("You"), N_("Opponent"))
REASON_WORDS = {
    "stop": N_("stop"),
    "auto": N_("auto"),
    "exhausted": N_("exhausted"),
    "teshi": N_("teshi"),
    "kuttsuki": N_("kuttsuki"),
    "redeal": N_("redeal"),
}
"""How a round ended, in a scoreboard row (for a win without yaku)."""


def match_summary(match: Match, names: tuple[str, str] = NAMES) -> list[tuple[str, ...]]:
    """One row per finished round: number, month, dealer, result, points, running totals."""
    names = shown_names(names)
    rows = []
    totals = [0, 0]
    ledger = match.rules.scoreboard == "ledger"
    if ledger:
        totals = [match.rules.ledger_start] * 2
    for entry, rnd in zip(match.history, [r for r in match.rounds if r.is_over], strict=True):
        result = entry.result
        if result.winner is not None:
            totals[result.winner] += result.points
            if ledger:
                totals[1 - result.winner] -= result.points
        if result.reason == "redeal":
            what = _("void deal, dealt again")
        elif result.winner is None:
            what = _("drawn")
        else:
            how = " + ".join(str(y) for y in result.yaku) or _(REASON_WORDS[result.reason])
            how += f" x{result.multiplier}" if result.multiplier > 1 else ""
            what = _("{player} won: {how}", player=names[result.winner], how=how)
        points = "" if result.winner is None else str(result.points)
        month = MONTHS[rnd.month - 1].name()
        rows.append(
            (
                str(entry.number),
                month,
                names[entry.dealer],
                what,
                points,
                f"{totals[0]}-{totals[1]}",
            )
        )
    return rows


def scoreboard_html(match: Match, names: tuple[str, str] = NAMES) -> str:
    """The match so far as HTML: who deals, each finished round, the totals, the winner."""
    names = shown_names(names)
    a, b = match.scores
    if match.is_over:
        winner = match.winner
        if winner is None:
            verdict = _("Match over: a draw, {a} to {b}.", a=a, b=b)
        elif is_you(names[winner]):
            verdict = _("Match over: You win, {a} to {b}.", a=a, b=b)
        else:
            verdict = _("Match over: {player} wins, {a} to {b}.", player=names[winner], a=a, b=b)
        head = f"<b>{escape(verdict)}</b>"
    else:
        rnd = match.round
        dealer = names[rnd.dealer]
        deals = _("You deal") if is_you(dealer) else _("{player} deals", player=dealer)
        totals = _("totals: {first} {a}, {second} {b}", first=names[0], a=a, second=names[1], b=b)
        number = _("Round {number} of {total}", number=match.round_number, total=match.total_rounds)
        head = (
            f"<b>{escape(number)}</b> · "
            f"{MONTHS[rnd.month - 1].name()} · {escape(deals)} · {escape(totals)}"
        )
    rows = match_summary(match, names)
    table = (
        table_html(
            (_("round"), _("month"), _("dealer"), _("result"), _("points"), _("totals")),
            rows,
            escape_cells=True,
            style="border-collapse:collapse;font-size:13px;margin-top:4px",
            head_style="padding:2px 8px;text-align:left",
            cell_style="padding:2px 8px",
        )
        if rows
        else ""
    )
    return f'<div style="font-size:14px;color:{INK}">{head}{table}</div>'


class MatchTable(w.VBox):
    """Play ``match`` as player 0 against ``opponent`` on the card table, round by round.

    The table plays on the match's own round (moves go through :meth:`Match.push`), so
    table and match never disagree. When a round ends, the scoreboard records it and
    **Deal the next round** starts the next one (who deals follows the rules: the winner,
    or the other player after a drawn round). ``pace`` is the opponent's seconds per step;
    ``executor`` runs the opponent's decisions off the kernel's thread (see
    :class:`~widgets.table.widget.TableWidget`).
    """

    def __init__(
        self,
        match: Match,
        *,
        opponent: Opponent,
        pace: float = 0.6,
        names: tuple[str, str] = NAMES,
        executor: Executor | None = None,
    ) -> None:
        if not isinstance(match, Match):
            raise ValueError(f"MatchTable needs a koikoi.Match, not {type(match).__name__}")
        self.match = match
        self.names = names = shown_names(names)
        self.scoreboard = w.HTML()
        self.next_button = w.Button(
            description=_("Deal the next round"), button_style="primary", icon="refresh"
        )
        self.next_button.on_click(lambda _b: self._guard(self.deal_next))
        # (the opponent may move first, inside this call: the callbacks get the round)
        self.table = TableWidget(
            match.round,
            opponent=opponent,
            pace=pace,
            on_move=self._after_move,
            names=names,
            play=self._play,
            executor=executor,
        )
        super().__init__([self.scoreboard, self.table, self.next_button])
        self._update()

    def push(self, move: Move | str) -> Move:
        """Make your move (as a click would); the opponent answers by itself."""
        return self.table.push(move)

    def deal_next(self) -> Round:
        """Show the match's next round on the table (once the current one is over)."""
        if not self.table.round.is_over:
            raise ValueError(_("the current round is not over yet: finish it first"))
        if self.match.is_over:
            raise ValueError(_(self._match_over))
        self.table.set_round(self.match.round)
        self._update()
        return self.table.round

    _match_over = N_("the match is over: make a new MatchTable to play again")

    def _play(self, move: Move) -> None:
        """The table's moves go to the match, which deals the next round when one ends."""
        self.match.push(move)

    def _after_move(self, move: Move, rnd: Round) -> None:
        self._update(rnd)

    def _update(self, rnd: Round | None = None) -> None:
        """Show the match and ``rnd``, the round on the table (by default, table.round)."""
        rnd = self.table.round if rnd is None else rnd
        self.scoreboard.value = scoreboard_html(self.match, self.names)
        waiting = rnd.is_over and not self.match.is_over
        self.next_button.layout.display = "flex" if waiting else "none"

    def _guard(self, action: Callable[[], object]) -> None:
        """Run a button's ``action``; a refusal is shown on the table's message line."""
        try:
            action()
        except ValueError as error:
            self.table.say(str(error), error=True)


class MatchReplay(w.VBox):
    """Step through the rounds of a played ``match``: choose a round, then Previous / Next."""

    def __init__(self, match: Match, *, names: tuple[str, str] = PLAYERS) -> None:
        played = [r for r in match.rounds if r.move_stack]
        if not played:
            raise ValueError("this match has no played round to replay")
        self.match = match
        self.names = names = shown_names(names)
        self.rounds = played
        self.chooser = w.Dropdown(
            options=[(self._label(i, r), i) for i, r in enumerate(played)],
            value=0,
            description=_("Round"),
            layout=w.Layout(width="420px"),
        )
        self.chooser.observe(lambda change: self.show_round(change["new"]), names="value")
        self.table = TableWidget(played[0].initial(), names=names, frozen=True, pace=0)
        self.table.replay(played[0])
        summary = w.HTML(scoreboard_html(match, names))
        super().__init__([summary, self.chooser, self.table])

    def _label(self, i: int, rnd: Round) -> str:
        result = rnd.result
        month = MONTHS[rnd.month - 1].name()
        if result is None or result.winner is None:
            what = _("drawn")
        else:
            what = _(
                "{player} won {points}", player=self.names[result.winner], points=result.points
            )
        dealer = self.names[rnd.dealer]
        deals = _("You deal") if is_you(dealer) else _("{player} deals", player=dealer)
        return f"{i + 1}: {month}, {deals}, {what}"

    def show_round(self, index: int) -> Round:
        """Replay round ``index`` (0-based among the played rounds) from its start."""
        if not 0 <= index < len(self.rounds):
            raise ValueError(f"index={index!r}: choose 0 to {len(self.rounds) - 1}")
        if self.chooser.value != index:
            self.chooser.value = index  # calls back here
            return self.rounds[index]
        self.table.replay(self.rounds[index])
        return self.rounds[index]
