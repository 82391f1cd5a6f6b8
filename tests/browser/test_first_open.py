"""Every saved lesson shows its pictures before anything runs: in JupyterLab on a new machine
(an empty Jupyter data folder, so no notebook is trusted) and as a static page
(``jupyter nbconvert --to html``), in both languages.

A page shows no raw repr (``<picture>``, ``<Round ...>``, ``TableWidget(...)``, a widget's
``children=(...)``, "Error displaying widget") and one loaded picture for every picture
the notebook saved (each card row, table, exercise position: see
``tests/lessons/test_static_outputs.py`` for what each output must carry).

One JupyterLab and one browser page serve the whole module: each lesson is opened in that
page with JupyterLab's ``docmanager:open`` and a kernel preference that starts no kernel
(the saved outputs are what a learner sees before running a cell), then closed. A learner opens
the lessons through the launcher, whose copies are trusted, and JupyterLab starts a kernel:
its widget manager would then turn a saved widget view into "Error displaying widget: model
not found". The first lesson of each language and the one with the most widgets are also
opened so, from the launcher's copies.
The static pages share one browser context.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

import nbformat
import pytest
from nbconvert import HTMLExporter
from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import Error as PlaywrightError

from .support import ARTIFACTS, REPO, Server, copy_tree, start_jupyterlab, start_lessons

LESSONS = sorted(REPO.glob("lessons/[0-9][0-9]_*.ipynb")) + sorted(
    REPO.glob("lessons/es/[0-9][0-9]_*.ipynb")
)
RAW_REPRS = (
    "<picture>", "<Round", "TableWidget(", "children=(", "Error displaying widget",
    "Loading widget",
)  # fmt: skip
LOOKED_AT = {"01", "05", "08", "12"}
WITH_KERNEL = [p for p in LESSONS if p.stem[:2] in ("01", "08")]
"""Lessons also opened with a kernel, as a learner's JupyterLab opens them."""
"""Lessons whose first view is saved under test-artifacts/ to look at."""
VIEWPORT = {"width": 1366, "height": 768}
NO_KERNEL = {"shouldStart": False, "canStart": False, "autoStartDefault": False}
"""The kernel preference lessons are opened with: JupyterLab starts no kernel for them."""

# A picture counts as shown when it loaded and is drawn wider than a sliver on the page.
_PICTURES_SHOWN = """sel => Array.from(document.querySelectorAll(sel)).filter(
  e => (e.tagName.toLowerCase() === 'svg' || (e.complete && e.naturalWidth > 0))
    && e.getBoundingClientRect().width > 8).length"""
_OUTPUT_TEXT = (
    """sel => Array.from(document.querySelectorAll(sel)).map(e => e.innerText).join('\\n')"""
)
_OPEN = """async ([path, preference]) => {
  const app = window.jupyterapp;
  const widget = await app.commands.execute(
    'docmanager:open', {path, factory: 'Notebook', kernelPreference: preference});
  await widget.context.ready;
  app.shell.activateById(widget.id);
  return widget.id;
}"""
_CLOSE = """id => {
  const app = window.jupyterapp;
  for (const w of Array.from(app.shell.widgets('main'))) if (w.id === id) w.dispose();
}"""


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


class Saved(NamedTuple):
    """A saved lesson notebook and how many pictures its outputs hold."""

    path: Path
    nb: nbformat.NotebookNode
    pictures: int

    @property
    def name(self) -> str:
        """The notebook's path in the repository, for messages."""
        return self.path.relative_to(REPO).as_posix()


def _look_at(page: Page, kind: str, path: Path) -> None:
    """Save ``page`` under test-artifacts/ when ``path`` is one of :data:`LOOKED_AT`."""
    if path.stem[:2] in LOOKED_AT:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{kind}-{path.parent.name}-{path.stem[:2]}.png"))


def _check_shown(lesson: Saved, shown: int, text: str, where: str) -> None:
    """The page showed every picture ``lesson`` saved (it saved one at least) and no raw
    repr in ``text``; ``where`` says what the pictures were looked for in."""
    assert lesson.pictures > 0, f"{lesson.name} saved no picture"
    assert shown >= lesson.pictures, (
        f"{lesson.name}: {shown} of {lesson.pictures} pictures shown ({where})"
    )
    assert _raw_reprs(text) == [], f"{lesson.name} shows raw reprs: {_raw_reprs(text)}"


def _local_only(context: BrowserContext, *schemes: str) -> None:
    """Let ``context`` reach only addresses starting with ``schemes``."""
    context.route("**/*", lambda route, request: route.continue_()
                  if request.url.startswith(schemes) else route.abort())  # fmt: skip


@pytest.fixture(params=LESSONS, ids=_ids)
def lesson(request: pytest.FixtureRequest) -> Saved:
    """Each saved lesson notebook, both languages."""
    nb = nbformat.read(request.param, as_version=4)
    return Saved(request.param, nb, saved_pictures(nb))


def _render_every_cell(work: Path) -> None:
    """JupyterLab settings under ``work`` that render every cell of a notebook (no windowing)."""
    settings = work / "user-settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    (settings / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))


@pytest.fixture(scope="module")
def untrusted_lab(
    tmp_path_factory: pytest.TempPathFactory, chromium_path: Path
) -> Iterator[Server]:
    """JupyterLab as on a new machine: an empty Jupyter data folder (no notebook trusted),
    serving a copy of lessons/; notebooks render every cell (no windowing)."""
    root = tmp_path_factory.mktemp("first-open-root")
    work = tmp_path_factory.mktemp("first-open-work")
    copy_tree(REPO / "lessons", root / "lessons")
    _render_every_cell(work)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("JUPYTER_DATA_DIR", str(tmp_path_factory.mktemp("empty-jupyter-data")))
        server = start_jupyterlab(root, work, plain=True)
    yield server
    server.stop()


@contextmanager
def _lab_page(browser: Browser, lab: Server) -> Iterator[Page]:
    """A JupyterLab page of ``lab`` (1366x768, localhost only), ready to open notebooks."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="block")
    context.set_default_timeout(60_000)
    _local_only(context, lab.url, "data:")
    page = context.new_page()
    page.goto(f"{lab.url}/lab?reset")
    page.wait_for_function(
        "() => !!window.jupyterapp && window.jupyterapp.commands.hasCommand('docmanager:open')",
        timeout=120_000,
        polling=250,
    )
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="module")
def lab_page(untrusted_lab: Server, browser: Browser) -> Iterator[Page]:
    """One page of the untrusted JupyterLab for every lesson of the module."""
    with _lab_page(browser, untrusted_lab) as page:
        yield page


@pytest.fixture(scope="module")
def static_context(browser: Browser) -> Iterator[BrowserContext]:
    """One browser context (1366x768) for the static pages, which may load only files and
    data URLs."""
    context = browser.new_context(viewport=VIEWPORT)
    _local_only(context, "file:", "data:")
    yield context
    context.close()


def running_kernels(lab: Server) -> list[object]:
    """The kernels the server runs now (its REST API)."""
    with urllib.request.urlopen(f"{lab.url}/api/kernels", timeout=10) as answer:
        return json.loads(answer.read())


def open_panel(page: Page, path: str, preference: Mapping[str, object]) -> str:
    """Open the notebook at ``path`` with ``preference`` for its kernel; the panel's id.
    Under load an open has been seen never to settle, and Chromium then drops the awaited
    promise ("Resulting promise was garbage collected"): that open is tried once more (an
    open of a document already open returns its panel), any other error raised."""
    try:
        return page.evaluate(_OPEN, [path, preference])
    except PlaywrightError as error:
        if "garbage collected" not in str(error):
            raise
        return page.evaluate(_OPEN, [path, preference])


def open_unrun(page: Page, path: str) -> str:
    """Open the notebook at ``path`` with no kernel; the panel's id."""
    return open_panel(page, path, NO_KERNEL)


def test_lesson_shows_its_pictures_unrun_and_untrusted(
    lesson: Saved, untrusted_lab: Server, lab_page: Page
) -> None:
    page = lab_page
    widget_id = open_unrun(page, lesson.name)
    panel = f'[id="{widget_id}"]'
    outputs = f"{panel} .jp-Notebook .jp-OutputArea-output"
    pictures = f"{outputs} img, {outputs} svg"
    try:
        page.wait_for_selector(f"{panel} .jp-Notebook .jp-Cell", timeout=60_000)
        page.wait_for_function(
            f"([sel, n]) => ({_PICTURES_SHOWN})(sel) >= n",
            arg=[f"{outputs} img", lesson.pictures],
            timeout=60_000,
            polling=250,
        )
    finally:
        shown = page.evaluate(_PICTURES_SHOWN, f"{outputs} img")
        text = page.evaluate(_OUTPUT_TEXT, outputs)
        _look_at(page, "first-open", lesson.path)
        page.evaluate(_CLOSE, widget_id)
    _check_shown(lesson, shown, text, pictures)
    assert running_kernels(untrusted_lab) == [], f"opening {lesson.name} started a kernel"


@pytest.fixture(scope="module")
def learner_lab(tmp_path_factory: pytest.TempPathFactory, chromium_path: Path) -> Iterator[Server]:
    """JupyterLab as ``koikoi-lessons`` opens it: the learner's trusted copies of the lessons;
    notebooks render every cell (no windowing), so every saved picture can be counted."""
    work = tmp_path_factory.mktemp("learner-lab")
    _render_every_cell(work)
    server = start_lessons(work)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def learner_page(learner_lab: Server, browser: Browser) -> Iterator[Page]:
    """One page of the learner's JupyterLab for the lessons opened with a kernel."""
    with _lab_page(browser, learner_lab) as page:
        yield page


@pytest.mark.parametrize("path", WITH_KERNEL, ids=_ids)
def test_a_lesson_opened_from_the_launcher_shows_its_saved_outputs(
    path: Path, learner_page: Page
) -> None:
    """Opened as a learner opens it (a trusted copy; JupyterLab starts a kernel), before
    any cell runs: the saved outputs stay pictures and HTML, never a widget's 'model not
    found', and the lesson is not marked modified (closing it asks nothing)."""
    nb = nbformat.read(path, as_version=4)
    lesson = Saved(path, nb, saved_pictures(nb))
    page = learner_page
    widget_id = open_panel(page, lesson.name, {})
    panel = f'[id="{widget_id}"]'
    outputs = f"{panel} .jp-Notebook .jp-OutputArea-output"
    try:
        page.wait_for_function(
            """id => {
              const w = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
              const kernel = w && w.sessionContext.session && w.sessionContext.session.kernel;
              return !!kernel && kernel.connectionStatus === 'connected'
                && kernel.status === 'idle';
            }""",
            arg=widget_id,
            timeout=120_000,
            polling=250,
        )
        page.wait_for_timeout(3000)  # the widget manager restores and renders its views
        modified = page.evaluate(
            """id => Array.from(window.jupyterapp.shell.widgets('main'))
                 .find(w => w.id === id).context.model.dirty""",
            widget_id,
        )
        shown = page.evaluate(_PICTURES_SHOWN, f"{outputs} img")
        text = page.evaluate(_OUTPUT_TEXT, outputs)
        _look_at(page, "first-open-kernel", lesson.path)
    finally:
        page.evaluate(
            """async id => {
              const w = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
              if (w) { await w.sessionContext.shutdown(); w.dispose(); }
            }""",
            widget_id,
        )
    _check_shown(lesson, shown, text, f"{outputs} img")
    assert not modified, f"{lesson.name}: marked modified by opening it (nothing was edited)"


@pytest.fixture(scope="module")
def exporter() -> HTMLExporter:
    """``jupyter nbconvert --to html``'s exporter, made once (its templates load slowly)."""
    return HTMLExporter()


def test_static_page_shows_its_pictures(
    lesson: Saved, static_context: BrowserContext, exporter: HTMLExporter, tmp_path: Path
) -> None:
    body, _resources = exporter.from_notebook_node(lesson.nb)
    page_file = tmp_path / f"{lesson.path.stem}.html"
    page_file.write_text(body, encoding="utf-8")
    page = static_context.new_page()
    try:
        page.goto(page_file.as_uri())
        outputs = ".jp-OutputArea-output"
        page.wait_for_load_state("load")
        pictures = f"{outputs} img, .jp-RenderedSVG > svg"
        shown = page.evaluate(_PICTURES_SHOWN, pictures)
        text = page.evaluate(_OUTPUT_TEXT, outputs)
        _look_at(page, "static", lesson.path)
    finally:
        page.close()
    _check_shown(lesson, shown, text, pictures)
