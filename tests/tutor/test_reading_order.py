"""Piles read in one natural order (issue 23): by class as the pictures' rows show them
(brights, animals, ribbons, plains), each class by month; the puzzle answer keys of
lessons 6 to 8 name each pile in that order, with its codes in that order, in both
languages; the puzzle widget lists a pile's codes so too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi.cards import Kind, format_cards, reading_order
from koikoi.i18n import speaking
from koikoi.tutor.phrases import pile_words
from koikoi.tutor.puzzles import curated
from widgets.art.groups import pile_groups
from widgets.kit.puzzle import puzzle_html

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
KEYS = {
    "en": sorted((LESSONS / "src").glob("0[678]_*.md")),
    "es": sorted((LESSONS / "es" / "src").glob("0[678]_*.md")),
}
LEADS = {
    "en": (r"^\d+\. (?!Your pile)", "Your pile: ", "your opponent's: "),
    "es": (r"^\d+\. (?!Tu montón)", "Tu montón: ", "el de tu rival: "),
}
"""What comes before a pile's words: an answer of lessons 6 and 7 names its pile first; one
of lesson 8 says 'Your pile: …; your opponent's: …' (reader 11: not '… holds …, your
opponent's, …')."""


def described_piles(path: Path, lang: str) -> list[tuple[str, str]]:
    """(words, codes) of every pile an answer key names: 'The moon ... (`8b 9a`)', read
    with each list item's wrapped lines joined."""
    text = re.sub(r"\n[ \t]+(?=\S)", " ", path.read_text(encoding="utf-8"))
    found = []
    for lead in LEADS[lang]:
        pattern = re.compile(rf"(?:{lead})([^(\n`]+?) \(`([0-9][^`]*)`\)", re.MULTILINE)
        found += [(m[1], m[2]) for m in pattern.finditer(text)]
    return found


def test_reading_order_is_class_then_month() -> None:
    cards = reading_order("6r 8b 8p1 8p2 9a 9r 10r")
    assert format_cards(cards) == "8b 9a 6r 9r 10r 8p1 8p2"
    assert [c.kind for c in cards] == sorted(c.kind for c in cards)
    assert reading_order(reading_order("12p3 1b 12b 2a")) == reading_order("1b 12b 2a 12p3")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "the moon, the sake cup, the peony blue ribbon and 2 plains"),
        ("es", "la luna, la copa de sake, la cinta azul de la peonía y 2 simples"),
    ],
)
def test_a_pile_in_words_names_all_but_the_plains(lang: str, words: str) -> None:
    with speaking(lang):
        assert pile_words("6r 8p1 9a 8b 8p2") == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "the 3 poetry ribbons, the wisteria red ribbon, the 3 blue ribbons and one plain"),
        (
            "es",
            "las 3 cintas poéticas, la cinta roja de la glicina, las 3 cintas azules y una simple",
        ),
    ],
)
def test_a_pile_names_a_whole_set_of_ribbons_as_the_set(lang: str, words: str) -> None:
    """Reader 11: «la cinta poética del pino, la cinta poética del ciruelo, la cinta poética
    del cerezo, la cinta azul de la peonía, …» read as a mechanical list; a whole set is
    named as the set, where its first card stands; a set not whole, card by card."""
    with speaking(lang):
        assert pile_words("10r 4r 3r 9r 2r 1p1 6r 1r") == words
        assert "3" not in pile_words("1r 3r 6r 9r")


@pytest.mark.parametrize(
    ("lang", "glossary"), [("en", "docs/glossary.md"), ("es", "docs/es/glosario.md")]
)
def test_the_sets_of_ribbons_are_named_as_the_glossary_names_them(lang: str, glossary: str) -> None:
    """The names «las 3 cintas poéticas», «las 3 cintas azules» are the glossary's names of
    akatan and aotan (its row: «las cintas poéticas `1r 2r 3r`»), the count left out."""
    rows = (LESSONS.parent / glossary).read_text(encoding="utf-8").splitlines()
    with speaking(lang):
        for yaku, codes in (("akatan", "1r 2r 3r"), ("aotan", "6r 9r 10r")):
            (row,) = [r for r in rows if r.startswith(f"| **{yaku}** |")]
            name = pile_words(codes).replace(" 3 ", " ")
            assert f"{name} `{codes}`" in row, (name, row)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_answer_keys_name_each_pile_in_reading_order(lang: str) -> None:
    found = [described_piles(path, lang) for path in KEYS[lang]]
    # lessons 6 and 7: 12 + 21 piles, lesson 8: 16 rounds of two, each round's piles told
    # as 'Your pile: …; your opponent's: …' (its wrapped items read too)
    assert [len(piles) for piles in found] == [12, 21, 32]
    piles = [pile for piles in found for pile in piles]
    with speaking(lang):
        wrong = [
            f"{words} ({codes})"
            for words, codes in piles
            if codes != format_cards(reading_order(codes))
            or words.lower() != pile_words(codes).lower()
        ]
    assert not wrong, wrong


def test_the_picture_rows_and_the_cards_line_read_alike() -> None:
    puzzle = curated(7)[14]  # the moon, the sake cup, three blue ribbons, two plains
    rows = [card for _, group in pile_groups(puzzle.pile) for card in group]
    assert tuple(rows) == reading_order(puzzle.pile)
    assert f"Cards: {format_cards(rows)}<" in puzzle_html(puzzle)
    assert [kind for kind, _ in pile_groups(puzzle.pile)] == [
        Kind.BRIGHT,
        Kind.ANIMAL,
        Kind.RIBBON,
        Kind.PLAIN,
    ]
