"""The table widget in a real browser: drawn from state, played by mouse, in JupyterLab
and in Voila. Screenshots go to test-artifacts/table-*.png."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page

from koikoi import Round
from tests.widgets.positions import CHOICE, choice_round
from widgets.art.palette import FELT, HIGHLIGHT_GOLD, PAPER
from widgets.table.layout import TABLE_W
from widgets.table.scene import Marks, TableState, build_scene

from . import support


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


SETUP = """
import json
from pathlib import Path
from koikoi import Round
from widgets.table.widget import TableWidget, scripted_opponent

def record(move, rnd):
    Path("moves.json").write_text(json.dumps({
        "moves": [str(m) for m in rnd.move_stack], "phase": rnd.phase.value,
        "points": rnd.result.points if rnd.result else None}))
"""

LAB_TABLE = f"""
rnd = Round.from_position(**{CHOICE!r})
table = TableWidget(rnd, opponent=scripted_opponent(["12p1"]), on_move=record, pace=0.3)
table
"""

OPENING = """
rnd = Round.deal(seed=11)
for _ in range(6):  # a few moves in, the same in the notebook and in the test
    rnd.push(rnd.legal_moves()[0])
"""
VOILA_TABLE = (
    OPENING
    + """
table = TableWidget(rnd, on_move=record, pace=0)
table
"""
)


def _slot_centre(
    rnd: Round, card: str, region: str, marks: Marks | None = None
) -> tuple[float, float]:
    """Where ``card`` is drawn in ``region`` (the same pure layout the widget uses)."""
    scene = build_scene(TableState.of(rnd, 0), marks or Marks())
    slot = next(
        s for s in scene.layout.slots if s.card and s.card.code == card and s.region == region
    )
    return slot.x + slot.w / 2, slot.y + slot.h / 2


def _click(canvas: Locator, x: float, y: float) -> None:
    """Click canvas pixel ``(x, y)``. The canvas is focused first: ipycanvas focuses it on
    mouse-down, and a focus that scrolls the page would move it under the pointer."""
    canvas.focus()
    support.click_canvas(canvas, x, y)


def _moves(root: Path) -> dict:
    """What the notebook's on_move callback wrote last ({} before the first move)."""
    try:
        return json.loads((root / "moves.json").read_text())
    except (FileNotFoundError, json.JSONDecodeError):  # not written yet, or being written
        return {}


def _wait_drawn(canvas: Locator, rnd: Round) -> None:
    """Wait until the felt shows and every face-up card of ``rnd`` (hands, field and the
    small captured cards, drawn from two sprite atlases) shows its paper."""
    w, h = support.canvas_size(canvas)
    box = canvas.bounding_box()
    assert box is not None
    scale = box["width"] / w
    slots = [s for s in build_scene(TableState.of(rnd, 0)).layout.slots if s.card]
    paper = 0.2 * sum(s.w * s.h for s in slots) * scale * scale  # faces are ~40% paper
    support.wait_for(
        lambda: (
            support.count_pixels(support.canvas_image(canvas), _rgb(FELT), 6)
            > 0.2 * w * h * scale * scale
            and support.count_pixels(support.canvas_image(canvas), _rgb(PAPER), 6) > paper
        ),
        20,
        f"table with {len(slots)} card faces drawn",
    )


def test_jupyterlab_play_a_round_by_mouse(page: Page, jupyterlab: support.Server) -> None:
    """Choose a capture among two matches, call koi-koi with the button, end the round."""
    support.write_notebook(jupyterlab.root / "table.ipynb", [SETUP, LAB_TABLE])
    support.open_notebook(page, jupyterlab, "table.ipynb")
    support.run_all_cells(page)
    canvas = support.find_canvas(page)
    rnd = choice_round()
    size = (TABLE_W, build_scene(TableState.of(rnd, 0)).layout.height)
    # the element appears at the HTML default 300x200 before the widget sets its size
    support.wait_for(lambda: support.canvas_size(canvas) == size, 20, f"canvas sized {size}")
    _wait_drawn(canvas, rnd)
    support.screenshot(canvas, "table-lab-start")

    gold_before = support.count_pixels(support.canvas_image(canvas), _rgb(HIGHLIGHT_GOLD), 12)
    _click(canvas, *_slot_centre(rnd, "7p1", "hand"))
    # 7p1 matches two field cards: both light up in gold, nothing is played yet
    support.wait_for(
        lambda: (
            support.count_pixels(support.canvas_image(canvas), _rgb(HIGHLIGHT_GOLD), 12)
            > gold_before + 600
        ),
        10,
        "two gold targets",
    )
    said = "Bush clover plain 1 (7p1) matches boar (7a) and bush clover red ribbon (7r)"
    assert said in page.inner_text(".jp-Notebook")
    assert not _moves(jupyterlab.root)
    support.screenshot(page, "table-lab-choice")

    before = support.canvas_image(canvas)
    marks = Marks(selected=rnd.hands[0][1 if rnd.hands[0][0].code != "7p1" else 0])
    _click(canvas, *_slot_centre(rnd, "7a", "field", marks))
    support.wait_for(lambda: _moves(jupyterlab.root).get("phase") == "decision", 10, "the decision")
    assert _moves(jupyterlab.root)["moves"] == ["7p1>7a"]
    koikoi = page.get_by_role("button", name="Koi-koi (play on)")
    koikoi.wait_for(state="visible", timeout=10_000)
    assert support.changed_pixels(before, support.canvas_image(canvas)) > 5000
    support.screenshot(page, "table-lab-decision")

    koikoi.press("Enter")  # the keyboard's pair (the drawn one is for the pointer)
    support.wait_for(
        lambda: _moves(jupyterlab.root).get("moves") == ["7p1>7a", "koikoi", "12p1"],
        10,
        "the opponent's move",
    )
    rnd.push("7p1>7a"), rnd.push("koikoi"), rnd.push("12p1")
    support.wait_for(lambda: "Your turn" in page.inner_text(".jp-Notebook"), 10, "your turn again")
    _click(canvas, *_slot_centre(rnd, "3p2", "hand"))
    support.wait_for(
        lambda: _moves(jupyterlab.root).get("points") == 20, 10, "the round won: 10 ×2"
    )
    result = page.locator(".widget-html", has_text="You win 20 points")
    result.wait_for(state="visible", timeout=10_000)  # the message line, once the draw resolved
    support.screenshot(page, "table-lab-end")
    assert "You call koi-koi" in page.inner_text(".jp-Notebook")
    # the log keeps its newest line in view (it is taller than its box by now)
    support.wait_for(lambda: page.evaluate(_LAST_LOG_LINE_SHOWN), 10, "the newest log line in view")


_LAST_LOG_LINE_SHOWN = """() => {
  const output = [...document.querySelectorAll('.jp-Notebook .widget-output')].pop();
  const box = output.parentElement.getBoundingClientRect();
  const texts = [...output.querySelectorAll('pre')];
  const last = texts[texts.length - 1];
  if (!last || output.scrollHeight <= box.height) return false;
  const range = document.createRange();
  range.selectNodeContents(last);
  const rects = [...range.getClientRects()].filter(r => r.height > 0);
  const line = rects[rects.length - 1];
  return line.bottom <= box.bottom + 1 && line.top >= box.top - 1;
}"""


def test_voila_table_draws_from_state_and_plays(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path
) -> None:
    """Under Voila the table is drawn only when the page connects (on_client_ready)."""
    nb = support.write_notebook(tmp_path / "table.ipynb", [SETUP, VOILA_TABLE])
    server = voila(nb)
    support.open_voila(page, server)
    canvas = support.find_canvas(page)
    scope: dict = {"Round": Round}
    exec(OPENING, scope)
    rnd = scope["rnd"]
    assert rnd.to_move == 0 and not rnd.is_over and all(rnd.captured)
    _wait_drawn(canvas, rnd)
    support.screenshot(page, "table-voila-start")
    card = next(
        m.card for m in rnd.legal_moves() if m.kind == "play" and len(rnd.matches(m.card)) != 2
    )
    before = support.canvas_image(canvas)
    _click(canvas, *_slot_centre(rnd, card.code, "hand"))
    support.wait_for(lambda: _moves(tmp_path).get("moves", [])[-1:] == [card.code], 10, "the move")
    support.wait_for(
        lambda: support.changed_pixels(before, support.canvas_image(canvas)) > 3000, 10, "a redraw"
    )
    support.screenshot(page, "table-voila-played")
