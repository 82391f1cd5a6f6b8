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


def _words(svg: str) -> str:
    return " ".join(re.findall(r">([^<>]+)</text>", svg))


def _texts_in_boxes(svg: str) -> list[str]:
    """The text of each box, its lines joined."""
    boxes = [
        tuple(map(float, m))
        for m in re.findall(
            r'<rect x="([\d.]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"', svg
        )
    ]
    found = {box: [] for box in boxes}
    for x, y, content in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]+)</text>', svg):
        x, y = float(x), float(y)
        for box in boxes:
            if box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]:
                found[box].append(content)
    return [" ".join(lines) for lines in found.values() if lines]


def test_the_void_deal_has_its_own_question_and_box(lang: str) -> None:
    """Issue 23: «reparto nulo (ambas manos, o cuatro de un mes en la mesa)» was a note on an
    arrow out of the teshi/kuttsuki question, and «ambas manos» said nothing. The void deal
    is its own question, in words (digits for the 4 cards), with its own box going back to
    the deal; the only arrow back on the left is the next player's turn."""
    svg = flow.round_flow_svg()
    boxes = _texts_in_boxes(svg)
    question = {
        "en": "Do both hands have teshi or kuttsuki, or are 4 cards of a month on the field?",
        "es": "¿Las dos manos tienen teshi o kuttsuki, o hay 4 cartas de un mes en la mesa?",
    }[lang]
    void = {"en": "Void deal: ", "es": "Reparto nulo: "}[lang]
    assert question in boxes, boxes
    assert any(box.startswith(void) for box in boxes), boxes
    assert "ambas manos" not in svg and "both hands, or" not in svg
    arrows = re.findall(r'<path d="([^"]+)" fill="none"', svg)
    xs = [[float(x) for x in re.findall(r"[ML]([\d.]+) ", d)] for d in arrows]
    assert len([x for x in xs if min(x) < flow._MAIN[0] - 2]) == 1, arrows


def test_no_two_boxes_overlap(lang: str) -> None:
    """A box put in a new row leaves every other box where it can be read."""
    svg = flow.round_flow_svg()
    boxes = [
        tuple(map(float, m))
        for m in re.findall(
            r'<rect x="([\d.]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"', svg
        )
    ]
    for i, (x, y, w, h) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1 :]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y, (x, y, x2, y2)


def test_the_deal_checks_count_in_digits(lang: str) -> None:
    """Both deal questions count cards in digits, as the lessons do (reader 13: the void
    deal's question said «4 cartas», the dealt-hand one «cuatro de un mes»)."""
    svg = flow.round_flow_svg()
    words = " ".join(re.findall(r">([^<>]+)</text>", svg))
    assert not re.search(r"\b(four|cuatro)\b", words, re.I), words
    assert words.count({"en": "4 pairs", "es": "4 parejas"}[lang]) == 1, words
