"""Counts of game things (cards, yaku, points, rounds, months…) written in digits, one way, in
both languages: in every lesson (prose, answers and the code's feedback), in the exercises'
choices, in the passages readers found writing a count two ways, in the dealt-hand
reasons the engine gives, in the option help, month table and capture check the lessons
show, and in lessons 5, 6 and 7's headings, tables and recaps."""

from __future__ import annotations

import re

import pytest

from koikoi import Round, RuleSet
from koikoi.i18n import speaking
from koikoi.result import REASONS, Reason
from koikoi.tutor.checks import check_capture
from tests.lessons.lesson_text import (
    CODE_CELL,
    FOLDER,
    LANGS,
    LESSON_NUMBERS,
    flat,
    lesson,
    prose,
    sheet_texts,
)
from widgets.kit.lesson import month_table

NUMBER = {
    "es": r"dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce",
    "en": r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve",
}
THINGS = {
    "es": r"(?:otr[oa]s\s+)?(?:cartas|simples|animales|cintas|luces|puntos|meses|rondas|"
    r"combinaciones|parejas)",
    "en": r"(?:other\s+)?(?:cards|plains|animals|ribbons|brights|points|months|rounds|yaku|pairs)",
}


EXTRA_WORDED = {  # counts in words that NUMBER + THINGS do not catch
    "es": r"\buno o dos puntos|:\s+nueve\b|\btres\s+cada\s+uno|\b(?:cuatro|cinco) y una quinta\b"
    r"|\botras cuatro\b|\bestas cuatro\b|\bcuatro clases\b|\bdos (?:al|a la|para)\b",
    "en": r"\bpoint or two\b|\bone or two points|'seven or more'|:\s+nine\b|\bthree\s+by\s+each"
    r"|\b(?:four|five) and a fifth\b|\bother four\b|\b(?:two|three) field cards\b"
    r"|\btwo to (?:the|themselves)\b|\bfour times round\b|\bone a line\b"
    r"|\b[23] (?:cards )?a hand\b",
}
SAID_IN_DIGITS = {
    "es": {
        1: ["tiene los **12 meses** del año",
            "Estas 4 y una más, el hombre de la lluvia de noviembre (lecciones 3 y 6), son las 5 "
            "**cartas de luz**"],
        3: ["5 animales forman la combinación tane, 5 cintas la combinación tan y 10 simples"],
        4: ["La mesa tiene las 4 cartas de enero"],
        6: ["Sin él, 3 luces ya puntúan 5, y 4 puntúan 8",
            "**Respuesta: 0.** Con el hombre de la lluvia, 3 luces no puntúan nada"],
        8: ["Quedan 8 cartas en la mesa", "12 rondas", "Tu montón tiene 10 simples"],
        12: ["se han jugado 6 cartas, 3 cada uno", "Ninguna de tus 3 cartas captura"],
    },
    "en": {
        1: ["it has the **12 months** of the year",
            "These 4 and one more, the rain man of November (lessons 3 and 6), are the 5 "
            "**brights**"],
        3: ["5 animals make the yaku tane, 5 ribbons the yaku tan, 10 plains"],
        4: ["The field holds all 4 cards of January"],
        6: ["Without him, 3 brights already score 5, and 4 score 8",
            "**Answer: 0.** With the rain man among them, 3 brights score nothing"],
        8: ["8 cards left on the field", "12 rounds", "Your pile holds 10 plains"],
        12: ["6 cards have been played, 3 by each", "None of your 3 cards captures"],
    },
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_counts_game_things_in_digits_answers_included(lang: str) -> None:
    """Readers found counts written two ways: «cinco animales … diez simples», «doce meses»
    beside «12 meses» (lesson 3), «Quedan ocho cartas en la mesa», «doce rondas», «Tu montón
    tiene diez simples», «uno o dos puntos» (lesson 8), «seis cartas, tres cada uno», «ocho
    simples … nueve» (lesson 12), «Tres luces con…» beside «**3 luces**» (lesson 6), «las
    cuatro cartas de enero» (lesson 4), «cuatro y una quinta» (lesson 1). Every lesson's
    prose, answer keys and the feedback strings of its code say them in digits. A yaku's gloss
    in parentheses («sanko (tres luces)») is its name; an exercise's ``key=`` is no text a
    reader sees."""
    worded = re.compile(rf"(?<![\w(])(?:{NUMBER[lang]})\s+{THINGS[lang]}\b", re.I)
    found = []
    for number in LESSON_NUMBERS:
        text = lesson(lang, number)
        lines = [line for line in text.splitlines() if "key=" not in line]
        found += [(number, m) for m in worded.findall(flat("\n".join(lines)))]
        found += [(number, m) for m in re.findall(EXTRA_WORDED[lang], flat(text), re.I)]
    assert not found, found
    for number, digits in SAID_IN_DIGITS[lang].items():
        for said in digits:
            assert said in flat(lesson(lang, number)), (number, said)
    assert "Tres luces" not in lesson(lang, 6) and "Three brights" not in lesson(lang, 6)


EXERCISE_NUMBER = {
    "en": r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)",
    "es": r"(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)",
}
EXERCISE_THINGS = {
    "en": r"(?:cards?|plains?|brights|animals|ribbons|pairs|matches|field cards|pampas[\w-]*"
    r"|poetry ribbons|other|most|November|of \w+|each)",
    "es": r"(?:cartas?|simples|luces|animales|cintas|parejas|de \w+)",
}
EXERCISE_ALL = {"en": r"\ball (?:three|four|five)\b", "es": r"\blas (?:tres|cuatro|cinco)\b"}


def exercise_strings(lang: str, number: int) -> str:
    """The string literals of the code cells that ask the learner a question."""
    cells = [c for c in CODE_CELL.findall(lesson(lang, number)) if re.search(r"\b[Cc]hoice\(", c)]
    cells = [re.sub(r'key="[^"\n]*"', "", c) for c in cells]  # a progress key is never shown
    return " ".join(" ".join(re.findall(r'"([^"\n]*)"', c)) for c in cells)


@pytest.mark.parametrize("lang", LANGS)
def test_exercises_write_counts_of_game_things_in_digits(lang: str) -> None:
    """reader 15, item 2: lesson 4 «tu mano tiene las cuatro cartas de noviembre» (its answer:
    «las 4 cartas»), lesson 7 «9 simples, dos de pino, dos de ciruelo…»."""
    worded = re.compile(
        rf"\b{EXERCISE_NUMBER[lang]}\s+{EXERCISE_THINGS[lang]}\b|{EXERCISE_ALL[lang]}",
        re.IGNORECASE,
    )
    for number in range(14):
        text = re.sub(r"\s+", " ", exercise_strings(lang, number))
        assert not worded.findall(text), (number, worded.findall(text))
    said = {"en": "2 each of pine", "es": "2 de pino, 2 de ciruelo"}[lang]
    assert said in flat(lesson(lang, 7))


NUMBER_WORD = {
    "es": r"\b(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:otr[oa]s\s+)?"
    r"(?:cartas|cintas|animales|simples)\b",
    "en": r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:other\s+)?"
    r"(?:cards|ribbons|animals|plains)\b",
}


# The passages the reader found writing counts two ways, by words each holds (and a count it
# now gives in digits).
PASSAGES = {
    "es": {
        7: [
            ("Las combinaciones se **suman**", "Con 7 cintas (las 3 poéticas, las 3 azules"),
            ('key="pile 1r 2r 3r 4r 5r"', "tan 1 por 5 cintas"),
            ('key="seven animals"', "otros 4 animales (7 en total)"),
            ('key="seven ribbons"', "otras 4 cintas"),
            ("juntas valen 10", "esas 6 cintas son además tan 2"),
        ],
        13: [('key="koi-koi or stop: the moon on the field"', "te quedan 6 cartas")],
    },
    "en": {
        7: [
            ("Yaku are **added**", "With 7 ribbons (the 3 poetry ribbons, the 3 blue ones and 1"),
            ('key="pile 1r 2r 3r 4r 5r"', "tan 1 for 5 ribbons"),
            ('key="seven animals"', "4 other animals (7 in all)"),
            ('key="seven ribbons"', "4 other ribbons"),
            ("together 10", "those 6 ribbons are also tan 2"),
        ],
        13: [('key="koi-koi or stop: the moon on the field"', "with 6 cards left")],
    },
}


def _passage(text: str, words: str) -> str:
    """The prose paragraph that holds ``words``, or the question cell that holds them with
    its answer below it (the cell's ``key=`` left out: a name for the code, never shown)."""
    if words.startswith("key="):
        start = text.rindex("```{code-cell}", 0, text.index(words))
        passage = text[start : text.index("</details>", start)]
        return flat(re.sub(r'key="[^"]*"', "", passage))
    (paragraph,) = [p for p in prose(text) if words in p]
    return paragraph


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_7_and_13_write_the_counts_of_cards_in_digits(lang: str) -> None:
    """Reader 10, item 8: «Siete cintas … 1 por cinco cintas y +1 por cada una de las 2 de
    más», «otros cuatro animales (7 animales)» (lesson 7), «te quedan seis cartas» in lesson
    13 beside lesson 12's «te quedan 5 cartas»."""
    for number, passages in PASSAGES[lang].items():
        text = lesson(lang, number)
        for words, digits in passages:
            passage = _passage(text, words)
            assert digits in passage, (number, digits, passage)
            found = re.findall(NUMBER_WORD[lang], passage, re.IGNORECASE)
            assert not found, (number, found, passage)


NUMBER_WORDS = {
    "en": {5: "five", 6: "six", 12: "twelve"},
    "es": {5: "cinco", 6: "seis", 12: "doce"},
}
COUNTED = r"(?:cards|cartas|rounds|rondas)\b"


def _written_both_ways(lang: str, passage: str) -> list[int]:
    return [
        n
        for n, word in NUMBER_WORDS[lang].items()
        if re.search(rf"\b{n}\s+{COUNTED}", passage)
        and re.search(rf"\b{word}\s+{COUNTED}", passage, re.IGNORECASE)
    ]


def _cell_with(text: str, words: str) -> str:
    (cell,) = [c.group(0) for c in CODE_CELL.finditer(text) if words in c.group(0)]
    return flat(cell)


@pytest.mark.parametrize("lang", LANGS)
def test_a_passage_writes_each_count_one_way(lang: str) -> None:
    """issue 23: «te quedan 6 cartas» beside «seis cartas es tiempo de sobra» (lesson 13),
    «con 5 cartas en la mano» (the coach) beside «cinco cartas por jugar» (lesson 12), «doce
    rondas» and «12 rondas» (lesson 9)."""
    from koikoi.tutor.judgement import position_named

    lesson_9 = lesson(lang, 9)
    opening = lesson_9[: lesson_9.index("```{code-cell}", lesson_9.index("## 12 "))]
    ask = _cell_with(lesson(lang, 13), 'key="koi-koi or stop: the moon on the field"')
    answer = _cell_with(lesson(lang, 12), 'call = position_named("koikoi 6/5")')
    for passage in (flat(opening), ask, answer):
        assert not _written_both_ways(lang, passage), passage
    # Lesson 12 writes the count in digits, as the coach's own verdict above it does.
    rnd = position_named("koikoi 6/5").round()
    left = len(rnd.hands[rnd.to_move])
    assert {"en": f"{left} cards to play", "es": f"{left} cartas por jugar"}[lang] in answer


DEALT_WORDED = {
    "en": r"\b(?:four|five) (?:cards|pairs|and a fifth)\b|\bother four\b",
    "es": r"\bcuatro (?:cartas|parejas|y una quinta)\b|\botras cuatro\b",
}
DEALT = {
    "en": {
        Reason.TESHI: "teshi: 4 cards of a month dealt",
        Reason.KUTTSUKI: "kuttsuki: 4 pairs dealt",
    },
    "es": {
        Reason.TESHI: "teshi: se repartieron las 4 cartas de un mes",
        Reason.KUTTSUKI: "kuttsuki: se repartieron 4 parejas",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_dealt_hand_reasons_count_in_digits(lang: str) -> None:
    """Lesson 4's output «se repartieron las cuatro cartas de un mes … cuatro parejas»."""
    with speaking(lang):
        for reason, text in DEALT[lang].items():
            assert REASONS[reason] == text
    (path,) = FOLDER[lang].glob("04_*.ipynb")
    saved = flat(path.read_text("utf-8"))
    assert not re.findall(DEALT_WORDED[lang], saved), re.findall(DEALT_WORDED[lang], saved)


OPTIONS_EXPLAINED = [
    "goko", "shiko", "ame_shiko", "sanko", "inoshikacho_extends", "akatan", "aotan",
    "akatan_aotan", "redeal_field_four_pairs",
]  # fmt: skip
"""The rule options whose help counts cards (shown by the rules editor and lesson 10)."""
FOUR_CARDS = {"en": "its 4 cards", "es": "sus 4 cartas"}
THREE_OTHERS = {"en": "matches 3 field cards", "es": "las otras 3 cartas de su mes"}


@pytest.mark.parametrize("lang", LANGS)
def test_counts_are_digits_in_the_option_help_the_months_table_and_a_capture(lang: str) -> None:
    """What the code says in the lessons counts in digits too: the rule options' help
    (lesson 10's table said «las tres cintas poéticas», «las seis cintas»), lesson 2's month
    table («sus cuatro cartas») and the capture check of lesson 5 («las otras tres
    cartas»)."""
    worded = re.compile(rf"\b(?:{NUMBER[lang]})\b", re.IGNORECASE)
    with speaking(lang):
        helps = {name: RuleSet.explain(name) for name in OPTIONS_EXPLAINED}
        table = month_table().html
        rnd = Round.from_position(hands=("8p1 2p1", "1p1"), field="8b 8a 8p2 5a", deck="12p1")
        said = check_capture(rnd, "8p1", "8b 8a 8p2").message
    assert not {name: h for name, h in helps.items() if worded.search(h)}, helps
    assert FOUR_CARDS[lang] in table
    assert THREE_OTHERS[lang] in said and not worded.search(said), said


SHEET_CAPTURES = {
    "en": "0, it stays on the field; 1, capture the pair; 2, choose one; 3, take all 4.",
    "es": "0, se queda en la mesa; 1, te llevas la pareja; 2, eliges una; 3, te llevas las 4.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheat_sheet_counts_a_turns_matches_in_digits(lang: str) -> None:
    """The cheat sheet said «ninguna … una … dos … tres, te llevas las cuatro» under lesson 5's
    table of «0 | 1 | 2 | 3 … te llevas las 4»."""
    assert SHEET_CAPTURES[lang] in flat(" ".join(sheet_texts(lang)))


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
    """Lesson 5's headings, table and recap count the cards of a month on the field in
    digits ("take all 4", «te llevas las 4»), never in words."""
    text = lesson(lang, 5)
    for row in TABLE_ROWS[lang]:
        assert row in text, row
    assert not re.search(ALL_FOUR[lang], flat(text), re.I)
    headings = re.findall(r"^## (.*)$", text, re.MULTILINE)
    assert set(HEADINGS[lang]) <= set(headings), headings


def test_lessons_6_and_7_count_cards_in_digits() -> None:
    """Lesson 6 (its recap included) and lesson 7's titles count cards in digits: no "Four
    of them", "all five", "the three poetry ribbons"."""
    six, seven = flat(lesson("en", 6)), flat(lesson("en", 7))
    for words in ("Four of them", "all five", "four without", "four with him", "three without"):
        assert words not in six, words
    assert "Three dry brights" not in six
    assert "the three poetry ribbons" not in seven and "the three blue ribbons" not in seven
    assert "Cuatro de ellas" not in flat(lesson("es", 6))
