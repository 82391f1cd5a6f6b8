"""The opponent's time: when the other side moves, off the kernel's thread, and what
happens to a decision that comes too late.

:class:`OpponentDriver` asks ``opponent(view, legal_moves)`` for a move when it is the
other side's turn, after ``pace`` seconds, in an executor (so the kernel keeps answering
clicks while a search runs). Every change of the position (:meth:`cancel`) makes a decision
under way stale: it is dropped when it arrives, and "thinking" is cleared at once, so the
table can always ask again.

>>> from koikoi import Round
>>> rnd = Round.from_position(hands=("1p1", "2p1"), field="5p1", deck="6p1", to_move=1)
>>> moves = []
>>> driver = OpponentDriver(lambda view, legal: legal[0], apply=moves.append)
>>> driver.schedule(rnd, player=0, pace=0)
>>> moves, driver.thinking
([Move.parse('2p1')], False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future

from koikoi.moves import Move
from koikoi.round import Round
from koikoi.view import PlayerView
from widgets.table.worker import Timer, on_this_thread

__all__ = ["Opponent", "OpponentDriver"]

Opponent = Callable[[PlayerView, Sequence[Move]], Move | str]
"""A player for the other side: ``(view, legal_moves) -> move`` (a Move or its text)."""


class OpponentDriver:
    """Moves for the side that ``opponent`` plays.

    ``apply(move)`` makes a decided move (on the kernel's thread); ``failed(player, error)``
    reports an opponent that raised or answered nonsense; ``thinking_changed(flag)`` is told
    when a decision starts or ends (in every case: applied, failed, stale or cancelled).
    ``executor`` runs decisions (None: at once, in the caller's thread)."""

    def __init__(
        self,
        opponent: Opponent | None,
        *,
        apply: Callable[[Move], object],
        failed: Callable[[int, Exception], object] | None = None,
        thinking_changed: Callable[[bool], object] | None = None,
        executor: Executor | None = None,
        guard: Callable[[Callable[[], None]], Callable[[], None]] = lambda fn: fn,
    ) -> None:
        self.opponent = opponent
        self.executor = executor
        self._apply = apply
        self._failed = failed
        self._thinking_changed = thinking_changed
        self._guard = guard
        self._timer: Timer | None = None
        self._generation = 0  # bumped by cancel(): a decision of an older one is stale
        self.thinking = False
        self.dropped = 0  # stale decisions dropped (for tests and diagnostics)

    def _set_thinking(self, flag: bool) -> None:
        if flag != self.thinking:
            self.thinking = flag
            if self._thinking_changed is not None:
                self._thinking_changed(flag)

    def cancel(self) -> None:
        """Forget the pending step and any decision under way (the position changed)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._generation += 1
        self._set_thinking(False)

    def schedule(self, rnd: Round, *, player: int, pace: float) -> None:
        """Let the opponent move in ``rnd`` if it is the other side's turn (``player`` is the
        learner's seat), after ``pace`` seconds; any earlier step or decision is dropped."""
        self.cancel()
        if rnd.is_over or self.opponent is None or rnd.to_move == player:
            return
        generation = self._generation
        if pace > 0:
            self._timer = Timer(pace, self._guard(lambda: self._step(rnd, generation)))
        else:
            self._step(rnd, generation)

    def _step(self, rnd: Round, generation: int) -> None:
        self._timer = None
        if generation != self._generation or rnd.is_over or self.opponent is None:
            return
        mover = rnd.to_move
        view, legal, stack = rnd.view(mover), rnd.legal_moves(), rnd.move_stack
        if self.executor is None:
            try:
                self._apply(Move.parse(self.opponent(view, legal)))
            except Exception as error:  # the opponent failed, or its move is illegal
                self._report(mover, error)
            return
        self._set_thinking(True)
        future = self.executor.submit(self.opponent, view, legal)
        deliver = on_this_thread(
            self._guard(lambda: self._decided(future, generation, rnd, stack, mover))
        )
        future.add_done_callback(lambda _f: deliver())

    def _decided(
        self, future: Future, generation: int, rnd: Round, stack: tuple[Move, ...], mover: int
    ) -> None:
        """A decision back on the kernel's thread: applied if the position is the one it
        was asked about, else dropped; "thinking" ends either way."""
        if generation != self._generation:
            self.dropped += 1
            return  # cancelled: cancel() has cleared "thinking" already
        self._set_thinking(False)
        if rnd.move_stack != stack:
            self.dropped += 1
            return
        try:
            self._apply(Move.parse(future.result()))
        except Exception as error:  # the opponent failed, or its move is illegal
            self._report(mover, error)

    def _report(self, mover: int, error: Exception) -> None:
        if self._failed is None:
            raise error
        self._failed(mover, error)
