"""The Spanish edition in chromium: a Spanish lesson in JupyterLab and the Spanish practice
page in Voila run, a move is played on the practice table by a click, and every message,
label and button the page shows is Spanish (no common English word, see
tests/lessons/test_spanish_text.py). Screenshots go to test-artifacts/spanish-*.png."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Page

from koikoi import Round
from widgets.apps.practice import PracticeTable
from widgets.table.scene import Marks, TableState, build_scene

from ..lessons.test_spanish_text import english_sentences
from .support import (
    Server,
    _start,
    canvas_size,
    click_canvas,
    find_canvas,
    free_port,
    open_notebook,
    open_voila,
    run_all_cells,
    screenshot,
    wait_for,
)

SPANISH = Path(__file__).resolve().parents[2] / "lessons" / "es"
SPANISH_WORD = re.compile(r"\b(tu|tus|de|la|el|las|los|turno|ronda|mano|mesa|cartas?)\b", re.I)
SHOWN = """() => [...document.querySelectorAll(
  '.widget-html, .widget-label, .widget-button, .widget-toggle-button, .widget-dropdown,'
  + ' .jupyter-widgets-output-area, .widget-inline-hbox label, .lm-TabBar-tabLabel,'
  + ' .jp-OutputArea-output, .widget-accordion .lm-AccordionPanel-title,'
  + ' .jp-RenderedMarkdown')]
  .filter(e => e.offsetParent !== null).map(e => e.innerText.trim()).filter(t => t)"""
"""The texts of every widget, output and Markdown cell the page shows."""


def _only(pattern: str) -> Path:
    found = sorted(SPANISH.glob(pattern))
    assert found, f"no Spanish notebook lessons/es/{pattern}: lessons/build.py --lang es"
    return found[0]


def _practice_table(notebook: Path) -> PracticeTable:
    """The practice table the Spanish practice page shows, made here from the page's own
    ``PracticeTable(...)`` cell (same opponent, rounds and seed: the same deal)."""
    nb = nbformat.read(notebook, as_version=4)
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "PracticeTable"
            ):
                options = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
                assert options.get("seed") is not None, "the practice page deals from a seed"
                return PracticeTable(**options)
    raise AssertionError(f"{notebook.name} shows no PracticeTable")


def _centre(rnd: Round, card: str) -> tuple[float, float]:
    scene = build_scene(TableState.of(rnd, 0), Marks())
    slot = next(s for s in scene.layout.slots if s.card and s.card.code == card)
    return slot.x + slot.w / 2, slot.y + slot.h / 2


def _shown(page: Page) -> list[str]:
    return [t for t in page.evaluate(SHOWN) if isinstance(t, str)]


def _assert_spanish(texts: list[str], where: str) -> None:
    """No text holds an English word, and some hold Spanish ones."""
    english = [f"{line}" for text in texts for line in english_sentences(text)]
    assert not english, f"{where} shows English:\n" + "\n".join(english)
    assert any(SPANISH_WORD.search(t) for t in texts), f"{where} shows no Spanish: {texts}"


def _play_a_move(page: Page, notebook: Path, name: str) -> None:
    """Click the first card of the learner's hand that captures nothing or one card, wait
    until the table answers, and check that everything shown is Spanish."""
    rnd = _practice_table(notebook).table.round
    assert rnd.to_move == 0, "the learner plays first on the practice page"
    move = next(m for m in rnd.legal_moves() if m.card is not None and m.target is None)
    assert move.card is not None
    canvas = find_canvas(page)
    wait_for(lambda: canvas_size(canvas)[0] > 0, 20, "the table drawn")
    _assert_spanish(_shown(page), f"{name} before the move")
    before = _shown(page)
    canvas.focus()
    click_canvas(canvas, *_centre(rnd, move.card.code))
    after = wait_for(lambda: (t := _shown(page)) != before and t, 20, "the table's answer")
    screenshot(page, f"spanish-{name}-after-move")
    _assert_spanish(after, f"{name} after playing {move.card.code}")


def test_a_spanish_lesson_in_jupyterlab(page: Page, jupyterlab: Server) -> None:
    """Lesson 1 in Spanish runs in JupyterLab (in its folder, lessons/es/) and shows
    Spanish only; then the Spanish practice lesson, where a move is played."""
    lesson = _only("01_*.ipynb")
    open_notebook(page, jupyterlab, f"lessons/es/{lesson.name}")
    run_all_cells(page, timeout=120)
    _assert_spanish(_shown(page), lesson.name)
    assert "Lección 1" in page.inner_text(".jp-Notebook")
    screenshot(page, "spanish-lab-lesson-1")

    practice = _only("*_practica.ipynb")
    open_notebook(page, jupyterlab, f"lessons/es/{practice.name}")
    run_all_cells(page, timeout=180)
    _play_a_move(page, practice, "lab-practice")


@pytest.fixture
def spanish_voila(tmp_path: Path, chromium_path: Path) -> Iterator[Server]:
    """``koikoi-practice --lang es`` (the launcher finds lessons/es/NN_practica.ipynb)."""
    port = free_port()
    cmd = [
        sys.executable, "-m", "widgets.server.launch", "practice", "--lang", "es",
        "--no-browser", "--port", str(port), "--Voila.ip=127.0.0.1", "--show_tracebacks=True",
        "--Voila.token=koikoi-test",  # the page asks for a token
    ]  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    server = _start(
        cmd, f"{url}/?token=koikoi-test", SPANISH, tmp_path / "voila.log", 60.0,
        probe=f"{url}/login",
    )  # fmt: skip
    yield server
    server.stop()


def test_the_spanish_practice_page_in_voila(page: Page, spanish_voila: Server) -> None:
    """``koikoi-practice --lang es`` serves the Spanish practice page: it renders in
    Spanish and a move played by a click is answered in Spanish."""
    practice = _only("*_practica.ipynb")
    open_voila(page, spanish_voila, timeout=120)
    _play_a_move(page, practice, "voila-practice")
