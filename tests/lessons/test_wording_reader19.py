"""Reader 19 (a fresh Spanish reader of the saved lessons), in both languages: lesson 11's
puzzle seeds, the cheat sheet shown from lesson 8 on, the card review in the glossary, one
name for a plain card and for its marker, lesson 5's counts in digits, lesson 2's «a bright
or an animal», the length of a match, lesson 12's «negativos» and method, and the plain red
ribbon of the card list. (To be folded into the topic files.)"""

from __future__ import annotations

import re

import pytest

from koikoi import DECK
from koikoi.i18n import speaking
from koikoi.rules import MATCH_LENGTHS, RuleSet
from tests.lessons.lesson_text import (
    CARDS_PAGE,
    GLOSSARY,
    LANGS,
    RULES_PAGE,
    flat,
    lesson,
    paragraph_with,
    prose,
    saved,
)

# --- 1. lesson 11 says nothing of each puzzle's own seed --------------------------------------

OWN_SEED = {"en": r"own seed|from its seed", "es": r"propia semilla|con su semilla"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_11_does_not_recreate_puzzles_from_their_seeds(lang: str) -> None:
    """«Cada problema guarda además su propia semilla…», then 3 puzzles made again «con su
    semilla»: a reproducibility check with nothing for the learner."""
    assert not re.search(OWN_SEED[lang], flat(lesson(lang, 11)))
    assert "puzzle.seed" not in lesson(lang, 11)
    assert not re.search(OWN_SEED[lang], saved(lang, 11))


# --- 2. the cheat sheet is shown from lesson 8 on ---------------------------------------------

LESSON_8 = {"en": "comes in lesson 8", "es": "llega en la lección 8"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheat_sheet_is_first_shown_in_lesson_8(lang: str) -> None:
    """Lesson 7 showed the whole sheet (koi-koi, «Plantarse (cobrar)», ×2/×4) before lesson 8
    teaches them; it points to lesson 8, which shows it (lesson 13 shows it again)."""
    assert "cheat_sheet" not in lesson(lang, 7)
    assert LESSON_8[lang] in flat(lesson(lang, 7))
    assert not re.search(r"chuleta\.pdf|cheat-sheet\.pdf", lesson(lang, 7))
    for number in (8, 13):
        assert "cheat_sheet(" in lesson(lang, number)


# --- 3. the glossary places the card review as the course map does -----------------------------


def test_the_glossary_gives_the_card_review_no_number() -> None:
    text = flat(GLOSSARY["es"].read_text(encoding="utf-8"))
    (row,) = [line for line in text.split("| **") if line.startswith("planificador")]
    assert "lección 0" not in row
    assert "«Repaso de cartas» (sin número, después de la lección 3)" in row


# --- 4. a plain card has one name --------------------------------------------------------------

SECOND_NAME = {"en": r"\ba kasu\b", "es": r"\buna kasu\b"}
ONE_CARD = {
    3: {"en": '"a plain" is one card', "es": "«una simple» es una sola carta"},
    7: {"en": '"a plain" is one card', "es": "«una simple» es una carta"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_single_plain_card_is_a_plain_never_a_kasu(lang: str) -> None:
    """«"una kasu" o "una simple" es una sola carta» taught a name no lesson uses."""
    for number in range(14):
        assert not re.search(SECOND_NAME[lang], flat(lesson(lang, number))), number
    for number, said in ONE_CARD.items():
        assert said[lang] in flat(lesson(lang, number))


# --- 5. one noun for the plain's marker --------------------------------------------------------

MARKERS = {
    1: {
        "en": "a star for a bright, a paw for an animal, a bar for a ribbon, a square for a plain",
        "es": "una estrella para una luz, una huella para un animal, una barra para una cinta, "
        "un cuadrado para una simple",
    },
    3: {
        "en": "star = bright, paw = animal, bar = ribbon, square = plain",
        "es": "estrella = luz, huella = animal, barra = cinta, cuadrado = simple",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_1_and_3_name_the_markers_alike(lang: str) -> None:
    """«un cuadradito para una simple» (lesson 1) against «cuadrado = simple» (lesson 3)."""
    for number, said in MARKERS.items():
        assert said[lang] in flat(lesson(lang, number)), number
    assert "cuadradito" not in flat(lesson(lang, 1))


# --- 6. lesson 5 counts the cards of a month in digits -----------------------------------------

HEADINGS = {
    "en": ["2 matches: you choose", "3 matches: take all 4"],
    "es": [
        "2 cartas del mes en la mesa: eliges tú",
        "3 cartas del mes en la mesa: te llevas las 4",
    ],
}
TABLE_ROWS = {
    "en": ["| 1 | you capture the pair |", "| 2 | you choose", "| 3 | you capture all 4 |"],
    "es": ["| 1 | te llevas la pareja |", "| 2 | eliges una", "| 3 | te llevas las 4 |"],
}
ALL_FOUR = {"en": r"all four|two or three", "es": r"las cuatro|dos o tres"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_5_counts_the_matches_in_digits(lang: str) -> None:
    """Heading «te llevas las 4» against the table, cell 19 and the recap «te llevas las
    cuatro»; heading «2 cartas del mes» against the table's «dos»."""
    text = lesson(lang, 5)
    for row in TABLE_ROWS[lang]:
        assert row in text, row
    assert not re.search(ALL_FOUR[lang], flat(text), re.I)
    headings = re.findall(r"^## (.*)$", text, re.MULTILINE)
    assert set(HEADINGS[lang]) <= set(headings), headings


# --- 7. lesson 2 says what its "special" card is -----------------------------------------------

PATTERN = {
    "en": '"a bright or an animal, one ribbon, 2 plains"',
    "es": "«una luz o un animal, una cinta y 2 simples»",
}
AUGUST = {
    "en": "has a bright and an animal (the moon and the geese)",
    "es": "tiene una luz y un animal (la luna y los gansos)",
}
SPECIAL = {"en": r"special cards?", "es": r"cartas? especial(?:es)?"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_2_names_the_classes_of_a_months_cards(lang: str) -> None:
    """«una carta especial» was used and never defined. The pattern is the engine's: every
    month but August, November and December has 1 bright or animal, 1 ribbon and 2 plains."""
    text = flat(" ".join(prose(lesson(lang, 2))))
    assert not re.search(SPECIAL[lang], text, re.I)
    assert PATTERN[lang] in text and AUGUST[lang] in text
    breaking = set()
    for month in range(1, 13):
        kinds = sorted(c.kind.name for c in DECK if c.month == month)
        brights_or_animals = sum(k in ("BRIGHT", "ANIMAL") for k in kinds)
        if (brights_or_animals, kinds.count("RIBBON"), kinds.count("PLAIN")) != (1, 1, 2):
            breaking.add(month)
    assert breaking == {8, 11, 12}
    august = [c.kind.name for c in DECK if c.month == 8]
    assert august.count("BRIGHT") == 1 and august.count("ANIMAL") == 1
    assert "RIBBON" not in august


# --- 8. the length of a match: 12, or 3, 6 or 9; 1 round only to practise ----------------------

RULES_LINE = {
    "en": "A match has 12 rounds (3, 6 or 9 are also allowed).",
    "es": "Una partida tiene 12 rondas (también se admiten 3, 6 o 9).",
}
PRACTICE = {
    "en": "1 round on its own, just to practise, or a real match: 12 rounds, or 3, 6 or 9.",
    "es": "1 ronda suelta, solo para practicar, o una partida de verdad: 12 rondas, o 3, 6 o 9.",
}
HELP = {
    "en": "12, or 3, 6 or 9 for a shorter match",
    "es": "12, o 3, 6 o 9 en una partida más corta",
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_gives_a_match_the_engines_lengths(lang: str) -> None:
    """Lesson 9's quiz allowed «12, o 3, 6 o 9», lesson 13 offered «1 ronda» and the rules
    page's option table said «de 1 a 12»: the lengths are the engine's (12 by default, 3, 6,
    9), and 1 round is said to be a practice only."""
    assert MATCH_LENGTHS == (3, 6, 9, 12) and RuleSet().rounds == 12
    assert RuleSet.bounds("rounds") == (1, 12)
    rules = flat(RULES_PAGE[lang].read_text(encoding="utf-8"))
    assert RULES_LINE[lang] in rules
    with speaking(lang):
        explained = RuleSet.explain("rounds")
    assert HELP[lang] in explained
    assert flat(explained) in rules
    assert not re.search(r"\((?:de )?1 (?:to|a) 12\)", rules)
    assert PRACTICE[lang] in flat(lesson(lang, 13))
    nine = {
        "en": "12, or 3, 6 or 9 for a shorter match",
        "es": "12, o 3, 6 o 9 en una partida corta",
    }
    assert nine[lang] in flat(lesson(lang, 9))


# --- 9. lesson 12: «negativos», and its method without a repeated sentence ---------------------


def test_lesson_12_says_expected_points_can_be_negative() -> None:
    text = flat(lesson("es", 12))
    assert "menos de cero" not in text and "(pueden ser negativos)" in text


TIED = {
    "en": "its best move, or a group of moves tied for first place, beats *every* other move",
    "es": "la mejor jugada, o un grupo de jugadas igualadas en el primer puesto, supera a "
    "*todas* las demás",
}
REPEATED = {"en": "Then it is that group", "es": "Entonces es ese grupo"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_says_tied_moves_once(lang: str) -> None:
    """The method said «supera a todas las demás» and then, for tied moves, «saca esa ventaja
    a todas las demás» again."""
    method = paragraph_with(lang, 12, TIED[lang])
    assert REPEATED[lang] not in method


# --- 10. the card list names the plain red ribbon as the lessons do ----------------------------


def test_the_card_list_calls_the_plain_red_ribbon_sin_poema() -> None:
    """docs/es/cartas.md «cinta roja (lisa)» against the lessons' «cintas rojas (sin poema)»."""
    text = flat(CARDS_PAGE["es"].read_text(encoding="utf-8"))
    assert "cinta roja (sin poema)" in text and "lisa" not in text
    assert "cintas rojas (sin poema)" in flat(lesson("es", 3))
