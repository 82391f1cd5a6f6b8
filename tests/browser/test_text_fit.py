"""Nothing cut, in either language: every button, label, caption, drop-down option and
picture caption of the apps and the lesson kit's widgets fits its box in chromium.

One Voila page shows the widgets the lessons show (practice and match tables, between two
rounds and on the end screen, the house rules lab, puzzles with their level and yaku
buttons, quizzes, the deal stepper, the course map, card rows with the lessons' longest
titles), in English and in Spanish; the page measures every box (``scrollWidth >
clientWidth``: the text is clipped or ellipsised), every drop-down option against its
drop-down (text metrics of its font), every button's icon against its button, and every
SVG caption against its picture.
Screenshots: test-artifacts/text-fit-*.png."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from . import support

WIDGETS = """
from koikoi.i18n import set_language
set_language({lang!r})
from IPython.display import display
from koikoi import Match, Round
from koikoi.agents import make_agent
from koikoi.tutor.puzzles import PuzzleStream, curated
from widgets.kit import *

display(PracticeTable(opponent="strong", level=3, rounds=12, seed=2026, pace=0))
between = MatchTable(Match(rounds=3, seed=2025), opponent=make_agent("greedy", seed=7), pace=0)
ended = PracticeTable(opponent="random", rounds=1, seed=11, pace=0, review_budget=20)
for table in (between, ended):  # round 1 over: "Deal the next round"; the end screen
    while not table.table.round.is_over:
        table.push(table.table.round.legal_moves()[0])
display(between, ended)
display(HouseRulesLab(["1r 2r 3r 4r 5r", "7a 10a 6a 2a 4a"], RecordedRound.record(29)))
display(PuzzleWidget(PuzzleStream(level=2, seed=2025), title="Scoring puzzles", key="fit 1"))
display(PuzzleWidget(curated(6), key="fit 2", title="Bright puzzles"))
display(which_month("9a", key="fit 3"), which_class("9a", key="fit 4"),
        which_ribbon("10r", key="fit 5"))
display(pick_class("bright", among="1b 2a 3b 6a 8b 11b 11a 12b 12p1 10a", key="fit 6"))
display(SortingExercise("1b 5a 11b 9a 2r 6r 11r 11p1 12b 8a 12p3 4a", key="fit 7"))
display(choice("Koi-koi or stop?", ["koi-koi: six cards is plenty of time",
               "stop: they are one card from sanko"], "stop: they are one card from sanko",
               why="one capture gives them sanko.", key="fit 8"))
display(DealStepper(Round.deal(seed=2024)))
display(course_map(13))
display(cards("8b 8a 8p2", width=70, title={field!r}))
display(cards("7a 10a 6a", width=80, title={ino!r}))
"""
TITLES = {
    "en": ("on the field: three pampas-grass cards", "inoshikacho 猪鹿蝶: boar, deer, butterflies"),
    "es": (
        "en la mesa: tres cartas de hierba de pampas",
        "inoshikacho 猪鹿蝶: jabalí, ciervo y mariposas",
    ),
}
"""The longest card-row titles of the lessons (lessons 5 and 7)."""

MEASURE = """() => {
  const cut = [];
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const words = e => (e.innerText || e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 80);
  const boxes = '.jupyter-button, .widget-button, .widget-toggle-button, .widget-label, '
    + '.widget-label-basic, .widget-inline-hbox > label, .widget-dropdown > label, '
    + '.jupyter-widget-Collapse-header, .lm-TabBar-tabLabel, .widget-html-content';
  for (const e of document.querySelectorAll(boxes)) {
    if (shown(e) && e.scrollWidth > e.clientWidth + 1)
      cut.push(`box "${words(e)}": ${e.scrollWidth} > ${e.clientWidth}`);
  }
  for (const i of document.querySelectorAll('.jupyter-button i')) {  // icons sit in their button
    if (!shown(i)) continue;
    const a = i.getBoundingClientRect(), b = i.closest('.jupyter-button').getBoundingClientRect();
    if (a.height && (a.top < b.top + 2 || a.bottom > b.bottom - 2))
      cut.push(`icon of "${words(i.closest('.jupyter-button'))}": ${a.top.toFixed(0)}-`
               + `${a.bottom.toFixed(0)} not inside ${b.top.toFixed(0)}-${b.bottom.toFixed(0)}`);
  }
  const ctx = document.createElement('canvas').getContext('2d');
  for (const s of document.querySelectorAll('select')) {
    if (!shown(s)) continue;
    const st = getComputedStyle(s);
    ctx.font = `${st.fontStyle} ${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
    const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);
    for (const o of s.options) {
      const need = ctx.measureText(o.text).width;
      if (need > room + 1) cut.push(`option "${o.text}": ${need.toFixed(0)} > ${room.toFixed(0)}`);
    }
  }
  for (const t of document.querySelectorAll('svg text')) {
    let svg = t.ownerSVGElement;
    while (svg && svg.ownerSVGElement) svg = svg.ownerSVGElement;
    if (!svg || !shown(t)) continue;
    const a = t.getBoundingClientRect(), b = svg.getBoundingClientRect();
    if (a.width && (a.left < b.left - 1 || a.right > b.right + 1))
      cut.push(`svg text "${t.textContent}": ${a.left.toFixed(0)}-${a.right.toFixed(0)} `
               + `outside ${b.left.toFixed(0)}-${b.right.toFixed(0)}`);
  }
  return cut;
}"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_text_is_cut_on_the_widgets_of_the_course(
    page: Page, voila: Callable[[Path], support.Server], tmp_path: Path, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    field, ino = TITLES[lang]
    cell = WIDGETS.format(lang=lang, field=field, ino=ino)
    support.open_voila(page, voila(support.write_notebook(tmp_path / "fit.ipynb", [cell])))
    support.find_canvas(page)
    page.wait_for_timeout(1000)
    support.screenshot(page, f"text-fit-{lang}")
    buttons = page.locator(".jupyter-button").count()
    assert buttons > 40, f"the page shows the widgets ({buttons} buttons)"
    cut = page.evaluate(MEASURE)
    assert not cut, f"{len(cut)} texts cut ({lang}):\n" + "\n".join(cut)
