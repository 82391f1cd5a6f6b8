"""The card art: one description (widgets.art.faces) rendered as SVG and on a canvas."""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from dataclasses import fields

import pytest

from koikoi.cards import DECK, LANGS, Card, Kind, Ribbon, parse_cards
from widgets.art import primitives as prim
from widgets.art.canvas import draw_card, draw_primitives
from widgets.art.faces import card_back, card_face, class_marker, label_lines, overlays
from widgets.art.motifs import ribbon
from widgets.art.svg import back_svg, card_svg, cards_svg, pile_svg

SVG = "{http://www.w3.org/2000/svg}"


def shape_only(p: prim.Primitive) -> tuple:
    """A primitive without its colours and opacity: what a colour-blind reader still sees."""
    colourless = {"fill", "stroke", "opacity"}
    return (type(p).__name__, *(getattr(p, f.name) for f in fields(p) if f.name not in colourless))


def bounds(p: prim.Primitive) -> tuple[float, float, float, float]:
    if isinstance(p, prim.Rect):
        return p.x, p.y, p.x + p.w, p.y + p.h
    if isinstance(p, prim.Circle):
        return p.cx - p.r, p.cy - p.r, p.cx + p.r, p.cy + p.r
    if isinstance(p, prim.Ellipse):
        r = max(p.rx, p.ry)
        return p.cx - r, p.cy - r, p.cx + r, p.cy + r
    if isinstance(p, prim.Line):
        return min(p.x1, p.x2), min(p.y1, p.y2), max(p.x1, p.x2), max(p.y1, p.y2)
    if isinstance(p, prim.Path):
        return prim.path_bounds(p)
    return p.x, p.y, p.x, p.y


# ------------------------------------------------------------------ the description


def test_every_face_differs_from_every_other() -> None:
    faces = {card.code: tuple(card_face(card)) for card in DECK}
    for (a, fa), (b, fb) in itertools.combinations(faces.items(), 2):
        assert fa != fb, f"{a} and {b} look the same"


def test_plains_differ_in_the_picture_not_only_in_text() -> None:
    for a, b in itertools.combinations(DECK, 2):
        if a.month == b.month:
            pa = [p for p in card_face(a) if not isinstance(p, prim.Text)]
            pb = [p for p in card_face(b) if not isinstance(p, prim.Text)]
            assert pa != pb, f"{a} and {b} have the same picture"


@pytest.mark.parametrize("lang", LANGS)
def test_every_face_has_its_month_number_and_class_marker(lang: str) -> None:
    for card in DECK:
        face = card_face(card, lang)  # type: ignore[arg-type]
        texts = [p.text for p in face if isinstance(p, prim.Text)]
        assert str(card.month) in texts, card
        marker = class_marker(card.kind, card.ribbon)
        assert all(p in face for p in marker), card


def test_class_markers_have_different_shapes() -> None:
    shapes = {kind: tuple(map(shape_only, class_marker(kind))) for kind in Kind}
    assert len(set(shapes.values())) == 4


def test_ribbon_kinds_differ_without_colour() -> None:
    looks = {kind: tuple(map(shape_only, ribbon(kind))) for kind in Ribbon}
    assert len(set(looks.values())) == 3
    corners = {kind: tuple(map(shape_only, class_marker(Kind.RIBBON, kind))) for kind in Ribbon}
    assert len(set(corners.values())) == 3
    # and on the cards themselves: poetry has writing, blue stripes, red nothing extra
    by_kind = {
        kind: [c for c in DECK if c.ribbon is kind] for kind in Ribbon
    }  # 3 poetry, 3 blue, 4 red
    counts = {
        kind: {
            sum(isinstance(p, prim.Path) and p.stroke == "#140806" for p in card_face(c))
            for c in cards
        }
        for kind, cards in by_kind.items()
    }
    assert counts[Ribbon.RED] == {0} and counts[Ribbon.BLUE] == {0}
    assert min(counts[Ribbon.POETRY]) >= 6


def test_special_markers() -> None:
    rain = card_face(Card.parse("11b"))
    other_brights = [card_face(c) for c in DECK if c.kind is Kind.BRIGHT and c.code != "11b"]
    assert any("rain" in p.text for p in rain if isinstance(p, prim.Text))
    extra = set(rain) - set().union(*map(set, other_brights))
    assert any(isinstance(p, prim.Path) and p.fill == "#2f6db5" for p in extra)  # raindrop
    sake = card_face(Card.parse("9a"))
    assert any(isinstance(p, prim.Text) and "plain" in p.text for p in sake)
    assert label_lines(Card.parse("9a"), "ja")[1] == "タネ＋カス"


def test_faces_stay_on_the_card() -> None:
    for card in DECK:
        for p in card_face(card, "es"):
            x0, y0, x1, y1 = bounds(p)
            inside = min(x0, y0) >= -0.5 and x1 <= prim.ART_W + 0.5 and y1 <= prim.ART_H + 0.5
            assert inside, (card, p)


def test_labels_are_short_and_fit() -> None:
    for card in DECK:
        for lang in LANGS:
            for p in card_face(card, lang):
                if isinstance(p, prim.Text) and p.y > 130:
                    assert p.size >= 6, (card, lang, p.text)
                    if lang == "ja":
                        assert "CJK" in p.font


def test_overlays_and_back() -> None:
    plain = card_face(DECK[0])
    assert card_face(DECK[0], highlight=True)[: len(plain)] == plain
    assert (
        len(
            set(
                map(
                    tuple,
                    (overlays(highlight=True), overlays(selected=True), overlays(dimmed=True)),
                )
            )
        )
        == 3
    )
    assert card_back() != card_back(dimmed=True)
    with pytest.raises(ValueError, match="language"):
        card_face(DECK[0], "fr")  # type: ignore[arg-type]


# ------------------------------------------------------------------ SVG


@pytest.mark.parametrize("lang", LANGS)
def test_card_svg_is_well_formed_for_every_card(lang: str) -> None:
    for card in DECK:
        root = ET.fromstring(card_svg(card, lang=lang))  # type: ignore[arg-type]
        assert root.tag == f"{SVG}svg"
        assert root.get("width") == "60" and root.get("height") == "96"
        assert card.code in root.find(f"{SVG}title").text  # type: ignore[union-attr]
        assert str(card.month) in [t.text for t in root.iter(f"{SVG}text")]


def test_svg_is_deterministic_and_self_contained() -> None:
    outputs = [
        card_svg("11b", width=120, lang="ja", highlight=True),
        cards_svg("1b 3b 8b 9a", title="Brights"),
        pile_svg(DECK),
        back_svg(width=50),
    ]
    again = [
        card_svg(Card.parse("11b"), width=120, lang="ja", highlight=True),
        cards_svg(parse_cards("1b 3b 8b 9a"), title="Brights"),
        pile_svg(list(DECK)),
        back_svg(width=50),
    ]
    assert outputs == again
    for svg in outputs:
        ET.fromstring(svg)
        assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
        assert "<image" not in svg and "url(" not in svg and "@import" not in svg


def test_cards_svg_wraps_and_accepts_everything_parse_cards_does() -> None:
    one_row = ET.fromstring(cards_svg("1b 2a", width=60))
    assert float(one_row.get("height")) < 110  # type: ignore[arg-type]
    many = ET.fromstring(cards_svg(DECK, width=60))
    assert float(many.get("height")) > 3 * 96  # type: ignore[arg-type]
    assert float(many.get("width")) <= 830  # type: ignore[arg-type]
    assert cards_svg([Card.parse("1b"), "2a"]) == cards_svg("1b 2a")
    empty = cards_svg("", title="Field")
    assert "Field" in empty and "none" in empty
    with pytest.raises(ValueError):
        cards_svg("1b 1b")


def test_pile_svg_groups_by_class() -> None:
    svg = pile_svg("10p1 1b 7a 1r 2r 9a", lang="en", title="Captured")
    captions = [t.text for t in ET.fromstring(svg).iter(f"{SVG}text")]
    groups = [c for c in captions if c and re.fullmatch(r"\d+ (bright|animal|ribbon|plain)s?", c)]
    assert groups == ["1 bright", "2 animals", "2 ribbons", "1 plain"]  # counts, not points
    assert "Captured" in captions
    assert "光 1枚" in pile_svg("1b", lang="ja")
    ET.fromstring(pile_svg([]))


def test_card_repr_svg_uses_the_renderer() -> None:
    assert Card.parse("9a")._repr_svg_() == card_svg("9a")


# ------------------------------------------------------------------ canvas


class FakeCanvas:
    """Records what ipycanvas would send: method calls and attribute sets."""

    def __init__(self) -> None:
        object.__setattr__(self, "log", [])

    def __setattr__(self, name: str, value: object) -> None:
        self.log.append(("set", name, value))

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        def call(*args: object) -> None:
            self.log.append(("call", name, args))

        return call

    def calls(self, name: str) -> list[tuple]:
        return [args for kind, n, args in self.log if kind == "call" and n == name]


def test_draw_card_issues_canvas_commands() -> None:
    canvas = FakeCanvas()
    draw_card(canvas, Card.parse("11b"), 10, 20, 80, lang="ja", selected=True)
    assert canvas.calls("translate") == [(10, 20)]
    assert canvas.calls("scale") == [(0.8, 0.8)]
    assert len(canvas.calls("save")) == len(canvas.calls("restore")) == 1
    texts = [args[0] for args in canvas.calls("fill_text")]
    assert texts == [p.text for p in card_face(Card.parse("11b"), "ja") if isinstance(p, prim.Text)]
    assert "11" in texts and "雨" in texts
    assert len(canvas.calls("fill")) > 30 and canvas.calls("stroke")
    fonts = [v for kind, n, v in canvas.log if kind == "set" and n == "font"]
    assert any("Noto Sans CJK JP" in f for f in fonts)
    assert ("set", "stroke_style", "#1565c0") in canvas.log  # the selection frame


def test_canvas_replays_every_primitive() -> None:
    face = card_face(Card.parse("9a"), highlight=True, dimmed=True)
    canvas = FakeCanvas()
    draw_primitives(canvas, face, 0, 0, 100)
    alphas = [v for kind, n, v in canvas.log if kind == "set" and n == "global_alpha"]
    # each primitive's opacity, sent only when it changes
    assert alphas == [a for a, _ in itertools.groupby(p.opacity for p in face)]
    shapes = sum(not isinstance(p, prim.Text | prim.Line) for p in face)
    assert len(canvas.calls("begin_path")) == shapes
    back = FakeCanvas()
    draw_card(back, "1b", 0, 0, 60, face_up=False)
    assert not back.calls("fill_text") and back.calls("fill")


def test_plate_words_are_the_engines_names_shortened() -> None:
    # The plate asks the engine for names, so a card's plate and its name agree in every
    # language: the name (or its ribbon's or plant's) contains the plate word.
    for card in DECK:
        for lang in ("en", "es", "ja"):
            plate, _ = label_lines(card, lang)
            named = f"{card.name(lang)} {card.month_info.plant_name(lang)}"
            if card.ribbon is not None:
                named += f" {card.ribbon.label(lang)}"
            plain_red_in_japanese = lang == "ja" and card.ribbon is Ribbon.RED and plate == "無地"
            assert plate in named or plain_red_in_japanese, (card, lang, plate)
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        label_lines(Card.parse("1b"), "fr")  # type: ignore[arg-type]


def test_a_row_title_longer_than_its_cards_widens_the_picture() -> None:
    """Lesson titles such as "on the field: three pampas-grass cards" over three cards
    were cut ("three pampas-gra"): the picture is as wide as its title needs."""
    from widgets.art.primitives import text_width

    for title, codes, width in [
        ("on the field: three pampas-grass cards", "8b 8a 8p2", 70),
        ("inoshikacho 猪鹿蝶: boar, deer, butterflies", "7a 10a 6a", 80),
        ("en la mesa: tres cartas de hierba de la pampa", "8b 8a 8p2", 70),
    ]:
        svg = ET.fromstring(cards_svg(codes, width=width, title=title))
        assert float(svg.get("width")) >= text_width(title, 13, "bold"), title
