"""The practice table as a Voila page: lesson 13 renders, and a whole practice round is
played by clicks (a hint, every capture and decision, the review and the score sheet).
Screenshots go to test-artifacts/practice-*.png."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

from koikoi import Match, Phase, Round
from widgets.table.scene import Marks, TableState, build_scene

from .support import (
    Server,
    click_canvas,
    find_canvas,
    open_voila,
    screenshot,
    wait_for,
    write_notebook,
)

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "13_practice.ipynb"
SEED = 11  # a 1-round match whose deal is played (no teshi, no void deal)

PRACTICE = f"""
from pathlib import Path
from widgets.apps.practice import PracticeTable

practice = PracticeTable(opponent="random", rounds=1, seed={SEED}, pace=0, review_budget=150,
                         hint_budget=300)
mirror = practice.table.on_move

def record(move=None, rnd=None):
    if move is not None:
        mirror(move, rnd)
    Path("round.json").write_text(practice.table.round.to_json())

practice.table.on_move = record
record()
practice
"""


def _round(root: Path) -> Round | None:
    try:
        return Round.from_json((root / "round.json").read_text())
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


def test_lesson_12_runs_as_a_voila_page(
    page: Page, voila: Callable[[Path], Server], tmp_path: Path
) -> None:
    shutil.copy(LESSON, tmp_path / LESSON.name)
    open_voila(page, voila(tmp_path / LESSON.name))
    find_canvas(page)
    for name in ("Hint", "New match"):
        page.get_by_role("button", name=name).wait_for(state="visible", timeout=10_000)
    text = page.inner_text("body")
    assert "Your yaku" in text and "Round 1 of 3" in text
    assert "completes inoshikacho (5 points)" in text  # the coach's output cell
    screenshot(page, "practice-lesson-voila")


def test_play_a_practice_round_by_clicks_in_voila(
    page: Page, voila: Callable[[Path], Server], tmp_path: Path
) -> None:
    assert not Match(rounds=1, seed=SEED).round.is_over
    open_voila(page, voila(write_notebook(tmp_path / "practice.ipynb", [PRACTICE])))
    canvas = find_canvas(page)
    rnd = wait_for(lambda: _round(tmp_path), 10, "the round on disk")

    page.get_by_role("button", name="Hint").click()
    hint = page.locator(".widget-html", has_text="Hint:")
    hint.wait_for(state="visible", timeout=10_000)
    assert "Hint: Play " in hint.inner_text() or "Hint: Take " in hint.inner_text()
    screenshot(page, "practice-voila-hint")

    moves = 0
    while not rnd.is_over:
        assert rnd.to_move == 0, "the opponent moves by itself at pace 0"
        done = len(rnd.move_stack)
        move = rnd.legal_moves()[0]
        if rnd.phase is Phase.DECISION:
            page.get_by_role("button", name="Stop (score now)").click()
        elif move.kind == "draw":
            assert move.target is not None
            canvas.focus()
            click_canvas(canvas, *_centre(rnd, move.target.code, "field", Marks()))
        else:
            assert move.card is not None
            canvas.focus()
            click_canvas(canvas, *_centre(rnd, move.card.code, "hand", Marks()))
            if move.target is not None:  # two matches: the card is selected, click the target
                selected = Marks(selected=move.card)
                click_canvas(canvas, *_centre(rnd, move.target.code, "field", selected))
        rnd = wait_for(lambda d=done: _answered(tmp_path, d), 10, "the move and the reply")
        moves += 1
    assert moves >= 3

    review = page.locator(".widget-html", has_text="Review of the round")
    review.wait_for(state="visible", timeout=20_000)
    sheet = page.locator(".widget-html", has_text="Match over")
    sheet.wait_for(state="visible", timeout=10_000)
    result = rnd.result
    assert result is not None
    a, b = (result.points, 0) if result.winner == 0 else (0, result.points)
    assert f"{a} to {b}" in sheet.inner_text()
    assert "Hint:" not in page.inner_text("body")  # the hint was for the first position
    screenshot(page, "practice-voila-end")
    screenshot(review, "practice-voila-review")
