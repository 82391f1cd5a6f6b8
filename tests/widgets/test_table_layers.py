"""The table's two canvases (issue 18, redraw cost): a click or the pointer redraws only the
top canvas (the hand, the field and what lies over them); the felt, captions, piles and
stock stay on the canvas under it until they change."""

from __future__ import annotations

from ipycanvas.canvas import COMMANDS

from koikoi import parse_cards
from tests.widgets.positions import choice_round
from widgets.table.scene import CardItem
from widgets.table.view import TOP_CLASS
from widgets.table.widget import TableWidget


def _switches(message: list) -> list[str]:
    return [c[1][0] for c in message if c[0] == COMMANDS["switchCanvas"]]


def _connected() -> TableWidget:
    table = TableWidget(choice_round(captured=("10a 6a 9a", "1b 2r 2p2")), pace=0)
    table.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    return table


def test_a_click_redraws_only_the_top_canvas(sent: list[list]) -> None:
    table = _connected()
    base, top = (f"IPY_MODEL_{c.model_id}" for c in (table.canvas, table.top))
    assert TOP_CLASS in table.top._dom_classes  # the page lets its clicks through
    slot = table.layout_now.slot_of(parse_cards("7p1")[0], "hand")
    assert slot is not None
    sent.clear()
    table.click(slot.x + 5, slot.y + 5)  # selects the card: lifted, its two matches gold
    assert len(sent) == 1 and _switches(sent[0]) == [top]
    scene = table.last_scene
    cards = [i for i in scene.items[scene.steady :] if isinstance(i, CardItem)]
    draws = [c for c in sent[0] if c[0] == COMMANDS["drawImage"]]
    assert len(draws) == len(cards) == 3 + 5  # the hand and the field, nothing else
    assert {i.slot.region for i in cards} == {"hand", "field"}
    sent.clear()
    table.hover(-1, -1)
    table.click(2, 2)  # the felt: puts it back, again on top only
    assert [_switches(m) for m in sent] == [[top]]
    sent.clear()
    table.push("3p2")  # a move changes the piles and the captions: both canvases
    assert _switches(sent[-1]) == [base, top]


def test_the_steady_items_do_not_change_with_the_marks() -> None:
    table = _connected()
    before = table.scene()
    slot = table.layout_now.slot_of(parse_cards("7p1")[0], "hand")
    assert slot is not None
    table.click(slot.x + 5, slot.y + 5)
    after = table.scene()
    assert after.items != before.items  # the selection shows...
    assert after.items[: after.steady] == before.items[: before.steady]  # ...on top only
    assert 0 < after.steady < len(after.items)


def test_a_connecting_page_gets_both_canvases(sent: list[list]) -> None:
    table = _connected()
    base, top = (f"IPY_MODEL_{c.model_id}" for c in (table.canvas, table.top))
    sent.clear()
    table.top._handle_frontend_event(None, {"event": "client_ready"}, [])  # a new page
    assert [_switches(m) for m in sent] == [[base, top]]  # it saw neither: both drawn
