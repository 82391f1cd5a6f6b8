"""Helpers for browser tests: servers, notebooks, canvases, screenshots.

Fixtures in ``conftest.py`` build on these; tests may import them directly::

    from tests.browser.support import find_canvas, canvas_image, click_canvas
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import TypeVar

import nbformat
import numpy as np
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from widgets.table.view import TOP_CLASS

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LAB_OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
    }
}
RGB = tuple[int, int, int]
T = TypeVar("T")


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(check: Callable[[], T], timeout: float = 10.0, what: str = "condition") -> T:
    """Poll ``check()`` until it returns something truthy; return that value."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f}s waiting for {what}")
        time.sleep(0.1)


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as r:
            return bool(r.status < 500)
    except OSError:
        return False


@dataclass
class Server:
    """A local server subprocess (JupyterLab or Voila) and where to reach it."""

    url: str
    root: Path
    proc: subprocess.Popen[bytes]
    log: Path

    def stop(self, timeout: float = 15.0) -> None:
        """Ask the server to stop (SIGINT twice = no confirm prompt), wait for exit."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            time.sleep(0.2)
            if self.proc.poll() is None:
                self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


def _start(
    cmd: Sequence[str],
    url: str,
    cwd: Path,
    log: Path,
    timeout: float,
    *,
    root: Path | None = None,
    probe: str | None = None,
) -> Server:
    """Run ``cmd`` in ``cwd`` with output to ``log``; wait until ``probe`` (default: ``url``)
    answers. The server's ``.root`` is ``root`` (default: ``cwd``)."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as out:
        proc = subprocess.Popen(
            list(cmd), cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=out
        )
    server = Server(url=url, root=cwd if root is None else root, proc=proc, log=log)
    try:
        ready = probe or url
        wait_for(lambda: proc.poll() is not None or _answers(ready), timeout, f"server at {url}")
    except TimeoutError:
        server.stop()
        raise
    if proc.poll() is not None:
        raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
    return server


def write_lab_overrides(settings_dir: Path | None = None) -> Path:
    """Silence JupyterLab's news pop-up in ``settings_dir`` (a ``--LabApp.user_settings_dir``;
    default: the one under ``$JUPYTER_CONFIG_DIR``, a temporary folder during tests), never
    in the venv nor the user's own settings."""
    if settings_dir is None:
        settings_dir = Path(os.environ["JUPYTER_CONFIG_DIR"]) / "lab" / "user-settings"
    path = settings_dir
    for plugin, settings in LAB_OVERRIDES.items():
        package, name = plugin.split(":")
        path = settings_dir / package / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.loads(path.read_text()) if path.exists() else {}
        path.write_text(json.dumps({**data, **settings}, indent=2))
    return path


def start_jupyterlab(
    root: Path,
    workdir: Path,
    timeout: float = 60.0,
    *,
    plain: bool = False,
    extra_args: Sequence[str] = (),
) -> Server:
    """Start a fresh JupyterLab on a free port serving ``root``; settings kept in ``workdir``.

    It starts through the project's launcher (``koikoi-lessons``), as learners do, or as a
    plain ``jupyter lab`` when ``plain``; ``extra_args`` go to JupyterLab."""
    write_lab_overrides(workdir / "user-settings")
    port = free_port()
    program = ["jupyterlab"] if plain else ["widgets.server.launch", "lab"]
    cmd = [
        sys.executable, "-m", *program, "--no-browser", "--ip", "127.0.0.1",
        "--port", str(port), "--ServerApp.token=", "--ServerApp.password=", "--allow-root",
        "--expose-app-in-browser", f"--ServerApp.root_dir={root}",
        f"--LabApp.workspaces_dir={workdir / 'workspaces'}",
        f"--LabApp.user_settings_dir={workdir / 'user-settings'}", *extra_args,
    ]  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    return _start(cmd, url, root, workdir / f"jupyterlab-{port}.log", timeout)


def start_lessons(workdir: Path, args: Sequence[str] = (), timeout: float = 60.0) -> Server:
    """Start ``koikoi-lessons`` as a learner does (it serves their workspace,
    ``$KOIKOI_WORKSPACE``), on a free port without a token; ``.root`` is the workspace."""
    write_lab_overrides(workdir / "user-settings")
    port = free_port()
    cmd = [
        sys.executable, "-m", "widgets.server.launch", "lab", *args, "--no-browser",
        "--ip", "127.0.0.1", "--port", str(port), "--IdentityProvider.token=",
        "--expose-app-in-browser", f"--LabApp.user_settings_dir={workdir / 'user-settings'}",
    ]  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    root = Path(os.environ["KOIKOI_WORKSPACE"])
    return _start(cmd, url, workdir, workdir / f"lessons-{port}.log", timeout, root=root)


def start_voila(notebook: Path, workdir: Path, timeout: float = 60.0) -> Server:
    """Start Voila for one notebook on a free port, through the project's launcher
    (``koikoi-practice``), with a token of its own: ``.url`` carries it."""
    port = free_port()
    token = secrets.token_hex(16)
    cmd = [
        sys.executable, "-m", "widgets.server.launch", "practice", str(notebook), "--no-browser",
        "--port", str(port), "--Voila.ip=127.0.0.1", "--show_tracebacks=True",
        f"--Voila.token={token}",
    ]  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    return _start(
        cmd, f"{url}/?token={token}", notebook.parent, workdir / f"voila-{port}.log", timeout,
        probe=f"{url}/login",  # answers once it listens, and starts no kernel
    )  # fmt: skip


def write_notebook(path: Path, cells: Sequence[str]) -> Path:
    """Write a Python-3 notebook whose code cells hold ``cells``."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))
    return path


def copy_tree(src: Path, dst: Path) -> None:
    """Copy a directory (e.g. lessons/) without checkpoints; missing ``src`` is fine."""
    if src.is_dir():
        shutil.copytree(src, dst, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))


# --- JupyterLab in the page -------------------------------------------------------------

_KERNEL_IDLE = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle' && k.connectionStatus === 'connected';
}"""


# The current notebook's code cells, in order: whether each has run, and its error outputs.
_CODE_CELLS = """(() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells, code = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells.get(i);
    if (c.type !== 'code') continue;
    const errors = (c.toJSON().outputs || []).filter(o => o.output_type === 'error');
    code.push({ran: c.executionCount !== null,
               errors: errors.map(o => `cell ${i}: ${o.ename}: ${o.evalue}`)});
  }
  return code;
})()"""

_FORGET_RUNS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  for (let i = 0; i < cells.length; i++)
    if (cells.get(i).type === 'code') cells.get(i).executionCount = null;
}"""
_CELL_ERRORS = f"() => {_CODE_CELLS}.flatMap(c => c.errors)"
_CELLS_STARTED = f"() => {_CODE_CELLS}.some(c => c.ran)"
# Done when every code cell up to the first one with an error (run-all stops there) has run.
_CELLS_DONE = f"""() => {{
  for (const c of {_CODE_CELLS}) {{
    if (!c.ran) return false;
    if (c.errors.length) return true;
  }}
  return true;
}}"""


def open_notebook(page: Page, lab: Server, relpath: str, timeout: float = 60.0) -> None:
    """Open ``relpath`` (relative to the server root) in JupyterLab as the current widget
    (``?reset`` drops tabs restored from an earlier test); wait for an idle kernel."""
    page.goto(f"{lab.url}/lab/tree/{relpath}?reset")
    page.wait_for_function("() => !!window.jupyterapp", timeout=timeout * 1000)
    page.wait_for_function(
        """path => {
          const w = window.jupyterapp.shell.currentWidget;
          return !!w && !!w.context && w.context.path === path && !!w.content.model;
        }""",
        arg=relpath,
        timeout=timeout * 1000,
        polling=100,
    )
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout * 1000)
    wait_kernel_idle(page, timeout)


def wait_kernel_idle(page: Page, timeout: float = 60.0) -> None:
    """Wait until the current notebook's kernel is connected and idle."""
    page.wait_for_function(_KERNEL_IDLE, timeout=timeout * 1000, polling=100)


def run_all_cells(page: Page, timeout: float = 60.0) -> None:
    """Run every cell of the current notebook and wait until the kernel is idle again.

    Raises ``AssertionError`` naming the cells with an error output (run-all stops there).
    """
    # A reopened notebook shows the execution counts of its last run: forget them first, so
    # that only this run counts. On a busy machine the command can be issued before the
    # notebook panel is ready and do nothing: issue it again until a cell has started, then
    # wait for every cell.
    page.evaluate(_FORGET_RUNS)
    for _attempt in range(4):
        # issued, not awaited: the command's promise ends only when every cell's reply came,
        # and page.evaluate has no timeout (a lost reply hung a whole test run)
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        try:
            page.wait_for_function(_CELLS_STARTED, timeout=8000, polling=100)
            break
        except PlaywrightTimeoutError:
            continue
    page.wait_for_function(_CELLS_DONE, timeout=timeout * 1000, polling=100)
    wait_kernel_idle(page, timeout)
    errors = page.evaluate(_CELL_ERRORS)
    if errors:
        raise AssertionError("cell error(s): " + "; ".join(errors))


SAVE = """() => Promise.race([
  window.jupyterapp.commands.execute('docmanager:save'),
  new Promise(done => setTimeout(done, 30000)),
])"""
"""For ``page.evaluate``: save the current notebook, as Ctrl+S does, and wait for the save's
promise, at most 30 s (page.evaluate has no timeout of its own); then check the file."""


def open_voila(page: Page, voila: Server, timeout: float = 60.0) -> None:
    """Load a Voila page and wait until all cells ran; raise if a cell failed."""
    page.goto(voila.url, timeout=timeout * 1000)
    page.wait_for_function(
        "() => !document.getElementById('loading')", timeout=timeout * 1000, polling=100
    )
    text = page.inner_text("body")
    if "There was an error when executing cell" in text or "Traceback" in text:
        raise AssertionError(f"Voila cell error:\n{text[-2000:]}")


LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
"""The hosts a test page may reach: this machine only."""


# A port of this machine that refuses every connection for as long as the tests run (bound,
# never listening): the proxy of a test page, which reaches no other host through it.
_REFUSING = socket.socket()
_REFUSING.bind(("127.0.0.1", 0))
NOWHERE = f"http://127.0.0.1:{_REFUSING.getsockname()[1]}"
LOCAL_BYPASS = ",".join(sorted(LOCAL_HOSTS - {"::1"}))
"""The hosts a test page reaches directly, past the proxy (Playwright's bypass list)."""


def local_context(browser: Browser, **options: object) -> BrowserContext:
    """A new browser context (``options`` as Playwright's ``new_context``, e.g. viewport,
    touch, device scale) whose pages reach this machine only, with no service workers and
    a 30 s default timeout.

    Every other host is sent to a proxy that refuses the connection, so the request fails
    (its ``request`` event still fires). A proxy, not ``context.route``: routing turns
    Chromium's HTTP cache off, and every JupyterLab page would then fetch and compile its
    scripts anew (about a quarter more CPU for each load)."""
    proxy = {"server": NOWHERE, "bypass": LOCAL_BYPASS}
    context = browser.new_context(service_workers="block", proxy=proxy, **options)  # type: ignore[arg-type]
    context.set_default_timeout(30_000)
    return context


# --- canvases -----------------------------------------------------------------------------


def find_canvas(page: Page, index: int = 0, timeout: float = 30.0) -> Locator:
    """Return the ``index``-th visible ipycanvas ``<canvas>`` (waits for it to appear).

    An ipycanvas view is a bare ``<canvas class="lm-Widget">`` (in JupyterLab and Voila).
    A table's second canvas, drawn over the first and letting clicks through
    (``widgets.table.view.TOP_CLASS``), is not counted: the first one takes the clicks, and
    a screenshot of it shows both.
    """
    loc = page.locator(f"canvas.lm-Widget:not(.{TOP_CLASS})").locator("visible=true")
    loc.nth(index).wait_for(state="visible", timeout=timeout * 1000)
    return loc.nth(index)


def canvas_size(canvas: Locator) -> tuple[int, int]:
    """The canvas's own pixel size (its width/height attributes)."""
    w, h = canvas.evaluate("c => [c.width, c.height]")
    return int(w), int(h)


def canvas_image(canvas: Locator) -> Image.Image:
    """What the page shows of the canvas, as an RGB image (CSS pixels)."""
    return Image.open(BytesIO(canvas.screenshot())).convert("RGB")


def count_pixels(img: Image.Image, rgb: RGB, tol: int = 10) -> int:
    """Count pixels within ``tol`` of ``rgb`` in every channel."""
    arr = np.asarray(img.convert("RGB"), dtype=np.int16)
    return int(np.all(np.abs(arr - np.array(rgb)) <= tol, axis=-1).sum())


def changed_pixels(a: Image.Image, b: Image.Image, tol: int = 10) -> int:
    """Count pixels that differ by more than ``tol`` in some channel between two images."""
    if a.size != b.size:
        return a.size[0] * a.size[1]
    x, y = (np.asarray(i.convert("RGB"), dtype=np.int16) for i in (a, b))
    return int(np.any(np.abs(x - y) > tol, axis=-1).sum())


def click_canvas(canvas: Locator, x: float, y: float) -> None:
    """Click at canvas pixel ``(x, y)``, scaled to the element's on-page (CSS) size."""
    box = canvas.bounding_box()
    assert box is not None, "canvas is not visible"
    w, h = canvas_size(canvas)
    canvas.click(position={"x": x * box["width"] / w, "y": y * box["height"] / h})


def screenshot(target: Page | Locator, name: str) -> Path:
    """Save a PNG of a page or element as ``test-artifacts/<name>.png``; return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    if isinstance(target, Page):
        target.screenshot(path=str(path), full_page=True)
    else:
        target.screenshot(path=str(path))
    return path
