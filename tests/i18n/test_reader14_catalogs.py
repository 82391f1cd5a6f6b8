"""What reader 14 (a fresh Spanish reader of the saved lessons, issue 23) found in the
catalogs: the month quiz sent the lightning 11p1 to a willow it does not show, tsuki-fuda was
also «combinación del mes», «la ronda termina sola» is a calque, lesson 4's title was
vague, and counts of brights were written in words."""

from __future__ import annotations

import pytest

from koikoi import RuleSet
from koikoi.i18n import speaking
from koikoi.result import REASONS, Reason
from koikoi.tutor.checks import check_month
from koikoi.tutor.course import title
from koikoi.tutor.puzzles.explain import pile_breakdown


def test_the_lightning_feedback_asks_the_card_not_a_string_in_spanish() -> None:
    """«Fíjate en la planta (sauce)» for 11p1, a card with no willow."""
    with speaking("es"):
        said = check_month("11p1", 8).message
    assert "Fíjate en la planta" not in said
    assert "Es la única carta que no muestra su planta: recuerda que es de noviembre." in said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Points for the 4 cards of the round's month (0: the cards of the month score"),
        ("es", "Puntos por las 4 cartas del mes de la ronda (0: las cartas del mes no puntúan)."),
    ],
)
def test_the_tsuki_fuda_option_says_cards_of_the_month(lang: str, said: str) -> None:
    with speaking(lang):
        text = RuleSet.explain("tsuki_fuda")
    assert text.startswith(said) and "combinación del mes" not in text, text


def test_the_automatic_end_is_said_automatically_in_spanish() -> None:
    """«la ronda termina sola», a calque: «la ronda acaba automáticamente»."""
    with speaking("es"):
        said = REASONS[Reason.AUTO]
    assert said == "la ronda acaba automáticamente tras el koi-koi"


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "Setting up a round"), ("es", "Preparar la ronda")]
)
def test_lesson_4_title(lang: str, said: str) -> None:
    assert title(4, lang) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "1b 3b 11b are 3 brights, but one is the rain man 11b: no sanko"),
        ("es", "1b 3b 11b son 3 luces, pero una es el hombre de la lluvia 11b: no hay sanko"),
    ],
)
def test_the_rain_man_note_counts_in_digits(lang: str, said: str) -> None:
    with speaking(lang):
        lines = pile_breakdown("1b 3b 11b 9a 3p1")
    assert said in lines[-1], lines
