"""What the table draws (widgets.table.scene): readable piles, the drawn card as a card, the
hinted move, the koi-koi moment with the engine's facts, the opponent's call, the totals
bar, a clean fresh deal, and every caption inside its box in English and Spanish."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from pathlib import Path

import pytest

from koikoi import DECK, Round, RuleSet, parse_cards, round_points
from koikoi.i18n import set_language
from koikoi.scoring import progress, score
from tests.engine.test_bad_input import positions
from widgets.art.faces import COMPACT_BELOW, compact_face, face_at, label_lines
from widgets.art.palette import INK, KOI_RED
from widgets.art.primitives import ART_W, Rect, Text, text_width
from widgets.table.canvas import CardAtlas, draw_items, draw_scene
from widgets.table.layout import FIELD_X, PILE_CARD_W, TABLE_CARD_W, TABLE_W, layout_table
from widgets.table.names import BODY, NAME_MIN, card_names, shown_widths
from widgets.table.scene import (
    HINT,
    NOTE_MIN,
    CardItem,
    Marks,
    Scene,
    TableState,
    build_scene,
    card_words,
    progress_lines,
)
from widgets.table.svg import scene_svg

COLUMN_1366 = 1100
"""The width a JupyterLab notebook column gives the table on a 1366 px wide screen."""
PANEL_FILL = "#0d2b1a"
"""The fill of the koi-koi panel and the result banner."""
LEGIBLE_PX = 8.0
"""The smallest name size on screen (px) we call legible."""

DECISION = dict(
    hands=("7a 1b 2p1 3p1", "12p1 12p2 4p1 9p1"),
    field="7p1 3p2 5p1",
    deck="4p2 6p1 8p1 10p1 11p1 2p2",
    captured=("10a 6a", "8b 1r 2r"),
)


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    set_language(request.param)
    yield request.param
    set_language("en")


def _decision() -> Round:
    rnd = Round.from_position(**DECISION)  # type: ignore[arg-type]
    rnd.push("7a")  # boar: inoshikacho
    return rnd


def _called(field: str = "7p1 3p2 4p1", deck: str = "4p2 6p1 8p1 10p1 11p1 2p2") -> Round:
    """The opponent (player 1) takes the boar for inoshikacho and calls koi-koi."""
    rnd = Round.from_position(
        hands=("2p1 3p1 5p1", "7a 12p1 9p1"),
        field=field,
        deck=deck,
        captured=("1r", "10a 6a"),
        to_move=1,
    )
    rnd.push("7a")
    rnd.push("koikoi")
    return rnd


def _big() -> Round:
    return Round.from_position(
        hands=("1p1 2p1 3p1", "4p1 5p1 6p1"),
        field="7p1 11p1 9p1",
        deck="10p1 12p1 1p2 2p2",
        captured=(
            "1b 3b 2a 4a 5a 6a 7a 1r 2r 3r 4r 5r 6r 7r 8p1 8p2 9p2 10p2 12p2 12p3 4p2 5p2",
            "8b 12b 9a 10a 11a 9r 10r 6p2 7p2",
        ),
    )


# --- piles ------------------------------------------------------------------------------


def test_every_captured_card_is_drawn_grouped_by_class_none_folded() -> None:
    rnd = _big()
    scene = build_scene(TableState.of(rnd, 0))
    for region, pile in (("pile", rnd.captured[0]), ("opponent_pile", rnd.captured[1])):
        drawn = [s.card for s in scene.layout.region(region)]
        assert sorted(drawn) == sorted(pile)  # type: ignore[type-var]
        kinds = [c.kind for c in drawn if c]
        assert kinds == sorted(kinds, key=lambda k: k.value)
    texts = " ".join(t.text for t in scene.texts())
    folded = re.search(r"\+\d+ more|\b1 more", texts)  # not "×2 at 7 or more"
    assert not folded and "…" not in texts


@pytest.mark.parametrize("size", [4, 9, 14])
def test_piles_of_ordinary_size_lie_side_by_side_so_every_name_shows(size: int) -> None:
    pile = DECK[:size]
    lay = layout_table(hand=(), opponent_hand=0, field=(), captured=(pile, ()), stock_size=0)
    slots = lay.region("pile")
    overlapping = [
        (a, b)
        for a, b in itertools.combinations(slots, 2)
        if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h
    ]
    assert not overlapping


def test_a_long_group_closes_up_only_as_far_as_the_pile_needs() -> None:
    """A pile whose first row is a little too wide and whose plains fill a row of their
    own (as in a late round): every group closes up evenly, so the plains keep most of
    each card in view instead of folding under one another while the others have room."""
    pile = parse_cards("3b 2a 10a 2r 5r 7r 10r 11r 1p1 2p1 3p1 5p1 7p1 10p1 10p2 11p1 12p1 12p2")
    lay = layout_table(hand=(), opponent_hand=0, field=(), captured=(pile, ()), stock_size=0)
    plains = [s for s in lay.region("pile") if s.card and s.card.kind.name == "PLAIN"]
    steps = [b.x - a.x for a, b in itertools.pairwise(plains)]
    assert len(plains) == 10 and min(steps) >= 0.8 * PILE_CARD_W, steps
    assert max(s.x + s.w for s in lay.region("pile")) <= TABLE_W


def test_yaku_progress_under_a_pile_keeps_its_size_when_columns_are_uneven(lang: str) -> None:
    """A late round's pile: two short lines (tan, kasu), a long one (hanami, needs the sake
    cup) and short ones; the long line gets the room the short columns leave (it was
    squeezed to 5.6 px in a column as narrow as the others)."""
    rnd = Round.from_position(
        hands=("8p1 9p1", "12p3 4p1"),
        field="6p1 6p2",
        deck="4p2 8p2 9p2",
        captured=("3b 2a 10a 2r 5r 7r 10r 11r 1p1 2p1 3p1 5p1 7p1 10p1 10p2 11p1 12p1 12p2", ""),
    )
    scene = build_scene(TableState.of(rnd, 0))
    pile = scene.layout.areas["pile"]
    cards = max(s.y + s.h for s in scene.layout.region("pile"))
    inside = range(int(pile.x), int(pile.x + pile.w))
    notes = [t for t in scene.texts() if int(t.x) in inside and cards < t.y < pile.y + pile.h]
    assert any("hanami" in t.text for t in notes) and len(notes) >= 4
    assert min(t.size for t in notes) >= NOTE_MIN, [(t.text, t.size) for t in notes]  # was 5.6


def _notes(scene: Scene, region: str) -> list[Text]:
    """The texts under a pile's cards, inside its panel: its yaku progress lines."""
    area = scene.layout.areas[region]
    slots = scene.layout.region(region)
    cards = max((s.y + s.h for s in slots), default=area.y + 64)
    return [
        t
        for t in scene.texts()
        if area.x <= t.x < area.x + area.w and cards + 8 < t.y < area.y + area.h
    ]


def _left_out(lines: list[str], drawn: list[str], lang: str) -> int:
    """How many of the progress ``lines`` the ``drawn`` texts leave out: they are the first
    lines, in order, then (when some are left out) a last line counting the others."""
    kept = len(drawn) if drawn == lines else len(drawn) - 1
    assert drawn[:kept] == lines[:kept], (lines, drawn)
    if kept < len(lines):
        words = {"en": "+{} more", "es": "+{} más"}[lang]
        assert drawn[-1] == words.format(len(lines) - kept), (lines, drawn)
    return len(lines) - kept


def test_every_progress_line_is_legible_inside_its_pile_in_random_positions(lang: str) -> None:
    """Reachable positions of every preset, seen by each player: every progress line is
    drawn at NOTE_MIN or larger, inside its pile's panel; the lines drawn are the first of
    :func:`progress_lines` and a count of the rest (the old columns kept every line and
    narrowed them, a quarter of them below 10.5 px and big piles' to about 5 px)."""
    dropped = 0
    for rnd in positions(per_preset=10, seed=5):
        for who in (0, 1):
            state = TableState.of(rnd, who)
            scene = build_scene(state)
            for region, owner in (("pile", who), ("opponent_pile", 1 - who)):
                area = scene.layout.areas[region]
                notes = _notes(scene, region)
                lines = [text for text, _ in progress_lines(state, owner)]
                dropped += _left_out(lines, [t.text for t in notes], lang) > 0
                for t in notes:
                    left, right = _extent(t)
                    assert t.size >= NOTE_MIN, (t.text, t.size)
                    assert area.x <= left and right <= area.x + area.w, (t.text, area)
                    assert t.y <= area.y + area.h - 4, (t.text, area)
    assert dropped  # the positions include piles too crowded for all their lines


CROWDED = {  # a late round's piles (and hand, field, stock): many yaku made, or long needs
    "six yaku made": (
        ("4p1", "5p1"),
        "11p1 12p1",
        "11b 2p1",
        "1b 3b 8b 6a 7a 10a 2a 4a 1r 2r 3r 6r 10r 1p1 1p2 3p1 3p2 6p1 6p2 7p1 7p2 8p1 8p2 10p1"
        " 10p2 9p1 9p2",
        "12b 9a 5a 8a 11a 9r 4r 5r 7r 11r 4p2 5p2 2p2 12p2 12p3",
        1,
    ),
    "long needs": (
        ("1p1", "2p1"),
        "3p1 4p1",
        "5p1 6p1",
        "1b 3b 2a 4a 5a 6a 1r 2r 6r 7r 8p1 8p2 9p2 10p2 12p2 12p3 4p2 5p2 11p1 9p1 7p1",
        "8b 12b 9a 10a 11a 9r 10r 6p2 7p2 1p2 2p2 3p2 12p1 11b 11r 10p1 4r",
        2,
    ),
}


@pytest.mark.parametrize("pile", CROWDED)
def test_a_crowded_pile_keeps_its_yaku_and_counts_the_lines_left_out(lang: str, pile: str) -> None:
    """Most of the deck in the two piles: yours shows every yaku made, the nearest others
    as room allows, and "+N more" for the rest, all at NOTE_MIN or larger."""
    hands, field, deck, mine, theirs, left_out = CROWDED[pile]
    rnd = Round.from_position(hands=hands, field=field, deck=deck, captured=(mine, theirs))
    state = TableState.of(rnd, 0)
    lines = progress_lines(state, 0)
    drawn = [t.text for t in _notes(build_scene(state), "pile")]
    reached = [text for text, status in lines if status == "reached"]
    assert drawn[: len(reached)] == reached, drawn
    assert _left_out([text for text, _ in lines], drawn, lang) == left_out, drawn
    assert drawn[-1] == {"en": f"+{left_out} more", "es": f"+{left_out} más"}[lang]
    assert min(t.size for t in _notes(build_scene(state), "pile")) >= NOTE_MIN


def test_a_pile_whose_lines_fit_shows_every_one(lang: str) -> None:
    """The opponent's pile of the crowded "long needs" round: its four lines fit (narrowed
    a little in English, not below NOTE_MIN), so none is left out and nothing is counted."""
    hands, field, deck, mine, theirs, _n = CROWDED["long needs"]
    rnd = Round.from_position(hands=hands, field=field, deck=deck, captured=(mine, theirs))
    state = TableState.of(rnd, 0)
    notes = _notes(build_scene(state), "opponent_pile")
    lines = [text for text, _ in progress_lines(state, 1)]
    assert len(lines) == 4 and [t.text for t in notes] == lines
    assert min(t.size for t in notes) >= NOTE_MIN


@pytest.mark.parametrize("language", ["en", "es"])
def test_pile_card_names_are_legible_at_1366(language: str) -> None:
    """The compact face's name, at the pile's card size and the scale a 1366 px screen
    gives the table, is at least LEGIBLE_PX tall for every card."""
    assert PILE_CARD_W < COMPACT_BELOW
    scale = COLUMN_1366 / TABLE_W
    smallest = min(
        p.size
        for card in DECK
        for p in compact_face(card, language)
        if isinstance(p, Text)
        and p.size > 12  # the name (the month badge is a number)
        and not p.text.isdigit()
    )
    assert smallest * PILE_CARD_W / ART_W * scale >= LEGIBLE_PX, smallest
    assert face_at(DECK[0], PILE_CARD_W) == compact_face(DECK[0])


def test_progress_names_cards_with_their_codes_as_an_aid(lang: str) -> None:
    """The hint names the card as the lessons do, not by the plate's word (a reader saw
    «falta poética (3r)», «falta copa (9a)» beside lessons saying «cinta poética», «copa de
    sake»)."""
    state = TableState.of(_decision().view(0))
    texts = [t.text for t in build_scene(state).texts()]
    words = {"en": "needs poetry ribbon (3r)", "es": "falta cinta poética (3r)"}[lang]
    assert f"akatan 2/3 — {words}" in texts
    cup = Round.from_position(
        hands=("1p1", "2p1"), field="5p1", deck="6p1 7p1", captured=("8b", "")
    )
    lines = [text for text, _ in progress_lines(TableState.of(cup, 0), 0)]
    assert any(
        line.endswith({"en": "needs sake cup (9a)", "es": "falta copa de sake (9a)"}[lang])
        for line in lines
    ), lines


def _card_rows(path: Path) -> dict[str, tuple[str, str]]:
    """A card list's rows (docs/cards.md, docs/es/cartas.md): code -> (class, name)."""
    rows = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and cells[0].startswith("`") and cells[0].endswith("`"):
            rows[cells[0].strip("`")] = (cells[2], cells[3])
    return rows


@pytest.mark.parametrize(("language", "card_list"), [("en", "cards.md"), ("es", "es/cartas.md")])
def test_the_table_names_every_card_as_the_card_list_does(language: str, card_list: str) -> None:
    """Every card the table names ("needs …", the moves it tells) is named by a word of its
    row in the card list the lessons link: its own name, or for a ribbon its kind (the
    code beside it tells which); never the plate's short word («copa», «azul»)."""
    rows = _card_rows(Path(__file__).parents[2] / "docs" / card_list)
    assert len(rows) == len(DECK)
    for card in DECK:
        name, code = card_words(card, language).rsplit(" ", 1)
        assert code == f"({card.code})"
        kind, own = rows[card.code]
        assert name in ((kind, own) if card.ribbon is not None else (own,)), (card.code, name)


# --- the drawn card, the hint -----------------------------------------------------------


RESOLVED = {
    # a position, the moves after which the latest draw has resolved, that draw, where it lies
    "to the field": (dict(hands=("7a", "1p1"), field="7p1 3p1", deck="5p1 6p1"), ["7a"], "5p1"),
    "captured": (dict(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1"), ["7a"], "3p2"),
    "the opponent's": (
        dict(hands=("7a 4p1", "1p1 2p1"), field="7p1 3p1 9p1", deck="5p1 9p2 6p1 6p2"),
        ["7a", "1p1"],
        "9p2",
    ),
}
"""Rounds whose latest draw has resolved: laid on the field, captured by you, captured by
the opponent (the table seen from your side each time)."""


def _faces_blitted(scene: Scene) -> list[object]:
    """The cards the canvas widget copies face up onto the table for ``scene``, read from
    its draw commands (each sprite's place in the atlas tells its card)."""
    sizes = {i.slot.w for i in scene.cards()}
    atlases = {w: CardAtlas(_Recorder(), w) for w in sizes}
    canvas = _Recorder()
    draw_scene(canvas, scene, atlases)
    cells = {w: {a.cell(c): c for c in DECK} for w, a in atlases.items()}
    faces, clip = [], None
    for name, args in canvas.calls:
        if name == "rect":
            clip = args
        elif name == "draw_image":
            x, y, w = clip[0], clip[1], clip[2]
            faces.append(cells[w].get((round(x - args[1]), round(y - args[2]))))
    return [c for c in faces if c is not None]


@pytest.mark.parametrize("case", list(RESOLVED))
def test_a_resolved_draw_is_shown_face_up_once_where_it_went(case: str) -> None:
    """Issue 23: the drawn iris showed twice (in the «último robo» slot and on the field).
    Once resolved, the drawn card lies on the field or in a pile, framed there with a
    "drawn" tab; the slot beside the stock is an empty outline naming its code."""
    position, moves, code = RESOLVED[case]
    rnd = Round.from_position(**position)  # type: ignore[arg-type]
    for move in moves:
        rnd.push(move)
    drawn = parse_cards(code)[0]
    state = TableState.of(rnd, 0)
    assert state.drawn is None and state.last_drawn == drawn
    scene = build_scene(state)
    shown = [i for i in scene.cards() if i.slot.card == drawn]
    assert len(shown) == 1 and shown[0].marked, shown
    where = {"to the field": "field", "captured": "pile"}.get(case, "opponent_pile")
    assert shown[0].slot.region == where
    assert not scene.layout.region("drawn")
    assert _faces_blitted(scene).count(drawn) == 1  # what the canvas widget draws
    texts = [t.text for t in scene.texts()]
    assert "last draw" in texts and code in texts and texts.count("drawn") == 1
    assert ("→ to the field" if case == "to the field" else "→ captured") in texts
    (tab,) = [t for t in scene.texts() if t.text == "drawn"]
    slot = shown[0].slot
    assert slot.x <= tab.x <= slot.x + slot.w and slot.y < tab.y < slot.y + slot.h  # on it
    assert scene_svg(scene).count(">drawn<") == 1


def test_a_draw_waiting_to_resolve_is_shown_in_the_drawn_slot_only() -> None:
    rnd = Round.from_position(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
    rnd.push("7a")
    moment = rnd.before_draw(0)  # the drawn 3p2 turned over, not yet resolved
    assert moment is not None
    scene = build_scene(TableState.of(moment))
    shown = [i for i in scene.cards() if i.slot.card == parse_cards("3p2")[0]]
    assert [i.slot.region for i in shown] == ["drawn"]
    assert _faces_blitted(scene).count(parse_cards("3p2")[0]) == 1
    assert "drawn" not in [t.text for t in scene.texts() if t.y > shown[0].slot.y]  # no tab


def test_the_hinted_move_is_framed_in_its_own_colour() -> None:
    rnd = Round.from_position(**DECISION)  # type: ignore[arg-type]
    hinted = frozenset(parse_cards("7a 7p1"))
    scene = build_scene(TableState.of(rnd, 0), Marks(hinted=hinted))
    marked = {i.slot.card for i in scene.cards() if i.hinted}
    assert marked == set(hinted)
    assert not any(i.highlight for i in scene.cards())  # not the hover gold
    assert HINT in scene_svg(scene)


# --- the koi-koi moment -----------------------------------------------------------------


def test_koikoi_panel_shows_the_yaku_cards_points_and_the_engines_risk() -> None:
    rnd = _decision()
    state = TableState.of(rnd, 0)
    scene = build_scene(state, Marks(koikoi_panel=True))
    texts = " ".join(t.text for t in scene.texts())
    panel = [i for i in scene.cards() if i.slot.region == "koikoi"]
    made = score(rnd.captured[0], rnd.rules).yaku
    assert [y.name for y in made] == ["inoshikacho"]
    shown = [i.slot.card for i in panel]
    assert shown[:3] == list(made[0].cards)
    # the points a stop wins now, as the engine's RoundPoints count them
    points = round_points(score(rnd.captured[0], rnd.rules).total, rnd.rules).points
    assert f"Stop now: you win {points} points" in texts
    # the opponent's nearest yaku and the cards that complete it, from the engine's progress
    close = [
        p
        for p in progress(rnd.captured[1], rnd.rules, opponent=rnd.captured[0])
        if p.status == "one away" and not p.counted
    ]
    completing = sorted({c for p in close for c in p.completing})
    assert shown[3:] == completing and completing
    for p in close:
        assert p.name in texts
    view = rnd.view(0)
    assert f"stock {view.stock_size}" in texts and f"your hand {len(view.hand)}" in texts
    assert "their points are doubled" in texts
    assert set(scene.buttons) == {"koikoi", "stop"}
    for name, area in scene.buttons.items():
        assert scene.button_at(area.x + area.w / 2, area.y + area.h / 2) == name
    assert scene.button_at(1, 1) is None


def test_koikoi_panel_follows_the_rules_in_force() -> None:
    rnd = Round.from_position(
        **DECISION,
        rules=RuleSet(koikoi_double="none"),  # type: ignore[arg-type]
    )
    rnd.push("7a")
    texts = " ".join(
        t.text for t in build_scene(TableState.of(rnd, 0), Marks(koikoi_panel=True)).texts()
    )
    assert "does not double" in texts and "against a koi-koi caller" not in texts


def test_koikoi_panel_needs_the_viewers_decision() -> None:
    rnd = Round.from_position(**DECISION)  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"koikoi_panel=True\) needs the viewer's koi-koi decision"
    ):
        build_scene(TableState.of(rnd, 0), Marks(koikoi_panel=True))


def test_the_opponents_call_is_announced_until_the_next_move() -> None:
    rnd = _called()
    texts = [t.text for t in build_scene(TableState.of(rnd, 0)).texts()]
    assert "The opponent calls KOI-KOI!" in texts
    assert "Make a yaku and stop: your points are doubled." in texts
    rnd.push(rnd.legal_moves()[0])
    assert "The opponent calls KOI-KOI!" not in [
        t.text for t in build_scene(TableState.of(rnd, 0)).texts()
    ]


def test_the_call_banner_leaves_every_card_in_view(lang: str) -> None:
    """The banner of the opponent's call lies beside their face-down hand: it covers no
    card of the field or the hands (the learner has a move to make), in either language."""
    rnd = _called(
        field="7p1 3p2 4p1 1p1 2p2 8p1 10p1 11p1 5p2 6p2", deck="9p2 6p1 8p2 10p2 12p2 4p2"
    )
    scene = build_scene(TableState.of(rnd, 0))
    banner = next(i for i in scene.items if isinstance(i, Rect) and i.fill == KOI_RED and i.w > 200)
    assert len({s.y for s in scene.layout.region("field")}) == 2  # two rows of cards
    for slot in scene.layout.slots:
        apart = (
            banner.x + banner.w <= slot.x
            or slot.x + slot.w <= banner.x
            or banner.y + banner.h <= slot.y
            or slot.y + slot.h <= banner.y
        )
        assert apart, slot


def test_the_bar_shows_match_totals_and_the_multipliers_live() -> None:
    rnd = _called()  # the opponent called: a win of yours is doubled
    state = replace(TableState.of(rnd, 0), match_points=(12, 5), round_number=(3, 12))
    texts = [t.text for t in build_scene(state).texts()]
    assert "Round 3 of 12" in texts and "Match: You 12 · Opponent 5" in texts
    assert any("×2 at 7 or more" in t and "×2 against a koi-koi caller" in t for t in texts)
    rnd2 = Round.from_position(**DECISION)  # type: ignore[arg-type]
    rnd2.push("7a")
    rnd2.push("koikoi")
    live = [t.text for t in build_scene(TableState.of(rnd2, 1)).texts()]
    # the viewer (player 1) would win against a caller: the engine's multiplier shows
    assert any("Opponent: 5 points" in t for t in live)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ("You: 5 points ×2 = 10", "You: 1 point", "You: 5 points")),
        ("es", ("Tú: 5 puntos ×2 = 10", "Tú: 1 punto", "Tú: 5 puntos")),
    ],
)
def test_the_bar_says_points_in_words_a_player_reads(language: str, words: tuple[str, ...]) -> None:
    """The bar says «Tú: 5 puntos ×2 = 10», «Tú: 1 punto» (a reader found «Tú: combinaciones
    7 ×2 = 14» and «Tú: combinaciones 5» unnatural), and it fits its bar."""
    set_language(language)
    try:
        doubled = Round.from_position(
            hands=("1p1 2p1", "3p1 4p1"),
            field="5p1 6p1",
            deck="8p1 9p1 10p1",
            captured=("7a 10a 6a", "1b"),
            koikoi_calls=(0, 1),
        )
        one = Round.from_position(
            hands=("1p1", "3p1"), field="5p1", deck="8p1 9p1", captured=("1r 4r 5r 7r 11r", "")
        )
        shown = []
        for rnd, doubling in ((doubled, True), (one, True), (doubled, False)):
            scene = build_scene(TableState.of(rnd, 0), doubling=doubling)
            bar = scene.layout.areas["bar"]
            (live,) = [t for t in scene.texts() if t.text.startswith(words[0].split(":")[0] + ":")]
            assert live.x + text_width(live.text, live.size, "bold") <= bar.x + bar.w - 16
            shown.append(live.text.split(" · ")[0])
        assert tuple(shown) == words
    finally:
        set_language("en")


def test_bar_facts_are_checked() -> None:
    rnd = Round.deal(seed=1)
    state = TableState.of(rnd, 0, match_points=(3, 0), round_number=(2, 6))
    assert state.round_number == (2, 6)
    with pytest.raises(ValueError, match=r"round_number=\(7, 6\) must be"):
        TableState.of(rnd, 0, round_number=(7, 6))
    with pytest.raises(ValueError, match=r"match_points=.* two whole numbers"):
        TableState.of(rnd, 0, match_points=(1.5, 0))  # type: ignore[arg-type]


def test_a_fresh_deal_shows_nothing_of_the_last_round() -> None:
    scene = build_scene(TableState.of(Round.deal(seed=7), 0))
    assert not any(i.marked or i.hinted for i in scene.cards())
    assert not scene.layout.region("drawn") and not scene.buttons
    texts = " ".join(t.text for t in scene.texts())
    assert "win" not in texts and "KOI-KOI" not in texts and "last draw" not in texts


# --- fitting and rendering --------------------------------------------------------------


def _extent(t: Text) -> tuple[float, float]:
    """The text's left and right, across the table."""
    if t.rotation == -90:  # upright, read upwards: the letters' body across
        return t.x - BODY[0] * t.size, t.x + BODY[1] * t.size
    w = text_width(t.text, t.size, t.weight)
    start = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    return start, start + w


def _scenes() -> list[Scene]:
    decision, called, big = _decision(), _called(), _big()
    finished = _decision()
    finished.push("stop")
    drawn = Round.from_position(hands=("7a", "1p1"), field="7p1 3p1", deck="3p2 5p1")
    drawn.push("7a")
    return [
        build_scene(TableState.of(Round.deal(seed=3), 0)),
        build_scene(TableState.of(decision, 0), Marks(koikoi_panel=True)),
        build_scene(
            replace(TableState.of(called, 0), match_points=(120, 45), round_number=(11, 12))
        ),
        build_scene(TableState.of(big, 0)),
        build_scene(TableState.of(finished, 0)),
        build_scene(TableState.of(drawn, 0), Marks(hinted=frozenset(parse_cards("3p1")))),
    ]


def _card_names(scene: Scene) -> dict[int, tuple[CardItem, list[Text]]]:
    """The texts written on each small card after it (its name), by the card's place."""
    out: dict[int, tuple[CardItem, list[Text]]] = {}
    for i, item in enumerate(scene.items):
        if isinstance(item, CardItem):
            after = itertools.takewhile(lambda x: not isinstance(x, CardItem), scene.items[i + 1 :])
            out[i] = (item, [t for t in after if isinstance(t, Text) and t.fill == INK])
    return out


def test_every_caption_fits_its_box(lang: str) -> None:
    for scene in _scenes():
        lay = scene.layout
        names = {id(t) for _card, texts in _card_names(scene).values() for t in texts}
        boxes = [a for name, a in lay.areas.items() if name in ("opponent_pile", "pile")]
        for t in scene.texts():
            left, right = _extent(t)
            assert left >= 0 and right <= lay.width, (t.text, left, right)
            for box in boxes:  # a caption in a pile's panel stays inside it
                if box.x <= t.x < box.x + box.w and box.y <= t.y < box.y + box.h:
                    assert box.x - 1 <= left and right <= box.x + box.w + 1, (t.text, box)
            stock = lay.areas.get("stock")
            if (
                stock
                and id(t) not in names
                and t.x < FIELD_X
                and stock.y - 30 < t.y < stock.y + stock.h + 30
            ):
                assert right <= FIELD_X - 4, (t.text, right)  # stock, drawn card
        bar = lay.areas.get("bar")
        if bar:  # the bar's texts do not run into each other
            row = sorted(_extent(t) for t in scene.texts() if bar.y <= t.y < bar.y + bar.h)
            assert all(a[1] <= b[0] for a, b in itertools.pairwise(row)), row
        panels = [
            i for i in scene.items if isinstance(i, Rect) and i.fill == PANEL_FILL and i.stroke
        ]
        for panel in panels:  # the koi-koi panel's and the banners' texts stay inside
            for t in scene.texts():
                if panel.x <= t.x < panel.x + panel.w and panel.y <= t.y < panel.y + panel.h:
                    left, right = _extent(t)
                    assert panel.x < left and right < panel.x + panel.w, (t.text, panel)
        for name, area in scene.buttons.items():
            inside = [t for t in scene.texts() if area.contains(t.x, t.y - 1)]
            assert inside, name
            for t in inside:
                left, right = _extent(t)
                assert area.x <= left and right <= area.x + area.w, (t.text, area)


def _pile(kinds: dict[str, int]) -> tuple:
    """The first cards of the deck of each kind (by name), as many as asked."""
    return tuple(
        c for kind, n in kinds.items() for c in [d for d in DECK if d.kind.name == kind][:n]
    )


PILES = {  # from a few cards, through the fullest piles of play, to the whole deck
    "group of nine": _pile({"ANIMAL": 9, "RIBBON": 5, "PLAIN": 8}),
    "twenty-four": _pile({"ANIMAL": 9, "RIBBON": 10, "PLAIN": 5}),
    "plains": _pile({"BRIGHT": 2, "ANIMAL": 3, "PLAIN": 18}),
    "whole deck": tuple(DECK),
}


@pytest.mark.parametrize("pile", PILES)
def test_every_name_in_a_pile_fits_the_strip_of_its_card_in_view(lang: str, pile: str) -> None:
    cards = PILES[pile]
    lay = layout_table(hand=(), opponent_hand=0, field=(), captured=(cards, ()), stock_size=0)
    slots = lay.region("pile")
    for slot, strip, texts in zip(slots, shown_widths(slots), card_names(slots), strict=True):
        # the strip is this card's by the hit-testing: the next card starts where it ends
        assert lay.hit(slot.x + strip - 0.5, slot.y + slot.h / 2) == slot
        if strip < slot.w:
            assert lay.hit(slot.x + strip + 0.5, slot.y + slot.h / 2) != slot
        name = label_lines(slot.card, lang)[0]
        words = [t for t in texts if isinstance(t, Text)]
        assert "".join(t.text.rstrip("-") for t in words).replace(" ", "") == name.replace(
            " ", ""
        ) or (len(cards) > 24 and words[0].text.endswith(".") and len(words[0].text) >= 6), (
            pile,
            name,
            words,
        )
        for t in words:
            left, right = _extent(t)
            assert slot.x <= left and right <= slot.x + strip, (pile, t, strip)
            # a covered card's letters stay legible (one in view whole has its face's plate)
            assert t.size >= (NAME_MIN if strip < slot.w else 8.5), (pile, t)
            length = text_width(t.text, t.size, t.weight) if t.rotation else t.size
            assert slot.y < t.y - length and t.y < slot.y + slot.h, (pile, t)


def test_the_table_writes_each_small_cards_name_after_it_not_in_its_face(lang: str) -> None:
    scene = _scenes()[3]  # a big round: full piles
    written = [
        (item.slot, texts)
        for item, texts in _card_names(scene).values()
        if item.slot.region in ("pile", "opponent_pile")
    ]
    assert len(written) == len(scene.layout.region("pile") + scene.layout.region("opponent_pile"))
    for slot, texts in written:
        assert texts and texts[0].text[:3] == label_lines(slot.card)[0][:3], (slot, texts)
    card = written[0][0].card
    faces = [CardAtlas(_Recorder(), PILE_CARD_W)]
    faces[0].draw()
    drawn = {args[0] for name, args in faces[0].canvas.calls if name == "fill_text"}
    assert label_lines(card)[0] not in drawn and str(card.month) in drawn


class _Recorder:
    """Records the ipycanvas calls made on it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple]] = []

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        def call(*args):  # type: ignore[no-untyped-def]
            self.calls.append((name, args))

        return call

    def __setattr__(self, name: str, value: object) -> None:
        if name == "calls":
            object.__setattr__(self, name, value)
        else:
            self.calls.append(("set_" + name, (value,)))


def test_the_canvas_draws_at_device_pixels_for_a_crisp_picture() -> None:
    scene = _scenes()[1]
    sizes = {i.slot.w for i in scene.items if isinstance(i, CardItem)}
    atlases = {w: CardAtlas(_Recorder(), w, scale=2) for w in sizes}
    canvas = _Recorder()
    draw_scene(canvas, scene, atlases, scale=2)
    clips = [args for name, args in canvas.calls if name == "rect"]
    first = next(i for i in scene.items if isinstance(i, CardItem))
    assert (
        round(first.slot.x * 2),
        round(first.slot.y * 2),
        first.slot.w * 2,
        first.slot.h * 2,
    ) in [tuple(a) for a in clips]
    assert CardAtlas.size(50, 2) == (10 * 104, 5 * 164)
    with pytest.raises(ValueError, match=r"drawn at scale 1\.0, the table at 2"):
        draw_scene(canvas, scene, {w: CardAtlas(_Recorder(), w) for w in sizes}, scale=2)


def test_a_redraw_at_device_ratio_two_sends_hardly_more_commands_than_at_one() -> None:
    """The canvas is scaled once per redraw, not once per run of shapes: at ratio 2 a
    click's redraw adds a save, a scale and a restore, and one transform reset per card."""
    scene = build_scene(TableState.of(_decision(), 0), Marks(hinted=frozenset(parse_cards("1b"))))
    top = scene.items[scene.steady :]
    counts = {}
    for scale in (1, 2):
        canvas = _Recorder()
        atlases = {w: CardAtlas(_Recorder(), w, scale=scale) for w in (TABLE_CARD_W, PILE_CARD_W)}
        draw_items(canvas, top, atlases, scale)
        counts[scale] = len(canvas.calls)
    cards = sum(isinstance(i, CardItem) for i in top)
    assert cards and counts[2] <= counts[1] + cards + 3, counts


class _StateCanvas:
    """A canvas that keeps its drawing state as a browser does (attributes and transform,
    ``save``/``restore``) and records each painting call with the state it paints in."""

    PAINTS = ("fill", "stroke", "fill_text", "stroke_line", "draw_image", "clip")

    def __init__(self) -> None:
        object.__setattr__(self, "state", {"transform": (1.0, 0.0, 0.0)})
        object.__setattr__(self, "stack", [])
        object.__setattr__(self, "painted", [])
        object.__setattr__(self, "commands", 0)

    def __setattr__(self, name: str, value: object) -> None:
        object.__setattr__(self, "commands", self.commands + 1)
        self.state[name] = value

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        def call(*args: object) -> None:
            object.__setattr__(self, "commands", self.commands + 1)
            a, tx, ty = self.state["transform"]
            if name == "save":
                self.stack.append(dict(self.state))
            elif name == "restore":
                object.__setattr__(self, "state", self.stack.pop())
            elif name == "translate":
                self.state["transform"] = (a, tx + a * args[0], ty + a * args[1])  # type: ignore[operator]
            elif name == "scale":
                self.state["transform"] = (a * args[0], tx, ty)  # type: ignore[operator]
            elif name == "reset_transform":
                self.state["transform"] = (1.0, 0.0, 0.0)
            elif name in self.PAINTS:
                self.painted.append((name, args if name != "draw_image" else args[1:],
                                     sorted(self.state.items(), key=str)))  # fmt: skip

        return call


@pytest.mark.parametrize("scale", [1, 2])
def test_a_redraw_sends_each_attribute_only_when_it_changes_and_paints_the_same(
    monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """The table's redraw leaves out attribute sets that change nothing (and no-op moves):
    every painting call happens in the same state as when every attribute is set anew for
    every primitive, with far fewer commands."""
    from widgets.art import canvas as art_canvas

    scenes = [
        build_scene(TableState.of(Round.deal(seed=3), 0)),
        build_scene(
            TableState.of(_decision(), 0),
            Marks(koikoi_panel=True, hinted=frozenset(parse_cards("1b"))),
        ),
    ]

    def painted() -> tuple[list[tuple], int]:
        canvas = _StateCanvas()
        for scene in scenes:
            sizes = {i.slot.w for i in scene.cards()}
            atlases = {w: CardAtlas(_StateCanvas(), w, scale=scale) for w in sizes}
            draw_scene(canvas, scene, atlases, scale=scale)
        return canvas.painted, canvas.commands

    lean, lean_commands = painted()
    sprites = [dict(state) for name, _args, state in lean if name == "draw_image"]
    assert sprites and all(s.get("global_alpha", 1) == 1 for s in sprites)  # cards opaque

    def set_always(pen: art_canvas.Pen, name: str, value: object) -> None:
        setattr(pen.canvas, name, value)

    monkeypatch.setattr(art_canvas.Pen, "set", set_always)
    full, full_commands = painted()
    assert len(lean) == len(full) > 100
    for got, want in zip(lean, full, strict=True):
        assert got == want
    assert lean_commands < (0.8 if scale == 1 else 0.9) * full_commands


def test_a_wrapped_panel_line_never_ends_on_a_lone_number() -> None:
    """'... Greedy's hand' / '2': a count alone on the last line of a koi-koi panel line
    reads as a stray number; it goes down with the word before it."""
    from widgets.table.scene import _wrap

    text = "• Cards left: stock 11 · your hand 1 · Greedy's hand 2"
    for width in range(200, 420, 5):
        lines = _wrap(text, 12.5, width)
        assert " ".join(lines) == text
        assert " " in lines[-1], (width, lines)
        assert all(text_width(line, 12.5) <= width for line in lines), (width, lines)


def test_a_finished_round_draws_no_empty_text_on_the_bar() -> None:
    """Lesson 8's finished board had an empty bold line where the others say «You: yaku 5 ·
    Opponent: no yaku» (a round over has no yaku "now")."""
    from widgets.kit.lesson import table_picture

    over = Round.from_position(
        hands=("7a", "9p1"), field="7p1 9a", deck="5p1 5p2", captured=("10a 6a", "8b")
    )
    for move in ["7a", "koikoi", "9p1"]:
        over.push(move)
    assert over.result is not None
    scene = build_scene(TableState.of(over, 0))
    assert all(t.text.strip() for t in scene.texts())
    assert "></text>" not in table_picture(over, player=0).svg
