"""A newcomer's first hour: the README's lessons command serves as root in a fresh home,
a lesson opened through the launcher and saved leaves the repository clean, the pages
load nothing from outside 127.0.0.1, and the practice page wants its token."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page

from tests.test_readme import _setup_commands

from .support import (
    LOCAL_HOSTS,
    REPO,
    SAVE,
    Server,
    find_canvas,
    open_voila,
    run_all_cells,
    screenshot,
    start_lessons,
    wait_for,
    wait_kernel_idle,
)

PRACTICE = REPO / "lessons" / "13_practice.ipynb"
_URL = re.compile(r"http://127\.0\.0\.1:\d+/\S*token=\w+")


def _git_status() -> str:
    return subprocess.run(
        ["git", "status", "--porcelain", "--", "lessons", "docs"],
        cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip


def _outside(requests: list[str]) -> list[str]:
    return [url for url in requests if urlsplit(url).hostname not in LOCAL_HOSTS | {None}]


def _get(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    """Status and Location of a GET that does not follow redirects."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(urllib.request.Request(url, headers=headers or {}), timeout=60) as r:
            return r.status, ""
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Location", "")


def _first_answer(url: str, log: Path) -> int:
    """The status of a GET of the address the server printed. It should listen once it
    prints; if not, try for 10 s more, then fail with the server's log (CI once saw a
    refused connection, with no log kept)."""
    deadline = time.monotonic() + 10
    while True:
        try:
            return _get(url)[0]
        except urllib.error.URLError as error:
            if time.monotonic() > deadline:
                tail = log.read_text(errors="replace")[-4000:]
                message = f"{url} refused ({error}); the server's log:\n{tail}"
                raise AssertionError(message) from error
            time.sleep(0.5)


def test_the_readme_lessons_command_serves_in_a_fresh_home(tmp_path: Path) -> None:
    """The README's command, verbatim, in a new HOME (as root here: it says so in one line
    and goes on), serves lesson 1 from the learner's own copy; then it is stopped."""
    command = _setup_commands()[0]
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER_", "KOIKOI_"))}
    env |= {"HOME": str(home), "BROWSER": "true", "PYTHONUNBUFFERED": "1"}  # no browser
    log = tmp_path / "first-start.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            ["bash", "-c", command], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
            stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    try:
        url = wait_for(
            lambda: proc.poll() is not None or _URL.search(log.read_text(errors="replace")),
            300, "the lessons command to serve",
        )  # fmt: skip
        text = log.read_text(errors="replace")
        assert proc.poll() is None, f"the command exited:\n{text[-3000:]}"
        assert _first_answer(url[0], log) == 200
        assert "/lab/tree/lessons/01_start_here.ipynb" in url[0]
        workspace = home / "koikoi-lessons"
        assert (workspace / "lessons" / "01_start_here.ipynb").is_file()
        assert f"Your own copy of the lessons: {workspace}" in text
        if os.geteuid() == 0:
            assert "koikoi-lessons: running as root" in text
        assert not re.search(r"Warning|not trusted|without encryption", text), text[-3000:]
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)
            time.sleep(0.3)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
    first_start = [line for line in text.splitlines() if "extension was successfully" not in line]
    (REPO / "test-artifacts").mkdir(exist_ok=True)
    (REPO / "test-artifacts" / "first-start.log").write_text("\n".join(first_start))


@pytest.fixture
def lessons(tmp_path: Path) -> Iterator[Server]:
    """``koikoi-lessons`` as a learner starts it, autosaving every 2 s."""
    settings = tmp_path / "user-settings" / "@jupyterlab" / "docmanager-extension"
    settings.mkdir(parents=True)
    (settings / "plugin.jupyterlab-settings").write_text(json.dumps({"autosaveInterval": 2}))
    server = start_lessons(tmp_path)
    yield server
    server.stop()


def test_a_lesson_opened_through_the_launcher_leaves_the_repository_clean(
    page: Page, lessons: Server
) -> None:
    """The launcher opens lesson 1 alone, from the learner's copy; running it and letting
    saving it changes the copy, not the repository; nothing leaves 127.0.0.1."""
    before = _git_status()
    copy = lessons.root / "lessons" / "01_start_here.ipynb"
    saved = copy.read_bytes()
    page.goto(lessons.url)
    page.wait_for_function("() => !!window.jupyterapp && !!window.jupyterapp.shell.currentWidget")
    path = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.path")
    assert path == "lessons/01_start_here.ipynb"
    wait_kernel_idle(page)
    run_all_cells(page, timeout=120)
    # Save as a learner does (Ctrl+S). Autosave would too, but JupyterLab stretches its
    # interval to ten times the last save's duration, so on a busy machine it may not come
    # within any fixed wait.
    page.evaluate(SAVE)  # at most 30 s: the save's promise once never ended (a run hung)
    wait_for(lambda: copy.read_bytes() != saved, 60, "the save to write the learner's copy")
    tabs = page.evaluate(
        "() => Array.from(window.jupyterapp.shell.widgets('main')).map(w => w.title.label)"
    )
    assert tabs == ["01_start_here.ipynb"]
    with urllib.request.urlopen(f"{lessons.url}/api/sessions", timeout=10) as r:
        assert len(json.load(r)) == 1, "one lesson open, one kernel"
    screenshot(page, "first-hour-lesson-1")
    assert _git_status() == before, "using a lesson changed the repository's files"
    assert _outside(page.requests) == []  # type: ignore[attr-defined]


def test_the_practice_page_wants_its_token_and_loads_nothing_from_outside(
    page: Page, voila: Callable[[Path], Server]
) -> None:
    """Without the token the page is refused (sent to the login page) and no kernel
    starts; with it but from another site's Origin, refused too; with it, the page loads
    with no request leaving 127.0.0.1, no CDN link, no extension failing to load."""
    server = voila(PRACTICE)
    base = server.url.split("/?", 1)[0]
    status, location = _get(f"{base}/")
    assert status == 302 and "/login" in location
    status, _ = _get(server.url, {"Origin": "http://elsewhere.example"})
    assert status == 403
    time.sleep(1)
    assert "Kernel started" not in server.log.read_text(), "a refused request started a kernel"
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_voila(page, server, timeout=120)
    find_canvas(page)  # the table's widgets render
    assert _outside(page.requests) == []  # type: ignore[attr-defined]
    # Only the widgets' own extensions load (PAGE_EXTENSIONS): none fails to load. The ones
    # left are the widget manager's, built for a newer JupyterLab than Voila's page.
    assert not [w for w in warnings if "Failed to create module" in w], warnings
    assert page.console_errors == []  # type: ignore[attr-defined]
    (REPO / "test-artifacts").mkdir(exist_ok=True)
    (REPO / "test-artifacts" / "practice-console-warnings.txt").write_text("\n".join(warnings))
    assert "cdn.jsdelivr" not in page.content()
    screenshot(page, "first-hour-practice")
