"""Reader 18 (issue 23, a fresh English reader of the saved lessons), in both languages: the
round-flow diagram's drawn round, LaBSK's name, the round's log and the table saying a win
and the yaku points alike, the ribbon answers of lesson 3, lesson 1's drawn-round bullet and
which cards show their class in words, and an English gloss of the standard source's Spanish
section title in lesson 10. (The card names are in tests/i18n/test_card_names_in_prose.py.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from koikoi import DECK, Card, Round
from koikoi.i18n import set_language
from koikoi.tutor.checks import check_ribbon
from widgets.art.faces import COMPACT_BELOW, face_at, label_lines
from widgets.art.primitives import Text
from widgets.i18n import default_names, sentence_names
from widgets.pages import flow
from widgets.table.scene import TableState, build_scene

REPO = Path(__file__).resolve().parents[2]
SOURCE = {"en": REPO / "lessons" / "src", "es": REPO / "lessons" / "es" / "src"}
LANGS = ["en", "es"]


@pytest.fixture(params=LANGS)
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def lesson(lang: str, number: int) -> str:
    (path,) = SOURCE[lang].glob(f"{number:02d}_*.md")
    return path.read_text(encoding="utf-8")


def flat(text: str) -> str:
    return " ".join(text.split())


# --- 1. the round-flow diagram names the drawn round as lessons 1-9 do ----------------------

DRAWN_BOX = {"en": "Drawn round: 0 points for both", "es": "Empate: 0 puntos para los dos"}
DRAWN_ROUND = {"en": "drawn round", "es": "empate"}


def test_the_flow_diagram_ends_a_played_out_round_with_a_drawn_round(lang: str) -> None:
    """It read "Exhausted round: drawn, 0 points for both"; "exhausted" is only met in lesson
    10. The box's words are the name lessons 4 and 8 use (the glossary's «empate»)."""
    svg = flow.round_flow_svg()
    words = flat(" ".join(re.findall(r">([^<>]+)</text>", svg)))
    assert DRAWN_BOX[lang] in words and "xhausted" not in words and "agotad" not in words
    for number in (4, 8):
        assert DRAWN_ROUND[lang] in flat(lesson(lang, number)).lower()


# --- 3. LaBSK, one spelling -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_labsk_is_spelled_labsk_in_prose(lang: str) -> None:
    """L10: "Labsk's akatan is 6"; everywhere else "LaBSK" (code keeps `labsk`)."""
    docs = REPO / "docs" if lang == "en" else REPO / "docs" / "es"
    pages = [*sorted(SOURCE[lang].glob("*.md")), *sorted(docs.glob("*.md"))]
    found = [p.name for p in pages if re.search(r"\bLabsk\b", p.read_text(encoding="utf-8"))]
    assert not found, found


# --- 4. the log and the table say a win, and the yaku points, alike --------------------------

_NAMES = re.compile(r"describe\(names=(\([^()]*\))\)")


@pytest.mark.parametrize("number", [4, 8])
def test_the_lessons_print_the_players_as_the_table_names_them(lang: str, number: int) -> None:
    """L8 cell 5: the printed result said "Your opponent wins 10 points", the table's banner
    "The opponent wins 10 points": the printed lines name the players as the widgets' log."""
    said = [ast.literal_eval(m) for m in _NAMES.findall(lesson(lang, number))]
    assert said and set(said) == {sentence_names(default_names())}, said


def test_the_status_line_and_the_totals_bar_say_the_yaku_points_alike(lang: str) -> None:
    """L13 cell 11: "You: 5 points" on the bar, "yaku 5" beside "You"."""
    risky = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"),
        field="7p1 9a 12p1",
        deck="5p1 5p2 6p1 6p2",
        captured=("10a 6a", "8b"),
    )
    risky.push("7a")
    texts = [t.text for t in build_scene(TableState.of(risky, 0)).texts()]
    you = {
        "en": ("You: 5 points", "yaku: 5 points"),
        "es": ("Tú: 5 puntos", "combinaciones: 5 puntos"),
    }
    bar, status = you[lang]
    assert any(t.startswith(bar) for t in texts) and status in texts, texts
    assert not [t for t in texts if re.fullmatch(r"(yaku|puntos base) \d+", t)], texts


# --- 5. lesson 3's ribbon answers read as a sentence, with the engine's facts ----------------

_ONE_OF = {"en": r"one of the \d .*?\)", "es": r"una de las \d .*?\)"}


def test_the_ribbon_answers_say_the_kind_once_with_its_count_and_months(lang: str) -> None:
    """ "10r is the maple blue ribbon, a blue ribbon — one of the blue ribbons, of June,
    September and October": now "one of the 3 blue ribbons (June, September and October)",
    as the tutor says it (the count and the months from the deck)."""
    text = flat(lesson(lang, 3))
    codes = re.findall(r'which_ribbon\("(\w+)"\)', text)
    assert codes
    for code in codes:
        card = Card.parse(code)
        right = check_ribbon(card, card.ribbon.value).message  # type: ignore[union-attr]
        (one_of,) = re.findall(_ONE_OF[lang], right)
        assert one_of in text, (code, one_of)
    assert " — one of" not in text and "a blue ribbon —" not in text
    assert "cintas azules, que son las de" not in text


def test_the_tutor_says_a_ribbons_kind_once() -> None:
    set_language("en")
    for card in (c for c in DECK if c.ribbon is not None):
        for answer in ("poetry", "blue", "red"):
            message = check_ribbon(card, answer).message
            assert "—" not in message and message.count("ribbons") == 1, message


# --- 6 and 8. lesson 1: the drawn round's bullet, and which cards show their class ----------

NOBODY = {
    "en": ("**Nobody wins: the round is drawn.**", "**Nobody makes it.**"),
    "es": ("**Nadie gana: la ronda acaba en empate.**", "**Nadie lo consigue.**"),
}
ONLY_LARGE = {
    "en": "Only large cards show it: a small card, as in a captured pile, leaves it out.",
    "es": "Solo la dicen las cartas grandes: una carta pequeña, como las de un montón, no la "
    "lleva.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_names_the_drawn_round_in_its_bullet(lang: str) -> None:
    new, old = NOBODY[lang]
    text = flat(lesson(lang, 1))
    assert new in text and old not in text


def test_lesson_1_says_which_cards_show_their_class_in_words(lang: str) -> None:
    """L1 promised every card its class in words; small cards (L3, the piles) leave it out."""
    assert ONLY_LARGE[lang] in flat(lesson(lang, 1))
    card = Card.parse("9p1")
    word = label_lines(card)[1]

    def words(width: float) -> list[str]:
        return [p.text for p in face_at(card, width) if isinstance(p, Text)]

    assert word in words(COMPACT_BELOW + 30) and word not in words(COMPACT_BELOW - 1)


# --- 7. lesson 10: the Spanish section title has an English gloss ----------------------------


def test_lesson_10_glosses_the_spanish_section_title_in_english() -> None:
    text = flat(lesson("en", 10))
    title = "“01 / Cartas florales y decidir seguir”."
    assert f"{title} (In English: “Flower cards and deciding to go on”.)" in text
