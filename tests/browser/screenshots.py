"""Screenshots of every state of the practice table, as a learner sees it in Debian's
chromium: the practice page (Voila) in English and Spanish at 1366x768 and 1920x1080, in
these states: a card selected that matches two, the hint framed, the koi-koi panel with
its risk, the opponent's koi-koi announced, the end of a round, the match-end screen, and
a finger's tap playing a card. Not a test (it asserts only that each state is reached):
run ``python -m tests.browser.screenshots [state ...]`` and look at test-artifacts/shot-*.png.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

from . import support

STATES = ("select2", "hint", "koikoi", "called", "round_end", "match_end", "touch")
SIZES = ((1366, 768), (1920, 1080))

# The kernel plays the practice match (you with the greedy agent's choices, the opponent
# greedy but always calling koi-koi) until the state asked for in state.txt is on the table,
# and writes where to click (table pixels) for the states the page finishes by a click.
DRIVE = r"""
import json
from pathlib import Path
from koikoi import Phase
from koikoi.agents import make_agent
from koikoi.i18n import set_language

STATE, LANG = Path("state.txt").read_text().split()
set_language(LANG)
from widgets.apps.practice import PracticeTable  # noqa: E402

ROUNDS = 1 if STATE == "match_end" else 3


def reached(rnd):
    if STATE == "select2":
        return rnd.to_move == 0 and rnd.phase is Phase.PLAY and any(
            sum(f.month == c.month for f in rnd.field) == 2 for c in rnd.hands[0])
    if STATE == "koikoi":
        return rnd.to_move == 0 and rnd.phase is Phase.DECISION
    if STATE == "called":
        last = rnd.events[-1] if rnd.events else None
        return rnd.to_move == 0 and last is not None and last.kind == "koikoi" and last.player == 1
    if STATE in ("round_end", "match_end"):
        return rnd.is_over
    return rnd.to_move == 0  # hint, touch: your first turn


for seed in range(1, 400):
    practice = PracticeTable(opponent="greedy", rounds=ROUNDS, seed=seed, pace=0,
                             review_budget=60, hint_budget=150)
    greedy = practice.agent
    practice.table.opponent = lambda view, legal: (
        next((m for m in legal if m.kind == "koikoi"), None) or greedy(view, legal))
    me = make_agent("greedy", seed=seed)
    table = practice.table
    while not reached(table.round) and not table.round.is_over:
        rnd = table.round
        legal = rnd.legal_moves()
        move = me(rnd.view(0), legal)
        if rnd.phase is Phase.DECISION and STATE == "called":
            move = next(m for m in legal if m.kind == "koikoi")  # play on: let them call too
        practice.push(move)
    if reached(table.round):
        break
else:
    raise RuntimeError(f"no seed reaches {STATE}")

scene = table.scene()
target = None
rnd = table.round
if STATE == "select2":
    card = next(c for c in rnd.hands[0] if sum(f.month == c.month for f in rnd.field) == 2)
elif STATE == "touch":
    card = next(iter(rnd.hands[0]))
else:
    card = None
if card is not None:
    slot = next(s for s in scene.layout.slots if s.card == card and s.region == "hand")
    target = [slot.x + slot.w / 2, slot.y + slot.h / 2]
Path("target.json").write_text(json.dumps({"seed": seed, "target": target,
                                           "width": scene.layout.width}))
practice
"""


def shoot(browser: Browser, server: support.Server, root: Path, state: str, lang: str) -> None:
    (root / "state.txt").write_text(f"{state} {lang}")
    for width, height in SIZES:
        context = browser.new_context(
            viewport={"width": width, "height": height}, has_touch=state == "touch"
        )
        page = context.new_page()
        (root / "target.json").unlink(missing_ok=True)
        support.open_voila(page, server, timeout=180)
        canvas = support.find_canvas(page, timeout=60)
        info = json.loads((root / "target.json").read_text())
        page.wait_for_timeout(1500)  # the atlases and the first drawing
        canvas.scroll_into_view_if_needed()
        if state == "hint":
            page.get_by_role("button", name="Pista" if lang == "es" else "Hint").click()
            page.locator(
                ".widget-html", has_text="Pista: " if lang == "es" else "Hint: "
            ).first.wait_for(timeout=60_000)
        if info["target"] is not None:
            box = canvas.bounding_box()
            assert box is not None
            x, y = info["target"]
            scale = box["width"] / support.canvas_size(canvas)[0]
            if state == "touch":
                page.touchscreen.tap(box["x"] + x * scale, box["y"] + y * scale)
            else:
                canvas.focus()
                page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
        page.wait_for_timeout(1500)
        name = f"shot-{state}-{lang}-{width}"
        page.screenshot(path=str(support.ARTIFACTS / f"{name}.png"))  # the viewport
        page.screenshot(path=str(support.ARTIFACTS / f"{name}-full.png"), full_page=True)
        print(name, "seed", info["seed"], flush=True)
        context.close()


def main(states: list[str]) -> None:
    support.ARTIFACTS.mkdir(exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="shots-"))
    notebook = support.write_notebook(root / "shots.ipynb", [DRIVE])
    server = support.start_voila(notebook, root)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=str(support.CHROMIUM), args=support.CHROMIUM_ARGS
            )
            for state in states or STATES:
                for lang in ("en", "es"):
                    shoot(browser, server, root, state, lang)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
