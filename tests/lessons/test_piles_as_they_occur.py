"""A pile shown as a captured pile is one play can make (captures come in pairs of a month,
or all 4), or the lesson says it is a set of cards put together by hand. The lesson 6 and 7
puzzles are such sets; lesson 11's stream comes from played rounds."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import pytest

from koikoi import Card
from koikoi.tutor.puzzles import curated
from tests.lessons.lesson_text import LANGS, flat, lesson

BY_HAND = {
    6: {
        "en": "These piles are sets of cards put together by hand to practise: a pile from play "
        "holds its cards in pairs of a month",
        "es": "Estos montones son grupos de cartas preparados a mano para practicar: un montón "
        "de una partida guarda sus cartas por parejas del mismo mes",
    },
    7: {
        "en": "the piles are sets of cards put together by hand, not piles from play",
        "es": "los montones son grupos de cartas preparados a mano, no montones de una partida",
    },
}


def in_pairs(cards: Iterable[Card]) -> bool:
    """Whether every month of ``cards`` has 2 or 4 of its cards, as captures leave them."""
    return all(n in (2, 4) for n in Counter(card.month for card in cards).values())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(BY_HAND))
def test_a_lesson_whose_puzzle_piles_are_made_up_says_so(lang: str, number: int) -> None:
    assert not all(in_pairs(p.pile) for p in curated(number)), "all real now: drop the note"
    assert BY_HAND[number][lang] in flat(lesson(lang, number))


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_scores_a_pile_play_can_make(lang: str) -> None:
    (codes,) = re.findall(r'score_table\("([^"]+)"', lesson(lang, 1))
    assert in_pairs(Card.parse(code) for code in codes.split()), codes
