"""The card table widget: play a round of Koi-Koi from one player's side, in a notebook.

Click (or tap) a hand card to play it; when it matches two field cards, both light up in
gold and you click the one to capture. After each play the drawn card shows beside the
stock for a moment, then resolves (with the same choice when it matches two). Koi-koi and
stop buttons appear at your decision. The other side is driven by ``opponent(view,
legal_moves)`` (a computer agent or a lesson's script) at ``pace`` seconds a step, or by
:meth:`TableWidget.push`.

The widget composes four parts: the :class:`~widgets.table.controller.TableController`
(what input means, prompts, the moments to show), the
:class:`~widgets.table.driver.OpponentDriver` (the opponent's time, off the kernel's
thread), :class:`~widgets.table.replay.Replay` and the thin
:class:`~widgets.table.view.TableView` (widgets, drawing, pointer events).

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1b", "12p1 12p2"), field="7p1 3p1",
...                           deck="4p1 5p1 6p1 8p1", captured=("10a 6a", ""))
>>> table = TableWidget(rnd, pace=0)
>>> table.push("7a")
Move.parse('7a')
>>> table.message.split(": ")[0]  # then: call koi-koi to play on, or stop to score now.
'Your yaku add up to 5 base points (5 if you stop now)'
>>> table.push("stop"); table.round.result.points
Move.parse('stop')
5
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import Executor
from typing import Any

import traitlets

from koikoi.cards import Lang
from koikoi.errors import shown
from koikoi.i18n import language_of
from koikoi.moves import Move
from koikoi.round import Phase, Round
from widgets import static
from widgets.i18n import COURSE_LANGUAGE, OPPONENT, YOU, shown_language, shown_names
from widgets.i18n import translator as _
from widgets.table.arguments import (
    check_allowed_moves,
    check_names,
    check_pixels,
    check_regions,
    check_seconds,
    check_table_options,
)
from widgets.table.controller import REFUSAL, AllowedMoves, TableController
from widgets.table.driver import Opponent, OpponentDriver
from widgets.table.layout import REGIONS, Slot, TableLayout
from widgets.table.scene import Scene, TableState, build_scene
from widgets.table.svg import scene_svg, table_title
from widgets.table.text import table_text
from widgets.table.view import TableView, busy_html
from widgets.table.worker import Timer

__all__ = ["AllowedMoves", "Opponent", "TableWidget", "busy_html", "scripted_opponent"]


def scripted_opponent(moves: Iterable[str | Move]) -> Opponent:
    """An opponent that plays ``moves`` in order (a lesson's scripted line).

    >>> play = scripted_opponent(["3p1", "stop"])
    >>> play(None, ()), play(None, ())
    ('3p1', 'stop')
    """
    queue = list(moves)
    position = 0

    def play(view: Any, legal: Any) -> Move | str:
        nonlocal position
        if position >= len(queue):
            raise ValueError(f"the scripted line has no move left (it had {len(queue)})")
        position += 1
        return queue[position - 1]

    return play


class TableWidget(TableView):
    """A Koi-Koi table for ``round``, seen and played by ``player``.

    ``opponent`` drives the other side (``(view, legal_moves) -> move``); without one the
    other side moves by :meth:`push` (or by clicks on its hand when shown open).
    ``regions`` shows part of the table (see :data:`widgets.table.layout.REGIONS`);
    ``doubling=False`` leaves the multipliers and doubling rules off the totals bar (for
    lessons that come before doubling is taught);
    ``allowed_moves`` (a predicate returning True, False or a refusal message, or a set
    of move texts) limits your moves, refused ones getting ``refusal``; ``on_move(move,
    round)`` runs after every move (more callbacks with :meth:`on_move`); ``frozen`` turns
    input off; ``pace`` is the seconds between steps of the other side and how long the
    drawn card shows before it resolves (0: at once). ``names`` are (yours, theirs); the
    default ones, like every label and message, are in the course language
    (:func:`koikoi.i18n.set_language`), and so are the card labels unless ``lang`` names
    another language. ``play(move)`` makes a move (``round.push`` by default; a match
    passes its own ``push``, so the round it deals next follows).

    ``player``, ``pace``, ``frozen``, ``names`` (by seat: player 0's first),
    ``show_opponent_hand``, ``regions`` and ``opponent`` are traitlets: setting one is
    checked, and redraws the table.

    ``hint`` (a move, legal now for you) frames its cards on the table until the next
    move, which sets it back to None. ``match_points`` (totals by player) and
    ``round_number`` ((this round, rounds)) fill the totals bar; a match sets them.

    At your koi-koi decision the table shows a panel over the field with the yaku, the
    points and the risk, and two drawn buttons: a click on one decides. The Koi-koi and
    Stop widget buttons under the table are then out of sight (one pair shows) but still
    reached with Tab (they come into view while focused) and read by screen readers; they
    show as usual when the table has no middle to draw the panel on.

    ``scale`` draws the canvas at that many device pixels per table pixel (2: crisp on a
    screen of devicePixelRatio 2; by default the page's devicePixelRatio, as its page
    reports it); :meth:`click` and :meth:`hover` take table pixels whatever the scale.

    ``executor`` (a :class:`concurrent.futures.Executor`) runs the opponent's decisions off
    the kernel's thread: meanwhile :attr:`thinking` is True and the table keeps taking
    clicks; the decision is applied on the kernel's event loop, and dropped (with
    :attr:`thinking` cleared) if the position changed meanwhile. Without one, the opponent
    decides at once.
    """

    thinking = traitlets.Bool(False, read_only=True, help="an opponent decision is running")
    player = traitlets.Int(0, help="the seat the learner plays (0 or 1)")
    pace = traitlets.Float(0.6, help="seconds per step of the other side (0: at once)")
    frozen = traitlets.Bool(False, help="input is off: the table is here to look at")
    names = traitlets.Any(("", ""), help="the players' names by seat (player 0's first)")
    show_opponent_hand = traitlets.Bool(False, help="the other hand is shown open")
    regions = traitlets.Any(REGIONS, help="the parts of the table shown")
    opponent = traitlets.Any(None, allow_none=True, help="(view, legal_moves) -> move")
    hint = traitlets.Any(None, allow_none=True, help="a move framed on the table until the next")
    match_points = traitlets.Any(None, allow_none=True, help="match totals by player, for the bar")
    round_number = traitlets.Any(None, allow_none=True, help="(this round, rounds), for the bar")
    moment_view = traitlets.Any(
        None, allow_none=True, read_only=True,
        help="the position shown during a moment (a PlayerView; None: the round as it is)",
    )  # fmt: skip

    def __init__(
        self,
        round: Round,
        *,
        player: int = 0,
        opponent: Opponent | None = None,
        lang: Lang | str = COURSE_LANGUAGE,
        show_opponent_hand: bool = False,
        regions: Iterable[str] | None = None,
        allowed_moves: AllowedMoves | None = None,
        refusal: str = REFUSAL,
        on_move: Callable[[Move, Round], Any] | None = None,
        frozen: bool = False,
        pace: float = 0.6,
        names: tuple[str, str] = (YOU, OPPONENT),
        play: Callable[[Move], Any] | None = None,
        executor: Executor | None = None,
        scale: float | None = None,
        doubling: bool = True,
    ) -> None:
        if not isinstance(round, Round):
            raise ValueError(f"TableWidget needs a koikoi.Round, not {type(round).__name__}")
        _check_player(player)
        pace = check_seconds("pace", pace)
        _check_opponent(opponent)
        names = shown_names(check_names(names))
        lang = shown_language(lang)
        allowed = check_allowed_moves(allowed_moves)
        shown_regions = tuple(REGIONS if regions is None else check_regions(regions) or ())
        check_table_options(
            lang=lang,
            on_move=on_move,
            refusal=refusal,
            frozen=frozen,
            show_opponent_hand=show_opponent_hand,
        )
        lang = language_of(lang)  # checked above: now typed as one of LANGS
        if not isinstance(doubling, bool):
            raise ValueError(f"doubling={doubling!r} must be True or False")
        self.lang = lang
        seats = (names[0], names[1]) if player == 0 else (names[1], names[0])
        self.controller = TableController(
            round,
            player=player,
            names=seats,
            opponent_plays=opponent is not None,
            show_opponent_hand=show_opponent_hand,
            allowed_moves=allowed,
            refusal=_(refusal) if refusal == REFUSAL else refusal,
            frozen=frozen,
            pace=pace,
            regions=shown_regions,
            lang=lang,
            play=play,
            doubling=doubling,
        )
        self.driver = OpponentDriver(
            opponent,
            apply=self._opponent_move,
            failed=self._opponent_failed,
            thinking_changed=self._on_thinking,
            executor=executor,
            guard=lambda fn: self._guarded(fn),
        )
        self.redraws = 0
        self.last_scene: Scene | None = None
        self._moment_timer: Timer | None = None
        self._version = -1
        self._drawn_key: object = None
        self._ready = False
        self._connected = False  # a page has shown the canvas: drawing now reaches it
        self._log_epoch = -1
        lay = build_scene(self.controller.state(), regions=shown_regions).layout
        super().__init__(lay.width, lay.height, lang, scale)
        with self.hold_trait_notifications():
            self.set_trait("player", player)
            self.set_trait("pace", pace)
            self.set_trait("frozen", frozen)
            self.set_trait("names", seats)
            self.set_trait("show_opponent_hand", show_opponent_hand)
            self.set_trait("regions", shown_regions)
            self.set_trait("opponent", opponent)
        self._ready = True
        if on_move is not None:
            self.on_move(on_move)
        self.connect(self._guarded)
        # what a saved notebook shows of the canvas: the picture, and it in words
        static.picture(self.canvas, self.picture, self.picture_text)
        self._after()

    # --- options (traitlets) ----------------------------------------------------------

    @traitlets.validate("player")
    def _valid_player(self, proposal: Any) -> int:
        _check_player(proposal["value"])
        return int(proposal["value"])

    @traitlets.validate("pace")
    def _valid_pace(self, proposal: Any) -> float:
        return check_seconds("pace", proposal["value"])

    @traitlets.validate("names")
    def _valid_names(self, proposal: Any) -> tuple[str, str]:
        return check_names(proposal["value"])

    @traitlets.validate("regions")
    def _valid_regions(self, proposal: Any) -> tuple[str, ...]:
        regions = check_regions(proposal["value"]) or ()
        build_scene(self.controller.state(), regions=regions)  # names unknown ones
        return regions

    @traitlets.validate("opponent")
    def _valid_opponent(self, proposal: Any) -> Opponent | None:
        _check_opponent(proposal["value"])
        return proposal["value"]

    @traitlets.validate("hint")
    def _valid_hint(self, proposal: Any) -> Move | None:
        return self.controller.set_hint(proposal["value"])

    @traitlets.validate("match_points", "round_number")
    def _valid_bar(self, proposal: Any) -> tuple[int, int] | None:
        value = proposal["value"]
        value = None if value is None else tuple(value) if isinstance(value, list) else value
        name = proposal["trait"].name
        c = self.controller
        facts: dict[str, Any] = {
            "match_points": c.match_points,
            "round_number": c.round_number,
            name: value,
        }
        TableState.of(c.round, c.player, **facts)  # names a bad value and why
        return value

    @traitlets.observe("hint", "match_points", "round_number")
    def _marks_changed(self, change: Any) -> None:
        c = self.controller
        c.hint = self.hint
        c.match_points, c.round_number = self.match_points, self.round_number
        if self._ready:
            self._render()

    @traitlets.observe(
        "player", "pace", "frozen", "names", "show_opponent_hand", "regions", "opponent"
    )
    def _option_changed(self, change: Any) -> None:
        c = self.controller
        c.player, c.pace, c.frozen, c.names = self.player, self.pace, self.frozen, self.names
        c.show_opponent_hand, c.regions = self.show_opponent_hand, tuple(self.regions)
        c.opponent_plays = self.opponent is not None
        self.driver.opponent = self.opponent
        if not self._ready:
            return
        if change["name"] == "regions":
            lay = build_scene(c.state(), regions=c.regions).layout
            self.resize(lay.width, lay.height)
        if change["name"] == "names":
            c.reset()
            self.restart_log()
        c.settle()
        c.update()
        self._drawn_key = None  # redraw
        self._version = -1  # and let the opponent (re)consider
        self._after()

    @property
    def executor(self) -> Executor | None:
        """Where the opponent's decisions run (None: at once)."""
        return self.driver.executor

    @executor.setter
    def executor(self, executor: Executor | None) -> None:
        self.driver.executor = executor

    @property
    def allowed_moves(self) -> Any:
        """The moves this table allows (None: every legal move)."""
        return self.controller.allowed_moves

    @property
    def refusal(self) -> str:
        """The message for a move that ``allowed_moves`` refuses."""
        return self.controller.refusal

    def on_move(self, callback: Callable[[Move, Round], Any], remove: bool = False) -> None:
        """Call ``callback(move, round)`` after every move (ipywidgets style: ``remove=True``
        unregisters it). Callbacks run in the order registered; one that fails is shown on
        the message line and the others still run."""
        if not callable(callback):
            raise ValueError(f"on_move callback {callback!r} must be a function (move, round)")
        callbacks = self.controller.callbacks
        if remove:
            if callback in callbacks:
                callbacks.remove(callback)
        elif callback not in callbacks:
            callbacks.append(callback)

    def say(self, text: str, *, error: bool = False) -> None:
        """Show ``text`` on the message line (in red when ``error``)."""
        self.controller.say(text, error=error)
        self._render()

    # --- reading ------------------------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played (the engine state; changes as moves are made)."""
        return self.controller.round

    @property
    def message(self) -> str:
        """The message line as plain text."""
        return self.controller.message

    @property
    def log_lines(self) -> tuple[str, ...]:
        """The log, one event a line, as shown under the table."""
        return tuple(self.controller.log_lines)

    @property
    def layout_now(self) -> TableLayout:
        """Where every card is drawn right now (for hit-testing and tests)."""
        return self.scene().layout

    def scene(self) -> Scene:
        """What the canvas shows now (the state, or a moment before it, plus marks)."""
        return self.controller.scene()

    def picture(self) -> str:
        """What the canvas shows now, as one SVG picture (for saved notebooks)."""
        title = table_title(self.names[self.player])
        return scene_svg(self.scene(), lang=self.lang, title=title)

    def picture_text(self) -> str:
        """What the canvas shows now, in words (for text-only readers of saved notebooks)."""
        state = self.controller.moment or self.controller.state()
        return table_title(self.names[self.player]) + "\n" + table_text(state)

    # --- input --------------------------------------------------------------------------

    def push(self, move: Move | str) -> Move:
        """Make a move for whoever is to move, by the same path as clicks. An illegal or
        refused move raises ``IllegalMoveError`` (a ValueError), a malformed one
        ``ValueError``; either is shown on the message line and changes nothing."""
        self._skip_moments()
        try:
            return self.controller.push(move)
        finally:
            self._after()

    def click(self, x: float, y: float) -> None:
        """Handle a click or tap at canvas pixel ``(x, y)``.

        A click that cannot move says why on the message line and changes nothing; so
        does the first click after moves were made on the round itself (the table catches
        up and redraws). Coordinates that are not numbers raise ``ValueError``."""
        check_pixels("click", x, y)
        button = (self.last_scene or self.scene()).button_at(x, y)
        if button is not None:  # the koi-koi panel's drawn buttons
            return self.on_decide(button)
        slot = self._hit(x, y)  # in what the learner sees, a moment maybe
        interrupted = self._stop_moment_timer()
        version = self.controller.version
        self.controller.click(slot)  # acts on the settled table, or says to click again
        if interrupted and self.controller.version == version:
            self._continue()  # the skipped moment's turn goes on
        self._after()

    def hover(self, x: float, y: float) -> None:
        """Track the card under the pointer; your playable hand cards light up with their
        field matches (and the pointer becomes a hand). Coordinates that are not finite
        numbers raise ``ValueError``; ``(-1, -1)`` means the pointer left."""
        check_pixels("hover", x, y)
        slot = self._hit(x, y) if x >= 0 else None
        if self.controller.hover(slot):
            self._after()
        self.show_pointer(self.controller.playable(slot.card if slot else None))

    def set_round(self, round: Round) -> None:
        """Show and play another round (e.g. a fresh deal); leaves replay mode."""
        if not isinstance(round, Round):
            raise ValueError(f"set_round needs a koikoi.Round, not {type(round).__name__}")
        self._skip_moments()
        self.controller.set_round(round)
        self._after()

    def replay(self, recorded: Round) -> None:
        """Step through ``recorded`` (a played round) from its start with Previous / Next
        (or :meth:`next` and :meth:`previous`); clicks on the table are off meanwhile."""
        self._skip_moments()
        self.controller.start_replay(recorded)
        self._after()

    def next(self) -> Move | None:
        """Replay the next recorded move (None at the end)."""
        self._skip_moments()
        try:
            return self.controller.next()
        finally:
            self._after()

    def previous(self) -> Move | None:
        """Undo one step of the replay (None at the start)."""
        self._skip_moments()
        try:
            return self.controller.previous()
        finally:
            self._after()

    # view handlers
    def on_press(self, x: float, y: float) -> None:
        self.click(x, y)

    def on_pointer(self, x: float, y: float) -> None:
        self.hover(x, y)

    def on_decide(self, word: str) -> None:
        self._skip_moments()
        self.controller.decide(word)
        self._after()

    def on_step(self, step: int) -> None:
        self.next() if step > 0 else self.previous()

    def on_client_ready(self) -> None:
        self._connected = True
        self.redraw()

    # --- after every change -----------------------------------------------------------

    def _after(self) -> None:
        """Bring the widgets up to the controller: the opponent, moments, message, drawing."""
        c = self.controller
        moved = c.version != self._version
        if moved:
            self._version = c.version
            self.driver.cancel()  # a decision for the old position is stale
        if c.hint is None and self.hint is not None:
            self.set_trait("hint", None)  # the move made or the reset cleared it
        if self._moment_timer is None and c.moments:
            self._next_moment()
        elif moved and self._moment_timer is None:
            self._continue()
        self._render()

    def _render(self) -> None:
        c = self.controller
        deciding = (
            c.round.phase is Phase.DECISION
            and c.controls(c.round.to_move)
            and c.replay is None
            and not c.frozen
        )
        if self._drawn_key != self._scene_key():  # the table first: the learner looks there
            if self._connected:
                self.redraw(whole=False)
            else:  # no page yet: nothing is sent (it would be lost); clicks hit-test this
                self.last_scene = self.scene()
        replay = None
        if c.replay is not None:
            replay = _("move {number} of {total}", number=c.replay.position, total=c.replay.total)
        self.show_controls(deciding=deciding, replay=replay, drawn=c.draws_decision())
        self.show_message(c.message, error=c.error, busy=self.thinking)
        if c.log_epoch != self._log_epoch:
            self._log_epoch = c.log_epoch
            self.restart_log()
        lines = c.log_lines
        if c.showing is not None:  # a moment: the log waits for the draw, as the canvas does
            lines = lines[: len(c.showing.view.events)]
        view = None if c.showing is None else c.showing.view
        if view is not self.moment_view:  # tell the panels around the table (by identity)
            self.set_trait("moment_view", view)
        self.show_log(lines, c.tracebacks)

    def _next_moment(self) -> None:
        """Show the controller's next moment for its seconds (none left: play on)."""
        moment = self.controller.show_next_moment()
        if moment is None:
            self._continue()
        else:
            self._moment_timer = Timer(moment.seconds, self._guarded(self._moment_done))

    def _moment_done(self) -> None:
        self._moment_timer = None
        self._next_moment()
        self._render()

    def _stop_moment_timer(self) -> bool:
        """Stop the moment's timer; True when a moment was being shown."""
        if self._moment_timer is None:
            return False
        self._moment_timer.cancel()
        self._moment_timer = None
        return True

    def _skip_moments(self) -> None:
        """Input never waits for a moment being shown: it ends now."""
        if self._stop_moment_timer():
            self.controller.settle()
            self.controller.update()
            self._continue()

    def _continue(self) -> None:
        """Let the opponent move when it is its turn."""
        c = self.controller
        if c.replay is None and self._moment_timer is None:
            self.driver.schedule(c.round, player=c.player, pace=c.pace)

    def _opponent_move(self, move: Move) -> None:
        self._skip_moments()
        self.controller.apply(move)
        self._after()

    def _opponent_failed(self, mover: int, error: Exception) -> None:
        self.controller.update()
        self.controller.report(
            _(
                "the opponent function failed ({player} cannot move)",
                player=self.controller.names[mover],
            ),
            error,
        )
        self._render()

    def _on_thinking(self, thinking: bool) -> None:
        self.set_trait("thinking", thinking)
        self.controller.thinking = thinking
        self.controller.update()
        self._render()

    def _guarded(self, fn: Callable[..., Any]) -> Callable[..., None]:
        """``fn`` for a callback from the page or a timer: errors are shown, not lost."""

        def call(*args: Any) -> None:
            try:
                fn(*args)
            except Exception as error:
                name = getattr(fn, "__name__", "callback")
                self.controller.report(_("{name} failed", name=name), error)
                self._render()

        return call

    # --- drawing ------------------------------------------------------------------------

    def redraw(self, *, whole: bool = True) -> None:
        """Draw the table from the current state, in one canvas message (not ``whole``:
        only what changed since the last redraw, see :meth:`TableView.draw`)."""
        scene = self.scene()
        self.last_scene = scene
        self._drawn_key = self._scene_key()
        size = (scene.layout.width, scene.layout.height)
        if size != self._size:  # a koi-koi panel whose text needs a taller middle band
            self.resize(*size)
            whole = True
        self.draw(scene, whole=whole)
        self.redraws += 1

    def _scene_key(self) -> tuple[object, ...]:
        c = self.controller
        return (
            c.version,
            c.moment,
            c.selected,
            c.hovered,
            c.frozen,
            c.replay is None,
            c.hint,
            c.match_points,
            c.round_number,
        )

    def _hit(self, x: float, y: float) -> Slot | None:
        """The slot under ``(x, y)`` in what was last drawn (what the learner sees)."""
        scene = self.last_scene or self.scene()
        return scene.layout.hit(x, y)

    def __repr__(self) -> str:
        return f"<TableWidget player={self.player} {self.round!r}>"


def _check_player(player: object) -> None:
    if player not in (0, 1) or isinstance(player, bool):
        raise ValueError(f"player={shown(player)} must be 0 or 1")


def _check_opponent(opponent: object) -> None:
    if opponent is not None and not callable(opponent):
        raise ValueError(
            f"opponent={shown(opponent)} must be a function (view, legal_moves) -> move"
        )
