"""Fixtures the widget tests share."""

from __future__ import annotations

from collections.abc import Iterator

import ipycanvas.canvas
import pytest


@pytest.fixture
def sent() -> Iterator[list[list]]:
    """Every canvas message sent (each a list of draw commands), by any canvas manager
    (a table's canvases have their own)."""
    manager = ipycanvas.canvas._CanvasManager
    messages: list[list] = []
    original = manager._send_custom
    manager._send_custom = lambda self, command, buffers=[]: messages.append(command)  # type: ignore[method-assign]
    yield messages
    manager._send_custom = original  # type: ignore[method-assign]
