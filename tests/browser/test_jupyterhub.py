"""The classroom recipe (docs/classroom.md) on a real JupyterHub on 127.0.0.1.

A hub with the dummy authenticator and the simple local-process spawner, its
configurable-http-proxy from npm (``.ci/run`` installs it into ``node_modules/``), and
single-user servers from this environment, where the package is installed: two learners
log in, each opens lesson 1 from their own copy of the lessons (what an nbgitpuller link
gives them), runs it and plays the boar on its table. Every process is stopped by its PID.
Screenshots: test-artifacts/hub-<user>.png.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from playwright.sync_api import Browser

from koikoi import Card, Round
from widgets.table.widget import TableWidget

from .support import (
    ARTIFACTS,
    REPO,
    Server,
    canvas_image,
    changed_pixels,
    click_canvas,
    find_canvas,
    free_port,
    local_context,
    open_notebook,
    run_all_cells,
    screenshot,
    wait_for,
    write_lab_overrides,
)

USERS = ("ada", "basho")
CHP = REPO / "node_modules" / ".bin" / "configurable-http-proxy"
NODELAY = "koikoi-lessons: kernel websockets send without Nagle delay"
# Lesson 1's "Try the table" exercise: the boar 7a captures the bush clover 7p1.
POSITION = dict(
    hands=("7a 1p1 3p2", "12p1 12p2 12p3"), field="7p1 2p1 5p2 10p1", deck="4p1 6p1 8p1"
)
CONFIG = """
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.JupyterHub.db_url = "sqlite:///{work}/hub.sqlite"
c.JupyterHub.cookie_secret_file = "{work}/cookie_secret"
c.JupyterHub.pid_file = "{work}/hub.pid"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{work}/home/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 90
c.Spawner.http_timeout = 90
c.ConfigurableHTTPProxy.command = [{chp!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.ConfigurableHTTPProxy.pid_file = "{work}/proxy.pid"
"""


def _lesson_one() -> str:
    (path,) = sorted((REPO / "lessons").glob("01_*.ipynb"))
    return path.name


@pytest.fixture
def hub(tmp_path: Path, chromium_path: Path) -> Iterator[Server]:
    """A JupyterHub on 127.0.0.1 with two learners' homes holding the lessons."""
    if not CHP.exists():
        msg = f"{CHP} not found: npm install configurable-http-proxy (in the repository root)"
        if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
            pytest.fail(msg)
        pytest.skip(msg)
    write_lab_overrides()
    for user in USERS:  # what an nbgitpuller link does: a copy of the lessons in each home
        shutil.copytree(
            REPO / "lessons", tmp_path / "home" / user / "lessons",
            ignore=shutil.ignore_patterns(".ipynb_checkpoints", "src", "*.py"),
        )  # fmt: skip
    args = ["--LabApp.expose_app_in_browser=True"]
    if os.geteuid() == 0:
        args.append("--allow-root")
    port = free_port()
    singleuser = str(Path(sys.executable).parent / "jupyterhub-singleuser")
    config = CONFIG.format(
        port=port, hub_port=free_port(), api_port=free_port(), work=tmp_path, args=args,
        singleuser=singleuser, chp=str(CHP),
    )  # fmt: skip
    (tmp_path / "jupyterhub_config.py").write_text(config)
    log = tmp_path / "hub.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterhub", "-f", str(tmp_path / "jupyterhub_config.py")],
            cwd=tmp_path, stdin=subprocess.DEVNULL, stdout=out, stderr=out,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )  # fmt: skip
    server = Server(url=f"http://127.0.0.1:{port}", root=tmp_path, proc=proc, log=log)
    started: set[int] = set()
    try:
        wait_for(
            lambda: proc.poll() is not None or "JupyterHub is now running" in log.read_text(),
            60, "JupyterHub to start",
        )  # fmt: skip
        assert proc.poll() is None, f"JupyterHub exited:\n{log.read_text()[-3000:]}"
        yield server
    finally:
        # Remember every process the hub started (proxy, single-user servers, kernels),
        # stop the hub (it stops its servers and proxy), then stop any left by PID.
        if proc.poll() is None:
            started = {p.pid for p in psutil.Process(proc.pid).children(recursive=True)}
        _stop(proc.pid)
        proc.wait(30)
        for pid in started:
            _stop(pid)
        ARTIFACTS.mkdir(exist_ok=True)
        shutil.copy(log, ARTIFACTS / "hub.log")


def _stop(pid: int, timeout: float = 20.0) -> None:
    """SIGTERM ``pid`` and wait for it to exit; SIGKILL it after ``timeout``."""
    try:
        process = psutil.Process(pid)
        process.send_signal(signal.SIGTERM)
        process.wait(timeout)
    except psutil.TimeoutExpired:
        process.kill()
    except psutil.NoSuchProcess:
        pass


def test_two_learners_play_lesson_one_on_a_jupyterhub(hub: Server, browser: Browser) -> None:
    start = time.monotonic()
    lesson = _lesson_one()
    source = (REPO / "lessons" / lesson).read_text()
    assert all(part in source for part in POSITION["hands"][0].split()), "lesson 1 changed"
    table = TableWidget(Round.from_position(**POSITION), pace=0)  # type: ignore[arg-type]
    slot = table.layout_now.slot_of(Card.parse("7a"), "hand")
    assert slot is not None
    for user in USERS:
        # this machine only, with Chromium's HTTP cache on (the second learner's JupyterLab
        # loads its scripts from it)
        context = local_context(browser, viewport={"width": 1280, "height": 900})
        context.set_default_timeout(60_000)
        page = context.new_page()
        page.goto(f"{hub.url}/hub/login")
        page.fill("input[name=username]", user)
        page.fill("input[name=password]", "any password")
        page.click("input[type=submit], button[type=submit]")
        page.wait_for_url(f"**/user/{user}/lab**", timeout=90_000)
        learner = Server(url=f"{hub.url}/user/{user}", root=hub.root, proc=hub.proc, log=hub.log)
        open_notebook(page, learner, f"lessons/{lesson}", timeout=90)
        run_all_cells(page, timeout=90)
        page.get_by_text("Click the boar (7a)").first.scroll_into_view_if_needed()
        canvas = find_canvas(page)
        canvas.scroll_into_view_if_needed()
        before = canvas_image(canvas)
        click_canvas(canvas, slot.x + slot.w / 2, slot.y + slot.h / 2)
        page.get_by_text("the boar takes the bush clover plain").first.wait_for(timeout=30_000)
        assert changed_pixels(before, canvas_image(canvas)) > 1000, "the table did not redraw"
        screenshot(page, f"hub-{user}")
        context.close()
    log = hub.log.read_text()
    assert log.count(NODELAY) >= len(USERS), (
        "the single-user servers did not load the no-delay server extension "
        f"(is the package installed in this environment?):\n{log[-3000:]}"
    )
    print(f"two learners on a JupyterHub: {time.monotonic() - start:.0f} s")
