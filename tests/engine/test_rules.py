"""Rule sets: the presets of docs/rules.md §2-3, validation, copies and serialisation."""

from __future__ import annotations

import dataclasses
import json

import pytest

from koikoi import RuleSet

PRESETS = ("standard", "labsk", "wikihow", "wikipedia-es")

# docs/rules.md §2, as options.
STANDARD = {
    "goko": 10,
    "shiko": 8,
    "ame_shiko": 7,
    "sanko": 5,
    "inoshikacho": 5,
    "inoshikacho_extends": False,  # "5 (no extension)"
    "akatan": 5,
    "aotan": 5,
    "akatan_aotan": 0,  # listed as two yaku, akatan 5 and aotan 5
    "ribbon_sets_extend": False,
    "viewing_yaku": True,
    "hanami": 5,
    "tsukimi": 5,
    "tane_min": 5,
    "tan_min": 5,
    "kasu_min": 10,
    "sake_cup_as_plain": True,
    "tsuki_fuda": 0,  # no monthly yaku
    "counting": "independent",
    "dealt_hand_points": 6,
    "redeal_field_four_pairs": False,
    "koikoi_limit": "round",
    "double_at": 7,
    "koikoi_double": "opponent-called",
    "exhausted_caller_keeps": False,
    "exhausted_dealer_points": 0,
    "rounds": 12,
    "dealer_selection": "earlier-month",
    "deal_batch": 2,
    "deal_order": ("nondealer", "field", "dealer"),
    "dealer_after_draw": "other",
    "scoreboard": "winner-only",
}

# The yaku of the encyclopedia texts (docs/rules.md §3 labsk, also wikipedia-es).
ENCYCLOPEDIA_YAKU = {
    "inoshikacho_extends": True,
    "akatan": 6,
    "aotan": 6,
    "akatan_aotan": 10,
    "ribbon_sets_extend": True,
    "tsuki_fuda": 4,
    "counting": "best-per-category",
}

# docs/rules.md §3: "Every difference from standard; anything not named is as in standard."
DIFFERENCES = {
    "standard": {},
    "labsk": {
        **ENCYCLOPEDIA_YAKU,
        "dealer_selection": "earlier-month-then-class",
        "deal_batch": 8,
        "koikoi_limit": "unlimited",
        "koikoi_double": "latest-call-by-loser",
        "redeal_field_four_pairs": True,
        "exhausted_dealer_points": 1,
        "dealer_after_draw": "same",
    },
    "wikihow": {
        "dealer_selection": "one-per-month",
        "deal_batch": 4,
        "deal_order": ("dealer", "field", "nondealer"),
        "inoshikacho_extends": True,
        "akatan_aotan": 10,
        "ribbon_sets_extend": True,
        "counting": "best-per-category",
        "koikoi_limit": "player",
        "koikoi_double": "latest-call-by-loser",
        "scoreboard": "ledger",
        "dealer_after_draw": "same",
    },
    "wikipedia-es": {
        **ENCYCLOPEDIA_YAKU,
        "dealer_selection": "one-per-month",
        "deal_batch": 4,
        "deal_order": ("field", "dealer", "nondealer"),
        "exhausted_caller_keeps": True,
        "dealer_after_draw": "same",
    },
}


def test_default_rules_are_the_standard_preset():
    assert RuleSet() == RuleSet.preset("standard")
    assert RuleSet().preset_name == "standard"
    assert RuleSet.PRESETS == PRESETS


@pytest.mark.parametrize("option,value", sorted(STANDARD.items()))
def test_standard_option(option, value):
    assert getattr(RuleSet(), option) == value


@pytest.mark.parametrize("name", PRESETS)
def test_preset_differs_from_standard_exactly_where_the_rules_say(name):
    rules = RuleSet.preset(name)
    expected = DIFFERENCES[name]
    assert {option: mine for option, (mine, _) in rules.differences().items()} == expected
    assert rules.preset_name == name
    for option, value in expected.items():
        assert getattr(rules, option) == value


def test_key_options_of_each_preset_spelled_out():
    labsk, wikihow, wikies = (RuleSet.preset(n) for n in ("labsk", "wikihow", "wikipedia-es"))
    # labsk: koi-koi again on every improving turn, oya-ken 1, batches of 8, akatan 6
    assert (labsk.koikoi_limit, labsk.exhausted_dealer_points, labsk.deal_batch) == (
        "unlimited",
        1,
        8,
    )
    assert (labsk.akatan, labsk.aotan, labsk.akatan_aotan, labsk.tsuki_fuda) == (6, 6, 10, 4)
    assert labsk.sake_cup_as_plain and labsk.hanami == labsk.tsukimi == 5
    # wikihow: once per player, both start at 50, akatan/aotan 5 each, akatan-aotan 10
    assert (wikihow.koikoi_limit, wikihow.scoreboard, wikihow.ledger_start) == (
        "player",
        "ledger",
        50,
    )
    assert (wikihow.akatan, wikihow.aotan, wikihow.akatan_aotan, wikihow.tsuki_fuda) == (
        5,
        5,
        10,
        0,
    )
    assert wikihow.deal_order == ("dealer", "field", "nondealer")
    # wikipedia-es: one call per round, the caller keeps the called combination when exhausted
    assert (wikies.koikoi_limit, wikies.exhausted_caller_keeps, wikies.koikoi_double) == (
        "round",
        True,
        "opponent-called",
    )
    assert wikies.deal_order == ("field", "dealer", "nondealer")
    for rules in (labsk, wikihow, wikies):
        assert rules.double_at == 7
        assert rules.dealt_hand_points == 6
        assert rules.counting == "best-per-category"


def test_unknown_preset_lists_the_known_ones():
    with pytest.raises(ValueError, match="unknown rule preset 'koreanish'") as error:
        RuleSet.preset("koreanish")
    for name in PRESETS:
        assert repr(name) in str(error.value)
    with pytest.raises(ValueError, match="known presets"):
        RuleSet.preset(None)  # type: ignore[arg-type]


# --- validation ------------------------------------------------------------------------

BAD_VALUES = [
    ("akatan", -1),
    ("akatan", 5.5),
    ("akatan", "6"),
    ("goko", True),
    ("double_at", None),
    ("inoshikacho_extends", 1),
    ("viewing_yaku", "yes"),
    ("counting", "best"),
    ("koikoi_limit", "twice"),
    ("koikoi_double", None),
    ("dealer_after_draw", "loser"),
    ("dealer_selection", "dice"),
    ("scoreboard", "ledger50"),
    ("deal_batch", 3),
    ("deal_batch", True),
    ("deal_batch", 2.0),
    ("deal_batch", "2"),
    ("rounds", 0),
    ("rounds", 13),
    ("tane_min", 0),
    ("tan_min", 0),
    ("kasu_min", 0),
    ("deal_order", ("dealer", "dealer", "field")),
    ("deal_order", ("dealer", "field")),
    ("deal_order", None),
    ("deal_order", "dealer"),
    ("deal_order", ("dealer", "field", 3)),
]


@pytest.mark.parametrize("option,value", BAD_VALUES)
def test_bad_option_value_raises_value_error_naming_the_option(option, value):
    with pytest.raises(ValueError, match=f"^{option}="):
        RuleSet(**{option: value})
    with pytest.raises(ValueError, match=f"^{option}="):
        RuleSet.preset("labsk").replace(**{option: value})


def test_choice_error_lists_the_choices():
    with pytest.raises(ValueError, match="'round', 'player', 'unlimited'"):
        RuleSet(koikoi_limit="twice")


def test_deal_order_list_becomes_a_tuple():
    rules = RuleSet(deal_order=["field", "dealer", "nondealer"])  # type: ignore[arg-type]
    assert rules.deal_order == ("field", "dealer", "nondealer")
    assert rules == RuleSet.preset("standard").replace(deal_order=("field", "dealer", "nondealer"))


# --- copies, serialisation, hashing ----------------------------------------------------


def test_replace_validates_and_leaves_the_original_unchanged():
    labsk = RuleSet.preset("labsk")
    house = labsk.replace(akatan=7, koikoi_limit="round")
    assert (house.akatan, house.koikoi_limit) == (7, "round")
    assert (labsk.akatan, labsk.koikoi_limit) == (6, "unlimited")
    assert RuleSet.preset("labsk") == labsk
    assert house.preset_name is None
    assert house.differences(labsk) == {"akatan": (7, 6), "koikoi_limit": ("round", "unlimited")}
    with pytest.raises(ValueError, match="unknown rule option 'akatn'"):
        labsk.replace(akatn=7)
    with pytest.raises(ValueError, match="akatan="):
        labsk.replace(akatan=-7)
    assert labsk.replace() == labsk


def test_a_house_rule_back_to_the_preset_value_is_the_preset_again():
    assert RuleSet().replace(akatan=6).replace(akatan=5).preset_name == "standard"


@pytest.mark.parametrize("name", PRESETS)
def test_to_dict_from_dict_round_trip(name):
    rules = RuleSet.preset(name)
    data = rules.to_dict()
    assert json.loads(json.dumps(data)) == data  # plain JSON values
    assert set(data) == {f.name for f in dataclasses.fields(RuleSet)}
    assert RuleSet.from_dict(data) == rules
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == rules
    house = rules.replace(akatan=9, rounds=6)
    assert RuleSet.from_dict(house.to_dict()) == house


def test_from_dict_fills_missing_options_from_standard_and_rejects_unknown_ones():
    assert RuleSet.from_dict({"akatan": 6}) == RuleSet().replace(akatan=6)
    assert RuleSet.from_dict({}) == RuleSet()
    with pytest.raises(ValueError, match="unknown rule option 'colour'"):
        RuleSet.from_dict({"colour": "red"})
    with pytest.raises(ValueError, match=r"^deal_order="):
        RuleSet.from_dict({"deal_order": None})


def test_rules_are_hashable_and_frozen():
    presets = {RuleSet.preset(name): name for name in PRESETS}
    assert len(presets) == 4
    assert presets[RuleSet()] == "standard"
    assert hash(RuleSet().replace(akatan=6)) == hash(RuleSet(akatan=6))
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().akatan = 6  # type: ignore[misc]
    assert RuleSet().akatan == 5


def test_every_option_is_explained_in_one_sentence() -> None:
    from dataclasses import fields

    from koikoi.rules import OPTION_HELP

    names = {f.name for f in fields(RuleSet)}
    assert set(OPTION_HELP) == names
    for name in names:
        text = RuleSet.explain(name)
        assert text.endswith(".") and len(text) > 15, name
    with pytest.raises(ValueError, match="unknown rule option 'akatan6'"):
        RuleSet.explain("akatan6")


def test_every_option_and_every_choice_has_a_label() -> None:
    from dataclasses import fields

    from koikoi.rules import _CHOICES, OPTION_LABELS, VALUE_LABELS

    names = [f.name for f in fields(RuleSet)]
    assert set(OPTION_LABELS) == set(names)
    labels = [RuleSet.label(name) for name in names]
    assert len(set(labels)) == len(labels) and all(0 < len(label) <= 40 for label in labels)
    assert RuleSet.label("koikoi_limit") == "koi-koi limit"
    words = {name: choices for name, choices in _CHOICES.items() if name != "deal_batch"}
    assert {name: tuple(VALUE_LABELS[name]) for name in words} == words
    assert [RuleSet.value_label("koikoi_limit", c) for c in _CHOICES["koikoi_limit"]] == [
        "one per round",
        "one per player",
        "unlimited",
    ]
    order = ("dealer", "field", "nondealer")
    assert RuleSet.value_label("deal_order", order) == "dealer > field > non-dealer"
    assert RuleSet.value_label("viewing_yaku", False) == "no"
    assert RuleSet.value_label("deal_batch", 8) == RuleSet.value_label("akatan", 8) == "8"
    with pytest.raises(ValueError, match="koikoi_limit='twice' is not a value of that option"):
        RuleSet.value_label("koikoi_limit", "twice")
    with pytest.raises(ValueError, match="unknown rule option 'akatan6'"):
        RuleSet.label("akatan6")
    with pytest.raises(ValueError, match="unknown rule option 'akatan6'"):
        RuleSet.value_label("akatan6", 6)


def test_every_option_tells_its_allowed_values() -> None:
    """RuleSet.choices: every choice it lists is accepted, and a value outside is refused."""
    for field in dataclasses.fields(RuleSet):
        allowed = RuleSet.choices(field.name)
        if allowed is None:
            continue
        for value in allowed:
            assert getattr(RuleSet().replace(**{field.name: value}), field.name) == value
        with pytest.raises(ValueError):
            RuleSet().replace(**{field.name: "not-a-choice"})
    assert len(RuleSet.choices("deal_order") or ()) == 6
    with pytest.raises(ValueError, match="unknown rule option"):
        RuleSet.choices("nope")
