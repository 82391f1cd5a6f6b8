"""Fixtures for tests that drive Debian's chromium through Playwright.

Every test in this folder is marked ``browser`` (deselect with ``-m "not browser"``).
Without /usr/bin/chromium these tests skip, except when the env var CI is set: then they fail.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from .support import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO,
    Server,
    copy_tree,
    local_context,
    start_jupyterlab,
    start_voila,
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test collected below this folder as ``browser`` and run them last (a
    serial run then starts chromium only after the fast tests have spoken)."""
    here = Path(__file__).parent
    browser = [item for item in items if here in Path(item.path).parents]
    for item in browser:
        item.add_marker(pytest.mark.browser)
    items[:] = [item for item in items if item not in browser] + browser


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    """Remember each phase's report on the item, so ``page`` can screenshot failures."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def chromium_path() -> Path:
    """Debian's chromium; skip (locally) or fail (CI set) when it is not installed."""
    if CHROMIUM.exists():
        return CHROMIUM
    msg = (
        f"{CHROMIUM} not found: browser tests need Debian's chromium "
        "(apt-get install chromium fonts-noto-cjk fonts-dejavu-core)"
    )
    if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    """Playwright's sync API, started once per test module.

    While it runs, Playwright keeps an event loop marked running in the main thread, so
    ``asyncio.run`` fails there. A module scope stops it before the next module, which
    under ``pytest-xdist`` may be any other test file of the same worker.
    """
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="module")
def browser(playwright: Playwright, chromium_path: Path) -> Iterator[Browser]:
    """Headless Debian chromium, launched once per test module."""
    b = playwright.chromium.launch(executable_path=str(chromium_path), args=CHROMIUM_ARGS)
    yield b
    b.close()


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A fresh page (own context, 1280x900) that may only reach localhost.

    ``page.console_errors`` collects the page's console errors, ``page.requests`` the
    address of every request it made (those leaving localhost are refused). A failing test
    leaves ``test-artifacts/FAILED-<test>.png``.
    """
    context = local_context(browser, viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.console_errors = errors  # type: ignore[attr-defined]
    requests: list[str] = []
    pg.on("request", lambda r: requests.append(r.url))
    pg.requests = requests  # type: ignore[attr-defined]
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        pg.screenshot(path=str(ARTIFACTS / f"FAILED-{name}.png"), full_page=True)
    context.close()


@pytest.fixture(scope="session")
def jupyterlab(tmp_path_factory: pytest.TempPathFactory, chromium_path: Path) -> Iterator[Server]:
    """A fresh JupyterLab for the session, serving a temp dir (``.root``).

    The repo's ``lessons/`` is copied to ``<root>/lessons``; tests write their own
    notebooks into ``.root`` and open them with ``support.open_notebook``.
    """
    root = tmp_path_factory.mktemp("lab-root")
    work = tmp_path_factory.mktemp("lab-work")
    copy_tree(REPO / "lessons", root / "lessons")
    server = start_jupyterlab(root, work)
    yield server
    server.stop()


@pytest.fixture
def voila(
    tmp_path_factory: pytest.TempPathFactory, chromium_path: Path
) -> Iterator[Callable[[Path], Server]]:
    """Factory: ``voila(notebook_path)`` starts Voila for that notebook; all stop at teardown."""
    servers: list[Server] = []
    work = tmp_path_factory.mktemp("voila-work")

    def start(notebook: Path) -> Server:
        server = start_voila(Path(notebook), work)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
