"""Waiting on the kernel's event loop in widget tests."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


async def until(condition: Callable[[], object], what: str) -> None:
    """Let the loop run until ``condition()`` (the kernel's thread is free meanwhile);
    10 s at most, then fail naming ``what``."""
    for _ in range(2000):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"timed out waiting for {what}")
