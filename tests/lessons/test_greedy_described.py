"""Lesson 9 describes the greedy opponent in full, with the agent's own numbers; lesson 13
says it briefly, in lesson 9's own first sentence, and sends the reader back to lesson 9
(issue 23: the long description stood almost word for word in both lessons)."""

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
BACK_TO_9 = {"en": "You watched it play in lesson 9", "es": "Lo viste jugar en la lección 9"}


def text_of(glob: str) -> str:
    (path,) = LESSONS.glob(glob)
    return " ".join(path.read_text(encoding="utf-8").replace("*", "").split())


def sentence(pattern: str, glob: str) -> str:
    found = re.findall(pattern, text_of(glob))
    assert len(found) == 1, f"{glob}: the greedy opponent is described {len(found)} times"
    return str(found[0])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_9_describes_greedy_with_the_agents_numbers(lang: str) -> None:
    pattern, nine, _ = SENTENCE[lang]
    assert HAND[lang].format(n=greedy._KEEP_GOING_HAND) in sentence(pattern, nine)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_13_says_greedy_briefly_and_sends_back_to_lesson_9(lang: str) -> None:
    pattern, nine, thirteen = SENTENCE[lang]
    first = re.split(r"(?<=\.)\s+", sentence(pattern, nine))[0]
    text = text_of(thirteen)
    assert f"{first} {BACK_TO_9[lang]}" in text, first
    assert not re.findall(pattern, text), "lesson 13 repeats lesson 9's description"
    assert HAND[lang].format(n=greedy._KEEP_GOING_HAND) not in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_greedy_is_described_in_short_sentences(lang: str) -> None:
    """No parenthesis inside the description, and no sentence longer than 35 words (issue 23:
    one sentence with a nested parenthesis was too much for a reader)."""
    pattern, nine, _ = SENTENCE[lang]
    said = sentence(pattern, nine)
    assert "(" not in said
    longest = max(re.split(r"(?<=\.)\s+", said), key=lambda s: len(s.split()))
    assert len(longest.split()) <= 35, longest
