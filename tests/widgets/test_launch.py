"""The launchers and the no-delay websocket patch (widgets.server: launch, nodelay)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

from widgets.server import launch
from widgets.server import nodelay as server


def test_enable_nodelay_sets_tcp_nodelay_before_opening(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    async def stub_open(self: Any, kernel_id: str) -> str:
        calls.append(f"open {kernel_id}")
        return "opened"

    monkeypatch.setattr(KernelWebsocketHandler, "open", stub_open)
    monkeypatch.setattr(KernelWebsocketHandler, server._PATCHED, False, raising=False)
    assert server.enable_nodelay()
    patched = KernelWebsocketHandler.open
    assert server.enable_nodelay() and KernelWebsocketHandler.open is patched  # idempotent

    class FakeHandler:
        def set_nodelay(self, value: bool) -> None:
            calls.append(f"nodelay {value}")

    assert asyncio.run(patched(FakeHandler(), "k1")) == "opened"
    assert calls == ["nodelay True", "open k1"]


def test_lessons_launcher_opens_the_lessons_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    from jupyterlab.labapp import LabApp

    monkeypatch.setattr(LabApp, "launch_instance", lambda argv: seen.append(argv))
    launch.lessons(["--no-browser"])
    launch.lessons(["/somewhere", "--no-browser"])
    assert seen == [[str(launch.LESSONS), "--no-browser"], ["/somewhere", "--no-browser"]]
    assert (launch.LESSONS / "01_start_here.ipynb").is_file()


def test_practice_launcher_opens_lesson_12(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    from voila.app import Voila

    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    monkeypatch.setattr(Voila, "launch_instance", lambda argv: seen.append(argv))
    launch.practice(["--port", "8999"])
    assert seen == [[str(launch.LESSONS / "13_practice.ipynb"), "--port", "8999"]]
    assert (launch.LESSONS / launch.PRACTICE).is_file()
