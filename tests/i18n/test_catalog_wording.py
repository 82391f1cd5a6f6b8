"""The wording of the catalogs (engine, tutor and widget messages), held in both languages and
checked through the code that says them: the deal check and the deal option say the deal as
the lessons do for every batch size, the table titles a pile with the lessons' word and says
the yaku points alike on its bar and status line, the ribbon check names a ribbon's kind once,
the month quiz never sends the lightning 11p1 to a willow it does not show, tsuki-fuda is
«cartas del mes», the koi-koi limit says «una vez», the automatic end and the rain man's
note."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from koikoi import DECK, Round, RuleSet, score
from koikoi.i18n import Translator, speaking
from koikoi.result import REASONS, Reason
from koikoi.tutor.checks import check_deal_order, check_month, check_ribbon, check_same_month
from koikoi.tutor.puzzles.explain import pile_breakdown
from tests.lessons.lesson_text import (
    LANGS,
    OLD_DEAL,
    OLD_PILE,
    ROOT,
    RULES_PAGE,
    flat,
)
from widgets.table.scene import TableState, build_scene
from widgets.table.svg import round_svg
from widgets.table.text import table_text

DEAL_SAID = {"en": "the dealer gives out 2 cards at a time", "es": "da las cartas de 2 en 2"}
"""How lesson 4's answer says the deal, and the check with it."""


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_check_says_the_deal_as_lesson_4_does(lang: str) -> None:
    """The check said «quien reparte da 2 cartas cada vez» where the lesson (its question and
    answer, tests/lessons/test_wording_deal_and_setup.py), the rules page and the cheat sheet
    say «de 2 en 2»."""
    with speaking(lang):
        said = check_deal_order("non-dealer, field, dealer").message
    assert DEAL_SAID[lang] in said.lower(), said
    assert "cada vez" not in said


SINGULAR = (
    "the dealer gives out {count} card at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
PLURAL = (
    "the dealer gives out {count} cards at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
COUNT_SAID = {"en": "gives out {n} card", "es": "da las cartas de {n} en {n},"}


@pytest.mark.parametrize("lang", LANGS)
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


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_batch_option_says_the_deal_as_the_lessons_do(lang: str) -> None:
    """reader 13, item 1: «Cuántas cartas se reparten cada vez.» (the rules editor and the
    rules page's table)."""
    with speaking(lang):
        said = RuleSet.explain("deal_batch")
    assert said.startswith(OPTION_SAID[lang]) and "cada vez" not in said, said
    assert f"| `deal_batch` | {said} |" in RULES_PAGE[lang].read_text("utf-8")


PILE = {
    "en": ("your pile", "the opponent's pile", "Your pile: ", "The opponent's pile: "),
    "es": ("tu montón", "el montón del rival", "Tu montón: ", "El montón del rival: "),
}
PUZZLE_HEADING = {"en": "The opponent's pile", "es": "El montón del rival"}


@pytest.mark.parametrize("lang", LANGS)
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


YAKU_POINTS = {
    "en": ("You: {n} points", "yaku: {n} points"),
    "es": ("Tú: {n} puntos", "combinaciones: {n} puntos"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_status_line_and_the_totals_bar_say_the_yaku_points_alike(lang: str) -> None:
    """Lesson 13's table said "You: 5 points" on the totals bar and "yaku 5" beside "You":
    both say the yaku points (the engine's score of the pile) as points."""
    risky = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"),
        field="7p1 9a 12p1",
        deck="5p1 5p2 6p1 6p2",
        captured=("10a 6a", "8b"),
    )
    risky.push("7a")
    with speaking(lang):
        texts = [t.text for t in build_scene(TableState.of(risky, 0)).texts()]
    points = score(" ".join(card.code for card in risky.captured[0])).total
    assert points > 0
    bar, status = (words.format(n=points) for words in YAKU_POINTS[lang])
    assert any(t.startswith(bar) for t in texts) and status in texts, texts
    assert not [t for t in texts if re.fullmatch(r"(?:yaku|puntos base) \d+", t)], texts


RIBBONS = {"en": "ribbons", "es": "cintas"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_ribbon_check_says_a_ribbons_kind_once(lang: str) -> None:
    """The ribbon check said "a blue ribbon — one of the blue ribbons": for every ribbon
    card and every answer, its message names the ribbons once, with no dash. (Lesson 3's
    answers quote it: tests/lessons/test_wording_names.py.)"""
    with speaking(lang):
        messages = [
            check_ribbon(card, answer).message
            for card in DECK
            if card.ribbon is not None
            for answer in ("poetry", "blue", "red")
        ]
    said_twice = [m for m in messages if "—" in m or m.count(RIBBONS[lang]) != 1]
    assert messages and not said_twice, said_twice


PO = {
    name: ROOT / folder / "locale" / "es" / "LC_MESSAGES" / f"{name}.po"
    for name, folder in (("koikoi", "koikoi"), ("tutor", "koikoi"), ("widgets", "widgets"))
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


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalog_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """reader 13, item 4: one phrase for the deal, one word for the pile, in every widget,
    tutor and engine message."""
    said = [flat(m) for m in _messages()[lang]]
    assert len(said) > 500
    old = [m for m in said if re.search(OLD_DEAL[lang], m) or re.search(OLD_PILE[lang], m)]
    assert not old, old


LIGHTNING = "Es la única carta que no muestra su planta: recuerda que es de noviembre."


@pytest.mark.parametrize("lang", LANGS)
def test_the_month_quiz_never_points_the_lightning_to_the_willow(lang: str) -> None:
    """«Fíjate en la planta (sauce)» for 11p1, a card that shows no willow: the feedback asks
    the card (``Card.shows_plant``), not a string, and says it is the one without its
    plant."""
    with speaking(lang):
        wrong = check_month("11p1", 10).message
        other = check_month("11r", 10).message
        picked = check_same_month([], 11, among="11p1 11r 3p1").message
    assert not check_month("11p1", 10).correct
    assert {"en": "Look for the", "es": "Fíjate en la planta"}[lang] not in wrong
    assert {"en": "Look for the", "es": "Fíjate en la planta"}[lang] in other
    assert {"en": "does not show its plant", "es": "no muestra su planta"}[lang] in wrong
    assert {"en": "shows the willow too", "es": "también muestra"}[lang] not in picked
    if lang == "es":
        assert LIGHTNING in wrong


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Points for the 4 cards of the round's month (0: the cards of the month score"),
        ("es", "Puntos por las 4 cartas del mes de la ronda (0: las cartas del mes no puntúan)."),
    ],
)
def test_the_tsuki_fuda_option_says_cards_of_the_month(lang: str, said: str) -> None:
    """The tsuki-fuda option says «cartas del mes», never «combinación del mes»."""
    with speaking(lang):
        text = RuleSet.explain("tsuki_fuda")
    assert text.startswith(said) and "combinación del mes" not in text, text


def test_the_automatic_end_is_said_automatically_in_spanish() -> None:
    """«la ronda termina sola», a calque: «la ronda acaba automáticamente»."""
    with speaking("es"):
        said = REASONS[Reason.AUTO]
    assert said == "la ronda acaba automáticamente tras el koi-koi"


def test_the_koikoi_limit_says_una_vez_in_its_values_and_its_description() -> None:
    """The koi-koi limit's values and description say «una vez» in one gender («una vez por
    ronda», not «una por ronda»)."""
    with speaking("es"):
        values = [RuleSet.value_label("koikoi_limit", v) for v in RuleSet.choices("koikoi_limit")]
        description = RuleSet.explain("koikoi_limit")
    assert values == ["una vez por ronda", "una vez por jugador", "sin límite"]
    assert "una vez por ronda, una vez por jugador o sin límite" in description
    assert "una por ronda" not in description


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "1b 3b 11b are 3 brights, but one is the rain man 11b: no sanko"),
        ("es", "1b 3b 11b son 3 luces, pero una es el hombre de la lluvia 11b: no hay sanko"),
    ],
)
def test_the_rain_man_note_counts_in_digits(lang: str, said: str) -> None:
    """The pile breakdown's rain-man note counts the brights in digits."""
    with speaking(lang):
        lines = pile_breakdown("1b 3b 11b 9a 3p1")
    assert said in lines[-1], lines
