"""One name for one thing (issue 23, a Spanish reader of the saved lessons): the ×2 for a
large win reads as the lessons say it («×2 con 7 o más», "×2 at 7 or more") on the board
and in every widget and tutor text, and a counted yaku's breakdown says why it scores in
words («1 punto por llegar a 5 animales»), not «5 animales: 1 punto con 5»."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import Round
from koikoi.i18n import set_language
from koikoi.tutor.puzzles import pile_breakdown
from widgets.table.svg import round_svg

REPO = Path(__file__).resolve().parents[2]
CATALOGS = (
    REPO / "widgets/locale/es/LC_MESSAGES/widgets.po",
    REPO / "koikoi/locale/es/LC_MESSAGES/tutor.po",
)
THRESHOLD = {"en": "×2 at 7 or more", "es": "×2 con 7 o más"}
"""The lessons' words for the ×2 of a base of 7 or more (lesson 8's recap)."""


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def _messages() -> Iterator[tuple[str, str]]:
    for path in CATALOGS:
        with path.open("rb") as f:
            for message in read_po(f):
                if message.id:
                    ids = message.id if isinstance(message.id, tuple) else (message.id,)
                    strings = message.string if isinstance(message.string, tuple) else (
                        message.string,)  # fmt: skip
                    yield from zip(ids, strings, strict=False)


def test_the_board_names_the_threshold_as_the_lessons_do(lang: str) -> None:
    """The board's header said «×2 desde 7 puntos» ("×2 from 7 points")."""
    doubled = Round.from_position(
        hands=("1p1 2p1", "3p1 4p1"),
        field="5p1 6p1",
        deck="8p1 9p1 10p1",
        captured=("7a 10a 6a", "1b"),
        koikoi_calls=(0, 1),
    )
    svg = round_svg(doubled, player=0)
    assert THRESHOLD[lang] in svg
    assert "desde 7" not in svg and "from 7 points" not in svg


def test_no_widget_or_tutor_text_names_the_threshold_otherwise() -> None:
    """«×2 desde {points} puntos» (the board), «solo dobla a partir de {double_at}»
    (lesson 12's lab) and «×2 por {double_at} o más» (a trap) each said it differently."""
    other = re.compile(r"(desde|a partir de|×2 por) \{(points|double_at)\}")
    english = re.compile(r"(from|only at|×2 at) \{(points|double_at)\}(?! or more)")
    found = [
        (english_text, spanish_text)
        for english_text, spanish_text in _messages()
        if other.search(spanish_text) or english.search(english_text)
    ]
    assert not found, found
    said = [s for e, s in _messages() if "{double_at} or more" in e or "{points} or more" in e]
    assert said and all("o más" in s for s in said), said


@pytest.mark.parametrize(
    ("pile", "en", "es"),
    [
        ("2a 4a 5a 8a 11a", "Tane 1 (1 point for reaching 5 animals): ",
         "Tane 1 (1 punto por llegar a 5 animales): "),
        ("1r 4r 5r 7r 11r", "Tan 1 (1 point for reaching 5 ribbons): ",
         "Tan 1 (1 punto por llegar a 5 cintas): "),
        ("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2", "Kasu 1 (1 point for reaching 10 plains): ",
         "Kasu 1 (1 punto por llegar a 10 cartas simples): "),
        ("2a 4a 5a 6a 7a 8a 10a",
         "Tane 3 (7 animals: 1 point for reaching 5, plus 1 for each animal beyond): ",
         "Tane 3 (7 animales: 1 punto por llegar a 5 y 1 más por cada animal de más): "),
    ],
)  # fmt: skip
def test_a_counted_yaku_says_why_it_scores_in_words(pile: str, en: str, es: str) -> None:
    """«Tane 1 (5 animales: 1 punto con 5)» (lessons 7 and 11) read like a machine."""
    lines = {}
    for lang in ("en", "es"):
        set_language(lang)
        try:
            lines[lang] = "\n".join(pile_breakdown(pile))
        finally:
            set_language("en")
    assert en in lines["en"] and es in lines["es"], lines
    assert not re.search(r"1 punto con \d|1 point for \d", lines["en"] + lines["es"])
