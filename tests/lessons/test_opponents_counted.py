"""A lesson that counts the computer opponents counts those the practice table offers: lesson
13 said «three» while the menu had five (issue 23)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from widgets.apps.practice import OPPONENTS

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SOURCES = sorted([*LESSONS.glob("src/*.md"), *LESSONS.glob("es/src/*.md")])
NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
}  # fmt: skip
COUNTED = re.compile(
    r"\b(\d+|" + "|".join(NUMBERS) + r")\s+(?:computer\s+)?(?:opponents|rivales)\b",
    re.IGNORECASE,
)


def counts(text: str) -> list[int]:
    """Each number of opponents ``text`` states ("three computer opponents", «cinco rivales»)."""
    return [int(n) if n.isdigit() else NUMBERS[n.lower()] for n in COUNTED.findall(text)]


def test_the_scan_reads_counts_in_both_languages() -> None:
    text = "one of the three computer opponents; los cinco rivales; 2 opponents; un rival"
    assert counts(text) == [3, 5, 2]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(LESSONS)))
def test_a_lesson_counts_the_opponents_the_menu_offers(path: Path) -> None:
    wrong = [n for n in counts(path.read_text(encoding="utf-8")) if n != len(OPPONENTS)]
    assert not wrong, f"{path.name} counts {wrong} opponents; the menu offers {len(OPPONENTS)}"
