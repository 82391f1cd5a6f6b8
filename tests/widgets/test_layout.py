"""Table geometry and hit-testing (widgets.table.layout), the scene (widgets.table.scene)
and the static SVG of a round (widgets.table.svg)."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest

from koikoi import DECK, Round, parse_cards
from koikoi.phase import Phase
from widgets.art.groups import pile_groups
from widgets.art.primitives import Primitive
from widgets.table.layout import PILE_X, REGIONS, TABLE_W, layout_table
from widgets.table.scene import (
    CardItem,
    Marks,
    TableState,
    build_scene,
    last_draw,
    progress_lines,
)
from widgets.table.svg import round_svg

SVG = "{http://www.w3.org/2000/svg}"


def _layout(field: int = 8, pile: int = 6, hand: int = 8, **kw):  # type: ignore[no-untyped-def]
    cards = list(DECK)
    return layout_table(
        hand=cards[:hand],
        opponent_hand=8,
        field=cards[8 : 8 + field],
        captured=(cards[24 : 24 + pile], cards[24 + pile : 24 + 2 * pile]),
        stock_size=24,
        **kw,
    )


def _overlap(a, b) -> bool:  # type: ignore[no-untyped-def]
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


@pytest.mark.parametrize("field", [0, 1, 5, 8, 12, 16])
def test_cards_stay_on_the_table_and_hand_field_cards_never_overlap(field: int) -> None:
    lay = _layout(field=field, pile=12)
    for slot in lay.slots:
        assert slot.x >= 0 and slot.x + slot.w <= TABLE_W, slot
        assert slot.y >= 0 and slot.y + slot.h <= lay.height, slot
    spread = [s for s in lay.slots if s.region in ("hand", "field", "drawn")]
    for a, b in itertools.combinations(spread, 2):
        assert not _overlap(a, b), (a, b)
    assert len(lay.region("field")) == field


def test_hit_finds_every_card_and_the_topmost_of_overlapping_ones() -> None:
    lay = _layout(field=10, pile=22)
    for slot in lay.slots:
        if slot.region == "stock":
            continue
        # the visible left strip of each card (fans overlap to the right) hits it
        assert lay.hit(slot.x + 2, slot.y + slot.h - 2) == slot
    pile = lay.region("pile")
    b = next(b for a, b in itertools.pairwise(pile) if _overlap(a, b))
    assert lay.hit(b.x + 1, b.y + 1) == b  # the later card lies on top
    assert lay.hit(TABLE_W - 2, 2) is None and lay.hit(-5, 10) is None


def test_a_full_pile_fits_its_area_and_groups_by_class() -> None:
    pile = parse_cards("1b 3b 8b 11b 12b 2a 4a 5a 6a 7a 8a 9a 10a 11a") + tuple(
        c for c in DECK if c.kind.name == "PLAIN"
    )
    lay = layout_table(hand=(), opponent_hand=0, field=(), captured=(pile, ()), stock_size=0)
    slots = lay.region("pile")
    assert len(slots) == len(pile)
    assert all(s.x >= PILE_X and s.x + s.w <= TABLE_W - 16 for s in slots)
    kinds = [s.card.kind for s in slots if s.card]
    assert kinds == sorted(kinds, key=lambda k: list(type(k)).index(k))
    assert [k for k, _ in pile_groups(pile)] == [g.kind for g in lay.groups["pile"]]
    assert [g.count for g in lay.groups["pile"]] == [len(g) for _, g in pile_groups(pile)]


def test_regions_show_part_of_the_table() -> None:
    full = _layout()
    middle = _layout(regions={"field", "stock"})
    assert middle.height < full.height
    assert {s.region for s in middle.slots} == {"field", "stock"}
    mine = _layout(regions={"hand"})
    assert {s.region for s in mine.slots} == {"hand"} and mine.height < middle.height
    with pytest.raises(ValueError, match=r"unknown table region\(s\) \['boar'\]"):
        _layout(regions={"field", "boar"})
    with pytest.raises(ValueError, match="shows nothing"):
        _layout(regions=())
    assert set(REGIONS) == {s.region for s in full.slots} - {"drawn"} | {
        "bar",
        "opponent_pile",
        "pile",
    }


def test_a_lifted_hand_card_rises() -> None:
    card = DECK[2]
    plain, lifted = _layout(), _layout(lifted=card)
    assert lifted.slot_of(card).y < plain.slot_of(card).y
    assert lifted.hit(lifted.slot_of(card).x + 5, lifted.slot_of(card).y + 3).card == card


# --- the scene --------------------------------------------------------------------------

BOAR = dict(
    hands=("7a 1b", "12p1 12p2"), field="7p1 3p1", deck="4p1 5p1 6p1 8p1", captured=("10a 6a", "8b")
)


def test_progress_lines_say_what_a_yaku_still_needs() -> None:
    state = TableState.of(Round.from_position(**BOAR).view(0))  # type: ignore[arg-type]
    assert progress_lines(state, 0)[0] == ("inoshikacho 2/3 — needs boar (7a)", "one away")
    rnd = Round.from_position(**BOAR)  # type: ignore[arg-type]
    rnd.push("7a")
    lines = progress_lines(TableState.of(rnd.view(0)), 0)
    assert lines[0] == ("✓ inoshikacho 5", "reached")


def test_scene_marks_targets_selection_and_koikoi_calls() -> None:
    rnd = Round.from_position(**BOAR | {"koikoi_calls": (0, 1)})  # type: ignore[arg-type]
    targets = frozenset(parse_cards("7p1"))
    scene = build_scene(
        TableState.of(rnd, 0), Marks(selected=parse_cards("7a")[0], targets=targets)
    )
    cards = {i.slot.card: i for i in scene.cards() if i.slot.card}
    assert cards[parse_cards("7p1")[0]].highlight and cards[parse_cards("7a")[0]].selected
    assert not cards[parse_cards("3p1")[0]].highlight
    texts = [t.text for t in scene.texts()]
    assert "KOI-KOI" in texts and "your turn" in texts and "stock 4" in texts
    backs = [i for i in scene.cards() if i.slot.region == "opponent_hand"]
    assert len(backs) == 2 and all(i.slot.card is None for i in backs)


def test_the_engines_moment_before_the_draw_shows_the_drawn_card_beside_the_stock() -> None:
    # the scene draws the engine's position between the play and the draw (it undoes nothing)
    rnd = Round.from_position(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
    rnd.push("7a")
    assert last_draw(rnd.events) == tuple([*parse_cards("7a 3p2")[:2], parse_cards("3p1")])
    assert not hasattr(TableState, "before_draw")
    moment = rnd.before_draw(0)
    assert moment is not None
    before = TableState.of(moment)
    assert before.drawn == parse_cards("3p2")[0]
    assert set(before.field) == set(parse_cards("3p1"))
    assert set(before.captured[0]) == set(parse_cards("7a 7p1"))
    lay = build_scene(before).layout
    assert lay.region("drawn")[0].card == before.drawn


def test_result_banner_speaks_to_you() -> None:
    rnd = Round.from_position(**BOAR)  # type: ignore[arg-type]
    rnd.push("7a")
    rnd.push("stop")
    texts = [t.text for t in build_scene(TableState.of(rnd, 0)).texts()]
    assert "You win 5 points" in texts
    assert "The opponent wins 5 points" in [
        t.text for t in build_scene(TableState.of(rnd, 1)).texts()
    ]


# --- static SVG ---------------------------------------------------------------------------


def test_round_svg_is_valid_and_shows_the_cards_a_player_sees() -> None:
    rnd = Round.deal(seed=4)
    svg = round_svg(rnd.view(0))
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("width") == "100%"  # as wide as its column
    assert root.get("viewBox", "").startswith(f"0 0 {TABLE_W} ")
    assert f"max-width:{TABLE_W}px" in root.get("style", "")
    text = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert "Opponent" in text and "You" in text and "stock 24" in text
    # one card group per visible card: 8 in hand + 8 on the field, plus backs and stock
    groups = [g for g in root.iter(f"{SVG}g") if (g.get("transform") or "").startswith("translate")]
    assert len(groups) == 8 + 8 + 8 + 3
    assert rnd._repr_svg_() == round_svg(rnd.view(rnd.to_move))


def test_round_svg_does_not_reveal_the_opponents_hand() -> None:
    a = Round.from_position(hands=("7a 1b", "12p1 12p2"), field="7p1", deck="4p1")
    b = Round.from_position(hands=("7a 1b", "2p1 9a"), field="7p1", deck="5p1")
    assert round_svg(a.view(0)) == round_svg(b.view(0))
    assert round_svg(a.view(1)) != round_svg(b.view(1))


def test_scene_items_are_primitives_or_cards() -> None:
    scene = build_scene(TableState.of(Round.deal(seed=2), 0))
    assert all(isinstance(i, CardItem | Primitive) for i in scene.items)
    assert len(scene.cards()) == len(scene.layout.slots)


def test_the_status_pill_names_a_koi_koi_decision_instead_of_a_turn() -> None:
    # at the decision the mover chooses koi-koi or stop: "your turn" would ask for a card
    rnd = Round.from_position(
        hands=("3b 1p1", "12p1 12p2"), field="3p1 5p1", deck="4p1 5p2 6p1", captured=("1b 8b", "")
    )
    rnd.push("3b")
    assert rnd.phase is Phase.DECISION
    mine = [t.text for t in build_scene(TableState.of(rnd, 0)).texts()]
    theirs = [t.text for t in build_scene(TableState.of(rnd, 1)).texts()]
    assert "koi-koi or stop?" in mine and "your turn" not in mine
    assert "deciding" in theirs and "to move" not in theirs
