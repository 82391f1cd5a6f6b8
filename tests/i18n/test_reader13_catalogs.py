"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the catalogs, held in both languages: the deal check and the deal option say the deal as
the lessons do («de 2 en 2», "2 cards at a time"), for every count a profile deals in, and
the table titles a captured pile with the lessons' word (“pile”, «montón»)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import Round, RuleSet
from koikoi.i18n import Translator, speaking
from koikoi.tutor.checks import check_deal_order
from tests.lessons.lesson_text import flat
from widgets.table.scene import TableState
from widgets.table.svg import round_svg
from widgets.table.text import table_text

ROOT = Path(__file__).resolve().parents[2]
LESSON_4 = {
    "en": ROOT / "lessons" / "src" / "04_setting_up.md",
    "es": ROOT / "lessons" / "es" / "src" / "04_preparar_la_ronda.md",
}
DEAL_SAID = {"en": "the dealer gives out 2 cards at a time", "es": "da las cartas de 2 en 2"}
"""How lesson 4's answer says the deal, and the check with it."""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_deal_check_says_the_deal_as_lesson_4_does(lang: str) -> None:
    """reader 13, item 1: the check said «quien reparte da 2 cartas cada vez» where the
    lesson, the rules page and the cheat sheet say «de 2 en 2»."""
    with speaking(lang):
        said = check_deal_order("non-dealer, field, dealer").message
    assert DEAL_SAID[lang] in said.lower(), said
    assert "cada vez" not in said
    assert DEAL_SAID[lang] in flat(LESSON_4[lang].read_text("utf-8")).lower()


SINGULAR = (
    "the dealer gives out {count} card at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
PLURAL = (
    "the dealer gives out {count} cards at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
COUNT_SAID = {"en": "gives out {n} card", "es": "da las cartas de {n} en {n},"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_deal_check_reads_right_for_every_count_a_profile_deals(lang: str) -> None:
    """reader 13, item 1: the check's message, for each batch size a profile uses (and 1,
    the singular form), keeps the one wording."""
    counts = {RuleSet.preset(name).deal_batch for name in RuleSet.PRESETS}
    assert counts == {2, 4, 8} and set(RuleSet.choices("deal_batch")) == counts
    tutor = Translator("tutor")
    with speaking(lang):
        for n in sorted(counts | {1}):
            said = tutor.n(SINGULAR, PLURAL, n, count=n, order="X")
            assert COUNT_SAID[lang].format(n=n) in said, said
            assert "cada vez" not in said and ("cards" in said) == (lang == "en" and n > 1)


OPTION_SAID = {"en": "How many cards are dealt at a time.", "es": "De cuántas en cuántas"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_deal_batch_option_says_the_deal_as_the_lessons_do(lang: str) -> None:
    """reader 13, item 1: «Cuántas cartas se reparten cada vez.» (the rules editor and the
    rules page's table)."""
    with speaking(lang):
        said = RuleSet.explain("deal_batch")
    assert said.startswith(OPTION_SAID[lang]) and "cada vez" not in said, said
    rules_page = {"en": ROOT / "docs" / "rules.md", "es": ROOT / "docs" / "es" / "reglas.md"}
    assert f"| `deal_batch` | {said} |" in rules_page[lang].read_text("utf-8")


OLD_PILE = {
    "en": r"\b(?:your|opponent's|\{player\}'s) captures\b",
    "es": r"\b(?:tus|sus) capturas\b",
}
PILE = {
    "en": ("your pile", "the opponent's pile", "Your pile: ", "The opponent's pile: "),
    "es": ("tu montón", "el montón del rival", "Tu montón: ", "El montón del rival: "),
}
PUZZLE_HEADING = {"en": "The opponent's pile", "es": "El montón del rival"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_table_titles_a_pile_with_the_lessons_word(lang: str) -> None:
    """reader 13, item 3: the English table said "your captures" and "the opponent's
    captures" where the glossary, the lessons and the puzzles say “pile” (and the Spanish
    table «tu montón»)."""
    rnd = Round.deal(seed=2024)
    with speaking(lang):
        svg = round_svg(rnd, player=0)
        text = table_text(TableState.of(rnd, 0))
    yours, theirs, your_line, their_line = PILE[lang]
    assert f">{yours}</text>" in svg and f">{theirs}</text>" in svg
    assert your_line in text and their_line in text
    assert theirs == PUZZLE_HEADING[lang][0].lower() + PUZZLE_HEADING[lang][1:]
    assert not re.search(OLD_PILE["en"], svg + text, re.IGNORECASE)


PO = {
    name: ROOT / folder / "locale" / "es" / "LC_MESSAGES" / f"{name}.po"
    for name, folder in (("koikoi", "koikoi"), ("tutor", "koikoi"), ("widgets", "widgets"))
}
OLD_DEAL = {
    "en": r"\b(?:two|\d+|\{count\}) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b(?:\d+|\{count\}) a la vez\b",
}


def _messages() -> dict[str, list[str]]:
    """Every English message and every Spanish translation of the three catalogs."""
    said: dict[str, list[str]] = {"en": [], "es": []}
    for path in PO.values():
        with path.open("rb") as po:
            for message in read_po(po):
                if not message.id:
                    continue
                for lang, text in (("en", message.id), ("es", message.string)):
                    said[lang].extend([text] if isinstance(text, str) else text)
    return said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_catalog_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """reader 13, item 4: one phrase for the deal, one word for the pile, in every widget,
    tutor and engine message."""
    said = [flat(m) for m in _messages()[lang]]
    assert len(said) > 500
    old = [m for m in said if re.search(OLD_DEAL[lang], m) or re.search(OLD_PILE[lang], m)]
    assert not old, old
