"""House rules: the rules editor changes single options and refuses bad ones; the same
piles and the same recorded round are scored under each rule set."""

from __future__ import annotations

import pytest

from koikoi import RuleSet, score
from widgets.apps.house_rules import (
    OPTION_GROUPS,
    HouseRulesLab,
    RecordedRound,
    RulesEditor,
    pile_table,
    round_table,
)

PRESETS = {name: RuleSet.preset(name) for name in RuleSet.PRESETS}


def test_every_option_has_a_control() -> None:
    grouped = [name for names in OPTION_GROUPS.values() for name in names]
    assert sorted(grouped) == sorted(RuleSet().to_dict())
    editor = RulesEditor()
    assert set(editor.controls) == set(grouped)


def test_the_exhausted_round_options_sit_under_a_heading_naming_them() -> None:
    """The heading of the drawn-round options names them as the lessons do (reader 20: one
    name, "drawn round", even where oya-ken pays the dealer), and who deals after a drawn
    round sits with the match (issue 23)."""
    heading = next(h for h, names in OPTION_GROUPS.items() if "exhausted_dealer_points" in names)
    assert heading.startswith("Drawn rounds")
    assert "exhausted_caller_keeps" in OPTION_GROUPS[heading]
    assert "dealer_after_draw" not in OPTION_GROUPS[heading]


def test_editor_presets_single_options_and_refusals() -> None:
    editor = RulesEditor()
    seen = []
    editor.on_change(seen.append)
    editor.controls["akatan"].value = 6  # as if typed
    assert editor.rules == RuleSet().replace(akatan=6)
    assert "house variant" in editor.summary.value and "akatan" in editor.summary.value
    with pytest.raises(ValueError, match="rounds=0 must be from 1 to 12"):
        editor.set_option("rounds", 0)  # refused: shown, not applied, control as before
    assert "rounds=0 must be from 1 to 12" in editor.message.value
    assert editor.rules.rounds == 12 and editor.controls["rounds"].value == 12
    editor.preset.value = "wikihow"
    assert editor.rules == RuleSet.preset("wikihow")
    assert editor.controls["koikoi_limit"].value == "player"
    assert editor.controls["deal_order"].value == ("dealer", "field", "nondealer")
    assert seen[-1] == RuleSet.preset("wikihow")
    with pytest.raises(ValueError, match="unknown rule option 'akatanx'"):
        editor.set_option("akatanx", 1)


def test_same_piles_side_by_side() -> None:
    rows = pile_table(["1r 2r 3r 4r 5r", "1b 1r 1p1 1p2"], PRESETS)
    assert rows[0] == ["1r 2r 3r 4r 5r", "akatan 5 + tan 1 = 6", "akatan 8", "akatan 7", "akatan 8"]
    assert rows[1][1:] == [str(score("1b 1r 1p1 1p2", r)) for r in PRESETS.values()]


def test_same_round_under_each_preset() -> None:
    recorded = RecordedRound.record(29)
    assert recorded == RecordedRound.record(29)  # seeded: the same deal and plays
    assert len(recorded.moves) == 16  # every card of both hands
    results = {name: recorded.play(rules).result for name, rules in PRESETS.items()}
    standard = results["standard"]
    assert (standard.winner, standard.base, standard.multiplier) == (1, 6, 2)  # Ann called
    assert results["labsk"].reason == "stop" and results["labsk"].multiplier == 4
    assert {r.points for r in results.values()} == {12, 28, 32}
    table = dict(round_table(recorded, PRESETS))
    assert table["standard"] == "Ben 12 (aotan 5 + tan 1 = 6 ×2; koi-koi by Ann; automatic end)"
    assert "koi-koi by Ann and by Ben;" in table["labsk"]  # issue 23: not «Ann, Ben»


def test_lab_compares_standard_with_the_edited_rules() -> None:
    lab = HouseRulesLab(["1r 2r 3r 4r 5r"], RecordedRound.record(29))
    assert lab.comparison.value.count("akatan 5 + tan 1 = 6") == 2
    lab.editor.set_preset("labsk")
    assert "akatan 8" in lab.comparison.value


def test_controls_show_the_engines_labels_in_the_course_language() -> None:
    from koikoi.i18n import set_language

    editor = RulesEditor()
    label = editor.controls["exhausted_dealer_points"].description
    assert label == "dealer points in a drawn round"
    assert editor.controls["koikoi_limit"].options[0] == ("one per round", "round")
    set_language("es")
    try:
        editor = RulesEditor("wikihow")
        limit = editor.controls["koikoi_limit"]
        assert limit.description == "límite de koi-koi"
        assert [label for label, _value in limit.options] == [
            "una vez por ronda",
            "una vez por jugador",
            "sin límite",
        ]
        assert editor.controls["deal_order"].options[0][0] == "ko > mesa > oya"
        assert "<li>límite de koi-koi: <b>una vez por jugador</b>" in editor.summary.value
        assert "player" not in editor.summary.value and "nondealer" not in editor.summary.value
        with pytest.raises(ValueError):
            editor.set_option("rounds", 13)
        assert "rounds=13 debe ir de 1 a 12" in editor.message.value
        editor.set_option("akatan", 6)
        assert editor.preset.label == "perfil de la casa"
    finally:
        set_language("en")


def test_number_boxes_take_what_the_rules_take() -> None:
    editor = RulesEditor()
    for name, control in editor.controls.items():
        if type(control).__name__ == "BoundedIntText":
            assert (control.min, control.max) == RuleSet.bounds(name)
    editor.controls["ledger_start"].value = 500  # the rules allow it; the box did not
    assert editor.rules.ledger_start == 500
    editor.controls["akatan"].value = 10**5000  # the box keeps to the rules' bounds
    assert editor.rules.akatan == RuleSet.bounds("akatan")[1]


def test_the_preset_menu_follows_the_rules_and_takes_the_same_preset_again() -> None:
    editor = RulesEditor("labsk")
    editor.controls["akatan"].value = 7
    assert editor.preset.label == "house variant" and editor.rules.preset_name is None
    editor.preset.value = "labsk"  # the same preset again: back to it
    assert editor.rules == RuleSet.preset("labsk") and editor.preset.value == "labsk"
    editor.controls["akatan"].value = 5
    editor.controls["akatan"].value = 6  # back to labsk's own value: the menu says so
    assert editor.preset.value == "labsk"
    editor.preset.value = ""  # picking "house variant" itself changes nothing
    assert editor.rules == RuleSet.preset("labsk")


def test_an_error_in_an_on_change_function_is_shown_not_raised() -> None:
    editor = RulesEditor()
    seen = []

    def broken(_rules: RuleSet) -> None:
        raise RuntimeError("the comparison broke")

    editor.on_change(broken)
    editor.on_change(seen.append)
    editor.controls["akatan"].value = 6  # as if typed: nothing escapes into the page
    assert "An on_change function failed: RuntimeError: the comparison broke" in (
        editor.message.value
    )
    assert seen == [editor.rules] and editor.rules.akatan == 6


def test_presets_show_their_sources_names_in_both_languages() -> None:
    """Issue 23 (reader 1.6): the menu names a preset as its source does (LaBSK, wikiHow,
    Spanish Wikipedia), never by its code name; the value stays the code name."""
    from koikoi.i18n import set_language
    from widgets.kit import rules_label

    for lang, wiki in (("en", "Spanish Wikipedia"), ("es", "Wikipedia en español")):
        set_language(lang)
        try:
            editor = RulesEditor()
            shown = dict((value, label) for label, value in editor.preset.options)
            assert shown["labsk"] == rules_label("labsk") == "LaBSK"
            assert shown["wikihow"] == "wikiHow" and shown["wikipedia-es"] == wiki
        finally:
            set_language("en")
