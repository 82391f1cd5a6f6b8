"""Lessons 9 and 13 describe the greedy opponent with one and the same sentence, in each
language, and its numbers are the agent's own (issue 23)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi.agents import greedy

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SENTENCE = {
    "en": (r"Greedy looks only at .*? otherwise it stops", "src/09_*.md", "src/13_*.md"),
    "es": (r"Glotón solo mira .*? [Ss]i no, se planta", "es/src/09_*.md", "es/src/13_*.md"),
}
HAND = {"en": "with {n} or more cards in hand", "es": "le quedan {n} cartas o más en la mano"}


def sentence(pattern: str, glob: str) -> str:
    (path,) = LESSONS.glob(glob)
    text = " ".join(path.read_text(encoding="utf-8").replace("*", "").split())
    found = re.findall(pattern, text)
    assert len(found) == 1, f"{path.name}: the greedy opponent is described {len(found)} times"
    return str(found[0])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lessons_9_and_13_describe_greedy_alike(lang: str) -> None:
    pattern, nine, thirteen = SENTENCE[lang]
    said = sentence(pattern, nine)
    assert said == sentence(pattern, thirteen)
    assert HAND[lang].format(n=greedy._KEEP_GOING_HAND) in said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_greedy_is_described_in_short_sentences(lang: str) -> None:
    """No parenthesis inside the description, and no sentence longer than 35 words (issue 23:
    one sentence with a nested parenthesis was too much for a reader)."""
    pattern, nine, _ = SENTENCE[lang]
    said = sentence(pattern, nine)
    assert "(" not in said
    longest = max(re.split(r"(?<=\.)\s+", said), key=lambda s: len(s.split()))
    assert len(longest.split()) <= 35, longest
