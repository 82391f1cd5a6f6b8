"""Slow decisions off the kernel's thread: the table keeps answering while the opponent
thinks or the round is reviewed, late results of a reset table are dropped, and
decisions stay the ones the seed makes.

Each test runs an asyncio event loop as the kernel does; the opponent waits on a
threading.Event, so nothing depends on timing."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from koikoi import Move, Round
from koikoi.view import PlayerView
from tests.widgets.waiting import until
from widgets.apps.practice import PracticeTable
from widgets.table.widget import TableWidget
from widgets.table.worker import InlineExecutor, background

SEED = 5  # a deal where player 1 (the opponent) plays first


class Gated:
    """An opponent that plays its first legal move once ``go`` is set."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.threads: list[str] = []

    def __call__(self, view: PlayerView, legal: Sequence[Move]) -> Move:
        self.threads.append(threading.current_thread().name)
        self.started.set()
        assert self.go.wait(10), "the test never let the opponent move"
        return legal[0]


def test_the_kernel_thread_is_free_while_the_opponent_thinks_and_late_moves_are_dropped() -> None:
    async def main() -> None:
        first, second = Round.deal(seed=SEED, dealer=1), Round.deal(seed=SEED + 1, dealer=1)
        gated = Gated()
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="worker") as pool:
            table = TableWidget(first, opponent=gated, pace=0, executor=pool)
            assert table.thinking and "The opponent is thinking" in table.message
            await until(gated.started.is_set, "the opponent to start")
            ticks = 0
            for _ in range(5):  # the loop runs other work meanwhile
                await asyncio.sleep(0)
                ticks += 1
            table.click(5, 5)  # and answers a click
            assert ticks == 5 and "wait for their move" in table.message
            table.set_round(second)  # a reset while the opponent thinks
            gated.go.set()
            await until(lambda: len(second.move_stack) >= 1, "the move on the new round")
            assert first.move_stack == ()  # the late decision for the old round was dropped
            await until(lambda: not table.thinking, "the table to settle")
            assert set(gated.threads) <= {"worker_0"}  # decided off the loop's thread

    asyncio.run(main())


def _play_out(practice: PracticeTable) -> tuple[str, ...]:
    rnd = practice.table.round
    while not rnd.is_over:
        if rnd.to_move == 0:
            practice.push(rnd.legal_moves()[0])
    return tuple(str(m) for m in rnd.move_stack)


def test_the_strong_opponent_decides_the_same_off_the_kernel_thread() -> None:
    options = dict(opponent="strong", level=1, rounds=1, seed=3, pace=0, review_budget=20)
    inline = PracticeTable(**options, executor=InlineExecutor())  # type: ignore[arg-type]
    expected = _play_out(inline)

    async def main() -> tuple[tuple[str, ...], list[str]]:
        with ThreadPoolExecutor(max_workers=1) as pool:
            practice = PracticeTable(**options, executor=pool)  # type: ignore[arg-type]
            statuses: list[str] = []
            rnd = practice.table.round
            while not rnd.is_over:
                await until(lambda: not practice.table.thinking, "a decision")
                if rnd.to_move == 0 and not rnd.is_over:
                    practice.push(rnd.legal_moves()[0])
                    if not rnd.is_over and rnd.to_move == 1:
                        assert practice.table.thinking
                        statuses.append(practice.table.message_line.value)
            await until(lambda: practice.review_html.value != "", "the review")
            assert practice.status.layout.display == "none" and not practice.reviewing
            return tuple(str(m) for m in rnd.move_stack), statuses

    moves, statuses = asyncio.run(main())
    assert moves == expected  # the seed decides, not the thread
    assert statuses and all("Strong is thinking…" in s and "koikoi-spin" in s for s in statuses)


def test_new_match_while_the_opponent_thinks_or_the_review_runs() -> None:
    async def main() -> None:
        gated = Gated()
        with ThreadPoolExecutor(max_workers=1) as pool:
            busy = threading.Event()
            pool.submit(busy.wait, 10)  # the strong agent's first decision waits its turn
            practice = PracticeTable(
                opponent="strong", level=1, rounds=1, seed=SEED, pace=0, executor=pool
            )
            old = practice.match
            practice.table.opponent = gated  # an opponent that waits for the test
            practice.table.set_round(old.round)  # asked again: the first decision is stale
            busy.set()
            await until(gated.started.is_set, "the opponent to start")
            assert "Strong is thinking…" in practice.table.message
            assert "koikoi-spin" in practice.table.message_line.value  # a turning circle
            practice.new_button.click()  # answered at once
            assert practice.match is not old and practice.table.round is practice.match.round
            gated.go.set()
            await until(lambda: not practice.table.thinking, "the new opponent")
            await asyncio.sleep(0.05)
            assert old.round.move_stack == ()  # the stale move never reached the old match
            assert practice.table.round is practice.match.round

    asyncio.run(main())


def test_a_review_that_arrives_after_new_match_is_dropped() -> None:
    async def main() -> None:
        with ThreadPoolExecutor(max_workers=1) as pool:
            practice = PracticeTable(
                opponent="random", rounds=1, seed=SEED, pace=0, review_budget=20, executor=pool
            )
            busy = threading.Event()
            pool.submit(busy.wait, 10)  # the worker is busy: the review will wait its turn
            rnd = practice.table.round
            while not rnd.is_over:
                practice.push(rnd.legal_moves()[0])
            assert practice.reviewing and "Reviewing the round" in practice.status.value
            assert practice.status.layout.display == "flex"
            practice.new_button.click()  # answered at once, the review still pending
            assert practice.status.layout.display == "none" and not practice.reviewing
            busy.set()
            done = pool.submit(lambda: None)  # runs after the review (one worker, in order)
            await until(done.done, "the review to finish")
            await asyncio.sleep(0.05)  # its hand-back, if any, has run
            assert practice.review_html.value == "" and practice.reviews == []
            assert not practice.match.round.is_over  # the new match is in play

    asyncio.run(main())


def test_outside_a_kernel_work_runs_at_once() -> None:
    assert isinstance(background(), InlineExecutor)

    async def inside() -> object:
        return background()

    assert isinstance(asyncio.run(inside()), ThreadPoolExecutor)
