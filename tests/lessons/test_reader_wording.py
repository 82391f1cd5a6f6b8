"""What a fresh reader of the lessons stumbled on, held in both languages (issue 23): the
recap of lesson 1 says when you choose as its body does, «standard» is said to be the name
of the rules the course teaches where it first appears, lesson 5's first board says it
is set up by hand, and a Spanish lesson that sends the reader to the README says it is in
English."""

from __future__ import annotations

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
