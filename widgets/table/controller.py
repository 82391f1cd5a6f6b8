"""What the table's input means and what it says: the pure part of the card table.

:class:`TableController` holds the round shown, whose side the learner plays, the
selection and hover, the message line, the log, the replay and the queue of moments to
show (the drawn card turned over before it resolves). It never imports ipywidgets and
never waits: the view (:mod:`widgets.table.widget`) turns pointer positions into slots,
draws what :meth:`TableController.scene` describes and runs the queued moments on timers;
the opponent's time is :mod:`widgets.table.driver`.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("7p1 1p1", "12p1"), field="7a 7r", deck="4p1 5p1")
>>> table = TableController(rnd)
>>> table.click_card("7p1", "hand"); print(table.message)  # doctest: +NORMALIZE_WHITESPACE
Bush clover plain 1 (7p1) matches boar (7a) and bush clover red ribbon (7r): click the one to
capture.
>>> table.click_card("7a", "field"); [str(m) for m in rnd.move_stack]
['7p1>7a']
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from koikoi.cards import Card, Lang
from koikoi.events import narrate
from koikoi.moves import IllegalMoveError, Move
from koikoi.round import Phase, Round
from koikoi.view import PlayerView
from widgets.i18n import N_, is_default_opponent, is_you, ngettext, sentence_names
from widgets.i18n import translator as _
from widgets.table.layout import REGIONS, Slot
from widgets.table.replay import Replay
from widgets.table.scene import (
    Marks,
    Scene,
    TableState,
    build_scene,
    call_words,
    card_in_sentence,
    last_play_took,
)

__all__ = ["REFUSAL", "AllowedMoves", "Moment", "TableController", "move_cards"]

REFUSAL = N_("That move is not part of this exercise.")
"""The default refusal of a move ``allowed_moves`` does not allow."""
AllowedMoves = Callable[[Move], bool | str] | Iterable[str | Move]


def stop_points(rnd: Round) -> int:
    """The points the player deciding in ``rnd`` would score by stopping now: the engine
    plays the stop on a copy (doublings included)."""
    after = rnd.copy()
    after.push("stop")
    assert after.result is not None
    return after.result.points


def move_cards(move: Move, rnd: Round) -> tuple[Card, ...]:
    """The cards a move of ``rnd`` (to be made now) involves: the played card and what
    it captures (the round's matches, or the target chosen of two), or the drawn card and
    the one it takes; none for koi-koi or stop."""
    if move.kind == "draw":
        drawn = rnd.drawn
        return tuple(c for c in (drawn, move.target) if c is not None)
    if move.card is None:
        return ()
    taken = (move.target,) if move.target is not None else rnd.matches(move.card)
    return (move.card, *taken)


@dataclass(frozen=True, slots=True)
class Moment:
    """A moment to show before the table settles: ``state`` drawn for ``seconds`` with
    ``message`` on the message line; ``view`` is the engine's position of that moment
    (:meth:`koikoi.round.Round.before_draw`)."""

    state: TableState
    message: str
    seconds: float
    view: PlayerView


class TableController:
    """The table's state machine for ``round`` seen by ``player``.

    ``names`` are indexed by seat; ``opponent_plays`` says that a program moves for the
    other side (so clicks never do); ``play(move)`` makes a move (``round.push`` by
    default, ``Match.push`` in a match). Every input method changes nothing but says why
    when the input cannot move. After a call, :attr:`version` tells whether the position
    changed and :attr:`moments` holds what to show before it settles."""

    def __init__(
        self,
        round: Round,
        *,
        player: int = 0,
        names: tuple[str, str] = ("Player 0", "Player 1"),
        opponent_plays: bool = False,
        show_opponent_hand: bool = False,
        allowed_moves: Callable[[Move], bool | str] | tuple[Move | str, ...] | None = None,
        refusal: str = "",
        frozen: bool = False,
        pace: float = 0.0,
        regions: Iterable[str] = REGIONS,
        lang: Lang | None = None,
        play: Callable[[Move], Any] | None = None,
        doubling: bool = True,
    ) -> None:
        self.round = round
        self.player = player
        self.names = names
        self.opponent_plays = opponent_plays
        self.show_opponent_hand = show_opponent_hand
        self.allowed_moves = allowed_moves
        self.refusal = refusal or _(REFUSAL)
        self.frozen = frozen
        self.pace = pace
        self.regions = tuple(regions)
        self.doubling = doubling  # the totals bar shows multipliers and doubling rules
        self.lang = lang
        self.play = play
        self.match_points: tuple[int, int] | None = None  # the totals bar, when a match
        self.round_number: tuple[int, int] | None = None  # gives them
        self.hint: Move | None = None  # a move to mark on the table (the coach's hint)
        self.callbacks: list[Callable[[Move, Round], Any]] = []
        self.replay: Replay | None = None
        self.selected: Card | None = None
        self.hovered: Card | None = None
        self.moment: TableState | None = None  # a moment shown before the real state
        self.showing: Moment | None = None  # the moment shown (its state is .moment)
        self.moments: list[Moment] = []
        self.thinking = False
        self.message = ""
        self.error = False
        self.sticky: str | None = None  # an error that the next prompt must not hide
        self.log_lines: list[str] = []
        self.tracebacks: list[str] = []  # errors' details, for the view's log
        self.version = 0  # bumped when the position shown changes (a move, a reset)
        self.log_epoch = 0  # bumped when the log starts again
        self._logged = 0
        self._shown: tuple[Move, ...] = round.move_stack
        self.reset()

    # --- what is shown ------------------------------------------------------------------

    def state(self) -> TableState:
        """The table of the round as the learner sees it now."""
        return TableState.of(
            self.round,
            self.player,
            names=self.names,
            show_opponent_hand=self.show_opponent_hand,
            match_points=self.match_points,
            round_number=self.round_number,
        )

    def scene(self) -> Scene:
        """What the table shows now (the state, or a moment before it, plus marks)."""
        state = self.moment or self.state()
        return build_scene(
            state, self.marks(), lang=self.lang, regions=self.regions, doubling=self.doubling
        )

    def marks(self) -> Marks:
        """Selection, gold targets, hover and dimmed cards over the table."""
        rnd = self.round
        if self.moment is not None or not self.accepts_input() or not self.controls(rnd.to_move):
            return Marks()
        hinted = frozenset(self.hinted_cards())
        targets: set[Card] = set()
        dimmed: set[Card] = set()
        hand = rnd.hands[rnd.to_move]
        if rnd.phase is Phase.DRAW_CHOICE:
            targets = {m.target for m in rnd.legal_moves() if m.target is not None}
            dimmed = set(hand)
        elif rnd.phase is Phase.PLAY:
            focus = self.selected or self.hovered
            if focus is not None and focus in hand:
                targets = set(rnd.matches(focus))
            if self.allowed_moves is not None:
                dimmed = {c for c in hand if not any(self.allowed(m) for m in self.moves_of(c))}
        elif rnd.phase is Phase.DECISION:
            dimmed = set(hand)
        hovered = self.hovered if self.hovered in hand and rnd.phase is Phase.PLAY else None
        return Marks(
            self.selected,
            frozenset(targets),
            hovered,
            frozenset(dimmed),
            hinted=hinted,
            koikoi_panel=self.shows_koikoi_panel(),
        )

    def shows_koikoi_panel(self) -> bool:
        """Whether the table asks koi-koi or stop on its own panel now: the learner's
        decision, taken by clicks, with the middle of the table shown."""
        return self.moment is None and self.draws_decision()

    def draws_decision(self) -> bool:
        """Whether the learner's koi-koi decision is (or, once a moment is over, will be)
        asked on the table's own panel: the widget buttons are then for the keyboard."""
        rnd = self.round
        return (
            rnd.phase is Phase.DECISION
            and rnd.to_move == self.player
            and self.accepts_input()
            and bool({"stock", "field"} & set(self.regions))
        )

    def hinted_cards(self) -> tuple[Card, ...]:
        """The cards of :attr:`hint` in the position now: the card played and what it
        captures, or the drawn card and the one it takes (none for koi-koi or stop)."""
        return () if self.hint is None else move_cards(self.hint, self.round)

    def set_hint(self, move: Move | str | None) -> Move | None:
        """Mark ``move`` (legal now, for the learner) on the table until the next move;
        None clears the mark. A move that cannot be made now raises ``ValueError``."""
        if move is None:
            self.hint = None
            return None
        parsed = Move.parse(move)
        rnd = self.round
        if rnd.to_move != self.player or not rnd.is_legal(parsed):
            raise ValueError(
                f"hint={str(parsed)!r} is not a legal move of player {self.player} now "
                f"(legal: {', '.join(str(m) for m in rnd.legal_moves()) or 'none'}"
                + ("" if rnd.to_move == self.player else f"; player {rnd.to_move} is to move")
                + ")"
            )
        self.hint = parsed
        return parsed

    def playable(self, card: Card | None) -> bool:
        """Whether a click on ``card`` (in a hand) would play or select it now."""
        rnd = self.round
        if card is None or not self.accepts_input() or rnd.phase is not Phase.PLAY:
            return False
        if not self.controls(rnd.to_move) or card not in rnd.hands[rnd.to_move]:
            return False
        return any(self.allowed(m) is True for m in self.moves_of(card))

    def accepts_input(self) -> bool:
        """Whether clicks may make moves at all (not frozen, not replaying, not over)."""
        return not self.frozen and self.replay is None and not self.round.is_over

    def controls(self, mover: int) -> bool:
        """Whether clicks may move for ``mover``."""
        if mover == self.player:
            return True
        return not self.opponent_plays and self.show_opponent_hand

    def moves_of(self, card: Card) -> list[Move]:
        """The legal plays of ``card`` now (two when it must choose its capture)."""
        return [m for m in self.round.legal_moves() if m.card == card]

    def choices_of(self, card: Card) -> tuple[Card, ...]:
        """The field cards ``card`` must choose between (empty: no choice to make), as the
        engine answers it (:meth:`koikoi.round.Round.capture_choices`)."""
        return self.round.capture_choices(card)

    # --- input --------------------------------------------------------------------------

    def click_card(self, code: str | Card, region: str) -> None:
        """Click ``code`` where the table shows it in ``region`` (for tests and doctests)."""
        card = code if isinstance(code, Card) else Card.parse(code)
        slot = self.scene().layout.slot_of(card, region)
        if slot is None:
            raise ValueError(f"{card} is not shown in the table's {region!r} region")
        self.click(slot)

    def click(self, slot: Slot | None) -> None:
        """A click on ``slot`` (None: on the felt)."""
        if self.catch_up():
            return self.say(
                _(
                    "The round changed outside the table (a move made on the round itself): "
                    "the table now shows it; click again."
                ),
                error=True,
            )
        if self.replay is not None:
            return self.say(_("This table replays a round: use Previous and Next."), error=True)
        if self.frozen:
            return self.say(_("This table is frozen: it is here to look at."), error=True)
        shown = self.showing
        self.settle()
        if shown is not None and slot is not None and not self._same_after(shown, slot):
            return self.say(
                _(
                    "The table was still showing the last move; it now shows where the cards "
                    "are. Click again."
                ),
                error=True,
            )
        rnd = self.round
        if rnd.is_over:
            return self.say(_("The round is over. {result}", result=self.result_text()))
        mover = rnd.to_move
        if not self.controls(mover):
            who = self.names[mover]
            plain = is_default_opponent(who)
            if self.opponent_plays:
                text = (
                    _("It is the opponent's turn: wait for their move.")
                    if plain
                    else _("It is {player}'s turn: wait for their move.", player=who)
                )
            elif plain:
                text = _("It is the opponent's turn: their moves come from table.push().")
            else:
                text = _("It is {player}'s turn: their moves come from table.push().", player=who)
            return self.say(text, error=True)
        if slot is None:
            if self.selected is not None:
                self.selected = None
                self.update()
            else:
                self.say(_("No card there. {prompt}", prompt=self.prompt()))
            return
        if rnd.phase is Phase.DECISION:
            return self.say(
                _("Choose with the buttons: koi-koi (play on) or stop (score now)."), error=True
            )
        if rnd.phase is Phase.DRAW_CHOICE:
            return self._click_draw_choice(slot)
        self._click_play(slot, mover)

    def _same_after(self, moment: Moment, slot: Slot) -> bool:
        """Whether a click on ``slot`` as ``moment`` showed it means the same now that the
        table has settled: the card is drawn at the same place, and a hand card meets the
        same field cards (the engine's matches then and now)."""
        if slot.card is None or self.scene().layout.slot_of(slot.card, slot.region) != slot:
            return False
        if slot.region in ("hand", "opponent_hand"):
            return moment.view.matches(slot.card) == self.round.matches(slot.card)
        return True

    def hover(self, slot: Slot | None) -> bool:
        """The pointer is over ``slot`` (None: nothing); True when the marks changed."""
        if self.frozen or self.replay is not None:
            return False
        card = slot.card if slot is not None and slot.region in ("hand", "opponent_hand") else None
        if card == self.hovered:
            return False
        self.hovered = card
        return True

    def decide(self, word: str) -> None:
        """The koi-koi or stop button (``word`` is "koikoi" or "stop")."""
        if self.replay is not None:
            return self.say(_("This table replays a round: use Previous and Next."), error=True)
        if self.frozen:
            return self.say(_("This table is frozen: it is here to look at."), error=True)
        self.settle()
        if self.catch_up():
            return self.say(
                _(
                    "The round changed outside the table: {choice} was not made; look again.",
                    choice=_choice(word),
                ),
                error=True,
            )
        rnd = self.round
        if rnd.phase is not Phase.DECISION or not self.controls(rnd.to_move):
            return self.say(_("{choice} is not a choice now.", choice=_choice(word)), error=True)
        self.attempt(Move(word))  # type: ignore[arg-type]

    def push(self, move: Move | str) -> Move:
        """Make a move for whoever is to move, by the same path as clicks; an illegal or
        refused one raises ``IllegalMoveError``, a malformed one ``ValueError`` (shown on the
        message line either way; nothing changes)."""
        self.settle()
        self.catch_up()
        try:
            parsed = Move.parse(move)
        except ValueError as error:
            self.say(str(error), error=True)
            raise
        if self.replay is not None:
            raise self._refuse(_("the table is replaying a round: use next() and previous()"))
        refusal = self.refusal_of(parsed)
        if refusal:
            raise self._refuse(refusal)
        try:
            self.apply(parsed)
        except IllegalMoveError as error:
            self.say(str(error), error=True)
            raise
        return parsed

    def attempt(self, move: Move) -> None:
        """A move from a click or a button: refusals and illegal moves become messages."""
        refusal = self.refusal_of(move)
        if refusal:
            return self.say(refusal, error=True)
        try:
            self.apply(move)
        except IllegalMoveError as error:
            self.say(str(error), error=True)

    def refusal_of(self, move: Move) -> str:
        """Why ``allowed_moves`` refuses ``move`` ('' when allowed or illegal anyway: the
        engine explains illegal moves itself)."""
        if self.round.to_move != self.player or not self.round.is_legal(move):
            return ""
        verdict = self.allowed(move)
        if verdict is True:
            return ""
        return verdict if isinstance(verdict, str) and verdict else self.refusal

    def allowed(self, move: Move) -> bool | str:
        """What ``allowed_moves`` says of ``move`` (True, False or a refusal)."""
        rule = self.allowed_moves
        if rule is None:
            return True
        if callable(rule):
            return rule(move)
        return str(move) in {str(Move.parse(m)) for m in rule}

    def _refuse(self, text: str) -> IllegalMoveError:
        self.say(text, error=True)
        return IllegalMoveError(text)

    # --- moves, rounds, replay ----------------------------------------------------------

    def apply(self, move: Move, *, replaying: bool = False) -> None:
        """Make ``move`` (raises ``IllegalMoveError`` with the engine's reason, changing
        nothing), log it, tell the callbacks, and queue the draw to be shown."""
        rnd = self.round
        self.sticky = None
        self.settle()
        mover = rnd.to_move
        if self.play is None or replaying or rnd.is_over:
            rnd.push(move)
        else:
            self.play(move)  # e.g. Match.push: the same round, and the match follows
        self._shown = rnd.move_stack
        self.selected = None
        self.hint = None  # a hint is for one position
        self.version += 1
        self._log_new_events()
        if not replaying:
            for callback in list(self.callbacks):
                try:
                    callback(move, rnd)
                except Exception as error:  # shown, not swallowed
                    self.report(_("on_move callback failed"), error)
        self._queue_moment(move, mover)
        self.update()

    def _queue_moment(self, move: Move, mover: int) -> None:
        """After a play, the engine's position between the play and the draw
        (:meth:`koikoi.round.Round.before_draw`): the play resolved, the drawn card turned
        over beside the stock; shown for :attr:`pace` seconds before the draw resolves."""
        if self.pace <= 0 or move.kind != "play" or "stock" not in self.regions:
            return
        view = self.round.before_draw(self.player)
        if view is None or view.drawn is None or move.card is None:
            return
        state = TableState.of(
            view, names=self.names, match_points=self.match_points, round_number=self.round_number
        )
        text = self._play_words(mover, move.card, last_play_took(view.events), view.drawn)
        self.moments.append(Moment(state, text, self.pace, view))

    def _play_words(self, mover: int, card: Card, taken: tuple[Card, ...], drawn: Card) -> str:
        """The moment's sentence: who played what, what it took, the card turned over."""
        lang = self.lang
        words = {"card": card_in_sentence(card, lang), "drawn": card_in_sentence(drawn, lang)}
        taken_words = ", ".join(card_in_sentence(c, lang) for c in taken)
        who = self.names[mover]
        if is_you(who):
            if taken:
                return ngettext(
                    "You played {card} and took {taken}; the stock turns over {drawn}…",
                    "You played {card} and took {taken}; the stock turns over {drawn}…",
                    len(taken),
                    taken=taken_words,
                    **words,
                )
            return _("You laid {card} on the field; the stock turns over {drawn}…", **words)
        if is_default_opponent(who):
            if taken:
                return ngettext(
                    "The opponent played {card} and took {taken}; the stock turns over {drawn}…",
                    "The opponent played {card} and took {taken}; the stock turns over {drawn}…",
                    len(taken),
                    taken=taken_words,
                    **words,
                )
            return _(
                "The opponent laid {card} on the field; the stock turns over {drawn}…", **words
            )
        if taken:
            return ngettext(
                "{player} played {card} and took {taken}; the stock turns over {drawn}…",
                "{player} played {card} and took {taken}; the stock turns over {drawn}…",
                len(taken),
                player=who,
                taken=taken_words,
                **words,
            )
        return _(
            "{player} laid {card} on the field; the stock turns over {drawn}…", player=who, **words
        )

    def show_next_moment(self) -> Moment | None:
        """Show the next queued moment (its state and sentence) and return it; with none
        left, show the round as it is (and its prompt) and return None. The view calls
        this on its timer; input never waits for it (:meth:`settle`)."""
        if not self.moments:
            self.moment = self.showing = None
            self.update()
            return None
        self.showing = self.moments.pop(0)
        self.moment = self.showing.state
        self.say(self.showing.message)
        return self.showing

    def settle(self) -> None:
        """Skip the moments still to show: input never waits for them."""
        if self.moments or self.moment is not None:
            self.moments.clear()
            self.moment = self.showing = None

    def catch_up(self) -> bool:
        """If moves were made or undone on the round itself (a notebook cell run out of
        order), drop the selection, rebuild the log; True when that happened."""
        if self.round.move_stack == self._shown:
            return False
        self.reset()
        return True

    def set_round(self, round: Round) -> None:
        """Show and play ``round``; leaves replay mode."""
        self.round = round
        self.replay = None
        self.reset()

    def start_replay(self, recorded: Round) -> None:
        """Step through ``recorded`` from its start (:meth:`next`, :meth:`previous`)."""
        self.replay = Replay(recorded)
        self.round = self.replay.round
        self.reset()

    def next(self) -> Move | None:
        """Replay the next recorded move (None at the end)."""
        replay = self._replaying("next")
        self.settle()
        if replay.at_end:
            self.say(_("End of the recorded round."))
            return None
        move = replay.moves[replay.position]
        self.apply(move, replaying=True)
        return move

    def previous(self) -> Move | None:
        """Undo one step of the replay (None at the start)."""
        replay = self._replaying("previous")
        self.settle()
        move = replay.previous()
        if move is None:
            self.say(_("This is the start of the recorded round."))
            return None
        self.reset()
        return move

    def _replaying(self, what: str) -> Replay:
        if self.replay is None:
            raise ValueError(f"{what}() steps through a replay: call table.replay(round) first")
        return self.replay

    def reset(self) -> None:
        """Forget selection, moments and log; show the round as it is now."""
        self._shown = self.round.move_stack
        self.selected = self.hovered = None
        self.hint = None
        self.settle()
        self.log_lines = []
        self._logged = 0
        self.log_epoch += 1
        self.version += 1
        self._log_new_events()
        self.update()

    # --- messages and log ---------------------------------------------------------------

    def say(self, text: str, *, error: bool = False) -> None:
        """Put ``text`` on the message line (an error in red)."""
        self.message, self.error = text, error

    def update(self) -> None:
        """Show the prompt for the position, unless an error must stay."""
        if self.sticky is None:
            self.say(self.prompt())

    def report(self, what: str, error: BaseException) -> None:
        """Show an error that the next prompt keeps, its traceback for the log."""
        detail = type(error).__name__ + ": " + str(error)
        self.sticky = _("Error: {what}: {error}", what=what, error=detail)
        self.say(self.sticky, error=True)
        self.tracebacks.append(
            f"{what}:\n"
            + "".join(traceback.format_exception(type(error), error, error.__traceback__))
        )

    def prompt(self) -> str:
        """What the learner is asked to do now."""
        rnd = self.round
        if rnd.is_over:
            return self.result_text()
        mover = rnd.to_move
        who = self.names[mover]
        you = is_you(who)
        if self.replay is not None:
            if you:
                return _("Replay: You to move. Use Next and Previous to step through the round.")
            if is_default_opponent(who):
                return _(
                    "Replay: the opponent to move. Use Next and Previous to step through the round."
                )
            return _(
                "Replay: {player} to move. Use Next and Previous to step through the round.",
                player=who,
            )
        if self.frozen:
            return ""  # a position to look at (or an exercise answered): nobody is asked
        if not self.controls(mover):
            if self.opponent_plays and mover != self.player:
                if is_default_opponent(who):
                    return _("The opponent is thinking…")
                return _("{player} is thinking…", player=who)
            if you:
                return _("You to move.")
            if is_default_opponent(who):
                # i18n: the default opponent, a common noun ("Le toca al rival.")
                return _("Opponent to move.")
            return _("{player} to move.", player=who)
        if rnd.phase is Phase.DRAW_CHOICE and rnd.drawn is not None:
            a, b = rnd.capture_choices(rnd.drawn)
            if you:
                return _(
                    "You drew {card}: it matches {a} and {b}. Click the one it captures.",
                    card=rnd.drawn,
                    a=a,
                    b=b,
                )
            if is_default_opponent(who):
                return _(
                    "The opponent drew {card}: it matches {a} and {b}. Click the one it captures.",
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
            total, points = rnd.score(mover).total, stop_points(rnd)
            if you:
                return ngettext(
                    "Your yaku add up to {count} base point ({points} if you stop now): call "
                    "koi-koi to play on, or stop to score now.",
                    "Your yaku add up to {count} base points ({points} if you stop now): call "
                    "koi-koi to play on, or stop to score now.",
                    total,
                    count=total,
                    points=points,
                )
            if is_default_opponent(who):
                return ngettext(
                    "The opponent's yaku add up to {count} base point ({points} on a stop "
                    "now): call koi-koi to play on, or stop to score now.",
                    "The opponent's yaku add up to {count} base points ({points} on a stop "
                    "now): call koi-koi to play on, or stop to score now.",
                    total,
                    count=total,
                    points=points,
                )
            return ngettext(
                "{player}'s yaku add up to {count} base point ({points} on a stop now): "
                "call koi-koi to play on, or stop to score now.",
                "{player}'s yaku add up to {count} base points ({points} on a stop now): "
                "call koi-koi to play on, or stop to score now.",
                total,
                player=who,
                count=total,
                points=points,
            )
        if self.selected is not None:
            return self._two_matches(self.selected)
        if you:
            turn = _("Your turn: click a card in the hand to play it.")
            state = self.state()
            if state.announced_call is not None and state.announced_call != mover:
                return " ".join((*call_words(state), turn))  # the call, as the table says it
            return turn
        if is_default_opponent(who):
            return _("The opponent's turn: click a card in their hand to play it.")
        return _("{player}'s turn: click a card in the hand to play it.", player=who)

    def _two_matches(self, card: Card) -> str:
        a, b = self.choices_of(card)
        sentence = _(
            "{card} matches {a} and {b}: click the one to capture.",
            card=card_in_sentence(card, self.lang),
            a=card_in_sentence(a, self.lang),
            b=card_in_sentence(b, self.lang),
        )
        return sentence[:1].upper() + sentence[1:]

    def result_text(self) -> str:
        """The round's result in a sentence ('' while it goes on)."""
        result = self.round.result
        return result.describe(sentence_names(self.names)) if result else ""

    def _log_new_events(self) -> None:
        events = self.round.events
        if len(events) < self._logged:  # a move was undone
            self.log_lines, self._logged = [], 0
            self.log_epoch += 1
        names = sentence_names(self.names)
        previous = events[self._logged - 1] if self._logged else None
        self.log_lines.extend(narrate(events[self._logged :], names, previous))
        self._logged = len(events)

    # --- clicks -------------------------------------------------------------------------

    def _click_play(self, slot: Slot, mover: int) -> None:
        own = "hand" if mover == self.player else "opponent_hand"
        card = slot.card
        if slot.region == own and card is not None:
            if not self.choices_of(card):
                return self.attempt(Move.play(card))
            if self.selected == card:  # a second click (or a double-click): still choosing
                return self.say(
                    _(
                        "{card} is chosen: click the field card it captures (in gold), "
                        "or the felt to choose again.",
                        card=card,
                    )
                )
            self.selected = card
            return self.say(self._two_matches(card))
        if slot.region == "field" and self.selected is not None:
            choices = self.choices_of(self.selected)
            if card in choices:
                return self.attempt(Move.play(self.selected, card))
            a, b = choices
            return self.say(
                _(
                    "{card} is not a match for {selected}: click {a} or {b} (in gold).",
                    card=card,
                    selected=self.selected,
                    a=a,
                    b=b,
                ),
                error=True,
            )
        if slot.region == "field":
            text = _(
                "Play a card from your hand first: a field card is captured by a hand "
                "card of the same month ({month}).",
                month=card.month_info.name(),  # type: ignore[union-attr]
            )
        elif slot.region in ("pile", "opponent_pile"):
            text = _("Captured cards stay in their pile: play a card from your hand.")
        elif slot.region in ("stock", "drawn"):
            text = _("The stock is drawn by itself after you play a card from your hand.")
        elif mover == self.player and is_default_opponent(self.names[1 - mover]):
            text = _("That is the opponent's hand: play a card from yours.")
        elif mover == self.player:
            text = _(
                "That is {player}'s hand: play a card from yours.", player=self.names[1 - mover]
            )
        elif is_default_opponent(self.names[mover]):
            text = _(
                "It is the opponent's turn: play a card from the opponent's hand (at the top)."
            )
        else:
            text = _(
                "It is {player}'s turn: play a card from {player}'s hand (at the top).",
                player=self.names[mover],
            )
        self.say(text, error=True)

    def _click_draw_choice(self, slot: Slot) -> None:
        rnd = self.round
        a, b = rnd.capture_choices(rnd.drawn)  # type: ignore[arg-type]
        if slot.region == "field" and slot.card in (a, b):
            return self.attempt(Move.draw(slot.card))
        self.say(
            _(
                "The drawn card {card} matches {a} and {b}: click the one it captures (in gold).",
                card=rnd.drawn,
                a=a,
                b=b,
            ),
            error=True,
        )


def _choice(word: str) -> str:
    """The decision ``word`` ("koikoi" or "stop") in a sentence about the buttons."""
    # i18n: the move "koikoi" (play on), as its button names it
    return _("koikoi") if word == "koikoi" else _("stop")
