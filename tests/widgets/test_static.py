"""What a saved notebook shows of a widget (widgets.static): safe HTML and text of its state,
the table's and card picker's pictures, only the yaku of the rules in force, translated
labels, and no machine path in the course map."""

from __future__ import annotations

import base64
import dataclasses
import re
from pathlib import Path

import ipywidgets as w
import pytest
from IPython.core.interactiveshell import InteractiveShell

from koikoi import Round
from koikoi.i18n import set_language
from koikoi.rules import RuleSet
from koikoi.tutor.puzzles import curated
from widgets import static
from widgets.art.svg import bare_svg
from widgets.kit import PuzzleWidget, TableWidget, choice, pick_month
from widgets.kit.course import course_map_html, shown_path
from widgets.table.svg import round_svg

HOUSE_YAKU = ("akatan-aotan", "tsuki-fuda")


@pytest.fixture
def spanish():
    set_language("es")
    yield
    set_language("en")


def _pictures(html: str) -> list[str]:
    """The SVG documents of the ``<img>`` pictures in ``html``."""
    return [
        base64.b64decode(data).decode()
        for data in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    ]


def test_a_displayed_widget_carries_its_static_html_and_text() -> None:
    shell = InteractiveShell.instance()
    assert static.install(shell)
    quiz = choice("How many cards?", ["12", "48"], "48", why="Twelve months of four.")
    data, _meta = shell.display_formatter.format(quiz)
    assert {"application/vnd.jupyter.widget-view+json", "text/html", "text/plain"} <= set(data)
    assert "children=(" not in data["text/plain"]
    assert data["text/plain"].startswith("How many cards?\n[12] [48]")
    assert "How many cards?" in data["text/html"] and ">48</span>" in data["text/html"]


def test_the_table_widget_is_saved_as_its_picture() -> None:
    table = TableWidget(Round.deal(seed=1))
    html = static.static_html(table)
    assert "<svg" not in html
    [picture] = _pictures(html)
    assert 'aria-label="Koi-Koi table, seen from your side"' in picture
    assert "stock 24" in picture  # the state shown: a fresh deal
    assert "Koi-Koi table, seen from your side" in static.static_text(table)


def test_a_card_picker_is_saved_with_its_cards() -> None:
    picker = pick_month(8, "8b 1p1 8a")
    [picture] = _pictures(static.static_html(picker))
    assert picture.count("<g transform=") == 3  # one placed group per card
    assert "[Check] [Clear]" in static.static_text(picker)


def test_a_switch_reads_as_words_in_the_course_language() -> None:
    """The rules lab's switches once read "hanami y tsukimi True" in a saved lesson."""
    box = w.HBox([w.Checkbox(value=True, description="hanami"), w.Checkbox(description="x")])
    assert static.static_text(box) == "hanami: yes x: no"
    set_language("es")
    try:
        assert static.static_text(box) == "hanami: sí x: no"
    finally:
        set_language("en")


def test_hidden_parts_are_left_out() -> None:
    box = w.VBox([w.HTML("seen"), w.Button(description="gone", layout=w.Layout(display="none"))])
    assert "gone" not in static.static_html(box) and static.static_text(box) == "seen"


def test_safe_html_makes_nested_pictures_images() -> None:
    svg = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="row"><svg x="1"/><svg></svg></svg>'
    html = static.safe_html(f"<div>{svg} and {svg}</div>")
    assert html.count("<img") == 2 and "<svg" not in html and 'alt="row"' in html
    assert _pictures(html) == [svg, svg]
    with pytest.raises(ValueError, match="not closed"):
        static.safe_html("<svg><g>")


@pytest.mark.parametrize("number", [6, 7, 8])
def test_puzzles_show_only_the_yaku_of_the_rules_in_force(number: int) -> None:
    puzzles = curated(number)
    assert all(p.rules == RuleSet() for p in puzzles)
    widget = PuzzleWidget(puzzles)
    shown = static.static_html(widget) + static.static_text(widget)
    assert "goko" in shown
    assert [name for name in HOUSE_YAKU if name in shown] == []

    house = [dataclasses.replace(p, rules=RuleSet.preset("labsk")) for p in puzzles]
    assert "akatan-aotan" in static.static_text(PuzzleWidget(house))


def test_spanish_table_and_card_labels(spanish: None) -> None:
    assert 'aria-label="Tablero de Koi-Koi visto desde tu lado"' in round_svg(Round.deal(seed=1))
    assert 'aria-label="una carta de hanafuda"' in bare_svg("1b")


def test_the_course_map_names_no_temporary_folder(tmp_path: Path) -> None:
    assert shown_path(tmp_path / "progress.json") == ""
    assert shown_path(Path.home() / ".koikoi" / "progress.json") == "~/.koikoi/progress.json"
    html = course_map_html({}, current=3, saved_in="")
    assert "reset_progress(3)" in html and "Saved in" not in html


def test_an_output_area_shows_its_last_lines() -> None:
    out = w.Output()
    for i in range(20):
        out.append_stdout(f"line {i}\n")
    text = static.static_text(out)
    assert text.splitlines() == ["…", *(f"line {i}" for i in range(20 - static.LOG_LINES, 20))]


def test_a_saved_page_claims_no_progress_for_its_reader() -> None:
    from widgets.kit import course_map, score_card

    said = static.static_text(score_card())
    assert said == "★ Your score shows here once you run the lesson's cells."
    assert static.static_text(course_map(3)).startswith("▸ Your progress: run this cell")


def test_a_saved_exercise_shows_no_score_line() -> None:
    """Issue 23: «Your score shows here once you run the lesson's cells.» stood under every
    exercise of a saved page (about 95 times a language); the recap's score card says it once,
    and an exercise shows no score line at all, nor an empty box for it."""
    from widgets.kit import lesson_context, which_month

    quiz = which_month("9a", key="no score line")
    assert quiz.children[-1] is lesson_context().score.widget
    for shown in (static.static_html(quiz), static.static_text(quiz)):
        assert "score shows" not in shown and "★" not in shown
    assert static.static_html(lesson_context().score.widget).count("<div") == 1  # no box
    assert "Which month" in static.static_text(quiz)  # the exercise itself is still there


def test_a_style_sheet_is_not_part_of_the_text() -> None:
    """A widget that carries CSS (the table's touch rule) shows its words, not its CSS."""
    box = w.VBox([w.HTML("<style>.koikoi-table canvas{touch-action:manipulation}</style>"),
                  w.HTML("<b>Your turn</b>")])  # fmt: skip
    assert static.static_text(box) == "Your turn"


@pytest.mark.parametrize(
    ("head", "width"),
    [
        ('<svg width="100%" viewBox="0 0 1200 562" style="max-width:1200px">', "1200"),
        ('<svg width="300" height="20" viewBox="0 0 600 40">', "300"),
        ('<svg viewBox="0 0 64 40">', "64"),
    ],
)
def test_a_saved_picture_carries_its_width(head: str, width: str) -> None:
    # an SVG sized 100% has no width of its own: inside a row of the saved page (a box that
    # shrinks to its content) its <img> was drawn 0 pixels wide
    image = static.svg_image(head + "<title>t</title></svg>")
    assert f'width="{width}"' in image
    assert "max-width:100%" in image and "height:auto" in image


def test_a_disabled_button_is_saved_faded() -> None:
    """A saved page draws a button that cannot be pressed faded, as the live page does."""
    on, off = w.Button(description="Go"), w.Button(description="Stop", disabled=True)
    html = static.static_html(w.HBox([on, off]))
    go, stop = (re.search(rf'<span style="([^"]*)">{name}</span>', html) for name in ("Go", "Stop"))
    assert go and stop, html
    assert "opacity" not in go.group(1) and "opacity:0.45" in stop.group(1)
