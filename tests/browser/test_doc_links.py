"""A lesson's link to the rules page opens that page rendered, as the learner's JupyterLab
(``koikoi-lessons``) opens it: headings, tables and links, not the Markdown source with its
pipe tables and ``<!-- begin generated: ... -->`` markers. From there the links of the
rules page and of the glossary (named by the pages' titles) open rendered pages too.

JupyterLab opens a file linked from rendered Markdown (a notebook's Markdown cell, or a
Markdown page) with the file type's *rendered* viewer ("Markdown Preview" for ``.md``;
``rendermime:handle-local-link``), so no setting is needed for these links. A ``.md`` file
double-clicked in the file browser opens in JupyterLab's default viewer, the text editor,
unless a setting names another: the package ships one (``defaultViewers``, installed in
``<prefix>/share/jupyter/lab/settings/overrides.d/koikoi-lessons.json``), so it opens
rendered too. The control test opens a page in the editor and checks that what these tests
look at tells the two apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from .support import Server, open_notebook, start_lessons

LESSON = {"en": "lessons/08_koikoi_and_scoring.ipynb", "es": "lessons/es/08_koikoi_y_puntos.ipynb"}
WALK = {
    # (link text in the page before, the page it opens, that page's title)
    "en": [
        ("Koi-Koi: the rules", "docs/rules.md", "Koi-Koi: the rules"),
        ("glossary", "docs/glossary.md", "Glossary"),
        ("The 48 cards", "docs/cards.md", "The 48 cards"),
    ],
    "es": [
        ("Koi-Koi: las reglas", "docs/es/reglas.md", "Koi-Koi: las reglas"),
        ("glosario", "docs/es/glosario.md", "Glosario"),
        ("Las 48 cartas", "docs/es/cartas.md", "Las 48 cartas"),
    ],
}
"""From lesson 8 to the rules page, then to the glossary, then to the card list."""
SOURCE_MARKS = ("<!--", "|---|", "| --- |")
"""What a page shown as Markdown source shows and a rendered page never does."""

_CURRENT = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  return w && w.context ? {path: w.context.path, id: w.id} : null;
}"""
_SHOWN = """id => {
  const w = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
  const rendered = w.node.querySelector('.jp-RenderedMarkdown');
  const h1 = rendered && rendered.querySelector('h1');
  return {
    title: h1 ? h1.textContent.replace(/¶$/, '').trim() : null,
    editor: !!w.node.querySelector('.cm-editor, .jp-FileEditor'),
    text: w.node.innerText,
  };
}"""
_OPEN_IN_EDITOR = """async path => {
  const w = await window.jupyterapp.commands.execute('docmanager:open', {path, factory: 'Editor'});
  await w.context.ready;
  window.jupyterapp.shell.activateById(w.id);
  return w.id;
}"""


@pytest.fixture(scope="module")
def learner_lab(tmp_path_factory: pytest.TempPathFactory, chromium_path: Path) -> Iterator[Server]:
    """JupyterLab as ``koikoi-lessons`` opens it, serving the learner's copy of the course
    (lessons and docs, both languages)."""
    server = start_lessons(tmp_path_factory.mktemp("doc-links"))
    yield server
    server.stop()


def shown_as_source(shown: dict[str, object]) -> list[str]:
    """What shows that a page is displayed as Markdown source, not rendered."""
    found = [mark for mark in SOURCE_MARKS if mark in str(shown["text"])]
    return found + (["a text editor"] if shown["editor"] else [])


def _opened(page: Page, path: str) -> tuple[dict[str, object], dict[str, object]]:
    """Once ``path`` is the current widget and shows a heading (or an editor): that widget
    (its path and id) and what it shows."""
    page.wait_for_function(
        "path => { const w = window.jupyterapp.shell.currentWidget;"
        " return !!w && !!w.context && w.context.path === path; }",
        arg=path,
        timeout=30_000,
        polling=100,
    )
    current = page.evaluate(_CURRENT)
    page.wait_for_function(
        f"id => ({_SHOWN})(id).title !== null || ({_SHOWN})(id).editor",
        arg=current["id"],
        timeout=30_000,
        polling=100,
    )
    return current, page.evaluate(_SHOWN, current["id"])


def _follow(page: Page, text: str, path: str, title: str, where: str) -> dict[str, object]:
    """Click the link ``text`` in the current widget (``where``); the page it opened, once
    ``path`` is the current widget with a heading."""
    link = page.locator(f"{where} .jp-RenderedMarkdown a", has_text=text).first
    link.click()
    current, shown = _opened(page, path)
    assert shown_as_source(shown) == [], f"{path} opened as source: {shown_as_source(shown)}"
    assert shown["title"] == title, f"{path}: heading {shown['title']!r}, not {title!r}"
    return current


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rules_link_opens_the_rendered_page(lang: str, learner_lab: Server, page: Page) -> None:
    open_notebook(page, learner_lab, LESSON[lang], timeout=120)
    where = ".jp-Notebook"
    for text, path, title in WALK[lang]:
        current = _follow(page, text, path, title, where)
        where = f'[id="{current["id"]}"]'


def test_a_markdown_file_double_clicked_in_the_file_browser_opens_rendered(
    learner_lab: Server, page: Page
) -> None:
    """The file browser's double click on docs/rules.md shows the rendered page (its
    heading, no ``# ``, no editor): the package's settings default for Markdown files."""
    page.goto(f"{learner_lab.url}/lab/tree/docs?reset")
    name = page.locator(".jp-DirListing-itemText", has_text=re.compile(r"^rules\.md$"))
    name.wait_for(timeout=120_000)
    name.dblclick()
    _, shown = _opened(page, "docs/rules.md")
    assert shown_as_source(shown) == [], f"opened as source: {shown_as_source(shown)}"
    assert shown["title"] == "Koi-Koi: the rules"
    assert not str(shown["text"]).lstrip().startswith("# ")


def test_a_page_shown_as_source_is_told_apart(learner_lab: Server, page: Page) -> None:
    """Control: the rules page opened in JupyterLab's text editor (what a double click in
    the file browser showed before the package's setting) is seen as source."""
    page.goto(f"{learner_lab.url}/lab?reset")
    page.wait_for_function(
        "() => !!window.jupyterapp && window.jupyterapp.commands.hasCommand('docmanager:open')",
        timeout=120_000,
        polling=250,
    )
    widget_id = page.evaluate(_OPEN_IN_EDITOR, "docs/es/reglas.md")
    page.wait_for_selector(f'[id="{widget_id}"] .cm-content', timeout=30_000)
    shown = page.evaluate(_SHOWN, widget_id)
    assert "a text editor" in shown_as_source(shown) and shown["title"] is None
