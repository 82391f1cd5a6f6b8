"""A match on the card table: play a short match against a computer, or watch one.

:class:`MatchTable` plays a :class:`koikoi.Match` round after round on a
:class:`widgets.table.TableWidget`: you are player 0, ``opponent`` plays player 1. A header
line above the table names the round the table shows and both totals (and announces a
koi-koi call); the score sheet under the table lists every finished round; when the match
is over, the end screen shows the result, the score sheet and **Play again**, which deals
a new match (its seed drawn from the table's own seeded generator, so a session replays).
:class:`MatchReplay` steps through the rounds of a match already played (for example by
two computer players). Both can be driven from Python (``push``, ``deal_next``,
``show_round``), which is how the tests use them.

>>> from koikoi import Match
>>> from koikoi.agents import make_agent
>>> table = MatchTable(Match(rounds=1, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
>>> while not table.match.is_over:
...     _ = table.push(table.table.round.legal_moves()[0])
>>> table.match.is_over, "Match over" in table.end_html.value, table.end_screen.layout.display
(True, True, 'flex')
>>> table.play_again() is table.match, table.matches_played
(True, 1)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Executor
from html import escape

import ipywidgets as w

from koikoi import MONTHS, Match, Move
from koikoi.points import round_points
from koikoi.result import Reason
from koikoi.round import Round
from widgets.art.header import joined, match_score
from widgets.art.html import table_html
from widgets.art.palette import INK
from widgets.i18n import N_, PLAYERS, is_default_opponent, is_you, ngettext, shown_names
from widgets.i18n import translator as _
from widgets.table.widget import Opponent, TableWidget

__all__ = [
    "OPPONENT_NAMES",
    "MatchReplay",
    "MatchTable",
    "koikoi_notice",
    "match_header_html",
    "match_summary",
    "round_number_of",
    "score_sheet_html",
    "scoreboard_html",
    "summary_headers",
    "verdict",
]

NAMES = (N_("You"), N_("Opponent"))
OPPONENT_NAMES = {"random": N_("Random"), "greedy": N_("Greedy"), "strong": N_("Strong")}
"""The opponent's name at the table, by agent name (an agent not listed is "Opponent")."""
REASON_WORDS = {
    "stop": N_("stop"),
    "auto": N_("auto"),
    "exhausted": N_("exhausted"),
    "teshi": N_("teshi"),
    "kuttsuki": N_("kuttsuki"),
    "redeal": N_("redeal"),
}
"""How a round ended, in a scoreboard row (for a win without yaku)."""


def summary_headers(names: tuple[str, str] = NAMES) -> tuple[str, ...]:
    """The headers of :func:`match_summary`'s columns; each player's match total has a
    column headed by that player's name (one column per player, never a bare «2-24»)."""
    first, second = shown_names(names)
    return _("round"), _("month"), _("dealer"), _("result"), _("points"), first, second


def match_summary(match: Match, names: tuple[str, str] = NAMES) -> list[tuple[str, ...]]:
    """One row per finished round: number, month, dealer, result, points (0 when nobody
    won), then the running match total of player 0 and of player 1, one column each (as
    :attr:`koikoi.Match.running_scores` counts them; :func:`summary_headers` names them)."""
    names = shown_names(names)
    rows: list[tuple[str, ...]] = []
    finished = [r for r in match.rounds if r.is_over]
    totals = match.running_scores
    for entry, rnd, (a, b) in zip(match.history, finished, totals, strict=True):
        result = entry.result
        if result.reason == Reason.REDEAL:
            what = _("void deal, dealt again")
        elif result.winner is None:
            what = _("drawn")
        else:
            how = " + ".join(str(y) for y in result.yaku) or _(REASON_WORDS[result.reason])
            how += f" = {result.base}" if len(result.yaku) > 1 else ""
            how += f" ×{result.multiplier}" if result.multiplier > 1 else ""
            winner = names[result.winner]
            if is_default_opponent(winner):
                what = _("the opponent won: {how}", how=how)
            elif is_you(winner):  # "ganaste", not "ganó Tú"
                what = _("You won: {how}", how=how)
            else:
                what = _("{player} won: {how}", player=winner, how=how)
        points = "0" if result.winner is None else str(result.points)
        month = MONTHS[rnd.month - 1].name()
        rows.append((str(entry.number), month, names[entry.dealer], what, points, str(a), str(b)))
    return rows


def verdict(match: Match, names: tuple[str, str] = NAMES) -> str:
    """The end of ``match`` in one sentence with the match score as
    :func:`~widgets.art.header.match_score` writes it ("Match over: you win (You 12 ·
    Greedy 5)."); "" while it is being played."""
    if not match.is_over:
        return ""
    names = shown_names(names)
    scores = match_score(match.scores, names)
    winner = match.winner
    if winner is None:
        return _("Match over: nobody wins ({scores}).", scores=scores)
    if is_you(names[winner]):
        return _("Match over: you win ({scores}).", scores=scores)
    if is_default_opponent(names[winner]):
        return _("Match over: the opponent wins ({scores}).", scores=scores)
    return _("Match over: {player} wins ({scores}).", player=names[winner], scores=scores)


def _deals(dealer: str) -> str:
    """Who deals, in words: "You deal", "The opponent deals", "Ann deals"."""
    if is_you(dealer):
        return _("You deal")
    if is_default_opponent(dealer):
        return _("The opponent deals")
    return _("{player} deals", player=dealer)


def round_number_of(match: Match, rnd: Round) -> int:
    """The number ``match`` gives ``rnd``, one of its rounds (a void deal shares the number
    of its redeal); a round of another match raises ``ValueError``."""
    if rnd is match.round and not rnd.is_over:
        return match.round_number
    finished = [r for r in match.rounds if r.is_over]
    for entry, played in zip(match.history, finished, strict=True):
        if played is rnd:
            return entry.number
    raise ValueError(f"round {rnd!r} is not a round of this match")


def screen_reader_only() -> w.Layout:
    """A layout that keeps a widget in the page, read by screen readers, but shows it as a
    one-pixel box (the usual visually-hidden pattern: clipped, not ``display: none``)."""
    return w.Layout(width="1px", height="1px", overflow="hidden", margin="0", padding="0")


def match_header_html(
    match: Match, names: tuple[str, str] = NAMES, shown: Round | None = None
) -> str:
    """One line about the round the table shows (``shown``, by default the match's
    current one): its number, month, dealer and both totals; once it is over, that it is
    over (the match has dealt the next round already, the table has not); at the end, the
    verdict."""
    names = shown_names(names)
    if match.is_over:
        words = escape(verdict(match, names))
        return f'<div style="font-size:15px;color:{INK}"><b>{words}</b></div>'
    rnd = match.round if shown is None else shown
    number = _(
        "Round {number} of {total}", number=round_number_of(match, rnd), total=match.total_rounds
    )
    dealer = names[rnd.dealer]
    deals = _deals(dealer)
    totals = _("Match: {scores}", scores=match_score(match.scores, names))
    parts = [f"<b>{escape(number)}</b>", escape(MONTHS[rnd.month - 1].name()), escape(deals)]
    if rnd.is_over:
        parts[0] = "<b>" + escape(_("{round}: over", round=number)) + "</b>"
    line = joined(parts) + f"<br><b>{escape(totals)}</b>"  # the totals: a line of their own
    return f'<div style="font-size:14px;color:{INK};line-height:1.6">{line}</div>'


def score_sheet_html(match: Match, names: tuple[str, str] = NAMES) -> str:
    """Every finished round of ``match`` as a table ("" before the first one ends)."""
    rows = match_summary(match, names)
    if not rows:
        return ""
    return table_html(
        summary_headers(names),
        rows,
        escape_cells=True,
        style="border-collapse:collapse;font-size:13px;margin-top:4px",
        head_style="padding:2px 8px;text-align:left",
        cell_style="padding:2px 8px",
    )


def scoreboard_html(match: Match, names: tuple[str, str] = NAMES) -> str:
    """The match so far as HTML: the header line (or the verdict) and the score sheet."""
    head = match_header_html(match, names)
    return f'<div style="font-size:14px;color:{INK}">{head}{score_sheet_html(match, names)}</div>'


def koikoi_notice(rnd: Round, names: tuple[str, str]) -> str:
    """The koi-koi call standing in ``rnd`` as a sentence for the learner (player 0):
    who called, that the round goes on and, when the rules double a win against the
    caller, whose points would double; "" without a call or once the round is over."""
    caller = rnd.last_caller
    if caller is None or rnd.is_over:
        return ""
    names = shown_names(names)
    plain = round_points(1, rnd.rules).multiplier
    against = round_points(
        1, rnd.rules, loser_called=rnd.koikoi_calls[caller] > 0, loser_called_last=True
    ).multiplier
    doubled = against > plain
    if is_you(names[caller]):
        text = _("You called koi-koi: the round goes on.")
        if doubled and is_default_opponent(names[1 - caller]):
            text += " " + _("If the opponent wins it, their points double.")
        elif doubled:
            text += " " + _("If {player} wins it, their points double.", player=names[1 - caller])
        return text
    if is_default_opponent(names[caller]):
        text = _("The opponent called koi-koi: the round goes on.")
    else:
        text = _("{player} called koi-koi: the round goes on.", player=names[caller])
    if doubled:
        text += " " + _("If you win it, your points double.")
    return text


def notice_html(text: str) -> str:
    """A koi-koi notice as a coloured bar ("" for no notice)."""
    if not text:
        return ""
    return (
        '<div style="font-size:14px;color:#7a1b00;background:#fff1e0;border:1px solid #e0a060;'
        'border-radius:6px;padding:4px 8px;margin:2px 0;line-height:1.45">'
        f"<b>{escape(text)}</b></div>"
    )


class MatchTable(w.VBox):
    """Play ``match`` as player 0 against ``opponent`` on the card table, round by round.

    The table plays on the match's own round (moves go through :meth:`Match.push`), so
    table and match never disagree. The match deals the next round as soon as one ends,
    but the table keeps showing the finished one (and the header speaks of it) until
    **Deal the next round** (who deals follows the rules: the winner, or per the rules
    after a drawn round). At the end, :attr:`end_screen` shows the verdict, the score
    sheet and **Play again** (:meth:`play_again`). ``pace`` is the opponent's seconds per
    step; ``executor`` runs the opponent's decisions off the kernel's thread (see
    :class:`~widgets.table.widget.TableWidget`). ``names`` default to "You" and the
    opponent's name (:data:`OPPONENT_NAMES`: "Greedy" for the greedy agent).
    """

    def __init__(
        self,
        match: Match,
        *,
        opponent: Opponent,
        pace: float = 0.6,
        names: tuple[str, str] | None = None,
        executor: Executor | None = None,
    ) -> None:
        if not isinstance(match, Match):
            raise ValueError(f"MatchTable needs a koikoi.Match, not {type(match).__name__}")
        if names is None:  # a named opponent is named: "You 0 · Greedy 0", as in practice
            agent = getattr(opponent, "name", None)
            names = (NAMES[0], _(OPPONENT_NAMES[agent]) if agent in OPPONENT_NAMES else NAMES[1])
        self.match = match
        self.matches_played = 0  # finished matches, the current one excluded
        self._seeds = random.Random(f"play again after {match.seed}")
        self.names = names = shown_names(names)
        # the header line is for screen readers (the canvas is one image to them); the eye
        # reads the same round, month and totals on the table's totals bar
        self.header = w.HTML(layout=screen_reader_only())
        self.notice = w.HTML()
        self.score_sheet = w.HTML()
        self.next_button = self._button(
            _("Deal the next round"), "primary", "refresh", self.deal_next
        )
        self.again_button = self._button(_("Play again"), "success", "repeat", self.play_again)
        self.end_html = w.HTML()
        self.end_screen = w.VBox(
            [self.end_html, self.again_button],
            layout=w.Layout(
                border="2px solid #b5651d",
                padding="8px 12px",
                margin="6px 0",
                display="none",
                align_items="flex-start",
            ),
        )
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
        super().__init__(
            [self.header, self.notice, self.end_screen, self.table, self.next_button,
             self.score_sheet]
        )  # fmt: skip
        self._update()

    @property
    def scoreboard(self) -> w.HTML:
        """The header line while the match is played, the end screen's verdict and
        score sheet once it is over."""
        return self.end_html if self.match.is_over else self.header

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

    _match_over = N_("the match is over: press Play again for a new match")

    def play_again(self) -> Match:
        """Deal a new match of the same rules and length (its seed drawn from this table's
        seeded generator) and show its first round."""
        seed = self._seeds.randrange(2**63)
        return self._restart(Match(self.match.rules, rounds=self.match.total_rounds, seed=seed))

    def _restart(self, match: Match) -> Match:
        """Play ``match`` from now on (the finished one counts as played)."""
        if self.match.is_over:
            self.matches_played += 1
        self.match = match
        self.table.set_round(match.round)
        self._update()
        return match

    def _play(self, move: Move) -> None:
        """The table's moves go to the match, which deals the next round when one ends."""
        self.match.push(move)

    def _after_move(self, move: Move, rnd: Round) -> None:
        self._update(rnd)

    def _update(self, rnd: Round | None = None) -> None:
        """Show the match and ``rnd``, the round on the table (by default, table.round)."""
        rnd = self.table.round if rnd is None else rnd
        over = self.match.is_over
        if hasattr(self, "table"):  # (not while the table is made: it may move at once)
            self.table.match_points = self.match.scores
            self.table.round_number = (round_number_of(self.match, rnd), self.match.total_rounds)
        self.header.value = "" if over else match_header_html(self.match, self.names, rnd)
        self.header.layout.display = "none" if over else "flex"
        self.notice.value = notice_html(koikoi_notice(rnd, self.names))
        self.notice.layout.display = "flex" if self.notice.value else "none"
        sheet = score_sheet_html(self.match, self.names)
        self.score_sheet.value = "" if over else sheet
        if over:
            self.end_html.value = (
                f'<div style="font-size:18px;color:{INK};margin-bottom:4px">'
                f"<b>{escape(verdict(self.match, self.names))}</b></div>{sheet}"
            )
        self.end_screen.layout.display = "flex" if over else "none"
        waiting = rnd.is_over and not over
        # a shown button is an inline block: as a flex box it lifts its icon above the text
        self.next_button.layout.display = "inline-block" if waiting else "none"

    def _button(
        self, description: str, style: str, icon: str, action: Callable[[], object]
    ) -> w.Button:
        """A button as wide as its words that runs ``action`` through :meth:`_guard`."""
        button = w.Button(
            description=description,
            button_style=style,
            icon=icon,
            layout=w.Layout(width="auto", min_width="max-content"),
        )
        button.on_click(lambda _b: self._guard(action))
        return button

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
        elif is_default_opponent(self.names[result.winner]):
            what = ngettext(
                "the opponent won ({count} point)",
                "the opponent won ({count} points)",
                result.points,
                count=result.points,
            )
        else:
            what = ngettext(
                "{player} won ({count} point)",
                "{player} won ({count} points)",
                result.points,
                player=self.names[result.winner],
                count=result.points,
            )
        dealer = self.names[rnd.dealer]
        deals = _deals(dealer)
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
