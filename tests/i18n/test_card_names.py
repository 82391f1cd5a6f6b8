"""Card, month, plant, class, ribbon and pile-group names come from the gettext catalogs
(Japanese names, the cards' own, stay data), and moving them there changed no name:
``card_names.json`` lists every name as it was before the move, in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from koikoi.cards import DECK, LANGS, MONTHS, Kind, Ribbon
from koikoi.i18n import Translator
from widgets.art.groups import GROUP_NAMES, group_name

HERE = Path(__file__).parent
REPO = HERE.parents[1]
BEFORE = json.loads((HERE / "card_names.json").read_text(encoding="utf-8"))


def _names_now() -> dict:
    return {
        "cards": {c.code: {lang: c.name(lang) for lang in LANGS} for c in DECK},
        "describe": {c.code: {lang: c.describe(lang) for lang in LANGS} for c in DECK},
        "months": {
            str(m.number): {lang: [m.name(lang), m.plant_name(lang)] for lang in LANGS}
            for m in MONTHS
        },
        "kinds": {k.name: {lang: k.label(lang) for lang in LANGS} for k in Kind},
        "ribbons": {r.name: {lang: r.label(lang) for lang in LANGS} for r in Ribbon},
        "groups": {k.name: {lang: group_name(k, lang) for lang in LANGS} for k in Kind},
    }


@pytest.mark.parametrize("part", sorted(BEFORE))
def test_every_name_is_the_same_as_before_the_move_to_the_catalogs(part: str) -> None:
    assert _names_now()[part] == BEFORE[part]


def test_the_snapshot_covers_every_card_month_class_ribbon_and_group() -> None:
    assert len(BEFORE["cards"]) == 48 and len(BEFORE["months"]) == 12
    assert set(BEFORE["kinds"]) == {k.name for k in Kind} == set(BEFORE["groups"])
    assert set(BEFORE["ribbons"]) == {r.name for r in Ribbon}


def test_group_names_table_is_read_from_the_catalog() -> None:
    assert GROUP_NAMES[Kind.ANIMAL] == {"en": "animals", "es": "animales", "ja": "タネ"}


def test_spanish_names_are_catalog_entries_with_a_context() -> None:
    names = Translator("koikoi")
    assert names.name("card", "sake cup", "es") == "copa de sake"
    assert names.name("month", "May", "es") == "mayo"
    assert names.name("plant", "pampas grass", "es") == "hierba de pampas"
    assert names.name("card", "{plant} plain {number}", "es") == "simple {number} de {plant}"


@pytest.mark.parametrize("path", ["koikoi/cards.py", "widgets/art/groups.py"])
def test_no_inline_translation_tables_are_left(path: str) -> None:
    text = (REPO / path).read_text(encoding="utf-8")
    assert not re.search(r"[\"']es[\"']\s*:", text), f"{path} keeps Spanish words inline"
    assert "luz" not in text and "simples" not in text


ARTICLES = {"el", "la", "los", "las"}


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_a_card_in_a_sentence_is_its_name_with_an_article(card) -> None:
    """Spanish sentences name a card with its article, from the catalog ("el jabalí", "las
    mariposas", "el ave del ciruelo"); English and Japanese use the bare name (issue 23)."""
    article, rest = card.in_sentence("es").split(" ", 1)
    assert article in ARTICLES and rest == card.name("es")
    assert (article in {"los", "las"}) == card.plural_name  # the verb agrees with it
    assert card.in_sentence("en") == card.name("en") and card.in_sentence("ja") == card.name("ja")


def test_the_article_follows_the_card_not_a_guess() -> None:
    from koikoi import Card

    shown = {code: Card.parse(code).in_sentence("es") for code in ("2a", "6a", "8a", "11b", "3p1")}
    assert shown == {
        "2a": "el ave del ciruelo",  # feminine, yet "el" before a stressed a-
        "6a": "las mariposas",
        "8a": "los gansos",
        "11b": "el hombre de la lluvia",
        "3p1": "la simple 1 de cerezo",
    }
