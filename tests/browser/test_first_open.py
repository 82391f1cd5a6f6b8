"""Every saved lesson shows its pictures before anything runs: in JupyterLab on a new machine
(an empty Jupyter data folder, so no notebook is trusted) and as a static page
(``jupyter nbconvert --to html``), in both languages.

A page shows no raw repr (``<picture>``, ``<Round ...>``, ``TableWidget(...)``, a widget's
``children=(...)``, "Error displaying widget") and one loaded picture for every picture
the notebook saved (each card row, table, exercise position: see
``tests/lessons/test_static_outputs.py`` for what each output must carry).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter
from playwright.sync_api import Browser, Page

from .support import ARTIFACTS, REPO, Server, copy_tree, start_jupyterlab

LESSONS = sorted(REPO.glob("lessons/[0-9][0-9]_*.ipynb")) + sorted(
    REPO.glob("lessons/es/[0-9][0-9]_*.ipynb")
)
RAW_REPRS = ("<picture>", "<Round", "TableWidget(", "children=(", "Error displaying widget")
LOOKED_AT = {"01", "05", "08", "12"}
"""Lessons whose first view is saved under test-artifacts/ to look at."""

_PICTURES_SHOWN = """sel => Array.from(document.querySelectorAll(sel)).filter(
  e => e.tagName.toLowerCase() === 'svg' || (e.complete && e.naturalWidth > 0)).length"""
_OUTPUT_TEXT = (
    """sel => Array.from(document.querySelectorAll(sel)).map(e => e.innerText).join('\\n')"""
)


def saved_pictures(nb: nbformat.NotebookNode) -> int:
    """The pictures a notebook's outputs hold: one per image output, one per ``<img>`` of
    an HTML output."""
    count = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/png" in data or "image/svg+xml" in data:
                count += 1
            elif "text/html" in data:
                count += len(re.findall(r"<img\b", "".join(data["text/html"])))
    return count


def _ids(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _raw_reprs(text: str) -> list[str]:
    return [raw for raw in RAW_REPRS if raw in text]


@pytest.fixture(scope="module")
def untrusted_lab(
    tmp_path_factory: pytest.TempPathFactory, chromium_path: Path
) -> Iterator[Server]:
    """JupyterLab as on a new machine: an empty Jupyter data folder (no notebook trusted),
    serving a copy of lessons/; notebooks render every cell (no windowing)."""
    root = tmp_path_factory.mktemp("first-open-root")
    work = tmp_path_factory.mktemp("first-open-work")
    copy_tree(REPO / "lessons", root / "lessons")
    settings = work / "user-settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    (settings / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    with pytest.MonkeyPatch.context() as env:
        env.setenv("JUPYTER_DATA_DIR", str(tmp_path_factory.mktemp("empty-jupyter-data")))
        server = start_jupyterlab(root, work, plain=True)
    yield server
    server.stop()


def _stop_kernels(page: Page) -> None:
    """Shut down every kernel the opened notebooks started."""
    page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_lesson_shows_its_pictures_unrun_and_untrusted(
    path: Path, untrusted_lab: Server, page: Page
) -> None:
    nb = nbformat.read(path, as_version=4)
    expected = saved_pictures(nb)
    page.set_viewport_size({"width": 1366, "height": 768})
    relpath = path.relative_to(REPO).as_posix()
    page.goto(f"{untrusted_lab.url}/lab/tree/{relpath}?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    outputs = ".jp-Notebook .jp-OutputArea-output"
    pictures = f"{outputs} img, {outputs} svg"
    try:
        page.wait_for_function(
            f"([sel, n]) => ({_PICTURES_SHOWN})(sel) >= n",
            arg=[f"{outputs} img", expected],
            timeout=60_000,
            polling=250,
        )
    finally:
        shown = page.evaluate(_PICTURES_SHOWN, f"{outputs} img")
        text = page.evaluate(_OUTPUT_TEXT, outputs)
        if path.stem[:2] in LOOKED_AT:
            ARTIFACTS.mkdir(exist_ok=True)
            name = f"first-open-{path.parent.name}-{path.stem[:2]}.png"
            page.screenshot(path=str(ARTIFACTS / name))
        _stop_kernels(page)
    assert expected > 0, f"{relpath} saved no picture"
    assert shown >= expected, f"{relpath}: {shown} of {expected} pictures shown ({pictures})"
    assert _raw_reprs(text) == [], f"{relpath} shows raw reprs: {_raw_reprs(text)}"


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_static_page_shows_its_pictures(path: Path, browser: Browser, tmp_path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    expected = saved_pictures(nb)
    body, _resources = HTMLExporter().from_notebook_node(nb)
    page_file = tmp_path / f"{path.stem}.html"
    page_file.write_text(body, encoding="utf-8")
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.route("**/*", lambda route, request: route.continue_()
                  if request.url.startswith(("file:", "data:")) else route.abort())  # fmt: skip
    try:
        page = context.new_page()
        page.goto(page_file.as_uri())
        outputs = ".jp-OutputArea-output"
        page.wait_for_load_state("load")
        shown = page.evaluate(_PICTURES_SHOWN, f"{outputs} img, .jp-RenderedSVG > svg")
        text = page.evaluate(_OUTPUT_TEXT, outputs)
        if path.stem[:2] in LOOKED_AT:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"static-{path.parent.name}-{path.stem[:2]}.png"))
    finally:
        context.close()
    assert shown >= expected > 0, f"{path.name}: {shown} of {expected} pictures shown"
    assert _raw_reprs(text) == [], f"{path.name} shows raw reprs: {_raw_reprs(text)}"
