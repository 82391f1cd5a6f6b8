"""The round-flow diagram reads right in both languages: the arrow label from the choice
to the stop fits between the two boxes it joins, the stop is named as the lessons name it
("plantarse" in Spanish), and the end after a koi-koi shows the doubling at the rule set's
threshold as the stop does."""

from __future__ import annotations

import re

import pytest

from koikoi.i18n import set_language
from koikoi.rules import RuleSet
from widgets.i18n import pgettext
from widgets.pages import flow
from widgets.pages.sheet import text_width


@pytest.fixture(params=["en", "es"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_the_stop_label_fits_between_its_boxes(lang: str) -> None:
    gap = flow._COL3[0] - (flow._COL2[0] + flow._COL2[1])
    label = pgettext("flow arrow", "stop")
    assert text_width(label, 11, "bold") + 8 <= gap, (label, gap)
    assert label == {"en": "stop", "es": "plantarse"}[lang]


def test_both_ends_after_a_choice_show_the_doubling_at_the_threshold(lang: str) -> None:
    svg = flow.round_flow_svg()
    words = " ".join(re.findall(r">([^<>]+)</text>", svg))
    at = {"en": f"×2 at {RuleSet().double_at} or more", "es": f"×2 con {RuleSet().double_at} o"}
    assert words.count(at[lang]) == 2, words


def test_no_box_text_runs_out_of_its_box(lang: str) -> None:
    """Every line of a box is inside the box's rectangle (by the art's width estimate)."""
    svg = flow.round_flow_svg()
    boxes = [
        tuple(map(float, m))
        for m in re.findall(
            r'<rect x="([\d.]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"', svg
        )
    ]
    for x, y, content in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]+)</text>', svg):
        x, y = float(x), float(y)
        inside = [b for b in boxes if b[0] <= x <= b[0] + b[2] and b[1] <= y <= b[1] + b[3]]
        for left, _top, width, _height in inside:
            half = text_width(content, flow._SIZE) / 2
            assert left <= x - half and x + half <= left + width, content
