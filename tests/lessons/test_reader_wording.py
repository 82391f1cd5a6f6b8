"""What a fresh reader of the lessons stumbled on, held in both languages (issue 23): the
recap of lesson 1 says when you choose as its body does, «standard» is said to be the name
of the rules the course teaches where it first appears, lesson 5's first board says it
is set up by hand, and a Spanish lesson that sends the reader to the README says it is in
English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SOURCE = {"en": LESSONS / "src", "es": LESSONS / "es" / "src"}
RECAP = {"en": "## Recap", "es": "## Resumen"}
FIRST_TURN = {"en": "first turn in which", "es": "primer turno en que"}
STANDARD = {"en": r"\bstandard rules\b", "es": r"\breglas\s+estándar\b"}
COURSE_RULES = {"en": "this course teaches", "es": "enseña este curso"}
SET_UP = {"en": "set up by hand", "es": "preparada a mano"}


def lesson(lang: str, number: int) -> str:
    (path,) = SOURCE[lang].glob(f"{number:02d}_*.md")
    return path.read_text(encoding="utf-8")


def prose(text: str) -> list[str]:
    """The paragraphs of a lesson source, its code cells left out."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_1_recap_says_when_you_choose_as_the_body_does(lang: str) -> None:
    text = lesson(lang, 1)
    recap = text.split(RECAP[lang], 1)[1]
    body = text.split(RECAP[lang], 1)[0]
    assert FIRST_TURN[lang] in " ".join(body.split())
    assert FIRST_TURN[lang] in " ".join(recap.split())


@pytest.mark.parametrize("lang", ["en", "es"])
def test_standard_is_named_as_the_course_rules_where_first_said(lang: str) -> None:
    paragraphs = [p for n in range(1, 10) for p in prose(lesson(lang, n))]
    first = next(p for p in paragraphs if re.search(STANDARD[lang], p, re.IGNORECASE))
    assert COURSE_RULES[lang] in first, first


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_5_first_board_says_it_is_set_up(lang: str) -> None:
    text = lesson(lang, 5)
    board = text.index("turn = Round.from_position(")
    before_board = text[: text.rindex("```{code-cell}", 0, board)]
    last_paragraph = prose(before_board)[-1]
    assert SET_UP[lang] in last_paragraph, last_paragraph


def test_a_spanish_lesson_says_the_readme_is_in_english() -> None:
    said = [
        (path.name, m.group(0))
        for path in sorted(SOURCE["es"].glob("*.md"))
        for m in re.finditer(r"README(?:\.md)?(?!\.md| \(en inglés\))", path.read_text("utf-8"))
    ]
    assert not said, f"say «README.md (en inglés)»: {said}"


def sentences(paragraph: str) -> list[str]:
    """The sentences of a paragraph (or list item), split at a full stop, a semicolon or a
    colon that ends a clause."""
    return [s for s in re.split(r"(?<=[.;:])\s+", paragraph) if s.strip()]


def paragraph_with(lang: str, number: int, words: str) -> str:
    """The one paragraph of lesson ``number`` that contains ``words``."""
    found = [p for p in prose(lesson(lang, number)) if words in p]
    assert len(found) == 1, (number, words, found)
    return found[0]


LONGEST = 30
"""The most words a sentence of the paragraphs a reader found overlong may now have."""
OVERLONG = {
    "en": [
        (5, "never stays on the field beside"),
        (12, "share first place"),
        (12, "was checked again"),
        (12, "come from real rounds"),
    ],
    "es": [
        (5, "nunca se queda en la mesa junto"),
        (12, "comparten el primer puesto"),
        (12, "se comprobó cada posición"),
        (12, "salen de rondas reales"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_overlong_paragraphs_are_short_sentences(lang: str) -> None:
    """Lesson 5's card that never stays beside its month and lesson 12's method (issue 23)."""
    for number, words in OVERLONG[lang]:
        paragraph = paragraph_with(lang, number, words)
        longest = max(sentences(paragraph), key=lambda s: len(s.split()))
        assert len(longest.split()) <= LONGEST, (number, longest)


SHARED_CARDS = 'print(score("1r 2r 3r 6r 9r 10r 4r"))'
GROWN = {"en": "{name} is {points}", "es": "{name} vale {points}"}


@pytest.mark.parametrize("lang", ["en", "es"])
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


YAKU_LESSONS = {
    "en": "the yaku in lessons 6 and 7.",
    "es": "las combinaciones, en las lecciones 6 y 7.",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_drill_sends_to_the_lessons_that_teach_the_yaku(lang: str) -> None:
    """Lessons 6 and 7 teach the yaku; lesson 8 is koi-koi and the round's points."""
    assert YAKU_LESSONS[lang] in " ".join(lesson(lang, 0).split())
    for number in (6, 7):
        assert "score(" in lesson(lang, number)


def test_the_wiki_is_feminine_in_spanish() -> None:
    """«la wiki de labsk.net», never «el wiki» (lessons, catalogs, docs; issue 23)."""
    from tests.i18n import spanish_terms as st

    masculine = re.compile(r"\b(?:el|del|un|este|ese|al)\s+wiki\b", re.IGNORECASE)
    found = [f"{where}: {text[:80]}" for where, text in st.texts() if masculine.search(text)]
    assert not found, "say «la wiki»:\n" + "\n".join(found)


def _paragraph_before_each_position(text: str) -> list[str]:
    """For each code cell that sets up a position (``Round.from_position``), the last prose
    paragraph before it."""
    found = []
    for cell in re.finditer(r"^```\{code-cell\}.*?^```", text, flags=re.MULTILINE | re.DOTALL):
        if "Round.from_position(" in cell.group(0):
            before = prose(text[: cell.start()])
            found.append(before[-1] if before else "")
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_13_calls_each_of_its_positions_set_up_by_hand(lang: str) -> None:
    """Lesson 13's coach positions are set-ups, not one round continued: a reader took the
    second for the first one played on, which its cards contradict."""
    paragraphs = _paragraph_before_each_position(lesson(lang, 13))
    assert len(paragraphs) == 2, paragraphs
    assert all(SET_UP[lang] in p for p in paragraphs), paragraphs


OPEN_CODE_LATER = {
    "en": "shown open in later lessons",
    "es": "abiertas en las lecciones siguientes",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_1_sends_to_later_lessons_for_open_code_and_has_none_open(lang: str) -> None:
    text = lesson(lang, 1)
    assert OPEN_CODE_LATER[lang] in " ".join(text.split())
    folder = LESSONS if lang == "en" else LESSONS / "es"
    (notebook,) = folder.glob("01_*.ipynb")
    code = [c for c in json.loads(notebook.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"]  # fmt: skip
    open_cells = [
        c["source"] for c in code if not c["metadata"].get("jupyter", {}).get("source_hidden")
    ]
    assert code and not open_cells, f"lesson 1 says its code is folded, yet shows {open_cells}"
