"""Reader 20 (a fresh English reader of the saved lessons), in both languages where the same
fault was there: one name for a played-out round, the opponents by their menu names, the
article before a card's name in the coach's sentences, one plant name for month 9, the
profiles by their display names, counts of cards in digits, lesson 13's wording, lesson 12's
note on the opponent's pile and the art of the lightning card."""

from __future__ import annotations

import re

import pytest

from tests.lessons.lesson_text import (
    GLOSSARY,
    LANGS,
    flat,
    lesson,
    prose,
)

# --- 1. a round played out is a drawn round: one name -----------------------------------------


def test_lesson_10_names_the_played_out_round_once() -> None:
    """L10 cell 4: "an **exhausted round**: it is the drawn round of lessons 1 to 9" gave one
    outcome 2 names. The sources' word is met once, in brackets."""
    text = flat(lesson("en", 10))
    assert "**drawn round**" in text
    assert len(re.findall(r"(?i)exhausted", text)) == 1
    assert "(some sources say exhausted)" in text


def test_the_glossaries_give_the_drawn_round_one_english_name() -> None:
    """The English glossary had rows "exhausted round" and "drawn round", both «empate»; the
    Spanish one translated «empate» as both."""
    for lang in LANGS:
        rows = [r for r in GLOSSARY[lang].read_text("utf-8").splitlines() if "xhausted" in r]
        assert all("some sources say exhausted" in r for r in rows), rows
        assert len(rows) <= 1, rows


def test_the_rule_options_of_a_drawn_round_say_drawn_round() -> None:
    """Lesson 10's option table and editor showed "exhausted caller keeps", "exhausted
    dealer points" and the heading "Exhausted rounds and dealt hands"."""
    from koikoi import RuleSet
    from koikoi.i18n import set_language
    from widgets.apps.house_rules import OPTION_GROUPS

    set_language("en")
    for name in ("exhausted_caller_keeps", "exhausted_dealer_points"):
        assert "drawn round" in RuleSet.label(name)
        assert "xhausted" not in RuleSet.explain(name)
    assert not [h for h in OPTION_GROUPS if "xhausted" in h]


# --- 2. the opponents by the names of the practice menu -----------------------------------------


def test_the_glossary_names_the_opponents_as_the_menu_does() -> None:
    """The glossary said "greedy opponent, search opponent"; the menu says Greedy, Strong."""
    from widgets.apps.match_table import OPPONENT_NAMES

    text = GLOSSARY["en"].read_text("utf-8")
    assert "search opponent" not in text
    for name in OPPONENT_NAMES.values():
        assert f"**{name}**" in text, name
