"""What the table draws over or beside a card covers no words: the cyan mark of the card a
resolved draw went to (:func:`widgets.table.scene.drawn_tab`) and the koi-koi panel's text
(which must stay inside the panel), checked on the scene's boxes, not on pixels.

Fresh readers found, in the saved lessons (8, 12, 13), the «robada» / "drawn" tab hanging
under the card over its class word («simple», "plain") and, in a pile, over the next
row's group caption ("5 plains"); and lesson 12's koi-koi panel with its last line
("points are doubled.") below its border."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from koikoi import Phase, Round, parse_cards
from koikoi.i18n import set_language, speaking
from koikoi.tutor.judgement import POSITIONS
from widgets.art.faces import face_at
from widgets.art.palette import HIGHLIGHT_GOLD, MARK
from widgets.art.primitives import ART_W, Circle, Rect, Text, text_width
from widgets.table.names import shown_widths
from widgets.table.scene import (
    TEXT_ASCENT,
    TEXT_DESCENT,
    CardItem,
    Marks,
    Scene,
    TableState,
    build_scene,
)

Box = tuple[float, float, float, float]  # left, top, right, bottom


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def text_box(t: Text) -> Box:
    """The box a text's letters fill (baseline ``y``; turned -90: reading upwards)."""
    width = text_width(t.text, t.size, t.weight)
    up, down = TEXT_ASCENT * t.size, TEXT_DESCENT * t.size
    if t.rotation == -90:
        return (t.x - up, t.y - width, t.x + down, t.y)
    left = {"start": t.x, "middle": t.x - width / 2, "end": t.x - width}[t.anchor]
    return (left, t.y - up, left + width, t.y + down)


def face_boxes(item: CardItem) -> list[Box]:
    """The words and signs on a card's face (month number, class marker, a big face's
    name and class word) as table boxes: what a mark on the card must leave in view."""
    slot = item.slot
    if slot.card is None:
        return []
    k = slot.w / ART_W
    out = []
    for p in face_at(slot.card, slot.w, named=False):
        if isinstance(p, Text):
            x0, y0, x1, y1 = text_box(p)
            out.append((slot.x + x0 * k, slot.y + y0 * k, slot.x + x1 * k, slot.y + y1 * k))
        elif isinstance(p, Circle) and p.r >= 7:  # the badge, the class marker's disc
            out.append(
                (
                    slot.x + (p.cx - p.r) * k,
                    slot.y + (p.cy - p.r) * k,
                    slot.x + (p.cx + p.r) * k,
                    slot.y + (p.cy + p.r) * k,
                )
            )
    return out


def overlap(a: Box, b: Box, slack: float = 0.01) -> bool:
    """Whether two boxes share more than an edge (``slack``: rounding)."""
    return (
        a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack and b[1] < a[3] - slack
    )


def inside(a: Box, b: Box, slack: float = 0.5) -> bool:
    return (
        a[0] >= b[0] - slack
        and a[1] >= b[1] - slack
        and a[2] <= b[2] + slack
        and a[3] <= b[3] + slack
    )


def rect_box(r: Rect) -> Box:
    return (r.x, r.y, r.x + r.w, r.y + r.h)


def drawn_marks(scene: Scene) -> list[tuple[int, Rect]]:
    """The cyan marks of the drawn card (the only rectangles filled with :data:`MARK`:
    the last turn's frames are outlines)."""
    return [(i, r) for i, r in enumerate(scene.items) if isinstance(r, Rect) and r.fill == MARK]


def check_marks_cover_nothing(scene: Scene) -> int:
    """Every drawn-card mark lies in the strip of its card in view, covers no other card
    and no word: a text or face sign it overlaps must be drawn after it, inside it (its own
    word, or the name it backs). Returns how many marks were checked."""
    marks = drawn_marks(scene)
    cards = [(i, item) for i, item in enumerate(scene.items) if isinstance(item, CardItem)]
    slots = [item.slot for _i, item in cards]
    widths = dict(zip(slots, shown_widths(slots), strict=True))
    for m, mark in marks:
        box = rect_box(mark)
        own = owner(scene, m)
        slot = own.slot
        strip = (slot.x, slot.y, slot.x + widths[slot], slot.y + slot.h)
        assert inside(box, strip, 0.01), (box, strip)
        for face in face_boxes(own):
            assert not overlap(box, face), ("own face sign", box, face)
        for i, item in cards:
            s = item.slot
            if i > m:  # a card drawn later covers no part of the mark
                assert not overlap(box, (s.x, s.y, s.x + s.w, s.y + s.h)), ("card", box, s)
        for i, t in enumerate(scene.items):
            if isinstance(t, Text) and overlap(box, text_box(t)):
                assert i > m and inside(text_box(t), box, 1.0), ("covers", t.text, box)
    return len(marks)


def owner(scene: Scene, index: int) -> CardItem:
    """The card whose mark is item ``index``: the last card drawn before it."""
    for item in reversed(scene.items[:index]):
        if isinstance(item, CardItem):
            return item
    raise AssertionError("a mark before any card")


CAPTURED_PLAY = dict(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
MARK_CASES = {
    # name: (position, moves, the drawn card, its region, regions shown)
    "field": (dict(hands=("7a", "1p1"), field="7p1 3p1", deck="5p1 6p1"), ["7a"], "5p1"),
    "field of many": (
        dict(
            hands=("7a", "1p1"),
            field="7p1 3p1 4p1 6p2 8p1 9p2 10p1 11p1 12p1",
            deck="5p1 6p1",
        ),
        ["7a"],
        "5p1",
    ),
    "your pile": (CAPTURED_PLAY, ["7a"], "3p2"),
    "your pile, a second row": (
        CAPTURED_PLAY | dict(captured=("1b 8b 2a 4a 6a 8a 10a 9r 1r 2r", "")),
        ["7a"],
        "3p2",
    ),
    "your pile, fanned a little": (
        CAPTURED_PLAY | dict(captured=("1b 2a 1r 2p1 2p2 4p1 4p2 6p1 6p2 8p1", "")),
        ["7a"],
        "3p2",
    ),
    "your pile, fanned": (
        CAPTURED_PLAY
        | dict(captured=("1b 8b 2a 4a 1r 2r 4r 2p1 2p2 4p1 4p2 6p1 6p2 8p1 8p2 9p1 9p2", "")),
        ["7a"],
        "3p2",
    ),
    "your pile, fanned tight": (
        CAPTURED_PLAY
        | dict(
            captured=(
                "1b 8b 2a 4a 1r 2r 4r 2p1 2p2 4p1 4p2 6p1 6p2 8p1 8p2 9p1 9p2 10p1 10p2 "
                "11p1 12p1 12p2",
                "",
            )
        ),
        ["7a"],
        "3p2",
    ),
    "the opponent's pile": (
        dict(hands=("7a 4p1", "1p1 2p1"), field="7p1 3p1 9p1", deck="5p1 9p2 6p1 6p2"),
        ["7a", "1p1"],
        "9p2",
    ),
    "the opponent's pile, a second row": (
        dict(
            hands=("7a 4p1", "1p1 2p1"),
            field="7p1 3p1 9p1",
            deck="5p1 9p2 6p1 6p2",
            captured=("", "1b 8b 2a 4a 6a 8a 10a 9r 1r 2r"),
        ),
        ["7a", "1p1"],
        "9p2",
    ),
}
REGION_SETS = {
    "whole table": None,
    "no piles (a wide field)": ("stock", "field", "hand", "opponent_hand"),
    "piles only": ("pile", "opponent_pile"),
}


@pytest.mark.parametrize("regions", list(REGION_SETS))
@pytest.mark.parametrize("case", list(MARK_CASES))
def test_the_drawn_cards_mark_covers_no_word_and_no_other_card(
    case: str, regions: str, lang: str
) -> None:
    position, moves, code = MARK_CASES[case]
    rnd = Round.from_position(**position)  # type: ignore[arg-type]
    for move in moves:
        rnd.push(move)
    state = TableState.of(rnd, 0)
    drawn = parse_cards(code)[0]
    assert state.drawn is None and state.last_drawn == drawn
    scene = build_scene(state, regions=REGION_SETS[regions])
    where = [s.region for s in scene.layout.slots if s.card == drawn]
    checked = check_marks_cover_nothing(scene)
    # a mark wherever the card is shown (the field, your pile, the opponent's)
    assert checked == (1 if where else 0), (where, checked)


def test_the_lessons_drawn_cards_are_marked_on_the_art_not_under_the_card() -> None:
    """The cases the lessons show (a card of the field, a pile's first row over its second
    row's caption): the tab lies on the card, above its name plate, and says "drawn"."""
    for case in ("field", "your pile, a second row", "the opponent's pile"):
        position, moves, code = MARK_CASES[case]
        rnd = Round.from_position(**position)  # type: ignore[arg-type]
        for move in moves:
            rnd.push(move)
        scene = build_scene(TableState.of(rnd, 0))
        (item,) = [i for i in scene.cards() if i.slot.card == parse_cards(code)[0]]
        (m, tab), *_ = drawn_marks(scene)
        slot = item.slot
        assert slot.y < tab.y and tab.y + tab.h < slot.y + slot.h * 0.8, case
        word = scene.items[m + 1]
        assert isinstance(word, Text) and word.text == "drawn"


# --- the koi-koi panel ------------------------------------------------------------------


def _panel_rect(scene: Scene) -> Rect:
    (panel,) = [
        i
        for i in scene.items
        if isinstance(i, Rect) and i.stroke == HIGHLIGHT_GOLD and i.radius == 12
    ]
    return panel


def _decisions() -> list[tuple[str, Round, int]]:
    out = []
    for position in POSITIONS:
        rnd = position.round()
        if rnd.phase is Phase.DECISION:
            out.append((position.key, rnd, position.player))
    rnd = Round.from_position(
        hands=("7a 1b 2p1 3p1", "12p1 12p2 4p1 9p1"),
        field="7p1 3p2 5p1",
        deck="4p2 6p1 8p1 10p1 11p1 2p2",
        captured=("10a 6a", "8b 1r 2r"),
    )
    rnd.push("7a")
    out.append(("inoshikacho", rnd, 0))
    return out


def test_the_lessons_show_koikoi_panels() -> None:
    keys = [key for key, _rnd, _player in _decisions()]
    assert "koikoi 5/8" in keys, keys  # lesson 12's "koi-koi 5/8 table"


@pytest.mark.parametrize("key", [key for key, _r, _p in _decisions()])
@pytest.mark.parametrize("language", ["en", "es"])
def test_every_line_of_the_koikoi_panel_lies_inside_it(key: str, language: str) -> None:
    """Lesson 12's "points are doubled." ran below the panel's border: the panel is as tall
    as its wrapped text (the middle band grows for it), in both languages."""
    rnd, player = next((r, p) for k, r, p in _decisions() if k == key)
    with speaking(language):
        scene = build_scene(TableState.of(rnd, player), Marks(koikoi_panel=True))
    panel = _panel_rect(scene)
    start = scene.items.index(panel)
    box = (panel.x + 2, panel.y + 2, panel.x + panel.w - 2, panel.y + panel.h - 2)
    texts = [t for t in scene.items[start:] if isinstance(t, Text)]
    assert len(texts) >= 6
    for t in texts:
        assert inside(text_box(t), box, 0), (language, t.text, text_box(t), box)
    for item in scene.items[start:]:
        if isinstance(item, CardItem):
            s = item.slot
            assert inside((s.x, s.y, s.x + s.w, s.y + s.h), box, 0), (language, s)
    for area in scene.buttons.values():
        assert inside((area.x, area.y, area.x + area.w, area.y + area.h), box, 0)
    assert panel.y + panel.h <= scene.layout.height
    # nothing of the table below the band is covered: the hand starts under the panel
    hand = scene.layout.areas.get("hand")
    if hand is not None:
        assert panel.y + panel.h <= hand.y + 4
