"""The deck of docs/rules.md §1: codes, months, classes, ribbons, names and card parsing."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from koikoi import DECK, LANGS, MONTHS, YAKU_INFO, YAKU_NAMES, Card, Kind, Month, Ribbon
from koikoi.cards import cards_of, format_cards, mask_of, parse_cards

B, A, R, P = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN

DECK_TABLE: dict[int, tuple[str, tuple[tuple[str, Kind], ...]]] = {
    int(month): (
        row["plant"],
        tuple((code, Kind[kind.upper()]) for code, kind in row["cards"].items()),
    )
    for month, row in tomllib.loads(
        (Path(__file__).parent / "deck_table.toml").read_text(encoding="utf-8")
    ).items()
}
"""docs/rules.md §1, row by row (``deck_table.toml``): month -> (English plant, its four cards
with their classes)."""
ALL_CODES = [code for _, cards in DECK_TABLE.values() for code, _ in cards]

# docs/rules.md §1: the named cards.
NAMED = {
    "1b": "crane",
    "2a": "bush warbler",
    "3b": "curtain",
    "4a": "cuckoo",
    "5a": "eight-plank bridge",
    "6a": "butterflies",
    "7a": "boar",
    "8b": "moon",
    "8a": "geese",
    "9a": "sake cup",
    "10a": "deer",
    "11b": "rain man",
    "11a": "swallow",
    "11p1": "lightning",
    "12b": "phoenix",
}

# The Spanish sources name the plants and the brights and animals (the rain man and the
# sake cup as the labsk wiki and Spanish Wikipedia call them: the course's terminology).
SPANISH_NAMES = {
    "1b": "grulla",
    "3b": "cortina",
    "8b": "luna",
    "11b": "hombre de la lluvia",
    "12b": "fénix",
    "2a": "ave del ciruelo",
    "6a": "mariposas",
    "7a": "jabalí",
    "9a": "copa de sake",
    "10a": "ciervo",
    "11a": "golondrina",
}
MONTH_NAMES_EN = (
    "January February March April May June July August September October November December"
)


# --- the 48 cards ----------------------------------------------------------------------


def test_deck_holds_exactly_the_48_codes_of_the_rules_in_table_order():
    assert len(ALL_CODES) == 48
    assert [card.code for card in DECK] == ALL_CODES
    assert len(set(DECK)) == 48


@pytest.mark.parametrize("month", range(1, 13))
def test_month_row_of_the_table(month):
    plant, cards = DECK_TABLE[month]
    for code, kind in cards:
        card = Card.parse(code)
        assert (card.code, card.month, card.kind) == (code, month, kind)
        assert card.month_info is MONTHS[month - 1]
    assert MONTHS[month - 1].number == month
    assert MONTHS[month - 1].plant == plant
    assert MONTHS[month - 1].name("en") == MONTH_NAMES_EN.split()[month - 1]


def test_class_counts():
    counts = {kind: sum(card.kind is kind for card in DECK) for kind in Kind}
    assert counts == {B: 5, A: 9, R: 10, P: 24}
    assert sum(card.month == 11 and card.kind is P for card in DECK) == 1  # lightning only
    assert sum(card.month == 12 and card.kind is P for card in DECK) == 3


def test_ribbon_colours():
    by_colour = {colour: {card.code for card in DECK if card.ribbon is colour} for colour in Ribbon}
    assert by_colour == {
        Ribbon.POETRY: {"1r", "2r", "3r"},
        Ribbon.BLUE: {"6r", "9r", "10r"},
        Ribbon.RED: {"4r", "5r", "7r", "11r"},
    }
    assert all(card.ribbon is None for card in DECK if card.kind is not R)


def test_objects_and_birds_are_classed_as_the_rules_say():
    # The bridge and the sake cup are animals; the crane and the phoenix are brights;
    # the lightning is an ordinary plain; the rain man is the only bright of November.
    assert Card.parse("5a").kind is A and Card.parse("9a").kind is A
    assert Card.parse("1b").kind is B and Card.parse("12b").kind is B
    assert Card.parse("11p1").kind is P
    assert {c.code for c in DECK if c.kind is B} == {"1b", "3b", "8b", "11b", "12b"}


def test_class_order_bright_animal_ribbon_plain():
    # labsk breaks a dealer-draw tie by class: bright > animal > ribbon > plain.
    assert sorted(Kind) == [B, A, R, P]
    assert [kind.letter for kind in Kind] == ["b", "a", "r", "p"]


# --- names -----------------------------------------------------------------------------


@pytest.mark.parametrize("code,english", sorted(NAMED.items()))
def test_named_cards(code, english):
    assert Card.parse(code).name("en") == english


@pytest.mark.parametrize("code,spanish", sorted(SPANISH_NAMES.items()))
def test_spanish_card_names_follow_the_source(code, spanish):
    assert Card.parse(code).name("es") == spanish


def test_spanish_plant_names_follow_the_source():
    plants = [MONTHS[m].plant_name("es") for m in range(12)]
    assert plants == [
        "pino",
        "ciruelo",
        "cerezo",
        "glicina",
        "iris",
        "peonía",
        "lespedeza",
        "hierba de pampas",
        "crisantemo",
        "arce",
        "sauce",
        "paulonia",
    ]


def _nonempty(text: object) -> bool:
    return isinstance(text, str) and text.strip() != ""


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_month_class_ribbon_and_yaku_has_a_name_in_every_language(lang):
    assert LANGS == ("en", "es", "ja")
    assert all(_nonempty(card.name(lang)) for card in DECK)
    assert len({card.name(lang) for card in DECK}) == 48  # no two cards share a name
    assert all(_nonempty(card.describe(lang)) for card in DECK)
    assert all(_nonempty(m.name(lang)) and _nonempty(m.plant_name(lang)) for m in MONTHS)
    assert all(_nonempty(kind.label(lang)) for kind in Kind)
    assert all(_nonempty(ribbon.label(lang)) for ribbon in Ribbon)
    assert set(YAKU_INFO) == set(YAKU_NAMES)
    assert all(_nonempty(YAKU_INFO[name].label(lang)) for name in YAKU_NAMES)


def test_japanese_yaku_names():
    assert "五光" in YAKU_INFO["goko"].label("ja")
    assert "猪鹿蝶" in YAKU_INFO["inoshikacho"].label("ja")


def test_describe_names_card_class_month_and_plant():
    text = Card.parse("9a").describe()
    for part in ("sake cup", "animal", "September", "chrysanthemum"):
        assert part in text
    assert "blue ribbon" in Card.parse("6r").describe()
    assert "copa" in Card.parse("9a").describe("es")


# --- codes, str and repr ---------------------------------------------------------------


@pytest.mark.parametrize("code", ALL_CODES)
def test_parse_str_and_repr_round_trip(code):
    card = Card.parse(code)
    assert str(card) == code
    assert repr(card) == f"Card.parse({code!r})"
    assert eval(repr(card), {"Card": Card}) == card
    assert eval(repr(card), {"Card": Card}) is card
    assert Card.parse(code.upper()) is card
    assert Card.parse(f"  {code} ") is card


def test_month_repr_pastes_back():
    for month in MONTHS:
        assert eval(repr(month), {"MONTHS": MONTHS}) is month
        assert isinstance(month, Month)


def test_cards_are_hashable_and_ordered_by_deck_position():
    assert {Card.parse("1b"), Card.parse("1b")} == {Card.parse("1b")}
    assert Card.parse("1b") < Card.parse("1r") < Card.parse("2a") < Card.parse("12p3")
    assert Card.parse("1b") != "1b"


# --- parse_cards -----------------------------------------------------------------------


def test_parse_cards_accepts_string_iterable_card_and_mixed():
    expected = (Card.parse("11b"), Card.parse("9a"), Card.parse("1p1"))
    assert parse_cards("11b 9a 1p1") == expected
    assert parse_cards(" 11b,9a  1p1 ") == expected
    assert parse_cards(["11b", "9a", "1p1"]) == expected
    assert parse_cards(("11b", Card.parse("9a"), "1p1")) == expected
    assert parse_cards(card for card in expected) == expected
    assert parse_cards(Card.parse("11b")) == (Card.parse("11b"),)
    assert parse_cards("") == ()
    assert parse_cards([]) == ()


def test_parse_cards_keeps_the_given_order():
    assert [str(c) for c in parse_cards("12b 1b 8a")] == ["12b", "1b", "8a"]


@pytest.mark.parametrize(
    "cards,token",
    [
        ("1b 14a", "14a"),
        ("1b 3a", "3a"),
        (["2a", "xyz"], "xyz"),
        ("1b 1b", "1b"),
        ("1b 3b 1B", "1b"),
        (["9a", Card.parse("9a")], "9a"),
    ],
)
def test_unknown_or_repeated_card_raises_value_error_naming_the_token(cards, token):
    with pytest.raises(ValueError, match=f"'{token}'"):
        parse_cards(cards)


def test_repeated_card_message():
    with pytest.raises(ValueError, match="card '1b' is named twice"):
        parse_cards("1b 2a 1b")


@pytest.mark.parametrize(
    "code,explanation",
    [
        ("13b", "there is no month 13"),
        ("0a", "there is no month 0"),
        ("1p3", "month 1 has 1b, 1r, 1p1, 1p2"),
        ("12p4", "month 12 has 12b, 12p1, 12p2, 12p3"),
        ("8r", "month 8 has 8b, 8a, 8p1, 8p2"),
        ("1p", "plains are numbered"),
        ("", "a code is a month 1-12 then b, a, r or p"),
        ("b1", "a code is a month 1-12 then b, a, r or p"),
        ("1 b", "a code is a month 1-12 then b, a, r or p"),
    ],
)
def test_malformed_code_explains_itself(code, explanation):
    with pytest.raises(ValueError, match=f"unknown card code {code!r}") as error:
        Card.parse(code)
    assert explanation in str(error.value)


def test_empty_token_in_an_iterable_is_rejected():
    with pytest.raises(ValueError, match="unknown card code ''"):
        parse_cards(["1b", ""])


@pytest.mark.parametrize("token", [5, None, 1.5, ["2a"]])
def test_non_string_code_is_rejected_with_a_clear_message(token):
    with pytest.raises(ValueError, match="a card code is a string, not"):
        Card.parse(token)
    with pytest.raises(ValueError, match="a card code is a string, not"):
        parse_cards(["1b", token])


@pytest.mark.parametrize("cards", [5, None, 2.0, b"1b"])
def test_parse_cards_rejects_what_is_neither_codes_nor_cards(cards):
    with pytest.raises(ValueError, match="cards are"):
        parse_cards(cards)


# --- masks -----------------------------------------------------------------------------


def test_masks_round_trip():
    pile = parse_cards("12b 1b 9a 11p1")
    mask = mask_of(pile)
    assert mask.bit_count() == 4
    assert mask_of("1b 9a 11p1 12b") == mask
    assert mask_of(mask) == mask
    assert cards_of(mask) == parse_cards("1b 9a 11p1 12b")  # deck order
    assert format_cards(mask) == "1b 9a 11p1 12b"
    assert format_cards("12b 1b") == "12b 1b"
    assert cards_of(mask_of(DECK)) == DECK
    assert all(card.mask == 1 << card.index for card in DECK)


@pytest.mark.parametrize("bad", [-1, 1 << 48])
def test_mask_outside_the_deck_is_rejected(bad):
    with pytest.raises(ValueError, match="outside the 48 cards"):
        mask_of(bad)


def test_a_bool_is_not_a_card_mask():
    with pytest.raises(ValueError):
        mask_of(True)
