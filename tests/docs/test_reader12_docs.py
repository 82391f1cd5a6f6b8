"""What reader 12 (a fresh Spanish reader) stumbled on in the docs the lessons link to, held
in both languages: LaBSK's koi-koi doubling is said as the engine computes it, the pages
keep no editor notes, the glossary names the counting rule with the lessons' words, the deal
is said one way (the cheat sheet too), and a turn's two parts are a list of two."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from koikoi import RuleSet, round_points
from koikoi.i18n import speaking
from tests.lessons.lesson_text import flat

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RULES = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}
GLOSSARY = {"en": DOCS / "glossary.md", "es": DOCS / "es" / "glosario.md"}
CARDS = {"en": DOCS / "cards.md", "es": DOCS / "es" / "cartas.md"}
SHEET = {"en": DOCS / "cheat-sheet.svg", "es": DOCS / "es" / "chuleta.svg"}
LESSON_10 = {
    "en": ROOT / "lessons" / "src" / "10_house_rules.md",
    "es": ROOT / "lessons" / "es" / "src" / "10_reglas_de_la_casa.md",
}


def section(text: str, heading: str) -> str:
    return text.split(heading, 1)[1].split("\n#", 1)[0]


LABSK = {"en": "### LaBSK: the Spanish wiki article", "es": "### LaBSK: el artículo de la wiki"}
LATEST_CALLER = {
    "en": "when the loser made the most recent call: if both called, a win is doubled only "
    "against the later caller.",
    "es": "cuando el perdedor hizo la última llamada: si cantaron los dos, solo se dobla contra "
    "el último que cantó.",
}
OLD_PARENTHESIS = {"en": "is no longer doubled against", "es": "ya no se le dobla en contra"}
WORKED = {"en": "Ben, the loser, made the latest call: 28", "es": "hizo el último koi-koi: 28"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_labsk_doubling_is_said_as_the_engine_computes_it(lang: str) -> None:
    """reader 12, item 3: «(a un jugador cuya llamada siguió una llamada del rival ya no se
    le dobla en contra)» read as the opposite of lesson 10's example, where Ana called first,
    Bruno second, and Ana's win is still doubled against Bruno (28)."""
    text = flat(RULES[lang].read_text("utf-8"))
    labsk = flat(section(RULES[lang].read_text("utf-8"), LABSK[lang]))
    assert OLD_PARENTHESIS[lang] not in text
    assert LATEST_CALLER[lang] in labsk, labsk
    rules = RuleSet.preset("labsk")
    assert rules.koikoi_double == "latest-call-by-loser"
    # both called, the loser last (lesson 10: Ana wins 7 after Bruno's call): doubled twice
    assert round_points(7, rules, loser_called=True, loser_called_last=True).points == 28
    # both called, the winner last: the win is not doubled for koi-koi
    assert round_points(5, rules, loser_called=True, loser_called_last=False).points == 5
    assert WORKED[lang] in flat(LESSON_10[lang].read_text("utf-8"))


MARKER = re.compile(r"<!-- (?:begin|end) generated: [\w-]+ -->")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_learners_pages_keep_no_editor_notes(lang: str) -> None:
    """reader 12, item 4: glosario.md carried ~10 notes such as «<!-- no «motor» -->»,
    visible when the page opens as text in JupyterLab; only the generator's markers stay."""
    for page in (RULES[lang], GLOSSARY[lang], CARDS[lang]):
        comments = re.findall(r"<!--.*?-->", page.read_text("utf-8"), re.S)
        assert all(MARKER.fullmatch(c) for c in comments), (page.name, comments)


COUNTING_TERM = {"en": "every yaku adds up", "es": "se suman todas"}
OLD_TERM = {"en": "independent counting", "es": "recuento independiente"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_glossary_names_the_counting_rule_with_the_lessons_words(lang: str) -> None:
    """reader 12, item 9: the glossary's «recuento independiente» never appears in the
    lessons, whose rules editor says «se suman todas» (the engine's label of the value)."""
    with speaking(lang):
        label = RuleSet.value_label("counting", "independent")
    assert label == COUNTING_TERM[lang]
    text = GLOSSARY[lang].read_text("utf-8")
    assert f"| **{label}** |" in text
    assert OLD_TERM[lang] not in text.lower()
    assert f"| {label} |" in RULES[lang].read_text("utf-8")


DEAL = {"en": "2 cards at a time", "es": "de 2 en 2"}
OLD_DEAL = {"en": r"batches of 2 cards|two cards at a time", "es": r"de dos en dos|2 a la vez"}
SHEET_DEAL = {"en": "Deal 2 cards at a time:", "es": "Se reparten de 2 en 2:"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_page_and_the_cheat_sheet_say_the_deal_one_way(lang: str) -> None:
    """reader 12, item 10: «de dos en dos» (lesson 4), «de 2 en 2 cartas» (rules page),
    «Se reparten 2 a la vez» (cheat sheet)."""
    text = flat(RULES[lang].read_text("utf-8"))
    assert DEAL[lang] in text and not re.search(OLD_DEAL[lang], text)
    svg = SHEET[lang].read_text("utf-8")
    words = flat(" ".join(html.unescape(t) for t in re.findall(r"<text [^>]*>([^<]*)</text>", svg)))
    assert SHEET_DEAL[lang] in words and not re.search(OLD_DEAL[lang], words)


TURN = {"en": "### A turn", "es": "### Un turno"}
AFTER_THE_LIST = {
    "en": "Only after the draw are yaku checked.",
    "es": "Solo después de robar se miran las combinaciones.",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_turns_two_parts_are_a_list_of_two(lang: str) -> None:
    """reader 12, item 12: «Cada turno tiene dos partes» followed by a list numbered 1–3;
    the third step is a note after the list."""
    turn = section(RULES[lang].read_text("utf-8"), TURN[lang])
    numbers = re.findall(r"^(\d+)\. ", turn, re.MULTILINE)
    assert numbers == ["1", "2"], numbers
    note = next(p for p in turn.split("\n\n") if AFTER_THE_LIST[lang] in flat(p))
    assert not re.match(r"\s*(?:\d+\.|-) ", note), note
