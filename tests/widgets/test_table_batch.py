"""The blank table's fixes (issue 18 item 9): a table's canvases need no widget made before
them (their own canvas manager), and every redraw is one message that names its canvas."""

from __future__ import annotations

import ipycanvas.canvas
import pytest
from ipycanvas.canvas import COMMANDS

from koikoi import Round
from widgets.table.widget import TableWidget


def test_a_tables_canvases_have_a_manager_of_their_own_made_with_them() -> None:
    first, second = (TableWidget(Round.deal(seed=s), pace=0) for s in (1, 2))
    for table in (first, second):
        managers = {table.canvas._canvas_manager} | {
            a.canvas._canvas_manager for a in table.atlases.values()
        }
        assert managers == {table.manager}  # the table and its atlases: one manager, theirs
        assert table.manager is not ipycanvas.canvas._CANVAS_MANAGER  # not the kernel's first
    assert first.manager is not second.manager


def test_every_redraw_is_one_message_that_names_its_canvas_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sent: list[tuple[object, list]] = []
    monkeypatch.setattr(
        ipycanvas.canvas._CanvasManager,
        "_send_custom",
        lambda self, command, buffers=(): sent.append((self, command)),
    )
    table = TableWidget(Round.deal(seed=3), pace=0)
    table.on_client_ready()
    for atlas in table.atlases.values():
        table._atlas_ready(atlas)()
    table.redraw()
    table.redraw()  # the same canvas again: still named (a page may have missed the last)
    assert len(sent) >= len(table.atlases) + 2  # the atlases, the redraws (each one message)
    for manager, commands in sent:
        assert manager is table.manager
        assert commands[0][0] == COMMANDS["switchCanvas"]
    assert sent[-1][1][0][1] == sent[-2][1][0][1]  # both redraws name the table's canvas
