"""No docs page or lesson source says a run of words twice in a row («el hombre de el hombre de
la lluvia»), the trace a bad name replacement leaves (issue 23)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = sorted(
    page
    for glob in ("docs/*.md", "docs/es/*.md", "lessons/src/*.md", "lessons/es/src/*.md")
    for page in REPO.glob(glob)
)
SHORTEST = 3
"""The shortest run counted: two words said twice («muy muy», «de la de la») can be meant."""
LONGEST = 12
"""The longest run looked for (a longer repeat is a repeated sentence, not a slip)."""

_WORD = re.compile(r"[^\W\d_]+")
_CODE_CELL = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
_TABLE_ROW = re.compile(r"^\s*\|.*$", re.MULTILINE)
_STRETCH = re.compile(r"[^\W\d_]+(?:(?:[ \t]+|[ \t]*\n[ \t]*)[^\W\d_]+)*")
"""Words parted only by spaces or one line break: a comma, a code span, a bracket or a blank
line ends it."""


def repeated_runs(text: str, shortest: int = SHORTEST) -> list[str]:
    """Each run of ``shortest`` or more words that the prose of ``text`` says twice in a row
    (ignoring case and line breaks; not across punctuation, code, code cells or tables)."""
    prose = _TABLE_ROW.sub("", _CODE_CELL.sub("", text))
    found = []
    for stretch in _STRETCH.findall(prose):
        words = [w.lower() for w in stretch.split()]
        for start in range(len(words)):
            for size in range(shortest, min(LONGEST, (len(words) - start) // 2) + 1):
                if words[start : start + size] == words[start + size : start + 2 * size]:
                    found.append(" ".join(words[start : start + 2 * size]))
                    break
    return found


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_no_page_says_a_run_of_words_twice(page: Path) -> None:
    assert not repeated_runs(page.read_text(encoding="utf-8")), page


@pytest.mark.parametrize(
    ("text", "runs"),
    [
        ("el hombre de\nel hombre de la lluvia `11b` es la única luz", 1),
        ("el hombre de la lluvia `11b` estropea; el hombre de la lluvia", 0),
        ("la ronda termina sola, la ronda termina sola", 0),
        ("## La copa de sake\n\nLa copa de sake `9a` es un animal", 0),
        ("| `1p1` | pine plain | pine plain |", 0),
        ("muy, muy lejos; de la de la", 0),
        ("the rain man the rain man", 1),
    ],
)
def test_the_scan_finds_repeated_runs_only(text: str, runs: int) -> None:
    assert len(repeated_runs(text)) == runs
