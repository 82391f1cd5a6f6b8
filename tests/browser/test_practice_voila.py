"""The practice table as a Voila page: lesson 13 renders, and a whole practice round is
played by clicks (a hint, every capture and decision, the review and the score sheet) to
the match's end screen, where Play again deals a new match, in English and Spanish. At
1366x768 and 1920x1080, in English and Spanish, in Voila and JupyterLab, the table, the
hint's answer, both yaku panels and the totals lie inside the viewport after pressing
Hint; no link on the Voila page answers an error. Screenshots go to
test-artifacts/practice-*.png."""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, Locator, Page

from koikoi import Match, Phase, Round
from koikoi.tutor.progress import ENV_VAR
from widgets.apps.practice import SIDE_CLASS
from widgets.art.palette import FELT
from widgets.table.layout import TABLE_W
from widgets.table.scene import Marks, TableState, build_scene

from . import support

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON = LESSONS / "13_practice.ipynb"
PAGES = {"en": "13_practice.ipynb", "es": "es/13_practica.ipynb"}
"""The practice lesson of each language, relative to lessons/."""
WORDS = {
    "en": {"hint": "Hint", "answer": "Hint: ", "mine": "Your yaku", "theirs": "Greedy's yaku",
           "totals": "Match: You 0 · ", "round": "Round 1 of 3", "moves": ("Play ", "Take "),
           "stop": "Stop (score now)", "review": "Review of the round", "over": "Match over",
           "you": "You", "sheet": "round", "again": "Play again", "new": "Round 1 of 1"},
    "es": {"hint": "Pista", "answer": "Pista: ", "mine": "Tus combinaciones",
           "theirs": "Combinaciones de Glotón",
           "totals": "Partida: Tú 0 · ", "round": "Ronda 1 de 3", "moves": ("Juega ", "Llévate "),
           "stop": "Plantarse (cobrar)", "review": "Análisis de la ronda",
           "over": "Fin de la partida", "you": "Tú", "sheet": "ronda", "again": "Jugar otra vez",
           "new": "Ronda 1 de 1"},
}  # fmt: skip
"""What the practice page of each language shows (lesson 13: the greedy opponent)."""
SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}
SEED = 11  # a 1-round match whose deal is played (no teshi, no void deal)

PRACTICE = f"""
from pathlib import Path
from koikoi.i18n import set_language
set_language(LANG)
from widgets.apps.practice import PracticeTable

practice = PracticeTable(opponent="random", rounds=1, seed={SEED}, pace=0, review_budget=150,
                         hint_budget=300)


def record(move=None, rnd=None):
    Path("round.json").write_text(practice.table.round.to_json())

practice.table.on_move(record)  # after the practice table's own callback
practice.again_button.on_click(  # after the practice table's own handler
    lambda _b: Path("again.json").write_text(practice.match.to_json())
)
record()
practice
"""


def _round(root: Path, name: str = "round.json") -> Round | None:
    try:
        return Round.from_json((root / name).read_text())
    except (FileNotFoundError, json.JSONDecodeError, ValueError):  # being written
        return None


def _answered(root: Path, done: int) -> Round | None:
    """The round once a move was added and it is your turn again (or the round is over)."""
    rnd = _round(root)
    if rnd is None or len(rnd.move_stack) <= done or not (rnd.is_over or rnd.to_move == 0):
        return None
    return rnd


def _centre(rnd: Round, card: str, region: str, marks: Marks) -> tuple[float, float]:
    scene = build_scene(TableState.of(rnd, 0), marks)
    slot = next(
        s for s in scene.layout.slots if s.card and s.card.code == card and s.region == region
    )
    return slot.x + slot.w / 2, slot.y + slot.h / 2


@pytest.fixture(scope="module")
def lesson_page(
    tmp_path_factory: pytest.TempPathFactory, chromium_path: Path
) -> Iterator[Callable[[str], support.Server]]:
    """``lesson_page(lang)``: Voila serving a copy of that language's lesson 13, started once
    for the module (a server takes seconds to start; every page load still runs the lesson in
    a fresh kernel of its own). Its kernels save progress in a file of the module's own."""
    root = tmp_path_factory.mktemp("practice-pages")
    servers: dict[str, support.Server] = {}

    def server(lang: str) -> support.Server:
        if lang not in servers:
            folder = root / lang
            folder.mkdir()
            notebook = folder / Path(PAGES[lang]).name
            shutil.copy(LESSONS / PAGES[lang], notebook)
            with pytest.MonkeyPatch.context() as env:
                env.setenv(ENV_VAR, str(root / "progress.json"))
                servers[lang] = support.start_voila(notebook, root)
        return servers[lang]

    yield server
    for started in servers.values():
        started.stop()


@pytest.fixture(scope="module")
def lesson_view(
    lesson_page: Callable[[str], support.Server], browser: Browser
) -> Iterator[Callable[[str], Page]]:
    """``lesson_view(lang)``: that language's lesson 13 as its Voila page, loaded once for
    the module (each load runs the whole lesson in a kernel of its own) in a page of its own
    at 1366x768 that reaches this machine only. The tests that only read it come first in
    this file; the last one presses Hint and resizes the window."""
    context = support.local_context(
        browser, viewport=dict(zip(("width", "height"), SIZES["1366x768"], strict=True))
    )
    pages: dict[str, Page] = {}

    def view(lang: str) -> Page:
        if lang not in pages:
            pages[lang] = context.new_page()
            support.open_voila(pages[lang], lesson_page(lang))
        return pages[lang]

    yield view
    context.close()


def test_lesson_12_runs_as_a_voila_page(lesson_view: Callable[[str], Page]) -> None:
    assert (LESSONS / PAGES["en"]) == LESSON
    page = lesson_view("en")
    support.find_canvas(page)
    for name in ("Hint", "New match"):
        page.get_by_role("button", name=name).wait_for(state="visible", timeout=10_000)
    text = page.inner_text("body")
    assert "Your yaku" in text and "Round 1 of 3" in text
    assert "completes inoshikacho (5 points)" in text  # the coach's output cell
    support.screenshot(page, "practice-lesson-voila")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_play_a_practice_round_by_clicks_in_voila(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path, lang: str
) -> None:
    words = WORDS[lang]
    assert not Match(rounds=1, seed=SEED).round.is_over
    cell = PRACTICE.replace("set_language(LANG)", f"set_language({lang!r})")
    support.open_voila(page, voila(support.write_notebook(tmp_path / "practice.ipynb", [cell])))
    canvas = support.find_canvas(page)
    rnd = support.wait_for(lambda: _round(tmp_path), 10, "the round on disk")
    header = page.locator(".widget-html", has_text=words["totals"]).first
    header.wait_for(state="visible", timeout=10_000)  # the match score: name and total, " · "

    page.get_by_role("button", name=words["hint"]).click()
    hint = page.locator(".widget-html", has_text=words["answer"])
    hint.wait_for(state="visible", timeout=10_000)
    assert any(words["answer"] + verb in hint.inner_text() for verb in words["moves"])
    support.screenshot(page, f"practice-voila-hint-{lang}")

    moves = 0
    while not rnd.is_over:
        assert rnd.to_move == 0, "the opponent moves by itself at pace 0"
        done = len(rnd.move_stack)
        move = rnd.legal_moves()[0]
        if rnd.phase is Phase.DECISION:
            page.get_by_role("button", name=words["stop"]).press("Enter")  # keyboard pair
        elif move.kind == "draw":
            assert move.target is not None
            canvas.focus()
            support.click_canvas(canvas, *_centre(rnd, move.target.code, "field", Marks()))
        else:
            assert move.card is not None
            canvas.focus()
            support.click_canvas(canvas, *_centre(rnd, move.card.code, "hand", Marks()))
            if move.target is not None:  # two matches: the card is selected, click the target
                selected = Marks(selected=move.card)
                support.click_canvas(canvas, *_centre(rnd, move.target.code, "field", selected))
        rnd = support.wait_for(lambda d=done: _answered(tmp_path, d), 10, "the move and the reply")
        moves += 1
    assert moves >= 3

    review = page.locator(".widget-html", has_text=words["review"])
    review.wait_for(state="visible", timeout=20_000)
    sheet = page.locator(".widget-html", has_text=words["over"])
    sheet.wait_for(state="visible", timeout=10_000)
    result = rnd.result
    assert result is not None
    a, b = (result.points, 0) if result.winner == 0 else (0, result.points)
    score = re.compile(rf"\({words['you']} {a} · \w+ {b}\)\.")  # match_score's one form
    assert score.search(sheet.inner_text()), sheet.inner_text()
    assert words["answer"] not in page.inner_text("body")  # the hint was for the first position
    support.screenshot(page, f"practice-voila-end-{lang}")
    support.screenshot(review, f"practice-voila-review-{lang}")

    # the end screen: the verdict, the score sheet and Play again, which deals a new match
    again = page.get_by_role("button", name=words["again"])
    again.wait_for(state="visible", timeout=10_000)
    end = page.locator(".widget-html", has_text=words["over"]).first
    sheet_text = end.inner_text()  # the sheet: one column per player, the totals last
    assert words["sheet"] in sheet_text and re.search(rf"\s{a}\s+{b}\s*$", sheet_text, re.M)
    again.click()
    fresh = support.wait_for(lambda: _match(tmp_path / "again.json"), 10, "the new match")
    assert fresh.seed != SEED and fresh.total_rounds == 1
    again.wait_for(state="hidden", timeout=10_000)
    page.locator(".widget-html", has_text=words["new"]).first.wait_for(timeout=10_000)
    support.screenshot(page, f"practice-voila-play-again-{lang}")


def _match(path: Path) -> Match | None:
    try:
        return Match.from_json(path.read_text())
    except (FileNotFoundError, json.JSONDecodeError, ValueError):  # being written
        return None


@pytest.mark.parametrize("lang", PAGES)
def test_no_link_on_the_voila_practice_page_answers_an_error(
    lesson_view: Callable[[str], Page], lang: str
) -> None:
    """A single-notebook Voila page answers links to other notebooks with 403: the page
    leaves out the lesson's navigation; every link left (in-page anchors) works."""
    page = lesson_view(lang)
    support.find_canvas(page)
    hrefs = [a.get_attribute("href") or "" for a in page.locator("a[href]").all()]
    assert hrefs, "the page has its section anchors"
    for href in hrefs:
        url = urljoin(page.url, href)
        if urlsplit(url).fragment and url.split("#")[0] == page.url.split("#")[0]:
            anchor = urlsplit(url).fragment  # nbconvert writes ids percent-encoded
            found = {page.locator(f'[id="{a}"]').count() for a in (anchor, unquote(anchor))}
            assert max(found), f"the anchor {href} has no target"
            continue
        status = page.request.get(url).status
        assert status < 400, f"the link {href} answers {status}"
    assert ".ipynb" not in " ".join(hrefs)


def _inside(page: Page, what: Locator, name: str) -> None:
    """``what`` lies wholly inside the viewport, as the page is scrolled now."""
    box = what.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None, f"{name} is not shown"
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5, (name, box)
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5, (name, box)


def _check_the_fold(page: Page, lang: str, name: str) -> None:
    """The table, the hint's answer, both yaku panels and the totals are in the viewport."""
    words = WORDS[lang]
    answer = page.locator(".widget-html", has_text=words["answer"]).first
    answer.wait_for(state="visible", timeout=20_000)
    _inside(page, support.find_canvas(page), "the table")
    _inside(page, answer, "the hint's answer")
    for key in ("mine", "theirs", "totals"):
        _inside(page, page.locator(".widget-html", has_text=words[key]).first, words[key])
    support.ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(support.ARTIFACTS / f"practice-{name}.png"))  # the viewport


def _at_size(page: Page, size: str) -> None:
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[size], strict=True)))


@pytest.mark.parametrize("lang", PAGES)
def test_the_voila_practice_page_shows_what_matters_without_scrolling(
    lesson_view: Callable[[str], Page], lang: str
) -> None:
    """Lesson 13 as its Voila page: the practice table comes first (explanations after
    it), and after Hint everything the learner needs is on the first screen, at 1366x768
    (the size it was loaded at) and after the window grows to 1920x1080 (where the page
    uses its width)."""
    page = lesson_view(lang)
    _at_size(page, "1366x768")
    support.find_canvas(page)
    page.locator(".widget-html", has_text=WORDS[lang]["round"]).first.wait_for(timeout=10_000)
    page.get_by_role("button", name=WORDS[lang]["hint"]).click()
    _check_the_fold(page, lang, f"voila-{lang}-1366x768")
    _at_size(page, "1920x1080")
    _check_the_fold(page, lang, f"voila-{lang}-1920x1080")

    def full_width() -> bool:  # no empty right third once the page has laid out again
        canvas = support.find_canvas(page).bounding_box()
        side = page.locator(f".{SIDE_CLASS}").bounding_box()
        assert canvas is not None and side is not None
        return (
            abs(canvas["width"] - TABLE_W) <= 1  # the table at full size
            and side["x"] + side["width"] >= 0.9 * 1920  # the side column fills the rest
            and side["width"] > 500
        )

    support.wait_for(full_width, 10, "the page to use the width of 1920x1080")


@pytest.mark.parametrize("lang", PAGES)
def test_the_practice_lesson_in_jupyterlab_shows_what_matters_on_one_screen(
    page: Page, jupyterlab: support.Server, lang: str
) -> None:
    """Lesson 13 in JupyterLab, scrolled to its practice table: after Hint, the table, the
    answer, both yaku panels and the totals fit one screen, at 1366x768 and after the
    window grows to 1920x1080."""
    _at_size(page, "1366x768")
    support.open_notebook(page, jupyterlab, f"lessons/{PAGES[lang]}")
    support.run_all_cells(page, timeout=180)
    header = page.locator(".widget-html", has_text=WORDS[lang]["round"]).first
    header.wait_for(timeout=20_000)
    page.get_by_role("button", name=WORDS[lang]["hint"]).click()
    for size in SIZES:
        _at_size(page, size)
        header.evaluate("e => e.closest('.jp-OutputArea-output').scrollIntoView()")
        page.wait_for_timeout(300)
        _check_the_fold(page, lang, f"lab-{lang}-{size}")


THINKING = f"""
import threading, time
from pathlib import Path
from widgets.apps.practice import PracticeTable

practice = PracticeTable(opponent="strong", level=1, rounds=1, seed={SEED}, pace=0,
                         review_budget=50)
strong = practice.agent

def slow_strong(view, legal):  # the strong opponent, made to think for 4 s
    time.sleep(4)
    return strong(view, legal)

practice.table.opponent = slow_strong
Path("round.json").write_text(practice.table.round.to_json())
practice.new_button.on_click(  # after the practice table's own handler
    lambda _b: Path("new.json").write_text(practice.table.round.to_json())
)
practice
"""


def test_the_page_answers_new_match_while_the_strong_opponent_thinks(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path
) -> None:
    support.open_voila(page, voila(support.write_notebook(tmp_path / "thinking.ipynb", [THINKING])))
    canvas = support.find_canvas(page)
    rnd = support.wait_for(lambda: _round(tmp_path), 10, "the round on disk")
    assert rnd.to_move == 0 and rnd.phase is Phase.PLAY
    move = next(m for m in rnd.legal_moves() if m.target is None)
    assert move.card is not None
    canvas.focus()
    support.click_canvas(canvas, *_centre(rnd, move.card.code, "hand", Marks()))
    status = page.locator(".widget-html", has_text="Strong is thinking…")  # the message line
    status.wait_for(state="visible", timeout=3_000)
    felt = tuple(int(FELT[i : i + 2], 16) for i in (1, 3, 5))
    table = support.canvas_image(canvas)  # the table is drawn, the worker thread notwithstanding
    assert support.count_pixels(table, felt, 6) > 0.1 * table.size[0] * table.size[1]
    # the viewport: a full-page capture leaves the canvas blank
    support.ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(support.ARTIFACTS / "practice-voila-thinking.png"))
    support.screenshot(status, "practice-voila-thinking-status")

    page.get_by_role("button", name="New match").click()  # while the search runs
    started = time.monotonic()
    fresh = support.wait_for(lambda: _round(tmp_path, "new.json"), 10, "the new match's round")
    assert time.monotonic() - started < 2.5  # answered before the 4 s search is over
    assert fresh.to_json() != rnd.to_json()  # a new deal
    status.wait_for(state="hidden", timeout=20_000)  # the new opponent moves in its turn
    support.screenshot(page, "practice-voila-new-match")


def test_jupyterlab_answers_new_match_while_the_strong_opponent_thinks(
    page: Page, jupyterlab: support.Server
) -> None:
    """The same in a JupyterLab notebook: the worker's result comes back on the kernel."""
    support.write_notebook(jupyterlab.root / "thinking.ipynb", [THINKING])
    support.open_notebook(page, jupyterlab, "thinking.ipynb")
    support.run_all_cells(page)
    canvas = support.find_canvas(page)
    rnd = support.wait_for(lambda: _round(jupyterlab.root), 20, "the round on disk")
    move = next(m for m in rnd.legal_moves() if m.target is None)
    assert move.card is not None
    support.wait_for(
        lambda: (
            support.canvas_size(canvas)
            == (TABLE_W, build_scene(TableState.of(rnd, 0)).layout.height)
        ),
        20,
        "the canvas at its size",
    )
    canvas.focus()
    support.click_canvas(canvas, *_centre(rnd, move.card.code, "hand", Marks()))
    status = page.locator(".widget-html", has_text="Strong is thinking…")
    status.wait_for(state="visible", timeout=3_000)
    support.screenshot(page, "practice-lab-thinking")
    page.get_by_role("button", name="New match").click()
    started = time.monotonic()
    support.wait_for(lambda: _round(jupyterlab.root, "new.json"), 10, "the new match's round")
    assert time.monotonic() - started < 2.5  # answered before the 4 s search is over
    status.wait_for(state="hidden", timeout=20_000)
