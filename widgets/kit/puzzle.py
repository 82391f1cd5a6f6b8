"""The scoring-puzzle widget: a pile (or a round's end) to score, an answer box, feedback.

Show a list of puzzles (a lesson's curated ones) or an endless :class:`PuzzleStream`
with a level selector. The learner types the points, optionally clicks the yaku they
see, and presses Check; a wrong answer gets the trap it fell into and the full
breakdown (:func:`koikoi.tutor.puzzles.check`), whose glosses ("1 point for reaching 5
animals") are said in full the first time only: later puzzles say "Tane 1". A running
score counts puzzles solved, first tries and the current streak; a stream's **Start
over** button restarts its series at the first puzzle with that score at zero. Drive it
from Python with
:meth:`PuzzleWidget.answer`, :meth:`PuzzleWidget.next`, :meth:`PuzzleWidget.start_over`
(that is how the tests use it):

>>> from koikoi.tutor.puzzles import Puzzle
>>> widget = PuzzleWidget([Puzzle.pile_of("1b 3b 11b")], key="doc")
>>> widget.answer(5).traps[0].key
'rain-man-in-three'
>>> widget.answer(0).correct, widget.solved, widget.first_try
(True, 1, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from koikoi import YAKU_INFO, YAKU_NAMES, Card
from koikoi.cards import format_cards, reading_order
from koikoi.errors import shown
from koikoi.i18n import Translator
from koikoi.tutor.puzzles import LEVELS, Puzzle, PuzzleStream, Verdict, check, glosses
from koikoi.yaku import requirements
from widgets.art.groups import group_caption, pile_groups
from widgets.art.header import joined
from widgets.art.primitives import text_width
from widgets.art.svg import cards_svg
from widgets.i18n import N_
from widgets.i18n import translator as _
from widgets.kit.context import LessonContext, lesson_context
from widgets.kit.score import Scoreboard

__all__ = ["LEVEL_NAMES", "PuzzleWidget", "pile_html", "puzzle_html", "verdict_html"]

LEVEL_NAMES = {1: N_("1 · one yaku"), 2: N_("2 · tricky piles"), 3: N_("3 · round points")}
"""The levels of generated puzzles, as the level buttons name them (translated where shown)."""
_ENGINE = Translator("koikoi")
"""The yaku's one-line explanations are the engine's messages (domain ``koikoi``)."""

SERIES_MAX = 2**32 - 1
"""The highest series number (the seeds of :class:`PuzzleStream`)."""
_BOX = "border:1px solid #d8c9a8;border-radius:6px;padding:8px 12px;margin:6px 0"
_INK = "color:#2b2118"


# --- pure HTML --------------------------------------------------------------------------------


def pile_html(cards: Sequence[Card], title: str, *, width: float = 46) -> str:
    """A pile as HTML: its title, one row of cards per class (none hidden), then the
    codes of its cards (none for an empty pile)."""
    groups = []
    for kind, group in pile_groups(cards):
        label = group_caption(kind, len(group))
        groups.append(f"<div>{cards_svg(group, width=width, gap=3, title=label)}</div>")
    empty = escape(_("no cards"))
    body = "".join(groups) or f'<div style="color:#6b5a45">{empty}</div>'
    codes = ""
    if cards:
        codes_read = format_cards(reading_order(cards))  # as the pictures' rows read
        line = escape(_("Cards: {cards}", cards=codes_read))
        codes = f'<div style="font-size:12px;color:#6b5a45">{line}</div>'
    return (
        f'<div><div style="font-size:14px;font-weight:700;{_INK}">{escape(title)}</div>'
        f'<div style="display:flex;flex-wrap:wrap;gap:4px 14px">{body}</div>{codes}</div>'
    )


def puzzle_html(puzzle: Puzzle, *, width: float = 46) -> str:
    """A puzzle as HTML: the situation, the piles as pictures, the question."""
    parts = []
    if puzzle.is_round:
        parts.append(
            f'<div style="font-size:14px;margin:2px 0 6px;{_INK}">'
            f"{escape(puzzle.situation())}</div>"
        )
        parts.append(pile_html(puzzle.pile, _("Your pile"), width=width))
        parts.append('<div style="height:6px"></div>')
        parts.append(pile_html(puzzle.opponent, _("The opponent's pile"), width=width))
    else:
        parts.append(pile_html(puzzle.pile, _("The pile"), width=width))
    parts.append(
        f'<div style="font-size:15px;font-weight:600;margin-top:6px;{_INK}">'
        f"{escape(puzzle.question)}</div>"
    )
    return "".join(parts)


def verdict_html(verdict: Verdict) -> str:
    """A marked answer as HTML: the verdict, the traps named, the full breakdown."""
    if verdict.correct:
        colour, back, mark = "#1b5e20", "#e8f5e9", "✔"
    else:
        colour, back, mark = "#8e2a0e", "#fdecea", "✘"
    lines = [f"<b>{mark} {escape(verdict.headline)}</b>"]
    for trap in verdict.traps:
        lines.append(
            '<div style="margin-top:4px">'
            + _("Trap: {title}.", title="<b>" + escape(trap.title) + "</b>")
            + f" {escape(trap.body)}</div>"
        )
    if verdict.missing_yaku:
        left_out = _("Yaku you left out: {yaku}.", yaku=", ".join(verdict.missing_yaku))
        lines.append(f"<div>{escape(left_out)}</div>")
    if verdict.extra_yaku:
        extra = _("Yaku that do not count here: {yaku}.", yaku=", ".join(verdict.extra_yaku))
        lines.append(f"<div>{escape(extra)}</div>")
    if not verdict.correct or len(verdict.breakdown) > 1:
        items = "".join(f"<li>{escape(line)}</li>" for line in verdict.breakdown)
        lines.append(f'<ul style="margin:4px 0 0 0;padding-left:18px">{items}</ul>')
    return (
        f'<div style="border-left:5px solid {colour};background:{back};padding:6px 10px;'
        f'margin:4px 0;color:#222;font-size:14px">{"".join(lines)}</div>'
    )


# --- the widget ---------------------------------------------------------------------------


def _check_puzzles(puzzles: object) -> None:
    """A :class:`PuzzleStream` or a sequence of :class:`Puzzle` objects."""
    if isinstance(puzzles, PuzzleStream):
        return
    if isinstance(puzzles, str | bytes) or not isinstance(puzzles, Sequence):
        raise ValueError(
            f"puzzles={shown(puzzles)} must be a list of Puzzle objects or a PuzzleStream"
        )
    for number, puzzle in enumerate(puzzles):
        if not isinstance(puzzle, Puzzle):
            raise ValueError(
                f"puzzles[{number}]={shown(puzzle)} is not a Puzzle (make one with "
                "Puzzle.pile_of or Puzzle.round_of)"
            )


def _taught(yaku: Iterable[str] | None, puzzles: Sequence[Puzzle]) -> tuple[str, ...]:
    """The yaku a widget's buttons offer: ``yaku`` (checked: known names, enough for each
    puzzle's answer), in the engine's order; every yaku for None."""
    if yaku is None:
        return tuple(YAKU_NAMES)
    if isinstance(yaku, str | bytes) or not isinstance(yaku, Iterable):
        raise ValueError(f"yaku={shown(yaku)} must be a list of yaku names")
    names = list(yaku)
    for name in names:
        if name not in YAKU_NAMES:
            raise ValueError(
                f"yaku= names an unknown yaku {shown(name)}; known: {', '.join(YAKU_NAMES)}"
            )
    for number, puzzle in enumerate(puzzles):
        left_out = [name for name in puzzle.answer_yaku if name not in names]
        if left_out:
            raise ValueError(
                f"puzzles[{number}] scores {', '.join(left_out)}, which yaku= leaves out"
            )
    return tuple(name for name in YAKU_NAMES if name in names)


class _Count:
    """A count of a puzzle widget's answers, read from the tally of its scoreboard."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, widget: PuzzleWidget | None, owner: type | None = None) -> Any:
        if widget is None:
            return self
        return getattr(widget.score.tally(widget.score_prefix), self.name)


class PuzzleWidget(w.VBox):
    """Scoring puzzles one at a time, with a running score.

    ``puzzles``: a sequence (shown in order, "Puzzle 3 of 12") or a :class:`PuzzleStream`
    (endless, with a level selector). ``ask_yaku`` shows the optional yaku buttons;
    ``yaku`` names the only yaku they offer (those taught so far: a lesson offers no yaku
    it has not taught; each puzzle of a list must score with these alone), None offers
    every yaku of the puzzle's rules.
    ``key`` names the exercise on the running score of the lesson
    (:func:`~widgets.kit.context.lesson_context`) when a sequence is shown; a stream, or
    None, keeps the score on a scoreboard of this widget's own (:attr:`score`). Either way
    the answers are recorded on a :class:`~widgets.kit.score.Scoreboard`, one entry per
    puzzle.

    A stream with a ``key`` puts one exercise per level on the lesson's score instead,
    ``"<key> · level 2"``, solved once ``goal`` puzzles of that level are answered right at
    the first answer: an endless stream has an end a lesson can count.
    """

    def __init__(
        self,
        puzzles: Sequence[Puzzle] | PuzzleStream,
        *,
        ask_yaku: bool = True,
        yaku: Iterable[str] | None = None,
        key: str | None = "puzzles",
        title: str = "",
        goal: int = 5,
    ) -> None:
        _check_puzzles(puzzles)
        if type(goal) is not int or not 1 <= goal <= 100:
            raise ValueError(f"goal={shown(goal)} must be a whole number from 1 to 100")
        self.goal = goal
        """Puzzles of a level to answer right at the first answer to reach its goal."""
        self.stream = puzzles if isinstance(puzzles, PuzzleStream) else None
        self.puzzles: list[Puzzle] = [] if self.stream else list(puzzles)
        if not self.stream and not self.puzzles:
            raise ValueError("a puzzle widget needs at least one puzzle")
        self.key = key
        self.index = 0
        self.verdict: Verdict | None = None
        self.glossed: set[str] = set()
        """The glosses this widget has explained so far (:func:`~koikoi.tutor.puzzles.
        glosses`): a breakdown says each in full the first time, then short («Tane 1»)."""
        self._known: frozenset[str] = frozenset()
        """The glosses explained before the puzzle shown (its breakdown says the others in
        full however often it is checked)."""
        shared = key is not None and not self.stream
        self.context: LessonContext = lesson_context()
        """The lesson this widget was shown in: its goals count there."""
        self.score: Scoreboard = self.context.score if shared else Scoreboard()
        self.score_prefix = f"{key if shared else 'puzzle'} #"
        """The start of this widget's keys on :attr:`score`."""

        self._title = w.HTML(layout=w.Layout(margin="0 0 4px 0"))
        levels = [(_(LEVEL_NAMES[lv]), lv) for lv in LEVELS]
        widest = max(text_width(label, 13) for label, _lv in levels)
        self._level = w.ToggleButtons(
            options=levels,
            value=self.stream.level if self.stream else 1,
            description=_("Level"),
            style={"button_width": f"{widest + 30:.0f}px"},  # the longest label, uncut
        )
        self._level.observe(self._on_level, names="value")
        self._series = w.BoundedIntText(
            value=self.stream.seed if self.stream else 0,
            min=0,
            max=SERIES_MAX,
            description=_("Series"),
            layout=w.Layout(width="230px"),
        )
        self._series.observe(self._on_series, names="value")
        self.start_over_button = w.Button(
            description=_("Start over"),
            icon="undo",
            tooltip=_(
                "Start this series again at its first puzzle, the score at zero; "
                "the level goals keep what you reached."
            ),
            layout=w.Layout(width="auto", min_width="90px"),
        )
        self.start_over_button.on_click(lambda _b: self.start_over())
        self._earned: list[Puzzle] = []
        """Puzzles answered right at the first answer in earlier runs of a series (they
        still count toward their level's goal)."""
        self._board = w.HTML()
        self.points = w.BoundedIntText(
            value=0, min=0, max=999, description=_("Points"), layout=w.Layout(width="150px")
        )
        self.taught: tuple[str, ...] = _taught(yaku, self.puzzles)
        """The yaku the buttons may offer (each shown when the puzzle's rules have it)."""
        self.yaku_buttons = {
            name: w.ToggleButton(
                description=name,
                tooltip=f"{YAKU_INFO[name].label()}: {_ENGINE(YAKU_INFO[name].needs)}",
                layout=w.Layout(width="auto"),
            )
            for name in self.taught  # each shown when the puzzle's rules have it
        }
        for button in self.yaku_buttons.values():
            button.observe(_mark_chosen, names="value")
        yaku_row = w.VBox(
            [
                w.HTML(
                    '<span style="color:#6b5a45">'
                    + escape(_("Name the yaku (optional):"))
                    + "</span>"
                ),
                w.HBox(list(self.yaku_buttons.values()), layout=w.Layout(flex_flow="row wrap")),
            ]
        )
        fit = w.Layout(width="auto", min_width="90px")  # labels differ in length by language
        self.check_button = w.Button(description=_("Check"), button_style="primary", layout=fit)
        self.check_button.on_click(lambda _b: self.check())
        self.next_button = w.Button(description=_("Next puzzle →"), layout=fit)
        self.next_button.on_click(lambda _b: self.next())
        self._feedback = w.HTML()
        self._score = w.HTML()
        children: list[w.Widget] = [self._title]
        if self.stream:
            children += [self._level, w.HBox([self._series, self.start_over_button])]
        children += [self._board]
        if ask_yaku:
            children.append(yaku_row)
        children += [
            w.HBox([self.points, self.check_button, self.next_button]),
            self._feedback,
            self._score,
        ]
        heading = [w.HTML(f'<div style="font-size:16px;font-weight:700">{escape(title)}</div>')]
        super().__init__(
            (heading if title else []) + children, layout=w.Layout(border="1px solid #d8c9a8",
                                                                   padding="6px 12px")
        )  # fmt: skip
        for i in range(len(self.puzzles)):
            self.score.register(self._key(i))
        self.goal_keys: dict[int, str] = (
            {level: f"{key} · level {level}" for level in LEVELS}
            if self.stream and key is not None
            else {}
        )
        """A stream's level goals on the lesson's score, by level (none for a list)."""
        for goal_key in self.goal_keys.values():
            self.context.score.register(goal_key)
        self._show()

    # --- state ---------------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown now."""
        if self.stream:
            while len(self.puzzles) <= self.index:
                self.puzzles.append(next(self.stream))
        return self.puzzles[self.index]

    tried = _Count("Puzzles answered at least once.")
    first_try = _Count("Puzzles answered right at the first answer.")
    solved = _Count("Puzzles answered right (each counts once).")
    streak = _Count("Puzzles answered right at the first answer in a row, up to now.")

    @property
    def level(self) -> int:
        """The level of generated puzzles (streams only)."""
        return self.stream.level if self.stream else self.puzzle.level

    def set_level(self, level: int) -> None:
        """Switch a stream to ``level`` (1-3) and show a new puzzle of that level."""
        if not self.stream:
            raise ValueError("only a stream of generated puzzles has a level to choose")
        if type(level) is not int or level not in LEVELS:
            raise ValueError(f"level={shown(level)} must be 1, 2 or 3")
        self._level.value = level  # calls _on_level

    @property
    def series(self) -> int:
        """The seed of a stream's series: the same series gives the same puzzles, in the
        same order (streams only)."""
        if not self.stream:
            raise ValueError("only a stream of generated puzzles has a series")
        return self.stream.seed

    def set_series(self, seed: int) -> None:
        """Start series ``seed`` (0 to :data:`SERIES_MAX`) of a stream at its first puzzle;
        the puzzles answered so far keep their place on the score."""
        if not self.stream:
            raise ValueError("only a stream of generated puzzles has a series")
        if type(seed) is not int or not 0 <= seed <= SERIES_MAX:
            raise ValueError(f"seed={shown(seed)} must be a whole number from 0 to {SERIES_MAX}")
        self._series.value = seed  # calls _on_series

    def _on_series(self, change: dict) -> None:
        if self.stream and change["new"] != self.stream.seed:
            self.stream = PuzzleStream(level=self.stream.level, seed=change["new"])
            if self.score.answered(self._key(self.index)):
                self.index += 1
            del self.puzzles[self.index :]
            self._show()

    def start_over(self) -> Puzzle:
        """Start the series shown again at its first puzzle (the same puzzles, in the same
        order, at the level chosen now), the running score at zero. The lesson's saved
        progress is left as it is, and the puzzles answered right at the first answer
        before still count toward their level's goal (each once)."""
        if not self.stream:
            raise ValueError("only a stream of generated puzzles has a series to start over")
        self._earned += [
            p for i, p in enumerate(self.puzzles) if self.score.right_first(self._key(i))
        ]
        self.stream = PuzzleStream(level=self.stream.level, seed=self.stream.seed)
        self.score.reset()
        self.puzzles = []
        self.index = 0
        self._show()
        return self.puzzle

    def _on_level(self, change: dict) -> None:
        if self.stream and change["new"] != self.stream.level:
            self.stream.level = change["new"]
            if self.score.answered(self._key(self.index)):
                self.index += 1  # the answered puzzle keeps its place in the score
            del self.puzzles[self.index :]
            self._show()

    def right_first(self, level: int) -> int:
        """How many puzzles of ``level`` were answered right at the first answer (in this
        run of the series or an earlier one: a puzzle met again counts once)."""
        right = self._earned + [
            p for i, p in enumerate(self.puzzles) if self.score.right_first(self._key(i))
        ]
        distinct: list[Puzzle] = []
        for puzzle in right:
            if puzzle.level == level and puzzle not in distinct:
                distinct.append(puzzle)
        return len(distinct)

    def goal_reached(self, level: int) -> bool:
        """Whether the goal of ``level`` is reached (streams with a ``key`` only)."""
        return level in self.goal_keys and self.right_first(level) >= self.goal

    def _key(self, index: int) -> str:
        """The scoreboard's key for puzzle ``index``."""
        return f"{self.score_prefix}{index + 1}"

    # --- actions --------------------------------------------------------------------------

    def answer(self, points: int, yaku: Iterable[str] | None = None) -> Verdict:
        """Answer the puzzle shown (as if typed, clicked and checked)."""
        top = self.points.max
        if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= top:
            raise ValueError(f"points={shown(points)} must be a whole number from 0 to {top}")
        if isinstance(yaku, str | bytes):
            raise ValueError(f"yaku={shown(yaku)} must be a list of yaku names, not text")
        names = list(yaku) if yaku is not None else []
        for name in names:
            if name not in self.yaku_buttons:
                known = ", ".join(self.yaku_buttons)
                what = "a yaku not offered here" if name in YAKU_NAMES else "unknown yaku"
                raise ValueError(f"{what} {shown(name)}; offered: {known}")
        self.points.value = points
        for name, button in self.yaku_buttons.items():
            button.value = name in names
        return self.check(ask_yaku=yaku is not None)

    def check(self, *, ask_yaku: bool | None = None) -> Verdict:
        """Check the answer in the box (and the yaku clicked, if any)."""
        chosen = [name for name, b in self.yaku_buttons.items() if b.value]
        named = chosen if (ask_yaku or (ask_yaku is None and chosen)) else None
        verdict = check(self.puzzle, int(self.points.value), named, glossed=self._known)
        self.glossed |= glosses(self.puzzle)
        self.verdict = verdict
        self.score.record(self._key(self.index), verdict.correct)
        goal_key = self.goal_keys.get(self.puzzle.level)
        lesson_score = self.context.score
        if goal_key and self.goal_reached(self.puzzle.level) and not lesson_score.solved(goal_key):
            lesson_score.record(goal_key, True)
        self._feedback.value = verdict_html(verdict)
        self._show_score()
        return verdict

    def next(self) -> Puzzle:
        """Show the next puzzle (after the last of a list, start again from the first)."""
        if self.stream:
            self.index += 1
        else:
            self.index = (self.index + 1) % len(self.puzzles)
        self._show()
        return self.puzzle

    def show(self, index: int) -> Puzzle:
        """Show puzzle number ``index`` (0-based) of a list."""
        if (
            self.stream
            or not isinstance(index, int)
            or isinstance(index, bool)
            or not 0 <= index < len(self.puzzles)
        ):
            raise ValueError(f"index={shown(index)}: choose 0 to {len(self.puzzles) - 1}")
        self.index = index
        self._show()
        return self.puzzle

    # --- drawing ------------------------------------------------------------------------------

    def _show(self) -> None:
        puzzle = self.puzzle
        self.verdict = None
        self._known = frozenset(self.glossed)
        self.points.value = 0
        offered = requirements(puzzle.rules)
        for name, button in self.yaku_buttons.items():
            button.value = False
            button.layout.display = None if name in offered else "none"
        if self.stream:
            where = _("Puzzle {number}", number=self.index + 1)
        else:
            where = _("Puzzle {number} of {total}", number=self.index + 1, total=len(self.puzzles))
        level = _("level {level}", level=puzzle.level)
        self._title.value = joined(
            [
                f'<span style="font-size:14px;font-weight:600;{_INK}">{escape(where)}</span>',
                f'<span style="color:#6b5a45">{escape(level)}</span>',
            ]
        )
        self._board.value = puzzle_html(puzzle)
        self._feedback.value = ""
        self._show_score()

    def score_text(self) -> str:
        """The running score as a sentence ("None solved yet" before the first answer)."""
        t = self.score.tally(self.score_prefix)
        if not t.tried:
            return _("None solved yet")
        return _(
            "Solved: {solved} of {tried} · {first_try} at the first try · streak {streak}",
            solved=t.solved,
            tried=t.tried,
            first_try=t.first_try,
            streak=t.streak,
        )

    def goal_text(self) -> str:
        """Where the shown level stands against its goal ("" without goals)."""
        level = self.puzzle.level
        if level not in self.goal_keys:
            return ""
        if self.goal_reached(level):
            return _("Level {level}: goal reached ({goal} right at the first try).",
                     level=level, goal=self.goal)  # fmt: skip
        return _("Level {level} goal: {done} of {goal} right at the first try.",
                 level=level, done=self.right_first(level), goal=self.goal)  # fmt: skip

    def _show_score(self) -> None:
        goal = self.goal_text()
        self._score.value = (
            f'<span style="font-size:13px;color:#5b4636">&#9733; {self.score_text()}</span>'
            + (
                f'<br><span style="font-size:13px;color:#2e6b3a">{escape(goal)}</span>'
                if goal
                else ""
            )
        )


def _mark_chosen(change: dict[str, Any]) -> None:
    """A chosen yaku button is clearly marked: green, with a check mark."""
    button = change["owner"]
    button.button_style = "success" if change["new"] else ""
    button.icon = "check" if change["new"] else ""
