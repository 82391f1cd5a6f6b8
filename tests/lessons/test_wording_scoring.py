"""How the lessons explain yaku, points and koi-koi (lessons 6 to 8), held in both languages and,
where a fact is a rule, checked against the engine: what lesson 7's shared-cards cell prints,
lesson 6's bright table shown once and its claims, the first yaku called an improvement,
the board's progress notes explained where first shown, and lesson 8's answers saying each
long sentence once and a round that ended by itself in one phrasing, the puzzle widget's."""

from __future__ import annotations

import re

import pytest

from koikoi import score
from koikoi.i18n import speaking
from koikoi.result import Reason
from koikoi.tutor.puzzles import curated
from koikoi.tutor.puzzles.explain import breakdown
from tests.lessons.lesson_text import (
    CODE_CELL,
    LANGS,
    flat,
    glossary_row,
    lesson,
    notebook,
    output_text,
    prose,
)

SHARED_CARDS = 'print(score("1r 2r 3r 6r 9r 10r 4r"))'
GROWN = {"en": "{name} is {points}", "es": "{name} vale {points}"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_7_says_every_case_its_shared_cards_cell_prints(lang: str) -> None:
    """Each pile the cell scores is told in the paragraph above it: every yaku named, and a
    counting yaku above 1 with its value (issue 23)."""
    from koikoi import score

    text = lesson(lang, 7)
    cell = text.index(SHARED_CARDS)
    start = text.rindex("```{code-cell}", 0, cell)
    told = prose(text[:start])[-1]
    piles = re.findall(r'print\(score\("([^"]+)"\)\)', text[start : text.index("\n```", cell)])
    assert len(piles) == 3
    for pile in piles:
        for yaku in score(pile).yaku:
            assert re.search(rf"\b{yaku.name}\b", told), (pile, yaku.name)
            if yaku.name in ("tane", "tan", "kasu") and yaku.points > 1:
                assert GROWN[lang].format(name=yaku.name, points=yaku.points) in told


def test_lesson_6_scores_each_bright_yaku_in_one_cell_only() -> None:
    """reader 13, item 13: lesson 6 showed the brights' points four times (its table, then
    cells that printed sanko, shiko, ame-shiko and goko again and again)."""
    for lang in ("en", "es"):
        text = lesson(lang, 6)
        cells = CODE_CELL.findall(text)
        seen: dict[str, int] = {}
        for index, cell in enumerate(cells):
            piles = re.findall(r'score\("([^"]+)"\)', cell)
            if "for pile in [" in cell:
                piles += re.findall(r'"([0-9a-z ]+)"', cell.split("for pile in [", 1)[1])
            names = {y.name for pile in piles for y in score(pile).yaku}
            for name in names:
                assert name not in seen, (lang, name, seen[name], index)
                seen[name] = index
        assert set(seen) == {"goko", "shiko", "ame-shiko", "sanko"}, seen
        assert text.count("| **goko** 五光") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_6_says_the_difference_explains_the_table(lang: str) -> None:
    """Reader 10, item 9b: «Esa sola diferencia da forma a toda la tabla» read translated."""
    text = flat(lesson(lang, 6))
    old, new = {
        "es": ("da forma a toda la tabla", "Esa sola diferencia explica toda la tabla"),
        "en": ("shapes the whole", "That one difference explains the whole bright table"),
    }[lang]
    assert old not in text and new in text


COMMON = {
    "en": ("most common scoring mistake", "a very common scoring mistake"),
    "es": ("más frecuente", "Es un error de puntuación muy común"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_6_makes_no_unsourced_claim_about_the_rain_man(lang: str) -> None:
    """reader 12, item 14: «Es el error de puntuación más frecuente en Koi-Koi»."""
    old, new = COMMON[lang]
    text = flat(lesson(lang, 6))
    assert old not in text and new in text


FIRST_IMPROVEMENT = {
    "en": (
        "**The first improvement offers a choice.** Your first yaku is already an "
        "**improvement** (your base points go up from 0).",
        "The first yaku offers a choice",
    ),
    "es": (
        "**La primera mejora te ofrece una elección.** Tu primera combinación ya es una "
        "**mejora** (tus puntos base suben de 0).",
        "La primera combinación te ofrece",
    ),
}


GLOSSARY_IMPROVEMENT = {
    "en": ("| **improvement**", "a new yaku"),
    "es": ("| **mejorar**", "una combinación nueva"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_calls_the_first_combination_an_improvement(lang: str) -> None:
    """«La primera combinación te ofrece una elección» (lesson 8), «La primera mejora da a
    elegir» (the cheat sheet), «Tus combinaciones han mejorado» (the coach, on a first
    combination): the glossary's «mejorar» covers a new combination."""
    new, old = FIRST_IMPROVEMENT[lang]
    text = flat(lesson(lang, 8))
    assert new in text and old not in text
    term, words = GLOSSARY_IMPROVEMENT[lang]
    row = glossary_row(lang, term)
    assert words in row, row


PROGRESS = re.compile(r"\b[a-z-]+ \d+/\d+\b")
NOTES = {
    "en": ("tane 3/5", "hanami 1/2 — needs curtain (3b)", "✓ tsukimi 5"),
    "es": ("tane 3/5", "hanami 1/2 — falta cortina (3b)", "✓ tsukimi 5"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_progress_notes_are_explained_where_a_saved_board_first_shows_them(
    lang: str,
) -> None:
    """reader 13, item 5: lesson 8's board showed «tane 3/5», «hanami 1/2 — falta cortina
    (3b)», explained only in lesson 12."""
    first = None
    for number in range(1, 14):
        cells = [c for c in notebook(lang, number)["cells"] if c["cell_type"] == "code"]
        shown = [output_text(c) for c in cells if PROGRESS.search(output_text(c))]
        if shown:
            first = (number, shown[0])
            break
    assert first is not None and first[0] == 8, first and first[0]
    text = lesson(lang, 8)
    cell_end = text.index("```", text.index("table_picture(last_call"))
    after = prose(text[cell_end + 3 :])[0]
    for note in NOTES[lang]:
        assert note in first[1], (note, "not on the board")
        assert note in after, (note, after)


ONLY_WINNER = {"en": "only the winner scores.", "es": "solo puntúa quien gana."}
BEATEN = {"en": "a beaten caller scores 0", "es": "quien canta koi-koi y pierde puntúa 0"}
PUZZLES_8 = "PuzzleWidget(curated(8)"


def lesson_8_answers(lang: str) -> str:
    """Lesson 8's folded answers to its puzzles (from the puzzle widget's cell to the end of
    the <details> block below it), white space folded."""
    text = flat(lesson(lang, 8))
    answers = text[text.index(PUZZLES_8) :]
    return answers[: answers.index("</details>")]


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_answers_say_each_long_sentence_once(lang: str) -> None:
    """Lesson 8's answers repeated «solo puntúa quien gana» and why a beaten caller scores 0;
    each is said once in the answers, while the puzzle widget (the engine's full breakdown)
    says them each time, and the short breakdown (``why_beaten=False``) leaves the beaten
    caller out. (How the round ended: the next test.)"""
    answers = lesson_8_answers(lang)
    for sentence in (ONLY_WINNER[lang], BEATEN[lang]):
        assert answers.count(sentence) == 1, sentence
    with speaking(lang):
        rounds = [p for p in curated(8) if p.is_round]
        full = [flat(" ".join(breakdown(p))) for p in rounds]
        short = [" ".join(breakdown(p, why_beaten=False)) for p in rounds]
    for sentence in (ONLY_WINNER[lang], BEATEN[lang]):
        assert sum(sentence in line for line in full) > 1, sentence  # each time in the widget
    assert not any(BEATEN[lang] in line for line in short)


NEW_OR_IMPROVED = {
    "en": "with a new or improved yaku",
    "es": "con una combinación nueva o mejorada",
}
IMPROVEMENT = {"en": "with an improvement", "es": "con una mejora"}
WHAT_COUNTS = {
    "en": "**What counts as an improvement:**",
    "es": "**Qué cuenta como mejora:**",
}
OLD_SHORT = {
    "en": ("improvement ended the round",),
    "es": ("mejora cerró la ronda", "mejora de tu rival cerró"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_says_a_round_that_ended_by_itself_in_one_phrasing(lang: str) -> None:
    """How a round ended by itself, in lesson 8's answers: each of the puzzle widget's
    sentences for it (taken from the puzzles' own situations, you and your opponent) is said
    in full once; after that only «una combinación nueva o mejorada» becomes lesson 8's word
    «una mejora», explained above the puzzles, and every such puzzle has one of the two
    forms. Readers found «Después tu mejora cerró la ronda» beside the widget's sentence: two
    phrasings of one outcome."""
    answers = lesson_8_answers(lang)
    assert not [old for old in OLD_SHORT[lang] if old in answers]
    text = flat(lesson(lang, 8))
    assert WHAT_COUNTS[lang] in text[: text.index(PUZZLES_8)]
    with speaking(lang):
        ended = [p.situation() for p in curated(8) if p.is_round and p.ending == Reason.AUTO]
    said = set()
    for situation in ended:
        start = situation.rindex(". ", 0, situation.index(NEW_OR_IMPROVED[lang])) + 2
        said.add(situation[start:])
    assert len(said) == 2, said  # you, your opponent
    for sentence in said:
        assert answers.count(sentence) == 1, sentence
        assert sentence.replace(NEW_OR_IMPROVED[lang], IMPROVEMENT[lang]) in answers, sentence
    told = answers.count(IMPROVEMENT[lang]) + answers.count(NEW_OR_IMPROVED[lang])
    assert told == len(ended), (told, len(ended))
