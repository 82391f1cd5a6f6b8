"""Screenshots of every state of the practice table, as a learner sees it in Debian's
chromium: the practice page in Voila, and the same table in a JupyterLab notebook (file
browser open), in English and Spanish, at 1366x768 and 1920x1080, in these states: the
deal, the pointer over a card (its matches outlined), a card selected that matches two,
the opponent's play shown before its draw, the hint framed, the koi-koi panel with its
risk, the opponent's koi-koi announced, the end of a round with its review, the
match-end screen, Play again, and a finger's tap playing a card. Not a test (it asserts
only that each state is reached): run

    python -m tests.browser.screenshots [--lab] [state ...]

and look at test-artifacts/shot-*.png (``shot-lab-*`` for JupyterLab).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, Page, Request, Route, sync_playwright

from . import support

STATES = (
    "deal", "hover", "select2", "moment", "hint", "koikoi", "called", "round_end",
    "match_end", "again", "touch",
)  # fmt: skip
SIZES = ((1366, 768), (1920, 1080))
CLICKED = ("select2", "touch", "moment")
"""States the page finishes by a click (or tap) on a hand card."""
PACE = 4.0
"""The opponent's seconds per step in the ``moment`` state."""
WORDS = {
    "en": {"hint": "Hint", "answer": "Hint: ", "again": "Play again"},
    "es": {"hint": "Pista", "answer": "Pista: ", "again": "Jugar otra vez"},
}

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

ROUNDS = 1 if STATE in ("match_end", "again") else 3


def reached(rnd):
    if STATE == "select2":
        return rnd.to_move == 0 and rnd.phase is Phase.PLAY and any(
            sum(f.month == c.month for f in rnd.field) == 2 for c in rnd.hands[0])
    if STATE == "hover":
        return rnd.to_move == 0 and rnd.phase is Phase.PLAY and any(
            sum(f.month == c.month for f in rnd.field) == 1 for c in rnd.hands[0])
    if STATE == "moment":
        return rnd.to_move == 0 and rnd.phase is Phase.PLAY and any(
            sum(f.month == c.month for f in rnd.field) < 2 for c in rnd.hands[0])
    if STATE == "koikoi":
        return rnd.to_move == 0 and rnd.phase is Phase.DECISION
    if STATE == "called":
        last = rnd.events[-1] if rnd.events else None
        return rnd.to_move == 0 and last is not None and last.kind == "koikoi" and last.player == 1
    if STATE in ("round_end", "match_end", "again"):
        return rnd.is_over
    return rnd.to_move == 0  # deal, hint, touch: your first turn


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
matches = {c: sum(f.month == c.month for f in rnd.field) for c in rnd.hands[0]}
card = {
    "select2": next((c for c, n in matches.items() if n == 2), None),
    "hover": next((c for c, n in matches.items() if n == 1), None),
    "moment": next((c for c, n in matches.items() if n < 2), None),
    "touch": next(iter(rnd.hands[0]), None),
}.get(STATE)
if card is not None:
    slot = next(s for s in scene.layout.slots if s.card == card and s.region == "hand")
    target = [slot.x + slot.w / 2, slot.y + slot.h / 2]
if STATE == "moment":
    table.pace = PACE  # the opponent's play, then its draw, each shown for PACE seconds
Path("target.json").write_text(json.dumps({"seed": seed, "target": target,
                                           "width": scene.layout.width}))
practice
""".replace("PACE", repr(PACE))


def _point(page: Page, target: list[float]) -> tuple[float, float]:
    """Where table pixel ``target`` of the (first) canvas is on the page now."""
    canvas = support.find_canvas(page)
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None
    scale = box["width"] / support.canvas_size(canvas)[0]
    return box["x"] + target[0] * scale, box["y"] + target[1] * scale


def _open(page: Page, server: support.Server, lab: bool, name: str) -> None:
    if lab:
        support.open_notebook(page, server, name, timeout=180)
        support.run_all_cells(page, timeout=300)
    else:
        support.open_voila(page, server, timeout=180)
    support.find_canvas(page, timeout=60)
    page.wait_for_timeout(1500)  # the atlases and the first drawing


def _finish(page: Page, state: str, lang: str, info: dict, first: bool) -> None:
    """Bring the page to ``state`` (``first``: at the first size; later sizes only redo
    what does not outlive a resize, the pointer's position)."""
    words = WORDS[lang]
    target = info["target"]
    if state == "hover" and target is not None:
        page.mouse.move(*_point(page, target))
    if not first:
        return
    if state == "hint":
        page.get_by_role("button", name=words["hint"]).click()
        page.locator(".widget-html", has_text=words["answer"]).first.wait_for(timeout=60_000)
    if state == "again":
        page.get_by_role("button", name=words["again"]).click()
        page.get_by_role("button", name=words["again"]).wait_for(state="hidden", timeout=20_000)
    if state in ("round_end", "match_end"):  # the review of the round arrives
        page.locator(".koikoi-practice-side li").first.wait_for(timeout=60_000)
    if state in CLICKED and target is not None:
        x, y = _point(page, target)
        if state == "touch":
            page.touchscreen.tap(x, y)
        else:
            support.find_canvas(page).focus()
            page.mouse.click(x, y)
    if state == "moment":
        # your play and your draw (PACE), the opponent waits (PACE), plays, its draw waits
        page.wait_for_timeout(PACE * 2000 + 2000)


def shoot(browser: Browser, server: support.Server, root: Path, state: str, lang: str,
          lab: bool) -> None:  # fmt: skip
    (root / "state.txt").write_text(f"{state} {lang}")
    host = "lab-" if lab else ""
    name = f"shots-{state}-{lang}.ipynb"
    if lab:
        support.write_notebook(root / name, [DRIVE])
    # the moment is timed: the page is opened anew for each size; other states once
    per_size = state == "moment"
    page = None
    for index, (width, height) in enumerate(SIZES):
        if page is None or per_size:
            if page is not None:
                page.context.close()
            context = browser.new_context(
                viewport={"width": width, "height": height}, has_touch=state == "touch"
            )
            context.route("**/*", _local_only)
            page = context.new_page()
            (root / "target.json").unlink(missing_ok=True)
            _open(page, server, lab, name)
            first = True
        else:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(800)
            first = False
        info = json.loads((root / "target.json").read_text())
        support.find_canvas(page).scroll_into_view_if_needed()
        _finish(page, state, lang, info, first or per_size)
        page.wait_for_timeout(0 if state == "moment" else 1500)
        shot = f"shot-{host}{state}-{lang}-{width}"
        page.screenshot(path=str(support.ARTIFACTS / f"{shot}.png"))  # the viewport
        if not lab:  # JupyterLab scrolls inside its panel: a full page is the viewport
            page.screenshot(path=str(support.ARTIFACTS / f"{shot}-full.png"), full_page=True)
        print(shot, "seed", info["seed"], "index", index, flush=True)
    assert page is not None
    page.context.close()


def _local_only(route: Route, request: Request) -> None:
    """Let the page reach this machine only."""
    if request.url.startswith(("http://127.0.0.1", "http://localhost")):
        route.continue_()
    else:
        route.abort()


def main(args: list[str]) -> None:
    lab = "--lab" in args
    states = [a for a in args if a != "--lab"] or list(STATES)
    unknown = sorted(set(states) - set(STATES))
    if unknown:
        raise SystemExit(f"unknown state(s) {unknown}; choose among {', '.join(STATES)}")
    support.ARTIFACTS.mkdir(exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="shots-"))
    if lab:
        work = Path(tempfile.mkdtemp(prefix="shots-lab-"))
        server = support.start_jupyterlab(root, work)
    else:
        server = support.start_voila(support.write_notebook(root / "shots.ipynb", [DRIVE]), root)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=str(support.CHROMIUM), args=support.CHROMIUM_ARGS
            )
            for state in states:
                for lang in ("en", "es"):
                    shoot(browser, server, root, state, lang, lab)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
