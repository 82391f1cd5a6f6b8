"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the lesson sources, held in both languages: the deal is said one way («de N en N», "N cards
at a time"), in lesson 4's answer and in lesson 10's other houses too, and a captured pile
is called a pile, as the table now titles it."""

from __future__ import annotations

import re

import pytest

from tests.lessons.lesson_text import SOURCE, flat, lesson

OLD_DEAL = {
    "en": r"\b(?:two|\d+) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b\d+ (?:a la vez|de una vez)\b",
}
OLD_PILE = {"en": r"\b(?:your|opponent's) captures\b", "es": r"\b(?:tus|sus) capturas\b"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_lesson_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """reader 13, items 1 and 4: «Quien reparte da 2 cartas cada vez» (lesson 4's answer),
    «LaBSK da 8 cartas de una vez» (lesson 10), "Dealing 2 at a time", "your opponent's
    captures" (lesson 1) and "orders your captures" (lesson 12)."""
    sources = sorted(SOURCE[lang].glob("*.md"))
    assert len(sources) == 14
    old = {
        path.name: re.findall(OLD_DEAL[lang], text) + re.findall(OLD_PILE[lang], text)
        for path in sources
        for text in [flat(path.read_text("utf-8"))]
    }
    assert not any(old.values()), {name: found for name, found in old.items() if found}


ANSWER = {
    "en": "**Answer: non-dealer, field, dealer.** The dealer gives out 2 cards at a time: to the",
    "es": "**Respuesta: el otro jugador, mesa, quien reparte.** Quien reparte da las cartas de "
    "2 en 2: al otro jugador",
}
QUESTION = {
    "en": "The dealer gives out 2 cards at a time. In which order do the batches go?",
    "es": "Quien reparte da las cartas de 2 en 2. ¿En qué orden van las tandas?",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_4_asks_and_answers_the_deal_in_its_words(lang: str) -> None:
    """reader 13, item 1: the question said «de 2 en 2», its answer «2 cartas cada vez»."""
    text = flat(lesson(lang, 4))
    assert text.count(QUESTION[lang]) == 2 and ANSWER[lang] in text


OTHER_HOUSES = {
    "en": ("LaBSK deals {labsk} cards at a time", "the Spanish Wikipedia {wiki} cards at a time"),
    "es": ("LaBSK, de {labsk} en {labsk}", "Wikipedia en español, de {wiki} en {wiki}"),
}


BOXES = {
    "en": "in two boxes: your opponent's pile on top, yours below",
    "es": "los dos **montones**, las cartas que cada jugador captura",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_1_names_the_piles_boxes_as_the_table_titles_them(lang: str) -> None:
    """reader 13, item 3: lesson 1 said "your opponent's captures on top", the table's old
    title; the table now says "the opponent's pile", as the Spanish «el montón del rival»."""
    assert BOXES[lang] in flat(lesson(lang, 1))
