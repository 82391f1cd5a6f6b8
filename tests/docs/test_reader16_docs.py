"""Reader 16 (issue 23) in the rules page, both languages: the Spanish Wikipedia profile said
«la mejor combinación de cada categoría, tsuki-fuda incluida», as if tsuki-fuda were one of
the categories of which only the best counts, while the page, lesson 10 and the engine add
tsuki-fuda to everything."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import RuleSet, score
from tests.lessons.lesson_text import flat

DOCS = Path(__file__).resolve().parents[2] / "docs"
RULES = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}
SECTION = {"en": "### Spanish Wikipedia:", "es": "### Wikipedia en español:"}
YAKU_ITEM = {"en": "- Yaku:", "es": "- Combinaciones:"}
INCLUDED = {"en": r"tsuki-fuda\s+included", "es": r"tsuki-fuda\s+incluida"}
STACKS = {
    "en": "tsuki-fuda, as in LaBSK, belongs to no category and is added to everything",
    "es": "tsuki-fuda, como en LaBSK, no es de ninguna categoría y se suma a todo",
}


def test_the_engine_adds_tsuki_fuda_to_the_best_of_each_category() -> None:
    """Under wikipedia-es the 4 cards of the round's month score tsuki-fuda beside the best
    ribbon yaku of the same pile: it is no category's best."""
    rules = RuleSet.preset("wikipedia-es")
    assert rules.counting == "best-per-category" and rules.tsuki_fuda
    # March's 4 cards (a poetry ribbon among them) with the other two poetry ribbons
    names = {y.name for y in score("3b 3r 3p1 3p2 1r 2r", rules, month=3).yaku}
    assert {"tsuki-fuda", "akatan"} <= names, names


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_wikipedia_profile_adds_tsuki_fuda_to_everything(lang: str) -> None:
    page = RULES[lang].read_text("utf-8")
    section = page.split(SECTION[lang], 1)[1].split("\n### ", 1)[0]
    item = flat(section.split(YAKU_ITEM[lang], 1)[1].split("\n- ", 1)[0])
    assert not re.search(INCLUDED[lang], flat(page)), item
    assert STACKS[lang] in item, item
