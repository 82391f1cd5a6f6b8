"""The launchers and the no-delay websocket patch (widgets.server: launch, nodelay)."""

from __future__ import annotations

import asyncio
import os
import shutil
import sysconfig
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

from widgets.server import launch, workspace
from widgets.server import nodelay as server
from widgets.server.page import PracticePageHandler, PracticeVoila


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


ONLY = [f"--VoilaConfiguration.extension_allowlist={n}" for n in launch.PAGE_EXTENSIONS]


@pytest.fixture(autouse=True)
def language_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The launchers set KOIKOI_LANG and PATH for their kernels and terminals: restore them
    after each test."""
    monkeypatch.setenv(launch.LANG_ENV, "")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.fixture
def workspace_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The learner's workspace for one test (a temporary folder)."""
    folder = tmp_path / "my-lessons"
    monkeypatch.setenv(workspace.ENV_VAR, str(folder))
    return folder


def _argv_of(monkeypatch: pytest.MonkeyPatch, app: type) -> list[list[str]]:
    """The argv each launch hands to ``app`` (which is not started), run as a user (not
    root) with the server extension at hand."""
    seen: list[list[str]] = []
    monkeypatch.setattr(launch, "enable_nodelay", lambda: True)
    monkeypatch.setattr(launch, "_is_root", lambda: False)
    monkeypatch.setattr(app, "launch_instance", lambda argv: seen.append(argv))
    return seen


@pytest.fixture
def lab_argv(monkeypatch: pytest.MonkeyPatch, workspace_dir: Path) -> list[list[str]]:
    """The argv each ``launch.lessons`` call hands to JupyterLab (which is not started)."""
    from jupyterlab.labapp import LabApp

    monkeypatch.setattr(launch, "_fresh_layouts", lambda: Path("/layouts"))
    return _argv_of(monkeypatch, LabApp)


@pytest.fixture
def voila_argv(monkeypatch: pytest.MonkeyPatch, workspace_dir: Path) -> list[list[str]]:
    """The argv each ``launch.practice`` call hands to Voila (which is not started)."""
    return _argv_of(monkeypatch, PracticeVoila)


def test_lessons_launcher_opens_lesson_one_from_the_workspace(
    lab_argv: list[list[str]], workspace_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    launch.lessons(["--no-browser"])
    assert lab_argv == [
        [
            *launch.QUIET,
            f"--ServerApp.root_dir={workspace_dir}",
            "--LabApp.default_url=/lab/tree/lessons/01_start_here.ipynb",
            "--LabApp.workspaces_dir=/layouts",
            "--no-browser",
        ]
    ]
    assert capsys.readouterr().out.splitlines() == [
        f"Your own copy of the lessons: {workspace_dir} (edit freely; KOIKOI_WORKSPACE puts"
        " it elsewhere)"
    ]
    copy = workspace_dir / "lessons" / "01_start_here.ipynb"
    assert copy.read_bytes() == workspace.with_kernel_language(
        (launch.LESSONS / "01_start_here.ipynb").read_bytes()
    )
    assert (workspace_dir / "docs" / "rules.md").is_file()  # lesson 10 links to it
    # a terminal in JupyterLab runs the course's commands by name (lessons 0 and 13)
    scripts = Path(sysconfig.get_path("scripts"))
    for command in ("koikoi-practice", "koikoi-deck"):
        assert shutil.which(command) == str(scripts / command)
    launch.lessons(["/somewhere", "--no-browser"])  # a folder of one's own: served as is
    assert lab_argv[-1] == [*launch.QUIET, "/somewhere", "--no-browser"]
    assert capsys.readouterr().out == ""  # the second start has nothing to say


def test_a_lesson_number_opens_that_lesson(lab_argv: list[list[str]]) -> None:
    launch.lessons(["05", "--lang", "es"])
    assert "--LabApp.default_url=/lab/tree/lessons/es/05_capturar.ipynb" in lab_argv[0]
    with pytest.raises(SystemExit) as stop:
        launch.lessons(["42"])
    assert stop.value.code == 2


def test_an_option_with_a_separate_value_is_not_taken_for_a_folder(
    lab_argv: list[list[str]],
) -> None:
    launch.lessons(["--port", "8898"])
    launch.lessons(["--ServerApp.port", "8898", "--no-browser"])
    launch.lessons(["--port=8898", "/somewhere"])
    opening = launch.opening(folder=workspace.workspace_dir())
    assert lab_argv == [
        [*launch.QUIET, *opening, "--port", "8898"],
        [*launch.QUIET, *opening, "--ServerApp.port", "8898", "--no-browser"],
        [*launch.QUIET, "--port=8898", "/somewhere"],
    ]


def test_as_root_the_launchers_say_so_in_one_line_and_go_on(
    lab_argv: list[list[str]],
    voila_argv: list[list[str]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(launch, "_is_root", lambda: True)
    launch.lessons(["--port", "8898"])
    assert lab_argv[0][-3:] == ["--port", "8898", "--allow-root"]
    first = capsys.readouterr().out.splitlines()[0]
    assert first == (
        "koikoi-lessons: running as root (as in a container), so it starts with --allow-root;"
        " as a normal user it needs none."
    )
    launch.lessons(["--allow-root", "--no-browser"])  # said already: not twice
    assert lab_argv[1].count("--allow-root") == 1
    launch.practice([])
    assert capsys.readouterr().out.splitlines()[-1] == (
        "koikoi-practice: running as root (as in a container)."
    )


@pytest.mark.parametrize("lang", ["en", "es"])
def test_help_works_for_both_launchers_also_as_root(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(launch, "_is_root", lambda: True)
    for run in (launch.lessons, launch.practice):
        with pytest.raises(SystemExit) as stop:
            run(["--help", "--lang", lang])
        assert stop.value.code == 0
        text = capsys.readouterr().out
        assert "--lang en|es" in text and workspace.ENV_VAR in text
        assert "--port" in text and "Equivalent to:" in text  # then the server's options
        assert "running as root" not in text


def test_reset_puts_the_course_version_back(
    workspace_dir: Path, lab_argv: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    launch.lessons([])
    copy = workspace_dir / "lessons" / "05_capturing.ipynb"
    copy.write_text("{}")
    launch.lessons(["--reset", "05"])
    assert copy.read_bytes() == workspace.with_kernel_language(
        (launch.LESSONS / "05_capturing.ipynb").read_bytes()
    )
    assert capsys.readouterr().out.splitlines()[-1] == f"Reset to the course's version: {copy}"
    assert len(lab_argv) == 1  # a reset starts no server
    with pytest.raises(SystemExit) as stop:
        launch.lessons(["--reset", "five"])
    assert stop.value.code == 2


def test_an_odd_workspace_is_refused_with_a_clear_error(
    lab_argv: list[list[str]],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    (tmp_path / "a-file").write_text("x")
    odd = {
        "relative/path": "not an absolute path",
        str(tmp_path / "a-file"): "exists and is not a folder",
        str(launch.LESSONS): "cannot be your copy",
    }
    for value, reason in odd.items():
        monkeypatch.setenv(workspace.ENV_VAR, value)
        with pytest.raises(SystemExit) as stop:
            launch.lessons([])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith(f"KOIKOI_WORKSPACE={value!r}") or value in err
        assert reason in err
    assert lab_argv == []


def test_practice_launcher_serves_the_workspace_copy_with_a_token(
    voila_argv: list[list[str]], workspace_dir: Path
) -> None:
    launch.practice(["--port", "8999"])
    (practice,) = launch.LESSONS.glob(launch.PRACTICE_GLOB)
    copy = workspace_dir / "lessons" / practice.name
    assert voila_argv == [[*launch.QUIET, *ONLY, str(copy), "--port", "8999", "--token"]]
    assert copy.read_bytes() == workspace.with_kernel_language(practice.read_bytes())
    launch.practice(["--Voila.token=abc", "x.ipynb"])  # a token of one's own is kept
    assert voila_argv[-1] == [*launch.QUIET, *ONLY, "--Voila.token=abc", "x.ipynb"]


def test_lessons_launcher_in_spanish_opens_the_spanish_lessons(
    lab_argv: list[list[str]],
) -> None:
    """``koikoi-lessons --lang es`` opens lessons/es/ and its kernels speak Spanish."""
    launch.lessons(["--lang", "es", "--no-browser"])
    assert "--LabApp.default_url=/lab/tree/lessons/es/01_empieza_aqui.ipynb" in lab_argv[0]
    assert os.environ[launch.LANG_ENV] == "es"
    launch.lessons(["--no-browser", "--lang=en"])
    assert "--LabApp.default_url=/lab/tree/lessons/01_start_here.ipynb" in lab_argv[-1]
    assert os.environ[launch.LANG_ENV] == "en"


def test_the_language_defaults_to_koikoi_lang(
    lab_argv: list[list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(launch.LANG_ENV, "es_ES.UTF-8")
    launch.lessons([])
    assert os.environ[launch.LANG_ENV] == "es"
    assert any(a.endswith("/lessons/es/01_empieza_aqui.ipynb") for a in lab_argv[0])


def test_an_unknown_language_is_refused(
    lab_argv: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        launch.lessons(["--lang", "fr"])
    assert stop.value.code == 2 and lab_argv == []
    assert capsys.readouterr().err.strip() == "--lang fr: not available; choose one of en, es"
    assert os.environ[launch.LANG_ENV] == ""


def test_practice_launcher_in_spanish_serves_the_spanish_page(
    voila_argv: list[list[str]], workspace_dir: Path
) -> None:
    """``koikoi-practice --lang es`` serves the copy of lessons/es/13_practica.ipynb."""
    launch.practice(["--lang", "es", "--port", "8999"])
    page = workspace_dir / "lessons" / "es" / "13_practica.ipynb"
    assert voila_argv == [[*launch.QUIET, *ONLY, str(page), "--port", "8999", "--token"]]
    assert os.environ[launch.LANG_ENV] == "es"
    assert page.is_file(), "the Spanish practice page is missing: lessons/build.py --lang es 13"


def test_the_practice_page_leaves_out_the_navigation_links() -> None:
    """A single-notebook Voila page answers links to other notebooks with 403: the
    practice page drops the navigation cells and keeps every other cell."""
    import nbformat

    from widgets.server.page import NAVIGATION, without_navigation

    nb = nbformat.read(launch.practice_notebook(), as_version=4)
    ids = [cell.get("id") for cell in nb.cells]
    assert "nav-top" in ids and "nav-bottom" in ids
    page = without_navigation(None, nb, str(launch.LESSONS))
    assert [c.get("id") for c in page.cells] == [i for i in ids if i not in NAVIGATION]
    for cell in page.cells:
        if cell.cell_type == "markdown":
            assert ".ipynb)" not in cell.source, cell.source


def test_the_practice_page_sends_a_visitor_who_is_not_logged_in_to_the_login_page() -> None:
    """Tornado's ``authenticated`` redirects and returns None instead of the page's
    coroutine: the handler then has nothing to await (it used to await None)."""
    redirects: list[str] = []

    class Visitor:
        """What the handler and tornado's decorator read of a request handler."""

        request = SimpleNamespace(
            headers={}, host="localhost:8866", method="GET", uri="/voila/render/practice.ipynb"
        )
        current_user = None
        get = PracticePageHandler.get
        page = PracticePageHandler.page

        def get_login_url(self) -> str:
            return "/login"

        def redirect(self, url: str) -> None:
            redirects.append(url)

    asyncio.run(Visitor().get("practice.ipynb"))
    assert redirects == ["/login?next=%2Fvoila%2Frender%2Fpractice.ipynb"]
