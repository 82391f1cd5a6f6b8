"""Work off the kernel's thread, results back on it: timers, executors, hand-back.

In Jupyter (and Voila) widget callbacks run on the kernel's event loop. A slow decision
(the strong opponent's search, a round's review) runs in an executor instead, so the
kernel keeps answering clicks; :func:`on_this_thread` hands its result back to the loop
that asked for it, where widget state changes safely. Outside a kernel (plain Python,
tests) there is no loop to keep free, and :func:`background` runs work at once.

>>> done = InlineExecutor().submit(sum, [1, 2, 3])
>>> done.result()
6
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any

__all__ = ["InlineExecutor", "Timer", "background", "on_this_thread"]


class InlineExecutor(Executor):
    """An executor that runs each task at once, in the caller's thread (deterministic:
    what tests and plain scripts use)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed over like a thread pool does
            future.set_exception(error)
        return future


_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def background() -> Executor:
    """The kernel's worker for slow decisions: one thread shared by the tables of this
    kernel (so they never compete for its cores), when an event loop runs here; else an
    :class:`InlineExecutor`."""
    global _POOL
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return InlineExecutor()
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koikoi-worker")
        return _POOL


def on_this_thread(fn: Callable[[], None]) -> Callable[[], None]:
    """``fn`` made safe to call from any thread: it runs on the event loop running now
    (the kernel's), or, without one, directly in the calling thread."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return fn

    def call() -> None:
        if loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            fn()
        else:
            loop.call_soon_threadsafe(fn)

    return call


class Timer:
    """A cancellable delayed call on the kernel's event loop (or a thread without one)."""

    def __init__(self, delay: float, fn: Callable[[], None]) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is not None:
            self._handle: Any = loop.call_later(delay, fn)
        else:
            self._handle = threading.Timer(delay, fn)
            self._handle.daemon = True
            self._handle.start()

    def cancel(self) -> None:
        """Do not make the call (if it has not been made yet)."""
        self._handle.cancel()
