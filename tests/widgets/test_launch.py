"""The launchers and the no-delay websocket patch (widgets.server: launch, nodelay)."""

from __future__ import annotations

import asyncio
import os
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


@pytest.fixture(autouse=True)
def language_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The launchers set KOIKOI_LANG for their kernels: restore it after each test."""
    monkeypatch.setenv(launch.LANG_ENV, "")


@pytest.fixture
def lab_argv(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The argv each ``launch.lessons`` call hands to JupyterLab (which is not started)."""
    from jupyterlab.labapp import LabApp

    seen: list[list[str]] = []
    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    monkeypatch.setattr(launch, "_is_root", lambda: False)
    monkeypatch.setattr(LabApp, "launch_instance", lambda argv: seen.append(argv))
    return seen


def test_lessons_launcher_opens_the_lessons_folder(lab_argv: list[list[str]]) -> None:
    launch.lessons(["--no-browser"])
    launch.lessons(["/somewhere", "--no-browser"])
    assert lab_argv == [[*launch.opening(), "--no-browser"], ["/somewhere", "--no-browser"]]
    assert (launch.LESSONS / "01_start_here.ipynb").is_file()


def test_an_option_with_a_separate_value_is_not_taken_for_a_folder(
    lab_argv: list[list[str]],
) -> None:
    launch.lessons(["--port", "8898"])
    launch.lessons(["--ServerApp.port", "8898", "--no-browser"])
    launch.lessons(["--port=8898", "/somewhere"])
    assert lab_argv == [
        [*launch.opening(), "--port", "8898"],
        [*launch.opening(), "--ServerApp.port", "8898", "--no-browser"],
        ["--port=8898", "/somewhere"],
    ]


def test_lessons_launcher_as_root_says_what_to_do(
    lab_argv: list[list[str]], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(launch, "_is_root", lambda: True)
    with pytest.raises(SystemExit) as stop:
        launch.lessons(["--port", "8898"])
    assert stop.value.code == 1 and lab_argv == []
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [launch.ROOT_REFUSAL]
    assert "normal user" in err[0] and "--allow-root" in err[0]
    launch.lessons(["--allow-root", "--no-browser"])  # knowingly: Jupyter starts as root
    assert lab_argv == [[*launch.opening(), "--allow-root", "--no-browser"]]


def test_practice_launcher_opens_the_practice_lesson(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    from voila.app import Voila

    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    hooks: list[object] = []

    def launch_instance(argv: list[str], config: object) -> None:
        seen.append(argv)
        hooks.append(config.VoilaConfiguration.prelaunch_hook)  # type: ignore[attr-defined]

    monkeypatch.setattr(Voila, "launch_instance", launch_instance)
    launch.practice(["--port", "8999"])
    assert hooks == [launch.voila_page]
    (practice,) = launch.LESSONS.glob(launch.PRACTICE_GLOB)
    assert seen == [[str(practice), "--port", "8999"]]
    assert launch.practice_notebook() == practice


def test_lessons_launcher_in_spanish_opens_the_spanish_lessons(
    lab_argv: list[list[str]],
) -> None:
    """``koikoi-lessons --lang es`` opens lessons/es/ and its kernels speak Spanish."""
    launch.lessons(["--lang", "es", "--no-browser"])
    assert lab_argv == [[*launch.opening("es"), "--no-browser"]]
    assert os.environ[launch.LANG_ENV] == "es"
    launch.lessons(["--no-browser", "--lang=en"])
    assert lab_argv[-1] == [*launch.opening(), "--no-browser"]
    assert os.environ[launch.LANG_ENV] == "en"
    assert sorted((launch.LESSONS / "es").glob("01_*.ipynb")), "no Spanish lesson 1"


def test_the_language_defaults_to_koikoi_lang(
    lab_argv: list[list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(launch.LANG_ENV, "es_ES.UTF-8")
    launch.lessons([])
    assert lab_argv == [[*launch.opening("es")]] and os.environ[launch.LANG_ENV] == "es"


def test_an_unknown_language_is_refused(
    lab_argv: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        launch.lessons(["--lang", "fr"])
    assert stop.value.code == 2 and lab_argv == []
    assert capsys.readouterr().err.strip() == "--lang fr: not available; choose one of en, es"
    assert os.environ[launch.LANG_ENV] == ""


def test_practice_launcher_in_spanish_serves_the_spanish_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``koikoi-practice --lang es`` serves lessons/es/13_practica.ipynb in Spanish."""
    seen: list[list[str]] = []
    from voila.app import Voila

    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    monkeypatch.setattr(Voila, "launch_instance", lambda argv, config: seen.append(argv))
    launch.practice(["--lang", "es", "--port", "8999"])
    page = launch.LESSONS / "es" / "13_practica.ipynb"
    assert seen == [[str(page), "--port", "8999"]]
    assert os.environ[launch.LANG_ENV] == "es"
    assert page.is_file(), "the Spanish practice page is missing: lessons/build.py --lang es 13"


def test_the_voila_page_leaves_out_the_navigation_links() -> None:
    """A single-notebook Voila page answers links to other notebooks with 403: the
    practice page drops the navigation cells and keeps every other cell."""
    import nbformat

    nb = nbformat.read(launch.practice_notebook(), as_version=4)
    ids = [cell.get("id") for cell in nb.cells]
    assert "nav-top" in ids and "nav-bottom" in ids
    page = launch.voila_page(None, nb, str(launch.LESSONS))
    assert [c.get("id") for c in page.cells] == [i for i in ids if i not in launch.NAVIGATION]
    for cell in page.cells:
        if cell.cell_type == "markdown":
            assert ".ipynb)" not in cell.source, cell.source
