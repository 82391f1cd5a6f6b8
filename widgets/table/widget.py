"""The card table widget: play a round of Koi-Koi from one player's side, in a notebook.

Click a hand card to play it; when it matches two field cards, both light up in gold and
you click the one to capture. After each play the drawn card shows beside the stock for a
moment, then resolves (with the same choice when it matches two). Koi-koi and stop buttons
appear at your decision. The other side is driven by ``opponent(view, legal_moves)`` (a
computer agent or a lesson's script) at ``pace`` seconds a step, or by :meth:`push`.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7a 1b", "12p1 12p2"), field="7p1 3p1",
...                           deck="4p1 5p1 6p1 8p1", captured=("10a 6a", ""))
>>> table = TableWidget(rnd, pace=0)
>>> table.push("7a")
Move.parse('7a')
>>> table.message
'You have yaku worth 5: call koi-koi to play on, or stop to score now.'
>>> table.push("stop"); table.round.result.points
Move.parse('stop')
5
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future
from typing import Any

import ipywidgets as w
import traitlets
from ipycanvas import Canvas, hold_canvas

from koikoi.cards import Card, Lang
from koikoi.errors import shown
from koikoi.moves import IllegalMoveError, Move
from koikoi.round import Phase, Round
from koikoi.view import PlayerView
from widgets import static
from widgets.i18n import COURSE_LANGUAGE, N_, OPPONENT, YOU, is_you, shown_language, shown_names
from widgets.i18n import translator as _
from widgets.table.arguments import (
    check_allowed_moves,
    check_names,
    check_pixels,
    check_regions,
    check_seconds,
    check_table_options,
)
from widgets.table.canvas import CardAtlas, draw_scene
from widgets.table.layout import PILE_CARD_W, REGIONS, TABLE_CARD_W, Slot, TableLayout
from widgets.table.scene import Marks, Scene, TableState, build_scene
from widgets.table.svg import scene_svg, table_title
from widgets.table.worker import Timer, on_this_thread

__all__ = ["Opponent", "TableWidget", "busy_html", "scripted_opponent"]

Opponent = Callable[[PlayerView, Sequence[Move]], Move | str]
"""A player for the other side: ``(view, legal_moves) -> move`` (a Move or its text)."""
REFUSAL = N_("That move is not part of this exercise.")
"""The default refusal of a move ``allowed_moves`` does not allow."""
AllowedMoves = Callable[[Move], bool | str] | Iterable[str | Move]


def scripted_opponent(moves: Iterable[str | Move]) -> Opponent:
    """An opponent that plays ``moves`` in order (a lesson's scripted line).

    >>> play = scripted_opponent(["3p1", "stop"])
    >>> play(None, ()), play(None, ())
    ('3p1', 'stop')
    """
    queue = list(moves)
    position = 0

    def play(view: PlayerView | None, legal: Sequence[Move]) -> Move | str:
        nonlocal position
        if position >= len(queue):
            raise ValueError(f"the scripted line has no move left (it had {len(queue)})")
        position += 1
        return queue[position - 1]

    return play


class TableWidget(w.VBox):
    """A Koi-Koi table for ``round``, seen and played by ``player``.

    ``opponent`` drives the other side (``(view, legal_moves) -> move``); without one the
    other side moves by :meth:`push` (or by clicks on its hand when shown open).
    ``regions`` shows part of the table (see :data:`widgets.table.layout.REGIONS`);
    ``allowed_moves`` (a predicate returning True, False or a refusal message, or a set
    of move texts) limits your moves, refused ones getting ``refusal``; ``on_move(move,
    round)`` runs after every move (more callbacks with :meth:`on_move`); ``frozen`` turns
    input off; ``pace`` is the seconds between steps of the other side (0 plays at once).
    ``names`` are (yours, theirs); the default ones, like every label and message, are in
    the course language (:func:`koikoi.i18n.set_language`), and so are the card labels
    unless ``lang`` names another language. ``play(move)`` makes a move (``round.push`` by default;
    a match passes its own ``push``, so the round it deals next follows).

    ``executor`` (a :class:`concurrent.futures.Executor`) runs the opponent's decisions off
    the kernel's thread: meanwhile :attr:`thinking` is True and the table keeps taking
    clicks; the decision is applied on the kernel's event loop, and dropped if the round
    was reset or changed meanwhile. Without one, the opponent decides at once.
    """

    thinking = traitlets.Bool(False, read_only=True, help="an opponent decision is running")

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
    ) -> None:
        if not isinstance(round, Round):
            raise ValueError(f"TableWidget needs a koikoi.Round, not {type(round).__name__}")
        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player={player!r} must be 0 or 1")
        pace = check_seconds("pace", pace)
        if opponent is not None and not callable(opponent):
            raise ValueError(
                f"opponent={shown(opponent)} must be a function (view, legal_moves) -> move"
            )
        names = shown_names(check_names(names))
        lang = shown_language(lang)
        allowed_moves = check_allowed_moves(allowed_moves)
        regions = check_regions(regions)
        check_table_options(
            lang=lang,
            on_move=on_move,
            refusal=refusal,
            frozen=frozen,
            show_opponent_hand=show_opponent_hand,
        )
        self.player = player
        self.opponent = opponent
        self.lang = lang
        self.show_opponent_hand = show_opponent_hand
        self.regions = tuple(REGIONS if regions is None else regions)
        self.allowed_moves = allowed_moves
        self.refusal = _(refusal) if refusal == REFUSAL else refusal
        self._move_callbacks = w.CallbackDispatcher()
        if on_move is not None:
            self.on_move(on_move)
        self._play = play
        self.executor = executor
        self._generation = 0  # bumped when the round shown is reset: late decisions are dropped
        self.frozen = frozen
        self.pace = float(pace)
        self.names: tuple[str, str] = (names[0], names[1]) if player == 0 else (names[1], names[0])
        self._round = round
        self._selected: Card | None = None
        self._hovered: Card | None = None
        self._display: TableState | None = None  # a moment shown before the real state
        self._reveal_timer: Timer | None = None
        self._opponent_timer: Timer | None = None
        self._replay: list[Move] | None = None
        self._message = ""
        self._sticky: str | None = None  # an error that the next prompt must not hide
        self._log_lines: list[str] = []
        self._logged = 0
        self._shown: tuple[Move, ...] = round.move_stack  # the moves the table has shown
        self.redraws = 0
        self.last_scene: Scene | None = None

        layout = build_scene(self._state(), regions=self.regions).layout
        self._layout: TableLayout = layout
        self.canvas = Canvas(
            width=layout.width,
            height=layout.height,
            # shrinks (keeping its shape) in a narrow column; clicks are scaled back
            layout=w.Layout(width="100%", max_width=f"{layout.width}px", height="auto"),
        )
        self.atlases = {
            size: CardAtlas(Canvas(width=aw, height=ah), size, lang)
            for size in (TABLE_CARD_W, PILE_CARD_W)
            for aw, ah in [CardAtlas.size(size)]
        }
        self.koikoi_button = w.Button(
            description=_("Koi-koi (play on)"),
            button_style="danger",
            icon="forward",
            layout=w.Layout(width="180px"),
        )
        self.stop_button = w.Button(
            description=_("Stop (score now)"),
            button_style="success",
            icon="hand-paper-o",
            layout=w.Layout(width="180px"),
        )
        self.previous_button = w.Button(
            description=_("Previous"), icon="step-backward", layout=w.Layout(width="120px")
        )
        self.next_button = w.Button(
            description=_("Next"), icon="step-forward", layout=w.Layout(width="120px")
        )
        self.replay_label = w.HTML()
        self.decision_box = w.HBox([self.koikoi_button, self.stop_button])
        self.replay_box = w.HBox([self.previous_button, self.next_button, self.replay_label])
        self.message_line = w.HTML(layout=w.Layout(max_width=f"{layout.width}px"))
        self.log_output = w.Output(layout=w.Layout(flex="0 0 auto"))
        # The log scrolls in a reversed flex box, which keeps the newest line in view.
        self.log_box = w.Box(
            [self.log_output],
            layout=w.Layout(
                display="flex",
                flex_flow="column-reverse",
                max_width=f"{layout.width}px",
                max_height="150px",
                overflow="auto",
                border="1px solid #c8d6cc",
            ),
        )
        super().__init__(
            [self.canvas, self.message_line, self.decision_box, self.replay_box, self.log_box],
            layout=w.Layout(width="100%", max_width=f"{layout.width + 4}px"),
        )

        self.canvas.on_client_ready(self._guarded(self.redraw))
        static.picture(self.canvas, self.picture)  # what a saved notebook shows of the canvas
        for atlas in self.atlases.values():
            atlas.canvas.on_client_ready(self._guarded(self._atlas_ready(atlas)))
        # a click is taken on mouse-up: on mouse-down ipycanvas focuses the canvas first, which
        # can scroll the page under the pointer and skew that event's coordinates
        self.canvas.on_mouse_up(self._guarded(self.click))
        self.canvas.on_mouse_move(self._guarded(self.hover))
        self.canvas.on_mouse_out(self._guarded(lambda x, y: self.hover(-1, -1)))
        self.koikoi_button.on_click(self._guarded(lambda _: self._decide("koikoi")))
        self.stop_button.on_click(self._guarded(lambda _: self._decide("stop")))
        self.next_button.on_click(self._guarded(lambda _: self.next()))
        self.previous_button.on_click(self._guarded(lambda _: self.previous()))
        self._log_new_events()
        self._update_controls()
        self._continue()

    def on_move(self, callback: Callable[[Move, Round], Any], remove: bool = False) -> None:
        """Call ``callback(move, round)`` after every move (ipywidgets style: ``remove=True``
        unregisters it). Callbacks run in the order registered; one that fails is shown on
        the message line and the others still run."""
        if not callable(callback):
            raise ValueError(f"on_move callback {callback!r} must be a function (move, round)")
        self._move_callbacks.register_callback(callback, remove=remove)

    def say(self, text: str, *, error: bool = False) -> None:
        """Show ``text`` on the message line (in red when ``error``)."""
        self._say(text, error=error)

    # --- reading ------------------------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played (the engine state; changes as moves are made)."""
        return self._round

    @property
    def message(self) -> str:
        """The message line as plain text."""
        return self._message

    @property
    def log_lines(self) -> tuple[str, ...]:
        """The log, one event a line, as shown under the table."""
        return tuple(self._log_lines)

    @property
    def layout_now(self) -> TableLayout:
        """Where every card is drawn right now (for hit-testing and tests)."""
        return self.scene().layout

    def scene(self) -> Scene:
        """What the canvas shows now (the state, or a moment before it, plus marks)."""
        state = self._display or self._state()
        return build_scene(state, self._marks(state), lang=self.lang, regions=self.regions)

    def picture(self) -> str:
        """What the canvas shows now, as one SVG picture."""
        return scene_svg(self.scene(), lang=self.lang, title=table_title(self.names[self.player]))

    # --- programmatic play --------------------------------------------------------------

    def push(self, move: Move | str) -> Move:
        """Make a move for whoever is to move, by the same path as clicks. An illegal or
        refused move raises ``IllegalMoveError`` (a ValueError), a malformed one
        ``ValueError``; either is shown on the message line and changes nothing."""
        self._finish_reveal()
        self._catch_up()
        try:
            parsed = Move.parse(move)
        except ValueError as error:
            self._say(str(error), error=True)
            raise
        if self._replay is not None:
            raise self._refuse(_("the table is replaying a round: use next() and previous()"))
        refusal = self._refusal(parsed)
        if refusal:
            raise self._refuse(refusal)
        try:
            self._apply(parsed)
        except IllegalMoveError as error:
            self._say(str(error), error=True)
            raise
        return parsed

    def click(self, x: float, y: float) -> None:
        """Handle a click at canvas pixel ``(x, y)`` (what a mouse press on the canvas does).

        A click that cannot move says why on the message line and changes nothing; so
        does the first click after moves were made on the round itself (the table catches
        up and redraws). Coordinates that are not numbers raise ``ValueError``."""
        check_pixels("click", x, y)
        if self._catch_up():
            return self._say(
                _(
                    "The round changed outside the table (a move made on the round itself): "
                    "the table now shows it; click again."
                ),
                error=True,
            )
        if self._replay is not None:
            return self._say(_("This table replays a round: use Previous and Next."), error=True)
        if self.frozen:
            return self._say(_("This table is frozen: it is here to look at."), error=True)
        self._finish_reveal()
        rnd = self._round
        slot = self._layout_hit(x, y)
        if rnd.is_over:
            return self._say(_("The round is over. {result}", result=self._result_text()))
        mover = rnd.to_move
        if not self._controls(mover):
            who = self.names[mover]
            if self.opponent:
                text = _("It is {player}'s turn: wait for their move.", player=who)
            else:
                text = _("It is {player}'s turn: their moves come from table.push().", player=who)
            return self._say(text, error=True)
        if slot is None:
            if self._selected is not None:
                self._selected = None
                self._update_controls()
                self.redraw()
            else:
                self._say(_("No card there. {prompt}", prompt=self._prompt()))
            return
        phase = rnd.phase
        if phase is Phase.DECISION:
            return self._say(
                _("Choose with the buttons: koi-koi (play on) or stop (score now)."), error=True
            )
        if phase is Phase.DRAW_CHOICE:
            return self._click_draw_choice(slot)
        self._click_play(slot, mover)

    def hover(self, x: float, y: float) -> None:
        """Track the card under the mouse; your playable hand cards light up with their
        field matches. Coordinates that are not finite numbers raise ``ValueError``."""
        check_pixels("hover", x, y)
        if self.frozen or self._replay is not None:
            return
        slot = self._layout_hit(x, y) if x >= 0 else None
        card = slot.card if slot is not None and slot.region in ("hand", "opponent_hand") else None
        if card != self._hovered:
            self._hovered = card
            self.redraw()

    def set_round(self, round: Round) -> None:
        """Show and play another round (e.g. a fresh deal); leaves replay mode."""
        if not isinstance(round, Round):
            raise ValueError(f"set_round needs a koikoi.Round, not {type(round).__name__}")
        self._cancel_timers()
        self._round = round
        self._replay = None
        self._reset_view()
        self._continue()

    def replay(self, recorded: Round) -> None:
        """Step through ``recorded`` (a played round) from its start with Previous / Next
        (or :meth:`next` and :meth:`previous`); clicks on the table are off meanwhile."""
        if not isinstance(recorded, Round):
            raise ValueError(f"replay needs a koikoi.Round, not {type(recorded).__name__}")
        self._cancel_timers()
        self._replay = list(recorded.move_stack)
        self._round = recorded.initial()
        self._reset_view()

    def next(self) -> Move | None:
        """Replay the next recorded move (None at the end)."""
        if self._replay is None:
            raise ValueError("next() steps through a replay: call table.replay(round) first")
        self._finish_reveal()
        done = len(self._round.move_stack)
        if done >= len(self._replay):
            self._say(_("End of the recorded round."))
            return None
        move = self._replay[done]
        self._apply(move, replaying=True)
        return move

    def previous(self) -> Move | None:
        """Undo one step of the replay (None at the start)."""
        if self._replay is None:
            raise ValueError("previous() steps through a replay: call table.replay(round) first")
        self._finish_reveal()
        if not self._round.move_stack:
            self._say(_("This is the start of the recorded round."))
            return None
        move = self._round.pop()
        self._reset_view()
        return move

    # --- drawing ------------------------------------------------------------------------

    def redraw(self) -> None:
        """Draw the table from the current state, in one canvas message."""
        scene = self.scene()
        self.last_scene = scene
        with hold_canvas():
            draw_scene(self.canvas, scene, self.atlases)
        self.redraws += 1

    def _atlas_ready(self, atlas: CardAtlas) -> Callable[[], None]:
        def ready() -> None:
            with hold_canvas():
                atlas.draw()
            self.redraw()

        return ready

    # --- state shown ------------------------------------------------------------------------

    def _state(self) -> TableState:
        return TableState.of(
            self._round, self.player, names=self.names, show_opponent_hand=self.show_opponent_hand
        )

    def _marks(self, state: TableState) -> Marks:
        rnd = self._round
        if self._display is not None or rnd.is_over or not self._controls(rnd.to_move):
            return Marks()
        if self._replay is not None or self.frozen:
            return Marks()
        targets: set[Card] = set()
        dimmed: set[Card] = set()
        hand = rnd.hands[rnd.to_move]
        if rnd.phase is Phase.DRAW_CHOICE and rnd.drawn is not None:
            targets = set(rnd.matches(rnd.drawn))
            dimmed = set(hand)
        elif rnd.phase is Phase.PLAY:
            focus = self._selected or self._hovered
            if focus is not None and focus in hand:
                targets = set(rnd.matches(focus))
            if self.allowed_moves is not None:
                dimmed = {c for c in hand if not any(self._allowed(m) for m in self._moves_of(c))}
        elif rnd.phase is Phase.DECISION:
            dimmed = set(hand)
        hovered = self._hovered if self._hovered in hand and rnd.phase is Phase.PLAY else None
        return Marks(self._selected, frozenset(targets), hovered, frozenset(dimmed))

    def _layout_hit(self, x: float, y: float) -> Slot | None:
        """The slot under ``(x, y)`` in what was last drawn (what the learner sees)."""
        scene = self.last_scene or self.scene()
        return scene.layout.hit(x, y)

    def _controls(self, mover: int) -> bool:
        """Whether clicks may move for ``mover``."""
        if mover == self.player:
            return True
        return self.opponent is None and self.show_opponent_hand

    def _moves_of(self, card: Card) -> list[Move]:
        return [m for m in self._round.legal_moves() if m.card == card]

    # --- clicks -------------------------------------------------------------------------

    def _click_play(self, slot: Slot, mover: int) -> None:
        rnd = self._round
        own = "hand" if mover == self.player else "opponent_hand"
        card = slot.card
        if slot.region == own and card is not None:
            matches = rnd.matches(card)
            if len(matches) == 2:
                if self._selected == card:
                    self._selected = None
                    self._update_controls()
                else:
                    self._selected = card
                    a, b = matches
                    self._say(self._two_matches(card, a, b))
                self.redraw()
                return
            self._try(Move.play(card))
        elif slot.region == "field" and self._selected is not None:
            matches = rnd.matches(self._selected)
            if card in matches:
                self._try(Move.play(self._selected, card))
            else:
                a, b = matches
                self._say(
                    _(
                        "{card} is not a match for {selected}: click {a} or {b} (in gold).",
                        card=card,
                        selected=self._selected,
                        a=a,
                        b=b,
                    ),
                    error=True,
                )
        elif slot.region == "field":
            self._say(
                _(
                    "Play a card from your hand first: a field card is captured by a hand "
                    "card of the same month ({month}).",
                    month=card.month_info.name(),
                ),
                error=True,
            )
        elif slot.region in ("pile", "opponent_pile"):
            self._say(
                _("Captured cards stay in their pile: play a card from your hand."), error=True
            )
        elif slot.region in ("stock", "drawn"):
            self._say(
                _("The stock is drawn by itself after you play a card from your hand."),
                error=True,
            )
        elif mover == self.player:
            self._say(
                _(
                    "That is {player}'s hand: play a card from yours.",
                    player=self.names[1 - mover],
                ),
                error=True,
            )
        else:
            self._say(
                _(
                    "It is {player}'s turn: play a card from {player}'s hand (at the top).",
                    player=self.names[mover],
                ),
                error=True,
            )

    def _click_draw_choice(self, slot: Slot) -> None:
        rnd = self._round
        drawn = rnd.drawn
        assert drawn is not None
        a, b = rnd.matches(drawn)
        if slot.region == "field" and slot.card in (a, b):
            self._try(Move.draw(slot.card))
        else:
            self._say(
                _(
                    "The drawn card {card} matches {a} and {b}: click the one it captures "
                    "(in gold).",
                    card=drawn,
                    a=a,
                    b=b,
                ),
                error=True,
            )

    def _decide(self, word: str) -> None:
        if self._replay is not None:
            return self._say(_("This table replays a round: use Previous and Next."), error=True)
        if self.frozen:
            return self._say(_("This table is frozen: it is here to look at."), error=True)
        self._finish_reveal()
        if self._catch_up():
            return self._say(
                _(
                    "The round changed outside the table: {choice} was not made; look again.",
                    choice=_choice(word),
                ),
                error=True,
            )
        rnd = self._round
        if rnd.phase is not Phase.DECISION or not self._controls(rnd.to_move):
            return self._say(_("{choice} is not a choice now.", choice=_choice(word)), error=True)
        self._try(Move(word))  # type: ignore[arg-type]

    def _try(self, move: Move) -> None:
        """A move from a click or button: refusals and illegal moves become messages."""
        refusal = self._refusal(move)
        if refusal:
            self._say(refusal, error=True)
            return
        try:
            self._apply(move)
        except IllegalMoveError as error:
            self._say(str(error), error=True)

    def _refusal(self, move: Move) -> str:
        """Why ``allowed_moves`` refuses ``move`` ('' when allowed)."""
        if self._round.to_move != self.player or not self._round.is_legal(move):
            return ""  # the engine explains illegal moves itself
        verdict = self._allowed(move)
        if verdict is True:
            return ""
        return verdict if isinstance(verdict, str) and verdict else self.refusal

    def _allowed(self, move: Move) -> bool | str:
        rule = self.allowed_moves
        if rule is None:
            return True
        if callable(rule):
            return rule(move)
        return str(move) in {str(Move.parse(m)) for m in rule}

    def _refuse(self, text: str) -> IllegalMoveError:
        self._say(text, error=True)
        return IllegalMoveError(text)

    # --- making moves -------------------------------------------------------------------

    def _apply(self, move: Move, *, replaying: bool = False) -> None:
        rnd = self._round
        self._sticky = None
        if self._play is None or replaying or rnd.is_over:
            rnd.push(move)  # raises IllegalMoveError with the engine's reason; nothing changes
        else:
            self._play(move)  # e.g. Match.push: the same round, and the match follows
        self._shown = rnd.move_stack
        self._selected = None
        self._log_new_events()
        if not replaying:
            for callback in list(self._move_callbacks.callbacks):
                try:
                    callback(move, rnd)
                except Exception as error:  # shown, not swallowed
                    self._show_error(_("on_move callback failed"), error)
        state = self._state()
        early = state.before_draw()
        if self.pace > 0 and move.kind == "play" and early is not state and "stock" in self.regions:
            self._display = early
            who = self.names[move_player(rnd)]
            if is_you(who):
                self._say(_("You drew {card} from the stock…", card=early.drawn))
            else:
                self._say(_("{player} drew {card} from the stock…", player=who, card=early.drawn))
            self.redraw()
            self._reveal_timer = Timer(self.pace, self._guarded(self._reveal))
        else:
            self._reveal()

    def _catch_up(self) -> bool:
        """If moves were made or undone on the round itself (say, a notebook cell run out
        of order), drop the selection, rebuild the log, redraw and let the opponent go on;
        True when that happened."""
        if self._round.move_stack == self._shown:
            return False
        if self._reveal_timer is not None:
            self._reveal_timer.cancel()
            self._reveal_timer = None
        replay = self._replay
        self._drop_decision()
        self._reset_view()
        if replay is None:
            self._continue()
        return True

    def _reveal(self) -> None:
        self._reveal_timer = None
        self._display = None
        self._update_controls()
        self.redraw()
        if self._replay is None:
            self._continue()

    def _finish_reveal(self) -> None:
        if self._reveal_timer is not None:
            self._reveal_timer.cancel()
            self._reveal()

    def _continue(self) -> None:
        """Let the opponent function move when it is its turn."""
        rnd = self._round
        if self._opponent_timer is not None:
            self._opponent_timer.cancel()
            self._opponent_timer = None
        if (
            rnd.is_over
            or self.opponent is None
            or rnd.to_move == self.player
            or self._replay is not None
        ):
            return
        if self.pace > 0:
            self._opponent_timer = Timer(self.pace, self._guarded(self._opponent_step))
        else:
            self._opponent_step()

    def _opponent_step(self) -> None:
        self._opponent_timer = None
        rnd = self._round
        if rnd.is_over or self.opponent is None or rnd.to_move == self.player or self._display:
            return
        if self.thinking:
            return  # a decision for this very position is on its way
        mover = rnd.to_move
        if self.executor is None:
            try:
                self._apply(Move.parse(self.opponent(rnd.view(mover), rnd.legal_moves())))
            except Exception as error:
                self._opponent_failed(mover, error)
            return
        view, legal = rnd.view(mover), rnd.legal_moves()
        generation, stack = self._generation, rnd.move_stack
        self.set_trait("thinking", True)
        self._update_controls()
        future = self.executor.submit(self.opponent, view, legal)
        deliver = on_this_thread(lambda: self._decided(future, generation, rnd, stack))
        future.add_done_callback(lambda _f: deliver())

    def _decided(self, future: Future, generation: int, rnd: Round, stack: tuple) -> None:
        """A decision made off the kernel's thread, back on it: applied unless the table
        was reset or the round changed meanwhile (then it is stale and dropped)."""
        if generation != self._generation or rnd is not self._round or rnd.move_stack != stack:
            return
        self.set_trait("thinking", False)
        mover = rnd.to_move
        try:
            self._apply(Move.parse(future.result()))
        except Exception as error:
            self._opponent_failed(mover, error)

    def _opponent_failed(self, mover: int, error: Exception) -> None:
        self._update_controls()
        self._show_error(
            _("the opponent function failed ({player} cannot move)", player=self.names[mover]),
            error,
        )

    # --- controls, messages, log --------------------------------------------------------

    def _reset_view(self) -> None:
        self._shown = self._round.move_stack
        self._selected = self._hovered = None
        self._display = None
        self._log_lines = []
        self._logged = 0
        self.log_output.outputs = ()
        self._log_new_events()
        self._update_controls()
        self.redraw()

    def _update_controls(self) -> None:
        rnd = self._round
        deciding = (
            rnd.phase is Phase.DECISION
            and self._controls(rnd.to_move)
            and self._replay is None
            and not self.frozen
        )
        self.decision_box.layout.display = "flex" if deciding else "none"
        self.replay_box.layout.display = "flex" if self._replay is not None else "none"
        if self._replay is not None:
            self.replay_label.value = "&nbsp; " + _(
                "move {number} of {total}", number=len(rnd.move_stack), total=len(self._replay)
            )
        if self._sticky is None:
            self._say(self._prompt())

    def _prompt(self) -> str:
        rnd = self._round
        if rnd.is_over:
            return self._result_text()
        mover = rnd.to_move
        who = self.names[mover]
        you = is_you(who)
        if self._replay is not None:
            if you:
                return _("Replay: You to move. Use Next and Previous to step through the round.")
            return _(
                "Replay: {player} to move. Use Next and Previous to step through the round.",
                player=who,
            )
        if not self._controls(mover) or self.frozen:
            if self.opponent is not None and mover != self.player:
                return _("{player} is thinking…", player=who)
            return _("You to move.") if you else _("{player} to move.", player=who)
        if rnd.phase is Phase.DRAW_CHOICE and rnd.drawn is not None:
            a, b = rnd.matches(rnd.drawn)
            if you:
                return _(
                    "You drew {card}: it matches {a} and {b}. Click the one it captures.",
                    card=rnd.drawn,
                    a=a,
                    b=b,
                )
            return _(
                "{player} drew {card}: it matches {a} and {b}. Click the one it captures.",
                player=who,
                card=rnd.drawn,
                a=a,
                b=b,
            )
        if rnd.phase is Phase.DECISION:
            total = rnd.score(mover).total
            if you:
                return _(
                    "You have yaku worth {total}: call koi-koi to play on, or stop to score now.",
                    total=total,
                )
            return _(
                "{player} has yaku worth {total}: call koi-koi to play on, or stop to score now.",
                player=who,
                total=total,
            )
        if self._selected is not None:
            a, b = rnd.matches(self._selected)
            return self._two_matches(self._selected, a, b)
        if you:
            return _("Your turn: click a card in the hand to play it.")
        return _("{player}'s turn: click a card in the hand to play it.", player=who)

    @staticmethod
    def _two_matches(card: Card, a: Card, b: Card) -> str:
        return _("{card} matches {a} and {b}: click the one to capture.", card=card, a=a, b=b)

    def _result_text(self) -> str:
        result = self._round.result
        return result.describe(self.names) if result else ""

    def _say(self, text: str, *, error: bool = False) -> None:
        self._message = text
        if self.thinking and not error:
            self.message_line.value = busy_html(text)
            return
        colour = "#b71c1c" if error else "#1b3a2a"
        mark = "✗ " if error else ""
        self.message_line.value = (
            f'<div style="font-size:14px;padding:4px 8px;color:{colour};'
            f'{"font-weight:bold;" if error else ""}">{mark}{html.escape(text)}</div>'
        )

    def _log_new_events(self) -> None:
        events = self._round.events
        if len(events) < self._logged:  # a move was undone
            self._log_lines, self._logged, self.log_output.outputs = [], 0, ()
        for event in events[self._logged :]:
            line = event.describe(self.names)
            self._log_lines.append(line)
            self.log_output.append_stdout(line + "\n")
        self._logged = len(events)

    def _show_error(self, what: str, error: BaseException) -> None:
        detail = type(error).__name__ + ": " + str(error)
        self._sticky = _("Error: {what}: {error}", what=what, error=detail)
        self._say(self._sticky, error=True)
        self.log_output.append_stderr(
            f"{what}:\n"
            + "".join(traceback.format_exception(type(error), error, error.__traceback__))
        )

    def _guarded(self, fn: Callable[..., Any]) -> Callable[..., None]:
        """``fn`` for a callback from the page or a timer: errors are shown, not lost."""

        def call(*args: Any) -> None:
            try:
                fn(*args)
            except Exception as error:
                name = getattr(fn, "__name__", "callback")
                self._show_error(_("{name} failed", name=name), error)

        return call

    def _cancel_timers(self) -> None:
        for timer in (self._reveal_timer, self._opponent_timer):
            if timer is not None:
                timer.cancel()
        self._reveal_timer = self._opponent_timer = None
        self._display = None
        self._drop_decision()

    def _drop_decision(self) -> None:
        """Forget a decision under way: when it arrives, it is stale and dropped."""
        self._generation += 1
        self.set_trait("thinking", False)

    def __repr__(self) -> str:
        return f"<TableWidget player={self.player} {self._round!r}>"


def busy_html(text: str) -> str:
    """``text`` beside a small turning circle: something is being worked out."""
    return (
        "<style>@keyframes koikoi-spin{to{transform:rotate(360deg)}}</style>"
        '<div style="display:flex;align-items:center;gap:8px;font-size:14px;color:#1b3a2a;'
        "background:#e8f3ec;border:1px solid #9cc5ad;border-radius:6px;padding:3px 8px;"
        'margin:2px 0">'
        '<span style="width:12px;height:12px;border-radius:50%;border:3px solid #9cc5ad;'
        "border-top-color:#1d5c3a;display:inline-block;flex:none;"
        'animation:koikoi-spin 0.9s linear infinite"></span>'
        f"<b>{html.escape(text)}</b></div>"
    )


def _choice(word: str) -> str:
    """The decision ``word`` ("koikoi" or "stop") in a sentence about the buttons."""
    # i18n: the move "koikoi" (play on), as its button names it
    return _("koikoi") if word == "koikoi" else _("stop")


def move_player(rnd: Round) -> int:
    """Who made the last move of ``rnd`` (the player of its latest 'play' event)."""
    for event in reversed(rnd.events):
        if event.kind == "play" and event.player is not None:
            return event.player
    return rnd.to_move
